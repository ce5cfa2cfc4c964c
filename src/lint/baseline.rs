//! Baselines: let a legacy codebase adopt the linter by recording today's
//! findings, so that only new ones fail CI.
//!
//! An entry is keyed on the rule, the file path and a fingerprint of the
//! statement's normalised text (its tokens without whitespace or comments), so
//! that reformatting, moving a statement within its file or editing other
//! statements does not invalidate it. Counts make it exact: two identical
//! findings in a file need two entries' worth.
//!
//! The path is the file's canonical path relative to the baseline file's own
//! folder ([`relative_key`]; `/`-separated), so that a baseline matches
//! however the files are named on the command line and from whichever folder
//! poolctl runs. The caller resolves the paths (this module does no I/O) and
//! hands one key per file. Version 1 files name files as spelt, relative
//! to the folder poolctl ran in; they are read too, an entry then matching
//! either key.

use super::diagnostics::Diagnostic;
use super::syntax::source::SourceFile;
use serde::{Deserialize, Serialize};
use sqlparser::dialect::MySqlDialect;
use sqlparser::tokenizer::{Token, Tokenizer};
use std::collections::BTreeMap;
use std::path::{Component, Path};

/// The version written: paths relative to the baseline's folder.
pub const VERSION: u32 = 2;
/// The first version, still read: paths as spelt, relative to the cwd.
pub const VERSION_CWD_PATHS: u32 = 1;

/// Why a baseline file cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum BaselineError {
    /// Not JSON, or not the shape `--write-baseline` writes.
    #[error("not a poolctl baseline ({0}); write one with `poolctl lint --write-baseline FILE`")]
    Json(#[from] serde_json::Error),
    /// Written by another poolctl version.
    #[error(
        "baseline version {found} is not supported (this poolctl reads versions 1 to {expected}); \
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

/// A file's path in a baseline: `file` relative to `folder` (the baseline's
/// folder), both canonical, `/`-separated, with `..` where `file` is outside
/// `folder`. With no common root (another Windows drive) it is `file` whole.
pub fn relative_key(file: &Path, folder: &Path) -> String {
    let file: Vec<Component> = file.components().collect();
    let folder: Vec<Component> = folder.components().collect();
    let common = file.iter().zip(&folder).take_while(|(a, b)| a == b).count();
    let name = |c: &Component| c.as_os_str().to_string_lossy().into_owned();
    if common == 0 {
        return file.iter().map(name).collect::<Vec<_>>().join("/");
    }
    let mut parts = vec![String::from(".."); folder.len() - common];
    parts.extend(file[common..].iter().map(name));
    parts.join("/")
}

/// Rule and fingerprint of a diagnostic, and the statement's preview.
fn key(p: &[SourceFile], d: &Diagnostic) -> (String, String, String) {
    let text = keyed_text(p, d);
    let preview: String = text.chars().take(80).collect();
    (d.rule.name.to_string(), fnv(&text), preview)
}

impl Baseline {
    /// A baseline holding every diagnostic; `paths[i]` is file `i`'s path in
    /// the baseline ([`relative_key`]).
    pub fn from_diagnostics(
        p: &[SourceFile],
        paths: &[String],
        diagnostics: &[Diagnostic],
    ) -> Baseline {
        let mut counts: BTreeMap<(String, String, String), (usize, String)> = BTreeMap::new();
        for d in diagnostics {
            let (rule, fp, preview) = key(p, d);
            let path = paths[d.finding.file].clone();
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
        if !(VERSION_CWD_PATHS..=VERSION).contains(&b.version) {
            return Err(BaselineError::Version {
                found: b.version,
                expected: VERSION,
            });
        }
        Ok(b)
    }

    /// Remove the diagnostics the baseline covers; returns how many.
    /// `paths[i]` is file `i`'s path in the baseline ([`relative_key`]); a
    /// version 1 baseline also matches the file as it was named (its
    /// `SourceFile::path`), which is how version 1 wrote it.
    pub fn filter(
        &self,
        p: &[SourceFile],
        paths: &[String],
        diagnostics: &mut Vec<Diagnostic>,
    ) -> usize {
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
        let legacy = self.version == VERSION_CWD_PATHS;
        diagnostics.retain(|d| {
            let (rule, fp, _) = key(p, d);
            let file = d.finding.file;
            let mut spellings = vec![paths[file].clone()];
            if legacy && p[file].path != paths[file] {
                spellings.push(p[file].path.clone());
            }
            for path in spellings {
                if let Some(n) = left.get_mut(&(rule.clone(), path, fp.clone()))
                    && *n > 0
                {
                    *n -= 1;
                    return false;
                }
            }
            true
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

    /// Each file's key: its path as named (the caller resolves real ones).
    fn paths(files: &[SourceFile]) -> Vec<String> {
        files.iter().map(|f| f.path.clone()).collect()
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
        let b = Baseline::from_diagnostics(&r.files, &paths(&r.files), &r.diagnostics);
        assert_eq!(b.entries.len(), 1);
        let b = Baseline::parse(&serde_json::to_string(&b).unwrap()).unwrap();

        // Reformatted and moved down, plus one new finding.
        let new = "SELECT 1;\n\nUPDATE inv\n   SET q = q - 1\n WHERE q >= 1;\nUPDATE inv SET z = z - 1 WHERE z > 0;\n";
        let mut r = lint(vec![SourceFile::new("a.sql", new)], &all_rules());
        assert_eq!(r.diagnostics.len(), 2);
        assert_eq!(b.filter(&r.files, &paths(&r.files), &mut r.diagnostics), 1);
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
        let b = Baseline::from_diagnostics(&once.files, &paths(&once.files), &once.diagnostics);
        let mut r = lint(vec![SourceFile::new("a.sql", twice)], &all_rules());
        assert_eq!(b.filter(&r.files, &paths(&r.files), &mut r.diagnostics), 1);
        assert_eq!(r.diagnostics.len(), 1);
        assert!(matches!(Baseline::parse("{"), Err(BaselineError::Json(_))));
        assert!(matches!(
            Baseline::parse(r#"{"version": 1, "entries": [], "extra": 1}"#),
            Err(BaselineError::Json(_))
        ));
        assert!(Baseline::parse(r#"{"version": 1, "entries": []}"#).is_ok());
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

    #[test]
    fn keys_are_relative_to_the_baselines_folder() {
        let k = |f: &str, d: &str| relative_key(Path::new(f), Path::new(d));
        assert_eq!(k("/r/db/a.sql", "/r"), "db/a.sql");
        assert_eq!(k("/r/a.sql", "/r"), "a.sql");
        assert_eq!(k("/r/db/a.sql", "/r/ci"), "../db/a.sql");
        assert_eq!(k("/x/a.sql", "/r/ci"), "../../x/a.sql");
        assert_eq!(k("a.sql", "/r"), "a.sql", "no common root: as is");
    }

    /// Entries match the caller's keys (relative to the baseline's folder),
    /// not the path as spelt relative to the cwd; a version 1 baseline
    /// matches either.
    #[test]
    fn entries_match_the_key_and_version_1_the_spelling_too() {
        let sql = "UPDATE inv SET q = q - 1 WHERE q >= 1;";
        let r = lint(vec![SourceFile::new("db/a.sql", sql)], &all_rules());
        let b = Baseline::from_diagnostics(&r.files, &["db/a.sql".into()], &r.diagnostics);
        assert_eq!(b.version, VERSION);
        assert_eq!(b.entries[0].path, "db/a.sql");
        // Named by an absolute path, or from another folder: the same key.
        for shown in ["/home/ci/db/a.sql", "../db/a.sql"] {
            let mut r = lint(vec![SourceFile::new(shown, sql)], &all_rules());
            assert_eq!(
                b.filter(&r.files, &["db/a.sql".into()], &mut r.diagnostics),
                1
            );
        }
        // Version 2 does not match on the spelling alone.
        let mut r = lint(vec![SourceFile::new("db/a.sql", sql)], &all_rules());
        assert_eq!(
            b.filter(&r.files, &["x/a.sql".into()], &mut r.diagnostics),
            0
        );
        // Version 1: the key, or the spelling it was written with.
        let v1 = Baseline {
            version: VERSION_CWD_PATHS,
            ..b.clone()
        };
        let mut r = lint(vec![SourceFile::new("db/a.sql", sql)], &all_rules());
        assert_eq!(
            v1.filter(&r.files, &["x/a.sql".into()], &mut r.diagnostics),
            1
        );
        let mut r = lint(vec![SourceFile::new("/abs/db/a.sql", sql)], &all_rules());
        assert_eq!(
            v1.filter(&r.files, &["db/a.sql".into()], &mut r.diagnostics),
            1
        );
    }
}
