//! Seeding at cutover on the two stores (`crate::cutover::seed` plans it):
//! the legacy holds read from Redis (`SCAN` of the hold template's glob,
//! then [`legacy::HOLDS`] in batches of [`HOLDS_BATCH`] keys), and each
//! hold the plan seeds made an ordinary reserve of the pool
//! (`Db::reserve`, so the unit comes out of the pool like any sale's)
//! whose expiry is then set to the legacy hold's.

use super::connect::Db;
use super::redis::{Redis, RedisError};
use super::reserve::ReserveError;
use crate::cutover::seed::{LegacyHold, Round};
use crate::pool::sql::PoolSql;
use crate::reserve::sql::GRANT;
use crate::reserve::{Line, ReserveOptions, ReserveOutcome, ReserveSql};
use crate::shadow::layout::Layout;
use crate::shadow::legacy;
use mysql::prelude::Queryable;

/// Hold keys read per [`legacy::HOLDS`] call.
pub const HOLDS_BATCH: usize = 1000;

/// Every legacy hold under `layout`'s hold template: the keys scanned,
/// those that do not read back to ids and a checkout, and each readable
/// one's hold (`None`: gone since the scan).
pub fn legacy_holds(
    redis: &mut Redis,
    layout: &Layout,
) -> Result<(u64, u64, Vec<Option<LegacyHold>>), RedisError> {
    let keys = redis.scan(&layout.hold.scan_pattern())?;
    let scanned = keys.len() as u64;
    let readable: Vec<(String, (crate::pool::PoolKey, String))> = keys
        .into_iter()
        .filter_map(|k| {
            let (ids, checkout) = layout.hold.read_hold(&k)?;
            Some((k, (ids.key(), checkout)))
        })
        .collect();
    let unreadable = scanned - readable.len() as u64;
    let mut holds = Vec::with_capacity(readable.len());
    for batch in readable.chunks(HOLDS_BATCH) {
        let names: Vec<String> = batch.iter().map(|(k, _)| k.clone()).collect();
        let answer = redis.script(legacy::HOLDS, &names, &[], "reading the legacy holds")?;
        for ((_, ids), pair) in batch.iter().zip(answer.chunks(2)) {
            let (q, pttl) = (
                pair.first().copied().unwrap_or(0),
                pair.get(1).copied().unwrap_or(-2),
            );
            holds.push(crate::cutover::seed::legacy_hold(ids.clone(), q, pttl));
        }
    }
    Ok((scanned, unreadable, holds))
}

impl Db {
    /// Bring `holds` into the pool, counting into `round`: each one the
    /// pool already holds for its checkout is left; each other one is
    /// reserved (with `dry_run`, only counted) and set to expire with its
    /// legacy hold; one the pool cannot hold (sold out, or a checkout id
    /// the pool cannot store) is listed in `round.unseeded`.
    pub fn seed_holds(
        &mut self,
        sql: &ReserveSql,
        pool_sql: &PoolSql,
        holds: Vec<LegacyHold>,
        dry_run: bool,
        round: &mut Round,
    ) -> Result<(), ReserveError> {
        let opts = ReserveOptions {
            refill_ahead: None,
            ..ReserveOptions::default()
        };
        for hold in holds {
            let key = hold.key();
            let at = (key.shop, key.item, key.location, hold.checkout.as_str());
            let held: Option<u64> =
                self.conn
                    .exec_first(&sql.release_quantity, at)
                    .map_err(|e| {
                        ReserveError::Db(self.wire.error(e, "reading the pool's holds", GRANT))
                    })?;
            if held.is_some() {
                round.in_pool += 1;
                continue;
            }
            if dry_run {
                round.seeded += 1;
                continue;
            }
            let line = Line {
                key,
                quantity: hold.quantity,
            };
            match self.reserve(sql, pool_sql, &hold.checkout, &[line], &opts) {
                Ok(r) if matches!(r.outcome, ReserveOutcome::Held(_)) => {
                    if let Some(ms) = hold.ttl_ms {
                        let micros = ms.saturating_mul(1000);
                        self.conn
                            .exec_drop(&sql.hold_expires_in, (micros, at.0, at.1, at.2, at.3))
                            .map_err(|e| {
                                ReserveError::Db(self.wire.error(
                                    e,
                                    "setting a seeded hold's expiry",
                                    GRANT,
                                ))
                            })?;
                    }
                    round.seeded += 1;
                }
                Ok(_) | Err(ReserveError::Request(_)) => round.unseeded.push(hold),
                Err(e) => return Err(e),
            }
        }
        Ok(())
    }
}
