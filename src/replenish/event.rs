//! What the replenisher tells the operator and counts: one [`Event`] per
//! thing that happened, handed to every sink of the loop
//! (`crate::replenish::run::EventSink`): the log, which writes it as one
//! line on stderr (`crate::render::replenish`, text or JSON) when the level
//! in force lets its level through ([`Event::level`]), and the metrics registry, which counts it
//! (`crate::replenish::run::metrics`). A fact only the metrics use is a
//! field the line leaves out (`#[serde(skip)]`), or an event of its own that
//! is never logged.

use super::PoolKey;
use super::book::Gauges;
use super::leader::LostBecause;
use super::plan::Need;
use super::signal::Source;
use crate::messages::Level;
use schemars::JsonSchema;
use serde::Serialize;

/// Which kind of pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
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
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, JsonSchema)]
pub struct PassTotals {
    /// Pools read (their pool, holds, ledger and cap).
    pub looked: u64,
    /// Pools the signal named (a sweep: every pool).
    pub changed: u64,
    /// Pools refilled (a refill that added rows).
    pub refilled: u64,
    /// Expired holds released.
    pub released_holds: u64,
    /// Units added to pools, by refills and releases.
    pub units_added: u64,
    /// Pools skipped (another refill held their refill lock).
    pub skipped: u64,
    /// Pools whose refill or release failed (after its retries).
    pub failed: u64,
    /// Drained pools found (before acting).
    pub drained: u64,
}

/// One line of the replenisher's log (`event`, then the event's fields).
/// Pools are named by their key (`shop`, `item`, `location`); connections
/// by their server connection id.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum Event {
    /// The loop started, with its settings.
    Started {
        /// The database replenished.
        database: String,
        /// `--low-water`: the share of its target under which a pool is
        /// refilled.
        #[schemars(extend("x-unit" = "share (0 to 1)"))]
        low_water: f64,
        /// `--interval`: time between changes passes.
        #[schemars(extend("x-unit" = "seconds"))]
        interval_seconds: f64,
        /// `--sweep-interval`: time between full sweeps.
        #[schemars(extend("x-unit" = "seconds"))]
        sweep_interval_seconds: f64,
        /// `--dry-run`: nothing is written.
        dry_run: bool,
        /// `--once`: one pass, then exit.
        once: bool,
    },
    /// The metrics endpoint listens (`/metrics`, `/healthz`).
    MetricsListening {
        /// The address it listens on, `HOST:PORT`.
        addr: String,
    },
    /// A connection is up.
    Connected {
        /// Which connection.
        link: Link,
        /// Its connection id on the server.
        connection: u64,
        /// Made again after it failed (counted as a reconnect).
        #[serde(skip)]
        again: bool,
    },
    /// A connection failed; it is made again after `retry_in_ms`.
    ConnectionLost {
        /// Which connection.
        link: Link,
        /// Why it failed.
        error: String,
        /// The attempt at making it again that comes next, from 1.
        attempt: u32,
        /// How long until that attempt.
        #[schemars(extend("x-unit" = "milliseconds"))]
        retry_in_ms: u64,
    },
    /// A connection ended while stopping: not made again. `by_stop`: poolctl
    /// closed it itself when the stop timeout was up (after `stop-timeout`);
    /// else it failed on its own (`error`) after the stop signal.
    ConnectionClosed {
        /// Which connection.
        link: Link,
        /// poolctl closed it at the stop timeout.
        by_stop: bool,
        /// Why it failed, when it failed on its own; absent otherwise.
        #[serde(skip_serializing_if = "Option::is_none")]
        error: Option<String>,
    },
    /// It holds the replenish lock and acts.
    Leader {
        /// The lock connection's id.
        connection: u64,
    },
    /// Another replenisher leads: this one waits for its lock.
    Standby {
        /// The leader's connection id; null when the server did not say.
        leader: Option<u64>,
    },
    /// The leader lost its lock and stopped acting (`reason` says why).
    SteppedDown {
        #[serde(flatten)]
        because: LostBecause,
    },
    /// A pool was refilled.
    Refilled {
        #[serde(flatten)]
        pool: PoolKey,
        /// Rows added.
        added: u64,
        /// P before; null when not read.
        before: Option<u64>,
        /// P after; null when not read.
        after: Option<u64>,
        /// Its target, min(cap, ledger - holds); null when not read.
        target: Option<u64>,
        /// It was empty with stock behind it.
        drained: bool,
        /// Reserves took units as fast as they were added: still short.
        outpaced: bool,
        /// Which of the pass's workers refilled it (0: the work connection).
        worker: usize,
    },
    /// A pool's expired holds were released (their units back in the pool).
    Released {
        #[serde(flatten)]
        pool: PoolKey,
        /// Expired holds released.
        holds: u64,
        /// Units put back in the pool.
        added: u64,
    },
    /// A pool was skipped.
    Skipped {
        #[serde(flatten)]
        pool: PoolKey,
        /// Why (its refill lock was busy, the refill after a release did not
        /// happen).
        reason: String,
        /// Skipped because another refill held the pool's refill lock (else
        /// the refill after a release did not happen).
        #[serde(skip)]
        lock_busy: bool,
    },
    /// A pool's refill or release failed, after its retries.
    PoolFailed {
        #[serde(flatten)]
        pool: PoolKey,
        /// Why.
        error: String,
    },
    /// Expired holds of a pool without a ledger row: never released here.
    OrphanHolds {
        #[serde(flatten)]
        pool: PoolKey,
        /// The quantity those holds keep.
        expired_quantity: u64,
    },
    /// `--dry-run`: what the pass would do to this pool.
    Planned {
        #[serde(flatten)]
        pool: PoolKey,
        /// What it would do.
        need: Need,
        /// P: rows in the pool.
        units: u64,
        /// Its target once expired holds are gone.
        target: u64,
        /// Rows a refill would add.
        deficit: u64,
        /// The quantity its expired holds keep.
        expired_quantity: u64,
        /// It is empty with stock behind it.
        drained: bool,
    },
    /// A pass ended (a changes pass is logged only when it found changes).
    Pass {
        /// Which kind.
        kind: PassKind,
        #[serde(flatten)]
        totals: PassTotals,
        /// How long it took.
        #[schemars(extend("x-unit" = "seconds"))]
        seconds: f64,
        /// Of `seconds`, the time spent finding and judging the pools (the
        /// signal, the pools' reads), before acting on them.
        #[schemars(extend("x-unit" = "seconds"))]
        look_seconds: f64,
        /// The age of the oldest change not handled yet, when the pass read
        /// the signal (0 for a sweep).
        #[schemars(extend("x-unit" = "seconds"))]
        lag_seconds: f64,
        /// The gauges once it ended.
        #[serde(skip)]
        gauges: Box<Gauges>,
    },
    /// A pass failed part way (not logged when its connection is gone: the
    /// `connection-lost` line says so).
    PassFailed {
        /// Which kind.
        kind: PassKind,
        /// Why.
        error: String,
        /// How long it ran before it failed.
        #[serde(skip)]
        seconds: f64,
        /// It failed because its connection is gone: the `connection-lost`
        /// line that follows tells it.
        #[serde(skip)]
        connection_lost: bool,
    },
    /// A pass read a source of the change signal: how many pools it named
    /// that changed since they were last handled. Counted, not logged.
    #[schemars(skip)]
    Changes { source: Source, pools: u64 },
    /// The age of the oldest change not handled yet, when a changes pass read
    /// the signal. Counted, not logged.
    #[schemars(skip)]
    Lag { seconds: f64 },
    /// A step of a pass succeeded (a chunk of a sweep read, a pool acted
    /// on): the leader is alive and working. Counted, not logged.
    #[schemars(skip)]
    Progress,
    /// How long the oldest open transaction of another session on the
    /// database has held row locks (0: none), read every few seconds by a
    /// leader. Counted, not logged.
    #[schemars(skip)]
    OldestLocking { seconds: f64 },
    /// The keepalive found the leader lock still this session's: the lease
    /// runs from now. Counted, not logged.
    #[schemars(skip)]
    LeaseConfirmed,
    /// A standby's wait for the leader lock went round: its loop runs
    /// (`/livez`). Counted, not logged.
    #[schemars(skip)]
    Alive,
    /// Something worth knowing that is not an error.
    Warning {
        /// What, in words.
        message: String,
    },
    /// SIGTERM/SIGINT arrived (logged at once, before anything the stop
    /// does): the pools being refilled are finished, the locks let go of;
    /// whatever still waits on the server after `stop_timeout_seconds` is
    /// closed. `set_by`: where that value came from (the flag, the
    /// `[replenish] stop_timeout` key and its file, or the default).
    Stopping {
        /// The stop timeout.
        #[schemars(extend("x-unit" = "seconds"))]
        stop_timeout_seconds: f64,
        /// Where its value came from.
        set_by: String,
    },
    /// The loop returned. `locks_released`: poolctl let go of every lock
    /// itself (false: a connection was gone or cut first, and the server
    /// frees its locks when it sees it close).
    Stopped {
        /// poolctl let go of every lock itself.
        locks_released: bool,
    },
    /// The stop timeout passed after SIGTERM with a statement still waiting
    /// on the server: every connection is cut. `set_by` as in `stopping`.
    StopTimeout {
        /// The stop timeout that passed.
        #[schemars(extend("x-unit" = "seconds"))]
        seconds: f64,
        /// Where its value came from.
        set_by: String,
    },
}

/// One line of the log as JSON (`--format json`): when, which pod, then the
/// event.
#[derive(Debug, Serialize, JsonSchema)]
pub struct LogLine<'a> {
    /// When it happened, RFC 3339 in UTC with milliseconds
    /// (`2026-05-01T10:00:00.123Z`).
    pub ts: String,
    /// The pod it is about (`--all-pods`, `--pods`); absent with a single
    /// target, and for the command's own lines.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pod: Option<&'a str>,
    /// How much it matters: `error`, `warn`, `info`, `debug` or `trace` (the
    /// levels `-q`, `-v` and `POOLCTL_LOG` filter on).
    pub level: &'a str,
    #[serde(flatten)]
    pub event: &'a Event,
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
            Event::Changes { .. } => "changes",
            Event::Lag { .. } => "lag",
            Event::Progress => "progress",
            Event::LeaseConfirmed => "lease-confirmed",
            Event::OldestLocking { .. } => "oldest-locking",
            Event::Alive => "alive",
            Event::Warning { .. } => "warning",
            Event::Stopping { .. } => "stopping",
            Event::Stopped { .. } => "stopped",
            Event::StopTimeout { .. } => "stop-timeout",
        }
    }

    /// How much the line of the event matters (`crate::messages`): what
    /// failed is an error, what may be wrong a warning, what the replenisher
    /// did or decided info. What is only counted is trace, and so are a
    /// changes pass that found nothing changed (a pass every interval would
    /// be a line every interval) and a pass that failed because its
    /// connection is gone (its `connection-lost` line says so): the default
    /// level does not show them, `-vv` does.
    pub fn level(&self) -> Level {
        match self {
            Event::Pass {
                kind: PassKind::Changes,
                totals,
                ..
            } if totals.changed == 0 => Level::Trace,
            Event::PassFailed {
                connection_lost: true,
                ..
            } => Level::Trace,
            Event::Changes { .. }
            | Event::Lag { .. }
            | Event::Progress
            | Event::LeaseConfirmed
            | Event::OldestLocking { .. }
            | Event::Alive => Level::Trace,
            Event::PassFailed { .. } | Event::PoolFailed { .. } | Event::StopTimeout { .. } => {
                Level::Error
            }
            Event::ConnectionLost { .. }
            | Event::ConnectionClosed { by_stop: false, .. }
            | Event::SteppedDown { .. }
            | Event::OrphanHolds { .. }
            | Event::Warning { .. } => Level::Warn,
            _ => Level::Info,
        }
    }

    /// Whether the event is a line of the log at the default level.
    pub fn logged(&self) -> bool {
        Level::DEFAULT.allows(self.level())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_is_only_counted_is_no_line() {
        let pass = |kind, changed| Event::Pass {
            kind,
            totals: PassTotals {
                changed,
                ..PassTotals::default()
            },
            seconds: 0.1,
            look_seconds: 0.0,
            lag_seconds: 0.0,
            gauges: Box::default(),
        };
        assert!(pass(PassKind::Sweep, 0).logged());
        assert!(pass(PassKind::Changes, 3).logged());
        assert!(!pass(PassKind::Changes, 0).logged());
        let failed = |connection_lost| Event::PassFailed {
            kind: PassKind::Changes,
            error: "x".into(),
            seconds: 0.1,
            connection_lost,
        };
        assert!(failed(false).logged());
        assert!(!failed(true).logged());
        // -q keeps what failed; -vv shows what is otherwise only counted.
        assert_eq!(failed(false).level(), Level::Error);
        assert!(Level::Error.allows(failed(false).level()));
        assert!(!Level::Error.allows(pass(PassKind::Sweep, 0).level()));
        assert!(Level::Trace.allows(failed(true).level()));
        assert_eq!(
            Event::Warning {
                message: "x".into()
            }
            .level(),
            Level::Warn
        );
        for counted in [
            Event::Progress,
            Event::LeaseConfirmed,
            Event::Alive,
            Event::Lag { seconds: 1.0 },
            Event::Changes {
                source: Source::Ledger,
                pools: 2,
            },
        ] {
            assert!(!counted.logged(), "{}", counted.name());
        }
    }
}
