//! Benchmarks of locking designs on the user's own server: what each design
//! is, its SQL ([`sql`]), how requests pick items, how results are summarised
//! and judged (this module, [`sale`], [`rounds`], [`lock_variants`]: pure),
//! and the load that runs them: [`transactions`] (what one connection does,
//! through `crate::db`'s bench execution), [`load`] and [`pool_load`] (the
//! client threads, behind a barrier, and the data checked at the end).
//! `crate::render::bench` draws the results. Only the load does I/O; nothing
//! here renders or reads the command line.
//!
//! Tables (all prefixed `poolctl_bench_`, created and dropped by the bench in
//! the target database, never the pool's own tables):
//! `ledger` (item, stock at start), `units` (one row per unit, the pool
//! designs), `counter` (one row per item, the counter design), `holds` (one
//! row per reservation, with the unit it took), `refusals` (each "sold out"
//! answer), and for lock-variants `queue` and `claims`.

pub mod load;
pub mod lock_variants;
pub mod pool_load;
pub mod rounds;
pub mod sale;
pub mod sql;
pub mod transactions;

use serde::Serialize;

/// Prefix of every table the benches create.
pub const PREFIX: &str = "poolctl_bench_";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, clap::ValueEnum)]
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
}

impl Design {
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
            Design::NoLock | Design::Counter => "",
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
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct ErrorCounts {
    pub deadlock: u64,
    pub lock_wait_timeout: u64,
    pub nowait_busy: u64,
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

/// A latency histogram in buckets: upper bounds in microseconds (powers of
/// two from 0.25 ms) and counts, from the first bucket with a count.
pub fn buckets(h: &hdrhistogram::Histogram<u64>) -> Vec<Bucket> {
    if h.is_empty() {
        return Vec::new();
    }
    let mut bounds = vec![250u64];
    let mut top = 250u64;
    while top <= h.max() {
        top = top.saturating_mul(2);
        bounds.push(top);
    }
    let mut out: Vec<(u64, u64)> = bounds.iter().map(|&b| (b, 0)).collect();
    for v in h.iter_recorded() {
        let value = v.value_iterated_to();
        let i = bounds
            .iter()
            .position(|&b| value < b)
            .unwrap_or(bounds.len() - 1);
        out[i].1 += v.count_at_value();
    }
    let first = out.iter().position(|b| b.1 > 0).unwrap_or(0);
    out.split_off(first)
        .into_iter()
        .map(|(le_us, count)| Bucket { le_us, count })
        .collect()
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
    fn histogram_buckets_cover_every_value() {
        let mut h = hdrhistogram::Histogram::<u64>::new_with_bounds(1, 60_000_000, 3).unwrap();
        for v in [100u64, 300, 300, 5_000, 40_000] {
            h.record(v).unwrap();
        }
        let b = buckets(&h);
        assert_eq!(b.iter().map(|x| x.count).sum::<u64>(), 5, "{b:?}");
        assert_eq!((b[0].le_us, b[0].count), (250, 1));
        assert_eq!((b[1].le_us, b[1].count), (500, 2));
        assert!(b.last().unwrap().le_us > 40_000);
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

/// One latency bucket of a design's histogram.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Bucket {
    pub le_us: u64,
    pub count: u64,
}

/// One design's run.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DesignResult {
    pub design: Design,
    /// The run's place among the runs in the order given (designs, then a
    /// pool run per setup): the index of its entry in the report's
    /// `summary`, the same in every round (the even rounds run them in
    /// reverse).
    pub run: usize,
    pub seconds: f64,
    pub reservations: u64,
    pub reservations_per_second: f64,
    pub p50_ms: f64,
    pub p95_ms: f64,
    pub p99_ms: f64,
    pub max_ms: f64,
    /// Errors by kind (each retried, except `other`).
    pub errors: ErrorCounts,
    /// Client errors that stopped a client (not retryable), with the message.
    pub fatal: Vec<String>,
    /// "Sold out" answers.
    pub sold_out_answers: u64,
    /// Empty SKIP LOCKED scans while units existed (asked again, not refused).
    pub busy_retries: u64,
    pub oversold_units: u64,
    pub undersold_requests: u64,
    pub histogram: Vec<Bucket>,
    /// Reservations and latency per second of the run.
    pub timeline: Vec<sale::Second>,
    /// The pool design's own figures (`None` for the other designs).
    pub pool: Option<PoolRun>,
}

/// What the pool design did with its bounded pool.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PoolRun {
    pub cap: u64,
    pub hot_path: crate::reserve::HotPath,
    /// The library's refill ahead of empty the run used (`None`: off).
    pub refill_ahead: Option<crate::reserve::RefillAhead>,
    pub mix: sale::Mix,
    pub replenisher: bool,
    /// Successful reservations by how they met the inline refill.
    pub roles: Vec<sale::RoleLatency>,
    /// How long buyers waited for "sold out" (once the sale sold out).
    pub sold_out: sale::SoldOutLatency,
    /// The refills run after the answer, when refill ahead was deferred.
    pub after_answer: Option<sale::AfterAnswer>,
    /// Refills that added rows, over every pool (`refill_count`).
    pub refills: u64,
    /// Time the hot pool (item 1) was empty while stock was left, sampled.
    pub empty_ms: u64,
    /// `empty_ms` as a share of the run.
    pub empty_share: f64,
    /// Separate spells of emptiness.
    pub empty_spells: u64,
    /// Milliseconds between two samples of the hot pool.
    pub sample_ms: u64,
    pub units_added: sale::UnitsAdded,
    /// Units held against the ledger (the ledger-backed path).
    pub units_from_ledger: u64,
    /// Carts with several lines, and large orders, that got their units.
    pub multi_line_carts: u64,
    pub large_orders: u64,
    /// The hot pool's fill over time.
    pub fill: Vec<sale::FillSample>,
}

impl DesignResult {
    /// A run's figures from the latencies of its successful reservations
    /// (microseconds) and their (completion ms, latency us) events; the
    /// answers and the checks of the data are the caller's to fill in.
    pub fn measured(
        design: Design,
        seconds: f64,
        hist: &hdrhistogram::Histogram<u64>,
        events: &[(u32, u32)],
        errors: ErrorCounts,
        fatal: Vec<String>,
    ) -> DesignResult {
        let q = |p: f64| hist.value_at_quantile(p) as f64 / 1000.0;
        DesignResult {
            design,
            run: 0,
            seconds,
            reservations: hist.len(),
            reservations_per_second: hist.len() as f64 / seconds,
            p50_ms: q(0.50),
            p95_ms: q(0.95),
            p99_ms: q(0.99),
            max_ms: hist.max() as f64 / 1000.0,
            errors,
            fatal,
            sold_out_answers: 0,
            busy_retries: 0,
            oversold_units: 0,
            undersold_requests: 0,
            histogram: buckets(hist),
            timeline: sale::per_second(events, seconds),
            pool: None,
        }
    }

    /// `pool cap 1000 procedure ahead 0.5/8 deferred` (`+ replenisher` when
    /// it ran) for a pool run, else the design's name: how every report
    /// names the run.
    pub fn label(&self) -> String {
        match &self.pool {
            Some(p) => pool_label(p.cap, p.hot_path, p.refill_ahead, p.replenisher),
            None => self.design.name().to_string(),
        }
    }

    /// A safe design that oversold, the pool that undersold, or a run whose
    /// clients stopped on an error (its figures are not the design's).
    pub fn failed(&self) -> bool {
        (self.design.must_not_oversell() && self.oversold_units > 0)
            || !self.fatal.is_empty()
            || (self.design == Design::Pool && self.undersold_requests > 0)
    }
}

/// The name of a pool run with these settings (`DesignResult::label`).
pub fn pool_label(
    cap: u64,
    path: crate::reserve::HotPath,
    ahead: Option<crate::reserve::RefillAhead>,
    replenisher: bool,
) -> String {
    format!(
        "pool cap {cap} {}{}{}",
        path.name(),
        match ahead {
            Some(a) => format!(
                " ahead {}/{}{}",
                a.below,
                a.every,
                if a.deferred { " deferred" } else { "" }
            ),
            None => " ahead off".into(),
        },
        if replenisher { " + replenisher" } else { "" }
    )
}

/// The no-op run beside the designs.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct NoopResult {
    pub seconds: f64,
    pub requests: u64,
    pub requests_per_second: f64,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FlashSaleReport {
    pub target: String,
    pub server: String,
    pub clients: u32,
    pub items: u64,
    pub hot: f64,
    pub stock_per_item: u64,
    pub think_ms: u64,
    pub duration_seconds: u64,
    /// Caps the pool design ran with (one run each).
    pub caps: Vec<u64>,
    /// Every design once a round (`--rounds`, 1 by default).
    pub rounds: Vec<rounds::Round>,
    /// Each run over the rounds: medians, and the medians of each round's
    /// own ratios.
    pub summary: Vec<rounds::RunSummary>,
}

impl FlashSaleReport {
    /// Every run of every round.
    pub fn runs(&self) -> impl Iterator<Item = &DesignResult> {
        self.rounds.iter().flat_map(|r| r.designs.iter())
    }

    /// Some run of some round failed (`DesignResult::failed`): exit 1.
    pub fn failed(&self) -> bool {
        self.runs().any(DesignResult::failed)
    }
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LockVariantsReport {
    pub target: String,
    pub server: String,
    pub workers: u32,
    pub rows: u64,
    pub hold_ms: u64,
    pub variants: Vec<lock_variants::Outcome>,
}
