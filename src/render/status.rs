//! `poolctl status` output: totals, then one row per pool (drained first);
//! JSON is the [`StatusReport`]
//! serialized.

use super::refill::{PoolRow, pool_columns};
use super::{Column, columns};
use crate::pool::PoolKey;
use crate::pool::status::{AGE_BUCKETS, PoolStatus, StatusReport, Totals};
use std::io::{self, Write};

impl PoolRow for PoolStatus {
    fn pool_key(&self) -> &PoolKey {
        &self.n.key
    }
}

/// The totals over every pool read.
const TOTALS_COLUMNS: [Column<Totals>; 10] = [
    Column::new("pools", |t| t.pools.to_string()),
    Column::new("drained", |t| t.drained.to_string()),
    Column::new("over target", |t| t.over_target.to_string()),
    Column::new("units / target", |t| format!("{} / {}", t.units, t.target)),
    Column::new("fill", |t| percent(t.fill_percent)),
    Column::new("held (holds)", |t| format!("{} in {}", t.held, t.holds)),
    Column::new("holds by age", |t| by_age(&t.holds_by_age)),
    Column::new("expired", |t| t.expired_holds.to_string()),
    Column::new("oldest hold", |t| age(t.oldest_hold_secs)),
    Column::new("stalest refill", |t| age(t.stalest_refill_secs)),
];

/// One pool's line.
fn pool_status_columns() -> Vec<Column<PoolStatus>> {
    let rest: [Column<PoolStatus>; 9] = [
        Column::new("", |p| {
            if p.drained {
                "DRAINED"
            } else if p.over_target {
                "OVER"
            } else {
                ""
            }
            .to_string()
        }),
        Column::new("units / target", |p| {
            format!("{} / {}", p.n.units, p.target)
        }),
        Column::new("fill", |p| percent(p.fill_percent)),
        Column::new("ledger", |p| {
            p.n.ledger
                .map(|l| l.to_string())
                .unwrap_or_else(|| "none".into())
        }),
        Column::new("held (holds)", |p| format!("{} in {}", p.n.held, p.n.holds)),
        Column::new("holds by age", |p| by_age(&p.n.holds_by_age)),
        Column::new("expired", |p| p.n.expired_holds.to_string()),
        Column::new("oldest hold", |p| age(p.n.oldest_hold_secs)),
        Column::new("last refill", |p| age(p.n.last_refill_secs)),
    ];
    pool_columns(rest)
}

fn percent(p: Option<f64>) -> String {
    p.map(|p| format!("{p:.0}%")).unwrap_or_else(|| "-".into())
}

/// Seconds as `42s`, `7m05s`, `3h02m`.
pub fn age(secs: Option<u64>) -> String {
    match secs {
        None => "-".into(),
        Some(s) if s < 60 => format!("{s}s"),
        Some(s) if s < 3600 => format!("{}m{:02}s", s / 60, s % 60),
        Some(s) => format!("{}h{:02}m", s / 3600, (s % 3600) / 60),
    }
}

fn by_age(b: &[u64; 4]) -> String {
    AGE_BUCKETS
        .iter()
        .zip(b)
        .filter(|(_, n)| **n > 0)
        .map(|(l, n)| format!("{l}:{n}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The report as tables; at most `show` pools are listed.
pub fn table(out: &mut dyn Write, r: &StatusReport, show: usize) -> io::Result<()> {
    let t = &r.totals;
    writeln!(out, "pool status {} ({})", r.target, r.database)?;
    writeln!(out, "{}", columns(&TOTALS_COLUMNS, std::slice::from_ref(t)))?;
    if r.pools.is_empty() {
        return writeln!(out, "no pools (no ledger rows, units or holds in scope)");
    }
    let shown = r.pools.iter().take(show);
    writeln!(out, "{}", columns(&pool_status_columns(), shown))?;
    if r.pools.len() > show {
        writeln!(
            out,
            "... and {} more pool(s) (--show N, or --format json for all)",
            r.pools.len() - show
        )?;
    }
    if t.drained > 0 {
        writeln!(
            out,
            "{} drained pool(s): see runbooks/pool.md#pool-drained-during-a-flash-sale",
            t.drained
        )?;
    }
    if t.over_target > 0 {
        writeln!(
            out,
            "{} pool(s) over target (oversell risk or over the cap): poolctl reconcile --apply; \
             see runbooks/pool.md#pool-over-target",
            t.over_target
        )?;
    }
    if t.expired_holds > 0 {
        writeln!(
            out,
            "{} expired hold(s): see runbooks/pool.md#expired-holds-piling-up",
            t.expired_holds
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::age;

    #[test]
    fn ages_read_at_a_glance() {
        assert_eq!(age(None), "-");
        assert_eq!(age(Some(42)), "42s");
        assert_eq!(age(Some(425)), "7m05s");
        assert_eq!(age(Some(3 * 3600 + 120)), "3h02m");
    }
}
