//! Statements the server rejects as syntax errors although sqlparser reads
//! them (or poolctl never hands them to it): what their tokens alone prove.
//! Each check returns the index of the token to point at and the message;
//! the analysis turns it into a `parse-error`.
//!
//! - [`anywhere`]: `START TRANSACTION` with a characteristic it has not
//!   (`ISOLATION LEVEL`, PostgreSQL's form, or a misspelt one), `BEGIN
//!   ISOLATION LEVEL`, a `CREATE` of no known object or
//!   with a broken `DEFINER`, a `CREATE TABLE` with a bad name, a missing
//!   column, a data type no server has, the `TYPE =` table option both
//!   servers dropped, or a column's `ON UPDATE` that is no current time
//!   (`ON UPDATE NOW` without parentheses), a `CREATE` / `ALTER EVENT`
//!   whose `EVERY` is no quantity and unit (`EVERY interval SECOND`), a
//!   `SELECT ... INTO OUTFILE` / `DUMPFILE` whose export options are
//!   broken (these three read by [`super::clauses`]), a `RENAME` of
//!   something that cannot be renamed, unbalanced parentheses in DDL, a `CREATE FUNCTION` without `RETURNS`
//!   (with an `IN`/`OUT` parameter on MySQL), a `GET DIAGNOSTICS` that is
//!   neither a list of statement items nor `CONDITION n` with items.
//! - [`top_level`]: statements only a stored program runs (`DECLARE`,
//!   `OPEN`, `FETCH`, `CLOSE`, `LEAVE`, `ITERATE`, `RETURN`, `END`,
//!   `ELSE`, ...) written outside one, `SELECT ... INTO v` or `GET
//!   DIAGNOSTICS v = ...` into a local variable no program declared (the
//!   server's 1327), and `SIGNAL` / `RESIGNAL` of a condition name no
//!   program declared (1319).
//!
//! Each check is written for what both MySQL 8 and MariaDB 10.11 reject,
//! except where it takes the server.

use super::clauses::{Export, event_schedule, export_in_query, on_update};
use super::script::Server;
use super::tokens::{is_word as is, unquoted_word as word};
use sqlparser::tokenizer::{Token, TokenWithSpan};

/// Where a statement goes wrong: the token (index into the tokens) and why.
pub type Rejection = (usize, String);

/// Words that start a statement only inside a stored program (or, on
/// MariaDB, a compound statement).
const PROGRAM_ONLY: &[&str] = &[
    "DECLARE", "OPEN", "FETCH", "CLOSE", "LEAVE", "ITERATE", "RETURN", "END", "ELSE", "ELSEIF",
    "UNTIL", "WHEN", "THEN",
];

/// A statement outside any stored program or compound statement.
pub fn top_level(tokens: &[TokenWithSpan]) -> Option<Rejection> {
    let first = tokens.first()?;
    if let Some(w) = word(&first.token)
        && tokens.get(1).map(|t| &t.token) != Some(&Token::Colon)
        && let Some(k) = PROGRAM_ONLY.iter().find(|k| w.eq_ignore_ascii_case(k))
    {
        return Some((
            0,
            format!(
                "`{k}` runs only inside a stored program: outside one the server rejects it \
                 (a procedure written without `DELIMITER` is cut at its first `;`)"
            ),
        ));
    }
    select_into_local(tokens)
        .or_else(|| diagnostics_into_local(tokens))
        .or_else(|| signal_of_undeclared_condition(tokens))
}

/// The message for a local variable written outside a program.
fn undeclared(name: &str, what: &str) -> String {
    format!(
        "`{what} {name}` outside a stored program: no variable of that name is declared \
         (the server's error 1327); a user variable is written `@{name}`"
    )
}

/// Whether a word token is a user variable (`@v`, `@@v`).
fn is_user_variable(t: &Token) -> bool {
    matches!(t, Token::Word(w) if w.value.starts_with('@'))
}

/// `GET DIAGNOSTICS ... v = item` outside a program, `v` no user variable.
fn diagnostics_into_local(tokens: &[TokenWithSpan]) -> Option<Rejection> {
    let start = diagnostics_items(tokens)?;
    let mut depth = 0usize;
    for i in start..tokens.len() {
        match &tokens[i].token {
            Token::LParen => depth += 1,
            Token::RParen => depth = depth.saturating_sub(1),
            Token::Eq if depth == 0 && i > 0 => {
                let target = &tokens[i - 1].token;
                if let Token::Word(w) = target
                    && !is_user_variable(target)
                {
                    return Some((i - 1, undeclared(&w.value, "GET DIAGNOSTICS")));
                }
            }
            _ => {}
        }
    }
    None
}

/// Where the items of a `GET [CURRENT | STACKED] DIAGNOSTICS` start (after
/// `DIAGNOSTICS`, or after `CONDITION n`); None for another statement.
fn diagnostics_items(tokens: &[TokenWithSpan]) -> Option<usize> {
    let t = |i: usize| tokens.get(i).map(|t| &t.token);
    if !t(0).is_some_and(|w| is(w, "GET")) {
        return None;
    }
    let mut i = 1;
    if t(i).is_some_and(|w| is(w, "CURRENT") || is(w, "STACKED")) {
        i += 1;
    }
    if !t(i).is_some_and(|w| is(w, "DIAGNOSTICS")) {
        return None;
    }
    i += 1;
    if t(i).is_some_and(|w| is(w, "CONDITION")) {
        i += 2;
    }
    Some(i)
}

/// `GET DIAGNOSTICS` takes either statement items (`v = NUMBER`, `v =
/// ROW_COUNT`, ...) or `CONDITION n` and condition items (`v =
/// CLASS_ORIGIN`, ...), at least one, and nothing after them.
fn get_diagnostics(tokens: &[TokenWithSpan]) -> Option<Rejection> {
    let start = diagnostics_items(tokens)?;
    let t = |i: usize| tokens.get(i).map(|t| &t.token);
    let condition = t(start.checked_sub(2)?).is_some_and(|w| is(w, "CONDITION"));
    if condition && t(start - 1).is_none() {
        return Some((start - 2, "`CONDITION` names no condition number".into()));
    }
    // Items: target = name, separated by commas.
    let mut i = start;
    loop {
        let (Some(Token::Word(_)), Some(Token::Eq), Some(Token::Word(_))) =
            (t(i), t(i + 1), t(i + 2))
        else {
            let at = if t(i).is_some() {
                i
            } else {
                start.saturating_sub(1)
            };
            return Some((
                at,
                if condition {
                    "GET DIAGNOSTICS CONDITION n reads items into variables: `v = CLASS_ORIGIN`, \
                     `v = MESSAGE_TEXT`, ... (at least one)"
                        .into()
                } else {
                    "GET DIAGNOSTICS reads statement items (`v = NUMBER`, `v = ROW_COUNT`) or, \
                     after `CONDITION n`, condition items"
                        .into()
                },
            ));
        };
        i += 3;
        match t(i) {
            None => return None,
            Some(Token::Comma) => i += 1,
            Some(other) => {
                return Some((
                    i,
                    format!(
                        "`{other}` follows the items of GET DIAGNOSTICS: statement items and \
                         `CONDITION n` items are two forms, not one statement"
                    ),
                ));
            }
        }
    }
}

/// `SIGNAL name` / `RESIGNAL name` outside a program: only a program
/// declares conditions (`DECLARE name CONDITION FOR ...`), so the name is
/// undefined (the server's 1319); `SIGNAL SQLSTATE '45000'` is fine.
fn signal_of_undeclared_condition(tokens: &[TokenWithSpan]) -> Option<Rejection> {
    let first = &tokens.first()?.token;
    if !(is(first, "SIGNAL") || is(first, "RESIGNAL")) {
        return None;
    }
    let Some(Token::Word(name)) = tokens.get(1).map(|t| &t.token) else {
        return None;
    };
    if ["SQLSTATE", "SET"]
        .iter()
        .any(|k| name.value.eq_ignore_ascii_case(k))
    {
        return None;
    }
    Some((
        1,
        format!(
            "`{first} {}` outside a stored program: only a program declares conditions \
             (the server's error 1319); outside one, signal `SQLSTATE '45000'`",
            name.value
        ),
    ))
}

/// `SELECT ... INTO v` outside a program: `v` is no declared variable
/// (user variables are `@v`).
fn select_into_local(tokens: &[TokenWithSpan]) -> Option<Rejection> {
    let first = &tokens.first()?.token;
    if !(is(first, "SELECT") || is(first, "WITH") || first == &Token::LParen) {
        return None;
    }
    let mut depth = 0usize;
    for (i, t) in tokens.iter().enumerate() {
        match &t.token {
            Token::LParen => depth += 1,
            Token::RParen => depth = depth.saturating_sub(1),
            tok if depth == 0 && is(tok, "INTO") => {
                // Every target of the list: `INTO @a, v, @c`.
                let mut k = i + 1;
                loop {
                    let Some(Token::Word(target)) = tokens.get(k).map(|t| &t.token) else {
                        return None;
                    };
                    if (k == i + 1
                        && target.quote_style.is_none()
                        && ["OUTFILE", "DUMPFILE"]
                            .iter()
                            .any(|w| target.value.eq_ignore_ascii_case(w)))
                        || tokens.get(k + 1).map(|t| &t.token) == Some(&Token::Period)
                    {
                        return None;
                    }
                    if !target.value.starts_with('@') {
                        return Some((k, undeclared(&target.value, "INTO")));
                    }
                    if tokens.get(k + 1).map(|t| &t.token) != Some(&Token::Comma) {
                        return None;
                    }
                    k += 2;
                }
            }
            _ => {}
        }
    }
    None
}

/// Checks for a statement wherever it stands.
pub fn anywhere(tokens: &[TokenWithSpan], server: Server) -> Option<Rejection> {
    let first = &tokens.first()?.token;
    if is(first, "START") && tokens.get(1).is_some_and(|t| is(&t.token, "TRANSACTION")) {
        return start_transaction(tokens);
    }
    if is(first, "BEGIN") && tokens.get(1).is_some_and(|t| is(&t.token, "ISOLATION")) {
        return Some((
            1,
            NO_ISOLATION.replace("START TRANSACTION` takes", "BEGIN` takes"),
        ));
    }
    let ddl = ["CREATE", "ALTER", "DROP", "RENAME"]
        .iter()
        .any(|k| is(first, k));
    if ddl && let Some(r) = unbalanced(tokens) {
        return Some(r);
    }
    if is(first, "CREATE") {
        return create(tokens, server);
    }
    if is(first, "RENAME") {
        let what = tokens.get(1).map(|t| &t.token);
        return match what {
            Some(t) if ["TABLE", "TABLES", "USER"].iter().any(|k| is(t, k)) => None,
            Some(t) => Some((
                1,
                format!("`RENAME {t}` is no statement: only tables and users are renamed"),
            )),
            None => Some((0, "`RENAME` names nothing to rename".into())),
        };
    }
    if is(first, "ALTER") && tokens.get(1).is_some_and(|t| is(&t.token, "TABLE")) {
        return removed_type_option(tokens, 2).or_else(|| on_update(tokens, 2));
    }
    if is(first, "ALTER")
        && let Some(e) = tokens.iter().take(12).position(|t| is(&t.token, "EVENT"))
    {
        return event_schedule(tokens, e + 1);
    }
    // A well-formed export clause was dropped before (`super::rewrites`).
    if let Some((_, Export::Rejected(at, why))) = export_in_query(tokens) {
        return Some((at, why));
    }
    get_diagnostics(tokens)
}

/// Parentheses that do not balance.
fn unbalanced(tokens: &[TokenWithSpan]) -> Option<Rejection> {
    let mut open = Vec::new();
    for (k, t) in tokens.iter().enumerate() {
        match t.token {
            Token::LParen => open.push(k),
            Token::RParen if open.pop().is_none() => {
                return Some((k, "this parenthesis closes nothing".into()));
            }
            _ => {}
        }
    }
    open.first()
        .map(|&k| (k, "this parenthesis is never closed".into()))
}

const NO_ISOLATION: &str = "`START TRANSACTION` takes no isolation level: the server rejects the \
     statement; write `SET TRANSACTION ISOLATION LEVEL ...;` before `START TRANSACTION;`";

/// `START TRANSACTION [characteristic [, characteristic] ...]`, each one of
/// `READ ONLY`, `READ WRITE`, `WITH CONSISTENT SNAPSHOT`.
fn start_transaction(tokens: &[TokenWithSpan]) -> Option<Rejection> {
    let t = |i: usize| tokens.get(i).map(|t| &t.token);
    let mut i = 2;
    while i < tokens.len() {
        let here = t(i)?;
        let len = if is(here, "READ") && t(i + 1).is_some_and(|n| is(n, "ONLY") || is(n, "WRITE")) {
            2
        } else if is(here, "WITH")
            && t(i + 1).is_some_and(|n| is(n, "CONSISTENT"))
            && t(i + 2).is_some_and(|n| is(n, "SNAPSHOT"))
        {
            3
        } else if is(here, "ISOLATION") {
            return Some((i, NO_ISOLATION.into()));
        } else {
            return Some((
                i,
                format!(
                    "`{here}` is no characteristic of START TRANSACTION (READ ONLY, READ WRITE, \
                     WITH CONSISTENT SNAPSHOT)"
                ),
            ));
        };
        i += len;
        match t(i) {
            None => return None,
            Some(Token::Comma) if i + 1 < tokens.len() => i += 1,
            Some(other) if is(other, "ISOLATION") => return Some((i, NO_ISOLATION.into())),
            Some(other) => {
                return Some((
                    i,
                    format!("`{other}` follows a characteristic of START TRANSACTION"),
                ));
            }
        }
    }
    None
}

/// What a CREATE can make.
const OBJECTS: &[&str] = &[
    "TABLE",
    "VIEW",
    "INDEX",
    "DATABASE",
    "SCHEMA",
    "USER",
    "ROLE",
    "SERVER",
    "TABLESPACE",
    "PROCEDURE",
    "FUNCTION",
    "TRIGGER",
    "EVENT",
    "SEQUENCE",
    "LOGFILE",
    "RESOURCE",
    "PACKAGE",
    "SYNONYM",
];

/// Words between CREATE and what it makes.
const MODIFIERS: &[&str] = &[
    "TEMPORARY",
    "UNIQUE",
    "FULLTEXT",
    "SPATIAL",
    "AGGREGATE",
    "ONLINE",
    "OFFLINE",
    "UNDO",
    "EXTERNAL",
];

fn create(tokens: &[TokenWithSpan], server: Server) -> Option<Rejection> {
    let t = |i: usize| tokens.get(i).map(|t| &t.token);
    let mut i = 1;
    if t(1).is_some_and(|w| is(w, "OR")) {
        if !t(2).is_some_and(|w| is(w, "REPLACE")) {
            return Some((2, "`CREATE OR` must be followed by REPLACE".into()));
        }
        i = 3;
    }
    loop {
        let Some(here) = t(i) else {
            return Some((
                i.min(tokens.len().saturating_sub(1)),
                "the CREATE statement names nothing to create".into(),
            ));
        };
        if MODIFIERS.iter().any(|k| is(here, k)) {
            i += 1;
        } else if is(here, "ALGORITHM") || is(here, "DEFINER") {
            if t(i + 1) != Some(&Token::Eq) {
                // MySQL and MariaDB both want `DEFINER = account`.
                return None;
            }
            i += 2;
            // The account: a name or string, `@` and a host, CURRENT_USER[()].
            let Some(account) = t(i) else {
                return Some((i - 1, format!("`{here} =` needs a value")));
            };
            if !matches!(account, Token::Word(_) | Token::SingleQuotedString(_)) {
                return Some((i, format!("`{account}` is no account for `{here} =`")));
            }
            i += 1;
            while matches!(t(i), Some(Token::AtSign | Token::LParen | Token::RParen))
                || matches!(t(i), Some(Token::Word(w)) if w.value.starts_with('@'))
            {
                i += 1;
                if matches!(t(i - 1), Some(Token::AtSign)) {
                    i += 1;
                }
            }
        } else if is(here, "SQL") && t(i + 1).is_some_and(|w| is(w, "SECURITY")) {
            i += 3;
        } else if OBJECTS.iter().any(|k| is(here, k)) {
            break;
        } else if matches!(here, Token::Word(_)) {
            return Some((i, format!("`CREATE {here}`: no such object to create")));
        } else {
            return Some((i, format!("`{here}` where CREATE names what it creates")));
        }
    }
    let object = t(i)?;
    if is(object, "TABLE") {
        return create_table(tokens, i + 1).or_else(|| on_update(tokens, i + 1));
    }
    if is(object, "EVENT") {
        return event_schedule(tokens, i + 1);
    }
    if is(object, "FUNCTION") {
        return create_function(tokens, i + 1, server);
    }
    None
}

/// `CREATE FUNCTION f (params) RETURNS type ...`: a stored function needs
/// RETURNS; MySQL takes no parameter mode in a function (MariaDB does).
fn create_function(tokens: &[TokenWithSpan], mut i: usize, server: Server) -> Option<Rejection> {
    let t = |i: usize| tokens.get(i).map(|t| &t.token);
    if t(i).is_some_and(|w| is(w, "IF")) {
        i += 3;
    }
    while matches!(t(i), Some(Token::Word(_))) && t(i + 1) == Some(&Token::Period) {
        i += 2;
    }
    i += 1;
    if t(i) != Some(&Token::LParen) {
        // `CREATE FUNCTION f RETURNS INT SONAME 'x'`: a loadable function.
        return None;
    }
    let mut depth = 0;
    let mut param_start = true;
    while let Some(tok) = t(i) {
        match tok {
            Token::LParen => {
                depth += 1;
                if depth == 1 {
                    param_start = true;
                    i += 1;
                    continue;
                }
            }
            Token::RParen => {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            Token::Comma if depth == 1 => {
                param_start = true;
                i += 1;
                continue;
            }
            _ if depth == 1
                && param_start
                && !server.mariadb
                && ["IN", "OUT", "INOUT"].iter().any(|k| is(tok, k))
                && matches!(t(i + 1), Some(Token::Word(_))) =>
            {
                return Some((
                    i,
                    format!(
                        "`{tok}`: a MySQL function's parameters take no mode (IN, OUT, INOUT \
                         are for procedures)"
                    ),
                ));
            }
            _ => {}
        }
        param_start = false;
        i += 1;
    }
    i += 1;
    match t(i) {
        Some(w) if is(w, "RETURNS") => None,
        Some(other) => Some((
            i,
            format!("a stored function needs `RETURNS type` before `{other}`"),
        )),
        None => Some((
            tokens.len() - 1,
            "a stored function needs `RETURNS type`".into(),
        )),
    }
}

/// The data types of MySQL and MariaDB (a column's type starts with one).
const TYPES: &[&str] = &[
    "BIGINT",
    "BINARY",
    "BIT",
    "BLOB",
    "BOOL",
    "BOOLEAN",
    "CHAR",
    "CHARACTER",
    "DATE",
    "DATETIME",
    "DEC",
    "DECIMAL",
    "DOUBLE",
    "ENUM",
    "FIXED",
    "FLOAT",
    "FLOAT4",
    "FLOAT8",
    "GEOMCOLLECTION",
    "GEOMETRY",
    "GEOMETRYCOLLECTION",
    "INET4",
    "INET6",
    "INT",
    "INT1",
    "INT2",
    "INT3",
    "INT4",
    "INT8",
    "INTEGER",
    "JSON",
    "LINESTRING",
    "LONG",
    "LONGBLOB",
    "LONGTEXT",
    "MEDIUMBLOB",
    "MEDIUMINT",
    "MEDIUMTEXT",
    "MIDDLEINT",
    "MULTILINESTRING",
    "MULTIPOINT",
    "MULTIPOLYGON",
    "NATIONAL",
    "NCHAR",
    "NUMERIC",
    "NVARCHAR",
    "POINT",
    "POLYGON",
    "REAL",
    "SERIAL",
    "SET",
    "SMALLINT",
    "TEXT",
    "TIME",
    "TIMESTAMP",
    "TINYBLOB",
    "TINYINT",
    "TINYTEXT",
    "UUID",
    "VARBINARY",
    "VARCHAR",
    "VARCHARACTER",
    "VECTOR",
    "YEAR",
];

/// Words that start an element of a table's definition other than a column.
const NOT_COLUMNS: &[&str] = &[
    "PRIMARY",
    "KEY",
    "INDEX",
    "UNIQUE",
    "CONSTRAINT",
    "FOREIGN",
    "FULLTEXT",
    "SPATIAL",
    "CHECK",
    "VECTOR",
];

/// `CREATE TABLE [IF NOT EXISTS] name (...) options`, `i` after TABLE.
fn create_table(tokens: &[TokenWithSpan], mut i: usize) -> Option<Rejection> {
    let t = |i: usize| tokens.get(i).map(|t| &t.token);
    if t(i).is_some_and(|w| is(w, "IF")) {
        i += 3;
    }
    // The name: one or two parts.
    let mut parts = 0;
    loop {
        match t(i) {
            Some(Token::Word(_)) => {}
            Some(other) => return Some((i, format!("`{other}` is no table name"))),
            None => {
                return Some((tokens.len() - 1, "CREATE TABLE needs a table name".into()));
            }
        }
        parts += 1;
        i += 1;
        if t(i) != Some(&Token::Period) {
            break;
        }
        if parts == 2 {
            return Some((
                i,
                "a table name has at most two parts (database.table)".into(),
            ));
        }
        i += 1;
    }
    let Some(next) = t(i) else {
        return Some((
            tokens.len() - 1,
            "CREATE TABLE needs its columns, `LIKE other` or `AS SELECT`".into(),
        ));
    };
    if next != &Token::LParen {
        return removed_type_option(tokens, i);
    }
    if t(i + 1).is_some_and(|w| is(w, "LIKE")) || t(i + 1).is_some_and(|w| is(w, "SELECT")) {
        return None;
    }
    // The elements, at depth 1.
    let mut depth = 0;
    let mut start = true;
    let mut end = tokens.len();
    for (k, tok) in tokens.iter().enumerate().skip(i) {
        let tok = &tok.token;
        match tok {
            Token::LParen => {
                depth += 1;
                if depth == 1 {
                    start = true;
                    continue;
                }
            }
            Token::RParen => {
                if depth == 1 && start {
                    return Some((k, "a column definition is missing before `)`".into()));
                }
                depth -= 1;
                if depth == 0 {
                    end = k + 1;
                    break;
                }
            }
            Token::Comma if depth == 1 => {
                if start {
                    return Some((k, "a column definition is missing before `,`".into()));
                }
                start = true;
                continue;
            }
            _ if depth == 1 && start => {
                let constraint = matches!(tok, Token::Word(w) if w.quote_style.is_none()
                    && (NOT_COLUMNS.iter().any(|c| w.value.eq_ignore_ascii_case(c))
                        || (w.value.eq_ignore_ascii_case("PERIOD")
                            && tokens.get(k + 1).is_some_and(|n| is(&n.token, "FOR")))));
                if !constraint
                    && matches!(tok, Token::Word(_))
                    && let Some(ty) = tokens.get(k + 1).map(|t| &t.token)
                    && let Token::Word(w) = ty
                    && !TYPES.iter().any(|k| w.value.eq_ignore_ascii_case(k))
                {
                    return Some((k + 1, format!("`{ty}` is no data type")));
                }
            }
            _ => {}
        }
        start = false;
    }
    removed_type_option(tokens, end)
}

/// `TYPE = engine` among a table's options from `i` on: gone from MySQL
/// 5.5 and MariaDB (`ENGINE =`).
fn removed_type_option(tokens: &[TokenWithSpan], i: usize) -> Option<Rejection> {
    let mut depth = 0usize;
    for (k, t) in tokens.iter().enumerate().skip(i) {
        match &t.token {
            Token::LParen => depth += 1,
            Token::RParen => depth = depth.saturating_sub(1),
            // `CREATE TABLE t (...) AS SELECT ...`: the options have ended.
            tok if depth == 0 && (is(tok, "SELECT") || is(tok, "AS")) => return None,
            tok if depth == 0 && is(tok, "TYPE") => {
                let next = tokens.get(k + 1).map(|t| &t.token);
                let prev = k
                    .checked_sub(1)
                    .and_then(|p| tokens.get(p))
                    .map(|t| &t.token);
                let option_place = prev.is_some_and(|p| {
                    matches!(p, Token::RParen | Token::Comma)
                        || (k == i && !matches!(p, Token::Period))
                });
                if next == Some(&Token::Eq)
                    || (option_place && matches!(next, Some(Token::Word(_))))
                {
                    return Some((
                        k,
                        "the `TYPE =` table option is gone (MySQL 5.5, MariaDB): write `ENGINE =`"
                            .into(),
                    ));
                }
            }
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::lint::testing::tokens as toks;

    fn mysql() -> Server {
        Server::parse("mysql-8.4").unwrap()
    }

    /// The word the check points at, if it rejects `sql`.
    fn at(sql: &str) -> Option<String> {
        let t = toks(sql);
        anywhere(&t, mysql())
            .or_else(|| top_level(&t))
            .map(|(k, _)| t[k].token.to_string())
    }

    #[test]
    fn get_diagnostics_takes_one_of_its_two_forms() {
        for ok in [
            "GET DIAGNOSTICS @n = NUMBER, @r = ROW_COUNT",
            "GET CURRENT DIAGNOSTICS CONDITION 1 @c = CLASS_ORIGIN, @t = TABLE_NAME",
            "get stacked diagnostics condition @i @m = message_text",
        ] {
            assert_eq!(at(ok), None, "{ok}");
        }
        // No item after CONDITION n; a statement item followed by CONDITION.
        assert_eq!(at("GET DIAGNOSTICS CONDITION 1").as_deref(), Some("1"));
        assert_eq!(
            at("GET DIAGNOSTICS CONDITION @test").as_deref(),
            Some("@test")
        );
        assert_eq!(
            at("GET DIAGNOSTICS @a = NUMBER CONDITION 1").as_deref(),
            Some("CONDITION")
        );
        // Outside a program, a target is a user variable.
        assert_eq!(
            at("GET DIAGNOSTICS CONDITION 1 @t = TABLE_NAME, _test = CLASS_ORIGIN").as_deref(),
            Some("_test")
        );
        // Inside one it may be a local variable: only `anywhere` applies.
        let t = toks("GET DIAGNOSTICS CONDITION 1 v = CLASS_ORIGIN");
        assert!(anywhere(&t, mysql()).is_none());
    }

    #[test]
    fn into_local_variables_and_undeclared_conditions_outside_programs() {
        assert_eq!(at("select 1, 2 into @a, _b from t").as_deref(), Some("_b"));
        assert_eq!(at("select 1, 2 into @a, @b from t"), None);
        assert_eq!(at("SELECT 1 INTO OUTFILE '/tmp/x'"), None);
        assert_eq!(
            at("resignal testcondition").as_deref(),
            Some("testcondition")
        );
        assert_eq!(at("SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'x'"), None);
        assert_eq!(at("RESIGNAL"), None);
        assert_eq!(at("RESIGNAL SET MESSAGE_TEXT = 'x'"), None);
    }

    #[test]
    fn start_transaction_takes_only_its_characteristics() {
        for ok in [
            "START TRANSACTION",
            "START TRANSACTION READ ONLY",
            "START TRANSACTION READ WRITE, WITH CONSISTENT SNAPSHOT",
            "start transaction with consistent snapshot, read only",
        ] {
            assert_eq!(at(ok), None, "{ok}");
        }
        assert_eq!(
            at("START TRANSACTION READ ONLY ISOLATION LEVEL READ COMMITED").as_deref(),
            Some("ISOLATION")
        );
        assert_eq!(at("START TRANSACTION READ ONLY,").as_deref(), Some(","));
        assert_eq!(at("START TRANSACTION READ").as_deref(), Some("READ"));
        assert_eq!(
            at("START TRANSACTION WITH SNAPSHOT").as_deref(),
            Some("WITH")
        );
    }

    #[test]
    fn program_only_statements_at_top_level() {
        for sql in [
            "DECLARE x INT",
            "FETCH c INTO x",
            "OPEN c",
            "CLOSE c",
            "END IF",
            "END",
            "ELSEIF a THEN ROLLBACK",
            "LEAVE l",
        ] {
            assert!(at(sql).is_some(), "{sql}");
        }
        assert_eq!(at("SELECT COUNT(*) INTO n FROM t").as_deref(), Some("n"));
        for ok in [
            "SELECT COUNT(*) INTO @n FROM t",
            "SELECT a FROM t INTO OUTFILE '/tmp/x'",
            "SELECT a FROM (SELECT 1 INTO x) d",
            "INSERT INTO t VALUES (1)",
            "SELECT 1",
        ] {
            assert_eq!(at(ok), None, "{ok}");
        }
    }

    #[test]
    fn create_statements() {
        for (sql, word) in [
            ("CREATE", "CREATE"),
            ("CREATE OR REPLACE", "REPLACE"),
            (
                "CREATE or RECOMBOBULATE FUNCTION f() RETURNS int RETURN 42",
                "RECOMBOBULATE",
            ),
            (
                "CREATE definer=root@localhost PROCFUNC `whoops` select 1",
                "PROCFUNC",
            ),
            ("create SUPERTABLE t (a int)", "SUPERTABLE"),
            ("CREATE TABLE", "TABLE"),
            ("CREATE TABLE 123 (id int)", "123"),
            ("CREATE TABLE foo.bar.baz (id int)", "."),
            ("CREATE TABLE foo.* (id int)", "*"),
            ("CREATE TABLE t (a float(12, 0)), b int)", ")"),
            ("CREATE TABLE t (a int,\n KEY a (a),\n) ENGINE=MyISAM", ")"),
            ("CREATE TABLE bad (this is not going to work)", "is"),
            (
                "CREATE TABLE t (id int) TYPE=MyISAM AUTO_INCREMENT=1",
                "TYPE",
            ),
            ("CREATE FUNCTION f(a INT) BEGIN RETURN 1; END", "BEGIN"),
            ("CREATE FUNCTION g(IN a INT) RETURNS INT RETURN a", "IN"),
            ("RENAME SEQUENCE a TO b", "SEQUENCE"),
            ("ALTER TABLE t TYPE = InnoDB", "TYPE"),
        ] {
            assert_eq!(at(sql).as_deref(), Some(word), "{sql}");
        }
        for ok in [
            "CREATE TABLE t (id INT PRIMARY KEY, type VARCHAR(3), `key` INT, KEY k (type)) ENGINE=InnoDB",
            "CREATE TABLE IF NOT EXISTS db.t (id BIGINT UNSIGNED, PERIOD FOR p(a, b))",
            "CREATE TABLE t LIKE u",
            "CREATE TABLE t (LIKE u)",
            "CREATE TABLE t AS SELECT 1",
            "CREATE TEMPORARY TABLE t SELECT 1",
            "CREATE OR REPLACE DEFINER = `root`@`%` SQL SECURITY INVOKER VIEW v AS SELECT 1",
            "CREATE DEFINER=CURRENT_USER() PROCEDURE p() SELECT 1",
            "CREATE FUNCTION f(a INT) RETURNS INT DETERMINISTIC RETURN a",
            "CREATE FUNCTION f RETURNS STRING SONAME 'x.so'",
            "CREATE UNIQUE INDEX i ON t (a)",
            "ALTER TABLE t ADD COLUMN type INT, MODIFY type INT",
            "RENAME TABLE a TO b",
            "CREATE TABLE t (a national varchar(3), b double precision, c long varchar)",
        ] {
            assert_eq!(at(ok), None, "{ok}");
        }
        // MariaDB takes a parameter mode in a function.
        let t = toks("CREATE FUNCTION g(IN a INT) RETURNS INT RETURN a");
        assert_eq!(anywhere(&t, Server::parse("mariadb-10.11").unwrap()), None);
    }
}
