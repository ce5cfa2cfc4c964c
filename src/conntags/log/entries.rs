//! What every log layout hands on: one parsed [`Entry`] (a statement, or a
//! connection's `Quit`), timed exactly or only to its whole second, and the
//! [`Sink`] that places it on its connection's timeline
//! ([`Timelines`]). Also what the layouts share in their text: the server's
//! header lines and the slow logs' `user[user] @ host [ip]` field.
//!
//! Entries known only to the second (MariaDB's files) wait in a
//! [`SameSecond`] until their second ends, then each is placed inside it by
//! its position among that second's entries.

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
        if self.second.is_some_and(|s| second > s) {
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
}

impl Sink {
    /// An entry with an exact end time.
    pub(super) fn ended_at(&mut self, e: Entry<'_>, end: f64) {
        self.same_second.flush(&mut self.timelines);
        deliver(&mut self.timelines, e, end);
    }

    /// An entry known only to the second it ended in.
    pub(super) fn ended_in_second(&mut self, e: Entry<'_>, second: i64) {
        self.whole_seconds = true;
        self.same_second.push(second, e, &mut self.timelines);
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
