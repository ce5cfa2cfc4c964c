//! The database seam: the only module that imports the `mysql` crate.
//!
//! Owns connecting (TLS, timeouts), turning driver errors into [`DbError`]s that
//! say what to fix, and the queries the commands need (one submodule per area).
//! Everything it returns is plain data for the pure core.

mod bench;
mod bench_sale;
mod conn_tags;
mod ledger;
pub mod load;
mod lock;
mod locks;
mod long;
mod migrate;
mod names;
mod pool;
mod reconcile;
mod refill;
mod repair;
mod replenish;
mod reserve;
mod reserve_path;
mod retry;
mod schema;
mod status;
mod wire;

pub use bench::Answer;
pub use conn_tags::Sampler;
pub use lock::{LockHolder, Locked, NamedLock};
pub use pool::{Batch, PoolSql, PreflightError};
pub use reconcile::{Chunk, ReconcileSql, Repaired};
pub use refill::{FillFailed, Filled, RefillOptions, Refiller};
pub use replenish::{KEYS_PER_READ, ReplenishSql};
pub use reserve::ReserveError;
pub use retry::{Retried, ServerCode};
pub use status::{StatusScope, StatusSql};
pub use wire::{connections_were_cut, cut_every_connection};

use crate::config::{Target, TlsMode};
use crate::redact;
use crate::server::ServerInfo;
use mysql::prelude::Queryable;
use std::time::Duration;

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
         does not respond. Check the server; raise --read-timeout (POOLCTL_READ_TIMEOUT, \
         [timeouts] read_seconds) if it is only slow"
    )]
    NoAnswer {
        target: String,
        secs: u64,
        /// Which timeouts made up `secs`, by flag.
        waited: String,
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
    #[error(
        "the ledger has more than one row for {pool}: the [ledger] key columns (shop_column, \
         item_column, location_column) must identify one row, or its stock is whichever row came \
         first; fix the mapping in poolctl.toml or the duplicate rows (refill refuses such a pool too)"
    )]
    LedgerDuplicate { pool: String },
    #[error("{action} failed: {detail}")]
    Other { action: String, detail: String },
}

/// What a read timeout waited: the server, the seconds, which flags made
/// them up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Waited {
    pub target: String,
    pub secs: u64,
    pub waited: String,
}

/// Which timeouts make up a connection's socket timeout, by flag.
fn waited(read_secs: u64, planned_secs: u64) -> String {
    match planned_secs {
        0 => format!("--read-timeout {read_secs}s"),
        w => format!("--read-timeout {read_secs}s plus the command's own {w}s wait"),
    }
}

/// What a lost connection means, for a driver error that says only that the
/// socket failed.
const LOST: &str = "the connection to the server was lost (the server closed it: restarted, or \
                    the connection was killed)";

/// Whether a driver error is a socket read or write timing out.
fn is_timeout(e: &mysql::Error) -> bool {
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
        if wire::breaks_connection(&e) {
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
    /// is stopping ([`cut_every_connection`]), rather than the server or the
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

/// What the caller requires of the server before it does anything.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Require {
    /// Nothing beyond a connection (schema check reports the rest).
    Connection,
    /// A server with SKIP LOCKED (every command that operates the pool).
    SkipLocked,
}

/// An open connection to one target.
pub struct Db {
    /// Listed among the process's open connections (dropped first: before
    /// `conn` closes the socket, see `wire`).
    _registered: wire::Registered,
    /// The socket under `conn`: every driver error on it goes through
    /// [`Wire::error`](wire::Wire::error).
    wire: wire::Wire,
    conn: mysql::Conn,
    target: Target,
    server: ServerInfo,
    connection_id: u64,
    /// Connections for statements that may run long (see [`long`]).
    long: long::LongStatements,
    /// The highest unit id seen in each pool: where random-start reserve
    /// scans begin (`reserve_path`).
    seen_max: reserve_path::SeenMax,
    /// The cap each pool had when this connection last read it: the random
    /// starts' width and the first guess of [`Db::pool_holds`]'s limit.
    pool_caps: reserve_path::SeenMax,
    /// Just above the unit this connection took last in each pool: where
    /// a walking scan starts (`HotPath::WalkTwoTrips`).
    walk_from: reserve_path::SeenMax,
    /// Each pool's bottom edge as this connection knows it (read by the
    /// reserve procedure one call in 8, moved up by the units got since):
    /// where its next start is read from or guessed.
    pool_edge: reserve_path::Edges,
    /// Pools a refill ahead found at their target (nothing to add): not
    /// looked at again by this connection before then.
    ahead_rest: std::collections::HashMap<crate::pool::PoolKey, std::time::Instant>,
    /// The reserve procedure could not be called on this connection (the
    /// server's error code: not created, or no EXECUTE grant, and when): its
    /// reserves take two round trips instead until
    /// [`reserve_path::PROCEDURE_RETRY`] has passed
    /// ([`crate::reserve::HotPath::Procedure`]).
    no_procedure: Option<(u16, std::time::Instant)>,
}

impl std::fmt::Debug for Db {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Db")
            .field("target", &self.target.display_url())
            .field("server", &self.server)
            .finish()
    }
}

fn ssl_opts(target: &Target) -> Option<mysql::SslOpts> {
    let tls = &target.tls;
    let mode = tls.effective_mode();
    if mode == TlsMode::Disabled {
        return None;
    }
    let mut ssl = mysql::SslOpts::default();
    if let Some(ca) = &tls.ca {
        ssl = ssl.with_root_cert_path(Some(ca.clone()));
    }
    if let (Some(cert), Some(key)) = (&tls.cert, &tls.key) {
        ssl = ssl.with_client_identity(Some(mysql::ClientIdentity::new(cert.clone(), key.clone())));
    }
    match mode {
        TlsMode::Required => ssl
            .with_danger_accept_invalid_certs(true)
            .with_danger_skip_domain_validation(true),
        TlsMode::VerifyCa => ssl.with_danger_skip_domain_validation(true),
        TlsMode::VerifyIdentity | TlsMode::Disabled => ssl,
    }
    .into()
}

/// What the connecting thread hands back: the connection and
/// `VERSION()`, `@@version_comment`, `CONNECTION_ID()`.
type Opened = Result<(mysql::Conn, (String, String, u64)), DbError>;

/// Keepalive probes find a peer that vanished (host down, network cut) even
/// while poolctl waits on a long statement the read timeout allows.
const KEEPALIVE_IDLE_MS: u32 = 10_000;
const KEEPALIVE_INTERVAL_SECS: u32 = 5;
const KEEPALIVE_PROBES: u32 = 3;

/// The session's lock waits (`innodb_lock_wait_timeout` for rows,
/// `lock_wait_timeout` for metadata locks), capped so that the server gives up
/// on a lock with an error of its own (1205) a little before the socket
/// gives up on the server: a lock wait is never mistaken for a dead server.
fn lock_wait_cap_secs(target: &Target) -> u64 {
    let read = target.read_timeout_secs.max(1);
    let margin = (read / 2).clamp(1, 5);
    (target.io_timeout_secs().saturating_sub(margin)).max(1)
}

impl Db {
    /// Connect, identify the server, and check `require`.
    ///
    /// Every connection has socket read and write timeouts of
    /// [`Target::io_timeout_secs`] (`--read-timeout` plus the waits the
    /// command declared with [`Target::expecting_waits`]), TCP keepalive, and
    /// its session lock waits capped below that. Connecting itself (TCP,
    /// TLS, handshake, the first query) is bounded by `--connect-timeout` +
    /// `--read-timeout` whatever the declared waits.
    pub fn connect(target: &Target, require: Require) -> Result<Db, DbError> {
        if wire::stopping() {
            return Err(stopping(target));
        }
        let connect_secs = target.connect_timeout_secs.max(1);
        let io = Duration::from_secs(target.io_timeout_secs());
        let cap = lock_wait_cap_secs(target);
        let mut opts = mysql::OptsBuilder::new()
            .ip_or_hostname(Some(target.host.clone()))
            .tcp_port(target.port)
            .user(Some(target.user.clone()))
            .pass(target.password.as_ref().map(|p| p.expose().to_string()))
            .db_name(target.database.clone())
            .prefer_socket(false)
            .tcp_connect_timeout(Some(Duration::from_secs(connect_secs)))
            .read_timeout(Some(io))
            .write_timeout(Some(io))
            .tcp_keepalive_time_ms(Some(KEEPALIVE_IDLE_MS))
            .tcp_keepalive_probe_interval_secs(Some(KEEPALIVE_INTERVAL_SECS))
            .tcp_keepalive_probe_count(Some(KEEPALIVE_PROBES))
            .ssl_opts(ssl_opts(target))
            .init(vec![
                "SET time_zone = '+00:00'".to_string(),
                format!(
                    "SET SESSION innodb_lock_wait_timeout = LEAST(@@SESSION.innodb_lock_wait_timeout, {cap}), \
                     lock_wait_timeout = LEAST(@@SESSION.lock_wait_timeout, {cap})"
                ),
            ]);
        if let Some(sock) = &target.socket {
            opts = opts.socket(Some(sock.to_string_lossy().into_owned()));
        }
        let shown = target.display_url();
        let limit = connect_secs.saturating_add(target.read_timeout_secs.max(1));
        let (conn, (version, comment, id)) = open_bounded(opts, target, limit)?;
        let server = ServerInfo::parse(&version, &comment).map_err(|e| DbError::Other {
            action: format!("identifying the server at {shown}"),
            detail: e.to_string(),
        })?;
        if require == Require::SkipLocked && !server.supports_skip_locked() {
            return Err(DbError::NoSkipLocked {
                target: shown,
                server: server.to_string(),
                hint: server.skip_locked_upgrade_hint(),
            });
        }
        let (wire, registered) = wire::Wire::new(&conn, target);
        Ok(Db {
            _registered: registered,
            wire,
            conn,
            target: target.clone(),
            server,
            connection_id: id,
            long: long::LongStatements::default(),
            seen_max: reserve_path::SeenMax::default(),
            pool_caps: reserve_path::SeenMax::default(),
            walk_from: reserve_path::SeenMax::default(),
            pool_edge: reserve_path::Edges::default(),
            ahead_rest: std::collections::HashMap::new(),
            no_procedure: None,
        })
    }

    pub fn server(&self) -> &ServerInfo {
        &self.server
    }

    pub fn target(&self) -> &Target {
        &self.target
    }

    pub fn connection_id(&self) -> u64 {
        self.connection_id
    }

    /// Why this connection's last call of the reserve procedure failed (the
    /// server's error code: 1305, 1370), when its reserves take two round
    /// trips for that reason; `None` once a call succeeded again.
    pub fn reserve_procedure_unusable(&self) -> Option<u16> {
        self.no_procedure.map(|(code, _)| code)
    }

    /// Run `read` in one read-only REPEATABLE READ transaction with a
    /// consistent snapshot (every statement sees the same committed state),
    /// then commit; on an error, roll back (best effort) and return it.
    ///
    /// The transaction is started here rather than with the driver's
    /// `start_transaction(TxOpts::set_with_consistent_snapshot)`: mysql 28
    /// unwraps the error of that `START TRANSACTION WITH CONSISTENT
    /// SNAPSHOT`, so a connection lost at that moment panicked (issue 11).
    /// The other `start_transaction` options return their errors.
    pub(crate) fn snapshot<T>(
        &mut self,
        read: impl FnOnce(&mut mysql::Conn) -> Result<T, mysql::Error>,
    ) -> Result<T, mysql::Error> {
        let conn = &mut self.conn;
        conn.query_drop("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")?;
        conn.query_drop("SET TRANSACTION READ ONLY")?;
        conn.query_drop("START TRANSACTION WITH CONSISTENT SNAPSHOT")?;
        match read(conn) {
            Ok(v) => {
                conn.query_drop("COMMIT")?;
                Ok(v)
            }
            // A connection that broke (or timed out: it is cut when the
            // error is classified) gets no ROLLBACK: it would wait out the
            // read timeout again, and the server rolls back when it sees
            // the connection close.
            Err(e) if wire::breaks_connection(&e) => Err(e),
            Err(e) => {
                let _ = conn.query_drop("ROLLBACK");
                Err(e)
            }
        }
    }

    /// The connected database (the URL's path).
    pub fn database(&self) -> Result<&str, crate::config::ConfigError> {
        self.target.require_database()
    }
}

/// Open the connection and run the first query on a thread of its own, and
/// give up after `limit_secs`: a server that accepts TCP and never speaks
/// cannot hold poolctl longer than that, whatever the socket timeouts
/// (which may be long for a command that declared long waits). A thread given
/// up on ends by itself when its socket times out; poolctl does not wait for it.
fn open_bounded(opts: mysql::OptsBuilder, target: &Target, limit_secs: u64) -> Opened {
    let (tx, rx) = std::sync::mpsc::channel::<Opened>();
    let t = target.clone();
    let spawned = std::thread::Builder::new()
        .name("poolctl-connect".into())
        .spawn(move || {
            let shown = t.display_url();
            let opened = mysql::Conn::new(opts)
                .map_err(|e| connect_error(e, &t, &shown))
                .and_then(|mut conn| {
                    let row: Option<(String, String, u64)> = conn
                        .query_first("SELECT VERSION(), @@version_comment, CONNECTION_ID()")
                        .map_err(|e| {
                            DbError::from_driver(e, "reading the server version", "no privilege")
                        })?;
                    let row = row.ok_or_else(|| DbError::Other {
                        action: "reading the server version".into(),
                        detail: "no row returned".into(),
                    })?;
                    Ok((conn, row))
                });
            let _ = tx.send(opened);
        });
    if let Err(e) = spawned {
        return Err(DbError::Other {
            action: format!("connecting to {}", target.display_url()),
            detail: format!("cannot start a thread: {e}"),
        });
    }
    let no_answer = || DbError::NoAnswer {
        target: target.display_url(),
        secs: limit_secs,
        waited: format!(
            "--connect-timeout {}s plus --read-timeout {}s",
            target.connect_timeout_secs.max(1),
            target.read_timeout_secs.max(1)
        ),
    };
    // Waited in slices: a process that cuts every connection to stop
    // (`wire::cut_every_connection`) does not wait for this one either.
    let deadline = std::time::Instant::now() + Duration::from_secs(limit_secs.max(1));
    let received = loop {
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        match rx.recv_timeout(left.min(Duration::from_millis(100))) {
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) if wire::stopping() => {
                return Err(stopping(target));
            }
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) if !left.is_zero() => continue,
            other => break other,
        }
    };
    match received {
        Ok(Err(DbError::ReadTimeout { .. })) => Err(no_answer()),
        Ok(opened) => opened,
        Err(std::sync::mpsc::RecvTimeoutError::Timeout) => Err(no_answer()),
        Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => Err(DbError::Other {
            action: format!("connecting to {}", target.display_url()),
            detail: "the connecting thread stopped without an answer (a bug: please report it)"
                .into(),
        }),
    }
}

/// Connecting while the process stops (`wire::cut_every_connection`).
fn stopping(target: &Target) -> DbError {
    DbError::ClosedToStop {
        action: format!("connecting to {}", target.display_url()),
        why: "poolctl is stopping (past its stop timeout) and opens no connection".into(),
    }
}

fn connect_error(e: mysql::Error, target: &Target, shown: &str) -> DbError {
    if is_timeout(&e) {
        return DbError::NoAnswer {
            target: shown.to_string(),
            secs: target.io_timeout_secs(),
            waited: waited(target.read_timeout_secs.max(1), target.planned_wait_secs),
        };
    }
    match e {
        mysql::Error::MySqlError(m) => match m.code {
            codes::ACCESS_DENIED => DbError::AccessDenied {
                target: shown.to_string(),
                user: target.user.clone(),
                source_hint: target.password_source.to_string(),
            },
            codes::BAD_DB => DbError::UnknownDatabase {
                target: shown.to_string(),
                database: target.database.clone().unwrap_or_default(),
            },
            codes::DB_ACCESS_DENIED => DbError::MissingGrant {
                action: format!(
                    "connecting to database '{}'",
                    target.database.as_deref().unwrap_or("")
                ),
                grant: format!(
                    "a grant on `{}`.* for '{}'",
                    target.database.as_deref().unwrap_or(""),
                    target.user
                ),
                detail: redact::scrub(&m.message),
            },
            codes::ACCOUNT_LOCKED | codes::MARIADB_ACCOUNT_LOCKED => DbError::AccessDenied {
                target: shown.to_string(),
                user: target.user.clone(),
                source_hint: "the account is locked".into(),
            },
            code => DbError::Server {
                action: format!("connecting to {shown}"),
                code,
                message: redact::scrub(&m.message),
            },
        },
        mysql::Error::IoError(io) => DbError::Unreachable {
            target: shown.to_string(),
            detail: redact::scrub(&io.to_string()),
            timeout: target.connect_timeout_secs,
            timed_out: matches!(
                io.kind(),
                std::io::ErrorKind::TimedOut | std::io::ErrorKind::WouldBlock
            ),
        },
        mysql::Error::DriverError(d) => {
            use mysql::DriverError as D;
            let detail = redact::scrub(&d.to_string());
            match d {
                D::TlsNotSupported => DbError::Tls {
                    target: shown.to_string(),
                    detail:
                        "the server does not offer TLS (is it configured with a certificate?), \
                             but --tls-mode asks for it"
                            .into(),
                },
                D::ConnectTimeout | D::Timeout => DbError::Unreachable {
                    target: shown.to_string(),
                    detail,
                    timeout: target.connect_timeout_secs,
                    timed_out: true,
                },
                D::CouldNotConnect(_) => DbError::Unreachable {
                    target: shown.to_string(),
                    detail,
                    timeout: target.connect_timeout_secs,
                    timed_out: false,
                },
                D::UnknownAuthPlugin(_)
                | D::OldMysqlPasswordDisabled
                | D::CleartextPluginDisabled => DbError::AccessDenied {
                    target: shown.to_string(),
                    user: target.user.clone(),
                    source_hint: format!(
                        "the server asked for an authentication method poolctl cannot use ({detail})"
                    ),
                },
                _ => DbError::Other {
                    action: format!("connecting to {shown}"),
                    detail,
                },
            }
        }
        mysql::Error::CodecError(c) => DbError::Unreachable {
            target: shown.to_string(),
            detail: format!(
                "the connection broke during the handshake ({})",
                redact::scrub(&c.to_string())
            ),
            timeout: target.connect_timeout_secs,
            timed_out: false,
        },
        mysql::Error::TlsError(t) => DbError::Tls {
            target: shown.to_string(),
            detail: redact::scrub(&t.to_string()),
        },
        other => DbError::Other {
            action: format!("connecting to {shown}"),
            detail: redact::scrub(&other.to_string()),
        },
    }
}
