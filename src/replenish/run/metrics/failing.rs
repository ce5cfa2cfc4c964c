//! How long a pod has been failing: `poolctl_replenish_failing_seconds`,
//! the one figure the Errors alert reads. A pod starts failing at the first
//! failure after it last did its job (a pass that failed or in which a pool
//! failed, a lost lock or work connection) and stops at the next sign that
//! it does it again: a pass in which nothing failed, or, on standby, both
//! connections up (a standby's whole job is to be ready to lead). The gauge
//! is the time since that first failure, read at each scrape, 0 while the
//! pod is not failing.
//!
//! A gauge of time rather than a rate of `errors_total`: an error on every
//! pass and an outage (which counts one error a lost connection, however
//! long it lasts) both make it grow steadily from their start, and the first
//! good pass sets it to 0, so an alert on it fires a fixed time after the
//! failures begin and resolves at the next scrape after they end, where a
//! rate stays up for its whole window after the fix.

use super::{Metrics, PodSeries};
use crate::replenish::event::{Event, Link};
use crate::replenish::leader::Role;
use std::time::Instant;

/// What `e` says of whether the pod does its job: `Some(true)` a failure,
/// `Some(false)` a sign it works, `None` neither.
fn verdict(p: &PodSeries, e: &Event) -> Option<bool> {
    match e {
        Event::PassFailed { .. } => Some(true),
        Event::Pass { totals, .. } => Some(totals.failed > 0),
        Event::ConnectionLost { link, .. } => (*link != Link::Worker).then_some(true),
        Event::ConnectionClosed { link, by_stop, .. } => {
            (*link != Link::Worker && !by_stop).then_some(true)
        }
        // Counted after the event: the pod's role and links are the new ones.
        Event::Connected { .. } | Event::Standby { .. } | Event::SteppedDown { .. } => {
            (p.health.role == Role::Standby && p.health.connected).then_some(false)
        }
        _ => None,
    }
}

/// Take in `e`, counted already by the rest of `counting`.
pub(super) fn event(p: &mut PodSeries, e: &Event, now: Instant) {
    match verdict(p, e) {
        Some(true) => {
            p.failing_since.get_or_insert(now);
        }
        Some(false) => p.failing_since = None,
        None => {}
    }
}

impl Metrics {
    /// Every pod's failing time as of `now` (each scrape).
    pub(super) fn failing_at(&self, now: Instant) {
        let board = self.board();
        for p in board.values() {
            let secs = p
                .failing_since
                .map_or(0.0, |t| now.saturating_duration_since(t).as_secs_f64());
            self.f.failing.get_or_create(&p.labels).set(secs);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Freshness, Identity, Metrics};
    use crate::replenish::event::{Event, Link, PassKind, PassTotals};
    use crate::replenish::run::EventSink;
    use std::time::{Duration, Instant};

    fn metrics() -> Metrics {
        let m = Metrics::new();
        m.pod(
            Identity {
                database: "shop",
                pod: None,
            },
            Freshness::new(Duration::from_secs(10), Duration::from_secs(30)),
        );
        m
    }

    /// The gauge as a scrape `after` from now would read it.
    fn failing(m: &Metrics, after: Duration) -> f64 {
        m.failing_at(Instant::now() + after);
        let labels = vec![("database".to_string(), "shop".to_string())];
        m.f.failing.get_or_create(&labels).get()
    }

    fn connected(link: Link, again: bool) -> Event {
        Event::Connected {
            link,
            connection: 1,
            again,
        }
    }

    fn lost(link: Link, attempt: u32) -> Event {
        Event::ConnectionLost {
            link,
            error: "gone".into(),
            attempt,
            retry_in_ms: 500,
        }
    }

    fn pass(failed: u64) -> Event {
        Event::Pass {
            kind: PassKind::Changes,
            totals: PassTotals {
                failed,
                ..PassTotals::default()
            },
            seconds: 0.001,
            look_seconds: 0.0,
            lag_seconds: 0.0,
            gauges: Box::default(),
        }
    }

    fn pass_failed() -> Event {
        Event::PassFailed {
            kind: PassKind::Changes,
            error: "duplicate".into(),
            seconds: 0.0,
            connection_lost: false,
        }
    }

    #[test]
    fn a_leader_fails_from_its_first_failed_pass_until_a_pass_without_failure() {
        let m = metrics();
        m.event(None, &connected(Link::Work, false));
        m.event(None, &connected(Link::Lock, false));
        m.event(None, &Event::Leader { connection: 7 });
        m.event(None, &pass(0));
        assert_eq!(failing(&m, Duration::from_secs(40)), 0.0);
        // Every pass fails: the time counts from the first, not the last.
        m.event(None, &pass_failed());
        m.event(None, &pass_failed());
        m.event(None, &pass(1));
        let secs = failing(&m, Duration::from_secs(40));
        assert!((40.0..41.0).contains(&secs), "{secs}");
        // A pass in which nothing failed: over at once.
        m.event(None, &pass(0));
        assert_eq!(failing(&m, Duration::from_secs(40)), 0.0);
    }

    #[test]
    fn an_outage_fails_from_the_lost_connection_until_the_job_is_done_again() {
        let m = metrics();
        m.event(None, &connected(Link::Work, false));
        m.event(None, &connected(Link::Lock, false));
        m.event(None, &Event::Leader { connection: 7 });
        m.event(None, &pass(0));
        // The server gone: one lost connection, then attempts that fail.
        m.event(None, &lost(Link::Lock, 1));
        m.event(
            None,
            &Event::SteppedDown {
                because: crate::replenish::leader::LostBecause::NotOurs { holder: None },
            },
        );
        m.event(None, &lost(Link::Work, 1));
        m.event(None, &lost(Link::Work, 2));
        let secs = failing(&m, Duration::from_secs(90));
        assert!((90.0..91.0).contains(&secs), "{secs}");
        // One link back is not enough for a standby; both are.
        m.event(None, &connected(Link::Lock, true));
        assert!(failing(&m, Duration::from_secs(90)) >= 90.0);
        m.event(None, &connected(Link::Work, true));
        assert_eq!(failing(&m, Duration::from_secs(90)), 0.0);
        // A leader back on both links has done nothing yet: failing until
        // its first good pass.
        m.event(None, &Event::Leader { connection: 8 });
        m.event(None, &lost(Link::Work, 1));
        m.event(None, &connected(Link::Work, true));
        assert!(failing(&m, Duration::from_secs(5)) >= 5.0);
        m.event(None, &pass(0));
        assert_eq!(failing(&m, Duration::from_secs(5)), 0.0);
    }

    #[test]
    fn a_further_connection_lost_or_a_stop_is_no_failure() {
        let m = metrics();
        m.event(None, &connected(Link::Work, false));
        m.event(None, &connected(Link::Lock, false));
        m.event(None, &lost(Link::Worker, 1));
        m.event(
            None,
            &Event::ConnectionClosed {
                link: Link::Work,
                by_stop: true,
                error: None,
            },
        );
        assert_eq!(failing(&m, Duration::from_secs(60)), 0.0);
    }
}
