//! What `poolctl replenish --once` and `--dry-run` report on stdout: the
//! pass's totals, what a dry run would do to each pool, the pools still
//! drained after it; or that another replenisher leads and nothing was done.
//! Built by the loop (`crate::replenish::run`), rendered by
//! `crate::render::replenish` (a table, or this as one JSON document).

use super::PoolKey;
use super::event::{PassKind, PassTotals};
use super::leader::Role;
use super::plan::Assessment;
use schemars::JsonSchema;
use serde::Serialize;

/// `replenish --once` or `--dry-run`: one full pass (a sweep), what it did
/// or would do; or that another replenisher leads and nothing was done.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct PassReport {
    /// The server and database, as a URL without its password.
    pub target: String,
    /// The database replenished.
    pub database: String,
    /// Whether this is `--dry-run` (nothing was written, no lock taken).
    pub dry_run: bool,
    /// `leader` when the pass ran; `standby` when another replenisher held
    /// the lock and nothing was done.
    pub role: Role,
    /// The leader's connection id, when another replenisher leads (and the
    /// server said); null otherwise.
    pub leader: Option<u64>,
    /// The kind of pass (always `sweep`: every pool).
    pub kind: PassKind,
    /// What the pass counted.
    pub totals: PassTotals,
    /// How long the pass took (0 on standby).
    #[schemars(extend("x-unit" = "seconds"))]
    pub seconds: f64,
    /// Dry run: every pool the pass would act on, in the order it would
    /// (drained first, then the lowest fill); empty otherwise.
    pub planned: Vec<Assessment>,
    /// Pools still drained after the pass (empty with stock behind them).
    pub still_drained: Vec<PoolKey>,
    /// The replenisher's runbook, relative to the repository.
    pub runbook: &'static str,
}

impl PassReport {
    /// Another replenisher leads (`leader`: its connection, when the server
    /// said): nothing was done.
    pub fn standby(target: String, database: String, leader: Option<u64>) -> PassReport {
        PassReport {
            target,
            database,
            dry_run: false,
            role: Role::Standby,
            leader,
            kind: PassKind::Sweep,
            totals: PassTotals::default(),
            seconds: 0.0,
            planned: Vec::new(),
            still_drained: Vec::new(),
            runbook: super::RUNBOOK,
        }
    }

    /// The rows a dry run would add, over every pool it would act on.
    pub fn would_add(&self) -> u64 {
        self.planned.iter().map(|a| a.deficit).sum()
    }
}
