//! `poolctl shadow compare`'s report, shaped from what the seams read: the
//! pool's view of every pool (`crate::db::Db::pool_status`), the legacy
//! counter of each (`crate::db::Redis::counters`), the counters `SCAN` found
//! that no pool has, and the shadow window's counts. Each row is judged by
//! [`super::drift`]; the rows are ordered drifting first, the largest gap
//! first within a class, and cut at `--limit` with the rest summed. Pure: no
//! Redis, no database, no rendering.

use super::drift::{DriftClass, PoolView, Totals, classify};
use super::keys::KeyIds;
use crate::pool::PoolKey;
use schemars::JsonSchema;
use serde::Serialize;
use std::collections::{BTreeSet, HashSet};

/// One item and location, both stores' counts and its class.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct CompareRow {
    #[serde(flatten)]
    pub key: PoolKey,
    pub class: DriftClass,
    /// The legacy counter's value; null when Redis has no counter (or one
    /// that is not a whole number).
    pub redis: Option<i64>,
    /// L: the ledger's available quantity (0 when the ledger has no row);
    /// null when the pool has no row for the item and location.
    pub ledger: Option<i64>,
    /// H: the units of the active holds; null as `ledger`.
    pub held: Option<i64>,
    /// L - H: what the counter should equal; null as `ledger`.
    pub available: Option<i64>,
    /// P: the rows in the pool now; null as `ledger`.
    pub pool_rows: Option<i64>,
    /// L - H - P: the units behind the pool, for refills to bring; null as
    /// `ledger`.
    pub behind: Option<i64>,
    /// Redis less L - H (positive: Redis counts more); null when either
    /// store has nothing.
    pub gap: Option<i64>,
}

impl CompareRow {
    fn new(key: PoolKey, redis: Option<i64>, pool: Option<&PoolView>, class: DriftClass) -> Self {
        CompareRow {
            key,
            class,
            redis,
            ledger: pool.map(|p| p.ledger),
            held: pool.map(|p| p.held),
            available: pool.map(PoolView::available),
            pool_rows: pool.map(|p| p.pool_rows),
            behind: pool.map(PoolView::behind),
            gap: redis
                .zip(pool)
                .map(|(r, p)| r.saturating_sub(p.available())),
        }
    }
}

/// The rows `--limit` left out, summed.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Rest {
    /// Rows not listed.
    pub rows: u64,
    /// Of them, rows not in step.
    pub drifting: u64,
}

/// The disagreements shadow mode recorded over the window.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, JsonSchema)]
pub struct Window {
    /// The window read, seconds back from now (whole minutes of
    /// shadow_operations).
    #[schemars(extend("x-unit" = "seconds"))]
    pub seconds: u64,
    /// Operations shadow mode wrote to both stores in the window.
    pub operations: u64,
    /// Of them, the ones the stores answered differently.
    pub disagreements: u64,
    /// disagreements / operations; null when no operation was recorded.
    pub rate: Option<f64>,
}

impl Window {
    pub fn new(seconds: u64, operations: u64, disagreements: u64) -> Window {
        Window {
            seconds,
            operations,
            disagreements,
            rate: (operations > 0).then(|| disagreements as f64 / operations as f64),
        }
    }
}

/// What `poolctl shadow compare` found on one database.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct CompareReport {
    /// The MySQL server, without its password.
    pub target: String,
    pub database: String,
    /// The Redis server, without its password.
    pub redis: String,
    /// The `[shadow] counter_key` template the counters were read by.
    pub counter_key: String,
    /// Drifting rows first (redis-higher, redis-lower, no-counter,
    /// no-pool-row), the largest gap first, then the rows in step; at most
    /// `--limit` of them (every row with `--limit 0`).
    pub rows: Vec<CompareRow>,
    pub rest: Rest,
    /// Every row compared, listed or not.
    pub totals: Totals,
    /// Counters `SCAN` found for shops this database has no pool of
    /// (another pod's, when pods share one Redis): not compared.
    pub other_shops_counters: u64,
    /// Keys matching the template's glob that do not read back as ids
    /// (not whole numbers): not compared.
    pub unreadable_keys: u64,
    pub window: Window,
    /// `--watch` only: the sample's number, from 1; absent otherwise. A
    /// failed sample's line is a failed-sample record instead.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sample: Option<u64>,
    /// `--watch` only: when the sample was taken; absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("x-unit" = "Unix seconds"))]
    pub time: Option<u64>,
}

/// The counters `SCAN` found that no pool has, split: those of a shop the
/// database knows (compared, as `no-pool-row`) and the count of those of
/// other shops (not compared).
pub fn unmatched(scanned: &[KeyIds], pools: &[(PoolKey, PoolView)]) -> (Vec<PoolKey>, u64) {
    let known: HashSet<PoolKey> = pools.iter().map(|(k, _)| *k).collect();
    let shops: HashSet<u64> = known.iter().map(|k| k.shop).collect();
    let mut extra = BTreeSet::new();
    let mut other = 0;
    for ids in scanned {
        let key = ids.key();
        if known.contains(&key) {
            continue;
        }
        if shops.contains(&key.shop) {
            extra.insert(key);
        } else {
            other += 1;
        }
    }
    (extra.into_iter().collect(), other)
}

/// The order of the classes in the report: the costliest first.
fn rank(class: DriftClass) -> u8 {
    match class {
        DriftClass::RedisHigher => 0,
        DriftClass::RedisLower => 1,
        DriftClass::NoCounter => 2,
        DriftClass::NoPoolRow => 3,
        DriftClass::Equal => 4,
    }
}

/// Every compared row, ordered, and the totals. `counters[i]` is the
/// counter of `pools[i]`; `extra` the counters of no pool, with their
/// values (`None`: gone, or not a number, since the scan: left out).
pub fn compare(
    pools: &[(PoolKey, PoolView)],
    counters: &[Option<i64>],
    extra: &[(PoolKey, Option<i64>)],
) -> (Vec<CompareRow>, Totals) {
    let mut totals = Totals::default();
    let mut rows = Vec::with_capacity(pools.len() + extra.len());
    let both = pools
        .iter()
        .zip(counters.iter().copied().chain(std::iter::repeat(None)))
        .map(|((k, p), r)| (*k, r, Some(p)));
    let only_redis = extra.iter().map(|&(k, r)| (k, r, None));
    for (key, redis, pool) in both.chain(only_redis) {
        if let Some(class) = classify(redis, pool) {
            totals.add(class, redis, pool);
            rows.push(CompareRow::new(key, redis, pool, class));
        }
    }
    rows.sort_by(|a, b| {
        rank(a.class)
            .cmp(&rank(b.class))
            .then_with(|| {
                let gap = |r: &CompareRow| r.gap.map_or(0, i64::unsigned_abs);
                gap(b).cmp(&gap(a))
            })
            .then_with(|| a.key.cmp(&b.key))
    });
    (rows, totals)
}

/// The first `limit` rows (all with 0) and the rest summed.
pub fn cut(mut rows: Vec<CompareRow>, limit: usize) -> (Vec<CompareRow>, Rest) {
    if limit == 0 || rows.len() <= limit {
        return (rows, Rest::default());
    }
    let left = rows.split_off(limit);
    let rest = Rest {
        rows: left.len() as u64,
        drifting: left.iter().filter(|r| r.class != DriftClass::Equal).count() as u64,
    };
    (rows, rest)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(shop: u64, item: u64) -> PoolKey {
        PoolKey {
            shop,
            item,
            location: 1,
        }
    }

    fn view(ledger: i64, held: i64, pool_rows: i64) -> PoolView {
        PoolView {
            ledger,
            held,
            pool_rows,
        }
    }

    #[test]
    fn drifting_rows_come_first_largest_gap_first_and_the_rest_is_summed() {
        let pools = vec![
            (key(1, 1), view(10, 2, 5)),
            (key(1, 2), view(10, 0, 5)),
            (key(1, 3), view(10, 0, 5)),
            (key(1, 4), view(10, 0, 5)),
            (key(1, 5), view(10, 0, 5)),
        ];
        let counters = [Some(8), Some(11), Some(15), Some(4), None];
        let extra = [(key(1, 9), Some(3)), (key(1, 10), None)];
        let (rows, totals) = compare(&pools, &counters, &extra);
        let order: Vec<_> = rows.iter().map(|r| (r.key.item, r.class)).collect();
        assert_eq!(
            order,
            vec![
                (3, DriftClass::RedisHigher),
                (2, DriftClass::RedisHigher),
                (4, DriftClass::RedisLower),
                (5, DriftClass::NoCounter),
                (9, DriftClass::NoPoolRow),
                (1, DriftClass::Equal),
            ]
        );
        assert_eq!(rows[0].gap, Some(5));
        assert_eq!(rows[2].gap, Some(-6));
        assert_eq!((rows[5].available, rows[5].behind), (Some(8), Some(3)));
        assert_eq!(rows[4].ledger, None);
        assert_eq!((totals.compared, totals.drifted()), (6, 5));
        assert_eq!((totals.units_over, totals.units_under), (6, 6));

        let (shown, rest) = cut(rows.clone(), 4);
        assert_eq!(shown.len(), 4);
        assert_eq!(
            rest,
            Rest {
                rows: 2,
                drifting: 1
            }
        );
        assert_eq!(cut(rows.clone(), 0).0.len(), 6);
        assert_eq!(cut(rows, 6).1, Rest::default());
    }

    #[test]
    fn scanned_counters_of_other_shops_are_not_compared() {
        let pools = vec![(key(1, 1), view(1, 0, 1))];
        let ids = |shop, item| KeyIds {
            shop,
            item,
            location: 1,
        };
        let scanned = [ids(1, 1), ids(1, 2), ids(2, 1), ids(2, 2), ids(1, 2)];
        assert_eq!(unmatched(&scanned, &pools), (vec![key(1, 2)], 2));
        assert_eq!(Window::new(600, 0, 0).rate, None);
        assert_eq!(Window::new(600, 200, 1).rate, Some(0.005));
    }
}
