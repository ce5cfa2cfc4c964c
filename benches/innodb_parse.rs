//! InnoDB status parsing speed (`poolctl::innodb`).
//!
//! 0. Lock-heavy: a synthetic 1 MB status of independent lock pairs (one
//!    transaction holding a record lock, one waiting for it, each pair on a
//!    page of its own, record dumps included), against `wc -l` on the same
//!    file, interleaved round by round: the parse, the whole in-process
//!    pipeline (parse, findings, hubs, JSON report) and the `inspect-locks`
//!    binary end to end. Goal: each within 5x of `wc -l`.
//! 1. One 1 MB status, the server's cap: a synthetic lock-monitor dump (many
//!    transactions with TABLE LOCK / RECORD LOCKS lines and record dumps,
//!    waits, a deadlock section) and a shared capture repeated to 1 MB.
//!    Reported in ms (median of rounds).
//! 2. Throughput over 100 MB of the shared captures concatenated, next to
//!    counting newlines over the same bytes in Rust and to `wc -l` on a temp
//!    file holding them (when `wc` is on PATH). Goal: parse within 5x of
//!    `wc -l`.
//!
//! Run with `cargo bench --bench innodb_parse` (`INNODB_BENCH_QUICK=1`: the
//! lock-heavy part only). Reads the captures in `tests/fixtures/innodb-status`.

use poolctl::innodb::{FindingOptions, blocking, findings, parse, parse_all};
use poolctl::render::locks::Report;
use std::fmt::Write as _;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// The captured statuses of `tests/fixtures/innodb-status`.
fn fixtures() -> std::path::PathBuf {
    std::path::PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/innodb-status"
    ))
}
const MB: usize = 1024 * 1024;
const ROUNDS: usize = 7;

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

/// Median of the rounds (the machine is shared and noisy; the best round is
/// printed as well where it matters).
fn timed<T>(f: impl Fn() -> T) -> Duration {
    timed_both(f).1
}

/// (best, median) of the rounds.
fn timed_both<T>(f: impl Fn() -> T) -> (Duration, Duration) {
    let mut v = Vec::with_capacity(ROUNDS);
    for _ in 0..ROUNDS {
        let t = Instant::now();
        black_box(f());
        v.push(t.elapsed());
    }
    (*v.iter().min().unwrap(), median(v))
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn mbps(bytes: usize, d: Duration) -> f64 {
    bytes as f64 / MB as f64 / d.as_secs_f64()
}

fn captures() -> Vec<(String, String)> {
    let dir = fixtures();
    let mut v: Vec<(String, String)> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| {
            panic!(
                "{}: {e} (the bench reads the captures in tests/fixtures/innodb-status)",
                dir.display()
            )
        })
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read_to_string(&p).unwrap())
        })
        .collect();
    v.sort();
    v
}

/// A lock-monitor status of about `size` bytes: the shape the 1 MB cap cuts.
fn synthetic(size: usize) -> String {
    let mut s = String::with_capacity(size + 4096);
    s.push_str("\n=====================================\n2026-05-01 10:00:00 0x7f2a INNODB MONITOR OUTPUT\n=====================================\nPer second averages calculated from the last 12 seconds\n-----------------\nBACKGROUND THREAD\n-----------------\nsrv_master_thread loops: 10 srv_active, 0 srv_shutdown, 300 srv_idle\n----------\nSEMAPHORES\n----------\nOS WAIT ARRAY INFO: reservation count 71\nOS WAIT ARRAY INFO: signal count 66\n");
    s.push_str("------------------------\nLATEST DETECTED DEADLOCK\n------------------------\n2026-05-01 09:59:58 0x7f2a\n*** (1) TRANSACTION:\nTRANSACTION 9001, ACTIVE 2 sec inserting\nmysql tables in use 1, locked 1\nLOCK WAIT 3 lock struct(s), heap size 1128, 2 row lock(s)\nMySQL thread id 31, OS thread handle 139, query id 900 10.0.0.7 app update\nINSERT INTO reserved_quantities (shop_id, inventory_item_id, checkout_id, quantity) VALUES (1, 2, 3, 1)\n*** (1) HOLDS THE LOCK(S):\nRECORD LOCKS space id 12 page no 4 n bits 80 index PRIMARY of table `pool`.`reservation_units` trx id 9001 lock_mode X locks rec but not gap\n*** (1) WAITING FOR THIS LOCK TO BE GRANTED:\nRECORD LOCKS space id 13 page no 4 n bits 80 index PRIMARY of table `pool`.`reserved_quantities` trx id 9001 lock_mode X insert intention waiting\n*** (2) TRANSACTION:\nTRANSACTION 9002, ACTIVE 2 sec updating\nmysql tables in use 1, locked 1\nLOCK WAIT 3 lock struct(s), heap size 1128, 2 row lock(s)\nMySQL thread id 32, OS thread handle 140, query id 901 10.0.0.8 app updating\nDELETE FROM reservation_units WHERE shop_id = 1 AND id = 7\n*** (2) HOLDS THE LOCK(S):\nRECORD LOCKS space id 13 page no 4 n bits 80 index PRIMARY of table `pool`.`reserved_quantities` trx id 9002 lock_mode X\n*** (2) WAITING FOR THIS LOCK TO BE GRANTED:\nRECORD LOCKS space id 12 page no 4 n bits 80 index PRIMARY of table `pool`.`reservation_units` trx id 9002 lock_mode X locks rec but not gap waiting\n*** WE ROLL BACK TRANSACTION (2)\n");
    s.push_str("------------\nTRANSACTIONS\n------------\nTrx id counter 99999\nPurge done for trx's n:o < 99990 undo n:o < 0 state: running but idle\nHistory list length 12\nLIST OF TRANSACTIONS FOR EACH SESSION:\n");
    let mut trx = 10_000u64;
    while s.len() < size {
        trx += 1;
        let waiting = trx.is_multiple_of(7);
        let _ = write!(
            s,
            "---TRANSACTION {trx}, ACTIVE {} sec fetching rows\nmysql tables in use 1, locked 1\n{}5 lock struct(s), heap size 1128, 6 row lock(s)\nMySQL thread id {}, OS thread handle 1398{trx}, query id {} 10.0.0.{} app Sending data\nSELECT id FROM reservation_units WHERE shop_id = {} AND inventory_item_id = {} AND inventory_group_id = 3 LIMIT 3 FOR UPDATE SKIP LOCKED\n",
            trx % 90,
            if waiting { "LOCK WAIT " } else { "" },
            trx - 9000,
            trx * 3,
            trx % 250,
            trx % 40,
            trx % 1000
        );
        if waiting {
            let _ = write!(
                s,
                "------- TRX HAS BEEN WAITING 3 SEC FOR THIS LOCK TO BE GRANTED:\nRECORD LOCKS space id 12 page no {} n bits 80 index PRIMARY of table `pool`.`reservation_units` trx id {trx} lock_mode X insert intention waiting\nRecord lock, heap no 1 PHYSICAL RECORD: n_fields 1; compact format; info bits 0\n 0: len 8; hex 73757072656d756d; asc supremum;;\n\n------------------\n",
                trx % 300
            );
        }
        let _ = writeln!(
            s,
            "TABLE LOCK table `pool`.`reservation_units` trx id {trx} lock mode IX"
        );
        for (i, idx) in ["PRIMARY", "idx_item", "PRIMARY"].iter().enumerate() {
            let _ = writeln!(
                s,
                "RECORD LOCKS space id 12 page no {} n bits 80 index {idx} of table `pool`.`reservation_units` trx id {trx} lock_mode X{}",
                trx % 300 + i as u64,
                if i == 2 { "" } else { " locks rec but not gap" }
            );
            for h in 0..2 {
                let heap = if i == 2 && h == 0 {
                    1
                } else {
                    2 + (trx + h) % 70
                };
                let _ = write!(
                    s,
                    "Record lock, heap no {heap} PHYSICAL RECORD: n_fields 6; compact format; info bits 0\n 0: len 8; hex 8000000000000001; asc         ;;\n 1: len 8; hex 80000000000004d2; asc         ;;\n 2: len 4; hex 80000003; asc     ;;\n 3: len 8; hex 800000000000{:04x}; asc         ;;\n 4: len 6; hex 00000000{:04x}; asc       ;;\n 5: len 7; hex 02000001a70151; asc        Q;;\n\n",
                    trx % 65536,
                    trx % 65536
                );
            }
        }
    }
    s.push_str("--------\nFILE I/O\n--------\nI/O thread 0 state: waiting for completed aio requests (insert buffer thread)\n----------------------------\nEND OF INNODB MONITOR OUTPUT\n============================\n");
    s
}

/// A status of about `size` bytes made of independent lock pairs, the
/// lock-heavy shape: each pair is one transaction holding a record lock and
/// one waiting for it (the `TRX HAS BEEN WAITING` block and the lock list),
/// each pair on a page of its own, record dumps included.
fn lock_pairs(size: usize) -> String {
    let mut s = String::with_capacity(size + 4096);
    s.push_str("\n=====================================\n2026-05-01 10:00:00 0x7f2a INNODB MONITOR OUTPUT\n=====================================\nPer second averages calculated from the last 12 seconds\n------------\nTRANSACTIONS\n------------\nTrx id counter 99999\nPurge done for trx's n:o < 99990 undo n:o < 0 state: running but idle\nHistory list length 12\nLIST OF TRANSACTIONS FOR EACH SESSION:\n");
    let mut pair = 0u64;
    while s.len() < size {
        pair += 1;
        let (holder, waiter, page) = (20_000 + 2 * pair, 20_001 + 2 * pair, 3 + pair);
        let rec = |s: &mut String, heap: u64| {
            let _ = write!(
                s,
                "Record lock, heap no {heap} PHYSICAL RECORD: n_fields 4; compact format; info bits 0\n 0: len 8; hex 80000000000{pair:05x}; asc         ;;\n 1: len 6; hex 0000000{holder:05x}; asc       ;;\n 2: len 7; hex 9a000001b80110; asc        ;;\n 3: len 4; hex 80000064; asc    d;;\n\n"
            );
        };
        let _ = write!(
            s,
            "---TRANSACTION {holder}, ACTIVE 9 sec\n2 lock struct(s), heap size 1128, 1 row lock(s), undo log entries 1\nMySQL thread id {}, OS thread handle 1399{holder}, query id {} 10.0.1.{} app\nTABLE LOCK table `pool`.`inventory_levels` trx id {holder} lock mode IX\nRECORD LOCKS space id 21 page no {page} n bits 72 index PRIMARY of table `pool`.`inventory_levels` trx id {holder} lock_mode X locks rec but not gap\n",
            holder - 19_000,
            holder * 3,
            pair % 250
        );
        rec(&mut s, 2);
        let _ = write!(
            s,
            "---TRANSACTION {waiter}, ACTIVE 4 sec starting index read\nmysql tables in use 1, locked 1\nLOCK WAIT 2 lock struct(s), heap size 1128, 1 row lock(s)\nMySQL thread id {}, OS thread handle 1399{waiter}, query id {} 10.0.2.{} app updating\nUPDATE inventory_levels SET available = available - 1 WHERE shop_id = 1 AND inventory_item_id = {pair}\n------- TRX HAS BEEN WAITING 4 SEC FOR THIS LOCK TO BE GRANTED:\nRECORD LOCKS space id 21 page no {page} n bits 72 index PRIMARY of table `pool`.`inventory_levels` trx id {waiter} lock_mode X locks rec but not gap waiting\n",
            waiter - 19_000,
            waiter * 3,
            pair % 250
        );
        rec(&mut s, 2);
        s.push_str("------------------\n");
        let _ = write!(
            s,
            "TABLE LOCK table `pool`.`inventory_levels` trx id {waiter} lock mode IX\nRECORD LOCKS space id 21 page no {page} n bits 72 index PRIMARY of table `pool`.`inventory_levels` trx id {waiter} lock_mode X locks rec but not gap waiting\n"
        );
        rec(&mut s, 2);
    }
    s.push_str("--------\nFILE I/O\n--------\nI/O thread 0 state: waiting for completed aio requests (insert buffer thread)\n----------------------------\nEND OF INNODB MONITOR OUTPUT\n============================\n");
    s
}

/// One `Command` run, timed (its output discarded).
fn spawn_time(cmd: &mut std::process::Command) -> Duration {
    let t = Instant::now();
    let out = cmd.output().expect("the command runs");
    let d = t.elapsed();
    assert!(
        out.status.code().is_some_and(|c| c <= 1),
        "{cmd:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    d
}

/// Best and median of `v`.
fn best_median(v: &[Duration]) -> (Duration, Duration) {
    (*v.iter().min().unwrap(), median(v.to_vec()))
}

/// What `inspect-locks --file F --format json` does after reading the file:
/// parse, findings, hubs, the JSON report, written to memory.
fn inspect_in_process(text: &str) -> Vec<u8> {
    let opts = FindingOptions::default();
    let st = parse(text);
    let f = findings(&st, &opts);
    let b = blocking(&st);
    let warnings: Vec<String> = st.warnings.iter().map(|w| w.to_string()).collect();
    let report = Report::new("file bench", &f, &b, &warnings);
    let mut out = Vec::new();
    poolctl::render::locks::json(&mut out, &report).expect("render to memory");
    out
}

/// 1 MB of independent lock pairs (the lock-heavy shape) against `wc -l` on
/// the same bytes: the library's parse and whole pipeline in this process,
/// and the `poolctl inspect-locks --file ... --format json` binary. The four
/// are interleaved round by round so that they see the same load.
fn lock_heavy() {
    let text = lock_pairs(MB);
    let st = parse(&text);
    let f = findings(&st, &FindingOptions::default());
    let b = blocking(&st);
    println!(
        "1 MB of independent lock pairs: {:.2} MB, {} transactions, {} lock lines, {} findings, {} hubs, warnings {:?}",
        text.len() as f64 / MB as f64,
        st.transactions.len(),
        st.transactions.iter().map(|t| t.lock_lines).sum::<usize>(),
        f.len(),
        b.hubs.len(),
        st.warnings
    );
    let path = std::env::temp_dir().join(format!(
        "poolctl-innodb-bench-pairs-{}.txt",
        std::process::id()
    ));
    std::fs::write(&path, &text).expect("write the temp file");
    let wc_ok = std::process::Command::new("wc")
        .arg("-l")
        .arg(&path)
        .output()
        .is_ok_and(|o| o.status.success());
    let bin = env!("CARGO_BIN_EXE_poolctl");
    let (mut t_wc, mut t_parse, mut t_pipe, mut t_bin) = (vec![], vec![], vec![], vec![]);
    let mut t_ver = vec![];
    for _ in 0..3 * ROUNDS {
        if wc_ok {
            t_wc.push(spawn_time(
                std::process::Command::new("wc").arg("-l").arg(&path),
            ));
        }
        let t = Instant::now();
        black_box(parse(&text));
        t_parse.push(t.elapsed());
        let t = Instant::now();
        black_box(inspect_in_process(&text));
        t_pipe.push(t.elapsed());
        t_bin.push(spawn_time(
            std::process::Command::new(bin)
                .args(["inspect-locks", "--file"])
                .arg(&path)
                .args(["--format", "json"])
                .env_remove("POOLCTL_CONFIG")
                .env_remove("POOLCTL_URL"),
        ));
        t_ver.push(spawn_time(std::process::Command::new(bin).arg("--version")));
    }
    let _ = std::fs::remove_file(&path);
    let row = |name: &str, v: &[Duration]| {
        let (b, m) = best_median(v);
        println!(
            "  {name:<40} {:7.2} ms median ({:6.0} MB/s), best {:.2} ms",
            ms(m),
            mbps(text.len(), m),
            ms(b)
        );
        (b, m)
    };
    let (bp, mp) = row("parse (in process)", &t_parse);
    let (bi, mi) = row("parse + findings + hubs + JSON (in process)", &t_pipe);
    let (bb, mb) = row("poolctl inspect-locks --file --format json", &t_bin);
    let (bv, mv) = row("poolctl --version (start-up alone)", &t_ver);
    if wc_ok {
        let (bw, mw) = row("wc -l (same file)", &t_wc);
        let ratio = |a: Duration, b: Duration| a.as_secs_f64() / b.as_secs_f64();
        for (name, m, b) in [
            ("parse", mp, bp),
            ("in-process pipeline", mi, bi),
            ("inspect-locks binary", mb, bb),
            ("the binary's start-up", mv, bv),
        ] {
            let r = ratio(m, mw);
            println!(
                "  {name} / wc -l = {r:.2}x median, {:.2}x best (goal: within 5x) -> {}",
                ratio(b, bw),
                if r <= 5.0 { "met" } else { "NOT met" }
            );
        }
    } else {
        println!("  wc -l not available");
    }
}

fn main() {
    println!("poolctl::innodb parse benchmark ({ROUNDS} rounds, medians)\n");
    lock_heavy();
    if std::env::var_os("INNODB_BENCH_QUICK").is_some() {
        return;
    }

    // 1. One 1 MB status.
    let dump = synthetic(MB);
    let st = parse(&dump);
    let f = findings(&st, &FindingOptions::default());
    println!(
        "synthetic lock-monitor status: {:.2} MB, {} transactions, {} lock lines, {} findings, warnings {:?}",
        dump.len() as f64 / MB as f64,
        st.transactions.len(),
        st.transactions.iter().map(|t| t.lock_lines).sum::<usize>(),
        f.len(),
        st.warnings
    );
    let t = timed(|| parse(&dump));
    println!(
        "  parse                   {:8.2} ms  ({:7.0} MB/s)",
        ms(t),
        mbps(dump.len(), t)
    );
    let t = timed(|| findings(&st, &FindingOptions::default()));
    println!("  findings                {:8.2} ms", ms(t));

    let caps = captures();
    let one = &caps
        .iter()
        .find(|(n, _)| n.starts_with("pmp-lockwait-5.0-double-lock"))
        .expect("pmp-lockwait-5.0 capture")
        .1;
    let repeated = one.repeat(MB / one.len() + 1);
    let t = timed(|| parse_all(&repeated));
    println!(
        "pmp-lockwait-5.0 capture repeated to {:.2} MB ({} outputs):",
        repeated.len() as f64 / MB as f64,
        parse_all(&repeated).len()
    );
    println!(
        "  parse_all               {:8.2} ms  ({:7.0} MB/s)",
        ms(t),
        mbps(repeated.len(), t)
    );
    let t = timed(|| parse(&repeated));
    println!(
        "  parse (keeps the last)  {:8.2} ms  ({:7.0} MB/s)",
        ms(t),
        mbps(repeated.len(), t)
    );

    // 2. 100 MB of concatenated captures.
    let mut big = String::with_capacity(100 * MB + MB);
    'fill: loop {
        for (_, text) in &caps {
            big.push_str(text);
            if !text.ends_with('\n') {
                big.push('\n');
            }
            if big.len() >= 100 * MB {
                break 'fill;
            }
        }
    }
    let bytes = big.len();
    let outputs = parse_all(&big).len();
    println!(
        "\n{:.1} MB of the {} shared captures concatenated ({} status outputs):",
        bytes as f64 / MB as f64,
        caps.len(),
        outputs
    );
    let (b_parse, t_parse) = timed_both(|| parse(&big));
    println!(
        "  parse                   {:8.1} ms  ({:7.0} MB/s; best {:.1} ms)",
        ms(t_parse),
        mbps(bytes, t_parse),
        ms(b_parse)
    );
    let t_all = timed(|| parse_all(&big));
    println!(
        "  parse_all               {:8.1} ms  ({:7.0} MB/s)",
        ms(t_all),
        mbps(bytes, t_all)
    );
    let (b_nl, t_nl) = timed_both(|| big.as_bytes().iter().filter(|&&b| b == b'\n').count());
    println!(
        "  Rust newline count      {:8.1} ms  ({:7.0} MB/s; best {:.1} ms)",
        ms(t_nl),
        mbps(bytes, t_nl),
        ms(b_nl)
    );

    let path =
        std::env::temp_dir().join(format!("poolctl-innodb-bench-{}.txt", std::process::id()));
    std::fs::write(&path, &big).expect("write the temp file");
    let wc = std::process::Command::new("wc")
        .arg("-l")
        .arg(&path)
        .output();
    match wc {
        Ok(out) if out.status.success() => {
            let (b_wc, t_wc) = timed_both(|| {
                std::process::Command::new("wc")
                    .arg("-l")
                    .arg(&path)
                    .output()
                    .expect("wc -l")
            });
            println!(
                "  wc -l (temp file)       {:8.1} ms  ({:7.0} MB/s; best {:.1} ms)",
                ms(t_wc),
                mbps(bytes, t_wc),
                ms(b_wc)
            );
            let ratio = t_parse.as_secs_f64() / t_wc.as_secs_f64();
            let best = b_parse.as_secs_f64() / b_wc.as_secs_f64();
            println!(
                "\nparse / wc -l = {ratio:.1}x median, {best:.1}x best (goal: within 5x) -> {}",
                if ratio <= 5.0 { "met" } else { "NOT met" }
            );
        }
        _ => println!("  wc -l                   not available"),
    }
    let _ = std::fs::remove_file(&path);
    println!(
        "parse / Rust newline count = {:.1}x",
        t_parse.as_secs_f64() / t_nl.as_secs_f64()
    );
}
