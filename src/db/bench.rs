//! The benches' execution: their statements (`crate::bench::sql`) run as
//! `crate::bench` asks, on the bench's own tables. Every value a bench
//! statement binds and every column it reads is an integer, so this is all
//! the benches need: statements run in order, one statement with its binds,
//! the rows of a read, and a transaction at the isolation a design runs at
//! ([`BenchTransaction`]). What each design's transaction does is the
//! bench's; the errors name what the bench was doing and the grants it
//! needs, as the bench says.

use super::connect::Db;
use super::error::DbError;
use super::wire::Wire;
use mysql::prelude::Queryable;
use mysql::{IsolationLevel, TxOpts};

impl Db {
    /// Run `statements` one after another, with no binds and no result set
    /// (the bench's tables: their definitions, their rows).
    pub fn bench_run(
        &mut self,
        statements: &[impl AsRef<str>],
        action: &str,
        grant: &str,
    ) -> Result<(), DbError> {
        for s in statements {
            self.conn
                .query_drop(s.as_ref())
                .map_err(self.wire.on(action, grant))?;
        }
        Ok(())
    }

    /// Run one statement with `binds`; its affected rows.
    pub fn bench_execute(
        &mut self,
        sql: &str,
        binds: &[u64],
        action: &str,
        grant: &str,
    ) -> Result<u64, DbError> {
        self.conn
            .exec_drop(sql, binds.to_vec())
            .map_err(self.wire.on(action, grant))?;
        Ok(self.conn.affected_rows())
    }

    /// Every row of a read whose columns are integers (`None`: NULL).
    pub fn bench_rows(
        &mut self,
        sql: &str,
        binds: &[u64],
        action: &str,
        grant: &str,
    ) -> Result<Vec<Vec<Option<i64>>>, DbError> {
        let err = self.wire.on(action, grant);
        let rows: Vec<mysql::Row> = if binds.is_empty() {
            self.conn.query(sql)
        } else {
            self.conn.exec(sql, binds.to_vec())
        }
        .map_err(err)?;
        rows.into_iter()
            .map(|row| integers(row).map_err(err))
            .collect()
    }

    /// A transaction at READ COMMITTED (`read_committed`) or REPEATABLE
    /// READ; it rolls back when dropped uncommitted. Its errors name
    /// `action` and `grant`.
    pub fn bench_transaction<'a>(
        &'a mut self,
        read_committed: bool,
        action: &'a str,
        grant: &'a str,
    ) -> Result<BenchTransaction<'a>, DbError> {
        let opts = TxOpts::default().set_isolation_level(Some(if read_committed {
            IsolationLevel::ReadCommitted
        } else {
            IsolationLevel::RepeatableRead
        }));
        let wire = self.wire.clone();
        let tx = self
            .conn
            .start_transaction(opts)
            .map_err(wire.on(action, grant))?;
        Ok(BenchTransaction {
            tx,
            wire,
            action,
            grant,
        })
    }
}

/// One bench transaction ([`Db::bench_transaction`]).
pub struct BenchTransaction<'a> {
    tx: mysql::Transaction<'a>,
    wire: Wire,
    action: &'a str,
    grant: &'a str,
}

impl BenchTransaction<'_> {
    /// The first column of every row a read returns (a locking read's ids).
    /// The rows are collected, never dropped unread: a lock error can
    /// arrive after the result's header, and dropping the result would hide
    /// it.
    pub fn ids(&mut self, sql: &str, binds: &[u64]) -> Result<Vec<u64>, DbError> {
        let err = self.wire.on(self.action, self.grant);
        if binds.is_empty() {
            self.tx.query(sql)
        } else {
            self.tx.exec(sql, binds.to_vec())
        }
        .map_err(err)
    }

    /// Run one statement with `binds`; its affected rows.
    pub fn execute(&mut self, sql: &str, binds: &[u64]) -> Result<u64, DbError> {
        self.tx
            .exec_drop(sql, binds.to_vec())
            .map_err(self.wire.on(self.action, self.grant))?;
        Ok(self.tx.affected_rows())
    }

    pub fn commit(self) -> Result<(), DbError> {
        let err = self.wire.on(self.action, self.grant);
        self.tx.commit().map_err(err)
    }

    pub fn rollback(self) -> Result<(), DbError> {
        let err = self.wire.on(self.action, self.grant);
        self.tx.rollback().map_err(err)
    }
}

/// A row's columns as integers.
fn integers(mut row: mysql::Row) -> Result<Vec<Option<i64>>, mysql::Error> {
    (0..row.len())
        .map(|i| match row.take_opt::<Option<i64>, _>(i) {
            Some(Ok(v)) => Ok(v),
            Some(Err(e)) => Err(mysql::Error::FromValueError(e.0)),
            None => Ok(None),
        })
        .collect()
}

impl Db {
    /// The pool design's claim (`Db::claim`'s statements, in its order:
    /// the hold locked and deleted, then the ledger deducted) cut short by a
    /// crash: after the hold's delete (`both_writes` false) or after both
    /// writes, before COMMIT (true), the connection is closed with the
    /// transaction open, as a process that dies does; the server rolls it
    /// back. The connection is consumed: the caller connects again, as a
    /// restarted process would. Errors before the crash are returned, naming
    /// `grant`.
    pub fn claim_then_crash(
        mut self,
        sql: &crate::reserve::ReserveSql,
        checkout: &str,
        key: &crate::pool::PoolKey,
        both_writes: bool,
        grant: &str,
    ) -> Result<(), DbError> {
        let action = "a bench claim (to crash)";
        let wire = self.wire.clone();
        let opts = TxOpts::default().set_isolation_level(Some(IsolationLevel::ReadCommitted));
        let mut tx = self
            .conn
            .start_transaction(opts)
            .map_err(wire.on(action, grant))?;
        let hold: Vec<mysql::Value> = vec![
            key.shop.into(),
            key.item.into(),
            key.location.into(),
            checkout.into(),
        ];
        let q: Option<u64> = tx
            .exec_first(&sql.claim_lock, hold.clone())
            .map_err(wire.on(action, grant))?;
        tx.exec_drop(&sql.claim_delete, hold)
            .map_err(wire.on(action, grant))?;
        if both_writes {
            let ledger: Vec<mysql::Value> = vec![
                q.unwrap_or(0).into(),
                key.shop.into(),
                key.item.into(),
                key.location.into(),
            ];
            tx.exec_drop(&sql.claim_ledger, ledger)
                .map_err(wire.on(action, grant))?;
        }
        // The crash: no COMMIT and no ROLLBACK from the client (the
        // transaction's drop would send one); the socket closes with the
        // connection.
        std::mem::forget(tx);
        drop(self);
        Ok(())
    }
}
