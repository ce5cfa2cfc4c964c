//! The registry's families: every series the replenisher exports, its name,
//! type and help text (the metrics reference is read back from them), and
//! the kinds of error `errors_total` counts. What each event does to them
//! is `counting`'s.

use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;
use std::sync::atomic::AtomicU64;

pub(super) type Labels = Vec<(String, String)>;
pub(super) type FGauge = Gauge<f64, AtomicU64>;
pub(super) type Hist = Family<Labels, Histogram, fn() -> Histogram>;

fn pass_buckets() -> Histogram {
    // 1 ms to ~65 s.
    Histogram::new(exponential_buckets(0.001, 2.0, 17))
}

/// Kinds of error counted by `poolctl_replenish_errors_total`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum ErrorKind {
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
    pub(super) const ALL: [ErrorKind; 4] = [
        ErrorKind::Connection,
        ErrorKind::Pool,
        ErrorKind::Pass,
        ErrorKind::Leadership,
    ];

    pub(super) fn as_str(self) -> &'static str {
        match self {
            ErrorKind::Connection => "connection",
            ErrorKind::Pool => "pool",
            ErrorKind::Pass => "pass",
            ErrorKind::Leadership => "leadership",
        }
    }
}

pub(super) struct Families {
    pub(super) leader: Family<Labels, Gauge>,
    pub(super) connected: Family<Labels, Gauge>,
    pub(super) pools_known: Family<Labels, Gauge>,
    pub(super) pools_drained: Family<Labels, Gauge>,
    pub(super) pools_below_low_water: Family<Labels, Gauge>,
    pub(super) oldest_drained: Family<Labels, FGauge>,
    pub(super) pool_drained: Family<Labels, FGauge>,
    pub(super) fill_ratio: Family<Labels, FGauge>,
    pub(super) lag: Family<Labels, FGauge>,
    pub(super) oldest_locking: Family<Labels, FGauge>,
    pub(super) last_success: Family<Labels, FGauge>,
    pub(super) failing: Family<Labels, FGauge>,
    pub(super) units_added: Family<Labels, Counter>,
    pub(super) pools_refilled: Family<Labels, Counter>,
    pub(super) holds_released: Family<Labels, Counter>,
    pub(super) lock_skips: Family<Labels, Counter>,
    pub(super) errors: Family<Labels, Counter>,
    pub(super) passes: Family<Labels, Counter>,
    pub(super) changes: Family<Labels, Counter>,
    pub(super) reconnects: Family<Labels, Counter>,
    pub(super) pass_duration: Hist,
}

impl Families {
    /// Every family, registered in `root`: the build's, the process's, and
    /// the `poolctl_replenish_*` families.
    pub(super) fn register(root: &mut Registry) -> Families {
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
        root.register_collector(Box::new(super::process::Process::new()));
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
        f
    }
}
