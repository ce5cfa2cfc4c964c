//! The replenisher's metrics and health, for one endpoint however many pods
//! it serves: a Prometheus registry (prometheus-client, which writes the
//! OpenMetrics text format) and a health board, fed by the same events as
//! the log: [`Metrics`] is an [`EventSink`](super::EventSink) of every
//! pod's loop, which counts each event as it comes (a `refilled` adds its
//! units, a `pass` its duration and the gauges it ended with, ...) instead
//! of the loop updating gauges and counters beside its log calls.
//!
//! Identity: every `poolctl_replenish_*` series carries the `database` it
//! replenishes, and the `pod` when the target is a configured pod (`--pod`,
//! `--pods`, `--all-pods`), so rules aggregate per database whatever the
//! command line; `poolctl_build_info{version,revision}` and the process's own
//! series (`process`) describe the process and carry neither.
//!
//! This file holds the endpoint's state (the registry and every pod's
//! series and health) and a pod's registration; the families and their
//! help text are `families`'s, the exposition (OpenMetrics and the
//! Prometheus text format) `exposition`'s, the health board (liveness and
//! readiness) `health`'s, what each event counts `counting`'s, how long a
//! pod has been failing `failing`'s, the process's own series `process`'s.
//! Metric names and what to do about each: runbooks/replenish.md.

use crate::replenish::event::Link;
use crate::replenish::leader::Role;
use crate::replenish::signal::Source;
use families::{ErrorKind, Families, Labels};
use health::Health;
use prometheus_client::registry::Registry;
use std::collections::BTreeMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

mod counting;
mod exposition;
mod failing;
mod families;
mod health;
mod process;
pub mod reference;

/// One pod: its labels, its health, and what `connected` is made of.
#[derive(Debug, Clone)]
struct PodSeries {
    labels: Labels,
    health: Health,
    /// The lock and work connections are up (`connected`: both; a dry run
    /// has no lock connection, its work connection is all).
    lock_up: bool,
    work_up: bool,
    dry_run: bool,
    /// The label sets of the per-pool drained series now exported (at most
    /// `book::DRAINED_SERIES`).
    drained_named: Vec<Labels>,
    /// Since when it has been failing (`failing`), `None` while it is not.
    failing_since: Option<Instant>,
}

/// Who a pod's series are: the database it replenishes, and its pod name
/// when the target is a configured pod.
#[derive(Debug, Clone, Copy)]
pub struct Identity<'a> {
    pub database: &'a str,
    pub pod: Option<&'a str>,
}

/// How fresh a pod must be: a leader's last pass for readiness, any sign of
/// its loop for liveness.
#[derive(Debug, Clone, Copy)]
pub struct Freshness {
    pub stale_after: Duration,
    pub live_after: Duration,
    /// The leader lease: how long a confirmation lets a leader act.
    pub lease: Duration,
}

impl Freshness {
    /// `stale_after` for readiness, six times as long (at least a minute)
    /// for liveness.
    pub fn new(stale_after: Duration, lease: Duration) -> Freshness {
        Freshness {
            stale_after,
            live_after: (stale_after * 6).max(Duration::from_secs(60)),
            lease,
        }
    }
}

/// The registry and health board behind one endpoint.
pub struct Metrics {
    registry: Registry,
    f: Families,
    /// Every pod, by name (`""`: a single target).
    pods: Mutex<BTreeMap<String, PodSeries>>,
}

impl std::fmt::Debug for Metrics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Metrics").finish_non_exhaustive()
    }
}

impl Default for Metrics {
    fn default() -> Self {
        Metrics::new()
    }
}

impl Metrics {
    pub fn new() -> Metrics {
        let mut root = Registry::default();
        let f = Families::register(&mut root);
        Metrics {
            registry: root,
            f,
            pods: Mutex::new(BTreeMap::new()),
        }
    }

    /// A pod's series, labelled with its identity, every one there from the
    /// start (a counter at 0 is information) but the pool gauges, which only
    /// a leader has; its events then come with the same pod name
    /// ([`super::EventSink::event`]).
    pub fn pod(&self, who: Identity<'_>, fresh: Freshness) {
        let mut labels = vec![("database".to_string(), who.database.to_string())];
        if let Some(p) = who.pod {
            labels.push(("pod".to_string(), p.to_string()));
        }
        let mut p = PodSeries {
            labels,
            health: Health {
                connected: false,
                role: Role::Standby,
                progress: None,
                stale_after: fresh.stale_after,
                beat: Instant::now(),
                live_after: fresh.live_after,
                lease: fresh.lease,
                lease_until: None,
                failing: false,
            },
            lock_up: false,
            work_up: false,
            dry_run: false,
            drained_named: Vec::new(),
            failing_since: None,
        };
        let f = &self.f;
        counting::set_role(f, &mut p, Role::Standby);
        counting::set_connected(f, &mut p);
        drop(f.units_added.get_or_create(&p.labels));
        drop(f.pools_refilled.get_or_create(&p.labels));
        drop(f.holds_released.get_or_create(&p.labels));
        drop(f.lock_skips.get_or_create(&p.labels));
        drop(f.last_success.get_or_create(&p.labels));
        f.failing.get_or_create(&p.labels).set(0.0);
        for s in Source::ALL {
            drop(
                f.changes
                    .get_or_create(&counting::with(&p, "source", s.as_str())),
            );
        }
        for l in [Link::Lock, Link::Work] {
            drop(
                f.reconnects
                    .get_or_create(&counting::with(&p, "link", counting::link(l))),
            );
        }
        for k in ErrorKind::ALL {
            drop(
                f.errors
                    .get_or_create(&counting::with(&p, "kind", k.as_str())),
            );
        }
        self.board().insert(who.pod.unwrap_or("").to_string(), p);
    }

    fn board(&self) -> std::sync::MutexGuard<'_, BTreeMap<String, PodSeries>> {
        self.pods.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[cfg(test)]
mod tests;
