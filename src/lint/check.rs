//! A rule's check: what it reads (a [`Program`]), what it reports (a
//! [`Finding`], its severity capped or not, with the other places it
//! refers to), and how it looks at a run ([`Check`]). Most rules look at
//! one part of a run at a time; a cross-file rule ([`CrossFileRule`])
//! compares parts with each other through a summary of each.
//!
//! The pipeline adds the rule, its code and severity to a finding
//! ([`crate::lint::diagnostics::Diagnostic`]); rules never see each other's
//! findings.

use crate::lint::facts::program::Program;
use crate::lint::syntax::source::{SourceFile, Span};
use serde::Serialize;
use std::any::Any;

/// How bad a finding is: an error fails the run (exit 1), a warning does
/// not.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    serde::Deserialize,
    schemars::JsonSchema,
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
    /// The statement it is about (suppressions and baselines key on it),
    /// numbered as the run numbers statements, and where it is.
    pub statement: Option<usize>,
    pub statement_span: Option<Span>,
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
            statement_span: Some(p.statements[st].span),
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

/// How a rule looks at a run.
#[derive(Clone, Copy)]
pub enum Check {
    /// One part at a time: a part's statements and transactions are all it
    /// needs (a whole program, or one part of a streamed run with the
    /// statements every part shares).
    Part(fn(&Program) -> Vec<Finding>),
    /// The whole run: it compares the parts with each other.
    CrossFile(&'static dyn CrossFileRule),
    /// The suppression comments that suppressed nothing: the pipeline
    /// finds them once every other rule ran.
    UnusedSuppressions,
}

/// How a run numbers what one of its parts holds: the part's statements
/// (suppressions key on the number) and its transactions (their order in
/// the run).
#[derive(Clone, Copy)]
pub struct Numbering<'a> {
    pub statement: &'a (dyn Fn(usize) -> usize + Sync),
    pub transaction: &'a (dyn Fn(usize) -> usize + Sync),
}

/// The number a whole program gives: its own index.
fn same(n: usize) -> usize {
    n
}

impl Numbering<'static> {
    /// A whole program's: statements and transactions by their index.
    pub fn as_is() -> Numbering<'static> {
        Numbering {
            statement: &same,
            transaction: &same,
        }
    }
}

/// A rule that compares transactions of the whole run with each other (a
/// transaction in one file can deadlock with one in another). Lint
/// streams, so no part holds the whole run: the rule keeps a summary of
/// each stretch of parts it is shown, the summaries are merged in the
/// run's order, and the findings come from the merged one at the end.
pub trait CrossFileRule: Sync {
    /// An empty summary, to be shown the parts of one stretch of the run.
    fn summary(&self) -> Box<dyn CrossFileSummary>;
}

/// What a cross-file rule keeps of the parts it has been shown.
pub trait CrossFileSummary: Send {
    /// Take in one part; `numbering` numbers its statements and
    /// transactions as the run does.
    fn add(&mut self, part: &Program, numbering: &Numbering<'_>);

    /// Take in `later`: the same rule's summary of parts that come after
    /// these in the run.
    fn merge(&mut self, later: Box<dyn CrossFileSummary>);

    /// The findings over every part taken in.
    fn findings(&self, files: &[SourceFile]) -> Vec<Finding>;

    /// The summary as [`Any`], for [`merge`](CrossFileSummary::merge) to
    /// take back a summary of its own type.
    fn into_any(self: Box<Self>) -> Box<dyn Any>;
}
