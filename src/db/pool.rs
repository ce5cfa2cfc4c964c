//! The pool on the server: one-statement observations of a pool, the pools
//! with stock, and refill transactions, with the statements of
//! [`crate::pool::sql::PoolSql`]; what to do with the numbers is decided in
//! `crate::pool`.

use super::connect::Db;
use super::error::{DbError, codes};
use super::ledger;
use crate::config::TableNames;
use crate::pool::sql::{GRANT_READ, GRANT_WRITE, PoolSql, failpoint_sleep};
use crate::pool::{Failpoint, Observation, PoolKey};
use crate::session;
use mysql::prelude::Queryable;
use mysql::{IsolationLevel, TxOpts};

fn key3(k: &PoolKey) -> (u64, u64, u64) {
    (k.shop, k.item, k.location)
}

fn key12(k: &PoolKey) -> Vec<mysql::Value> {
    let mut v = Vec::with_capacity(12);
    for _ in 0..4 {
        v.extend([k.shop.into(), k.item.into(), k.location.into()]);
    }
    v
}

type ObservedRow = (u64, u64, Option<i128>, Option<u64>);

fn observation(
    row: Option<ObservedRow>,
    default_cap: u32,
    key: &PoolKey,
) -> Result<Observation, DbError> {
    let (units, holds, ledger, cap) = row.unwrap_or((0, 0, None, None));
    Ok(Observation {
        units,
        holds,
        ledger: ledger::quantity(ledger, key)?,
        cap: cap.unwrap_or(u64::from(default_cap)),
    })
}

/// The configuration names a table or column the server does not have.
#[derive(Debug, thiserror::Error)]
#[error("{hint}")]
pub struct PreflightError {
    /// What to fix, and where.
    pub hint: String,
    #[source]
    pub source: DbError,
}

/// What one refill transaction did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Batch {
    /// `rows` units inserted and committed, sized from `before`.
    Added { rows: u64, before: Observation },
    /// Nothing left to add; `now` is the read that found it (nothing written).
    Done { now: Observation },
    /// The pool had no refill-state row: it was created, call again.
    StateCreated,
}

impl Db {
    /// How long a refill statement waits for a row lock before error 1205.
    pub fn set_lock_wait_timeout(&mut self, secs: u64) -> Result<(), DbError> {
        self.conn
            .exec_drop(session::SET_ROW_LOCK_WAIT, (secs.max(1),))
            .map_err(|e| {
                self.wire
                    .error(e, "setting innodb_lock_wait_timeout", "no privilege")
            })
    }

    /// True when the connection still answers.
    pub fn alive(&mut self) -> bool {
        self.conn.ping().is_ok()
    }

    /// Pools whose ledger row has stock (available > 0), optionally of one shop.
    pub fn pools_with_stock(
        &mut self,
        sql: &PoolSql,
        shop: Option<u64>,
    ) -> Result<Vec<PoolKey>, DbError> {
        let rows: Vec<(u64, u64, u64)> = match shop {
            Some(s) => self.conn.exec(&sql.list_shop, (s,)),
            None => self.conn.query(&sql.list),
        }
        .map_err(|e| {
            self.wire
                .error(e, "listing pools with stock in the ledger", GRANT_READ)
        })?;
        Ok(rows
            .into_iter()
            .map(|(shop, item, location)| PoolKey {
                shop,
                item,
                location,
            })
            .collect())
    }

    /// The first query of a run names every table and column of the
    /// configuration: fail there, once, with what to fix, rather than once
    /// per pool.
    pub fn preflight_pool(
        &mut self,
        sql: &PoolSql,
        tables: &TableNames,
    ) -> Result<(), PreflightError> {
        let probe = PoolKey {
            shop: 0,
            item: 0,
            location: 0,
        };
        let Err(source) = self.observe_pool(sql, &probe) else {
            return Ok(());
        };
        let t = tables;
        let hint = match source.server_code() {
            Some(codes::NO_SUCH_TABLE) => format!(
                "a table poolctl reads does not exist: the pool tables ({}, {}, {}, {}) come from \
                 `poolctl migrate run`; the ledger table is [ledger] table in poolctl.toml",
                t.units, t.holds, t.caps, t.refill_state
            ),
            Some(codes::BAD_FIELD) => "a column poolctl reads does not exist: fix the [ledger] \
                 column names in poolctl.toml (`poolctl schema check` checks the mapping)"
                .to_string(),
            _ => "check the connection and grants".to_string(),
        };
        Err(PreflightError { hint, source })
    }

    /// How many rows of the ledger name no pool (a NULL or negative shop,
    /// item or location: `crate::pool::sql::Quoted::ledger_keyed`, which
    /// every read of ledger keys leaves out), and one such key as text, by
    /// `sql` ([`crate::pool::sql::ledger_unkeyed`]).
    pub fn ledger_unkeyed(&mut self, sql: &str) -> Result<(u64, Option<String>), DbError> {
        let row: Option<(u64, Option<String>)> = self
            .conn
            .query_first(sql)
            .map_err(|e| self.wire.error(e, "reading the ledger's keys", GRANT_READ))?;
        Ok(row.unwrap_or((0, None)))
    }

    /// P, H, L and C of one pool in one statement (no locks taken).
    pub fn observe_pool(&mut self, sql: &PoolSql, key: &PoolKey) -> Result<Observation, DbError> {
        let row: Option<ObservedRow> =
            self.conn
                .exec_first(&sql.observe, key12(key))
                .map_err(|e| {
                    self.wire
                        .error(e, &format!("reading pool {key}"), GRANT_READ)
                })?;
        observation(row, sql.default_cap, key)
    }

    /// One refill transaction at READ COMMITTED: lock the pool's refill-state
    /// row, count P, H, L, C in one statement, insert up to `max_rows` of the
    /// deficit with ids from `next_unit_id`, advance it, commit. `first` marks
    /// the first transaction of a refill (for the bookkeeping columns).
    /// Any error rolls the transaction back (the `Transaction` drops).
    pub fn refill_batch(
        &mut self,
        sql: &PoolSql,
        key: &PoolKey,
        max_rows: u64,
        first: bool,
        failpoint: Option<Failpoint>,
    ) -> Result<Batch, DbError> {
        let action = format!("refilling pool {key}");
        let err = self.wire.on(&action, GRANT_WRITE);
        let opts = TxOpts::default().set_isolation_level(Some(IsolationLevel::ReadCommitted));
        let mut tx = self.conn.start_transaction(opts).map_err(err)?;
        let next: Option<u64> = tx.exec_first(&sql.lock_state, key3(key)).map_err(err)?;
        let now = match failpoint {
            Some(Failpoint::TwoReads { ms }) => {
                // The wrong way (test only): H in one read, P in another.
                let holds: Option<u64> = tx.exec_first(&sql.holds_only, key3(key)).map_err(err)?;
                sleep(&mut tx, "refill-two-reads", ms).map_err(err)?;
                let row: Option<ObservedRow> =
                    tx.exec_first(&sql.observe, key12(key)).map_err(err)?;
                Observation {
                    holds: holds.unwrap_or(0),
                    ..observation(row, sql.default_cap, key)?
                }
            }
            other => {
                if let Some(Failpoint::PauseBeforeCount { ms }) = other {
                    sleep(&mut tx, "refill-pause-before-count", ms).map_err(err)?;
                }
                let row: Option<ObservedRow> =
                    tx.exec_first(&sql.observe, key12(key)).map_err(err)?;
                observation(row, sql.default_cap, key)?
            }
        };
        let rows = now.deficit().min(max_rows.max(1));
        if rows == 0 {
            super::wire::commit(tx, err)?;
            return Ok(Batch::Done { now });
        }
        let Some(next) = next else {
            super::wire::rollback(tx, err)?;
            self.conn
                .exec_drop(
                    &sql.ensure_state,
                    (
                        key.shop,
                        key.item,
                        key.location,
                        key.shop,
                        key.item,
                        key.location,
                    ),
                )
                .map_err(|e| {
                    self.wire.error(
                        e,
                        &format!("creating the refill-state row of pool {key}"),
                        GRANT_WRITE,
                    )
                })?;
            return Ok(Batch::StateCreated);
        };
        // Unit ids never wrap: the new next id must fit the column.
        let Some(after) = next.checked_add(rows) else {
            super::wire::rollback(tx, err)?;
            return Err(DbError::UnitIdsExhausted {
                pool: key.to_string(),
                next,
                rows,
            });
        };
        tx.query_drop(sql.insert(key, next, rows)).map_err(err)?;
        tx.exec_drop(
            &sql.advance,
            (
                after,
                first,
                rows,
                rows,
                u64::from(first),
                key.shop,
                key.item,
                key.location,
            ),
        )
        .map_err(err)?;
        if let Some(Failpoint::PauseBeforeCommit { ms }) = failpoint {
            sleep(&mut tx, "refill-pause-before-commit", ms).map_err(err)?;
        }
        if let Some(f) = &self.fence {
            let held: Option<u64> = tx
                .exec_first(
                    session::lock_call(None, session::LockCall::IsUsed),
                    (&f.lock,),
                )
                .map_err(err)?
                .flatten();
            if held != Some(f.holder) {
                super::wire::rollback(tx, err)?;
                return Err(DbError::Fenced {
                    action,
                    holder: f.holder,
                    now: held,
                });
            }
        }
        super::wire::commit(tx, err)?;
        Ok(Batch::Added { rows, before: now })
    }
}

fn sleep(q: &mut impl Queryable, name: &str, ms: u64) -> Result<(), mysql::Error> {
    q.query_drop(failpoint_sleep(name, ms))
}
