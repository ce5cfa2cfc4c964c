//! Reading InnoDB's lock state from a live server, with the reads of
//! `crate::innodb::sql`: the status text, the `innodb_status_output_locks`
//! setting, and the structured lock views where the server has them. The
//! types and what they mean per server are in `crate::innodb::views`.
//!
//! MariaDB serves INNODB_TRX / INNODB_LOCKS / INNODB_LOCK_WAITS from one cache
//! that is refreshed only when nobody has read it for 100 ms: the three reads
//! here, made back to back, see one consistent snapshot, but a monitor
//! polling those views more often than every 100 ms keeps them stale.

use super::connect::Db;
use super::error::{DbError, codes};
use crate::innodb::sql::{self, GRANT_PERFORMANCE_SCHEMA, GRANT_PROCESS};
use crate::innodb::{LockViews, ViewLock, ViewTrx, ViewWait, ViewsSource};
use mysql::prelude::Queryable;

impl Db {
    /// `SHOW ENGINE INNODB STATUS`: the status text (needs PROCESS).
    pub fn innodb_status(&mut self) -> Result<String, DbError> {
        let row: Option<(String, String, String)> = self.conn.query_first(sql::STATUS).map_err(
            self.wire
                .on(&format!("reading {}", sql::STATUS), GRANT_PROCESS),
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
        let rows: Vec<Row> = self.conn.query(sql::TRANSACTIONS).map_err(
            self.wire
                .on("reading information_schema.INNODB_TRX", GRANT_PROCESS),
        )?;
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
                        seconds_waiting: crate::innodb::plausible_wait(active, waiting),
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
        let grant = GRANT_PERFORMANCE_SCHEMA;
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
            .query(sql::DATA_LOCKS)
            .map_err(self.wire.on(action, grant))?;
        let waits: Vec<(String, String, String, String)> =
            self.conn.query(sql::DATA_LOCK_WAITS).map_err(
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
        let rows: Vec<Row> = match self.conn.query(sql::INNODB_LOCKS) {
            Ok(r) => r,
            // Servers built without the view: the status text still works.
            Err(mysql::Error::MySqlError(e)) if e.code == codes::NO_SUCH_TABLE => {
                return Ok(LockViews {
                    source: ViewsSource::None,
                    transactions,
                    ..Default::default()
                });
            }
            Err(e) => {
                return Err(self.wire.error(
                    e,
                    "reading information_schema.INNODB_LOCKS",
                    GRANT_PROCESS,
                ));
            }
        };
        let waits: Vec<(String, String, String, String)> = self
            .conn
            .query(sql::INNODB_LOCK_WAITS)
            .map_err(self.wire.on(
                "reading information_schema.INNODB_LOCK_WAITS",
                GRANT_PROCESS,
            ))?;
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
