//! A run's settings ([`Options`]) and what every run does once the facts
//! are read: the part rules side by side over a part, the cross-file
//! rules' findings at the end, suppressions, positions on whole
//! characters, sorted and without duplicates. Two drivers use it: the
//! streamed run ([`crate::lint::stream`], what `poolctl lint` does) and
//! one whole program built at once ([`build_program`], [`lint_program`]:
//! tests and benchmarks compare the two).

use crate::lint::check::{Check, CrossFileRule, Finding, Numbering, Severity};
use crate::lint::diagnostics::Diagnostic;
use crate::lint::facts::program::Program;
use crate::lint::facts::schema::Schema;
use crate::lint::rules::{self, Rule};
use crate::lint::suppressions::{self, Suppressions};
use crate::lint::syntax::script::Server;
use crate::lint::syntax::source::{SourceFile, Span};
use crate::lint::syntax::vocabulary::IsolationLevel;

/// The units table under its default name: the pool table unless
/// configured otherwise.
pub const DEFAULT_POOL_TABLE: &str = "reservation_units";

/// How a run is configured: the lint core's own settings (the command
/// resolves them from `[lint]` and the flags).
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
    /// The server the SQL is written for (executable comments).
    pub server: Server,
    /// Threads for reading files (0: one per core).
    pub jobs: usize,
    /// Statements analysed together before the rules run on them and they
    /// are dropped (lint streams: memory is bounded by this, not by the
    /// size of a file).
    pub window: usize,
}

/// [`Options::window`]'s default.
pub const WINDOW: usize = 8192;

impl Default for Options {
    fn default() -> Self {
        Options {
            rules: rules::RULES
                .iter()
                .filter(|r| r.default_enabled)
                .map(|r| (r, r.default_severity))
                .collect(),
            pool_tables: vec![DEFAULT_POOL_TABLE.to_string()],
            default_isolation: IsolationLevel::RepeatableRead,
            schema: Schema::default(),
            server: Server::default(),
            jobs: 0,
            window: WINDOW,
        }
    }
}

/// Stack for the lint threads: left-deep chains the parser builds in a loop
/// (`UNION ALL`, `AND`) are walked recursively, and dropped recursively.
pub const LINT_STACK: usize = 256 * 1024 * 1024;

/// Run `work` on a pool of `jobs` threads (0: one per core) with
/// [`LINT_STACK`]-sized stacks. Where no thread can be started (a process
/// limit), the calling thread does the work.
pub(crate) fn run_parallel<T: Send>(jobs: usize, work: impl FnOnce() -> T + Send) -> T {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs)
        .stack_size(LINT_STACK)
        .thread_name(|i| format!("poolctl-lint-{i}"))
        .build();
    match pool {
        Ok(pool) => pool.install(work),
        Err(_) => work(),
    }
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

/// Every enabled rule that looks at one part at a time, over one part,
/// side by side: their findings in registry order, anchored on their
/// statements' spans, numbered as the run numbers statements.
pub(crate) fn run_part_rules(
    p: &Program,
    options: &Options,
    numbering: &Numbering<'_>,
) -> Vec<Diagnostic> {
    use rayon::prelude::*;
    let found: Vec<Vec<Diagnostic>> = options
        .rules
        .par_iter()
        .filter_map(|(rule, severity)| match rule.check {
            Check::Part(check) => Some((rule, severity, check)),
            _ => None,
        })
        .map(|(rule, severity, check)| {
            check(p)
                .into_iter()
                .map(|mut finding| {
                    if let Some(s) = finding.statement {
                        finding.statement_span = Some(p.statements[s].span);
                        finding.statement = Some((numbering.statement)(s));
                    }
                    diagnostic(rule, *severity, finding)
                })
                .collect()
        })
        .collect();
    found.into_iter().flatten().collect()
}

/// A finding of `rule`, enabled at `severity`, at the severity it may have.
fn diagnostic(rule: &'static Rule, severity: Severity, finding: Finding) -> Diagnostic {
    Diagnostic {
        rule,
        severity: finding.at_most.map_or(severity, |cap| cap.min(severity)),
        finding,
    }
}

/// The enabled cross-file rules, in registry order, with their severity.
pub(crate) fn cross_file_rules(
    options: &Options,
) -> Vec<(&'static Rule, &'static dyn CrossFileRule, Severity)> {
    options
        .rules
        .iter()
        .filter_map(|&(rule, severity)| match rule.check {
            Check::CrossFile(cross) => Some((rule, cross, severity)),
            _ => None,
        })
        .collect()
}

/// The end of a run: the cross-file rules' findings (`cross_file`, one
/// list per rule of [`cross_file_rules`]), suppressions and the unused
/// ones, positions on whole characters, sorted and without duplicates.
pub(crate) fn finish(
    files: &[SourceFile],
    options: &Options,
    mut diagnostics: Vec<Diagnostic>,
    cross_file: Vec<Vec<Finding>>,
    suppressions: &Suppressions,
) -> Vec<Diagnostic> {
    for ((rule, _, severity), findings) in cross_file_rules(options).into_iter().zip(cross_file) {
        diagnostics.extend(
            findings
                .into_iter()
                .map(|finding| diagnostic(rule, severity, finding)),
        );
    }
    let enabled = |r: &Rule| options.rules.iter().any(|(e, _)| e.name == r.name);
    let unused = suppressions::apply(suppressions, &mut diagnostics, &enabled);
    let reporter = options
        .rules
        .iter()
        .find(|(r, _)| matches!(r.check, Check::UnusedSuppressions));
    if let Some(&(rule, severity)) = reporter {
        for finding in unused {
            diagnostics.push(Diagnostic {
                rule,
                severity,
                finding,
            });
        }
    }
    for d in &mut diagnostics {
        d.finding.span = on_char_boundaries(&files[d.finding.file].text, d.finding.span);
        for r in &mut d.finding.related {
            r.span = on_char_boundaries(&files[r.file].text, r.span);
        }
    }
    // Paths through control flow can find the same thing twice.
    diagnostics.sort_by(|a, b| {
        (
            a.finding.file,
            a.finding.span.start,
            a.rule.code,
            &a.finding.message,
            a.finding.span.end,
        )
            .cmp(&(
                b.finding.file,
                b.finding.span.start,
                b.rule.code,
                &b.finding.message,
                b.finding.span.end,
            ))
    });
    diagnostics.dedup_by(|a, b| a.rule.code == b.rule.code && a.finding == b.finding);
    diagnostics
}

/// One whole program of `files`, built at once (no rule runs): what a
/// streamed run never holds, for tests and benchmarks to compare with it.
pub fn build_program(files: Vec<SourceFile>, options: &Options) -> Program {
    run_parallel(options.jobs, || {
        Program::whole(
            files,
            options.server,
            &options.schema,
            options.default_isolation,
            &options.pool_tables,
        )
    })
}

/// Lint a program already built whole.
pub fn lint_program(p: &Program, options: &Options) -> Vec<Diagnostic> {
    run_parallel(options.jobs, || {
        let diagnostics = run_part_rules(p, options, &Numbering::as_is());
        let cross_file = cross_file_rules(options)
            .into_iter()
            .map(|(_, rule, _)| {
                let mut summary = rule.summary();
                summary.add(p, &Numbering::as_is());
                summary.findings(&p.files)
            })
            .collect();
        finish(
            &p.files,
            options,
            diagnostics,
            cross_file,
            &Suppressions::of(p),
        )
    })
}
