//! `inspect-locks` output: the report of one sample
//! ([`crate::innodb::LockReport`]) as JSON (one document, or one line per
//! sample with `--watch`) or for people (one table per finding kind, the
//! blocking hubs and head blockers, the runbook section of each kind), and
//! the parser's warnings. Everything is written through a buffer: a report
//! can hold thousands of lines, and stdout flushes at every newline.

use super::{Column, columns};
use crate::innodb::{
    BlockingHub, DeadlockHistory, DeadlockShape, DeadlockSummary, Finding, FindingKind,
    HeadBlocker, LockReport, Severity,
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

fn yes_no(b: bool) -> String {
    if b { "yes" } else { "no" }.into()
}

/// The columns every finding has, whatever its kind.
const FINDING_COLUMNS: [Column<Finding>; 3] = [
    Column::new("severity", |f| {
        match f.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        }
        .to_string()
    }),
    Column::new("table", |f| opt(&f.table)),
    Column::new("index", |f| opt(&f.index)),
];

/// A table of the findings of one kind: the common columns, then that
/// kind's own ([`FindingKind::name`]).
fn kind_columns(kind: &str) -> Vec<Column<Finding>> {
    use FindingKind as K;
    fn trx(f: &Finding) -> String {
        match &f.kind {
            K::GapLock { trx, .. } | K::DoubleLock { trx, .. } | K::LongTransaction { trx, .. } => {
                trx.clone()
            }
            _ => String::new(),
        }
    }
    fn supremum(f: &Finding) -> String {
        match &f.kind {
            K::GapLock { supremum, .. }
            | K::InsertIntentionWait { supremum, .. }
            | K::LockWait { supremum, .. } => yes_no(*supremum),
            _ => String::new(),
        }
    }
    /// The waiters, blockers and wait of a lock wait of either kind.
    fn wait(f: &Finding) -> Option<(&[String], &[String], Option<u64>)> {
        match &f.kind {
            K::InsertIntentionWait {
                waiters,
                blockers,
                wait_secs,
                ..
            }
            | K::LockWait {
                waiters,
                blockers,
                wait_secs,
                ..
            } => Some((waiters.as_slice(), blockers.as_slice(), *wait_secs)),
            _ => None,
        }
    }
    let rest: Vec<Column<Finding>> = match kind {
        "gap-lock" => vec![
            Column::new("trx", trx),
            Column::new("supremum", supremum),
            Column::new("locks", |f| match &f.kind {
                K::GapLock { locks, .. } => locks.join(", "),
                _ => String::new(),
            }),
        ],
        "insert-intention-wait" | "lock-wait" => vec![
            Column::new("waiters", |f| {
                wait(f).map(|(w, _, _)| ids(w)).unwrap_or_default()
            }),
            Column::new("blockers", |f| match wait(f) {
                Some((_, [], _)) => "-".into(),
                Some((_, b, _)) => ids(b),
                None => String::new(),
            }),
            Column::new("supremum", supremum),
            Column::new("waited", |f| match wait(f) {
                Some((_, _, Some(s))) => format!("{s}s"),
                _ => "-".into(),
            }),
        ],
        "double-lock" => vec![
            Column::new("trx", trx),
            Column::new("secondary index", |f| match &f.kind {
                K::DoubleLock {
                    secondary_index, ..
                } => secondary_index.clone(),
                _ => String::new(),
            }),
            Column::new("rows", |f| match &f.kind {
                K::DoubleLock { rows: Some(r), .. } => r.to_string(),
                _ => "-".into(),
            }),
        ],
        "deadlock" => vec![
            Column::new("tables", |f| match &f.kind {
                K::Deadlock { tables, .. } => tables.join(", "),
                _ => String::new(),
            }),
            Column::new("victim", |f| match &f.kind {
                K::Deadlock { victim, .. } => opt(victim),
                _ => String::new(),
            }),
            Column::new("transactions", |f| match &f.kind {
                K::Deadlock { transactions, .. } => transactions
                    .iter()
                    .map(|t| t.trx.clone())
                    .collect::<Vec<_>>()
                    .join(", "),
                _ => String::new(),
            }),
            Column::new("lock-order inversion", |f| match &f.kind {
                K::Deadlock {
                    lock_order_inversion,
                    ..
                } => yes_no(*lock_order_inversion),
                _ => String::new(),
            }),
        ],
        _ => vec![
            Column::new("trx", trx),
            Column::new("active", |f| match &f.kind {
                K::LongTransaction { active_secs, .. } => format!("{active_secs}s"),
                _ => String::new(),
            }),
            Column::new("lock lines", |f| match &f.kind {
                K::LongTransaction { lock_lines, .. } => lock_lines.to_string(),
                _ => String::new(),
            }),
            Column::new("query", |f| match &f.kind {
                K::LongTransaction { query, .. } => opt(query),
                _ => String::new(),
            }),
        ],
    };
    FINDING_COLUMNS.into_iter().chain(rest).collect()
}

/// A head blocker: the connection to look at first.
const HEAD_BLOCKER_COLUMNS: [Column<HeadBlocker>; 6] = [
    Column::new("trx", |h| h.trx.clone()),
    Column::new("thread", |h| {
        h.thread_id.map_or_else(|| "-".into(), |t| t.to_string())
    }),
    Column::new("host", |h| opt(&h.host)),
    Column::new("user", |h| opt(&h.user)),
    Column::new("active", |h| {
        h.active_secs
            .map_or_else(|| "-".into(), |s| format!("{s}s"))
    }),
    Column::new("query", |h| opt(&h.query)),
];

/// A transaction of a deadlock, with the deadlock's number (from 1).
type InDeadlock<'a> = (usize, &'a DeadlockSummary);

fn deadlock_transaction_columns<'a>() -> [Column<InDeadlock<'a>>; 10] {
    [
        Column::new("deadlock", |(n, _)| n.to_string()),
        Column::new("#", |(_, t)| {
            t.number.map_or_else(|| "-".into(), |n| format!("({n})"))
        }),
        Column::new("trx", |(_, t)| t.trx.clone()),
        Column::new("thread", |(_, t)| {
            t.thread_id.map_or_else(|| "-".into(), |id| id.to_string())
        }),
        Column::new("host", |(_, t)| match (&t.host, &t.ip) {
            (Some(h), Some(ip)) => format!("{h} ({ip})"),
            (Some(h), None) | (None, Some(h)) => h.clone(),
            (None, None) => "-".into(),
        }),
        Column::new("user", |(_, t)| opt(&t.user)),
        Column::new("state", |(_, t)| opt(&t.query_state)),
        Column::new("active", |(_, t)| {
            t.active_secs
                .map_or_else(|| "-".into(), |s| format!("{s}s"))
        }),
        Column::new("victim", |(_, t)| if t.victim { "yes" } else { "" }.into()),
        Column::new("query", |(_, t)| opt(&t.query)),
    ]
}

/// One shape of deadlock seen over the samples.
const SHAPE_COLUMNS: [Column<DeadlockShape>; 7] = [
    Column::new("count", |s| s.count.to_string()),
    Column::new("tables", |s| s.tables.join(", ")),
    Column::new("lock-order inversion", |s| yes_no(s.lock_order_inversion)),
    Column::new("first", |s| opt(&s.first_seen)),
    Column::new("last", |s| opt(&s.last_seen)),
    Column::new("last victim", |s| opt(&s.last_victim)),
    Column::new("locks (shape)", |s| s.shape.join("\n")),
];

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
        writeln!(
            out,
            "\n{kind} ({}): see {}",
            of_kind.len(),
            of_kind[0].runbook
        )?;
        let table = kind_columns(kind);
        writeln!(out, "{}", columns(&table, of_kind.iter().copied()))?;
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
    writeln!(out, "{}", columns(&HEAD_BLOCKER_COLUMNS, heads))
}

/// Who was in each deadlock: the connection to find in the application
/// (thread id, host, user, state) and the statement.
fn deadlock_transactions(out: &mut dyn Write, deadlocks: &[&Finding]) -> io::Result<()> {
    let mut rows: Vec<InDeadlock<'_>> = Vec::new();
    for (n, f) in deadlocks.iter().enumerate() {
        let FindingKind::Deadlock { transactions, .. } = &f.kind else {
            continue;
        };
        rows.extend(transactions.iter().map(|t| (n + 1, t)));
    }
    writeln!(
        out,
        "deadlocked transactions (thread = the connection to look for):"
    )?;
    writeln!(out, "{}", columns(&deadlock_transaction_columns(), &rows))
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
    writeln!(out, "{}", columns(&SHAPE_COLUMNS, &h.shapes))
}
