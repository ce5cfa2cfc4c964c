//! Which failures a refill retries, and how long it waits in between.
//!
//! Only deadlocks (1213: InnoDB rolled the transaction back) and lock-wait
//! timeouts (1205: the statement gave up, and poolctl rolls the transaction
//! back) are transient; any other error fails the pool at once.

use std::time::Duration;

pub const ER_LOCK_WAIT_TIMEOUT: u16 = 1205;
pub const ER_LOCK_DEADLOCK: u16 = 1213;

pub fn is_retryable(server_code: Option<u16>) -> bool {
    matches!(
        server_code,
        Some(ER_LOCK_WAIT_TIMEOUT) | Some(ER_LOCK_DEADLOCK)
    )
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RetryPolicy {
    /// Retries after the first attempt.
    pub max_retries: u32,
    pub base: Duration,
    pub max_delay: Duration,
}

impl RetryPolicy {
    pub fn new(max_retries: u32) -> Self {
        RetryPolicy {
            max_retries,
            base: Duration::from_millis(50),
            max_delay: Duration::from_secs(2),
        }
    }

    /// The wait before retry number `retry` (1-based): exponential from
    /// `base`, capped at `max_delay`, scaled by `jitter` in [0, 1] to between
    /// half and all of it, so two refills that deadlocked on each other do not
    /// retry in lockstep.
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_deadlock_and_lock_wait_timeout_are_retried() {
        assert!(is_retryable(Some(1213)));
        assert!(is_retryable(Some(1205)));
        for code in [1062u16, 1146, 1054, 1142, 2013] {
            assert!(!is_retryable(Some(code)), "{code}");
        }
        assert!(!is_retryable(None));
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
}
