//! The sampling source, for servers without a usable performance_schema:
//! each sample reads `information_schema.PROCESSLIST`, then `INNODB_TRX`, then
//! PROCESSLIST again (one round trip), and every connection's state holds
//! for the time since the previous sample:
//!
//! - a statement running (`Query`/`Execute` with its text): busy, for the
//!   statement's tag (or untagged); the connection remembers it as its last
//!   seen statement;
//! - idle in a transaction: `Sleep` in both PROCESSLIST reads, the same idle
//!   period in both (MariaDB's `TIME_MS` did not restart), and an InnoDB
//!   transaction read in between. The double read rules out an autocommit
//!   statement that ended (or began) between the two tables' reads, which
//!   would otherwise look like a transaction held by an idle connection;
//! - idle, no transaction: not held, not counted.
//!
//! A transaction (InnoDB's `trx_id` + `trx_started`) is explicit once seen
//! idle, seen with two different statements, or older than its statement; it
//! belongs to its first seen tagged statement, else to the connection's last
//! seen statement's owner. A connection whose statements were never caught
//! keeps its time pending until one is; still unseen at the end, it is
//! reported by user and host as unseen.
//!
//! Pacing (InnoDB's 100 ms INNODB_TRX cache) is the caller's: one sampler
//! connection, samples no closer than 100 ms after the previous one ended.

use super::sampled::{Sampled, TrxRow};
use super::statement::shown;
use super::tag;
use super::tally::{Figures, Owner, Report, SourceKind, Tally, host_only};
use std::collections::HashMap;

/// An `information_schema.PROCESSLIST` row (not the sampler's own).
#[derive(Debug, Clone, PartialEq)]
pub struct ProcessRow {
    pub id: u64,
    pub user: String,
    pub host: String,
    pub command: String,
    /// Microseconds in the current state (MariaDB: TIME_MS x 1000; MySQL: TIME x 1e6).
    pub time_us: u64,
    /// MariaDB's QUERY_ID; None on MySQL.
    pub query_id: Option<u64>,
    pub info: Option<String>,
}

/// One sample: PROCESSLIST, INNODB_TRX, PROCESSLIST, at client time `at`
/// (seconds, monotonic).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ProcSample {
    pub at: f64,
    pub before: Vec<ProcessRow>,
    pub trx: Vec<TrxRow>,
    pub after: Vec<ProcessRow>,
    /// Whether INNODB_TRX was refreshed for this sample (None: unknown). A
    /// stale one (another client read it within 100 ms) drops the sample.
    pub innodb_fresh: Option<bool>,
}

/// Commands during which a statement runs.
fn running(command: &str) -> bool {
    matches!(
        command,
        "Query" | "Execute" | "Fetch" | "Prepare" | "Long Data"
    )
}

#[derive(Debug, Clone, PartialEq)]
enum StmtKey {
    QueryId(u64),
    /// MySQL: the text's hash and its estimated start second.
    Text(u64, f64),
}

impl StmtKey {
    fn same(&self, o: &StmtKey) -> bool {
        match (self, o) {
            (StmtKey::QueryId(a), StmtKey::QueryId(b)) => a == b,
            (StmtKey::Text(h, s), StmtKey::Text(h2, s2)) => h == h2 && (s - s2).abs() <= 1.5,
            _ => false,
        }
    }
}

#[derive(Debug, Clone, Default)]
struct SeenTrx {
    key: (String, String),
    explicit: bool,
    autocommit_non_locking: bool,
    /// Busy samples: (owner of the statement, seconds).
    busy: Vec<(usize, f64)>,
    idle: f64,
    lock_wait: f64,
    rows_locked: u64,
    owner: Option<usize>,
    owner_tagged: bool,
    statement: Option<String>,
    last_stmt: Option<(u64, f64)>,
}

#[derive(Debug, Clone)]
struct SeenConn {
    user: String,
    host: String,
    untagged: usize,
    last_owner: Option<usize>,
    last_stmt: Option<StmtKey>,
    trx: Option<SeenTrx>,
    /// The connection's last transaction with evidence (seen idle, or with
    /// two statements) was explicit: one caught only while a statement ran
    /// is taken to be explicit too.
    explicit_habit: bool,
    /// Time of transactions before any statement of the connection was seen.
    pending: Figures,
}

/// Accumulates samples; [`SamplingEngine::report`] at any time.
#[derive(Debug, Clone)]
pub struct SamplingEngine {
    tally: Tally,
    conns: HashMap<u64, SeenConn>,
    sampled: Sampled,
    max_dt: f64,
    gaps: u64,
    mysql_processlist: bool,
    interval: f64,
}

fn text_hash(s: &str) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    s.hash(&mut h);
    h.finish()
}

impl SamplingEngine {
    /// `interval`: the time between samples asked for; a longer gap (a
    /// failed sample, a reconnect) counts as at most three times that.
    /// `mysql_processlist`: no TIME_MS / QUERY_ID (see `ServerInfo`).
    pub fn new(interval: f64, mysql_processlist: bool) -> SamplingEngine {
        SamplingEngine {
            tally: Tally::default(),
            conns: HashMap::new(),
            sampled: Sampled::default(),
            max_dt: interval * 3.0 + 0.2,
            gaps: 0,
            mysql_processlist,
            interval,
        }
    }

    /// The samples so far.
    pub fn sampled(&self) -> Sampled {
        self.sampled
    }

    pub fn observe(&mut self, s: &ProcSample) {
        if !self.sampled.innodb_trx_fresh(s.innodb_fresh) {
            // Dropped: the next sample's state stands for this one's time too.
            return;
        }
        let mut dt = if self.sampled.count() == 0 {
            0.0
        } else {
            (s.at - self.sampled.last()).max(0.0)
        };
        if dt > self.max_dt {
            self.gaps += 1;
            dt = self.max_dt;
        }
        self.sampled.took(s.at);
        let after: HashMap<u64, &ProcessRow> = s.after.iter().map(|r| (r.id, r)).collect();
        let trx: HashMap<u64, &TrxRow> = s.trx.iter().map(|r| (r.processlist_id, r)).collect();
        let seen: std::collections::HashSet<u64> =
            s.before.iter().chain(&s.after).map(|r| r.id).collect();
        let gone: Vec<u64> = self
            .conns
            .keys()
            .filter(|id| !seen.contains(id))
            .copied()
            .collect();
        for id in gone {
            self.end_conn(id);
        }
        for b in &s.before {
            let host = host_only(&b.host);
            let replaced = self
                .conns
                .get(&b.id)
                .is_some_and(|c| c.user != b.user || c.host != host);
            if replaced {
                self.end_conn(b.id);
            }
            if !self.conns.contains_key(&b.id) {
                let untagged = self.tally.untagged(&b.user, &host);
                self.conns.insert(
                    b.id,
                    SeenConn {
                        user: b.user.clone(),
                        host,
                        untagged,
                        last_owner: None,
                        last_stmt: None,
                        trx: None,
                        explicit_habit: false,
                        pending: Figures::default(),
                    },
                );
            }
            self.observe_connection(
                b,
                after.get(&b.id).copied(),
                trx.get(&b.id).copied(),
                dt,
                s.at,
            );
        }
    }

    /// One connection of a sample: as PROCESSLIST showed it before and
    /// after INNODB_TRX, with its InnoDB transaction if it had one.
    fn observe_connection(
        &mut self,
        b: &ProcessRow,
        a: Option<&ProcessRow>,
        t: Option<&TrxRow>,
        dt: f64,
        at: f64,
    ) {
        let Some(mut c) = self.conns.remove(&b.id) else {
            return;
        };
        // The statement running now, if any.
        let stmt = match (&b.info, running(&b.command)) {
            (Some(info), true) => {
                let tag = tag::in_sql(info);
                if tag == Some(tag::SAMPLER_TAG) {
                    self.conns.insert(b.id, c);
                    return;
                }
                let owner = match tag {
                    Some(name) => self.tally.tag(name),
                    None => c.untagged,
                };
                let key = match b.query_id {
                    Some(q) => StmtKey::QueryId(q),
                    None => StmtKey::Text(text_hash(info), at - b.time_us as f64 / 1e6),
                };
                Some((key, owner, tag.is_some(), info))
            }
            _ => None,
        };
        if let Some((key, owner, _, _)) = &stmt {
            if !c.last_stmt.as_ref().is_some_and(|k| k.same(key)) {
                self.tally.get_mut(*owner).statements += 1;
                c.last_stmt = Some(key.clone());
            }
            if c.last_owner.is_none() && c.pending != Figures::default() {
                let p = std::mem::take(&mut c.pending);
                self.tally.get_mut(*owner).merge(&p);
            }
            c.last_owner = Some(*owner);
        }
        // The same idle period in both reads: MariaDB's QUERY_ID did not
        // move (no statement began in between); MySQL has no statement id,
        // only whole seconds that must not go back.
        let idle_same = b.command == "Sleep"
            && a.is_some_and(|a| {
                a.command == "Sleep"
                    && match (b.query_id, a.query_id) {
                        (Some(x), Some(y)) => x == y,
                        _ => a.time_us >= b.time_us,
                    }
            });
        let busy_either = stmt.is_some() || a.is_some_and(|a| running(&a.command));
        match t {
            Some(r) => {
                let key = (r.trx_id.clone(), r.started.clone());
                if let Some(old) = c.trx.take_if(|x| x.key != key) {
                    self.close(&mut c, old);
                }
                let x = c.trx.get_or_insert_with(|| SeenTrx {
                    key,
                    autocommit_non_locking: r.autocommit_non_locking,
                    ..SeenTrx::default()
                });
                x.rows_locked = x.rows_locked.max(r.rows_locked);
                if r.waiting {
                    x.lock_wait += dt;
                }
                if idle_same {
                    x.idle += dt;
                    x.explicit |= !x.autocommit_non_locking;
                } else if let Some((key, owner, tagged, info)) = &stmt {
                    x.busy.push((*owner, dt));
                    let id = match key {
                        StmtKey::QueryId(q) => (*q, 0.0),
                        StmtKey::Text(h, s) => (*h, *s),
                    };
                    if x.last_stmt.is_some_and(|l| l != id) && !x.autocommit_non_locking {
                        x.explicit = true;
                    }
                    x.last_stmt = Some(id);
                    // Older than its statement (whole seconds): opened before it.
                    if r.age_secs as f64 > b.time_us as f64 / 1e6 + 1.5 && !x.autocommit_non_locking
                    {
                        x.explicit = true;
                    }
                    if x.owner.is_none() || (*tagged && !x.owner_tagged) {
                        x.owner = Some(*owner);
                        x.owner_tagged = *tagged;
                        x.statement = Some(shown(info));
                    }
                } else if busy_either {
                    // A statement began or ended between the two reads: its
                    // time is the previous or next sample's.
                }
            }
            None => {
                if let Some(old) = c.trx.take() {
                    self.close(&mut c, old);
                }
                if let Some((_, owner, _, _)) = &stmt {
                    self.tally.get_mut(*owner).add_busy(dt, false);
                }
            }
        }
        self.conns.insert(b.id, c);
    }

    /// A transaction is over: add it to its owner (or hold it pending).
    fn close(&mut self, c: &mut SeenConn, mut x: SeenTrx) {
        let owner = x.owner.or(c.last_owner);
        if x.explicit {
            c.explicit_habit = true;
        } else if c.explicit_habit && !x.autocommit_non_locking && !x.busy.is_empty() {
            x.explicit = true;
        }
        let mut f = Figures::default();
        let busy: f64 = x.busy.iter().map(|(_, s)| s).sum();
        if x.explicit {
            let secs = busy + x.idle;
            let st = x.statement.clone().unwrap_or_default();
            f.add_transaction(secs, x.idle, secs, || st);
        }
        f.lock_wait += x.lock_wait;
        f.rows_locked += x.rows_locked;
        match owner {
            Some(o) => {
                self.tally.get_mut(o).merge(&f);
                for (po, s) in &x.busy {
                    // An untagged statement inside a tagged transaction is its.
                    let po = if *po == c.untagged { o } else { *po };
                    self.tally.get_mut(po).add_busy(*s, x.explicit);
                }
            }
            None => c.pending.merge(&f),
        }
    }

    fn end_conn(&mut self, id: u64) {
        let Some(mut c) = self.conns.remove(&id) else {
            return;
        };
        if let Some(x) = c.trx.take() {
            self.close(&mut c, x);
        }
        if c.pending != Figures::default() {
            let o = self.tally.owner(Owner::Unseen {
                user: c.user.clone(),
                host: c.host.clone(),
            });
            self.tally.get_mut(o).merge(&c.pending);
        }
    }

    /// The report so far (the engine goes on).
    pub fn report(&self, target: String, server: Option<String>, interrupted: bool) -> Report {
        let mut copy = self.clone();
        let ids: Vec<u64> = copy.conns.keys().copied().collect();
        for id in ids {
            copy.end_conn(id);
        }
        let window = self.sampled.window();
        let rate = (window > 0.0).then(|| self.sampled.count().saturating_sub(1) as f64 / window);
        let every = rate.map_or(self.interval * 1000.0, |r| 1000.0 / r);
        let mut blind = vec![
            format!(
                "sampled every {every:.0} ms: statements and transactions shorter than that are \
                 mostly missed (times are estimated from the samples that caught them; \
                 statements and transactions are the ones caught)"
            ),
            "a transaction is seen from its first statement that reads or writes an InnoDB \
             table (InnoDB starts it there, not at BEGIN); one caught only while a statement ran \
             counts as explicit (BEGIN ... COMMIT) when its connection's last one seen idle was"
                .to_string(),
            "idle-in-transaction time of a connection whose statements were never caught is \
             credited to its next caught statement's tag; never caught, it is listed as unseen \
             by user and host"
                .to_string(),
            "INNODB_TRX is a cache InnoDB refreshes only after 100 ms without readers: samples \
             are paced for it, and a sample that finds it stale (another client read it, checked \
             by the sampler's own transaction's statement text) is dropped"
                .to_string(),
        ];
        if self.sampled.unchecked() {
            blind.push(
                "INNODB_TRX freshness is not checked (no InnoDB table this account can read): \
                 another client reading it within 100 ms makes a sample up to 100 ms old"
                    .to_string(),
            );
        }
        if self.mysql_processlist {
            blind.push(
                "MySQL's PROCESSLIST has no statement id and whole-second times: a statement \
                 repeated with the same text within a second counts once"
                    .to_string(),
            );
        }
        let mut notes = Vec::new();
        if self.sampled.stale() > 0 {
            notes.push(format!(
                "{} samples dropped: INNODB_TRX was stale (another client read it within 100 ms)",
                self.sampled.stale()
            ));
        }
        if self.gaps > 0 {
            notes.push(format!(
                "{} gaps between samples were longer than three intervals (counted as three)",
                self.gaps
            ));
        }
        copy.tally.report(self.sampled.run(
            SourceKind::ProcesslistSampling,
            target,
            server,
            interrupted,
            blind,
            notes,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(id: u64, command: &str, time_us: u64, query_id: u64, info: Option<&str>) -> ProcessRow {
        ProcessRow {
            id,
            user: "app".into(),
            host: format!("10.0.0.{id}:4000"),
            command: command.into(),
            time_us,
            query_id: Some(query_id),
            info: info.map(str::to_string),
        }
    }

    fn t(id: u64, trx: &str, age: u64, waiting: bool) -> TrxRow {
        TrxRow {
            processlist_id: id,
            trx_id: trx.into(),
            started: "2026-12-01 10:00:00".into(),
            age_secs: age,
            waiting,
            rows_locked: 3,
            autocommit_non_locking: false,
        }
    }

    fn sample(
        at: f64,
        before: Vec<ProcessRow>,
        trx: Vec<TrxRow>,
        after: Vec<ProcessRow>,
    ) -> ProcSample {
        ProcSample {
            at,
            before,
            trx,
            after,
            innodb_fresh: Some(true),
        }
    }

    const A: &str = "/* conn_tag:A */ SELECT id FROM u WHERE k = 1 FOR UPDATE";

    #[test]
    fn idle_transaction_with_its_statement_caught() {
        let mut e = SamplingEngine::new(0.1, false);
        let idle = |ms| p(1, "Sleep", ms, 7, None);
        e.observe(&sample(
            0.0,
            vec![p(1, "Query", 2, 7, Some(A))],
            vec![t(1, "9", 0, false)],
            vec![idle(0)],
        ));
        e.observe(&sample(
            0.1,
            vec![idle(90)],
            vec![t(1, "9", 0, false)],
            vec![idle(91)],
        ));
        e.observe(&sample(
            0.2,
            vec![idle(190)],
            vec![t(1, "9", 0, true)],
            vec![idle(191)],
        ));
        // Committed: gone from INNODB_TRX.
        e.observe(&sample(0.3, vec![idle(5)], vec![], vec![idle(6)]));
        let r = e.report("t".into(), None, false);
        let a = &r.tags[0];
        assert_eq!(a.tag.as_deref(), Some("A"));
        assert_eq!((a.transactions, a.statements), (1, 1));
        assert!(
            (a.idle_in_transaction_secs.unwrap() - 0.2).abs() < 1e-9,
            "{a:?}"
        );
        assert!((a.transaction_secs - 0.2).abs() < 1e-9);
        assert!((a.lock_wait_secs.unwrap() - 0.1).abs() < 1e-9);
        assert_eq!(a.rows_locked, Some(3));
        assert_eq!(a.longest_statement.as_deref(), Some(A));
        assert!((r.window_secs - 0.3).abs() < 1e-9);
        assert!((r.rate.unwrap() - 10.0).abs() < 1e-9);
    }

    #[test]
    fn autocommit_statement_racing_the_reads_is_not_idle_in_transaction() {
        let mut e = SamplingEngine::new(0.1, false);
        let c = "/* conn_tag:C */ UPDATE t SET n = n + 1 WHERE id = 2";
        for i in 0..10u64 {
            let at = i as f64 * 0.1;
            // Even samples: running. Odd: one ended just before INNODB_TRX
            // showed the next one's transaction, which ended before the second
            // PROCESSLIST read (TIME_MS restarted in between).
            let trx = format!("{}", 50 + i);
            let s = if i % 2 == 0 {
                let q = p(2, "Query", 1, 100 + i, Some(c));
                sample(at, vec![q.clone()], vec![t(2, &trx, 0, false)], vec![q])
            } else {
                sample(
                    at,
                    vec![p(2, "Sleep", 1, 99 + i, None)],
                    vec![t(2, &trx, 0, false)],
                    vec![p(2, "Sleep", 0, 100 + i, None)],
                )
            };
            e.observe(&s);
        }
        let r = e.report("t".into(), None, false);
        let c = &r.tags[0];
        assert_eq!(c.transactions, 0, "{c:?}");
        assert_eq!(c.idle_in_transaction_secs, Some(0.0));
        assert_eq!(c.statements, 5);
        assert!((c.busy_secs.unwrap() - 0.4).abs() < 1e-9, "{c:?}");
    }

    #[test]
    fn an_idle_period_that_restarted_between_the_reads_is_not_idle() {
        let mut e = SamplingEngine::new(0.1, false);
        let d = "/* conn_tag:D */ UPDATE t SET n = n + 1 WHERE id = 2";
        // Seen once running, so the connection's owner is known.
        let run = p(5, "Query", 1, 1, Some(d));
        e.observe(&sample(0.0, vec![run.clone()], vec![], vec![run.clone()]));
        for i in 1..5u64 {
            // Idle in both reads, but a statement began (and ended) in
            // between: its id moved, and INNODB_TRX caught its transaction.
            e.observe(&sample(
                i as f64 * 0.1,
                vec![p(5, "Sleep", 5, 10 * i, None)],
                vec![t(5, &format!("{i}"), 0, false)],
                vec![p(5, "Sleep", 900, 10 * i + 1, None)],
            ));
        }
        let r = e.report("t".into(), None, false);
        assert_eq!(
            r.tags[0].idle_in_transaction_secs,
            Some(0.0),
            "{:?}",
            r.tags[0]
        );
        assert_eq!(r.tags[0].transactions, 0);
        // The same statement id in both reads: idle in transaction.
        let mut e = SamplingEngine::new(0.1, false);
        e.observe(&sample(0.0, vec![run.clone()], vec![], vec![run]));
        for i in 1..5u64 {
            e.observe(&sample(
                i as f64 * 0.1,
                vec![p(5, "Sleep", 100_000 * i, 1, None)],
                vec![t(5, "7", 0, false)],
                vec![p(5, "Sleep", 100_000 * i + 3_050, 1, None)],
            ));
        }
        let r = e.report("t".into(), None, false);
        assert!(
            (r.tags[0].idle_in_transaction_secs.unwrap() - 0.4).abs() < 1e-9,
            "{:?}",
            r.tags[0]
        );
    }

    #[test]
    fn a_transaction_caught_only_running_follows_its_connections_habit() {
        let mut e = SamplingEngine::new(0.1, false);
        let b = "/* conn_tag:B */ SELECT n FROM t WHERE id = 2 FOR UPDATE";
        let run = |q| p(6, "Query", 1, q, Some(b));
        let idle = |q| p(6, "Sleep", 5, q, None);
        // Transaction 1 seen running, then idle: explicit.
        e.observe(&sample(
            0.0,
            vec![run(1)],
            vec![t(6, "1", 0, false)],
            vec![run(1)],
        ));
        e.observe(&sample(
            0.1,
            vec![idle(1)],
            vec![t(6, "1", 0, false)],
            vec![idle(1)],
        ));
        // Transactions 2 and 3 caught only while their statement ran.
        e.observe(&sample(
            0.2,
            vec![run(4)],
            vec![t(6, "2", 0, false)],
            vec![run(4)],
        ));
        e.observe(&sample(
            0.3,
            vec![run(7)],
            vec![t(6, "3", 0, false)],
            vec![run(7)],
        ));
        e.observe(&sample(0.4, vec![idle(8)], vec![], vec![idle(8)]));
        let r = e.report("t".into(), None, false);
        let x = &r.tags[0];
        assert_eq!(x.transactions, 3, "{x:?}");
        assert!((x.transaction_secs - 0.3).abs() < 1e-9, "{x:?}");
        assert!(
            (x.idle_in_transaction_secs.unwrap() - 0.1).abs() < 1e-9,
            "{x:?}"
        );
    }

    #[test]
    fn unseen_connections_are_pending_then_credited_or_listed() {
        let mut e = SamplingEngine::new(0.1, false);
        let idle = |id, ms| p(id, "Sleep", ms, 1, None);
        // Connection 3 idles in a transaction whose statement was not caught,
        // then runs a tagged statement: the earlier time is B's.
        e.observe(&sample(
            0.0,
            vec![idle(3, 10), idle(4, 10)],
            vec![t(3, "1", 0, false), t(4, "2", 0, false)],
            vec![idle(3, 11), idle(4, 11)],
        ));
        e.observe(&sample(
            0.1,
            vec![idle(3, 110), idle(4, 110)],
            vec![t(3, "1", 0, false), t(4, "2", 0, false)],
            vec![idle(3, 111), idle(4, 111)],
        ));
        e.observe(&sample(
            0.2,
            vec![idle(3, 5), idle(4, 210)],
            vec![t(4, "2", 0, false)],
            vec![idle(3, 6), idle(4, 211)],
        ));
        e.observe(&sample(
            0.3,
            vec![
                p(3, "Query", 1, 9, Some("/* conn_tag:B */ SELECT 1")),
                idle(4, 310),
            ],
            vec![t(4, "2", 0, false)],
            vec![idle(3, 0), idle(4, 311)],
        ));
        let r = e.report("t".into(), None, false);
        let b = &r.tags[0];
        assert_eq!(b.tag.as_deref(), Some("B"));
        assert_eq!(b.transactions, 1);
        assert!(
            (b.idle_in_transaction_secs.unwrap() - 0.1).abs() < 1e-9,
            "{b:?}"
        );
        let unseen = &r.untagged[0];
        assert_eq!(unseen.unseen, Some(true));
        assert_eq!(unseen.name(), "app@10.0.0.4");
        assert!((unseen.idle_in_transaction_secs.unwrap() - 0.3).abs() < 1e-9);
    }
}
