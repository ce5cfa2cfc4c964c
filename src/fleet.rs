//! One command across pods, as data: how each pod's run ended
//! ([`PodStatus`], [`PodResult`]) and the fleet's totals ([`Summary`]), whose
//! exit status is the worst pod's. The fan-out that produces them is
//! `crate::commands::fleet`; `crate::render::fleet` prints them.

use crate::{EXIT_CLEAN, EXIT_ERROR, EXIT_FINDINGS};
use schemars::JsonSchema;
use serde::Serialize;

/// How a pod's run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
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

/// One pod's result: a line per pod, in the pods' order.
#[derive(Debug, Serialize, JsonSchema)]
pub struct PodResult {
    /// The pod's name (`[pods.NAME]` of poolctl.toml).
    pub pod: String,
    /// How its run ended.
    pub status: PodStatus,
    /// The command's exit status on this pod: 0, 1 or 2; null for a pod not
    /// run.
    pub exit: Option<i32>,
    /// How long it ran (for a timed-out pod: `--pod-timeout`; 0 for a pod
    /// not run).
    #[schemars(extend("x-unit" = "seconds"))]
    pub seconds: f64,
    /// The command's own JSON document on this pod (the command's schema);
    /// absent when it printed none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<serde_json::Value>,
    /// Its output when that was not one JSON document (JSON lines, text);
    /// absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub output: Option<String>,
    /// What the command wrote to stderr (warnings, notes), line by line;
    /// absent when nothing.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    /// Why it failed, timed out or was not run (passwords left out); null
    /// when it completed.
    pub error: Option<String>,
    /// The command's output as it wrote it (table format).
    #[serde(skip)]
    pub stdout: String,
}

/// The fleet's totals.
#[derive(Debug, Default, Serialize, JsonSchema)]
pub struct Summary {
    /// Pods the command was run for.
    pub pods: usize,
    /// Pods `ok`.
    pub ok: usize,
    /// Pods `findings`.
    pub findings: usize,
    /// Pods `failed`.
    pub failed: usize,
    /// Pods `timed-out`.
    pub timed_out: usize,
    /// Pods `not-run`.
    pub not_run: usize,
    /// The worst pod's exit status (2 when any pod failed, timed out or was
    /// not run), which is poolctl's.
    pub exit: i32,
    /// How long the whole run took.
    #[schemars(extend("x-unit" = "seconds"))]
    pub seconds: f64,
}

/// The last line across pods: the fleet's totals.
#[derive(Debug, Serialize, JsonSchema)]
pub struct SummaryLine<'a> {
    /// The fleet's totals.
    pub summary: &'a Summary,
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
