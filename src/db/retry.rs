//! The one retry loop: run a whole transaction again after a retryable error,
//! with the backoff of its [`RetryPolicy`]. Which errors are retryable, and
//! how long to wait, is `crate::retry` (pure); this applies it on a
//! connection, so refill, the repairs of `reconcile --apply` and the reserve
//! library retry the same way.

use super::connect::Db;
use super::error::DbError;
use crate::retry::{self, Failure, RetryPolicy};

/// An error a retried operation can end with; the server's error code, when
/// the server raised it, decides whether it is retried.
pub trait ServerCode {
    fn server_code(&self) -> Option<u16>;
}

impl ServerCode for DbError {
    fn server_code(&self) -> Option<u16> {
        DbError::server_code(self)
    }
}

/// How a retried operation failed.
#[derive(Debug)]
pub enum Retried<E> {
    /// An error that is not retried (after `retries` retries of earlier,
    /// retryable ones).
    Fatal { error: E, retries: u32 },
    /// Still failing with a retryable error after `retries` retries: the
    /// policy's last.
    Exhausted { error: E, retries: u32 },
}

impl<E> Retried<E> {
    pub fn error(&self) -> &E {
        match self {
            Retried::Fatal { error, .. } | Retried::Exhausted { error, .. } => error,
        }
    }

    pub fn into_error(self) -> E {
        match self {
            Retried::Fatal { error, .. } | Retried::Exhausted { error, .. } => error,
        }
    }

    /// The same failure with its error converted.
    pub fn map<F>(self, f: impl FnOnce(E) -> F) -> Retried<F> {
        match self {
            Retried::Fatal { error, retries } => Retried::Fatal {
                error: f(error),
                retries,
            },
            Retried::Exhausted { error, retries } => Retried::Exhausted {
                error: f(error),
                retries,
            },
        }
    }

    /// Retries made before it gave up.
    pub fn retries(&self) -> u32 {
        match self {
            Retried::Fatal { retries, .. } | Retried::Exhausted { retries, .. } => *retries,
        }
    }
}

impl Db {
    /// Run `f` (one whole transaction, which rolls back on error) and run it
    /// again after each retryable error, at most `policy.max_retries` times,
    /// waiting `policy.delay` with jitter in between. `retried` collects the
    /// kind of each retry.
    pub fn with_retries<T, E: ServerCode>(
        &mut self,
        policy: &RetryPolicy,
        retried: &mut Vec<Failure>,
        mut f: impl FnMut(&mut Db) -> Result<T, E>,
    ) -> Result<T, Retried<E>> {
        let kind = self.server().kind;
        let mut retries = 0;
        loop {
            let error = match f(self) {
                Ok(v) => return Ok(v),
                Err(e) => e,
            };
            let failure = retry::classify(kind, error.server_code());
            if !failure.retryable() {
                return Err(Retried::Fatal { error, retries });
            }
            if retries >= policy.max_retries {
                return Err(Retried::Exhausted { error, retries });
            }
            retries += 1;
            retried.push(failure);
            let wait = policy.delay(retries, retry::jitter());
            crate::messages::debug(format_args!(
                "{} on {} (connection {}): retry {retries} of {} in {} ms",
                failure.label(),
                self.target().display_url(),
                self.connection_id(),
                policy.max_retries,
                wait.as_millis()
            ));
            std::thread::sleep(wait);
        }
    }
}
