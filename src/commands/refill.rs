//! `poolctl refill`: resolve the scope, refill pool by pool (or print the
//! plan) with `crate::db::Refiller`, render the report. The planning is
//! `crate::pool`, the SQL `crate::pool::sql`.

use super::Io;
use crate::Outcome;
use crate::bounded;
use crate::cli::{Format, RefillArgs};
use crate::config::Settings;
use crate::db::{Db, RefillOptions, Refiller, Require};
use crate::pool::report::{PoolReport, RefillReport, Verdict};
use crate::pool::sql::PoolSql;
use crate::pool::{self, Failpoint, PoolKey, RUNBOOK_LOCK, Summary};
use crate::render;
use crate::retry::RetryPolicy;
use anyhow::{Context, bail};

enum Scope {
    One(PoolKey),
    Shop(u64),
    All,
    List(Vec<PoolKey>),
}

fn scope(args: &RefillArgs) -> anyhow::Result<Scope> {
    if let Some(path) = &args.pools_file {
        let shown = if path.as_os_str() == "-" {
            "stdin".to_string()
        } else {
            path.display().to_string()
        };
        let text = bounded::read_file_or_stdin(path, bounded::POOL_LIST)
            .and_then(bounded::utf8)
            .with_context(|| format!("cannot read --pools-file {shown}"))?;
        let pools = pool::pools_file::parse(&text)
            .with_context(|| format!("--pools-file {shown} is not a pool list"))?;
        return Ok(Scope::List(pools));
    }
    if args.all {
        return Ok(Scope::All);
    }
    match (args.shop, args.item, args.location) {
        (Some(shop), Some(item), Some(location)) => Ok(Scope::One(PoolKey {
            shop,
            item,
            location,
        })),
        (Some(shop), None, None) => Ok(Scope::Shop(shop)),
        _ => bail!("give --shop alone, --shop with --item and --location, --pools-file or --all"),
    }
}

pub fn run(
    settings: &Settings,
    args: RefillArgs,
    format: Format,
    io: &mut Io<'_>,
) -> anyhow::Result<Outcome> {
    let scope = scope(&args)?;
    let ledger = super::ledger(settings)?;
    let target = settings.target()?;
    let database = target.require_database()?.to_string();
    // The row-lock wait it sets below, and a test failpoint's pause.
    let pause_secs = match super::refill_failpoint() {
        Some(
            Failpoint::TwoReads { ms }
            | Failpoint::PauseBeforeCount { ms }
            | Failpoint::PauseBeforeCommit { ms },
        ) => ms.div_ceil(1000),
        None => 0,
    };
    let target = target.expecting_waits(args.lock_wait_timeout.saturating_add(pause_secs));
    let mut db = Db::connect(&target, Require::SkipLocked)?;
    let sql = PoolSql::new(&settings.file.tables, ledger, settings.file.pool.cap);
    db.preflight_pool(&sql, &settings.file.tables)?;
    if matches!(scope, Scope::Shop(_) | Scope::All) {
        super::warn_unkeyed_ledger_rows(&mut db, settings, ledger, io)?;
    }
    let pools = match scope {
        Scope::One(k) => vec![k],
        Scope::List(l) => l,
        Scope::Shop(s) => db.pools_with_stock(&sql, Some(s))?,
        Scope::All => db.pools_with_stock(&sql, None)?,
    };
    if !args.dry_run {
        db.set_lock_wait_timeout(args.lock_wait_timeout)?;
    }
    let runner = Refiller {
        sql: &sql,
        database: &database,
        options: RefillOptions {
            batch: args.batch_size,
            retry: RetryPolicy::new(args.retries),
            failpoint: super::refill_failpoint(),
            chase: crate::pool::plan::OPERATOR_CHASE,
            look_when_spent: true,
        },
    };
    let progress = if pools.len() > 1 {
        io.progress
    } else {
        super::Progress::Off
    };
    let bar = progress.bar(
        pools.len() as u64,
        "{spinner} refill [{bar:30}] {pos}/{len} pools {msg}",
    );
    let mut reports = Vec::with_capacity(pools.len());
    let mut fatal = None;
    for key in &pools {
        bar.set_message(key.to_string());
        let r = if args.dry_run {
            runner.plan(&mut db, key)
        } else {
            runner.refill(&mut db, key)
        };
        match r {
            Ok(r) => reports.push(r),
            Err(e) => {
                // The pool it was refilling failed (its transaction rolled
                // back): counted so, not as never attempted.
                reports.push(PoolReport::failed(*key, None, 0, 0, e.to_string()));
                fatal = Some(e);
                break;
            }
        }
        bar.inc(1);
    }
    bar.finish_and_clear();
    let report = RefillReport {
        target: db.target().display_url(),
        database: database.clone(),
        dry_run: args.dry_run,
        summary: Summary::of(&reports),
        not_attempted: pools.len() - reports.len(),
        pools: reports,
        runbook: "runbooks/pool.md",
    };
    match format {
        Format::Json => render::json(io.out, &report)?,
        _ => render::refill::table(io.out, &report)?,
    }
    if let Some(e) = fatal {
        return Err(anyhow::Error::new(e).context(format!(
            "refill stopped at pool {} of {} because its connection to the server can no longer \
             be used (pools already refilled are consistent, the server rolls back the one in \
             progress; run the same command again, see {RUNBOOK_LOCK})",
            report.pools.len(),
            pools.len()
        )));
    }
    let verdict = if report.dry_run && report.summary.over_target == 0 {
        Verdict::Clean
    } else {
        report.summary.verdict()
    };
    match verdict {
        Verdict::Clean => Ok(Outcome::Clean),
        Verdict::Attention => Ok(Outcome::Findings),
        Verdict::Failed => bail!(
            "{} pool(s) failed (listed above with the reason); see {RUNBOOK_LOCK}",
            report.summary.failed
        ),
    }
}
