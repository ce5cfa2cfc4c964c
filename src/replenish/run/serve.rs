//! Standby and leadership: wait for the leader lock on the lock connection,
//! and while holding it run passes on the work connection, with a keepalive
//! thread confirming the lock on the lock connection every third of the lease
//! (`crate::replenish::leader` decides what each confirmation means).

use super::crew::Crew;
use super::metrics::ErrorKind;
use super::pass::{self, Interrupted, Term};
use super::{Mode, OnceResult, Pod, Sql};
use crate::db::{Db, DbError, Locked, NamedLock};
use crate::replenish::event::{Event, Link, PassKind};
use crate::replenish::leader::{Change, Input, Leadership, LostBecause, Role};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// How a leadership term ended.
enum TermEnd {
    Stopped(Option<OnceResult>),
    SteppedDown(LostBecause),
}

/// What the keepalive reports, and when.
type Report = (Input, Instant);

/// The leader's view of its lock while it works: drains the keepalive's
/// reports into the state machine.
pub(super) struct Lease<'a> {
    leadership: &'a mut Leadership,
    reports: mpsc::Receiver<Report>,
    lost: Option<LostBecause>,
}

impl Lease<'_> {
    /// Whether the leader may go on acting (false once it stepped down).
    pub(super) fn holds(&mut self) -> bool {
        if self.lost.is_some() {
            return false;
        }
        while let Ok((input, at)) = self.reports.try_recv() {
            if let Some(Change::SteppedDown(b)) = self.leadership.step(input, at) {
                self.lost = Some(b);
                return false;
            }
        }
        if let Some(Change::SteppedDown(b)) = self.leadership.tick(Instant::now()) {
            self.lost = Some(b);
            return false;
        }
        self.leadership.may_act(Instant::now())
    }
}

/// How [`serve`] ended: `--once`'s result, and whether the leader lock was
/// let go of (false: letting go failed, its connection is gone; the server
/// frees the lock when it sees the connection close).
pub(super) struct Served {
    pub once: Option<OnceResult>,
    pub released: bool,
}

impl Served {
    fn released(once: Option<OnceResult>) -> Served {
        Served {
            once,
            released: true,
        }
    }
}

/// Serve (or `--once`) until stopped: standby, leader, standby again...
pub(super) fn serve(pod: &Pod<'_>, sql: &Sql, lock: Db, work: Db) -> Served {
    let name = super::leader_lock(&pod.database);
    let mut leadership = Leadership::new(pod.settings.leader_lease);
    let mut lock = Some(lock);
    let mut work = Some(work);
    // --once: never wait for the lock (another instance leads: done).
    let wait_secs = if pod.mode == Mode::Once { 0 } else { 1 };
    loop {
        if pod.stopped() {
            return Served::released(None);
        }
        let Some(db) = lock.as_mut() else {
            let e = DbError::Other {
                action: "the lock connection".into(),
                detail: "lost".into(),
            };
            lock = pod.reconnect(Link::Lock, &e, || false);
            continue;
        };
        // Why a term ended, kept for when letting go of the lock then fails
        // too (its connection is what was lost): the step-down is still told,
        // and a term the stop ended is no step-down.
        let mut stepped_down = None;
        let mut ended_by_stop = false;
        let taken = db.with_lock(&name, wait_secs, |db| {
            let end = term(pod, sql, db, &name, &mut leadership, &mut work);
            match &end {
                TermEnd::SteppedDown(because) => stepped_down = Some(because.clone()),
                TermEnd::Stopped(_) => ended_by_stop = true,
            }
            Ok::<_, DbError>(end)
        });
        match taken {
            Ok(Locked::Busy { holder }) => {
                let holder = holder.map(|h| h.connection_id);
                if let Some(Change::Standing { holder }) =
                    leadership.step(Input::Busy { holder }, Instant::now())
                {
                    pod.emit(Event::Standby { leader: holder });
                }
                pod.metrics.set_role(Role::Standby);
                pod.metrics.set_connected(work.is_some());
                if pod.mode == Mode::Once {
                    return Served::released(Some(OnceResult {
                        standby: Some(holder),
                        kind: PassKind::Sweep,
                        totals: Default::default(),
                        seconds: 0.0,
                        planned: Vec::new(),
                        still_drained: Vec::new(),
                        error: None,
                    }));
                }
            }
            Ok(Locked::Ran(TermEnd::Stopped(r))) => {
                pod.metrics.set_role(Role::Standby);
                return Served::released(r);
            }
            Ok(Locked::Ran(TermEnd::SteppedDown(because))) => {
                pod.metrics.set_role(Role::Standby);
                pod.metrics.error(ErrorKind::Leadership);
                pod.emit(Event::SteppedDown { because });
            }
            Err(e) => {
                // Taking, confirming or releasing the lock failed: the
                // connection is gone (the server let go of the lock with it).
                let lost = leadership.step(
                    Input::ConnectionLost {
                        error: e.to_string(),
                    },
                    Instant::now(),
                );
                let because = match lost {
                    _ if ended_by_stop => None,
                    Some(Change::SteppedDown(because)) => Some(because),
                    _ => stepped_down,
                };
                if let Some(because) = because {
                    pod.metrics.error(ErrorKind::Leadership);
                    pod.emit(Event::SteppedDown { because });
                }
                pod.metrics.set_role(Role::Standby);
                lock = pod.reconnect(Link::Lock, &e, || false);
                if lock.is_none() {
                    return Served {
                        once: None,
                        released: false,
                    };
                }
                pod.metrics.set_connected(work.is_some());
            }
        }
    }
}

/// One leadership term, `lock_db` holding the lock: a keepalive thread on
/// it, passes on `work` until stopped or the lease is lost.
fn term(
    pod: &Pod<'_>,
    sql: &Sql,
    lock_db: &mut Db,
    name: &NamedLock,
    leadership: &mut Leadership,
    work: &mut Option<Db>,
) -> TermEnd {
    let now = Instant::now();
    leadership.step(Input::Acquired, now);
    pod.metrics.set_role(Role::Leader);
    pod.emit(Event::Leader {
        connection: lock_db.connection_id(),
    });
    let every = leadership.keepalive_every();
    let done = AtomicBool::new(false);
    let (tx, rx) = mpsc::channel::<Report>();
    std::thread::scope(|s| {
        let done = &done;
        let keeper = s.spawn(move || keepalive(lock_db, name, every, done, &tx));
        let mut lease = Lease {
            leadership,
            reports: rx,
            lost: None,
        };
        let end = lead(pod, sql, work, &mut lease);
        done.store(true, Ordering::SeqCst);
        let _ = keeper.join();
        match end {
            Some(r) => TermEnd::Stopped(r),
            None => TermEnd::SteppedDown(lease.lost.take().unwrap_or(LostBecause::LeaseExpired {
                silent_ms: u64::try_from(pod.settings.leader_lease.as_millis()).unwrap_or(0),
            })),
        }
    })
}

/// Confirm the lock every `every` until `done`, or until it fails or is no
/// longer ours (reported, then the thread ends).
fn keepalive(
    db: &mut Db,
    name: &NamedLock,
    every: Duration,
    done: &AtomicBool,
    tx: &mpsc::Sender<Report>,
) {
    let me = db.connection_id();
    loop {
        let next = Instant::now() + every;
        while Instant::now() < next {
            if done.load(Ordering::SeqCst) {
                return;
            }
            std::thread::sleep((next - Instant::now()).min(Duration::from_millis(50)));
        }
        let input = match db.lock_holder(name) {
            Ok(Some(id)) if id == me => Input::Confirmed,
            Ok(holder) => Input::NotOurs { holder },
            Err(e) => Input::ConnectionLost {
                error: e.to_string(),
            },
        };
        let last = !matches!(input, Input::Confirmed);
        if tx.send((input, Instant::now())).is_err() || last {
            return;
        }
    }
}

/// Passes every interval (a sweep first, then every sweep interval) while
/// the lease holds. `Some`: stopped (with `--once`'s result); `None`: the
/// lease was lost.
fn lead(
    pod: &Pod<'_>,
    sql: &Sql,
    work: &mut Option<Db>,
    lease: &mut Lease<'_>,
) -> Option<Option<OnceResult>> {
    let mut term = Term::new(pod);
    let mut crew = Crew::new(pod.settings.workers.saturating_sub(1));
    let mut next_sweep = Instant::now();
    loop {
        if pod.stopped() {
            return Some(None);
        }
        if !lease.holds() {
            return None;
        }
        let Some(db) = work.as_mut() else {
            let e = DbError::Other {
                action: "the work connection".into(),
                detail: "lost".into(),
            };
            *work = pod.reconnect(Link::Work, &e, || !lease.holds());
            if work.is_some() {
                pod.metrics.set_connected(true);
            }
            continue;
        };
        crew.mend(pod);
        let started = Instant::now();
        let kind = if started >= next_sweep {
            PassKind::Sweep
        } else {
            PassKind::Changes
        };
        match pass::run(pod, sql, db, &mut crew, &mut term, kind, lease) {
            Ok(()) => {
                if kind == PassKind::Sweep {
                    next_sweep = started + pod.settings.sweep_interval;
                }
                if pod.mode == Mode::Once {
                    return Some(Some(term.once_result(kind, started)));
                }
            }
            Err(Interrupted::Stopped) => return Some(None),
            Err(Interrupted::LeaseLost) => return None,
            Err(Interrupted::Failed(e)) => {
                pod.metrics.pass(kind, false, started.elapsed());
                pod.metrics.error(ErrorKind::Pass);
                if db.alive() {
                    pod.emit(Event::PassFailed {
                        kind,
                        error: e.to_string(),
                    });
                    if pod.mode == Mode::Once {
                        return Some(Some(term.once_result(kind, started)));
                    }
                } else {
                    *work = None;
                    *work = pod.reconnect(Link::Work, &e, || !lease.holds());
                    if work.is_some() {
                        pod.metrics.set_connected(true);
                    }
                    continue;
                }
            }
        }
        pod.wait_until(started + pod.settings.interval, || !lease.holds());
    }
}
