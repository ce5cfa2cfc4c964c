//! Output of one command across pods: a section per pod (its own output) and
//! a results table with a total, or one JSON object per pod per line and a
//! summary line (`--format json`). The pods' results are `crate::fleet`'s;
//! the fan-out that produces them is `commands::fleet`.

use super::{Column, table};
use crate::fleet::{PodResult, Summary, SummaryLine};
use std::io::{self, Write};

fn exit(e: Option<i32>) -> String {
    e.map(|c| c.to_string()).unwrap_or_else(|| "-".into())
}

/// One pod's line of the results table (the total line follows them).
const POD_COLUMNS: [Column<PodResult>; 5] = [
    Column::new("pod", |r| r.pod.clone()),
    Column::new("status", |r| r.status.as_str().to_string()),
    Column::new("exit", |r| exit(r.exit)),
    Column::new("seconds", |r| format!("{:.1}", r.seconds)),
    Column::new("error", |r| {
        r.error
            .as_deref()
            .and_then(|e| e.lines().next())
            .unwrap_or("")
            .to_string()
    }),
];

/// One JSON object per pod per line, then `{"summary": ...}`.
pub fn json_lines(out: &mut dyn Write, results: &[PodResult], summary: &Summary) -> io::Result<()> {
    for r in results {
        serde_json::to_writer(&mut *out, r)?;
        writeln!(out)?;
    }
    serde_json::to_writer(&mut *out, &SummaryLine { summary })?;
    writeln!(out)
}

/// A section per pod (its output; its notes go to `err` prefixed with the
/// pod), then the results table with a total line.
pub fn sections(
    out: &mut dyn Write,
    err: &mut dyn Write,
    results: &[PodResult],
    summary: &Summary,
) -> io::Result<()> {
    for r in results {
        writeln!(
            out,
            "== pod {}: {} (exit {}, {:.1} s)",
            r.pod,
            r.status.as_str(),
            exit(r.exit),
            r.seconds
        )?;
        out.write_all(r.stdout.as_bytes())?;
        for line in &r.notes {
            writeln!(err, "[{}] {line}", r.pod)?;
        }
        if let Some(e) = &r.error {
            writeln!(out, "  error: {e}")?;
        }
        writeln!(out)?;
    }
    // The pods' rows, then the total's under the same headers.
    let mut rows: Vec<Vec<String>> = results
        .iter()
        .map(|r| POD_COLUMNS.iter().map(|c| (c.cell)(r)).collect())
        .collect();
    rows.push(vec![
        format!("total: {}", summary.pods),
        format!(
            "{} ok, {} findings, {} failed, {} timed out, {} not run",
            summary.ok, summary.findings, summary.failed, summary.timed_out, summary.not_run
        ),
        summary.exit.to_string(),
        format!("{:.1}", summary.seconds),
        String::new(),
    ]);
    let headers: Vec<&str> = POD_COLUMNS.iter().map(|c| c.header).collect();
    writeln!(out, "{}", table(&headers, &rows))
}
