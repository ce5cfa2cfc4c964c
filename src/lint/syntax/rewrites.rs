//! The MySQL syntax sqlparser 0.64 cannot parse, rewritten into forms it
//! can, and every locking clause found on the way with its exact position
//! ([`LockToken`]): `LOCK IN SHARE MODE`, `FOR UPDATE OF a, b`, `DO`, an
//! `INTO` after `FROM`, a well-formed `INTO OUTFILE` / `INTO DUMPFILE`
//! with its export options ([`super::clauses`]), `UPDATE`/`DELETE`
//! modifiers, `DELETE t.*` targets, a multiple-table `UPDATE`, compound
//! interval units (`MINUTE_SECOND`), `JSON_VALUE(... RETURNING type ...)`,
//! and the operators `!` and infix `MOD`.
//!
//! A rewrite changes nothing the rules read (the tables a statement reads,
//! writes and locks, its filters, its locking clauses); where a form is not
//! exactly the one the rewrite knows, it is left alone, and sqlparser's
//! failure is judged as before ([`super::validity`]).

use super::clauses::{COMPOUND_UNITS, Export, export_clause, export_in_query, is_text};
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
    rewrite_export(&mut tokens);
    rewrite_trailing_into(&mut tokens);
    rewrite_dml_modifiers(&mut tokens);
    rewrite_delete_targets(&mut tokens);
    rewrite_multi_table_update(&mut tokens);
    if rewrite_words(&mut tokens) {
        rewrite_json_value_returning(&mut tokens);
    }
    (tokens, locks)
}

/// `SELECT ... INTO OUTFILE 'f' [options] ...` / `INTO DUMPFILE 'f'`, before
/// FROM, at the end or around a locking clause: the clause, which sqlparser
/// 0.64 cannot parse, is dropped (a file on the server is no table the
/// statement reads, writes or locks). Only a well-formed clause of the
/// query's own level; any other stays for the parser and the judges.
fn rewrite_export(tokens: &mut Vec<TokenWithSpan>) {
    if let Some((at, Export::Clause(end))) = export_in_query(tokens) {
        tokens.drain(at..end);
    }
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
    // An INTO OUTFILE / DUMPFILE left here is no variable list.
    if export_clause(tokens, at).is_some() {
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

/// `DELETE t1.*, t2.* FROM ...` and `DELETE FROM t1.*, t2.* USING ...`
/// (MySQL's multiple-table DELETE, whose targets may carry `.*`) as
/// `DELETE t1, t2 ...`, which sqlparser parses: the same tables are
/// written. Only in the target list (before `FROM`, or between `FROM` and
/// `USING`); a single-table `DELETE FROM t.*` is the server's syntax error
/// and stays for the parser.
fn rewrite_delete_targets(tokens: &mut Vec<TokenWithSpan>) {
    if !tokens
        .first()
        .is_some_and(|t| is_kw(&t.token, Keyword::DELETE))
    {
        return;
    }
    let from_first = tokens
        .get(1)
        .is_some_and(|t| is_kw(&t.token, Keyword::FROM));
    let (start, end_kw) = if from_first {
        (2, Keyword::USING)
    } else {
        (1, Keyword::FROM)
    };
    let mut depth = 0i32;
    let mut end = None;
    for (k, t) in tokens.iter().enumerate().skip(start) {
        match &t.token {
            Token::LParen => depth += 1,
            Token::RParen => depth -= 1,
            tok if depth == 0 && is_kw(tok, end_kw) => {
                end = Some(k);
                break;
            }
            _ => {}
        }
    }
    let Some(end) = end else { return };
    let stars: Vec<usize> = (start + 1..end.saturating_sub(1))
        .filter(|&k| {
            tokens[k].token == Token::Period
                && tokens[k + 1].token == Token::Mul
                && matches!(tokens[k - 1].token, Token::Word(_))
                && matches!(tokens[k + 2].token, Token::Comma) | (k + 2 == end)
        })
        .collect();
    for k in stars.into_iter().rev() {
        tokens.drain(k..k + 2);
    }
}

/// Whether a token ends an operand (a literal, a name, a closing
/// parenthesis): what an infix operator follows.
fn ends_operand(t: &Token) -> bool {
    match t {
        Token::Number(..)
        | Token::SingleQuotedString(_)
        | Token::DoubleQuotedString(_)
        | Token::NationalStringLiteral(_)
        | Token::HexStringLiteral(_)
        | Token::RParen => true,
        Token::Word(w) => w.quote_style.is_some() || w.keyword == Keyword::NoKeyword,
        _ => false,
    }
}

/// Words and operators sqlparser 0.64 lacks, one token each, in one pass:
/// a compound interval unit as the unit it starts with (the rules read no
/// interval), `!` as `NOT` (MySQL's logical negation; it binds tighter than
/// `NOT`, which changes no table, filter or lock the rules read), and an
/// infix `MOD` (a reserved word: no column is called that unquoted) as
/// `%`; `MOD(a, b)`, the function, stays. Whether a `JSON_VALUE` call is
/// among the tokens (for [`rewrite_json_value_returning`]).
fn rewrite_words(tokens: &mut [TokenWithSpan]) -> bool {
    let mut json_value = false;
    for k in 0..tokens.len() {
        let replacement = match &tokens[k].token {
            // Prefix only: after an operand, `!` is no operator.
            Token::ExclamationMark if k == 0 || !ends_operand(&tokens[k - 1].token) => {
                Token::make_keyword("NOT")
            }
            Token::Word(w) if w.quote_style.is_none() && w.value.len() >= 3 => {
                let v = w.value.as_str();
                if v.eq_ignore_ascii_case("MOD") {
                    // Unquoted and not before `(`, MOD is the operator;
                    // before `(`, the function unless an operand precedes.
                    let call = tokens.get(k + 1).is_some_and(|n| n.token == Token::LParen);
                    if k == 0 || (call && !ends_operand(&tokens[k - 1].token)) {
                        continue;
                    }
                    Token::Mod
                } else if v.len() >= 8 && v.as_bytes().contains(&b'_') {
                    json_value |= v.eq_ignore_ascii_case("JSON_VALUE");
                    match COMPOUND_UNITS
                        .iter()
                        .find(|(c, _)| v.eq_ignore_ascii_case(c))
                    {
                        Some((_, unit)) => Token::make_keyword(unit),
                        None => continue,
                    }
                } else {
                    continue;
                }
            }
            _ => continue,
        };
        tokens[k].token = replacement;
    }
    json_value
}

/// The types `JSON_VALUE(... RETURNING type)` takes (MySQL's cast types).
const RETURNING_TYPES: &[&str] = &[
    "BINARY", "CHAR", "DATE", "DATETIME", "DECIMAL", "DOUBLE", "FLOAT", "JSON", "NCHAR", "REAL",
    "SIGNED", "TIME", "UNSIGNED", "YEAR",
];

/// `JSON_VALUE(doc, path [RETURNING type] [{NULL | ERROR | DEFAULT v} ON
/// EMPTY] [{NULL | ERROR | DEFAULT v} ON ERROR])` (MySQL 8.0.21): the
/// clauses after the path are dropped (a type and a fallback value read no
/// table); sqlparser 0.64 reads `RETURNING type` alone, not a character set
/// after it nor the fallbacks. Only when they are exactly that; any other
/// form stays for the parser and the judges.
fn rewrite_json_value_returning(tokens: &mut Vec<TokenWithSpan>) {
    let mut k = 0;
    while k + 1 < tokens.len() {
        let call = is_word(&tokens[k].token, "JSON_VALUE") && tokens[k + 1].token == Token::LParen;
        k += 1;
        if !call {
            continue;
        }
        if let Some((from, to)) = json_value_clauses(tokens, k) {
            tokens.drain(from..to);
        }
    }
}

/// The clauses after `JSON_VALUE`'s path (from, to: the closing
/// parenthesis), `open` at the call's `(`; None when there are none or
/// they are not all well formed.
fn json_value_clauses(tokens: &[TokenWithSpan], open: usize) -> Option<(usize, usize)> {
    let t = |i: usize| tokens.get(i).map(|t| &t.token);
    let mut depth = 0i32;
    let mut comma = None;
    let mut from = None;
    let mut close = None;
    for (i, tok) in tokens.iter().enumerate().skip(open) {
        match &tok.token {
            Token::LParen => depth += 1,
            Token::RParen => {
                depth -= 1;
                if depth == 0 {
                    close = Some(i);
                    break;
                }
            }
            Token::Comma if depth == 1 => comma = comma.or(Some(i)),
            w if depth == 1
                && comma.is_some()
                && from.is_none()
                && (is_word(w, "RETURNING")
                    || ((is_word(w, "NULL") || is_word(w, "ERROR") || is_word(w, "DEFAULT"))
                        && i > 0
                        && ends_operand(&tokens[i - 1].token))) =>
            {
                from = Some(i);
            }
            _ => {}
        }
    }
    let (from, close) = (from?, close?);
    let mut i = from;
    if t(i).is_some_and(|w| is_word(w, "RETURNING")) {
        let ty = t(i + 1)?;
        if !RETURNING_TYPES.iter().any(|k| is_word(ty, k)) {
            return None;
        }
        i += 2;
        if t(i) == Some(&Token::LParen) {
            // (n) or (m, d)
            i += 1;
            let mut numbers = 0;
            while let Some(Token::Number(..)) = t(i) {
                numbers += 1;
                i += 1;
                if t(i) == Some(&Token::Comma) {
                    i += 1;
                }
            }
            if numbers == 0 || t(i) != Some(&Token::RParen) {
                return None;
            }
            i += 1;
        }
        if t(i).is_some_and(|w| is_word(w, "INTEGER")) {
            i += 1;
        }
        loop {
            match t(i) {
                Some(w)
                    if is_word(w, "CHARACTER")
                        && t(i + 1).is_some_and(|s| is_kw(s, Keyword::SET)) =>
                {
                    i += 3
                }
                Some(w) if is_word(w, "CHARSET") || is_word(w, "COLLATE") => i += 2,
                Some(w) if is_word(w, "ASCII") || is_word(w, "UNICODE") || is_word(w, "BINARY") => {
                    i += 1
                }
                _ => break,
            }
            if i > close {
                return None;
            }
        }
    }
    // Up to two fallbacks: {NULL | ERROR | DEFAULT literal} ON {EMPTY | ERROR}.
    for _ in 0..2 {
        let w = t(i)?;
        if is_word(w, "NULL") || is_word(w, "ERROR") {
            i += 1;
        } else if is_word(w, "DEFAULT") {
            i += 1;
            if matches!(t(i), Some(Token::Minus | Token::Plus)) {
                i += 1;
            }
            if !t(i).is_some_and(|v| is_text(v) || matches!(v, Token::Number(..))) {
                return None;
            }
            i += 1;
        } else {
            break;
        }
        if !(t(i).is_some_and(|w| is_kw(w, Keyword::ON))
            && t(i + 1).is_some_and(|w| is_word(w, "EMPTY") || is_word(w, "ERROR")))
        {
            return None;
        }
        i += 2;
    }
    (i == close && from < close).then_some((from, close))
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
    use crate::lint::testing::lint_sql;

    /// The tokens of the only statement of `sql` as sqlparser gets them.
    fn rewritten(sql: &str) -> String {
        let s = &scan(sql).statements[0];
        let text: Vec<String> = s.tokens.iter().map(|t| t.token.to_string()).collect();
        text.join(" ")
    }

    /// Lint `sql` with the default rules: (rule, line) of each finding.
    fn findings(sql: &str) -> Vec<(&'static str, usize)> {
        lint_sql(sql)
    }

    /// A locking read in a transaction at the default isolation, its
    /// statement written in `form` (`{}` the locking read): the finding
    /// shows the rules read the statement.
    fn rules_see(form: &str) {
        let sql = format!(
            "START TRANSACTION;\n{};\nCOMMIT;\n",
            form.replace("{}", "FOR UPDATE SKIP LOCKED")
        );
        let found = findings(&sql);
        assert!(
            found.contains(&("locking-read-without-read-committed", 2)),
            "{sql}: {found:?}"
        );
        assert!(
            !found
                .iter()
                .any(|(r, _)| *r == "parse-error" || *r == "unsupported-syntax"),
            "{sql}: {found:?}"
        );
    }

    #[test]
    fn export_clauses_are_read_and_broken_ones_judged() {
        for sql in [
            "select * into dumpfile '' from table1",
            "select * into outfile 'a' fields enclosed by '\"' from table1",
            "select * into outfile 'a' fields optionally enclosed by '\"' from table1",
            "select * into outfile 'a' lines starting by '\\n' from table1",
            "SELECT a, b FROM t WHERE a = 1 INTO OUTFILE '/tmp/x' CHARACTER SET utf8mb4 \
             FIELDS TERMINATED BY ',' ESCAPED BY '\\\\' LINES TERMINATED BY '\\n'",
        ] {
            assert!(findings(sql).is_empty(), "{sql}: {:?}", findings(sql));
            assert!(!rewritten(sql).to_lowercase().contains("into"), "{sql}");
        }
        rules_see("SELECT id FROM units WHERE shop_id = 1 LIMIT 1 {} INTO OUTFILE '/tmp/u'");
        rules_see(
            "SELECT id INTO OUTFILE '/tmp/u' FIELDS TERMINATED BY ',' FROM units WHERE shop_id = 1 LIMIT 1 {}",
        );
        // Broken export options are the server's syntax errors.
        for sql in [
            "SELECT * FROM t INTO OUTFILE '/tmp/x' FIELDS TERMINATED ','",
            "SELECT * FROM t INTO OUTFILE '/tmp/x' LINES TERMINATED BY '\\n' FIELDS TERMINATED BY ','",
            "SELECT * FROM t INTO DUMPFILE '/tmp/x' FIELDS TERMINATED BY ','",
            "SELECT * FROM t INTO OUTFILE '/tmp/x' FIELDS TERMINATED BY _utf8mb4','",
        ] {
            assert_eq!(findings(sql), [("parse-error", 1)], "{sql}");
        }
        // A form poolctl does not know is still said to be unread.
        let sql = "SELECT * FROM t INTO OUTFILE ? FIELDS TERMINATED BY ','";
        assert_eq!(findings(sql), [("unsupported-syntax", 1)], "{sql}");
    }

    #[test]
    fn multiple_table_delete_targets_with_stars() {
        for sql in [
            "DELETE t1.*, t2.* FROM t1 INNER JOIN t2 INNER JOIN t3 WHERE t1.id=t2.id AND t2.id=t3.id",
            "DELETE FROM t1.*, t2.* USING t1 INNER JOIN t2 INNER JOIN t3 WHERE t1.id=t2.id AND t2.id=t3.id",
            "DELETE LOW_PRIORITY QUICK db.t1.* FROM t1 WHERE id = 1",
        ] {
            assert!(findings(sql).is_empty(), "{sql}: {:?}", findings(sql));
            assert!(!rewritten(sql).contains(". *"), "{}", rewritten(sql));
        }
        assert_eq!(
            rewritten("DELETE t1.*, t2.* FROM t1 JOIN t2"),
            "DELETE t1 , t2 FROM t1 JOIN t2"
        );
        // The server rejects `.*` on a single-table DELETE and after FROM
        // in the first form: left for the parser (not read as valid).
        for sql in [
            "DELETE FROM t1.* WHERE id = 1",
            "DELETE t1.* FROM t1.* WHERE id = 1",
        ] {
            let found = findings(sql);
            assert!(
                found == [("parse-error", 1)] || found == [("unsupported-syntax", 1)],
                "{sql}: {found:?}"
            );
        }
    }

    #[test]
    fn compound_interval_units_operators_and_json_value() {
        for sql in [
            "SELECT DATE_SUB('1992-12-31 23:59:59.000002', INTERVAL '1.999999' SECOND_MICROSECOND)",
            "SELECT DATE_ADD('2100-12-31 23:59:59', INTERVAL '1:1' minute_second)",
            "SELECT EXTRACT(YEAR_MONTH FROM '2019-07-02')",
            "SELECT !1, ! (1 = 1), !a = 1 FROM t",
            "SELECT 5 MOD 2, 5 MOD (2), a MOD b, MOD(5, 2) FROM t",
            "SELECT JSON_VALUE('{\"a\":\"b\"}', '$.a' RETURNING CHAR(255) CHARACTER SET utf8mb4) AS r",
            "SELECT JSON_VALUE('{\"a\":\"1\"}', '$.a' RETURNING DECIMAL(4, 2)), JSON_VALUE(j, '$.b' RETURNING UNSIGNED) FROM t",
            "SELECT JSON_VALUE('{\"a\":\"b\"}', '$.a' RETURNING CHAR(10) DEFAULT 'x' ON EMPTY ERROR ON ERROR) AS e",
            "SELECT JSON_VALUE(j, '$.a' NULL ON EMPTY) FROM t",
        ] {
            assert!(findings(sql).is_empty(), "{sql}: {:?}", findings(sql));
        }
        assert_eq!(
            rewritten("SELECT !a, 5 MOD 2, MOD(5, 2), INTERVAL 1 DAY_HOUR"),
            "SELECT NOT a , 5 % 2 , MOD ( 5 , 2 ) , INTERVAL 1 DAY"
        );
        rules_see("SELECT id FROM units WHERE shop_id = 1 AND !held AND id MOD 2 = 0 LIMIT 1 {}");
        rules_see(
            "SELECT id FROM units WHERE shop_id = 1 AND created < NOW() - INTERVAL '1:30' HOUR_MINUTE \
             AND JSON_VALUE(doc, '$.state' RETURNING UNSIGNED) = 1 LIMIT 1 {}",
        );
        // Broken variants: the server rejects each; lint never reads one as valid.
        for sql in [
            "SELECT DATE_ADD(d, INTERVAL '1:1' MINUTE_SECONDS) FROM t",
            "SELECT DATE_ADD(d, INTERVAL '1:1') FROM t",
            "SELECT 5 MOD",
            "SELECT 1 !",
            "SELECT JSON_VALUE(j, '$.a' RETURNING) FROM t",
            "SELECT JSON_VALUE(j, '$.a' RETURNING CHAR ON EMPTY) FROM t",
        ] {
            let found = findings(sql);
            assert!(
                found == [("parse-error", 1)] || found == [("unsupported-syntax", 1)],
                "{sql}: {found:?}"
            );
        }
    }

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
