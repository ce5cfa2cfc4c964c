//! One command across pods, as data: how each pod's run ended
//! ([`PodStatus`], [`PodResult`]) and the fleet's totals ([`Summary`]), whose
//! exit status is the worst pod's. The fan-out that produces them is
//! `crate::commands::fleet`; `crate::render::fleet` prints them.

use crate::{EXIT_CLEAN, EXIT_ERROR, EXIT_FINDINGS};
use serde::Serialize;

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
