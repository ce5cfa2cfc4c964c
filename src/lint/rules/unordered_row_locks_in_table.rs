//! ## What it does
//! Reports a transaction that locks several rows of one table in separate
//! statements, each row picked by its key from a value bound at run time,
//! so that the order of the locks is the order of the arguments, not one the
//! code fixes: a transfer that locks (or updates) account A and then account
//! B.
//!
//! Two statements count when both take waiting row locks (UPDATE, DELETE,
//! `FOR UPDATE`, `FOR SHARE`; not `SKIP LOCKED` or `NOWAIT`, which never
//! wait) on the same table, each with equality on the same key column
//! (primary or unique key when the table's definition is known, else a
//! column named `id`, `*_id`, `uuid` or `*_uuid`) to a different bound value:
//! two named values (`@from`, `@to`), or two `?` placeholders in two
//! statements of the same kind (two locking reads, or two writes; a locking
//! read followed by a write of `?` is taken as the same row, locked then
//! written). Not reported: literal keys (the code fixes their order), keys
//! computed in order (`LEAST(?, ?)` then `GREATEST(?, ?)`), and rows the
//! transaction already holds: after an earlier locking read of the table
//! (`SKIP LOCKED` included: the writes that follow act on the rows it
//! returned), or after locks in key order (an `IN` list or a computed key on
//! that column), and tables the inputs create with `CREATE TEMPORARY TABLE`
//! (each session has its own), a second row the transaction already
//! locked earlier, and in a stored program two rows an IF/CASE locks in one
//! order in one branch and the other way round in another (`IF p_from <
//! p_to THEN ... ELSE ... END IF`: the code picks the order), and keys one
//! of which was read from the row the other picks (`SELECT child_id INTO
//! v_child FROM t WHERE parent_id = v_parent`: the data fixes the order). In
//! a trigger, `NEW.c` and `OLD.c` of one
//! column are taken as one row: they differ only when the triggering UPDATE
//! moves the row to another key, which this rule does not try to see.
//!
//! ## Why is this bad?
//! Two such transactions with the arguments the other way round (a transfer
//! from A to B and one from B to A) each lock their first row and wait for
//! the other's: a deadlock. InnoDB rolls one back (error 1213); under load
//! the retries pile up. Nothing in the schema prevents it, and it only shows
//! with real traffic.
//!
//! ## Example
//! ```sql
//! START TRANSACTION;
//! UPDATE accounts SET balance = balance - @amount WHERE account_id = @from_account;
//! UPDATE accounts SET balance = balance + @amount WHERE account_id = @to_account;
//! COMMIT;
//! ```
//!
//! ## Use instead
//! Lock every row in one statement, in key order, then write:
//! ```sql
//! START TRANSACTION;
//! SELECT account_id, balance FROM accounts
//!  WHERE account_id IN (@from_account, @to_account) ORDER BY account_id FOR UPDATE;
//! UPDATE accounts SET balance = balance - @amount WHERE account_id = @from_account;
//! UPDATE accounts SET balance = balance + @amount WHERE account_id = @to_account;
//! COMMIT;
//! ```
//! or lock them one by one in key order (`WHERE account_id = LEAST(@a, @b)`,
//! then `GREATEST(@a, @b)`).

use crate::lint::check::{Check, Finding};
use crate::lint::facts::model::{Operand, Rows, StatementKind, TableRef};
use crate::lint::facts::program::Program;
use crate::lint::rules::helpers;
use crate::lint::syntax::flow::Flow;
use crate::lint::syntax::vocabulary::LockWait;
use std::collections::{HashMap, HashSet};

pub const NAME: &str = "unordered-row-locks-in-table";

/// Looks at one part of a run at a time.
pub const CHECK: Check = Check::Part(check);

/// One statement's waiting row locks on one table.
struct Lock<'p> {
    stmt: usize,
    /// Its position in the transaction.
    pos: usize,
    /// A locking read (else a write).
    read: bool,
    at: &'p TableRef,
}

/// Tables a statement takes waiting row locks on, with where each is named.
fn waiting_locks(p: &Program, pos: usize, s: usize) -> Vec<Lock<'_>> {
    let st = &p.statements[s];
    let mut out = Vec::new();
    if matches!(st.kind, StatementKind::Update | StatementKind::Delete) {
        out.extend(st.writes.iter().map(|at| Lock {
            stmt: s,
            pos,
            read: false,
            at,
        }));
    }
    for lr in st
        .locking_reads
        .iter()
        .filter(|lr| lr.wait == LockWait::Wait)
    {
        out.extend(lr.tables.iter().map(|at| Lock {
            stmt: s,
            pos,
            read: true,
            at,
        }));
    }
    out
}

/// The single bound value a statement's rows of `table` have in `col`.
fn bound_key(rows: &[Rows], col: &str) -> Option<String> {
    match rows.iter().find_map(|r| r.values.get(col))?.as_slice() {
        [Operand::Param(name)] => Some(name.clone()),
        _ => None,
    }
}

/// `NEW.c` and `OLD.c` of one column: one row, unless the triggering UPDATE
/// changes `c`.
fn same_trigger_column(a: &str, b: &str) -> bool {
    let column = |k: &str| {
        k.strip_prefix("new.")
            .or_else(|| k.strip_prefix("old."))
            .map(str::to_string)
    };
    column(a).is_some_and(|c| column(b) == Some(c))
}

/// Whether the statement locks rows by `col` in an order the code fixes:
/// an IN list (locked in index order) or a computed key (`LEAST(?, ?)`).
fn locks_in_key_order(rows: &[Rows], col: &str) -> bool {
    rows.iter().any(|r| {
        r.values
            .get(col)
            .is_some_and(|v| v.len() > 1 || v.contains(&Operand::Computed))
    })
}

/// The key columns two statements both pick one bound row of `table` by.
fn shared_keys(p: &Program, table: &str, a: &[Rows], b: &[Rows]) -> Vec<String> {
    let mut cols: Vec<String> = a
        .iter()
        .flat_map(|r| r.values.keys().cloned())
        .filter(|c| helpers::is_key_column(p, table, c))
        .collect();
    cols.dedup();
    cols.retain(|c| b.iter().any(|r| r.values.contains_key(c)));
    cols
}

/// Whether one key is read from a row the other picks, in an earlier
/// statement (`SELECT mview_id INTO v_child FROM mview WHERE parent_mview_id
/// = v_parent`): the data links the two rows, and the code's order between
/// them (child, then parent) is the same in every run.
fn linked(p: &Program, before: &[usize], ka: &str, kb: &str) -> bool {
    let word_in = |text: &str, w: &str| {
        text.match_indices(w).any(|(i, _)| {
            let ok =
                |c: Option<char>| !c.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '@');
            ok(text[..i].chars().next_back()) && ok(text[i + w.len()..].chars().next())
        })
    };
    before.iter().any(|&s| {
        let st = &p.statements[s];
        if st.kind != StatementKind::Select {
            return false;
        }
        let text = p.files[st.file].text[st.span.start..st.span.end].to_ascii_lowercase();
        let Some(into) = text.find(" into ") else {
            return false;
        };
        let rest = &text[into + " into ".len()..];
        let (targets, after) = rest.split_at(rest.find(" from ").unwrap_or(rest.len()));
        let targets: Vec<&str> = targets.split(',').map(str::trim).collect();
        [(ka, kb), (kb, ka)]
            .iter()
            .any(|(x, y)| targets.contains(x) && word_in(after, y))
    })
}

/// Where statements sit in the stored programs' IF/CASE branches.
#[derive(Default)]
struct Arms {
    /// Statement -> the (branch, arm) pairs it sits in.
    of: HashMap<usize, Vec<(usize, usize)>>,
    /// Branch -> its arms' statements, in order.
    branches: Vec<Vec<Vec<usize>>>,
}

impl Arms {
    fn new(p: &Program) -> Arms {
        fn walk(flows: &[Flow], stack: &mut Vec<(usize, usize)>, arms: &mut Arms) {
            for f in flows {
                match f {
                    Flow::Stmt(i) | Flow::Call { stmt: i, .. } => {
                        arms.of.insert(*i, stack.clone());
                        for &(b, arm) in stack.iter() {
                            arms.branches[b][arm].push(*i);
                        }
                    }
                    Flow::Block { body, handlers, .. } => {
                        walk(body, stack, arms);
                        handlers.iter().for_each(|h| walk(h, stack, arms));
                    }
                    Flow::Branch(list) => {
                        let b = arms.branches.len();
                        arms.branches.push(vec![Vec::new(); list.len()]);
                        for (k, arm) in list.iter().enumerate() {
                            stack.push((b, k));
                            walk(arm, stack, arms);
                            stack.pop();
                        }
                    }
                    Flow::Loop { body, .. } => walk(body, stack, arms),
                    Flow::Leave(_) | Flow::Iterate(_) | Flow::Return | Flow::Signal => {}
                }
            }
        }
        let mut arms = Arms::default();
        for r in p.routines.iter() {
            walk(&r.body, &mut Vec::new(), &mut arms);
        }
        arms
    }
}

/// One run of the rule: the statements' rows, read once each.
struct Run<'p> {
    p: &'p Program,
    cache: HashMap<usize, Vec<Rows>>,
    arms: Arms,
}

impl Run<'_> {
    /// Rows of `table` a statement touches: the model's when it kept them
    /// (a statement that locks rows), else re-parsed once per statement.
    fn rows(&mut self, s: usize, table: &str) -> Vec<Rows> {
        let p = self.p;
        self.cache
            .entry(s)
            .or_insert_with(|| match &p.statements[s].rows {
                Some(touched) => touched.rows.clone(),
                None => helpers::parse(p, s)
                    .map(|parsed| parsed.touched_rows())
                    .unwrap_or_default(),
            })
            .iter()
            .filter(|r| r.table == table)
            .cloned()
            .collect()
    }

    /// The bound key `col` a statement locks one row of `table` by.
    fn key(&mut self, s: usize, table: &str, col: &str) -> Option<String> {
        let rows = self.rows(s, table);
        bound_key(&rows, col)
    }

    /// A locking read and a write of the same table by two different named
    /// values (`@from`, `@to`): two rows, whatever their kinds.
    fn named_pair(&mut self, a: &Lock, b: &Lock, table: &str) -> bool {
        let (ra, rb) = (self.rows(a.stmt, table), self.rows(b.stmt, table));
        shared_keys(self.p, table, &ra, &rb).iter().any(|c| {
            matches!((bound_key(&ra, c), bound_key(&rb, c)), (Some(x), Some(y)) if x != y && x != "?" && y != "?")
        })
    }

    /// Whether `a` and `b` sit in one arm of an IF/CASE another arm of which
    /// locks the same two keys the other way round: the code picks the order
    /// at run time (`IF p_from < p_to THEN ... ELSE ... END IF`).
    fn ordered_by_branch(
        &mut self,
        a: usize,
        b: usize,
        table: &str,
        col: &str,
        ka: &str,
        kb: &str,
    ) -> bool {
        let (Some(in_a), Some(in_b)) = (self.arms.of.get(&a), self.arms.of.get(&b)) else {
            return false;
        };
        let common: Vec<(usize, usize)> =
            in_a.iter().filter(|x| in_b.contains(x)).copied().collect();
        for (branch, arm) in common {
            let others: Vec<Vec<usize>> = self.arms.branches[branch]
                .iter()
                .enumerate()
                .filter(|(k, _)| *k != arm)
                .map(|(_, stmts)| stmts.clone())
                .collect();
            for stmts in others {
                let keys: Vec<String> = stmts
                    .iter()
                    .filter_map(|&s| self.key(s, table, col))
                    .collect();
                let first_kb = keys.iter().position(|k| k == kb);
                if first_kb.is_some_and(|i| keys[i..].iter().any(|k| k == ka)) {
                    return true;
                }
            }
        }
        false
    }

    /// The first pair of statements locking two bound rows of `table` in
    /// argument order, reported at the second.
    fn first_unordered_pair(
        &mut self,
        statements: &[usize],
        table: &str,
        locks: &[Lock],
    ) -> Option<Finding> {
        let p = self.p;
        for (j, b) in locks.iter().enumerate() {
            let rb = self.rows(b.stmt, table);
            for (i, a) in locks[..j].iter().enumerate() {
                if a.stmt == b.stmt || (a.read != b.read && !self.named_pair(a, b, table)) {
                    continue;
                }
                let ra = self.rows(a.stmt, table);
                for col in shared_keys(p, table, &ra, &rb) {
                    let (Some(ka), Some(kb)) = (bound_key(&ra, &col), bound_key(&rb, &col)) else {
                        continue;
                    };
                    let anonymous = ka == "?" && kb == "?";
                    if (ka == kb && !anonymous) || same_trigger_column(&ka, &kb) {
                        continue;
                    }
                    // Rows already held do not wait: an earlier locking read of
                    // the table of any kind (the writes after a SKIP LOCKED scan
                    // act on the rows it returned), or earlier locks in key order.
                    let held = statements[..a.pos].iter().any(|&e| {
                        p.statements[e]
                            .locking_reads
                            .iter()
                            .any(|lr| lr.tables.iter().any(|t| t.name == table))
                    }) || locks[..i].iter().any(|e| {
                        let rows = self.rows(e.stmt, table);
                        locks_in_key_order(&rows, &col)
                    });
                    // The second row already locked by an earlier statement:
                    // this one does not wait for it.
                    let relocked = kb != "?"
                        && locks[..j].iter().any(|e| {
                            e.stmt != a.stmt
                                && self.key(e.stmt, table, &col).as_deref() == Some(kb.as_str())
                        });
                    if held
                        || relocked
                        || linked(p, &statements[..b.pos], &ka, &kb)
                        || self.ordered_by_branch(a.stmt, b.stmt, table, &col, &ka, &kb)
                    {
                        continue;
                    }
                    let sa = &p.statements[a.stmt];
                    let line = p.files[sa.file].position(sa.span.start).line;
                    return Some(
                        Finding::at(
                            b.stmt,
                            p,
                            b.at.span,
                            format!(
                                "locks a second row of `{table}` by `{col}` ({kb}) after the one at line {line} ({ka}): \
                                 the order is the arguments', so the same transaction with them the other way round \
                                 (A to B against B to A) deadlocks with this one"
                            ),
                        )
                        .help(format!(
                            "lock the rows in one statement in key order (WHERE {col} IN (...) ORDER BY {col} FOR UPDATE), \
                             or one by one in key order (LEAST / GREATEST of the keys)"
                        ))
                        .related(sa.file, a.at.span, format!("first row of `{table}` locked here")),
                    );
                }
            }
        }
        None
    }
}

pub fn check(p: &Program) -> Vec<Finding> {
    let mut out = Vec::new();
    let mut check = Run {
        p,
        cache: HashMap::new(),
        arms: Arms::new(p),
    };
    let temporary = helpers::temporary_tables(p);
    // A statement of a procedure is in every transaction that calls it.
    let mut reported: HashSet<(usize, String)> = HashSet::new();
    for tx in p.transactions.iter().filter(|t| t.statements.len() > 1) {
        // Table -> its waiting locks in this transaction, in order.
        let mut by_table: HashMap<&str, Vec<Lock>> = HashMap::new();
        let mut order: Vec<&str> = Vec::new();
        for (pos, &s) in tx.statements.iter().enumerate() {
            for l in waiting_locks(p, pos, s) {
                let name = l.at.name.as_str();
                if temporary.contains(name) {
                    continue;
                }
                if !by_table.contains_key(name) {
                    order.push(name);
                }
                by_table.entry(name).or_default().push(l);
            }
        }
        for table in order {
            let locks = &by_table[table];
            let mut distinct: Vec<usize> = locks.iter().map(|l| l.stmt).collect();
            distinct.dedup();
            if distinct.len() < 2 {
                continue;
            }
            if let Some(f) = check.first_unordered_pair(&tx.statements, table, locks)
                && let Some(s) = f.statement
                && reported.insert((s, table.to_string()))
            {
                out.push(f);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::lint::testing::lines_of;

    #[test]
    fn transfers_in_argument_order() {
        let sql = "START TRANSACTION;\n\
                   UPDATE accounts SET balance = balance - @amt WHERE account_id = @src;\n\
                   UPDATE accounts SET balance = balance + @amt WHERE account_id = @dst;\nCOMMIT;\n\
                   START TRANSACTION;\nSELECT balance FROM wallets WHERE id = ? FOR UPDATE;\n\
                   SELECT balance FROM wallets WHERE id = ? FOR UPDATE;\nCOMMIT;\n\
                   START TRANSACTION;\nSELECT balance FROM wallets WHERE id = @a FOR UPDATE;\n\
                   UPDATE wallets SET balance = 0 WHERE id = @b;\nCOMMIT;\n";
        assert_eq!(lines_of(sql, super::NAME), vec![3, 7, 11]);
    }

    #[test]
    fn keys_linked_by_the_data_are_ordered() {
        let sql = "START TRANSACTION;\nSELECT id INTO @child FROM views WHERE parent_id = @view;\n\
                   UPDATE views SET n = 1 WHERE id = @child;\nUPDATE views SET n = 2 WHERE id = @view;\nCOMMIT;\n\
                   START TRANSACTION;\nSELECT other_id INTO @x FROM links WHERE owner = 1;\n\
                   UPDATE views SET n = 1 WHERE id = @child;\nUPDATE views SET n = 2 WHERE id = @view;\nCOMMIT;\n";
        assert_eq!(lines_of(sql, super::NAME), vec![9]);
    }

    #[test]
    fn fixed_orders_and_one_row_are_fine() {
        let sql = "START TRANSACTION;\nSELECT balance FROM wallets WHERE id = ? FOR UPDATE;\n\
                   UPDATE wallets SET balance = ? WHERE id = ?;\nCOMMIT;\n\
                   START TRANSACTION;\nUPDATE wallets SET a = 1 WHERE id = 1;\nUPDATE wallets SET a = 2 WHERE id = 2;\nCOMMIT;\n\
                   START TRANSACTION;\nSELECT * FROM wallets WHERE id = LEAST(?, ?) FOR UPDATE;\n\
                   SELECT * FROM wallets WHERE id = GREATEST(?, ?) FOR UPDATE;\nCOMMIT;\n\
                   START TRANSACTION;\nSELECT * FROM wallets WHERE id IN (@a, @b) ORDER BY id FOR UPDATE;\n\
                   UPDATE wallets SET n = 1 WHERE id = @a;\nUPDATE wallets SET n = 2 WHERE id = @b;\nCOMMIT;\n\
                   START TRANSACTION;\nSELECT * FROM jobs WHERE id = @a FOR UPDATE SKIP LOCKED;\n\
                   SELECT * FROM jobs WHERE id = @b FOR UPDATE SKIP LOCKED;\nCOMMIT;\n\
                   START TRANSACTION;\nUPDATE wallets SET n = 1 WHERE id = @a;\nUPDATE wallets SET n = 2 WHERE id = @a;\nCOMMIT;\n\
                   START TRANSACTION;\nUPDATE monitors SET n = n - 1 WHERE id = OLD.monitor_id;\n\
                   UPDATE monitors SET n = n + 1 WHERE id = NEW.monitor_id;\nCOMMIT;\n\
                   UPDATE wallets SET n = 1 WHERE id = @a;\nUPDATE wallets SET n = 2 WHERE id = @b;\n\
                   START TRANSACTION;\nUPDATE wallets SET n = 1 WHERE note = @a;\nUPDATE wallets SET n = 2 WHERE note = @b;\nCOMMIT;\n\
                   START TRANSACTION;\nSELECT id FROM units WHERE k = ? LIMIT 2 FOR UPDATE SKIP LOCKED;\n\
                   DELETE FROM units WHERE id = ?;\nDELETE FROM units WHERE id = ?;\nCOMMIT;\n\
                   CREATE TEMPORARY TABLE work (id INT);\nSTART TRANSACTION;\n\
                   UPDATE work SET n = 1 WHERE id = @a;\nUPDATE work SET n = 2 WHERE id = @b;\nCOMMIT;\n";
        assert!(lines_of(sql, super::NAME).is_empty());
    }
}
