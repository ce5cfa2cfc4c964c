//! What each event of the loop counts: [`Metrics`] as an [`EventSink`] of
//! every pod's events, the same events the log writes. An event of a pod
//! updates that pod's series and health (any event is a sign of life of its
//! loop); one that belongs to no registered pod (the command's own) counts
//! nothing.
//!
//! Role-correct: the pool gauges (pools, drained, below low water, oldest
//! drained, fill, lag, oldest locking transaction) are a leader's figures; they exist while it leads and
//! are removed when it stands by, so a standby never shows figures of a term
//! that is over.

use super::{ErrorKind, Families, Labels, Metrics, PodSeries};
use crate::replenish::book::Gauges;
use crate::replenish::event::{Event, Link, PassKind};
use crate::replenish::leader::Role;
use crate::replenish::run::EventSink;
use std::time::{Instant, SystemTime};

impl EventSink for Metrics {
    /// Count `e` in the series of `pod` (an event of no registered pod, such
    /// as the command's own, counts nothing).
    fn event(&self, pod: Option<&str>, e: &Event) {
        let mut board = self.board();
        let Some(p) = board.get_mut(pod.unwrap_or("")) else {
            return;
        };
        let f = &self.f;
        let now = Instant::now();
        p.health.beat = now;
        match e {
            Event::Started { dry_run, .. } => p.dry_run = *dry_run,
            Event::Connected { link: l, again, .. } => {
                link_up(f, p, *l, true);
                if *again {
                    f.reconnects.get_or_create(&with(p, "link", link(*l))).inc();
                }
            }
            Event::ConnectionLost {
                link: l, attempt, ..
            } => {
                link_up(f, p, *l, false);
                // A lost link counts once, not each attempt to make it
                // again; a further connection's attempts come between
                // passes, each a failure of its own.
                if *attempt == 1 || *l == Link::Worker {
                    error(f, p, ErrorKind::Connection);
                }
            }
            Event::ConnectionClosed {
                link: l, by_stop, ..
            } => {
                link_up(f, p, *l, false);
                if !by_stop {
                    error(f, p, ErrorKind::Connection);
                }
            }
            Event::Leader { .. } => {
                set_role(f, p, Role::Leader);
                p.health.lease_until = Instant::now().checked_add(p.health.lease);
            }
            Event::LeaseConfirmed => {
                if p.health.role == Role::Leader {
                    p.health.lease_until = Instant::now().checked_add(p.health.lease);
                    f.leader.get_or_create(&p.labels).set(1);
                }
            }
            Event::Standby { .. } | Event::Stopped { .. } => set_role(f, p, Role::Standby),
            Event::SteppedDown { .. } => {
                set_role(f, p, Role::Standby);
                error(f, p, ErrorKind::Leadership);
            }
            Event::Refilled { added, .. } => {
                if *added > 0 {
                    f.pools_refilled.get_or_create(&p.labels).inc();
                    f.units_added.get_or_create(&p.labels).inc_by(*added);
                }
            }
            Event::Released { holds, added, .. } => {
                f.holds_released.get_or_create(&p.labels).inc_by(*holds);
                f.units_added.get_or_create(&p.labels).inc_by(*added);
            }
            Event::Skipped { lock_busy, .. } => {
                if *lock_busy {
                    f.lock_skips.get_or_create(&p.labels).inc();
                }
            }
            Event::PoolFailed { .. } => error(f, p, ErrorKind::Pool),
            Event::Pass {
                kind,
                seconds,
                gauges: g,
                totals,
                ..
            } => {
                pass(f, p, *kind, true, *seconds);
                // Pools failed and none was helped: the pass did not work.
                p.health.failing =
                    totals.failed > 0 && totals.refilled + totals.released_holds == 0;
                if p.health.role == Role::Leader {
                    gauges(f, p, g);
                }
            }
            Event::PassFailed { kind, seconds, .. } => {
                pass(f, p, *kind, false, *seconds);
                p.health.failing = true;
                error(f, p, ErrorKind::Pass);
            }
            Event::Changes { source, pools } => {
                f.changes
                    .get_or_create(&with(p, "source", source.as_str()))
                    .inc_by(*pools);
            }
            Event::Lag { seconds } => {
                if p.health.role == Role::Leader {
                    f.lag.get_or_create(&p.labels).set(*seconds);
                }
            }
            Event::OldestLocking { seconds } => {
                if p.health.role == Role::Leader {
                    f.oldest_locking.get_or_create(&p.labels).set(*seconds);
                }
            }
            Event::Progress => {
                if p.health.role == Role::Leader {
                    p.health.progress = Some(Instant::now());
                }
            }
            Event::MetricsListening { .. }
            | Event::Alive
            | Event::OrphanHolds { .. }
            | Event::Planned { .. }
            | Event::Warning { .. }
            | Event::Stopping { .. }
            | Event::StopTimeout { .. } => {}
        }
        super::failing::event(p, e, now);
    }
}

pub(super) fn link(l: Link) -> &'static str {
    match l {
        Link::Lock => "lock",
        Link::Work => "work",
        Link::Worker => "worker",
    }
}

pub(super) fn with(p: &PodSeries, k: &str, v: &str) -> Labels {
    let mut l = p.labels.clone();
    l.push((k.to_string(), v.to_string()));
    l
}

pub(super) fn set_role(f: &Families, p: &mut PodSeries, role: Role) {
    f.leader
        .get_or_create(&p.labels)
        .set(i64::from(role == Role::Leader));
    if p.health.role != role {
        // A new leader has not passed yet: its clock starts now.
        p.health.progress = Some(Instant::now());
        p.health.failing = false;
    }
    if role == Role::Standby {
        p.health.lease_until = None;
        forget_gauges(f, p);
    }
    p.health.role = role;
}

/// A standby knows no pool: the figures of a term that is over go.
fn forget_gauges(f: &Families, p: &mut PodSeries) {
    for l in p.drained_named.drain(..) {
        f.pool_drained.remove(&l);
    }
    f.pools_known.remove(&p.labels);
    f.pools_drained.remove(&p.labels);
    f.pools_below_low_water.remove(&p.labels);
    f.oldest_drained.remove(&p.labels);
    f.fill_ratio.remove(&p.labels);
    f.lag.remove(&p.labels);
    f.oldest_locking.remove(&p.labels);
}

/// The lock or work connection went up or down (a further connection counts
/// for neither).
fn link_up(f: &Families, p: &mut PodSeries, l: Link, up: bool) {
    match l {
        Link::Lock => p.lock_up = up,
        Link::Work => p.work_up = up,
        Link::Worker => return,
    }
    set_connected(f, p);
}

pub(super) fn set_connected(f: &Families, p: &mut PodSeries) {
    let up = p.work_up && (p.lock_up || p.dry_run);
    f.connected.get_or_create(&p.labels).set(i64::from(up));
    p.health.connected = up;
}

pub(super) fn gauges(f: &Families, p: &mut PodSeries, g: &Gauges) {
    // The pools drained longest, one series each; a pool no longer among
    // them (refilled, or pushed out by longer ones) loses its series.
    let named: Vec<(Labels, f64)> = g
        .longest_drained
        .iter()
        .flatten()
        .map(|d| {
            let mut l = p.labels.clone();
            l.push(("shop".into(), d.key.shop.to_string()));
            l.push(("item".into(), d.key.item.to_string()));
            l.push(("location".into(), d.key.location.to_string()));
            (l, d.drained_for.as_secs_f64())
        })
        .collect();
    for old in &p.drained_named {
        if !named.iter().any(|(l, _)| l == old) {
            f.pool_drained.remove(old);
        }
    }
    for (l, secs) in &named {
        f.pool_drained.get_or_create(l).set(*secs);
    }
    p.drained_named = named.into_iter().map(|(l, _)| l).collect();
    f.pools_known
        .get_or_create(&p.labels)
        .set(i64::try_from(g.pools).unwrap_or(i64::MAX));
    f.pools_drained
        .get_or_create(&p.labels)
        .set(i64::try_from(g.drained).unwrap_or(i64::MAX));
    f.pools_below_low_water
        .get_or_create(&p.labels)
        .set(i64::try_from(g.below_low_water).unwrap_or(i64::MAX));
    f.oldest_drained
        .get_or_create(&p.labels)
        .set(g.oldest_drained.as_secs_f64());
    f.fill_ratio.get_or_create(&p.labels).set(g.fill_ratio);
}

fn error(f: &Families, p: &PodSeries, kind: ErrorKind) {
    f.errors
        .get_or_create(&with(p, "kind", kind.as_str()))
        .inc();
}

/// A pass ended (`ok`: it succeeded) after `seconds`.
fn pass(f: &Families, p: &mut PodSeries, kind: PassKind, ok: bool, seconds: f64) {
    let mut l = with(p, "kind", kind.as_str());
    f.pass_duration.get_or_create(&l).observe(seconds);
    l.push((
        "result".to_string(),
        if ok { "ok" } else { "failed" }.to_string(),
    ));
    f.passes.get_or_create(&l).inc();
    if ok {
        let unix = SystemTime::now()
            .duration_since(SystemTime::UNIX_EPOCH)
            .map(|d| d.as_secs_f64())
            .unwrap_or(0.0);
        f.last_success.get_or_create(&p.labels).set(unix);
        p.health.progress = Some(Instant::now());
    }
}
