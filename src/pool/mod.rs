//! The pool's core, pure (no database, no CLI, no rendering): pool keys and
//! observations, refill planning and its transaction budget, reconcile's
//! drift classes and repair plans, status numbers, the reports of each
//! (observed state in, actions, outcomes and verdicts out), the SQL of each
//! ([`sql`], [`reconcile_sql`], [`status_sql`]: text built from the
//! configured names) and the names of the locks poolctl takes
//! ([`lock_names`]). The database seam (`crate::db::pool`, `db::refill`,
//! `db::reconcile`, `db::status`) executes the SQL and hands back the
//! numbers; the commands glue them together.
//!
//! The invariants this module plans for, per pool (shop, item, location), with
//! L the ledger's available quantity, H the held quantity, P the pool's rows and
//! C the cap: P + H <= L, P <= C, and after a refill P = min(C, L - H).

pub mod lock_names;
pub mod plan;
pub mod pools_file;
pub mod reconcile;
pub mod reconcile_sql;
pub mod report;
pub mod sql;
pub mod status;
pub mod status_sql;

pub use lock_names::refill_lock_name;
pub use plan::{Observation, PoolKey, batches, transaction_budget};
pub use report::{
    PoolReport, RUNBOOK_DRAINED, RUNBOOK_LOCK, RUNBOOK_LOCK_NAME, RUNBOOK_OVER_TARGET, Status,
    Summary,
};

/// Test hooks for the live tests, from `POOLCTL_FAILPOINT` (read by the
/// command, never set in production). Each pause runs `SELECT SLEEP()` on the
/// refill's own connection, tagged `poolctl failpoint`, so a test can see in
/// the process list that the refill is at that point.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Failpoint {
    /// `refill-two-reads:MS`: the WRONG way, kept to prove the tests can fail:
    /// read the holds, pause, then count the pool in a second read. A reserve
    /// in between is missed by the first read and seen by the second, and the
    /// refill over-fills.
    TwoReads { ms: u64 },
    /// `refill-pause-before-count:MS`: the right way, paused after taking the
    /// pool's row lock and before the one-statement count.
    PauseBeforeCount { ms: u64 },
    /// `refill-pause-before-commit:MS`: inside each insert transaction, after
    /// the rows and the id counter were written, before COMMIT.
    PauseBeforeCommit { ms: u64 },
}

impl Failpoint {
    pub fn parse(spec: &str) -> Option<Failpoint> {
        let (name, ms) = spec.split_once(':')?;
        let ms: u64 = ms.parse().ok()?;
        match name {
            "refill-two-reads" => Some(Failpoint::TwoReads { ms }),
            "refill-pause-before-count" => Some(Failpoint::PauseBeforeCount { ms }),
            "refill-pause-before-commit" => Some(Failpoint::PauseBeforeCommit { ms }),
            _ => None,
        }
    }
}

#[cfg(test)]
mod failpoint_tests {
    use super::Failpoint;

    #[test]
    fn parses_known_failpoints_only() {
        assert_eq!(
            Failpoint::parse("refill-two-reads:1500"),
            Some(Failpoint::TwoReads { ms: 1500 })
        );
        assert_eq!(
            Failpoint::parse("refill-pause-before-commit:10"),
            Some(Failpoint::PauseBeforeCommit { ms: 10 })
        );
        assert_eq!(Failpoint::parse("migrate-crash-before-finish:2"), None);
        assert_eq!(Failpoint::parse("refill-two-reads:x"), None);
    }
}
