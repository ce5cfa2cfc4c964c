//! `poolctl conn-tags`: how long each business process (its `conn_tag`, see
//! [`crate::conn_tag`]) holds connections and transactions, from the server
//! alone. Pure: the sources' rows come in as plain data (read by
//! `db::conn_tags`, or the bytes of a log fed by the command), a [`Report`]
//! comes out. No I/O, no database, no rendering here.
//!
//! - [`perfschema`]: the performance_schema source (server-timed events);
//! - [`sampling`]: PROCESSLIST + INNODB_TRX sampling;
//! - [`log_reader`] with [`slow_log`], [`general_log`] and [`table_log`]: `--file`;
//! - [`timeline`]: transactions rebuilt from a connection's statements;
//! - [`statement`]: a statement's effect on its transaction, and its shown form;
//! - [`tally`]: owners (tags, untagged user@host), figures, the report rows.
//!
//! Per owner: busy seconds (a statement running), transaction seconds,
//! idle-in-transaction seconds (a transaction open, no statement running: the
//! time that eats connections), lock-wait seconds, rows locked, transactions,
//! statements, share of the total hold time, the longest transaction and its
//! statement. Every source states what it cannot see in the report.

pub mod general_log;
pub mod log_reader;
pub mod perfschema;
pub mod sampling;
pub mod slow_log;
pub mod statement;
pub mod table_log;
pub mod tally;
pub mod timeline;

pub use log_reader::{LogError, LogKind, LogReader};
pub use perfschema::{PsEngine, PsLimits, PsSample};
pub use sampling::{ProcSample, SamplingEngine};
pub use tally::{Owner, Report, Row, Source};
