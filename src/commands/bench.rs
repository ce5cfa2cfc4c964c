//! `poolctl bench flash-sale` and `poolctl bench lock-variants`: resolve the
//! target (loopback only unless --allow-remote), run each design's load
//! (`crate::db::load`: client threads, one connection each, the data checked
//! at the end), render.

use super::Io;
use crate::Outcome;
use crate::bench::lock_variants::Variant;
use crate::bench::{self, Design, DesignResult, FlashSaleReport, LockVariantsReport};
use crate::cli::{BenchCommand, BenchTargetArgs, FlashSaleArgs, Format, LockVariantsArgs};
use crate::config::{Settings, Target};
use crate::db::load;
use crate::render;
use anyhow::{Context, bail};
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
    let noop = load::noop(&target, &sale)?;
    let mut results = Vec::new();
    let mut failure = None;
    for d in designs {
        match load::flash_sale(&target, d, &sale) {
            Ok(r) => {
                let _ = writeln!(
                    io.err,
                    "{}: {} reservations in {:.1} s",
                    d.name(),
                    r.reservations,
                    r.seconds
                );
                results.push(r);
            }
            Err(e) => {
                failure = Some(anyhow::Error::new(e).context(format!("design {}", d.name())));
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
        let _ = writeln!(io.err, "{}: {} claims", v.name(), outcome.claims);
        outcomes.push(outcome);
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
