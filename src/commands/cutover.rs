//! `poolctl cutover status|advance|rollback`: read the state and the
//! evidence, judge (`crate::cutover`), seed the legacy holds into the pool
//! on an advance to mysql (`crate::cutover::seed`, `Db::seed_holds`), make
//! the change with its audit row (`Db::change_cutover`), render.

use super::Io;
use crate::Outcome;
use crate::cli::{CutoverArgs, CutoverCommand, Format};
use crate::config::Flags;
use crate::config::Settings;
use crate::config::defs;
use crate::cutover::seed::{self, Round, SeedReport};
use crate::cutover::sql::CutoverSql;
use crate::cutover::{
    Action, CutoverReport, Decision, Evidence, State, Thresholds, decide, destination, judge,
};
use crate::db::{Change, Db, NamedLock, Redis, Require, legacy_holds};
use crate::pool::sql::PoolSql;
use crate::pool::status::{PoolStatus, totals};
use crate::pool::status_sql::{StatusScope, StatusSql};
use crate::render;
use crate::reserve::ReserveSql;
use crate::schema::{self, CheckTargets};
use crate::shadow::dual::STATE_TTL;
use crate::shadow::layout::Layout;
use anyhow::Context as _;
use std::collections::BTreeSet;

pub fn run(
    settings: &Settings,
    cmd: CutoverCommand,
    format: Format,
    io: &mut Io<'_>,
) -> anyhow::Result<Outcome> {
    let (action, judged, change, redis) = match cmd {
        CutoverCommand::Status(a) => (None, a, None, None),
        CutoverCommand::Advance(a) => (
            Some(Action::Advance),
            a.change.judged.clone(),
            Some(a.change),
            Some(a.redis),
        ),
        CutoverCommand::Rollback(a) => (Some(Action::Rollback), a.judged.clone(), Some(a), None),
    };
    let target = settings.target()?;
    let database = target.require_database()?.to_string();
    let mut db = Db::connect(&target, Require::Connection)?;
    let sql = CutoverSql::new(&settings.file.tables);
    let row = db.cutover_state(&sql).with_context(|| {
        format!(
            "cutover keeps its state in {} (from poolctl migrate run)",
            settings.file.tables.cutover
        )
    })?;
    let thresholds = thresholds(&judged);
    // The evidence is what an advance is judged on; a rollback reads it
    // only to record it, and goes on without it.
    let (evidence, evidence_error, shops) =
        match evidence(&mut db, settings, &sql, &database, judged.window) {
            Ok((e, shops)) => (Some(e), None, shops),
            Err(e) if action == Some(Action::Rollback) => {
                (None, Some(format!("{e:#}")), BTreeSet::new())
            }
            Err(e) => return Err(e.context("cannot judge the cutover's preconditions")),
        };
    // `status` judges the next advance.
    let judged_action = action.unwrap_or(Action::Advance);
    let to = change.as_ref().and_then(|c| c.to);
    let conditions = match &evidence {
        Some(e) if row.state.after(judged_action).is_some() => {
            judge(judged_action, row.state, e, &thresholds)
        }
        _ => Vec::new(),
    };
    let decision = decide(judged_action, row.state, to, &conditions);
    // Shadow -> mysql: the holds only Redis has are seeded into the pool
    // first; one the pool cannot hold refuses the advance.
    let dry_run = change.as_ref().is_some_and(|c| c.dry_run);
    let (decision, mut seeding) = match (decision, &redis) {
        (Decision::Change(State::Mysql), Some(flags)) if row.state == State::Shadow => {
            let mut seeder = Seeder::open(settings, flags, shops)?;
            let before = seeder.round(&mut db, dry_run)?;
            let decision = match seed::refusal(&before) {
                Some(why) => Decision::Refused(why),
                None => Decision::Change(State::Mysql),
            };
            let report = SeedReport {
                before,
                after: None,
                waited_ms: 0,
            };
            (decision, Some((seeder, report)))
        }
        (d, _) => (d, None),
    };
    let mut report = CutoverReport {
        target: target.display_url(),
        database,
        state: row.state,
        changed_at: row.changed_at.clone(),
        changed_by: row.changed_by.clone(),
        action,
        to: action.and_then(|a| destination(a, row.state, to)),
        changed: false,
        dry_run: change.as_ref().is_some_and(|c| c.dry_run),
        conditions,
        evidence,
        evidence_error,
        refused: None,
        nothing_to_do: None,
        seeding: None,
    };
    let outcome = match (action, change, decision) {
        // `status`: 1 when the next advance would be refused.
        (None, _, Decision::Refused(_)) => Outcome::Findings,
        (None, _, _) => Outcome::Clean,
        (Some(_), _, Decision::Refused(why)) => {
            report.refused = Some(why);
            Outcome::Findings
        }
        // Safe to repeat: a rollback at redis, an advance already made.
        (Some(_), _, Decision::Nothing(why)) => {
            report.nothing_to_do = Some(why);
            Outcome::Clean
        }
        (Some(_), Some(c), Decision::Change(_)) if c.dry_run => Outcome::Clean,
        (Some(a), Some(c), Decision::Change(to)) => {
            let evidence = serde_json::json!({
                "reason": c.reason,
                "conditions": report.conditions,
                "evidence": report.evidence,
                "evidence_error": report.evidence_error,
            })
            .to_string();
            let operator = operator();
            let made = db.change_cutover(
                &sql,
                &Change {
                    action: a,
                    from: row.state,
                    to,
                    operator: &operator,
                    evidence: &evidence,
                },
            )?;
            match made {
                Ok(after) => {
                    report.changed = true;
                    report.changed_at = after.changed_at;
                    report.changed_by = after.changed_by;
                    if let Some((seeder, seeded)) = seeding.as_mut() {
                        // Every library instance reads the state at most
                        // STATE_TTL old; an operation that read `shadow`
                        // just before the change is done well within a
                        // second more.
                        let wait = STATE_TTL * 2;
                        std::thread::sleep(wait);
                        seeded.waited_ms = wait.as_millis() as u64;
                        seeded.after = Some(seeder.round(&mut db, false).context(
                            "the state is now mysql, but the second seeding round failed: run \
                             poolctl cutover advance --to mysql again to seed what is left",
                        )?);
                    }
                    Outcome::Clean
                }
                Err(now) => anyhow::bail!(
                    "the cutover state changed while this ran: it is now {} (changed at {} by \
                     {}); nothing was written. Run poolctl cutover status, then decide again",
                    now.state,
                    now.changed_at,
                    now.changed_by
                ),
            }
        }
        (Some(_), None, Decision::Change(_)) => Outcome::Clean,
    };
    report.seeding = seeding.map(|(_, r)| r);
    match format {
        Format::Json => render::json(io.out, &report)?,
        _ => render::cutover::report(io.out, &report)?,
    }
    Ok(outcome)
}

fn thresholds(a: &CutoverArgs) -> Thresholds {
    Thresholds {
        max_disagreement: a.max_disagreement,
        min_operations: a.min_operations,
        min_fill_percent: a.min_fill,
    }
}

/// Everything an advance is judged on, read now; and the shops the pools
/// are of (whose legacy holds an advance to mysql seeds).
fn evidence(
    db: &mut Db,
    settings: &Settings,
    sql: &CutoverSql,
    database: &str,
    window_secs: u64,
) -> anyhow::Result<(Evidence, BTreeSet<u64>)> {
    let targets = CheckTargets::from_config(&settings.file);
    let facts = db.schema_facts(&targets.table_names(), &targets.reserve_procedure)?;
    let schema_failures = schema::check(&facts, &targets)
        .into_iter()
        .filter(|r| r.failed())
        .map(|r| r.code.to_string())
        .collect();
    let leader_connection = db.lock_holder(&NamedLock::replenish(database))?;
    let (shadow_operations, disagreements) = db.shadow_window(sql, window_secs)?;
    let ledger = super::ledger(settings)?;
    let status = StatusSql::new(&settings.file.tables, ledger, settings.file.pool.cap);
    let pools: Vec<PoolStatus> = db
        .pool_status(&status, StatusScope::All)?
        .into_iter()
        .map(PoolStatus::of)
        .collect();
    let shops = pools.iter().map(|p| p.n.key.shop).collect();
    let t = totals(&pools);
    let evidence = Evidence {
        schema_failures,
        leader_connection,
        window_secs,
        shadow_operations,
        disagreements,
        pools: t.pools,
        drained_pools: t.drained,
        fill_percent: t.fill_percent,
    };
    Ok((evidence, shops))
}

/// Who made a change: the operator's account and this poolctl.
fn operator() -> String {
    let user = std::env::var("SUDO_USER")
        .or_else(|_| std::env::var("USER"))
        .unwrap_or_else(|_| "unknown-user".into());
    format!("{user} via {}", super::applied_by())
}

/// What a seeding round needs: the legacy store, its layout, the reserve
/// statements and the shops this database has pools of.
struct Seeder {
    redis: Redis,
    layout: Layout,
    reserve: ReserveSql,
    pool: PoolSql,
    shops: BTreeSet<u64>,
}

impl Seeder {
    fn open(
        settings: &Settings,
        flags: &Flags<defs::Redis>,
        shops: BTreeSet<u64>,
    ) -> anyhow::Result<Seeder> {
        let url = settings.redis_url(flags)?.ok_or_else(|| {
            anyhow::anyhow!(
                "an advance to mysql first brings the holds that live only in Redis into the \
                 pool: give the legacy store with --redis-url, POOLCTL_REDIS_URL or [redis] url \
                 in poolctl.toml"
            )
        })?;
        let layout = Layout::resolve(&settings.file.shadow)?;
        let redis = Redis::connect(&url)?;
        let ledger = super::ledger(settings)?;
        Ok(Seeder {
            redis,
            layout,
            reserve: ReserveSql::new(&settings.file.tables, ledger, &settings.file.pool),
            pool: PoolSql::new(&settings.file.tables, ledger, settings.file.pool.cap),
            shops,
        })
    }

    fn round(&mut self, db: &mut Db, dry_run: bool) -> anyhow::Result<Round> {
        let (scanned, unreadable, found) = legacy_holds(&mut self.redis, &self.layout)?;
        let plan = seed::plan(found, &self.shops);
        let mut round = Round {
            scanned,
            unreadable,
            gone: plan.gone,
            other_shops: plan.other_shops,
            ..Round::default()
        };
        db.seed_holds(&self.reserve, &self.pool, plan.seed, dry_run, &mut round)?;
        Ok(round)
    }
}
