//! Reading server text without tokens, in one pass: what a statement too
//! long to tokenize leaves open, whether a text says a word (the streamed
//! run's cheap look before it analyses a piece), and every routine name a
//! text could CALL.

use super::lexing::{
    close_quote, dash_comment, executable_opener, ident_byte, line_end, skip_comments,
};

/// What one pass over a statement too long to tokenize says of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LongRead {
    /// Where it leaves a string, a quoted name, a comment or a parenthesis
    /// open at its end, or closes a parenthesis it never opened, and what:
    /// a syntax error on any server.
    pub open: Option<(usize, &'static str)>,
    /// No placeholder (`?`), no variable (`@`) and no word SELECT outside
    /// strings and comments: its values are spelled out in the text.
    pub spelled_out: bool,
}

/// Read `text` (one statement the server reads) once, with no tokens.
pub fn read_long(text: &str) -> LongRead {
    let b = text.as_bytes();
    let mut spelled_out = true;
    let mut open: Vec<usize> = Vec::new();
    let mut i = 0;
    let stop = |c: &u8| {
        matches!(
            c,
            b'\'' | b'"' | b'`' | b'#' | b'-' | b'/' | b'(' | b')' | b'?' | b'@' | b's' | b'S'
        )
    };
    while i < b.len() {
        let Some(k) = b[i..].iter().position(stop) else {
            break;
        };
        i += k;
        match b[i] {
            b'\'' | b'"' | b'`' => match close_quote(b, i) {
                Some(end) => i = end,
                None => {
                    return LongRead {
                        open: Some((i, "a quote that is never closed")),
                        spelled_out,
                    };
                }
            },
            b'#' => i = line_end(b, i),
            b'-' if dash_comment(b, i) => i = line_end(b, i),
            b'/' if b.get(i + 1) == Some(&b'*') => match memchr::memmem::find(&b[i + 2..], b"*/") {
                Some(k) => i += 2 + k + 2,
                None => {
                    return LongRead {
                        open: Some((i, "a comment that is never closed")),
                        spelled_out,
                    };
                }
            },
            b'(' => {
                open.push(i);
                i += 1;
            }
            b')' => {
                if open.pop().is_none() {
                    return LongRead {
                        open: Some((i, "a `)` with no `(` before it")),
                        spelled_out,
                    };
                }
                i += 1;
            }
            b'?' | b'@' => {
                spelled_out = false;
                i += 1;
            }
            _ => {
                // `s`: the word SELECT?
                if b.len() - i >= 6
                    && b[i..i + 6].eq_ignore_ascii_case(b"select")
                    && (i == 0 || !ident_byte(b[i - 1]))
                    && b.get(i + 6).is_none_or(|&c| !ident_byte(c))
                {
                    spelled_out = false;
                }
                i += 1;
            }
        }
    }
    LongRead {
        open: open.last().map(|&at| (at, "a `(` that is never closed")),
        spelled_out,
    }
}

/// Whether `text` says `word` (lower case ASCII) as the server would read
/// it, in any case: a word of its own, or glued to a version-gated
/// executable comment's opener (`/*!50003CREATE`, `/*M!100100CREATE`),
/// which the server reads as the word. Looser than a statement needs
/// (strings and comments count): for skipping files that cannot say it.
pub fn says_word(text: &str, word: &str) -> bool {
    words_at(text.as_bytes(), word.as_bytes()).next().is_some()
}

/// How many times `text` says CREATE (as [`says_word`] reads it).
pub fn creates(text: &str) -> usize {
    words_at(text.as_bytes(), b"create").count()
}

/// Where `b` says `w` (lower case ASCII) as [`says_word`] reads it.
fn words_at<'b>(b: &'b [u8], w: &'b [u8]) -> impl Iterator<Item = usize> + 'b {
    let mut at = 0;
    std::iter::from_fn(move || {
        while let Some(k) = memchr::memchr2(w[0], w[0].to_ascii_uppercase(), &b[at..]) {
            let i = at + k;
            at = i + 1;
            if b.len() - i >= w.len()
                && b[i..i + w.len()].eq_ignore_ascii_case(w)
                && b.get(i + w.len()).is_none_or(|&c| !ident_byte(c))
            {
                let digits = b[..i]
                    .iter()
                    .rev()
                    .take_while(|c| c.is_ascii_digit())
                    .count();
                let before = &b[..i - digits];
                if i == 0
                    || !ident_byte(b[i - 1])
                    || (digits > 0 && (before.ends_with(b"/*!") || before.ends_with(b"/*M!")))
                {
                    return Some(i);
                }
            }
        }
        None
    })
}

/// Every routine name `text` could CALL, lower case and without its schema,
/// as the analysis names them (`Flow::Call`): the name after each word CALL,
/// wherever it is (strings and comments too), so a superset. A routine whose
/// name is not in any input's set is called by none of them.
pub fn call_targets(text: &str, out: &mut std::collections::HashSet<String>) {
    let b = text.as_bytes();
    for i in words_at(b, b"call") {
        let mut j = i + 4;
        let mut last = None;
        loop {
            loop {
                j = skip_comments(b, j, b.len());
                match executable_opener(b, j) {
                    Some((_, len, _)) => j += len,
                    None => break,
                }
            }
            let Some(&c) = b.get(j) else { break };
            let name: Vec<u8> = if matches!(c, b'`' | b'"') {
                let end = close_quote(b, j).unwrap_or(b.len());
                let inner = &b[j + 1..end.saturating_sub(1).max(j + 1)];
                j = end;
                let mut v = Vec::with_capacity(inner.len());
                let mut k = 0;
                while k < inner.len() {
                    v.push(inner[k]);
                    k += if inner[k] == c && inner.get(k + 1) == Some(&c) {
                        2
                    } else {
                        1
                    };
                }
                v
            } else {
                let n = b[j..].iter().take_while(|c| ident_byte(**c)).count();
                if n == 0 {
                    break;
                }
                j += n;
                b[j - n..j].to_vec()
            };
            last = Some(name);
            let k = skip_comments(b, j, b.len());
            if b.get(k) == Some(&b'.') {
                j = k + 1;
            } else {
                break;
            }
        }
        if let Some(name) = last {
            out.insert(String::from_utf8_lossy(&name).to_ascii_lowercase());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn call_targets_are_a_superset_of_the_names_called() {
        let mut got = std::collections::HashSet::new();
        call_targets(
            "CALL a(); call `shop`.`B``x`(1); CALL /* why */ c; /*!50003 CALL d() */ \
             SELECT 'CALL e()'; recall f(); CALL\n  g.h ; xcall i; CALL \"J\"",
            &mut got,
        );
        let mut got: Vec<_> = got.into_iter().collect();
        got.sort();
        assert_eq!(got, ["a", "b`x", "c", "d", "e", "h", "j"]);
    }

    #[test]
    fn unbalanced_text_is_found_in_one_pass() {
        let unbalanced = |t: &str| read_long(t).open;
        assert_eq!(unbalanced("INSERT INTO t VALUES (1,'a'),(2,'b)')"), None);
        assert_eq!(
            unbalanced("INSERT INTO t VALUES (1,'it''s'),(2,\"a\\\"b\") -- (\n /* ( */ # (\n"),
            None
        );
        assert_eq!(
            unbalanced("INSERT INTO t VALUES (1,'a'),(2"),
            Some((29, "a `(` that is never closed"))
        );
        assert_eq!(
            unbalanced("INSERT INTO t VALUES (1,'a'),(2,'b"),
            Some((32, "a quote that is never closed"))
        );
        assert_eq!(
            unbalanced("INSERT INTO t VALUES (1))"),
            Some((24, "a `)` with no `(` before it"))
        );
        assert_eq!(
            unbalanced("INSERT INTO t VALUES (1) /* x"),
            Some((25, "a comment that is never closed"))
        );
        let spelled = |t: &str| read_long(t).spelled_out;
        assert!(spelled(
            "INSERT INTO t VALUES (1,'a?@ select'),(NOW(), _binary 'x') -- ?\n"
        ));
        assert!(spelled("INSERT INTO selections VALUES (1, reselect)"));
        assert!(!spelled("INSERT INTO t VALUES (1, ?)"));
        assert!(!spelled("INSERT INTO t VALUES (1, @v)"));
        assert!(!spelled(
            "INSERT INTO t VALUES (1, (SELECT max(id) FROM u))"
        ));
    }

    #[test]
    fn words_as_the_server_reads_them() {
        assert!(says_word("x; Create TABLE t (a INT)", "create"));
        assert!(!says_word("SELECT recreated FROM t", "create"));
        // A version-gated executable comment glues the word to the version:
        // the server reads CREATE there, so neither check may skip it.
        for says in [
            "/*!50003CREATE*/ PROCEDURE p() SELECT 1",
            "/*M!100100CREATE*/ TABLE t (a INT)",
            "/*!CREATE*/ TABLE t (a INT)",
            "x;\ncall p()",
            "CREATE TABLE t (a INT)",
        ] {
            assert!(
                says_word(
                    says,
                    if says.contains("call") {
                        "call"
                    } else {
                        "create"
                    }
                ),
                "{says}"
            );
        }
        // Words that only contain it (most DML files: `created_at`).
        for not in [
            "SELECT 1 FROM t",
            "SELECT created_at, recall FROM t",
            "SELECT x50003create FROM t",
            "UPDATE t SET callback = 1",
        ] {
            assert!(
                !says_word(not, "create") && !says_word(not, "call"),
                "{not}"
            );
        }
    }
}
