//! One sample of the lock state, finished ([`LockReport`]): the findings,
//! the blocking hubs and head blockers, the warnings, and what a live read
//! and `--watch` add. What `poolctl inspect-locks` prints, as JSON or for
//! people (`crate::render::locks`).

use super::blocking::{Blocking, BlockingHub, HeadBlocker};
use super::findings::Finding;
use super::history::DeadlockHistory;
use super::views::{LockViews, ViewsSource};
use serde::Serialize;

/// One sample of the lock state, finished: what the renderers print.
#[derive(Serialize)]
pub struct LockReport<'a> {
    /// The server, when read live.
    pub server: Option<&'a str>,
    pub source: &'a str,
    pub findings: &'a [Finding],
    /// Who blocks whom, one hub per waited-for lock: its holders and its
    /// waiters (`innodb::blocking`).
    pub hubs: &'a [BlockingHub],
    /// Transactions that block others and wait for nothing, with their
    /// connections: look here first.
    pub head_blockers: &'a [HeadBlocker],
    pub warnings: &'a [String],
    /// The lock views a live server was read with, counted (their rows are
    /// in the findings they completed).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub views: Option<ViewsSummary>,
    /// `--watch` only: the sample number (from 1) and its time (Unix seconds).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sample: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub time: Option<u64>,
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ViewsSummary {
    pub source: ViewsSource,
    pub transactions: usize,
    pub locks: usize,
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
