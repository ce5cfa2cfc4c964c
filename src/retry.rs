//! Which server errors a transaction retries, and how long it waits before
//! each retry: one table and one backoff for every caller (refill, the
//! repairs of `reconcile --apply`, the reserve library, the benches' error
//! counts), and the backoff of every reconnect (`crate::reconnect`). Pure;
//! the loop that applies it to a transaction is `crate::db::retry`.
//!
//! Deadlocks (1213: InnoDB rolled the transaction back) and lock-wait
//! timeouts (1205: the statement gave up, and the caller rolls the
//! transaction back) are transient: the whole transaction runs again, a
//! bounded number of times. A `NOWAIT` read that meets a locked row fails at
//! once, and the two server families report it differently:
//!
//! | server  | NOWAIT on a locked row   | lock-wait timeout |
//! |---------|--------------------------|-------------------|
//! | MySQL   | 3572 `ER_LOCK_NOWAIT`    | 1205              |
//! | MariaDB | 1205 (same as a timeout) | 1205              |
//!
//! So on MariaDB a NOWAIT failure and a real timeout cannot be told apart by
//! code; on MySQL 3572 means "busy right now" and 1205 a waited-out lock. Any
//! other error is not retried.

use crate::server::ServerKind;
use std::time::Duration;

pub const ER_LOCK_WAIT_TIMEOUT: u16 = 1205;
pub const ER_LOCK_DEADLOCK: u16 = 1213;
/// MySQL 8.0.1+: a `NOWAIT` locking read found the row locked.
pub const ER_LOCK_NOWAIT_MYSQL: u16 = 3572;

/// What a failed statement means for its transaction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Failure {
    /// 1213: retry.
    Deadlock,
    /// 1205 after waiting `innodb_lock_wait_timeout` (on MariaDB also a NOWAIT
    /// failure: the code is the same): retry.
    LockWaitTimeout,
    /// MySQL's 3572: a NOWAIT read met a locked row: retry.
    NowaitBusy,
    /// Anything else: not retried.
    Other,
}

impl Failure {
    pub fn retryable(self) -> bool {
        !matches!(self, Failure::Other)
    }

    pub fn label(self) -> &'static str {
        match self {
            Failure::Deadlock => "deadlock",
            Failure::LockWaitTimeout => "lock-wait-timeout",
            Failure::NowaitBusy => "nowait-busy",
            Failure::Other => "other",
        }
    }
}

/// Classify a server error code (`None`: not a server error, e.g. a lost
/// connection) from a server of `kind`.
pub fn classify(kind: ServerKind, code: Option<u16>) -> Failure {
    match (kind, code) {
        (_, Some(ER_LOCK_DEADLOCK)) => Failure::Deadlock,
        (_, Some(ER_LOCK_WAIT_TIMEOUT)) => Failure::LockWaitTimeout,
        (ServerKind::Mysql, Some(ER_LOCK_NOWAIT_MYSQL)) => Failure::NowaitBusy,
        // MariaDB has no 3572 (its NOWAIT raises 1205); a 3572 from it is
        // something else and is not retried.
        _ => Failure::Other,
    }
}

/// How often and how patiently a transaction is retried.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RetryPolicy {
    /// Retries after the first attempt.
    pub max_retries: u32,
    pub base: Duration,
    pub max_delay: Duration,
}

impl RetryPolicy {
    /// The operators' commands (`refill`, `reconcile --apply`): `max_retries`
    /// from `--retries`, backoff from 50 ms up to 2 s.
    pub fn new(max_retries: u32) -> Self {
        RetryPolicy {
            max_retries,
            base: Duration::from_millis(50),
            max_delay: Duration::from_secs(2),
        }
    }

    /// The wait before retry number `retry` (1-based): exponential from
    /// `base`, capped at `max_delay`, scaled by `jitter` in [0, 1] to between
    /// half and all of it, so two transactions that deadlocked on each other
    /// do not retry in lockstep.
    pub fn delay(&self, retry: u32, jitter: f64) -> Duration {
        let exp = self
            .base
            .saturating_mul(
                1u32.checked_shl(retry.saturating_sub(1))
                    .unwrap_or(u32::MAX),
            )
            .min(self.max_delay);
        exp.mul_f64(0.5 + 0.5 * jitter.clamp(0.0, 1.0))
    }
}

/// A value in [0, 1) that differs between processes and calls (the clock's
/// nanoseconds): enough to keep retries out of lockstep, no generator needed.
pub fn jitter() -> f64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.subsec_nanos())
        .unwrap_or(0);
    f64::from(nanos % 1000) / 1000.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nowait_is_3572_on_mysql_and_1205_on_mariadb() {
        assert_eq!(classify(ServerKind::Mysql, Some(3572)), Failure::NowaitBusy);
        assert_eq!(classify(ServerKind::Mariadb, Some(3572)), Failure::Other);
        assert_eq!(
            classify(ServerKind::Mariadb, Some(1205)),
            Failure::LockWaitTimeout
        );
        assert_eq!(
            classify(ServerKind::Mysql, Some(1205)),
            Failure::LockWaitTimeout
        );
    }

    #[test]
    fn only_deadlocks_and_lock_waits_are_retried() {
        for kind in [ServerKind::Mysql, ServerKind::Mariadb] {
            assert!(classify(kind, Some(1213)).retryable());
            assert!(classify(kind, Some(1205)).retryable());
            for code in [1062u16, 1146, 1054, 1142, 2013] {
                assert!(!classify(kind, Some(code)).retryable(), "{code}");
            }
            assert!(!classify(kind, None).retryable());
        }
    }

    #[test]
    fn backoff_grows_and_is_capped() {
        let p = RetryPolicy::new(5);
        assert_eq!(p.delay(1, 1.0), Duration::from_millis(50));
        assert_eq!(p.delay(2, 1.0), Duration::from_millis(100));
        assert_eq!(p.delay(3, 1.0), Duration::from_millis(200));
        assert_eq!(p.delay(3, 0.0), Duration::from_millis(100));
        assert_eq!(p.delay(40, 1.0), Duration::from_secs(2));
        assert_eq!(p.delay(u32::MAX, 7.0), Duration::from_secs(2));
    }

    #[test]
    fn jitter_is_a_share() {
        for _ in 0..100 {
            assert!((0.0..1.0).contains(&jitter()));
        }
    }
}
