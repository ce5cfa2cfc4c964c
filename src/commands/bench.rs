//! `poolctl bench flash-sale` and `poolctl bench lock-variants`: resolve the
//! target (loopback only unless --allow-remote), run each design's load
//! (`crate::bench::load`, `bench::pool_load`: client threads, one connection
//! each, the data checked at the end), render.

use super::Io;
use super::output_file::OutputFile;
use crate::Outcome;
use crate::bench::lock_variants::Variant;
use crate::bench::open_loop::{Arrivals, RateSpec, Search, Stall, Sweep, SweepStep};
use crate::bench::pool_load::{self, SaleSetup};
use crate::bench::rounds::Load;
use crate::bench::{
    self, Design, DesignResult, FlashSaleReport, LockVariantsReport, load, redis_load, transactions,
};
use crate::cli::{BenchCommand, BenchTargetArgs, FlashSaleArgs, Format, LockVariantsArgs};
use crate::config::{Settings, Target};
use crate::render;
use crate::replenish::event::Event;
use crate::replenish::run::{EventSink, Mode, Pod};
use crate::stop::StopToken;
use anyhow::{Context, bail};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

pub fn run(
    settings: &Settings,
    cmd: BenchCommand,
    format: Format,
    io: &mut Io<'_>,
) -> anyhow::Result<Outcome> {
    match cmd {
        BenchCommand::FlashSale(args) => flash_sale(settings, *args, format, io),
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

fn flash_sale(
    settings: &Settings,
    args: FlashSaleArgs,
    format: Format,
    io: &mut Io<'_>,
) -> anyhow::Result<Outcome> {
    let target = target(settings, &args.target)?;
    let redis_url = settings.redis_url(&args.redis)?;
    let designs = if args.design.is_empty() {
        let mut all = Design::ALL.to_vec();
        if redis_url.is_some() {
            all.push(Design::Redis);
        }
        all
    } else {
        args.design.clone()
    };
    let redis_url = match (&redis_url, designs.contains(&Design::Redis)) {
        (None, true) => bail!(
            "--design redis needs a Redis server: pass --redis-url redis://HOST:PORT, set \
             POOLCTL_REDIS_URL, or add [redis] url to poolctl.toml (`scripts/redis.sh start \
             bench` starts a private one on 127.0.0.1)"
        ),
        (Some(u), true) => {
            if !bench::is_loopback(u.host()) && !args.target.allow_remote {
                bail!(
                    "refusing to bench the Redis server at {}: the bench writes its keys and \
                     saturates it, so it runs only against 127.0.0.1, ::1 or localhost; pass \
                     --allow-remote to run against this host anyway",
                    u.display_url()
                );
            }
            Some(u.clone())
        }
        (_, false) => None,
    };
    let load_kind = load_of(&args)?;
    let stall = std::env::var("POOLCTL_FAILPOINT")
        .ok()
        .and_then(|v| Stall::parse(&v));
    let pool_flags = args.pool_flags_given();
    if !designs.contains(&Design::Pool) && !pool_flags.is_empty() {
        bail!(
            "{} set(s) the pool design, which this run leaves out (--design {}): add pool to \
             --design, or drop the flag",
            pool_flags.join(", "),
            designs
                .iter()
                .map(|d| d.name())
                .collect::<Vec<_>>()
                .join(",")
        );
    }
    let (multi_line, large) = (args.multi_line(), args.large());
    if multi_line > 0.0 && args.items < 2 {
        bail!("--multi-line needs --items 2 or more: a cart's lines are different items");
    }
    if multi_line + large > 1.0 {
        bail!(
            "--multi-line {multi_line} and --large {large} add up to more than 1: they are shares of the same carts"
        );
    }
    bench::sale::check_size(args.items, args.stock, &designs)?;
    // Created before the run, so a bad path fails in a second, not after it;
    // put in place only when the run finished.
    let report_file = match &args.report {
        Some(path) => Some(
            OutputFile::create(path)
                .with_context(|| format!("creating the report {} (--report)", path.display()))?,
        ),
        None => None,
    };
    let sale = load::FlashSale {
        clients: args.clients,
        items: args.items,
        hot: args.hot,
        stock: args.stock,
        think: Duration::from_millis(args.think_ms),
        duration: Duration::from_secs(args.duration),
        lock_wait_timeout: args.lock_wait_timeout,
        offer: None,
        stall,
        crash_rate: args.crash_rate,
    };
    let redis_shown = match &redis_url {
        Some(u) => {
            let version = crate::db::Redis::connect(u)?.version()?;
            Some(format!("{} ({version})", u.display_url()))
        }
        None => None,
    };
    // One run of a design (or pool setup) with the sale's offer.
    let run_one = |d: Design, setup: Option<&SaleSetup>, sale: &load::FlashSale| match setup {
        Some(s) => {
            let beside = |ready: &(dyn Fn() + Sync), stop: &StopToken| {
                replenisher(&target, s.cap, ready, stop)
            };
            let beside: pool_load::Beside<'_> = &beside;
            pool_load::run(&target, sale, s, s.replenisher.then_some(beside))
        }
        None if d == Design::Redis => match &redis_url {
            Some(u) => redis_load::run(&target, u, sale),
            None => Err(load::LoadError::Beside("no Redis server given".into())),
        },
        None => load::flash_sale(&target, d, sale),
    };
    let mut main = load::connect(&target, args.lock_wait_timeout)?;
    let server = main.server().to_string();
    let caps = args.caps();
    let runs: Vec<(Design, Option<SaleSetup>)> = designs
        .iter()
        .flat_map(|&d| -> Vec<(Design, Option<SaleSetup>)> {
            if d != Design::Pool {
                return vec![(d, None)];
            }
            let paths = if args.hot_path.is_empty() {
                vec![crate::reserve::HotPath::default()]
            } else {
                args.hot_path.clone()
            };
            let mut switches = args.replenishers();
            switches.dedup();
            let mix = bench::sale::Mix {
                multi_line,
                large,
                large_units: args.large_units(),
            };
            let mut runs = Vec::new();
            for &on in &switches {
                for &cap in &caps {
                    for &path in &paths {
                        for ahead in args.refill_aheads() {
                            let setup = SaleSetup {
                                cap,
                                path,
                                mix,
                                replenisher: on == crate::cli::Switch::On,
                                refill_ahead: ahead.0,
                            };
                            runs.push((d, Some(setup)));
                        }
                    }
                }
            }
            runs
        })
        .collect();
    // Every run once per fixed rate (the closed loop: once).
    let rates: Vec<Option<f64>> = match &load_kind {
        Load::Open { rates, .. } => rates.iter().copied().map(Some).collect(),
        _ => vec![None],
    };
    let arrivals = match &load_kind {
        Load::Open { arrivals, .. } | Load::Sweep { arrivals, .. } => *arrivals,
        Load::Closed => Arrivals::Poisson,
    };
    type AtRate = (Design, Option<SaleSetup>, Option<f64>);
    let at_rates: Vec<AtRate> = runs
        .iter()
        .flat_map(|(d, s)| rates.iter().map(move |r| (*d, *s, *r)))
        .collect();
    let indexed: Vec<(usize, &AtRate)> = at_rates.iter().enumerate().collect();
    let mut rounds = Vec::new();
    let mut sweeps = Vec::new();
    let mut failure = None;
    'rounds: for n in 1..=args.rounds {
        if args.rounds > 1 {
            let _ = writeln!(io.err.note(), "round {n} of {}", args.rounds);
        }
        let noop = match load::noop(&target, &sale) {
            Ok(noop) => noop,
            Err(e) => {
                failure = Some(anyhow::Error::new(e).context(format!("the no-op run, round {n}")));
                break;
            }
        };
        let mut round = bench::rounds::Round {
            round: n,
            noop,
            designs: Vec::new(),
        };
        if let Load::Sweep {
            slo_ms, from, max, ..
        } = load_kind
        {
            // The sweep: each design's search, one run per step.
            let mut next_run = 0;
            for (d, setup) in &runs {
                let name = run_name(*d, setup.as_ref());
                let mut search = Search::new(from, max, 4);
                let mut sweep = Sweep {
                    label: name.clone(),
                    design: *d,
                    slo_ms,
                    sustained_per_second: None,
                    at_ceiling: false,
                    steps: Vec::new(),
                    inventory_error: None,
                };
                while let Some(rate) = search.next() {
                    let step_sale = load::FlashSale {
                        offer: Some(load::Offer { rate, arrivals }),
                        ..sale
                    };
                    match run_one(*d, setup.as_ref(), &step_sale) {
                        Ok(mut r) => {
                            r.run = next_run;
                            next_run += 1;
                            let step = sweep_step(&r, slo_ms);
                            search.record(rate, step.sustained);
                            let _ = writeln!(
                                io.err.note(),
                                "{}: p99 {:.1} ms, {:.0}/s achieved: {}",
                                r.label(),
                                step.p99_ms,
                                step.achieved_per_second,
                                if step.sustained {
                                    "sustained"
                                } else {
                                    "not sustained"
                                }
                            );
                            if let Some(e) = &r.inventory_error {
                                sweep
                                    .inventory_error
                                    .get_or_insert_with(Default::default)
                                    .merge(e);
                            }
                            sweep.steps.push(step);
                            round.designs.push(r);
                        }
                        Err(e) => {
                            failure = Some(
                                anyhow::Error::new(e).context(format!("design {name} at {rate}/s")),
                            );
                            break;
                        }
                    }
                }
                sweep.sustained_per_second = search.sustained();
                sweep.at_ceiling = search.at_ceiling();
                sweeps.push(sweep);
                if failure.is_some() {
                    break;
                }
            }
            rounds.push(round);
            break 'rounds;
        }
        for (i, (d, setup, rate)) in bench::rounds::order(&indexed, n) {
            let name = match rate {
                Some(r) => format!("{} @ {r}/s", run_name(*d, setup.as_ref())),
                None => run_name(*d, setup.as_ref()),
            };
            let run_sale = load::FlashSale {
                offer: rate.map(|rate| load::Offer { rate, arrivals }),
                ..sale
            };
            let run = run_one(*d, setup.as_ref(), &run_sale);
            match run {
                Ok(mut r) => {
                    r.run = i;
                    let _ = writeln!(
                        io.err.note(),
                        "{}: {} reservations in {:.1} s",
                        r.label(),
                        r.reservations,
                        r.seconds
                    );
                    round.designs.push(r);
                }
                Err(e) => {
                    let of = if args.rounds > 1 {
                        format!(", round {n} of {}", args.rounds)
                    } else {
                        String::new()
                    };
                    failure = Some(anyhow::Error::new(e).context(format!("design {name}{of}")));
                    rounds.push(round);
                    break 'rounds;
                }
            }
        }
        rounds.push(round);
    }
    let dropped = if args.target.keep_tables {
        Ok(())
    } else {
        transactions::drop_all(&mut main)
    };
    let summary = bench::rounds::summarize(&rounds);
    let report = FlashSaleReport {
        target: target.display_url(),
        server,
        clients: args.clients,
        items: args.items,
        hot: args.hot,
        stock_per_item: args.stock,
        think_ms: args.think_ms,
        duration_seconds: args.duration,
        caps: if designs.contains(&Design::Pool) {
            caps
        } else {
            Vec::new()
        },
        redis: redis_shown,
        load: load_kind,
        crash_rate: args.crash_rate,
        sweeps,
        rounds,
        summary,
    };
    if let Some(e) = failure {
        // What finished is still reported (a run of several rounds may have
        // taken many minutes); the picture is not drawn from a broken run.
        if report.runs().next().is_some() {
            let _ = writeln!(io.err.note(), "the runs that finished before the error:");
            match format {
                Format::Json => render::json(io.out, &report)?,
                _ => render::bench::flash_sale(io.out, &report)?,
            }
        }
        return Err(match dropped {
            Ok(()) => e,
            Err(d) => anyhow::anyhow!(
                "{e:#}; and dropping the poolctl_bench_* tables afterwards failed too: {d}"
            ),
        });
    }
    dropped?;
    if let Some(file) = report_file {
        let mut svg = Vec::new();
        render::bench_svg::flash_sale(&mut svg, &report)?;
        let path = file.path().display().to_string();
        file.commit(&svg)
            .with_context(|| format!("writing the report {path}"))?;
        let _ = writeln!(io.err.note(), "report written to {path}");
    }
    match format {
        Format::Json => render::json(io.out, &report)?,
        _ => render::bench::flash_sale(io.out, &report)?,
    }
    Ok(if report.failed() {
        Outcome::Findings
    } else {
        Outcome::Clean
    })
}

/// A run's name in messages: the pool setup's label, else the design's.
fn run_name(d: Design, setup: Option<&SaleSetup>) -> String {
    match setup {
        Some(s) => bench::pool_label(s.cap, s.path, s.refill_ahead, s.replenisher),
        None => d.name().to_string(),
    }
}

/// One step of a sweep from its run.
fn sweep_step(r: &DesignResult, slo_ms: f64) -> SweepStep {
    let (offered, achieved, sustained) = match &r.open_loop {
        Some(o) => (
            o.offered_per_second,
            o.achieved_per_second,
            o.sustained(slo_ms) && !r.failed(),
        ),
        None => (0.0, r.reservations_per_second, false),
    };
    SweepStep {
        run: r.run,
        offered_per_second: offered,
        achieved_per_second: achieved,
        p99_ms: r.p99_ms,
        sustained,
    }
}

/// The load the flags ask for, each open-loop flag refused without the
/// open loop it tunes.
fn load_of(args: &FlashSaleArgs) -> anyhow::Result<Load> {
    let sweep_flags: Vec<&str> = [
        ("--slo-ms", args.slo_ms.is_some()),
        ("--sweep-from", args.sweep_from.is_some()),
        ("--max-rate", args.max_rate.is_some()),
    ]
    .into_iter()
    .filter_map(|(f, given)| given.then_some(f))
    .collect();
    let arrivals = args.arrivals.unwrap_or_default();
    match &args.rate {
        None => {
            let mut given = sweep_flags.clone();
            if args.arrivals.is_some() {
                given.insert(0, "--arrivals");
            }
            if !given.is_empty() {
                bail!(
                    "{} tune(s) the open loop, which runs only with --rate R[,R2,...] or --rate auto",
                    given.join(", ")
                );
            }
            Ok(Load::Closed)
        }
        Some(RateSpec::Fixed(rates)) => {
            if !sweep_flags.is_empty() {
                bail!(
                    "{} tune(s) the sweep, which runs only with --rate auto (not fixed rates)",
                    sweep_flags.join(", ")
                );
            }
            Ok(Load::Open {
                rates: rates.clone(),
                arrivals,
            })
        }
        Some(RateSpec::Auto) => {
            if args.rounds > 1 {
                bail!(
                    "--rate auto runs one sweep per design; --rounds {} applies to fixed rates and the closed loop",
                    args.rounds
                );
            }
            let from = args.sweep_from.unwrap_or(100.0);
            let max = args.max_rate.unwrap_or(50_000.0);
            if from > max {
                bail!(
                    "--sweep-from {from} is above --max-rate {max}: the sweep starts at or below its highest rate"
                );
            }
            Ok(Load::Sweep {
                slo_ms: args.slo_ms.unwrap_or(50.0),
                from,
                max,
                arrivals,
            })
        }
    }
}

/// `--replenisher on`: `poolctl replenish`'s own loop
/// (`replenish::run::Pod`, as the command runs it) on the bench's
/// tables and ledger, beside the clients: a pass every 50 ms, leading the
/// bench database, until the clients are done. Ready at its first pass.
fn replenisher(
    target: &Target,
    cap: u64,
    ready: &(dyn Fn() + Sync),
    stop: &StopToken,
) -> Result<(), String> {
    let database = target
        .require_database()
        .map_err(|e| e.to_string())?
        .to_string();
    let settings = crate::replenish::Settings {
        interval: Duration::from_millis(50),
        ..crate::replenish::Settings::default()
    };
    let log = ReadyOnPass {
        ready,
        passed: AtomicBool::new(false),
    };
    let pod = Pod {
        name: None,
        target: target.clone(),
        database,
        tables: bench::sale::tables(),
        ledger: bench::sale::ledger(),
        default_cap: u32::try_from(cap).unwrap_or(u32::MAX),
        settings,
        mode: Mode::Serve,
        failpoint: None,
        events: &log,
        stop,
    };
    pod.run()
        .map(|_| ())
        .map_err(|e| format!("poolctl replenish could not start: {e}"))
}

/// The replenisher's events, only to tell when it serves (its first pass).
struct ReadyOnPass<'a> {
    ready: &'a (dyn Fn() + Sync),
    passed: AtomicBool,
}

impl EventSink for ReadyOnPass<'_> {
    fn event(&self, _pod: Option<&str>, e: &Event) {
        if matches!(e, Event::Pass { .. }) && !self.passed.swap(true, Ordering::SeqCst) {
            (self.ready)();
        }
    }
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
    let mut main = load::connect(&target, args.lock_wait_timeout)?;
    let server = main.server().to_string();
    let queue = load::Queue {
        workers: args.workers,
        rows: args.rows,
        hold: Duration::from_millis(args.hold_ms),
        lock_wait_timeout: args.lock_wait_timeout,
    };
    let mut outcomes = Vec::new();
    for v in variants {
        let outcome = load::queue(&target, &mut main, v, &queue)
            .with_context(|| format!("variant {}", v.name()))?;
        let _ = writeln!(io.err.note(), "{}: {} claims", v.name(), outcome.claims);
        outcomes.push(outcome);
    }
    if !args.target.keep_tables {
        transactions::drop_all(&mut main)?;
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
