//! `inspect-locks` for people: one table per finding kind, the blocking
//! chains, and the runbook section of each kind.

use crate::innodb::{DeadlockHistory, Finding, FindingKind, Severity};
use std::io::{self, Write};

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
            waiter,
            blocker,
            supremum,
            wait_secs,
            ..
        }
        | FindingKind::LockWait {
            waiter,
            blocker,
            supremum,
            wait_secs,
            ..
        } => common(vec![
            waiter.clone(),
            opt(blocker),
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
        "insert-intention-wait" | "lock-wait" => vec!["waiter", "blocker", "supremum", "waited"],
        "double-lock" => vec!["trx", "secondary index", "rows"],
        "deadlock" => vec!["tables", "victim", "transactions", "lock-order inversion"],
        _ => vec!["trx", "active", "lock lines", "query"],
    });
    h
}

pub fn text(
    out: &mut dyn Write,
    source: &str,
    server: Option<&str>,
    findings: &[Finding],
    chains: &[Vec<String>],
) -> io::Result<()> {
    match server {
        Some(s) => writeln!(out, "{source} ({s})")?,
        None => writeln!(out, "{source}")?,
    }
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
    }
    if !chains.is_empty() {
        writeln!(out, "\nblocking chains (blocker first):")?;
        for c in chains {
            writeln!(out, "  {}", c.join(" -> "))?;
        }
    }
    Ok(())
}

/// The deadlock history of `--watch`: one row per shape, most frequent first.
pub fn history(out: &mut dyn Write, h: &DeadlockHistory) -> io::Result<()> {
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
