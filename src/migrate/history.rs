//! The history table poolctl keeps in the target database
//! ([`super::HISTORY_TABLE`]): its definition and the statements that read
//! and record it, and the grants they need. Pure: `crate::db::migrate` runs
//! them and reads the rows back as [`super::HistoryRow`]s.

use super::HISTORY_TABLE;

/// What reading the history needs (for a missing-grant message).
pub const GRANT_READ: &str = "SELECT on the target database";
/// What creating and writing the history needs.
pub const GRANT_HISTORY: &str = "CREATE, SELECT, INSERT, UPDATE, DELETE on the target database";
/// What the migrations' own statements need.
pub const GRANT_DDL: &str = "CREATE, ALTER, INDEX, DROP, CREATE ROUTINE on the target database";

/// Every row, oldest first: version, name, checksum, state, statements
/// total and applied, started and finished (UTC, to the second), applied by.
pub fn read() -> String {
    format!(
        "SELECT version, name, checksum, CAST(state AS CHAR), statements_total, statements_applied, \
         DATE_FORMAT(started_at, '%Y-%m-%d %H:%i:%s'), DATE_FORMAT(finished_at, '%Y-%m-%d %H:%i:%s'), \
         applied_by FROM `{HISTORY_TABLE}` ORDER BY version"
    )
}

/// The table, unless it exists.
pub fn create() -> String {
    format!(
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
    )
}

/// A migration started. Binds version, name, checksum, statements total,
/// applied by.
pub fn record_started() -> String {
    format!(
        "INSERT INTO `{HISTORY_TABLE}` (version, name, checksum, state, statements_total, applied_by) \
         VALUES (?, ?, ?, 'started', ?, ?)"
    )
}

/// How many of its statements ran. Binds the count, the version.
pub fn record_progress() -> String {
    format!("UPDATE `{HISTORY_TABLE}` SET statements_applied = ? WHERE version = ?")
}

/// A migration finished, with its checksum. Binds checksum, version.
pub fn record_finished() -> String {
    format!(
        "UPDATE `{HISTORY_TABLE}` SET state = 'finished', finished_at = CURRENT_TIMESTAMP(6), \
         statements_applied = statements_total, checksum = ? WHERE version = ?"
    )
}

/// A migration forgotten (the next run applies it). Binds the version.
pub fn forget() -> String {
    format!("DELETE FROM `{HISTORY_TABLE}` WHERE version = ?")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_statement_names_the_history_table_and_binds_its_values() {
        for (stmt, binds) in [
            (read(), 0),
            (create(), 0),
            (record_started(), 5),
            (record_progress(), 2),
            (record_finished(), 2),
            (forget(), 1),
        ] {
            assert!(stmt.contains("`poolctl_schema_history`"), "{stmt}");
            assert_eq!(stmt.matches('?').count(), binds, "{stmt}");
        }
    }
}
