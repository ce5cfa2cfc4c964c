//! What the replenisher tells the operator: one [`Event`] per thing that
//! happened, rendered as one line on stderr (`crate::render::replenish`),
//! text or JSON.

use super::PoolKey;
use super::leader::LostBecause;
use super::plan::Need;
use serde::Serialize;

/// Which kind of pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum PassKind {
    /// The pools the change signal named.
    Changes,
    /// Every pool (the chunked scan): at start, then every sweep interval.
    Sweep,
}

impl PassKind {
    pub fn as_str(self) -> &'static str {
        match self {
            PassKind::Changes => "changes",
            PassKind::Sweep => "sweep",
        }
    }
}

/// Which of the replenisher's connections.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Link {
    /// Holds the leader lock (and, as standby, waits for it).
    Lock,
    /// Reads the signal and refills (worker 0).
    Work,
    /// One of a leader's further refill connections (`--workers` above 1).
    Worker,
}

/// A pass's totals.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize)]
pub struct PassTotals {
    /// Pools read (their pool, holds, ledger and cap).
    pub looked: u64,
    /// Pools the signal named (a sweep: every pool).
    pub changed: u64,
    pub refilled: u64,
    pub released_holds: u64,
    pub units_added: u64,
    pub skipped: u64,
    pub failed: u64,
    /// Drained pools found (before acting).
    pub drained: u64,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum Event {
    Started {
        database: String,
        low_water: f64,
        interval_seconds: f64,
        sweep_interval_seconds: f64,
        dry_run: bool,
        once: bool,
    },
    MetricsListening {
        addr: String,
    },
    Connected {
        link: Link,
        connection: u64,
    },
    /// A connection failed; it is made again after `retry_in_ms`.
    ConnectionLost {
        link: Link,
        error: String,
        attempt: u32,
        retry_in_ms: u64,
    },
    /// A connection ended while stopping: not made again. `by_stop`: poolctl
    /// closed it itself when the stop timeout was up (after `stop-timeout`);
    /// else it failed on its own (`error`) after the stop signal.
    ConnectionClosed {
        link: Link,
        by_stop: bool,
        #[serde(skip_serializing_if = "Option::is_none")]
        error: Option<String>,
    },
    Leader {
        connection: u64,
    },
    Standby {
        leader: Option<u64>,
    },
    SteppedDown {
        #[serde(flatten)]
        because: LostBecause,
    },
    Refilled {
        #[serde(flatten)]
        pool: PoolKey,
        added: u64,
        before: Option<u64>,
        after: Option<u64>,
        target: Option<u64>,
        drained: bool,
        /// Reserves took units as fast as they were added: still short.
        outpaced: bool,
        /// Which of the pass's workers refilled it (0: the work connection).
        worker: usize,
    },
    Released {
        #[serde(flatten)]
        pool: PoolKey,
        holds: u64,
        added: u64,
    },
    Skipped {
        #[serde(flatten)]
        pool: PoolKey,
        reason: String,
    },
    PoolFailed {
        #[serde(flatten)]
        pool: PoolKey,
        error: String,
    },
    /// Expired holds of a pool without a ledger row: never released here.
    OrphanHolds {
        #[serde(flatten)]
        pool: PoolKey,
        expired_quantity: u64,
    },
    /// `--dry-run`: what the pass would do to this pool.
    Planned {
        #[serde(flatten)]
        pool: PoolKey,
        need: Need,
        units: u64,
        target: u64,
        deficit: u64,
        expired_quantity: u64,
        drained: bool,
    },
    Pass {
        kind: PassKind,
        #[serde(flatten)]
        totals: PassTotals,
        seconds: f64,
        /// Of `seconds`, the time spent finding and judging the pools (the
        /// signal, the pools' reads), before acting on them.
        look_seconds: f64,
        lag_seconds: f64,
    },
    PassFailed {
        kind: PassKind,
        error: String,
    },
    Warning {
        message: String,
    },
    /// SIGTERM/SIGINT arrived (logged at once, before anything the stop
    /// does): the pools being refilled are finished, the locks let go of;
    /// whatever still waits on the server after `stop_timeout_seconds` is
    /// closed. `set_by`: where that value came from (the flag, the
    /// `[replenish] stop_timeout` key and its file, or the default).
    Stopping {
        stop_timeout_seconds: f64,
        set_by: String,
    },
    /// The loop returned. `locks_released`: poolctl let go of every lock
    /// itself (false: a connection was gone or cut first, and the server
    /// frees its locks when it sees it close).
    Stopped {
        locks_released: bool,
    },
    /// The stop timeout passed after SIGTERM with a statement still waiting
    /// on the server: every connection is cut. `set_by` as in `stopping`.
    StopTimeout {
        seconds: f64,
        set_by: String,
    },
}

impl Event {
    /// The name of the event (JSON `event`).
    pub fn name(&self) -> &'static str {
        match self {
            Event::Started { .. } => "started",
            Event::MetricsListening { .. } => "metrics-listening",
            Event::Connected { .. } => "connected",
            Event::ConnectionLost { .. } => "connection-lost",
            Event::ConnectionClosed { .. } => "connection-closed",
            Event::Leader { .. } => "leader",
            Event::Standby { .. } => "standby",
            Event::SteppedDown { .. } => "stepped-down",
            Event::Refilled { .. } => "refilled",
            Event::Released { .. } => "released",
            Event::Skipped { .. } => "skipped",
            Event::PoolFailed { .. } => "pool-failed",
            Event::OrphanHolds { .. } => "orphan-holds",
            Event::Planned { .. } => "planned",
            Event::Pass { .. } => "pass",
            Event::PassFailed { .. } => "pass-failed",
            Event::Warning { .. } => "warning",
            Event::Stopping { .. } => "stopping",
            Event::Stopped { .. } => "stopped",
            Event::StopTimeout { .. } => "stop-timeout",
        }
    }
}
