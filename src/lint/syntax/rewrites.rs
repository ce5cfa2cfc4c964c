//! The MySQL syntax sqlparser 0.64 cannot parse, rewritten into forms it
//! can, and every locking clause found on the way with its exact position
//! ([`LockToken`]): `LOCK IN SHARE MODE`, `FOR UPDATE OF a, b`, `DO`, an
//! `INTO` after `FROM`, `UPDATE`/`DELETE` modifiers, a multiple-table
//! `UPDATE`.

use super::source::Span;
use super::tokens::{is_kw, is_word};
use super::vocabulary::{LockKind, LockWait};
use sqlparser::keywords::Keyword;
use sqlparser::tokenizer::{Token, TokenWithSpan};

/// A locking clause as written, with its position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LockToken {
    pub span: Span,
    pub kind: LockKind,
    pub wait: LockWait,
    /// Tables named after `OF`.
    pub of: Vec<String>,
}

/// A statement's tokens (with their spans) as sqlparser can parse them, and
/// its locking clauses. Tokens are moved, never cloned.
pub(super) fn for_sqlparser(
    tokens: Vec<(TokenWithSpan, Span)>,
) -> (Vec<TokenWithSpan>, Vec<LockToken>) {
    let (mut tokens, locks) = rewrite_locks(tokens);
    rewrite_do(&mut tokens);
    rewrite_trailing_into(&mut tokens);
    rewrite_dml_modifiers(&mut tokens);
    rewrite_multi_table_update(&mut tokens);
    (tokens, locks)
}

/// `SELECT ... [FOR UPDATE] INTO @a, v` / `... INTO v FOR UPDATE`: MySQL's
/// INTO after the FROM clause, which sqlparser 0.64 does not parse, is
/// dropped (a variable list is no table the statement touches).
fn rewrite_trailing_into(tokens: &mut Vec<TokenWithSpan>) {
    let starts_select = tokens
        .first()
        .is_some_and(|t| is_kw(&t.token, Keyword::SELECT) || t.token == Token::LParen);
    if !starts_select {
        return;
    }
    let mut depth = 0i32;
    let mut seen_from = false;
    let mut at = None;
    for (k, t) in tokens.iter().enumerate() {
        match &t.token {
            Token::LParen => depth += 1,
            Token::RParen => depth -= 1,
            tok if depth == 0 && is_kw(tok, Keyword::FROM) => seen_from = true,
            tok if depth == 0 && seen_from && is_kw(tok, Keyword::INTO) => {
                at = Some(k);
                break;
            }
            _ => {}
        }
    }
    let Some(at) = at else { return };
    // INTO OUTFILE / DUMPFILE stay (they are no variable list).
    if tokens
        .get(at + 1)
        .is_some_and(|t| is_word(&t.token, "OUTFILE") || is_word(&t.token, "DUMPFILE"))
    {
        return;
    }
    let mut end = at + 1;
    while let Some(t) = tokens.get(end) {
        let variable = matches!(&t.token, Token::Word(w)
                if !(w.quote_style.is_none() && matches!(w.keyword, Keyword::FOR | Keyword::LOCK)))
            || matches!(t.token, Token::Comma | Token::AtSign | Token::Period)
            || matches!(&t.token, Token::Word(w) if w.value.starts_with('@'));
        if !variable {
            break;
        }
        end += 1;
    }
    let rest_is_lock = tokens
        .get(end)
        .is_none_or(|t| is_kw(&t.token, Keyword::FOR) || is_kw(&t.token, Keyword::LOCK));
    if end > at + 1 && rest_is_lock {
        tokens.drain(at..end);
    }
}

/// `DO expr, ...` evaluates like `SELECT expr, ...` (results discarded).
fn rewrite_do(tokens: &mut [TokenWithSpan]) {
    if let Some(first) = tokens.first_mut()
        && is_kw(&first.token, Keyword::DO)
    {
        first.token = Token::make_keyword("SELECT");
    }
}

/// `UPDATE [LOW_PRIORITY] [IGNORE] t ...` and `DELETE [LOW_PRIORITY]
/// [QUICK] [IGNORE] ...`: MySQL's modifiers, which sqlparser 0.64 reads as
/// the table's name (the real table then reads as its alias), are dropped.
/// MySQL itself takes these words as modifiers there, reserved or not
/// (`DELETE QUICK FROM quick` deletes from `quick`); they change how errors
/// and the scheduler treat the statement, not which rows it locks or writes.
fn rewrite_dml_modifiers(tokens: &mut Vec<TokenWithSpan>) {
    let modifiers: &[&str] = match tokens.first() {
        Some(t) if is_kw(&t.token, Keyword::UPDATE) => &["LOW_PRIORITY", "IGNORE"],
        Some(t) if is_kw(&t.token, Keyword::DELETE) => &["LOW_PRIORITY", "QUICK", "IGNORE"],
        _ => return,
    };
    let end = 1 + tokens[1..]
        .iter()
        .take_while(|t| modifiers.iter().any(|m| is_word(&t.token, m)))
        .count();
    tokens.drain(1..end);
}

/// `UPDATE a, b SET ...` (MySQL's multiple-table UPDATE) as `UPDATE a CROSS
/// JOIN b SET ...`, which sqlparser parses; the written table stays `a`.
fn rewrite_multi_table_update(tokens: &mut [TokenWithSpan]) {
    if !tokens
        .first()
        .is_some_and(|t| is_kw(&t.token, Keyword::UPDATE))
    {
        return;
    }
    let mut depth = 0i32;
    let mut commas = Vec::new();
    for (k, t) in tokens.iter().enumerate() {
        match &t.token {
            Token::LParen => depth += 1,
            Token::RParen => depth -= 1,
            Token::Comma if depth == 0 => commas.push(k),
            tok if depth == 0 && is_kw(tok, Keyword::SET) => break,
            _ => {}
        }
    }
    for k in commas {
        let span = tokens[k].span;
        // Two tokens cannot fit one slot: CROSS JOIN as a single JOIN word.
        tokens[k] = TokenWithSpan::new(Token::make_keyword("JOIN"), span);
    }
}

/// Find every locking clause, and rewrite the ones sqlparser cannot parse.
/// Tokens are moved, never cloned: this runs on every statement.
fn rewrite_locks(tokens: Vec<(TokenWithSpan, Span)>) -> (Vec<TokenWithSpan>, Vec<LockToken>) {
    let has_lock_word = tokens
        .iter()
        .any(|(t, _)| is_kw(&t.token, Keyword::FOR) || is_kw(&t.token, Keyword::LOCK));
    if !has_lock_word {
        return (tokens.into_iter().map(|(t, _)| t).collect(), Vec::new());
    }
    let n = tokens.len();
    let spans: Vec<Span> = tokens.iter().map(|(_, s)| *s).collect();
    let mut slots: Vec<Option<TokenWithSpan>> = tokens.into_iter().map(|(t, _)| Some(t)).collect();
    let mut out: Vec<TokenWithSpan> = Vec::with_capacity(n);
    let mut locks = Vec::new();
    let mut i = 0;
    while i < n {
        let tok = |k: usize| slots.get(k).and_then(|t| t.as_ref()).map(|t| &t.token);
        let Some(t) = tok(i) else {
            break;
        };
        let (kind, mut j) = if is_kw(t, Keyword::FOR)
            && tok(i + 1).is_some_and(|n| is_kw(n, Keyword::UPDATE))
        {
            (LockKind::Update, i + 2)
        } else if is_kw(t, Keyword::FOR) && tok(i + 1).is_some_and(|n| is_kw(n, Keyword::SHARE)) {
            (LockKind::Share, i + 2)
        } else if is_kw(t, Keyword::LOCK)
            && tok(i + 1).is_some_and(|n| is_kw(n, Keyword::IN))
            && tok(i + 2).is_some_and(|n| is_kw(n, Keyword::SHARE))
            && tok(i + 3).is_some_and(|n| is_kw(n, Keyword::MODE))
        {
            (LockKind::ShareMode, i + 4)
        } else {
            out.extend(slots[i].take());
            i += 1;
            continue;
        };
        let head_end = j;
        if kind == LockKind::ShareMode {
            // MySQL has no OF / NOWAIT after LOCK IN SHARE MODE: rewrite the
            // four words as FOR SHARE and leave what follows to the parser.
            locks.push(LockToken {
                span: Span::new(spans[i].start, spans[j - 1].end),
                kind,
                wait: LockWait::Wait,
                of: Vec::new(),
            });
            for (word, src) in [("FOR", i), ("SHARE", i + 3)] {
                if let Some(at) = slots[src].as_ref().map(|t| t.span) {
                    out.push(TokenWithSpan::new(Token::make_keyword(word), at));
                }
            }
            i = head_end;
            continue;
        }
        // OF t1 [, t2 ...]: keep only the first table for sqlparser.
        let mut of = Vec::new();
        let mut keep_until = j;
        if tok(j).is_some_and(|n| is_kw(n, Keyword::OF)) {
            j += 1;
            loop {
                let mut name = String::new();
                while let Some(Token::Word(w)) = tok(j) {
                    name = w.value.clone();
                    j += 1;
                    if tok(j) == Some(&Token::Period) {
                        j += 1;
                    } else {
                        break;
                    }
                }
                if !name.is_empty() {
                    of.push(name.to_ascii_lowercase());
                }
                if of.len() == 1 {
                    keep_until = j;
                }
                if tok(j) == Some(&Token::Comma) {
                    j += 1;
                } else {
                    break;
                }
            }
        }
        let after_of = j;
        let wait = if tok(j).is_some_and(|n| is_kw(n, Keyword::NOWAIT)) {
            j += 1;
            LockWait::Nowait
        } else if tok(j).is_some_and(|n| is_kw(n, Keyword::SKIP))
            && tok(j + 1).is_some_and(|n| is_kw(n, Keyword::LOCKED))
        {
            j += 2;
            LockWait::SkipLocked
        } else {
            LockWait::Wait
        };
        locks.push(LockToken {
            span: Span::new(spans[i].start, spans[j - 1].end),
            kind,
            wait,
            of,
        });
        for k in (i..keep_until).chain(after_of..j) {
            out.extend(slots[k].take());
        }
        i = j;
    }
    (out, locks)
}

#[cfg(test)]
mod tests {
    use crate::lint::syntax::scan::scan;
    use crate::lint::syntax::vocabulary::{LockKind, LockWait};

    #[test]
    fn locking_clauses_are_found_and_rewritten() {
        let sql = "SELECT id FROM t WHERE a = 1 LOCK IN SHARE MODE";
        let s = &scan(sql).statements[0];
        assert_eq!(s.locks.len(), 1);
        assert_eq!(s.locks[0].kind, LockKind::ShareMode);
        assert_eq!(
            &sql[s.locks[0].span.start..s.locks[0].span.end],
            "LOCK IN SHARE MODE"
        );
        let text: Vec<String> = s.tokens.iter().map(|t| t.token.to_string()).collect();
        assert_eq!(
            text[text.len() - 2..],
            ["FOR".to_string(), "SHARE".to_string()]
        );

        let sql = "SELECT * FROM a JOIN b ON a.x = b.x FOR UPDATE OF a, b SKIP LOCKED";
        let s = &scan(sql).statements[0];
        assert_eq!(s.locks[0].of, vec!["a", "b"]);
        assert_eq!(s.locks[0].wait, LockWait::SkipLocked);
        assert_eq!(
            &sql[s.locks[0].span.start..s.locks[0].span.end],
            "FOR UPDATE OF a, b SKIP LOCKED"
        );
        let text: Vec<String> = s.tokens.iter().map(|t| t.token.to_string()).collect();
        assert_eq!(
            text.join(" ").rsplit("x ").next().unwrap(),
            "FOR UPDATE OF a SKIP LOCKED"
        );

        let sql = "(SELECT id FROM u LIMIT 2 FOR UPDATE SKIP LOCKED) UNION ALL (SELECT id FROM u LIMIT 3 FOR SHARE NOWAIT)";
        let s = &scan(sql).statements[0];
        assert_eq!(s.locks.len(), 2);
        assert_eq!(s.locks[1].wait, LockWait::Nowait);
        assert_eq!(s.locks[1].kind, LockKind::Share);
    }
}
