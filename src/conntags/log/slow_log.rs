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

use super::entries::{Entry, Sink, admin_skipped_note, is_header_tail, user_host};
use super::time::{iso_time, short_time};

#[derive(Debug, Default)]
pub(super) struct SlowParser {
    entry: Current,
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
    /// The line the entry began on.
    first_line: u64,
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

/// Whether a line starts a slow-log entry (either layout).
pub(super) fn is_entry_header(line: &str) -> bool {
    line.starts_with("# Time: ")
        || line.starts_with("# User@Host: ")
        || line.starts_with("# Query_time: ")
}

impl SlowParser {
    pub(super) fn line(&mut self, line: &str, sink: &mut Sink) {
        if !self.entry.open {
            self.entry.first_line = sink.line;
        }
        if let Some(t) = line.strip_prefix("# Time: ") {
            self.flush(sink);
            self.entry.first_line = sink.line;
            self.entry.open = true;
            match iso_time(t) {
                Some(end) => self.entry.end = Some(end),
                None => self.entry.short_second = short_time(t).or(self.entry.short_second),
            }
            return;
        }
        if let Some(uh) = line.strip_prefix("# User@Host: ") {
            if self.entry.in_text || self.entry.query_time > 0.0 || self.entry.admin.is_some() {
                self.flush(sink);
                self.entry.first_line = sink.line;
            }
            self.entry.open = true;
            let (u, h, id) = user_host(uh);
            self.entry.user.clear();
            self.entry.user.push_str(u);
            self.entry.host.clear();
            self.entry.host.push_str(h);
            if id.is_some() {
                self.entry.thread = id;
            }
            return;
        }
        if !self.entry.in_text {
            if let Some(rest) = line.strip_prefix("# ") {
                self.header_field(rest);
                return;
            }
            if line.starts_with("SET ")
                && self.entry.open
                && self.entry.second.is_none()
                && let Some(ts) = line.split("timestamp=").nth(1)
            {
                self.entry.second = ts.trim_end_matches(';').trim().parse().ok();
                return;
            }
            if self.entry.in_use || (self.entry.open && line.starts_with("use ")) {
                self.entry.in_use = !line.ends_with(';');
                return;
            }
            // The rest of a header line split by a schema name with a newline.
            if self.entry.open
                && self.entry.query_time == 0.0
                && (line.contains("  QC_hit: ") || line.contains("  Last_errno: "))
            {
                return;
            }
            if sink.server_header(line) {
                self.entry.reset();
                return;
            }
            if is_header_tail(line) {
                return;
            }
            if !self.entry.open && line.trim().is_empty() {
                return;
            }
        }
        if self.entry.in_text {
            self.entry.text.push('\n');
        }
        self.entry.text.push_str(line);
        self.entry.in_text = true;
    }

    /// A `# Key: value ...` line before the statement.
    fn header_field(&mut self, rest: &str) {
        if let Some(cmd) = rest.strip_prefix("administrator command: ") {
            self.entry.admin = Some(cmd.trim().trim_end_matches(';').to_string());
            self.entry.open = true;
            return;
        }
        if !(rest.starts_with("Thread_id:") || rest.starts_with("Query_time:")) {
            return;
        }
        let mut it = rest.split_whitespace();
        while let Some(k) = it.next() {
            let Some(v) = it.next() else { break };
            match k {
                "Query_time:" => self.entry.query_time = v.parse().unwrap_or(0.0),
                "Lock_time:" => self.entry.lock_time = v.parse().unwrap_or(0.0),
                "Thread_id:" => self.entry.thread = v.parse().ok().or(self.entry.thread),
                "Start:" => self.entry.extra_start = iso_time(v),
                "End:" => self.entry.extra_end = iso_time(v),
                _ => {}
            }
        }
        self.entry.open = true;
    }

    fn flush(&mut self, sink: &mut Sink) {
        let e = &mut self.entry;
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
        sink.entry_line = e.first_line;
        match (end, e.second.or(e.short_second)) {
            (Some(end), _) => sink.ended_at(entry, end),
            (None, Some(second)) => sink.ended_in_second(entry, second),
            // No time at all: place it after the last one.
            (None, None) => sink.ended_after_last(entry),
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
        n.extend(admin_skipped_note(self.admin_skipped));
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
    use crate::conntags::log::{LogReader, read};

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

    /// One MariaDB slow-log entry of connection `conn` that ended in second
    /// `ts` after `secs`.
    fn entry(conn: u64, ts: i64, secs: f64, sql: &str) -> String {
        format!(
            "# User@Host: app[app] @  [10.0.0.5]\n# Thread_id: {conn}  Schema: shop  QC_hit: No\n\
             # Query_time: {secs:.6}  Lock_time: 0.000000  Rows_sent: 0  Rows_examined: 0\n\
             SET timestamp={ts};\n{sql};\n"
        )
    }

    /// Issue 49 item 6: rotated logs concatenated newest first (`cat
    /// slow.log slow.log.1`). The older part's 30 s transaction was read as
    /// 0.33 s (its times clamped to the newer part's), with no word. Each
    /// part is now read by its own times, and the step is reported with the
    /// connections whose transactions it cut.
    #[test]
    fn a_clock_that_goes_back_starts_a_new_part_and_says_so() {
        let t0 = 1_796_121_000;
        // The newer file: an hour later; connection 9 is inside a
        // transaction when it ends, connection 7 busy with short work.
        let mut newer = String::new();
        newer += &entry(7, t0 + 3600, 0.001, "/* conn_tag:late */ SELECT 1");
        newer += &entry(9, t0 + 3601, 0.0001, "BEGIN");
        newer += &entry(
            9,
            t0 + 3602,
            0.001,
            "/* conn_tag:open */ UPDATE t SET a = 1",
        );
        newer += &entry(7, t0 + 3610, 0.001, "/* conn_tag:late */ SELECT 2");
        // The older file: connection 7's 30 s transaction.
        let mut older = String::new();
        older += &entry(7, t0, 0.0001, "BEGIN");
        older += &entry(
            7,
            t0 + 1,
            0.01,
            "/* conn_tag:slow_trx */ SELECT id FROM u FOR UPDATE",
        );
        older += &entry(7, t0 + 30, 0.0001, "COMMIT");
        older += &entry(8, t0 + 31, 0.001, "/* conn_tag:other */ SELECT 3");
        let rep = read(&(newer + &older));
        let tag = |name: &str| {
            rep.tags
                .iter()
                .find(|t| t.tag.as_deref() == Some(name))
                .unwrap_or_else(|| panic!("no tag {name}: {:?}", rep.tags))
        };
        let slow = tag("slow_trx");
        assert_eq!(slow.transactions, 1);
        assert!((slow.transaction_secs - 30.0).abs() < 1.0, "{slow:?}");
        let note = rep
            .notes
            .iter()
            .find(|n| n.contains("goes back"))
            .unwrap_or_else(|| panic!("no note of the step: {:?}", rep.notes));
        assert!(note.contains("3610"), "{note}");
        assert!(note.contains("connection 9"), "{note}");
        assert!(note.contains("line 21"), "{note}");
        // The cut transaction counted up to the newer part's last entry.
        assert!((tag("open").transaction_secs - 9.0).abs() < 1.0, "{rep:?}");
        // A log that steps back again and again keeps a few steps, counts
        // the rest.
        let mut log = String::new();
        for i in 0..200 {
            let ts = if i % 2 == 0 { t0 + 100 } else { t0 };
            log += &entry(7, ts, 0.001, "/* conn_tag:x */ SELECT 1");
        }
        let rep = read(&log);
        let steps: Vec<_> = rep
            .notes
            .iter()
            .filter(|n| n.contains("goes back"))
            .collect();
        assert_eq!(steps.len(), 6, "{steps:?}");
        assert!(steps[5].contains("goes back 95 more time(s)"), "{steps:?}");
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
        let rep = read(log);
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
