//! `poolctl status`: per pool and in total, fill level against target,
//! holds by age, expired holds, the oldest hold and the last refill, and the
//! reading's report ([`StatusReport`], the JSON document). Pure:
//! `crate::db::status` reads the numbers from one snapshot.

use super::plan::{Observation, PoolKey};
use schemars::JsonSchema;
use serde::Serialize;

/// Hold age buckets (by `created_at`), in seconds: under 1 min, 1-5 min,
/// 5-15 min, over 15 min.
pub const AGE_BUCKETS: [&str; 4] = ["<1m", "1-5m", "5-15m", ">15m"];

/// One pool's numbers, as read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
pub struct PoolNumbers {
    #[serde(flatten)]
    pub key: PoolKey,
    /// P: rows in the pool.
    pub units: u64,
    /// H: the quantity its holds keep (expired ones included).
    pub held: u64,
    /// Its hold rows (expired ones included).
    pub holds: u64,
    /// Hold rows by age since `created_at`: under 1 minute, 1 to 5, 5 to 15,
    /// over 15 minutes (the buckets of `AGE_BUCKETS`).
    pub holds_by_age: [u64; 4],
    /// Hold rows past their expiry, not released yet.
    pub expired_holds: u64,
    /// Age of the oldest hold; null when the pool has none.
    #[schemars(extend("x-unit" = "seconds"))]
    pub oldest_hold_secs: Option<u64>,
    /// L: the ledger's available quantity; null when the ledger has no row
    /// for the pool (counted as no stock).
    pub ledger: Option<i64>,
    /// C: its `pool_caps` row, else the configured cap.
    pub cap: u64,
    /// Time since the last refill that added rows (`pool_refill_state`);
    /// null when none did.
    #[schemars(extend("x-unit" = "seconds"))]
    pub last_refill_secs: Option<u64>,
}

/// One pool's line: its key (`shop`, `item`, `location`), the numbers read
/// and what they mean.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct PoolStatus {
    #[serde(flatten)]
    pub n: PoolNumbers,
    /// min(C, L - H), never below 0: what a completed refill leaves.
    pub target: u64,
    /// P over the target; null when the target is 0.
    #[schemars(extend("x-unit" = "percent"))]
    pub fill_percent: Option<f64>,
    /// Empty while the ledger has stock beyond the holds: buyers are being
    /// told "sold out" (or wait on an inline refill).
    pub drained: bool,
    /// More rows than the target (oversell risk or over the cap): refill
    /// never trims, `reconcile --apply` does.
    pub over_target: bool,
}

impl PoolStatus {
    pub fn of(n: PoolNumbers) -> PoolStatus {
        let target = Observation {
            units: n.units,
            holds: n.held,
            ledger: n.ledger,
            cap: n.cap,
        }
        .target();
        PoolStatus {
            fill_percent: (target > 0).then(|| n.units as f64 * 100.0 / target as f64),
            drained: n.units == 0 && target > 0,
            over_target: n.units > target,
            target,
            n,
        }
    }
}

/// Totals over every pool read.
#[derive(Debug, Clone, Default, PartialEq, Serialize, JsonSchema)]
pub struct Totals {
    /// Pools read.
    pub pools: u64,
    /// Pools empty while the ledger has stock beyond their holds.
    pub drained: u64,
    /// Pools with more rows than their target.
    pub over_target: u64,
    /// Rows in every pool.
    pub units: u64,
    /// The pools' targets, added up.
    pub target: u64,
    /// `units` over `target`; null when the targets add up to 0.
    #[schemars(extend("x-unit" = "percent"))]
    pub fill_percent: Option<f64>,
    /// The quantity every hold keeps.
    pub held: u64,
    /// Hold rows.
    pub holds: u64,
    /// Hold rows by age, in the buckets of a pool's `holds_by_age`.
    pub holds_by_age: [u64; 4],
    /// Hold rows past their expiry.
    pub expired_holds: u64,
    /// Age of the oldest hold of any pool; null when there is none.
    #[schemars(extend("x-unit" = "seconds"))]
    pub oldest_hold_secs: Option<u64>,
    /// The longest any pool has gone since its last refill (of the pools
    /// with a refill); null when none had one.
    #[schemars(extend("x-unit" = "seconds"))]
    pub stalest_refill_secs: Option<u64>,
}

/// `status`: one reading of the pools in scope, ranked, and their totals
/// (with `--watch`, one per line and sample).
#[derive(Debug, Serialize, JsonSchema)]
pub struct StatusReport {
    /// The server and database, as a URL without its password.
    pub target: String,
    /// The database read.
    pub database: String,
    /// Totals over every pool read.
    pub totals: Totals,
    /// Every pool in scope, ranked: drained first, then the emptiest.
    pub pools: Vec<PoolStatus>,
    /// `--watch` only: the sample's number, from 1; absent otherwise. A
    /// failed sample's line is a failed-sample record instead.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sample: Option<u64>,
    /// `--watch` only: when the sample was taken; absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("x-unit" = "Unix seconds"))]
    pub time: Option<u64>,
}

/// Drained pools first, then pools over their target, then the emptiest
/// (lowest fill), then expired holds, then key.
pub fn rank(pools: &mut [PoolStatus]) {
    pools.sort_by(|a, b| {
        b.drained
            .cmp(&a.drained)
            .then_with(|| b.over_target.cmp(&a.over_target))
            .then_with(|| {
                let fa = a.fill_percent.unwrap_or(f64::INFINITY);
                let fb = b.fill_percent.unwrap_or(f64::INFINITY);
                fa.total_cmp(&fb)
            })
            .then_with(|| b.n.expired_holds.cmp(&a.n.expired_holds))
            .then_with(|| a.n.key.cmp(&b.n.key))
    });
}

pub fn totals(pools: &[PoolStatus]) -> Totals {
    let mut t = Totals::default();
    for p in pools {
        t.pools += 1;
        t.drained += u64::from(p.drained);
        t.over_target += u64::from(p.over_target);
        t.units += p.n.units;
        t.target += p.target;
        t.held += p.n.held;
        t.holds += p.n.holds;
        for (sum, n) in t.holds_by_age.iter_mut().zip(p.n.holds_by_age) {
            *sum += n;
        }
        t.expired_holds += p.n.expired_holds;
        t.oldest_hold_secs = t.oldest_hold_secs.max(p.n.oldest_hold_secs);
        t.stalest_refill_secs = t.stalest_refill_secs.max(p.n.last_refill_secs);
    }
    t.fill_percent = (t.target > 0).then(|| t.units as f64 * 100.0 / t.target as f64);
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(item: u64, units: u64, held: u64, ledger: i64, expired: u64) -> PoolNumbers {
        PoolNumbers {
            key: PoolKey {
                shop: 1,
                item,
                location: 1,
            },
            units,
            held,
            holds: held,
            holds_by_age: [held, 0, 0, 0],
            expired_holds: expired,
            oldest_hold_secs: (held > 0).then_some(item * 10),
            ledger: Some(ledger),
            cap: 100,
            last_refill_secs: Some(item),
        }
    }

    #[test]
    fn drained_first_then_emptiest() {
        let mut v: Vec<PoolStatus> = [
            n(1, 100, 0, 500, 0), // full
            n(2, 0, 0, 0, 0),     // sold out: target 0, not drained
            n(3, 0, 2, 50, 0),    // drained: empty, 48 behind it
            n(4, 10, 0, 500, 0),  // 10 %
            n(5, 10, 0, 500, 3),  // 10 %, expired holds: before 4
            n(6, 9, 0, 5, 0),     // over target (9 of 5): right after drained
        ]
        .into_iter()
        .map(PoolStatus::of)
        .collect();
        rank(&mut v);
        let order: Vec<u64> = v.iter().map(|p| p.n.key.item).collect();
        assert_eq!(order, [3, 6, 5, 4, 1, 2]);
        assert!(v[1].over_target && !v[1].drained);
        assert!(v[0].drained);
        assert_eq!(v[0].target, 48);
        assert_eq!(v[5].fill_percent, None);
        assert!(!v[5].drained, "sold out is not drained");
    }

    #[test]
    fn totals_add_up() {
        let v: Vec<PoolStatus> = [n(1, 100, 0, 500, 0), n(3, 0, 2, 50, 1)]
            .into_iter()
            .map(PoolStatus::of)
            .collect();
        let t = totals(&v);
        assert_eq!((t.pools, t.drained, t.units, t.target), (2, 1, 100, 148));
        assert_eq!(t.held, 2);
        assert_eq!(t.expired_holds, 1);
        assert_eq!(t.oldest_hold_secs, Some(30));
        assert_eq!(t.stalest_refill_secs, Some(3));
        let f = t.fill_percent.unwrap();
        assert!((f - 67.567).abs() < 0.01, "{f}");
    }
}
