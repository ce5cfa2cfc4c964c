//! `poolctl reconcile`: the chunked scan, then (with `--apply`) one repair per
//! drifted pool under its refill lock. Classes and repair planning are
//! `crate::pool::reconcile`, the SQL `crate::pool::reconcile_sql`.

use super::{Io, Progress};
use crate::Outcome;
use crate::cli::{Format, ReconcileArgs};
use crate::config::Settings;
use crate::db::{Db, DbError, RefillOptions, Refiller, Require};
use crate::pool::PoolKey;
use crate::pool::reconcile::{
    Drift, PoolDrift, PoolState, ReconcileReport, RepairOutcome, RepairStatus, count_by_class,
    format_key,
};
use crate::pool::reconcile_sql::ReconcileSql;
use crate::pool::sql::PoolSql;
use crate::render;
use crate::retry::RetryPolicy;

pub fn run(
    settings: &Settings,
    args: ReconcileArgs,
    format: Format,
    io: &mut Io<'_>,
) -> anyhow::Result<Outcome> {
    let ledger = super::ledger(settings)?;
    let target = settings.target()?;
    let database = target.require_database()?.to_string();
    let require = if args.apply {
        Require::SkipLocked
    } else {
        Require::Connection
    };
    let mut db = Db::connect(&target, require)?;
    let pool_sql = PoolSql::new(&settings.file.tables, ledger, settings.file.pool.cap);
    db.preflight_pool(&pool_sql, &settings.file.tables)?;
    db.ledger_keys_pageable(&database, ledger)?;
    if args.resume_from.is_none() {
        super::warn_unkeyed_ledger_rows(&mut db, settings, ledger, io)?;
    }
    let sql = ReconcileSql::new(&settings.file.tables, ledger, settings.file.pool.cap);

    let scan = scan(&mut db, &sql, &args, io.progress);
    // Repairs never follow a partial scan.
    let apply = args.apply && !args.dry_run && scan.error.is_none();
    let by_class = count_by_class(scan.drifted.iter().map(|(_, d)| d.as_slice()));
    let pools = if apply {
        let runner = Refiller {
            sql: &pool_sql,
            database: &database,
            options: RefillOptions {
                batch: 1000,
                retry: RetryPolicy::new(args.retries),
                failpoint: None,
                chase: crate::pool::plan::OPERATOR_CHASE,
                look_when_spent: true,
            },
        };
        repair_all(&mut db, &sql, &runner, scan.drifted, &args, io.progress)?
    } else {
        scan.drifted
            .into_iter()
            .map(|(state, classes)| {
                let plan = args
                    .dry_run
                    .then(|| RepairOutcome::planned(&state, args.remove_orphans));
                PoolDrift::new(state, classes, plan)
            })
            .collect()
    };
    let report = ReconcileReport {
        target: target.display_url(),
        database,
        scanned: scan.scanned,
        drifted: pools.len() as u64,
        by_class,
        applied: apply,
        dry_run: args.dry_run,
        resumed_from: args.resume_from.map(|k| format_key(&k)),
        stopped_after: scan
            .error
            .as_ref()
            .map(|_| scan.cursor.map(|k| format_key(&k)).unwrap_or_default()),
        pools,
        runbook: "runbooks/pool.md#reconcile-found-drift",
    };
    match format {
        Format::Json => render::json(io.out, &report)?,
        _ => render::reconcile::table(io.out, &report, args.show)?,
    }
    if let Some(e) = scan.error {
        let how = match scan.cursor {
            // Resuming would meet the same rows again: the ledger needs
            // fixing first (the error says which pool).
            Some(k) if matches!(e, DbError::LedgerDuplicate { .. }) => format!(
                "the scan stopped after pool {k}; the drift found before it is listed above \
                 (nothing was repaired). Remove the ledger's extra row, then run again",
                k = format_key(&k)
            ),
            Some(k) => format!(
                "the scan stopped after pool {k}; the drift found before it is listed above \
                 (nothing was repaired). Run again, or continue with --resume-from {k}",
                k = format_key(&k)
            ),
            None => "the scan failed before its first chunk".to_string(),
        };
        return Err(anyhow::Error::new(e).context(how));
    }
    verdict(&report)
}

/// What the scan found: the drifted pools, in key order.
struct Scan {
    scanned: u64,
    drifted: Vec<(PoolState, Vec<Drift>)>,
    /// The last key of the last chunk read.
    cursor: Option<PoolKey>,
    /// Set when a chunk failed: the scan stopped there.
    error: Option<DbError>,
}

/// The chunked scan, from `--resume-from` to the end (or the first chunk
/// that fails).
fn scan(db: &mut Db, sql: &ReconcileSql, args: &ReconcileArgs, progress: Progress) -> Scan {
    let bar = progress.spinner("{spinner} reconcile: {pos} pools scanned {msg}");
    let mut scan = Scan {
        scanned: 0,
        drifted: Vec::new(),
        cursor: args.resume_from,
        error: None,
    };
    loop {
        let chunk = match db.reconcile_chunk(sql, scan.cursor, args.chunk_size) {
            Ok(c) => c,
            Err(e) => {
                scan.error = Some(e);
                break;
            }
        };
        scan.scanned += chunk.pools.len() as u64;
        bar.set_position(scan.scanned);
        for p in chunk.pools {
            let d = p.drift();
            if !d.is_empty() {
                scan.drifted.push((p, d));
            }
        }
        match chunk.last {
            Some(last) => {
                bar.set_message(format!("(at {})", format_key(&last)));
                scan.cursor = Some(last);
            }
            None => break,
        }
    }
    bar.finish_and_clear();
    scan
}

/// `--apply`: repair every drifted pool, one at a time. `Err` only when the
/// connection is gone.
fn repair_all(
    db: &mut Db,
    sql: &ReconcileSql,
    runner: &Refiller<'_>,
    drifted: Vec<(PoolState, Vec<Drift>)>,
    args: &ReconcileArgs,
    progress: Progress,
) -> anyhow::Result<Vec<PoolDrift>> {
    let progress = if drifted.len() > 1 {
        progress
    } else {
        Progress::Off
    };
    let bar = progress.bar(
        drifted.len() as u64,
        "{spinner} reconcile --apply [{bar:30}] {pos}/{len} pools {msg}",
    );
    let mut pools = Vec::with_capacity(drifted.len());
    for (state, classes) in drifted {
        bar.set_message(state.key.to_string());
        let outcome = repair(db, sql, runner, &state, &classes, args)?;
        bar.inc(1);
        pools.push(PoolDrift::new(state, classes, Some(outcome)));
    }
    bar.finish_and_clear();
    Ok(pools)
}

/// Exit 2 when a repair failed, 1 when drift was found (or, after
/// `--apply`, is left), 0 otherwise.
fn verdict(report: &ReconcileReport) -> anyhow::Result<Outcome> {
    let failed: Vec<&RepairOutcome> = report
        .pools
        .iter()
        .filter_map(|p| p.repair.as_ref())
        .filter(|r| r.status == RepairStatus::Failed)
        .collect();
    if let Some(first) = failed.first() {
        anyhow::bail!(
            "{} pool(s) could not be repaired (each listed with its reason; the first: {}); \
             see runbooks/pool.md#reconcile-found-drift",
            failed.len(),
            first.reason.as_deref().unwrap_or("no reason given")
        );
    }
    let left = if report.applied {
        report
            .pools
            .iter()
            .any(|p| p.repair.as_ref().is_some_and(|r| !r.remaining.is_empty()))
    } else {
        report.drifted > 0
    };
    Ok(if left {
        Outcome::Findings
    } else {
        Outcome::Clean
    })
}

/// Repairs one pool (`Db::repair_pool`, shared with the replenisher). `Err`
/// only when the connection is gone.
fn repair(
    db: &mut Db,
    sql: &ReconcileSql,
    runner: &Refiller<'_>,
    state: &PoolState,
    drift: &[Drift],
    args: &ReconcileArgs,
) -> anyhow::Result<RepairOutcome> {
    db.repair_pool(sql, runner, state, drift, args.remove_orphans)
        .map_err(|e| {
            anyhow::Error::new(e).context(format!(
                "the connection was lost while repairing pool {}: run reconcile --apply again \
                 (repairs already made are consistent)",
                format_key(&state.key)
            ))
        })
}
