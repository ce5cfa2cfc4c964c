//! Rule fixtures: `tests/fixtures/lint/<rule_name>.sql`, one per rule in the
//! registry, each linted alone with every rule on (at its default severity) and
//! poolctl's own tables known.
//!
//! A fixture states what must be found with markers: a line carrying
//! `-- expect: RULE[, RULE...]` (kebab-case names; a name twice means two
//! findings) is where those findings start. The harness compares the markers
//! with the (line, rule) of every diagnostic, exactly: a finding without a
//! marker fails, and so does a marker without its finding. Markers are read
//! from the raw text lines, so it does not matter that the linter sees them as
//! comments of the next statement.
//!
//! Positions: the same findings must come out at the same line and column
//! whatever the line breaks (LF, CRLF, lone CR), and columns count characters.
//!
//! What the user sees: the text `poolctl lint` prints for each fixture (every
//! rule on) is a snapshot, `tests/lint/snapshots/lint__fixtures__<rule_name>.snap`:
//! each finding's source snippet with its marks, rule and code, help line and
//! doc page, then the summary line. A changed message or position shows in
//! the snapshot's diff; review it as code (`INSTA_UPDATE=always` rewrites
//! them).

use crate::formats::Project;
use poolctl::lint::facts::schema::Schema;
use poolctl::lint::rules::RULES;
use poolctl::lint::syntax::source::{Position, SourceFile};
use poolctl::lint::{Options, lint};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

const MARKER: &str = "-- expect:";

fn fixture_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/lint")
}

/// Every rule on at its default severity; poolctl's tables from its migrations.
fn all_rules() -> Options {
    Options {
        rules: RULES.iter().map(|r| (r, r.default_severity)).collect(),
        schema: Schema::from_sql(
            poolctl::migrate::embedded::all()
                .iter()
                .map(|m| m.sql.as_str()),
        ),
        ..Options::default()
    }
}

/// (file stem, text with LF line breaks) of every fixture, sorted.
fn fixtures() -> Vec<(String, String)> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(fixture_dir()).expect("tests/fixtures/lint exists") {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|x| x == "sql") {
            let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(&path).unwrap();
            // A checkout with CRLF conversion must not change the fixtures.
            out.push((stem, text.replace("\r\n", "\n")));
        }
    }
    out.sort();
    out
}

/// The path a fixture is shown under (relative, as in the repository).
fn shown(stem: &str) -> String {
    format!("tests/fixtures/lint/{stem}.sql")
}

/// Lines split at LF, CRLF or a lone CR, like the linter counts them.
fn lines(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let b = text.as_bytes();
    let (mut start, mut i) = (0, 0);
    while i < b.len() {
        match b[i] {
            b'\n' => {
                out.push(&text[start..i]);
                start = i + 1;
            }
            b'\r' => {
                out.push(&text[start..i]);
                if b.get(i + 1) == Some(&b'\n') {
                    i += 1;
                }
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    out.push(&text[start..]);
    out
}

/// (line, rule) -> how many findings the markers expect there.
pub(crate) fn expected(path: &str, text: &str) -> BTreeMap<(usize, String), usize> {
    let mut out = BTreeMap::new();
    for (i, line) in lines(text).into_iter().enumerate() {
        let Some(at) = line.find(MARKER) else {
            continue;
        };
        for name in line[at + MARKER.len()..].split(',').map(str::trim) {
            assert!(
                RULES.iter().any(|r| r.name == name),
                "{path}:{}: `{MARKER}` names {name:?}, which is not a rule (kebab-case names: {})",
                i + 1,
                RULES.iter().map(|r| r.name).collect::<Vec<_>>().join(", ")
            );
            *out.entry((i + 1, name.to_string())).or_insert(0) += 1;
        }
    }
    out
}

/// One diagnostic: rule, start and end (end exclusive), message.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Found {
    rule: &'static str,
    start: Position,
    end: Position,
    message: String,
}

fn lint_one(path: &str, text: &str, options: &Options) -> Vec<Found> {
    let report = lint(vec![SourceFile::new(path, text)], options);
    report
        .diagnostics
        .iter()
        .map(|d| {
            let file = &report.files[d.finding.file];
            Found {
                rule: d.rule.name,
                start: file.position(d.finding.span.start),
                end: file.position(d.finding.span.end),
                message: d.finding.message.clone(),
            }
        })
        .collect()
}

/// Compare markers and findings; one line per difference.
fn differences(path: &str, text: &str) -> Vec<String> {
    let want = expected(path, text);
    let found = lint_one(path, text, &all_rules());
    let mut got: BTreeMap<(usize, String), Vec<&Found>> = BTreeMap::new();
    for f in &found {
        got.entry((f.start.line, f.rule.to_string()))
            .or_default()
            .push(f);
    }
    let mut out = Vec::new();
    for ((line, rule), n) in &want {
        let have = got.get(&(*line, rule.clone())).map_or(0, Vec::len);
        if have < *n {
            out.push(format!(
                "{path}:{line}: missing: expected {n} `{rule}` finding(s) here, got {have}"
            ));
        }
    }
    for ((line, rule), fs) in &got {
        let n = want.get(&(*line, rule.clone())).copied().unwrap_or(0);
        for f in fs.iter().skip(n) {
            out.push(format!(
                "{path}:{line}:{}: unexpected `{rule}`: {} (mark the line with `{MARKER} {rule}` if it is right)",
                f.start.column, f.message
            ));
        }
    }
    out
}

#[test]
fn every_rule_has_a_fixture_and_every_fixture_a_rule() {
    let stems: Vec<String> = fixtures().into_iter().map(|(s, _)| s).collect();
    for r in RULES {
        let stem = r.name.replace('-', "_");
        assert!(
            stems.contains(&stem),
            "rule {} ({}) has no fixture: add {} with positive cases (marked `{MARKER} {}`) and negative ones",
            r.name,
            r.code,
            shown(&stem),
            r.name
        );
    }
    for s in &stems {
        assert!(
            RULES.iter().any(|r| r.name.replace('-', "_") == *s),
            "{} is named after no rule",
            shown(s)
        );
    }
}

#[test]
fn every_fixture_expects_its_own_rule() {
    for (stem, text) in fixtures() {
        let path = shown(&stem);
        let want = expected(&path, &text);
        assert!(!want.is_empty(), "{path} expects no finding at all");
        let rule = stem.replace('_', "-");
        assert!(
            want.keys().any(|(_, r)| *r == rule),
            "{path} has no `{MARKER} {rule}` marker: a rule's fixture must show it firing"
        );
    }
}

#[test]
fn fixtures_find_exactly_what_their_markers_expect() {
    let mut problems = Vec::new();
    for (stem, text) in fixtures() {
        problems.extend(differences(&shown(&stem), &text));
    }
    assert!(
        problems.is_empty(),
        "{} difference(s) between markers and findings:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// The arguments that turn on the rules that are off by default (so that
/// the binary runs every rule, as [`all_rules`] does).
fn enable_every_rule() -> Vec<String> {
    RULES
        .iter()
        .filter(|r| !r.default_enabled)
        .flat_map(|r| ["--enable".to_string(), r.name.to_string()])
        .collect()
}

/// Each fixture linted by the built binary, every rule on, in a project of
/// its own (poolctl's tables known, as in [`all_rules`]): its text output,
/// as the user reads it, is the fixture's snapshot.
#[test]
fn every_fixture_prints_its_snapshot() {
    let enable = enable_every_rule();
    for (stem, text) in fixtures() {
        let path = shown(&stem);
        let p = Project::new();
        p.write(&path, &text);
        let mut args: Vec<&str> = vec!["lint"];
        args.extend(enable.iter().map(String::as_str));
        args.push(&path);
        let r = p.run(&args);
        assert!(
            matches!(r.code, Some(0 | 1)),
            "{path}: exit {:?}\n{}",
            r.code,
            r.stderr
        );
        assert!(r.stderr.is_empty(), "{path}: {}", r.stderr);
        insta::with_settings!({
            description => format!("poolctl {}", args.join(" ")),
            omit_expression => true,
        }, {
            insta::assert_snapshot!(stem.as_str(), r.stdout);
        });
    }
}

/// `text` (LF line breaks) with CRLF and with lone CR line breaks.
fn variants(text: &str) -> [(&'static str, String); 3] {
    [
        ("LF", text.to_string()),
        ("CRLF", text.replace('\n', "\r\n")),
        ("CR", text.replace('\n', "\r")),
    ]
}

/// `text` with each `-- comment` turned into `/* comment */` on the same line
/// (the fixtures have no `--` inside strings or block comments). Directives and
/// markers keep their meaning and every finding its start.
fn line_comments_as_block_comments(text: &str) -> String {
    text.split('\n')
        .map(|line| match line.find("--") {
            Some(i) => format!("{}/*{} */", &line[..i], &line[i + 2..]),
            None => line.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn starts(found: &[Found]) -> Vec<(&'static str, Position)> {
    found.iter().map(|f| (f.rule, f.start)).collect()
}

fn spans(found: &[Found]) -> Vec<(&'static str, Position, Position)> {
    found.iter().map(|f| (f.rule, f.start, f.end)).collect()
}

/// Every finding of every fixture, as written, starts at the same line and
/// column with LF and with CRLF line breaks.
#[test]
fn positions_are_the_same_with_crlf_line_breaks() {
    let mut problems = Vec::new();
    for (stem, text) in fixtures() {
        let path = shown(&stem);
        let lf = lint_one(&path, &text, &all_rules());
        let crlf = lint_one(&path, &text.replace('\n', "\r\n"), &all_rules());
        if starts(&lf) != starts(&crlf) {
            problems.push(format!(
                "{path}:\n  LF:   {:?}\n  CRLF: {:?}",
                starts(&lf),
                starts(&crlf)
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Start and end of every finding are the same with LF, CRLF and lone CR line
/// breaks, for the fixtures as written and with their `--` comments written as
/// `/* */`.
#[test]
fn positions_are_the_same_with_lf_crlf_and_cr_line_breaks() {
    let mut problems = Vec::new();
    for (stem, text) in fixtures() {
        let path = shown(&stem);
        let original = lint_one(&path, &text, &all_rules());
        let blocky = line_comments_as_block_comments(&text);
        let base = lint_one(&path, &blocky, &all_rules());
        assert_eq!(
            starts(&base),
            starts(&original),
            "{path}: writing `--` comments as `/* */` changed the findings"
        );
        for written in [&text, &blocky] {
            let [(_, lf), rest @ ..] = variants(written);
            let base = lint_one(&path, &lf, &all_rules());
            for (name, variant) in rest {
                let other = lint_one(&path, &variant, &all_rules());
                if spans(&base) != spans(&other) {
                    problems.push(format!(
                        "{path} with {name} line breaks:\n  LF:   {:?}\n  {name}: {:?}",
                        spans(&base),
                        spans(&other)
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Columns count characters, not bytes: a multibyte string literal before the
/// finding on the same line moves it by its length in characters.
#[test]
fn columns_count_unicode_characters() {
    let options = all_rules();
    let scan = |note: &str| {
        format!(
            "SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED;\n\
             /* conn_tag:checkout_reserve */ SELECT id, {note} AS note FROM reservation_units \
             WHERE shop_id = 1 AND inventory_item_id = 2 AND inventory_group_id = 3 FOR UPDATE SKIP LOCKED;\n"
        )
    };
    // Same length in characters: 'Ünïcödé €✓' has 10, 'ascii-only' has 10.
    let wide = scan("'Ünïcödé €✓'");
    let narrow = scan("'ascii-only'");
    assert_ne!(wide.len(), narrow.len(), "the literal must be multibyte");
    let a = lint_one("wide.sql", &wide, &options);
    let b = lint_one("narrow.sql", &narrow, &options);
    assert_eq!(a.len(), 1, "{a:?}");
    assert_eq!(a[0].rule, "locking-read-without-limit");
    assert_eq!(spans(&a), spans(&b));
    let line2 = wide.lines().nth(1).unwrap();
    let clause = line2.find("FOR UPDATE SKIP LOCKED").unwrap();
    let expected = line2[..clause].chars().count() + 1;
    assert_eq!(
        a[0].start,
        Position {
            line: 2,
            column: expected
        }
    );
    assert_eq!(
        a[0].end,
        Position {
            line: 2,
            column: expected + "FOR UPDATE SKIP LOCKED".len()
        }
    );
    assert!(
        expected < clause + 1,
        "bytes and characters must differ here"
    );
}

/// sqlparser's MySQL tokenizer ends a `--` or `#` comment at `\n` only, so
/// in a file with lone CR line breaks the first line comment would run to the
/// end of the file and every statement after it be silently lost: the
/// scanner (src/lint/syntax/scan.rs) ends it at the CR, as the linter counts a
/// lone CR as a line break everywhere else (src/lint/syntax/source.rs).
#[test]
fn cr_only_files_end_line_comments_at_the_cr() {
    let text = "-- legacy reserve\n/* conn_tag:legacy_reserve */ UPDATE inventory_levels\n   SET available = available - 1 WHERE available >= 1;\n";
    let lf = lint_one("a.sql", text, &all_rules());
    assert_eq!(
        starts(&lf),
        vec![("hot-row-counter", Position { line: 3, column: 8 })]
    );
    let cr = lint_one("a.sql", &text.replace('\n', "\r"), &all_rules());
    assert_eq!(starts(&cr), starts(&lf));
}

/// In a CRLF file the tokenizer's `--` comment includes the CR: the scanner
/// (src/lint/syntax/scan.rs) ends its span before it, so that a finding on a
/// directive comment (unused-suppression, invalid-directive) ends where it
/// does in the same file with LF line breaks (JSON `end_column`, SARIF
/// `endColumn`, GitHub `endColumn`).
#[test]
fn crlf_line_comment_spans_end_before_the_cr() {
    let text = "-- poolctl: ignore hot-row-counter stale\nSELECT 1;\n";
    let lf = lint_one("a.sql", text, &all_rules());
    let crlf = lint_one("a.sql", &text.replace('\n', "\r\n"), &all_rules());
    assert_eq!(
        lf[0].end,
        Position {
            line: 1,
            column: 41
        }
    );
    assert_eq!(spans(&crlf), spans(&lf));
}
