//! Secret redaction, by structure: what is removed is decided by where a value
//! sits (the userinfo of a URL, the value of a TOML key that may hold a secret),
//! never by searching the output for a known password, which corrupts
//! unrelated text (a password `5` would mask every `5`) and reveals the
//! password by what it masks.
//!
//! The API:
//! - [`url()`]: one string that is, or was meant to be, a server URL (a `--url`
//!   value, `POOLCTL_URL`, a pod's `url` or `url_env` variable), however
//!   malformed. Call it wherever such a string is shown.
//! - [`text`]: free text from elsewhere (a driver or server message) that may
//!   quote a URL; each URL-like token in it goes through the same rule.
//! - [`toml_line`]: one line of a config file with every value masked but
//!   those of the keys the caller names as safe to show (for parse-error
//!   snippets): an unknown or mistyped key's value is never shown.
//!
//! - [`sql_holds_secret`]: whether an SQL statement's string literals may
//!   be a key or a password (the one list of [`SECRET_FUNCTIONS`] and
//!   clauses), for conn-tags' statements and lint's snippets; and
//!   [`sql_literals_masked`], which masks them keeping every byte offset.
//! - [`text_without`]: a driver's message with the values poolctl gave the
//!   driver from a URL's query (`?socket=PATH`) replaced by their place.
//!
//! Passwords poolctl resolved are kept in [`crate::config::Secret`], whose
//! `Debug` and `Display` print [`MASK`].

/// What a redacted value is replaced with.
pub const MASK: &str = "***";

/// Length of a scheme-like prefix at the start of `s`: `scheme:` followed by
/// any slashes (`mysql://`, `mysql:/`, `mysql:`), or `scheme//` (the colon
/// forgotten). 0 when there is none.
fn prefix_len(s: &str) -> usize {
    let b = s.as_bytes();
    if !b.first().is_some_and(u8::is_ascii_alphabetic) {
        return 0;
    }
    let mut i = 1;
    while i < b.len() && (b[i].is_ascii_alphanumeric() || matches!(b[i], b'+' | b'.' | b'-')) {
        i += 1;
    }
    let slashes = |mut j: usize| {
        while j < b.len() && b[j] == b'/' {
            j += 1;
        }
        j
    };
    match b.get(i) {
        Some(b':') => slashes(i + 1),
        Some(b'/') if b.get(i + 1) == Some(&b'/') => slashes(i),
        _ => 0,
    }
}

/// A server URL, or a string meant to be one, with everything that may be a
/// password removed: everything between the scheme-like prefix (if any) and
/// the LAST `@` is replaced by [`MASK`], so a raw password holding `@ : / %`
/// is masked whole (`mysql://app:p@ss/w:rd@db:3306/shop` ->
/// `mysql://***@db:3306/shop`). A query or fragment is masked too
/// (`?password=...`), and when a `?` or `#` comes before that `@` (a raw `?`
/// in the password, or `?password=p@ss`) everything after the prefix is:
/// what follows the `@` may be the password's end. Without an `@`, whatever follows the first `:`
/// after the prefix is masked unless it is a port number
/// (`mysql://app:S3cret` -> `mysql://app:***`, `mysql://db:3306/x` unchanged).
///
/// The user name is masked with the password (in a malformed URL the two
/// cannot be told apart safely); show a parsed target with
/// [`crate::config::Target::display_url`] instead, which has no password.
pub fn url(raw: &str) -> String {
    let p = prefix_len(raw);
    let (prefix, rest) = raw.split_at(p);
    if let Some(at) = rest.rfind('@') {
        if rest[..at].contains(['?', '#']) {
            // A raw `?`/`#` in the password, or an `@` in the query
            // (`?password=p@ss`): what follows the last `@` may be the end
            // of the password, so nothing after the prefix is shown.
            return format!("{prefix}{MASK}");
        }
        return format!("{prefix}{MASK}{}", mask_query(&rest[at..]));
    }
    if let Some(colon) = rest.find(':') {
        let after = &rest[colon + 1..];
        let port_end = after.find(['/', '?', '#']).unwrap_or(after.len());
        let port = &after[..port_end];
        let is_port = !port.is_empty() && port.bytes().all(|c| c.is_ascii_digit());
        if !is_port || after[port_end..].contains(':') {
            return format!("{prefix}{}{MASK}", &rest[..=colon]);
        }
    }
    format!("{prefix}{}", mask_query(rest))
}

/// `host/db?password=x#y` -> `host/db?***`: a query or fragment may hold a
/// password (`?password=...`, or the tail of a raw one).
fn mask_query(tail: &str) -> String {
    match tail.find(['?', '#']) {
        Some(q) => format!("{}{}{MASK}", &tail[..q], &tail[q..=q]),
        None => tail.to_string(),
    }
}

/// Whether `token` (no whitespace) carries credentials by its shape: an `@`
/// with a password slot before it. With a `scheme://` prefix the userinfo must
/// hold a `:` (`mysql://USER@HOST` is left alone); with a bare `word:` prefix
/// (`mysql:user:pw@h`, or `user:pw@h` without a scheme) anything before the
/// `@` may be the password.
fn has_credentials(token: &str) -> bool {
    let Some(at) = token.rfind('@') else {
        return false;
    };
    let p = prefix_len(token);
    if p == 0 || p > at {
        return token[..at].contains(':');
    }
    let info = &token[p..at];
    if token[..p].ends_with('/') {
        info.contains(':')
    } else {
        !info.is_empty()
    }
}

/// Free text with every URL-like token carrying credentials passed through
/// [`url()`]. Tokens are split at whitespace and quotes; text without such a
/// token is returned unchanged (our own `mysql://USER@HOST:PORT/DATABASE`
/// hints stay readable).
pub fn text(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut start = 0;
    let is_sep =
        |c: char| c.is_whitespace() || matches!(c, '"' | '\'' | '`' | '(' | ')' | '<' | '>' | ',');
    for (i, c) in s.char_indices() {
        if is_sep(c) {
            push_token(&mut out, &s[start..i]);
            out.push(c);
            start = i + c.len_utf8();
        }
    }
    push_token(&mut out, &s[start..]);
    out
}

fn push_token(out: &mut String, token: &str) {
    if has_credentials(token) {
        out.push_str(&url(token));
    } else {
        out.push_str(token);
    }
}

/// Same as [`text`]: the name the rest of poolctl has long used for messages.
pub fn scrub(message: &str) -> String {
    text(message)
}

/// [`text`], with each of `values` (what poolctl handed the driver from a
/// URL's query string, masked there too: a `?socket=` path) replaced by
/// `shown_as` wherever the driver quotes it back. Empty values are skipped.
pub fn text_without(s: &str, values: &[&str], shown_as: &str) -> String {
    let mut out = text(s);
    for v in values.iter().filter(|v| !v.is_empty()) {
        out = out.replace(v, shown_as);
    }
    out
}

/// SQL functions whose arguments may be a key or a password (`AES_ENCRYPT(s,
/// key)`, `ENCODE(s, password)`, `PASSWORD(s)`): a statement calling one has
/// its string literals masked wherever poolctl shows it.
pub const SECRET_FUNCTIONS: &[&str] = &[
    "AES_ENCRYPT",
    "AES_DECRYPT",
    "DES_ENCRYPT",
    "DES_DECRYPT",
    "ENCODE",
    "DECODE",
    "ENCRYPT",
    "PASSWORD",
    "OLD_PASSWORD",
];

/// Whether `sql`'s string literals may hold a secret: it calls one of
/// [`SECRET_FUNCTIONS`] (the name, then `(`), or has a word `IDENTIFIED`
/// (`IDENTIFIED BY '...'`, `IDENTIFIED WITH plugin AS '...'`) or a word
/// holding `PASSWORD` (`SET PASSWORD`, `MASTER_PASSWORD=`,
/// `SOURCE_PASSWORD=`, a `password` column). Words are matched whole and
/// case-insensitively, so `encoded_items` is no `ENCODE`; a word inside a
/// literal counts too (masking more is the safe side).
pub fn sql_holds_secret(sql: &str) -> bool {
    let b = sql.as_bytes();
    let is_word = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'$';
    let mut i = 0;
    while i < b.len() {
        if !is_word(b[i]) {
            i += 1;
            continue;
        }
        let start = i;
        while i < b.len() && is_word(b[i]) {
            i += 1;
        }
        let word = &sql[start..i];
        if word.eq_ignore_ascii_case("IDENTIFIED") || word.to_ascii_uppercase().contains("PASSWORD")
        {
            return true;
        }
        if SECRET_FUNCTIONS
            .iter()
            .any(|f| word.eq_ignore_ascii_case(f))
        {
            let mut j = i;
            while j < b.len() && b[j].is_ascii_whitespace() {
                j += 1;
            }
            if b.get(j) == Some(&b'(') {
                return true;
            }
        }
    }
    false
}

/// `sql` with the contents of every string literal (`'...'`, `"..."`)
/// replaced by `*`, byte for byte, so that offsets into it (a snippet's
/// marks) stay where they were. Quotes and what lies outside them are kept.
pub fn sql_literals_masked(sql: &str) -> String {
    let mut out = Vec::with_capacity(sql.len());
    let mut quote: Option<u8> = None;
    let mut escaped = false;
    for &c in sql.as_bytes() {
        match quote {
            None => {
                if c == b'\'' || c == b'"' {
                    quote = Some(c);
                }
                out.push(c);
            }
            Some(_) if escaped => {
                escaped = false;
                out.push(b'*');
            }
            Some(_) if c == b'\\' => {
                escaped = true;
                out.push(b'*');
            }
            Some(q) if c == q => {
                quote = None;
                out.push(c);
            }
            // A line break ends what a snippet shows: kept, so lines stay lines.
            Some(_) if c == b'\n' || c == b'\r' => out.push(c),
            Some(_) => out.push(b'*'),
        }
    }
    // Only ASCII was written in place of bytes: still UTF-8 wherever the
    // input's multi-byte characters were kept whole (outside literals).
    String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// One line of a TOML file, safe to show in an error. `table` is the
/// `[table]` the line sits under (dotted; "" at the top of the file), and
/// `may_show(path)` says whether the value at a dotted key path
/// (`pods.eu1.tags`) may be shown: the caller's own keys that hold no secret.
///
/// Everything after the first `=` whose key may not be shown is masked, so
/// the value of an unknown or mistyped key (`pasword = ...`, `apikey = ...`)
/// is never shown, whatever it is called. Keys after the first one on a
/// line (an inline table) are taken to sit in the first one's table. A line
/// whose leading word may not be shown and has no `=` after it is masked
/// whole (`password "x"` -> `***`: a bare word may be a pasted password);
/// so is any value of a line with a URL-like token carrying credentials.
pub fn toml_line(line: &str, table: &str, may_show: &dyn Fn(&str) -> bool) -> String {
    let key_char =
        |c: u8| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'-' | b'"' | b'\'' | b'.');
    let path = |parent: &str, key: &str| {
        let key = key
            .split('.')
            .map(|s| s.trim().trim_matches(['"', '\'']))
            .collect::<Vec<_>>()
            .join(".");
        if parent.is_empty() {
            key
        } else {
            format!("{parent}.{key}")
        }
    };
    // The line's leading key, even when the `=` is missing (`password "x"`).
    let indent = line.len() - line.trim_start().len();
    let lead_len = line[indent..].bytes().take_while(|&c| key_char(c)).count();
    if lead_len > 0
        && !line[indent + lead_len..].trim_start().starts_with('=')
        && !may_show(&path(table, &line[indent..indent + lead_len]))
    {
        return format!("{}{MASK}", &line[..indent]);
    }
    // Find `KEY =` pairs: a key is the run of key characters before an `=`.
    let bytes = line.as_bytes();
    let mut first: Option<String> = None;
    for (eq, _) in line.match_indices('=') {
        let mut end = eq;
        while end > 0 && bytes[end - 1].is_ascii_whitespace() {
            end -= 1;
        }
        let mut start = end;
        while start > 0 && key_char(bytes[start - 1]) {
            start -= 1;
        }
        let key = &line[start..end];
        let full = path(first.as_deref().unwrap_or(table), key);
        if !may_show(&full) {
            return format!("{} {MASK}", &line[..=eq]);
        }
        first.get_or_insert(full);
    }
    let redacted = text(line);
    if redacted != line {
        // A credential in an unexpected place: mask the whole value.
        return match line.find('=') {
            Some(eq) => format!("{} {MASK}", &line[..=eq]),
            None => MASK.to_string(),
        };
    }
    line.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secret_bearing_sql_is_recognised_by_whole_words() {
        for sql in [
            "SELECT AES_ENCRYPT(a, 'k')",
            "select des_decrypt (a, 'k')",
            "SELECT ENCODE(a, 'k'), DECODE(b, 'k')",
            "SELECT ENCRYPT('p', 'salt')",
            "SELECT PASSWORD('p'), OLD_PASSWORD('p')",
            "CREATE USER u IDENTIFIED BY 'p'",
            "ALTER USER u IDENTIFIED WITH caching_sha2_password BY 'p'",
            "SET PASSWORD FOR u = 'p'",
            "CHANGE MASTER TO MASTER_PASSWORD = 'p'",
            "CHANGE REPLICATION SOURCE TO SOURCE_PASSWORD = 'p'",
            "UPDATE users SET password_hash = 'h'",
        ] {
            assert!(sql_holds_secret(sql), "{sql}");
        }
        for sql in [
            "SELECT 'a' FROM encoded_items",
            "SELECT decode_count, 'x' FROM t",
            "UPDATE t SET encrypted = 1 WHERE k = 'v'",
        ] {
            assert!(!sql_holds_secret(sql), "{sql}");
        }
    }

    #[test]
    fn literals_are_masked_byte_for_byte() {
        let sql = "SELECT AES_DECRYPT(c, 'k\\'éy'), \"x\" FROM t -- é";
        let masked = sql_literals_masked(sql);
        assert_eq!(masked.len(), sql.len());
        assert_eq!(masked, "SELECT AES_DECRYPT(c, '******'), \"*\" FROM t -- é");
        assert_eq!(
            text_without(
                "cannot open `/run/Sock5/x': gone",
                &["/run/Sock5/x"],
                "the ?socket= path"
            ),
            "cannot open `the ?socket= path': gone"
        );
    }

    #[test]
    fn url_masks_between_prefix_and_last_at() {
        for (raw, want) in [
            (
                "mysql://app:s3cr%40t@db:3306/shop",
                "mysql://***@db:3306/shop",
            ),
            (
                "mysql:/user:S3cret@127.0.0.1:3332/x",
                "mysql:/***@127.0.0.1:3332/x",
            ),
            ("mysql//user:S3cret@h:1/x", "mysql//***@h:1/x"),
            ("mysql:user:S3cret@h:1/x", "mysql:***@h:1/x"),
            ("user:S3cret@h:1/x", "user:***@h:1/x"),
            ("mysql://app:p@ss/w&%@db/shop", "mysql://***@db/shop"),
            ("mysql://app:p@ss/w#r?d&%@db/shop", "mysql://***"),
            ("mysql://app@db/shop?password=p@ss", "mysql://***"),
            ("mysql://app@db/shop", "mysql://***@db/shop"),
            ("mysql://app:S3cret", "mysql://app:***"),
            ("mysql://app:S3c/ret", "mysql://app:***"),
            ("mysql://db:3306/shop", "mysql://db:3306/shop"),
            ("mysql://db/shop", "mysql://db/shop"),
            ("mysql://u:S3cret@h:1/x?S3cret", "mysql://***@h:1/x?***"),
            ("mysql://u@h/x?socket=/tmp/s#frag", "mysql://***@h/x?***"),
            ("mysql://db/shop?password=S3cret", "mysql://db/shop?***"),
            ("mysql://db:3306#S3cret", "mysql://db:3306#***"),
            ("", ""),
        ] {
            assert_eq!(url(raw), want, "{raw}");
        }
    }

    #[test]
    fn text_masks_only_tokens_with_credentials() {
        assert_eq!(
            text("cannot connect to mysql://app:s3cr%40t@db:3306/shop now"),
            "cannot connect to mysql://***@db:3306/shop now"
        );
        assert_eq!(
            text("pass --url mysql://USER@HOST:PORT/DATABASE, and 'app'@'10.0.0.1' a@b"),
            "pass --url mysql://USER@HOST:PORT/DATABASE, and 'app'@'10.0.0.1' a@b"
        );
        assert_eq!(text("bad: mysql:user:pw@h/x"), "bad: mysql:***@h/x");
        assert_eq!(text("bad: \"u:pw@h\""), "bad: \"u:***@h\"");
        assert_eq!(text("port 3306 and 5 holds"), "port 3306 and 5 holds");
    }

    #[test]
    fn toml_lines_show_only_values_the_caller_may_show() {
        // The caller's keys: `pool.cap`, `pods.NAME.order` and the tables.
        let known = |p: &str| {
            let s: Vec<&str> = p.split('.').collect();
            matches!(
                s.as_slice(),
                ["pool"] | ["pool", "cap"] | ["pods"] | ["pods", _] | ["pods", _, "order"]
            )
        };
        let line = |l: &str, table: &str| toml_line(l, table, &known);
        assert_eq!(line("cap = 5", "pool"), "cap = 5");
        assert_eq!(line("pool.cap = 5", ""), "pool.cap = 5");
        assert_eq!(line("cap = 5", "tables"), "cap = ***");
        assert_eq!(line("password = \"S3cret\"", "pods.a"), "password = ***");
        assert_eq!(line("url = mysql://u:S3cret@h/x", "pods.a"), "url = ***");
        // Unknown and mistyped keys, whatever they are called.
        for key in ["pw", "pasword", "key", "apikey", "p", "\"db-password\""] {
            assert_eq!(
                line(&format!("{key} = \"S3cret\""), "pods.a"),
                format!("{key} = ***")
            );
        }
        assert_eq!(
            line("a = { order = 1, url = \"mysql://u:S3cret@h/x\" }", "pods"),
            "a = { order = 1, url = ***"
        );
        assert_eq!(
            line("pods.a = { order = 1, pw = \"S3cret\" }", ""),
            "pods.a = { order = 1, pw = ***"
        );
        assert_eq!(line("cap = \"u:S3cret@h\"", "pool"), "cap = ***");
        // No `=`: a word that is no key of the caller's is hidden whole.
        assert_eq!(line("  password \"S3cret\"", "pods.a"), "  ***");
        assert_eq!(line("url \"mysql://u:S3cret@h\"", "pods.a"), "***");
        assert_eq!(line("  MySecretPass", "pods.a"), "  ***");
        assert_eq!(line("\"S3cret\" junk", ""), "***");
        assert_eq!(line("cap 5", "pool"), "cap 5");
        assert_eq!(line("[pool", ""), "[pool");
    }
}
