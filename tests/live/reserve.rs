//! The reference transactions (`poolctl::reserve`, executed by `poolctl::db`)
//! against the real MariaDB test server: reserve / claim / release, a cart,
//! inline refill with concurrent buyers on an empty pool (none refused while
//! stock exists, no oversell), orders larger than the pool, retries of
//! lock-wait timeouts (with MariaDB's NOWAIT error code), the half-cap rule
//! on the pool's own cap, refill ahead of empty, the refill wait's share-mode
//! spelling, "sold out" from one read once every unit is held, and the
//! two-trip hot path's delete guard.

use crate::util;

use crate::util::TestDb;
use mysql::prelude::Queryable;
use poolctl::config::{ConnectOverrides, LedgerMapping, PoolSettings, Settings, TableNames};
use poolctl::db::{Db, Require, ReserveError};
use poolctl::pool::PoolKey;
use poolctl::pool::sql::PoolSql;
use poolctl::reserve::{
    HotPath, InlineRefill, Line, RefillAhead, ReserveOptions, ReserveOutcome, ReserveReport,
    ReserveSql,
};
use poolctl::retry::{Failure, RetryPolicy};
use poolctl::server::ServerKind;
use std::time::Duration;

const LEDGER: &str = "CREATE TABLE inventory_levels (
  shop_id BIGINT UNSIGNED NOT NULL, inventory_item_id BIGINT UNSIGNED NOT NULL,
  location_id BIGINT UNSIGNED NOT NULL, available INT NOT NULL,
  PRIMARY KEY (shop_id, inventory_item_id, location_id)) ENGINE=InnoDB";

const A: PoolKey = PoolKey {
    shop: 1,
    item: 100,
    location: 1,
};
const B: PoolKey = PoolKey {
    shop: 1,
    item: 101,
    location: 2,
};

fn setup(test: &str) -> TestDb {
    let mut db = TestDb::new(test);
    db.run(&["migrate", "run"]).expect_code(0);
    db.exec(LEDGER);
    db
}

fn stock(db: &mut TestDb, k: PoolKey, available: i64) {
    util::stock(db, (k.shop, k.item, k.location), available);
}

pub(crate) fn ledger() -> LedgerMapping {
    LedgerMapping::table("inventory_levels")
}

pub(crate) struct Sql {
    pub(crate) reserve: ReserveSql,
    pub(crate) pool: PoolSql,
}

pub(crate) fn sql(cap: u32) -> Sql {
    let pool = PoolSettings {
        cap,
        ..PoolSettings::default()
    };
    Sql {
        reserve: ReserveSql::new(&TableNames::default(), &ledger(), &pool),
        pool: PoolSql::new(&TableNames::default(), &ledger(), cap),
    }
}

/// Pool A with `available` units of stock and its own cap of 10 rows
/// (`pool_caps`) under a default cap of 1,000: the database, the SQL and
/// a connection.
fn capped_pool(test: &str, available: i64) -> (TestDb, Sql, Db) {
    let mut db = setup(test);
    stock(&mut db, A, available);
    db.exec("INSERT INTO pool_caps (shop_id, inventory_item_id, inventory_group_id, cap) VALUES (1, 100, 1, 10)");
    let conn = open(&db);
    (db, sql(1000), conn)
}

fn open(db: &TestDb) -> Db {
    open_url(&db.url())
}

pub(crate) fn open_url(url: &str) -> Db {
    let settings = Settings::load(
        None,
        ConnectOverrides {
            url: Some(url.to_string()),
            connect_timeout_secs: 5,
            ..ConnectOverrides::default()
        },
    )
    .unwrap();
    Db::connect(&settings.target().unwrap(), Require::SkipLocked).unwrap()
}

/// (L, P, H) of one pool in one statement.
fn lph(db: &mut TestDb, k: PoolKey) -> (i64, i64, i64) {
    let (s, i, l) = (k.shop, k.item, k.location);
    let row: Vec<(i64, i64, i64)> = db.query(&format!(
        "SELECT COALESCE((SELECT available FROM inventory_levels WHERE shop_id = {s} AND inventory_item_id = {i} AND location_id = {l}), 0),
                (SELECT COUNT(*) FROM reservation_units WHERE shop_id = {s} AND inventory_item_id = {i} AND inventory_group_id = {l}),
                (SELECT CAST(COALESCE(SUM(quantity), 0) AS SIGNED) FROM reserved_quantities WHERE shop_id = {s} AND inventory_item_id = {i} AND inventory_group_id = {l})"
    ));
    row[0]
}

#[track_caller]
fn assert_no_oversell(db: &mut TestDb, k: PoolKey) -> (i64, i64, i64) {
    let (l, p, h) = lph(db, k);
    assert!(p + h <= l, "oversell on {k}: P {p} + H {h} > L {l}");
    (l, p, h)
}

/// Another buyer, on a connection of its own: a READ COMMITTED transaction
/// that holds pool A's units chosen by `rest` (what follows the pool key in
/// the WHERE clause, in id order: `AND id >= 4`, `LIMIT 8`) with `FOR
/// UPDATE` until it ends. Returns the connection and the ids it holds.
fn another_buyer_holds(db: &TestDb, rest: &str) -> (mysql::Conn, Vec<u64>) {
    let mut other = util::connect(&db.url());
    other
        .query_drop("SET TRANSACTION ISOLATION LEVEL READ COMMITTED")
        .unwrap();
    other.query_drop("START TRANSACTION").unwrap();
    let held = other
        .query(format!(
            "SELECT id FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 100 \
             AND inventory_group_id = 1 {rest} FOR UPDATE"
        ))
        .unwrap();
    (other, held)
}

fn line(key: PoolKey, quantity: u64) -> Line {
    Line { key, quantity }
}

fn held(r: &ReserveReport) -> Vec<(u64, u64)> {
    match &r.outcome {
        ReserveOutcome::Held(lines) => lines.iter().map(|l| (l.from_pool, l.from_ledger)).collect(),
        other => panic!("expected a hold, got {other:?}"),
    }
}

fn retry() -> RetryPolicy {
    ReserveOptions::default().retry
}

/// The library's options without refill ahead: a test that asserts the
/// pool's contents after each reserve (a sampled refill ahead would top it up).
/// Options on `path` with refill ahead `base` (its mark, in the call or
/// deferred), every reserve looking at the pool.
fn every_reserve_looks(path: HotPath, base: RefillAhead) -> ReserveOptions {
    ReserveOptions {
        path,
        refill_ahead: Some(RefillAhead { every: 1, ..base }),
        ..ReserveOptions::default()
    }
}

fn no_refill_ahead() -> ReserveOptions {
    ReserveOptions {
        refill_ahead: None,
        ..ReserveOptions::default()
    }
}

#[test]
fn reserve_claim_release_and_a_cart() {
    let mut db = setup("res_basic");
    stock(&mut db, A, 10);
    stock(&mut db, B, 4);
    let s = sql(1000);
    let mut conn = open(&db);
    let opts = ReserveOptions::default();

    // Empty pool, stock behind it: refilled inline, never "sold out".
    let r = conn
        .reserve(&s.reserve, &s.pool, "c1", &[line(A, 3)], &opts)
        .unwrap();
    assert_eq!(held(&r), vec![(3, 0)]);
    assert_eq!(r.refilled_rows, 10);
    assert_eq!(lph(&mut db, A), (10, 7, 3));

    conn.claim(&s.reserve, "c1", &[A], &retry()).unwrap();
    assert_eq!(lph(&mut db, A), (7, 7, 0), "hold gone, ledger down by 3");
    assert!(matches!(
        conn.claim(&s.reserve, "c1", &[A], &retry()),
        Err(ReserveError::NotHeld { .. })
    ));

    // A cart: both lines in one transaction; B refilled inline too.
    let r = conn
        .reserve(&s.reserve, &s.pool, "c2", &[line(A, 2), line(B, 4)], &opts)
        .unwrap();
    assert_eq!(held(&r), vec![(2, 0), (4, 0)]);
    assert_eq!(lph(&mut db, A), (7, 5, 2));
    assert_eq!(lph(&mut db, B), (4, 0, 4));

    // Release B: 4 units back with new ids, the hold dropped.
    assert_eq!(conn.release(&s.reserve, "c2", &B, &retry()).unwrap(), 4);
    assert_eq!(lph(&mut db, B), (4, 4, 0));
    let max_id: Vec<u64> =
        db.query("SELECT MIN(id) FROM reservation_units WHERE inventory_item_id = 101");
    assert!(max_id[0] > 4, "released units take new ids: {max_id:?}");
    assert!(matches!(
        conn.release(&s.reserve, "c2", &B, &retry()),
        Err(ReserveError::NotHeld { .. })
    ));

    // Sold out for real: more than the ledger has; nothing is held.
    let r = conn
        .reserve(&s.reserve, &s.pool, "c3", &[line(A, 1), line(B, 5)], &opts)
        .unwrap();
    assert_eq!(r.outcome, ReserveOutcome::SoldOut(vec![1]));
    assert_eq!(lph(&mut db, A), (7, 5, 2), "a refused cart holds nothing");

    // Bad input is refused before the server.
    assert!(matches!(
        conn.reserve(&s.reserve, &s.pool, "c4", &[line(A, 1), line(A, 1)], &opts),
        Err(ReserveError::Request(_))
    ));
    assert_no_oversell(&mut db, A);
    assert_no_oversell(&mut db, B);
}

/// 12 buyers hit an EMPTY pool at once: exactly one refills (under the refill
/// lock), the others wait and then find units; nobody is refused while stock
/// exists, and nobody gets stock that does not exist.
#[test]
fn concurrent_buyers_on_an_empty_pool_refill_once_and_never_oversell() {
    let mut db = setup("res_herd");
    stock(&mut db, A, 30);
    let buyers = 12;
    let url = db.url();
    let run = |q: u64, tag: &str| -> Vec<ReserveReport> {
        let barrier = std::sync::Barrier::new(buyers);
        std::thread::scope(|scope| {
            let handles: Vec<_> = (0..buyers)
                .map(|n| {
                    let (url, barrier) = (&url, &barrier);
                    scope.spawn(move || {
                        let s = sql(1000);
                        let mut conn = open_url(url);
                        barrier.wait();
                        conn.reserve(
                            &s.reserve,
                            &s.pool,
                            &format!("{tag}{n}"),
                            &[line(A, q)],
                            &ReserveOptions::default(),
                        )
                        .unwrap()
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        })
    };
    // 12 x 2 = 24 <= 30: everyone gets units.
    let reports = run(2, "a");
    for r in &reports {
        assert_eq!(held(r), vec![(2, 0)], "{r:?}");
    }
    let refilled: u64 = reports.iter().map(|r| r.refilled_rows).sum();
    assert_eq!(
        refilled, 30,
        "one refill of the whole pool, not one per buyer"
    );
    let refills: Vec<u64> = db.query("SELECT refill_count FROM pool_refill_state");
    assert_eq!(refills, vec![1], "exactly one transaction refilled");
    assert_eq!(assert_no_oversell(&mut db, A), (30, 6, 24));

    // 12 x 2 more against 6 left: exactly 3 get them, 9 are sold out, and
    // are told so at once: a buyer whose refill had nothing to add goes
    // ledger-backed, it does not keep trying for the refill wait (3 s).
    let started = std::time::Instant::now();
    let reports = run(2, "b");
    assert!(
        started.elapsed() < std::time::Duration::from_millis(2500),
        "sold out answered after {:?}",
        started.elapsed()
    );
    let ok = reports
        .iter()
        .filter(|r| matches!(r.outcome, ReserveOutcome::Held(_)))
        .count();
    assert_eq!(ok, 3, "{reports:?}");
    assert_eq!(assert_no_oversell(&mut db, A), (30, 0, 30));
}

/// Once the stock is all held, a buyer short after a refill round (here it
/// waited for another's refill: the pool's refill lock is held elsewhere) is
/// told "sold out" from one read of L - H, not after waiting its turn under
/// the refill lock until the refill wait runs out; with units still behind
/// the pool the same read does not refuse.
#[test]
fn a_buyer_short_after_a_refill_is_told_sold_out_from_one_read() {
    let (mut db, s, mut conn) = capped_pool("res_sold_out", 3);
    let r = conn
        .reserve(
            &s.reserve,
            &s.pool,
            "all",
            &[line(A, 3)],
            &ReserveOptions::default(),
        )
        .unwrap();
    assert_eq!(held(&r), vec![(3, 0)]);
    assert_eq!(assert_no_oversell(&mut db, A), (3, 0, 3));

    let mut refiller = util::connect(&db.url());
    let lock = poolctl::pool::refill_lock_name(&db.name, &A);
    let got: Option<i64> = refiller
        .exec_first("SELECT GET_LOCK(?, 0)", (lock.as_str(),))
        .unwrap();
    assert_eq!(got, Some(1), "the refill lock, held elsewhere");
    let opts = ReserveOptions {
        refill_wait_secs: 30,
        refill_ahead: None,
        ..ReserveOptions::default()
    };
    let started = std::time::Instant::now();
    let r = conn
        .reserve(&s.reserve, &s.pool, "late", &[line(A, 1)], &opts)
        .unwrap();
    assert_eq!(r.outcome, ReserveOutcome::SoldOut(vec![0]), "{r:?}");
    assert_eq!(
        r.refill_attempts, 1,
        "one refill round, then the read: {r:?}"
    );
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "sold out answered after {:?} (the refill wait is 30 s)",
        started.elapsed()
    );

    // Two more units behind the (empty) pool, the refill lock still held:
    // not sold out; after the refill wait the line goes ledger-backed.
    stock(&mut db, A, 5);
    let opts = ReserveOptions {
        refill_wait_secs: 1,
        ..opts
    };
    let r = conn
        .reserve(&s.reserve, &s.pool, "behind", &[line(A, 2)], &opts)
        .unwrap();
    assert_eq!(held(&r), vec![(0, 2)], "{r:?}");
    assert_eq!(assert_no_oversell(&mut db, A), (5, 0, 5));
    let r = conn
        .reserve(&s.reserve, &s.pool, "none-left", &[line(A, 1)], &opts)
        .unwrap();
    assert_eq!(r.outcome, ReserveOutcome::SoldOut(vec![0]), "{r:?}");
    drop(refiller);
}

/// An order larger than the pool's cap: what the pool has comes from the
/// pool, the rest is held against the ledger, never more than L - H - P.
#[test]
fn orders_larger_than_the_pool() {
    let (mut db, s, mut conn) = capped_pool("res_large", 50);
    // The pool's contents are asserted after each reserve: no refill ahead
    // (a sampled one would top the pool up after "big").
    let opts = no_refill_ahead();

    // Over the pool_caps cap (10): short after refill, then ledger-backed.
    let r = conn
        .reserve(&s.reserve, &s.pool, "big", &[line(A, 30)], &opts)
        .unwrap();
    assert_eq!(held(&r), vec![(10, 20)]);
    assert_eq!(assert_no_oversell(&mut db, A), (50, 0, 30));

    // 20 left behind the hold: 25 is refused (nothing held), 20 is not.
    let r = conn
        .reserve(&s.reserve, &s.pool, "too-big", &[line(A, 25)], &opts)
        .unwrap();
    assert_eq!(r.outcome, ReserveOutcome::SoldOut(vec![0]));
    assert_eq!(
        assert_no_oversell(&mut db, A),
        (50, 10, 30),
        "refilled to cap"
    );
    let r = conn
        .reserve(&s.reserve, &s.pool, "big2", &[line(A, 20)], &opts)
        .unwrap();
    assert_eq!(held(&r), vec![(10, 10)]);
    assert_eq!(assert_no_oversell(&mut db, A), (50, 0, 50));

    // Claim works the same for a ledger-backed hold.
    conn.claim(&s.reserve, "big", &[A], &retry()).unwrap();
    assert_eq!(assert_no_oversell(&mut db, A), (20, 0, 20));

    // Over the configured default cap: ledger-backed from the first attempt.
    stock(&mut db, B, 5000);
    let small = sql(100);
    let r = conn
        .reserve(&small.reserve, &small.pool, "huge", &[line(B, 4990)], &opts)
        .unwrap();
    assert_eq!(held(&r), vec![(0, 4990)], "the pool was never filled");
    assert_eq!(r.refilled_rows, 0);
    assert_eq!(assert_no_oversell(&mut db, B), (5000, 0, 4990));
}

/// A claim whose hold row is locked by another session longer than
/// innodb_lock_wait_timeout gets 1205, rolls back and retries; without
/// retries the same wait fails with 1205.
#[test]
fn lock_wait_timeouts_are_retried_a_bounded_number_of_times() {
    let mut db = setup("res_retry");
    stock(&mut db, A, 10);
    let s = sql(1000);
    let mut conn = open(&db);
    conn.reserve(
        &s.reserve,
        &s.pool,
        "c1",
        &[line(A, 2)],
        &ReserveOptions::default(),
    )
    .unwrap();
    conn.set_lock_wait_timeout(1).unwrap();

    // Another session locks c1's hold row until `release` returns; the
    // blocker returns once the row is locked.
    let db_url = db.url();
    let blocker = |release: Box<dyn FnOnce() + Send>| {
        let url = db_url.clone();
        let (locked, is_locked) = std::sync::mpsc::channel();
        let t = std::thread::spawn(move || {
            let mut c = util::connect(&url);
            c.query_drop("START TRANSACTION").unwrap();
            c.query_drop("SELECT * FROM reserved_quantities WHERE checkout_id = 'c1' FOR UPDATE")
                .unwrap();
            locked.send(()).unwrap();
            release();
            c.query_drop("ROLLBACK").unwrap();
        });
        is_locked.recv().unwrap();
        t
    };
    let no_retry = RetryPolicy {
        max_retries: 0,
        ..retry()
    };
    let (done, is_done) = std::sync::mpsc::channel::<()>();
    let t = blocker(Box::new(move || is_done.recv().unwrap()));
    let e = conn.claim(&s.reserve, "c1", &[A], &no_retry).unwrap_err();
    done.send(()).unwrap();
    assert_eq!(e.server_code(), Some(1205), "{e}");
    assert!(matches!(e, ReserveError::RetriesExhausted(_, 0)), "{e}");
    t.join().unwrap();
    assert_eq!(lph(&mut db, A), (10, 8, 2), "nothing claimed");

    // Held until the claim timed out once and runs its locking read again.
    let (server, name) = (util::server_url(), db.name.clone());
    let t = blocker(Box::new(move || {
        let mut admin = util::connect(&server);
        let like = "SELECT /* conn_tag:checkout_completion */ quantity FROM%FOR UPDATE";
        let first = util::wait_for_statement(&mut admin, &name, like);
        util::wait_for_rerun(&mut admin, &name, like, first);
    }));
    let patient = RetryPolicy {
        max_retries: 3,
        base: Duration::from_millis(50),
        max_delay: Duration::from_millis(100),
    };
    let claimed = conn.claim(&s.reserve, "c1", &[A], &patient).unwrap();
    assert_eq!(claimed, vec![(A, 2)]);
    t.join().unwrap();
    assert_eq!(lph(&mut db, A), (8, 8, 0));
}

/// MariaDB reports a NOWAIT read of a locked row as 1205 (MySQL: 3572), which
/// the classifier maps to a retryable lock-wait failure on this server.
#[test]
fn mariadb_reports_nowait_as_1205() {
    let db = setup("res_nowait");
    let mut a = util::connect(&db.url());
    let mut b = util::connect(&db.url());
    a.query_drop("INSERT INTO reservation_units (shop_id, inventory_item_id, inventory_group_id, id) VALUES (1, 100, 1, 1)")
        .unwrap();
    let mut tx = a.start_transaction(mysql::TxOpts::default()).unwrap();
    let locked: Vec<u64> = tx
        .query("SELECT id FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 100 AND inventory_group_id = 1 FOR UPDATE")
        .unwrap();
    assert_eq!(locked, vec![1]);
    // Collect the rows: the error arrives after the result's header, and
    // query_drop would drop it with the result.
    let e = b
        .query::<u64, _>("SELECT id FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 100 AND inventory_group_id = 1 FOR UPDATE NOWAIT")
        .unwrap_err();
    let code = match e {
        mysql::Error::MySqlError(m) => m.code,
        other => panic!("not a server error: {other}"),
    };
    let version: Vec<String> = b.query("SELECT VERSION()").unwrap();
    assert!(version[0].contains("MariaDB"), "{version:?}");
    assert_eq!(code, 1205);
    assert_eq!(
        poolctl::retry::classify(ServerKind::Mariadb, Some(code)),
        Failure::LockWaitTimeout
    );
    tx.rollback().unwrap();
}

/// The half-cap rule reads the pool's OWN cap (its `pool_caps` row), not
/// `[pool] cap`: a buyer that took the refill lock leaves a pool alone that
/// holds half its own cap, and refills one below it.
#[test]
fn the_inline_refill_threshold_is_half_the_pools_own_cap() {
    let (mut db, s, mut conn) = capped_pool("res_own_cap", 50);
    let opts = no_refill_ahead();
    let inline = |conn: &mut Db| {
        conn.refill_inline(&s.reserve, &s.pool, &A, 1, &opts)
            .unwrap()
    };
    assert_eq!(
        inline(&mut conn),
        InlineRefill::Refilled(10),
        "an empty pool"
    );
    let r = conn
        .reserve(&s.reserve, &s.pool, "c1", &[line(A, 4)], &opts)
        .unwrap();
    assert_eq!(held(&r), vec![(4, 0)]);
    // 6 rows >= 10 / 2: left alone (by [pool] cap, 1000, it would refill).
    assert_eq!(inline(&mut conn), InlineRefill::NotNeeded);
    assert_eq!(lph(&mut db, A), (50, 6, 4));
    let r = conn
        .reserve(&s.reserve, &s.pool, "c2", &[line(A, 2)], &opts)
        .unwrap();
    assert_eq!(held(&r), vec![(2, 0)]);
    // 4 rows < 5: refilled to its own cap, min(10, 50 - 6) - 4 = 6.
    assert_eq!(inline(&mut conn), InlineRefill::Refilled(6));
    assert_eq!(assert_no_oversell(&mut db, A), (50, 10, 6));
}

/// Refill ahead of empty: a committed reserve that finds its pool below the
/// low-water mark (half its own cap here, every reserve looking) refills it
/// before it drains; one that finds it below the mark with nothing to add
/// (little stock left) adds nothing and reports no error. Nothing is oversold.
/// Refill ahead step by step, with the plain read of the pool's fill (the
/// look of the statement paths: exact; the procedure's edge path looks at
/// its edge read's span instead, which a 10-row pool's holes blur:
/// `the_edge_reads_span_drives_refill_ahead_on_the_procedure_path`).
#[test]
fn a_reserve_refills_ahead_of_empty_after_its_commit() {
    let (mut db, s, mut conn) = capped_pool("res_ahead", 24);
    let opts = every_reserve_looks(HotPath::RandomTwoTrips, RefillAhead::DEFAULT);
    // The first reserve refills the empty pool inline (10 rows), takes 3:
    // 7 left >= 5, nothing ahead.
    let r = conn
        .reserve(&s.reserve, &s.pool, "c1", &[line(A, 3)], &opts)
        .unwrap();
    assert_eq!((r.refilled_rows, r.refilled_ahead), (10, 0), "{r:?}");
    // 3 more: 4 left < 5, refilled ahead after the commit to 10.
    let r = conn
        .reserve(&s.reserve, &s.pool, "c2", &[line(A, 3)], &opts)
        .unwrap();
    assert_eq!(held(&r), vec![(3, 0)]);
    assert_eq!((r.refilled_rows, r.refilled_ahead), (0, 6), "{r:?}");
    assert_eq!(r.refill_ahead_error, None);
    assert_eq!(assert_no_oversell(&mut db, A), (24, 10, 6));
    // 18 left to sell, 10 in the pool: take 9, 1 row left, 8 behind it:
    // refilled ahead with what there is (min(10, 24 - 15) - 1 = 8).
    let r = conn
        .reserve(&s.reserve, &s.pool, "c3", &[line(A, 9)], &opts)
        .unwrap();
    assert_eq!((r.refilled_rows, r.refilled_ahead), (0, 8), "{r:?}");
    assert_eq!(assert_no_oversell(&mut db, A), (24, 9, 15));
    // Take 7: 2 rows left, nothing behind them. Below the mark, nothing to
    // add: no rows, no error, and the connection rests the pool.
    let r = conn
        .reserve(&s.reserve, &s.pool, "c4", &[line(A, 7)], &opts)
        .unwrap();
    assert_eq!((r.refilled_rows, r.refilled_ahead), (0, 0), "{r:?}");
    assert_eq!(r.refill_ahead_error, None);
    assert_eq!(assert_no_oversell(&mut db, A), (24, 2, 22));
    let refills: Vec<u64> = db.query("SELECT refill_count FROM pool_refill_state");
    assert_eq!(refills, vec![3], "one inline refill, two ahead");
}

/// Refill ahead deferred to the caller: the reserve that finds its pool
/// below the mark returns at its commit with the pool due and nothing
/// refilled (the pool still below the mark: the refill is not hidden
/// somewhere in the call), and the caller's `refill_due` then refills it
/// exactly as the reserve would have; a look run when the pool is above
/// its mark adds nothing, and a reserve that does not look (refill ahead
/// off) leaves nothing due.
#[test]
fn a_deferred_refill_ahead_runs_when_the_caller_asks() {
    let (mut db, s, mut conn) = capped_pool("res_ahead_deferred", 24);
    let opts = every_reserve_looks(HotPath::RandomTwoTrips, RefillAhead::DEFERRED);
    // Inline refill of the empty pool (10 rows), 3 taken. Every reserve
    // looks: the look (a read of the fill, on this path) is due too, and
    // run, it finds 7 >= 5 and adds nothing.
    let r = conn
        .reserve(&s.reserve, &s.pool, "d1", &[line(A, 3)], &opts)
        .unwrap();
    assert_eq!((r.refilled_rows, r.refilled_ahead), (10, 0), "{r:?}");
    assert_eq!(r.refill_due.pools().copied().collect::<Vec<_>>(), vec![A]);
    assert_eq!(
        conn.refill_due(&s.reserve, &s.pool, &r.refill_due, &opts)
            .unwrap(),
        0
    );
    // 3 more: 4 left < 5. Due, not run: the pool still holds 4.
    let r = conn
        .reserve(&s.reserve, &s.pool, "d2", &[line(A, 3)], &opts)
        .unwrap();
    assert_eq!(held(&r), vec![(3, 0)]);
    assert_eq!((r.refilled_rows, r.refilled_ahead), (0, 0), "{r:?}");
    assert_eq!(r.refill_due.pools().copied().collect::<Vec<_>>(), vec![A]);
    assert_eq!(assert_no_oversell(&mut db, A), (24, 4, 6));
    // The caller runs it after the answer: topped up to the cap, 10.
    assert_eq!(
        conn.refill_due(&s.reserve, &s.pool, &r.refill_due, &opts)
            .unwrap(),
        6
    );
    assert_eq!(assert_no_oversell(&mut db, A), (24, 10, 6));
    // Run twice (another connection got there first, say): above the mark
    // now, nothing added.
    assert_eq!(
        conn.refill_due(&s.reserve, &s.pool, &r.refill_due, &opts)
            .unwrap(),
        0
    );
    assert_eq!(assert_no_oversell(&mut db, A), (24, 10, 6));
    let off = ReserveOptions {
        refill_ahead: None,
        ..opts
    };
    let r = conn
        .reserve(&s.reserve, &s.pool, "d3", &[line(A, 8)], &off)
        .unwrap();
    assert!(r.refill_due.is_empty(), "{r:?}");
    assert_eq!(
        conn.refill_due(&s.reserve, &s.pool, &r.refill_due, &off)
            .unwrap(),
        0
    );
    assert_eq!(assert_no_oversell(&mut db, A), (24, 2, 14));
}

/// A refill ahead that takes the pool's refill lock and adds nothing rests
/// the pool on that connection (`reserve::AHEAD_REST`), also when the pool
/// was above its mark by then (another refill got there between the look
/// and the lock): run again on that connection with the pool below its mark
/// once more, it adds nothing; the same pools due, run on another
/// connection (a worker's), refill it. On the procedure's edge path, whose
/// look (the edge read's span) takes the lock without a read of the fill.
#[test]
fn a_refill_ahead_beaten_to_the_pool_rests_it_on_that_connection() {
    let mut db = setup("res_ahead_rest");
    stock(&mut db, A, 1000);
    let s = sql(200);
    let (mut x, mut other, mut worker) = (open(&db), open(&db), open(&db));
    let ahead = every_reserve_looks(HotPath::Procedure, RefillAhead::DEFERRED);
    // The other buyer takes the pool's lowest units, with no refill ahead.
    let head = ReserveOptions {
        path: HotPath::Head,
        refill_ahead: None,
        ..ReserveOptions::default()
    };
    let fill = |db: &mut TestDb| lph(db, A).1;
    // The pool filled inline (200) by x's first reserve, whose first edge
    // read also learns the pool's cap.
    let r = x
        .reserve(&s.reserve, &s.pool, "x1", &[line(A, 1)], &ahead)
        .unwrap();
    assert_eq!(r.refilled_rows, 200, "{r:?}");
    assert_eq!(
        x.refill_due(&s.reserve, &s.pool, &r.refill_due, &ahead)
            .unwrap(),
        0
    );
    // Below the mark (100): 100 of the lowest gone.
    let r = other
        .reserve(&s.reserve, &s.pool, "o1", &[line(A, 100)], &head)
        .unwrap();
    assert_eq!(held(&r), vec![(100, 0)]);
    assert!(fill(&mut db) < 100, "{}", fill(&mut db));
    // x's next reserve: its edge read's span is under the mark, a refill
    // due without a read of the fill; not run yet.
    let r = x
        .reserve(&s.reserve, &s.pool, "x2", &[line(A, 1)], &ahead)
        .unwrap();
    assert_eq!(held(&r), vec![(1, 0)]);
    assert_eq!(r.refill_due.pools().copied().collect::<Vec<_>>(), vec![A]);
    let due = r.refill_due;
    // Another refill gets there first: the pool back at its cap.
    let other_refill = other
        .refill_inline(&s.reserve, &s.pool, &A, 1, &head)
        .unwrap();
    assert!(
        matches!(other_refill, InlineRefill::Refilled(_)),
        "{other_refill:?}"
    );
    assert_eq!(fill(&mut db), 200);
    // x runs its due refill: the lock is free, the pool above its mark:
    // nothing added, and x rests the pool.
    assert_eq!(x.refill_due(&s.reserve, &s.pool, &due, &ahead).unwrap(), 0);
    let r = other
        .reserve(&s.reserve, &s.pool, "o2", &[line(A, 150)], &head)
        .unwrap();
    assert_eq!(held(&r), vec![(150, 0)]);
    assert_eq!(fill(&mut db), 50);
    // Below the mark again: x, resting, adds nothing (and takes no lock).
    assert_eq!(x.refill_due(&s.reserve, &s.pool, &due, &ahead).unwrap(), 0);
    assert_eq!(fill(&mut db), 50);
    // The same pools due, on a worker's connection: refilled to the cap.
    assert_eq!(
        worker
            .refill_due(&s.reserve, &s.pool, &due, &ahead)
            .unwrap(),
        150
    );
    assert_eq!(assert_no_oversell(&mut db, A), (1000, 200, 252));
}

/// On the reserve procedure's edge path, refill ahead looks at the span of
/// ids the edge read answered (a read of the fill only when the span is
/// within a spread of the mark): with sampled reads practically never drawn
/// (`every` u32::MAX), one connection sells 600 units through a pool of 200
/// with the pool refilled ahead at its edge reads (one call in 8) and never
/// inline after the first reserve; the same options on the path without
/// edge reads (`procedure-random`) refill nothing ahead, and the pool runs
/// dry and refills inline.
#[test]
fn the_edge_reads_span_drives_refill_ahead_on_the_procedure_path() {
    for (path, want_inline, want_ahead) in [
        (HotPath::Procedure, 200, 400),
        (HotPath::ProcedureRandom, 600, 0),
    ] {
        let mut db = setup(&format!("res_ahead_span_{}", path.name().replace('-', "_")));
        stock(&mut db, A, 600);
        let s = sql(200);
        let mut conn = open(&db);
        let opts = ReserveOptions {
            path,
            refill_ahead: Some(RefillAhead {
                every: u32::MAX,
                ..RefillAhead::DEFAULT
            }),
            ..ReserveOptions::default()
        };
        let (mut inline, mut ahead) = (0, 0);
        for n in 0..600 {
            let r = conn
                .reserve(&s.reserve, &s.pool, &format!("s{n}"), &[line(A, 1)], &opts)
                .unwrap();
            assert_eq!(held(&r), vec![(1, 0)], "{path:?}, reserve {n}: {r:?}");
            assert_eq!(r.refill_ahead_error, None);
            if path == HotPath::Procedure && n > 0 {
                assert_eq!(r.refilled_rows, 0, "reserve {n} refilled inline: {r:?}");
            }
            inline += r.refilled_rows;
            ahead += r.refilled_ahead;
        }
        assert_eq!((inline, ahead), (want_inline, want_ahead), "{path:?}");
        assert_eq!(assert_no_oversell(&mut db, A), (600, 0, 600));
        let r = conn
            .reserve(&s.reserve, &s.pool, "s-last", &[line(A, 1)], &opts)
            .unwrap();
        assert_eq!(
            r.outcome,
            ReserveOutcome::SoldOut(vec![0]),
            "{path:?}: {r:?}"
        );
    }
}

/// The refill wait's share-mode read, in this server's spelling, runs here;
/// MySQL 8's spelling, `FOR SHARE`, is a syntax error on MariaDB 10.11: why
/// it is a server difference (`ServerInfo::share_lock_clause`).
#[test]
fn the_refill_wait_is_spelled_for_the_server() {
    let db = setup("res_share");
    let s = sql(1000);
    let conn = open(&db);
    let mariadb = conn.server().clone();
    assert_eq!(mariadb.kind, ServerKind::Mariadb);
    let mysql8 = poolctl::server::ServerInfo::parse("8.0.36", "MySQL Community Server").unwrap();
    let mut raw = util::connect(&db.url());
    raw.query_drop("INSERT INTO pool_refill_state (shop_id, inventory_item_id, inventory_group_id) VALUES (1, 100, 1)")
        .unwrap();
    let mut tx = raw.start_transaction(mysql::TxOpts::default()).unwrap();
    let next: Option<u64> = tx
        .exec_first(s.reserve.wait_for_refill(&mariadb), (1, 100, 1))
        .unwrap();
    assert_eq!(next, Some(1));
    tx.commit().unwrap();
    let e = raw
        .exec_first::<u64, _, _>(s.reserve.wait_for_refill(&mysql8), (1, 100, 1))
        .unwrap_err();
    match e {
        mysql::Error::MySqlError(m) => assert_eq!(m.code, 1064, "{}", m.message),
        other => panic!("not a server error: {other}"),
    }
}

/// The two-trip hot path's guard: right after a delete, it fails (1242) when
/// the delete removed fewer rows than the reserve locked, and the server runs
/// nothing after it in the same text: no hold, no commit.
#[test]
fn the_delete_guard_stops_the_round_trip_before_hold_and_commit() {
    let mut db = setup("res_guard");
    let mut raw = util::connect(&db.url());
    raw.query_drop("INSERT INTO reservation_units (shop_id, inventory_item_id, inventory_group_id, id) VALUES (1, 100, 1, 1), (1, 100, 1, 2)")
        .unwrap();
    let hold = "INSERT INTO reserved_quantities (shop_id, inventory_item_id, inventory_group_id, checkout_id, quantity, expires_at) VALUES (1, 100, 1, 'g', 2, NOW() + INTERVAL 60 SECOND)";
    let delete = "DELETE FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 100 AND inventory_group_id = 1 AND id IN (1, 9)";
    raw.query_drop("START TRANSACTION").unwrap();
    let text = format!(
        "{delete}; {}; {hold}; COMMIT",
        poolctl::reserve::sql::deleted_all_guard(2)
    );
    // Every result set read, as the library reads them (the error arrives
    // as the guard's set; dropping the result would swallow it).
    let mut sets = 0;
    let e = (|| -> Result<(), mysql::Error> {
        let mut result = raw.query_iter(&text)?;
        while let Some(set) = result.iter() {
            sets += 1;
            set.collect::<Result<Vec<mysql::Row>, _>>()?;
        }
        Ok(())
    })()
    .unwrap_err();
    assert_eq!(
        sets, 2,
        "the delete's set, then the guard's error: nothing after"
    );
    match e {
        mysql::Error::MySqlError(m) => assert_eq!(m.code, 1242, "{}", m.message),
        other => panic!("not a server error: {other}"),
    }
    raw.query_drop("ROLLBACK").unwrap();
    assert_eq!(lph(&mut db, A), (0, 2, 0), "nothing deleted, nothing held");
    // Both units there: the same text commits the hold.
    let delete = delete.replace("(1, 9)", "(1, 2)");
    raw.query_drop("START TRANSACTION").unwrap();
    raw.query_drop(format!(
        "{delete}; {}; {hold}; COMMIT",
        poolctl::reserve::sql::deleted_all_guard(2)
    ))
    .unwrap();
    assert_eq!(lph(&mut db, A), (0, 0, 2));
}

/// The ranked start (`HotPath::RankTwoTrips`) reads the start with a plain
/// `SELECT ... INTO`: it walks past units other buyers hold without
/// waiting for them (a `SET @v = (SELECT ...)` would read them with shared
/// locks and wait), and the scan from it, or from the head when the offset
/// is past the pool's units, still finds the one free unit.
#[test]
fn a_ranked_start_walks_past_held_units_without_waiting() {
    let mut db = setup("res_ranked");
    stock(&mut db, A, 10);
    let s = sql(1000);
    let opts = ReserveOptions {
        path: poolctl::reserve::HotPath::RankTwoTrips,
        refill_ahead: None,
        ..ReserveOptions::default()
    };
    let mut conn = open(&db);
    let r = conn
        .reserve(&s.reserve, &s.pool, "r1", &[line(A, 1)], &opts)
        .unwrap();
    assert_eq!(held(&r), vec![(1, 0)]);
    assert_eq!(lph(&mut db, A), (10, 9, 1));
    // Another buyer holds every unit but the highest.
    let (mut other, locked) = another_buyer_holds(&db, "ORDER BY id LIMIT 8");
    assert_eq!(locked.len(), 8);
    let (tx, rx) = std::sync::mpsc::channel();
    let buyer = std::thread::spawn(move || {
        let s = sql(1000);
        let r = conn.reserve(&s.reserve, &s.pool, "r2", &[line(A, 1)], &opts);
        let _ = tx.send(r.map(|r| held(&r)).map_err(|e| e.to_string()));
    });
    // A wait on a held unit would last innodb_lock_wait_timeout (50 s).
    let got = rx.recv_timeout(Duration::from_secs(20));
    other.query_drop("ROLLBACK").unwrap();
    let got = got.expect("the ranked reserve waited on units another buyer holds");
    buyer.join().unwrap();
    assert_eq!(got, Ok(vec![(1, 0)]), "the one free unit");
    assert_eq!(lph(&mut db, A), (10, 8, 2));
}

/// The one-round-trip reserve (`migrations/V5__reserve_procedure.sql`)
/// started at the caller's id (spread 0, `procedure-random`), called as an
/// application calls it: it skips units another buyer holds, wraps around
/// below its start, answers (got, highest id), and a short line rolls back:
/// nothing deleted, nothing held.
#[test]
fn the_reserve_procedure_skips_held_units_wraps_around_and_rolls_back_when_short() {
    let mut db = setup("res_proc");
    let mut raw = util::connect(&db.url());
    raw.query_drop(
        "INSERT INTO reservation_units (shop_id, inventory_item_id, inventory_group_id, id) VALUES \
         (1, 100, 1, 1), (1, 100, 1, 2), (1, 100, 1, 3), (1, 100, 1, 4), (1, 100, 1, 5), (1, 100, 1, 6)",
    )
    .unwrap();
    let (mut other, held) = another_buyer_holds(&db, "AND id >= 4 ORDER BY id");
    assert_eq!(held, vec![4, 5, 6]);
    let s = sql(1000);
    let call = |raw: &mut mysql::Conn, checkout: &str, q: u64, start: u64| -> (u64, u64) {
        let text = s.reserve.procedure_call(&line(A, q), checkout, start, 0, 0);
        let (got, max, lo, span): (u64, u64, u64, u64) =
            raw.query_first(text).unwrap().expect("one row");
        assert_eq!((lo, span), (0, 0), "no edge read with spread 0");
        (got, max)
    };
    // From 5: 5 and 6 are held, the wrap-around below 5 takes 1 and 2.
    assert_eq!(call(&mut raw, "p1", 2, 5), (2, 2));
    assert_eq!(lph(&mut db, A), (0, 4, 2));
    // Two more from the head: only 3 is free; short, rolled back.
    assert_eq!(call(&mut raw, "p2", 2, 0).0, 1);
    assert_eq!(lph(&mut db, A), (0, 4, 2), "the short call held nothing");
    // A second hold for the same checkout (a retried request): the hold's
    // insert fails with 1062 after unit 3 was locked and deleted; the
    // procedure rolls everything back before it raises the error.
    let dup = raw
        .query_drop(s.reserve.procedure_call(&line(A, 1), "p1", 0, 0, 0))
        .unwrap_err();
    assert!(
        matches!(&dup, mysql::Error::MySqlError(e) if e.code == 1062),
        "{dup}"
    );
    assert_eq!(lph(&mut db, A), (0, 4, 2), "the failed call held nothing");
    // No transaction left open by either call: SET TRANSACTION fails (1568)
    // inside one, and unit 3, which both calls had locked, is free.
    raw.query_drop("SET TRANSACTION ISOLATION LEVEL READ COMMITTED")
        .expect("the calls left no transaction open");
    let mut third = util::connect(&db.url());
    third.query_drop("START TRANSACTION").unwrap();
    let free: Vec<u64> = third
        .query(
            "SELECT id FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 100 \
             AND inventory_group_id = 1 AND id = 3 FOR UPDATE NOWAIT",
        )
        .expect("unit 3 is not locked any more");
    assert_eq!(free, vec![3]);
    third.query_drop("ROLLBACK").unwrap();
    other.query_drop("ROLLBACK").unwrap();
    let holds: Vec<(String, u32)> = raw
        .query("SELECT checkout_id, quantity FROM reserved_quantities ORDER BY checkout_id")
        .unwrap();
    assert_eq!(holds, vec![("p1".to_string(), 2)]);
}

/// A connection that finds the procedure missing (a database not migrated
/// to V5) reserves with two round trips instead, and says so.
#[test]
fn a_missing_reserve_procedure_falls_back_to_two_round_trips() {
    let mut db = setup("res_proc_missing");
    stock(&mut db, A, 10);
    db.exec("DROP PROCEDURE reservation_units_reserve");
    let s = sql(1000);
    let mut conn = open(&db);
    let opts = ReserveOptions::default();
    assert_eq!(opts.path, poolctl::reserve::HotPath::Procedure);
    for c in ["m1", "m2"] {
        let r = conn
            .reserve(&s.reserve, &s.pool, c, &[line(A, 2)], &opts)
            .unwrap();
        assert_eq!(held(&r), vec![(2, 0)]);
    }
    assert_eq!(conn.reserve_procedure_unusable(), Some(1305));
    assert_eq!(assert_no_oversell(&mut db, A), (10, 6, 4));
}

/// The reserve procedure from the pool's edge (the default hot path): the
/// start is the lowest unit at or above the edge the caller saw last (spread
/// 1 here, so every step is determined), it answers the edge, a held stretch
/// above the edge is passed without waiting, and a short answer is
/// conclusive: a unit put back below the caller's edge is still found.
#[test]
fn the_reserve_procedure_starts_at_the_edge_and_still_finds_every_unit() {
    let db = setup("res_proc_edge");
    let mut raw = util::connect(&db.url());
    let values: Vec<String> = (1..=100).map(|id| format!("(1, 100, 1, {id})")).collect();
    raw.query_drop(format!(
        "INSERT INTO reservation_units (shop_id, inventory_item_id, inventory_group_id, id) VALUES {}",
        values.join(", ")
    ))
    .unwrap();
    // Sold: the 40 lowest.
    raw.query_drop("DELETE FROM reservation_units WHERE id <= 40")
        .unwrap();
    let s = sql(1000);
    let call = |raw: &mut mysql::Conn, checkout: &str, from: u64| -> (u64, u64, u64, u64) {
        let text = s.reserve.procedure_call(&line(A, 1), checkout, from, 1, 0);
        raw.query_first(text).unwrap().expect("one row")
    };
    // From nothing known, then from each answer's edge: 41, 42, 43.
    let mut from = 0;
    for (c, id) in [("e1", 41), ("e2", 42), ("e3", 43)] {
        let (got, max, lo, span) = call(&mut raw, c, from);
        assert_eq!((got, max, lo, span), (1, id, id, 100 - id + 1), "{c}");
        from = lo;
    }
    // Another buyer holds 44..=48: the scan goes up past them to 49 without
    // waiting; the edge is 44 (held units are still the pool's).
    let (mut other, held) = another_buyer_holds(&db, "AND id <= 48 ORDER BY id");
    assert_eq!(held, vec![44, 45, 46, 47, 48]);
    assert_eq!(call(&mut raw, "e4", from), (1, 49, 44, 57));
    other.query_drop("ROLLBACK").unwrap();
    // A unit put back under an old id, below the edge the caller passes,
    // while every unit above it is held: found last, below the edge.
    raw.query_drop(
        "INSERT INTO reservation_units (shop_id, inventory_item_id, inventory_group_id, id) VALUES (1, 100, 1, 5)",
    )
    .unwrap();
    let (mut other, held) = another_buyer_holds(&db, "AND id > 5 ORDER BY id");
    assert_eq!(held.len(), 5 + 51, "44..=48 and 50..=100");
    assert_eq!(call(&mut raw, "e5", 44).0, 1);
    // Nothing free at all now: short, rolled back, nothing held.
    assert_eq!(call(&mut raw, "e6", 44).0, 0);
    other.query_drop("ROLLBACK").unwrap();
    let left: Vec<u64> = raw
        .query("SELECT id FROM reservation_units WHERE id < 50 ORDER BY id")
        .unwrap();
    assert_eq!(left, vec![44, 45, 46, 47, 48], "41-43, 49 and 5 taken");
    let holds: Vec<String> = raw
        .query("SELECT checkout_id FROM reserved_quantities ORDER BY checkout_id")
        .unwrap();
    assert_eq!(holds, vec!["e1", "e2", "e3", "e4", "e5"]);
    // An empty pool above the edge: the caller's edge is answered back (its
    // next read still starts there), and a pool of nothing is short.
    raw.query_drop("DELETE FROM reservation_units").unwrap();
    assert_eq!(call(&mut raw, "e7", 44), (0, 0, 44, 0));
}

/// The spread: starts are drawn among the `spread` ids from the edge up, so
/// concurrent buyers do not all take the edge's unit. Each call's unit is put
/// back, so every call meets the same pool: the unit taken is always within
/// the spread, and 40 calls do not all take the same one (with a spread of 8,
/// that happens with probability 8^-39).
#[test]
fn the_reserve_procedure_spreads_its_start_above_the_edge() {
    let mut db = setup("res_proc_spread");
    let mut raw = util::connect(&db.url());
    let values: Vec<String> = (41..=100).map(|id| format!("(1, 100, 1, {id})")).collect();
    raw.query_drop(format!(
        "INSERT INTO reservation_units (shop_id, inventory_item_id, inventory_group_id, id) VALUES {}",
        values.join(", ")
    ))
    .unwrap();
    let s = sql(1000);
    let mut taken = std::collections::BTreeSet::new();
    for n in 0..40 {
        let text = s
            .reserve
            .procedure_call(&line(A, 1), &format!("s{n}"), 0, 8, 0);
        let (got, max, lo, _): (u64, u64, u64, u64) = raw.query_first(text).unwrap().unwrap();
        assert_eq!((got, lo), (1, 41));
        assert!((41..=48).contains(&max), "took {max}");
        taken.insert(max);
        raw.query_drop(format!(
            "INSERT INTO reservation_units (shop_id, inventory_item_id, inventory_group_id, id) VALUES (1, 100, 1, {max})"
        ))
        .unwrap();
    }
    assert!(taken.len() > 1, "every start was the edge: {taken:?}");
    assert_eq!(lph(&mut db, A).1, 60);
}

/// The library's default reserve goes through the procedure: while a
/// reserve holds its units (`hold_for`), the server shows its connection
/// running the `CALL`.
#[test]
fn the_library_reserves_through_the_procedure() {
    let mut db = setup("res_proc_used");
    stock(&mut db, A, 10);
    let s = sql(1000);
    let mut conn = open(&db);
    let id = conn.connection_id();
    let opts = ReserveOptions {
        hold_for: Duration::from_secs(2),
        ..ReserveOptions::default()
    };
    let buyer = std::thread::spawn(move || {
        let r = conn
            .reserve(&s.reserve, &s.pool, "lib1", &[line(A, 1)], &opts)
            .unwrap();
        (held(&r), conn.reserve_procedure_unusable())
    });
    let mut watch = util::connect(&db.url());
    let mut seen = None;
    while seen.is_none() && !buyer.is_finished() {
        let info: Option<Option<String>> = watch
            .exec_first(
                "SELECT INFO FROM information_schema.PROCESSLIST WHERE ID = ?",
                (id,),
            )
            .unwrap();
        // The CALL, or (a server that shows the running statement of a
        // routine) the procedure's own hold.
        seen = info
            .flatten()
            .filter(|i| i.contains("reservation_units_reserve") || i.contains("p_hold_us"));
    }
    let (got, unusable) = buyer.join().unwrap();
    assert_eq!(got, vec![(1, 0)]);
    assert_eq!(unusable, None);
    assert!(
        seen.is_some(),
        "the reserve's connection was seen in the procedure"
    );
    assert_no_oversell(&mut db, A);
}

/// One connection sells a whole pool through the procedure, which reads the
/// pool's edge one call in eight and starts the others from the
/// connection's guess (EdgeGuess): every free unit is sold exactly once,
/// the units another buyer holds are skipped, guesses past the band near
/// the end still find the last units, and the last answer is sold out, at
/// once: the ledger-backed look does not wait for the other buyer's units at
/// the top of the pool (it did, for the lock-wait timeout, while it made
/// sure of the refill-state row with an insert whose subquery locks them).
#[test]
fn guessed_edges_still_sell_every_free_unit_once() {
    let mut db = setup("res_proc_guess");
    stock(&mut db, A, 200);
    let s = sql(1000);
    let mut conn = open(&db);
    let opts = no_refill_ahead();
    let r = conn
        .reserve(&s.reserve, &s.pool, "g0", &[line(A, 1)], &opts)
        .unwrap();
    assert_eq!(held(&r), vec![(1, 0)]);
    assert_eq!(r.refilled_rows, 200, "the first reserve filled the pool");
    let (other, theirs) = another_buyer_holds(&db, "AND id >= 100 LIMIT 5");
    assert_eq!(theirs.len(), 5);
    for n in 1..195 {
        let r = conn
            .reserve(&s.reserve, &s.pool, &format!("g{n}"), &[line(A, 1)], &opts)
            .unwrap();
        assert_eq!(held(&r), vec![(1, 0)], "reserve {n}: {r:?}");
    }
    let left: Vec<u64> = db.query(
        "SELECT id FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 100 ORDER BY id",
    );
    assert_eq!(left, theirs, "only the other buyer's units are left");
    let r = conn
        .reserve(&s.reserve, &s.pool, "g-last", &[line(A, 1)], &opts)
        .unwrap();
    assert_eq!(r.outcome, ReserveOutcome::SoldOut(vec![0]), "{r:?}");
    assert_eq!(assert_no_oversell(&mut db, A), (200, 5, 195));
    drop(other);
}

/// An application account without EXECUTE on the procedure (1370) reserves
/// with two round trips, and says so.
#[test]
fn an_account_without_execute_falls_back_to_two_round_trips() {
    let mut db = setup("res_proc_grant");
    stock(&mut db, A, 10);
    let user = format!("noexec_{}", std::process::id());
    let url = db.user_with(
        &user,
        &format!("pw-{user}"),
        "SELECT, INSERT, UPDATE, DELETE",
    );
    let mut conn = open_url(&url);
    let s = sql(1000);
    let r = conn.reserve(
        &s.reserve,
        &s.pool,
        "g1",
        &[line(A, 2)],
        &ReserveOptions::default(),
    );
    let unusable = conn.reserve_procedure_unusable();
    drop(conn);
    db.drop_user(&user);
    assert_eq!(held(&r.unwrap()), vec![(2, 0)]);
    assert_eq!(unusable, Some(1370));
    assert_eq!(assert_no_oversell(&mut db, A), (10, 8, 2));
}

/// Issue 49: a release whose units would take ids past 2^64 - 1 is refused
/// with the pool and the id named, and nothing changes: the hold stays, no
/// unit is inserted (it was the server's 1690, or a wrapped id).
#[test]
fn a_release_never_wraps_unit_ids() {
    let mut db = setup("res_id_overflow");
    stock(&mut db, B, 4);
    let s = sql(1000);
    let mut conn = open(&db);
    conn.reserve(&s.reserve, &s.pool, "c1", &[line(B, 4)], &no_refill_ahead())
        .unwrap();
    assert_eq!(lph(&mut db, B), (4, 0, 4));
    db.exec(
        "UPDATE pool_refill_state SET next_unit_id = 18446744073709551613 \
         WHERE inventory_item_id = 101",
    );
    let e = conn.release(&s.reserve, "c1", &B, &retry()).unwrap_err();
    let said = e.to_string();
    assert!(said.contains("run out of unit ids"), "{said}");
    assert!(said.contains("18446744073709551613"), "{said}");
    assert_eq!(lph(&mut db, B), (4, 0, 4), "the hold stays, no unit added");
}
