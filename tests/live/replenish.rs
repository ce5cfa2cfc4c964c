//! `poolctl replenish` against the private MariaDB servers: the service runs
//! as the built binary (`--format json`, so its stderr is one event per
//! line, which the tests wait on), the traffic through the reserve library.
//! Every wait is on an event (a log line, a row count, a lock, an HTTP
//! answer) with a deadline, never a fixed sleep.

use crate::reserve::{open_url, sql};
use crate::util::{self, PrivateServer, Spawned, TestDb, WAIT, promtool, wait_for, wait_until};
use mysql::prelude::Queryable;
use poolctl::pool::PoolKey;
use poolctl::reserve::{Line, ReserveOptions, ReserveOutcome};
use serde_json::Value;
use std::collections::BTreeSet;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const HOT: PoolKey = PoolKey {
    shop: 1,
    item: 100,
    location: 1,
};

/// A running `poolctl replenish` (`util::Spawned`) and the events of its
/// stderr, one JSON document a line, as they come; killed when dropped.
struct Service {
    run: Spawned,
    seen: Vec<Value>,
}

/// One stderr line as an event. The last line of a run that ends in an
/// error is main's, not an event: it becomes `exit-error`.
fn event(line: &str) -> Value {
    if let Some(message) = line.strip_prefix("poolctl: error: ") {
        return serde_json::json!({"event": "exit-error", "message": message});
    }
    util::json_schemas::named("replenish-log", line)
}

impl Service {
    fn start(db: &TestDb, args: &[&str]) -> Service {
        Self::start_with(db.cmd(), args)
    }

    fn start_with(mut cmd: Command, args: &[&str]) -> Service {
        cmd.args(["--format", "json", "replenish"]).args(args);
        Service {
            run: Spawned::spawn(cmd),
            seen: Vec::new(),
        }
    }

    /// Take in the next event, waiting at most `within` for it.
    fn next(&mut self, within: Duration) -> Option<Value> {
        let v = event(&self.run.err.next(within)?);
        self.seen.push(v.clone());
        Some(v)
    }

    /// Take in every line, up to the end of its stderr (after it exited).
    fn drain_to_end(&mut self) {
        while self.next(WAIT).is_some() {}
    }

    /// Take in the lines printed so far.
    fn drain(&mut self) {
        while self.next(Duration::ZERO).is_some() {}
    }

    /// Wait for an event named `name` for which `pred` holds; returns it.
    #[track_caller]
    fn wait_event(&mut self, name: &str, mut pred: impl FnMut(&Value) -> bool) -> Value {
        let deadline = Instant::now() + WAIT;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.next(left) {
                Some(v) if v["event"] == name && pred(&v) => return v,
                Some(_) => {}
                None => panic!(
                    "waited {WAIT:?} for a {name:?} event; saw:\n{}",
                    self.seen
                        .iter()
                        .map(Value::to_string)
                        .collect::<Vec<_>>()
                        .join("\n")
                ),
            }
        }
    }

    /// The names of the events seen so far, in order.
    fn names(&self) -> Vec<&str> {
        self.seen
            .iter()
            .filter_map(|v| v["event"].as_str())
            .collect()
    }

    /// After it exited: its lines, to the end, include `stopping`.
    #[track_caller]
    fn said_stopping(&mut self) {
        self.drain_to_end();
        let events = self.names();
        assert!(events.contains(&"stopping"), "{events:?}");
    }

    fn signal(&self, sig: &str) {
        self.run.signal(sig);
    }

    /// Wait for the process to exit; its status code.
    #[track_caller]
    fn wait_exit(&mut self) -> Option<i32> {
        self.run.wait_exit(WAIT)
    }
}

/// A pool's key as the shared test helpers take it (`util::stock`).
fn key(k: PoolKey) -> (u64, u64, u64) {
    (k.shop, k.item, k.location)
}

/// (L, P, H) of one pool, one statement.
fn lph(conn: &mut impl Queryable, k: PoolKey) -> (i64, i64, i64) {
    let (s, i, l) = (k.shop, k.item, k.location);
    let row: Option<(i64, i64, i64)> = conn
        .query_first(format!(
            "SELECT COALESCE((SELECT available FROM inventory_levels WHERE shop_id = {s} AND inventory_item_id = {i} AND location_id = {l}), 0),
                    (SELECT COUNT(*) FROM reservation_units WHERE shop_id = {s} AND inventory_item_id = {i} AND inventory_group_id = {l}),
                    (SELECT CAST(COALESCE(SUM(quantity), 0) AS SIGNED) FROM reserved_quantities WHERE shop_id = {s} AND inventory_item_id = {i} AND inventory_group_id = {l})"
        ))
        .unwrap();
    row.unwrap()
}

/// P <= C, P + H <= L, every unit id once.
#[track_caller]
fn assert_invariants(db: &mut TestDb, k: PoolKey, cap: i64) -> (i64, i64, i64) {
    let (l, p, h) = lph(&mut db.admin, k);
    assert!(p <= cap, "P {p} > C {cap} on {k}");
    assert!(p + h <= l, "oversell on {k}: P {p} + H {h} > L {l}");
    let dup: Vec<u64> = db.query(&format!(
        "SELECT id FROM reservation_units WHERE shop_id = {} AND inventory_item_id = {} \
         AND inventory_group_id = {} GROUP BY id HAVING COUNT(*) > 1",
        k.shop, k.item, k.location
    ));
    assert!(dup.is_empty(), "unit ids twice in {k}: {dup:?}");
    (l, p, h)
}

/// One cart of `quantity` units from each of `items`' pools (shop 1,
/// location 1), through the reserve library (refill ahead off: the service
/// under test does every refill): its holds commit together.
#[track_caller]
fn hold_cart(db: &TestDb, cap: u32, checkout: &str, items: &[u64], quantity: u64) {
    let crate::reserve::Sql {
        reserve: rsql,
        pool: psql,
    } = sql(cap);
    let mut app = open_url(&db.url());
    let lines: Vec<Line> = items
        .iter()
        .map(|&item| Line {
            key: pool(item),
            quantity,
        })
        .collect();
    let r = app
        .reserve(&rsql, &psql, checkout, &lines, &service_refills())
        .unwrap();
    assert!(matches!(r.outcome, ReserveOutcome::Held(_)), "{r:?}");
}

/// Transactions open on connections of this database (INNODB_TRX).
fn open_transactions(db: &mut TestDb) -> u64 {
    let name = db.name.clone();
    let open: Vec<u64> = util::with_fresh_trx_views(|| {
        db.query(&format!(
            "SELECT COUNT(*) FROM information_schema.INNODB_TRX t \
             JOIN information_schema.PROCESSLIST p ON p.ID = t.trx_mysql_thread_id \
             WHERE p.DB = '{name}'"
        ))
    });
    open[0]
}

fn lock_free(db: &mut TestDb, name: &str) -> bool {
    let v: Vec<Option<u64>> = db.query(&format!("SELECT IS_USED_LOCK('{name}')"));
    v[0].is_none()
}

fn leader_lock(db: &TestDb) -> String {
    format!("poolctl.replenish.{}", db.name)
}

/// A buyer that leaves refills to the service under test: the library's
/// refill ahead of empty (on by default) is off, so every unit the service
/// reports is one it added, whatever the sampling drew.
fn service_refills() -> ReserveOptions {
    ReserveOptions {
        refill_ahead: None,
        ..ReserveOptions::default()
    }
}

/// An application checking out of HOT through the reserve library.
struct Buyer {
    app: poolctl::db::Db,
    sql: crate::reserve::Sql,
}

impl Buyer {
    fn new(db: &TestDb, cap: u32) -> Buyer {
        Buyer {
            app: open_url(&db.url()),
            sql: sql(cap),
        }
    }

    /// One checkout of `quantity` from HOT, which must be held.
    #[track_caller]
    fn buy(&mut self, checkout: &str, quantity: u64) {
        let r = self
            .app
            .reserve(
                &self.sql.reserve,
                &self.sql.pool,
                checkout,
                &[Line { key: HOT, quantity }],
                &service_refills(),
            )
            .unwrap();
        assert!(matches!(r.outcome, ReserveOutcome::Held(_)), "{r:?}");
    }
}

#[test]
fn refills_a_drained_pool_and_stops_on_sigterm_mid_refill_releasing_every_lock() {
    let mut db = util::pool_db("repl_sigterm");
    db.config_file(&format!("{}[pool]\ncap = 200\n", util::LEDGER_CONFIG));
    util::stock(&mut db, key(HOT), 1000);
    // The refill's transaction pauses before COMMIT (a test failpoint).
    let mut cmd = db.cmd();
    cmd.env("POOLCTL_FAILPOINT", "refill-pause-before-commit:1500");
    let mut svc = Service::start_with(cmd, &["--interval", "0.2"]);
    svc.wait_event("leader", |_| true);
    let conn = db.wait_for_failpoint("refill-pause-before-commit");
    // Mid-pass, inside the refill's transaction.
    let lock = poolctl::pool::refill_lock_name(&db.name, &HOT);
    assert!(
        !lock_free(&mut db, &lock),
        "the refill lock is held mid-refill"
    );
    svc.signal("-TERM");
    assert_eq!(svc.wait_exit(), Some(0), "SIGTERM exits 0");
    // The transaction it was in finished (committed, not rolled back) ...
    let (_, p, _) = assert_invariants(&mut db, HOT, 200);
    assert_eq!(p, 200, "the paused refill transaction committed");
    // ... and nothing is left behind.
    db.wait_connection_gone(conn);
    assert!(lock_free(&mut db, &lock), "refill lock released");
    assert!(
        {
            let name = leader_lock(&db);
            lock_free(&mut db, &name)
        },
        "leader lock released"
    );
    assert_eq!(open_transactions(&mut db), 0, "no open transaction");
    svc.said_stopping();
    let stopped = svc.seen.iter().find(|v| v["event"] == "stopped");
    assert_eq!(
        stopped.map(|v| v["locks_released"].clone()),
        Some(Value::Bool(true)),
        "{stopped:?}"
    );
}

/// SIGTERM while a refill statement hangs on a frozen server (SIGSTOP). The
/// service does not wait out the read timeout (60 s by default): --stop-timeout
/// after the signal it says so, cuts its connections, exits 2, and its
/// `stopped` line does not claim every lock released. Thawed, the server has
/// rolled the refill back and freed the refill and leader locks by itself.
#[test]
fn sigterm_while_the_server_is_frozen_stops_within_the_stop_timeout() {
    let (server, url) = PrivateServer::start("replenish-freeze");
    let mut db = TestDb::on(&url, "repl_freeze");
    db.run(&["migrate", "run"]).expect_code(0);
    db.exec(util::LEDGER_DDL);
    db.config_file(util::LEDGER_CONFIG);
    util::stock(&mut db, key(HOT), 100);
    let mut cmd = db.cmd();
    cmd.env("POOLCTL_FAILPOINT", "refill-pause-before-commit:3000");
    let mut svc = Service::start_with(cmd, &["--interval", "0.2", "--stop-timeout", "2"]);
    let conn = db.wait_for_failpoint("refill-pause-before-commit");
    let frozen = server.freeze();
    let signalled = Instant::now();
    svc.signal("-TERM");
    let code = svc.wait_exit();
    let took = signalled.elapsed();
    drop(frozen);
    eprintln!("replenish exited {took:?} after SIGTERM on a frozen server");
    assert_eq!(code, Some(2), "a stop that cut its connections exits 2");
    assert!(
        took < Duration::from_secs(2 + 3),
        "exited {took:?} after SIGTERM with --stop-timeout 2"
    );
    svc.drain_to_end();
    let events = svc.names();
    assert!(events.contains(&"stop-timeout"), "{events:?}");
    let error = svc.seen.iter().find(|v| v["event"] == "exit-error");
    assert!(
        error.is_some_and(|v| v["message"].as_str().unwrap().contains("--stop-timeout 2s")),
        "{error:?}"
    );
    let stopped = svc.seen.iter().find(|v| v["event"] == "stopped");
    assert_eq!(
        stopped.map(|v| v["locks_released"].clone()),
        Some(Value::Bool(false)),
        "{events:?}"
    );
    // Thawed: the server saw the connections close, rolled back, let go.
    db.wait_connection_gone(conn);
    assert_eq!(
        lph(&mut db.admin, HOT).1,
        0,
        "the paused refill rolled back"
    );
    let refill = poolctl::pool::refill_lock_name(&db.name, &HOT);
    wait_until("the refill and leader locks to be free", WAIT, || {
        let leader = leader_lock(&db);
        lock_free(&mut db, &refill) && lock_free(&mut db, &leader)
    });
    assert_eq!(open_transactions(&mut db), 0, "no open transaction");
}

/// The events a stop on a frozen server logs, and its exit: `poolctl
/// replenish` through a `util::FreezingProxy` that stops answering (every
/// connection at once) when the refill sends its failpoint, inside the
/// refill's transaction, with `extra` arguments; SIGTERM at once. Returns
/// the lines from the start to the exit (main's error last), how long after
/// the signal `stopping` was logged, and how long the exit took.
fn stop_on_a_frozen_server(db: &mut TestDb, extra: &[&str]) -> (Vec<Value>, Duration, Duration) {
    util::stock(db, key(HOT), 100);
    let mut url = url::Url::parse(&db.url()).unwrap();
    let upstream = format!("127.0.0.1:{}", url.port().unwrap())
        .parse()
        .unwrap();
    let proxy =
        util::FreezingProxy::start(upstream, "poolctl failpoint refill-pause-before-commit");
    url.set_port(Some(proxy.port)).unwrap();
    let mut cmd = db.cmd();
    cmd.env("POOLCTL_URL", url.as_str())
        .env("POOLCTL_FAILPOINT", "refill-pause-before-commit:3000");
    let mut args = vec!["--interval", "0.2"];
    args.extend_from_slice(extra);
    let mut svc = Service::start_with(cmd, &args);
    wait_until("the server to freeze mid-refill", WAIT, || {
        proxy.frozen.load(Ordering::SeqCst)
    });
    let signalled = Instant::now();
    svc.signal("-TERM");
    svc.wait_event("stopping", |_| true);
    let acknowledged = signalled.elapsed();
    let code = svc.wait_exit();
    let took = signalled.elapsed();
    svc.drain_to_end();
    eprintln!(
        "stopping logged {acknowledged:?} and exit {took:?} after SIGTERM:\n{}",
        svc.seen
            .iter()
            .map(Value::to_string)
            .collect::<Vec<_>>()
            .join("\n")
    );
    assert_eq!(code, Some(2), "a stop that cut its connections exits 2");
    // The server the proxy stands for never saw the connections close: end
    // them, so that the database can be dropped.
    kill_other_connections(db);
    (std::mem::take(&mut svc.seen), acknowledged, took)
}

/// SIGTERM on a frozen server, the stop timeout set by `[replenish]
/// stop_timeout`: `stopping` at once, naming the stop timeout and where it
/// came from; then `stop-timeout`; the connections the stop closed each say
/// so, without retry fields (no `connection-lost` announcing a retry that
/// never comes, no `stepped-down`); `stopped` last; exit 2 within the stop
/// timeout plus a few seconds, the message naming the key and the file, not
/// the flag.
#[test]
fn sigterm_on_a_frozen_server_says_stopping_first_and_where_the_stop_timeout_came_from() {
    let mut db = util::pool_db("repl_stop_order");
    db.config_file(&format!(
        "{}[replenish]\nstop_timeout = 2\n",
        util::LEDGER_CONFIG
    ));
    let (seen, acknowledged, took) = stop_on_a_frozen_server(&mut db, &[]);
    let from = "[replenish] stop_timeout = 2 in poolctl.toml";
    assert!(
        acknowledged < Duration::from_secs(2),
        "stopping logged {acknowledged:?} after SIGTERM, not before the 2 s stop timeout"
    );
    assert!(
        took < Duration::from_secs(2 + 3),
        "exited {took:?} after SIGTERM with a 2 s stop timeout"
    );
    let names: Vec<&str> = seen.iter().filter_map(|v| v["event"].as_str()).collect();
    let at = |name: &str| names.iter().position(|n| *n == name);
    let stopping = at("stopping").unwrap();
    // Before the signal: started, connected, leader; nothing had failed.
    // From the signal on: stopping, stop-timeout, the connections it
    // closed, stopped, main's error.
    let after: Vec<&str> = names[stopping..].to_vec();
    assert_eq!(after.first(), Some(&"stopping"), "{names:?}");
    assert_eq!(after.get(1), Some(&"stop-timeout"), "{names:?}");
    assert_eq!(
        &after[after.len() - 2..],
        ["stopped", "exit-error"],
        "{names:?}"
    );
    for n in &after[2..after.len() - 2] {
        assert_eq!(*n, "connection-closed", "{names:?}");
    }
    for never in ["connection-lost", "stepped-down", "pass-failed"] {
        assert!(!names.contains(&never), "{never} in {names:?}");
    }
    let closed: Vec<&Value> = seen
        .iter()
        .filter(|v| v["event"] == "connection-closed")
        .collect();
    assert!(
        closed.iter().any(|v| v["link"] == "work"),
        "the refill's connection was closed by the stop: {closed:?}"
    );
    for c in &closed {
        assert_eq!(c["by_stop"], Value::Bool(true), "{c}");
        for retry in ["attempt", "retry_in_ms", "error"] {
            assert!(c.get(retry).is_none(), "{retry} in {c}");
        }
    }
    assert_eq!(seen[stopping]["stop_timeout_seconds"], 2.0);
    assert_eq!(seen[stopping]["set_by"], from);
    assert_eq!(seen[at("stop-timeout").unwrap()]["set_by"], from);
    assert_eq!(
        seen[at("stopped").unwrap()]["locks_released"],
        Value::Bool(false)
    );
    let message = seen.last().unwrap()["message"].as_str().unwrap();
    assert!(message.contains(from), "{message}");
    assert!(!message.contains("--stop-timeout"), "{message}");
}

/// The same stop with the flag over the key: the flag is named.
#[test]
fn a_stop_timeout_flag_over_the_config_key_is_the_one_named() {
    let mut db = util::pool_db("repl_stop_flag");
    db.config_file(&format!(
        "{}[replenish]\nstop_timeout = 30\n",
        util::LEDGER_CONFIG
    ));
    let (seen, _, took) = stop_on_a_frozen_server(&mut db, &["--stop-timeout", "1"]);
    assert!(took < Duration::from_secs(1 + 3), "exited {took:?}");
    let stopping = seen.iter().find(|v| v["event"] == "stopping").unwrap();
    assert_eq!(stopping["set_by"], "--stop-timeout 1s");
    let message = seen.last().unwrap()["message"].as_str().unwrap();
    assert!(message.contains("--stop-timeout 1s"), "{message}");
    assert!(!message.contains("stop_timeout = 30"), "{message}");
}

/// KILL every connection to `db`'s database but the test's own.
fn kill_other_connections(db: &mut TestDb) {
    let name = db.name.clone();
    let ids: Vec<u64> = db.query(&format!(
        "SELECT ID FROM information_schema.PROCESSLIST WHERE DB = '{name}' AND ID <> CONNECTION_ID()"
    ));
    for id in ids {
        let _ = db.admin.query_drop(format!("KILL {id}"));
    }
}

#[test]
fn an_expired_hold_is_released_within_one_interval_and_its_units_are_back() {
    let mut db = util::pool_db("repl_expiry");
    util::stock(&mut db, key(HOT), 10);
    // 10 in stock, all held by one checkout that expires in 2 s.
    db.exec(
        "INSERT INTO reserved_quantities (shop_id, inventory_item_id, inventory_group_id, \
         checkout_id, quantity, expires_at) VALUES (1, 100, 1, 'abandoned', 10, NOW(6) + INTERVAL 2 SECOND)",
    );
    let mut svc = Service::start(&db, &["--interval", "0.5"]);
    svc.wait_event("pass", |v| v["kind"] == "sweep");
    assert_eq!(
        lph(&mut db.admin, HOT),
        (10, 0, 10),
        "nothing to refill yet"
    );
    let expiry: Vec<i64> = db.query(
        "SELECT TIMESTAMPDIFF(MICROSECOND, '1970-01-01', expires_at) FROM reserved_quantities",
    );
    let released = svc.wait_event("released", |v| v["item"] == 100);
    assert_eq!(released["holds"], 1);
    assert_eq!(released["added"], 10);
    let now: Vec<i64> = db.query("SELECT TIMESTAMPDIFF(MICROSECOND, '1970-01-01', NOW(6))");
    let late = Duration::from_micros(u64::try_from(now[0] - expiry[0]).unwrap());
    // One interval (0.5 s), plus the pass itself and the log line's way here.
    assert!(
        late < Duration::from_millis(1500),
        "released {late:?} after expiry"
    );
    assert_eq!(assert_invariants(&mut db, HOT, 1000), (10, 10, 0));
}

#[test]
fn a_pass_looks_only_at_the_pools_that_changed() {
    let mut db = util::pool_db("repl_signal");
    db.config_file(&format!("{}[pool]\ncap = 5\n", util::LEDGER_CONFIG));
    db.exec(
        "INSERT INTO inventory_levels \
         SELECT 1, seq, 1, 100 FROM seq_1_to_300",
    );
    let mut svc = Service::start(&db, &["--interval", "0.2"]);
    let sweep = svc.wait_event("pass", |v| v["kind"] == "sweep");
    assert_eq!(sweep["looked"], 300);
    assert_eq!(sweep["units_added"], 1500);
    // Three checkouts in three pools, through the reserve library, in one
    // cart: the three holds commit together, so one pass sees them.
    hold_cart(&db, 5, "cart-1", &[7, 70, 170], 3);
    let pass = svc.wait_event("pass", |v| v["kind"] == "changes" && v["changed"] == 3);
    assert_eq!(pass["looked"], 3, "{pass}");
    assert_eq!(pass["refilled"], 3, "{pass}");
    assert_eq!(pass["units_added"], 9, "{pass}");
    for item in [7u64, 70, 170] {
        let key = PoolKey {
            shop: 1,
            item,
            location: 1,
        };
        assert_eq!(assert_invariants(&mut db, key, 5), (100, 5, 3));
    }
}

/// A second ledger row for a pool that appears after the sweep (the
/// application's ledger has no key of its own): the pass that looks at the
/// pool because it changed fails with the message the sweep, reconcile and
/// refill give, instead of taking the stock of whichever row came last.
#[test]
fn a_pool_named_twice_after_the_sweep_fails_the_changes_pass() {
    let mut db = util::pool_db("repl_dupkey");
    db.config_file(&format!("{}[pool]\ncap = 5\n", util::LEDGER_CONFIG));
    db.exec("ALTER TABLE inventory_levels DROP PRIMARY KEY");
    db.exec("INSERT INTO inventory_levels VALUES (1, 1, 1, 100), (1, 2, 1, 100)");
    let mut svc = Service::start(&db, &["--interval", "0.2"]);
    let sweep = svc.wait_event("pass", |v| v["kind"] == "sweep");
    assert_eq!(sweep["looked"], 2, "{sweep}");
    db.exec("INSERT INTO inventory_levels VALUES (1, 2, 1, 40)");
    hold_cart(&db, 5, "cart-dup", &[2], 1);
    let failed = svc.wait_event("pass-failed", |v| v["kind"] == "changes");
    assert!(
        failed["error"]
            .as_str()
            .is_some_and(|e| e.contains("more than one row for shop 1 item 2 location 1")),
        "{failed}"
    );
}

#[test]
fn reserve_traffic_faster_than_one_refill_neither_oversells_nor_undersells() {
    let mut db = util::pool_db("repl_traffic");
    const CAP: u32 = 40;
    const STOCK: i64 = 1500;
    db.config_file(&format!("{}[pool]\ncap = {CAP}\n", util::LEDGER_CONFIG));
    util::stock(&mut db, key(HOT), STOCK);
    let mut svc = Service::start(&db, &["--interval", "0.05"]);
    svc.wait_event("pass", |v| v["kind"] == "sweep");
    let s = sql(CAP);
    let (rsql, psql) = (Arc::new(s.reserve), Arc::new(s.pool));
    let done = Arc::new(AtomicBool::new(false));
    let undersold = Arc::new(AtomicU64::new(0));
    let inline_rows = Arc::new(AtomicU64::new(0));
    let sold = Arc::new(AtomicU64::new(0));
    // The sampler: how often the hot pool is empty while the sale runs.
    let samples = Arc::new(Mutex::new((0u64, 0u64)));
    let sampler = {
        let (url, done, samples) = (db.url(), done.clone(), samples.clone());
        std::thread::spawn(move || {
            let mut c = util::connect(&url);
            while !done.load(Ordering::SeqCst) {
                let (_, p, _) = lph(&mut c, HOT);
                let mut s = samples.lock().unwrap();
                s.0 += 1;
                s.1 += u64::from(p == 0);
                drop(s);
                std::thread::sleep(Duration::from_millis(2));
            }
        })
    };
    let started = Instant::now();
    let clients: Vec<_> = (0..6)
        .map(|c| {
            let (url, rsql, psql) = (db.url(), rsql.clone(), psql.clone());
            let (undersold, inline_rows, sold) =
                (undersold.clone(), inline_rows.clone(), sold.clone());
            std::thread::spawn(move || {
                let mut app = open_url(&url);
                let mut check = util::connect(&url);
                let opts = ReserveOptions::default();
                for n in 0.. {
                    let co = format!("c{c}-{n}");
                    let line = Line {
                        key: HOT,
                        quantity: 1,
                    };
                    let r = app.reserve(&rsql, &psql, &co, &[line], &opts).unwrap();
                    // The buyers' own refills: inline, and ahead of empty
                    // after their commit (the library's default).
                    inline_rows.fetch_add(r.refilled_rows + r.refilled_ahead, Ordering::SeqCst);
                    match r.outcome {
                        ReserveOutcome::Held(_) => {
                            app.claim(&rsql, &co, &[HOT], &opts.retry).unwrap();
                            sold.fetch_add(1, Ordering::SeqCst);
                        }
                        ReserveOutcome::SoldOut(_) => {
                            // L - H only falls meanwhile: stock now means
                            // stock at the answer, a buyer turned away.
                            let (l, _, h) = lph(&mut check, HOT);
                            if l - h > 0 {
                                undersold.fetch_add(1, Ordering::SeqCst);
                            }
                            return;
                        }
                    }
                }
            })
        })
        .collect();
    for c in clients {
        c.join().unwrap();
    }
    let sale = started.elapsed();
    done.store(true, Ordering::SeqCst);
    sampler.join().unwrap();
    let (n, empty) = *samples.lock().unwrap();
    assert_eq!(
        undersold.load(Ordering::SeqCst),
        0,
        "buyers turned away with stock left"
    );
    assert_eq!(
        sold.load(Ordering::SeqCst),
        STOCK as u64,
        "every unit sold, once"
    );
    assert_eq!(assert_invariants(&mut db, HOT, i64::from(CAP)), (0, 0, 0));
    let inline = inline_rows.load(Ordering::SeqCst);
    // Every unit sold came from a refill: the service's (its `refilled`
    // lines, the last of which may still be on their way) or a buyer's
    // (inline or ahead).
    let mut refilled = 0;
    wait_until("the service's refilled lines to add up", WAIT, || {
        svc.drain();
        refilled = svc
            .seen
            .iter()
            .filter(|v| v["event"] == "refilled")
            .map(|v| v["added"].as_u64().unwrap())
            .sum::<u64>();
        refilled + inline == STOCK as u64
    });
    eprintln!(
        "sale of {STOCK} units through a {CAP}-row pool in {sale:.2?}: the pool was empty in \
         {empty} of {n} samples ({:.1}%); the service added {refilled} units, inline refills {inline}",
        100.0 * empty as f64 / n.max(1) as f64
    );
    // The pool held 40 rows for 1500 units: it was refilled over and over,
    // and the service did (part of) it.
    assert!(
        refilled > u64::from(CAP),
        "the service refilled only at start"
    );
}

#[test]
fn the_standby_takes_over_when_the_leader_is_killed_and_nothing_is_filled_twice() {
    let mut db = util::pool_db("repl_failover");
    db.config_file(&format!("{}[pool]\ncap = 50\n", util::LEDGER_CONFIG));
    util::stock(&mut db, key(HOT), 500);
    let mut buyer = Buyer::new(&db, 50);
    let mut a = Service::start(&db, &["--interval", "0.1"]);
    a.wait_event("leader", |_| true);
    a.wait_event("pass", |v| v["kind"] == "sweep");
    let mut b = Service::start(&db, &["--interval", "0.1"]);
    b.wait_event("standby", |_| true);
    assert_eq!(assert_invariants(&mut db, HOT, 50), (500, 50, 0));
    // A checkout takes 30: the leader refills.
    buyer.buy("before", 30);
    let mut held = 30;
    wait_until("the leader to refill", WAIT, || {
        assert_invariants(&mut db, HOT, 50) == (500, 50, held)
    });
    a.signal("-KILL");
    let killed = Instant::now();
    b.wait_event("leader", |_| true);
    let failover = killed.elapsed();
    assert!(
        failover < Duration::from_secs(5),
        "failover took {failover:?}"
    );
    eprintln!("failover after kill -9 of the leader: {failover:.2?}");
    // The new leader acts; after every step P <= C, P + H <= L, ids once.
    // 30 of 50 each time: below the low water (25 rows), so refilled.
    for n in 0..3 {
        buyer.buy(&format!("after-{n}"), 30);
        held += 30;
        assert_invariants(&mut db, HOT, 50);
        wait_until("the new leader to refill", WAIT, || {
            assert_invariants(&mut db, HOT, 50) == (500, 50, held)
        });
    }
    b.signal("-TERM");
    assert_eq!(b.wait_exit(), Some(0));
    assert!({
        let name = leader_lock(&db);
        lock_free(&mut db, &name)
    });
}

#[test]
fn once_refills_and_exits_dry_run_writes_nothing_and_a_busy_lock_means_standby() {
    let mut db = util::pool_db("repl_once");
    util::stock(&mut db, key(HOT), 30);
    let dry = db.run(&["--format", "json", "replenish", "--dry-run"]);
    dry.expect_code(0);
    let plan = dry.json();
    assert_eq!(plan["planned"][0]["need"], "refill", "{plan}");
    assert_eq!(plan["planned"][0]["deficit"], 30);
    assert_eq!(lph(&mut db.admin, HOT), (30, 0, 0), "dry run wrote nothing");
    let once = db.run(&["--format", "json", "replenish", "--once"]);
    once.expect_code(0);
    assert_eq!(once.json()["totals"]["units_added"], 30);
    assert_eq!(lph(&mut db.admin, HOT), (30, 30, 0));
    // Another replenisher leads: --once does nothing and says so.
    let mut held = util::connect(&db.url());
    held.query_drop(format!("SELECT GET_LOCK('{}', 0)", leader_lock(&db)))
        .unwrap();
    let r = db.run(&["replenish", "--once"]);
    r.expect_code(0);
    assert!(r.stdout.contains("another replenisher"), "{}", r.stdout);
}

/// `-q`: the replenisher's info lines go, the report stays; `-v`: each
/// connection with its server, version and id.
#[test]
fn quiet_drops_the_info_lines_and_verbose_names_each_connection() {
    let mut db = util::pool_db("repl_levels");
    util::stock(&mut db, key(HOT), 30);
    let said = db.run(&["replenish", "--dry-run"]);
    said.expect_code(0);
    assert!(
        said.stderr.contains("started on database"),
        "{}",
        said.stderr
    );
    let quiet = db.run(&["-q", "--format", "json", "replenish", "--once"]);
    quiet.expect_code(0);
    assert_eq!(quiet.stderr, "");
    assert_eq!(quiet.json()["totals"]["units_added"], 30);
    let r = db.run(&["-v", "replenish", "--dry-run"]);
    r.expect_code(0);
    let connected: Vec<&str> = r
        .stderr
        .lines()
        .filter(|l| l.starts_with("poolctl: debug: connected to mysql://"))
        .collect();
    assert!(!connected.is_empty(), "{}", r.stderr);
    for line in connected {
        assert!(
            line.contains("MariaDB") && line.contains("connection id") && line.contains("(--url)"),
            "{line}"
        );
        let password = db.url_and_password().1;
        assert!(password.is_empty() || !line.contains(&password), "{line}");
    }
    assert!(r.stderr.contains("started on database"), "{}", r.stderr);
}

#[test]
fn bad_settings_exit_2_at_once_naming_what_to_fix() {
    let db = util::pool_db("repl_bad");
    let r = db.run(&["replenish", "--low-water", "1.5"]);
    r.expect_code(2);
    assert!(r.stderr.contains("--low-water"), "{}", r.stderr);
    for (table, needle) in [
        ("lowwater = 0.5\n", "lowwater"),
        ("sweep_interval = 0.1\ninterval = 1\n", "sweep"),
        ("workers = 0\n", "replenish.workers"),
        ("stop_timeout = 0\n", "replenish.stop_timeout"),
    ] {
        db.config_file(&format!("{}[replenish]\n{table}", util::LEDGER_CONFIG));
        let r = db.run(&["replenish"]);
        r.expect_code(2);
        assert!(r.stderr.contains(needle), "{table}: {}", r.stderr);
    }
    // No ledger mapping, wrong password: an error at start, not a retry loop.
    db.config_file("");
    let r = db.run(&["replenish"]);
    r.expect_code(2);
    assert!(r.stderr.contains("[ledger]"), "{}", r.stderr);
}

/// GET `path` with a real HTTP client; (status, body).
fn http_get(addr: &str, path: &str, accept: Option<&str>) -> Option<(u16, String)> {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .timeout_global(Some(Duration::from_secs(5)))
        .http_status_as_error(false)
        .build()
        .into();
    let mut req = agent.get(format!("http://{addr}{path}"));
    if let Some(a) = accept {
        req = req.header("Accept", a);
    }
    let mut resp = req.call().ok()?;
    let status = resp.status().as_u16();
    Some((status, resp.body_mut().read_to_string().ok()?))
}

/// The value of the sample of `name` in `text` whose labels include every
/// one of `labels` (`key="value"` each).
fn sample<'a>(text: &'a str, name: &str, labels: &[&str]) -> Option<&'a str> {
    text.lines().find_map(|l| {
        let rest = l.strip_prefix(name)?;
        let (set, value) = match rest.strip_prefix('{') {
            Some(r) => r.split_once("} ")?,
            None => ("", rest.strip_prefix(' ')?),
        };
        let pairs: Vec<&str> = set.split(',').collect();
        labels
            .iter()
            .all(|want| pairs.contains(want))
            .then_some(value.trim())
    })
}

#[test]
fn metrics_pass_promtool_and_health_follows_the_server_through_a_restart() {
    let (server, url) = PrivateServer::start("replenish-restart");
    let port = url::Url::parse(&url).unwrap().port().unwrap();
    let mut db = TestDb::on(&url, "repl_restart");
    db.run(&["migrate", "run"]).expect_code(0);
    db.exec(util::LEDGER_DDL);
    db.config_file(util::LEDGER_CONFIG);
    util::stock(&mut db, key(HOT), 100);
    let mut svc = Service::start(&db, &["--interval", "0.2", "--metrics-addr", "127.0.0.1:0"]);
    let addr = svc.wait_event("metrics-listening", |_| true)["addr"]
        .as_str()
        .unwrap()
        .to_string();
    svc.wait_event("pass", |v| v["kind"] == "sweep");
    // Scraped by a real client, checked by promtool.
    let (code, text) = http_get(&addr, "/metrics", None).expect("/metrics answers");
    assert_eq!(code, 200);
    let database = format!("database=\"{}\"", db.name);
    let database = database.as_str();
    for (series, labels, value) in [
        ("poolctl_replenish_leader", &[database][..], "1"),
        ("poolctl_replenish_units_added_total", &[database], "100"),
        ("poolctl_replenish_pools_drained", &[database], "0"),
        (
            "poolctl_replenish_passes_total",
            &[database, "kind=\"sweep\"", "result=\"ok\""],
            "1",
        ),
        ("poolctl_build_info", &[], "1"),
    ] {
        assert_eq!(
            sample(&text, series, labels),
            Some(value),
            "{series}{labels:?} in:\n{text}"
        );
    }
    assert!(
        !text.contains("pod=\""),
        "a single target has no pod label: {text}"
    );
    assert!(
        sample(&text, "process_resident_memory_bytes", &[]).is_some(),
        "{text}"
    );
    // A standby beside it, with an endpoint of its own.
    let mut standby = Service::start(&db, &["--interval", "0.2", "--metrics-addr", "127.0.0.1:0"]);
    let standby_addr = standby.wait_event("metrics-listening", |_| true)["addr"]
        .as_str()
        .unwrap()
        .to_string();
    standby.wait_event("standby", |_| true);
    wait_until("the standby to be ready", WAIT, || {
        http_get(&standby_addr, "/readyz", None).is_some_and(|(c, _)| c == 200)
    });
    let mut check = Command::new(promtool())
        .args(["check", "metrics"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write as _;
    check
        .stdin
        .take()
        .unwrap()
        .write_all(text.as_bytes())
        .unwrap();
    let out = check.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "promtool check metrics: {}{}\n{text}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    // Prometheus itself asks for OpenMetrics.
    let (_, open) = http_get(
        &addr,
        "/metrics",
        Some("application/openmetrics-text;version=1.0.0,text/plain;version=0.0.4;q=0.5"),
    )
    .unwrap();
    assert!(open.ends_with("# EOF\n"), "{open}");
    assert_eq!(http_get(&addr, "/healthz", None).unwrap().0, 200);
    // Units gone behind the replenisher's back: no change its passes look
    // for (holds, the ledger), so only a sweep finds them, and the sweep
    // interval is 300 s. Deleted before the crash, they show that the term
    // after the restart starts with a sweep (deleted after the restart, they
    // would race that sweep: under load it can run first, and the units wait
    // for the next one).
    db.exec("DELETE FROM reservation_units LIMIT 60");
    assert_eq!(lph(&mut db.admin, HOT).1, 40);
    // The server goes away: unhealthy, reconnecting, no exit.
    server.crash();
    wait_until("/healthz to turn unhealthy", WAIT, || {
        http_get(&addr, "/healthz", None).is_some_and(|(c, _)| c == 503)
    });
    svc.wait_event("connection-lost", |_| true);
    assert!(svc.run.exited().is_none(), "still running");
    // Back on the same port: it reconnects and carries on.
    let (_again, again) =
        PrivateServer::start_with("replenish-restart", &[&format!("--port={port}")]);
    // The script records the port the server listens on: the one `--port`
    // fixed.
    assert_eq!(url::Url::parse(&again).unwrap().port(), Some(port));
    db.reconnect();
    wait_until("/healthz to turn healthy again", WAIT, || {
        http_get(&addr, "/healthz", None).is_some_and(|(c, _)| c == 200)
    });
    wait_for("the pool to be refilled after the restart", WAIT, || {
        (lph(&mut db.admin, HOT).1 == 100).then_some(())
    });
    let text = http_get(&addr, "/metrics", None).unwrap().1;
    assert!(
        sample(
            &text,
            "poolctl_replenish_reconnects_total",
            &[database, "link=\"work\""]
        )
        .is_some()
            || sample(
                &text,
                "poolctl_replenish_reconnects_total",
                &[database, "link=\"lock\""]
            )
            .is_some(),
        "{text}"
    );
    // After the restart either may lead; the other stands by having made
    // every connection again: connected, ready, live, and no pool figures
    // of its own (it leads nothing).
    let (standby_text, standby_at) = wait_for("one leader and one connected standby", WAIT, || {
        let texts =
            [&addr, &standby_addr].map(|a| http_get(a, "/metrics", None).map(|r| (r.1, a.clone())));
        let [Some(x), Some(y)] = texts else {
            return None;
        };
        let connected =
            |t: &str| sample(t, "poolctl_replenish_connected", &[database]) == Some("1");
        let leads = |t: &str| sample(t, "poolctl_replenish_leader", &[database]) == Some("1");
        if !connected(&x.0) || !connected(&y.0) {
            return None;
        }
        // The standby's work connection, dead since the restart, found
        // (within a third of the lease) and made again.
        let remade = |t: &str| {
            sample(
                t,
                "poolctl_replenish_reconnects_total",
                &[database, "link=\"work\""],
            )
            .is_some_and(|v| v != "0")
        };
        match (leads(&x.0), leads(&y.0)) {
            (true, false) if remade(&y.0) => Some(y),
            (false, true) if remade(&x.0) => Some(x),
            _ => None,
        }
    });
    let text = standby_text;
    for gone in ["pools_drained", "lag_seconds", "oldest_drained_seconds"] {
        assert_eq!(
            sample(&text, &format!("poolctl_replenish_{gone}"), &[database]),
            None,
            "a standby exports no {gone}: {text}"
        );
    }
    wait_until("the standby to be ready again", WAIT, || {
        http_get(&standby_at, "/readyz", None).is_some_and(|(c, _)| c == 200)
    });
    assert_eq!(http_get(&standby_addr, "/livez", None).unwrap().0, 200);
    assert_eq!(http_get(&addr, "/livez", None).unwrap().0, 200);
}

#[test]
fn all_pods_run_one_loop_each_behind_one_labelled_endpoint() {
    let mut a = util::pool_db("repl_pod_a");
    let mut b = util::pool_db("repl_pod_b");
    util::stock(&mut a, key(HOT), 7);
    util::stock(&mut b, key(HOT), 9);
    // Two pods (two databases here), each URL in a variable of its own.
    a.config_file(&format!(
        "{}[pods.a]\nurl_env = \"REPL_POD_A\"\n[pods.b]\nurl_env = \"REPL_POD_B\"\n",
        util::LEDGER_CONFIG
    ));
    let mut cmd = a.cmd();
    cmd.env_remove("POOLCTL_URL")
        .env("REPL_POD_A", a.url())
        .env("REPL_POD_B", b.url())
        .arg("--all-pods");
    let mut svc = Service::start_with(cmd, &["--interval", "0.2", "--metrics-addr", "127.0.0.1:0"]);
    let addr = svc.wait_event("metrics-listening", |_| true)["addr"]
        .as_str()
        .unwrap()
        .to_string();
    // Each pod's loop leads its own database, in whichever order.
    let mut leading = std::collections::BTreeSet::new();
    while leading.len() < 2 {
        let v = svc.wait_event("leader", |_| true);
        leading.insert(v["pod"].as_str().unwrap().to_string());
    }
    assert_eq!(leading, ["a", "b"].map(String::from).into());
    wait_until("both pods to be refilled", WAIT, || {
        lph(&mut a.admin, HOT).1 == 7 && lph(&mut b.admin, HOT).1 == 9
    });
    let text = wait_for("both pods' units in the metrics", WAIT, || {
        let (_, text) = http_get(&addr, "/metrics", None)?;
        let (da, db_) = (
            format!("database=\"{}\"", a.name),
            format!("database=\"{}\"", b.name),
        );
        (sample(
            &text,
            "poolctl_replenish_units_added_total",
            &["pod=\"a\"", &da],
        ) == Some("7")
            && sample(
                &text,
                "poolctl_replenish_units_added_total",
                &["pod=\"b\"", &db_],
            ) == Some("9"))
        .then_some(text)
    });
    assert_eq!(
        sample(&text, "poolctl_replenish_leader", &["pod=\"a\""]),
        Some("1"),
        "{text}"
    );
    let (code, health) = http_get(&addr, "/healthz", None).unwrap();
    assert_eq!(code, 200, "{health}");
    assert!(
        health.contains("a: ok (leader)") && health.contains("b: ok (leader)"),
        "{health}"
    );
    svc.signal("-INT");
    assert_eq!(svc.wait_exit(), Some(0));
    for db in [&mut a, &mut b] {
        let name = leader_lock(db);
        assert!(lock_free(db, &name), "{name} released");
    }
}

#[test]
fn a_leader_whose_lock_connection_is_killed_steps_down_stops_acting_and_stands_by() {
    let mut db = util::pool_db("repl_lock_lost");
    db.config_file(&format!("{}[pool]\ncap = 50\n", util::LEDGER_CONFIG));
    util::stock(&mut db, key(HOT), 500);
    let mut buyer = Buyer::new(&db, 50);
    let mut a = Service::start(&db, &["--interval", "0.1", "--leader-lease", "2"]);
    let lock_conn = a.wait_event("leader", |_| true)["connection"]
        .as_u64()
        .unwrap();
    a.wait_event("pass", |v| v["kind"] == "sweep");
    let mut b = Service::start(&db, &["--interval", "0.1", "--leader-lease", "2"]);
    b.wait_event("standby", |_| true);
    // The leader's lock session goes (a DBA's KILL, a proxy's idle cut):
    // the server lets go of the lock with it.
    db.exec(&format!("KILL CONNECTION {lock_conn}"));
    let down = a.wait_event("stepped-down", |_| true);
    b.wait_event("leader", |_| true);
    // A reconnects its lock link and finds the lock taken: it stands by.
    a.wait_event("standby", |_| true);
    let stepped_down_at = a.seen.iter().position(|v| *v == down).unwrap();
    // The new leader acts; the old one does not.
    buyer.buy("after-kill", 30);
    b.wait_event("refilled", |v| v["item"] == 100 && v["added"] == 30);
    assert_eq!(assert_invariants(&mut db, HOT, 50), (500, 50, 30));
    a.drain();
    let acted: Vec<&Value> = a.seen[stepped_down_at..]
        .iter()
        .filter(|v| ["pass", "refilled", "released"].contains(&v["event"].as_str().unwrap_or("")))
        .collect();
    assert!(acted.is_empty(), "acted after stepping down: {acted:?}");
    assert!(
        a.seen
            .iter()
            .any(|v| v["event"] == "connection-lost" && v["link"] == "lock"),
        "the lost lock link is logged: {:?}",
        a.seen
    );
    for s in [&a, &b] {
        s.signal("-TERM");
    }
    assert_eq!(a.wait_exit(), Some(0));
    assert_eq!(b.wait_exit(), Some(0));
    let name = leader_lock(&db);
    assert!(lock_free(&mut db, &name));
}

/// Connections of this database paused at failpoint `name` right now.
fn at_failpoint(db: &mut TestDb, name: &str) -> Vec<u64> {
    db.query(&format!(
        "SELECT ID FROM information_schema.PROCESSLIST WHERE DB = '{}' \
         AND ID <> CONNECTION_ID() AND INFO LIKE '%poolctl failpoint {name}%' ORDER BY ID",
        db.name
    ))
}

fn pool(item: u64) -> PoolKey {
    PoolKey {
        shop: 1,
        item,
        location: 1,
    }
}

#[test]
fn several_workers_fill_every_pool_exactly_to_target_beside_a_one_shot_refill() {
    let mut db = util::pool_db("repl_workers");
    db.config_file(&format!("{}[pool]\ncap = 5\n", util::LEDGER_CONFIG));
    db.exec("INSERT INTO inventory_levels SELECT 1, seq, 1, 100 FROM seq_1_to_400");
    // The service's start-up sweep (4 workers) and an operator's
    // `refill --all` fill the same 400 empty pools at the same time.
    let mut svc = Service::start(&db, &["--interval", "0.2", "--workers", "4"]);
    let one_shot = std::thread::spawn({
        let mut cmd = db.cmd();
        move || cmd.args(["refill", "--all"]).output().unwrap()
    });
    let sweep = svc.wait_event("pass", |v| v["kind"] == "sweep");
    let out = one_shot.join().unwrap();
    assert!(
        out.status.code().is_some_and(|c| c <= 1),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let by_service = sweep["units_added"].as_u64().unwrap();
    // Any pool the service found busy is pending and filled by a later pass.
    wait_until("every pool at its target", WAIT, || {
        let short: Vec<u64> = db.query(
            "SELECT COUNT(*) FROM inventory_levels l WHERE (SELECT COUNT(*) FROM reservation_units u \
             WHERE u.shop_id = l.shop_id AND u.inventory_item_id = l.inventory_item_id \
             AND u.inventory_group_id = l.location_id) <> 5",
        );
        short[0] == 0
    });
    for item in 1..=400 {
        assert_eq!(assert_invariants(&mut db, pool(item), 5), (100, 5, 0));
    }
    let total: Vec<u64> = db.query("SELECT COUNT(*) FROM reservation_units");
    assert_eq!(total[0], 2000, "every pool filled once: 400 x 5 rows");
    assert!(by_service > 0, "the service filled pools too: {sweep}");
    svc.drain();
    let workers: BTreeSet<u64> = svc
        .seen
        .iter()
        .filter(|v| v["event"] == "refilled")
        .map(|v| v["worker"].as_u64().unwrap())
        .collect();
    assert!(
        workers.len() > 1,
        "the sweep refilled on several connections: {workers:?}"
    );

    // A cart of 60 lines of 3 units (one transaction): one changes pass
    // refills them all, on several workers, each exactly back to its target.
    svc.seen.clear();
    let items: Vec<u64> = (101..=160).collect();
    hold_cart(&db, 5, "cart-60", &items, 3);
    let pass = svc.wait_event("pass", |v| v["kind"] == "changes" && v["changed"] == 60);
    assert_eq!(pass["refilled"], 60, "{pass}");
    assert_eq!(pass["units_added"], 180, "{pass}");
    for item in 101..=160 {
        assert_eq!(assert_invariants(&mut db, pool(item), 5), (100, 5, 3));
    }
    let workers: BTreeSet<u64> = svc
        .seen
        .iter()
        .filter(|v| v["event"] == "refilled")
        .map(|v| v["worker"].as_u64().unwrap())
        .collect();
    assert!(workers.len() > 1, "refilled on {workers:?}");
    svc.signal("-TERM");
    assert_eq!(svc.wait_exit(), Some(0));
}

/// `pools` empty pools of cap `cap` (100 in stock each) and the service on
/// `workers` connections, every refill transaction pausing `pause_ms`
/// before its COMMIT (a test failpoint).
fn paused_workers(
    name: &str,
    cap: u32,
    pools: u32,
    pause_ms: u32,
    workers: u32,
) -> (TestDb, Service) {
    let mut db = util::pool_db(name);
    db.config_file(&format!("{}[pool]\ncap = {cap}\n", util::LEDGER_CONFIG));
    db.exec(&format!(
        "INSERT INTO inventory_levels SELECT 1, seq, 1, 100 FROM seq_1_to_{pools}"
    ));
    // Pools refilled before (their refill-state rows exist): a pool's first
    // refill creates its row with a locking MAX(id) read that waits on the
    // neighbouring pool's uncommitted rows (an S lock on the record before
    // the empty range), which would make the workers wait for each other.
    db.exec(&format!(
        "INSERT INTO pool_refill_state (shop_id, inventory_item_id, inventory_group_id, next_unit_id) \
         SELECT 1, seq, 1, 1 FROM seq_1_to_{pools}"
    ));
    let mut cmd = db.cmd();
    cmd.env(
        "POOLCTL_FAILPOINT",
        format!("refill-pause-before-commit:{pause_ms}"),
    );
    let workers = workers.to_string();
    let svc = Service::start_with(cmd, &["--interval", "0.2", "--workers", &workers]);
    (db, svc)
}

#[test]
fn sigterm_mid_pass_with_several_workers_commits_each_and_leaves_no_lock() {
    let (mut db, mut svc) = paused_workers("repl_workers_term", 20, 8, 1500, 3);
    // Three refill transactions at once, each paused before its COMMIT.
    let paused = wait_for("three workers inside a refill transaction", WAIT, || {
        let ids = at_failpoint(&mut db, "refill-pause-before-commit");
        (ids.len() == 3).then_some(ids)
    });
    let held: Vec<u64> = (1..=8)
        .filter(|&item| {
            let lock = poolctl::pool::refill_lock_name(&db.name, &pool(item));
            !lock_free(&mut db, &lock)
        })
        .collect();
    assert_eq!(held.len(), 3, "three refill locks held mid-pass: {held:?}");
    svc.signal("-TERM");
    assert_eq!(svc.wait_exit(), Some(0), "SIGTERM exits 0");
    for id in paused {
        db.wait_connection_gone(id);
    }
    // Each paused transaction committed; no pool was touched after the stop.
    let mut full = 0;
    for item in 1..=8 {
        let (_, p, _) = assert_invariants(&mut db, pool(item), 20);
        assert!(p == 0 || p == 20, "pool {item} half filled: {p}");
        full += u64::from(p == 20);
        let lock = poolctl::pool::refill_lock_name(&db.name, &pool(item));
        assert!(lock_free(&mut db, &lock), "refill lock of item {item} left");
    }
    for &item in &held {
        assert_eq!(
            lph(&mut db.admin, pool(item)).1,
            20,
            "item {item} committed"
        );
    }
    assert!((3..8).contains(&full), "{full} pools filled");
    let name = leader_lock(&db);
    assert!(lock_free(&mut db, &name), "leader lock released");
    assert_eq!(open_transactions(&mut db), 0, "no open transaction");
    wait_until("every connection of the service to close", WAIT, || {
        let left: Vec<u64> = db.query(&format!(
            "SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE DB = '{}' \
             AND ID <> CONNECTION_ID()",
            db.name
        ));
        left[0] == 0
    });
    svc.said_stopping();
}

#[test]
fn a_workers_lost_connection_is_made_again_with_backoff_and_its_pool_refilled() {
    let (mut db, mut svc) = paused_workers("repl_worker_lost", 10, 2, 1000, 2);
    let worker = svc.wait_event("connected", |v| v["link"] == "worker");
    let worker = worker["connection"].as_u64().unwrap();
    wait_until("the worker inside its refill transaction", WAIT, || {
        at_failpoint(&mut db, "refill-pause-before-commit").contains(&worker)
    });
    db.exec(&format!("KILL {worker}"));
    let lost = svc.wait_event("connection-lost", |v| v["link"] == "worker");
    assert_eq!(lost["attempt"], 1, "{lost}");
    assert!(lost["retry_in_ms"].as_u64().unwrap() > 0, "{lost}");
    let again = svc.wait_event("connected", |v| v["link"] == "worker");
    assert_ne!(again["connection"], worker);
    // The killed transaction rolled back; a later pass refills its pool.
    wait_until("both pools at their target", WAIT, || {
        lph(&mut db.admin, pool(1)).1 == 10 && lph(&mut db.admin, pool(2)).1 == 10
    });
    for item in 1..=2 {
        assert_eq!(assert_invariants(&mut db, pool(item), 10), (100, 10, 0));
    }
    svc.signal("-TERM");
    assert_eq!(svc.wait_exit(), Some(0));
}

/// #49.2: a leader that vanishes inside a refill (its network frozen through
/// a proxy, mid-transaction, holding the pool's refill lock and row lock)
/// keeps the pool no longer than the server's session bounds: its lock
/// session goes after the lease, its work session after the lease too
/// (MariaDB's idle_transaction_timeout), and the standby that took over
/// refills the pool within lease + a few seconds.
#[test]
fn a_leader_frozen_mid_refill_lets_go_of_the_pool_within_about_the_lease() {
    let mut db = util::pool_db("repl_vanish");
    db.config_file(&format!("{}[pool]\ncap = 50\n", util::LEDGER_CONFIG));
    util::stock(&mut db, key(HOT), 500);
    let (proxy, through) = util::FreezingProxy::manual_for(&db.url(), "");
    let mut cmd = db.cmd();
    cmd.env("POOLCTL_URL", &through)
        .env("POOLCTL_FAILPOINT", "refill-pause-before-commit:3000");
    let mut a = Service::start_with(cmd, &["--interval", "0.2", "--leader-lease", "2"]);
    a.wait_event("leader", |_| true);
    db.wait_for_failpoint("refill-pause-before-commit");
    // A's host vanishes mid-refill (its transaction open, its rows not
    // committed): nothing it sends or is sent arrives.
    proxy.freeze();
    let froze = Instant::now();
    let mut b = Service::start(&db, &["--interval", "0.2", "--leader-lease", "2"]);
    b.wait_event("leader", |_| true);
    b.wait_event("refilled", |v| v["item"] == 100);
    let took = froze.elapsed();
    // The 3 s pause runs out on the server, then 2 s idle in a transaction
    // ends A's work session (its lock session went after the 2 s lease),
    // then B's next pass: well under 15 s (the server's default
    // wait_timeout is 8 hours).
    assert!(
        took < Duration::from_secs(15),
        "refilled {took:?} after the freeze"
    );
    let (_, p, _) = assert_invariants(&mut db, HOT, 50);
    assert_eq!(p, 50);
    drop(a);
}

/// #49.3: `replenish --once` whose server stops answering mid-pass exits 2
/// within its read timeout, saying why; it does not reconnect for ever.
#[test]
fn once_exits_2_within_the_read_timeout_when_the_server_stops_answering() {
    let mut db = util::pool_db("repl_once_stall");
    db.config_file(&format!("{}[pool]\ncap = 50\n", util::LEDGER_CONFIG));
    util::stock(&mut db, key(HOT), 500);
    let (proxy, through) = util::FreezingProxy::manual_for(&db.url(), "");
    let mut cmd = db.cmd();
    cmd.env("POOLCTL_URL", &through)
        .env("POOLCTL_FAILPOINT", "refill-pause-before-commit:1000")
        .args([
            "--read-timeout",
            "3",
            "--format",
            "json",
            "replenish",
            "--once",
        ]);
    let mut run = Spawned::spawn(cmd);
    db.wait_for_failpoint("refill-pause-before-commit");
    proxy.freeze();
    let froze = Instant::now();
    let code = run.wait_exit(Duration::from_secs(40));
    let took = froze.elapsed();
    assert_eq!(code, Some(2), "--once against a stalled server exits 2");
    // The refill's statement waits out 3 s, then releasing the lock on the
    // lock connection 3 s more: far from the 40 s the test allows.
    assert!(
        took < Duration::from_secs(20),
        "exited {took:?} after the freeze"
    );
    let err = run.err.drain_to_end(Duration::from_secs(5)).join("\n");
    assert!(
        err.contains("poolctl: error: "),
        "one error at the end: {err}"
    );
}

/// #49.4: a leader whose lock became another session's commits nothing
/// more: the refill paused before its commit finds the lock held by someone
/// else (its own lock connection killed, the lock taken by a foreign
/// session), rolls back and says so; nothing was added.
#[test]
fn a_refill_commits_only_while_the_leader_lock_is_still_its_own() {
    let mut db = util::pool_db("repl_fence");
    db.config_file(&format!("{}[pool]\ncap = 50\n", util::LEDGER_CONFIG));
    util::stock(&mut db, key(HOT), 500);
    let mut cmd = db.cmd();
    cmd.env("POOLCTL_FAILPOINT", "refill-pause-before-commit:2000");
    // A long lease: the keepalive (every 10 s) does not notice in time, the
    // fence does.
    let mut a = Service::start_with(cmd, &["--interval", "0.2", "--leader-lease", "30"]);
    let lock_conn = a.wait_event("leader", |_| true)["connection"]
        .as_u64()
        .unwrap();
    db.wait_for_failpoint("refill-pause-before-commit");
    let name = leader_lock(&db);
    db.exec(&format!("KILL CONNECTION {lock_conn}"));
    let mut foreign = util::connect(&db.url());
    let got: Option<i64> = foreign
        .query_first(format!("SELECT GET_LOCK('{name}', 10)"))
        .unwrap();
    assert_eq!(got, Some(1), "the foreign session takes the lock");
    let failed = a.wait_event("pool-failed", |v| v["item"] == 100);
    assert!(
        failed["error"]
            .as_str()
            .is_some_and(|e| e.contains("rolled back before its commit")),
        "{failed}"
    );
    let (_, p, _) = assert_invariants(&mut db, HOT, 50);
    assert_eq!(p, 0, "the fenced refill added nothing");
    let _: Option<i64> = foreign
        .query_first(format!("SELECT RELEASE_LOCK('{name}')"))
        .unwrap();
}

/// A checkout's transaction left open holding a pool's units: the leader's
/// `oldest_locking_transaction_seconds` grows while it lasts (the alert
/// PoolctlReplenishUnitsHeldOpen reads it) and is 0 once it commits.
#[test]
fn an_open_transaction_holding_units_shows_in_the_leaders_metrics() {
    let mut db = util::pool_db("repl_held_open");
    db.config_file(&format!("{}[pool]\ncap = 20\n", util::LEDGER_CONFIG));
    util::stock(&mut db, key(HOT), 20);
    let mut svc = Service::start(&db, &["--interval", "0.2", "--metrics-addr", "127.0.0.1:0"]);
    let addr = svc.wait_event("metrics-listening", |_| true)["addr"]
        .as_str()
        .unwrap()
        .to_string();
    svc.wait_event("refilled", |v| v["item"] == 100);
    let database = format!("database=\"{}\"", db.name);
    let age = |addr: &str| -> Option<f64> {
        let (_, text) = http_get(addr, "/metrics", None)?;
        sample(
            &text,
            "poolctl_replenish_oldest_locking_transaction_seconds",
            &[&database],
        )?
        .parse()
        .ok()
    };
    // Every unit of the pool locked by a transaction that stays open.
    let mut checkout = util::connect(&db.url());
    checkout.query_drop("START TRANSACTION").unwrap();
    let locked: Vec<u64> = checkout
        .query(
            "SELECT id FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 100 \
             AND inventory_group_id = 1 FOR UPDATE",
        )
        .unwrap();
    assert_eq!(locked.len(), 20);
    wait_until("the open transaction's age in the metrics", WAIT, || {
        age(&addr).is_some_and(|s| s >= 1.0)
    });
    checkout.query_drop("COMMIT").unwrap();
    wait_until("the age back to 0 once it committed", WAIT, || {
        age(&addr) == Some(0.0)
    });
}

/// #45 item 4: a pool emptied by reserve-then-claim checkouts leaves no hold
/// for a pass to read and, with no ledger update-time column mapped (as in
/// the example config), no ledger mark: the drained probe notices it within
/// its round (4 s at the default 1 s interval) and the refill starts, long
/// before the sweep (300 s here).
#[test]
fn a_pool_drained_by_reserve_then_claim_is_refilled_within_seconds_without_a_ledger_signal() {
    const CAP: u32 = 5;
    let mut db = util::pool_db("repl_drained");
    db.config_file(&format!("{}[pool]\ncap = {CAP}\n", util::LEDGER_CONFIG));
    db.exec("INSERT INTO inventory_levels SELECT 1, seq, 1, 100 FROM seq_1_to_2000");
    let mut svc = Service::start(
        &db,
        &[
            "--interval",
            "1",
            "--sweep-interval",
            "300",
            "--metrics-addr",
            "127.0.0.1:0",
        ],
    );
    let addr = svc.wait_event("metrics-listening", |_| true)["addr"]
        .as_str()
        .unwrap()
        .to_string();
    let sweep = svc.wait_event("pass", |v| v["kind"] == "sweep");
    assert_eq!(sweep["looked"], 2000);
    let crate::reserve::Sql {
        reserve: rsql,
        pool: psql,
    } = sql(CAP);
    let mut app = open_url(&db.url());
    // Three pools emptied, each by one checkout of its whole pool that pays
    // at once: the hold lives a few milliseconds, between two passes.
    let items = [7u64, 700, 1500];
    let mut claimed_at = Vec::new();
    for &item in &items {
        let co = format!("drain-{item}");
        let line = Line {
            key: pool(item),
            quantity: u64::from(CAP),
        };
        let r = app
            .reserve(&rsql, &psql, &co, &[line], &service_refills())
            .unwrap();
        assert!(matches!(r.outcome, ReserveOutcome::Held(_)), "{r:?}");
        app.claim(&rsql, &co, &[pool(item)], &ReserveOptions::default().retry)
            .unwrap();
        claimed_at.push(Instant::now());
        assert_eq!(lph(&mut db.admin, pool(item)), (95, 0, 0));
    }
    let mut waiting: BTreeSet<u64> = items.into_iter().collect();
    while !waiting.is_empty() {
        let r = svc.wait_event("refilled", |v| {
            v["item"].as_u64().is_some_and(|i| waiting.contains(&i))
        });
        let item = r["item"].as_u64().unwrap();
        let since = claimed_at[items.iter().position(|&i| i == item).unwrap()].elapsed();
        assert!(
            since < Duration::from_secs(5),
            "pool {item} refilled {since:?} after it was drained"
        );
        waiting.remove(&item);
    }
    for &item in &items {
        assert_eq!(assert_invariants(&mut db, pool(item), 5), (95, 5, 0));
    }
    // The probe found them (at least one: a pass may have caught a hold in
    // its few milliseconds, three at once is beyond chance).
    let (_, text) = http_get(&addr, "/metrics", None).unwrap();
    let database = format!("database=\"{}\"", db.name);
    let found: f64 = sample(
        &text,
        "poolctl_replenish_changes_total",
        &[&database, "source=\"drained\""],
    )
    .unwrap_or_else(|| panic!("no drained source in\n{text}"))
    .parse()
    .unwrap();
    assert!(found >= 1.0, "{text}");
}

/// #45 item 2: when a pool drained is the database's record
/// (`pool_refill_state.drained_since`), so the leader that takes over after
/// a failover counts from when the pool really emptied, not from 0; the
/// refill that ends the incident clears it.
#[test]
fn a_drained_pools_time_survives_a_failover_and_its_refill_clears_it() {
    let mut db = util::pool_db("repl_drained_failover");
    db.config_file(&format!("{}[pool]\ncap = 20\n", util::LEDGER_CONFIG));
    util::stock(&mut db, key(HOT), 100);
    let args = ["--interval", "0.2", "--metrics-addr", "127.0.0.1:0"];
    let mut a = Service::start(&db, &args);
    let a_addr = a.wait_event("metrics-listening", |_| true)["addr"]
        .as_str()
        .unwrap()
        .to_string();
    a.wait_event("refilled", |v| v["item"] == 100);
    let mut b = Service::start(&db, &args);
    let b_addr = b.wait_event("metrics-listening", |_| true)["addr"]
        .as_str()
        .unwrap()
        .to_string();
    b.wait_event("standby", |_| true);
    let series = [
        format!("database=\"{}\"", db.name),
        "item=\"100\"".to_string(),
    ];
    let drained_for = |addr: &str| -> Option<f64> {
        let (_, text) = http_get(addr, "/metrics", None)?;
        let labels: Vec<&str> = series.iter().map(String::as_str).collect();
        sample(&text, "poolctl_replenish_pool_drained_seconds", &labels)?
            .parse()
            .ok()
    };
    let since = |db: &mut TestDb| -> Option<f64> {
        let v: Vec<Option<f64>> = db.query(
            "SELECT TIMESTAMPDIFF(MICROSECOND, drained_since, NOW(6)) / 1e6 FROM pool_refill_state \
             WHERE shop_id = 1 AND inventory_item_id = 100 AND inventory_group_id = 1",
        );
        v.into_iter().next().flatten()
    };
    assert_eq!(since(&mut db), None, "a filled pool is not drained");
    // The pool emptied while another session's refill lock keeps every
    // refill out.
    let lock = poolctl::pool::refill_lock_name(&db.name, &HOT);
    let mut refiller = util::connect(&db.url());
    let got: Option<i64> = refiller
        .query_first(format!("SELECT GET_LOCK('{lock}', 0)"))
        .unwrap();
    assert_eq!(got, Some(1));
    db.exec(
        "DELETE FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 100 \
         AND inventory_group_id = 1",
    );
    wait_until("the leader to export the pool drained 3 s", WAIT, || {
        drained_for(&a_addr).is_some_and(|s| s >= 3.0)
    });
    let recorded = since(&mut db).expect("drained_since set by the leader");
    assert!(recorded >= 3.0, "drained_since {recorded} s ago");
    a.signal("-KILL");
    b.wait_event("leader", |_| true);
    // The new leader's first figure counts from the original start: at
    // least the time already drained when the leader was killed.
    let mut first = None;
    wait_until("the new leader to export the drained pool", WAIT, || {
        first = drained_for(&b_addr);
        first.is_some()
    });
    let first = first.unwrap();
    assert!(
        first >= recorded,
        "the new leader reports the pool drained {first} s (drained {recorded} s when the \
         leader was killed): it restarted from 0"
    );
    // The incident ends: the refill clears the record and the series.
    refiller
        .query_drop(format!("DO RELEASE_LOCK('{lock}')"))
        .unwrap();
    b.wait_event("refilled", |v| v["item"] == 100);
    assert_eq!(since(&mut db), None, "the refill cleared drained_since");
    wait_until("the drained series gone", WAIT, || {
        http_get(&b_addr, "/metrics", None).is_some_and(|(_, t)| {
            !t.contains("poolctl_replenish_pool_drained_seconds{") && drained_for(&b_addr).is_none()
        })
    });
    b.signal("-TERM");
    assert_eq!(b.wait_exit(), Some(0));
}
