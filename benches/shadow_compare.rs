//! `poolctl shadow compare` over POOLS item and location pairs (default
//! 100,000): the whole command, from its start to its exit, against a
//! MariaDB and a Redis on this machine (goal: at least 50,000 pairs a
//! second).
//!
//! Sets up POOLS pools (ledger 1,000, 4 rows, one hold of 2 units in every
//! tenth) and their counters under the default `[shadow] counter_key`
//! (`inv:{shop}:{item}:{location}`, shop 1), each at L - H except one in a
//! hundred, raised by 5 (so the run exits 1 and the rows are sorted for
//! real); then ROUNDS runs of the release build with `--format json`, and
//! the median. The counters are deleted at the end.
//!
//! Needs a server: POOLCTL_BENCH_URL, else POOLCTL_TEST_URL (a server URL
//! without a database, e.g. `$(scripts/mariadb.sh url test)`); creates and
//! drops the database `poolctl_bench_shadow`. And a Redis of the bench's
//! own (its `inv:*:*:*` keys are the run's): POOLCTL_BENCH_REDIS_URL, else
//! POOLCTL_TEST_REDIS_URL (`$(scripts/redis.sh url test)`). Sizes:
//! POOLCTL_BENCH_POOLS, POOLCTL_BENCH_ROUNDS (default 3).
//!
//! Run with `cargo bench --bench shadow_compare`.

mod common;

use common::{BenchDb, DEL_ALL, SET_ALL, env_num, median};
use mysql::prelude::Queryable;
use poolctl::config::{Origin, RedisUrl};
use poolctl::db::Redis;
use std::time::Instant;

const DB: &str = "poolctl_bench_shadow";
const CAP: u64 = 4;
const LEDGER: i64 = 1000;

fn main() {
    let pools = env_num("POOLCTL_BENCH_POOLS", 100_000);
    let rounds = env_num("POOLCTL_BENCH_ROUNDS", 3).max(1);
    let redis_url = std::env::var("POOLCTL_BENCH_REDIS_URL")
        .or_else(|_| std::env::var("POOLCTL_TEST_REDIS_URL"))
        .expect("set POOLCTL_BENCH_REDIS_URL (or POOLCTL_TEST_REDIS_URL), e.g. $(scripts/redis.sh url test)");
    let (db, mut admin) = BenchDb::fresh(DB, CAP);
    eprintln!("loading {pools} pools of {CAP} rows and their counters ...");
    BenchDb::load_full_pools(&mut admin, pools, CAP, LEDGER);
    admin
        .query_drop(format!(
            "INSERT INTO reserved_quantities (shop_id, inventory_item_id, inventory_group_id, \
             checkout_id, quantity, created_at, expires_at) \
             SELECT 1, seq, 1, CONCAT('co-', seq), 2, NOW(6), NOW(6) + INTERVAL 1 HOUR \
             FROM seq_1_to_{pools} WHERE seq % 10 = 0"
        ))
        .unwrap();
    let mut redis = Redis::connect(&RedisUrl::parse(&redis_url, Origin::Env).unwrap()).unwrap();
    let keys: Vec<String> = (1..=pools).map(|i| format!("inv:1:{i}:1")).collect();
    let values: Vec<i64> = (1..=pools)
        .map(|i| {
            let held = if i % 10 == 0 { 2 } else { 0 };
            LEDGER - held + if i % 100 == 1 { 5 } else { 0 }
        })
        .collect();
    for (k, v) in keys.chunks(1000).zip(values.chunks(1000)) {
        redis.script(SET_ALL, k, v, "seeding").unwrap();
    }

    let mut times = Vec::new();
    for round in 1..=rounds {
        let t = Instant::now();
        let out = db
            .poolctl()
            .env("POOLCTL_REDIS_URL", &redis_url)
            .args(["--format", "json", "shadow", "compare"])
            .output()
            .unwrap();
        let took = t.elapsed();
        assert_eq!(
            out.status.code(),
            Some(1),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let j: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(j["totals"]["compared"], pools);
        assert_eq!(j["totals"]["redis_higher"], pools.div_ceil(100));
        eprintln!(
            "round {round}: {pools} pairs in {:.3} s: {:.0} pairs/s",
            took.as_secs_f64(),
            pools as f64 / took.as_secs_f64()
        );
        times.push(took);
    }
    let m = median(times).as_secs_f64();
    let rate = pools as f64 / m;
    println!(
        "shadow compare over {pools} item/location pairs: median {m:.3} s over {rounds} rounds, \
         {rate:.0} pairs/s (goal: at least 50000): {}",
        if rate >= 50_000.0 { "met" } else { "NOT met" }
    );

    for k in keys.chunks(1000) {
        redis.script(DEL_ALL, k, &[], "cleaning up").unwrap();
    }
    db.drop_database(&mut admin);
}
