//! A flash sale over several rounds (`--rounds N`): every design run once a
//! round, the rounds interleaved, and the figures over the rounds. Pure: the
//! command runs the rounds, this module orders them and sums them up.
//!
//! Why rounds: on a shared machine whose speed moves between minutes, one
//! design's 10 s can fall in a slow minute and the next design's in a fast
//! one, and a ratio between them then measures the machine. A round runs every
//! design within a minute or two, so each round's own ratios (pool against
//! `counter` and `no-lock` of the same round: "paired") compare designs on the
//! same machine; their median over the rounds is the figure to read. The even
//! rounds run the designs in reverse order, so no design always runs first
//! (a server just past a load of 20,000 rows) or last.

use super::design::Design;
use super::report::{DesignResult, NoopResult};
use schemars::JsonSchema;
use serde::Serialize;

/// One round: the no-op ceiling and every design's run, in the order run.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Round {
    /// The round's number, from 1.
    pub round: u32,
    /// The no-op run of this round: the clients' ceiling.
    pub noop: NoopResult,
    /// Every run of this round, in the order run (reversed in the even
    /// rounds).
    pub designs: Vec<DesignResult>,
}

/// The order of the runs in round `round` (1-based): as given in the odd
/// rounds, reversed in the even ones.
pub fn order<T: Clone>(runs: &[T], round: u32) -> Vec<T> {
    let mut v = runs.to_vec();
    if round.is_multiple_of(2) {
        v.reverse();
    }
    v
}

/// One figure over the rounds: each round's value, in round order, and their
/// median.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Spread {
    /// The median over the rounds (in the figure's own unit).
    pub median: f64,
    /// Each round's value, in round order.
    pub each: Vec<f64>,
}

impl Spread {
    /// `None` when there are no values.
    pub fn of(each: Vec<f64>) -> Option<Spread> {
        median(&each).map(|median| Spread { median, each })
    }
}

/// The median (the mean of the middle two for an even count); `None` when
/// empty. NaN sorts last, it never panics.
pub fn median(v: &[f64]) -> Option<f64> {
    if v.is_empty() {
        return None;
    }
    let mut s = v.to_vec();
    s.sort_by(|a, b| a.total_cmp(b));
    let n = s.len();
    Some(if n % 2 == 1 {
        s[n / 2]
    } else {
        (s[n / 2 - 1] + s[n / 2]) / 2.0
    })
}

/// One pool run's ratios to the comparison designs of the same round.
#[derive(Debug, Clone, Copy)]
pub struct PoolRatios<'a> {
    pub pool: &'a DesignResult,
    /// (pool / counter throughput, pool p99 / counter p99).
    pub vs_counter: Option<(f64, f64)>,
    /// pool / no-lock throughput.
    pub vs_no_lock: Option<f64>,
}

impl Round {
    /// Each pool run beside counter and no-lock of this round (when they
    /// ran): the goals' ratios, one per pool run (caps, hot paths,
    /// replenisher on/off, refill ahead).
    pub fn pool_ratios(&self) -> Vec<PoolRatios<'_>> {
        // In the open loop, the comparison runs at the pool run's own rate.
        let rate = |r: &DesignResult| r.open_loop.as_ref().map(|o| o.offered_per_second);
        let get = |d, p: &DesignResult| {
            self.designs
                .iter()
                .find(|r| r.design == d && rate(r) == rate(p))
        };
        self.designs
            .iter()
            .filter(|d| d.design == Design::Pool)
            .map(|p| (p, get(Design::Counter, p), get(Design::NoLock, p)))
            .map(|(p, counter, no_lock)| PoolRatios {
                pool: p,
                vs_counter: counter
                    .filter(|c| c.reservations_per_second > 0.0 && c.p99_ms > 0.0)
                    .map(|c| {
                        (
                            p.reservations_per_second / c.reservations_per_second,
                            p.p99_ms / c.p99_ms,
                        )
                    }),
                vs_no_lock: no_lock
                    .filter(|n| n.reservations_per_second > 0.0)
                    .map(|n| p.reservations_per_second / n.reservations_per_second),
            })
            .collect()
    }
}

/// One run (a design, or one pool setup: `DesignResult::label`) over every
/// round: medians of its figures, and for a pool run the medians of each
/// round's own ratios.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct RunSummary {
    /// The run's index (`run` of its runs in `rounds`).
    pub run: usize,
    /// The run in words (`pool cap 1000 procedure ahead 0.5/8 deferred`).
    pub label: String,
    /// Its design.
    pub design: Design,
    /// Successful reservations per second, over the rounds.
    #[schemars(extend("x-unit" = "per second"))]
    pub reservations_per_second: Spread,
    /// Median latency of a successful reservation, over the rounds.
    #[schemars(extend("x-unit" = "milliseconds"))]
    pub p50_ms: Spread,
    /// 99th percentile latency, over the rounds.
    #[schemars(extend("x-unit" = "milliseconds"))]
    pub p99_ms: Spread,
    /// Rounds in which this run failed (a safe design oversold, the pool
    /// undersold or a client stopped).
    pub failed_rounds: Vec<u32>,
    /// Pool runs only: pool / counter throughput, each round's own; null for
    /// other designs and without a counter run.
    #[schemars(extend("x-unit" = "ratio"))]
    pub x_counter: Option<Spread>,
    /// Pool runs only: pool p99 / counter p99, each round's own; null as
    /// `x_counter`.
    #[schemars(extend("x-unit" = "ratio"))]
    pub p99_of_counter: Option<Spread>,
    /// Pool runs only: pool / no-lock throughput, each round's own; null for
    /// other designs and without a no-lock run.
    #[schemars(extend("x-unit" = "ratio"))]
    pub x_no_lock: Option<Spread>,
}

/// The summary over the rounds, one entry per run in the order given, each
/// run matched across rounds by its `run` index (not by its label: two runs
/// alike, `--cap 1000,1000`, stay two). A failed run's rounds stay in its
/// medians and are listed in `failed_rounds` (the bench exits 1 for them).
pub fn summarize(rounds: &[Round]) -> Vec<RunSummary> {
    struct Acc {
        label: String,
        design: Design,
        rps: Vec<f64>,
        p50: Vec<f64>,
        p99: Vec<f64>,
        failed_rounds: Vec<u32>,
        x_counter: Vec<f64>,
        p99_of_counter: Vec<f64>,
        x_no_lock: Vec<f64>,
    }
    let mut acc: Vec<Acc> = Vec::new();
    for r in rounds {
        let ratios = r.pool_ratios();
        for run in &r.designs {
            let i = run.run;
            while acc.len() <= i {
                acc.push(Acc {
                    label: String::new(),
                    design: run.design,
                    rps: Vec::new(),
                    p50: Vec::new(),
                    p99: Vec::new(),
                    failed_rounds: Vec::new(),
                    x_counter: Vec::new(),
                    p99_of_counter: Vec::new(),
                    x_no_lock: Vec::new(),
                });
            }
            if acc[i].rps.is_empty() {
                (acc[i].label, acc[i].design) = (run.label(), run.design);
            }
            let a = &mut acc[i];
            a.rps.push(run.reservations_per_second);
            a.p50.push(run.p50_ms);
            a.p99.push(run.p99_ms);
            if run.failed() {
                a.failed_rounds.push(r.round);
            }
            if let Some(x) = ratios.iter().find(|x| std::ptr::eq(x.pool, run)) {
                if let Some((t, p)) = x.vs_counter {
                    a.x_counter.push(t);
                    a.p99_of_counter.push(p);
                }
                if let Some(n) = x.vs_no_lock {
                    a.x_no_lock.push(n);
                }
            }
        }
    }
    acc.into_iter()
        .enumerate()
        .filter_map(|(run, a)| {
            Some(RunSummary {
                run,
                label: a.label,
                design: a.design,
                reservations_per_second: Spread::of(a.rps)?,
                p50_ms: Spread::of(a.p50)?,
                p99_ms: Spread::of(a.p99)?,
                failed_rounds: a.failed_rounds,
                x_counter: Spread::of(a.x_counter),
                p99_of_counter: Spread::of(a.p99_of_counter),
                x_no_lock: Spread::of(a.x_no_lock),
            })
        })
        .collect()
}

/// How a flash sale offered its load.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case", tag = "loop")]
pub enum Load {
    /// `--clients` back to back, each sending its next request when the last
    /// returned: maximum throughput.
    Closed,
    /// `--rate R[,R2,...]`: arrivals at each rate, every design once per
    /// rate.
    Open {
        #[schemars(extend("x-unit" = "per second"))]
        rates: Vec<f64>,
        arrivals: super::open_loop::Arrivals,
    },
    /// `--rate auto`: the offered load swept per design.
    Sweep {
        /// `--slo-ms`.
        #[schemars(extend("x-unit" = "milliseconds"))]
        slo_ms: f64,
        /// The first rate offered.
        #[schemars(extend("x-unit" = "per second"))]
        from: f64,
        /// The highest rate offered.
        #[schemars(extend("x-unit" = "per second"))]
        max: f64,
        arrivals: super::open_loop::Arrivals,
    },
}

/// `bench flash-sale`: every design's run in every round, and each run's
/// figures over the rounds.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct FlashSaleReport {
    /// The server and database, as a URL without its password.
    pub target: String,
    /// The server (`MariaDB 10.11.6`).
    pub server: String,
    /// `--clients`: concurrent clients, each on its own connection.
    pub clients: u32,
    /// `--items`: items on sale.
    pub items: u64,
    /// `--hot`: the share of reservations that go to item 1.
    #[schemars(extend("x-unit" = "share (0 to 1)"))]
    pub hot: f64,
    /// `--stock`: units of each item.
    pub stock_per_item: u64,
    /// `--think-ms`: each client's pause between two reservations.
    #[schemars(extend("x-unit" = "milliseconds"))]
    pub think_ms: u64,
    /// `--duration`: the most one design runs (it stops sooner when sold out).
    #[schemars(extend("x-unit" = "seconds"))]
    pub duration_seconds: u64,
    /// Caps the pool design ran with (one run each).
    pub caps: Vec<u64>,
    /// The Redis server of the redis design (password masked, and its
    /// version); null when it did not run.
    pub redis: Option<String>,
    /// How the load was offered: the closed loop, fixed rates or the sweep.
    pub load: Load,
    /// `--crash-rate`: the share of claims whose client died between the
    /// two writes; null when the designs did not claim.
    #[schemars(extend("x-unit" = "share (0 to 1)"))]
    pub crash_rate: Option<f64>,
    /// `--rate auto`: per design (or pool setup), the highest rate it
    /// sustained at the SLO and every step; empty otherwise.
    pub sweeps: Vec<super::open_loop::Sweep>,
    /// Every design once a round (`--rounds`, 1 by default).
    pub rounds: Vec<Round>,
    /// Each run over the rounds: medians, and the medians of each round's
    /// own ratios.
    pub summary: Vec<RunSummary>,
}

impl FlashSaleReport {
    /// Every run of every round.
    pub fn runs(&self) -> impl Iterator<Item = &DesignResult> {
        self.rounds.iter().flat_map(|r| r.designs.iter())
    }

    /// Some run of some round failed (`DesignResult::failed`): exit 1.
    pub fn failed(&self) -> bool {
        self.runs().any(DesignResult::failed)
    }
}

#[cfg(test)]
pub fn test_run(i: usize, design: Design, rps: f64, p99: f64) -> DesignResult {
    let hist = hdrhistogram::Histogram::<u64>::new(3).unwrap();
    let mut d = DesignResult::measured(
        design,
        1.0,
        &hist,
        &[],
        super::design::ErrorCounts::default(),
        vec![],
    );
    d.run = i;
    d.reservations_per_second = rps;
    d.p50_ms = p99 / 2.0;
    d.p99_ms = p99;
    d
}

#[cfg(test)]
mod tests {
    use super::test_run as run;
    use super::*;

    fn round(n: u32, designs: Vec<DesignResult>) -> Round {
        Round {
            round: n,
            noop: NoopResult {
                seconds: 3.0,
                requests: 3,
                requests_per_second: 1.0,
            },
            designs,
        }
    }

    #[test]
    fn medians_of_odd_and_even_counts() {
        assert_eq!(median(&[]), None);
        assert_eq!(median(&[3.0, 1.0, 2.0]), Some(2.0));
        assert_eq!(median(&[4.0, 1.0, 3.0, 2.0]), Some(2.5));
        assert_eq!(median(&[f64::NAN, 1.0, 2.0]), Some(2.0));
    }

    #[test]
    fn even_rounds_run_in_reverse() {
        assert_eq!(order(&[1, 2, 3], 1), vec![1, 2, 3]);
        assert_eq!(order(&[1, 2, 3], 2), vec![3, 2, 1]);
        assert_eq!(order(&[1, 2, 3], 3), vec![1, 2, 3]);
    }

    /// Each ratio is taken within its round and the median is over those
    /// ratios: a slow round lowers every design of that round together and
    /// moves no paired ratio, where a ratio of medians across rounds would.
    #[test]
    fn ratios_are_paired_within_a_round() {
        let rounds = vec![
            round(
                1,
                vec![
                    run(0, Design::Pool, 5000.0, 15.0),
                    run(1, Design::Counter, 700.0, 50.0),
                    run(2, Design::NoLock, 5000.0, 20.0),
                ],
            ),
            // A slow round, run in reverse order.
            round(
                2,
                vec![
                    run(2, Design::NoLock, 2500.0, 40.0),
                    run(1, Design::Counter, 350.0, 100.0),
                    run(0, Design::Pool, 2500.0, 30.0),
                ],
            ),
            round(
                3,
                vec![
                    run(0, Design::Pool, 4000.0, 20.0),
                    run(1, Design::Counter, 800.0, 50.0),
                    run(2, Design::NoLock, 5000.0, 20.0),
                ],
            ),
        ];
        let s = summarize(&rounds);
        assert_eq!(
            s.iter().map(|r| r.design).collect::<Vec<_>>(),
            vec![Design::Pool, Design::Counter, Design::NoLock],
            "the first round's order"
        );
        let pool = &s[0];
        assert_eq!(
            pool.reservations_per_second.each,
            vec![5000.0, 2500.0, 4000.0]
        );
        assert_eq!(pool.reservations_per_second.median, 4000.0);
        assert_eq!(pool.x_no_lock.as_ref().unwrap().each, vec![1.0, 1.0, 0.8]);
        assert_eq!(pool.x_no_lock.as_ref().unwrap().median, 1.0);
        assert_eq!(
            pool.p99_of_counter.as_ref().unwrap().each,
            vec![0.3, 0.3, 0.4]
        );
        assert_eq!(pool.x_counter.as_ref().unwrap().median, 5000.0 / 700.0);
        assert!(pool.failed_rounds.is_empty());
        // Not a pool run: no ratios.
        assert!(s[1].x_counter.is_none() && s[2].x_no_lock.is_none());
        assert_eq!(s[1].p99_ms.median, 50.0);
    }

    /// Two runs alike (`--cap 1000,1000`) are two entries, each with its
    /// own round values.
    #[test]
    fn runs_alike_stay_apart() {
        let rounds = vec![
            round(
                1,
                vec![
                    run(0, Design::Pool, 100.0, 10.0),
                    run(1, Design::Pool, 200.0, 20.0),
                ],
            ),
            round(
                2,
                vec![
                    run(1, Design::Pool, 210.0, 21.0),
                    run(0, Design::Pool, 110.0, 11.0),
                ],
            ),
        ];
        let s = summarize(&rounds);
        assert_eq!(s.len(), 2);
        assert_eq!(s[0].reservations_per_second.each, vec![100.0, 110.0]);
        assert_eq!(s[1].reservations_per_second.each, vec![200.0, 210.0]);
    }

    #[test]
    fn a_failure_names_its_round_and_a_missing_comparison_gives_no_ratio() {
        let mut bad = run(0, Design::Pool, 100.0, 10.0);
        bad.undersold_requests = 2;
        // A comparison design whose clients stopped fails too: its rate is
        // not the design's, and neither is the pool's ratio to it.
        let mut stopped = run(1, Design::Counter, 10.0, 10.0);
        stopped.fatal = vec!["connection lost".into()];
        assert!(stopped.failed());
        let rounds = vec![
            round(1, vec![run(0, Design::Pool, 100.0, 10.0)]),
            round(2, vec![bad, stopped]),
        ];
        let s = summarize(&rounds);
        assert_eq!(s.len(), 2);
        assert_eq!((s[0].run, s[1].run), (0, 1));
        assert_eq!(s[0].failed_rounds, vec![2]);
        assert_eq!(s[1].failed_rounds, vec![2]);
        // Round 1 had no counter: only round 2's ratio, and no no-lock at all.
        assert_eq!(s[0].x_counter.as_ref().unwrap().each, vec![10.0]);
        assert!(s[0].x_no_lock.is_none());
        assert!(summarize(&[]).is_empty());
    }
}
