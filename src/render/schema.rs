//! `poolctl schema check` output: one row per check, then what to fix and
//! why for each failure or warning; JSON is the
//! [`SchemaReport`](crate::schema::SchemaReport) serialized.

use super::table;
use crate::schema::{SchemaReport, Status};
use std::io::{self, Write};

pub fn check(out: &mut dyn Write, r: &SchemaReport) -> io::Result<()> {
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
