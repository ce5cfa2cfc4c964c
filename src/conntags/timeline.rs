//! Each connection's transactions rebuilt from its statements in order, as
//! the server forms them: BEGIN ... COMMIT/ROLLBACK, an implicit commit (DDL,
//! a second BEGIN, `SET autocommit = 1`), `autocommit = 0` sessions (the next
//! statement opens one), a disconnect (rolls back). Used by the log readers,
//! whose statements come with exact (or estimated) start and end times.
//!
//! Attribution: a transaction belongs to its first tagged statement's tag
//! (BEGIN and COMMIT are usually untagged: they inherit it), else to the
//! connection's user and host as untagged traffic. A statement's busy time
//! goes to its own tag, or, untagged inside a transaction, to the
//! transaction's owner.

use super::statement::{Kind, classify, shown};
use super::tag;
use super::tally::Tally;
use std::collections::HashMap;

/// One statement of a log, as the readers hand it over.
#[derive(Debug, Clone, Copy)]
pub struct LogStatement<'a> {
    pub conn: u64,
    pub user: &'a str,
    pub host: &'a str,
    pub start: f64,
    pub end: f64,
    /// Lock time as the server logged it.
    pub lock: f64,
    pub text: &'a str,
}

#[derive(Debug, Default)]
struct OpenTrx {
    start: f64,
    busy: f64,
    lock: f64,
    owner: Option<usize>,
    statement: Option<String>,
    /// (owner of the statement's own tag, busy, lock) of its statements.
    parts: Vec<(Option<usize>, f64, f64)>,
}

#[derive(Debug)]
struct Conn {
    untagged: usize,
    autocommit: bool,
    trx: Option<OpenTrx>,
    last_end: f64,
}

/// Every connection of a log.
#[derive(Debug, Default)]
pub struct Timelines {
    pub tally: Tally,
    conns: HashMap<u64, Conn>,
    first: Option<f64>,
    last: f64,
    /// The sampler's own statements, left out.
    pub excluded: u64,
    /// Transactions still open when the log ended.
    pub open_at_end: u64,
}

impl Timelines {
    /// The time covered: first statement start to last statement end.
    pub fn window(&self) -> f64 {
        self.first.map_or(0.0, |f| (self.last - f).max(0.0))
    }

    fn conn(&mut self, s: &LogStatement<'_>) -> &mut Conn {
        let tally = &mut self.tally;
        self.conns.entry(s.conn).or_insert_with(|| Conn {
            untagged: tally.untagged(s.user, s.host),
            autocommit: true,
            trx: None,
            last_end: f64::NEG_INFINITY,
        })
    }

    /// One statement, in its connection's order.
    pub fn statement(&mut self, s: LogStatement<'_>) {
        let tag = tag::in_sql(s.text);
        if tag == Some(tag::SAMPLER_TAG) {
            self.excluded += 1;
            return;
        }
        let tag = tag.map(|t| self.tally.tag(t));
        let kind = classify(s.text);
        let busy = (s.end - s.start).max(0.0);
        let conn = self.conn(&s);
        // Times placed within a second (MariaDB's whole-second logs) may
        // overlap the connection's previous statement: keep them in order.
        let start = s.start.max(conn.last_end);
        let end = s.end.max(start);
        conn.last_end = end;
        let part = (tag, busy, s.lock);
        let text = s.text;
        let mut closes: Vec<(OpenTrx, f64)> = Vec::new();
        let mut plain = false;
        match kind {
            Kind::Begin => {
                if let Some(t) = conn.trx.take() {
                    closes.push((t, start));
                }
                conn.trx = Some(open_trx(start, part, tag, text));
            }
            Kind::Commit { chain } | Kind::Rollback { chain } => match conn.trx.take() {
                Some(mut t) => {
                    add_to_trx(&mut t, part, tag, text);
                    closes.push((t, end));
                    if chain {
                        conn.trx = Some(OpenTrx {
                            start: end,
                            ..OpenTrx::default()
                        });
                    }
                }
                None => plain = true,
            },
            Kind::SetAutocommit(on) => {
                match (on, conn.trx.take()) {
                    (true, Some(mut t)) => {
                        add_to_trx(&mut t, part, tag, text);
                        closes.push((t, end));
                    }
                    (false, Some(mut t)) => {
                        add_to_trx(&mut t, part, tag, text);
                        conn.trx = Some(t);
                    }
                    (_, None) => plain = true,
                }
                conn.autocommit = on;
            }
            Kind::ImplicitCommit => {
                if let Some(t) = conn.trx.take() {
                    closes.push((t, start));
                }
                plain = true;
            }
            Kind::Session => match conn.trx.as_mut() {
                Some(t) => add_to_trx(t, part, tag, text),
                None => plain = true,
            },
            Kind::Work => match conn.trx.as_mut() {
                Some(t) => add_to_trx(t, part, tag, text),
                None if !conn.autocommit => conn.trx = Some(open_trx(start, part, tag, text)),
                None => plain = true,
            },
        }
        let untagged = conn.untagged;
        for (t, at) in closes {
            self.close(t, at, untagged);
        }
        if plain {
            let who = tag.unwrap_or(untagged);
            let f = self.tally.get_mut(who);
            f.add_statement(busy, false);
            f.lock_wait += s.lock.max(0.0);
        }
        self.first = Some(self.first.map_or(s.start, |f| f.min(s.start)));
        self.last = self.last.max(end);
    }

    /// The connections inside a transaction now, in order.
    pub fn open_connections(&self) -> Vec<u64> {
        let mut open: Vec<u64> = self
            .conns
            .iter()
            .filter(|(_, c)| c.trx.is_some())
            .map(|(id, _)| *id)
            .collect();
        open.sort_unstable();
        open
    }

    /// The connection ended (a `Quit`): an open transaction rolls back then.
    pub fn disconnect(&mut self, conn: u64, at: f64) {
        if let Some(mut c) = self.conns.remove(&conn)
            && let Some(t) = c.trx.take()
        {
            self.close(t, at.max(c.last_end), c.untagged);
        }
    }

    fn close(&mut self, t: OpenTrx, at: f64, untagged: usize) {
        let owner = t.owner.unwrap_or(untagged);
        // Estimated times (whole-second logs) can make a transaction look
        // shorter than its own statements: it lasted at least as long.
        let secs = (at - t.start).max(t.busy);
        let idle = (secs - t.busy).max(0.0);
        let statement = t.statement;
        self.tally
            .get_mut(owner)
            .add_transaction(secs, idle, secs, || statement.unwrap_or_default());
        for (tag, busy, lock) in t.parts {
            let f = self.tally.get_mut(tag.unwrap_or(owner));
            f.add_statement(busy, true);
            f.lock_wait += lock.max(0.0);
        }
    }

    /// The log ended (or the server restarted): open transactions are counted
    /// up to the log's last entry, since they held their connection until then.
    pub fn finish(&mut self) {
        let at = self.last;
        self.open_at_end += self.conns.values().filter(|c| c.trx.is_some()).count() as u64;
        let conns: Vec<u64> = self.conns.keys().copied().collect();
        for c in conns {
            self.disconnect(c, at);
        }
    }
}

/// A transaction opened at `start` by its first statement.
fn open_trx(
    start: f64,
    part: (Option<usize>, f64, f64),
    tag: Option<usize>,
    text: &str,
) -> OpenTrx {
    let mut t = OpenTrx {
        start,
        ..OpenTrx::default()
    };
    add_to_trx(&mut t, part, tag, text);
    t
}

/// One more statement of an open transaction: the first tagged one gives
/// it its owner and its shown statement (else its first work statement).
fn add_to_trx(t: &mut OpenTrx, part: (Option<usize>, f64, f64), tag: Option<usize>, text: &str) {
    t.busy += part.1;
    t.lock += part.2;
    t.parts.push(part);
    if t.owner.is_none() && tag.is_some() {
        t.owner = tag;
        t.statement = Some(shown(text));
    } else if t.statement.is_none() && matches!(classify(text), Kind::Work) {
        t.statement = Some(shown(text));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conntags::tally::{Known, Owner};

    fn st(conn: u64, start: f64, end: f64, text: &str) -> LogStatement<'_> {
        LogStatement {
            conn,
            user: "app",
            host: "10.0.0.9",
            start,
            end,
            lock: 0.0,
            text,
        }
    }

    const ALL: Known = Known {
        busy: true,
        idle: true,
        rows_locked: false,
        lock_wait: true,
    };

    #[test]
    fn transactions_are_rebuilt_and_attributed() {
        let mut t = Timelines::default();
        // Connection 1: A's transaction, 0.2 s idle inside it.
        t.statement(st(1, 0.0, 0.001, "BEGIN"));
        t.statement(st(
            1,
            0.002,
            0.012,
            "/* conn_tag:A */ SELECT id FROM u WHERE k = 1 FOR UPDATE",
        ));
        t.statement(st(1, 0.212, 0.213, "COMMIT"));
        // Connection 2 meanwhile: C's autocommit statements and an untagged one.
        t.statement(st(2, 0.0, 0.002, "/* conn_tag:C */ SELECT 1"));
        t.statement(st(2, 0.003, 0.005, "/* conn_tag:C */ SELECT 2"));
        t.statement(st(2, 0.006, 0.007, "UPDATE t SET x = 1"));
        t.statement(st(
            2,
            0.008,
            0.009,
            "SELECT /* conn_tag:poolctl_conn_tags */ 1",
        ));
        t.finish();
        assert_eq!(t.excluded, 1);
        let (tags, untagged) = t.tally.ranked(ALL);
        let a = &tags[0];
        assert_eq!(a.tag.as_deref(), Some("A"));
        assert_eq!(a.transactions, 1);
        assert_eq!(a.statements, 3, "BEGIN and COMMIT inherit the tag");
        assert!((a.transaction_secs - 0.213).abs() < 1e-9, "{a:?}");
        assert!(
            (a.idle_in_transaction_secs.unwrap() - 0.201).abs() < 1e-9,
            "{a:?}"
        );
        assert!((a.busy_secs.unwrap() - 0.012).abs() < 1e-9);
        assert_eq!(
            a.longest_statement.as_deref(),
            Some("/* conn_tag:A */ SELECT id FROM u WHERE k = 1 FOR UPDATE")
        );
        let c = &tags[1];
        assert_eq!((c.transactions, c.statements), (0, 2));
        assert_eq!(c.idle_in_transaction_secs, Some(0.0));
        assert!((c.hold_secs - 0.004).abs() < 1e-9);
        assert_eq!(untagged.len(), 1);
        assert_eq!(untagged[0].name(), "app@10.0.0.9");
        assert_eq!(untagged[0].statements, 1);
    }

    #[test]
    fn autocommit_off_implicit_commit_disconnect_and_open_at_end() {
        let mut t = Timelines::default();
        t.statement(st(1, 0.0, 0.0, "SET autocommit = 0"));
        // The next work statement opens a transaction.
        t.statement(st(1, 1.0, 1.1, "/* conn_tag:B */ UPDATE t SET a = 1"));
        // DDL commits it before it runs.
        t.statement(st(1, 2.0, 2.5, "ALTER TABLE t ADD c INT"));
        // Another one, rolled back by the disconnect.
        t.statement(st(1, 3.0, 3.1, "/* conn_tag:B */ DELETE FROM t"));
        t.disconnect(1, 4.0);
        // Connection 2 is still in a transaction when the log ends at 10.0.
        t.statement(st(2, 5.0, 5.0, "START TRANSACTION"));
        t.statement(st(2, 5.0, 5.5, "/* conn_tag:D */ SELECT 1"));
        t.statement(st(2, 9.0, 10.0, "SELECT 2"));
        t.finish();
        assert_eq!(t.open_at_end, 1);
        let b = t.tally.tag("B");
        let b = t.tally.get_mut(b).clone();
        assert_eq!(b.transactions, 2);
        assert!((b.transaction - (1.0 + 1.0)).abs() < 1e-9, "{b:?}");
        let d = t.tally.tag("D");
        let d = t.tally.get_mut(d).clone();
        assert!((d.transaction - 5.0).abs() < 1e-9, "{d:?}");
        assert!((d.idle_in_transaction - 3.5).abs() < 1e-9, "{d:?}");
        assert!((t.window() - 10.0).abs() < 1e-9);
        let ddl = t.tally.untagged("app", "10.0.0.9");
        assert_eq!(t.tally.get_mut(ddl).statements, 2, "SET and ALTER");
        assert!(matches!(t.tally.owner_of(ddl), Owner::Untagged { .. }));
    }

    #[test]
    fn overlapping_estimated_times_are_kept_in_order() {
        let mut t = Timelines::default();
        t.statement(st(1, 0.0, 0.5, "BEGIN"));
        // Placed before the previous end: moved to start there.
        t.statement(st(1, 0.4, 0.6, "/* conn_tag:E */ SELECT 1"));
        t.statement(st(1, 0.6, 0.7, "COMMIT"));
        t.finish();
        let e = t.tally.tag("E");
        let e = t.tally.get_mut(e).clone();
        // 0.7 s from BEGIN to COMMIT, but its statements ran 0.8 s: it lasted
        // at least that long.
        assert!((e.transaction - 0.8).abs() < 1e-9, "{e:?}");
        assert_eq!(e.idle_in_transaction, 0.0);
    }
}
