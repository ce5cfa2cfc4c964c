//! The rule registry: one file per rule, each opening with its documentation
//! (What it does / Why is this bad? / Example / Use instead), which is also what
//! `poolctl lint --explain RULE` prints and what `lints/RULE.md` holds, and
//! declaring how it looks at a run (its [`Check`]). What several rules read
//! of a program beyond the model's facts is in [`helpers`].
//!
//! Codes are stable: a code is never renamed or reused, even if its rule goes.

pub mod helpers;
pub mod hot_row_counter;
pub mod invalid_directive;
pub mod isolation_set_inside_transaction;
pub mod lock_order_inversion;
pub mod locking_read_off_primary_key;
pub mod locking_read_without_limit;
pub mod locking_read_without_read_committed;
pub mod missing_conn_tag;
pub mod nowait_as_queue;
pub mod parse_error;
pub mod read_then_insert_without_lock;
pub mod read_then_write_without_lock;
pub mod skip_locked_in_aggregate;
pub mod unordered_row_locks_in_table;
pub mod unsupported_syntax;
pub mod unused_suppression;

use crate::lint::check::{Check, Finding, Numbering, Severity};
use crate::lint::facts::program::Program;
use std::fmt;

pub struct Rule {
    /// Kebab-case name of the bad pattern.
    pub name: &'static str,
    /// Stable code, `PLnnn`.
    pub code: &'static str,
    pub default_severity: Severity,
    /// Off-by-default rules run only when enabled in `[lint]`.
    pub default_enabled: bool,
    /// One line for listings.
    pub summary: &'static str,
    /// The rule's source file, whose `//!` comment is its documentation.
    source: &'static str,
    /// How it looks at a run, and its check.
    pub check: Check,
}

/// A rule's documentation: `poolctl lint --explain RULE --format json`.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, schemars::JsonSchema)]
pub struct Explained {
    /// The rule's name (kebab case).
    pub rule: &'static str,
    /// Its stable code, `PLnnn`.
    pub code: &'static str,
    /// Its default severity.
    pub severity: Severity,
    /// Whether it runs unless turned off (else only when enabled).
    pub enabled: bool,
    /// One line.
    pub summary: &'static str,
    /// Its page in the repository (`lints/NAME.md`).
    pub doc: String,
    /// The page, as Markdown: what `--explain RULE` prints.
    pub body: String,
}

impl fmt::Debug for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.name, self.code)
    }
}

impl PartialEq for Rule {
    fn eq(&self, other: &Rule) -> bool {
        self.code == other.code
    }
}
impl Eq for Rule {}

impl Rule {
    /// The documentation: the rule file's leading `//!` lines.
    pub fn doc(&self) -> String {
        let mut out = String::new();
        for line in self.source.lines() {
            let Some(rest) = line.strip_prefix("//!") else {
                break;
            };
            out.push_str(rest.strip_prefix(' ').unwrap_or(rest));
            out.push('\n');
        }
        out.trim().to_string()
    }

    /// The page under `lints/`, generated from [`Rule::doc`].
    pub fn page(&self) -> String {
        format!(
            "# {name} ({code})\n\n{summary}\n\nDefault severity: **{sev}**{off}. \
             Suppress one statement with `-- poolctl: ignore {name} <reason>`.\n\n{doc}\n",
            name = self.name,
            code = self.code,
            summary = self.summary,
            sev = self.default_severity.as_str(),
            off = if self.default_enabled {
                ""
            } else {
                "; off unless enabled in `[lint] enable`"
            },
            doc = self.doc()
        )
    }

    /// Where the rule's page lives, for help lines.
    pub fn url(&self) -> String {
        format!("lints/{}.md", self.name)
    }

    /// The rule's documentation as data (`lint --explain RULE --format json`).
    pub fn explained(&self) -> Explained {
        Explained {
            rule: self.name,
            code: self.code,
            severity: self.default_severity,
            enabled: self.default_enabled,
            summary: self.summary,
            doc: self.url(),
            body: self.page(),
        }
    }

    /// The rule's findings over one whole program (a cross-file rule's
    /// summary of it reported at once; unused suppressions are the
    /// pipeline's to find).
    pub fn findings_in(&self, p: &Program) -> Vec<Finding> {
        match self.check {
            Check::Part(check) => check(p),
            Check::CrossFile(rule) => {
                let mut summary = rule.summary();
                summary.add(p, &Numbering::as_is());
                summary.findings(&p.files)
            }
            Check::UnusedSuppressions => Vec::new(),
        }
    }
}

macro_rules! rule {
    ($module:ident, $code:literal, $severity:expr, $enabled:expr, $summary:literal) => {
        Rule {
            name: $module::NAME,
            code: $code,
            default_severity: $severity,
            default_enabled: $enabled,
            summary: $summary,
            source: include_str!(concat!(stringify!($module), ".rs")),
            check: $module::CHECK,
        }
    };
}

use Severity::{Error, Warning};

pub static RULES: &[Rule] = &[
    rule!(
        parse_error,
        "PL000",
        Error,
        true,
        "A statement the server rejects too (a syntax error)."
    ),
    rule!(
        locking_read_without_read_committed,
        "PL001",
        Error,
        true,
        "A SKIP LOCKED/NOWAIT or pool-table locking read at REPEATABLE READ."
    ),
    rule!(
        isolation_set_inside_transaction,
        "PL002",
        Error,
        true,
        "SET TRANSACTION ISOLATION LEVEL inside a transaction."
    ),
    rule!(
        lock_order_inversion,
        "PL003",
        Error,
        true,
        "Two transactions lock the same two tables in opposite orders."
    ),
    rule!(
        hot_row_counter,
        "PL004",
        Error,
        true,
        "A guarded decrement, or a hold counted up against stock, on one quantity row."
    ),
    rule!(
        read_then_write_without_lock,
        "PL005",
        Error,
        true,
        "A plain SELECT of a table the same transaction then updates or deletes."
    ),
    rule!(
        locking_read_without_limit,
        "PL006",
        Error,
        true,
        "A SKIP LOCKED or FOR UPDATE scan without LIMIT."
    ),
    rule!(
        skip_locked_in_aggregate,
        "PL007",
        Error,
        true,
        "SKIP LOCKED in a COUNT or other aggregate."
    ),
    rule!(
        nowait_as_queue,
        "PL008",
        Warning,
        true,
        "NOWAIT with ORDER BY ... LIMIT to claim a queue head."
    ),
    rule!(
        missing_conn_tag,
        "PL009",
        Warning,
        false,
        "A statement in a locking transaction without /* conn_tag:NAME */."
    ),
    rule!(
        locking_read_off_primary_key,
        "PL010",
        Warning,
        true,
        "A locking read whose equality filters are not a primary key prefix."
    ),
    rule!(
        unsupported_syntax,
        "PL011",
        Warning,
        true,
        "Valid MySQL poolctl cannot follow: what it did not check."
    ),
    rule!(
        unordered_row_locks_in_table,
        "PL012",
        Warning,
        true,
        "Rows of one table locked in separate statements in the order of the arguments."
    ),
    rule!(
        read_then_insert_without_lock,
        "PL013",
        Warning,
        true,
        "A count or existence check, then an INSERT it was meant to bound, without a lock."
    ),
    rule!(
        unused_suppression,
        "PL900",
        Warning,
        true,
        "A suppression comment that suppresses nothing."
    ),
    rule!(
        invalid_directive,
        "PL901",
        Error,
        true,
        "A `poolctl:` comment that cannot be read."
    ),
];

/// A rule by name or code.
pub fn find(name_or_code: &str) -> Option<&'static Rule> {
    RULES
        .iter()
        .find(|r| r.name == name_or_code || r.code.eq_ignore_ascii_case(name_or_code))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn names_and_codes_are_unique_and_docs_complete() {
        let mut names = HashSet::new();
        let mut codes = HashSet::new();
        for r in RULES {
            assert!(names.insert(r.name), "duplicate name {}", r.name);
            assert!(codes.insert(r.code), "duplicate code {}", r.code);
            assert_eq!(r.name, r.name.to_ascii_lowercase());
            let doc = r.doc();
            for section in ["## What it does", "## Why is this bad?", "## Example"] {
                assert!(doc.contains(section), "{} lacks {section}", r.name);
            }
        }
    }

    /// The ```sql blocks of one `## ` section of a rule's doc.
    fn sql_blocks(doc: &str, section: &str) -> Vec<String> {
        let Some(start) = doc.find(section) else {
            return Vec::new();
        };
        let body = &doc[start + section.len()..];
        let body = &body[..body.find("\n## ").unwrap_or(body.len())];
        body.split("```sql\n")
            .skip(1)
            .filter_map(|b| b.split_once("```").map(|(sql, _)| sql.to_string()))
            .collect()
    }

    /// Every rule's documented example is one it reports, and its "Use
    /// instead" is one it does not: the pages cannot drift from the checks.
    #[test]
    fn doc_examples_fire_and_their_fixes_do_not() {
        use crate::lint::testing::{all_rules, lint_with};
        let mut options = all_rules();
        options.schema = crate::lint::testing::pool_schema();
        let mut checked = 0;
        for r in RULES {
            let doc = r.doc();
            for sql in sql_blocks(&doc, "## Example") {
                let found = lint_with(&[("example.sql", &sql)], &options);
                assert!(
                    found.iter().any(|(rule, _)| *rule == r.name),
                    "{}: its example is not reported: {found:?}\n{sql}",
                    r.name
                );
                checked += 1;
            }
            for sql in sql_blocks(&doc, "## Use instead") {
                let found = lint_with(&[("fixed.sql", &sql)], &options);
                assert!(
                    !found.iter().any(|(rule, _)| *rule == r.name),
                    "{}: its fix is reported: {found:?}\n{sql}",
                    r.name
                );
                checked += 1;
            }
        }
        assert!(checked >= 15, "only {checked} doc blocks found");
    }

    #[test]
    fn find_by_name_or_code() {
        assert_eq!(find("hot-row-counter").unwrap().code, "PL004");
        assert_eq!(find("pl004").unwrap().name, "hot-row-counter");
        assert!(find("nope").is_none());
    }
}
