//! What a lint run produces: its diagnostics (a rule's finding with the
//! rule and the severity it is reported at), the [`Report`] of a run, and
//! the [`Summary`] counts a command prints under them. The renderers write
//! these as they are; they decide nothing.

use crate::lint::check::{Finding, Severity};
use crate::lint::rules::Rule;
use crate::lint::syntax::source::SourceFile;
use schemars::JsonSchema;
use serde::Serialize;

/// A finding as reported: its rule and the severity it has in this run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    pub rule: &'static Rule,
    pub severity: Severity,
    pub finding: Finding,
}

/// The result of a lint run.
#[derive(Debug)]
pub struct Report {
    pub files: Vec<SourceFile>,
    /// Statements read, in every file.
    pub statements: usize,
    pub diagnostics: Vec<Diagnostic>,
}

impl Report {
    pub fn count(&self, severity: Severity) -> usize {
        count(&self.diagnostics, severity)
    }
}

fn count(diagnostics: &[Diagnostic], severity: Severity) -> usize {
    diagnostics
        .iter()
        .filter(|d| d.severity == severity)
        .count()
}

/// The counts under a run's diagnostics: the summary line of the text
/// output and the JSON document's `summary` (fields in the order of their
/// JSON keys: sorted).
#[derive(Debug, Clone, Default, Serialize, JsonSchema)]
pub struct Summary {
    /// Findings hidden by `--baseline`.
    pub baselined: usize,
    /// Findings of severity `error` reported.
    pub errors: usize,
    /// Files linted.
    pub files: usize,
    /// Statements read in them.
    pub statements: usize,
    /// Inputs that could not be read (each named on stderr; exit 2).
    pub unreadable: usize,
    /// Findings of severity `warning` reported.
    pub warnings: usize,
}

impl Summary {
    /// The counts of `diagnostics` (those left once a baseline hid
    /// `baselined`) over `files` files and `statements` statements, with
    /// `unreadable` inputs that could not be read.
    pub fn new(
        files: usize,
        statements: usize,
        diagnostics: &[Diagnostic],
        baselined: usize,
        unreadable: usize,
    ) -> Summary {
        Summary {
            files,
            statements,
            errors: count(diagnostics, Severity::Error),
            warnings: count(diagnostics, Severity::Warning),
            baselined,
            unreadable,
        }
    }

    /// Whether the run fails: an error is left.
    pub fn failed(&self) -> bool {
        self.errors > 0
    }
}
