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
//! This file holds the registry and its exposition (OpenMetrics and the
//! Prometheus text format); the health board (liveness and readiness) is
//! `health`'s, what each event counts `counting`'s, the process's own
//! series `process`'s. Metric names and what to do about
//! each: runbooks/replenish.md.

use crate::replenish::event::Link;
use crate::replenish::leader::Role;
use crate::replenish::signal::Source;
use health::Health;
use prometheus_client::encoding::text::encode;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;
use std::collections::BTreeMap;
use std::sync::Mutex;
use std::sync::atomic::AtomicU64;
use std::time::{Duration, Instant};

mod counting;
mod failing;
mod health;
mod process;
pub mod reference;

type Labels = Vec<(String, String)>;
type FGauge = Gauge<f64, AtomicU64>;
type Hist = Family<Labels, Histogram, fn() -> Histogram>;

fn pass_buckets() -> Histogram {
    // 1 ms to ~65 s.
    Histogram::new(exponential_buckets(0.001, 2.0, 17))
}

/// Kinds of error counted by `poolctl_replenish_errors_total`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ErrorKind {
    /// A connection to the server failed (either link).
    Connection,
    /// A pool's refill or release failed (after its retries).
    Pool,
    /// A pass failed part way (its signal or its reads).
    Pass,
    /// The leader lock was lost.
    Leadership,
}

impl ErrorKind {
    const ALL: [ErrorKind; 4] = [
        ErrorKind::Connection,
        ErrorKind::Pool,
        ErrorKind::Pass,
        ErrorKind::Leadership,
    ];

    fn as_str(self) -> &'static str {
        match self {
            ErrorKind::Connection => "connection",
            ErrorKind::Pool => "pool",
            ErrorKind::Pass => "pass",
            ErrorKind::Leadership => "leadership",
        }
    }
}

struct Families {
    leader: Family<Labels, Gauge>,
    connected: Family<Labels, Gauge>,
    pools_known: Family<Labels, Gauge>,
    pools_drained: Family<Labels, Gauge>,
    pools_below_low_water: Family<Labels, Gauge>,
    oldest_drained: Family<Labels, FGauge>,
    pool_drained: Family<Labels, FGauge>,
    fill_ratio: Family<Labels, FGauge>,
    lag: Family<Labels, FGauge>,
    oldest_locking: Family<Labels, FGauge>,
    last_success: Family<Labels, FGauge>,
    failing: Family<Labels, FGauge>,
    units_added: Family<Labels, Counter>,
    pools_refilled: Family<Labels, Counter>,
    holds_released: Family<Labels, Counter>,
    lock_skips: Family<Labels, Counter>,
    errors: Family<Labels, Counter>,
    passes: Family<Labels, Counter>,
    changes: Family<Labels, Counter>,
    reconnects: Family<Labels, Counter>,
    pass_duration: Hist,
}

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
        let build: Family<Labels, Gauge> = Family::default();
        build
            .get_or_create(&vec![
                ("version".to_string(), crate::version::VERSION.to_string()),
                (
                    "revision".to_string(),
                    crate::version::REVISION.unwrap_or("unknown").to_string(),
                ),
            ])
            .set(1);
        root.register(
            "poolctl_build_info",
            "Always 1: the version and git revision of this poolctl build",
            build,
        );
        root.register_collector(Box::new(process::Process::new()));
        let r = root.sub_registry_with_prefix("poolctl_replenish");
        let f = Families {
            leader: Family::default(),
            connected: Family::default(),
            pools_known: Family::default(),
            pools_drained: Family::default(),
            pools_below_low_water: Family::default(),
            oldest_drained: Family::default(),
            pool_drained: Family::default(),
            fill_ratio: Family::default(),
            lag: Family::default(),
            oldest_locking: Family::default(),
            last_success: Family::default(),
            failing: Family::default(),
            units_added: Family::default(),
            pools_refilled: Family::default(),
            holds_released: Family::default(),
            lock_skips: Family::default(),
            errors: Family::default(),
            passes: Family::default(),
            changes: Family::default(),
            reconnects: Family::default(),
            pass_duration: Family::new_with_constructor(pass_buckets),
        };
        r.register(
            "leader",
            "1 when this replenisher holds the replenish lock and acts, 0 on standby",
            f.leader.clone(),
        );
        r.register(
            "connected",
            "1 when both connections to the server are up",
            f.connected.clone(),
        );
        r.register(
            "pools",
            "Pools the replenisher knows (seen by the last sweep or since)",
            f.pools_known.clone(),
        );
        r.register(
            "pools_drained",
            "Pools empty while the ledger has stock behind them, at the last look",
            f.pools_drained.clone(),
        );
        r.register(
            "pools_below_low_water",
            "Pools holding fewer rows than the low-water share of their target",
            f.pools_below_low_water.clone(),
        );
        r.register(
            "oldest_drained_seconds",
            "How long the pool drained longest has been empty with stock behind it, since the drained_since the database records (a failover keeps it)",
            f.oldest_drained.clone(),
        );
        r.register(
            "pool_drained_seconds",
            "How long one pool has been empty with stock behind it, since its drained_since in \
             the database (shop, item, location labels), for the pools drained longest, at most \
             10; gone once refilled",
            f.pool_drained.clone(),
        );
        r.register(
            "fill_ratio",
            "Rows in the known pools over the sum of their targets (1: all full)",
            f.fill_ratio.clone(),
        );
        r.register(
            "lag_seconds",
            "Age of the oldest change not handled yet, when the last pass read the signal",
            f.lag.clone(),
        );
        r.register(
            "oldest_locking_transaction_seconds",
            "Age of the oldest open transaction of another session on the database holding row \
             locks (0: none), as a leader last read it: one stuck open holds its pool's units",
            f.oldest_locking.clone(),
        );
        r.register(
            "last_success_timestamp_seconds",
            "Unix time of the last pass that succeeded",
            f.last_success.clone(),
        );
        r.register(
            "failing_seconds",
            "How long this replenisher has been failing: since the first failed pass, failed \
             pool or lost connection after it last did its job (a pass with no failure; on \
             standby, both connections up); 0 while it is not failing",
            f.failing.clone(),
        );
        r.register(
            "units_added",
            "Units added to pools (refills and releases)",
            f.units_added.clone(),
        );
        r.register(
            "pools_refilled",
            "Pools refilled (a refill that added rows)",
            f.pools_refilled.clone(),
        );
        r.register(
            "expired_holds_released",
            "Expired holds released (their units back in the pool)",
            f.holds_released.clone(),
        );
        r.register(
            "lock_skips",
            "Pools skipped because another refill held their refill lock",
            f.lock_skips.clone(),
        );
        r.register("errors", "Errors, by kind", f.errors.clone());
        r.register("passes", "Passes, by kind and result", f.passes.clone());
        r.register(
            "changes",
            "Pools the change signal named, by source",
            f.changes.clone(),
        );
        r.register(
            "reconnects",
            "Connections re-established after a failure, by link",
            f.reconnects.clone(),
        );
        r.register(
            "pass_duration_seconds",
            "How long passes take, by kind",
            f.pass_duration.clone(),
        );
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

    /// The OpenMetrics text of every pod.
    pub fn encode(&self) -> String {
        let now = Instant::now();
        self.lapse(now);
        self.failing_at(now);
        let mut s = String::new();
        // Writing to a String cannot fail.
        let _ = encode(&mut s, &self.registry);
        s
    }

    /// The same in the Prometheus text format (0.0.4), for clients that do
    /// not ask for OpenMetrics (`curl`, `promtool check metrics`): the
    /// OpenMetrics text with its `# EOF` and `# UNIT` lines left out and each
    /// counter family named after its `_total` samples, which is all that
    /// tells the two formats apart for the metric types used here.
    pub fn encode_text(&self) -> String {
        let open = self.encode();
        let mut out = String::with_capacity(open.len());
        let mut help: Option<&str> = None;
        for line in open.lines() {
            if line == "# EOF" || line.starts_with("# UNIT ") {
                continue;
            }
            if line.starts_with("# HELP ") {
                help = Some(line);
                continue;
            }
            if let Some(rest) = line.strip_prefix("# TYPE ") {
                let (name, kind) = rest.split_once(' ').unwrap_or((rest, ""));
                let name = if kind == "counter" {
                    format!("{name}_total")
                } else {
                    name.to_string()
                };
                if let Some(h) = help.take() {
                    let text = h.splitn(4, ' ').nth(3).unwrap_or("");
                    out.push_str(&format!("# HELP {name} {text}\n"));
                }
                out.push_str(&format!("# TYPE {name} {kind}\n"));
                continue;
            }
            out.push_str(line);
            out.push('\n');
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::replenish::book::{DRAINED_SERIES, DrainedPool, Gauges};
    use crate::replenish::event::{Event, PassKind, PassTotals};
    use crate::replenish::run::EventSink;

    fn add(m: &Metrics, pod: Option<&str>) {
        m.pod(
            Identity {
                database: "shop",
                pod,
            },
            Freshness::new(Duration::from_secs(10), Duration::from_secs(30)),
        );
    }

    /// The pool every event below is about.
    const K: crate::pool::PoolKey = crate::pool::PoolKey {
        shop: 9,
        item: 9,
        location: 9,
    };

    fn sample<'a>(text: &'a str, series: &str) -> Option<&'a str> {
        text.lines()
            .find(|l| l.starts_with(series) && l[series.len()..].starts_with(' '))
            .map(|l| l[series.len() + 1..].trim())
    }

    fn pass(kind: PassKind, seconds: f64) -> Event {
        Event::Pass {
            kind,
            totals: PassTotals::default(),
            seconds,
            look_seconds: 0.0,
            lag_seconds: 0.0,
            gauges: Box::default(),
        }
    }

    fn refilled(added: u64) -> Event {
        Event::Refilled {
            pool: K,
            added,
            before: Some(0),
            after: Some(added),
            target: Some(added),
            drained: true,
            outpaced: false,
            worker: 0,
        }
    }

    fn connected(link: Link, again: bool) -> Event {
        Event::Connected {
            link,
            connection: 7,
            again,
        }
    }

    #[test]
    fn a_single_target_has_no_pod_label_and_every_series_from_the_start() {
        let m = Metrics::new();
        add(&m, None);
        let text = m.encode();
        assert_eq!(
            sample(&text, "poolctl_replenish_leader{database=\"shop\"}"),
            Some("0")
        );
        assert_eq!(
            sample(
                &text,
                "poolctl_replenish_units_added_total{database=\"shop\"}"
            ),
            Some("0")
        );
        assert_eq!(
            sample(
                &text,
                "poolctl_replenish_errors_total{database=\"shop\",kind=\"connection\"}"
            ),
            Some("0")
        );
        assert!(text.ends_with("# EOF\n"), "{text}");
        for e in [
            Event::Leader { connection: 7 },
            refilled(120),
            Event::Released {
                pool: K,
                holds: 2,
                added: 5,
            },
            Event::Skipped {
                pool: K,
                reason: "busy".into(),
                lock_busy: true,
            },
            Event::PoolFailed {
                pool: K,
                error: "x".into(),
            },
            pass(PassKind::Changes, 0.003),
        ] {
            m.event(None, &e);
        }
        let text = m.encode();
        assert_eq!(
            sample(&text, "poolctl_replenish_leader{database=\"shop\"}"),
            Some("1")
        );
        assert_eq!(
            sample(
                &text,
                "poolctl_replenish_units_added_total{database=\"shop\"}"
            ),
            Some("125")
        );
        assert_eq!(
            sample(
                &text,
                "poolctl_replenish_expired_holds_released_total{database=\"shop\"}"
            ),
            Some("2")
        );
        assert_eq!(
            sample(
                &text,
                "poolctl_replenish_lock_skips_total{database=\"shop\"}"
            ),
            Some("1")
        );
        assert_eq!(
            sample(
                &text,
                "poolctl_replenish_passes_total{database=\"shop\",kind=\"changes\",result=\"ok\"}"
            ),
            Some("1")
        );
        assert_eq!(
            sample(
                &text,
                "poolctl_replenish_pass_duration_seconds_count{database=\"shop\",kind=\"changes\"}"
            ),
            Some("1")
        );
    }

    #[test]
    fn the_prometheus_text_format_names_counters_after_their_samples() {
        let m = Metrics::new();
        add(&m, Some("eu-1"));
        m.event(Some("eu-1"), &refilled(3));
        m.event(Some("eu-1"), &pass(PassKind::Sweep, 0.02));
        let text = m.encode_text();
        assert!(!text.contains("# EOF"), "{text}");
        assert!(
            text.contains(
                "# HELP poolctl_replenish_units_added_total Units added to pools (refills and releases).\n\
                 # TYPE poolctl_replenish_units_added_total counter\n\
                 poolctl_replenish_units_added_total{database=\"shop\",pod=\"eu-1\"} 3\n"
            ),
            "{text}"
        );
        assert!(
            text.contains("# TYPE poolctl_replenish_leader gauge\n"),
            "{text}"
        );
        assert!(text.contains("# TYPE poolctl_replenish_pass_duration_seconds histogram\n"));
        // Same samples as the OpenMetrics text (the process's own series by
        // name only: memory and CPU move between the two reads).
        let samples = |s: &str| -> Vec<String> {
            s.lines()
                .filter(|l| !l.starts_with('#'))
                .map(|l| match l.split_once(' ') {
                    Some((name, _)) if name.starts_with("process_") => name.to_string(),
                    _ => l.to_string(),
                })
                .collect()
        };
        assert_eq!(samples(&text), samples(&m.encode()));
    }

    #[test]
    fn pods_are_labelled_and_share_one_family() {
        let m = Metrics::new();
        add(&m, Some("eu-1"));
        add(&m, Some("us-1"));
        m.event(Some("eu-1"), &refilled(3));
        m.event(Some("us-1"), &refilled(4));
        // The command's own events belong to no pod.
        m.event(None, &refilled(5));
        let text = m.encode();
        assert_eq!(
            sample(
                &text,
                "poolctl_replenish_units_added_total{database=\"shop\",pod=\"eu-1\"}"
            ),
            Some("3")
        );
        assert_eq!(
            sample(
                &text,
                "poolctl_replenish_units_added_total{database=\"shop\",pod=\"us-1\"}"
            ),
            Some("4")
        );
        assert_eq!(
            text.matches("# TYPE poolctl_replenish_units_added counter")
                .count(),
            1,
            "{text}"
        );
    }

    #[test]
    fn health_needs_a_connection_and_a_recent_pass_from_a_leader() {
        let m = Metrics::new();
        add(&m, Some("eu-1"));
        let now = Instant::now();
        assert!(
            m.readiness(now)
                .unwrap_err()
                .contains("eu-1: not connected")
        );
        m.event(Some("eu-1"), &connected(Link::Work, false));
        assert!(
            m.readiness(now).unwrap_err().contains("not connected"),
            "the lock connection is not up yet"
        );
        m.event(Some("eu-1"), &connected(Link::Lock, false));
        assert_eq!(m.readiness(now).unwrap(), "eu-1: ok (standby)");
        m.event(Some("eu-1"), &Event::Leader { connection: 7 });
        m.event(Some("eu-1"), &pass(PassKind::Sweep, 0.005));
        assert!(m.readiness(Instant::now()).is_ok());
        let later = Instant::now() + Duration::from_secs(11);
        assert!(
            m.readiness(later)
                .unwrap_err()
                .contains("without a successful pass")
        );
        m.event(
            Some("eu-1"),
            &Event::ConnectionLost {
                link: Link::Work,
                error: "gone".into(),
                attempt: 1,
                retry_in_ms: 500,
            },
        );
        assert!(
            m.readiness(Instant::now())
                .unwrap_err()
                .contains("not connected")
        );
    }

    fn up(m: &Metrics) {
        m.event(None, &connected(Link::Work, false));
        m.event(None, &connected(Link::Lock, false));
    }

    #[test]
    fn a_standby_shows_no_pool_figures_of_a_term_that_is_over() {
        let m = Metrics::new();
        add(&m, None);
        up(&m);
        let drained = Gauges {
            pools: 3,
            drained: 1,
            below_low_water: 1,
            oldest_drained: Duration::from_secs(27),
            fill_ratio: 0.5,
            longest_drained: named_drained(&[(4, 27)]),
        };
        let pass_with = |g: Gauges| Event::Pass {
            kind: PassKind::Changes,
            totals: PassTotals::default(),
            seconds: 0.001,
            look_seconds: 0.0,
            lag_seconds: 0.0,
            gauges: Box::new(g),
        };
        // A standby's pass (none should come, but) sets no pool gauge.
        m.event(None, &pass_with(drained));
        assert_eq!(
            sample(
                &m.encode(),
                "poolctl_replenish_pools_drained{database=\"shop\"}"
            ),
            None
        );
        m.event(None, &Event::Leader { connection: 7 });
        m.event(None, &pass_with(drained));
        m.event(None, &Event::Lag { seconds: 27.0 });
        let text = m.encode();
        assert_eq!(
            sample(&text, "poolctl_replenish_pools_drained{database=\"shop\"}"),
            Some("1")
        );
        assert_eq!(
            sample(&text, "poolctl_replenish_lag_seconds{database=\"shop\"}"),
            Some("27.0")
        );
        assert_eq!(sample(&text, POOL_4), Some("27.0"), "{text}");
        m.event(
            None,
            &Event::SteppedDown {
                because: crate::replenish::leader::LostBecause::NotOurs { holder: None },
            },
        );
        let text = m.encode();
        assert_eq!(
            sample(&text, "poolctl_replenish_leader{database=\"shop\"}"),
            Some("0")
        );
        for gone in [
            "pools_drained",
            "lag_seconds",
            "oldest_drained_seconds",
            "fill_ratio",
            "pools",
        ] {
            assert_eq!(
                sample(
                    &text,
                    &format!("poolctl_replenish_{gone}{{database=\"shop\"}}")
                ),
                None,
                "{gone}: {text}"
            );
        }
        assert_eq!(sample(&text, POOL_4), None, "{text}");
        assert!(m.readiness(Instant::now()).is_ok());
    }

    const POOL_4: &str = "poolctl_replenish_pool_drained_seconds{database=\"shop\",shop=\"1\",item=\"4\",location=\"1\"}";

    fn named_drained(pools: &[(u64, u64)]) -> [Option<DrainedPool>; DRAINED_SERIES] {
        let mut named = [None; DRAINED_SERIES];
        for (slot, &(item, secs)) in named.iter_mut().zip(pools) {
            *slot = Some(DrainedPool {
                key: crate::pool::PoolKey {
                    shop: 1,
                    item,
                    location: 1,
                },
                drained_for: Duration::from_secs(secs),
            });
        }
        named
    }

    #[test]
    fn each_pool_drained_longest_has_a_series_until_it_is_refilled() {
        let m = Metrics::new();
        add(&m, None);
        up(&m);
        m.event(None, &Event::Leader { connection: 7 });
        let pass_with = |named| Event::Pass {
            kind: PassKind::Changes,
            totals: PassTotals::default(),
            seconds: 0.001,
            look_seconds: 0.0,
            lag_seconds: 0.0,
            gauges: Box::new(Gauges {
                longest_drained: named,
                ..Gauges::default()
            }),
        };
        m.event(None, &pass_with(named_drained(&[(4, 40), (9, 3)])));
        let text = m.encode();
        assert_eq!(sample(&text, POOL_4), Some("40.0"), "{text}");
        let pool_9 = POOL_4.replace("item=\"4\"", "item=\"9\"");
        assert_eq!(sample(&text, &pool_9), Some("3.0"), "{text}");
        // Pool 4 refilled: its series goes, pool 9's stays.
        m.event(None, &pass_with(named_drained(&[(9, 4)])));
        let text = m.encode();
        assert_eq!(sample(&text, POOL_4), None, "{text}");
        assert_eq!(sample(&text, &pool_9), Some("4.0"), "{text}");
    }

    #[test]
    fn a_leader_whose_lease_ran_out_unconfirmed_is_no_leader_and_not_ready() {
        let m = Metrics::new();
        m.pod(
            Identity {
                database: "shop",
                pod: None,
            },
            Freshness::new(Duration::from_secs(10), Duration::ZERO),
        );
        up(&m);
        m.event(None, &Event::Leader { connection: 7 });
        m.event(None, &pass(PassKind::Sweep, 0.001));
        // A zero lease is over at once: nothing confirms it in time.
        assert_eq!(
            sample(&m.encode(), "poolctl_replenish_leader{database=\"shop\"}"),
            Some("0")
        );
        let why = m.readiness(Instant::now()).unwrap_err();
        assert!(why.contains("lease ran out"), "{why}");
    }

    #[test]
    fn readiness_fails_while_passes_fail_and_liveness_while_the_loop_is_silent() {
        let m = Metrics::new();
        add(&m, None);
        up(&m);
        m.event(None, &Event::Leader { connection: 7 });
        m.event(None, &Event::LeaseConfirmed);
        m.event(None, &pass(PassKind::Sweep, 0.001));
        assert!(m.readiness(Instant::now()).is_ok());
        // Every pool it acted on failed (grants revoked): not ready.
        m.event(
            None,
            &Event::Pass {
                kind: PassKind::Changes,
                totals: PassTotals {
                    failed: 2,
                    ..PassTotals::default()
                },
                seconds: 0.001,
                look_seconds: 0.0,
                lag_seconds: 0.0,
                gauges: Box::default(),
            },
        );
        let why = m.readiness(Instant::now()).unwrap_err();
        assert!(why.contains("last pass failed"), "{why}");
        m.event(None, &pass(PassKind::Changes, 0.001));
        assert!(m.readiness(Instant::now()).is_ok());
        m.event(
            None,
            &Event::PassFailed {
                kind: PassKind::Changes,
                error: "x".into(),
                seconds: 0.0,
                connection_lost: false,
            },
        );
        assert!(m.readiness(Instant::now()).is_err());
        // Live all along; silent past the bound, not.
        assert!(m.liveness(Instant::now()).is_ok());
        let later = Instant::now() + Duration::from_secs(61);
        assert!(m.liveness(later).unwrap_err().contains("no sign of life"));
    }

    #[test]
    fn the_build_and_the_process_describe_themselves_without_a_database() {
        let m = Metrics::new();
        add(&m, None);
        let text = m.encode();
        let build = text
            .lines()
            .find(|l| l.starts_with("poolctl_build_info{"))
            .unwrap_or_else(|| panic!("{text}"));
        assert!(
            build.contains(&format!("version=\"{}\"", crate::version::VERSION)),
            "{build}"
        );
        assert!(build.contains("revision=\""), "{build}");
        assert!(build.ends_with(" 1"), "{build}");
        for p in [
            "process_cpu_seconds_total ",
            "process_resident_memory_bytes ",
            "process_start_time_seconds ",
            "process_open_fds ",
        ] {
            assert!(text.lines().any(|l| l.starts_with(p)), "{p}: {text}");
        }
        assert!(
            m.encode_text()
                .contains("# TYPE process_cpu_seconds_total counter")
        );
    }

    #[test]
    fn a_lost_link_counts_one_error_and_its_reconnect_once_made_again() {
        let m = Metrics::new();
        add(&m, None);
        let lost = |link, attempt| Event::ConnectionLost {
            link,
            error: "gone".into(),
            attempt,
            retry_in_ms: 500,
        };
        for e in [
            connected(Link::Work, false),
            connected(Link::Lock, false),
            // The work link lost, made again at the third attempt.
            lost(Link::Work, 1),
            lost(Link::Work, 2),
            lost(Link::Work, 3),
            connected(Link::Work, true),
            // A further connection: every failure counts.
            lost(Link::Worker, 1),
            lost(Link::Worker, 2),
            connected(Link::Worker, true),
            Event::ConnectionClosed {
                link: Link::Lock,
                by_stop: true,
                error: None,
            },
        ] {
            m.event(None, &e);
        }
        let text = m.encode();
        assert_eq!(
            sample(
                &text,
                "poolctl_replenish_errors_total{database=\"shop\",kind=\"connection\"}"
            ),
            Some("3")
        );
        assert_eq!(
            sample(
                &text,
                "poolctl_replenish_reconnects_total{database=\"shop\",link=\"work\"}"
            ),
            Some("1")
        );
        assert_eq!(
            sample(
                &text,
                "poolctl_replenish_reconnects_total{database=\"shop\",link=\"worker\"}"
            ),
            Some("1")
        );
        assert_eq!(
            sample(
                &text,
                "poolctl_replenish_reconnects_total{database=\"shop\",link=\"lock\"}"
            ),
            Some("0")
        );
        assert_eq!(
            sample(&text, "poolctl_replenish_connected{database=\"shop\"}"),
            Some("0")
        );
    }

    #[test]
    fn a_dry_run_is_connected_on_its_work_connection_alone() {
        let m = Metrics::new();
        add(&m, None);
        m.event(
            None,
            &Event::Started {
                database: "db".into(),
                low_water: 0.5,
                interval_seconds: 1.0,
                sweep_interval_seconds: 300.0,
                dry_run: true,
                once: false,
            },
        );
        m.event(None, &connected(Link::Work, false));
        assert_eq!(
            sample(
                &m.encode(),
                "poolctl_replenish_connected{database=\"shop\"}"
            ),
            Some("1")
        );
    }
}
