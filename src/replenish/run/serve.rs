//! Standby and leadership: wait for the leader lock on the lock connection,
//! and while holding it run passes on the work connection, with a keepalive
//! thread confirming the lock on the lock connection every third of the lease
//! (`crate::replenish::leader` decides what each confirmation means).
//!
//! A leadership term has a stop token of its own, a child of the pod's
//! (`crate::stop`): it stops with the process, when the keepalive finds the
//! lock lost, and when the term ends. The keepalive waits on it between
//! confirmations, and the term waits on it between passes and between
//! attempts to make its work connection again, each wait also ending when
//! the lease runs out: a term learns at once that it is over.
//!
//! A standby keeps its work connection too: checked every third of the
//! lease while it waits for the lock (which also keeps it younger than the
//! session's `wait_timeout`), made again when lost (a server restart), so
//! that `connected` and `/readyz` say whether it could lead. `--once` does
//! not wait: a connection that cannot be made again within the connect
//! timeout ends the run with its error.

use super::crew::Crew;
use super::pass::{self, Context, Interrupted, Memory};
use super::{Mode, OnceResult, Pod, Sql};
use crate::db::{Db, DbError, Fence, Locked, NamedLock};
use crate::reconnect::Reconnect;
use crate::replenish::event::{Event, Link, PassKind};
use crate::replenish::leader::{Change, Input, Leadership, LostBecause};
use crate::replenish::pass_report::PassReport;
use crate::stop::StopToken;
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// How a leadership term ended.
enum TermEnd {
    /// Stopped, with `--once`'s result (boxed: it is large beside a step-down).
    Stopped(Option<Box<OnceResult>>),
    SteppedDown(LostBecause),
}

/// What the keepalive reports, and when.
type Report = (Input, Instant);

/// The leader's view of its lock while it works: drains the keepalive's
/// reports into the state machine.
struct Lease<'a> {
    leadership: &'a mut Leadership,
    reports: mpsc::Receiver<Report>,
    lost: Option<LostBecause>,
}

impl Lease<'_> {
    /// Whether the leader may go on acting (false once it stepped down).
    fn holds(&mut self) -> bool {
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

    /// Wait until `deadline`, or less: until `term` is stopped (the process
    /// stops, the keepalive found the lock lost) or the lease runs out.
    fn wait_until(&mut self, term: &StopToken, deadline: Instant) {
        loop {
            let until = self
                .leadership
                .acts_until()
                .map_or(deadline, |lease| lease.min(deadline));
            if term.wait_until(until) || Instant::now() >= deadline || !self.holds() {
                return;
            }
        }
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
pub(super) fn serve(
    pod: &Pod<'_>,
    sql: &Sql,
    mut lock: Reconnect<Db>,
    mut work: Reconnect<Db>,
) -> Served {
    let name = super::leader_lock(&pod.database);
    let mut leadership = Leadership::new(pod.settings.leader_lease);
    // --once: never wait for the lock (another instance leads: done).
    let wait_secs = if pod.mode == Mode::Once { 0 } else { 1 };
    let mut work_checked = Instant::now();
    loop {
        if pod.mode == Mode::Once && !lock.is_open() {
            return once_failed(pod, "the lock connection was lost and --once does not wait");
        }
        let Some(db) = lock.get() else {
            // Lost (below): made again with backoff, unless stopped.
            let again = lock.until_connected(
                pod.stop,
                || pod.open(Link::Lock, true),
                |f| pod.connection_failed(Link::Lock, f),
            );
            if again.is_none() {
                return Served {
                    once: None,
                    released: false,
                };
            }
            continue;
        };
        if pod.stopped() {
            return Served::released(None);
        }
        // Why a term ended, kept for when letting go of the lock then fails
        // too (its connection is what was lost): the step-down is still told,
        // and a term the stop ended is no step-down.
        let mut stepped_down = None;
        let mut ended_by_stop = false;
        let taken = db.with_lock(&name, wait_secs, |db| {
            let end = lead_term(pod, sql, db, &name, &mut leadership, &mut work);
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
                pod.emit(Event::Alive);
                if pod.mode != Mode::Once && !pod.stopped() {
                    keep_work(
                        pod,
                        &mut work,
                        &mut work_checked,
                        leadership.keepalive_every(),
                    );
                }
                if pod.mode == Mode::Once {
                    let target = pod.target.display_url();
                    let report = PassReport::standby(target, pod.database.clone(), holder);
                    return Served::released(Some(OnceResult {
                        report,
                        error: None,
                    }));
                }
            }
            Ok(Locked::Ran(TermEnd::Stopped(r))) => return Served::released(r.map(|r| *r)),
            Ok(Locked::Ran(TermEnd::SteppedDown(because))) => {
                pod.emit(Event::SteppedDown { because });
                if pod.mode == Mode::Once {
                    return once_failed(pod, "the leader lock was lost during the pass");
                }
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
                    pod.emit(Event::SteppedDown { because });
                }
                lock.lost(&e, pod.stop, |f| pod.connection_failed(Link::Lock, f));
            }
        }
    }
}

/// A `--once` run that cannot go on: its pass failed with `why`.
fn once_failed(pod: &Pod<'_>, why: &str) -> Served {
    let target = pod.target.display_url();
    let mut report = PassReport::standby(target, pod.database.clone(), None);
    report.role = crate::replenish::leader::Role::Leader;
    Served {
        once: Some(OnceResult {
            report,
            error: Some(why.to_string()),
        }),
        released: false,
    }
}

/// A standby's work connection: checked every `every`, made again once
/// lost (when its backoff is over), so that a server restart leaves no
/// connection of a standby dead.
fn keep_work(pod: &Pod<'_>, work: &mut Reconnect<Db>, checked: &mut Instant, every: Duration) {
    match work.get() {
        Some(db) => {
            if checked.elapsed() >= every {
                *checked = Instant::now();
                if let Err(e) = db.ping() {
                    work.lost(&e, pod.stop, |f| pod.connection_failed(Link::Work, f));
                }
            }
        }
        None => {
            work.reopen_if_due(
                pod.stop,
                || pod.open(Link::Work, true),
                |f| pod.connection_failed(Link::Work, f),
            );
        }
    }
}

/// One leadership term, `lock_db` holding the lock: a keepalive thread on
/// it, passes on `work` until stopped or the lease is lost.
fn lead_term(
    pod: &Pod<'_>,
    sql: &Sql,
    lock_db: &mut Db,
    name: &NamedLock,
    leadership: &mut Leadership,
    work: &mut Reconnect<Db>,
) -> TermEnd {
    // The stop came while GET_LOCK waited: a stopping standby does not
    // take over (the lock is let go of at once, for another instance).
    if pod.stopped() {
        return TermEnd::Stopped(None);
    }
    let now = Instant::now();
    leadership.step(Input::Acquired, now);
    pod.emit(Event::Leader {
        connection: lock_db.connection_id(),
    });
    let every = leadership.keepalive_every();
    let me = lock_db.connection_id();
    let over = pod.stop.child();
    let (tx, rx) = mpsc::channel::<Report>();
    std::thread::scope(|s| {
        let keeper = {
            let over = &over;
            s.spawn(move || keepalive(pod, lock_db, name, every, over, &tx))
        };
        let mut lease = Lease {
            leadership,
            reports: rx,
            lost: None,
        };
        let fence = Fence {
            lock: name.name().to_string(),
            holder: me,
        };
        let end = run_passes(pod, sql, work, &mut lease, &over, &fence);
        over.stop();
        let _ = keeper.join();
        match end {
            Some(r) => TermEnd::Stopped(r.map(Box::new)),
            None => TermEnd::SteppedDown(lease.lost.take().unwrap_or(LostBecause::LeaseExpired {
                silent_ms: u64::try_from(pod.settings.leader_lease.as_millis()).unwrap_or(0),
            })),
        }
    })
}

/// Confirm the lock every `every` until the term is `over`, or until it
/// fails or is no longer ours (reported, the term's token stopped, then the
/// thread ends).
fn keepalive(
    pod: &Pod<'_>,
    db: &mut Db,
    name: &NamedLock,
    every: Duration,
    over: &StopToken,
    tx: &mpsc::Sender<Report>,
) {
    let me = db.connection_id();
    while !over.wait(every) {
        let input = match db.lock_holder(name) {
            Ok(Some(id)) if id == me => Input::Confirmed,
            Ok(holder) => Input::NotOurs { holder },
            Err(e) => Input::ConnectionLost {
                error: e.to_string(),
            },
        };
        let last = !matches!(input, Input::Confirmed);
        if !last {
            pod.emit(Event::LeaseConfirmed);
        }
        let sent = tx.send((input, Instant::now())).is_ok();
        if last {
            over.stop();
        }
        if !sent || last {
            return;
        }
    }
}

/// Passes every interval (a sweep first, then every sweep interval) while
/// the lease holds. `Some`: stopped (with `--once`'s result); `None`: the
/// lease was lost.
fn run_passes(
    pod: &Pod<'_>,
    sql: &Sql,
    work: &mut Reconnect<Db>,
    lease: &mut Lease<'_>,
    over: &StopToken,
    fence: &Fence,
) -> Option<Option<OnceResult>> {
    let mut memory = Memory::new(pod);
    let mut crew = Crew::new(pod.settings.workers.saturating_sub(1));
    let mut next_sweep = Instant::now();
    loop {
        if pod.stopped() {
            return Some(None);
        }
        if !lease.holds() {
            return None;
        }
        let Some(db) = work.get() else {
            // Lost (below): made again once its backoff is over, the lease
            // still held.
            match work.retry_at() {
                Some(at) => lease.wait_until(over, at),
                None => {
                    work.reopen_if_due(
                        pod.stop,
                        || pod.open(Link::Work, true),
                        |f| pod.connection_failed(Link::Work, f),
                    );
                }
            }
            continue;
        };
        crew.reopen_lost(pod);
        crew.keep_alive(pod, lease.leadership.keepalive_every());
        let started = Instant::now();
        let kind = if started >= next_sweep {
            PassKind::Sweep
        } else {
            PassKind::Changes
        };
        // The pass asks before each step whether it may go on.
        let mut go_on = || {
            if pod.stopped() {
                Err(Interrupted::Stopped)
            } else if lease.holds() {
                Ok(())
            } else {
                Err(Interrupted::LeaseLost)
            }
        };
        let mut cx = Context {
            pod,
            sql,
            crew: &mut crew,
            memory: &mut memory,
            go_on: &mut go_on,
            fence: Some(fence.clone()),
        };
        match pass::run(&mut cx, db, kind) {
            Ok(()) => {
                if kind == PassKind::Sweep {
                    next_sweep = started + pod.settings.sweep_interval;
                }
                if pod.mode == Mode::Once {
                    return Some(Some(memory.once_result(pod, kind, started)));
                }
            }
            Err(Interrupted::Stopped) => return Some(None),
            Err(Interrupted::LeaseLost) => return None,
            Err(Interrupted::Failed(e)) => {
                let alive = db.alive();
                pod.emit(Event::PassFailed {
                    kind,
                    error: e.to_string(),
                    seconds: started.elapsed().as_secs_f64(),
                    connection_lost: !alive,
                });
                // --once never waits for a server to come back: its pass
                // failed, with the error, within the connect/read timeouts.
                if pod.mode == Mode::Once {
                    return Some(Some(memory.once_result(pod, kind, started)));
                }
                if !alive {
                    work.lost(&e, pod.stop, |f| pod.connection_failed(Link::Work, f));
                    continue;
                }
                if pod.mode == Mode::Once {
                    return Some(Some(memory.once_result(pod, kind, started)));
                }
            }
        }
        lease.wait_until(over, started + pod.settings.interval);
    }
}
