//! The benches' load: client threads, each on a connection of its own,
//! running one design's transaction ([`super::transactions`]) until sold
//! out or the deadline, started together behind a barrier; their
//! latencies, answers and errors merged, and the data checked at the end.
//! The pool design's load is [`super::pool_load`]. What each design is and
//! how its results are judged is the rest of `crate::bench` (pure); the
//! command resolves the target and renders.

use super::design::{Design, ErrorCounts, Rng, pick_left};
use super::lock_variants::{self, Variant};
use super::open_loop::{self, Arrivals, OpenLoop, Stall, Tail};
use super::pacing::{Pace, micros};
use super::report::{DesignResult, NoopResult};
use super::transactions::{self, Answer};
use crate::config::Target;
use crate::db::{Db, DbError, Require};
use crate::retry;
use hdrhistogram::Histogram;
use std::collections::BTreeSet;
use std::sync::Barrier;
use std::time::{Duration, Instant};

/// A flash sale's shape.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FlashSale {
    pub clients: u32,
    pub items: u64,
    /// Share of requests that buy item 1.
    pub hot: f64,
    pub stock: u64,
    /// Spent inside each transaction after its locking statement.
    pub think: Duration,
    /// Per design (it ends earlier when every client got "sold out").
    pub duration: Duration,
    /// `innodb_lock_wait_timeout` of every session, seconds.
    pub lock_wait_timeout: u64,
    /// The open loop's offer; `None`: the closed loop (`--clients` back to
    /// back).
    pub offer: Option<Offer>,
    /// The stall failpoint of the tests.
    pub stall: Option<Stall>,
    /// `--crash-rate`: the designs that claim (pool, redis) claim each
    /// reservation, and their clients die between the claim's two writes
    /// this often; `None`: no claims.
    pub crash_rate: Option<f64>,
}

/// The open loop's offer.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Offer {
    /// Reservations offered per second.
    pub rate: f64,
    pub arrivals: Arrivals,
}

/// The arrivals' seed: every design of a run gets the same arrivals.
const ARRIVALS_SEED: u64 = 46;

impl FlashSale {
    /// The pace of one run, starting now.
    pub fn pace(&self) -> Pace {
        match self.offer {
            None => Pace::closed(self.duration, self.stall),
            Some(o) => Pace::open(
                open_loop::schedule(o.rate, self.duration, o.arrivals, ARRIVALS_SEED),
                self.duration,
                self.stall,
            ),
        }
    }

    /// The open loop's figures of a run (`None` in the closed loop):
    /// `reservations` in `seconds`, their latencies from the intended start
    /// and from the send, the clients done at `end`.
    pub fn open_loop(
        &self,
        pace: &Pace,
        end: Instant,
        seconds: f64,
        corrected: &Histogram<u64>,
        uncorrected: &Histogram<u64>,
    ) -> Option<OpenLoop> {
        let offer = self.offer?;
        let (scheduled, sent) = pace.counts()?;
        let achieved = corrected.len() as f64 / seconds;
        // What could be served: the arrivals, or the stock when less.
        let servable = scheduled.min(self.stock.saturating_mul(self.items)).max(1);
        Some(OpenLoop {
            offered_per_second: offer.rate,
            arrivals: offer.arrivals,
            scheduled,
            sent,
            unserved: pace.unserved(end),
            achieved_per_second: achieved,
            achieved_share: corrected.len() as f64 / servable as f64,
            corrected: Tail::of(corrected),
            uncorrected: Tail::of(uncorrected),
        })
    }
}

/// A load that could not run.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("preparing the bench tables")]
    Prepare(#[source] DbError),
    #[error("opening {clients} client connections (is max_connections high enough?)")]
    Connect {
        clients: u32,
        #[source]
        source: DbError,
    },
    #[error("filling pool {key} before the sale")]
    Fill {
        key: crate::pool::PoolKey,
        #[source]
        source: crate::db::ReserveError,
    },
    #[error("the service beside the clients: {0}")]
    Beside(String),
    #[error("recording latencies: {0}")]
    Latencies(String),
    #[error(transparent)]
    Redis(#[from] crate::db::RedisError),
    #[error(transparent)]
    Db(#[from] DbError),
}

/// A connection for the load: SKIP LOCKED required, its lock-wait timeout set.
pub fn connect(target: &Target, lock_wait: u64) -> Result<Db, DbError> {
    let mut db = Db::connect(
        &target.clone().expecting_waits(lock_wait),
        Require::SkipLocked,
    )?;
    db.set_lock_wait_timeout(lock_wait)?;
    Ok(db)
}

pub(super) fn connect_all(target: &Target, n: u32, lock_wait: u64) -> Result<Vec<Db>, LoadError> {
    (0..n)
        .map(|_| connect(target, lock_wait))
        .collect::<Result<_, _>>()
        .map_err(|source| LoadError::Connect { clients: n, source })
}

/// Run `work(i, connection)` on every connection, each in a thread of its
/// own, all released at once; their results in order, and the time from the
/// release until the last one finished.
pub(super) fn together<C: Send, T: Send>(
    conns: Vec<C>,
    work: impl Fn(usize, &mut C) -> T + Sync,
) -> (Vec<T>, Duration) {
    let barrier = Barrier::new(conns.len() + 1);
    std::thread::scope(|scope| {
        let handles: Vec<_> = conns
            .into_iter()
            .enumerate()
            .map(|(i, mut db)| {
                let (barrier, work) = (&barrier, &work);
                scope.spawn(move || {
                    barrier.wait();
                    let r = work(i, &mut db);
                    (r, Instant::now())
                })
            })
            .collect();
        barrier.wait();
        let start = Instant::now();
        let mut end = start;
        let mut all = Vec::with_capacity(handles.len());
        for h in handles {
            let (r, t) = h
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            end = end.max(t);
            all.push(r);
        }
        (all, end - start)
    })
}

/// The shape of every latency histogram of a run: microseconds from 1 to an
/// hour, 3 significant digits. Each is made from it
/// ([`Latencies::histogram`]), so that any two can be added
/// ([`Latencies::add`]).
pub(super) struct Latencies(Histogram<u64>);

impl Latencies {
    pub(super) fn new() -> Result<Latencies, LoadError> {
        Histogram::new_with_bounds(1, 3_600_000_000, 3)
            .map(Latencies)
            .map_err(|e| LoadError::Latencies(e.to_string()))
    }

    /// An empty histogram of this shape.
    pub(super) fn histogram(&self) -> Histogram<u64> {
        Histogram::new_from(&self.0)
    }

    /// `into` += `from`, two histograms of this shape.
    pub(super) fn add(into: &mut Histogram<u64>, from: &Histogram<u64>) -> Result<(), LoadError> {
        into.add(from)
            .map_err(|e| LoadError::Latencies(e.to_string()))
    }
}

/// What one client did.
struct ClientStats {
    latencies: Histogram<u64>,
    /// The same from when each was sent.
    uncorrected: Histogram<u64>,
    /// (completion ms since the start, latency us) of each success.
    events: Vec<(u32, u32)>,
    sold_out: u64,
    busy: u64,
    errors: ErrorCounts,
    fatal: Option<String>,
}

/// One client: reserve one unit at a time (item by the sale's mix) until
/// every item is sold out or the pace stops (`super::pacing`); a retryable error is counted and
/// asked again, any other stops the client.
fn client(
    db: &mut Db,
    design: Design,
    sale: &FlashSale,
    n: u32,
    latencies: &Latencies,
    pace: &Pace,
) -> ClientStats {
    let kind = db.server().kind;
    let start = pace.start();
    let mut rng = Rng::new(u64::from(n) + 1);
    let mut stats = ClientStats {
        latencies: latencies.histogram(),
        uncorrected: latencies.histogram(),
        events: Vec::new(),
        sold_out: 0,
        busy: 0,
        errors: ErrorCounts::default(),
        fatal: None,
    };
    let mut gone: BTreeSet<u64> = BTreeSet::new();
    'requests: while (gone.len() as u64) < sale.items {
        let Some(ticket) = pace.next() else {
            break;
        };
        let item = pick_left(&mut rng, sale.items, sale.hot, &gone);
        pace.inside();
        loop {
            match transactions::reserve(db, design, item, n, sale.think) {
                Ok(Answer::Held) => {
                    let done = Instant::now();
                    let us = micros(done - ticket.intended);
                    let _ = stats.latencies.record(us);
                    let _ = stats.uncorrected.record(micros(done - ticket.sent));
                    stats.events.push(super::sale::event(start, done, us));
                    break;
                }
                Ok(Answer::SoldOut) => {
                    stats.sold_out += 1;
                    gone.insert(item);
                    if let Err(e) = transactions::refused(db, item) {
                        stats.fatal = Some(format!("client {n}: {e}"));
                        break 'requests;
                    }
                    break;
                }
                Ok(Answer::Busy) => stats.busy += 1,
                Err(e) => {
                    let failure = retry::classify(kind, e.server_code());
                    stats.errors.add(failure);
                    if !failure.retryable() {
                        stats.fatal = Some(format!("client {n}: {e}"));
                        break 'requests;
                    }
                }
            }
            if pace.next_would_stop() {
                break 'requests;
            }
        }
    }
    stats
}

/// One design's sale on fresh tables: the clients start together, the data
/// is checked when they are done.
pub fn flash_sale(
    target: &Target,
    design: Design,
    sale: &FlashSale,
) -> Result<DesignResult, LoadError> {
    let latencies = Latencies::new()?;
    let mut main = connect(target, sale.lock_wait_timeout)?;
    transactions::prepare(&mut main, sale.items, sale.stock).map_err(LoadError::Prepare)?;
    let clients = connect_all(target, sale.clients, sale.lock_wait_timeout)?;
    let pace = sale.pace();
    let (stats, elapsed) = together(clients, |i, db| {
        client(db, design, sale, i as u32 + 1, &latencies, &pace)
    });
    let end = Instant::now();
    let seconds = elapsed.as_secs_f64().max(1e-6);
    let mut hist = latencies.histogram();
    let mut uncorrected = latencies.histogram();
    let mut errors = ErrorCounts::default();
    let (mut sold_out, mut busy) = (0, 0);
    let mut fatal = Vec::new();
    let mut events = Vec::new();
    for s in &stats {
        Latencies::add(&mut hist, &s.latencies)?;
        Latencies::add(&mut uncorrected, &s.uncorrected)?;
        events.extend_from_slice(&s.events);
        errors.merge(&s.errors);
        sold_out += s.sold_out;
        busy += s.busy;
        fatal.extend(s.fatal.clone());
    }
    let checks = transactions::check(&mut main)?;
    Ok(DesignResult {
        sold_out_answers: sold_out,
        busy_retries: busy,
        oversold_units: checks.iter().map(|(_, c)| c.oversold()).sum(),
        undersold_requests: checks.iter().map(|(_, c)| c.undersold()).sum(),
        open_loop: sale.open_loop(&pace, end, seconds, &hist, &uncorrected),
        ..DesignResult::measured(design, seconds, &hist, &events, errors, fatal)
    })
}

/// The clients' ceiling: one round trip plus the same think time, no locks,
/// for up to 3 s.
pub fn noop(target: &Target, sale: &FlashSale) -> Result<NoopResult, LoadError> {
    let clients = connect_all(target, sale.clients, sale.lock_wait_timeout)?;
    let duration = sale.duration.min(Duration::from_secs(3));
    let start = Instant::now();
    let counts: Vec<Result<u64, DbError>> = std::thread::scope(|scope| {
        let handles: Vec<_> = clients
            .into_iter()
            .map(|mut db| {
                scope.spawn(move || {
                    let deadline = Instant::now() + duration;
                    let mut n = 0u64;
                    while Instant::now() < deadline {
                        transactions::noop(&mut db, sale.think)?;
                        n += 1;
                    }
                    Ok(n)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    });
    let seconds = start.elapsed().as_secs_f64().max(1e-6);
    let mut requests = 0;
    for c in counts {
        requests += c?;
    }
    Ok(NoopResult {
        seconds,
        requests,
        requests_per_second: requests as f64 / seconds,
    })
}

/// The queue experiment's shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Queue {
    pub workers: u32,
    pub rows: u64,
    /// Each claim is held this long inside its transaction.
    pub hold: Duration,
    pub lock_wait_timeout: u64,
}

/// One variant of the queue experiment on a fresh queue: the workers start
/// together and drain it; a worker whose claim fails stops.
pub fn queue(
    target: &Target,
    main: &mut Db,
    variant: Variant,
    q: &Queue,
) -> Result<lock_variants::Outcome, LoadError> {
    transactions::queue_prepare(main, q.rows).map_err(LoadError::Prepare)?;
    let workers = connect_all(target, q.workers, q.lock_wait_timeout)?;
    let kind = main.server().kind;
    let (stopped, wall) = together(workers, |i, db| {
        loop {
            match transactions::queue_claim(db, variant, i as u32 + 1, q.hold) {
                Ok(Some(_)) => {}
                Ok(None) => return None,
                Err(e) => {
                    let f = retry::classify(kind, e.server_code());
                    return Some(format!(
                        "worker {} stopped: {} ({})",
                        i + 1,
                        f.label(),
                        e.server_code().map_or("no code".into(), |c| c.to_string())
                    ));
                }
            }
        }
    });
    let errors: Vec<String> = stopped.into_iter().flatten().collect();
    let claims = transactions::queue_claims(main)?;
    let (duplicate_claims, unclaimed_rows, per_worker) =
        lock_variants::tally(&claims, q.workers as usize, q.rows);
    Ok(lock_variants::Outcome {
        variant,
        wall_ms: u64::try_from(wall.as_millis()).unwrap_or(u64::MAX),
        rows: q.rows,
        claims: claims.len() as u64,
        duplicate_claims,
        unclaimed_rows,
        per_worker,
        errors,
    })
}
