//! `poolctl conn-tags` against its goals, release build, figures side by side:
//!
//! 1. **hold**: the workloads of `tests/live/conn_tags` (A idle 200 ms in each
//!    transaction, B 20 ms, C 2 ms autocommit statements, untagged traffic, a
//!    lock holder and its waiter) for 30 s while `conn-tags --rate 10` samples
//!    them, on the performance_schema server and on the plain one: per tag the
//!    hold time against the workload's truth (goal: within 10%).
//! 2. **load**: the server's own CPU (utime + stime of its process in /proc)
//!    while the sampler runs against the same seconds without it, rounds
//!    alternating, with 50 connections open (10 of them idle in a
//!    transaction): the sampler's cost in % of one core (goal: under 2%).
//! 3. **log**: a generated 1 GB slow log (MySQL layout, then MariaDB's),
//!    read by `poolctl conn-tags --file` (goal: at least 100 MB/s). The files
//!    go to a temporary folder and are deleted.
//! 4. **reorder**: the same MariaDB log in order and as two rotated halves
//!    concatenated newest first: peak RSS side by side (`/usr/bin/time -v`;
//!    goal: the same bound, and the step reported).
//!
//! Servers: POOLCTL_TEST_URL_PERFORMANCE_SCHEMA and POOLCTL_TEST_URL
//! (`scripts/mariadb.sh url test-ps` / `url test`, started as `scripts/test.sh`
//! does), both on this machine (their pid files are read). Parts:
//! POOLCTL_BENCH_PARTS (default `hold,load,log`; `reorder` on request); POOLCTL_BENCH_SECS (hold
//! window, default 30); POOLCTL_BENCH_LOG_MB (default 1024).
//!
//! Run with `cargo bench --bench conn_tags`.

mod common;
#[path = "../tests/util/mod.rs"]
mod util;
#[path = "../tests/live/conn_tags/workload.rs"]
mod workload;

use common::{cpu_secs, env_num};
use mysql::prelude::Queryable;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use util::TestDb;

fn main() {
    let parts = std::env::var("POOLCTL_BENCH_PARTS").unwrap_or_else(|_| "hold,load,log".into());
    let ps = || util::server_url_from("POOLCTL_TEST_URL_PERFORMANCE_SCHEMA");
    let plain = || util::server_url_from("POOLCTL_TEST_URL");
    if parts.contains("hold") {
        let secs = env_num("POOLCTL_BENCH_SECS", 30);
        hold(&ps(), "performance_schema", secs);
        hold(&plain(), "processlist_sampling", secs);
    }
    if parts.contains("load") {
        load(&ps(), "performance_schema");
        load(&plain(), "processlist_sampling");
    }
    if parts.contains("log") {
        let mb = env_num("POOLCTL_BENCH_LOG_MB", 1024);
        log(mb, Layout::Mysql);
        log(mb, Layout::Mariadb);
    }
    if parts.contains("reorder") {
        reorder(env_num("POOLCTL_BENCH_LOG_MB", 1024));
    }
}

/// Peak memory of `conn-tags --file` on a MariaDB slow log of about `mb` MB
/// read in order and as two rotated halves concatenated newest first (`cat
/// slow.log slow.log.1`), side by side: the step back of the clock must
/// not make memory grow with the rest of the log. Measured by
/// `/usr/bin/time -v` (its maximum resident set size).
fn reorder(mb: u64) {
    let dir = tempfile::tempdir().unwrap();
    let older = dir.path().join("slow.log.1");
    let newer = dir.path().join("slow.log");
    let t0 = Instant::now();
    let mut entries = generate_from(&older, mb / 2, Layout::Mariadb, 1_715_363_076.0);
    entries += generate_from(&newer, mb / 2, Layout::Mariadb, 1_715_363_076.0 + 86_400.0);
    let cat = |name: &str, parts: [&std::path::Path; 2]| {
        let path = dir.path().join(name);
        let mut out = std::fs::File::create(&path).unwrap();
        for p in parts {
            std::io::copy(&mut std::fs::File::open(p).unwrap(), &mut out).unwrap();
        }
        path
    };
    let in_order = cat("in-order.log", [&older, &newer]);
    let newest_first = cat("newest-first.log", [&newer, &older]);
    std::fs::remove_file(&older).unwrap();
    std::fs::remove_file(&newer).unwrap();
    let size = std::fs::metadata(&in_order).unwrap().len() as f64 / 1e6;
    println!(
        "reorder, MariaDB layout: generated {size:.0} MB ({entries} entries) twice in {:.1} s",
        t0.elapsed().as_secs_f64()
    );
    for (name, path) in [("in order", &in_order), ("newest first", &newest_first)] {
        let t0 = Instant::now();
        let out = Command::new("/usr/bin/time")
            .arg("-v")
            .arg(util::BIN)
            .args([
                "conn-tags",
                "--file",
                path.to_str().unwrap(),
                "--format",
                "json",
            ])
            .env_remove("POOLCTL_CONFIG")
            .env_remove("POOLCTL_URL")
            .output()
            .unwrap();
        let secs = t0.elapsed().as_secs_f64();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let stderr = String::from_utf8_lossy(&out.stderr);
        let kb: u64 = stderr
            .lines()
            .find_map(|l| {
                l.trim()
                    .strip_prefix("Maximum resident set size (kbytes): ")
            })
            .and_then(|v| v.trim().parse().ok())
            .expect("/usr/bin/time -v prints the maximum resident set size");
        let r: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let steps = r["notes"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|n| n.as_str().is_some_and(|n| n.contains("clock goes back")))
            .count();
        println!(
            "  {name}: peak RSS {:.0} MB, {secs:.2} s, {steps} clock step(s) reported",
            kb as f64 / 1024.0
        );
    }
}

/// Hold time per tag against the truth, one source.
fn hold(server: &str, source: &str, secs: u64) {
    let mut db = TestDb::on(server, "bench_conntags_hold");
    workload::setup(&mut db.admin);
    let url = db.url();
    let user = workload::UntaggedUser::create(&mut db.admin, &url);
    let mut cmd = db.cmd();
    cmd.args([
        "conn-tags",
        "--rate",
        "10",
        "--duration",
        &(secs + 3).to_string(),
        "--format",
        "json",
    ])
    .stdout(Stdio::piped())
    .stderr(Stdio::piped());
    let mut child = cmd.spawn().unwrap();
    // Start the workloads once the sampler says it samples.
    let err = child.stderr.take().unwrap();
    let mut lines = BufReader::new(err).lines();
    loop {
        let l = lines.next().expect("poolctl says it samples").unwrap();
        if l.contains("conn-tags: sampling") {
            assert!(
                l.contains(if source == "performance_schema" {
                    "performance_schema"
                } else {
                    "sampling"
                }),
                "{l}"
            );
            break;
        }
    }
    std::thread::spawn(move || lines.for_each(drop));
    let truth = workload::start(&url, &user.url, Duration::from_secs(secs), false).join();
    let r = util::Run::finished(&cmd, child.wait_with_output().unwrap())
        .expect_code(0)
        .json();
    println!(
        "hold, {source}: {secs} s of workloads, {} samples ({:.1}/s) over {:.1} s",
        r["samples"],
        r["rate"].as_f64().unwrap_or(0.0),
        r["window_secs"].as_f64().unwrap()
    );
    println!("  tag       hold s  truth s  ratio   idle s  truth s   trx s  truth s");
    let mut worst: f64 = 0.0;
    for tag in ["wl_a", "wl_b", "wl_c", "wl_hold", "wl_wait"] {
        let Some(x) = r["tags"]
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["tag"] == tag)
        else {
            println!("  {tag:<8}  (not seen)");
            worst = f64::INFINITY;
            continue;
        };
        let t = &truth[tag];
        let h = x["hold_secs"].as_f64().unwrap();
        let ratio = h / t.hold;
        worst = worst.max((ratio - 1.0).abs());
        println!(
            "  {tag:<8} {h:7.3}  {:7.3}  {ratio:5.3}  {:7.3}  {:7.3}  {:6.3}  {:7.3}",
            t.hold,
            x["idle_in_transaction_secs"].as_f64().unwrap(),
            t.idle,
            x["transaction_secs"].as_f64().unwrap(),
            t.transaction
        );
    }
    let untagged: f64 = r["untagged"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|u| u["user"] == user.name.as_str())
        .map(|u| u["hold_secs"].as_f64().unwrap())
        .sum();
    println!(
        "  untagged {untagged:7.3}  {:7.3}  {:5.3}  (its own account; seen and unseen rows)",
        truth["untagged"].hold,
        untagged / truth["untagged"].hold
    );
    println!(
        "  per-tag hold time within {:.1}% of the truth: goal 10% {}",
        worst * 100.0,
        if worst <= 0.10 { "met" } else { "NOT met" }
    );
}

/// The sampler's cost in the server's CPU.
fn load(server: &str, source: &str) {
    let mut db = TestDb::on(server, "bench_conntags_load");
    workload::setup(&mut db.admin);
    let pid_file: String = db.admin.query_first("SELECT @@pid_file").unwrap().unwrap();
    let pid: u32 = std::fs::read_to_string(&pid_file)
        .unwrap_or_else(|e| panic!("{pid_file}: {e} (the server must run on this machine)"))
        .trim()
        .parse()
        .unwrap();
    // 50 connections: 10 idle in a transaction, 40 idle.
    let mut conns: Vec<mysql::Conn> = (0..50).map(|_| util::connect(&db.url())).collect();
    for c in conns.iter_mut().take(10) {
        c.query_drop("BEGIN").unwrap();
        c.query_drop(
            "/* conn_tag:bench_idle */ SELECT n FROM cart WHERE id = 1 LOCK IN SHARE MODE",
        )
        .unwrap();
    }
    let secs = 10u64;
    let (mut with, mut without) = (Vec::new(), Vec::new());
    for round in 0..3 {
        for sampling in [round % 2 == 0, round % 2 != 0] {
            let c0 = cpu_secs(pid);
            let t0 = Instant::now();
            if sampling {
                db.run(&[
                    "conn-tags",
                    "--rate",
                    "10",
                    "--duration",
                    &secs.to_string(),
                    "--format",
                    "json",
                ])
                .expect_code(0);
            } else {
                std::thread::sleep(Duration::from_secs(secs));
            }
            let share = (cpu_secs(pid) - c0) / t0.elapsed().as_secs_f64();
            if sampling {
                with.push(share)
            } else {
                without.push(share)
            }
        }
    }
    let med = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    let (w, wo) = (med(with.clone()), med(without.clone()));
    println!(
        "load, {source}: server CPU with the sampler {:.2}% of a core (rounds {:?}), without {:.2}% ({:?})",
        w * 100.0,
        with.iter()
            .map(|x| format!("{:.2}", x * 100.0))
            .collect::<Vec<_>>(),
        wo * 100.0,
        without
            .iter()
            .map(|x| format!("{:.2}", x * 100.0))
            .collect::<Vec<_>>()
    );
    println!(
        "  the sampler's own load: {:.2}% of one core at 10 samples/s, 50 connections: goal < 2% {}",
        (w - wo) * 100.0,
        if w - wo < 0.02 { "met" } else { "NOT met" }
    );
}

#[derive(Clone, Copy, PartialEq)]
enum Layout {
    Mysql,
    Mariadb,
}

/// A slow log of about `mb` MB: 64 connections running tagged transactions
/// (BEGIN, a locking read, an UPDATE, idle, COMMIT) and autocommit reads.
fn generate(path: &std::path::Path, mb: u64, layout: Layout) -> u64 {
    generate_from(path, mb, layout, 1_715_363_076.0)
}

/// [`generate`], its first entry at `start` (Unix seconds).
fn generate_from(path: &std::path::Path, mb: u64, layout: Layout, start: f64) -> u64 {
    let f = std::fs::File::create(path).unwrap();
    let mut w = std::io::BufWriter::with_capacity(8 << 20, f);
    let target = mb << 20;
    let mut written: u64 = 0;
    let mut t: f64 = start;
    let mut last_second = 0i64;
    let mut n: u64 = 0;
    let tags = [
        "checkout_reserve",
        "checkout_claim",
        "cart_update",
        "pool_refill",
        "reports",
    ];
    let mut buf = String::with_capacity(1024);
    while written < target {
        let conn = n % 64;
        let step = (n / 64) % 6;
        let tag = tags[(conn % 5) as usize];
        let (q, text) = match step {
            0 => (0.000012, "BEGIN".to_string()),
            1 => (
                0.000231,
                format!(
                    "/* conn_tag:{tag} */ SELECT id FROM reservation_units WHERE shop_id = {} AND inventory_item_id = {} AND inventory_group_id = 1 LIMIT 1 FOR UPDATE SKIP LOCKED",
                    conn,
                    n % 1000
                ),
            ),
            2 => (
                0.000404,
                format!(
                    "/* conn_tag:{tag} */ UPDATE inventory_levels SET available = available - 1 WHERE shop_id = {conn} AND inventory_item_id = {}",
                    n % 1000
                ),
            ),
            3 => (0.000397, "COMMIT".to_string()),
            _ => (
                0.000105,
                format!("SELECT name, price FROM products WHERE id = {}", n % 5000),
            ),
        };
        t += 0.000_05;
        buf.clear();
        use std::fmt::Write as _;
        match layout {
            Layout::Mysql => {
                let secs = t as i64;
                let us = ((t - secs as f64) * 1e6) as u64;
                let (h, m, s) = ((secs / 3600) % 24, (secs / 60) % 60, secs % 60);
                let _ = write!(
                    buf,
                    "# Time: 2024-05-10T{h:02}:{m:02}:{s:02}.{us:06}Z\n# User@Host: app[app] @  [10.0.{}.{}]  Id: {:5}\n\
                     # Query_time: {q:.6}  Lock_time: 0.000004 Rows_sent: 1  Rows_examined: 1\nSET timestamp={secs};\n{text};\n",
                    conn / 250,
                    conn % 250,
                    100 + conn
                );
            }
            Layout::Mariadb => {
                let secs = t as i64;
                if secs != last_second {
                    last_second = secs;
                    let (h, m, s) = ((secs / 3600) % 24, (secs / 60) % 60, secs % 60);
                    let _ = writeln!(buf, "# Time: 240510 {h:2}:{m:02}:{s:02}");
                }
                let _ = write!(
                    buf,
                    "# User@Host: app[app] @  [10.0.{}.{}]\n# Thread_id: {}  Schema: shop  QC_hit: No\n\
                     # Query_time: {q:.6}  Lock_time: 0.000004  Rows_sent: 1  Rows_examined: 1\n\
                     # Rows_affected: 0  Bytes_sent: 52\nSET timestamp={secs};\n{text};\n",
                    conn / 250,
                    conn % 250,
                    100 + conn
                );
            }
        }
        w.write_all(buf.as_bytes()).unwrap();
        written += buf.len() as u64;
        n += 1;
    }
    w.flush().unwrap();
    n
}

fn log(mb: u64, layout: Layout) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("slow.log");
    let name = if layout == Layout::Mysql {
        "MySQL 8"
    } else {
        "MariaDB"
    };
    let t0 = Instant::now();
    let entries = generate(&path, mb, layout);
    let size = std::fs::metadata(&path).unwrap().len() as f64 / 1e6;
    println!(
        "log, {name} layout: generated {size:.0} MB ({entries} entries) in {:.1} s",
        t0.elapsed().as_secs_f64()
    );
    let mut times = Vec::new();
    for _ in 0..3 {
        let t0 = Instant::now();
        let out = util::Run::of(
            Command::new(util::BIN)
                .env_remove("POOLCTL_CONFIG")
                .env_remove("POOLCTL_URL")
                .args([
                    "conn-tags",
                    "--file",
                    path.to_str().unwrap(),
                    "--format",
                    "json",
                ]),
        );
        let secs = t0.elapsed().as_secs_f64();
        let r = out.expect_code(0).json();
        let stmts: u64 = r["tags"]
            .as_array()
            .unwrap()
            .iter()
            .chain(r["untagged"].as_array().unwrap())
            .map(|x| x["statements"].as_u64().unwrap())
            .sum();
        assert_eq!(stmts, entries, "every entry is a statement");
        times.push(secs);
    }
    times.sort_by(f64::total_cmp);
    let med = times[1];
    println!(
        "  read by poolctl conn-tags --file: median {med:.2} s of {:?}: {:.0} MB/s: goal >= 100 MB/s {}",
        times.iter().map(|t| format!("{t:.2}")).collect::<Vec<_>>(),
        size / med,
        if size / med >= 100.0 {
            "met"
        } else {
            "NOT met"
        }
    );
}
