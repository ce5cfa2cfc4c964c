//! ## What it does
//! Reports a `SKIP LOCKED` scan, or a `FOR UPDATE` read, without `LIMIT`.
//!
//! What the table's definition decides (poolctl's migrations, `--schema`
//! files, the project's `migrations/`, or a CREATE TABLE among the linted
//! files):
//! - equality (or an `IN` list) on every column of the primary key or of a
//!   UNIQUE key is a lookup of one row per value: not reported;
//! - equality on other columns is a scan: an error.
//!
//! When poolctl has no definition of the table:
//! - an equality lookup is reported as a **warning** at most, naming the
//!   columns: with `--schema` poolctl would know whether they are unique;
//! - `key IN (...) ORDER BY key` is not reported: locking a listed set of
//!   rows in key order is the textbook fix for deadlocks between transfers
//!   (lock both accounts in one statement, `ORDER BY account_id`), not the
//!   trap;
//! - a read with no equality at all is a scan: an error.
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
//! -- several rows by key, locked in key order
//! SELECT balance FROM accounts WHERE account_id IN (?, ?)
//!  ORDER BY account_id FOR UPDATE;
//! ```

use crate::lint::model::{BlockKeys, LockKind, LockWait, LockingRead};
use crate::lint::rules::sql;
use crate::lint::{Finding, Program, Severity};

pub const NAME: &str = "locking-read-without-limit";

/// What a locking read without LIMIT is, as far as poolctl can tell.
enum Verdict {
    /// One row, or one row per listed value, of a key the schema knows.
    Lookup,
    /// `key IN (...) ORDER BY key`: a bounded set locked in a fixed order.
    OrderedKeySet,
    /// Equality on columns of a table poolctl has no definition for.
    UnknownKey(String, Vec<String>),
    /// A scan: every matching row is locked.
    Scan,
}

fn verdict(p: &Program, lr: &LockingRead, block: Option<&BlockKeys>) -> Verdict {
    // Equality columns and IN-list columns of the block (the model's facts
    // when the statement does not parse alone).
    let (eq, listed) = match block {
        Some(b) => (b.eq_columns.clone(), b.listed_columns.clone()),
        None => (lr.eq_columns.clone(), Vec::new()),
    };
    let [table] = lr.tables.as_slice() else {
        return Verdict::Scan;
    };
    let keyed: Vec<String> = eq.iter().chain(listed.iter()).cloned().collect();
    if keyed.is_empty() {
        return Verdict::Scan;
    }
    let ordered_by_listed = block.is_some_and(|b| {
        !listed.is_empty()
            && b.order_by_first
                .as_ref()
                .is_some_and(|c| listed.contains(c))
    });
    match p.schema.get(&table.name) {
        Some(t) if t.is_unique_lookup(&keyed) => Verdict::Lookup,
        Some(_) => Verdict::Scan,
        None if ordered_by_listed => Verdict::OrderedKeySet,
        None => Verdict::UnknownKey(table.name.clone(), keyed),
    }
}

pub fn check(p: &Program) -> Vec<Finding> {
    let mut out = Vec::new();
    for (i, st) in p.statements.reported() {
        let candidates: Vec<usize> = (0..st.locking_reads.len())
            .filter(|&k| {
                let lr = &st.locking_reads[k];
                !lr.has_limit && (lr.wait == LockWait::SkipLocked || lr.kind == LockKind::Update)
            })
            .collect();
        if candidates.is_empty() {
            continue;
        }
        let blocks = sql::block_keys_of(p, i);
        for k in candidates {
            let lr = &st.locking_reads[k];
            let what = if lr.wait == LockWait::SkipLocked {
                "SKIP LOCKED scan"
            } else {
                "FOR UPDATE read"
            };
            match verdict(p, lr, blocks.as_ref().map(|b| &b[k])) {
                Verdict::Lookup | Verdict::OrderedKeySet => {}
                Verdict::UnknownKey(table, cols) => out.push(
                    Finding::at(
                        i,
                        p,
                        lr.span,
                        format!(
                            "{what} without LIMIT by equality on `{table}` ({}): a lookup if these columns are \
                             unique, a scan that locks every matching row if not; poolctl has no definition of `{table}`",
                            cols.join(", ")
                        ),
                    )
                    .help(format!(
                        "give the CREATE TABLE of `{table}` with --schema (or [lint] schema) to decide, or add LIMIT"
                    ))
                    .at_most(Severity::Warning),
                ),
                Verdict::Scan => out.push(
                    Finding::at(i, p, lr.span, format!("{what} without LIMIT locks every row it matches"))
                        .help("add LIMIT n (the quantity to take); a single-row lookup should filter on a primary or unique key"),
                ),
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::lint::testing::{all_rules, lines_of, lint_with};
    use crate::lint::{Severity, SourceFile, lint};

    #[test]
    fn unbounded_scans() {
        let sql = "CREATE TABLE u (id INT PRIMARY KEY, k INT);\n\
                   SELECT id FROM u WHERE k = 1 FOR UPDATE SKIP LOCKED;\nSELECT id FROM u WHERE k = 1 FOR UPDATE;\n\
                   SELECT id FROM u WHERE k = 1 FOR SHARE SKIP LOCKED;\nSELECT id FROM v FOR UPDATE;\n\
                   SELECT id FROM v WHERE k > 1 FOR UPDATE;\n";
        assert_eq!(lines_of(sql, super::NAME), vec![2, 3, 4, 5, 6]);
    }

    #[test]
    fn limited_shared_and_key_lookups_are_fine() {
        let sql = "CREATE TABLE orders (id BIGINT PRIMARY KEY, s INT, ref VARCHAR(9) UNIQUE);\n\
                   SELECT id FROM u WHERE k = 1 LIMIT 2 FOR UPDATE SKIP LOCKED;\n\
                   SELECT id FROM u WHERE k = 1 FOR SHARE;\n\
                   SELECT s FROM orders WHERE id = 7 FOR UPDATE;\n\
                   SELECT s FROM orders WHERE ref = 'A-1' FOR UPDATE;\n\
                   SELECT s FROM orders WHERE id IN (7, 9) FOR UPDATE;\n";
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
    fn unknown_tables_by_equality_are_warnings() {
        let sql = "SELECT s FROM accounts WHERE id = 7 FOR UPDATE;\nSELECT s FROM accounts WHERE k = 1 AND j = ? FOR UPDATE;\n";
        let r = lint(vec![SourceFile::new("a.sql", sql)], &all_rules());
        let mine: Vec<_> = r
            .diagnostics
            .iter()
            .filter(|d| d.rule.name == super::NAME)
            .collect();
        assert_eq!(mine.len(), 2);
        assert!(mine.iter().all(|d| d.severity == Severity::Warning));
        assert!(
            mine[0].finding.message.contains("(id)"),
            "{}",
            mine[0].finding.message
        );
        assert!(
            mine[0]
                .finding
                .help
                .as_deref()
                .unwrap()
                .contains("--schema")
        );
    }

    #[test]
    fn key_sets_locked_in_key_order_are_the_fix() {
        let sql = "SELECT balance FROM accounts WHERE account_id IN (?, ?) ORDER BY account_id FOR UPDATE;\n\
                   SELECT balance FROM accounts WHERE account_id IN (?, ?) FOR UPDATE;\n";
        assert_eq!(lines_of(sql, super::NAME), vec![2]);
        // With the schema known, a non-unique column in the list is a scan.
        let sql = "CREATE TABLE accounts (id INT PRIMARY KEY, owner INT);\n\
                   SELECT id FROM accounts WHERE owner IN (?, ?) ORDER BY owner FOR UPDATE;\n";
        assert_eq!(lines_of(sql, super::NAME), vec![2]);
    }

    #[test]
    fn pool_table_schema_comes_from_poolctl_migrations() {
        let mut o = all_rules();
        o.schema = crate::lint::schema::Schema::from_migrations(&[]);
        let sql = "SELECT id FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 2 AND inventory_group_id = 3 AND id = 4 FOR UPDATE;";
        let found = lint_with(&[("a.sql", sql)], &o);
        assert!(!found.iter().any(|(r, _)| *r == super::NAME), "{found:?}");
        let sql = "SELECT id FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 2 AND inventory_group_id = 3 FOR UPDATE SKIP LOCKED;";
        let r = lint(vec![SourceFile::new("a.sql", sql)], &o);
        let d = r
            .diagnostics
            .iter()
            .find(|d| d.rule.name == super::NAME)
            .unwrap();
        assert_eq!(d.severity, Severity::Error);
    }
}
