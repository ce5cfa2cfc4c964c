//! Shadow mode's decisions for one operation (reserve, claim, release)
//! written to both stores: which store's answer the caller gets, which
//! disagreement is recorded, which store's write is undone, and whether
//! the Redis write was skipped; and how long the library trusts the
//! cutover state it read ([`STATE_TTL`], [`StateCache`]). Pure: the
//! reference library's seam (`crate::db::reserve`) runs the writes and
//! records what these functions decide.
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
