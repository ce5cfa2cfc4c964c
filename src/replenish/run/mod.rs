//! The replenisher's loop: one per pod, keeping its pools at their targets
//! (`poolctl replenish`, and a library entry point for the flash-sale
//! bench). The run half of `crate::replenish`, and the only part of it that
//! calls the database seam.
//!
//! Per pod, two connections: the **lock** connection holds (or, on standby,
//! waits for) the leader lock; the **work** connection reads the signal and
//! refills, and a leader refills on up to `workers - 1` more at once
//! (`crew`). A leader runs passes (`pass`) every interval and a sweep every
//! sweep interval, for as long as its lease holds (`serve`). Decisions are
//! the pure half's (`crate::replenish`), and so is the SQL (`reads` runs
//! it); refills go through the refill runner (`db::Refiller`), releases
//! through reconcile's repair (`Db::repair_pool`), the lock through
//! `db::NamedLock`. Everything that happens is an event for the pod's sink
//! ([`EventSink`]): the command's logs it and counts it ([`metrics`]).
//!
//! Failures: a pool's failure is its `pool-failed` line (looked at again next
//! pass); a lost connection is logged and made again with backoff, for ever
//! (`crate::reconnect`, `Pod::connection_failed` its report); at start, a
//! server that cannot be reached or refuses the settings (password, grants,
//! tables) is an error at once (bad input exits within seconds).
//!
//! Stopping: the loop watches the pod's stop token (`crate::stop`, the
//! process's, stopped by SIGTERM/SIGINT once the command logged `stopping`:
//! [`grace`]): the pool being worked on is finished, every lock released,
//! the loop returns. A statement that hangs on a frozen server is not waited
//! for past the command's stop timeout: [`grace`] cuts every connection
//! (`crate::db::cut_every_connection`), each waiting statement fails at once
//! and the loop unwinds; the server rolls back the open transactions and
//! frees the named locks when it sees the connections close. A connection
//! that ends once stopped is never made again: it is logged
//! `connection-closed` (by the stop, or lost on its own), not
//! `connection-lost` with a retry. The `stopped` line says whether every
//! lock was let go of by poolctl.

mod crew;
pub mod grace;
pub mod http;
pub mod metrics;
mod pass;
mod reads;
mod serve;

use crate::config::{LedgerMapping, TableNames, Target};
use crate::db::{Db, DbError, NamedLock, Require};
use crate::pool::reconcile_sql::ReconcileSql;
use crate::pool::sql::PoolSql;
use crate::reconnect::{Failure, Next, Reconnect};
use crate::replenish::Settings;
use crate::replenish::event::{Event, Link};
use crate::replenish::pass_report::PassReport;
use crate::replenish::sql::ReplenishSql;
use crate::retry::RetryPolicy;
use crate::stop::StopToken;
use std::time::Duration;

/// Where events go: the loop hands every event to its sink (the command's
/// writes it to stderr as a line and counts it in the metrics registry;
/// `crate::replenish::event` says which facts are whose).
pub trait EventSink: Send + Sync {
    fn event(&self, pod: Option<&str>, e: &Event);
}

/// How a pod loop runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// For ever, as leader or standby, until stopped.
    Serve,
    /// One full pass as leader (none when another instance leads), then return.
    Once,
    /// One full pass that writes nothing and takes no lock.
    DryRun,
}

/// What a `--once` or `--dry-run` pass did.
#[derive(Debug, Clone)]
pub struct OnceResult {
    pub report: PassReport,
    /// The pass failed part way (the error).
    pub error: Option<String>,
}

/// Why a pod loop gave up (only at start: later failures are retried).
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    #[error(transparent)]
    Db(#[from] DbError),
    #[error("{0}")]
    Preflight(String),
}

/// One pod's replenisher.
pub struct Pod<'a> {
    /// Its `pod` label and log prefix (`None`: a single target).
    pub name: Option<String>,
    pub target: Target,
    pub database: String,
    pub tables: TableNames,
    pub ledger: LedgerMapping,
    pub default_cap: u32,
    pub settings: Settings,
    pub mode: Mode,
    /// Test hooks of the refill transactions (`POOLCTL_FAILPOINT`); `None`
    /// in production.
    pub failpoint: Option<crate::pool::Failpoint>,
    pub events: &'a dyn EventSink,
    pub stop: &'a StopToken,
}

/// The SQL of one configuration, built once.
pub(super) struct Sql {
    pub pool: PoolSql,
    pub reconcile: ReconcileSql,
    pub signal: ReplenishSql,
}

/// The leader lock of `database`.
pub fn leader_lock(database: &str) -> NamedLock {
    NamedLock::replenish(database)
}

/// Reconnect backoff: 0.5 s doubling up to 30 s, with jitter.
pub(super) const RECONNECT: RetryPolicy = RetryPolicy {
    max_retries: u32::MAX,
    base: Duration::from_millis(500),
    max_delay: Duration::from_secs(30),
};

impl Pod<'_> {
    fn emit(&self, e: Event) {
        self.events.event(self.name.as_deref(), &e);
    }

    pub fn stopped(&self) -> bool {
        self.stop.stopped()
    }

    fn sql(&self) -> Sql {
        Sql {
            pool: PoolSql::new(&self.tables, &self.ledger, self.default_cap),
            reconcile: ReconcileSql::new(&self.tables, &self.ledger, self.default_cap),
            signal: ReplenishSql::new(
                &self.tables,
                &self.ledger,
                self.default_cap,
                self.settings.ledger_updated_column.as_deref(),
            ),
        }
    }

    /// The lock connection's target: a short read timeout (the keepalive
    /// must not hang longer than the lease) plus the 1 s GET_LOCK wait.
    fn lock_target(&self) -> Target {
        let mut t = self.target.clone();
        t.read_timeout_secs = t
            .read_timeout_secs
            .min(self.settings.leader_lease.as_secs().max(2));
        t.expecting_waits(1)
    }

    /// The work connection's target: refill statements wait up to the lock
    /// wait timeout for a row lock.
    fn work_target(&self) -> Target {
        self.target
            .clone()
            .expecting_waits(self.settings.lock_wait_timeout_secs)
    }

    /// How long the server lets a work or worker connection be silent
    /// (`wait_timeout`), and silent inside a transaction (MariaDB's
    /// `idle_transaction_timeout`): a leader that vanishes mid-refill holds
    /// that pool's locks no longer than this, so the next leader refills it
    /// within about the lease. Idle: the lease, or the pass interval when
    /// longer (a leader is silent between passes), plus 2 s; a standby pings
    /// its work connection every third of the lease to keep it.
    pub(super) fn idle_bounds(&self) -> (u64, u64) {
        let lease = self.settings.leader_lease.as_secs().max(2);
        let between = self.settings.interval.as_secs_f64().ceil() as u64;
        (lease.max(between) + 2, lease)
    }

    /// Open `link` (`again`: after it failed, a reconnect).
    pub(super) fn open(&self, link: Link, again: bool) -> Result<Db, DbError> {
        let mut db = match link {
            Link::Lock => Db::connect(&self.lock_target(), Require::Connection)?,
            Link::Work | Link::Worker => Db::connect(&self.work_target(), Require::SkipLocked)?,
        };
        match link {
            Link::Lock => db.set_wait_timeout(self.settings.leader_lease.as_secs().max(2))?,
            Link::Work | Link::Worker => {
                db.set_lock_wait_timeout(self.settings.lock_wait_timeout_secs)?;
                let (idle, in_transaction) = self.idle_bounds();
                db.bound_idle_session(idle, in_transaction)?;
            }
        }
        self.emit(Event::Connected {
            link,
            connection: db.connection_id(),
            again,
        });
        Ok(db)
    }

    /// What the reconnect helper reports of `link` (`crate::reconnect`): a
    /// connection lost (or an attempt to make it again that failed) is
    /// logged with the attempt and when the next comes. One that ends once
    /// stopped is logged as closed (by the stop, or on its own), not to be
    /// made again; an attempt that fails while stopping is not logged
    /// (nothing was announced for it).
    pub(super) fn connection_failed(&self, link: Link, f: Failure<'_, DbError>) {
        match f.next {
            Next::RetryIn(wait) => {
                self.emit(Event::ConnectionLost {
                    link,
                    error: f.error.to_string(),
                    attempt: f.attempt,
                    retry_in_ms: u64::try_from(wait.as_millis()).unwrap_or(u64::MAX),
                });
            }
            Next::Stopped | Next::GaveUp if f.attempt == 1 => {
                let by_stop = f.error.closed_to_stop();
                self.emit(Event::ConnectionClosed {
                    link,
                    by_stop,
                    error: (!by_stop).then(|| f.error.to_string()),
                });
            }
            Next::Stopped | Next::GaveUp => {}
        }
    }

    /// Run this pod's loop: see [`Mode`]. `Err` only at start.
    pub fn run(&self) -> Result<Option<OnceResult>, StartError> {
        let sql = self.sql();
        self.emit(Event::Started {
            database: self.database.clone(),
            low_water: self.settings.low_water,
            interval_seconds: self.settings.interval.as_secs_f64(),
            sweep_interval_seconds: self.settings.sweep_interval.as_secs_f64(),
            dry_run: self.mode == Mode::DryRun,
            once: self.mode == Mode::Once,
        });
        // At start, any failure is an error: bad settings exit at once.
        let mut work = self.open(Link::Work, false)?;
        work.preflight_pool(&sql.pool, &self.tables)
            .map_err(|e| StartError::Preflight(e.to_string()))?;
        work.ledger_keys_pageable(&self.database, &self.ledger)
            .map_err(|e| StartError::Preflight(e.to_string()))?;
        if !reads::ledger_signal_indexed(&mut work, &sql.signal)? {
            self.emit(Event::Warning {
                message: format!(
                    "no index starts with the ledger's update-time column ({}): every pass reads \
                     the whole ledger table; add one (runbooks/replenish.md#what-a-pass-does)",
                    self.settings.ledger_updated_column.as_deref().unwrap_or("")
                ),
            });
        }
        if self.mode == Mode::DryRun {
            let r = pass::dry_run(self, &sql, &mut work)?;
            return Ok(Some(r));
        }
        let lock = self.open(Link::Lock, false)?;
        let served = serve::serve(
            self,
            &sql,
            Reconnect::open(lock, RECONNECT),
            Reconnect::open(work, RECONNECT),
        );
        self.emit(Event::Stopped {
            locks_released: served.released && !crate::db::connections_were_cut(),
        });
        Ok(served.once)
    }
}
