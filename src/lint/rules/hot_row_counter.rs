//! ## What it does
//! Reports a guarded check-and-decrement of a quantity column,
//! `UPDATE t SET q = q - n ... WHERE ... q >= n` (or `q > 0`, `q - n >= 0`),
//! and the same design counting holds upwards against a capacity column of
//! the row: `UPDATE t SET locked = locked + n WHERE ... AND locked + n <= stock`
//! (or `stock >= locked + n`, `stock - locked >= n`, `locked < stock`).
//! Statements in stored procedures, functions and triggers are checked like
//! any other; their parameters, local variables and `NEW.col` are values.
//!
//! An increment bounded by a constant or a parameter (`attempts = attempts + 1
//! ... AND attempts < 5`) is a per-row retry or rate counter, not stock, and
//! is not reported; nor is an increment of a column named for attempts,
//! retries, tries, failures or errors, whatever bounds it (`attempts < max_attempts`:
//! a job's own limit, kept in its row).
//! An increment bounded by another column with any other name is a hold
//! (`booked < max_capacity` counts seats).
//!
//! ## Why is this bad?
//! It is correct, but it is the single-row design: every buyer of the item
//! updates the same row, so under a flash sale they all queue on that row's lock
//! and throughput collapses to one reservation per lock hold time. The pool
//! design stores one row per sellable unit and claims rows with
//! `SELECT ... FOR UPDATE SKIP LOCKED`, so concurrent buyers lock different rows.
//!
//! ## Example
//! ```sql
//! UPDATE inventory_levels SET available = available - 1
//!  WHERE shop_id = 1 AND inventory_item_id = 2 AND available >= 1;
//! -- the same, counting holds up against the stock
//! UPDATE sku_stock SET locked = locked + ?
//!  WHERE sku_id = ? AND locked + ? <= stock;
//! ```
//!
//! ## Use instead
//! ```sql
//! SET TRANSACTION ISOLATION LEVEL READ COMMITTED;
//! START TRANSACTION;
//! SELECT id FROM reservation_units
//!  WHERE shop_id = 1 AND inventory_item_id = 2 AND inventory_group_id = 3
//!  LIMIT 1 FOR UPDATE SKIP LOCKED;
//! DELETE FROM reservation_units
//!  WHERE shop_id = 1 AND inventory_item_id = 2 AND inventory_group_id = 3 AND id IN (41);
//! INSERT INTO reserved_quantities (shop_id, inventory_item_id, inventory_group_id, checkout_id, quantity, expires_at)
//!  VALUES (1, 2, 3, 'c1', 1, NOW() + INTERVAL 10 MINUTE);
//! COMMIT;
//! ```

use crate::lint::model::HotCounter;
use crate::lint::rules::sql::{self, Names};
use crate::lint::scan::RawStatement;
use crate::lint::{Finding, Program};
use sqlparser::ast::{self, AssignmentTarget, BinaryOperator, Expr, TableFactor};

pub const NAME: &str = "hot-row-counter";

/// Which way the counter moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Direction {
    /// `q = q - n` guarded from below: stock taken.
    Decrement,
    /// `q = q + n` guarded from above by a column: a hold counted.
    Increment,
}

/// `x` is `col`, or `col OP e` (`e OP col` too when OP is `+`).
fn is_col_op(x: &Expr, col: &str, op: &BinaryOperator) -> bool {
    match x {
        Expr::Nested(inner) => is_col_op(inner, col, op),
        Expr::BinaryOp { left, op: o, right } if o == op => {
            sql::column(left).as_deref() == Some(col)
                || (*op == BinaryOperator::Plus && sql::column(right).as_deref() == Some(col))
        }
        _ => sql::column(x).as_deref() == Some(col),
    }
}

/// `e - col`, where `e` mentions a column (`stock - locked`).
fn is_room_left(x: &Expr, col: &str, names: &Names) -> bool {
    match x {
        Expr::Nested(inner) => is_room_left(inner, col, names),
        Expr::BinaryOp {
            left,
            op: BinaryOperator::Minus,
            right,
        } => sql::column(right).as_deref() == Some(col) && mentions_column(left, names),
        _ => false,
    }
}

fn mentions_column(e: &Expr, names: &Names) -> bool {
    let mut cols = Vec::new();
    names.columns_in(e, &mut cols);
    !cols.is_empty()
}

/// Whether `cond` bounds the counter the way `direction` needs: from below
/// for a decrement (`q >= n`, `q - n >= 0`, `0 < q`), from above by another
/// column for an increment (`q + n <= stock`, `stock >= q + n`,
/// `stock - q >= n`).
fn guards(cond: &Expr, col: &str, direction: Direction, names: &Names) -> bool {
    let Expr::BinaryOp { left, op, right } = cond else {
        return false;
    };
    // (smaller side, larger side) of the comparison.
    let (small, large) = match op {
        BinaryOperator::GtEq | BinaryOperator::Gt => (right, left),
        BinaryOperator::LtEq | BinaryOperator::Lt => (left, right),
        _ => return false,
    };
    match direction {
        Direction::Decrement => is_col_op(large, col, &BinaryOperator::Minus),
        Direction::Increment => {
            (is_col_op(small, col, &BinaryOperator::Plus) && mentions_column(large, names))
                || is_room_left(large, col, names)
        }
    }
}

/// Whether a column's name says it counts a job's attempts (retries,
/// tries, failures, errors): a per-row counter, not units of stock.
fn counts_attempts(col: &str) -> bool {
    ["attempt", "retr", "tries", "fail", "error"]
        .iter()
        .any(|w| col.contains(w))
}

/// The counter an UPDATE's tree guards, if any: `text` is the statement's
/// file text, `raw` its scan (to place the column). The model calls it on
/// the tree it parsed, once, and keeps the fact for [`check`].
pub fn counter_in(
    stmt: &ast::Statement,
    names: &Names,
    text: &str,
    raw: &RawStatement,
) -> Option<HotCounter> {
    let ast::Statement::Update(u) = stmt else {
        return None;
    };
    if !may_match(text.get(raw.span.start..raw.span.end)?) {
        return None;
    }
    let selection = u.selection.as_ref()?;
    let conds = sql::conjuncts(selection);
    for a in &u.assignments {
        let AssignmentTarget::ColumnName(target) = &a.target else {
            continue;
        };
        let Some(ident) = sql::last_name(target) else {
            continue;
        };
        let col = ident.value.to_ascii_lowercase();
        let direction = match &a.value {
            Expr::BinaryOp {
                left,
                op: BinaryOperator::Minus,
                ..
            } if sql::column(left).as_deref() == Some(col.as_str()) => Direction::Decrement,
            Expr::BinaryOp {
                left,
                op: BinaryOperator::Plus,
                right,
            } if sql::column(left).as_deref() == Some(col.as_str())
                || sql::column(right).as_deref() == Some(col.as_str()) =>
            {
                Direction::Increment
            }
            _ => continue,
        };
        if direction == Direction::Increment && counts_attempts(&col) {
            continue;
        }
        if conds.iter().any(|c| guards(c, &col, direction, names)) {
            let table = match &u.table.relation {
                TableFactor::Table { name, .. } => {
                    sql::last_name(name).map(|i| i.value.to_ascii_lowercase())
                }
                _ => None,
            }
            .unwrap_or_default();
            return Some(HotCounter {
                span: sql::ident_span(raw, ident),
                column: col,
                table,
                increment: direction == Direction::Increment,
            });
        }
    }
    None
}

/// Cheap test on the text before reading the tree: an assignment with `-`
/// or `+` and a comparison with `<` or `>`.
fn may_match(text: &str) -> bool {
    text.contains(['-', '+']) && text.contains(['<', '>'])
}

pub fn check(p: &Program) -> Vec<Finding> {
    let mut out = Vec::new();
    for (i, st) in p.statements.reported() {
        let Some(h) = &st.hot_counter else {
            continue;
        };
        let what = if h.increment {
            "guarded increment (a hold counted on one row)"
        } else {
            "guarded decrement"
        };
        out.push(
            Finding::at(
                i,
                p,
                h.span,
                format!(
                    "{what} of `{}` on `{}`: every buyer of the item queues on this one row's lock",
                    h.column, h.table
                ),
            )
            .help("keep one row per unit (reservation_units) and claim units with SELECT ... FOR UPDATE SKIP LOCKED"),
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::lint::testing::lines_of;

    #[test]
    fn guarded_decrements() {
        let sql = "UPDATE inv SET available = available - 1 WHERE id = 1 AND available >= 1;\n\
                   UPDATE inv SET available = available - ?\n  WHERE id = ? AND available - ? >= 0;\n\
                   UPDATE inv SET a = a - 1 WHERE id = 1 AND a > 0;\n\
                   UPDATE inv SET a = a - 1 WHERE id = 1 AND 0 < a;\n";
        assert_eq!(lines_of(sql, super::NAME), vec![1, 2, 4, 5]);
    }

    #[test]
    fn guarded_increments_against_a_column() {
        let sql = "UPDATE stock SET locked = locked + ? WHERE sku = ? AND locked + ? <= total;\n\
                   UPDATE stock SET locked = locked + 1 WHERE sku = 1 AND total >= locked + 1;\n\
                   UPDATE stock SET locked = ? + locked WHERE sku = 1 AND total - locked >= ?;\n\
                   UPDATE stock SET locked = locked + 1 WHERE sku = 1 AND locked < total;\n";
        assert_eq!(lines_of(sql, super::NAME), vec![1, 2, 3, 4]);
    }

    #[test]
    fn unguarded_or_per_row_counters_are_not_this_rule() {
        let sql = "UPDATE inv SET a = a - 1 WHERE id = 1;\nUPDATE inv SET a = a + 1 WHERE a >= 1;\n\
                   UPDATE inv SET a = b - 1 WHERE a >= 1;\n\
                   UPDATE jobs SET attempts = attempts + 1 WHERE id = ? AND attempts < 5;\n\
                   UPDATE jobs SET attempts = attempts + 1 WHERE id = ? AND attempts < ?;\n\
                   UPDATE inv SET a = a - 1 WHERE id = 1 AND a <= 9;\n\
                   UPDATE jobs SET attempts = attempts + 1 WHERE id = ? AND attempts < max_attempts;\n\
                   UPDATE jobs SET retry_count = retry_count + 1, status = 'retry' WHERE job_id = ? AND retry_count < max_retries;\n\
                   UPDATE q SET failures = failures + 1 WHERE id = ? AND failures + 1 <= max_failures;\n";
        assert!(lines_of(sql, super::NAME).is_empty());
        // A seat count bounded by a maximum is a hold: still reported.
        let sql = "UPDATE events SET booked = booked + 1 WHERE id = ? AND booked < max_capacity;\n";
        assert_eq!(lines_of(sql, super::NAME), vec![1]);
    }

    #[test]
    fn the_column_is_pointed_at() {
        use crate::lint::testing::lint_with;
        let sql = "UPDATE inv SET n = 2,\n  qty = qty - 1 WHERE item_id = 7 AND qty >= 1";
        let files = [("a.sql", sql)];
        let found = lint_with(&files, &crate::lint::testing::all_rules());
        assert!(found.contains(&(super::NAME, 2)), "{found:?}");
    }
}
