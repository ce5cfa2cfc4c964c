//! The binary without a server: help, bad input, exit codes, no secret printed;
//! and the docs that live next to the code (`docs`).

#[path = "../util/mod.rs"]
mod util;

mod conn_tags;
mod conventions;
mod deploy;
mod docs;
mod inputs;
mod manual;
mod replenish;
mod version;

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use util::{BIN, Run};

pub(crate) fn poolctl(args: &[&str]) -> Run {
    let dir = tempfile::tempdir().unwrap();
    poolctl_in(dir.path(), args)
}

/// `poolctl args` run in `dir`, with no config, URL, password or terminal
/// width from the environment.
pub(crate) fn poolctl_in(dir: &std::path::Path, args: &[&str]) -> Run {
    Run::of(
        Command::new(BIN)
            .current_dir(dir)
            .env_remove("POOLCTL_CONFIG")
            .env_remove("POOLCTL_URL")
            .env_remove("MYSQL_PWD")
            .env_remove("COLUMNS")
            .args(args),
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
    assert!(
        r.stderr.contains("a URL parameter other than socket=PATH"),
        "{}",
        r.stderr
    );
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
/// thread: the run still finishes (stderr is not held locked for the run).
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

/// MariaDB's anonymous block (`BEGIN NOT ATOMIC ... END`, accepted by
/// MariaDB 10.11 outside stored programs) is one statement: on MariaDB its
/// body is linted where it stands; on MySQL (the default server) it is one
/// syntax error naming the server. A bare `BEGIN ... END` is rejected by
/// both, at BEGIN.
#[test]
fn lint_reads_mariadbs_compound_statements_per_server() {
    let dir = tempfile::tempdir().unwrap();
    let sql = "DELIMITER //\n\
               BEGIN NOT ATOMIC\n  \
                 DECLARE v INT;\n  \
                 SELECT id INTO v FROM reservation_units WHERE shop_id = 1 ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED;\n  \
                 UPDATE reservation_units SET shop_id = 2 WHERE id = v;\n\
               END//\n\
               BEGIN\n SELECT 1;\nEND//\n\
               DELIMITER ;\n";
    std::fs::write(dir.path().join("a.sql"), sql).unwrap();
    std::fs::write(
        dir.path().join("maria.toml"),
        "[lint]\nserver = \"mariadb-10.11\"\n",
    )
    .unwrap();
    let found = |args: &[&str]| {
        let r = poolctl_in(dir.path(), args);
        r.expect_code(1);
        let json = r.json();
        let d: Vec<(String, u64, String)> = json["diagnostics"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| {
                (
                    d["rule"].as_str().unwrap().to_string(),
                    d["line"].as_u64().unwrap(),
                    d["message"].as_str().unwrap().to_string(),
                )
            })
            .collect();
        (d, json["summary"]["statements"].as_u64().unwrap())
    };
    let (maria, statements) = found(&[
        "lint",
        "--config",
        "maria.toml",
        "--format",
        "json",
        "a.sql",
    ]);
    let at: Vec<_> = maria.iter().map(|(r, l, _)| (r.as_str(), *l)).collect();
    assert_eq!(
        at,
        [
            ("locking-read-without-read-committed", 4),
            ("parse-error", 7)
        ],
        "{maria:#?}"
    );
    assert!(
        maria[1].2.contains("BEGIN starts a transaction"),
        "{maria:#?}"
    );
    // Each block a statement, and the two statements of the first body.
    assert_eq!(statements, 5);
    let (mysql, _) = found(&["lint", "--format", "json", "a.sql"]);
    let errors: Vec<_> = mysql.iter().filter(|(r, ..)| r == "parse-error").collect();
    assert_eq!(errors.len(), 2, "{mysql:#?}");
    assert_eq!(errors[0].1, 2);
    assert!(
        errors[0]
            .2
            .contains("`BEGIN NOT ATOMIC` outside a stored program is MariaDB's")
            && errors[0].2.contains("server = \"mariadb-10.11\""),
        "{mysql:#?}"
    );
    assert_eq!(errors[1].1, 7);
}

/// A config file in a fresh directory, and the directory (kept alive).
fn config(text: &str) -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("poolctl.toml");
    std::fs::write(&path, text).unwrap();
    let p = path.to_str().unwrap().to_string();
    (dir, p)
}

/// Issue 11 item 2: every duration from input is bounded, so a huge one is
/// a message naming its flag or key, never a panic ("overflow when adding
/// duration to instant").
#[test]
fn huge_durations_are_refused_with_a_message_never_a_panic() {
    let (_d, cfg) = config(
        "[pods.a]\nurl = \"mysql://u@127.0.0.1:1/x\"\n[pods.b]\nurl = \"mysql://u@127.0.0.1:1/y\"\n",
    );
    let huge = "18446744073709551615";
    for (args, flag) in [
        (
            "--all-pods --pod-timeout HUGE migrate status",
            "--pod-timeout",
        ),
        ("--all-pods --pod-timeout 604801 status", "--pod-timeout"),
        (
            "--pod a --connect-timeout HUGE schema check",
            "--connect-timeout",
        ),
        ("--pod a --read-timeout HUGE schema check", "--read-timeout"),
        ("--pod a --read-timeout 0 schema check", "--read-timeout"),
        ("--pod a migrate run --lock-timeout HUGE", "--lock-timeout"),
        (
            "--pod a migrate run --statement-timeout HUGE",
            "--statement-timeout",
        ),
        (
            "--pod a migrate resolve 1 --mark applied --lock-timeout HUGE",
            "--lock-timeout",
        ),
        ("--pod a status --watch 1e300", "--watch"),
        ("--pod a bench flash-sale --think-ms HUGE", "--think-ms"),
        ("--pod a bench lock-variants --hold-ms HUGE", "--hold-ms"),
        (
            "--pod a bench lock-variants --lock-wait-timeout HUGE",
            "--lock-wait-timeout",
        ),
        (
            "--pod a refill --all --lock-wait-timeout HUGE",
            "--lock-wait-timeout",
        ),
    ] {
        let args = args.replace("HUGE", huge);
        let mut full = vec!["--config", cfg.as_str()];
        full.extend(args.split_whitespace());
        let r = poolctl(&full);
        r.expect_code(2);
        assert!(!r.stderr.contains("panicked"), "{args}: {}", r.stderr);
        assert!(r.stderr.contains(flag), "{args}: {}", r.stderr);
    }
    // The same through the environment.
    let r = Run::of(
        Command::new(BIN)
            .env("POOLCTL_READ_TIMEOUT", huge)
            .env_remove("POOLCTL_CONFIG")
            .args(["--url", "mysql://u@127.0.0.1:1/x", "schema", "check"]),
    );
    r.expect_code(2);
    assert!(r.stderr.contains("--read-timeout"), "{}", r.stderr);
    // And through poolctl.toml.
    for (text, key) in [
        (
            "[timeouts]\nread_seconds = 18446744073709551615\n",
            "read_seconds",
        ),
        (
            "[timeouts]\nread_seconds = 86401\n",
            "timeouts.read_seconds",
        ),
        (
            "[timeouts]\nconnect_seconds = 0\n",
            "timeouts.connect_seconds",
        ),
        (
            "[pool]\nhold_ttl_seconds = 18446744073709551615\n",
            "hold_ttl_seconds",
        ),
        (
            "[pool]\nhold_ttl_seconds = 604801\n",
            "pool.hold_ttl_seconds",
        ),
    ] {
        let (_d, cfg) = config(text);
        let r = poolctl(&[
            "--config",
            &cfg,
            "--url",
            "mysql://u@127.0.0.1:1/x",
            "status",
        ]);
        r.expect_code(2);
        assert!(!r.stderr.contains("panicked"), "{text}: {}", r.stderr);
        assert!(r.stderr.contains(key), "{text}: {}", r.stderr);
    }
}

/// A TCP server that accepts connections and never says a word (a hung
/// server, a half-dead proxy). Connections are held until the test ends.
struct BlackHole {
    port: u16,
}

impl BlackHole {
    fn start() -> BlackHole {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        std::thread::spawn(move || {
            let mut held = Vec::new();
            for conn in listener.incoming().flatten() {
                held.push(conn);
            }
        });
        BlackHole { port }
    }
}

/// Run the binary with a deadline: a hang is a test failure (exit 124 from
/// timeout(1)), not a test that never ends.
fn poolctl_within(secs: u64, cfg: &str, args: &[&str]) -> (Run, Duration) {
    let started = Instant::now();
    let dir = tempfile::tempdir().unwrap();
    let mut cmd = Command::new("timeout");
    cmd.arg(secs.to_string())
        .arg(BIN)
        .args(["--config", cfg])
        .args(args)
        .current_dir(dir.path())
        .env_remove("POOLCTL_URL")
        .env_remove("MYSQL_PWD");
    let out = cmd.output().unwrap();
    (Run::finished(&cmd, out), started.elapsed())
}

/// Issue 11 item 3: against a server that accepts TCP and never answers,
/// every single-target command gives up within seconds and says why.
#[test]
fn a_server_that_never_answers_is_given_up_on_within_seconds() {
    let hole = BlackHole::start();
    let (_d, cfg) = config(&format!(
        "[pods.hung]\nurl = \"mysql://app:Hung5ecret@127.0.0.1:{}/shop\"\n\
         [ledger]\ntable = \"inventory_levels\"\n",
        hole.port
    ));
    let shown = format!("mysql://app@127.0.0.1:{}/shop", hole.port);
    for args in [
        &["migrate", "status"][..],
        &["migrate", "run"],
        &["migrate", "run", "--lock-timeout", "600"],
        &["migrate", "resolve", "1", "--mark", "applied"],
        &["schema", "check"],
        &["status"],
        &["status", "--watch", "1", "--samples", "2"],
        &["reconcile"],
        &["refill", "--all"],
        &["inspect-locks"],
        &["bench", "lock-variants"],
    ] {
        let mut full = vec!["--connect-timeout", "1", "--read-timeout", "2"];
        full.extend(args.iter().copied());
        let (r, took) = poolctl_within(60, &cfg, &full);
        assert_ne!(r.code, Some(124), "{args:?} hung: {}", r.stderr);
        r.expect_code(2);
        assert!(took < Duration::from_secs(15), "{args:?} took {took:?}");
        assert!(
            r.stderr.contains(&format!("no answer from {shown}")),
            "{args:?}: {}",
            r.stderr
        );
        assert!(
            r.stderr.contains("--connect-timeout"),
            "{args:?}: {}",
            r.stderr
        );
        assert!(!r.stderr.contains("Hung5ecret"), "{args:?}: {}", r.stderr);
    }
    // Issue 49 item 8: the server's greeting is part of connecting, so
    // --connect-timeout bounds it, however long --read-timeout is.
    let (r, took) = poolctl_within(
        60,
        &cfg,
        &[
            "--connect-timeout",
            "1",
            "--read-timeout",
            "600",
            "migrate",
            "status",
        ],
    );
    r.expect_code(2);
    assert!(took < Duration::from_secs(8), "took {took:?}: {}", r.stderr);
    assert!(
        r.stderr.contains("within 1s (--connect-timeout 1s)"),
        "{}",
        r.stderr
    );
}

#[test]
fn control_characters_and_reserved_words_in_names_are_refused() {
    for (url, part) in [
        ("mysql://app@127.0.0.1:1/sh%00op", "database name"),
        ("mysql://app@127.0.0.1:1/shop%0A", "database name"),
        ("mysql://a%00pp@127.0.0.1:1/shop", "user"),
    ] {
        let r = poolctl(&["--url", url, "--connect-timeout", "1", "migrate", "status"]);
        r.expect_code(2);
        assert!(
            r.stderr
                .contains(&format!("its {part} holds a control character")),
            "{url}: {}",
            r.stderr
        );
        assert!(!r.stderr.contains('\0'), "{url}: NUL printed");
        assert!(
            !r.stderr.contains("cannot reach"),
            "{url}: it tried to connect"
        );
    }
    for (text, field) in [
        ("[tables]\nunits = \"order\"\n", "tables.units"),
        ("[tables]\nholds = \"KEY\"\n", "tables.holds"),
        ("[tables]\ncaps = \"groups\"\n", "tables.caps"),
        ("[tables]\nrefill_state = \"lock\"\n", "tables.refill_state"),
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
        assert!(r.stderr.contains("reserved word"), "{text}: {}", r.stderr);
        assert!(!r.stderr.contains("1064"), "{text}: {}", r.stderr);
    }
    let (_d, cfg) = config("[tables]\nunits = \"u\\u0000x\"\n");
    let r = poolctl(&[
        "--config",
        &cfg,
        "--url",
        "mysql://u@127.0.0.1:1/x",
        "migrate",
        "run",
    ]);
    r.expect_code(2);
    assert!(r.stderr.contains("not a plain identifier"), "{}", r.stderr);
    assert!(!r.stderr.contains('\0'));
}

/// Issue 11 item 4: a `password = "..."` line (a natural mistake) and a
/// malformed `url = ...` line are masked in the TOML error snippet.
#[test]
fn config_errors_never_echo_a_secret_value() {
    for text in [
        "[pods.a]\nurl = \"mysql://app@127.0.0.1:1/x\"\npassword = \"S3cretPass\"\n",
        "[pods.a]\nurl = mysql://app:S3cretPass@127.0.0.1:1/x\n",
        "[pods.a]\nurl = \"mysql://app:S3cretPass@127.0.0.1:1/x\n",
        "[pods.a]\nurl = 5\npassword_file = \"S3cretPass\"\n[pods.a.x]\n",
        "[pods]\na = { url = \"mysql://app:S3cretPass@127.0.0.1:1/x\", tagz = [] }\n",
        "[pods.a]\nurl = \"mysql:/app:S3cretPass@127.0.0.1:1/x\"\n",
        "[pods.a]\npassword \"S3cretPass\"\n",
        "[pods.a]\nurl = [\"S3cretPass\"]\n",
    ] {
        let (_d, cfg) = config(text);
        let r = poolctl(&["--config", &cfg, "--pod", "a", "migrate", "status"]);
        r.expect_code(2);
        assert!(
            !r.stderr.contains("S3cretPass") && !r.stdout.contains("S3cretPass"),
            "{text}\n{}",
            r.stderr
        );
        assert!(
            r.stderr.contains("poolctl.toml") || r.stderr.contains("pod a"),
            "{text}\n{}",
            r.stderr
        );
    }
    // The position is still given.
    let (_d, cfg) =
        config("[pods.a]\nurl = \"mysql://app@127.0.0.1:1/x\"\npassword = \"S3cretPass\"\n");
    let r = poolctl(&["--config", &cfg, "--pod", "a", "migrate", "status"]);
    assert!(r.stderr.contains("line 3"), "{}", r.stderr);
    assert!(r.stderr.contains("password = ***"), "{}", r.stderr);
    assert!(
        r.stderr.contains("unknown field `password`"),
        "{}",
        r.stderr
    );
}

/// Issue 49 item 7: a URL setting that holds just the password (a natural
/// slip: `POOLCTL_URL=$PASSWORD`), in any of the places a URL comes from, is
/// never quoted back; nor is a `?socket=` path in the driver's error.
#[test]
fn a_value_that_is_not_a_url_is_never_quoted_back() {
    for value in [
        "Hunter2Pass",
        "abc:Hunter2Pass",
        "Hunter2Pass:x@y",
        "%Hunter2Pass",
    ] {
        let r = poolctl(&["--url", value, "migrate", "status"]);
        r.expect_code(2);
        assert!(!r.stderr.contains("Hunter2Pass"), "{value}: {}", r.stderr);
        assert!(r.stderr.contains("--url"), "{value}: {}", r.stderr);
        let mut cmd = Command::new(BIN);
        cmd.env("POOLCTL_URL", value)
            .env_remove("POOLCTL_CONFIG")
            .env_remove("MYSQL_PWD")
            .args(["migrate", "status"]);
        let r = Run::of(&mut cmd);
        r.expect_code(2);
        assert!(!r.stderr.contains("Hunter2Pass"), "{value}: {}", r.stderr);
        let (_d, cfg) = config(&format!("[pods.a]\nurl = \"{value}\"\n"));
        let r = poolctl(&["--config", &cfg, "--pod", "a", "migrate", "status"]);
        r.expect_code(2);
        assert!(!r.stderr.contains("Hunter2Pass"), "{value}: {}", r.stderr);
        assert!(r.stderr.contains("pod a"), "{value}: {}", r.stderr);
    }
    // A scheme:// URL of another kind still says which scheme it has.
    let r = poolctl(&["--url", "postgres://app@127.0.0.1/x", "migrate", "status"]);
    assert!(r.stderr.contains("\"postgres\""), "{}", r.stderr);
    let r = poolctl(&[
        "--url",
        "mysql://app@127.0.0.1:1/shop?socket=/tmp/Sock5ecret/x.sock",
        "migrate",
        "status",
    ]);
    r.expect_code(2);
    assert!(!r.stderr.contains("Sock5ecret"), "{}", r.stderr);
    assert!(r.stderr.contains("?socket="), "{}", r.stderr);
}

#[test]
fn a_url_in_a_usage_error_is_redacted() {
    let r = poolctl(&["mysql://app:S3cretPass@127.0.0.1:1/x", "status"]);
    r.expect_code(2);
    assert!(!r.stderr.contains("S3cretPass"), "{}", r.stderr);
    assert!(
        r.stderr.contains("mysql://***@127.0.0.1:1/x"),
        "{}",
        r.stderr
    );
}

mod redaction_properties {
    //! Issue 11 item 4's property: for random passwords (raw, holding
    //! `@ : / # ? & %`) in random URL malformations, given through --url,
    //! POOLCTL_URL, a pod's url or url_env, or a `password =` line, no output
    //! of the library or the binary holds the password or any 5-character run
    //! of it.

    use super::*;
    use poolctl::config::{ConnectOverrides, Settings, parse_config};
    use proptest::prelude::*;
    use std::path::Path;

    /// Passwords of 8-20 characters from an alphabet heavy in URL delimiters.
    fn password() -> impl Strategy<Value = String> {
        proptest::string::string_regex("[A-Za-z0-9@:/#?&%=+!*;,.~_-]{8,20}").unwrap()
    }

    /// Ways a URL with a password goes wrong (`{pw}` is the raw password).
    const SHAPES: &[&str] = &[
        "mysql://app:{pw}@127.0.0.1:1/shop",
        "mysql:/app:{pw}@127.0.0.1:1/shop",
        "mysql//app:{pw}@127.0.0.1:1/shop",
        "mysql:app:{pw}@127.0.0.1:1/shop",
        "app:{pw}@127.0.0.1:1/shop",
        "//app:{pw}@127.0.0.1:1/shop",
        "mysql:///app:{pw}@127.0.0.1:1/shop",
        "postgres://app:{pw}@127.0.0.1:1/shop",
        "mysql://app:{pw}@/shop",
        "mysql://app:{pw}@127.0.0.1:port/shop",
        "mysql://app:{pw}@127.0.0.1:1/a/b",
        "mysql://app:{pw}@127.0.0.1:1/shop?sslmode=on",
        "mysql://app:{pw}@127.0.0.1:1/shop#x",
        "mysql://:{pw}@127.0.0.1:1/shop",
        "mysql://app:{pw}@127.0.0.1:1/sh%00op",
        "mysql://app@127.0.0.1:1/shop?password={pw}",
        " mysql://app:{pw}@127.0.0.1:1/shop ",
        "MYSQL://app:{pw}@127.0.0.1:1/shop",
        "mysql://app:{pw}@@127.0.0.1:1/shop",
    ];

    /// The first 5-character run of `pw` found in `text`.
    fn leak<'a>(pw: &'a str, text: &str) -> Option<&'a str> {
        let chars: Vec<(usize, char)> = pw.char_indices().collect();
        (0..chars.len().saturating_sub(4)).find_map(|i| {
            let start = chars[i].0;
            let end = chars.get(i + 5).map(|c| c.0).unwrap_or(pw.len());
            let run = &pw[start..end];
            text.contains(run).then_some(run)
        })
    }

    fn assert_no_leak(pw: &str, what: &str, text: &str) {
        if let Some(run) = leak(pw, text) {
            panic!("{what}: {run:?} of the password {pw:?} is in:\n{text}");
        }
    }

    /// Everything the library shows of a target: its error, or the target's
    /// URL and Debug form.
    fn library_output(settings: &Settings) -> String {
        match settings.target() {
            Ok(t) => format!("{}\n{t:?}", t.display_url()),
            Err(e) => format!("{e}\n{e:?}"),
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]

        #[test]
        fn the_library_never_shows_the_password(pw in password(), shape in 0..SHAPES.len()) {
            let url = SHAPES[shape].replace("{pw}", &pw);
            let by_flag = Settings {
                file: Default::default(),
                path: None,
                overrides: ConnectOverrides { url: Some(url.clone()), ..Default::default() },
            };
            assert_no_leak(&pw, &url, &library_output(&by_flag));
            let toml_url = url.replace('\\', "\\\\").replace('"', "\\\"");
            for text in [
                format!("[pods.a]\nurl = \"{toml_url}\"\n"),
                format!("[pods.a]\nurl = {url}\n"),
                format!("[pods.a]\nurl = \"mysql://app@h/x\"\npassword = \"{toml_url}\"\n"),
                format!("[pods.a]\nurl = '{url}'\ntls = 5\n"),
            ] {
                match parse_config(&text, Path::new("poolctl.toml")) {
                    Err(e) => assert_no_leak(&pw, &text, &format!("{e}\n{e:?}")),
                    Ok(file) => {
                        let s = Settings { file, path: None, overrides: Default::default() };
                        assert_no_leak(&pw, &text, &library_output(&s));
                    }
                }
            }
        }
    }

    proptest! {
        // Each case runs the binary four times.
        #![proptest_config(ProptestConfig::with_cases(48))]

        #[test]
        fn the_binary_never_prints_the_password(pw in password(), shape in 0..SHAPES.len()) {
            let url = SHAPES[shape].replace("{pw}", &pw);
            let dir = tempfile::tempdir().unwrap();
            let toml_url = url.replace('\\', "\\\\").replace('"', "\\\"");
            std::fs::write(
                dir.path().join("poolctl.toml"),
                format!(
                    "[pods.a]\nurl = \"{toml_url}\"\n[pods.b]\nurl_env = \"POOLCTL_TEST_POD_URL\"\n"
                ),
            )
            .unwrap();
            let base = || {
                let mut c = Command::new(BIN);
                c.current_dir(dir.path())
                    .env_remove("POOLCTL_CONFIG")
                    .env_remove("POOLCTL_URL")
                    .env_remove("MYSQL_PWD")
                    .env("POOLCTL_TEST_POD_URL", &url)
                    .args(["--connect-timeout", "1", "--read-timeout", "1"]);
                c
            };
            let runs: Vec<(&str, Command)> = vec![
                ("--url", { let mut c = base(); c.args(["--url", &url, "migrate", "status"]); c }),
                ("POOLCTL_URL", { let mut c = base(); c.env("POOLCTL_URL", &url).args(["schema", "check"]); c }),
                ("pod url", { let mut c = base(); c.args(["--pod", "a", "status", "--format", "json"]); c }),
                ("pod url_env", { let mut c = base(); c.args(["--pod", "b", "migrate", "status"]); c }),
            ];
            for (how, mut c) in runs {
                let out = c.stdin(Stdio::null()).output().unwrap();
                let text = format!(
                    "{}{}",
                    String::from_utf8_lossy(&out.stdout),
                    String::from_utf8_lossy(&out.stderr)
                );
                prop_assert_eq!(out.status.code(), Some(2), "{}: {}: {}", how, url, text);
                assert_no_leak(&pw, &format!("{how} {url}"), &text);
            }
        }
    }
}

/// Issue 11 item 1: mysql 28 unwraps the error of `START TRANSACTION WITH
/// CONSISTENT SNAPSHOT` when it starts the transaction itself (a lost
/// connection panics there), so snapshots go through `Db::snapshot` and no
/// code asks the driver for one.
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

/// `poolctl completions SHELL` prints a script for each shell that
/// registers poolctl's completion and calls the binary back at each Tab;
/// bash's is loaded into a real bash and completes commands and their flags
/// (the values poolctl knows: `conventions::completions_offer_rules_pods_and_tags`).
#[test]
fn completions_for_every_shell_and_bash_completes() {
    for (shell, mark) in [
        (
            "bash",
            "complete -o nospace -o bashdefault -o nosort -F _clap_complete_poolctl poolctl",
        ),
        ("zsh", "#compdef poolctl"),
        (
            "fish",
            "complete --keep-order --exclusive --command poolctl",
        ),
        ("elvish", "edit:completion:arg-completer[poolctl]"),
        ("powershell", "Register-ArgumentCompleter"),
    ] {
        let r = poolctl(&["completions", shell]);
        r.expect_code(0);
        assert!(r.stdout.contains(mark), "{shell}: {}", r.stdout);
        // It calls this very binary back, as the shell asks.
        let asks = [
            format!("COMPLETE=\"{shell}\""),
            format!("COMPLETE={shell} "),
            format!("COMPLETE = \"{shell}\""),
        ];
        assert!(
            asks.iter().any(|a| r.stdout.contains(a.as_str())),
            "{shell}: {}",
            r.stdout
        );
        assert!(
            r.stdout.contains(BIN),
            "{shell} does not call {BIN}: {}",
            r.stdout
        );
    }
    let dir = tempfile::tempdir().unwrap();
    let complete = |line: &str| bash_complete(dir.path(), line, &[]);
    assert_eq!(complete("poolctl recon"), ["reconcile"]);
    let flags = complete("poolctl refill --pool");
    assert!(flags.iter().any(|f| f == "--pools-file"), "{flags:?}");
    let shells = complete("poolctl completions ");
    for s in ["bash", "zsh", "fish", "elvish", "powershell"] {
        assert!(shells.iter().any(|w| w == s), "{shells:?}");
    }
    let r = poolctl(&["completions", "tcsh"]);
    r.expect_code(2);
    assert!(r.stderr.contains("bash"), "{}", r.stderr);
}

/// The candidates bash offers for `line` (its last word, empty when it ends
/// with a space, is the one completed), with the script of `poolctl
/// completions bash` loaded and called as bash calls it on Tab, in `dir`
/// with `env` set.
pub(crate) fn bash_complete(
    dir: &std::path::Path,
    line: &str,
    env: &[(&str, &str)],
) -> Vec<String> {
    let words: Vec<String> = line.split(' ').map(|w| format!("'{w}'")).collect();
    let cword = words.len() - 1;
    let mut cmd = Command::new("bash");
    cmd.arg("-c")
        .arg(format!(
            "source <(\"$POOLCTL\" completions bash) && COMP_WORDS=({}) && COMP_CWORD={cword} && \
             COMP_TYPE=9 && _clap_complete_poolctl poolctl \"${{COMP_WORDS[$COMP_CWORD]}}\" \
             \"${{COMP_WORDS[$COMP_CWORD-1]}}\" && printf '%s\\n' \"${{COMPREPLY[@]}}\"",
            words.join(" ")
        ))
        .current_dir(dir)
        .env("POOLCTL", BIN)
        .env_remove("POOLCTL_CONFIG");
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.output().unwrap();
    assert!(
        out.status.success(),
        "{line}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&out.stderr), "", "{line}: stderr");
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect()
}

/// A man page formatted by groff with `args` (`-Tutf8`), which must warn of
/// nothing.
pub(crate) fn groff(roff: &str, args: &[&str]) -> String {
    use std::io::Write as _;
    let mut groff = Command::new("groff")
        .args(["-man", "-ww"])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("groff is installed (Debian: groff-base)");
    groff
        .stdin
        .take()
        .unwrap()
        .write_all(roff.as_bytes())
        .unwrap();
    let out = groff.wait_with_output().unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stderr), "", "groff warnings");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// `poolctl man` prints a roff page that groff formats without a warning,
/// naming every command; `--dir` writes one page per command. Neither reads
/// poolctl.toml (a broken one does not matter).
#[test]
fn man_page_formats_and_names_every_command() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("poolctl.toml"), "this is = not [toml").unwrap();
    let run = |args: &[&str]| {
        Run::of(
            Command::new(BIN)
                .current_dir(dir.path())
                .env_remove("POOLCTL_CONFIG")
                .env_remove("POOLCTL_URL")
                .args(args),
        )
    };
    let r = run(&["man"]);
    r.expect_code(0);
    assert!(r.stdout.contains(".TH poolctl 1"), "{}", r.stdout);
    let text = groff(&r.stdout, &["-Tutf8"]);
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
