//! `bench flash-sale --report FILE.svg`: one picture of a finished run.
//! First every design on shared axes: p99 against offered load (the open
//! loop's runs and sweep steps; both axes log scale), and throughput per
//! design side by side (the rate sustained at the SLO after a sweep, else
//! each run's reservations per second). Then per run (each pool setup its
//! own row): reservations per second, p50 and p99 latency per second, and,
//! for the pool design, the hot pool's fill over time (the drains, the
//! refills, the spells at 0), every row on the same axes. Drawn with
//! plotters' SVG backend: no font files or native libraries, text is left to
//! the viewer.

use crate::bench::sale::Second;
use crate::bench::{DesignResult, FlashSaleReport};
use plotters::coord::Shift;
use plotters::coord::types::RangedCoordf64;
use plotters::prelude::*;
use std::io::{self, Write};

const PANEL_W: u32 = 420;
const PANEL_H: u32 = 230;
const HEADER_H: u32 = 48;
/// The run's name above its row of panels.
const TITLE_H: u32 = 24;
/// The comparison across designs, above the rows.
const SHARED_H: u32 = 340;

/// A line's colour per design, the same in every chart.
fn colour(i: usize) -> RGBColor {
    const C: [RGBColor; 8] = [
        RGBColor(31, 119, 180),
        RGBColor(214, 39, 40),
        RGBColor(44, 160, 44),
        RGBColor(148, 103, 189),
        RGBColor(255, 127, 14),
        RGBColor(140, 86, 75),
        RGBColor(227, 119, 194),
        RGBColor(127, 127, 127),
    ];
    C[i % C.len()]
}

/// Every open-loop run's (offered rate, p99 ms), per design (or pool
/// setup), in the order they first ran.
fn load_points(r: &FlashSaleReport) -> Vec<(String, Vec<(f64, f64)>)> {
    let mut out: Vec<(String, Vec<(f64, f64)>)> = Vec::new();
    for d in r.runs() {
        let Some(o) = &d.open_loop else { continue };
        let name = d.design_label();
        let point = (o.offered_per_second, d.p99_ms.max(0.001));
        match out.iter_mut().find(|(n, _)| *n == name) {
            Some((_, points)) => points.push(point),
            None => out.push((name, vec![point])),
        }
    }
    for (_, points) in &mut out {
        points.sort_by(|a, b| a.0.total_cmp(&b.0));
    }
    out
}

/// p99 against offered load, every design on the same log-log axes, the
/// SLO drawn across when the run swept.
fn load_panel(area: &Area<'_>, r: &FlashSaleReport) -> io::Result<()> {
    let lines = load_points(r);
    let all = || lines.iter().flat_map(|(_, p)| p.iter());
    if lines.is_empty() {
        let style = ("sans-serif", 14).into_font().color(&BLACK.mix(0.6));
        area.draw(&Text::new(
            "closed loop: no offered load (run with --rate R or --rate auto)",
            (20, (SHARED_H / 2) as i32),
            style,
        ))
        .map_err(err)?;
        return Ok(());
    }
    let slo = match &r.load {
        crate::bench::rounds::Load::Sweep { slo_ms, .. } => Some(*slo_ms),
        _ => None,
    };
    let x_max = all().map(|p| p.0).fold(1.0, f64::max) * 1.5;
    let x_min = all().map(|p| p.0).fold(f64::MAX, f64::min) / 1.5;
    let y_max = all().map(|p| p.1).chain(slo).fold(1.0, f64::max) * 2.0;
    let y_min = all().map(|p| p.1).fold(f64::MAX, f64::min).min(1.0) / 2.0;
    let mut chart = ChartBuilder::on(area)
        .caption(
            "p99 latency against offered load (from each request's intended start)",
            ("sans-serif", 15),
        )
        .margin(10)
        .x_label_area_size(32)
        .y_label_area_size(56)
        .build_cartesian_2d((x_min..x_max).log_scale(), (y_min..y_max).log_scale())
        .map_err(err)?;
    chart
        .configure_mesh()
        .x_desc("offered reservations/s (log)")
        .y_desc("p99 ms (log)")
        .x_label_formatter(&|v| format!("{v:.0}"))
        .y_label_formatter(&|v| {
            if *v < 1.0 {
                format!("{v:.2}")
            } else {
                format!("{v:.0}")
            }
        })
        .draw()
        .map_err(err)?;
    for (i, (name, points)) in lines.iter().enumerate() {
        let c = colour(i);
        chart
            .draw_series(LineSeries::new(points.iter().copied(), c.stroke_width(2)))
            .map_err(err)?
            .label(name.clone())
            .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 16, y)], c.stroke_width(2)));
        chart
            .draw_series(points.iter().map(|&p| Circle::new(p, 3, c.filled())))
            .map_err(err)?;
    }
    if let Some(slo) = slo {
        chart
            .draw_series(LineSeries::new(
                [(x_min, slo), (x_max, slo)],
                BLACK.mix(0.4),
            ))
            .map_err(err)?
            .label(format!("SLO {slo} ms"))
            .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 16, y)], BLACK.mix(0.4)));
    }
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK.mix(0.3))
        .position(SeriesLabelPosition::UpperLeft)
        .draw()
        .map_err(err)?;
    Ok(())
}

/// Throughput per design side by side: after a sweep, the rate each
/// sustained at the SLO; else each run's reservations per second.
fn throughput_panel(area: &Area<'_>, r: &FlashSaleReport) -> io::Result<()> {
    let (caption, bars): (&str, Vec<(String, f64)>) = if r.sweeps.is_empty() {
        (
            "reservations/s per run",
            r.runs()
                .map(|d| (d.label(), d.reservations_per_second))
                .collect(),
        )
    } else {
        (
            "highest offered rate sustained at the SLO",
            r.sweeps
                .iter()
                .map(|s| (s.label.clone(), s.sustained_per_second.unwrap_or(0.0)))
                .collect(),
        )
    };
    let n = bars.len().max(1);
    let y_top = top(bars.iter().map(|b| b.1).fold(0.0, f64::max));
    let mut chart = ChartBuilder::on(area)
        .caption(caption, ("sans-serif", 15))
        .margin(10)
        .x_label_area_size(20)
        .y_label_area_size(56)
        .build_cartesian_2d(0.0..n as f64, 0.0..y_top)
        .map_err(err)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(0)
        .y_desc("reservations/s")
        .y_label_formatter(&|v| format!("{v:.0}"))
        .draw()
        .map_err(err)?;
    for (i, (name, v)) in bars.iter().enumerate() {
        let x = i as f64;
        chart
            .draw_series([Rectangle::new(
                [(x + 0.15, 0.0), (x + 0.85, *v)],
                colour(i).mix(0.8).filled(),
            )])
            .map_err(err)?;
        chart
            .draw_series([Text::new(
                format!("{name}: {v:.0}"),
                (x + 0.15, *v + y_top * 0.02),
                ("sans-serif", 11).into_font(),
            )])
            .map_err(err)?;
    }
    Ok(())
}

fn err(e: impl std::fmt::Display) -> io::Error {
    io::Error::other(format!("drawing the report: {e}"))
}

/// Top of a y axis: a little above the largest value, never 0.
fn top(max: f64) -> f64 {
    if max <= 0.0 { 1.0 } else { max * 1.1 }
}

type Area<'a> = DrawingArea<SVGBackend<'a>, Shift>;

type Chart<'a, 'b> = ChartContext<'a, SVGBackend<'b>, Cartesian2d<RangedCoordf64, RangedCoordf64>>;

/// A panel with its caption and axes: seconds across, `y_desc` up to `y_top`.
fn chart<'a, 'b>(
    area: &'a Area<'b>,
    caption: String,
    y_desc: &str,
    seconds: f64,
    y_top: f64,
) -> io::Result<Chart<'a, 'b>> {
    let mut chart = ChartBuilder::on(area)
        .caption(caption, ("sans-serif", 15))
        .margin(8)
        .x_label_area_size(28)
        .y_label_area_size(52)
        .build_cartesian_2d(0.0..seconds, 0.0..y_top)
        .map_err(err)?;
    chart
        .configure_mesh()
        .x_desc("seconds")
        .y_desc(y_desc)
        .max_light_lines(0)
        .x_label_formatter(if seconds < 5.0 {
            &|v| format!("{v:.1}")
        } else {
            &|v| format!("{v:.0}")
        })
        .y_label_formatter(&|v| format!("{v:.0}"))
        .draw()
        .map_err(err)?;
    Ok(chart)
}

/// The y axes every row shares: reservations per second, latency ms.
#[derive(Clone, Copy)]
struct Axes {
    seconds: f64,
    rate: f64,
    latency: f64,
}

fn rate_panel(area: &Area<'_>, d: &DesignResult, axes: Axes) -> io::Result<()> {
    let caption = format!("reservations/s (mean {:.0})", d.reservations_per_second);
    let mut chart = chart(area, caption, "res/s", axes.seconds, axes.rate)?;
    let points = || d.timeline.iter().map(|s| (s.t as f64 + 0.5, s.rate));
    chart
        .draw_series(LineSeries::new(points(), BLUE.stroke_width(2)))
        .map_err(err)?;
    // A run of a second or two is a point or two: marked.
    chart
        .draw_series(points().map(|p| Circle::new(p, 3, BLUE.filled())))
        .map_err(err)?;
    Ok(())
}

fn latency_panel(area: &Area<'_>, d: &DesignResult, axes: Axes) -> io::Result<()> {
    let busy = || d.timeline.iter().filter(|s| s.reservations > 0);
    let caption = format!("p50 / p99 ms per second (run p99 {:.1})", d.p99_ms);
    let mut chart = chart(area, caption, "ms", axes.seconds, axes.latency)?;
    for (name, color, pick) in [
        ("p50", GREEN, (|s: &Second| s.p50_ms) as fn(&Second) -> f64),
        ("p99", RED, |s: &Second| s.p99_ms),
    ] {
        chart
            .draw_series(LineSeries::new(
                busy().map(|s| (s.t as f64 + 0.5, pick(s))),
                color.stroke_width(2),
            ))
            .map_err(err)?
            .label(name)
            .legend(move |(x, y)| {
                PathElement::new(vec![(x, y), (x + 16, y)], color.stroke_width(2))
            });
        chart
            .draw_series(
                busy().map(|s| Circle::new((s.t as f64 + 0.5, pick(s)), 3, color.filled())),
            )
            .map_err(err)?;
    }
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK.mix(0.3))
        .position(SeriesLabelPosition::UpperRight)
        .draw()
        .map_err(err)?;
    Ok(())
}

fn fill_panel(area: &Area<'_>, d: &DesignResult, axes: Axes) -> io::Result<()> {
    let seconds = axes.seconds;
    let Some(p) = &d.pool else {
        let style = ("sans-serif", 14).into_font().color(&BLACK.mix(0.6));
        area.draw(&Text::new(
            "no bounded pool: every unit loaded up front",
            (20, (PANEL_H / 2) as i32),
            style,
        ))
        .map_err(err)?;
        return Ok(());
    };
    let caption = format!(
        "hot pool rows ({} refills, empty {:.2}%)",
        p.refills,
        p.empty_share * 100.0
    );
    let mut chart = chart(area, caption, "rows", seconds, top(p.cap as f64))?;
    chart
        .draw_series(LineSeries::new(
            p.fill
                .iter()
                .filter(|s| s.counted || s.units == 0)
                .map(|s| (s.t_ms as f64 / 1000.0, s.units as f64)),
            MAGENTA.stroke_width(1),
        ))
        .map_err(err)?;
    // The cap, in grey.
    chart
        .draw_series(LineSeries::new(
            [(0.0, p.cap as f64), (seconds, p.cap as f64)],
            BLACK.mix(0.3),
        ))
        .map_err(err)?;
    Ok(())
}

/// The whole picture as SVG text, written to `out`.
pub fn flash_sale(out: &mut dyn Write, r: &FlashSaleReport) -> io::Result<()> {
    // One row per run: with several rounds, each run as it went in its
    // median round (by reservations/s), named so.
    let several = r.rounds.len() > 1;
    let runs: Vec<(String, &DesignResult)> = if several {
        r.summary
            .iter()
            .filter_map(|s| {
                let mut mine: Vec<(u32, &DesignResult)> = r
                    .rounds
                    .iter()
                    .filter_map(|round| {
                        round
                            .designs
                            .iter()
                            .find(|d| d.run == s.run)
                            .map(|d| (round.round, d))
                    })
                    .collect();
                mine.sort_by(|a, b| {
                    a.1.reservations_per_second
                        .total_cmp(&b.1.reservations_per_second)
                });
                let (round, d) = *mine.get(mine.len().saturating_sub(1) / 2)?;
                Some((
                    format!(
                        "{} (round {round} of {}: its median round by reservations/s)",
                        s.label,
                        r.rounds.len()
                    ),
                    d,
                ))
            })
            .collect()
    } else {
        r.runs().map(|d| (d.label(), d)).collect()
    };
    let rows = runs.len().max(1) as u32;
    let (w, h) = (
        PANEL_W * 3,
        HEADER_H + SHARED_H + (TITLE_H + PANEL_H) * rows,
    );
    let timelines = || runs.iter().flat_map(|(_, d)| d.timeline.iter());
    let axes = Axes {
        seconds: runs
            .iter()
            .map(|(_, d)| d.seconds)
            .fold(1.0, f64::max)
            .ceil(),
        rate: top(timelines().map(|s| s.rate).fold(0.0, f64::max)),
        latency: top(timelines()
            .filter(|s| s.reservations > 0)
            .map(|s| s.p99_ms)
            .fold(0.0, f64::max)),
    };
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (w, h)).into_drawing_area();
        root.fill(&WHITE).map_err(err)?;
        let (header, rest) = root.split_vertically(HEADER_H);
        let (shared, body) = rest.split_vertically(SHARED_H);
        let (left, right) = shared.split_horizontally(PANEL_W * 2);
        load_panel(&left, r)?;
        throughput_panel(&right, r)?;
        header
            .draw(&Text::new(
                format!(
                    "flash sale: {} clients, {} item(s), hot share {}, {} units per item, think {} ms ({})",
                    r.clients, r.items, r.hot, r.stock_per_item, r.think_ms, r.server
                ),
                (12, 16),
                ("sans-serif", 18).into_font(),
            ))
            .map_err(err)?;
        // Each row: the run's name across it, then its three panels.
        for (row, (name, d)) in body.split_evenly((rows as usize, 1)).iter().zip(&runs) {
            let (title, panels) = row.split_vertically(TITLE_H);
            title
                .draw(&Text::new(
                    name.clone(),
                    (12, 4),
                    ("sans-serif", 16).into_font().style(FontStyle::Bold),
                ))
                .map_err(err)?;
            let panels = panels.split_evenly((1, 3));
            rate_panel(&panels[0], d, axes)?;
            latency_panel(&panels[1], d, axes)?;
            fill_panel(&panels[2], d, axes)?;
        }
        root.present().map_err(err)?;
    }
    out.write_all(svg.as_bytes())
}
