//! `poolctl cutover` against the private MariaDB: the state moves redis ->
//! shadow -> mysql only when each precondition holds (each refused with its
//! reason when it does not), a rollback always goes through, every change
//! has its audit row (an advance to mysql needs the legacy store, whose
//! holds it seeds: tested in `dual`), and across pods an advance is a
//! rollout that stops at the first pod refused and, run again, skips the
//! pods already advanced.

use crate::util::{self, BIN, Run, Seed, TestDb, seed};
use mysql::prelude::Queryable;
use serde_json::Value;
use std::process::Command;

/// A migrated database with one full pool.
fn filled(test: &str) -> TestDb {
    let mut db = util::pool_db(test);
    seed(
        &mut db,
        &[Seed {
            key: (1, 1, 1),
            ledger: Some(20),
            units: 20,
            holds: &[],
            cap: None,
        }],
    );
    db
}

/// A connection holding `db`'s replenisher leader lock, as a leading
/// `poolctl replenish` does; the lock goes with the connection.
pub(crate) fn leader(db: &TestDb) -> mysql::Conn {
    let mut c = util::connect(&db.url());
    let got: Option<i64> = c
        .exec_first(
            "SELECT GET_LOCK(?, 5)",
            (format!("poolctl.replenish.{}", db.name),),
        )
        .unwrap()
        .flatten();
    assert_eq!(got, Some(1));
    c
}

fn state(db: &mut TestDb) -> String {
    db.query::<String>("SELECT state FROM pool_cutover")
        .pop()
        .unwrap()
}

fn unmet(j: &Value) -> Vec<String> {
    j["conditions"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["holds"] == false)
        .map(|c| c["name"].as_str().unwrap().to_string())
        .collect()
}

/// `n` shadow operations counted a minute ago and `d` disagreements now.
fn shadow_traffic(db: &mut TestDb, n: u64, d: u64) {
    db.exec(&format!(
        "INSERT INTO shadow_operations (minute, shard, operations) \
         VALUES (FROM_UNIXTIME(UNIX_TIMESTAMP() DIV 60 * 60), 3, {n}) \
         ON DUPLICATE KEY UPDATE operations = operations + {n}"
    ));
    for i in 0..d {
        db.exec(&format!(
            "INSERT INTO shadow_disagreements (pod, shop_id, inventory_item_id, \
             inventory_group_id, checkout_id, operation, redis_answer, mysql_answer, \
             source_of_truth) VALUES ('', 1, 1, 1, 'co-{i}', 'reserve', 'granted 1', \
             'refused', 'redis')"
        ));
    }
}

#[test]
fn an_advance_waits_for_every_precondition_and_a_rollback_never_does() {
    let mut db = filled("co_way");
    // The advance to mysql seeds the legacy holds of a layout of its own.
    crate::dual::Legacy::new(&db, "co_way");
    let with_redis = |db: &TestDb, args: &[&str]| {
        let mut c = db.cmd();
        c.env("POOLCTL_REDIS_URL", crate::bench_open_loop::redis_url())
            .args(args);
        Run::of(c)
    };
    // Fresh: at redis; the next advance lacks a leader.
    let r = db.run(&["--format", "json", "cutover", "status"]);
    r.expect_code(1);
    let j = r.json();
    assert_eq!(j["state"], "redis");
    assert_eq!(j["changed_by"], "migration V6");
    assert_eq!(unmet(&j), ["leader"]);
    let text = db.run(&["cutover", "status"]);
    text.expect_code(1);
    assert!(
        text.stdout.contains("next advance: redis -> shadow"),
        "{}",
        text.stdout
    );
    assert!(text.stdout.contains("NOT MET"), "{}", text.stdout);
    assert!(
        text.stdout.contains("start poolctl replenish"),
        "{}",
        text.stdout
    );

    // Refused: nothing written, the reason named.
    let r = db.run(&["--format", "json", "cutover", "advance"]);
    r.expect_code(1);
    assert!(
        r.json()["refused"]
            .as_str()
            .unwrap()
            .contains("leader not met"),
        "{}",
        r.stdout
    );
    assert_eq!(state(&mut db), "redis");

    // With a leader: a dry run judges and writes nothing, then the advance.
    let _leader = leader(&db);
    let dry = db.run(&["--format", "json", "cutover", "advance", "--dry-run"]);
    dry.expect_code(0);
    assert_eq!(dry.json()["to"], "shadow");
    assert_eq!(dry.json()["changed"], false);
    assert_eq!(state(&mut db), "redis");
    let r = db.run(&[
        "--format", "json", "cutover", "advance", "--reason", "INC-1",
    ]);
    r.expect_code(0);
    assert_eq!(r.json()["changed"], true);
    assert_eq!(state(&mut db), "shadow");

    // To mysql: no shadow traffic yet, then too many disagreements.
    let r = db.run(&["--format", "json", "cutover", "advance"]);
    r.expect_code(1);
    assert_eq!(unmet(&r.json()), ["shadow-agreement"]);
    shadow_traffic(&mut db, 2000, 10);
    let r = db.run(&["--format", "json", "cutover", "advance"]);
    r.expect_code(1);
    let j = r.json();
    assert_eq!(j["evidence"]["shadow_operations"], 2000);
    assert_eq!(j["evidence"]["disagreements"], 10);
    let detail = j["conditions"][3]["detail"].as_str().unwrap();
    assert!(detail.contains("0.500%"), "{detail}");
    // Two steps at once are refused whatever the evidence.
    db.exec("UPDATE pool_cutover SET state = 'redis'");
    let r = db.run(&["cutover", "advance", "--to", "mysql"]);
    r.expect_code(1);
    assert!(r.stdout.contains("one step at a time"), "{}", r.stdout);
    db.exec("UPDATE pool_cutover SET state = 'shadow'");
    // A drained pool stops the advance too.
    db.exec("DELETE FROM reservation_units");
    let r = db.run(&[
        "--format",
        "json",
        "cutover",
        "advance",
        "--max-disagreement",
        "0.01",
    ]);
    r.expect_code(1);
    assert_eq!(unmet(&r.json()), ["pool-filled"]);
    db.run(&["refill", "--all"]).expect_code(0);
    let args = [
        "--format",
        "json",
        "cutover",
        "advance",
        "--max-disagreement",
        "0.01",
    ];
    // Seeding needs the legacy store: without it, one message.
    let r = db.run(&args);
    r.expect_code(2);
    assert!(r.stderr.contains("--redis-url"), "{}", r.stderr);
    assert_eq!(state(&mut db), "shadow");
    let r = with_redis(&db, &args);
    r.expect_code(0);
    assert_eq!(r.json()["seeding"]["before"]["scanned"], 0);
    assert_eq!(state(&mut db), "mysql");
    // At the end of the way: nothing to do, exit 0.
    let r = db.run(&["--format", "json", "cutover", "advance"]);
    r.expect_code(0);
    assert!(
        r.json()["nothing_to_do"]
            .as_str()
            .unwrap()
            .contains("already at mysql")
    );

    // The kill switch: with the pools drained, no leader and the ledger
    // mapping gone, a rollback still goes through, at once to redis.
    drop(_leader);
    db.exec("DELETE FROM reservation_units");
    std::fs::remove_file(db.dir.path().join("poolctl.toml")).unwrap();
    let r = db.run(&[
        "--format", "json", "cutover", "rollback", "--to", "redis", "--reason", "INC-2",
    ]);
    r.expect_code(0);
    let j = r.json();
    assert_eq!(j["changed"], true);
    assert!(
        j["evidence_error"].as_str().unwrap().contains("[ledger]"),
        "{j}"
    );
    assert_eq!(state(&mut db), "redis");
    let again = db.run(&["cutover", "rollback"]);
    again.expect_code(0);
    assert!(
        again.stdout.contains("already at redis"),
        "{}",
        again.stdout
    );

    // Every change audited, in order, with who and why.
    let audit: Vec<(String, String, String, String, String, String)> = db.query(
        "SELECT action, from_state, to_state, operator, account, evidence \
         FROM pool_cutover_audit ORDER BY id",
    );
    let steps: Vec<(&str, &str, &str)> = audit
        .iter()
        .map(|a| (a.0.as_str(), a.1.as_str(), a.2.as_str()))
        .collect();
    assert_eq!(
        steps,
        [
            ("advance", "redis", "shadow"),
            ("advance", "shadow", "mysql"),
            ("rollback", "mysql", "redis"),
        ]
    );
    for a in &audit {
        assert!(a.3.contains(" via poolctl "), "operator: {}", a.3);
        assert!(a.4.contains('@'), "account: {}", a.4);
        let ev: Value = serde_json::from_str(&a.5).unwrap();
        assert!(ev.get("conditions").is_some(), "{ev}");
    }
    assert!(audit[0].5.contains("INC-1"));
    assert!(audit[2].5.contains("INC-2"));
}

/// Three pods on one server, in the order a, b, c.
fn three_pods(test: &str) -> (Vec<TestDb>, tempfile::TempDir) {
    let dbs: Vec<TestDb> = ["a", "b", "c"]
        .iter()
        .map(|p| filled(&format!("{test}_{p}")))
        .collect();
    let dir = tempfile::tempdir().unwrap();
    let mut config = String::from(util::LEDGER_CONFIG);
    for (i, name) in ["a", "b", "c"].iter().enumerate() {
        config.push_str(&format!(
            "\n[pods.{name}]\nurl_env = \"CUTOVER_POD_{i}\"\norder = {i}\n"
        ));
    }
    std::fs::write(dir.path().join("poolctl.toml"), config).unwrap();
    (dbs, dir)
}

fn fleet(dbs: &[TestDb], dir: &tempfile::TempDir, args: &[&str]) -> Run {
    let mut c = Command::new(BIN);
    c.current_dir(dir.path())
        .env_remove("POOLCTL_CONFIG")
        .env_remove("POOLCTL_URL")
        .args(args);
    for (i, db) in dbs.iter().enumerate() {
        c.env(format!("CUTOVER_POD_{i}"), db.url());
    }
    Run::of(c)
}

fn statuses(lines: &[Value]) -> Vec<&str> {
    lines[..lines.len() - 1]
        .iter()
        .map(|l| l["status"].as_str().unwrap())
        .collect()
}

#[test]
fn an_advance_across_pods_is_a_rollout_that_resumes() {
    let (mut dbs, dir) = three_pods("co_fleet");
    // a and c have a leader, b has none.
    let _lead_a = leader(&dbs[0]);
    let _lead_c = leader(&dbs[2]);
    let states = |dbs: &mut [TestDb]| -> Vec<String> { dbs.iter_mut().map(state).collect() };
    // Without --to, running it again would advance pods twice: refused.
    let r = fleet(&dbs, &dir, &["--all-pods", "cutover", "advance"]);
    r.expect_code(2);
    assert!(r.stderr.contains("--to STATE"), "{}", r.stderr);
    // a advances, b is refused and the rollout stops before c.
    let to_shadow = [
        "--all-pods",
        "--format",
        "json",
        "cutover",
        "advance",
        "--to",
        "shadow",
    ];
    // (exit 2: pods were left out, as for any rollout that stopped.)
    let r = fleet(&dbs, &dir, &to_shadow);
    r.expect_code(2);
    assert_eq!(statuses(&r.json_lines()), ["ok", "findings", "not-run"]);
    assert_eq!(states(&mut dbs), ["shadow", "redis", "redis"]);
    // Fixed, run again: a is left alone, b and c advance.
    let _lead_b = leader(&dbs[1]);
    let r = fleet(&dbs, &dir, &to_shadow);
    r.expect_code(0);
    let lines = r.json_lines();
    assert_eq!(statuses(&lines), ["ok", "ok", "ok"]);
    assert!(
        lines[0]["result"]["nothing_to_do"]
            .as_str()
            .unwrap()
            .contains("already at shadow"),
        "{}",
        lines[0]
    );
    assert_eq!(states(&mut dbs), ["shadow", "shadow", "shadow"]);
    let audited: Vec<u64> = dbs
        .iter_mut()
        .map(|db| db.query::<u64>("SELECT COUNT(*) FROM pool_cutover_audit")[0])
        .collect();
    assert_eq!(audited, [1, 1, 1]);
}

#[test]
fn a_rollout_by_traffic_advances_the_quietest_pods_first() {
    let (mut dbs, dir) = three_pods("co_order");
    let _leaders: Vec<mysql::Conn> = dbs.iter().map(leader).collect();
    for (db, n) in dbs.iter_mut().zip([500, 0, 100]) {
        shadow_traffic(db, n, 0);
    }
    let r = fleet(
        &dbs,
        &dir,
        &[
            "--all-pods",
            "--format",
            "json",
            "cutover",
            "advance",
            "--to",
            "shadow",
            "--order",
            "traffic",
        ],
    );
    r.expect_code(0);
    let lines = r.json_lines();
    let order: Vec<&str> = lines[..3]
        .iter()
        .map(|l| l["pod"].as_str().unwrap())
        .collect();
    assert_eq!(order, ["b", "c", "a"]);
    assert!(
        r.stderr.contains(
            "rollout order by shadow operations in the last 600s: b (0), c (100), a (500)"
        ),
        "{}",
        r.stderr
    );
    assert!(dbs.iter_mut().all(|db| state(db) == "shadow"));
}
