//! `poolctl refill`: resolve the scope, refill pool by pool (or print the
//! plan), render the report. The planning is `crate::pool`, the SQL
//! `crate::db::pool`.

use super::Io;
use crate::Outcome;
use crate::cli::{Format, RefillArgs};
use crate::config::Settings;
use crate::db::{Batch, Db, DbError, PoolSql, RefillLock, Require};
use crate::pool::report::Verdict;
use crate::pool::retry::{ER_LOCK_DEADLOCK, ER_LOCK_WAIT_TIMEOUT, is_retryable};
use crate::pool::{
    self, Failpoint, Observation, PoolKey, PoolReport, RUNBOOK_LOCK, RetryPolicy, Summary, batches,
    refill_lock_name,
};
use crate::render;
use crate::render::refill::Report;
use anyhow::{Context, bail};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::Read;

/// Test hooks (see [`Failpoint`]); never set in production.
const FAILPOINT_ENV: &str = "POOLCTL_FAILPOINT";

pub(super) const NO_LEDGER: &str = "refill and reconcile need the application's ledger: add a [ledger] table to poolctl.toml \
    (table, shop_column, item_column, location_column, available_column; see examples/poolctl.toml)";

enum Scope {
    One(PoolKey),
    Shop(u64),
    All,
    List(Vec<PoolKey>),
}

fn scope(args: &RefillArgs) -> anyhow::Result<Scope> {
    if let Some(path) = &args.pools_file {
        let (text, shown) = if path.as_os_str() == "-" {
            let mut s = String::new();
            std::io::stdin()
                .read_to_string(&mut s)
                .context("reading the pool list from stdin")?;
            (s, "stdin".to_string())
        } else {
            let shown = path.display().to_string();
            (
                std::fs::read_to_string(path)
                    .with_context(|| format!("reading --pools-file {shown}"))?,
                shown,
            )
        };
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

/// The first query names every table and column of the configuration: fail
/// here, once, with what to fix, rather than once per pool.
pub(super) fn preflight(db: &mut Db, sql: &PoolSql, settings: &Settings) -> anyhow::Result<()> {
    let probe = PoolKey {
        shop: 0,
        item: 0,
        location: 0,
    };
    match db.observe_pool(sql, &probe) {
        Ok(_) => Ok(()),
        Err(e) => {
            let t = &settings.file.tables;
            let hint = match e.server_code() {
                Some(1146) => format!(
                    "a table poolctl reads does not exist: the pool tables ({}, {}, {}, {}) come from \
                     `poolctl migrate run`; the ledger table is [ledger] table in poolctl.toml",
                    t.units, t.holds, t.caps, t.refill_state
                ),
                Some(1054) => {
                    "a column poolctl reads does not exist: fix the [ledger] column names in \
                     poolctl.toml (`poolctl schema check` checks the mapping)"
                        .to_string()
                }
                _ => "check the connection and grants".to_string(),
            };
            Err(anyhow::Error::new(e).context(hint))
        }
    }
}

fn failpoint() -> Option<Failpoint> {
    std::env::var(FAILPOINT_ENV)
        .ok()
        .and_then(|v| Failpoint::parse(&v))
}

pub fn run(
    settings: &Settings,
    args: RefillArgs,
    format: Format,
    io: &mut Io<'_>,
) -> anyhow::Result<Outcome> {
    let scope = scope(&args)?;
    let ledger = settings.file.ledger.as_ref().context(NO_LEDGER)?;
    let target = settings.target()?;
    let database = target.require_database()?.to_string();
    // The row-lock wait it sets below, and a test failpoint's pause.
    let pause_secs = match failpoint() {
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
    preflight(&mut db, &sql, settings)?;
    let pools = match scope {
        Scope::One(k) => vec![k],
        Scope::List(l) => l,
        Scope::Shop(s) => db.pools_with_stock(&sql, Some(s))?,
        Scope::All => db.pools_with_stock(&sql, None)?,
    };
    if !args.dry_run {
        db.set_lock_wait_timeout(args.lock_wait_timeout)?;
    }
    let runner = Runner {
        sql: &sql,
        database: &database,
        batch: args.batch_size,
        policy: RetryPolicy::new(args.retries),
        failpoint: failpoint(),
    };
    let bar = if super::progress_on_terminal() && pools.len() > 1 {
        ProgressBar::with_draw_target(Some(pools.len() as u64), ProgressDrawTarget::stderr())
    } else {
        ProgressBar::hidden()
    };
    bar.set_style(
        ProgressStyle::with_template("{spinner} refill [{bar:30}] {pos}/{len} pools {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
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
                fatal = Some(e);
                break;
            }
        }
        bar.inc(1);
    }
    bar.finish_and_clear();
    let report = Report {
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
            "refill stopped after {} of {} pool(s): the connection to the server was lost \
             (server restarted, or the connection was killed). Pools already refilled are \
             consistent; run the same command again (see {RUNBOOK_LOCK})",
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

/// Refills pools one at a time on one connection (also `reconcile --apply`'s
/// refill step).
pub(super) struct Runner<'a> {
    pub(super) sql: &'a PoolSql,
    pub(super) database: &'a str,
    pub(super) batch: u64,
    pub(super) policy: RetryPolicy,
    pub(super) failpoint: Option<Failpoint>,
}

pub(super) fn jitter() -> f64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.subsec_nanos())
        .unwrap_or(0);
    f64::from(nanos % 1000) / 1000.0
}

/// What to tell on-call about an error that failed a pool.
fn failure_reason(e: &DbError, retries: u32) -> String {
    let hint = match e.server_code() {
        Some(ER_LOCK_WAIT_TIMEOUT) => format!(
            "; still timing out after {retries} retries: a transaction holds this pool's \
             refill-state row (an inline refill or release that did not commit?)"
        ),
        Some(ER_LOCK_DEADLOCK) => format!("; still deadlocking after {retries} retries"),
        Some(1062) => "; a unit id already exists: something inserted units without taking ids \
             from the refill-state table's next_unit_id"
            .to_string(),
        Some(1665) => "; the server logs STATEMENT binlog, and InnoDB writes at READ COMMITTED \
             need binlog_format ROW or MIXED (`poolctl schema check` reports it; \
             runbooks/schema.md#binlog-format)"
            .to_string(),
        Some(1242) => "; the ledger has more than one row for this pool: the [ledger] key \
             columns must identify one row"
            .to_string(),
        _ => String::new(),
    };
    format!("{e}{hint}")
}

impl Runner<'_> {
    fn plan(&self, db: &mut Db, key: &PoolKey) -> Result<PoolReport, DbError> {
        let planned = db.observe_pool(self.sql, key).and_then(|obs| {
            let holder = db.lock_in_use(&refill_lock_name(self.database, key))?;
            Ok(PoolReport::planned(*key, &obs, self.batch, holder))
        });
        planned.or_else(|e| self.failed(db, key, e, 0, 0))
    }

    /// Refill one pool. `Err` only when the connection is gone (the run
    /// stops); any other failure is this pool's `failed` line.
    pub(super) fn refill(&self, db: &mut Db, key: &PoolKey) -> Result<PoolReport, DbError> {
        let name = refill_lock_name(self.database, key);
        let lock = match db.try_refill_lock(&name) {
            Ok(l) => l,
            Err(e) => return self.failed(db, key, e, 0, 0),
        };
        if let RefillLock::Busy { holder } = lock {
            let obs = db.observe_pool(self.sql, key).ok();
            let who = holder
                .map(|c| format!("connection {c}"))
                .unwrap_or_else(|| "a connection that just let go".into());
            return Ok(PoolReport::skipped(
                *key,
                obs.as_ref(),
                format!("refill lock {name} is held by {who}: another refill is running"),
            ));
        }
        let result = self.fill(db, key);
        // The lock dies with the connection anyway; a failed release matters
        // only as a sign that the connection is gone.
        match (result, db.release_refill_lock(&name)) {
            (Err(e), _) => Err(e),
            (Ok(_), Err(e)) if !db.alive() => Err(e),
            (Ok(r), _) => Ok(r),
        }
    }

    fn fill(&self, db: &mut Db, key: &PoolKey) -> Result<PoolReport, DbError> {
        let mut first: Option<Observation> = None;
        let (mut added, mut transactions, mut retries) = (0u64, 0u64, 0u32);
        // A pool that reserves drain as fast as it fills would keep a refill
        // here for ever: stop after what the first read asked for, plus two.
        let mut budget: Option<u64> = None;
        loop {
            let mut attempt = 0;
            let batch = loop {
                match db.refill_batch(self.sql, key, self.batch, first.is_none(), self.failpoint) {
                    Ok(b) => break b,
                    Err(e)
                        if is_retryable(e.server_code()) && attempt < self.policy.max_retries =>
                    {
                        attempt += 1;
                        retries += 1;
                        std::thread::sleep(self.policy.delay(attempt, jitter()));
                    }
                    Err(e) => return self.failed(db, key, e, added, retries),
                }
            };
            match batch {
                Batch::StateCreated => {}
                Batch::Added { rows, before } => {
                    let first = *first.get_or_insert(before);
                    let budget = *budget
                        .get_or_insert(batches(first.deficit(), self.batch).count() as u64 + 2);
                    added += rows;
                    transactions += 1;
                    if transactions >= budget {
                        let now = match db.observe_pool(self.sql, key) {
                            Ok(now) => now,
                            Err(e) => return self.failed(db, key, e, added, retries),
                        };
                        let mut r =
                            PoolReport::refilled(*key, &first, &now, added, transactions, retries);
                        if now.deficit() > 0 {
                            r.reason = Some(format!(
                                "reserves took units as fast as refill added them ({} short); run refill again",
                                now.deficit()
                            ));
                        }
                        return Ok(r);
                    }
                }
                Batch::Done { now } => {
                    return Ok(PoolReport::refilled(
                        *key,
                        &first.unwrap_or(now),
                        &now,
                        added,
                        transactions,
                        retries,
                    ));
                }
            }
        }
    }

    fn failed(
        &self,
        db: &mut Db,
        key: &PoolKey,
        e: DbError,
        added: u64,
        retries: u32,
    ) -> Result<PoolReport, DbError> {
        if !db.alive() {
            return Err(e);
        }
        let obs = db.observe_pool(self.sql, key).ok();
        Ok(PoolReport::failed(
            *key,
            obs.as_ref(),
            added,
            retries,
            failure_reason(&e, retries),
        ))
    }
}
