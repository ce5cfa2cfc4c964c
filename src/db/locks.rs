//! Reading InnoDB's lock state from a live server: the status text, the
//! `innodb_status_output_locks` setting, and the structured lock views where the
//! server has them (MySQL 8: `performance_schema.data_locks` /
//! `data_lock_waits`; MariaDB: `information_schema.INNODB_TRX` / `INNODB_LOCKS` /
//! `INNODB_LOCK_WAITS`, which list only locks involved in a wait).

use super::{Db, DbError, codes};
use mysql::prelude::Queryable;

const GRANT_PROCESS: &str = "the PROCESS privilege (GRANT PROCESS ON *.* TO the poolctl user)";

/// One lock from the structured views, normalised across servers.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct ViewLock {
    pub lock_id: String,
    pub trx_id: String,
    /// `db.table`, unquoted.
    pub table: String,
    pub index: Option<String>,
    /// `RECORD` or `TABLE`.
    pub lock_type: String,
    /// As the server prints it: MySQL `X,GAP`, `X,REC_NOT_GAP`,
    /// `X,INSERT_INTENTION`, `X`; MariaDB `X`, `S`, `X,GAP` (MariaDB shows
    /// insert-intention and record-only locks as plain `X`).
    pub mode: String,
    /// `GRANTED` or `WAITING` (MariaDB's view lists both sides of a wait).
    pub status: String,
    /// `supremum pseudo-record` or the key values.
    pub data: Option<String>,
}

/// `waiter` waits for a lock `blocker` holds.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct ViewWait {
    pub waiter_trx: String,
    pub waiter_lock: String,
    pub blocker_trx: String,
    pub blocker_lock: String,
}

impl From<(String, String, String, String)> for ViewWait {
    /// (waiter trx, waiter lock, blocker trx, blocker lock), as both servers' views list them.
    fn from(
        (waiter_trx, waiter_lock, blocker_trx, blocker_lock): (String, String, String, String),
    ) -> ViewWait {
        ViewWait {
            waiter_trx,
            waiter_lock,
            blocker_trx,
            blocker_lock,
        }
    }
}

/// A transaction from `INNODB_TRX` (both servers have it).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct ViewTrx {
    pub trx_id: String,
    pub state: String,
    pub thread_id: u64,
    pub query: Option<String>,
    pub seconds_active: i64,
    pub seconds_waiting: Option<i64>,
    pub rows_locked: u64,
    pub isolation: Option<String>,
}

/// The structured views, as far as the server has them.
#[derive(Debug, Clone, Default, serde::Serialize)]
pub struct LockViews {
    /// Which views these came from: `performance_schema.data_locks` or
    /// `information_schema.INNODB_LOCKS`.
    pub source: String,
    pub locks: Vec<ViewLock>,
    pub waits: Vec<ViewWait>,
    pub transactions: Vec<ViewTrx>,
}

impl Db {
    /// `SHOW ENGINE INNODB STATUS`: the status text (needs PROCESS).
    pub fn innodb_status(&mut self) -> Result<String, DbError> {
        let row: Option<(String, String, String)> = self
            .conn
            .query_first("SHOW ENGINE INNODB STATUS")
            .map_err(|e| {
                DbError::from_driver(e, "reading SHOW ENGINE INNODB STATUS", GRANT_PROCESS)
            })?;
        Ok(row.map(|(_, _, status)| status).unwrap_or_default())
    }

    /// Whether granted locks are printed in the status.
    pub fn status_output_locks(&mut self) -> Result<bool, DbError> {
        let v = self.global_variables(&["innodb_status_output_locks"])?;
        Ok(v.get("innodb_status_output_locks")
            .is_some_and(|v| v.eq_ignore_ascii_case("ON") || v == "1"))
    }

    /// The structured lock views of this server.
    pub fn lock_views(&mut self) -> Result<LockViews, DbError> {
        let transactions = self.innodb_trx()?;
        if self.server.has_data_locks_view() {
            self.data_locks(transactions)
        } else {
            self.mariadb_locks(transactions)
        }
    }

    fn innodb_trx(&mut self) -> Result<Vec<ViewTrx>, DbError> {
        let rows: Vec<(String, String, u64, Option<String>, i64, Option<i64>, u64, Option<String>)> = self
            .conn
            .query(
                "SELECT CAST(trx_id AS CHAR), trx_state, trx_mysql_thread_id, trx_query, \
                 TIMESTAMPDIFF(SECOND, trx_started, NOW()), TIMESTAMPDIFF(SECOND, trx_wait_started, NOW()), \
                 trx_rows_locked, trx_isolation_level FROM information_schema.INNODB_TRX",
            )
            .map_err(|e| DbError::from_driver(e, "reading information_schema.INNODB_TRX", GRANT_PROCESS))?;
        Ok(rows
            .into_iter()
            .map(
                |(trx_id, state, thread_id, query, active, waiting, rows_locked, isolation)| {
                    ViewTrx {
                        trx_id,
                        state,
                        thread_id,
                        query,
                        seconds_active: active,
                        seconds_waiting: waiting,
                        rows_locked,
                        isolation,
                    }
                },
            )
            .collect())
    }

    /// MySQL 8: every lock, granted or waiting.
    fn data_locks(&mut self, transactions: Vec<ViewTrx>) -> Result<LockViews, DbError> {
        let action = "reading performance_schema.data_locks";
        let grant = "SELECT on performance_schema.* (GRANT SELECT ON performance_schema.* TO the poolctl user)";
        type Row = (
            String,
            String,
            String,
            String,
            Option<String>,
            String,
            String,
            String,
            Option<String>,
        );
        let rows: Vec<Row> = self
            .conn
            .query(
                "SELECT ENGINE_LOCK_ID, CAST(ENGINE_TRANSACTION_ID AS CHAR), OBJECT_SCHEMA, OBJECT_NAME, INDEX_NAME, \
                 LOCK_TYPE, LOCK_MODE, LOCK_STATUS, LOCK_DATA FROM performance_schema.data_locks WHERE ENGINE = 'INNODB'",
            )
            .map_err(|e| DbError::from_driver(e, action, grant))?;
        let waits: Vec<(String, String, String, String)> = self
            .conn
            .query(
                "SELECT CAST(REQUESTING_ENGINE_TRANSACTION_ID AS CHAR), REQUESTING_ENGINE_LOCK_ID, \
                 CAST(BLOCKING_ENGINE_TRANSACTION_ID AS CHAR), BLOCKING_ENGINE_LOCK_ID \
                 FROM performance_schema.data_lock_waits WHERE ENGINE = 'INNODB'",
            )
            .map_err(|e| {
                DbError::from_driver(e, "reading performance_schema.data_lock_waits", grant)
            })?;
        Ok(LockViews {
            source: "performance_schema.data_locks".into(),
            locks: rows
                .into_iter()
                .map(
                    |(lock_id, trx_id, schema, table, index, lock_type, mode, status, data)| {
                        ViewLock {
                            lock_id,
                            trx_id,
                            table: format!("{schema}.{table}"),
                            index,
                            lock_type,
                            mode,
                            status,
                            data,
                        }
                    },
                )
                .collect(),
            waits: waits.into_iter().map(ViewWait::from).collect(),
            transactions,
        })
    }

    /// MariaDB: only the locks involved in a wait (refreshed at most every
    /// 100 ms); insert-intention and record-only locks show as plain `X`.
    fn mariadb_locks(&mut self, transactions: Vec<ViewTrx>) -> Result<LockViews, DbError> {
        type Row = (
            String,
            String,
            String,
            String,
            Option<String>,
            String,
            Option<String>,
        );
        let rows: Vec<Row> = match self.conn.query(
            "SELECT lock_id, CAST(lock_trx_id AS CHAR), lock_mode, lock_type, lock_index, lock_table, lock_data \
             FROM information_schema.INNODB_LOCKS",
        ) {
            Ok(r) => r,
            // Servers built without the view: the status text still works.
            Err(mysql::Error::MySqlError(e)) if e.code == codes::NO_SUCH_TABLE => {
                return Ok(LockViews {
                    source: "none".into(),
                    transactions,
                    ..Default::default()
                });
            }
            Err(e) => return Err(DbError::from_driver(e, "reading information_schema.INNODB_LOCKS", GRANT_PROCESS)),
        };
        let waits: Vec<(String, String, String, String)> = self
            .conn
            .query(
                "SELECT CAST(requesting_trx_id AS CHAR), requested_lock_id, CAST(blocking_trx_id AS CHAR), blocking_lock_id \
                 FROM information_schema.INNODB_LOCK_WAITS",
            )
            .map_err(|e| DbError::from_driver(e, "reading information_schema.INNODB_LOCK_WAITS", GRANT_PROCESS))?;
        let waiting: std::collections::HashSet<&str> = waits.iter().map(|w| w.1.as_str()).collect();
        let locks = rows
            .into_iter()
            .map(
                |(lock_id, trx_id, mode, lock_type, index, table, data)| ViewLock {
                    status: if waiting.contains(lock_id.as_str()) {
                        "WAITING"
                    } else {
                        "GRANTED"
                    }
                    .into(),
                    lock_id,
                    trx_id,
                    // MariaDB prints `db`.`table`.
                    table: table.replace('`', ""),
                    index,
                    lock_type,
                    mode,
                    data,
                },
            )
            .collect();
        Ok(LockViews {
            source: "information_schema.INNODB_LOCKS".into(),
            locks,
            waits: waits.into_iter().map(ViewWait::from).collect(),
            transactions,
        })
    }
}
