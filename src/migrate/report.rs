//! What `poolctl migrate status`, `run` and `resolve` report (each one JSON
//! document; `crate::render::migrate` draws them for people).

use super::{StatusLine, Summary};
use schemars::JsonSchema;
use serde::Serialize;

/// `migrate status`: every migration, embedded or recorded, in version
/// order, and how many are in each state.
#[derive(Debug, Serialize, JsonSchema)]
pub struct StatusReport {
    /// The server and database, as a URL without its password.
    pub target: String,
    /// The server, for the table's header.
    #[serde(skip)]
    pub server: String,
    /// The database whose history table was read.
    pub database: String,
    /// One line per migration, the embedded ones and any recorded by a newer
    /// poolctl, by version.
    pub migrations: Vec<StatusLine>,
    /// How many migrations are in each state.
    pub summary: Summary,
    /// The connection holding the migration lock (its id, user, host, what it
    /// runs), when a deploy is running; null when none is.
    pub deploy_lock_holder: Option<String>,
}

/// One migration a dry run would apply, with its statements.
#[derive(Debug, Serialize, JsonSchema)]
pub struct PlannedMigration {
    /// The N of its file `VN__name.sql`.
    pub version: i64,
    /// The name part of its file name.
    pub name: String,
    /// refinery's checksum of the file (name, version and SQL), in decimal.
    pub checksum: String,
    /// Its statements as they would be sent, `[tables]` renames applied.
    pub statements: Vec<String>,
}

/// One migration a run applied.
#[derive(Debug, Serialize, JsonSchema)]
pub struct AppliedMigration {
    /// The N of its file `VN__name.sql`.
    pub version: i64,
    /// The name part of its file name.
    pub name: String,
    /// Statements it ran.
    pub statements: usize,
    /// How long it took, from its first statement to its last.
    #[schemars(extend("x-unit" = "milliseconds"))]
    pub duration_ms: u128,
}

/// `migrate run`: what the run applied, or with `--dry-run` what it would
/// apply.
#[derive(Debug, Serialize, JsonSchema)]
pub struct RunReport {
    /// The server and database, as a URL without its password.
    pub target: String,
    /// Whether this is `--dry-run`'s plan (nothing was applied).
    pub dry_run: bool,
    /// Migrations that were already applied before this run.
    pub already_applied: usize,
    /// `--dry-run`: the migrations the run would apply, in order; absent when
    /// there are none (and always without `--dry-run`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub plan: Vec<PlannedMigration>,
    /// The migrations this run applied, in order; absent when it applied none
    /// (and always with `--dry-run`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub applied: Vec<AppliedMigration>,
}

/// `migrate resolve`: how an operator's resolution of a dirty or diverged
/// migration was recorded.
#[derive(Debug, Serialize, JsonSchema)]
pub struct ResolveReport {
    /// The server and database, as a URL without its password.
    pub target: String,
    /// The migration's version (the N of `VN__name.sql`).
    pub version: i64,
    /// The migration's name.
    pub name: String,
    /// Its state before the resolution (as in `migrate status`).
    #[schemars(with = "super::State")]
    pub was: &'static str,
    /// Its state now (with `--dry-run`: the state it would be recorded in):
    /// `applied` (`--mark applied`) or `pending` (`--mark pending`).
    #[schemars(with = "super::State")]
    pub now: &'static str,
    /// Whether this is `--dry-run` (nothing was recorded).
    pub dry_run: bool,
}
