//! Reading InnoDB's lock state from a live server: the status text, the
//! `innodb_status_output_locks` setting, and the structured lock views where the
//! server has them (MySQL 8: `performance_schema.data_locks` /
//! `data_lock_waits`; MariaDB: `information_schema.INNODB_TRX` / `INNODB_LOCKS` /
//! `INNODB_LOCK_WAITS`, which list only locks involved in a wait). The types
//! and what they mean per server are in `crate::innodb::views`.
//!
//! MariaDB serves INNODB_TRX / INNODB_LOCKS / INNODB_LOCK_WAITS from one cache
//! that is refreshed only when nobody has read it for 100 ms: the three reads
//! here, made back to back, see one consistent snapshot, but a monitor
//! polling those views more often than every 100 ms keeps them stale.

use super::{Db, DbError, codes};
use crate::innodb::{LockViews, ViewLock, ViewTrx, ViewWait, ViewsSource};
use mysql::prelude::Queryable;

const GRANT_PROCESS: &str = "the PROCESS privilege (GRANT PROCESS ON *.* TO the poolctl user)";

impl Db {
    /// `SHOW ENGINE INNODB STATUS`: the status text (needs PROCESS).
    pub fn innodb_status(&mut self) -> Result<String, DbError> {
        let row: Option<(String, String, String)> =
            self.conn.query_first("SHOW ENGINE INNODB STATUS").map_err(
                self.wire
                    .on("reading SHOW ENGINE INNODB STATUS", GRANT_PROCESS),
            )?;
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

    /// INNODB_TRX's times are in the server's system time zone, whatever the
    /// session's (poolctl's sessions run at +00:00): compare with NOW() there.
    fn innodb_trx(&mut self) -> Result<Vec<ViewTrx>, DbError> {
        type Row = (
            String,
            String,
            u64,
            Option<String>,
            i64,
            Option<i64>,
            u64,
            Option<String>,
        );
        let rows: Vec<Row> = self
            .conn
            .query(
                "SELECT CAST(trx_id AS CHAR), trx_state, trx_mysql_thread_id, trx_query, \
                 TIMESTAMPDIFF(SECOND, trx_started, CONVERT_TZ(NOW(), @@session.time_zone, 'SYSTEM')), \
                 TIMESTAMPDIFF(SECOND, trx_wait_started, CONVERT_TZ(NOW(), @@session.time_zone, 'SYSTEM')), \
                 trx_rows_locked, trx_isolation_level FROM information_schema.INNODB_TRX",
            )
            .map_err(self.wire.on("reading information_schema.INNODB_TRX", GRANT_PROCESS))?;
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
            .map_err(self.wire.on(action, grant))?;
        let waits: Vec<(String, String, String, String)> = self
            .conn
            .query(
                "SELECT CAST(REQUESTING_ENGINE_TRANSACTION_ID AS CHAR), REQUESTING_ENGINE_LOCK_ID, \
                 CAST(BLOCKING_ENGINE_TRANSACTION_ID AS CHAR), BLOCKING_ENGINE_LOCK_ID \
                 FROM performance_schema.data_lock_waits WHERE ENGINE = 'INNODB'",
            )
            .map_err(
                self.wire
                    .on("reading performance_schema.data_lock_waits", grant),
            )?;
        Ok(LockViews {
            source: ViewsSource::DataLocks,
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
                    source: ViewsSource::None,
                    transactions,
                    ..Default::default()
                });
            }
            Err(e) => return Err(self.wire.error(e, "reading information_schema.INNODB_LOCKS", GRANT_PROCESS)),
        };
        let waits: Vec<(String, String, String, String)> = self
            .conn
            .query(
                "SELECT CAST(requesting_trx_id AS CHAR), requested_lock_id, CAST(blocking_trx_id AS CHAR), blocking_lock_id \
                 FROM information_schema.INNODB_LOCK_WAITS",
            )
            .map_err(self.wire.on("reading information_schema.INNODB_LOCK_WAITS", GRANT_PROCESS))?;
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
            source: ViewsSource::InnodbLocks,
            locks,
            waits: waits.into_iter().map(ViewWait::from).collect(),
            transactions,
        })
    }
}
