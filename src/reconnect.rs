//! Making a connection again after it failed: the one helper for every
//! caller that must (the replenisher's lock, work and further connections, a
//! pod that could not start, the sampling connection of the watching
//! commands).
//!
//! A [`Reconnect`] holds a connection that may be lost, how many attempts
//! failed in a row, and when the next one is due:
//! - **the backoff** is `crate::retry`'s ([`RetryPolicy::delay`], with
//!   jitter): attempt N is tried `delay(N)` after the failure before it;
//! - **the attempts are bounded**: it gives up when the `max_retries`
//!   attempts after the first failure failed too (`u32::MAX`: for as long as
//!   the loop runs), and each attempt
//!   takes what the caller's `connect` takes (`Db::connect` gives up within
//!   `--connect-timeout` plus `--read-timeout`);
//! - **the waits between attempts are on the stop token**
//!   (`crate::stop::StopToken::wait_until`): a stop ends them at once, and
//!   once stopped nothing is tried again;
//! - **each failure is reported** through the caller's callback, with its
//!   attempt number and what comes next ([`Failure`]): the caller writes its
//!   own log line, counts its own metrics, keeps its own outage report.
//!
//! Three ways to use it, by what the caller does meanwhile:
//! - nothing: [`Reconnect::until_connected`] tries, waits out the backoff,
//!   tries again, until one works, it is stopped, or it gives up
//!   (`poolctl replenish`'s lock connection; a pod that could not start);
//! - its own work: [`Reconnect::reopen_if_due`] tries once if the backoff is
//!   over ([`Reconnect::retry_at`] says when it will be), so the caller goes
//!   on without the connection meanwhile (a leader's further refill
//!   connections) or waits on something more than the stop token (its work
//!   connection, whose waits also end when the lease is lost);
//! - its own schedule: [`Reconnect::with`] runs each use on the connection,
//!   made again first when the last use lost it, and loses it when the use
//!   fails; the caller's interval paces the attempts and the caller reports
//!   each failure as a lost sample (`status --watch`, `inspect-locks
//!   --watch`). `conn-tags` fits the same way: `connect` makes the
//!   connection and what a new one needs (its canary, performance_schema's
//!   own thread), `with` takes the sample, and the failure of either is
//!   `Watch::failed`'s to report.

use crate::retry::{RetryPolicy, jitter};
use crate::stop::StopToken;
use std::time::{Duration, Instant};

/// What comes after a failure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Next {
    /// Attempt again after this wait.
    RetryIn(Duration),
    /// Nothing: the stop token was stopped.
    Stopped,
    /// Nothing: the attempts are used up.
    GaveUp,
}

/// One failure, as the caller's callback sees it.
#[derive(Debug)]
pub struct Failure<'e, E> {
    /// Failures in a row, this one included (1: the connection was lost, or
    /// the first attempt to make it failed).
    pub attempt: u32,
    pub error: &'e E,
    pub next: Next,
}

/// A connection that may be lost and is made again (see the module doc).
#[derive(Debug)]
pub struct Reconnect<C> {
    conn: Option<C>,
    backoff: RetryPolicy,
    /// Failures in a row (0: none since it last worked).
    failures: u32,
    /// When the next attempt is due after a failure (`None`: at once).
    retry_at: Option<Instant>,
    gave_up: bool,
}

/// No wait between attempts: each use is one ([`Reconnect::with`]).
const AT_EACH_USE: RetryPolicy = RetryPolicy {
    max_retries: u32::MAX,
    base: Duration::ZERO,
    max_delay: Duration::ZERO,
};

impl<C> Reconnect<C> {
    /// None open yet: the first attempt is due at once.
    pub fn new(backoff: RetryPolicy) -> Reconnect<C> {
        Reconnect {
            conn: None,
            backoff,
            failures: 0,
            retry_at: None,
            gave_up: false,
        }
    }

    /// `conn`, open, made again with `backoff` once lost.
    pub fn open(conn: C, backoff: RetryPolicy) -> Reconnect<C> {
        Reconnect {
            conn: Some(conn),
            ..Reconnect::new(backoff)
        }
    }

    /// `conn`, open, made again at its next use once lost
    /// ([`Reconnect::with`]).
    pub fn at_each_use(conn: C) -> Reconnect<C> {
        Reconnect::open(conn, AT_EACH_USE)
    }

    /// The connection, when it is open.
    pub fn get(&mut self) -> Option<&mut C> {
        self.conn.as_mut()
    }

    pub fn is_open(&self) -> bool {
        self.conn.is_some()
    }

    /// Failures in a row so far (0: none since it last worked): a
    /// connection made while it is above 0 is one made again.
    pub fn failures(&self) -> u32 {
        self.failures
    }

    /// When the next attempt is due, while none is open (`None`: it is due,
    /// or nothing is to be tried: open, stopped or given up).
    pub fn retry_at(&self) -> Option<Instant> {
        match self.conn {
            None if !self.gave_up => self.retry_at.filter(|at| *at > Instant::now()),
            _ => None,
        }
    }

    /// The connection (or an attempt to make it) failed with `error`: it is
    /// closed, the failure counted and reported, and the next attempt due
    /// after the backoff, unless `stop` is stopped or the attempts are used
    /// up.
    pub fn lost<E>(&mut self, error: &E, stop: &StopToken, report: impl FnOnce(Failure<'_, E>)) {
        self.conn = None;
        self.failures = self.failures.saturating_add(1);
        let next = if stop.stopped() {
            Next::Stopped
        } else if self.failures > self.backoff.max_retries {
            self.gave_up = true;
            Next::GaveUp
        } else {
            let wait = self.backoff.delay(self.failures, jitter());
            self.retry_at = Some(Instant::now() + wait);
            Next::RetryIn(wait)
        };
        report(Failure {
            attempt: self.failures,
            error,
            next,
        });
    }

    fn made(&mut self, conn: C) -> &mut C {
        self.failures = 0;
        self.retry_at = None;
        self.conn.insert(conn)
    }

    /// When none is open and the next attempt is due (not stopped, not
    /// given up): one attempt. The connection, when open after it.
    pub fn reopen_if_due<E>(
        &mut self,
        stop: &StopToken,
        connect: impl FnOnce() -> Result<C, E>,
        report: impl FnOnce(Failure<'_, E>),
    ) -> Option<&mut C> {
        if self.conn.is_none()
            && !self.gave_up
            && !stop.stopped()
            && self.retry_at.is_none_or(|at| Instant::now() >= at)
        {
            match connect() {
                Ok(c) => {
                    self.made(c);
                }
                Err(e) => self.lost(&e, stop, report),
            }
        }
        self.conn.as_mut()
    }

    /// Attempts, each after its backoff (waited on `stop`), until one works;
    /// `None` once stopped or given up.
    pub fn until_connected<E>(
        &mut self,
        stop: &StopToken,
        mut connect: impl FnMut() -> Result<C, E>,
        mut report: impl FnMut(Failure<'_, E>),
    ) -> Option<&mut C> {
        while self.conn.is_none() {
            if self.gave_up || stop.stopped() {
                return None;
            }
            if let Some(at) = self.retry_at
                && stop.wait_until(at)
            {
                return None;
            }
            match connect() {
                Ok(c) => {
                    self.made(c);
                }
                Err(e) => self.lost(&e, stop, &mut report),
            }
        }
        self.conn.as_mut()
    }

    /// `work` on the connection, made first (`connect`) when the last use
    /// lost it. A failure of either is returned, and the connection is lost
    /// with it: the next use makes it again. No backoff and no report: the
    /// caller's own schedule paces the uses, and it reports their failures.
    pub fn with<T, E>(
        &mut self,
        connect: impl FnOnce() -> Result<C, E>,
        work: impl FnOnce(&mut C) -> Result<T, E>,
    ) -> Result<T, E> {
        let conn = match &mut self.conn {
            Some(c) => c,
            None => {
                let c = connect()?;
                self.made(c)
            }
        };
        let r = work(conn);
        if r.is_err() {
            self.conn = None;
        }
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const QUICK: RetryPolicy = RetryPolicy {
        max_retries: u32::MAX,
        base: Duration::from_millis(1),
        max_delay: Duration::from_millis(4),
    };

    /// A minute between attempts: longer than any test waits.
    const SLOW: RetryPolicy = RetryPolicy {
        max_retries: u32::MAX,
        base: Duration::from_secs(60),
        max_delay: Duration::from_secs(60),
    };

    #[test]
    fn a_lost_connection_is_made_again_after_its_backoff_and_each_failure_reported() {
        let stop = StopToken::new();
        let mut r = Reconnect::open(1, QUICK);
        let mut log = Vec::new();
        r.lost(&"gone", &stop, |f| log.push((f.attempt, *f.error, f.next)));
        assert!(!r.is_open());
        let mut tries = ["refused", "refused"].into_iter();
        let conn = r.until_connected(
            &stop,
            || match tries.next() {
                Some(e) => Err(e),
                None => Ok(2),
            },
            |f| log.push((f.attempt, *f.error, f.next)),
        );
        assert_eq!(conn.copied(), Some(2));
        let attempts: Vec<(u32, &str)> = log.iter().map(|(a, e, _)| (*a, *e)).collect();
        assert_eq!(attempts, [(1, "gone"), (2, "refused"), (3, "refused")]);
        for (_, _, next) in &log {
            assert!(
                matches!(next, Next::RetryIn(w) if *w <= QUICK.max_delay),
                "{next:?}"
            );
        }
        // Made again: the count starts over.
        assert_eq!(r.failures(), 0);
    }

    #[test]
    fn once_stopped_nothing_is_tried_again() {
        let stop = StopToken::new();
        let mut r = Reconnect::open(1, QUICK);
        stop.stop();
        let mut log = Vec::new();
        r.lost(&"gone", &stop, |f| log.push((f.attempt, *f.error, f.next)));
        assert_eq!(log, [(1, "gone", Next::Stopped)]);
        let tried = std::cell::Cell::new(false);
        let connect = || {
            tried.set(true);
            Ok::<_, &str>(2)
        };
        assert!(r.until_connected(&stop, connect, |_| {}).is_none());
        assert!(r.reopen_if_due(&stop, connect, |_| {}).is_none());
        assert!(!tried.get());
    }

    #[test]
    fn a_wait_between_attempts_ends_with_the_stop() {
        let stop = StopToken::new();
        let mut r = Reconnect::<u32>::new(SLOW);
        r.lost(&"refused", &stop, |_| {});
        let stopper = {
            let stop = stop.clone();
            std::thread::spawn(move || stop.stop())
        };
        let started = Instant::now();
        assert!(
            r.until_connected(&stop, || Ok::<_, &str>(1), |_| {})
                .is_none()
        );
        assert!(started.elapsed() < Duration::from_secs(30));
        stopper.join().unwrap();
    }

    #[test]
    fn attempts_are_bounded() {
        let stop = StopToken::new();
        let twice = RetryPolicy {
            max_retries: 2,
            ..QUICK
        };
        let mut r = Reconnect::<u32>::new(twice);
        let mut log = Vec::new();
        assert!(
            r.until_connected(&stop, || Err("refused"), |f| log.push(f.next))
                .is_none()
        );
        assert_eq!(log.len(), 3, "the first and two more: {log:?}");
        assert!(
            log[..2].iter().all(|n| matches!(n, Next::RetryIn(_))),
            "{log:?}"
        );
        assert_eq!(log[2], Next::GaveUp);
        assert_eq!(r.retry_at(), None);
    }

    #[test]
    fn reopen_if_due_tries_once_when_the_backoff_is_over() {
        let stop = StopToken::new();
        let mut r = Reconnect::open(1, SLOW);
        r.lost(&"gone", &stop, |_| {});
        assert!(r.retry_at().is_some(), "due in a minute");
        assert!(
            r.reopen_if_due(&stop, || Ok::<_, &str>(2), |_| {})
                .is_none()
        );
        let mut fresh = Reconnect::<u32>::new(SLOW);
        assert_eq!(fresh.retry_at(), None, "a first attempt is due at once");
        assert_eq!(
            fresh
                .reopen_if_due(&stop, || Ok::<_, &str>(3), |_| {})
                .copied(),
            Some(3)
        );
    }

    #[test]
    fn with_makes_the_connection_again_at_the_use_after_a_failure() {
        let mut r = Reconnect::at_each_use(1);
        let made = std::cell::Cell::new(0);
        let connect = || {
            made.set(made.get() + 1);
            Ok::<_, &str>(10)
        };
        assert_eq!(r.with(connect, |c| Ok(*c)), Ok(1));
        assert_eq!(r.with(connect, |_| Err::<u32, _>("lost")), Err("lost"));
        assert!(!r.is_open());
        assert_eq!(r.with(connect, |c| Ok(*c)), Ok(10));
        assert_eq!(made.get(), 1);
        // A connect that fails is returned, and tried again at the next use.
        let mut r = Reconnect::<u32>::new(QUICK);
        assert_eq!(r.with(|| Err("refused"), |c| Ok(*c)), Err("refused"));
        assert_eq!(r.with(|| Ok::<_, &str>(5), |c| Ok(*c)), Ok(5));
    }
}
