//! Real captures (`tests/fixtures/conn-tags/PROVENANCE.md`): MySQL 8.0/8.4
//! and MariaDB slow logs, MariaDB's general log, and MySQL 8's
//! performance_schema event nesting.

use poolctl::conntags::perfschema::{
    EventRow, PsEngine, PsLimits, PsSample, StatementRow, ThreadRow,
};
use poolctl::conntags::{LogReader, Report, Row, SourceKind};

fn fixture(name: &str) -> String {
    let p = format!(
        "{}/tests/fixtures/conn-tags/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{p}: {e}"))
}

fn read(name: &str) -> Report {
    let mut r = LogReader::new(None);
    r.feed(fixture(name).as_bytes()).unwrap();
    r.finish(name.into()).unwrap()
}

fn tag<'a>(r: &'a Report, t: &str) -> &'a Row {
    r.tags
        .iter()
        .find(|x| x.tag.as_deref() == Some(t))
        .unwrap_or_else(|| panic!("no {t} in {r:#?}"))
}

#[test]
fn mysql_8_slow_log_layouts() {
    let r = read("mysql-8.0.36-8.4.0-slow-jfg956.log");
    assert_eq!(r.source, SourceKind::SlowLog);
    assert!(r.tags.is_empty());
    assert_eq!(r.untagged.len(), 1, "{:#?}", r.untagged);
    let u = &r.untagged[0];
    assert_eq!(u.name(), "msandbox@localhost");
    // Four `select * from t`, the multi-line-`use` entry, SELECT DATABASE()
    // and `show databases`; the Init DB administrator command is not one.
    assert_eq!(u.statements, 7);
    assert_eq!(u.transactions, 0);
    // Busy is the sum of the durations: Query_time, or End - Start where
    // log_slow_extra gives them.
    let busy = 0.000237 + 0.000244 + 0.000262 + 0.000256 + 1.004775 + 0.000162 + 0.000650;
    assert!((u.busy_secs.unwrap() - busy).abs() < 1e-6, "{u:?}");
    assert!((u.lock_wait_secs.unwrap() - 0.000021).abs() < 1e-9, "{u:?}");
    // Microsecond times: no whole-second estimate.
    assert!(!r.blind_spots.iter().any(|b| b.contains("whole seconds")));
    assert!(
        r.notes
            .iter()
            .any(|n| n.contains("1 administrator commands")),
        "{:?}",
        r.notes
    );
    // 2024-05-10T17:44:36.400187 (the first start) to 2024-07-04T17:33:27.081804.
    let window = (55 * 86_400 + (17 * 3600 + 33 * 60 + 27) - (17 * 3600 + 44 * 60 + 36)) as f64
        + 0.081804
        - 0.400187;
    assert!((r.window_secs - window).abs() < 1e-5, "{}", r.window_secs);
}

#[test]
fn mariadb_slow_log_layouts() {
    let r = read("mariadb-11.3.2-slow-jfg956.log");
    let u = &r.untagged[0];
    assert_eq!((u.name().as_str(), u.statements), ("msandbox@localhost", 3));
    // The third entry's header line is split by a schema name with a
    // newline; its Query_time is still read.
    assert!(
        (u.busy_secs.unwrap() - (0.000166 + 0.000074 + 1.000279)).abs() < 1e-6,
        "{u:?}"
    );
    assert!(r.blind_spots.iter().any(|b| b.contains("whole seconds")));

    let r = read("mariadb-10.11-slow-own.log");
    assert_eq!(r.server.as_deref(), Some("MariaDB 10.11.19"));
    let reserve = tag(&r, "checkout_reserve");
    assert_eq!(
        (reserve.transactions, reserve.statements),
        (1, 4),
        "BEGIN, SELECT, UPDATE, COMMIT"
    );
    assert!(reserve.transaction_secs >= reserve.busy_secs.unwrap());
    assert_eq!(
        reserve.longest_statement.as_deref(),
        Some("/* conn_tag:checkout_reserve */ SELECT n FROM cart WHERE id = 1 FOR UPDATE")
    );
    let claim = tag(&r, "checkout_claim");
    assert_eq!((claim.transactions, claim.statements), (0, 1));
    assert!((claim.busy_secs.unwrap() - 0.000397).abs() < 1e-9);
    let u = &r.untagged[0];
    assert_eq!(u.name(), "poolctl@127.0.0.1");
    // SET SESSION, and the rolled-back START TRANSACTION, UPDATE, ROLLBACK.
    assert_eq!((u.statements, u.transactions), (4, 1));
    assert_eq!(
        u.longest_statement.as_deref(),
        Some("UPDATE cart SET n = n - 1 WHERE id = 2")
    );
}

#[test]
fn mariadb_general_log() {
    let r = read("mariadb-10.11-general-own.log");
    assert_eq!(r.source, SourceKind::GeneralLog);
    let reserve = tag(&r, "checkout_reserve");
    assert_eq!((reserve.transactions, reserve.statements), (1, 4));
    assert!(reserve.transaction_secs > 0.0);
    assert_eq!(reserve.busy_secs, None, "the general log has no durations");
    assert_eq!(reserve.idle_in_transaction_secs, None);
    let u = &r.untagged[0];
    // Connection 8's four plus connection 9's SET GLOBAL.
    assert_eq!((u.statements, u.transactions), (5, 1));
}

/// One table of the .result file: its rows' cells, trimmed.
fn table(lines: &[&str], title: &str) -> Vec<Vec<String>> {
    let at = lines
        .iter()
        .position(|l| *l == title)
        .unwrap_or_else(|| panic!("{title}"));
    lines[at + 3..]
        .iter()
        .take_while(|l| l.starts_with("thread_id"))
        .map(|l| l.split('\t').map(|c| c.trim().to_string()).collect())
        .collect()
}

fn id(s: &str) -> Option<u64> {
    (s != "NULL").then(|| s.parse().unwrap())
}

/// A step's rows as the sampler would read them (explicit transactions,
/// top-level statements), timed from their event ids (the capture has no
/// timers): an event from its id to its end event's id plus 0.5 s.
fn step(text: &str, name: &str) -> PsEngine {
    let part = text.split(name).nth(1).unwrap();
    let part = part.split("# STEP ").next().unwrap();
    let lines: Vec<&str> = part.lines().collect();
    let ps = |s: f64| (s * 1e12) as u64;
    // Columns 1 and 2: the event's id and its end event's; `nesting`: the
    // column of the id it is nested in.
    let event = |c: &[String], nesting: usize, length: f64| EventRow {
        thread_id: 1,
        event_id: id(&c[1]).unwrap(),
        end_event_id: id(&c[2]),
        timer_start: ps(id(&c[1]).unwrap() as f64),
        timer_end: id(&c[2]).map(|e| ps(e as f64 + length)),
        nesting_event_id: id(&c[nesting]),
    };
    let transactions: Vec<EventRow> = table(&lines, "EVENTS_TRANSACTIONS_HISTORY_LONG")
        .into_iter()
        .filter(|c| c[7] == "NO")
        .map(|c| event(&c, 8, 0.25))
        .collect();
    let statements: Vec<StatementRow> = table(&lines, "EVENTS_STATEMENTS_HISTORY_LONG")
        .into_iter()
        .filter(|c| c[7] == "0")
        .map(|c| StatementRow {
            event: event(&c, 5, 0.5),
            in_transaction: c[6] == "TRANSACTION",
            sql_text: Some(c[8].clone()),
            from_history: true,
        })
        .collect();
    let thread = ThreadRow {
        thread_id: 1,
        processlist_id: 7,
        user: "root".into(),
        host: "localhost".into(),
        instrumented: true,
    };
    let mut e = PsEngine::new(PsLimits {
        statements_history: 1000,
        sql_text_length: 1024,
    });
    e.observe(&PsSample {
        now_ps: 0,
        threads: vec![thread.clone()],
        ..PsSample::default()
    });
    e.observe(&PsSample {
        now_ps: ps(100.0),
        threads: vec![thread],
        statements,
        transactions,
        locks: None,
        innodb_fresh: Some(true),
    });
    e
}

#[test]
fn mysql_8_performance_schema_event_nesting() {
    let text = fixture("mysql-8.0-perfschema-transaction_nested_events.result");
    // (step, statements read, explicit transactions, their seconds)
    let cases = [
        ("STEP 2.1 - IMPLICIT", 4, 0, 0.0),
        ("STEP 2.2 - EXPLICIT", 4, 1, 3.25),
        (
            "STEP 3.1 - STORED PROCEDURE STARTED WITHIN TRANSACTION",
            7,
            1,
            7.25,
        ),
        (
            "STEP 3.2 - TRANSACTION STARTED WITHIN STORED PROCEDURE",
            6,
            1,
            5.25,
        ),
        (
            "STEP 3.3 - TRANSACTION ENDED WITHIN STORED PROCEDURE",
            10,
            2,
            5.25 + 3.25,
        ),
    ];
    for (name, statements, transactions, secs) in cases {
        let r = step(&text, name).report("fixture".into(), Some("MySQL 8.0".into()), false);
        let u = &r.untagged[0];
        assert_eq!(u.name(), "root@localhost", "{name}");
        assert_eq!(u.statements, statements, "{name}: {u:?}");
        assert_eq!(u.transactions, transactions, "{name}: {u:?}");
        assert!((u.transaction_secs - secs).abs() < 1e-6, "{name}: {u:?}");
        let idle = u.idle_in_transaction_secs.unwrap();
        assert!((0.0..=secs).contains(&idle), "{name}: {u:?}");
    }
}
