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

use super::blocking::{Blocking, HeadBlocker};
use super::findings::{Finding, FindingKind, FindingOptions, Severity, Wait, rank};
use foldhash::{HashMap, HashMapExt, HashSet, HashSetExt};
use schemars::JsonSchema;
use serde::Serialize;

/// Which views these came from.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, JsonSchema)]
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

/// A transaction's lock wait in seconds as `INNODB_TRX` gives it, when it
/// can be one: at least 0 and no longer than the transaction has been
/// active. Under load MariaDB 10.11 shows a transaction in `LOCK WAIT`
/// whose `trx_wait_started` is not set yet (the epoch), which reads as a
/// wait of some 1.8 billion seconds: such a wait is unknown, not a figure.
pub fn plausible_wait(seconds_active: i64, seconds_waiting: Option<i64>) -> Option<i64> {
    seconds_waiting.filter(|w| (0..=seconds_active.max(0)).contains(w))
}

/// The structured views, as far as the server has them.
#[derive(Debug, Clone, Default, Serialize)]
pub struct LockViews {
    pub source: ViewsSource,
    pub locks: Vec<ViewLock>,
    pub waits: Vec<ViewWait>,
    pub transactions: Vec<ViewTrx>,
}

/// The views indexed for lookups (each is one pass over a view, so the
/// completion stays linear in the rows however many there are).
struct Index<'a> {
    locks: HashMap<&'a str, &'a ViewLock>,
    trx: HashMap<&'a str, &'a ViewTrx>,
    /// Per waiter, the waits it is in, in view order; and the waiters in
    /// order of first appearance.
    waits_of: HashMap<&'a str, Vec<&'a ViewWait>>,
    waiters: Vec<&'a str>,
}

impl<'a> Index<'a> {
    fn of(views: &'a LockViews) -> Index<'a> {
        let mut waits_of: HashMap<&str, Vec<&ViewWait>> = HashMap::new();
        let mut waiters = Vec::new();
        for w in &views.waits {
            let list = waits_of.entry(w.waiter_trx.as_str()).or_default();
            if list.is_empty() {
                waiters.push(w.waiter_trx.as_str());
            }
            list.push(w);
        }
        Index {
            locks: views
                .locks
                .iter()
                .map(|l| (l.lock_id.as_str(), l))
                .collect(),
            trx: views
                .transactions
                .iter()
                .map(|t| (t.trx_id.as_str(), t))
                .collect(),
            waits_of,
            waiters,
        }
    }

    /// The transactions `waiter` waits for, deduplicated, in view order.
    fn blockers(&self, waiter: &str) -> Vec<String> {
        let mut seen = HashSet::new();
        self.waits_of
            .get(waiter)
            .into_iter()
            .flatten()
            .filter(|w| seen.insert(w.blocker_trx.as_str()))
            .map(|w| w.blocker_trx.clone())
            .collect()
    }

    fn wait_secs(&self, waiter: &str) -> Option<u64> {
        self.trx
            .get(waiter)
            .and_then(|t| t.seconds_waiting)
            .and_then(|s| u64::try_from(s).ok())
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
/// 1. a wait whose blockers the text could not name gets them from the views;
/// 2. waiting transactions the text does not show (cut off, or not printed)
///    become findings from their view locks, one per waited-for lock and set
///    of blockers (as the text's hubs);
/// 3. a blocker's granted gap-covering lock the text does not show (granted
///    locks are printed only with `innodb_status_output_locks = ON`) becomes
///    a `gap-lock` finding.
pub fn complete_with_views(
    mut findings: Vec<Finding>,
    views: &LockViews,
    opts: &FindingOptions,
) -> Vec<Finding> {
    let ix = Index::of(views);
    let mut covered: HashSet<String> = HashSet::new();
    for f in &mut findings {
        if let FindingKind::LockWait {
            waiters,
            blocker,
            blockers,
            wait_secs,
            ..
        }
        | FindingKind::InsertIntentionWait {
            waiters,
            blocker,
            blockers,
            wait_secs,
            ..
        } = &mut f.kind
        {
            if blockers.is_empty() {
                let mut seen = HashSet::new();
                for w in waiters.iter() {
                    for b in ix.blockers(w) {
                        if seen.insert(b.clone()) {
                            blockers.push(b);
                        }
                    }
                }
                if blocker.is_none() {
                    *blocker = waiters
                        .first()
                        .and_then(|w| ix.blockers(w).into_iter().next());
                }
            }
            if wait_secs.is_none() {
                *wait_secs = waiters.iter().filter_map(|w| ix.wait_secs(w)).max();
            }
            covered.extend(waiters.iter().cloned());
        }
    }
    // Waiters only the views show, grouped by waited-for lock and blockers.
    type GroupKey = (
        Option<(String, Option<String>, String, Option<String>)>,
        Vec<String>,
    );
    let mut groups: Vec<(Option<&ViewLock>, Vec<String>, Vec<String>)> = Vec::new();
    let mut at: HashMap<GroupKey, usize> = HashMap::new();
    for &waiter in &ix.waiters {
        if covered.contains(waiter) {
            continue;
        }
        let first = &ix.waits_of[waiter][0];
        let lock = ix.locks.get(first.waiter_lock.as_str()).copied();
        let blockers = ix.blockers(waiter);
        let key = (
            lock.map(|l| {
                (
                    l.table.clone(),
                    l.index.clone(),
                    l.mode.clone(),
                    l.data.clone(),
                )
            }),
            blockers.clone(),
        );
        match at.get(&key) {
            Some(&i) => groups[i].1.push(waiter.to_string()),
            None => {
                at.insert(key, groups.len());
                groups.push((lock, vec![waiter.to_string()], blockers));
            }
        }
    }
    for (lock, waiters, blockers) in groups {
        let first = &ix.waits_of[waiters[0].as_str()][0];
        let blocker_lock = ix.locks.get(first.blocker_lock.as_str()).copied();
        let table = lock.map(|l| l.table.clone());
        let pool = table.as_deref().is_some_and(|t| opts.is_pool_table(t));
        let wait = Wait {
            waiter: waiters[0].clone(),
            blocker: Some(first.blocker_trx.clone()),
            wait_secs: waiters.iter().filter_map(|w| ix.wait_secs(w)).max(),
            waiters,
            blockers,
            hub: None,
            lock: lock.map(|l| l.mode.clone()),
            insert_intention: lock.is_some_and(ViewLock::is_insert_intention),
            supremum: lock.is_some_and(ViewLock::is_supremum)
                || blocker_lock.is_some_and(ViewLock::is_supremum),
            blocker_lock: blocker_lock.map(|l| l.mode.clone()),
        };
        findings.push(wait.finding(table, lock.and_then(|l| l.index.clone()), pool));
    }
    // Granted gap-covering locks the text did not report, per (trx, table, index).
    let reported: HashSet<(String, String, Option<String>)> = findings
        .iter()
        .filter_map(|f| match &f.kind {
            FindingKind::GapLock { trx, .. } => {
                Some((trx.clone(), f.table.clone()?, f.index.clone()))
            }
            _ => None,
        })
        .collect();
    let mut gaps: Vec<(&ViewLock, Vec<String>, bool)> = Vec::new();
    let mut gap_at: HashMap<(&str, &str, Option<&str>), usize> = HashMap::new();
    for l in views
        .locks
        .iter()
        .filter(|l| !l.is_waiting() && l.covers_gap(views.source))
    {
        let key = (l.trx_id.as_str(), l.table.as_str(), l.index.as_deref());
        let i = *gap_at.entry(key).or_insert_with(|| {
            gaps.push((l, Vec::new(), false));
            gaps.len() - 1
        });
        let g = &mut gaps[i];
        if !g.1.contains(&l.mode) {
            g.1.push(l.mode.clone());
        }
        g.2 |= l.is_supremum();
    }
    for (l, kinds, supremum) in gaps {
        if reported.contains(&(l.trx_id.clone(), l.table.clone(), l.index.clone())) {
            continue;
        }
        let pool = opts.is_pool_table(&l.table);
        findings.push(Finding::new(
            FindingKind::GapLock {
                trx: l.trx_id.clone(),
                supremum,
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

/// The hubs of the status text completed with the views: a hub whose
/// holders are not printed gets its waiters' blockers from the views, and
/// the links between hubs and the head blockers are derived again.
pub fn complete_blocking(blocking: &mut Blocking, views: &LockViews) {
    let ix = Index::of(views);
    let mut changed = false;
    for h in &mut blocking.hubs {
        if !h.holders.is_empty() {
            continue;
        }
        let mut seen = HashSet::new();
        for w in &h.waiters {
            for b in ix.blockers(w) {
                if &b != w && seen.insert(b.clone()) {
                    h.holders.push(b);
                    changed = true;
                }
            }
        }
    }
    if changed {
        blocking.link(&|id| ix.waits_of.contains_key(id), &|id| {
            let t = ix.trx.get(id);
            HeadBlocker {
                trx: id.to_string(),
                thread_id: t.map(|t| t.thread_id),
                active_secs: t.and_then(|t| u64::try_from(t.seconds_active).ok()),
                query: t.and_then(|t| t.query.clone()),
                ..HeadBlocker::default()
            }
        });
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_wait_longer_than_its_transaction_is_unknown() {
        use super::plausible_wait;
        assert_eq!(plausible_wait(4, Some(3)), Some(3));
        assert_eq!(plausible_wait(4, Some(4)), Some(4));
        assert_eq!(plausible_wait(2, Some(1_796_591_329)), None);
        assert_eq!(plausible_wait(2, Some(-1)), None);
        assert_eq!(plausible_wait(2, None), None);
    }

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
                    waiters: vec!["1002".into()],
                    blocker: None,
                    blockers: Vec::new(),
                    hub: Some(1),
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
            FindingKind::LockWait { blocker: Some(b), blockers, .. } if b == "1001" && blockers == &["1001"]
        ));
    }

    /// MariaDB's INNODB_LOCK_WAITS lists one row per (waiter, blocker): many
    /// waiters behind the same holders of one lock become one finding, and
    /// a hub whose holders the text does not print gets them.
    #[test]
    fn view_waits_are_grouped_like_hubs() {
        let n = 40;
        let mut locks = Vec::new();
        let mut waits = Vec::new();
        for h in 0..n {
            locks.push(lock(
                &format!("h{h}"),
                &format!("{h}"),
                "X",
                "GRANTED",
                "supremum pseudo-record",
            ));
        }
        for w in 0..n {
            let id = format!("w{w}");
            locks.push(lock(
                &id,
                &format!("{}", 1000 + w),
                "X,INSERT_INTENTION",
                "WAITING",
                "supremum pseudo-record",
            ));
            for h in 0..n {
                waits.push(wait(
                    &format!("{}", 1000 + w),
                    &id,
                    &format!("{h}"),
                    &format!("h{h}"),
                ));
            }
        }
        let views = LockViews {
            source: ViewsSource::InnodbLocks,
            locks,
            waits,
            transactions: Vec::new(),
        };
        let f = complete_with_views(Vec::new(), &views, &FindingOptions::default());
        let w: Vec<&Finding> = f
            .iter()
            .filter(|f| f.kind.name() == "insert-intention-wait")
            .collect();
        assert_eq!(w.len(), 1, "{w:#?}");
        let FindingKind::InsertIntentionWait {
            waiters,
            blockers,
            supremum,
            ..
        } = &w[0].kind
        else {
            unreachable!()
        };
        assert_eq!((waiters.len(), blockers.len(), *supremum), (n, n, true));
        // Each holder's supremum lock: one gap-lock finding per holder.
        assert_eq!(f.iter().filter(|f| f.kind.name() == "gap-lock").count(), n);

        let mut b = Blocking {
            hubs: vec![crate::innodb::BlockingHub {
                hub: 1,
                table: "shop.reservation_units".into(),
                index: Some("PRIMARY".into()),
                space_id: Some(5),
                page_no: Some(3),
                lock: "X,INSERT_INTENTION".into(),
                records: vec![1],
                supremum: true,
                holders: Vec::new(),
                waiters: vec!["1000".into(), "1001".into()],
                holders_wait_in: Vec::new(),
                on_cycle: false,
            }],
            ..Blocking::default()
        };
        complete_blocking(&mut b, &views);
        assert_eq!(b.hubs[0].holders.len(), n);
        assert_eq!(b.head_blockers.len(), n);
    }
}
