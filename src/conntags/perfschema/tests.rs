//! The performance_schema engine against hand-made samples: threads,
//! statements and transactions timed in seconds, fed as the sampler reads
//! them.

use super::*;

const PS: u64 = 1_000_000_000_000;
const LIMITS: PsLimits = PsLimits {
    statements_history: 10,
    sql_text_length: 1024,
};

fn thread(id: u64) -> ThreadRow {
    ThreadRow {
        thread_id: id,
        processlist_id: id + 100,
        user: "app".into(),
        host: "10.0.0.7:51234".into(),
        instrumented: true,
    }
}

/// An event of thread `th` from `a` seconds to `end` (seconds, end event
/// id; None: running).
fn event(th: u64, id: u64, a: f64, end: Option<(f64, u64)>, nesting: Option<u64>) -> EventRow {
    EventRow {
        thread_id: th,
        event_id: id,
        end_event_id: end.map(|x| x.1),
        timer_start: (a * PS as f64) as u64,
        timer_end: end.map(|x| (x.0 * PS as f64) as u64),
        nesting_event_id: nesting,
    }
}

/// A statement from `a` to `b` seconds (None: running).
fn st(
    th: u64,
    id: u64,
    a: f64,
    b: Option<f64>,
    nesting: Option<u64>,
    in_trx: bool,
    sql: &str,
) -> StatementRow {
    StatementRow {
        event: event(th, id, a, b.map(|b| (b, id)), nesting),
        in_transaction: in_trx,
        sql_text: Some(sql.into()),
        from_history: b.is_some(),
    }
}

fn trx(th: u64, id: u64, a: f64, b: Option<(f64, u64)>, nesting: u64) -> EventRow {
    event(th, id, a, b, Some(nesting))
}

fn sample(now: f64, statements: Vec<StatementRow>, transactions: Vec<EventRow>) -> PsSample {
    PsSample {
        now_ps: (now * PS as f64) as u64,
        threads: vec![thread(1)],
        statements,
        transactions,
        locks: None,
        innodb_fresh: Some(true),
    }
}

#[test]
fn idle_transaction_seen_across_samples() {
    let mut e = PsEngine::new(LIMITS);
    // t=10.0: BEGIN done, the tagged SELECT done, idle in the transaction.
    e.observe(&sample(
        10.0,
        vec![
            st(1, 4, 9.90, Some(9.901), None, false, "BEGIN"),
            st(
                1,
                6,
                9.902,
                Some(9.912),
                Some(5),
                true,
                "/* conn_tag:A */ SELECT 1 FOR UPDATE",
            ),
        ],
        vec![trx(1, 5, 9.9005, None, 4)],
    ));
    // t=10.1: still idle. t=10.2: committed at 10.112.
    e.observe(&sample(10.1, vec![], vec![trx(1, 5, 9.9005, None, 4)]));
    e.observe(&sample(
        10.2,
        vec![st(1, 8, 10.111, Some(10.1125), Some(5), true, "COMMIT")],
        vec![trx(1, 5, 9.9005, Some((10.112, 8)), 4)],
    ));
    let r = e.report("t".into(), None, false);
    let a = &r.tags[0];
    assert_eq!(a.tag.as_deref(), Some("A"));
    assert_eq!(a.transactions, 1);
    // Window from 10.0: the part of the transaction in it is 10.0 .. 10.112.
    assert!((a.transaction_secs - 0.112).abs() < 1e-6, "{a:?}");
    // The COMMIT ran 10.111 .. 10.112 inside it (clipped at its end).
    assert!(
        (a.idle_in_transaction_secs.unwrap() - 0.111).abs() < 1e-6,
        "{a:?}"
    );
    // Longest: the whole transaction, 9.9005 .. 10.112.
    assert!((a.longest_transaction_secs.unwrap() - 0.2115).abs() < 1e-6);
    assert_eq!(a.statements, 1, "only the COMMIT ended inside the window");
    assert!((r.window_secs - 0.2).abs() < 1e-9);
    assert!(r.untagged.is_empty(), "{:?}", r.untagged);
}

#[test]
fn autocommit_statements_and_open_transaction_at_the_end() {
    let mut e = PsEngine::new(LIMITS);
    e.observe(&sample(1.0, vec![], vec![]));
    e.observe(&sample(
        2.0,
        vec![
            st(
                1,
                10,
                1.1,
                Some(1.3),
                None,
                false,
                "/* conn_tag:C */ SELECT 1",
            ),
            st(1, 12, 1.4, Some(1.5), None, false, "UPDATE t SET a = 1"),
            st(1, 14, 1.6, Some(1.61), None, false, "BEGIN"),
            st(
                1,
                16,
                1.62,
                Some(1.7),
                Some(15),
                true,
                "/* conn_tag:D */ DELETE FROM t",
            ),
            st(
                1,
                17,
                1.9,
                None,
                Some(15),
                true,
                "/* conn_tag:D */ SELECT SLEEP(1)",
            ),
            st(
                1,
                18,
                1.0,
                Some(1.0),
                None,
                false,
                "SELECT /* conn_tag:poolctl_conn_tags */ 1",
            ),
        ],
        vec![trx(1, 15, 1.605, None, 14)],
    ));
    let r = e.report("t".into(), None, true);
    let c = r
        .tags
        .iter()
        .find(|t| t.tag.as_deref() == Some("C"))
        .unwrap();
    assert!((c.busy_secs.unwrap() - 0.2).abs() < 1e-6);
    assert_eq!((c.transactions, c.statements), (0, 1));
    let d = r
        .tags
        .iter()
        .find(|t| t.tag.as_deref() == Some("D"))
        .unwrap();
    assert_eq!(d.transactions, 1);
    // Open 1.605 .. 2.0 (the last sample); busy: BEGIN's 0.005 after the
    // transaction started, the DELETE's 0.08 and the running SLEEP's 0.1.
    assert!((d.transaction_secs - 0.395).abs() < 1e-6, "{d:?}");
    assert!(
        (d.idle_in_transaction_secs.unwrap() - 0.21).abs() < 1e-6,
        "{d:?}"
    );
    assert_eq!(r.untagged.len(), 1);
    assert_eq!(r.untagged[0].name(), "app@10.0.0.7");
    assert!(r.notes.iter().any(|n| n.contains("still open")));
    assert!(r.notes.iter().any(|n| n.contains("interrupted")));
    // The report is a copy: the engine goes on and the commit closes it.
    e.observe(&sample(
        2.5,
        vec![
            st(
                1,
                17,
                1.9,
                Some(2.2),
                Some(15),
                true,
                "/* conn_tag:D */ SELECT SLEEP(1)",
            ),
            st(1, 19, 2.3, Some(2.31), Some(15), true, "COMMIT"),
        ],
        vec![trx(1, 15, 1.605, Some((2.305, 19)), 14)],
    ));
    let r = e.report("t".into(), None, false);
    let d = r
        .tags
        .iter()
        .find(|t| t.tag.as_deref() == Some("D"))
        .unwrap();
    assert!((d.transaction_secs - 0.7).abs() < 1e-6, "{d:?}");
    assert_eq!(d.statements, 4, "BEGIN, DELETE, SLEEP, COMMIT");
}

#[test]
fn disconnect_lock_waits_rows_and_overflow() {
    let mut e = PsEngine::new(PsLimits {
        statements_history: 2,
        sql_text_length: 1024,
    });
    let lock = |waiting| {
        Some(vec![TrxRow {
            processlist_id: 101,
            trx_id: "77".into(),
            started: "2026-12-01 10:00:00".into(),
            age_secs: 0,
            waiting,
            rows_locked: 5,
            autocommit_non_locking: false,
        }])
    };
    let mut s = sample(
        1.0,
        vec![
            st(1, 2, 0.9, Some(0.91), None, false, "BEGIN"),
            st(
                1,
                4,
                0.92,
                None,
                Some(3),
                true,
                "/* conn_tag:W */ UPDATE t SET a = 1",
            ),
        ],
        vec![trx(1, 3, 0.905, None, 2)],
    );
    s.locks = lock(true);
    e.observe(&s);
    let mut s = sample(1.2, vec![], vec![trx(1, 3, 0.905, None, 2)]);
    s.locks = lock(true);
    e.observe(&s);
    // Gone at 1.4: counted up to the last sample it was seen in.
    let mut s = sample(1.4, vec![], vec![]);
    s.threads.clear();
    e.observe(&s);
    let r = e.report("t".into(), None, false);
    let w = &r.tags[0];
    assert_eq!(w.tag.as_deref(), Some("W"));
    assert!((w.lock_wait_secs.unwrap() - 0.2).abs() < 1e-6, "{w:?}");
    assert_eq!(w.rows_locked, Some(5));
    assert_eq!(w.transactions, 1);
    assert_eq!(r.notes.len(), 0, "{:?}", r.notes);
    // Two new history rows with a history of 2: possibly lost ones.
    let mut e = PsEngine::new(PsLimits {
        statements_history: 2,
        sql_text_length: 1024,
    });
    e.observe(&sample(
        1.0,
        vec![
            st(1, 2, 0.1, Some(0.2), None, false, "SELECT 1"),
            st(1, 3, 0.3, Some(0.4), None, false, "SELECT 2"),
        ],
        vec![],
    ));
    assert!(e.report("t".into(), None, false).notes[0].contains("2 or more statements"));
}

#[test]
fn a_statement_whose_end_fell_out_of_the_history_ends_where_the_next_began() {
    let mut e = PsEngine::new(LIMITS);
    e.observe(&sample(
        1.0,
        vec![st(
            1,
            5,
            0.95,
            None,
            None,
            false,
            "/* conn_tag:C */ SELECT 1",
        )],
        vec![],
    ));
    // Its end was never seen; later statements were.
    e.observe(&sample(
        2.0,
        vec![
            st(
                1,
                9,
                1.5,
                Some(1.6),
                None,
                false,
                "/* conn_tag:C */ SELECT 2",
            ),
            st(1, 11, 1.9, None, None, false, "/* conn_tag:C */ SELECT 3"),
        ],
        vec![],
    ));
    let r = e.report("t".into(), None, false);
    let c = &r.tags[0];
    assert_eq!(c.statements, 3);
    // 1.0 .. 1.5 (clipped to the window), 0.1, and 0.1 running at the end.
    assert!((c.busy_secs.unwrap() - 0.7).abs() < 1e-6, "{c:?}");
}

#[test]
fn hosts_lose_their_port() {
    assert_eq!(host_only("10.0.0.7:51234"), "10.0.0.7");
    assert_eq!(host_only("localhost"), "localhost");
    assert_eq!(host_only("[::1]:3306"), "::1");
    assert_eq!(host_only("::1"), "::1");
}

/// A connection first sampled in its handshake: performance_schema lists its
/// thread with a PROCESSLIST_ID but NULL PROCESSLIST_USER and _HOST (read as
/// empty). Its untagged traffic, which starts after the account is set,
/// belongs to the account a later sample names, not to an unknown one.
#[test]
fn a_connection_first_seen_in_its_handshake_belongs_to_its_account() {
    let unnamed = ThreadRow {
        user: String::new(),
        host: String::new(),
        ..thread(1)
    };
    let mut e = PsEngine::new(LIMITS);
    e.observe(&PsSample {
        threads: vec![unnamed.clone()],
        ..sample(1.0, vec![], vec![])
    });
    e.observe(&sample(
        2.0,
        vec![
            st(1, 4, 1.1, Some(1.11), None, false, "BEGIN"),
            st(
                1,
                6,
                1.12,
                Some(1.13),
                Some(5),
                true,
                "UPDATE t SET n = n + 1",
            ),
            st(1, 8, 1.5, Some(1.51), Some(5), true, "COMMIT"),
        ],
        vec![trx(1, 5, 1.105, Some((1.505, 8)), 4)],
    ));
    let r = e.report("t".into(), None, false);
    let names: Vec<String> = r.untagged.iter().map(|u| u.name()).collect();
    assert_eq!(names, ["app@10.0.0.7"], "{:?}", r.untagged);
    assert_eq!(r.untagged[0].transactions, 1);
    // An account never named (an anonymous user) stays the unknown one.
    let mut e = PsEngine::new(LIMITS);
    for now in [1.0, 2.0] {
        e.observe(&PsSample {
            threads: vec![unnamed.clone()],
            ..sample(
                now,
                vec![st(1, 4, 1.1, Some(1.2), None, false, "SELECT 1")],
                vec![],
            )
        });
    }
    let r = e.report("t".into(), None, false);
    assert_eq!(r.untagged.len(), 1);
    assert_eq!(r.untagged[0].user.as_deref(), Some(""), "{:?}", r.untagged);
}
