//! Running the replenisher's reads. Their text and what each is for come
//! from `crate::replenish::sql`, handed in by the replenisher's loop
//! (`crate::replenish::run`); this file binds their values, runs them and
//! maps their rows and errors, by the shape of what they return. It names
//! nothing of the replenisher: the seam stays below the loop that calls it.
//!
//! Times are microseconds since the epoch in the server's clock (the session
//! time zone is UTC, [`Db::connect`]).

use super::{Db, DbError};
use crate::pool::PoolKey;
use crate::pool::reconcile::{PoolState, join_chunk};
use mysql::prelude::Queryable;

const GRANT_READ: &str =
    "SELECT on the units, holds, caps and refill-state tables and on the ledger table";
const GRANT_UPDATE: &str = "UPDATE on the refill-state table, SELECT on the units table";

/// A pool and the oldest and newest mark of its rows in a range read
/// (microseconds since the epoch).
pub type PoolMarks = (PoolKey, i64, i64);

/// The four reads of [`Db::read_pool_states`], each a whole statement: the
/// ledger's quantity per key (`shop, item, location, quantity`), the pool
/// rows (`shop, item, location, count`), the holds (`shop, item, location,
/// quantity, expired holds, expired quantity`), the caps (`shop, item,
/// location, cap`).
#[derive(Debug, Clone, Copy)]
pub struct PoolReads<'a> {
    pub ledger: &'a str,
    pub units: &'a str,
    pub holds: &'a str,
    pub caps: &'a str,
}

type Key5 = (u64, u64, u64, Option<i64>, Option<i64>);

fn marks(raw: Vec<Key5>) -> Vec<PoolMarks> {
    raw.into_iter()
        .filter_map(|(shop, item, location, oldest, newest)| {
            let key = PoolKey {
                shop,
                item,
                location,
            };
            Some((key, oldest?, newest?))
        })
        .collect()
}

/// A fencing check for a leader's refills: before each commit, the refill
/// transaction asks the server who holds `lock`; unless it is `holder` (the
/// leader's own lock connection) the transaction is rolled back and fails
/// with [`DbError::Fenced`]. A leader whose lock was lost (a frozen lock
/// connection the server dropped, a KILL) so commits nothing after the lock
/// went, whatever its own clock says of its lease.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fence {
    pub lock: String,
    pub holder: u64,
}

impl Db {
    /// Fence this connection's refills with `fence` (`None`: unfenced).
    pub fn fence_refills(&mut self, fence: Option<Fence>) {
        self.fence = fence;
    }

    /// The session's `wait_timeout`: a connection silent this long is
    /// closed by the server (and its named locks released with it).
    pub fn set_wait_timeout(&mut self, secs: u64) -> Result<(), DbError> {
        self.conn
            .exec_drop(crate::session::SET_WAIT_TIMEOUT, (secs.max(1),))
            .map_err(|e| self.wire.error(e, "setting wait_timeout", "no privilege"))
    }

    /// Bound this session by the server itself (`crate::session::idle_bounds`):
    /// silent `idle_secs` it is closed, silent `in_transaction_secs` inside a
    /// transaction too where the server can tell (MariaDB).
    pub fn bound_idle_session(
        &mut self,
        idle_secs: u64,
        in_transaction_secs: u64,
    ) -> Result<(), DbError> {
        let sql = crate::session::idle_bounds(self.server().kind, idle_secs, in_transaction_secs);
        self.conn.query_drop(&sql).map_err(|e| {
            self.wire
                .error(e, "setting the session's idle bounds", "no privilege")
        })
    }

    /// Whether the connection still answers, as an error when it does not.
    pub fn ping(&mut self) -> Result<(), DbError> {
        self.conn
            .query_drop(crate::session::HEARTBEAT)
            .map_err(|e| {
                self.wire
                    .error(e, "checking the connection", "no privilege")
            })
    }

    /// One number of microseconds (a clock, a newest mark) from `statement`:
    /// `None` when it returned no row, or NULL. `action` names it in errors.
    pub fn read_micros(&mut self, statement: &str, action: &str) -> Result<Option<i64>, DbError> {
        let v: Option<Option<i64>> = self
            .conn
            .query_first(statement)
            .map_err(self.wire.on(action, GRANT_READ))?;
        Ok(v.flatten())
    }

    /// The pools of a range read: `statement` returns `shop, item, location,
    /// oldest mark, newest mark` per pool; with `from_us`, its one `?` is
    /// bound to it (below 0 reads as 0). A pool whose marks are NULL is left
    /// out.
    pub fn read_pool_marks(
        &mut self,
        statement: &str,
        from_us: Option<i64>,
        action: &str,
    ) -> Result<Vec<PoolMarks>, DbError> {
        let e = self.wire.on(action, GRANT_READ);
        let raw: Vec<Key5> = match from_us {
            Some(from) => self.conn.exec(statement, (from.max(0),)).map_err(e)?,
            None => self.conn.query(statement).map_err(e)?,
        };
        Ok(marks(raw))
    }

    /// The count `statement` returns, its `?`s bound to `values` in order
    /// (`None`: NULL); 0 when it returned no row.
    pub fn read_count(
        &mut self,
        statement: &str,
        values: &[Option<&str>],
        action: &str,
    ) -> Result<u64, DbError> {
        let params: Vec<mysql::Value> = values.iter().map(|v| mysql::Value::from(*v)).collect();
        let n: Option<u64> = self
            .conn
            .exec_first(statement, params)
            .map_err(self.wire.on(action, GRANT_READ))?;
        Ok(n.unwrap_or(0))
    }

    /// `statements` (writes) in one READ COMMITTED transaction, committed
    /// together; any error rolls them all back (the transaction drops).
    /// `action` names them in errors.
    pub fn write_read_committed(
        &mut self,
        statements: &[&str],
        action: &str,
    ) -> Result<(), DbError> {
        let err = self.wire.on(action, GRANT_UPDATE);
        let opts = mysql::TxOpts::default()
            .set_isolation_level(Some(mysql::IsolationLevel::ReadCommitted));
        let mut tx = self.conn.start_transaction(opts).map_err(err)?;
        for statement in statements {
            tx.query_drop(statement).map_err(err)?;
        }
        tx.commit().map_err(err)
    }

    /// Pools as one consistent snapshot saw them, from `reads`: pool rows,
    /// holds (expired ones apart), ledger, cap (`default_cap` for a pool
    /// without a row in the caps table). Pools found nowhere are left out;
    /// a pool with two ledger rows is refused
    /// ([`DbError::LedgerDuplicate`]), as the sweep and refill refuse it.
    pub fn read_pool_states(
        &mut self,
        reads: PoolReads<'_>,
        default_cap: u64,
        action: &str,
    ) -> Result<Vec<PoolState>, DbError> {
        type Rows = (
            Vec<(u64, u64, u64, Option<i128>)>,
            Vec<(u64, u64, u64, u64)>,
            Vec<(u64, u64, u64, u64, u64, u64)>,
            Vec<(u64, u64, u64, u64)>,
        );
        let (ledger, units, holds, caps): Rows = self
            .snapshot(|tx| {
                Ok((
                    tx.query(reads.ledger)?,
                    tx.query(reads.units)?,
                    tx.query(reads.holds)?,
                    tx.query(reads.caps)?,
                ))
            })
            .map_err(|e| self.wire.error(e, action, GRANT_READ))?;
        let key = |s, i, l| PoolKey {
            shop: s,
            item: i,
            location: l,
        };
        let ledger = ledger
            .into_iter()
            .map(|(s, i, l, q)| {
                let k = key(s, i, l);
                // A NULL available quantity: nothing to sell.
                Ok((k, super::ledger::quantity(q, &k)?.unwrap_or(0)))
            })
            .collect::<Result<Vec<_>, DbError>>()?;
        // Two rows for one pool: refused, instead of the last row read
        // silently winning.
        super::ledger::unique_keys(ledger.iter().map(|(k, _)| *k))?;
        Ok(join_chunk(
            &ledger,
            &units
                .into_iter()
                .map(|(s, i, l, n)| (key(s, i, l), n))
                .collect::<Vec<_>>(),
            &holds
                .into_iter()
                .map(|(s, i, l, h, n, q)| (key(s, i, l), h, n, q))
                .collect::<Vec<_>>(),
            &caps
                .into_iter()
                .map(|(s, i, l, c)| (key(s, i, l), c))
                .collect::<Vec<_>>(),
            default_cap,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_leave_out_pools_whose_marks_are_null() {
        let k = PoolKey {
            shop: 1,
            item: 2,
            location: 3,
        };
        assert_eq!(
            marks(vec![
                (1, 2, 3, Some(10), Some(20)),
                (1, 2, 4, None, Some(20)),
                (1, 2, 5, Some(10), None),
            ]),
            vec![(k, 10, 20)]
        );
    }
}
