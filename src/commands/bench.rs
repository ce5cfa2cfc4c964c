//! `poolctl bench flash-sale` and `poolctl bench lock-variants`: resolve the
//! target (loopback only unless --allow-remote), prepare the tables, run the
//! clients as threads with one connection each, check the data, render.

use super::Io;
use crate::Outcome;
use crate::bench::lock_variants::{self, Variant};
use crate::bench::{
    self, Design, DesignResult, ErrorCounts, FlashSaleReport, LockVariantsReport, NoopResult, Rng,
};
use crate::cli::{BenchCommand, BenchTargetArgs, FlashSaleArgs, Format, LockVariantsArgs};
use crate::config::{Settings, Target};
use crate::db::{Answer, Db, Require};
use crate::render;
use anyhow::{Context, bail};
use hdrhistogram::Histogram;
use std::collections::BTreeSet;
use std::sync::Barrier;
use std::time::{Duration, Instant};

pub fn run(
    settings: &Settings,
    cmd: BenchCommand,
    format: Format,
    io: &mut Io<'_>,
) -> anyhow::Result<Outcome> {
    match cmd {
        BenchCommand::FlashSale(args) => flash_sale(settings, args, format, io),
        BenchCommand::LockVariants(args) => lock_variants(settings, args, format, io),
    }
}

/// The target, refused when it is not loopback and --allow-remote is absent.
fn target(settings: &Settings, t: &BenchTargetArgs) -> anyhow::Result<Target> {
    let target = settings.target()?;
    target.require_database()?;
    if target.socket.is_none() && !bench::is_loopback(&target.host) && !t.allow_remote {
        bail!(
            "refusing to bench {}: the bench creates and drops tables and saturates the server, \
             so it runs only against 127.0.0.1, ::1 or localhost (a private server such as \
             `scripts/mariadb.sh start bench`); pass --allow-remote to run against this host anyway",
            target.display_url()
        );
    }
    Ok(target)
}

fn connect(target: &Target, lock_wait: u64) -> anyhow::Result<Db> {
    let mut db = Db::connect(
        &target.clone().expecting_waits(lock_wait),
        Require::SkipLocked,
    )?;
    db.set_lock_wait_timeout(lock_wait)?;
    Ok(db)
}

fn new_histogram() -> Histogram<u64> {
    Histogram::new_with_bounds(1, 3_600_000_000, 3).expect("valid histogram bounds")
}

/// What one client did.
struct ClientStats {
    latencies: Histogram<u64>,
    reservations: u64,
    sold_out: u64,
    busy: u64,
    errors: ErrorCounts,
    fatal: Option<String>,
}

fn client(
    db: &mut Db,
    design: Design,
    args: &FlashSaleArgs,
    n: u32,
    deadline: Instant,
) -> ClientStats {
    let kind = db.server().kind;
    let think = Duration::from_millis(args.think_ms);
    let mut rng = Rng::new(u64::from(n) + 1);
    let mut stats = ClientStats {
        latencies: new_histogram(),
        reservations: 0,
        sold_out: 0,
        busy: 0,
        errors: ErrorCounts::default(),
        fatal: None,
    };
    let mut gone: BTreeSet<u64> = BTreeSet::new();
    'requests: while Instant::now() < deadline && (gone.len() as u64) < args.items {
        let item = loop {
            let i = bench::pick_item(&mut rng, args.items, args.hot);
            if !gone.contains(&i) {
                break i;
            }
            // The hot item is gone: buy one of the others that are left.
            if let Some(i) = (1..=args.items).find(|i| !gone.contains(i)) {
                break i;
            }
        };
        let t0 = Instant::now();
        loop {
            match db.bench_reserve(design, item, n, think) {
                Ok(Answer::Held) => {
                    let us = u64::try_from(t0.elapsed().as_micros()).unwrap_or(u64::MAX);
                    let _ = stats.latencies.record(us.max(1));
                    stats.reservations += 1;
                    break;
                }
                Ok(Answer::SoldOut) => {
                    stats.sold_out += 1;
                    gone.insert(item);
                    if let Err(e) = db.bench_refused(item) {
                        stats.fatal = Some(format!("client {n}: {e}"));
                        break 'requests;
                    }
                    break;
                }
                Ok(Answer::Busy) => stats.busy += 1,
                Err(e) => {
                    let failure = crate::reserve::classify(kind, e.server_code());
                    stats.errors.add(failure);
                    if !failure.retryable() {
                        stats.fatal = Some(format!("client {n}: {e}"));
                        break 'requests;
                    }
                }
            }
            if Instant::now() >= deadline {
                break 'requests;
            }
        }
    }
    stats
}

fn run_design(
    target: &Target,
    design: Design,
    args: &FlashSaleArgs,
    io: &mut Io<'_>,
) -> anyhow::Result<DesignResult> {
    let mut main = connect(target, args.lock_wait_timeout)?;
    main.bench_prepare(args.items, args.stock)
        .context("preparing the flash-sale tables")?;
    let clients: Vec<Db> = (0..args.clients)
        .map(|_| connect(target, args.lock_wait_timeout))
        .collect::<anyhow::Result<_>>()
        .with_context(|| {
            format!(
                "opening {} client connections (is max_connections high enough?)",
                args.clients
            )
        })?;
    let barrier = Barrier::new(clients.len() + 1);
    let duration = Duration::from_secs(args.duration);
    let (stats, seconds) = std::thread::scope(|scope| {
        let handles: Vec<_> = clients
            .into_iter()
            .enumerate()
            .map(|(i, mut db)| {
                let barrier = &barrier;
                scope.spawn(move || {
                    barrier.wait();
                    let deadline = Instant::now() + duration;
                    let s = client(&mut db, design, args, i as u32 + 1, deadline);
                    (s, Instant::now())
                })
            })
            .collect();
        barrier.wait();
        let start = Instant::now();
        let mut all = Vec::new();
        let mut end = start;
        for h in handles {
            let (s, t) = h.join().expect("a bench client panicked");
            end = end.max(t);
            all.push(s);
        }
        (all, (end - start).as_secs_f64().max(1e-6))
    });
    let mut hist = new_histogram();
    let mut errors = ErrorCounts::default();
    let (mut reservations, mut sold_out, mut busy) = (0, 0, 0);
    let mut fatal = Vec::new();
    for s in &stats {
        hist.add(&s.latencies).expect("same histogram bounds");
        errors.merge(&s.errors);
        reservations += s.reservations;
        sold_out += s.sold_out;
        busy += s.busy;
        fatal.extend(s.fatal.clone());
    }
    let checks = main.bench_check()?;
    let oversold = checks.iter().map(|(_, c)| c.oversold()).sum();
    let undersold = checks.iter().map(|(_, c)| c.undersold()).sum();
    let q = |p: f64| hist.value_at_quantile(p) as f64 / 1000.0;
    let _ = writeln!(
        io.err,
        "{}: {reservations} reservations in {seconds:.1} s",
        design.name()
    );
    Ok(DesignResult {
        design,
        seconds,
        reservations,
        reservations_per_second: reservations as f64 / seconds,
        p50_ms: q(0.50),
        p95_ms: q(0.95),
        p99_ms: q(0.99),
        max_ms: hist.max() as f64 / 1000.0,
        errors,
        fatal,
        sold_out_answers: sold_out,
        busy_retries: busy,
        oversold_units: oversold,
        undersold_requests: undersold,
        histogram: render::bench::to_buckets(&bench::buckets(&hist)),
    })
}

fn noop(target: &Target, args: &FlashSaleArgs) -> anyhow::Result<NoopResult> {
    let clients: Vec<Db> = (0..args.clients)
        .map(|_| connect(target, args.lock_wait_timeout))
        .collect::<anyhow::Result<_>>()?;
    let think = Duration::from_millis(args.think_ms);
    let duration = Duration::from_secs(args.duration.min(3));
    let start = Instant::now();
    let counts: Vec<anyhow::Result<u64>> = std::thread::scope(|scope| {
        let handles: Vec<_> = clients
            .into_iter()
            .map(|mut db| {
                scope.spawn(move || {
                    let deadline = Instant::now() + duration;
                    let mut n = 0u64;
                    while Instant::now() < deadline {
                        db.bench_noop(think)?;
                        n += 1;
                    }
                    Ok(n)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a no-op client panicked"))
            .collect()
    });
    let seconds = start.elapsed().as_secs_f64().max(1e-6);
    let mut requests = 0;
    for c in counts {
        requests += c?;
    }
    Ok(NoopResult {
        seconds,
        requests,
        requests_per_second: requests as f64 / seconds,
    })
}

fn flash_sale(
    settings: &Settings,
    args: FlashSaleArgs,
    format: Format,
    io: &mut Io<'_>,
) -> anyhow::Result<Outcome> {
    let target = target(settings, &args.target)?;
    let designs = if args.design.is_empty() {
        Design::ALL.to_vec()
    } else {
        args.design.clone()
    };
    let mut main = connect(&target, args.lock_wait_timeout)?;
    let server = main.server().to_string();
    let noop = noop(&target, &args)?;
    let mut results = Vec::new();
    let mut failure = None;
    for d in designs {
        match run_design(&target, d, &args, io) {
            Ok(r) => results.push(r),
            Err(e) => {
                failure = Some(e.context(format!("design {}", d.name())));
                break;
            }
        }
    }
    if !args.target.keep_tables {
        main.bench_drop()?;
    }
    if let Some(e) = failure {
        return Err(e);
    }
    let report = FlashSaleReport {
        target: target.display_url(),
        server,
        clients: args.clients,
        items: args.items,
        hot: args.hot,
        stock_per_item: args.stock,
        think_ms: args.think_ms,
        duration_seconds: args.duration,
        noop,
        designs: results,
    };
    match format {
        Format::Json => render::json(io.out, &report)?,
        _ => render::bench::flash_sale(io.out, &report)?,
    }
    Ok(if report.designs.iter().any(DesignResult::failed) {
        Outcome::Findings
    } else {
        Outcome::Clean
    })
}

fn lock_variants(
    settings: &Settings,
    args: LockVariantsArgs,
    format: Format,
    io: &mut Io<'_>,
) -> anyhow::Result<Outcome> {
    let target = target(settings, &args.target)?;
    let variants = if args.variant.is_empty() {
        Variant::ALL.to_vec()
    } else {
        args.variant.clone()
    };
    let mut main = connect(&target, args.lock_wait_timeout)?;
    let server = main.server().to_string();
    let hold = Duration::from_millis(args.hold_ms);
    let mut outcomes = Vec::new();
    for v in variants {
        main.queue_prepare(args.rows)
            .context("preparing the queue tables")?;
        let workers: Vec<Db> = (0..args.workers)
            .map(|_| connect(&target, args.lock_wait_timeout))
            .collect::<anyhow::Result<_>>()?;
        let kind = main.server().kind;
        let barrier = Barrier::new(workers.len() + 1);
        let (errors, wall) = std::thread::scope(|scope| {
            let handles: Vec<_> = workers
                .into_iter()
                .enumerate()
                .map(|(i, mut db)| {
                    let barrier = &barrier;
                    scope.spawn(move || {
                        barrier.wait();
                        loop {
                            match db.queue_claim(v, i as u32 + 1, hold) {
                                Ok(Some(_)) => {}
                                Ok(None) => return None,
                                Err(e) => {
                                    let f = crate::reserve::classify(kind, e.server_code());
                                    return Some(format!(
                                        "worker {} stopped: {} ({})",
                                        i + 1,
                                        f.label(),
                                        e.server_code().map_or("no code".into(), |c| c.to_string())
                                    ));
                                }
                            }
                        }
                    })
                })
                .collect();
            barrier.wait();
            let start = Instant::now();
            let errors: Vec<String> = handles
                .into_iter()
                .filter_map(|h| h.join().expect("a queue worker panicked"))
                .collect();
            (errors, start.elapsed())
        });
        let claims = main.queue_claims()?;
        let (dup, unclaimed, per_worker) =
            lock_variants::tally(&claims, args.workers as usize, args.rows);
        let _ = writeln!(io.err, "{}: {} claims", v.name(), claims.len());
        outcomes.push(lock_variants::Outcome {
            variant: v,
            wall_ms: u64::try_from(wall.as_millis()).unwrap_or(u64::MAX),
            rows: args.rows,
            claims: claims.len() as u64,
            duplicate_claims: dup,
            unclaimed_rows: unclaimed,
            per_worker,
            errors,
        });
    }
    if !args.target.keep_tables {
        main.bench_drop()?;
    }
    let report = LockVariantsReport {
        target: target.display_url(),
        server,
        workers: args.workers,
        rows: args.rows,
        hold_ms: args.hold_ms,
        variants: outcomes,
    };
    match format {
        Format::Json => render::json(io.out, &report)?,
        _ => render::bench::lock_variants(io.out, &report)?,
    }
    Ok(Outcome::Clean)
}
