//! InnoDB status parsing speed (`poolctl::innodb`).
//!
//! 1. One 1 MB status, the server's cap: a synthetic lock-monitor dump (many
//!    transactions with TABLE LOCK / RECORD LOCKS lines and record dumps,
//!    waits, a deadlock section) and a shared capture repeated to 1 MB.
//!    Reported in ms (median of rounds).
//! 2. Throughput over 100 MB of the shared captures concatenated, next to
//!    counting newlines over the same bytes in Rust and to `wc -l` on a temp
//!    file holding them (when `wc` is on PATH). Goal: parse within 5x of
//!    `wc -l`.
//!
//! Run with `cargo bench --bench innodb_parse`. Needs `../shared/fixtures/`
//! beside the repository.

use poolctl::innodb::{FindingOptions, findings, parse, parse_all};
use std::fmt::Write as _;
use std::hint::black_box;
use std::time::{Duration, Instant};

const FIXTURES: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../shared/fixtures/innodb-status"
);
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
    let mut v: Vec<(String, String)> = std::fs::read_dir(FIXTURES)
        .unwrap_or_else(|e| {
            panic!("{FIXTURES}: {e} (the bench needs shared/ beside the repository)")
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

fn main() {
    println!("poolctl::innodb parse benchmark ({ROUNDS} rounds, medians)\n");

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
