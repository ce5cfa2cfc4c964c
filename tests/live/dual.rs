//! Shadow mode's dual write (`poolctl::db::Shadow`) against the test
//! MariaDB and the test Redis (`scripts/test.sh` starts both): traffic from
//! several threads with Redis deciding, both stores starting equal, records
//! no disagreement and leaves `shadow compare` in step, the operations
//! counted; a counter changed behind the library's back shows as drift and
//! as disagreements (the pool's grant given back where Redis refused);
//! Redis down while it decides fails the operation with one clear message
//! within its timeout, touches nothing in the pool and records an unknown
//! (later, when the database could not take it at once),
//! and once the pool decides the Redis write is skipped and counted; a hold
//! taken in Redis alone just before `cutover advance` to mysql is seeded
//! into the pool (expiring with it) and honoured after the advance, and one
//! the pool cannot hold refuses the advance, named.

use crate::bench_open_loop::redis_url;
use crate::reserve::{Sql, open_url, sql};
use crate::shadow::SET_ALL;
use crate::util::{self, LEDGER_CONFIG, Seed, TestDb, seed};
use poolctl::config::layers::Section;
use poolctl::config::{Origin, RedisUrl, TableNames};
use poolctl::cutover::State;
use poolctl::cutover::sql::CutoverSql;
use poolctl::db::{Redis, Shadow, ShadowError};
use poolctl::pool::PoolKey;
use poolctl::reserve::{Line, ReserveOptions};
use poolctl::shadow::dual::{Answer, Disagreement};
use poolctl::shadow::layout::Layout;
use poolctl::shadow::legacy;
use std::time::{Duration, Instant};

pub(crate) struct Legacy {
    pub(crate) layout: Layout,
    pub(crate) url: RedisUrl,
}

impl Legacy {
    /// A key layout of this test's own (so runs never meet), in the
    /// config file too.
    pub(crate) fn new(db: &TestDb, test: &str) -> Legacy {
        let prefix = format!("poolctl_{test}_{}", std::process::id());
        let counter = format!("{prefix}:inv:{{shop}}:{{item}}:{{location}}");
        let hold = format!("{prefix}:hold:{{checkout}}:{{shop}}:{{item}}:{{location}}");
        db.config_file(&format!(
            "{LEDGER_CONFIG}\n[shadow]\ncounter_key = \"{counter}\"\nhold_key = \"{hold}\"\n\
             hold_ttl_seconds = 600\n"
        ));
        let layout = Layout::resolve(
            &Section::default()
                .with("counter_key", counter)
                .with("hold_key", hold)
                .with("hold_ttl_seconds", 600),
        )
        .unwrap();
        Legacy {
            layout,
            url: RedisUrl::parse(&redis_url(), Origin::Env).unwrap(),
        }
    }

    pub(crate) fn redis(&self) -> Redis {
        Redis::connect(&self.url).unwrap()
    }

    pub(crate) fn set(&self, counters: &[(PoolKey, i64)]) {
        let keys: Vec<String> = counters
            .iter()
            .map(|(k, _)| self.layout.counter.counter(k.shop, k.item, k.location))
            .collect();
        let values: Vec<i64> = counters.iter().map(|c| c.1).collect();
        self.redis()
            .script(SET_ALL, &keys, &values, "seeding")
            .unwrap();
    }

    pub(crate) fn counter(&self, k: PoolKey) -> Option<i64> {
        let key = self.layout.counter.counter(k.shop, k.item, k.location);
        self.redis().counters(&[key]).unwrap()[0]
    }

    pub(crate) fn shadow(&self, url: RedisUrl, pod: &str) -> Shadow {
        Shadow::new(
            url,
            self.layout.clone(),
            CutoverSql::new(&TableNames::default()),
            pod,
        )
    }
}

pub(crate) fn key(item: u64) -> PoolKey {
    PoolKey {
        shop: 1,
        item,
        location: 1,
    }
}

/// Pools 1..=n, each with `stock` units in the ledger and all of them in
/// the pool.
pub(crate) fn pools(test: &str, n: u64, stock: i64) -> TestDb {
    let mut db = util::pool_db(test);
    let seeds: Vec<Seed> = (1..=n)
        .map(|item| Seed {
            key: (1, item, 1),
            ledger: Some(stock),
            units: stock as u64,
            holds: &[],
            cap: None,
        })
        .collect();
    seed(&mut db, &seeds);
    db
}

pub(crate) fn set_state(db: &mut TestDb, state: &str) {
    db.exec(&format!("UPDATE pool_cutover SET state = '{state}'"));
}

pub(crate) fn opts() -> ReserveOptions {
    ReserveOptions {
        refill_ahead: None,
        ..ReserveOptions::default()
    }
}

fn disagreements(db: &mut TestDb) -> Vec<(u64, String, String, String, String, String)> {
    db.query(
        "SELECT inventory_item_id, checkout_id, operation, redis_answer, mysql_answer, \
         source_of_truth FROM shadow_disagreements ORDER BY id",
    )
}

fn compare(db: &TestDb) -> util::Run {
    let mut cmd = db.cmd();
    cmd.env("POOLCTL_REDIS_URL", redis_url())
        .args(["--format", "json", "shadow", "compare"]);
    util::Run::of(cmd)
}

/// One checkout: reserve 1-2 units of one pool, then claim or release.
fn checkout(
    shadow: &mut Shadow,
    conn: &mut poolctl::db::Db,
    s: &Sql,
    name: &str,
    item: u64,
    quantity: u64,
    claim: bool,
) -> (Answer, Answer) {
    let line = Line {
        key: key(item),
        quantity,
    };
    let o = opts();
    let r = shadow
        .reserve(conn, &s.reserve, &s.pool, name, &[line], &o)
        .unwrap();
    let then = if claim {
        shadow.claim(conn, &s.reserve, name, &[line.key], &o.retry)
    } else {
        shadow.release(conn, &s.reserve, name, &[line.key], &o.retry)
    };
    (r.answer, then.unwrap().answer)
}

#[test]
fn shadow_traffic_agrees_on_equal_stores_and_a_counter_changed_behind_it_disagrees() {
    const ITEMS: u64 = 4;
    const STOCK: i64 = 100;
    let mut db = pools("dual_agree", ITEMS, STOCK);
    let legacy = Legacy::new(&db, "dual_agree");
    legacy.set(&(1..=ITEMS).map(|i| (key(i), STOCK)).collect::<Vec<_>>());
    set_state(&mut db, "shadow");

    // Four threads of checkouts, half claimed, half released.
    let url = db.url();
    let threads: Vec<_> = (0..4u64)
        .map(|t| {
            let (url, mut shadow) = (url.clone(), legacy.shadow(legacy.url.clone(), "pod-a"));
            std::thread::spawn(move || {
                let (s, mut conn) = (sql(1000), open_url(&url));
                let mut sold = 0;
                for n in 0..20u64 {
                    let (item, q, claim) = (1 + (t + n) % ITEMS, 1 + n % 2, n % 2 == 0);
                    let (r, then) = checkout(
                        &mut shadow,
                        &mut conn,
                        &s,
                        &format!("co-{t}-{n}"),
                        item,
                        q,
                        claim,
                    );
                    assert_eq!(r, Answer::Granted(q));
                    assert_eq!(
                        then,
                        Answer::Granted(q),
                        "the hold was there to claim or release"
                    );
                    if claim {
                        sold += q;
                    }
                }
                shadow.flush(&mut conn).unwrap();
                (sold, shadow.counts())
            })
        })
        .collect();
    let (mut sold, mut operations) = (0, 0);
    for t in threads {
        let (s, counts) = t.join().unwrap();
        assert_eq!((counts.recorded, counts.waiting, counts.dropped), (0, 0, 0));
        sold += s;
        operations += counts.operations;
    }
    assert_eq!(
        operations,
        4 * 20 * 2,
        "a reserve and a claim or release each"
    );
    assert!(
        disagreements(&mut db).is_empty(),
        "{:?}",
        disagreements(&mut db)
    );
    let counted: Vec<u64> =
        db.query("SELECT CAST(SUM(operations) AS UNSIGNED) FROM shadow_operations");
    assert_eq!(counted, [operations]);
    let ledger: Vec<i64> = db.query("SELECT CAST(SUM(available) AS SIGNED) FROM inventory_levels");
    assert_eq!(
        ledger,
        [ITEMS as i64 * STOCK - sold as i64],
        "each sale in the ledger once"
    );
    let holds: Vec<u64> = db.query("SELECT COUNT(*) FROM reserved_quantities");
    assert_eq!(holds, [0]);
    let r = compare(&db);
    r.expect_code(0);
    assert_eq!(r.json()["totals"]["equal"], ITEMS);

    // Behind the library's back: item 1's counter emptied, item 2's raised.
    let left2 = legacy.counter(key(2)).unwrap();
    legacy.set(&[(key(1), 0), (key(2), left2 + 7)]);
    let (s, mut conn) = (sql(1000), open_url(&url));
    let mut shadow = legacy.shadow(legacy.url.clone(), "pod-a");
    let line = Line {
        key: key(1),
        quantity: 1,
    };
    let d = shadow
        .reserve(&mut conn, &s.reserve, &s.pool, "co-late", &[line], &opts())
        .unwrap();
    assert_eq!(d.answer, Answer::Refused, "Redis decides");
    assert_eq!(d.disagreement, Some(Disagreement::PoolOnly));
    assert_eq!(d.undo_error, None);
    let holds: Vec<u64> = db.query("SELECT COUNT(*) FROM reserved_quantities");
    assert_eq!(holds, [0], "the pool's grant was given back");
    // Its claim: Redis has no hold, the pool none either: both refuse.
    let c = shadow
        .claim(&mut conn, &s.reserve, "co-late", &[line.key], &opts().retry)
        .unwrap();
    assert_eq!((c.answer, c.disagreement), (Answer::Refused, None));
    shadow.flush(&mut conn).unwrap();
    assert_eq!(
        disagreements(&mut db),
        [(
            1,
            "co-late".into(),
            "reserve".into(),
            "refused".into(),
            "granted 1".into(),
            "redis".into()
        )]
    );
    let r = compare(&db);
    r.expect_code(1);
    let j = r.json();
    let class = |item: u64| {
        j["rows"]
            .as_array()
            .unwrap()
            .iter()
            .find(|row| row["item"] == item)
            .map(|row| row["class"].as_str().unwrap().to_string())
    };
    assert_eq!(class(1).as_deref(), Some("redis-lower"));
    assert_eq!(class(2).as_deref(), Some("redis-higher"));
    assert_eq!(j["window"]["disagreements"], 1);
}

#[test]
fn redis_down_fails_the_operation_while_it_decides_and_is_skipped_once_the_pool_does() {
    let mut db = pools("dual_down", 1, 10);
    let legacy = Legacy::new(&db, "dual_down");
    legacy.set(&[(key(1), 10)]);
    // Nothing listens on a port just freed: Redis is down.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let down = RedisUrl::parse(&format!("redis://127.0.0.1:{port}"), Origin::Env).unwrap();
    let (s, mut conn) = (sql(1000), open_url(&db.url()));
    let line = Line {
        key: key(1),
        quantity: 2,
    };

    set_state(&mut db, "shadow");
    // The database cannot take disagreements for now either.
    db.exec("RENAME TABLE shadow_disagreements TO shadow_disagreements_away");
    let mut shadow = legacy.shadow(down.clone(), "pod-b");
    for n in 0..3 {
        let t0 = Instant::now();
        let e = shadow
            .reserve(
                &mut conn,
                &s.reserve,
                &s.pool,
                &format!("co-{n}"),
                &[line],
                &opts(),
            )
            .unwrap_err();
        assert!(t0.elapsed() < Duration::from_secs(2), "{:?}", t0.elapsed());
        assert!(
            matches!(
                e,
                ShadowError::RedisUnreachable {
                    state: State::Shadow,
                    ..
                }
            ),
            "{e}"
        );
        let msg = e.to_string();
        assert!(
            msg.contains("Redis decides") && msg.contains("unknown"),
            "{msg}"
        );
        assert!(msg.contains(&format!("127.0.0.1:{port}")), "{msg}");
    }
    let holds: Vec<u64> = db.query("SELECT COUNT(*) FROM reserved_quantities");
    assert_eq!(
        holds,
        [0],
        "nothing reserved in the pool while Redis cannot decide"
    );
    let e = shadow
        .release(&mut conn, &s.reserve, "co-0", &[line.key], &opts().retry)
        .unwrap_err();
    assert!(matches!(e, ShadowError::RedisUnreachable { .. }), "{e}");
    let counts = shadow.counts();
    assert_eq!((counts.waiting, counts.recorded), (4, 0), "{counts:?}");
    assert!(shadow.flush(&mut conn).is_err(), "the table is away");
    // Back: the unknowns are recorded later.
    db.exec("RENAME TABLE shadow_disagreements_away TO shadow_disagreements");
    shadow.flush(&mut conn).unwrap();
    let counts = shadow.counts();
    assert_eq!((counts.waiting, counts.recorded, counts.dropped), (0, 4, 0));
    let rows = disagreements(&mut db);
    assert_eq!(rows.len(), 4, "{rows:?}");
    assert!(
        rows.iter()
            .all(|r| r.3 == "unknown" && r.4 == "not asked" && r.5 == "redis"),
        "{rows:?}"
    );

    // The pool decides: the reserve goes on, the Redis write skipped.
    set_state(&mut db, "mysql");
    let mut shadow = legacy.shadow(down, "pod-b");
    let d = shadow
        .reserve(&mut conn, &s.reserve, &s.pool, "co-m", &[line], &opts())
        .unwrap();
    assert_eq!(d.answer, Answer::Granted(2));
    assert!(d.redis_skipped && d.redis_error.is_some(), "{d:?}");
    let c = shadow
        .claim(&mut conn, &s.reserve, "co-m", &[line.key], &opts().retry)
        .unwrap();
    assert_eq!(c.answer, Answer::Granted(2));
    assert_eq!(shadow.counts().redis_skipped, 2);
    shadow.flush(&mut conn).unwrap();
    assert_eq!(
        disagreements(&mut db).len(),
        4,
        "a skipped Redis write is counted, not a disagreement"
    );
    let ledger: Vec<i64> = db.query("SELECT available FROM inventory_levels");
    assert_eq!(ledger, [8]);
    assert_eq!(legacy.counter(key(1)), Some(10), "Redis untouched");
}

/// `poolctl cutover` with the test Redis.
fn cutover(db: &TestDb, args: &[&str]) -> util::Run {
    let mut cmd = db.cmd();
    cmd.env("POOLCTL_REDIS_URL", redis_url())
        .args(["--format", "json", "cutover"])
        .args(args);
    util::Run::of(cmd)
}

#[test]
fn a_hold_taken_in_redis_just_before_the_advance_is_honoured_after_it() {
    let mut db = pools("dual_seed", 2, 10);
    // Pool 3 of the same shop: in the ledger, sold out.
    util::stock(&mut db, (1, 3, 1), 0);
    let legacy = Legacy::new(&db, "dual_seed");
    legacy.set(&[(key(1), 10), (key(2), 10), (key(3), 5)]);
    let _leader = crate::cutover::leader(&db);
    let (s, mut conn) = (sql(1000), open_url(&db.url()));
    let line = |item, quantity| Line {
        key: key(item),
        quantity,
    };
    let mut shadow = legacy.shadow(legacy.url.clone(), "pod-s");

    // At redis: holds only Redis has (the pool is not written), one of a
    // pool sold out in the pool and one of another pod's shop.
    for (checkout, l) in [("co-r", line(1, 2)), ("co-3", line(3, 1))] {
        let d = shadow
            .reserve(&mut conn, &s.reserve, &s.pool, checkout, &[l], &opts())
            .unwrap();
        assert_eq!((d.answer, d.keys[0].2), (Answer::Granted(l.quantity), None));
    }
    let other = PoolKey { shop: 77, ..key(1) };
    legacy.set(&[(other, 1)]);
    let mut redis = legacy.redis();
    let hold = |k: PoolKey, c: &str| legacy.layout.hold.hold(c, k.shop, k.item, k.location);
    redis
        .script(
            "redis.call('SET', KEYS[1], 1, 'EX', 600) return 1",
            &[hold(other, "co-other")],
            &[],
            "seeding",
        )
        .unwrap();
    let holds: Vec<u64> = db.query("SELECT COUNT(*) FROM reserved_quantities");
    assert_eq!(holds, [0]);

    // Shadow traffic that agrees, then the advance.
    set_state(&mut db, "shadow");
    let mut shadow = legacy.shadow(legacy.url.clone(), "pod-s");
    for n in 0..5 {
        let c = format!("co-s{n}");
        shadow
            .reserve(&mut conn, &s.reserve, &s.pool, &c, &[line(2, 1)], &opts())
            .unwrap();
        shadow
            .release(&mut conn, &s.reserve, &c, &[key(2)], &opts().retry)
            .unwrap();
    }
    shadow.flush(&mut conn).unwrap();
    let judged = ["--min-operations", "1"];
    let dry = cutover(&db, &[&["advance", "--dry-run"][..], &judged].concat());
    dry.expect_code(0);
    let seeding = &dry.json()["seeding"];
    assert_eq!(seeding["before"]["scanned"], 3, "{seeding}");
    assert_eq!(seeding["before"]["seeded"], 2, "would be tried: {seeding}");
    assert_eq!(seeding["before"]["other_shops"], 1, "{seeding}");
    assert_eq!(
        seeding.get("after"),
        Some(&serde_json::Value::Null),
        "{seeding}"
    );
    let holds: Vec<u64> = db.query("SELECT COUNT(*) FROM reserved_quantities");
    assert_eq!(holds, [0], "a dry run writes nothing");

    // Pool 3 cannot hold co-3's unit: refused, nothing changed but the
    // seeding of what could be.
    let r = cutover(&db, &[&["advance"][..], &judged].concat());
    r.expect_code(1);
    let j = r.json();
    let why = j["refused"].as_str().unwrap();
    assert!(why.contains("1 hold(s) live only in Redis"), "{why}");
    assert!(why.contains("the last expires in"), "{why}");
    assert_eq!(j["seeding"]["before"]["seeded"], 1);
    assert_eq!(j["seeding"]["before"]["unseeded"][0]["checkout"], "co-3");
    let text = {
        let mut cmd = db.cmd();
        cmd.env("POOLCTL_REDIS_URL", redis_url()).args([
            "cutover",
            "advance",
            "--min-operations",
            "1",
        ]);
        util::Run::of(cmd)
    };
    text.expect_code(1);
    assert!(
        text.stdout
            .contains("NOT SEEDED: pool 1/3/1 checkout co-3: 1 unit(s)"),
        "{}",
        text.stdout
    );
    let state: Vec<String> = db.query("SELECT state FROM pool_cutover");
    assert_eq!(state, ["shadow"]);

    // co-3's checkout abandoned in Redis: the advance goes through.
    redis
        .script(
            legacy::RELEASE,
            &legacy.layout.release_call("co-3", &[key(3)]).keys,
            &[],
            "releasing",
        )
        .unwrap();
    let r = cutover(&db, &[&["advance"][..], &judged].concat());
    r.expect_code(0);
    let j = r.json();
    assert_eq!(j["changed"], true);
    assert_eq!(j["seeding"]["before"]["in_pool"], 1, "co-r seeded already");
    assert_eq!(j["seeding"]["after"]["scanned"], 2, "{j}");
    assert!(j["seeding"]["waited_ms"].as_u64().unwrap() >= 1000);
    let expiry: Vec<(u64, i64)> = db.query(
        "SELECT quantity, TIMESTAMPDIFF(SECOND, NOW(6), expires_at) FROM reserved_quantities \
         WHERE checkout_id = 'co-r'",
    );
    assert_eq!(expiry.len(), 1);
    assert_eq!(expiry[0].0, 2);
    assert!(
        (590..=600).contains(&expiry[0].1),
        "expires with Redis's hold: {expiry:?}"
    );

    // The pool decides now, and honours co-r's hold: the sale in the
    // ledger once, the Redis hold claimed too.
    let mut shadow = legacy.shadow(legacy.url.clone(), "pod-s");
    let c = shadow
        .claim(&mut conn, &s.reserve, "co-r", &[key(1)], &opts().retry)
        .unwrap();
    assert_eq!(c.state, State::Mysql);
    assert_eq!(c.answer, Answer::Granted(2));
    assert_eq!(c.keys[0].1, Answer::Granted(2), "Redis's hold claimed");
    assert_eq!(c.disagreement, None);
    let ledger: Vec<i64> =
        db.query("SELECT available FROM inventory_levels WHERE inventory_item_id = 1");
    assert_eq!(ledger, [8]);
    assert_eq!(legacy.counter(key(1)), Some(8));
}

#[test]
fn a_rollback_mid_traffic_fails_no_operation_and_oversells_neither_store() {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicU8, Ordering};
    const STOCK: i64 = 200;
    let mut db = pools("dual_roll", 1, STOCK);
    let legacy = Legacy::new(&db, "dual_roll");
    legacy.set(&[(key(1), STOCK)]);
    set_state(&mut db, "mysql");
    // The states the traffic has seen, one bit each.
    let seen = Arc::new(AtomicU8::new(0));
    let bit = |state: State| 1u8 << (state as u8);
    // Three buyers, checkouts of one unit, every tenth claimed, the rest
    // abandoned, until each has seen the last rollback.
    let threads: Vec<_> = (0..3u64)
        .map(|t| {
            let (url, seen) = (db.url(), seen.clone());
            let mut shadow = legacy.shadow(legacy.url.clone(), "pod-r");
            std::thread::spawn(move || {
                let (s, mut conn) = (sql(1000), open_url(&url));
                let (mut sold, t0) = (0, Instant::now());
                for n in 0.. {
                    let name = format!("co-{t}-{n}");
                    let l = Line {
                        key: key(1),
                        quantity: 1,
                    };
                    let r = shadow
                        .reserve(&mut conn, &s.reserve, &s.pool, &name, &[l], &opts())
                        .unwrap_or_else(|e| panic!("reserve {name} failed: {e}"));
                    seen.fetch_or(bit(r.state), Ordering::SeqCst);
                    if let Answer::Granted(_) = r.answer {
                        let then = if n % 10 == 0 {
                            shadow.claim(&mut conn, &s.reserve, &name, &[l.key], &opts().retry)
                        } else {
                            shadow.release(&mut conn, &s.reserve, &name, &[l.key], &opts().retry)
                        };
                        let then = then.unwrap_or_else(|e| panic!("{name} failed: {e}"));
                        if n % 10 == 0 {
                            sold += then.answer.quantity().unwrap_or(0);
                        }
                    }
                    if r.state == State::Redis || t0.elapsed() > Duration::from_secs(60) {
                        break;
                    }
                }
                shadow.flush(&mut conn).unwrap();
                sold
            })
        })
        .collect();
    let wait_for = |state: State| {
        let t0 = Instant::now();
        while seen.load(Ordering::SeqCst) & bit(state) == 0 {
            assert!(
                t0.elapsed() < Duration::from_secs(30),
                "traffic never saw {state}"
            );
            std::thread::yield_now();
        }
    };
    // The kill switch twice, mid-traffic: mysql -> shadow -> redis.
    wait_for(State::Mysql);
    cutover(&db, &["rollback", "--reason", "INC-9"]).expect_code(0);
    wait_for(State::Shadow);
    cutover(&db, &["rollback", "--reason", "INC-9"]).expect_code(0);
    let sold: u64 = threads.into_iter().map(|t| t.join().unwrap()).sum();
    assert!(sold > 0);
    let ledger: Vec<i64> = db.query("SELECT available FROM inventory_levels");
    assert!(sold as i64 <= STOCK, "sold {sold} of {STOCK}");
    assert_eq!(ledger, [STOCK - sold as i64], "each sale deducted once");
    let counter = legacy.counter(key(1)).unwrap();
    assert!(
        (0..=STOCK - sold as i64).contains(&counter),
        "Redis offers {counter} with {} unsold",
        STOCK - sold as i64
    );
    let audit: Vec<(String, String, String)> =
        db.query("SELECT action, from_state, to_state FROM pool_cutover_audit ORDER BY id");
    assert_eq!(
        audit,
        [
            ("rollback".into(), "mysql".into(), "shadow".into()),
            ("rollback".into(), "shadow".into(), "redis".into())
        ]
    );
}
