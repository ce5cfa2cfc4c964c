//! From a scanned statement to a [`Statement`] with the facts rules need:
//! parse its tokens with sqlparser (MySQL dialect) and read the AST.
//!
//! Locking clauses come from the scanner (exact positions, all MySQL forms) and
//! are matched to the AST's query blocks in source order (a post-order walk, as a
//! block's locking clause follows its body).

use super::model::{LockingRead, Statement, StatementKind, TableRef};
use super::schema::TableSchema;
use crate::lint::syntax::scan::RawStatement;
use crate::lint::syntax::source::Span;
use crate::lint::syntax::token_kind::TokenKind;
use crate::lint::syntax::validity::{self, Category, Verdict};
use sqlparser::ast::{
    self, BinaryOperator, Expr, FromTable, GroupByExpr, ObjectName, ObjectNamePart, Query,
    SelectItem, SetExpr, TableFactor, TableObject, Visit, Visitor,
};
use sqlparser::dialect::MySqlDialect;
use sqlparser::parser::{Parser, ParserError};
use std::ops::ControlFlow;

/// Nesting deeper than this is reported as a parse error, not followed.
pub const RECURSION_LIMIT: usize = 64;

/// More chained operators than this in one parenthesised group (`UNION ALL`,
/// `AND`, `+`, ...) and the statement is reported instead of analysed:
/// sqlparser builds a chain as a tree as deep as the chain is long, and such
/// trees are walked (and dropped) recursively. The lint thread's stack
/// (`lint::pipeline::LINT_STACK`) holds chains far longer than this.
pub const MAX_CHAIN: usize = 50_000;

/// The longest operator chain within one parenthesised group.
fn chain_length(tokens: &[sqlparser::tokenizer::TokenWithSpan]) -> usize {
    use sqlparser::keywords::Keyword as K;
    use sqlparser::tokenizer::Token as T;
    let mut groups = vec![0usize];
    let mut longest = 0;
    for t in tokens {
        match &t.token {
            T::LParen => groups.push(0),
            T::RParen if groups.len() > 1 => {
                longest = longest.max(groups.pop().unwrap_or(0));
            }
            T::Word(w)
                if matches!(
                    w.keyword,
                    K::UNION | K::INTERSECT | K::EXCEPT | K::AND | K::OR | K::XOR
                ) =>
            {
                if let Some(group) = groups.last_mut() {
                    *group += 1;
                }
            }
            T::Plus
            | T::Minus
            | T::Mul
            | T::Div
            | T::Mod
            | T::StringConcat
            | T::Pipe
            | T::Ampersand
            | T::Caret => {
                if let Some(group) = groups.last_mut() {
                    *group += 1;
                }
            }
            _ => {}
        }
    }
    groups.into_iter().fold(longest, usize::max)
}

const AGGREGATES: &[&str] = &[
    "count",
    "sum",
    "min",
    "max",
    "avg",
    "group_concat",
    "bit_and",
    "bit_or",
    "bit_xor",
    "std",
    "stddev",
    "stddev_pop",
    "stddev_samp",
    "var_pop",
    "var_samp",
    "variance",
    "json_arrayagg",
    "json_objectagg",
];

/// The last part of a name (`db.t` -> `t`).
pub(crate) fn object_last(name: &ObjectName) -> Option<&ast::Ident> {
    name.0.iter().rev().find_map(|p| match p {
        ObjectNamePart::Identifier(i) => Some(i),
        _ => None,
    })
}

/// Where an identifier of `raw`'s tree is written, in the offsets `raw`
/// was scanned with (the whole statement when the tree does not place it).
pub(crate) fn ident_span(raw: &RawStatement, ident: &ast::Ident) -> Span {
    let s = ident.span.start;
    match raw.offset_of(s.line, s.column) {
        Some(start) => Span::new(
            start,
            start + ident.value.len() + if ident.quote_style.is_some() { 2 } else { 0 },
        ),
        None => raw.span,
    }
}

fn table_ref(raw: &RawStatement, name: &ObjectName) -> Option<TableRef> {
    let ident = object_last(name)?;
    Some(TableRef {
        name: ident.value.to_ascii_lowercase(),
        database: super::schema::object_database(name),
        span: ident_span(raw, ident),
    })
}

/// A column reference's name in lower case (`t.col` -> `col`).
pub(crate) fn column_name(e: &Expr) -> Option<String> {
    match e {
        Expr::Identifier(i) => Some(i.value.to_ascii_lowercase()),
        Expr::CompoundIdentifier(parts) => parts.last().map(|i| i.value.to_ascii_lowercase()),
        Expr::Nested(inner) => column_name(inner),
        _ => None,
    }
}

/// A name that is a value where a column could be: a stored program's
/// parameter or local variable, a user variable (`@x`), a trigger's
/// `NEW.col` / `OLD.col`, a FOR loop record's field.
pub(crate) fn is_variable(e: &Expr, vars: &[String]) -> bool {
    match e {
        Expr::Identifier(i) => {
            i.quote_style.is_none()
                && (i.value.starts_with('@')
                    || vars.iter().any(|v| v.eq_ignore_ascii_case(&i.value)))
        }
        // A trigger's NEW.col / OLD.col, a FOR loop's record field
        // (`rec.id`, the record in `vars` as `rec.`).
        Expr::CompoundIdentifier(parts) => {
            let first = &parts[0].value;
            parts.len() == 2
                && parts[0].quote_style.is_none()
                && (first.eq_ignore_ascii_case("new")
                    || first.eq_ignore_ascii_case("old")
                    || vars.iter().any(|v| {
                        v.strip_suffix('.')
                            .is_some_and(|r| r.eq_ignore_ascii_case(first))
                    }))
        }
        _ => false,
    }
}

/// Whether an expression mentions no column (a literal, placeholder,
/// variable, ...).
fn is_value(e: &Expr, vars: &[String]) -> bool {
    struct Cols<'v>(bool, &'v [String]);
    impl Visitor for Cols<'_> {
        type Break = ();
        fn pre_visit_expr(&mut self, e: &Expr) -> ControlFlow<()> {
            if matches!(e, Expr::Identifier(_) | Expr::CompoundIdentifier(_))
                && is_variable(e, self.1)
            {
                return ControlFlow::Continue(());
            }
            if matches!(
                e,
                Expr::Identifier(_) | Expr::CompoundIdentifier(_) | Expr::Subquery(_)
            ) {
                self.0 = true;
                return ControlFlow::Break(());
            }
            ControlFlow::Continue(())
        }
    }
    let mut c = Cols(false, vars);
    let _ = e.visit(&mut c);
    !c.0
}

/// Columns compared with `=` to a value in an AND-ed condition.
fn eq_columns(e: &Expr, vars: &[String], out: &mut Vec<String>) {
    match e {
        Expr::BinaryOp {
            left,
            op: BinaryOperator::And,
            right,
        } => {
            eq_columns(left, vars, out);
            eq_columns(right, vars, out);
        }
        Expr::Nested(inner) => eq_columns(inner, vars, out),
        Expr::BinaryOp {
            left,
            op: BinaryOperator::Eq,
            right,
        } => {
            let column = |x: &Expr| column_name(x).filter(|_| !is_variable(x, vars));
            let col = match (column(left), column(right)) {
                (Some(c), _) if is_value(right, vars) => Some(c),
                (_, Some(c)) if is_value(left, vars) => Some(c),
                _ => None,
            };
            if let Some(c) = col
                && !out.contains(&c)
            {
                out.push(c);
            }
        }
        _ => {}
    }
}

fn has_aggregate(items: &[SelectItem], group_by: &GroupByExpr) -> bool {
    let grouped = match group_by {
        GroupByExpr::All(_) => true,
        GroupByExpr::Expressions(v, _) => !v.is_empty(),
    };
    if grouped {
        return true;
    }
    struct Agg(bool);
    impl Visitor for Agg {
        type Break = ();
        fn pre_visit_expr(&mut self, e: &Expr) -> ControlFlow<()> {
            match e {
                Expr::Function(f) => {
                    let name = object_last(&f.name).map(|i| i.value.to_ascii_lowercase());
                    if name.is_some_and(|n| AGGREGATES.contains(&n.as_str())) {
                        self.0 = true;
                        return ControlFlow::Break(());
                    }
                    ControlFlow::Continue(())
                }
                // An aggregate inside a subquery belongs to that subquery.
                _ => ControlFlow::Continue(()),
            }
        }
    }
    let mut a = Agg(false);
    for item in items {
        let _ = item.visit(&mut a);
    }
    a.0
}

/// Facts of one query block (its own SELECTs, not nested subqueries).
struct BlockFacts {
    tables: Vec<TableRef>,
    eq_columns: Vec<String>,
    aggregate: bool,
}

fn block_facts(raw: &RawStatement, vars: &[String], body: &SetExpr, out: &mut BlockFacts) {
    match body {
        SetExpr::Select(s) => {
            for twj in &s.from {
                for factor in
                    std::iter::once(&twj.relation).chain(twj.joins.iter().map(|j| &j.relation))
                {
                    if let TableFactor::Table { name, .. } = factor
                        && let Some(t) = table_ref(raw, name)
                    {
                        out.tables.push(t);
                    }
                }
            }
            if let Some(w) = &s.selection {
                eq_columns(w, vars, &mut out.eq_columns);
            }
            out.aggregate |= has_aggregate(&s.projection, &s.group_by);
        }
        SetExpr::Query(q) => block_facts(raw, vars, &q.body, out),
        SetExpr::SetOperation { left, right, .. } => {
            block_facts(raw, vars, left, out);
            block_facts(raw, vars, right, out);
        }
        _ => {}
    }
}

/// Walks the AST: locked query blocks in source order, and every relation.
struct Walker<'a> {
    raw: &'a RawStatement,
    /// Called with each locked query, in source order.
    on_locked: &'a mut dyn FnMut(&Query),
    vars: &'a [String],
    /// The statement has locking clauses (else block facts are not needed).
    locking: bool,
    /// Whether each open query aggregates.
    stack: Vec<bool>,
    locked: Vec<(BlockFacts, bool, bool, usize)>,
    relations: Vec<TableRef>,
}

impl Visitor for Walker<'_> {
    type Break = ();

    fn pre_visit_query(&mut self, q: &Query) -> ControlFlow<()> {
        if !self.locking {
            return ControlFlow::Continue(());
        }
        let mut f = BlockFacts {
            tables: vec![],
            eq_columns: vec![],
            aggregate: false,
        };
        block_facts(self.raw, self.vars, &q.body, &mut f);
        self.stack.push(f.aggregate);
        ControlFlow::Continue(())
    }

    fn post_visit_query(&mut self, q: &Query) -> ControlFlow<()> {
        if !self.locking {
            return ControlFlow::Continue(());
        }
        self.stack.pop();
        if !q.locks.is_empty() {
            let mut f = BlockFacts {
                tables: vec![],
                eq_columns: vec![],
                aggregate: false,
            };
            block_facts(self.raw, self.vars, &q.body, &mut f);
            f.aggregate |= self.stack.iter().any(|a| *a);
            let b = bounds(q);
            self.locked
                .push((f, b.limit, b.order_by.is_some(), q.locks.len()));
            (self.on_locked)(q);
        }
        ControlFlow::Continue(())
    }

    fn pre_visit_relation(&mut self, r: &ObjectName) -> ControlFlow<()> {
        if let Some(t) = table_ref(self.raw, r) {
            self.relations.push(t);
        }
        ControlFlow::Continue(())
    }
}

/// How close to [`RECURSION_LIMIT`] a statement's nesting must come for a
/// parse failure to be put down to it (a level of nesting can cost the
/// parser more than one step of its limit, and it nests a few steps deep
/// before the first parenthesis).
const NESTING_MARGIN: usize = 8;

/// The deepest nesting of parentheses and `CASE ... END` in `tokens`.
fn nesting_depth(tokens: &[sqlparser::tokenizer::TokenWithSpan]) -> usize {
    use sqlparser::keywords::Keyword;
    use sqlparser::tokenizer::Token;
    let (mut depth, mut max) = (0usize, 0usize);
    for t in tokens {
        match &t.token {
            Token::LParen => depth += 1,
            Token::Word(w) if w.quote_style.is_none() && w.keyword == Keyword::CASE => depth += 1,
            Token::RParen => depth = depth.saturating_sub(1),
            Token::Word(w) if w.quote_style.is_none() && w.keyword == Keyword::END => {
                depth = depth.saturating_sub(1)
            }
            _ => {}
        }
        max = max.max(depth);
    }
    max
}

/// A query's LIMIT and ORDER BY, as MySQL applies them under its locking
/// clause: `(SELECT ... ORDER BY id LIMIT 1) FOR UPDATE` takes them from
/// inside the parentheses.
pub(crate) struct Bounds<'q> {
    pub limit: bool,
    pub order_by: Option<&'q ast::OrderBy>,
}

pub(crate) fn bounds(q: &Query) -> Bounds<'_> {
    let mut q = q;
    loop {
        let limit = q.limit_clause.is_some() || q.fetch.is_some();
        match &*q.body {
            SetExpr::Query(inner) if !limit && q.order_by.is_none() => q = inner,
            _ => {
                return Bounds {
                    limit,
                    order_by: q.order_by.as_ref(),
                };
            }
        }
    }
}

/// The parser's error location, from its message ("found: X at Line: 3,
/// Column: 7"). sqlparser sometimes reports the location of the token after
/// the one it names, so the named token is searched for backwards from there.
fn error_location(raw: &RawStatement, text: &str, message: &str) -> Span {
    let num_after = |key: &str| -> Option<u64> {
        let i = message.rfind(key)? + key.len();
        message[i..]
            .trim_start()
            .split(|c: char| !c.is_ascii_digit())
            .next()?
            .parse()
            .ok()
    };
    let found = message
        .rfind("found: ")
        .map(|i| &message[i + "found: ".len()..])
        .map(|rest| rest.split(" at Line:").next().unwrap_or(rest).trim());
    match (num_after("Line:"), num_after("Column:")) {
        (Some(l), Some(c)) => match raw.offset_of(l, c) {
            Some(o) => {
                if let Some(found) = found.filter(|f| !f.is_empty() && *f != "EOF") {
                    let mut window_end = (o + found.len()).min(raw.span.end).min(text.len());
                    while window_end > 0 && !text.is_char_boundary(window_end) {
                        window_end -= 1;
                    }
                    let window = &text[raw.span.start.min(window_end)..window_end];
                    if let Some(i) = window
                        .to_ascii_uppercase()
                        .rfind(&found.to_ascii_uppercase())
                    {
                        let at = raw.span.start + i;
                        return Span::new(at, at + found.len());
                    }
                }
                Span::new(o, o + 1)
            }
            None => Span::new(raw.span.start, raw.span.start + 1),
        },
        // No location: the parser ran out of tokens.
        _ if message.contains("EOF") => Span::new(
            raw.span.end.saturating_sub(1).max(raw.span.start),
            raw.span.end,
        ),
        _ => Span::new(raw.span.start, raw.span.start + 1),
    }
}

fn clean_message(e: &ParserError) -> String {
    let text = match e {
        ParserError::RecursionLimitExceeded => {
            "the statement is nested too deeply to analyse".to_string()
        }
        ParserError::TokenizerError(m) | ParserError::ParserError(m) => m.clone(),
    };
    match text.find(" at Line:") {
        Some(i) => text[..i].to_string(),
        None => text,
    }
}

/// Analyse one scanned statement. `schema` receives CREATE TABLE definitions.
pub fn analyze(
    file: usize,
    text: &str,
    mut raw: RawStatement,
    schema: &mut Vec<TableSchema>,
    variables: &[String],
) -> Statement {
    analyze_tree(file, text, &mut raw, schema, variables, &mut |_| {}).0
}

/// [`analyze`], and the statement's tree when it parsed (for the readings
/// of it above the model, so that a statement is parsed once): the walk
/// that reads the model's facts calls `on_locked` with each query that has
/// a locking clause, in source order. `raw` keeps what places the tree's
/// nodes in the file.
pub fn analyze_tree(
    file: usize,
    text: &str,
    raw: &mut RawStatement,
    schema: &mut Vec<TableSchema>,
    variables: &[String],
    on_locked: &mut dyn FnMut(&Query),
) -> (Statement, Option<Box<ast::Statement>>) {
    let kind = match &raw.kind {
        TokenKind::Begin { .. } => StatementKind::Begin,
        TokenKind::Commit { .. } => StatementKind::Commit,
        TokenKind::Rollback { .. } => StatementKind::Rollback,
        TokenKind::SetIsolation { .. } => StatementKind::SetIsolation,
        TokenKind::SetAutocommit(_) => StatementKind::SetAutocommit,
        TokenKind::SetOther => StatementKind::SetOther,
        TokenKind::ImplicitCommit => StatementKind::Ddl,
        TokenKind::Parse => StatementKind::Other,
    };
    let mut st = Statement::new(file, raw.span, kind);
    match &raw.kind {
        TokenKind::Begin { isolation } => st.begin_isolation_clause = *isolation,
        TokenKind::Commit { chain } | TokenKind::Rollback { chain } => st.commit_chain = *chain,
        TokenKind::SetIsolation { scope, level, span } => {
            st.set_isolation = Some((*scope, *level, *span))
        }
        TokenKind::SetAutocommit(on) => st.autocommit = Some(*on),
        _ => {}
    }
    st.conn_tag = raw
        .leading
        .iter()
        .chain(raw.inner.iter())
        .find_map(|c| conn_tag(&c.text));
    if matches!(raw.kind, TokenKind::SetOther) {
        // `SET v = (SELECT ...)`: the subqueries read tables.
        match set_as_select(&raw.tokens) {
            Some(tokens) => {
                raw.tokens = tokens;
                st.kind = StatementKind::Select;
            }
            None => return (st, None),
        }
    } else if !matches!(raw.kind, TokenKind::Parse | TokenKind::ImplicitCommit) {
        return (st, None);
    }
    let category = if st.kind == StatementKind::Select {
        Category::Dml
    } else {
        validity::category(&raw.tokens)
    };
    match category {
        Category::Dml | Category::CreateTable => {}
        Category::Other => return (st, None),
        Category::Unknown => {
            let first = &raw.tokens[0];
            let span = token_span(raw, first);
            let message = match validity::misspelt_starter(&first.token) {
                Some(k) => format!(
                    "`{}` starts no MySQL statement: did you mean {k}?",
                    first.token
                ),
                None => format!("`{}` starts no MySQL statement", first.token),
            };
            st.parse_error = Some(Box::new((span, message)));
            return (st, None);
        }
    }
    let chain = chain_length(&raw.tokens);
    if chain > MAX_CHAIN {
        st.unsupported = Some(Box::new((
            Span::new(raw.span.start, raw.span.start + 1),
            format!(
                "the statement chains {chain} operators (UNION, AND, +, ...); more than {MAX_CHAIN} is not analysed"
            ),
        )));
        return (st, None);
    }
    // The parser takes the tokens and gives them back (a failure is judged
    // on them), so they are never copied.
    let tokens = std::mem::take(&mut raw.tokens);
    let raw: &RawStatement = raw;
    let dialect = MySqlDialect {};
    let mut parser = Parser::new(&dialect)
        .with_recursion_limit(RECURSION_LIMIT)
        .with_tokens_with_locations(tokens);
    // Boxed at once: a tree is 3.4 KB, moved several times on its way out.
    let parsed = parser.parse_statement().map(Box::new);
    let trailing = match &parsed {
        Ok(_) => Some(parser.peek_token()).filter(|t| t.token != sqlparser::tokenizer::Token::EOF),
        Err(_) => None,
    };
    let kept = parser.into_tokens();
    let failure = match &parsed {
        Ok(_) if let Some(t) = trailing => {
            // Trailing tokens after a complete statement.
            let at = kept.iter().position(|k| k.span == t.span);
            Some((at, format!("it stops at `{}`", t.token)))
        }
        Ok(_) => None,
        Err(ParserError::RecursionLimitExceeded) if validity::unbalanced(raw, &kept).is_none() => {
            st.unsupported = Some(Box::new((
                Span::new(raw.span.start, raw.span.start + 1),
                "the statement is nested too deeply to analyse".to_string(),
            )));
            return (st, None);
        }
        Err(e @ ParserError::RecursionLimitExceeded) => Some((None, clean_message(e))),
        Err(e) => {
            let m = e.to_string();
            let loc = error_location(raw, text, &m);
            let at = kept
                .iter()
                .position(|k| token_span(raw, k).start >= loc.start && !m.contains("found: EOF"));
            Some((at, clean_message(e)))
        }
    };
    // Nesting at the parser's limit can also fail as a plain error (some
    // of sqlparser's alternatives swallow the limit and read on: 61 nested
    // CASE read `CASE` as a column and stopped at the first `1`): the
    // nesting is what to report, not a valid token.
    if failure.is_some()
        && nesting_depth(&kept) + NESTING_MARGIN >= RECURSION_LIMIT
        && validity::unbalanced(raw, &kept).is_none()
    {
        st.unsupported = Some(Box::new((
            Span::new(raw.span.start, raw.span.start + 1),
            "the statement is nested too deeply to analyse".to_string(),
        )));
        return (st, None);
    }
    if let Some((at, says)) = failure {
        if category == Category::CreateTable {
            // The keys are all poolctl needs from it.
            if let Some((name, primary_key)) = validity::create_table_keys(&kept) {
                schema.push(TableSchema {
                    name,
                    database: None,
                    primary_key,
                    unique_keys: Vec::new(),
                    indexes: Vec::new(),
                });
            }
            return (st, None);
        }
        match validity::judge(raw, &kept, at, &says, |t| token_span(raw, t)) {
            Verdict::Syntax(span, m) => st.parse_error = Some(Box::new((span, m))),
            Verdict::Unsupported(span, m) => st.unsupported = Some(Box::new((span, m))),
        }
        return (st, None);
    }
    let Ok(ast) = parsed else {
        return (st, None);
    };
    let mut w = Walker {
        raw,
        on_locked,
        vars: variables,
        locking: !raw.locks.is_empty(),
        stack: Vec::new(),
        locked: Vec::new(),
        relations: Vec::new(),
    };
    // Without a locking clause the walk finds no locked block, and its
    // relations are kept only for a query: a write's is not walked.
    if w.locking || matches!(&*ast, ast::Statement::Query(_)) {
        let _ = ast.visit(&mut w);
    }
    // Pair the locked blocks (source order) with the scanner's clauses.
    let mut clauses = raw.locks.iter();
    for (facts, has_limit, has_order_by, n) in w.locked {
        for _ in 0..n {
            let Some(c) = clauses.next() else { break };
            let mut tables = facts.tables.clone();
            if !c.of.is_empty() {
                tables.retain(|t| c.of.contains(&t.name));
            }
            st.locking_reads.push(LockingRead {
                span: c.span,
                kind: c.kind,
                wait: c.wait,
                tables,
                has_limit,
                has_order_by,
                aggregate: facts.aggregate,
                eq_columns: facts.eq_columns.clone(),
            });
        }
    }
    match &*ast {
        ast::Statement::Query(_) => {
            st.kind = StatementKind::Select;
            if st.locking_reads.is_empty() {
                st.plain_reads = w.relations;
            }
        }
        ast::Statement::Insert(ins) => {
            st.kind = StatementKind::Insert;
            if let TableObject::TableName(name) = &ins.table
                && let Some(t) = table_ref(raw, name)
            {
                st.writes.push(t);
            }
        }
        ast::Statement::Update(u) => {
            st.kind = StatementKind::Update;
            if let TableFactor::Table { name, .. } = &u.table.relation
                && let Some(t) = table_ref(raw, name)
            {
                st.writes.push(t);
            }
            st.assigned = u
                .assignments
                .iter()
                .filter_map(|a| match &a.target {
                    ast::AssignmentTarget::ColumnName(n) => {
                        object_last(n).map(|i| i.value.to_ascii_lowercase())
                    }
                    ast::AssignmentTarget::Tuple(_) => None,
                })
                .collect();
        }
        ast::Statement::Delete(d) => {
            st.kind = StatementKind::Delete;
            if d.tables.is_empty() {
                let from = match &d.from {
                    FromTable::WithFromKeyword(v) | FromTable::WithoutKeyword(v) => v,
                };
                for twj in from {
                    if let TableFactor::Table { name, .. } = &twj.relation
                        && let Some(t) = table_ref(raw, name)
                    {
                        st.writes.push(t);
                    }
                }
            } else {
                st.writes
                    .extend(d.tables.iter().filter_map(|n| table_ref(raw, n)));
            }
        }
        ast::Statement::Call(f) => {
            st.call = object_last(&f.name).map(|i| i.value.to_ascii_lowercase());
        }
        ast::Statement::CreateTable(ct) => {
            if let Some(t) = TableSchema::from_create(ct) {
                schema.push(t);
            }
        }
        _ => {}
    }
    (st, Some(ast))
}

/// The span of one token of `raw`.
pub(crate) fn token_span(raw: &RawStatement, t: &sqlparser::tokenizer::TokenWithSpan) -> Span {
    match raw.offset_of(t.span.start.line, t.span.start.column) {
        Some(start) => {
            let len = t.token.to_string().len().max(1);
            Span::new(start, (start + len).min(raw.span.end.max(start + 1)))
        }
        None => Span::new(raw.span.start, raw.span.start + 1),
    }
}

/// `SET a = (SELECT ...), b = ...` as `SELECT (SELECT ...), ...` when an
/// assignment reads a table; None otherwise.
fn set_as_select(
    tokens: &[sqlparser::tokenizer::TokenWithSpan],
) -> Option<Vec<sqlparser::tokenizer::TokenWithSpan>> {
    use sqlparser::tokenizer::{Token, TokenWithSpan};
    let reads = tokens.iter().any(
        |t| matches!(&t.token, Token::Word(w) if w.keyword == sqlparser::keywords::Keyword::SELECT),
    );
    if !reads {
        return None;
    }
    let mut out: Vec<TokenWithSpan> = Vec::new();
    let mut depth = 0i32;
    let mut in_value = false;
    for t in &tokens[1..] {
        match t.token {
            Token::LParen => depth += 1,
            Token::RParen => depth -= 1,
            _ => {}
        }
        if depth == 0 && !in_value && matches!(t.token, Token::Eq | Token::Assignment) {
            in_value = true;
            if out.is_empty() {
                out.push(TokenWithSpan::new(Token::make_keyword("SELECT"), t.span));
            } else {
                out.push(TokenWithSpan::new(Token::Comma, t.span));
            }
            continue;
        }
        if depth == 0 && t.token == Token::Comma {
            in_value = false;
            continue;
        }
        if in_value {
            out.push(t.clone());
        }
    }
    (out.len() > 1).then_some(out)
}

/// `conn_tag:NAME` inside a comment (the one definition lives in
/// [`crate::conntags::tag`], shared with `poolctl conn-tags`).
pub fn conn_tag(comment: &str) -> Option<String> {
    crate::conntags::tag::in_comment(comment)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lint::syntax::scan::scan;
    use crate::lint::syntax::vocabulary::{LockKind, LockWait};

    fn one(sql: &str) -> Statement {
        let raw = scan(sql).statements.into_iter().next().unwrap();
        analyze(0, sql, raw, &mut Vec::new(), &[])
    }

    #[test]
    fn reserve_select_facts() {
        let sql = "/* conn_tag:checkout */ SELECT id FROM reservation_units WHERE shop_id = ? AND inventory_item_id = ? \
                   AND inventory_group_id = 3 LIMIT 2 FOR UPDATE SKIP LOCKED";
        let s = one(sql);
        assert_eq!(s.kind, StatementKind::Select);
        assert_eq!(s.conn_tag.as_deref(), Some("checkout"));
        let r = &s.locking_reads[0];
        assert_eq!(
            (r.kind, r.wait, r.has_limit),
            (LockKind::Update, LockWait::SkipLocked, true)
        );
        assert_eq!(r.tables[0].name, "reservation_units");
        assert_eq!(
            &sql[r.tables[0].span.start..r.tables[0].span.end],
            "reservation_units"
        );
        assert_eq!(
            r.eq_columns,
            vec!["shop_id", "inventory_item_id", "inventory_group_id"]
        );
    }

    #[test]
    fn union_all_blocks_get_their_own_clauses() {
        let sql = "(SELECT id FROM a WHERE k = 1 LIMIT 2 FOR UPDATE SKIP LOCKED) UNION ALL \
                   (SELECT id FROM b WHERE k = 2 FOR SHARE NOWAIT)";
        let s = one(sql);
        assert_eq!(s.locking_reads.len(), 2);
        assert_eq!(s.locking_reads[0].tables[0].name, "a");
        assert!(s.locking_reads[0].has_limit);
        assert_eq!(s.locking_reads[1].tables[0].name, "b");
        assert!(!s.locking_reads[1].has_limit);
        assert_eq!(s.locking_reads[1].wait, LockWait::Nowait);
    }

    #[test]
    fn mysql_only_locking_syntax_parses() {
        for sql in [
            "SELECT * FROM t WHERE id = 1 LOCK IN SHARE MODE",
            "SELECT * FROM a JOIN b ON a.id = b.id FOR UPDATE OF a, b NOWAIT",
        ] {
            let s = one(sql);
            assert!(s.parse_error.is_none(), "{sql}: {:?}", s.parse_error);
            assert_eq!(s.locking_reads.len(), 1, "{sql}");
        }
        let s = one("SELECT * FROM a JOIN b ON a.id = b.id FOR UPDATE OF b");
        assert_eq!(
            s.locking_reads[0]
                .tables
                .iter()
                .map(|t| t.name.as_str())
                .collect::<Vec<_>>(),
            vec!["b"]
        );
    }

    #[test]
    fn aggregate_inside_and_around() {
        assert!(
            one("SELECT COUNT(*) FROM u WHERE a = 1 FOR UPDATE SKIP LOCKED").locking_reads[0]
                .aggregate
        );
        assert!(
            one("SELECT COUNT(*) FROM (SELECT id FROM u WHERE a = 1 LIMIT 5 FOR UPDATE SKIP LOCKED) x").locking_reads[0]
                .aggregate
        );
        assert!(!one("SELECT id FROM u LIMIT 5 FOR UPDATE SKIP LOCKED").locking_reads[0].aggregate);
    }

    #[test]
    fn writes() {
        let s = one("UPDATE inventory SET qty = qty - 1 WHERE item_id = 7 AND qty >= 1");
        assert_eq!(s.kind, StatementKind::Update);
        assert_eq!(s.writes[0].name, "inventory");
        assert_eq!(
            one("DELETE FROM units WHERE id IN (1, 2)").writes[0].name,
            "units"
        );
        assert_eq!(
            one("INSERT INTO holds (a) VALUES (1)").writes[0].name,
            "holds"
        );
        assert_eq!(
            one("REPLACE INTO holds (a) VALUES (1)").writes[0].name,
            "holds"
        );
    }

    #[test]
    fn update_and_delete_modifiers_are_not_the_table() {
        for sql in [
            "UPDATE IGNORE orders SET state = 1 WHERE id = 2",
            "UPDATE LOW_PRIORITY orders SET state = 1 WHERE id = 2",
            "update low_priority ignore orders o SET o.state = 1 WHERE o.id = 2",
            "DELETE IGNORE FROM orders WHERE id = 2",
            "DELETE QUICK FROM orders WHERE id = 2",
            "DELETE LOW_PRIORITY QUICK IGNORE FROM orders WHERE id = 2",
            "DELETE QUICK FROM orders USING orders JOIN t ON t.id = orders.id",
        ] {
            let s = one(sql);
            assert!(s.parse_error.is_none(), "{sql}: {:?}", s.parse_error);
            let names: Vec<&str> = s.writes.iter().map(|w| w.name.as_str()).collect();
            assert_eq!(names, ["orders"], "{sql}");
        }
        // A table named like a modifier is still a table where no modifier can be.
        assert_eq!(
            one("DELETE FROM quick WHERE id = 1").writes[0].name,
            "quick"
        );
        assert_eq!(
            one("DELETE QUICK FROM quick WHERE id = 1").writes[0].name,
            "quick"
        );
    }

    #[test]
    fn nesting_at_the_parser_limit_is_reported_as_nesting() {
        let nested = |n: usize| {
            format!(
                "SELECT {}1{} FROM t",
                "CASE WHEN 1 THEN ".repeat(n),
                " END".repeat(n)
            )
        };
        let s = one(&nested(10));
        assert!(s.unsupported.is_none() && s.parse_error.is_none());
        for n in [61, 70, 200] {
            let s = one(&nested(n));
            let (_, m) = *s.unsupported.expect("reported");
            assert_eq!(m, "the statement is nested too deeply to analyse", "{n}");
            assert!(s.parse_error.is_none());
        }
        // A real error in a shallow statement is still said as one.
        let s = one("SELECT CASE WHEN 1 THEN 2 END END FROM t");
        let (_, m) = *s.unsupported.or(s.parse_error).expect("reported");
        assert!(!m.contains("nested"), "{m}");
    }

    #[test]
    fn parse_errors_point_into_the_statement() {
        let sql = "SELECT id FROM\n  t WHERE ((a = 1";
        let s = one(sql);
        let (span, msg) = *s.parse_error.unwrap();
        assert!(span.start > 0 && span.start <= sql.len(), "{span:?} {msg}");
        assert!(!msg.contains("Line:"), "{msg}");
        let s = one("SELECT 1 2 3");
        assert!(
            s.unsupported.is_some(),
            "no evidence the server rejects it: {s:?}"
        );
        let sql = "SELECT FROM WHERE";
        let (span, _) = *one(sql).parse_error.unwrap();
        assert_eq!(&sql[span.start..span.end], "FROM");
    }

    #[test]
    fn overlong_chains_are_reported_not_walked() {
        let sql = format!(
            "SELECT 1 FROM t WHERE a = 1{}",
            " AND a = 1".repeat(MAX_CHAIN + 1)
        );
        let (_, msg) = *one(&sql).unsupported.unwrap();
        assert!(msg.contains("chains"), "{msg}");
        // Parenthesised groups count separately.
        let grouped = ["(a = 1 AND b = 2)"; 3].join(" OR ");
        assert!(
            one(&format!("SELECT 1 FROM t WHERE {grouped}"))
                .parse_error
                .is_none()
        );
    }

    #[test]
    fn deep_nesting_is_reported_not_a_crash() {
        let sql = format!("SELECT {}1{}", "(".repeat(5000), ")".repeat(5000));
        let s = one(&sql);
        assert!(s.unsupported.is_some());
    }

    #[test]
    fn a_for_loops_record_fields_are_values() {
        use sqlparser::ast::Ident;
        let field = Expr::CompoundIdentifier(vec![Ident::new("REC"), Ident::new("id")]);
        // The record `rec` (in scope as `rec.`): its fields are values.
        assert!(is_variable(&field, &["rec.".into()]));
        // A scalar variable of that name is no table: `rec.id` stays a column.
        assert!(!is_variable(&field, &["rec".into()]));
        assert!(!is_variable(&field, &[]));
    }
}
