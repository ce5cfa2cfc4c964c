//! The syntax tree of one statement, for the rules that need more than the
//! model's facts (a WHERE clause's conditions and their values, an UPDATE's
//! assignments, ORDER BY columns), and the small readings of it that several
//! rules share.
//!
//! The model keeps facts, not trees (a tree per statement would make memory
//! grow with the input), so a rule that needs the tree re-parses the
//! statement's own text, after cheaper checks on the model have made it a
//! candidate. The text goes through the same scanner as the file (locking
//! syntax sqlparser lacks is rewritten there) and sqlparser's MySQL dialect;
//! positions are mapped back into the file.

use crate::lint::Program;
use crate::lint::scan::{self, RawStatement};
use crate::lint::source::Span;
use sqlparser::ast::{
    self, BinaryOperator, Expr, Ident, InTarget, OrderByKind, Query, SetExpr, TableFactor,
    UnaryOperator, Value,
};
use sqlparser::dialect::MySqlDialect;
use sqlparser::parser::Parser;

/// Nesting deeper than this is not followed (the model reports it already).
const RECURSION_LIMIT: usize = 64;

/// One statement's tree, with what places its nodes in the file.
pub struct Parsed {
    pub ast: ast::Statement,
    raw: RawStatement,
    /// Byte offset of the statement's text in its file.
    base: usize,
}

impl Parsed {
    /// Where an identifier is written, in file offsets.
    pub fn span_of(&self, ident: &Ident) -> Span {
        let s = ident.span.start;
        match self.raw.offset_of(s.line, s.column) {
            Some(start) => {
                let len = ident.value.len() + if ident.quote_style.is_some() { 2 } else { 0 };
                Span::new(self.base + start, self.base + start + len)
            }
            None => Span::new(
                self.base + self.raw.span.start,
                self.base + self.raw.span.end,
            ),
        }
    }
}

/// Statement `stmt` of the program, parsed again; `None` when it does not
/// parse alone (the model has reported that).
pub fn parse(p: &Program, stmt: usize) -> Option<Parsed> {
    let st = &p.statements[stmt];
    let text = p.files[st.file].text.get(st.span.start..st.span.end)?;
    let mut raw = scan::scan(text).statements.into_iter().next()?;
    let dialect = MySqlDialect {};
    let ast = Parser::new(&dialect)
        .with_recursion_limit(RECURSION_LIMIT)
        .with_tokens_with_locations(std::mem::take(&mut raw.tokens))
        .parse_statement()
        .ok()?;
    Some(Parsed {
        ast,
        raw,
        base: st.span.start,
    })
}

pub(crate) use crate::lint::analyze::{column_name as column, object_last as last_name};

/// The conditions AND-ed at the top of a WHERE clause.
pub fn conjuncts(e: &Expr) -> Vec<&Expr> {
    let mut out = Vec::new();
    let mut todo = vec![e];
    while let Some(e) = todo.pop() {
        match e {
            Expr::BinaryOp {
                left,
                op: BinaryOperator::And,
                right,
            } => {
                todo.push(right);
                todo.push(left);
            }
            Expr::Nested(inner) => todo.push(inner),
            _ => out.push(e),
        }
    }
    out
}

/// What a filter compares a column with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Operand {
    /// A literal, as written (`'ready'`, `42`, `TRUE`).
    Const(String),
    /// A value known only when the code runs: a placeholder (`?`, `:id`) or a
    /// session variable (`@from`); the name as written.
    Param(String),
    /// Anything else: an expression, a function call, another column.
    Other,
}

impl Operand {
    pub fn of(e: &Expr) -> Operand {
        match e {
            Expr::Nested(inner) => Operand::of(inner),
            Expr::Value(v) => match &v.value {
                Value::Placeholder(name) => Operand::Param(name.clone()),
                other => Operand::Const(other.to_string()),
            },
            Expr::UnaryOp {
                op: UnaryOperator::Minus,
                expr,
            } => match Operand::of(expr) {
                Operand::Const(c) => Operand::Const(format!("-{c}")),
                _ => Operand::Other,
            },
            Expr::Identifier(i) if i.value.starts_with('@') => Operand::Param(i.value.clone()),
            _ => Operand::Other,
        }
    }

    /// Whether the operand mentions no column: a literal or a parameter.
    pub fn is_value(&self) -> bool {
        !matches!(self, Operand::Other)
    }
}

/// One condition of a WHERE clause on one column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Filter {
    /// `col = value`
    Eq(String, Operand),
    /// `col IN (values)`
    In(String, Vec<Operand>),
}

impl Filter {
    pub fn column(&self) -> &str {
        match self {
            Filter::Eq(c, _) | Filter::In(c, _) => c,
        }
    }
}

/// The equality and IN-list filters AND-ed in a WHERE clause whose values
/// mention no column (join conditions and expressions are left out).
pub fn filters(selection: Option<&Expr>) -> Vec<Filter> {
    let Some(w) = selection else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for c in conjuncts(w) {
        match c {
            Expr::BinaryOp {
                left,
                op: BinaryOperator::Eq,
                right,
            } => {
                let (l, r) = (Operand::of(left), Operand::of(right));
                match (column(left), column(right)) {
                    (Some(col), _) if r.is_value() => out.push(Filter::Eq(col, r)),
                    (_, Some(col)) if l.is_value() => out.push(Filter::Eq(col, l)),
                    _ => {}
                }
            }
            Expr::In {
                expr,
                target: InTarget::List(list),
                negated: false,
                ..
            } => {
                let values: Vec<Operand> = list.iter().map(Operand::of).collect();
                if let Some(col) = column(expr)
                    && values.iter().all(Operand::is_value)
                {
                    out.push(Filter::In(col, values));
                }
            }
            _ => {}
        }
    }
    out
}

/// Every column an expression mentions, in lower case.
pub fn columns_in(e: &Expr, out: &mut Vec<String>) {
    use sqlparser::ast::{Visit, Visitor};
    use std::ops::ControlFlow;
    struct Cols<'a>(&'a mut Vec<String>);
    impl Visitor for Cols<'_> {
        type Break = ();
        fn pre_visit_expr(&mut self, e: &Expr) -> ControlFlow<()> {
            if let Some(c) = column(e)
                && !c.starts_with('@')
            {
                self.0.push(c);
            }
            ControlFlow::Continue(())
        }
    }
    let _ = e.visit(&mut Cols(out));
}

/// What a locked query block selects from and how: one per locking clause
/// (`FOR UPDATE OF a, b` is one clause).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LockedBlock {
    /// Tables of the block's FROM and JOINs, in lower case.
    pub tables: Vec<String>,
    /// Its WHERE's equality and IN-list filters.
    pub filters: Vec<Filter>,
    /// Its ORDER BY columns.
    pub order_by: Vec<String>,
    pub has_limit: bool,
}

impl LockedBlock {
    /// Columns compared with `=` to a value.
    pub fn eq_columns(&self) -> Vec<String> {
        self.filter_columns(|f| matches!(f, Filter::Eq(..)))
    }

    /// Columns compared with an `IN` list of values.
    pub fn listed_columns(&self) -> Vec<String> {
        self.filter_columns(|f| matches!(f, Filter::In(..)))
    }

    fn filter_columns(&self, keep: impl Fn(&Filter) -> bool) -> Vec<String> {
        self.filters
            .iter()
            .filter(|f| keep(f))
            .map(|f| f.column().to_string())
            .collect()
    }
}

/// The locked blocks of statement `stmt`, one per entry of the model's
/// `locking_reads` and in the same order; `None` when the statement does not
/// parse alone or the two do not pair up (the model's facts then decide).
pub fn locked_blocks_of(p: &Program, stmt: usize) -> Option<Vec<LockedBlock>> {
    let blocks = locked_blocks(&parse(p, stmt)?.ast);
    (blocks.len() == p.statements[stmt].locking_reads.len()).then_some(blocks)
}

/// The SELECT blocks of a query body (both sides of a UNION), not nested
/// subqueries.
pub fn selects<'a>(body: &'a SetExpr, out: &mut Vec<&'a ast::Select>) {
    match body {
        SetExpr::Select(s) => out.push(s),
        SetExpr::Query(q) => selects(&q.body, out),
        SetExpr::SetOperation { left, right, .. } => {
            selects(left, out);
            selects(right, out);
        }
        _ => {}
    }
}

/// The tables a query block reads (FROM and JOINs), in lower case.
pub fn select_tables(s: &ast::Select) -> Vec<String> {
    let mut out = Vec::new();
    for twj in &s.from {
        for f in std::iter::once(&twj.relation).chain(twj.joins.iter().map(|j| &j.relation)) {
            if let TableFactor::Table { name, .. } = f
                && let Some(i) = last_name(name)
            {
                out.push(i.value.to_ascii_lowercase());
            }
        }
    }
    out
}

/// The columns of a query's ORDER BY, in lower case (expressions left out).
pub fn order_by_columns(q: &Query) -> Vec<String> {
    match q.order_by.as_ref().map(|o| &o.kind) {
        Some(OrderByKind::Expressions(exprs)) => {
            exprs.iter().filter_map(|o| column(&o.expr)).collect()
        }
        _ => Vec::new(),
    }
}

/// Every query block with a locking clause, in source order (a block's
/// clause follows its body, so nested blocks come first), once per clause:
/// the same order as the model's `locking_reads`.
pub fn locked_blocks(stmt: &ast::Statement) -> Vec<LockedBlock> {
    use sqlparser::ast::{Visit, Visitor};
    use std::ops::ControlFlow;
    struct Locked(Vec<LockedBlock>);
    impl Visitor for Locked {
        type Break = ();
        fn post_visit_query(&mut self, q: &Query) -> ControlFlow<()> {
            if q.locks.is_empty() {
                return ControlFlow::Continue(());
            }
            let mut blocks = Vec::new();
            selects(&q.body, &mut blocks);
            let block = LockedBlock {
                tables: blocks.iter().flat_map(|s| select_tables(s)).collect(),
                filters: blocks
                    .iter()
                    .flat_map(|s| filters(s.selection.as_ref()))
                    .collect(),
                order_by: order_by_columns(q),
                has_limit: q.limit_clause.is_some() || q.fetch.is_some(),
            };
            for _ in 0..q.locks.len() {
                self.0.push(block.clone());
            }
            ControlFlow::Continue(())
        }
    }
    let mut v = Locked(Vec::new());
    let _ = stmt.visit(&mut v);
    v.0
}

/// Whether `col` identifies rows of `table`: a column of its primary key or
/// of a UNIQUE key when the table's definition is known, else a column named
/// like an identifier (`id`, `*_id`, `uuid`, `*_uuid`).
pub fn is_key_column(p: &Program, table: &str, col: &str) -> bool {
    match p.schema.get(table) {
        Some(t) => {
            t.primary_key.iter().any(|c| c == col)
                || t.unique_keys.iter().flatten().any(|c| c == col)
        }
        None => col == "id" || col == "uuid" || col.ends_with("_id") || col.ends_with("_uuid"),
    }
}
