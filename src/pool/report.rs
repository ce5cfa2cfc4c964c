//! Per-pool results of a refill (or its dry-run plan), the summary over all
//! pools, the verdict that decides the exit status, and the run's report
//! ([`RefillReport`], the JSON document).
//!
//! Exit status of `poolctl refill`: 0 when every pool in scope is at its target
//! (filled, already there, or sold out); 1 when a pool needs attention: skipped
//! because its refill lock was busy, still drained (empty with stock behind it),
//! or over target (more rows than min(cap, ledger - holds), which refill never
//! deletes); 2 when a pool failed (an error after the retries) or the run could
//! not start. A dry run exits 1 only for over-target pools.

use super::plan::{Observation, PoolKey, batches};
use crate::retry::{ER_LOCK_DEADLOCK, ER_LOCK_WAIT_TIMEOUT};
use schemars::JsonSchema;
use serde::Serialize;

/// Runbook sections that refill output names.
pub const RUNBOOK_DRAINED: &str = "runbooks/pool.md#pool-drained-during-a-flash-sale";
pub const RUNBOOK_LOCK: &str = "runbooks/pool.md#refill-lock-stuck-or-refill-failing";
pub const RUNBOOK_OVER_TARGET: &str = "runbooks/pool.md#pool-over-target";
pub const RUNBOOK_LOCK_NAME: &str = "runbooks/pool.md#the-refill-lock";

/// How a pool's refill ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// Rows were added; the pool is at its target.
    Filled,
    /// Nothing to add: the pool was already at its target.
    AtTarget,
    /// Target 0 (no stock beyond the holds, or a cap of 0) and an empty pool.
    SoldOut,
    /// More rows than the target; refill adds none and deletes none.
    OverTarget,
    /// Dry run: this many rows would be added.
    WouldFill,
    /// The pool's refill lock was held by another refill; not waited on.
    Skipped,
    /// An error (after retries for deadlocks and lock-wait timeouts).
    Failed,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Filled => "filled",
            Status::AtTarget => "at-target",
            Status::SoldOut => "sold-out",
            Status::OverTarget => "over-target",
            Status::WouldFill => "would-fill",
            Status::Skipped => "skipped",
            Status::Failed => "failed",
        }
    }
}

/// One pool's line in the report: its key (`shop`, `item`, `location`),
/// how its refill ended and the counts it ended with.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct PoolReport {
    #[serde(flatten)]
    pub key: PoolKey,
    /// How its refill ended.
    pub status: Status,
    /// P, the pool's rows, when the refill started (skipped: as a lock-free
    /// look saw it); null when it was never read (a failure before the first
    /// read, a skip without a look).
    pub before: Option<u64>,
    /// Rows added (dry run: rows that would be added).
    pub added: u64,
    /// P when the refill finished, from the same consistent read that found
    /// nothing left to add (failed, skipped: as last seen); null in a dry run
    /// and when the pool was never read.
    pub after: Option<u64>,
    /// H, the quantity its holds keep, at the last read; null when never read.
    pub holds: Option<u64>,
    /// L, the ledger's available quantity, at the last read; null when the
    /// ledger has no row for the pool (counted as no stock; `reason` says so)
    /// or the pool was never read.
    pub ledger: Option<i64>,
    /// C, the pool's cap (its `pool_caps` row, else the configured cap); null
    /// when never read.
    pub cap: Option<u64>,
    /// min(C, L - H), never below 0: what a completed refill leaves; null when
    /// never read.
    pub target: Option<u64>,
    /// Transactions that inserted rows (dry run: that would).
    pub transactions: u64,
    /// Deadlock and lock-wait-timeout retries.
    pub retries: u32,
    /// Why it ended so, for a skipped, failed or over-target pool, a busy
    /// refill lock seen by a dry run, or a missing ledger row; null otherwise.
    pub reason: Option<String>,
    /// The runbook section for this pool, relative to the repository (a
    /// drained pool's is the flash-sale section); null when it needs none.
    pub runbook: Option<&'static str>,
}

impl PoolReport {
    fn base(key: PoolKey, status: Status) -> Self {
        PoolReport {
            key,
            status,
            before: None,
            added: 0,
            after: None,
            holds: None,
            ledger: None,
            cap: None,
            target: None,
            transactions: 0,
            retries: 0,
            reason: None,
            runbook: None,
        }
    }

    fn with_observation(mut self, last: &Observation) -> Self {
        self.after = Some(last.units);
        self.holds = Some(last.holds);
        self.ledger = last.ledger;
        self.cap = Some(last.cap);
        self.target = Some(last.target());
        if last.ledger.is_none() && self.reason.is_none() {
            self.reason = Some("no ledger row for this pool (counted as no stock)".into());
        }
        self
    }

    /// A refill that ran to the end: `first` and `last` are its first and
    /// final consistent reads (the final one found nothing left to add).
    pub fn refilled(
        key: PoolKey,
        first: &Observation,
        last: &Observation,
        added: u64,
        transactions: u64,
        retries: u32,
    ) -> Self {
        let status = if last.excess() > 0 {
            Status::OverTarget
        } else if added > 0 {
            Status::Filled
        } else if last.target() == 0 {
            Status::SoldOut
        } else {
            Status::AtTarget
        };
        let mut r = Self::base(key, status);
        r.before = Some(first.units);
        r.added = added;
        r.transactions = transactions;
        r.retries = retries;
        if status == Status::OverTarget {
            r.reason = Some(format!(
                "{} row(s) over min(cap, ledger - holds); refill never deletes: run reconcile",
                last.excess()
            ));
            r.runbook = Some(RUNBOOK_OVER_TARGET);
        }
        r.with_observation(last).settle()
    }

    /// Dry run: what a refill would do now.
    pub fn planned(key: PoolKey, obs: &Observation, batch: u64, lock_holder: Option<u64>) -> Self {
        let deficit = obs.deficit();
        let mut r = Self::refilled(key, obs, obs, 0, 0, 0);
        if deficit > 0 {
            r.status = Status::WouldFill;
            r.added = deficit;
            r.transactions = batches(deficit, batch).count() as u64;
            r.runbook = None;
        }
        r.after = None;
        if let Some(conn) = lock_holder {
            r.reason = Some(format!(
                "refill lock busy now (held by connection {conn}): a refill would skip it"
            ));
            r.runbook = Some(RUNBOOK_LOCK);
        }
        r
    }

    /// The refill lock was busy. `obs` is a lock-free look at the pool.
    pub fn skipped(key: PoolKey, obs: Option<&Observation>, reason: String) -> Self {
        let mut r = Self::base(key, Status::Skipped);
        r.reason = Some(reason);
        r.runbook = Some(RUNBOOK_LOCK);
        if let Some(o) = obs {
            r.before = Some(o.units);
            r = r.with_observation(o);
        }
        r.settle()
    }

    pub fn failed(
        key: PoolKey,
        obs: Option<&Observation>,
        added: u64,
        retries: u32,
        reason: String,
    ) -> Self {
        let mut r = Self::base(key, Status::Failed);
        r.added = added;
        r.retries = retries;
        r.reason = Some(reason);
        r.runbook = Some(RUNBOOK_LOCK);
        if let Some(o) = obs {
            r = r.with_observation(o);
        }
        r.settle()
    }

    /// Empty while the ledger has stock beyond the holds: buyers are being
    /// told "sold out" while stock exists.
    pub fn still_drained(&self) -> bool {
        self.status != Status::WouldFill
            && self.after == Some(0)
            && self.target.is_some_and(|t| t > 0)
    }

    /// The runbook section for this line: drained pools point at the flash
    /// sale section whatever their status.
    pub fn runbook(&self) -> Option<&'static str> {
        self.runbook
    }

    fn settle(mut self) -> Self {
        if self.still_drained() {
            self.runbook = Some(RUNBOOK_DRAINED);
        }
        self
    }
}

/// What to add for on-call to an error (with server error `code`) that
/// failed a pool after `retries` retries: the likely cause and what to check
/// (empty when there is nothing to add).
pub fn failure_hint(code: Option<u16>, retries: u32) -> String {
    match code {
        Some(ER_LOCK_WAIT_TIMEOUT) => format!(
            "; still timing out after {retries} retries: a transaction holds this pool's \
             refill-state row (an inline refill or release that did not commit?)"
        ),
        Some(ER_LOCK_DEADLOCK) => format!("; still deadlocking after {retries} retries"),
        Some(1062) => "; a unit id already exists: something inserted units without taking ids \
             from the refill-state table's next_unit_id"
            .to_string(),
        Some(1665) => "; the server logs STATEMENT binlog, and InnoDB writes at READ COMMITTED \
             need binlog_format ROW or MIXED (`poolctl schema check` reports it; \
             runbooks/schema.md#binlog-format)"
            .to_string(),
        Some(1242) => "; the ledger has more than one row for this pool: the [ledger] key \
             columns must identify one row"
            .to_string(),
        _ => String::new(),
    }
}

/// The pools of a refill run, counted by how they ended.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Summary {
    /// Pools in scope.
    pub pools: usize,
    /// Pools `filled`.
    pub filled: usize,
    /// Rows added over every pool (filled, over-target and failed ones).
    pub rows_added: u64,
    /// Pools `at-target`.
    pub at_target: usize,
    /// Pools `sold-out`.
    pub sold_out: usize,
    /// Pools `over-target`.
    pub over_target: usize,
    /// Pools `skipped` (refill lock busy).
    pub skipped: usize,
    /// Pools `failed`.
    pub failed: usize,
    /// Pools still empty with stock behind them when the run ended.
    pub still_drained: usize,
    /// Dry run only: pools `would-fill` (0 otherwise).
    pub would_fill: usize,
    /// Dry run only: rows a refill would add (0 otherwise).
    pub rows_to_add: u64,
}

/// What the run amounts to, for the exit status.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Every pool at its target: exit 0.
    Clean,
    /// Skipped, still drained or over-target pools: exit 1.
    Attention,
    /// A pool failed: exit 2.
    Failed,
}

impl Summary {
    pub fn of(pools: &[PoolReport]) -> Summary {
        let mut s = Summary {
            pools: pools.len(),
            ..Summary::default()
        };
        for p in pools {
            match p.status {
                Status::Filled => {
                    s.filled += 1;
                    s.rows_added += p.added;
                }
                Status::AtTarget => s.at_target += 1,
                Status::SoldOut => s.sold_out += 1,
                Status::OverTarget => {
                    s.over_target += 1;
                    s.rows_added += p.added;
                }
                Status::WouldFill => {
                    s.would_fill += 1;
                    s.rows_to_add += p.added;
                }
                Status::Skipped => s.skipped += 1,
                Status::Failed => {
                    s.failed += 1;
                    s.rows_added += p.added;
                }
            }
            if p.still_drained() {
                s.still_drained += 1;
            }
        }
        s
    }

    pub fn verdict(&self) -> Verdict {
        if self.failed > 0 {
            Verdict::Failed
        } else if self.skipped > 0 || self.still_drained > 0 || self.over_target > 0 {
            Verdict::Attention
        } else {
            Verdict::Clean
        }
    }
}

/// `refill`: every pool in scope, how its refill ended, and the totals.
#[derive(Debug, Serialize, JsonSchema)]
pub struct RefillReport {
    /// The server and database, as a URL without its password.
    pub target: String,
    /// The database refilled.
    pub database: String,
    /// Whether this is `--dry-run`'s plan (nothing was written).
    pub dry_run: bool,
    /// Every pool attempted, in the order refilled (the key given, the pools
    /// file's order, or key order); pools not reached are only counted
    /// (`not_attempted`).
    pub pools: Vec<PoolReport>,
    /// The pools counted by how they ended.
    pub summary: Summary,
    /// Pools not reached because the run stopped (a lost connection).
    pub not_attempted: usize,
    /// The refill runbook, relative to the repository.
    pub runbook: &'static str,
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: PoolKey = PoolKey {
        shop: 1,
        item: 2,
        location: 3,
    };

    use crate::pool::plan::sample as obs;

    #[test]
    fn statuses_follow_the_final_read() {
        let first = obs(0, 0, 40, 1000);
        let r = PoolReport::refilled(KEY, &first, &obs(40, 0, 40, 1000), 40, 1, 0);
        assert_eq!(
            (r.status, r.before, r.after, r.target),
            (Status::Filled, Some(0), Some(40), Some(40))
        );
        let r = PoolReport::refilled(KEY, &first, &obs(40, 0, 40, 1000), 0, 0, 0);
        assert_eq!(r.status, Status::AtTarget);
        let r = PoolReport::refilled(KEY, &obs(0, 5, 5, 10), &obs(0, 5, 5, 10), 0, 0, 0);
        assert_eq!(r.status, Status::SoldOut);
        assert!(!r.still_drained(), "sold out is not drained");
        let r = PoolReport::refilled(KEY, &obs(12, 0, 10, 10), &obs(12, 0, 10, 10), 0, 0, 0);
        assert_eq!(r.status, Status::OverTarget);
        assert_eq!(r.runbook(), Some(RUNBOOK_OVER_TARGET));
    }

    #[test]
    fn plan_counts_rows_and_transactions() {
        let r = PoolReport::planned(KEY, &obs(100, 0, 5000, 1000), 250, None);
        assert_eq!(
            (r.status, r.added, r.transactions),
            (Status::WouldFill, 900, 4)
        );
        assert!(!r.still_drained());
        let r = PoolReport::planned(KEY, &obs(1000, 0, 5000, 1000), 250, Some(7));
        assert_eq!((r.status, r.added), (Status::AtTarget, 0));
        assert!(r.reason.unwrap().contains("connection 7"));
    }

    #[test]
    fn verdicts() {
        let filled = PoolReport::refilled(KEY, &obs(0, 0, 5, 9), &obs(5, 0, 5, 9), 5, 1, 0);
        let s = Summary::of(std::slice::from_ref(&filled));
        assert_eq!((s.filled, s.rows_added), (1, 5));
        assert_eq!(s.verdict(), Verdict::Clean);

        let drained = PoolReport::skipped(KEY, Some(&obs(0, 0, 5, 9)), "busy".into());
        assert!(drained.still_drained());
        assert_eq!(drained.runbook(), Some(RUNBOOK_DRAINED));
        let s = Summary::of(&[filled.clone(), drained]);
        assert_eq!((s.skipped, s.still_drained), (1, 1));
        assert_eq!(s.verdict(), Verdict::Attention);

        let failed = PoolReport::failed(KEY, None, 0, 3, "deadlock".into());
        assert_eq!(Summary::of(&[filled, failed]).verdict(), Verdict::Failed);
    }
}
