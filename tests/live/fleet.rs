//! Commands across pods, against three private MariaDB servers (ROW binlog)
//! that `scripts/test.sh` starts (POOLCTL_TEST_URL, ..._3, ..._4):
//! every live command on all pods, a pod that is down, a pod that hangs, and
//! a rollout that stops at a failing pod and resumes.

use crate::util;

use crate::migrate::MIGRATIONS;
use crate::util::{BIN, Run, TestDb, server_url, server_url_from};
use serde_json::Value;
use std::net::TcpListener;
use std::process::Command;
use std::time::{Duration, Instant};

/// Three pods, one database each on a different server; `extra` pods are
/// appended verbatim (e.g. one that is down).
struct Fleet {
    dbs: Vec<TestDb>,
    dir: tempfile::TempDir,
}

impl Fleet {
    fn new(test: &str, extra: &str) -> Fleet {
        let servers = [
            server_url(),
            server_url_from("POOLCTL_TEST_URL_3"),
            server_url_from("POOLCTL_TEST_URL_4"),
        ];
        let dbs: Vec<TestDb> = servers
            .iter()
            .enumerate()
            .map(|(i, s)| TestDb::on(s, &format!("{test}_{i}")))
            .collect();
        let dir = tempfile::tempdir().unwrap();
        let mut config = String::from(
            "[ledger]\ntable = \"inventory_levels\"\nlocation_column = \"location_id\"\n",
        );
        for (i, tag) in ["low-traffic", "low-traffic", "busy"].iter().enumerate() {
            config.push_str(&format!(
                "\n[pods.p{i}]\nurl_env = \"FLEET_POD_{i}\"\ntags = [\"{tag}\"]\norder = {i}\n"
            ));
        }
        config.push_str(extra);
        std::fs::write(dir.path().join("poolctl.toml"), config).unwrap();
        Fleet { dbs, dir }
    }

    fn cmd(&self, args: &[&str]) -> Command {
        let mut c = Command::new(BIN);
        c.current_dir(self.dir.path())
            .env_remove("POOLCTL_CONFIG")
            .env_remove("POOLCTL_URL")
            .env_remove("MYSQL_PWD")
            .args(args);
        for (i, db) in self.dbs.iter().enumerate() {
            c.env(format!("FLEET_POD_{i}"), db.url());
        }
        c
    }

    fn run(&self, args: &[&str]) -> Run {
        Run::of(self.cmd(args))
    }

    /// `--format json` across pods: (per-pod objects, summary).
    fn json(&self, args: &[&str]) -> (Run, Vec<Value>, Value) {
        let mut all = args.to_vec();
        all.extend(["--format", "json"]);
        let r = self.run(&all);
        let mut lines: Vec<Value> = r.json_lines();
        let summary = lines.pop().expect("a summary line")["summary"].clone();
        (r, lines, summary)
    }
}

fn statuses(pods: &[Value]) -> Vec<(String, String)> {
    pods.iter()
        .map(|p| {
            (
                p["pod"].as_str().unwrap().to_string(),
                p["status"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

fn pairs(v: &[(&str, &str)]) -> Vec<(String, String)> {
    v.iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect()
}

#[test]
fn every_live_command_runs_on_all_pods() {
    let mut fleet = Fleet::new("fl_all", "");
    let (r, pods, summary) = fleet.json(&["--all-pods", "migrate", "run"]);
    r.expect_code(0);
    assert_eq!(
        statuses(&pods),
        pairs(&[("p0", "ok"), ("p1", "ok"), ("p2", "ok")])
    );
    assert_eq!(
        pods[0]["result"]["applied"].as_array().unwrap().len() as i64,
        MIGRATIONS
    );
    assert_eq!(summary["pods"], 3);
    assert_eq!(summary["ok"], 3);
    for (i, db) in fleet.dbs.iter_mut().enumerate() {
        db.exec(util::LEDGER_DDL);
        db.exec(&format!(
            "INSERT INTO inventory_levels VALUES (1, 1, 1, {})",
            10 + i
        ));
    }
    // Each command, all pods, results per pod.
    for (args, expect) in [
        (&["--all-pods", "migrate", "status"][..], "ok"),
        (&["--all-pods", "schema", "check"][..], "ok"),
        (&["--all-pods", "refill", "--all"][..], "ok"),
        (&["--all-pods", "status"][..], "ok"),
        (&["--all-pods", "reconcile"][..], "ok"),
        (&["--all-pods", "inspect-locks"][..], "ok"),
    ] {
        let (r, pods, summary) = fleet.json(args);
        assert_eq!(summary["pods"], 3, "{args:?}");
        for p in &pods {
            assert!(
                p["status"] == expect
                    || (matches!(args[1], "inspect-locks" | "schema") && p["status"] == "findings"),
                "{args:?}: {p:#}\n{}",
                r.stderr
            );
            assert!(
                p["result"].is_object(),
                "{args:?}: the command's own JSON: {p:#}"
            );
        }
    }
    // The refill filled each pod's pool from its own ledger.
    for (i, db) in fleet.dbs.iter_mut().enumerate() {
        let n: Vec<u64> = db.query("SELECT COUNT(*) FROM reservation_units");
        assert_eq!(n, [10 + i as u64]);
    }
    // --pods TAG and repeated --pod select, in rollout order.
    let (_, pods, _) = fleet.json(&["--pods", "low-traffic", "migrate", "status"]);
    assert_eq!(statuses(&pods), pairs(&[("p0", "ok"), ("p1", "ok")]));
    let (_, pods, _) = fleet.json(&["--pod", "p2", "--pod", "p0", "migrate", "status"]);
    assert_eq!(statuses(&pods), pairs(&[("p0", "ok"), ("p2", "ok")]));
    // The table: a section per pod and the results table with a total.
    let r = fleet.run(&["--all-pods", "migrate", "status"]);
    r.expect_code(0);
    assert!(r.stdout.contains("== pod p1: ok"), "{}", r.stdout);
    assert!(r.stdout.contains("total: 3"), "{}", r.stdout);
    // Bad selections: one clear message each.
    for (args, says) in [
        (
            &["--pod", "nope", "--pod", "p0", "migrate", "status"][..],
            "no such pod",
        ),
        (&["--pods", "nope", "migrate", "status"][..], "has that tag"),
        (&["--all-pods", "lint", "."][..], "lint reads files"),
        (
            &["--all-pods", "status", "--watch", "1"][..],
            "--watch follows one server",
        ),
    ] {
        let r = fleet.run(args);
        r.expect_code(2);
        assert!(r.stderr.contains(says), "{args:?}: {}", r.stderr);
    }
}

#[test]
fn a_down_pod_is_reported_and_the_others_finish() {
    let fleet = Fleet::new(
        "fl_down",
        "\n[pods.down]\nurl = \"mysql://poolctl@127.0.0.1:1/nothing\"\norder = 1\n",
    );
    let (r, pods, summary) = fleet.json(&["--all-pods", "migrate", "run", "--keep-going"]);
    r.expect_code(2);
    assert_eq!(
        statuses(&pods),
        pairs(&[("p0", "ok"), ("down", "failed"), ("p1", "ok"), ("p2", "ok")])
    );
    assert!(
        pods[1]["error"].as_str().unwrap().contains("cannot reach"),
        "{:#}",
        pods[1]
    );
    assert_eq!(
        (summary["ok"].as_u64(), summary["failed"].as_u64()),
        (Some(3), Some(1))
    );
    assert!(r.stderr.contains("down"), "{}", r.stderr);
}

/// A pod that accepts connections and never answers: reported as timed out
/// after --pod-timeout while the others finish.
#[test]
fn a_hanging_pod_times_out() {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    // Accept and hold connections, never sending the handshake.
    std::thread::spawn(move || {
        let mut held = Vec::new();
        for s in listener.incoming() {
            held.push(s);
        }
    });
    let fleet = Fleet::new(
        "fl_hang",
        &format!("\n[pods.hang]\nurl = \"mysql://poolctl@127.0.0.1:{port}/x\"\norder = 0\n"),
    );
    let started = Instant::now();
    let (r, pods, summary) = fleet.json(&[
        "--all-pods",
        "--connect-timeout",
        "60",
        "--pod-timeout",
        "3",
        "migrate",
        "status",
    ]);
    let took = started.elapsed();
    r.expect_code(2);
    let hang = pods.iter().find(|p| p["pod"] == "hang").unwrap();
    assert_eq!(hang["status"], "timed-out", "{hang:#}");
    assert_eq!(summary["timed_out"], 1);
    // The other three answered (fresh databases: pending migrations).
    assert_eq!(summary["ok"], 3, "{summary:#}");
    assert!(took < Duration::from_secs(30), "waited {took:?}");
}

/// `migrate run --all-pods` rolls out in order and stops at the first
/// failure; once fixed, the same command resumes (migrated pods are no-ops).
#[test]
fn rollout_stops_at_a_failing_pod_and_resumes() {
    let mut fleet = Fleet::new("fl_roll", "");
    // p1 cannot take V1: a table of that name is already there.
    fleet.dbs[1].exec("CREATE TABLE reservation_units (x INT)");
    let (r, pods, summary) = fleet.json(&["--all-pods", "migrate", "run"]);
    r.expect_code(2);
    assert_eq!(
        statuses(&pods),
        pairs(&[("p0", "ok"), ("p1", "failed"), ("p2", "not-run")])
    );
    assert!(
        pods[2]["error"]
            .as_str()
            .is_some_and(|e| e.contains("stopped at pod p1")),
        "{pods:#?}"
    );
    assert_eq!(summary["not_run"], 1);
    assert!(
        !fleet.dbs[2].table_exists("reservation_units"),
        "p2 untouched"
    );

    fleet.dbs[1].exec("DROP TABLE reservation_units");
    let (r, pods, _) = fleet.json(&["--all-pods", "migrate", "run"]);
    r.expect_code(0);
    assert_eq!(
        pods[0]["result"]["already_applied"], MIGRATIONS,
        "p0: nothing left: {:#}",
        pods[0]
    );
    assert!(pods[0]["result"]["applied"].is_null());
    for p in &pods[1..] {
        assert_eq!(
            p["result"]["applied"].as_array().unwrap().len() as i64,
            MIGRATIONS
        );
    }
}

/// A pod whose server dies in the middle of a refill across pods (kill -9 of
/// its mariadbd): reported with its error, the other pods finish, exit 2.
#[test]
fn a_pod_stopped_mid_run_is_reported_and_the_others_finish() {
    let (server, url) = util::PrivateServer::start("fleet-crash");
    let mut crashy = TestDb::on(&url, "fl_crash_x");
    let fleet = Fleet::new(
        "fl_crash",
        "\n[pods.crashy]\nurl_env = \"FLEET_CRASHY\"\norder = 9\n",
    );
    let run = |args: &[&str], failpoint: Option<&str>| {
        let mut c = fleet.cmd(args);
        c.env("FLEET_CRASHY", crashy.url());
        if let Some(f) = failpoint {
            c.env("POOLCTL_FAILPOINT", f);
        }
        c
    };
    Run::of(run(&["--all-pods", "migrate", "run"], None)).expect_code(0);
    for url in fleet.dbs.iter().map(|d| d.url()).chain([crashy.url()]) {
        let mut c = util::connect(&url);
        mysql::prelude::Queryable::query_drop(&mut c, util::LEDGER_DDL).unwrap();
        mysql::prelude::Queryable::query_drop(
            &mut c,
            "INSERT INTO inventory_levels VALUES (1,1,1,3),(1,2,1,3),(1,3,1,3),(1,4,1,3),(1,5,1,3)",
        )
        .unwrap();
    }
    // One row per transaction, 300 ms before each commit: about 4.5 s a pod.
    let started = Instant::now();
    let child = util::Child::start(
        run(
            &[
                "--all-pods",
                "refill",
                "--all",
                "--batch-size",
                "1",
                "--format",
                "json",
            ],
            Some("refill-pause-before-commit:300"),
        )
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped()),
    );
    // Crash it in the middle of its refill: some rows committed, a
    // transaction open at the failpoint.
    util::wait_until("the crashy pod to commit 3 rows", util::WAIT, || {
        crashy.query::<u64>("SELECT COUNT(*) FROM reservation_units")[0] >= 3
    });
    crashy.wait_for_failpoint("refill-pause-before-commit");
    server.crash();
    let r = child.finish();
    let took = started.elapsed();
    r.expect_code(2);
    // The three live pods ran at once (one after another: 13.5 s or more).
    assert!(
        took < Duration::from_secs(11),
        "pods did not run in parallel: {took:?}"
    );
    let mut lines: Vec<Value> = r.json_lines();
    let summary = lines.pop().unwrap()["summary"].clone();
    assert_eq!(
        statuses(&lines),
        pairs(&[
            ("p0", "ok"),
            ("p1", "ok"),
            ("p2", "ok"),
            ("crashy", "failed")
        ]),
        "{}",
        r.stdout
    );
    let err = lines[3]["error"].as_str().unwrap();
    assert!(err.contains("connection") || err.contains("lost"), "{err}");
    assert_eq!(
        (summary["ok"].as_u64(), summary["failed"].as_u64()),
        (Some(3), Some(1))
    );
    for db in &fleet.dbs {
        let mut c = util::connect(&db.url());
        let n: Option<u64> = mysql::prelude::Queryable::query_first(
            &mut c,
            "SELECT COUNT(*) FROM reservation_units",
        )
        .unwrap();
        assert_eq!(n, Some(15), "the live pods were filled");
    }
    drop(crashy);
}

/// On a terminal (a pty from `script`) the per-pod spinners draw from their
/// own threads: the run must finish, with its results table.
#[test]
fn fleet_on_a_terminal_finishes() {
    let fleet = Fleet::new("fl_tty", "");
    let mut t = Command::new("timeout");
    t.current_dir(fleet.dir.path())
        .env_remove("POOLCTL_CONFIG")
        .env_remove("POOLCTL_URL")
        .env_remove("MYSQL_PWD")
        .env("TERM", "xterm")
        .args(["60", "script", "-qec"])
        .arg(format!("{BIN} --all-pods migrate status"))
        .arg("/dev/null");
    for (i, db) in fleet.dbs.iter().enumerate() {
        t.env(format!("FLEET_POD_{i}"), db.url());
    }
    let o = t
        .output()
        .expect("timeout and script (util-linux) are installed");
    let text = String::from_utf8_lossy(&o.stdout);
    assert_eq!(o.status.code(), Some(0), "exit (124 = hung): {text}");
    assert!(text.contains("total: 3"), "{text}");
}

/// Issue 11 item 5: with the password `5`, output searched and replaced for
/// the password would read `"held": ***97`, mangle a port with a 5, and give
/// the password away by which characters it masks. Values are redacted
/// where they are produced (a URL never carries its password); every
/// number reaches the output intact.
#[test]
fn a_password_of_5_leaves_every_number_intact() {
    let mut fleet = Fleet::new("fl_five", "");
    let user = format!("five_{}", std::process::id());
    let urls: Vec<String> = fleet
        .dbs
        .iter_mut()
        .map(|db| db.user_with(&user, "5", "ALL PRIVILEGES"))
        .collect();
    let run = |fleet: &Fleet, args: &[&str]| {
        let mut c = fleet.cmd(args);
        for (i, u) in urls.iter().enumerate() {
            c.env(format!("FLEET_POD_{i}"), u);
        }
        Run::of(c)
    };
    run(&fleet, &["--all-pods", "migrate", "run"]).expect_code(0);
    for db in &mut fleet.dbs {
        db.exec(util::LEDGER_DDL);
        util::seed(
            db,
            &[util::Seed {
                key: (5, 55, 5),
                ledger: Some(1555),
                units: 15,
                holds: &[(597, false)],
                cap: None,
            }],
        );
    }
    let json = run(&fleet, &["--all-pods", "--format", "json", "status"]);
    let table = run(&fleet, &["--all-pods", "status"]);
    for db in &mut fleet.dbs {
        db.drop_user(&user);
    }
    json.expect_code(0);
    assert!(!json.stdout.contains('*'), "{}", json.stdout);
    let lines: Vec<Value> = json.json_lines();
    for (pod, url) in lines[..3].iter().zip(&urls) {
        let r = &pod["result"];
        let mut shown = url::Url::parse(url).unwrap();
        shown.set_password(None).unwrap();
        assert_eq!(r["target"], shown.as_str(), "{pod}");
        let p = &r["pools"][0];
        assert_eq!(
            (
                &p["shop"],
                &p["item"],
                &p["location"],
                &p["units"],
                &p["held"],
                &p["ledger"],
                &p["target"]
            ),
            (
                &Value::from(5),
                &Value::from(55),
                &Value::from(5),
                &Value::from(15),
                &Value::from(597),
                &Value::from(1555),
                &Value::from(958)
            ),
            "{pod}"
        );
        assert_eq!(r["totals"]["held"], 597, "{pod}");
    }
    assert_eq!(lines[3]["summary"]["pods"], 3);
    table.expect_code(0);
    assert!(!table.stdout.contains('*'), "{}", table.stdout);
    for n in ["1555", "597", "958"] {
        assert!(
            table.stdout.matches(n).count() >= 3,
            "{n}: {}",
            table.stdout
        );
    }
}
