//! The statements of `poolctl cutover` and of shadow mode's bookkeeping, on
//! the tables of `migrations/V6__cutover.sql` (whose names `[tables]` does
//! not rename).

/// The one row of `pool_cutover`, as `(state, changed_at, changed_by)`.
pub const READ_STATE: &str = "SELECT state, DATE_FORMAT(changed_at, '%Y-%m-%d %H:%i:%s.%f'), \
     changed_by FROM pool_cutover WHERE id = 1";

/// [`READ_STATE`], locking the row for the change in the same transaction.
pub const LOCK_STATE: &str = "SELECT state, DATE_FORMAT(changed_at, '%Y-%m-%d %H:%i:%s.%f'), \
     changed_by FROM pool_cutover WHERE id = 1 FOR UPDATE";

/// The change: binds the new state, who changed it, and the state it must
/// still be in (read under [`LOCK_STATE`]).
pub const SET_STATE: &str = "UPDATE pool_cutover SET state = ?, changed_at = CURRENT_TIMESTAMP(6), \
     changed_by = ? WHERE id = 1 AND state = ?";

/// The change's audit row, in the change's transaction: binds the operator,
/// the action, the state before and after, and the evidence (JSON); the
/// server account is the server's own `CURRENT_USER()`.
pub const AUDIT: &str = "INSERT INTO pool_cutover_audit \
     (operator, account, action, from_state, to_state, evidence) \
     VALUES (?, CURRENT_USER(), ?, ?, ?, ?)";

/// Shadow operations in the last `?` seconds (whole minutes: a minute
/// counts when it began inside the window).
pub const OPERATIONS_IN_WINDOW: &str = "SELECT CAST(COALESCE(SUM(operations), 0) AS UNSIGNED) \
     FROM shadow_operations WHERE minute >= NOW() - INTERVAL ? SECOND";

/// Disagreements recorded in the last `?` seconds.
pub const DISAGREEMENTS_IN_WINDOW: &str =
    "SELECT COUNT(*) FROM shadow_disagreements WHERE at >= NOW(6) - INTERVAL ? SECOND";

/// One shadow operation counted: this minute's row of shard `?` (0 to
/// [`SHARDS`] - 1, chosen at random by the writer), outside the reserve's
/// transaction.
pub const COUNT_OPERATION: &str = "INSERT INTO shadow_operations (minute, shard, operations) \
     VALUES (FROM_UNIXTIME(UNIX_TIMESTAMP() DIV 60 * 60), ?, 1) \
     ON DUPLICATE KEY UPDATE operations = operations + 1";

/// The rows [`COUNT_OPERATION`] spreads a minute's count over.
pub const SHARDS: u8 = 16;

/// What `cutover` needs granted, for a missing-grant message.
pub const GRANT: &str = "SELECT, UPDATE on pool_cutover, INSERT on pool_cutover_audit, SELECT on \
     shadow_operations and shadow_disagreements (from poolctl migrate run)";
