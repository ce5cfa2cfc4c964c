//! What each benchmark design is ([`Design`]), how a request picks its item
//! ([`Rng`], [`pick_item`]), which servers a bench may load, and what the
//! data says at the end of a run ([`ItemCheck`], [`ErrorCounts`]).

use schemars::JsonSchema;
use serde::Serialize;

/// Prefix of every table the benches create.
pub const PREFIX: &str = "poolctl_bench_";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum Design {
    /// The real design: the reserve library (`src/reserve`) on poolctl's own
    /// migrated tables, a ledger of --stock units per item and a pool bounded
    /// at --cap rows that drains and refills inline during the sale.
    Pool,
    /// The published one-unit SKIP LOCKED reserve at REPEATABLE READ, on
    /// the bench's own one-row-per-unit table with the whole stock loaded
    /// (not the library: the isolation's cost alone, gap locks and all).
    PoolRr,
    /// One row per item: `UPDATE ... SET available = available - 1 WHERE
    /// available >= 1` (every buyer queues on the row).
    Counter,
    /// One row per unit, plain `FOR UPDATE` (buyers queue on the first row).
    ForUpdate,
    /// One row per unit, `FOR UPDATE NOWAIT` (busy rows fail, the client retries).
    Nowait,
    /// One row per unit, plain SELECT then DELETE: no lock, oversells.
    NoLock,
    /// The legacy design: one quantity counter per item in Redis (an atomic
    /// check-and-decrement, a Lua script), the ledger in MySQL; a claim
    /// writes both stores, with no transaction across them. Needs
    /// --redis-url (or `[redis] url`).
    Redis,
}

impl Design {
    /// The designs run by default (and `redis` when a Redis server is
    /// given).
    pub const ALL: [Design; 6] = [
        Design::Pool,
        Design::PoolRr,
        Design::Counter,
        Design::ForUpdate,
        Design::Nowait,
        Design::NoLock,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Design::Pool => "pool",
            Design::PoolRr => "pool-rr",
            Design::Counter => "counter",
            Design::ForUpdate => "for-update",
            Design::Nowait => "nowait",
            Design::NoLock => "no-lock",
            Design::Redis => "redis",
        }
    }

    /// Designs that must never oversell (all but no-lock).
    pub fn must_not_oversell(self) -> bool {
        self != Design::NoLock
    }

    /// READ COMMITTED for all but pool-rr.
    pub fn read_committed(self) -> bool {
        self != Design::PoolRr
    }

    /// The locking clause of the unit scan.
    pub fn clause(self) -> &'static str {
        match self {
            Design::Pool | Design::PoolRr => " FOR UPDATE SKIP LOCKED",
            Design::ForUpdate => " FOR UPDATE",
            Design::Nowait => " FOR UPDATE NOWAIT",
            Design::NoLock | Design::Counter | Design::Redis => "",
        }
    }
}

/// A small deterministic generator (xorshift64*), one per client, so runs do
/// not need a random-number crate and are repeatable.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// Uniform in [0, 1).
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// Which item a request buys: item 1 with probability `hot` (the flash-sale
/// item), else uniformly one of items 2..=items (item 1 when there is only one).
pub fn pick_item(rng: &mut Rng, items: u64, hot: f64) -> u64 {
    if items <= 1 || rng.unit() < hot {
        1
    } else {
        2 + rng.next_u64() % (items - 1)
    }
}

/// [`pick_item`] among the items not `gone` (at least one is left): when
/// the pick is gone, the first item that is left.
pub fn pick_left(
    rng: &mut Rng,
    items: u64,
    hot: f64,
    gone: &std::collections::BTreeSet<u64>,
) -> u64 {
    let i = pick_item(rng, items, hot);
    if !gone.contains(&i) {
        return i;
    }
    (1..=items).find(|i| !gone.contains(i)).unwrap_or(i)
}

/// Refuse servers the project did not start unless told otherwise: the
/// bench creates and drops tables and loads the server hard.
pub fn is_loopback(host: &str) -> bool {
    let h = host.trim_start_matches('[').trim_end_matches(']');
    h == "localhost"
        || h.parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback())
}

/// Errors by kind, counted per design.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ErrorCounts {
    /// Deadlocks (1213), retried.
    pub deadlock: u64,
    /// Lock wait timeouts (1205), retried.
    pub lock_wait_timeout: u64,
    /// NOWAIT reads that met a locked row (MySQL's 3572), retried.
    pub nowait_busy: u64,
    /// Any other error: not retried, it stops the client.
    pub other: u64,
}

impl ErrorCounts {
    pub fn add(&mut self, f: crate::retry::Failure) {
        use crate::retry::Failure as F;
        match f {
            F::Deadlock => self.deadlock += 1,
            F::LockWaitTimeout => self.lock_wait_timeout += 1,
            F::NowaitBusy => self.nowait_busy += 1,
            F::Other => self.other += 1,
        }
    }

    pub fn merge(&mut self, o: &ErrorCounts) {
        self.deadlock += o.deadlock;
        self.lock_wait_timeout += o.lock_wait_timeout;
        self.nowait_busy += o.nowait_busy;
        self.other += o.other;
    }

    pub fn total(&self) -> u64 {
        self.deadlock + self.lock_wait_timeout + self.nowait_busy + self.other
    }

    /// `deadlock 3, nowait-busy 10`, or `-`.
    pub fn describe(&self) -> String {
        let parts: Vec<String> = [
            ("deadlock", self.deadlock),
            ("lock-wait-timeout", self.lock_wait_timeout),
            ("nowait-busy", self.nowait_busy),
            ("other", self.other),
        ]
        .iter()
        .filter(|(_, n)| *n > 0)
        .map(|(k, n)| format!("{k} {n}"))
        .collect();
        if parts.is_empty() {
            "-".into()
        } else {
            parts.join(", ")
        }
    }
}

/// What the data says at the end of a run, per item.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ItemCheck {
    pub stock: u64,
    /// Reservations (hold rows) of the item.
    pub held: u64,
    /// Hold rows whose unit another hold row also took.
    pub duplicate_units: u64,
    /// "Sold out" answers for the item.
    pub refusals: u64,
}

impl ItemCheck {
    /// Units sold that did not exist: more holds than stock, or one unit held twice.
    pub fn oversold(&self) -> u64 {
        self.held
            .saturating_sub(self.stock)
            .max(self.duplicate_units)
    }

    /// Refusals while stock existed: stock only falls during a run, so when
    /// units are left at the end every refusal of that item was wrong.
    pub fn undersold(&self) -> u64 {
        if self.held < self.stock {
            self.refusals
        } else {
            0
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loopback_only() {
        for h in ["127.0.0.1", "localhost", "::1", "[::1]", "127.0.0.2"] {
            assert!(is_loopback(h), "{h}");
        }
        for h in [
            "10.0.0.1",
            "db.example.com",
            "0.0.0.0",
            "localhost.evil.com",
        ] {
            assert!(!is_loopback(h), "{h}");
        }
    }

    #[test]
    fn hot_item_gets_its_share() {
        let mut rng = Rng::new(7);
        let n = 20_000;
        let hot = (0..n).filter(|_| pick_item(&mut rng, 10, 0.9) == 1).count();
        assert!((17_600..18_400).contains(&hot), "{hot}");
        let mut rng = Rng::new(7);
        for _ in 0..1000 {
            let i = pick_item(&mut rng, 10, 0.0);
            assert!((2..=10).contains(&i));
        }
        assert_eq!(pick_item(&mut rng, 1, 0.0), 1);
    }

    #[test]
    fn oversell_and_undersell_from_the_data() {
        let ok = ItemCheck {
            stock: 10,
            held: 10,
            duplicate_units: 0,
            refusals: 5,
        };
        assert_eq!((ok.oversold(), ok.undersold()), (0, 0));
        let over = ItemCheck {
            held: 13,
            duplicate_units: 3,
            ..ok
        };
        assert_eq!(over.oversold(), 3);
        let dup_not_sold_out = ItemCheck {
            held: 8,
            duplicate_units: 2,
            refusals: 0,
            ..ok
        };
        assert_eq!(dup_not_sold_out.oversold(), 2);
        let under = ItemCheck {
            held: 7,
            refusals: 4,
            ..ok
        };
        assert_eq!(under.undersold(), 4);
    }

    #[test]
    fn errors_describe() {
        let mut e = ErrorCounts::default();
        assert_eq!(e.describe(), "-");
        e.add(crate::retry::Failure::NowaitBusy);
        e.add(crate::retry::Failure::Deadlock);
        assert_eq!(e.describe(), "deadlock 1, nowait-busy 1");
        assert_eq!(e.total(), 2);
    }
}
