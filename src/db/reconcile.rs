//! Reconcile on the server, with the statements of
//! [`crate::pool::reconcile_sql::ReconcileSql`]: the chunked scan (one
//! consistent snapshot per chunk) and the repair transaction of `--apply`.
//! What the numbers mean is `crate::pool::reconcile`.
//!
//! The ledger read takes one row past the chunk, so a pool named twice is
//! refused even when its two rows fall on either side of a chunk's end
//! (`super::ledger::page`).

use super::connect::Db;
use super::error::DbError;
use super::ledger;
use crate::pool::reconcile::{PoolState, join_chunk};
use crate::pool::reconcile_sql::{GRANT_REPAIR, ReconcileSql, range_binds};
use crate::pool::sql::GRANT_READ;
use crate::pool::{Observation, PoolKey};
use mysql::prelude::Queryable;
use mysql::{IsolationLevel, TxOpts};

type Key4<T> = (u64, u64, u64, T);

fn key_of<T>(r: &Key4<T>) -> PoolKey {
    PoolKey {
        shop: r.0,
        item: r.1,
        location: r.2,
    }
}

/// One chunk of the scan.
#[derive(Debug, Clone)]
pub struct Chunk {
    pub pools: Vec<PoolState>,
    /// The range's upper end (the last ledger key read); `None` when the
    /// ledger ran out and the range was open-ended: the scan is complete.
    pub last: Option<PoolKey>,
}

/// What a repair transaction found and did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Repaired {
    /// The fresh read under the lock, before any change.
    pub before: Observation,
    pub expired_quantity: u64,
    pub released_holds: u64,
    pub removed: u64,
}

impl Db {
    /// Refuses a ledger whose key columns are not whole numbers
    /// ([`crate::schema::ledger_keys_not_whole`]): [`Self::reconcile_chunk`]
    /// pages the ledger in its own key order, which for text is not the
    /// pools' order. A ledger table that does not exist is left to the
    /// preflight's message.
    pub fn ledger_keys_pageable(
        &mut self,
        database: &str,
        ledger: &crate::config::LedgerMapping,
    ) -> Result<(), DbError> {
        let Some(t) = self.table_facts(database, &ledger.table)? else {
            return Ok(());
        };
        let text = crate::schema::ledger_keys_not_whole(&t, ledger);
        if text.is_empty() {
            return Ok(());
        }
        Err(DbError::Other {
            action: "checking the ledger's key columns".into(),
            detail: format!(
                "ledger {}: {}, not an integer column: the scan reads the ledger a chunk at a \
                 time in its key order, which for such a column is not the pools' order (text \
                 sorts '10' before '9'), so it would skip and repeat pools; `poolctl schema \
                 check` names the fix (ledger-column-types)",
                ledger.table,
                text.join(", ")
            ),
        })
    }

    /// The pools in (`cursor`, next `limit` ledger keys], from one consistent
    /// snapshot (REPEATABLE READ, read only, no locks taken).
    pub fn reconcile_chunk(
        &mut self,
        sql: &ReconcileSql,
        cursor: Option<PoolKey>,
        limit: u64,
    ) -> Result<Chunk, DbError> {
        let wire = self.wire.clone();
        let err = |e| wire.error(e, "scanning ledger, pool and holds", GRANT_READ);
        type HoldRow = (u64, u64, u64, u64, u64, u64);
        type Rows = (
            Vec<Key4<Option<i128>>>,
            Option<PoolKey>,
            Vec<Key4<u64>>,
            Vec<HoldRow>,
            Vec<Key4<u64>>,
        );
        let (raw_rows, last, units, holds, caps): Rows = self
            .snapshot(|tx| {
                let lo: Vec<u64> = cursor.map(|k| range_binds(&k).to_vec()).unwrap_or_default();
                let mut params: Vec<u64> = lo.clone();
                params.push(ledger::page_limit(limit));
                let mut raw_rows: Vec<Key4<Option<i128>>> =
                    tx.exec(sql.ledger_page(cursor.is_some()), params)?;
                // The row past the page is read only to be compared
                // (`ledger::page`): the next page starts after `last`.
                let keys: Vec<PoolKey> = raw_rows.iter().map(key_of).collect();
                let (kept, last) = match ledger::page(&keys, limit) {
                    Ok(p) => p,
                    Err(duplicate) => return Ok(Err(duplicate)),
                };
                raw_rows.truncate(kept);
                let [units, holds, caps] = sql.range(cursor.is_some(), last.is_some());
                let mut range = lo;
                if let Some(k) = &last {
                    range.extend(range_binds(k));
                }
                let units = tx.exec(units, &range)?;
                let holds = tx.exec(holds, &range)?;
                let caps = tx.exec(caps, &range)?;
                Ok(Ok((raw_rows, last, units, holds, caps)))
            })
            .map_err(err)??;
        let ledger_rows = raw_rows
            .into_iter()
            .map(|r| Ok((r.0, r.1, r.2, ledger::quantity(r.3, &key_of(&r))?)))
            .collect::<Result<Vec<Key4<Option<i64>>>, DbError>>()?;
        let pools = join_chunk(
            &ledger_rows
                .iter()
                // A NULL available quantity: nothing to sell.
                .map(|r| (key_of(r), r.3.unwrap_or(0)))
                .collect::<Vec<_>>(),
            &units.iter().map(|r| (key_of(r), r.3)).collect::<Vec<_>>(),
            &holds
                .iter()
                .map(|&(s, i, l, h, n, q)| {
                    (
                        PoolKey {
                            shop: s,
                            item: i,
                            location: l,
                        },
                        h,
                        n,
                        q,
                    )
                })
                .collect::<Vec<_>>(),
            &caps.iter().map(|r| (key_of(r), r.3)).collect::<Vec<_>>(),
            sql.default_cap,
        );
        Ok(Chunk { pools, last })
    }

    /// P, H, the expired quantity, L and C of one pool in one statement.
    pub fn reconcile_observe(
        &mut self,
        sql: &ReconcileSql,
        key: &PoolKey,
    ) -> Result<(Observation, u64), DbError> {
        let wire = &self.wire;
        observe(&mut self.conn, sql, key, |e| {
            wire.error(e, &format!("reading pool {key}"), GRANT_READ)
        })
    }

    /// One repair transaction at READ COMMITTED (the caller holds the pool's
    /// named refill lock): lock the refill-state row, read the pool afresh,
    /// release expired holds and remove rows above the target as planned
    /// from that read by `plan`, commit. A claim, reserve or ledger change
    /// committed before the read is seen; reserves taking units right now
    /// are skipped (their rows are locked), never undone.
    pub fn reconcile_repair(
        &mut self,
        sql: &ReconcileSql,
        key: &PoolKey,
        plan: impl Fn(&Observation, u64) -> (bool, u64),
    ) -> Result<Repaired, DbError> {
        let action = format!("repairing pool {key}");
        let err = self.wire.on(&action, GRANT_REPAIR);
        let opts = TxOpts::default().set_isolation_level(Some(IsolationLevel::ReadCommitted));
        let mut tx = self.conn.start_transaction(opts).map_err(err)?;
        let k = (key.shop, key.item, key.location);
        let _state: Option<u64> = tx.exec_first(&sql.lock_state, k).map_err(err)?;
        let (before, expired_quantity) = observe(&mut tx, sql, key, err)?;
        let (release, remove) = plan(&before, expired_quantity);
        let mut released_holds = 0;
        if release {
            tx.exec_drop(&sql.delete_expired, k).map_err(err)?;
            released_holds = tx.affected_rows();
        }
        let mut removed = 0;
        if remove > 0 {
            let ids: Vec<u64> = tx
                .exec(&sql.pick_excess, (key.shop, key.item, key.location, remove))
                .map_err(err)?;
            if !ids.is_empty() {
                tx.exec_drop(sql.delete_units(&ids), k).map_err(err)?;
                removed = tx.affected_rows();
            }
        }
        super::wire::commit(tx, err)?;
        Ok(Repaired {
            before,
            expired_quantity,
            released_holds,
            removed,
        })
    }
}

fn observe(
    q: &mut impl Queryable,
    sql: &ReconcileSql,
    key: &PoolKey,
    err: impl Fn(mysql::Error) -> DbError,
) -> Result<(Observation, u64), DbError> {
    let k = [key.shop, key.item, key.location];
    let params: Vec<u64> = k.iter().copied().cycle().take(15).collect();
    type Row = (u64, u64, u64, Option<i128>, Option<u64>);
    let row: Option<Row> = q.exec_first(&sql.observe, params).map_err(err)?;
    let (units, holds, expired, ledger, cap) = row.unwrap_or((0, 0, 0, None, None));
    Ok((
        Observation {
            units,
            holds,
            ledger: ledger::quantity(ledger, key)?,
            cap: cap.unwrap_or(sql.default_cap),
        },
        expired,
    ))
}
