//! Which server errors a reservation transaction retries, per server family.
//!
//! Deadlocks (1213, InnoDB rolled the transaction back) and lock-wait timeouts
//! (1205) are transient: the transaction is rolled back and run again, a
//! bounded number of times. A `NOWAIT` read that meets a locked row fails at
//! once, and the two servers report it differently:
//!
//! | server  | NOWAIT on a locked row | lock-wait timeout |
//! |---------|------------------------|-------------------|
//! | MySQL   | 3572 `ER_LOCK_NOWAIT`  | 1205              |
//! | MariaDB | 1205 (same as a timeout) | 1205            |
//!
//! So on MariaDB a NOWAIT failure and a real timeout cannot be told apart by
//! code; on MySQL 3572 means "busy right now" and 1205 means a waited-out lock.

use crate::server::ServerKind;

pub const ER_LOCK_WAIT_TIMEOUT: u16 = 1205;
pub const ER_LOCK_DEADLOCK: u16 = 1213;
/// MySQL 8.0.1+: a `NOWAIT` locking read found the row locked.
pub const ER_LOCK_NOWAIT_MYSQL: u16 = 3572;

/// What a failed statement means for the transaction.
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

/// Classify a server error code from a server of `kind`.
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
    fn deadlocks_retry_everything_else_does_not() {
        for kind in [ServerKind::Mysql, ServerKind::Mariadb] {
            assert!(classify(kind, Some(1213)).retryable());
            assert!(classify(kind, Some(1205)).retryable());
            for code in [1062u16, 1146, 1142, 2013] {
                assert!(!classify(kind, Some(code)).retryable(), "{code}");
            }
            assert!(!classify(kind, None).retryable());
        }
    }
}
