//! What a statement's syntax tree says of the rows it touches, read once
//! during the analysis (the model keeps these facts, not the tree): which
//! names are values where a column could be (variables, `NEW.col`, a stored
//! program's parameters), the equality and `IN` filters AND-ed in a WHERE,
//! each locked query block (tables, filters, ORDER BY, LIMIT), and per
//! table the rows an UPDATE, DELETE, INSERT or locking read touches. Rules
//! that need more of a tree parse the statement again
//! ([`crate::lint::rules::helpers`]).

use super::analyze::{bounds, column_name as column, is_variable, object_last as last_name};
use super::model::{BlockKeys, Literal, Operand, Rows, TouchedRows};
use sqlparser::ast::{
    self, BinaryOperator, Expr, InTarget, OrderByKind, Query, SetExpr, TableFactor, UnaryOperator,
    Value,
};

/// A literal as `Value`'s `Display` writes it, the usual ones (a number,
/// a string with no quote to escape) without the formatter.
fn literal_text(v: &Value) -> String {
    match v {
        Value::Number(n, false) => n.clone(),
        Value::SingleQuotedString(s) if !s.contains('\'') => {
            let mut out = String::with_capacity(s.len() + 2);
            out.push('\'');
            out.push_str(s);
            out.push('\'');
            out
        }
        other => other.to_string(),
    }
}

/// A literal's identity ([`Literal::of`] its text), the usual ones without
/// writing the text out.
fn literal(v: &Value) -> Literal {
    match v {
        Value::Number(n, false) => Literal::of(n),
        // The quotes around it are dropped by `Literal::of` anyway.
        Value::SingleQuotedString(s) if !s.contains('\'') => Literal::of(s),
        other => Literal::of(&literal_text(other)),
    }
}

/// The text of a literal, negated (`-5`, `-(5)`, `- -5`) or not; None for
/// anything else.
fn negatable_text(e: &Expr) -> Option<String> {
    match e {
        Expr::Nested(inner) => negatable_text(inner),
        Expr::Value(v) if !matches!(v.value, Value::Placeholder(_)) => Some(literal_text(&v.value)),
        Expr::UnaryOp {
            op: UnaryOperator::Minus,
            expr,
        } => negatable_text(expr).map(|t| format!("-{t}")),
        _ => None,
    }
}

/// Names that stand for values where a column could be: user variables
/// (`@x`), a trigger's `NEW.col` / `OLD.col`, and a stored program's
/// parameters and local variables in scope.
#[derive(Debug, Clone, Default)]
pub struct Names {
    /// Parameters and local variables, lower case.
    variables: Vec<String>,
}

impl Names {
    /// With `variables` (a stored program's, lower case) in scope.
    pub fn new(variables: &[String]) -> Names {
        Names {
            variables: variables.to_vec(),
        }
    }

    /// Whether `e` names a value rather than a column.
    pub fn is_variable(&self, e: &Expr) -> bool {
        is_variable(e, &self.variables)
    }

    /// A column reference (not a variable), in lower case.
    pub fn column(&self, e: &Expr) -> Option<String> {
        match e {
            Expr::Nested(inner) => self.column(inner),
            e if self.is_variable(e) => None,
            e => column(e),
        }
    }

    /// What an expression is as a value.
    pub fn operand(&self, e: &Expr) -> Operand {
        match e {
            Expr::Nested(inner) => self.operand(inner),
            Expr::Value(v) => match &v.value {
                Value::Placeholder(name) => Operand::Param(name.clone()),
                other => Operand::Const(literal(other)),
            },
            Expr::UnaryOp {
                op: UnaryOperator::Minus,
                expr,
            } => match negatable_text(expr) {
                Some(t) => Operand::Const(Literal::of(&format!("-{t}"))),
                None => Operand::Other,
            },
            e if self.is_variable(e) => Operand::Param(e.to_string().to_ascii_lowercase()),
            Expr::Identifier(_) | Expr::CompoundIdentifier(_) => Operand::Other,
            e if self.mentions_no_column(e) => Operand::Computed,
            _ => Operand::Other,
        }
    }

    /// The equality and IN-list filters AND-ed in a WHERE clause whose values
    /// mention no column (join conditions and expressions are left out).
    pub fn filters(&self, selection: Option<&Expr>) -> Vec<Filter> {
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
                    let (l, r) = (self.operand(left), self.operand(right));
                    match (self.column(left), self.column(right)) {
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
                    let values: Vec<Operand> = list.iter().map(|e| self.operand(e)).collect();
                    if let Some(col) = self.column(expr)
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
    pub fn columns_in(&self, e: &Expr, out: &mut Vec<String>) {
        self.visit(e, |e| {
            if let Some(c) = self.column(e) {
                out.push(c);
            }
            false
        });
    }

    /// Whether an expression mentions a placeholder or a variable.
    fn mentions_parameter(&self, e: &Expr) -> bool {
        !self.spelled_out(e)
    }

    /// Whether an expression mentions no column and no subquery.
    fn mentions_no_column(&self, e: &Expr) -> bool {
        !self.visit(e, |e| match e {
            Expr::Identifier(_) | Expr::CompoundIdentifier(_) => !self.is_variable(e),
            Expr::Subquery(_) | Expr::Exists { .. } | Expr::In { .. } => true,
            _ => false,
        })
    }

    /// Whether `node` (an expression, a statement) has no placeholder and no
    /// variable anywhere: its values are spelled out in the text.
    fn spelled_out<T: sqlparser::ast::Visit + ?Sized>(&self, node: &T) -> bool {
        !self.visit(node, |e| {
            matches!(e, Expr::Value(v) if matches!(v.value, Value::Placeholder(_)))
                || self.is_variable(e)
        })
    }

    /// Visit every sub-expression of `node` until `found` says so; whether it did.
    fn visit<T: sqlparser::ast::Visit + ?Sized>(
        &self,
        node: &T,
        mut found: impl FnMut(&Expr) -> bool,
    ) -> bool {
        use sqlparser::ast::Visitor;
        use std::ops::ControlFlow;
        struct V<F>(F, bool);
        impl<F: FnMut(&Expr) -> bool> Visitor for V<F> {
            type Break = ();
            fn pre_visit_expr(&mut self, e: &Expr) -> ControlFlow<()> {
                if (self.0)(e) {
                    self.1 = true;
                    return ControlFlow::Break(());
                }
                ControlFlow::Continue(())
            }
        }
        let mut v = V(&mut found, false);
        let _ = node.visit(&mut v);
        v.1
    }
}

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
    /// What the model keeps of the block.
    pub fn keys(&self) -> BlockKeys {
        BlockKeys {
            eq_columns: self.eq_columns(),
            listed_columns: self.listed_columns(),
            order_by_first: self.order_by.first().cloned(),
        }
    }

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
    match bounds(q).order_by.map(|o| &o.kind) {
        Some(OrderByKind::Expressions(exprs)) => {
            exprs.iter().filter_map(|o| column(&o.expr)).collect()
        }
        _ => Vec::new(),
    }
}

/// Every query block with a locking clause, in source order (a block's
/// clause follows its body, so nested blocks come first), once per clause:
/// the same order as the model's `locking_reads`.
pub fn locked_blocks(stmt: &ast::Statement, names: &Names) -> Vec<LockedBlock> {
    use sqlparser::ast::{Visit, Visitor};
    use std::ops::ControlFlow;
    struct Locked<'n>(Vec<LockedBlock>, &'n Names);
    impl Visitor for Locked<'_> {
        type Break = ();
        fn post_visit_query(&mut self, q: &Query) -> ControlFlow<()> {
            locked_block(q, self.1, &mut self.0);
            ControlFlow::Continue(())
        }
    }
    let mut v = Locked(Vec::new(), names);
    let _ = stmt.visit(&mut v);
    v.0
}

/// [`locked_blocks`] for one query (not its nested ones): its block into
/// `out` once per locking clause, none when it has no locking clause. The
/// model's walk calls it on each query it visits, in the same order.
pub fn locked_block(q: &Query, names: &Names, out: &mut Vec<LockedBlock>) {
    if q.locks.is_empty() {
        return;
    }
    let mut blocks = Vec::new();
    selects(&q.body, &mut blocks);
    let block = LockedBlock {
        tables: blocks.iter().flat_map(|s| select_tables(s)).collect(),
        filters: blocks
            .iter()
            .flat_map(|s| names.filters(s.selection.as_ref()))
            .collect(),
        order_by: order_by_columns(q),
        has_limit: bounds(q).limit,
    };
    for _ in 1..q.locks.len() {
        out.push(block.clone());
    }
    out.push(block);
}

impl Rows {
    fn new(table: String, filters: &[Filter]) -> Rows {
        let mut values = std::collections::BTreeMap::new();
        for f in filters {
            let v = match f {
                Filter::Eq(_, v) => vec![v.clone()],
                Filter::In(_, vs) => vs.clone(),
            };
            values.insert(f.column().to_string(), v);
        }
        Rows { table, values }
    }
}

fn table_of(factor: &TableFactor) -> Option<String> {
    match factor {
        TableFactor::Table { name, .. } => last_name(name).map(|i| i.value.to_ascii_lowercase()),
        _ => None,
    }
}

/// The rows of each table; the filters are kept for one table only (with a
/// join, a column is not placed in its table).
fn rows_of_tables(tables: &[String], filters: &[Filter]) -> Vec<Rows> {
    let filters = if tables.len() == 1 { filters } else { &[] };
    tables
        .iter()
        .map(|t| Rows::new(t.clone(), filters))
        .collect()
}

/// The rows each table of a statement is locked or written at: locked
/// query blocks (filters kept for single-table blocks), an UPDATE's or
/// DELETE's WHERE, an INSERT's VALUES rows.
pub fn touched_rows(stmt: &ast::Statement, names: &Names) -> Vec<Rows> {
    touched(stmt, names, locked_blocks(stmt, names)).rows
}

/// What a statement's tree says of the rows it touches ([`touched_rows`])
/// and whether it is an INSERT of values spelled out in the text
/// ([`TouchedRows::constants_only`]); its locked blocks already read
/// ([`locked_blocks`]).
pub fn touched(stmt: &ast::Statement, names: &Names, blocks: Vec<LockedBlock>) -> TouchedRows {
    let mut out = TouchedRows::default();
    match stmt {
        ast::Statement::Query(_) => {}
        ast::Statement::Update(u) => {
            let mut tables: Vec<String> = table_of(&u.table.relation).into_iter().collect();
            tables.extend(u.table.joins.iter().filter_map(|j| table_of(&j.relation)));
            out.rows.extend(rows_of_tables(
                &tables,
                &names.filters(u.selection.as_ref()),
            ));
        }
        ast::Statement::Delete(d) => {
            let tables: Vec<String> = if d.tables.is_empty() {
                match &d.from {
                    ast::FromTable::WithFromKeyword(v) | ast::FromTable::WithoutKeyword(v) => {
                        v.iter().filter_map(|t| table_of(&t.relation)).collect()
                    }
                }
            } else {
                d.tables
                    .iter()
                    .filter_map(|n| last_name(n).map(|i| i.value.to_ascii_lowercase()))
                    .collect()
            };
            out.rows.extend(rows_of_tables(
                &tables,
                &names.filters(d.selection.as_ref()),
            ));
        }
        ast::Statement::Insert(ins) => {
            // Each VALUES row's values, read once for both readings.
            let mut values: Option<Vec<Vec<Operand>>> = None;
            if let Some(SetExpr::Values(v)) = ins.source.as_ref().map(|q| q.body.as_ref()) {
                let ops: Vec<Vec<Operand>> = v
                    .rows
                    .iter()
                    .map(|r| r.content.iter().map(|e| names.operand(e)).collect())
                    .collect();
                out.constants_only = ins.on.is_none()
                    && v.rows.iter().zip(&ops).all(|(r, ops)| {
                        r.content
                            .iter()
                            .zip(ops)
                            .all(|(e, op)| names.is_constant(e, op))
                    });
                values = Some(ops);
            } else if ins.source.is_some() {
                // INSERT ... SELECT: what it reads is filtered by the text.
                out.constants_only = ins.on.is_none() && names.spelled_out(stmt);
            }
            if let ast::TableObject::TableName(name) = &ins.table
                && let Some(t) = last_name(name)
            {
                let mut rows = Rows {
                    table: t.value.to_ascii_lowercase(),
                    ..Rows::default()
                };
                if let Some(values) = &values {
                    for (k, col) in ins.columns.iter().enumerate() {
                        let Some(col) = last_name(col) else { continue };
                        let vals: Vec<Operand> = values
                            .iter()
                            .map(|r| r.get(k).cloned().unwrap_or(Operand::Other))
                            .collect();
                        rows.values.insert(col.value.to_ascii_lowercase(), vals);
                    }
                }
                out.rows.push(rows);
            }
        }
        _ => {}
    }
    for b in &blocks {
        out.rows.extend(rows_of_tables(&b.tables, &b.filters));
    }
    out.blocks = blocks.iter().map(LockedBlock::keys).collect();
    out
}

impl Names {
    /// Whether `e`, read as `op`, is spelled out in the text: a literal, or a
    /// value computed from literals only (`NOW()`, `'a' || 'b'`).
    fn is_constant(&self, e: &Expr, op: &Operand) -> bool {
        match op {
            Operand::Const(_) => true,
            Operand::Computed => !self.mentions_parameter(e),
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lint::rules::helpers::parse;
    use crate::lint::syntax::source::SourceFile;
    use crate::lint::{Options, Program, build_program};

    #[test]
    fn literals_read_as_written() {
        for v in [
            Value::Number("42".into(), false),
            Value::Number("-1.5e3".into(), false),
            Value::Number("7".into(), true),
            Value::SingleQuotedString("ready".into()),
            Value::SingleQuotedString("it''s".into()),
            Value::SingleQuotedString("a\\'b".into()),
            Value::SingleQuotedString(String::new()),
            Value::DoubleQuotedString("x".into()),
            Value::Boolean(true),
            Value::Null,
        ] {
            assert_eq!(literal_text(&v), v.to_string(), "{v:?}");
        }
    }

    fn program(sql: &str) -> Program {
        build_program(vec![SourceFile::new("a.sql", sql)], &Options::default())
    }

    #[test]
    fn values_and_columns() {
        let names = Names {
            variables: vec!["v_pool".into()],
        };
        let p = program(
            "SELECT 1 FROM t WHERE a = v_pool AND b = NEW.id AND c = @x AND d = ? AND e = f AND g IN (1, LEAST(?, 2))",
        );
        let parsed = parse(&p, 0).unwrap();
        let ast::Statement::Query(q) = &parsed.ast else {
            panic!()
        };
        let sel = first(q).selection.as_ref();
        assert_eq!(
            names.filters(sel),
            vec![
                Filter::Eq("a".into(), Operand::Param("v_pool".into())),
                Filter::Eq("b".into(), Operand::Param("new.id".into())),
                Filter::Eq("c".into(), Operand::Param("@x".into())),
                Filter::Eq("d".into(), Operand::Param("?".into())),
                Filter::In(
                    "g".into(),
                    vec![Operand::Const(Literal::of("1")), Operand::Computed]
                ),
            ]
        );
        // Without the variable in scope, `v_pool` is a column.
        assert_eq!(Names::default().filters(sel).len(), 4);
    }

    fn first(q: &Query) -> &ast::Select {
        let mut v = Vec::new();
        selects(&q.body, &mut v);
        v[0]
    }
}
