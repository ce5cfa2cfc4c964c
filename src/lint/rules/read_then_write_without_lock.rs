//! ## What it does
//! Reports a plain `SELECT` (no locking clause) of a table that the same
//! transaction then updates or deletes from, when the write does not re-check
//! what was read.
//!
//! Not reported:
//! - a compare-and-set: an UPDATE whose WHERE constrains a column it assigns
//!   (`UPDATE queue SET popped = true WHERE id = ? AND popped = false`,
//!   `UPDATE triggers SET state = ? WHERE ... AND state = ?`), so of two
//!   transactions racing through the read only one changes the row (check
//!   the row count);
//! - a DELETE whose WHERE re-checks a column the read selected or filtered
//!   on, other than the rows' key (`DELETE ... WHERE id IN (...) AND
//!   expires_at < NOW()`); key columns come from the table's definition when
//!   known, else from their names (`id`, `*_id`, `uuid`, `*_uuid`);
//! - a transaction serialised before the read by a waiting `FOR UPDATE` of
//!   rows picked by equality (a mutex row such as Quartz's `QRTZ_LOCKS`, a
//!   parent row), or from before the read to the write by a named lock
//!   (`GET_LOCK`, inside the transaction or taken by the session before it,
//!   and not released with `RELEASE_LOCK` before the write: a named lock
//!   serialises only what runs while it is held);
//! - a read of rows the transaction already holds: an earlier `FOR UPDATE`
//!   of the same table with the same or a narrower equality filter (its own
//!   `SKIP LOCKED` claim re-read);
//! - a transaction at SERIALIZABLE: InnoDB takes shared locks for its plain
//!   reads (a locking read, with its own cost: shared next-key locks that
//!   block and deadlock concurrent writers);
//! - a table the inputs create with `CREATE TEMPORARY TABLE` (each session
//!   has its own).
//!
//! An **error** when the race is in the code itself:
//! - the transaction's write changes a column the read used (selected, or
//!   filtered on), deletes the rows, or the read is `SELECT *`;
//! - the read picks its rows by their state (`popped = false`,
//!   `expires_at < NOW()`: a condition on a column other than the key and
//!   other than a lookup by a parameter), so two transactions pick the same
//!   rows;
//! - a stored program of the inputs changes a column the rows are looked
//!   up by, or the same stored program changes, outside this transaction,
//!   a column the read used (two runs of it race).
//!
//! A **warning** otherwise: the writes change none of what the read used
//! (`SELECT kind ... ; UPDATE ... SET refreshed_at = ...`), so it acts on
//! stale data only if another transaction changes those columns in
//! between; the finding names where the inputs' stored programs change
//! one, if they do. A column selected `INTO` a local variable that nothing
//! after the read mentions is not counted as used.
//!
//! ## Why is this bad?
//! It is check-then-act: between the read and the write another transaction can
//! change the rows, and the write acts on a decision made from stale data. In an
//! inventory system that is how two buyers both see the last unit and both get
//! it: an oversell. A plain read takes no lock at any isolation level.
//!
//! ## Example
//! ```sql
//! START TRANSACTION;
//! SELECT available FROM inventory_levels WHERE shop_id = 1 AND inventory_item_id = 2;
//! UPDATE inventory_levels SET available = 4 WHERE shop_id = 1 AND inventory_item_id = 2;
//! COMMIT;
//! ```
//!
//! ## Use instead
//! ```sql
//! START TRANSACTION;
//! SELECT available FROM inventory_levels WHERE shop_id = 1 AND inventory_item_id = 2 FOR UPDATE;
//! UPDATE inventory_levels SET available = 4 WHERE shop_id = 1 AND inventory_item_id = 2;
//! COMMIT;
//! ```
//! Or make the write compare-and-set and check its row count:
//! ```sql
//! UPDATE inventory_levels SET available = 4
//!  WHERE shop_id = 1 AND inventory_item_id = 2 AND available = 5;
//! ```
//! or use the reservation pool.

use crate::lint::check::{Check, Finding, Severity};
use crate::lint::facts::model::{Operand, StatementKind};
use crate::lint::facts::program::Program;
use crate::lint::facts::touched_rows::{Filter, conjuncts, selects};
use crate::lint::rules::helpers::{self, Parsed};
use crate::lint::syntax::vocabulary::{IsolationLevel, LockKind};
use sqlparser::ast::{self, Expr, SelectItem};
use std::collections::{HashMap, HashSet};

pub const NAME: &str = "read-then-write-without-lock";

/// Looks at one part of a run at a time.
pub const CHECK: Check = Check::Part(check);

/// Columns a plain read looks at.
struct Read {
    /// Selected columns; `None` for `*`.
    projected: Option<Vec<String>>,
    /// The selected columns whose values the program goes on to use: an
    /// item selected `INTO` a local variable that nothing after the read
    /// mentions decides nothing. `None` for `*`.
    used: Option<Vec<String>>,
    /// Every column its WHERE mentions.
    filtered: Vec<String>,
    /// Columns its WHERE compares with `=` / `IN` to values: the rows it
    /// addresses.
    addressed: Vec<String>,
    /// Of those, the columns compared with parameters or variables only
    /// (`parent_id = v_id`): the rows looked up by who they are, not picked
    /// by their state (`state = 'ready'`, `expires_at < NOW()`).
    looked_up: Vec<String>,
}

/// `read_later(v)`: whether the program reads the variable `v` after the
/// statement (see [`read_later`]).
fn read_facts(parsed: &Parsed, read_later: &dyn Fn(&str) -> bool) -> Option<Read> {
    let ast::Statement::Query(q) = &parsed.ast else {
        return None;
    };
    let mut blocks = Vec::new();
    selects(&q.body, &mut blocks);
    let mut r = Read {
        projected: Some(Vec::new()),
        used: Some(Vec::new()),
        filtered: Vec::new(),
        addressed: Vec::new(),
        looked_up: Vec::new(),
    };
    for s in blocks {
        // `SELECT a, b INTO x, y`: item i goes to target i.
        let targets = s
            .into
            .as_ref()
            .map(|i| &i.targets)
            .filter(|t| t.len() == s.projection.len());
        for (k, item) in s.projection.iter().enumerate() {
            match item {
                SelectItem::UnnamedExpr(e) | SelectItem::ExprWithAlias { expr: e, .. } => {
                    if let Some(p) = &mut r.projected {
                        parsed.names.columns_in(e, p);
                    }
                    let unread = targets.is_some_and(
                        |t| matches!(&t[k], Expr::Identifier(v) if !read_later(&v.value)),
                    );
                    if let Some(u) = &mut r.used
                        && !unread
                    {
                        parsed.names.columns_in(e, u);
                    }
                }
                _ => {
                    r.projected = None;
                    r.used = None;
                }
            }
        }
        if let Some(w) = &s.selection {
            parsed.names.columns_in(w, &mut r.filtered);
        }
        for f in parsed.names.filters(s.selection.as_ref()) {
            let by_param = match &f {
                Filter::Eq(_, o) => matches!(o, Operand::Param(_)),
                Filter::In(_, os) => os.iter().all(|o| matches!(o, Operand::Param(_))),
            };
            if by_param {
                r.looked_up.push(f.column().to_string());
            }
            r.addressed.push(f.column().to_string());
        }
    }
    Some(r)
}

/// The columns of each condition of a write's WHERE (an UPDATE's or a
/// DELETE's).
fn write_conditions(parsed: &Parsed) -> Option<Vec<Vec<String>>> {
    let selection = match &parsed.ast {
        ast::Statement::Update(u) => u.selection.as_ref(),
        ast::Statement::Delete(d) => d.selection.as_ref(),
        _ => return None,
    };
    Some(
        selection
            .map(conjuncts)
            .unwrap_or_default()
            .into_iter()
            .map(|c| {
                let mut cols = Vec::new();
                parsed.names.columns_in(c, &mut cols);
                cols
            })
            .collect(),
    )
}

/// Whether the write re-checks what the read decided on, so that of two
/// transactions racing through the same read only one write succeeds:
/// - an UPDATE whose WHERE constrains a column it assigns (compare-and-set:
///   `SET popped = true WHERE id = ? AND popped = false`);
/// - a DELETE whose WHERE constrains a column the read selected or filtered
///   on, other than the columns both use to address the rows and the table's
///   key columns (`DELETE ... WHERE id IN (...) AND expires_at < NOW()`).
fn rechecks(p: &Program, table: &str, r: &Read, write: usize) -> bool {
    let Some(conditions) = helpers::parse(p, write).as_ref().and_then(write_conditions) else {
        return false;
    };
    let assigned = &p.statements[write].assigned;
    if !assigned.is_empty() {
        return conditions.iter().flatten().any(|c| assigned.contains(c));
    }
    let read_col =
        |c: &String| r.projected.as_ref().is_none_or(|pr| pr.contains(c)) || r.filtered.contains(c);
    conditions
        .iter()
        .flatten()
        .any(|c| read_col(c) && !r.addressed.contains(c) && !helpers::is_key_column(p, table, c))
}

/// Whether the program mentions the variable `name` after statement `s`:
/// a user variable (`@v`, the session's) always counts; a local variable
/// lives in its stored program, so the text up to the next program of the
/// file is looked at.
fn read_later(p: &Program, s: usize, name: &str) -> bool {
    if name.starts_with('@') {
        return true;
    }
    let st = &p.statements[s];
    let text = &p.files[st.file].text;
    let end = p
        .routines
        .iter()
        .filter(|r| r.file == st.file)
        .filter_map(|r| p.statements.get(r.statement).map(|h| h.span.start))
        .filter(|&start| start >= st.span.end)
        .min()
        .unwrap_or(text.len());
    text.get(st.span.end..end).is_some_and(|after| {
        after
            .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '$' || c == '@'))
            .any(|w| w.eq_ignore_ascii_case(name))
    })
}

/// Whether the transaction already holds the rows a plain read of `table`
/// (statement `s`) reads: an earlier `FOR UPDATE` of the same table whose
/// equality filter the read repeats (same or narrower rows: a re-read of
/// what the transaction locked, its own `SKIP LOCKED` claim included).
fn rereads_own_locked_rows(
    p: &Program,
    tx: &crate::lint::facts::model::Transaction,
    k: usize,
    read: &Read,
    table: &str,
) -> bool {
    tx.statements[..k].iter().any(|&e| {
        p.statements[e].locking_reads.iter().any(|lr| {
            lr.kind == LockKind::Update
                && lr.tables.iter().any(|t| t.name == table)
                && !lr.eq_columns.is_empty()
                && lr.eq_columns.iter().all(|c| read.addressed.contains(c))
        })
    })
}

/// How stale a plain read can make the transaction's write.
enum Stale {
    /// A write of the transaction deletes the rows read, or changes a
    /// column the read used or picked its rows by (`*`: any): statement,
    /// and the columns (none for a DELETE or `*`).
    Overwritten(usize, Vec<String>),
    /// The read picks its rows by their state: a condition on a column
    /// (not a key) other than a lookup by a parameter (`popped = false`,
    /// `expires_at < NOW()`). Two transactions can pick the same rows.
    StatePicked(String),
    /// An UPDATE of a stored program of the inputs changes a column (not a
    /// key) the read looks its rows up by: that statement and the column.
    Repicked(usize, String),
    /// An UPDATE of the same stored program as the read, outside this
    /// transaction, changes a column the read used: two runs of that program
    /// race on it. That statement and the column.
    SameCode(usize, String),
    /// The writes change none of what the read used; where the inputs
    /// change one of those columns, if they do.
    Untouched(Option<(usize, String)>),
}

/// The UPDATEs of each table in the inputs' stored programs, and the
/// program each statement of a body belongs to: built once per check, when
/// a read needs them. Only the programs' bodies are looked at: a streamed
/// run shares them with every part (the rest of the inputs it reads a part
/// at a time), so what a finding says does not depend on the part.
struct Updates<'p> {
    of: HashMap<&'p str, Vec<usize>>,
    routine: HashMap<usize, usize>,
}

impl<'p> Updates<'p> {
    fn new(p: &'p Program) -> Updates<'p> {
        let mut of: HashMap<&str, Vec<usize>> = HashMap::new();
        let mut routine = HashMap::new();
        for (r, def) in p.routines.iter().enumerate() {
            let mut body = Vec::new();
            helpers::flow_statements(&def.body, &mut body);
            for s in body {
                routine.insert(s, r);
                let Some(st) = p.statements.get(s) else {
                    continue;
                };
                if st.kind == StatementKind::Update && !st.assigned.is_empty() {
                    for t in &st.writes {
                        of.entry(t.name.as_str()).or_default().push(s);
                    }
                }
            }
        }
        for v in of.values_mut() {
            v.sort_unstable();
            v.dedup();
        }
        Updates { of, routine }
    }

    /// Whether `a` and `b` are of the same stored program.
    fn same_code(&self, a: usize, b: usize) -> bool {
        matches!((self.routine.get(&a), self.routine.get(&b)), (Some(x), Some(y)) if x == y)
    }

    /// The first UPDATE of `table` (for which `keep` holds) assigning one
    /// of `columns`.
    fn first_assigning(
        &self,
        p: &Program,
        table: &str,
        columns: &[String],
        keep: impl Fn(usize) -> bool,
    ) -> Option<(usize, String)> {
        self.of
            .get(table)?
            .iter()
            .filter(|&&u| keep(u))
            .find_map(|&u| {
                p.statements[u]
                    .assigned
                    .iter()
                    .find(|c| columns.contains(c))
                    .map(|c| (u, c.clone()))
            })
    }
}

/// What the read (statement `s`) decided on, against the transaction's
/// later writes of the table (`later`; `unchecked(w)`: `w` does not re-check
/// the read) and the inputs' other UPDATEs.
fn staleness<'p>(
    p: &'p Program,
    s: usize,
    table: &str,
    read: &Read,
    later: &[usize],
    unchecked: &dyn Fn(usize) -> bool,
    updates: &mut Option<Updates<'p>>,
) -> Stale {
    for &w in later {
        let ws = &p.statements[w];
        let hit: Vec<String> = match &read.used {
            Some(used) if ws.kind != StatementKind::Delete => ws
                .assigned
                .iter()
                .filter(|c| used.contains(c) || read.filtered.contains(c))
                .cloned()
                .collect(),
            // `*`, or the rows deleted: whatever it changes was read.
            _ => Vec::new(),
        };
        let overwrites = read.used.is_none() || ws.kind == StatementKind::Delete || !hit.is_empty();
        if overwrites && unchecked(w) {
            return Stale::Overwritten(w, hit);
        }
    }
    // The columns its rows are picked by, other than their key.
    let picked: Vec<String> = read
        .filtered
        .iter()
        .filter(|c| !helpers::is_key_column(p, table, c))
        .cloned()
        .collect();
    if let Some(c) = picked.iter().find(|c| !read.looked_up.contains(c)) {
        return Stale::StatePicked(c.clone());
    }
    let all = updates.get_or_insert_with(|| Updates::new(p));
    if let Some((u, c)) = all.first_assigning(p, table, &picked, |_| true) {
        return Stale::Repicked(u, c);
    }
    let used = read.used.as_deref().unwrap_or_default();
    if let Some((u, c)) = all.first_assigning(p, table, used, |u| all.same_code(s, u)) {
        return Stale::SameCode(u, c);
    }
    Stale::Untouched(all.first_assigning(p, table, used, |_| true))
}

/// `line N`, or `path:N` in another file than statement `from`'s.
fn place(p: &Program, from: usize, at: usize) -> String {
    let (fs, at) = (&p.statements[from], &p.statements[at]);
    let file = &p.files[at.file];
    let line = file.position(at.span.start).line;
    if at.file == fs.file {
        format!("line {line}")
    } else {
        format!("{}:{line}", file.path)
    }
}

/// `` `a`, `b` ``.
fn quoted(columns: &[String]) -> String {
    columns
        .iter()
        .map(|c| format!("`{c}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn check(p: &Program) -> Vec<Finding> {
    let mut out = Vec::new();
    let mut bodies: Option<HashSet<usize>> = None;
    let mut updates: Option<Updates<'_>> = None;
    let temporary = helpers::temporary_tables(p);
    // A statement of a procedure is in every transaction that calls it:
    // reported once per (read, table).
    let mut reported: HashSet<(usize, &str)> = HashSet::new();
    // At SERIALIZABLE InnoDB turns a transaction's plain reads into
    // locking reads (shared next-key locks): there is no unlocked read.
    for tx in p
        .transactions
        .iter()
        .filter(|t| t.explicit && t.isolation != IsolationLevel::Serializable)
    {
        let mut held_at_start: Option<bool> = None;
        // Table -> positions (in the transaction) of its UPDATEs and DELETEs.
        let mut writes: HashMap<&str, Vec<usize>> = HashMap::new();
        for (k, &w) in tx.statements.iter().enumerate() {
            let ws = &p.statements[w];
            if matches!(ws.kind, StatementKind::Update | StatementKind::Delete) {
                for t in &ws.writes {
                    writes.entry(t.name.as_str()).or_default().push(k);
                }
            }
        }
        if writes.is_empty() {
            continue;
        }
        for (k, &s) in tx.statements.iter().enumerate() {
            let st = &p.statements[s];
            if st.kind != StatementKind::Select || st.plain_reads.is_empty() {
                continue;
            }
            if tx.statements[..k]
                .iter()
                .any(|&e| helpers::locks_a_mutex_row(p, e))
            {
                continue;
            }
            let mut facts: Option<Option<Read>> = None;
            for read in &st.plain_reads {
                if temporary.contains(&read.name) || reported.contains(&(s, read.name.as_str())) {
                    continue;
                }
                let Some(at) = writes.get(read.name.as_str()) else {
                    continue;
                };
                let Some(r) = facts
                    .get_or_insert_with(|| {
                        helpers::parse(p, s)
                            .and_then(|parsed| read_facts(&parsed, &|v| read_later(p, s, v)))
                    })
                    .as_ref()
                else {
                    break;
                };
                // The transaction's later writes of the table; each is
                // parsed to see whether it re-checks only when it matters.
                let later: Vec<usize> = at[at.partition_point(|&x| x <= k)..]
                    .iter()
                    .map(|&wk| tx.statements[wk])
                    .collect();
                let unchecked = |w: usize| !rechecks(p, &read.name, r, w);
                let Some((wk, first)) = at[at.partition_point(|&x| x <= k)..]
                    .iter()
                    .map(|&wk| (wk, tx.statements[wk]))
                    .find(|&(_, w)| unchecked(w))
                else {
                    continue;
                };
                if rereads_own_locked_rows(p, tx, k, r, &read.name) {
                    continue;
                }
                let at_start = *held_at_start.get_or_insert_with(|| {
                    tx.routines.is_empty() && {
                        let bodies = bodies.get_or_insert_with(|| helpers::body_statements(p));
                        helpers::named_lock_held_before(p, tx.statements[0], bodies)
                    }
                });
                if helpers::named_lock_spans(p, tx, at_start, k, wk) {
                    break;
                }
                let stale = staleness(p, s, &read.name, r, &later, &unchecked, &mut updates);
                let w = match stale {
                    Stale::Overwritten(w, _) => w,
                    _ => first,
                };
                let ws = &p.statements[w];
                let Some(wt) = ws.writes.iter().find(|t| t.name == read.name) else {
                    continue;
                };
                let table = &read.name;
                let written = place(p, s, w);
                let mut finding = match &stale {
                    Stale::Overwritten(_, cols) if !cols.is_empty() => Finding::at(
                        s,
                        p,
                        read.span,
                        format!(
                            "plain SELECT of `{table}`, whose {} this transaction then changes \
                             ({written}) without re-checking what it read: another transaction \
                             can change it in between",
                            quoted(cols)
                        ),
                    ),
                    Stale::Overwritten(..) => Finding::at(
                        s,
                        p,
                        read.span,
                        format!(
                            "plain SELECT of `{table}`, which this transaction then writes \
                             ({written}) without re-checking what it read: another transaction \
                             can change it in between"
                        ),
                    ),
                    Stale::StatePicked(c) => Finding::at(
                        s,
                        p,
                        read.span,
                        format!(
                            "plain SELECT of `{table}` picking its rows by `{c}`, then this \
                             transaction writes them ({written}) without re-checking: two \
                             transactions can pick the same rows and both act on them"
                        ),
                    ),
                    Stale::Repicked(u, c) => Finding::at(
                        s,
                        p,
                        read.span,
                        format!(
                            "plain SELECT of `{table}` picking its rows by `{c}`, which another \
                             statement changes ({}), then this transaction writes them \
                             ({written}) without re-checking: two transactions can act on the \
                             same rows",
                            place(p, s, *u)
                        ),
                    )
                    .related(
                        p.statements[*u].file,
                        p.statements[*u].span,
                        format!("changes `{c}` here"),
                    ),
                    Stale::SameCode(u, c) => Finding::at(
                        s,
                        p,
                        read.span,
                        format!(
                            "plain SELECT of `{table}` reading `{c}`, which the same code \
                             changes ({}), then this transaction writes `{table}` ({written}) \
                             without re-checking what it read: two runs of it can act on the \
                             same stale value",
                            place(p, s, *u)
                        ),
                    )
                    .related(
                        p.statements[*u].file,
                        p.statements[*u].span,
                        format!("changes `{c}` here"),
                    ),
                    Stale::Untouched(elsewhere) => {
                        let mut seen = r.used.clone().unwrap_or_default();
                        for c in &r.filtered {
                            if !seen.contains(c) {
                                seen.push(c.clone());
                            }
                        }
                        let what = quoted(&seen);
                        let changed = match elsewhere {
                            Some((u, c)) => format!("; `{c}` changes at {}", place(p, s, *u)),
                            None => String::new(),
                        };
                        Finding::at(
                            s,
                            p,
                            read.span,
                            format!(
                                "plain SELECT of `{table}`, which this transaction then writes \
                                 ({written}), though not what it read ({what}{changed}): \
                                 stale only if another transaction changes that in between"
                            ),
                        )
                        .at_most(Severity::Warning)
                    }
                };
                finding = finding
                    .help("lock what you check (SELECT ... FOR UPDATE), or make the write compare-and-set (its WHERE re-checks the value it changes, and the row count is checked)")
                    .related(ws.file, wt.span, "written here");
                out.push(finding);
                reported.insert((s, read.name.as_str()));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::lint::check::Severity;
    use crate::lint::testing::{lines_of, on};

    /// (line, severity) of each finding of the rule.
    fn severities(sql: &str) -> Vec<(usize, Severity)> {
        let r = on("mysql-8.4", sql);
        r.diagnostics
            .iter()
            .filter(|d| d.rule.name == super::NAME)
            .map(|d| (r.files[0].position(d.finding.span.start).line, d.severity))
            .collect()
    }

    #[test]
    fn an_error_when_the_write_changes_what_was_read_else_a_warning() {
        use Severity::{Error, Warning};
        // The write changes the column read (or deletes the rows): an error.
        let sql = "BEGIN;\nSELECT available FROM inv WHERE id = 1;\nUPDATE inv SET available = 0 WHERE id = 1;\nCOMMIT;\n\
                   BEGIN;\nSELECT state FROM jobs WHERE id = 1;\nDELETE FROM jobs WHERE id = 1;\nCOMMIT;\n\
                   BEGIN;\nSELECT * FROM inv WHERE id = 1;\nUPDATE inv SET note = 'x' WHERE id = 1;\nCOMMIT;\n";
        assert_eq!(severities(sql), vec![(2, Error), (6, Error), (10, Error)]);
        // It changes another column: a warning that says what was read.
        let sql = "BEGIN;\nSELECT kind FROM views WHERE id = 1;\nUPDATE views SET refreshed_at = NOW() WHERE id = 1;\nCOMMIT;\n";
        assert_eq!(severities(sql), vec![(2, Warning)]);
        let r = on("mysql-8.4", sql);
        assert!(
            r.diagnostics[0]
                .finding
                .message
                .contains("though not what it read (`kind`, `id`)"),
            "{}",
            r.diagnostics[0].finding.message
        );
    }

    #[test]
    fn a_column_read_into_a_variable_nothing_reads_decides_nothing() {
        use Severity::{Error, Warning};
        let proc = |use_it: &str| {
            format!(
                "DELIMITER //\nCREATE PROCEDURE p(v INT)\nBEGIN\n  DECLARE a, b INT;\n  START TRANSACTION;\n\
                 SELECT kind, stamp INTO a, b FROM views WHERE id = v;\n  {use_it}\n\
                 UPDATE views SET stamp = NOW() WHERE id = v;\n  COMMIT;\nEND//\nDELIMITER ;\n"
            )
        };
        // `b` (stamp) is never read: the write of stamp is no stale decision.
        assert_eq!(severities(&proc("SET @k = a;")), vec![(6, Warning)]);
        // Read, it is.
        assert_eq!(severities(&proc("SET @k = a + b;")), vec![(6, Error)]);
    }

    #[test]
    fn the_same_program_changing_what_it_read_later_is_an_error() {
        use Severity::{Error, Warning};
        // `pos` is read, the transaction writes `hwm`, and the same
        // procedure moves `pos` outside it: two runs race on `pos`.
        let sql = |other: &str| {
            format!(
                "DELIMITER //\nCREATE PROCEDURE roll(v INT)\nBEGIN\n  DECLARE cur INT;\n  START TRANSACTION;\n\
                 SELECT pos INTO cur FROM views WHERE id = v;\n  UPDATE views SET hwm = cur WHERE id = v;\n  COMMIT;\n\
                 {other}\nEND//\nDELIMITER ;\n"
            )
        };
        assert_eq!(
            severities(&sql("  UPDATE views SET pos = cur + 1 WHERE id = v;")),
            vec![(6, Error)]
        );
        assert_eq!(severities(&sql("  SET cur = cur + 1;")), vec![(6, Warning)]);
        // Another program changing it: still a warning, which names it.
        let two = format!(
            "{}DELIMITER //\nCREATE PROCEDURE mv(v INT)\nBEGIN\n  UPDATE views SET pos = 0 WHERE id = v;\nEND//\nDELIMITER ;\n",
            sql("  SET cur = cur + 1;")
        );
        assert_eq!(severities(&two), vec![(6, Warning)]);
        let r = on("mysql-8.4", &two);
        assert!(
            r.diagnostics
                .iter()
                .any(|d| d.finding.message.contains("`pos` changes at line 15")),
            "{:?}",
            r.diagnostics
                .iter()
                .map(|d| &d.finding.message)
                .collect::<Vec<_>>()
        );
    }

    #[test]
    fn rows_picked_by_their_state_or_by_a_column_a_program_changes_are_an_error() {
        use Severity::{Error, Warning};
        // A queue pop picks a job by `popped`: two workers both take it,
        // whether or not the inputs show what sets `popped`.
        let sql = "BEGIN;\nSELECT id FROM queue WHERE popped = false ORDER BY id LIMIT 1;\n\
                   UPDATE queue SET worker = 'w1' WHERE id = 17;\nCOMMIT;\n\
                   BEGIN;\nSELECT id FROM holds WHERE expires_at < NOW() LIMIT 10;\n\
                   UPDATE holds SET note = 'x' WHERE id = 3;\nCOMMIT;\n";
        assert_eq!(severities(sql), vec![(2, Error), (6, Error)]);
        // Rows looked up by a parameter, by a column a program changes.
        let lookup = "BEGIN;\nSELECT id FROM jobs WHERE owner = @w LIMIT 1;\n\
                      UPDATE jobs SET started = NOW() WHERE id = 7;\nCOMMIT;\n";
        let mover = "DELIMITER //\nCREATE PROCEDURE hand_over(v INT)\nBEGIN\n  \
                     UPDATE jobs SET owner = 'w2' WHERE id = v;\nEND//\nDELIMITER ;\n";
        assert_eq!(severities(&format!("{lookup}{mover}")), vec![(2, Error)]);
        // Nothing changes `owner`: a lookup by who the rows are.
        assert_eq!(severities(lookup), vec![(2, Warning)]);
    }

    #[test]
    fn check_then_act() {
        let sql = "BEGIN;\nSELECT available FROM inv WHERE id = 1;\nUPDATE inv SET available = 0 WHERE id = 1;\nCOMMIT;\n\
                   BEGIN;\nSELECT id FROM units WHERE k = 1 LIMIT 1;\nDELETE FROM units WHERE id = 5;\nCOMMIT;\n";
        assert_eq!(lines_of(sql, super::NAME), vec![2, 6]);
        let modified = "BEGIN;\nSELECT state FROM orders WHERE id = 1;\nDELETE QUICK FROM orders WHERE id = 1;\nCOMMIT;\n\
                        BEGIN;\nSELECT state FROM orders WHERE id = 1;\nUPDATE IGNORE orders SET state = 2 WHERE id = 1;\nCOMMIT;\n";
        assert_eq!(lines_of(modified, super::NAME), vec![2, 6]);
    }

    #[test]
    fn serializable_reads_are_locking_reads() {
        let body = "START TRANSACTION;\nSELECT available FROM inv WHERE id = 1;\n\
                    UPDATE inv SET available = 0 WHERE id = 1;\nCOMMIT;\n";
        let at = |level: &str| {
            lines_of(
                &format!("SET TRANSACTION ISOLATION LEVEL {level};\n{body}"),
                super::NAME,
            )
        };
        assert!(at("SERIALIZABLE").is_empty());
        assert_eq!(at("REPEATABLE READ"), vec![3]);
        assert_eq!(at("READ COMMITTED"), vec![3]);
    }

    #[test]
    fn rereading_rows_the_transaction_locked_is_no_unlocked_read() {
        // The claim locks the job rows, then reads them again: the same rows
        // (same filter) or fewer (a narrower one).
        let sql = "START TRANSACTION;\n\
                   SELECT id FROM jobs WHERE queue = 'q' AND state = 'ready' LIMIT 5 FOR UPDATE SKIP LOCKED;\n\
                   SELECT payload FROM jobs WHERE queue = 'q' AND state = 'ready' AND id = 7;\n\
                   UPDATE jobs SET owner = 'w1' WHERE id = 7;\nCOMMIT;\n";
        assert!(lines_of(sql, super::NAME).is_empty());
        // Another table's lock, or a wider read, does not cover it.
        let sql = "START TRANSACTION;\n\
                   SELECT id FROM jobs WHERE queue = 'q' AND state = 'ready' LIMIT 5 FOR UPDATE SKIP LOCKED;\n\
                   SELECT payload FROM jobs WHERE state = 'ready';\n\
                   UPDATE jobs SET owner = 'w1' WHERE id = 7;\nCOMMIT;\n";
        assert_eq!(lines_of(sql, super::NAME), vec![3]);
    }

    #[test]
    fn a_named_lock_serialises_only_while_it_is_held() {
        let held = "START TRANSACTION;\nSELECT GET_LOCK('job-1', 10);\n\
                    SELECT state FROM jobs WHERE id = 1;\nUPDATE jobs SET state = 'done' WHERE id = 1;\n\
                    SELECT RELEASE_LOCK('job-1');\nCOMMIT;\n";
        assert!(lines_of(held, super::NAME).is_empty());
        // Released before the write: another worker reads the same state.
        let released = "START TRANSACTION;\nSELECT GET_LOCK('job-1', 10);\n\
                        SELECT state FROM jobs WHERE id = 1;\nSELECT RELEASE_LOCK('job-1');\n\
                        UPDATE jobs SET state = 'done' WHERE id = 1;\nCOMMIT;\n";
        assert_eq!(lines_of(released, super::NAME), vec![3]);
        // Taken by the session before the transaction, released inside it
        // before the write.
        let session = "SELECT GET_LOCK('job-1', 10);\nSTART TRANSACTION;\n\
                       SELECT state FROM jobs WHERE id = 1;\nDO RELEASE_LOCK('job-1');\n\
                       UPDATE jobs SET state = 'done' WHERE id = 1;\nCOMMIT;\n";
        assert_eq!(lines_of(session, super::NAME), vec![3]);
    }

    #[test]
    fn locked_reads_other_tables_and_autocommit_are_fine() {
        let sql = "BEGIN;\nSELECT available FROM inv WHERE id = 1 FOR UPDATE;\nUPDATE inv SET available = 0 WHERE id = 1;\nCOMMIT;\n\
                   BEGIN;\nSELECT a FROM other WHERE id = 1;\nUPDATE inv SET available = 0 WHERE id = 1;\nCOMMIT;\n\
                   SELECT available FROM inv WHERE id = 1;\nUPDATE inv SET available = 0 WHERE id = 1;\n\
                   BEGIN;\nUPDATE inv SET available = 0 WHERE id = 1;\nSELECT available FROM inv WHERE id = 1;\nCOMMIT;\n";
        assert!(lines_of(sql, super::NAME).is_empty());
    }

    #[test]
    fn with_autocommit_off() {
        let sql = "SET autocommit = 0;\nSELECT q FROM inv WHERE id = 1;\nUPDATE inv SET q = 1 WHERE id = 1;\nCOMMIT;\n";
        assert_eq!(lines_of(sql, super::NAME), vec![2]);
    }

    #[test]
    fn compare_and_set_writes_recheck() {
        let sql = "BEGIN;\nSELECT id FROM queue WHERE popped = false ORDER BY id LIMIT 1;\n\
                   UPDATE queue SET popped = true WHERE id = ? AND popped = false;\nCOMMIT;\n\
                   BEGIN;\nSELECT id FROM holds WHERE expires_at < NOW() LIMIT 100;\n\
                   DELETE FROM holds WHERE id IN (?, ?) AND expires_at < NOW();\nCOMMIT;\n";
        assert!(lines_of(sql, super::NAME).is_empty());
        // Not a re-check: the condition is on a column the write does not
        // change (both racers still update), or on the row's key.
        let sql = "BEGIN;\nSELECT id FROM queue WHERE popped = false LIMIT 1;\n\
                   UPDATE queue SET worker = ? WHERE id = ? AND popped = false;\nCOMMIT;\n\
                   BEGIN;\nSELECT id FROM holds WHERE expires_at < NOW() LIMIT 100;\n\
                   DELETE FROM holds WHERE id IN (?, ?);\nCOMMIT;\n";
        assert_eq!(lines_of(sql, super::NAME), vec![2, 6]);
    }

    #[test]
    fn temporary_tables_are_the_session_s_own() {
        let sql = "CREATE TEMPORARY TABLE work (id INT, n INT);\nBEGIN;\nSELECT n FROM work WHERE id = 1;\n\
                   UPDATE work SET n = 2 WHERE id = 1;\nCOMMIT;\n";
        assert!(lines_of(sql, super::NAME).is_empty());
    }

    #[test]
    fn an_earlier_mutex_lock_serialises() {
        let sql = "BEGIN;\nSELECT * FROM locks WHERE name = 'TRIGGER_ACCESS' FOR UPDATE;\n\
                   SELECT state FROM triggers WHERE name = ?;\nUPDATE triggers SET next_fire = ? WHERE name = ?;\nCOMMIT;\n\
                   BEGIN;\nSELECT GET_LOCK('refill', 5);\nSELECT n FROM pool WHERE k = 1;\nUPDATE pool SET n = 3 WHERE k = 1;\nCOMMIT;\n";
        assert!(lines_of(sql, super::NAME).is_empty());
        // SKIP LOCKED, a shared lock, or a lock taken after the read do not.
        let sql = "BEGIN;\nSELECT * FROM locks WHERE name = 'x' FOR UPDATE SKIP LOCKED;\n\
                   SELECT n FROM pool WHERE k = 1;\nUPDATE pool SET n = 3 WHERE k = 1;\nCOMMIT;\n\
                   BEGIN;\nSELECT * FROM locks WHERE name = 'x' FOR SHARE;\n\
                   SELECT n FROM pool WHERE k = 1;\nUPDATE pool SET n = 3 WHERE k = 1;\nCOMMIT;\n\
                   BEGIN;\nSELECT n FROM pool WHERE k = 1;\nSELECT * FROM locks WHERE name = 'x' FOR UPDATE;\n\
                   UPDATE pool SET n = 3 WHERE k = 1;\nCOMMIT;\n";
        assert_eq!(lines_of(sql, super::NAME), vec![3, 8, 12]);
    }

    #[test]
    fn a_named_lock_taken_before_the_transaction_serialises() {
        // The session's lock, taken before START TRANSACTION (as
        // sql/refill_lock.sql does): both transactions run alone.
        let sql = "SELECT GET_LOCK('stock.1', 10);\nSTART TRANSACTION;\nSELECT qty FROM stock WHERE sku = 1;\n\
                   UPDATE stock SET qty = 5 WHERE sku = 1;\nCOMMIT;\nSTART TRANSACTION;\n\
                   SELECT qty FROM stock WHERE sku = 1;\nUPDATE stock SET qty = 4 WHERE sku = 1;\nCOMMIT;\n\
                   SELECT RELEASE_LOCK('stock.1');\n";
        assert!(lines_of(sql, super::NAME).is_empty());
        // Released before the transaction: not held. A GET_LOCK in a
        // procedure's body is not the session's until it is called.
        let sql = "SELECT GET_LOCK('stock.1', 10);\nSELECT RELEASE_LOCK('stock.1');\nSTART TRANSACTION;\n\
                   SELECT qty FROM stock WHERE sku = 1;\nUPDATE stock SET qty = 5 WHERE sku = 1;\nCOMMIT;\n";
        assert_eq!(lines_of(sql, super::NAME), vec![4]);
        let sql = "DELIMITER //\nCREATE PROCEDURE p() BEGIN DO GET_LOCK('x', 1); END//\nDELIMITER ;\n\
                   START TRANSACTION;\nSELECT qty FROM stock WHERE sku = 1;\nUPDATE stock SET qty = 5 WHERE sku = 1;\nCOMMIT;\n";
        assert_eq!(lines_of(sql, super::NAME), vec![5]);
    }
}
