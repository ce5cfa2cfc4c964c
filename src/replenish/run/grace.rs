//! Stopping within a bound: the stop timeout on top of the stop token
//! (`crate::stop`). When the token is stopped (SIGTERM/SIGINT),
//! [`within_grace`] logs `stopping` before any loop sees the stop (the
//! operator's acknowledgement, first of everything the stop does); the
//! replenisher's loops then finish what they are doing (the pools being
//! refilled commit, the locks are let go of) and return.
//!
//! A statement that hangs on a frozen server would hold that up for the read
//! timeout and longer, past a supervisor's patience (systemd, Kubernetes' 30
//! s grace), which then kills the process. So the loops get the stop timeout
//! after the signal, and when it runs out [`within_grace`] logs
//! `stop-timeout` and cuts every connection of the process
//! (`crate::db::cut_every_connection`): each waiting statement fails at once
//! ([`crate::db::DbError::ClosedToStop`], which the loops log as closed by
//! the stop, never as a connection to make again), the loops unwind through
//! their ordinary error paths and return. Exiting without the server's
//! answer is safe: transactions and named locks (`GET_LOCK`) belong to the
//! server's session, which rolls back and lets go when it sees the
//! connection close.

use super::EventSink;
use crate::replenish::event::Event;
use crate::stop::StopToken;
use std::sync::Arc;
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// How long a stop waits for the server, and where that value came from
/// (`crate::replenish::Settings::stop_timeout_set_by`), for the messages.
#[derive(Debug, Clone, PartialEq)]
pub struct Grace {
    pub timeout: Duration,
    pub set_by: String,
}

/// How [`within_grace`]'s work ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ended<T> {
    /// It returned, with its result.
    Returned(T),
    /// It was still running when the stop timeout ran out: every connection
    /// was cut, and its result (it unwound through its error paths) is
    /// beside the point.
    Cut,
}

/// What the watcher hears.
enum Heard {
    /// The stop came (after `stopping` was logged), at this instant.
    Stop(Instant),
    /// The work returned.
    Returned,
}

/// Run `work`, which returns once `stop` is stopped. When that happens
/// while it runs: log `stopping` before the stop is seen; if `work` is
/// still running `grace.timeout` later, log `stop-timeout` and cut every
/// connection.
pub fn within_grace<T>(
    stop: &StopToken,
    grace: &Grace,
    log: Arc<dyn EventSink>,
    work: impl FnOnce() -> T,
) -> Ended<T> {
    let (tx, rx) = mpsc::channel();
    let returned = tx.clone();
    let acknowledge = {
        let (log, grace) = (log.clone(), grace.clone());
        stop.before_stop(move || {
            log.event(
                None,
                &Event::Stopping {
                    stop_timeout_seconds: grace.timeout.as_secs_f64(),
                    set_by: grace.set_by,
                },
            );
            let _ = tx.send(Heard::Stop(Instant::now()));
        })
    };
    std::thread::scope(|s| {
        let log = &log;
        let watcher = s.spawn(move || {
            let Ok(Heard::Stop(at)) = rx.recv() else {
                return false;
            };
            let left = grace.timeout.saturating_sub(at.elapsed());
            if !matches!(rx.recv_timeout(left), Err(mpsc::RecvTimeoutError::Timeout)) {
                return false;
            }
            log.event(
                None,
                &Event::StopTimeout {
                    seconds: grace.timeout.as_secs_f64(),
                    set_by: grace.set_by.clone(),
                },
            );
            crate::db::cut_every_connection();
            true
        });
        let r = work();
        let _ = returned.send(Heard::Returned);
        let cut = watcher.join().unwrap_or(false);
        drop(acknowledge);
        if cut { Ended::Cut } else { Ended::Returned(r) }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    #[derive(Default)]
    struct Lines(Mutex<Vec<String>>);
    impl EventSink for Lines {
        fn event(&self, _: Option<&str>, e: &Event) {
            self.0.lock().unwrap().push(e.name().to_string());
        }
    }

    fn grace(secs: u64) -> Grace {
        Grace {
            timeout: Duration::from_secs(secs),
            set_by: format!("--stop-timeout {secs}s"),
        }
    }

    #[test]
    fn the_signal_is_acknowledged_before_the_work_sees_the_stop() {
        let stop = StopToken::new();
        let log = Arc::new(Lines::default());
        let ended = within_grace(&stop, &grace(5), log.clone(), || {
            // SIGTERM.
            stop.stop();
            assert!(stop.wait(Duration::from_secs(60)));
            // What the work logs once it sees the stop comes after.
            log.event(
                None,
                &Event::Stopped {
                    locks_released: true,
                },
            );
            7
        });
        assert_eq!(ended, Ended::Returned(7));
        assert_eq!(*log.0.lock().unwrap(), ["stopping", "stopped"]);
    }

    #[test]
    fn work_without_a_signal_is_never_cut_nor_stopped() {
        let stop = StopToken::new();
        let log = Arc::new(Lines::default());
        let ended = within_grace(&stop, &grace(0), log.clone(), || {
            std::thread::sleep(Duration::from_millis(150));
        });
        assert_eq!(ended, Ended::Returned(()));
        assert!(!stop.stopped());
        assert!(log.0.lock().unwrap().is_empty());
        // Taken back once the work returned: a later stop logs nothing.
        stop.stop();
        assert!(log.0.lock().unwrap().is_empty());
    }
}
