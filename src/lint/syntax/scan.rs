//! Token-level pass over one file: split it into statements, collect comments
//! (directives, conn tags), classify the statements that sqlparser does not need
//! to see (transaction control, `SET` of isolation), find locking clauses with
//! their exact positions, and rewrite the MySQL locking syntax sqlparser 0.64
//! cannot parse (`LOCK IN SHARE MODE`, `FOR UPDATE OF a, b`) into forms it can.
//!
//! Pure and linear in the size of the input: one tokenizer run per file.

use super::keywords;
use super::source::{Span, TokenLocator};
use super::vocabulary::{IsolationLevel, LockKind, LockWait, SetScope};
use sqlparser::dialect::MySqlDialect;
use sqlparser::keywords::Keyword;
use sqlparser::tokenizer::{Token, TokenWithSpan, Tokenizer, Whitespace};

/// A comment, with its text without the delimiters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Comment {
    pub span: Span,
    pub text: String,
}

/// A locking clause as written, with its position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LockToken {
    pub span: Span,
    pub kind: LockKind,
    pub wait: LockWait,
    /// Tables named after `OF`.
    pub of: Vec<String>,
}

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

/// One statement of a file, ready for the parser.
#[derive(Debug, Clone)]
pub struct RawStatement {
    /// From the first token to the last (the `;` excluded).
    pub span: Span,
    /// Comments between the previous statement and this one.
    pub leading: Vec<Comment>,
    /// Comments inside the statement.
    pub inner: Vec<Comment>,
    pub kind: TokenKind,
    pub locks: Vec<LockToken>,
    /// Non-whitespace tokens, locking syntax rewritten for sqlparser.
    pub tokens: Vec<TokenWithSpan>,
    /// Byte start of every original non-whitespace token, by tokenizer location
    /// (sorted), to place the parser's and the AST's locations.
    pub offsets: Vec<((u64, u64), usize)>,
}

impl RawStatement {
    /// Byte offset of a tokenizer location inside this statement.
    pub fn offset_of(&self, line: u64, column: u64) -> Option<usize> {
        match self
            .offsets
            .binary_search_by(|(k, _)| k.cmp(&(line, column)))
        {
            Ok(i) => Some(self.offsets[i].1),
            Err(0) => None,
            Err(i) => Some(self.offsets[i - 1].1),
        }
    }
}

/// The result of scanning a file.
#[derive(Debug, Default)]
pub struct Scanned {
    pub statements: Vec<RawStatement>,
    /// Comments after the last statement.
    pub trailing: Vec<Comment>,
    /// A tokenizer error (unterminated string or comment, ...): the text from
    /// the statement it occurred in onwards was not scanned.
    pub error: Option<(Span, String)>,
}

fn comment_text(ws: &Whitespace) -> Option<String> {
    match ws {
        Whitespace::SingleLineComment { comment, .. } => Some(comment.trim().to_string()),
        Whitespace::MultiLineComment(c) => Some(c.trim().to_string()),
        _ => None,
    }
}

/// One statement's (or stored program's) tokens, positioned in the file.
#[derive(Debug, Default)]
pub struct Tokens {
    /// Non-whitespace tokens with their byte spans in the file.
    pub tokens: Vec<(TokenWithSpan, Span)>,
    /// Comments, each with the index of the token that follows it.
    pub comments: Vec<(usize, Comment)>,
    /// A tokenizer error: where the unreadable text starts, and why.
    pub error: Option<(Span, String)>,
}

/// Tokenize `text`, which starts at byte `base` of its file.
pub fn tokenize(original: &str, base: usize) -> Tokens {
    // The tokenizer ends `--` and `#` comments only at `\n`: give it lone CRs
    // as `\n` (same byte length, so every offset still fits the original).
    let normalised;
    let text = if has_lone_cr(original) {
        normalised = lone_cr_to_lf(original);
        normalised.as_str()
    } else {
        original
    };
    let dialect = MySqlDialect {};
    // About one token (whitespace included) in four bytes of SQL: sized
    // once instead of grown by doubling (bounded for a long statement).
    let mut buf = Vec::with_capacity((text.len() / 4 + 8).min(1 << 12));
    let error = Tokenizer::new(&dialect, text)
        .with_unescape(false)
        .tokenize_with_location_into_buf(&mut buf)
        .err();
    let mut locator = TokenLocator::new(text);
    let mut out = Tokens {
        tokens: Vec::with_capacity(buf.len()),
        ..Tokens::default()
    };
    for t in buf {
        // Plain whitespace (a token per blank) is not positioned at all.
        if matches!(
            &t.token,
            Token::EOF
                | Token::Whitespace(Whitespace::Space | Whitespace::Newline | Whitespace::Tab)
        ) {
            continue;
        }
        let start = locator.offset(t.span.start);
        let end = locator.end(start, t.span.start, t.span.end);
        let span = Span::new(base + start, base + end);
        match &t.token {
            Token::Whitespace(ws) => {
                if let Some(body) = comment_text(ws) {
                    // A line comment's token includes its line break: not its span.
                    let trimmed = text[start..end].trim_end_matches(['\r', '\n']).len();
                    out.comments.push((
                        out.tokens.len(),
                        Comment {
                            span: Span::new(span.start, span.start + trimmed),
                            text: body,
                        },
                    ));
                }
            }
            Token::EOF => {}
            _ => out.tokens.push((t, span)),
        }
    }
    if let Some(e) = error {
        let at = base + locator.offset(e.location);
        out.error = Some((Span::new(at, at), e.message));
    }
    out
}

/// Split tokens into statements at `;` (comments attached as leading or inner).
pub fn statements(toks: Tokens, out: &mut Scanned) {
    // The usual piece, one statement (a `;` only at its end): its tokens
    // are the statement's as they are, the comments placed as below.
    let len = toks.tokens.len();
    let body = len
        - toks
            .tokens
            .iter()
            .rev()
            .take_while(|(t, _)| t.token == Token::SemiColon)
            .count();
    if toks.error.is_none()
        && body > 0
        && toks.tokens[..body]
            .iter()
            .all(|(t, _)| t.token != Token::SemiColon)
    {
        let mut tokens = toks.tokens;
        tokens.truncate(body);
        let (mut leading, mut inner) = (Vec::new(), Vec::new());
        for (at, c) in toks.comments {
            if at == 0 {
                leading.push(c);
            } else if at <= body || body == len {
                inner.push(c);
            } else {
                out.trailing.push(c);
            }
        }
        out.statements.push(build(tokens, leading, inner));
        return;
    }
    let mut comments = toks.comments.into_iter().peekable();
    let mut current: Vec<(TokenWithSpan, Span)> = Vec::new();
    let mut leading = Vec::new();
    let mut inner = Vec::new();
    for (k, t) in toks.tokens.into_iter().enumerate() {
        while let Some((_, c)) = comments.next_if(|(at, _)| *at <= k) {
            if current.is_empty() {
                leading.push(c);
            } else {
                inner.push(c);
            }
        }
        if t.0.token == Token::SemiColon {
            if !current.is_empty() {
                out.statements.push(build(
                    std::mem::take(&mut current),
                    std::mem::take(&mut leading),
                    std::mem::take(&mut inner),
                ));
            }
            continue;
        }
        current.push(t);
    }
    let rest: Vec<Comment> = comments.map(|(_, c)| c).collect();
    if let Some((span, message)) = toks.error {
        // The tokenizer stops at the error: the unfinished statement is lost,
        // and the error is reported where that statement began.
        let from = current.first().map(|(_, s)| s.start).unwrap_or(span.start);
        out.error = Some((Span::new(from, span.start.max(from)), message));
        out.trailing.extend(leading);
        out.trailing.extend(rest);
        return;
    }
    if !current.is_empty() {
        inner.extend(rest);
        out.statements.push(build(current, leading, inner));
    } else {
        out.trailing.extend(leading);
        out.trailing.extend(rest);
    }
}

/// Scan one piece of a script (server text starting at byte `base`).
pub fn scan_piece(text: &str, base: usize) -> Scanned {
    let mut out = Scanned::default();
    statements(tokenize(text, base), &mut out);
    out
}

/// Scan a whole script as the mysql client reads it (default server), for
/// callers that only need its plain statements (schema files, tests).
pub fn scan(original: &str) -> Scanned {
    let mut out = Scanned::default();
    for piece in super::script::Pieces::new(original, super::script::Server::default()) {
        if piece.kind != super::script::PieceKind::Sql {
            continue;
        }
        let s = scan_piece(&piece.text, piece.span.start);
        // Comments after a statement lead the next one.
        let mut s = s;
        if let Some(first) = s.statements.first_mut() {
            let mut lead = std::mem::take(&mut out.trailing);
            lead.append(&mut first.leading);
            first.leading = lead;
        }
        out.statements.append(&mut s.statements);
        out.trailing.append(&mut s.trailing);
        if out.error.is_none() {
            out.error = s.error;
        }
    }
    out
}

fn has_lone_cr(text: &str) -> bool {
    let b = text.as_bytes();
    memchr::memchr_iter(b'\r', b).any(|i| b.get(i + 1) != Some(&b'\n'))
}

fn lone_cr_to_lf(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        out.push(if c == '\r' && chars.peek() != Some(&'\n') {
            '\n'
        } else {
            c
        });
    }
    out
}

fn word(t: &Token) -> Option<(Keyword, &str)> {
    match t {
        Token::Word(w) if w.quote_style.is_none() => Some((w.keyword, w.value.as_str())),
        _ => None,
    }
}

fn is_kw(t: &Token, k: Keyword) -> bool {
    matches!(word(t), Some((kw, _)) if kw == k)
}

/// The text of an unquoted word token (a keyword or a bare name).
pub(crate) fn unquoted_word(t: &Token) -> Option<&str> {
    word(t).map(|(_, v)| v)
}

/// Whether `t` is the unquoted word `s`, in any case.
pub(crate) fn is_word(t: &Token, s: &str) -> bool {
    matches!(word(t), Some((_, v)) if v.eq_ignore_ascii_case(s))
}

pub fn build(
    tokens: Vec<(TokenWithSpan, Span)>,
    leading: Vec<Comment>,
    inner: Vec<Comment>,
) -> RawStatement {
    let span = Span::new(
        tokens.first().map(|(_, s)| s.start).unwrap_or(0),
        tokens.last().map(|(_, s)| s.end).unwrap_or(0),
    );
    let offsets: Vec<((u64, u64), usize)> = tokens
        .iter()
        .map(|(t, s)| ((t.span.start.line, t.span.start.column), s.start))
        .collect();
    let kind = classify(&tokens);
    let (tokens, locks) = if matches!(kind, TokenKind::Parse | TokenKind::ImplicitCommit) {
        let (mut tokens, locks) = rewrite_locks(tokens);
        rewrite_do(&mut tokens);
        rewrite_trailing_into(&mut tokens);
        rewrite_dml_modifiers(&mut tokens);
        rewrite_multi_table_update(&mut tokens);
        (tokens, locks)
    } else {
        (tokens.into_iter().map(|(t, _)| t).collect(), Vec::new())
    };
    RawStatement {
        span,
        leading,
        inner,
        kind,
        locks,
        tokens,
        offsets,
    }
}

fn classify(tokens: &[(TokenWithSpan, Span)]) -> TokenKind {
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
    use super::*;

    fn kinds(sql: &str) -> Vec<TokenKind> {
        scan(sql).statements.into_iter().map(|s| s.kind).collect()
    }

    #[test]
    fn splits_and_keeps_comments() {
        let s = scan("-- lead\nSELECT 1 /* in */; SELECT 2;\n-- tail\n");
        assert_eq!(s.statements.len(), 2);
        assert_eq!(s.statements[0].leading[0].text, "lead");
        assert_eq!(s.statements[0].inner[0].text, "in");
        assert_eq!(s.trailing[0].text, "tail");
        assert_eq!(
            &"-- lead\nSELECT 1 /* in */"[s.statements[0].span.start..s.statements[0].span.end],
            "SELECT 1"
        );
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

    #[test]
    fn token_spans_are_the_text_written() {
        // One-line tokens of an ASCII text are placed by column arithmetic,
        // the rest by the locator's walk: both must give the written text.
        for text in [
            "SELECT a, 'it''s', `q t` FROM t\n  WHERE b = 10 -- c\n  AND c IN (1,2);",
            "SELECT 'two\nlines', x FROM t WHERE y = 'é' AND z = 3;",
            "UPDATE t SET n = n - 1\r\nWHERE id = ? /* a\ncomment */ AND n > 0;",
        ] {
            for (t, span) in tokenize(text, 0).tokens {
                assert_eq!(&text[span.start..span.end], t.token.to_string(), "{text:?}");
            }
        }
    }

    #[test]
    fn cr_only_line_comments_end_at_the_cr() {
        let s = scan("-- first\rSELECT 1;\r# second\rSELECT 2;\r");
        assert_eq!(s.statements.len(), 2);
        assert_eq!(s.statements[0].leading[0].text, "first");
        let crlf = "-- x\r\nSELECT 1;";
        let c = &scan(crlf).statements[0].leading[0];
        assert_eq!(&crlf[c.span.start..c.span.end], "-- x");
    }

    #[test]
    fn unterminated_string_is_reported_and_earlier_statements_kept() {
        let s = scan("SELECT 1;\nSELECT 'oops");
        assert_eq!(s.statements.len(), 1);
        let (span, msg) = s.error.unwrap();
        assert_eq!(span.start, 10);
        assert!(msg.to_lowercase().contains("unterminated"), "{msg}");
    }
}
