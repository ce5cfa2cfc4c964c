//! `poolctl migrate` output: the status table, the dry-run plan with its SQL
//! (a script the `mysql`/`mariadb` client runs as it is), what a run
//! applied, and a resolution; JSON is each report
//! (`crate::migrate::report`) serialized.

use super::{Column, columns};
use crate::migrate::report::{AppliedMigration, ResolveReport, RunReport, StatusReport};
use crate::migrate::{self, State, StatusLine};
use std::io::{self, Write};

/// One migration's line of `migrate status`.
const STATUS_COLUMNS: [Column<StatusLine>; 5] = [
    Column::new("version", |l| format!("V{}", l.version)),
    Column::new("name", |l| l.name.clone()),
    Column::new("state", |l| l.state.as_str().to_string()),
    Column::new("at (UTC)", |l| {
        l.finished_at
            .clone()
            .or_else(|| l.started_at.clone())
            .unwrap_or_default()
    }),
    Column::new("note", note),
];

/// One migration a run applied.
const APPLIED_COLUMNS: [Column<AppliedMigration>; 4] = [
    Column::new("version", |a| format!("V{}", a.version)),
    Column::new("name", |a| a.name.clone()),
    Column::new("statements", |a| a.statements.to_string()),
    Column::new("took", |a| format!("{} ms", a.duration_ms)),
];

fn note(l: &StatusLine) -> String {
    match l.state {
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
        State::Unknown => format!("not in this poolctl; see {}", migrate::RUNBOOK_UNKNOWN),
        _ => String::new(),
    }
}

pub fn status(out: &mut dyn Write, r: &StatusReport) -> io::Result<()> {
    writeln!(out, "{} ({})", r.target, r.server)?;
    writeln!(out, "{}", columns(&STATUS_COLUMNS, &r.migrations))?;
    let s = &r.summary;
    writeln!(
        out,
        "{} applied, {} pending, {} diverged, {} dirty, {} running, {} unknown",
        s.applied, s.pending, s.diverged, s.dirty, s.running, s.unknown
    )
}

pub fn run(out: &mut dyn Write, r: &RunReport) -> io::Result<()> {
    if r.dry_run {
        return plan(out, r);
    }
    if r.applied.is_empty() {
        return writeln!(
            out,
            "nothing to apply: {} is up to date ({} migration(s) applied)",
            r.target, r.already_applied
        );
    }
    writeln!(
        out,
        "applied {} migration(s) to {}:",
        r.applied.len(),
        r.target
    )?;
    writeln!(out, "{}", columns(&APPLIED_COLUMNS, &r.applied))
}

fn plan(out: &mut dyn Write, r: &RunReport) -> io::Result<()> {
    if r.plan.is_empty() {
        return writeln!(
            out,
            "-- dry run: nothing to apply on {} ({} applied)",
            r.target, r.already_applied
        );
    }
    writeln!(
        out,
        "-- dry run: would apply {} migration(s) to {}; the lines below are a script for \
         the mysql or mariadb client, the statements exactly as poolctl runs them:",
        r.plan.len(),
        r.target
    )?;
    for p in &r.plan {
        writeln!(
            out,
            "\n-- V{}__{} ({} statement(s))",
            p.version,
            p.name,
            p.statements.len()
        )?;
        for s in &p.statements {
            writeln!(out, "{}", migrate::sql::for_client(s))?;
        }
    }
    writeln!(out, "\n-- nothing was changed")
}

pub fn resolve(out: &mut dyn Write, r: &ResolveReport) -> io::Result<()> {
    writeln!(
        out,
        "{}V{}__{}: {} -> {} on {}",
        if r.dry_run {
            "dry run (nothing changed): "
        } else {
            ""
        },
        r.version,
        r.name,
        r.was,
        r.now,
        r.target
    )
}
