//! ## What it does
//! Reports a statement in a locking transaction (one that writes or locks rows)
//! without a `/* conn_tag:NAME */` comment naming its business process. Off
//! unless enabled (`[lint] enable = ["missing-conn-tag"]` or
//! `require_conn_tag = true`).
//!
//! ## Why is this bad?
//! In the published flash-sale incident the bottleneck was connections, not
//! CPU: threads queued while other checkout code held connections across long
//! transactions. Tagging every statement with its process and summing connection
//! hold time per tag is what found them; an untagged statement is invisible in
//! that accounting.
//!
//! ## Example
//! ```sql
//! DELETE FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 2 AND inventory_group_id = 3 AND id IN (7);
//! ```
//!
//! ## Use instead
//! ```sql
//! /* conn_tag:checkout_reserve */ DELETE FROM reservation_units
//!  WHERE shop_id = 1 AND inventory_item_id = 2 AND inventory_group_id = 3 AND id IN (7);
//! ```

use crate::lint::check::{Check, Finding};
use crate::lint::facts::program::Program;
use crate::lint::syntax::source::Span;

pub const NAME: &str = "missing-conn-tag";

/// Looks at one part of a run at a time.
pub const CHECK: Check = Check::Part(check);

pub fn check(p: &Program) -> Vec<Finding> {
    let mut out = Vec::new();
    for tx in &p.transactions {
        if !tx.statements.iter().any(|&s| p.statements[s].locks_rows()) {
            continue;
        }
        for &s in &tx.statements {
            let st = &p.statements[s];
            if !st.kind.is_work() || st.conn_tag.is_some() {
                continue;
            }
            let text = &p.files[st.file].text[st.span.start..st.span.end];
            let first_word = text.find(|c: char| c.is_whitespace()).unwrap_or(text.len());
            out.push(
                Finding::at(
                    s,
                    p,
                    Span::new(st.span.start, st.span.start + first_word),
                    "statement in a locking transaction has no /* conn_tag:NAME */",
                )
                .help("prefix it with /* conn_tag:<business process> */ so connection hold time adds up per process"),
            );
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::lint::testing::lines_of;

    #[test]
    fn untagged_statements_in_locking_transactions() {
        let sql = "BEGIN;\n/* conn_tag:reserve */ SELECT id FROM u WHERE k = 1 LIMIT 1 FOR UPDATE SKIP LOCKED;\n\
                   DELETE FROM u WHERE id = 1;\nCOMMIT;\nSELECT 1;\n\
                   -- conn_tag:claim\nDELETE FROM h WHERE c = 1;\n";
        assert_eq!(lines_of(sql, super::NAME), vec![3]);
    }
}
