//! A statement too long to tokenize whole (memory stays bounded): a dump's
//! long `INSERT ... VALUES` is read from its head (its table, whether its
//! values are spelled out), anything else is reported as not analysed, and
//! either is read once, without tokens, for a quote, comment or parenthesis
//! it leaves open.

use super::analyze;
use super::model::{Rows, Statement, StatementKind, TableRef, TouchedRows};
use crate::lint::syntax::scan::{self, Comment};
use crate::lint::syntax::script;
use crate::lint::syntax::source::Span;
use sqlparser::keywords::Keyword;
use sqlparser::tokenizer::Token;

/// Statements longer than this are not tokenized whole (memory stays
/// bounded): a dump's long `INSERT ... VALUES` is read from its head, and
/// anything else is reported as not analysed.
pub const MAX_STATEMENT: usize = 4 << 20;

/// An `INSERT`/`REPLACE ... VALUES` longer than this is read as one over
/// [`MAX_STATEMENT`] is: sqlparser's tokens and tree of a VALUES list cost
/// about 110 bytes a byte of text. mysqldump's default statements (its
/// `net_buffer_length`, 1 MB) are under it and parsed whole.
pub const MAX_VALUES_STATEMENT: usize = 1 << 20;

/// How much of a long statement's head is read.
const HEAD: usize = 64 << 10;

/// A statement over [`MAX_STATEMENT`] (or an `INSERT ... VALUES` over
/// [`MAX_VALUES_STATEMENT`]: `values_only`, `None` for anything else):
/// `INSERT`/`REPLACE ... VALUES` keeps its table (the rows are values) and
/// whether they are spelled out; anything else is unsupported-syntax. Read
/// once for what it leaves open (a syntax error).
pub(crate) fn long_statement(
    f: usize,
    text: &str,
    span: Span,
    comments: &mut Vec<Comment>,
    values_only: bool,
) -> Option<Statement> {
    let mut cut = HEAD.min(text.len());
    while !text.is_char_boundary(cut) {
        cut -= 1;
    }
    let head = scan::tokenize(&text[..cut], span.start);
    let word = |k: usize| match head.tokens.get(k).map(|(t, _)| &t.token) {
        Some(Token::Word(w)) => Some((w.value.to_ascii_uppercase(), w.quote_style.is_some())),
        _ => None,
    };
    let insert = matches!(word(0), Some((w, false)) if w == "INSERT" || w == "REPLACE");
    let values = head
        .tokens
        .iter()
        .any(|(t, _)| matches!(&t.token, Token::Word(w) if w.keyword == Keyword::VALUES));
    if values_only && !(insert && values) {
        return None;
    }
    comments.extend(
        head.comments
            .iter()
            .filter(|(at, _)| *at == 0)
            .map(|(_, c)| c.clone()),
    );
    let start = head
        .tokens
        .first()
        .map(|(_, s)| s.start)
        .unwrap_or(span.start);
    let mut st = Statement::new(f, Span::new(start, span.end), StatementKind::Other);
    st.conn_tag = comments.iter().find_map(|c| analyze::conn_tag(&c.text));
    // Too long to tokenize, not too long to read once: a quote, comment or
    // parenthesis left open (a dump cut off mid-row) is a syntax error.
    let read = script::read_long(text);
    if let Some((at, what)) = read.open {
        let at = span.start + at;
        st.parse_error = Some(Box::new((
            Span::new(at, at + 1),
            format!(
                "{what} (a statement of {} KiB, read without its tokens)",
                text.len() >> 10
            ),
        )));
    }
    if insert && values {
        // INSERT [LOW_PRIORITY | DELAYED | HIGH_PRIORITY] [IGNORE] [INTO] table
        let mut k = 1;
        while let Some((w, false)) = word(k) {
            if ["LOW_PRIORITY", "DELAYED", "HIGH_PRIORITY", "IGNORE", "INTO"].contains(&w.as_str())
            {
                k += 1;
            } else {
                break;
            }
        }
        let mut name = None;
        while let Some((Token::Word(w), s)) = head.tokens.get(k).map(|(t, s)| (&t.token, *s)) {
            name = Some((w.value.to_ascii_lowercase(), s));
            k += 1;
            if head.tokens.get(k).map(|(t, _)| &t.token) == Some(&Token::Period) {
                k += 1;
            } else {
                break;
            }
        }
        if let Some((name, span)) = name {
            st.kind = StatementKind::Insert;
            // Its rows: the table's, any of them; a data load when its
            // values are spelled out (as a parsed INSERT says).
            let upsert = head.tokens.iter().any(
                |(t, _)| matches!(&t.token, Token::Word(w) if w.keyword == Keyword::DUPLICATE),
            );
            st.rows = Some(Box::new(TouchedRows {
                rows: vec![Rows {
                    table: name.clone(),
                    ..Rows::default()
                }],
                constants_only: read.spelled_out && !upsert,
                ..TouchedRows::default()
            }));
            st.writes.push(TableRef {
                name,
                database: None,
                span,
            });
            return Some(st);
        }
    }
    if values_only {
        return None;
    }
    if st.parse_error.is_some() {
        return Some(st);
    }
    st.unsupported = Some(Box::new((
        Span::new(start, start + 1),
        format!(
            "a statement of {} MiB is more than the {} MiB poolctl analyses: its locks, writes and reads were not checked",
            text.len() >> 20,
            MAX_STATEMENT >> 20
        ),
    )));
    Some(st)
}
