//! Reconcile speed: `poolctl reconcile` over POOLS pools (default 100,000),
//! reported in pools/s (goal: >= 20,000 pools/s), next to the time of plain
//! full scans of the same four tables in the same run (what any reconcile must
//! at least read).
//!
//! Data: one ledger row per pool (shop 1, item i, location 1), 3 units per
//! pool, a hold of 2 on every tenth pool (its ledger 5, the others' 3: every
//! pool at its target min(1000, L - H) = 3), and drift on every hundredth pool
//! (one unit short), so the report lists 1% of the pools.
//!
//! Needs a server: POOLCTL_BENCH_URL, else POOLCTL_TEST_URL (a server URL
//! without a database, e.g. `$(scripts/mariadb.sh url test)`); creates and
//! drops the database `poolctl_bench_reconcile`. Sizes: POOLCTL_BENCH_POOLS
//! (default 100000), POOLCTL_BENCH_ROUNDS (default 3).
//!
//! Run with `cargo bench --bench reconcile_speed`.

mod common;

use common::{env_num, median, server_url};

use mysql::prelude::Queryable;
use std::process::Command;
use std::time::Instant;

const DB: &str = "poolctl_bench_reconcile";

fn main() {
    let server = server_url();
    let pools = env_num("POOLCTL_BENCH_POOLS", 100_000);
    let rounds = env_num("POOLCTL_BENCH_ROUNDS", 3).max(1);
    let mut admin = mysql::Conn::new(mysql::Opts::from_url(&server).expect("URL parses"))
        .expect("connect to the bench server");
    admin
        .query_drop(format!(
            "DROP DATABASE IF EXISTS {DB}; CREATE DATABASE {DB}; USE {DB}"
        ))
        .unwrap();
    let url = format!("{server}/{DB}");
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("poolctl.toml"),
        "[ledger]\ntable = \"inventory_levels\"\nlocation_column = \"location_id\"\n",
    )
    .unwrap();
    let poolctl = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_poolctl"))
            .current_dir(dir.path())
            .env_remove("POOLCTL_CONFIG")
            .env("POOLCTL_URL", &url)
            .args(args)
            .output()
            .unwrap();
        assert!(
            matches!(out.status.code(), Some(0 | 1)),
            "poolctl {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    poolctl(&["migrate", "run"]);
    let t = Instant::now();
    admin
        .query_drop(format!(
            "CREATE TABLE inventory_levels (shop_id BIGINT UNSIGNED NOT NULL, \
               inventory_item_id BIGINT UNSIGNED NOT NULL, location_id BIGINT UNSIGNED NOT NULL, \
               available INT NOT NULL, PRIMARY KEY (shop_id, inventory_item_id, location_id)); \
             CREATE TEMPORARY TABLE d (n INT PRIMARY KEY); \
             INSERT INTO d VALUES (0),(1),(2),(3),(4),(5),(6),(7),(8),(9); \
             CREATE TEMPORARY TABLE seq (n INT PRIMARY KEY); \
             INSERT INTO seq SELECT a.n + 10 * b.n + 100 * c.n + 1000 * e.n + 10000 * f.n + 100000 * g.n \
               FROM d a, d b, d c, d e, d f, d g \
              WHERE a.n + 10 * b.n + 100 * c.n + 1000 * e.n + 10000 * f.n + 100000 * g.n < {pools}; \
             INSERT INTO inventory_levels SELECT 1, n, 1, IF(n % 10 = 0, 5, 3) FROM seq; \
             INSERT INTO pool_refill_state (shop_id, inventory_item_id, inventory_group_id, next_unit_id) \
               SELECT 1, n, 1, 4 FROM seq; \
             INSERT INTO reserved_quantities (shop_id, inventory_item_id, inventory_group_id, \
               checkout_id, quantity, expires_at) \
               SELECT 1, n, 1, 'c', 2, NOW(6) + INTERVAL 1 DAY FROM seq WHERE n % 10 = 0; \
             INSERT INTO reservation_units (shop_id, inventory_item_id, inventory_group_id, id) \
               SELECT 1, seq.n, 1, u.n FROM seq JOIN d u ON u.n BETWEEN 1 AND 3 \
                WHERE NOT (seq.n % 100 = 0 AND u.n = 3);"
        ))
        .unwrap();
    eprintln!("seeded {pools} pools in {:.1} s", t.elapsed().as_secs_f64());
    let drifted = pools.div_ceil(100);
    let (mut rec, mut scan) = (Vec::new(), Vec::new());
    for round in 0..rounds {
        let t = Instant::now();
        let out = poolctl(&["reconcile", "--format", "json"]);
        rec.push(t.elapsed());
        let j: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(j["scanned"], pools, "every pool scanned");
        assert_eq!(j["drifted"], drifted, "the seeded drift found");
        let t = Instant::now();
        for table in [
            "inventory_levels",
            "reservation_units",
            "reserved_quantities",
            "pool_caps",
        ] {
            let _: Vec<u64> = admin
                .query(format!("SELECT COUNT(*) FROM {table}"))
                .unwrap();
        }
        scan.push(t.elapsed());
        eprintln!(
            "round {}: reconcile {:.2} s, plain scans {:.2} s",
            round + 1,
            rec.last().unwrap().as_secs_f64(),
            scan.last().unwrap().as_secs_f64()
        );
    }
    admin.query_drop(format!("DROP DATABASE {DB}")).unwrap();
    let (r, s) = (median(rec), median(scan));
    let rate = pools as f64 / r.as_secs_f64();
    println!("{pools} pools ({drifted} drifted), median of {rounds} round(s)");
    println!(
        "poolctl reconcile:      {:.2} s, {rate:.0} pools/s (goal >= 20000): {}",
        r.as_secs_f64(),
        if rate >= 20_000.0 { "met" } else { "NOT met" }
    );
    println!(
        "plain COUNT(*) scans of the four tables: {:.2} s (reconcile / scans = {:.1}x)",
        s.as_secs_f64(),
        r.as_secs_f64() / s.as_secs_f64()
    );
}
