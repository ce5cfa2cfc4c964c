//! Shadow mode on the two stores: [`Shadow`] runs the reference library's
//! reserve, claim and release on the legacy Redis counters
//! (`crate::shadow::legacy`'s scripts) and on the pool (`Db::reserve`,
//! `Db::claim`, `Db::release_hold`), in the order the database's cutover
//! state asks (`crate::shadow::dual`), undoes what the store that did not
//! decide granted beyond the one that did, and records each disagreement
//! in `shadow_disagreements` and the operations in `shadow_operations`.
//!
//! Per state (the source of truth is asked first, so its answer never
//! waits on the other store's failure):
//! - `redis`: only Redis; a claim deducts the ledger for the legacy holds
//!   (`Db::claim_ledger_only`), as the legacy code did: the holds are
//!   claimed in Redis first, so a ledger write that fails after them is the
//!   caller's error with the holds gone (the legacy design's two writes,
//!   the window the pool's one transaction closes).
//! - `shadow`: Redis, then the pool. Redis unreachable: nothing is written
//!   to the pool, the operation fails ([`ShadowError::RedisUnreachable`])
//!   and counts as an `unknown` disagreement. The pool failing is an
//!   `unknown` disagreement, never the caller's error, except on a claim
//!   whose ledger could not be deducted at all.
//! - `mysql`: the pool, then Redis, kept current for a rollback. Redis
//!   unreachable: its write is skipped and counted
//!   ([`ShadowCounts::redis_skipped`]).
//!
//! The bookkeeping never fails an operation: operations are counted in
//! memory and written at most once a second ([`Shadow::flush`] writes the
//! rest); a disagreement the database cannot take now waits in a bounded
//! queue ([`UNRECORDED_MAX`]) and is written by a later operation, the
//! oldest dropped (and counted) beyond the bound.
//!
//! What a timed-out Redis call did is not known: a reserve Redis applied
//! but whose answer was lost leaves a hold that expires like any other
//! (its units are the legacy sweeper's to give back: `poolctl shadow
//! compare` shows them as `redis-lower` until then).

use super::connect::Db;
use super::cutover::DisagreementRow;
use super::error::DbError;
use super::redis::Redis;
use super::reserve::ReserveError;
use crate::config::RedisUrl;
use crate::cutover::State;
use crate::cutover::sql::{CutoverSql, SHARDS};
use crate::pool::PoolKey;
use crate::pool::sql::PoolSql;
use crate::reserve::{Line, ReserveOptions, ReserveOutcome, ReserveReport, ReserveSql};
use crate::retry::RetryPolicy;
use crate::shadow::dual::{
    self, Answer, Disagreement, Follow, Operation, StateCache, Store, combined, per_key,
};
use crate::shadow::layout::Layout;
use crate::shadow::legacy::{self, Call};
use std::collections::VecDeque;
use std::time::{Duration, Instant};

/// How long a Redis call may take before Redis counts as unreachable for
/// this operation.
pub const REDIS_TIMEOUT: Duration = Duration::from_millis(500);
/// How long after a failed Redis call operations answer at once without
/// trying Redis again.
pub const REDIS_RETRY: Duration = Duration::from_secs(1);
/// Disagreements kept while the database cannot take them.
pub const UNRECORDED_MAX: usize = 10_000;
/// How often the operation count and waiting disagreements are written.
const WRITE_EVERY: Duration = Duration::from_secs(1);

/// One operation's result on both stores.
#[derive(Debug, Clone)]
pub struct Dual {
    pub state: State,
    /// The source of truth's answer: the caller's.
    pub answer: Answer,
    /// Per key (a reserve's lines, a claim's or release's keys): what
    /// Redis answered, and what the pool answered (`None`: not asked).
    pub keys: Vec<(PoolKey, Answer, Option<Answer>)>,
    /// The disagreement, when the stores answered differently.
    pub disagreement: Option<Disagreement>,
    /// Redis unreachable while the pool decides: its write was skipped.
    pub redis_skipped: bool,
    /// Why Redis could not be asked, when it could not.
    pub redis_error: Option<String>,
    /// Why the pool could not be asked, when it could not.
    pub pool_error: Option<String>,
    /// An undo (the non-deciding store's grant given back) that failed.
    pub undo_error: Option<String>,
    /// The pool's own report of a reserve, when it was asked.
    pub pool_report: Option<ReserveReport>,
}

#[derive(Debug, thiserror::Error)]
pub enum ShadowError {
    #[error(transparent)]
    Reserve(#[from] ReserveError),
    #[error(
        "Redis decides this database's reservations (cutover state {state}) and cannot be \
         asked: {detail}. Nothing was changed in the pool; the operation counts as an unknown \
         disagreement"
    )]
    RedisUnreachable { state: State, detail: String },
    #[error("reading the cutover state: {0}")]
    State(DbError),
}

/// What this [`Shadow`] has done, for the caller's metrics and logs.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ShadowCounts {
    /// Operations (per key) written to both stores.
    pub operations: u64,
    /// Disagreements written to `shadow_disagreements`.
    pub recorded: u64,
    /// Disagreements waiting for the database.
    pub waiting: u64,
    /// Disagreements dropped beyond [`UNRECORDED_MAX`].
    pub dropped: u64,
    /// Redis writes skipped while the pool decides.
    pub redis_skipped: u64,
    /// Undos that failed.
    pub undo_failed: u64,
}

/// Shadow mode for one process and one database.
pub struct Shadow {
    url: RedisUrl,
    layout: Layout,
    sql: CutoverSql,
    pod: String,
    redis: Option<Redis>,
    /// After a failed Redis call: no new try before this, and why.
    redis_down: Option<(Instant, String)>,
    cache: StateCache,
    /// The last state read, used when the database cannot be read now.
    last: Option<State>,
    unwritten_operations: u64,
    written_at: Instant,
    write_failed: bool,
    waiting: VecDeque<DisagreementRow>,
    counts: ShadowCounts,
}

impl Shadow {
    /// Shadow mode writing to the Redis at `url` under `layout`, recording
    /// in the tables of `sql` as `pod`.
    pub fn new(url: RedisUrl, layout: Layout, sql: CutoverSql, pod: &str) -> Shadow {
        Shadow {
            url,
            layout,
            sql,
            pod: pod.to_string(),
            redis: None,
            redis_down: None,
            cache: StateCache::default(),
            last: None,
            unwritten_operations: 0,
            written_at: Instant::now(),
            write_failed: false,
            waiting: VecDeque::new(),
            counts: ShadowCounts::default(),
        }
    }

    pub fn counts(&self) -> ShadowCounts {
        ShadowCounts {
            waiting: self.waiting.len() as u64,
            ..self.counts
        }
    }

    /// The cutover state, read at most once per [`dual::STATE_TTL`]; the
    /// last one read when the database cannot be read now (a MySQL outage
    /// in the `shadow` state must not stop Redis's sales).
    pub fn state(&mut self, db: &mut Db) -> Result<State, ShadowError> {
        let now = Instant::now();
        if let Some(state) = self.cache.fresh(now) {
            return Ok(state);
        }
        match db.cutover_state(&self.sql) {
            Ok(row) => {
                self.cache.store(row.state, now);
                self.last = Some(row.state);
                Ok(row.state)
            }
            Err(e) => self.last.ok_or(ShadowError::State(e)),
        }
    }

    /// Reserve `lines` for `checkout` (`Db::reserve` on the pool, the
    /// [`legacy::RESERVE`] script on Redis).
    pub fn reserve(
        &mut self,
        db: &mut Db,
        sql: &ReserveSql,
        pool_sql: &PoolSql,
        checkout: &str,
        lines: &[Line],
        opts: &ReserveOptions,
    ) -> Result<Dual, ShadowError> {
        crate::reserve::validate(checkout, lines).map_err(ReserveError::from)?;
        let state = self.state(db)?;
        let pairs: Vec<(PoolKey, u64)> = lines.iter().map(|l| (l.key, l.quantity)).collect();
        let keys: Vec<PoolKey> = lines.iter().map(|l| l.key).collect();
        let call = self.layout.reserve_call(checkout, &pairs);
        let on_lines = |cart: Answer| -> Vec<Answer> {
            lines
                .iter()
                .map(|l| match cart {
                    Answer::Granted(_) => Answer::Granted(l.quantity),
                    other => other,
                })
                .collect()
        };
        let from_redis = |r: &[i64]| {
            if r.first() == Some(&1) {
                Answer::Granted(pairs.iter().map(|p| p.1).sum())
            } else {
                Answer::Refused
            }
        };
        let mut dual = Dual::new(state);
        match state {
            State::Redis => {
                let redis =
                    self.decide_on_redis(state, legacy::RESERVE, &call, "reserving", from_redis)?;
                dual.answer = redis;
                dual.keys = zip(&keys, &on_lines(redis), None);
                Ok(dual)
            }
            State::Shadow => {
                let redis = match self.legacy(legacy::RESERVE, &call, "reserving") {
                    Ok(r) => from_redis(&r),
                    Err(detail) => {
                        return Err(self.unreachable(
                            db,
                            state,
                            checkout,
                            Operation::Reserve,
                            &keys,
                            detail,
                        ));
                    }
                };
                let pool = match db.reserve(sql, pool_sql, checkout, lines, opts) {
                    Ok(report) => {
                        let answer = pool_answer(&report);
                        dual.pool_report = Some(report);
                        answer
                    }
                    Err(e) => {
                        dual.pool_error = Some(e.to_string());
                        Answer::Unknown
                    }
                };
                let settled = dual::settle(state, redis, pool);
                if settled.undo == Some(Store::Pool) {
                    dual.undo_error = self.undo_pool(db, sql, checkout, &keys, &opts.retry);
                }
                dual.answer = settled.answer;
                dual.disagreement = settled.disagreement;
                dual.keys = zip(&keys, &on_lines(redis), Some(&on_lines(pool)));
                self.settle(db, checkout, Operation::Reserve, &dual);
                Ok(dual)
            }
            State::Mysql => {
                let report = db.reserve(sql, pool_sql, checkout, lines, opts)?;
                let pool = pool_answer(&report);
                dual.pool_report = Some(report);
                let redis = match self.legacy(legacy::RESERVE, &call, "reserving") {
                    Ok(r) => from_redis(&r),
                    Err(detail) => {
                        dual.redis_error = Some(detail);
                        Answer::Unknown
                    }
                };
                let settled = dual::settle(state, redis, pool);
                if settled.undo == Some(Store::Redis) {
                    let undo = self.layout.release_call(checkout, &keys);
                    if let Err(e) = self.legacy(legacy::RELEASE, &undo, "giving back a reserve") {
                        dual.undo_error = Some(e);
                    }
                }
                dual.answer = settled.answer;
                dual.disagreement = settled.disagreement;
                dual.redis_skipped = settled.redis_skipped;
                dual.keys = zip(&keys, &on_lines(redis), Some(&on_lines(pool)));
                self.settle(db, checkout, Operation::Reserve, &dual);
                Ok(dual)
            }
        }
    }

    /// Payment succeeded: claim `checkout`'s holds in `keys` (the
    /// [`legacy::CLAIM`] script on Redis, `Db::claim` on the pool) and
    /// deduct the sale from the ledger once.
    pub fn claim(
        &mut self,
        db: &mut Db,
        sql: &ReserveSql,
        checkout: &str,
        keys: &[PoolKey],
        retry: &RetryPolicy,
    ) -> Result<Dual, ShadowError> {
        let keys = sorted(keys);
        let state = self.state(db)?;
        let call = self.layout.claim_call(checkout, &keys);
        let mut dual = Dual::new(state);
        let legacy_lines = |redis: &[Answer]| -> Vec<(PoolKey, u64)> {
            keys.iter()
                .zip(redis)
                .filter_map(|(k, a)| a.quantity().map(|q| (*k, q)))
                .collect()
        };
        match state {
            State::Redis => {
                let mut redis = Vec::new();
                let cart = self.decide_on_redis(state, legacy::CLAIM, &call, "claiming", |r| {
                    redis = per_key(r);
                    combined(&redis, true)
                })?;
                if let Answer::Granted(_) = cart {
                    db.claim_ledger_only(sql, &legacy_lines(&redis), retry)?;
                }
                dual.answer = cart;
                dual.keys = zip(&keys, &redis, None);
                Ok(dual)
            }
            State::Shadow => {
                let redis = match self.legacy(legacy::CLAIM, &call, "claiming") {
                    Ok(r) => per_key(&r),
                    Err(detail) => {
                        return Err(self.unreachable(
                            db,
                            state,
                            checkout,
                            Operation::Claim,
                            &keys,
                            detail,
                        ));
                    }
                };
                let cart = combined(&redis, true);
                let pool = match dual::follow_claim(cart) {
                    Follow::Claim => match db.claim(sql, checkout, &keys, retry) {
                        Ok(claimed) => claimed.iter().map(|c| Answer::Granted(c.1)).collect(),
                        Err(e) => {
                            // The pool lacks a hold (or could not be
                            // asked): the sale Redis granted goes to the
                            // ledger alone (failing that, the caller must
                            // know), and the pool's other holds of the
                            // checkout go back.
                            db.claim_ledger_only(sql, &legacy_lines(&redis), retry)?;
                            match e {
                                ReserveError::NotHeld { .. } => {
                                    self.release_pool(db, sql, checkout, &keys, retry, &mut dual)
                                }
                                other => {
                                    dual.pool_error = Some(other.to_string());
                                    vec![Answer::Unknown; keys.len()]
                                }
                            }
                        }
                    },
                    Follow::Release | Follow::Nothing => {
                        self.release_pool(db, sql, checkout, &keys, retry, &mut dual)
                    }
                };
                dual.answer = cart;
                dual.disagreement = first_disagreement(&redis, &pool);
                dual.keys = zip(&keys, &redis, Some(&pool));
                self.settle(db, checkout, Operation::Claim, &dual);
                Ok(dual)
            }
            State::Mysql => {
                let pool = match db.claim(sql, checkout, &keys, retry) {
                    Ok(claimed) => claimed.iter().map(|c| Answer::Granted(c.1)).collect(),
                    Err(ReserveError::NotHeld { .. }) => vec![Answer::Refused; keys.len()],
                    Err(e) => return Err(e.into()),
                };
                let cart = combined(&pool, true);
                let (script, follow) = match dual::follow_claim(cart) {
                    Follow::Claim => (legacy::CLAIM, call),
                    _ => (legacy::RELEASE, self.layout.release_call(checkout, &keys)),
                };
                let redis = self.follow(script, &follow, "claiming", keys.len(), &mut dual);
                dual.answer = cart;
                // Redis skipped: counted, not a disagreement (as for a reserve).
                dual.disagreement = if dual.redis_skipped {
                    None
                } else {
                    first_disagreement(&redis, &pool)
                };
                dual.keys = zip(&keys, &redis, Some(&pool));
                self.settle(db, checkout, Operation::Claim, &dual);
                Ok(dual)
            }
        }
    }

    /// The checkout was abandoned: release `checkout`'s holds in `keys`
    /// (the [`legacy::RELEASE`] script on Redis, `Db::release_hold` on the
    /// pool, key by key). Each store answers the quantity it held per key.
    pub fn release(
        &mut self,
        db: &mut Db,
        sql: &ReserveSql,
        checkout: &str,
        keys: &[PoolKey],
        retry: &RetryPolicy,
    ) -> Result<Dual, ShadowError> {
        let keys = sorted(keys);
        let state = self.state(db)?;
        let call = self.layout.release_call(checkout, &keys);
        let mut dual = Dual::new(state);
        match state {
            State::Redis => {
                let mut redis = Vec::new();
                dual.answer =
                    self.decide_on_redis(state, legacy::RELEASE, &call, "releasing", |r| {
                        redis = per_key(r);
                        combined(&redis, false)
                    })?;
                dual.keys = zip(&keys, &redis, None);
                Ok(dual)
            }
            State::Shadow => {
                let redis = match self.legacy(legacy::RELEASE, &call, "releasing") {
                    Ok(r) => per_key(&r),
                    Err(detail) => {
                        return Err(self.unreachable(
                            db,
                            state,
                            checkout,
                            Operation::Release,
                            &keys,
                            detail,
                        ));
                    }
                };
                let pool = self.release_pool(db, sql, checkout, &keys, retry, &mut dual);
                dual.answer = combined(&redis, false);
                dual.disagreement = first_disagreement(&redis, &pool);
                dual.keys = zip(&keys, &redis, Some(&pool));
                self.settle(db, checkout, Operation::Release, &dual);
                Ok(dual)
            }
            State::Mysql => {
                let mut pool = Vec::with_capacity(keys.len());
                let mut failed = None;
                for key in &keys {
                    match db.release_hold(sql, checkout, key, retry) {
                        Ok((held, _)) => pool.push(Answer::Granted(held)),
                        Err(ReserveError::NotHeld { .. }) => pool.push(Answer::Refused),
                        Err(e) => {
                            failed = Some(e);
                            break;
                        }
                    }
                }
                // What the pool released, Redis releases too, even when a
                // later key failed.
                let done = &keys[..pool.len()];
                let follow = self.layout.release_call(checkout, done);
                let redis =
                    self.follow(legacy::RELEASE, &follow, "releasing", done.len(), &mut dual);
                if let Some(e) = failed {
                    return Err(e.into());
                }
                dual.answer = combined(&pool, false);
                // Redis skipped: counted, not a disagreement (as for a reserve).
                dual.disagreement = if dual.redis_skipped {
                    None
                } else {
                    first_disagreement(&redis, &pool)
                };
                dual.keys = zip(&keys, &redis, Some(&pool));
                self.settle(db, checkout, Operation::Release, &dual);
                Ok(dual)
            }
        }
    }

    /// Write the operation count and the waiting disagreements now (a
    /// process that stops calls this last).
    pub fn flush(&mut self, db: &mut Db) -> Result<(), DbError> {
        self.write(db, true)
    }

    /// Redis deciding alone (the `redis` state): its answer, or the
    /// operation's error.
    fn decide_on_redis(
        &mut self,
        state: State,
        script: &'static str,
        call: &Call,
        action: &str,
        answer: impl FnOnce(&[i64]) -> Answer,
    ) -> Result<Answer, ShadowError> {
        self.legacy(script, call, action)
            .map(|r| answer(&r))
            .map_err(|detail| ShadowError::RedisUnreachable { state, detail })
    }

    /// Redis following the pool (the `mysql` state): per key, unknown (and
    /// the write skipped) when Redis cannot be asked.
    fn follow(
        &mut self,
        script: &'static str,
        call: &Call,
        action: &str,
        n: usize,
        dual: &mut Dual,
    ) -> Vec<Answer> {
        if n == 0 {
            return Vec::new();
        }
        match self.legacy(script, call, action) {
            Ok(r) => per_key(&r),
            Err(detail) => {
                dual.redis_skipped = true;
                dual.redis_error = Some(detail);
                vec![Answer::Unknown; n]
            }
        }
    }

    /// The pool's holds of `keys` given back, key by key: what each held
    /// (refused: none; unknown: the pool could not be asked).
    fn release_pool(
        &mut self,
        db: &mut Db,
        sql: &ReserveSql,
        checkout: &str,
        keys: &[PoolKey],
        retry: &RetryPolicy,
        dual: &mut Dual,
    ) -> Vec<Answer> {
        keys.iter()
            .map(|key| match db.release_hold(sql, checkout, key, retry) {
                Ok((held, _)) => Answer::Granted(held),
                Err(ReserveError::NotHeld { .. }) => Answer::Refused,
                Err(e) => {
                    dual.pool_error = Some(e.to_string());
                    Answer::Unknown
                }
            })
            .collect()
    }

    /// A reserve the pool granted and Redis did not: given back.
    fn undo_pool(
        &mut self,
        db: &mut Db,
        sql: &ReserveSql,
        checkout: &str,
        keys: &[PoolKey],
        retry: &RetryPolicy,
    ) -> Option<String> {
        let mut error = None;
        for key in keys {
            match db.release(sql, checkout, key, retry) {
                Ok(_) | Err(ReserveError::NotHeld { .. }) => {}
                Err(e) => error = Some(e.to_string()),
            }
        }
        error
    }

    /// One script call on Redis, connecting first when needed; the reason
    /// it could not be made.
    fn legacy(
        &mut self,
        script: &'static str,
        call: &Call,
        action: &str,
    ) -> Result<Vec<i64>, String> {
        if self.redis.is_none() {
            if let Some((until, why)) = &self.redis_down
                && Instant::now() < *until
            {
                return Err(why.clone());
            }
            match Redis::connect_within(&self.url, REDIS_TIMEOUT) {
                Ok(r) => self.redis = Some(r),
                Err(e) => return Err(self.redis_failed(e.to_string())),
            }
        }
        let result = match self.redis.as_mut() {
            Some(r) => r.script(script, &call.keys, &call.args, action),
            None => return Err("not connected".to_string()),
        };
        match result {
            Ok(answer) => {
                self.redis_down = None;
                Ok(answer)
            }
            Err(e) => {
                self.redis = None;
                Err(self.redis_failed(e.to_string()))
            }
        }
    }

    fn redis_failed(&mut self, why: String) -> String {
        self.redis_down = Some((Instant::now() + REDIS_RETRY, why.clone()));
        why
    }

    /// Redis could not be asked while it decides: the unknown recorded,
    /// the caller's error.
    fn unreachable(
        &mut self,
        db: &mut Db,
        state: State,
        checkout: &str,
        operation: Operation,
        keys: &[PoolKey],
        detail: String,
    ) -> ShadowError {
        let mut dual = Dual::new(state);
        dual.disagreement = Some(Disagreement::Unknown);
        dual.keys = keys.iter().map(|k| (*k, Answer::Unknown, None)).collect();
        self.settle(db, checkout, operation, &dual);
        ShadowError::RedisUnreachable { state, detail }
    }

    /// Count the operation and record its disagreement, one row per key
    /// the stores answered differently (every key, for an unknown).
    fn settle(&mut self, db: &mut Db, checkout: &str, operation: Operation, dual: &Dual) {
        let n = dual.keys.len() as u64;
        self.counts.operations += n;
        self.unwritten_operations += n;
        if dual.redis_skipped {
            self.counts.redis_skipped += 1;
        }
        if dual.undo_error.is_some() {
            self.counts.undo_failed += 1;
        }
        if dual.disagreement.is_some() {
            let source_of_truth = match dual.state {
                State::Mysql => State::Mysql,
                _ => State::Redis,
            };
            for (key, redis, pool) in &dual.keys {
                if dual::disagreement(*redis, pool.unwrap_or(Answer::Unknown)).is_none() {
                    continue;
                }
                if self.waiting.len() >= UNRECORDED_MAX {
                    self.waiting.pop_front();
                    self.counts.dropped += 1;
                }
                self.waiting.push_back(DisagreementRow {
                    pod: self.pod.clone(),
                    key: *key,
                    checkout: checkout.to_string(),
                    operation,
                    redis: redis.describe(),
                    mysql: pool.map_or_else(|| "not asked".to_string(), Answer::describe),
                    source_of_truth,
                });
            }
        }
        let _ = self.write(db, false);
    }

    /// Write what waits: disagreements at once and the operation count
    /// every [`WRITE_EVERY`]; after a failed write, nothing before the next
    /// [`WRITE_EVERY`]; everything now when `force`.
    fn write(&mut self, db: &mut Db, force: bool) -> Result<(), DbError> {
        let now = Instant::now();
        let due = now.saturating_duration_since(self.written_at) >= WRITE_EVERY;
        let held_back = self.write_failed && !due;
        if !force && (held_back || (!due && self.waiting.is_empty())) {
            return Ok(());
        }
        let result = self.write_now(db, force || due);
        self.write_failed = result.is_err();
        if result.is_err() || force || due {
            self.written_at = now;
        }
        result
    }

    fn write_now(&mut self, db: &mut Db, count: bool) -> Result<(), DbError> {
        while let Some(row) = self.waiting.front() {
            db.record_disagreement(&self.sql, row)?;
            self.waiting.pop_front();
            self.counts.recorded += 1;
        }
        if count && self.unwritten_operations > 0 {
            let shard = fastrand::u8(..SHARDS);
            db.count_shadow_operations(&self.sql, shard, self.unwritten_operations)?;
            self.unwritten_operations = 0;
        }
        Ok(())
    }
}

impl Dual {
    fn new(state: State) -> Dual {
        Dual {
            state,
            answer: Answer::Unknown,
            keys: Vec::new(),
            disagreement: None,
            redis_skipped: false,
            redis_error: None,
            pool_error: None,
            undo_error: None,
            pool_report: None,
        }
    }
}

/// A pool reserve's answer.
fn pool_answer(report: &ReserveReport) -> Answer {
    match &report.outcome {
        ReserveOutcome::Held(held) => {
            Answer::Granted(held.iter().map(|h| h.from_pool + h.from_ledger).sum())
        }
        ReserveOutcome::SoldOut(_) => Answer::Refused,
    }
}

/// The first key's disagreement, for the operation.
fn first_disagreement(redis: &[Answer], pool: &[Answer]) -> Option<Disagreement> {
    redis
        .iter()
        .zip(pool)
        .find_map(|(r, p)| dual::disagreement(*r, *p))
}

fn zip(
    keys: &[PoolKey],
    redis: &[Answer],
    pool: Option<&[Answer]>,
) -> Vec<(PoolKey, Answer, Option<Answer>)> {
    keys.iter()
        .enumerate()
        .map(|(i, k)| {
            (
                *k,
                redis.get(i).copied().unwrap_or(Answer::Unknown),
                pool.map(|p| p.get(i).copied().unwrap_or(Answer::Unknown)),
            )
        })
        .collect()
}

fn sorted(keys: &[PoolKey]) -> Vec<PoolKey> {
    let mut keys = keys.to_vec();
    keys.sort_by_key(|k| (k.shop, k.item, k.location));
    keys.dedup();
    keys
}
