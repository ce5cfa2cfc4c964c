//! ## What it does
//! Reports a locking read (`FOR UPDATE`, `FOR SHARE`, `LOCK IN SHARE MODE`) that
//! runs at REPEATABLE READ (or SERIALIZABLE) when it uses `SKIP LOCKED` or
//! `NOWAIT`, or reads a pool table (`reservation_units` unless `[lint]
//! pool_tables` says otherwise). The isolation is worked out the way MySQL does:
//! `SET TRANSACTION` applies to the next transaction, `SET SESSION` to the rest
//! of the file, the server default (REPEATABLE READ, or `[lint]
//! default_isolation`) otherwise, and `-- poolctl: isolation LEVEL` declares
//! what application code sets.
//!
//! At SERIALIZABLE a transaction's plain reads of a pool table are reported
//! too: InnoDB reads them as `FOR SHARE` (shared next-key locks), a locking
//! read at a level that takes gap locks.
//!
//! ## Why is this bad?
//! At REPEATABLE READ InnoDB takes next-key and gap locks. A `SKIP LOCKED` scan
//! of an empty pool locks the gap up to the supremum record, exactly where
//! refill inserts new units: the refill's inserts wait behind it and the two can
//! deadlock, so a flash sale sees "sold out" while stock exists. Isolation is set
//! per transaction, so a refactor that drops the `SET TRANSACTION` line brings
//! the deadlocks back silently.
//!
//! ## Example
//! ```sql
//! START TRANSACTION;
//! SELECT id FROM reservation_units
//!  WHERE shop_id = 1 AND inventory_item_id = 2 AND inventory_group_id = 3
//!  LIMIT 1 FOR UPDATE SKIP LOCKED;
//! ```
//!
//! ## Use instead
//! ```sql
//! SET TRANSACTION ISOLATION LEVEL READ COMMITTED;
//! START TRANSACTION;
//! SELECT id FROM reservation_units
//!  WHERE shop_id = 1 AND inventory_item_id = 2 AND inventory_group_id = 3
//!  LIMIT 1 FOR UPDATE SKIP LOCKED;
//! ```

use crate::lint::check::{Check, Finding};
use crate::lint::facts::model::{IsolationOrigin, Transaction};
use crate::lint::facts::program::Program;
use crate::lint::syntax::vocabulary::{IsolationLevel, LockWait, RoutineKind};

pub const NAME: &str = "locking-read-without-read-committed";

/// Looks at one part of a run at a time.
pub const CHECK: Check = Check::Part(check);

const HELP: &str = "put `SET TRANSACTION ISOLATION LEVEL READ COMMITTED;` right before START TRANSACTION \
                    (or `-- poolctl: isolation read-committed` where application code sets it)";

pub fn check(p: &Program) -> Vec<Finding> {
    let mut out = Vec::new();
    for tx in &p.transactions {
        if !tx.isolation.takes_gap_locks() {
            continue;
        }
        let origin = match &tx.origin {
            IsolationOrigin::Default => {
                "the session default: nothing sets READ COMMITTED for this transaction".to_string()
            }
            IsolationOrigin::Set { file, span } => {
                format!("set at line {}", p.files[*file].position(span.start).line)
            }
            IsolationOrigin::Marker(span) => {
                format!(
                    "declared at line {}",
                    p.files[tx.file].position(span.start).line
                )
            }
        };
        for &s in &tx.statements {
            // At SERIALIZABLE a transaction's plain reads are shared locking
            // reads (InnoDB reads them as `FOR SHARE`): of a pool table, they
            // lock its gaps like any other.
            if tx.explicit && tx.isolation == IsolationLevel::Serializable {
                for t in p.statements[s]
                    .plain_reads
                    .iter()
                    .filter(|t| p.is_pool_table(&t.name))
                {
                    out.push(
                        Finding::at(
                            s,
                            p,
                            t.span,
                            format!(
                                "a plain read of pool table `{}` runs at SERIALIZABLE ({origin}): \
                                 InnoDB reads it as FOR SHARE, whose gap and next-key locks block \
                                 refill inserts and claims",
                                t.name
                            ),
                        )
                        .help(HELP),
                    );
                }
            }
            for lr in &p.statements[s].locking_reads {
                let pool = lr.tables.iter().find(|t| p.is_pool_table(&t.name));
                let why = match (lr.wait, pool) {
                    (LockWait::SkipLocked, _) => "SKIP LOCKED".to_string(),
                    (LockWait::Nowait, _) => "NOWAIT".to_string(),
                    (LockWait::Wait, Some(t)) => {
                        format!("a locking read of pool table `{}`", t.name)
                    }
                    (LockWait::Wait, None) => continue,
                };
                let mut finding = Finding::at(
                    s,
                    p,
                    lr.span,
                    format!(
                        "{why} runs at {} ({origin}): InnoDB takes gap and next-key locks that block refill inserts",
                        tx.isolation.as_sql()
                    ),
                )
                .help(HELP);
                if let Some(c) = call_site(p, tx, s) {
                    let call = &p.statements[c];
                    finding = finding.related(
                        call.file,
                        call.span,
                        format!(
                            "the procedure runs from this CALL, in its caller's transaction at {}: set READ COMMITTED there",
                            tx.isolation.as_sql()
                        ),
                    );
                }
                out.push(finding);
            }
        }
    }
    out
}

/// The CALL in `tx` that runs the procedure statement `s` is in (the last
/// before `s`), when `s` is in one: the isolation comes from there.
fn call_site(p: &Program, tx: &Transaction, s: usize) -> Option<usize> {
    let at = tx.statements.iter().position(|&x| x == s)?;
    tx.statements[..at].iter().rev().copied().find(|&c| {
        p.statements[c].call.as_deref().is_some_and(|name| {
            p.routines.iter().any(|r| {
                r.kind == RoutineKind::Procedure
                    && r.name == name
                    && r.body.iter().any(|f| f.holds(s))
            })
        })
    })
}

#[cfg(test)]
mod tests {
    use crate::lint::syntax::vocabulary::IsolationLevel;
    use crate::lint::testing::{all_rules, lines_of, lint_with, report};

    const SCAN: &str = "SELECT id FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 2 \
                        AND inventory_group_id = 3 LIMIT 1 FOR UPDATE SKIP LOCKED";

    fn lines(sql: &str) -> Vec<usize> {
        lines_of(sql, super::NAME)
    }

    #[test]
    fn default_isolation_is_flagged() {
        assert_eq!(
            lines(&format!("START TRANSACTION;\n{SCAN};\nCOMMIT;")),
            vec![2]
        );
        assert_eq!(
            lines(&format!("{SCAN};")),
            vec![1],
            "an autocommit statement too"
        );
    }

    #[test]
    fn set_transaction_covers_the_next_transaction_only() {
        let sql = format!(
            "SET TRANSACTION ISOLATION LEVEL READ COMMITTED;\nSTART TRANSACTION;\n{SCAN};\nCOMMIT;\n\
             START TRANSACTION;\n{SCAN};\nCOMMIT;\n"
        );
        assert_eq!(lines(&sql), vec![6]);
    }

    #[test]
    fn session_scope_covers_the_rest_of_the_file() {
        for set in [
            "SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED",
            "SET transaction_isolation = 'READ-COMMITTED'",
            "SET @@SESSION.tx_isolation = 'READ-COMMITTED'",
        ] {
            let sql = format!("{set};\nBEGIN;\n{SCAN};\nCOMMIT;\nBEGIN;\n{SCAN};\nCOMMIT;\n");
            assert!(lines(&sql).is_empty(), "{set}");
        }
    }

    #[test]
    fn global_scope_does_not_change_this_session() {
        let sql = format!(
            "SET GLOBAL TRANSACTION ISOLATION LEVEL READ COMMITTED;\nBEGIN;\n{SCAN};\nCOMMIT;"
        );
        assert_eq!(lines(&sql), vec![3]);
    }

    #[test]
    fn at_at_variable_without_scope_is_next_transaction() {
        let sql = format!(
            "SET @@transaction_isolation = 'READ-COMMITTED';\nBEGIN;\n{SCAN};\nCOMMIT;\nBEGIN;\n{SCAN};\nCOMMIT;"
        );
        assert_eq!(lines(&sql), vec![6]);
    }

    #[test]
    fn serializable_plain_reads_of_pool_tables_are_locking_reads() {
        let read = "SELECT COUNT(*) FROM reservation_units WHERE shop_id = 1";
        let at = |level: &str| {
            lines(&format!(
                "SET TRANSACTION ISOLATION LEVEL {level};\nSTART TRANSACTION;\n{read};\nCOMMIT;\n"
            ))
        };
        assert_eq!(at("SERIALIZABLE"), vec![3]);
        assert!(at("REPEATABLE READ").is_empty());
        assert!(at("READ COMMITTED").is_empty());
        // Another table, or an autocommit read (a consistent read even at
        // SERIALIZABLE), is no locking read of the pool.
        assert!(lines("SET SESSION TRANSACTION ISOLATION LEVEL SERIALIZABLE;\nBEGIN;\nSELECT * FROM orders WHERE id = 1;\nCOMMIT;\n").is_empty());
        assert!(
            lines(&format!(
                "SET SESSION TRANSACTION ISOLATION LEVEL SERIALIZABLE;\n{read};\n"
            ))
            .is_empty()
        );
    }

    #[test]
    fn plain_for_update_only_on_pool_tables() {
        assert!(lines("BEGIN;\nSELECT * FROM orders WHERE id = 1 FOR UPDATE;\nCOMMIT;").is_empty());
        assert_eq!(
            lines(
                "BEGIN;\nSELECT * FROM reservation_units WHERE shop_id = 1 LIMIT 1 FOR UPDATE;\nCOMMIT;"
            ),
            vec![2]
        );
        assert_eq!(
            lines("SELECT * FROM jobs WHERE id = 1 FOR UPDATE NOWAIT;"),
            vec![1]
        );
    }

    #[test]
    fn markers_and_config_default() {
        let sql = format!(
            "-- poolctl: transaction reserve\n-- poolctl: isolation read-committed\n{SCAN};\nDELETE FROM reservation_units WHERE id = 1;\n"
        );
        assert!(lines(&sql).is_empty());
        let mut o = all_rules();
        o.default_isolation = IsolationLevel::ReadCommitted;
        let found = lint_with(&[("a.sql", &format!("{SCAN};"))], &o);
        assert!(!found.iter().any(|(r, _)| *r == super::NAME), "{found:?}");
    }

    #[test]
    fn a_procedure_run_by_a_call_points_at_the_call() {
        let proc_sql = format!(
            "DELIMITER $$\nCREATE PROCEDURE grab(IN v_pool INT)\nBEGIN\n  {SCAN};\nEND$$\nDELIMITER ;\n"
        );
        let rc = "SET TRANSACTION ISOLATION LEVEL READ COMMITTED;\nSTART TRANSACTION;\nCALL grab(1);\nCOMMIT;\n";
        let rr = "START TRANSACTION;\nCALL other(1);\nCALL grab(2);\nCOMMIT;\n";
        let files = [
            ("proc.sql", proc_sql.as_str()),
            ("rc.sql", rc),
            ("rr.sql", rr),
        ];
        let found_in = |files: &[(&str, &str)]| report(files, &all_rules());
        let report = found_in(&files);
        let found: Vec<_> = report
            .diagnostics
            .iter()
            .filter(|d| d.rule.name == super::NAME)
            .collect();
        assert_eq!(found.len(), 1, "{found:?}");
        let related = &found[0].finding.related;
        assert_eq!(related.len(), 1, "{related:?}");
        assert_eq!(report.files[related[0].file].path, "rr.sql");
        assert_eq!(
            report.files[related[0].file]
                .position(related[0].span.start)
                .line,
            3,
            "the CALL of grab, not the one before it"
        );
        // Run on its own (nothing calls it): no call to point at.
        let report = found_in(&files[..1]);
        let found: Vec<_> = report
            .diagnostics
            .iter()
            .filter(|d| d.rule.name == super::NAME)
            .collect();
        assert_eq!(found.len(), 1);
        assert!(found[0].finding.related.is_empty());
    }

    #[test]
    fn set_transaction_as_first_statement_of_a_marked_group() {
        let sql = format!(
            "-- poolctl: transaction reserve\nSET TRANSACTION ISOLATION LEVEL READ COMMITTED;\n{SCAN};\n"
        );
        assert!(lines(&sql).is_empty());
    }
}
