//! Exactly one active replenisher per database: the leader lock's state
//! machine. Pure; the service takes the lock (`GET_LOCK`, through
//! `crate::db::NamedLock`) on a connection of its own and feeds what happens
//! to it here.
//!
//! - **Standby**: waits on `GET_LOCK(name, 1)` in a loop; the server hands the
//!   lock over the moment the leader's connection closes (a killed process),
//!   or once the leader's session has been silent for its lease (the session's
//!   `wait_timeout`: a leader whose host vanished).
//! - **Leader**: a keepalive confirms every second, on the lock's own
//!   connection, that the lock is still this session's. The leader acts only
//!   while the last confirmation is younger than the lease: after that the
//!   server may already have dropped its session and a standby may lead.
//! - A leader that loses its lock (connection lost, lease expired, the lock
//!   taken by another session) stops acting at once and goes back to standby.
//!
//! Two leaders at once are harmless to the data, only wasteful: every refill
//! still takes the pool's refill lock and row lock, so nothing is filled
//! twice. Leadership is about doing the work once, not about safety.

use schemars::JsonSchema;
use serde::Serialize;
use std::time::{Duration, Instant};

/// The role of one replenisher.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Role {
    /// Another replenisher holds the lock; this one waits to take over.
    Standby,
    /// It holds the replenish lock and acts.
    Leader,
}

/// Why a leader stepped down (`reason`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case", tag = "reason")]
pub enum LostBecause {
    /// Its lock connection failed.
    ConnectionLost {
        /// The connection's error.
        error: String,
    },
    /// No confirmation within the lease: the server may have dropped it.
    LeaseExpired {
        /// How long the lock connection had been silent.
        #[schemars(extend("x-unit" = "milliseconds"))]
        silent_ms: u64,
    },
    /// The lock is held by another session (or nobody).
    NotOurs {
        /// The connection id holding it; null when nobody does (or the
        /// server did not say).
        holder: Option<u64>,
    },
}

/// What happened to the lock.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    /// GET_LOCK returned 1.
    Acquired,
    /// GET_LOCK timed out: `holder` leads.
    Busy { holder: Option<u64> },
    /// The keepalive saw the lock still ours.
    Confirmed,
    /// The keepalive saw it held by someone else (or nobody).
    NotOurs { holder: Option<u64> },
    /// The lock's connection failed.
    ConnectionLost { error: String },
}

/// A change of role, to log and to count.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Change {
    BecameLeader,
    /// Another session leads (`holder`, when the server said).
    Standing {
        holder: Option<u64>,
    },
    SteppedDown(LostBecause),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    Starting,
    Standby { holder: Option<u64> },
    Leader { confirmed: Instant },
}

/// The state machine.
#[derive(Debug, Clone)]
pub struct Leadership {
    lease: Duration,
    state: State,
}

impl Leadership {
    pub fn new(lease: Duration) -> Leadership {
        Leadership {
            lease,
            state: State::Starting,
        }
    }

    pub fn role(&self) -> Role {
        match self.state {
            State::Leader { .. } => Role::Leader,
            _ => Role::Standby,
        }
    }

    /// Whether a leader may act now: it leads and its lease holds.
    pub fn may_act(&self, now: Instant) -> bool {
        match self.state {
            State::Leader { confirmed } => now.saturating_duration_since(confirmed) < self.lease,
            _ => false,
        }
    }

    /// Until when a leader may act as things stand: its last confirmation
    /// plus the lease (`None`: it does not lead).
    pub fn acts_until(&self) -> Option<Instant> {
        match self.state {
            State::Leader { confirmed } => confirmed.checked_add(self.lease),
            _ => None,
        }
    }

    /// How often the keepalive must confirm to keep the lease: a third of it.
    pub fn keepalive_every(&self) -> Duration {
        (self.lease / 3).max(Duration::from_millis(100))
    }

    /// Feed one event; returns the change of role it makes, if any.
    pub fn step(&mut self, input: Input, now: Instant) -> Option<Change> {
        match (self.state, input) {
            (State::Leader { .. }, Input::Acquired | Input::Confirmed) => {
                // A confirmation after the lease ran out comes too late: the
                // server may have handed the lock over meanwhile.
                if !self.may_act(now) {
                    return self.expire(now);
                }
                self.state = State::Leader { confirmed: now };
                None
            }
            (_, Input::Acquired) => {
                self.state = State::Leader { confirmed: now };
                Some(Change::BecameLeader)
            }
            (State::Leader { .. }, Input::Busy { holder } | Input::NotOurs { holder }) => {
                self.state = State::Standby { holder };
                Some(Change::SteppedDown(LostBecause::NotOurs { holder }))
            }
            (State::Leader { .. }, Input::ConnectionLost { error }) => {
                self.state = State::Standby { holder: None };
                Some(Change::SteppedDown(LostBecause::ConnectionLost { error }))
            }
            (State::Standby { holder: was }, Input::Busy { holder }) => {
                self.state = State::Standby { holder };
                (was != holder).then_some(Change::Standing { holder })
            }
            (State::Starting, Input::Busy { holder }) => {
                self.state = State::Standby { holder };
                Some(Change::Standing { holder })
            }
            (_, Input::ConnectionLost { .. }) => {
                self.state = State::Standby { holder: None };
                None
            }
            (_, Input::Confirmed | Input::NotOurs { .. }) => None,
        }
    }

    /// Check the lease without an event (the keepalive went quiet): steps
    /// down when it ran out.
    pub fn tick(&mut self, now: Instant) -> Option<Change> {
        match self.state {
            State::Leader { .. } if !self.may_act(now) => self.expire(now),
            _ => None,
        }
    }

    fn expire(&mut self, now: Instant) -> Option<Change> {
        let State::Leader { confirmed } = self.state else {
            return None;
        };
        self.state = State::Standby { holder: None };
        Some(Change::SteppedDown(LostBecause::LeaseExpired {
            silent_ms: u64::try_from(now.saturating_duration_since(confirmed).as_millis())
                .unwrap_or(u64::MAX),
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LEASE: Duration = Duration::from_secs(5);

    #[test]
    fn a_standby_becomes_leader_when_it_gets_the_lock() {
        let t0 = Instant::now();
        let mut l = Leadership::new(LEASE);
        assert_eq!(l.role(), Role::Standby);
        assert_eq!(l.acts_until(), None);
        assert_eq!(
            l.step(Input::Busy { holder: Some(7) }, t0),
            Some(Change::Standing { holder: Some(7) })
        );
        // Still the same leader: nothing to say.
        assert_eq!(l.step(Input::Busy { holder: Some(7) }, t0), None);
        assert!(!l.may_act(t0));
        assert_eq!(l.step(Input::Acquired, t0), Some(Change::BecameLeader));
        assert_eq!(l.role(), Role::Leader);
        assert!(l.may_act(t0));
    }

    #[test]
    fn a_leader_acts_only_within_its_lease() {
        let t0 = Instant::now();
        let mut l = Leadership::new(LEASE);
        l.step(Input::Acquired, t0);
        assert_eq!(l.step(Input::Confirmed, t0 + Duration::from_secs(4)), None);
        assert!(l.may_act(t0 + Duration::from_secs(8)));
        assert!(!l.may_act(t0 + Duration::from_secs(9)));
        assert_eq!(l.acts_until(), Some(t0 + Duration::from_secs(9)));
        assert_eq!(l.tick(t0 + Duration::from_secs(8)), None);
        let change = l.tick(t0 + Duration::from_secs(10));
        assert!(
            matches!(
                change,
                Some(Change::SteppedDown(LostBecause::LeaseExpired {
                    silent_ms: 6000
                }))
            ),
            "{change:?}"
        );
        assert_eq!(l.role(), Role::Standby);
    }

    #[test]
    fn a_late_confirmation_does_not_revive_an_expired_lease() {
        let t0 = Instant::now();
        let mut l = Leadership::new(LEASE);
        l.step(Input::Acquired, t0);
        let change = l.step(Input::Confirmed, t0 + Duration::from_secs(6));
        assert!(matches!(
            change,
            Some(Change::SteppedDown(LostBecause::LeaseExpired { .. }))
        ));
        assert!(!l.may_act(t0 + Duration::from_secs(6)));
    }

    #[test]
    fn a_lost_connection_or_a_stolen_lock_steps_down() {
        let t0 = Instant::now();
        let mut l = Leadership::new(LEASE);
        l.step(Input::Acquired, t0);
        let c = l.step(
            Input::ConnectionLost {
                error: "gone".into(),
            },
            t0,
        );
        assert!(matches!(
            c,
            Some(Change::SteppedDown(LostBecause::ConnectionLost { .. }))
        ));
        assert!(!l.may_act(t0));
        l.step(Input::Acquired, t0);
        let c = l.step(Input::NotOurs { holder: Some(9) }, t0);
        assert_eq!(
            c,
            Some(Change::SteppedDown(LostBecause::NotOurs {
                holder: Some(9)
            }))
        );
        // A standby losing its connection has nothing to give up.
        assert_eq!(
            l.step(
                Input::ConnectionLost {
                    error: "gone".into()
                },
                t0
            ),
            None
        );
    }

    #[test]
    fn keepalive_runs_three_times_per_lease() {
        let every = Leadership::new(LEASE).keepalive_every();
        assert_eq!(every.as_millis(), 1666);
        assert_eq!(
            Leadership::new(Duration::from_millis(1)).keepalive_every(),
            Duration::from_millis(100)
        );
    }
}
