//! Migration planning: compares the embedded migrations with the history table
//! and decides what `migrate status` reports and what `migrate run` may apply.
//!
//! States: `applied`, `pending`, `diverged` (the file's checksum changed after it
//! was applied), `dirty` (recorded as started, never finished: MySQL DDL commits
//! implicitly, so a crash mid-migration leaves partial changes) and `unknown`
//! (recorded by a newer poolctl). A started migration while another deploy holds
//! the migration lock is `running`, not dirty. Pure: the history comes in as
//! data (read and written with the statements of [`history`]), and what a
//! command reports is a [`report`].

pub mod embedded;
pub mod history;
pub mod report;
pub mod resolve;
pub mod sql;

use schemars::JsonSchema;
use serde::Serialize;

/// Name of the history table poolctl keeps in the target database.
pub const HISTORY_TABLE: &str = "poolctl_schema_history";

/// The runbook section operators follow for a dirty or diverged migration.
pub const RUNBOOK_DIRTY: &str = "runbooks/migrations.md#a-migration-is-dirty";
pub const RUNBOOK_DIVERGED: &str = "runbooks/migrations.md#a-migration-diverged";
pub const RUNBOOK_UNKNOWN: &str = "runbooks/migrations.md#unknown-migrations";
pub const RUNBOOK_LOCK: &str = "runbooks/migrations.md#the-migration-lock-is-held";

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Migration {
    pub version: i64,
    pub name: String,
    /// refinery's checksum (SipHash-1-3 of name, version and SQL), in decimal.
    pub checksum: String,
    pub sql: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum HistoryState {
    Started,
    Finished,
}

/// One row of the history table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HistoryRow {
    pub version: i64,
    pub name: String,
    pub checksum: String,
    pub state: HistoryState,
    pub statements_total: u32,
    pub statements_applied: u32,
    pub started_at: String,
    pub finished_at: Option<String>,
    pub applied_by: String,
}

/// A migration's state, comparing the embedded file with the history table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum State {
    /// Recorded as finished, with the file's checksum.
    Applied,
    /// Not recorded: the next `migrate run` applies it.
    Pending,
    /// Recorded as finished with another checksum: its file changed after it
    /// was applied.
    Diverged,
    /// Recorded as started, never finished, while no deploy holds the lock:
    /// a crash or kill part way (runbooks/migrations.md).
    Dirty,
    /// Started and not finished while a deploy holds the lock: in progress.
    Running,
    /// Recorded, but not embedded in this poolctl (applied by a newer one).
    Unknown,
}

impl State {
    pub fn as_str(self) -> &'static str {
        match self {
            State::Applied => "applied",
            State::Pending => "pending",
            State::Diverged => "diverged",
            State::Dirty => "dirty",
            State::Running => "running",
            State::Unknown => "unknown",
        }
    }

    /// Whether this state is drift an operator must resolve.
    pub fn is_drift(self) -> bool {
        matches!(self, State::Diverged | State::Dirty | State::Unknown)
    }
}

/// One migration's line of `migrate status`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct StatusLine {
    /// The N of its file `VN__name.sql`.
    pub version: i64,
    /// The name part of its file name (as recorded, for `unknown`).
    pub name: String,
    /// Its state.
    pub state: State,
    /// refinery's checksum of the embedded file, in decimal; null for
    /// `unknown` (no such file here).
    pub checksum: Option<String>,
    /// The checksum recorded when it was applied; null for `pending` (never
    /// recorded).
    pub recorded_checksum: Option<String>,
    /// When it was recorded as started (`YYYY-MM-DD HH:MM:SS`, UTC); null
    /// for `pending`.
    pub started_at: Option<String>,
    /// When it was recorded as finished, in the same form; null when it
    /// never finished (`pending`, `dirty`, `running`).
    pub finished_at: Option<String>,
    /// Who applied it: poolctl's version, the host and the process id, as
    /// the history table records them; null for `pending`.
    pub applied_by: Option<String>,
    /// For a migration recorded as started and not finished (`dirty`,
    /// `running`): how many of its statements ran for certain, and that the
    /// next may have run too (`N of M statement(s) ran for certain; statement
    /// N+1 may have run too`, or `all M statement(s) ran; ...`); null otherwise.
    pub progress: Option<String>,
}

/// How many migrations are in each state.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Summary {
    /// Migrations `applied`.
    pub applied: usize,
    /// Migrations `pending`.
    pub pending: usize,
    /// Migrations `diverged`.
    pub diverged: usize,
    /// Migrations `dirty`.
    pub dirty: usize,
    /// Migrations `running`.
    pub running: usize,
    /// Migrations `unknown`.
    pub unknown: usize,
}

impl Summary {
    pub fn of(lines: &[StatusLine]) -> Summary {
        let mut s = Summary::default();
        for l in lines {
            match l.state {
                State::Applied => s.applied += 1,
                State::Pending => s.pending += 1,
                State::Diverged => s.diverged += 1,
                State::Dirty => s.dirty += 1,
                State::Running => s.running += 1,
                State::Unknown => s.unknown += 1,
            }
        }
        s
    }
}

/// The status of every migration, embedded or recorded, by version.
/// `deploy_running`: another connection holds the migration lock right now.
pub fn status(
    embedded: &[Migration],
    history: &[HistoryRow],
    deploy_running: bool,
) -> Vec<StatusLine> {
    let started = if deploy_running {
        State::Running
    } else {
        State::Dirty
    };
    let mut lines: Vec<StatusLine> = embedded
        .iter()
        .map(|m| {
            let row = history.iter().find(|h| h.version == m.version);
            let state = match row {
                None => State::Pending,
                Some(h) if h.state == HistoryState::Started => started,
                Some(h) if h.checksum != m.checksum => State::Diverged,
                Some(_) => State::Applied,
            };
            line(m.version, &m.name, state, Some(m.checksum.clone()), row)
        })
        .collect();
    for h in history {
        if !embedded.iter().any(|m| m.version == h.version) {
            let state = if h.state == HistoryState::Started {
                started
            } else {
                State::Unknown
            };
            lines.push(line(h.version, &h.name, state, None, Some(h)));
        }
    }
    lines.sort_by_key(|l| l.version);
    lines
}

fn line(
    version: i64,
    name: &str,
    state: State,
    checksum: Option<String>,
    row: Option<&HistoryRow>,
) -> StatusLine {
    StatusLine {
        version,
        name: name.to_string(),
        state,
        checksum,
        recorded_checksum: row.map(|h| h.checksum.clone()),
        started_at: row.map(|h| h.started_at.clone()),
        finished_at: row.and_then(|h| h.finished_at.clone()),
        applied_by: row.map(|h| h.applied_by.clone()),
        progress: row
            .filter(|h| h.state == HistoryState::Started)
            .map(|h| progress(h.statements_applied, h.statements_total)),
    }
}

/// What is known of a started migration's statements. The count recorded
/// is a lower bound: a statement commits (DDL commits as it runs) before its
/// progress is recorded, so the one after the count may have run too.
fn progress(applied: u32, total: u32) -> String {
    if applied >= total {
        format!("all {total} statement(s) ran; the migration's end was not recorded")
    } else {
        format!(
            "{applied} of {total} statement(s) ran for certain; statement {} may have run too",
            applied + 1
        )
    }
}

/// Why `migrate run` refuses to apply anything.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Blocked {
    #[error(
        "migration {} is dirty ({}): it started and never finished, so the schema may be half-changed. \
         Resolve it first (see {RUNBOOK_DIRTY}), then run again",
        .0.iter().map(|l| format!("V{}__{}", l.version, l.name)).collect::<Vec<_>>().join(", "),
        .0.iter().filter_map(|l| l.progress.clone()).collect::<Vec<_>>().join("; ")
    )]
    Dirty(Vec<StatusLine>),
    #[error(
        "migration {} changed after it was applied (checksum differs). Restore the original file and add \
         a new migration instead (see {RUNBOOK_DIVERGED})",
        .0.iter().map(|l| format!("V{}__{}", l.version, l.name)).collect::<Vec<_>>().join(", ")
    )]
    Diverged(Vec<StatusLine>),
    #[error(
        "the database has migration(s) {} that this poolctl does not know (applied by a newer version?) \
         and {} pending: use the poolctl that applied them (see {RUNBOOK_UNKNOWN})",
        .unknown.iter().map(|l| format!("V{}__{}", l.version, l.name)).collect::<Vec<_>>().join(", "),
        .pending
    )]
    Unknown {
        unknown: Vec<StatusLine>,
        pending: usize,
    },
    #[error(
        "migration V{version} is pending but V{newest_applied} is already applied: out-of-order \
         migrations are refused (renumber the new migration above V{newest_applied})"
    )]
    OutOfOrder { version: i64, newest_applied: i64 },
}

/// The migrations `migrate run` will apply, in order, or why it must not.
pub fn plan_run<'a>(
    embedded: &'a [Migration],
    status: &[StatusLine],
) -> Result<Vec<&'a Migration>, Blocked> {
    let of =
        |s: State| -> Vec<StatusLine> { status.iter().filter(|l| l.state == s).cloned().collect() };
    let dirty = of(State::Dirty);
    if !dirty.is_empty() {
        return Err(Blocked::Dirty(dirty));
    }
    let diverged = of(State::Diverged);
    if !diverged.is_empty() {
        return Err(Blocked::Diverged(diverged));
    }
    let pending: Vec<&Migration> = embedded
        .iter()
        .filter(|m| {
            status
                .iter()
                .any(|l| l.version == m.version && l.state == State::Pending)
        })
        .collect();
    let unknown = of(State::Unknown);
    if !unknown.is_empty() && !pending.is_empty() {
        return Err(Blocked::Unknown {
            unknown,
            pending: pending.len(),
        });
    }
    let newest_applied = status
        .iter()
        .filter(|l| l.state == State::Applied)
        .map(|l| l.version)
        .max();
    if let (Some(first), Some(newest)) = (pending.first(), newest_applied)
        && first.version < newest
    {
        return Err(Blocked::OutOfOrder {
            version: first.version,
            newest_applied: newest,
        });
    }
    Ok(pending)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(v: i64, checksum: &str) -> Migration {
        Migration {
            version: v,
            name: format!("m{v}"),
            checksum: checksum.into(),
            sql: "SELECT 1".into(),
        }
    }

    fn h(v: i64, checksum: &str, state: HistoryState) -> HistoryRow {
        HistoryRow {
            version: v,
            name: format!("m{v}"),
            checksum: checksum.into(),
            state,
            statements_total: 3,
            statements_applied: 1,
            started_at: "2026-01-01 00:00:00".into(),
            finished_at: None,
            applied_by: "test".into(),
        }
    }

    fn states(lines: &[StatusLine]) -> Vec<(i64, State)> {
        lines.iter().map(|l| (l.version, l.state)).collect()
    }

    #[test]
    fn classifies_every_state() {
        let embedded = [m(1, "a"), m(2, "b"), m(3, "c"), m(4, "d")];
        let history = [
            h(1, "a", HistoryState::Finished),
            h(2, "CHANGED", HistoryState::Finished),
            h(3, "c", HistoryState::Started),
            h(9, "z", HistoryState::Finished),
        ];
        let s = status(&embedded, &history, false);
        assert_eq!(status(&embedded, &history, true)[2].state, State::Running);
        assert_eq!(
            states(&s),
            vec![
                (1, State::Applied),
                (2, State::Diverged),
                (3, State::Dirty),
                (4, State::Pending),
                (9, State::Unknown)
            ]
        );
        assert_eq!(
            s[2].progress.as_deref(),
            Some("1 of 3 statement(s) ran for certain; statement 2 may have run too")
        );
    }

    /// Issue 49 item 8: a migration killed after its only statement ran and
    /// before the progress was recorded said "0 of 1 statements ran" while
    /// its table existed. The count is a lower bound, and says so.
    #[test]
    fn progress_says_what_is_known_of_a_dirty_migration() {
        let progress = |applied: u32, total: u32| {
            let mut row = h(1, "a", HistoryState::Started);
            row.statements_applied = applied;
            row.statements_total = total;
            status(&[m(1, "a")], &[row], false)[0]
                .progress
                .clone()
                .unwrap()
        };
        assert_eq!(
            progress(0, 1),
            "0 of 1 statement(s) ran for certain; statement 1 may have run too"
        );
        assert_eq!(
            progress(2, 2),
            "all 2 statement(s) ran; the migration's end was not recorded"
        );
    }

    #[test]
    fn run_plans_pending_in_order() {
        let embedded = [m(1, "a"), m(2, "b"), m(3, "c")];
        let s = status(&embedded, &[h(1, "a", HistoryState::Finished)], false);
        let plan = plan_run(&embedded, &s).unwrap();
        assert_eq!(
            plan.iter().map(|m| m.version).collect::<Vec<_>>(),
            vec![2, 3]
        );
        let all = status(&embedded, &[], false);
        assert_eq!(plan_run(&embedded, &all).unwrap().len(), 3);
    }

    #[test]
    fn run_is_blocked_by_dirty_first() {
        let embedded = [m(1, "a"), m(2, "b")];
        let s = status(
            &embedded,
            &[
                h(1, "x", HistoryState::Finished),
                h(2, "b", HistoryState::Started),
            ],
            false,
        );
        let err = plan_run(&embedded, &s).unwrap_err();
        assert!(matches!(err, Blocked::Dirty(_)));
        let msg = err.to_string();
        assert!(
            msg.contains("V2__m2") && msg.contains(RUNBOOK_DIRTY),
            "{msg}"
        );
    }

    #[test]
    fn run_is_blocked_by_diverged() {
        let embedded = [m(1, "a"), m(2, "b")];
        let s = status(&embedded, &[h(1, "x", HistoryState::Finished)], false);
        assert!(matches!(plan_run(&embedded, &s), Err(Blocked::Diverged(_))));
    }

    #[test]
    fn unknown_blocks_only_when_something_is_pending() {
        let embedded = [m(1, "a"), m(2, "b")];
        let done = [
            h(1, "a", HistoryState::Finished),
            h(2, "b", HistoryState::Finished),
            h(3, "c", HistoryState::Finished),
        ];
        assert!(
            plan_run(&embedded, &status(&embedded, &done, false))
                .unwrap()
                .is_empty()
        );
        let partial = [
            h(1, "a", HistoryState::Finished),
            h(3, "c", HistoryState::Finished),
        ];
        assert!(matches!(
            plan_run(&embedded, &status(&embedded, &partial, false)),
            Err(Blocked::Unknown { .. })
        ));
    }

    #[test]
    fn out_of_order_is_refused() {
        let embedded = [m(1, "a"), m(2, "b"), m(3, "c")];
        let s = status(
            &embedded,
            &[
                h(1, "a", HistoryState::Finished),
                h(3, "c", HistoryState::Finished),
            ],
            false,
        );
        assert_eq!(
            plan_run(&embedded, &s),
            Err(Blocked::OutOfOrder {
                version: 2,
                newest_applied: 3
            })
        );
    }
}

/// The `GET_LOCK` name that serialises deploys to one database. Names are
/// limited to 64 characters; long database names are shortened with a hash.
pub fn lock_name(database: &str) -> String {
    const PREFIX: &str = "poolctl.migrate.";
    let full = format!("{PREFIX}{database}");
    if full.chars().count() <= 64 {
        return full;
    }
    // FNV-1a: stable across Rust releases, unlike std's hasher.
    let hash = database.bytes().fold(0xcbf29ce484222325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100000001b3)
    });
    let head: String = database.chars().take(64 - PREFIX.len() - 17).collect();
    format!("{PREFIX}{head}.{hash:016x}")
}

#[cfg(test)]
mod lock_name_tests {
    use super::lock_name;

    #[test]
    fn short_names_are_readable_and_long_ones_fit() {
        assert_eq!(lock_name("shop"), "poolctl.migrate.shop");
        let long = "d".repeat(64);
        let a = lock_name(&long);
        assert_eq!(a.chars().count(), 64);
        let b = lock_name(&format!("{}e", "d".repeat(63)));
        assert_ne!(a, b, "distinct databases get distinct locks");
    }
}
