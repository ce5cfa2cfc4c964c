//! The lint pipeline never panics and always terminates, whatever the input.
//!
//! Property tests feed it random bytes (decoded lossily), "token soup" built
//! from SQL keywords, quotes, brackets, comment markers, `poolctl:` directives
//! and MySQL-only locking syntax, and mutations of a valid reserve transaction.
//! Every run must finish within a deadline and produce diagnostics whose spans
//! lie inside their file, on character boundaries, at positions from line 1
//! column 1. Plain tests cover the extremes: unterminated strings and
//! comments, deep nesting, a very wide UNION ALL, and files of tens of MB.
//!
//! Regressions for bugs this fuzzing found are at the end (`regression_*`).

use poolctl::lint::rules::RULES;
use poolctl::lint::syntax::source::{SourceFile, Span};
use poolctl::lint::{Diagnostic, Options, Report, build_program, lint, lint_program};
use proptest::prelude::*;
use proptest::test_runner::Config;
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// Every rule enabled (some are off by default), so every check runs.
fn all_rules() -> Options {
    Options {
        rules: RULES.iter().map(|r| (r, r.default_severity)).collect(),
        ..Options::default()
    }
}

/// A run may take this long before it counts as a hang.
const DEADLINE: Duration = Duration::from_secs(20);

/// For the files of tens of MB: generous, as a debug build is slow; only a
/// hang should hit it.
const BIG_DEADLINE: Duration = Duration::from_secs(600);

/// The stack of the thread that calls `lint` (a main thread's); `lint` itself
/// runs on a large stack of its own since the fix for
/// `regression_stack_overflow_on_long_union_all`.
const STACK: usize = 8 << 20;

/// Lint `texts` (one file each) on a thread of its own; fail if it panics or
/// does not finish within `DEADLINE`. Checks the output's invariants.
fn lint_checked(texts: Vec<String>) -> Report {
    let report = lint_within(texts, DEADLINE);
    same_as_whole(&report);
    report
}

/// What a diagnostic says, whatever number the run gives its statement.
fn said(d: &Diagnostic) -> String {
    format!(
        "{} {} {:?} {:?} {} {:?}",
        d.rule.code,
        d.finding.file,
        d.finding.span,
        d.severity,
        d.finding.message,
        d.finding.related
    )
}

/// Lint streamed in parts of two statements finds exactly what the rules
/// find on the files built into one whole program.
fn same_as_whole(report: &Report) {
    let texts: Vec<(String, String)> = report
        .files
        .iter()
        .map(|f| (f.path.clone(), f.text.clone()))
        .collect();
    let (tx, rx) = mpsc::channel();
    std::thread::Builder::new()
        .stack_size(STACK)
        .spawn(move || {
            let files: Vec<SourceFile> = texts
                .iter()
                .map(|(p, t)| SourceFile::new(p, t.as_str()))
                .collect();
            let options = all_rules();
            let streamed = lint(
                files.clone(),
                &Options {
                    window: 2,
                    ..all_rules()
                },
            );
            let p = build_program(files, &options);
            let whole = lint_program(&p, &options);
            let mut a: Vec<String> = streamed.diagnostics.iter().map(said).collect();
            let mut b: Vec<String> = whole.iter().map(said).collect();
            a.sort();
            b.sort();
            let _ = tx.send((a, b, streamed.statements, p.statements.len()));
        })
        .expect("spawn the lint thread");
    let (a, b, n_streamed, n_whole) = rx.recv_timeout(DEADLINE * 2).expect("both runs finish");
    assert_eq!(
        a, b,
        "streamed in parts of 2 statements vs one whole program"
    );
    assert_eq!(n_streamed, n_whole);
    let mut c: Vec<String> = report.diagnostics.iter().map(said).collect();
    c.sort();
    assert_eq!(
        c, b,
        "streamed with the default window vs one whole program"
    );
}

/// [`lint_checked`] with a deadline of its own (big files in a debug build).
fn lint_within(texts: Vec<String>, deadline: Duration) -> Report {
    let files: Vec<SourceFile> = texts
        .into_iter()
        .enumerate()
        .map(|(i, t)| SourceFile::new(format!("f{i}.sql"), t))
        .collect();
    let (tx, rx) = mpsc::channel();
    let shown = files
        .iter()
        .map(|f| format!("{:?}", truncated(&f.text)))
        .collect::<Vec<_>>()
        .join(", ");
    std::thread::Builder::new()
        .stack_size(STACK)
        .spawn(move || {
            let report = lint(files, &all_rules());
            let _ = tx.send(report);
        })
        .expect("spawn the lint thread");
    let report = match rx.recv_timeout(deadline) {
        Ok(r) => r,
        Err(mpsc::RecvTimeoutError::Timeout) => {
            panic!("lint did not finish within {deadline:?} on [{shown}]")
        }
        Err(mpsc::RecvTimeoutError::Disconnected) => panic!("lint panicked on [{shown}]"),
    };
    check_invariants(&report);
    report
}

fn truncated(s: &str) -> &str {
    let mut end = s.len().min(2000);
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    &s[..end]
}

fn check_span(report: &Report, file: usize, span: Span, what: &str) {
    let files = &report.files;
    assert!(file < files.len(), "{what}: file {file} of {}", files.len());
    let f = &files[file];
    assert!(
        span.start <= span.end && span.end <= f.text.len(),
        "{what}: span {span:?} outside {} ({} bytes)",
        f.path,
        f.text.len()
    );
    assert!(
        f.text.is_char_boundary(span.start) && f.text.is_char_boundary(span.end),
        "{what}: span {span:?} not on char boundaries of {:?}",
        truncated(&f.text)
    );
    for at in [span.start, span.end] {
        let p = f.position(at);
        assert!(p.line >= 1 && p.column >= 1, "{what}: position {p:?}");
        assert!(p.line <= f.lines.line_count(), "{what}: line {p:?}");
    }
}

fn check_invariants(report: &Report) {
    for d in &report.diagnostics {
        let what = format!("{} {:?}", d.rule.name, d.finding.message);
        check_span(report, d.finding.file, d.finding.span, &what);
        if let Some(s) = d.finding.statement_span {
            assert!(
                d.finding.statement.is_some(),
                "{what}: a statement span without a statement"
            );
            check_span(report, d.finding.file, s, &format!("{what} (statement)"));
        }
        for r in &d.finding.related {
            check_span(report, r.file, r.span, &format!("{what} (related)"));
        }
    }
}

fn rule_count(report: &Report, rule: &str) -> usize {
    report
        .diagnostics
        .iter()
        .filter(|d| d.rule.name == rule)
        .count()
}

// ---------------------------------------------------------------------------
// Property tests

/// The pieces token soup is made of.
const FRAGMENTS: &[&str] = &[
    // statements and clauses
    "SELECT",
    "id",
    "FROM",
    "WHERE",
    "AND",
    "OR",
    "NOT",
    "IN",
    "LIMIT",
    "1",
    "2",
    "5",
    "ORDER",
    "BY",
    "GROUP",
    "HAVING",
    "COUNT(*)",
    "SUM(quantity)",
    "UNION",
    "ALL",
    "AS",
    "JOIN",
    "ON",
    "INSERT",
    "INTO",
    "VALUES",
    "REPLACE",
    "UPDATE",
    "SET",
    "DELETE",
    "=",
    "-",
    "+",
    ">=",
    "<",
    "?",
    "*",
    "NULL",
    "NOW()",
    "INTERVAL",
    "MINUTE",
    "CREATE",
    "TABLE",
    "PRIMARY",
    "KEY",
    "BIGINT",
    "ALTER",
    "DROP",
    "TRUNCATE",
    "LOCK",
    "TABLES",
    "UNLOCK",
    "WRITE",
    // transactions and isolation
    "START",
    "TRANSACTION",
    "BEGIN",
    "WORK",
    "COMMIT",
    "ROLLBACK",
    "CHAIN",
    "NO",
    "RELEASE",
    "SAVEPOINT",
    "sp1",
    "TO",
    "SESSION",
    "GLOBAL",
    "LOCAL",
    "PERSIST",
    "ISOLATION",
    "LEVEL",
    "READ",
    "COMMITTED",
    "UNCOMMITTED",
    "REPEATABLE",
    "SERIALIZABLE",
    "WRITE",
    "autocommit",
    "@@",
    "@",
    "@@session.transaction_isolation",
    "@@tx_isolation",
    "transaction_isolation",
    "'READ-COMMITTED'",
    "'repeatable-read'",
    ":=",
    "0",
    "ON",
    "OFF",
    // locking
    "FOR",
    "SHARE",
    "NOWAIT",
    "SKIP",
    "LOCKED",
    "OF",
    "MODE",
    "LOCK IN SHARE MODE",
    "FOR UPDATE OF a, b SKIP LOCKED",
    "FOR UPDATE SKIP LOCKED",
    "FOR SHARE NOWAIT",
    "FOR UPDATE OF",
    "OF a.b,",
    // names
    "reservation_units",
    "reserved_quantities",
    "inventory_levels",
    "t",
    "a",
    "b",
    "a.b",
    "shop_id",
    "inventory_item_id",
    "inventory_group_id",
    "available",
    "qty",
    "`q``t`",
    "`unit`",
    "\"dq\"",
    "é",
    "名前",
    "😀",
    "中",
    "ü",
    "€",
    // literals and quotes
    "'str'",
    "''",
    "'it''s'",
    "'a\\'b'",
    "'",
    "\"",
    "`",
    "X'ab'",
    "x'0",
    "b'01'",
    "N'n'",
    "0x1F",
    "1e5",
    "1.5",
    ".5",
    "$$",
    "\\",
    "$1",
    // punctuation
    "(",
    ")",
    "((",
    "))",
    ",",
    ";",
    ";;",
    ".",
    "{",
    "}",
    "[",
    "]",
    "=>",
    "->",
    "->>",
    // comments and directives
    "--",
    "-- ",
    "--x",
    "/*",
    "*/",
    "/* c */",
    "/*!50000 SELECT */",
    "#",
    "# c",
    "-- poolctl: ignore hot-row-counter legacy",
    "/* poolctl: ignore PL004, PL001 why */",
    "-- poolctl: ignore-file locking-read-without-limit x",
    "-- poolctl: ignore",
    "-- poolctl: transaction reserve",
    "/* poolctl: transaction */",
    "-- poolctl: isolation read-committed",
    "-- poolctl: isolation sometimes",
    "-- poolctl: bogus",
    "poolctl:",
    "/* conn_tag:checkout */",
    "conn_tag:",
];

const SEPARATORS: &[&str] = &[" ", " ", " ", "", "\n", "\r\n", "\r", "\t", "  \n"];

fn soup() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        8 => prop::sample::select(FRAGMENTS).prop_map(str::to_string),
        1 => "[a-z_][a-z0-9_]{0,8}",
        1 => (0u64..100_000).prop_map(|n| n.to_string()),
    ];
    prop::collection::vec((piece, prop::sample::select(SEPARATORS)), 0..120).prop_map(|parts| {
        let mut s = String::new();
        for (p, sep) in parts {
            s.push_str(&p);
            s.push_str(sep);
        }
        s
    })
}

const RESERVE: &str = "-- poolctl: transaction reserve\n\
SET TRANSACTION ISOLATION LEVEL READ COMMITTED;\n\
START TRANSACTION;\n\
/* conn_tag:checkout */ SELECT id FROM reservation_units\n  WHERE shop_id = 1 AND inventory_item_id = 22 AND inventory_group_id = 3\n  LIMIT 2 FOR UPDATE SKIP LOCKED;\n\
DELETE FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 22 AND inventory_group_id = 3 AND id IN (7, 9);\r\n\
INSERT INTO reserved_quantities (shop_id, inventory_item_id, inventory_group_id, checkout_id, quantity, expires_at)\r\n  VALUES (1, 22, 3, 'chk_é', 2, NOW() + INTERVAL 10 MINUTE);\r\n\
# claim goes holds-first\n\
(SELECT id FROM reservation_units WHERE shop_id = 1 LIMIT 1 FOR UPDATE SKIP LOCKED) UNION ALL (SELECT id FROM reservation_units WHERE shop_id = 2 LIMIT 1 LOCK IN SHARE MODE);\n\
UPDATE inventory_levels SET available = available - 2 WHERE shop_id = 1 AND available >= 2;\n\
SELECT * FROM a JOIN b ON a.id = b.id FOR UPDATE OF a, b NOWAIT;\n\
COMMIT;\n";

#[derive(Debug, Clone)]
enum Mutation {
    Delete(usize, usize),
    Duplicate(usize, usize),
    Swap(usize, usize, usize),
    Insert(usize, &'static str),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let n = 0usize..10_000;
    prop_oneof![
        (n.clone(), 0usize..40).prop_map(|(a, l)| Mutation::Delete(a, l)),
        (n.clone(), 0usize..80).prop_map(|(a, l)| Mutation::Duplicate(a, l)),
        (n.clone(), n.clone(), 0usize..40).prop_map(|(a, b, l)| Mutation::Swap(a, b, l)),
        (n, prop::sample::select(FRAGMENTS)).prop_map(|(a, f)| Mutation::Insert(a, f)),
    ]
}

/// Apply mutations on characters (so the result stays valid UTF-8).
fn mutate(base: &str, mutations: &[Mutation]) -> String {
    let mut c: Vec<char> = base.chars().collect();
    for m in mutations {
        let len = c.len().max(1);
        match *m {
            Mutation::Delete(a, l) => {
                let a = a % len;
                let b = (a + l).min(c.len());
                c.drain(a.min(c.len())..b);
            }
            Mutation::Duplicate(a, l) => {
                let a = (a % len).min(c.len());
                let b = (a + l).min(c.len());
                let slice: Vec<char> = c[a..b].to_vec();
                c.splice(b..b, slice);
            }
            Mutation::Swap(a, b, l) => {
                let (mut a, mut b) = ((a % len).min(c.len()), (b % len).min(c.len()));
                if a > b {
                    std::mem::swap(&mut a, &mut b);
                }
                let l = l.min(b - a).min(c.len() - b);
                for k in 0..l {
                    c.swap(a + k, b + k);
                }
            }
            Mutation::Insert(a, f) => {
                let a = (a % len).min(c.len());
                c.splice(a..a, f.chars());
            }
        }
    }
    c.into_iter().collect()
}

fn config(cases: u32) -> Config {
    Config {
        cases,
        // No regression files written next to the tests.
        failure_persistence: None,
        ..Config::default()
    }
}

proptest! {
    #![proptest_config(config(300))]

    #[test]
    fn random_bytes_never_panic(
        files in prop::collection::vec(prop::collection::vec(any::<u8>(), 0..1500), 1..3)
    ) {
        lint_checked(files.iter().map(|b| String::from_utf8_lossy(b).into_owned()).collect());
    }

    #[test]
    fn token_soup_never_panics(files in prop::collection::vec(soup(), 1..3)) {
        lint_checked(files);
    }

    #[test]
    fn mutated_reserve_transaction_never_panics(
        mutations in prop::collection::vec(mutation(), 1..8),
        second in any::<bool>(),
    ) {
        let text = mutate(RESERVE, &mutations);
        let mut files = vec![text];
        if second {
            // The unmutated transaction beside it: cross-file rules compare them.
            files.push(RESERVE.to_string());
        }
        lint_checked(files);
    }
}

/// The base of the mutations is valid and exercises the rules it should.
#[test]
fn reserve_transaction_base_is_clean_sql() {
    let r = lint_checked(vec![RESERVE.to_string()]);
    assert_eq!(rule_count(&r, "parse-error"), 0, "{:?}", r.diagnostics);
    assert_eq!(r.statements, 9);
    assert!(
        rule_count(&r, "hot-row-counter") == 1,
        "{:?}",
        r.diagnostics
    );
}

// ---------------------------------------------------------------------------
// Plain tests

#[test]
fn unterminated_string() {
    for text in [
        "SELECT 1;\nSELECT 'never closed",
        "SELECT 1;\nSELECT \"never closed",
        "SELECT 1;\nSELECT `never closed",
        "SELECT 'a\\",
        "'",
    ] {
        let r = lint_checked(vec![text.to_string()]);
        assert_eq!(
            rule_count(&r, "parse-error"),
            1,
            "{text:?}: {:?}",
            r.diagnostics
        );
        let p = build_program(vec![SourceFile::new("f0.sql", text)], &all_rules());
        assert_eq!(p.tokenizer_errors.len(), 1, "{text:?}");
    }
}

#[test]
fn unterminated_comment() {
    let r = lint_checked(vec![
        "SELECT 1;\n/* poolctl: ignore PL004 never closed\nSELECT 2;".to_string(),
    ]);
    assert_eq!(r.statements, 1);
    assert_eq!(rule_count(&r, "parse-error"), 1, "{:?}", r.diagnostics);
    // A comment that never ends inside a statement.
    lint_checked(vec!["SELECT 1 /* and then".to_string()]);
    lint_checked(vec!["/*".to_string()]);
    lint_checked(vec!["/*/".to_string()]);
}

#[test]
fn ten_thousand_nested_parentheses() {
    let n = 10_000;
    for text in [
        format!("SELECT {}1{};", "(".repeat(n), ")".repeat(n)),
        format!("{}SELECT 1{};", "(".repeat(n), ")".repeat(n)),
        format!(
            "SELECT id FROM reservation_units WHERE id IN {}1{} FOR UPDATE;",
            "(SELECT ".repeat(n),
            ")".repeat(n)
        ),
    ] {
        // Valid, but deeper than poolctl follows: said plainly, not an error.
        let r = lint_checked(vec![text]);
        assert_eq!(r.statements, 1);
        assert_eq!(
            rule_count(&r, "unsupported-syntax"),
            1,
            "{:?}",
            r.diagnostics
        );
        assert_eq!(rule_count(&r, "parse-error"), 0, "{:?}", r.diagnostics);
    }
    // Unbalanced both ways: the server rejects them too.
    for text in [
        format!("SELECT {}1;", "(".repeat(n)),
        format!("SELECT 1{};", ")".repeat(n)),
    ] {
        let r = lint_checked(vec![text]);
        assert_eq!(r.statements, 1);
        assert_eq!(rule_count(&r, "parse-error"), 1, "{:?}", r.diagnostics);
    }
}

#[test]
fn five_thousand_way_union_all() {
    // lint() runs on its own large stack (see
    // `regression_stack_overflow_on_long_union_all`).
    let branch = "(SELECT id FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 2 \
                  AND inventory_group_id = 3 LIMIT 1 FOR UPDATE SKIP LOCKED)";
    let text = format!(
        "SET TRANSACTION ISOLATION LEVEL READ COMMITTED;\nSTART TRANSACTION;\n/* conn_tag:cart */ {};\nCOMMIT;\n",
        vec![branch; 5_000].join("\nUNION ALL\n")
    );
    let r = lint_checked(vec![text]);
    assert_eq!(r.statements, 4);
    let p = build_program(r.files.clone(), &all_rules());
    assert_eq!(p.statements[2].locking_reads.len(), 5_000);
    assert!(r.diagnostics.is_empty(), "{:?}", &r.diagnostics[..1]);
}

#[test]
fn twenty_mb_of_comments_and_no_statement() {
    let mut text = String::with_capacity(21 << 20);
    let mut i = 0u64;
    while text.len() < 20 << 20 {
        match i % 4 {
            0 => text.push_str("-- reservation pool notes, nothing to run here; SELECT 1;\n"),
            1 => text.push_str("/* block comment; with ; semicolons\r\n and 'quotes' */\r\n"),
            2 => text.push_str("# hash comment: DELETE FROM reservation_units;\r"),
            _ => text.push_str("   \t\n"),
        }
        i += 1;
    }
    text.push_str("-- poolctl: ignore hot-row-counter nothing after it\n");
    let len = text.len();
    let t = Instant::now();
    let r = lint_within(vec![text], BIG_DEADLINE);
    eprintln!(
        "20 MB comment file ({len} bytes): {:.2} s",
        t.elapsed().as_secs_f64()
    );
    assert_eq!(r.statements, 0);
    // The trailing suppression applies to nothing.
    assert_eq!(r.diagnostics.len(), 1, "{:?}", r.diagnostics);
    assert_eq!(r.diagnostics[0].rule.name, "unused-suppression");
}

#[test]
fn thirty_mb_of_valid_statements() {
    let unit = "SET TRANSACTION ISOLATION LEVEL READ COMMITTED;\nSTART TRANSACTION;\n\
/* conn_tag:checkout */ SELECT id FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 22 AND inventory_group_id = 3 LIMIT 2 FOR UPDATE SKIP LOCKED;\n\
/* conn_tag:checkout */ DELETE FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 22 AND inventory_group_id = 3 AND id IN (7, 9);\n\
/* conn_tag:checkout */ INSERT INTO reserved_quantities (shop_id, inventory_item_id, inventory_group_id, checkout_id, quantity) VALUES (1, 22, 3, 'chk_1', 2);\n\
COMMIT;\n";
    let copies = (30 << 20) / unit.len() + 1;
    let text = unit.repeat(copies);
    let len = text.len();
    let t = Instant::now();
    let r = lint_within(vec![text], BIG_DEADLINE);
    eprintln!(
        "30 MB file of valid statements ({len} bytes, {} statements): {:.2} s",
        r.statements,
        t.elapsed().as_secs_f64()
    );
    assert_eq!(r.statements, copies * 6);
    assert!(r.diagnostics.is_empty(), "{:?}", &r.diagnostics[..1]);
}

#[test]
fn parser_errors_next_to_multibyte_text() {
    // Error messages name the token as sqlparser prints it, which can be
    // longer than its source text ('it''s' prints as 'it''''s').
    for text in [
        "INSERT 'it''s' \u{4e2d}",
        "INSERT 'it''s'\u{4e2d}\u{4e2d}",
        "SELECT FROM 'a''b' \u{540d}\u{524d}",
        "UPDATE SET 'x''''y' \u{1F600}\u{1F600}",
        "DELETE '\u{e9}''\u{e9}' \u{e9}",
        "SELECT * FROM t WHERE 'a''b' 'c''d' \u{4e2d}",
    ] {
        lint_checked(vec![text.to_string()]);
    }
}

// ---------------------------------------------------------------------------
// What the tests above found, each held by a test of its own.

/// A parse error's span is `at..at + 1` bytes (trailing token, parser error
/// fallback) or `end - 1..end` (unexpected end of statement): where the
/// character there is multi-byte the span must take all of it, or the
/// renderer (annotate-snippets) panics slicing the source (`SELECT 1 a é`:
/// "end byte index 12 is not a char boundary"). The spans come from
/// `lint::facts::analyze::analyze` (trailing tokens) and its
/// `error_location`.
#[test]
fn regression_parse_error_span_splits_multibyte_char() {
    for text in [
        "SELECT 1 a é",
        "SELECT (é",
        "INSERT é",
        "SELECT * FROM t WHERE é é",
    ] {
        let r = lint(vec![SourceFile::new("m.sql", text)], &Options::default());
        for d in &r.diagnostics {
            let f = &r.files[d.finding.file];
            let s = d.finding.span;
            assert!(
                f.text.is_char_boundary(s.start) && f.text.is_char_boundary(s.end),
                "{text:?}: {} span {s:?} splits a character",
                d.rule.name
            );
        }
    }
}

/// Lint time for inputs `make(n)` and `make(4 * n)`: linear work grows about
/// 4x, quadratic work about 16x.
fn growth(what: &str, n: usize, make: impl Fn(usize) -> String) -> f64 {
    let mut times = Vec::new();
    for size in [n, 4 * n] {
        let text = make(size);
        let bytes = text.len();
        let t = Instant::now();
        let r = lint(vec![SourceFile::new("g.sql", text)], &Options::default());
        let e = t.elapsed().as_secs_f64();
        eprintln!(
            "{what}: n = {size}, {bytes} bytes, {} statements, {} findings: {e:.3} s",
            r.statements,
            r.diagnostics.len()
        );
        times.push(e);
    }
    let ratio = times[1] / times[0].max(1e-3);
    eprintln!("{what}: 4x the input took {ratio:.1}x the time");
    ratio
}

/// `read-then-write-without-lock` looks for a later write of each plain
/// read: over a long transaction of plain SELECTs (a `BEGIN` never
/// committed, `SET autocommit = 0`, or a `-- poolctl: transaction` marker
/// over a whole file) that must stay linear, not scan the rest of the
/// transaction for each (O(selects x statements)).
#[test]
fn regression_quadratic_read_then_write_in_long_transaction() {
    let ratio = growth("unterminated transaction of SELECTs", 4_000, |n| {
        let mut s = String::from("BEGIN;\n");
        for i in 0..n {
            s.push_str(&format!("SELECT a FROM t{} WHERE id = {i};\n", i % 3));
        }
        s
    });
    // Printed, not asserted: timing belongs in benches (benches/lint_throughput.rs).
    let _ = ratio;
}

/// `lock-order-inversion` compares the order in which transactions touch
/// their tables: one transaction writing 2,000 distinct tables must stay
/// linear in its tables (every ordered pair recorded, with a linear search
/// for each first touch, is O(tables^2) per transaction).
#[test]
fn regression_quadratic_lock_order_with_many_tables() {
    let ratio = growth("one transaction over many tables", 500, |n| {
        let mut s = String::from("BEGIN;\n");
        for i in 0..n {
            s.push_str(&format!("DELETE FROM t{i} WHERE id = 1;\n"));
        }
        s.push_str("COMMIT;\n");
        s
    });
    // Printed, not asserted: timing belongs in benches (benches/lint_throughput.rs).
    let _ = ratio;
}

/// Rules turn byte offsets into positions while building messages
/// (`SourceFile::position` counted the characters from the start of the
/// line): `read-then-write-without-lock` does it for every finding ("line N"),
/// as do `describe_transaction` and the isolation origin of
/// `locking-read-without-read-committed`. On minified SQL (one long line)
/// that must not cost the line's length per finding (O(findings x line
/// length)).
#[test]
fn regression_quadratic_positions_on_one_long_line() {
    let ratio = growth("findings on one line", 8_000, |n| {
        let mut s = String::new();
        for i in 0..n {
            s.push_str(&format!(
                "BEGIN;SELECT a FROM t WHERE id={i};UPDATE t SET a=1 WHERE id={i};COMMIT;"
            ));
        }
        s
    });
    // Printed, not asserted: timing belongs in benches (benches/lint_throughput.rs).
    let _ = ratio;
    // The same with one non-ASCII character elsewhere in the file: columns are
    // O(1) only in all-ASCII files, so this one is still counted per finding.
    let ratio = growth("findings on one line, non-ASCII file", 4_000, |n| {
        let mut s = String::from("-- café\n");
        for i in 0..n {
            s.push_str(&format!(
                "BEGIN;SELECT a FROM t WHERE id={i};UPDATE t SET a=1 WHERE id={i};COMMIT;"
            ));
        }
        s
    });
    let _ = ratio;
}

/// The client-script cutter looks for a client command (`use`, `source`,
/// `delimiter`, ...) at every statement start: on one line of many
/// statements it must not scan the rest of the line at each one
/// (O(statements x line length)), so the line's end is looked for only
/// after a command's name.
#[test]
fn regression_quadratic_statements_on_one_line() {
    let ratio = growth("statements on one line", 20_000, |n| {
        "SELECT a FROM t WHERE id = 1; ".repeat(n)
    });
    // Printed, not asserted: timing belongs in benches (benches/lint_throughput.rs).
    let _ = ratio;
}

/// Left-deep chains (`UNION ALL`, `AND`, `+`) are not limited by the parser's
/// recursion limit (sqlparser builds them in a loop), but lint walks them
/// recursively (`analyze::block_facts` for set operations, `eq_columns` for
/// AND, the AST visitor). Before the fix the stack overflowed and the process
/// aborted (not a catchable panic): with an 8 MB stack in a debug build at
/// 30,000 UNION ALL branches (2.2 MB of SQL) or 30,000 ANDs, while the
/// parse-only baseline still parsed them; the release CLI aborted at 60,000
/// branches. A regression aborts the whole test binary.
#[test]
fn regression_stack_overflow_on_long_union_all() {
    let branch =
        "(SELECT id FROM reservation_units WHERE shop_id = 1 LIMIT 1 FOR UPDATE SKIP LOCKED)";
    let text = vec![branch; 30_000].join(" UNION ALL ");
    lint_checked(vec![text]);
    let text = format!("SELECT a FROM t WHERE a = 1{}", " AND a = 1".repeat(30_000));
    lint_checked(vec![text]);
}
