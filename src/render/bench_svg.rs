//! `bench flash-sale --report FILE.svg`: one picture of a finished run. Per
//! design (each pool cap is its own row): reservations per second, p50 and
//! p99 latency per second, and, for the pool design, the hot pool's fill over
//! time (the drains, the refills, the spells at 0). Drawn with plotters' SVG
//! backend: no font files or native libraries, text is left to the viewer.

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
        .x_label_formatter(&|v| format!("{v:.0}"))
        .y_label_formatter(&|v| format!("{v:.0}"))
        .draw()
        .map_err(err)?;
    Ok(chart)
}

fn rate_panel(area: &Area<'_>, d: &DesignResult, seconds: f64) -> io::Result<()> {
    let max = d.timeline.iter().map(|s| s.rate).fold(0.0, f64::max);
    let caption = format!("reservations/s (mean {:.0})", d.reservations_per_second);
    let mut chart = chart(area, caption, "res/s", seconds, top(max))?;
    chart
        .draw_series(LineSeries::new(
            d.timeline.iter().map(|s| (s.t as f64 + 0.5, s.rate)),
            BLUE.stroke_width(2),
        ))
        .map_err(err)?;
    Ok(())
}

fn latency_panel(area: &Area<'_>, d: &DesignResult, seconds: f64) -> io::Result<()> {
    let busy = || d.timeline.iter().filter(|s| s.reservations > 0);
    let max = busy().map(|s| s.p99_ms).fold(0.0, f64::max);
    let caption = format!("p50 / p99 ms per second (run p99 {:.1})", d.p99_ms);
    let mut chart = chart(area, caption, "ms", seconds, top(max))?;
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

fn fill_panel(area: &Area<'_>, d: &DesignResult, seconds: f64) -> io::Result<()> {
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
    let (w, h) = (PANEL_W * 3, HEADER_H + (TITLE_H + PANEL_H) * rows);
    let seconds = runs
        .iter()
        .map(|(_, d)| d.seconds)
        .fold(1.0, f64::max)
        .ceil();
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (w, h)).into_drawing_area();
        root.fill(&WHITE).map_err(err)?;
        let (header, body) = root.split_vertically(HEADER_H);
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
            rate_panel(&panels[0], d, seconds)?;
            latency_panel(&panels[1], d, seconds)?;
            fill_panel(&panels[2], d, seconds)?;
        }
        root.present().map_err(err)?;
    }
    out.write_all(svg.as_bytes())
}
