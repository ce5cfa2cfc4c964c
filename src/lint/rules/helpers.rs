//! What several rules read of a program beyond the model's facts: a
//! statement's tree parsed again, after cheaper checks on the model have
//! made it a candidate (the model keeps facts, not trees: a tree per
//! statement would make memory grow with the input); how a locked query
//! block reaches its rows; which columns are keys; the tables of triggers;
//! what serialises a transaction (a mutex row lock, a named lock held).
//!
//! The text goes through the same scanner as the file (locking syntax
//! sqlparser lacks is rewritten there) and sqlparser's MySQL dialect;
//! positions are mapped back into the file.

use crate::lint::facts::analyze::{ident_span, object_last as last_name};
use crate::lint::facts::model::{BlockKeys, Rows, StatementKind, Transaction};
use crate::lint::facts::program::Program;
use crate::lint::facts::schema::Schema;
use crate::lint::facts::touched_rows::{
    LockedBlock, Names, conjuncts, locked_blocks, selects, touched_rows,
};
use crate::lint::syntax::flow::Flow;
use crate::lint::syntax::scan::{self, RawStatement};
use crate::lint::syntax::source::Span;
use crate::lint::syntax::vocabulary::{LockKind, LockWait, RoutineKind};
use sqlparser::ast::{self, BinaryOperator, Expr, Ident, InTarget, Query, TableFactor};
use sqlparser::dialect::MySqlDialect;
use sqlparser::parser::Parser;
use std::borrow::Cow;
use std::collections::{HashMap, HashSet};

/// Nesting deeper than this is not followed (the model reports it already).
const RECURSION_LIMIT: usize = 64;

/// One statement's tree, with what places its nodes in the file.
pub struct Parsed {
    pub ast: ast::Statement,
    /// The names that are values where a column could be.
    pub names: Names,
    raw: RawStatement,
    /// Byte offset of the statement's text in its file.
    base: usize,
}

impl Parsed {
    /// The rows each table is locked or written at ([`touched_rows`]).
    pub fn touched_rows(&self) -> Vec<Rows> {
        touched_rows(&self.ast, &self.names)
    }

    /// The locked query blocks ([`locked_blocks`]).
    pub fn locked_blocks(&self) -> Vec<LockedBlock> {
        locked_blocks(&self.ast, &self.names)
    }

    /// Where an identifier is written, in file offsets.
    pub fn span_of(&self, ident: &Ident) -> Span {
        let s = ident_span(&self.raw, ident);
        Span::new(self.base + s.start, self.base + s.end)
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
        names: Names::new(&st.variables),
        raw,
        base: st.span.start,
    })
}

/// The keys of statement `stmt`'s locked blocks, one per entry of the
/// model's `locking_reads` and in the same order: as the model read them
/// from its tree (parsed again only for a statement the model kept no rows
/// of); `None` when the statement does not parse alone or the two do not
/// pair up (the model's facts then decide).
pub fn block_keys_of(p: &Program, stmt: usize) -> Option<Cow<'_, [BlockKeys]>> {
    let st = &p.statements[stmt];
    let keys = match &st.rows {
        Some(rows) => Cow::Borrowed(&rows.blocks[..]),
        None => Cow::Owned(
            parse(p, stmt)?
                .locked_blocks()
                .iter()
                .map(LockedBlock::keys)
                .collect(),
        ),
    };
    (keys.len() == st.locking_reads.len()).then_some(keys)
}

/// How the rows of a locked query block are reached, table by table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reach {
    /// Every table by a primary or UNIQUE key: its columns equal to values,
    /// or to columns of a table reached before it (a join on the key).
    Lookup,
    /// Every table, if these tables' equality columns (table, columns) are
    /// unique: poolctl has no definition of them.
    IfUnique(Vec<(String, Vec<String>)>),
    /// Some table by no key: every row it matches is read.
    Scan,
}

/// [`Reach`] of each locked query block of `stmt`, in the order of
/// [`locked_blocks`] (once per locking clause), for blocks that read
/// several tables: `a JOIN b ON b.id = a.b_id WHERE a.id = ?` reaches one
/// row of each when `a.id` and `b.id` are keys. Inner joins' conditions
/// count as the WHERE's; a `LEFT JOIN`'s only reach the joined table; any
/// other join, a derived table or a column poolctl cannot place makes the
/// block a scan.
pub fn reach_of_blocks(stmt: &ast::Statement, names: &Names, schema: &Schema) -> Vec<Reach> {
    use sqlparser::ast::{Visit, Visitor};
    use std::ops::ControlFlow;
    struct Blocks<'a> {
        out: Vec<Reach>,
        names: &'a Names,
        schema: &'a Schema,
    }
    impl Visitor for Blocks<'_> {
        type Break = ();
        fn post_visit_query(&mut self, q: &Query) -> ControlFlow<()> {
            if q.locks.is_empty() {
                return ControlFlow::Continue(());
            }
            let mut blocks = Vec::new();
            selects(&q.body, &mut blocks);
            let mut reach = Reach::Lookup;
            for s in blocks {
                reach = match (reach, select_reach(s, self.names, self.schema)) {
                    (Reach::Scan, _) | (_, Reach::Scan) => Reach::Scan,
                    (Reach::IfUnique(mut a), Reach::IfUnique(b)) => {
                        a.extend(b);
                        Reach::IfUnique(a)
                    }
                    (Reach::IfUnique(a), Reach::Lookup) | (Reach::Lookup, Reach::IfUnique(a)) => {
                        Reach::IfUnique(a)
                    }
                    (Reach::Lookup, Reach::Lookup) => Reach::Lookup,
                };
            }
            for _ in 0..q.locks.len() {
                self.out.push(reach.clone());
            }
            ControlFlow::Continue(())
        }
    }
    let mut v = Blocks {
        out: Vec::new(),
        names,
        schema,
    };
    let _ = stmt.visit(&mut v);
    v.out
}

/// [`Reach`] of one SELECT block.
fn select_reach(s: &ast::Select, names: &Names, schema: &Schema) -> Reach {
    use sqlparser::ast::{JoinConstraint, JoinOperator};
    // (the name the block calls it by, the table), and the AND-ed
    // conditions with the one table they may reach (None: any).
    let mut tables: Vec<(String, String)> = Vec::new();
    let mut conds: Vec<(Option<usize>, &Expr)> = Vec::new();
    let bind = |f: &TableFactor, tables: &mut Vec<(String, String)>| -> bool {
        let TableFactor::Table { name, alias, .. } = f else {
            return false;
        };
        let Some(table) = last_name(name).map(|i| i.value.to_ascii_lowercase()) else {
            return false;
        };
        let binding = alias
            .as_ref()
            .map(|a| a.name.value.to_ascii_lowercase())
            .unwrap_or_else(|| table.clone());
        tables.push((binding, table));
        true
    };
    if let Some(w) = &s.selection {
        conds.extend(conjuncts(w).into_iter().map(|c| (None, c)));
    }
    for twj in &s.from {
        if !bind(&twj.relation, &mut tables) {
            return Reach::Scan;
        }
        for j in &twj.joins {
            if !bind(&j.relation, &mut tables) {
                return Reach::Scan;
            }
            let joined = tables.len() - 1;
            let (constraint, only) = match &j.join_operator {
                JoinOperator::Join(c)
                | JoinOperator::Inner(c)
                | JoinOperator::CrossJoin(c)
                | JoinOperator::StraightJoin(c) => (c, None),
                JoinOperator::Left(c) | JoinOperator::LeftOuter(c) => (c, Some(joined)),
                _ => return Reach::Scan,
            };
            if let JoinConstraint::On(e) = constraint {
                conds.extend(conjuncts(e).into_iter().map(|c| (only, c)));
            }
        }
    }
    // The table and column a column reference names; an unqualified column
    // of several tables only when exactly one known table has it as a key.
    let place = |e: &Expr| -> Option<(usize, String)> {
        let e = match e {
            Expr::Nested(inner) => inner.as_ref(),
            e => e,
        };
        if names.is_variable(e) {
            return None;
        }
        match e {
            Expr::CompoundIdentifier(parts) if parts.len() >= 2 => {
                let col = parts[parts.len() - 1].value.to_ascii_lowercase();
                let q = parts[parts.len() - 2].value.to_ascii_lowercase();
                let t = tables.iter().position(|(b, _)| *b == q)?;
                Some((t, col))
            }
            Expr::Identifier(i) => {
                let col = i.value.to_ascii_lowercase();
                if tables.len() == 1 {
                    return Some((0, col));
                }
                let mut having = (0..tables.len()).filter(|&t| {
                    schema.get(&tables[t].1).is_some()
                        && is_key_column_in(schema, &tables[t].1, &col)
                });
                let t = having.next()?;
                having.next().is_none().then_some((t, col))
            }
            _ => None,
        }
    };
    let mut reached = vec![false; tables.len()];
    let mut unknown: Vec<(String, Vec<String>)> = Vec::new();
    loop {
        let mut changed = false;
        for t in 0..tables.len() {
            if reached[t] {
                continue;
            }
            let mut cols: Vec<String> = Vec::new();
            for (only, c) in &conds {
                if only.is_some_and(|o| o != t) {
                    continue;
                }
                match c {
                    Expr::BinaryOp {
                        left,
                        op: BinaryOperator::Eq,
                        right,
                    } => {
                        for (a, b) in [(left, right), (right, left)] {
                            if let Some((at, col)) = place(a)
                                && at == t
                                && (names.operand(b).is_value()
                                    || place(b).is_some_and(|(u, _)| u != t && reached[u]))
                            {
                                cols.push(col);
                            }
                        }
                    }
                    Expr::In {
                        expr,
                        target: InTarget::List(list),
                        negated: false,
                        ..
                    } => {
                        if let Some((at, col)) = place(expr)
                            && at == t
                            && list.iter().all(|v| names.operand(v).is_value())
                        {
                            cols.push(col);
                        }
                    }
                    _ => {}
                }
            }
            let table = &tables[t].1;
            let now = match schema.get(table) {
                Some(ts) => ts.is_unique_lookup(&cols),
                None if cols.is_empty() => false,
                None => {
                    cols.dedup();
                    unknown.push((table.clone(), cols));
                    true
                }
            };
            if now {
                reached[t] = true;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    match (reached.iter().all(|r| *r), unknown.is_empty()) {
        (false, _) => Reach::Scan,
        (true, true) => Reach::Lookup,
        (true, false) => Reach::IfUnique(unknown),
    }
}

/// Tables the inputs create with `CREATE TEMPORARY TABLE` (lower case, no
/// schema): each session has its own, so no other transaction can lock,
/// read or change their rows.
pub fn temporary_tables(p: &Program) -> &HashSet<String> {
    &p.temporary
}

/// Every statement a flow runs, in source order (blocks, handlers, branches
/// and loops entered).
pub fn flow_statements(flows: &[Flow], out: &mut Vec<usize>) {
    for f in flows {
        match f {
            Flow::Stmt(i) | Flow::Call { stmt: i, .. } => out.push(*i),
            Flow::Block { body, handlers, .. } => {
                flow_statements(body, out);
                handlers.iter().for_each(|h| flow_statements(h, out));
            }
            Flow::Branch(arms) => arms.iter().for_each(|a| flow_statements(a, out)),
            Flow::Loop { body, .. } => flow_statements(body, out),
            Flow::Leave(_) | Flow::Iterate(_) | Flow::Return | Flow::Signal => {}
        }
    }
}

/// The table of each statement in a trigger's body (statement -> the
/// trigger's table, lower case, unqualified).
pub fn trigger_tables(p: &Program) -> HashMap<usize, String> {
    let mut out = HashMap::new();
    for r in p.routines.iter().filter(|r| r.kind == RoutineKind::Trigger) {
        let st = &p.statements[r.statement];
        let header = &p.files[st.file].text[st.span.start..st.span.end];
        // CREATE [DEFINER = ...] TRIGGER name {BEFORE|AFTER} {INSERT|UPDATE|DELETE} ON table
        let words: Vec<&str> = header.split_whitespace().collect();
        let Some(on) = words.iter().position(|w| w.eq_ignore_ascii_case("on")) else {
            continue;
        };
        let Some(table) = words.get(on + 1) else {
            continue;
        };
        let table = table
            .rsplit('.')
            .next()
            .unwrap_or_default()
            .trim_matches(|c| c == '`' || c == '"')
            .to_ascii_lowercase();
        let mut stmts = Vec::new();
        flow_statements(&r.body, &mut stmts);
        for s in stmts {
            out.insert(s, table.clone());
        }
    }
    out
}

/// Whether `col` identifies rows of `table`: a column of its primary key or
/// of a UNIQUE key when the table's definition is known, else a column named
/// like an identifier (`id`, `*_id`, `uuid`, `*_uuid`).
pub fn is_key_column(p: &Program, table: &str, col: &str) -> bool {
    is_key_column_in(&p.schema, table, col)
}

/// [`is_key_column`] against a schema.
pub fn is_key_column_in(schema: &Schema, table: &str, col: &str) -> bool {
    match schema.get(table) {
        Some(t) => {
            t.primary_key.iter().any(|c| c == col)
                || t.unique_keys.iter().flatten().any(|c| c == col)
        }
        None => col == "id" || col == "uuid" || col.ends_with("_id") || col.ends_with("_uuid"),
    }
}

// ---- what serialises a transaction ----

/// A statement that serialises the transactions taking it to their end: a
/// waiting `FOR UPDATE` of rows picked by equality (a mutex row, a parent
/// row).
pub fn locks_a_mutex_row(p: &Program, s: usize) -> bool {
    p.statements[s].locking_reads.iter().any(|lr| {
        lr.kind == LockKind::Update && lr.wait == LockWait::Wait && !lr.eq_columns.is_empty()
    })
}

/// What a statement does with the session's named locks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NamedLock {
    Takes,
    Releases,
    None,
}

pub fn named_lock(p: &Program, s: usize) -> NamedLock {
    let st = &p.statements[s];
    if !matches!(
        st.kind,
        StatementKind::Select | StatementKind::Other | StatementKind::SetOther
    ) {
        return NamedLock::None;
    }
    let text = p.files[st.file].text[st.span.start..st.span.end].to_ascii_lowercase();
    if text.contains("release_lock(") || text.contains("release_all_locks(") {
        NamedLock::Releases
    } else if text.contains("get_lock(") {
        NamedLock::Takes
    } else {
        NamedLock::None
    }
}

/// Whether a named lock serialises the transaction from before its read
/// (position `read`) to its write (position `write`): taken before the read
/// and not released before the write. `held_at_start`: the session held one
/// when the transaction began.
pub fn named_lock_spans(
    p: &Program,
    tx: &Transaction,
    held_at_start: bool,
    read: usize,
    write: usize,
) -> bool {
    let mut held = held_at_start;
    for (k, &s) in tx.statements[..write].iter().enumerate() {
        match named_lock(p, s) {
            NamedLock::Takes if k < read => held = true,
            NamedLock::Releases => held = false,
            _ => {}
        }
    }
    held
}

/// Whether the session holds a named lock when transaction statement
/// `first` starts: walking back through the file's own statements (not the
/// bodies of stored programs, which run only when called), a `GET_LOCK`
/// comes before any `RELEASE_LOCK` / `RELEASE_ALL_LOCKS`. A named lock is
/// the session's, so `SELECT GET_LOCK(...); START TRANSACTION; ...`
/// serialises the transaction as a `GET_LOCK` inside it does. Called only
/// for a read about to be reported.
pub fn named_lock_held_before(p: &Program, first: usize, bodies: &HashSet<usize>) -> bool {
    let file = p.statements[first].file;
    for s in (0..first).rev() {
        let st = &p.statements[s];
        if st.file != file {
            break;
        }
        if bodies.contains(&s) {
            continue;
        }
        let text = p.files[file].text[st.span.start..st.span.end].to_ascii_lowercase();
        if text.contains("release_lock(") || text.contains("release_all_locks(") {
            return false;
        }
        if text.contains("get_lock(") {
            return true;
        }
    }
    false
}

/// The statements of stored programs' bodies.
pub fn body_statements(p: &Program) -> HashSet<usize> {
    let mut out = Vec::new();
    for r in p.routines.iter() {
        flow_statements(&r.body, &mut out);
    }
    out.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lint::syntax::source::SourceFile;
    use crate::lint::{Options, build_program};

    fn program(sql: &str) -> Program {
        build_program(vec![SourceFile::new("a.sql", sql)], &Options::default())
    }

    #[test]
    fn temporary_tables_are_found() {
        let p = program(
            "CREATE TEMPORARY TABLE IF NOT EXISTS db.`Work`(id INT);\nCREATE TEMPORARY TABLE scratch AS SELECT 1;\n\
             CREATE TABLE real_one (id INT);",
        );
        let t = temporary_tables(&p);
        assert!(
            t.contains("work") && t.contains("scratch") && !t.contains("real_one"),
            "{t:?}"
        );
    }
}
