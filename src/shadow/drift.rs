//! `poolctl shadow compare`'s judgement of one item and location: the
//! legacy counter's available count against the pool's view of the same
//! stock (the ledger's L less the holds H), its drift class, and the
//! totals over every row compared. Pure: the counts are read by the seams.

use schemars::JsonSchema;
use serde::Serialize;

/// How the two stores' available counts of one item and location differ.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum DriftClass {
    /// Both stores count the same units.
    Equal,
    /// Redis counts more than the ledger can sell: after cutover the pool
    /// refuses what Redis would grant today, and while Redis decides it may
    /// be overselling now.
    RedisHigher,
    /// Redis counts fewer than the ledger holds: sales are lost today.
    RedisLower,
    /// The pool knows the item, Redis has no counter for it.
    NoCounter,
    /// Redis has a counter (found by SCAN) the pool has no row for.
    NoPoolRow,
}

impl DriftClass {
    pub const ALL: [DriftClass; 5] = [
        DriftClass::Equal,
        DriftClass::RedisHigher,
        DriftClass::RedisLower,
        DriftClass::NoCounter,
        DriftClass::NoPoolRow,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            DriftClass::Equal => "equal",
            DriftClass::RedisHigher => "redis-higher",
            DriftClass::RedisLower => "redis-lower",
            DriftClass::NoCounter => "no-counter",
            DriftClass::NoPoolRow => "no-pool-row",
        }
    }

    /// What the class means for the operator, in a few words.
    pub fn meaning(self) -> &'static str {
        match self {
            DriftClass::Equal => "in step",
            DriftClass::RedisHigher => "oversell risk after cutover",
            DriftClass::RedisLower => "sales lost today",
            DriftClass::NoCounter => "item unknown to Redis",
            DriftClass::NoPoolRow => "item unknown to the pool",
        }
    }
}

/// The pool's view of one item and location.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
pub struct PoolView {
    /// L: the ledger's quantity available to sell.
    pub ledger: i64,
    /// H: the units of the active holds.
    pub held: i64,
    /// P: the rows in the pool now.
    pub pool_rows: i64,
}

impl PoolView {
    /// L - H: what the pool can still sell, the count Redis's counter
    /// should equal.
    pub fn available(&self) -> i64 {
        self.ledger.saturating_sub(self.held)
    }

    /// The units behind the pool: L - H - P, what refills can still bring.
    pub fn behind(&self) -> i64 {
        self.available().saturating_sub(self.pool_rows)
    }
}

/// The class of one item and location from what each store counted
/// (`None`: that store has nothing for it). Both `None` is no row at all.
pub fn classify(redis: Option<i64>, pool: Option<&PoolView>) -> Option<DriftClass> {
    Some(match (redis, pool) {
        (None, None) => return None,
        (None, Some(_)) => DriftClass::NoCounter,
        (Some(_), None) => DriftClass::NoPoolRow,
        (Some(r), Some(p)) => match r.cmp(&p.available()) {
            std::cmp::Ordering::Equal => DriftClass::Equal,
            std::cmp::Ordering::Greater => DriftClass::RedisHigher,
            std::cmp::Ordering::Less => DriftClass::RedisLower,
        },
    })
}

/// The totals of a comparison.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Totals {
    /// Item and location pairs compared.
    pub compared: u64,
    pub equal: u64,
    pub redis_higher: u64,
    pub redis_lower: u64,
    pub no_counter: u64,
    pub no_pool_row: u64,
    /// Units Redis counts beyond the pool's L - H, summed over the
    /// `redis-higher` rows: the oversell exposure after cutover.
    pub units_over: u64,
    /// Units the pool's L - H counts beyond Redis, summed over the
    /// `redis-lower` rows: the stock Redis cannot sell today.
    pub units_under: u64,
}

impl Totals {
    /// Count one compared row.
    pub fn add(&mut self, class: DriftClass, redis: Option<i64>, pool: Option<&PoolView>) {
        self.compared += 1;
        let gap = match (redis, pool) {
            (Some(r), Some(p)) => r.saturating_sub(p.available()),
            _ => 0,
        };
        match class {
            DriftClass::Equal => self.equal += 1,
            DriftClass::RedisHigher => {
                self.redis_higher += 1;
                self.units_over += gap.unsigned_abs();
            }
            DriftClass::RedisLower => {
                self.redis_lower += 1;
                self.units_under += gap.unsigned_abs();
            }
            DriftClass::NoCounter => self.no_counter += 1,
            DriftClass::NoPoolRow => self.no_pool_row += 1,
        }
    }

    /// Rows not in step.
    pub fn drifted(&self) -> u64 {
        self.compared - self.equal
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const VIEW: PoolView = PoolView {
        ledger: 100,
        held: 10,
        pool_rows: 50,
    };

    #[test]
    fn redis_is_judged_against_ledger_less_holds() {
        assert_eq!(VIEW.available(), 90);
        assert_eq!(VIEW.behind(), 40);
        assert_eq!(classify(Some(90), Some(&VIEW)), Some(DriftClass::Equal));
        assert_eq!(
            classify(Some(91), Some(&VIEW)),
            Some(DriftClass::RedisHigher)
        );
        assert_eq!(
            classify(Some(50), Some(&VIEW)),
            Some(DriftClass::RedisLower)
        );
        assert_eq!(classify(None, Some(&VIEW)), Some(DriftClass::NoCounter));
        assert_eq!(classify(Some(3), None), Some(DriftClass::NoPoolRow));
        assert_eq!(classify(None, None), None);
    }

    #[test]
    fn totals_count_rows_and_units_each_way() {
        let mut t = Totals::default();
        for redis in [Some(90), Some(95), Some(80), Some(70), None] {
            let class = classify(redis, Some(&VIEW)).unwrap();
            t.add(class, redis, Some(&VIEW));
        }
        t.add(DriftClass::NoPoolRow, Some(4), None);
        assert_eq!(
            (
                t.compared,
                t.equal,
                t.redis_higher,
                t.redis_lower,
                t.no_counter,
                t.no_pool_row
            ),
            (6, 1, 1, 2, 1, 1)
        );
        assert_eq!((t.units_over, t.units_under), (5, 30));
        assert_eq!(t.drifted(), 5);
        let names: Vec<_> = DriftClass::ALL.iter().map(|c| c.as_str()).collect();
        let json = serde_json::to_string(&DriftClass::ALL).unwrap();
        for n in names {
            assert!(json.contains(n), "{n} in {json}");
        }
    }
}
