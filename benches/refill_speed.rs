//! Refill speed against a plain multi-row INSERT of the same rows, in the same
//! run, on the same server and table.
//!
//! Each round empties the pool tables, then (order alternating between rounds)
//! times `poolctl refill --all` over POOLS pools of ROWS rows each (cap = ROWS,
//! ledger = 5 x ROWS) and times the same number of rows inserted into the same
//! table as plain `INSERT ... VALUES` statements of ROWS rows (autocommit), for
//! another shop. Reports the median of the rounds in rows/s and the ratio
//! (goal: refill >= 0.5x of the plain insert).
//!
//! Needs a server: POOLCTL_BENCH_URL, else POOLCTL_TEST_URL (a server URL
//! without a database, e.g. `$(scripts/mariadb.sh url test)`); the bench
//! creates and drops the database `poolctl_bench_refill`. Sizes:
//! POOLCTL_BENCH_POOLS (default 1000), POOLCTL_BENCH_ROWS (default 1000),
//! POOLCTL_BENCH_ROUNDS (default 3).
//!
//! Run with `cargo bench --bench refill_speed`.

mod common;

use common::{env_num, median, server_url};

use mysql::prelude::Queryable;
use std::fmt::Write as _;
use std::process::Command;
use std::time::{Duration, Instant};

const DB: &str = "poolctl_bench_refill";

fn main() {
    let server = server_url();
    let (pools, rows, rounds) = (
        env_num("POOLCTL_BENCH_POOLS", 1000),
        env_num("POOLCTL_BENCH_ROWS", 1000),
        env_num("POOLCTL_BENCH_ROUNDS", 3).max(1),
    );
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
        format!(
            "[pool]\ncap = {rows}\n\n[ledger]\ntable = \"inventory_levels\"\nlocation_column = \"location_id\"\n"
        ),
    )
    .unwrap();
    let poolctl = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_poolctl"))
            .current_dir(dir.path())
            .env_remove("POOLCTL_CONFIG")
            .env_remove("POOLCTL_FAILPOINT")
            .env("POOLCTL_URL", &url)
            .args(args)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "poolctl {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    poolctl(&["migrate", "run"]);
    admin
        .query_drop(
            "CREATE TABLE inventory_levels (shop_id BIGINT UNSIGNED NOT NULL, \
             inventory_item_id BIGINT UNSIGNED NOT NULL, location_id BIGINT UNSIGNED NOT NULL, \
             available INT NOT NULL, PRIMARY KEY (shop_id, inventory_item_id, location_id))",
        )
        .unwrap();
    let ledger: Vec<(u64, u64, u64, u64)> = (0..pools).map(|i| (1, i, 1, 5 * rows)).collect();
    admin
        .exec_batch(
            "INSERT INTO inventory_levels VALUES (?, ?, ?, ?)",
            ledger.iter().copied(),
        )
        .unwrap();
    let plain_statements: Vec<String> = (0..pools)
        .map(|item| {
            let mut sql = String::from(
                "INSERT INTO reservation_units (shop_id, inventory_item_id, inventory_group_id, id) VALUES ",
            );
            for id in 1..=rows {
                if id > 1 {
                    sql.push(',');
                }
                let _ = write!(sql, "(2,{item},1,{id})");
            }
            sql
        })
        .collect();

    let total = pools * rows;
    let (mut refill_t, mut plain_t) = (Vec::new(), Vec::new());
    for round in 0..rounds {
        admin
            .query_drop("TRUNCATE reservation_units; TRUNCATE pool_refill_state")
            .unwrap();
        let mut refill = || {
            let t = Instant::now();
            poolctl(&["refill", "--all", "--format", "json"]);
            refill_t.push(t.elapsed());
        };
        let mut plain = |admin: &mut mysql::Conn| {
            let t = Instant::now();
            for s in &plain_statements {
                admin.query_drop(s).unwrap();
            }
            plain_t.push(t.elapsed());
        };
        if round % 2 == 0 {
            refill();
            plain(&mut admin);
        } else {
            plain(&mut admin);
            refill();
        }
        let n: Vec<(u64, u64)> = admin
            .query("SELECT shop_id, COUNT(*) FROM reservation_units GROUP BY shop_id ORDER BY 1")
            .unwrap();
        assert_eq!(n, vec![(1, total), (2, total)], "both filled every row");
        eprintln!(
            "round {}: refill {:.2} s, plain insert {:.2} s",
            round + 1,
            refill_t.last().unwrap().as_secs_f64(),
            plain_t.last().unwrap().as_secs_f64()
        );
    }
    admin.query_drop(format!("DROP DATABASE {DB}")).unwrap();
    let (r, p) = (median(refill_t), median(plain_t));
    let rate = |d: Duration| total as f64 / d.as_secs_f64();
    println!("{pools} pools x {rows} rows = {total} rows, median of {rounds} round(s)");
    println!(
        "refill --all:          {:.2} s, {:.0} rows/s",
        r.as_secs_f64(),
        rate(r)
    );
    println!(
        "plain multi-row INSERT: {:.2} s, {:.0} rows/s",
        p.as_secs_f64(),
        rate(p)
    );
    let ratio = rate(r) / rate(p);
    println!(
        "ratio refill/plain: {ratio:.2} (goal >= 0.50): {}",
        if ratio >= 0.5 { "met" } else { "NOT met" }
    );
}
