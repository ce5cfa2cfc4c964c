//! A leader's further refill connections (`--workers` above 1): opened when
//! a pass first has more than one pool to act on, kept for the leadership
//! term, closed with it. A connection that fails (at open, or under a
//! refill) is logged (`connection-lost`, link `worker`) and opened again
//! between passes once the reconnect backoff (`super::RECONNECT`) is over:
//! meanwhile passes refill on the connections they have (at worst the work
//! connection alone), never waiting for one. Once stopped, none is opened,
//! and one that fails is logged as closed (`Pod::closed_while_stopping`),
//! not to be opened again.

use super::metrics::ErrorKind;
use super::{Pod, RECONNECT};
use crate::db::{Db, DbError};
use crate::replenish::event::{Event, Link};
use crate::retry::jitter;
use std::time::Instant;

/// One further connection.
#[derive(Default)]
struct Slot {
    db: Option<Db>,
    /// Failures in a row (0: never failed since it last worked).
    failures: u32,
    /// When to try to open it again after a failure.
    retry_at: Option<Instant>,
}

/// The further connections of one leadership term.
pub(super) struct Crew {
    slots: Vec<Slot>,
}

impl Crew {
    /// Room for `extra` connections beside the work connection (none open).
    pub(super) fn new(extra: usize) -> Crew {
        Crew {
            slots: (0..extra).map(|_| Slot::default()).collect(),
        }
    }

    /// Every open connection with its slot number, opening first those not
    /// open yet that are due; a failure to open is logged and scheduled
    /// again with backoff.
    pub(super) fn ready(&mut self, pod: &Pod<'_>) -> Vec<(usize, &mut Db)> {
        self.open_due(pod, |_| true);
        self.slots
            .iter_mut()
            .enumerate()
            .filter_map(|(n, s)| Some((n, s.db.as_mut()?)))
            .collect()
    }

    /// Open again the connections that failed, when their backoff is over
    /// (between passes, so a lost one comes back whether or not a pass has
    /// work for it).
    pub(super) fn mend(&mut self, pod: &Pod<'_>) {
        self.open_due(pod, |s| s.failures > 0);
    }

    fn open_due(&mut self, pod: &Pod<'_>, which: impl Fn(&Slot) -> bool) {
        if pod.stopped() {
            return;
        }
        let now = Instant::now();
        for slot in self.slots.iter_mut() {
            if slot.db.is_some() || !which(slot) || slot.retry_at.is_some_and(|at| now < at) {
                continue;
            }
            match pod.open(Link::Worker) {
                Ok(db) => {
                    if slot.failures > 0 {
                        pod.metrics.reconnected(Link::Worker);
                    }
                    *slot = Slot {
                        db: Some(db),
                        failures: 0,
                        retry_at: None,
                    };
                }
                Err(e) => slot.failed(pod, &e),
            }
        }
    }

    /// The connection in `slot` (from [`Crew::ready`]) failed with `error`:
    /// closed, logged, opened again later.
    pub(super) fn lost(&mut self, pod: &Pod<'_>, slot: usize, error: &DbError) {
        if let Some(s) = self.slots.get_mut(slot) {
            s.db = None;
            if pod.stopped() {
                pod.closed_while_stopping(Link::Worker, error);
            } else {
                s.failed(pod, error);
            }
        }
    }
}

impl Slot {
    fn failed(&mut self, pod: &Pod<'_>, error: &DbError) {
        self.failures = self.failures.saturating_add(1);
        let wait = RECONNECT.delay(self.failures, jitter());
        self.retry_at = Some(Instant::now() + wait);
        pod.metrics.error(ErrorKind::Connection);
        pod.emit(Event::ConnectionLost {
            link: Link::Worker,
            error: error.to_string(),
            attempt: self.failures,
            retry_in_ms: u64::try_from(wait.as_millis()).unwrap_or(u64::MAX),
        });
    }
}
