//! The statements of poolctl's own sessions, whatever the command: the
//! settings every connection makes when it opens, the first query that
//! identifies the server, the statement connection's settings and its
//! heartbeat, read-only snapshots, and the named locks' calls. Pure: the
//! database seam (`crate::db`) sends them and owns what they are for
//! (`db::connect`, `db::long`, `db::named_lock`); the SQL of each feature
//! lives beside the feature.

/// What a connection sets when it opens, before anything else: UTC (every
/// time crosses the seam in the server's clock), and the session's lock
/// waits (`innodb_lock_wait_timeout` for rows, `lock_wait_timeout` for
/// metadata locks) capped at `lock_wait_cap_secs`, never raised.
pub fn on_connect(lock_wait_cap_secs: u64) -> Vec<String> {
    let cap = lock_wait_cap_secs;
    vec![
        "SET time_zone = '+00:00'".to_string(),
        format!(
            "SET SESSION innodb_lock_wait_timeout = LEAST(@@SESSION.innodb_lock_wait_timeout, {cap}), \
             lock_wait_timeout = LEAST(@@SESSION.lock_wait_timeout, {cap})"
        ),
    ]
}

/// The first query of a connection: `VERSION()`, `@@version_comment`,
/// `CONNECTION_ID()`.
pub const IDENTIFY: &str = "SELECT VERSION(), @@version_comment, CONNECTION_ID()";

/// A fresh statement connection's lock waits (the connection long
/// statements run on), capped at `lock_wait_secs`, never raised.
pub fn statement_connection(lock_wait_secs: u64) -> String {
    let cap = lock_wait_secs;
    format!(
        "SET SESSION lock_wait_timeout = LEAST(@@SESSION.lock_wait_timeout, {cap}), \
         innodb_lock_wait_timeout = LEAST(@@SESSION.innodb_lock_wait_timeout, {cap})"
    )
}

/// Whether the server still answers, asked while a long statement runs.
pub const HEARTBEAT: &str = "SELECT /* poolctl heartbeat */ 1";

/// How long this session's statements wait for a row lock. Binds the
/// seconds.
pub const SET_ROW_LOCK_WAIT: &str = "SET SESSION innodb_lock_wait_timeout = ?";

/// The session's `wait_timeout` (bound: seconds): a connection silent this
/// long is closed by the server, and its named locks go with it (the
/// replenisher's leader lease).
pub const SET_WAIT_TIMEOUT: &str = "SET SESSION wait_timeout = ?";

/// Bounds that the server itself keeps on a session that can hold a pool's
/// locks (the replenisher's work and worker connections), so that a client
/// which vanishes (a partition, a frozen host) lets go of them without
/// anyone's help: `wait_timeout` closes the session once it has been silent
/// `idle_secs`, in a transaction or not, and `net_write_timeout` ends a
/// result the client stopped reading after as long. MariaDB also has
/// `idle_transaction_timeout`, which closes a session silent inside a
/// transaction after `in_transaction_secs` (MySQL has no such variable:
/// there `wait_timeout` alone bounds it). `innodb_lock_wait_timeout` bounds
/// a statement waiting for a row lock (`SET_ROW_LOCK_WAIT`).
pub fn idle_bounds(
    kind: crate::server::ServerKind,
    idle_secs: u64,
    in_transaction_secs: u64,
) -> String {
    let idle = idle_secs.max(1);
    match kind {
        crate::server::ServerKind::Mariadb => format!(
            "SET SESSION wait_timeout = {idle}, net_write_timeout = {idle}, \
             idle_transaction_timeout = {}",
            in_transaction_secs.clamp(1, idle)
        ),
        crate::server::ServerKind::Mysql => {
            format!("SET SESSION wait_timeout = {idle}, net_write_timeout = {idle}")
        }
    }
}

/// A read-only REPEATABLE READ transaction with a consistent snapshot, in
/// the order sent: every statement of it sees the same committed state.
pub const SNAPSHOT: [&str; 3] = [
    "SET TRANSACTION ISOLATION LEVEL REPEATABLE READ",
    "SET TRANSACTION READ ONLY",
    "START TRANSACTION WITH CONSISTENT SNAPSHOT",
];

pub const COMMIT: &str = "COMMIT";
pub const ROLLBACK: &str = "ROLLBACK";

/// A named lock's call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LockCall {
    /// `GET_LOCK(name, seconds)`: 1 taken, 0 still busy after the wait.
    Get,
    /// `IS_USED_LOCK(name)`: the holding connection, or NULL.
    IsUsed,
    /// `RELEASE_LOCK(name)`: 1 released, 0 held by another, NULL not held.
    Release,
}

impl LockCall {
    /// The server's function, by name.
    pub fn function(self) -> &'static str {
        match self {
            LockCall::Get => "GET_LOCK",
            LockCall::IsUsed => "IS_USED_LOCK",
            LockCall::Release => "RELEASE_LOCK",
        }
    }
}

/// The statement of `call` on a named lock, carrying `/* conn_tag:TAG */`
/// when the lock has a tag. Binds the name (and, for [`LockCall::Get`], the
/// seconds to wait).
pub fn lock_call(tag: Option<&str>, call: LockCall) -> String {
    let params = match call {
        LockCall::Get => "?, ?",
        LockCall::IsUsed | LockCall::Release => "?",
    };
    let call = format!("{}({params})", call.function());
    match tag {
        Some(tag) => format!("SELECT /* conn_tag:{tag} */ {call}"),
        None => format!("SELECT {call}"),
    }
}

/// What the process list shows of a lock's holder (`user`, `host`, `time`,
/// `state`). Binds its connection id.
pub const LOCK_HOLDER: &str =
    "SELECT USER, HOST, TIME, STATE FROM information_schema.PROCESSLIST WHERE ID = ?";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lock_calls_carry_the_tag_when_there_is_one() {
        assert_eq!(
            lock_call(Some("pool_refill"), LockCall::Get),
            "SELECT /* conn_tag:pool_refill */ GET_LOCK(?, ?)"
        );
        assert_eq!(lock_call(None, LockCall::Get), "SELECT GET_LOCK(?, ?)");
        assert_eq!(
            lock_call(Some("pool_replenish"), LockCall::Release),
            "SELECT /* conn_tag:pool_replenish */ RELEASE_LOCK(?)"
        );
        assert_eq!(lock_call(None, LockCall::IsUsed), "SELECT IS_USED_LOCK(?)");
    }

    #[test]
    fn lock_waits_are_capped_never_raised() {
        let [zone, waits] = on_connect(7).try_into().unwrap();
        assert_eq!(zone, "SET time_zone = '+00:00'");
        assert_eq!(
            waits,
            "SET SESSION innodb_lock_wait_timeout = LEAST(@@SESSION.innodb_lock_wait_timeout, 7), \
             lock_wait_timeout = LEAST(@@SESSION.lock_wait_timeout, 7)"
        );
        assert_eq!(
            idle_bounds(crate::server::ServerKind::Mariadb, 7, 5),
            "SET SESSION wait_timeout = 7, net_write_timeout = 7, idle_transaction_timeout = 5"
        );
        assert_eq!(
            idle_bounds(crate::server::ServerKind::Mysql, 7, 5),
            "SET SESSION wait_timeout = 7, net_write_timeout = 7"
        );
        assert!(idle_bounds(crate::server::ServerKind::Mariadb, 3, 9).ends_with("timeout = 3"));
        assert!(statement_connection(3595).contains("LEAST(@@SESSION.lock_wait_timeout, 3595)"));
    }
}
