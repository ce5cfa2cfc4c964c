//! `poolctl inspect-locks` on the binary: captures from the project's own
//! MariaDB 10.11 (tests/fixtures/innodb-live) and from stdin.

use crate::LIVE_FIXTURES as LIVE;
use crate::util::{BIN, Run};
use std::io::Write;
use std::process::{Command, Stdio};

fn inspect(args: &[&str], stdin: Option<&str>) -> Run {
    let mut c = Command::new(BIN);
    c.env_remove("POOLCTL_CONFIG")
        .env_remove("POOLCTL_URL")
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .arg("inspect-locks")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = c.spawn().unwrap();
    if let Some(text) = stdin {
        child
            .stdin
            .take()
            .unwrap()
            .write_all(text.as_bytes())
            .unwrap();
    } else {
        drop(child.stdin.take());
    }
    Run::finished(&c, child.wait_with_output().unwrap())
}

/// The empty-pool trap: a SKIP LOCKED scan at REPEATABLE READ holds the
/// supremum; the refill's INSERT waits on it with an insert-intention lock.
#[test]
fn empty_pool_supremum_gap_lock_blocks_the_refill_insert() {
    for file in [
        "mariadb-10.11-empty-pool-rr-supremum-insert-intention-G.txt",
        "mariadb-10.11-empty-pool-rr-supremum-insert-intention-batch.txt",
    ] {
        let path = format!("{LIVE}/{file}");
        let r = inspect(&["--file", &path, "--format", "json"], None);
        r.expect_code(1);
        let j = r.json();
        let f = j["findings"].as_array().unwrap();
        let gap = f
            .iter()
            .find(|x| x["kind"] == "gap-lock")
            .expect("gap-lock");
        assert_eq!(gap["table"], "shop.reservation_units", "{file}");
        assert_eq!(gap["trx"], "74");
        assert_eq!(gap["supremum"], true);
        assert_eq!(
            gap["severity"], "error",
            "a gap lock on the pool table is an error"
        );
        assert_eq!(gap["runbook"], "runbooks/locks.md#gap-locks-on-the-pool");
        let wait = f
            .iter()
            .find(|x| x["kind"] == "insert-intention-wait")
            .expect("insert-intention-wait");
        assert_eq!(wait["waiter"], "75");
        assert_eq!(wait["blocker"], "74");
        assert_eq!(wait["supremum"], true);
        // MariaDB prints the wait in microseconds (1,213,679 us).
        assert_eq!(wait["wait_secs"], 1);
        assert_eq!(wait["blockers"], serde_json::json!(["74"]));
        assert_eq!(wait["waiters"], serde_json::json!(["75"]));
        let hub = &j["hubs"][0];
        assert_eq!(hub["holders"], serde_json::json!(["74"]), "{j:#}");
        assert_eq!(hub["waiters"], serde_json::json!(["75"]));
        assert_eq!(hub["supremum"], true);
        assert_eq!(hub["lock"], "X,INSERT_INTENTION");
        assert_eq!(wait["hub"], hub["hub"]);
        let heads = j["head_blockers"].as_array().unwrap();
        assert_eq!(heads.len(), 1, "{j:#}");
        assert_eq!(heads[0]["trx"], "74");
        // The connection to look for: `MariaDB thread id T, ... 127.0.0.1 poolctl User sleep`.
        assert!(heads[0]["thread_id"].is_u64(), "{j:#}");
        assert_eq!(
            (heads[0]["host"].as_str(), heads[0]["user"].as_str()),
            (Some("127.0.0.1"), Some("poolctl")),
            "{j:#}"
        );
    }
}

#[test]
fn table_output_names_runbooks_and_hubs() {
    let path = format!("{LIVE}/mariadb-10.11-empty-pool-rr-supremum-insert-intention-G.txt");
    let r = inspect(&["--file", &path], None);
    r.expect_code(1);
    assert!(
        r.stdout
            .contains("runbooks/locks.md#refill-blocked-by-a-gap-lock"),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("74 -> 75"), "{}", r.stdout);
}

#[test]
fn stdin_and_garbage() {
    let r = inspect(&["--file", "-"], Some("this is not an innodb status\n"));
    r.expect_code(2);
    assert!(
        r.stderr.contains("no `INNODB MONITOR OUTPUT` header"),
        "{}",
        r.stderr
    );
    let r = inspect(&["--file", "/nonexistent/status.txt"], None);
    r.expect_code(2);
    assert!(r.stderr.contains("cannot read"), "{}", r.stderr);
}

/// `--watch` is live only, at a sane interval; `--samples` needs `--watch`.
#[test]
fn watch_arguments_are_checked() {
    for (args, says) in [
        (&["--watch", "1", "--file", "-"][..], "cannot be used with"),
        (&["--watch", "0.01"][..], "between 0.1 and 86400"),
        (&["--watch", "soon"][..], "not a number of seconds"),
        (&["--samples", "3"][..], "--watch"),
        (&["--watch", "1", "--samples", "0"][..], "--samples"),
    ] {
        let r = inspect(args, None);
        r.expect_code(2);
        assert!(r.stderr.contains(says), "{args:?}: {}", r.stderr);
    }
}

/// The table names each deadlocked transaction's connection: thread id,
/// host and IP, user, state (the line under `*** (N) TRANSACTION:`).
#[test]
fn deadlock_table_names_the_connections() {
    let path = std::path::Path::new(crate::CAPTURES)
        .join("ptk-deadlock-5.5-vertical-G-ansi-quotes-dup-key-s-lock.txt");
    let r = inspect(&["--file", path.to_str().unwrap()], None);
    r.expect_code(1);
    let row = r
        .stdout
        .lines()
        .find(|l| l.contains("29247292"))
        .unwrap_or_else(|| panic!("no row for thread 29247292:\n{}", r.stdout));
    for cell in [
        "bm-dell05-publicwww01.bm.int.percona.com (10.10.9.210)",
        "root",
        "update",
    ] {
        assert!(row.contains(cell), "{cell:?} in {row}\n{}", r.stdout);
    }
}

/// The project's own MariaDB 10.11 captures of many blockers and hubs
/// (tests/fixtures/innodb-live/README.md says how each was taken).
#[test]
fn live_captures_of_many_blockers_one_hub_and_a_deadlock() {
    let json = |file: &str| {
        let r = inspect(
            &["--file", &format!("{LIVE}/{file}"), "--format", "json"],
            None,
        );
        r.expect_code(1);
        assert!(
            !r.stderr.contains("another trx id"),
            "{file}: MariaDB's `trx id 0` of a read-only transaction is not foreign: {}",
            r.stderr
        );
        r.json()
    };
    let of = |j: &serde_json::Value, kind: &str| -> Vec<serde_json::Value> {
        j["findings"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|f| {
                f["kind"] == kind && f["table"].as_str().is_some_and(|t| t.starts_with("shop."))
            })
            .cloned()
            .collect()
    };

    let j = json("mariadb-10.11-three-share-locks-block-one-update-G.txt");
    let w = of(&j, "lock-wait");
    assert_eq!(w.len(), 1, "{j:#}");
    assert_eq!(w[0]["waiters"], serde_json::json!(["4336"]));
    assert_eq!(
        w[0]["blockers"],
        serde_json::json!(["(0x7faddd91cc80)", "(0x7faddd91c180)", "(0x7faddd91b680)"])
    );
    let threads: Vec<u64> = j["head_blockers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["thread_id"].as_u64().unwrap())
        .collect();
    assert_eq!(threads, [994, 996, 995], "the readers' connections: {j:#}");

    let j = json("mariadb-10.11-three-rr-reserves-block-three-refills-G.txt");
    let w = of(&j, "insert-intention-wait");
    assert_eq!(w.len(), 1, "one hub, one finding: {j:#}");
    assert_eq!(w[0]["waiters"], serde_json::json!(["4343", "4342", "4341"]));
    assert_eq!(
        w[0]["blockers"],
        serde_json::json!(["4340", "4339", "4338"])
    );
    assert_eq!(w[0]["supremum"], true);
    assert_eq!(of(&j, "gap-lock").len(), 3);
    assert_eq!(j["hubs"].as_array().unwrap().len(), 1);

    let j = json("mariadb-10.11-opposite-order-deadlock-G.txt");
    let d = of(&j, "deadlock");
    assert_eq!(d.len(), 1);
    assert_eq!(d[0]["victim"], "4350");
    let t: Vec<(u64, &str, &str, &str)> = d[0]["transactions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            (
                t["thread_id"].as_u64().unwrap(),
                t["ip"].as_str().unwrap(),
                t["user"].as_str().unwrap(),
                t["query_state"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        t,
        [
            (1011, "127.0.0.1", "poolctl", "Updating"),
            (1012, "127.0.0.1", "poolctl", "Updating")
        ]
    );
}
