//! The conventions a Unix user expects of the binary (#43): `-q` and `-v`
//! (one level for every message on stderr, results on stdout untouched),
//! `--color` with `NO_COLOR` and `TERM=dumb`, `lint --explain --format
//! json`, the man page's ENVIRONMENT, EXIT STATUS, FILES and SEE ALSO, and
//! completions that offer rule, pod and tag names.

use crate::{bash_complete, poolctl_in};
use std::path::Path;
use std::process::Command;
use util::{BIN, Run};

use crate::util;

/// A script that fails lint (a SKIP LOCKED read at REPEATABLE READ, no
/// LIMIT) and a hidden one a folder walk skips with a note.
fn lint_inputs(dir: &Path) {
    std::fs::write(
        dir.join("broken.sql"),
        "START TRANSACTION;\nSELECT id FROM reservation_units WHERE shop_id = 1 FOR UPDATE SKIP LOCKED;\nCOMMIT;\n",
    )
    .unwrap();
    std::fs::create_dir(dir.join(".hidden")).unwrap();
    std::fs::write(dir.join(".hidden/x.sql"), "SELECT 1;\n").unwrap();
}

fn run_with(dir: &Path, env: &[(&str, &str)], args: &[&str]) -> Run {
    let mut c = Command::new(BIN);
    c.current_dir(dir)
        .env_remove("POOLCTL_CONFIG")
        .env_remove("POOLCTL_URL")
        .env_remove("POOLCTL_LOG")
        .env_remove("NO_COLOR")
        .env_remove("COLUMNS")
        .args(args);
    for (k, v) in env {
        c.env(k, v);
    }
    Run::of(c)
}

#[test]
fn quiet_says_only_errors_and_leaves_stdout_alone() {
    let dir = tempfile::tempdir().unwrap();
    lint_inputs(dir.path());
    let plain = poolctl_in(dir.path(), &["lint", ".", "missing.sql"]);
    plain.expect_code(2);
    assert!(
        plain.stderr.contains("poolctl: note: skipped 1 hidden"),
        "{}",
        plain.stderr
    );
    for args in [
        &["-q", "lint", ".", "missing.sql"][..],
        &["lint", "--quiet", ".", "missing.sql"],
    ] {
        let quiet = poolctl_in(dir.path(), args);
        quiet.expect_code(2);
        assert_eq!(quiet.stdout, plain.stdout, "{args:?}");
        // The unreadable input and the run's error are errors: still said.
        let lines: Vec<&str> = quiet.stderr.lines().collect();
        assert_eq!(lines.len(), 2, "{args:?}: {}", quiet.stderr);
        assert!(
            lines[0].starts_with("poolctl: error: cannot lint missing.sql"),
            "{lines:?}"
        );
        assert!(
            lines[1].starts_with("poolctl: error: 1 input(s)"),
            "{lines:?}"
        );
    }
    // POOLCTL_LOG=error is -q; warn keeps the warnings, not the notes.
    let r = run_with(dir.path(), &[("POOLCTL_LOG", "error")], &["lint", "."]);
    assert_eq!((r.code, r.stderr.as_str()), (Some(1), ""));
    let r = run_with(dir.path(), &[("POOLCTL_LOG", "warn")], &["lint", "."]);
    assert_eq!(r.stderr, "");
    // A line that says what was done is a note too.
    let man = dir.path().join("man");
    let r = poolctl_in(dir.path(), &["-q", "man", "--dir", man.to_str().unwrap()]);
    assert_eq!((r.code, r.stderr.as_str()), (Some(0), ""));
}

#[test]
fn quiet_and_verbose_conflict_and_a_bad_level_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    for args in [&["-q", "-v", "lint"][..], &["lint", "-q", "--verbose"]] {
        let r = poolctl_in(dir.path(), args);
        r.expect_code(2);
        assert!(r.stderr.contains("cannot be used with"), "{}", r.stderr);
    }
    let r = run_with(
        dir.path(),
        &[("POOLCTL_LOG", "loud")],
        &["lint", "--list-rules"],
    );
    r.expect_code(2);
    assert_eq!(r.stdout, "");
    assert_eq!(
        r.stderr.trim_end(),
        "poolctl: error: invalid value in environment variable POOLCTL_LOG: `loud` is not one of \
         \"error\", \"warn\", \"info\", \"debug\", \"trace\"; fix or unset POOLCTL_LOG"
    );
}

#[test]
fn verbose_says_where_each_setting_came_from() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("poolctl.toml"),
        "[timeouts]\nconnect_seconds = 5\n",
    )
    .unwrap();
    let env = [("POOLCTL_READ_TIMEOUT", "30")];
    let quiet_run = run_with(
        dir.path(),
        &env,
        &["lint", "--list-rules", "--format", "json"],
    );
    quiet_run.expect_code(0);
    assert_eq!(quiet_run.stderr, "");
    let r = run_with(
        dir.path(),
        &env,
        &["-v", "lint", "--list-rules", "--format", "json"],
    );
    r.expect_code(0);
    assert_eq!(r.stdout, quiet_run.stdout, "-v leaves stdout alone");
    for says in [
        "poolctl: debug: config file poolctl.toml read (./poolctl.toml, found in the current folder)",
        "poolctl: debug: --read-timeout 30 (from POOLCTL_READ_TIMEOUT)",
        "poolctl: debug: --connect-timeout 5 (from [timeouts] connect_seconds in poolctl.toml)",
        "poolctl: debug: --format json (from the command line)",
    ] {
        assert!(r.stderr.lines().any(|l| l == says), "{says}:\n{}", r.stderr);
    }
    assert!(!r.stderr.contains("trace:"), "{}", r.stderr);
    // -vv (or POOLCTL_LOG=trace) adds what was left at its default.
    for (env, args) in [
        (&[][..], &["-vv", "lint", "--list-rules"][..]),
        (&[("POOLCTL_LOG", "trace")][..], &["lint", "--list-rules"]),
    ] {
        let r = run_with(dir.path(), env, args);
        r.expect_code(0);
        for says in [
            "poolctl: trace: --pod-timeout 600 (default)",
            "poolctl: trace: --read-timeout 60 (default)",
        ] {
            assert!(r.stderr.lines().any(|l| l == says), "{says}:\n{}", r.stderr);
        }
    }
    // A secret is never shown, whatever the level.
    let r = run_with(
        dir.path(),
        &[("POOLCTL_URL", "mysql://u:hunter2@db.invalid/x")],
        &["-vv", "lint", "--list-rules"],
    );
    assert!(
        r.stderr
            .contains("--url (not shown: it may hold a secret) (from POOLCTL_URL)"),
        "{}",
        r.stderr
    );
    assert!(!r.stderr.contains("hunter2"), "{}", r.stderr);
    let gone = tempfile::tempdir().unwrap();
    let r = poolctl_in(gone.path(), &["-v", "lint", "--list-rules"]);
    assert!(
        r.stderr
            .contains("poolctl: debug: no config file: ./poolctl.toml does not exist"),
        "{}",
        r.stderr
    );
}

/// Colour: `always` and `never` whatever the environment; `auto` colours a
/// terminal (a real one, `script`'s pseudo-terminal) unless `NO_COLOR` holds
/// something or `TERM=dumb`, and never a pipe.
#[test]
fn color_follows_the_flag_no_color_and_term() {
    let dir = tempfile::tempdir().unwrap();
    lint_inputs(dir.path());
    let esc = |r: &Run| sgr(&r.stdout);
    let lint = |env: &[(&str, &str)], color: &str| {
        run_with(dir.path(), env, &["lint", "--color", color, "broken.sql"])
    };
    assert!(esc(&lint(&[("NO_COLOR", "1"), ("TERM", "dumb")], "always")));
    assert!(!esc(&lint(&[("TERM", "xterm")], "never")));
    assert!(
        !esc(&lint(&[("TERM", "xterm")], "auto")),
        "a pipe is never coloured"
    );
    // Help and usage errors as clap colours them.
    let r = run_with(dir.path(), &[], &["--color", "always", "lint", "--help"]);
    assert!(esc(&r), "{}", r.stdout);
    let r = run_with(dir.path(), &[], &["--color=always", "lint", "--bogus"]);
    r.expect_code(2);
    assert!(sgr(&r.stderr), "{}", r.stderr);
    let r = run_with(dir.path(), &[], &["lint", "--bogus"]);
    assert!(!r.stderr.contains('\x1b'), "{}", r.stderr);
    // On a terminal.
    let on_tty = |env: &str| {
        let out = Command::new("script")
            .args(["-q", "-e", "-c"])
            .arg(format!("env {env} '{BIN}' lint broken.sql"))
            .arg("/dev/null")
            .current_dir(dir.path())
            .env_remove("NO_COLOR")
            .output()
            .expect("script (util-linux) runs");
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let colored = on_tty("TERM=xterm");
    assert!(sgr(&colored), "{colored}");
    assert!(
        colored.contains("locking-read-without-read-committed"),
        "{colored}"
    );
    for env in ["TERM=dumb", "TERM=xterm NO_COLOR=1"] {
        let text = on_tty(env);
        assert!(!sgr(&text), "{env}: {text}");
        assert!(
            text.contains("locking-read-without-read-committed"),
            "{text}"
        );
    }
    // An empty NO_COLOR is no NO_COLOR (no-color.org).
    assert!(sgr(&on_tty("TERM=xterm NO_COLOR=")));
}

/// Whether `text` holds a colour or style (an SGR sequence, `ESC [ ... m`),
/// as opposed to a progress bar's line clearing (`ESC [ 2K`).
fn sgr(text: &str) -> bool {
    text.split("\x1b[").skip(1).any(|rest| {
        let params = rest.trim_start_matches(|c: char| c.is_ascii_digit() || c == ';');
        params.starts_with('m')
    })
}

#[test]
fn explain_prints_json_and_refuses_what_is_no_page() {
    let dir = tempfile::tempdir().unwrap();
    let page = poolctl_in(dir.path(), &["lint", "--explain", "PL001"]);
    page.expect_code(0);
    let r = poolctl_in(
        dir.path(),
        &["lint", "--explain", "PL001", "--format", "json"],
    );
    r.expect_code(0);
    let doc = r.json();
    assert_eq!(doc["rule"], "locking-read-without-read-committed");
    assert_eq!(doc["code"], "PL001");
    assert_eq!(doc["severity"], "error");
    assert_eq!(doc["enabled"], true);
    assert_eq!(doc["doc"], "lints/locking-read-without-read-committed.md");
    assert!(
        doc["summary"].as_str().unwrap().contains("REPEATABLE READ"),
        "{doc}"
    );
    // The body is the page `--explain` prints, Markdown and all.
    assert_eq!(doc["body"].as_str().unwrap(), page.stdout);
    for format in ["table", "json"] {
        let r = poolctl_in(
            dir.path(),
            &["lint", "--explain", "no-such-rule", "--format", format],
        );
        r.expect_code(2);
        assert_eq!(r.stdout, "", "{format}");
        assert_eq!(
            r.stderr,
            "poolctl: error: --explain: unknown rule \"no-such-rule\"; `poolctl lint --list-rules` \
             lists them\n",
            "{format}"
        );
    }
    for format in ["sarif", "github"] {
        let r = poolctl_in(
            dir.path(),
            &["lint", "--explain", "PL001", "--format", format],
        );
        r.expect_code(2);
        assert_eq!(r.stdout, "");
        assert!(
            r.stderr
                .contains(&format!("--format {format} does not apply")),
            "{}",
            r.stderr
        );
    }
}

/// The man page formatted by groff, as plain text.
fn formatted(roff: &str) -> String {
    crate::groff(roff, &["-Tascii", "-P-cbou", "-rLL=200n"])
}

/// The lines of `section` (up to the next section heading).
fn section<'a>(text: &'a str, name: &str) -> Vec<&'a str> {
    text.lines()
        .skip_while(|l| *l != name)
        .skip(1)
        .take_while(|l| l.is_empty() || l.starts_with(' '))
        .collect()
}

#[test]
fn the_man_page_lists_every_variable_exit_status_files_and_the_other_pages() {
    let dir = tempfile::tempdir().unwrap();
    let r = poolctl_in(dir.path(), &["man"]);
    r.expect_code(0);
    let text = formatted(&r.stdout);
    let env = section(&text, "ENVIRONMENT");
    // A tag on a line of its own, or (a short one) before its text.
    let named: Vec<&str> = env
        .iter()
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    // Every variable a setting defines, from the definitions themselves.
    let mut vars: Vec<&str> = poolctl::config::defs::all()
        .filter_map(|s| s.def().env)
        .collect();
    assert!(vars.len() > 15, "{vars:?}");
    vars.extend(["MYSQL_PWD", "NO_COLOR", "TERM", "COMPLETE"]);
    for var in vars {
        assert!(
            named.contains(&var),
            "{var} is not in ENVIRONMENT:\n{}",
            env.join("\n")
        );
    }
    let exit = section(&text, "EXIT STATUS").join("\n");
    for code in ["0", "1", "2"] {
        assert!(
            exit.lines()
                .any(|l| l.trim_start().starts_with(&format!("{code} ")) || l.trim() == code),
            "exit {code}:\n{exit}"
        );
    }
    assert!(
        exit.contains("Findings or drift") && exit.contains("usage error"),
        "{exit}"
    );
    let files = section(&text, "FILES").join("\n");
    assert!(
        files.contains("poolctl.toml") && files.contains("POOLCTL_CONFIG"),
        "{files}"
    );
    let see = section(&text, "SEE ALSO").join(" ");
    for page in [
        "poolctl-refill(1)",
        "poolctl-migrate-run(1)",
        "poolctl-lint(1)",
    ] {
        assert!(see.contains(page), "{page}: {see}");
    }
    assert!(see.contains("docs/"), "{see}");
    // Each command's page has its exit status and points back at poolctl(1).
    let pages = dir.path().join("man");
    poolctl_in(dir.path(), &["man", "--dir", pages.to_str().unwrap()]).expect_code(0);
    let refill = formatted(&std::fs::read_to_string(pages.join("poolctl-refill.1")).unwrap());
    assert!(!section(&refill, "EXIT STATUS").is_empty(), "{refill}");
    assert!(section(&refill, "ENVIRONMENT").is_empty(), "{refill}");
    assert!(
        section(&refill, "SEE ALSO")
            .join(" ")
            .contains("poolctl(1)"),
        "{refill}"
    );
    let migrate = formatted(&std::fs::read_to_string(pages.join("poolctl-migrate.1")).unwrap());
    let see = section(&migrate, "SEE ALSO").join(" ");
    assert!(
        see.contains("poolctl-migrate-run(1)") && !see.contains("poolctl-refill"),
        "{see}"
    );
}

/// The real completion, through bash: rule names (and codes) for lint's
/// flags, the pods and tags of the config in effect for `--pod` and
/// `--pods`, nothing (and no error) from a broken config.
#[test]
fn completions_offer_rules_pods_and_tags() {
    let dir = tempfile::tempdir().unwrap();
    let at = |line: &str| bash_complete(dir.path(), line, &[]);
    assert_eq!(
        at("poolctl lint --explain lock"),
        [
            "locking-read-without-read-committed",
            "lock-order-inversion",
            "locking-read-without-limit",
            "locking-read-off-primary-key",
        ]
    );
    assert_eq!(at("poolctl lint --enable missing"), ["missing-conn-tag"]);
    assert_eq!(at("poolctl lint --explain PL00").len(), 10);
    let all = at("poolctl lint --disable ");
    assert_eq!(all.len(), poolctl::lint::rules::RULES.len(), "{all:?}");
    // No config: no pod, silently.
    assert_eq!(at("poolctl --pod "), Vec::<String>::new());
    std::fs::write(
        dir.path().join("poolctl.toml"),
        "[pods.eu-1]\nurl = \"mysql://u@db.invalid/x\"\ntags = [\"eu\", \"blue\"]\n\
         [pods.us-2]\nurl = \"mysql://u@db.invalid/x\"\ntags = [\"us\"]\n",
    )
    .unwrap();
    std::fs::write(
        dir.path().join("other.toml"),
        "[pods.ap-9]\nurl = \"mysql://u@db.invalid/x\"\n",
    )
    .unwrap();
    std::fs::write(dir.path().join("broken.toml"), "[pods.x\nurl = ").unwrap();
    assert_eq!(at("poolctl --pod "), ["eu-1", "us-2"]);
    assert_eq!(at("poolctl status --pod e"), ["eu-1"]);
    assert_eq!(at("poolctl --pods "), ["blue", "eu", "us"]);
    assert_eq!(at("poolctl --config other.toml status --pod "), ["ap-9"]);
    assert_eq!(
        bash_complete(
            dir.path(),
            "poolctl refill --pod ",
            &[("POOLCTL_CONFIG", "other.toml")]
        ),
        ["ap-9"]
    );
    // A broken config offers nothing, and says nothing (bash_complete
    // checks stderr is empty).
    assert_eq!(
        at("poolctl --config broken.toml --pod "),
        Vec::<String>::new()
    );
}
