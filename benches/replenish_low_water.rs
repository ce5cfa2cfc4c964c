//! Choosing the replenisher's default low-water mark: the same reserve
//! traffic against one hot pool with the service running at each low-water
//! share in turn, side by side in one run.
//!
//! Per setting and round (settings in alternating order): a fresh hot pool
//! (cap CAP, default 1000; stock that does not run out), `poolctl replenish
//! --interval INTERVAL --low-water X` (release build) running, CLIENTS
//! threads (default 8) reserving and claiming one unit at a time through the
//! reserve library for SECONDS (default 6). Measured: reservations/s, the
//! share of the sale the pool was empty (a sampler reads its row count every
//! 2 ms), the reserves that had to refill inline (they found the pool short),
//! the service's refill transactions per second, and the reserves' p99.
//!
//! Needs a server: POOLCTL_BENCH_URL, else POOLCTL_TEST_URL; creates and
//! drops the database `poolctl_bench_low_water`. Sizes: POOLCTL_BENCH_CAP,
//! POOLCTL_BENCH_CLIENTS, POOLCTL_BENCH_SECONDS, POOLCTL_BENCH_ROUNDS
//! (default 2), POOLCTL_BENCH_INTERVAL_MS (default 100).
//!
//! Run with `cargo bench --bench replenish_low_water`.

mod common;

use common::{BenchDb, env_num};

use mysql::prelude::Queryable;
use poolctl::config::{ConnectOverrides, LedgerMapping, PoolSettings, Settings, TableNames};
use poolctl::db::{Db, Require};
use poolctl::pool::PoolKey;
use poolctl::pool::sql::PoolSql;
use poolctl::reserve::{Line, ReserveOptions, ReserveOutcome, ReserveSql};
use serde_json::Value;
use std::io::{BufRead, BufReader};
use std::process::Stdio;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const DB: &str = "poolctl_bench_low_water";
const HOT: PoolKey = PoolKey {
    shop: 1,
    item: 1,
    location: 1,
};
const SETTINGS: [f64; 5] = [0.1, 0.25, 0.5, 0.75, 1.0];

#[derive(Default, Clone)]
struct Figures {
    reserves: u64,
    seconds: f64,
    empty_samples: u64,
    samples: u64,
    inline: u64,
    service_refills: u64,
    p99_ms: f64,
}

fn ledger() -> LedgerMapping {
    LedgerMapping::table("inventory_levels")
}

fn open(url: &str) -> Db {
    let s = Settings::load(
        None,
        ConnectOverrides {
            url: Some(url.to_string()),
            connect_timeout_secs: 5,
            ..ConnectOverrides::default()
        },
    )
    .unwrap();
    Db::connect(&s.target().unwrap(), Require::SkipLocked).unwrap()
}

fn main() {
    let cap = env_num("POOLCTL_BENCH_CAP", 1000);
    let clients = env_num("POOLCTL_BENCH_CLIENTS", 8);
    let seconds = env_num("POOLCTL_BENCH_SECONDS", 6);
    let rounds = env_num("POOLCTL_BENCH_ROUNDS", 2).max(1);
    let interval_ms = env_num("POOLCTL_BENCH_INTERVAL_MS", 100);
    let (db, mut admin) = BenchDb::fresh(DB, cap);
    let url = db.url.clone();
    let pool = PoolSettings {
        cap: u32::try_from(cap).unwrap(),
        ..PoolSettings::default()
    };
    let rsql = Arc::new(ReserveSql::new(&TableNames::default(), &ledger(), &pool));
    let psql = Arc::new(PoolSql::new(&TableNames::default(), &ledger(), pool.cap));
    let mut results: Vec<(f64, Vec<Figures>)> = SETTINGS.iter().map(|&s| (s, Vec::new())).collect();
    for round in 0..rounds {
        let order: Vec<usize> = if round % 2 == 0 {
            (0..SETTINGS.len()).collect()
        } else {
            (0..SETTINGS.len()).rev().collect()
        };
        for i in order {
            let lw = SETTINGS[i];
            admin
                .query_drop(
                    "DELETE FROM reservation_units; DELETE FROM reserved_quantities; \
                     DELETE FROM pool_refill_state; DELETE FROM inventory_levels; \
                     INSERT INTO inventory_levels VALUES (1, 1, 1, 100000000)",
                )
                .unwrap();
            let mut svc = db
                .poolctl()
                .args([
                    "--format",
                    "json",
                    "replenish",
                    "--interval",
                    &format!("{}", interval_ms as f64 / 1000.0),
                    "--low-water",
                    &lw.to_string(),
                ])
                .stderr(Stdio::piped())
                .stdout(Stdio::null())
                .spawn()
                .unwrap();
            let refills = Arc::new(Mutex::new(0u64));
            let mut lines = BufReader::new(svc.stderr.take().unwrap()).lines();
            // The first sweep fills the pool.
            loop {
                let v: Value = serde_json::from_str(&lines.next().unwrap().unwrap()).unwrap();
                if v["event"] == "pass" && v["kind"] == "sweep" {
                    break;
                }
            }
            let counter = {
                let refills = refills.clone();
                std::thread::spawn(move || {
                    for line in lines {
                        let Ok(line) = line else { return };
                        let v: Value = serde_json::from_str(&line).unwrap_or(Value::Null);
                        if v["event"] == "refilled" {
                            *refills.lock().unwrap() += 1;
                        }
                    }
                })
            };
            let done = Arc::new(AtomicBool::new(false));
            let sampler = {
                let (url, done) = (url.clone(), done.clone());
                std::thread::spawn(move || {
                    let mut c = mysql::Conn::new(mysql::Opts::from_url(&url).unwrap()).unwrap();
                    let (mut n, mut empty) = (0u64, 0u64);
                    while !done.load(Ordering::SeqCst) {
                        let p: Option<u64> = c
                            .query_first(
                                "SELECT COUNT(*) FROM reservation_units WHERE shop_id = 1 \
                                 AND inventory_item_id = 1 AND inventory_group_id = 1",
                            )
                            .unwrap();
                        n += 1;
                        empty += u64::from(p == Some(0));
                        std::thread::sleep(Duration::from_millis(2));
                    }
                    (n, empty)
                })
            };
            let refills_at_start = *refills.lock().unwrap();
            let started = Instant::now();
            let deadline = started + Duration::from_secs(seconds);
            let workers: Vec<_> = (0..clients)
                .map(|c| {
                    let (url, rsql, psql) = (url.clone(), rsql.clone(), psql.clone());
                    std::thread::spawn(move || {
                        let mut db = open(&url);
                        let opts = ReserveOptions::default();
                        let mut h = hdrhistogram::Histogram::<u64>::new(3).unwrap();
                        let (mut n, mut inline) = (0u64, 0u64);
                        while Instant::now() < deadline {
                            let co = format!("c{c}-{n}");
                            let t = Instant::now();
                            let r = db
                                .reserve(
                                    &rsql,
                                    &psql,
                                    &co,
                                    &[Line {
                                        key: HOT,
                                        quantity: 1,
                                    }],
                                    &opts,
                                )
                                .unwrap();
                            h.record(t.elapsed().as_micros() as u64).unwrap();
                            assert!(matches!(r.outcome, ReserveOutcome::Held(_)));
                            inline += u64::from(r.refilled_rows > 0);
                            db.claim(&rsql, &co, &[HOT], &opts.retry).unwrap();
                            n += 1;
                        }
                        (n, inline, h)
                    })
                })
                .collect();
            let mut f = Figures::default();
            let mut all = hdrhistogram::Histogram::<u64>::new(3).unwrap();
            for w in workers {
                let (n, inline, h) = w.join().unwrap();
                f.reserves += n;
                f.inline += inline;
                all.add(h).unwrap();
            }
            f.seconds = started.elapsed().as_secs_f64();
            done.store(true, Ordering::SeqCst);
            (f.samples, f.empty_samples) = sampler.join().unwrap();
            f.service_refills = *refills.lock().unwrap() - refills_at_start;
            f.p99_ms = all.value_at_quantile(0.99) as f64 / 1000.0;
            let _ = svc.kill();
            let _ = svc.wait();
            let _ = counter.join();
            eprintln!(
                "round {} low water {lw}: {:.0} reserves/s, empty {:.2}% of samples, {} inline \
                 refills, {:.1} service refills/s, p99 {:.1} ms",
                round + 1,
                f.reserves as f64 / f.seconds,
                100.0 * f.empty_samples as f64 / f.samples.max(1) as f64,
                f.inline,
                f.service_refills as f64 / f.seconds,
                f.p99_ms
            );
            results[i].1.push(f);
        }
    }
    println!(
        "low water  reserves/s  empty %  inline refills  service refills/s  p99 ms   \
         (cap {cap}, {clients} clients, interval {interval_ms} ms, {rounds} rounds of {seconds} s)"
    );
    for (lw, figs) in &results {
        let sum = |f: &dyn Fn(&Figures) -> f64| figs.iter().map(f).sum::<f64>();
        let secs = sum(&|f| f.seconds);
        println!(
            "{lw:>9}  {:>10.0}  {:>7.2}  {:>14.0}  {:>17.1}  {:>6.1}",
            sum(&|f| f.reserves as f64) / secs,
            100.0 * sum(&|f| f.empty_samples as f64) / sum(&|f| f.samples as f64).max(1.0),
            sum(&|f| f.inline as f64),
            sum(&|f| f.service_refills as f64) / secs,
            figs.iter().map(|f| f.p99_ms).fold(0.0, f64::max)
        );
    }
    db.drop_database(&mut admin);
}
