//! `poolctl migrate status|run|resolve`.

use super::{Io, applied_by};
use crate::Outcome;
use crate::cli::{Format, MigrateCommand, ResolveMark};
use crate::config::{DEFAULT_STATEMENT_TIMEOUT_SECS, Settings};
use crate::db::{Db, MigrationLock, Require};
use crate::migrate::{self, Migration, RUNBOOK_LOCK, State, StatusLine};
use crate::render;
use anyhow::{Context, bail};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde::Serialize;
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
    let renames = settings.file.tables.renames();
    migrate::embedded::all()
        .into_iter()
        .map(|mut m| {
            m.sql = migrate::sql::rename_tables(&m.sql, &renames)
                .map_err(|e| anyhow::anyhow!("migration V{}__{}: {e}", m.version, m.name))?;
            Ok(m)
        })
        .collect()
}

/// `waits`: the longest the server may take to answer one call on this
/// connection by design (the lock timeout, a long migration statement); the
/// read timeout comes on top.
fn connect(
    settings: &Settings,
    require: Require,
    waits: u64,
    statement_timeout: u64,
) -> anyhow::Result<(Db, String)> {
    let target = settings
        .target()?
        .expecting_waits(waits)
        .with_statement_timeout(statement_timeout);
    let database = target.require_database()?.to_string();
    Ok((Db::connect(&target, require)?, database))
}

#[derive(Serialize)]
struct StatusReport<'a> {
    target: String,
    database: &'a str,
    migrations: &'a [StatusLine],
    summary: Summary,
    /// The connection holding the migration lock, when a deploy is running.
    deploy_lock_holder: Option<String>,
}

#[derive(Serialize, Default)]
struct Summary {
    applied: usize,
    pending: usize,
    diverged: usize,
    dirty: usize,
    running: usize,
    unknown: usize,
}

fn summarize(lines: &[StatusLine]) -> Summary {
    let mut s = Summary::default();
    for l in lines {
        match l.state {
            State::Applied => s.applied += 1,
            State::Pending => s.pending += 1,
            State::Diverged => s.diverged += 1,
            State::Dirty => s.dirty += 1,
            State::Running => s.running += 1,
            State::Unknown => s.unknown += 1,
        }
    }
    s
}

fn status(settings: &Settings, format: Format, io: &mut Io<'_>) -> anyhow::Result<Outcome> {
    let (mut db, database) = connect(
        settings,
        Require::Connection,
        0,
        DEFAULT_STATEMENT_TIMEOUT_SECS,
    )?;
    let embedded = embedded(settings)?;
    let holder = db.lock_holder(&migrate::lock_name(&database))?;
    let lines = migrate::status(&embedded, &db.read_history()?, holder.is_some());
    let summary = summarize(&lines);
    let drift = lines.iter().any(|l| l.state.is_drift());
    match format {
        Format::Json => render::json(
            io.out,
            &StatusReport {
                target: db.target().display_url(),
                database: &database,
                migrations: &lines,
                summary,
                deploy_lock_holder: holder.as_ref().map(|h| h.to_string()),
            },
        )?,
        _ => {
            let rows: Vec<Vec<String>> = lines
                .iter()
                .map(|l| {
                    let note = match l.state {
                        State::Dirty => format!(
                            "{}; see {}",
                            l.progress.clone().unwrap_or_default(),
                            migrate::RUNBOOK_DIRTY
                        ),
                        State::Diverged => format!(
                            "file checksum {} != recorded {}; see {}",
                            l.checksum.as_deref().unwrap_or("-"),
                            l.recorded_checksum.as_deref().unwrap_or("-"),
                            migrate::RUNBOOK_DIVERGED
                        ),
                        State::Unknown => {
                            format!("not in this poolctl; see {}", migrate::RUNBOOK_UNKNOWN)
                        }
                        _ => String::new(),
                    };
                    vec![
                        format!("V{}", l.version),
                        l.name.clone(),
                        l.state.as_str().to_string(),
                        l.finished_at
                            .clone()
                            .or_else(|| l.started_at.clone())
                            .unwrap_or_default(),
                        note,
                    ]
                })
                .collect();
            writeln!(io.out, "{} ({})", db.target().display_url(), db.server())?;
            writeln!(
                io.out,
                "{}",
                render::table(&["version", "name", "state", "at (UTC)", "note"], &rows)
            )?;
            writeln!(
                io.out,
                "{} applied, {} pending, {} diverged, {} dirty, {} running, {} unknown",
                summary.applied,
                summary.pending,
                summary.diverged,
                summary.dirty,
                summary.running,
                summary.unknown
            )?;
        }
    }
    Ok(if drift {
        Outcome::Findings
    } else {
        Outcome::Clean
    })
}

#[derive(Serialize)]
struct PlannedMigration {
    version: i64,
    name: String,
    checksum: String,
    statements: Vec<String>,
}

#[derive(Serialize)]
struct AppliedMigration {
    version: i64,
    name: String,
    statements: usize,
    duration_ms: u128,
}

#[derive(Serialize)]
struct RunReport {
    target: String,
    dry_run: bool,
    already_applied: usize,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    plan: Vec<PlannedMigration>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    applied: Vec<AppliedMigration>,
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

/// Take the deploy lock, telling the operator whom they wait for.
fn lock(db: &mut Db, name: &str, timeout: u64, io: &mut Io<'_>) -> anyhow::Result<()> {
    if let MigrationLock::Acquired = db.acquire_named_lock(name, 0)? {
        return Ok(());
    }
    if let Some(holder) = db.lock_holder(name)? {
        writeln!(
            io.err,
            "waiting up to {timeout}s for migration lock '{name}', held by {holder}"
        )?;
    }
    match db.acquire_named_lock(name, timeout)? {
        MigrationLock::Acquired => Ok(()),
        MigrationLock::TimedOut(holder) => bail!(
            "another deploy holds migration lock '{name}' on {}: {}; gave up after {timeout}s. \
             Let it finish, or raise --lock-timeout (see {RUNBOOK_LOCK})",
            db.target().display_url(),
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
    let (mut db, database) = connect(
        settings,
        Require::SkipLocked,
        lock_timeout,
        statement_timeout,
    )?;
    let embedded = embedded(settings)?;
    let target = db.target().display_url();
    if dry_run {
        let lines = migrate::status(&embedded, &db.read_history()?, false);
        let plan = migrate::plan_run(&embedded, &lines)?;
        let report = RunReport {
            target,
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
        };
        match format {
            Format::Json => render::json(io.out, &report)?,
            _ => {
                if report.plan.is_empty() {
                    writeln!(
                        io.out,
                        "dry run: nothing to apply on {} ({} applied)",
                        report.target, report.already_applied
                    )?;
                } else {
                    writeln!(
                        io.out,
                        "dry run: would apply {} migration(s) to {}:",
                        report.plan.len(),
                        report.target
                    )?;
                    for p in &report.plan {
                        writeln!(
                            io.out,
                            "\n-- V{}__{} ({} statement(s))",
                            p.version,
                            p.name,
                            p.statements.len()
                        )?;
                        for s in &p.statements {
                            writeln!(io.out, "{s};")?;
                        }
                    }
                    writeln!(io.out, "\nnothing was changed")?;
                }
            }
        }
        return Ok(Outcome::Clean);
    }

    let lock_name = migrate::lock_name(&database);
    lock(&mut db, &lock_name, lock_timeout, io)?;
    db.ensure_history_table()?;
    // Read the history only under the lock: a deploy that held it before us may
    // have applied everything we were about to.
    let lines = migrate::status(&embedded, &db.read_history()?, false);
    let plan = migrate::plan_run(&embedded, &lines)?;
    let already_applied = lines.iter().filter(|l| l.state == State::Applied).count();
    let mut applied = Vec::new();
    let by = applied_by();
    let total_statements: usize = plan
        .iter()
        .map(|m| split(m).map(|s| s.len()).unwrap_or(0))
        .sum();
    let bar = if super::progress_on_terminal() {
        ProgressBar::with_draw_target(Some(total_statements as u64), ProgressDrawTarget::stderr())
    } else {
        ProgressBar::hidden()
    };
    bar.set_style(
        ProgressStyle::with_template("{spinner} {msg} [{bar:30}] {pos}/{len} statements")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    for m in plan {
        let statements = split(m)?;
        let started = Instant::now();
        bar.set_message(format!("V{}__{}", m.version, m.name));
        db.record_started(m.version, &m.name, &m.checksum, statements.len(), &by)?;
        for (i, stmt) in statements.iter().enumerate() {
            if let Err(e) = db.execute_migration_statement(stmt) {
                bar.abandon();
                if i == 0 {
                    db.forget_migration(m.version)?;
                    return Err(e).with_context(|| {
                        format!(
                            "migration V{}__{} failed at its first statement; nothing was changed and it is still pending",
                            m.version, m.name
                        )
                    });
                }
                return Err(e).with_context(|| {
                    format!(
                        "migration V{}__{} failed at statement {} of {} after {i} ran: it is now dirty. \
                         Follow {} before running again",
                        m.version,
                        m.name,
                        i + 1,
                        statements.len(),
                        migrate::RUNBOOK_DIRTY
                    )
                });
            }
            db.record_progress(m.version, i + 1)?;
            bar.inc(1);
        }
        if crash_requested(m.version) {
            std::process::abort();
        }
        db.record_finished(m.version, &m.checksum)?;
        applied.push(AppliedMigration {
            version: m.version,
            name: m.name.clone(),
            statements: statements.len(),
            duration_ms: started.elapsed().as_millis(),
        });
    }
    bar.finish_and_clear();
    db.release_named_lock(&lock_name)?;
    let report = RunReport {
        target,
        dry_run: false,
        already_applied,
        plan: vec![],
        applied,
    };
    match format {
        Format::Json => render::json(io.out, &report)?,
        Format::Table | Format::Sarif | Format::Github if report.applied.is_empty() => writeln!(
            io.out,
            "nothing to apply: {} is up to date ({} migration(s) applied)",
            report.target, report.already_applied
        )?,
        _ => {
            let rows: Vec<Vec<String>> = report
                .applied
                .iter()
                .map(|a| {
                    vec![
                        format!("V{}", a.version),
                        a.name.clone(),
                        a.statements.to_string(),
                        format!("{} ms", a.duration_ms),
                    ]
                })
                .collect();
            writeln!(
                io.out,
                "applied {} migration(s) to {}:",
                report.applied.len(),
                report.target
            )?;
            writeln!(
                io.out,
                "{}",
                render::table(&["version", "name", "statements", "took"], &rows)
            )?;
        }
    }
    Ok(Outcome::Clean)
}

#[derive(Serialize)]
struct ResolveReport {
    target: String,
    version: i64,
    name: String,
    was: &'static str,
    now: &'static str,
    dry_run: bool,
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
        lock_timeout,
        DEFAULT_STATEMENT_TIMEOUT_SECS,
    )?;
    let embedded = embedded(settings)?;
    let lock_name = migrate::lock_name(&database);
    if !dry_run {
        lock(&mut db, &lock_name, lock_timeout, io)?;
    }
    let lines = migrate::status(&embedded, &db.read_history()?, false);
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
    if !dry_run {
        db.release_named_lock(&lock_name)?;
    }
    let report = ResolveReport {
        target: db.target().display_url(),
        version,
        name: line.name.clone(),
        was: line.state.as_str(),
        now,
        dry_run,
    };
    match format {
        Format::Json => render::json(io.out, &report)?,
        _ => writeln!(
            io.out,
            "{}V{}__{}: {} -> {} on {}",
            if dry_run {
                "dry run (nothing changed): "
            } else {
                ""
            },
            report.version,
            report.name,
            report.was,
            report.now,
            report.target
        )?,
    }
    Ok(Outcome::Clean)
}
