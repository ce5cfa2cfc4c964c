//! The performance_schema source: each sample reads every foreground
//! thread's recent statements (`events_statements_current` + `_history`) and
//! explicit transactions (`events_transactions_current` + `_history`,
//! `AUTOCOMMIT = 'NO'`: BEGIN ... COMMIT or autocommit=0), timed by the server
//! in picoseconds; events seen in several samples are merged by event id.
//!
//! How the events nest (MySQL 8 and MariaDB alike; the real MySQL 8 capture
//! in `tests/fixtures/conn-tags/` shows it): an explicit transaction is
//! nested in the statement that opened it (BEGIN, or an autocommit=0
//! session's first statement); the statements inside it name it
//! (`NESTING_EVENT_TYPE = 'TRANSACTION'`), COMMIT included, and the
//! transaction's `END_EVENT_ID` is the COMMIT's event id. Statements inside
//! stored programs are nested in their CALL and not read (the CALL's time
//! covers them).
//!
//! A transaction's time is exact (server timers); its idle-in-transaction
//! time is its span minus its statements' time. It belongs to its first
//! tagged statement's tag. Lock waits and rows locked come from INNODB_TRX
//! samples (paced by the caller for InnoDB's 100 ms cache).

use super::sampled::{Sampled, TrxRow};
use super::statement::{Kind, classify, shown};
use super::tag;
use super::tally::{Report, SourceKind, Tally, host_only};
use std::collections::{BTreeMap, HashMap};

mod rows;
pub mod setup;
#[cfg(test)]
mod tests;

pub use rows::{EventRow, PsLimits, PsSample, StatementRow, ThreadRow};
pub use setup::{PsSetup, PsStatus};

#[derive(Debug, Clone)]
struct Stmt {
    start: f64,
    end: Option<f64>,
    in_trx: bool,
    nesting: Option<u64>,
    tag: Option<usize>,
    sql: String,
}

#[derive(Debug, Clone)]
struct Trx {
    start: f64,
    end: Option<f64>,
    end_event: Option<u64>,
    nesting: Option<u64>,
    parts: Vec<u64>,
    rows_locked: u64,
    lock_wait: f64,
    complete_samples: u32,
}

impl Trx {
    /// A transaction seen from `start`, nested in event `nesting`.
    fn new(start: f64, nesting: Option<u64>) -> Trx {
        Trx {
            start,
            end: None,
            end_event: None,
            nesting,
            parts: Vec::new(),
            rows_locked: 0,
            lock_wait: 0.0,
            complete_samples: 0,
        }
    }
}

#[derive(Debug, Clone)]
struct Thread {
    processlist_id: u64,
    untagged: usize,
    /// Whether `untagged` names the connection's account: a thread first
    /// seen in its handshake (no `PROCESSLIST_USER` yet) is owned by the
    /// unknown account until a sample names it.
    account_known: bool,
    stmts: BTreeMap<u64, Stmt>,
    trxs: BTreeMap<u64, Trx>,
    stmt_done: u64,
    trx_done: u64,
    /// Autocommit statements' InnoDB transaction: (trx id, most rows, owner).
    auto_rows: Option<(String, u64, usize)>,
}

/// Accumulates samples; [`PsEngine::report`] at any time.
#[derive(Debug, Clone)]
pub struct PsEngine {
    tally: Tally,
    limits: PsLimits,
    threads: HashMap<u64, Thread>,
    /// The samples, on the server's timer (seconds, restarts undone).
    sampled: Sampled,
    last_lock_read: Option<f64>,
    offset: f64,
    overflows: u64,
    uninstrumented: u64,
    restarts: u64,
}

fn ps_secs(ps: u64) -> f64 {
    ps as f64 / 1e12
}

impl PsEngine {
    pub fn new(limits: PsLimits) -> PsEngine {
        PsEngine {
            tally: Tally::default(),
            limits,
            threads: HashMap::new(),
            sampled: Sampled::default(),
            last_lock_read: None,
            offset: 0.0,
            overflows: 0,
            uninstrumented: 0,
            restarts: 0,
        }
    }

    /// The samples so far.
    pub fn sampled(&self) -> Sampled {
        self.sampled
    }

    /// One sample.
    pub fn observe(&mut self, s: &PsSample) {
        let mut now = ps_secs(s.now_ps) + self.offset;
        if self.sampled.count() > 0 && now + 1.0 < self.sampled.last() {
            // The server restarted (its timer starts again at 0): what was
            // open ended with the last sample.
            self.restarts += 1;
            let ids: Vec<u64> = self.threads.keys().copied().collect();
            for id in ids {
                self.end_thread(id);
            }
            self.offset = self.sampled.last() - ps_secs(s.now_ps);
            now = self.sampled.last();
            self.last_lock_read = None;
        }
        // Threads: those that disconnected since the last sample end at it.
        let present: HashMap<u64, &ThreadRow> = s
            .threads
            .iter()
            .filter(|r| r.instrumented)
            .map(|r| (r.thread_id, r))
            .collect();
        self.uninstrumented = s.threads.iter().filter(|r| !r.instrumented).count() as u64;
        let gone: Vec<u64> = self
            .threads
            .keys()
            .filter(|id| !present.contains_key(id))
            .copied()
            .collect();
        for id in gone {
            self.end_thread(id);
        }
        let start = self.sampled.took(now);
        let off = self.offset;
        let t = |ps: u64| ps_secs(ps) + off;
        for (id, r) in &present {
            // A connection still in its handshake is a foreground thread
            // with its PROCESSLIST_ID but NULL PROCESSLIST_USER and _HOST
            // (MariaDB 10.11; PROCESSLIST says "unauthenticated user"): its
            // statements come after the account is set, and a later sample
            // names the account.
            let account_known = !r.user.is_empty();
            if let Some(th) = self.threads.get_mut(id) {
                if account_known && !th.account_known {
                    th.untagged = self.tally.untagged(&r.user, &host_only(&r.host));
                    th.account_known = true;
                }
            } else {
                let untagged = self.tally.untagged(&r.user, &host_only(&r.host));
                self.threads.insert(
                    *id,
                    Thread {
                        processlist_id: r.processlist_id,
                        untagged,
                        account_known,
                        stmts: BTreeMap::new(),
                        trxs: BTreeMap::new(),
                        stmt_done: 0,
                        trx_done: 0,
                        auto_rows: None,
                    },
                );
            }
        }

        for r in &s.transactions {
            let Some(th) = self.threads.get_mut(&r.thread_id) else {
                continue;
            };
            if r.event_id <= th.trx_done {
                continue;
            }
            let e = th
                .trxs
                .entry(r.event_id)
                .or_insert_with(|| Trx::new(t(r.timer_start), r.nesting_event_id));
            e.start = t(r.timer_start);
            e.nesting = r.nesting_event_id;
            if r.end_event_id.is_some() {
                e.end = r.timer_end.map(t);
                e.end_event = r.end_event_id;
            }
        }

        let mut new_in_history: HashMap<u64, u64> = HashMap::new();
        for r in &s.statements {
            let ev = &r.event;
            let Some(th) = self.threads.get_mut(&ev.thread_id) else {
                continue;
            };
            if ev.event_id <= th.stmt_done {
                continue;
            }
            let fresh = !th.stmts.contains_key(&ev.event_id);
            if fresh && r.from_history {
                *new_in_history.entry(ev.thread_id).or_default() += 1;
            }
            let sql = r.sql_text.clone().unwrap_or_default();
            let tag = match tag::in_sql(&sql) {
                Some(tag::SAMPLER_TAG) => continue,
                Some(name) => Some(self.tally.tag(name)),
                None => None,
            };
            let e = th.stmts.entry(ev.event_id).or_insert(Stmt {
                start: t(ev.timer_start),
                end: None,
                in_trx: r.in_transaction,
                nesting: ev.nesting_event_id,
                tag,
                sql,
            });
            if ev.end_event_id.is_some() {
                e.end = Some(ev.timer_end.map_or(now, t));
            }
        }
        self.overflows += new_in_history
            .values()
            .filter(|&&n| n >= self.limits.statements_history)
            .count() as u64;
        for th in self.threads.values_mut() {
            close_lost_ends(th);
        }

        let ids: Vec<u64> = self.threads.keys().copied().collect();
        for id in &ids {
            self.count_completed(*id, start, false);
        }
        // A stale INNODB_TRX came without its rows (`locks`).
        self.sampled.innodb_trx_fresh(s.innodb_fresh);
        if let Some(locks) = &s.locks {
            self.observe_locks(locks, now);
        }
    }

    /// Completed statements in order, then complete transactions.
    fn count_completed(&mut self, id: u64, start: f64, ending: bool) {
        let now = self.sampled.last();
        let Some(mut th) = self.threads.remove(&id) else {
            return;
        };
        let ids: Vec<u64> = th
            .stmts
            .range(th.stmt_done + 1..)
            .map(|(k, _)| *k)
            .collect();
        for sid in ids {
            let Some(s) = th.stmts.get(&sid) else {
                continue;
            };
            if s.end.is_none() {
                break;
            }
            if s.in_trx {
                let key = s.nesting.unwrap_or(0);
                let st = s.start;
                th.trxs
                    .entry(key)
                    .or_insert_with(|| Trx::new(st, None))
                    .parts
                    .push(sid);
            } else if let Some(trx) = th.trxs.values_mut().find(|x| x.nesting == Some(sid)) {
                trx.parts.push(sid);
            } else if let Some(s) = th.stmts.remove(&sid) {
                add_plain(&mut self.tally, &s, th.untagged, start, now);
            }
            th.stmt_done = sid;
        }
        let active: Option<u64> = th
            .stmts
            .iter()
            .find(|(_, s)| s.end.is_none())
            .map(|(k, _)| *k);
        // In order, up to the first one not settled yet.
        while let Some(mut first) = th.trxs.first_entry() {
            let tid = *first.key();
            let trx = first.get_mut();
            if trx.end.is_none() && !ending {
                break;
            }
            trx.complete_samples += 1;
            let end_event = trx.end_event.unwrap_or(0);
            let settled = ending
                || th.stmt_done >= end_event
                || active.is_some_and(|a| a > end_event)
                || trx.complete_samples >= 3;
            if !settled {
                break;
            }
            let trx = first.remove();
            let end = trx.end.unwrap_or(now);
            finish_trx(&mut self.tally, &mut th, &trx, end, start, now);
            th.trx_done = th.trx_done.max(tid);
        }
        self.threads.insert(id, th);
    }

    /// A thread disconnected (or the run ends): everything it had is counted
    /// up to the last sample.
    fn end_thread(&mut self, id: u64) {
        let now = self.sampled.last();
        let start = self.sampled.first().unwrap_or(now);
        if let Some(th) = self.threads.get_mut(&id) {
            for s in th.stmts.values_mut() {
                if s.end.is_none() {
                    s.end = Some(now);
                }
            }
        }
        self.count_completed(id, start, true);
        if let Some(mut th) = self.threads.remove(&id) {
            for s in std::mem::take(&mut th.stmts).into_values() {
                add_plain(&mut self.tally, &s, th.untagged, start, now);
            }
            if let Some((_, rows, owner)) = th.auto_rows.take() {
                self.tally.get_mut(owner).rows_locked += rows;
            }
        }
    }

    fn observe_locks(&mut self, locks: &[TrxRow], now: f64) {
        let dt = self.last_lock_read.map_or(0.0, |l| (now - l).max(0.0));
        self.last_lock_read = Some(now);
        let by_pid: HashMap<u64, &TrxRow> = locks.iter().map(|l| (l.processlist_id, l)).collect();
        for th in self.threads.values_mut() {
            let row = by_pid.get(&th.processlist_id);
            // The owner now: the open explicit transaction, else the running statement.
            let open = th.trxs.values_mut().rev().find(|x| x.end.is_none());
            match (row, open) {
                (Some(r), Some(trx)) => {
                    trx.rows_locked = trx.rows_locked.max(r.rows_locked);
                    if r.waiting {
                        trx.lock_wait += dt;
                    }
                }
                (Some(r), None) => {
                    let owner = th
                        .stmts
                        .values()
                        .rev()
                        .find(|s| s.end.is_none())
                        .and_then(|s| s.tag)
                        .unwrap_or(th.untagged);
                    if r.waiting {
                        self.tally.get_mut(owner).lock_wait += dt;
                    }
                    match &mut th.auto_rows {
                        Some((id, rows, o)) if *id == r.trx_id => {
                            *rows = (*rows).max(r.rows_locked);
                            *o = owner;
                        }
                        slot => {
                            if let Some((_, rows, o)) = slot.take() {
                                self.tally.get_mut(o).rows_locked += rows;
                            }
                            *slot = Some((r.trx_id.clone(), r.rows_locked, owner));
                        }
                    }
                }
                (None, _) => {
                    if let Some((_, rows, o)) = th.auto_rows.take() {
                        self.tally.get_mut(o).rows_locked += rows;
                    }
                }
            }
        }
    }

    /// The report so far (the engine goes on; open transactions are counted
    /// up to the last sample in a copy).
    pub fn report(&self, target: String, server: Option<String>, interrupted: bool) -> Report {
        let mut copy = self.clone();
        let ids: Vec<u64> = copy.threads.keys().copied().collect();
        let open: u64 = copy
            .threads
            .values()
            .map(|t| t.trxs.values().filter(|x| x.end.is_none()).count() as u64)
            .sum();
        for id in ids {
            copy.end_thread(id);
        }
        let mut blind = vec![
            format!(
                "statements and transactions come from each thread's history (the last {} \
                 statements: performance_schema_events_statements_history_size); a thread that \
                 runs more between two samples loses some",
                self.limits.statements_history
            ),
            format!(
                "statement text is cut at performance_schema_max_sql_text_length ({} bytes): a \
                 tag after that is not seen",
                self.limits.sql_text_length
            ),
            "lock waits and rows locked are sampled from INNODB_TRX (at most every 100 ms, \
             InnoDB's cache): shorter waits are mostly missed"
                .to_string(),
            "a connection that closes between two samples loses its last statements".to_string(),
        ];
        if self.uninstrumented > 0 {
            blind.push(format!(
                "{} connections are not instrumented (setup_actors / threads.INSTRUMENTED = 'NO') \
                 and are not counted",
                self.uninstrumented
            ));
        }
        let mut notes = Vec::new();
        if self.overflows > 0 {
            notes.push(format!(
                "{} times a thread ran {} or more statements between two samples: some may be \
                 missing (raise --rate or performance_schema_events_statements_history_size)",
                self.overflows, self.limits.statements_history
            ));
        }
        if open > 0 {
            notes.push(format!(
                "{open} transactions were still open at the end: counted up to the last sample"
            ));
        }
        if self.sampled.stale() > 0 {
            notes.push(format!(
                "{} samples found INNODB_TRX stale (another client read it within 100 ms): their \
                 lock data was dropped",
                self.sampled.stale()
            ));
        }
        if self.sampled.unchecked() {
            blind.push(
                "INNODB_TRX freshness is not checked (no InnoDB table this account can read): \
                 another client reading it within 100 ms makes lock data up to 100 ms old"
                    .to_string(),
            );
        }
        if self.restarts > 0 {
            notes.push(format!(
                "the server restarted {} time(s) while sampled",
                self.restarts
            ));
        }
        copy.tally.report(self.sampled.run(
            SourceKind::PerformanceSchema,
            target,
            server,
            interrupted,
            blind,
            notes,
        ))
    }
}

/// A thread runs one top-level statement at a time, and one transaction:
/// one seen running that has a later one ended before the later began (its
/// end fell out of the history between two samples).
fn close_lost_ends(th: &mut Thread) {
    end_at_next_start(th.stmts.values_mut().map(|s| (s.start, &mut s.end)));
    end_at_next_start(th.trxs.values_mut().map(|t| (t.start, &mut t.end)));
}

/// Events (start, end) in order: one without an end that has a later one
/// ended when the later one began.
fn end_at_next_start<'a>(events: impl DoubleEndedIterator<Item = (f64, &'a mut Option<f64>)>) {
    let mut next_start: Option<f64> = None;
    for (start, end) in events.rev() {
        if end.is_none()
            && let Some(n) = next_start
        {
            *end = Some(n.max(start));
        }
        next_start = Some(start);
    }
}

/// `[a, b]` clipped to the window `[lo, hi]`.
fn clip(a: f64, b: f64, lo: f64, hi: f64) -> f64 {
    (b.min(hi) - a.max(lo)).max(0.0)
}

/// A statement outside any explicit transaction.
fn add_plain(tally: &mut Tally, s: &Stmt, untagged: usize, start: f64, now: f64) {
    let end = s.end.unwrap_or(now);
    if end <= start {
        return;
    }
    tally
        .get_mut(s.tag.unwrap_or(untagged))
        .add_statement(clip(s.start, end, start, now), false);
}

fn finish_trx(tally: &mut Tally, th: &mut Thread, trx: &Trx, end: f64, start: f64, now: f64) {
    let mut parts: Vec<Stmt> = trx
        .parts
        .iter()
        .filter_map(|id| th.stmts.remove(id))
        .collect();
    if end <= start {
        return;
    }
    parts.sort_by(|a, b| a.start.total_cmp(&b.start));
    let owner = parts.iter().find_map(|s| s.tag).unwrap_or(th.untagged);
    let lo = trx.start.max(start);
    let hi = end.min(now);
    let secs = (hi - lo).max(0.0);
    let busy: f64 = parts
        .iter()
        .map(|s| clip(s.start, s.end.unwrap_or(now), lo, hi))
        .sum();
    let text = parts
        .iter()
        .find(|s| s.tag.is_some())
        .or_else(|| parts.iter().find(|s| classify(&s.sql) == Kind::Work))
        .map(|s| shown(&s.sql))
        .unwrap_or_default();
    let f = tally.get_mut(owner);
    f.add_transaction(secs, secs - busy, end - trx.start, || text);
    f.rows_locked += trx.rows_locked;
    f.lock_wait += trx.lock_wait;
    for s in &parts {
        let e = s.end.unwrap_or(now);
        if e <= start {
            continue;
        }
        tally
            .get_mut(s.tag.unwrap_or(owner))
            .add_statement(clip(s.start, e, start, now), true);
    }
}
