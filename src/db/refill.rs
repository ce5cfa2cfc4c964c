//! Refilling a pool, once for every caller: `poolctl refill`, the refill step
//! of `reconcile --apply`, the reserve library's inline refill (and a
//! long-running replenisher).
//!
//! [`Db::refill_until_done`] is the loop: refill transactions
//! ([`Db::refill_batch`], each retried on deadlocks and lock-wait timeouts)
//! until one finds nothing left to add, or until the transaction budget
//! (`crate::pool::transaction_budget`) is spent: a pool that reserves drain as
//! fast as it fills would otherwise keep its refill, and the pool's lock, for
//! ever. A caller that does not look when the budget is spent (the
//! replenisher, the reserve library's inline refill:
//! [`RefillOptions::look_when_spent`]) ends on its last transaction's own
//! read, without a confirming read. The caller holds the pool's refill lock.
//!
//! [`Refiller`] refills pools one after another under their refill locks,
//! never waiting for a busy one, and reports each as a
//! [`PoolReport`](crate::pool::PoolReport) line; a pool's failure is its line,
//! only a lost connection stops the run.

use super::connect::Db;
use super::error::DbError;
use super::named_lock::{Locked, NamedLock};
use super::pool::Batch;
use super::retry::Retried;
use crate::pool::report::failure_hint;
use crate::pool::sql::PoolSql;
use crate::pool::{Failpoint, Observation, PoolKey, PoolReport, transaction_budget};
use crate::retry::RetryPolicy;

/// How a refill runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RefillOptions {
    /// Most rows one transaction inserts.
    pub batch: u64,
    pub retry: RetryPolicy,
    /// Test hooks (`POOLCTL_FAILPOINT`); `None` in production.
    pub failpoint: Option<Failpoint>,
    /// Transactions beyond what the first read asked for
    /// (`crate::pool::transaction_budget`).
    pub chase: u64,
    /// When the budget runs out, read the pool once more to tell whether
    /// reserves outpaced the refill ([`Filled::outpaced`]). That read sums
    /// the pool's holds; the replenisher and a buyer's inline refill skip
    /// it (`false`: `last` is then the last transaction's own read plus the
    /// rows it added, and `outpaced` whether that read asked for more than
    /// the transaction added).
    pub look_when_spent: bool,
}

/// A refill loop that ran to its end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Filled {
    /// The first consistent read (before any row was added).
    pub first: Observation,
    /// The last: the read that found nothing left to add, or the look taken
    /// when the budget ran out, or (no chase) the last transaction's own read
    /// with the rows it added.
    pub last: Observation,
    pub added: u64,
    /// Transactions that inserted rows.
    pub transactions: u64,
    /// Deadlock and lock-wait-timeout retries, over all transactions.
    pub retries: u32,
    /// The budget ran out while the pool was still short: reserves took
    /// units as fast as the refill added them.
    pub outpaced: bool,
}

/// A refill loop that failed part way (what it committed stays committed).
#[derive(Debug)]
pub struct FillFailed {
    pub error: Retried<DbError>,
    pub added: u64,
    pub retries: u32,
}

impl Db {
    /// Refill `key`'s pool to its target: see the module documentation. The
    /// caller holds the pool's refill lock.
    pub fn refill_until_done(
        &mut self,
        sql: &PoolSql,
        key: &PoolKey,
        opts: &RefillOptions,
    ) -> Result<Filled, FillFailed> {
        let mut first: Option<Observation> = None;
        let (mut added, mut transactions, mut retries) = (0u64, 0u64, 0u32);
        let mut budget: Option<u64> = None;
        loop {
            let mut retried = Vec::new();
            let batch = self.with_retries(&opts.retry, &mut retried, |db| {
                db.refill_batch(sql, key, opts.batch, first.is_none(), opts.failpoint)
            });
            retries += retried.len() as u32;
            let batch = batch.map_err(|error| FillFailed {
                error,
                added,
                retries,
            })?;
            match batch {
                Batch::StateCreated => {}
                Batch::Added { rows, before } => {
                    let first = *first.get_or_insert(before);
                    let budget = *budget.get_or_insert(transaction_budget(
                        first.deficit(),
                        opts.batch,
                        opts.chase,
                    ));
                    added += rows;
                    transactions += 1;
                    if transactions >= budget && !opts.look_when_spent {
                        // No look: the last transaction's own read (under
                        // the refill-state row lock) is the last word.
                        return Ok(Filled {
                            first,
                            last: Observation {
                                units: before.units + rows,
                                ..before
                            },
                            added,
                            transactions,
                            retries,
                            outpaced: rows < before.deficit(),
                        });
                    }
                    if transactions >= budget {
                        let last = self.observe_pool(sql, key).map_err(|error| FillFailed {
                            error: Retried::Fatal { error, retries: 0 },
                            added,
                            retries,
                        })?;
                        return Ok(Filled {
                            first,
                            last,
                            added,
                            transactions,
                            retries,
                            outpaced: last.deficit() > 0,
                        });
                    }
                }
                Batch::Done { now } => {
                    return Ok(Filled {
                        first: first.unwrap_or(now),
                        last: now,
                        added,
                        transactions,
                        retries,
                        outpaced: false,
                    });
                }
            }
        }
    }
}

/// Refills pools one at a time on one connection, each under its refill lock
/// (taken with timeout 0: a pool another refill is on is skipped, never
/// waited for).
#[derive(Debug, Clone, Copy)]
pub struct Refiller<'a> {
    pub sql: &'a PoolSql,
    pub database: &'a str,
    pub options: RefillOptions,
}

impl Refiller<'_> {
    /// Dry run: what a refill would do now (no lock taken, nothing written).
    /// `Err` only when the connection is gone.
    pub fn plan(&self, db: &mut Db, key: &PoolKey) -> Result<PoolReport, DbError> {
        let planned = db.observe_pool(self.sql, key).and_then(|obs| {
            let holder = db.lock_holder(&NamedLock::refill(self.database, key))?;
            Ok(PoolReport::planned(*key, &obs, self.options.batch, holder))
        });
        planned.or_else(|e| self.failed(db, key, e, 0, 0))
    }

    /// Refill one pool. `Err` only when the connection is gone (the run
    /// stops); any other failure is this pool's `failed` line.
    pub fn refill(&self, db: &mut Db, key: &PoolKey) -> Result<PoolReport, DbError> {
        let lock = NamedLock::refill(self.database, key);
        let filled = db.with_lock(&lock, 0, |db| {
            match db.refill_until_done(self.sql, key, &self.options) {
                // The connection is gone: its error is the news, not the
                // failed RELEASE_LOCK that follows on it.
                Err(f) if f.error.error().connection_failed() => Err(f.error.into_error()),
                other => Ok(other),
            }
        });
        match filled {
            Ok(Locked::Ran(Ok(f))) => {
                let mut r = PoolReport::refilled(
                    *key,
                    &f.first,
                    &f.last,
                    f.added,
                    f.transactions,
                    f.retries,
                );
                if f.outpaced {
                    r.reason = Some(format!(
                        "reserves took units as fast as refill added them ({} short); run refill again",
                        f.last.deficit()
                    ));
                }
                Ok(r)
            }
            Ok(Locked::Ran(Err(f))) => {
                self.failed(db, key, f.error.into_error(), f.added, f.retries)
            }
            Ok(Locked::Busy { holder }) => {
                let obs = db.observe_pool(self.sql, key).ok();
                let who = holder
                    .map(|h| format!("connection {}", h.connection_id))
                    .unwrap_or_else(|| "a connection that just let go".into());
                Ok(PoolReport::skipped(
                    *key,
                    obs.as_ref(),
                    format!("refill lock {lock} is held by {who}: another refill is running"),
                ))
            }
            // Taking or releasing the lock failed.
            Err(e) => self.failed(db, key, e, 0, 0),
        }
    }

    /// The pool's `failed` line, or `Err` when the connection is gone.
    fn failed(
        &self,
        db: &mut Db,
        key: &PoolKey,
        e: DbError,
        added: u64,
        retries: u32,
    ) -> Result<PoolReport, DbError> {
        if !db.alive() {
            return Err(e);
        }
        let obs = db.observe_pool(self.sql, key).ok();
        let reason = format!("{e}{}", failure_hint(e.server_code(), retries));
        Ok(PoolReport::failed(
            *key,
            obs.as_ref(),
            added,
            retries,
            reason,
        ))
    }
}
