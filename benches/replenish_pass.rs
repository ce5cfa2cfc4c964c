//! What a replenish pass costs when few pools changed, against a full
//! `refill --all --dry-run` over the same pools, side by side in one run.
//!
//! POOLS pools (default 100,000), each full at a cap of 4 rows. Each round
//! (order alternating): a batch of CHANGED pools (default 100) loses 3 units
//! to one checkout each (the reserve's effect: 3 rows out of the pool, a hold
//! of 3 in one transaction), and the running `poolctl replenish` (release
//! build, `--format json`) handles them in its next changes pass: the pass's
//! own `seconds` is its cost (reading the signal, the 100 pools in one
//! snapshot, 100 refills), and its `look_seconds` the part of it that finds
//! and judges the pools (the signal and the pools' reads, before the refills'
//! own transactions). Then `poolctl refill --all --dry-run` is timed over the
//! same pools (a read of every pool). Reports the medians and their ratios
//! (goal: pass <= 1/50 of the dry run).
//!
//! Needs a server: POOLCTL_BENCH_URL, else POOLCTL_TEST_URL (a server URL
//! without a database, e.g. `$(scripts/mariadb.sh url test)`); creates and
//! drops the database `poolctl_bench_replenish`. Sizes: POOLCTL_BENCH_POOLS,
//! POOLCTL_BENCH_CHANGED, POOLCTL_BENCH_ROUNDS (default 3).
//!
//! Run with `cargo bench --bench replenish_pass`.

mod common;

use common::{BenchDb, env_num, median};

use mysql::prelude::Queryable;
use serde_json::Value;
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const DB: &str = "poolctl_bench_replenish";
const CAP: u64 = 4;

fn main() {
    let (pools, changed, rounds) = (
        env_num("POOLCTL_BENCH_POOLS", 100_000),
        env_num("POOLCTL_BENCH_CHANGED", 100),
        env_num("POOLCTL_BENCH_ROUNDS", 3).max(1),
    );
    assert!(changed * rounds * 2 <= pools, "more changes than pools");
    let (db, mut admin) = BenchDb::fresh(DB, CAP);
    let poolctl = || db.poolctl();
    let ok = |c: &mut Command| {
        let out = c.output().unwrap();
        assert!(
            out.status.code().is_some_and(|c| c <= 1),
            "{c:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    eprintln!("loading {pools} pools of {CAP} rows ...");
    admin
        .query_drop(format!(
            "INSERT INTO inventory_levels SELECT 1, seq, 1, 1000 FROM seq_1_to_{pools}"
        ))
        .unwrap();
    admin
        .query_drop(format!(
            "INSERT INTO pool_refill_state (shop_id, inventory_item_id, inventory_group_id, next_unit_id) \
             SELECT 1, seq, 1, {} FROM seq_1_to_{pools}",
            CAP + 1
        ))
        .unwrap();
    admin
        .query_drop(format!(
            "INSERT INTO reservation_units (shop_id, inventory_item_id, inventory_group_id, id) \
             SELECT 1, p.seq, 1, u.seq FROM seq_1_to_{pools} p, seq_1_to_{CAP} u"
        ))
        .unwrap();

    let mut svc = poolctl()
        .args(["--format", "json", "replenish", "--interval", "0.5"])
        .stderr(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(svc.stderr.take().unwrap()).lines();
    let mut next_event = |want: &dyn Fn(&Value) -> bool| -> Value {
        loop {
            let line = lines
                .next()
                .expect("poolctl replenish ended")
                .expect("its stderr reads");
            let v: Value = serde_json::from_str(&line).expect("a JSON line");
            if v["event"] == "pass-failed" {
                panic!("{v}");
            }
            if want(&v) {
                return v;
            }
        }
    };
    let sweep = next_event(&|v| v["event"] == "pass" && v["kind"] == "sweep");
    eprintln!(
        "start-up sweep over {} pools: {:.3} s",
        sweep["looked"], sweep["seconds"]
    );
    let (mut passes, mut looks, mut dry_runs) = (Vec::new(), Vec::new(), Vec::new());
    let mut first_item = 1;
    for round in 0..rounds {
        let mut pass = || {
            // `changed` checkouts of 3 units, in one transaction.
            let last = first_item + changed - 1;
            admin
                .query_drop(format!(
                    "START TRANSACTION; \
                     DELETE FROM reservation_units WHERE shop_id = 1 AND inventory_item_id \
                       BETWEEN {first_item} AND {last} AND inventory_group_id = 1 AND id > 1; \
                     INSERT INTO reserved_quantities (shop_id, inventory_item_id, inventory_group_id, \
                       checkout_id, quantity, expires_at) SELECT 1, seq, 1, CONCAT('b', seq), 3, \
                       NOW(6) + INTERVAL 600 SECOND FROM seq_{first_item}_to_{last}; COMMIT"
                ))
                .unwrap();
            first_item = last + 1;
            let v = next_event(&|v| {
                v["event"] == "pass" && v["kind"] == "changes" && v["changed"].as_u64() > Some(0)
            });
            assert_eq!(v["changed"].as_u64(), Some(changed), "{v}");
            assert_eq!(v["refilled"].as_u64(), Some(changed), "{v}");
            let d = Duration::from_secs_f64(v["seconds"].as_f64().unwrap());
            let look = Duration::from_secs_f64(v["look_seconds"].as_f64().unwrap());
            eprintln!(
                "round {}: changes pass over {changed} changed pools: {:.4} s (finding them {:.4} s)",
                round + 1,
                d.as_secs_f64(),
                look.as_secs_f64()
            );
            passes.push(d);
            looks.push(look);
        };
        let mut dry = || {
            let t = Instant::now();
            ok(poolctl().args(["refill", "--all", "--dry-run"]));
            let d = t.elapsed();
            eprintln!(
                "round {}: refill --all --dry-run over {pools} pools: {:.3} s",
                round + 1,
                d.as_secs_f64()
            );
            dry_runs.push(d);
        };
        if round % 2 == 0 {
            pass();
            dry();
        } else {
            dry();
            pass();
        }
    }
    let _ = svc.kill();
    let _ = svc.wait();
    let (p, l, d) = (median(passes), median(looks), median(dry_runs));
    let ratio = p.as_secs_f64() / d.as_secs_f64();
    println!(
        "changes pass ({changed} of {pools} pools changed): median {:.4} s over {rounds} rounds, \
         of which finding and judging them {:.4} s (1/{:.0} of the dry run)",
        p.as_secs_f64(),
        l.as_secs_f64(),
        d.as_secs_f64() / l.as_secs_f64()
    );
    println!(
        "refill --all --dry-run ({pools} pools): median {:.3} s over {rounds} rounds",
        d.as_secs_f64()
    );
    println!(
        "pass / dry run: 1/{:.0} (goal: at most 1/50): {}",
        1.0 / ratio,
        if ratio <= 1.0 / 50.0 {
            "met"
        } else {
            "NOT met"
        }
    );
    db.drop_database(&mut admin);
}
