//! The server layer of a chunk: executable comments read as the server the
//! SQL is written for reads them (`/*! ... */` always, `/*!NNNNN ... */`
//! when its version is at least NNNNN, `/*M! ... */` on MariaDB only). The
//! text the server runs keeps every byte offset of the file: the markers of
//! a comment it runs become spaces, so positions stay exact.

use super::lexing::{dash_comment, executable_opener, line_end, skip_quoted};
use crate::lint::syntax::source::Span;
use std::borrow::Cow;

/// The server the SQL is written for: which executable comments it runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Server {
    pub mariadb: bool,
    /// As executable comments write it: major * 10000 + minor * 100 + patch.
    pub version: u32,
}

impl Default for Server {
    /// A modern MySQL (8.4).
    fn default() -> Self {
        Server {
            mariadb: false,
            version: 80400,
        }
    }
}

impl Server {
    /// `mysql-8.4`, `mysql-8.0.36`, `mariadb-10.11`, `mariadb-10.11.6`, or a
    /// bare `8.0` (MySQL).
    pub fn parse(s: &str) -> Option<Server> {
        let s = s.trim().to_ascii_lowercase();
        let (mariadb, v) = if let Some(v) = s.strip_prefix("mariadb") {
            (true, v)
        } else if let Some(v) = s.strip_prefix("mysql") {
            (false, v)
        } else {
            (false, s.as_str())
        };
        let v = v.trim_start_matches(['-', ' ', '_']);
        let parts: Vec<u32> = v
            .split('.')
            .map(|p| p.parse().ok())
            .collect::<Option<Vec<u32>>>()?;
        let (a, b, c) = match parts.as_slice() {
            [a] => (*a, 0, 0),
            [a, b] => (*a, *b, 0),
            [a, b, c] => (*a, *b, *c),
            _ => return None,
        };
        if a == 0 || a > 99 || b > 99 || c > 99 {
            return None;
        }
        Some(Server {
            mariadb,
            version: a * 10000 + b * 100 + c,
        })
    }

    /// Whether this server runs an executable comment.
    pub fn runs(&self, mariadb_only: bool, version: Option<u32>) -> bool {
        (!mariadb_only || self.mariadb) && version.is_none_or(|v| v <= self.version)
    }
}

/// The text the server runs for `span`: executable comments resolved for
/// `server`, `blanks` as spaces; the same length as the span. A blank that
/// is a `--` line the client drops (`-----`, `--poolctl: ignore ...`)
/// becomes a `#` comment of the same text instead: nothing to the server
/// either way, and its text stays a comment, so a directive in it is read.
pub(super) fn server_text<'a>(
    text: &'a str,
    span: Span,
    blanks: &[Span],
    server: Server,
) -> Cow<'a, str> {
    let b = &text.as_bytes()[span.start..span.end];
    let mut hashes: Vec<usize> = Vec::new();
    let mut edits: Vec<Span> = blanks
        .iter()
        .map(|s| Span::new(s.start - span.start, s.end - span.start))
        .map(|s| {
            if b[s.start..].starts_with(b"--") {
                hashes.push(s.start);
                Span::new(s.start + 1, s.start + 2)
            } else {
                s
            }
        })
        .collect();
    let mut plain: Vec<Span> = Vec::new();
    let mut i = 0;
    while i < b.len() {
        // The next byte that can open a string, identifier or comment.
        let Some(k) = b[i..]
            .iter()
            .position(|c| matches!(c, b'\'' | b'"' | b'/' | b'`' | b'#' | b'-'))
        else {
            break;
        };
        i += k;
        match b[i] {
            b'\'' | b'"' | b'`' => i = skip_quoted(b, i),
            b'#' => i = line_end(b, i),
            b'-' if dash_comment(b, i) => i = line_end(b, i),
            b'/' if b.get(i + 1) == Some(&b'*') => match executable_opener(b, i) {
                Some((mariadb, len, version)) => {
                    let close = memchr::memmem::find(&b[i + len..], b"*/").map(|k| i + len + k);
                    if server.runs(mariadb, version) {
                        edits.push(Span::new(i, i + len));
                        if let Some(c) = close {
                            edits.push(Span::new(c, c + 2));
                        }
                        // Scan the content: it is code.
                        i += len;
                    } else {
                        // Not run: a plain comment (`/*` kept, the marker blanked).
                        plain.push(Span::new(i + 2, i + len));
                        i = close.map_or(b.len(), |c| c + 2);
                    }
                }
                None => {
                    i = memchr::memmem::find(&b[i + 2..], b"*/").map_or(b.len(), |k| i + 2 + k + 2)
                }
            },
            _ => i += 1,
        }
    }
    if edits.is_empty() && plain.is_empty() {
        return Cow::Borrowed(&text[span.start..span.end]);
    }
    let mut out = b.to_vec();
    for e in edits.iter().chain(plain.iter()) {
        for c in &mut out[e.start..e.end.min(b.len())] {
            // Keep line breaks (a blanked client command ends before its own).
            if *c != b'\n' && *c != b'\r' {
                *c = b' ';
            }
        }
    }
    for h in hashes {
        out[h] = b'#';
    }
    // Blanking whole ASCII markers and client commands cannot split a UTF-8
    // sequence except inside a blanked command's argument: repair that.
    match String::from_utf8(out) {
        Ok(s) => Cow::Owned(s),
        Err(e) => Cow::Owned(String::from_utf8_lossy(e.as_bytes()).into_owned()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lint::syntax::script::Pieces;
    use crate::lint::syntax::script::testing::sql;

    #[test]
    fn server_versions() {
        assert_eq!(Server::parse("mysql-8.0.36").unwrap().version, 80036);
        assert_eq!(
            Server::parse("mariadb-10.11").unwrap(),
            Server {
                mariadb: true,
                version: 101100
            }
        );
        assert_eq!(Server::parse("5.7").unwrap().version, 50700);
        assert!(Server::parse("postgres").is_none());
        assert!(Server::parse("mysql-8.x").is_none());
    }

    #[test]
    fn executable_comments_follow_the_server_version() {
        let text = "/*!40101 SET NAMES utf8 */;\nCREATE TABLE t (a INT) /*!50100 PARTITION BY HASH(a) */ /*!99999 junk */ /*M!100100 x */;";
        let got = sql(text);
        assert_eq!(got[0], "SET NAMES utf8");
        assert!(got[1].contains("PARTITION BY HASH(a)"), "{}", got[1]);
        assert!(got[1].contains("/*       junk */"), "{}", got[1]);
        assert!(got[1].contains("/*         x */"), "{}", got[1]);
        let maria = Server::parse("mariadb-10.11").unwrap();
        let p: Vec<_> = Pieces::new(text, maria)
            .map(|p| p.text.into_owned())
            .collect();
        assert!(p[1].contains(" x "), "{}", p[1]);
    }
}
