//! ## What it does
//! Reports `SET TRANSACTION ISOLATION LEVEL ...` (or `SET
//! @@transaction_isolation`) issued after `START TRANSACTION`.
//! PostgreSQL's `START TRANSACTION ISOLATION LEVEL ...` (and `BEGIN
//! ISOLATION LEVEL`), which MySQL refuses as a whole, is a `parse-error`.
//!
//! ## Why is this bad?
//! MySQL rejects a change of transaction characteristics inside a transaction
//! (error 1568), so the transaction keeps running at the session's isolation,
//! usually REPEATABLE READ, with its gap locks.
//!
//! ## Example
//! ```sql
//! START TRANSACTION;
//! SET TRANSACTION ISOLATION LEVEL READ COMMITTED;
//! SELECT id FROM reservation_units WHERE shop_id = 1 LIMIT 1 FOR UPDATE SKIP LOCKED;
//! ```
//!
//! ## Use instead
//! ```sql
//! SET TRANSACTION ISOLATION LEVEL READ COMMITTED;
//! START TRANSACTION;
//! SELECT id FROM reservation_units WHERE shop_id = 1 LIMIT 1 FOR UPDATE SKIP LOCKED;
//! ```

use crate::lint::check::{Check, Finding};
use crate::lint::facts::model::StatementKind;
use crate::lint::facts::program::Program;
use crate::lint::syntax::vocabulary::SetScope;

pub const NAME: &str = "isolation-set-inside-transaction";

/// Looks at one part of a run at a time.
pub const CHECK: Check = Check::Part(check);

pub fn check(p: &Program) -> Vec<Finding> {
    let mut out = Vec::new();
    // A SET TRANSACTION after the point where its transaction got under way.
    let late = p.transactions.iter().flat_map(|tx| {
        tx.statements
            .iter()
            .enumerate()
            .filter(move |(k, _)| tx.active_from.is_some_and(|a| *k > a))
            .map(|(_, &s)| s)
    });
    let mut reported = std::collections::HashSet::new();
    for s in late {
        let st = &p.statements[s];
        let Some((SetScope::NextTransaction, _, span)) = st.set_isolation else {
            continue;
        };
        if st.kind != StatementKind::SetIsolation || !reported.insert(s) {
            continue;
        }
        out.push(
            Finding::at(
                s,
                p,
                span,
                "isolation set inside a transaction: MySQL rejects it (error 1568) and the transaction keeps its isolation",
            )
            .help("move `SET TRANSACTION ISOLATION LEVEL ...` before START TRANSACTION"),
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::lint::testing::lines_of;

    #[test]
    fn set_after_begin_is_flagged_before_is_not() {
        let sql = "BEGIN;\nSET TRANSACTION ISOLATION LEVEL READ COMMITTED;\nCOMMIT;\n\
                   SET TRANSACTION ISOLATION LEVEL READ COMMITTED;\nBEGIN;\nCOMMIT;\n\
                   START TRANSACTION;\nSET @@transaction_isolation = 'READ-COMMITTED';\nCOMMIT;";
        assert_eq!(lines_of(sql, super::NAME), vec![2, 8]);
    }

    #[test]
    fn session_scope_inside_a_transaction_is_allowed() {
        // It applies to later transactions; MySQL accepts it.
        assert!(
            lines_of(
                "BEGIN;\nSET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED;\nCOMMIT;",
                super::NAME
            )
            .is_empty()
        );
    }

    #[test]
    fn postgres_style_begin_is_a_parse_error() {
        // START TRANSACTION's characteristics are checked as syntax: a
        // parse-error there, not a finding here.
        for sql in [
            "SELECT 1;\nSTART TRANSACTION ISOLATION LEVEL READ COMMITTED;",
            "SELECT 1;\nBEGIN ISOLATION LEVEL READ COMMITTED;",
        ] {
            assert!(lines_of(sql, super::NAME).is_empty(), "{sql}");
            assert_eq!(lines_of(sql, "parse-error"), vec![2], "{sql}");
        }
    }

    #[test]
    fn set_inside_a_marked_group_after_work() {
        let sql = "-- poolctl: transaction claim\nDELETE FROM reserved_quantities WHERE checkout_id = 'c';\n\
                   SET TRANSACTION ISOLATION LEVEL READ COMMITTED;\n";
        assert_eq!(lines_of(sql, super::NAME), vec![3]);
    }
}
