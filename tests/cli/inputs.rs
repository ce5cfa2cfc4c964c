//! Inputs read whole (`--pools-file`, `--config`, `--password-file`) are
//! bounded: endless, huge or binary input is one message and exit 2 within
//! seconds; and the other config and command-line errors: an unknown key's
//! value, numeric table names, `--format json` where no JSON is printed,
//! bad values from the environment.

use super::{config, poolctl};
use crate::util::{BIN, Run};
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// `poolctl args` (under timeout(1): a hang is exit 124) with `line`
/// written to its stdin for ever, as `yes LINE | poolctl ...` does.
fn with_endless_stdin(args: &[&str], line: &'static [u8]) -> (Run, Duration) {
    let dir = tempfile::tempdir().unwrap();
    let started = Instant::now();
    let mut cmd = Command::new("timeout");
    cmd.arg("60")
        .arg(BIN)
        .args(args)
        .current_dir(dir.path())
        .env_remove("POOLCTL_CONFIG")
        .env_remove("POOLCTL_URL")
        .env_remove("MYSQL_PWD")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let block = line.repeat(64 * 1024 / line.len());
        // Until poolctl stops reading (a broken pipe).
        while stdin.write_all(&block).is_ok() {}
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    (Run::finished(&cmd, out), started.elapsed())
}

/// `yes '1 100 1' | poolctl refill --pools-file - --dry-run` stops at the
/// pool list's size limit.
#[test]
fn an_endless_pool_list_is_refused_within_seconds() {
    for line in [&b"1 100 1\n"[..], b"y\n"] {
        let (r, took) = with_endless_stdin(&["refill", "--pools-file", "-", "--dry-run"], line);
        r.expect_code(2);
        assert!(took < Duration::from_secs(20), "took {took:?}");
        assert!(
            r.stderr.contains(
                "cannot read --pools-file stdin: it is larger than 64 MiB, the most poolctl \
                 reads as a pool list"
            ),
            "{}",
            r.stderr
        );
        assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    }
}

#[test]
fn binary_input_is_refused_at_once() {
    for args in [
        &["refill", "--pools-file", "/dev/urandom", "--dry-run"][..],
        &["--config", "/dev/urandom", "status"],
        &[
            "--url",
            "mysql://u@127.0.0.1:1/x",
            "--password-file",
            "/dev/zero",
            "migrate",
            "status",
        ],
    ] {
        let t = Instant::now();
        let r = poolctl(args);
        r.expect_code(2);
        assert!(
            t.elapsed() < Duration::from_secs(5),
            "{args:?}: {:?}",
            t.elapsed()
        );
        assert!(
            r.stderr.contains("it is binary data"),
            "{args:?}: {}",
            r.stderr
        );
        assert!(!r.stderr.contains("cannot reach"), "{args:?}: {}", r.stderr);
    }
}

/// `yes | poolctl --password-file /dev/stdin status` and the same for
/// `--config` read until memory ran out.
#[test]
fn an_endless_config_or_password_file_is_refused_naming_its_limit() {
    for (args, says) in [
        (
            &[
                "--url",
                "mysql://u@127.0.0.1:1/x",
                "--password-file",
                "/dev/stdin",
                "migrate",
                "status",
            ][..],
            "cannot read password file /dev/stdin: it is larger than 4 KiB",
        ),
        (
            &["--config", "/dev/stdin", "status"],
            "cannot read config file /dev/stdin: it is larger than 4 MiB",
        ),
    ] {
        let (r, took) = with_endless_stdin(args, b"y\n");
        r.expect_code(2);
        assert!(took < Duration::from_secs(20), "{args:?} took {took:?}");
        assert!(r.stderr.contains(says), "{args:?}: {}", r.stderr);
        assert!(!r.stderr.contains("y\ny"), "{args:?}: {}", r.stderr);
    }
}

/// Text that is not UTF-8 says where, never what (a password file's text
/// is a secret).
#[test]
fn input_that_is_not_utf8_is_refused_with_its_place() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("latin1");
    std::fs::write(&bad, b"[pool]\ncap = 5 # caf\xe9 Hunter2\n").unwrap();
    let bad = bad.to_str().unwrap();
    for (args, says) in [
        (&["--config", bad, "status"][..], "cannot read config file"),
        (
            &[
                "--url",
                "mysql://u@127.0.0.1:1/x",
                "--password-file",
                bad,
                "migrate",
                "status",
            ],
            "cannot read password file",
        ),
        (
            &["refill", "--pools-file", bad, "--dry-run"],
            "cannot read --pools-file",
        ),
    ] {
        let r = poolctl(args);
        r.expect_code(2);
        assert!(r.stderr.contains(says), "{args:?}: {}", r.stderr);
        assert!(
            r.stderr
                .contains("it is not UTF-8 text (an invalid byte at line 2, column 14)"),
            "{args:?}: {}",
            r.stderr
        );
        assert!(!r.stderr.contains("Hunter2"), "{args:?}: {}", r.stderr);
    }
}

/// A password under a mistyped or unknown key is never printed in the
/// error's snippet.
#[test]
fn an_unknown_keys_value_is_never_printed() {
    for key in ["pw", "pasword", "key", "apikey", "p"] {
        let (_d, cfg) = config(&format!(
            "[pods.a]\nurl = \"mysql://poolctl@127.0.0.1:1/x\"\n{key} = \"Hunter2Secret\"\n"
        ));
        let r = poolctl(&["--config", &cfg, "migrate", "status"]);
        r.expect_code(2);
        assert!(!r.stderr.contains("Hunter2"), "{key}: {}", r.stderr);
        assert!(
            r.stderr
                .contains(&format!("line 3, column 1: unknown field `{key}`")),
            "{key}: {}",
            r.stderr
        );
        assert!(
            r.stderr.contains(&format!("3 | {key} = ***")),
            "{key}: {}",
            r.stderr
        );
    }
}

/// Names the server reads as numbers (`holds = "0b01"`: error 1064) and
/// poolctl's own history table (error 1050) are refused before connecting.
#[test]
fn numeric_and_poolctl_table_names_are_refused_before_connecting() {
    for (text, field, says) in [
        (
            "[tables]\nholds = \"0b01\"\n",
            "tables.holds",
            "as a number",
        ),
        ("[tables]\nunits = \"1e5\"\n", "tables.units", "as a number"),
        (
            "[tables]\nunits = \"0x1f\"\n",
            "tables.units",
            "as a number",
        ),
        ("[tables]\ncaps = \"2024\"\n", "tables.caps", "as a number"),
        (
            "[tables]\nunits = \"poolctl_schema_history\"\n",
            "tables.units",
            "poolctl's own tables",
        ),
    ] {
        let (_d, cfg) = config(text);
        let r = poolctl(&[
            "--config",
            &cfg,
            "--url",
            "mysql://u@127.0.0.1:1/x",
            "migrate",
            "run",
        ]);
        r.expect_code(2);
        assert!(r.stderr.contains(field), "{text}: {}", r.stderr);
        assert!(r.stderr.contains(says), "{text}: {}", r.stderr);
        assert!(!r.stderr.contains("cannot reach"), "{text}: {}", r.stderr);
    }
}

/// `man --format json` and `completions --format json` are refused: they
/// print roff and a script, never JSON.
#[test]
fn format_json_is_refused_where_no_json_is_printed() {
    for args in [
        &["man", "--format", "json"][..],
        &["completions", "bash", "--format", "json"],
        &["--format", "json", "man", "--dir", "/nonexistent/man"],
        &["man", "--format", "sarif"],
    ] {
        let r = poolctl(args);
        r.expect_code(2);
        assert!(r.stdout.is_empty(), "{args:?}: {}", r.stdout);
        assert!(r.stderr.contains("drop --format"), "{args:?}: {}", r.stderr);
    }
    poolctl(&["man", "--format", "table"]).expect_code(0);
    let r = poolctl(&["--format", "github", "status"]);
    r.expect_code(2);
    assert!(r.stderr.contains("only for `poolctl lint`"), "{}", r.stderr);
}

/// A bad POOLCTL_READ_TIMEOUT is reported under the variable, not as a bad
/// `--read-timeout`, a flag the user never passed.
#[test]
fn a_bad_value_from_the_environment_names_the_variable() {
    let run = |var: &str, value: &str, args: &[&str]| {
        Run::of(
            Command::new(BIN)
                .env_remove("POOLCTL_CONFIG")
                .env_remove("POOLCTL_URL")
                .env_remove("POOLCTL_READ_TIMEOUT")
                .env_remove("POOLCTL_CONNECT_TIMEOUT")
                .env(var, value)
                .args(args),
        )
    };
    for (var, value, says) in [
        (
            "POOLCTL_READ_TIMEOUT",
            "abc",
            "invalid value 'abc' in environment variable POOLCTL_READ_TIMEOUT (read as \
             --read-timeout <SECS>): invalid digit found in string",
        ),
        (
            "POOLCTL_CONNECT_TIMEOUT",
            "0",
            "invalid value '0' in environment variable POOLCTL_CONNECT_TIMEOUT (read as \
             --connect-timeout <SECS>): 0 is not in 1..=3600",
        ),
    ] {
        let r = run(var, value, &["migrate", "status"]);
        r.expect_code(2);
        assert!(r.stderr.contains(says), "{var}: {}", r.stderr);
    }
    // The flag typed wins over the variable, and a bad flag is the flag's.
    let r = run(
        "POOLCTL_READ_TIMEOUT",
        "abc",
        &["--read-timeout", "0", "migrate", "status"],
    );
    r.expect_code(2);
    assert!(
        r.stderr.contains("for '--read-timeout <SECS>'"),
        "{}",
        r.stderr
    );
    assert!(!r.stderr.contains("POOLCTL_READ_TIMEOUT"), "{}", r.stderr);
}

/// Issue 45: every `[replenish]` key is also a `POOLCTL_REPLENISH_<KEY>`
/// variable, below its flag and above poolctl.toml; a malformed one is one
/// message naming the variable, exit 2, before any connection.
#[test]
fn replenish_settings_come_from_their_variables_between_flag_and_file() {
    let (_d, cfg) = config("[replenish]\nsweep_interval = 100\n");
    let run = |env: &[(&str, &str)], args: &[&str]| {
        let mut c = Command::new(BIN);
        c.env_remove("POOLCTL_CONFIG")
            .env_remove("POOLCTL_URL")
            .args([
                "--config",
                &cfg,
                "--url",
                "mysql://u@127.0.0.1:9/db",
                "replenish",
            ])
            .args(args);
        for (var, value) in env {
            c.env(var, value);
        }
        Run::of(&mut c)
    };
    // The variable over the file: a sweep shorter than the pass.
    let r = run(&[("POOLCTL_REPLENISH_SWEEP_INTERVAL", "0.5")], &[]);
    r.expect_code(2);
    assert!(
        r.stderr.contains("the sweep interval (0.50s, --sweep-interval, POOLCTL_REPLENISH_SWEEP_INTERVAL or [replenish] sweep_interval)"),
        "{}",
        r.stderr
    );
    // The flag over the variable: the settings are fine, the ledger is missing.
    let r = run(
        &[("POOLCTL_REPLENISH_SWEEP_INTERVAL", "0.5")],
        &["--sweep-interval", "200"],
    );
    r.expect_code(2);
    assert!(r.stderr.contains("[ledger]"), "{}", r.stderr);
    for (var, value, says) in [
        (
            "POOLCTL_REPLENISH_WORKERS",
            "0",
            "invalid value '0' in environment variable POOLCTL_REPLENISH_WORKERS (read as \
             --workers <N>): 0 is not in 1..=32",
        ),
        (
            "POOLCTL_REPLENISH_BATCH",
            "0",
            "invalid value '0' in environment variable POOLCTL_REPLENISH_BATCH (read as \
             --batch-size <ROWS>)",
        ),
        (
            "POOLCTL_REPLENISH_LEDGER_UPDATED_COLUMN",
            "a;b",
            "invalid value in environment variable POOLCTL_REPLENISH_LEDGER_UPDATED_COLUMN: \
             \"a;b\" is not a plain identifier",
        ),
    ] {
        let r = run(&[(var, value)], &[]);
        r.expect_code(2);
        assert!(r.stderr.contains(says), "{var}: {}", r.stderr);
        assert!(!r.stderr.contains("panicked"), "{var}: {}", r.stderr);
    }
}
