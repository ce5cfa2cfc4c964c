//! `poolctl schema check` output: one row per check, then what to fix and
//! why for each failure or warning; JSON is the [`Report`] serialized.

use super::table;
use crate::schema::{CheckResult, Status};
use crate::server::ServerInfo;
use serde::Serialize;
use std::io::{self, Write};

/// Everything a check reports (the JSON document).
#[derive(Debug, Serialize)]
pub struct Report {
    pub target: String,
    pub server: ServerInfo,
    pub database: String,
    pub ok: bool,
    pub failed: usize,
    pub warnings: usize,
    pub checks: Vec<CheckResult>,
}

impl Report {
    pub fn new(
        target: String,
        server: ServerInfo,
        database: String,
        checks: Vec<CheckResult>,
    ) -> Report {
        let failed = checks.iter().filter(|r| r.failed()).count();
        let warnings = checks.iter().filter(|r| r.status == Status::Warn).count();
        Report {
            target,
            server,
            database,
            ok: failed == 0,
            failed,
            warnings,
            checks,
        }
    }
}

pub fn check(out: &mut dyn Write, r: &Report) -> io::Result<()> {
    writeln!(out, "{} ({})", r.target, r.server)?;
    let rows: Vec<Vec<String>> = r
        .checks
        .iter()
        .map(|c| {
            vec![
                c.status.as_str().to_string(),
                c.code.to_string(),
                c.message.clone(),
            ]
        })
        .collect();
    writeln!(out, "{}", table(&["status", "check", "detail"], &rows))?;
    let to_fix: Vec<_> = r
        .checks
        .iter()
        .filter(|c| matches!(c.status, Status::Fail | Status::Warn) && c.fix.is_some())
        .collect();
    if !to_fix.is_empty() {
        writeln!(out, "\nTo fix:")?;
        for c in to_fix {
            writeln!(out, "  {} [{}]", c.code, c.status.as_str())?;
            writeln!(out, "    fix: {}", c.fix.as_deref().unwrap_or_default())?;
            writeln!(out, "    why: {}", c.runbook)?;
        }
    }
    writeln!(
        out,
        "\n{}: {} failed, {} warning(s), {} checks",
        if r.ok { "ok" } else { "FAILED" },
        r.failed,
        r.warnings,
        r.checks.len()
    )
}
