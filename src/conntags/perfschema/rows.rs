//! What a performance_schema sample holds: the rows `db::conn_tags` reads,
//! as plain data.

use crate::conntags::sampled::TrxRow;

/// `performance_schema.threads` (foreground, not the sampler's own).
#[derive(Debug, Clone, PartialEq)]
pub struct ThreadRow {
    pub thread_id: u64,
    pub processlist_id: u64,
    pub user: String,
    pub host: String,
    pub instrumented: bool,
}

/// What every performance_schema event row has, statement or transaction.
#[derive(Debug, Clone, PartialEq)]
pub struct EventRow {
    pub thread_id: u64,
    pub event_id: u64,
    /// None while it runs.
    pub end_event_id: Option<u64>,
    /// Picoseconds of the server's timer.
    pub timer_start: u64,
    pub timer_end: Option<u64>,
    pub nesting_event_id: Option<u64>,
}

/// A top-level statement event (`NESTING_EVENT_LEVEL = 0`).
#[derive(Debug, Clone, PartialEq)]
pub struct StatementRow {
    pub event: EventRow,
    /// `NESTING_EVENT_TYPE = 'TRANSACTION'`.
    pub in_transaction: bool,
    pub sql_text: Option<String>,
    /// From a `_history` table (for the overflow check).
    pub from_history: bool,
}

/// One sample.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PsSample {
    /// The server's timer now (picoseconds): the sampler's own statement's start.
    pub now_ps: u64,
    pub threads: Vec<ThreadRow>,
    pub statements: Vec<StatementRow>,
    /// Explicit transactions' events (`AUTOCOMMIT = 'NO'`).
    pub transactions: Vec<EventRow>,
    /// INNODB_TRX, when read in this sample (None: not read, or stale).
    pub locks: Option<Vec<TrxRow>>,
    /// Whether INNODB_TRX was refreshed for this sample (None: unknown).
    pub innodb_fresh: Option<bool>,
}

/// The server's performance_schema sizes that bound what can be seen.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PsLimits {
    /// `performance_schema_events_statements_history_size`.
    pub statements_history: u64,
    /// `performance_schema_max_sql_text_length`.
    pub sql_text_length: u64,
}
