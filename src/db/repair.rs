//! Repairing one drifted pool, once for every caller (`reconcile --apply`,
//! the replenisher's release of expired holds): under the pool's named
//! refill lock, one READ COMMITTED transaction releases its expired holds and
//! removes rows above the target (planned from a fresh read under its
//! refill-state row lock, `Db::reconcile_repair`); then the refill runner
//! fills it to the target; then a fresh read says what drift is left.

use super::connect::Db;
use super::error::DbError;
use super::named_lock::{Locked, NamedLock};
use super::refill::Refiller;
use crate::pool::reconcile::{Drift, PoolState, RepairOutcome, RepairStatus, plan_repair};
use crate::pool::reconcile_sql::ReconcileSql;
use crate::pool::report::Status as RefillStatus;

impl Db {
    /// Repair `state`'s pool (`drift`: what the scan found; it counts as left
    /// when the repair is skipped or fails). Orphan pools are emptied only
    /// with `remove_orphans`; orphan holds are never released. `Err` only
    /// when the connection is gone; any other failure is the outcome's.
    pub fn repair_pool(
        &mut self,
        sql: &ReconcileSql,
        runner: &Refiller<'_>,
        state: &PoolState,
        drift: &[Drift],
        remove_orphans: bool,
    ) -> Result<RepairOutcome, DbError> {
        let key = state.key;
        let lock = NamedLock::refill(runner.database, &key);
        let gone = |db: &mut Db, e: DbError| -> Result<RepairOutcome, DbError> {
            if db.alive() {
                Ok(RepairOutcome::failed(e.to_string(), drift.to_vec()))
            } else {
                Err(e)
            }
        };
        let repaired = self.with_lock(&lock, 0, |db| {
            db.with_retries(&runner.options.retry, &mut Vec::new(), |db| {
                db.reconcile_repair(sql, &key, |now, expired| {
                    let r = plan_repair(now, expired, remove_orphans);
                    (r.release_expired, r.remove)
                })
            })
            .map_err(|r| r.into_error())
        });
        let fixed = match repaired {
            Ok(Locked::Ran(fixed)) => fixed,
            Ok(Locked::Busy { holder }) => {
                return Ok(RepairOutcome::skipped(
                    format!(
                        "refill lock {lock} is held by {}: a refill is running; run reconcile again",
                        holder
                            .map(|h| format!("connection {}", h.connection_id))
                            .unwrap_or_else(|| "another connection".into())
                    ),
                    drift.to_vec(),
                ));
            }
            Err(e) => return gone(self, e),
        };
        let mut outcome = RepairOutcome::repaired(fixed.released_holds, fixed.removed);
        let planned = plan_repair(&fixed.before, fixed.expired_quantity, remove_orphans);
        // After a removal too: a reserve that committed meanwhile may have
        // left the pool below its target (never above: the removal only takes
        // free rows).
        if planned.refill || (planned.remove > 0 && fixed.before.ledger.is_some()) {
            match runner.refill(self, &key) {
                Ok(r) => {
                    outcome.added = r.added;
                    // A refill that did not happen is no repair (a busy lock,
                    // a missing grant): the pool is reported as it is.
                    outcome.status = match r.status {
                        RefillStatus::Skipped => RepairStatus::Skipped,
                        RefillStatus::Failed => RepairStatus::Failed,
                        _ => outcome.status,
                    };
                    if outcome.status != RepairStatus::Repaired {
                        outcome.reason = r.reason;
                    }
                }
                Err(e) => return gone(self, e),
            }
        }
        match self.reconcile_observe(sql, &key) {
            Ok((now, expired_quantity)) => {
                let after = PoolState {
                    key,
                    units: now.units,
                    holds: now.holds,
                    expired_holds: u64::from(expired_quantity > 0),
                    expired_quantity,
                    ledger: now.ledger,
                    cap: now.cap,
                };
                outcome.remaining = after.drift();
                outcome.after = Some(after);
            }
            Err(e) => return gone(self, e),
        }
        Ok(outcome)
    }
}
