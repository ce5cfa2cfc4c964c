//! Baselines: let a legacy codebase adopt the linter by recording today's
//! findings, so that only new ones fail CI.
//!
//! An entry is keyed on the rule, the file path and a fingerprint of the
//! statement's normalised text (its tokens without whitespace or comments), so
//! that reformatting, moving a statement within its file or editing other
//! statements does not invalidate it. Counts make it exact: two identical
//! findings in a file need two entries' worth.

use super::Diagnostic;
use super::source::SourceFile;
use serde::{Deserialize, Serialize};
use sqlparser::dialect::MySqlDialect;
use sqlparser::tokenizer::{Token, Tokenizer};
use std::collections::BTreeMap;

pub const VERSION: u32 = 1;

/// Why a baseline file cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum BaselineError {
    /// Not JSON, or not the shape `--write-baseline` writes.
    #[error("not a poolctl baseline ({0}); write one with `poolctl lint --write-baseline FILE`")]
    Json(#[from] serde_json::Error),
    /// Written by another poolctl version.
    #[error(
        "baseline version {found} is not supported (this poolctl reads version {expected}); \
         write it again with `poolctl lint --write-baseline FILE`"
    )]
    Version { found: u32, expected: u32 },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Baseline {
    pub version: u32,
    pub entries: Vec<Entry>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    pub rule: String,
    pub path: String,
    pub fingerprint: String,
    pub count: usize,
    /// The start of the statement, for people reading the file.
    pub statement: String,
}

/// The statement's tokens joined by single spaces (comments dropped).
pub fn normalise(text: &str) -> String {
    match Tokenizer::new(&MySqlDialect {}, text).tokenize() {
        Ok(tokens) => tokens
            .iter()
            .filter(|t| !matches!(t, Token::Whitespace(_) | Token::EOF))
            .map(|t| t.to_string())
            .collect::<Vec<_>>()
            .join(" "),
        Err(_) => text.split_whitespace().collect::<Vec<_>>().join(" "),
    }
}

fn fnv(text: &str) -> String {
    let h = text.bytes().fold(0xcbf29ce484222325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100000001b3)
    });
    format!("{h:016x}")
}

/// The text a diagnostic is keyed on: its statement, or its line.
fn keyed_text(p: &[SourceFile], d: &Diagnostic) -> String {
    let file: &SourceFile = &p[d.finding.file];
    let span = match d.finding.statement_span {
        Some(s) => s,
        None => file
            .lines
            .line_range(&file.text, file.position(d.finding.span.start).line),
    };
    normalise(&file.text[span.start..span.end])
}

fn key(p: &[SourceFile], d: &Diagnostic) -> (String, String, String, String) {
    let text = keyed_text(p, d);
    let preview: String = text.chars().take(80).collect();
    (
        d.rule.name.to_string(),
        p[d.finding.file].path.clone(),
        fnv(&text),
        preview,
    )
}

impl Baseline {
    /// A baseline holding every diagnostic.
    pub fn from_diagnostics(p: &[SourceFile], diagnostics: &[Diagnostic]) -> Baseline {
        let mut counts: BTreeMap<(String, String, String), (usize, String)> = BTreeMap::new();
        for d in diagnostics {
            let (rule, path, fp, preview) = key(p, d);
            counts.entry((rule, path, fp)).or_insert((0, preview)).0 += 1;
        }
        Baseline {
            version: VERSION,
            entries: counts
                .into_iter()
                .map(|((rule, path, fingerprint), (count, statement))| Entry {
                    rule,
                    path,
                    fingerprint,
                    count,
                    statement,
                })
                .collect(),
        }
    }

    pub fn parse(text: &str) -> Result<Baseline, BaselineError> {
        let b: Baseline = serde_json::from_str(text)?;
        if b.version != VERSION {
            return Err(BaselineError::Version {
                found: b.version,
                expected: VERSION,
            });
        }
        Ok(b)
    }

    /// Remove the diagnostics the baseline covers; returns how many.
    pub fn filter(&self, p: &[SourceFile], diagnostics: &mut Vec<Diagnostic>) -> usize {
        let mut left: BTreeMap<(String, String, String), usize> = self
            .entries
            .iter()
            .map(|e| {
                (
                    (e.rule.clone(), e.path.clone(), e.fingerprint.clone()),
                    e.count,
                )
            })
            .collect();
        let before = diagnostics.len();
        diagnostics.retain(|d| {
            let (rule, path, fp, _) = key(p, d);
            match left.get_mut(&(rule, path, fp)) {
                Some(n) if *n > 0 => {
                    *n -= 1;
                    false
                }
                _ => true,
            }
        });
        before - diagnostics.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lint::{Options, SourceFile, lint};

    fn all_rules() -> Options {
        Options::default()
    }

    #[test]
    fn normalisation_ignores_layout_and_comments() {
        assert_eq!(
            normalise("SELECT  a,\n  b -- x\nFROM t"),
            normalise("SELECT a, b FROM /* y */ t")
        );
        assert_ne!(normalise("SELECT a FROM t"), normalise("SELECT b FROM t"));
    }

    #[test]
    fn baseline_hides_old_findings_only() {
        let old = "UPDATE inv SET q = q - 1 WHERE q >= 1;\n";
        let r = lint(vec![SourceFile::new("a.sql", old)], &all_rules());
        let b = Baseline::from_diagnostics(&r.files, &r.diagnostics);
        assert_eq!(b.entries.len(), 1);
        let b = Baseline::parse(&serde_json::to_string(&b).unwrap()).unwrap();

        // Reformatted and moved down, plus one new finding.
        let new = "SELECT 1;\n\nUPDATE inv\n   SET q = q - 1\n WHERE q >= 1;\nUPDATE inv SET z = z - 1 WHERE z > 0;\n";
        let mut r = lint(vec![SourceFile::new("a.sql", new)], &all_rules());
        assert_eq!(r.diagnostics.len(), 2);
        assert_eq!(b.filter(&r.files, &mut r.diagnostics), 1);
        assert_eq!(r.diagnostics.len(), 1);
        assert_eq!(
            r.files[0]
                .position(r.diagnostics[0].finding.span.start)
                .line,
            6
        );
    }

    #[test]
    fn counts_are_exact_and_bad_files_are_errors() {
        let twice =
            "UPDATE inv SET q = q - 1 WHERE q >= 1;\nUPDATE inv SET q = q - 1 WHERE q >= 1;\n";
        let once = lint(
            vec![SourceFile::new(
                "a.sql",
                "UPDATE inv SET q = q - 1 WHERE q >= 1;",
            )],
            &all_rules(),
        );
        let b = Baseline::from_diagnostics(&once.files, &once.diagnostics);
        let mut r = lint(vec![SourceFile::new("a.sql", twice)], &all_rules());
        assert_eq!(b.filter(&r.files, &mut r.diagnostics), 1);
        assert_eq!(r.diagnostics.len(), 1);
        assert!(matches!(Baseline::parse("{"), Err(BaselineError::Json(_))));
        assert!(matches!(
            Baseline::parse(r#"{"version": 1, "entries": [], "extra": 1}"#),
            Err(BaselineError::Json(_))
        ));
        let e = Baseline::parse(r#"{"version": 9, "entries": []}"#).unwrap_err();
        assert!(matches!(
            e,
            BaselineError::Version {
                found: 9,
                expected: VERSION
            }
        ));
        assert!(e.to_string().contains("--write-baseline"), "{e}");
    }
}
