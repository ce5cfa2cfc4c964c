//! `poolctl bench` against the real MariaDB test server: a short concurrent
//! run of the pool design sells every unit once and refuses nobody while stock
//! is left; the no-lock design is caught overselling (the checker can fail);
//! lock-variants reproduces the queue experiment's shape; non-loopback hosts
//! are refused.

use crate::util;

use crate::util::TestDb;
use serde_json::Value;

fn design<'a>(report: &'a Value, name: &str) -> &'a Value {
    report["designs"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["design"] == name)
        .unwrap_or_else(|| panic!("no {name} in {report}"))
}

#[test]
fn pool_sells_every_unit_once_and_no_lock_oversells() {
    let mut db = TestDb::new("bench_flash");
    let run = db.run(&[
        "--format",
        "json",
        "bench",
        "flash-sale",
        "--clients",
        "8",
        "--stock",
        "300",
        "--think-ms",
        "2",
        "--duration",
        "5",
        "--design",
        "pool,no-lock,counter",
    ]);
    run.expect_code(0);
    let report = run.json();
    let pool = design(&report, "pool");
    assert_eq!(pool["reservations"], 300, "{pool}");
    assert_eq!(pool["oversold_units"], 0, "{pool}");
    assert_eq!(pool["undersold_requests"], 0, "{pool}");
    assert_eq!(
        pool["sold_out_answers"], 8,
        "each client stops at its first sold out: {pool}"
    );
    let counter = design(&report, "counter");
    assert_eq!(counter["reservations"], 300, "{counter}");
    assert_eq!(counter["oversold_units"], 0, "{counter}");
    let no_lock = design(&report, "no-lock");
    assert!(
        no_lock["oversold_units"].as_u64().unwrap() > 0,
        "no-lock must be caught overselling: {no_lock}"
    );
    assert!(report["noop"]["requests_per_second"].as_f64().unwrap() > 0.0);
    let p99 = pool["p99_ms"].as_f64().unwrap();
    assert!(p99 >= 2.0, "latency includes the 2 ms think: {pool}");
    // The tables are dropped afterwards.
    assert!(!db.table_exists("poolctl_bench_units"));
}

#[test]
fn lock_variants_skip_locked_splits_evenly_none_claims_twice() {
    let db = TestDb::new("bench_queue");
    let run = db.run(&[
        "--format",
        "json",
        "bench",
        "lock-variants",
        "--rows",
        "8",
        "--hold-ms",
        "60",
        "--variant",
        "skip-locked,none",
    ]);
    run.expect_code(0);
    let report = run.json();
    let v = report["variants"].as_array().unwrap();
    let (skip, none) = (&v[0], &v[1]);
    assert_eq!(skip["variant"], "skip-locked");
    assert_eq!(skip["claims"], 8, "{skip}");
    assert_eq!(skip["duplicate_claims"], 0, "{skip}");
    // Every worker gets work (the exact split depends on scheduling).
    let split: Vec<u64> = skip["per_worker"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n.as_u64().unwrap())
        .collect();
    assert_eq!(split.len(), 4);
    assert!(split.iter().all(|&n| n >= 1), "{skip}");
    assert!(none["duplicate_claims"].as_u64().unwrap() > 0, "{none}");
    assert_eq!(none["unclaimed_rows"], 0, "{none}");
}

#[test]
fn bench_refuses_hosts_that_are_not_loopback() {
    let run = util::Run::from(
        std::process::Command::new(util::BIN)
            .env_remove("POOLCTL_CONFIG")
            .env("POOLCTL_URL", "mysql://poolctl@10.255.0.1:3306/shop")
            .args(["bench", "flash-sale"])
            .output()
            .unwrap(),
    );
    run.expect_code(2);
    assert!(run.stderr.contains("--allow-remote"), "{}", run.stderr);
    let run = util::Run::from(
        std::process::Command::new(util::BIN)
            .env_remove("POOLCTL_CONFIG")
            .env("POOLCTL_URL", "mysql://poolctl@127.0.0.1:3306/shop")
            .args(["bench", "flash-sale", "--hot", "1.5"])
            .output()
            .unwrap(),
    );
    run.expect_code(2);
    assert!(
        run.stderr.contains("share between 0 and 1"),
        "{}",
        run.stderr
    );
}
