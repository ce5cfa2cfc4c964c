//! `poolctl schema check` output: one row per check, then what to fix and
//! why for each failure or warning; JSON is the
//! [`SchemaReport`] serialized.

use super::{Column, columns};
use crate::schema::{CheckResult, SchemaReport, Status};
use std::io::{self, Write};

/// One check's row.
const CHECK_COLUMNS: [Column<CheckResult>; 3] = [
    Column::new("status", |c| c.status.as_str().to_string()),
    Column::new("check", |c| c.code.to_string()),
    Column::new("detail", |c| c.message.clone()),
];

pub fn check(out: &mut dyn Write, r: &SchemaReport) -> io::Result<()> {
    writeln!(out, "{} ({})", r.target, r.server)?;
    writeln!(out, "{}", columns(&CHECK_COLUMNS, &r.checks))?;
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
