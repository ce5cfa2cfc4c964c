//! One pass: find the pools that need a look (the change signal, or every
//! pool in a sweep), read them, judge them (`crate::replenish::plan`), and act
//! in priority order: expired holds through reconcile's repair, pools below
//! low water through the refill runner.

use super::lead::Lease;
use super::{OnceResult, Pod, Sql};
use crate::db::{Db, DbError, KEYS_PER_READ, RefillOptions, Refiller};
use crate::pool::reconcile::{PoolState, RepairStatus};
use crate::pool::report::Status;
use crate::replenish::book::Book;
use crate::replenish::event::{Event, PassKind, PassTotals};
use crate::replenish::plan::{self, Assessment, Need};
use crate::replenish::signal::{Source, Tracker};
use crate::retry::RetryPolicy;
use crate::service::metrics::ErrorKind;
use std::collections::BTreeSet;
use std::time::{Duration, Instant};

/// Why a pass stopped before its end.
#[derive(Debug)]
pub(super) enum Interrupted {
    Stopped,
    LeaseLost,
    Failed(DbError),
}

impl From<DbError> for Interrupted {
    fn from(e: DbError) -> Interrupted {
        Interrupted::Failed(e)
    }
}

/// What a leadership term remembers between passes.
pub(super) struct Term {
    tracker: Tracker,
    book: Book,
    last: PassTotals,
    planned: Vec<Assessment>,
    error: Option<String>,
    /// The lag when the last pass read the signal, seconds.
    lag_at_read: f64,
    /// How long the last pass took to find and judge its pools.
    looked_in: Duration,
}

impl Term {
    pub(super) fn new(pod: &Pod<'_>) -> Term {
        Term {
            tracker: Tracker::new(pod.settings.hold_ttl),
            book: Book::new(pod.settings.low_water),
            last: PassTotals::default(),
            planned: Vec::new(),
            error: None,
            lag_at_read: 0.0,
            looked_in: Duration::ZERO,
        }
    }

    pub(super) fn once_result(&self, kind: PassKind, started: Instant) -> OnceResult {
        OnceResult {
            standby: None,
            kind,
            totals: self.last,
            seconds: started.elapsed().as_secs_f64(),
            planned: self.planned.clone(),
            still_drained: self.book.drained(),
            error: self.error.clone(),
        }
    }
}

fn check(pod: &Pod<'_>, lease: &mut Option<&mut Lease<'_>>) -> Result<(), Interrupted> {
    if pod.stopped() {
        return Err(Interrupted::Stopped);
    }
    match lease {
        Some(l) => {
            if l.holds() {
                Ok(())
            } else {
                Err(Interrupted::LeaseLost)
            }
        }
        None => Ok(()),
    }
}

/// Run one pass of `kind` as leader.
pub(super) fn run(
    pod: &Pod<'_>,
    sql: &Sql,
    db: &mut Db,
    term: &mut Term,
    kind: PassKind,
    lease: &mut Lease<'_>,
) -> Result<(), Interrupted> {
    let started = Instant::now();
    let r = pass(pod, sql, db, term, kind, Some(lease), false);
    match r {
        Ok(totals) => {
            let took = started.elapsed();
            pod.metrics.pass(kind, true, took);
            pod.metrics.gauges(&term.book.gauges(Instant::now()));
            term.last = totals;
            term.error = None;
            if kind == PassKind::Sweep || totals.changed > 0 {
                pod.emit(Event::Pass {
                    kind,
                    totals,
                    seconds: took.as_secs_f64(),
                    look_seconds: term.looked_in.as_secs_f64(),
                    lag_seconds: term.tracker_lag_seconds(),
                });
            }
            Ok(())
        }
        Err(Interrupted::Failed(e)) => {
            term.error = Some(e.to_string());
            Err(Interrupted::Failed(e))
        }
        Err(other) => Err(other),
    }
}

impl Term {
    fn tracker_lag_seconds(&self) -> f64 {
        self.lag_at_read
    }
}

/// `--dry-run`: one full pass that writes nothing and takes no lock.
pub(super) fn dry_run(pod: &Pod<'_>, sql: &Sql, db: &mut Db) -> Result<OnceResult, DbError> {
    let started = Instant::now();
    let mut term = Term::new(pod);
    match pass(pod, sql, db, &mut term, PassKind::Sweep, None, true) {
        Ok(totals) => term.last = totals,
        Err(Interrupted::Failed(e)) => return Err(e),
        // Stopped (Ctrl-C): report what was planned so far.
        Err(_) => {}
    }
    Ok(term.once_result(PassKind::Sweep, started))
}

/// The pools to look at and what to do, then doing it. `dry`: log the plan.
fn pass(
    pod: &Pod<'_>,
    sql: &Sql,
    db: &mut Db,
    term: &mut Term,
    kind: PassKind,
    mut lease: Option<&mut Lease<'_>>,
    dry: bool,
) -> Result<PassTotals, Interrupted> {
    let started = Instant::now();
    let mut t = PassTotals::default();
    let now_us = db.server_micros(&sql.signal)?;
    let low_water = pod.settings.low_water;
    let mut todo: Vec<(Assessment, PoolState)> = Vec::new();
    let mut expired_now: Vec<crate::pool::PoolKey> = Vec::new();
    let mut judge = |term: &mut Term, s: PoolState, t: &mut PassTotals| {
        let a = plan::assess(&s, low_water);
        term.book.assessed(&a, Instant::now());
        t.looked += 1;
        t.drained += u64::from(a.drained);
        if a.orphan && a.expired_quantity > 0 {
            pod.emit(Event::OrphanHolds {
                pool: a.key,
                expired_quantity: a.expired_quantity,
            });
        }
        if a.actionable() {
            todo.push((a, s));
        } else {
            term.tracker.handled(&a.key);
        }
    };
    match kind {
        PassKind::Sweep => {
            let (holds_mark, ledger_mark) = db.signal_marks(&sql.signal)?;
            term.book.sweep_started();
            let mut cursor = None;
            loop {
                check(pod, &mut lease)?;
                let chunk = db.reconcile_chunk(&sql.reconcile, cursor, pod.settings.chunk_size)?;
                for s in chunk.pools {
                    judge(term, s, &mut t);
                }
                pod.metrics.progress();
                match chunk.last {
                    Some(last) => cursor = Some(last),
                    None => break,
                }
            }
            term.book.sweep_done();
            t.changed = t.looked;
            // Everything before these marks was just seen.
            term.tracker
                .start_at(Source::NewHolds, Some(holds_mark.unwrap_or(now_us)));
            if sql.signal.has_ledger_signal() {
                term.tracker
                    .start_at(Source::Ledger, Some(ledger_mark.unwrap_or(now_us)));
            }
            term.lag_at_read = 0.0;
        }
        PassKind::Changes => {
            let holds_from = term.tracker.range_start(Source::NewHolds).unwrap_or(now_us);
            let rows = db.new_holds_since(&sql.signal, holds_from)?;
            let n = term.tracker.absorb(Source::NewHolds, &rows);
            pod.metrics.changes(Source::NewHolds, n as u64);
            t.changed += n as u64;
            let rows = db.expired_holds(&sql.signal)?;
            expired_now = rows.iter().map(|r| r.key).collect();
            let n = term.tracker.absorb(Source::ExpiredHolds, &rows);
            pod.metrics.changes(Source::ExpiredHolds, n as u64);
            t.changed += n as u64;
            if sql.signal.has_ledger_signal() {
                let from = term.tracker.range_start(Source::Ledger).unwrap_or(now_us);
                let rows = db.ledger_changes_since(&sql.signal, from)?;
                let n = term.tracker.absorb(Source::Ledger, &rows);
                pod.metrics.changes(Source::Ledger, n as u64);
                t.changed += n as u64;
            }
            let lag = term.tracker.lag(now_us);
            term.lag_at_read = lag.as_secs_f64();
            pod.metrics.lag(lag);
            let pending = term.tracker.pending();
            for keys in pending.chunks(KEYS_PER_READ) {
                check(pod, &mut lease)?;
                let states = db.pool_states(&sql.signal, keys)?;
                let found: BTreeSet<_> = states.iter().map(|s| s.key).collect();
                for k in keys.iter().filter(|k| !found.contains(k)) {
                    // In no table at all: nothing to do.
                    term.tracker.handled(k);
                }
                for s in states {
                    judge(term, s, &mut t);
                }
            }
        }
    }
    todo.sort_by(|a, b| plan::priority(&a.0, &b.0));
    term.looked_in = started.elapsed();
    if dry {
        for (a, _) in &todo {
            pod.emit(Event::Planned {
                pool: a.key,
                need: a.need,
                units: a.units,
                target: a.target,
                deficit: a.deficit,
                expired_quantity: a.expired_quantity,
                drained: a.drained,
            });
        }
        term.planned = todo.into_iter().map(|(a, _)| a).collect();
        return Ok(t);
    }
    act(pod, sql, db, term, &todo, &mut t, &mut lease, now_us)?;
    if kind == PassKind::Changes {
        term.tracker.prune(&expired_now);
    }
    Ok(t)
}

/// Act on `todo`, in its order. A pool not finished (skipped, failed,
/// outpaced) stays pending for the next pass.
#[allow(clippy::too_many_arguments)]
fn act(
    pod: &Pod<'_>,
    sql: &Sql,
    db: &mut Db,
    term: &mut Term,
    todo: &[(Assessment, PoolState)],
    t: &mut PassTotals,
    lease: &mut Option<&mut Lease<'_>>,
    now_us: i64,
) -> Result<(), Interrupted> {
    let refiller = Refiller {
        sql: &sql.pool,
        database: &pod.database,
        options: RefillOptions {
            batch: pod.settings.batch,
            retry: RetryPolicy::new(pod.settings.retries),
            failpoint: pod.failpoint,
            chase: crate::pool::plan::OPERATOR_CHASE,
            look_when_spent: true,
        },
    };
    for (a, s) in todo {
        check(pod, lease)?;
        let key = a.key;
        let done = match a.need {
            Need::Release => {
                let o = db.repair_pool(&sql.reconcile, &refiller, s, &s.drift(), false)?;
                if o.released_holds > 0 && o.status != RepairStatus::Repaired {
                    // Released, but the refill after it did not happen.
                    t.released_holds += o.released_holds;
                    pod.metrics.released(o.released_holds, o.added);
                    pod.emit(Event::Released {
                        pool: key,
                        holds: o.released_holds,
                        added: o.added,
                    });
                }
                match o.status {
                    RepairStatus::Repaired => {
                        t.released_holds += o.released_holds;
                        t.units_added += o.added;
                        pod.metrics.released(o.released_holds, o.added);
                        pod.emit(Event::Released {
                            pool: key,
                            holds: o.released_holds,
                            added: o.added,
                        });
                        if let Some(after) = &o.after {
                            let now = plan::assess(after, pod.settings.low_water);
                            term.book.assessed(&now, Instant::now());
                        }
                        match &o.reason {
                            // The refill after the release was skipped or failed.
                            Some(reason) => {
                                pod.emit(Event::Skipped {
                                    pool: key,
                                    reason: reason.clone(),
                                });
                                false
                            }
                            None => true,
                        }
                    }
                    RepairStatus::Skipped => {
                        t.skipped += 1;
                        pod.metrics.lock_skip();
                        pod.emit(Event::Skipped {
                            pool: key,
                            reason: o.reason.clone().unwrap_or_default(),
                        });
                        false
                    }
                    RepairStatus::Failed | RepairStatus::Planned => {
                        t.failed += 1;
                        pod.metrics.error(ErrorKind::Pool);
                        pod.emit(Event::PoolFailed {
                            pool: key,
                            error: o.reason.clone().unwrap_or_default(),
                        });
                        false
                    }
                }
            }
            Need::Refill => {
                let r = refiller.refill(db, &key)?;
                match r.status {
                    Status::Skipped => {
                        t.skipped += 1;
                        pod.metrics.lock_skip();
                        pod.emit(Event::Skipped {
                            pool: key,
                            reason: r.reason.clone().unwrap_or_default(),
                        });
                        false
                    }
                    Status::Failed => {
                        t.failed += 1;
                        pod.metrics.error(ErrorKind::Pool);
                        pod.emit(Event::PoolFailed {
                            pool: key,
                            error: r.reason.clone().unwrap_or_default(),
                        });
                        false
                    }
                    _ => {
                        let outpaced = r.after.zip(r.target).is_some_and(|(p, g)| p < g)
                            && r.status == Status::Filled
                            && r.reason.is_some();
                        if r.added > 0 {
                            t.refilled += 1;
                            t.units_added += r.added;
                            pod.metrics.refilled(r.added);
                        }
                        if r.added > 0 || outpaced {
                            pod.emit(Event::Refilled {
                                pool: key,
                                added: r.added,
                                before: r.before,
                                after: r.after,
                                target: r.target,
                                drained: a.drained,
                                outpaced,
                            });
                        }
                        if let (Some(after), Some(target)) = (r.after, r.target) {
                            term.book.see(key, after, target, Instant::now());
                        }
                        !outpaced
                    }
                }
            }
            Need::Nothing => true,
        };
        if done {
            term.tracker.handled(&key);
        } else {
            term.tracker.add(key, now_us);
        }
        pod.metrics.progress();
    }
    Ok(())
}
