//! The reads `schema check` makes (global variables, the shape of the
//! managed tables and the reserve procedure from information_schema), and
//! the grants they need. Pure: `crate::db::schema` runs them and hands back
//! [`super::SchemaFacts`].

/// Every variable any check reads, on either server kind; a server simply does
/// not return the ones it lacks (MySQL 8 has no `tx_isolation`, MariaDB before
/// 11.1 no `transaction_isolation`).
pub const CHECK_VARIABLES: [&str; 5] = [
    "log_bin",
    "binlog_format",
    "tx_isolation",
    "transaction_isolation",
    "innodb_status_output_locks",
];

/// What the information_schema reads need (for a missing-grant message).
pub const GRANT: &str =
    "SELECT on the target database (information_schema shows only tables you can access)";

/// The global variables named `names` (name, value).
pub fn global_variables(names: &[&str]) -> String {
    let list = names
        .iter()
        .map(|n| format!("'{}'", n.replace('\'', "")))
        .collect::<Vec<_>>()
        .join(", ");
    format!("SHOW GLOBAL VARIABLES WHERE Variable_name IN ({list})")
}

/// A table's engine, or no row when it does not exist. Binds schema, table.
pub const TABLE_ENGINE: &str =
    "SELECT ENGINE FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ?";

/// A table's columns in order (name, data type, column type, extra,
/// nullable). Binds schema, table.
pub const TABLE_COLUMNS: &str = "SELECT COLUMN_NAME, DATA_TYPE, COLUMN_TYPE, EXTRA, IS_NULLABLE FROM information_schema.COLUMNS \
     WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION";

/// A table's indexes, the primary key first, each one's columns in order
/// (index, non-unique, column). Binds schema, table.
pub const TABLE_INDEXES: &str = "SELECT INDEX_NAME, NON_UNIQUE, COLUMN_NAME FROM information_schema.STATISTICS \
     WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? ORDER BY INDEX_NAME = 'PRIMARY' DESC, INDEX_NAME, SEQ_IN_INDEX";

/// The reserve procedure's security type. Binds schema, procedure.
pub const PROCEDURE_SECURITY: &str = "SELECT SECURITY_TYPE FROM information_schema.ROUTINES \
     WHERE ROUTINE_SCHEMA = ? AND ROUTINE_NAME = ? AND ROUTINE_TYPE = 'PROCEDURE'";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variables_are_listed_as_quoted_names() {
        assert_eq!(
            global_variables(&["log_bin", "we'ird"]),
            "SHOW GLOBAL VARIABLES WHERE Variable_name IN ('log_bin', 'weird')"
        );
        for read in [
            TABLE_ENGINE,
            TABLE_COLUMNS,
            TABLE_INDEXES,
            PROCEDURE_SECURITY,
        ] {
            assert_eq!(read.matches('?').count(), 2, "{read}");
        }
    }
}
