//! Comment directives: `-- poolctl: ...` (and the same inside `/* */`).
//!
//! - `poolctl: ignore RULE[, RULE...] [reason]`: suppress those rules on the next
//!   statement (or the statement the comment is inside).
//! - `poolctl: ignore-file RULE[, RULE...] [reason]`: for the whole file.
//! - `poolctl: transaction NAME`: the following statements form one transaction.
//! - `poolctl: isolation LEVEL`: the isolation of the transaction the next
//!   statement runs in (`read-committed`, `READ COMMITTED`, ...).
//!
//! Malformed directives are reported (rule `invalid-directive`), not ignored.

use super::syntax::source::Span;
use super::syntax::vocabulary::IsolationLevel;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Directive {
    Ignore {
        rules: Vec<String>,
        span: Span,
    },
    IgnoreFile {
        rules: Vec<String>,
        span: Span,
    },
    Transaction {
        name: String,
        span: Span,
    },
    Isolation {
        level: IsolationLevel,
        span: Span,
    },
    /// A `poolctl:` comment that could not be read; the message says why.
    Invalid {
        message: String,
        span: Span,
    },
}

impl Directive {
    pub fn span(&self) -> Span {
        match self {
            Directive::Ignore { span, .. }
            | Directive::IgnoreFile { span, .. }
            | Directive::Transaction { span, .. }
            | Directive::Isolation { span, .. }
            | Directive::Invalid { span, .. } => *span,
        }
    }
}

const PREFIX: &str = "poolctl:";

/// Read the directive in a comment, if it has one.
pub fn parse(comment: &str, span: Span) -> Option<Directive> {
    // `POOLCTL:` too: a directive in another case is still meant as one.
    let body = comment.trim();
    let body = body
        .get(..PREFIX.len())
        .filter(|p| p.eq_ignore_ascii_case(PREFIX))
        .map(|_| body[PREFIX.len()..].trim())?;
    let (verb, rest) = body.split_once(char::is_whitespace).unwrap_or((body, ""));
    let rest = rest.trim();
    let rules = |rest: &str| -> Vec<String> {
        // Rule names, comma separated; the reason follows the last name.
        let mut out = Vec::new();
        for part in rest.split(',') {
            let name = part.split_whitespace().next().unwrap_or("");
            if !name.is_empty() {
                out.push(name.to_string());
            }
            if part.trim().contains(char::is_whitespace) {
                break;
            }
        }
        out
    };
    let invalid = |message: String| Some(Directive::Invalid { message, span });
    match verb {
        "ignore" | "ignore-file" => {
            let r = rules(rest);
            if r.is_empty() {
                return invalid(format!(
                    "`poolctl: {verb}` needs a rule name: `-- poolctl: {verb} RULE reason`"
                ));
            }
            Some(if verb == "ignore" {
                Directive::Ignore { rules: r, span }
            } else {
                Directive::IgnoreFile { rules: r, span }
            })
        }
        "transaction" => match rest.split_whitespace().next() {
            Some(name) => Some(Directive::Transaction {
                name: name.to_string(),
                span,
            }),
            None => invalid(
                "`poolctl: transaction` needs a name: `-- poolctl: transaction reserve`".into(),
            ),
        },
        "isolation" => match IsolationLevel::parse(rest) {
            Some(level) => Some(Directive::Isolation { level, span }),
            None => invalid(format!(
                "unknown isolation level {rest:?}: use read-committed, repeatable-read, serializable or read-uncommitted"
            )),
        },
        other => invalid(format!(
            "unknown directive `poolctl: {other}`: use ignore, ignore-file, transaction or isolation"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Option<Directive> {
        parse(s, Span::default())
    }

    #[test]
    fn reads_each_directive() {
        assert_eq!(
            p("poolctl: ignore hot-row-counter legacy path, fixed in #12"),
            Some(Directive::Ignore {
                rules: vec!["hot-row-counter".into()],
                span: Span::default()
            })
        );
        assert_eq!(
            p(" poolctl: ignore-file a, b  reason here"),
            Some(Directive::IgnoreFile {
                rules: vec!["a".into(), "b".into()],
                span: Span::default()
            })
        );
        assert_eq!(
            p("poolctl: isolation READ COMMITTED"),
            Some(Directive::Isolation {
                level: IsolationLevel::ReadCommitted,
                span: Span::default()
            })
        );
        assert!(
            matches!(p("poolctl: transaction reserve"), Some(Directive::Transaction { name, .. }) if name == "reserve")
        );
        assert_eq!(p("just a comment"), None);
        assert!(matches!(
            p("poolctl: isolation sometimes"),
            Some(Directive::Invalid { .. })
        ));
        assert!(matches!(
            p("poolctl: ignroe x"),
            Some(Directive::Invalid { .. })
        ));
        assert!(matches!(
            p("poolctl: ignore"),
            Some(Directive::Invalid { .. })
        ));
    }
}
