//! `poolctl::innodb` against real captured `SHOW ENGINE INNODB STATUS` outputs
//! (`tests/fixtures/innodb-status/`, described in its PROVENANCE.md) and
//! against the same texts rewritten into every other input shape (`\G`,
//! tabular, tab-separated batch, error log, CRLF).

use poolctl::innodb::*;
use serde_json::Value;
use std::path::PathBuf;

fn fixture_dir() -> PathBuf {
    PathBuf::from(crate::CAPTURES)
}

fn fixture_names() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(fixture_dir())
        .expect("read tests/fixtures/innodb-status")
        .map(|e| {
            e.expect("fixture entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|n| n.ends_with(".txt"))
        .collect();
    names.sort();
    assert!(
        names.len() >= 26,
        "expected the 26 captures listed in PROVENANCE.md, found {}",
        names.len()
    );
    names
}

fn read(name: &str) -> String {
    let path: PathBuf = fixture_dir().join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("read {}: {e}", path.display()))
}

fn fixture(name: &str) -> Status {
    parse(&read(name))
}

fn kinds(f: &[Finding]) -> Vec<&'static str> {
    f.iter().map(|f| f.kind.name()).collect()
}

fn default_findings(st: &Status) -> Vec<Finding> {
    findings(st, &FindingOptions::default())
}

/// Problems above note level, apart from the truncation flag.
fn real_warnings(st: &Status) -> Vec<&ParseWarning> {
    st.warnings
        .iter()
        .filter(|w| {
            w.level() == WarningLevel::Warning && !matches!(w, ParseWarning::Truncated { .. })
        })
        .collect()
}

/// Every lock line of the TRANSACTIONS section, the TRX HAS BEEN WAITING copy
/// counted once (as `lock_lines` does).
fn trx_lock_lines(st: &Status, scope: LockScope) -> usize {
    st.transactions
        .iter()
        .map(|t| {
            let listed = t.locks.iter().filter(|l| l.scope == scope).count();
            let wait_only = t
                .wait
                .as_ref()
                .and_then(|w| w.lock.as_ref())
                .filter(|w| w.scope == scope && !t.locks.contains(w))
                .is_some();
            listed + usize::from(wait_only)
        })
        .sum()
}

fn deadlock_lock_lines(st: &Status) -> usize {
    st.deadlocks
        .iter()
        .flat_map(|d| &d.transactions)
        .map(|t| t.lock_lines)
        .sum()
}

// ---------------------------------------------------------------------------
// Every capture parses; only the expected one is truncated.

const TRUNCATED: &[&str] = &["ptk-lockmonitor-5.1-many-rec-not-gap-xa-prepared-truncated.txt"];

#[test]
fn every_fixture_parses_without_warnings() {
    for name in fixture_names() {
        let st = fixture(&name);
        assert!(
            real_warnings(&st).is_empty(),
            "{name}: {:#?}",
            real_warnings(&st)
        );
        let expect_truncated = TRUNCATED.contains(&name.as_str());
        assert_eq!(st.truncated, expect_truncated, "{name}: truncated flag");
        assert_eq!(
            st.warnings
                .iter()
                .any(|w| matches!(w, ParseWarning::Truncated { .. })),
            expect_truncated,
            "{name}: truncation warning"
        );
        assert!(
            !st.transactions.is_empty() || !st.deadlocks.is_empty(),
            "{name}: neither transactions nor a deadlock found"
        );
        // The findings and hubs run on everything.
        let _ = default_findings(&st);
        let _ = blocking(&st);
        // Printed lock lines are counted from the lines, not the header.
        for t in &st.transactions {
            assert!(
                t.lock_lines == t.locks.len() || t.lock_lines == t.locks.len() + 1,
                "{name}"
            );
        }
    }
}

#[test]
fn every_fixture_has_its_facts_checked() {
    let checked: Vec<&str> = FACTS.iter().map(|(n, _)| *n).collect();
    for name in fixture_names() {
        assert!(
            checked.contains(&name.as_str()),
            "{name}: add its PROVENANCE facts to FACTS"
        );
    }
    for name in checked {
        assert!(
            fixture_dir().join(name).is_file(),
            "{name}: listed in FACTS but missing"
        );
    }
}

#[test]
fn fixture_facts() {
    for (name, check) in FACTS {
        let st = fixture(name);
        check(&st);
    }
}

type Check = fn(&Status);

/// What PROVENANCE.md says of each capture, as assertions.
const FACTS: &[(&str, Check)] = &[
    ("innotop-5.6.12-baseline.txt", |st| {
        assert_eq!(st.input_format, InputFormat::Vertical);
        assert_eq!(
            st.monitor_time.as_deref(),
            Some("2013-06-19 13:47:37 7f684c638700")
        );
        assert!(st.deadlocks.is_empty());
        assert!(
            st.transactions
                .iter()
                .all(|t| t.state == TrxState::NotStarted)
        );
        assert!(default_findings(st).is_empty());
    }),
    ("innotop-5.7.7-baseline.txt", |st| {
        assert_eq!(st.input_format, InputFormat::Vertical);
        assert!(
            st.monitor_time
                .as_deref()
                .unwrap()
                .ends_with(" 0x7f8ff8aab700")
        );
        assert!(default_findings(st).is_empty());
    }),
    ("innotop-5.x-latest-foreign-key-error.txt", |st| {
        assert!(st.sections.iter().any(|s| s == "LATEST FOREIGN KEY ERROR"));
        assert!(st.deadlocks.is_empty());
        assert_eq!(
            st.transactions.len(),
            2,
            "TRANSACTIONS after the skipped FK section"
        );
        assert!(default_findings(st).is_empty());
    }),
    ("innotop-8.0.12-baseline.txt", |st| {
        assert!(st.monitor_time.as_deref().unwrap().contains(" 0x7f"));
        let t = st.transaction("8885").expect("the prepared INSERT");
        assert_eq!(t.state, TrxState::Prepared);
        assert_eq!(
            (t.lock_structs, t.row_locks, t.lock_lines),
            (Some(1), Some(0), 0)
        );
        assert!(st.lock_lines_hidden);
        assert!(default_findings(st).is_empty());
    }),
    ("innotop-8.1.0-transactions-no-lock-lines.txt", |st| {
        assert_eq!(
            st.monitor_time.as_deref(),
            Some("2023-08-21 22:25:51 139784548730624")
        );
        let t = st.transaction("5162").expect("the active INSERT");
        assert_eq!(
            (t.state.clone(), t.operation.as_deref()),
            (TrxState::Active, Some("inserting"))
        );
        assert_eq!(
            (t.lock_structs, t.row_locks, t.lock_lines),
            (Some(1), Some(0), 0)
        );
        assert!(
            t.query
                .as_deref()
                .unwrap()
                .starts_with("INSERT INTO t1 VALUES (364531492,")
        );
        assert!(
            st.lock_lines_hidden,
            "lock structs but no lock lines: lock monitor off"
        );
        assert!(
            st.warnings
                .iter()
                .any(|w| matches!(w, ParseWarning::LockLinesHidden { count: 1 }))
        );
        assert!(default_findings(st).is_empty());
    }),
    ("innotop-9.2.0-baseline.txt", |st| {
        assert_eq!(st.transactions.len(), 4);
        assert!(
            st.transactions
                .iter()
                .all(|t| t.state == TrxState::NotStarted)
        );
        assert!(default_findings(st).is_empty());
    }),
    (
        "innotop-deadlock-5.5-supremum-insert-intention-ansi-quotes-anonymized.txt",
        |st| {
            assert_eq!(st.input_format, InputFormat::Vertical);
            let d = st.latest_deadlock().expect("deadlock");
            assert_eq!(
                (d.victim_number, d.victim.as_deref()),
                (Some(2), Some("6FE12E"))
            );
            let (one, two) = (&d.transactions[0], &d.transactions[1]);
            assert!(one.holds.is_empty(), "pre-8.0.18: only (2) prints HOLDS");
            let held = &two.holds[0];
            assert_eq!(
                held.table, "<anonymized>.cache_menu",
                "ANSI double quotes stripped"
            );
            assert_eq!(
                (held.index.as_deref(), held.kind().as_str()),
                (Some("PRIMARY"), "X")
            );
            assert!(
                held.supremum && held.covers_gap() && !held.gap,
                "supremum lock printed without `gap`"
            );
            for t in [one, two] {
                let w = &t.waiting_for[0];
                assert_eq!(w.kind(), "X,INSERT_INTENTION");
                assert!(w.waiting && w.supremum);
                assert_eq!(
                    t.trx.query.as_deref(),
                    Some("INSERT INTO cache_menu <anonymized>")
                );
            }
            let f = default_findings(st);
            assert_eq!(kinds(&f), ["deadlock"]);
            let FindingKind::Deadlock {
                transactions,
                victim,
                lock_order_inversion,
                ..
            } = &f[0].kind
            else {
                unreachable!()
            };
            assert_eq!(victim.as_deref(), Some("6FE12E"));
            assert!(!lock_order_inversion);
            assert!(transactions[1].holds[0].supremum);
            assert!(transactions[1].victim && !transactions[0].victim);
        },
    ),
    (
        "innotop-deadlock-percona-5.5-gap-locks-reordered-sections.txt",
        |st| {
            let pos = |s: &str| st.sections.iter().position(|x| x == s).unwrap();
            assert!(pos("LATEST DETECTED DEADLOCK") > pos("ROW OPERATIONS"));
            assert_eq!(st.sections.last().map(String::as_str), Some("TRANSACTIONS"));
            let d = st.latest_deadlock().unwrap();
            assert_eq!(
                (d.victim_number, d.victim.as_deref()),
                (Some(1), Some("AFB88BCF"))
            );
            assert_eq!(d.transactions[0].waiting_for[0].kind(), "X,REC_NOT_GAP");
            assert_eq!(d.transactions[1].holds[0].kind(), "S");
            assert_eq!(d.transactions[1].waiting_for[0].kind(), "S");
            assert!(
                d.transactions
                    .iter()
                    .flat_map(|t| &t.waiting_for)
                    .all(|l| l.heap_nos.is_empty())
            );
            let t = st.transaction("B0049C63").unwrap();
            assert!(t.locks_suppressed, "TOO MANY LOCKS PRINTED");
            assert_eq!(
                (t.lock_lines, t.row_locks),
                (10, Some(4_093_569)),
                "lines printed vs InnoDB's count"
            );
            assert!(t.locks.iter().any(|l| l.kind() == "S,GAP"));
            let sql = st.transaction("B00310F1").unwrap();
            assert!(
                sql.client
                    .as_deref()
                    .unwrap()
                    .starts_with("Slave has read all relay log")
            );
            let f = default_findings(st);
            assert_eq!(kinds(&f), ["deadlock", "gap-lock", "long-transaction"]);
            assert!(
                matches!(&f[1].kind, FindingKind::GapLock { trx, locks, supremum: false }
            if trx == "B0049C63" && locks == &["S", "X", "S,GAP"])
            );
            assert!(matches!(
                &f[2].kind,
                FindingKind::LongTransaction {
                    active_secs: 354,
                    ..
                }
            ));
        },
    ),
    (
        "pmp-deadlock-5.1-rec-not-gap-plus-lockmonitor-lines.txt",
        |st| {
            let d = st.latest_deadlock().unwrap();
            assert_eq!(
                (d.victim_number, d.victim.as_deref()),
                (Some(1), Some("9B2AB3CBC"))
            );
            for t in &d.transactions {
                let w = &t.waiting_for[0];
                assert_eq!(
                    (w.table.as_str(), w.index.as_deref()),
                    ("foozle_production.skus", Some("PRIMARY"))
                );
                assert_eq!(w.kind(), "X,REC_NOT_GAP");
                assert!(w.heap_nos.is_empty(), "no record dumps");
            }
            // 19 TABLE LOCK and 21 RECORD LOCKS lines, 3 of them in the deadlock section.
            assert_eq!(trx_lock_lines(st, LockScope::Table), 19);
            assert_eq!(
                trx_lock_lines(st, LockScope::Record) + deadlock_lock_lines(st),
                21
            );
            assert_eq!(deadlock_lock_lines(st), 3);
            assert!(
                st.warnings
                    .iter()
                    .any(|w| matches!(w, ParseWarning::Elided { .. }))
            );
            assert!(!st.truncated);
            let f = default_findings(st);
            assert_eq!(f.iter().filter(|f| f.kind.name() == "deadlock").count(), 1);
            assert!(!kinds(&f).contains(&"lock-wait"));
        },
    ),
    (
        "pmp-lockwait-5.0-double-lock-secondary-and-clustered-supremum.txt",
        |st| {
            let waiter = st.transaction("0 3410").unwrap();
            assert_eq!(waiter.wait.as_ref().unwrap().secs, Some(32));
            assert_eq!(
                waiter.lock_lines, 4,
                "the waited-for lock is listed twice, counted once"
            );
            assert_eq!(waiter.lock_structs, Some(4));
            let blocker = st.transaction("0 3409").unwrap();
            assert_eq!(
                (blocker.lock_lines, blocker.lock_structs, blocker.row_locks),
                (5, Some(5), None)
            );
            assert!(
                blocker
                    .locks
                    .iter()
                    .all(|l| l.table == "test.t1" || l.table == "test.t2"),
                "5.0 `test/t1` names"
            );
            let f = default_findings(st);
            let double: Vec<&Finding> = f
                .iter()
                .filter(|f| f.kind.name() == "double-lock")
                .collect();
            assert_eq!(double.len(), 1);
            assert_eq!(
                (double[0].table.as_deref(), double[0].index.as_deref()),
                (Some("test.t2"), Some("GEN_CLUST_INDEX"))
            );
            assert!(
                matches!(&double[0].kind, FindingKind::DoubleLock { trx, secondary_index, rows: Some(1) }
            if trx == "0 3409" && secondary_index == "a")
            );
            let wait = f.iter().find(|f| f.kind.name() == "lock-wait").unwrap();
            assert!(
                matches!(&wait.kind, FindingKind::LockWait { waiter, blocker: Some(b), lock: Some(l), wait_secs: Some(32), .. }
            if waiter == "0 3410" && b == "0 3409" && l == "X")
            );
            assert!(f.iter().any(|f| matches!(&f.kind, FindingKind::GapLock { trx, supremum: true, .. } if trx == "0 3409")
            && f.table.as_deref() == Some("test.t1")));
            let b = blocking(st);
            assert_eq!(b.hubs.len(), 1);
            assert_eq!(
                (&b.hubs[0].holders, &b.hubs[0].waiters),
                (&vec!["0 3409".to_string()], &vec!["0 3410".to_string()])
            );
            assert_eq!(b.head_blockers.len(), 1);
            assert_eq!(b.head_blockers[0].trx, "0 3409");
            assert!(b.head_blockers[0].thread_id.is_some());
        },
    ),
    ("pmp-lockwait-5.1-trx-has-been-waiting.txt", |st| {
        let t = st.transaction("1006").unwrap();
        assert_eq!(t.wait.as_ref().unwrap().secs, Some(22));
        assert_eq!(t.query.as_deref(), Some("select * from t for update"));
        assert_eq!((t.row_locks, t.lock_lines), (Some(1), 1));
        let idle = st.transaction("1004").unwrap();
        assert_eq!(
            (idle.query.as_deref(), idle.lock_lines),
            (None, 0),
            "blocker idle, no lock lines"
        );
        assert!(st.lock_lines_hidden);
        let f = default_findings(st);
        assert_eq!(kinds(&f), ["lock-wait"]);
        assert_eq!(
            (f[0].table.as_deref(), f[0].index.as_deref()),
            (Some("test.t"), Some("PRIMARY"))
        );
        assert!(
            matches!(&f[0].kind, FindingKind::LockWait { waiter, blocker: None, wait_secs: Some(22), lock: Some(l), supremum: false, .. }
            if waiter == "1006" && l == "X")
        );
        let b = blocking(st);
        assert!(
            b.hubs[0].holders.is_empty() && b.head_blockers.is_empty(),
            "the blocker's locks are not printed"
        );
    }),
    ("pmp-semaphores-5.1-latch-waits-not-row-locks.txt", |st| {
        assert!(
            st.latch_waits > 100,
            "latch waits counted: {}",
            st.latch_waits
        );
        assert_eq!(st.waiting_transactions().count(), 0);
        assert!(
            default_findings(st).is_empty(),
            "latch waits are not lock waits"
        );
        assert!(blocking(st).hubs.is_empty());
    }),
    ("ptk-5.0-baseline-two-part-trx-ids.txt", |st| {
        assert_eq!(st.transactions[0].id, "0 0");
        assert!(default_findings(st).is_empty());
    }),
    (
        "ptk-deadlock-5.0-s-next-key-supremum-gen-clust-plus-fk-error.txt",
        |st| {
            assert!(st.sections.iter().any(|s| s == "LATEST FOREIGN KEY ERROR"));
            let d = st.latest_deadlock().unwrap();
            let ids: Vec<&str> = d.transactions.iter().map(|t| t.trx.id.as_str()).collect();
            assert_eq!(ids, ["0 3793488", "0 3793489"]);
            assert_eq!(d.victim.as_deref(), Some("0 3793489"));
            let held = &d.transactions[1].holds[0];
            assert_eq!(
                (held.table.as_str(), held.index.as_deref()),
                ("test.innotop_dl", Some("GEN_CLUST_INDEX"))
            );
            assert_eq!(held.kind(), "S");
            assert!(held.is_next_key() && held.supremum);
            assert_eq!(held.heap_nos, [1, 2, 3]);
            for t in &d.transactions {
                assert_eq!(t.waiting_for[0].kind(), "X");
                assert_eq!(t.trx.row_locks, None, "5.0 prints no row lock count");
            }
            assert_eq!(
                (d.transactions[0].lock_lines, d.transactions[1].lock_lines),
                (1, 2)
            );
        },
    ),
    (
        "ptk-deadlock-5.5-vertical-G-ansi-quotes-dup-key-s-lock.txt",
        |st| {
            assert_eq!(st.input_format, InputFormat::Vertical);
            let d = st.latest_deadlock().unwrap();
            assert_eq!(d.victim.as_deref(), Some("55984EF59"));
            assert_eq!(d.transactions[1].holds[0].kind(), "S,REC_NOT_GAP");
            for t in &d.transactions {
                assert_eq!(t.waiting_for[0].table, "percona_com_redesign2015.semaphore");
                assert_eq!(t.waiting_for[0].kind(), "X,REC_NOT_GAP");
                assert!(
                    t.trx
                        .query
                        .as_deref()
                        .unwrap()
                        .starts_with("INSERT INTO semaphore")
                );
            }
            assert_eq!(
                d.transactions[0].trx.host().as_deref(),
                Some("bm-dell05-publicwww01.bm.int.percona.com")
            );
            assert_eq!(d.transactions[0].trx.user().as_deref(), Some("root"));
        },
    ),
    ("ptk-deadlock-5x-2trx-primary-x-waits.txt", |st| {
        assert!(!st.truncated, "END without its rule still ends the output");
        let d = st.latest_deadlock().unwrap();
        assert_eq!(d.timestamp.as_deref(), Some("111212 22:52:42"));
        assert_eq!(
            (d.victim_number, d.victim.as_deref()),
            (Some(2), Some("3404"))
        );
        assert!(d.transactions[0].holds.is_empty());
        assert_eq!(d.transactions[1].holds.len(), 1);
        assert!(
            d.transactions
                .iter()
                .all(|t| t.waiting_for[0].kind() == "X,REC_NOT_GAP")
        );
        assert_eq!(
            (
                d.transactions[0].trx.row_locks,
                d.transactions[0].lock_lines
            ),
            (Some(3), 1)
        );
        assert_eq!(
            (
                d.transactions[0].trx.host().as_deref(),
                d.transactions[0].trx.user().as_deref()
            ),
            (Some("localhost"), Some("root"))
        );
    }),
    ("ptk-deadlock-5x-username-with-dash.txt", |st| {
        let d = st.latest_deadlock().unwrap();
        for t in &d.transactions {
            assert_eq!(
                (t.trx.host().as_deref(), t.trx.user().as_deref()),
                (Some("localhost"), Some("ro-ot"))
            );
        }
        // Otherwise the same deadlock as bug_903443.
        let other = fixture("ptk-deadlock-5x-2trx-primary-x-waits.txt");
        let mut renamed = d.clone();
        for t in &mut renamed.transactions {
            t.trx.client = t.trx.client.as_ref().map(|c| c.replace("ro-ot", "root"));
        }
        assert_eq!(&renamed, other.latest_deadlock().unwrap());
    }),
    ("ptk-deadlock-too-deep-waits-for-graph-fragment.txt", |st| {
        assert!(
            st.warnings
                .iter()
                .any(|w| matches!(w, ParseWarning::Fragment))
        );
        let d = st.latest_deadlock().unwrap();
        assert!(d.too_deep);
        assert_eq!(d.timestamp.as_deref(), Some("130624 17:39:24"));
        assert_eq!(d.transactions.len(), 1);
        assert_eq!(d.transactions[0].number, None);
        assert_eq!(d.victim.as_deref(), Some("3BF88F886"));
        let w = &d.transactions[0].waiting_for[0];
        assert_eq!(
            (w.scope, w.mode.clone(), w.table.as_str()),
            (LockScope::Table, LockMode::AutoInc, "db.gr_v3_response_log")
        );
        let f = default_findings(st);
        assert!(matches!(
            &f[0].kind,
            FindingKind::Deadlock { too_deep: true, .. }
        ));
    }),
    (
        "ptk-lockmonitor-5.1-many-rec-not-gap-xa-prepared-truncated.txt",
        |st| {
            assert!(st.truncated);
            assert!(
                st.warnings
                    .iter()
                    .any(|w| matches!(w, ParseWarning::Elided { .. }))
            );
            // 154 TABLE LOCK and 131 RECORD LOCKS lines; one of each follows the
            // `... truncated...` marker before any transaction and has no owner.
            assert_eq!(trx_lock_lines(st, LockScope::Table), 153);
            assert_eq!(trx_lock_lines(st, LockScope::Record), 130);
            assert_eq!(
                st.transactions
                    .iter()
                    .filter(|t| t.state == TrxState::Prepared)
                    .count(),
                70
            );
            assert!(
                st.transactions
                    .iter()
                    .flat_map(|t| &t.locks)
                    .filter(|l| l.scope == LockScope::Record)
                    .all(|l| l.heap_nos.is_empty())
            );
            assert!(
                !st.lock_lines_hidden,
                "the cut-off last transaction is not taken for lock monitor off"
            );
            assert!(
                default_findings(st)
                    .iter()
                    .all(|f| f.kind.name() != "lock-wait")
            );
        },
    ),
    (
        "ptk-lockmonitor-5.1-next-key-gen-clust-no-record-dump.txt",
        |st| {
            let t = st.transaction("907").unwrap();
            assert!(
                st.transaction("3EA5449").is_some(),
                "decimal and hex ids side by side"
            );
            assert_eq!((t.row_locks, t.lock_lines), (Some(3), 2));
            let f = default_findings(st);
            assert_eq!(kinds(&f), ["gap-lock"]);
            assert_eq!(
                (f[0].table.as_deref(), f[0].index.as_deref()),
                (Some("test.t"), Some("GEN_CLUST_INDEX"))
            );
            assert!(matches!(
                &f[0].kind,
                FindingKind::GapLock {
                    supremum: false,
                    ..
                }
            ));
        },
    ),
    ("ptk-mysql8-vertical-G-baseline-no-locks.txt", |st| {
        assert_eq!(st.input_format, InputFormat::Vertical);
        assert_eq!(
            st.monitor_time.as_deref(),
            Some("2023-07-14 17:54:33 140536961435200")
        );
        assert!(
            st.transactions
                .iter()
                .all(|t| t.state == TrxState::NotStarted && t.id.starts_with("4220"))
        );
        assert!(default_findings(st).is_empty());
    }),
    (
        "replbug-mariadb-10.5.8-gap-before-rec-secondary-lockmonitor.txt",
        |st| {
            let f = default_findings(st);
            assert_eq!(kinds(&f), ["gap-lock"]);
            assert_eq!(
                (f[0].table.as_deref(), f[0].index.as_deref()),
                (Some("testdb.test"), Some("IDX_TEST"))
            );
            assert!(
                matches!(&f[0].kind, FindingKind::GapLock { trx, supremum: false, locks } if trx == "36" && locks == &["X,GAP"])
            );
            assert_eq!(st.transaction("36").unwrap().locks[1].heap_nos, [3]);
        },
    ),
    (
        "replbug-mariadb-10.5.8-gap-lock-despite-read-committed.txt",
        |st| {
            let here = default_findings(st);
            let rr = default_findings(&fixture(
                "replbug-mariadb-10.5.8-gap-before-rec-secondary-lockmonitor.txt",
            ));
            assert_eq!(here, rr, "the same gap lock");
        },
    ),
    (
        "replbug-mariadb-10.5.8-next-key-supremum-secondary-lockmonitor.txt",
        |st| {
            let f = default_findings(st);
            assert_eq!(kinds(&f), ["gap-lock"]);
            assert!(
                matches!(&f[0].kind, FindingKind::GapLock { supremum: true, locks, .. } if locks == &["X"])
            );
            // The same on a pool table is an error.
            let opts = FindingOptions {
                pool_tables: vec!["testdb.test".into()],
                ..FindingOptions::default()
            };
            assert_eq!(findings(st, &opts)[0].severity, Severity::Error);
        },
    ),
    (
        "replbug-mariadb-10.7.3-deadlock-conflicting-with-rollback-0.txt",
        |st| {
            let d = st.latest_deadlock().unwrap();
            assert_eq!(d.victim_number, Some(0), "MDEV-29187");
            assert!(
                st.warnings
                    .iter()
                    .any(|w| matches!(w, ParseWarning::UnknownVictim { number: 0, .. }))
            );
            assert_eq!((d.victim.as_deref(), d.victim_inferred), (Some("25"), true));
            let (one, two) = (&d.transactions[0], &d.transactions[1]);
            assert_eq!((one.trx.id.as_str(), two.trx.id.as_str()), ("25", "24"));
            for (t, other) in [(one, "24"), (two, "25")] {
                assert!(t.holds.is_empty());
                assert_eq!(t.waiting_for.len(), 1);
                assert_eq!(t.conflicting_with.len(), 1);
                assert_eq!(t.conflicting_with[0].trx_id.as_deref(), Some(other));
                assert_eq!(t.waiting_for[0].index.as_deref(), Some("PRIMARY"));
                assert!(t.trx.thread_id.is_some(), "MariaDB thread id");
            }
            assert!(st.transaction("(0x7f53c3a02230)").is_some());
            let f = default_findings(st);
            let FindingKind::Deadlock {
                transactions,
                victim,
                ..
            } = &f[0].kind
            else {
                unreachable!()
            };
            assert_eq!(victim.as_deref(), Some("25"));
            // Holds come from the other side's CONFLICTING WITH.
            assert_eq!(transactions[0].holds[0].lock, "X,REC_NOT_GAP");
            assert_eq!(transactions[1].holds.len(), 1);
        },
    ),
    (
        "replbug-mysql-5.7.34-transactions-no-lock-lines.txt",
        |st| {
            let t = st.transaction("1800").unwrap();
            assert_eq!(
                (t.lock_structs, t.row_locks, t.lock_lines),
                (Some(5), Some(10), 0)
            );
            assert!(st.lock_lines_hidden);
            assert!(default_findings(st).is_empty());
        },
    ),
];

// ---------------------------------------------------------------------------
// The same captures in the other input shapes.

/// A status for comparison across input shapes: the shape itself, warning
/// line numbers and the fragment note (an error log has no monitor header by
/// nature) aside.
fn comparable(st: &Status) -> Value {
    let mut st = st.clone();
    st.input_format = InputFormat::Raw;
    st.warnings.retain(|w| !matches!(w, ParseWarning::Fragment));
    let mut v = serde_json::to_value(&st).unwrap();
    for w in v["warnings"].as_array_mut().unwrap() {
        if let Some(o) = w.as_object_mut() {
            o.remove("line");
        }
    }
    v
}

/// The plain status text of a fixture (`\G` headers removed).
fn plain(name: &str) -> String {
    normalize(&read(name)).text.into_owned()
}

fn as_vertical(text: &str) -> String {
    format!(
        "*************************** 1. row ***************************\n  Type: InnoDB\n  Name: \nStatus: {text}\n1 row in set (0.01 sec)\n"
    )
}

fn escape(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('\n', "\\n")
        .replace('\t', "\\t")
}

fn as_table(text: &str) -> String {
    let border = "+--------+------+----------------------------------------+";
    format!(
        "{border}\n| Type   | Name | Status                                 |\n{border}\n| InnoDB |      | {} |\n{border}\n1 row in set (0.00 sec)\n",
        escape(text)
    )
}

fn as_batch(text: &str) -> String {
    format!("Type\tName\tStatus\nInnoDB\t\t{}\n", escape(text))
}

fn as_table_raw(text: &str) -> String {
    let border = "+--------+------+--------+";
    format!(
        "{border}\n| Type   | Name | Status |\n{border}\n| InnoDB |      | {}   |\n{border}\n",
        text.trim_end_matches('\n')
    )
}

fn as_error_log(text: &str, prefix: &str) -> String {
    text.split('\n').map(|l| format!("{prefix}{l}\n")).collect()
}

#[test]
fn every_fixture_reads_the_same_in_every_input_shape() {
    for name in fixture_names() {
        let text = plain(&name);
        let want = comparable(&parse(&text));
        let shapes: Vec<(&str, String, InputFormat)> = vec![
            ("vertical", as_vertical(&text), InputFormat::Vertical),
            ("table, escaped", as_table(&text), InputFormat::Tabular),
            ("batch, escaped", as_batch(&text), InputFormat::Tabular),
            (
                "table, raw newlines",
                as_table_raw(&text),
                InputFormat::Tabular,
            ),
            (
                "error log, MySQL 8 prefix",
                as_error_log(
                    &text,
                    "2024-01-02T03:04:05.123456Z 12 [Note] [MY-012469] [InnoDB] ",
                ),
                InputFormat::ErrorLog,
            ),
            (
                "error log, MariaDB prefix",
                as_error_log(&text, "2024-01-02 03:04:05 0x7f3ed5a5e700 [Note] InnoDB: "),
                InputFormat::ErrorLog,
            ),
            ("crlf", text.replace('\n', "\r\n"), InputFormat::Raw),
            (
                "crlf vertical",
                as_vertical(&text).replace('\n', "\r\n"),
                InputFormat::Vertical,
            ),
        ];
        for (shape, input, format) in shapes {
            let st = parse(&input);
            assert_eq!(st.input_format, format, "{name} as {shape}");
            assert_eq!(comparable(&st), want, "{name} as {shape}");
        }
    }
}

/// The deadlock part of a status text, without its timestamp line.
fn deadlock_body(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut inside = false;
    for line in text.lines() {
        if line == "LATEST DETECTED DEADLOCK" {
            inside = true;
            continue;
        }
        if !inside {
            continue;
        }
        if line.starts_with("*** WE ROLL BACK") {
            out.push(line);
            break;
        }
        if line.starts_with("---") && out.is_empty() {
            continue;
        }
        if let Some(at) = line.find("TOO DEEP OR LONG SEARCH") {
            out.push(&line[at..]);
        } else if line.starts_with("***") || !out.is_empty() {
            out.push(line);
        }
    }
    out
}

/// An error log as MySQL 8 writes it with `innodb_print_all_deadlocks`: the
/// `***` lines prefixed (and followed by a blank line), the rest as is.
fn mysql8_error_log(bodies: &[Vec<&str>]) -> String {
    let mut log = String::from(
        "2024-01-02T03:04:00.000000Z 0 [System] [MY-010931] [Server] /usr/sbin/mysqld: ready for connections.\n",
    );
    for body in bodies {
        log.push_str("2024-01-02T03:04:05.123456Z 0 [Note] [MY-012468] [InnoDB] Transactions deadlock detected, dumping detailed information.\n");
        for line in body {
            if line.starts_with("***") || line.starts_with("TOO DEEP") {
                log.push_str(&format!(
                    "2024-01-02T03:04:05.123500Z 0 [Note] [MY-012469] [InnoDB]   {line}\n\n"
                ));
            } else {
                log.push_str(line);
                log.push('\n');
            }
        }
        log.push_str("2024-01-02T03:04:06.000000Z 9 [Warning] [MY-010055] [Server] IP address '10.0.0.1' could not be resolved\n");
    }
    log
}

const DEADLOCK_FIXTURES: &[&str] = &[
    "innotop-deadlock-5.5-supremum-insert-intention-ansi-quotes-anonymized.txt",
    "innotop-deadlock-percona-5.5-gap-locks-reordered-sections.txt",
    "pmp-deadlock-5.1-rec-not-gap-plus-lockmonitor-lines.txt",
    "ptk-deadlock-5.0-s-next-key-supremum-gen-clust-plus-fk-error.txt",
    "ptk-deadlock-5.5-vertical-G-ansi-quotes-dup-key-s-lock.txt",
    "ptk-deadlock-5x-2trx-primary-x-waits.txt",
    "ptk-deadlock-5x-username-with-dash.txt",
    "ptk-deadlock-too-deep-waits-for-graph-fragment.txt",
    "replbug-mariadb-10.7.3-deadlock-conflicting-with-rollback-0.txt",
];

#[test]
fn deadlocks_read_from_a_mysql8_error_log() {
    let texts: Vec<String> = DEADLOCK_FIXTURES.iter().map(|n| plain(n)).collect();
    let bodies: Vec<Vec<&str>> = texts.iter().map(|t| deadlock_body(t)).collect();
    let log = mysql8_error_log(&bodies);
    let st = parse(&log);
    assert_eq!(st.input_format, InputFormat::ErrorLog);
    assert!(real_warnings(&st).is_empty(), "{:?}", st.warnings);
    assert_eq!(
        st.deadlocks.len(),
        DEADLOCK_FIXTURES.len(),
        "one deadlock per dump, in order"
    );
    for (i, name) in DEADLOCK_FIXTURES.iter().enumerate() {
        let mut want = fixture(name).latest_deadlock().unwrap().clone();
        let got = &st.deadlocks[i];
        // No timestamp line in MySQL 8's dump; no TRANSACTIONS list to infer a
        // victim from.
        want.timestamp = got.timestamp.clone();
        if want.victim_inferred {
            want.victim = None;
            want.victim_inferred = false;
        }
        if !want.too_deep {
            assert_eq!(got.timestamp, None, "{name}");
        }
        assert_eq!(got, &want, "{name}");
    }
    let f = default_findings(&st);
    assert_eq!(
        f.iter().filter(|f| f.kind.name() == "deadlock").count(),
        DEADLOCK_FIXTURES.len()
    );
}

#[test]
fn ansi_quotes_give_the_same_names_as_backticks() {
    for name in [
        "ptk-deadlock-5.5-vertical-G-ansi-quotes-dup-key-s-lock.txt",
        "innotop-deadlock-5.5-supremum-insert-intention-ansi-quotes-anonymized.txt",
    ] {
        let text = read(name);
        let backticked: String = text
            .lines()
            .map(|l| {
                if l.starts_with("RECORD LOCKS") || l.starts_with("TABLE LOCK") {
                    l.replace('"', "`")
                } else {
                    l.to_string()
                }
            })
            .collect::<Vec<_>>()
            .join("\n");
        assert_ne!(text.trim_end(), backticked);
        assert_eq!(
            comparable(&parse(&text)),
            comparable(&parse(&backticked)),
            "{name}"
        );
    }
}

#[test]
fn truncation_at_any_line_sets_the_flag() {
    for name in [
        "pmp-lockwait-5.0-double-lock-secondary-and-clustered-supremum.txt",
        "innotop-deadlock-5.5-supremum-insert-intention-ansi-quotes-anonymized.txt",
    ] {
        let text = plain(name);
        let end = text.find("END OF INNODB MONITOR OUTPUT").unwrap();
        let header = text.find("INNODB MONITOR OUTPUT").unwrap() + 30;
        let mut cut = header;
        while cut < end {
            let st = parse(&text[..cut]);
            assert!(st.truncated, "{name} cut at byte {cut}");
            assert!(
                real_warnings(&st).is_empty(),
                "{name} cut at byte {cut}: {:?}",
                st.warnings
            );
            cut += 97;
            while cut < text.len() && !text.is_char_boundary(cut) {
                cut += 1;
            }
        }
    }
}

#[test]
fn several_captures_in_one_input() {
    let a = plain("pmp-lockwait-5.1-trx-has-been-waiting.txt");
    let b = plain("replbug-mariadb-10.5.8-next-key-supremum-secondary-lockmonitor.txt");
    let both = format!("{a}\n{b}");
    let all = parse_all(&both);
    assert_eq!(all.len(), 2);
    assert_eq!(comparable(&all[0]), comparable(&parse(&a)));
    let last = parse(&both);
    assert!(
        last.warnings
            .iter()
            .any(|w| matches!(w, ParseWarning::EarlierOutputsSkipped { count: 1 }))
    );
    assert_eq!(last.transactions, parse(&b).transactions);
}

#[test]
fn findings_json_shape_per_kind() {
    let want: &[(&str, &[&str])] = &[
        ("gap-lock", &["trx", "supremum"]),
        (
            "lock-wait",
            &[
                "waiter", "waiters", "blocker", "blockers", "hub", "lock", "supremum",
            ],
        ),
        ("double-lock", &["trx", "secondary_index", "rows"]),
        (
            "deadlock",
            &["tables", "victim", "transactions", "lock_order_inversion"],
        ),
        ("long-transaction", &["trx"]),
    ];
    let mut seen = std::collections::BTreeSet::new();
    for name in fixture_names() {
        for f in default_findings(&fixture(&name)) {
            let v = serde_json::to_value(&f).unwrap();
            for key in ["kind", "severity", "table", "index", "runbook"] {
                assert!(v.get(key).is_some(), "{name}: {key} missing in {v}");
            }
            let kind = v["kind"].as_str().unwrap();
            assert!(
                v["runbook"]
                    .as_str()
                    .unwrap()
                    .starts_with("runbooks/locks.md#")
            );
            if let Some((_, keys)) = want.iter().find(|(k, _)| *k == kind) {
                for key in *keys {
                    assert!(v.get(*key).is_some(), "{name}: {kind} lacks {key}: {v}");
                }
            }
            seen.insert(kind.to_string());
        }
    }
    for (kind, _) in want {
        assert!(seen.contains(*kind), "no fixture produced {kind}");
    }
}

/// Each deadlock transaction's connection, as the finding reports it, in
/// every shape of the thread line the captures hold (5.0 and 5.1 without an
/// OS thread handle, a DNS host before the IP, an IP only, an anonymised
/// tail, MariaDB's `MariaDB thread id` with a decimal handle).
#[test]
fn deadlock_findings_name_each_transactions_connection() {
    type Want = (
        &'static str,
        usize,
        u64,
        Option<&'static str>,
        u64,
        [Option<&'static str>; 4],
    );
    // (fixture, transaction index, thread id, OS handle, query id, [host, ip, user, state])
    let cases: &[Want] = &[
        (
            "innotop-deadlock-5.5-supremum-insert-intention-ansi-quotes-anonymized.txt",
            0,
            424565,
            Some("0x40e13940"),
            446715,
            [None, None, None, Some("<anonymized>")],
        ),
        (
            "innotop-deadlock-percona-5.5-gap-locks-reordered-sections.txt",
            1,
            383438,
            None,
            79939954,
            [None, Some("10.8.0.86"), Some("robot"), Some("Sending data")],
        ),
        (
            "pmp-deadlock-5.1-rec-not-gap-plus-lockmonitor-lines.txt",
            0,
            31353563,
            None,
            11231423155,
            [
                None,
                Some("10.124.62.115"),
                Some("foozle"),
                Some("Updating"),
            ],
        ),
        (
            "ptk-deadlock-5.0-s-next-key-supremum-gen-clust-plus-fk-error.txt",
            1,
            12,
            None,
            351,
            [Some("localhost"), None, Some("baron"), Some("Updating")],
        ),
        (
            "ptk-deadlock-5.5-vertical-G-ansi-quotes-dup-key-s-lock.txt",
            0,
            29247292,
            Some("0x7fd903731700"),
            2598871462,
            [
                Some("bm-dell05-publicwww01.bm.int.percona.com"),
                Some("10.10.9.210"),
                Some("root"),
                Some("update"),
            ],
        ),
        (
            "ptk-deadlock-5x-username-with-dash.txt",
            1,
            18,
            Some("0x7fac30225700"),
            181,
            [Some("localhost"), None, Some("ro-ot"), Some("Updating")],
        ),
        (
            "ptk-deadlock-too-deep-waits-for-graph-fragment.txt",
            0,
            23512694,
            Some("0x5055b940"),
            734303798,
            [None, Some("10.10.10.1"), Some("host"), Some("update")],
        ),
        (
            "replbug-mariadb-10.7.3-deadlock-conflicting-with-rollback-0.txt",
            0,
            6,
            Some("139998151038720"),
            30,
            [None, Some("10.88.0.172"), Some("root"), Some("Updating")],
        ),
    ];
    for &(name, i, thread, handle, query, [host, ip, user, state]) in cases {
        let st = fixture(name);
        let f = default_findings(&st);
        let d = f
            .iter()
            .find(|f| f.kind.name() == "deadlock")
            .unwrap_or_else(|| panic!("{name}: no deadlock finding"));
        let v = serde_json::to_value(d).unwrap();
        let t = &v["transactions"][i];
        let s = |x: Option<&str>| x.map_or(Value::Null, Value::from);
        assert_eq!(t["thread_id"], thread, "{name}: {t:#}");
        assert_eq!(t["os_thread_handle"], s(handle), "{name}");
        assert_eq!(t["query_id"], query, "{name}");
        assert_eq!(
            [&t["host"], &t["ip"], &t["user"], &t["query_state"]],
            [&s(host), &s(ip), &s(user), &s(state)],
            "{name}: {t:#}"
        );
        assert!(t["active_secs"].is_u64(), "{name}: {t:#}");
    }
    // And every transaction of every deadlock of every capture has its thread id.
    for name in fixture_names() {
        for d in &fixture(&name).deadlocks {
            for t in &d.transactions {
                assert!(t.trx.thread_id.is_some(), "{name}: trx {}", t.trx.id);
            }
        }
    }
}
