//! The query logs' table layout: with `log_output = TABLE`, MySQL and MariaDB
//! write the slow and general logs to `mysql.slow_log` / `mysql.general_log`,
//! CSV tables whose files (`DATADIR/mysql/slow_log.CSV`, `general_log.CSV`)
//! hold one row per line, times to the microsecond on both servers. For
//! MariaDB this is the exact layout (its file layout has whole seconds).
//!
//! ```text
//! "2026-12-01 11:59:23.268389","app[app] @ localhost []","00:00:00.010214","00:00:00.000034",1,1,"shop",0,0,1,"SELECT ...",75,0
//!  start_time                   user_host                 query_time        lock_time        rows... db     ids  server sql_text   thread_id [rows_affected: MariaDB]
//! "2026-12-01 11:59:23.268389","app[app] @ localhost []",75,1,"Query","SELECT ..."
//!  event_time                   user_host                 thread_id server_id command_type argument
//! ```
//! Strings are quoted with `\"`, `\\`, `\n`, `\r` escapes (the CSV engine's).

use super::entries::{Entry, Sink, admin_skipped_note, user_host};
use super::time::{datetime, duration};
use std::collections::HashMap;

/// The fields of one CSV line.
fn fields(line: &str) -> Option<Vec<String>> {
    let b = line.as_bytes();
    let mut out = Vec::with_capacity(13);
    let mut i = 0;
    while i <= b.len() {
        if b.get(i) == Some(&b'"') {
            let mut s = Vec::new();
            i += 1;
            loop {
                match *b.get(i)? {
                    b'\\' => {
                        let c = *b.get(i + 1)?;
                        s.push(match c {
                            b'n' => b'\n',
                            b'r' => b'\r',
                            b't' => b'\t',
                            b'0' => 0,
                            other => other,
                        });
                        i += 2;
                    }
                    b'"' => {
                        i += 1;
                        break;
                    }
                    c => {
                        s.push(c);
                        i += 1;
                    }
                }
            }
            out.push(String::from_utf8_lossy(&s).into_owned());
        } else {
            let end = memchr::memchr(b',', &b[i..]).map_or(b.len(), |e| i + e);
            out.push(line[i..end].to_string());
            i = end;
        }
        match b.get(i) {
            Some(b',') => i += 1,
            None => break,
            Some(_) => return None,
        }
    }
    Some(out)
}

/// The columns of a `mysql.slow_log` row (13 on MariaDB: `rows_affected`).
const SLOW_LOG_COLUMNS: usize = 12;
/// The columns of a `mysql.general_log` row.
const GENERAL_LOG_COLUMNS: usize = 6;

/// Whether a line is a row of either table.
pub(super) fn is_row(line: &str) -> Option<bool> {
    if !line.starts_with('"') || line.len() < 30 {
        return None;
    }
    let f = fields(line)?;
    datetime(&f[0])?;
    match f.len() {
        SLOW_LOG_COLUMNS | 13 if duration(&f[2]).is_some() => Some(true),
        GENERAL_LOG_COLUMNS if f[2].parse::<u64>().is_ok() => Some(false),
        _ => None,
    }
}

#[derive(Debug, Default)]
pub(super) struct TableParser {
    rows: u64,
    bad: u64,
    admin_skipped: u64,
    who: HashMap<u64, (String, String)>,
}

impl TableParser {
    /// A row of `mysql.slow_log`.
    pub(super) fn slow(&mut self, line: &str, sink: &mut Sink) {
        let parsed = fields(line).and_then(|f| {
            if f.len() < SLOW_LOG_COLUMNS {
                return None;
            }
            let start = datetime(&f[0])?;
            let q = duration(&f[2])?;
            let lock = duration(&f[3]).unwrap_or(0.0);
            let thread: u64 = f[11].parse().ok()?;
            Some((f, start, q, lock, thread))
        });
        let Some((f, start, q, lock, thread)) = parsed else {
            self.bad += 1;
            return;
        };
        self.rows += 1;
        let (user, host, _) = user_host(&f[1]);
        let text = f[10].trim_end();
        // MySQL writes administrator commands as their name (`Quit`, `Ping`).
        let quit = text == "Quit";
        if !quit
            && matches!(
                text,
                "Ping" | "Init DB" | "Close stmt" | "Reset stmt" | "Statistics"
            )
        {
            self.admin_skipped += 1;
            return;
        }
        let e = Entry {
            conn: thread,
            user,
            host,
            text: text.strip_suffix(';').unwrap_or(text),
            quit,
            duration: q,
            lock,
        };
        sink.ended_at(e, start + q);
    }

    /// A row of `mysql.general_log`.
    pub(super) fn general(&mut self, line: &str, sink: &mut Sink) {
        let parsed = fields(line).and_then(|f| {
            if f.len() < GENERAL_LOG_COLUMNS {
                return None;
            }
            let at = datetime(&f[0])?;
            let thread: u64 = f[2].parse().ok()?;
            Some((f, at, thread))
        });
        let Some((f, at, thread)) = parsed else {
            self.bad += 1;
            return;
        };
        self.rows += 1;
        let (command, arg) = (f[4].as_str(), f[5].as_str());
        let (user, host, _) = user_host(&f[1]);
        let (u, h) = self
            .who
            .entry(thread)
            .or_insert_with(|| (user.to_string(), host.to_string()));
        let quit = match command {
            "Query" | "Execute" => false,
            "Quit" => true,
            _ => return,
        };
        let e = Entry {
            conn: thread,
            user: u,
            host: h,
            text: arg.trim_end().strip_suffix(';').unwrap_or(arg.trim_end()),
            quit,
            duration: 0.0,
            lock: 0.0,
        };
        sink.ended_at(e, at);
        if quit {
            self.who.remove(&thread);
        }
    }

    pub(super) fn notes(&self, what: &str) -> Vec<String> {
        let mut n = vec![format!(
            "{} rows of {what} read (table layout, microseconds)",
            self.rows
        )];
        if self.bad > 0 {
            n.push(format!(
                "{} lines that are not rows of {what} skipped",
                self.bad
            ));
        }
        n.extend(admin_skipped_note(self.admin_skipped));
        n
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conntags::log::{LogError, LogKind, LogReader, read};
    use crate::conntags::tally::SourceKind;

    #[test]
    fn csv_fields_and_times() {
        assert_eq!(
            fields(r#""a","b \"q\" \\ \n",12,"""#).unwrap(),
            ["a", "b \"q\" \\ \n", "12", ""]
        );
        assert!(fields(r#""open"#).is_none());
        assert_eq!(duration("00:00:01.500000"), Some(1.5));
        assert_eq!(
            duration("838:59:59"),
            Some(838.0 * 3600.0 + 59.0 * 60.0 + 59.0)
        );
        let a = datetime("2026-12-01 11:59:23.268389").unwrap();
        let b = datetime("2026-12-01 11:59:24").unwrap();
        assert!((b - a - 0.731611).abs() < 1e-6);
    }

    #[test]
    fn mariadb_slow_log_table() {
        let log = r#""2026-12-01 11:59:23.100000","app[app] @ localhost []","00:00:00.000010","00:00:00.000000",0,0,"shop",0,0,1,"BEGIN",75,0
"2026-12-01 11:59:23.100100","app[app] @ localhost []","00:00:00.010000","00:00:00.000034",1,1,"shop",0,0,1,"SELECT /* conn_tag:wl_a */ n\nFROM cart FOR UPDATE",75,0
"2026-12-01 11:59:23.310200","app[app] @ localhost []","00:00:00.000300","00:00:00.000000",0,0,"shop",0,0,1,"COMMIT",75,0
"2026-12-01 11:59:23.400000","app[app] @ localhost []","00:00:00.000100","00:00:00.000000",0,0,"shop",0,0,1,"SELECT 1",76,0
"#;
        let rep = read(log);
        assert_eq!(rep.source, SourceKind::SlowLog);
        let a = &rep.tags[0];
        assert_eq!((a.transactions, a.statements), (1, 3));
        assert!((a.transaction_secs - 0.2105).abs() < 1e-6, "{a:?}");
        assert!(
            (a.idle_in_transaction_secs.unwrap() - 0.20019).abs() < 1e-6,
            "{a:?}"
        );
        assert!(!rep.blind_spots.iter().any(|b| b.contains("whole seconds")));
        assert_eq!(rep.untagged[0].name(), "app@localhost");
    }

    #[test]
    fn a_line_short_of_columns_is_skipped_not_a_panic() {
        let log = r#""2026-12-01 11:59:23.100000","app[app] @ localhost []","00:00:00.000010","00:00:00.000000",0,0,"shop",0,0,1,"BEGIN",75,0
"2026-12-01 11:59:23.200000","app[app] @ localhost []","00:00:00.000010"
"2026-12-01 11:59:23.300000","app[app] @ localhost []","00:00:00.000010","00:00:00.000000",0,0,"shop",0,0,1,"COMMIT",75,0
"#;
        let rep = read(log);
        assert!(
            rep.notes
                .iter()
                .any(|n| n == "1 lines that are not rows of mysql.slow_log skipped"),
            "{:?}",
            rep.notes
        );
        let mut r = LogReader::new(Some(LogKind::GeneralTable));
        r.feed(b"\"2026-12-01 11:59:23.100000\",\"app[app] @ localhost []\",75\n")
            .unwrap();
        assert_eq!(r.finish("f".into()), Err(LogError::Empty));
    }

    #[test]
    fn general_log_table() {
        let log = r#""2026-12-01 11:59:23.100000","app[app] @ localhost []",75,1,"Connect","app@localhost on shop using Socket"
"2026-12-01 11:59:23.200000","app[app] @ localhost []",75,1,"Query","BEGIN"
"2026-12-01 11:59:23.200100","app[app] @ localhost []",75,1,"Query","/* conn_tag:x */ DELETE FROM t"
"2026-12-01 11:59:23.700100","app[app] @ localhost []",75,1,"Query","COMMIT"
"2026-12-01 11:59:23.800000","app[app] @ localhost []",75,1,"Quit",""
"#;
        let rep = read(log);
        assert_eq!(rep.source, SourceKind::GeneralLog);
        let x = &rep.tags[0];
        assert_eq!((x.transactions, x.statements), (1, 3));
        assert!((x.transaction_secs - 0.5001).abs() < 1e-6, "{x:?}");
    }
}
