//! Output of one command across pods: a section per pod (its own output) and
//! a results table with a total, or one JSON object per pod per line and a
//! summary line (`--format json`). The pods' results are data here; the
//! fan-out that produces them is `commands::fleet`.

use super::table;
use crate::{EXIT_CLEAN, EXIT_ERROR, EXIT_FINDINGS};
use serde::Serialize;
use std::io::{self, Write};

/// How a pod's run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum PodStatus {
    /// Exit 0.
    Ok,
    /// Exit 1.
    Findings,
    /// Exit 2 (the command's error, a panic, a lost server).
    Failed,
    /// No answer within `--pod-timeout`.
    TimedOut,
    /// Never started: the rollout stopped before this pod.
    NotRun,
}

impl PodStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            PodStatus::Ok => "ok",
            PodStatus::Findings => "findings",
            PodStatus::Failed => "failed",
            PodStatus::TimedOut => "timed-out",
            PodStatus::NotRun => "not-run",
        }
    }

    /// The pod did not complete its command.
    pub fn incomplete(self) -> bool {
        matches!(
            self,
            PodStatus::Failed | PodStatus::TimedOut | PodStatus::NotRun
        )
    }
}

/// One pod's result (a JSON line).
#[derive(Debug, Serialize)]
pub struct PodResult {
    pub pod: String,
    pub status: PodStatus,
    pub exit: Option<i32>,
    pub seconds: f64,
    /// The command's own JSON document (`--format json`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<serde_json::Value>,
    /// Its output when that was not one JSON document.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub output: Option<String>,
    /// What the command wrote to stderr (warnings, notes), line by line.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    pub error: Option<String>,
    /// The command's output as it wrote it (table format).
    #[serde(skip)]
    pub stdout: String,
}

/// The fleet's totals (the last JSON line).
#[derive(Debug, Default, Serialize)]
pub struct Summary {
    pub pods: usize,
    pub ok: usize,
    pub findings: usize,
    pub failed: usize,
    pub timed_out: usize,
    pub not_run: usize,
    /// The worst pod's exit status.
    pub exit: i32,
    pub seconds: f64,
}

impl Summary {
    pub fn of(results: &[PodResult], seconds: f64) -> Summary {
        let mut s = Summary {
            pods: results.len(),
            seconds,
            ..Summary::default()
        };
        for r in results {
            match r.status {
                PodStatus::Ok => s.ok += 1,
                PodStatus::Findings => s.findings += 1,
                PodStatus::Failed => s.failed += 1,
                PodStatus::TimedOut => s.timed_out += 1,
                PodStatus::NotRun => s.not_run += 1,
            }
        }
        s.exit = if s.failed + s.timed_out + s.not_run > 0 {
            EXIT_ERROR
        } else if s.findings > 0 {
            EXIT_FINDINGS
        } else {
            EXIT_CLEAN
        };
        s
    }
}

/// One JSON object per pod per line, then `{"summary": ...}`.
pub fn json_lines(out: &mut dyn Write, results: &[PodResult], summary: &Summary) -> io::Result<()> {
    for r in results {
        serde_json::to_writer(&mut *out, r)?;
        writeln!(out)?;
    }
    serde_json::to_writer(&mut *out, &serde_json::json!({ "summary": summary }))?;
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
    let exit = |e: Option<i32>| e.map(|c| c.to_string()).unwrap_or_else(|| "-".into());
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
    let mut rows: Vec<Vec<String>> = results
        .iter()
        .map(|r| {
            vec![
                r.pod.clone(),
                r.status.as_str().to_string(),
                exit(r.exit),
                format!("{:.1}", r.seconds),
                r.error
                    .as_deref()
                    .and_then(|e| e.lines().next())
                    .unwrap_or("")
                    .to_string(),
            ]
        })
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
    writeln!(
        out,
        "{}",
        table(&["pod", "status", "exit", "seconds", "error"], &rows)
    )
}
