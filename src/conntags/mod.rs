//! `poolctl conn-tags`: how long each business process (its `conn_tag`, see
//! [`tag`]) holds connections and transactions, from the server alone.
//! Pure: the sources' rows come in as plain data (read by `db::conn_tags`
//! through the [`Server`] port, or the bytes of a log fed by the command), a
//! [`Report`] comes out. No database, no rendering here, and no I/O but the
//! port's.
//!
//! - [`tag`]: what a `conn_tag` is (shared with lint);
//! - [`live`]: the live sources behind the [`Source`] trait, and the port
//!   they read through;
//! - [`perfschema`]: the performance_schema source (server-timed events);
//! - [`sampling`]: PROCESSLIST + INNODB_TRX sampling;
//! - [`sampled`]: what both live sources keep of their samples;
//! - [`sql`]: the live sources' SQL text (run by `db::conn_tags`);
//! - [`log`]: `--file`, the slow and general query logs in their layouts;
//! - [`timeline`]: transactions rebuilt from a connection's statements;
//! - [`statement`]: a statement's effect on its transaction, and its shown form;
//! - [`tally`]: owners (tags, untagged user@host), figures, and the one
//!   report every source's run ends in.
//!
//! Per owner: busy seconds (a statement running), transaction seconds,
//! idle-in-transaction seconds (a transaction open, no statement running: the
//! time that eats connections), lock-wait seconds, rows locked, transactions,
//! statements, share of the total hold time, the longest transaction and its
//! statement. Every source states what it cannot see in the report.

pub mod live;
pub mod log;
pub mod perfschema;
pub mod sampled;
pub mod sampling;
pub mod sql;
pub mod statement;
pub mod tag;
pub mod tally;
pub mod timeline;

pub use live::{PerformanceSchemaSource, ReconnectError, SamplingSource, Server, Source};
pub use log::{LogError, LogKind, LogReader};
pub use perfschema::{PsEngine, PsLimits, PsSample, PsStatus};
pub use sampling::{ProcSample, SamplingEngine};
pub use tally::{Owner, Report, Row, SourceKind};
