//! One sample of the lock state, finished ([`LockReport`]): the findings,
//! the blocking hubs and head blockers, the warnings, and what a live read
//! and `--watch` add. What `poolctl inspect-locks` prints, as JSON or for
//! people (`crate::render::locks`).

use super::blocking::{Blocking, BlockingHub, HeadBlocker};
use super::findings::Finding;
use super::history::DeadlockHistory;
use super::views::{LockViews, ViewsSource};
use schemars::JsonSchema;
use serde::Serialize;

/// `inspect-locks`: one sample of the lock state, finished: the findings,
/// who blocks whom, and the parser's warnings (with `--watch`, one per line
/// and sample).
#[derive(Serialize, JsonSchema)]
pub struct LockReport<'a> {
    /// The server, when read live (`MariaDB 10.11.6`); null for `--file`.
    pub server: Option<&'a str>,
    /// What was read: the target URL without its password, or `file PATH`.
    pub source: &'a str,
    /// Every finding, those on pool tables first, then by kind.
    pub findings: &'a [Finding],
    /// Who blocks whom, one hub per waited-for lock: its holders and its
    /// waiters (`innodb::blocking`).
    pub hubs: &'a [BlockingHub],
    /// Transactions that block others and wait for nothing, with their
    /// connections: look here first.
    pub head_blockers: &'a [HeadBlocker],
    /// What the parser could not read, or worth knowing about the input
    /// (the line and why); never a finding.
    pub warnings: &'a [String],
    /// The lock views a live server was read with, counted (their rows are
    /// in the findings they completed); absent for `--file`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub views: Option<ViewsSummary>,
    /// `--watch` only: the sample number, from 1; absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sample: Option<u64>,
    /// `--watch` only: when the sample was taken; absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("x-unit" = "Unix seconds"))]
    pub time: Option<u64>,
    /// `--watch` only: every deadlock seen since the watch began, each shape
    /// once with its count; absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deadlock_history: Option<&'a DeadlockHistory>,
}

impl<'a> LockReport<'a> {
    /// The report of one reading of `source`: no server, no views, not a
    /// `--watch` sample (set those fields after).
    pub fn new(
        source: &'a str,
        findings: &'a [Finding],
        blocking: &'a Blocking,
        warnings: &'a [String],
    ) -> LockReport<'a> {
        LockReport {
            server: None,
            source,
            findings,
            hubs: &blocking.hubs,
            head_blockers: &blocking.head_blockers,
            warnings,
            views: None,
            sample: None,
            time: None,
            deadlock_history: None,
        }
    }
}

/// Which lock views were read and how many rows each gave.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ViewsSummary {
    /// The views read.
    pub source: ViewsSource,
    /// Transactions read (INNODB_TRX).
    pub transactions: usize,
    /// Locks read.
    pub locks: usize,
    /// Lock waits read.
    pub waits: usize,
}

impl From<&LockViews> for ViewsSummary {
    fn from(v: &LockViews) -> ViewsSummary {
        ViewsSummary {
            source: v.source,
            transactions: v.transactions.len(),
            locks: v.locks.len(),
            waits: v.waits.len(),
        }
    }
}
