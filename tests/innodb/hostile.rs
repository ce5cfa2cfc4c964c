//! inspect-locks on hostile input: sections the parser cannot read, input
//! that is not an InnoDB status at all, and shapes built to blow up the
//! output. Each becomes a warning or a clear error, never a false finding.

use crate::util::{BIN, Run};
use poolctl::innodb::{FindingOptions, ParseWarning, findings, parse};
use std::io::Write;
use std::process::{Command, Stdio};

/// `poolctl inspect-locks ARGS` with `stdin` piped in.
pub fn inspect(args: &[&str], stdin: &[u8]) -> Run {
    let mut cmd = Command::new(BIN);
    cmd.env_remove("POOLCTL_CONFIG")
        .env_remove("POOLCTL_URL")
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .arg("inspect-locks")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().unwrap();
    let mut input = child.stdin.take().unwrap();
    // The binary may stop reading early (binary input): a broken pipe is fine.
    let _ = input.write_all(stdin);
    drop(input);
    Run::finished(&cmd, child.wait_with_output().unwrap())
}

/// A status around `deadlock` (the body of its LATEST DETECTED DEADLOCK
/// section, which starts at line 5: the title).
fn status_with_deadlock(deadlock: &str) -> String {
    format!(
        "=====================================\n\
2026-05-01 10:00:00 0x7f INNODB MONITOR OUTPUT\n\
=====================================\n\
------------------------\n\
LATEST DETECTED DEADLOCK\n\
------------------------\n\
{deadlock}\
------------\n\
TRANSACTIONS\n\
------------\n\
Trx id counter 2000\n\
History list length 3\n\
----------------------------\n\
END OF INNODB MONITOR OUTPUT\n\
============================\n"
    )
}

const GARBAGE_DEADLOCK: &str = "this is no deadlock dump\n\
*** something odd\n\
0123456789abcdef\n";

#[test]
fn an_unreadable_deadlock_section_is_a_warning_not_a_finding() {
    let st = parse(&status_with_deadlock(GARBAGE_DEADLOCK));
    assert!(st.deadlocks.is_empty(), "{:#?}", st.deadlocks);
    let f = findings(&st, &FindingOptions::default());
    assert!(f.iter().all(|f| f.kind.name() != "deadlock"), "{f:#?}");
    let unreadable: Vec<&ParseWarning> = st
        .warnings
        .iter()
        .filter(|w| matches!(w, ParseWarning::UnreadableDeadlock { .. }))
        .collect();
    assert_eq!(unreadable.len(), 1, "{:#?}", st.warnings);
    assert_eq!(unreadable[0].line(), Some(5), "where: the section's title");
    let text = unreadable[0].to_string();
    assert!(
        text.starts_with("line 5: ") && text.contains("no `*** (N) TRANSACTION:` entry"),
        "why: {text}"
    );
    // The garbage line is not taken for the timestamp either.
    assert!(
        st.warnings
            .iter()
            .any(|w| matches!(w, ParseWarning::BadDeadlockLine { line: 7, .. })),
        "{:#?}",
        st.warnings
    );

    // The binary: no deadlock finding, exit 0, the warning on stderr.
    let r = inspect(
        &["--file", "-", "--format", "json"],
        status_with_deadlock(GARBAGE_DEADLOCK).as_bytes(),
    );
    r.expect_code(0);
    let j = r.json();
    assert_eq!(j["findings"], serde_json::json!([]), "{j:#}");
    assert!(
        r.stderr
            .contains("line 5: a deadlock section that could not be read"),
        "{}",
        r.stderr
    );
    assert!(
        j["warnings"]
            .as_array()
            .unwrap()
            .iter()
            .any(|w| w.as_str().unwrap().contains("could not be read")),
        "{j:#}"
    );
}

#[test]
fn transactions_without_a_readable_header_are_left_out_with_a_warning() {
    // Entry (1) lost its TRANSACTION line; entry (2) is whole.
    let body = "2026-05-01 09:59:58 0x7f2a\n\
*** (1) TRANSACTION:\n\
garbled line\n\
*** (1) WAITING FOR THIS LOCK TO BE GRANTED:\n\
RECORD LOCKS space id 3 page no 4 n bits 72 index PRIMARY of table `p`.`a` trx id 10 lock_mode X locks rec but not gap waiting\n\
*** (2) TRANSACTION:\n\
TRANSACTION 11, ACTIVE 3 sec starting index read\n\
MySQL thread id 9, OS thread handle 2, query id 21 localhost app updating\n\
DELETE FROM a WHERE id = 1\n\
*** (2) HOLDS THE LOCK(S):\n\
RECORD LOCKS space id 3 page no 4 n bits 72 index PRIMARY of table `p`.`a` trx id 11 lock_mode X locks rec but not gap\n\
*** WE ROLL BACK TRANSACTION (2)\n";
    let st = parse(&status_with_deadlock(body));
    assert_eq!(st.deadlocks.len(), 1);
    let d = &st.deadlocks[0];
    assert_eq!(d.transactions.len(), 1);
    assert_eq!(d.transactions[0].trx.id, "11");
    assert_eq!(d.timestamp.as_deref(), Some("2026-05-01 09:59:58 0x7f2a"));
    assert!(
        st.warnings.iter().any(|w| matches!(
            w,
            ParseWarning::UnreadableDeadlockTransaction {
                line: 8,
                number: Some(1)
            }
        )),
        "{:#?}",
        st.warnings
    );
}

#[test]
fn a_deadlock_under_a_garbage_timestamp_keeps_no_timestamp() {
    let body = "Tuesday, around lunch\n\
*** (1) TRANSACTION:\n\
TRANSACTION 10, ACTIVE 3 sec starting index read\n\
*** (1) WAITING FOR THIS LOCK TO BE GRANTED:\n\
RECORD LOCKS space id 3 page no 4 n bits 72 index PRIMARY of table `p`.`a` trx id 10 lock_mode X locks rec but not gap waiting\n\
*** (2) TRANSACTION:\n\
TRANSACTION 11, ACTIVE 3 sec starting index read\n\
*** (2) HOLDS THE LOCK(S):\n\
RECORD LOCKS space id 3 page no 4 n bits 72 index PRIMARY of table `p`.`a` trx id 11 lock_mode X locks rec but not gap\n\
*** WE ROLL BACK TRANSACTION (2)\n";
    let st = parse(&status_with_deadlock(body));
    let d = &st.deadlocks[0];
    assert_eq!(d.timestamp, None, "a garbage line is not a timestamp");
    assert_eq!(d.transactions.len(), 2);
    assert!(
        st.warnings
            .iter()
            .any(|w| matches!(w, ParseWarning::BadDeadlockLine { line: 7, .. })),
        "{:#?}",
        st.warnings
    );
}

/// Exit 2, nothing on stdout, one line on stderr that says `says`, fast.
#[track_caller]
fn refused(r: &Run, says: &str) {
    r.expect_code(2);
    assert_eq!(r.stdout, "", "nothing on stdout");
    assert_eq!(r.stderr.lines().count(), 1, "one message: {}", r.stderr);
    assert!(
        r.stderr.starts_with("poolctl: error: ") && r.stderr.contains(says),
        "expected {says:?}: {}",
        r.stderr
    );
}

/// `SHOW GLOBAL STATUS`, in the shapes the mysql client prints it.
const GLOBAL_STATUS_BATCH: &str = "Aborted_clients\t0\nAborted_connects\t2\nCom_select\t1204\n\
Innodb_row_lock_current_waits\t0\nInnodb_row_lock_waits\t17\nInnodb_deadlocks\t3\nUptime\t86400\n";

fn global_status_table() -> String {
    let mut s = String::from(
        "+-------------------------------+-------+\n| Variable_name                 | Value |\n+-------------------------------+-------+\n",
    );
    for l in GLOBAL_STATUS_BATCH.lines() {
        let (k, v) = l.split_once('\t').unwrap();
        s.push_str(&format!("| {k:<29} | {v:<5} |\n"));
    }
    s.push_str("+-------------------------------+-------+\n7 rows in set (0.001 sec)\n");
    s
}

fn global_status_vertical() -> String {
    let mut s = String::new();
    for (i, l) in GLOBAL_STATUS_BATCH.lines().enumerate() {
        let (k, v) = l.split_once('\t').unwrap();
        s.push_str(&format!(
            "*************************** {}. row ***************************\nVariable_name: {k}\n        Value: {v}\n",
            i + 1
        ));
    }
    s
}

#[test]
fn input_that_is_no_innodb_status_exits_2_with_one_message() {
    let dir = tempfile::tempdir().unwrap();
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        ("empty", Vec::new(), "not an InnoDB status: it is empty"),
        ("blank", b"\n \r\n\t\n".to_vec(), "it is empty"),
        (
            "global-status-batch",
            GLOBAL_STATUS_BATCH.as_bytes().to_vec(),
            "it looks like SHOW GLOBAL STATUS",
        ),
        (
            "global-status-table",
            global_status_table().into_bytes(),
            "it looks like SHOW GLOBAL STATUS",
        ),
        (
            "global-status-vertical",
            global_status_vertical().into_bytes(),
            "it looks like SHOW GLOBAL STATUS",
        ),
        (
            "prose",
            b"Dear on-call,\nthe pool is empty again.\n".to_vec(),
            "no `INNODB MONITOR OUTPUT` header",
        ),
        (
            "binary",
            // A gzip header: what a compressed capture starts with.
            [
                &[0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00][..],
                &[b'x'; 100],
            ]
            .concat(),
            "it is binary data (a NUL byte at offset 3)",
        ),
        (
            "binary-late",
            [&b"TRANSACTIONS\n".repeat(10_000)[..], b"\0"].concat(),
            "a NUL byte at offset 130000",
        ),
    ];
    for (name, bytes, says) in &cases {
        // As a file and on stdin, table and JSON.
        let path = dir.path().join(name);
        std::fs::write(&path, bytes).unwrap();
        let file = path.to_str().unwrap();
        let r = inspect(&["--file", file], b"");
        refused(&r, says);
        assert!(
            r.stderr.contains(&format!("file {file}")),
            "{name}: {}",
            r.stderr
        );
        refused(&inspect(&["--file", "-", "--format", "json"], bytes), says);
    }
}

/// Endless binary input (`/dev/urandom`, `/dev/zero`): refused at once, not
/// after reading for ever.
#[test]
fn endless_binary_input_is_refused_at_once() {
    for dev in ["/dev/urandom", "/dev/zero"] {
        let t = std::time::Instant::now();
        let r = inspect(&["--file", dev], b"");
        refused(&r, "it is binary data");
        assert!(
            t.elapsed() < std::time::Duration::from_secs(5),
            "{dev}: {:?}",
            t.elapsed()
        );
    }
}

/// The flash-sale trap at scale: `n` reserves at REPEATABLE READ each hold
/// the supremum of an empty pool's page (gap locks do not conflict with
/// each other), and `n` refill INSERTs each wait on it with an
/// insert-intention lock: every waiter is blocked by every holder.
fn one_gap_many_holders_many_waiters(n: usize) -> String {
    let mut s = String::from(
        "=====================================\n2026-11-27 09:00:01 0x7f INNODB MONITOR OUTPUT\n=====================================\n------------\nTRANSACTIONS\n------------\nTrx id counter 90000\nHistory list length 5\nLIST OF TRANSACTIONS FOR EACH SESSION:\n",
    );
    let sup = "Record lock, heap no 1 PHYSICAL RECORD: n_fields 1; compact format; info bits 0\n 0: len 8; hex 73757072656d756d; asc supremum;;\n\n";
    let table = "`shop`.`reservation_units`";
    for i in 0..n {
        let (holder, waiter) = (10_000 + i, 20_000 + i);
        s.push_str(&format!(
            "---TRANSACTION {holder}, ACTIVE 30 sec\n2 lock struct(s), heap size 1128, 1 row lock(s)\n\
MariaDB thread id {}, OS thread handle 1400{holder}, query id {} 10.0.1.{} app \n\
TABLE LOCK table {table} trx id {holder} lock mode IX\n\
RECORD LOCKS space id 5 page no 4 n bits 72 index PRIMARY of table {table} trx id {holder} lock_mode X\n{sup}",
            100 + i,
            holder * 3,
            i % 250
        ));
        s.push_str(&format!(
            "---TRANSACTION {waiter}, ACTIVE 2 sec inserting\nmysql tables in use 1, locked 1\n\
LOCK WAIT 2 lock struct(s), heap size 1128, 1 row lock(s)\n\
MariaDB thread id {}, OS thread handle 1400{waiter}, query id {} 10.0.2.{} refill Update\n\
INSERT INTO reservation_units (shop_id, inventory_item_id, inventory_group_id, id) VALUES (1, 2, 3, {i})\n\
------- TRX HAS BEEN WAITING 1500000 us FOR THIS LOCK TO BE GRANTED:\n\
RECORD LOCKS space id 5 page no 4 n bits 72 index PRIMARY of table {table} trx id {waiter} lock_mode X insert intention waiting\n{sup}\
------------------\n\
TABLE LOCK table {table} trx id {waiter} lock mode IX\n\
RECORD LOCKS space id 5 page no 4 n bits 72 index PRIMARY of table {table} trx id {waiter} lock_mode X insert intention waiting\n{sup}",
            2000 + i,
            waiter * 3,
            i % 250
        ));
    }
    s.push_str("----------------------------\nEND OF INNODB MONITOR OUTPUT\n============================\n");
    s
}

/// One gap held by 463 transactions and waited on by 463 (the shape that
/// gave 428,275 chains, 21.6 MB of JSON and 1.5-3 s): one hub, one wait
/// finding naming all 463 blockers and all 463 waiters, output growing
/// linearly with the transactions.
#[test]
fn one_gap_held_by_463_and_waited_on_by_463_gives_one_hub() {
    let n = 463;
    let text = one_gap_many_holders_many_waiters(n);
    let started = std::time::Instant::now();
    let r = inspect(&["--file", "-", "--format", "json"], text.as_bytes());
    let took = started.elapsed();
    r.expect_code(1);
    let json_bytes = r.stdout.len();
    let j = r.json();

    let hubs = j["hubs"].as_array().unwrap();
    assert_eq!(hubs.len(), 1, "one lock, one hub");
    let hub = &hubs[0];
    let holders: Vec<&str> = hub["holders"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    let waiters: Vec<&str> = hub["waiters"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    let want_holders: Vec<String> = (0..n).map(|i| (10_000 + i).to_string()).collect();
    let want_waiters: Vec<String> = (0..n).map(|i| (20_000 + i).to_string()).collect();
    assert_eq!(holders, want_holders);
    assert_eq!(waiters, want_waiters);
    assert_eq!(
        (hub["supremum"].as_bool(), hub["lock"].as_str()),
        (Some(true), Some("X,INSERT_INTENTION"))
    );
    assert_eq!(j["head_blockers"].as_array().unwrap().len(), n);

    let findings = j["findings"].as_array().unwrap();
    let waits: Vec<&serde_json::Value> = findings
        .iter()
        .filter(|f| f["kind"] == "insert-intention-wait")
        .collect();
    assert_eq!(waits.len(), 1, "one finding for the hub");
    let w = waits[0];
    assert_eq!(
        w["blockers"].as_array().unwrap().len(),
        n,
        "names all blockers"
    );
    assert_eq!(w["waiters"].as_array().unwrap().len(), n);
    assert_eq!(
        (w["waiter"].as_str(), w["blocker"].as_str()),
        (Some("20000"), Some("10000"))
    );
    assert_eq!(
        (w["hub"].as_u64(), w["wait_secs"].as_u64()),
        (Some(1), Some(1))
    );
    assert_eq!(
        findings.iter().filter(|f| f["kind"] == "gap-lock").count(),
        n,
        "one per holder"
    );
    assert_eq!(findings.len(), n + 1);

    // Linear, not waiters x holders: 214,369 pairs of ~20 bytes alone would be 4 MB.
    assert!(json_bytes < 400_000, "{json_bytes} bytes of JSON");
    assert!(took < std::time::Duration::from_secs(10), "took {took:?}");
    // Twice the transactions, about twice the output.
    let twice = inspect(
        &["--file", "-", "--format", "json"],
        one_gap_many_holders_many_waiters(2 * n).as_bytes(),
    );
    twice.expect_code(1);
    let ratio = twice.stdout.len() as f64 / json_bytes as f64;
    assert!(
        (1.8..2.3).contains(&ratio),
        "2x the input gave {ratio:.2}x the JSON"
    );

    // The table for people: the hub on one line, ids shortened.
    let t = inspect(&["--file", "-"], text.as_bytes());
    t.expect_code(1);
    let line = t
        .stdout
        .lines()
        .find(|l| l.contains("(hub 1:"))
        .unwrap_or_else(|| panic!("{}", t.stdout));
    assert!(
        line.contains("[463 holders: 10000, 10001,") && line.contains("(+455 more)]"),
        "{line}"
    );
    assert!(line.contains("-> [463 waiters: 20000,"), "{line}");
    assert!(t.stdout.len() < 200_000, "{} bytes of text", t.stdout.len());
}
