//! What `schema check` finds: one [`CheckResult`] per invariant, and the
//! report of a check ([`SchemaReport`], the JSON document).

use crate::server::ServerInfo;
use schemars::JsonSchema;
use serde::Serialize;

/// How a check came out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// The invariant holds.
    Pass,
    /// Worth knowing; nothing to fix.
    Info,
    /// Works, but costs something (speed, safety under failure): fix when
    /// convenient.
    Warn,
    /// The invariant is broken: the pool is unsafe or will not work (exit 1).
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

/// One invariant checked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct CheckResult {
    /// Stable identifier (`units-primary-key`, `binlog-format`, ...), also the
    /// anchor of its runbook section.
    pub code: &'static str,
    /// How it came out.
    pub status: Status,
    /// What was found, in words.
    pub message: String,
    /// The statement or setting that fixes a failure or warning; null when
    /// there is nothing to fix.
    pub fix: Option<String>,
    /// Its runbook section, relative to the repository: the schema runbook's
    /// section named by its code.
    pub runbook: String,
}

impl CheckResult {
    pub fn failed(&self) -> bool {
        self.status == Status::Fail
    }
}

/// `schema check`: each invariant the pool depends on, checked against the
/// live schema and server.
#[derive(Debug, Serialize, JsonSchema)]
pub struct SchemaReport {
    /// The server and database, as a URL without its password.
    pub target: String,
    /// The server checked.
    pub server: ServerInfo,
    /// The database checked.
    pub database: String,
    /// No check failed (the exit status is 0).
    pub ok: bool,
    /// Checks with status `fail`.
    pub failed: usize,
    /// Checks with status `warn`.
    pub warnings: usize,
    /// Every check made (some only in some cases, see runbooks/schema.md),
    /// in a fixed order.
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
