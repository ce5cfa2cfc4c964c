//! The replenisher's metrics and health, for one endpoint however many pods
//! it serves: a Prometheus registry (prometheus-client, which writes the
//! OpenMetrics text format) and a health board. Each pod's loop updates its
//! own [`PodMetrics`]; with several pods every series carries a `pod` label.
//!
//! Metric names and what to do about each: runbooks/replenish.md.

use crate::replenish::book::Gauges;
use crate::replenish::event::{Link, PassKind};
use crate::replenish::leader::Role;
use crate::replenish::signal::Source;
use prometheus_client::encoding::text::encode;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;
use std::collections::BTreeMap;
use std::sync::atomic::AtomicU64;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime};

type Labels = Vec<(String, String)>;
type FGauge = Gauge<f64, AtomicU64>;
type Hist = Family<Labels, Histogram, fn() -> Histogram>;

fn pass_buckets() -> Histogram {
    // 1 ms to ~65 s.
    Histogram::new(exponential_buckets(0.001, 2.0, 17))
}

/// Kinds of error counted by `poolctl_replenish_errors_total`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
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
    pub fn as_str(self) -> &'static str {
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
    fill_ratio: Family<Labels, FGauge>,
    lag: Family<Labels, FGauge>,
    last_success: Family<Labels, FGauge>,
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

/// What `/healthz` knows of one pod.
#[derive(Debug, Clone, Copy)]
struct Health {
    connected: bool,
    role: Role,
    /// The last pass that succeeded, or the last step of a long one.
    progress: Option<Instant>,
    /// How old `progress` may be for a leader to count as healthy.
    stale_after: Duration,
}

/// The registry and health board behind one endpoint.
pub struct Metrics {
    registry: Registry,
    f: Families,
    health: Mutex<BTreeMap<String, Health>>,
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
        let mut r = Registry::with_prefix("poolctl_replenish");
        let f = Families {
            leader: Family::default(),
            connected: Family::default(),
            pools_known: Family::default(),
            pools_drained: Family::default(),
            pools_below_low_water: Family::default(),
            oldest_drained: Family::default(),
            fill_ratio: Family::default(),
            lag: Family::default(),
            last_success: Family::default(),
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
            "How long the pool drained longest has been seen empty with stock behind it",
            f.oldest_drained.clone(),
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
            "last_success_timestamp_seconds",
            "Unix time of the last pass that succeeded",
            f.last_success.clone(),
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
            registry: r,
            f,
            health: Mutex::new(BTreeMap::new()),
        }
    }

    /// The handle of one pod (`pod`: its label, `None` with a single target).
    pub fn pod(self: &Arc<Self>, pod: Option<&str>, stale_after: Duration) -> PodMetrics {
        let m = PodMetrics {
            m: self.clone(),
            name: pod.unwrap_or("").to_string(),
            labels: pod
                .map(|p| vec![("pod".to_string(), p.to_string())])
                .unwrap_or_default(),
        };
        self.health
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(
                m.name.clone(),
                Health {
                    connected: false,
                    role: Role::Standby,
                    progress: None,
                    stale_after,
                },
            );
        // Every series exists from the start (a counter at 0 is information).
        m.set_role(Role::Standby);
        m.set_connected(false);
        drop(m.f().units_added.get_or_create(&m.labels));
        drop(m.f().pools_refilled.get_or_create(&m.labels));
        drop(m.f().holds_released.get_or_create(&m.labels));
        drop(m.f().lock_skips.get_or_create(&m.labels));
        drop(m.f().lag.get_or_create(&m.labels));
        drop(m.f().last_success.get_or_create(&m.labels));
        m.gauges(&Gauges {
            pools: 0,
            drained: 0,
            below_low_water: 0,
            oldest_drained: Duration::ZERO,
            fill_ratio: 1.0,
        });
        for s in Source::ALL {
            m.changes(s, 0);
        }
        for l in ["lock", "work"] {
            drop(m.f().reconnects.get_or_create(&m.with("link", l)));
        }
        for k in [
            ErrorKind::Connection,
            ErrorKind::Pool,
            ErrorKind::Pass,
            ErrorKind::Leadership,
        ] {
            drop(m.f().errors.get_or_create(&m.with("kind", k.as_str())));
        }
        m
    }

    /// The OpenMetrics text of every pod.
    pub fn encode(&self) -> String {
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

    /// Healthy when every pod is connected and, when it leads, made progress
    /// recently; otherwise the reasons, one per unhealthy pod.
    pub fn health(&self, now: Instant) -> Result<String, String> {
        let board = self.health.lock().unwrap_or_else(|e| e.into_inner());
        let mut ok = Vec::new();
        let mut bad = Vec::new();
        for (pod, h) in board.iter() {
            let who = if pod.is_empty() {
                String::new()
            } else {
                format!("{pod}: ")
            };
            let role = match h.role {
                Role::Leader => "leader",
                Role::Standby => "standby",
            };
            if !h.connected {
                bad.push(format!("{who}not connected to the server"));
            } else if h.role == Role::Leader
                && h.progress
                    .is_none_or(|p| now.saturating_duration_since(p) > h.stale_after)
            {
                bad.push(format!(
                    "{who}leader without a successful pass for over {:.0}s",
                    h.stale_after.as_secs_f64()
                ));
            } else {
                ok.push(format!("{who}ok ({role})"));
            }
        }
        if bad.is_empty() {
            Ok(ok.join("\n"))
        } else {
            Err(bad.join("\n"))
        }
    }
}

/// One pod's series.
#[derive(Clone)]
pub struct PodMetrics {
    m: Arc<Metrics>,
    name: String,
    labels: Labels,
}

impl std::fmt::Debug for PodMetrics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PodMetrics")
            .field("pod", &self.name)
            .finish()
    }
}

impl PodMetrics {
    fn f(&self) -> &Families {
        &self.m.f
    }

    fn with(&self, k: &str, v: &str) -> Labels {
        let mut l = self.labels.clone();
        l.push((k.to_string(), v.to_string()));
        l
    }

    fn health(&self, f: impl FnOnce(&mut Health)) {
        let mut board = self.m.health.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(h) = board.get_mut(&self.name) {
            f(h);
        }
    }

    pub fn set_role(&self, role: Role) {
        self.f()
            .leader
            .get_or_create(&self.labels)
            .set(i64::from(role == Role::Leader));
        self.health(|h| {
            if h.role != role {
                // A new leader has not passed yet: its clock starts now.
                h.progress = Some(Instant::now());
            }
            h.role = role;
        });
    }

    pub fn set_connected(&self, up: bool) {
        self.f()
            .connected
            .get_or_create(&self.labels)
            .set(i64::from(up));
        self.health(|h| h.connected = up);
    }

    pub fn reconnected(&self, link: Link) {
        let l = match link {
            Link::Lock => "lock",
            Link::Work => "work",
            Link::Worker => "worker",
        };
        self.f()
            .reconnects
            .get_or_create(&self.with("link", l))
            .inc();
    }

    pub fn gauges(&self, g: &Gauges) {
        let f = self.f();
        f.pools_known
            .get_or_create(&self.labels)
            .set(i64::try_from(g.pools).unwrap_or(i64::MAX));
        f.pools_drained
            .get_or_create(&self.labels)
            .set(i64::try_from(g.drained).unwrap_or(i64::MAX));
        f.pools_below_low_water
            .get_or_create(&self.labels)
            .set(i64::try_from(g.below_low_water).unwrap_or(i64::MAX));
        f.oldest_drained
            .get_or_create(&self.labels)
            .set(g.oldest_drained.as_secs_f64());
        f.fill_ratio.get_or_create(&self.labels).set(g.fill_ratio);
    }

    pub fn lag(&self, lag: Duration) {
        self.f()
            .lag
            .get_or_create(&self.labels)
            .set(lag.as_secs_f64());
    }

    pub fn refilled(&self, added: u64) {
        if added > 0 {
            self.f().pools_refilled.get_or_create(&self.labels).inc();
            self.f()
                .units_added
                .get_or_create(&self.labels)
                .inc_by(added);
        }
    }

    pub fn released(&self, holds: u64, added: u64) {
        self.f()
            .holds_released
            .get_or_create(&self.labels)
            .inc_by(holds);
        self.f()
            .units_added
            .get_or_create(&self.labels)
            .inc_by(added);
    }

    pub fn lock_skip(&self) {
        self.f().lock_skips.get_or_create(&self.labels).inc();
    }

    pub fn error(&self, kind: ErrorKind) {
        self.f()
            .errors
            .get_or_create(&self.with("kind", kind.as_str()))
            .inc();
    }

    pub fn changes(&self, source: Source, n: u64) {
        self.f()
            .changes
            .get_or_create(&self.with("source", source.as_str()))
            .inc_by(n);
    }

    /// A pass ended (`ok`: it succeeded) after `took`.
    pub fn pass(&self, kind: PassKind, ok: bool, took: Duration) {
        let mut l = self.with("kind", kind.as_str());
        self.f()
            .pass_duration
            .get_or_create(&l)
            .observe(took.as_secs_f64());
        l.push((
            "result".to_string(),
            if ok { "ok" } else { "failed" }.to_string(),
        ));
        self.f().passes.get_or_create(&l).inc();
        if ok {
            let unix = SystemTime::now()
                .duration_since(SystemTime::UNIX_EPOCH)
                .map(|d| d.as_secs_f64())
                .unwrap_or(0.0);
            self.f().last_success.get_or_create(&self.labels).set(unix);
            self.progress();
        }
    }

    /// A step of a long pass succeeded: the leader is alive and working.
    pub fn progress(&self) {
        self.health(|h| h.progress = Some(Instant::now()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample<'a>(text: &'a str, series: &str) -> Option<&'a str> {
        text.lines()
            .find(|l| l.starts_with(series) && l[series.len()..].starts_with(' '))
            .map(|l| l[series.len() + 1..].trim())
    }

    #[test]
    fn a_single_target_has_no_pod_label_and_every_series_from_the_start() {
        let m = Arc::new(Metrics::new());
        let p = m.pod(None, Duration::from_secs(10));
        let text = m.encode();
        assert_eq!(sample(&text, "poolctl_replenish_leader"), Some("0"));
        assert_eq!(
            sample(&text, "poolctl_replenish_units_added_total"),
            Some("0")
        );
        assert_eq!(
            sample(&text, "poolctl_replenish_errors_total{kind=\"connection\"}"),
            Some("0")
        );
        assert!(text.ends_with("# EOF\n"), "{text}");
        p.set_role(Role::Leader);
        p.refilled(120);
        p.released(2, 5);
        p.lock_skip();
        p.error(ErrorKind::Pool);
        p.pass(PassKind::Changes, true, Duration::from_millis(3));
        let text = m.encode();
        assert_eq!(sample(&text, "poolctl_replenish_leader"), Some("1"));
        assert_eq!(
            sample(&text, "poolctl_replenish_units_added_total"),
            Some("125")
        );
        assert_eq!(
            sample(&text, "poolctl_replenish_expired_holds_released_total"),
            Some("2")
        );
        assert_eq!(
            sample(&text, "poolctl_replenish_lock_skips_total"),
            Some("1")
        );
        assert_eq!(
            sample(
                &text,
                "poolctl_replenish_passes_total{kind=\"changes\",result=\"ok\"}"
            ),
            Some("1")
        );
        assert_eq!(
            sample(
                &text,
                "poolctl_replenish_pass_duration_seconds_count{kind=\"changes\"}"
            ),
            Some("1")
        );
    }

    #[test]
    fn the_prometheus_text_format_names_counters_after_their_samples() {
        let m = Arc::new(Metrics::new());
        let p = m.pod(Some("eu-1"), Duration::from_secs(10));
        p.refilled(3);
        p.pass(PassKind::Sweep, true, Duration::from_millis(20));
        let text = m.encode_text();
        assert!(!text.contains("# EOF"), "{text}");
        assert!(
            text.contains(
                "# HELP poolctl_replenish_units_added_total Units added to pools (refills and releases).\n\
                 # TYPE poolctl_replenish_units_added_total counter\n\
                 poolctl_replenish_units_added_total{pod=\"eu-1\"} 3\n"
            ),
            "{text}"
        );
        assert!(
            text.contains("# TYPE poolctl_replenish_leader gauge\n"),
            "{text}"
        );
        assert!(text.contains("# TYPE poolctl_replenish_pass_duration_seconds histogram\n"));
        // Same samples as the OpenMetrics text.
        let samples = |s: &str| -> Vec<String> {
            s.lines()
                .filter(|l| !l.starts_with('#'))
                .map(str::to_string)
                .collect()
        };
        assert_eq!(samples(&text), samples(&m.encode()));
    }

    #[test]
    fn pods_are_labelled_and_share_one_family() {
        let m = Arc::new(Metrics::new());
        let a = m.pod(Some("eu-1"), Duration::from_secs(10));
        let b = m.pod(Some("us-1"), Duration::from_secs(10));
        a.refilled(3);
        b.refilled(4);
        let text = m.encode();
        assert_eq!(
            sample(&text, "poolctl_replenish_units_added_total{pod=\"eu-1\"}"),
            Some("3")
        );
        assert_eq!(
            sample(&text, "poolctl_replenish_units_added_total{pod=\"us-1\"}"),
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
        let m = Arc::new(Metrics::new());
        let p = m.pod(Some("eu-1"), Duration::from_secs(10));
        let now = Instant::now();
        assert!(m.health(now).unwrap_err().contains("eu-1: not connected"));
        p.set_connected(true);
        assert_eq!(m.health(now).unwrap(), "eu-1: ok (standby)");
        p.set_role(Role::Leader);
        p.pass(PassKind::Sweep, true, Duration::from_millis(5));
        assert!(m.health(Instant::now()).is_ok());
        let later = Instant::now() + Duration::from_secs(11);
        assert!(
            m.health(later)
                .unwrap_err()
                .contains("without a successful pass")
        );
        p.set_connected(false);
        assert!(
            m.health(Instant::now())
                .unwrap_err()
                .contains("not connected")
        );
    }
}
