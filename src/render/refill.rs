//! `poolctl refill` output: the dry-run plan, the summary table and the pools
//! that need a look, for people; JSON is the
//! [`RefillReport`] serialized. Also what
//! every table of pools shares: its key columns ([`pool_columns`]) and its
//! length ([`MAX_TABLE_ROWS`]).

use super::{Column, columns};
use crate::pool::report::RefillReport;
use crate::pool::{
    PoolKey, PoolReport, RUNBOOK_DRAINED, RUNBOOK_LOCK, RUNBOOK_LOCK_NAME, RUNBOOK_OVER_TARGET,
    Status,
};
use std::io::{self, Write};

/// Pools listed in the table output before it points at --format json.
pub const MAX_TABLE_ROWS: usize = 200;

/// The line under a table cut at [`MAX_TABLE_ROWS`] of `total` pools
/// (nothing when it was not cut).
pub fn more_pools(out: &mut dyn Write, total: usize) -> io::Result<()> {
    if total > MAX_TABLE_ROWS {
        writeln!(
            out,
            "... and {} more pool(s): --format json lists them all",
            total - MAX_TABLE_ROWS
        )?;
    }
    Ok(())
}

fn opt<T: ToString>(v: Option<T>) -> String {
    v.map(|v| v.to_string()).unwrap_or_else(|| "-".into())
}

fn note(p: &PoolReport) -> String {
    match (&p.reason, p.runbook()) {
        (Some(r), Some(rb)) => format!("{r} (see {rb})"),
        (Some(r), None) => r.clone(),
        (None, Some(rb)) => format!("see {rb}"),
        (None, None) => String::new(),
    }
}

/// Rows that belong to one pool: a table of them starts with the pool's key
/// ([`pool_columns`]).
pub trait PoolRow {
    fn pool_key(&self) -> &PoolKey;
}

impl PoolRow for PoolReport {
    fn pool_key(&self) -> &PoolKey {
        &self.key
    }
}

/// A table of pools: the shop, item and location columns, then `rest`.
pub fn pool_columns<T: PoolRow>(rest: impl IntoIterator<Item = Column<T>>) -> Vec<Column<T>> {
    let mut columns = vec![
        Column::new("shop", |r: &T| r.pool_key().shop.to_string()),
        Column::new("item", |r: &T| r.pool_key().item.to_string()),
        Column::new("location", |r: &T| r.pool_key().location.to_string()),
    ];
    columns.extend(rest);
    columns
}

/// The dry run's plan, one row per pool.
fn plan_columns() -> Vec<Column<PoolReport>> {
    let rest: [Column<PoolReport>; 8] = [
        Column::new("now", |p| opt(p.before)),
        Column::new("holds", |p| opt(p.holds)),
        Column::new("ledger", |p| opt(p.ledger)),
        Column::new("cap", |p| opt(p.cap)),
        Column::new("target", |p| opt(p.target)),
        Column::new("to add", |p| p.added.to_string()),
        Column::new("status", |p| p.status.as_str().to_string()),
        Column::new("note", note),
    ];
    pool_columns(rest)
}

/// The pools that need a look after a refill.
fn attention_columns() -> Vec<Column<PoolReport>> {
    let rest: [Column<PoolReport>; 5] = [
        Column::new("status", |p| p.status.as_str().to_string()),
        Column::new("now", |p| opt(p.after)),
        Column::new("target", |p| opt(p.target)),
        Column::new("added", |p| p.added.to_string()),
        Column::new("why", note),
    ];
    pool_columns(rest)
}

/// One line of the summary: its label, how many pools, and its note.
type SummaryLine = (&'static str, usize, String);

const SUMMARY_COLUMNS: [Column<SummaryLine>; 3] = [
    Column::new("", |l| l.0.to_string()),
    Column::new("pools", |l| l.1.to_string()),
    Column::new("note", |l| l.2.clone()),
];

/// The report as tables.
pub fn table(out: &mut dyn Write, r: &RefillReport) -> io::Result<()> {
    let s = &r.summary;
    if r.dry_run {
        writeln!(
            out,
            "dry run on {}: the plan, nothing was written",
            r.target
        )?;
        if !r.pools.is_empty() {
            let shown = r.pools.iter().take(MAX_TABLE_ROWS);
            writeln!(out, "{}", columns(&plan_columns(), shown))?;
        }
        more_pools(out, r.pools.len())?;
        writeln!(
            out,
            "{} pool(s): {} would get {} row(s), {} at target, {} sold out, {} over target",
            s.pools, s.would_fill, s.rows_to_add, s.at_target, s.sold_out, s.over_target
        )?;
        return Ok(());
    }
    writeln!(out, "refill on {}:", r.target)?;
    // (label, pools, note shown only when there are such pools)
    let lines: [SummaryLine; 8] = [
        ("pools", s.pools, String::new()),
        ("filled", s.filled, String::new()),
        ("at target", s.at_target, String::new()),
        (
            "sold out",
            s.sold_out,
            "ledger minus holds is 0 (or cap 0): nothing to add".into(),
        ),
        (
            "over target",
            s.over_target,
            format!("refill never deletes rows; see {RUNBOOK_OVER_TARGET}"),
        ),
        (
            "skipped",
            s.skipped,
            format!("refill lock busy; see {RUNBOOK_LOCK}"),
        ),
        (
            "failed",
            s.failed,
            format!("errors after retries, below; see {RUNBOOK_LOCK}"),
        ),
        (
            "still drained",
            s.still_drained,
            format!("empty with stock behind them; see {RUNBOOK_DRAINED}"),
        ),
    ];
    let lines = lines.map(|(label, n, note)| {
        let note = match label {
            "filled" => format!("{} row(s) added", s.rows_added),
            _ if n > 0 => note,
            _ => String::new(),
        };
        (label, n, note)
    });
    writeln!(out, "{}", columns(&SUMMARY_COLUMNS, &lines))?;
    let attention: Vec<&PoolReport> = r
        .pools
        .iter()
        .filter(|p| {
            matches!(
                p.status,
                Status::Skipped | Status::Failed | Status::OverTarget
            ) || p.still_drained()
                || p.reason.is_some()
        })
        .collect();
    if !attention.is_empty() {
        writeln!(out, "pools that need a look:")?;
        let shown = attention.iter().copied().take(MAX_TABLE_ROWS);
        writeln!(out, "{}", columns(&attention_columns(), shown))?;
        if attention.len() > MAX_TABLE_ROWS {
            writeln!(
                out,
                "... and {} more: --format json lists every pool",
                attention.len() - MAX_TABLE_ROWS
            )?;
        }
    }
    if r.not_attempted > 0 {
        writeln!(out, "{} pool(s) not attempted", r.not_attempted)?;
    }
    if s.skipped + s.failed + s.still_drained + s.over_target > 0 {
        writeln!(
            out,
            "refill lock names and the SQL to take them: {RUNBOOK_LOCK_NAME}"
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pool::Summary;

    fn key(item: u64) -> PoolKey {
        PoolKey {
            shop: 1,
            item,
            location: 1,
        }
    }

    use crate::pool::plan::sample as obs;

    fn report(dry_run: bool, pools: Vec<PoolReport>) -> RefillReport {
        RefillReport {
            target: "mysql://poolctl@127.0.0.1:3306/shop".into(),
            database: "shop".into(),
            dry_run,
            summary: Summary::of(&pools),
            not_attempted: 0,
            pools,
            runbook: "runbooks/pool.md",
        }
    }

    fn render(r: &RefillReport) -> String {
        let mut out = Vec::new();
        table(&mut out, r).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn refill_summary_and_pools_that_need_a_look() {
        let pools = vec![
            PoolReport::refilled(key(100), &obs(0, 0, 5000, 1000), &obs(1000, 0, 5000, 1000), 1000, 1, 0),
            PoolReport::refilled(key(101), &obs(40, 0, 40, 1000), &obs(40, 0, 40, 1000), 0, 0, 0),
            PoolReport::refilled(key(102), &obs(0, 3, 3, 1000), &obs(0, 3, 3, 1000), 0, 0, 0),
            PoolReport::refilled(key(103), &obs(12, 0, 10, 1000), &obs(12, 0, 10, 1000), 0, 0, 0),
            PoolReport::skipped(
                key(104),
                Some(&obs(0, 0, 9, 1000)),
                "refill lock poolctl.refill.shop.1.104.1 is held by connection 42: another refill is running".into(),
            ),
            PoolReport::failed(key(105), Some(&obs(2, 0, 9, 1000)), 0, 3, "refilling pool shop 1 item 105 location 1 failed: server error 1205: Lock wait timeout exceeded".into()),
        ];
        insta::assert_snapshot!("refill_table", render(&report(false, pools)));
    }

    #[test]
    fn dry_run_plan() {
        let pools = vec![
            PoolReport::planned(key(100), &obs(100, 0, 5000, 1000), 1000, None),
            PoolReport::planned(key(101), &obs(40, 0, 40, 1000), 1000, Some(7)),
        ];
        let text = render(&report(true, pools));
        assert!(text.contains("nothing was written"), "{text}");
        insta::assert_snapshot!("refill_dry_run", text);
    }
}
