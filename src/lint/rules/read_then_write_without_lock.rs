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

use crate::lint::check::{Check, Finding};
use crate::lint::facts::analyze::object_last as last_name;
use crate::lint::facts::model::StatementKind;
use crate::lint::facts::program::Program;
use crate::lint::facts::touched_rows::{conjuncts, selects};
use crate::lint::rules::helpers::{self, Parsed};
use crate::lint::syntax::vocabulary::{IsolationLevel, LockKind};
use sqlparser::ast::{self, AssignmentTarget, Expr, SelectItem};
use std::collections::{HashMap, HashSet};

pub const NAME: &str = "read-then-write-without-lock";

/// Looks at one part of a run at a time.
pub const CHECK: Check = Check::Part(check);

/// Columns a plain read looks at.
struct Read {
    /// Selected columns; `None` for `*`.
    projected: Option<Vec<String>>,
    /// Every column its WHERE mentions.
    filtered: Vec<String>,
    /// Columns its WHERE compares with `=` / `IN` to values: the rows it
    /// addresses.
    addressed: Vec<String>,
}

fn read_facts(parsed: &Parsed) -> Option<Read> {
    let ast::Statement::Query(q) = &parsed.ast else {
        return None;
    };
    let mut blocks = Vec::new();
    selects(&q.body, &mut blocks);
    let mut r = Read {
        projected: Some(Vec::new()),
        filtered: Vec::new(),
        addressed: Vec::new(),
    };
    for s in blocks {
        for item in &s.projection {
            match item {
                SelectItem::UnnamedExpr(e) | SelectItem::ExprWithAlias { expr: e, .. } => {
                    if let Some(p) = &mut r.projected {
                        parsed.names.columns_in(e, p);
                    }
                }
                _ => r.projected = None,
            }
        }
        if let Some(w) = &s.selection {
            parsed.names.columns_in(w, &mut r.filtered);
        }
        r.addressed.extend(
            parsed
                .names
                .filters(s.selection.as_ref())
                .iter()
                .map(|f| f.column().to_string()),
        );
    }
    Some(r)
}

/// The write's assigned columns and the columns of each of its WHERE's
/// conditions.
fn write_facts(parsed: &Parsed) -> Option<(Vec<String>, Vec<Vec<String>>)> {
    let (assigned, selection): (Vec<String>, Option<&Expr>) = match &parsed.ast {
        ast::Statement::Update(u) => (
            u.assignments
                .iter()
                .filter_map(|a| match &a.target {
                    AssignmentTarget::ColumnName(n) => {
                        last_name(n).map(|i| i.value.to_ascii_lowercase())
                    }
                    _ => None,
                })
                .collect(),
            u.selection.as_ref(),
        ),
        ast::Statement::Delete(d) => (Vec::new(), d.selection.as_ref()),
        _ => return None,
    };
    let conditions = selection
        .map(conjuncts)
        .unwrap_or_default()
        .into_iter()
        .map(|c| {
            let mut cols = Vec::new();
            parsed.names.columns_in(c, &mut cols);
            cols
        })
        .collect();
    Some((assigned, conditions))
}

/// Whether the write re-checks what the read decided on, so that of two
/// transactions racing through the same read only one write succeeds:
/// - an UPDATE whose WHERE constrains a column it assigns (compare-and-set:
///   `SET popped = true WHERE id = ? AND popped = false`);
/// - a DELETE whose WHERE constrains a column the read selected or filtered
///   on, other than the columns both use to address the rows and the table's
///   key columns (`DELETE ... WHERE id IN (...) AND expires_at < NOW()`).
fn rechecks(p: &Program, table: &str, read: usize, write: usize) -> bool {
    let (Some(r), Some(w)) = (helpers::parse(p, read), helpers::parse(p, write)) else {
        return false;
    };
    let (Some(r), Some((assigned, conditions))) = (read_facts(&r), write_facts(&w)) else {
        return false;
    };
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

/// Whether the transaction already holds the rows a plain read of `table`
/// (statement `s`) reads: an earlier `FOR UPDATE` of the same table whose
/// equality filter the read repeats (same or narrower rows: a re-read of
/// what the transaction locked, its own `SKIP LOCKED` claim included).
fn rereads_own_locked_rows(
    p: &Program,
    tx: &crate::lint::facts::model::Transaction,
    k: usize,
    s: usize,
    table: &str,
) -> bool {
    let Some(read) = helpers::parse(p, s).as_ref().and_then(read_facts) else {
        return false;
    };
    tx.statements[..k].iter().any(|&e| {
        p.statements[e].locking_reads.iter().any(|lr| {
            lr.kind == LockKind::Update
                && lr.tables.iter().any(|t| t.name == table)
                && !lr.eq_columns.is_empty()
                && lr.eq_columns.iter().all(|c| read.addressed.contains(c))
        })
    })
}

pub fn check(p: &Program) -> Vec<Finding> {
    let mut out = Vec::new();
    let mut bodies: Option<HashSet<usize>> = None;
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
            for read in &st.plain_reads {
                if temporary.contains(&read.name) || reported.contains(&(s, read.name.as_str())) {
                    continue;
                }
                let Some(at) = writes.get(read.name.as_str()) else {
                    continue;
                };
                let later = &at[at.partition_point(|&x| x <= k)..];
                let Some((wk, w)) = later
                    .iter()
                    .map(|&wk| (wk, tx.statements[wk]))
                    .find(|&(_, w)| !rechecks(p, &read.name, s, w))
                else {
                    continue;
                };
                if rereads_own_locked_rows(p, tx, k, s, &read.name) {
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
                let ws = &p.statements[w];
                let Some(wt) = ws.writes.iter().find(|t| t.name == read.name) else {
                    continue;
                };
                let wfile = &p.files[ws.file];
                let line = wfile.position(ws.span.start).line;
                let at = if ws.file == st.file {
                    format!("line {line}")
                } else {
                    format!("{}:{line}", wfile.path)
                };
                out.push(
                    Finding::at(
                        s,
                        p,
                        read.span,
                        format!(
                            "plain SELECT of `{}`, which this transaction then writes ({at}) without \
                             re-checking what it read: another transaction can change it in between",
                            read.name
                        ),
                    )
                    .help("lock what you check (SELECT ... FOR UPDATE), or make the write compare-and-set (its WHERE re-checks the value it changes, and the row count is checked)")
                    .related(ws.file, wt.span, "written here"),
                );
                reported.insert((s, read.name.as_str()));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::lint::testing::lines_of;

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
