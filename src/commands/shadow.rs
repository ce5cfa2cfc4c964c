//! `poolctl shadow compare`: read the pool's view of every pool
//! (`Db::pool_status`, one snapshot) and the shadow window
//! (`Db::shadow_window`), read the legacy counters (`Redis::counters`,
//! `Redis::scan`), shape the report (`crate::shadow::compare`), render;
//! with `--watch`, again every SECS seconds, each store reconnected after
//! a failed sample.

use super::Io;
use super::watch::Watch;
use crate::Outcome;
use crate::cli::{Format, ShadowCommand, ShadowCompareArgs};
use crate::config::{RedisUrl, Settings, TableNames, Target};
use crate::cutover::sql::CutoverSql;
use crate::db::{Db, Redis, Require};
use crate::pool::PoolKey;
use crate::pool::status_sql::{StatusScope, StatusSql};
use crate::reconnect::Reconnect;
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
    let redis = Redis::connect(&redis_url)?;
    let db = Db::connect(&target, Require::Connection)?;
    let reader = Reader {
        status: StatusSql::new(&settings.file.tables, ledger, settings.file.pool.cap),
        cutover: CutoverSql::new(&settings.file.tables),
        tables: &settings.file.tables,
        layout,
        args: &args,
        target: &target,
        database,
        redis_url: &redis_url,
    };
    let (mut db, mut redis) = (Reconnect::at_each_use(db), Reconnect::at_each_use(redis));
    let mut sample = || {
        db.with(
            || Ok(Db::connect(&target, Require::Connection)?),
            |c| redis.with(|| Ok(Redis::connect(&redis_url)?), |r| reader.read(c, r)),
        )
    };
    let Some(interval) = args.watch else {
        let report = sample()?;
        match format {
            Format::Json => render::json(io.out, &report)?,
            _ => render::shadow::compare(io.out, &report)?,
        }
        return Ok(outcome(&report));
    };
    let watch = Watch::new(interval, args.samples)?;
    let mut worst = Outcome::Clean;
    let redraw = format != Format::Json && io.terminal.redraws();
    watch.run(|n| {
        // A failed sample (a lost connection to either store) is reported
        // once per outage and retried on new connections at the next one.
        let Some(mut report) = watch.took(n, sample(), format == Format::Json, io)? else {
            return Ok(());
        };
        report.sample = Some(n);
        report.time = Some(super::watch::unix_now());
        if outcome(&report) == Outcome::Findings {
            worst = Outcome::Findings;
        }
        if format == Format::Json {
            serde_json::to_writer(&mut *io.out, &report)?;
            writeln!(io.out)?;
        } else {
            watch.header(io.out, redraw, n)?;
            render::shadow::compare(io.out, &report)?;
        }
        io.out.flush()?;
        Ok(())
    })?;
    watch.finish(worst)
}

/// 1 when any item and location drifts.
fn outcome(r: &CompareReport) -> Outcome {
    if r.totals.drifted() > 0 {
        Outcome::Findings
    } else {
        Outcome::Clean
    }
}

/// One comparison: both stores read, the report shaped.
struct Reader<'a> {
    status: StatusSql,
    cutover: CutoverSql,
    tables: &'a TableNames,
    layout: Layout,
    args: &'a ShadowCompareArgs,
    target: &'a Target,
    database: String,
    redis_url: &'a RedisUrl,
}

impl Reader<'_> {
    fn read(&self, db: &mut Db, redis: &mut Redis) -> anyhow::Result<CompareReport> {
        let pools: Vec<(PoolKey, PoolView)> = db
            .pool_status(&self.status, StatusScope::All)
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
        let window = self.args.window;
        let (operations, disagreements) =
            db.shadow_window(&self.cutover, window).with_context(|| {
                format!(
                    "shadow mode records its traffic in {} and {} (from poolctl migrate run)",
                    self.tables.shadow_operations, self.tables.shadow_disagreements
                )
            })?;

        let counter = &self.layout.counter;
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
        let (rows, rest) = cut(rows, self.args.limit);
        Ok(CompareReport {
            target: self.target.display_url(),
            database: self.database.clone(),
            redis: self.redis_url.display_url(),
            counter_key: counter.to_string(),
            rows,
            rest,
            totals,
            other_shops_counters,
            unreadable_keys,
            window: Window::new(window, operations, disagreements),
            sample: None,
            time: None,
        })
    }
}
