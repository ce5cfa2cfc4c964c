//! A leader's further refill connections (`--workers` above 1): opened when
//! a pass first has more than one pool to act on, kept for the leadership
//! term, closed with it. A connection that fails (at open, or under a
//! refill) is logged (`connection-lost`, link `worker`) and opened again
//! between passes once its backoff (`super::RECONNECT`, through
//! `crate::reconnect`) is over: meanwhile passes refill on the connections
//! they have (at worst the work connection alone), never waiting for one.
//! Once stopped, none is opened, and one that fails is logged as closed
//! (`Pod::connection_failed`), not to be opened again. Between passes the
//! open ones are pinged every third of the lease: a worker left idle by
//! passes with one pool to act on stays younger than its session's
//! `wait_timeout` (`Pod::idle_bounds`), and one the server closed is found
//! before a refill needs it.

use super::{Pod, RECONNECT};
use crate::db::{Db, DbError};
use crate::reconnect::Reconnect;
use crate::replenish::event::Link;
use std::time::{Duration, Instant};

/// The further connections of one leadership term.
pub(super) struct Crew {
    slots: Vec<Reconnect<Db>>,
    /// When the open ones were last pinged.
    checked: Instant,
}

impl Crew {
    /// Room for `extra` connections beside the work connection (none open).
    pub(super) fn new(extra: usize) -> Crew {
        Crew {
            slots: (0..extra).map(|_| Reconnect::new(RECONNECT)).collect(),
            checked: Instant::now(),
        }
    }

    /// Ping every open connection once `every` has passed since the last
    /// time; one that does not answer is lost (logged, opened again later).
    pub(super) fn keep_alive(&mut self, pod: &Pod<'_>, every: Duration) {
        if self.checked.elapsed() < every {
            return;
        }
        self.checked = Instant::now();
        for s in &mut self.slots {
            if let Some(db) = s.get()
                && let Err(e) = db.ping()
            {
                s.lost(&e, pod.stop, |f| pod.connection_failed(Link::Worker, f));
            }
        }
    }

    /// Every open connection with its slot number, opening first those not
    /// open yet that are due; a failure to open is logged and tried again
    /// after its backoff.
    pub(super) fn ready(&mut self, pod: &Pod<'_>) -> Vec<(usize, &mut Db)> {
        self.open_due(pod, |_| true);
        self.slots
            .iter_mut()
            .enumerate()
            .filter_map(|(n, s)| Some((n, s.get()?)))
            .collect()
    }

    /// Open again the connections that failed, when their backoff is over
    /// (between passes, so a lost one comes back whether or not a pass has
    /// work for it).
    pub(super) fn reopen_lost(&mut self, pod: &Pod<'_>) {
        self.open_due(pod, |s| s.failures() > 0);
    }

    fn open_due(&mut self, pod: &Pod<'_>, which: impl Fn(&Reconnect<Db>) -> bool) {
        for slot in self.slots.iter_mut().filter(|s| !s.is_open() && which(s)) {
            let again = slot.failures() > 0;
            slot.reopen_if_due(
                pod.stop,
                || pod.open(Link::Worker, again),
                |f| pod.connection_failed(Link::Worker, f),
            );
        }
    }

    /// The connection in `slot` (from [`Crew::ready`]) failed with `error`:
    /// closed, logged, opened again later.
    pub(super) fn lost(&mut self, pod: &Pod<'_>, slot: usize, error: &DbError) {
        if let Some(s) = self.slots.get_mut(slot) {
            s.lost(error, pod.stop, |f| pod.connection_failed(Link::Worker, f));
        }
    }
}
