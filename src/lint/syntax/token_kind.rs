//! What a statement's tokens alone say it is ([`TokenKind`]): transaction
//! control (`START TRANSACTION`, `BEGIN`, `COMMIT`, `ROLLBACK`, savepoints),
//! a `SET` of the isolation level (with MySQL's scopes) or of `autocommit`,
//! a statement that commits implicitly, or one for sqlparser to parse.

use super::keywords;
use super::source::Span;
use super::tokens::{is_kw, is_word, word};
use super::vocabulary::{IsolationLevel, SetScope};
use sqlparser::keywords::Keyword;
use sqlparser::tokenizer::{Token, TokenWithSpan};

/// What the tokens alone say a statement is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TokenKind {
    /// `START TRANSACTION` / `BEGIN [WORK]`; `isolation` is the span of an
    /// `ISOLATION LEVEL` clause written inside it (not MySQL syntax).
    Begin {
        isolation: Option<Span>,
    },
    /// `COMMIT`; `chain` for `COMMIT AND CHAIN`.
    Commit {
        chain: bool,
    },
    Rollback {
        chain: bool,
    },
    /// `SET ... TRANSACTION ISOLATION LEVEL` or a `SET` of the isolation variables.
    SetIsolation {
        scope: SetScope,
        level: IsolationLevel,
        span: Span,
    },
    /// `SET autocommit = 0|1`.
    SetAutocommit(bool),
    /// Any other `SET`.
    SetOther,
    /// Statements that commit implicitly (DDL, LOCK TABLES, ...), parsed too.
    ImplicitCommit,
    /// Everything else: handed to sqlparser.
    Parse,
}

/// What `tokens` (one statement's) say the statement is.
pub(super) fn classify(tokens: &[(TokenWithSpan, Span)]) -> TokenKind {
    let t = |i: usize| tokens.get(i).map(|(t, _)| &t.token);
    let Some(first) = t(0) else {
        return TokenKind::Parse;
    };
    let rest_has = |from: usize, k: &str| {
        tokens[from.min(tokens.len())..]
            .iter()
            .any(|(t, _)| is_word(&t.token, k))
    };
    let chain = |from: usize| {
        let mut i = from;
        while let Some(tok) = t(i) {
            if is_kw(tok, Keyword::AND) {
                let no = t(i + 1).is_some_and(|n| is_kw(n, Keyword::NO));
                let c = t(i + if no { 2 } else { 1 }).is_some_and(|n| is_word(n, "CHAIN"));
                return c && !no;
            }
            i += 1;
        }
        false
    };
    if keywords::Keyword::Begin.is(first) {
        // BEGIN [WORK] starts a transaction; BEGIN NOT ATOMIC / BEGIN ... END
        // blocks are compound statements.
        use keywords::Keyword as K;
        return match t(1).map(K::of_token) {
            None => TokenKind::Begin { isolation: None },
            Some(Some(K::Work)) if t(2).is_none() => TokenKind::Begin { isolation: None },
            Some(Some(K::Isolation | K::Transaction)) => TokenKind::Begin {
                isolation: isolation_clause(tokens, 1),
            },
            _ => TokenKind::Parse,
        };
    }
    match word(first).map(|(k, _)| k) {
        Some(Keyword::START) if t(1).is_some_and(|n| is_kw(n, Keyword::TRANSACTION)) => {
            TokenKind::Begin {
                isolation: isolation_clause(tokens, 2),
            }
        }
        Some(Keyword::COMMIT) => TokenKind::Commit { chain: chain(1) },
        Some(Keyword::ROLLBACK) if !rest_has(1, "TO") => TokenKind::Rollback { chain: chain(1) },
        Some(Keyword::ROLLBACK) => TokenKind::SetOther,
        Some(Keyword::SAVEPOINT) => TokenKind::SetOther,
        Some(Keyword::RELEASE) if t(1).is_some_and(|n| is_kw(n, Keyword::SAVEPOINT)) => {
            TokenKind::SetOther
        }
        Some(Keyword::SET) => classify_set(tokens),
        Some(
            Keyword::CREATE
            | Keyword::ALTER
            | Keyword::DROP
            | Keyword::TRUNCATE
            | Keyword::RENAME
            | Keyword::GRANT
            | Keyword::REVOKE,
        ) => TokenKind::ImplicitCommit,
        Some(Keyword::LOCK)
            if t(1).is_some_and(|n| is_kw(n, Keyword::TABLES) || is_kw(n, Keyword::TABLE)) =>
        {
            TokenKind::ImplicitCommit
        }
        Some(Keyword::UNLOCK) => TokenKind::ImplicitCommit,
        _ => TokenKind::Parse,
    }
}

/// The span of `ISOLATION LEVEL ...` at or after token `from`, if any.
fn isolation_clause(tokens: &[(TokenWithSpan, Span)], from: usize) -> Option<Span> {
    let i = (from..tokens.len()).find(|&i| is_word(&tokens[i].0.token, "ISOLATION"))?;
    let end = tokens.last().map(|(_, s)| s.end).unwrap_or(tokens[i].1.end);
    Some(Span::new(tokens[i].1.start, end))
}

/// `READ COMMITTED` etc. starting at token `i` (after `LEVEL`).
fn level_words(tokens: &[(TokenWithSpan, Span)], i: usize) -> Option<IsolationLevel> {
    let w = |k: usize| tokens.get(k).map(|(t, _)| &t.token);
    let a = w(i)?;
    if is_word(a, "SERIALIZABLE") {
        return Some(IsolationLevel::Serializable);
    }
    let b = w(i + 1)?;
    if is_word(a, "READ") && is_word(b, "COMMITTED") {
        Some(IsolationLevel::ReadCommitted)
    } else if is_word(a, "READ") && is_word(b, "UNCOMMITTED") {
        Some(IsolationLevel::ReadUncommitted)
    } else if is_word(a, "REPEATABLE") && is_word(b, "READ") {
        Some(IsolationLevel::RepeatableRead)
    } else {
        None
    }
}

fn classify_set(tokens: &[(TokenWithSpan, Span)]) -> TokenKind {
    // SET [scope] TRANSACTION characteristic[, characteristic]: one statement.
    let scope_word = tokens
        .get(1)
        .and_then(|(t, _)| word(&t.token))
        .and_then(|(k, v)| match k {
            Keyword::GLOBAL => Some(SetScope::Global),
            Keyword::SESSION | Keyword::LOCAL => Some(SetScope::Session),
            _ if v.eq_ignore_ascii_case("PERSIST") || v.eq_ignore_ascii_case("PERSIST_ONLY") => {
                Some(SetScope::Global)
            }
            _ => None,
        });
    let t_at = if scope_word.is_some() { 2 } else { 1 };
    if tokens
        .get(t_at)
        .is_some_and(|(t, _)| is_kw(&t.token, Keyword::TRANSACTION))
    {
        let span = Span::new(
            tokens[0].1.start,
            tokens.last().map(|(_, s)| s.end).unwrap_or(0),
        );
        let level = (t_at..tokens.len())
            .find(|&k| is_word(&tokens[k].0.token, "LEVEL"))
            .and_then(|lv| level_words(tokens, lv + 1));
        return match level {
            Some(level) => TokenKind::SetIsolation {
                scope: scope_word.unwrap_or(SetScope::NextTransaction),
                level,
                span,
            },
            None => TokenKind::SetOther,
        };
    }
    // Split the assignments at top-level commas.
    let mut parts: Vec<&[(TokenWithSpan, Span)]> = Vec::new();
    let mut depth = 0i32;
    let mut start = 1;
    for (i, (t, _)) in tokens.iter().enumerate().skip(1) {
        match t.token {
            Token::LParen => depth += 1,
            Token::RParen => depth -= 1,
            Token::Comma if depth == 0 => {
                parts.push(&tokens[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&tokens[start.min(tokens.len())..]);
    // A scope keyword carries over to later assignments without one.
    let mut carried: Option<SetScope> = None;
    let mut found: Option<TokenKind> = None;
    for part in parts {
        let Some((first, _)) = part.first() else {
            continue;
        };
        let mut i = 0;
        let mut scope = carried;
        if let Some((k, _)) = word(&first.token) {
            let s = match k {
                Keyword::GLOBAL => Some(SetScope::Global),
                Keyword::SESSION | Keyword::LOCAL => Some(SetScope::Session),
                _ if is_word(&first.token, "PERSIST_ONLY") => Some(SetScope::Global),
                _ => None,
            };
            if s.is_some() {
                scope = s;
                carried = s;
                i = 1;
            }
        }
        let span = Span::new(
            part[0].1.start,
            part.last().map(|(_, s)| s.end).unwrap_or(part[0].1.end),
        );
        let tok = |k: usize| part.get(k).map(|(t, _)| &t.token);
        // SET [scope] TRANSACTION ISOLATION LEVEL x
        if tok(i).is_some_and(|t| is_kw(t, Keyword::TRANSACTION)) {
            let Some(lv) = (i..part.len()).find(|&k| is_word(&part[k].0.token, "LEVEL")) else {
                continue;
            };
            if let Some(level) = level_words(part, lv + 1) {
                found = Some(TokenKind::SetIsolation {
                    scope: scope.unwrap_or(SetScope::NextTransaction),
                    level,
                    span,
                });
            }
            continue;
        }
        // SET [scope] [@@[scope.]]name = value
        let (name, explicit_at) = match tok(i) {
            Some(Token::Word(w)) => (w.value.to_ascii_lowercase(), false),
            Some(Token::AtSign) => {
                // Some tokenizers split @@ into two '@'.
                let mut k = i;
                while tok(k) == Some(&Token::AtSign) {
                    k += 1;
                }
                i = k - 1;
                match tok(k) {
                    Some(Token::Word(w)) => (w.value.to_ascii_lowercase(), true),
                    _ => continue,
                }
            }
            _ => continue,
        };
        let mut name = name;
        // `@@session.tx_isolation` arrives as a word, a period and a word.
        if tok(i + 1) == Some(&Token::Period)
            && let Some(Token::Word(w)) = tok(i + 2)
        {
            name = format!("{name}.{}", w.value.to_ascii_lowercase());
            i += 2;
        }
        let (var, var_scope) = match name.strip_prefix("@@").unwrap_or(&name).split_once('.') {
            Some((s, v)) => (
                v.to_string(),
                match s {
                    "global" | "persist" | "persist_only" => Some(SetScope::Global),
                    "session" | "local" => Some(SetScope::Session),
                    _ => None,
                },
            ),
            None => (name.trim_start_matches('@').to_string(), None),
        };
        let at = explicit_at || name.starts_with("@@");
        // Tokenizers that keep @@session.x as one word leave the dot inside.
        let value_at = (i + 1..part.len())
            .find(|&k| matches!(part[k].0.token, Token::Eq | Token::Assignment))
            .map(|k| k + 1);
        let value = value_at
            .and_then(|k| part.get(k))
            .map(|(t, _)| match &t.token {
                Token::SingleQuotedString(s) | Token::DoubleQuotedString(s) => s.clone(),
                Token::Word(w) => w.value.clone(),
                Token::Number(n, _) => n.clone(),
                other => other.to_string(),
            });
        let effective = var_scope.or(scope).unwrap_or(if at {
            SetScope::NextTransaction
        } else {
            SetScope::Session
        });
        match var.as_str() {
            "transaction_isolation" | "tx_isolation" => {
                if let Some(level) = value.as_deref().and_then(IsolationLevel::parse) {
                    found = Some(TokenKind::SetIsolation {
                        scope: effective,
                        level,
                        span,
                    });
                }
            }
            "autocommit" if effective != SetScope::Global => {
                if let Some(v) = value {
                    let on = matches!(v.to_ascii_uppercase().as_str(), "1" | "ON" | "TRUE");
                    if found.is_none() {
                        found = Some(TokenKind::SetAutocommit(on));
                    }
                }
            }
            _ => {}
        }
    }
    found.unwrap_or(TokenKind::SetOther)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lint::syntax::scan::scan;

    fn kinds(sql: &str) -> Vec<TokenKind> {
        scan(sql).statements.into_iter().map(|s| s.kind).collect()
    }

    #[test]
    fn transaction_control() {
        assert_eq!(
            kinds(
                "START TRANSACTION; BEGIN; BEGIN WORK; COMMIT; ROLLBACK; COMMIT AND CHAIN; ROLLBACK TO SAVEPOINT a; START TRANSACTION WITH CONSISTENT SNAPSHOT"
            ),
            vec![
                TokenKind::Begin { isolation: None },
                TokenKind::Begin { isolation: None },
                TokenKind::Begin { isolation: None },
                TokenKind::Commit { chain: false },
                TokenKind::Rollback { chain: false },
                TokenKind::Commit { chain: true },
                TokenKind::SetOther,
                TokenKind::Begin { isolation: None },
            ]
        );
        let k = kinds("START TRANSACTION ISOLATION LEVEL READ COMMITTED");
        assert!(matches!(k[0], TokenKind::Begin { isolation: Some(_) }));
    }

    fn set(sql: &str) -> (SetScope, IsolationLevel) {
        match &kinds(sql)[0] {
            TokenKind::SetIsolation { scope, level, .. } => (*scope, *level),
            other => panic!("{sql}: {other:?}"),
        }
    }

    #[test]
    fn isolation_scopes_follow_mysql() {
        use IsolationLevel::*;
        use SetScope::*;
        assert_eq!(
            set("SET TRANSACTION ISOLATION LEVEL READ COMMITTED"),
            (NextTransaction, ReadCommitted)
        );
        assert_eq!(
            set("SET SESSION TRANSACTION ISOLATION LEVEL SERIALIZABLE"),
            (Session, Serializable)
        );
        assert_eq!(
            set("SET GLOBAL TRANSACTION ISOLATION LEVEL READ COMMITTED"),
            (Global, ReadCommitted)
        );
        assert_eq!(
            set("SET TRANSACTION READ WRITE, ISOLATION LEVEL REPEATABLE READ"),
            (NextTransaction, RepeatableRead)
        );
        assert_eq!(
            set("SET @@transaction_isolation = 'READ-COMMITTED'"),
            (NextTransaction, ReadCommitted)
        );
        assert_eq!(
            set("SET @@tx_isolation = 'READ-COMMITTED'"),
            (NextTransaction, ReadCommitted)
        );
        assert_eq!(
            set("SET transaction_isolation = 'READ-COMMITTED'"),
            (Session, ReadCommitted)
        );
        assert_eq!(
            set("SET tx_isolation = 'READ-COMMITTED'"),
            (Session, ReadCommitted)
        );
        assert_eq!(
            set("SET @@SESSION.transaction_isolation = 'READ-COMMITTED'"),
            (Session, ReadCommitted)
        );
        assert_eq!(
            set("SET @@session.tx_isolation='read-committed'"),
            (Session, ReadCommitted)
        );
        assert_eq!(
            set("SET @@GLOBAL.transaction_isolation = 'READ-COMMITTED'"),
            (Global, ReadCommitted)
        );
        assert_eq!(
            set("SET SESSION transaction_isolation = 'SERIALIZABLE'"),
            (Session, Serializable)
        );
        assert_eq!(
            set("SET GLOBAL autocommit = 1, transaction_isolation = 'READ-COMMITTED'"),
            (Global, ReadCommitted)
        );
        assert_eq!(
            kinds("SET autocommit = 0"),
            vec![TokenKind::SetAutocommit(false)]
        );
        assert_eq!(kinds("SET @x = 1"), vec![TokenKind::SetOther]);
    }
}
