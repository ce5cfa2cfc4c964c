//! `poolctl migrate status|run|resolve`.

use super::{Io, applied_by};
use crate::Outcome;
use crate::cli::{Format, MigrateCommand, ResolveMark};
use crate::config::{DEFAULT_STATEMENT_TIMEOUT_SECS, Settings};
use crate::db::{Db, DbError, LockHolder, Locked, NamedLock, Require, codes};
use crate::migrate::report::{
    AppliedMigration, PlannedMigration, ResolveReport, RunReport, StatusReport,
};
use crate::migrate::{self, Migration, RUNBOOK_LOCK, State};
use crate::render;
use anyhow::{Context, bail};
use std::time::Instant;

/// Test hook: `POOLCTL_FAILPOINT=migrate-crash-before-finish:VERSION` aborts the
/// process after the migration's statements ran and before it is recorded as
/// finished, exactly like a crash or kill -9 at that point.
const FAILPOINT_ENV: &str = "POOLCTL_FAILPOINT";

fn crash_requested(version: i64) -> bool {
    std::env::var(FAILPOINT_ENV)
        .map(|v| v == format!("migrate-crash-before-finish:{version}"))
        .unwrap_or(false)
}

pub fn run(
    settings: &Settings,
    cmd: MigrateCommand,
    format: Format,
    io: &mut Io<'_>,
) -> anyhow::Result<Outcome> {
    match cmd {
        MigrateCommand::Status => status(settings, format, io),
        MigrateCommand::Run {
            dry_run,
            lock_timeout,
            statement_timeout,
        } => run_pending(
            settings,
            dry_run,
            lock_timeout,
            statement_timeout,
            format,
            io,
        ),
        MigrateCommand::Resolve {
            migration,
            mark,
            dry_run,
            lock_timeout,
        } => resolve(settings, migration, mark, dry_run, lock_timeout, format, io),
    }
}

/// The embedded migrations with `[tables]` renames applied to their SQL.
fn embedded(settings: &Settings) -> anyhow::Result<Vec<Migration>> {
    migrate::embedded::renamed(&settings.file.tables.renames()).map_err(anyhow::Error::msg)
}

/// The main connection asks the server for no long waits: the deploy lock and
/// the migration statements are waited for on the statement connection
/// (`db::long`), sized for `--lock-timeout` and `statement_timeout`, so every
/// call here gives up after `--read-timeout`.
fn connect(
    settings: &Settings,
    require: Require,
    statement_timeout: u64,
) -> anyhow::Result<(Db, String)> {
    let target = settings.target()?.with_statement_timeout(statement_timeout);
    let database = target.require_database()?.to_string();
    Ok((Db::connect(&target, require)?, database))
}

fn status(settings: &Settings, format: Format, io: &mut Io<'_>) -> anyhow::Result<Outcome> {
    let (mut db, database) = connect(
        settings,
        Require::Connection,
        DEFAULT_STATEMENT_TIMEOUT_SECS,
    )?;
    let embedded = embedded(settings)?;
    let holder = db.lock_holder_details(&NamedLock::migrate(&database))?;
    let lines = migrate::status(&embedded, &db.read_history()?, holder.is_some());
    let report = StatusReport {
        target: db.target().display_url(),
        server: db.server().to_string(),
        database,
        summary: migrate::Summary::of(&lines),
        migrations: lines,
        deploy_lock_holder: holder.as_ref().map(|h| h.to_string()),
    };
    match format {
        Format::Json => render::json(io.out, &report)?,
        _ => render::migrate::status(io.out, &report)?,
    }
    Ok(if report.migrations.iter().any(|l| l.state.is_drift()) {
        Outcome::Findings
    } else {
        Outcome::Clean
    })
}

fn split(m: &Migration) -> anyhow::Result<Vec<String>> {
    migrate::sql::split_statements(&m.sql).map_err(|e| {
        anyhow::anyhow!(
            "migration V{}__{} cannot be split into statements: {e}",
            m.version,
            m.name
        )
    })
}

/// Run `work` under the deploy lock of `database` (waiting up to `timeout`
/// seconds, telling the operator whom they wait for). The lock is held by
/// the connection that runs the migration statements
/// ([`Db::with_lock_on_statement_connection`]): the holder an operator finds
/// is the deploy's statement, in its state, and killing it stops that
/// statement.
fn under_deploy_lock<T>(
    db: &mut Db,
    database: &str,
    timeout: u64,
    err: &mut dyn std::io::Write,
    work: impl FnOnce(&mut Db) -> anyhow::Result<T>,
) -> anyhow::Result<T> {
    let lock = NamedLock::migrate(database);
    let target = db.target().display_url();
    let waiting = |holder: &LockHolder| {
        let _ = writeln!(
            err,
            "waiting up to {timeout}s for migration lock '{lock}', held by {holder}"
        );
    };
    match db.with_lock_on_statement_connection(&lock, timeout, waiting, work)? {
        Locked::Ran(v) => Ok(v),
        Locked::Busy { holder } => bail!(
            "another deploy holds migration lock '{lock}' on {target}: {}; gave up after \
             {timeout}s. Let it finish, or raise --lock-timeout (see {RUNBOOK_LOCK})",
            holder
                .map(|h| h.to_string())
                .unwrap_or_else(|| "its holder just released it".into()),
        ),
    }
}

fn run_pending(
    settings: &Settings,
    dry_run: bool,
    lock_timeout: u64,
    statement_timeout: u64,
    format: Format,
    io: &mut Io<'_>,
) -> anyhow::Result<Outcome> {
    let (mut db, database) = connect(settings, Require::SkipLocked, statement_timeout)?;
    let embedded = embedded(settings)?;
    let report = if dry_run {
        plan_pending(&mut db, &embedded)?
    } else {
        let progress = io.progress;
        let (already_applied, applied) =
            under_deploy_lock(&mut db, &database, lock_timeout, io.err.note(), |db| {
                apply_pending(db, &embedded, progress)
            })?;
        RunReport {
            target: db.target().display_url(),
            dry_run: false,
            already_applied,
            plan: vec![],
            applied,
        }
    };
    match format {
        Format::Json => render::json(io.out, &report)?,
        _ => render::migrate::run(io.out, &report)?,
    }
    Ok(Outcome::Clean)
}

/// The dry run: what `migrate run` would apply now, with its statements.
fn plan_pending(db: &mut Db, embedded: &[Migration]) -> anyhow::Result<RunReport> {
    let lines = migrate::status(embedded, &db.read_history()?, false);
    let plan = migrate::plan_run(embedded, &lines)?;
    Ok(RunReport {
        target: db.target().display_url(),
        dry_run: true,
        already_applied: lines.iter().filter(|l| l.state == State::Applied).count(),
        plan: plan
            .iter()
            .map(|m| {
                Ok(PlannedMigration {
                    version: m.version,
                    name: m.name.clone(),
                    checksum: m.checksum.clone(),
                    statements: split(m)?,
                })
            })
            .collect::<anyhow::Result<_>>()?,
        applied: vec![],
    })
}

/// Under the deploy lock: apply every pending migration, statement by
/// statement, recording each as started, its progress and finished.
/// Returns (migrations already applied, those applied now).
fn apply_pending(
    db: &mut Db,
    embedded: &[Migration],
    progress: super::Progress,
) -> anyhow::Result<(usize, Vec<AppliedMigration>)> {
    db.ensure_history_table()?;
    // Read the history only under the lock: a deploy that held it before us may
    // have applied everything we were about to.
    let lines = migrate::status(embedded, &db.read_history()?, false);
    let plan = migrate::plan_run(embedded, &lines)?;
    let already_applied = lines.iter().filter(|l| l.state == State::Applied).count();
    let mut applied = Vec::new();
    let by = applied_by();
    let total_statements: usize = plan
        .iter()
        .map(|m| split(m).map(|s| s.len()).unwrap_or(0))
        .sum();
    let bar = progress.bar(
        total_statements as u64,
        "{spinner} {msg} [{bar:30}] {pos}/{len} statements",
    );
    for m in plan {
        let statements = split(m)?;
        let started = Instant::now();
        let n = statements.len();
        let tag = format!("V{}__{}", m.version, m.name);
        bar.set_message(tag.clone());
        db.record_started(m.version, &m.name, &m.checksum, n, &by)
            .with_context(|| {
                format!(
                    "recording the start of migration {tag} failed, before any of its statements \
                     ran: if `poolctl migrate status` shows it dirty (0 of {n} statement(s) ran for \
                     certain), nothing of it ran and `poolctl migrate resolve {} --mark pending` makes it \
                     pending again",
                    m.version
                )
            })?;
        for (i, stmt) in statements.iter().enumerate() {
            if let Err(e) = db.execute_migration_statement(stmt) {
                bar.abandon();
                return Err(failed_statement(db, m, &tag, i, n, e));
            }
            db.record_progress(m.version, i + 1).with_context(|| {
                format!(
                    "migration {tag} is now dirty: {} of {n} statement(s) ran, and recording \
                     that failed. Follow {} before running again",
                    i + 1,
                    migrate::RUNBOOK_DIRTY
                )
            })?;
            bar.inc(1);
        }
        if crash_requested(m.version) {
            std::process::abort();
        }
        db.record_finished(m.version, &m.checksum)
            .with_context(|| {
                format!(
                    "all {n} statement(s) of migration {tag} ran, but recording it as finished \
                 failed: unless `poolctl migrate status` shows it applied, it is dirty; follow {}",
                    migrate::RUNBOOK_DIRTY
                )
            })?;
        applied.push(AppliedMigration {
            version: m.version,
            name: m.name.clone(),
            statements: statements.len(),
            duration_ms: started.elapsed().as_millis(),
        });
    }
    bar.finish_and_clear();
    Ok((already_applied, applied))
}

/// Whether the server refused `e`'s statement with an error of its own
/// (a bad statement, a missing grant, a lock wait timeout): then it did not
/// run. Anything else (poolctl gave up waiting, the connection was lost, the
/// server interrupted the statement) leaves it unknown whether, or how much
/// of, the statement took effect: DDL is not stopped when its client goes
/// away, and an interrupted one is not always undone.
fn refused_by_server(e: &DbError) -> bool {
    match e {
        DbError::MissingGrant { .. } => true,
        DbError::Server { code, .. } => !codes::INTERRUPTED.contains(code),
        _ => false,
    }
}

/// The error of migration `m` whose statement `i` (of `n`) failed with `e`.
/// Only a first statement the server refused leaves the migration pending
/// (its history row is deleted); anything else leaves it dirty.
fn failed_statement(
    db: &mut Db,
    m: &Migration,
    tag: &str,
    i: usize,
    n: usize,
    e: DbError,
) -> anyhow::Error {
    let refused = refused_by_server(&e);
    if i == 0 && refused {
        return match db.forget_migration(m.version) {
            Ok(_) => anyhow::Error::new(e).context(format!(
                "migration {tag} failed at its first statement, which the server refused; \
                 nothing was changed and it is still pending"
            )),
            Err(forget) => anyhow::Error::new(forget).context(format!(
                "the server refused the first statement of migration {tag} ({e}), so nothing \
                 of it ran, but recording it as pending again failed: it shows as dirty \
                 (0 of {n} statement(s) ran for certain); `poolctl migrate resolve {} --mark pending` \
                 makes it pending (see {})",
                m.version,
                migrate::RUNBOOK_DIRTY
            )),
        };
    }
    let what = if refused {
        format!("statement {} failed", i + 1)
    } else {
        let outcome = match &e {
            DbError::StatementTimeout { .. } | DbError::NoAnswer { .. } => {
                "poolctl stopped waiting for it, and the server may still be running it (its \
                 connection holds the deploy lock until it ends)"
                    .to_string()
            }
            DbError::Server { code, .. } => {
                format!("the server interrupted it (error {code}), which does not always undo DDL")
            }
            _ => "its connection broke while it ran".into(),
        };
        format!(
            "statement {} may or may not have taken effect: {outcome}",
            i + 1
        )
    };
    anyhow::Error::new(e).context(format!(
        "migration {tag} is now dirty: {i} of {n} statement(s) ran for certain and {what}. \
         `migrate run` refuses it until it is resolved: follow {}",
        migrate::RUNBOOK_DIRTY
    ))
}

fn resolve(
    settings: &Settings,
    version: i64,
    mark: ResolveMark,
    dry_run: bool,
    lock_timeout: u64,
    format: Format,
    io: &mut Io<'_>,
) -> anyhow::Result<Outcome> {
    let (mut db, database) = connect(
        settings,
        Require::Connection,
        DEFAULT_STATEMENT_TIMEOUT_SECS,
    )?;
    let embedded = embedded(settings)?;
    let report = if dry_run {
        record_resolution(&mut db, &embedded, version, mark, dry_run)?
    } else {
        under_deploy_lock(&mut db, &database, lock_timeout, io.err.note(), |db| {
            record_resolution(db, &embedded, version, mark, dry_run)
        })?
    };
    match format {
        Format::Json => render::json(io.out, &report)?,
        _ => render::migrate::resolve(io.out, &report)?,
    }
    Ok(Outcome::Clean)
}

/// What `migrate resolve` records (nothing with `dry_run`), checked against
/// the history read now (under the deploy lock unless `dry_run`).
fn record_resolution(
    db: &mut Db,
    embedded: &[Migration],
    version: i64,
    mark: ResolveMark,
    dry_run: bool,
) -> anyhow::Result<ResolveReport> {
    let lines = migrate::status(embedded, &db.read_history()?, false);
    let Some(line) = lines.iter().find(|l| l.version == version) else {
        bail!(
            "there is no migration V{version} (known: {})",
            lines
                .iter()
                .map(|l| format!("V{}", l.version))
                .collect::<Vec<_>>()
                .join(", ")
        );
    };
    if line.state == State::Pending {
        bail!(
            "V{version}__{} is pending (never started): there is nothing to resolve; `poolctl migrate run` applies it",
            line.name
        );
    }
    let now = match mark {
        ResolveMark::Applied => {
            let Some(checksum) = line.checksum.clone() else {
                bail!(
                    "V{version} is not part of this poolctl, so it cannot be marked applied with its checksum; use the poolctl that knows it"
                );
            };
            if line.state == State::Applied {
                bail!(
                    "V{version}__{} is already applied: nothing to resolve",
                    line.name
                );
            }
            if !dry_run {
                db.record_finished(version, &checksum)?;
            }
            "applied"
        }
        ResolveMark::Pending => {
            migrate::resolve::check_mark_pending(&lines, version)?;
            if !dry_run {
                db.forget_migration(version)?;
            }
            "pending"
        }
    };
    Ok(ResolveReport {
        target: db.target().display_url(),
        version,
        name: line.name.clone(),
        was: line.state.as_str(),
        now,
        dry_run,
    })
}
