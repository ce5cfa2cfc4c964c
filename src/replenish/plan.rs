//! What a pass does to the pools it looked at: which need their expired
//! holds released, which are below the low-water mark and need a refill, and
//! in which order (drained pools first, then the lowest fill).
//!
//! A pool's target is min(cap, ledger - holds) counted as it will be once its
//! expired holds are released: an expired hold still counts in H until it is
//! deleted, but its units are stock the pool can have back.

use crate::pool::reconcile::PoolState;
use crate::pool::{Observation, PoolKey};
use schemars::JsonSchema;
use serde::Serialize;
use std::cmp::Ordering;

/// What one pool needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Need {
    /// Release its expired holds, then refill (reconcile's repair).
    Release,
    /// Below the low-water mark: refill to the target.
    Refill,
    /// Nothing now.
    Nothing,
}

/// One pool as a pass judged it.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, JsonSchema)]
pub struct Assessment {
    #[serde(flatten)]
    pub key: PoolKey,
    /// What the pass would do to it.
    pub need: Need,
    /// P: rows in the pool.
    pub units: u64,
    /// min(cap, ledger - live holds): the target once expired holds are gone.
    pub target: u64,
    /// Empty while the ledger has stock behind it.
    pub drained: bool,
    /// Fewer rows than the low-water share of the target.
    pub below_low_water: bool,
    /// Rows a refill would add now (after the release, for `Release`).
    pub deficit: u64,
    /// The quantity its expired holds keep.
    pub expired_quantity: u64,
    /// It has no ledger row: its expired holds are never released here (a
    /// person's call).
    pub orphan: bool,
}

impl Assessment {
    /// P / target; 1 when the target is 0 (nothing to hold).
    pub fn fill(&self) -> f64 {
        if self.target == 0 {
            1.0
        } else {
            self.units as f64 / self.target as f64
        }
    }

    pub fn actionable(&self) -> bool {
        self.need != Need::Nothing
    }
}

/// Rows below which a pool of `target` is low: ceil(low_water * target), at
/// least 1 for a non-zero target (an empty pool with stock is always low).
pub fn low_water_rows(target: u64, low_water: f64) -> u64 {
    if target == 0 {
        return 0;
    }
    let rows = (low_water.clamp(0.0, 1.0) * target as f64).ceil();
    (rows as u64).clamp(1, target)
}

/// Judge one pool.
pub fn assess(s: &PoolState, low_water: f64) -> Assessment {
    let orphan = s.ledger.is_none();
    let after_release = Observation {
        holds: if orphan {
            s.holds
        } else {
            s.holds.saturating_sub(s.expired_quantity)
        },
        ..s.observation()
    };
    let target = after_release.target();
    let below = s.units < low_water_rows(target, low_water);
    let deficit = after_release.deficit();
    let need = if s.expired_quantity > 0 && !orphan {
        Need::Release
    } else if below && deficit > 0 {
        Need::Refill
    } else {
        Need::Nothing
    };
    Assessment {
        key: s.key,
        need,
        units: s.units,
        target,
        drained: s.units == 0 && target > 0,
        below_low_water: below,
        deficit,
        expired_quantity: s.expired_quantity,
        orphan,
    }
}

/// Pass order: drained pools first, then the lowest fill, then key order
/// (so equal pools are taken in a stable order).
pub fn priority(a: &Assessment, b: &Assessment) -> Ordering {
    b.drained
        .cmp(&a.drained)
        .then(a.fill().partial_cmp(&b.fill()).unwrap_or(Ordering::Equal))
        .then(a.key.cmp(&b.key))
}

/// The pools a pass acts on, in order, from every pool it looked at.
pub fn plan(looked: &[PoolState], low_water: f64) -> Vec<Assessment> {
    let mut v: Vec<Assessment> = looked
        .iter()
        .map(|s| assess(s, low_water))
        .filter(Assessment::actionable)
        .collect();
    v.sort_by(priority);
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    fn state(
        key: u64,
        units: u64,
        holds: u64,
        expired: u64,
        ledger: Option<i64>,
        cap: u64,
    ) -> PoolState {
        PoolState {
            key: PoolKey {
                shop: 1,
                item: key,
                location: 1,
            },
            units,
            holds,
            expired_holds: u64::from(expired > 0),
            expired_quantity: expired,
            ledger,
            cap,
        }
    }

    #[test]
    fn low_water_rows_round_up_and_stay_within_the_target() {
        assert_eq!(low_water_rows(0, 0.5), 0);
        assert_eq!(low_water_rows(1, 0.5), 1);
        assert_eq!(low_water_rows(1000, 0.5), 500);
        assert_eq!(low_water_rows(1001, 0.5), 501);
        assert_eq!(low_water_rows(1000, 1.0), 1000);
        assert_eq!(low_water_rows(1000, 0.0001), 1);
    }

    #[test]
    fn a_pool_above_low_water_is_left_alone_and_one_below_is_refilled() {
        // target 1000, low water 500.
        let above = assess(&state(1, 600, 0, 0, Some(5000), 1000), 0.5);
        assert_eq!(above.need, Need::Nothing);
        assert!(!above.below_low_water);
        let below = assess(&state(1, 499, 0, 0, Some(5000), 1000), 0.5);
        assert_eq!(below.need, Need::Refill);
        assert_eq!(below.deficit, 501);
        // Low water 1: any deficit at all.
        assert_eq!(
            assess(&state(1, 999, 0, 0, Some(5000), 1000), 1.0).need,
            Need::Refill
        );
    }

    #[test]
    fn drained_means_empty_with_stock_behind_it() {
        let d = assess(&state(1, 0, 10, 0, Some(50), 1000), 0.5);
        assert!(d.drained);
        assert_eq!((d.target, d.deficit), (40, 40));
        // Sold out: nothing behind the holds.
        let s = assess(&state(1, 0, 50, 0, Some(50), 1000), 0.5);
        assert!(!s.drained);
        assert_eq!(s.need, Need::Nothing);
        // A cap of 0 disables the pool.
        assert!(!assess(&state(1, 0, 0, 0, Some(50), 0), 0.5).drained);
    }

    #[test]
    fn expired_holds_are_released_and_count_as_stock() {
        // Every unit held, all of it expired: drained once they are released.
        let a = assess(&state(1, 0, 30, 30, Some(30), 1000), 0.5);
        assert_eq!(a.need, Need::Release);
        assert!(a.drained);
        assert_eq!(a.deficit, 30);
        // Released even when the pool is full.
        let full = assess(&state(1, 1000, 5, 5, Some(5000), 1000), 0.5);
        assert_eq!(full.need, Need::Release);
        // An orphan's holds are never released (reconcile's rule).
        let o = assess(&state(1, 0, 5, 5, None, 1000), 0.5);
        assert_eq!(o.need, Need::Nothing);
        assert!(o.orphan && !o.drained);
    }

    #[test]
    fn drained_pools_come_first_then_the_lowest_fill() {
        let looked = [
            state(1, 400, 0, 0, Some(5000), 1000), // 40 %
            state(2, 100, 0, 0, Some(5000), 1000), // 10 %
            state(3, 0, 0, 0, Some(5000), 1000),   // drained
            state(4, 900, 0, 0, Some(5000), 1000), // above low water
            state(5, 1, 0, 0, Some(4), 1000),      // 25 %
            state(6, 0, 0, 0, Some(7), 1000),      // drained
        ];
        let order: Vec<u64> = plan(&looked, 0.5).iter().map(|a| a.key.item).collect();
        assert_eq!(order, vec![3, 6, 2, 5, 1]);
    }
}
