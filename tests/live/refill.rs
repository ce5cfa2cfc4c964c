//! `poolctl refill` against the real MariaDB test server: the invariants of
//! DOMAIN.md (P + H <= L, P <= C, no duplicate unit, P = min(C, L - H) after a
//! refill) under concurrent refills, reserves, busy locks, kill -9 and a killed
//! connection; and proof that the checks can fail (a refill that counts the
//! holds and the pool in two reads over-fills).

use crate::util;

use crate::util::{Child, PrivateServer, Run, TestDb, stock};
use mysql::prelude::Queryable;
use mysql::{IsolationLevel, TxOpts};
use std::process::Stdio;
use std::time::{Duration, Instant};

type Key = (u64, u64, u64);

/// A migrated database with an empty ledger and a config that maps it.
fn setup(test: &str) -> TestDb {
    util::pool_db(test)
}

fn cap(db: &mut TestDb, (s, i, l): Key, cap: u32) {
    db.exec(&format!(
        "INSERT INTO pool_caps (shop_id, inventory_item_id, inventory_group_id, cap) \
         VALUES ({s}, {i}, {l}, {cap}) ON DUPLICATE KEY UPDATE cap = VALUES(cap)"
    ));
}

/// One pool as one statement saw it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Pool {
    key: Key,
    ledger: i64,
    units: i64,
    holds: i64,
    cap: i64,
}

impl Pool {
    fn target(&self) -> i64 {
        (self.ledger - self.holds).max(0).min(self.cap)
    }
}

/// Every ledger pool's L, P, H and C in ONE statement (one consistent read).
fn snapshot(conn: &mut impl Queryable) -> Vec<Pool> {
    let rows: Vec<(u64, u64, u64, i64, i64, i64, i64)> = conn
        .query(
            "SELECT l.shop_id, l.inventory_item_id, l.location_id, l.available,
               (SELECT COUNT(*) FROM reservation_units u WHERE u.shop_id = l.shop_id
                  AND u.inventory_item_id = l.inventory_item_id AND u.inventory_group_id = l.location_id),
               (SELECT CAST(COALESCE(SUM(h.quantity), 0) AS SIGNED) FROM reserved_quantities h WHERE h.shop_id = l.shop_id
                  AND h.inventory_item_id = l.inventory_item_id AND h.inventory_group_id = l.location_id),
               COALESCE((SELECT c.cap FROM pool_caps c WHERE c.shop_id = l.shop_id
                  AND c.inventory_item_id = l.inventory_item_id AND c.inventory_group_id = l.location_id), 1000)
             FROM inventory_levels l ORDER BY 1, 2, 3",
        )
        .unwrap();
    rows.into_iter()
        .map(|(s, i, l, ledger, units, holds, cap)| Pool {
            key: (s, i, l),
            ledger,
            units,
            holds,
            cap,
        })
        .collect()
}

/// P + H <= L, P <= C, and every unit's id was handed out by its pool's
/// refill-state row (below next_unit_id), so no id can ever be handed out
/// twice. (The primary key makes an id unique within its pool.)
#[track_caller]
fn assert_invariants(conn: &mut impl Queryable) {
    for p in snapshot(conn) {
        assert!(p.units + p.holds <= p.ledger.max(0), "oversell: {p:?}");
        assert!(p.units <= p.cap, "over cap: {p:?}");
    }
    let stray: Option<u64> = conn
        .query_first(
            "SELECT COUNT(*) FROM reservation_units u LEFT JOIN pool_refill_state s
               ON s.shop_id = u.shop_id AND s.inventory_item_id = u.inventory_item_id
              AND s.inventory_group_id = u.inventory_group_id
             WHERE s.next_unit_id IS NULL OR u.id >= s.next_unit_id",
        )
        .unwrap();
    assert_eq!(
        stray,
        Some(0),
        "units with ids not handed out by next_unit_id"
    );
}

#[track_caller]
fn assert_converged(conn: &mut impl Queryable) {
    assert_invariants(conn);
    for p in snapshot(conn) {
        assert_eq!(p.units, p.target(), "not at min(C, L - H): {p:?}");
    }
}

fn units(db: &mut TestDb) -> u64 {
    db.query::<u64>("SELECT COUNT(*) FROM reservation_units")[0]
}

fn read_committed(conn: &mut mysql::Conn) -> mysql::Transaction<'_> {
    conn.start_transaction(
        TxOpts::default().set_isolation_level(Some(IsolationLevel::ReadCommitted)),
    )
    .unwrap()
}

/// The reference reserve (examples/app-sql/reserve.sql): q units of one pool
/// move to a hold in one READ COMMITTED transaction. False when the pool had
/// fewer than q free units.
fn reserve(conn: &mut mysql::Conn, key: Key, q: usize, checkout: &str) -> bool {
    reserve_for(conn, key, q, checkout, 600)
}

/// [`reserve`] with a hold that expires after `ttl_secs`.
fn reserve_for(
    conn: &mut mysql::Conn,
    (s, i, l): Key,
    q: usize,
    checkout: &str,
    ttl_secs: u64,
) -> bool {
    let mut tx = read_committed(conn);
    let ids: Vec<u64> = tx
        .exec(
            "SELECT id FROM reservation_units WHERE shop_id = ? AND inventory_item_id = ? \
             AND inventory_group_id = ? LIMIT ? FOR UPDATE SKIP LOCKED",
            (s, i, l, q as u64),
        )
        .unwrap();
    if ids.len() < q {
        tx.rollback().unwrap();
        return false;
    }
    let list = ids.iter().map(u64::to_string).collect::<Vec<_>>().join(",");
    tx.query_drop(format!(
        "DELETE FROM reservation_units WHERE shop_id = {s} AND inventory_item_id = {i} \
         AND inventory_group_id = {l} AND id IN ({list})"
    ))
    .unwrap();
    tx.exec_drop(
        "INSERT INTO reserved_quantities (shop_id, inventory_item_id, inventory_group_id, \
         checkout_id, quantity, expires_at) VALUES (?, ?, ?, ?, ?, CURRENT_TIMESTAMP(6) + INTERVAL ? SECOND)",
        (s, i, l, checkout, q as u64, ttl_secs),
    )
    .unwrap();
    tx.commit().unwrap();
    true
}

/// The lock-name statement of sql/refill_lock.sql, as an application runs it.
fn sql_lock_name(db: &mut TestDb, (s, i, l): Key) -> String {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/sql/refill_lock.sql"))
        .unwrap();
    let code: String = text
        .lines()
        .filter(|l| !l.trim_start().starts_with("--"))
        .collect::<Vec<_>>()
        .join("\n");
    let first = code
        .split(';')
        .map(str::trim)
        .find(|s| !s.is_empty())
        .unwrap();
    db.admin
        .exec_first::<String, _, _>(first, (s, i, l))
        .unwrap()
        .unwrap()
}

fn refill_json(db: &TestDb, args: &[&str]) -> (Run, serde_json::Value) {
    let mut all = vec!["refill", "--format", "json"];
    all.extend_from_slice(args);
    let r = db.run(&all);
    let j = r.json();
    (r, j)
}

fn spawn(db: &TestDb, args: &[&str], failpoint: Option<&str>) -> Child {
    let mut c = db.cmd();
    c.arg("refill").args(args);
    if let Some(f) = failpoint {
        c.env("POOLCTL_FAILPOINT", f);
    }
    util::Child::start(c.stdout(Stdio::piped()).stderr(Stdio::piped()))
}

#[test]
fn dry_run_prints_the_plan_and_writes_nothing() {
    let mut db = setup("refill_dry");
    stock(&mut db, (1, 100, 1), 5000);
    stock(&mut db, (1, 101, 2), 12);
    stock(&mut db, (1, 103, 2), 0);
    let (r, j) = refill_json(&db, &["--all", "--dry-run", "--batch-size", "300"]);
    r.expect_code(0);
    assert_eq!(j["dry_run"], true);
    let pools = j["pools"].as_array().unwrap();
    assert_eq!(pools.len(), 2, "--all takes pools with stock only: {j}");
    assert_eq!(pools[0]["status"], "would-fill");
    assert_eq!(pools[0]["before"], 0);
    assert_eq!(pools[0]["target"], 1000);
    assert_eq!(pools[0]["added"], 1000);
    assert_eq!(pools[0]["transactions"], 4);
    assert_eq!(pools[1]["target"], 12);
    assert_eq!(j["summary"]["rows_to_add"], 1012);

    let table = db.run(&["refill", "--all", "--dry-run"]);
    table.expect_code(0);
    assert!(
        table.stdout.contains("nothing was written"),
        "{}",
        table.stdout
    );
    assert!(table.stdout.contains("would-fill"), "{}", table.stdout);
    assert!(table.stdout.contains("1012 row(s)"), "{}", table.stdout);

    assert_eq!(units(&mut db), 0);
    assert_eq!(
        db.query::<u64>("SELECT COUNT(*) FROM pool_refill_state")[0],
        0
    );
}

#[test]
fn refill_fills_to_target_and_a_second_run_changes_nothing() {
    let mut db = setup("refill_fill");
    stock(&mut db, (1, 100, 1), 5000); // cap binds: 1000
    stock(&mut db, (1, 101, 1), 40); // ledger binds
    stock(&mut db, (1, 102, 1), 30); // pool_caps binds
    cap(&mut db, (1, 102, 1), 7);
    stock(&mut db, (2, 200, 1), 9); // holds count against the ledger
    db.exec(
        "INSERT INTO reserved_quantities (shop_id, inventory_item_id, inventory_group_id, checkout_id, \
         quantity, expires_at) VALUES (2, 200, 1, 'c1', 4, NOW() + INTERVAL 1 HOUR)",
    );
    let (r, j) = refill_json(&db, &["--all", "--batch-size", "333"]);
    r.expect_code(0);
    assert_eq!(j["summary"]["filled"], 4, "{j}");
    assert_eq!(j["summary"]["rows_added"], 1000 + 40 + 7 + 5);
    assert_eq!(
        j["pools"][0]["transactions"], 4,
        "1000 rows in batches of 333"
    );
    assert_converged(&mut db.admin);
    let next: Vec<u64> = db.query(
        "SELECT next_unit_id FROM pool_refill_state WHERE shop_id = 1 AND inventory_item_id = 100",
    );
    assert_eq!(next, vec![1001]);

    let ids_before: Vec<(u64, u64, u64, u64)> =
        db.query("SELECT shop_id, inventory_item_id, inventory_group_id, id FROM reservation_units ORDER BY 1, 2, 3, 4");
    let (r, j) = refill_json(&db, &["--all"]);
    r.expect_code(0);
    assert_eq!(j["summary"]["rows_added"], 0);
    assert_eq!(j["summary"]["at_target"], 4);
    let ids_after: Vec<(u64, u64, u64, u64)> =
        db.query("SELECT shop_id, inventory_item_id, inventory_group_id, id FROM reservation_units ORDER BY 1, 2, 3, 4");
    assert_eq!(ids_before, ids_after, "a second refill changes nothing");

    // The table output: the summary, and the exit status of a clean run.
    let t = db.run(&["refill", "--all"]);
    t.expect_code(0);
    assert!(t.stdout.contains("at target"), "{}", t.stdout);
}

#[test]
fn scopes_one_pool_a_shop_and_a_pools_file() {
    let mut db = setup("refill_scopes");
    for k in [(1, 1, 1), (1, 2, 1), (2, 1, 1), (3, 1, 1)] {
        stock(&mut db, k, 5);
    }
    let (r, j) = refill_json(&db, &["--shop", "1", "--item", "2", "--location", "1"]);
    r.expect_code(0);
    assert_eq!(j["summary"]["rows_added"], 5);
    assert_eq!(units(&mut db), 5);

    let (r, j) = refill_json(&db, &["--shop", "1"]);
    r.expect_code(0);
    assert_eq!(j["summary"]["pools"], 2);
    assert_eq!(j["summary"]["rows_added"], 5);
    assert_eq!(units(&mut db), 10);

    let list = db.dir.path().join("pools.txt");
    std::fs::write(&list, "# sale\n3 1 1\n3,1,1\n").unwrap();
    let (r, j) = refill_json(&db, &["--pools-file", list.to_str().unwrap()]);
    r.expect_code(0);
    assert_eq!(j["summary"]["pools"], 1, "duplicates refilled once");
    assert_eq!(units(&mut db), 15);
    let shop2: Vec<u64> = db.query("SELECT COUNT(*) FROM reservation_units WHERE shop_id = 2");
    assert_eq!(shop2, vec![0], "only the pools in scope");

    // A pool listed that has no ledger row: nothing to sell, said so.
    std::fs::write(&list, "9 9 9\n").unwrap();
    let (r, j) = refill_json(&db, &["--pools-file", list.to_str().unwrap()]);
    r.expect_code(0);
    assert_eq!(j["pools"][0]["status"], "sold-out");
    assert!(
        j["pools"][0]["reason"]
            .as_str()
            .unwrap()
            .contains("no ledger row")
    );

    // Bad input: one clear line, exit 2, nothing done.
    std::fs::write(&list, "1 1 1\n1 x 1\n").unwrap();
    let r = db.run(&["refill", "--pools-file", list.to_str().unwrap()]);
    r.expect_code(2);
    assert!(
        r.stderr.contains("line 2") && r.stderr.contains("item id \"x\""),
        "{}",
        r.stderr
    );
    assert!(!r.stderr.contains("panicked"));
    let r = db.run(&["refill", "--shop", "1", "--item", "1"]);
    r.expect_code(2);
    let r = db.run(&["refill"]);
    r.expect_code(2);
    let r = db.run(&["refill", "--all", "--shop", "1"]);
    r.expect_code(2);
}

#[test]
fn configuration_errors_say_what_to_fix() {
    let mut db = setup("refill_config");
    std::fs::remove_file(db.dir.path().join("poolctl.toml")).unwrap();
    let r = db.run(&["refill", "--all"]);
    r.expect_code(2);
    assert!(r.stderr.contains("[ledger]"), "{}", r.stderr);
    db.config_file(&util::LEDGER_CONFIG.replace(
        "location_column = \"location_id\"",
        "location_column = \"loc\"",
    ));
    let r = db.run(&["refill", "--all"]);
    r.expect_code(2);
    assert!(
        r.stderr.contains("fix the [ledger] column names"),
        "{}",
        r.stderr
    );
    db.config_file(util::LEDGER_CONFIG);
    db.exec("DROP TABLE reservation_units");
    let r = db.run(&["refill", "--all"]);
    r.expect_code(2);
    assert!(r.stderr.contains("poolctl migrate run"), "{}", r.stderr);
    let (_, pw) = db.url_and_password();
    assert!(pw.is_empty() || !r.stderr.contains(&pw), "password printed");
}

#[test]
fn reserves_then_refill_adds_only_the_deficit() {
    let mut db = setup("refill_deficit");
    let capped = (1, 1, 1);
    let ledger_bound = (1, 2, 1);
    stock(&mut db, capped, 50);
    cap(&mut db, capped, 20);
    stock(&mut db, ledger_bound, 40);
    refill_json(&db, &["--all"]).0.expect_code(0);
    let mut conn = util::connect(&db.url());
    for (n, q) in [(1, 3), (2, 4)] {
        assert!(reserve(&mut conn, capped, q, &format!("a{n}")));
        assert!(reserve(&mut conn, ledger_bound, q, &format!("b{n}")));
    }
    assert_invariants(&mut db.admin);
    let (r, j) = refill_json(&db, &["--all"]);
    r.expect_code(0);
    // Capped pool: 13 left, 7 held, target min(20, 50 - 7) = 20: add 7.
    // Ledger-bound pool: 33 left, 7 held, target min(1000, 40 - 7) = 33: add 0.
    assert_eq!(j["pools"][0]["added"], 7, "{j}");
    assert_eq!(j["pools"][1]["added"], 0, "{j}");
    assert_eq!(j["pools"][1]["status"], "at-target");
    assert_converged(&mut db.admin);
}

fn total_target(db: &mut TestDb, round: u64) -> u64 {
    snapshot(&mut db.admin)
        .iter()
        .filter(|p| p.key.0 == round + 1)
        .map(|p| p.target() as u64)
        .sum()
}

#[test]
fn two_refills_at_once_never_over_fill() {
    let mut db = setup("refill_concurrent");
    let mut overlapped = false;
    for round in 0..3u64 {
        db.exec("DELETE FROM reservation_units");
        db.exec("DELETE FROM inventory_levels");
        for item in 0..40u64 {
            stock(&mut db, (round + 1, item, 1), 23 + item as i64);
            if item % 3 == 0 {
                cap(&mut db, (round + 1, item, 1), 17);
            }
        }
        let args = ["--all", "--batch-size", "4", "--format", "json"];
        let (a, b) = (spawn(&db, &args, None), spawn(&db, &args, None));
        let outs: Vec<Run> = [a, b].into_iter().map(Child::finish).collect();
        let mut added = 0;
        for o in &outs {
            assert!(
                matches!(o.code, Some(0) | Some(1)),
                "{}\n{}",
                o.stdout,
                o.stderr
            );
            let j = o.json();
            assert_eq!(j["summary"]["failed"], 0, "{j}");
            let mine = j["summary"]["rows_added"].as_u64().unwrap();
            eprintln!(
                "round {round}: one refill added {mine}, skipped {}",
                j["summary"]["skipped"]
            );
            overlapped |= mine > 0 && mine < total_target(&mut db, round);
            added += mine;
        }
        let want = total_target(&mut db, round);
        assert_eq!(added, want, "round {round}: rows added once in all");
        assert_converged(&mut db.admin);
    }
    assert!(overlapped, "the two refills never worked at the same time");
    let (r, j) = refill_json(&db, &["--all"]);
    r.expect_code(0);
    assert_eq!(j["summary"]["rows_added"], 0);
}

fn busy_lock_is_skipped(test: &str, hashed: bool) {
    let mut db = setup(test);
    let key = (7, 8, 9);
    stock(&mut db, key, 10);
    let name = sql_lock_name(&mut db, key);
    assert!(name.chars().count() <= 64, "{name}");
    if hashed {
        assert_eq!(name.len(), "poolctl.refill.".len() + 40, "{name}");
        assert!(!name.contains(&db.name), "{name}");
    } else {
        assert_eq!(name, format!("poolctl.refill.{}.7.8.9", db.name));
    }
    let me: u64 = db.query::<u64>("SELECT CONNECTION_ID()")[0];
    let got: Option<i64> = db
        .admin
        .exec_first("SELECT GET_LOCK(?, 0)", (name.as_str(),))
        .unwrap();
    assert_eq!(got, Some(1));

    let (r, j) = refill_json(&db, &["--shop", "7", "--item", "8", "--location", "9"]);
    r.expect_code(1);
    let p = &j["pools"][0];
    assert_eq!(p["status"], "skipped", "{j}");
    let reason = p["reason"].as_str().unwrap();
    assert!(
        reason.contains(&name) && reason.contains(&format!("connection {me}")),
        "{reason}"
    );
    assert_eq!(
        p["runbook"], "runbooks/pool.md#pool-drained-during-a-flash-sale",
        "empty pool with stock"
    );
    assert_eq!(j["summary"]["still_drained"], 1);
    assert_eq!(units(&mut db), 0, "nothing written while the lock was busy");
    let t = db.run(&["refill", "--shop", "7", "--item", "8", "--location", "9"]);
    t.expect_code(1);
    assert!(t.stdout.contains("refill lock busy"), "{}", t.stdout);
    let dry = refill_json(&db, &["--shop", "7", "--dry-run"]).1;
    assert!(
        dry["pools"][0]["reason"]
            .as_str()
            .unwrap()
            .contains(&format!("connection {me}"))
    );

    db.exec(&format!("DO RELEASE_LOCK('{name}')"));
    let (r, j) = refill_json(&db, &["--shop", "7"]);
    r.expect_code(0);
    assert_eq!(j["summary"]["rows_added"], 10);
}

#[test]
fn busy_lock_is_skipped_and_reported() {
    busy_lock_is_skipped("refill_busy", false);
}

/// A database name long enough that the lock name is hashed: the SQL in
/// sql/refill_lock.sql and poolctl must still agree on it.
#[test]
fn busy_lock_with_a_hashed_name() {
    busy_lock_is_skipped("refill_busy_with_a_rather_long_database_name_x", true);
}

/// Pool (1, 1, 1)'s refill-state row, locked by a transaction of the
/// returned connection, as a stuck inline refill would hold it.
fn hold_refill_state_row(db: &mut TestDb) -> mysql::Conn {
    db.exec("INSERT INTO pool_refill_state (shop_id, inventory_item_id, inventory_group_id) VALUES (1, 1, 1)");
    let mut holder = util::connect(&db.url());
    holder.query_drop("START TRANSACTION").unwrap();
    holder
        .query_drop("SELECT next_unit_id FROM pool_refill_state WHERE shop_id = 1 FOR UPDATE")
        .unwrap();
    holder
}

#[test]
fn lock_wait_timeouts_are_retried_then_give_up() {
    let mut db = setup("refill_retry");
    let key = (1, 1, 1);
    stock(&mut db, key, 10);
    let mut holder = hold_refill_state_row(&mut db);
    let r = db.run(&[
        "refill",
        "--all",
        "--format",
        "json",
        "--lock-wait-timeout",
        "1",
        "--retries",
        "1",
    ]);
    r.expect_code(2);
    let j = r.json();
    assert_eq!(j["pools"][0]["status"], "failed");
    assert_eq!(j["pools"][0]["retries"], 1);
    assert!(
        j["pools"][0]["reason"].as_str().unwrap().contains("1205"),
        "{j}"
    );
    assert!(r.stderr.contains("runbooks/pool.md"), "{}", r.stderr);

    // Released while the refill retries: it succeeds.
    let child = spawn(
        &db,
        &[
            "--all",
            "--format",
            "json",
            "--lock-wait-timeout",
            "1",
            "--retries",
            "5",
        ],
        None,
    );
    // Once the refill's locking read of the state row timed out and runs
    // again (a retry), let it through.
    let like = "%next_unit_id FROM%pool_refill_state%FOR UPDATE%";
    let first = db.wait_for_statement(like);
    db.wait_for_rerun(like, first);
    holder.query_drop("COMMIT").unwrap();
    let r = child.finish();
    r.expect_code(0);
    let j = r.json();
    assert!(j["pools"][0]["retries"].as_u64().unwrap() >= 1, "{j}");
    assert_eq!(j["pools"][0]["added"], 10);
    assert_converged(&mut db.admin);
}

/// The scenario every refill must survive: a reserve commits between the
/// refill's reads. Pool full (P = L = 10), then a reserve moves 5 units to a
/// hold while the refill is paused.
fn reserve_during_refill(
    test: &str,
    failpoint: &str,
    pause_at: &str,
    check_isolation: bool,
) -> (TestDb, Run) {
    let mut db = setup(test);
    let key = (1, 1, 1);
    stock(&mut db, key, 10);
    refill_json(&db, &["--all"]).0.expect_code(0);
    let child = spawn(&db, &["--all", "--format", "json"], Some(failpoint));
    let conn_id = db.wait_for_failpoint(pause_at);
    if check_isolation {
        // The refill's transaction is open and runs at READ COMMITTED, like
        // every transaction on the pool (DOMAIN.md, trap 1). INNODB_TRX is a
        // cache refreshed only when nobody read it for 0.1 s: read it through
        // util::with_fresh_trx_views. The failpoint pauses 1.5 s.
        let iso = util::wait_for(
            "the refill's transaction in INNODB_TRX",
            Duration::from_secs(1),
            || {
                let iso: Vec<String> = util::with_fresh_trx_views(|| {
                    db.query(&format!(
                        "SELECT trx_isolation_level FROM information_schema.INNODB_TRX \
                         WHERE trx_mysql_thread_id = {conn_id}"
                    ))
                });
                (!iso.is_empty()).then_some(iso)
            },
        );
        assert_eq!(iso, vec!["READ COMMITTED".to_string()]);
    }
    let mut conn = util::connect(&db.url());
    assert!(reserve(&mut conn, key, 5, "buyer"));
    let r = child.finish();
    (db, r)
}

/// The test above can fail: a refill that reads the holds and then, in a
/// second read, the pool counts the reserved units nowhere and refills them:
/// P + H = 15 > L = 10.
#[test]
fn counting_pool_and_holds_in_two_reads_over_fills() {
    let (mut db, r) = reserve_during_refill(
        "refill_two_reads",
        "refill-two-reads:1500",
        "refill-two-reads",
        false,
    );
    r.expect_code(1);
    let p = snapshot(&mut db.admin)[0];
    assert_eq!(
        (p.units, p.holds, p.ledger),
        (10, 5, 10),
        "the wrong refill over-filled"
    );
    assert!(p.units + p.holds > p.ledger);
    assert_eq!(
        r.json()["pools"][0]["status"],
        "over-target",
        "and the final read says so"
    );
}

#[test]
fn counting_in_one_statement_does_not_over_fill() {
    let (mut db, r) = reserve_during_refill(
        "refill_one_read",
        "refill-pause-before-count:1500",
        "refill-pause-before-count",
        true,
    );
    r.expect_code(0);
    assert_eq!(r.json()["summary"]["rows_added"], 0);
    let p = snapshot(&mut db.admin)[0];
    assert_eq!((p.units, p.holds, p.ledger), (5, 5, 10));
    assert_converged(&mut db.admin);
}

enum Stop {
    Kill9,
    KillConnection,
}

/// 30 pools of 40 units, refilled in transactions of 10 rows with a pause
/// inside each before COMMIT; returns once some transactions committed and
/// one is in flight (with the refill's connection id).
fn refill_caught_in_flight(db: &mut TestDb) -> (Child, u64) {
    for item in 0..30u64 {
        stock(db, (1, item, 1), 40);
    }
    let child = spawn(
        db,
        &["--all", "--batch-size", "10", "--format", "json"],
        Some("refill-pause-before-commit:150"),
    );
    util::wait_until("the refill to commit 55 rows", util::WAIT, || {
        units(db) >= 55
    });
    (child, db.wait_for_failpoint("refill-pause-before-commit"))
}

/// The refill is stopped with work committed and one transaction in flight.
fn interrupted_refill(test: &str, stop: Stop) {
    let mut db = setup(test);
    let (mut child, conn) = refill_caught_in_flight(&mut db);
    match stop {
        Stop::Kill9 => child.kill().unwrap(), // SIGKILL
        Stop::KillConnection => db.exec(&format!("KILL {conn}")),
    }
    let out = child.finish();
    match stop {
        Stop::Kill9 => assert_eq!(out.code, None, "killed by a signal"),
        Stop::KillConnection => {
            out.expect_code(2);
            assert!(
                out.stderr.contains("connection to the server was lost"),
                "{}",
                out.stderr
            );
            assert!(out.stderr.contains("runbooks/pool.md"), "{}", out.stderr);
            // The pool it was refilling is counted failed, the rest not attempted.
            let j: serde_json::Value = out.json();
            let pools = j["pools"].as_array().unwrap();
            assert_eq!(j["summary"]["failed"], 1, "{j}");
            assert_eq!(pools.last().unwrap()["status"], "failed", "{j}");
            assert_eq!(j["not_attempted"], 30 - pools.len(), "{j}");
            let (_, pw) = db.url_and_password();
            assert!(
                pw.is_empty() || !out.stderr.contains(&pw),
                "password printed"
            );
        }
    }
    db.wait_connection_gone(conn);
    let mid = units(&mut db);
    assert!(mid > 0 && mid < 30 * 40, "stopped mid-run: {mid} units");
    assert_eq!(mid % 10, 0, "whole transactions only: {mid}");
    assert_invariants(&mut db.admin);
    let held: Vec<u64> = db.query(
        "SELECT COUNT(*) FROM pool_refill_state WHERE IS_USED_LOCK(CONCAT('poolctl.refill.', \
         DATABASE(), '.', shop_id, '.', inventory_item_id, '.', inventory_group_id)) IS NOT NULL",
    );
    assert_eq!(held, vec![0], "no refill lock left behind");

    let (r, j) = refill_json(&db, &["--all"]);
    r.expect_code(0);
    assert_eq!(j["summary"]["rows_added"].as_u64().unwrap(), 30 * 40 - mid);
    assert_converged(&mut db.admin);
    let (r, j) = refill_json(&db, &["--all"]);
    r.expect_code(0);
    assert_eq!(j["summary"]["rows_added"], 0);
}

#[test]
fn kill_9_mid_run_keeps_invariants_and_a_rerun_converges() {
    interrupted_refill("refill_kill9", Stop::Kill9);
}

#[test]
fn killed_connection_mid_run_keeps_invariants_and_a_rerun_converges() {
    interrupted_refill("refill_killconn", Stop::KillConnection);
}

/// A claim (examples/app-sql/claim.sql, minimal): the hold goes and the
/// ledger falls by its quantity, in one transaction.
fn claim(conn: &mut mysql::Conn, (s, i, l): Key, checkout: &str) -> bool {
    let mut tx = read_committed(conn);
    let q: Option<u64> = tx
        .exec_first(
            "SELECT quantity FROM reserved_quantities WHERE shop_id = ? AND inventory_item_id = ? \
             AND inventory_group_id = ? AND checkout_id = ? FOR UPDATE",
            (s, i, l, checkout),
        )
        .unwrap();
    let Some(q) = q else {
        tx.rollback().unwrap();
        return false;
    };
    tx.exec_drop(
        "DELETE FROM reserved_quantities WHERE shop_id = ? AND inventory_item_id = ? \
         AND inventory_group_id = ? AND checkout_id = ?",
        (s, i, l, checkout),
    )
    .unwrap();
    tx.exec_drop(
        "UPDATE inventory_levels SET available = available - ? WHERE shop_id = ? \
         AND inventory_item_id = ? AND location_id = ?",
        (q, s, i, l),
    )
    .unwrap();
    tx.commit().unwrap();
    true
}

/// A release (examples/app-sql/release.sql): under the pool's refill-state
/// row lock, min(q, C - P) units go back with new ids and the hold goes, in
/// one transaction; rolled back when the hold is gone already (claimed, or
/// released by reconcile after it expired).
fn release(conn: &mut mysql::Conn, (s, i, l): Key, checkout: &str) -> bool {
    let mut tx = read_committed(conn);
    let next: Option<u64> = tx
        .exec_first(
            "SELECT next_unit_id FROM pool_refill_state WHERE shop_id = ? AND inventory_item_id = ? \
             AND inventory_group_id = ? FOR UPDATE",
            (s, i, l),
        )
        .unwrap();
    let q: Option<u64> = tx
        .exec_first(
            "SELECT quantity FROM reserved_quantities WHERE shop_id = ? AND inventory_item_id = ? \
             AND inventory_group_id = ? AND checkout_id = ?",
            (s, i, l, checkout),
        )
        .unwrap();
    let (Some(next), Some(q)) = (next, q) else {
        tx.rollback().unwrap();
        return false;
    };
    let d: u64 = tx
        .exec_first(
            "SELECT CAST(GREATEST(0, LEAST(?, COALESCE((SELECT cap FROM pool_caps WHERE shop_id = ? \
             AND inventory_item_id = ? AND inventory_group_id = ?), 1000) - (SELECT COUNT(*) \
             FROM reservation_units WHERE shop_id = ? AND inventory_item_id = ? \
             AND inventory_group_id = ?))) AS UNSIGNED)",
            (q, s, i, l, s, i, l),
        )
        .unwrap()
        .unwrap();
    for id in next..next + d {
        tx.exec_drop(
            "INSERT INTO reservation_units (shop_id, inventory_item_id, inventory_group_id, id) \
             VALUES (?, ?, ?, ?)",
            (s, i, l, id),
        )
        .unwrap();
    }
    tx.exec_drop(
        "DELETE FROM reserved_quantities WHERE shop_id = ? AND inventory_item_id = ? \
         AND inventory_group_id = ? AND checkout_id = ? AND quantity = ?",
        (s, i, l, checkout, q),
    )
    .unwrap();
    if tx.affected_rows() != 1 {
        tx.rollback().unwrap();
        return false;
    }
    tx.exec_drop(
        "UPDATE pool_refill_state SET next_unit_id = next_unit_id + ? WHERE shop_id = ? \
         AND inventory_item_id = ? AND inventory_group_id = ?",
        (d, s, i, l),
    )
    .unwrap();
    tx.commit().unwrap();
    true
}

/// The torture test's traffic, on 12 pools for `secs` seconds with fixed
/// seeds: three threads reserve, then claim, release, or abandon the hold
/// (it expires after a second), while two refills and a `reconcile --apply`
/// (which releases expired holds) run in a loop. Every step is followed by a
/// check of the invariants in one statement (P + H <= L, P <= C, every unit
/// id handed out by its pool's next_unit_id: none twice). The first broken
/// invariant stops the run and is returned.
fn traffic(db: &mut TestDb, secs: u64, failpoint: Option<&str>) -> Option<String> {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::{Arc, Mutex};
    let keys: Vec<Key> = (0..12u64).map(|i| (1, i, 1 + i % 2)).collect();
    for (n, k) in keys.iter().enumerate() {
        stock(db, *k, 30 + 7 * n as i64);
        if n % 3 == 0 {
            cap(db, *k, 9);
        }
    }
    refill_json(db, &["--all"]).0.expect_code(0);
    let stop = Arc::new(AtomicBool::new(false));
    let broken: Arc<Mutex<Option<String>>> = Arc::new(Mutex::new(None));
    let url = db.url();
    let workers: Vec<_> = (0..3u64)
        .map(|t| {
            let (keys, stop, broken, url) =
                (keys.clone(), stop.clone(), broken.clone(), url.clone());
            std::thread::spawn(move || {
                let mut conn = util::connect(&url);
                let mut check = util::connect(&url);
                let mut seed = 0x9E37_79B9_7F4A_7C15u64 ^ t;
                let mut next = move || {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    seed
                };
                let (mut steps, mut reserved) = (0u64, 0u64);
                while !stop.load(Ordering::Relaxed) {
                    let key = keys[(next() % keys.len() as u64) as usize];
                    let checkout = format!("t{t}-{steps}");
                    let action = next() % 3;
                    let ttl = if action == 2 { 1 } else { 600 };
                    if reserve_for(&mut conn, key, 1 + (next() % 3) as usize, &checkout, ttl) {
                        reserved += 1;
                        // A hold with 10 minutes to live is only ever
                        // claimed or released by its own thread: if it is
                        // gone, something deleted a live hold.
                        let kept = match action {
                            0 => claim(&mut conn, key, &checkout),
                            1 => release(&mut conn, key, &checkout),
                            _ => true,
                        };
                        if !kept {
                            broken
                                .lock()
                                .unwrap()
                                .get_or_insert(format!("live hold {checkout} vanished before its claim or release"));
                            stop.store(true, Ordering::Relaxed);
                        }
                    }
                    let stray: Option<u64> = check
                        .query_first(
                            "SELECT COUNT(*) FROM reservation_units u LEFT JOIN pool_refill_state s \
                               ON s.shop_id = u.shop_id AND s.inventory_item_id = u.inventory_item_id \
                              AND s.inventory_group_id = u.inventory_group_id \
                             WHERE s.next_unit_id IS NULL OR u.id >= s.next_unit_id",
                        )
                        .unwrap();
                    if stray != Some(0) {
                        broken
                            .lock()
                            .unwrap()
                            .get_or_insert(format!("{stray:?} unit ids not handed out by next_unit_id"));
                        stop.store(true, Ordering::Relaxed);
                    }
                    for p in snapshot(&mut check) {
                        let what = if p.units + p.holds > p.ledger.max(0) {
                            "oversell"
                        } else if p.units > p.cap {
                            "over cap"
                        } else {
                            continue;
                        };
                        broken
                            .lock()
                            .unwrap()
                            .get_or_insert(format!("{what}: {p:?}"));
                        stop.store(true, Ordering::Relaxed);
                    }
                    steps += 1;
                }
                (steps, reserved)
            })
        })
        .collect();
    let deadline = Instant::now() + Duration::from_secs(secs);
    let mut runs = 0;
    let mut expired_released = 0u64;
    while Instant::now() < deadline && !stop.load(Ordering::Relaxed) {
        let args = ["--all", "--batch-size", "5", "--format", "json"];
        let (a, b) = (spawn(db, &args, failpoint), spawn(db, &args, failpoint));
        let mut reconcile_cmd = db.cmd();
        reconcile_cmd
            .args(["reconcile", "--apply", "--format", "json"])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let reconcile = reconcile_cmd.spawn().unwrap();
        for c in [a, b] {
            let r = c.finish();
            assert!(
                matches!(r.code, Some(0) | Some(1)),
                "{}\n{}",
                r.stdout,
                r.stderr
            );
            assert_eq!(r.json()["summary"]["failed"], 0, "{}", r.stdout);
        }
        let r = Run::finished(&reconcile_cmd, reconcile.wait_with_output().unwrap());
        assert!(
            matches!(r.code, Some(0) | Some(1)),
            "reconcile --apply: {}\n{}",
            r.stdout,
            r.stderr
        );
        expired_released += r.json()["pools"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["repair"]["released_holds"].as_u64().unwrap_or(0))
            .sum::<u64>();
        runs += 2;
    }
    stop.store(true, Ordering::Relaxed);
    let (mut reserved, mut least_steps) = (0, u64::MAX);
    for w in workers {
        let (steps, r) = w.join().unwrap();
        least_steps = least_steps.min(steps);
        reserved += r;
    }
    let broken = broken.lock().unwrap().take();
    if broken.is_none() {
        assert!(
            runs >= 4 && reserved > 30 && least_steps > 10 && expired_released > 0,
            "traffic happened: {runs} refills, {reserved} reserves, {least_steps} steps, \
             {expired_released} expired holds released by reconcile"
        );
    }
    broken
}

#[test]
fn torture_reserve_claim_release_expire_with_refills_and_reconcile_keeps_the_invariants() {
    let mut db = setup("refill_traffic");
    if let Some(broken) = traffic(&mut db, 6, None) {
        panic!("{broken}");
    }
    assert_invariants(&mut db.admin);
    refill_json(&db, &["--all"]).0.expect_code(0);
    assert_converged(&mut db.admin);
}

/// The same traffic catches the wrong refill (holds and pool counted in two
/// reads, 20 ms apart): the test above can fail.
#[test]
fn the_traffic_test_catches_a_two_read_refill() {
    let mut db = setup("refill_traffic_wrong");
    let broken = traffic(&mut db, 60, Some("refill-two-reads:20"));
    let broken = broken.expect("a refill counting in two reads kept the invariants for 60 s");
    assert!(broken.starts_with("oversell"), "{broken}");
}

/// The server itself dies (kill -9 of mariadbd) while a refill transaction is
/// open: crash recovery rolls it back, the committed ones stay whole, and a
/// rerun against the restarted server converges.
#[test]
fn server_crash_mid_run_keeps_invariants_and_a_rerun_converges() {
    let (server, url) = PrivateServer::start("refill-crash");
    let mut db = TestDb::on(&url, "refill_crash");
    db.run(&["migrate", "run"]).expect_code(0);
    db.exec(util::LEDGER_DDL);
    db.config_file(util::LEDGER_CONFIG);
    let (child, _) = refill_caught_in_flight(&mut db);
    server.crash();
    let out = child.finish();
    out.expect_code(2);
    assert!(
        out.stderr.contains("connection to the server was lost"),
        "{}",
        out.stderr
    );

    let (_again, url) = PrivateServer::start("refill-crash");
    let db_url = format!("{url}/{}", db.name);
    let mut conn = util::connect(&db_url);
    let mid: u64 = conn
        .query_first("SELECT COUNT(*) FROM reservation_units")
        .unwrap()
        .unwrap();
    assert!((50..30 * 40).contains(&mid), "stopped mid-run: {mid} units");
    assert_eq!(mid % 10, 0, "whole transactions only: {mid}");
    assert_invariants(&mut conn);

    let rerun = |args: &[&str]| {
        let mut c = db.cmd();
        c.env("POOLCTL_URL", &db_url).arg("refill").args(args);
        Run::of(c)
    };
    let r = rerun(&["--all", "--format", "json"]);
    r.expect_code(0);
    assert_eq!(
        r.json()["summary"]["rows_added"].as_u64().unwrap(),
        30 * 40 - mid
    );
    assert_converged(&mut conn);
    conn.query_drop(format!("DROP DATABASE `{}`", db.name))
        .unwrap();
}

/// Issue 11 item 8: a BIGINT UNSIGNED ledger value >= 2^63 read as negative,
/// so refill treated the pool as sold out while reconcile reported no drift.
/// Such a value is refused, naming the pool and the value; the largest value
/// poolctl computes with (2^63 - 1) fills the pool as any large stock does.
#[test]
fn ledger_values_beyond_i64_are_refused_not_read_as_sold_out() {
    let mut db = setup("refill_unsigned");
    db.exec("ALTER TABLE inventory_levels MODIFY available BIGINT UNSIGNED NOT NULL");
    db.exec(
        "INSERT INTO inventory_levels VALUES (1, 1, 1, 18446744073709551615), \
         (1, 2, 1, 9223372036854775808), (1, 3, 1, 9223372036854775807), (1, 4, 1, 7)",
    );
    cap(&mut db, (1, 3, 1), 5);
    let (r, j) = refill_json(&db, &["--all"]);
    r.expect_code(2);
    let pools = j["pools"].as_array().unwrap();
    let by_item = |item: u64| {
        pools
            .iter()
            .find(|p| p["item"] == item)
            .unwrap_or_else(|| panic!("no pool of item {item}: {j}"))
    };
    for (item, value) in [(1, "18446744073709551615"), (2, "9223372036854775808")] {
        let p = by_item(item);
        assert_eq!(p["status"], "failed", "{p}");
        let reason = p["reason"].as_str().unwrap();
        assert!(reason.contains(value), "{reason}");
        assert!(reason.contains("available_column"), "{reason}");
    }
    assert_eq!(by_item(3)["added"], 5, "{j}");
    assert_eq!(by_item(4)["added"], 7, "{j}");
    assert_eq!(units(&mut db), 12);

    // reconcile and status refuse it too, rather than report no drift.
    for args in [&["reconcile"][..], &["status"]] {
        let r = db.run(args);
        r.expect_code(2);
        assert!(
            r.stderr.contains("18446744073709551615"),
            "{args:?}: {}",
            r.stderr
        );
        assert!(
            r.stderr.contains("shop 1 item 1 location 1"),
            "{args:?}: {}",
            r.stderr
        );
    }
    // Once the ledger row is fixed, everything converges.
    db.exec("UPDATE inventory_levels SET available = 3 WHERE inventory_item_id IN (1, 2)");
    refill_json(&db, &["--all"]).0.expect_code(0);
    db.run(&["reconcile"]).expect_code(0);
    assert_eq!(units(&mut db), 18);
}

/// Issue 11 item 3: a row-lock wait that --lock-wait-timeout allows is longer
/// than --read-timeout: it ends as the server's lock-wait timeout (1205),
/// never as a server that stopped answering.
#[test]
fn a_row_lock_wait_longer_than_the_read_timeout_ends_as_1205() {
    let mut db = setup("refill_lock_vs_read");
    stock(&mut db, (1, 1, 1), 10);
    let mut holder = hold_refill_state_row(&mut db);
    let started = Instant::now();
    let (r, j) = refill_json(
        &db,
        &[
            "--all",
            "--lock-wait-timeout",
            "3",
            "--retries",
            "0",
            "--read-timeout",
            "1",
        ],
    );
    r.expect_code(2);
    assert!(started.elapsed() >= Duration::from_secs(3));
    let reason = j["pools"][0]["reason"].as_str().unwrap();
    assert!(reason.contains("1205"), "{reason}");
    assert!(!reason.contains("no answer"), "{reason}");
    holder.query_drop("ROLLBACK").unwrap();
}

/// On-call findings F3 and F5: the server freezes (SIGSTOP) while a refill
/// transaction waits on it. refill gives up once the statement's socket
/// timeout is over (--read-timeout plus the waits it asked the server for:
/// the lock wait and the failpoint's pause), not several times that: the
/// timed-out statement is not retried, and the ROLLBACK, RELEASE_LOCK and
/// the ping, which would each wait out the same timeout again on the dead
/// connection, fail at once (the connection is cut; the server rolls back and
/// frees the lock itself). One message names the timeout and the flag, with
/// no driver text; thawed, the server has rolled the transaction back.
#[test]
fn a_frozen_server_inside_a_refill_is_given_up_on_within_the_read_timeout() {
    let (server, url) = PrivateServer::start("refill-freeze");
    let mut db = TestDb::on(&url, "refill_freeze");
    db.run(&["migrate", "run"]).expect_code(0);
    db.exec(util::LEDGER_DDL);
    db.config_file(util::LEDGER_CONFIG);
    stock(&mut db, (1, 100, 1), 40);
    let child = spawn(
        &db,
        &[
            "--shop",
            "1",
            "--item",
            "100",
            "--location",
            "1",
            "--read-timeout",
            "2",
            "--lock-wait-timeout",
            "2",
            "--format",
            "json",
        ],
        Some("refill-pause-before-commit:2000"),
    );
    let conn = db.wait_for_failpoint("refill-pause-before-commit");
    let frozen = server.freeze();
    let froze_at = Instant::now();
    let out = child.finish();
    let took = froze_at.elapsed();
    drop(frozen);
    eprintln!("refill gave up {took:?} after the freeze:\n{}", out.stderr);
    out.expect_code(2);
    // The paused statement's socket timeout: 2 s read + 2 s lock wait + 2 s
    // pause, counted from before the freeze. Before the fix: four times that.
    let bound = Duration::from_secs(6);
    assert!(
        took < bound + Duration::from_secs(3),
        "gave up {took:?} after the freeze (bound {bound:?}):\n{}",
        out.stderr
    );
    assert!(
        out.stderr.contains("no answer from") && out.stderr.contains("raise --read-timeout"),
        "{}",
        out.stderr
    );
    for driver_text in ["IoError", "CodecError", "DriverError", "server restarted"] {
        assert!(!out.stderr.contains(driver_text), "{}", out.stderr);
    }
    let j: serde_json::Value = out.json();
    assert_eq!(j["summary"]["failed"], 1, "{j}");
    // Thawed: the server saw the connection close, rolled back, let go.
    db.wait_connection_gone(conn);
    assert_eq!(units(&mut db), 0, "the paused transaction rolled back");
    let lock: Option<u64> = db.query::<Option<u64>>(&format!(
        "SELECT IS_USED_LOCK('poolctl.refill.{}.1.100.1')",
        db.name
    ))[0];
    assert_eq!(lock, None, "the refill lock is free");
}

/// Issue 49 item 8: a pool whose `next_unit_id` is near 2^64 had its new
/// unit ids wrap to 0. The pool is refused, naming it and the id, and
/// nothing is inserted; the ids below the end are still handed out.
#[test]
fn unit_ids_that_would_pass_2_64_are_refused_not_wrapped() {
    let mut db = setup("refill_id_overflow");
    db.exec("INSERT INTO inventory_levels VALUES (1, 1, 1, 10), (1, 2, 1, 3)");
    db.exec(
        "INSERT INTO pool_refill_state (shop_id, inventory_item_id, inventory_group_id, \
         next_unit_id) VALUES (1, 1, 1, 18446744073709551610), (1, 2, 1, 18446744073709551612)",
    );
    let (r, j) = refill_json(&db, &["--all"]);
    r.expect_code(2);
    let pools = j["pools"].as_array().unwrap();
    let item = |n: u64| pools.iter().find(|p| p["item"] == n).unwrap();
    assert_eq!(item(1)["status"], "failed", "{j}");
    let reason = item(1)["reason"].as_str().unwrap();
    assert!(reason.contains("18446744073709551610"), "{reason}");
    assert!(reason.contains("shop 1 item 1 location 1"), "{reason}");
    // 3 ids from ...612 end at ...615 (2^64 - 1), the last next_unit_id.
    assert_eq!(item(2)["added"], 3, "{j}");
    let wrapped: u64 = db.query("SELECT COUNT(*) FROM reservation_units WHERE id < 1000")[0];
    assert_eq!(wrapped, 0, "no id wrapped");
    assert_eq!(units(&mut db), 3);
}
