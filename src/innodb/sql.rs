//! The reads of InnoDB's lock state from a live server: the status text, and
//! the structured lock views where the server has them (MySQL 8:
//! `performance_schema.data_locks` / `data_lock_waits`; MariaDB:
//! `information_schema.INNODB_TRX` / `INNODB_LOCKS` / `INNODB_LOCK_WAITS`,
//! which list only locks involved in a wait), and the grants they need.
//! Pure: `crate::db::innodb` runs them and hands back [`super::LockViews`].

/// What the status text and MariaDB's views need (for a missing-grant
/// message).
pub const GRANT_PROCESS: &str = "the PROCESS privilege (GRANT PROCESS ON *.* TO the poolctl user)";

/// What MySQL 8's lock views need.
pub const GRANT_PERFORMANCE_SCHEMA: &str =
    "SELECT on performance_schema.* (GRANT SELECT ON performance_schema.* TO the poolctl user)";

/// The status text (type, name, status).
pub const STATUS: &str = "SHOW ENGINE INNODB STATUS";

/// Every transaction: id, state, thread, query, seconds active, seconds
/// waiting, rows locked, isolation. INNODB_TRX's times are in the server's
/// system time zone, whatever the session's (poolctl's sessions run at
/// +00:00): they are compared with NOW() there.
pub const TRANSACTIONS: &str = "SELECT CAST(trx_id AS CHAR), trx_state, trx_mysql_thread_id, trx_query, \
     TIMESTAMPDIFF(SECOND, trx_started, CONVERT_TZ(NOW(), @@session.time_zone, 'SYSTEM')), \
     TIMESTAMPDIFF(SECOND, trx_wait_started, CONVERT_TZ(NOW(), @@session.time_zone, 'SYSTEM')), \
     trx_rows_locked, trx_isolation_level FROM information_schema.INNODB_TRX";

/// MySQL 8: every InnoDB lock, granted or waiting (lock id, transaction,
/// schema, table, index, type, mode, status, data).
pub const DATA_LOCKS: &str = "SELECT ENGINE_LOCK_ID, CAST(ENGINE_TRANSACTION_ID AS CHAR), OBJECT_SCHEMA, OBJECT_NAME, INDEX_NAME, \
     LOCK_TYPE, LOCK_MODE, LOCK_STATUS, LOCK_DATA FROM performance_schema.data_locks WHERE ENGINE = 'INNODB'";

/// MySQL 8: who waits for whom (requesting transaction and lock, blocking
/// transaction and lock).
pub const DATA_LOCK_WAITS: &str = "SELECT CAST(REQUESTING_ENGINE_TRANSACTION_ID AS CHAR), REQUESTING_ENGINE_LOCK_ID, \
     CAST(BLOCKING_ENGINE_TRANSACTION_ID AS CHAR), BLOCKING_ENGINE_LOCK_ID \
     FROM performance_schema.data_lock_waits WHERE ENGINE = 'INNODB'";

/// MariaDB: the locks involved in a wait (lock id, transaction, mode, type,
/// index, table, data).
pub const INNODB_LOCKS: &str = "SELECT lock_id, CAST(lock_trx_id AS CHAR), lock_mode, lock_type, lock_index, lock_table, lock_data \
     FROM information_schema.INNODB_LOCKS";

/// MariaDB: who waits for whom, as [`DATA_LOCK_WAITS`].
pub const INNODB_LOCK_WAITS: &str = "SELECT CAST(requesting_trx_id AS CHAR), requested_lock_id, CAST(blocking_trx_id AS CHAR), blocking_lock_id \
     FROM information_schema.INNODB_LOCK_WAITS";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_view_is_read_whole_and_ids_as_text() {
        for (read, from) in [
            (TRANSACTIONS, "information_schema.INNODB_TRX"),
            (DATA_LOCKS, "performance_schema.data_locks"),
            (DATA_LOCK_WAITS, "performance_schema.data_lock_waits"),
            (INNODB_LOCKS, "information_schema.INNODB_LOCKS"),
            (INNODB_LOCK_WAITS, "information_schema.INNODB_LOCK_WAITS"),
        ] {
            assert!(read.contains(&format!("FROM {from}")), "{read}");
            assert!(read.contains("AS CHAR)"), "{read}");
            assert!(!read.contains('?'), "{read}");
        }
    }
}
