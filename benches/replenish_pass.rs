//! What a replenish pass costs when few pools changed, against a full
//! `refill --all --dry-run` over the same pools, side by side in one run.
//!
//! POOLS pools (default 100,000), each full at a cap of 4 rows. Each round,
//! for each worker count of POOLCTL_BENCH_WORKERS in turn (default `1` and
//! the default `--workers`; the order rotating with the round): `poolctl
//! replenish --workers N` (release build, `--format json`) starts and
//! sweeps, a batch of CHANGED pools (default 100) loses 3 units to one
//! checkout each (the reserve's effect: 3 rows out of the pool, a hold of 3
//! in one transaction), the service handles them in its next changes pass,
//! and stops (SIGTERM). The pass's own `seconds` is its cost (reading the
//! signal, the 100 pools in one snapshot, 100 refills), its `look_seconds`
//! the part that finds and judges the pools (before the refills' own
//! transactions); its `refilled` lines say on how many connections it
//! refilled. Then one more pool is drained the way reserve-then-claim
//! checkouts leave it (its units gone and its ledger row lower, no hold,
//! no ledger update time: the example config maps none), and the time from
//! that commit to its `refilled` line is how long noticing a drained pool
//! takes (goal: within 5 s). The service runs at the default interval (1 s),
//! so each changes pass also probes a quarter of the pools for drained ones.
//! Once a round (before or after, alternating), `poolctl refill
//! --all --dry-run` is timed over the same pools (a read of every pool).
//! Reports the medians and their ratios (goal: pass <= 1/50 of the dry run
//! at the default worker count).
//!
//! Needs a server: POOLCTL_BENCH_URL, else POOLCTL_TEST_URL (a server URL
//! without a database, e.g. `$(scripts/mariadb.sh url test)`); creates and
//! drops the database `poolctl_bench_replenish`. Sizes: POOLCTL_BENCH_POOLS,
//! POOLCTL_BENCH_CHANGED, POOLCTL_BENCH_ROUNDS (default 3).
//!
//! Run with `cargo bench --bench replenish_pass`.

mod common;

use common::{BenchDb, env_num, median};
use poolctl::replenish::settings::DEFAULT_WORKERS;

use mysql::prelude::Queryable;
use serde_json::Value;
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const DB: &str = "poolctl_bench_replenish";
const CAP: u64 = 4;

/// A running `poolctl --format json replenish` (the default interval).
struct Service {
    child: std::process::Child,
    lines: std::io::Lines<BufReader<std::process::ChildStderr>>,
    /// The `refilled` events since the last `next_event`.
    refilled: Vec<Value>,
}

impl Service {
    fn start(cmd: &mut Command, workers: u64) -> Service {
        let mut child = cmd
            .args(["--format", "json", "replenish"])
            .args(["--workers", &workers.to_string()])
            .stderr(Stdio::piped())
            .stdout(Stdio::null())
            .spawn()
            .unwrap();
        let lines = BufReader::new(child.stderr.take().unwrap()).lines();
        Service {
            child,
            lines,
            refilled: Vec::new(),
        }
    }

    /// The next event `want` accepts (the `refilled` ones on the way kept).
    fn next_event(&mut self, want: &dyn Fn(&Value) -> bool) -> Value {
        self.refilled.clear();
        loop {
            let line = self
                .lines
                .next()
                .expect("poolctl replenish ended")
                .expect("its stderr reads");
            let v: Value = serde_json::from_str(&line).expect("a JSON line");
            if v["event"] == "pass-failed" {
                panic!("{v}");
            }
            if v["event"] == "refilled" {
                self.refilled.push(v.clone());
            }
            if want(&v) {
                return v;
            }
        }
    }

    /// SIGTERM, and wait for it to exit 0.
    fn stop(&mut self) {
        let ok = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .unwrap()
            .success();
        assert!(ok);
        assert!(self.child.wait().unwrap().success());
    }
}

impl Drop for Service {
    /// A bench that panics leaves no service behind (it would hold the
    /// leader lock for the next run).
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn main() {
    let (pools, changed, rounds) = (
        env_num("POOLCTL_BENCH_POOLS", 100_000),
        env_num("POOLCTL_BENCH_CHANGED", 100),
        env_num("POOLCTL_BENCH_ROUNDS", 3).max(1),
    );
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
    BenchDb::load_full_pools(&mut admin, pools, CAP, 1000);
    admin
        .query_drop(format!(
            "INSERT INTO pool_refill_state (shop_id, inventory_item_id, inventory_group_id, next_unit_id) \
             SELECT 1, seq, 1, {} FROM seq_1_to_{pools}",
            CAP + 1
        ))
        .unwrap();

    let workers: Vec<u64> = std::env::var("POOLCTL_BENCH_WORKERS")
        .map(|v| {
            v.split(',')
                .map(|w| {
                    w.trim()
                        .parse()
                        .expect("POOLCTL_BENCH_WORKERS: a list like 1,4")
                })
                .collect()
        })
        .unwrap_or_else(|_| vec![1, DEFAULT_WORKERS]);
    assert!(
        (changed + 1) * rounds * workers.len() as u64 <= pools,
        "more changes than pools"
    );
    let mut passes: Vec<Vec<Duration>> = vec![Vec::new(); workers.len()];
    let mut looks: Vec<Vec<Duration>> = vec![Vec::new(); workers.len()];
    let mut used: Vec<Vec<usize>> = vec![Vec::new(); workers.len()];
    let mut noticed: Vec<Duration> = Vec::new();
    let mut dry_runs = Vec::new();
    let mut first_item = 1;
    for round in 0..rounds {
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
        if round % 2 == 1 {
            dry();
        }
        // The worker counts in turn, the order rotating with the round.
        for n in 0..workers.len() {
            let w = (n + round as usize) % workers.len();
            let mut svc = Service::start(&mut poolctl(), workers[w]);
            let sweep = svc.next_event(&|v| v["event"] == "pass" && v["kind"] == "sweep");
            if round == 0 {
                eprintln!(
                    "start-up sweep over {} pools: {:.3} s",
                    sweep["looked"], sweep["seconds"]
                );
            }
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
            let mut by = std::collections::BTreeSet::new();
            let v = svc.next_event(&|v| {
                v["event"] == "pass" && v["kind"] == "changes" && v["changed"].as_u64() > Some(0)
            });
            for r in &svc.refilled {
                by.insert(r["worker"].as_u64().unwrap());
            }
            assert_eq!(v["changed"].as_u64(), Some(changed), "{v}");
            assert_eq!(v["refilled"].as_u64(), Some(changed), "{v}");
            let d = Duration::from_secs_f64(v["seconds"].as_f64().unwrap());
            let look = Duration::from_secs_f64(v["look_seconds"].as_f64().unwrap());
            eprintln!(
                "round {}: --workers {}: changes pass over {changed} changed pools: {:.4} s \
                 (finding them {:.4} s; refilled on {} connections)",
                round + 1,
                workers[w],
                d.as_secs_f64(),
                look.as_secs_f64(),
                by.len()
            );
            passes[w].push(d);
            looks[w].push(look);
            used[w].push(by.len());
            // One pool drained by checkouts that reserved and paid between
            // two passes: no hold left, no ledger mark.
            let item = first_item;
            first_item += 1;
            admin
                .query_drop(format!(
                    "START TRANSACTION; \
                     DELETE FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = {item} \
                       AND inventory_group_id = 1; \
                     UPDATE inventory_levels SET available = available - {CAP} WHERE shop_id = 1 \
                       AND inventory_item_id = {item} AND location_id = 1; COMMIT"
                ))
                .unwrap();
            let drained_at = Instant::now();
            svc.next_event(&|v| v["event"] == "refilled" && v["item"].as_u64() == Some(item));
            let n = drained_at.elapsed();
            eprintln!(
                "round {}: --workers {}: a drained pool refilled {:.3} s after it drained",
                round + 1,
                workers[w],
                n.as_secs_f64()
            );
            noticed.push(n);
            svc.stop();
            // The checkouts are claimed (their holds go): the next service's
            // start-up sweep finds these pools at their target, and its first
            // changes pass does not see these holds again in the signal's
            // overlap.
            admin.query_drop("DELETE FROM reserved_quantities").unwrap();
        }
        if round % 2 == 0 {
            dry();
        }
    }
    let d = median(dry_runs);
    println!(
        "refill --all --dry-run ({pools} pools): median {:.3} s over {rounds} rounds",
        d.as_secs_f64()
    );
    for (w, n) in workers.iter().enumerate() {
        let (p, l) = (median(passes[w].clone()), median(looks[w].clone()));
        let ratio = p.as_secs_f64() / d.as_secs_f64();
        println!(
            "--workers {n}: changes pass ({changed} of {pools} pools changed): median {:.4} s over \
             {rounds} rounds, of which finding and judging them {:.4} s (1/{:.0} of the dry run); \
             refilled on {:?} connections; pass / dry run: 1/{:.0}{}",
            p.as_secs_f64(),
            l.as_secs_f64(),
            d.as_secs_f64() / l.as_secs_f64(),
            used[w],
            1.0 / ratio,
            if *n == DEFAULT_WORKERS {
                format!(
                    " (the default; goal: at most 1/50): {}",
                    if ratio <= 1.0 / 50.0 {
                        "met"
                    } else {
                        "NOT met"
                    }
                )
            } else {
                String::new()
            }
        );
    }
    let worst = noticed.iter().max().copied().unwrap_or_default();
    println!(
        "a drained pool (no hold, no ledger mark) refilled after: median {:.3} s, at most {:.3} s \
         over {} drains (goal: within 5 s): {}",
        median(noticed.clone()).as_secs_f64(),
        worst.as_secs_f64(),
        noticed.len(),
        if worst <= Duration::from_secs(5) {
            "met"
        } else {
            "NOT met"
        }
    );
    db.drop_database(&mut admin);
}
