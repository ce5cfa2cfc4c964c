//! `poolctl shadow compare`: read the pool's view of every pool
//! (`Db::pool_status`, one snapshot) and the shadow window
//! (`Db::shadow_window`), read the legacy counters (`Redis::counters`,
//! `Redis::scan`), shape the report (`crate::shadow::compare`), render.

use super::Io;
use crate::Outcome;
use crate::cli::{Format, ShadowCommand, ShadowCompareArgs};
use crate::config::Settings;
use crate::cutover::sql::CutoverSql;
use crate::db::{Db, Redis, Require};
use crate::pool::PoolKey;
use crate::pool::status_sql::{StatusScope, StatusSql};
use crate::render;
use crate::shadow::compare::{CompareReport, Window, compare, cut, unmatched};
use crate::shadow::drift::PoolView;
use crate::shadow::layout::Layout;
use anyhow::Context as _;

pub fn run(
    settings: &Settings,
    cmd: ShadowCommand,
    format: Format,
    io: &mut Io<'_>,
) -> anyhow::Result<Outcome> {
    match cmd {
        ShadowCommand::Compare(args) => run_compare(settings, args, format, io),
    }
}

fn run_compare(
    settings: &Settings,
    args: ShadowCompareArgs,
    format: Format,
    io: &mut Io<'_>,
) -> anyhow::Result<Outcome> {
    let layout = Layout::resolve(&settings.file.shadow)?;
    let redis_url = settings.redis_url(&args.redis)?.ok_or_else(|| {
        anyhow::anyhow!(
            "shadow compare reads the legacy Redis counters: give --redis-url, \
             POOLCTL_REDIS_URL or [redis] url in poolctl.toml"
        )
    })?;
    let ledger = super::ledger(settings)?;
    let target = settings.target()?;
    let database = target.require_database()?.to_string();
    // Redis first: an unreachable one fails before the pools are read.
    let mut redis = Redis::connect(&redis_url)?;
    let mut db = Db::connect(&target, Require::Connection)?;
    let status = StatusSql::new(&settings.file.tables, ledger, settings.file.pool.cap);
    let pools: Vec<(PoolKey, PoolView)> = db
        .pool_status(&status, StatusScope::All)
        .context("cannot read the pools' view to compare")?
        .into_iter()
        .map(|n| {
            let count = |v: u64| i64::try_from(v).unwrap_or(i64::MAX);
            (
                n.key,
                PoolView {
                    ledger: n.ledger.unwrap_or(0),
                    held: count(n.held),
                    pool_rows: count(n.units),
                },
            )
        })
        .collect();
    let sql = CutoverSql::new(&settings.file.tables);
    let (operations, disagreements) = db.shadow_window(&sql, args.window).with_context(|| {
        format!(
            "shadow mode records its traffic in {} and {} (from poolctl migrate run)",
            settings.file.tables.shadow_operations, settings.file.tables.shadow_disagreements
        )
    })?;

    let counter = &layout.counter;
    let keys: Vec<String> = pools
        .iter()
        .map(|(k, _)| counter.counter(k.shop, k.item, k.location))
        .collect();
    let counters = redis.counters(&keys)?;
    drop(keys);
    let scanned = redis.scan(&counter.scan_pattern())?;
    let ids: Vec<_> = scanned.iter().filter_map(|k| counter.read(k)).collect();
    let unreadable_keys = (scanned.len() - ids.len()) as u64;
    let (extra, other_shops_counters) = unmatched(&ids, &pools);
    let extra_keys: Vec<String> = extra
        .iter()
        .map(|k| counter.counter(k.shop, k.item, k.location))
        .collect();
    let extra_counts = redis.counters(&extra_keys)?;
    let extra: Vec<_> = extra.into_iter().zip(extra_counts).collect();

    let (rows, totals) = compare(&pools, &counters, &extra);
    let (rows, rest) = cut(rows, args.limit);
    let report = CompareReport {
        target: target.display_url(),
        database,
        redis: redis_url.display_url(),
        counter_key: counter.to_string(),
        rows,
        rest,
        totals,
        other_shops_counters,
        unreadable_keys,
        window: Window::new(args.window, operations, disagreements),
    };
    match format {
        Format::Json => render::json(io.out, &report)?,
        _ => render::shadow::compare(io.out, &report)?,
    }
    Ok(if totals.drifted() > 0 {
        Outcome::Findings
    } else {
        Outcome::Clean
    })
}
