//! Shadow mode's decisions for one operation (reserve, claim, release)
//! written to both stores: which store's answer the caller gets, which
//! disagreement is recorded, which store's write is undone, and whether
//! the Redis write was skipped; and how long the library trusts the
//! cutover state it read ([`STATE_TTL`], [`StateCache`]). Pure: the
//! seam's `crate::db::shadow` runs the writes on both stores and records
//! what these functions decide.
//!
//! The rules, per state of `pool_cutover` (`crate::cutover::State`):
//! - `redis`: only Redis is written; nothing is compared.
//! - `shadow`: Redis decides. Redis unreachable: the operation fails with
//!   a clear error (the source of truth cannot be asked, and granting
//!   from the pool would be a cutover nobody ordered); the pool's grant is
//!   undone and the disagreement recorded as `unknown`.
//! - `mysql`: the pool decides; Redis is still written so a rollback finds
//!   its counters current. Redis unreachable: the operation goes on, the
//!   Redis write is skipped and counted.

use crate::cutover::State;
use schemars::JsonSchema;
use serde::Serialize;
use std::time::{Duration, Instant};

/// How long the library reuses the cutover state it read: a rollback is
/// seen by every new operation within this time. One primary-key read a
/// second per process costs nothing next to the reserves themselves, and a
/// second is well inside the minutes a hold lasts.
pub const STATE_TTL: Duration = Duration::from_secs(1);

/// What one store answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase", tag = "answer", content = "quantity")]
pub enum Answer {
    /// Granted this quantity.
    Granted(u64),
    /// Refused (sold out, or for the pool: no unit could be locked).
    Refused,
    /// Could not be asked (the store is unreachable).
    Unknown,
}

impl Answer {
    pub fn as_str(self) -> &'static str {
        match self {
            Answer::Granted(_) => "granted",
            Answer::Refused => "refused",
            Answer::Unknown => "unknown",
        }
    }

    pub fn quantity(self) -> Option<u64> {
        match self {
            Answer::Granted(q) => Some(q),
            _ => None,
        }
    }

    /// As a `shadow_disagreements` row spells it: `granted 2`, `refused`,
    /// `unknown`.
    pub fn describe(self) -> String {
        match self {
            Answer::Granted(q) => format!("granted {q}"),
            other => other.as_str().to_string(),
        }
    }
}

/// The operations shadow mode writes to both stores, as
/// `shadow_disagreements.operation` spells them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Operation {
    Reserve,
    Claim,
    Release,
}

impl Operation {
    pub fn as_str(self) -> &'static str {
        match self {
            Operation::Reserve => "reserve",
            Operation::Claim => "claim",
            Operation::Release => "release",
        }
    }
}

/// Several keys' answers as one: the sum of what was granted when every
/// key was granted (`all`: a reserve or a claim, all-or-nothing) or when
/// any was (a release, key by key); unknown when any key is.
pub fn combined(answers: &[Answer], all: bool) -> Answer {
    if answers.contains(&Answer::Unknown) {
        return Answer::Unknown;
    }
    let granted: Vec<u64> = answers.iter().filter_map(|a| a.quantity()).collect();
    let enough = if all {
        !answers.is_empty() && granted.len() == answers.len()
    } else {
        !granted.is_empty()
    };
    if enough {
        Answer::Granted(granted.iter().sum())
    } else {
        Answer::Refused
    }
}

/// A legacy script's per-key answer (a quantity, 0 or less: none) as
/// answers.
pub fn per_key(quantities: &[i64]) -> Vec<Answer> {
    quantities
        .iter()
        .map(|&q| {
            if q > 0 {
                Answer::Granted(q.unsigned_abs())
            } else {
                Answer::Refused
            }
        })
        .collect()
}

/// What a claim does on the store that does not decide, from the answer of
/// the one that does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Follow {
    /// The holds were claimed: claim the other store's too (its holds go,
    /// the sale is in the ledger once).
    Claim,
    /// No hold to claim: give back whatever the other store holds for the
    /// checkout, so it holds no more than the deciding one.
    Release,
    /// The deciding store could not be asked: touch nothing.
    Nothing,
}

/// [`Follow`] for a claim the deciding store answered `decided`.
pub fn follow_claim(decided: Answer) -> Follow {
    match decided {
        Answer::Granted(_) => Follow::Claim,
        Answer::Refused => Follow::Release,
        Answer::Unknown => Follow::Nothing,
    }
}

/// A disagreement between the two stores, as `shadow_disagreements`
/// records it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Disagreement {
    /// Redis granted, the pool refused.
    RedisOnly,
    /// The pool granted, Redis refused.
    PoolOnly,
    /// Both granted, different quantities.
    Quantity,
    /// One store could not be asked.
    Unknown,
}

impl Disagreement {
    pub fn as_str(self) -> &'static str {
        match self {
            Disagreement::RedisOnly => "redis-only",
            Disagreement::PoolOnly => "pool-only",
            Disagreement::Quantity => "quantity",
            Disagreement::Unknown => "unknown",
        }
    }
}

/// A store.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Store {
    Redis,
    Pool,
}

/// What shadow mode does with the two answers of one operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settlement {
    /// The answer the caller gets: the source of truth's.
    pub answer: Answer,
    /// The disagreement to record, if any.
    pub disagreement: Option<Disagreement>,
    /// The store whose grant must be given back, so that the store that
    /// did not decide holds no more than the one that did.
    pub undo: Option<Store>,
    /// The Redis write was skipped (Redis unreachable while the pool
    /// decides): counted, never fatal.
    pub redis_skipped: bool,
}

/// Whether the two answers disagree.
pub fn disagreement(redis: Answer, pool: Answer) -> Option<Disagreement> {
    match (redis, pool) {
        (Answer::Unknown, _) | (_, Answer::Unknown) => Some(Disagreement::Unknown),
        (Answer::Granted(_), Answer::Refused) => Some(Disagreement::RedisOnly),
        (Answer::Refused, Answer::Granted(_)) => Some(Disagreement::PoolOnly),
        (Answer::Granted(r), Answer::Granted(p)) if r != p => Some(Disagreement::Quantity),
        _ => None,
    }
}

/// Settle one operation in `state` from what each store answered (`redis`
/// is [`Answer::Unknown`] when Redis could not be reached; in the `redis`
/// state the pool is not asked and `pool` is ignored).
pub fn settle(state: State, redis: Answer, pool: Answer) -> Settlement {
    let granted_beyond = |decided: Answer, other: Answer| match (decided, other) {
        (Answer::Granted(d), Answer::Granted(o)) => o > d,
        (Answer::Refused | Answer::Unknown, Answer::Granted(_)) => true,
        _ => false,
    };
    match state {
        State::Redis => Settlement {
            answer: redis,
            disagreement: None,
            undo: None,
            redis_skipped: false,
        },
        State::Shadow => Settlement {
            answer: redis,
            disagreement: disagreement(redis, pool),
            undo: granted_beyond(redis, pool).then_some(Store::Pool),
            redis_skipped: false,
        },
        State::Mysql => match redis {
            Answer::Unknown => Settlement {
                answer: pool,
                disagreement: None,
                undo: None,
                redis_skipped: true,
            },
            _ => Settlement {
                answer: pool,
                disagreement: disagreement(redis, pool),
                undo: granted_beyond(pool, redis).then_some(Store::Redis),
                redis_skipped: false,
            },
        },
    }
}

/// The cutover state as last read, reused for [`STATE_TTL`].
#[derive(Debug, Clone, Copy)]
pub struct StateCache {
    ttl: Duration,
    read: Option<(State, Instant)>,
}

impl Default for StateCache {
    fn default() -> StateCache {
        StateCache::new(STATE_TTL)
    }
}

impl StateCache {
    pub fn new(ttl: Duration) -> StateCache {
        StateCache { ttl, read: None }
    }

    /// The state, when the last read is younger than the TTL at `now`.
    pub fn fresh(&self, now: Instant) -> Option<State> {
        self.read
            .filter(|(_, at)| now.saturating_duration_since(*at) < self.ttl)
            .map(|(state, _)| state)
    }

    /// Remember `state`, read at `at`.
    pub fn store(&mut self, state: State, at: Instant) {
        self.read = Some((state, at));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Answer::{Granted, Refused, Unknown};

    #[test]
    fn redis_decides_in_shadow_and_the_pool_gives_back_what_redis_refused() {
        let s = settle(State::Shadow, Granted(2), Granted(2));
        assert_eq!((s.answer, s.disagreement, s.undo), (Granted(2), None, None));
        let s = settle(State::Shadow, Refused, Granted(2));
        assert_eq!(
            (s.answer, s.disagreement, s.undo),
            (Refused, Some(Disagreement::PoolOnly), Some(Store::Pool))
        );
        let s = settle(State::Shadow, Granted(2), Refused);
        assert_eq!(
            (s.answer, s.disagreement, s.undo),
            (Granted(2), Some(Disagreement::RedisOnly), None)
        );
        let s = settle(State::Shadow, Granted(1), Granted(3));
        assert_eq!(
            (s.disagreement, s.undo),
            (Some(Disagreement::Quantity), Some(Store::Pool))
        );
    }

    #[test]
    fn redis_down_fails_in_shadow_and_is_skipped_once_the_pool_decides() {
        let s = settle(State::Shadow, Unknown, Granted(1));
        assert_eq!(
            (s.answer, s.disagreement, s.undo, s.redis_skipped),
            (
                Unknown,
                Some(Disagreement::Unknown),
                Some(Store::Pool),
                false
            )
        );
        let s = settle(State::Mysql, Unknown, Granted(1));
        assert_eq!(
            (s.answer, s.disagreement, s.undo, s.redis_skipped),
            (Granted(1), None, None, true)
        );
        let s = settle(State::Mysql, Granted(1), Refused);
        assert_eq!(
            (s.answer, s.disagreement, s.undo),
            (Refused, Some(Disagreement::RedisOnly), Some(Store::Redis))
        );
        let s = settle(State::Redis, Granted(1), Refused);
        assert_eq!((s.answer, s.disagreement, s.undo), (Granted(1), None, None));
    }

    #[test]
    fn a_claim_follows_the_deciding_store_and_keys_combine_by_operation() {
        assert_eq!(follow_claim(Granted(2)), Follow::Claim);
        assert_eq!(follow_claim(Refused), Follow::Release);
        assert_eq!(follow_claim(Unknown), Follow::Nothing);
        let some = per_key(&[2, 0, 3]);
        assert_eq!(some, [Granted(2), Refused, Granted(3)]);
        assert_eq!(combined(&some, true), Refused);
        assert_eq!(combined(&some, false), Granted(5));
        assert_eq!(combined(&per_key(&[1, 4]), true), Granted(5));
        assert_eq!(combined(&per_key(&[0, -2]), false), Refused);
        assert_eq!(combined(&[Granted(1), Unknown], false), Unknown);
        assert_eq!(combined(&[], true), Refused);
        assert_eq!(Granted(2).describe(), "granted 2");
        assert_eq!(Unknown.describe(), "unknown");
    }

    #[test]
    fn the_state_is_reused_within_its_ttl_only() {
        let t0 = Instant::now();
        let mut cache = StateCache::default();
        assert_eq!(cache.fresh(t0), None);
        cache.store(State::Mysql, t0);
        assert_eq!(
            cache.fresh(t0 + Duration::from_millis(999)),
            Some(State::Mysql)
        );
        assert_eq!(cache.fresh(t0 + STATE_TTL), None);
    }
}
