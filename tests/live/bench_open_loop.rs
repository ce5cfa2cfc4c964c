//! `poolctl bench flash-sale` in the open loop and beside the legacy Redis
//! design, against the test MariaDB and the test Redis (`scripts/test.sh`
//! starts both): the offered rate is achieved at a low rate; a design that
//! stalls (the `bench-stall` failpoint) shows its latency from the intended
//! start above the latency from the send (coordinated omission corrected,
//! so the correction can fail); the Redis design oversells nothing without
//! crashes, and with crashes between the claim's two writes leaves exactly
//! the error the crashes describe, counted from both stores, where the pool
//! leaves none; the sweep finds a lower rate at the SLO for `counter` than
//! for `pool` (so a sweep that returned its ceiling for every design would
//! fail); and bad input is refused in one message, secrets masked.

use crate::util::TestDb;
use serde_json::Value;

/// The test Redis (`scripts/redis.sh url test`). Live tests never skip.
pub(crate) fn redis_url() -> String {
    match std::env::var("POOLCTL_TEST_REDIS_URL") {
        Ok(u) if !u.is_empty() => u,
        _ => panic!(
            "POOLCTL_TEST_REDIS_URL is not set: the Redis design's tests need the private Redis. \
             Run the suite with scripts/test.sh, or `scripts/redis.sh start test` and export \
             POOLCTL_TEST_REDIS_URL=$(scripts/redis.sh url test)"
        ),
    }
}

fn runs(report: &Value) -> &Vec<Value> {
    report["rounds"][0]["designs"]
        .as_array()
        .unwrap_or_else(|| panic!("no rounds[0].designs in {report}"))
}

fn run<'a>(report: &'a Value, design: &str) -> &'a Value {
    runs(report)
        .iter()
        .find(|d| d["design"] == design)
        .unwrap_or_else(|| panic!("no {design} in {report}"))
}

fn f(v: &Value) -> f64 {
    v.as_f64().unwrap_or_else(|| panic!("not a number: {v}"))
}

#[test]
fn the_open_loop_achieves_a_low_rate_and_counts_the_wait_of_a_stalled_design() {
    let db = TestDb::new("bench_open");
    let sale = [
        "--format",
        "json",
        "bench",
        "flash-sale",
        "--design",
        "counter",
        "--stock",
        "2000",
        "--think-ms",
        "0",
        "--duration",
        "3",
        "--rate",
        "100",
        "--arrivals",
        "constant",
    ];
    let plain = db.run(&[&sale[..], &["--clients", "4"]].concat());
    plain.expect_code(0);
    let report = plain.json();
    assert_eq!(report["load"]["loop"], "open", "{report}");
    let counter = run(&report, "counter");
    let o = &counter["open_loop"];
    assert_eq!(o["offered_per_second"], 100.0, "{o}");
    assert_eq!(o["scheduled"], 299, "100/s for 3 s, evenly spaced: {o}");
    assert_eq!(o["unserved"], 0, "{o}");
    let achieved = f(&o["achieved_per_second"]);
    assert!(
        (95.0..=105.0).contains(&achieved),
        "the offered rate is achieved within 5%: {o}"
    );
    assert_eq!(counter["reservations"], 299, "{counter}");
    // In the open loop the run's latencies are the corrected ones.
    assert_eq!(counter["p99_ms"], o["corrected"]["p99_ms"], "{counter}");

    // One connection, and every 150th request freezes for 600 ms: the
    // arrivals behind it wait, and only their intended start shows it.
    let mut stalled = db.cmd();
    stalled
        .args([&sale[..], &["--clients", "1"]].concat())
        .env("POOLCTL_FAILPOINT", "bench-stall:150:600");
    let stalled = crate::util::Run::of(stalled);
    stalled.expect_code(0);
    let report = stalled.json();
    let o = &run(&report, "counter")["open_loop"];
    let (corrected, uncorrected) = (f(&o["corrected"]["p99_ms"]), f(&o["uncorrected"]["p99_ms"]));
    assert!(
        f(&o["uncorrected"]["max_ms"]) >= 600.0,
        "the stall is in the measured span: {o}"
    );
    assert!(
        corrected >= 250.0 && corrected > 3.0 * uncorrected,
        "p99 from the intended start ({corrected} ms) must show the queue behind the stall \
         that p99 from the send ({uncorrected} ms) hides: {o}"
    );
}

#[test]
fn the_crash_window_is_counted_from_both_stores_and_the_pool_leaves_none() {
    let mut db = TestDb::new("bench_crash");
    let redis = redis_url();
    let sale = |crash: &str| {
        let mut c = db.cmd();
        c.args([
            "--format",
            "json",
            "bench",
            "flash-sale",
            "--design",
            "pool,redis",
            "--clients",
            "8",
            "--stock",
            "400",
            "--think-ms",
            "1",
            "--duration",
            "30",
            "--crash-rate",
            crash,
        ])
        .env("POOLCTL_REDIS_URL", &redis);
        crate::util::Run::of(c)
    };
    let clean = sale("0");
    clean.expect_code(0);
    assert!(!clean.stdout.contains(redis.as_str()) && !clean.stderr.contains(redis.as_str()));
    let report = clean.json();
    assert!(
        report["redis"].as_str().unwrap().contains("***"),
        "the Redis URL is shown with its password masked: {}",
        report["redis"]
    );
    for design in ["pool", "redis"] {
        let d = run(&report, design);
        assert_eq!(d["reservations"], 400, "{d}");
        assert_eq!(d["oversold_units"], 0, "{d}");
        assert_eq!(d["undersold_requests"], 0, "{d}");
        let e = &d["inventory_error"];
        assert_eq!(e["claims"], 400, "every reservation claimed: {e}");
        assert_eq!(
            (&e["oversold_units"], &e["unavailable_units"]),
            (&0.into(), &0.into()),
            "{e}"
        );
        assert_eq!(e["holds_left"], 0, "{e}");
    }

    let crashing = sale("0.05");
    // The pool's run passes; the Redis design's error is data, not a failure.
    crashing.expect_code(0);
    let report = crashing.json();
    let r = &run(&report, "redis")["inventory_error"];
    let (ledger_first, counter_first) = (
        r["crashes_ledger_first"].as_u64().unwrap(),
        r["crashes_counter_first"].as_u64().unwrap(),
    );
    assert!(ledger_first + counter_first > 0, "{r}");
    // Each ledger-first crash left a hold whose unit the ledger sold; each
    // counter-first one a unit neither held nor sold: from the data.
    assert_eq!(r["oversold_units"], ledger_first, "{r}");
    assert_eq!(r["unavailable_units"], counter_first, "{r}");
    assert_eq!(r["holds_left"], ledger_first, "{r}");
    let p = &run(&report, "pool")["inventory_error"];
    let crashes =
        p["crashes_ledger_first"].as_u64().unwrap() + p["crashes_counter_first"].as_u64().unwrap();
    assert!(crashes > 0, "{p}");
    assert_eq!(
        (&p["oversold_units"], &p["unavailable_units"]),
        (&0.into(), &0.into()),
        "{p}"
    );
    assert_eq!(
        p["holds_left"], crashes,
        "each crashed claim rolled back whole: its hold is still there for the retry: {p}"
    );
    assert!(!db.table_exists("poolctl_bench_sales"));
}

/// The goal command's shape, small: every design swept with crashes on; the
/// JSON names each one's rate at the SLO and inventory error, and `counter`
/// (every buyer on one row, 20 ms each) sustains less than `pool`.
#[test]
fn the_sweep_finds_each_design_its_rate_at_the_slo() {
    let db = TestDb::new("bench_sweep");
    let mut c = db.cmd();
    c.args([
        "--format",
        "json",
        "bench",
        "flash-sale",
        "--design",
        "pool,counter,no-lock,redis",
        "--items",
        "1",
        "--stock",
        "2000",
        "--cap",
        "1000",
        "--clients",
        "16",
        "--think-ms",
        "20",
        "--duration",
        "1",
        "--rate",
        "auto",
        "--sweep-from",
        "25",
        "--max-rate",
        "200",
        "--slo-ms",
        "200",
        "--crash-rate",
        "0.01",
    ])
    .env("POOLCTL_REDIS_URL", redis_url());
    let run = crate::util::Run::of(c);
    // no-lock may oversell (exit 1: a finding); the report is complete
    // either way.
    assert!(matches!(run.code, Some(0 | 1)), "{}", run.stderr);
    let report = run.json();
    let sweeps = report["sweeps"].as_array().unwrap();
    let sweep = |d: &str| {
        sweeps
            .iter()
            .find(|s| s["design"] == d)
            .unwrap_or_else(|| panic!("no sweep of {d}: {report}"))
    };
    assert_eq!(sweeps.len(), 4, "{report}");
    let (pool, counter) = (sweep("pool"), sweep("counter"));
    let rate = |s: &Value| f(&s["sustained_per_second"]);
    assert!(
        rate(counter) < rate(pool),
        "counter ({}) must sustain less than pool ({}) on the hot item",
        counter["sustained_per_second"],
        pool["sustained_per_second"]
    );
    assert_eq!(counter["at_ceiling"], false, "{counter}");
    assert!(
        rate(counter) <= 50.0,
        "one row held 20 ms serves at most 50/s: {counter}"
    );
    for s in sweeps {
        assert_eq!(s["slo_ms"], 200.0);
        let steps = s["steps"].as_array().unwrap();
        assert!(steps.len() >= 2, "{s}");
        // Each step is a run of the round, latency from the intended start.
        for step in steps {
            let r = &runs(&report)[step["run"].as_u64().unwrap() as usize];
            assert_eq!(
                r["open_loop"]["offered_per_second"],
                step["offered_per_second"]
            );
        }
    }
    assert_eq!(pool["inventory_error"]["oversold_units"], 0, "{pool}");
    assert_eq!(pool["inventory_error"]["unavailable_units"], 0, "{pool}");
    assert!(
        sweep("redis")["inventory_error"]["claims"]
            .as_u64()
            .unwrap()
            > 0
    );
    assert!(
        counter["inventory_error"].is_null(),
        "counter does not claim"
    );
}

#[test]
fn bad_open_loop_and_redis_input_is_refused_in_one_message() {
    let db = TestDb::new("bench_refuse");
    let refused = |args: &[&str], env: Option<(&str, &str)>, says: &str| {
        let mut c = db.cmd();
        c.args([&["bench", "flash-sale"][..], args].concat());
        if let Some((k, v)) = env {
            c.env(k, v);
        }
        c.env_remove("POOLCTL_REDIS_URL");
        let run = crate::util::Run::of(c);
        run.expect_code(2);
        assert!(run.stderr.contains(says), "{says:?} not in: {}", run.stderr);
        assert!(!run.stderr.contains("sekrit"), "{}", run.stderr);
        if args.contains(&"redis://:sekrit@10.0.0.1:6379") {
            assert!(run.stderr.contains("***@10.0.0.1:6379"), "{}", run.stderr);
        }
        assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
    };
    refused(
        &["--design", "redis"],
        None,
        "--design redis needs a Redis server",
    );
    refused(&["--slo-ms", "20"], None, "--slo-ms tune(s) the open loop");
    refused(
        &["--rate", "100", "--max-rate", "500"],
        None,
        "only with --rate auto",
    );
    refused(&["--rate", "0"], None, "out of range");
    refused(
        &["--rate", "auto", "--rounds", "3"],
        None,
        "--rate auto runs one sweep",
    );
    refused(&["--crash-rate", "2"], None, "not a share");
    refused(
        &[
            "--design",
            "redis",
            "--redis-url",
            "redis://:sekrit@10.0.0.1:6379",
        ],
        None,
        "refusing to bench the Redis server at redis://",
    );
    refused(
        &["--design", "redis"],
        Some(("POOLCTL_REDIS_URL", "rediss://:sekrit@127.0.0.1:1")),
        "POOLCTL_REDIS_URL",
    );
    let config = db.config_file("[redis]\nurl = \"http://:sekrit@127.0.0.1:1\"\n");
    refused(
        &["--design", "redis"],
        Some(("POOLCTL_CONFIG", config.to_str().unwrap())),
        "[redis] url",
    );
}
