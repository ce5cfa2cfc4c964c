//! `poolctl status` output: totals, then one row per pool (drained first);
//! JSON is the [`StatusReport`](crate::pool::status::StatusReport)
//! serialized.

use crate::pool::status::{AGE_BUCKETS, StatusReport};
use std::io::{self, Write};

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
    let totals = vec![vec![
        t.pools.to_string(),
        t.drained.to_string(),
        t.over_target.to_string(),
        format!("{} / {}", t.units, t.target),
        percent(t.fill_percent),
        format!("{} in {}", t.held, t.holds),
        by_age(&t.holds_by_age),
        t.expired_holds.to_string(),
        age(t.oldest_hold_secs),
        age(t.stalest_refill_secs),
    ]];
    writeln!(
        out,
        "{}",
        super::table(
            &[
                "pools",
                "drained",
                "over target",
                "units / target",
                "fill",
                "held (holds)",
                "holds by age",
                "expired",
                "oldest hold",
                "stalest refill"
            ],
            &totals
        )
    )?;
    if r.pools.is_empty() {
        return writeln!(out, "no pools (no ledger rows, units or holds in scope)");
    }
    let rows: Vec<Vec<String>> = r
        .pools
        .iter()
        .take(show)
        .map(|p| {
            let n = &p.n;
            vec![
                n.key.shop.to_string(),
                n.key.item.to_string(),
                n.key.location.to_string(),
                if p.drained {
                    "DRAINED"
                } else if p.over_target {
                    "OVER"
                } else {
                    ""
                }
                .to_string(),
                format!("{} / {}", n.units, p.target),
                percent(p.fill_percent),
                n.ledger
                    .map(|l| l.to_string())
                    .unwrap_or_else(|| "none".into()),
                format!("{} in {}", n.held, n.holds),
                by_age(&n.holds_by_age),
                n.expired_holds.to_string(),
                age(n.oldest_hold_secs),
                age(n.last_refill_secs),
            ]
        })
        .collect();
    writeln!(
        out,
        "{}",
        super::table(
            &[
                "shop",
                "item",
                "location",
                "",
                "units / target",
                "fill",
                "ledger",
                "held (holds)",
                "holds by age",
                "expired",
                "oldest hold",
                "last refill"
            ],
            &rows
        )
    )?;
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
