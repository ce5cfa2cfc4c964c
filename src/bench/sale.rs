//! The flash sale on the real design (`--design pool`): the bench's names for
//! the project's own tables, what a buyer's cart holds (the mix flags), and
//! the sums the report is made of (the inline-refill tax, the hot pool's fill
//! over time, per-second rates and latencies, who added the units). Pure: the
//! runs happen in `super::pool_load`, the SQL is `super::sql`'s.
//!
//! The pool design migrates poolctl's own migrations into the bench database
//! under `[tables]`-style names ([`tables`]), so the reserve library runs the
//! statements an application runs, on the schema `poolctl migrate` creates,
//! without touching the application's tables. The ledger is a table of the
//! bench ([`ledger`]): `--stock` units per item, at one location.

use super::design::{PREFIX, Rng};
use crate::config::{LedgerMapping, TableNames};
use schemars::JsonSchema;
use serde::Serialize;

/// The pool tables of the bench: the migrations' names, prefixed.
pub fn tables() -> TableNames {
    TableNames {
        units: format!("{PREFIX}{}", TableNames::DEFAULT_UNITS),
        holds: format!("{PREFIX}{}", TableNames::DEFAULT_HOLDS),
        caps: format!("{PREFIX}{}", TableNames::DEFAULT_CAPS),
        refill_state: format!("{PREFIX}{}", TableNames::DEFAULT_REFILL_STATE),
        cutover: format!("{PREFIX}{}", TableNames::DEFAULT_CUTOVER),
        cutover_audit: format!("{PREFIX}{}", TableNames::DEFAULT_CUTOVER_AUDIT),
        shadow_operations: format!("{PREFIX}{}", TableNames::DEFAULT_SHADOW_OPERATIONS),
        shadow_disagreements: format!("{PREFIX}{}", TableNames::DEFAULT_SHADOW_DISAGREEMENTS),
    }
}

/// The bench's ledger: one row per item at location 1 of shop 1.
pub fn ledger() -> LedgerMapping {
    LedgerMapping::table(&format!("{PREFIX}inventory_levels"))
}

/// The most units a flash sale loads as rows before a run of a design
/// other than `pool` (those designs hold their whole stock as one row per
/// unit): setting up more would take far longer than the run.
pub const MAX_UNITS: u64 = 10_000_000;

/// A sale too large to set up, with the figure.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "--items {items} x --stock {stock} is {units} units, each a row that the {design} design \
     loads before its run; the bench loads at most {max} (setting up more takes far longer \
     than a sale): lower --items or --stock, or run --design pool alone (its pool holds at \
     most --cap rows per item)",
    max = MAX_UNITS
)]
pub struct TooLarge {
    pub items: u64,
    pub stock: u64,
    pub units: u128,
    pub design: &'static str,
}

/// Whether the sale's setup fits [`MAX_UNITS`] for each of `designs`.
pub fn check_size(
    items: u64,
    stock: u64,
    designs: &[super::design::Design],
) -> Result<(), TooLarge> {
    let units = u128::from(items) * u128::from(stock);
    match designs.iter().find(|d| **d != super::design::Design::Pool) {
        Some(d) if units > u128::from(MAX_UNITS) => Err(TooLarge {
            items,
            stock,
            units,
            design: d.name(),
        }),
        _ => Ok(()),
    }
}

/// Every bench pool is shop 1, location 1; items are 1..=N.
pub const SHOP: u64 = 1;
pub const LOCATION: u64 = 1;

/// What the buyers' carts look like.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, JsonSchema)]
pub struct Mix {
    /// Share of carts with several lines (2 or 3 items, one unit each).
    #[schemars(extend("x-unit" = "share (0 to 1)"))]
    pub multi_line: f64,
    /// Share of carts that are one large order of `large_units` units.
    #[schemars(extend("x-unit" = "share (0 to 1)"))]
    pub large: f64,
    /// Units of a large order.
    pub large_units: u64,
}

impl Mix {
    pub const SINGLE: Mix = Mix {
        multi_line: 0.0,
        large: 0.0,
        large_units: 1,
    };
}

/// One cart: (item, quantity) lines, items distinct, the first line the
/// item `pick_item` chose. `available(item)` says whether an item is still
/// on sale; the other lines of a multi-line cart are drawn among those.
pub fn pick_cart(
    rng: &mut Rng,
    first: u64,
    items: u64,
    mix: &Mix,
    available: impl Fn(u64) -> bool,
) -> Vec<(u64, u64)> {
    let r = rng.unit();
    if r < mix.large {
        return vec![(first, mix.large_units.max(1))];
    }
    let mut cart = vec![(first, 1)];
    if r < mix.large + mix.multi_line && items >= 2 {
        let extra = 1 + rng.next_u64() % 2;
        // A bounded number of draws: with few items left, the cart is shorter.
        for _ in 0..8 {
            if cart.len() as u64 > extra {
                break;
            }
            let item = 1 + rng.next_u64() % items;
            if available(item) && !cart.iter().any(|&(i, _)| i == item) {
                cart.push((item, 1));
            }
        }
    }
    cart
}

/// How a successful reservation met the inline refill.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum RefillRole {
    /// Found units in the pool: no refill on its way.
    None,
    /// Found the pool short and refilled it inline (added rows).
    Refilled,
    /// Found the pool short and waited for another buyer's inline refill
    /// (took the lock after it, or gave up waiting, and added nothing).
    Waited,
    /// Found units, and after its own commit found the pool below its
    /// low-water mark and refilled it ahead of empty
    /// (`crate::reserve::RefillAhead`); its latency includes that refill.
    Ahead,
}

impl RefillRole {
    pub const ALL: [RefillRole; 4] = [
        RefillRole::None,
        RefillRole::Refilled,
        RefillRole::Waited,
        RefillRole::Ahead,
    ];

    /// From what the reserve library reported: rows it added inline, how
    /// many times it went for the refill lock, rows it added ahead.
    pub fn of(refilled_rows: u64, refill_attempts: u32, ahead_rows: u64) -> RefillRole {
        if refilled_rows > 0 {
            RefillRole::Refilled
        } else if refill_attempts > 0 {
            RefillRole::Waited
        } else if ahead_rows > 0 {
            RefillRole::Ahead
        } else {
            RefillRole::None
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            RefillRole::None => "no refill",
            RefillRole::Refilled => "refilled inline",
            RefillRole::Waited => "waited for a refill",
            RefillRole::Ahead => "refilled ahead",
        }
    }

    /// Position in [`RefillRole::ALL`].
    pub fn index(self) -> usize {
        match self {
            RefillRole::None => 0,
            RefillRole::Refilled => 1,
            RefillRole::Waited => 2,
            RefillRole::Ahead => 3,
        }
    }
}

/// p50, p99 and max latency of some answers in milliseconds (`None`, JSON
/// `null`, when there were none: no latency was measured).
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, JsonSchema)]
pub struct Quantiles {
    /// The median latency; null when there were none.
    #[schemars(extend("x-unit" = "milliseconds"))]
    pub p50_ms: Option<f64>,
    /// The 99th percentile; null when there were none.
    #[schemars(extend("x-unit" = "milliseconds"))]
    pub p99_ms: Option<f64>,
    /// The slowest; null when there were none.
    #[schemars(extend("x-unit" = "milliseconds"))]
    pub max_ms: Option<f64>,
}

/// Reservations of one `RefillRole`: how many, and their latency
/// (`p50_ms`, `p99_ms`, `max_ms`).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, JsonSchema)]
pub struct RoleLatency {
    /// How they met the inline refill.
    pub role: RefillRole,
    /// Successful reservations of this role.
    pub reservations: u64,
    #[serde(flatten)]
    pub latency: Quantiles,
}

/// The "sold out" answers buyers got: how many, and how long each waited
/// for its answer (`p50_ms`, `p99_ms`, `max_ms`).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, JsonSchema)]
pub struct SoldOutLatency {
    /// "Sold out" answers.
    pub answers: u64,
    #[serde(flatten)]
    pub latency: Quantiles,
}

/// Refill ahead deferred to after the answer (`RefillAhead::deferred`):
/// how many answers left a look due (`looks`: a refill, or a read of the
/// fill, to run), how many of those added units (`refills`), the units, and
/// how long each of those refills took (in no reservation's latency: the
/// client's next reserve waited for it; `p50_ms`, `p99_ms`, `max_ms`).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, JsonSchema)]
pub struct AfterAnswer {
    /// Answers that left a look due.
    pub looks: u64,
    /// Looks that added units.
    pub refills: u64,
    /// Units those refills added.
    pub units: u64,
    #[serde(flatten)]
    pub latency: Quantiles,
}

/// Who put the units into the pool during the run.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, JsonSchema)]
pub struct UnitsAdded {
    /// The fill before the clock started (the refill runner, as `poolctl refill` does).
    pub setup: u64,
    /// Buyers' inline refills (from the library's reports).
    pub inline: u64,
    /// Buyers' refills ahead of empty, after their own commit.
    pub ahead: u64,
    /// Everything else the ids say was issued: the replenisher, when it ran.
    pub replenisher: u64,
}

impl UnitsAdded {
    /// From the ids issued (`next_unit_id - 1` summed over the pools: ids are
    /// never reused), the setup fill, the inline refills and those ahead.
    pub fn from_ids(issued: u64, setup: u64, inline: u64, ahead: u64) -> UnitsAdded {
        UnitsAdded {
            setup,
            inline,
            ahead,
            replenisher: issued
                .saturating_sub(setup)
                .saturating_sub(inline)
                .saturating_sub(ahead),
        }
    }
}

/// One sample of the hot pool, at `t_ms` after the start: rows in it when
/// `counted`, else only whether it had any (`units` 0 or 1: a probe is one
/// row read, a count reads the pool, so most samples are probes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
pub struct FillSample {
    /// When, since the start.
    #[schemars(extend("x-unit" = "milliseconds"))]
    pub t_ms: u64,
    /// Rows in the hot pool when `counted`; else 0 (empty) or 1 (not empty).
    pub units: u64,
    /// The pool was counted (not only probed).
    pub counted: bool,
    /// Units still unsold (L - H as the clients counted them) at that time.
    pub unsold: u64,
}

/// How long the hot pool was empty while stock was left, from the samples:
/// each sample that saw 0 rows with unsold stock counts until the next
/// sample. Returns (milliseconds, spells: runs of such samples).
pub fn empty_time(samples: &[FillSample]) -> (u64, u64) {
    let mut ms = 0;
    let mut spells = 0;
    let mut in_spell = false;
    for w in samples.windows(2) {
        let drained = w[0].units == 0 && w[0].unsold > 0;
        if drained {
            ms += w[1].t_ms.saturating_sub(w[0].t_ms);
            if !in_spell {
                spells += 1;
            }
        }
        in_spell = drained;
    }
    (ms, spells)
}

/// One second of a run.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, JsonSchema)]
pub struct Second {
    /// Seconds since the start (this second covers [t, t+1)).
    #[schemars(extend("x-unit" = "seconds"))]
    pub t: u64,
    /// Successful reservations in this second.
    pub reservations: u64,
    /// Reservations per second: `reservations` over the part of this second
    /// the run covered (all of it but the last).
    #[schemars(extend("x-unit" = "per second"))]
    pub rate: f64,
    /// Median latency of this second's reservations (0 when none).
    #[schemars(extend("x-unit" = "milliseconds"))]
    pub p50_ms: f64,
    /// Their 99th percentile (0 when none).
    #[schemars(extend("x-unit" = "milliseconds"))]
    pub p99_ms: f64,
}

/// One success as (completion ms since `start`, latency us), saturating.
pub fn event(start: std::time::Instant, done: std::time::Instant, us: u64) -> (u32, u32) {
    (
        u32::try_from(done.saturating_duration_since(start).as_millis()).unwrap_or(u32::MAX),
        u32::try_from(us).unwrap_or(u32::MAX),
    )
}

/// Per-second rates and latencies from (completion time in ms since the
/// start, latency in microseconds) of every successful reservation.
/// A last part-second shorter than half a second is folded into the second
/// before it: the few transactions that finish just after the deadline would
/// otherwise show as a rate over a few milliseconds.
pub fn per_second(events: &[(u32, u32)], seconds: f64) -> Vec<Second> {
    let whole = if seconds >= 1.0 && seconds.fract() < 0.5 {
        seconds.floor()
    } else {
        seconds.ceil()
    };
    let n = (whole as u64).max(1);
    let mut by_second: Vec<Vec<u32>> = vec![Vec::new(); n as usize];
    for &(t_ms, us) in events {
        let s = (u64::from(t_ms) / 1000).min(n - 1) as usize;
        by_second[s].push(us);
    }
    by_second
        .into_iter()
        .enumerate()
        .map(|(t, mut lat)| {
            lat.sort_unstable();
            let q = |p: f64| {
                if lat.is_empty() {
                    0.0
                } else {
                    let i = ((lat.len() as f64 * p).ceil() as usize).clamp(1, lat.len()) - 1;
                    f64::from(lat[i]) / 1000.0
                }
            };
            let covered = if t as u64 + 1 == n {
                (seconds - t as f64).clamp(1e-3, 1.5)
            } else {
                1.0
            };
            Second {
                t: t as u64,
                reservations: lat.len() as u64,
                rate: lat.len() as f64 / covered,
                p50_ms: q(0.50),
                p99_ms: q(0.99),
            }
        })
        .collect()
}

/// What a pool run's data says at the end, per item.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PoolCheck {
    pub item: u64,
    /// L: the ledger (the bench never claims, so it stays at --stock).
    pub ledger: u64,
    /// H: units held.
    pub held: u64,
    /// P: rows left in the pool.
    pub pool: u64,
    /// Ids issued: `next_unit_id - 1`.
    pub issued: u64,
    /// Inline and replenisher refills that added rows (`refill_count`).
    pub refills: u64,
}

impl PoolCheck {
    /// Units reservable or held beyond the ledger: P + H - L (a unit taken
    /// twice shows here too: its hold counts and the row was issued once).
    pub fn oversold(&self) -> u64 {
        (self.pool + self.held).saturating_sub(self.ledger)
    }

    /// Units still unsold at the end.
    pub fn unsold(&self) -> u64 {
        self.ledger.saturating_sub(self.held)
    }
}

/// Refusals that were wrong: a "sold out" for `quantity` units of an item
/// that still had at least that many unsold at the end (stock only falls
/// during a run, so it had them when it was refused). A large order refused
/// while fewer units than it asked for were left is a right refusal.
pub fn undersold(refusals: &[(u64, u64)], checks: &[PoolCheck]) -> u64 {
    refusals
        .iter()
        .filter(|&&(item, quantity)| {
            checks
                .iter()
                .find(|c| c.item == item)
                .is_some_and(|c| c.unsold() >= quantity)
        })
        .count() as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sale_too_large_to_set_up_is_refused_with_the_figure() {
        use crate::bench::Design;
        let e = check_size(10_000, 10_000, &Design::ALL).unwrap_err();
        assert_eq!(e.units, 100_000_000);
        assert!(
            e.to_string()
                .starts_with("--items 10000 x --stock 10000 is 100000000 units"),
            "{e}"
        );
        assert_eq!(e.design, "pool-rr");
        assert_eq!(check_size(10, 1_000_000, &Design::ALL), Ok(()));
        assert!(check_size(10, 1_000_001, &[Design::Counter]).is_err());
        // The pool design loads the ledger's rows, not the units.
        assert_eq!(check_size(10_000, 1_000_000, &[Design::Pool]), Ok(()));
    }

    #[test]
    fn bench_tables_are_prefixed_and_valid_names() {
        let t = tables();
        for (default, name) in t.renames() {
            assert_eq!(name, format!("poolctl_bench_{default}"));
        }
        assert!(ledger().table.starts_with(PREFIX));
    }

    #[test]
    fn carts_follow_the_mix() {
        let mix = Mix {
            multi_line: 0.3,
            large: 0.1,
            large_units: 5000,
        };
        let mut rng = Rng::new(3);
        let (mut large, mut multi, mut single) = (0, 0, 0);
        for _ in 0..10_000 {
            let cart = pick_cart(&mut rng, 1, 10, &mix, |_| true);
            let mut items: Vec<u64> = cart.iter().map(|l| l.0).collect();
            assert_eq!(items[0], 1);
            items.sort_unstable();
            items.dedup();
            assert_eq!(items.len(), cart.len(), "distinct items: {cart:?}");
            match cart.as_slice() {
                [(_, 5000)] => large += 1,
                [(_, 1)] => single += 1,
                lines => {
                    assert!(lines.len() <= 3 && lines.iter().all(|l| l.1 == 1));
                    multi += 1
                }
            }
        }
        assert!((800..1200).contains(&large), "{large}");
        assert!((2700..3300).contains(&multi), "{multi}");
        assert_eq!(large + multi + single, 10_000);
        // One item: no second line to add; items that are gone are not drawn.
        let mut rng = Rng::new(3);
        for _ in 0..100 {
            assert_eq!(pick_cart(&mut rng, 1, 1, &mix, |_| true).len().min(2), 1);
            let cart = pick_cart(&mut rng, 2, 3, &mix, |i| i != 3);
            assert!(cart.iter().all(|l| l.0 != 3), "{cart:?}");
        }
    }

    #[test]
    fn refill_roles() {
        assert_eq!(RefillRole::of(0, 0, 0), RefillRole::None);
        assert_eq!(RefillRole::of(1000, 1, 0), RefillRole::Refilled);
        assert_eq!(RefillRole::of(0, 1, 0), RefillRole::Waited);
        assert_eq!(RefillRole::of(0, 2, 0), RefillRole::Waited);
        assert_eq!(RefillRole::of(0, 0, 500), RefillRole::Ahead);
        assert_eq!(RefillRole::of(0, 1, 500), RefillRole::Waited);
        for (i, r) in RefillRole::ALL.iter().enumerate() {
            assert_eq!(r.index(), i);
        }
    }

    #[test]
    fn empty_time_counts_drained_samples_only() {
        let s = |t_ms, units, unsold| FillSample {
            t_ms,
            units,
            counted: true,
            unsold,
        };
        let samples = [
            s(0, 5, 100),
            s(10, 0, 90),
            s(20, 0, 90),
            s(30, 7, 90),
            s(40, 0, 80),
            s(55, 3, 80),
            s(60, 0, 0), // sold out: empty, and rightly so
            s(70, 0, 0),
        ];
        assert_eq!(empty_time(&samples), (20 + 15, 2));
        assert_eq!(empty_time(&[]), (0, 0));
    }

    #[test]
    fn per_second_rates_and_quantiles() {
        let mut events = vec![(10, 1000), (20, 3000), (999, 2000)];
        events.extend((0..100).map(|i| (1500, 1000 + i)));
        events.push((2100, 9000));
        let s = per_second(&events, 2.5);
        assert_eq!(s.len(), 3);
        assert_eq!(s[0].reservations, 3);
        assert_eq!(s[0].p50_ms, 2.0);
        assert_eq!(s[0].p99_ms, 3.0);
        assert_eq!(s[1].reservations, 100);
        assert_eq!(s[1].p99_ms, 1.098);
        assert_eq!((s[2].reservations, s[2].p99_ms), (1, 9.0));
        assert_eq!(
            (s[1].rate, s[2].rate),
            (100.0, 2.0),
            "the last half second: 1 in 0.5 s"
        );
        // 10.05 s: ten seconds, the last one 1.05 s long with the late ones.
        let s = per_second(&[(500, 10), (9990, 10), (10040, 10)], 10.05);
        assert_eq!(s.len(), 10);
        assert_eq!(s[9].reservations, 2);
        assert!((s[9].rate - 2.0 / 1.05).abs() < 1e-9, "{}", s[9].rate);
        // Late events land in the last second, an empty second is zeros.
        let s = per_second(&[(5000, 10)], 1.0);
        assert_eq!((s.len(), s[0].reservations), (1, 1));
        assert_eq!(per_second(&[], 2.0)[1].p50_ms, 0.0);
    }

    #[test]
    fn oversold_and_undersold_from_the_data() {
        let ok = PoolCheck {
            item: 1,
            ledger: 100,
            held: 60,
            pool: 40,
            issued: 1040,
            refills: 3,
        };
        assert_eq!((ok.oversold(), ok.unsold()), (0, 40));
        let twice = PoolCheck { held: 61, ..ok };
        assert_eq!(twice.oversold(), 1);
        let gone = PoolCheck {
            held: 100,
            pool: 0,
            ..ok
        };
        let checks = [ok, PoolCheck { item: 2, ..gone }];
        // Item 1 had 40 left: a refusal of 1 or of 40 was wrong, of 41 right.
        // Item 2 was sold out: every refusal was right.
        let refusals = [(1, 1), (1, 40), (1, 41), (2, 1), (2, 5000)];
        assert_eq!(undersold(&refusals, &checks), 2);
        assert_eq!(UnitsAdded::from_ids(5000, 1000, 3000, 0).replenisher, 1000);
        assert_eq!(
            UnitsAdded::from_ids(5000, 1000, 2000, 500).replenisher,
            1500
        );
        assert_eq!(UnitsAdded::from_ids(900, 1000, 0, 0).replenisher, 0);
    }
}
