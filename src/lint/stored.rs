//! Stored programs and compound statements: the control-flow skeleton that
//! sqlparser 0.64 does not parse, read here from the tokens.
//!
//! `CREATE [OR REPLACE] [DEFINER = ...] PROCEDURE | FUNCTION | TRIGGER | EVENT`
//! with its parameters and characteristics; then MySQL's compound statements
//! with labels: `BEGIN ... END`, `DECLARE` (variable, condition, cursor,
//! handler), `IF / ELSEIF / ELSE`, procedural `CASE`, `LOOP`, `WHILE`,
//! `REPEAT`, MariaDB's `FOR` (a range `FOR i IN [REVERSE] a .. b`, a cursor
//! `FOR rec IN cur`, a query `FOR rec IN (SELECT ...)`), `LEAVE`, `ITERATE`,
//! `RETURN`, `OPEN / FETCH / CLOSE`, `SIGNAL / RESIGNAL`, `GET DIAGNOSTICS`.
//! `DECLARE` is read only at the start of a `BEGIN ... END` block, where both
//! servers allow it. Every other statement of a body (and each
//! condition or DEFAULT that reads a table) is a leaf, handed to the caller's
//! `leaf` function as a [`RawStatement`] with its own positions in the file:
//! the leaf is analysed like any top-level statement. The result is a
//! [`Flow`] tree the transaction builder walks.

use super::model::{Flow, RoutineKind};
use super::scan::{self, Comment, RawStatement, Tokens};
use super::scan::{is_word as is, unquoted_word as word};
use super::source::Span;
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

fn ident(t: &Token) -> Option<String> {
    match t {
        Token::Word(w) => Some(w.value.to_ascii_lowercase()),
        _ => None,
    }
}

/// Whether the tokens are a stored program definition or a compound
/// statement (so [`parse`] applies): also a compound statement outside a
/// stored program (MariaDB's `BEGIN NOT ATOMIC`, `IF`, `CASE`, `LOOP`,
/// `WHILE`, `REPEAT`, `FOR`), and a `BEGIN` followed by anything but the
/// end of a transaction's `BEGIN [WORK]` (a block the server rejects there).
pub fn is_compound(tokens: &[(TokenWithSpan, Span)]) -> bool {
    let t = |i: usize| tokens.get(i).map(|(t, _)| &t.token);
    match t(0) {
        Some(first) if is(first, "CREATE") => routine_kind_at(tokens).is_some(),
        Some(Token::Word(_)) if t(1) == Some(&Token::Colon) => {
            t(2).is_some_and(|n| TOP_LEVEL.iter().any(|k| is(n, k)))
        }
        Some(first) if is(first, "BEGIN") => t(1).is_some_and(|n| {
            !(n == &Token::SemiColon
                || ["WORK", "TRANSACTION", "ISOLATION", "READ"]
                    .iter()
                    .any(|k| is(n, k)))
        }),
        Some(first) => TOP_LEVEL[1..].iter().any(|k| is(first, k)),
        None => false,
    }
}

/// Whether `tokens` start with `BEGIN NOT ATOMIC`.
pub fn is_not_atomic(tokens: &[(TokenWithSpan, Span)]) -> bool {
    let at = |i: usize, w: &str| tokens.get(i).is_some_and(|(t, _)| is(&t.token, w));
    at(0, "BEGIN") && at(1, "NOT") && at(2, "ATOMIC")
}

/// The words a compound statement starts with.
const TOP_LEVEL: [&str; 7] = ["BEGIN", "IF", "CASE", "LOOP", "WHILE", "REPEAT", "FOR"];

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
    if is(&first.token, "BEGIN") && !is_not_atomic(tokens) {
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
        let kind = match word(&t.token).map(|w| w.to_ascii_uppercase()).as_deref() {
            Some("PROCEDURE") => RoutineKind::Procedure,
            Some("FUNCTION") => RoutineKind::Function,
            Some("TRIGGER") => RoutineKind::Trigger,
            Some("EVENT") => RoutineKind::Event,
            Some(
                "TABLE" | "VIEW" | "INDEX" | "DATABASE" | "SCHEMA" | "USER" | "ROLE" | "SERVER",
            ) => {
                return None;
            }
            _ => continue,
        };
        if kind == RoutineKind::Function
            && tokens.iter().take(64).any(|(t, _)| is(&t.token, "SONAME"))
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
    if t(i).is_some_and(|w| is(w, "IF"))
        && t(i + 1).is_some_and(|w| is(w, "NOT"))
        && t(i + 2).is_some_and(|w| is(w, "EXISTS"))
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
/// characteristics end).
const STARTERS: &[&str] = &[
    "BEGIN",
    "SELECT",
    "INSERT",
    "UPDATE",
    "DELETE",
    "REPLACE",
    "SET",
    "IF",
    "CASE",
    "LOOP",
    "WHILE",
    "REPEAT",
    "FOR",
    "RETURN",
    "CALL",
    "DO",
    "WITH",
    "START",
    "COMMIT",
    "ROLLBACK",
    "PREPARE",
    "EXECUTE",
    "DEALLOCATE",
    "SIGNAL",
    "RESIGNAL",
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
    "LEAVE",
    "ITERATE",
    "DECLARE",
    "OPEN",
    "FETCH",
    "CLOSE",
    "SAVEPOINT",
    "RELEASE",
    "KILL",
    "GET",
    "LOAD",
    "RENAME",
    "GRANT",
    "REVOKE",
    "HANDLER",
    "PURGE",
    "XA",
];

fn starts_statement(tokens: &[(TokenWithSpan, Span)], i: usize) -> bool {
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
    word(&t.token).is_some_and(|w| STARTERS.iter().any(|s| w.eq_ignore_ascii_case(s)))
}

struct Parser<'a, F> {
    toks: &'a [(TokenWithSpan, Span)],
    comments: &'a [(usize, Comment)],
    /// Next comment not yet given to a leaf.
    next_comment: usize,
    i: usize,
    leaf: F,
    scopes: Vec<Vec<String>>,
    loops: usize,
    labels: Vec<String>,
    /// The next statement may be a DECLARE: it starts a `BEGIN ... END`
    /// block's body, or follows only DECLAREs there.
    declarations: bool,
    /// Cursors declared in the open blocks: (name, statement of its query).
    cursors: Vec<(String, usize)>,
    /// Handlers declared in the open blocks.
    handlers: Vec<Vec<Flow>>,
    problems: Vec<Problem>,
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
    let out = if is(p.tok(0).unwrap_or(&Token::EOF), "CREATE") {
        Compound::Routine(p.routine())
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
    fn tok(&self, k: usize) -> Option<&'a Token> {
        self.toks.get(self.i + k).map(|(t, _)| &t.token)
    }

    fn at(&self, s: &str) -> bool {
        self.tok(0).is_some_and(|t| is(t, s))
    }

    fn at_kw(&self, k: usize, s: &str) -> bool {
        self.tok(k).is_some_and(|t| is(t, s))
    }

    fn span(&self) -> Span {
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
    fn syntax(&mut self, message: impl Into<String>) {
        let span = self.span();
        if !self.failed() {
            self.problems.push(Problem::Syntax(span, message.into()));
        }
    }

    /// A syntax error was found: the rest is not read.
    fn failed(&self) -> bool {
        self.problems
            .iter()
            .any(|p| matches!(p, Problem::Syntax(..)))
    }

    fn eat(&mut self, s: &str) -> bool {
        if self.at(s) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    fn eat_semi(&mut self) {
        while self.tok(0) == Some(&Token::SemiColon) {
            self.i += 1;
        }
    }

    fn context(&self) -> Context {
        Context {
            variables: self.scopes.iter().flatten().cloned().collect(),
            in_loop: self.loops > 0,
        }
    }

    /// Hand tokens `from..to` to the leaf analyser.
    fn emit(&mut self, from: usize, to: usize, prefix_select: bool) -> Option<usize> {
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
    fn expression(&mut self, from: usize, to: usize, out: &mut Vec<Flow>) {
        let reads = self.toks[from..to.min(self.toks.len())]
            .iter()
            .any(|(t, _)| is(&t.token, "SELECT"));
        if reads && let Some(s) = self.emit(from, to, true) {
            out.push(Flow::Stmt(s));
        }
    }

    /// Skip to `;` (or the end) at parenthesis depth 0: the end of a leaf.
    fn statement_end(&self) -> usize {
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
    fn expression_end(&self, stops: &[&str]) -> usize {
        let mut depth = 0i32;
        let mut cases = 0i32;
        let mut k = self.i;
        while let Some((t, _)) = self.toks.get(k) {
            match &t.token {
                Token::LParen => depth += 1,
                Token::RParen => depth -= 1,
                Token::SemiColon => return k,
                tk if depth <= 0 => {
                    if is(tk, "CASE") {
                        cases += 1;
                    } else if is(tk, "END") && cases > 0 {
                        cases -= 1;
                    } else if cases == 0 && stops.iter().any(|s| is(tk, s)) {
                        return k;
                    }
                }
                _ => {}
            }
            k += 1;
        }
        k
    }

    fn expect_end_of_input(&mut self) {
        self.eat_semi();
        if self.i < self.toks.len() {
            self.syntax("unexpected text after the end of the compound statement");
        }
    }

    fn routine(&mut self) -> Definition {
        let (kind, name, after) = routine_head(self.toks).expect("is_compound checked the header");
        self.i = after;
        if name.is_empty() {
            self.syntax(format!("CREATE {} needs a name", kind.as_sql()));
        }
        match kind {
            RoutineKind::Procedure | RoutineKind::Function => {
                self.parameters();
                if kind == RoutineKind::Function && self.eat("RETURNS") {
                    self.skip_type();
                }
                while self.i < self.toks.len() && !starts_statement(self.toks, self.i) {
                    self.i += 1;
                }
            }
            RoutineKind::Trigger => {
                while self.i < self.toks.len() && !(self.at("EACH") && self.at_kw(1, "ROW")) {
                    self.i += 1;
                }
                self.i += 2;
                if self.at("FOLLOWS") || self.at("PRECEDES") {
                    self.i += 2;
                }
            }
            RoutineKind::Event => {
                while self.i < self.toks.len() && !self.at("DO") {
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
    fn skip_type(&mut self) {
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
            } else if self.at("CHARACTER") && self.at_kw(1, "SET") {
                self.i += 3;
            } else if self.at("CHARSET") || self.at("COLLATE") {
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
            .any(|k| self.at(k))
            {
                self.i += 1;
            } else {
                return;
            }
        }
    }

    /// `( [IN|OUT|INOUT] name type, ... )`: the names are variables.
    fn parameters(&mut self) {
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
                    && !(is(t, "IN") || is(t, "OUT") || is(t, "INOUT")) =>
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
    fn statement(&mut self, out: &mut Vec<Flow>) {
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
        let kw = word(first)
            .map(|w| w.to_ascii_uppercase())
            .unwrap_or_default();
        match kw.as_str() {
            "BEGIN" if !self.at_kw(1, "WORK") && self.tok(1) != Some(&Token::SemiColon) => {
                self.i += 1;
                if self.at("NOT") && self.at_kw(1, "ATOMIC") {
                    self.i += 2;
                }
                self.block(label, out);
            }
            "IF" => self.if_statement(out),
            "CASE" => self.case_statement(out),
            "LOOP" | "WHILE" | "REPEAT" => self.loop_statement(&kw, label, out),
            "FOR" => self.for_statement(label, out),
            "LEAVE" | "ITERATE" => {
                let l = self.tok(1).and_then(ident).unwrap_or_default();
                if !self.labels.contains(&l) {
                    self.syntax(format!(
                        "{kw} {l}: no enclosing block or loop has this label"
                    ));
                }
                self.i += 2;
                out.push(if kw == "LEAVE" {
                    Flow::Leave(l)
                } else {
                    Flow::Iterate(l)
                });
            }
            "RETURN" => {
                self.i += 1;
                let end = self.statement_end();
                self.expression(self.i, end, out);
                self.i = end;
                out.push(Flow::Return);
            }
            "SIGNAL" | "RESIGNAL" => {
                self.i = self.statement_end();
                out.push(Flow::Signal);
            }
            "DECLARE" if !may_declare => {
                self.syntax(
                    "DECLARE is only allowed at the start of a BEGIN ... END block \
                     (before its other statements; not in IF, CASE or a loop's body)",
                );
                self.declare(out);
            }
            "DECLARE" => self.declare(out),
            "OPEN" => {
                // The cursor's query runs here.
                let name = self.tok(1).and_then(ident).unwrap_or_default();
                self.i = self.statement_end();
                if let Some(s) = self.cursor(&name) {
                    out.push(Flow::Stmt(s));
                }
            }
            "FETCH" | "CLOSE" => self.i = self.statement_end(),
            "GET"
                if self.at_kw(1, "DIAGNOSTICS")
                    || (self.at_kw(2, "DIAGNOSTICS")
                        && (self.at_kw(1, "CURRENT") || self.at_kw(1, "STACKED"))) =>
            {
                self.i = self.statement_end()
            }
            "END" | "ELSE" | "ELSEIF" | "UNTIL" | "WHEN" => {
                self.syntax(format!("unexpected {kw}"));
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
        if labeled && !matches!(kw.as_str(), "BEGIN" | "LOOP" | "WHILE" | "REPEAT" | "FOR") {
            self.syntax("only BEGIN, LOOP, WHILE, REPEAT and FOR take a label");
        }
        // Another DECLARE may follow a DECLARE at the start of a block.
        self.declarations = may_declare && kw == "DECLARE";
        if self.tok(0) == Some(&Token::SemiColon) {
            self.i += 1;
        } else if !self.at("END")
            && !self.at("ELSE")
            && !self.at("ELSEIF")
            && !self.at("UNTIL")
            && !self.at("WHEN")
            && self.i < self.toks.len()
        {
            self.syntax("expected `;` after the statement");
            self.i = self.statement_end() + 1;
        }
    }

    /// Cursors declared in scope: name -> statement.
    fn cursor(&self, name: &str) -> Option<usize> {
        self.cursors
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, s)| *s)
    }

    /// Statements up to one of `ends` (not consumed).
    fn list(&mut self, ends: &[&str], out: &mut Vec<Flow>) {
        while self.i < self.toks.len() && !ends.iter().any(|e| self.at(e)) {
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
    fn end_label(&mut self, label: &Option<String>) {
        if let Some(l) = label
            && self.tok(0).and_then(ident).as_deref() == Some(l.as_str())
        {
            self.i += 1;
        }
    }

    fn block(&mut self, label: Option<String>, out: &mut Vec<Flow>) {
        self.scopes.push(Vec::new());
        let cursors = self.cursors.len();
        let handlers_at = self.handlers.len();
        if let Some(l) = &label {
            self.labels.push(l.clone());
        }
        let mut body = Vec::new();
        self.declarations = true;
        self.list(&["END"], &mut body);
        if self.eat("END") {
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

    fn if_statement(&mut self, out: &mut Vec<Flow>) {
        let mut branches = Vec::new();
        let mut conditions: Vec<Flow> = Vec::new();
        let mut has_else = false;
        loop {
            // IF / ELSEIF condition THEN
            self.i += 1;
            let end = self.expression_end(&["THEN"]);
            let mut cond = Vec::new();
            self.expression(self.i, end, &mut cond);
            conditions.extend(cond);
            self.i = end;
            if !self.eat("THEN") {
                self.syntax("IF without THEN");
                return;
            }
            let mut body = conditions.clone();
            self.list(&["ELSEIF", "ELSE", "END"], &mut body);
            branches.push(body);
            if self.at("ELSEIF") {
                continue;
            }
            if self.eat("ELSE") {
                let mut body = conditions.clone();
                self.list(&["END"], &mut body);
                branches.push(body);
                has_else = true;
            }
            break;
        }
        if !has_else {
            branches.push(conditions);
        }
        if self.at("END") && self.at_kw(1, "IF") {
            self.i += 2;
        } else {
            self.syntax("IF without END IF");
        }
        out.push(Flow::Branch(branches));
    }

    fn case_statement(&mut self, out: &mut Vec<Flow>) {
        self.i += 1;
        let end = self.expression_end(&["WHEN"]);
        let mut conditions = Vec::new();
        self.expression(self.i, end, &mut conditions);
        self.i = end;
        let mut branches = Vec::new();
        let mut has_else = false;
        while self.eat("WHEN") {
            let end = self.expression_end(&["THEN"]);
            let mut cond = Vec::new();
            self.expression(self.i, end, &mut cond);
            conditions.extend(cond);
            self.i = end;
            if !self.eat("THEN") {
                self.syntax("WHEN without THEN");
                return;
            }
            let mut body = conditions.clone();
            self.list(&["WHEN", "ELSE", "END"], &mut body);
            branches.push(body);
        }
        if branches.is_empty() {
            self.syntax("CASE without WHEN");
        }
        if self.eat("ELSE") {
            let mut body = conditions.clone();
            self.list(&["END"], &mut body);
            branches.push(body);
            has_else = true;
        }
        if !has_else {
            // No branch matches: MySQL raises error 1339 (case not found).
            branches.push(vec![Flow::Signal]);
        }
        if self.at("END") && self.at_kw(1, "CASE") {
            self.i += 2;
        } else {
            self.syntax("CASE without END CASE");
        }
        out.push(Flow::Branch(branches));
    }

    fn loop_statement(&mut self, kw: &str, label: Option<String>, out: &mut Vec<Flow>) {
        self.i += 1;
        if let Some(l) = &label {
            self.labels.push(l.clone());
        }
        self.loops += 1;
        let mut body = Vec::new();
        match kw {
            "WHILE" => {
                let end = self.expression_end(&["DO"]);
                self.expression(self.i, end, &mut body);
                self.i = end;
                if !self.eat("DO") {
                    self.syntax("WHILE without DO");
                }
                self.list(&["END"], &mut body);
            }
            "REPEAT" => {
                self.list(&["UNTIL", "END"], &mut body);
                if self.eat("UNTIL") {
                    let end = self.expression_end(&["END"]);
                    self.expression(self.i, end, &mut body);
                    self.i = end;
                } else {
                    self.syntax("REPEAT without UNTIL");
                }
            }
            _ => self.list(&["END"], &mut body),
        }
        self.loops -= 1;
        if self.at("END") && self.at_kw(1, kw) {
            self.i += 2;
            self.end_label(&label);
        } else {
            self.syntax(format!("{kw} without END {kw}"));
        }
        if label.is_some() {
            self.labels.pop();
        }
        out.push(Flow::Loop {
            label,
            body,
            may_skip: kw == "WHILE",
        });
    }

    /// MariaDB's FOR loop: `FOR i IN [REVERSE] lower .. upper`, `FOR rec IN
    /// cursor[(args)]` or `FOR rec IN (query)`, then `DO body END FOR
    /// [label]`. What is read once before the first pass (a bound's
    /// subquery, the cursor's or the query's rows) runs before the loop;
    /// the body may run no time at all (an empty range or result).
    fn for_statement(&mut self, label: Option<String>, out: &mut Vec<Flow>) {
        let opening = self.span();
        self.problems.push(Problem::MariaDbOnly(
            opening,
            "`FOR` is MariaDB's loop: MySQL has none (LOOP, WHILE and REPEAT only) and \
             rejects it; if this SQL runs on MariaDB, say so: `[lint] server = \"mariadb-10.11\"`"
                .into(),
        ));
        self.i += 1;
        let Some(var) = self.tok(0).and_then(ident) else {
            self.syntax("FOR needs a variable: `FOR i IN 1 .. 10 DO`");
            return;
        };
        self.i += 1;
        if !self.eat("IN") {
            self.syntax("FOR without IN");
            return;
        }
        let mut record = false;
        if self.tok(0) == Some(&Token::LParen) {
            // FOR rec IN (SELECT ...): the query runs once, before the loop.
            let close = self.closing_paren(self.i);
            if let Some(s) = self.emit(self.i + 1, close, false) {
                out.push(Flow::Stmt(s));
            }
            self.i = (close + 1).min(self.toks.len());
            record = true;
        } else {
            self.eat("REVERSE");
            let end = self.expression_end(&["DO"]);
            let cursor = match &self.toks[self.i..end] {
                [(n, _)] => ident(&n.token),
                [(n, _), (open, _), ..] if open.token == Token::LParen => self
                    .closing_paren(self.i + 1)
                    .eq(&(end - 1))
                    .then(|| ident(&n.token))
                    .flatten(),
                _ => None,
            };
            if let Some(name) = cursor {
                // FOR rec IN cur: the cursor is opened here.
                if let Some(s) = self.cursor(&name) {
                    out.push(Flow::Stmt(s));
                }
                record = true;
            } else {
                // lower .. upper: a bound that reads a table is a subquery.
                let mut k = self.i;
                while k < end {
                    if self.toks[k].0.token == Token::LParen {
                        let close = self.closing_paren(k);
                        if close >= end {
                            break;
                        }
                        self.expression(k, close + 1, out);
                        k = close;
                    }
                    k += 1;
                }
            }
            self.i = end;
        }
        if !self.eat("DO") {
            self.syntax("FOR without DO");
            return;
        }
        if let Some(l) = &label {
            self.labels.push(l.clone());
        }
        self.scopes
            .push(vec![if record { format!("{var}.") } else { var }]);
        self.loops += 1;
        let mut body = Vec::new();
        self.list(&["END"], &mut body);
        self.loops -= 1;
        self.scopes.pop();
        if self.at("END") && self.at_kw(1, "FOR") {
            self.i += 2;
            self.end_label(&label);
        } else {
            self.syntax("FOR without END FOR");
        }
        if label.is_some() {
            self.labels.pop();
        }
        out.push(Flow::Loop {
            label,
            body,
            may_skip: true,
        });
    }

    /// The index of the `)` that closes the `(` at `open` (the end of the
    /// tokens when none does).
    fn closing_paren(&self, open: usize) -> usize {
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

    fn declare(&mut self, out: &mut Vec<Flow>) {
        self.i += 1;
        // DECLARE {CONTINUE | EXIT | UNDO} HANDLER FOR condition, ... statement
        if (self.at("CONTINUE") || self.at("EXIT") || self.at("UNDO")) && self.at_kw(1, "HANDLER") {
            self.i += 2;
            if !self.eat("FOR") {
                self.syntax("DECLARE ... HANDLER without FOR");
                return;
            }
            // Condition values: SQLSTATE [VALUE] 'x', a code, a name,
            // SQLWARNING, NOT FOUND, SQLEXCEPTION; comma separated.
            loop {
                if self.eat("SQLSTATE") {
                    self.eat("VALUE");
                    self.i += 1;
                } else if self.eat("NOT") {
                    self.eat("FOUND");
                } else {
                    self.i += 1;
                }
                if self.tok(0) == Some(&Token::Comma) {
                    self.i += 1;
                } else {
                    break;
                }
            }
            let mut body = Vec::new();
            let loops = std::mem::replace(&mut self.loops, 0);
            self.statement(&mut body);
            self.loops = loops;
            // `statement` ate the `;` that ends the DECLARE; step back so the
            // caller's `;` check passes.
            if self
                .toks
                .get(self.i - 1)
                .is_some_and(|(t, _)| t.token == Token::SemiColon)
            {
                self.i -= 1;
            }
            self.handlers.push(body);
            return;
        }
        // DECLARE name CONDITION FOR ...
        if self.at_kw(1, "CONDITION") {
            self.i = self.statement_end();
            return;
        }
        // DECLARE name CURSOR [(params)] FOR select: MariaDB's parameters
        // are values in the query.
        if self.at_kw(1, "CURSOR") && (self.at_kw(2, "FOR") || self.tok(2) == Some(&Token::LParen))
        {
            let name = self.tok(0).and_then(ident).unwrap_or_default();
            self.i += 2;
            let mut params = Vec::new();
            if self.tok(0) == Some(&Token::LParen) {
                let close = self.closing_paren(self.i);
                let mut depth = 0;
                let mut expect_name = true;
                for (t, _) in &self.toks[self.i + 1..close.min(self.toks.len())] {
                    match &t.token {
                        Token::LParen => depth += 1,
                        Token::RParen => depth -= 1,
                        Token::Comma if depth == 0 => expect_name = true,
                        t if expect_name => {
                            params.extend(ident(t));
                            expect_name = false;
                        }
                        _ => {}
                    }
                }
                self.i = close + 1;
            }
            if !self.eat("FOR") {
                self.syntax("DECLARE ... CURSOR without FOR");
                return;
            }
            self.scopes.push(params);
            let end = self.statement_end();
            if let Some(s) = self.emit(self.i, end, false) {
                self.cursors.push((name, s));
            }
            self.scopes.pop();
            self.i = end;
            return;
        }
        // DECLARE v1 [, v2] type [DEFAULT expr]
        loop {
            if let Some(n) = self.tok(0).and_then(ident) {
                self.scopes.last_mut().expect("a scope").push(n);
                self.i += 1;
            }
            if self.tok(0) == Some(&Token::Comma) {
                self.i += 1;
            } else {
                break;
            }
        }
        let end = self.statement_end();
        if let Some(d) = (self.i..end).find(|&k| is(&self.toks[k].0.token, "DEFAULT")) {
            self.expression(d + 1, end, out);
        }
        self.i = end;
    }
}

#[cfg(test)]
mod tests {
    use crate::lint::Report;
    use crate::lint::testing::{found, on};

    fn rules_and_lines(r: &Report) -> Vec<(&'static str, usize)> {
        found(r).into_iter().map(|(r, l, _)| (r, l)).collect()
    }

    /// The text a diagnostic of `rule` points at.
    fn marked<'r>(r: &'r Report, rule: &str) -> Vec<&'r str> {
        r.diagnostics
            .iter()
            .filter(|d| d.rule.name == rule)
            .map(|d| &r.files[0].text[d.finding.span.start..d.finding.span.end])
            .collect()
    }

    const LOCK: &str =
        "SELECT id FROM reservation_units WHERE shop_id = 1 LIMIT 1 FOR UPDATE SKIP LOCKED";

    #[test]
    fn for_loop_bodies_are_followed_in_stored_programs() {
        for head in [
            "FOR i IN 1 .. 3 DO",
            "FOR i IN 1..3 DO",
            "FOR i IN REVERSE 3..1 DO",
            "FOR i IN 1..(SELECT COUNT(*) FROM reservation_units) DO",
            "FOR rec IN cur DO",
            "FOR rec IN cur2(1) DO",
            "FOR rec IN (SELECT 1 AS id) DO",
        ] {
            let sql = format!(
                "DELIMITER //\n\
                 CREATE PROCEDURE p()\n\
                 BEGIN\n\
                 \x20 DECLARE cur CURSOR FOR SELECT 1;\n\
                 \x20 DECLARE cur2 CURSOR(v INT) FOR SELECT v;\n\
                 \x20 lbl: {head}\n\
                 \x20   {LOCK};\n\
                 \x20   ITERATE lbl;\n\
                 \x20 END FOR lbl;\n\
                 END//\n\
                 DELIMITER ;\n"
            );
            // The locking read in the body is found; nothing is unsupported.
            let got = rules_and_lines(&on("mariadb-10.11", &sql));
            assert_eq!(
                got,
                [("locking-read-without-read-committed", 7)],
                "{head}: {got:?}"
            );
        }
    }

    #[test]
    fn a_for_loops_query_is_a_statement() {
        let sql = "DELIMITER //\n\
             CREATE PROCEDURE p()\n\
             BEGIN\n\
             \x20 FOR rec IN (SELECT id FROM reservation_units WHERE shop_id = 1 FOR UPDATE) DO\n\
             \x20   DELETE FROM reservation_units WHERE shop_id = 1 AND id = rec.id;\n\
             \x20 END FOR;\n\
             END//\n\
             DELIMITER ;\n";
        let r = on("mariadb-10.11", sql);
        let got = rules_and_lines(&r);
        // The query's locking read (no LIMIT, REPEATABLE READ) is found on
        // its line; the loop is followed (no unsupported-syntax).
        assert!(
            got.contains(&("locking-read-without-read-committed", 4)),
            "{got:?}"
        );
        assert!(got.contains(&("locking-read-without-limit", 4)), "{got:?}");
        assert!(
            got.iter()
                .all(|(r, _)| !matches!(*r, "unsupported-syntax" | "parse-error")),
            "{got:?}"
        );
    }

    #[test]
    fn for_loops_outside_programs_on_mariadb_and_mysql() {
        for sql in [
            format!("DELIMITER //\nFOR i IN 1..2 DO\n {LOCK};\nEND FOR//\n"),
            format!(
                "DELIMITER //\nBEGIN NOT ATOMIC FOR rec IN (SELECT 1) DO\n {LOCK};\nEND FOR; END//\n"
            ),
            format!(
                "DELIMITER //\nBEGIN NOT ATOMIC\n l: FOR i IN 1..2 DO\n {LOCK};\n LEAVE l; END FOR l;\nEND//\n"
            ),
        ] {
            let line = if sql.contains("l:") { 4 } else { 3 };
            let got = rules_and_lines(&on("mariadb-10.11", &sql));
            assert_eq!(
                got,
                [("locking-read-without-read-committed", line)],
                "{sql}: {got:?}"
            );
            // MySQL: one syntax error at the compound statement's first
            // words, as before; the body is still linted.
            let mysql = on("mysql-8.4", &sql);
            let errors: Vec<_> = found(&mysql)
                .into_iter()
                .filter(|(r, ..)| *r == "parse-error")
                .collect();
            assert_eq!(errors.len(), 1, "{sql}: {errors:?}");
            assert_eq!(errors[0].1, 2, "{sql}: {errors:?}");
            assert!(
                !found(&mysql)
                    .iter()
                    .any(|(r, ..)| *r == "unsupported-syntax"),
                "{sql}"
            );
        }
    }

    #[test]
    fn a_for_loop_in_a_stored_program_is_a_syntax_error_on_mysql() {
        let sql = format!(
            "DELIMITER //\nCREATE PROCEDURE p()\nBEGIN\n  FOR i IN 1..2 DO\n {LOCK};\n END FOR;\nEND//\n"
        );
        let r = on("mysql-8.4", &sql);
        let got = found(&r);
        let errors: Vec<_> = got.iter().filter(|(r, ..)| *r == "parse-error").collect();
        assert_eq!(errors.len(), 1, "{got:?}");
        assert_eq!(errors[0].1, 4);
        assert!(errors[0].2.contains("MySQL has none"), "{errors:?}");
        assert_eq!(marked(&r, "parse-error"), ["FOR"]);
        // The body is still linted.
        assert!(
            got.iter()
                .any(|(r, l, _)| *r == "locking-read-without-read-committed" && *l == 5),
            "{got:?}"
        );
    }

    #[test]
    fn for_loop_syntax_errors() {
        for (body, at) in [
            ("FOR i IN 1..2 DO SELECT 1; END;", "END"),
            ("FOR i IN 1..2 SELECT 1; END FOR;", ";"),
            ("FOR i IN 1..2 DO SELECT 1; END FOR x;", "x"),
            ("FOR 'i' IN 1..2 DO SELECT 1; END FOR;", "'i'"),
        ] {
            let sql = format!("DELIMITER //\nCREATE PROCEDURE p()\nBEGIN\n{body}\nEND//\n");
            let r = on("mariadb-10.11", &sql);
            assert_eq!(marked(&r, "parse-error"), [at], "{body}: {:?}", found(&r));
        }
    }

    const DECLARE_MESSAGE: &str = "DECLARE is only allowed at the start of a BEGIN ... END block";

    #[test]
    fn declare_only_at_the_start_of_a_block() {
        // MariaDB rejects a DECLARE in a top-level IF (no block there).
        let r = on(
            "mariadb-10.11",
            "IF 1 THEN DECLARE x INT DEFAULT 0; SELECT x; END IF;\n",
        );
        let got = found(&r);
        assert_eq!(got.len(), 1, "{got:?}");
        assert_eq!(got[0].0, "parse-error");
        assert!(got[0].2.contains(DECLARE_MESSAGE), "{got:?}");
        assert_eq!(marked(&r, "parse-error"), ["DECLARE"]);
        // In a procedure, both servers reject a DECLARE after another
        // statement, or in IF, a loop's body, or as a handler's statement.
        for body in [
            "BEGIN SELECT 1; DECLARE x INT; END",
            "BEGIN DECLARE x INT; BEGIN END; DECLARE y INT; END",
            "BEGIN IF 1 THEN DECLARE x INT; END IF; END",
            "BEGIN WHILE 0 DO DECLARE x INT; END WHILE; END",
            "BEGIN CASE 1 WHEN 1 THEN DECLARE x INT; END CASE; END",
            "BEGIN DECLARE CONTINUE HANDLER FOR SQLEXCEPTION DECLARE z INT; SELECT 1; END",
            "DECLARE x INT",
        ] {
            for server in ["mariadb-10.11", "mysql-8.4"] {
                let sql = format!("DELIMITER //\nCREATE PROCEDURE p()\n{body}//\n");
                let r = on(server, &sql);
                let got = found(&r);
                assert_eq!(got.len(), 1, "{server} {body}: {got:?}");
                assert!(
                    got[0].2.contains(DECLARE_MESSAGE),
                    "{server} {body}: {got:?}"
                );
                assert_eq!(marked(&r, "parse-error"), ["DECLARE"], "{body}");
            }
        }
        // Accepted: DECLAREs first in each block, a handler's own block.
        for body in [
            "BEGIN DECLARE x INT; DECLARE c CURSOR FOR SELECT 1; \
             DECLARE CONTINUE HANDLER FOR NOT FOUND SET x = 1; SELECT x; END",
            "BEGIN DECLARE x INT; BEGIN DECLARE y INT; SELECT y; END; SELECT x; END",
            "BEGIN DECLARE CONTINUE HANDLER FOR SQLEXCEPTION BEGIN DECLARE z INT; SET z = 1; END; \
             SELECT 1; END",
            "BEGIN IF 1 THEN BEGIN DECLARE x INT; SELECT x; END; END IF; END",
        ] {
            let sql = format!("DELIMITER //\nCREATE PROCEDURE p()\n{body}//\n");
            assert!(found(&on("mysql-8.4", &sql)).is_empty(), "{body}");
        }
        assert!(
            found(&on(
                "mariadb-10.11",
                "DELIMITER //\nBEGIN NOT ATOMIC DECLARE x INT; SELECT x; END//\n"
            ))
            .is_empty()
        );
    }
}
