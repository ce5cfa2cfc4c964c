//! Migration bookkeeping on the server: the history table and executing
//! migration statements (the deploy lock is a `crate::db::NamedLock`).

use super::{Db, DbError, codes};
use crate::migrate::{HISTORY_TABLE, HistoryRow, HistoryState};
use mysql::prelude::Queryable;

const GRANT_HISTORY: &str = "CREATE, SELECT, INSERT, UPDATE, DELETE on the target database";
const GRANT_DDL: &str = "CREATE, ALTER, INDEX, DROP, CREATE ROUTINE on the target database";

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
            Err(e) => Err(self.wire.error(
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
            self.wire.error(
                e,
                &format!("creating the migration history table {HISTORY_TABLE}"),
                GRANT_HISTORY,
            )
        })
    }

    fn history_write(&mut self, sql: &str, params: mysql::Params) -> Result<u64, DbError> {
        self.conn
            .exec_drop(sql, params)
            .map_err(self.wire.on("recording migration history", GRANT_HISTORY))?;
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
}
