//! The pool design's load (`--design pool`): the flash sale on the real
//! design. The tables come from poolctl's migrations (under the bench's
//! names), the pool is filled to its cap by the refill code before the
//! clock starts, and every client reserves through the reserve library
//! (`Db::reserve`: the cart scan, the inline refill under the named refill
//! lock, the ledger-backed path), as an application does. A sampler reads
//! the hot pool's fill while they run.

use super::claims::{self, ClaimOrder, InventoryError};
use super::design::{Design, ErrorCounts, Rng, pick_left};
use super::load::{FlashSale, Latencies, LoadError, connect, connect_all, together};
use super::pacing::Pace;
use super::report::{DesignResult, PoolRun};
use super::sale::{
    self, FillSample, Mix, PoolCheck, Quantiles, RefillRole, RoleLatency, SoldOutLatency,
    UnitsAdded,
};
use super::transactions;
use crate::config::{PoolSettings, Target};
use crate::db::{Db, DbError};
use crate::pool::PoolKey;
use crate::pool::sql::PoolSql;
use crate::reserve::{HotPath, Line, RefillAhead, ReserveOptions, ReserveOutcome, ReserveSql};
use crate::stop::StopToken;
use hdrhistogram::Histogram;
use std::collections::BTreeSet;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Milliseconds between two samples of the hot pool (is it empty?).
pub const SAMPLE_MS: u64 = 10;
/// Every this many samples, the pool's rows are counted (its fill), not just
/// probed: a count reads up to --cap rows, and the sampler must not load the
/// server it measures.
const COUNT_EVERY: usize = 10;

/// A service run beside the clients (`--replenisher on`: `poolctl
/// replenish`'s own loop): `run(ready, stop)` calls `ready` once it serves
/// (its first pass is done), and returns when `stop` is set; `Err` is why it
/// could not run.
pub type Beside<'a> = &'a (dyn Fn(&(dyn Fn() + Sync), &StopToken) -> Result<(), String> + Sync);

/// How long a service beside the clients may take to start serving.
const BESIDE_START: Duration = Duration::from_secs(60);

/// How one pool run is set up.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SaleSetup {
    pub cap: u64,
    pub path: HotPath,
    pub mix: Mix,
    pub replenisher: bool,
    /// The reserve library's refill ahead of empty (`None`: off).
    pub refill_ahead: Option<RefillAhead>,
}

struct Statements {
    reserve: ReserveSql,
    pool: PoolSql,
}

fn key(item: u64) -> PoolKey {
    PoolKey {
        shop: sale::SHOP,
        item,
        location: sale::LOCATION,
    }
}

/// What one client did.
struct ClientStats {
    /// Latency of each successful reservation, by refill role.
    by_role: [Histogram<u64>; 4],
    /// Latency of each "sold out" answer.
    sold_out_latency: Histogram<u64>,
    /// Duration of each refill ahead run after the answer that added
    /// units (deferred), the looks run and the units added.
    after_answer: Histogram<u64>,
    after_answer_looks: u64,
    after_answer_rows: u64,
    /// Latency of each success from when it was sent (the open loop's
    /// uncorrected figure).
    uncorrected: Histogram<u64>,
    /// (completion ms since the start, latency us) of each success.
    events: Vec<(u32, u32)>,
    /// With `--crash-rate`: the claims and crashes.
    claims: InventoryError,
    sold_out: u64,
    inline_rows: u64,
    ahead_rows: u64,
    units_from_ledger: u64,
    multi_line: u64,
    large: u64,
    errors: ErrorCounts,
    fatal: Option<String>,
}

#[derive(Clone, Copy)]
struct Shared<'a> {
    target: &'a Target,
    sale: &'a FlashSale,
    setup: &'a SaleSetup,
    sql: &'a Statements,
    opts: ReserveOptions,
    pace: &'a Pace,
    /// Units of the hot item (1) held so far.
    hot_held: &'a AtomicU64,
    latencies: &'a Latencies,
}

fn client(db: &mut Db, n: u32, sh: &Shared<'_>) -> ClientStats {
    let kind = db.server().kind;
    let args = sh.sale;
    let mut rng = Rng::new(u64::from(n) + 1);
    let mut stats = ClientStats {
        by_role: std::array::from_fn(|_| sh.latencies.histogram()),
        sold_out_latency: sh.latencies.histogram(),
        after_answer: sh.latencies.histogram(),
        after_answer_looks: 0,
        after_answer_rows: 0,
        uncorrected: sh.latencies.histogram(),
        events: Vec::new(),
        claims: InventoryError::default(),
        sold_out: 0,
        inline_rows: 0,
        ahead_rows: 0,
        units_from_ledger: 0,
        multi_line: 0,
        large: 0,
        errors: ErrorCounts::default(),
        fatal: None,
    };
    // Items a one-unit request was refused for (gone), and items a large
    // order was refused for (this client sends them no more large orders).
    let mut gone: BTreeSet<u64> = BTreeSet::new();
    let mut no_large: BTreeSet<u64> = BTreeSet::new();
    let mut seq = 0u64;
    let mut claims_rng = Rng::new(u64::from(n) + 7_919);
    while (gone.len() as u64) < args.items {
        let Some(ticket) = sh.pace.next() else {
            break;
        };
        let first = pick_left(&mut rng, args.items, args.hot, &gone);
        let mut cart = sale::pick_cart(&mut rng, first, args.items, &sh.setup.mix, |i| {
            !gone.contains(&i)
        });
        if cart.len() == 1 && cart[0].1 > 1 && no_large.contains(&first) {
            cart[0].1 = 1;
        }
        let lines: Vec<Line> = cart
            .iter()
            .map(|&(item, quantity)| Line {
                key: key(item),
                quantity,
            })
            .collect();
        seq += 1;
        let checkout = format!("bench-{n}-{seq}");
        let t0 = ticket.intended;
        sh.pace.inside();
        match db.reserve(&sh.sql.reserve, &sh.sql.pool, &checkout, &lines, &sh.opts) {
            Ok(report) => {
                // Deferred refill ahead: the answer is timed (below) from
                // t0 to here; the refill runs now, timed apart.
                let answered = Instant::now();
                if !report.refill_due.is_empty() {
                    stats.after_answer_looks += 1;
                    let refill = &report.refill_due;
                    match db.refill_due(&sh.sql.reserve, &sh.sql.pool, refill, &sh.opts) {
                        Ok(0) => {}
                        Ok(rows) => {
                            let _ = stats.after_answer.record(micros(answered.elapsed()));
                            stats.after_answer_rows += rows;
                            stats.ahead_rows += rows;
                        }
                        Err(e) => stats
                            .errors
                            .add(crate::retry::classify(kind, e.server_code())),
                    }
                }
                for f in &report.retries {
                    stats.errors.add(*f);
                }
                stats.inline_rows += report.refilled_rows;
                stats.ahead_rows += report.refilled_ahead;
                if report.refill_ahead_error.is_some() {
                    stats.errors.add(crate::retry::Failure::Other);
                }
                match report.outcome {
                    ReserveOutcome::Held(held) => {
                        let done = answered;
                        let us = micros(done - t0);
                        let role = RefillRole::of(
                            report.refilled_rows,
                            report.refill_attempts,
                            report.refilled_ahead,
                        );
                        let _ = stats.by_role[role.index()].record(us);
                        let _ = stats.uncorrected.record(micros(done - ticket.sent));
                        stats.events.push(sale::event(sh.pace.start(), done, us));
                        stats.multi_line += u64::from(held.len() > 1);
                        stats.large += u64::from(cart.len() == 1 && cart[0].1 > 1);
                        for h in &held {
                            stats.units_from_ledger += h.from_ledger;
                            if h.key.item == 1 {
                                sh.hot_held
                                    .fetch_add(h.from_pool + h.from_ledger, Ordering::Relaxed);
                            }
                        }
                        if let Some(rate) = args.crash_rate {
                            let keys: Vec<PoolKey> = held.iter().map(|h| h.key).collect();
                            let drawn = claims::draw(&mut claims_rng, rate);
                            if let Err(e) = claim(db, sh, &checkout, &keys, drawn, &mut stats) {
                                stats.fatal = Some(format!("client {n}: {e}"));
                                return stats;
                            }
                        }
                    }
                    ReserveOutcome::SoldOut(refused) => {
                        stats.sold_out += 1;
                        let _ = stats.sold_out_latency.record(micros(answered - t0));
                        for i in refused {
                            let (item, quantity) = cart[i];
                            if quantity == 1 {
                                gone.insert(item);
                            } else {
                                no_large.insert(item);
                            }
                            if let Err(e) = transactions::refused_units(db, item, quantity) {
                                stats.fatal = Some(format!("client {n}: {e}"));
                                return stats;
                            }
                        }
                    }
                }
            }
            Err(e) => {
                let failure = crate::retry::classify(kind, e.server_code());
                stats.errors.add(failure);
                if !failure.retryable() {
                    stats.fatal = Some(format!("client {n}: {e}"));
                    return stats;
                }
            }
        }
    }
    stats
}

/// The claim of a reservation (payment succeeded): the library's claim, one
/// transaction; or, when the draw says so, the crash inside it
/// (`Db::claim_then_crash`: after the hold's delete, or after both writes
/// before COMMIT), the connection made again as a restarted process would.
fn claim(
    db: &mut Db,
    sh: &Shared<'_>,
    checkout: &str,
    keys: &[PoolKey],
    (order, crash): (ClaimOrder, bool),
    stats: &mut ClientStats,
) -> Result<(), LoadError> {
    stats.claims.claims += 1;
    if crash && let [key, ..] = keys {
        let fresh = connect(sh.target, sh.sale.lock_wait_timeout)?;
        let dying = std::mem::replace(db, fresh);
        dying.claim_then_crash(
            &sh.sql.reserve,
            checkout,
            key,
            order == ClaimOrder::LedgerFirst,
            super::sql::POOL_GRANT,
        )?;
        stats.claims.crashed(order);
        return Ok(());
    }
    let policy = crate::retry::RetryPolicy::new(5);
    db.claim(&sh.sql.reserve, checkout, keys, &policy)
        .map_err(|e| LoadError::Beside(format!("a claim: {e}")))?;
    Ok(())
}

/// Sample the hot pool every [`SAMPLE_MS`] until `done`.
fn sampler(
    db: &mut Db,
    stock: u64,
    start: Instant,
    hot_held: &AtomicU64,
    done: &AtomicBool,
) -> Result<Vec<FillSample>, DbError> {
    let mut out = Vec::new();
    let period = Duration::from_millis(SAMPLE_MS);
    // The lowest unit id the last read found (see `transactions::pool_rows`).
    let mut floor = 0;
    while !done.load(Ordering::Relaxed) {
        let next = Instant::now() + period;
        let unsold = stock.saturating_sub(hot_held.load(Ordering::Relaxed));
        let counted = out.len() % COUNT_EVERY == 0;
        let (units, lowest) = transactions::pool_rows(db, 1, floor, counted)?;
        floor = lowest.unwrap_or(floor);
        out.push(FillSample {
            t_ms: u64::try_from(start.elapsed().as_millis()).unwrap_or(u64::MAX),
            units,
            counted,
            unsold,
        });
        // A sampling period, not a synchronisation: the clients never wait on it.
        std::thread::sleep(next.saturating_duration_since(Instant::now()));
    }
    Ok(out)
}

/// A latency in whole microseconds, at least 1.
fn micros(d: Duration) -> u64 {
    u64::try_from(d.as_micros()).unwrap_or(u64::MAX).max(1)
}

/// p50, p99 and max of `h` in milliseconds (`None` when empty).
fn quantiles_ms(h: &Histogram<u64>) -> Quantiles {
    let q = |p: f64| (!h.is_empty()).then(|| h.value_at_quantile(p) as f64 / 1000.0);
    Quantiles {
        p50_ms: q(0.50),
        p99_ms: q(0.99),
        max_ms: (!h.is_empty()).then(|| h.max() as f64 / 1000.0),
    }
}

/// One run of the pool design with `setup`: fresh tables, full pools, the
/// clients and the sampler started together, the data checked at the end.
pub fn run(
    target: &Target,
    sale: &FlashSale,
    setup: &SaleSetup,
    beside: Option<Beside<'_>>,
) -> Result<DesignResult, LoadError> {
    let latencies = Latencies::new()?;
    let mut main = connect(target, sale.lock_wait_timeout)?;
    transactions::prepare_pool_design(&mut main, sale.items, sale.stock)
        .map_err(LoadError::Prepare)?;
    let pool_settings = PoolSettings {
        cap: u32::try_from(setup.cap).unwrap_or(u32::MAX),
        ..PoolSettings::default()
    };
    let (tables, ledger) = (sale::tables(), sale::ledger());
    let sql = Statements {
        reserve: ReserveSql::new(&tables, &ledger, &pool_settings),
        pool: PoolSql::new(&tables, &ledger, pool_settings.cap),
    };
    let opts = ReserveOptions {
        hold_for: sale.think,
        path: setup.path,
        refill_ahead: setup.refill_ahead,
        ..ReserveOptions::default()
    };
    // The pools start full, as after `poolctl refill --all` before a sale.
    let (mut setup_rows, mut setup_refills) = (0, 0);
    for item in 1..=sale.items {
        let filled = main
            .refill_inline(&sql.reserve, &sql.pool, &key(item), setup.cap, &opts)
            .map_err(|source| LoadError::Fill {
                key: key(item),
                source,
            })?;
        let rows = match filled {
            crate::reserve::InlineRefill::Refilled(rows) => rows,
            _ => 0,
        };
        setup_rows += rows;
        setup_refills += u64::from(rows > 0);
    }
    let clients = connect_all(target, sale.clients, sale.lock_wait_timeout)?;
    let mut sampler_db = connect(target, sale.lock_wait_timeout)?;
    let target_ref = target;
    let stop = StopToken::new();
    let ready = (std::sync::Mutex::new(false), std::sync::Condvar::new());
    // A flag behind a lock that a panicking holder cannot break: the flag
    // is all it guards.
    let flag = || ready.0.lock().unwrap_or_else(|p| p.into_inner());
    let service_ready = || {
        *flag() = true;
        ready.1.notify_all();
    };
    std::thread::scope(|outer| {
        let mut service = beside.map(|f| {
            let (stop, service_ready) = (&stop, &service_ready);
            outer.spawn(move || f(service_ready, stop))
        });
        // Wait for its first pass (an event, with a deadline), or its end.
        let came_up = |handle: &mut std::thread::ScopedJoinHandle<'_, Result<(), String>>| {
            let deadline = Instant::now() + BESIDE_START;
            let mut up = flag();
            while !*up && !handle.is_finished() && Instant::now() < deadline {
                up = match ready.1.wait_timeout(up, Duration::from_millis(100)) {
                    Ok((up, _)) => up,
                    Err(p) => p.into_inner().0,
                };
            }
            *up
        };
        if let Some(handle) = service.take_if(|h| !came_up(h)) {
            stop.stop();
            let why = match handle.join() {
                Ok(Err(e)) => e,
                Ok(Ok(())) => "it stopped before its first pass".into(),
                Err(_) => "it panicked".into(),
            };
            return Err(LoadError::Beside(why));
        }
        let result = sale_with(
            (target_ref, sale),
            setup,
            &sql,
            opts,
            clients,
            &mut sampler_db,
            &latencies,
        );
        stop.stop();
        if let Some(handle) = service {
            match handle.join() {
                Ok(Ok(())) => {}
                Ok(Err(e)) => return Err(LoadError::Beside(e)),
                Err(_) => return Err(LoadError::Beside("it panicked".into())),
            }
        }
        let (stats, seconds, fill, open_loop) = result?;
        let run = Run {
            setup,
            setup_rows,
            setup_refills,
            seconds,
            fill,
            open_loop,
            claimed: sale.crash_rate.is_some(),
        };
        finish(&mut main, run, stats, &latencies)
    })
}

type Sold = (
    Vec<ClientStats>,
    f64,
    Vec<FillSample>,
    Option<super::open_loop::OpenLoop>,
);

/// The clients and the sampler, started together.
fn sale_with(
    (target, sale): (&Target, &FlashSale),
    setup: &SaleSetup,
    sql: &Statements,
    opts: ReserveOptions,
    clients: Vec<Db>,
    sampler_db: &mut Db,
    latencies: &Latencies,
) -> Result<Sold, LoadError> {
    let hot_held = AtomicU64::new(0);
    let done = AtomicBool::new(false);
    let pace = sale.pace();
    let start = pace.start();
    let shared = Shared {
        target,
        sale,
        setup,
        sql,
        opts,
        pace: &pace,
        hot_held: &hot_held,
        latencies,
    };
    let (stats, elapsed, fill) = std::thread::scope(|scope| {
        let sampling = {
            let (hot_held, done, db) = (&hot_held, &done, sampler_db);
            scope.spawn(move || sampler(db, sale.stock, start, hot_held, done))
        };
        let (stats, elapsed) = together(clients, |i, db| client(db, i as u32 + 1, &shared));
        done.store(true, Ordering::Relaxed);
        let fill = sampling
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        (stats, elapsed, fill)
    });
    let end = Instant::now();
    let seconds = elapsed.as_secs_f64().max(1e-6);
    let mut corrected = latencies.histogram();
    let mut uncorrected = latencies.histogram();
    for s in &stats {
        for h in &s.by_role {
            Latencies::add(&mut corrected, h)?;
        }
        Latencies::add(&mut uncorrected, &s.uncorrected)?;
    }
    let open_loop = sale.open_loop(&pace, end, seconds, &corrected, &uncorrected);
    Ok((stats, seconds, fill?, open_loop))
}

/// What a pool run did besides its clients: its setup, the rows the pools
/// were filled with before the clock started (and by how many refills),
/// how long the clients ran, the hot pool's samples.
struct Run<'a> {
    setup: &'a SaleSetup,
    setup_rows: u64,
    setup_refills: u64,
    seconds: f64,
    fill: Vec<FillSample>,
    open_loop: Option<super::open_loop::OpenLoop>,
    /// The clients claimed (`--crash-rate`).
    claimed: bool,
}

/// The run's figures, and the data's checks, once the clients are done.
fn finish(
    main: &mut Db,
    run: Run<'_>,
    stats: Vec<ClientStats>,
    latencies: &Latencies,
) -> Result<DesignResult, LoadError> {
    let Run {
        setup,
        setup_rows,
        setup_refills,
        seconds,
        fill,
        open_loop,
        claimed,
    } = run;
    let mut hist = latencies.histogram();
    let mut by_role: [Histogram<u64>; 4] = std::array::from_fn(|_| latencies.histogram());
    let mut sold_out_hist = latencies.histogram();
    let mut after_hist = latencies.histogram();
    let (mut after_looks, mut after_rows) = (0, 0);
    let mut errors = ErrorCounts::default();
    let mut events = Vec::new();
    let (mut sold_out, mut inline, mut ahead, mut from_ledger) = (0, 0, 0, 0);
    let (mut multi, mut large) = (0, 0);
    let mut fatal = Vec::new();
    let mut inventory = InventoryError::default();
    for s in &stats {
        inventory.merge(&s.claims);
        for (all, h) in by_role.iter_mut().zip(&s.by_role) {
            Latencies::add(all, h)?;
            Latencies::add(&mut hist, h)?;
        }
        Latencies::add(&mut sold_out_hist, &s.sold_out_latency)?;
        Latencies::add(&mut after_hist, &s.after_answer)?;
        after_looks += s.after_answer_looks;
        after_rows += s.after_answer_rows;
        events.extend_from_slice(&s.events);
        errors.merge(&s.errors);
        sold_out += s.sold_out;
        inline += s.inline_rows;
        ahead += s.ahead_rows;
        from_ledger += s.units_from_ledger;
        multi += s.multi_line;
        large += s.large;
        fatal.extend(s.fatal.clone());
    }
    let checks: Vec<PoolCheck> = transactions::pool_check(main)?;
    let refusals = transactions::refusals(main)?;
    let issued = checks.iter().map(|c| c.issued).sum();
    let (empty_ms, empty_spells) = sale::empty_time(&fill);
    for c in &checks {
        // What the pool design shows: its rows, its holds, and what a
        // refill can bring from the ledger (L - H - P): at least L, more
        // only when P + H > L.
        inventory.add_item(c.ledger.max(c.pool + c.held), c.ledger);
        inventory.holds_left += c.held;
    }
    Ok(DesignResult {
        open_loop,
        inventory_error: claimed.then_some(inventory),
        sold_out_answers: sold_out,
        oversold_units: checks.iter().map(PoolCheck::oversold).sum(),
        undersold_requests: sale::undersold(&refusals, &checks),
        pool: Some(PoolRun {
            cap: setup.cap,
            hot_path: setup.path,
            refill_ahead: setup.refill_ahead,
            mix: setup.mix,
            replenisher: setup.replenisher,
            roles: RefillRole::ALL
                .iter()
                .map(|&r| RoleLatency {
                    role: r,
                    reservations: by_role[r.index()].len(),
                    latency: quantiles_ms(&by_role[r.index()]),
                })
                .collect(),
            sold_out: SoldOutLatency {
                answers: sold_out_hist.len(),
                latency: quantiles_ms(&sold_out_hist),
            },
            after_answer: setup
                .refill_ahead
                .filter(|a| a.deferred)
                .map(|_| sale::AfterAnswer {
                    looks: after_looks,
                    refills: after_hist.len(),
                    units: after_rows,
                    latency: quantiles_ms(&after_hist),
                }),
            refills: checks
                .iter()
                .map(|c| c.refills)
                .sum::<u64>()
                .saturating_sub(setup_refills),
            empty_ms,
            empty_share: empty_ms as f64 / (seconds * 1000.0),
            empty_spells,
            sample_ms: SAMPLE_MS,
            units_added: UnitsAdded::from_ids(issued, setup_rows, inline, ahead),
            units_from_ledger: from_ledger,
            multi_line_carts: multi,
            large_orders: large,
            fill,
        }),
        ..DesignResult::measured(Design::Pool, seconds, &hist, &events, errors, fatal)
    })
}
