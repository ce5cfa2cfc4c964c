//! `poolctl migrate` output: the status table, the dry-run plan with its SQL
//! (a script the `mysql`/`mariadb` client runs as it is),
//! what a run applied, and a resolution; JSON is each report serialized.

use super::table;
use crate::migrate::{self, State, StatusLine, Summary};
use serde::Serialize;
use std::io::{self, Write};

/// `migrate status` (the JSON document).
#[derive(Debug, Serialize)]
pub struct StatusReport {
    pub target: String,
    /// The server, for the table's header.
    #[serde(skip)]
    pub server: String,
    pub database: String,
    pub migrations: Vec<StatusLine>,
    pub summary: Summary,
    /// The connection holding the migration lock, when a deploy is running.
    pub deploy_lock_holder: Option<String>,
}

/// One migration a dry run would apply, with its statements.
#[derive(Debug, Serialize)]
pub struct PlannedMigration {
    pub version: i64,
    pub name: String,
    pub checksum: String,
    pub statements: Vec<String>,
}

/// One migration a run applied.
#[derive(Debug, Serialize)]
pub struct AppliedMigration {
    pub version: i64,
    pub name: String,
    pub statements: usize,
    pub duration_ms: u128,
}

/// `migrate run` and `migrate run --dry-run` (the JSON document).
#[derive(Debug, Serialize)]
pub struct RunReport {
    pub target: String,
    pub dry_run: bool,
    pub already_applied: usize,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub plan: Vec<PlannedMigration>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub applied: Vec<AppliedMigration>,
}

/// `migrate resolve` (the JSON document).
#[derive(Debug, Serialize)]
pub struct ResolveReport {
    pub target: String,
    pub version: i64,
    pub name: String,
    pub was: &'static str,
    pub now: &'static str,
    pub dry_run: bool,
}

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
    let rows: Vec<Vec<String>> = r
        .migrations
        .iter()
        .map(|l| {
            vec![
                format!("V{}", l.version),
                l.name.clone(),
                l.state.as_str().to_string(),
                l.finished_at
                    .clone()
                    .or_else(|| l.started_at.clone())
                    .unwrap_or_default(),
                note(l),
            ]
        })
        .collect();
    writeln!(out, "{} ({})", r.target, r.server)?;
    writeln!(
        out,
        "{}",
        table(&["version", "name", "state", "at (UTC)", "note"], &rows)
    )?;
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
    let rows: Vec<Vec<String>> = r
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
        out,
        "applied {} migration(s) to {}:",
        r.applied.len(),
        r.target
    )?;
    writeln!(
        out,
        "{}",
        table(&["version", "name", "statements", "took"], &rows)
    )
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
