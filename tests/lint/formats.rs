//! `poolctl lint` as users and CI run it: the built binary in a throwaway
//! project folder (no config, no server, no colour), checked for each output
//! format (text, JSON, SARIF, GitHub annotations), exit codes, unreadable
//! inputs, stdin, suppressions, baselines, `--explain` and `[lint]` config.

use crate::util::{BIN, Run};
use serde_json::Value;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// A reserve that forgot `SET TRANSACTION ISOLATION LEVEL READ COMMITTED`:
/// one finding, locking-read-without-read-committed (PL001, error) at the
/// locking clause, line 5, columns 10 to 32 (end exclusive).
const RESERVE: &str = "\
-- reserve two units for checkout c1
START TRANSACTION;
SELECT id FROM reservation_units
 WHERE shop_id = 1 AND inventory_item_id = 2 AND inventory_group_id = 3
 LIMIT 2 FOR UPDATE SKIP LOCKED;
DELETE FROM reservation_units
 WHERE shop_id = 1 AND inventory_item_id = 2 AND inventory_group_id = 3 AND id IN (41, 42);
COMMIT;
";
const CLAUSE: &str = "FOR UPDATE SKIP LOCKED";

/// The same reserve, as published: no finding.
const RESERVE_FIXED: &str = "\
SET TRANSACTION ISOLATION LEVEL READ COMMITTED;
START TRANSACTION;
SELECT id FROM reservation_units
 WHERE shop_id = 1 AND inventory_item_id = 2 AND inventory_group_id = 3
 LIMIT 2 FOR UPDATE SKIP LOCKED;
DELETE FROM reservation_units
 WHERE shop_id = 1 AND inventory_item_id = 2 AND inventory_group_id = 3 AND id IN (41, 42);
COMMIT;
";

/// A guarded decrement: hot-row-counter (PL004, error) at line 2, column 29.
const HOT_ROW: &str = "\
-- legacy stock path
UPDATE inventory_levels SET available = available - 1
 WHERE shop_id = 1 AND inventory_item_id = 2 AND available >= 1;
";

/// A queue head taken with NOWAIT at READ COMMITTED: only a warning
/// (nowait-as-queue, PL008).
const QUEUE: &str = "\
SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED;
SELECT id FROM jobs WHERE state = 'ready' ORDER BY id LIMIT 1 FOR UPDATE NOWAIT;
";

/// A throwaway project folder, the binary's working directory.
/// A throwaway project folder to run the binary in (also the fixtures'
/// snapshots', `fixtures.rs`).
pub(crate) struct Project {
    dir: tempfile::TempDir,
}

impl Project {
    pub(crate) fn new() -> Project {
        Project {
            dir: tempfile::tempdir().unwrap(),
        }
    }

    fn path(&self) -> &Path {
        self.dir.path()
    }

    pub(crate) fn write(&self, name: &str, contents: impl AsRef<[u8]>) -> &Project {
        let p = self.path().join(name);
        if let Some(parent) = p.parent() {
            std::fs::create_dir_all(parent).unwrap();
        }
        std::fs::write(p, contents).unwrap();
        self
    }

    fn read(&self, name: &str) -> String {
        std::fs::read_to_string(self.path().join(name)).unwrap()
    }

    fn command(&self, args: &[&str]) -> Command {
        let mut c = Command::new(BIN);
        c.current_dir(self.path())
            .env_remove("POOLCTL_CONFIG")
            .env_remove("POOLCTL_URL")
            .env_remove("MYSQL_PWD")
            .env_remove("COLUMNS")
            .env("NO_COLOR", "1")
            .args(args);
        c
    }

    pub(crate) fn run(&self, args: &[&str]) -> Run {
        self.run_in(".", args)
    }

    /// Run in the project's folder `sub` instead of its root.
    fn run_in(&self, sub: &str, args: &[&str]) -> Run {
        Run::of(
            self.command(args)
                .current_dir(self.path().join(sub))
                .stdin(Stdio::null()),
        )
    }

    fn run_with_stdin(&self, args: &[&str], stdin: &str) -> Run {
        let mut cmd = self.command(args);
        cmd.stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mut child = cmd.spawn().expect("poolctl runs");
        child
            .stdin
            .take()
            .unwrap()
            .write_all(stdin.as_bytes())
            .unwrap();
        Run::finished(&cmd, child.wait_with_output().unwrap())
    }

    /// `lint --format json ARGS`, its exit code checked, stdout parsed.
    fn json(&self, args: &[&str], code: i32) -> Value {
        let mut all = vec!["lint", "--format", "json"];
        all.extend_from_slice(args);
        let r = self.run(&all);
        r.expect_code(code);
        r.json()
    }
}

fn diagnostics(v: &Value) -> &Vec<Value> {
    v["diagnostics"]
        .as_array()
        .expect("diagnostics is an array")
}

/// The rule name of each diagnostic.
fn rules_of(v: &Value) -> Vec<&str> {
    diagnostics(v)
        .iter()
        .map(|d| d["rule"].as_str().unwrap())
        .collect()
}

/// 1-based column of `needle` in line `line` (1-based) of `text`, in characters.
fn column_of(text: &str, line: usize, needle: &str) -> usize {
    let l = text.lines().nth(line - 1).unwrap();
    l[..l.find(needle).unwrap()].chars().count() + 1
}

// --- JSON ---------------------------------------------------------------

#[test]
fn json_has_the_documented_shape_and_one_based_positions() {
    let p = Project::new();
    p.write("reserve.sql", RESERVE);
    let r = p.run(&["lint", "--format", "json", "reserve.sql"]);
    r.expect_code(1);
    // stdout is one JSON document and nothing else (json() parses all of it).
    let v = r.json();
    assert!(r.stdout.trim_start().starts_with('{') && r.stdout.trim_end().ends_with('}'));
    let obj = v.as_object().unwrap();
    let mut keys: Vec<&str> = obj.keys().map(String::as_str).collect();
    keys.sort();
    assert_eq!(keys, ["diagnostics", "summary"]);

    let ds = diagnostics(&v);
    assert_eq!(ds.len(), 1, "{v:#}");
    let d = &ds[0];
    for key in [
        "rule",
        "code",
        "severity",
        "path",
        "line",
        "column",
        "end_line",
        "end_column",
        "message",
        "help",
        "related",
    ] {
        assert!(d.get(key).is_some(), "diagnostic lacks {key:?}: {d:#}");
    }
    let col = column_of(RESERVE, 5, CLAUSE);
    assert_eq!(col, 10);
    assert_eq!(d["rule"], "locking-read-without-read-committed");
    assert_eq!(d["code"], "PL001");
    assert_eq!(d["severity"], "error");
    assert_eq!(d["path"], "reserve.sql");
    assert_eq!(d["line"], 5);
    assert_eq!(d["column"], col);
    assert_eq!(d["end_line"], 5);
    assert_eq!(d["end_column"], col + CLAUSE.len());
    let message = d["message"].as_str().unwrap();
    assert!(
        message.contains("SKIP LOCKED") && message.contains("REPEATABLE READ"),
        "{message}"
    );
    assert!(
        d["help"]
            .as_str()
            .unwrap()
            .contains("SET TRANSACTION ISOLATION LEVEL READ COMMITTED"),
        "{d:#}"
    );
    assert_eq!(d["related"], serde_json::json!([]));

    let s = &v["summary"];
    assert_eq!(s["files"], 1);
    assert_eq!(s["statements"], 4);
    assert_eq!(s["errors"], 1);
    assert_eq!(s["warnings"], 0);
    assert_eq!(s["baselined"], 0);
    assert_eq!(s["unreadable"], 0);
}

#[test]
fn json_related_locations_point_into_the_other_file() {
    // Lock order is a property of the program: the inversion spans two files.
    let p = Project::new();
    p.write(
        "a_reserve.sql",
        "SET TRANSACTION ISOLATION LEVEL READ COMMITTED;\nSTART TRANSACTION;\n\
         INSERT INTO reserved_quantities (shop_id, inventory_item_id, inventory_group_id, checkout_id, quantity, expires_at)\n  \
         VALUES (1, 2, 3, 'c1', 1, NOW() + INTERVAL 10 MINUTE);\n\
         DELETE FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 2 AND inventory_group_id = 3 AND id IN (7);\n\
         COMMIT;\n",
    );
    p.write(
        "b_release.sql",
        "SET TRANSACTION ISOLATION LEVEL READ COMMITTED;\nSTART TRANSACTION;\n\
         INSERT INTO reservation_units (shop_id, inventory_item_id, inventory_group_id, id) VALUES (1, 2, 3, 7);\n\
         DELETE FROM reserved_quantities WHERE shop_id = 1 AND inventory_item_id = 2 AND inventory_group_id = 3 AND checkout_id = 'c1';\n\
         COMMIT;\n",
    );
    let v = p.json(&["."], 1);
    assert_eq!(rules_of(&v), ["lock-order-inversion"], "{v:#}");
    let d = &diagnostics(&v)[0];
    assert_eq!(d["path"], "b_release.sql");
    assert_eq!(
        (d["line"].as_u64(), d["column"].as_u64()),
        (Some(4), Some(13))
    );
    let related = d["related"].as_array().unwrap();
    assert_eq!(related.len(), 1, "{d:#}");
    assert_eq!(related[0]["path"], "a_reserve.sql");
    assert_eq!(related[0]["line"], 5);
    assert_eq!(related[0]["column"], 13);
    assert!(
        related[0]["message"]
            .as_str()
            .unwrap()
            .contains("locked here")
    );
    assert_eq!(v["summary"]["files"], 2);
}

// --- SARIF --------------------------------------------------------------

/// Errors of `instance` against the SARIF 2.1.0 schema, one line each.
fn sarif_errors(instance: &Value, formats: bool) -> Vec<String> {
    let validator = jsonschema::options()
        .should_validate_formats(formats)
        .build(&crate::util::sarif_schema())
        .expect("the SARIF schema compiles");
    validator
        .iter_errors(instance)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .collect()
}

#[test]
fn sarif_is_valid_sarif_2_1_0_with_every_rule_described() {
    let p = Project::new();
    p.write("reserve.sql", RESERVE).write("legacy.sql", HOT_ROW);
    let r = p.run(&["lint", "--format", "sarif", "reserve.sql", "legacy.sql"]);
    r.expect_code(1);
    let v = r.json();
    let errors = sarif_errors(&v, false);
    assert!(
        errors.is_empty(),
        "not valid SARIF 2.1.0:\n{}",
        errors.join("\n")
    );
    assert_eq!(v["version"], "2.1.0");

    let run = &v["runs"][0];
    assert_eq!(run["tool"]["driver"]["name"], "poolctl");
    assert_eq!(run["columnKind"], "unicodeCodePoints");
    let described: Vec<(&str, &str)> = run["tool"]["driver"]["rules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["id"].as_str().unwrap(), r["name"].as_str().unwrap()))
        .collect();
    let registry: Vec<(&str, &str)> = poolctl::lint::rules::RULES
        .iter()
        .map(|r| (r.code, r.name))
        .collect();
    assert_eq!(described, registry, "every rule, in registry order");

    let results = run["results"].as_array().unwrap();
    assert_eq!(results.len(), 2, "{results:#?}");
    let first = &results[0];
    assert_eq!(first["ruleId"], "PL001");
    assert_eq!(
        run["tool"]["driver"]["rules"][first["ruleIndex"].as_u64().unwrap() as usize]["id"],
        "PL001"
    );
    assert_eq!(first["level"], "error");
    let loc = &first["locations"][0]["physicalLocation"];
    assert_eq!(loc["artifactLocation"]["uri"], "reserve.sql");
    let col = column_of(RESERVE, 5, CLAUSE);
    assert_eq!(loc["region"]["startLine"], 5);
    assert_eq!(loc["region"]["startColumn"], col);
    assert_eq!(loc["region"]["endLine"], 5);
    assert_eq!(loc["region"]["endColumn"], col + CLAUSE.len());

    let second = &results[1];
    assert_eq!(second["ruleId"], "PL004");
    let loc = &second["locations"][0]["physicalLocation"];
    assert_eq!(loc["artifactLocation"]["uri"], "legacy.sql");
    assert_eq!(loc["region"]["startLine"], 2);
    assert_eq!(
        loc["region"]["startColumn"],
        column_of(HOT_ROW, 2, "available")
    );
}

/// A path with a `:` in its first segment (`d11:colon.sql`) is written
/// encoded: as is, it reads as a URI with the scheme `d11`.
#[test]
fn sarif_uri_of_a_name_with_a_colon_is_a_relative_reference() {
    let p = Project::new();
    p.write("d11:colon.sql", RESERVE)
        .write("db/x:y.sql", RESERVE);
    let r = p.run(&["lint", "--format", "sarif", "d11:colon.sql", "db/x:y.sql"]);
    r.expect_code(1);
    let v = r.json();
    assert!(sarif_errors(&v, true).is_empty());
    let uris: Vec<&str> = v["runs"][0]["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
                .as_str()
                .unwrap()
        })
        .collect();
    assert_eq!(uris, ["d11%3Acolon.sql", "db/x:y.sql"]);
}

#[test]
fn sarif_of_a_clean_run_is_valid_and_empty() {
    let p = Project::new();
    p.write("reserve.sql", RESERVE_FIXED);
    let r = p.run(&["lint", "--format", "sarif", "reserve.sql"]);
    r.expect_code(0);
    let v = r.json();
    assert!(sarif_errors(&v, false).is_empty());
    assert_eq!(v["runs"][0]["results"], serde_json::json!([]));
}

/// Regression (src/render/lint.rs, `sarif`): valid against the schema's structure,
/// but not its formats, which validators that check formats reject (the
/// `jsonschema` crate does by default for draft-07 schemas):
/// - every rule's `helpUri` is the relative `lints/RULE.md`; the schema says
///   `"format": "uri"`, an absolute URI;
/// - `artifactLocation.uri` is the display path as is: `my reserve.sql` is not
///   a `uri-reference` (it needs `my%20reserve.sql`), nor is `<stdin>`.
#[test]
fn sarif_passes_format_validation_too() {
    let p = Project::new();
    p.write("reserve.sql", RESERVE);
    p.write("my reserve.sql", RESERVE);
    let r = p.run(&["lint", "--format", "sarif", "my reserve.sql"]);
    let mut errors = sarif_errors(&r.json(), true);
    let r = p.run_with_stdin(&["lint", "--format", "sarif", "-"], RESERVE);
    errors.extend(sarif_errors(&r.json(), true));
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}

// --- GitHub annotations -------------------------------------------------

/// `::KIND file=...,line=..,col=..,endLine=..,endColumn=..,title=...::message`
fn parse_annotation(line: &str) -> (String, Vec<(String, String)>, String) {
    let rest = line.strip_prefix("::").expect("starts with ::");
    let (head, message) = rest.split_once("::").expect("properties end with ::");
    let (kind, props) = head.split_once(' ').expect("kind, then properties");
    let props = props
        .split(',')
        .map(|kv| {
            let (k, v) = kv.split_once('=').expect("key=value");
            (k.to_string(), v.to_string())
        })
        .collect();
    (kind.to_string(), props, message.to_string())
}

#[test]
fn github_annotations_carry_positions_and_escape_properties_and_messages() {
    let p = Project::new();
    // A path with a comma and a colon, which must be escaped in a property.
    p.write("odd,name:1.sql", RESERVE);
    // A suppression naming an unknown rule with a `%` in it: a warning whose
    // message carries the `%`.
    p.write(
        "stale.sql",
        "-- poolctl: ignore 100%-safe trust me\nSELECT 1;\n",
    );
    let r = p.run(&["lint", "--format", "github", "odd,name:1.sql", "stale.sql"]);
    r.expect_code(1);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines.len(), 2, "one line per finding:\n{}", r.stdout);

    let (kind, props, message) = parse_annotation(lines[0]);
    assert_eq!(kind, "error");
    let col = column_of(RESERVE, 5, CLAUSE);
    let expected: Vec<(String, String)> = [
        ("file", "odd%2Cname%3A1.sql".to_string()),
        ("line", "5".into()),
        ("col", col.to_string()),
        ("endLine", "5".into()),
        ("endColumn", (col + CLAUSE.len()).to_string()),
        (
            "title",
            "locking-read-without-read-committed (PL001)".into(),
        ),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v))
    .collect();
    assert_eq!(props, expected);
    // The help goes on its own line of the annotation: the newline is escaped.
    assert!(message.contains("%0Ahelp: "), "{message}");
    assert!(!message.contains('\n') && !message.contains('\r'));
    assert!(message.contains("SKIP LOCKED"), "{message}");

    let (kind, props, message) = parse_annotation(lines[1]);
    assert_eq!(kind, "warning");
    assert_eq!(props[0], ("file".into(), "stale.sql".into()));
    assert_eq!(props[5].1, "unused-suppression (PL900)");
    assert!(message.contains("`100%25-safe`"), "% is escaped: {message}");
    // No property value carries a raw separator (they would split the list).
    for line in &lines {
        let (_, props, _) = parse_annotation(line);
        assert_eq!(props.len(), 6, "{line}");
        for (_, v) in props {
            assert!(!v.contains(':'), "{line}");
        }
    }
}

// --- Text ---------------------------------------------------------------

#[test]
fn text_shows_the_snippet_with_marks_under_the_finding() {
    let p = Project::new();
    p.write("reserve.sql", RESERVE);
    let r = p.run(&["lint", "reserve.sql"]);
    r.expect_code(1);
    let out = &r.stdout;
    assert!(!out.contains('\u{1b}'), "no colour on a pipe:\n{out}");
    assert!(out.contains("locking-read-without-read-committed"), "{out}");
    assert!(out.contains("PL001"), "{out}");
    assert!(out.contains("reserve.sql:5:10"), "{out}");
    assert!(out.contains("help: "), "{out}");
    assert!(
        out.contains("lints/locking-read-without-read-committed.md"),
        "{out}"
    );
    assert!(
        out.contains("FAILED: 1 error(s), 0 warning(s) in 1 file(s), 4 statement(s)"),
        "{out}"
    );
    // The `^` marks sit under the locking clause: same display column, as long.
    let lines: Vec<&str> = out.lines().collect();
    let src = lines
        .iter()
        .position(|l| l.contains("LIMIT 2 FOR UPDATE SKIP LOCKED;"))
        .unwrap_or_else(|| panic!("no source line in:\n{out}"));
    let marks = lines[src + 1];
    let under = lines[src].find(CLAUSE).unwrap();
    assert_eq!(marks.find('^'), Some(under), "{out}");
    assert_eq!(marks.matches('^').count(), CLAUSE.len(), "{out}");
    assert_eq!(marks.trim_end().len(), under + CLAUSE.len(), "{out}");
}

/// A line longer than the snippet window (minified SQL, dumps) is shown cut
/// around the finding, and the position printed is the finding's own, as
/// JSON gives it, not its position inside the cut window.
#[test]
fn text_on_a_long_line_gives_the_real_column() {
    let p = Project::new();
    let sql = format!(
        "SELECT 1 /* {} */; UPDATE stock SET qty = qty - 1 WHERE id = 1 AND qty > 0;\n",
        "x".repeat(1000)
    );
    let column = sql.find("qty = qty - 1").unwrap() + 1;
    p.write("long.sql", &sql);
    let r = p.run(&["lint", "long.sql"]);
    r.expect_code(1);
    let out = &r.stdout;
    let json = p.run(&["lint", "--format", "json", "long.sql"]);
    let v = json.json();
    assert_eq!(diagnostics(&v)[0]["column"], column, "{}", json.stdout);
    assert!(out.contains(&format!("--> long.sql:1:{column}")), "{out}");
    assert!(out.contains("..."), "the line is cut: {out}");
    assert!(out.lines().all(|l| l.trim() != ":::"), "{out}");
    let lines: Vec<&str> = out.lines().collect();
    let src = lines
        .iter()
        .position(|l| l.contains("qty = qty - 1"))
        .unwrap();
    let marks = lines[src + 1];
    assert_eq!(marks.find('^'), lines[src].find("qty = qty - 1"), "{out}");
}

#[test]
fn text_output_snapshot() {
    let p = Project::new();
    p.write("checkout/reserve.sql", RESERVE)
        .write("checkout/legacy.sql", HOT_ROW)
        .write("jobs/queue.sql", QUEUE);
    let r = p.run(&["lint", "checkout", "jobs"]);
    r.expect_code(1);
    insta::assert_snapshot!("text_output", r.stdout);
}

/// Lock order inversion across two files: the finding, and a note showing
/// the other transaction.
#[test]
fn text_output_with_a_related_location_snapshot() {
    let p = Project::new();
    p.write(
        "reserve.sql",
        "SET TRANSACTION ISOLATION LEVEL READ COMMITTED;\nSTART TRANSACTION;\n\
         INSERT INTO reserved_quantities (shop_id, inventory_item_id, inventory_group_id, checkout_id, quantity, expires_at)\n  \
         VALUES (1, 2, 3, 'c1', 1, NOW() + INTERVAL 10 MINUTE);\n\
         DELETE FROM reservation_units\n WHERE shop_id = 1 AND inventory_item_id = 2 AND inventory_group_id = 3 AND id IN (7);\n\
         COMMIT;\n",
    );
    p.write(
        "release.sql",
        "SET TRANSACTION ISOLATION LEVEL READ COMMITTED;\nSTART TRANSACTION;\n\
         INSERT INTO reservation_units (shop_id, inventory_item_id, inventory_group_id, id) VALUES (1, 2, 3, 7);\n\
         DELETE FROM reserved_quantities\n WHERE shop_id = 1 AND inventory_item_id = 2 AND inventory_group_id = 3 AND checkout_id = 'c1';\n\
         COMMIT;\n",
    );
    let r = p.run(&["lint", "reserve.sql", "release.sql"]);
    r.expect_code(1);
    insta::assert_snapshot!("text_output_related", r.stdout);
}

#[test]
fn a_clean_run_prints_only_the_summary() {
    let p = Project::new();
    p.write("reserve.sql", RESERVE_FIXED);
    let r = p.run(&["lint", "reserve.sql"]);
    r.expect_code(0);
    assert_eq!(
        r.stdout,
        "ok: 0 error(s), 0 warning(s) in 1 file(s), 5 statement(s)\n"
    );
}

// --- Exit codes and inputs ----------------------------------------------

#[test]
fn exit_codes_follow_the_worst_severity() {
    let p = Project::new();
    p.write("clean.sql", RESERVE_FIXED)
        .write("error.sql", RESERVE)
        .write("warning.sql", QUEUE);
    p.run(&["lint", "clean.sql"]).expect_code(0);
    p.run(&["lint", "error.sql"]).expect_code(1);
    let r = p.run(&["lint", "warning.sql"]);
    r.expect_code(0);
    assert!(r.stdout.contains("nowait-as-queue"), "{}", r.stdout);
    assert!(
        r.stdout
            .contains("ok: 0 error(s), 1 warning(s) in 1 file(s), 2 statement(s)"),
        "{}",
        r.stdout
    );
    p.run(&["lint", "clean.sql", "warning.sql", "error.sql"])
        .expect_code(1);
    // No path: the current folder.
    p.run(&["lint"]).expect_code(1);
}

#[test]
fn unreadable_inputs_exit_2_and_the_rest_is_still_reported() {
    let p = Project::new();
    p.write("reserve.sql", RESERVE)
        .write("binary.sql", b"SELECT 1;\0\x01\x02")
        .write("latin1.sql", b"SELECT 'caf\xe9';\n");
    let r = p.run(&[
        "lint",
        "--format",
        "json",
        "reserve.sql",
        "binary.sql",
        "latin1.sql",
        "missing.sql",
    ]);
    r.expect_code(2);
    let v = r.json();
    assert_eq!(rules_of(&v), ["locking-read-without-read-committed"]);
    // latin-1 is read (with a warning), as the mysql client reads it.
    assert_eq!(v["summary"]["files"], 2);
    assert_eq!(v["summary"]["unreadable"], 2);
    assert!(
        r.stderr
            .lines()
            .any(|l| l.contains("warning: latin1.sql: not UTF-8") && l.contains("latin-1")),
        "{}",
        r.stderr
    );
    for (path, why) in [("binary.sql", "binary"), ("missing.sql", "no such file")] {
        assert!(
            r.stderr
                .lines()
                .any(|l| l.contains(&format!("cannot lint {path}")) && l.contains(why)),
            "{path}: {why}\n{}",
            r.stderr
        );
    }

    // Text output says so in the summary; a folder walk meets the same files.
    let r = p.run(&["lint", "."]);
    r.expect_code(2);
    assert!(
        r.stdout.contains("locking-read-without-read-committed"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout.contains("; 1 input(s) could not be read"),
        "{}",
        r.stdout
    );

    // Unreadable inputs alone, without findings: still 2.
    p.run(&["lint", "binary.sql"]).expect_code(2);
    p.run(&["lint", "missing.sql"]).expect_code(2);
}

/// A named pipe: read when a writer sends SQL, refused within seconds when
/// none does (never a hang), the other inputs still linted.
#[test]
fn a_named_pipe_is_read_or_refused_without_hanging() {
    use std::os::unix::fs::OpenOptionsExt;
    let p = Project::new();
    p.write("reserve.sql", RESERVE);
    let fifo = p.path().join("pipe.sql");
    let made = Command::new("mkfifo").arg(&fifo).status().expect("mkfifo");
    assert!(made.success());

    // Nobody writes: refused, the file beside it linted.
    let started = std::time::Instant::now();
    let r = p.run(&["lint", "pipe.sql", "reserve.sql"]);
    r.expect_code(2);
    assert!(started.elapsed() < std::time::Duration::from_secs(10));
    assert!(
        r.stderr
            .lines()
            .any(|l| l.contains("cannot lint pipe.sql") && l.contains("named pipe")),
        "{}",
        r.stderr
    );
    assert!(
        r.stdout.contains("locking-read-without-read-committed"),
        "{}",
        r.stdout
    );

    // A writer sends the SQL: linted like a file.
    let writer = {
        let fifo = fifo.clone();
        std::thread::spawn(move || {
            // Blocks until the reader opens the pipe.
            let mut w = std::fs::OpenOptions::new().write(true).open(&fifo).unwrap();
            w.write_all(RESERVE.as_bytes()).unwrap();
        })
    };
    let r = p.run(&["lint", "--format", "json", "pipe.sql"]);
    if !writer.is_finished() {
        // The reader never opened it: release the writer (O_NONBLOCK).
        let _ = std::fs::OpenOptions::new()
            .read(true)
            .custom_flags(0o4000)
            .open(&fifo);
    }
    writer.join().unwrap();
    r.expect_code(1);
    let v = r.json();
    assert_eq!(
        rules_of(&v),
        vec!["locking-read-without-read-committed"],
        "{}",
        r.stdout
    );
}

/// A file named more than once, in another spelling, or also inside a
/// folder named is linted once, in every format: not once per naming, every
/// finding repeated and the counts inflated.
#[test]
fn a_file_named_twice_is_linted_once() {
    let p = Project::new();
    p.write("legacy.sql", HOT_ROW)
        .write("db/queries/x.sql", HOT_ROW)
        .write("db/reserve.sql", RESERVE);
    let abs = p.path().join("legacy.sql");
    let abs = abs.to_str().unwrap();
    let v = p.json(&["legacy.sql", "legacy.sql", "./legacy.sql", abs], 1);
    assert_eq!(rules_of(&v), ["hot-row-counter"], "{v:#}");
    assert_eq!(
        diagnostics(&v)[0]["path"],
        "legacy.sql",
        "the first spelling"
    );
    assert_eq!(
        (
            v["summary"]["files"].as_u64(),
            v["summary"]["errors"].as_u64()
        ),
        (Some(1), Some(1))
    );

    // A folder and a changed file inside it, as pre-commit hooks pass them.
    let v = p.json(&["db/queries/x.sql", "db"], 1);
    let paths: Vec<&str> = diagnostics(&v)
        .iter()
        .map(|d| d["path"].as_str().unwrap())
        .collect();
    assert_eq!(paths, ["db/queries/x.sql", "db/reserve.sql"], "{v:#}");
    assert_eq!(v["summary"]["files"], 2);

    let r = p.run(&["lint", "db", "db/queries/x.sql", "db/../db"]);
    r.expect_code(1);
    assert!(
        r.stdout
            .contains("FAILED: 2 error(s), 0 warning(s) in 2 file(s)"),
        "{}",
        r.stdout
    );
    let r = p.run(&["lint", "--format", "sarif", "db", "db/queries/x.sql"]);
    assert_eq!(r.json()["runs"][0]["results"].as_array().unwrap().len(), 2);
    let r = p.run(&["lint", "--format", "github", "db", "db/queries/x.sql"]);
    assert_eq!(r.stdout.lines().count(), 2, "{}", r.stdout);
}

/// A folder walk skips hidden files and folders by default (ripgrep's
/// choice), and says so; `--hidden` lints them, and a file named is always
/// linted.
#[test]
fn hidden_files_are_skipped_with_a_note_and_linted_with_hidden() {
    let p = Project::new();
    p.write("db/.sql/reserve.sql", RESERVE)
        .write("db/.reserve.sql", RESERVE)
        .write("db/ok.sql", RESERVE_FIXED);
    let r = p.run(&["lint", "db"]);
    r.expect_code(0);
    assert!(r.stdout.contains("in 1 file(s)"), "{}", r.stdout);
    assert!(
        r.stderr.contains(
            "note: skipped 2 hidden *.sql file(s) (db/.reserve.sql, db/.sql/reserve.sql)"
        ) && r.stderr.contains("--hidden"),
        "{}",
        r.stderr
    );
    let v = p.json(&["--hidden", "db"], 1);
    assert_eq!(v["summary"]["files"], 3);
    assert_eq!(v["summary"]["errors"], 2);
    let r = p.run(&["lint", "db/.reserve.sql"]);
    r.expect_code(1);
    assert!(r.stderr.is_empty(), "{}", r.stderr);
    // Nothing hidden: no note.
    let r = p.run(&["lint", "db/ok.sql"]);
    assert!(r.stderr.is_empty(), "{}", r.stderr);
}

#[test]
fn stdin_is_linted_with_a_dash() {
    let p = Project::new();
    let r = p.run_with_stdin(&["lint", "--format", "json", "-"], RESERVE);
    r.expect_code(1);
    let v = r.json();
    let d = &diagnostics(&v)[0];
    assert_eq!(d["path"], "<stdin>");
    assert_eq!(d["line"], 5);
    let r = p.run_with_stdin(&["lint", "-"], RESERVE_FIXED);
    r.expect_code(0);
}

#[test]
fn a_file_with_a_byte_order_mark_is_linted() {
    let p = Project::new();
    p.write("bom.sql", format!("\u{feff}{HOT_ROW}"));
    let v = p.json(&["bom.sql"], 1);
    assert_eq!(rules_of(&v), ["hot-row-counter"]);
    let d = &diagnostics(&v)[0];
    assert_eq!(
        (d["line"].as_u64(), d["column"].as_u64()),
        (Some(2), Some(29))
    );
}

/// Regression (src/commands/lint.rs, `decode`): a UTF-8 byte order mark is replaced
/// by three spaces "to keep offsets", so every column on line 1 is 3 too far
/// right (editors show no character there; even counting the mark as one
/// character it is 2 too far), and the text snippet shows three spaces that
/// are not in the file. `UPDATE inv SET q = q - 1 WHERE q >= 1;` after a BOM is
/// reported at 1:19 instead of 1:16.
#[test]
fn a_byte_order_mark_does_not_shift_columns() {
    let p = Project::new();
    let sql = "UPDATE inv SET q = q - 1 WHERE q >= 1;\n";
    p.write("bom.sql", format!("\u{feff}{sql}"))
        .write("plain.sql", sql);
    let v = p.json(&["bom.sql", "plain.sql"], 1);
    let columns: Vec<u64> = diagnostics(&v)
        .iter()
        .map(|d| d["column"].as_u64().unwrap())
        .collect();
    assert_eq!(columns, [16, 16], "{v:#}");
}

// --- Suppressions and baselines -----------------------------------------

#[test]
fn suppression_comments_hide_findings_and_stale_ones_are_reported() {
    let p = Project::new();
    p.write(
        "legacy.sql",
        format!("-- poolctl: ignore hot-row-counter legacy stock path, gone with #12\n{HOT_ROW}"),
    );
    let v = p.json(&["legacy.sql"], 0);
    assert!(rules_of(&v).is_empty(), "{v:#}");

    p.write(
        "legacy.sql",
        format!("-- poolctl: ignore-file PL004 legacy stock path\n{HOT_ROW}{HOT_ROW}"),
    );
    let v = p.json(&["legacy.sql"], 0);
    assert!(rules_of(&v).is_empty(), "{v:#}");

    // The statement was fixed, the comment stayed: a warning, exit 0.
    p.write(
        "legacy.sql",
        format!("-- poolctl: ignore hot-row-counter legacy\n{RESERVE_FIXED}"),
    );
    let v = p.json(&["legacy.sql"], 0);
    assert_eq!(rules_of(&v), ["unused-suppression"]);
    assert_eq!(diagnostics(&v)[0]["severity"], "warning");
    assert_eq!(diagnostics(&v)[0]["line"], 1);
}

/// Issue 49 item 7: a snippet never shows the key or password a
/// secret-bearing function or clause is given (the same list as conn-tags'
/// statements); the marks stay under their columns.
#[test]
fn snippets_mask_the_literals_of_secret_bearing_sql() {
    let p = Project::new();
    p.write(
        "secret.sql",
        "START TRANSACTION;\n\
         SELECT id, DES_DECRYPT(note,\n \
         'K3yK3y') FROM reservation_units WHERE shop_id = 1 LIMIT 2 FOR UPDATE SKIP LOCKED;\n\
         COMMIT;\n",
    );
    let r = p.run(&["lint", "secret.sql"]);
    r.expect_code(1);
    assert!(!r.stdout.contains("K3yK3y"), "{}", r.stdout);
    // The function is on the line before the one shown: the statement
    // decides, not the lines shown.
    assert!(
        r.stdout.contains(" '******') FROM reservation_units"),
        "{}",
        r.stdout
    );
    for format in ["json", "sarif", "github"] {
        let r = p.run(&["lint", "--format", format, "secret.sql"]);
        assert!(!r.stdout.contains("K3yK3y"), "{format}: {}", r.stdout);
    }
}

/// `--write-baseline` to a device node is written through, never replaced
/// by a file (as root, a replaced `/dev/null` breaks the host); a link
/// planted at the path is refused, the file it names kept.
#[test]
fn write_baseline_never_replaces_a_device_or_follows_a_link() {
    use std::os::unix::fs::FileTypeExt;
    let p = Project::new();
    p.write("legacy.sql", HOT_ROW);
    for (name, minor) in [("null", "3"), ("full", "7")] {
        let made = Command::new("mknod")
            .arg(p.path().join(name))
            .args(["c", "1", minor])
            .status()
            .unwrap();
        assert!(made.success(), "mknod (the tests run as root)");
    }
    p.run(&["lint", "--write-baseline", "null", "."])
        .expect_code(0);
    let r = p.run(&["lint", "--write-baseline", "full", "."]);
    r.expect_code(2);
    assert!(r.stderr.contains("No space left"), "{}", r.stderr);
    assert!(!r.stderr.contains("wrote"), "{}", r.stderr);
    for name in ["null", "full"] {
        let m = std::fs::symlink_metadata(p.path().join(name)).unwrap();
        assert!(m.file_type().is_char_device(), "{name} was replaced");
    }
    p.write("victim", "precious");
    std::os::unix::fs::symlink(p.path().join("victim"), p.path().join("planted.json")).unwrap();
    let r = p.run(&["lint", "--write-baseline", "planted.json", "."]);
    r.expect_code(2);
    assert!(r.stderr.contains("symbolic link"), "{}", r.stderr);
    assert_eq!(p.read("victim"), "precious");
    // man --dir writes its pages the same way.
    std::fs::create_dir(p.path().join("man")).unwrap();
    std::os::unix::fs::symlink(p.path().join("victim"), p.path().join("man/poolctl.1")).unwrap();
    p.run(&["man", "--dir", "man"]).expect_code(2);
    assert_eq!(p.read("victim"), "precious");
}

#[test]
fn a_baseline_hides_known_findings_and_only_new_ones_fail() {
    let p = Project::new();
    p.write("legacy.sql", HOT_ROW).write("reserve.sql", RESERVE);
    let r = p.run(&["lint", "--write-baseline", "lint-baseline.json", "."]);
    r.expect_code(0);
    assert!(
        r.stderr.contains("wrote 2 baseline entries"),
        "{}",
        r.stderr
    );
    let baseline: Value = serde_json::from_str(&p.read("lint-baseline.json")).unwrap();
    assert_eq!(baseline["version"], poolctl::lint::baseline::VERSION);
    assert_eq!(baseline["entries"].as_array().unwrap().len(), 2);

    // Nothing new: clean, and the summary counts what the baseline hid.
    let v = p.json(&["--baseline", "lint-baseline.json", "."], 0);
    assert!(rules_of(&v).is_empty(), "{v:#}");
    assert_eq!(v["summary"]["baselined"], 2);
    let r = p.run(&["lint", "--baseline", "lint-baseline.json", "."]);
    r.expect_code(0);
    assert!(r.stdout.contains("; 2 baselined"), "{}", r.stdout);

    // Reformatting a known statement keeps it known; a new finding fails alone.
    p.write(
        "legacy.sql",
        "SELECT 1;\n\nUPDATE inventory_levels\n   SET available = available - 1\n WHERE shop_id = 1 AND inventory_item_id = 2 AND available >= 1;\n\
         UPDATE inventory_levels SET reserved = reserved - 1 WHERE shop_id = 1 AND reserved > 0;\n",
    );
    let v = p.json(&["--baseline", "lint-baseline.json", "."], 1);
    assert_eq!(rules_of(&v), ["hot-row-counter"], "{v:#}");
    let d = &diagnostics(&v)[0];
    assert_eq!(
        (d["path"].as_str(), d["line"].as_u64()),
        (Some("legacy.sql"), Some(6))
    );
    assert_eq!(v["summary"]["baselined"], 2);
}

/// A baseline's paths are relative to its own folder, so an absolute path
/// or another working folder matches its entries as well (paths as spelt,
/// relative to the cwd, would bring every baselined finding back).
#[test]
fn a_baseline_matches_from_any_folder_and_any_spelling() {
    let p = Project::new();
    p.write("db/a.sql", RESERVE).write("db/b.sql", HOT_ROW);
    let r = p.run(&["lint", "--write-baseline", "nowhere/base.json", "db"]);
    r.expect_code(2);
    assert!(r.stderr.contains("nowhere"), "{}", r.stderr);
    let r = p.run(&["lint", "--write-baseline", "base.json", "db"]);
    r.expect_code(0);
    let b: Value = serde_json::from_str(&p.read("base.json")).unwrap();
    assert_eq!(b["version"], 2);
    let mut paths: Vec<&str> = b["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["path"].as_str().unwrap())
        .collect();
    paths.sort();
    assert_eq!(paths, ["db/a.sql", "db/b.sql"]);

    let root = p.path().to_str().unwrap().to_string();
    let abs_a = format!("{root}/db/a.sql");
    let abs_base = format!("{root}/base.json");
    for (cwd, args) in [
        (".", vec!["base.json", "db"]),
        (".", vec!["base.json", "./db/../db/a.sql", "db/b.sql"]),
        (".", vec!["base.json", abs_a.as_str(), "db/b.sql"]),
        ("db", vec!["../base.json", "."]),
        ("db", vec![abs_base.as_str(), "a.sql", "b.sql"]),
    ] {
        let mut all = vec!["lint", "--format", "json", "--baseline"];
        all.extend(args.iter().copied());
        let r = p.run_in(cwd, &all);
        r.expect_code(0);
        let v = r.json();
        assert!(rules_of(&v).is_empty(), "from {cwd}, {args:?}: {v:#}");
        assert_eq!(v["summary"]["baselined"], 2, "from {cwd}, {args:?}");
    }

    // Written from another folder, to another folder: `..` paths.
    p.write("ci/README", "baselines\n");
    let r = p.run_in("db", &["lint", "--write-baseline", "../ci/base.json", "."]);
    r.expect_code(0);
    assert!(p.read("ci/base.json").contains("\"../db/a.sql\""));
    let v = p.json(&["--baseline", "ci/base.json", "db"], 0);
    assert_eq!(v["summary"]["baselined"], 2);
}

/// A version 1 baseline (paths as spelt, relative to the cwd) is read: an
/// entry matches the path relative to the baseline's folder or as it is
/// spelt.
#[test]
fn a_version_1_baseline_is_still_read() {
    let p = Project::new();
    p.write("db/a.sql", RESERVE).write("db/b.sql", HOT_ROW);
    let r = p.run(&["lint", "--write-baseline", "base.json", "db"]);
    r.expect_code(0);
    let v2 = p.read("base.json");
    // As version 1 wrote it from the baseline's folder...
    let v1 = v2.replace("\"version\": 2", "\"version\": 1");
    assert_ne!(v1, v2);
    p.write("base.json", &v1);
    let v = p.json(&["--baseline", "base.json", "db"], 0);
    assert_eq!(v["summary"]["baselined"], 2);
    let r = p.run_in(
        "db",
        &[
            "lint",
            "--format",
            "json",
            "--baseline",
            "../base.json",
            ".",
        ],
    );
    r.expect_code(0);
    assert_eq!(r.json()["summary"]["baselined"], 2);
    // ...and from another folder than the baseline's (`ci/base.json` written
    // from the root, holding `db/a.sql`): matched as spelt, as before.
    p.write("ci/base.json", &v1);
    let v = p.json(&["--baseline", "ci/base.json", "db"], 0);
    assert_eq!(v["summary"]["baselined"], 2);
}

#[test]
fn a_bad_baseline_is_an_error() {
    let p = Project::new();
    p.write("reserve.sql", RESERVE).write("baseline.json", "{");
    let r = p.run(&["lint", "--baseline", "baseline.json", "reserve.sql"]);
    r.expect_code(2);
    assert!(r.stderr.contains("baseline.json"), "{}", r.stderr);
    // Binary or endless input is refused at once, not read whole.
    let r = p.run(&["lint", "--baseline", "/dev/zero", "reserve.sql"]);
    r.expect_code(2);
    assert!(
        r.stderr.contains("cannot read baseline /dev/zero"),
        "{}",
        r.stderr
    );
}

// --- --explain ----------------------------------------------------------

#[test]
fn explain_prints_the_rule_page_by_name_or_code() {
    let p = Project::new();
    let by_name = p.run(&["lint", "--explain", "hot-row-counter"]);
    by_name.expect_code(0);
    assert!(
        by_name.stdout.starts_with("# hot-row-counter (PL004)"),
        "{}",
        by_name.stdout
    );
    for section in [
        "## What it does",
        "## Why is this bad?",
        "## Example",
        "## Use instead",
    ] {
        assert!(by_name.stdout.contains(section), "{section}");
    }
    let rule = poolctl::lint::rules::find("hot-row-counter").unwrap();
    assert_eq!(by_name.stdout, rule.page());
    let by_code = p.run(&["lint", "--explain", "PL004"]);
    by_code.expect_code(0);
    assert_eq!(by_code.stdout, by_name.stdout);

    let nope = p.run(&["lint", "--explain", "nope"]);
    nope.expect_code(2);
    assert!(nope.stdout.is_empty(), "{}", nope.stdout);
    assert!(
        nope.stderr.contains("unknown rule") && nope.stderr.contains("--list-rules"),
        "{}",
        nope.stderr
    );
}

// --- [lint] configuration -----------------------------------------------

#[test]
fn config_disable_turns_a_rule_off() {
    let p = Project::new();
    p.write("reserve.sql", RESERVE);
    p.write(
        "poolctl.toml",
        "[lint]\ndisable = [\"locking-read-without-read-committed\"]\n",
    );
    let v = p.json(&["reserve.sql"], 0);
    assert!(rules_of(&v).is_empty(), "{v:#}");
}

#[test]
fn config_severity_turns_an_error_into_a_warning() {
    let p = Project::new();
    p.write("reserve.sql", RESERVE);
    p.write(
        "poolctl.toml",
        "[lint]\nseverity = { locking-read-without-read-committed = \"warning\" }\n",
    );
    let v = p.json(&["reserve.sql"], 0);
    assert_eq!(rules_of(&v), ["locking-read-without-read-committed"]);
    assert_eq!(diagnostics(&v)[0]["severity"], "warning");
    assert_eq!(v["summary"]["errors"], 0);
    assert_eq!(v["summary"]["warnings"], 1);
    // By code as well, and the other way round: a warning made an error fails.
    p.write("queue.sql", QUEUE);
    p.write("poolctl.toml", "[lint]\nseverity = { PL008 = \"error\" }\n");
    let v = p.json(&["queue.sql"], 1);
    assert_eq!(diagnostics(&v)[0]["severity"], "error");
}

#[test]
fn config_enable_turns_on_an_off_by_default_rule() {
    let p = Project::new();
    p.write("reserve.sql", RESERVE_FIXED);
    let v = p.json(&["reserve.sql"], 0);
    assert!(rules_of(&v).is_empty(), "off by default: {v:#}");
    p.write("poolctl.toml", "[lint]\nenable = [\"missing-conn-tag\"]\n");
    let v = p.json(&["reserve.sql"], 0);
    assert_eq!(
        rules_of(&v),
        ["missing-conn-tag", "missing-conn-tag"],
        "{v:#}"
    );
    let lines: Vec<u64> = diagnostics(&v)
        .iter()
        .map(|d| d["line"].as_u64().unwrap())
        .collect();
    assert_eq!(lines, [3, 6]);
    assert_eq!(diagnostics(&v)[0]["severity"], "warning");
}

#[test]
fn config_default_isolation_is_what_connections_start_with() {
    let p = Project::new();
    p.write("reserve.sql", RESERVE);
    p.write(
        "poolctl.toml",
        "[lint]\ndefault_isolation = \"read-committed\"\n",
    );
    let v = p.json(&["reserve.sql"], 0);
    assert!(rules_of(&v).is_empty(), "{v:#}");
}

/// `[lint.databases]`: two projects in one repository, each with its own
/// `orders` in one shared folder of definitions; each project's query is
/// checked against its own table (#48).
#[test]
fn config_databases_keep_two_projects_tables_apart() {
    let p = Project::new();
    p.write(
        "schema/orders.sql",
        "USE shop;\nCREATE TABLE orders (id INT PRIMARY KEY, total INT);\n\
         USE billing;\nCREATE TABLE orders (order_id INT PRIMARY KEY, id INT);\n",
    );
    let query = "START TRANSACTION;\nSELECT total FROM orders WHERE id = 1 FOR UPDATE;\nCOMMIT;\n";
    p.write("shop/pay.sql", query);
    p.write("billing/pay.sql", query);
    let args = ["schema/orders.sql", "shop/pay.sql", "billing/pay.sql"];
    // Without the mapping, which `orders` is meant is not known: lint says
    // so on both files rather than guess.
    let unknown = p.json(&args, 0);
    let files = |v: &Value, rule: &str| -> Vec<String> {
        diagnostics(v)
            .iter()
            .filter(|d| d["rule"] == rule)
            .map(|d| d["path"].as_str().unwrap_or_default().to_string())
            .collect()
    };
    assert_eq!(
        files(&unknown, "locking-read-without-limit"),
        ["shop/pay.sql", "billing/pay.sql"],
        "{unknown:#}"
    );
    p.write(
        "poolctl.toml",
        "[lint.databases]\n\"./shop\" = \"shop\"\n\"billing/\" = \"Billing\"\n",
    );
    let v = p.json(&args, 1);
    // shop's `id` is its key; billing's `id` is not.
    assert_eq!(
        files(&v, "locking-read-without-limit"),
        ["billing/pay.sql"],
        "{v:#}"
    );
    assert_eq!(
        files(&v, "locking-read-off-primary-key"),
        ["billing/pay.sql"],
        "{v:#}"
    );
    // A value that is not a database name is refused, naming the key.
    p.write("poolctl.toml", "[lint.databases]\nshop = 1\n");
    let r = p.run(&["lint", "shop/pay.sql"]);
    r.expect_code(2);
    assert!(r.stderr.contains("lint.databases"), "{}", r.stderr);
}

#[test]
fn config_with_an_unknown_rule_is_an_error() {
    let p = Project::new();
    p.write("reserve.sql", RESERVE);
    p.write("poolctl.toml", "[lint]\ndisable = [\"no-such-rule\"]\n");
    let r = p.run(&["lint", "reserve.sql"]);
    r.expect_code(2);
    assert!(r.stderr.contains("no-such-rule"), "{}", r.stderr);
}
