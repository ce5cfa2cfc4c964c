//! Lint output: source snippets for people (annotate-snippets), JSON, SARIF
//! 2.1.0 (serde-sarif types) and GitHub workflow annotations, each written
//! from a finished run (its files, diagnostics and [`Summary`]).

use crate::lint::check::Severity;
use crate::lint::diagnostics::{Diagnostic, Summary};
use crate::lint::rules;
use crate::lint::syntax::source::{Position, SourceFile, Span};
use annotate_snippets::{AnnotationKind, Group, Level, Origin, Renderer, Snippet};
use schemars::JsonSchema;
use serde::Serialize;
use std::io::{self, Write};

fn pos(p: &[SourceFile], file: usize, offset: usize) -> Position {
    p[file].position(offset)
}

/// Start and end positions (end exclusive, as SARIF and our JSON use it).
fn range(p: &[SourceFile], file: usize, span: Span) -> (Position, Position) {
    (
        pos(p, file, span.start),
        pos(p, file, span.end.max(span.start)),
    )
}

/// The lines shown around `span` and where they start: the whole lines,
/// or a window of a long line ([`clip`]).
struct Context {
    text: String,
    line: usize,
    local: Span,
    /// The span's real column when `text` is a window of its line (the
    /// renderer would count it from the window's start).
    clipped_column: Option<usize>,
}

/// The whole lines around `span`, with lone CRs shown as line breaks (the
/// snippet renderer splits on `\n`; the byte length is unchanged).
fn context(file: &SourceFile, span: Span) -> Context {
    let first = file.position(span.start).line;
    let last = file.position(span.end.max(span.start)).line;
    let start = file.lines.line_range(&file.text, first).start;
    let end = file
        .lines
        .line_range(&file.text, last)
        .end
        .max(span.end.min(file.text.len()));
    let bytes = &file.text.as_bytes()[start..end];
    let mut text = String::with_capacity(bytes.len());
    for (i, ch) in file.text[start..end].char_indices() {
        if ch == '\r' && bytes.get(i + 1) != Some(&b'\n') {
            text.push('\n');
        } else {
            text.push(ch);
        }
    }
    let text = without_secrets(&file.text, start, text);
    let local = Span::new(span.start - start, span.end.min(end) - start);
    let (text, line, clipped) = clip(text, first, local);
    Context {
        text,
        line,
        local: clipped.unwrap_or(local),
        clipped_column: clipped.map(|_| file.position(span.start).column),
    }
}

/// `shown`, the snippet of `source[start..start + shown.len()]`, with the
/// literals of each statement in it that hands the server a key or a
/// password masked ([`crate::redact::sql_holds_secret`], byte for byte so
/// the marks stay in place). Statements are cut at `;` (roughly: a `;`
/// inside a literal cuts one short); the first and last pieces are judged
/// with the rest of their statement outside the snippet.
fn without_secrets(source: &str, start: usize, shown: String) -> String {
    let end = start + shown.len();
    let cuts: Vec<usize> = source[start..end]
        .match_indices(';')
        .map(|(i, _)| start + i + 1)
        .collect();
    let mut out = String::with_capacity(shown.len());
    let mut a = start;
    for b in cuts.iter().copied().chain(std::iter::once(end)) {
        if a >= b {
            continue;
        }
        let from = if a == start {
            source[..a].rfind(';').map_or(0, |i| i + 1)
        } else {
            a
        };
        let to = if b == end {
            source[b..].find(';').map_or(source.len(), |i| b + i)
        } else {
            b
        };
        let piece = &shown[a - start..b - start];
        if crate::redact::sql_holds_secret(&source[from..to]) {
            out.push_str(&crate::redact::sql_literals_masked(piece));
        } else {
            out.push_str(piece);
        }
        a = b;
    }
    out
}

/// Longest snippet shown; longer (minified) lines are cut to a window around
/// the span, so rendering stays linear in the number of findings.
const MAX_SNIPPET: usize = 512;

/// The window and the span within it, or `None` when `text` is shown whole.
fn clip(text: String, line: usize, local: Span) -> (String, usize, Option<Span>) {
    if text.len() <= MAX_SNIPPET
        || text[..local.start].contains('\n')
        || text[local.end.min(text.len())..].contains('\n')
    {
        return (text, line, None);
    }
    let floor = |mut i: usize| {
        while i > 0 && !text.is_char_boundary(i) {
            i -= 1;
        }
        i
    };
    let from = floor(local.start.saturating_sub(MAX_SNIPPET / 4));
    let to = floor(
        (local.end + MAX_SNIPPET / 4)
            .min(text.len())
            .max(local.end.min(text.len())),
    );
    let to = if text.is_char_boundary(to) {
        to
    } else {
        text.len()
    };
    let mut cut = String::new();
    if from > 0 {
        cut.push_str("...");
    }
    let shift = cut.len();
    cut.push_str(&text[from..to]);
    if to < text.len() {
        cut.push_str("...");
    }
    (
        cut,
        line,
        Some(Span::new(
            local.start - from + shift,
            local.end - from + shift,
        )),
    )
}

/// The snippet of `c` in `file`, annotated with `kind`: its path and position
/// printed by the renderer, or, for a window of a long line, printed from the
/// real column (the renderer would count from the window's start).
fn snippet<'a>(
    c: &'a Context,
    path: &'a str,
    kind: AnnotationKind,
) -> (
    Option<Origin<'a>>,
    Snippet<'a, annotate_snippets::Annotation<'a>>,
) {
    let l = c.local;
    let span = l.start..l.end.max(l.start + 1).min(c.text.len().max(1));
    let source = Snippet::source(c.text.as_str())
        .line_start(c.line)
        .fold(true)
        .annotation(kind.span(span));
    match c.clipped_column {
        None => (None, source.path(path)),
        Some(col) => (
            Some(Origin::path(path).line(c.line).char_column(col)),
            source,
        ),
    }
}

/// `line` without its terminal colour sequences (`ESC [ ... m`).
fn without_escapes(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Human output: one snippet per diagnostic, then a summary line.
pub fn text(
    out: &mut dyn Write,
    p: &[SourceFile],
    diagnostics: &[Diagnostic],
    summary: &Summary,
    color: bool,
) -> io::Result<()> {
    let renderer = if color {
        Renderer::styled()
    } else {
        Renderer::plain()
    };
    for d in diagnostics {
        let f = &d.finding;
        let file = &p[f.file];
        let main_context = context(file, f.span);
        let level = match d.severity {
            Severity::Error => Level::ERROR,
            Severity::Warning => Level::WARNING,
        };
        let title = format!("{}: {}", d.rule.name, f.message);
        let (origin, source) = snippet(&main_context, &file.path, AnnotationKind::Primary);
        let main = level
            .primary_title(title.as_str())
            .id(d.rule.code)
            .elements(origin)
            .element(source);
        let related: Vec<(Context, &str, &str)> = f
            .related
            .iter()
            .map(|r| {
                let rf = &p[r.file];
                (context(rf, r.span), rf.path.as_str(), r.message.as_str())
            })
            .collect();
        let mut groups = vec![main];
        for (c, path, msg) in &related {
            let (origin, source) = snippet(c, path, AnnotationKind::Context);
            groups.push(
                Group::with_title(Level::NOTE.secondary_title(*msg))
                    .elements(origin)
                    .element(source),
            );
        }
        let help = format!(
            "{}{}see {}",
            f.help.as_deref().unwrap_or(""),
            if f.help.is_some() { "; " } else { "" },
            d.rule.url()
        );
        groups.push(Group::with_title(
            Level::HELP.secondary_title(help.as_str()),
        ));
        let rendered = renderer.render(&groups);
        if main_context.clipped_column.is_some()
            || related.iter().any(|(c, ..)| c.clipped_column.is_some())
        {
            // A snippet without a path after its `-->` origin is drawn as a
            // secondary location with no name (` ::: `): drop that line.
            let kept: Vec<&str> = rendered
                .lines()
                .filter(|l| without_escapes(l).trim() != ":::")
                .collect();
            writeln!(out, "{}\n", kept.join("\n"))?;
        } else {
            writeln!(out, "{rendered}\n")?;
        }
    }
    writeln!(
        out,
        "{}: {} error(s), {} warning(s) in {} file(s), {} statement(s){}{}",
        if summary.errors > 0 { "FAILED" } else { "ok" },
        summary.errors,
        summary.warnings,
        summary.files,
        summary.statements,
        if summary.baselined > 0 {
            format!("; {} baselined", summary.baselined)
        } else {
            String::new()
        },
        if summary.unreadable > 0 {
            format!("; {} input(s) could not be read", summary.unreadable)
        } else {
            String::new()
        },
    )
}

// The JSON document is written from these structs as they are (no
// `serde_json::Value` tree: a copy of every string, about 1 KB a finding),
// their fields in the order of the document's keys: sorted.

/// `lint`: every finding of the program linted, and the counts.
#[derive(Serialize, JsonSchema)]
pub struct JsonDocument<'a> {
    /// The findings left after suppressions and the baseline, by file and
    /// position.
    diagnostics: Vec<JsonDiagnostic<'a>>,
    /// The counts of the run.
    summary: &'a Summary,
}

/// One finding.
#[derive(Serialize, JsonSchema)]
pub struct JsonDiagnostic<'a> {
    /// The rule's stable code (`PL001`).
    code: &'a str,
    /// Where the finding starts: its column, from 1, in Unicode code points.
    column: usize,
    /// The column just after its end, from 1.
    end_column: usize,
    /// The line of its end, from 1.
    end_line: usize,
    /// What to do about it; null when the rule has nothing to add.
    help: Option<&'a str>,
    /// The line where it starts, from 1.
    line: usize,
    /// What is wrong, in words.
    message: &'a str,
    /// The file, as named on the command line or found in a folder (`-`'s
    /// is `<stdin>`).
    path: &'a str,
    /// Other places the finding involves (the other side of a lock order
    /// inversion, where a row was locked first or written); empty when none.
    related: Vec<JsonRelated<'a>>,
    /// The rule's name (`locking-read-without-read-committed`); its page is
    /// `lints/RULE.md`.
    rule: &'a str,
    /// How bad it is: an `error` fails the run (exit 1), a `warning` does not.
    #[schemars(schema_with = "severity")]
    severity: &'a str,
}

/// Another place a finding involves.
#[derive(Serialize, JsonSchema)]
pub struct JsonRelated<'a> {
    /// Its column, from 1, in Unicode code points.
    column: usize,
    /// Its line, from 1.
    line: usize,
    /// What happens there.
    message: &'a str,
    /// Its file, named as the finding's is.
    path: &'a str,
}

/// A severity, as `Severity::as_str` writes it.
fn severity(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
    schemars::json_schema!({
        "type": "string",
        "enum": [Severity::Warning.as_str(), Severity::Error.as_str()],
    })
}

/// `lint --list-rules`: every rule, in code order.
#[derive(Serialize, JsonSchema)]
#[serde(transparent)]
pub struct RuleList<'a>(Vec<JsonRule<'a>>);

/// One rule of `lint --list-rules`.
#[derive(Serialize, JsonSchema)]
pub struct JsonRule<'a> {
    /// Its stable code (`PL001`), never reused.
    code: &'a str,
    /// Its page, relative to the repository (`lints/RULE.md`).
    doc: String,
    /// Whether it runs with the options given (flags and `[lint]`).
    enabled: bool,
    /// Its name, the bad pattern in kebab case.
    rule: &'a str,
    /// Its severity with the options given (its default when it is off).
    #[schemars(schema_with = "severity")]
    severity: &'a str,
    /// What it finds, in one line.
    summary: &'a str,
}

/// `lint --list-rules --format json`: every rule, and how `on` (the
/// options given) runs it: its severity, or `None` when it is off.
pub fn rules_json(
    out: &mut dyn Write,
    on: impl Fn(&rules::Rule) -> Option<Severity>,
) -> io::Result<()> {
    let list = RuleList(
        rules::RULES
            .iter()
            .map(|r| JsonRule {
                code: r.code,
                doc: r.url(),
                enabled: on(r).is_some(),
                rule: r.name,
                severity: on(r).unwrap_or(r.default_severity).as_str(),
                summary: r.summary,
            })
            .collect(),
    );
    super::json(out, &list)
}

/// `{"diagnostics": [...], "summary": {...}}`, 1-based lines and columns.
pub fn json(
    out: &mut dyn Write,
    p: &[SourceFile],
    diagnostics: &[Diagnostic],
    summary: &Summary,
) -> io::Result<()> {
    let list: Vec<JsonDiagnostic> = diagnostics
        .iter()
        .map(|d| {
            let f = &d.finding;
            let (s, e) = range(p, f.file, f.span);
            JsonDiagnostic {
                rule: d.rule.name,
                code: d.rule.code,
                severity: d.severity.as_str(),
                path: &p[f.file].path,
                line: s.line,
                column: s.column,
                end_line: e.line,
                end_column: e.column,
                message: &f.message,
                help: f.help.as_deref(),
                related: f
                    .related
                    .iter()
                    .map(|r| {
                        let rp = pos(p, r.file, r.span.start);
                        JsonRelated {
                            path: &p[r.file].path,
                            line: rp.line,
                            column: rp.column,
                            message: &r.message,
                        }
                    })
                    .collect(),
            }
        })
        .collect();
    super::json(
        out,
        &JsonDocument {
            diagnostics: list,
            summary,
        },
    )
}

/// SARIF 2.1.0, one run, every rule described, columns in Unicode code points.
pub fn sarif(out: &mut dyn Write, p: &[SourceFile], diagnostics: &[Diagnostic]) -> io::Result<()> {
    use serde_sarif::sarif as s;
    let descriptor = |r: &rules::Rule| {
        s::ReportingDescriptor::builder()
            .id(r.code)
            .name(r.name)
            .short_description(
                s::MultiformatMessageString::builder()
                    .text(r.summary)
                    .build(),
            )
            .full_description(s::MultiformatMessageString::builder().text(r.doc()).build())
            .help(
                s::MultiformatMessageString::builder()
                    .text(format!(
                        "see {} in the poolctl repository, or `poolctl lint --explain {}`",
                        r.url(),
                        r.code
                    ))
                    .markdown(r.page())
                    .build(),
            )
            .default_configuration(
                s::ReportingConfiguration::builder()
                    .enabled(r.default_enabled)
                    .level(serde_json::json!(r.default_severity.as_str()))
                    .build(),
            )
            .build()
    };
    let location = |file: usize, span: Span, message: Option<&str>| {
        let (st, en) = range(p, file, span);
        let region = s::Region::builder()
            .start_line(st.line as i64)
            .start_column(st.column as i64)
            .end_line(en.line as i64)
            .end_column(en.column as i64)
            .build();
        let physical = s::PhysicalLocation::builder()
            .artifact_location(
                s::ArtifactLocation::builder()
                    .uri(uri_reference(&p[file].path))
                    .build(),
            )
            .region(region)
            .build();
        match message {
            Some(m) => s::Location::builder()
                .physical_location(physical)
                .message(s::Message::builder().text(m).build())
                .build(),
            None => s::Location::builder().physical_location(physical).build(),
        }
    };
    let results: Vec<s::Result> = diagnostics
        .iter()
        .map(|d| {
            let f = &d.finding;
            let index = rules::RULES
                .iter()
                .position(|r| r.code == d.rule.code)
                .unwrap_or(0) as i64;
            let text = match &f.help {
                Some(h) => format!("{} ({h})", f.message),
                None => f.message.clone(),
            };
            let level = match d.severity {
                Severity::Error => s::ResultLevel::Error,
                Severity::Warning => s::ResultLevel::Warning,
            };
            let base = s::Result::builder()
                .rule_id(d.rule.code)
                .rule_index(index)
                .level(level)
                .message(s::Message::builder().text(text).build())
                .locations(vec![location(f.file, f.span, None)]);
            if f.related.is_empty() {
                base.build()
            } else {
                base.related_locations(
                    f.related
                        .iter()
                        .map(|r| location(r.file, r.span, Some(&r.message)))
                        .collect::<Vec<_>>(),
                )
                .build()
            }
        })
        .collect();
    let driver = s::ToolComponent::builder()
        .name("poolctl")
        .version(env!("CARGO_PKG_VERSION"))
        .information_uri("https://crates.io/crates/poolctl")
        .rules(rules::RULES.iter().map(descriptor).collect::<Vec<_>>())
        .build();
    let run = s::Run::builder()
        .tool(s::Tool::builder().driver(driver).build())
        .results(results)
        .column_kind(serde_json::json!("unicodeCodePoints"))
        .build();
    let log = s::Sarif::builder()
        .schema("https://json.schemastore.org/sarif-2.1.0.json")
        .version(serde_json::json!("2.1.0"))
        .runs(vec![run])
        .build();
    super::json(out, &log)
}

/// A path as a relative URI reference (SARIF `artifactLocation.uri`). A `:`
/// in the first segment is encoded: `d:x.sql` would read as a URI with the
/// scheme `d` (RFC 3986, 4.2).
fn uri_reference(path: &str) -> String {
    use percent_encoding::{AsciiSet, CONTROLS, utf8_percent_encode};
    const SET: &AsciiSet = &CONTROLS
        .add(b' ')
        .add(b'"')
        .add(b'#')
        .add(b'%')
        .add(b'<')
        .add(b'>')
        .add(b'?')
        .add(b'[')
        .add(b']')
        .add(b'^')
        .add(b'`')
        .add(b'{')
        .add(b'|')
        .add(b'}')
        .add(b'\\');
    let slashed = path.replace('\\', "/");
    let encoded = utf8_percent_encode(&slashed, SET).to_string();
    match encoded.split_once('/') {
        Some((first, rest)) if first.contains(':') => {
            format!("{}/{rest}", first.replace(':', "%3A"))
        }
        None if encoded.contains(':') => encoded.replace(':', "%3A"),
        _ => encoded,
    }
}

/// GitHub's workflow-command escaping: data, and property values.
fn gh_escape(s: &str, property: bool) -> String {
    let mut out = s
        .replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A");
    if property {
        out = out.replace(':', "%3A").replace(',', "%2C");
    }
    out
}

/// `::error file=...,line=...::message` lines for GitHub Actions.
pub fn github(out: &mut dyn Write, p: &[SourceFile], diagnostics: &[Diagnostic]) -> io::Result<()> {
    for d in diagnostics {
        let f = &d.finding;
        let (s, e) = range(p, f.file, f.span);
        let kind = match d.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        let mut message = f.message.clone();
        if let Some(h) = &f.help {
            message.push_str("\nhelp: ");
            message.push_str(h);
        }
        writeln!(
            out,
            "::{kind} file={},line={},col={},endLine={},endColumn={},title={}::{}",
            gh_escape(&p[f.file].path, true),
            s.line,
            s.column,
            e.line,
            e.column,
            gh_escape(&format!("{} ({})", d.rule.name, d.rule.code), true),
            gh_escape(&message, false)
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn paths_become_uri_references() {
        assert_eq!(
            super::uri_reference("db/my reserve.sql"),
            "db/my%20reserve.sql"
        );
        assert_eq!(super::uri_reference("<stdin>"), "%3Cstdin%3E");
        // A `:` in the first segment would make the path read as a URI
        // with a scheme; later segments may keep it.
        assert_eq!(super::uri_reference("d11:colon.sql"), "d11%3Acolon.sql");
        assert_eq!(super::uri_reference("a:b/c:d.sql"), "a%3Ab/c:d.sql");
        assert_eq!(super::uri_reference("db/c:d.sql"), "db/c:d.sql");
        assert_eq!(super::uri_reference("/abs/c:d.sql"), "/abs/c:d.sql");
    }

    #[test]
    fn colour_sequences_are_not_text() {
        assert_eq!(
            super::without_escapes("\u{1b}[1m\u{1b}[94m ::: \u{1b}[0m"),
            " ::: "
        );
    }

    #[test]
    fn github_escaping() {
        assert_eq!(super::gh_escape("a,b:c%\nd", true), "a%2Cb%3Ac%25%0Ad");
        assert_eq!(super::gh_escape("a,b:c", false), "a,b:c");
    }
}
