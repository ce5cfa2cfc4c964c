//! `poolctl bench flash-sale` and `poolctl bench lock-variants`: resolve the
//! target (loopback only unless --allow-remote), run each design's load
//! (`crate::bench::load`, `bench::pool_load`: client threads, one connection
//! each, the data checked at the end), render.

use super::Io;
use super::output_file::OutputFile;
use crate::Outcome;
use crate::bench::lock_variants::Variant;
use crate::bench::pool_load::{self, SaleSetup};
use crate::bench::{self, Design, FlashSaleReport, LockVariantsReport, load, transactions};
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
    let indexed: Vec<(usize, &(Design, Option<SaleSetup>))> = runs.iter().enumerate().collect();
    let mut rounds = Vec::new();
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
        for (i, (d, setup)) in bench::rounds::order(&indexed, n) {
            let (run, name) = match setup {
                Some(s) => {
                    let beside = |ready: &(dyn Fn() + Sync), stop: &StopToken| {
                        replenisher(&target, s.cap, ready, stop)
                    };
                    let beside: pool_load::Beside<'_> = &beside;
                    (
                        pool_load::run(&target, &sale, s, s.replenisher.then_some(beside)),
                        bench::pool_label(s.cap, s.path, s.refill_ahead, s.replenisher),
                    )
                }
                None => (load::flash_sale(&target, *d, &sale), d.name().to_string()),
            };
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
