//! Stopping within a bound. SIGTERM/SIGINT set the stop flag and the
//! replenisher finishes what it is doing (the pools being refilled commit,
//! the locks are let go of). A statement that hangs on a frozen server would
//! hold that up for the read timeout and longer, past a supervisor's patience
//! (systemd, Kubernetes' 30 s grace), which then kills the process. So
//! [`bounded`] gives the loop a grace period after the stop flag is set, and
//! when it runs out cuts every connection of the process
//! (`crate::db::cut_every_connection`): each waiting statement fails at once,
//! the loop unwinds through its ordinary error paths and returns. Exiting
//! without the server's answer is safe: transactions and named locks
//! (`GET_LOCK`) belong to the server's session, which rolls back and lets go
//! when it sees the connection close.

use super::replenisher::Log;
use crate::replenish::event::Event;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// How often the watcher looks at the flags.
const TICK: Duration = Duration::from_millis(50);

/// Run `work` (which returns once `stop` is set), and if it is still running
/// `grace` (`--stop-timeout` or `[replenish] stop_timeout`, resolved in
/// `crate::replenish::settings`) after `stop` was set, log a `stop-timeout` line and cut every
/// connection. Returns `work`'s result and whether connections were cut.
pub fn bounded<T>(
    stop: &AtomicBool,
    grace: Duration,
    log: &dyn Log,
    work: impl FnOnce() -> T,
) -> (T, bool) {
    let done = AtomicBool::new(false);
    std::thread::scope(|s| {
        let watcher = s.spawn(|| {
            while !stop.load(Ordering::SeqCst) {
                if done.load(Ordering::SeqCst) {
                    return false;
                }
                std::thread::sleep(TICK);
            }
            let signalled = Instant::now();
            while signalled.elapsed() < grace {
                if done.load(Ordering::SeqCst) {
                    return false;
                }
                std::thread::sleep(TICK);
            }
            log.event(
                None,
                &Event::StopTimeout {
                    seconds: grace.as_secs_f64(),
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

    #[test]
    fn work_that_ends_in_time_is_not_cut() {
        let stop = AtomicBool::new(false);
        let log = Lines(Mutex::new(Vec::new()));
        let (v, cut) = bounded(&stop, Duration::from_secs(5), &log, || {
            stop.store(true, Ordering::SeqCst);
            7
        });
        assert_eq!((v, cut), (7, false));
        assert!(log.0.lock().unwrap().is_empty());
    }

    #[test]
    fn work_without_a_stop_is_never_cut() {
        let stop = AtomicBool::new(false);
        let log = Lines(Mutex::new(Vec::new()));
        let (_, cut) = bounded(&stop, Duration::ZERO, &log, || {
            std::thread::sleep(TICK * 3);
        });
        assert!(!cut);
    }
}
