//! The statements of `poolctl cutover` and of shadow mode's bookkeeping, on
//! the tables of `migrations/V6__cutover.sql` under their `[tables]` names.

use crate::config::TableNames;
use crate::pool::sql::quote;

/// The statements, built once for the configured table names.
#[derive(Debug, Clone)]
pub struct CutoverSql {
    /// The one row of the state table, as `(state, changed_at, changed_by)`.
    pub read_state: String,
    /// [`CutoverSql::read_state`], locking the row for the change in the
    /// same transaction.
    pub lock_state: String,
    /// The change: binds the new state, who changed it, and the state it
    /// must still be in (read under `lock_state`).
    pub set_state: String,
    /// The change's audit row, in the change's transaction: binds the
    /// operator, the action, the state before and after, and the evidence
    /// (JSON); the server account is the server's own `CURRENT_USER()`.
    pub audit: String,
    /// Shadow operations in the last `?` seconds (whole minutes: a minute
    /// counts when it began inside the window).
    pub operations_in_window: String,
    /// Disagreements recorded in the last `?` seconds.
    pub disagreements_in_window: String,
    /// Shadow operations counted: binds shard `?` (0 to [`SHARDS`] - 1,
    /// chosen at random by the writer) and the count twice; this minute's
    /// row, outside the reserve's transaction.
    pub count_operations: String,
    /// One disagreement: binds the pod, shop, item, location, checkout,
    /// the operation, what Redis and what the pool answered, and the
    /// source of truth.
    pub record_disagreement: String,
    /// What `cutover` needs granted, for a missing-grant message.
    pub grant: String,
}

/// The rows [`CutoverSql::count_operations`] spreads a minute's count over.
pub const SHARDS: u8 = 16;

impl CutoverSql {
    pub fn new(t: &TableNames) -> CutoverSql {
        let state = quote(&t.cutover);
        let audit = quote(&t.cutover_audit);
        let ops = quote(&t.shadow_operations);
        let disagreements = quote(&t.shadow_disagreements);
        let read = format!(
            "SELECT state, DATE_FORMAT(changed_at, '%Y-%m-%d %H:%i:%s.%f'), changed_by \
             FROM {state} WHERE id = 1"
        );
        CutoverSql {
            lock_state: format!("{read} FOR UPDATE"),
            read_state: read,
            set_state: format!(
                "UPDATE {state} SET state = ?, changed_at = CURRENT_TIMESTAMP(6), \
                 changed_by = ? WHERE id = 1 AND state = ?"
            ),
            audit: format!(
                "INSERT INTO {audit} (operator, account, action, from_state, to_state, evidence) \
                 VALUES (?, CURRENT_USER(), ?, ?, ?, ?)"
            ),
            operations_in_window: format!(
                "SELECT CAST(COALESCE(SUM(operations), 0) AS UNSIGNED) FROM {ops} \
                 WHERE minute >= NOW() - INTERVAL ? SECOND"
            ),
            disagreements_in_window: format!(
                "SELECT COUNT(*) FROM {disagreements} WHERE at >= NOW(6) - INTERVAL ? SECOND"
            ),
            count_operations: format!(
                "INSERT INTO {ops} (minute, shard, operations) \
                 VALUES (FROM_UNIXTIME(UNIX_TIMESTAMP() DIV 60 * 60), ?, ?) \
                 ON DUPLICATE KEY UPDATE operations = operations + ?"
            ),
            record_disagreement: format!(
                "INSERT INTO {disagreements} (pod, shop_id, inventory_item_id, inventory_group_id, \
                 checkout_id, operation, redis_answer, mysql_answer, source_of_truth) \
                 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
            ),
            grant: format!(
                "SELECT, UPDATE on {}, INSERT on {}, SELECT, INSERT, UPDATE on {} and {} \
                 (from poolctl migrate run)",
                t.cutover, t.cutover_audit, t.shadow_operations, t.shadow_disagreements
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_statements_follow_the_configured_names() {
        let t = TableNames {
            cutover: "app.cut".into(),
            ..TableNames::default()
        };
        let sql = CutoverSql::new(&t);
        assert!(
            sql.lock_state
                .contains("FROM `app`.`cut` WHERE id = 1 FOR UPDATE")
        );
        assert!(sql.set_state.starts_with("UPDATE `app`.`cut` SET"));
        assert!(sql.audit.contains("INTO `pool_cutover_audit`"));
        assert!(
            sql.operations_in_window
                .contains("FROM `shadow_operations`")
        );
        assert!(
            sql.disagreements_in_window
                .contains("FROM `shadow_disagreements`")
        );
        assert!(
            sql.record_disagreement
                .starts_with("INSERT INTO `shadow_disagreements` (pod,")
        );
        assert_eq!(sql.record_disagreement.matches('?').count(), 9);
    }
}
