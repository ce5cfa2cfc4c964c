//! ## What it does
//! Reports a `SKIP LOCKED` scan, or a `FOR UPDATE` read, without `LIMIT`. An
//! equality lookup on the table's full primary key is exempt when the table's
//! definition is known (poolctl's migrations, `--schema` files, the project's
//! `migrations/`, or a CREATE TABLE among the linted files).
//!
//! ## Why is this bad?
//! A locking read locks every row it reads. Without `LIMIT`, a reserve that
//! needs 2 units locks the whole pool of the item: every other buyer's `SKIP
//! LOCKED` scan now finds nothing (a false "sold out"), and a plain `FOR UPDATE`
//! makes them all wait.
//!
//! ## Example
//! ```sql
//! SELECT id FROM reservation_units
//!  WHERE shop_id = 1 AND inventory_item_id = 2 AND inventory_group_id = 3
//!  FOR UPDATE SKIP LOCKED;
//! ```
//!
//! ## Use instead
//! ```sql
//! SELECT id FROM reservation_units
//!  WHERE shop_id = 1 AND inventory_item_id = 2 AND inventory_group_id = 3
//!  LIMIT 2 FOR UPDATE SKIP LOCKED;
//! ```

use crate::lint::model::{LockKind, LockWait};
use crate::lint::{Finding, Program};

pub const NAME: &str = "locking-read-without-limit";

pub fn check(p: &Program) -> Vec<Finding> {
    let mut out = Vec::new();
    for (i, st) in p.statements.iter().enumerate() {
        for lr in &st.locking_reads {
            if lr.has_limit || !(lr.wait == LockWait::SkipLocked || lr.kind == LockKind::Update) {
                continue;
            }
            let point_lookup = lr.tables.len() == 1
                && p.schema
                    .get(&lr.tables[0].name)
                    .is_some_and(|t| t.is_full_pk(&lr.eq_columns));
            if point_lookup {
                continue;
            }
            let what = if lr.wait == LockWait::SkipLocked {
                "SKIP LOCKED scan"
            } else {
                "FOR UPDATE read"
            };
            out.push(
                Finding::at(i, p, lr.span, format!("{what} without LIMIT locks every row it matches"))
                    .help("add LIMIT n (the quantity to take); a single-row lookup should filter on the full primary key"),
            );
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::lint::testing::lines_of;

    #[test]
    fn unbounded_scans() {
        let sql = "SELECT id FROM u WHERE k = 1 FOR UPDATE SKIP LOCKED;\nSELECT id FROM u WHERE k = 1 FOR UPDATE;\n\
                   SELECT id FROM u WHERE k = 1 FOR SHARE SKIP LOCKED;\n";
        assert_eq!(lines_of(sql, super::NAME), vec![1, 2, 3]);
    }

    #[test]
    fn limited_shared_and_full_key_lookups_are_fine() {
        let sql = "CREATE TABLE orders (id BIGINT PRIMARY KEY, s INT);\n\
                   SELECT id FROM u WHERE k = 1 LIMIT 2 FOR UPDATE SKIP LOCKED;\n\
                   SELECT id FROM u WHERE k = 1 FOR SHARE;\n\
                   SELECT s FROM orders WHERE id = 7 FOR UPDATE;\n";
        assert!(lines_of(sql, super::NAME).is_empty());
        // Not the full key: flagged.
        assert_eq!(
            lines_of(
                "CREATE TABLE o (a INT, b INT, PRIMARY KEY (a, b));\nSELECT * FROM o WHERE a = 1 FOR UPDATE;",
                super::NAME
            ),
            vec![2]
        );
    }

    #[test]
    fn pool_table_schema_comes_from_poolctl_migrations() {
        use crate::lint::testing::{all_rules, lint_with};
        let mut o = all_rules();
        o.schema = crate::lint::schema::Schema::from_migrations(&[]);
        let sql = "SELECT id FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 2 AND inventory_group_id = 3 AND id = 4 FOR UPDATE;";
        let found = lint_with(&[("a.sql", sql)], &o);
        assert!(!found.iter().any(|(r, _)| *r == super::NAME), "{found:?}");
    }
}
