//! The `deadlock` finding: each deadlock section as on-call reads it, the
//! transactions with their connections, the locks each held and waited
//! for, the victim, and whether two tables were locked in opposite orders.

use super::super::model::{Deadlock, Lock};
use super::{Distinct, Finding, FindingKind, FindingOptions, Severity};
use schemars::JsonSchema;
use serde::Serialize;
use std::collections::{BTreeSet, HashMap, HashSet};

/// One lock of a deadlock transaction, as reported.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct DeadlockLock {
    /// Its table, `db.table`.
    pub table: String,
    /// Its index; null for a table lock.
    pub index: Option<String>,
    /// `X`, `S,GAP`, `X,REC_NOT_GAP`, `X,INSERT_INTENTION`, `IX`, ...
    pub lock: String,
    /// It is on the supremum (the gap up to +infinity).
    pub supremum: bool,
}

/// One transaction of a deadlock, as reported.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct DeadlockSummary {
    /// `(N)` in the section; null when un-numbered.
    pub number: Option<u32>,
    /// Its transaction id, as printed.
    pub trx: String,
    /// `MySQL thread id` / `MariaDB thread id`: the connection (`KILL` it,
    /// find it in the processlist and the application's logs); null when
    /// not printed.
    pub thread_id: Option<u64>,
    /// `OS thread handle`, as printed (hex or decimal); null when not printed.
    pub os_thread_handle: Option<String>,
    /// The server's query id of its statement; null when not printed.
    pub query_id: Option<u64>,
    /// The client's host name, where printed (`crate::innodb::client` reads
    /// it); null otherwise.
    pub host: Option<String>,
    /// The client's IP address, where printed; null otherwise.
    pub ip: Option<String>,
    /// The client's user, where printed; null otherwise.
    pub user: Option<String>,
    /// The thread's state when InnoDB printed it (`updating`, `Sending
    /// data`); null when not printed.
    pub query_state: Option<String>,
    /// How long it had been active (`ACTIVE N sec`); null when not printed.
    #[schemars(extend("x-unit" = "seconds"))]
    pub active_secs: Option<u64>,
    /// Its statement, as printed; null when none was.
    pub query: Option<String>,
    /// The tables of its locks, `db.table`.
    pub tables: Vec<String>,
    /// The indexes of its locks.
    pub indexes: Vec<String>,
    /// Its `HOLDS THE LOCK(S)` plus the locks other transactions' waits were
    /// `CONFLICTING WITH` (MariaDB) that carry its trx id.
    pub holds: Vec<DeadlockLock>,
    /// Its `WAITING FOR THIS LOCK TO BE GRANTED`.
    pub waits_for: Vec<DeadlockLock>,
    /// InnoDB rolled it back.
    pub victim: bool,
}

fn summary_lock(l: &Lock) -> DeadlockLock {
    DeadlockLock {
        table: l.table.to_string(),
        index: l.index.as_deref().map(str::to_string),
        lock: l.kind(),
        supremum: l.supremum,
    }
}

pub(in crate::innodb) fn deadlock(d: &Deadlock, opts: &FindingOptions) -> Finding {
    let n = d.transactions.len();
    // Locks others' waits were CONFLICTING WITH (MariaDB), by holder.
    let mut conflicting: HashMap<&str, Vec<&Lock>> = HashMap::new();
    for t in &d.transactions {
        for l in &t.conflicting_with {
            if let Some(id) = l.trx_id.as_deref() {
                conflicting.entry(id).or_default().push(l);
            }
        }
    }
    // Tables each transaction holds locks on: printed holds, locks others
    // conflict with that carry its id and, in a two-transaction cycle, what the
    // other one waits for (it must be held by this one).
    let mut held: Vec<BTreeSet<&str>> = vec![BTreeSet::new(); n];
    let mut waited: Vec<BTreeSet<&str>> = vec![BTreeSet::new(); n];
    let mut summaries = Vec::with_capacity(n);
    let mut all_tables = Distinct::new();
    for (i, t) in d.transactions.iter().enumerate() {
        let mut holds: Vec<&Lock> = t.holds.iter().collect();
        if let Some(extra) = conflicting.get(t.trx.id.as_str()) {
            let mine: HashSet<&Lock> = holds.iter().copied().collect();
            let mut added: HashSet<&Lock> = HashSet::new();
            for l in extra {
                if !mine.contains(l) && added.insert(l) {
                    holds.push(l);
                }
            }
        }
        held[i].extend(holds.iter().map(|l| l.table.as_str()));
        waited[i].extend(t.waiting_for.iter().map(|l| l.table.as_str()));
        let mut tables = Distinct::new();
        let mut indexes = Distinct::new();
        for l in holds.iter().copied().chain(t.waiting_for.iter()) {
            tables.push(l.table.to_string());
            all_tables.push(l.table.to_string());
            if let Some(ix) = &l.index {
                indexes.push(ix.to_string());
            }
        }
        let client = t.trx.client_info();
        summaries.push(DeadlockSummary {
            number: t.number,
            trx: t.trx.id.clone(),
            thread_id: t.trx.thread_id,
            os_thread_handle: t.trx.os_thread_handle.clone(),
            query_id: t.trx.query_id,
            host: client.host,
            ip: client.ip,
            user: client.user,
            query_state: client.state,
            active_secs: t.trx.active_secs,
            query: t.trx.query.clone(),
            tables: tables.items,
            indexes: indexes.items,
            holds: holds.into_iter().map(summary_lock).collect(),
            waits_for: t.waiting_for.iter().map(summary_lock).collect(),
            victim: d.victim.as_deref() == Some(t.trx.id.as_str()),
        });
    }
    if n == 2 {
        for i in 0..2 {
            let other: Vec<&str> = waited[1 - i].iter().copied().collect();
            held[i].extend(other);
        }
    }
    let inversion = lock_order_inversion(&held, &waited);
    let tables = all_tables.items;
    let pool = tables.iter().any(|t| opts.is_pool_table(t));
    let table = tables
        .iter()
        .find(|t| opts.is_pool_table(t))
        .or(tables.first())
        .cloned();
    let index = d
        .transactions
        .iter()
        .flat_map(|t| t.waiting_for.iter())
        .find_map(|l| l.index.as_deref().map(str::to_string));
    Finding::new(
        FindingKind::Deadlock {
            tables,
            victim: d.victim.clone(),
            transactions: summaries,
            lock_order_inversion: inversion,
            timestamp: d.timestamp.clone(),
            too_deep: d.too_deep,
        },
        Severity::Error,
        table,
        index,
        pool,
    )
}

/// Some transaction holds on T1 and waits on T2 while another holds on T2
/// and waits on T1 (T1 != T2).
fn lock_order_inversion(held: &[BTreeSet<&str>], waited: &[BTreeSet<&str>]) -> bool {
    // (held table, waited table) -> up to two distinct transactions with it.
    let mut pairs: HashMap<(&str, &str), Vec<usize>> = HashMap::new();
    for (i, (h, w)) in held.iter().zip(waited).enumerate() {
        // Real sections wait for one lock; bound the work on odd input.
        for t2 in w.iter().take(64) {
            for t1 in h.iter().take(64) {
                if t1 != t2 {
                    let v = pairs.entry((t1, t2)).or_default();
                    if v.len() < 2 && !v.contains(&i) {
                        v.push(i);
                    }
                }
            }
        }
    }
    pairs.iter().any(|(&(t1, t2), a)| {
        pairs
            .get(&(t2, t1))
            .is_some_and(|b| a.iter().any(|i| b.iter().any(|j| i != j)))
    })
}
