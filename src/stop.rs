//! The stop token: how every long-running loop of poolctl learns that it is
//! to stop, and how it waits in the meantime.
//!
//! **What sets it.** SIGTERM or SIGINT (Ctrl-C), through the one handler of
//! the process, installed the first time a command asks for the process's
//! token ([`StopToken::on_signals`]: `--watch`'s sampling, `poolctl
//! replenish`; one signal stops every loop of the process, however many pods
//! it serves). A token of one's own ([`StopToken::new`]) is stopped only by
//! its owner: the bench's replenisher when the clients are done, a test. A
//! child ([`StopToken::child`]) is stopped with its parent, or on its own
//! before it: what ends sooner than the process, such as a leadership term
//! (its keepalive, the waits between its passes).
//!
//! **Who waits on it.** Every loop that runs until stopped checks
//! [`StopToken::stopped`] between steps, and every wait between steps (the
//! interval between samples or passes, a keepalive's, the backoff between
//! reconnect attempts, `crate::reconnect`) is a [`StopToken::wait`] or
//! [`StopToken::wait_until`], which returns at once when the stop comes: a
//! condition variable, not a sleep in slices. What a loop is doing when the
//! stop comes it finishes (a sample, the pools being refilled), then it
//! returns.
//!
//! **What runs first.** [`StopToken::before_stop`] registers what must
//! happen before anyone sees the stop: whoever stops the token runs it, and
//! only then do `stopped` and the waits say so.
//!
//! **What the bounded stop adds** (`poolctl replenish`,
//! `crate::replenish::run::grace`): before the loops see the stop it logs
//! `stopping` (the operator's acknowledgement, first of everything the stop
//! does); it then gives the loops the stop timeout to finish, and when that
//! runs out with a statement still waiting on the server, it logs
//! `stop-timeout` and cuts every connection of the process
//! (`crate::db::cut_every_connection`): each waiting statement fails at once
//! and the loops unwind through their error paths.

use std::sync::{Arc, Condvar, Mutex, MutexGuard, OnceLock, Weak};
use std::time::{Duration, Instant};

/// What runs before the stop is seen ([`StopToken::before_stop`]).
type Hook = Box<dyn FnOnce() + Send>;

/// A token that says whether to stop; cheap to clone (clones are the same
/// token).
#[derive(Clone)]
pub struct StopToken {
    node: Arc<Node>,
}

struct Node {
    state: Mutex<State>,
    changed: Condvar,
}

#[derive(Default)]
struct State {
    phase: Phase,
    hooks: Vec<(u64, Hook)>,
    next_hook: u64,
    children: Vec<Weak<Node>>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
enum Phase {
    #[default]
    Running,
    /// Stopped; what runs first is running (the stop is not seen yet).
    Stopping,
    Stopped,
}

impl std::fmt::Debug for StopToken {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StopToken")
            .field("stopped", &self.stopped())
            .finish()
    }
}

impl Default for StopToken {
    fn default() -> Self {
        StopToken::new()
    }
}

/// Registered by [`StopToken::before_stop`]: dropping it takes back what was
/// registered, if it has not run.
#[must_use = "dropping it takes the hook back"]
pub struct BeforeStop {
    node: Weak<Node>,
    id: u64,
}

impl Drop for BeforeStop {
    fn drop(&mut self) {
        if let Some(node) = self.node.upgrade() {
            node.lock().hooks.retain(|(id, _)| *id != self.id);
        }
    }
}

impl Node {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn stop(self: &Arc<Self>) {
        let hooks = {
            let mut s = self.lock();
            if s.phase != Phase::Running {
                return;
            }
            s.phase = Phase::Stopping;
            std::mem::take(&mut s.hooks)
        };
        for (_, hook) in hooks {
            hook();
        }
        let children = {
            let mut s = self.lock();
            s.phase = Phase::Stopped;
            std::mem::take(&mut s.children)
        };
        self.changed.notify_all();
        for child in children.iter().filter_map(Weak::upgrade) {
            child.stop();
        }
    }
}

impl StopToken {
    /// A token of one's own, not stopped: only [`StopToken::stop`] stops it.
    pub fn new() -> StopToken {
        StopToken {
            node: Arc::new(Node {
                state: Mutex::new(State::default()),
                changed: Condvar::new(),
            }),
        }
    }

    /// The process's token, stopped by SIGTERM and SIGINT. The handler is
    /// installed on the first call (a process has one); every call returns
    /// the same token, or the same error when it could not be installed.
    pub fn on_signals() -> Result<StopToken, SignalsError> {
        static PROCESS: OnceLock<Result<StopToken, String>> = OnceLock::new();
        PROCESS
            .get_or_init(|| {
                let token = StopToken::new();
                let on_signal = token.clone();
                ctrlc::set_handler(move || on_signal.stop())
                    .map(|()| token)
                    .map_err(|e| e.to_string())
            })
            .clone()
            .map_err(SignalsError)
    }

    /// A token stopped when this one is, or before it by its own
    /// [`StopToken::stop`] (which leaves this one running).
    pub fn child(&self) -> StopToken {
        let child = StopToken::new();
        let mut s = self.node.lock();
        if s.phase == Phase::Stopped {
            drop(s);
            child.stop();
        } else {
            s.children.retain(|c| c.strong_count() > 0);
            s.children.push(Arc::downgrade(&child.node));
        }
        child
    }

    /// Stop: first what [`StopToken::before_stop`] registered runs (on this
    /// thread), then the token and its children read as stopped and every
    /// wait on them returns. Stopping a stopped token does nothing.
    pub fn stop(&self) {
        self.node.stop();
    }

    /// Whether the token was stopped (and what runs first has run).
    pub fn stopped(&self) -> bool {
        self.node.lock().phase == Phase::Stopped
    }

    /// Wait `d`, or less if the stop comes first. True when stopped.
    pub fn wait(&self, d: Duration) -> bool {
        match Instant::now().checked_add(d) {
            Some(deadline) => self.wait_until(deadline),
            None => self.wait_for_stop(),
        }
    }

    /// Wait until `deadline`, or less if the stop comes first. True when
    /// stopped.
    pub fn wait_until(&self, deadline: Instant) -> bool {
        let mut s = self.node.lock();
        loop {
            if s.phase == Phase::Stopped {
                return true;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return false;
            }
            s = self
                .node
                .changed
                .wait_timeout(s, left)
                .unwrap_or_else(|p| p.into_inner())
                .0;
        }
    }

    fn wait_for_stop(&self) -> bool {
        let mut s = self.node.lock();
        while s.phase != Phase::Stopped {
            s = self.node.changed.wait(s).unwrap_or_else(|p| p.into_inner());
        }
        true
    }

    /// Have `hook` run when the token is stopped, before the stop is seen
    /// (by [`StopToken::stopped`], the waits and the children), on the
    /// thread that stops it; at once, on this thread, when it was stopped
    /// already. Dropping the returned guard first takes it back.
    pub fn before_stop(&self, hook: impl FnOnce() + Send + 'static) -> BeforeStop {
        let mut s = self.node.lock();
        let id = s.next_hook;
        s.next_hook += 1;
        if s.phase == Phase::Running {
            s.hooks.push((id, Box::new(hook)));
        } else {
            drop(s);
            hook();
        }
        BeforeStop {
            node: Arc::downgrade(&self.node),
            id,
        }
    }
}

/// The SIGTERM/SIGINT handler could not be installed.
#[derive(Debug, Clone, thiserror::Error)]
#[error("cannot install the SIGTERM/Ctrl-C handler: {0}")]
pub struct SignalsError(String);

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc;

    #[test]
    fn a_wait_returns_at_once_when_the_stop_comes() {
        let t = StopToken::new();
        assert!(!t.stopped());
        assert!(!t.wait(Duration::from_millis(1)), "ran out, not stopped");
        let waiter = {
            let t = t.clone();
            std::thread::spawn(move || {
                let started = Instant::now();
                (t.wait(Duration::from_secs(60)), started.elapsed())
            })
        };
        std::thread::sleep(Duration::from_millis(20));
        t.stop();
        let (stopped, waited) = waiter.join().unwrap();
        assert!(stopped && t.stopped());
        assert!(waited < Duration::from_secs(10), "{waited:?}");
        // Stopped: every later wait returns at once, however long.
        assert!(t.wait(Duration::MAX));
        assert!(t.wait_until(Instant::now() + Duration::from_secs(60)));
        t.stop();
        assert!(t.stopped());
    }

    #[test]
    fn what_runs_first_runs_before_anyone_sees_the_stop() {
        let t = StopToken::new();
        let (tx, rx) = mpsc::channel();
        let seen = t.clone();
        let _hook = t.before_stop(move || tx.send(seen.stopped()).unwrap());
        let child = t.child();
        t.stop();
        assert_eq!(
            rx.try_recv(),
            Ok(false),
            "the hook ran before the stop was seen"
        );
        assert!(child.stopped(), "children stop with their parent");
        // Registered once stopped: runs at once.
        let (tx, rx) = mpsc::channel();
        let _late = t.before_stop(move || tx.send(()).unwrap());
        assert_eq!(rx.try_recv(), Ok(()));
    }

    #[test]
    fn a_hook_taken_back_never_runs() {
        let t = StopToken::new();
        let (tx, rx) = mpsc::channel::<()>();
        drop(t.before_stop(move || tx.send(()).unwrap()));
        t.stop();
        assert!(rx.try_recv().is_err());
    }

    #[test]
    fn a_child_stops_alone_or_with_its_parent() {
        let parent = StopToken::new();
        let early = parent.child();
        early.stop();
        assert!(early.stopped() && !parent.stopped());
        let waiting = parent.child();
        let waiter = {
            let w = waiting.clone();
            std::thread::spawn(move || w.wait(Duration::from_secs(60)))
        };
        parent.stop();
        assert!(waiter.join().unwrap());
        assert!(parent.child().stopped(), "born stopped");
    }
}
