//! What can go wrong on the seam, said so that the user knows what to fix:
//! [`DbError`] and its messages, the server error codes poolctl reacts to
//! ([`codes`]), and the classification of a driver error raised while doing
//! something ([`DbError::from_driver`]). A driver error on an open
//! connection goes through that connection's wire (`db::wire`), which cuts
//! a connection that timed out or broke before classifying.

use crate::redact;

/// Server error codes poolctl reacts to. MySQL and MariaDB share these.
pub mod codes {
    pub const ACCESS_DENIED: u16 = 1045;
    pub const DB_ACCESS_DENIED: u16 = 1044;
    pub const BAD_DB: u16 = 1049;
    pub const TABLE_ACCESS_DENIED: u16 = 1142;
    pub const COLUMN_ACCESS_DENIED: u16 = 1143;
    pub const SPECIFIC_ACCESS_DENIED: u16 = 1227;
    pub const NO_SUCH_TABLE: u16 = 1146;
    pub const BAD_FIELD: u16 = 1054;
    pub const ACCOUNT_LOCKED: u16 = 3118;
    /// MariaDB's code for a locked account.
    pub const MARIADB_ACCOUNT_LOCKED: u16 = 4151;
    /// "Subquery returns more than 1 row" (ER_SUBQUERY_NO_1_ROW, both
    /// servers): how the reserve's delete guard fails
    /// (`crate::reserve::sql::deleted_all_guard`).
    pub const SUBQUERY_ROWS: u16 = 1242;
    /// An unhandled user-defined `SIGNAL SQLSTATE '45000'` (both servers): how
    /// the reserve procedure's delete check fails
    /// (`migrations/V5__reserve_procedure.sql`).
    pub const SIGNAL: u16 = 1644;
    /// "PROCEDURE ... does not exist" (ER_SP_DOES_NOT_EXIST, both servers).
    pub const NO_SUCH_PROCEDURE: u16 = 1305;
    /// "execute command denied ... for routine" (ER_PROCACCESS_DENIED_ERROR).
    pub const PROCEDURE_ACCESS_DENIED: u16 = 1370;
    /// "Query execution was interrupted" (ER_QUERY_INTERRUPTED, both
    /// servers): `KILL QUERY`, or a kill that reached the statement.
    pub const QUERY_INTERRUPTED: u16 = 1317;
    /// "Server shutdown in progress" (ER_SERVER_SHUTDOWN, both servers).
    pub const SERVER_SHUTDOWN: u16 = 1053;
    /// "Connection was killed" (ER_CONNECTION_KILLED, MariaDB).
    pub const CONNECTION_KILLED: u16 = 1927;
    /// "Query execution was interrupted (max_statement_time exceeded)"
    /// (ER_STATEMENT_TIMEOUT, MariaDB).
    pub const STATEMENT_TIMEOUT: u16 = 1969;
    /// "The client was disconnected by the server because of inactivity" /
    /// "killed" (ER_SESSION_WAS_KILLED, MySQL).
    pub const SESSION_WAS_KILLED: u16 = 3169;

    /// Codes with which the server answers a statement it was stopping
    /// while it ran (a kill, a shutdown, a timeout of its own): unlike any
    /// other error, the statement may have taken effect in part or whole
    /// (DDL is not always undone when it is interrupted).
    pub const INTERRUPTED: [u16; 5] = [
        QUERY_INTERRUPTED,
        SERVER_SHUTDOWN,
        CONNECTION_KILLED,
        STATEMENT_TIMEOUT,
        SESSION_WAS_KILLED,
    ];

    /// The server's error code of a driver error, if it is one.
    pub fn of(e: &mysql::Error) -> Option<u16> {
        match e {
            mysql::Error::MySqlError(m) => Some(m.code),
            _ => None,
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum DbError {
    #[error("cannot reach {target}: {detail}. Is the server running, and are host and port right?{}",
        if *.timed_out { format!(" (gave up after {}s; --connect-timeout changes that)", .timeout) } else { String::new() })]
    Unreachable {
        target: String,
        detail: String,
        timeout: u64,
        timed_out: bool,
    },
    #[error(
        "access denied for user '{user}' at {target}: {source_hint}; check that password and the account"
    )]
    AccessDenied {
        target: String,
        user: String,
        source_hint: String,
    },
    #[error(
        "database '{database}' does not exist on {target}: create it (CREATE DATABASE `{database}`) or fix the URL"
    )]
    UnknownDatabase { target: String, database: String },
    #[error("missing grant: {action} needs {grant} (server said: {detail})")]
    MissingGrant {
        action: String,
        grant: String,
        detail: String,
    },
    #[error("TLS with {target} failed: {detail}; check --tls-mode and the CA/certificate paths")]
    Tls { target: String, detail: String },
    #[error(
        "{server} at {target} has no SELECT ... SKIP LOCKED, which the reservation pool needs: {hint}"
    )]
    NoSkipLocked {
        target: String,
        server: String,
        hint: String,
    },
    #[error("{action} failed: server error {code}: {message}")]
    Server {
        action: String,
        code: u16,
        message: String,
    },
    /// The server accepted the connection and did not complete the handshake
    /// in time (a hung or overloaded server, or not a MySQL server at all).
    #[error(
        "no answer from {target} within {secs}s ({waited}): the server accepts connections but \
         does not respond. Check the server; raise {raise} if it is only slow"
    )]
    NoAnswer {
        target: String,
        secs: u64,
        /// Which timeouts made up `secs`, by flag.
        waited: String,
        /// The setting that gives it longer (`RAISE_READ` or `RAISE_CONNECT`).
        raise: &'static str,
    },
    /// A long statement (`Db::execute_long`) still ran when its
    /// `--statement-timeout` was up, while the server kept answering.
    #[error(
        "{action} did not finish within --statement-timeout {secs}s (the server kept answering); \
         it may still be running on connection {connection}. Raise --statement-timeout if it \
         only needs longer"
    )]
    StatementTimeout {
        action: String,
        secs: u64,
        connection: u64,
    },
    /// A statement got no answer within the connection's read timeout (its
    /// socket is then cut: `wire`). `within`: which server and which
    /// timeouts, when the connection's wire classified it; without it the
    /// command layer adds them ([`DbError::lacks_timeout_detail`]).
    #[error("{action} failed: {}", match within {
        Some(w) => format!(
            "no answer from {} within {}s ({}): the server has stopped responding. Check the \
             server; raise --read-timeout (POOLCTL_READ_TIMEOUT, [timeouts] read_seconds) if it \
             is only slow", w.target, w.secs, w.waited),
        None => "the server sent no answer within the read timeout".to_string(),
    })]
    ReadTimeout {
        action: String,
        within: Option<Waited>,
    },
    /// The connection cannot be used any more: the server closed it, it was
    /// killed, or poolctl cut it (`wire`). `why` says which, in words.
    #[error("{action} failed: {why}")]
    ConnectionLost { action: String, why: String },
    /// poolctl closed the connection itself to stop within its stop timeout
    /// (`wire::cut_every_connection`), or opens none while it stops: not a
    /// failure of the server's, nothing to reconnect.
    #[error("{action} failed: {why}")]
    ClosedToStop { action: String, why: String },
    #[error(
        "the ledger's available quantity for {pool} is {value}, outside what poolctl handles \
         ({min} to {max}); a BIGINT UNSIGNED that went below 0 wraps to 18446744073709551615. \
         poolctl refuses the pool rather than treat it as stock or as sold out: fix the ledger \
         row (the [ledger] available_column)", min = i64::MIN, max = i64::MAX
    )]
    LedgerQuantity { pool: String, value: i128 },
    /// A refill was rolled back before its commit: the lock that fences it
    /// (the replenisher's leader lock) is no longer held by the connection
    /// that took it, so another instance may lead.
    #[error(
        "{action} was rolled back before its commit: the leader lock is held by {} now, not \
         by this replenisher's lock connection {holder}", match now { Some(c) => format!("connection {c}"), None => "nobody".to_string() }
    )]
    Fenced {
        action: String,
        holder: u64,
        now: Option<u64>,
    },
    #[error(
        "the ledger has more than one row for {pool}: the [ledger] key columns (shop_column, \
         item_column, location_column) must identify one row, or its stock is whichever row came \
         first; fix the mapping in poolctl.toml or the duplicate rows (refill refuses such a pool too)"
    )]
    LedgerDuplicate { pool: String },
    #[error(
        "pool {pool} has run out of unit ids: its next_unit_id is {next}, and {rows} new unit(s) \
         would pass 18446744073709551615, the largest BIGINT UNSIGNED; nothing was added. \
         Renumber the pool: with the pool empty (no units), set its pool_refill_state \
         next_unit_id back to 1"
    )]
    UnitIdsExhausted { pool: String, next: u64, rows: u64 },
    #[error("{action} failed: {detail}")]
    Other { action: String, detail: String },
}

/// The setting that gives a server longer to answer a statement.
pub const RAISE_READ: &str = "--read-timeout (POOLCTL_READ_TIMEOUT, [timeouts] read_seconds)";
/// The setting that gives a server longer to greet and authenticate.
pub const RAISE_CONNECT: &str =
    "--connect-timeout (POOLCTL_CONNECT_TIMEOUT, [timeouts] connect_seconds)";

/// What a read timeout waited: the server, the seconds, which flags made
/// them up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Waited {
    pub target: String,
    pub secs: u64,
    pub waited: String,
}

/// Which timeouts make up a connection's socket timeout, by flag.
pub(super) fn waited(read_secs: u64, planned_secs: u64) -> String {
    match planned_secs {
        0 => format!("--read-timeout {read_secs}s"),
        w => format!("--read-timeout {read_secs}s plus the command's own {w}s wait"),
    }
}

/// What a lost connection means, for a driver error that says only that the
/// socket failed.
const LOST: &str = "the connection to the server was lost (the server closed it: restarted, or \
                    the connection was killed)";

/// Whether a driver error leaves the connection unusable (the socket failed,
/// or the protocol lost its place); a server's error answer does not.
pub(super) fn breaks_connection(e: &mysql::Error) -> bool {
    matches!(e, mysql::Error::IoError(_) | mysql::Error::CodecError(_))
        || matches!(
            e,
            mysql::Error::DriverError(
                mysql::DriverError::PacketOutOfSync | mysql::DriverError::UnexpectedPacket
            )
        )
}

/// Whether a driver error is a socket read or write timing out.
pub(super) fn is_timeout(e: &mysql::Error) -> bool {
    let io = match e {
        mysql::Error::IoError(io) => io,
        mysql::Error::CodecError(
            mysql::mysql_common::proto::codec::error::PacketCodecError::Io(io),
        ) => io,
        _ => return false,
    };
    matches!(
        io.kind(),
        std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
    )
}

impl DbError {
    /// Classify a driver error raised while doing `action`. `grant` names the
    /// privilege the action needs, for the missing-grant message.
    pub(crate) fn from_driver(e: mysql::Error, action: &str, grant: &str) -> DbError {
        if is_timeout(&e) {
            return DbError::ReadTimeout {
                action: action.to_string(),
                within: None,
            };
        }
        if breaks_connection(&e) {
            return DbError::ConnectionLost {
                action: action.to_string(),
                why: match e {
                    mysql::Error::DriverError(d) => {
                        format!("{LOST}; the driver lost its place in the protocol ({d})")
                    }
                    _ => LOST.to_string(),
                },
            };
        }
        match e {
            mysql::Error::MySqlError(m) => match m.code {
                codes::TABLE_ACCESS_DENIED
                | codes::COLUMN_ACCESS_DENIED
                | codes::SPECIFIC_ACCESS_DENIED
                | codes::DB_ACCESS_DENIED => DbError::MissingGrant {
                    action: action.to_string(),
                    grant: grant.to_string(),
                    detail: redact::scrub(&m.message),
                },
                code => DbError::Server {
                    action: action.to_string(),
                    code,
                    message: redact::scrub(&m.message),
                },
            },
            mysql::Error::DriverError(d) => DbError::Other {
                action: action.to_string(),
                detail: redact::scrub(&d.to_string()),
            },
            other => DbError::Other {
                action: action.to_string(),
                detail: redact::scrub(&other.to_string()),
            },
        }
    }

    /// Whether a statement timed out waiting for the server's answer.
    pub fn is_read_timeout(&self) -> bool {
        matches!(self, DbError::ReadTimeout { .. })
    }

    /// A read timeout whose message does not name the server and the
    /// timeout (raised outside a connection's wire): the command adds them.
    pub fn lacks_timeout_detail(&self) -> bool {
        matches!(self, DbError::ReadTimeout { within: None, .. })
    }

    /// Whether the connection it happened on is gone (a read timeout cuts
    /// it): nothing about the schema, grants or data.
    pub fn connection_failed(&self) -> bool {
        matches!(
            self,
            DbError::ReadTimeout { .. }
                | DbError::ConnectionLost { .. }
                | DbError::ClosedToStop { .. }
                | DbError::NoAnswer { .. }
        )
    }

    /// Whether poolctl closed (or would not open) the connection because it
    /// is stopping (`cut_every_connection`), rather than the server or the
    /// network failing.
    pub fn closed_to_stop(&self) -> bool {
        matches!(self, DbError::ClosedToStop { .. })
    }

    /// The server error code, when the server raised it.
    pub fn server_code(&self) -> Option<u16> {
        match self {
            DbError::Server { code, .. } => Some(*code),
            _ => None,
        }
    }
}
