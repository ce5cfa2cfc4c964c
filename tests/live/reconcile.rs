//! `poolctl reconcile` against the real MariaDB test server: seeded drift of
//! every class is found exactly, `--apply` repairs it and a second run finds
//! nothing; the chunked scan finds orphans between and after ledger keys and
//! resumes from a key; a repair never undoes a claim made meanwhile.

use crate::util;

use crate::util::{Run, Seed, TestDb, seed};
use mysql::prelude::Queryable;
#[allow(unused_imports)]
use mysql::prelude::Queryable as _;
use serde_json::Value;
use std::collections::BTreeMap;

type Key = (u64, u64, u64);

/// A migrated database with an empty ledger and a config that maps it.
fn setup(test: &str) -> TestDb {
    util::pool_db(test)
}

/// (P, H) of one pool.
fn pool(db: &mut TestDb, (a, b, c): Key) -> (u64, u64) {
    let r: Vec<(u64, u64)> = db.query(&format!(
        "SELECT (SELECT COUNT(*) FROM reservation_units WHERE shop_id = {a} AND inventory_item_id = {b} \
           AND inventory_group_id = {c}), \
         (SELECT CAST(COALESCE(SUM(quantity), 0) AS UNSIGNED) FROM reserved_quantities \
           WHERE shop_id = {a} AND inventory_item_id = {b} AND inventory_group_id = {c})"
    ));
    r[0]
}

/// Every row of the pool tables, to show a run wrote nothing.
fn fingerprint(db: &mut TestDb) -> String {
    let units: Vec<(u64, u64, u64, u64)> = db.query(
        "SELECT shop_id, inventory_item_id, inventory_group_id, id FROM reservation_units ORDER BY 1, 2, 3, 4",
    );
    let holds: Vec<(u64, u64, u64, String, u32)> = db.query(
        "SELECT shop_id, inventory_item_id, inventory_group_id, checkout_id, quantity \
         FROM reserved_quantities ORDER BY 1, 2, 3, 4",
    );
    format!("{units:?} {holds:?}")
}

/// `{"1:2:1": ["under-filled"], ...}` of a JSON report.
fn classes(report: &Value) -> BTreeMap<String, Vec<String>> {
    report["pools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                format!("{}:{}:{}", p["shop"], p["item"], p["location"]),
                p["classes"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|c| c.as_str().unwrap().to_string())
                    .collect(),
            )
        })
        .collect()
}

fn expected(pairs: &[(&str, &[&str])]) -> BTreeMap<String, Vec<String>> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.iter().map(|s| s.to_string()).collect()))
        .collect()
}

const EVERY_CLASS: &[Seed] = &[
    // At its target: clean.
    Seed {
        key: (1, 1, 1),
        ledger: Some(10),
        units: 10,
        holds: &[],
        cap: None,
    },
    // 4 of min(1000, 10): under-filled.
    Seed {
        key: (1, 2, 1),
        ledger: Some(10),
        units: 4,
        holds: &[],
        cap: None,
    },
    // P + H = 5 + 3 > L = 5: oversell risk.
    Seed {
        key: (1, 3, 1),
        ledger: Some(5),
        units: 5,
        holds: &[(3, false)],
        cap: None,
    },
    // 7 rows, cap 5: over cap.
    Seed {
        key: (1, 4, 1),
        ledger: Some(100),
        units: 7,
        holds: &[],
        cap: Some(5),
    },
    // An expired hold of 2 (P + H = L, at target otherwise).
    Seed {
        key: (1, 5, 1),
        ledger: Some(10),
        units: 8,
        holds: &[(2, true)],
        cap: None,
    },
    // Holds, no ledger row.
    Seed {
        key: (1, 6, 1),
        ledger: None,
        units: 0,
        holds: &[(2, false)],
        cap: None,
    },
    // Units, no ledger row.
    Seed {
        key: (1, 7, 1),
        ledger: None,
        units: 3,
        holds: &[],
        cap: None,
    },
    // Sold out: clean.
    Seed {
        key: (2, 1, 1),
        ledger: Some(0),
        units: 0,
        holds: &[],
        cap: None,
    },
];

#[test]
fn seeded_drift_of_every_class_is_found_and_repaired() {
    let mut db = setup("rc_every");
    seed(&mut db, EVERY_CLASS);
    let all = expected(&[
        ("1:2:1", &["under-filled"]),
        ("1:3:1", &["oversell-risk"]),
        ("1:4:1", &["over-cap"]),
        ("1:5:1", &["expired-holds"]),
        ("1:6:1", &["orphan-holds"]),
        ("1:7:1", &["orphan-pool"]),
    ]);

    // Read-only: exactly those pools, exit 1, nothing written.
    let before = fingerprint(&mut db);
    let r = db.run(&["reconcile", "--format", "json"]);
    r.expect_code(1);
    let j = r.json();
    assert_eq!(classes(&j), all, "{j:#}");
    assert_eq!(j["scanned"], 8);
    assert_eq!(j["drifted"], 6);
    for class in [
        "oversell-risk",
        "over-cap",
        "under-filled",
        "expired-holds",
        "orphan-holds",
        "orphan-pool",
    ] {
        assert_eq!(j["by_class"][class], 1, "{class}");
    }
    let e = &j["pools"].as_array().unwrap()[3];
    assert_eq!(
        (e["expired_holds"].as_u64(), e["holds"].as_u64()),
        (Some(1), Some(2))
    );
    assert_eq!(fingerprint(&mut db), before);

    // The dry run of --apply: the plan, nothing written.
    let r = db.run(&["reconcile", "--apply", "--dry-run", "--format", "json"]);
    r.expect_code(1);
    let j = r.json();
    let plan: Vec<(u64, u64, u64)> = j["pools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let r = &p["repair"];
            assert_eq!(r["status"], "planned");
            (
                r["released_holds"].as_u64().unwrap(),
                r["removed"].as_u64().unwrap(),
                r["added"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        plan,
        [
            (0, 0, 6),
            (0, 3, 0),
            (0, 2, 0),
            (1, 0, 2),
            (0, 0, 0),
            (0, 0, 0)
        ],
        "orphan pools are emptied only with --remove-orphans"
    );
    assert_eq!(fingerprint(&mut db), before);

    // --apply: every pool repaired but the orphans (a person decides, or
    // --remove-orphans for the pool rows).
    let r = db.run(&["reconcile", "--apply", "--format", "json"]);
    r.expect_code(1);
    let j = r.json();
    for p in j["pools"].as_array().unwrap() {
        assert_eq!(p["repair"]["status"], "repaired", "{p:#}");
        let left = p["repair"]["remaining"].as_array().unwrap();
        if p["item"] == 6 {
            assert_eq!(left, &[Value::from("orphan-holds")]);
        } else if p["item"] == 7 {
            assert_eq!(left, &[Value::from("orphan-pool")]);
        } else {
            assert!(left.is_empty(), "{p:#}");
        }
    }
    assert_eq!(
        pool(&mut db, (1, 1, 1)),
        (10, 0),
        "a clean pool is not touched"
    );
    assert_eq!(pool(&mut db, (1, 2, 1)), (10, 0), "refilled");
    assert_eq!(
        pool(&mut db, (1, 3, 1)),
        (2, 3),
        "trimmed to L - H; the live hold kept"
    );
    assert_eq!(pool(&mut db, (1, 4, 1)), (5, 0), "trimmed to the cap");
    assert_eq!(
        pool(&mut db, (1, 5, 1)),
        (10, 0),
        "expired hold released, units back"
    );
    assert_eq!(pool(&mut db, (1, 6, 1)), (0, 2), "orphan holds untouched");
    assert_eq!(
        pool(&mut db, (1, 7, 1)),
        (3, 0),
        "orphan pool kept without --remove-orphans"
    );
    let r = db.run(&[
        "reconcile",
        "--apply",
        "--remove-orphans",
        "--format",
        "json",
    ]);
    r.expect_code(1);
    assert_eq!(
        pool(&mut db, (1, 7, 1)),
        (0, 0),
        "orphan pool emptied on request"
    );
    assert_eq!(
        pool(&mut db, (1, 6, 1)),
        (0, 2),
        "orphan holds untouched, even then"
    );
    // Units added by the repair came from next_unit_id: no id twice.
    let dup: Vec<u64> = db.query(
        "SELECT COUNT(*) FROM reservation_units u JOIN pool_refill_state s USING \
         (shop_id, inventory_item_id, inventory_group_id) WHERE u.id >= s.next_unit_id",
    );
    assert_eq!(dup, [0]);

    // A second run finds only what --apply leaves to people.
    let r = db.run(&["reconcile", "--format", "json"]);
    r.expect_code(1);
    assert_eq!(
        classes(&r.json()),
        expected(&[("1:6:1", &["orphan-holds"])])
    );
    db.exec("DELETE FROM reserved_quantities WHERE inventory_item_id = 6");
    let r = db.run(&["reconcile"]);
    r.expect_code(0);
    assert!(r.stdout.contains("no drift"), "{}", r.stdout);
}

/// Issue 11 item 6: `--apply` with a user that may only read. Every drifted
/// pool needs a write (refill, trim, release), none may be reported
/// repaired, the header must not say repairs were applied, and a missing
/// grant exits 2, as the manual promises (docs/commands/README.md).
#[test]
fn apply_without_write_grants_repairs_nothing_and_says_so() {
    let mut db = setup("rc_select_only");
    seed(&mut db, &EVERY_CLASS[..5]);
    let user = format!("rc_ro_{}", std::process::id());
    let url = db.user_with(&user, &format!("pw-{user}"), "SELECT");
    let before = fingerprint(&mut db);
    let run = |args: &[&str]| Run::of(db.cmd().env("POOLCTL_URL", &url).args(args));
    let json = run(&["reconcile", "--apply", "--format", "json"]);
    let table = run(&["reconcile", "--apply"]);
    db.drop_user(&user);
    json.expect_code(2);
    let j = json.json();
    let pools = j["pools"].as_array().unwrap();
    assert_eq!(pools.len(), 4, "{j:#}");
    for p in pools {
        assert_eq!(p["repair"]["status"], "failed", "{p:#}");
        assert!(
            p["repair"]["reason"]
                .as_str()
                .unwrap()
                .contains("missing grant"),
            "{p:#}"
        );
        assert_eq!(p["repair"]["remaining"], p["classes"], "{p:#}");
    }
    assert!(json.stderr.contains("missing grant"), "{}", json.stderr);
    table.expect_code(2);
    assert!(
        !table.stdout.contains("repairs applied"),
        "{}",
        table.stdout
    );
    assert!(
        table
            .stdout
            .contains("4 with drift; --apply: 0 repaired, 0 skipped, 4 failed"),
        "{}",
        table.stdout
    );
    assert!(
        !table.stderr.contains(&format!("pw-{user}")),
        "{}",
        table.stderr
    );
    assert_eq!(fingerprint(&mut db), before, "nothing was written");
}

/// Chunks of 4 ledger keys; orphans sit between ledger keys, before the first
/// and after the last; `--resume-from` continues after a key.
#[test]
fn chunked_scan_finds_orphans_anywhere_and_resumes() {
    let mut db = setup("rc_chunks");
    let mut seeds = Vec::new();
    for item in 1..=10u64 {
        // Even items: a ledger row and a full pool; odd items: orphan units.
        seeds.push(Seed {
            key: (5, item * 10, 1),
            ledger: (item % 2 == 0).then_some(3),
            units: 3,
            holds: &[],
            cap: None,
        });
    }
    seeds.push(Seed {
        key: (1, 1, 1),
        ledger: None,
        units: 1,
        holds: &[],
        cap: None,
    });
    seeds.push(Seed {
        key: (9, 9, 9),
        ledger: None,
        units: 0,
        holds: &[(1, false)],
        cap: None,
    });
    seed(&mut db, &seeds);
    let r = db.run(&["reconcile", "--chunk-size", "2", "--format", "json"]);
    r.expect_code(1);
    let j = r.json();
    assert_eq!(j["scanned"], 12);
    let found: Vec<String> = classes(&j).into_keys().collect();
    assert_eq!(
        found,
        [
            "1:1:1", "5:10:1", "5:30:1", "5:50:1", "5:70:1", "5:90:1", "9:9:9"
        ]
    );
    // The same with one chunk for everything.
    let r = db.run(&["reconcile", "--chunk-size", "1000", "--format", "json"]);
    assert_eq!(classes(&r.json()).into_keys().collect::<Vec<_>>(), found);

    let r = db.run(&[
        "reconcile",
        "--chunk-size",
        "3",
        "--resume-from",
        "5:40:1",
        "--format",
        "json",
    ]);
    r.expect_code(1);
    let j = r.json();
    assert_eq!(j["resumed_from"], "5:40:1");
    assert_eq!(
        classes(&j).into_keys().collect::<Vec<_>>(),
        ["5:50:1", "5:70:1", "5:90:1", "9:9:9"]
    );
}

/// A claim that holds its hold row while reconcile --apply releases expired
/// holds: the repair waits for it, sees the claim's result afresh and never
/// undoes it (no double release, no oversell).
#[test]
fn apply_waits_for_and_respects_a_concurrent_claim() {
    let mut db = setup("rc_claim");
    seed(
        &mut db,
        &[Seed {
            key: (1, 1, 1),
            ledger: Some(10),
            units: 6,
            holds: &[(2, true), (2, true)],
            cap: None,
        }],
    );
    // The claim of co-0: lock the hold, then (after reconcile has started)
    // delete it and take its units off the ledger.
    let mut claim = util::connect(&db.url());
    claim
        .query_drop("SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED")
        .unwrap();
    claim.query_drop("BEGIN").unwrap();
    claim
        .query_drop(
            "SELECT quantity FROM reserved_quantities WHERE shop_id = 1 AND inventory_item_id = 1 \
             AND inventory_group_id = 1 AND checkout_id = 'co-0' FOR UPDATE",
        )
        .unwrap();
    let mut cmd = db.cmd();
    cmd.args(["reconcile", "--apply", "--format", "json"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped());
    let child = cmd.spawn().unwrap();
    // The repair reaches the hold row and waits on it.
    let repair = db.wait_for_statement("DELETE /* conn_tag:pool_reconcile */ FROM%");
    db.wait_until_blocked(repair.connection);
    claim
        .query_drop(
            "DELETE FROM reserved_quantities WHERE shop_id = 1 AND inventory_item_id = 1 \
             AND inventory_group_id = 1 AND checkout_id = 'co-0'",
        )
        .unwrap();
    claim
        .query_drop(
            "UPDATE inventory_levels SET available = available - 2 WHERE shop_id = 1 \
             AND inventory_item_id = 1 AND location_id = 1",
        )
        .unwrap();
    claim.query_drop("COMMIT").unwrap();
    let r = util::Run::finished(&cmd, child.wait_with_output().unwrap());
    r.expect_code(0);
    let j = r.json();
    let p = &j["pools"][0];
    assert_eq!(p["repair"]["status"], "repaired", "{j:#}");
    assert_eq!(
        p["repair"]["released_holds"], 1,
        "only co-1: co-0 was claimed, not released: {j:#}"
    );
    // L = 8 after the claim, no holds left: the pool holds 8, not 10.
    assert_eq!(pool(&mut db, (1, 1, 1)), (8, 0));
    let r = db.run(&["reconcile"]);
    r.expect_code(0);
}

#[test]
fn bad_input_is_one_clear_message() {
    let db = setup("rc_bad");
    let r = db.run(&["reconcile", "--resume-from", "1:2"]);
    r.expect_code(2);
    assert!(r.stderr.contains("SHOP:ITEM:LOCATION"), "{}", r.stderr);
    let r = db.run(&["reconcile", "--dry-run"]);
    r.expect_code(2);
    assert!(r.stderr.contains("--apply"), "{}", r.stderr);
    std::fs::write(db.dir.path().join("poolctl.toml"), "").unwrap();
    let r = db.run(&["reconcile"]);
    r.expect_code(2);
    assert!(r.stderr.contains("[ledger]"), "{}", r.stderr);
    assert_eq!(r.stderr.trim().lines().count(), 1, "{}", r.stderr);
}

/// A pool whose refill lock is held (a refill is running) is skipped by
/// --apply: its drift is reported as left and the exit status is 1.
#[test]
fn apply_skips_a_pool_whose_refill_lock_is_busy() {
    let mut db = util::pool_db("rc_busy");
    seed(
        &mut db,
        &[Seed {
            key: (1, 1, 1),
            ledger: Some(10),
            units: 2,
            holds: &[],
            cap: None,
        }],
    );
    let mut holder = util::connect(&db.url());
    let name = format!("poolctl.refill.{}.1.1.1", db.name);
    let got: Option<i64> = holder.exec_first("SELECT GET_LOCK(?, 0)", (name,)).unwrap();
    assert_eq!(got, Some(1));
    let r = db.run(&["reconcile", "--apply", "--format", "json"]);
    r.expect_code(1);
    let j = r.json();
    let p = &j["pools"][0];
    assert_eq!(p["repair"]["status"], "skipped", "{j:#}");
    assert_eq!(
        p["repair"]["remaining"],
        serde_json::json!(["under-filled"])
    );
    assert_eq!(pool(&mut db, (1, 1, 1)), (2, 0), "nothing written");
    drop(holder);
}

/// Issue 11 item 1: the connection is killed (`KILL CONNECTION` from another
/// session) exactly when reconcile starts a chunk's consistent snapshot (a
/// proxy holds that statement until the kill is done). The mysql crate's own
/// `start_transaction` unwraps that statement's error: this was a panic
/// (exit 101). It is a lost connection: the PARTIAL report of the chunks
/// read so far, and exit 2.
#[test]
fn a_connection_killed_at_a_chunks_snapshot_is_an_error_with_the_partial_report() {
    let mut db = setup("rc_killed");
    seed(&mut db, EVERY_CLASS);
    let proxy = util::HoldingProxy::start(&db.url(), b"WITH CONSISTENT SNAPSHOT", 2);
    let mut cmd = db.cmd();
    cmd.env("POOLCTL_URL", proxy.url(&db.url()))
        .args(["reconcile", "--chunk-size", "4", "--format", "json"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped());
    let child = cmd.spawn().unwrap();
    proxy.wait_held();
    let ids: Vec<u64> = db.query(&format!(
        "SELECT ID FROM information_schema.PROCESSLIST WHERE DB = '{}' AND ID <> CONNECTION_ID()",
        db.name
    ));
    assert_eq!(ids.len(), 1, "reconcile's one connection: {ids:?}");
    db.exec(&format!("KILL CONNECTION {}", ids[0]));
    db.wait_connection_gone(ids[0]);
    proxy.release();
    let r = Run::finished(&cmd, child.wait_with_output().unwrap());
    assert!(!r.stderr.contains("panicked"), "{}", r.stderr);
    r.expect_code(2);
    let j = r.json();
    assert_eq!(j["stopped_after"], "1:4:1", "{j:#}");
    assert_eq!(
        classes(&j),
        expected(&[
            ("1:2:1", &["under-filled"]),
            ("1:3:1", &["oversell-risk"]),
            ("1:4:1", &["over-cap"]),
        ]),
        "the first chunk's drift"
    );
    assert!(
        r.stderr.contains("the scan stopped after pool 1:4:1"),
        "{}",
        r.stderr
    );
}
