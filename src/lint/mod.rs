//! `poolctl lint`: finds the reservation pool's locking traps in application SQL.
//!
//! The pipeline, all pure, in layers that import only downwards:
//! - [`syntax`], the MySQL front end: each file read as a `mysql` client
//!   script (delimiters, client commands, executable comments), cut into
//!   statements, tokenized, stored programs and compound statements read
//!   into control flow, one table of compound-statement keywords.
//! - [`directives`]: the `-- poolctl:` comment language.
//! - [`facts`], the analysis: each statement parsed with sqlparser and read
//!   into facts (tables, locks, rows touched), transactions formed through
//!   control flow across all files as one program ([`Program`]).
//! - [`check`] (what a rule reads and reports) and [`rules`], one file per
//!   rule with its registry; a rule that compares transactions across
//!   files is a [`check::CrossFileRule`].
//! - [`diagnostics`] ([`Diagnostic`], [`Report`], [`Summary`]) and
//!   [`suppressions`]; [`pipeline`], what every run does after the facts
//!   ([`Options`], [`lint_program`] over one program built whole);
//!   [`stream`], the run `poolctl lint` makes ([`lint`]): a file a part at
//!   a time, so memory does not grow with the file. [`baseline`]: findings
//!   recorded so that only new ones fail.
//!
//! Reading files and rendering live elsewhere (`commands::lint`,
//! `render::lint`).

pub mod baseline;
pub mod check;
pub mod diagnostics;
pub mod directives;
pub mod facts;
pub mod pipeline;
pub mod rules;
pub mod stream;
pub mod suppressions;
pub mod syntax;

pub use check::{Finding, Related, Severity};
pub use diagnostics::{Diagnostic, Report, Summary};
pub use facts::program::Program;
pub use pipeline::{DEFAULT_POOL_TABLE, Options, WINDOW, build_program, lint_program};
pub use stream::lint;
pub use syntax::source::SourceFile;

/// Test helpers shared by the rule files.
#[cfg(test)]
pub(crate) mod testing {
    use super::{Options, Report, SourceFile, lint, rules};
    use crate::lint::syntax::script::Server;

    /// poolctl's own tables as `poolctl lint` knows them, read from the
    /// migration files themselves (the command gets them from
    /// `crate::migrate::embedded`, which lint does not import).
    pub fn pool_schema() -> super::facts::schema::Schema {
        super::facts::schema::Schema::from_sql([
            include_str!("../../migrations/V1__reservation_units.sql"),
            include_str!("../../migrations/V2__reserved_quantities.sql"),
            include_str!("../../migrations/V3__pool_caps.sql"),
            include_str!("../../migrations/V4__pool_refill_state.sql"),
            include_str!("../../migrations/V5__reserve_procedure.sql"),
            include_str!("../../migrations/V6__cutover.sql"),
        ])
    }

    /// `sql`'s tokens as the MySQL tokenizer reads them, whitespace and the
    /// end left out.
    pub fn tokens(sql: &str) -> Vec<sqlparser::tokenizer::TokenWithSpan> {
        use sqlparser::tokenizer::{Token, Tokenizer};
        Tokenizer::new(&sqlparser::dialect::MySqlDialect {}, sql)
            .tokenize_with_location()
            .unwrap()
            .into_iter()
            .filter(|t| !matches!(t.token, Token::Whitespace(_) | Token::EOF))
            .collect()
    }

    /// Every rule enabled, at its default severity.
    pub fn all_rules() -> Options {
        Options {
            rules: rules::RULES
                .iter()
                .map(|r| (r, r.default_severity))
                .collect(),
            ..Options::default()
        }
    }

    /// Lint one file with the default rules; (rule name, line) of each diagnostic.
    pub fn lint_sql(sql: &str) -> Vec<(&'static str, usize)> {
        lint_files(&[("test.sql", sql)])
    }

    pub fn lint_files(files: &[(&str, &str)]) -> Vec<(&'static str, usize)> {
        lint_with(files, &Options::default())
    }

    /// Lint `files` (path, text) with `options`: the whole report.
    pub fn report(files: &[(&str, &str)], options: &Options) -> Report {
        let files = files.iter().map(|(p, t)| SourceFile::new(*p, *t)).collect();
        lint(files, options)
    }

    pub fn lint_with(files: &[(&str, &str)], options: &Options) -> Vec<(&'static str, usize)> {
        let report = report(files, options);
        report
            .diagnostics
            .iter()
            .map(|d| {
                let file = &report.files[d.finding.file];
                (d.rule.name, file.position(d.finding.span.start).line)
            })
            .collect()
    }

    /// Lint one file with the default rules for `server` ("mysql-8.4",
    /// "mariadb-10.11"): the whole report.
    pub fn on(server: &str, sql: &str) -> Report {
        let options = Options {
            server: Server::parse(server).unwrap(),
            ..Options::default()
        };
        report(&[("test.sql", sql)], &options)
    }

    /// (rule, line, message) of each diagnostic of a one-file report.
    pub fn found(r: &Report) -> Vec<(&'static str, usize, String)> {
        r.diagnostics
            .iter()
            .map(|d| {
                let line = r.files[0].position(d.finding.span.start).line;
                (d.rule.name, line, d.finding.message.clone())
            })
            .collect()
    }

    /// The text each diagnostic of `rule` points at, in a one-file report.
    pub fn marked<'r>(r: &'r Report, rule: &str) -> Vec<&'r str> {
        r.diagnostics
            .iter()
            .filter(|d| d.rule.name == rule)
            .map(|d| &r.files[0].text[d.finding.span.start..d.finding.span.end])
            .collect()
    }

    /// Only the diagnostics of `rule` (every rule enabled), as lines.
    pub fn lines_of(sql: &str, rule: &str) -> Vec<usize> {
        lint_with(&[("test.sql", sql)], &all_rules())
            .into_iter()
            .filter(|(r, _)| *r == rule)
            .map(|(_, l)| l)
            .collect()
    }
}
