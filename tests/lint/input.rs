//! The input model, fixture by fixture: `tests/fixtures/lint-input/*.sql`
//! (DELIMITER variants, client commands, executable comments, every compound
//! statement, transactions in branches, loops and handlers, CALL-site
//! isolation, variables as values, latin-1, a byte order mark), each decoded
//! as `poolctl lint` decodes files and linted alone with the default rules and
//! poolctl's own tables known. `-- expect: RULE` markers say where findings
//! start, exactly as in the rule fixtures (`fixtures.rs`).

use crate::fixtures::expected;
use poolctl::lint::facts::schema::Schema;
use poolctl::lint::syntax::source::{self, SourceFile};
use poolctl::lint::{Options, build_program, lint, lint_program};
use std::collections::BTreeMap;
use std::path::Path;

fn options() -> Options {
    Options {
        schema: Schema::from_sql(
            poolctl::migrate::embedded::all()
                .iter()
                .map(|m| m.sql.as_str()),
        ),
        ..Options::default()
    }
}

/// (name, decoded text) of every input fixture.
fn inputs() -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/lint-input");
    let mut out = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("tests/fixtures/lint-input exists") {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|x| x == "sql") {
            let (text, _) = source::decode(std::fs::read(&path).unwrap()).unwrap();
            let name = format!(
                "tests/fixtures/lint-input/{}",
                path.file_name().unwrap().to_string_lossy()
            );
            out.push((name, text.replace("\r\n", "\n")));
        }
    }
    out.sort();
    out
}

fn differences(path: &str, text: &str) -> Vec<String> {
    let want = expected(path, text);
    let report = lint(vec![SourceFile::new(path, text)], &options());
    let mut got: BTreeMap<(usize, String), Vec<String>> = BTreeMap::new();
    for d in &report.diagnostics {
        let p = report.files[0].position(d.finding.span.start);
        got.entry((p.line, d.rule.name.to_string()))
            .or_default()
            .push(format!("{}: {}", p.column, d.finding.message));
    }
    let mut out = Vec::new();
    for ((line, rule), n) in &want {
        let have = got.get(&(*line, rule.clone())).map_or(0, Vec::len);
        if have < *n {
            out.push(format!(
                "{path}:{line}: missing `{rule}` (expected {n}, got {have})"
            ));
        }
    }
    for ((line, rule), fs) in &got {
        let n = want.get(&(*line, rule.clone())).copied().unwrap_or(0);
        for f in fs.iter().skip(n) {
            out.push(format!("{path}:{line}:{f} unexpected `{rule}`"));
        }
    }
    out
}

#[test]
fn input_fixtures_find_exactly_what_their_markers_expect() {
    let all = inputs();
    assert!(all.len() >= 8, "{} input fixtures", all.len());
    let mut problems = Vec::new();
    for (path, text) in &all {
        problems.extend(differences(path, text));
    }
    assert!(
        problems.is_empty(),
        "{} difference(s):\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// The same findings at the same lines with CRLF and lone-CR line breaks.
#[test]
fn input_fixtures_with_other_line_breaks() {
    for (path, text) in inputs() {
        for nl in ["\r\n", "\r"] {
            let other = text.replace('\n', nl);
            let d = differences(&path, &other);
            assert!(
                d.is_empty(),
                "{path} with {nl:?} line breaks:\n{}",
                d.join("\n")
            );
        }
    }
}

/// Every statement of a procedure body is a statement of the program, at its
/// own position, and the body is one routine.
#[test]
fn body_statements_are_statements_at_their_own_positions() {
    let text = "DELIMITER //\nCREATE PROCEDURE p()\nBEGIN\n  SELECT 1;\n    UPDATE t SET a = 1 WHERE id = 2;\nEND //\n";
    let r = build_program(vec![SourceFile::new("p.sql", text)], &options());
    let f = &r.files[0];
    let update = r
        .statements
        .iter()
        .find(|s| s.writes.iter().any(|t| t.name == "t"))
        .expect("the UPDATE is a statement");
    let p = f.position(update.span.start);
    assert_eq!((p.line, p.column), (5, 5));
    assert_eq!(
        &f.text[update.span.start..update.span.end],
        "UPDATE t SET a = 1 WHERE id = 2"
    );
    assert_eq!(r.routines.len(), 1);
    assert_eq!(r.routines[0].name, "p");
}

/// `[lint] server`: MariaDB-only executable comments are read on MariaDB.
#[test]
fn mariadb_comments_follow_the_configured_server() {
    let text = "/*M!100100 UPDATE stock SET qty = qty - 1 WHERE item_id = 1 AND qty >= 1 */;\n";
    let count = |server: &str| {
        let o = Options {
            server: poolctl::lint::syntax::script::Server::parse(server).unwrap(),
            ..options()
        };
        lint(vec![SourceFile::new("m.sql", text)], &o)
            .diagnostics
            .len()
    };
    assert_eq!(count("mysql-8.4"), 0);
    assert_eq!(count("mariadb-10.11"), 1);
    assert_eq!(count("mariadb-10.0"), 0);
}

/// Lint streams a file a part at a time, with what every part shares read
/// first (stored programs, the tables the inputs create): in parts of one
/// statement it finds exactly what the rules find on all the input and
/// rule fixtures built into one whole program (CALLs of procedures defined
/// later or in another file, suppressions, schema from a later file, lock
/// orders across files).
#[test]
fn streamed_in_parts_finds_what_the_whole_program_finds() {
    let mut files: Vec<SourceFile> = inputs()
        .into_iter()
        .map(|(p, t)| SourceFile::new(p, t))
        .collect();
    let rules = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/lint");
    let mut more: Vec<_> = std::fs::read_dir(&rules)
        .expect("tests/fixtures/lint exists")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "sql"))
        .collect();
    more.sort();
    for path in more {
        let (text, _) = source::decode(std::fs::read(&path).unwrap()).unwrap();
        files.push(SourceFile::new(path.display().to_string(), text));
    }
    assert!(files.len() > 20, "{} fixtures", files.len());
    let said = |d: &poolctl::lint::Diagnostic| {
        format!(
            "{} {} {:?} {:?} {} {:?}",
            d.finding.file,
            d.rule.code,
            d.finding.span,
            d.severity,
            d.finding.message,
            d.finding.related
        )
    };
    let whole_program = build_program(files.clone(), &options());
    let mut whole: Vec<String> = lint_program(&whole_program, &options())
        .iter()
        .map(said)
        .collect();
    whole.sort();
    assert!(whole.len() > 50, "{} findings", whole.len());
    for window in [1, 3, poolctl::lint::WINDOW] {
        // Each file alone and all together.
        let r = lint(
            files.clone(),
            &Options {
                window,
                ..options()
            },
        );
        let mut streamed: Vec<String> = r.diagnostics.iter().map(said).collect();
        streamed.sort();
        assert_eq!(streamed, whole, "in parts of {window} statement(s)");
        assert_eq!(r.statements, whole_program.statements.len());
    }
}

/// Parallel linting gives the same report as one thread.
#[test]
fn parallel_and_single_threaded_reports_are_the_same() {
    let files: Vec<SourceFile> = inputs()
        .into_iter()
        .map(|(p, t)| SourceFile::new(p, t))
        .collect();
    let render = |jobs: usize| {
        let o = Options { jobs, ..options() };
        let r = lint(files.clone(), &o);
        r.diagnostics
            .iter()
            .map(|d| {
                format!(
                    "{} {} {:?} {}",
                    d.finding.file, d.rule.code, d.finding.span, d.finding.message
                )
            })
            .collect::<Vec<_>>()
    };
    let one = render(1);
    assert!(!one.is_empty());
    assert_eq!(one, render(4));
}

/// An INSERT ... VALUES over 1 MiB (mysqldump with a larger
/// `net_buffer_length`) is read like one over 4 MiB: its table, whether its
/// values are spelled out (a data load, for lock-order-inversion), and what
/// it leaves open; other statements of that size are still parsed.
#[test]
fn long_values_lists_are_read_without_their_tokens() {
    const {
        assert!(
            poolctl::lint::facts::long_statement::MAX_VALUES_STATEMENT
                < poolctl::lint::facts::long_statement::MAX_STATEMENT
        )
    };
    let rows = vec!["(1,'abc',2.5)"; 100_000].join(",");
    assert!(rows.len() > poolctl::lint::facts::long_statement::MAX_VALUES_STATEMENT);
    let app = "BEGIN;\nDELETE FROM b WHERE id = ?;\nDELETE FROM a WHERE id = ?;\nCOMMIT;\n";
    let seed = |values: &str| {
        format!(
            "START TRANSACTION;\nINSERT INTO a VALUES {values};\nINSERT INTO b VALUES (1);\nCOMMIT;\n"
        )
    };
    let run = |seed: String| {
        lint(
            vec![
                SourceFile::new("seed.sql", seed),
                SourceFile::new("app.sql", app),
            ],
            &options(),
        )
    };
    let r = run(seed(&rows));
    assert_eq!(r.statements, 8);
    assert!(
        r.diagnostics.is_empty(),
        "a data load takes no part: {:?}",
        r.diagnostics
    );
    // A bound value in it: the application's, and the order is inverted.
    let r = run(seed(&format!("{rows},(?, 'x', 1)")));
    let rules: Vec<_> = r.diagnostics.iter().map(|d| d.rule.name).collect();
    assert_eq!(rules, ["lock-order-inversion"], "{:?}", r.diagnostics);
    // Cut off mid-row: a syntax error at the row's opening parenthesis.
    let cut = format!("INSERT INTO a VALUES {rows},(2");
    let open = cut.rfind("(2").unwrap();
    let r = lint(vec![SourceFile::new("cut.sql", cut)], &options());
    assert_eq!(r.diagnostics.len(), 1, "{:?}", r.diagnostics);
    assert_eq!(r.diagnostics[0].rule.name, "parse-error");
    assert_eq!(r.diagnostics[0].finding.span.start, open);
    // An UPDATE of that size is parsed as before (its hot-row counter found).
    let ids = vec!["12"; 400_000].join(",");
    let update = format!("UPDATE stock SET qty = qty - 1 WHERE id IN ({ids}) AND qty > 0;\n");
    assert!(update.len() > poolctl::lint::facts::long_statement::MAX_VALUES_STATEMENT);
    let r = lint(vec![SourceFile::new("big.sql", update)], &options());
    let rules: Vec<_> = r.diagnostics.iter().map(|d| d.rule.name).collect();
    assert_eq!(rules, ["hot-row-counter"], "{:?}", r.diagnostics);
}

/// A statement over the size poolctl tokenizes whole: a dump's long INSERT
/// keeps its table; anything else says it was not analysed.
#[test]
fn long_statements_are_bounded() {
    let rows = vec!["(1,'abc',2.5)"; 600_000].join(",");
    let insert = format!("SELECT 1;\nINSERT INTO `stock` VALUES {rows};\nSELECT 2;\n");
    assert!(insert.len() > poolctl::lint::facts::long_statement::MAX_STATEMENT);
    let files = vec![SourceFile::new("dump.sql", insert)];
    let p = build_program(files.clone(), &options());
    assert_eq!(p.statements.len(), 3);
    assert_eq!(p.statements[1].writes[0].name, "stock");
    let r = lint(files, &options());
    assert_eq!(r.statements, 3);
    assert!(r.diagnostics.is_empty(), "{:?}", r.diagnostics);
    let select = format!("SELECT {} 1;\n", "1 + ".repeat(1_200_000));
    let r = lint(vec![SourceFile::new("big.sql", select)], &options());
    assert_eq!(r.diagnostics.len(), 1);
    assert_eq!(r.diagnostics[0].rule.name, "unsupported-syntax");
    assert!(r.diagnostics[0].finding.message.contains("MiB"));
    // A dump cut off mid-row, or mid-string: a syntax error the server
    // reports too, found without tokenizing the statement, at its place.
    for (tail, what, open) in [
        ("(2", "`(` that is never closed", "(2"),
        ("(2,'ab", "quote", "'ab"),
    ] {
        let text = format!("INSERT INTO `stock` VALUES {rows},{tail}");
        let open = text.rfind(open).unwrap();
        let r = lint(vec![SourceFile::new("cut.sql", text)], &options());
        assert_eq!(r.diagnostics.len(), 1, "{:?}", r.diagnostics);
        let d = &r.diagnostics[0];
        assert_eq!(d.rule.name, "parse-error");
        assert!(d.finding.message.contains(what), "{}", d.finding.message);
        assert_eq!(d.finding.span.start, open, "{}", d.finding.message);
    }
}
