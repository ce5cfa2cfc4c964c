//! Who waits for whom in the TRANSACTIONS section, grouped into hubs so that
//! the result grows with the lock lines, not with waiters x holders.
//!
//! A hub is one waited-for lock (the same record lock or table lock, asked
//! in the same mode by every waiter of the hub), the transactions holding a
//! granted lock it conflicts with (same tablespace page and index, a shared
//! heap number where the records are printed, incompatible modes, gap
//! semantics respected), and the transactions waiting for it. Every waiter
//! of a hub is blocked by every holder of it other than itself: one gap held
//! by 463 reserves and waited on by 463 refills is one hub of 463 + 463
//! transactions, where the pairs would be 214,369. A transaction waits for
//! one lock, so it is a waiter in at most one hub; a holder that waits
//! elsewhere links its hub to that one (`holders_wait_in`), which is how
//! chains read: the head blockers hold and wait for nothing.
//!
//! Pure; only what the text shows (with the lock monitor off, granted locks
//! are not printed and a hub's holders stay unknown).

use super::model::{Lock, LockMode, LockScope, Status, Transaction};
use foldhash::{HashMap, HashMapExt, HashSet, HashSetExt};
use schemars::JsonSchema;
use serde::Serialize;
use std::borrow::Cow;

/// A transaction holding a lock that a hub's waited-for lock conflicts with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Blocker<'a> {
    pub trx: &'a Transaction,
    pub lock: &'a Lock,
    /// The two locks share a printed heap number (not only the page).
    pub same_record: bool,
    /// The shared record is the supremum (or the blocker's lock covers it
    /// when no shared record is printed).
    pub supremum: bool,
}

/// One waited-for lock, its holders (best match first: a shared record
/// before a shared page, then printed order; one entry per transaction)
/// and its waiters (printed order).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hub<'a> {
    /// The waited-for lock, as the first waiter printed it.
    pub lock: &'a Lock,
    pub holders: Vec<Blocker<'a>>,
    pub waiters: Vec<&'a Transaction>,
}

impl<'a> Hub<'a> {
    /// The holders that block some waiter (a holder that is the hub's only
    /// waiter does not wait for itself).
    pub fn blockers(&self) -> impl Iterator<Item = &Blocker<'a>> {
        let alone = match self.waiters.as_slice() {
            [w] => Some(w.id.as_str()),
            _ => None,
        };
        self.holders
            .iter()
            .filter(move |b| alone != Some(b.trx.id.as_str()))
    }

    /// The best blocker of `waiter`: the first holder other than itself.
    pub fn blocker_of(&self, waiter: &Transaction) -> Option<&Blocker<'a>> {
        self.holders.iter().find(|b| b.trx.id != waiter.id)
    }
}

/// Every waiting transaction of the TRANSACTIONS section: in a hub when its
/// waiting lock is printed, else in `unplaced`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Waits<'a> {
    /// In order of their first waiter.
    pub hubs: Vec<Hub<'a>>,
    /// Waiting (by the `LOCK WAIT` header) with no waiting lock printed.
    pub unplaced: Vec<&'a Transaction>,
}

/// Heap numbers of a lock, sorted and without repeats (borrowed when they
/// already are, as InnoDB prints them).
fn sorted_heaps(l: &Lock) -> Cow<'_, [u64]> {
    if l.heap_nos.windows(2).all(|w| w[0] < w[1]) {
        Cow::Borrowed(&l.heap_nos)
    } else {
        let mut v = l.heap_nos.clone();
        v.sort_unstable();
        v.dedup();
        Cow::Owned(v)
    }
}

/// Whether two sorted heap lists share a number: each number of the
/// shorter looked up in the longer (a lock printing thousands of records
/// against one printing one costs a few compares, not thousands).
fn share(a: &[u64], b: &[u64]) -> bool {
    let (small, big) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    small.iter().any(|h| big.binary_search(h).is_ok())
}

/// Whether granted lock `held` blocks waiting lock `want` (both record locks
/// on the same page), and on which terms: (same record, supremum).
fn record_conflict(
    want: &Lock,
    want_heaps: &[u64],
    held: &Lock,
    held_heaps: &[u64],
) -> Option<(bool, bool)> {
    if want.index.is_some() && held.index.is_some() && want.index != held.index {
        return None;
    }
    if !want.mode.conflicts_with(&held.mode) {
        return None;
    }
    // Insert intention waits only for locks covering the gap; anything else
    // waits only for locks covering the record.
    let blocks_kind = if want.insert_intention {
        held.covers_gap()
    } else {
        held.covers_record()
    };
    if !blocks_kind {
        return None;
    }
    if want_heaps.is_empty() || held_heaps.is_empty() {
        return Some((false, held.supremum));
    }
    if !share(want_heaps, held_heaps) {
        return None;
    }
    let supremum = want_heaps.binary_search(&1).is_ok() && held_heaps.binary_search(&1).is_ok();
    Some((true, supremum))
}

/// What makes two waiting locks the same hub: the same lock asked for in
/// the same way.
#[derive(PartialEq, Eq, Hash)]
struct Key<'a> {
    scope: LockScope,
    space: Option<u64>,
    page: Option<u64>,
    table: &'a str,
    index: Option<&'a str>,
    mode: &'a LockMode,
    flags: (bool, bool, bool),
    heaps: Cow<'a, [u64]>,
}

impl<'a> Key<'a> {
    fn of(l: &'a Lock) -> Key<'a> {
        Key {
            scope: l.scope,
            space: l.space_id,
            page: l.page_no,
            table: l.table.as_str(),
            index: l.index.as_deref(),
            mode: &l.mode,
            flags: (l.gap, l.rec_not_gap, l.insert_intention),
            heaps: sorted_heaps(l),
        }
    }
}

/// A granted record lock and its sorted heap numbers.
struct Held<'a> {
    trx: &'a Transaction,
    lock: &'a Lock,
    heaps: Cow<'a, [u64]>,
}

/// Granted locks, indexed by page (record locks) and by table (table locks).
struct Granted<'a> {
    by_page: HashMap<(u64, u64), Vec<Held<'a>>>,
    by_table: HashMap<&'a str, Vec<(&'a Transaction, &'a Lock)>>,
}

impl<'a> Granted<'a> {
    fn of(status: &'a Status) -> Granted<'a> {
        let mut g = Granted {
            by_page: HashMap::with_capacity(status.transactions.len()),
            by_table: HashMap::new(),
        };
        for t in &status.transactions {
            for l in t.granted_locks() {
                match (l.scope, l.space_id, l.page_no) {
                    (LockScope::Record, Some(s), Some(p)) => {
                        g.by_page.entry((s, p)).or_default().push(Held {
                            trx: t,
                            lock: l,
                            heaps: sorted_heaps(l),
                        })
                    }
                    (LockScope::Table, _, _) => {
                        g.by_table.entry(l.table.as_str()).or_default().push((t, l))
                    }
                    _ => {}
                }
            }
        }
        g
    }

    /// The holders of locks `want` conflicts with, best first, one per
    /// transaction.
    fn holders(&self, want: &'a Lock, want_heaps: &[u64]) -> Vec<Blocker<'a>> {
        let mut out = Vec::new();
        match (want.scope, want.space_id, want.page_no) {
            (LockScope::Record, Some(s), Some(p)) => {
                for h in self.by_page.get(&(s, p)).map(Vec::as_slice).unwrap_or(&[]) {
                    if let Some((same_record, supremum)) =
                        record_conflict(want, want_heaps, h.lock, &h.heaps)
                    {
                        out.push(Blocker {
                            trx: h.trx,
                            lock: h.lock,
                            same_record,
                            supremum,
                        });
                    }
                }
            }
            (LockScope::Table, _, _) => {
                for &(ht, hl) in self
                    .by_table
                    .get(want.table.as_str())
                    .map(Vec::as_slice)
                    .unwrap_or(&[])
                {
                    if want.mode.conflicts_with(&hl.mode) {
                        out.push(Blocker {
                            trx: ht,
                            lock: hl,
                            same_record: true,
                            supremum: false,
                        });
                    }
                }
            }
            _ => {}
        }
        // Best first: a shared record beats a shared page; then printed order.
        out.sort_by_key(|b| !b.same_record);
        if out.len() <= 8 {
            // The usual few: no set to build.
            let mut i = 0;
            while i < out.len() {
                if out[..i].iter().any(|b| b.trx.id == out[i].trx.id) {
                    out.remove(i);
                } else {
                    i += 1;
                }
            }
        } else {
            let mut seen = HashSet::new();
            out.retain(|b| seen.insert(b.trx.id.as_str()));
        }
        out
    }
}

/// Every waiting transaction of the TRANSACTIONS section, in hubs.
pub fn waits(status: &Status) -> Waits<'_> {
    let granted = Granted::of(status);
    let mut at: HashMap<Key<'_>, usize> = HashMap::with_capacity(status.transactions.len() / 2);
    let mut out = Waits::default();
    for t in status.waiting_transactions() {
        let Some(w) = t.waiting_lock() else {
            out.unplaced.push(t);
            continue;
        };
        let key = Key::of(w);
        if let Some(&i) = at.get(&key) {
            out.hubs[i].waiters.push(t);
            continue;
        }
        let holders = granted.holders(w, &key.heaps);
        at.insert(key, out.hubs.len());
        out.hubs.push(Hub {
            lock: w,
            holders,
            waiters: vec![t],
        });
    }
    out
}

/// One hub as reported (`hubs` in the JSON of `inspect-locks`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct BlockingHub {
    /// Its number, from 1, as other hubs and the findings refer to it.
    pub hub: usize,
    /// The waited-for lock's table, `db.table`.
    pub table: String,
    /// Its index; null for a table lock.
    pub index: Option<String>,
    /// Its tablespace id; null for a table lock or when not printed.
    pub space_id: Option<u64>,
    /// Its page number; null for a table lock or when not printed.
    pub page_no: Option<u64>,
    /// The waited-for lock's kind: `X,INSERT_INTENTION`, `X,REC_NOT_GAP`, `IX`.
    pub lock: String,
    /// Heap numbers of the waited-for record(s), as printed (1: supremum).
    pub records: Vec<u64>,
    /// The wait is on the supremum (the gap up to +infinity).
    pub supremum: bool,
    /// The transactions blocking it (empty when their locks are not printed).
    pub holders: Vec<String>,
    /// The transactions waiting for it.
    pub waiters: Vec<String>,
    /// The hubs in which some of its holders wait themselves: resolve those
    /// first.
    pub holders_wait_in: Vec<usize>,
    /// It is on a cycle of waits (a deadlock InnoDB has not resolved yet, or
    /// `innodb_deadlock_detect = OFF`): no head blocker will end it.
    pub on_cycle: bool,
}

/// A transaction that blocks others and waits for nothing, with the
/// connection to find (and, if it must be, `KILL`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, JsonSchema)]
pub struct HeadBlocker {
    /// Its transaction id, as printed.
    pub trx: String,
    /// `MySQL thread id` / `MariaDB thread id` (or INNODB_TRX's
    /// `trx_mysql_thread_id` when only the lock views name it): the
    /// connection to `KILL`; null when not printed.
    pub thread_id: Option<u64>,
    /// The client's host name, or else its IP address; null when not printed.
    pub host: Option<String>,
    /// The client's user; null when not printed.
    pub user: Option<String>,
    /// How long its transaction has been active (`ACTIVE N sec`); null when
    /// not printed.
    #[schemars(extend("x-unit" = "seconds"))]
    pub active_secs: Option<u64>,
    /// The statement it runs, as printed; null when none is.
    pub query: Option<String>,
}

impl HeadBlocker {
    /// What the text says of transaction `t`.
    pub fn of(t: &Transaction) -> HeadBlocker {
        let c = t.client_info();
        HeadBlocker {
            trx: t.id.clone(),
            thread_id: t.thread_id,
            host: c.host_or_ip().map(str::to_string),
            user: c.user,
            active_secs: t.active_secs,
            query: t.query.clone(),
        }
    }
}

/// The hubs of a status and the head blockers: transactions that block
/// others and wait for nothing (where to look first).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Blocking {
    pub hubs: Vec<BlockingHub>,
    pub head_blockers: Vec<HeadBlocker>,
    /// Waiting transactions whose waiting lock is not printed (no hub).
    #[serde(skip)]
    pub unplaced: Vec<String>,
}

/// Who blocks whom, grouped in hubs (see the module docs).
pub fn blocking(status: &Status) -> Blocking {
    Blocking::from(&waits(status))
}

impl From<&Waits<'_>> for Blocking {
    fn from(w: &Waits<'_>) -> Blocking {
        let hubs = w
            .hubs
            .iter()
            .enumerate()
            .map(|(i, h)| {
                let l = h.lock;
                BlockingHub {
                    hub: i + 1,
                    table: l.table.to_string(),
                    index: l.index.as_deref().map(str::to_string),
                    space_id: l.space_id,
                    page_no: l.page_no,
                    lock: l.kind(),
                    records: l.heap_nos.clone(),
                    supremum: l.supremum
                        || (l.heap_nos.is_empty() && h.holders.iter().any(|b| b.supremum)),
                    holders: h.blockers().map(|b| b.trx.id.clone()).collect(),
                    waiters: h.waiters.iter().map(|t| t.id.clone()).collect(),
                    holders_wait_in: Vec::new(),
                    on_cycle: false,
                }
            })
            .collect();
        let holders: HashMap<&str, &Transaction> = w
            .hubs
            .iter()
            .flat_map(|h| h.holders.iter().map(|b| (b.trx.id.as_str(), b.trx)))
            .collect();
        let mut b = Blocking {
            hubs,
            head_blockers: Vec::new(),
            unplaced: w.unplaced.iter().map(|t| t.id.clone()).collect(),
        };
        b.link(&|_| false, &|id| {
            holders.get(id).map_or_else(
                || HeadBlocker {
                    trx: id.to_string(),
                    ..HeadBlocker::default()
                },
                |t| HeadBlocker::of(t),
            )
        });
        b
    }
}

impl Blocking {
    /// Derives `holders_wait_in`, `on_cycle` and `head_blockers` from the
    /// hubs' holders and waiters. A transaction waits when it is a waiter of
    /// a hub, in `unplaced`, or `also_waiting` says so; `describe` gives a
    /// head blocker's connection.
    pub(super) fn link(
        &mut self,
        also_waiting: &dyn Fn(&str) -> bool,
        describe: &dyn Fn(&str) -> HeadBlocker,
    ) {
        let mut known: HashMap<String, HeadBlocker> = std::mem::take(&mut self.head_blockers)
            .into_iter()
            .map(|h| (h.trx.clone(), h))
            .collect();
        // First every hub's upstream hubs and the head blockers, borrowing
        // the ids; then the hubs are updated.
        let (edges, heads) = {
            let hub_of: HashMap<&str, usize> = self
                .hubs
                .iter()
                .enumerate()
                .flat_map(|(i, h)| h.waiters.iter().map(move |t| (t.as_str(), i)))
                .collect();
            let unplaced: HashSet<&str> = self.unplaced.iter().map(String::as_str).collect();
            let mut heads = Vec::new();
            let mut head_seen = HashSet::new();
            let mut edges = Vec::with_capacity(self.hubs.len());
            for h in &self.hubs {
                let mut upstream: Vec<usize> = Vec::new();
                for id in &h.holders {
                    match hub_of.get(id.as_str()) {
                        Some(&k) => upstream.push(k),
                        None if !unplaced.contains(id.as_str())
                            && !also_waiting(id)
                            && head_seen.insert(id.as_str()) =>
                        {
                            heads.push(known.remove(id).unwrap_or_else(|| describe(id)))
                        }
                        None => {}
                    }
                }
                upstream.sort_unstable();
                upstream.dedup();
                edges.push(upstream);
            }
            (edges, heads)
        };
        for (h, upstream) in self.hubs.iter_mut().zip(&edges) {
            h.holders_wait_in = upstream.iter().map(|k| k + 1).collect();
            h.on_cycle = false;
        }
        for i in on_cycles(&edges) {
            self.hubs[i].on_cycle = true;
        }
        self.head_blockers = heads;
    }
}

/// The nodes of `edges` (node -> nodes it points to) that lie on a cycle:
/// Tarjan's strongly connected components, iterative (no recursion depth
/// to blow on a long chain); a node is on a cycle when its component has
/// two nodes or more, or it points to itself. Linear in nodes + edges.
fn on_cycles(edges: &[Vec<usize>]) -> Vec<usize> {
    const UNSEEN: usize = usize::MAX;
    let n = edges.len();
    let (mut index, mut low) = (vec![UNSEEN; n], vec![0; n]);
    let mut on_stack = vec![false; n];
    let (mut stack, mut out) = (Vec::new(), Vec::new());
    let mut next = 0;
    for root in 0..n {
        if index[root] != UNSEEN {
            continue;
        }
        // (node, position in its edge list)
        let mut work = vec![(root, 0usize)];
        index[root] = next;
        low[root] = next;
        next += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some(&mut (v, ref mut pos)) = work.last_mut() {
            if let Some(&u) = edges[v].get(*pos) {
                *pos += 1;
                if index[u] == UNSEEN {
                    index[u] = next;
                    low[u] = next;
                    next += 1;
                    stack.push(u);
                    on_stack[u] = true;
                    work.push((u, 0));
                } else if on_stack[u] {
                    low[v] = low[v].min(index[u]);
                }
                continue;
            }
            work.pop();
            if let Some(&(parent, _)) = work.last() {
                low[parent] = low[parent].min(low[v]);
            }
            if low[v] == index[v] {
                let mut component = Vec::new();
                while let Some(u) = stack.pop() {
                    on_stack[u] = false;
                    component.push(u);
                    if u == v {
                        break;
                    }
                }
                if component.len() > 1 || edges[v].contains(&v) {
                    out.extend(component);
                }
            }
        }
    }
    out.sort_unstable();
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::innodb::model::LockMode;

    fn rec(trx: &str, mode: LockMode, heaps: &[u64], f: impl Fn(&mut Lock)) -> Lock {
        let mut l = Lock {
            table: "p.reservation_units".into(),
            index: Some("PRIMARY".into()),
            space_id: Some(5),
            page_no: Some(4),
            trx_id: Some(trx.into()),
            mode,
            heap_nos: heaps.to_vec(),
            supremum: heaps.contains(&1),
            ..Lock::default()
        };
        f(&mut l);
        l
    }

    fn trx(id: &str, locks: Vec<Lock>) -> Transaction {
        Transaction {
            id: id.into(),
            lock_wait: locks.iter().any(|l| l.waiting),
            locks,
            ..Transaction::default()
        }
    }

    #[test]
    fn insert_intention_blocked_by_supremum_next_key() {
        let st = Status {
            transactions: vec![
                trx(
                    "20",
                    vec![rec("20", LockMode::X, &[1], |l| {
                        l.insert_intention = true;
                        l.waiting = true;
                    })],
                ),
                trx("10", vec![rec("10", LockMode::X, &[1], |_| {})]),
                // A rec-not-gap lock on the same page does not block an insert.
                trx(
                    "11",
                    vec![rec("11", LockMode::X, &[2], |l| l.rec_not_gap = true)],
                ),
            ],
            ..Status::default()
        };
        let w = waits(&st);
        assert_eq!(w.hubs.len(), 1);
        let h = &w.hubs[0];
        assert_eq!(h.holders.len(), 1);
        assert_eq!(h.holders[0].trx.id, "10");
        assert!(h.holders[0].supremum);
        let b = blocking(&st);
        assert_eq!(b.hubs[0].holders, ["10"]);
        assert_eq!(b.hubs[0].waiters, ["20"]);
        assert!(b.hubs[0].supremum && !b.hubs[0].on_cycle);
        assert_eq!(b.head_blockers[0].trx, "10");
        assert_eq!(b.head_blockers.len(), 1);
    }

    #[test]
    fn chains_and_cycles() {
        let waiting = |t: &str, h: u64| rec(t, LockMode::X, &[h], |l| l.waiting = true);
        let held = |t: &str, h: u64| rec(t, LockMode::X, &[h], |l| l.rec_not_gap = true);
        // 1 holds 2; 2 holds 3 and waits for 2; 3 waits for 3.
        let st = Status {
            transactions: vec![
                trx("1", vec![held("1", 2)]),
                trx("2", vec![held("2", 3), waiting("2", 2)]),
                trx("3", vec![waiting("3", 3)]),
            ],
            ..Status::default()
        };
        let b = blocking(&st);
        assert_eq!(b.hubs.len(), 2);
        assert_eq!(
            (&b.hubs[0].holders, &b.hubs[0].waiters),
            (&vec!["1".to_string()], &vec!["2".to_string()])
        );
        assert_eq!(
            (&b.hubs[1].holders, &b.hubs[1].waiters),
            (&vec!["2".to_string()], &vec!["3".to_string()])
        );
        assert_eq!(b.hubs[1].holders_wait_in, [1], "2 waits in hub 1");
        assert!(b.hubs[0].holders_wait_in.is_empty());
        assert_eq!(b.head_blockers.len(), 1);
        assert_eq!(b.head_blockers[0].trx, "1");
        assert!(b.hubs.iter().all(|h| !h.on_cycle));
        // A cycle: 1 holds 2 and waits 3; 2 holds 3 and waits 2.
        let st = Status {
            transactions: vec![
                trx("1", vec![held("1", 2), waiting("1", 3)]),
                trx("2", vec![held("2", 3), waiting("2", 2)]),
            ],
            ..Status::default()
        };
        let b = blocking(&st);
        assert_eq!(b.hubs.len(), 2);
        assert!(b.hubs.iter().all(|h| h.on_cycle), "{b:#?}");
        assert!(b.head_blockers.is_empty());
        assert_eq!(b.hubs[0].holders_wait_in, [2]);
        assert_eq!(b.hubs[1].holders_wait_in, [1]);
    }

    #[test]
    fn shared_locks_do_not_block_shared() {
        let st = Status {
            transactions: vec![
                trx("1", vec![rec("1", LockMode::S, &[2], |l| l.waiting = true)]),
                trx("2", vec![rec("2", LockMode::S, &[2], |_| {})]),
            ],
            ..Status::default()
        };
        assert!(waits(&st).hubs[0].holders.is_empty());
        assert!(blocking(&st).head_blockers.is_empty());
    }

    /// Many holders of one gap and many waiters for it: one hub, each
    /// transaction listed once.
    #[test]
    fn one_gap_many_holders_many_waiters_is_one_hub() {
        let n = 50;
        let mut transactions = Vec::new();
        for i in 0..n {
            let h = format!("h{i}");
            transactions.push(trx(&h, vec![rec(&h, LockMode::X, &[1], |_| {})]));
            let w = format!("w{i}");
            transactions.push(trx(
                &w,
                vec![rec(&w, LockMode::X, &[1], |l| {
                    l.insert_intention = true;
                    l.waiting = true;
                })],
            ));
        }
        let st = Status {
            transactions,
            ..Status::default()
        };
        let b = blocking(&st);
        assert_eq!(b.hubs.len(), 1);
        assert_eq!((b.hubs[0].holders.len(), b.hubs[0].waiters.len()), (n, n));
        assert_eq!(b.head_blockers.len(), n);
    }

    /// A transaction holding the supremum and inserting into it waits for
    /// the others, never for itself.
    #[test]
    fn a_holder_that_waits_in_its_own_hub_does_not_block_itself() {
        let ins = |t: &str| {
            rec(t, LockMode::X, &[1], |l| {
                l.insert_intention = true;
                l.waiting = true;
            })
        };
        let gap = |t: &str| rec(t, LockMode::X, &[1], |_| {});
        let alone = Status {
            transactions: vec![trx("1", vec![gap("1"), ins("1")])],
            ..Status::default()
        };
        let b = blocking(&alone);
        assert!(b.hubs[0].holders.is_empty(), "{b:#?}");
        let two = Status {
            transactions: vec![
                trx("1", vec![gap("1"), ins("1")]),
                trx("2", vec![gap("2"), ins("2")]),
            ],
            ..Status::default()
        };
        let w = waits(&two);
        let h = &w.hubs[0];
        assert_eq!(h.blocker_of(h.waiters[0]).unwrap().trx.id, "2");
        assert_eq!(h.blocker_of(h.waiters[1]).unwrap().trx.id, "1");
        let b = blocking(&two);
        assert_eq!(b.hubs[0].holders, ["1", "2"]);
        assert!(b.hubs[0].on_cycle, "each waits for the other");
    }

    #[test]
    fn heap_lookups_are_not_quadratic() {
        // One lock printing 100,000 records against 2,000 waits for one each.
        let big: Vec<u64> = (2..100_002).collect();
        let mut transactions = vec![trx(
            "1",
            vec![rec("1", LockMode::X, &big, |l| l.rec_not_gap = true)],
        )];
        for i in 0..2000u64 {
            let id = format!("w{i}");
            transactions.push(trx(
                &id,
                vec![rec(&id, LockMode::X, &[2 + i * 7], |l| {
                    l.rec_not_gap = true;
                    l.waiting = true;
                })],
            ));
        }
        let st = Status {
            transactions,
            ..Status::default()
        };
        let t = std::time::Instant::now();
        let b = blocking(&st);
        assert_eq!(b.hubs.len(), 2000);
        assert!(b.hubs.iter().all(|h| h.holders == ["1"]));
        assert!(
            t.elapsed() < std::time::Duration::from_secs(2),
            "{:?}",
            t.elapsed()
        );
    }
}
