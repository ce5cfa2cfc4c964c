//! Clauses of MySQL read to the letter of the server's grammar, each
//! saying where it ends or where the server rejects it: `INTO OUTFILE` /
//! `INTO DUMPFILE` with their export options (read by [`super::rewrites`],
//! which drops a well-formed one for sqlparser, and by
//! [`super::rejected`]), an event's `ON SCHEDULE EVERY`, a column's `ON
//! UPDATE`, and the interval units both the schedule and the rewrites
//! know.
//!
//! Each check is written for what both MySQL 8 and MariaDB 10.11 accept,
//! each rejection checked against the judge server; a form neither known
//! nor provably wrong is left to sqlparser and [`super::validity`].

use super::tokens::{is_kw, is_word};
use sqlparser::keywords::Keyword;
use sqlparser::tokenizer::{Token, TokenWithSpan};

/// What an `INTO OUTFILE` / `INTO DUMPFILE` clause is, read from its `INTO`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Export {
    /// Well formed: the index after its last token.
    Clause(usize),
    /// The server rejects it: the token to point at, and why.
    Rejected(usize, String),
    /// A form poolctl does not know (a character set introducer, a
    /// placeholder for the file): neither read nor judged.
    Unknown,
}

/// A query's `INTO` clause (`SELECT`, `WITH` or a parenthesised query;
/// the first `INTO` outside parentheses) and what its export clause is;
/// None for no query, no `INTO`, or an `INTO` of variables.
pub fn export_in_query(tokens: &[TokenWithSpan]) -> Option<(usize, Export)> {
    let query = tokens.first().is_some_and(|t| {
        is_kw(&t.token, Keyword::SELECT)
            || is_kw(&t.token, Keyword::WITH)
            || t.token == Token::LParen
    });
    if !query {
        return None;
    }
    let mut depth = 0i32;
    for (k, t) in tokens.iter().enumerate() {
        match &t.token {
            Token::LParen => depth += 1,
            Token::RParen => depth -= 1,
            tok if depth == 0 && is_kw(tok, Keyword::INTO) => {
                return export_clause(tokens, k).map(|e| (k, e));
            }
            _ => {}
        }
    }
    None
}

/// A text string of the export options: quoted, or a hexadecimal or binary
/// literal.
pub fn is_text(t: &Token) -> bool {
    match t {
        Token::SingleQuotedString(_)
        | Token::DoubleQuotedString(_)
        | Token::NationalStringLiteral(_)
        | Token::HexStringLiteral(_) => true,
        Token::Number(n, _) => n.starts_with("0x") || n.starts_with("0b"),
        _ => false,
    }
}

/// `INTO OUTFILE 'file' [CHARACTER SET cs] [{FIELDS | COLUMNS} term ...]
/// [LINES term ...]` or `INTO DUMPFILE 'file'`, from `at` (the `INTO`).
/// FIELDS takes `TERMINATED BY`, `[OPTIONALLY] ENCLOSED BY`, `ESCAPED
/// BY`, LINES `STARTING BY`, `TERMINATED BY`, each in any order, at least
/// one, each followed by a text string; FIELDS comes before LINES, and a
/// DUMPFILE (one row, as it is) takes none of them. None: no such clause
/// at `at`.
pub fn export_clause(tokens: &[TokenWithSpan], at: usize) -> Option<Export> {
    let t = |i: usize| tokens.get(i).map(|t| &t.token);
    if !t(at).is_some_and(|w| is_kw(w, Keyword::INTO)) {
        return None;
    }
    let dumpfile = t(at + 1).is_some_and(|w| is_word(w, "DUMPFILE"));
    if !dumpfile && !t(at + 1).is_some_and(|w| is_word(w, "OUTFILE")) {
        return None;
    }
    let what = if dumpfile { "DUMPFILE" } else { "OUTFILE" };
    let mut i = at + 2;
    match t(i) {
        Some(f) if is_text(f) => i += 1,
        None | Some(Token::Word(_)) => {
            return Some(Export::Rejected(
                at + 1,
                format!("`INTO {what}` needs the file's name, a quoted string"),
            ));
        }
        Some(_) => return Some(Export::Unknown),
    }
    let option = |w: &Token| {
        ["CHARACTER", "CHARSET", "FIELDS", "COLUMNS", "LINES"]
            .iter()
            .any(|k| is_word(w, k))
    };
    if dumpfile {
        return Some(match t(i) {
            Some(w) if option(w) => Export::Rejected(
                i,
                format!(
                    "`INTO DUMPFILE` writes one row as it is: it takes no `{w}` (that is `INTO OUTFILE`'s)"
                ),
            ),
            _ => Export::Clause(i),
        });
    }
    let charset = if t(i).is_some_and(|w| is_word(w, "CHARSET")) {
        1
    } else if t(i).is_some_and(|w| is_word(w, "CHARACTER"))
        && t(i + 1).is_some_and(|w| is_kw(w, Keyword::SET))
    {
        2
    } else {
        0
    };
    if charset > 0 {
        match t(i + charset) {
            Some(Token::Word(_) | Token::SingleQuotedString(_)) => i += charset + 1,
            _ => return Some(Export::Unknown),
        }
    }
    const FIELD_TERMS: &[&str] = &["TERMINATED", "ENCLOSED", "OPTIONALLY", "ESCAPED"];
    const LINE_TERMS: &[&str] = &["STARTING", "TERMINATED"];
    let mut lines_seen = false;
    for (group, terms, other) in [
        (&["FIELDS", "COLUMNS"][..], FIELD_TERMS, LINE_TERMS),
        (&["LINES"][..], LINE_TERMS, FIELD_TERMS),
    ] {
        let Some(head) = t(i).filter(|w| group.iter().any(|g| is_word(w, g))) else {
            continue;
        };
        let head_at = i;
        i += 1;
        let mut n = 0;
        while let Some(w) = t(i) {
            let term = if terms.iter().any(|k| is_word(w, k)) {
                w
            } else if other.iter().any(|k| is_word(w, k)) {
                return Some(Export::Rejected(
                    i,
                    format!("`{w} BY` is no option of `{head}`"),
                ));
            } else {
                break;
            };
            let by = if is_word(term, "OPTIONALLY") {
                if !t(i + 1).is_some_and(|w| is_word(w, "ENCLOSED")) {
                    return Some(Export::Rejected(
                        i,
                        format!("`{term}` must be followed by `ENCLOSED BY`"),
                    ));
                }
                i + 2
            } else {
                i + 1
            };
            if !t(by).is_some_and(|w| is_kw(w, Keyword::BY)) {
                return Some(Export::Rejected(
                    i,
                    format!("`{term}` must be followed by `BY` and a string"),
                ));
            }
            match t(by + 1) {
                Some(v) if is_text(v) => {}
                None | Some(Token::Word(_)) => {
                    return Some(Export::Rejected(
                        by,
                        format!("`{term} BY` needs a quoted string"),
                    ));
                }
                Some(_) => return Some(Export::Unknown),
            }
            i = by + 2;
            n += 1;
        }
        if n == 0 {
            return Some(Export::Rejected(
                head_at,
                format!(
                    "`{head}` needs at least one of {}",
                    if group[0] == "LINES" {
                        "STARTING BY, TERMINATED BY"
                    } else {
                        "TERMINATED BY, [OPTIONALLY] ENCLOSED BY, ESCAPED BY"
                    }
                ),
            ));
        }
        lines_seen = group[0] == "LINES";
    }
    if lines_seen && t(i).is_some_and(|w| is_word(w, "FIELDS") || is_word(w, "COLUMNS")) {
        return Some(Export::Rejected(
            i,
            "`FIELDS` comes before `LINES` in the export options".into(),
        ));
    }
    if t(i).is_some_and(option) {
        return Some(Export::Unknown);
    }
    Some(Export::Clause(i))
}

/// MySQL's compound interval units, reserved words that name only a unit
/// (`INTERVAL '1:30' MINUTE_SECOND`, `EXTRACT(YEAR_MONTH FROM d)`), and the
/// unit each starts with.
pub const COMPOUND_UNITS: &[(&str, &str)] = &[
    ("SECOND_MICROSECOND", "SECOND"),
    ("MINUTE_MICROSECOND", "MINUTE"),
    ("MINUTE_SECOND", "MINUTE"),
    ("HOUR_MICROSECOND", "HOUR"),
    ("HOUR_SECOND", "HOUR"),
    ("HOUR_MINUTE", "HOUR"),
    ("DAY_MICROSECOND", "DAY"),
    ("DAY_SECOND", "DAY"),
    ("DAY_MINUTE", "DAY"),
    ("DAY_HOUR", "DAY"),
    ("YEAR_MONTH", "YEAR"),
];

/// Simple interval units (`EVERY 1 HOUR`).
const UNITS: &[&str] = &[
    "MICROSECOND",
    "SECOND",
    "MINUTE",
    "HOUR",
    "DAY",
    "WEEK",
    "MONTH",
    "QUARTER",
    "YEAR",
];

/// Whether `t` is an interval unit, simple or compound.
fn is_unit(t: &Token) -> bool {
    UNITS.iter().any(|u| is_word(t, u)) || COMPOUND_UNITS.iter().any(|(u, _)| is_word(t, u))
}

/// An event's `ON SCHEDULE EVERY quantity unit`, from `i` (after `EVENT`)
/// to its `DO`: a quantity (an expression; `INTERVAL` is a reserved word,
/// none) and a unit before the next clause (`STARTS`, `ENDS`, `ON
/// COMPLETION`, `COMMENT`, `ENABLE`, `DISABLE`, `RENAME`, `DO`).
pub fn event_schedule(tokens: &[TokenWithSpan], i: usize) -> Option<(usize, String)> {
    let t = |i: usize| tokens.get(i).map(|t| &t.token);
    let body = (i..tokens.len())
        .find(|&k| t(k).is_some_and(|w| is_word(w, "DO")))
        .unwrap_or(tokens.len());
    let every = (i..body).find(|&k| t(k).is_some_and(|w| is_word(w, "EVERY")))?;
    let quantity = every + 1;
    if t(quantity).is_some_and(|w| is_word(w, "INTERVAL")) {
        return Some((
            quantity,
            "`INTERVAL` is a reserved word, no quantity: `EVERY` takes a number and a unit \
             (`EVERY 10 SECOND`)"
                .into(),
        ));
    }
    const CLAUSES: &[&str] = &[
        "STARTS", "ENDS", "ON", "COMMENT", "ENABLE", "DISABLE", "RENAME",
    ];
    let mut depth = 0i32;
    let mut end = body;
    for k in quantity..body {
        match t(k) {
            Some(Token::LParen) => depth += 1,
            Some(Token::RParen) => depth -= 1,
            Some(w) if depth == 0 && CLAUSES.iter().any(|c| is_word(w, c)) => {
                end = k;
                break;
            }
            _ => {}
        }
    }
    if end <= quantity + 1 {
        return Some((
            end.saturating_sub(1).max(every),
            "`EVERY` takes a quantity and a unit (`EVERY 1 HOUR`)".into(),
        ));
    }
    let unit = &tokens[end - 1].token;
    if is_unit(unit) {
        return None;
    }
    Some((
        end - 1,
        format!(
            "`{unit}` is no interval unit: `EVERY` ends with one (SECOND, MINUTE, HOUR, DAY, ...)"
        ),
    ))
}

/// `ON UPDATE` in a table's definition, from `i`: a column's current time
/// (`CURRENT_TIMESTAMP`, `LOCALTIME`, `LOCALTIMESTAMP`, `NOW()`, each with
/// an optional precision) or a foreign key's action (`CASCADE`,
/// `RESTRICT`, `SET NULL`, `SET DEFAULT`, `NO ACTION`); nothing else.
pub fn on_update(tokens: &[TokenWithSpan], i: usize) -> Option<(usize, String)> {
    let t = |i: usize| tokens.get(i).map(|t| &t.token);
    for k in i..tokens.len() {
        if !(t(k).is_some_and(|w| is_word(w, "ON"))
            && t(k + 1).is_some_and(|w| is_word(w, "UPDATE")))
        {
            continue;
        }
        let Some(what) = t(k + 2) else {
            return Some((k + 1, "`ON UPDATE` names nothing".into()));
        };
        let now = ["CURRENT_TIMESTAMP", "LOCALTIME", "LOCALTIMESTAMP"]
            .iter()
            .any(|w| is_word(what, w));
        let action = ["CASCADE", "RESTRICT", "SET", "NO"]
            .iter()
            .any(|w| is_word(what, w));
        if now || action {
            continue;
        }
        if is_word(what, "NOW") {
            if t(k + 3) == Some(&Token::LParen) {
                continue;
            }
            return Some((
                k + 2,
                "`ON UPDATE NOW` needs its parentheses: `ON UPDATE NOW()` (or \
                 `CURRENT_TIMESTAMP`)"
                    .into(),
            ));
        }
        return Some((
            k + 2,
            format!(
                "`ON UPDATE {what}`: a column's `ON UPDATE` takes only CURRENT_TIMESTAMP (LOCALTIME, \
                 LOCALTIMESTAMP, NOW()), a foreign key's CASCADE, RESTRICT, SET NULL, SET DEFAULT \
                 or NO ACTION"
            ),
        ));
    }
    None
}

#[cfg(test)]
mod tests {
    use crate::lint::syntax::rejected::anywhere;
    use crate::lint::syntax::script::Server;
    use crate::lint::testing::tokens as toks;

    /// The word the server's rejection points at, as `rejected` reports it.
    fn at(sql: &str) -> Option<String> {
        let t = toks(sql);
        anywhere(&t, Server::parse("mysql-8.4")?).map(|(k, _)| t[k].token.to_string())
    }

    #[test]
    fn event_schedules_column_updates_and_export_options() {
        // Each rejected by the judge (MariaDB 10.11) as a syntax error.
        for (sql, word) in [
            (
                "CREATE EVENT e ON SCHEDULE EVERY interval SECOND DO SELECT 1",
                "interval",
            ),
            (
                "CREATE EVENT e ON SCHEDULE EVERY INTERVAL 1 SECOND DO SELECT 1",
                "INTERVAL",
            ),
            ("CREATE EVENT e ON SCHEDULE EVERY 1 DO SELECT 1", "1"),
            (
                "CREATE EVENT e ON SCHEDULE EVERY 1 SECONDS DO SELECT 1",
                "SECONDS",
            ),
            ("ALTER EVENT e ON SCHEDULE EVERY 5 MINUTES", "MINUTES"),
            (
                "CREATE TABLE t (ts TIMESTAMP NULL DEFAULT NOW ON UPDATE NOW)",
                "NOW",
            ),
            (
                "CREATE TABLE t (ts TIMESTAMP NULL ON UPDATE SYSDATE)",
                "SYSDATE",
            ),
            (
                "CREATE TABLE t (ts TIMESTAMP NULL ON UPDATE UTC_TIMESTAMP())",
                "UTC_TIMESTAMP",
            ),
            (
                "CREATE TABLE t (d DATE NULL ON UPDATE CURRENT_DATE)",
                "CURRENT_DATE",
            ),
            ("ALTER TABLE t MODIFY ts TIMESTAMP ON UPDATE NOW", "NOW"),
            ("SELECT * FROM t INTO OUTFILE", "OUTFILE"),
            ("SELECT * FROM t INTO OUTFILE '/tmp/a' FIELDS", "FIELDS"),
            ("SELECT * FROM t INTO OUTFILE '/tmp/a' LINES", "LINES"),
            (
                "SELECT * FROM t INTO OUTFILE '/tmp/a' FIELDS TERMINATED ','",
                "TERMINATED",
            ),
            (
                "SELECT * FROM t INTO OUTFILE '/tmp/a' FIELDS OPTIONALLY BY ','",
                "OPTIONALLY",
            ),
            (
                "SELECT * FROM t INTO OUTFILE '/tmp/a' LINES ENCLOSED BY ','",
                "ENCLOSED",
            ),
            (
                "SELECT * FROM t INTO OUTFILE '/tmp/a' LINES TERMINATED BY '\\n' FIELDS TERMINATED BY ','",
                "FIELDS",
            ),
            (
                "SELECT * FROM t INTO DUMPFILE '/tmp/a' FIELDS TERMINATED BY ','",
                "FIELDS",
            ),
            (
                "SELECT * FROM t INTO DUMPFILE '/tmp/a' CHARACTER SET utf8mb4",
                "CHARACTER",
            ),
        ] {
            assert_eq!(at(sql).as_deref(), Some(word), "{sql}");
        }
        // Each accepted by the judge.
        for ok in [
            "CREATE EVENT e ON SCHEDULE EVERY 1 HOUR COMMENT 'x' DO DELETE FROM s",
            "CREATE EVENT e ON SCHEDULE EVERY 1+1 SECOND STARTS CURRENT_TIMESTAMP + INTERVAL 10 SECOND \
             ENDS CURRENT_TIMESTAMP + INTERVAL 2 MINUTE ON COMPLETION PRESERVE DO SELECT 1",
            "CREATE EVENT e ON SCHEDULE EVERY '1:30' HOUR_MINUTE DO SELECT 1",
            "CREATE EVENT e ON SCHEDULE AT CURRENT_TIMESTAMP + INTERVAL 1 DAY DO SELECT 1",
            "ALTER EVENT e ON SCHEDULE EVERY 5 MINUTE DISABLE",
            "ALTER EVENT e RENAME TO f",
            "CREATE TABLE t (ts TIMESTAMP NULL DEFAULT NOW() ON UPDATE NOW())",
            "CREATE TABLE t (ts TIMESTAMP(3) NULL ON UPDATE localtime(3), u DATETIME ON UPDATE CURRENT_TIMESTAMP)",
            "CREATE TABLE t (id INT, p INT, FOREIGN KEY (p) REFERENCES u(id) ON UPDATE SET NULL ON DELETE CASCADE)",
            "ALTER TABLE t ADD FOREIGN KEY (p) REFERENCES u(id) ON UPDATE NO ACTION",
            "SELECT * INTO OUTFILE '/tmp/a' FIELDS TERMINATED BY ',' FROM t WHERE a = 1",
            "SELECT * FROM t INTO OUTFILE '/tmp/a' CHARACTER SET utf8mb4 COLUMNS ESCAPED BY 'x' \
             TERMINATED BY ',' OPTIONALLY ENCLOSED BY '\"' LINES STARTING BY '>' TERMINATED BY '\\n'",
            "SELECT * FROM t INTO OUTFILE \"/tmp/a\" FIELDS TERMINATED BY 0x2c",
            "SELECT * FROM t FOR UPDATE INTO DUMPFILE ''",
            "SELECT a INTO @a FROM t",
        ] {
            assert_eq!(at(ok), None, "{ok}");
        }
    }
}
