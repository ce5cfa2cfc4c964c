//! Migration bookkeeping on the server: the history table, with the
//! statements of `crate::migrate::history`, and executing migration
//! statements (the deploy lock is a `crate::db::NamedLock`).

use super::connect::Db;
use super::error::{DbError, codes};
use crate::migrate::history::{self, GRANT_DDL, GRANT_HISTORY};
use crate::migrate::{HISTORY_TABLE, HistoryRow, HistoryState};
use mysql::prelude::Queryable;

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
        match self.conn.query::<mysql::Row, _>(history::read()) {
            Ok(rows) => rows.into_iter().map(history_row).collect(),
            Err(mysql::Error::MySqlError(e)) if e.code == codes::NO_SUCH_TABLE => Ok(Vec::new()),
            Err(e) => Err(self.wire.error(
                e,
                &format!("reading the migration history ({HISTORY_TABLE})"),
                history::GRANT_READ,
            )),
        }
    }

    pub fn ensure_history_table(&mut self) -> Result<(), DbError> {
        self.conn.query_drop(history::create()).map_err(|e| {
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
            &history::record_started(),
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
            &history::record_progress(),
            (statements_applied as u64, version).into(),
        )?;
        Ok(())
    }

    /// Mark a migration finished (after it ran, or when an operator resolved
    /// it as applied), recording `checksum`.
    pub fn record_finished(&mut self, version: i64, checksum: &str) -> Result<bool, DbError> {
        let n = self.history_write(&history::record_finished(), (checksum, version).into())?;
        Ok(n == 1)
    }

    /// Forget a migration (it left no changes): the next run applies it.
    pub fn forget_migration(&mut self, version: i64) -> Result<bool, DbError> {
        let n = self.history_write(&history::forget(), (version,).into())?;
        Ok(n == 1)
    }

    /// Run one migration statement (DDL commits implicitly). It may run as
    /// long as `--statement-timeout` while the server keeps answering (it
    /// runs on a connection of its own: see `db::long`).
    pub fn execute_migration_statement(&mut self, sql: &str) -> Result<(), DbError> {
        self.execute_long(sql, "running the migration statement", GRANT_DDL)
    }
}
