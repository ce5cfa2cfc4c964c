//! The benches' reports: a table per bench, a latency histogram per design in
//! the terminal, or one JSON document.

use super::table;
use crate::bench::{self, Bucket, FlashSaleReport, LockVariantsReport};
use std::io::{self, Write};

fn ms(v: f64) -> String {
    bench::format_ms((v * 1000.0).round() as u64)
}

pub fn flash_sale(out: &mut dyn Write, r: &FlashSaleReport) -> io::Result<()> {
    writeln!(
        out,
        "flash sale on {} ({}): {} clients, {} item(s), hot share {}, {} units per item, think {} ms, up to {} s per design",
        r.target,
        r.server,
        r.clients,
        r.items,
        r.hot,
        r.stock_per_item,
        r.think_ms,
        r.duration_seconds
    )?;
    let rows: Vec<Vec<String>> = r
        .designs
        .iter()
        .map(|d| {
            vec![
                d.design.name().to_string(),
                format!("{:.0}", d.reservations_per_second),
                d.reservations.to_string(),
                ms(d.p50_ms),
                ms(d.p95_ms),
                ms(d.p99_ms),
                d.sold_out_answers.to_string(),
                d.oversold_units.to_string(),
                d.undersold_requests.to_string(),
                if d.fatal.is_empty() {
                    d.errors.describe()
                } else {
                    format!(
                        "{}; stopped clients: {}",
                        d.errors.describe(),
                        d.fatal.join("; ")
                    )
                },
            ]
        })
        .collect();
    writeln!(
        out,
        "{}",
        table(
            &[
                "design",
                "res/s",
                "reservations",
                "p50 ms",
                "p95 ms",
                "p99 ms",
                "sold out",
                "oversold",
                "undersold",
                "errors (retried)",
            ],
            &rows,
        )
    )?;
    writeln!(
        out,
        "no-op (one round trip + {} ms think, no locks): {:.0} requests/s over {:.1} s: the clients' ceiling",
        r.think_ms, r.noop.requests_per_second, r.noop.seconds
    )?;
    if let Some((tput, p99)) = r.pool_vs_counter() {
        writeln!(
            out,
            "pool vs counter: {tput:.2}x the throughput, counter's p99 is {p99:.2}x pool's"
        )?;
    }
    for d in &r.designs {
        writeln!(
            out,
            "\n{} latency (successful reservations):",
            d.design.name()
        )?;
        let b: Vec<(u64, u64)> = d.histogram.iter().map(|b| (b.le_us, b.count)).collect();
        if b.is_empty() {
            writeln!(out, "  (none)")?;
        }
        for line in bench::bars(&b, 40) {
            writeln!(out, "{line}")?;
        }
    }
    for d in r.designs.iter().filter(|d| d.failed()) {
        writeln!(
            out,
            "FAILED: {} oversold {} unit(s), undersold {} request(s)",
            d.design.name(),
            d.oversold_units,
            d.undersold_requests
        )?;
    }
    Ok(())
}

pub fn lock_variants(out: &mut dyn Write, r: &LockVariantsReport) -> io::Result<()> {
    writeln!(
        out,
        "lock variants on {} ({}): {} workers, {} rows, {} ms hold",
        r.target, r.server, r.workers, r.rows, r.hold_ms
    )?;
    let rows: Vec<Vec<String>> = r
        .variants
        .iter()
        .map(|v| {
            vec![
                v.variant.name().to_string(),
                format!("{:.2}", v.wall_ms as f64 / 1000.0),
                v.claims.to_string(),
                v.duplicate_claims.to_string(),
                v.unclaimed_rows.to_string(),
                v.per_worker
                    .iter()
                    .map(u64::to_string)
                    .collect::<Vec<_>>()
                    .join("/"),
                if v.errors.is_empty() {
                    "-".into()
                } else {
                    v.errors.join("; ")
                },
            ]
        })
        .collect();
    writeln!(
        out,
        "{}",
        table(
            &[
                "variant",
                "wall s",
                "claims",
                "duplicates",
                "unclaimed",
                "per worker",
                "errors"
            ],
            &rows,
        )
    )
}

/// Buckets as JSON-friendly values.
pub fn to_buckets(b: &[(u64, u64)]) -> Vec<Bucket> {
    b.iter()
        .map(|&(le_us, count)| Bucket { le_us, count })
        .collect()
}
