//! `schema check`: the invariants the live schema and server must satisfy for
//! the reservation pool to behave, checked against facts read from the server.
//!
//! Pure: [`SchemaFacts`] is gathered by [`crate::db`] with the reads of
//! [`sql`]; [`check`] turns it into one [`CheckResult`] per invariant, each
//! failure with the SQL or setting that fixes it and the runbook section that
//! explains why, and the report of a check is a [`SchemaReport`].

mod checks;
mod facts;
mod report;
pub mod sql;

pub use checks::{check, ledger_keys_not_whole};
pub use facts::{
    CODES, CheckTargets, ColumnFacts, HOLDS_COLUMNS, HOLDS_KEY_PREFIX, IndexFacts, RUNBOOK,
    SchemaFacts, TableFacts, UNITS_PRIMARY_KEY,
};
pub use report::{CheckResult, SchemaReport, Status};
