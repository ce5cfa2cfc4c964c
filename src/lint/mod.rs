//! `poolctl lint`: finds the reservation pool's locking traps in application SQL.
//!
//! Pipeline, all pure: [`scan`] each file (tokens, statements, comments, locking
//! clauses) -> [`analyze`] each statement (sqlparser AST -> facts) -> [`program`]
//! (transactions and their isolation, across all files as one program) -> every
//! enabled rule in [`rules`] -> suppressions ([`directives`]) -> diagnostics.
//! Reading files and rendering live elsewhere (commands, render).

pub mod analyze;
pub mod baseline;
pub mod directives;
pub mod model;
pub mod program;
pub mod rules;
pub mod scan;
pub mod schema;
pub mod source;

use directives::Directive;
use model::{IsolationLevel, Statement, Transaction};
use rules::Rule;
use schema::Schema;
use serde::Serialize;
use source::{SourceFile, Span};
use std::collections::HashMap;

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Warning,
    Error,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

/// A second place a diagnostic refers to (the other half of a lock cycle, ...).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Related {
    pub file: usize,
    pub span: Span,
    pub message: String,
}

/// What a rule reports; the pipeline adds the rule, code and severity.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    pub file: usize,
    pub span: Span,
    /// The statement it is about (suppressions and baselines key on it).
    pub statement: Option<usize>,
    pub message: String,
    pub help: Option<String>,
    pub related: Vec<Related>,
    /// The highest severity this finding may have, whatever its rule's
    /// (a rule that is not sure of one finding reports it as a warning).
    pub at_most: Option<Severity>,
}

impl Finding {
    pub fn at(st: usize, p: &Program, span: Span, message: impl Into<String>) -> Finding {
        Finding {
            file: p.statements[st].file,
            span,
            statement: Some(st),
            message: message.into(),
            help: None,
            related: Vec::new(),
            at_most: None,
        }
    }

    /// Cap the severity of this finding.
    pub fn at_most(mut self, severity: Severity) -> Finding {
        self.at_most = Some(severity);
        self
    }

    pub fn help(mut self, help: impl Into<String>) -> Finding {
        self.help = Some(help.into());
        self
    }

    pub fn related(mut self, file: usize, span: Span, message: impl Into<String>) -> Finding {
        self.related.push(Related {
            file,
            span,
            message: message.into(),
        });
        self
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    pub rule: &'static Rule,
    pub severity: Severity,
    pub finding: Finding,
}

/// How a run is configured (resolved from `[lint]` and flags).
#[derive(Debug, Clone)]
pub struct Options {
    /// Enabled rules and their severity.
    pub rules: Vec<(&'static Rule, Severity)>,
    /// Tables whose locking reads must run at READ COMMITTED (lower case).
    pub pool_tables: Vec<String>,
    /// The isolation the application's connections start with.
    pub default_isolation: IsolationLevel,
    /// Table definitions known before reading the inputs.
    pub schema: Schema,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            rules: rules::RULES
                .iter()
                .filter(|r| r.default_enabled)
                .map(|r| (r, r.default_severity))
                .collect(),
            pool_tables: vec![crate::config::TableNames::DEFAULT_UNITS.to_string()],
            default_isolation: IsolationLevel::RepeatableRead,
            schema: Schema::default(),
        }
    }
}

/// Everything the rules see: all files linted together.
#[derive(Debug)]
pub struct Program {
    pub files: Vec<SourceFile>,
    pub statements: Vec<Statement>,
    pub transactions: Vec<Transaction>,
    /// `SET TRANSACTION` statements issued inside a transaction.
    pub isolation_inside: Vec<usize>,
    /// Tokenizer errors: (file, span, message).
    pub tokenizer_errors: Vec<(usize, Span, String)>,
    /// Directives by the statement they attach to; file-wide ones by file.
    pub statement_directives: HashMap<usize, Vec<Directive>>,
    pub file_directives: HashMap<usize, Vec<Directive>>,
    pub schema: Schema,
    pub pool_tables: Vec<String>,
}

impl Program {
    /// Read and analyse the files (no rules run).
    pub fn build(files: Vec<SourceFile>, options: &Options) -> Program {
        let mut statements = Vec::new();
        let mut tokenizer_errors = Vec::new();
        let mut statement_directives: HashMap<usize, Vec<Directive>> = HashMap::new();
        let mut file_directives: HashMap<usize, Vec<Directive>> = HashMap::new();
        let mut created = Vec::new();
        let mut transactions = Vec::new();
        let mut isolation_inside = Vec::new();
        for (f, file) in files.iter().enumerate() {
            let scanned = scan::scan(&file.text);
            let first = statements.len();
            for raw in scanned.statements {
                let idx = statements.len();
                let mut mine = Vec::new();
                for c in raw.leading.iter().chain(raw.inner.iter()) {
                    match directives::parse(&c.text, c.span) {
                        Some(d @ Directive::IgnoreFile { .. }) => {
                            file_directives.entry(f).or_default().push(d)
                        }
                        Some(d) => mine.push(d),
                        None => {}
                    }
                }
                if !mine.is_empty() {
                    statement_directives.insert(idx, mine);
                }
                statements.push(analyze::analyze(f, &file.text, raw, &mut created));
            }
            for c in &scanned.trailing {
                match directives::parse(&c.text, c.span) {
                    Some(d @ (Directive::IgnoreFile { .. } | Directive::Invalid { .. })) => {
                        file_directives.entry(f).or_default().push(d)
                    }
                    // An ignore with no statement after it suppresses nothing.
                    Some(d @ Directive::Ignore { .. }) => {
                        file_directives.entry(f).or_default().push(d)
                    }
                    _ => {}
                }
            }
            if let Some((span, message)) = scanned.error {
                tokenizer_errors.push((f, span, message));
            }
            let in_file: Vec<(usize, &Statement, Vec<Directive>)> = (first..statements.len())
                .map(|i| {
                    (
                        i,
                        &statements[i],
                        statement_directives.get(&i).cloned().unwrap_or_default(),
                    )
                })
                .collect();
            let built = program::build(f, &in_file, options.default_isolation);
            transactions.extend(built.transactions);
            isolation_inside.extend(built.isolation_inside);
        }
        let mut schema = options.schema.clone();
        for t in created {
            schema.add(t);
        }
        Program {
            files,
            statements,
            transactions,
            isolation_inside,
            tokenizer_errors,
            statement_directives,
            file_directives,
            schema,
            pool_tables: options.pool_tables.clone(),
        }
    }

    pub fn is_pool_table(&self, name: &str) -> bool {
        self.pool_tables.iter().any(|t| t == name)
    }

    /// The transaction each statement belongs to.
    pub fn transaction_of(&self) -> HashMap<usize, usize> {
        let mut m = HashMap::new();
        for (t, tx) in self.transactions.iter().enumerate() {
            for s in &tx.statements {
                m.insert(*s, t);
            }
        }
        m
    }

    /// A short name for a transaction in messages.
    pub fn describe_transaction(&self, t: usize) -> String {
        let tx = &self.transactions[t];
        let first = tx
            .statements
            .first()
            .map(|s| self.statements[*s].span.start)
            .unwrap_or(0);
        let file = &self.files[tx.file];
        let pos = file.position(first);
        match &tx.name {
            Some(n) => format!("transaction '{n}' ({}:{})", file.path, pos.line),
            None => format!("the transaction at {}:{}", file.path, pos.line),
        }
    }
}

/// The result of a lint run.
#[derive(Debug)]
pub struct Report {
    pub program: Program,
    pub diagnostics: Vec<Diagnostic>,
}

impl Report {
    pub fn count(&self, severity: Severity) -> usize {
        self.diagnostics
            .iter()
            .filter(|d| d.severity == severity)
            .count()
    }
}

/// Stack for the lint thread: left-deep chains the parser builds in a loop
/// (`UNION ALL`, `AND`) are walked recursively, and dropped recursively.
const LINT_STACK: usize = 256 * 1024 * 1024;

/// Lint `files` as one program.
pub fn lint(files: Vec<SourceFile>, options: &Options) -> Report {
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .name("poolctl-lint".into())
            .stack_size(LINT_STACK)
            .spawn_scoped(scope, || lint_on_this_thread(files, options))
            .expect("spawning the lint thread")
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}

/// A span widened to whole characters (never splits a UTF-8 sequence).
fn on_char_boundaries(text: &str, span: Span) -> Span {
    let mut start = span.start.min(text.len());
    while start > 0 && !text.is_char_boundary(start) {
        start -= 1;
    }
    let mut end = span.end.clamp(start, text.len());
    while end < text.len() && !text.is_char_boundary(end) {
        end += 1;
    }
    Span::new(start, end)
}

fn lint_on_this_thread(files: Vec<SourceFile>, options: &Options) -> Report {
    let program = Program::build(files, options);
    let mut diagnostics = Vec::new();
    for (rule, severity) in &options.rules {
        for finding in (rule.check)(&program) {
            diagnostics.push(Diagnostic {
                rule,
                severity: finding.at_most.map_or(*severity, |cap| cap.min(*severity)),
                finding,
            });
        }
    }
    let enabled = |name: &str| {
        options
            .rules
            .iter()
            .find(|(r, _)| r.name == name)
            .map(|(r, s)| (*r, *s))
    };
    let unused = rules::apply_suppressions(&program, &mut diagnostics);
    if let Some((rule, severity)) = enabled(rules::unused_suppression::NAME) {
        for finding in unused {
            diagnostics.push(Diagnostic {
                rule,
                severity,
                finding,
            });
        }
    }
    for d in &mut diagnostics {
        d.finding.span = on_char_boundaries(&program.files[d.finding.file].text, d.finding.span);
        for r in &mut d.finding.related {
            r.span = on_char_boundaries(&program.files[r.file].text, r.span);
        }
    }
    diagnostics.sort_by(|a, b| {
        (a.finding.file, a.finding.span.start, a.rule.code).cmp(&(
            b.finding.file,
            b.finding.span.start,
            b.rule.code,
        ))
    });
    diagnostics.dedup_by(|a, b| a.rule.code == b.rule.code && a.finding == b.finding);
    Report {
        program,
        diagnostics,
    }
}

/// Test helpers shared by the rule files.
#[cfg(test)]
pub(crate) mod testing {
    use super::*;

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

    pub fn lint_with(files: &[(&str, &str)], options: &Options) -> Vec<(&'static str, usize)> {
        let files = files.iter().map(|(p, t)| SourceFile::new(*p, *t)).collect();
        let report = lint(files, options);
        report
            .diagnostics
            .iter()
            .map(|d| {
                let file = &report.program.files[d.finding.file];
                (d.rule.name, file.position(d.finding.span.start).line)
            })
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
