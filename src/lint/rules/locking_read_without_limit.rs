//! ## What it does
//! Reports a `SKIP LOCKED` scan, or a `FOR UPDATE` read, without `LIMIT`.
//!
//! What the table's definition decides (poolctl's migrations, `--schema`
//! files, the project's `migrations/`, or a CREATE TABLE among the linted
//! files):
//! - equality (or an `IN` list) on every column of the primary key or of a
//!   UNIQUE key is a lookup of one row per value: not reported;
//! - a `FOR UPDATE` read (not `SKIP LOCKED`) by equality on the leading
//!   column of a non-unique secondary index (`KEY` / `INDEX`) walks that
//!   index and locks the rows with those values: a **warning** (one row
//!   only if the data keeps the values unique; a UNIQUE key on the columns
//!   or `LIMIT 1` says so);
//! - any other equality (a prefix of the primary key, which groups many
//!   rows by design, or columns no index starts with) is a scan that locks
//!   every row it matches, and a `SKIP LOCKED` scan takes every row it
//!   finds: an error;
//! - a join locks one row of each table when each is reached by such a key:
//!   its columns equal to values, or to columns of a table reached before it
//!   (`jobs j JOIN queues q ON q.id = j.queue_id WHERE j.id = ?`); a `LEFT
//!   JOIN`'s condition reaches only the joined table.
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

use crate::lint::check::{Check, Finding, Severity};
use crate::lint::facts::model::{BlockKeys, LockingRead};
use crate::lint::facts::program::Program;
use crate::lint::rules::helpers::{self, Reach};
use crate::lint::syntax::vocabulary::{LockKind, LockWait};

pub const NAME: &str = "locking-read-without-limit";

/// Looks at one part of a run at a time.
pub const CHECK: Check = Check::Part(check);

/// What a locking read without LIMIT is, as far as poolctl can tell.
enum Verdict {
    /// One row, or one row per listed value, of a key the schema knows.
    Lookup,
    /// `key IN (...) ORDER BY key`: a bounded set locked in a fixed order.
    OrderedKeySet,
    /// Equality on columns of tables poolctl has no definition for (each
    /// table with its columns).
    UnknownKey(Vec<(String, Vec<String>)>),
    /// Equality through a non-unique index (its columns): every row with
    /// the values is locked, and only those.
    NonUniqueIndex(Vec<String>),
    /// A scan: every matching row is locked.
    Scan,
}

fn verdict(
    p: &Program,
    path: &str,
    lr: &LockingRead,
    block: Option<&BlockKeys>,
    reach: Option<&Reach>,
) -> Verdict {
    // Equality columns and IN-list columns of the block (the model's facts
    // when the statement does not parse alone).
    let (eq, listed) = match block {
        Some(b) => (b.eq_columns.clone(), b.listed_columns.clone()),
        None => (lr.eq_columns.clone(), Vec::new()),
    };
    let [table] = lr.tables.as_slice() else {
        // Several tables: each reached by a key, or a scan.
        return match reach {
            Some(Reach::Lookup) => Verdict::Lookup,
            Some(Reach::IfUnique(tables)) => Verdict::UnknownKey(tables.clone()),
            Some(Reach::Scan) | None => Verdict::Scan,
        };
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
    match p
        .schema
        .get_for(&table.name, table.database.as_deref(), path)
    {
        Some(t) if t.is_unique_lookup(&keyed) => Verdict::Lookup,
        Some(t) => match t.index_led_by(&eq) {
            Some(index) if lr.wait != LockWait::SkipLocked => {
                Verdict::NonUniqueIndex(index.to_vec())
            }
            _ => Verdict::Scan,
        },
        None if ordered_by_listed => Verdict::OrderedKeySet,
        None => Verdict::UnknownKey(vec![(table.name.clone(), keyed)]),
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
        let blocks = helpers::block_keys_of(p, i);
        // A block of several tables: parsed again, to follow its joins.
        let reach = candidates
            .iter()
            .any(|&k| st.locking_reads[k].tables.len() > 1)
            .then(|| helpers::parse(p, i))
            .flatten()
            .map(|parsed| helpers::reach_of_blocks(&parsed.ast, &parsed.names, &p.schema))
            .filter(|r| r.len() == st.locking_reads.len());
        for k in candidates {
            let lr = &st.locking_reads[k];
            let what = if lr.wait == LockWait::SkipLocked {
                "SKIP LOCKED scan"
            } else {
                "FOR UPDATE read"
            };
            match verdict(
                p,
                &p.files[st.file].path,
                lr,
                blocks.as_ref().map(|b| &b[k]),
                reach.as_ref().map(|r| &r[k]),
            ) {
                Verdict::Lookup | Verdict::OrderedKeySet => {}
                Verdict::UnknownKey(tables) => {
                    let on: Vec<String> = tables
                        .iter()
                        .map(|(t, cols)| format!("`{t}` ({})", cols.join(", ")))
                        .collect();
                    let names: Vec<String> = tables.iter().map(|(t, _)| format!("`{t}`")).collect();
                    let (names, these) = (names.join(", "), if tables.len() == 1 { "" } else { "s" });
                    out.push(
                        Finding::at(
                            i,
                            p,
                            lr.span,
                            format!(
                                "{what} without LIMIT by equality on {}: a lookup if these columns are \
                                 unique, a scan that locks every matching row if not; poolctl has no definition of {names}",
                                on.join(" and ")
                            ),
                        )
                        .help(format!(
                            "give the CREATE TABLE{these} of {names} with --schema (or [lint] schema) to decide, or add LIMIT"
                        ))
                        .at_most(Severity::Warning),
                    )
                }
                Verdict::NonUniqueIndex(index) => out.push(
                    Finding::at(
                        i,
                        p,
                        lr.span,
                        format!(
                            "{what} without LIMIT through the non-unique index ({}): it locks every row \
                             with these values, one row only if the data keeps them unique",
                            index.join(", ")
                        ),
                    )
                    .help("make the columns a UNIQUE key if a value is one row, or add LIMIT n (the quantity to take)")
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

    #[test]
    fn each_project_s_table_is_its_own() {
        // Two projects linted together, each with its own `orders`: a
        // statement is checked against its project's definition.
        let shop = "CREATE TABLE orders (id INT PRIMARY KEY, total INT);\n";
        let billing = "CREATE TABLE orders (order_id INT PRIMARY KEY, id INT);\n";
        let query =
            "START TRANSACTION;\nSELECT total FROM orders WHERE id = 1 FOR UPDATE;\nCOMMIT;\n";
        let files = [
            ("shop/schema.sql", shop),
            ("shop/queries/pay.sql", query),
            ("billing/schema.sql", billing),
        ];
        let found = lint_with(&files, &all_rules());
        assert!(
            !found
                .iter()
                .any(|(r, _)| *r == super::NAME || *r == "locking-read-off-primary-key"),
            "{found:?}"
        );
        // The same query in the billing project scans (its key is order_id).
        let files = [
            ("shop/schema.sql", shop),
            ("billing/schema.sql", billing),
            ("billing/queries/pay.sql", query),
        ];
        let found = lint_with(&files, &all_rules());
        assert!(found.contains(&(super::NAME, 2)), "{found:?}");
    }

    #[test]
    fn the_database_decides_which_table_a_name_means() {
        // Two projects' `orders` in one folder: only `USE db` and `db.table`
        // tell them apart (the nearest definition cannot).
        let files = [
            (
                "sql/shop.sql",
                "USE shop;\nCREATE TABLE orders (id INT PRIMARY KEY, total INT);\n",
            ),
            (
                "sql/billing.sql",
                "CREATE TABLE billing.orders (order_id INT PRIMARY KEY, id INT);\n",
            ),
            (
                "sql/pay.sql",
                "USE billing;\nSTART TRANSACTION;\n\
                 SELECT id FROM orders WHERE order_id = 1 FOR UPDATE;\n\
                 SELECT total FROM shop.orders WHERE id = 1 FOR UPDATE;\n\
                 SELECT order_id FROM orders WHERE id = 1 FOR UPDATE;\nCOMMIT;\n",
            ),
        ];
        let found = lint_with(&files, &all_rules());
        let of = |rule: &str| -> Vec<usize> {
            found
                .iter()
                .filter(|(r, _)| *r == rule)
                .map(|(_, l)| *l)
                .collect()
        };
        // Lines 3 and 4 are key lookups in their own database; line 5 looks
        // billing's `orders` up by a column that is not its key.
        assert_eq!(of(super::NAME), vec![5], "{found:?}");
        assert_eq!(of("locking-read-off-primary-key"), vec![5], "{found:?}");
    }
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
    fn joins_reached_by_keys_are_lookups() {
        let schema = "CREATE TABLE jobs (id INT PRIMARY KEY, queue_id INT, state INT);\n\
                      CREATE TABLE queues (id INT PRIMARY KEY, name TEXT);\n";
        let fine = [
            // the child by its key, the parent by its key through the join
            "SELECT j.state, q.name FROM jobs j JOIN queues q ON q.id = j.queue_id WHERE j.id = ? FOR UPDATE;",
            "SELECT j.state FROM jobs AS j INNER JOIN queues AS q ON j.queue_id = q.id AND j.id = 7 FOR UPDATE;",
            "SELECT j.state FROM jobs j, queues q WHERE j.id = 1 AND q.id = 2 FOR UPDATE;",
            "SELECT j.state FROM jobs j LEFT JOIN queues q ON q.id = j.queue_id WHERE j.id = ? FOR UPDATE;",
            "SELECT jobs.state FROM jobs JOIN queues ON queues.id = jobs.queue_id WHERE jobs.id IN (1, 2) FOR UPDATE;",
        ];
        for sql in fine {
            assert!(
                lines_of(&format!("{schema}{sql}"), super::NAME).is_empty(),
                "{sql}"
            );
        }
        let scans = [
            // the parent by its key, every job of the queue
            "SELECT j.state FROM jobs j JOIN queues q ON q.id = j.queue_id WHERE q.id = ? FOR UPDATE;",
            // no key for either
            "SELECT j.state FROM jobs j JOIN queues q ON q.id = j.queue_id WHERE j.state = 1 FOR UPDATE;",
            // a LEFT JOIN's condition does not bound the left table
            "SELECT j.state FROM jobs j LEFT JOIN queues q ON q.id = j.queue_id AND j.id = 1 FOR UPDATE;",
            // a table poolctl cannot place the unqualified column in
            "SELECT j.state FROM jobs j JOIN queues q ON q.id = j.queue_id WHERE state = 1 AND q.id = 2 FOR UPDATE;",
        ];
        for sql in scans {
            let found = lint_with(&[("a.sql", &format!("{schema}{sql}"))], &all_rules());
            assert_eq!(
                found.iter().filter(|(r, _)| *r == super::NAME).count(),
                1,
                "{sql}: {found:?}"
            );
        }
        // Tables poolctl has no definition of: a warning naming each.
        let sql =
            "SELECT a.x FROM accts a JOIN owners o ON o.id = a.owner_id WHERE a.id = ? FOR UPDATE;";
        let r = lint(vec![SourceFile::new("a.sql", sql)], &all_rules());
        let d: Vec<_> = r
            .diagnostics
            .iter()
            .filter(|d| d.rule.name == super::NAME)
            .collect();
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].severity, Severity::Warning);
        assert!(
            d[0].finding
                .message
                .contains("`accts` (id) and `owners` (id)"),
            "{}",
            d[0].finding.message
        );
    }

    #[test]
    fn a_lookup_through_a_non_unique_index_is_a_warning() {
        // FreeRADIUS's requested-address lookup: `address` has an index of
        // its own, not a UNIQUE one.
        let schema = "CREATE TABLE ippool (id INT PRIMARY KEY, pool VARCHAR(9), address VARCHAR(15), \
                      status INT, KEY address (address), KEY pool_status (pool, status));\n";
        let severity = |sql: &str| {
            let r = lint(
                vec![SourceFile::new("a.sql", format!("{schema}{sql}"))],
                &all_rules(),
            );
            let d: Vec<_> = r
                .diagnostics
                .iter()
                .filter(|d| d.rule.name == super::NAME)
                .map(|d| d.severity)
                .collect();
            d
        };
        assert_eq!(
            severity("SELECT id FROM ippool WHERE pool = 'p' AND address = '10.0.0.1' FOR UPDATE;"),
            [Severity::Warning]
        );
        // A SKIP LOCKED scan takes every row it finds, through an index or not.
        assert_eq!(
            severity(
                "SELECT id FROM ippool WHERE pool = 'p' AND status = 1 FOR UPDATE SKIP LOCKED;"
            ),
            [Severity::Error]
        );
        // No index starts with the columns: a scan.
        assert_eq!(
            severity("SELECT id FROM ippool WHERE status = 1 FOR UPDATE;"),
            [Severity::Error]
        );
        // A UNIQUE key on them: a lookup.
        let unique = "CREATE TABLE ip2 (id INT PRIMARY KEY, address VARCHAR(15), UNIQUE KEY (address));\n\
                      SELECT id FROM ip2 WHERE address = '10.0.0.1' FOR UPDATE;\n";
        assert!(lines_of(unique, super::NAME).is_empty());
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
        o.schema = crate::lint::testing::pool_schema();
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
