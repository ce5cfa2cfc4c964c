//! The structured lock views, as data, and what they add to the findings of
//! the status text. Pure: `crate::db` reads the views into these types; this
//! module never touches a server.
//!
//! Servers differ, and the differences are kept explicit in [`ViewsSource`]:
//! - MySQL 8.0+ `performance_schema.data_locks` / `data_lock_waits` list every
//!   lock, granted or waiting, with `LOCK_MODE` values `X`, `S` (next-key),
//!   `X,GAP`, `X,REC_NOT_GAP`, `X,INSERT_INTENTION`, `IX` and `LOCK_DATA`
//!   `supremum pseudo-record`.
//! - MariaDB (and MySQL 5.x) `information_schema.INNODB_LOCKS` /
//!   `INNODB_LOCK_WAITS` list only the locks involved in a wait, print
//!   insert-intention and record-only locks as plain `X` (so plain `X` does
//!   not mean next-key there), and are served from a cache that is refreshed
//!   only after 100 ms without readers.
//!
//! The status text is the richer source when `innodb_status_output_locks` is
//! ON and the output was not cut at the server's 1 MB cap; the views fill
//! what it lacks: blockers it could not name, waits of transactions cut off
//! the end of the text, and the blocker's gap lock when granted locks are not
//! printed.

use super::findings::{Finding, FindingKind, FindingOptions, Severity, rank};
use serde::Serialize;
use std::collections::HashSet;

/// Which views these came from.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub enum ViewsSource {
    /// MySQL 8.0+: every lock, exact modes.
    #[serde(rename = "performance_schema.data_locks")]
    DataLocks,
    /// MariaDB / MySQL 5.x: only locks in a wait, plain `X` is ambiguous.
    #[serde(rename = "information_schema.INNODB_LOCKS")]
    InnodbLocks,
    /// The server has no lock views (MariaDB built without them).
    #[default]
    #[serde(rename = "none")]
    None,
}

/// One lock from the structured views, normalised across servers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ViewLock {
    pub lock_id: String,
    pub trx_id: String,
    /// `db.table`, unquoted.
    pub table: String,
    pub index: Option<String>,
    /// `RECORD` or `TABLE`.
    pub lock_type: String,
    /// As the server prints it (see the module docs).
    pub mode: String,
    /// `GRANTED` or `WAITING` (MariaDB's view lists both sides of a wait).
    pub status: String,
    /// `supremum pseudo-record` or the key values.
    pub data: Option<String>,
}

impl ViewLock {
    pub fn is_record(&self) -> bool {
        self.lock_type.eq_ignore_ascii_case("RECORD")
    }

    pub fn is_waiting(&self) -> bool {
        self.status.eq_ignore_ascii_case("WAITING")
    }

    pub fn is_supremum(&self) -> bool {
        self.data
            .as_deref()
            .is_some_and(|d| d.eq_ignore_ascii_case("supremum pseudo-record"))
    }

    fn flags(&self) -> impl Iterator<Item = &str> {
        self.mode.split(',').skip(1).map(str::trim)
    }

    pub fn is_insert_intention(&self) -> bool {
        self.flags()
            .any(|f| f.eq_ignore_ascii_case("INSERT_INTENTION"))
    }

    /// Covers a gap: `GAP`, any lock on the supremum, and (MySQL's
    /// data_locks only, where the mode is exact) a plain `X` / `S` record lock,
    /// which is next-key. Insert-intention locks block nobody.
    pub fn covers_gap(&self, source: ViewsSource) -> bool {
        if !self.is_record() || self.is_insert_intention() {
            return false;
        }
        let plain = !self.mode.contains(',');
        self.is_supremum()
            || self.flags().any(|f| f.eq_ignore_ascii_case("GAP"))
            || (source == ViewsSource::DataLocks && plain)
    }
}

/// `waiter` waits for a lock `blocker` holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ViewWait {
    pub waiter_trx: String,
    pub waiter_lock: String,
    pub blocker_trx: String,
    pub blocker_lock: String,
}

impl From<(String, String, String, String)> for ViewWait {
    /// (waiter trx, waiter lock, blocker trx, blocker lock), as both servers' views list them.
    fn from(
        (waiter_trx, waiter_lock, blocker_trx, blocker_lock): (String, String, String, String),
    ) -> ViewWait {
        ViewWait {
            waiter_trx,
            waiter_lock,
            blocker_trx,
            blocker_lock,
        }
    }
}

/// A transaction from `INNODB_TRX` (both servers have it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ViewTrx {
    pub trx_id: String,
    pub state: String,
    pub thread_id: u64,
    pub query: Option<String>,
    pub seconds_active: i64,
    pub seconds_waiting: Option<i64>,
    pub rows_locked: u64,
    pub isolation: Option<String>,
}

/// The structured views, as far as the server has them.
#[derive(Debug, Clone, Default, Serialize)]
pub struct LockViews {
    pub source: ViewsSource,
    pub locks: Vec<ViewLock>,
    pub waits: Vec<ViewWait>,
    pub transactions: Vec<ViewTrx>,
}

impl LockViews {
    fn lock(&self, id: &str) -> Option<&ViewLock> {
        self.locks.iter().find(|l| l.lock_id == id)
    }

    fn trx(&self, id: &str) -> Option<&ViewTrx> {
        self.transactions.iter().find(|t| t.trx_id == id)
    }
}

fn severity(pool: bool) -> Severity {
    if pool {
        Severity::Error
    } else {
        Severity::Warning
    }
}

/// The findings of the status text completed with the views, ranked again:
/// 1. a wait whose blocker the text could not name gets it from the views;
/// 2. a waiting transaction the text does not show (cut off, or not printed)
///    becomes a finding from its view lock;
/// 3. a blocker's granted gap-covering lock the text does not show (granted
///    locks are printed only with `innodb_status_output_locks = ON`) becomes
///    a `gap-lock` finding.
pub fn complete_with_views(
    mut findings: Vec<Finding>,
    views: &LockViews,
    opts: &FindingOptions,
) -> Vec<Finding> {
    let mut waiters: HashSet<String> = HashSet::new();
    for f in &mut findings {
        if let FindingKind::LockWait {
            waiter,
            blocker,
            wait_secs,
            ..
        }
        | FindingKind::InsertIntentionWait {
            waiter,
            blocker,
            wait_secs,
            ..
        } = &mut f.kind
        {
            if blocker.is_none() {
                *blocker = views
                    .waits
                    .iter()
                    .find(|w| &w.waiter_trx == waiter)
                    .map(|w| w.blocker_trx.clone());
            }
            if wait_secs.is_none() {
                *wait_secs = views
                    .trx(waiter)
                    .and_then(|t| t.seconds_waiting)
                    .and_then(|s| u64::try_from(s).ok());
            }
            waiters.insert(waiter.clone());
        }
    }
    for w in &views.waits {
        if !waiters.insert(w.waiter_trx.clone()) {
            continue;
        }
        let lock = views.lock(&w.waiter_lock);
        let blocker_lock = views.lock(&w.blocker_lock);
        let table = lock.map(|l| l.table.clone());
        let pool = table.as_deref().is_some_and(|t| opts.is_pool_table(t));
        let supremum = lock.is_some_and(ViewLock::is_supremum)
            || blocker_lock.is_some_and(ViewLock::is_supremum);
        let wait_secs = views
            .trx(&w.waiter_trx)
            .and_then(|t| t.seconds_waiting)
            .and_then(|s| u64::try_from(s).ok());
        let waiter = w.waiter_trx.clone();
        let blocker = Some(w.blocker_trx.clone());
        let blocker_mode = blocker_lock.map(|l| l.mode.clone());
        let (kind, sev) = match lock {
            Some(l) if l.is_insert_intention() => (
                FindingKind::InsertIntentionWait {
                    waiter,
                    blocker,
                    lock: l.mode.clone(),
                    supremum,
                    wait_secs,
                    blocker_lock: blocker_mode,
                },
                Severity::Error,
            ),
            _ => (
                FindingKind::LockWait {
                    waiter,
                    blocker,
                    lock: lock.map(|l| l.mode.clone()),
                    supremum,
                    wait_secs,
                    blocker_lock: blocker_mode,
                },
                severity(pool),
            ),
        };
        findings.push(Finding::new(
            kind,
            sev,
            table,
            lock.and_then(|l| l.index.clone()),
            pool,
        ));
    }
    let mut gaps: HashSet<(String, String, Option<String>)> = findings
        .iter()
        .filter_map(|f| match &f.kind {
            FindingKind::GapLock { trx, .. } => {
                Some((trx.clone(), f.table.clone()?, f.index.clone()))
            }
            _ => None,
        })
        .collect();
    for l in views
        .locks
        .iter()
        .filter(|l| !l.is_waiting() && l.covers_gap(views.source))
    {
        if !gaps.insert((l.trx_id.clone(), l.table.clone(), l.index.clone())) {
            continue;
        }
        let same = |o: &&ViewLock| {
            o.trx_id == l.trx_id
                && o.table == l.table
                && o.index == l.index
                && !o.is_waiting()
                && o.covers_gap(views.source)
        };
        let mut kinds: Vec<String> = Vec::new();
        for o in views.locks.iter().filter(same) {
            if !kinds.contains(&o.mode) {
                kinds.push(o.mode.clone());
            }
        }
        let pool = opts.is_pool_table(&l.table);
        findings.push(Finding::new(
            FindingKind::GapLock {
                trx: l.trx_id.clone(),
                supremum: views.locks.iter().filter(same).any(ViewLock::is_supremum),
                locks: kinds,
            },
            severity(pool),
            Some(l.table.clone()),
            l.index.clone(),
            pool,
        ));
    }
    rank(&mut findings);
    findings
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lock(id: &str, trx: &str, mode: &str, status: &str, data: &str) -> ViewLock {
        ViewLock {
            lock_id: id.into(),
            trx_id: trx.into(),
            table: "shop.reservation_units".into(),
            index: Some("PRIMARY".into()),
            lock_type: "RECORD".into(),
            mode: mode.into(),
            status: status.into(),
            data: Some(data.into()),
        }
    }

    fn wait(waiter: &str, wl: &str, blocker: &str, bl: &str) -> ViewWait {
        (waiter.into(), wl.into(), blocker.into(), bl.into()).into()
    }

    /// MySQL 8 data_locks during the empty-pool trap, as the manual documents
    /// its rows: the reserve holds `X` on the supremum, the refill's INSERT
    /// waits with `X,INSERT_INTENTION`. With no status text at all, the views
    /// alone give the gap lock and the insert-intention wait.
    #[test]
    fn mysql_data_locks_alone_give_gap_lock_and_insert_intention_wait() {
        let views = LockViews {
            source: ViewsSource::DataLocks,
            locks: vec![
                ViewLock {
                    lock_type: "TABLE".into(),
                    index: None,
                    data: None,
                    ..lock("t1", "1001", "IX", "GRANTED", "")
                },
                lock("r1", "1001", "X", "GRANTED", "supremum pseudo-record"),
                lock(
                    "r2",
                    "1002",
                    "X,INSERT_INTENTION",
                    "WAITING",
                    "supremum pseudo-record",
                ),
            ],
            waits: vec![wait("1002", "r2", "1001", "r1")],
            transactions: vec![ViewTrx {
                trx_id: "1002".into(),
                state: "LOCK WAIT".into(),
                thread_id: 9,
                query: None,
                seconds_active: 4,
                seconds_waiting: Some(3),
                rows_locked: 0,
                isolation: None,
            }],
        };
        let f = complete_with_views(Vec::new(), &views, &FindingOptions::default());
        assert_eq!(f.len(), 2, "{f:#?}");
        assert!(matches!(
            &f[0].kind,
            FindingKind::GapLock { trx, supremum: true, locks } if trx == "1001" && locks == &["X"]
        ));
        assert_eq!(f[0].severity, Severity::Error);
        match &f[1].kind {
            FindingKind::InsertIntentionWait {
                waiter,
                blocker,
                supremum,
                wait_secs,
                lock,
                ..
            } => {
                assert_eq!(waiter, "1002");
                assert_eq!(blocker.as_deref(), Some("1001"));
                assert!(supremum);
                assert_eq!(*wait_secs, Some(3));
                assert_eq!(lock, "X,INSERT_INTENTION");
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(f[1].table.as_deref(), Some("shop.reservation_units"));
    }

    /// MariaDB shows record-only and insert-intention locks as plain `X`: a
    /// plain `X` there is not a gap lock, a `supremum pseudo-record` one is.
    #[test]
    fn mariadb_plain_x_is_not_next_key() {
        let plain = lock("a", "1", "X", "GRANTED", "1, 7, 3, 5");
        assert!(plain.covers_gap(ViewsSource::DataLocks));
        assert!(!plain.covers_gap(ViewsSource::InnodbLocks));
        let sup = lock("b", "1", "X", "GRANTED", "supremum pseudo-record");
        assert!(sup.covers_gap(ViewsSource::InnodbLocks));
        let gap = lock("c", "1", "X,GAP", "GRANTED", "1, 7, 3, 5");
        assert!(gap.covers_gap(ViewsSource::InnodbLocks));
        let ii = lock("d", "1", "X,GAP,INSERT_INTENTION", "WAITING", "1, 7, 3, 5");
        assert!(!ii.covers_gap(ViewsSource::DataLocks));
        let rec = lock("e", "1", "X,REC_NOT_GAP", "GRANTED", "1, 7, 3, 5");
        assert!(!rec.covers_gap(ViewsSource::DataLocks));
    }

    /// What the text already reports is not reported twice; a blocker it
    /// could not name is filled in.
    #[test]
    fn text_findings_are_completed_not_duplicated() {
        let text = vec![
            Finding::new(
                FindingKind::GapLock {
                    trx: "1001".into(),
                    supremum: true,
                    locks: vec!["X".into()],
                },
                Severity::Error,
                Some("shop.reservation_units".into()),
                Some("PRIMARY".into()),
                true,
            ),
            Finding::new(
                FindingKind::LockWait {
                    waiter: "1002".into(),
                    blocker: None,
                    lock: Some("X".into()),
                    supremum: false,
                    wait_secs: None,
                    blocker_lock: None,
                },
                Severity::Warning,
                Some("shop.counters".into()),
                Some("PRIMARY".into()),
                false,
            ),
        ];
        let views = LockViews {
            source: ViewsSource::InnodbLocks,
            locks: vec![
                lock("r1", "1001", "X", "GRANTED", "supremum pseudo-record"),
                lock("r2", "1002", "X", "WAITING", "5"),
            ],
            waits: vec![wait("1002", "r2", "1001", "r1")],
            transactions: Vec::new(),
        };
        let f = complete_with_views(text, &views, &FindingOptions::default());
        assert_eq!(f.len(), 2, "{f:#?}");
        assert!(matches!(
            &f[1].kind,
            FindingKind::LockWait { blocker: Some(b), .. } if b == "1001"
        ));
    }
}
