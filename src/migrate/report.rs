//! What `poolctl migrate status`, `run` and `resolve` report (each one JSON
//! document; `crate::render::migrate` draws them for people).

use super::{StatusLine, Summary};
use serde::Serialize;

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
