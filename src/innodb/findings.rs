//! Findings: the lock patterns of a parsed [`Status`] that hurt a reservation
//! pool, in on-call terms, each naming its runbook section. Pure; the data
//! comes from [`super::model`] and [`super::blocking`](mod@super::blocking), nothing is read here.
//!
//! Kinds (JSON `kind`) and when they fire:
//! - `gap-lock`: a transaction holds granted locks covering a gap on a table
//!   and index: next-key (`lock_mode X` / `lock mode S` without qualifier),
//!   `locks gap before rec`, or any lock on the supremum. Error on a pool table
//!   (READ COMMITTED is missing), warning elsewhere.
//! - `insert-intention-wait`: a waiting insert-intention lock (a refill's
//!   INSERT stuck behind a gap lock), with all its blockers. Error.
//! - `lock-wait`: any other wait, with all its blockers. Error on a pool
//!   table (SKIP LOCKED scans never wait), warning elsewhere.
//!   One of these two per hub ([`super::blocking`](mod@super::blocking): the transactions waiting
//!   for one lock behind the same holders, `waiters` and `blockers`), and
//!   one per waiting transaction whose waiting lock is not printed; every
//!   waiting transaction is in exactly one.
//! - `double-lock`: one transaction holding record locks on a secondary index
//!   and on the clustered index (PRIMARY / GEN_CLUST_INDEX) of one table.
//!   Warning.
//! - `deadlock`: each deadlock section with a readable transaction, each
//!   transaction with its connection (thread id, host, IP, user, state).
//!   Error.
//! - `long-transaction`: active longer than the threshold while holding locks.
//!   Warning.
//!
//! Order: findings on pool tables first, then errors before warnings, then
//! kind (the order above), then as found.

mod deadlock;
mod waits;

pub(super) use deadlock::deadlock;
pub use deadlock::{DeadlockLock, DeadlockSummary};
pub(super) use waits::Wait;

use super::blocking::Blocking;
use super::model::{Lock, LockScope, Status, Transaction, TrxState};
use foldhash::{HashMap, HashMapExt, HashSet, HashSetExt};
use schemars::JsonSchema;
use serde::Serialize;
use std::hash::Hash;

/// What [`findings`] needs to know about the deployment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FindingOptions {
    /// Pool tables: `table` (any database) or `db.table`.
    pub pool_tables: Vec<String>,
    /// A transaction active longer than this while holding locks is reported.
    pub long_transaction_secs: u64,
}

impl Default for FindingOptions {
    fn default() -> Self {
        FindingOptions {
            pool_tables: vec!["reservation_units".to_string()],
            long_transaction_secs: 60,
        }
    }
}

impl FindingOptions {
    /// `db.table` is one of the pool tables.
    pub fn is_pool_table(&self, table: &str) -> bool {
        self.pool_tables.iter().any(|p| {
            table == p
                || (!p.contains('.')
                    && table.len() > p.len()
                    && table.ends_with(p.as_str())
                    && table.as_bytes()[table.len() - p.len() - 1] == b'.')
        })
    }
}

/// How bad a finding is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// Worth a look; the exit status stays 0.
    Warning,
    /// Hurts a reservation pool (exit 1).
    Error,
}

/// The kind of a finding (`kind`) and its kind-specific fields.
/// Transactions are named by their InnoDB transaction id as printed; lock
/// kinds are written `MODE[,GAP|,REC_NOT_GAP][,INSERT_INTENTION]` (`X,GAP`,
/// `X,INSERT_INTENTION`, `S`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum FindingKind {
    /// A next-key or gap-before-record lock, or any lock on the supremum.
    GapLock {
        /// The transaction holding it.
        trx: String,
        /// One of the locks is on the supremum: the gap up to +infinity,
        /// exactly where a refill inserts.
        supremum: bool,
        /// The gap-covering lock kinds held there.
        locks: Vec<String>,
    },
    /// An INSERT (a refill's) waiting behind a gap lock.
    InsertIntentionWait {
        /// The first of `waiters`.
        waiter: String,
        /// Every transaction waiting for this lock behind these blockers
        /// (one finding per hub).
        waiters: Vec<String>,
        /// The first waiter's best blocker; null when no holder's lock is
        /// printed.
        blocker: Option<String>,
        /// Every transaction holding a lock this wait conflicts with; a
        /// waiter that is one of them waits for the others.
        blockers: Vec<String>,
        /// The number of the hub (`hubs` of the report) this wait is.
        hub: Option<usize>,
        /// The waiting lock's kind.
        lock: String,
        /// The wait is on the supremum (the gap up to +infinity).
        supremum: bool,
        /// The longest any of the waiters has waited, as InnoDB printed it;
        /// null when not printed.
        #[schemars(extend("x-unit" = "seconds"))]
        wait_secs: Option<u64>,
        /// The kind of `blocker`'s conflicting lock; null without a blocker.
        blocker_lock: Option<String>,
    },
    /// A locking read through a secondary index: two locks per row.
    DoubleLock {
        /// The transaction holding the locks.
        trx: String,
        /// The secondary index it locked through.
        secondary_index: String,
        /// Records printed under its secondary-index locks (each costs a second
        /// lock on the clustered index); null when no record was printed.
        rows: Option<u64>,
    },
    /// A transaction waiting for a row lock (not an insert intention).
    LockWait {
        /// The first of `waiters`.
        waiter: String,
        /// Every transaction waiting for this lock behind these blockers.
        waiters: Vec<String>,
        /// The first waiter's best blocker; null when no holder's lock is
        /// printed.
        blocker: Option<String>,
        /// Every transaction holding a lock this wait conflicts with.
        blockers: Vec<String>,
        /// The number of the hub (`hubs` of the report) this wait is; null
        /// when the waiting lock is not printed (no hub).
        hub: Option<usize>,
        /// The waiting lock's kind; null when the waiting lock is not
        /// printed.
        lock: Option<String>,
        /// The wait is on the supremum (the gap up to +infinity).
        supremum: bool,
        /// The longest any of the waiters has waited, as InnoDB printed it;
        /// null when not printed.
        #[schemars(extend("x-unit" = "seconds"))]
        wait_secs: Option<u64>,
        /// The kind of `blocker`'s conflicting lock; null without a blocker.
        blocker_lock: Option<String>,
    },
    /// A deadlock InnoDB detected (the latest, or each of an error log's).
    Deadlock {
        /// The tables its transactions locked, `db.table`.
        tables: Vec<String>,
        /// The transaction InnoDB rolled back; null when it cannot be told.
        victim: Option<String>,
        /// Each transaction of the deadlock, with its connection and locks.
        transactions: Vec<DeadlockSummary>,
        /// Two transactions lock two tables in opposite orders: A holds on T1
        /// and waits on T2 while B holds on T2 and waits on T1.
        lock_order_inversion: bool,
        /// The section's timestamp line as printed; null when missing.
        timestamp: Option<String>,
        /// InnoDB gave up searching the waits-for graph (`TOO DEEP OR LONG
        /// SEARCH`) and rolled back the one transaction shown.
        too_deep: bool,
    },
    /// A transaction that has held locks longer than
    /// `--long-transaction-secs`.
    LongTransaction {
        /// The transaction.
        trx: String,
        /// How long it has been active (`ACTIVE N sec`).
        #[schemars(extend("x-unit" = "seconds"))]
        active_secs: u64,
        /// InnoDB's count of its row locks; null when not printed.
        row_locks: Option<u64>,
        /// Lock lines printed for it.
        lock_lines: usize,
        /// The statement it runs or ran last, as printed; null when none is.
        query: Option<String>,
    },
}

impl FindingKind {
    /// The JSON `kind` value.
    pub fn name(&self) -> &'static str {
        match self {
            FindingKind::GapLock { .. } => "gap-lock",
            FindingKind::InsertIntentionWait { .. } => "insert-intention-wait",
            FindingKind::DoubleLock { .. } => "double-lock",
            FindingKind::LockWait { .. } => "lock-wait",
            FindingKind::Deadlock { .. } => "deadlock",
            FindingKind::LongTransaction { .. } => "long-transaction",
        }
    }

    /// The section of `runbooks/locks.md` for this kind.
    pub fn runbook(&self) -> &'static str {
        match self {
            FindingKind::GapLock { .. } => "runbooks/locks.md#gap-locks-on-the-pool",
            FindingKind::InsertIntentionWait { .. } => {
                "runbooks/locks.md#refill-blocked-by-a-gap-lock"
            }
            FindingKind::DoubleLock { .. } => "runbooks/locks.md#double-locks",
            FindingKind::LockWait { .. } => "runbooks/locks.md#lock-waits",
            FindingKind::Deadlock { .. } => "runbooks/locks.md#deadlocks",
            FindingKind::LongTransaction { .. } => "runbooks/locks.md#long-transactions",
        }
    }

    fn rank(&self) -> u8 {
        match self {
            FindingKind::GapLock { .. } => 0,
            FindingKind::InsertIntentionWait { .. } => 1,
            FindingKind::LockWait { .. } => 2,
            FindingKind::DoubleLock { .. } => 3,
            FindingKind::Deadlock { .. } => 4,
            FindingKind::LongTransaction { .. } => 5,
        }
    }
}

/// One finding. JSON: `severity`, `table` (`db.table`), `index`, `runbook`,
/// then `kind` and the kind's fields.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Finding {
    /// How bad it is (an error on a pool table, often a warning elsewhere).
    pub severity: Severity,
    /// The table it concerns (a deadlock's or a long transaction's first
    /// locked table), `db.table`; null when none is known (no lock printed).
    pub table: Option<String>,
    /// The index it concerns; null when none (a table lock, no index
    /// printed).
    pub index: Option<String>,
    /// The section of runbooks/locks.md for its kind, relative to the
    /// repository.
    pub runbook: String,
    #[serde(flatten)]
    pub kind: FindingKind,
    /// It concerns a pool table (ranks first); not serialised.
    #[serde(skip)]
    pub on_pool_table: bool,
}

impl Finding {
    pub(super) fn new(
        kind: FindingKind,
        severity: Severity,
        table: Option<String>,
        index: Option<String>,
        pool: bool,
    ) -> Finding {
        Finding {
            severity,
            table,
            index,
            runbook: kind.runbook().to_string(),
            kind,
            on_pool_table: pool,
        }
    }
}

/// The findings of a parsed status, ranked (see the module docs).
pub fn findings(status: &Status, opts: &FindingOptions) -> Vec<Finding> {
    findings_and_blocking(status, opts).0
}

/// [`findings`] and [`super::blocking()`] together, the waits worked out once.
pub fn findings_and_blocking(status: &Status, opts: &FindingOptions) -> (Vec<Finding>, Blocking) {
    let w = super::blocking::waits(status);
    let mut out = Vec::new();
    gap_locks(status, opts, &mut out);
    waits::lock_waits(&w, opts, &mut out);
    double_locks(status, opts, &mut out);
    for d in &status.deadlocks {
        out.push(deadlock(d, opts));
    }
    long_transactions(status, opts, &mut out);
    rank(&mut out);
    (out, Blocking::from(&w))
}

/// Pool tables first, then errors before warnings, then kind; stable.
pub(super) fn rank(findings: &mut [Finding]) {
    findings.sort_by_key(|f| {
        (
            !f.on_pool_table,
            std::cmp::Reverse(f.severity),
            f.kind.rank(),
        )
    });
}

/// Groups `items` by key, keeping first-seen order of keys.
fn group_by<'a, K: Eq + Hash + Clone>(
    items: impl Iterator<Item = (K, &'a Lock)>,
) -> Vec<(K, Vec<&'a Lock>)> {
    let mut groups: Vec<(K, Vec<&Lock>)> = Vec::new();
    let mut at: HashMap<K, usize> = HashMap::new();
    for (k, l) in items {
        match at.get(&k) {
            Some(&i) => groups[i].1.push(l),
            None => {
                at.insert(k.clone(), groups.len());
                groups.push((k, vec![l]));
            }
        }
    }
    groups
}

/// Appends `item` unless already there (order kept, hashing for big inputs).
pub(super) struct Distinct<T: Eq + Hash + Clone> {
    pub(super) items: Vec<T>,
    seen: HashSet<T>,
}

impl<T: Eq + Hash + Clone> Distinct<T> {
    pub(super) fn new() -> Self {
        Distinct {
            items: Vec::new(),
            seen: HashSet::new(),
        }
    }

    pub(super) fn push(&mut self, item: T) {
        if self.seen.insert(item.clone()) {
            self.items.push(item);
        }
    }
}

fn gap_locks(status: &Status, opts: &FindingOptions, out: &mut Vec<Finding>) {
    for t in &status.transactions {
        let gap = t.granted_locks().filter(|l| l.covers_gap()).map(|l| {
            (
                (l.table.to_string(), l.index.as_deref().map(str::to_string)),
                l,
            )
        });
        for ((table, index), locks) in group_by(gap) {
            let pool = opts.is_pool_table(&table);
            let mut kinds = Distinct::new();
            for l in &locks {
                kinds.push(l.kind());
            }
            out.push(Finding::new(
                FindingKind::GapLock {
                    trx: t.id.clone(),
                    supremum: locks.iter().any(|l| l.supremum),
                    locks: kinds.items,
                },
                if pool {
                    Severity::Error
                } else {
                    Severity::Warning
                },
                Some(table),
                index,
                pool,
            ));
        }
    }
}

fn double_locks(status: &Status, opts: &FindingOptions, out: &mut Vec<Finding>) {
    for t in &status.transactions {
        let recs = t
            .granted_locks()
            .filter(|l| l.scope == LockScope::Record)
            .map(|l| (l.table.to_string(), l));
        for (table, locks) in group_by(recs) {
            let Some(clustered) = locks.iter().find(|l| l.on_clustered_index()) else {
                continue;
            };
            let secondary = locks
                .iter()
                .filter(|l| !l.on_clustered_index())
                .filter_map(|l| l.index.as_deref().map(|i| (i.to_string(), *l)));
            for (index, sec) in group_by(secondary) {
                let counts: Vec<u64> = sec.iter().filter_map(|l| l.user_records()).collect();
                let rows = if counts.is_empty() {
                    None
                } else {
                    Some(counts.iter().sum())
                };
                let pool = opts.is_pool_table(&table);
                out.push(Finding::new(
                    FindingKind::DoubleLock {
                        trx: t.id.clone(),
                        secondary_index: index,
                        rows,
                    },
                    Severity::Warning,
                    Some(table.clone()),
                    clustered.index.as_deref().map(str::to_string),
                    pool,
                ));
            }
        }
    }
}

fn long_transactions(status: &Status, opts: &FindingOptions, out: &mut Vec<Finding>) {
    for t in &status.transactions {
        let Some(secs) = t.active_secs else { continue };
        if !matches!(t.state, TrxState::Active | TrxState::Prepared)
            || secs <= opts.long_transaction_secs
            || !t.holds_locks()
        {
            continue;
        }
        let table = first_table(t);
        let pool = t.locks.iter().any(|l| opts.is_pool_table(&l.table));
        out.push(Finding::new(
            FindingKind::LongTransaction {
                trx: t.id.clone(),
                active_secs: secs,
                row_locks: t.row_locks,
                lock_lines: t.lock_lines,
                query: t.query.clone(),
            },
            Severity::Warning,
            table,
            None,
            pool,
        ));
    }
}

fn first_table(t: &Transaction) -> Option<String> {
    t.locks
        .iter()
        .map(|l| l.table.to_string())
        .next()
        .or_else(|| t.waiting_lock().map(|l| l.table.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::innodb::parse;
    use std::collections::BTreeSet;

    const EMPTY_POOL: &str = "=====================================
2026-05-01 10:00:00 0x7f INNODB MONITOR OUTPUT
=====================================
------------
TRANSACTIONS
------------
---TRANSACTION 2001, ACTIVE 75 sec inserting
mysql tables in use 1, locked 1
LOCK WAIT 2 lock struct(s), heap size 1136, 1 row lock(s)
MySQL thread id 9, OS thread handle 1, query id 30 localhost refill update
INSERT INTO reservation_units (shop_id, inventory_item_id, inventory_group_id, id) VALUES (1, 2, 3, 100)
------- TRX HAS BEEN WAITING 12 SEC FOR THIS LOCK TO BE GRANTED:
RECORD LOCKS space id 7 page no 4 n bits 72 index PRIMARY of table `shop`.`reservation_units` trx id 2001 lock_mode X insert intention waiting
Record lock, heap no 1 PHYSICAL RECORD: n_fields 1; compact format; info bits 0
 0: len 8; hex 73757072656d756d; asc supremum;;

------------------
TABLE LOCK table `shop`.`reservation_units` trx id 2001 lock mode IX
RECORD LOCKS space id 7 page no 4 n bits 72 index PRIMARY of table `shop`.`reservation_units` trx id 2001 lock_mode X insert intention waiting
Record lock, heap no 1 PHYSICAL RECORD: n_fields 1; compact format; info bits 0
 0: len 8; hex 73757072656d756d; asc supremum;;

---TRANSACTION 2000, ACTIVE 80 sec
2 lock struct(s), heap size 1136, 1 row lock(s)
MySQL thread id 8, OS thread handle 2, query id 29 localhost app
TABLE LOCK table `shop`.`reservation_units` trx id 2000 lock mode IX
RECORD LOCKS space id 7 page no 4 n bits 72 index PRIMARY of table `shop`.`reservation_units` trx id 2000 lock_mode X
Record lock, heap no 1 PHYSICAL RECORD: n_fields 1; compact format; info bits 0
 0: len 8; hex 73757072656d756d; asc supremum;;

---TRANSACTION 2002, ACTIVE 5 sec
3 lock struct(s), heap size 1136, 2 row lock(s)
MySQL thread id 10, OS thread handle 3, query id 31 localhost app
TABLE LOCK table `shop`.`orders` trx id 2002 lock mode IX
RECORD LOCKS space id 8 page no 5 n bits 72 index idx_status of table `shop`.`orders` trx id 2002 lock_mode X locks rec but not gap
Record lock, heap no 3 PHYSICAL RECORD: n_fields 2; compact format; info bits 0
 0: len 4; hex 80000001; asc     ;;

RECORD LOCKS space id 8 page no 9 n bits 72 index PRIMARY of table `shop`.`orders` trx id 2002 lock_mode X locks rec but not gap
Record lock, heap no 4 PHYSICAL RECORD: n_fields 2; compact format; info bits 0
 0: len 4; hex 80000001; asc     ;;

----------------------------
END OF INNODB MONITOR OUTPUT
============================
";

    fn kinds(f: &[Finding]) -> Vec<&'static str> {
        f.iter().map(|f| f.kind.name()).collect()
    }

    #[test]
    fn empty_pool_refill_blocked() {
        let st = parse(EMPTY_POOL);
        assert!(st.warnings.is_empty(), "{:?}", st.warnings);
        let f = findings(&st, &FindingOptions::default());
        assert_eq!(
            kinds(&f),
            [
                "gap-lock",
                "insert-intention-wait",
                "long-transaction",
                "long-transaction",
                "double-lock"
            ]
        );
        assert_eq!(f[0].severity, Severity::Error);
        assert_eq!(f[0].table.as_deref(), Some("shop.reservation_units"));
        assert!(
            matches!(&f[0].kind, FindingKind::GapLock { trx, supremum: true, .. } if trx == "2000")
        );
        assert!(
            matches!(&f[1].kind, FindingKind::InsertIntentionWait { waiter, blocker: Some(b), supremum: true, wait_secs: Some(12), .. } if waiter == "2001" && b == "2000")
        );
        assert!(
            matches!(&f[4].kind, FindingKind::DoubleLock { secondary_index, rows: Some(1), .. } if secondary_index == "idx_status")
        );
        assert_eq!(f[4].index.as_deref(), Some("PRIMARY"));
        assert_eq!(f[4].severity, Severity::Warning);
    }

    #[test]
    fn json_shape() {
        let st = parse(EMPTY_POOL);
        let f = findings(&st, &FindingOptions::default());
        let v = serde_json::to_value(&f[1]).unwrap();
        let keys: BTreeSet<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
        let want: BTreeSet<&str> = [
            "kind",
            "severity",
            "table",
            "index",
            "runbook",
            "waiter",
            "waiters",
            "blocker",
            "blockers",
            "hub",
            "lock",
            "supremum",
            "wait_secs",
            "blocker_lock",
        ]
        .into();
        assert_eq!(keys, want);
        assert_eq!(v["kind"], "insert-intention-wait");
        assert_eq!(v["severity"], "error");
        assert_eq!(
            v["runbook"],
            "runbooks/locks.md#refill-blocked-by-a-gap-lock"
        );
        assert_eq!(v["blocker"], "2000");
        assert_eq!(v["table"], "shop.reservation_units");
    }

    #[test]
    fn pool_table_names() {
        let o = FindingOptions::default();
        assert!(o.is_pool_table("shop.reservation_units"));
        assert!(o.is_pool_table("reservation_units"));
        assert!(!o.is_pool_table("shop.xreservation_units"));
        let o = FindingOptions {
            pool_tables: vec!["a.units".into()],
            ..FindingOptions::default()
        };
        assert!(o.is_pool_table("a.units") && !o.is_pool_table("b.units"));
    }

    #[test]
    fn deadlock_lock_order_inversion() {
        let text = "------------------------
LATEST DETECTED DEADLOCK
------------------------
2026-05-01 10:00:00 0x7f
*** (1) TRANSACTION:
TRANSACTION 10, ACTIVE 3 sec inserting
MySQL thread id 8, OS thread handle 1, query id 20 localhost app update
DELETE FROM reservation_units WHERE id = 1
*** (1) WAITING FOR THIS LOCK TO BE GRANTED:
RECORD LOCKS space id 3 page no 4 n bits 72 index PRIMARY of table `p`.`reservation_units` trx id 10 lock_mode X locks rec but not gap waiting
*** (2) TRANSACTION:
TRANSACTION 11, ACTIVE 3 sec updating
MySQL thread id 9, OS thread handle 2, query id 21 localhost app updating
DELETE FROM reserved_quantities WHERE id = 1
*** (2) HOLDS THE LOCK(S):
RECORD LOCKS space id 3 page no 4 n bits 72 index PRIMARY of table `p`.`reservation_units` trx id 11 lock_mode X locks rec but not gap
*** (2) WAITING FOR THIS LOCK TO BE GRANTED:
RECORD LOCKS space id 2 page no 4 n bits 72 index PRIMARY of table `p`.`reserved_quantities` trx id 11 lock_mode X locks rec but not gap waiting
*** WE ROLL BACK TRANSACTION (2)
";
        let st = parse(text);
        let f = findings(&st, &FindingOptions::default());
        assert_eq!(kinds(&f), ["deadlock"]);
        let FindingKind::Deadlock {
            lock_order_inversion,
            victim,
            tables,
            ..
        } = &f[0].kind
        else {
            unreachable!()
        };
        assert!(*lock_order_inversion);
        assert_eq!(victim.as_deref(), Some("11"));
        assert_eq!(tables, &["p.reservation_units", "p.reserved_quantities"]);
        assert_eq!(f[0].table.as_deref(), Some("p.reservation_units"));
        // Same table on both sides: no inversion.
        let same = text.replace("`reserved_quantities`", "`reservation_units`");
        let f = findings(&parse(&same), &FindingOptions::default());
        assert!(matches!(
            f[0].kind,
            FindingKind::Deadlock {
                lock_order_inversion: false,
                ..
            }
        ));
    }
}
