//! The benches' reports: a table per bench, a latency histogram per design in
//! the terminal, or one JSON document.

use super::{Column, columns};
use crate::bench::claims::InventoryError;
use crate::bench::lock_variants::Outcome;
use crate::bench::open_loop::Sweep;
use crate::bench::rounds::{Load, Round, RunSummary, Spread};
use crate::bench::sale::{Quantiles, RoleLatency};
use crate::bench::{Bucket, DesignResult, FlashSaleReport, LockVariantsReport, PoolRun};
use std::io::{self, Write};

/// One run of a round.
const DESIGN_COLUMNS: [Column<DesignResult>; 10] = [
    Column::new("design", DesignResult::label),
    Column::new("res/s", |d| format!("{:.0}", d.reservations_per_second)),
    Column::new("reservations", |d| d.reservations.to_string()),
    Column::new("p50 ms", |d| ms(d.p50_ms)),
    Column::new("p95 ms", |d| ms(d.p95_ms)),
    Column::new("p99 ms", |d| ms(d.p99_ms)),
    Column::new("sold out", |d| d.sold_out_answers.to_string()),
    Column::new("oversold", |d| d.oversold_units.to_string()),
    Column::new("undersold", |d| d.undersold_requests.to_string()),
    Column::new("errors (retried)", |d| {
        if d.fatal.is_empty() {
            d.errors.describe()
        } else {
            format!(
                "{}; stopped clients: {}",
                d.errors.describe(),
                d.fatal.join("; ")
            )
        }
    }),
];

/// One run of the open loop: offered against achieved, the latency from
/// the intended start, and from the send.
const OPEN_COLUMNS: [Column<DesignResult>; 9] = [
    Column::new("design", DesignResult::label),
    Column::new("offered/s", |d| {
        open(d, |o| format!("{:.0}", o.offered_per_second))
    }),
    Column::new("achieved/s", |d| {
        open(d, |o| format!("{:.0}", o.achieved_per_second))
    }),
    Column::new("p50 ms", |d| open(d, |o| ms(o.corrected.p50_ms))),
    Column::new("p99 ms", |d| open(d, |o| ms(o.corrected.p99_ms))),
    Column::new("p99.9 ms", |d| open(d, |o| ms(o.corrected.p99_9_ms))),
    Column::new("max ms", |d| open(d, |o| ms(o.corrected.max_ms))),
    Column::new("p99 ms from send", |d| {
        open(d, |o| ms(o.uncorrected.p99_ms))
    }),
    Column::new("unserved", |d| open(d, |o| o.unserved.to_string())),
];

fn open(d: &DesignResult, f: impl Fn(&crate::bench::open_loop::OpenLoop) -> String) -> String {
    d.open_loop.as_ref().map_or_else(|| "-".to_string(), f)
}

/// One design's sweep.
const SWEEP_COLUMNS: [Column<Sweep>; 4] = [
    Column::new("design", |s| s.label.clone()),
    Column::new("rate at SLO /s", |s| match s.sustained_per_second {
        Some(r) if s.at_ceiling => format!(">= {r:.0} (the sweep's ceiling)"),
        Some(r) => format!("{r:.0}"),
        None => "none".into(),
    }),
    Column::new("steps (offered/s: p99 ms)", |s| {
        s.steps
            .iter()
            .map(|t| {
                format!(
                    "{:.0}: {}{}",
                    t.offered_per_second,
                    ms(t.p99_ms),
                    if t.sustained { "" } else { " x" }
                )
            })
            .collect::<Vec<_>>()
            .join(", ")
    }),
    Column::new("inventory error", |s| {
        s.inventory_error
            .as_ref()
            .map_or_else(|| "-".to_string(), describe_error)
    }),
];

/// The crash window's outcome of one run.
const INVENTORY_COLUMNS: [Column<DesignResult>; 6] = [
    Column::new("design", DesignResult::label),
    Column::new("claims", |d| inv(d, |e| e.claims.to_string())),
    Column::new("crashes ledger/counter first", |d| {
        inv(d, |e| {
            format!("{} / {}", e.crashes_ledger_first, e.crashes_counter_first)
        })
    }),
    Column::new("oversold units", |d| {
        inv(d, |e| e.oversold_units.to_string())
    }),
    Column::new("unavailable units", |d| {
        inv(d, |e| e.unavailable_units.to_string())
    }),
    Column::new("holds left", |d| inv(d, |e| e.holds_left.to_string())),
];

fn inv(d: &DesignResult, f: impl Fn(&InventoryError) -> String) -> String {
    d.inventory_error
        .as_ref()
        .map_or_else(|| "-".to_string(), f)
}

/// `oversold 3, unavailable 2 after 5 crashes in 400 claims`.
fn describe_error(e: &InventoryError) -> String {
    format!(
        "oversold {}, unavailable {} after {} crash(es) in {} claims",
        e.oversold_units,
        e.unavailable_units,
        e.crashes(),
        e.claims
    )
}

/// Each value of a spread over the rounds, in round order.
fn each(s: &Spread, f: fn(f64) -> String) -> String {
    s.each.iter().map(|&v| f(v)).collect::<Vec<_>>().join(", ")
}

/// One run over the rounds.
const SUMMARY_COLUMNS: [Column<RunSummary>; 7] = [
    Column::new("design", |s| s.label.clone()),
    Column::new("res/s", |s| {
        format!("{:.0}", s.reservations_per_second.median)
    }),
    Column::new("p50 ms", |s| ms(s.p50_ms.median)),
    Column::new("p99 ms", |s| ms(s.p99_ms.median)),
    Column::new("res/s each round", |s| {
        each(&s.reservations_per_second, |v| format!("{v:.0}"))
    }),
    Column::new("p99 ms each round", |s| each(&s.p99_ms, ms)),
    Column::new("failed in round", |s| {
        if s.failed_rounds.is_empty() {
            "-".into()
        } else {
            s.failed_rounds
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        }
    }),
];

/// The reservations of a pool run that met the inline refill one way.
const ROLE_COLUMNS: [Column<RoleLatency>; 5] = [
    Column::new("reservation", |r| r.role.name().to_string()),
    Column::new("count", |r| r.reservations.to_string()),
    Column::new("p50 ms", |r| quantile(r.latency.p50_ms)),
    Column::new("p99 ms", |r| quantile(r.latency.p99_ms)),
    Column::new("max ms", |r| quantile(r.latency.max_ms)),
];

/// One variant of the queue experiment.
const VARIANT_COLUMNS: [Column<Outcome>; 7] = [
    Column::new("variant", |v| v.variant.name().to_string()),
    Column::new("wall s", |v| format!("{:.2}", v.wall_ms as f64 / 1000.0)),
    Column::new("claims", |v| v.claims.to_string()),
    Column::new("duplicates", |v| v.duplicate_claims.to_string()),
    Column::new("unclaimed", |v| v.unclaimed_rows.to_string()),
    Column::new("per worker", |v| {
        v.per_worker
            .iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join("/")
    }),
    Column::new("errors", |v| {
        if v.errors.is_empty() {
            "-".into()
        } else {
            v.errors.join("; ")
        }
    }),
];

fn ms(v: f64) -> String {
    format_ms((v * 1000.0).round() as u64)
}

/// Milliseconds from microseconds, with the digits that matter.
pub fn format_ms(us: u64) -> String {
    let ms = us as f64 / 1000.0;
    if ms < 10.0 {
        format!("{ms:.2}")
    } else if ms < 100.0 {
        format!("{ms:.1}")
    } else {
        format!("{ms:.0}")
    }
}

/// One bar line per bucket, `width` characters for the largest.
pub fn bars(buckets: &[Bucket], width: usize) -> Vec<String> {
    let top = buckets.iter().map(|b| b.count).max().unwrap_or(0).max(1);
    buckets
        .iter()
        .map(|b| {
            let len = ((b.count as f64 / top as f64) * width as f64).ceil() as usize;
            format!(
                "  <= {:>9} ms | {:<width$} {}",
                format_ms(b.le_us),
                "#".repeat(len.min(width)),
                b.count
            )
        })
        .collect()
}

pub fn flash_sale(out: &mut dyn Write, r: &FlashSaleReport) -> io::Result<()> {
    let several = r.rounds.len() > 1;
    writeln!(
        out,
        "flash sale on {} ({}): {} clients, {} item(s), hot share {}, {} units per item, think {} ms, up to {} s per design{}",
        r.target,
        r.server,
        r.clients,
        r.items,
        r.hot,
        r.stock_per_item,
        r.think_ms,
        r.duration_seconds,
        if several {
            format!(
                ", {} rounds (the even ones in reverse order)",
                r.rounds.len()
            )
        } else {
            String::new()
        }
    )?;
    match &r.load {
        Load::Closed => writeln!(
            out,
            "closed loop: each client sends when its last request returned"
        )?,
        Load::Open { rates, arrivals } => writeln!(
            out,
            "open loop: {} arrivals at {} per second, latency from each request's intended start",
            match arrivals {
                crate::bench::open_loop::Arrivals::Poisson => "Poisson",
                crate::bench::open_loop::Arrivals::Constant => "evenly spaced",
            },
            rates
                .iter()
                .map(|r| format!("{r}"))
                .collect::<Vec<_>>()
                .join(", ")
        )?,
        Load::Sweep {
            slo_ms, from, max, ..
        } => writeln!(
            out,
            "open loop, swept from {from}/s up to {max}/s: the highest rate each design sustains at p99 <= {slo_ms} ms"
        )?,
    }
    if let Some(redis) = &r.redis {
        writeln!(out, "redis design: counters on {redis}")?;
    }
    if let Some(c) = r.crash_rate {
        writeln!(
            out,
            "claims: every reservation of pool and redis is claimed; {c} of the claims crash between their two writes"
        )?;
    }
    for round in &r.rounds {
        if several {
            writeln!(out, "\nround {} of {}:", round.round, r.rounds.len())?;
        }
        one_round(out, r, round)?;
    }
    if several {
        summary(out, r)?;
    }
    if !r.sweeps.is_empty() {
        writeln!(
            out,
            "\nrate sustained at the SLO (x: a step not sustained):"
        )?;
        writeln!(out, "{}", columns(&SWEEP_COLUMNS, &r.sweeps))?;
    }
    for round in &r.rounds {
        for d in round.designs.iter().filter(|d| d.failed()) {
            writeln!(
                out,
                "FAILED: {}{} oversold {} unit(s), undersold {} request(s){}",
                d.label(),
                if several {
                    format!(" (round {})", round.round)
                } else {
                    String::new()
                },
                d.oversold_units,
                d.undersold_requests,
                if d.fatal.is_empty() {
                    String::new()
                } else {
                    format!(", {} client(s) stopped on an error", d.fatal.len())
                }
            )?;
        }
    }
    Ok(())
}

/// One round: the designs' table, the no-op ceiling, the pool's ratios, the
/// inline-refill tax and the latency histograms.
fn one_round(out: &mut dyn Write, r: &FlashSaleReport, round: &Round) -> io::Result<()> {
    writeln!(out, "{}", columns(&DESIGN_COLUMNS, &round.designs))?;
    if round.designs.iter().any(|d| d.open_loop.is_some()) {
        writeln!(
            out,
            "\nopen loop (latency from the intended start; \"from send\" as a closed-loop tool would see it):"
        )?;
        writeln!(out, "{}", columns(&OPEN_COLUMNS, &round.designs))?;
    }
    let claimed: Vec<DesignResult> = round
        .designs
        .iter()
        .filter(|d| d.inventory_error.is_some())
        .cloned()
        .collect();
    if !claimed.is_empty() {
        writeln!(
            out,
            "\ncrash window (inventory error counted from the data at the end):"
        )?;
        writeln!(out, "{}", columns(&INVENTORY_COLUMNS, &claimed))?;
    }
    writeln!(
        out,
        "no-op (one round trip + {} ms think, no locks): {:.0} requests/s over {:.1} s: the clients' ceiling",
        r.think_ms, round.noop.requests_per_second, round.noop.seconds
    )?;
    for ratios in round.pool_ratios() {
        let mut parts = Vec::new();
        if let Some((tput, p99)) = ratios.vs_counter {
            parts.push(format!(
                "{tput:.2}x counter's throughput, p99 {p99:.3} of counter's"
            ));
        }
        if let Some(x) = ratios.vs_no_lock {
            parts.push(format!("{x:.3}x no-lock's throughput"));
        }
        if !parts.is_empty() {
            writeln!(out, "{}: {}", ratios.pool.label(), parts.join(", "))?;
        }
    }
    for d in &round.designs {
        if let Some(p) = &d.pool {
            pool_run(out, d, p)?;
        }
    }
    for d in &round.designs {
        writeln!(out, "\n{} latency (successful reservations):", d.label())?;
        if d.histogram.is_empty() {
            writeln!(out, "  (none)")?;
        }
        for line in bars(&d.histogram, 40) {
            writeln!(out, "{line}")?;
        }
    }
    Ok(())
}

/// Each run over the rounds: its medians, and for a pool run the median of
/// each round's own ratios with every round's value.
fn summary(out: &mut dyn Write, r: &FlashSaleReport) -> io::Result<()> {
    writeln!(
        out,
        "\nover {} rounds (medians; each round's value in round order):",
        r.rounds.len()
    )?;
    writeln!(out, "{}", columns(&SUMMARY_COLUMNS, &r.summary))?;
    let ratio: fn(f64) -> String = |v| format!("{v:.2}");
    let ratio3: fn(f64) -> String = |v| format!("{v:.3}");
    for s in &r.summary {
        let mut parts = Vec::new();
        if let (Some(x), Some(p)) = (&s.x_counter, &s.p99_of_counter) {
            parts.push(format!(
                "{:.2}x counter's throughput ({}), p99 {:.3} of counter's ({})",
                x.median,
                each(x, ratio),
                p.median,
                each(p, ratio3)
            ));
        }
        if let Some(n) = &s.x_no_lock {
            parts.push(format!(
                "{:.3}x no-lock's throughput ({})",
                n.median,
                each(n, ratio3)
            ));
        }
        if !parts.is_empty() {
            writeln!(
                out,
                "{}, median of each round's own ratios: {}",
                s.label,
                parts.join(", ")
            )?;
        }
    }
    Ok(())
}

/// The inline-refill tax of one pool run.
fn pool_run(out: &mut dyn Write, d: &DesignResult, p: &PoolRun) -> io::Result<()> {
    writeln!(
        out,
        "\n{}: {} refills during the sale, hot pool empty {} ms ({:.2}% of the run, {} spell(s), sampled every {} ms); units added: {} before the sale, {} inline, {} ahead, {} by the replenisher{}",
        d.label(),
        p.refills,
        p.empty_ms,
        p.empty_share * 100.0,
        p.empty_spells,
        p.sample_ms,
        p.units_added.setup,
        p.units_added.inline,
        p.units_added.ahead,
        p.units_added.replenisher,
        if p.replenisher { "" } else { " (off)" },
    )?;
    if p.units_from_ledger > 0 || p.multi_line_carts > 0 || p.large_orders > 0 {
        writeln!(
            out,
            "  carts with several lines {}, large orders {} ({} units each), units held against the ledger {}",
            p.multi_line_carts, p.large_orders, p.mix.large_units, p.units_from_ledger
        )?;
    }
    writeln!(out, "{}", columns(&ROLE_COLUMNS, &p.roles))?;
    let so = &p.sold_out;
    if so.answers > 0 {
        let [p50, p99, max] = quantile_cells(&so.latency);
        writeln!(
            out,
            "sold-out answers: {}, p50 {p50} ms, p99 {p99} ms, max {max} ms",
            so.answers
        )?;
    }
    if let Some(a) = &p.after_answer {
        let [p50, p99, max] = quantile_cells(&a.latency);
        writeln!(
            out,
            "refill ahead after the answer (deferred): {} looks, {} refills added {} units, each p50 {p50} ms, p99 {p99} ms, max {max} ms (in no reservation's latency; the client's next reserve waited for them)",
            a.looks, a.refills, a.units
        )?;
    }
    Ok(())
}

/// A latency in milliseconds as a table cell ("-": none measured).
fn quantile(v: Option<f64>) -> String {
    v.map_or_else(|| "-".to_string(), ms)
}

/// p50, p99 and max as table cells.
fn quantile_cells(q: &Quantiles) -> [String; 3] {
    [q.p50_ms, q.p99_ms, q.max_ms].map(quantile)
}

pub fn lock_variants(out: &mut dyn Write, r: &LockVariantsReport) -> io::Result<()> {
    writeln!(
        out,
        "lock variants on {} ({}): {} workers, {} rows, {} ms hold",
        r.target, r.server, r.workers, r.rows, r.hold_ms
    )?;
    writeln!(out, "{}", columns(&VARIANT_COLUMNS, &r.variants))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bench::rounds::{self, Round, test_run as run};
    use crate::bench::{Design, NoopResult};

    /// Three rounds of no-lock and counter (the pool's own figures need a
    /// pool run's data; its ratios are checked in `bench::rounds`).
    fn three_rounds() -> FlashSaleReport {
        let mut stopped = run(1, Design::Counter, 300.0, 90.0);
        stopped.fatal = vec!["lost the connection".into()];
        let rounds: Vec<Round> = [
            vec![
                run(0, Design::NoLock, 5000.0, 20.0),
                run(1, Design::Counter, 700.0, 50.0),
            ],
            vec![stopped, run(0, Design::NoLock, 4000.0, 25.0)],
            vec![
                run(0, Design::NoLock, 6000.0, 18.0),
                run(1, Design::Counter, 650.0, 55.0),
            ],
        ]
        .into_iter()
        .zip(1..)
        .map(|(designs, round)| Round {
            round,
            noop: NoopResult {
                seconds: 3.0,
                requests: 90_000,
                requests_per_second: 30_000.0,
            },
            designs,
        })
        .collect();
        FlashSaleReport {
            target: "mysql://u@127.0.0.1:1/b".into(),
            server: "MariaDB 10.11".into(),
            clients: 32,
            items: 1,
            hot: 1.0,
            stock_per_item: 20_000,
            think_ms: 1,
            duration_seconds: 10,
            caps: vec![],
            redis: None,
            load: rounds::Load::Closed,
            crash_rate: None,
            sweeps: vec![],
            summary: rounds::summarize(&rounds),
            rounds,
        }
    }

    #[test]
    fn several_rounds_end_with_the_medians_and_name_a_failed_round() {
        let r = three_rounds();
        assert!(r.failed(), "a run whose clients stopped fails the bench");
        let mut out = Vec::new();
        flash_sale(&mut out, &r).unwrap();
        let text = String::from_utf8(out).unwrap();
        for says in [
            "round 1 of 3:",
            "round 3 of 3:",
            "over 3 rounds",
            "5000, 4000, 6000",
            "700, 300, 650",
        ] {
            assert!(text.contains(says), "{says}: {text}");
        }
        assert!(
            text.contains("FAILED: counter (round 2) oversold 0 unit(s), undersold 0 request(s), 1 client(s) stopped"),
            "{text}"
        );
        // The medians come after the last round.
        assert!(text.find("over 3 rounds").unwrap() > text.find("round 3 of 3:").unwrap());
    }

    #[test]
    fn the_picture_of_several_rounds_draws_each_run_from_its_median_round() {
        let r = three_rounds();
        let mut out = Vec::new();
        crate::render::bench_svg::flash_sale(&mut out, &r).unwrap();
        let svg = String::from_utf8(out).unwrap();
        // no-lock: 5000, 4000, 6000 -> round 1; counter: 700, 300, 650 -> round 3.
        assert!(
            svg.contains("no-lock (round 1 of 3: its median round"),
            "{svg}"
        );
        assert!(
            svg.contains("counter (round 3 of 3: its median round"),
            "{svg}"
        );
        assert_eq!(
            svg.matches("its median round").count(),
            2,
            "one row per run"
        );
    }

    #[test]
    fn bars_scale_to_the_largest_bucket() {
        let b = [
            Bucket {
                le_us: 250,
                count: 1,
            },
            Bucket {
                le_us: 500,
                count: 2,
            },
        ];
        let lines = bars(&b, 20);
        assert!(lines[1].contains(&"#".repeat(20)), "{lines:?}");
        assert!(lines[0].contains(&"#".repeat(10)), "{lines:?}");
        assert!(lines[0].contains("0.25"), "{lines:?}");
        assert_eq!(format_ms(123_456), "123");
    }
}
