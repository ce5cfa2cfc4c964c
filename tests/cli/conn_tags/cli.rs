//! The command line without a server: help, bad input (one line, exit 2,
//! within seconds), and a log on stdin.

use crate::poolctl_in as poolctl;
use crate::util::{BIN, Run};
use std::io::Write;
use std::process::{Command, Stdio};

#[test]
fn help_describes_the_sources_and_what_they_measure() {
    let dir = tempfile::tempdir().unwrap();
    let r = poolctl(dir.path(), &["conn-tags", "--help"]);
    r.expect_code(0);
    insta::assert_snapshot!("conn_tags_help", r.stdout);
}

#[test]
fn bad_input_is_one_line_and_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let empty = dir.path().join("empty.log");
    std::fs::write(&empty, "").unwrap();
    let junk = dir.path().join("junk.log");
    std::fs::write(&junk, "this is\nnot a log\n".repeat(200)).unwrap();
    let binary = dir.path().join("binary.log");
    std::fs::write(
        &binary,
        (0..2_000_000u32)
            .map(|i| (i % 251) as u8)
            .collect::<Vec<_>>(),
    )
    .unwrap();
    // Issue 49 item 8: a private /dev/zero (1,5) is refused at its first
    // NUL, not read up to the line limit; a named pipe with no writer is
    // given up on within a second, as lint does.
    let zero = dir.path().join("zero");
    let made = Command::new("mknod")
        .arg(&zero)
        .args(["c", "1", "5"])
        .status()
        .unwrap();
    assert!(made.success(), "mknod (the tests run as root)");
    let fifo = dir.path().join("fifo.log");
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    let s = |p: &std::path::Path| p.to_str().unwrap().to_string();
    let cases: Vec<(Vec<String>, &str)> = vec![
        (
            vec!["--file".into(), s(&zero)],
            "binary data (a NUL byte at offset 0)",
        ),
        (vec!["--file".into(), s(&fifo)], "no writer?"),
        (vec!["--rate".into(), "0".into()], "between 0.1 and 50"),
        (vec!["--rate".into(), "51".into()], "between 0.1 and 50"),
        (
            vec!["--duration".into(), "0".into()],
            "between 0.1 and 86400",
        ),
        (vec!["--watch".into(), "x".into()], "not a number"),
        (vec!["--source".into(), "psychic".into()], "psychic"),
        (
            vec!["--file".into(), "/nonexistent/slow.log".into()],
            "cannot read --file /nonexistent/slow.log",
        ),
        (vec!["--file".into(), s(dir.path())], "cannot read --file"),
        (vec!["--file".into(), s(&empty)], "has no statements"),
        (
            vec!["--file".into(), s(&junk)],
            "not a slow or general query log",
        ),
        (
            vec!["--file".into(), s(&binary)],
            "not a slow or general query log",
        ),
        (
            vec!["--file".into(), s(&junk), "--duration".into(), "5".into()],
            "cannot be used with",
        ),
        (vec!["--duration".into(), "1".into()], "--url"),
    ];
    for (args, want) in cases {
        let mut all = vec!["conn-tags".to_string()];
        all.extend(args.iter().cloned());
        let all: Vec<&str> = all.iter().map(String::as_str).collect();
        let started = std::time::Instant::now();
        let r = poolctl(dir.path(), &all);
        r.expect_code(2);
        assert!(
            started.elapsed().as_secs() < 10,
            "{all:?} took {:?}",
            started.elapsed()
        );
        assert!(r.stderr.contains(want), "{all:?}: {}", r.stderr);
        assert!(!r.stderr.contains("panicked"), "{all:?}: {}", r.stderr);
        if !want.contains("between")
            && !want.contains("psychic")
            && !want.contains("not a number")
            && !want.contains("cannot be used")
        {
            assert_eq!(r.stderr.lines().count(), 1, "{all:?}: {}", r.stderr);
        }
    }
}

#[test]
fn unreachable_server_is_one_line_without_the_password() {
    let dir = tempfile::tempdir().unwrap();
    let r = poolctl(
        dir.path(),
        &[
            "--url",
            "mysql://app:s3cret-pw@127.0.0.1:1/shop",
            "--connect-timeout",
            "2",
            "conn-tags",
            "--duration",
            "1",
        ],
    );
    r.expect_code(2);
    assert!(
        !r.stderr.contains("s3cret-pw") && !r.stdout.contains("s3cret-pw"),
        "{}",
        r.stderr
    );
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
}

#[test]
fn a_log_on_stdin() {
    let log = std::fs::read(format!(
        "{}/tests/fixtures/conn-tags/mariadb-10.11-slow-own.log",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    let mut cmd = Command::new(BIN);
    cmd.env_remove("POOLCTL_CONFIG")
        .env_remove("POOLCTL_URL")
        .args(["conn-tags", "--file", "-", "--format", "json"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().unwrap();
    child.stdin.take().unwrap().write_all(&log).unwrap();
    let r = Run::finished(&cmd, child.wait_with_output().unwrap());
    r.expect_code(0);
    let j = r.json();
    assert_eq!(j["source"], "slow_log");
    assert_eq!(j["tags"][0]["tag"], "checkout_reserve");
    assert_eq!(j["target"], "file -");
}
