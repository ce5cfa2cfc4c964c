//! The wait findings: `insert-intention-wait` and `lock-wait`, one per hub
//! of [`crate::innodb::blocking`](mod@crate::innodb::blocking) (and one per waiting transaction whose
//! waiting lock is not printed), naming every blocker and every waiter.

use super::super::blocking::Waits;
use super::{Finding, FindingKind, FindingOptions, Severity};

/// One finding per hub (waiters of one lock behind the same holders), and
/// one per waiting transaction whose waiting lock is not printed.
pub(super) fn lock_waits(w: &Waits<'_>, opts: &FindingOptions, out: &mut Vec<Finding>) {
    for (i, hub) in w.hubs.iter().enumerate() {
        let l = hub.lock;
        let first = hub.waiters[0];
        let blocker = hub.blocker_of(first);
        let table = l.table.to_string();
        let pool = opts.is_pool_table(&table);
        let supremum = l.supremum || (l.heap_nos.is_empty() && blocker.is_some_and(|b| b.supremum));
        let wait_secs = hub
            .waiters
            .iter()
            .filter_map(|t| t.wait.as_ref().and_then(|x| x.secs))
            .max();
        let wait = Wait {
            waiter: first.id.clone(),
            waiters: hub.waiters.iter().map(|t| t.id.clone()).collect(),
            blocker: blocker.map(|b| b.trx.id.clone()),
            blockers: hub.blockers().map(|b| b.trx.id.clone()).collect(),
            hub: Some(i + 1),
            lock: Some(l.kind()),
            insert_intention: l.insert_intention,
            supremum,
            wait_secs,
            blocker_lock: blocker.map(|b| b.lock.kind()),
        };
        let index = l.index.as_deref().map(str::to_string);
        out.push(wait.finding(Some(table), index, pool));
    }
    for t in &w.unplaced {
        let wait = Wait {
            waiter: t.id.clone(),
            waiters: vec![t.id.clone()],
            blocker: None,
            blockers: Vec::new(),
            hub: None,
            lock: None,
            insert_intention: false,
            supremum: false,
            wait_secs: t.wait.as_ref().and_then(|x| x.secs),
            blocker_lock: None,
        };
        out.push(wait.finding(None, None, false));
    }
}

/// The fields of a wait finding, before its kind is chosen.
pub(in crate::innodb) struct Wait {
    pub(in crate::innodb) waiter: String,
    pub(in crate::innodb) waiters: Vec<String>,
    pub(in crate::innodb) blocker: Option<String>,
    pub(in crate::innodb) blockers: Vec<String>,
    pub(in crate::innodb) hub: Option<usize>,
    pub(in crate::innodb) lock: Option<String>,
    pub(in crate::innodb) insert_intention: bool,
    pub(in crate::innodb) supremum: bool,
    pub(in crate::innodb) wait_secs: Option<u64>,
    pub(in crate::innodb) blocker_lock: Option<String>,
}

impl Wait {
    /// `insert-intention-wait` (always an error: a refill stuck behind a gap
    /// lock) or `lock-wait` (an error on a pool table).
    pub(in crate::innodb) fn finding(
        self,
        table: Option<String>,
        index: Option<String>,
        pool: bool,
    ) -> Finding {
        let (kind, severity) = match self.lock {
            Some(lock) if self.insert_intention => (
                FindingKind::InsertIntentionWait {
                    waiter: self.waiter,
                    waiters: self.waiters,
                    blocker: self.blocker,
                    blockers: self.blockers,
                    hub: self.hub,
                    lock,
                    supremum: self.supremum,
                    wait_secs: self.wait_secs,
                    blocker_lock: self.blocker_lock,
                },
                Severity::Error,
            ),
            lock => (
                FindingKind::LockWait {
                    waiter: self.waiter,
                    waiters: self.waiters,
                    blocker: self.blocker,
                    blockers: self.blockers,
                    hub: self.hub,
                    lock,
                    supremum: self.supremum,
                    wait_secs: self.wait_secs,
                    blocker_lock: self.blocker_lock,
                },
                if pool {
                    Severity::Error
                } else {
                    Severity::Warning
                },
            ),
        };
        Finding::new(kind, severity, table, index, pool)
    }
}
