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

/// `poolctl completions SHELL` prints a script for each shell; bash's is
/// loaded into a real bash and completes commands and their flags.
#[test]
fn completions_for_every_shell_and_bash_completes() {
    for (shell, mark) in [
        ("bash", "_poolctl()"),
        ("zsh", "#compdef poolctl"),
        ("fish", "complete -c poolctl"),
        ("elvish", "edit:completion:arg-completer[poolctl]"),
        ("powershell", "Register-ArgumentCompleter"),
    ] {
        let r = poolctl(&["completions", shell]);
        r.expect_code(0);
        assert!(r.stdout.contains(mark), "{shell}: {}", r.stdout);
        for word in ["refill", "reconcile", "inspect-locks", "completions"] {
            assert!(r.stdout.contains(word), "{shell} lacks {word}");
        }
    }
    let complete = |words: &str, cword: usize| {
        let out = Command::new("bash")
            .arg("-c")
            .arg(format!(
                "source <(\"$POOLCTL\" completions bash) && COMP_WORDS=({words}) && \
                 COMP_CWORD={cword} && _poolctl poolctl \"${{COMP_WORDS[$COMP_CWORD]}}\" \
                 \"${{COMP_WORDS[$COMP_CWORD-1]}}\" && echo \"${{COMPREPLY[@]}}\""
            ))
            .env("POOLCTL", BIN)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    assert_eq!(complete("poolctl recon", 1).trim(), "reconcile");
    let flags = complete("poolctl refill --pool", 2);
    assert!(flags.contains("--pools-file"), "{flags}");
    let shells = complete("poolctl completions ''", 2);
    for s in ["bash", "zsh", "fish", "elvish", "powershell"] {
        assert!(shells.contains(s), "{shells}");
    }
    let r = poolctl(&["completions", "tcsh"]);
    r.expect_code(2);
    assert!(r.stderr.contains("bash"), "{}", r.stderr);
}

/// `poolctl man` prints a roff page that groff formats without a warning,
/// naming every command; `--dir` writes one page per command. Neither reads
/// poolctl.toml (a broken one does not matter).
#[test]
fn man_page_formats_and_names_every_command() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("poolctl.toml"), "this is = not [toml").unwrap();
    let run = |args: &[&str]| {
        Run::from(
            Command::new(BIN)
                .current_dir(dir.path())
                .env_remove("POOLCTL_CONFIG")
                .env_remove("POOLCTL_URL")
                .args(args)
                .output()
                .unwrap(),
        )
    };
    let r = run(&["man"]);
    r.expect_code(0);
    assert!(r.stdout.contains(".TH poolctl 1"), "{}", r.stdout);
    let mut groff = Command::new("groff")
        .args(["-man", "-Tutf8", "-ww"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("groff is installed (Debian: groff-base)");
    use std::io::Write as _;
    groff
        .stdin
        .take()
        .unwrap()
        .write_all(r.stdout.as_bytes())
        .unwrap();
    let formatted = groff.wait_with_output().unwrap();
    assert!(formatted.status.success());
    assert_eq!(
        String::from_utf8_lossy(&formatted.stderr),
        "",
        "groff warnings"
    );
    let text = String::from_utf8_lossy(&formatted.stdout);
    for command in [
        "migrate",
        "schema",
        "lint",
        "inspect-locks",
        "refill",
        "reconcile",
        "status",
        "bench",
        "completions",
        "man",
    ] {
        assert!(text.contains(command), "{command} missing:\n{text}");
    }
    let pages = dir.path().join("man");
    let r = run(&["man", "--dir", pages.to_str().unwrap()]);
    r.expect_code(0);
    for page in ["poolctl.1", "poolctl-refill.1", "poolctl-migrate-run.1"] {
        let text = std::fs::read_to_string(pages.join(page)).unwrap();
        assert!(text.contains(".TH"), "{page}");
    }
}
