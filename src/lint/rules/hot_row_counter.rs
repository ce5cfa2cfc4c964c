//! ## What it does
//! Reports a guarded check-and-decrement of a quantity column:
//! `UPDATE t SET q = q - n ... WHERE ... q >= n` (or `q > 0`, `q - n >= 0`).
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

use crate::lint::{Finding, Program};

pub const NAME: &str = "hot-row-counter";

pub fn check(p: &Program) -> Vec<Finding> {
    p.statements
        .iter()
        .enumerate()
        .filter_map(|(i, st)| {
            let h = st.hot_counter.as_ref()?;
            Some(
                Finding::at(
                    i,
                    p,
                    h.span,
                    format!(
                        "guarded decrement of `{}` on `{}`: every buyer of the item queues on this one row's lock",
                        h.column, h.table
                    ),
                )
                .help("keep one row per unit (reservation_units) and claim units with SELECT ... FOR UPDATE SKIP LOCKED"),
            )
        })
        .collect()
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
    fn unguarded_or_increments_are_not_this_rule() {
        let sql = "UPDATE inv SET a = a - 1 WHERE id = 1;\nUPDATE inv SET a = a + 1 WHERE a >= 1;\nUPDATE inv SET a = b - 1 WHERE a >= 1;\n";
        assert!(lines_of(sql, super::NAME).is_empty());
    }
}
