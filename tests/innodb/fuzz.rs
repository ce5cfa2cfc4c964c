//! `poolctl::innodb` never panics and stays linear, whatever it is given:
//! arbitrary strings, status-like line soup, captures cut at any character,
//! shuffled, with lines dropped or doubled, and large inputs.
//!
//! Starts from real captures (`tests/fixtures/innodb-status/`).

use poolctl::innodb::LockReport;
use poolctl::innodb::{FindingOptions, blocking, findings, normalize, parse, parse_all, reject};
use proptest::prelude::*;
use std::time::{Duration, Instant};

const SAMPLES: &[&str] = &[
    "pmp-lockwait-5.0-double-lock-secondary-and-clustered-supremum.txt",
    "innotop-deadlock-5.5-supremum-insert-intention-ansi-quotes-anonymized.txt",
    "replbug-mariadb-10.7.3-deadlock-conflicting-with-rollback-0.txt",
    "innotop-deadlock-percona-5.5-gap-locks-reordered-sections.txt",
    "ptk-deadlock-too-deep-waits-for-graph-fragment.txt",
];

fn sample(i: usize) -> String {
    let path = std::path::Path::new(crate::CAPTURES).join(SAMPLES[i % SAMPLES.len()]);
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("InnoDB status fixture {}: {e}", path.display()))
}

/// Everything a caller does with a status, the rendering included.
fn exercise(text: &str) {
    let st = parse(text);
    let _ = reject(&st.warnings, text);
    let f = findings(&st, &FindingOptions::default());
    let _ = serde_json::to_string(&f).unwrap();
    let _ = serde_json::to_string(&st).unwrap();
    let b = blocking(&st);
    let warnings: Vec<String> = st.warnings.iter().map(|w| w.to_string()).collect();
    let report = LockReport::new("fuzz", &f, &b, &warnings);
    let mut out = Vec::new();
    poolctl::render::locks::text(&mut out, &report, true).unwrap();
    poolctl::render::locks::json(&mut out, &report).unwrap();
    let _ = parse_all(text);
}

/// Lines from every part of the format, for building plausible soup.
const VOCABULARY: &[&str] = &[
    "=====================================",
    "2024-01-02 03:04:05 0x7f INNODB MONITOR OUTPUT",
    "------------",
    "TRANSACTIONS",
    "------------------------",
    "LATEST DETECTED DEADLOCK",
    "----------",
    "SEMAPHORES",
    "--Thread 1 has waited at x.cc line 1 for 0.00 seconds the semaphore:",
    "----------------------------",
    "END OF INNODB MONITOR OUTPUT",
    "============================",
    "---TRANSACTION 10, ACTIVE 99 sec starting index read",
    "---TRANSACTION 0 3410, ACTIVE (PREPARED) 4 sec, process no 1, OS thread id 2 inserting",
    "---TRANSACTION (0x7f53c3a02230), not started",
    "---TRANSACTION ",
    "TRANSACTION 11, ACTIVE 3 sec",
    "LOCK WAIT 3 lock struct(s), heap size 376, 3 row lock(s), undo log entries 2",
    "mysql tables in use 1, locked 1",
    "MySQL thread id 19, OS thread handle 0x7f, query id 180 localhost root Updating",
    "MariaDB thread id 5, OS thread handle 1, query id 29 10.0.0.1 root ",
    "SELECT id FROM reservation_units WHERE shop_id = 1 LIMIT 3 FOR UPDATE SKIP LOCKED",
    "------- TRX HAS BEEN WAITING 22 SEC FOR THIS LOCK TO BE GRANTED:",
    "------------------",
    "RECORD LOCKS space id 5 page no 4 n bits 72 index PRIMARY of table `p`.`reservation_units` trx id 10 lock_mode X",
    "RECORD LOCKS space id 5 page no 4 n bits 72 index PRIMARY of table `p`.`reservation_units` trx id 11 lock_mode X insert intention waiting",
    "RECORD LOCKS space id 5 page no 4 n bits 72 index `k` of table `p`.`reservation_units` trx id 10 lock_mode X locks gap before rec",
    "RECORD LOCKS space id 5 page no 4 n bits 72 index \"PRIMARY\" of table \"p\".\"t\" trx id 10 lock mode S locks rec but not gap waiting",
    "RECORD LOCKS space id 5 page no",
    "TABLE LOCK table `p`.`reservation_units` trx id 10 lock mode IX",
    "TABLE LOCK table `test/t1` trx id 0 3410 lock mode AUTO-INC waiting",
    "Record lock, heap no 1 PHYSICAL RECORD: n_fields 1; compact format; info bits 0",
    "Record lock, heap no 2 PHYSICAL RECORD: n_fields 3; compact format; info bits 0",
    " 0: len 8; hex 73757072656d756d; asc supremum;;",
    "TOO MANY LOCKS PRINTED FOR THIS TRX: SUPPRESSING FURTHER PRINTS",
    "*** (1) TRANSACTION:",
    "*** (2) TRANSACTION:",
    "*** TRANSACTION:",
    "*** (1) HOLDS THE LOCK(S):",
    "*** (2) WAITING FOR THIS LOCK TO BE GRANTED:",
    "*** WAITING FOR THIS LOCK TO BE GRANTED:",
    "*** CONFLICTING WITH:",
    "*** WE ROLL BACK TRANSACTION (2)",
    "*** WE ROLL BACK TRANSACTION (0)",
    "*** (",
    "130624 17:39:24TOO DEEP OR LONG SEARCH IN THE LOCK TABLE WAITS-FOR GRAPH, WE WILL ROLL BACK FOLLOWING TRANSACTION",
    "... truncated...",
    "History list length 12",
    "Trx read view will not see trx with id >= 1, sees < 1",
    "*************************** 1. row ***************************",
    "  Type: InnoDB",
    "Status: ",
    "| InnoDB |      | \\n=====\\n |",
    "+--------+",
    "2024-01-02T03:04:05.123456Z 12 [Note] [MY-012468] [InnoDB] Transactions deadlock detected, dumping detailed information.",
    "2024-01-02 03:04:05 0x7f [Note] InnoDB: *** (1) TRANSACTION:",
    "",
    "\r",
    "é€𝄞",
];

fn soup() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(VOCABULARY), 0..120).prop_map(|v| v.join("\n"))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_strings(s in any::<String>()) {
        exercise(&s);
    }

    #[test]
    fn arbitrary_bytes_as_text(b in prop::collection::vec(any::<u8>(), 0..2000)) {
        exercise(&String::from_utf8_lossy(&b));
    }

    #[test]
    fn line_soup(s in soup()) {
        exercise(&s);
        exercise(&s.replace('\n', "\r\n"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn captures_cut_anywhere(which in 0..SAMPLES.len(), at in any::<prop::sample::Index>()) {
        let text = sample(which);
        let mut cut = at.index(text.len() + 1);
        while !text.is_char_boundary(cut) {
            cut -= 1;
        }
        exercise(&text[..cut]);
        exercise(&text[cut..]);
    }

    #[test]
    fn captures_shuffled(which in 0..SAMPLES.len(), seed in any::<u64>()) {
        let text = sample(which);
        let mut lines: Vec<&str> = text.lines().collect();
        // Fisher-Yates with a splitmix64 stream.
        let mut x = seed;
        for i in (1..lines.len()).rev() {
            x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = x;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            let j = ((z ^ (z >> 31)) % (i as u64 + 1)) as usize;
            lines.swap(i, j);
        }
        exercise(&lines.join("\n"));
    }

    #[test]
    fn captures_with_lines_dropped_or_doubled(
        which in 0..SAMPLES.len(),
        edits in prop::collection::vec((any::<prop::sample::Index>(), 0u8..3), 1..20),
    ) {
        let text = sample(which);
        let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
        for (at, op) in edits {
            if lines.is_empty() {
                break;
            }
            let i = at.index(lines.len());
            match op {
                0 => {
                    lines.remove(i);
                }
                1 => {
                    let l = lines[i].clone();
                    lines.insert(i, l);
                }
                _ => {
                    // Cut one line in the middle (a mid-line cap).
                    let l = &lines[i];
                    let mut c = l.len() / 2;
                    while !l.is_char_boundary(c) {
                        c -= 1;
                    }
                    lines[i] = l[..c].to_string();
                }
            }
        }
        exercise(&lines.join("\n"));
    }
}

#[test]
fn every_char_boundary_of_a_small_capture() {
    let text = sample(4);
    for cut in (0..=text.len()).filter(|&i| text.is_char_boundary(i)) {
        exercise(&text[..cut]);
    }
    // And every 7th of a larger one, in the other shapes too.
    let text = sample(0);
    for cut in (0..=text.len())
        .step_by(7)
        .filter(|&i| text.is_char_boundary(i))
    {
        let part = &text[..cut];
        exercise(part);
        let _ = normalize(&format!(
            "*************************** 1. row ***************************\n  Type: InnoDB\n  Name: \nStatus: {part}"
        ));
    }
}

fn time(f: impl Fn()) -> Duration {
    let t = Instant::now();
    f();
    t.elapsed()
}

/// Doubling the input about doubles the time (generous bound: shared CI
/// machines are noisy).
fn assert_linear(name: &str, make: impl Fn(usize) -> String) {
    let small = make(1);
    let big = make(8);
    let ts = (0..3).map(|_| time(|| exercise(&small))).min().unwrap();
    let tb = (0..3).map(|_| time(|| exercise(&big))).min().unwrap();
    let ratio = tb.as_secs_f64() / ts.as_secs_f64().max(1e-6);
    eprintln!(
        "{name}: {} B in {ts:?}, {} B in {tb:?} (x{ratio:.1})",
        small.len(),
        big.len()
    );
    assert!(
        ratio < 40.0,
        "{name}: 8x the input took {ratio:.1}x the time"
    );
}

#[test]
fn linear_on_large_inputs() {
    // Many lock lines in one transaction, all on one page, many waiters.
    assert_linear("hot page", |k| {
        let mut s = String::from(
            "------------\nTRANSACTIONS\n------------\n---TRANSACTION 1, ACTIVE 100 sec\n2 lock struct(s), heap size 1, 1 row lock(s)\nMySQL thread id 1, query id 1 h u\n",
        );
        for i in 0..2000 * k {
            s.push_str(&format!("RECORD LOCKS space id 5 page no {} n bits 72 index PRIMARY of table `p`.`reservation_units` trx id 1 lock_mode X\nRecord lock, heap no {} PHYSICAL RECORD: n_fields 1; compact format; info bits 0\n", i % 50, i % 100 + 1));
        }
        for w in 0..200 * k {
            s.push_str(&format!("---TRANSACTION {}, ACTIVE 5 sec\nLOCK WAIT 2 lock struct(s), heap size 1, 1 row lock(s)\nMySQL thread id 2, query id 2 h u\n------- TRX HAS BEEN WAITING 5 SEC FOR THIS LOCK TO BE GRANTED:\nRECORD LOCKS space id 5 page no {} n bits 72 index PRIMARY of table `p`.`reservation_units` trx id {} lock_mode X insert intention waiting\nRecord lock, heap no 1 PHYSICAL RECORD: n_fields 1; compact format; info bits 0\n------------------\n", w + 2, 1000 + w, w + 2));
        }
        s
    });
    // One enormous line, and a deep stack of quoted identifiers.
    assert_linear("long line", |k| "x".repeat(200_000 * k));
    assert_linear("long query", |k| {
        format!(
            "------------\nTRANSACTIONS\n------------\n---TRANSACTION 1, ACTIVE 1 sec\nMySQL thread id 1, query id 1 h u\n{}",
            "SELECT 1\n".repeat(20_000 * k)
        )
    });
    assert_linear("repeated capture", |k| sample(0).repeat(20 * k));
}
