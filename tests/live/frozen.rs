//! Commands whose server stops answering mid-command (`db::wire`): each gives
//! up once, after the timed-out statement's socket timeout, not again for
//! every statement after it on the same connection; one message names the
//! server, the timeout and its flag (no driver text); the exit is 2.
//!
//! Two ways to stop a server mid-command, each waiting on an event, with
//! `util::FreezingProxy` in front of the shared server (which keeps
//! running): it swallows the first packet carrying a statement and answers
//! nothing after it, or it is frozen by hand once the command has printed
//! its first sample (as a server stopped with SIGSTOP).
//!
//! The watching commands through an outage that ends (the proxy closes
//! every connection and refuses new ones, then forwards again): one warning
//! when it begins, one line when it ends, each lost sample counted (and in
//! `--format json` streams, a record of its own), exit 2.

use crate::util::{self, BIN, FreezingProxy, Run, Spawned, TestDb};
use std::io::{BufRead, BufReader, Read};
use std::process::Stdio;
use std::sync::atomic::Ordering;
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
    let mut cmd = std::process::Command::new("timeout");
    cmd.args(["60", BIN])
        .args(["--read-timeout", &READ_TIMEOUT.to_string()])
        .args(args)
        .current_dir(db.dir.path())
        .env_remove("POOLCTL_CONFIG")
        .env_remove("MYSQL_PWD")
        .env("POOLCTL_URL", url.as_str());
    let out = cmd.output().unwrap();
    let took = started.elapsed();
    let r = Run::finished(&cmd, out);
    assert_ne!(r.code, Some(124), "{args:?} hung: {}", r.stderr);
    assert!(
        proxy.frozen.load(std::sync::atomic::Ordering::SeqCst),
        "{args:?}: the proxy never saw {needle:?}: {}",
        r.stderr
    );
    (r, took, shown(url.as_str()))
}

/// `args` (a sampling command printing one line per sample) against `db`
/// through a proxy frozen once the first sample is printed (it answers
/// nothing from then on, as a server stopped with SIGSTOP): the run, how
/// long after the freeze it ended, and the URL poolctl names (the proxy's).
fn frozen_after_the_first_sample(db: &TestDb, args: &[&str]) -> (Run, Duration, String) {
    let (proxy, url) = FreezingProxy::manual_for(&db.url(), "");
    let mut cmd = db.cmd();
    cmd.env("POOLCTL_URL", &url)
        .args(["--read-timeout", &READ_TIMEOUT.to_string()])
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut first = String::new();
    stdout.read_line(&mut first).unwrap();
    assert!(!first.is_empty(), "no first sample");
    proxy.freeze();
    let froze_at = Instant::now();
    let mut rest = String::new();
    stdout.read_to_string(&mut rest).unwrap();
    let out = child.wait_with_output().unwrap();
    let took = froze_at.elapsed();
    let mut r = Run::finished(&cmd, out);
    r.stdout = first + &rest;
    (r, took, shown(&url))
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
/// after the first sample: the second is given up on after one read
/// timeout, reported once, not retried (it was the last), written to the
/// JSON stream as a failed-sample record (its number, time and error), and
/// the run exits 2 (a watch with a failed sample is not a clean one).
fn watch_whose_server_freezes(db: &TestDb, command: &str) -> Run {
    let args = [
        command,
        "--watch",
        "0.2",
        "--samples",
        "2",
        "--format",
        "json",
    ];
    let (r, took, shown) = frozen_after_the_first_sample(db, &args);
    eprintln!(
        "{command} --watch ended {took:?} after the freeze:\n{}",
        r.stderr
    );
    one_clear_message(&r, &shown);
    assert!(r.stderr.contains("sample 2"), "{}", r.stderr);
    assert!(
        r.stderr.contains("(it was the last sample)"),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr
            .contains("1 of 2 sample(s) failed in 1 outage(s), blind for"),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr
            .contains("the last, from sample 2, had not recovered when the watch ended"),
        "{}",
        r.stderr
    );
    let bound = Duration::from_secs(READ_TIMEOUT) + MARGIN;
    assert!(took < bound, "took {took:?} (bound {bound:?})");
    let lines: Vec<serde_json::Value> = r.json_lines();
    assert_eq!(lines.len(), 2, "a line per sample: {}", r.stdout);
    assert_eq!(lines[0]["sample"], 1, "{}", r.stdout);
    assert!(lines[0].get("error").is_none(), "{}", r.stdout);
    let failed = &lines[1];
    assert_eq!(failed["sample"], 2, "{}", r.stdout);
    assert!(failed["time"].as_u64().unwrap() > 1_700_000_000, "{failed}");
    let error = failed["error"].as_str().unwrap();
    assert!(
        error.contains(&format!("no answer from {shown}")),
        "{error}"
    );
    r
}

#[test]
fn status_watch_whose_server_freezes_mid_watch_exits_2() {
    let mut db = TestDb::new("status_freeze");
    db.run(&["migrate", "run"]).expect_code(0);
    db.exec(util::LEDGER_DDL);
    db.config_file(util::LEDGER_CONFIG);
    let r = watch_whose_server_freezes(&db, "status");
    let first = r.json_lines().remove(0);
    assert!(first["totals"].is_object(), "{first}");
}

#[test]
fn inspect_locks_watch_whose_server_freezes_mid_watch_exits_2() {
    let db = TestDb::new("locks_freeze");
    watch_whose_server_freezes(&db, "inspect-locks");
}

/// A watching command running in the background (`util::Spawned`), its
/// lines taken in at each look (the events the outage tests wait for).
struct Watching(Spawned);

impl Watching {
    fn spawn(cmd: std::process::Command) -> Watching {
        Watching(Spawned::spawn(cmd))
    }

    fn stdout(&self) -> &[String] {
        self.0.out.seen()
    }

    fn stderr(&self) -> &[String] {
        self.0.err.seen()
    }

    /// Waits (`util::wait_until`) until `ready`, the command still running;
    /// a failure shows what it printed so far (`Spawned`'s drop).
    #[track_caller]
    fn wait(&mut self, what: &str, mut ready: impl FnMut(&Watching) -> bool) {
        util::wait_until(what, util::WAIT, || {
            let exited = self.0.exited();
            assert!(
                exited.is_none(),
                "waiting for {what}: it exited ({exited:?})"
            );
            self.0.out.drain();
            self.0.err.drain();
            ready(self)
        });
    }

    /// SIGTERM (which ends a watch with what it has), then the run.
    fn stop(self) -> Run {
        self.0.signal("-TERM");
        self.0.finish()
    }
}

/// How many samples fail in a row in the outage tests below (at least).
const OUTAGE_SAMPLES: u64 = 10;

/// `args` (a watching command, sampling every 100 ms) against `db` through
/// a proxy that goes down after two samples (every connection closed, each
/// new one closed at once: each sample fails at once, as at a failover) and
/// comes back once `lost` counts [`OUTAGE_SAMPLES`] failed samples;
/// `sampled` counts the samples that worked. Stopped with SIGTERM two
/// samples after it recovered.
///
/// The outage is one warning with its error when it begins (not one per
/// failed sample) and one line when it ends saying how many samples failed
/// and how long the watch was blind; the run's summary counts them too, and
/// the exit is 2. Returns the run and the failed samples counted.
fn through_an_outage(
    db: &TestDb,
    args: &[&str],
    counted: &'static str,
    sampled: impl Fn(&Watching, &FreezingProxy) -> u64,
    lost: impl Fn(&Watching, &FreezingProxy) -> u64,
) -> (Run, u64) {
    let (proxy, url) = FreezingProxy::manual_for(&db.url(), counted);
    let mut cmd = db.cmd();
    cmd.env("POOLCTL_URL", &url)
        .args(["--read-timeout", &READ_TIMEOUT.to_string()])
        .args(args);
    let mut w = Watching::spawn(cmd);
    w.wait("two samples", |w| sampled(w, &proxy) >= 2);
    proxy.go_down();
    let began = Instant::now();
    w.wait("the outage's warning", |w| {
        w.stderr().iter().any(|l| l.contains(" failed: "))
    });
    w.wait("samples failing", |w| lost(w, &proxy) >= OUTAGE_SAMPLES);
    proxy.restore();
    let blind = began.elapsed();
    w.wait("the recovery line", |w| {
        w.stderr().iter().any(|l| l.contains("sampling recovered"))
    });
    let after = sampled(&w, &proxy);
    w.wait("two samples after it", |w| sampled(w, &proxy) >= after + 2);
    let r = w.stop();
    eprintln!("{args:?} through an outage:\n{}", r.stderr);
    r.expect_code(2);
    let warnings: Vec<&str> = r
        .stderr
        .lines()
        .filter(|l| l.starts_with("poolctl: warning:"))
        .collect();
    assert_eq!(warnings.len(), 1, "one warning per outage: {}", r.stderr);
    assert!(
        warnings[0].contains("(retrying at every next sample; one line when sampling recovers)"),
        "{}",
        r.stderr
    );
    let recovered: Vec<&str> = r
        .stderr
        .lines()
        .filter(|l| l.contains("sampling recovered at sample"))
        .collect();
    assert_eq!(recovered.len(), 1, "{}", r.stderr);
    // "... recovered at sample N: F sample(s) failed (samples A-B), blind for X s"
    let line = recovered[0];
    let number = |after: &str, from: usize| -> (u64, usize) {
        let at = from + line[from..].find(after).unwrap_or_else(|| panic!("{line}")) + after.len();
        let digits = line[at..]
            .split(|c: char| !c.is_ascii_digit())
            .next()
            .unwrap();
        (
            digits.parse().unwrap_or_else(|e| panic!("{e}: {line}")),
            at + digits.len(),
        )
    };
    let (at, i) = number("recovered at sample ", 0);
    let (failed, i) = number(": ", i);
    let (first, _) = number("(samples ", i);
    assert!(failed >= OUTAGE_SAMPLES, "{line}");
    assert_eq!(first + failed, at, "the samples in between failed: {line}");
    let secs: f64 = line
        .rsplit_once("blind for ")
        .and_then(|(_, x)| x.strip_suffix(" s"))
        .unwrap_or_else(|| panic!("{line}"))
        .parse()
        .unwrap();
    // Blind from the first failed sample to the one that worked: about the
    // time the proxy was down (a sample's interval either way, at most).
    assert!(
        secs > 0.0 && secs <= blind.as_secs_f64() + 2.0,
        "{line} (down {blind:?})"
    );
    let summary = format!("poolctl: error: {failed} of ");
    let summary_line = r
        .stderr
        .lines()
        .find(|l| l.starts_with(&summary))
        .unwrap_or_else(|| panic!("no summary: {}", r.stderr));
    assert!(
        summary_line.contains("sample(s) failed in 1 outage(s), blind for")
            && !summary_line.contains("had not recovered"),
        "{summary_line}"
    );
    (r, failed)
}

/// The failed-sample records of a `--watch --format json` stream: one per
/// failed sample, numbered in order, framed like the samples around them.
fn failed_records(r: &Run, failed: u64) {
    let lines: Vec<serde_json::Value> = r.json_lines();
    let numbers: Vec<u64> = lines
        .iter()
        .map(|l| l["sample"].as_u64().unwrap())
        .collect();
    assert_eq!(
        numbers,
        (1..=lines.len() as u64).collect::<Vec<_>>(),
        "one line per sample, in order"
    );
    let errors: Vec<&serde_json::Value> =
        lines.iter().filter(|l| l.get("error").is_some()).collect();
    assert_eq!(errors.len() as u64, failed, "{}", r.stdout);
    for e in &errors {
        assert!(e["time"].as_u64().unwrap() > 1_700_000_000, "{e}");
        assert!(!e["error"].as_str().unwrap().is_empty(), "{e}");
    }
}

/// JSON lines of a `--watch --format json` stream so far: those of samples
/// that worked, and those of failed samples.
fn json_lines(w: &Watching, failed: bool) -> u64 {
    w.stdout()
        .iter()
        .filter(|l| l.contains("\"error\":") == failed)
        .count() as u64
}

#[test]
fn status_watch_through_an_outage_warns_once_and_writes_each_lost_sample() {
    let mut db = TestDb::new("status_outage");
    db.run(&["migrate", "run"]).expect_code(0);
    db.exec(util::LEDGER_DDL);
    db.config_file(util::LEDGER_CONFIG);
    let (r, failed) = through_an_outage(
        &db,
        &["status", "--watch", "0.1", "--format", "json"],
        "",
        |w, _| json_lines(w, false),
        |w, _| json_lines(w, true),
    );
    failed_records(&r, failed);
}

#[test]
fn inspect_locks_watch_through_an_outage_warns_once_and_writes_each_lost_sample() {
    let db = TestDb::new("locks_outage");
    let (r, failed) = through_an_outage(
        &db,
        &["inspect-locks", "--watch", "0.1", "--format", "json"],
        "",
        |w, _| json_lines(w, false),
        |w, _| json_lines(w, true),
    );
    failed_records(&r, failed);
}

/// conn-tags at `--rate 10` (some 36 failed samples in a 4 s outage): one
/// warning, not one per sample, one recovery line, and the report counts the
/// failed samples, the blind time and the outage, and says the hold times
/// exclude the blind time.
#[test]
fn conn_tags_through_an_outage_warns_once_and_reports_the_blind_time() {
    let db = TestDb::new("conntags_outage");
    let count = |p: &FreezingProxy| p.counted.load(Ordering::SeqCst);
    let (r, failed) = through_an_outage(
        &db,
        &[
            "conn-tags",
            "--source",
            "sampling",
            "--rate",
            "10",
            "--format",
            "json",
        ],
        "information_schema.PROCESSLIST",
        // A sample is sent only once the one before ended.
        |_, p| count(p).saturating_sub(1),
        // Each failed sample after the first tries to reconnect.
        |_, p| p.refused.load(Ordering::SeqCst) + 1,
    );
    let report = r.json();
    assert_eq!(report["samples_failed"], failed, "{report}");
    let outages = report["outages"].as_array().unwrap();
    assert_eq!(outages.len(), 1, "{report}");
    let o = &outages[0];
    assert_eq!(o["samples_failed"], failed, "{o}");
    assert!(!o["error"].as_str().unwrap().is_empty(), "{o}");
    let (start, end) = (
        o["start_secs"].as_f64().unwrap(),
        o["end_secs"].as_f64().unwrap(),
    );
    let blind = report["blind_secs"].as_f64().unwrap();
    assert!(
        blind > 0.0 && (blind - (end - start)).abs() < 1e-3,
        "{report}"
    );
    let notes = report["notes"].to_string();
    assert!(
        notes.contains(&format!("{failed} sample(s) failed in 1 outage(s)"))
            && notes.contains("hold times exclude the blind time"),
        "{notes}"
    );
}
