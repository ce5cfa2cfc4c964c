//! `poolctl reconcile` output: totals by drift class, then one row per
//! drifted pool (with what `--apply` did); JSON is the
//! [`ReconcileReport`](crate::pool::reconcile::ReconcileReport) serialized.

use crate::pool::reconcile::{Drift, ReconcileReport, RepairStatus};
use std::io::{self, Write};

fn classes(v: &[Drift]) -> String {
    if v.is_empty() {
        "-".into()
    } else {
        v.iter().map(|d| d.as_str()).collect::<Vec<_>>().join(", ")
    }
}

/// The report as tables; at most `show` drifted pools are listed.
pub fn table(out: &mut dyn Write, r: &ReconcileReport, show: usize) -> io::Result<()> {
    writeln!(out, "reconcile {} ({})", r.target, r.database)?;
    let mode = if r.applied {
        let count = |s: RepairStatus| {
            r.pools
                .iter()
                .filter(|p| p.repair.as_ref().is_some_and(|o| o.status == s))
                .count()
        };
        format!(
            "--apply: {} repaired, {} skipped, {} failed",
            count(RepairStatus::Repaired),
            count(RepairStatus::Skipped),
            count(RepairStatus::Failed)
        )
    } else if r.dry_run {
        "dry run: repairs planned, nothing written".to_string()
    } else {
        "read-only (repair with --apply)".to_string()
    };
    writeln!(
        out,
        "{} pool(s) scanned, {} with drift; {mode}",
        r.scanned, r.drifted
    )?;
    let rows: Vec<Vec<String>> = Drift::ALL
        .iter()
        .map(|d| {
            vec![
                d.as_str().to_string(),
                r.by_class.get(d.as_str()).copied().unwrap_or(0).to_string(),
                d.repair().to_string(),
            ]
        })
        .collect();
    writeln!(
        out,
        "{}",
        super::table(&["class", "pools", "--apply does"], &rows)
    )?;
    if let Some(k) = &r.stopped_after {
        writeln!(
            out,
            "PARTIAL: the scan stopped{}; only the pools before that were compared",
            if k.is_empty() {
                String::new()
            } else {
                format!(" after pool {k}")
            }
        )?;
    }
    if r.pools.is_empty() {
        writeln!(out, "no drift")?;
        return Ok(());
    }
    let opt = |v: Option<i64>| v.map(|v| v.to_string()).unwrap_or_else(|| "none".into());
    let mut headers = vec![
        "shop", "item", "location", "classes", "pool", "holds", "expired", "ledger", "cap",
        "target",
    ];
    if r.pools.iter().any(|p| p.repair.is_some()) {
        headers.extend(["repair", "released", "removed", "added", "left"]);
    }
    let rows: Vec<Vec<String>> = r
        .pools
        .iter()
        .take(show)
        .map(|p| {
            let s = &p.state;
            let mut v = vec![
                s.key.shop.to_string(),
                s.key.item.to_string(),
                s.key.location.to_string(),
                classes(&p.classes),
                s.units.to_string(),
                s.holds.to_string(),
                s.expired_holds.to_string(),
                opt(s.ledger),
                s.cap.to_string(),
                p.target.to_string(),
            ];
            if let Some(o) = &p.repair {
                let left = match &o.reason {
                    Some(reason) => format!("{}: {reason}", classes(&o.remaining)),
                    None => classes(&o.remaining),
                };
                v.extend([
                    o.status.as_str().to_string(),
                    o.released_holds.to_string(),
                    o.removed.to_string(),
                    o.added.to_string(),
                    left,
                ]);
            }
            v
        })
        .collect();
    writeln!(out, "{}", super::table(&headers, &rows))?;
    if r.pools.len() > show {
        writeln!(
            out,
            "... and {} more drifted pool(s) (--show N, or --format json for all)",
            r.pools.len() - show
        )?;
    }
    writeln!(out, "see {}", r.runbook)
}
