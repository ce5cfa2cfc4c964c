//! ## What it does
//! Reports a plain `SELECT` (no locking clause) of a table that the same
//! transaction then updates or deletes from.
//!
//! ## Why is this bad?
//! It is check-then-act: between the read and the write another transaction can
//! change the rows, and the write acts on a decision made from stale data. In an
//! inventory system that is how two buyers both see the last unit and both get
//! it: an oversell. A plain read takes no lock at any isolation level.
//!
//! ## Example
//! ```sql
//! START TRANSACTION;
//! SELECT available FROM inventory_levels WHERE shop_id = 1 AND inventory_item_id = 2;
//! UPDATE inventory_levels SET available = 4 WHERE shop_id = 1 AND inventory_item_id = 2;
//! COMMIT;
//! ```
//!
//! ## Use instead
//! ```sql
//! START TRANSACTION;
//! SELECT available FROM inventory_levels WHERE shop_id = 1 AND inventory_item_id = 2 FOR UPDATE;
//! UPDATE inventory_levels SET available = 4 WHERE shop_id = 1 AND inventory_item_id = 2;
//! COMMIT;
//! ```
//! Or make the write carry its own condition, or use the reservation pool.

use crate::lint::model::StatementKind;
use crate::lint::{Finding, Program};
use std::collections::HashMap;

pub const NAME: &str = "read-then-write-without-lock";

pub fn check(p: &Program) -> Vec<Finding> {
    let mut out = Vec::new();
    for tx in p.transactions.iter().filter(|t| t.explicit) {
        // Table -> positions (in the transaction) of its UPDATEs and DELETEs.
        let mut writes: HashMap<&str, Vec<usize>> = HashMap::new();
        for (k, &w) in tx.statements.iter().enumerate() {
            let ws = &p.statements[w];
            if matches!(ws.kind, StatementKind::Update | StatementKind::Delete) {
                for t in &ws.writes {
                    writes.entry(t.name.as_str()).or_default().push(k);
                }
            }
        }
        if writes.is_empty() {
            continue;
        }
        for (k, &s) in tx.statements.iter().enumerate() {
            let st = &p.statements[s];
            if st.kind != StatementKind::Select {
                continue;
            }
            let mut reported: Vec<&str> = Vec::new();
            for read in &st.plain_reads {
                if reported.contains(&read.name.as_str()) {
                    continue;
                }
                let Some(at) = writes.get(read.name.as_str()) else {
                    continue;
                };
                let i = at.partition_point(|&x| x <= k);
                let Some(&wk) = at.get(i) else { continue };
                let w = tx.statements[wk];
                let ws = &p.statements[w];
                let Some(wt) = ws.writes.iter().find(|t| t.name == read.name) else {
                    continue;
                };
                let line = p.files[ws.file].position(ws.span.start).line;
                out.push(
                    Finding::at(
                        s,
                        p,
                        read.span,
                        format!(
                            "plain SELECT of `{}`, which this transaction then writes (line {line}): another \
                             transaction can change it in between",
                            read.name
                        ),
                    )
                    .help("lock what you check (SELECT ... FOR UPDATE), or put the check in the write's WHERE")
                    .related(ws.file, wt.span, "written here"),
                );
                reported.push(read.name.as_str());
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::lint::testing::lines_of;

    #[test]
    fn check_then_act() {
        let sql = "BEGIN;\nSELECT available FROM inv WHERE id = 1;\nUPDATE inv SET available = 0 WHERE id = 1;\nCOMMIT;\n\
                   BEGIN;\nSELECT id FROM units WHERE k = 1 LIMIT 1;\nDELETE FROM units WHERE id = 5;\nCOMMIT;\n";
        assert_eq!(lines_of(sql, super::NAME), vec![2, 6]);
    }

    #[test]
    fn locked_reads_other_tables_and_autocommit_are_fine() {
        let sql = "BEGIN;\nSELECT available FROM inv WHERE id = 1 FOR UPDATE;\nUPDATE inv SET available = 0 WHERE id = 1;\nCOMMIT;\n\
                   BEGIN;\nSELECT a FROM other WHERE id = 1;\nUPDATE inv SET available = 0 WHERE id = 1;\nCOMMIT;\n\
                   SELECT available FROM inv WHERE id = 1;\nUPDATE inv SET available = 0 WHERE id = 1;\n\
                   BEGIN;\nUPDATE inv SET available = 0 WHERE id = 1;\nSELECT available FROM inv WHERE id = 1;\nCOMMIT;\n";
        assert!(lines_of(sql, super::NAME).is_empty());
    }

    #[test]
    fn with_autocommit_off() {
        let sql = "SET autocommit = 0;\nSELECT q FROM inv WHERE id = 1;\nUPDATE inv SET q = 1 WHERE id = 1;\nCOMMIT;\n";
        assert_eq!(lines_of(sql, super::NAME), vec![2]);
    }
}
