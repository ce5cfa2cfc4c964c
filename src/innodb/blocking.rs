//! Who waits for whom in the TRANSACTIONS section: for each waiting
//! transaction, the transactions holding a granted lock that its waiting lock
//! conflicts with (same tablespace page and index, same heap number where the
//! records are printed, incompatible modes, gap semantics respected), and the
//! blocking chains built from that. Pure; only what the text shows (with the
//! lock monitor off, granted locks are not printed and blockers stay unknown).

use super::model::{Lock, LockScope, Status, Transaction};
use std::collections::{HashMap, HashSet};

/// A transaction holding a lock that a waiting lock conflicts with.
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

/// A waiting transaction, its waiting lock (where printed) and its blockers,
/// best match first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wait<'a> {
    pub waiter: &'a Transaction,
    pub lock: Option<&'a Lock>,
    pub blockers: Vec<Blocker<'a>>,
}

/// Whether granted lock `held` blocks waiting lock `want` (both record locks
/// on the same page), and on which terms.
fn record_conflict(want: &Lock, held: &Lock) -> Option<(bool, bool)> {
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
    if want.heap_nos.is_empty() || held.heap_nos.is_empty() {
        return Some((false, held.supremum));
    }
    let shared: Vec<u64> = want
        .heap_nos
        .iter()
        .copied()
        .filter(|h| held.heap_nos.contains(h))
        .collect();
    if shared.is_empty() {
        return None;
    }
    Some((true, shared.contains(&1)))
}

/// Every waiting transaction of the TRANSACTIONS section with its blockers.
pub fn waits(status: &Status) -> Vec<Wait<'_>> {
    // Granted locks indexed by page (record locks) and by table (table locks).
    let mut by_page: HashMap<(u64, u64), Vec<(&Transaction, &Lock)>> = HashMap::new();
    let mut by_table: HashMap<&str, Vec<(&Transaction, &Lock)>> = HashMap::new();
    for t in &status.transactions {
        for l in t.granted_locks() {
            match (l.scope, l.space_id, l.page_no) {
                (LockScope::Record, Some(s), Some(p)) => {
                    by_page.entry((s, p)).or_default().push((t, l))
                }
                (LockScope::Table, _, _) => {
                    by_table.entry(l.table.as_str()).or_default().push((t, l))
                }
                _ => {}
            }
        }
    }
    let mut out = Vec::new();
    for t in status.waiting_transactions() {
        let lock = t.waiting_lock();
        let mut blockers = Vec::new();
        if let Some(w) = lock {
            match (w.scope, w.space_id, w.page_no) {
                (LockScope::Record, Some(s), Some(p)) => {
                    for &(ht, hl) in by_page.get(&(s, p)).map(Vec::as_slice).unwrap_or(&[]) {
                        if ht.id == t.id {
                            continue;
                        }
                        if let Some((same_record, supremum)) = record_conflict(w, hl) {
                            blockers.push(Blocker {
                                trx: ht,
                                lock: hl,
                                same_record,
                                supremum,
                            });
                        }
                    }
                }
                (LockScope::Table, _, _) => {
                    for &(ht, hl) in by_table
                        .get(w.table.as_str())
                        .map(Vec::as_slice)
                        .unwrap_or(&[])
                    {
                        if ht.id != t.id && w.mode.conflicts_with(&hl.mode) {
                            blockers.push(Blocker {
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
        }
        // Best first: a shared record beats a shared page; then printed order.
        blockers.sort_by_key(|b| !b.same_record);
        // One entry per blocking transaction.
        let mut seen = HashSet::new();
        blockers.retain(|b| seen.insert(b.trx.id.as_str()));
        out.push(Wait {
            waiter: t,
            lock,
            blockers,
        });
    }
    out
}

/// Walks up the primary blockers from `start`; returns the path head-first.
fn walk_up<'a>(
    primary: &HashMap<&'a str, &'a str>,
    start: &'a str,
    covered: &mut HashSet<&'a str>,
) -> Vec<String> {
    let mut path: Vec<&str> = Vec::new();
    let mut seen: HashSet<&str> = HashSet::new();
    let mut at = Some(start);
    while let Some(id) = at {
        path.push(id);
        if !seen.insert(id) {
            break;
        }
        at = primary.get(id).copied();
    }
    covered.extend(path.iter().copied());
    path.reverse();
    path.into_iter().map(str::to_string).collect()
}

/// Who blocks whom, as chains of transaction ids from the head blocker to the
/// last waiter: `[A, B, C]` = A blocks B, B blocks C. One chain per blocker of
/// each waiter nobody waits for; a cycle (a deadlock InnoDB has not resolved
/// yet, or with `innodb_deadlock_detect=OFF`) comes out as `[A, B, A]`.
/// Waiters whose blocker is unknown are left out.
pub fn blocking_chains(status: &Status) -> Vec<Vec<String>> {
    let waits = waits(status);
    // waiter -> its best blocker; and who waits on whom.
    let primary: HashMap<&str, &str> = waits
        .iter()
        .filter_map(|w| {
            w.blockers
                .first()
                .map(|b| (w.waiter.id.as_str(), b.trx.id.as_str()))
        })
        .collect();
    let blocking: HashSet<&str> = primary.values().copied().collect();
    let mut chains = Vec::new();
    let mut covered: HashSet<&str> = HashSet::new();
    for w in &waits {
        let id = w.waiter.id.as_str();
        if blocking.contains(id) {
            continue;
        }
        for b in &w.blockers {
            let mut chain = walk_up(&primary, b.trx.id.as_str(), &mut covered);
            chain.push(id.to_string());
            covered.insert(id);
            chains.push(chain);
        }
    }
    // Waiters left uncovered sit on a cycle.
    for w in &waits {
        let id = w.waiter.id.as_str();
        if covered.contains(id) || !primary.contains_key(id) {
            continue;
        }
        chains.push(walk_up(&primary, id, &mut covered));
    }
    chains
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
        assert_eq!(w.len(), 1);
        assert_eq!(w[0].blockers.len(), 1);
        assert_eq!(w[0].blockers[0].trx.id, "10");
        assert!(w[0].blockers[0].supremum);
        assert_eq!(
            blocking_chains(&st),
            vec![vec!["10".to_string(), "20".to_string()]]
        );
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
        assert_eq!(blocking_chains(&st), vec![vec!["1", "2", "3"]]);
        // A cycle: 1 holds 2 and waits 3; 2 holds 3 and waits 2.
        let st = Status {
            transactions: vec![
                trx("1", vec![held("1", 2), waiting("1", 3)]),
                trx("2", vec![held("2", 3), waiting("2", 2)]),
            ],
            ..Status::default()
        };
        let chains = blocking_chains(&st);
        assert_eq!(chains.len(), 1);
        assert_eq!(chains[0].len(), 3);
        assert_eq!(chains[0][0], chains[0][2]);
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
        assert!(waits(&st)[0].blockers.is_empty());
        assert!(blocking_chains(&st).is_empty());
    }
}
