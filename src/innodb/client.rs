//! The connection behind a transaction, from the tail of its thread line
//! (`MySQL thread id T, OS thread handle H, query id Q <tail>`). Pure.
//!
//! Servers print the tail as up to four words joined by single spaces, each
//! left out when unknown, in this order (MySQL's `thd_security_context`,
//! MariaDB's `thd_get_error_context_description`, 5.0 to 9.x): the client's
//! host name, its IP address, the user, and the thread's state (which may
//! hold spaces). Hence the shapes met in captures:
//!
//! - `localhost root updating` (socket: host, no IP);
//! - `localhost 127.0.0.1 root Sending data` (TCP with name resolution);
//! - `10.88.0.172 poolctl Update` (TCP, `skip-name-resolve`: IP only);
//! - `db-7.example.com 10.0.0.7 app` (no state: between statements);
//! - `10.88.0.172 root ` (MariaDB: an empty state, trailing space);
//! - `Slave has read all relay log; waiting ...` (a system thread: no host,
//!   no user, only the state).
//!
//! A word is the host when an IP follows it, when it is `localhost`, or when
//! it is a dotted DNS name followed by more words; a tail with neither a host
//! nor an IP is all state (system threads, anonymised captures).

use serde::Serialize;

/// Host, IP, user and thread state of one connection; `None` where not printed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Client {
    pub host: Option<String>,
    pub ip: Option<String>,
    pub user: Option<String>,
    /// What the thread was doing (`updating`, `Sending data`, `User sleep`).
    pub state: Option<String>,
}

impl Client {
    /// The host name, else the IP address.
    pub fn host_or_ip(&self) -> Option<&str> {
        self.host.as_deref().or(self.ip.as_deref())
    }
}

/// Splits a thread line's tail (see the module docs).
pub fn split(tail: &str) -> Client {
    let mut words = Words { rest: tail };
    let first = words.next();
    let second = Words { rest: words.rest }.next();
    let mut c = Client::default();
    match (first, second) {
        (Some(a), _) if is_ip(a) => c.ip = Some(a.to_string()),
        (Some(a), Some(b)) if is_ip(b) => {
            c.host = Some(a.to_string());
            c.ip = Some(b.to_string());
            words.next();
        }
        (Some(a), next) if a == "localhost" || (next.is_some() && is_dns_name(a)) => {
            c.host = Some(a.to_string())
        }
        (Some(_), _) => {
            c.state = Some(tail.trim().to_string());
            return c;
        }
        (None, _) => return c,
    }
    c.user = words.next().map(str::to_string);
    let state = words.rest.trim();
    if !state.is_empty() {
        c.state = Some(state.to_string());
    }
    c
}

/// Whitespace-separated words, with what is left after each.
struct Words<'a> {
    rest: &'a str,
}

impl<'a> Words<'a> {
    fn next(&mut self) -> Option<&'a str> {
        let s = self.rest.trim_start();
        if s.is_empty() {
            self.rest = s;
            return None;
        }
        let end = s.find(char::is_whitespace).unwrap_or(s.len());
        self.rest = &s[end..];
        Some(&s[..end])
    }
}

/// A dotted-quad IPv4 or an IPv6 address (hex groups and colons, possibly
/// with an embedded IPv4 tail).
pub fn is_ip(s: &str) -> bool {
    let v4 = s.split('.').count() == 4
        && s.split('.')
            .all(|p| !p.is_empty() && p.len() <= 3 && p.bytes().all(|b| b.is_ascii_digit()));
    let v6 = s.contains(':')
        && s.len() >= 2
        && s.bytes()
            .all(|b| b.is_ascii_hexdigit() || b == b':' || b == b'.');
    v4 || v6
}

/// `db-7.example.com`: labels of letters, digits and `-`, at least one dot,
/// not all digits.
fn is_dns_name(s: &str) -> bool {
    s.contains('.')
        && !s.starts_with('.')
        && !s.ends_with('.')
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'.' || b == b'_')
        && s.bytes().any(|b| b.is_ascii_alphabetic())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(host: Option<&str>, ip: Option<&str>, user: Option<&str>, state: Option<&str>) -> Client {
        Client {
            host: host.map(str::to_string),
            ip: ip.map(str::to_string),
            user: user.map(str::to_string),
            state: state.map(str::to_string),
        }
    }

    #[test]
    fn every_shape_of_the_tail() {
        for (tail, want) in [
            (
                "localhost root updating",
                c(Some("localhost"), None, Some("root"), Some("updating")),
            ),
            (
                "localhost ro-ot Updating",
                c(Some("localhost"), None, Some("ro-ot"), Some("Updating")),
            ),
            (
                "localhost root",
                c(Some("localhost"), None, Some("root"), None),
            ),
            (
                "localhost 127.0.0.1 root Sending data",
                c(
                    Some("localhost"),
                    Some("127.0.0.1"),
                    Some("root"),
                    Some("Sending data"),
                ),
            ),
            (
                "10.88.0.172 poolctl Update",
                c(None, Some("10.88.0.172"), Some("poolctl"), Some("Update")),
            ),
            (
                "10.88.0.172 poolctl User sleep",
                c(
                    None,
                    Some("10.88.0.172"),
                    Some("poolctl"),
                    Some("User sleep"),
                ),
            ),
            (
                "10.88.0.172 root ",
                c(None, Some("10.88.0.172"), Some("root"), None),
            ),
            (
                "192.168.1.10 foozle",
                c(None, Some("192.168.1.10"), Some("foozle"), None),
            ),
            (
                "www-docker1.bm.int.percona.com 172.17.0.1 version_check",
                c(
                    Some("www-docker1.bm.int.percona.com"),
                    Some("172.17.0.1"),
                    Some("version_check"),
                    None,
                ),
            ),
            (
                "bm-dell05 10.10.9.210 root update",
                c(
                    Some("bm-dell05"),
                    Some("10.10.9.210"),
                    Some("root"),
                    Some("update"),
                ),
            ),
            (
                "db-7.example.com app statistics",
                c(
                    Some("db-7.example.com"),
                    None,
                    Some("app"),
                    Some("statistics"),
                ),
            ),
            (
                "::1 app query end",
                c(None, Some("::1"), Some("app"), Some("query end")),
            ),
            (
                "localhost event_scheduler Waiting on empty queue",
                c(
                    Some("localhost"),
                    None,
                    Some("event_scheduler"),
                    Some("Waiting on empty queue"),
                ),
            ),
            (
                "Slave has read all relay log; waiting for the slave I/O thread to update it",
                c(
                    None,
                    None,
                    None,
                    Some(
                        "Slave has read all relay log; waiting for the slave I/O thread to update it",
                    ),
                ),
            ),
            ("<anonymized>", c(None, None, None, Some("<anonymized>"))),
            ("", Client::default()),
            ("   ", Client::default()),
        ] {
            assert_eq!(split(tail), want, "{tail:?}");
        }
    }

    #[test]
    fn ips() {
        assert!(is_ip("10.0.0.1") && is_ip("::1") && is_ip("fe80::1") && is_ip("::ffff:10.0.0.1"));
        assert!(!is_ip("10.0.0") && !is_ip("1.2.3.4.5") && !is_ip("root") && !is_ip("1234.0.0.1"));
        assert!(!is_ip(":") && !is_ip("abc"));
    }
}
