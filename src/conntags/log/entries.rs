//! What every log layout hands on: one parsed [`Entry`] (a statement, or a
//! connection's `Quit`), timed exactly or only to its whole second, and the
//! [`Sink`] that places it on its connection's timeline
//! ([`Timelines`]). Also what the layouts share in their text: the server's
//! header lines and the slow logs' `user[user] @ host [ip]` field.
//!
//! Entries known only to the second (MariaDB's files) wait in a
//! [`SameSecond`] until their second ends, then each is placed inside it by
//! its position among that second's entries (at most [`MAX_PENDING`] wait:
//! a log stuck in one second is placed in parts, in bounded memory).
//!
//! The log's clock is watched: entries are written in completion order, so
//! an entry a little earlier than the latest one (another thread's, within
//! [`REORDER_WINDOW`]) is placed by its own time; one further back is a
//! [`ClockStep`] (rotated logs concatenated newest first, `cat slow.log
//! slow.log.1`, or the host's clock set back). There the part before ends
//! as at a server restart (its open transactions are counted up to its last
//! entry, and the report names their connections) and the part after is
//! read by its own times, never clamped to the part before.

use crate::conntags::timeline::{LogStatement, Timelines};
use crate::server::ServerInfo;

/// One parsed entry, borrowed from the layout's parser.
#[derive(Debug, Clone, Copy)]
pub(super) struct Entry<'a> {
    pub conn: u64,
    pub user: &'a str,
    pub host: &'a str,
    pub text: &'a str,
    /// The connection closed here (`Quit`).
    pub quit: bool,
    pub duration: f64,
    pub lock: f64,
}

/// Hand an entry that ended at `end` to the timelines.
fn deliver(out: &mut Timelines, e: Entry<'_>, end: f64) {
    if e.quit {
        out.disconnect(e.conn, end);
        return;
    }
    out.statement(LogStatement {
        conn: e.conn,
        user: e.user,
        host: e.host,
        start: end - e.duration,
        end,
        lock: e.lock,
        text: e.text,
    });
}

/// How far back an entry's time may be from the latest one seen and still
/// be read in place: threads write entries in completion order, a little
/// out of order with each other, and MariaDB's whole seconds are read
/// inside the current one. Further back is a [`ClockStep`].
pub(super) const REORDER_WINDOW: f64 = 5.0;

/// The most entries of one whole second held before they are placed: a log
/// whose entries all claim one second is placed in parts of this many.
pub(super) const MAX_PENDING: usize = 65_536;

/// Connections named per clock step in the report; the rest are counted.
const NAMED_CONNECTIONS: usize = 10;

/// Where the log's clock went back by more than [`REORDER_WINDOW`].
#[derive(Debug, Clone, PartialEq)]
pub(super) struct ClockStep {
    /// The line of the first entry after the step.
    pub line: u64,
    /// Seconds back, from the latest entry before it.
    pub back: f64,
    /// Connections inside a transaction at the step (the first
    /// [`NAMED_CONNECTIONS`], in order), and how many there were.
    pub open: Vec<u64>,
    pub open_total: usize,
}

/// Entries of one whole second, waiting for the second to end.
#[derive(Debug, Default)]
pub(super) struct SameSecond {
    second: Option<i64>,
    /// Text of the pending entries (user, host, statement back to back).
    arena: String,
    pending: Vec<Pending>,
}

/// An entry of [`SameSecond`]: its text as ranges of the arena.
#[derive(Debug, Clone, Copy)]
struct Pending {
    conn: u64,
    duration: f64,
    lock: f64,
    quit: bool,
    user: (usize, usize),
    host: (usize, usize),
    text: (usize, usize),
}

impl SameSecond {
    /// Queue an entry of whole second `second`; a later second flushes the
    /// earlier one into `out`.
    pub(super) fn push(&mut self, second: i64, e: Entry<'_>, out: &mut Timelines) {
        // Entries are written in completion order; one written just after a
        // second boundary by a thread that read the clock just before it
        // belongs to the current second.
        if self.second.is_some_and(|s| second > s) || self.pending.len() >= MAX_PENDING {
            self.flush(out);
        }
        if self.second.is_none_or(|s| second > s) {
            self.second = Some(second);
        }
        let mut put = |s: &str| {
            let a = self.arena.len();
            self.arena.push_str(s);
            (a, self.arena.len())
        };
        let user = put(e.user);
        let host = put(e.host);
        let text = put(e.text);
        self.pending.push(Pending {
            conn: e.conn,
            duration: e.duration,
            lock: e.lock,
            quit: e.quit,
            user,
            host,
            text,
        });
    }

    /// Place the pending entries: the i-th of n ends at second + (i + ½) / n.
    pub(super) fn flush(&mut self, out: &mut Timelines) {
        let Some(second) = self.second else { return };
        let n = self.pending.len() as f64;
        for (i, p) in self.pending.iter().enumerate() {
            let end = second as f64 + (i as f64 + 0.5) / n;
            let s = |(a, b): (usize, usize)| &self.arena[a..b];
            deliver(
                out,
                Entry {
                    conn: p.conn,
                    user: s(p.user),
                    host: s(p.host),
                    text: s(p.text),
                    quit: p.quit,
                    duration: p.duration,
                    lock: p.lock,
                },
                end,
            );
        }
        self.pending.clear();
        self.arena.clear();
        self.arena.shrink_to(1 << 20);
    }
}

/// What every layout's parser writes to: the timelines, the entries of the
/// current whole second, the server named by the log's header, and what
/// the report must say of the log (whole seconds, restarts, no thread ids).
#[derive(Debug, Default)]
pub(super) struct Sink {
    pub timelines: Timelines,
    pub same_second: SameSecond,
    pub server: Option<ServerInfo>,
    pub whole_seconds: bool,
    pub restarts: u64,
    pub no_thread_ids: bool,
    /// The line being read (set by the reader).
    pub line: u64,
    /// The first line of the entry a layout hands over next, when it spans
    /// lines (0: the line being read).
    pub entry_line: u64,
    /// The latest entry time seen since the last clock step.
    latest: Option<f64>,
    /// The first [`MAX_STEPS_KEPT`] clock steps, and how many there were.
    pub steps: Vec<ClockStep>,
    pub steps_total: u64,
}

/// Clock steps kept for the report (a log that steps back and forth at every
/// entry must not grow a list as long as itself); the rest are counted.
pub(super) const MAX_STEPS_KEPT: usize = 5;

impl Sink {
    /// An entry with an exact end time.
    pub(super) fn ended_at(&mut self, e: Entry<'_>, end: f64) {
        self.watch_clock(end);
        self.same_second.flush(&mut self.timelines);
        deliver(&mut self.timelines, e, end);
    }

    /// An entry known only to the second it ended in.
    pub(super) fn ended_in_second(&mut self, e: Entry<'_>, second: i64) {
        self.whole_seconds = true;
        self.watch_clock(second as f64);
        self.same_second.push(second, e, &mut self.timelines);
    }

    /// An entry without a time: placed at the latest time seen (it moves
    /// the clock neither way).
    pub(super) fn ended_after_last(&mut self, e: Entry<'_>) {
        self.entry_line = 0;
        let at = self.latest.unwrap_or(0.0);
        self.same_second.flush(&mut self.timelines);
        deliver(&mut self.timelines, e, at);
    }

    /// Follow the log's clock to an entry at `at`; a step back beyond
    /// [`REORDER_WINDOW`] ends the part before it.
    fn watch_clock(&mut self, at: f64) {
        let line = match std::mem::take(&mut self.entry_line) {
            0 => self.line,
            l => l,
        };
        match self.latest {
            Some(latest) if at < latest - REORDER_WINDOW => {
                self.same_second.flush(&mut self.timelines);
                // The next entries' seconds start a part of their own.
                self.same_second.second = None;
                let open = self.timelines.open_connections();
                // Counted up to the part's last entry, as at a restart; the
                // step's own note says so, not the end-of-log one.
                let at_end = self.timelines.open_at_end;
                self.timelines.finish();
                self.timelines.open_at_end = at_end;
                self.steps_total += 1;
                if self.steps.len() < MAX_STEPS_KEPT {
                    self.steps.push(ClockStep {
                        line,
                        back: latest - at,
                        open_total: open.len(),
                        open: open.into_iter().take(NAMED_CONNECTIONS).collect(),
                    });
                }
                self.latest = Some(at);
            }
            Some(latest) if at <= latest => {}
            _ => self.latest = Some(at),
        }
    }

    /// Whether `line` is a server header line (`/usr/sbin/mysqld, Version:
    /// 8.0.36 (...). started with:`); if so, the server (re)started: its
    /// connections are gone.
    pub(super) fn server_header(&mut self, line: &str) -> bool {
        let Some(i) = line.find(", Version: ") else {
            return false;
        };
        if !line.trim_end().ends_with("started with:") {
            return false;
        }
        let rest = &line[i + ", Version: ".len()..];
        let (version, comment) = match rest.find(" (") {
            Some(p) => (&rest[..p], rest[p + 2..].split(')').next().unwrap_or("")),
            None => (rest.split(' ').next().unwrap_or(""), ""),
        };
        if let Ok(s) = ServerInfo::parse(version, comment) {
            self.server = Some(s);
        }
        self.same_second.flush(&mut self.timelines);
        if self.timelines.window() > 0.0 || self.restarts > 0 {
            self.restarts += 1;
        }
        self.timelines.finish();
        true
    }

    /// Everything still pending goes to the timelines, and they end.
    pub(super) fn finish(&mut self) {
        self.same_second.flush(&mut self.timelines);
        self.timelines.finish();
    }
}

/// The lines that follow a server header line.
pub(super) fn is_header_tail(line: &str) -> bool {
    line.starts_with("Tcp port:") || line.starts_with("Time") && line.contains("Id Command")
}

/// `user[user] @ host [ip]  Id:   12` (the slow log's `# User@Host:` line
/// and the `user_host` column of both log tables): user, host (the IP when
/// given), id.
pub(super) fn user_host(s: &str) -> (&str, &str, Option<u64>) {
    let user = s.split('[').next().unwrap_or("").trim();
    let after_at = s.split_once(" @ ").map_or("", |(_, r)| r);
    let (name, rest) = after_at.split_once('[').unwrap_or((after_at, ""));
    let ip = rest.split(']').next().unwrap_or("").trim();
    let host = if ip.is_empty() { name.trim() } else { ip };
    let id = s
        .rsplit_once("Id:")
        .and_then(|(_, r)| r.split_whitespace().next())
        .and_then(|n| n.parse().ok());
    (user, host, id)
}

/// The note on administrator commands a slow log held (they are not
/// statements of the application's).
pub(super) fn admin_skipped_note(skipped: u64) -> Option<String> {
    (skipped > 0).then(|| {
        format!("{skipped} administrator commands (Ping, Init DB, ...) not counted as statements")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_seconds_are_spread_by_position() {
        let mut t = Timelines::default();
        let mut s = SameSecond::default();
        for (i, text) in ["BEGIN", "/* conn_tag:a */ SELECT 1", "x", "COMMIT"]
            .iter()
            .enumerate()
        {
            let conn = if i == 2 { 2 } else { 1 };
            s.push(
                100,
                Entry {
                    conn,
                    user: "u",
                    host: "h",
                    text,
                    quit: false,
                    duration: 0.0,
                    lock: 0.0,
                },
                &mut t,
            );
        }
        s.flush(&mut t);
        t.finish();
        // Ends at 100.125, .375, .625, .875: BEGIN to COMMIT is 0.75 s.
        let a = t.tally.tag("a");
        assert!((t.tally.get_mut(a).transaction - 0.75).abs() < 1e-9);
        assert!((t.window() - 0.75).abs() < 1e-9);
    }

    #[test]
    fn one_second_holds_a_bounded_number_of_entries() {
        let mut t = Timelines::default();
        let mut s = SameSecond::default();
        for _ in 0..MAX_PENDING + 10 {
            let e = Entry {
                conn: 1,
                user: "u",
                host: "h",
                text: "SELECT 1",
                quit: false,
                duration: 0.0,
                lock: 0.0,
            };
            s.push(100, e, &mut t);
            assert!(s.pending.len() <= MAX_PENDING);
        }
        s.flush(&mut t);
        assert_eq!(
            t.tally.iter().map(|(_, f)| f.statements).sum::<u64>(),
            MAX_PENDING as u64 + 10
        );
    }

    #[test]
    fn user_host_forms() {
        assert_eq!(
            user_host("msandbox[msandbox] @ localhost []  Id:    12"),
            ("msandbox", "localhost", Some(12))
        );
        assert_eq!(
            user_host("poolctl[poolctl] @  [127.0.0.1]"),
            ("poolctl", "127.0.0.1", None)
        );
        assert_eq!(
            user_host("db_user[db_user] @ [10.10.10.10] Id: 58839292"),
            ("db_user", "10.10.10.10", Some(58_839_292))
        );
    }
}
