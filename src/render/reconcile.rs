//! `poolctl reconcile` output: totals by drift class, then one row per
//! drifted pool (with what `--apply` did); JSON is the
//! [`ReconcileReport`] serialized.

use super::refill::{PoolRow, pool_columns};
use super::{Column, columns};
use crate::pool::PoolKey;
use crate::pool::reconcile::{Drift, PoolDrift, ReconcileReport, RepairOutcome, RepairStatus};
use std::io::{self, Write};

impl PoolRow for PoolDrift {
    fn pool_key(&self) -> &PoolKey {
        &self.state.key
    }
}

/// A drift class and how many pools are in it.
const CLASS_COLUMNS: [Column<(Drift, u64)>; 3] = [
    Column::new("class", |c| c.0.as_str().to_string()),
    Column::new("pools", |c| c.1.to_string()),
    Column::new("--apply does", |c| c.0.repair().to_string()),
];

/// A drifted pool as the scan saw it.
fn drift_columns() -> Vec<Column<PoolDrift>> {
    let rest: [Column<PoolDrift>; 7] = [
        Column::new("classes", |p| classes(&p.classes)),
        Column::new("pool", |p| p.state.units.to_string()),
        Column::new("holds", |p| p.state.holds.to_string()),
        Column::new("expired", |p| p.state.expired_holds.to_string()),
        Column::new("ledger", |p| {
            p.state
                .ledger
                .map(|v| v.to_string())
                .unwrap_or_else(|| "none".into())
        }),
        Column::new("cap", |p| p.state.cap.to_string()),
        Column::new("target", |p| p.target.to_string()),
    ];
    pool_columns(rest)
}

/// What `--apply` did (or would do) to a drifted pool: shown when it ran.
fn repair_columns() -> [Column<PoolDrift>; 5] {
    fn of(p: &PoolDrift, cell: fn(&RepairOutcome) -> String) -> String {
        p.repair.as_ref().map(cell).unwrap_or_default()
    }
    [
        Column::new("repair", |p| of(p, |o| o.status.as_str().to_string())),
        Column::new("released", |p| of(p, |o| o.released_holds.to_string())),
        Column::new("removed", |p| of(p, |o| o.removed.to_string())),
        Column::new("added", |p| of(p, |o| o.added.to_string())),
        Column::new("left", |p| {
            of(p, |o| match &o.reason {
                Some(reason) => format!("{}: {reason}", classes(&o.remaining)),
                None => classes(&o.remaining),
            })
        }),
    ]
}

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
    let by_class = Drift::ALL.map(|d| (d, r.by_class.get(d.as_str()).copied().unwrap_or(0)));
    writeln!(out, "{}", columns(&CLASS_COLUMNS, &by_class))?;
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
    let mut table = drift_columns();
    if r.pools.iter().any(|p| p.repair.is_some()) {
        table.extend(repair_columns());
    }
    writeln!(out, "{}", columns(&table, r.pools.iter().take(show)))?;
    if r.pools.len() > show {
        writeln!(
            out,
            "... and {} more drifted pool(s) (--show N, or --format json for all)",
            r.pools.len() - show
        )?;
    }
    writeln!(out, "see {}", r.runbook)
}
