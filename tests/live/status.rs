//! `poolctl status` against the real MariaDB test server: fill against target,
//! drained pools first, holds by age, expired holds, oldest hold, last refill,
//! totals, scopes, exit status and --watch.

use crate::util;

use crate::util::{Seed, seed};
use serde_json::Value;

fn items(j: &Value) -> Vec<u64> {
    j["pools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["item"].as_u64().unwrap())
        .collect()
}

#[test]
fn status_ranks_drained_pools_first_and_adds_up() {
    let mut db = util::pool_db("st_rank");
    seed(
        &mut db,
        &[
            // Full: 10 of min(1000, 10).
            Seed {
                key: (1, 1, 1),
                ledger: Some(10),
                units: 10,
                holds: &[],
                cap: None,
            },
            // Drained: empty, 7 behind it (10 - 3 held).
            Seed {
                key: (1, 2, 1),
                ledger: Some(10),
                units: 0,
                holds: &[(3, false)],
                cap: None,
            },
            // Half full, one expired hold.
            Seed {
                key: (1, 3, 1),
                ledger: Some(20),
                units: 9,
                holds: &[(2, true)],
                cap: None,
            },
            // Sold out: target 0, not drained.
            Seed {
                key: (1, 4, 1),
                ledger: Some(0),
                units: 0,
                holds: &[],
                cap: None,
            },
            // Another shop.
            Seed {
                key: (2, 1, 1),
                ledger: Some(5),
                units: 5,
                holds: &[],
                cap: None,
            },
        ],
    );
    // Ages: the drained pool's hold is 7 minutes old, the expired one 20.
    db.exec(
        "UPDATE reserved_quantities SET created_at = NOW(6) - INTERVAL 7 MINUTE WHERE inventory_item_id = 2",
    );
    db.exec(
        "UPDATE reserved_quantities SET created_at = NOW(6) - INTERVAL 20 MINUTE WHERE inventory_item_id = 3",
    );
    db.exec(
        "UPDATE pool_refill_state SET last_refill_at = NOW(6) - INTERVAL 90 SECOND WHERE inventory_item_id = 1",
    );

    let r = db.run(&["status", "--format", "json"]);
    r.expect_code(1);
    let j = r.json();
    assert_eq!(
        items(&j),
        [2, 3, 1, 1, 4],
        "drained, emptiest, full, sold out: {j:#}"
    );
    let p = &j["pools"][0];
    assert_eq!(p["drained"], true);
    assert_eq!(p["target"], 7);
    assert_eq!(p["holds_by_age"], serde_json::json!([0, 0, 1, 0]));
    assert!(
        p["oldest_hold_secs"]
            .as_u64()
            .is_some_and(|s| (419..=480).contains(&s)),
        "{p:#}"
    );
    let half = &j["pools"][1];
    assert_eq!(half["target"], 18);
    assert_eq!(half["expired_holds"], 1);
    assert_eq!(half["holds_by_age"], serde_json::json!([0, 0, 0, 1]));
    assert!((half["fill_percent"].as_f64().unwrap() - 50.0).abs() < 0.01);
    let full = j["pools"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["shop"] == 1 && p["item"] == 1)
        .unwrap();
    assert!(
        full["last_refill_secs"]
            .as_u64()
            .is_some_and(|s| (89..=150).contains(&s))
    );
    let sold_out = &j["pools"][4];
    assert_eq!(
        (
            sold_out["drained"].as_bool(),
            sold_out["fill_percent"].is_null()
        ),
        (Some(false), true)
    );
    let t = &j["totals"];
    assert_eq!(t["pools"], 5);
    assert_eq!(t["drained"], 1);
    assert_eq!(t["units"], 24);
    assert_eq!(t["target"], 40);
    assert_eq!(t["held"], 5);
    assert_eq!(t["expired_holds"], 1);

    // Scopes: one shop (clean: exit 0), one pool.
    let r = db.run(&["status", "--shop", "2", "--format", "json"]);
    r.expect_code(0);
    assert_eq!(r.json()["totals"]["pools"], 1);
    let r = db.run(&[
        "status",
        "--shop",
        "1",
        "--item",
        "3",
        "--location",
        "1",
        "--format",
        "json",
    ]);
    r.expect_code(1);
    assert_eq!(items(&r.json()), [3]);

    // The table names the runbooks; --show trims the list, not the totals.
    let r = db.run(&["status", "--show", "2"]);
    r.expect_code(1);
    assert!(r.stdout.contains("DRAINED"), "{}", r.stdout);
    assert!(
        r.stdout
            .contains("runbooks/pool.md#pool-drained-during-a-flash-sale")
    );
    assert!(
        r.stdout
            .contains("runbooks/pool.md#expired-holds-piling-up")
    );
    assert!(r.stdout.contains("and 3 more pool(s)"), "{}", r.stdout);

    // --watch: one JSON document per sample.
    let r = db.run(&[
        "status",
        "--shop",
        "2",
        "--watch",
        "0.2",
        "--samples",
        "3",
        "--format",
        "json",
    ]);
    r.expect_code(0);
    let samples: Vec<Value> = r.json_lines();
    assert_eq!(samples.len(), 3);
    assert_eq!(samples[2]["sample"], 3);
    assert_eq!(samples[2]["totals"]["units"], 5);
}

#[test]
fn status_without_a_ledger_mapping_says_what_to_add() {
    let db = util::TestDb::new("st_noledger");
    let r = db.run(&["status"]);
    r.expect_code(2);
    assert!(r.stderr.contains("[ledger]"), "{}", r.stderr);
    let db = util::pool_db("st_notables");
    let mut admin = util::connect(&db.url());
    mysql::prelude::Queryable::query_drop(&mut admin, "DROP TABLE reserved_quantities").unwrap();
    let r = db.run(&["status"]);
    r.expect_code(2);
    assert!(r.stderr.contains("migrate run"), "{}", r.stderr);
}

/// A pool above its target (the ledger fell under what it holds) is flagged
/// right after the drained ones and fails the exit status.
#[test]
fn status_flags_pools_over_target() {
    let mut db = util::pool_db("st_over");
    seed(
        &mut db,
        &[
            Seed {
                key: (1, 1, 1),
                ledger: Some(10),
                units: 10,
                holds: &[],
                cap: None,
            },
            Seed {
                key: (1, 2, 1),
                ledger: Some(2),
                units: 6,
                holds: &[],
                cap: None,
            },
        ],
    );
    let r = db.run(&["status", "--format", "json"]);
    r.expect_code(1);
    let j = r.json();
    assert_eq!(items(&j), [2, 1]);
    assert_eq!(j["pools"][0]["over_target"], true);
    assert_eq!(j["totals"]["over_target"], 1);
    let r = db.run(&["status"]);
    assert!(r.stdout.contains("OVER"), "{}", r.stdout);
    assert!(
        r.stdout.contains("runbooks/pool.md#pool-over-target"),
        "{}",
        r.stdout
    );
}

/// Issue 11 item 1, for status: its snapshot's START TRANSACTION meets a
/// killed connection (held by a proxy until the kill is done): an error
/// (exit 2), not a panic in the mysql crate.
#[test]
fn a_connection_killed_at_the_snapshot_is_an_error() {
    let mut db = util::pool_db("st_killed");
    seed(
        &mut db,
        &[Seed {
            key: (1, 1, 1),
            ledger: Some(10),
            units: 4,
            holds: &[],
            cap: None,
        }],
    );
    let proxy = util::HoldingProxy::start(&db.url(), b"WITH CONSISTENT SNAPSHOT", 1);
    let mut cmd = db.cmd();
    cmd.env("POOLCTL_URL", proxy.url(&db.url()))
        .args(["status", "--format", "json"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped());
    let child = cmd.spawn().unwrap();
    proxy.wait_held();
    let ids: Vec<u64> = db.query(&format!(
        "SELECT ID FROM information_schema.PROCESSLIST WHERE DB = '{}' AND ID <> CONNECTION_ID()",
        db.name
    ));
    assert_eq!(ids.len(), 1, "status's one connection: {ids:?}");
    db.exec(&format!("KILL CONNECTION {}", ids[0]));
    db.wait_connection_gone(ids[0]);
    proxy.release();
    let r = util::Run::finished(&cmd, child.wait_with_output().unwrap());
    assert!(!r.stderr.contains("panicked"), "{}", r.stderr);
    r.expect_code(2);
    assert!(r.stderr.contains("reading pool status"), "{}", r.stderr);
    assert_eq!(r.stderr.trim().lines().count(), 1, "{}", r.stderr);
}

/// The ledger is the application's table: a row whose shop, item or
/// location is NULL, or negative in a signed column, names no pool. Every
/// command that lists pools from the ledger leaves it out and says so once,
/// instead of the driver panicking on the NULL (exit 101, the service dead at
/// its next sweep) or `CAST(-1 AS UNSIGNED)` naming a pool no lookup by the
/// real key finds (reconcile then "repaired" it with nothing written, on
/// every run).
#[test]
fn ledger_rows_that_name_no_pool_are_left_out_and_reported() {
    let db = signed_ledger("st_unkeyed", "(1, 3, 1, 7), (1, 7, NULL, 4), (-1, 5, 1, 3)");
    let warned = |r: &util::Run| {
        assert!(
            r.stderr
                .contains("2 row(s) of the ledger table inv have a NULL or negative"),
            "{}",
            r.stderr
        );
        assert!(!r.stderr.contains("panicked"), "{}", r.stderr);
    };
    // Before any refill the good pool is drained: exit 1, and only it is listed.
    let r = db.run(&["status", "--format", "json"]);
    r.expect_code(1);
    warned(&r);
    assert_eq!(items(&r.json()), vec![3]);
    let r = db.run(&["refill", "--all", "--format", "json"]);
    r.expect_code(0);
    warned(&r);
    assert_eq!(r.json()["summary"]["rows_added"], 7);
    let r = db.run(&["reconcile", "--apply", "--format", "json"]);
    r.expect_code(0);
    warned(&r);
    assert_eq!(r.json()["drifted"], 0, "{}", r.stdout);
    let r = db.run(&["replenish", "--once", "--format", "json"]);
    assert!(
        matches!(r.code, Some(0) | Some(1)),
        "{:?}: {}",
        r.code,
        r.stderr
    );
    assert!(!r.stderr.contains("panicked"), "{}", r.stderr);
    // One pool by its key: no warning about rows that are not it.
    let r = db.run(&["status", "--shop", "1", "--item", "3", "--location", "1"]);
    r.expect_code(0);
    assert!(!r.stderr.contains("warning"), "{}", r.stderr);
}

/// Two ledger rows for one pool (a mapping whose key columns do not
/// identify a row): status and reconcile refuse, as refill does, instead of
/// showing the stock of whichever row the server returned last.
#[test]
fn a_ledger_that_names_a_pool_twice_is_refused() {
    let db = signed_ledger("st_dupkey", "(1, 3, 1, 7), (1, 3, 1, 10), (1, 4, 1, 2)");
    for cmd in [&["status"][..], &["reconcile"][..]] {
        let r = db.run(cmd);
        r.expect_code(2);
        assert!(
            r.stderr
                .contains("the ledger has more than one row for shop 1 item 3 location 1"),
            "{cmd:?}: {}",
            r.stderr
        );
    }
    let r = db.run(&["refill", "--shop", "1", "--item", "3", "--location", "1"]);
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    assert!(r.stdout.contains("more than one row"), "{}", r.stdout);
}

/// Reconcile (and the replenisher's sweep) read the ledger a chunk at a time
/// in key order, each chunk after the last key of the one before. Two rows
/// for one pool on either side of a chunk's end were never compared, and
/// worse, the second was never read: the next chunk starts past that key. So
/// the pool's stock was whichever row came first, without a word. Here the
/// two rows of item 2 are the 2nd and 3rd in key order: `--chunk-size 2`
/// ends the first chunk between them, `--chunk-size 1` ends the second.
#[test]
fn a_pool_named_twice_across_a_chunk_boundary_is_refused() {
    let mut db = signed_ledger(
        "st_dupedge",
        "(1, 1, 1, 5), (1, 2, 1, 7), (1, 2, 1, 10), (1, 3, 1, 2), (1, 4, 1, 1)",
    );
    let refused = |cmd: &[&str]| {
        let r = db.run(cmd);
        r.expect_code(2);
        assert!(
            r.stderr
                .contains("the ledger has more than one row for shop 1 item 2 location 1"),
            "{cmd:?}: {}",
            r.stderr
        );
        // Resuming would meet the same rows: no --resume-from offered.
        assert!(!r.stderr.contains("--resume-from"), "{cmd:?}: {}", r.stderr);
    };
    for size in ["1", "2", "3", "4", "5"] {
        refused(&["reconcile", "--chunk-size", size]);
        refused(&["reconcile", "--apply", "--chunk-size", size]);
    }
    let r = db.run(&["replenish", "--once", "--chunk-size", "2"]);
    r.expect_code(2);
    assert!(
        r.stderr
            .contains("more than one row for shop 1 item 2 location 1")
            || r.stdout
                .contains("more than one row for shop 1 item 2 location 1"),
        "{}{}",
        r.stdout,
        r.stderr
    );
    // Without the duplicate the same chunk sizes scan every pool.
    db.exec("DELETE FROM inv WHERE inventory_item_id = 2 AND available = 10");
    for size in ["1", "2", "5"] {
        let r = db.run(&["reconcile", "--chunk-size", size, "--format", "json"]);
        assert!(matches!(r.code, Some(0) | Some(1)), "{size}: {}", r.stderr);
        assert_eq!(r.json()["scanned"], 4, "{size}: {}", r.stdout);
    }
}

/// A ledger keyed by text: the chunked scans (reconcile, the replenisher's
/// sweep) page the ledger in its own key order, where '10' comes before '9',
/// so chunks overlapped and skipped pools (reconcile reported pools with a
/// ledger row as orphans at --chunk-size 1, and one pool twice at 3). They
/// refuse it up front, naming the column and `schema check`.
#[test]
fn a_ledger_keyed_by_text_is_refused_by_the_chunked_scans() {
    let mut db = util::TestDb::new("st_textkey");
    db.run(&["migrate", "run"]).expect_code(0);
    db.exec(
        "CREATE TABLE inv (shop_id VARCHAR(10), inventory_item_id VARCHAR(10), \
         location_id VARCHAR(10), available INT, \
         PRIMARY KEY (shop_id, inventory_item_id, location_id)) ENGINE=InnoDB",
    );
    db.exec("INSERT INTO inv VALUES ('4','1','1',5), ('4','1','2',5), ('4','1','10',5), ('4','1','9',5)");
    db.config_file("[ledger]\ntable = \"inv\"\nlocation_column = \"location_id\"\n");
    for cmd in [
        &["reconcile"][..],
        &["reconcile", "--chunk-size", "1"][..],
        &["reconcile", "--apply", "--chunk-size", "3"][..],
        &["replenish", "--once"][..],
    ] {
        let r = db.run(cmd);
        r.expect_code(2);
        let said = format!("{}{}", r.stdout, r.stderr);
        assert!(
            said.contains("shop_id is varchar(10), inventory_item_id is varchar(10), location_id is varchar(10)"),
            "{cmd:?}: {said}"
        );
        assert!(said.contains("schema check"), "{cmd:?}: {said}");
    }
    // Nothing was written by the refused --apply.
    let units: Vec<u64> = db.query("SELECT COUNT(*) FROM reservation_units");
    assert_eq!(units, vec![0]);
}

/// A migrated database whose ledger is an application table with nullable,
/// signed keys and no key of its own, holding `rows`, mapped in poolctl.toml.
fn signed_ledger(test: &str, rows: &str) -> util::TestDb {
    let mut db = util::TestDb::new(test);
    db.run(&["migrate", "run"]).expect_code(0);
    db.exec(
        "CREATE TABLE inv (shop_id BIGINT, inventory_item_id BIGINT, location_id BIGINT, \
         available BIGINT) ENGINE=InnoDB",
    );
    db.exec(&format!("INSERT INTO inv VALUES {rows}"));
    db.config_file("[ledger]\ntable = \"inv\"\nlocation_column = \"location_id\"\n");
    db
}
