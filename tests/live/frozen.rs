//! Commands whose server stops answering mid-command (`db::wire`): each gives
//! up once, after the timed-out statement's socket timeout, not again for
//! every statement after it on the same connection; one message names the
//! server, the timeout and its flag (no driver text); the exit is 2.
//!
//! Two ways to stop a server mid-command, each waiting on an event:
//! `util::FreezingProxy` swallows the first packet carrying a statement and
//! answers nothing after it (the shared server itself keeps running), and
//! `PrivateServer::freeze` (SIGSTOP) of a server the test started itself,
//! once the command has printed its first sample.

use crate::util::{self, BIN, FreezingProxy, PrivateServer, Run, TestDb};
use std::io::{BufRead, BufReader, Read};
use std::process::Stdio;
use std::time::{Duration, Instant};

/// `--read-timeout` of the commands below.
const READ_TIMEOUT: u64 = 3;
/// What a loaded machine may add to one wait of `READ_TIMEOUT` (less than
/// one more wait of it: the bounds fail when a timeout is waited out twice).
const MARGIN: Duration = Duration::from_millis(2500);

/// `args` through a proxy in front of `db`'s server that stops answering at
/// the first packet containing `needle`: the run, how long it took, and the
/// URL poolctl names (the proxy's).
fn through_freezing_proxy(
    db: &TestDb,
    needle: &'static str,
    args: &[&str],
) -> (Run, Duration, String) {
    let mut url = url::Url::parse(&db.url()).unwrap();
    let upstream = format!("127.0.0.1:{}", url.port().unwrap())
        .parse()
        .unwrap();
    let proxy = FreezingProxy::start(upstream, needle);
    url.set_port(Some(proxy.port)).unwrap();
    let started = Instant::now();
    let out = std::process::Command::new("timeout")
        .args(["60", BIN])
        .args(["--read-timeout", &READ_TIMEOUT.to_string()])
        .args(args)
        .current_dir(db.dir.path())
        .env_remove("POOLCTL_CONFIG")
        .env_remove("MYSQL_PWD")
        .env("POOLCTL_URL", url.as_str())
        .output()
        .unwrap();
    let took = started.elapsed();
    let r = Run::from(out);
    assert_ne!(r.code, Some(124), "{args:?} hung: {}", r.stderr);
    assert!(
        proxy.frozen.load(std::sync::atomic::Ordering::SeqCst),
        "{args:?}: the proxy never saw {needle:?}: {}",
        r.stderr
    );
    (r, took, shown(url.as_str()))
}

/// `args` (a sampling command printing one line per sample) against `db` on
/// `server`, frozen with SIGSTOP once the first sample is printed: the run
/// and how long after the freeze it ended.
fn frozen_after_the_first_sample(
    server: &PrivateServer,
    db: &TestDb,
    args: &[&str],
) -> (Run, Duration) {
    let mut child = db
        .cmd()
        .args(["--read-timeout", &READ_TIMEOUT.to_string()])
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut first = String::new();
    stdout.read_line(&mut first).unwrap();
    assert!(!first.is_empty(), "no first sample");
    let frozen = server.freeze();
    let froze_at = Instant::now();
    let mut rest = String::new();
    stdout.read_to_string(&mut rest).unwrap();
    let out = child.wait_with_output().unwrap();
    let took = froze_at.elapsed();
    drop(frozen);
    let mut r = Run::from(out);
    r.stdout = first + &rest;
    (r, took)
}

/// One message naming the server (`shown`, no password), the timeout and
/// its flag, without the driver's text.
#[track_caller]
fn one_clear_message(r: &Run, shown: &str) {
    r.expect_code(2);
    assert_eq!(
        r.stderr.matches("no answer from").count(),
        1,
        "one message: {}",
        r.stderr
    );
    assert!(
        r.stderr.contains(&format!("no answer from {shown}")),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr
            .contains(&format!("--read-timeout {READ_TIMEOUT}s"))
            && r.stderr.contains("raise --read-timeout"),
        "{}",
        r.stderr
    );
    for driver_text in ["IoError", "CodecError", "DriverError", "os error"] {
        assert!(!r.stderr.contains(driver_text), "{}", r.stderr);
    }
}

fn shown(url: &str) -> String {
    let mut u = url::Url::parse(url).unwrap();
    u.set_password(None).unwrap();
    u.to_string()
}

/// conn-tags looks for its canary table (a statement whose refusal it
/// ignores) right before sampling: a server that stops answering there is
/// given up on after one read timeout, not once for each canary candidate
/// and again for the first sample (three waits before).
#[test]
fn conn_tags_on_a_server_that_stops_answering_mid_command_gives_up_once() {
    let db = TestDb::new("frozen_conntags");
    let (r, took, shown) = through_freezing_proxy(
        &db,
        "innodb_table_stats",
        &["conn-tags", "--source", "sampling", "--duration", "30"],
    );
    eprintln!("conn-tags gave up after {took:?}:\n{}", r.stderr);
    one_clear_message(&r, &shown);
    let bound = Duration::from_secs(READ_TIMEOUT) + MARGIN;
    assert!(took < bound, "took {took:?} (bound {bound:?})");
}

/// inspect-locks reads the status text, then the lock views: a server that
/// stops answering at the views is given up on after one read timeout.
#[test]
fn inspect_locks_on_a_server_that_stops_answering_mid_command_gives_up_once() {
    let db = TestDb::new("frozen_locks");
    let (r, took, shown) = through_freezing_proxy(&db, "INNODB_TRX", &["inspect-locks"]);
    eprintln!("inspect-locks gave up after {took:?}:\n{}", r.stderr);
    one_clear_message(&r, &shown);
    let bound = Duration::from_secs(READ_TIMEOUT) + MARGIN;
    assert!(took < bound, "took {took:?} (bound {bound:?})");
}

/// `COMMAND --watch 0.2 --samples 2 --format json` whose server freezes
/// (SIGSTOP) after the first sample: the second is given up on after one
/// read timeout, reported once, not retried (it was the last), and the run
/// exits 2 (a watch with a failed sample is not a clean one).
fn watch_whose_server_freezes(server: &PrivateServer, db: &TestDb, command: &str) -> Run {
    let args = [
        command,
        "--watch",
        "0.2",
        "--samples",
        "2",
        "--format",
        "json",
    ];
    let (r, took) = frozen_after_the_first_sample(server, db, &args);
    eprintln!(
        "{command} --watch ended {took:?} after the freeze:\n{}",
        r.stderr
    );
    one_clear_message(&r, &shown(&db.url()));
    assert!(r.stderr.contains("sample 2"), "{}", r.stderr);
    assert!(
        r.stderr.contains("(it was the last sample)"),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("1 of 2 sample(s) failed"), "{}", r.stderr);
    let bound = Duration::from_secs(READ_TIMEOUT) + MARGIN;
    assert!(took < bound, "took {took:?} (bound {bound:?})");
    r
}

#[test]
fn status_watch_whose_server_freezes_mid_watch_exits_2() {
    let (server, url) = PrivateServer::start("status-freeze");
    let mut db = TestDb::on(&url, "status_freeze");
    db.run(&["migrate", "run"]).expect_code(0);
    db.exec(util::LEDGER_DDL);
    db.config_file(util::LEDGER_CONFIG);
    let r = watch_whose_server_freezes(&server, &db, "status");
    assert_eq!(r.stdout.lines().count(), 1, "{}", r.stdout);
}

#[test]
fn inspect_locks_watch_whose_server_freezes_mid_watch_exits_2() {
    let (server, url) = PrivateServer::start("locks-freeze");
    let db = TestDb::on(&url, "locks_freeze");
    watch_whose_server_freezes(&server, &db, "inspect-locks");
}
