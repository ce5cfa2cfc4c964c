//! ## What it does
//! Reports `SKIP LOCKED` in a query that aggregates (COUNT, SUM, ..., GROUP BY),
//! or inside a subquery whose result is aggregated.
//!
//! ## Why is this bad?
//! `SKIP LOCKED` silently leaves out every row another transaction holds. A count
//! of pool rows taken that way is wrong exactly when it matters, during a flash
//! sale while reserves hold rows: "how many units are left" comes out too low,
//! and a refill that trusts it over-fills the pool.
//!
//! ## Example
//! ```sql
//! SELECT COUNT(*) FROM reservation_units
//!  WHERE shop_id = 1 AND inventory_item_id = 2 AND inventory_group_id = 3
//!  FOR UPDATE SKIP LOCKED;
//! ```
//!
//! ## Use instead
//! ```sql
//! SELECT COUNT(*) FROM reservation_units
//!  WHERE shop_id = 1 AND inventory_item_id = 2 AND inventory_group_id = 3;
//! ```
//! (a plain consistent read counts every row, locked or not).

use crate::lint::check::{Check, Finding};
use crate::lint::facts::program::Program;
use crate::lint::syntax::vocabulary::LockWait;

pub const NAME: &str = "skip-locked-in-aggregate";

/// Looks at one part of a run at a time.
pub const CHECK: Check = Check::Part(check);

pub fn check(p: &Program) -> Vec<Finding> {
    let mut out = Vec::new();
    for (i, st) in p.statements.reported() {
        for lr in &st.locking_reads {
            if lr.wait == LockWait::SkipLocked && lr.aggregate {
                out.push(
                    Finding::at(i, p, lr.span, "SKIP LOCKED in an aggregate: rows other transactions hold are left out of the result")
                        .help("count with a plain read (no locking clause); lock only the rows you will take"),
                );
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::lint::testing::lines_of;

    #[test]
    fn counts_and_sums_with_skip_locked() {
        let sql = "SELECT COUNT(*) FROM u WHERE k = 1 FOR UPDATE SKIP LOCKED;\n\
                   SELECT k, SUM(q) FROM u GROUP BY k LIMIT 5 FOR SHARE SKIP LOCKED;\n\
                   SELECT COUNT(*) FROM (SELECT id FROM u WHERE k = 1 LIMIT 9 FOR UPDATE SKIP LOCKED) t;\n";
        assert_eq!(lines_of(sql, super::NAME), vec![1, 2, 3]);
    }

    #[test]
    fn plain_counts_and_locked_non_aggregates_are_fine() {
        let sql = "SELECT COUNT(*) FROM u WHERE k = 1;\nSELECT id FROM u WHERE k = 1 LIMIT 2 FOR UPDATE SKIP LOCKED;\n\
                   SELECT COUNT(*) FROM u WHERE k = 1 FOR UPDATE;\n";
        assert!(lines_of(sql, super::NAME).is_empty());
    }
}
