//! `conn-tags` against the private servers: the workloads' truth against the
//! performance_schema source (10%), the sampling source (25%) and the slow
//! log the performance_schema server wrote for the same run (5%); across
//! pods; `--watch` redraws; Ctrl-C.

use super::workload::{self, Truth};
use crate::util::{self, Run, Spawned, TestDb};
use mysql::prelude::Queryable;
use serde_json::Value;
use std::collections::HashMap;
use std::io::Read;
use std::process::Command;
use std::time::Duration;

/// A stderr line of a `poolctl conn-tags` running in the background that
/// contains `needle`, waited for at most 30 s.
fn said(run: &mut Spawned, needle: &str) -> String {
    run.err.wait_for(
        &format!("`{needle}` on stderr"),
        Duration::from_secs(30),
        |l| l.contains(needle),
    )
}

fn row<'a>(r: &'a Value, tag: &str) -> &'a Value {
    r["tags"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["tag"] == tag)
        .unwrap_or_else(|| panic!("no row for tag {tag} in\n{r:#}"))
}

fn rank(r: &Value, tag: &str) -> Option<usize> {
    r["tags"]
        .as_array()
        .unwrap()
        .iter()
        .position(|t| t["tag"] == tag)
}

#[track_caller]
fn within(what: &str, got: f64, truth: f64, tol: f64) {
    let err = if truth == 0.0 {
        got.abs()
    } else {
        (got - truth).abs() / truth
    };
    assert!(
        err <= tol,
        "{what}: {got:.4} s against the workload's {truth:.4} s ({:.1}% off, {:.0}% allowed)",
        err * 100.0,
        tol * 100.0
    );
}

/// The checks every source must pass: A > B > C by idle in transaction;
/// idle-in-transaction and transaction seconds of each held workload within
/// `tol` of the truth, C's none; untagged traffic as its own row.
/// `user`: the untagged workload's account. `sees_short`: the source sees
/// statements shorter than a sampling interval; sampling does not (a stated
/// blind spot).
#[allow(clippy::too_many_arguments)]
fn check(
    source: &str,
    r: &Value,
    truth: &HashMap<&str, Truth>,
    user: &str,
    tol: f64,
    sees_short: bool,
) {
    let ranked =
        |tag| rank(r, tag).unwrap_or_else(|| panic!("{source}: no row for {tag} in\n{r:#}"));
    // wl_c holds no transaction and runs 2 ms statements: sampling may catch
    // none of them (its stated blind spot), and then it has no row: last.
    let c_rank = match rank(r, "wl_c") {
        None if !sees_short => usize::MAX,
        _ => ranked("wl_c"),
    };
    assert!(
        ranked("wl_a") < ranked("wl_b") && ranked("wl_b") < c_rank,
        "{source}: ranking by idle in transaction:\n{r:#}"
    );
    for tag in ["wl_a", "wl_b", "wl_hold"] {
        let t = &truth[tag];
        let x = row(r, tag);
        within(
            &format!("{source} {tag} idle in transaction"),
            x["idle_in_transaction_secs"].as_f64().unwrap(),
            t.idle,
            tol,
        );
        within(
            &format!("{source} {tag} transaction"),
            x["transaction_secs"].as_f64().unwrap(),
            t.transaction,
            tol,
        );
    }
    // No wl_c row (sampling only): no transaction seen, which is its truth.
    if c_rank != usize::MAX {
        let c = row(r, "wl_c");
        within(
            &format!("{source} wl_c idle"),
            c["idle_in_transaction_secs"].as_f64().unwrap(),
            0.0,
            tol,
        );
        within(
            &format!("{source} wl_c transaction"),
            c["transaction_secs"].as_f64().unwrap(),
            0.0,
            tol,
        );
        assert_eq!(c["transactions"], 0, "{source}: {c:#}");
    }
    // The untagged workload's own account, at whatever host the source
    // names (its connections are TCP only: one host). Sampling never
    // catches its microsecond statements:
    // its time is unseen until one is caught.
    let rows: Vec<&Value> = r["untagged"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|u| u["user"] == user)
        .collect();
    if sees_short {
        assert!(
            rows.len() == 1 && rows[0]["unseen"] == false,
            "{source}: one untagged row for {user}:\n{r:#}"
        );
    } else {
        assert!(!rows.is_empty(), "{source}: rows for {user}:\n{r:#}");
    }
    let sum = |k: &str| rows.iter().map(|x| x[k].as_f64().unwrap()).sum::<f64>();
    let (idle, trx) = (truth["untagged"].idle, truth["untagged"].transaction);
    within(
        &format!("{source} untagged idle in transaction"),
        sum("idle_in_transaction_secs"),
        idle,
        tol,
    );
    within(
        &format!("{source} untagged transaction"),
        sum("transaction_secs"),
        trx,
        tol,
    );
    assert!(
        r["blind_spots"].as_array().is_some_and(|b| !b.is_empty()),
        "{source}: the report states what it cannot see"
    );
    let share: f64 = r["tags"]
        .as_array()
        .unwrap()
        .iter()
        .chain(r["untagged"].as_array().unwrap())
        .map(|x| x["share"].as_f64().unwrap())
        .sum();
    assert!(
        (share - 1.0).abs() < 0.01,
        "{source}: shares add up to {share}"
    );
}

/// The lock waits of wl_wait (sampled in both live sources).
fn check_lock_wait(source: &str, r: &Value, truth: &HashMap<&str, Truth>, tol: f64) {
    let w = row(r, "wl_wait");
    within(
        &format!("{source} wl_wait lock wait"),
        w["lock_wait_secs"].as_f64().unwrap(),
        truth["wl_wait"].lock_wait,
        tol,
    );
    let hold = r["tags"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["tag"] == "wl_hold");
    if let Some(hold) = hold {
        assert!(
            hold["rows_locked"].as_u64().unwrap() >= 1,
            "{source}: wl_hold locks its row"
        );
    }
}

/// The slow log file and the mysql.slow_log table's CSV file.
fn slow_log_paths(db: &mut TestDb) -> (std::path::PathBuf, std::path::PathBuf) {
    let (file, datadir, output): (String, String, String) = db
        .admin
        .query_first("SELECT @@slow_query_log_file, @@datadir, @@log_output")
        .unwrap()
        .unwrap();
    assert!(
        output.contains("TABLE") && output.contains("FILE"),
        "the test-ps server logs to FILE,TABLE (scripts/test.sh): {output}"
    );
    let dir = std::path::Path::new(&datadir);
    let p = std::path::Path::new(&file);
    let p = if p.is_absolute() {
        p.to_path_buf()
    } else {
        dir.join(p)
    };
    (p, dir.join("mysql").join("slow_log.CSV"))
}

/// The performance_schema run: 9 s of workloads inside a 12 s window.
const WINDOW: &str = "12";
const RUN: Duration = Duration::from_secs(9);
/// The sampling run is longer: a sampled figure's error shrinks with the
/// number of samples (about 10% for wl_b over 110 samples, 7% over 200).
const SAMPLING_WINDOW: &str = "23";
const SAMPLING_RUN: Duration = Duration::from_secs(20);

/// The two workload runs one after the other: on a shared 2-core machine,
/// both at once add client and server scheduling delays (the servers count
/// them as idle in transaction; the workload's truth does not).
static HEAVY: std::sync::Mutex<()> = std::sync::Mutex::new(());

#[test]
fn performance_schema_and_its_slow_log_match_the_workloads() {
    let _one = HEAVY.lock().unwrap_or_else(|e| e.into_inner());
    let url = util::server_url_from("POOLCTL_TEST_URL_PERFORMANCE_SCHEMA");
    let mut db = TestDb::on(&url, "conntags_ps");
    workload::setup(&mut db.admin);
    let (slow, csv) = slow_log_paths(&mut db);
    let size = |p: &std::path::Path| {
        std::fs::metadata(p)
            .unwrap_or_else(|e| panic!("the test-ps server's slow log {}: {e}", p.display()))
            .len()
    };
    let (offset, csv_offset) = (size(&slow), size(&csv));
    let mut cmd = db.cmd();
    cmd.args(["conn-tags", "--duration", WINDOW, "--format", "json"]);
    let mut run = Spawned::spawn(cmd);
    let line = said(&mut run, "conn-tags: sampling");
    assert!(line.contains("via performance_schema"), "{line}");
    let db_url = db.url();
    let user = workload::UntaggedUser::create(&mut db.admin, &db_url);
    let truth = workload::start(&db.url(), &user.url, RUN, true).join();
    let r = run.finish();
    r.expect_code(0);
    let report = r.json();
    assert_eq!(report["source"], "performance_schema", "{report:#}");
    check(
        "performance_schema",
        &report,
        &truth,
        &user.name,
        0.10,
        true,
    );
    check_lock_wait("performance_schema", &report, &truth, 0.25);

    // The slow log the server wrote meanwhile (the workloads' sessions log
    // every statement; nothing else does): the mysql.slow_log table's CSV
    // file has microseconds (exact, 5%); the file layout whole seconds.
    let table = tail(&csv, csv_offset, db.dir.path().join("slow_log.CSV"));
    let r = db.run(&[
        "conn-tags",
        "--file",
        table.to_str().unwrap(),
        "--format",
        "json",
    ]);
    r.expect_code(0);
    let log = r.json();
    assert_eq!(log["source"], "slow_log");
    check(
        "slow log (table layout)",
        &log,
        &truth,
        &user.name,
        0.05,
        true,
    );
    exact_counts("slow log (table layout)", &log, &truth);
    // MariaDB's Lock_time does not count InnoDB row-lock waits (a stated blind spot).
    let w = row(&log, "wl_wait")["lock_wait_secs"].as_f64().unwrap();
    assert!(w < truth["wl_wait"].lock_wait * 0.1, "{w}");
    assert!(
        log["blind_spots"]
            .to_string()
            .contains("not InnoDB row-lock waits")
    );

    let file = tail(&slow, offset, db.dir.path().join("slow.log"));
    let r = db.run(&[
        "conn-tags",
        "--file",
        file.to_str().unwrap(),
        "--format",
        "json",
    ]);
    r.expect_code(0);
    let log = r.json();
    exact_counts("slow log (file layout)", &log, &truth);
    assert!(log["blind_spots"].to_string().contains("whole seconds"));
    // Whole seconds: the times are estimates (said in the report; this
    // run's entries are not spread evenly within their seconds, which biases
    // the placement): only a gross bound.
    check(
        "slow log (file layout, whole seconds)",
        &log,
        &truth,
        &user.name,
        0.5,
        true,
    );
}

/// Every statement is in a slow log: counts are exact.
fn exact_counts(source: &str, log: &Value, truth: &HashMap<&str, Truth>) {
    for tag in ["wl_a", "wl_b", "wl_c", "wl_hold", "wl_wait"] {
        let x = row(log, tag);
        assert_eq!(
            x["statements"], truth[tag].statements,
            "{source} {tag}: {x:#}"
        );
        assert_eq!(
            x["transactions"], truth[tag].transactions,
            "{source} {tag}: {x:#}"
        );
    }
}

/// The part of a server's log file written since `offset`, copied to `to`.
fn tail(path: &std::path::Path, offset: u64, to: std::path::PathBuf) -> std::path::PathBuf {
    let mut f = std::fs::File::open(path).unwrap();
    std::io::Seek::seek(&mut f, std::io::SeekFrom::Start(offset)).unwrap();
    let mut bytes = Vec::new();
    f.read_to_end(&mut bytes).unwrap();
    std::fs::write(&to, &bytes).unwrap();
    to
}

#[test]
fn sampling_matches_the_workloads_on_a_server_without_performance_schema() {
    let _one = HEAVY.lock().unwrap_or_else(|e| e.into_inner());
    let mut db = TestDb::new("conntags_sampling");
    workload::setup(&mut db.admin);
    let mut cmd = db.cmd();
    cmd.args([
        "conn-tags",
        "--duration",
        SAMPLING_WINDOW,
        "--format",
        "json",
    ]);
    let mut run = Spawned::spawn(cmd);
    said(
        &mut run,
        "performance_schema not used (performance_schema is OFF)",
    );
    let line = said(&mut run, "conn-tags: sampling");
    assert!(
        line.contains("via PROCESSLIST + INNODB_TRX sampling"),
        "{line}"
    );
    let db_url = db.url();
    let user = workload::UntaggedUser::create(&mut db.admin, &db_url);
    let truth = workload::start(&db.url(), &user.url, SAMPLING_RUN, false).join();
    let r = run.finish();
    r.expect_code(0);
    let report = r.json();
    assert_eq!(report["source"], "processlist_sampling", "{report:#}");
    check("sampling", &report, &truth, &user.name, 0.25, false);
    check_lock_wait("sampling", &report, &truth, 0.25);
    // Paced for InnoDB's cache: never more than 10 samples a second.
    let rate = report["rate"].as_f64().unwrap();
    assert!((5.0..=10.0).contains(&rate), "rate {rate}");
    assert!(
        report["notes"]
            .to_string()
            .contains("performance_schema not used")
    );
}

#[test]
fn performance_schema_source_refused_where_it_is_off_with_the_fix() {
    let db = TestDb::new("conntags_refused");
    let r = db.run(&[
        "conn-tags",
        "--source",
        "performance-schema",
        "--duration",
        "1",
    ]);
    r.expect_code(2);
    assert!(r.stderr.contains("performance_schema=ON"), "{}", r.stderr);
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
}

#[test]
fn across_pods_watch_redraws_and_ctrl_c() {
    // Its samplers would read INNODB_TRX beside the workload runs' (they
    // would find it stale and drop samples): one after the other.
    let _one = HEAVY.lock().unwrap_or_else(|e| e.into_inner());
    let ps = util::server_url_from("POOLCTL_TEST_URL_PERFORMANCE_SCHEMA");
    let plain = TestDb::new("conntags_pods");
    let other = TestDb::on(&ps, "conntags_pods");
    plain.config_file(
        "[pods.plain]\nurl_env = \"POD_PLAIN\"\norder = 1\n\n[pods.ps]\nurl_env = \"POD_PS\"\norder = 2\n",
    );
    let r = Run::of(
        plain
            .cmd()
            .env_remove("POOLCTL_URL")
            .env("POD_PLAIN", plain.url())
            .env("POD_PS", other.url())
            .args([
                "--all-pods",
                "conn-tags",
                "--duration",
                "1.5",
                "--format",
                "json",
            ]),
    );
    r.expect_code(0);
    let lines: Vec<Value> = r.json_lines();
    assert_eq!(lines.len(), 3, "{}", r.stdout);
    assert_eq!(lines[0]["pod"], "plain");
    assert_eq!(lines[0]["result"]["source"], "processlist_sampling");
    assert_eq!(lines[1]["pod"], "ps");
    assert_eq!(lines[1]["result"]["source"], "performance_schema");
    assert_eq!(lines[2]["summary"]["ok"], 2);
    // Refused across pods: a file, and --watch.
    let r = Run::of(plain.cmd().env_remove("POOLCTL_URL").args([
        "--all-pods",
        "conn-tags",
        "--file",
        "x.log",
    ]));
    r.expect_code(2);
    assert!(r.stderr.contains("--file reads a log"), "{}", r.stderr);

    // --watch: one JSON document per redraw, then the final one.
    let r = plain.run(&[
        "conn-tags",
        "--duration",
        "1.6",
        "--watch",
        "0.5",
        "--format",
        "json",
    ]);
    r.expect_code(0);
    let docs: Vec<Value> = r.json_lines();
    assert!(docs.len() >= 3, "{}", r.stdout);
    let windows: Vec<f64> = docs
        .iter()
        .map(|d| d["window_secs"].as_f64().unwrap())
        .collect();
    assert!(windows.windows(2).all(|w| w[0] <= w[1]), "{windows:?}");
    assert!(windows.last().unwrap() >= &1.4, "{windows:?}");

    // Another client reading INNODB_TRX every 20 ms keeps InnoDB's cache
    // from refreshing: the sampler finds it stale (its own transaction's
    // statement text is not in it) and drops those samples, saying so.
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let reader = {
        let (stop, url) = (stop.clone(), plain.url());
        std::thread::spawn(move || {
            let mut c = util::connect(&url);
            while !stop.load(std::sync::atomic::Ordering::SeqCst) {
                let _: Vec<u64> = c
                    .query("SELECT COUNT(*) FROM information_schema.INNODB_TRX")
                    .unwrap();
                std::thread::sleep(Duration::from_millis(20));
            }
        })
    };
    let r = plain.run(&["conn-tags", "--duration", "1.5", "--format", "json"]);
    stop.store(true, std::sync::atomic::Ordering::SeqCst);
    reader.join().unwrap();
    r.expect_code(0);
    assert!(
        r.json()["notes"]
            .to_string()
            .contains("INNODB_TRX was stale"),
        "{}",
        r.stdout
    );

    // Ctrl-C: the report of what was sampled, exit 0.
    let mut cmd = plain.cmd();
    cmd.args(["conn-tags", "--format", "json"]);
    let mut run = Spawned::spawn(cmd);
    said(&mut run, "until Ctrl-C");
    let status = Command::new("kill")
        .args(["-INT", &run.pid().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let r = run.finish();
    r.expect_code(0);
    assert!(
        r.json()["notes"].to_string().contains("interrupted"),
        "{}",
        r.stdout
    );
}
