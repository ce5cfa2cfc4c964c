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

use crate::lint::check::{Check, Finding};
use crate::lint::facts::program::Program;

pub const NAME: &str = "hot-row-counter";

/// Looks at one part of a run at a time.
pub const CHECK: Check = Check::Part(check);

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
