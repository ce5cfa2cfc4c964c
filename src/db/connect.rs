//! Connecting: [`Db`], one open connection to one target, opened with its
//! options (TLS, socket timeouts, keepalive, the session's capped lock
//! waits), within a bounded time whatever those timeouts allow
//! ([`Db::connect`]), its server identified and checked against what the
//! caller requires ([`Require`]); and read-only snapshots on it
//! ([`Db::snapshot`]). The statements a session sends for itself are
//! `crate::session`'s.

use super::error::{
    DbError, RAISE_CONNECT, RAISE_READ, breaks_connection, codes, is_timeout, waited,
};
use super::wire;
use crate::config::{Target, TlsMode};
use crate::redact;
use crate::reserve::PoolsSeen;
use crate::server::ServerInfo;
use crate::session;
use mysql::prelude::Queryable;
use std::time::Duration;

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
    pub(super) wire: wire::Wire,
    pub(super) conn: mysql::Conn,
    pub(super) target: Target,
    pub(super) server: ServerInfo,
    pub(super) connection_id: u64,
    /// Connections for statements that may run long (see `db::long`).
    pub(super) long: LongStatements,
    /// What this connection has seen of the pools it reserved from (where
    /// its scans start, the caps it read): see `db::reserve`.
    pub(super) reserve: PoolsSeen,
    /// The named lock a refill must still see held by its holder before it
    /// commits (the replenisher's leader lock): see `db::replenish`.
    pub(super) fence: Option<super::replenish::Fence>,
}

/// The connections `Db::execute_long` keeps between statements (`db::long`) (so the
/// session state a migration sets, `SET foreign_key_checks = 0` say, carries
/// over to its next statement, and a lock taken on it stays held).
#[derive(Default)]
pub(super) struct LongStatements {
    pub(super) worker: Option<Box<Db>>,
    pub(super) heartbeat: Option<Box<Db>>,
    /// The statement connection (its id) a call was given up on: it is
    /// the server's now.
    pub(super) abandoned: Option<u64>,
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
    /// the server's greeting, TLS, authentication) is bounded by
    /// `--connect-timeout`, the first query by `--read-timeout` more,
    /// whatever the declared waits.
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
            .init(session::on_connect(cap));
        if let Some(sock) = &target.socket {
            opts = opts.socket(Some(sock.to_string_lossy().into_owned()));
        }
        let shown = target.display_url();
        let (conn, (version, comment, id)) = open_bounded(opts, target)?;
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
        crate::messages::debug(format_args!(
            "connected to {shown} ({}): {server}, connection id {id}; {}",
            if target.name == "url" {
                "--url".to_string()
            } else {
                format!("pod {}", target.name)
            },
            target.password_source
        ));
        Ok(Db {
            _registered: registered,
            wire,
            conn,
            target: target.clone(),
            server,
            connection_id: id,
            long: LongStatements::default(),
            reserve: PoolsSeen::default(),
            fence: None,
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

    /// Run `read` in one read-only REPEATABLE READ transaction with a
    /// consistent snapshot (every statement sees the same committed state),
    /// then commit; on an error, roll back (best effort) and return it.
    ///
    /// The transaction is started here rather than with the driver's
    /// `start_transaction(TxOpts::set_with_consistent_snapshot)`: mysql 28
    /// unwraps the error of that `START TRANSACTION WITH CONSISTENT
    /// SNAPSHOT`, so a connection lost at that moment would panic. The
    /// other `start_transaction` options return their errors.
    pub(crate) fn snapshot<T>(
        &mut self,
        read: impl FnOnce(&mut mysql::Conn) -> Result<T, mysql::Error>,
    ) -> Result<T, mysql::Error> {
        let conn = &mut self.conn;
        for statement in session::SNAPSHOT {
            conn.query_drop(statement)?;
        }
        match read(conn) {
            Ok(v) => {
                conn.query_drop(session::COMMIT)?;
                Ok(v)
            }
            // A connection that broke (or timed out: it is cut when the
            // error is classified) gets no ROLLBACK: it would wait out the
            // read timeout again, and the server rolls back when it sees
            // the connection close.
            Err(e) if breaks_connection(&e) => Err(e),
            Err(e) => {
                let _ = conn.query_drop(session::ROLLBACK);
                Err(e)
            }
        }
    }

    /// The connected database (the URL's path).
    pub fn database(&self) -> Result<&str, crate::config::ConfigError> {
        self.target.require_database()
    }
}

/// What the connecting thread reports: the handshake done, then the
/// connection with the server's identity (or the error of either step).
enum Step {
    Connected,
    Opened(Opened),
}

/// Open the connection and run the first query on a thread of its own, and
/// give up after `--connect-timeout` on connecting (TCP, the server's
/// greeting, TLS, authentication) and `--read-timeout` more on the first
/// query: a server that accepts TCP and never speaks cannot hold poolctl
/// longer than that, whatever the socket timeouts (which may be long for a
/// command that declared long waits). A thread given up on ends by itself
/// when its socket times out; poolctl does not wait for it.
fn open_bounded(opts: mysql::OptsBuilder, target: &Target) -> Opened {
    let (tx, rx) = std::sync::mpsc::channel::<Step>();
    let t = target.clone();
    let spawned = std::thread::Builder::new()
        .name("poolctl-connect".into())
        .spawn(move || {
            let shown = t.display_url();
            let opened = mysql::Conn::new(opts)
                .map_err(|e| connect_error(e, &t, &shown))
                .and_then(|mut conn| {
                    let _ = tx.send(Step::Connected);
                    let row: Option<(String, String, u64)> =
                        conn.query_first(session::IDENTIFY).map_err(|e| {
                            DbError::from_driver(e, "reading the server version", "no privilege")
                        })?;
                    let row = row.ok_or_else(|| DbError::Other {
                        action: "reading the server version".into(),
                        detail: "no row returned".into(),
                    })?;
                    Ok((conn, row))
                });
            let _ = tx.send(Step::Opened(opened));
        });
    if let Err(e) = spawned {
        return Err(DbError::Other {
            action: format!("connecting to {}", target.display_url()),
            detail: format!("cannot start a thread: {e}"),
        });
    }
    let connect_secs = target.connect_timeout_secs.max(1);
    let read_secs = target.read_timeout_secs.max(1);
    let no_answer = |connected: bool| {
        let (secs, waited, raise) = if connected {
            (
                connect_secs.saturating_add(read_secs),
                format!("--connect-timeout {connect_secs}s plus --read-timeout {read_secs}s"),
                RAISE_READ,
            )
        } else {
            (
                connect_secs,
                format!("--connect-timeout {connect_secs}s"),
                RAISE_CONNECT,
            )
        };
        DbError::NoAnswer {
            target: target.display_url(),
            secs,
            waited,
            raise,
        }
    };
    // Waited in slices: a process that cuts every connection to stop
    // (`wire::cut_every_connection`) does not wait for this one either.
    let mut connected = false;
    let mut deadline = std::time::Instant::now() + Duration::from_secs(connect_secs);
    let received = loop {
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        match rx.recv_timeout(left.min(Duration::from_millis(100))) {
            Ok(Step::Connected) => {
                connected = true;
                deadline = std::time::Instant::now() + Duration::from_secs(read_secs);
            }
            Ok(Step::Opened(opened)) => break Ok(opened),
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) if wire::stopping() => {
                return Err(stopping(target));
            }
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) if !left.is_zero() => continue,
            Err(e) => break Err(e),
        }
    };
    match received {
        // The socket's own read timeout came first (a --read-timeout below
        // --connect-timeout): said as it is.
        Ok(Err(e @ DbError::NoAnswer { .. })) if !connected => Err(e),
        Ok(Err(DbError::ReadTimeout { .. } | DbError::NoAnswer { .. })) => {
            Err(no_answer(connected))
        }
        Ok(opened) => opened,
        Err(std::sync::mpsc::RecvTimeoutError::Timeout) => Err(no_answer(connected)),
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

/// A driver's text about connecting to `target`, redacted: URLs as
/// [`redact::text`] masks them, and the `?socket=` path (masked with the
/// URL's query everywhere else) by its place.
fn scrub(target: &Target, driver_text: &str) -> String {
    match &target.socket {
        Some(path) => redact::text_without(
            driver_text,
            &[&path.to_string_lossy()],
            "the URL's ?socket= path",
        ),
        None => redact::text(driver_text),
    }
}

fn connect_error(e: mysql::Error, target: &Target, shown: &str) -> DbError {
    if is_timeout(&e) {
        return DbError::NoAnswer {
            target: shown.to_string(),
            secs: target.io_timeout_secs(),
            waited: waited(target.read_timeout_secs.max(1), target.planned_wait_secs),
            raise: RAISE_READ,
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
                detail: scrub(target, &m.message),
            },
            codes::ACCOUNT_LOCKED | codes::MARIADB_ACCOUNT_LOCKED => DbError::AccessDenied {
                target: shown.to_string(),
                user: target.user.clone(),
                source_hint: "the account is locked".into(),
            },
            code => DbError::Server {
                action: format!("connecting to {shown}"),
                code,
                message: scrub(target, &m.message),
            },
        },
        mysql::Error::IoError(io) => DbError::Unreachable {
            target: shown.to_string(),
            detail: scrub(target, &io.to_string()),
            timeout: target.connect_timeout_secs,
            timed_out: matches!(
                io.kind(),
                std::io::ErrorKind::TimedOut | std::io::ErrorKind::WouldBlock
            ),
        },
        mysql::Error::DriverError(d) => {
            use mysql::DriverError as D;
            let detail = scrub(target, &d.to_string());
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
                scrub(target, &c.to_string())
            ),
            timeout: target.connect_timeout_secs,
            timed_out: false,
        },
        mysql::Error::TlsError(t) => DbError::Tls {
            target: shown.to_string(),
            detail: scrub(target, &t.to_string()),
        },
        other => DbError::Other {
            action: format!("connecting to {shown}"),
            detail: scrub(target, &other.to_string()),
        },
    }
}
