//! ## What it does
//! Reports a syntax error: a statement the server rejects too, with the
//! position where it goes wrong. poolctl reports one only on evidence the
//! server agrees with: a first word no MySQL statement starts with, unbalanced
//! parentheses, a misspelt clause keyword (`LIMT`), a missing operand or value
//! (`SELECT FROM`, `2,, 3`), a compound statement without its `END IF`, or an
//! unterminated string or comment (the rest of the file cannot be read). Valid
//! MySQL that poolctl cannot parse is `unsupported-syntax` instead. The other
//! statements of the file are still linted.
//!
//! ## Why is this bad?
//! A statement poolctl cannot read is a statement none of the other rules can
//! check: a locking read hidden in it goes unchecked. It is usually a typo that
//! MySQL would reject too.
//!
//! ## Example
//! ```sql
//! SELECT id FROM reservation_units WHERE shop_id = 1 LIMT 5 FOR UPDATE SKIP LOCKED;
//! ```
//!
//! ## Use instead
//! ```sql
//! SELECT id FROM reservation_units WHERE shop_id = 1 LIMIT 5 FOR UPDATE SKIP LOCKED;
//! ```
//! Valid MySQL that poolctl cannot parse can be suppressed with
//! `-- poolctl: ignore parse-error <reason>` on the line before it.

use crate::lint::{Finding, Program};

pub const NAME: &str = "parse-error";

pub fn check(p: &Program) -> Vec<Finding> {
    let mut out = Vec::new();
    for (i, st) in p.statements.reported() {
        if let Some(e) = &st.parse_error {
            let (span, message) = &**e;
            out.push(
                Finding::at(i, p, *span, format!("cannot parse this statement: {message}"))
                    .help("fix the SQL; if it is valid MySQL, suppress with `-- poolctl: ignore parse-error <reason>`"),
            );
        }
    }
    for (file, span, message) in &p.tokenizer_errors {
        out.push(Finding {
            file: *file,
            span: *span,
            statement: None,
            statement_span: None,
            message: format!("cannot read the rest of the file: {message}"),
            help: Some("close the string, quoted identifier or comment".into()),
            related: Vec::new(),
            at_most: None,
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::lint::testing::lines_of;

    #[test]
    fn bad_statement_is_reported_and_the_rest_is_linted() {
        let sql = "SELECT 1;\nSELECT id FROM t LIMT 5;\nUPDATE inv SET q = q - 1 WHERE q >= 1;\n";
        assert_eq!(lines_of(sql, super::NAME), vec![2]);
        assert_eq!(lines_of(sql, "hot-row-counter"), vec![3]);
    }

    #[test]
    fn unterminated_string_and_comment() {
        assert_eq!(lines_of("SELECT 1;\n\nSELECT 'abc", super::NAME), vec![3]);
        assert_eq!(lines_of("SELECT 1; /* never closed", super::NAME).len(), 1);
    }

    #[test]
    fn mysql_forms_sqlparser_lacks_do_not_error() {
        for sql in [
            "SELECT id FROM t WHERE a = 1 LOCK IN SHARE MODE",
            "START TRANSACTION WITH CONSISTENT SNAPSHOT",
            "SELECT * FROM a JOIN b ON a.k = b.k FOR UPDATE OF a, b",
            "SET @@SESSION.transaction_isolation = 'READ-COMMITTED'",
        ] {
            assert!(lines_of(sql, super::NAME).is_empty(), "{sql}");
        }
    }
}
