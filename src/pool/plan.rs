//! What a refill should do to one pool, from one consistent observation.

use schemars::JsonSchema;
use serde::Serialize;
use std::fmt;

/// One pool: a (shop, item, location) triple. The location is the pool's
/// `inventory_group_id` and the ledger's location column.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, JsonSchema)]
pub struct PoolKey {
    /// The pool's `shop_id`.
    pub shop: u64,
    /// The pool's `inventory_item_id`.
    pub item: u64,
    /// The pool's `inventory_group_id` (the ledger's location column).
    pub location: u64,
}

impl fmt::Display for PoolKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "shop {} item {} location {}",
            self.shop, self.item, self.location
        )
    }
}

/// A pool's state as one statement saw it (one snapshot: P, H, L and C are
/// consistent with each other).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Observation {
    /// P: rows in the units table.
    pub units: u64,
    /// H: total quantity of the pool's holds.
    pub holds: u64,
    /// L: the ledger's available quantity; `None` when the ledger has no row
    /// for the pool (counted as no stock).
    pub ledger: Option<i64>,
    /// C: the pool_caps row, else the configured cap.
    pub cap: u64,
}

impl Observation {
    /// min(C, L - H), never below 0: what a completed refill leaves in the pool.
    pub fn target(&self) -> u64 {
        let free = i128::from(self.ledger.unwrap_or(0)) - i128::from(self.holds);
        let free = u64::try_from(free.max(0)).unwrap_or(u64::MAX);
        free.min(self.cap)
    }

    /// Rows a refill adds: target - P, or 0 when the pool is at or above it.
    pub fn deficit(&self) -> u64 {
        self.target().saturating_sub(self.units)
    }

    /// Rows above the target (a lowered cap, a ledger that fell, or drift):
    /// refill never deletes them; reconcile does.
    pub fn excess(&self) -> u64 {
        self.units.saturating_sub(self.target())
    }

    /// P + H > L: more reservable units than the ledger holds (a negative
    /// ledger counts as 0: nothing at all to sell, not a debt the pool owes).
    pub fn oversell_risk(&self) -> bool {
        i128::from(self.units) + i128::from(self.holds)
            > i128::from(self.ledger.unwrap_or(0).max(0))
    }
}

/// An observation with a ledger row, for tests.
#[cfg(test)]
pub(crate) fn sample(units: u64, holds: u64, ledger: i64, cap: u64) -> Observation {
    Observation {
        units,
        holds,
        ledger: Some(ledger),
        cap,
    }
}

/// Split `rows` into transactions of at most `batch` rows (`batch` >= 1).
pub fn batches(rows: u64, batch: u64) -> impl Iterator<Item = u64> {
    let batch = batch.max(1);
    let full = rows / batch;
    let rest = rows % batch;
    std::iter::repeat_n(batch, full as usize).chain((rest > 0).then_some(rest))
}

/// Most transactions one refill of a pool may run: what its first read asked
/// for (`deficit` in transactions of `batch` rows), plus `chase` more for
/// what reserves took meanwhile. A pool that reserves drain as fast as it
/// fills would otherwise keep a refill, and the pool's refill lock, for ever.
pub fn transaction_budget(deficit: u64, batch: u64, chase: u64) -> u64 {
    batches(deficit, batch).count() as u64 + chase
}

/// The transactions an operator's refill (`poolctl refill`, the repairs of
/// `reconcile --apply`) runs after the first read's, for what reserves took
/// meanwhile. The reserve library's inline refill runs none: a buyer fills
/// what its one read asked for and goes back to buying.
pub const OPERATOR_CHASE: u64 = 2;

/// The transactions the replenisher's refills run after the first read's:
/// none. A refill's batch transaction reads P, H, L and C in one statement
/// under the pool's refill-state row lock and inserts the whole deficit it
/// saw (when it fits one batch), so it leaves P = min(C, L - H) as of that
/// read; a confirming transaction could only find what reserves took in the
/// milliseconds since, which the service sees anyway: those reserves' holds
/// are its change signal, and its next pass (one interval later) refills
/// them, as it does for every reserve after a refill's last read. Fewer
/// transactions only ever add fewer rows: P <= C and P + H <= L do not
/// depend on them.
pub const SERVICE_CHASE: u64 = 0;

#[cfg(test)]
mod tests {
    use super::*;

    fn obs(units: u64, holds: u64, ledger: Option<i64>, cap: u64) -> Observation {
        Observation {
            units,
            holds,
            ledger,
            cap,
        }
    }

    #[test]
    fn target_is_min_of_cap_and_ledger_minus_holds() {
        assert_eq!(obs(0, 0, Some(5000), 1000).target(), 1000);
        assert_eq!(obs(0, 30, Some(40), 1000).target(), 10);
        assert_eq!(obs(0, 0, Some(40), 1000).deficit(), 40);
        assert_eq!(obs(7, 30, Some(40), 1000).deficit(), 3);
    }

    #[test]
    fn no_stock_missing_ledger_row_and_negative_ledger_give_zero() {
        assert_eq!(obs(0, 0, Some(0), 1000).target(), 0);
        assert_eq!(obs(0, 0, None, 1000).target(), 0);
        assert_eq!(obs(0, 3, Some(-5), 1000).target(), 0);
        assert_eq!(obs(0, 50, Some(40), 1000).deficit(), 0);
    }

    #[test]
    fn cap_zero_disables_a_pool() {
        assert_eq!(obs(0, 0, Some(100), 0).target(), 0);
        assert_eq!(obs(2, 0, Some(100), 0).excess(), 2);
    }

    #[test]
    fn a_full_or_over_full_pool_gets_nothing() {
        let o = obs(1000, 0, Some(5000), 1000);
        assert_eq!(o.deficit(), 0);
        assert_eq!(o.excess(), 0);
        let over = obs(12, 5, Some(10), 1000);
        assert_eq!(over.deficit(), 0);
        assert_eq!(over.excess(), 7);
        assert!(over.oversell_risk());
        assert!(!o.oversell_risk());
    }

    #[test]
    fn extreme_values_do_not_overflow() {
        let o = obs(0, u64::MAX, Some(i64::MAX), u64::MAX);
        assert_eq!(o.target(), 0);
        let o = obs(u64::MAX, 0, Some(i64::MAX), u64::MAX);
        assert_eq!(o.deficit(), 0);
        assert!(o.oversell_risk());
    }

    #[test]
    fn batches_cover_the_rows_exactly() {
        assert_eq!(batches(0, 100).collect::<Vec<_>>(), Vec::<u64>::new());
        assert_eq!(batches(250, 100).collect::<Vec<_>>(), vec![100, 100, 50]);
        assert_eq!(batches(200, 100).collect::<Vec<_>>(), vec![100, 100]);
        assert_eq!(batches(3, 0).collect::<Vec<_>>(), vec![1, 1, 1]);
        for rows in [1u64, 7, 999, 1000, 1001] {
            assert_eq!(batches(rows, 64).sum::<u64>(), rows);
            assert!(batches(rows, 64).all(|b| (1..=64).contains(&b)));
        }
    }

    #[test]
    fn budget_is_the_first_reads_transactions_plus_the_chase() {
        assert_eq!(transaction_budget(0, 100, OPERATOR_CHASE), 2);
        assert_eq!(transaction_budget(1000, 1000, OPERATOR_CHASE), 3);
        assert_eq!(transaction_budget(1001, 1000, OPERATOR_CHASE), 4);
        assert_eq!(transaction_budget(1000, 1000, 0), 1);
        assert_eq!(transaction_budget(3, 1000, SERVICE_CHASE), 1);
    }
}
