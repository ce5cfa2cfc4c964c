//! The open loop (`bench flash-sale --rate R[,R2,...]`): arrivals at an
//! offered rate that do not wait for the system (Poisson or evenly spaced,
//! [`Arrivals`], [`schedule`]), each request's latency measured from its
//! intended start (coordinated omission corrected, as wrk2 does) beside the
//! latency from when it was sent ([`OpenLoop`]), and `--rate auto`: the
//! search for the highest rate a design sustains at its SLO ([`Search`],
//! [`Sweep`]). Pure: the clients that take the arrivals are
//! `super::pacing`'s.

use super::design::Rng;
use schemars::JsonSchema;
use serde::Serialize;
use std::time::Duration;

/// How the arrivals of the open loop are spaced.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, JsonSchema, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum Arrivals {
    /// Exponential gaps (a Poisson process): the bursts real buyers make.
    #[default]
    Poisson,
    /// Evenly spaced, 1/R apart.
    Constant,
}

/// `--rate`: fixed offered rates, or the sweep.
#[derive(Debug, Clone, PartialEq)]
pub enum RateSpec {
    Fixed(Vec<f64>),
    Auto,
}

/// The most `--rate` offers, reservations per second.
pub const MAX_RATE: f64 = 1_000_000.0;

/// Parse `--rate`: `auto`, or rates separated by commas (`500,1000,2e3`),
/// each above 0 and at most [`MAX_RATE`].
pub fn parse_rate(s: &str) -> Result<RateSpec, String> {
    if s.trim().eq_ignore_ascii_case("auto") {
        return Ok(RateSpec::Auto);
    }
    let mut rates = Vec::new();
    for part in s.split(',') {
        let r: f64 = part.trim().parse().map_err(|_| {
            format!(
                "`{}` is not a rate: give reservations per second (e.g. 500,1000) or auto",
                part.trim()
            )
        })?;
        if !(r > 0.0 && r <= MAX_RATE) {
            return Err(format!(
                "{r} is out of range: a rate is above 0 and at most {MAX_RATE} per second"
            ));
        }
        rates.push(r);
    }
    Ok(RateSpec::Fixed(rates))
}

/// The intended start of every arrival within `duration`, in microseconds
/// from the start, ascending: `rate` per second on average, spaced as
/// `arrivals` says, the same for every design of a run (the same `seed`).
pub fn schedule(rate: f64, duration: Duration, arrivals: Arrivals, seed: u64) -> Vec<u64> {
    let end = duration.as_secs_f64() * 1e6;
    let mean_gap = 1e6 / rate.max(1e-9);
    let mut rng = Rng::new(seed);
    let mut out = Vec::with_capacity((rate * duration.as_secs_f64()).min(5e7) as usize + 1);
    let mut t = 0.0f64;
    loop {
        t += match arrivals {
            Arrivals::Constant => mean_gap,
            // Inverse transform of an exponential; 1 - u is in (0, 1].
            Arrivals::Poisson => -mean_gap * (1.0 - rng.unit()).ln(),
        };
        if t >= end {
            return out;
        }
        out.push(t as u64);
    }
}

/// A failpoint for the tests (`POOLCTL_FAILPOINT=bench-stall:EVERY:MS`):
/// every EVERY-th request of a run stalls MS milliseconds inside its
/// measured span, as a design that sometimes freezes (a GC pause, a slow
/// disk). Never set outside tests.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stall {
    pub every: u64,
    pub ms: u64,
}

impl Stall {
    pub fn parse(spec: &str) -> Option<Stall> {
        let rest = spec.strip_prefix("bench-stall:")?;
        let (every, ms) = rest.split_once(':')?;
        let (every, ms) = (every.parse().ok()?, ms.parse().ok()?);
        (every > 0).then_some(Stall { every, ms })
    }
}

/// p50, p99, p99.9 and max of some latencies, milliseconds.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, JsonSchema)]
pub struct Tail {
    #[schemars(extend("x-unit" = "milliseconds"))]
    pub p50_ms: f64,
    #[schemars(extend("x-unit" = "milliseconds"))]
    pub p99_ms: f64,
    #[schemars(extend("x-unit" = "milliseconds"))]
    pub p99_9_ms: f64,
    #[schemars(extend("x-unit" = "milliseconds"))]
    pub max_ms: f64,
}

impl Tail {
    /// From a histogram of microseconds (all 0 when empty).
    pub fn of(h: &hdrhistogram::Histogram<u64>) -> Tail {
        if h.is_empty() {
            return Tail::default();
        }
        let q = |p: f64| h.value_at_quantile(p) as f64 / 1000.0;
        Tail {
            p50_ms: q(0.50),
            p99_ms: q(0.99),
            p99_9_ms: q(0.999),
            max_ms: h.max() as f64 / 1000.0,
        }
    }
}

/// One run in the open loop: what was offered and what came back.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct OpenLoop {
    /// The offered rate (`--rate`, or the sweep's step).
    #[schemars(extend("x-unit" = "per second"))]
    pub offered_per_second: f64,
    /// How the arrivals were spaced.
    pub arrivals: Arrivals,
    /// Arrivals scheduled within the run's duration.
    pub scheduled: u64,
    /// Arrivals sent to the design (the rest came after the sale sold out,
    /// or were still waiting for a connection at the hard stop).
    pub sent: u64,
    /// Arrivals still waiting for a connection at the run's hard stop
    /// (`--duration` and half of it again): the design fell behind. A run
    /// that sold out before it has none (the arrivals queued then would be
    /// answered sold out; their wait is in the served ones' latency).
    pub unserved: u64,
    /// Successful reservations over the run's seconds.
    #[schemars(extend("x-unit" = "per second"))]
    pub achieved_per_second: f64,
    /// Successful reservations over the arrivals scheduled (or over the
    /// stock, when the arrivals asked for more): 1 when the design served
    /// every arrival it could.
    #[schemars(extend("x-unit" = "ratio"))]
    pub achieved_share: f64,
    /// Latency of the successful reservations from each one's intended
    /// start (its arrival), the waits for a free connection included: the
    /// figure a buyer sees (the design's `p50_ms`, `p99_ms` are these).
    pub corrected: Tail,
    /// The same from when each was sent: what a closed-loop tool reports,
    /// blind to the queue in front of the design (coordinated omission).
    pub uncorrected: Tail,
}

impl OpenLoop {
    /// The design kept up with the offer at the SLO: p99 from the intended
    /// start within `slo_ms`, at least 95% of the arrivals it could serve
    /// served, nothing left waiting.
    pub fn sustained(&self, slo_ms: f64) -> bool {
        self.corrected.p99_ms <= slo_ms && self.unserved == 0 && self.achieved_share >= 0.95
    }
}

/// The sweep's search for one design: double the offered rate from
/// `from` until a step is not sustained (or `max` is reached), then halve
/// the gap between the highest sustained and the lowest failed rate
/// `refine` times. A step that fails is run once more before it counts:
/// on a shared host one stall of a few hundred milliseconds puts a 10 s
/// step's p99 over the SLO, and a search that believed it would stop a
/// design's sweep far below its rate (a pass is not retried: load only
/// makes a step slower, never faster).
#[derive(Debug, Clone, PartialEq)]
pub struct Search {
    pub from: f64,
    pub max: f64,
    pub refine: u32,
    good: Option<f64>,
    bad: Option<f64>,
    refined: u32,
    /// A rate that failed once, to be run again.
    again: Option<f64>,
}

impl Search {
    pub fn new(from: f64, max: f64, refine: u32) -> Search {
        Search {
            from: from.min(max),
            max,
            refine,
            good: None,
            bad: None,
            refined: 0,
            again: None,
        }
    }

    /// The next rate to try, or `None` when the search is done.
    pub fn next(&self) -> Option<f64> {
        if self.again.is_some() {
            return self.again;
        }
        match (self.good, self.bad) {
            (None, None) => Some(self.from),
            (Some(g), None) if g >= self.max => None,
            (Some(g), None) => Some((g * 2.0).min(self.max)),
            // Even the first step failed: halve down to a floor.
            (None, Some(b)) if b <= self.from / 16.0 || self.refined >= self.refine + 4 => None,
            (None, Some(b)) => Some(b / 2.0),
            (Some(_), Some(_)) if self.refined >= self.refine => None,
            (Some(g), Some(b)) if (b - g) / g < 0.02 => None,
            (Some(g), Some(b)) => Some(((g + b) / 2.0).round().max(1.0)),
        }
    }

    /// What the step at `rate` showed.
    pub fn record(&mut self, rate: f64, sustained: bool) {
        let retried = self.again.take() == Some(rate);
        if !sustained && !retried {
            self.again = Some(rate);
            return;
        }
        if self.good.is_some() && self.bad.is_some() || self.good.is_none() && self.bad.is_some() {
            self.refined += 1;
        }
        if sustained {
            self.good = Some(self.good.map_or(rate, |g| g.max(rate)));
        } else {
            self.bad = Some(self.bad.map_or(rate, |b| b.min(rate)));
        }
    }

    /// The highest rate sustained so far.
    pub fn sustained(&self) -> Option<f64> {
        self.good
    }

    /// The search stopped at `max` without a failed step: the design's
    /// limit is above the sweep's.
    pub fn at_ceiling(&self) -> bool {
        self.bad.is_none() && self.good.is_some_and(|g| g >= self.max)
    }
}

/// One step of a sweep.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct SweepStep {
    /// The step's run: its index in the round's `designs`.
    pub run: usize,
    #[schemars(extend("x-unit" = "per second"))]
    pub offered_per_second: f64,
    #[schemars(extend("x-unit" = "per second"))]
    pub achieved_per_second: f64,
    /// p99 from the intended start.
    #[schemars(extend("x-unit" = "milliseconds"))]
    pub p99_ms: f64,
    /// Kept up at the SLO (`OpenLoop::sustained`).
    pub sustained: bool,
}

/// `--rate auto` for one design: every step and the highest rate sustained.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Sweep {
    /// The run in words (`counter`, `pool cap 1000 procedure ...`).
    pub label: String,
    pub design: super::design::Design,
    /// `--slo-ms`: the p99 a step must keep.
    #[schemars(extend("x-unit" = "milliseconds"))]
    pub slo_ms: f64,
    /// The highest offered rate sustained at the SLO; null when not even
    /// the lowest step was.
    #[schemars(extend("x-unit" = "per second"))]
    pub sustained_per_second: Option<f64>,
    /// The search reached `--max-rate` without a failed step: the design's
    /// limit is higher than the figure (raise `--max-rate`).
    pub at_ceiling: bool,
    /// Every step, in the order run.
    pub steps: Vec<SweepStep>,
    /// The inventory error the steps left, added up (null for the designs
    /// that do not claim).
    pub inventory_error: Option<super::claims::InventoryError>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rates_parse() {
        assert_eq!(parse_rate("auto"), Ok(RateSpec::Auto));
        assert_eq!(
            parse_rate("500, 1e3"),
            Ok(RateSpec::Fixed(vec![500.0, 1000.0]))
        );
        assert!(parse_rate("0").unwrap_err().contains("out of range"));
        assert!(parse_rate("fast").unwrap_err().contains("not a rate"));
        assert!(parse_rate("1,,2").is_err());
    }

    #[test]
    fn schedules_offer_the_rate() {
        let d = Duration::from_secs(10);
        let c = schedule(100.0, d, Arrivals::Constant, 1);
        assert_eq!(c.len(), 999, "100/s over 10 s, the first at 10 ms");
        assert_eq!((c[0], c[1]), (10_000, 20_000));
        let p = schedule(1000.0, d, Arrivals::Poisson, 1);
        assert!((9_700..10_300).contains(&p.len()), "{}", p.len());
        assert!(p.windows(2).all(|w| w[0] <= w[1]));
        assert_eq!(p, schedule(1000.0, d, Arrivals::Poisson, 1), "repeatable");
        // Poisson gaps: the share under the mean is 1 - 1/e, about 0.63.
        let under = p.windows(2).filter(|w| w[1] - w[0] < 1000).count() as f64;
        let share = under / (p.len() - 1) as f64;
        assert!((0.60..0.66).contains(&share), "{share}");
    }

    #[test]
    fn stall_parses() {
        assert_eq!(
            Stall::parse("bench-stall:50:300"),
            Some(Stall { every: 50, ms: 300 })
        );
        assert_eq!(Stall::parse("bench-stall:0:300"), None);
        assert_eq!(Stall::parse("refill-two-reads:10"), None);
    }

    fn run(search: &mut Search, capacity: f64) -> Vec<f64> {
        let mut tried = Vec::new();
        while let Some(r) = search.next() {
            tried.push(r);
            search.record(r, r <= capacity);
            assert!(tried.len() < 40, "{tried:?}");
        }
        tried
    }

    #[test]
    fn a_failed_step_is_run_again_before_it_counts() {
        let mut s = Search::new(100.0, 100_000.0, 4);
        assert_eq!(s.next(), Some(100.0));
        s.record(100.0, true);
        assert_eq!(s.next(), Some(200.0));
        // A stall: 200/s fails once, then holds when run again.
        s.record(200.0, false);
        assert_eq!(s.next(), Some(200.0));
        s.record(200.0, true);
        assert_eq!(s.next(), Some(400.0));
        // Failing twice counts: the search refines below it.
        s.record(400.0, false);
        assert_eq!(s.next(), Some(400.0));
        s.record(400.0, false);
        assert_eq!(s.next(), Some(300.0));
        assert_eq!(s.sustained(), Some(200.0));
    }

    #[test]
    fn the_search_brackets_the_capacity() {
        let mut s = Search::new(100.0, 100_000.0, 4);
        let tried = run(&mut s, 1_000.0);
        assert_eq!(&tried[..5], &[100.0, 200.0, 400.0, 800.0, 1600.0]);
        let got = s.sustained().unwrap();
        assert!((900.0..=1000.0).contains(&got), "{got} {tried:?}");
        assert!(!s.at_ceiling());
        // Capacity above the ceiling: the search says so.
        let mut s = Search::new(100.0, 400.0, 4);
        run(&mut s, 1e9);
        assert_eq!(s.sustained(), Some(400.0));
        assert!(s.at_ceiling());
        // Capacity below the first step: it halves down, and can give up.
        let mut s = Search::new(100.0, 400.0, 3);
        run(&mut s, 30.0);
        assert!(s.sustained().unwrap() <= 30.0, "{s:?}");
        let mut s = Search::new(100.0, 400.0, 3);
        run(&mut s, 0.0);
        assert_eq!(s.sustained(), None);
    }
}
