//! The reference application SQL in examples/app-sql must stay lint-clean, the
//! linter must still catch the trap those files guard against, and the
//! pre-commit hook definition must run `poolctl lint` on SQL files.
//!
//! No server: `poolctl lint` only reads files.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_poolctl");
const ROOT: &str = env!("CARGO_MANIFEST_DIR");
const EXAMPLES: &str = "examples/app-sql";

/// The example files; each must exist and be linted.
const FILES: &[&str] = &[
    "reserve.sql",
    "reserve_one_trip.sql",
    "reserve_cart.sql",
    "reserve_large.sql",
    "sold_out.sql",
    "claim.sql",
    "release.sql",
    "refill.sql",
];

struct Lint {
    code: i32,
    json: Value,
    stderr: String,
}

impl Lint {
    fn diagnostics(&self) -> &Vec<Value> {
        self.json["diagnostics"]
            .as_array()
            .unwrap_or_else(|| panic!("no diagnostics array in {}", self.json))
    }

    /// `rule path:line` of every diagnostic, for assertion messages.
    fn summary(&self) -> Vec<String> {
        self.diagnostics()
            .iter()
            .map(|d| format!("{} {}:{} {}", d["rule"], d["path"], d["line"], d["message"]))
            .collect()
    }
}

/// `poolctl --format json lint ARGS` from the repository root, with no
/// configuration or server taken from the environment.
fn lint(args: &[&str]) -> Lint {
    let mut cmd = Command::new(BIN);
    cmd.current_dir(ROOT)
        .env_remove("POOLCTL_CONFIG")
        .env_remove("POOLCTL_URL")
        .env_remove("POOLCTL_PASSWORD_FILE")
        .env_remove("MYSQL_PWD")
        .args(["--format", "json", "lint"])
        .args(args);
    let out = cmd.output().expect("run poolctl");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    let json = crate::util::json_schemas::document(&crate::util::poolctl_args(&cmd), &stdout);
    Lint {
        code: out.status.code().expect("poolctl exited normally"),
        json,
        stderr,
    }
}

fn assert_clean(r: &Lint, what: &str) {
    assert!(
        r.diagnostics().is_empty(),
        "{what}: expected no findings, got:\n{}",
        r.summary().join("\n")
    );
    assert_eq!(r.code, 0, "{what}: exit status; stderr:\n{}", r.stderr);
    let files = r.json["summary"]["files"].as_u64().unwrap_or(0);
    assert_eq!(
        files as usize,
        sql_files_in_examples(),
        "{what}: every .sql file of {EXAMPLES} is linted: {}",
        r.json["summary"]
    );
    assert!(
        r.json["summary"]["statements"].as_u64().unwrap_or(0) > 0,
        "{what}: statements were read: {}",
        r.json["summary"]
    );
}

fn examples_dir() -> PathBuf {
    Path::new(ROOT).join(EXAMPLES)
}

fn sql_files_in_examples() -> usize {
    std::fs::read_dir(examples_dir())
        .expect("examples/app-sql exists")
        .filter_map(Result::ok)
        .filter(|e| e.path().extension().is_some_and(|x| x == "sql"))
        .count()
}

#[test]
fn every_example_file_is_there() {
    for f in FILES {
        assert!(
            examples_dir().join(f).is_file(),
            "{EXAMPLES}/{f} is missing"
        );
    }
    assert!(examples_dir().join("README.md").is_file());
}

#[test]
fn examples_are_clean_with_default_rules() {
    assert_clean(&lint(&[EXAMPLES]), "default rules");
}

#[test]
fn examples_are_clean_with_conn_tags_required() {
    assert_clean(
        &lint(&[EXAMPLES, "--enable", "missing-conn-tag"]),
        "--enable missing-conn-tag",
    );
}

#[test]
fn examples_hold_every_locking_transaction_to_read_committed() {
    // With the holds and the refill state counted as pool tables, a locking
    // read of them must run at READ COMMITTED too: claim, release and refill
    // keep their SET TRANSACTION lines, not only the reserves.
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("poolctl.toml");
    std::fs::write(
        &config,
        "[lint]\npool_tables = [\"reservation_units\", \"reserved_quantities\", \"pool_refill_state\"]\n",
    )
    .unwrap();
    let config = config.to_str().expect("temp path is UTF-8");
    assert_clean(
        &lint(&["--config", config, EXAMPLES, "--enable", "missing-conn-tag"]),
        "every table a pool table",
    );
}

#[test]
fn reserve_without_set_transaction_is_caught() {
    let original = std::fs::read_to_string(examples_dir().join("reserve.sql")).unwrap();
    let set_lines = original
        .lines()
        .filter(|l| {
            l.trim_start()
                .to_ascii_uppercase()
                .starts_with("SET TRANSACTION")
        })
        .count();
    assert_eq!(
        set_lines, 1,
        "reserve.sql sets the isolation once, on its own line"
    );
    let broken: String = original
        .lines()
        .filter(|l| {
            !l.trim_start()
                .to_ascii_uppercase()
                .starts_with("SET TRANSACTION")
        })
        .map(|l| format!("{l}\n"))
        .collect();
    // The copy's line of the locking clause, to check where the finding points.
    let skip_locked_line = broken
        .lines()
        .position(|l| l.contains("SKIP LOCKED") && !l.trim_start().starts_with("--"))
        .expect("reserve.sql has a SKIP LOCKED scan")
        + 1;

    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("reserve.sql");
    std::fs::write(&path, broken).unwrap();
    let r = lint(&[path.to_str().expect("temp path is UTF-8")]);

    assert_eq!(r.code, 1, "findings exit 1; stderr:\n{}", r.stderr);
    let rules: Vec<&str> = r
        .diagnostics()
        .iter()
        .filter_map(|d| d["rule"].as_str())
        .collect();
    // One finding per locking scan: the scan and its wrap-around.
    assert_eq!(
        rules,
        [
            "locking-read-without-read-committed",
            "locking-read-without-read-committed"
        ],
        "{}",
        r.summary().join("\n")
    );
    let d = &r.diagnostics()[0];
    assert_eq!(d["code"], "PL001");
    assert_eq!(d["severity"], "error");
    assert_eq!(d["line"].as_u64(), Some(skip_locked_line as u64), "{d}");
}

#[test]
fn pre_commit_hook_runs_poolctl_lint_on_sql_files() {
    let text = std::fs::read_to_string(Path::new(ROOT).join(".pre-commit-hooks.yaml"))
        .expect(".pre-commit-hooks.yaml at the repository root");
    // YAML without a YAML crate: the hook's keys, comments dropped.
    let keys: Vec<(String, String)> = text
        .lines()
        .map(|l| l.split(" #").next().unwrap_or(l))
        .filter(|l| !l.trim_start().starts_with('#'))
        .filter_map(|l| {
            let l = l.trim_start().trim_start_matches("- ");
            let (k, v) = l.split_once(':')?;
            Some((
                k.trim().to_string(),
                v.trim().trim_matches(['"', '\'']).to_string(),
            ))
        })
        .collect();
    let get = |key: &str| {
        keys.iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
            .unwrap_or_else(|| panic!("no `{key}:` in .pre-commit-hooks.yaml"))
    };
    assert!(text.trim_start().starts_with('#') || text.trim_start().starts_with('-'));
    assert_eq!(get("id"), "poolctl-lint");
    assert_eq!(get("entry"), "poolctl lint");
    assert_eq!(get("files"), r"\.sql$");
    assert!(
        ["rust", "system"].contains(&get("language")),
        "language: {}",
        get("language")
    );
    // pre-commit passes the file names unless told not to.
    assert!(
        keys.iter()
            .all(|(k, v)| k != "pass_filenames" || v == "true"),
        "the hook must receive the file names"
    );

    // The README shows the snippet users copy.
    let readme = std::fs::read_to_string(examples_dir().join("README.md")).unwrap();
    assert!(readme.contains(".pre-commit-config.yaml") && readme.contains("id: poolctl-lint"));
}

/// The library's own hot-path SQL, as `src/db` sends it (the two-trip reserve
/// with its delete guard, the refill-ahead look, the refill wait in both
/// servers' spellings), is lint-clean with conn tags required, like the
/// examples an application copies.
#[test]
fn the_librarys_reserve_sql_is_clean() {
    use poolctl::config::{LedgerMapping, PoolSettings, TableNames};
    use poolctl::pool::PoolKey;
    use poolctl::reserve::{IdRange, Line, ReserveSql, ScanLine};
    use poolctl::server::ServerInfo;
    let sql = ReserveSql::new(
        &TableNames::default(),
        &LedgerMapping::table("inventory_levels"),
        &PoolSettings::default(),
    );
    let key = PoolKey {
        shop: 1,
        item: 2,
        location: 3,
    };
    let rc = "SET TRANSACTION ISOLATION LEVEL READ COMMITTED;\nSTART TRANSACTION;";
    let (scan, _) = sql.scan_lines(
        &[ScanLine {
            index: 0,
            key,
            quantity: 1,
            range: IdRange::From(500),
        }],
        true,
    );
    let line = Line { key, quantity: 1 };
    let writes = sql.writes_inline(&[(line, &[523])], "c1", true);
    // The ranked start (`rank-two-trips`): its plain read, then the scan.
    let (ranked, _) = sql.scan_lines(
        &[ScanLine {
            index: 0,
            key,
            quantity: 1,
            range: IdRange::FromRank(42),
        }],
        true,
    );
    let mut text = format!(
        "{rc}\n{scan};\n{writes};\n\n{rc}\n{ranked};\n{writes};\n\n{};\n",
        sql.pool_fill
    );
    for server in ["10.11.19-MariaDB", "8.0.36"] {
        let server = ServerInfo::parse(server, "").unwrap();
        text.push_str(&format!(
            "\n{rc}\n{};\nCOMMIT;\n",
            sql.wait_for_refill(&server)
        ));
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("library.sql");
    std::fs::write(&file, &text).unwrap();
    let r = lint(&[file.to_str().unwrap(), "--enable", "missing-conn-tag"]);
    assert!(
        r.diagnostics().is_empty(),
        "{text}\nfindings:\n{}",
        r.summary().join("\n")
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.json["summary"]["statements"].as_u64().unwrap() >= 12,
        "{}",
        r.json["summary"]
    );
}

/// The reserve procedure (migrations/V5) is linted like any stored program:
/// it is clean, and without its SET TRANSACTION line its SKIP LOCKED scan is
/// a finding.
#[test]
fn reserve_procedure_is_clean_and_its_isolation_is_checked() {
    let v5 = "migrations/V5__reserve_procedure.sql";
    let clean = lint(&[v5, "--enable", "missing-conn-tag"]);
    assert!(clean.diagnostics().is_empty(), "{:?}", clean.summary());
    assert_eq!(clean.code, 0, "{}", clean.stderr);
    assert_eq!(clean.json["summary"]["files"], 1);
    assert!(
        clean.json["summary"]["statements"].as_u64().unwrap() > 5,
        "the procedure's body is read statement by statement: {}",
        clean.json["summary"]
    );
    let original = std::fs::read_to_string(Path::new(ROOT).join(v5)).unwrap();
    let broken: String = original
        .lines()
        .filter(|l| !l.trim_start().starts_with("SET TRANSACTION"))
        .map(|l| format!("{l}\n"))
        .collect();
    assert!(broken.len() < original.len(), "V5 sets the isolation");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("V5.sql");
    std::fs::write(&path, broken).unwrap();
    let r = lint(&[path.to_str().expect("temp path is UTF-8")]);
    assert_eq!(r.code, 1, "{:?}\n{}", r.summary(), r.stderr);
    assert!(
        r.summary()
            .iter()
            .any(|s| s.contains("locking-read-without-read-committed")),
        "{:?}",
        r.summary()
    );
}
