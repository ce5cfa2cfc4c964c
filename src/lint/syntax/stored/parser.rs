//! The stored-program reader: a compound piece's tokens read into the
//! [`Flow`] tree of its body, each leaf statement handed to the caller's
//! `leaf` function as a [`RawStatement`] with its own positions in the
//! file (the leaf is analysed like any top-level statement). This file holds
//! the reader itself, its statements, blocks and labels; `control` reads
//! the branches and loops, `declarations` the `DECLARE`s.

use super::definitions::{ident, routine_head, starts_statement};
use crate::lint::syntax::flow::Flow;
use crate::lint::syntax::keywords::Keyword;
use crate::lint::syntax::scan::{self, Comment, RawStatement, Tokens};
use crate::lint::syntax::source::Span;
use crate::lint::syntax::tokens::is_word;
use crate::lint::syntax::vocabulary::RoutineKind;
use sqlparser::tokenizer::{Token, TokenWithSpan};

/// What a leaf needs to know about where it is.
#[derive(Debug, Clone, Default)]
pub struct Context {
    /// Parameters and local variables in scope (lower case): values, not
    /// columns, in the leaf's WHERE. A FOR loop's record is its name with a
    /// trailing dot (`rec.`): its fields (`rec.id`) are values.
    pub variables: Vec<String>,
    /// Inside a loop.
    pub in_loop: bool,
}

/// A stored program's definition.
#[derive(Debug)]
pub struct Definition {
    pub kind: RoutineKind,
    pub name: String,
    /// From CREATE to the start of the body.
    pub header: Span,
    /// Comments before the body (the CREATE statement's).
    pub comments: Vec<Comment>,
    pub body: Vec<Flow>,
}

/// A problem found while reading the skeleton.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// The server rejects it too (an END IF missing, ...).
    Syntax(Span, String),
    /// MariaDB's, which MySQL rejects (a FOR loop): the caller decides by
    /// the server the SQL is written for. Followed like the rest.
    MariaDbOnly(Span, String),
}

/// What a compound piece is.
#[derive(Debug)]
pub enum Compound {
    /// CREATE PROCEDURE / FUNCTION / TRIGGER / EVENT.
    Routine(Definition),
    /// A compound statement run where it stands (MariaDB's `BEGIN NOT ATOMIC`).
    Anonymous(Vec<Flow>),
}

/// The reader's state over one compound piece.
pub(super) struct Parser<'a, F> {
    pub(super) toks: &'a [(TokenWithSpan, Span)],
    pub(super) comments: &'a [(usize, Comment)],
    /// Next comment not yet given to a leaf.
    pub(super) next_comment: usize,
    pub(super) i: usize,
    pub(super) leaf: F,
    pub(super) scopes: Vec<Vec<String>>,
    pub(super) loops: usize,
    pub(super) labels: Vec<String>,
    /// The next statement may be a DECLARE: it starts a `BEGIN ... END`
    /// block's body, or follows only DECLAREs there.
    pub(super) declarations: bool,
    /// Cursors declared in the open blocks: (name, statement of its query).
    pub(super) cursors: Vec<(String, usize)>,
    /// Handlers declared in the open blocks.
    pub(super) handlers: Vec<Vec<Flow>>,
    pub(super) problems: Vec<Problem>,
}

/// Parse a compound piece's tokens. `leaf` analyses each leaf statement
/// and returns its index.
pub fn parse<F>(toks: &Tokens, leaf: F) -> (Compound, Vec<Problem>)
where
    F: FnMut(RawStatement, &Context) -> usize,
{
    let mut p = Parser {
        toks: &toks.tokens,
        comments: &toks.comments,
        next_comment: 0,
        i: 0,
        leaf,
        scopes: vec![Vec::new()],
        loops: 0,
        labels: Vec::new(),
        declarations: false,
        cursors: Vec::new(),
        handlers: Vec::new(),
        problems: Vec::new(),
    };
    let head = routine_head(p.toks)
        .filter(|_| p.at(Keyword::Create) || super::definitions::alters_event_body(p.toks));
    let out = if let Some(head) = head {
        Compound::Routine(p.routine(head))
    } else {
        let mut body = Vec::new();
        p.statement(&mut body);
        p.expect_end_of_input();
        Compound::Anonymous(body)
    };
    (out, p.problems)
}

impl<'a, F> Parser<'a, F>
where
    F: FnMut(RawStatement, &Context) -> usize,
{
    /// The token `k` ahead.
    pub(super) fn tok(&self, k: usize) -> Option<&'a Token> {
        self.toks.get(self.i + k).map(|(t, _)| &t.token)
    }

    /// The keyword token `k` ahead is, if any.
    pub(super) fn keyword(&self, k: usize) -> Option<Keyword> {
        self.tok(k).and_then(Keyword::of_token)
    }

    /// Whether the next token is `keyword`.
    pub(super) fn at(&self, keyword: Keyword) -> bool {
        self.peek_is(0, keyword)
    }

    /// Whether the token `k` ahead is `keyword`.
    pub(super) fn peek_is(&self, k: usize, keyword: Keyword) -> bool {
        self.tok(k).is_some_and(|t| keyword.is(t))
    }

    /// Whether the token `k` ahead is the unquoted word `word` (no
    /// keyword of compound statements: a data type's, ...).
    pub(super) fn word_at(&self, k: usize, word: &str) -> bool {
        self.tok(k).is_some_and(|t| is_word(t, word))
    }

    pub(super) fn span(&self) -> Span {
        match self.toks.get(self.i) {
            Some((_, s)) => *s,
            None => self
                .toks
                .last()
                .map(|(_, s)| Span::new(s.end, s.end))
                .unwrap_or_default(),
        }
    }

    /// A syntax error here (the first one counts: reading stops there).
    pub(super) fn syntax(&mut self, message: impl Into<String>) {
        let span = self.span();
        if !self.failed() {
            self.problems.push(Problem::Syntax(span, message.into()));
        }
    }

    /// A syntax error was found: the rest is not read.
    pub(super) fn failed(&self) -> bool {
        self.problems
            .iter()
            .any(|p| matches!(p, Problem::Syntax(..)))
    }

    /// Step over `keyword` if it comes next; whether it did.
    pub(super) fn eat(&mut self, keyword: Keyword) -> bool {
        if self.at(keyword) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    pub(super) fn eat_semi(&mut self) {
        while self.tok(0) == Some(&Token::SemiColon) {
            self.i += 1;
        }
    }

    pub(super) fn context(&self) -> Context {
        Context {
            variables: self.scopes.iter().flatten().cloned().collect(),
            in_loop: self.loops > 0,
        }
    }

    /// Hand tokens `from..to` to the leaf analyser.
    pub(super) fn emit(&mut self, from: usize, to: usize, prefix_select: bool) -> Option<usize> {
        let to = to.min(self.toks.len());
        if from >= to {
            return None;
        }
        let mut leading = Vec::new();
        let mut inner = Vec::new();
        while let Some((at, c)) = self.comments.get(self.next_comment) {
            if *at > to {
                break;
            }
            if *at <= from {
                leading.push(c.clone());
            } else {
                inner.push(c.clone());
            }
            self.next_comment += 1;
        }
        let mut tokens: Vec<(TokenWithSpan, Span)> = self.toks[from..to].to_vec();
        if prefix_select {
            let (first, span) = &tokens[0];
            let select = TokenWithSpan::new(Token::make_keyword("SELECT"), first.span);
            tokens.insert(0, (select, Span::new(span.start, span.start)));
        }
        let raw = scan::build(tokens, leading, inner);
        let ctx = self.context();
        Some((self.leaf)(raw, &ctx))
    }

    /// An expression `from..to` as a leaf when it reads a table.
    pub(super) fn expression(&mut self, from: usize, to: usize, out: &mut Vec<Flow>) {
        let reads = self.toks[from..to.min(self.toks.len())]
            .iter()
            .any(|(t, _)| is_word(&t.token, "SELECT"));
        if reads && let Some(s) = self.emit(from, to, true) {
            out.push(Flow::Stmt(s));
        }
    }

    /// Skip to `;` (or the end) at parenthesis depth 0: the end of a leaf.
    pub(super) fn statement_end(&self) -> usize {
        let mut depth = 0i32;
        let mut k = self.i;
        while let Some((t, _)) = self.toks.get(k) {
            match t.token {
                Token::LParen => depth += 1,
                Token::RParen => depth -= 1,
                Token::SemiColon if depth <= 0 => return k,
                _ => {}
            }
            k += 1;
        }
        k
    }

    /// The end of an expression: the first `stop` word at depth 0 outside
    /// CASE ... END.
    pub(super) fn expression_end(&self, stops: &[Keyword]) -> usize {
        let mut depth = 0i32;
        let mut cases = 0i32;
        let mut k = self.i;
        while let Some((t, _)) = self.toks.get(k) {
            match &t.token {
                Token::LParen => depth += 1,
                Token::RParen => depth -= 1,
                Token::SemiColon => return k,
                tk if depth <= 0 => {
                    let keyword = Keyword::of_token(tk);
                    if keyword == Some(Keyword::Case) {
                        cases += 1;
                    } else if keyword == Some(Keyword::End) && cases > 0 {
                        cases -= 1;
                    } else if cases == 0 && keyword.is_some_and(|kw| stops.contains(&kw)) {
                        return k;
                    }
                }
                _ => {}
            }
            k += 1;
        }
        k
    }

    pub(super) fn expect_end_of_input(&mut self) {
        self.eat_semi();
        if self.i < self.toks.len() {
            self.syntax("unexpected text after the end of the compound statement");
        }
    }

    /// A stored program's definition, its header read ([`routine_head`]).
    pub(super) fn routine(
        &mut self,
        (kind, name, after): (RoutineKind, String, usize),
    ) -> Definition {
        self.i = after;
        if name.is_empty() {
            self.syntax(format!("CREATE {} needs a name", kind.as_sql()));
        }
        match kind {
            RoutineKind::Procedure | RoutineKind::Function => {
                self.parameters();
                if kind == RoutineKind::Function && self.eat(Keyword::Returns) {
                    self.skip_type();
                }
                while self.i < self.toks.len() && !starts_statement(self.toks, self.i) {
                    self.i += 1;
                }
            }
            RoutineKind::Trigger => {
                while self.i < self.toks.len()
                    && !(self.at(Keyword::Each) && self.peek_is(1, Keyword::Row))
                {
                    self.i += 1;
                }
                self.i += 2;
                if self.at(Keyword::Follows) || self.at(Keyword::Precedes) {
                    self.i += 2;
                }
            }
            RoutineKind::Event => {
                while self.i < self.toks.len() && !self.at(Keyword::Do) {
                    self.i += 1;
                }
                self.i += 1;
            }
        }
        let header_end = self
            .toks
            .get(self.i)
            .map(|(_, s)| s.start)
            .unwrap_or_else(|| self.toks.last().map(|(_, s)| s.end).unwrap_or(0));
        let header = Span::new(
            self.toks.first().map(|(_, s)| s.start).unwrap_or(0),
            header_end,
        );
        // Comments of the header are the CREATE statement's.
        let mut comments = Vec::new();
        while let Some((at, c)) = self.comments.get(self.next_comment) {
            if *at > self.i {
                break;
            }
            comments.push(c.clone());
            self.next_comment += 1;
        }
        let mut body = Vec::new();
        if self.i >= self.toks.len() {
            self.syntax(format!("CREATE {} has no body", kind.as_sql()));
        } else {
            self.statement(&mut body);
            self.expect_end_of_input();
        }
        Definition {
            kind,
            name,
            header,
            comments,
            body,
        }
    }

    /// A data type: `DECIMAL(10, 2) UNSIGNED`, `TEXT CHARACTER SET utf8
    /// COLLATE x`, `ENUM('a', 'b')` (SET and ENUM are types here).
    pub(super) fn skip_type(&mut self) {
        self.i += 1;
        loop {
            if self.tok(0) == Some(&Token::LParen) {
                let mut depth = 0;
                while let Some(t) = self.tok(0) {
                    self.i += 1;
                    match t {
                        Token::LParen => depth += 1,
                        Token::RParen => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                }
            } else if self.word_at(0, "CHARACTER") && self.word_at(1, "SET") {
                self.i += 3;
            } else if self.word_at(0, "CHARSET") || self.word_at(0, "COLLATE") {
                self.i += 2;
            } else if [
                "UNSIGNED",
                "SIGNED",
                "ZEROFILL",
                "BINARY",
                "ASCII",
                "UNICODE",
                "VARYING",
                "PRECISION",
            ]
            .iter()
            .any(|w| self.word_at(0, w))
            {
                self.i += 1;
            } else {
                return;
            }
        }
    }

    /// `( [IN|OUT|INOUT] name type, ... )`: the names are variables.
    pub(super) fn parameters(&mut self) {
        if self.tok(0) != Some(&Token::LParen) {
            self.syntax("expected the parameter list `(...)`");
            return;
        }
        self.i += 1;
        let mut depth = 1;
        let mut expect_name = true;
        while let Some(t) = self.tok(0) {
            match t {
                Token::LParen => depth += 1,
                Token::RParen => {
                    depth -= 1;
                    if depth == 0 {
                        self.i += 1;
                        return;
                    }
                }
                Token::Comma if depth == 1 => expect_name = true,
                _ if expect_name
                    && depth == 1
                    && !(Keyword::In.is(t) || Keyword::Out.is(t) || Keyword::InOut.is(t)) =>
                {
                    if let Some(n) = ident(t) {
                        self.scopes[0].push(n);
                    }
                    expect_name = false;
                }
                _ => {}
            }
            self.i += 1;
        }
        self.syntax("the parameter list is not closed");
    }

    /// One statement of a body (with its `;`, if any), into `out`.
    pub(super) fn statement(&mut self, out: &mut Vec<Flow>) {
        let label = match (self.tok(0), self.tok(1)) {
            (Some(Token::Word(w)), Some(Token::Colon)) => {
                let l = w.value.to_ascii_lowercase();
                self.i += 2;
                Some(l)
            }
            _ => None,
        };
        let labeled = label.is_some();
        let may_declare = std::mem::replace(&mut self.declarations, false);
        let start = self.i;
        let Some(first) = self.tok(0) else {
            if label.is_some() {
                self.syntax("a label needs a statement");
            }
            return;
        };
        let keyword = Keyword::of_token(first);
        match keyword {
            Some(Keyword::Begin)
                if !self.peek_is(1, Keyword::Work) && self.tok(1) != Some(&Token::SemiColon) =>
            {
                self.i += 1;
                if self.at(Keyword::Not) && self.peek_is(1, Keyword::Atomic) {
                    self.i += 2;
                }
                self.block(label, out);
            }
            Some(Keyword::If) => self.if_statement(out),
            Some(Keyword::Case) => self.case_statement(out),
            Some(kw @ (Keyword::Loop | Keyword::While | Keyword::Repeat)) => {
                self.loop_statement(kw, label, out)
            }
            Some(Keyword::For) => self.for_statement(label, out),
            Some(kw @ (Keyword::Leave | Keyword::Iterate)) => {
                let l = self.tok(1).and_then(ident).unwrap_or_default();
                if !self.labels.contains(&l) {
                    self.syntax(format!(
                        "{} {l}: no enclosing block or loop has this label",
                        kw.as_str()
                    ));
                }
                self.i += 2;
                out.push(if kw == Keyword::Leave {
                    Flow::Leave(l)
                } else {
                    Flow::Iterate(l)
                });
            }
            Some(Keyword::Return) => {
                self.i += 1;
                let end = self.statement_end();
                self.expression(self.i, end, out);
                self.i = end;
                out.push(Flow::Return);
            }
            Some(Keyword::Signal | Keyword::Resignal) => {
                self.i = self.statement_end();
                out.push(Flow::Signal);
            }
            Some(Keyword::Declare) if !may_declare => {
                self.syntax(
                    "DECLARE is only allowed at the start of a BEGIN ... END block \
                     (before its other statements; not in IF, CASE or a loop's body)",
                );
                self.declare(out);
            }
            Some(Keyword::Declare) => self.declare(out),
            Some(Keyword::Open) => {
                // The cursor's query runs here.
                let name = self.tok(1).and_then(ident).unwrap_or_default();
                self.i = self.statement_end();
                if let Some(s) = self.cursor(&name) {
                    out.push(Flow::Stmt(s));
                }
            }
            Some(Keyword::Fetch | Keyword::Close) => self.i = self.statement_end(),
            Some(Keyword::Get)
                if self.peek_is(1, Keyword::Diagnostics)
                    || (self.peek_is(2, Keyword::Diagnostics)
                        && (self.peek_is(1, Keyword::Current)
                            || self.peek_is(1, Keyword::Stacked))) =>
            {
                self.i = self.statement_end()
            }
            Some(kw) if kw.ends_statement_list() => {
                self.syntax(format!("unexpected {}", kw.as_str()));
                self.i += 1;
            }
            _ => {
                let end = self.statement_end();
                if let Some(s) = self.emit(start, end, false) {
                    out.push(Flow::Stmt(s));
                }
                self.i = end;
            }
        }
        if labeled && !keyword.is_some_and(Keyword::takes_label) {
            self.syntax("only BEGIN, LOOP, WHILE, REPEAT and FOR take a label");
        }
        // Another DECLARE may follow a DECLARE at the start of a block.
        self.declarations = may_declare && keyword == Some(Keyword::Declare);
        if self.tok(0) == Some(&Token::SemiColon) {
            self.i += 1;
        } else if !self.keyword(0).is_some_and(Keyword::ends_statement_list)
            && self.i < self.toks.len()
        {
            self.syntax("expected `;` after the statement");
            self.i = self.statement_end() + 1;
        }
    }

    /// Cursors declared in scope: name -> statement.
    pub(super) fn cursor(&self, name: &str) -> Option<usize> {
        self.cursors
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, s)| *s)
    }

    /// Statements up to one of `ends` (not consumed).
    pub(super) fn list(&mut self, ends: &[Keyword], out: &mut Vec<Flow>) {
        while self.i < self.toks.len() && !self.keyword(0).is_some_and(|k| ends.contains(&k)) {
            let before = self.i;
            self.statement(out);
            if self.i == before {
                self.i += 1;
            }
            if self.failed() {
                return;
            }
        }
    }

    /// `END [label]` of a block or loop.
    pub(super) fn end_label(&mut self, label: &Option<String>) {
        if let Some(l) = label
            && self.tok(0).and_then(ident).as_deref() == Some(l.as_str())
        {
            self.i += 1;
        }
    }

    pub(super) fn block(&mut self, label: Option<String>, out: &mut Vec<Flow>) {
        self.scopes.push(Vec::new());
        let cursors = self.cursors.len();
        let handlers_at = self.handlers.len();
        if let Some(l) = &label {
            self.labels.push(l.clone());
        }
        let mut body = Vec::new();
        self.declarations = true;
        self.list(&[Keyword::End], &mut body);
        if self.eat(Keyword::End) {
            self.end_label(&label);
        } else {
            self.syntax("BEGIN without END");
        }
        if label.is_some() {
            self.labels.pop();
        }
        self.scopes.pop();
        self.cursors.truncate(cursors);
        let handlers = self.handlers.split_off(handlers_at);
        out.push(Flow::Block {
            label,
            body,
            handlers,
        });
    }

    /// The index of the `)` that closes the `(` at `open` (the end of the
    /// tokens when none does).
    pub(super) fn closing_paren(&self, open: usize) -> usize {
        let mut depth = 0i32;
        for (k, (t, _)) in self.toks.iter().enumerate().skip(open) {
            match t.token {
                Token::LParen => depth += 1,
                Token::RParen => {
                    depth -= 1;
                    if depth == 0 {
                        return k;
                    }
                }
                _ => {}
            }
        }
        self.toks.len()
    }
}
