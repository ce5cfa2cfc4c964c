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
//! A transaction is compared on the first 64 distinct tables it touches.
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

pub fn check(p: &Program) -> Vec<Finding> {
    let mut out = Vec::new();
    // (first, second) -> (transaction, statement and place of `second`).
    let mut pairs: HashMap<(String, String), (usize, usize, TableRef)> = HashMap::new();
    for (t, tx) in p.transactions.iter().enumerate() {
        let ord = order(p, &tx.statements);
        if ord.len() < 2 {
            continue;
        }
        for i in 0..ord.len() {
            for j in i + 1..ord.len() {
                let (a, b) = (&ord[i].0, &ord[j].0);
                let (s, r) = (ord[j].1, &ord[j].2);
                if let Some((other, os, or)) = pairs.get(&(b.clone(), a.clone()))
                    && *other != t
                {
                    out.push(
                        Finding::at(
                            s,
                            p,
                            r.span,
                            format!(
                                "this transaction locks `{a}` then `{b}`; {} locks `{b}` then `{a}`: run together they can deadlock",
                                p.describe_transaction(*other)
                            ),
                        )
                        .help("touch the tables in the same order in every transaction (units first, holds second)")
                        .related(p.statements[*os].file, or.span, format!("`{a}` is locked here after `{b}`")),
                    );
                }
                pairs
                    .entry((a.clone(), b.clone()))
                    .or_insert((t, s, r.clone()));
            }
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
