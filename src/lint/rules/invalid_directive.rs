//! ## What it does
//! Reports a comment starting with `poolctl:` that is not a directive poolctl
//! knows: `ignore RULE reason`, `ignore-file RULE reason`, `transaction NAME`
//! or `isolation LEVEL`.
//!
//! ## Why is this bad?
//! A misspelt directive does nothing: the suppression, transaction grouping or
//! isolation it was meant to declare silently does not apply.
//!
//! ## Example
//! ```sql
//! -- poolctl: isolation read-comitted
//! SELECT id FROM reservation_units WHERE shop_id = 1 LIMIT 1 FOR UPDATE SKIP LOCKED;
//! ```
//!
//! ## Use instead
//! ```sql
//! -- poolctl: isolation read-committed
//! SELECT id FROM reservation_units WHERE shop_id = 1 LIMIT 1 FOR UPDATE SKIP LOCKED;
//! ```

use crate::lint::check::{Check, Finding};
use crate::lint::directives::Directive;
use crate::lint::facts::program::Program;

pub const NAME: &str = "invalid-directive";

/// Looks at one part of a run at a time.
pub const CHECK: Check = Check::Part(check);

pub fn check(p: &Program) -> Vec<Finding> {
    let mut out = Vec::new();
    let invalid = |d: &Directive| match d {
        Directive::Invalid { message, span } => Some((message.clone(), *span)),
        _ => None,
    };
    for (s, ds) in &p.statement_directives {
        for (message, span) in ds.iter().filter_map(invalid) {
            out.push(Finding::at(*s, p, span, message));
        }
    }
    for (f, ds) in &p.file_directives {
        for (message, span) in ds.iter().filter_map(invalid) {
            out.push(Finding {
                file: *f,
                span,
                statement: None,
                statement_span: None,
                message,
                help: None,
                related: Vec::new(),
                at_most: None,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::lint::testing::lines_of;

    #[test]
    fn misspelt_directives_are_reported() {
        let sql = "SELECT 1;\n-- poolctl: isolation read-comitted\nSELECT 2;\n/* poolctl: ignroe x */ SELECT 3;\n-- poolctl: bogus\n";
        assert_eq!(lines_of(sql, super::NAME), vec![2, 4, 5]);
    }
}
