//! When each client sends its next request ([`Pace`]): in the closed loop,
//! as soon as the last one returned; in the open loop, at the next arrival
//! of the run's schedule (`super::open_loop::schedule`) that no other client
//! took, so a design that falls behind makes the arrivals wait for a free
//! connection instead of slowing the offer. Each request is timed from its
//! intended start ([`Ticket::intended`]) and from when it was sent
//! ([`Ticket::sent`]). One home for the clients of every design
//! (`super::load`, `super::pool_load`, `super::redis_load`).

use super::open_loop::Stall;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// How the clients of one run are paced.
pub struct Pace {
    start: Instant,
    /// Closed loop: the clients' deadline.
    deadline: Instant,
    /// Open loop: the intended starts, microseconds from `start`.
    schedule: Option<Vec<u64>>,
    next: AtomicUsize,
    /// Requests sent, for the stall failpoint.
    sent: AtomicU64,
    stall: Option<Stall>,
}

/// One request's times.
#[derive(Debug, Clone, Copy)]
pub struct Ticket {
    /// When it was meant to start (its arrival; in the closed loop, when it
    /// was sent).
    pub intended: Instant,
    /// When a client sent it.
    pub sent: Instant,
}

impl Pace {
    /// The closed loop: requests back to back until `duration` ends.
    pub fn closed(duration: Duration, stall: Option<Stall>) -> Pace {
        let start = Instant::now();
        Pace {
            start,
            deadline: start + duration,
            schedule: None,
            next: AtomicUsize::new(0),
            sent: AtomicU64::new(0),
            stall,
        }
    }

    /// The open loop over `schedule` (the intended starts within
    /// `duration`); arrivals still waiting for a connection when half of
    /// `duration` again has passed after it are not sent ([`Pace::unserved`]).
    pub fn open(schedule: Vec<u64>, duration: Duration, stall: Option<Stall>) -> Pace {
        let start = Instant::now();
        Pace {
            start,
            deadline: start + duration + duration / 2,
            schedule: Some(schedule),
            next: AtomicUsize::new(0),
            sent: AtomicU64::new(0),
            stall,
        }
    }

    pub fn start(&self) -> Instant {
        self.start
    }

    /// The next request for a client that is free, waiting until its
    /// arrival in the open loop; `None` when the run is over (the
    /// schedule is used up, or the deadline passed).
    pub fn next(&self) -> Option<Ticket> {
        let now = Instant::now();
        if now >= self.deadline {
            return None;
        }
        let Some(schedule) = &self.schedule else {
            return Some(Ticket {
                intended: now,
                sent: now,
            });
        };
        let k = self.next.fetch_add(1, Ordering::Relaxed);
        let intended = self.start + Duration::from_micros(*schedule.get(k)?);
        let now = Instant::now();
        if intended > now {
            // Waiting for the arrival itself: the clock the offer runs on.
            std::thread::sleep(intended - now);
        } else if now >= self.deadline {
            // Taken too late to send: left as unserved.
            self.next.fetch_sub(1, Ordering::Relaxed);
            return None;
        }
        Some(Ticket {
            intended,
            sent: Instant::now(),
        })
    }

    /// The run's hard stop has passed: a request asking again (a retry, a
    /// busy pool) gives up.
    pub fn next_would_stop(&self) -> bool {
        Instant::now() >= self.deadline
    }

    /// Called inside each request's measured span: the stall failpoint,
    /// when set, freezes every EVERY-th request.
    pub fn inside(&self) {
        if let Some(s) = self.stall {
            let n = self.sent.fetch_add(1, Ordering::Relaxed) + 1;
            if n.is_multiple_of(s.every) {
                std::thread::sleep(Duration::from_millis(s.ms));
            }
        }
    }

    /// Open loop: arrivals scheduled, and those taken by a client.
    pub fn counts(&self) -> Option<(u64, u64)> {
        let schedule = self.schedule.as_ref()?;
        let taken = self.next.load(Ordering::Relaxed).min(schedule.len());
        Some((schedule.len() as u64, taken as u64))
    }

    /// Open loop: arrivals whose time had come at the hard stop but that
    /// no client took (the design fell behind): those due before the last
    /// client stopped at `end`, beyond the ones taken. A run whose clients
    /// all stopped before the hard stop (the stock sold out) has none: the
    /// arrivals queued at that moment were buyers who came too late, to be
    /// answered sold out, and the queue's wait is already in the latency
    /// of those served from the intended start.
    pub fn unserved(&self, end: Instant) -> u64 {
        let Some(schedule) = &self.schedule else {
            return 0;
        };
        if end < self.deadline {
            return 0;
        }
        let taken = self.next.load(Ordering::Relaxed).min(schedule.len());
        let due_us = u64::try_from(end.saturating_duration_since(self.start).as_micros())
            .unwrap_or(u64::MAX);
        let due = schedule.partition_point(|&t| t <= due_us);
        due.saturating_sub(taken) as u64
    }
}

/// A latency in whole microseconds, at least 1.
pub fn micros(d: Duration) -> u64 {
    u64::try_from(d.as_micros()).unwrap_or(u64::MAX).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_open_loop_hands_out_each_arrival_once_at_its_time() {
        let pace = Pace::open(vec![0, 2_000, 4_000], Duration::from_secs(1), None);
        let mut got = Vec::new();
        while let Some(t) = pace.next() {
            assert!(t.sent >= t.intended);
            got.push(t.intended.duration_since(pace.start()));
        }
        assert_eq!(got.len(), 3);
        assert_eq!(got[2], Duration::from_micros(4_000));
        assert_eq!(pace.counts(), Some((3, 3)));
        assert_eq!(pace.unserved(Instant::now()), 0);
    }

    #[test]
    fn arrivals_not_taken_by_the_hard_stop_are_unserved() {
        let pace = Pace::open(vec![0, 1, 2, 3], Duration::from_millis(2), None);
        assert!(pace.next().is_some());
        // Stopped before the hard stop (sold out): the queue is not unserved.
        assert_eq!(pace.unserved(pace.start() + Duration::from_millis(1)), 0);
        // At the hard stop (2 ms and half of it again), the three left are.
        assert_eq!(pace.unserved(pace.start() + Duration::from_millis(3)), 3);
    }

    #[test]
    fn the_closed_loop_sends_now_until_the_deadline() {
        let pace = Pace::closed(Duration::from_millis(20), None);
        let t = pace.next().unwrap();
        assert_eq!(t.intended, t.sent);
        std::thread::sleep(Duration::from_millis(25));
        assert!(pace.next().is_none());
        assert_eq!(pace.counts(), None);
    }
}
