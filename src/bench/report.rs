//! One design's run ([`DesignResult`], the pool design's own figures in
//! [`PoolRun`]), the no-op ceiling ([`NoopResult`]) and the latency
//! histogram's buckets: what the flash sale reports of each run.

use super::design::{Design, ErrorCounts};
use super::sale;
use schemars::JsonSchema;
use serde::Serialize;

/// A latency histogram in buckets: upper bounds in microseconds (powers of
/// two from 0.25 ms) and counts, from the first bucket with a count.
pub fn buckets(h: &hdrhistogram::Histogram<u64>) -> Vec<Bucket> {
    if h.is_empty() {
        return Vec::new();
    }
    let mut bounds = vec![250u64];
    let mut top = 250u64;
    while top <= h.max() {
        top = top.saturating_mul(2);
        bounds.push(top);
    }
    let mut out: Vec<(u64, u64)> = bounds.iter().map(|&b| (b, 0)).collect();
    for v in h.iter_recorded() {
        let value = v.value_iterated_to();
        let i = bounds
            .iter()
            .position(|&b| value < b)
            .unwrap_or(bounds.len() - 1);
        out[i].1 += v.count_at_value();
    }
    let first = out.iter().position(|b| b.1 > 0).unwrap_or(0);
    out.split_off(first)
        .into_iter()
        .map(|(le_us, count)| Bucket { le_us, count })
        .collect()
}

/// One latency bucket of a design's histogram.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Bucket {
    /// The bucket's upper bound (latencies up to it, above the previous
    /// bucket's).
    #[schemars(extend("x-unit" = "microseconds"))]
    pub le_us: u64,
    /// Successful reservations in it.
    pub count: u64,
}

/// One design's run.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct DesignResult {
    /// The design run.
    pub design: Design,
    /// The run's place among the runs in the order given (designs, then a
    /// pool run per setup): the index of its entry in the report's
    /// `summary`, the same in every round (the even rounds run them in
    /// reverse).
    pub run: usize,
    /// How long it ran.
    #[schemars(extend("x-unit" = "seconds"))]
    pub seconds: f64,
    /// Successful reservations.
    pub reservations: u64,
    /// `reservations` over `seconds`.
    #[schemars(extend("x-unit" = "per second"))]
    pub reservations_per_second: f64,
    /// Median latency of a successful reservation (retries included).
    #[schemars(extend("x-unit" = "milliseconds"))]
    pub p50_ms: f64,
    /// Its 95th percentile.
    #[schemars(extend("x-unit" = "milliseconds"))]
    pub p95_ms: f64,
    /// Its 99th percentile.
    #[schemars(extend("x-unit" = "milliseconds"))]
    pub p99_ms: f64,
    /// Its 99.9th percentile.
    #[schemars(extend("x-unit" = "milliseconds"))]
    pub p99_9_ms: f64,
    /// The slowest.
    #[schemars(extend("x-unit" = "milliseconds"))]
    pub max_ms: f64,
    /// Errors by kind (each retried, except `other`).
    pub errors: ErrorCounts,
    /// Client errors that stopped a client (not retryable), with the message.
    pub fatal: Vec<String>,
    /// "Sold out" answers.
    pub sold_out_answers: u64,
    /// Empty SKIP LOCKED scans while units existed (asked again, not refused).
    pub busy_retries: u64,
    /// Units held beyond the stock, or held twice, from the tables at the end.
    pub oversold_units: u64,
    /// "Sold out" answers while units were left, from the tables at the end.
    pub undersold_requests: u64,
    /// Latency of the successful reservations, in doubling buckets from the
    /// first one used.
    pub histogram: Vec<Bucket>,
    /// Reservations and latency per second of the run.
    pub timeline: Vec<sale::Second>,
    /// The pool design's own figures; null for the other designs.
    pub pool: Option<PoolRun>,
    /// The open loop's offer and what came back (`--rate`); null in the
    /// closed loop. In the open loop the latencies above are measured from
    /// each request's intended start.
    pub open_loop: Option<super::open_loop::OpenLoop>,
    /// With `--crash-rate`, for the designs that claim (pool, redis): the
    /// claims, the crashes between their two writes and the inventory error
    /// they left, from the data; null otherwise.
    pub inventory_error: Option<super::claims::InventoryError>,
}

/// What the pool design did with its bounded pool.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct PoolRun {
    /// The pool's cap (rows per pool).
    pub cap: u64,
    /// How the reserve walks the pool and talks to the server.
    pub hot_path: crate::reserve::HotPath,
    /// The library's refill ahead of empty the run used; null when off.
    pub refill_ahead: Option<crate::reserve::RefillAhead>,
    /// What the buyers' carts looked like.
    pub mix: sale::Mix,
    /// A replenisher ran beside the buyers.
    pub replenisher: bool,
    /// Successful reservations by how they met the inline refill.
    pub roles: Vec<sale::RoleLatency>,
    /// How long buyers waited for "sold out" (once the sale sold out).
    pub sold_out: sale::SoldOutLatency,
    /// The refills run after the answer, when refill ahead was deferred;
    /// null otherwise.
    pub after_answer: Option<sale::AfterAnswer>,
    /// Refills that added rows, over every pool (`refill_count`).
    pub refills: u64,
    /// Time the hot pool (item 1) was empty while stock was left, sampled.
    #[schemars(extend("x-unit" = "milliseconds"))]
    pub empty_ms: u64,
    /// `empty_ms` as a share of the run.
    #[schemars(extend("x-unit" = "share (0 to 1)"))]
    pub empty_share: f64,
    /// Separate spells of emptiness.
    pub empty_spells: u64,
    /// Time between two samples of the hot pool.
    #[schemars(extend("x-unit" = "milliseconds"))]
    pub sample_ms: u64,
    /// Who put the units into the pool.
    pub units_added: sale::UnitsAdded,
    /// Units held against the ledger (the ledger-backed path).
    pub units_from_ledger: u64,
    /// Carts with several lines that got their units.
    pub multi_line_carts: u64,
    /// Large orders that got their units.
    pub large_orders: u64,
    /// The hot pool's fill over time.
    pub fill: Vec<sale::FillSample>,
}

impl DesignResult {
    /// A run's figures from the latencies of its successful reservations
    /// (microseconds) and their (completion ms, latency us) events; the
    /// answers and the checks of the data are the caller's to fill in.
    pub fn measured(
        design: Design,
        seconds: f64,
        hist: &hdrhistogram::Histogram<u64>,
        events: &[(u32, u32)],
        errors: ErrorCounts,
        fatal: Vec<String>,
    ) -> DesignResult {
        let q = |p: f64| hist.value_at_quantile(p) as f64 / 1000.0;
        DesignResult {
            design,
            run: 0,
            seconds,
            reservations: hist.len(),
            reservations_per_second: hist.len() as f64 / seconds,
            p50_ms: q(0.50),
            p95_ms: q(0.95),
            p99_ms: q(0.99),
            p99_9_ms: q(0.999),
            max_ms: hist.max() as f64 / 1000.0,
            errors,
            fatal,
            sold_out_answers: 0,
            busy_retries: 0,
            oversold_units: 0,
            undersold_requests: 0,
            histogram: buckets(hist),
            timeline: sale::per_second(events, seconds),
            pool: None,
            open_loop: None,
            inventory_error: None,
        }
    }

    /// `pool cap 1000 procedure ahead 0.5/8 deferred` (`+ replenisher` when
    /// it ran) for a pool run, else the design's name: how every report
    /// names the run.
    pub fn label(&self) -> String {
        let name = self.design_label();
        match &self.open_loop {
            Some(o) => format!("{name} @ {}/s", o.offered_per_second),
            None => name,
        }
    }

    /// [`DesignResult::label`] without the open loop's rate: the design (or
    /// pool setup) the run belongs to.
    pub fn design_label(&self) -> String {
        match &self.pool {
            Some(p) => pool_label(p.cap, p.hot_path, p.refill_ahead, p.replenisher),
            None => self.design.name().to_string(),
        }
    }

    /// A safe design that oversold, the pool that undersold, or a run whose
    /// clients stopped on an error (its figures are not the design's).
    pub fn failed(&self) -> bool {
        (self.design.must_not_oversell() && self.oversold_units > 0)
            || !self.fatal.is_empty()
            || (self.design == Design::Pool && self.undersold_requests > 0)
            || (self.design == Design::Pool && self.inventory_error.is_some_and(|e| e.units() > 0))
    }
}

/// The name of a pool run with these settings (`DesignResult::label`).
pub fn pool_label(
    cap: u64,
    path: crate::reserve::HotPath,
    ahead: Option<crate::reserve::RefillAhead>,
    replenisher: bool,
) -> String {
    format!(
        "pool cap {cap} {}{}{}",
        path.name(),
        match ahead {
            Some(a) => format!(
                " ahead {}/{}{}",
                a.below,
                a.every,
                if a.deferred { " deferred" } else { "" }
            ),
            None => " ahead off".into(),
        },
        if replenisher { " + replenisher" } else { "" }
    )
}

/// The no-op run beside the designs: one round trip plus the same think
/// time, no locks.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct NoopResult {
    /// How long it ran.
    #[schemars(extend("x-unit" = "seconds"))]
    pub seconds: f64,
    /// Requests answered.
    pub requests: u64,
    /// `requests` over `seconds`: the clients' ceiling.
    #[schemars(extend("x-unit" = "per second"))]
    pub requests_per_second: f64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn histogram_buckets_cover_every_value() {
        let mut h = hdrhistogram::Histogram::<u64>::new_with_bounds(1, 60_000_000, 3).unwrap();
        for v in [100u64, 300, 300, 5_000, 40_000] {
            h.record(v).unwrap();
        }
        let b = buckets(&h);
        assert_eq!(b.iter().map(|x| x.count).sum::<u64>(), 5, "{b:?}");
        assert_eq!((b[0].le_us, b[0].count), (250, 1));
        assert_eq!((b[1].le_us, b[1].count), (500, 2));
        assert!(b.last().unwrap().le_us > 40_000);
    }
}
