//! The general query log, both layouts. Each line is `TIME ID COMMAND\tARGUMENT`,
//! written when the command arrives (no duration):
//! ```text
//! 2024-05-13T20:17:42.072665Z        14 Query\tSELECT 1          <- MySQL 5.7+: every line, µs
//! 261201 10:30:54\t     5 Connect\tpoolctl@127.0.0.1 on shop using TCP/IP   <- MariaDB: whole seconds,
//! \t\t     5 Query\tBEGIN                                                    <- time only when it changes
//! ```
//! A statement over several lines continues on lines that are not entries.
//! `Connect` names the connection's user and host; `Quit` closes it.

use super::entries::{Entry, Sink, is_header_tail};
use super::time::{iso_time, short_time};
use std::collections::HashMap;

#[derive(Debug, Default)]
pub(super) struct GeneralParser {
    who: HashMap<u64, (String, String)>,
    current: Option<Current>,
    last_second: Option<i64>,
    entries: u64,
}

#[derive(Debug)]
struct Current {
    conn: u64,
    command: String,
    arg: String,
    at: Time,
}

#[derive(Debug, Clone, Copy)]
enum Time {
    Exact(f64),
    Second(i64),
}

/// `TIME` or `\t\t`, then `ID COMMAND\tARG`: the parts.
fn split_entry(line: &str) -> Option<(Option<&str>, u64, &str, &str)> {
    let (time, rest) = if let Some(r) = line.strip_prefix("\t\t") {
        (None, r)
    } else if line.len() > 27 && line.as_bytes()[10] == b'T' && line.as_bytes()[4] == b'-' {
        let end = line.find([' ', '\t'])?;
        (Some(&line[..end]), &line[end..])
    } else if line.len() > 15
        && line.as_bytes()[..6].iter().all(u8::is_ascii_digit)
        && line.as_bytes()[6] == b' '
    {
        let end = line.find('\t')?;
        (Some(&line[..end]), &line[end..])
    } else {
        return None;
    };
    let rest = rest.trim_start();
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 || rest.as_bytes().get(digits) != Some(&b' ') {
        return None;
    }
    let id: u64 = rest[..digits].parse().ok()?;
    let rest = &rest[digits + 1..];
    let (command, arg) = rest.split_once('\t').unwrap_or((rest, ""));
    if command.is_empty()
        || !command
            .bytes()
            .all(|b| b.is_ascii_alphabetic() || b == b' ')
    {
        return None;
    }
    Some((time, id, command.trim(), arg))
}

/// Whether a line is a general-log entry.
pub(super) fn is_entry(line: &str) -> bool {
    split_entry(line).is_some_and(|(t, ..)| t.is_some())
}

impl GeneralParser {
    pub(super) fn line(&mut self, line: &str, sink: &mut Sink) {
        let Some((time, conn, command, arg)) = split_entry(line) else {
            if sink.server_header(line) {
                self.flush(sink);
                self.who.clear();
                return;
            }
            if is_header_tail(line) {
                return;
            }
            if let Some(c) = self.current.as_mut() {
                c.arg.push('\n');
                c.arg.push_str(line);
            }
            return;
        };
        self.flush(sink);
        let at = match time {
            Some(t) => match iso_time(t) {
                Some(x) => Time::Exact(x),
                None => match short_time(t) {
                    Some(s) => {
                        self.last_second = Some(s);
                        Time::Second(s)
                    }
                    None => return,
                },
            },
            None => match self.last_second {
                Some(s) => Time::Second(s),
                None => return,
            },
        };
        self.current = Some(Current {
            conn,
            command: command.to_string(),
            arg: arg.to_string(),
            at,
        });
    }

    fn flush(&mut self, sink: &mut Sink) {
        let Some(c) = self.current.take() else { return };
        let quit = match c.command.as_str() {
            "Connect" => {
                // `user@host on db using TCP/IP`
                let who = c.arg.split(" on ").next().unwrap_or("");
                let (u, h) = who.rsplit_once('@').unwrap_or((who, "?"));
                self.who.insert(c.conn, (u.to_string(), h.to_string()));
                return;
            }
            "Quit" => true,
            "Query" | "Execute" => false,
            _ => return,
        };
        self.entries += 1;
        let (user, host) = self
            .who
            .get(&c.conn)
            .map_or(("?", "?"), |(u, h)| (u.as_str(), h.as_str()));
        let text = c.arg.trim_end();
        let e = Entry {
            conn: c.conn,
            user,
            host,
            text: text.strip_suffix(';').unwrap_or(text),
            quit,
            duration: 0.0,
            lock: 0.0,
        };
        match c.at {
            Time::Exact(t) => sink.ended_at(e, t),
            Time::Second(s) => sink.ended_in_second(e, s),
        }
        if quit {
            self.who.remove(&c.conn);
        }
    }

    pub(super) fn finish(&mut self, sink: &mut Sink) {
        self.flush(sink);
    }

    pub(super) fn notes(&self) -> Vec<String> {
        vec![format!("{} general-log statements read", self.entries)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conntags::log::read;
    use crate::conntags::tally::SourceKind;

    #[test]
    fn entry_forms() {
        assert_eq!(
            split_entry("2024-05-13T20:17:42.072665Z        14 Init DB\ttest_jfg"),
            Some((
                Some("2024-05-13T20:17:42.072665Z"),
                14,
                "Init DB",
                "test_jfg"
            ))
        );
        assert_eq!(
            split_entry("261201 10:30:54\t     5 Connect\tpoolctl@127.0.0.1 on  using TCP/IP"),
            Some((
                Some("261201 10:30:54"),
                5,
                "Connect",
                "poolctl@127.0.0.1 on  using TCP/IP"
            ))
        );
        assert_eq!(
            split_entry("\t\t     6 Query\tbegin"),
            Some((None, 6, "Query", "begin"))
        );
        assert_eq!(split_entry("  FROM t WHERE x = 1"), None);
        assert!(
            !is_entry("\t\t     6 Query\tbegin"),
            "no time: not enough to detect"
        );
    }

    #[test]
    fn mariadb_general_log() {
        let log =
            "/usr/sbin/mariadbd, Version: 10.11.19-MariaDB-0+deb12u1-log (Debian 12). started with:
Tcp port: 52181  Unix socket: /tmp/x.sock
Time\t\t    Id Command\tArgument
261201 10:30:54\t     6 Connect\tapp@10.0.0.5 on shop using TCP/IP
\t\t     6 Query\tbegin
\t\t     6 Query\t/* conn_tag:checkout */ select v
  from x.t where id=1 for update
261201 10:30:55\t     6 Query\tcommit
\t\t     7 Query\tselect 1
\t\t     6 Quit\t
";
        let rep = read(log);
        let t = &rep.tags[0];
        assert_eq!(
            (t.tag.as_deref(), t.transactions, t.statements),
            (Some("checkout"), 1, 3)
        );
        // Second 54 holds begin and select (Connect is not a statement): begin
        // at 54.25; second 55 holds commit, select 1 and Quit: commit at 55 + 1/6.
        assert!(
            (t.transaction_secs - (1.0 + 1.0 / 6.0 - 0.25)).abs() < 1e-6,
            "{t:?}"
        );
        assert_eq!(t.busy_secs, None);
        assert_eq!(t.idle_in_transaction_secs, None);
        assert_eq!(rep.untagged[0].name(), "?@?");
        assert_eq!(rep.source, SourceKind::GeneralLog);
    }
}
