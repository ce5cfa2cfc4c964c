//! A refill across three pods run in parallel (`--all-pods --parallel 3`)
//! against the same work run one pod at a time (`--parallel 1`), in the same
//! run, order alternating between rounds; reports wall times and the speedup.
//!
//! Needs three servers: POOLCTL_BENCH_URLS (three server URLs, comma
//! separated), else POOLCTL_TEST_URL, POOLCTL_TEST_URL_3 and POOLCTL_TEST_URL_4
//! (`scripts/mariadb.sh url NAME`). Creates and drops `poolctl_bench_fleet` on
//! each. Sizes: POOLCTL_BENCH_POOLS per pod (default 200), POOLCTL_BENCH_ROWS
//! per pool (default 500), POOLCTL_BENCH_ROUNDS (default 3).
//!
//! Run with `cargo bench --bench fleet_refill`.

mod common;

use common::{env_num, median};

use mysql::prelude::Queryable;
use std::process::Command;
use std::time::{Duration, Instant};

const DB: &str = "poolctl_bench_fleet";

fn main() {
    let servers: Vec<String> = match std::env::var("POOLCTL_BENCH_URLS") {
        Ok(v) => v.split(',').map(|s| s.trim().to_string()).collect(),
        Err(_) => [
            "POOLCTL_TEST_URL",
            "POOLCTL_TEST_URL_3",
            "POOLCTL_TEST_URL_4",
        ]
        .iter()
        .map(|v| {
            std::env::var(v)
                .unwrap_or_else(|_| panic!("set POOLCTL_BENCH_URLS (three server URLs) or {v}"))
        })
        .collect(),
    };
    assert_eq!(servers.len(), 3, "three servers");
    let servers: Vec<String> = servers
        .iter()
        .map(|s| s.trim_end_matches('/').to_string())
        .collect();
    let (pools, rows, rounds) = (
        env_num("POOLCTL_BENCH_POOLS", 200),
        env_num("POOLCTL_BENCH_ROWS", 500),
        env_num("POOLCTL_BENCH_ROUNDS", 3).max(1),
    );
    let dir = tempfile::tempdir().unwrap();
    let mut config = format!(
        "[pool]\ncap = {rows}\n\n[ledger]\ntable = \"inventory_levels\"\nlocation_column = \"location_id\"\n"
    );
    let mut admins = Vec::new();
    for (i, s) in servers.iter().enumerate() {
        let mut a = mysql::Conn::new(mysql::Opts::from_url(s).expect("URL parses"))
            .expect("connect to a bench server");
        a.query_drop(format!(
            "DROP DATABASE IF EXISTS {DB}; CREATE DATABASE {DB}; USE {DB}"
        ))
        .unwrap();
        config.push_str(&format!(
            "\n[pods.p{i}]\nurl_env = \"BENCH_POD_{i}\"\norder = {i}\n"
        ));
        admins.push(a);
    }
    std::fs::write(dir.path().join("poolctl.toml"), config).unwrap();
    let poolctl = |args: &[&str]| {
        let mut c = Command::new(env!("CARGO_BIN_EXE_poolctl"));
        c.current_dir(dir.path())
            .env_remove("POOLCTL_CONFIG")
            .env_remove("POOLCTL_URL")
            .args(args);
        for (i, s) in servers.iter().enumerate() {
            c.env(format!("BENCH_POD_{i}"), format!("{s}/{DB}"));
        }
        let out = c.output().unwrap();
        assert!(
            out.status.success(),
            "poolctl {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    poolctl(&["--all-pods", "migrate", "run"]);
    for a in &mut admins {
        a.query_drop(
            "CREATE TABLE inventory_levels (shop_id BIGINT UNSIGNED NOT NULL, \
             inventory_item_id BIGINT UNSIGNED NOT NULL, location_id BIGINT UNSIGNED NOT NULL, \
             available INT NOT NULL, PRIMARY KEY (shop_id, inventory_item_id, location_id))",
        )
        .unwrap();
        a.exec_batch(
            "INSERT INTO inventory_levels VALUES (1, ?, 1, ?)",
            (0..pools).map(|i| (i, 2 * rows)),
        )
        .unwrap();
    }
    let (mut par, mut seq) = (Vec::new(), Vec::new());
    for round in 0..rounds {
        let mut one = |parallel: &str, into: &mut Vec<Duration>| {
            for a in admins.iter_mut() {
                a.query_drop("TRUNCATE reservation_units; TRUNCATE pool_refill_state")
                    .unwrap();
            }
            let t = Instant::now();
            poolctl(&["--all-pods", "--parallel", parallel, "refill", "--all"]);
            into.push(t.elapsed());
        };
        if round % 2 == 0 {
            one("3", &mut par);
            one("1", &mut seq);
        } else {
            one("1", &mut seq);
            one("3", &mut par);
        }
        for a in admins.iter_mut() {
            let n: Vec<u64> = a.query("SELECT COUNT(*) FROM reservation_units").unwrap();
            assert_eq!(n, [pools * rows], "every pod filled");
        }
        eprintln!(
            "round {}: parallel 3 {:.2} s, one pod at a time {:.2} s",
            round + 1,
            par.last().unwrap().as_secs_f64(),
            seq.last().unwrap().as_secs_f64()
        );
    }
    for a in &mut admins {
        a.query_drop(format!("DROP DATABASE {DB}")).unwrap();
    }
    let (p, s) = (median(par), median(seq));
    println!(
        "3 pods x {pools} pools x {rows} rows, median of {rounds} round(s) (the three servers share this machine)"
    );
    println!("refill --all-pods --parallel 3: {:.2} s", p.as_secs_f64());
    println!("refill --all-pods --parallel 1: {:.2} s", s.as_secs_f64());
    println!("speedup: {:.2}x", s.as_secs_f64() / p.as_secs_f64());
}
