//! ## What it does
//! Reports two transactions (in any of the linted files) that write or lock the
//! same two tables in opposite orders, pointing at both. A table counts from the
//! first statement of the transaction that writes it (INSERT, UPDATE, DELETE,
//! REPLACE) or locks rows of it (FOR UPDATE / FOR SHARE).
//!
//! ## Why is this bad?
//! Run concurrently, each transaction holds its first table's locks while it
//! waits for the other's: a deadlock cycle. InnoDB kills one of them (error
//! 1213) and the checkout fails or retries. The published reservation system hit
//! exactly this: reserve inserted the hold and then deleted units, while claim
//! went the other way round. The fix is one order everywhere.
//!
//! ## Example
//! ```sql
//! -- reserve
//! START TRANSACTION;
//! INSERT INTO reserved_quantities (shop_id, inventory_item_id, inventory_group_id, checkout_id, quantity, expires_at)
//!   VALUES (1, 2, 3, 'c1', 1, NOW() + INTERVAL 10 MINUTE);
//! DELETE FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 2 AND inventory_group_id = 3 AND id IN (7);
//! COMMIT;
//! -- release
//! START TRANSACTION;
//! INSERT INTO reservation_units (shop_id, inventory_item_id, inventory_group_id, id) VALUES (1, 2, 3, 7);
//! DELETE FROM reserved_quantities WHERE shop_id = 1 AND inventory_item_id = 2 AND inventory_group_id = 3 AND checkout_id = 'c1';
//! COMMIT;
//! ```
//!
//! When several transactions use one order and fewer use the other, the fewer
//! are reported (each pointing at one of the others). A transaction is compared
//! on the first 64 distinct tables it touches.
//!
//! ## Use instead
//! Touch the tables in one order in every transaction: for the pool, units
//! first and holds second (reserve deletes units, then inserts the hold;
//! release returns units, then deletes the hold; claim touches holds only).

use crate::lint::model::TableRef;
use crate::lint::{Finding, Program};
use std::collections::HashMap;

pub const NAME: &str = "lock-order-inversion";

/// Tables compared per transaction (pairs grow with the square of it).
const MAX_TABLES: usize = 64;

/// Tables a transaction writes or locks, at their first touch, in order.
fn order(p: &Program, statements: &[usize]) -> Vec<(String, usize, TableRef)> {
    let mut seen: Vec<(String, usize, TableRef)> = Vec::new();
    let mut names: std::collections::HashSet<&str> = std::collections::HashSet::new();
    for &s in statements {
        if seen.len() >= MAX_TABLES {
            break;
        }
        let st = &p.statements[s];
        let touched = st
            .locking_reads
            .iter()
            .flat_map(|lr| lr.tables.iter())
            .chain(st.writes.iter());
        for t in touched {
            if seen.len() < MAX_TABLES && names.insert(t.name.as_str()) {
                seen.push((t.name.clone(), s, t.clone()));
            }
        }
    }
    seen
}

/// One transaction touching `first` before `second`: where it touched `second`.
struct Touch {
    tx: usize,
    stmt: usize,
    at: TableRef,
}

pub fn check(p: &Program) -> Vec<Finding> {
    let mut out = Vec::new();
    // Unordered table pair -> transactions taking them in each order:
    // [0] the lexically smaller table first, [1] the other one first.
    let mut pairs: HashMap<(String, String), [Vec<Touch>; 2]> = HashMap::new();
    for (t, tx) in p.transactions.iter().enumerate() {
        let ord = order(p, &tx.statements);
        for i in 0..ord.len() {
            for j in i + 1..ord.len() {
                let (a, b) = (&ord[i].0, &ord[j].0);
                let (key, side) = if a < b {
                    ((a.clone(), b.clone()), 0)
                } else {
                    ((b.clone(), a.clone()), 1)
                };
                pairs.entry(key).or_insert_with(|| [Vec::new(), Vec::new()])[side].push(Touch {
                    tx: t,
                    stmt: ord[j].1,
                    at: ord[j].2.clone(),
                });
            }
        }
    }
    for ((x, y), sides) in &pairs {
        if sides[0].is_empty() || sides[1].is_empty() {
            continue;
        }
        // The order most transactions use is taken as the intended one; the
        // others are reported (on a tie, the order seen last).
        let minority = if sides[0].len() < sides[1].len()
            || (sides[0].len() == sides[1].len() && sides[0][0].tx > sides[1][0].tx)
        {
            0
        } else {
            1
        };
        let usual = &sides[1 - minority][0];
        let (first, second) = if minority == 0 { (x, y) } else { (y, x) };
        for m in &sides[minority] {
            out.push(
                Finding::at(
                    m.stmt,
                    p,
                    m.at.span,
                    format!(
                        "this transaction locks `{first}` then `{second}`; {}{} `{second}` then `{first}`: run \
                         together they can deadlock",
                        p.describe_transaction(usual.tx),
                        match sides[1 - minority].len() - 1 {
                            0 => " locks".to_string(),
                            n => format!(" and {n} other transaction(s) lock"),
                        }
                    ),
                )
                .help("touch the tables in the same order in every transaction (units first, holds second)")
                .related(p.statements[usual.stmt].file, usual.at.span, format!("`{first}` is locked here after `{second}`")),
            );
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::lint::testing::{lines_of, lint_files};

    #[test]
    fn opposite_orders_in_two_transactions() {
        let sql = "BEGIN;\nINSERT INTO holds (a) VALUES (1);\nDELETE FROM units WHERE id = 1;\nCOMMIT;\n\
                   BEGIN;\nDELETE FROM units WHERE id = 2;\nUPDATE holds SET a = 2 WHERE a = 1;\nCOMMIT;\n";
        assert_eq!(lines_of(sql, super::NAME), vec![7]);
    }

    #[test]
    fn same_order_is_fine_and_locking_reads_count() {
        let same = "BEGIN;\nDELETE FROM units WHERE id = 1;\nINSERT INTO holds (a) VALUES (1);\nCOMMIT;\n\
                    BEGIN;\nSELECT * FROM units WHERE id = 1 FOR UPDATE;\nDELETE FROM holds WHERE a = 1;\nCOMMIT;\n";
        assert!(lines_of(same, super::NAME).is_empty());
        let inverted = "BEGIN;\nSELECT * FROM holds WHERE a = 1 FOR UPDATE;\nDELETE FROM units WHERE id = 1;\nCOMMIT;\n\
                        BEGIN;\nSELECT * FROM units WHERE id = 1 LOCK IN SHARE MODE;\nINSERT INTO holds (a) VALUES (1);\nCOMMIT;\n";
        assert_eq!(lines_of(inverted, super::NAME), vec![7]);
    }

    #[test]
    fn across_files() {
        let found = lint_files(&[
            (
                "reserve.sql",
                "BEGIN;\nINSERT INTO holds (a) VALUES (1);\nDELETE FROM units WHERE id = 1;\nCOMMIT;",
            ),
            (
                "claim.sql",
                "BEGIN;\nDELETE FROM units WHERE id = 2;\nDELETE FROM holds WHERE a = 1;\nCOMMIT;",
            ),
        ]);
        assert_eq!(
            found.iter().filter(|(r, _)| *r == super::NAME).count(),
            1,
            "{found:?}"
        );
    }

    #[test]
    fn autocommit_statements_are_not_transactions_together() {
        let sql = "INSERT INTO holds (a) VALUES (1);\nDELETE FROM units WHERE id = 1;\n\
                   DELETE FROM units WHERE id = 2;\nDELETE FROM holds WHERE a = 1;\n";
        assert!(lines_of(sql, super::NAME).is_empty());
    }
}
