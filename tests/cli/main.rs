//! The binary without a server: help, bad input, exit codes, no secret printed;
//! and the docs that live next to the code (`docs`).

#[path = "../util/mod.rs"]
mod util;

mod docs;

use std::process::Command;
use util::{BIN, Run};

fn poolctl(args: &[&str]) -> Run {
    let dir = tempfile::tempdir().unwrap();
    Run::from(
        Command::new(BIN)
            .current_dir(dir.path())
            .env_remove("POOLCTL_CONFIG")
            .env_remove("POOLCTL_URL")
            .env_remove("MYSQL_PWD")
            .env_remove("COLUMNS")
            .args(args)
            .output()
            .unwrap(),
    )
}

#[test]
fn help_teaches_the_commands() {
    let r = poolctl(&["--help"]);
    r.expect_code(0);
    insta::assert_snapshot!("help", r.stdout);
    let r = poolctl(&["migrate", "run", "--help"]);
    r.expect_code(0);
    insta::assert_snapshot!("migrate_run_help", r.stdout);
    let r = poolctl(&["refill", "--help"]);
    r.expect_code(0);
    insta::assert_snapshot!("refill_help", r.stdout);
}

#[test]
fn refill_bad_input_is_one_message_and_exit_2() {
    for args in [
        &["refill"][..],
        &["refill", "--shop", "1", "--item", "2"],
        &["refill", "--shop", "1", "--all"],
        &["refill", "--shop", "-1"],
        &["refill", "--all", "--batch-size", "0"],
    ] {
        let r = poolctl(args);
        r.expect_code(2);
        assert!(!r.stderr.contains("panicked"), "{args:?}: {}", r.stderr);
    }
    let r = poolctl(&["refill", "--pools-file", "/nonexistent/pools.txt"]);
    r.expect_code(2);
    assert!(
        r.stderr.contains("--pools-file /nonexistent/pools.txt"),
        "{}",
        r.stderr
    );
    let r = poolctl(&["refill", "--all"]);
    r.expect_code(2);
    assert!(r.stderr.contains("[ledger]"), "{}", r.stderr);
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
}

#[test]
fn usage_errors_exit_2() {
    poolctl(&["migrate", "frobnicate"]).expect_code(2);
    poolctl(&["--format", "xml", "schema", "check"]).expect_code(2);
}

#[test]
fn no_target_says_how_to_name_one() {
    let r = poolctl(&["schema", "check"]);
    r.expect_code(2);
    assert!(
        r.stderr.contains("--url") && r.stderr.contains("POOLCTL_URL"),
        "{}",
        r.stderr
    );
}

#[test]
fn unreachable_server_is_one_line_without_the_password() {
    let r = poolctl(&[
        "--url",
        "mysql://app:TopSecret123@127.0.0.1:1/shop",
        "--connect-timeout",
        "2",
        "schema",
        "check",
    ]);
    r.expect_code(2);
    assert!(
        r.stderr
            .contains("cannot reach mysql://app@127.0.0.1:1/shop"),
        "{}",
        r.stderr
    );
    assert!(!r.stderr.contains("TopSecret123"));
    assert_eq!(r.stderr.trim().lines().count(), 1, "{}", r.stderr);
}

#[test]
fn bad_urls_are_explained() {
    let r = poolctl(&[
        "--url",
        "mysql://app:TopSecret123@127.0.0.1:1/shop?ssl=1",
        "migrate",
        "status",
    ]);
    r.expect_code(2);
    assert!(r.stderr.contains("unknown URL parameter"), "{}", r.stderr);
    assert!(!r.stderr.contains("TopSecret123"), "{}", r.stderr);
    let r = poolctl(&["--url", "mysql://app@127.0.0.1:1/", "migrate", "status"]);
    r.expect_code(2);
    assert!(r.stderr.contains("names no database"), "{}", r.stderr);
}

#[test]
fn malformed_and_unknown_config_keys_are_errors() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = dir.path().join("c.toml");
    std::fs::write(&cfg, "[pool]\ncap = 10\nhold_ttl = 5\n").unwrap();
    let r = poolctl(&["--config", cfg.to_str().unwrap(), "schema", "check"]);
    r.expect_code(2);
    assert!(
        r.stderr.contains("unknown field `hold_ttl`"),
        "{}",
        r.stderr
    );
    std::fs::write(&cfg, "[pods.a\nurl = 1").unwrap();
    poolctl(&["--config", cfg.to_str().unwrap(), "schema", "check"]).expect_code(2);
    let r = poolctl(&["--config", "/nonexistent/poolctl.toml", "schema", "check"]);
    r.expect_code(2);
    assert!(r.stderr.contains("cannot read config file"), "{}", r.stderr);
}

#[test]
fn a_secret_in_the_config_never_reaches_the_output() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = dir.path().join("c.toml");
    std::fs::write(
        &cfg,
        "[pods.a]\nurl = \"mysql://app:Sup3rS3cret@127.0.0.1:1/shop\"\n[pods.b]\nurl = \"mysql://x@y/z\"\n",
    )
    .unwrap();
    for args in [
        vec!["--pod", "a", "--connect-timeout", "1", "migrate", "status"],
        vec!["--pod", "zz", "migrate", "status"],
        vec!["migrate", "status"],
    ] {
        let mut full = vec!["--config", cfg.to_str().unwrap()];
        full.extend(args);
        let r = poolctl(&full);
        r.expect_code(2);
        assert!(!r.stderr.contains("Sup3rS3cret"), "{}", r.stderr);
    }
}

#[test]
fn lint_lists_rules_and_rejects_lint_formats_elsewhere() {
    let r = poolctl(&["lint", "--list-rules", "--format", "json"]);
    r.expect_code(0);
    let rules = r.json();
    assert_eq!(
        rules.as_array().unwrap().len(),
        poolctl::lint::rules::RULES.len()
    );
    assert_eq!(rules[0]["code"], "PL000");
    let off = rules
        .as_array()
        .unwrap()
        .iter()
        .find(|x| x["rule"] == "missing-conn-tag")
        .unwrap();
    assert_eq!(off["enabled"], false);
    let r = poolctl(&["--format", "sarif", "migrate", "status"]);
    r.expect_code(2);
    assert!(r.stderr.contains("only for `poolctl lint`"), "{}", r.stderr);
}

/// On a terminal (a pty from `script`), progress spinners draw from their own
/// thread: the run must still finish (it once waited for ever on stderr).
#[test]
fn lint_on_a_terminal_finishes() {
    let dir = env!("CARGO_MANIFEST_DIR");
    let out = std::process::Command::new("timeout")
        .args([
            "60",
            "script",
            "-qec",
            &format!("{BIN} lint {dir}/examples/app-sql"),
            "/dev/null",
        ])
        .env_remove("POOLCTL_CONFIG")
        .current_dir(dir)
        .output()
        .expect("timeout and script (util-linux) are installed");
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "exit (124 = hung): {text}");
    assert!(text.contains("0 error(s)"), "{text}");
}

/// Issue 11 item 1: mysql 28 unwraps the error of `START TRANSACTION WITH
/// CONSISTENT SNAPSHOT` when it starts the transaction itself, so a lost
/// connection panicked there. Snapshots go through `Db::snapshot`; no code
/// may ask the driver for one again.
#[test]
fn no_driver_transaction_that_panics_on_a_lost_connection() {
    let mut stack = vec![std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    let mut offenders = Vec::new();
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs")
                && std::fs::read_to_string(&path)
                    .unwrap()
                    .contains(".set_with_consistent_snapshot(")
            {
                offenders.push(path.display().to_string());
            }
        }
    }
    assert!(offenders.is_empty(), "use Db::snapshot in {offenders:?}");
}
