//! ## What it does
//! Reports valid MySQL that poolctl cannot follow, naming what was not
//! checked: a statement sqlparser cannot parse when nothing shows the server
//! would reject it, or a statement too large or too deeply nested to analyse.
//!
//! ## Why is this bad?
//! It is not a mistake in the SQL. But the locks, writes and reads of that
//! statement are invisible to every other rule: a missing `READ COMMITTED` or
//! a hot-row counter in it would go unreported. The warning says where the
//! linter is blind, so that a clean run means what it says.
//!
//! ## Example
//! ```sql
//! -- valid MySQL that sqlparser 0.64 does not parse
//! SELECT id FROM jobs WHERE CAST(title AS CHAR(10) CHARACTER SET utf8mb4) = 'flash' LIMIT 1 FOR UPDATE;
//! ```
//!
//! ## Use instead
//! Nothing to fix in the SQL. Check the statement by hand, and suppress the
//! warning with `-- poolctl: ignore unsupported-syntax <what you checked>`; or
//! report the construct so that poolctl learns it.

use crate::lint::check::{Check, Finding};
use crate::lint::facts::program::Program;

pub const NAME: &str = "unsupported-syntax";

/// Looks at one part of a run at a time.
pub const CHECK: Check = Check::Part(check);

pub fn check(p: &Program) -> Vec<Finding> {
    p.statements
        .reported()
        .filter_map(|(i, st)| {
            let (span, message) = &**st.unsupported.as_ref()?;
            Some(
                Finding::at(i, p, *span, message.clone())
                    .help("check this statement by hand; `-- poolctl: ignore unsupported-syntax <reason>` once done"),
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::lint::testing::lines_of;

    #[test]
    fn valid_mysql_sqlparser_misses_is_a_warning_not_a_syntax_error() {
        let sql = "SELECT 1;\nSELECT id FROM jobs WHERE CAST(title AS CHAR(9) CHARACTER SET utf8mb4) = 'x' FOR UPDATE;\n";
        let found = lines_of(sql, super::NAME);
        let errors = lines_of(sql, "parse-error");
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(found, vec![2]);
    }
}
