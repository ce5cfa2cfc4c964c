//! Stopping within a bound. SIGTERM/SIGINT set the signal flag; [`bounded`]
//! logs `stopping` at once (the operator's acknowledgement, before anything
//! the stop does), then sets the stop flag the replenisher's loops watch, and
//! they finish what they are doing (the pools being refilled commit, the
//! locks are let go of). A statement that hangs on a frozen server would hold
//! that up for the read timeout and longer, past a supervisor's patience
//! (systemd, Kubernetes' 30 s grace), which then kills the process. So
//! [`bounded`] gives the loops a grace period after the signal, and when it
//! runs out logs `stop-timeout` and cuts every connection of the process
//! (`crate::db::cut_every_connection`): each waiting statement fails at once
//! ([`crate::db::DbError::ClosedToStop`], which the loops log as closed by
//! the stop, never as a connection to make again), the loops unwind through
//! their ordinary error paths and return. Exiting without the server's
//! answer is safe: transactions and named locks (`GET_LOCK`) belong to the
//! server's session, which rolls back and lets go when it sees the
//! connection close.

use super::Log;
use crate::replenish::event::Event;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// How often the watcher looks at the flags.
const TICK: Duration = Duration::from_millis(50);

/// How long a stop waits for the server, and where that value came from
/// (`crate::replenish::Settings::stop_timeout_set_by`), for the messages.
#[derive(Debug, Clone, PartialEq)]
pub struct Grace {
    pub timeout: Duration,
    pub set_by: String,
}

/// Run `work` (which returns once `stop` is set). When `signal` is set (by
/// SIGTERM/SIGINT) while it runs: log `stopping`, then set `stop`; if `work`
/// is still running `grace.timeout` after the signal, log `stop-timeout` and
/// cut every connection. Returns `work`'s result and whether connections
/// were cut.
pub fn bounded<T>(
    signal: &AtomicBool,
    stop: &AtomicBool,
    grace: &Grace,
    log: &dyn Log,
    work: impl FnOnce() -> T,
) -> (T, bool) {
    let done = AtomicBool::new(false);
    std::thread::scope(|s| {
        let watcher = s.spawn(|| {
            while !signal.load(Ordering::SeqCst) {
                if done.load(Ordering::SeqCst) {
                    return false;
                }
                std::thread::sleep(TICK);
            }
            let signalled = Instant::now();
            // Logged before the loops see the stop: it comes first.
            log.event(
                None,
                &Event::Stopping {
                    stop_timeout_seconds: grace.timeout.as_secs_f64(),
                    set_by: grace.set_by.clone(),
                },
            );
            stop.store(true, Ordering::SeqCst);
            while signalled.elapsed() < grace.timeout {
                if done.load(Ordering::SeqCst) {
                    return false;
                }
                std::thread::sleep(TICK);
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
        done.store(true, Ordering::SeqCst);
        let cut = watcher.join().unwrap_or(false);
        (r, cut)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    struct Lines(Mutex<Vec<String>>);
    impl Log for Lines {
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
        let (signal, stop) = (AtomicBool::new(false), AtomicBool::new(false));
        let log = Lines(Mutex::new(Vec::new()));
        let (v, cut) = bounded(&signal, &stop, &grace(5), &log, || {
            signal.store(true, Ordering::SeqCst);
            while !stop.load(Ordering::SeqCst) {
                std::thread::sleep(Duration::from_millis(5));
            }
            // What the work logs once it sees the stop comes after.
            log.event(
                None,
                &Event::Stopped {
                    locks_released: true,
                },
            );
            7
        });
        assert_eq!((v, cut), (7, false));
        assert_eq!(*log.0.lock().unwrap(), ["stopping", "stopped"]);
    }

    #[test]
    fn work_without_a_signal_is_never_cut_nor_stopped() {
        let (signal, stop) = (AtomicBool::new(false), AtomicBool::new(false));
        let log = Lines(Mutex::new(Vec::new()));
        let (_, cut) = bounded(&signal, &stop, &grace(0), &log, || {
            std::thread::sleep(TICK * 3);
        });
        assert!(!cut);
        assert!(!stop.load(Ordering::SeqCst));
        assert!(log.0.lock().unwrap().is_empty());
    }
}
