//! Token-level pass over a piece of a script: its tokens positioned in the
//! file (lone CRs ending line comments as they end lines), split into
//! statements at `;` with their comments (directives, conn tags), each
//! statement classified by its tokens ([`super::token_kind`]) and, when
//! sqlparser is to parse it, its locking clauses found and the MySQL syntax
//! sqlparser 0.64 lacks rewritten ([`super::rewrites`]).
//!
//! Pure and linear in the size of the input: one tokenizer run per file.

use super::rewrites::{LockToken, for_sqlparser};
use super::source::{Span, TokenLocator};
use super::token_kind::{TokenKind, classify};
use sqlparser::dialect::MySqlDialect;
use sqlparser::tokenizer::{Token, TokenWithSpan, Tokenizer, Whitespace};
/// A comment, with its text without the delimiters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Comment {
    pub span: Span,
    pub text: String,
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
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut from = 0;
    for i in memchr::memchr_iter(b'\r', b) {
        if b.get(i + 1) != Some(&b'\n') {
            // A CR is one byte of its own: `i` is a character boundary.
            out.push_str(&text[from..i]);
            out.push('\n');
            from = i + 1;
        }
    }
    out.push_str(&text[from..]);
    out
}

/// One statement from its tokens and comments: its kind, its locking
/// clauses, its tokens ready for sqlparser.
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
        for_sqlparser(tokens)
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

#[cfg(test)]
mod tests {
    use super::*;

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
