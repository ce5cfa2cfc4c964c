//! What a connection tag is: `conn_tag:NAME` inside an SQL comment, naming the
//! business process that sends the statement (`/* conn_tag:checkout_reserve */
//! DELETE ...`). The one definition, shared by `poolctl lint` (the
//! `missing-conn-tag` rule reads comments from its tokenizer) and
//! `poolctl conn-tags` (which reads statement texts from the server or a log).
//!
//! A NAME is letters, digits, `_`, `-` and `.`; the first tag of a statement
//! wins. Pure and allocation-free on the fast path: a text without
//! `conn_tag:` is rejected by one substring search.

use memchr::memmem;

/// The marker that starts a tag inside a comment.
pub const MARKER: &str = "conn_tag:";

/// The tag the `conn-tags` sampler puts on its own queries (left out of every
/// report).
pub const SAMPLER_TAG: &str = "poolctl_conn_tags";

fn is_name_char(c: char) -> bool {
    c.is_alphanumeric() || "_-.".contains(c)
}

/// The tag name in one comment's text (`/* conn_tag:NAME */`, `-- conn_tag:NAME`).
pub fn name_in_comment(comment: &str) -> Option<&str> {
    let i = memmem::find(comment.as_bytes(), MARKER.as_bytes())?;
    let rest = comment[i + MARKER.len()..].trim_start();
    let end = rest
        .char_indices()
        .find(|&(_, c)| !is_name_char(c))
        .map_or(rest.len(), |(i, _)| i);
    (end > 0).then(|| &rest[..end])
}

/// [`name_in_comment`], owned.
pub fn in_comment(comment: &str) -> Option<String> {
    name_in_comment(comment).map(str::to_string)
}

/// The first tag in a comment of a whole statement's text. Comments are
/// `/* ... */` (also `/*! ... */` and `/*+ ... */`), `-- ...` and `# ...` to the
/// end of the line; text inside quotes (`'...'`, `"..."`, `` `...` ``) is not a
/// comment, so `SELECT 'conn_tag:x'` is untagged.
pub fn in_sql(sql: &str) -> Option<&str> {
    let bytes = sql.as_bytes();
    // Fast path: no marker anywhere, no tag.
    memmem::find(bytes, MARKER.as_bytes())?;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            q @ (b'\'' | b'"' | b'`') => {
                i += 1;
                while i < bytes.len() {
                    if bytes[i] == b'\\' && q != b'`' {
                        i += 2;
                        continue;
                    }
                    if bytes[i] == q {
                        // A doubled quote is an escaped quote.
                        if bytes.get(i + 1) == Some(&q) {
                            i += 2;
                            continue;
                        }
                        break;
                    }
                    i += 1;
                }
                i += 1;
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                let start = i + 2;
                let end = memmem::find(&bytes[start..], b"*/").map_or(bytes.len(), |e| start + e);
                if let Some(name) = name_in_comment(&sql[start..end]) {
                    return Some(name);
                }
                i = end + 2;
            }
            b'-' if bytes.get(i + 1) == Some(&b'-')
                && bytes.get(i + 2).is_none_or(|c| c.is_ascii_whitespace()) =>
            {
                let eol = line_end(bytes, i + 2);
                if let Some(name) = name_in_comment(&sql[i + 2..eol]) {
                    return Some(name);
                }
                i = eol;
            }
            b'#' => {
                let eol = line_end(bytes, i + 1);
                if let Some(name) = name_in_comment(&sql[i + 1..eol]) {
                    return Some(name);
                }
                i = eol;
            }
            _ => i += 1,
        }
    }
    None
}

/// The end (exclusive) of the line that `from` is on.
fn line_end(bytes: &[u8], from: usize) -> usize {
    memchr::memchr(b'\n', &bytes[from..]).map_or(bytes.len(), |e| from + e)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comment_forms() {
        assert_eq!(name_in_comment(" conn_tag:checkout "), Some("checkout"));
        assert_eq!(
            name_in_comment("conn_tag: pool-refill.v2 x"),
            Some("pool-refill.v2")
        );
        assert_eq!(name_in_comment("conn_tag:"), None);
        assert_eq!(name_in_comment("no tag here"), None);
    }

    #[test]
    fn tags_in_statements() {
        assert_eq!(
            in_sql("/* conn_tag:checkout_reserve */ DELETE FROM u WHERE id = 1"),
            Some("checkout_reserve")
        );
        assert_eq!(in_sql("SELECT 1 /* conn_tag:tail */"), Some("tail"));
        assert_eq!(in_sql("SELECT 1 -- conn_tag:dash\n"), Some("dash"));
        assert_eq!(in_sql("SELECT 1 # conn_tag:hash"), Some("hash"));
        assert_eq!(in_sql("/*+ conn_tag:hint */ SELECT 1"), Some("hint"));
        assert_eq!(in_sql("SELECT 1"), None);
        // In a string or a quoted identifier it is data, not a tag.
        assert_eq!(in_sql("SELECT 'conn_tag:no' FROM t"), None);
        assert_eq!(in_sql("SELECT \"/* conn_tag:no */\""), None);
        assert_eq!(in_sql("SELECT `conn_tag:no` FROM t"), None);
        assert_eq!(in_sql("SELECT 'it''s /* conn_tag:no */'"), None);
        assert_eq!(
            in_sql("SELECT 'a\\' /* conn_tag:no */' /* conn_tag:yes */"),
            Some("yes")
        );
        // `--` needs a space after it to start a comment in MySQL.
        assert_eq!(in_sql("SELECT 1--conn_tag:no"), None);
        // The first tag wins.
        assert_eq!(
            in_sql("/* conn_tag:a */ SELECT /* conn_tag:b */ 1"),
            Some("a")
        );
        // Unterminated comment: still read to the end.
        assert_eq!(in_sql("SELECT 1 /* conn_tag:open"), Some("open"));
    }
}
