//! What `schema check` finds: one [`CheckResult`] per invariant, and the
//! report of a check ([`SchemaReport`], the JSON document).

use crate::server::ServerInfo;
use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Pass,
    Info,
    Warn,
    Fail,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Pass => "pass",
            Status::Info => "info",
            Status::Warn => "warn",
            Status::Fail => "FAIL",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CheckResult {
    /// Stable identifier, also the runbook anchor.
    pub code: &'static str,
    pub status: Status,
    pub message: String,
    /// The statement or setting that fixes a failure or warning.
    pub fix: Option<String>,
    pub runbook: String,
}

impl CheckResult {
    pub fn failed(&self) -> bool {
        self.status == Status::Fail
    }
}

/// Everything a check reports (the JSON document).
#[derive(Debug, Serialize)]
pub struct SchemaReport {
    pub target: String,
    pub server: ServerInfo,
    pub database: String,
    pub ok: bool,
    pub failed: usize,
    pub warnings: usize,
    pub checks: Vec<CheckResult>,
}

impl SchemaReport {
    pub fn new(
        target: String,
        server: ServerInfo,
        database: String,
        checks: Vec<CheckResult>,
    ) -> SchemaReport {
        let failed = checks.iter().filter(|r| r.failed()).count();
        let warnings = checks.iter().filter(|r| r.status == Status::Warn).count();
        SchemaReport {
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
