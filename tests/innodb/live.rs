//! `poolctl inspect-locks` against the private MariaDB: each test reproduces
//! a lock pattern of the reservation pool with real sessions, holds it open,
//! and checks what the binary reports about it.
//!
//! The server is shared by the tests of this binary (running in parallel), so
//! every assertion looks only at findings on the test's own database. The
//! tests need `innodb_status_output_locks = ON` (granted locks printed); the
//! one test that turns it OFF takes the write side of `OUTPUT_LOCKS`, the
//! others the read side.

use crate::util::{self, TestDb, connect, server_url};
use mysql::prelude::Queryable;
use poolctl::innodb::{Status, TrxState, parse};
use serde_json::Value;
use std::sync::{Once, RwLock};
use std::thread;
use std::time::{Duration, Instant};

static OUTPUT_LOCKS: RwLock<()> = RwLock::new(());

static OUTPUT_LOCKS_ON: Once = Once::new();

fn output_locks_on() {
    OUTPUT_LOCKS_ON.call_once(|| {
        connect(&server_url())
            .query_drop("SET GLOBAL innodb_status_output_locks = ON")
            .unwrap();
    });
}

/// One client session on the test database.
struct Session {
    conn: mysql::Conn,
    id: u64,
}

impl Session {
    fn open(db: &TestDb, isolation: &str) -> Session {
        let mut conn = connect(&db.url());
        conn.query_drop(format!(
            "SET SESSION TRANSACTION ISOLATION LEVEL {isolation}"
        ))
        .unwrap();
        conn.query_drop("SET SESSION innodb_lock_wait_timeout = 60")
            .unwrap();
        let id = conn.connection_id() as u64;
        Session { conn, id }
    }

    fn exec(&mut self, sql: &str) {
        self.conn
            .query_drop(sql)
            .unwrap_or_else(|e| panic!("{sql}: {e}"));
    }
}

/// Polls `SHOW ENGINE INNODB STATUS` on the test's admin connection until
/// `pick` finds what the test waits for in it (up to 20 s). The status text
/// is built afresh at every call, unlike MariaDB's INNODB_TRX, which is
/// served from a cache that readers less than 100 ms apart keep stale.
fn wait_for_status<T>(db: &mut TestDb, what: &str, pick: impl Fn(&Status) -> Option<T>) -> T {
    let until = Instant::now() + Duration::from_secs(20);
    loop {
        let row: Option<(String, String, String)> =
            db.admin.query_first("SHOW ENGINE INNODB STATUS").unwrap();
        let text = row.map(|r| r.2).unwrap_or_default();
        if let Some(v) = pick(&parse(&text)) {
            return v;
        }
        assert!(
            Instant::now() < until,
            "{what}: not seen in 20 s; the last status:\n{text}"
        );
        thread::sleep(Duration::from_millis(50));
    }
}

/// The InnoDB transaction of connection `thread`, once it has started one
/// (it has locked something). As the status prints it: a read-only one
/// holding share locks has no id yet, MariaDB prints `(0x7f...)`.
fn trx_id(db: &mut TestDb, thread: u64) -> String {
    wait_for_status(db, &format!("a transaction of connection {thread}"), |st| {
        st.transactions
            .iter()
            .find(|t| t.thread_id == Some(thread) && t.state != TrxState::NotStarted)
            .map(|t| t.id.clone())
    })
}

/// Starts `sql` on a session in a thread; it is expected to block.
fn in_background(
    mut s: Session,
    sql: &'static str,
) -> thread::JoinHandle<(Session, Result<(), mysql::Error>)> {
    thread::spawn(move || {
        let r = s.conn.query_drop(sql);
        (s, r)
    })
}

/// Waits until connection `thread` waits for a lock; its transaction id.
fn wait_until_blocked(db: &mut TestDb, thread: u64) -> String {
    wait_for_status(
        db,
        &format!("connection {thread} waiting for a lock"),
        |st| {
            st.transactions
                .iter()
                .find(|t| t.thread_id == Some(thread) && t.is_waiting())
                .map(|t| t.id.clone())
        },
    )
}

/// `inspect-locks --format json` on the test's server: (exit code, findings
/// on this database's tables, whole document).
fn inspect(db: &TestDb) -> (Option<i32>, Vec<Value>, Value) {
    let r = db.run(&["inspect-locks", "--format", "json"]);
    assert!(
        matches!(r.code, Some(0 | 1)),
        "inspect-locks failed\n--- stdout\n{}\n--- stderr\n{}",
        r.stdout,
        r.stderr
    );
    let j = r.json();
    let prefix = format!("{}.", db.name);
    let mine = j["findings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| {
            f["table"].as_str().is_some_and(|t| t.starts_with(&prefix))
                || f["tables"]
                    .as_array()
                    .is_some_and(|ts| ts.iter().any(|t| t.as_str().unwrap().starts_with(&prefix)))
        })
        .cloned()
        .collect();
    (r.code, mine, j)
}

fn of_kind<'a>(findings: &'a [Value], kind: &str) -> Vec<&'a Value> {
    findings.iter().filter(|f| f["kind"] == kind).collect()
}

fn migrated(test: &str) -> TestDb {
    let db = TestDb::new(test);
    db.run(&["migrate", "run"]).expect_code(0);
    db
}

/// The empty-pool trap, held open: a reserve's SKIP LOCKED scan of an empty
/// pool at REPEATABLE READ, and a refill INSERT into that pool waiting on it.
struct EmptyPoolTrap {
    reserve: Session,
    reserve_trx: String,
    refill_trx: String,
    /// The refill INSERT; it completes once the reserve commits.
    insert: thread::JoinHandle<(Session, Result<(), mysql::Error>)>,
}

fn empty_pool_trap(db: &mut TestDb) -> EmptyPoolTrap {
    let mut reserve = Session::open(db, "REPEATABLE READ");
    reserve.exec("BEGIN");
    reserve.exec(
        "SELECT id FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 7 \
         AND inventory_group_id = 3 LIMIT 1 FOR UPDATE SKIP LOCKED",
    );
    let reserve_trx = trx_id(db, reserve.id);

    let refill = Session::open(db, "READ COMMITTED");
    let refill_thread = refill.id;
    let insert = in_background(
        refill,
        "INSERT INTO reservation_units (shop_id, inventory_item_id, inventory_group_id, id) \
         VALUES (1, 7, 3, 1)",
    );
    let refill_trx = wait_until_blocked(db, refill_thread);
    EmptyPoolTrap {
        reserve,
        reserve_trx,
        refill_trx,
        insert,
    }
}

/// The empty-pool trap at REPEATABLE READ: a reserve's SKIP LOCKED scan of an
/// empty pool locks the supremum (the gap up to +infinity); the refill's
/// INSERT into that pool then waits on an insert-intention lock until the
/// reserve commits.
#[test]
fn empty_pool_at_repeatable_read_blocks_the_refill() {
    let _shared = OUTPUT_LOCKS.read().unwrap();
    output_locks_on();
    let mut db = migrated("il_rr");
    let EmptyPoolTrap {
        mut reserve,
        reserve_trx,
        refill_trx,
        insert,
    } = empty_pool_trap(&mut db);

    let (code, mine, doc) = inspect(&db);
    let table = format!("{}.reservation_units", db.name);
    let gap = of_kind(&mine, "gap-lock");
    assert_eq!(gap.len(), 1, "{doc:#}");
    assert_eq!(gap[0]["trx"], reserve_trx.as_str());
    assert_eq!(gap[0]["table"], table.as_str());
    assert_eq!(gap[0]["index"], "PRIMARY");
    assert_eq!(gap[0]["supremum"], true, "the lock is on the supremum");
    assert_eq!(gap[0]["severity"], "error");
    let wait = of_kind(&mine, "insert-intention-wait");
    assert_eq!(wait.len(), 1, "{doc:#}");
    assert_eq!(wait[0]["waiter"], refill_trx.as_str());
    assert_eq!(wait[0]["blocker"], reserve_trx.as_str(), "{doc:#}");
    assert_eq!(wait[0]["supremum"], true);
    assert_eq!(wait[0]["table"], table.as_str());
    assert!(of_kind(&mine, "lock-wait").is_empty(), "{doc:#}");
    assert_eq!(code, Some(1), "error findings exit 1");
    assert!(
        doc["hubs"].as_array().unwrap().iter().any(|h| {
            h["holders"] == serde_json::json!([reserve_trx.as_str()])
                && h["waiters"] == serde_json::json!([refill_trx.as_str()])
        }),
        "{doc:#}"
    );
    assert!(
        doc["head_blockers"]
            .as_array()
            .unwrap()
            .iter()
            .any(|h| h["trx"] == reserve_trx.as_str() && h["thread_id"].is_u64()),
        "{doc:#}"
    );

    // The human report names the runbook sections.
    let text = db.run(&["inspect-locks"]);
    assert!(
        text.stdout
            .contains("runbooks/locks.md#refill-blocked-by-a-gap-lock")
            && text
                .stdout
                .contains("runbooks/locks.md#gap-locks-on-the-pool"),
        "{}",
        text.stdout
    );

    reserve.exec("COMMIT");
    let (_, r) = insert.join().unwrap();
    r.expect("the refill INSERT completes once the reserve commits");
}

/// The same at READ COMMITTED: no gap lock is taken, the INSERT does not wait.
#[test]
fn empty_pool_at_read_committed_takes_no_gap_lock() {
    let _shared = OUTPUT_LOCKS.read().unwrap();
    output_locks_on();
    let db = migrated("il_rc");
    let mut reserve = Session::open(&db, "READ COMMITTED");
    reserve.exec("BEGIN");
    reserve.exec(
        "SELECT id FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 7 \
         AND inventory_group_id = 3 LIMIT 1 FOR UPDATE SKIP LOCKED",
    );
    let mut refill = Session::open(&db, "READ COMMITTED");
    refill.exec("BEGIN");
    // Would wait (innodb_lock_wait_timeout = 60) if the supremum were locked.
    refill.exec(
        "INSERT INTO reservation_units (shop_id, inventory_item_id, inventory_group_id, id) \
         VALUES (1, 7, 3, 1)",
    );
    let (_, mine, doc) = inspect(&db);
    assert!(of_kind(&mine, "gap-lock").is_empty(), "{doc:#}");
    assert!(
        of_kind(&mine, "insert-intention-wait").is_empty(),
        "{doc:#}"
    );
    assert!(of_kind(&mine, "lock-wait").is_empty(), "{doc:#}");
    refill.exec("COMMIT");
    reserve.exec("COMMIT");
}

/// At SERIALIZABLE a plain read of the pool inside a transaction is a
/// shared locking read: the server holds the refill's INSERT behind it until
/// it commits, and `poolctl lint` reports the same SQL as
/// `locking-read-without-read-committed`; at READ COMMITTED the server lets
/// the refill through and lint says nothing.
#[test]
fn serializable_plain_read_of_the_pool_blocks_the_refill_as_lint_says() {
    let _shared = OUTPUT_LOCKS.read().unwrap();
    output_locks_on();
    let mut db = migrated("il_ser");
    const READ: &str = "SELECT COUNT(*) FROM reservation_units WHERE shop_id = 1 \
                        AND inventory_item_id = 7 AND inventory_group_id = 3";
    const REFILL: &str = "INSERT INTO reservation_units \
                          (shop_id, inventory_item_id, inventory_group_id, id) VALUES (1, 7, 3, 1)";
    let lint = |level: &str| {
        let path = db
            .dir
            .path()
            .join(format!("{}.sql", level.replace(' ', "_")));
        std::fs::write(
            &path,
            format!(
                "SET TRANSACTION ISOLATION LEVEL {level};\nSTART TRANSACTION;\n{READ};\nCOMMIT;\n"
            ),
        )
        .unwrap();
        let run = db.run(&["lint", "--format", "json", path.to_str().unwrap()]);
        run.json()["diagnostics"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|d| d["rule"] == "locking-read-without-read-committed")
            .map(|d| d["line"].as_u64().unwrap())
            .collect::<Vec<_>>()
    };
    assert_eq!(lint("SERIALIZABLE"), vec![3]);
    assert!(lint("READ COMMITTED").is_empty());

    let mut reader = Session::open(&db, "SERIALIZABLE");
    reader.exec("BEGIN");
    reader.exec(READ);
    let refill = Session::open(&db, "READ COMMITTED");
    let refill_thread = refill.id;
    let insert = in_background(refill, REFILL);
    wait_until_blocked(&mut db, refill_thread);
    reader.exec("COMMIT");
    let (mut refill, r) = insert.join().unwrap();
    r.expect("the refill INSERT completes once the read commits");
    refill.exec("DELETE FROM reservation_units");

    // At READ COMMITTED the same read locks nothing: the refill goes through
    // while it is open (it would wait innodb_lock_wait_timeout = 60 s).
    let mut reader = Session::open(&db, "READ COMMITTED");
    reader.exec("BEGIN");
    reader.exec(READ);
    refill.exec(REFILL);
    reader.exec("COMMIT");
}

/// A locking scan through a secondary index (the AUTO_INCREMENT-PK schema)
/// locks the index entry and the clustered record of every unit; the
/// composite primary key locks each unit once.
#[test]
fn secondary_index_scan_double_locks_composite_key_does_not() {
    let _shared = OUTPUT_LOCKS.read().unwrap();
    output_locks_on();
    let mut db = migrated("il_dbl");
    db.exec(
        "CREATE TABLE units_autoinc (
           id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
           shop_id BIGINT UNSIGNED NOT NULL,
           inventory_item_id BIGINT UNSIGNED NOT NULL,
           inventory_group_id BIGINT UNSIGNED NOT NULL,
           KEY pool (shop_id, inventory_item_id, inventory_group_id)
         ) ENGINE=InnoDB",
    );
    for i in 1..=5 {
        db.exec(
            "INSERT INTO units_autoinc (shop_id, inventory_item_id, inventory_group_id) \
             VALUES (1, 7, 3), (2, 7, 3)",
        );
        db.exec(&format!(
            "INSERT INTO reservation_units (shop_id, inventory_item_id, inventory_group_id, id) \
             VALUES (1, 7, 3, {i}), (2, 7, 3, {i})"
        ));
    }

    let mut secondary = Session::open(&db, "READ COMMITTED");
    secondary.exec("BEGIN");
    secondary.exec(
        "SELECT id FROM units_autoinc FORCE INDEX (pool) WHERE shop_id = 1 AND inventory_item_id = 7 \
         AND inventory_group_id = 3 LIMIT 2 FOR UPDATE SKIP LOCKED",
    );
    let secondary_trx = trx_id(&mut db, secondary.id);
    let mut composite = Session::open(&db, "READ COMMITTED");
    composite.exec("BEGIN");
    composite.exec(
        "SELECT id FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 7 \
         AND inventory_group_id = 3 LIMIT 2 FOR UPDATE SKIP LOCKED",
    );

    let (_, mine, doc) = inspect(&db);
    let dbl = of_kind(&mine, "double-lock");
    assert_eq!(dbl.len(), 1, "only the secondary-index scan: {doc:#}");
    assert_eq!(dbl[0]["trx"], secondary_trx.as_str());
    assert_eq!(
        dbl[0]["table"],
        format!("{}.units_autoinc", db.name).as_str()
    );
    assert_eq!(dbl[0]["secondary_index"], "pool");
    assert_eq!(dbl[0]["index"], "PRIMARY");
    assert_eq!(
        dbl[0]["rows"], 2,
        "two units claimed, two index entries locked"
    );
    assert_eq!(dbl[0]["runbook"], "runbooks/locks.md#double-locks");
    // READ COMMITTED: no gap lock on either table.
    assert!(of_kind(&mine, "gap-lock").is_empty(), "{doc:#}");
    secondary.exec("COMMIT");
    composite.exec("COMMIT");
}

/// Two sessions update one row of `first` and one of `second` in opposite
/// order until InnoDB breaks the cycle. Returns (trx a, trx b, victim,
/// [connection a, connection b]).
fn opposite_order_deadlock(
    db: &mut TestDb,
    first: &str,
    second: &str,
) -> (String, String, String, [u64; 2]) {
    for t in [first, second] {
        db.exec(&format!(
            "CREATE TABLE IF NOT EXISTS {t} (id INT PRIMARY KEY, qty INT NOT NULL) ENGINE=InnoDB"
        ));
        db.exec(&format!("INSERT IGNORE INTO {t} VALUES (1, 10)"));
    }
    let mut a = Session::open(db, "READ COMMITTED");
    let mut b = Session::open(db, "READ COMMITTED");
    a.exec("BEGIN");
    a.exec(&format!("UPDATE {first} SET qty = qty - 1 WHERE id = 1"));
    let a_trx = trx_id(db, a.id);
    b.exec("BEGIN");
    b.exec(&format!("UPDATE {second} SET qty = qty + 1 WHERE id = 1"));
    let b_trx = trx_id(db, b.id);
    let (a_thread, b_thread) = (a.id, b.id);
    let a_sql = format!("UPDATE {second} SET qty = qty + 1 WHERE id = 1");
    let a_second = thread::spawn(move || {
        let r = a.conn.query_drop(a_sql);
        (a, r)
    });
    wait_until_blocked(db, a_thread);
    let b_second = b
        .conn
        .query_drop(format!("UPDATE {first} SET qty = qty - 1 WHERE id = 1"));
    let (mut a, a_second) = a_second.join().unwrap();
    // Exactly one of them was chosen as the victim (ER_LOCK_DEADLOCK, 1213).
    let victim = match (&a_second, &b_second) {
        (Err(mysql::Error::MySqlError(e)), Ok(())) if e.code == 1213 => a_trx.clone(),
        (Ok(()), Err(mysql::Error::MySqlError(e))) if e.code == 1213 => b_trx.clone(),
        other => panic!("expected one deadlock victim, got {other:?}"),
    };
    a.exec("ROLLBACK");
    b.exec("ROLLBACK");
    (a_trx, b_trx, victim, [a_thread, b_thread])
}

/// Two transactions take the same two rows in opposite order: InnoDB picks a
/// victim, and the report shows the cycle as a lock-order inversion.
#[test]
fn opposite_lock_order_deadlock() {
    let _shared = OUTPUT_LOCKS.read().unwrap();
    output_locks_on();
    let mut db = TestDb::new("il_dl");
    let (a_trx, b_trx, victim, threads) = opposite_order_deadlock(&mut db, "ledger", "holds");

    let (code, mine, doc) = inspect(&db);
    let dl = of_kind(&mine, "deadlock");
    assert_eq!(dl.len(), 1, "{doc:#}");
    let d = dl[0];
    let mut tables: Vec<&str> = d["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_str().unwrap())
        .collect();
    tables.sort();
    assert_eq!(
        tables,
        [format!("{}.holds", db.name), format!("{}.ledger", db.name)]
    );
    assert_eq!(d["victim"], victim.as_str(), "{d:#}");
    assert_eq!(d["lock_order_inversion"], true, "{d:#}");
    let mut trxs: Vec<&str> = d["transactions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["trx"].as_str().unwrap())
        .collect();
    trxs.sort();
    let mut expected = [a_trx.as_str(), b_trx.as_str()];
    expected.sort();
    assert_eq!(trxs, expected);
    let user = url::Url::parse(&db.url()).unwrap().username().to_string();
    let mut seen_threads = Vec::new();
    for t in d["transactions"].as_array().unwrap() {
        assert!(
            t["query"].as_str().is_some_and(|q| q.starts_with("UPDATE")),
            "{t:#}"
        );
        // The connection: MariaDB's `MariaDB thread id T, OS thread handle
        // H, query id Q 127.0.0.1 USER Updating` line.
        let trx = t["trx"].as_str().unwrap();
        let thread = t["thread_id"].as_u64().unwrap_or_else(|| panic!("{t:#}"));
        let want = if trx == a_trx { threads[0] } else { threads[1] };
        assert_eq!(thread, want, "trx {trx}: {t:#}");
        seen_threads.push(thread);
        assert_eq!(t["user"], user.as_str(), "{t:#}");
        // MariaDB names a loopback client `localhost` and then omits the IP.
        assert!(t["host"] == "localhost" || t["ip"] == "127.0.0.1", "{t:#}");
        assert!(
            t["os_thread_handle"].is_string() && t["query_id"].is_u64(),
            "{t:#}"
        );
        assert!(t["query_state"].is_string(), "{t:#}");
    }
    seen_threads.sort();
    let mut want = threads.to_vec();
    want.sort();
    assert_eq!(seen_threads, want);
    // The table for people names them as well.
    let text = db.run(&["inspect-locks"]);
    for th in threads {
        assert!(
            text.stdout
                .lines()
                .any(|l| l.contains(&format!(" {th} ")) && l.contains(&user)),
            "thread {th} in the deadlocked transactions table:\n{}",
            text.stdout
        );
    }
    assert_eq!(d["severity"], "error");
    assert_eq!(code, Some(1));
}

/// `--watch` samples until interrupted and counts each deadlock once, grouped
/// by shape: two deadlocks on ledger/holds, one on caps/units.
#[test]
fn watch_keeps_a_deduplicated_deadlock_history() {
    // Exclusive: the watcher reads the lock views every 300 ms.
    let _only = OUTPUT_LOCKS.write().unwrap_or_else(|e| e.into_inner());
    output_locks_on();
    let mut db = TestDb::new("il_watch");
    let mut cmd = db.cmd();
    cmd.args(["inspect-locks", "--watch", "0.3", "--format", "json"]);
    // Each output line is one sample; read them as they come.
    let mut run = util::Spawned::spawn(cmd);
    let prefix = format!("{}.", db.name);
    let counted_here = |l: &Value| -> u64 {
        l["deadlock_history"]["shapes"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|s| s["tables"][0].as_str().unwrap().starts_with(&prefix))
            .map(|s| s["count"].as_u64().unwrap())
            .sum()
    };
    let mut lines: Vec<Value> = Vec::new();
    let mut victims = Vec::new();
    for (n, (first, second)) in [("ledger", "holds"), ("ledger", "holds"), ("caps", "units")]
        .into_iter()
        .enumerate()
    {
        victims.push(opposite_order_deadlock(&mut db, first, second).2);
        // Wait until a sample has seen it (whatever the machine's load),
        // then let one more sample see it again: it must not count twice.
        let until = Instant::now() + Duration::from_secs(30);
        loop {
            let line = run
                .out
                .next(until.saturating_duration_since(Instant::now()))
                .unwrap_or_else(|| panic!("no sample counted deadlock {}", n + 1));
            let v = run.json_line(&line);
            let seen = counted_here(&v) == n as u64 + 1;
            lines.push(v);
            if seen {
                break;
            }
        }
        let line = run
            .out
            .next(Duration::from_secs(30))
            .expect("one more sample");
        lines.push(run.json_line(&line));
    }
    run.signal("-INT");
    run.wait_exit(Duration::from_secs(10));
    let r = run.finish();
    let taken = lines.len();
    lines.extend(
        r.stdout
            .lines()
            .skip(taken)
            .map(|l| util::json_schemas::document(&r.args, l)),
    );
    // Deadlocks are error findings: exit 1 after a clean stop.
    r.expect_code(1);
    assert!(lines.len() >= 6, "{} samples", lines.len());
    for (i, l) in lines.iter().enumerate() {
        assert_eq!(l["sample"], i as u64 + 1);
    }
    let last = lines.last().unwrap();
    assert_eq!(counted_here(last), 3, "{last:#}");
    let mine: Vec<&Value> = last["deadlock_history"]["shapes"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["tables"][0].as_str().unwrap().starts_with(&prefix))
        .collect();
    assert_eq!(mine.len(), 2, "{last:#}");
    let tables = |s: &Value| -> Vec<String> {
        let mut t: Vec<String> = s["tables"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t.as_str().unwrap().trim_start_matches(&prefix).to_string())
            .collect();
        t.sort();
        t
    };
    assert_eq!(tables(mine[0]), ["holds", "ledger"]);
    assert_eq!(mine[0]["count"], 2, "{last:#}");
    // MariaDB prints the held side as CONFLICTING WITH: part of the shape.
    let shape: Vec<&str> = mine[0]["shape"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l.as_str().unwrap())
        .collect();
    assert!(
        shape.iter().any(|l| l.starts_with("conflicts "))
            && shape.iter().any(|l| l.starts_with("waits ")),
        "{shape:?}"
    );
    assert_eq!(mine[0]["lock_order_inversion"], true);
    assert_eq!(mine[0]["last_victim"], victims[1].as_str());
    assert_eq!(tables(mine[1]), ["caps", "units"]);
    assert_eq!(mine[1]["count"], 1);
    assert_eq!(mine[1]["last_victim"], victims[2].as_str());
}

/// `--watch` for people on a pipe: each sample under a header, with the
/// deadlock history; `--samples` ends it.
#[test]
fn watch_on_a_pipe_prints_each_sample() {
    let _shared = OUTPUT_LOCKS.read().unwrap();
    output_locks_on();
    let db = TestDb::new("il_watch_text");
    let r = db.run(&["inspect-locks", "--watch", "0.2", "--samples", "2"]);
    assert!(matches!(r.code, Some(0 | 1)), "{}", r.stderr);
    assert!(r.stdout.contains("sample 1, every 0.2s"), "{}", r.stdout);
    assert!(r.stdout.contains("sample 2, every 0.2s"), "{}", r.stdout);
    assert!(!r.stdout.contains("sample 3"), "{}", r.stdout);
    assert!(
        r.stdout.contains("over 2 sample(s)"),
        "the history counts samples: {}",
        r.stdout
    );
    assert!(
        !r.stdout.contains('\x1b'),
        "no screen control codes on a pipe"
    );
}

/// With `innodb_status_output_locks = OFF` the text shows only the waiting
/// lock: poolctl warns, and still names the blocker and its supremum gap
/// lock from MariaDB's INNODB_LOCKS view.
#[test]
fn output_locks_off_warns_and_uses_the_lock_views() {
    let _only = OUTPUT_LOCKS.write().unwrap_or_else(|e| e.into_inner());
    struct Restore;
    impl Drop for Restore {
        fn drop(&mut self) {
            let _ = connect(&server_url()).query_drop("SET GLOBAL innodb_status_output_locks = ON");
        }
    }
    let _restore = Restore;
    output_locks_on();
    connect(&server_url())
        .query_drop("SET GLOBAL innodb_status_output_locks = OFF")
        .unwrap();
    let mut db = migrated("il_off");
    let EmptyPoolTrap {
        mut reserve,
        reserve_trx,
        refill_trx,
        insert,
    } = empty_pool_trap(&mut db);

    // MariaDB serves its lock views from a cache refreshed only after 100 ms
    // without readers: the first read may still show the state of the last
    // reader's time. Read again, further apart than that, until the views
    // show this test's wait (the event), within a deadline.
    let table = format!("{}.reservation_units", db.name);
    let until = Instant::now() + Duration::from_secs(20);
    let (r, j, mine) = loop {
        let r = db.run(&["inspect-locks", "--format", "json"]);
        let j = r.json();
        let mine: Vec<Value> = j["findings"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|f| f["table"] == table.as_str())
            .cloned()
            .collect();
        let from_views = mine.iter().any(|f| f["kind"] == "gap-lock")
            && mine.iter().any(|f| {
                f["kind"] == "insert-intention-wait" && f["blocker"] == reserve_trx.as_str()
            });
        if from_views {
            break (r, j, mine);
        }
        assert!(
            Instant::now() < until,
            "the lock views never showed the blocker and its gap lock: {j:#}"
        );
        thread::sleep(Duration::from_millis(250));
    };
    assert!(
        r.stderr.contains("innodb_status_output_locks is OFF"),
        "{}",
        r.stderr
    );
    let wait = mine
        .iter()
        .find(|f| f["kind"] == "insert-intention-wait")
        .unwrap_or_else(|| panic!("{j:#}"));
    assert_eq!(wait["waiter"], refill_trx.as_str());
    assert_eq!(wait["blocker"], reserve_trx.as_str(), "{j:#}");
    assert_eq!(wait["blockers"], serde_json::json!([reserve_trx.as_str()]));
    let gap = mine
        .iter()
        .find(|f| f["kind"] == "gap-lock")
        .unwrap_or_else(|| panic!("the gap lock comes from the views: {j:#}"));
    assert_eq!(gap["trx"], reserve_trx.as_str());
    assert_eq!(gap["supremum"], true);
    // The hub's holder, not printed in the text, comes from the views too.
    let hub = j["hubs"]
        .as_array()
        .unwrap()
        .iter()
        .find(|h| h["table"] == table.as_str())
        .unwrap_or_else(|| panic!("{j:#}"));
    assert_eq!(
        hub["holders"],
        serde_json::json!([reserve_trx.as_str()]),
        "{j:#}"
    );
    assert_eq!(j["views"]["source"], "information_schema.INNODB_LOCKS");

    reserve.exec("COMMIT");
    insert.join().unwrap().1.unwrap();
}

/// A hot row: two transactions update the same counter row; the second waits
/// on the first's record lock.
#[test]
fn hot_row_update_waits() {
    let _shared = OUTPUT_LOCKS.read().unwrap();
    output_locks_on();
    let mut db = TestDb::new("il_hot");
    db.exec("CREATE TABLE counters (id INT PRIMARY KEY, available INT NOT NULL) ENGINE=InnoDB");
    db.exec("INSERT INTO counters VALUES (1, 100)");
    let mut first = Session::open(&db, "READ COMMITTED");
    first.exec("BEGIN");
    first.exec("UPDATE counters SET available = available - 1 WHERE id = 1");
    let first_trx = trx_id(&mut db, first.id);
    let second = Session::open(&db, "READ COMMITTED");
    let second_thread = second.id;
    let update = in_background(
        second,
        "UPDATE counters SET available = available - 1 WHERE id = 1",
    );
    let second_trx = wait_until_blocked(&mut db, second_thread);
    // Until the wait has lasted a measurable while (a second, as printed).
    wait_for_status(&mut db, "a wait of a second", |st| {
        st.transactions
            .iter()
            .find(|t| t.id == second_trx)
            .and_then(|t| t.wait.as_ref()?.secs)
            .filter(|&s| s >= 1)
    });

    let (_, mine, doc) = inspect(&db);
    let waits = of_kind(&mine, "lock-wait");
    assert_eq!(waits.len(), 1, "{doc:#}");
    let w = waits[0];
    assert_eq!(w["waiter"], second_trx.as_str());
    assert_eq!(w["blocker"], first_trx.as_str());
    assert_eq!(w["table"], format!("{}.counters", db.name).as_str());
    assert_eq!(w["index"], "PRIMARY");
    assert_eq!(w["lock"], "X,REC_NOT_GAP", "{w:#}");
    assert_eq!(w["supremum"], false);
    assert!(w["wait_secs"].as_u64().is_some_and(|s| s >= 1), "{w:#}");
    assert_eq!(w["runbook"], "runbooks/locks.md#lock-waits");
    assert!(of_kind(&mine, "insert-intention-wait").is_empty());

    first.exec("COMMIT");
    let (_, r) = update.join().unwrap();
    r.unwrap();
}

/// Without the PROCESS privilege the status cannot be read: one message that
/// names the grant, exit 2, no password.
#[test]
fn missing_process_grant_is_named() {
    let mut db = TestDb::new("il_grant");
    let user = format!("noproc_{}", std::process::id());
    let password = "Sekrit-noproc-42";
    db.exec(&format!("DROP USER IF EXISTS '{user}'@'127.0.0.1'"));
    db.exec(&format!(
        "CREATE USER '{user}'@'127.0.0.1' IDENTIFIED BY '{password}'"
    ));
    db.exec(&format!(
        "GRANT SELECT ON `{}`.* TO '{user}'@'127.0.0.1'",
        db.name
    ));
    let mut url = url::Url::parse(&db.url()).unwrap();
    url.set_username(&user).unwrap();
    url.set_password(Some(password)).unwrap();
    let r = util::Run::of(
        db.cmd()
            .env("POOLCTL_URL", url.as_str())
            .arg("inspect-locks"),
    );
    db.exec(&format!("DROP USER '{user}'@'127.0.0.1'"));
    r.expect_code(2);
    assert!(r.stderr.contains("PROCESS"), "{}", r.stderr);
    assert!(!r.stderr.contains(password) && !r.stdout.contains(password));
    assert_eq!(
        r.stderr.trim().lines().count(),
        1,
        "one message: {}",
        r.stderr
    );
}

/// Several transactions block one waiter: three sessions read a row with
/// `LOCK IN SHARE MODE`, a fourth UPDATE of it waits for all three, and the
/// finding names all three.
#[test]
fn a_waiter_behind_several_share_locks_names_every_blocker() {
    let _shared = OUTPUT_LOCKS.read().unwrap();
    output_locks_on();
    let mut db = TestDb::new("il_many");
    db.exec("CREATE TABLE counters (id INT PRIMARY KEY, available INT NOT NULL) ENGINE=InnoDB");
    db.exec("INSERT INTO counters VALUES (1, 100)");
    let mut readers = Vec::new();
    let mut reader_trx = Vec::new();
    for _ in 0..3 {
        let mut r = Session::open(&db, "READ COMMITTED");
        r.exec("BEGIN");
        r.exec("SELECT available FROM counters WHERE id = 1 LOCK IN SHARE MODE");
        reader_trx.push(trx_id(&mut db, r.id));
        readers.push(r);
    }
    let writer = Session::open(&db, "READ COMMITTED");
    let writer_thread = writer.id;
    let update = in_background(
        writer,
        "UPDATE counters SET available = available - 1 WHERE id = 1",
    );
    let writer_trx = wait_until_blocked(&mut db, writer_thread);

    let (_, mine, doc) = inspect(&db);
    let waits = of_kind(&mine, "lock-wait");
    assert_eq!(waits.len(), 1, "{doc:#}");
    let w = waits[0];
    assert_eq!(w["waiters"], serde_json::json!([writer_trx.as_str()]));
    let mut blockers: Vec<&str> = w["blockers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b.as_str().unwrap())
        .collect();
    blockers.sort();
    let mut want: Vec<&str> = reader_trx.iter().map(String::as_str).collect();
    want.sort();
    assert_eq!(blockers, want, "{w:#}");
    assert!(want.contains(&w["blocker"].as_str().unwrap()));
    let hub = doc["hubs"]
        .as_array()
        .unwrap()
        .iter()
        .find(|h| h["hub"] == w["hub"])
        .unwrap_or_else(|| panic!("{doc:#}"));
    assert_eq!(hub["holders"].as_array().unwrap().len(), 3, "{hub:#}");
    for r in &reader_trx {
        assert!(
            doc["head_blockers"]
                .as_array()
                .unwrap()
                .iter()
                .any(|h| h["trx"] == r.as_str() && h["thread_id"].is_u64()),
            "{doc:#}"
        );
    }
    for mut r in readers {
        r.exec("COMMIT");
    }
    update.join().unwrap().1.unwrap();
}

/// The flash-sale trap with several buyers: three reserves at REPEATABLE
/// READ scan the same empty pool (all hold its supremum: gap locks do not
/// conflict), three refill INSERTs wait behind all three. One hub: three
/// holders, three waiters; one insert-intention-wait naming all of them.
#[test]
fn empty_pool_scanned_by_three_reserves_blocks_three_refills_in_one_hub() {
    let _shared = OUTPUT_LOCKS.read().unwrap();
    output_locks_on();
    let mut db = migrated("il_hub");
    let mut reserves = Vec::new();
    let mut reserve_trx = Vec::new();
    for _ in 0..3 {
        let mut r = Session::open(&db, "REPEATABLE READ");
        r.exec("BEGIN");
        r.exec(
            "SELECT id FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 7 \
             AND inventory_group_id = 3 LIMIT 1 FOR UPDATE SKIP LOCKED",
        );
        reserve_trx.push(trx_id(&mut db, r.id));
        reserves.push(r);
    }
    let inserts: [&'static str; 3] = [
        "INSERT INTO reservation_units (shop_id, inventory_item_id, inventory_group_id, id) VALUES (1, 7, 3, 1)",
        "INSERT INTO reservation_units (shop_id, inventory_item_id, inventory_group_id, id) VALUES (1, 7, 3, 2)",
        "INSERT INTO reservation_units (shop_id, inventory_item_id, inventory_group_id, id) VALUES (1, 7, 3, 3)",
    ];
    let mut refills = Vec::new();
    let mut refill_trx = Vec::new();
    for sql in inserts {
        let s = Session::open(&db, "READ COMMITTED");
        let thread = s.id;
        refills.push(in_background(s, sql));
        refill_trx.push(wait_until_blocked(&mut db, thread));
    }

    let (code, mine, doc) = inspect(&db);
    assert_eq!(code, Some(1));
    let sorted = |v: &Value| -> Vec<String> {
        let mut ids: Vec<String> = v
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_str().unwrap().to_string())
            .collect();
        ids.sort();
        ids
    };
    let mut want_holders = reserve_trx.clone();
    want_holders.sort();
    let mut want_waiters = refill_trx.clone();
    want_waiters.sort();
    let waits = of_kind(&mine, "insert-intention-wait");
    assert_eq!(waits.len(), 1, "one finding for the hub: {doc:#}");
    assert_eq!(sorted(&waits[0]["blockers"]), want_holders, "{doc:#}");
    assert_eq!(sorted(&waits[0]["waiters"]), want_waiters, "{doc:#}");
    let table = format!("{}.reservation_units", db.name);
    let hubs: Vec<&Value> = doc["hubs"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|h| h["table"] == table.as_str())
        .collect();
    assert_eq!(hubs.len(), 1, "{doc:#}");
    assert_eq!(sorted(&hubs[0]["holders"]), want_holders);
    assert_eq!(sorted(&hubs[0]["waiters"]), want_waiters);
    assert_eq!(hubs[0]["supremum"], true);
    assert_eq!(
        of_kind(&mine, "gap-lock").len(),
        3,
        "one per reserve: {doc:#}"
    );

    for mut r in reserves {
        r.exec("COMMIT");
    }
    for h in refills {
        h.join()
            .unwrap()
            .1
            .expect("each refill INSERT completes once the reserves commit");
    }
}
