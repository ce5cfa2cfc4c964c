//! Failover of `poolctl replenish` after kill -9 of the leader (goal: < 5 s).
//!
//! Two instances of the release build (`--format json`, `--interval
//! INTERVAL`) against one database: one leads, one stands by. Each round the
//! leader is killed with SIGKILL and, at once, a checkout takes every row of
//! the hot pool (the reserve's effect: the rows out, a hold in one
//! transaction), so the pool is drained with stock behind it. Measured from
//! the kill: the standby's `leader` line (it holds the leader lock) and its
//! `refilled` line for the hot pool (a drained pool is back in service).
//! After every round P <= C, P + H <= L and every unit id once are checked,
//! and a fresh instance is started as the next standby.
//!
//! Needs a server: POOLCTL_BENCH_URL, else POOLCTL_TEST_URL; creates and
//! drops the database `poolctl_bench_failover`. Sizes: POOLCTL_BENCH_ROUNDS
//! (default 10), POOLCTL_BENCH_INTERVAL_MS (default 1000, the service's
//! default interval).
//!
//! Run with `cargo bench --bench replenish_failover`.

mod common;

use common::{BenchDb, env_num, median};

use mysql::prelude::Queryable;
use serde_json::Value;
use std::io::{BufRead, BufReader};
use std::process::{Child, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

const DB: &str = "poolctl_bench_failover";
const CAP: u64 = 50;
const STOCK: u64 = 1_000_000;
const WAIT: Duration = Duration::from_secs(60);

/// One running `poolctl replenish`: its events as they arrive, with the
/// instant each line was read.
struct Instance {
    child: Child,
    events: mpsc::Receiver<(Instant, Value)>,
}

impl Instance {
    fn start(db: &BenchDb, interval: &str) -> Instance {
        let mut child = db
            .poolctl()
            .args(["--format", "json", "replenish", "--interval", interval])
            .stderr(Stdio::piped())
            .stdout(Stdio::null())
            .spawn()
            .expect("poolctl replenish starts");
        let err = child.stderr.take().unwrap();
        let (tx, events) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(err).lines() {
                let Ok(line) = line else { return };
                let v: Value = serde_json::from_str(&line).expect("a JSON line");
                if tx.send((Instant::now(), v)).is_err() {
                    return;
                }
            }
        });
        Instance { child, events }
    }

    /// The next event named `name` for which `pred` holds, and when it was
    /// read; panics after WAIT or on a failed pass.
    fn wait(&self, name: &str, pred: impl Fn(&Value) -> bool) -> (Instant, Value) {
        let deadline = Instant::now() + WAIT;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let (at, v) = self
                .events
                .recv_timeout(left)
                .unwrap_or_else(|_| panic!("no {name:?} event within {WAIT:?}"));
            assert_ne!(v["event"], "pass-failed", "{v}");
            if v["event"] == name && pred(&v) {
                return (at, v);
            }
        }
    }

    fn kill(mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

/// P <= C, P + H <= L, every unit id once; (P, H).
fn check(admin: &mut mysql::Conn) -> (u64, u64) {
    let (l, p, h, dup): (u64, u64, u64, u64) = admin
        .query_first(
            "SELECT (SELECT available FROM inventory_levels WHERE shop_id = 1 AND inventory_item_id = 1 AND location_id = 1), \
                    (SELECT COUNT(*) FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 1 AND inventory_group_id = 1), \
                    (SELECT CAST(COALESCE(SUM(quantity), 0) AS UNSIGNED) FROM reserved_quantities WHERE shop_id = 1 AND inventory_item_id = 1 AND inventory_group_id = 1), \
                    (SELECT COUNT(*) FROM (SELECT id FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 1 AND inventory_group_id = 1 GROUP BY id HAVING COUNT(*) > 1) d)",
        )
        .unwrap()
        .unwrap();
    assert!(p <= CAP, "P {p} > C {CAP}");
    assert!(p + h <= l, "oversold: P {p} + H {h} > L {l}");
    assert_eq!(dup, 0, "unit ids twice");
    (p, h)
}

fn main() {
    let rounds = env_num("POOLCTL_BENCH_ROUNDS", 10).max(1);
    let interval_ms = env_num("POOLCTL_BENCH_INTERVAL_MS", 1000);
    let interval = format!("{}", interval_ms as f64 / 1000.0);
    let (db, mut admin) = BenchDb::fresh(DB, CAP);
    admin
        .query_drop(format!(
            "INSERT INTO inventory_levels VALUES (1, 1, 1, {STOCK})"
        ))
        .unwrap();
    let leader = Instance::start(&db, &interval);
    leader.wait("leader", |_| true);
    leader.wait("pass", |v| v["kind"] == "sweep");
    assert_eq!(
        check(&mut admin),
        (CAP, 0),
        "the first sweep fills the pool"
    );
    let standby = Instance::start(&db, &interval);
    standby.wait("standby", |_| true);
    let (mut leader, mut standby) = (leader, standby);
    let (mut to_leader, mut to_refilled) = (Vec::new(), Vec::new());
    let mut held = 0;
    for round in 1..=rounds {
        let killed = Instant::now();
        leader.kill();
        // A checkout takes the whole pool while nobody leads.
        admin
            .query_drop(format!(
                "START TRANSACTION; \
                 DELETE FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 1 \
                   AND inventory_group_id = 1; \
                 INSERT INTO reserved_quantities (shop_id, inventory_item_id, inventory_group_id, \
                   checkout_id, quantity, expires_at) VALUES (1, 1, 1, 'round-{round}', {CAP}, \
                   NOW(6) + INTERVAL 1 HOUR); COMMIT"
            ))
            .unwrap();
        held += CAP;
        let (led, _) = standby.wait("leader", |_| true);
        let (refilled, v) = standby.wait("refilled", |v| v["item"] == 1);
        assert_eq!(v["added"].as_u64(), Some(CAP), "{v}");
        assert_eq!(check(&mut admin), (CAP, held), "refilled once");
        let (a, b) = (led - killed, refilled - killed);
        eprintln!(
            "round {round}: kill -9 -> standby leads {:.3} s, drained pool refilled {:.3} s",
            a.as_secs_f64(),
            b.as_secs_f64()
        );
        to_leader.push(a);
        to_refilled.push(b);
        // The next standby.
        leader = standby;
        standby = Instance::start(&db, &interval);
        standby.wait("standby", |_| true);
    }
    leader.kill();
    standby.kill();
    let max = |v: &[Duration]| v.iter().max().copied().unwrap();
    let (lead_max, refill_max) = (max(&to_leader), max(&to_refilled));
    println!(
        "kill -9 of the leader -> the standby leads: median {:.3} s, max {:.3} s over {rounds} rounds",
        median(to_leader).as_secs_f64(),
        lead_max.as_secs_f64()
    );
    println!(
        "kill -9 of the leader -> a drained pool refilled by the new leader (interval {interval} s): \
         median {:.3} s, max {:.3} s",
        median(to_refilled).as_secs_f64(),
        refill_max.as_secs_f64()
    );
    println!(
        "failover goal (< 5 s, worst round): {}",
        if refill_max < Duration::from_secs(5) {
            "met"
        } else {
            "NOT met"
        }
    );
    db.drop_database(&mut admin);
}
