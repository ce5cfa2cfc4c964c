//! Suppression comments at the end of a run: every `-- poolctl: ignore
//! RULE` and `ignore-file RULE` kept while lint streams (the statements
//! they attach to may be gone), the diagnostics they hide dropped, and the
//! ones that hid nothing (or name no rule) reported as findings of
//! `unused-suppression`.

use crate::lint::check::{Check, Finding};
use crate::lint::diagnostics::Diagnostic;
use crate::lint::directives::Directive;
use crate::lint::facts::program::Program;
use crate::lint::rules::{Rule, find};
use crate::lint::syntax::source::Span;
use std::collections::{HashMap, HashSet};

/// One statement's suppression comments, kept for the end of a run (the
/// statement itself may be gone: lint streams).
#[derive(Debug, Clone)]
pub struct Attached {
    pub file: usize,
    /// The statement's span.
    pub span: Span,
    pub directives: Vec<Directive>,
}

/// Every suppression comment of a run: by statement (as the run numbers
/// them) and file-wide ones by file.
#[derive(Debug, Default)]
pub struct Suppressions {
    pub statements: HashMap<usize, Attached>,
    pub files: HashMap<usize, Vec<Directive>>,
}

impl Suppressions {
    /// A whole program's.
    pub fn of(p: &Program) -> Suppressions {
        Suppressions {
            statements: p
                .statement_directives
                .iter()
                .map(|(s, ds)| {
                    let st = &p.statements[*s];
                    (
                        *s,
                        Attached {
                            file: st.file,
                            span: st.span,
                            directives: ds.clone(),
                        },
                    )
                })
                .collect(),
            files: p.file_directives.clone(),
        }
    }
}

/// Drop suppressed diagnostics; return findings for the suppressions that
/// suppressed nothing (or named no rule).
pub fn apply(
    p: &Suppressions,
    diagnostics: &mut Vec<Diagnostic>,
    enabled: &dyn Fn(&Rule) -> bool,
) -> Vec<Finding> {
    // (statement or file key, directive index, rule name) that matched.
    let mut used: HashSet<(bool, usize, usize, String)> = HashSet::new();
    let matches =
        |rule: &Rule, name: &str| rule.name == name || rule.code.eq_ignore_ascii_case(name);
    diagnostics.retain(|d| {
        let f = &d.finding;
        if let Some(s) = f.statement
            && let Some(a) = p.statements.get(&s)
        {
            for (k, dir) in a.directives.iter().enumerate() {
                if let Directive::Ignore { rules, .. } = dir
                    && let Some(r) = rules.iter().find(|r| matches(d.rule, r))
                {
                    used.insert((false, s, k, r.clone()));
                    return false;
                }
            }
        }
        // A file-wide directive hides the findings in its file and, for a
        // rule that compares files, those that point into it: a file taken
        // out of the comparison (it runs alone) takes no part in a finding
        // wherever the finding is reported.
        let cross_file = matches!(d.rule.check, Check::CrossFile(_));
        let files =
            std::iter::once(f.file).chain(f.related.iter().filter(|_| cross_file).map(|r| r.file));
        for file in files {
            let Some(ds) = p.files.get(&file) else {
                continue;
            };
            for (k, dir) in ds.iter().enumerate() {
                if let Directive::IgnoreFile { rules, .. } = dir
                    && let Some(r) = rules.iter().find(|r| matches(d.rule, r))
                {
                    used.insert((true, file, k, r.clone()));
                    return false;
                }
            }
        }
        true
    });
    let mut unused = Vec::new();
    let mut report =
        |file: usize, stmt: Option<(usize, Span)>, span, rule: &str, was_used: bool| {
            if was_used {
                return;
            }
            let message = match find(rule) {
                None => format!("unknown rule `{rule}` in a suppression comment"),
                // A rule this run leaves off found nothing to suppress,
                // which says nothing of the runs that enable it.
                Some(r) if !enabled(r) => return,
                Some(r) => format!("unused suppression: no `{}` finding here", r.name),
            };
            unused.push(Finding {
                file,
                span,
                statement: stmt.map(|(s, _)| s),
                statement_span: stmt.map(|(_, sp)| sp),
                message,
                help: Some("remove the suppression (or fix the rule name)".into()),
                related: Vec::new(),
                at_most: None,
            });
        };
    for (s, a) in &p.statements {
        for (k, dir) in a.directives.iter().enumerate() {
            if let Directive::Ignore { rules, span } = dir {
                for r in rules {
                    report(
                        a.file,
                        Some((*s, a.span)),
                        *span,
                        r,
                        used.contains(&(false, *s, k, r.clone())),
                    );
                }
            }
        }
    }
    for (f, ds) in &p.files {
        for (k, dir) in ds.iter().enumerate() {
            match dir {
                Directive::IgnoreFile { rules, span } => {
                    for r in rules {
                        report(*f, None, *span, r, used.contains(&(true, *f, k, r.clone())));
                    }
                }
                // An ignore after the last statement has nothing to apply to.
                Directive::Ignore { rules, span } => {
                    for r in rules {
                        report(*f, None, *span, r, false);
                    }
                }
                _ => {}
            }
        }
    }
    unused
}
