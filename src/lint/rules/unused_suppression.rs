//! ## What it does
//! Reports a `-- poolctl: ignore RULE` or `-- poolctl: ignore-file RULE`
//! comment that suppressed nothing: the finding it was written for is gone, the
//! rule name is misspelt, or there is no statement after it. A suppression of
//! a rule the run leaves off (`--disable`, off by default) is not reported:
//! the runs that enable the rule judge it.
//!
//! ## Why is this bad?
//! A stale suppression silently hides the next real finding of that rule on the
//! same statement, and a misspelt one never suppressed anything.
//!
//! ## Example
//! ```sql
//! -- poolctl: ignore hot-row-counter legacy stock path
//! SELECT id FROM reservation_units WHERE shop_id = 1 LIMIT 1;
//! ```
//!
//! ## Use instead
//! Remove the comment, or correct the rule name.

use crate::lint::check::Check;

pub const NAME: &str = "unused-suppression";

/// Unused suppressions are only known once every other rule has run: the
/// pipeline finds them ([`crate::lint::suppressions::apply`]).
pub const CHECK: Check = Check::UnusedSuppressions;

#[cfg(test)]
mod tests {
    use crate::lint::testing::{lines_of, lint_sql};

    #[test]
    fn used_suppression_hides_the_finding_and_is_not_reported() {
        let sql = "-- poolctl: ignore hot-row-counter legacy path\nUPDATE inv SET q = q - 1 WHERE q >= 1;\n";
        assert!(lint_sql(sql).is_empty(), "{:?}", lint_sql(sql));
    }

    #[test]
    fn unused_and_unknown_suppressions_are_reported() {
        let sql = "-- poolctl: ignore hot-row-counter nothing to hide\nSELECT 1;\n\
                   -- poolctl: ignore hot-row-countr typo\nUPDATE inv SET q = q - 1 WHERE q >= 1;\n";
        assert_eq!(lines_of(sql, super::NAME), vec![1, 3]);
        assert_eq!(lines_of(sql, "hot-row-counter"), vec![4]);
    }

    #[test]
    fn suppressions_of_rules_left_off_are_not_judged() {
        // missing-conn-tag is off by default: its suppression is kept, unjudged.
        let sql =
            "-- poolctl: ignore missing-conn-tag nightly batch\nDELETE FROM t WHERE id IN (7);\n";
        assert!(lint_sql(sql).is_empty(), "{:?}", lint_sql(sql));
        // Enabled, it is judged: used here (the statement has no tag)...
        let mut o = crate::lint::testing::all_rules();
        assert!(crate::lint::testing::lint_with(&[("a.sql", sql)], &o).is_empty());
        // ...and unused where the statement is tagged.
        let tagged = "-- poolctl: ignore missing-conn-tag x\nDELETE /* conn_tag:batch */ FROM t WHERE id IN (7);\n";
        assert_eq!(lines_of(tagged, super::NAME), vec![1]);
        // Left off with --disable: not judged either.
        o.rules.retain(|(r, _)| r.name != "hot-row-counter");
        let sql = "-- poolctl: ignore hot-row-counter x\nSELECT 1;\n";
        assert!(crate::lint::testing::lint_with(&[("a.sql", sql)], &o).is_empty());
    }

    #[test]
    fn directives_in_client_comments_and_any_case() {
        // `--poolctl:` at the start of a line: the client drops the line as a
        // comment; the directive in it applies.
        let counter = "UPDATE inv SET q = q - 1 WHERE q >= 1;\n";
        for head in [
            "--poolctl: ignore hot-row-counter legacy\n",
            "-- POOLCTL: ignore hot-row-counter legacy\n",
            "# Poolctl: ignore hot-row-counter legacy\n",
        ] {
            let sql = format!("{head}{counter}");
            assert!(lint_sql(&sql).is_empty(), "{sql}: {:?}", lint_sql(&sql));
        }
        assert_eq!(
            lines_of(
                "--poolctl: ignore hot-row-countr typo\nSELECT 1;\n",
                super::NAME
            ),
            vec![1]
        );
    }

    #[test]
    fn file_suppression() {
        let sql = "-- poolctl: ignore-file hot-row-counter old schema\nUPDATE a SET q = q - 1 WHERE q >= 1;\n\
                   UPDATE b SET q = q - 1 WHERE q > 0;\n";
        assert!(lint_sql(sql).is_empty(), "{:?}", lint_sql(sql));
        assert_eq!(
            lines_of("-- poolctl: ignore-file PL004 x\nSELECT 1;", super::NAME),
            vec![1]
        );
    }

    #[test]
    fn trailing_ignore_with_no_statement_is_unused() {
        assert_eq!(
            lines_of("SELECT 1;\n-- poolctl: ignore PL004 x\n", super::NAME),
            vec![2]
        );
    }
}
