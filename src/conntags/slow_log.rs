//! The slow query log, both layouts, line by line.
//!
//! MySQL 5.7+ (`tests/fixtures/conn-tags/` holds real 8.0.36 and 8.4.0 entries):
//! ```text
//! # Time: 2024-05-10T17:44:36.400424Z                      <- end of the statement, µs
//! # User@Host: msandbox[msandbox] @ localhost []  Id:    12
//! # Query_time: 0.000237  Lock_time: 0.000004 Rows_sent: 0  Rows_examined: 0 [Thread_id: 12 ... Start: ... End: ...]
//! SET timestamp=1715363076;
//! select * from t;
//! ```
//! MariaDB (and MySQL before 5.7):
//! ```text
//! # Time: 240515 17:02:39                                  <- only when the second changes
//! # User@Host: msandbox[msandbox] @ localhost []
//! # Thread_id: 8  Schema: test_jfg  QC_hit: No
//! # Query_time: 0.000166  Lock_time: 0.000069  Rows_sent: 0  Rows_examined: 0
//! # Rows_affected: 0  Bytes_sent: 65
//! SET timestamp=1715792559;                                <- the end second
//! select * from t;
//! ```
//! Other `# ` lines (Percona's and MariaDB's extra statistics) are skipped;
//! `# administrator command: Quit;` closes the connection; `use db;` and the
//! `SET timestamp=` line before the statement belong to the log.

use super::log_reader::{Entry, Sink, iso_time, short_time};

#[derive(Debug, Default)]
pub(super) struct SlowParser {
    e: Current,
    admin_skipped: u64,
    entries: u64,
}

#[derive(Debug, Default)]
struct Current {
    /// Anything of an entry seen (a header line).
    open: bool,
    end: Option<f64>,
    extra_start: Option<f64>,
    extra_end: Option<f64>,
    second: Option<i64>,
    short_second: Option<i64>,
    query_time: f64,
    lock_time: f64,
    thread: Option<u64>,
    user: String,
    host: String,
    text: String,
    in_text: bool,
    /// Inside the log's own `use db;` line (a schema name may hold a newline).
    in_use: bool,
    admin: Option<String>,
}

impl Current {
    fn reset(&mut self) {
        self.open = false;
        self.end = None;
        self.extra_start = None;
        self.extra_end = None;
        self.second = None;
        self.query_time = 0.0;
        self.lock_time = 0.0;
        self.thread = None;
        self.user.clear();
        self.host.clear();
        self.text.clear();
        self.in_text = false;
        self.in_use = false;
        self.admin = None;
    }
}

/// `user[user] @ host [ip]  Id:   12`: user, host (the IP when given), id.
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

impl SlowParser {
    pub(super) fn line(&mut self, line: &str, sink: &mut Sink) {
        if let Some(t) = line.strip_prefix("# Time: ") {
            self.flush(sink);
            self.e.open = true;
            match iso_time(t) {
                Some(end) => self.e.end = Some(end),
                None => self.e.short_second = short_time(t).or(self.e.short_second),
            }
            return;
        }
        if let Some(uh) = line.strip_prefix("# User@Host: ") {
            if self.e.in_text || self.e.query_time > 0.0 || self.e.admin.is_some() {
                self.flush(sink);
            }
            self.e.open = true;
            let (u, h, id) = user_host(uh);
            self.e.user.clear();
            self.e.user.push_str(u);
            self.e.host.clear();
            self.e.host.push_str(h);
            if id.is_some() {
                self.e.thread = id;
            }
            return;
        }
        if !self.e.in_text {
            if let Some(rest) = line.strip_prefix("# ") {
                self.header_field(rest);
                return;
            }
            if line.starts_with("SET ")
                && self.e.open
                && self.e.second.is_none()
                && let Some(ts) = line.split("timestamp=").nth(1)
            {
                self.e.second = ts.trim_end_matches(';').trim().parse().ok();
                return;
            }
            if self.e.in_use || (self.e.open && line.starts_with("use ")) {
                self.e.in_use = !line.ends_with(';');
                return;
            }
            // The rest of a header line split by a schema name with a newline.
            if self.e.open
                && self.e.query_time == 0.0
                && (line.contains("  QC_hit: ") || line.contains("  Last_errno: "))
            {
                return;
            }
            if sink.header(line) {
                self.e.reset();
                return;
            }
            if super::log_reader::is_header_tail(line) {
                return;
            }
            if !self.e.open && line.trim().is_empty() {
                return;
            }
        }
        if self.e.in_text {
            self.e.text.push('\n');
        }
        self.e.text.push_str(line);
        self.e.in_text = true;
    }

    /// A `# Key: value ...` line before the statement.
    fn header_field(&mut self, rest: &str) {
        if let Some(cmd) = rest.strip_prefix("administrator command: ") {
            self.e.admin = Some(cmd.trim().trim_end_matches(';').to_string());
            self.e.open = true;
            return;
        }
        if !(rest.starts_with("Thread_id:") || rest.starts_with("Query_time:")) {
            return;
        }
        let mut it = rest.split_whitespace();
        while let Some(k) = it.next() {
            let Some(v) = it.next() else { break };
            match k {
                "Query_time:" => self.e.query_time = v.parse().unwrap_or(0.0),
                "Lock_time:" => self.e.lock_time = v.parse().unwrap_or(0.0),
                "Thread_id:" => self.e.thread = v.parse().ok().or(self.e.thread),
                "Start:" => self.e.extra_start = iso_time(v),
                "End:" => self.e.extra_end = iso_time(v),
                _ => {}
            }
        }
        self.e.open = true;
    }

    fn flush(&mut self, sink: &mut Sink) {
        let e = &mut self.e;
        if !e.open || (!e.in_text && e.admin.is_none()) {
            e.reset();
            return;
        }
        let quit = e.admin.as_deref() == Some("Quit");
        if e.admin.is_some() && !quit {
            self.admin_skipped += 1;
            e.reset();
            return;
        }
        self.entries += 1;
        let conn = e.thread.unwrap_or_else(|| {
            sink.no_thread_ids = true;
            pseudo_conn(&e.user, &e.host)
        });
        let text = e.text.trim_end();
        let text = text.strip_suffix(';').unwrap_or(text);
        let (duration, end) = match (e.extra_start, e.extra_end) {
            (Some(s), Some(t)) => ((t - s).max(0.0), Some(t)),
            _ => (e.query_time, e.end),
        };
        let entry = Entry {
            conn,
            user: &e.user,
            host: &e.host,
            text,
            quit,
            duration,
            lock: e.lock_time,
        };
        match (end, e.second.or(e.short_second)) {
            (Some(end), _) => sink.exact(entry, end),
            (None, Some(second)) => sink.second(entry, second),
            // No time at all: place it after the last one.
            (None, None) => {
                let at = sink.timelines.window();
                sink.exact(entry, at)
            }
        }
        let short = e.short_second;
        e.reset();
        // `# Time:` lines come only when the second changes.
        e.short_second = short;
    }

    pub(super) fn finish(&mut self, sink: &mut Sink) {
        self.flush(sink);
    }

    pub(super) fn notes(&self) -> Vec<String> {
        let mut n = vec![format!("{} slow-log entries read", self.entries)];
        if self.admin_skipped > 0 {
            n.push(format!(
                "{} administrator commands (Ping, Init DB, ...) not counted as statements",
                self.admin_skipped
            ));
        }
        n
    }
}

/// A connection key for logs without thread ids.
fn pseudo_conn(user: &str, host: &str) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    (user, host).hash(&mut h);
    h.finish() | (1 << 63)
}

#[cfg(test)]
mod tests {
    use super::super::log_reader::LogReader;
    use super::*;

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

    const MARIADB: &str =
        "/usr/sbin/mariadbd, Version: 10.11.19-MariaDB-0+deb12u1-log (Debian 12). started with:
Tcp port: 3306  Unix socket: /run/mysqld/mysqld.sock
Time\t\t    Id Command\tArgument
# Time: 261201 10:30:54
# User@Host: app[app] @  [10.0.0.5]
# Thread_id: 6  Schema: shop  QC_hit: No
# Query_time: 0.000100  Lock_time: 0.000000  Rows_sent: 0  Rows_examined: 0
# Rows_affected: 0  Bytes_sent: 11
use shop;
SET timestamp=1796121054;
BEGIN;
# User@Host: app[app] @  [10.0.0.5]
# Thread_id: 6  Schema: shop  QC_hit: No
# Query_time: 0.010000  Lock_time: 0.000020  Rows_sent: 1  Rows_examined: 1
# Rows_affected: 0  Bytes_sent: 60
SET timestamp=1796121054;
/* conn_tag:checkout */ SELECT id
  FROM u WHERE k = 1 FOR UPDATE;
# Time: 261201 10:30:55
# User@Host: app[app] @  [10.0.0.5]
# Thread_id: 6  Schema: shop  QC_hit: No
# Query_time: 0.000200  Lock_time: 0.000000  Rows_sent: 0  Rows_examined: 0
# Rows_affected: 0  Bytes_sent: 11
SET timestamp=1796121055;
COMMIT;
# User@Host: app[app] @  [10.0.0.5]
# Thread_id: 6  Schema: shop  QC_hit: No
# Query_time: 0.000002  Lock_time: 0.000000  Rows_sent: 0  Rows_examined: 0
# Rows_affected: 0  Bytes_sent: 0
SET timestamp=1796121055;
# administrator command: Quit;
";

    #[test]
    fn mariadb_layout_rebuilds_the_transaction() {
        let mut r = LogReader::new(None);
        // Fed in awkward pieces: lines span chunks.
        for chunk in MARIADB.as_bytes().chunks(7) {
            r.feed(chunk).unwrap();
        }
        let rep = r.finish("file".into()).unwrap();
        assert_eq!(rep.server.as_deref(), Some("MariaDB 10.11.19"));
        let t = &rep.tags[0];
        assert_eq!(t.tag.as_deref(), Some("checkout"));
        assert_eq!((t.transactions, t.statements), (1, 3));
        // BEGIN and the SELECT end in second ...54 (at .25 and .75), COMMIT
        // in ...55 (at .25; the Quit at .75): BEGIN started at .25 - 0.0001.
        assert!((t.transaction_secs - 1.0001).abs() < 1e-6, "{t:?}");
        assert!(rep.blind_spots.iter().any(|b| b.contains("whole seconds")));
        assert_eq!(
            t.longest_statement.as_deref(),
            Some("/* conn_tag:checkout */ SELECT id FROM u WHERE k = 1 FOR UPDATE")
        );
        assert!(rep.untagged.is_empty(), "{:?}", rep.untagged);
    }

    #[test]
    fn mysql_layout_is_exact() {
        let log = "# Time: 2024-05-10T17:44:36.100000Z
# User@Host: app[app] @  [10.0.0.5]  Id:    12
# Query_time: 0.000100  Lock_time: 0.000000 Rows_sent: 0  Rows_examined: 0
SET timestamp=1715363076;
START TRANSACTION;
# Time: 2024-05-10T17:44:36.120000Z
# User@Host: app[app] @  [10.0.0.5]  Id:    12
# Query_time: 0.010000  Lock_time: 0.000004 Rows_sent: 1  Rows_examined: 1 Thread_id: 12 Errno: 0 Killed: 0 Bytes_received: 22 Bytes_sent: 56 Start: 2024-05-10T17:44:36.110000Z End: 2024-05-10T17:44:36.120000Z
SET timestamp=1715363076;
/* conn_tag:reserve */ DELETE FROM u WHERE id = 1;
# Time: 2024-05-10T17:44:36.320500Z
# User@Host: app[app] @  [10.0.0.5]  Id:    12
# Query_time: 0.000500  Lock_time: 0.000000 Rows_sent: 0  Rows_examined: 0
SET timestamp=1715363076;
COMMIT;
";
        let mut r = LogReader::new(None);
        r.feed(log.as_bytes()).unwrap();
        let rep = r.finish("f".into()).unwrap();
        let t = &rep.tags[0];
        // 36.0999 (BEGIN's start) to 36.3205.
        assert!((t.transaction_secs - 0.2206).abs() < 1e-6, "{t:?}");
        assert!(
            (t.idle_in_transaction_secs.unwrap() - 0.2100).abs() < 1e-6,
            "{t:?}"
        );
        assert!((t.lock_wait_secs.unwrap() - 0.000004).abs() < 1e-9);
        assert!(!rep.blind_spots.iter().any(|b| b.contains("whole seconds")));
    }
}
