//! Stored-program definitions and compound statements, from their first
//! tokens: whether a piece is one (so the parser applies), which stored
//! program a `CREATE` header defines and its name, where a header's
//! characteristics end, and what the server says of a compound statement
//! outside a stored program.

use crate::lint::syntax::keywords::Keyword;
use crate::lint::syntax::source::Span;
use crate::lint::syntax::tokens::{is_word, unquoted_word as word};
use crate::lint::syntax::vocabulary::RoutineKind;
use sqlparser::tokenizer::{Token, TokenWithSpan};

/// A name token in lower case (quoted or not).
pub(super) fn ident(t: &Token) -> Option<String> {
    match t {
        Token::Word(w) => Some(w.value.to_ascii_lowercase()),
        _ => None,
    }
}

/// Whether the tokens are a stored program definition or a compound
/// statement (so [`parse`](super::parse) applies): also a compound statement outside a
/// stored program (MariaDB's `BEGIN NOT ATOMIC`, `IF`, `CASE`, `LOOP`,
/// `WHILE`, `REPEAT`, `FOR`), and a `BEGIN` followed by anything but the
/// end of a transaction's `BEGIN [WORK]` (a block the server rejects there).
pub fn is_compound(tokens: &[(TokenWithSpan, Span)]) -> bool {
    let t = |i: usize| tokens.get(i).map(|(t, _)| &t.token);
    match t(0) {
        Some(first) if Keyword::Create.is(first) => routine_kind_at(tokens).is_some(),
        Some(first) if is_word(first, "ALTER") => alters_event_body(tokens),
        Some(Token::Word(_)) if t(1) == Some(&Token::Colon) => t(2)
            .and_then(Keyword::of_token)
            .is_some_and(Keyword::opens_compound),
        Some(first) if Keyword::Begin.is(first) => t(1).is_some_and(|n| {
            !(n == &Token::SemiColon
                || Keyword::of_token(n).is_some_and(Keyword::begins_transaction_after_begin))
        }),
        Some(first) => {
            Keyword::of_token(first).is_some_and(|k| k.opens_compound() && k != Keyword::Begin)
        }
        None => false,
    }
}

/// Whether `tokens` are an `ALTER [DEFINER = u] EVENT ... DO body`: a new
/// body for an event, read like `CREATE EVENT`'s (an `ALTER EVENT` without
/// `DO` changes only its schedule or state and is a plain statement).
pub fn alters_event_body(tokens: &[(TokenWithSpan, Span)]) -> bool {
    tokens
        .first()
        .is_some_and(|(t, _)| is_word(&t.token, "ALTER"))
        && matches!(routine_kind_at(tokens), Some((_, RoutineKind::Event)))
        && tokens.iter().any(|(t, _)| Keyword::Do.is(&t.token))
}

/// Whether `tokens` start with `BEGIN NOT ATOMIC`.
pub fn is_not_atomic(tokens: &[(TokenWithSpan, Span)]) -> bool {
    let at = |i: usize, k: Keyword| tokens.get(i).is_some_and(|(t, _)| k.is(&t.token));
    at(0, Keyword::Begin) && at(1, Keyword::Not) && at(2, Keyword::Atomic)
}

/// What the server says of a compound statement outside a stored program
/// (`tokens`, one that [`is_compound`] accepts and that is no CREATE): the
/// span and the message of the syntax error, if MariaDB rejects it (MySQL
/// rejects every one).
pub fn rejected_outside_programs(tokens: &[(TokenWithSpan, Span)]) -> Option<(Span, String)> {
    let (first, span) = tokens.first()?;
    if tokens.get(1).is_some_and(|(t, _)| t.token == Token::Colon) {
        return Some((
            *span,
            "a label outside a stored program: MariaDB's compound statements take no label \
             there (and MySQL runs none there)"
                .into(),
        ));
    }
    if Keyword::Begin.is(&first.token) && !is_not_atomic(tokens) {
        return Some((
            *span,
            "outside a stored program BEGIN starts a transaction and takes no statements: \
             a block there is MariaDB's `BEGIN NOT ATOMIC ... END` (MySQL has none: put it in a \
             procedure)"
                .into(),
        ));
    }
    None
}

/// The position and kind of PROCEDURE | FUNCTION | TRIGGER | EVENT in a
/// CREATE header (not a UDF: `CREATE FUNCTION f RETURNS ... SONAME`).
fn routine_kind_at(tokens: &[(TokenWithSpan, Span)]) -> Option<(usize, RoutineKind)> {
    for (i, (t, _)) in tokens.iter().enumerate().take(24).skip(1) {
        let Some(keyword) = Keyword::of_token(&t.token) else {
            continue;
        };
        if keyword.names_other_object() {
            return None;
        }
        let Some(kind) = keyword.routine_kind() else {
            continue;
        };
        if kind == RoutineKind::Function
            && tokens
                .iter()
                .take(64)
                .any(|(t, _)| Keyword::Soname.is(&t.token))
        {
            return None;
        }
        return Some((i, kind));
    }
    None
}

/// The kind and name (lower case, without its schema; empty when missing)
/// of the stored program a CREATE header defines, and the index of the
/// token after the name: `None` when `tokens` define none.
pub fn routine_head(tokens: &[(TokenWithSpan, Span)]) -> Option<(RoutineKind, String, usize)> {
    let t = |i: usize| tokens.get(i).map(|(t, _)| &t.token);
    let (at, kind) = routine_kind_at(tokens)?;
    let mut i = at + 1;
    if t(i).is_some_and(|w| Keyword::If.is(w))
        && t(i + 1).is_some_and(|w| Keyword::Not.is(w))
        && t(i + 2).is_some_and(|w| Keyword::Exists.is(w))
    {
        i += 3;
    }
    let mut name = String::new();
    while let Some(n) = t(i).and_then(ident) {
        name = n;
        i += 1;
        if t(i) == Some(&Token::Period) {
            i += 1;
        } else {
            break;
        }
    }
    Some((kind, name, i))
}

/// Words that start a statement in a body (where a header's
/// characteristics end), besides those that open a compound statement or
/// start a statement only stored programs have.
const STARTERS: &[&str] = &[
    "SELECT",
    "INSERT",
    "UPDATE",
    "DELETE",
    "REPLACE",
    "SET",
    "CALL",
    "DO",
    "WITH",
    "START",
    "COMMIT",
    "ROLLBACK",
    "PREPARE",
    "EXECUTE",
    "DEALLOCATE",
    "TRUNCATE",
    "DROP",
    "CREATE",
    "ALTER",
    "LOCK",
    "UNLOCK",
    "FLUSH",
    "VALUES",
    "TABLE",
    "SHOW",
    "ANALYZE",
    "OPTIMIZE",
    "SAVEPOINT",
    "RELEASE",
    "KILL",
    "LOAD",
    "RENAME",
    "GRANT",
    "REVOKE",
    "HANDLER",
    "PURGE",
    "XA",
];

/// Whether token `i` starts a statement of a body.
pub(super) fn starts_statement(tokens: &[(TokenWithSpan, Span)], i: usize) -> bool {
    let Some((t, _)) = tokens.get(i) else {
        return false;
    };
    if t.token == Token::LParen {
        return true;
    }
    if matches!(&t.token, Token::Word(_))
        && tokens.get(i + 1).map(|(t, _)| &t.token) == Some(&Token::Colon)
    {
        return true;
    }
    Keyword::of_token(&t.token).is_some_and(|k| k.opens_compound() || k.starts_program_statement())
        || word(&t.token).is_some_and(|w| STARTERS.iter().any(|s| w.eq_ignore_ascii_case(s)))
}
