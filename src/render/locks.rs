//! `inspect-locks` output: the report of one sample
//! ([`crate::innodb::LockReport`]) as JSON (one document, or one line per
//! sample with `--watch`) or for people (one table per finding kind, the
//! blocking hubs and head blockers, the runbook section of each kind), and
//! the parser's warnings. Everything is written through a buffer: a report
//! can hold thousands of lines, and stdout flushes at every newline.

use crate::innodb::{
    BlockingHub, DeadlockHistory, Finding, FindingKind, HeadBlocker, LockReport, Severity,
};
use std::io::{self, BufWriter, Write};

/// The report as one pretty JSON document.
pub fn json(out: &mut dyn Write, report: &LockReport<'_>) -> io::Result<()> {
    let mut w = BufWriter::new(out);
    serde_json::to_writer_pretty(&mut w, report)?;
    writeln!(w)?;
    w.flush()
}

/// The report as one JSON line (`--watch --format json`), flushed.
pub fn json_line(out: &mut dyn Write, report: &LockReport<'_>) -> io::Result<()> {
    let mut w = BufWriter::new(out);
    serde_json::to_writer(&mut w, report)?;
    writeln!(w)?;
    w.flush()
}

/// The parser's and the sampler's warnings, one line each (to stderr).
pub fn warnings(err: &mut dyn Write, warnings: &[String]) -> io::Result<()> {
    let mut w = BufWriter::new(err);
    for line in warnings {
        writeln!(w, "poolctl: warning: {line}")?;
    }
    w.flush()
}

fn opt(s: &Option<String>) -> String {
    s.clone().unwrap_or_else(|| "-".into())
}

fn row(f: &Finding) -> Vec<String> {
    let common = |rest: Vec<String>| {
        let sev = match f.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        let mut v = vec![sev.to_string(), opt(&f.table), opt(&f.index)];
        v.extend(rest);
        v
    };
    match &f.kind {
        FindingKind::GapLock {
            trx,
            supremum,
            locks,
        } => common(vec![
            trx.clone(),
            if *supremum { "yes" } else { "no" }.into(),
            locks.join(", "),
        ]),
        FindingKind::InsertIntentionWait {
            waiters,
            blockers,
            supremum,
            wait_secs,
            ..
        }
        | FindingKind::LockWait {
            waiters,
            blockers,
            supremum,
            wait_secs,
            ..
        } => common(vec![
            ids(waiters),
            if blockers.is_empty() {
                "-".into()
            } else {
                ids(blockers)
            },
            if *supremum { "yes" } else { "no" }.into(),
            wait_secs
                .map(|s| format!("{s}s"))
                .unwrap_or_else(|| "-".into()),
        ]),
        FindingKind::DoubleLock {
            trx,
            secondary_index,
            rows,
        } => common(vec![
            trx.clone(),
            secondary_index.clone(),
            rows.map(|r| r.to_string()).unwrap_or_else(|| "-".into()),
        ]),
        FindingKind::Deadlock {
            tables,
            victim,
            transactions,
            lock_order_inversion,
            ..
        } => common(vec![
            tables.join(", "),
            opt(victim),
            transactions
                .iter()
                .map(|t| t.trx.clone())
                .collect::<Vec<_>>()
                .join(", "),
            if *lock_order_inversion { "yes" } else { "no" }.into(),
        ]),
        FindingKind::LongTransaction {
            trx,
            active_secs,
            lock_lines,
            query,
            ..
        } => common(vec![
            trx.clone(),
            format!("{active_secs}s"),
            lock_lines.to_string(),
            opt(query),
        ]),
    }
}

fn headers(kind: &str) -> Vec<&'static str> {
    let mut h = vec!["severity", "table", "index"];
    h.extend(match kind {
        "gap-lock" => vec!["trx", "supremum", "locks"],
        "insert-intention-wait" | "lock-wait" => {
            vec!["waiters", "blockers", "supremum", "waited"]
        }
        "double-lock" => vec!["trx", "secondary index", "rows"],
        "deadlock" => vec!["tables", "victim", "transactions", "lock-order inversion"],
        _ => vec!["trx", "active", "lock lines", "query"],
    });
    h
}

/// The report for people. `--watch` prints the warnings in the body
/// (`inline_warnings`) and the deadlock history after the findings.
pub fn text(out: &mut dyn Write, report: &LockReport<'_>, inline_warnings: bool) -> io::Result<()> {
    let mut w = BufWriter::new(out);
    if inline_warnings {
        for line in report.warnings {
            writeln!(w, "warning: {line}")?;
        }
    }
    findings_text(&mut w, report)?;
    if let Some(h) = report.deadlock_history {
        history(&mut w, h)?;
    }
    w.flush()
}

fn findings_text(out: &mut dyn Write, report: &LockReport<'_>) -> io::Result<()> {
    match report.server {
        Some(s) => writeln!(out, "{} ({s})", report.source)?,
        None => writeln!(out, "{}", report.source)?,
    }
    let findings = report.findings;
    if findings.is_empty() {
        writeln!(out, "no lock findings")?;
    }
    let mut kinds: Vec<&'static str> = Vec::new();
    for f in findings {
        if !kinds.contains(&f.kind.name()) {
            kinds.push(f.kind.name());
        }
    }
    for kind in kinds {
        let of_kind: Vec<&Finding> = findings.iter().filter(|f| f.kind.name() == kind).collect();
        let rows: Vec<Vec<String>> = of_kind.iter().map(|f| row(f)).collect();
        writeln!(out, "\n{kind} ({}): see {}", rows.len(), of_kind[0].runbook)?;
        writeln!(out, "{}", super::table(&headers(kind), &rows))?;
        if kind == "deadlock" {
            deadlock_transactions(out, &of_kind)?;
        }
    }
    hubs(out, report.hubs, report.head_blockers)
}

/// At most this many transaction ids in a cell or a line of the text
/// output; JSON lists them all.
const IDS_SHOWN: usize = 8;

/// `a, b, c` or `a, b, ... (+N more)`.
fn ids(list: &[String]) -> String {
    if list.len() <= IDS_SHOWN {
        return list.join(", ");
    }
    format!(
        "{}, ... (+{} more)",
        list[..IDS_SHOWN].join(", "),
        list.len() - IDS_SHOWN
    )
}

/// Who blocks whom: one line per hub, `holders -> waiters`, with the lock.
fn hubs(out: &mut dyn Write, hubs: &[BlockingHub], heads: &[HeadBlocker]) -> io::Result<()> {
    if hubs.is_empty() {
        return Ok(());
    }
    writeln!(
        out,
        "\nblocking (hub: one lock, its holders -> its waiters; JSON `hubs` lists every id):"
    )?;
    for h in hubs {
        let holders = if h.holders.is_empty() {
            "(holders not printed)".to_string()
        } else if h.holders.len() > 1 {
            format!("[{} holders: {}]", h.holders.len(), ids(&h.holders))
        } else {
            ids(&h.holders)
        };
        let waiters = if h.waiters.len() > 1 {
            format!("[{} waiters: {}]", h.waiters.len(), ids(&h.waiters))
        } else {
            ids(&h.waiters)
        };
        let mut what = format!("hub {}: {}", h.hub, h.table);
        if let Some(ix) = &h.index {
            what.push_str(&format!(" {ix}"));
        }
        what.push_str(&format!(" {}", h.lock));
        if h.supremum {
            what.push_str(" supremum");
        }
        if !h.holders_wait_in.is_empty() {
            let up: Vec<String> = h
                .holders_wait_in
                .iter()
                .map(|k| format!("hub {k}"))
                .collect();
            what.push_str(&format!("; holders wait in {}", up.join(", ")));
        }
        if h.on_cycle {
            what.push_str("; a cycle: no head blocker ends it");
        }
        writeln!(out, "  {holders} -> {waiters}  ({what})")?;
    }
    if heads.is_empty() {
        return Ok(());
    }
    writeln!(
        out,
        "head blockers (block others, wait for nothing: look here first):"
    )?;
    let rows: Vec<Vec<String>> = heads
        .iter()
        .map(|h| {
            vec![
                h.trx.clone(),
                h.thread_id.map_or_else(|| "-".into(), |t| t.to_string()),
                opt(&h.host),
                opt(&h.user),
                h.active_secs
                    .map_or_else(|| "-".into(), |s| format!("{s}s")),
                opt(&h.query),
            ]
        })
        .collect();
    writeln!(
        out,
        "{}",
        super::table(&["trx", "thread", "host", "user", "active", "query"], &rows)
    )
}

/// Who was in each deadlock: the connection to find in the application
/// (thread id, host, user, state) and the statement.
fn deadlock_transactions(out: &mut dyn Write, deadlocks: &[&Finding]) -> io::Result<()> {
    let mut rows = Vec::new();
    for (n, f) in deadlocks.iter().enumerate() {
        let FindingKind::Deadlock { transactions, .. } = &f.kind else {
            continue;
        };
        for t in transactions {
            let host = match (&t.host, &t.ip) {
                (Some(h), Some(ip)) => format!("{h} ({ip})"),
                (Some(h), None) | (None, Some(h)) => h.clone(),
                (None, None) => "-".into(),
            };
            rows.push(vec![
                (n + 1).to_string(),
                t.number.map_or_else(|| "-".into(), |n| format!("({n})")),
                t.trx.clone(),
                t.thread_id.map_or_else(|| "-".into(), |id| id.to_string()),
                host,
                opt(&t.user),
                opt(&t.query_state),
                t.active_secs
                    .map_or_else(|| "-".into(), |s| format!("{s}s")),
                if t.victim { "yes" } else { "" }.into(),
                opt(&t.query),
            ]);
        }
    }
    writeln!(
        out,
        "deadlocked transactions (thread = the connection to look for):"
    )?;
    writeln!(
        out,
        "{}",
        super::table(
            &[
                "deadlock", "#", "trx", "thread", "host", "user", "state", "active", "victim",
                "query"
            ],
            &rows
        )
    )
}

/// The deadlock history of `--watch`: one row per shape, most frequent first.
fn history(out: &mut dyn Write, h: &DeadlockHistory) -> io::Result<()> {
    writeln!(
        out,
        "\ndeadlock history: {} deadlock(s) in {} shape(s) over {} sample(s) (a lower bound: \
         only the latest deadlock is visible per sample); see runbooks/locks.md#deadlocks",
        h.total,
        h.shapes.len(),
        h.samples
    )?;
    if h.shapes.is_empty() {
        return Ok(());
    }
    let rows: Vec<Vec<String>> = h
        .shapes
        .iter()
        .map(|s| {
            vec![
                s.count.to_string(),
                s.tables.join(", "),
                if s.lock_order_inversion { "yes" } else { "no" }.into(),
                opt(&s.first_seen),
                opt(&s.last_seen),
                opt(&s.last_victim),
                s.shape.join("\n"),
            ]
        })
        .collect();
    writeln!(
        out,
        "{}",
        super::table(
            &[
                "count",
                "tables",
                "lock-order inversion",
                "first",
                "last",
                "last victim",
                "locks (shape)"
            ],
            &rows
        )
    )
}
