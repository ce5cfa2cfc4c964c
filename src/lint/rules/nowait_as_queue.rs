//! ## What it does
//! Reports `NOWAIT` on a query with `ORDER BY ... LIMIT`: claiming the head of a
//! queue.
//!
//! ## Why is this bad?
//! Every worker orders the same rows the same way and asks for the same head
//! row; with `NOWAIT` all but the first fail at once (MySQL error 3572, MariaDB
//! 1205) instead of taking the next free row. In a published 4-worker experiment
//! NOWAIT left one worker doing all the work while three failed; `SKIP LOCKED`
//! split the rows evenly.
//!
//! ## Example
//! ```sql
//! SELECT id FROM jobs WHERE state = 'ready' ORDER BY id LIMIT 1 FOR UPDATE NOWAIT;
//! ```
//!
//! ## Use instead
//! ```sql
//! SELECT id FROM jobs WHERE state = 'ready' ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED;
//! ```

use crate::lint::check::{Check, Finding};
use crate::lint::facts::program::Program;
use crate::lint::syntax::vocabulary::LockWait;

pub const NAME: &str = "nowait-as-queue";

/// Looks at one part of a run at a time.
pub const CHECK: Check = Check::Part(check);

pub fn check(p: &Program) -> Vec<Finding> {
    let mut out = Vec::new();
    for (i, st) in p.statements.reported() {
        for lr in &st.locking_reads {
            if lr.wait == LockWait::Nowait && lr.has_order_by && lr.has_limit {
                out.push(
                    Finding::at(i, p, lr.span, "NOWAIT on ORDER BY ... LIMIT: workers race for the same head rows and all but one fail")
                        .help("use SKIP LOCKED so each worker takes a different free row"),
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
    fn head_of_queue_with_nowait() {
        let sql = "SELECT id FROM jobs ORDER BY id LIMIT 1 FOR UPDATE NOWAIT;\n\
                   SELECT id FROM jobs WHERE id = 3 FOR UPDATE NOWAIT;\n\
                   SELECT id FROM jobs ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED;\n";
        assert_eq!(lines_of(sql, super::NAME), vec![1]);
        // The same claim with the query in parentheses: its ORDER BY and
        // LIMIT are inside them.
        let sql =
            "(SELECT id FROM jobs WHERE state = 'ready' ORDER BY id LIMIT 1) FOR UPDATE NOWAIT;\n";
        assert_eq!(lines_of(sql, super::NAME), vec![1]);
        assert!(lines_of(sql, crate::lint::rules::locking_read_without_limit::NAME).is_empty());
        // Without LIMIT inside or out: a scan.
        let sql = "(SELECT id FROM jobs WHERE state = 'ready' ORDER BY id) FOR UPDATE;\n";
        assert_eq!(
            lines_of(sql, crate::lint::rules::locking_read_without_limit::NAME),
            vec![1]
        );
    }
}
