//! `poolctl bench` against the real MariaDB test server: a short concurrent
//! run of the pool design sells every unit once and refuses nobody while stock
//! is left; the no-lock design is caught overselling (the checker can fail);
//! the bounded pool drains and refills inline during the sale (every hot path,
//! carts with several lines and large orders) and still sells each unit once;
//! the report is drawn; buyers refill ahead of empty after their commit;
//! `poolctl replenish`'s loop runs beside the clients and adds units (and
//! `--replenisher on,off` compares both in one run); lock-variants reproduces the queue experiment's shape;
//! non-loopback hosts and bad pool-design flags are refused; `scripts/sale-breakdown.sh`
//! times every part of the reserve procedure on a private server.

use crate::util;

use crate::util::TestDb;
use serde_json::Value;

/// The runs of the first (with `--rounds 1`, the only) round.
fn designs(report: &Value) -> &Vec<Value> {
    report["rounds"][0]["designs"]
        .as_array()
        .unwrap_or_else(|| panic!("no rounds[0].designs in {report}"))
}

fn design<'a>(report: &'a Value, name: &str) -> &'a Value {
    designs(report)
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
    // How long each waited for its "sold out" is measured too.
    let so = &pool["pool"]["sold_out"];
    assert_eq!(so["answers"], 8, "{so}");
    let (p50, max) = (
        so["p50_ms"].as_f64().unwrap(),
        so["max_ms"].as_f64().unwrap(),
    );
    assert!(0.0 < p50 && p50 <= max, "{so}");
    let counter = design(&report, "counter");
    assert_eq!(counter["reservations"], 300, "{counter}");
    assert_eq!(counter["oversold_units"], 0, "{counter}");
    let no_lock = design(&report, "no-lock");
    assert!(
        no_lock["oversold_units"].as_u64().unwrap() > 0,
        "no-lock must be caught overselling: {no_lock}"
    );
    assert!(
        report["rounds"][0]["noop"]["requests_per_second"]
            .as_f64()
            .unwrap()
            > 0.0
    );
    assert_eq!(
        report["rounds"].as_array().unwrap().len(),
        1,
        "one round by default"
    );
    let p99 = pool["p99_ms"].as_f64().unwrap();
    assert!(p99 >= 2.0, "latency includes the 2 ms think: {pool}");
    // The tables are dropped afterwards.
    assert!(!db.table_exists("poolctl_bench_units"));
    assert!(!db.table_exists("poolctl_bench_reservation_units"));
}

fn pools(report: &Value) -> Vec<&Value> {
    designs(report)
        .iter()
        .filter(|d| d["design"] == "pool")
        .collect()
}

/// A sale of 400 units through a pool of 50 rows, 8 buyers: the bounded
/// runs below add their designs and settings to it.
const BOUNDED_SALE: &[&str] = &[
    "--format",
    "json",
    "bench",
    "flash-sale",
    "--clients",
    "8",
    "--stock",
    "400",
    "--cap",
    "50",
    "--think-ms",
    "1",
    "--duration",
    "30",
];

#[test]
fn bounded_pool_refills_inline_and_sells_each_unit_once_on_every_hot_path() {
    let db = TestDb::new("bench_bounded");
    let svg = tempfile::tempdir().unwrap();
    let svg = svg.path().join("sale.svg");
    let run = db.run(
        &[
            BOUNDED_SALE,
            &[
                "--design",
                "pool,no-lock",
                "--hot-path",
                "head,random,batched,random-batched,random-two-trips,walk-two-trips,rank-two-trips,procedure,procedure-random",
                "--refill-ahead",
                "off",
                "--report",
                svg.to_str().unwrap(),
            ],
        ]
        .concat(),
    );
    run.expect_code(0);
    let report = run.json();
    let runs = pools(&report);
    assert_eq!(runs.len(), 9, "one pool run per hot path: {report}");
    for pool in runs {
        let p = &pool["pool"];
        // 400 units through a 50-row pool: it drained and refilled, inline.
        assert_eq!(pool["reservations"], 400, "{pool}");
        assert_eq!(pool["oversold_units"], 0, "{pool}");
        assert_eq!(pool["undersold_requests"], 0, "{pool}");
        assert_eq!(p["cap"], 50);
        assert!(p["refills"].as_u64().unwrap() >= 1, "{p}");
        // A buyer refills only a pool below half its cap (the others wait
        // for that refill, they do not top it up in turn): every refill adds
        // more than 25 rows, but the last one, which adds what is left.
        assert!(
            p["refills"].as_u64().unwrap() <= (400 - 50) / 25 + 1,
            "refills of a few rows each: {p}"
        );
        assert_eq!(p["units_added"]["setup"], 50, "{p}");
        assert_eq!(
            p["units_added"]["setup"].as_u64().unwrap()
                + p["units_added"]["inline"].as_u64().unwrap(),
            400,
            "every unit sold came through the pool, added before or inline: {p}"
        );
        assert_eq!(p["units_added"]["replenisher"], 0, "{p}");
        assert_eq!(p["units_added"]["ahead"], 0, "refill ahead is off: {p}");
        assert_eq!(p["refill_ahead"], Value::Null, "{p}");
        let roles = p["roles"].as_array().unwrap();
        let refilled = roles.iter().find(|r| r["role"] == "refilled").unwrap();
        assert!(refilled["reservations"].as_u64().unwrap() >= 1, "{p}");
        let counted: u64 = roles
            .iter()
            .map(|r| r["reservations"].as_u64().unwrap())
            .sum();
        assert_eq!(counted, 400, "every reservation has a role: {p}");
        for r in roles {
            let none = r["reservations"] == 0;
            for f in ["p50_ms", "p99_ms", "max_ms"] {
                assert_eq!(
                    r[f].is_null(),
                    none,
                    "a role's latency is null exactly when it had no reservations: {r}"
                );
            }
        }
        assert!(
            !p["fill"].as_array().unwrap().is_empty(),
            "the hot pool was sampled"
        );
        assert!(!pool["timeline"].as_array().unwrap().is_empty());
    }
    let no_lock = design(&report, "no-lock");
    assert!(
        no_lock["oversold_units"].as_u64().unwrap() > 0,
        "no-lock still oversells, the checker catches it: {no_lock}"
    );
    let picture = std::fs::read_to_string(&svg).unwrap();
    assert!(
        picture.starts_with("<svg"),
        "{}",
        &picture[..80.min(picture.len())]
    );
    for label in [
        "pool cap 50 head ahead off",
        "pool cap 50 random-batched ahead off",
        "pool cap 50 walk-two-trips ahead off",
        "pool cap 50 rank-two-trips ahead off",
        "no-lock",
        "hot pool rows",
    ] {
        assert!(picture.contains(label), "the report shows {label}");
    }
}

/// Refill ahead of empty (the library's default is on; here every reserve
/// looks, and the low-water mark is half the cap): buyers top the pool up
/// after their own commit, nothing is oversold or undersold, and every unit
/// sold was added once, before the sale, inline or ahead. Deferred, the
/// clients top it up after the answer: units added ahead, none of them by a
/// reservation's own call (no reservation in the "refilled ahead" role),
/// every one by a refill after the answer.
#[test]
fn buyers_refill_ahead_of_empty_and_every_invariant_holds() {
    let db = TestDb::new("bench_ahead");
    let run = db.run(
        &[
            BOUNDED_SALE,
            &[
                "--design",
                "pool",
                "--refill-ahead",
                "0.5:1,on,0.5:1:deferred",
            ],
        ]
        .concat(),
    );
    run.expect_code(0);
    let report = run.json();
    let runs = pools(&report);
    assert_eq!(
        runs.len(),
        3,
        "one pool run per refill-ahead setting: {report}"
    );
    for pool in runs {
        let p = &pool["pool"];
        assert_eq!(pool["reservations"], 400, "{pool}");
        assert_eq!(pool["oversold_units"], 0, "{pool}");
        assert_eq!(pool["undersold_requests"], 0, "{pool}");
        let added = &p["units_added"];
        let n = |k: &str| added[k].as_u64().unwrap();
        assert_eq!(
            n("setup") + n("inline") + n("ahead"),
            400,
            "every unit sold was added once: {p}"
        );
        assert_eq!(n("replenisher"), 0, "{p}");
        let roles = p["roles"].as_array().unwrap();
        let ahead = roles.iter().find(|r| r["role"] == "ahead").unwrap();
        let in_call = ahead["reservations"].as_u64().unwrap();
        if p["refill_ahead"]["deferred"] == true {
            let after = &p["after_answer"];
            assert_eq!(in_call, 0, "no reservation's call refilled: {p}");
            assert!(n("ahead") > 0, "refilled after the answers: {p}");
            assert_eq!(after["units"].as_u64(), Some(n("ahead")), "{p}");
            assert!(after["refills"].as_u64().unwrap() > 0, "{p}");
            assert!(after["looks"].as_u64() >= after["refills"].as_u64(), "{p}");
        } else {
            assert_eq!(p["after_answer"], Value::Null, "{p}");
            assert_eq!(in_call > 0, n("ahead") > 0, "{p}");
        }
        if p["refill_ahead"]["every"] == 1 {
            // Every commit looks: the pool is topped up before it drains.
            assert!(n("ahead") > 0, "buyers refilled ahead: {p}");
            assert_eq!(p["refill_ahead"]["below"], 0.5, "{p}");
        }
    }
    let out = db.run(&[
        "bench",
        "flash-sale",
        "--clients",
        "2",
        "--stock",
        "60",
        "--cap",
        "20",
        "--design",
        "pool",
        "--refill-ahead",
        "0.25:4",
    ]);
    out.expect_code(0);
    assert!(
        out.stdout.contains("pool cap 20 procedure ahead 0.25/4"),
        "{}",
        out.stdout
    );
}

#[test]
fn carts_and_large_orders_on_a_bounded_pool_keep_every_invariant() {
    let db = TestDb::new("bench_mix");
    let run = db.run(&[
        "--format",
        "json",
        "bench",
        "flash-sale",
        "--clients",
        "8",
        "--items",
        "3",
        "--hot",
        "0.6",
        "--stock",
        "600",
        "--cap",
        "40,200",
        "--think-ms",
        "1",
        "--duration",
        "30",
        "--design",
        "pool",
        "--multi-line",
        "0.3",
        "--large",
        "0.1",
        "--large-units",
        "60",
    ]);
    run.expect_code(0);
    let report = run.json();
    let runs = pools(&report);
    assert_eq!(runs.len(), 2, "one run per cap: {report}");
    assert_eq!(report["caps"], serde_json::json!([40, 200]));
    for pool in runs {
        let p = &pool["pool"];
        assert_eq!(pool["oversold_units"], 0, "{pool}");
        assert_eq!(pool["undersold_requests"], 0, "{pool}");
        assert!(p["multi_line_carts"].as_u64().unwrap() >= 1, "{p}");
        assert!(p["large_orders"].as_u64().unwrap() >= 1, "{p}");
        if p["cap"] == 40 {
            // 60 units against a 40-row pool: the ledger-backed path.
            assert!(p["units_from_ledger"].as_u64().unwrap() >= 1, "{p}");
        }
    }
}

#[test]
fn the_replenisher_beside_the_clients_refills_the_pool_before_buyers_must() {
    let mut db = TestDb::new("bench_replenish");
    let run = db.run(&[
        "--format",
        "json",
        "bench",
        "flash-sale",
        "--clients",
        "4",
        "--stock",
        "1000",
        "--cap",
        "200",
        "--think-ms",
        "5",
        "--duration",
        "60",
        "--design",
        "pool",
        "--replenisher",
        "on,off",
        "--refill-ahead",
        "off",
    ]);
    run.expect_code(0);
    let report = run.json();
    let runs = pools(&report);
    assert_eq!(runs.len(), 2, "one run with, one without: {report}");
    for pool in &runs {
        let p = &pool["pool"];
        assert_eq!(pool["reservations"], 1000, "{pool}");
        assert_eq!(pool["oversold_units"], 0, "{pool}");
        assert_eq!(pool["undersold_requests"], 0, "{pool}");
        let added = &p["units_added"];
        let n = |k: &str| added[k].as_u64().unwrap();
        assert_eq!(n("ahead"), 0, "{p}");
        assert_eq!(
            n("setup") + n("inline") + n("replenisher"),
            1000,
            "every unit sold was added once, by someone: {p}"
        );
        if p["replenisher"] == true {
            // 1,000 units through a 200-row pool, and `poolctl replenish`'s
            // loop put units in while the clients bought (from the ids issued).
            assert!(n("replenisher") > 0, "the replenisher added units: {p}");
        } else {
            assert_eq!(n("replenisher"), 0, "{p}");
            assert!(n("inline") > 0, "without it, buyers refill inline: {p}");
        }
    }
    assert_eq!(runs[0]["pool"]["replenisher"], true, "on first, as asked");
    assert_eq!(runs[1]["pool"]["replenisher"], false);
    // It was stopped with the clients: its leader lock is free again.
    let lock = poolctl::replenish::run::leader_lock(&db.name);
    let free: Vec<i64> = db.query(&format!("SELECT IS_FREE_LOCK('{}')", lock.name()));
    assert_eq!(free, vec![1], "the replenisher let go of {lock}");
}

/// `--rounds 2`: every design twice, the second round in reverse order, and
/// the summary's ratios are each round's own (pool against the counter and
/// no-lock of the same round), with their medians.
#[test]
fn rounds_interleave_the_designs_and_pair_each_rounds_ratios() {
    let db = TestDb::new("bench_rounds");
    let dir = tempfile::tempdir().unwrap();
    let svg = dir.path().join("rounds.svg");
    let run = db.run(&[
        "--format",
        "json",
        "bench",
        "flash-sale",
        "--clients",
        "4",
        "--stock",
        "200",
        "--cap",
        "50",
        "--think-ms",
        "1",
        "--duration",
        "2",
        "--design",
        "pool,counter,no-lock",
        "--rounds",
        "2",
        "--report",
        svg.to_str().unwrap(),
    ]);
    run.expect_code(0);
    let report = run.json();
    let rounds = report["rounds"].as_array().unwrap();
    assert_eq!(rounds.len(), 2, "{report}");
    let order = |r: &Value| -> Vec<String> {
        r["designs"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d["design"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(order(&rounds[0]), ["pool", "counter", "no-lock"]);
    assert_eq!(order(&rounds[1]), ["no-lock", "counter", "pool"]);
    for r in rounds {
        assert!(
            r["noop"]["requests_per_second"].as_f64().unwrap() > 0.0,
            "{r}"
        );
    }
    let summary = report["summary"].as_array().unwrap();
    assert_eq!(summary.len(), 3, "one entry per run: {report}");
    let pool = &summary[0];
    assert_eq!(pool["design"], "pool");
    assert_eq!(pool["failed_rounds"], serde_json::json!([]));
    let rate = |r: &Value, name: &str| -> f64 {
        r["designs"]
            .as_array()
            .unwrap()
            .iter()
            .find(|d| d["design"] == name)
            .unwrap()["reservations_per_second"]
            .as_f64()
            .unwrap()
    };
    let each: Vec<f64> = rounds
        .iter()
        .map(|r| rate(r, "pool") / rate(r, "no-lock"))
        .collect();
    let got: Vec<f64> = pool["x_no_lock"]["each"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_f64().unwrap())
        .collect();
    assert_eq!(got, each, "paired within each round: {pool}");
    let median = pool["x_no_lock"]["median"].as_f64().unwrap();
    assert!((median - (each[0] + each[1]) / 2.0).abs() < 1e-9, "{pool}");
    assert_eq!(pool["p99_of_counter"]["each"].as_array().unwrap().len(), 2);
    assert!(summary[1]["x_counter"].is_null(), "counter has no ratios");
    // Each run of each round names its summary entry.
    for r in rounds {
        for d in r["designs"].as_array().unwrap() {
            let i = d["run"].as_u64().unwrap() as usize;
            assert_eq!(summary[i]["design"], d["design"], "{d}");
        }
    }
    // The picture: one row per run, from its median round.
    let svg = std::fs::read_to_string(&svg).unwrap();
    assert_eq!(svg.matches("its median round").count(), 3);
    // The text report ends with the medians.
    let text = db.run(&[
        "bench",
        "flash-sale",
        "--clients",
        "2",
        "--stock",
        "40",
        "--cap",
        "20",
        "--duration",
        "2",
        "--design",
        "pool,counter",
        "--rounds",
        "2",
    ]);
    text.expect_code(0);
    for says in [
        "round 1 of 2",
        "round 2 of 2",
        "over 2 rounds",
        "median of each round's own ratios",
    ] {
        assert!(text.stdout.contains(says), "{says}: {}", text.stdout);
    }
}

#[test]
fn bad_pool_design_flags_are_refused_before_any_run() {
    let db = TestDb::new("bench_flags");
    let missing = tempfile::tempdir().unwrap();
    let missing = missing.path().join("no/such/dir/r.svg");
    for (args, says) in [
        (
            vec!["--multi-line", "0.5"],
            "--multi-line needs --items 2 or more",
        ),
        (
            vec!["--items", "2", "--multi-line", "0.7", "--large", "0.5"],
            "add up to more than 1",
        ),
        (vec!["--report", missing.to_str().unwrap()], "--report"),
        (vec!["--cap", "0"], "--cap"),
        (vec!["--refill-ahead", "0:8"], "--refill-ahead"),
        (vec!["--refill-ahead", "half"], "BELOW:EVERY"),
        (
            vec!["--refill-ahead", "0.5:8:later"],
            "BELOW:EVERY[:deferred]",
        ),
        (vec!["--replenisher", "on,maybe"], "--replenisher"),
        (vec!["--rounds", "0"], "--rounds"),
        // Issue 49 item 8: 10^8 unit rows to load for a short run, refused
        // with the figure.
        (
            vec![
                "--design", "counter", "--items", "10000", "--stock", "10000",
            ],
            "--items 10000 x --stock 10000 is 100000000 units",
        ),
        // A pool flag where the pool does not run would do nothing: refused.
        (
            vec![
                "--design",
                "counter",
                "--cap",
                "100,5000",
                "--hot-path",
                "head",
            ],
            "--cap, --hot-path set(s) the pool design, which this run leaves out (--design counter)",
        ),
    ] {
        // The pool design unless the case names its own.
        let mut all = vec!["bench", "flash-sale"];
        if !args.contains(&"--design") {
            all.extend(["--design", "pool"]);
        }
        all.extend(args.iter().copied());
        let started = std::time::Instant::now();
        let run = db.run(&all);
        run.expect_code(2);
        assert!(run.stderr.contains(says), "{args:?}: {}", run.stderr);
        assert!(
            started.elapsed() < std::time::Duration::from_secs(10),
            "{args:?}"
        );
    }
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
    let run = util::Run::of(
        std::process::Command::new(util::BIN)
            .env_remove("POOLCTL_CONFIG")
            .env("POOLCTL_URL", "mysql://poolctl@10.255.0.1:3306/shop")
            .args(["bench", "flash-sale"]),
    );
    run.expect_code(2);
    assert!(run.stderr.contains("--allow-remote"), "{}", run.stderr);
    let run = util::Run::of(
        std::process::Command::new(util::BIN)
            .env_remove("POOLCTL_CONFIG")
            .env("POOLCTL_URL", "mysql://poolctl@127.0.0.1:3306/shop")
            .args(["bench", "flash-sale", "--hot", "1.5"]),
    );
    run.expect_code(2);
    assert!(
        run.stderr.contains("share between 0 and 1"),
        "{}",
        run.stderr
    );
}

/// `scripts/sale-breakdown.sh` (docs/commands/bench.md, "Where a buyer's time goes"):
/// the pool design's sale on a private server with performance_schema on,
/// then every part of the reserve procedure as the server timed it, counted
/// from the sale's own calls: one delete, hold insert and commit per unit
/// sold, a scan and an answer in every call, the edge read in some.
#[test]
fn sale_breakdown_times_every_part_of_the_reserve_procedure() {
    const SERVER: &str = "sale-breakdown";
    let _server = util::PrivateServer::started_elsewhere(SERVER);
    let run = util::Run::of(
        std::process::Command::new("bash")
            .arg(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/scripts/sale-breakdown.sh"
            ))
            .env("POOLCTL_BIN", util::BIN)
            .env("POOLCTL_BREAKDOWN_SERVER", SERVER)
            .args(["--clients", "4", "--stock", "300", "--duration", "10"]),
    );
    run.expect_code(0);
    // The bench's own line: 300 sold, nothing oversold or undersold.
    assert!(
        run.stdout
            .lines()
            .any(|l| l.contains("pool cap 1000")
                && l.split('│').map(str::trim).nth(3) == Some("300")),
        "{}",
        run.stdout
    );
    let row = |part: &str| -> Vec<f64> {
        let line = run
            .stdout
            .lines()
            .find(|l| l.starts_with(&format!("| {part}")))
            .unwrap_or_else(|| panic!("no row {part:?} in:\n{}", run.stdout));
        line.split('|')
            .map(str::trim)
            .skip(2)
            .filter(|c| !c.is_empty())
            .map(|c| c.parse().unwrap_or_else(|_| panic!("{c:?} in {line}")))
            .collect()
    };
    // calls, p50, p90, p99, mean per call, mean in the slowest 1%
    let calls = row("0 the whole call")[0];
    assert!(calls > 300.0, "a short call per client at the end: {calls}");
    for sold_once in ["3 delete", "5 hold insert", "6 commit"] {
        assert_eq!(row(sold_once)[0], 300.0, "{sold_once}");
    }
    for every_call in ["2 scan (FOR UPDATE SKIP LOCKED)", "7 answer"] {
        assert_eq!(row(every_call)[0], calls, "{every_call}");
    }
    let edge = row("1 edge read (MIN, MAX)")[0];
    assert!(
        edge > 0.0 && edge < calls,
        "the edge read in some calls: {edge}"
    );
    // The hold asks the server for 1 ms (--think-ms 1): no less is timed.
    let hold = row("4 hold (--think-ms)");
    assert!(hold[1] >= 1.0, "hold p50 {}", hold[1]);
    assert!(hold[1] <= hold[2] && hold[2] <= hold[3], "{hold:?}");
    // The script passes the server to the bench as `mariadb.sh address`
    // prints it: the same server as `url`, without the password (a
    // command line is visible to every user in `ps`).
    let script = |cmd: &str| {
        let out = std::process::Command::new("bash")
            .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/mariadb.sh"))
            .args([cmd, SERVER])
            .output()
            .unwrap();
        assert!(out.status.success(), "{cmd}: {out:?}");
        String::from_utf8(out.stdout).unwrap().trim().to_string()
    };
    let (url, address) = (script("url"), script("address"));
    let password = std::fs::read_to_string(script("password-file")).unwrap();
    let password = password.lines().next().unwrap();
    assert!(!password.is_empty());
    assert!(!address.contains(password), "{address}");
    assert_eq!(
        url,
        address.replacen("poolctl@", &format!("poolctl:{password}@"), 1)
    );
    // `start` made an empty database named after the server, so the
    // manual's `--url "$(scripts/mariadb.sh address NAME)NAME"` works on a
    // fresh server.
    let opts = mysql::Opts::from_url(&format!("{url}{SERVER}")).unwrap();
    let mut conn = mysql::Conn::new(opts).unwrap();
    let db: Option<String> =
        mysql::prelude::Queryable::query_first(&mut conn, "SELECT DATABASE()").unwrap();
    assert_eq!(db.as_deref(), Some(SERVER));
}

/// The sampler's read of the hot pool (`bench::transactions::pool_rows`) starts at
/// the lowest id it found last, not at the head of the pool's key range
/// where the sold units purge has not removed yet lie; a read from there
/// that finds nothing reads again from the head, so "empty" is conclusive.
#[test]
fn the_samplers_read_starts_at_the_lowest_id_it_found() {
    use poolctl::bench::transactions;
    let mut db = TestDb::new("bench_sampler");
    let mut conn = crate::reserve::open_url(&db.url());
    transactions::prepare_pool_design(&mut conn, 1, 100).unwrap();
    let units = poolctl::bench::sale::tables().units;
    let rows: Vec<String> = (1..=10).map(|id| format!("(1, 1, 1, {id})")).collect();
    db.exec(&format!(
        "INSERT INTO `{units}` (shop_id, inventory_item_id, inventory_group_id, id) VALUES {}",
        rows.join(", ")
    ));
    db.exec(&format!("DELETE FROM `{units}` WHERE id <= 5"));
    // From the head: the five rows left, the lowest 6.
    assert_eq!(
        transactions::pool_rows(&mut conn, 1, 0, true).unwrap(),
        (5, Some(6))
    );
    // A probe reads one row; a count from 8 counts only what lies at or above it.
    assert_eq!(
        transactions::pool_rows(&mut conn, 1, 6, false).unwrap(),
        (1, Some(6))
    );
    assert_eq!(
        transactions::pool_rows(&mut conn, 1, 8, true).unwrap(),
        (3, Some(8))
    );
    // Nothing at or above the start: read again from the head (a unit below).
    db.exec(&format!("DELETE FROM `{units}` WHERE id >= 6"));
    db.exec(&format!(
        "INSERT INTO `{units}` (shop_id, inventory_item_id, inventory_group_id, id) VALUES (1, 1, 1, 3)"
    ));
    assert_eq!(
        transactions::pool_rows(&mut conn, 1, 6, false).unwrap(),
        (1, Some(3))
    );
    assert_eq!(
        transactions::pool_rows(&mut conn, 1, 6, true).unwrap(),
        (1, Some(3))
    );
    // Empty, whatever the start.
    db.exec(&format!("DELETE FROM `{units}`"));
    assert_eq!(
        transactions::pool_rows(&mut conn, 1, 6, false).unwrap(),
        (0, None)
    );
    assert_eq!(
        transactions::pool_rows(&mut conn, 1, 0, true).unwrap(),
        (0, None)
    );
    transactions::drop_pool_design(&mut conn).unwrap();
}
