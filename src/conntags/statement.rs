//! What a statement does to its connection's transaction, read from its first
//! keywords (fast: the log readers classify every statement of a 1 GB log),
//! and the short, secret-free form of a statement shown in reports.
//!
//! The lint's scanner (`src/lint/syntax/scan.rs`) forms transactions from full
//! sqlparser tokens; this is the cheap leading-keyword view the server's own
//! transaction boundaries need: BEGIN / START TRANSACTION, COMMIT / ROLLBACK
//! (not ROLLBACK TO SAVEPOINT), `SET autocommit`, and the statements that
//! commit implicitly (DDL, LOCK TABLES, GRANT, ...).

/// A statement's effect on its connection's transaction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// BEGIN, START TRANSACTION, XA START: opens one (committing an open one).
    Begin,
    /// COMMIT; `chain`: COMMIT AND CHAIN opens the next at once.
    Commit {
        chain: bool,
    },
    Rollback {
        chain: bool,
    },
    /// `SET autocommit = 0|1`; setting it to 1 commits an open transaction.
    SetAutocommit(bool),
    /// DDL and other statements that commit before they run.
    ImplicitCommit,
    /// SET, USE, SHOW, ...: does not start a transaction in autocommit=0 mode.
    Session,
    /// Everything else (reads, writes, SAVEPOINT, ...).
    Work,
}

/// Skip whitespace and comments (not `/*!` executable comments' bodies,
/// which are skipped too: they are rare in application traffic).
fn skip_noise(b: &[u8], mut i: usize) -> usize {
    loop {
        while i < b.len() && (b[i].is_ascii_whitespace() || b[i] == b'(') {
            i += 1;
        }
        if b[i..].starts_with(b"/*") {
            i = memchr::memmem::find(&b[i + 2..], b"*/").map_or(b.len(), |e| i + 2 + e + 2);
        } else if b[i..].starts_with(b"-- ") || b[i..].starts_with(b"#") {
            i = memchr::memchr(b'\n', &b[i..]).map_or(b.len(), |e| i + e + 1);
        } else {
            return i;
        }
    }
}

/// The next word (ASCII letters, digits, `_`, `@`, `.`) at `i`, and where it ends.
fn word(b: &[u8], i: usize) -> (&[u8], usize) {
    let i = skip_noise(b, i);
    let mut e = i;
    while e < b.len() && (b[e].is_ascii_alphanumeric() || matches!(b[e], b'_' | b'@' | b'.')) {
        e += 1;
    }
    (&b[i..e], e)
}

fn is(w: &[u8], kw: &str) -> bool {
    w.eq_ignore_ascii_case(kw.as_bytes())
}

fn chain(b: &[u8], mut i: usize) -> bool {
    // COMMIT [WORK] [AND [NO] CHAIN] [[NO] RELEASE]
    let (w, e) = word(b, i);
    if is(w, "work") {
        i = e;
    }
    let (w, e) = word(b, i);
    if !is(w, "and") {
        return false;
    }
    let (w, _) = word(b, e);
    is(w, "chain")
}

/// Classify one statement's text.
pub fn classify(sql: &str) -> Kind {
    let b = sql.as_bytes();
    let (w, e) = word(b, 0);
    match w.len() {
        0 => Kind::Session,
        _ if is(w, "begin") => {
            // BEGIN NOT ATOMIC is a MariaDB compound statement.
            let (n, _) = word(b, e);
            if is(n, "not") {
                Kind::Work
            } else {
                Kind::Begin
            }
        }
        _ if is(w, "start") => {
            let (n, _) = word(b, e);
            if is(n, "transaction") {
                Kind::Begin
            } else {
                Kind::Session
            }
        }
        _ if is(w, "commit") => Kind::Commit { chain: chain(b, e) },
        _ if is(w, "rollback") => {
            let (mut n, ne) = word(b, e);
            if is(n, "work") {
                n = word(b, ne).0;
            }
            if is(n, "to") {
                Kind::Work
            } else {
                Kind::Rollback { chain: chain(b, e) }
            }
        }
        _ if is(w, "xa") => {
            let (n, _) = word(b, e);
            if is(n, "start") || is(n, "begin") {
                Kind::Begin
            } else if is(n, "commit") {
                Kind::Commit { chain: false }
            } else if is(n, "rollback") {
                Kind::Rollback { chain: false }
            } else {
                Kind::Work
            }
        }
        _ if is(w, "set") => set_kind(b, e),
        _ if is(w, "create") => {
            let (n, _) = word(b, e);
            if is(n, "temporary") {
                Kind::Work
            } else {
                Kind::ImplicitCommit
            }
        }
        _ if [
            "alter",
            "drop",
            "truncate",
            "rename",
            "grant",
            "revoke",
            "lock",
            "unlock",
            "analyze",
            "optimize",
            "repair",
            "flush",
            "install",
            "uninstall",
            "load",
        ]
        .iter()
        .any(|k| is(w, k)) =>
        {
            // LOAD DATA is not DDL; LOAD INDEX is.
            if is(w, "load") {
                let (n, _) = word(b, e);
                if is(n, "data") || is(n, "xml") {
                    return Kind::Work;
                }
            }
            Kind::ImplicitCommit
        }
        _ if [
            "use",
            "show",
            "describe",
            "desc",
            "explain",
            "help",
            "kill",
            "do",
            "prepare",
            "deallocate",
            "handler",
            "signal",
            "resignal",
            "get",
            "reset",
            "purge",
            "change",
            "stop",
            "shutdown",
            "cache",
            "binlog",
            "checksum",
        ]
        .iter()
        .any(|k| is(w, k)) =>
        {
            Kind::Session
        }
        _ => Kind::Work,
    }
}

/// `SET ...`: autocommit, or a session setting.
fn set_kind(b: &[u8], e: usize) -> Kind {
    let (mut n, mut ne) = word(b, e);
    if is(n, "session") || is(n, "local") {
        (n, ne) = word(b, ne);
    }
    let name = n
        .strip_prefix(b"@@session.")
        .or_else(|| n.strip_prefix(b"@@SESSION."))
        .or_else(|| n.strip_prefix(b"@@local."))
        .or_else(|| n.strip_prefix(b"@@"))
        .unwrap_or(n);
    if !is(name, "autocommit") {
        return Kind::Session;
    }
    let mut i = skip_noise(b, ne);
    if b.get(i) == Some(&b':') {
        i += 1;
    }
    if b.get(i) == Some(&b'=') {
        i += 1;
    }
    let (v, _) = word(b, i);
    let v = v.to_ascii_lowercase();
    match v.as_slice() {
        b"0" | b"off" | b"false" => Kind::SetAutocommit(false),
        b"1" | b"on" | b"true" => Kind::SetAutocommit(true),
        _ => Kind::Session,
    }
}

/// Longest statement text shown in a report, in characters.
pub const SHOWN_CHARS: usize = 160;

/// The form of a statement a report prints: whitespace collapsed, cut at
/// [`SHOWN_CHARS`], and the string literals of statements that carry
/// credentials or keys ([`crate::redact::sql_holds_secret`]) masked.
pub fn shown(sql: &str) -> String {
    let secret = crate::redact::sql_holds_secret(sql);
    let mut out = String::with_capacity(sql.len().min(SHOWN_CHARS + 4));
    let mut chars = 0;
    let mut space = false;
    let mut quote: Option<char> = None;
    let mut it = sql.trim().chars().peekable();
    while let Some(c) = it.next() {
        if chars > SHOWN_CHARS {
            break;
        }
        if let Some(q) = quote {
            if c == '\\' {
                if !secret {
                    out.push(c);
                    chars += 1;
                    if let Some(n) = it.next() {
                        out.push(n);
                        chars += 1;
                    }
                } else {
                    it.next();
                }
                continue;
            }
            if c == q {
                quote = None;
                if secret {
                    out.push_str("***");
                    chars += 3;
                }
                out.push(c);
                chars += 1;
            } else if !secret {
                out.push(c);
                chars += 1;
            }
            continue;
        }
        if c.is_whitespace() {
            space = true;
            continue;
        }
        if space && !out.is_empty() {
            out.push(' ');
            chars += 1;
        }
        space = false;
        if c == '\'' || c == '"' {
            quote = Some(c);
        }
        out.push(c);
        chars += 1;
    }
    if chars > SHOWN_CHARS {
        out = out.chars().take(SHOWN_CHARS).collect();
        out.push('…');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transaction_boundaries() {
        assert_eq!(classify("BEGIN"), Kind::Begin);
        assert_eq!(classify("begin work"), Kind::Begin);
        assert_eq!(
            classify("/* conn_tag:x */ START TRANSACTION READ ONLY"),
            Kind::Begin
        );
        assert_eq!(classify("START SLAVE"), Kind::Session);
        assert_eq!(classify("BEGIN NOT ATOMIC SELECT 1; END"), Kind::Work);
        assert_eq!(classify("commit"), Kind::Commit { chain: false });
        assert_eq!(
            classify("COMMIT WORK AND CHAIN"),
            Kind::Commit { chain: true }
        );
        assert_eq!(
            classify("COMMIT AND NO CHAIN"),
            Kind::Commit { chain: false }
        );
        assert_eq!(classify("ROLLBACK"), Kind::Rollback { chain: false });
        assert_eq!(classify("ROLLBACK TO SAVEPOINT s1"), Kind::Work);
        assert_eq!(classify("rollback work to s1"), Kind::Work);
        assert_eq!(classify("XA START 'x'"), Kind::Begin);
        assert_eq!(classify("SET autocommit=0"), Kind::SetAutocommit(false));
        assert_eq!(
            classify("SET @@session.autocommit = ON"),
            Kind::SetAutocommit(true)
        );
        assert_eq!(
            classify("set SESSION autocommit := 1"),
            Kind::SetAutocommit(true)
        );
        assert_eq!(classify("SET NAMES utf8mb4"), Kind::Session);
        assert_eq!(
            classify("SET TRANSACTION ISOLATION LEVEL READ COMMITTED"),
            Kind::Session
        );
        assert_eq!(classify("ALTER TABLE t ADD c INT"), Kind::ImplicitCommit);
        assert_eq!(classify("CREATE TEMPORARY TABLE t (a INT)"), Kind::Work);
        assert_eq!(classify("LOCK TABLES t WRITE"), Kind::ImplicitCommit);
        assert_eq!(classify("LOAD DATA INFILE 'x' INTO TABLE t"), Kind::Work);
        assert_eq!(classify("  (SELECT 1) UNION (SELECT 2)"), Kind::Work);
        assert_eq!(classify("-- c\nSELECT 1"), Kind::Work);
        assert_eq!(classify("use shop"), Kind::Session);
        assert_eq!(classify(""), Kind::Session);
    }

    #[test]
    fn shown_text_is_short_and_secret_free() {
        assert_eq!(
            shown("SELECT  a\n  FROM t\tWHERE x = 'a  b'"),
            "SELECT a FROM t WHERE x = 'a  b'"
        );
        let long = format!("SELECT {}", "x, ".repeat(200));
        let s = shown(&long);
        assert_eq!(s.chars().count(), SHOWN_CHARS + 1);
        assert!(s.ends_with('…'));
        let s = shown("CREATE USER 'app'@'%' IDENTIFIED BY 's3cret-pw'");
        assert!(!s.contains("s3cret"), "{s}");
        assert!(s.contains("IDENTIFIED BY '***'"), "{s}");
        let s = shown("SET PASSWORD FOR 'a'@'%' = 'x\\'y'");
        assert!(!s.contains("x\\'y") && !s.contains('y'), "{s}");
        // Issue 49 item 7: every secret-bearing function's key is masked.
        for sql in [
            "SELECT DES_ENCRYPT('data', 'K3yK3y')",
            "SELECT DES_DECRYPT(c, 'K3yK3y') FROM t",
            "SELECT ENCODE('data', 'K3yK3y')",
            "SELECT DECODE(c, 'K3yK3y') FROM t",
            "SELECT ENCRYPT('K3yK3y', 'ab')",
            "SELECT AES_DECRYPT(c, \"K3yK3y\") FROM t",
            "SELECT aes_encrypt (c, 'K3yK3y')",
            "SELECT PASSWORD('K3yK3y')",
            "ALTER USER app IDENTIFIED WITH mysql_native_password AS 'K3yK3y'",
        ] {
            let s = shown(sql);
            assert!(!s.contains("K3yK3y"), "{sql}: {s}");
        }
        assert_eq!(
            shown("SELECT 'a' FROM encoded_items"),
            "SELECT 'a' FROM encoded_items"
        );
    }
}
