//! What the server accepts, as far as poolctl can tell without being one:
//! which statements to hand to sqlparser, and whether a statement sqlparser
//! cannot parse is a syntax error (the server rejects it too: `parse-error`)
//! or valid MySQL poolctl cannot follow (`unsupported-syntax`).
//!
//! sqlparser 0.64 misses a good part of MySQL (`CREATE USER 'u'@'h'
//! IDENTIFIED BY`, `VARCHAR(40) BINARY`, `SHOW ... WHERE`, many table
//! options, ...), so a parser failure alone proves nothing. A statement is
//! reported as a syntax error only on evidence the server would agree with:
//! a first word that starts no MySQL statement, unbalanced parentheses, a
//! misspelt clause keyword where the parser stopped, or a statement that
//! ends where an operand must follow. Everything else sqlparser cannot parse
//! is `unsupported-syntax`.

use super::keywords::Keyword;
use super::scan::RawStatement;
use super::source::Span;
use super::tokens::{is_word as is, unquoted_word as word};
use sqlparser::tokenizer::{Token, TokenWithSpan};

/// What a statement is to poolctl, from its first words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Category {
    /// Reads or writes rows (or calls a procedure): parsed and analysed.
    Dml,
    /// CREATE TABLE: parsed for the schema (keys), never an error.
    CreateTable,
    /// Valid MySQL poolctl has nothing to check in (SHOW, GRANT, ALTER, ...).
    Other,
    /// Starts with a word no MySQL statement starts with.
    Unknown,
}

/// Words a MySQL or MariaDB statement can start with, besides the DML ones,
/// those that open a compound statement and those only stored programs
/// have ([`Keyword`]).
const STARTERS: &[&str] = &[
    "ALTER",
    "ANALYZE",
    "BACKUP",
    "BINLOG",
    "CACHE",
    "CHANGE",
    "CHECK",
    "CHECKSUM",
    "CLONE",
    "COMMIT",
    "CREATE",
    "DEALLOCATE",
    "DESC",
    "DESCRIBE",
    "DROP",
    "EXECUTE",
    "EXPLAIN",
    "FLUSH",
    "GRANT",
    "HANDLER",
    "HELP",
    "IMPORT",
    "INSTALL",
    "KILL",
    "LOAD",
    "LOCK",
    "OPTIMIZE",
    "PREPARE",
    "PURGE",
    "RELEASE",
    "RENAME",
    "REPAIR",
    "RESET",
    "RESTART",
    "REVOKE",
    "ROLLBACK",
    "SAVEPOINT",
    "SET",
    "SHOW",
    "SHUTDOWN",
    "START",
    "STOP",
    "TRUNCATE",
    "UNINSTALL",
    "UNLOCK",
    "USE",
    "XA",
    "DELIMITER",
];

const DML: &[&str] = &[
    "SELECT", "WITH", "INSERT", "REPLACE", "UPDATE", "DELETE", "TABLE", "VALUES", "CALL", "DO",
];

pub fn category(tokens: &[TokenWithSpan]) -> Category {
    let Some(first) = tokens.first() else {
        return Category::Other;
    };
    if first.token == Token::LParen {
        return Category::Dml;
    }
    let Some(w) = word(&first.token) else {
        return Category::Unknown;
    };
    if DML.iter().any(|k| w.eq_ignore_ascii_case(k)) {
        return Category::Dml;
    }
    if w.eq_ignore_ascii_case("CREATE") {
        let table = tokens
            .iter()
            .skip(1)
            .take(4)
            .map(|t| &t.token)
            .find(|t| !(is(t, "OR") || is(t, "REPLACE") || is(t, "TEMPORARY")));
        return if table.is_some_and(|t| is(t, "TABLE")) {
            Category::CreateTable
        } else {
            Category::Other
        };
    }
    // `label: BEGIN` and friends (MariaDB compound statements at top level).
    if tokens.get(1).map(|t| &t.token) == Some(&Token::Colon) {
        return Category::Other;
    }
    let compound = Keyword::of_token(&first.token)
        .is_some_and(|k| k.opens_compound() || k.starts_program_statement());
    if compound || STARTERS.iter().any(|k| w.eq_ignore_ascii_case(k)) {
        Category::Other
    } else {
        Category::Unknown
    }
}

/// Clause keywords whose misspellings are syntax errors worth naming.
const CLAUSES: &[&str] = &[
    "SELECT",
    "FROM",
    "WHERE",
    "LIMIT",
    "ORDER",
    "GROUP",
    "HAVING",
    "UPDATE",
    "DELETE",
    "INSERT",
    "INTO",
    "VALUES",
    "JOIN",
    "INNER",
    "LEFT",
    "RIGHT",
    "UNION",
    "OFFSET",
    "SHARE",
    "NOWAIT",
    "SKIP",
    "LOCKED",
    "COMMIT",
    "ROLLBACK",
    "START",
    "TRANSACTION",
    "REPLACE",
    "DISTINCT",
    "BETWEEN",
    "EXISTS",
];

/// Optimal string alignment distance, at most `limit + 1`.
fn distance(a: &[u8], b: &[u8], limit: usize) -> usize {
    if a.len().abs_diff(b.len()) > limit {
        return limit + 1;
    }
    let (n, m) = (a.len(), b.len());
    let mut d = vec![vec![0usize; m + 1]; n + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=n {
        for j in 1..=m {
            let cost = usize::from(!a[i - 1].eq_ignore_ascii_case(&b[j - 1]));
            let mut v = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + cost);
            if i > 1
                && j > 1
                && a[i - 1].eq_ignore_ascii_case(&b[j - 2])
                && a[i - 2].eq_ignore_ascii_case(&b[j - 1])
            {
                v = v.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = v;
        }
    }
    d[n][m]
}

/// The keyword `w` misspells, if it is one letter off one (and no keyword
/// itself).
pub fn misspelt_keyword(t: &Token, list: &[&'static str]) -> Option<&'static str> {
    let Token::Word(w) = t else { return None };
    if w.quote_style.is_some()
        || w.keyword != sqlparser::keywords::Keyword::NoKeyword
        || w.value.len() < 4
    {
        return None;
    }
    list.iter()
        .copied()
        .find(|k| distance(w.value.as_bytes(), k.as_bytes(), 1) == 1)
}

/// The first word, if it misspells a statement keyword.
pub fn misspelt_starter(t: &Token) -> Option<&'static str> {
    const ALL: &[&str] = &[
        "SELECT", "INSERT", "UPDATE", "DELETE", "REPLACE", "CREATE", "ALTER", "DROP", "COMMIT",
        "ROLLBACK", "START", "BEGIN", "TRUNCATE", "GRANT", "REVOKE", "SHOW", "CALL", "WITH",
        "VALUES", "EXPLAIN", "DESCRIBE", "RENAME", "PREPARE", "EXECUTE", "LOCK", "UNLOCK", "SET",
    ];
    misspelt_keyword(t, ALL)
}

/// Parentheses do not balance: where the first unmatched one is.
pub fn unbalanced(raw: &RawStatement, tokens: &[TokenWithSpan]) -> Option<(usize, bool)> {
    let mut open: Vec<usize> = Vec::new();
    for (k, t) in tokens.iter().enumerate() {
        match t.token {
            Token::LParen => open.push(k),
            Token::RParen if open.pop().is_none() => return Some((k, false)),
            _ => {}
        }
    }
    let _ = raw;
    open.first().map(|&k| (k, true))
}

/// Tokens a statement cannot end with.
pub fn dangles(t: &Token) -> bool {
    matches!(
        t,
        Token::Comma
            | Token::Eq
            | Token::Neq
            | Token::Lt
            | Token::Gt
            | Token::LtEq
            | Token::GtEq
            | Token::Plus
            | Token::Minus
            | Token::Mul
            | Token::Div
            | Token::Period
    ) || [
        "WHERE", "AND", "OR", "SET", "FROM", "ON", "BY", "JOIN", "SELECT", "VALUES", "INTO",
        "LIMIT", "NOT",
    ]
    .iter()
    .any(|k| is(t, k))
}

/// `INSERT [LOW_PRIORITY | DELAYED | HIGH_PRIORITY] [IGNORE] [INTO] t` (or
/// `REPLACE`, or `db.t`) and nothing more: no rows to insert.
fn names_only_a_table(tokens: &[TokenWithSpan]) -> bool {
    let Some(first) = tokens.first() else {
        return false;
    };
    if !(is(&first.token, "INSERT") || is(&first.token, "REPLACE")) {
        return false;
    }
    let mut i = 1;
    while tokens.get(i).is_some_and(|t| {
        ["LOW_PRIORITY", "DELAYED", "HIGH_PRIORITY", "IGNORE", "INTO"]
            .iter()
            .any(|k| is(&t.token, k))
    }) {
        i += 1;
    }
    let name = &tokens[i.min(tokens.len())..];
    matches!(name, [n] if matches!(n.token, Token::Word(_)))
        || matches!(name, [d, p, n] if matches!(d.token, Token::Word(_))
            && p.token == Token::Period
            && matches!(n.token, Token::Word(_)))
}

/// The verdict on a statement sqlparser could not parse.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    Syntax(Span, String),
    Unsupported(Span, String),
}

/// Judge a parser failure at token index `at` (None: at the end).
pub fn judge(
    raw: &RawStatement,
    tokens: &[TokenWithSpan],
    at: Option<usize>,
    parser_says: &str,
    span_of: impl Fn(&TokenWithSpan) -> Span,
) -> Verdict {
    if let Some((k, opened)) = unbalanced(raw, tokens) {
        let what = if opened {
            "this parenthesis is never closed"
        } else {
            "this parenthesis closes nothing"
        };
        return Verdict::Syntax(span_of(&tokens[k]), what.to_string());
    }
    if let Some(last) = tokens.last()
        && names_only_a_table(tokens)
    {
        return Verdict::Syntax(
            span_of(last),
            format!(
                "`{}` names a table and nothing to insert: VALUES (...), SELECT ..., SET col = ... \
                 or TABLE t must follow",
                tokens[0].token
            ),
        );
    }
    match at {
        None => {
            if let Some(last) = tokens.last()
                && dangles(&last.token)
            {
                return Verdict::Syntax(
                    span_of(last),
                    format!(
                        "the statement ends after `{}`, where more must follow",
                        last.token
                    ),
                );
            }
        }
        Some(k) => {
            // `SELECT FROM`, `WHERE a = LIMIT`, `a, FROM`: an operand is missing.
            const CLAUSE_STARTS: &[&str] = &[
                "FROM", "WHERE", "LIMIT", "ORDER", "GROUP", "HAVING", "SET", "VALUES", "UNION",
                "JOIN", "ON",
            ];
            if k > 0
                && let (Some(prev), Some(here)) = (tokens.get(k - 1), tokens.get(k))
                && CLAUSE_STARTS.iter().any(|c| is(&here.token, c))
                && dangles(&prev.token)
                && prev.token != Token::Mul
            {
                return Verdict::Syntax(
                    span_of(here),
                    format!(
                        "`{}` follows `{}`, where an operand must come first",
                        here.token, prev.token
                    ),
                );
            }
            // `2,, 3`, `(, a`, `a, )`: a value is missing.
            if k > 0
                && let (Some(prev), Some(here)) = (tokens.get(k - 1), tokens.get(k))
                && matches!(
                    (&prev.token, &here.token),
                    (Token::Comma, Token::Comma | Token::RParen) | (Token::LParen, Token::Comma)
                )
            {
                return Verdict::Syntax(
                    span_of(here),
                    format!("a value is missing before `{}`", here.token),
                );
            }
            for j in [k, k.saturating_sub(1)] {
                if let Some(t) = tokens.get(j)
                    && let Some(kw) = misspelt_keyword(&t.token, CLAUSES)
                {
                    return Verdict::Syntax(
                        span_of(t),
                        format!("`{}` is not a keyword: did you mean {kw}?", t.token),
                    );
                }
            }
        }
    }
    let at_span = match at.and_then(|k| tokens.get(k)) {
        Some(t) => span_of(t),
        None => Span::new(
            raw.span.end.saturating_sub(1).max(raw.span.start),
            raw.span.end,
        ),
    };
    Verdict::Unsupported(
        at_span,
        format!(
            "poolctl cannot parse this statement ({parser_says}); if the server accepts it, its locks, writes and \
             reads were not checked"
        ),
    )
}

/// CREATE TABLE that sqlparser cannot parse: the table name and primary key
/// read from the tokens (`PRIMARY KEY (a, b)` or a column's `PRIMARY KEY`).
pub fn create_table_keys(tokens: &[TokenWithSpan]) -> Option<(String, Vec<String>)> {
    let t = |i: usize| tokens.get(i).map(|t| &t.token);
    let mut i = (0..tokens.len().min(8)).find(|&k| t(k).is_some_and(|x| is(x, "TABLE")))? + 1;
    if t(i).is_some_and(|x| is(x, "IF")) {
        i += 3;
    }
    let mut name = None;
    while let Some(Token::Word(w)) = t(i) {
        name = Some(w.value.to_ascii_lowercase());
        i += 1;
        if t(i) == Some(&Token::Period) {
            i += 1;
        } else {
            break;
        }
    }
    let name = name?;
    let mut depth = 0;
    let mut column_start = true;
    let mut column: Option<String> = None;
    let mut key = Vec::new();
    while let Some(tok) = t(i) {
        match tok {
            Token::LParen => {
                depth += 1;
                if depth == 1 {
                    column_start = true;
                }
            }
            Token::RParen => depth -= 1,
            Token::Comma if depth == 1 => column_start = true,
            Token::Word(w) if depth == 1 && column_start => {
                column_start = false;
                column = (![
                    "PRIMARY",
                    "KEY",
                    "INDEX",
                    "UNIQUE",
                    "CONSTRAINT",
                    "FOREIGN",
                    "FULLTEXT",
                    "SPATIAL",
                    "CHECK",
                ]
                .iter()
                .any(|k| w.quote_style.is_none() && w.value.eq_ignore_ascii_case(k)))
                .then(|| w.value.to_ascii_lowercase());
                if is(tok, "PRIMARY") {
                    // PRIMARY KEY (a, b)
                    let mut k = i + 1;
                    while t(k).is_some_and(|x| x != &Token::LParen) {
                        k += 1;
                    }
                    k += 1;
                    let mut d = 1;
                    while let Some(x) = t(k) {
                        match x {
                            Token::LParen => d += 1,
                            Token::RParen => {
                                d -= 1;
                                if d == 0 {
                                    break;
                                }
                            }
                            Token::Word(c) if d == 1 => key.push(c.value.to_ascii_lowercase()),
                            _ => {}
                        }
                        k += 1;
                    }
                    i = k;
                }
            }
            _ if depth == 1 && is(tok, "PRIMARY") && t(i + 1).is_some_and(|x| is(x, "KEY")) => {
                if let Some(c) = &column
                    && key.is_empty()
                {
                    key.push(c.clone());
                }
            }
            _ => {}
        }
        i += 1;
    }
    Some((name, key))
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::lint::testing::tokens as toks;

    #[test]
    fn categories() {
        assert_eq!(category(&toks("SELECT 1")), Category::Dml);
        assert_eq!(category(&toks("(SELECT 1)")), Category::Dml);
        assert_eq!(
            category(&toks("CREATE TEMPORARY TABLE t (a INT)")),
            Category::CreateTable
        );
        assert_eq!(
            category(&toks("CREATE USER 'u'@'localhost' IDENTIFIED BY 'x'")),
            Category::Other
        );
        assert_eq!(
            category(&toks("SHOW PROCEDURE STATUS WHERE Name = 'x'")),
            Category::Other
        );
        assert_eq!(category(&toks("SELEC 1")), Category::Unknown);
    }

    #[test]
    fn an_insert_of_nothing_is_the_servers_syntax_error() {
        // Each rejected by the judge (1064 at the end).
        for sql in [
            "INSERT INTO some_table",
            "INSERT t1",
            "INSERT IGNORE INTO db.t1",
            "REPLACE INTO t1",
        ] {
            assert!(names_only_a_table(&toks(sql)), "{sql}");
        }
        for sql in [
            "INSERT INTO t1 VALUES ()",
            "INSERT INTO t1 () VALUES ()",
            "INSERT INTO t1 SET a = 1",
            "INSERT INTO t1 SELECT 1",
            "INSERT INTO",
        ] {
            assert!(!names_only_a_table(&toks(sql)), "{sql}");
        }
        assert_eq!(
            crate::lint::testing::lint_sql("INSERT INTO some_table;\nINSERT INTO t VALUES ();\n"),
            [("parse-error", 1)]
        );
    }

    #[test]
    fn typos() {
        assert_eq!(
            misspelt_keyword(&toks("LIMT")[0].token, CLAUSES),
            Some("LIMIT")
        );
        assert_eq!(
            misspelt_keyword(&toks("FORM")[0].token, CLAUSES),
            Some("FROM")
        );
        assert_eq!(misspelt_keyword(&toks("limit")[0].token, CLAUSES), None);
        assert_eq!(misspelt_keyword(&toks("stock")[0].token, CLAUSES), None);
        assert_eq!(misspelt_starter(&toks("SELEC")[0].token), Some("SELECT"));
    }

    #[test]
    fn keys_of_a_table_sqlparser_cannot_read() {
        let t = toks(
            "CREATE TABLE `o` (`id` INT NOT NULL, `code` VARCHAR(40) BINARY, PRIMARY KEY (`id`, code), KEY k (code)) ENGINE=InnoDB",
        );
        assert_eq!(
            create_table_keys(&t),
            Some(("o".into(), vec!["id".into(), "code".into()]))
        );
        let t = toks("CREATE TABLE IF NOT EXISTS db.p (id INT PRIMARY KEY, n VARCHAR(3) BINARY)");
        assert_eq!(create_table_keys(&t), Some(("p".into(), vec!["id".into()])));
    }
}
