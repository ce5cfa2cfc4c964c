//! Migration bookkeeping on the server: the history table, the deploy lock
//! (`GET_LOCK`), and executing migration statements.

use super::{Db, DbError, codes};
use crate::migrate::{HISTORY_TABLE, HistoryRow, HistoryState};
use mysql::prelude::Queryable;
use std::fmt;

const GRANT_HISTORY: &str = "CREATE, SELECT, INSERT, UPDATE, DELETE on the target database";
const GRANT_DDL: &str = "CREATE, ALTER, INDEX, DROP on the target database";

/// Who holds the migration lock, as far as the server tells.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LockHolder {
    pub connection_id: u64,
    /// `user@host`, `time`, `state`: visible only with the PROCESS grant (or for
    /// our own user).
    pub details: Option<String>,
}

impl fmt::Display for LockHolder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "connection {}", self.connection_id)?;
        match &self.details {
            Some(d) => write!(f, " ({d})"),
            None => write!(f, " (its user and host need the PROCESS grant to be shown)"),
        }
    }
}

/// The result of waiting for the migration lock.
#[derive(Debug)]
pub enum MigrationLock {
    Acquired,
    TimedOut(Option<LockHolder>),
}

fn history_row(row: mysql::Row) -> Result<HistoryRow, DbError> {
    type Cols = (
        i64,
        String,
        String,
        String,
        u32,
        u32,
        String,
        Option<String>,
        String,
    );
    let (version, name, checksum, state, total, applied, started_at, finished_at, applied_by): Cols =
        mysql::from_row_opt(row).map_err(|e| DbError::Other {
            action: format!("reading {HISTORY_TABLE}"),
            detail: format!("unexpected row shape: {e}"),
        })?;
    Ok(HistoryRow {
        version,
        name,
        checksum,
        state: if state == "finished" {
            HistoryState::Finished
        } else {
            HistoryState::Started
        },
        statements_total: total,
        statements_applied: applied,
        started_at,
        finished_at,
        applied_by,
    })
}

impl Db {
    /// The history, oldest first; empty when the table does not exist yet.
    pub fn read_history(&mut self) -> Result<Vec<HistoryRow>, DbError> {
        let sql = format!(
            "SELECT version, name, checksum, CAST(state AS CHAR), statements_total, statements_applied, \
             DATE_FORMAT(started_at, '%Y-%m-%d %H:%i:%s'), DATE_FORMAT(finished_at, '%Y-%m-%d %H:%i:%s'), \
             applied_by FROM `{HISTORY_TABLE}` ORDER BY version"
        );
        match self.conn.query::<mysql::Row, _>(sql) {
            Ok(rows) => rows.into_iter().map(history_row).collect(),
            Err(mysql::Error::MySqlError(e)) if e.code == codes::NO_SUCH_TABLE => Ok(Vec::new()),
            Err(e) => Err(DbError::from_driver(
                e,
                &format!("reading the migration history ({HISTORY_TABLE})"),
                "SELECT on the target database",
            )),
        }
    }

    pub fn ensure_history_table(&mut self) -> Result<(), DbError> {
        let sql = format!(
            "CREATE TABLE IF NOT EXISTS `{HISTORY_TABLE}` (
               version            BIGINT       NOT NULL PRIMARY KEY,
               name               VARCHAR(255) NOT NULL,
               checksum           VARCHAR(32)  NOT NULL,
               state              ENUM('started', 'finished') NOT NULL,
               statements_total   INT UNSIGNED NOT NULL,
               statements_applied INT UNSIGNED NOT NULL DEFAULT 0,
               started_at         TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
               finished_at        TIMESTAMP(6) NULL DEFAULT NULL,
               applied_by         VARCHAR(255) NOT NULL
             ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4"
        );
        self.conn.query_drop(sql).map_err(|e| {
            DbError::from_driver(
                e,
                &format!("creating the migration history table {HISTORY_TABLE}"),
                GRANT_HISTORY,
            )
        })
    }

    fn history_write(&mut self, sql: &str, params: mysql::Params) -> Result<u64, DbError> {
        self.conn
            .exec_drop(sql, params)
            .map_err(|e| DbError::from_driver(e, "recording migration history", GRANT_HISTORY))?;
        Ok(self.conn.affected_rows())
    }

    pub fn record_started(
        &mut self,
        version: i64,
        name: &str,
        checksum: &str,
        statements_total: usize,
        applied_by: &str,
    ) -> Result<(), DbError> {
        self.history_write(
            &format!(
                "INSERT INTO `{HISTORY_TABLE}` (version, name, checksum, state, statements_total, applied_by) \
                 VALUES (?, ?, ?, 'started', ?, ?)"
            ),
            (version, name, checksum, statements_total as u64, applied_by).into(),
        )?;
        Ok(())
    }

    pub fn record_progress(
        &mut self,
        version: i64,
        statements_applied: usize,
    ) -> Result<(), DbError> {
        self.history_write(
            &format!("UPDATE `{HISTORY_TABLE}` SET statements_applied = ? WHERE version = ?"),
            (statements_applied as u64, version).into(),
        )?;
        Ok(())
    }

    /// Mark a migration finished (after it ran, or when an operator resolved
    /// it as applied), recording `checksum`.
    pub fn record_finished(&mut self, version: i64, checksum: &str) -> Result<bool, DbError> {
        let n = self.history_write(
            &format!(
                "UPDATE `{HISTORY_TABLE}` SET state = 'finished', finished_at = CURRENT_TIMESTAMP(6), \
                 statements_applied = statements_total, checksum = ? WHERE version = ?"
            ),
            (checksum, version).into(),
        )?;
        Ok(n == 1)
    }

    /// Forget a migration (it left no changes): the next run applies it.
    pub fn forget_migration(&mut self, version: i64) -> Result<bool, DbError> {
        let n = self.history_write(
            &format!("DELETE FROM `{HISTORY_TABLE}` WHERE version = ?"),
            (version,).into(),
        )?;
        Ok(n == 1)
    }

    /// Run one migration statement (DDL commits implicitly). It may run as
    /// long as `--statement-timeout` while the server keeps answering (it
    /// runs on a connection of its own: see `db::long`).
    pub fn execute_migration_statement(&mut self, sql: &str) -> Result<(), DbError> {
        self.execute_long(sql, "running the migration statement", GRANT_DDL)
    }

    /// Wait up to `timeout_secs` for the named lock. The lock lives as long as
    /// this connection, so a crashed deploy never leaves it behind.
    pub fn acquire_named_lock(
        &mut self,
        name: &str,
        timeout_secs: u64,
    ) -> Result<MigrationLock, DbError> {
        let got: Option<Option<i64>> = self
            .conn
            .exec_first("SELECT GET_LOCK(?, ?)", (name, timeout_secs))
            .map_err(|e| DbError::from_driver(e, "taking the migration lock", "no privilege"))?;
        match got.flatten() {
            Some(1) => Ok(MigrationLock::Acquired),
            Some(_) => Ok(MigrationLock::TimedOut(self.lock_holder(name)?)),
            None => Err(DbError::Other {
                action: format!("taking lock {name}"),
                detail: "GET_LOCK returned NULL (the server killed the wait)".into(),
            }),
        }
    }

    pub fn release_named_lock(&mut self, name: &str) -> Result<(), DbError> {
        self.conn
            .exec_drop("DO RELEASE_LOCK(?)", (name,))
            .map_err(|e| DbError::from_driver(e, "releasing the migration lock", "no privilege"))
    }

    /// The connection holding `name`, with what PROCESSLIST shows of it.
    pub fn lock_holder(&mut self, name: &str) -> Result<Option<LockHolder>, DbError> {
        let id: Option<Option<u64>> = self
            .conn
            .exec_first("SELECT IS_USED_LOCK(?)", (name,))
            .map_err(|e| DbError::from_driver(e, "looking up the lock holder", "no privilege"))?;
        let Some(connection_id) = id.flatten() else {
            return Ok(None);
        };
        let details: Option<(String, String, i64, Option<String>)> = self
            .conn
            .exec_first(
                "SELECT USER, HOST, TIME, STATE FROM information_schema.PROCESSLIST WHERE ID = ?",
                (connection_id,),
            )
            .unwrap_or(None);
        Ok(Some(LockHolder {
            connection_id,
            details: details.map(|(user, host, time, state)| {
                let state = state
                    .filter(|s| !s.is_empty())
                    .unwrap_or_else(|| "idle".into());
                format!("{user}@{host}, {state} for {time}s")
            }),
        }))
    }
}
