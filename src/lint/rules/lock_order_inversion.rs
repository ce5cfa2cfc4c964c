//! ## What it does
//! Reports two transactions (in any of the linted files) that write or lock the
//! same two tables in opposite orders and can lock the same rows of both,
//! pointing at both. A table counts from the first statement of the
//! transaction that writes it (INSERT, UPDATE, DELETE, REPLACE) or locks rows
//! of it (FOR UPDATE / FOR SHARE).
//!
//! Rows: two transactions can lock the same rows of a table unless, on some
//! column, both give only literal values and none in common (`queue =
//! 'mail'` against `queue IN ('sms', 'push')`); equality, `IN` lists and an
//! INSERT's VALUES count, a placeholder or variable can be any value. In
//! triggers on one table, rows picked by the key of the triggering row
//! (`WHERE event_id = NEW.id` in triggers on `events`) are not shared: two
//! such transactions reach the same row only when they fire for the same
//! `events` row, and the triggering statements' lock on it serialises them
//! first.
//!
//! Not taking part:
//! - DDL (it commits implicitly, and locks tables, not rows);
//! - tables the inputs create with `CREATE TEMPORARY TABLE` (each session
//!   has its own, so no other transaction waits for their rows);
//! - **data loads**: a transaction whose every row-touching statement is an
//!   INSERT (or REPLACE) of values spelled out in the text: literals, with
//!   no placeholder, variable, column or subquery, or an INSERT ... SELECT
//!   with no placeholder or variable anywhere (seed and install scripts,
//!   dumps, fixtures). The application's transactions bind their values
//!   when they run; a transaction with everything written out is run once,
//!   apart from the traffic it would have to deadlock with. An UPDATE or
//!   DELETE by literal keys still takes part: applications write those too
//!   (a worker of one named queue), and two of them can deadlock.
//!
//! ## Why is this bad?
//! Run concurrently, each transaction holds its first table's locks while it
//! waits for the other's: a deadlock cycle. InnoDB kills one of them (error
//! 1213) and the checkout fails or retries. The published reservation system hit
//! exactly this: reserve inserted the hold and then deleted units, while claim
//! went the other way round. The fix is one order everywhere.
//!
//! ## Example
//! ```sql
//! -- reserve
//! START TRANSACTION;
//! INSERT INTO reserved_quantities (shop_id, inventory_item_id, inventory_group_id, checkout_id, quantity, expires_at)
//!   VALUES (1, 2, 3, 'c1', 1, NOW() + INTERVAL 10 MINUTE);
//! DELETE FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 2 AND inventory_group_id = 3 AND id IN (7);
//! COMMIT;
//! -- release
//! START TRANSACTION;
//! INSERT INTO reservation_units (shop_id, inventory_item_id, inventory_group_id, id) VALUES (1, 2, 3, 7);
//! DELETE FROM reserved_quantities WHERE shop_id = 1 AND inventory_item_id = 2 AND inventory_group_id = 3 AND checkout_id = 'c1';
//! COMMIT;
//! ```
//!
//! When several transactions use one order and fewer use the other, the fewer
//! are reported (each pointing at one of the others). A transaction is compared
//! on the first 64 distinct tables it touches.
//!
//! ## Use instead
//! Touch the tables in one order in every transaction: for the pool, units
//! first and holds second (reserve deletes units, then inserts the hold;
//! release returns units, then deletes the hold; claim touches holds only).
//!
//! ## Files that never run together
//! All inputs of one `poolctl lint` run are one program, so transactions are
//! compared across files. Files that are alternatives (the MySQL and the
//! PostgreSQL flavour of a schema, the `v1/` and `v2/` of a migration set,
//! two projects in one repository) never run against each other: lint them
//! in separate invocations (`poolctl lint app-a/ && poolctl lint app-b/`),
//! or, where one file is known to run alone, put
//! `-- poolctl: ignore-file lock-order-inversion <reason>` in it: a finding
//! that points into that file is dropped, whichever of the two files it is
//! reported in.

use crate::lint::check::{Check, CrossFileRule, CrossFileSummary, Finding, Numbering, Related};
use crate::lint::facts::model::{Operand, Rows, Statement, StatementKind, TableRef, fixed_hasher};
use crate::lint::facts::program::{Program, describe_transaction};
use crate::lint::facts::schema::Schema;
use crate::lint::rules::helpers;
use crate::lint::syntax::source::{SourceFile, Span};
use foldhash::{HashMap, HashMapExt, HashSet, HashSetExt};
use std::any::Any;
use std::hash::Hasher;
use std::sync::Arc;

pub const NAME: &str = "lock-order-inversion";

/// Tables compared per transaction (pairs grow with the square of it).
const MAX_TABLES: usize = 64;

/// Statements that take part: queries and DML, not DDL.
fn takes_part(kind: StatementKind) -> bool {
    !matches!(kind, StatementKind::Ddl) && kind.is_work()
}

/// The tables a statement locks or writes.
fn tables_of(st: &Statement) -> impl Iterator<Item = &TableRef> {
    st.locking_reads
        .iter()
        .flat_map(|lr| lr.tables.iter())
        .chain(st.writes.iter())
}

/// Tables a transaction writes or locks, at their first touch, in order
/// (temporary tables left out: no other session sees them): the name, the
/// statement and where the name is written.
fn order<'p>(
    p: &'p Program,
    statements: &[usize],
    temporary: &std::collections::HashSet<String>,
) -> Vec<(&'p str, usize, Span)> {
    let mut seen: Vec<(&'p str, usize, Span)> = Vec::new();
    let mut names: HashSet<&str> = HashSet::new();
    for &s in statements {
        if seen.len() >= MAX_TABLES {
            break;
        }
        let st = &p.statements[s];
        if !takes_part(st.kind) {
            continue;
        }
        for t in tables_of(st) {
            if seen.len() < MAX_TABLES
                && !temporary.contains(&t.name)
                && names.insert(t.name.as_str())
            {
                seen.push((t.name.as_str(), s, t.span));
            }
        }
    }
    seen
}

/// One column's values in a statement's filter, as the rule compares them.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Values {
    /// Literals only: each as MySQL compares it with the default
    /// collations (quotes dropped, case folded: `'C1'` = `c1`, `'42'` =
    /// `42`), hashed; sorted, each once.
    Literals(Box<[u64]>),
    /// Any value: a placeholder, a variable, a computed value, a column.
    Any,
    /// In a trigger body, only the triggering row's key (`NEW.id`,
    /// `OLD.event_id` on a key column of the trigger's table): any value,
    /// but see [`own_rows`].
    OwnKey,
}

/// The rows of a table one statement touches: per column (by its name's
/// hash, sorted) the values it can have there; no column, any rows.
///
/// Hashes stand for names and literals so that a summary is small, cheap
/// to compare and the same in every part of a streamed run. Two different
/// literals with one 64-bit hash (odds about 2^-64 a pair) would count as
/// a value in common: at worst one more finding, never one less.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
struct RowFilter {
    columns: Box<[(u64, Values)]>,
}

fn hash_name(name: &str) -> u64 {
    let mut h = fixed_hasher();
    h.write(name.as_bytes());
    h.finish()
}

impl RowFilter {
    /// `rows` of a statement, in a trigger on `trigger` when it is one.
    fn of(rows: &Rows, trigger: Option<&str>, schema: &Schema) -> RowFilter {
        let own = |vs: &[Operand]| {
            let Some(table) = trigger else {
                return false;
            };
            vs.iter().all(|v| match v {
                Operand::Param(name) => ["new.", "old."].iter().any(|pre| {
                    name.strip_prefix(pre)
                        .is_some_and(|k| helpers::is_key_column_in(schema, table, k))
                }),
                _ => false,
            })
        };
        let mut columns: Vec<(u64, Values)> = rows
            .values
            .iter()
            .map(|(col, vs)| {
                let literals: Option<Vec<u64>> = vs
                    .iter()
                    .map(|v| match v {
                        Operand::Const(c) => Some(c.0),
                        _ => None,
                    })
                    .collect();
                let values = match literals {
                    Some(mut l) if !vs.is_empty() => {
                        l.sort_unstable();
                        l.dedup();
                        Values::Literals(l.into())
                    }
                    _ if !vs.is_empty() && own(vs) => Values::OwnKey,
                    _ => Values::Any,
                };
                (hash_name(col), values)
            })
            .collect();
        columns.sort_unstable_by_key(|(c, _)| *c);
        RowFilter {
            columns: columns.into(),
        }
    }

    /// Whether the statement touches any row of the table (no filter).
    fn is_any(&self) -> bool {
        self.columns.is_empty()
    }

    /// The pairs of values both filters give for one column.
    fn common<'a>(
        &'a self,
        other: &'a RowFilter,
    ) -> impl Iterator<Item = (&'a Values, &'a Values)> {
        let (a, b) = (&self.columns, &other.columns);
        let (mut i, mut j) = (0, 0);
        std::iter::from_fn(move || {
            while i < a.len() && j < b.len() {
                match a[i].0.cmp(&b[j].0) {
                    std::cmp::Ordering::Less => i += 1,
                    std::cmp::Ordering::Greater => j += 1,
                    std::cmp::Ordering::Equal => {
                        let pair = (&a[i].1, &b[j].1);
                        i += 1;
                        j += 1;
                        return Some(pair);
                    }
                }
            }
            None
        })
    }

    /// Whether the two can be the same rows: false only when a column has
    /// literal values on both sides and none in common.
    fn can_overlap(&self, other: &RowFilter) -> bool {
        !self.common(other).any(|pair| match pair {
            (Values::Literals(x), Values::Literals(y)) => !sorted_meet(x, y),
            _ => false,
        })
    }
}

/// Whether two sorted slices have an element in common.
fn sorted_meet(x: &[u64], y: &[u64]) -> bool {
    let (mut i, mut j) = (0, 0);
    while i < x.len() && j < y.len() {
        match x[i].cmp(&y[j]) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => return true,
        }
    }
    false
}

/// The rows one transaction touches in one table: (the filter, the
/// trigger's table when the statement is in a trigger body), per
/// statement, each once.
type TableRows = Arc<[(RowFilter, Option<Arc<str>>)]>;

/// Transactions of one shape kept with their places; more are counted.
pub const MAX_PLACES: usize = 16;

/// Where a transaction first touches one of its tables.
#[derive(Debug, Clone)]
struct Touch {
    /// The statement, numbered as the run numbers them, and its span.
    stmt: usize,
    stmt_span: Span,
    file: usize,
    /// Where the table's name is written.
    at: Span,
}

/// One transaction of a shape: where it is.
#[derive(Debug, Clone)]
struct Place {
    /// Its order among all the run's transactions.
    seq: usize,
    /// `-- poolctl: transaction NAME`.
    name: Option<Box<str>>,
    /// Where its first statement is (for messages): file and offset.
    file: usize,
    first: usize,
    /// Per table of the shape, where it touches it first.
    touches: Box<[Touch]>,
}

/// Transactions that lock the same tables in the same order with the same
/// rows: what the rule compares, once, with the first [`MAX_PLACES`] of
/// them (a file repeats its transactions; lint streams, and keeps this
/// instead of their statements).
#[derive(Debug, Clone)]
struct Shape {
    tables: Box<[Arc<str>]>,
    /// Per table, the rows the transaction's statements touch in it.
    rows: Box<[TableRows]>,
    count: usize,
    places: Vec<Place>,
}

impl Shape {
    /// Its rows of `table`, one of its tables.
    fn rows_of(&self, table: &str) -> Option<&TableRows> {
        let k = self.tables.iter().position(|t| &**t == table)?;
        self.rows.get(k)
    }
}

/// A shape's tables and rows, by their interned allocations.
type ShapeKey = Box<[usize]>;

/// Where an interned name or list of rows lives: equal for equal contents
/// within one [`Summaries`].
fn addr<T: ?Sized>(a: &Arc<T>) -> usize {
    Arc::as_ptr(a) as *const () as usize
}

/// Transactions of each order of a table pair: (shape, the position of the
/// pair's second table in it), [0] the lexically smaller table first.
type Sides = [Vec<(usize, usize)>; 2];

/// A shape's rows of a pair's two tables, by their (interned) allocation.
type RowsPair = (usize, usize);

/// The first transaction of a group: (seq, shape, position in it).
type First = (usize, usize, usize);

/// What the rule keeps of a run's transactions that lock two tables or
/// more (data loads left out), by shape, in the order they first came.
#[derive(Debug, Default)]
pub struct Summaries {
    shapes: Vec<Shape>,
    index: HashMap<ShapeKey, usize>,
    names: HashSet<Arc<str>>,
    interned: HashSet<TableRows>,
}

impl Summaries {
    fn name(&mut self, s: &str) -> Arc<str> {
        if let Some(n) = self.names.get(s) {
            return n.clone();
        }
        let n: Arc<str> = Arc::from(s);
        self.names.insert(n.clone());
        n
    }

    fn rows(&mut self, rows: TableRows) -> TableRows {
        if let Some(r) = self.interned.get(&rows) {
            return r.clone();
        }
        self.interned.insert(rows.clone());
        rows
    }

    fn add(
        &mut self,
        tables: Box<[Arc<str>]>,
        rows: Box<[TableRows]>,
        count: usize,
        places: Vec<Place>,
    ) {
        let key: ShapeKey = tables
            .iter()
            .map(addr)
            .chain(rows.iter().map(addr))
            .collect();
        let k = match self.index.get(&key) {
            Some(&k) => k,
            None => {
                self.shapes.push(Shape {
                    tables,
                    rows,
                    count: 0,
                    places: Vec::new(),
                });
                self.index.insert(key, self.shapes.len() - 1);
                self.shapes.len() - 1
            }
        };
        let shape = &mut self.shapes[k];
        shape.count += count;
        for p in places {
            if shape.places.len() < MAX_PLACES {
                shape.places.push(p);
            }
        }
    }

    /// Take in `other`'s, coming after these in the run.
    fn take_in(&mut self, other: Summaries) {
        // `other`'s rows are interned too: each list is looked up here once
        // (kept alive beside its answer, so no address is reused).
        let mut mapped: HashMap<usize, (TableRows, TableRows)> = HashMap::new();
        for shape in other.shapes {
            let tables: Box<[Arc<str>]> = shape.tables.iter().map(|t| self.name(t)).collect();
            let rows: Box<[TableRows]> = shape
                .rows
                .iter()
                .map(|r| {
                    if let Some((_, mine)) = mapped.get(&addr(r)) {
                        return mine.clone();
                    }
                    let mine = self.rows(r.clone());
                    mapped.insert(addr(r), (r.clone(), mine.clone()));
                    mine
                })
                .collect();
            self.add(tables, rows, shape.count, shape.places);
        }
    }
}

/// What the rule reads of a part's transactions: the rows each statement
/// touches come from the model (the tree `analyze` parsed), not a second
/// parse.
struct PartView<'p> {
    p: &'p Program,
    /// Statements in trigger bodies: the trigger's table.
    triggers: HashMap<usize, Arc<str>>,
}

impl<'p> PartView<'p> {
    /// The rows statement `s` touches, `None` when it did not parse.
    fn rows_of(&self, s: usize) -> Option<&'p [Rows]> {
        self.p.statements[s].rows.as_deref().map(|t| &t.rows[..])
    }

    /// For each of `tables`, the rows of it each statement of transaction
    /// `t` touches (a statement that does not parse alone touches any row),
    /// each kind once: all that matters is whether two lists have a pair
    /// that can be the same rows, and rows with no filter are any rows.
    fn touches(&self, t: usize, tables: &[&str]) -> Vec<Vec<(RowFilter, Option<Arc<str>>)>> {
        let mut out: Vec<Vec<(RowFilter, Option<Arc<str>>)>> = vec![Vec::new(); tables.len()];
        let mut hit: Vec<usize> = Vec::new();
        for &s in &self.p.transactions[t].statements {
            let st = &self.p.statements[s];
            if !takes_part(st.kind) {
                continue;
            }
            hit.clear();
            for n in tables_of(st) {
                if let Some(k) = tables.iter().position(|t| *t == n.name)
                    && !hit.contains(&k)
                {
                    hit.push(k);
                }
            }
            if hit.is_empty() {
                continue;
            }
            let trigger = self.triggers.get(&s).cloned();
            match self.rows_of(s) {
                Some(rows) => {
                    for r in rows.iter() {
                        if let Some(k) = tables.iter().position(|t| *t == r.table)
                            && hit.contains(&k)
                        {
                            let filter = RowFilter::of(r, trigger.as_deref(), &self.p.schema);
                            out[k].push((filter, trigger.clone()));
                        }
                    }
                }
                None => {
                    for &k in &hit {
                        out[k].push((RowFilter::default(), trigger.clone()));
                    }
                }
            }
        }
        for list in &mut out {
            if let Some(any) = list.iter().position(|(r, _)| r.is_any()) {
                let any = list.swap_remove(any);
                *list = vec![any];
            } else if list.len() <= 16 {
                // Each kind once, the first kept: a short list compared in place.
                let mut k = 1;
                while k < list.len() {
                    if list[..k].contains(&list[k]) {
                        list.remove(k);
                    } else {
                        k += 1;
                    }
                }
            } else {
                let mut seen = HashSet::new();
                list.retain(|e| seen.insert(e.clone()));
            }
        }
        out
    }

    /// A data load (seed, install script, dump, fixture): every statement
    /// that touches rows is an INSERT of values spelled out in the text
    /// ([`TouchedRows::constants_only`](crate::lint::facts::model::TouchedRows::constants_only)).
    fn is_seed(&self, t: usize) -> bool {
        let p = self.p;
        p.transactions[t]
            .statements
            .iter()
            .filter(|&&s| p.statements[s].locks_rows() && takes_part(p.statements[s].kind))
            .all(|&s| {
                p.statements[s].kind == StatementKind::Insert
                    && p.statements[s]
                        .rows
                        .as_ref()
                        .is_some_and(|t| t.constants_only)
            })
    }
}

/// Add `p`'s transactions that take part to `out`, numbered as the run
/// numbers them.
fn summarise(p: &Program, numbering: &Numbering<'_>, out: &mut Summaries) {
    let temporary = helpers::temporary_tables(p);
    let facts = PartView {
        p,
        triggers: helpers::trigger_tables(p)
            .into_iter()
            .map(|(s, t)| (s, out.name(&t)))
            .collect(),
    };
    for (t, tx) in p.transactions.iter().enumerate() {
        let ord = order(p, &tx.statements, temporary);
        if ord.len() < 2 || facts.is_seed(t) {
            continue;
        }
        let (file, first) = tx
            .statements
            .first()
            .map(|s| (p.statements[*s].file, p.statements[*s].span.start))
            .unwrap_or((tx.file, 0));
        let names: Vec<&str> = ord.iter().map(|(table, _, _)| *table).collect();
        let tables: Box<[Arc<str>]> = names.iter().map(|table| out.name(table)).collect();
        let rows: Box<[TableRows]> = facts
            .touches(t, &names)
            .into_iter()
            .map(|r| out.rows(r.into()))
            .collect();
        let touches = ord
            .iter()
            .map(|&(_, s, at)| Touch {
                stmt: (numbering.statement)(s),
                stmt_span: p.statements[s].span,
                file: p.statements[s].file,
                at,
            })
            .collect();
        let place = Place {
            seq: (numbering.transaction)(t),
            name: tx.name.as_deref().map(Box::from),
            file,
            first,
            touches,
        };
        out.add(tables, rows, 1, vec![place]);
    }
}

/// Rows both picked by the key of their own triggering row, in triggers
/// on the same table (`WHERE event_id = NEW.id` in triggers on `events`):
/// two such transactions share them only when they fire for the same
/// row, and then the triggering statements' lock on that row serialises
/// them before either trigger runs.
fn own_rows(r: &RowFilter, ta: Option<&str>, o: &RowFilter, tb: Option<&str>) -> bool {
    ta.is_some()
        && ta == tb
        && r.common(o)
            .any(|pair| matches!(pair, (Values::OwnKey, Values::OwnKey)))
}

/// Whether two transactions that touch a table with rows `a` and `b` can
/// lock a common row of it.
fn share_rows(a: &TableRows, b: &TableRows) -> bool {
    a.iter().any(|(r, ta)| {
        b.iter()
            .any(|(o, tb)| r.can_overlap(o) && !own_rows(r, ta.as_deref(), o, tb.as_deref()))
    })
}

/// The literals a table's rows can have in column `c` (every statement's
/// filter's, sorted), or `None` when some filter allows any value there.
fn literals_in(rows: &TableRows, c: u64) -> Option<Vec<u64>> {
    let mut out = Vec::new();
    for (f, _) in rows.iter() {
        let k = f.columns.binary_search_by_key(&c, |(col, _)| *col).ok()?;
        match &f.columns[k].1 {
            Values::Literals(l) => out.extend_from_slice(l),
            _ => return None,
        }
    }
    out.sort_unstable();
    out.dedup();
    Some(out)
}

/// A group of the usual order: its rows of the pair's two tables, how many
/// transactions, the first.
type Group<'s> = (&'s TableRows, &'s TableRows, usize, First);

/// The groups whose rows can be a minority's, narrowed by one column's
/// literals (the exact test, [`share_rows`], still runs on each): when
/// both sides have only literals in that column of that table, and none in
/// common, no filter of one can overlap a filter of the other
/// ([`RowFilter::can_overlap`]).
struct Candidates {
    /// 0: the pair's first table, 1: its second.
    side: usize,
    column: u64,
    by_literal: HashMap<u64, Vec<usize>>,
    /// Groups with any value in that column: candidates for everyone.
    any: Vec<usize>,
}

impl Candidates {
    /// Fewer groups than this: every group is tried.
    const MIN_GROUPS: usize = 32;

    fn new(groups: &[Group<'_>]) -> Option<Candidates> {
        if groups.len() < Self::MIN_GROUPS {
            return None;
        }
        fn rows<'s>(side: usize, g: &Group<'s>) -> &'s TableRows {
            if side == 0 { g.0 } else { g.1 }
        }
        // The (side, column) most groups have only literals in.
        let mut best: Option<(usize, u64, usize)> = None;
        for side in 0..2 {
            let mut counts: HashMap<u64, usize> = HashMap::new();
            for g in groups {
                let r = rows(side, g);
                let Some((first, _)) = r.first() else {
                    continue;
                };
                for (c, v) in first.columns.iter() {
                    if matches!(v, Values::Literals(_)) && literals_in(r, *c).is_some() {
                        *counts.entry(*c).or_default() += 1;
                    }
                }
            }
            for (c, n) in counts {
                if best.is_none_or(|(bn, bc, _)| (n, c) > (bn, bc)) {
                    best = Some((n, c, side));
                }
            }
        }
        let (covered, column, side) = best?;
        if covered * 2 < groups.len() {
            return None;
        }
        let mut by_literal: HashMap<u64, Vec<usize>> = HashMap::new();
        let mut any = Vec::new();
        for (k, g) in groups.iter().enumerate() {
            match literals_in(rows(side, g), column) {
                Some(lits) => {
                    for l in lits {
                        by_literal.entry(l).or_default().push(k);
                    }
                }
                None => any.push(k),
            }
        }
        Some(Candidates {
            side,
            column,
            by_literal,
            any,
        })
    }

    /// The groups that can share rows with a minority's `mx`, `my` (each
    /// once, in no particular order).
    fn of(&self, mx: &TableRows, my: &TableRows, groups: usize) -> Vec<usize> {
        let rows = if self.side == 0 { mx } else { my };
        let Some(lits) = literals_in(rows, self.column) else {
            return (0..groups).collect();
        };
        let mut out = self.any.clone();
        for l in lits {
            if let Some(g) = self.by_literal.get(&l) {
                out.extend_from_slice(g);
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }
}

/// The findings over every transaction of the run.
fn report(summaries: &Summaries, files: &[SourceFile]) -> Vec<Finding> {
    let shapes = &summaries.shapes;
    let mut out = Vec::new();
    // Unordered table pair -> shapes taking them in each order: [0] the
    // lexically smaller table first, [1] the other one first; each as
    // (shape, the position of the pair's second table in it).
    let mut pairs: HashMap<(&str, &str), Sides> = HashMap::new();
    for (k, sh) in shapes.iter().enumerate() {
        let ord = &sh.tables;
        for i in 0..ord.len() {
            for j in i + 1..ord.len() {
                let (a, b) = (&*ord[i], &*ord[j]);
                let (key, side) = if a < b { ((a, b), 0) } else { ((b, a), 1) };
                pairs.entry(key).or_insert_with(|| [Vec::new(), Vec::new()])[side].push((k, j));
            }
        }
    }
    let first_seq = |k: usize| shapes[k].places.first().map_or(usize::MAX, |p| p.seq);
    // A statement of a procedure is in every transaction that calls it:
    // reported once per statement and pair.
    let mut reported: HashSet<(usize, &str, &str)> = HashSet::new();
    let mut keys: Vec<&(&str, &str)> = pairs.keys().collect();
    keys.sort();
    for key in keys {
        let (x, y) = *key;
        let sides = &pairs[key];
        if sides[0].is_empty() || sides[1].is_empty() {
            continue;
        }
        let count =
            |side: &[(usize, usize)]| side.iter().map(|(k, _)| shapes[*k].count).sum::<usize>();
        let first = |side: &[(usize, usize)]| side.iter().map(|(k, _)| first_seq(*k)).min();
        let (n0, n1) = (count(&sides[0]), count(&sides[1]));
        // The order most transactions use is taken as the intended one; the
        // others are reported (on a tie, the order seen last).
        let minority = if n0 < n1 || (n0 == n1 && first(&sides[0]) > first(&sides[1])) {
            0
        } else {
            1
        };
        let (first_t, second_t) = if minority == 0 { (x, y) } else { (y, x) };
        // The minority's transactions in the run's order.
        let mut places: Vec<(usize, usize, usize)> = sides[minority]
            .iter()
            .flat_map(|&(k, j)| (0..shapes[k].places.len()).map(move |p| (k, j, p)))
            .collect();
        places.sort_by_key(|&(k, _, p)| shapes[k].places[p].seq);
        // The other order's shapes grouped by their rows of the two tables
        // (rows are interned: the same rows are the same allocation): per
        // group, how many transactions and the first (seq, shape, position).
        let ptr = addr::<[(RowFilter, Option<Arc<str>>)]>;
        let mut groups: HashMap<RowsPair, (usize, First)> = HashMap::new();
        for &(u, uj) in &sides[1 - minority] {
            let sh = &shapes[u];
            let (Some(rx), Some(ry)) = (sh.rows_of(x), sh.rows_of(y)) else {
                continue;
            };
            let key = (ptr(rx), ptr(ry));
            let first = (first_seq(u), u, uj);
            let g = groups.entry(key).or_insert((0, first));
            g.0 += sh.count;
            g.1 = g.1.min(first);
        }
        // Per group: its rows of the two tables, how many transactions, the first.
        let groups: Vec<Group<'_>> = groups
            .into_values()
            .filter_map(|(count, f)| {
                let sh = &shapes[f.1];
                Some((sh.rows_of(x)?, sh.rows_of(y)?, count, f))
            })
            .collect();
        let candidates = Candidates::new(&groups);
        // The transactions of the other order whose rows of both tables can
        // be a shape's: the first of them (shape, position) and how many.
        let mut usual_of: HashMap<RowsPair, Option<(usize, usize, usize)>> = HashMap::new();
        for (k, j, p) in places {
            let m = &shapes[k];
            let touch = &m.places[p].touches[j];
            if !reported.insert((touch.stmt, first_t, second_t)) {
                continue;
            }
            let (Some(mx), Some(my)) = (m.rows_of(x), m.rows_of(y)) else {
                continue;
            };
            let usual = *usual_of.entry((ptr(mx), ptr(my))).or_insert_with(|| {
                let mut n = 0;
                let mut first: Option<First> = None;
                let tried = candidates.as_ref().map_or_else(
                    || (0..groups.len()).collect(),
                    |c| c.of(mx, my, groups.len()),
                );
                for (gx, gy, count, f) in tried.into_iter().map(|g| groups[g]) {
                    if share_rows(mx, gx) && share_rows(my, gy) {
                        n += count;
                        first = Some(first.map_or(f, |g| g.min(f)));
                    }
                }
                first.map(|(_, u, uj)| (u, uj, n - 1))
            });
            let Some((u, uj, others)) = usual else {
                continue;
            };
            let Some(theirs) = shapes[u].places.first() else {
                continue;
            };
            let unlisted = if p + 1 == m.places.len() && m.count > m.places.len() {
                format!(
                    " ({} more transaction(s) like this one are not listed)",
                    m.count - m.places.len()
                )
            } else {
                String::new()
            };
            out.push(Finding {
                file: touch.file,
                span: touch.at,
                statement: Some(touch.stmt),
                statement_span: Some(touch.stmt_span),
                message: format!(
                    "this transaction locks `{first_t}` then `{second_t}`; {}{} `{second_t}` then `{first_t}`, and their \
                     filters can match the same rows: run together they can deadlock{unlisted}",
                    describe_transaction(files, theirs.name.as_deref(), theirs.file, theirs.first),
                    match others {
                        0 => " locks".to_string(),
                        n => format!(" and {n} other transaction(s) lock"),
                    }
                ),
                help: Some(
                    "touch the tables in the same order in every transaction (units first, holds second)"
                        .into(),
                ),
                related: vec![Related {
                    file: theirs.touches[uj].file,
                    span: theirs.touches[uj].at,
                    message: format!("`{first_t}` is locked here after `{second_t}`"),
                }],
                at_most: None,
            });
        }
    }
    out
}

/// The rule, as the pipeline runs it: over the whole run, each part
/// summarised ([`Summaries`]) and the inversions reported once, at the end.
pub struct LockOrderInversion;

/// Compares the transactions of the whole run with each other.
pub const CHECK: Check = Check::CrossFile(&LockOrderInversion);

impl CrossFileRule for LockOrderInversion {
    fn summary(&self) -> Box<dyn CrossFileSummary> {
        Box::new(Summaries::default())
    }
}

impl CrossFileSummary for Summaries {
    fn add(&mut self, part: &Program, numbering: &Numbering<'_>) {
        summarise(part, numbering, self);
    }

    fn merge(&mut self, later: Box<dyn CrossFileSummary>) {
        // Summaries of this rule are only ever merged with each other.
        if let Ok(later) = later.into_any().downcast::<Summaries>() {
            self.take_in(*later);
        }
    }

    fn findings(&self, files: &[SourceFile]) -> Vec<Finding> {
        report(self, files)
    }

    fn into_any(self: Box<Self>) -> Box<dyn Any> {
        self
    }
}

#[cfg(test)]
mod tests {
    use crate::lint::testing::{lines_of, lint_files};

    #[test]
    fn rows_overlap_unless_literals_differ() {
        use super::RowFilter;
        use crate::lint::facts::schema::Schema;
        let p = crate::lint::build_program(
            vec![crate::lint::syntax::source::SourceFile::new(
                "a.sql",
                "DELETE FROM t WHERE q = 'Mail' AND id = ?;\nDELETE FROM t WHERE q IN ('mail', 'sms');\n\
             DELETE FROM t WHERE q = 'push';\nINSERT INTO t (q, id) VALUES ('sms', 1), ('push', 2);",
            )],
            &crate::lint::Options::default(),
        );
        let rows: Vec<RowFilter> = (0..4)
            .map(|i| {
                let r = &p.statements[i].rows.as_ref().expect("parsed").rows[0];
                RowFilter::of(r, None, &Schema::default())
            })
            .collect();
        assert!(rows[0].can_overlap(&rows[1]));
        assert!(!rows[0].can_overlap(&rows[2]));
        assert!(rows[3].can_overlap(&rows[2]) && rows[3].can_overlap(&rows[1]));
        assert!(!rows[3].can_overlap(&rows[0]));
    }

    #[test]
    fn opposite_orders_in_two_transactions() {
        let sql = "BEGIN;\nINSERT INTO holds (a) VALUES (?);\nDELETE FROM units WHERE id = ?;\nCOMMIT;\n\
                   BEGIN;\nDELETE FROM units WHERE id = ?;\nUPDATE holds SET b = 2 WHERE a = ?;\nCOMMIT;\n";
        assert_eq!(lines_of(sql, super::NAME), vec![7]);
        // MySQL's modifiers name no table: the same inversion.
        let modified = "BEGIN;\nINSERT IGNORE INTO holds (a) VALUES (?);\nDELETE LOW_PRIORITY QUICK IGNORE FROM units WHERE id = ?;\nCOMMIT;\n\
                        BEGIN;\nDELETE QUICK FROM units WHERE id = ?;\nUPDATE LOW_PRIORITY IGNORE holds SET b = 2 WHERE a = ?;\nCOMMIT;\n";
        assert_eq!(lines_of(modified, super::NAME), vec![7]);
    }

    #[test]
    fn same_order_is_fine_and_locking_reads_count() {
        let same = "BEGIN;\nDELETE FROM units WHERE id = 1;\nINSERT INTO holds (a) VALUES (1);\nCOMMIT;\n\
                    BEGIN;\nSELECT * FROM units WHERE id = 1 FOR UPDATE;\nDELETE FROM holds WHERE a = 1;\nCOMMIT;\n";
        assert!(lines_of(same, super::NAME).is_empty());
        let inverted = "BEGIN;\nSELECT * FROM holds WHERE a = 1 FOR UPDATE;\nDELETE FROM units WHERE id = 1;\nCOMMIT;\n\
                        BEGIN;\nSELECT * FROM units WHERE id = 1 LOCK IN SHARE MODE;\nINSERT INTO holds (a) VALUES (?);\nCOMMIT;\n";
        assert_eq!(lines_of(inverted, super::NAME), vec![7]);
    }

    #[test]
    fn across_files() {
        let found = lint_files(&[
            (
                "reserve.sql",
                "BEGIN;\nINSERT INTO holds (a) VALUES (?);\nDELETE FROM units WHERE id = ?;\nCOMMIT;",
            ),
            (
                "claim.sql",
                "BEGIN;\nDELETE FROM units WHERE id = ?;\nDELETE FROM holds WHERE a = ?;\nCOMMIT;",
            ),
        ]);
        assert_eq!(
            found.iter().filter(|(r, _)| *r == super::NAME).count(),
            1,
            "{found:?}"
        );
    }

    /// The MySQL and the PostgreSQL-era flavour of one job: alternatives,
    /// never run against each other, each locking the two tables in its
    /// own order.
    const FLAVOUR_A: &str =
        "BEGIN;\nINSERT INTO holds (a) VALUES (?);\nDELETE FROM units WHERE id = ?;\nCOMMIT;\n";
    const FLAVOUR_B: &str =
        "BEGIN;\nDELETE FROM units WHERE id = ?;\nDELETE FROM holds WHERE a = ?;\nCOMMIT;\n";

    fn inversions(files: &[(&str, &str)]) -> Vec<(&'static str, usize)> {
        lint_files(files)
            .into_iter()
            .filter(|(r, _)| *r == super::NAME || *r == "unused-suppression")
            .collect()
    }

    #[test]
    fn alternative_files_linted_in_separate_invocations_give_no_cross_file_finding() {
        // One invocation: one program, one finding across the two files.
        assert_eq!(
            inversions(&[("a/job.sql", FLAVOUR_A), ("b/job.sql", FLAVOUR_B)]).len(),
            1
        );
        // Two invocations, one per alternative: nothing to compare.
        assert!(inversions(&[("a/job.sql", FLAVOUR_A)]).is_empty());
        assert!(inversions(&[("b/job.sql", FLAVOUR_B)]).is_empty());
    }

    #[test]
    fn ignore_file_takes_a_file_out_of_the_comparison() {
        // The directive in either file removes the cross-file finding,
        // wherever the finding would point, and is not reported unused.
        let directive =
            "-- poolctl: ignore-file lock-order-inversion runs alone, never beside b/\n";
        let a = format!("{directive}{FLAVOUR_A}");
        let b = format!("{directive}{FLAVOUR_B}");
        for files in [
            [("a/job.sql", a.as_str()), ("b/job.sql", FLAVOUR_B)],
            [("a/job.sql", FLAVOUR_A), ("b/job.sql", b.as_str())],
        ] {
            assert!(
                inversions(&files).is_empty(),
                "{files:?}: {:?}",
                inversions(&files)
            );
        }
        // Another rule's directive does not.
        let other = format!("-- poolctl: ignore-file hot-row-counter x\n{FLAVOUR_A}");
        assert!(
            inversions(&[("a/job.sql", other.as_str()), ("b/job.sql", FLAVOUR_B)])
                .iter()
                .any(|(r, _)| *r == super::NAME)
        );
    }

    #[test]
    fn autocommit_statements_are_not_transactions_together() {
        let sql = "INSERT INTO holds (a) VALUES (1);\nDELETE FROM units WHERE id = 1;\n\
                   DELETE FROM units WHERE id = 2;\nDELETE FROM holds WHERE a = 1;\n";
        assert!(lines_of(sql, super::NAME).is_empty());
    }

    #[test]
    fn disjoint_rows_cannot_deadlock() {
        // Different literal queues on one side: never the same rows.
        let sql = "BEGIN;\nUPDATE jobs SET n = 1 WHERE queue = 'mail' AND id = ?;\nUPDATE stats SET n = n + 1 WHERE queue = 'mail';\nCOMMIT;\n\
                   BEGIN;\nUPDATE stats SET n = 0 WHERE queue = 'SMS';\nUPDATE jobs SET n = 2 WHERE queue IN ('sms', 'push');\nCOMMIT;\n";
        assert!(lines_of(sql, super::NAME).is_empty());
        // The same with a placeholder on one side can match: reported.
        let sql = sql
            .replace("queue = 'SMS'", "queue = ?")
            .replace("queue IN ('sms', 'push')", "queue = @q");
        assert_eq!(lines_of(&sql, super::NAME), vec![7]);
        // Literal values in common: reported ('1' and 1 compare equal).
        let sql = "BEGIN;\nDELETE FROM a WHERE k IN (1, 2);\nDELETE FROM b WHERE k = 1;\nCOMMIT;\n\
                   BEGIN;\nDELETE FROM b WHERE k = '1';\nDELETE FROM a WHERE k = 2;\nCOMMIT;\n";
        assert_eq!(lines_of(sql, super::NAME), vec![7]);
    }

    #[test]
    fn many_groups_are_narrowed_by_their_literals_exactly() {
        // 40 transactions lock units then holds of one item each (and one
        // any item's units): more groups than are tried one by one.
        let mut sql = String::new();
        for k in 1..=40 {
            sql.push_str(&format!(
                "BEGIN;\nDELETE FROM units WHERE item = {k} AND id = ?;\nDELETE FROM holds WHERE item = {k};\nCOMMIT;\n"
            ));
        }
        sql.push_str("BEGIN;\nDELETE FROM units WHERE item = ?;\nDELETE FROM holds WHERE item = 500;\nCOMMIT;\n");
        let mut expected = Vec::new();
        let mut minority = |holds: &str, units: &str, reported: bool| {
            sql.push_str(&format!(
                "BEGIN;\nDELETE FROM holds WHERE item = {holds};\nDELETE FROM units WHERE item = {units} AND id = ?;\nCOMMIT;\n"
            ));
            if reported {
                expected.push(sql.lines().count() - 1);
            }
        };
        minority("7", "7", true);
        minority("99", "99", false);
        minority("?", "8", true);
        minority("500", "99", true);
        minority("41", "?", false);
        minority("?", "?", true);
        let report = crate::lint::lint(
            vec![crate::lint::syntax::source::SourceFile::new(
                "app.sql",
                sql.as_str(),
            )],
            &crate::lint::Options::default(),
        );
        let found: Vec<(usize, &str)> = report
            .diagnostics
            .iter()
            .filter(|d| d.rule.name == super::NAME)
            .map(|d| {
                let line = report.files[0].position(d.finding.span.start).line;
                (line, d.finding.message.as_str())
            })
            .collect();
        let lines: Vec<usize> = found.iter().map(|(l, _)| *l).collect();
        assert_eq!(lines, expected, "{found:?}");
        // The last one can meet every transaction of the usual order.
        let (_, all) = found.last().expect("reported");
        assert!(all.contains("and 40 other transaction(s)"), "{all}");
    }

    #[test]
    fn temporary_tables_take_no_part() {
        let sql = "CREATE TEMPORARY TABLE work (a INT);\nBEGIN;\nDELETE FROM work WHERE a = ?;\nDELETE FROM units WHERE id = ?;\nCOMMIT;\n\
                   BEGIN;\nDELETE FROM units WHERE id = ?;\nDELETE FROM work WHERE a = ?;\nCOMMIT;\n";
        assert!(lines_of(sql, super::NAME).is_empty());
    }

    #[test]
    fn seed_scripts_and_ddl_do_not_take_part() {
        let sql = "START TRANSACTION;\nINSERT INTO holds (a, b) VALUES (1, 'x'), (2, 'y');\nINSERT INTO units (id) VALUES (1);\nCOMMIT;\n\
                   BEGIN;\nDELETE FROM units WHERE id = ?;\nDELETE FROM holds WHERE a = ?;\nCOMMIT;\n";
        assert!(lines_of(sql, super::NAME).is_empty());
        // An INSERT of bound values is the application's, not a seed.
        let bound = sql.replace("(id) VALUES (1)", "(id) VALUES (?)");
        assert_eq!(lines_of(&bound, super::NAME), vec![7]);
        // An install script that copies rows by literal keys is a load too;
        // the same with a placeholder or a variable is not.
        let install = sql.replace(
            "INSERT INTO units (id) VALUES (1);",
            "INSERT INTO units (id) SELECT id FROM stock WHERE id = 2;",
        );
        assert!(lines_of(&install, super::NAME).is_empty());
        let bound = install.replace("WHERE id = 2", "WHERE id = ?");
        assert_eq!(lines_of(&bound, super::NAME), vec![7]);
        let bound = install.replace("WHERE id = 2", "WHERE id = @id");
        assert_eq!(lines_of(&bound, super::NAME), vec![7]);
        // An UPDATE by a literal key takes part (an application's worker of
        // one queue writes those).
        let update = sql.replace(
            "INSERT INTO units (id) VALUES (1);",
            "UPDATE units SET state = 'ready' WHERE id = 1;",
        );
        assert_eq!(lines_of(&update, super::NAME), vec![7]);
        // DDL inside a marked transaction takes no part.
        let sql = "-- poolctl: transaction migrate\nCREATE TABLE holds (a INT);\nDELETE FROM units WHERE id = ?;\n\
                   -- poolctl: transaction app\nDELETE FROM holds WHERE a = ?;\nDELETE FROM units WHERE id = ?;\n";
        assert!(lines_of(sql, super::NAME).is_empty());
    }
}
