//! The pool on the server: one-statement observations of a pool, and refill transactions. SQL text is built here
//! from the configured table names and ledger mapping; what to do with the
//! numbers is decided in `crate::pool`.
//!
//! Locks, in the order every pool transaction takes them (examples/app-sql):
//! the named refill lock (session level, `sql/refill_lock.sql`), then the
//! pool's `pool_refill_state` row (`FOR UPDATE`, the lock the application's
//! inline refill and release take), then the units it inserts. Holds and the
//! ledger are only read.

use super::names::Quoted;
use super::{Db, DbError, codes};
use crate::config::{LedgerMapping, TableNames};
use crate::pool::{Failpoint, Observation, PoolKey};
use mysql::prelude::Queryable;
use mysql::{IsolationLevel, TxOpts};

const GRANT_READ: &str =
    "SELECT on the units, holds, caps and refill-state tables and on the ledger table";
const GRANT_WRITE: &str =
    "SELECT, INSERT, UPDATE on the units and refill-state tables (SELECT on holds, caps, ledger)";

/// The refill's SQL for one configuration.
#[derive(Debug, Clone)]
pub struct PoolSql {
    units: String,
    observe: String,
    holds_only: String,
    lock_state: String,
    ensure_state: String,
    advance: String,
    list: String,
    list_shop: String,
    default_cap: u32,
}

impl PoolSql {
    pub fn new(tables: &TableNames, ledger: &LedgerMapping, default_cap: u32) -> PoolSql {
        let quoted = Quoted::new(tables, ledger);
        let (ledger_key_l, ledger_keyed_l) = (quoted.ledger_key("l."), quoted.ledger_keyed("l."));
        let Quoted {
            units,
            holds,
            caps,
            state,
            lt,
            ls,
            li,
            ll,
            la,
        } = quoted;
        let pool = |a: &str| {
            format!("{a}.shop_id = ? AND {a}.inventory_item_id = ? AND {a}.inventory_group_id = ?")
        };
        let holds_sum = format!(
            "SELECT CAST(COALESCE(SUM(h.quantity), 0) AS UNSIGNED) FROM {holds} h WHERE {}",
            pool("h")
        );
        // P, H, L and C in ONE statement: one consistent read. Binds the pool
        // key four times (units, holds, ledger, caps).
        let lq = super::ledger::quantity_sql(&format!("l.{la}"));
        let observe = format!(
            "SELECT /* conn_tag:pool_refill */ \
               (SELECT COUNT(*) FROM {units} u WHERE {}), \
               ({holds_sum}), \
               (SELECT {lq} FROM {lt} l WHERE l.{ls} = ? AND l.{li} = ? AND l.{ll} = ?), \
               (SELECT c.cap FROM {caps} c WHERE {})",
            pool("u"),
            pool("c")
        );
        PoolSql {
            holds_only: format!("/* conn_tag:pool_refill */ {holds_sum}"),
            observe,
            lock_state: format!(
                "SELECT /* conn_tag:pool_refill */ next_unit_id FROM {state} \
                 WHERE shop_id = ? AND inventory_item_id = ? AND inventory_group_id = ? FOR UPDATE"
            ),
            // Autocommit, outside the refill transaction (see
            // examples/app-sql/refill.sql). A new row starts its ids above any
            // unit already in the pool, so a pool whose state row was lost
            // never gets a duplicate id.
            ensure_state: format!(
                "INSERT /* conn_tag:pool_refill */ INTO {state} \
                 (shop_id, inventory_item_id, inventory_group_id, next_unit_id) \
                 VALUES (?, ?, ?, (SELECT COALESCE(MAX(u.id), 0) + 1 FROM {units} u WHERE {})) \
                 ON DUPLICATE KEY UPDATE next_unit_id = next_unit_id",
                pool("u")
            ),
            advance: format!(
                "UPDATE /* conn_tag:pool_refill */ {state} \
                 SET next_unit_id = ?, last_refill_at = CURRENT_TIMESTAMP(6), \
                     last_refill_rows = IF(?, ?, last_refill_rows + ?), \
                     refill_count = refill_count + ? \
                 WHERE shop_id = ? AND inventory_item_id = ? AND inventory_group_id = ?"
            ),
            list: format!(
                "SELECT /* conn_tag:pool_refill */ {ledger_key_l} FROM {lt} l \
                 WHERE l.{la} > 0 AND {ledger_keyed_l} ORDER BY 1, 2, 3"
            ),
            list_shop: format!(
                "SELECT /* conn_tag:pool_refill */ {ledger_key_l} FROM {lt} l \
                 WHERE l.{la} > 0 AND l.{ls} = ? AND {ledger_keyed_l} ORDER BY 1, 2, 3"
            ),
            units,
            default_cap,
        }
    }

    fn insert(&self, key: &PoolKey, first_id: u64, rows: u64) -> String {
        crate::pool::plan::insert_units_sql(&self.units, "pool_refill", key, first_id, rows)
    }
}

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
        ledger: super::ledger::quantity(ledger, key)?,
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
            .exec_drop("SET SESSION innodb_lock_wait_timeout = ?", (secs.max(1),))
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
    /// item or location: `Quoted::ledger_keyed`, which every
    /// read of ledger keys leaves out), and one such key as text.
    pub fn ledger_unkeyed(
        &mut self,
        tables: &TableNames,
        ledger: &LedgerMapping,
    ) -> Result<(u64, Option<String>), DbError> {
        let q = Quoted::new(tables, ledger).ledger_unkeyed("/* conn_tag:pool_refill */");
        let row: Option<(u64, Option<String>)> = self
            .conn
            .query_first(q)
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
            tx.commit().map_err(err)?;
            return Ok(Batch::Done { now });
        }
        let Some(next) = next else {
            tx.rollback().map_err(err)?;
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
        tx.query_drop(sql.insert(key, next, rows)).map_err(err)?;
        tx.exec_drop(
            &sql.advance,
            (
                next + rows,
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
        tx.commit().map_err(err)?;
        Ok(Batch::Added { rows, before: now })
    }
}

fn sleep(q: &mut impl Queryable, name: &str, ms: u64) -> Result<(), mysql::Error> {
    q.query_drop(format!(
        "SELECT /* poolctl failpoint {name} */ SLEEP({}.{:03})",
        ms / 1000,
        ms % 1000
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn insert_lists_consecutive_ids() {
        let sql = PoolSql::new(
            &TableNames::default(),
            &LedgerMapping::table("inventory_levels"),
            1000,
        );
        let k = PoolKey {
            shop: 1,
            item: 2,
            location: 3,
        };
        let s = sql.insert(&k, 10, 3);
        assert!(
            s.ends_with("VALUES (1,2,3,10),(1,2,3,11),(1,2,3,12)"),
            "{s}"
        );
        assert!(sql.observe.matches('?').count() == 12, "{}", sql.observe);
    }
}
