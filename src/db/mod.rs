//! The database seam: the only module that imports the `mysql` crate.
//!
//! Owns connecting (TLS, timeouts), turning driver errors into [`DbError`]s that
//! say what to fix, and the queries the commands need (one submodule per area).
//! Everything it returns is plain data for the pure core.

mod bench;
mod conn_tags;
mod locks;
mod migrate;
mod names;
mod pool;
mod reconcile;
mod reserve;
mod schema;
mod status;

pub use bench::Answer;
pub use conn_tags::{Canary, PsStatus};
pub use migrate::{LockHolder, MigrationLock};
pub use pool::{Batch, PoolSql, RefillLock};
pub use reconcile::{Chunk, ReconcileSql, Repaired};
pub use reserve::{LineHeld, ReserveError, ReserveOptions, ReserveOutcome, ReserveReport};
pub use status::{StatusScope, StatusSql};

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
    pub const ACCOUNT_LOCKED: u16 = 3118;
    /// MariaDB's code for a locked account.
    pub const MARIADB_ACCOUNT_LOCKED: u16 = 4151;
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
    #[error("{action} failed: {detail}")]
    Other { action: String, detail: String },
}

impl DbError {
    /// Classify a driver error raised while doing `action`. `grant` names the
    /// privilege the action needs, for the missing-grant message.
    pub(crate) fn from_driver(e: mysql::Error, action: &str, grant: &str) -> DbError {
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
            other => DbError::Other {
                action: action.to_string(),
                detail: redact::scrub(&other.to_string()),
            },
        }
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
    conn: mysql::Conn,
    target: Target,
    server: ServerInfo,
    connection_id: u64,
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

impl Db {
    /// Connect, identify the server, and check `require`.
    pub fn connect(target: &Target, require: Require) -> Result<Db, DbError> {
        let timeout = Duration::from_secs(target.connect_timeout_secs.max(1));
        let mut opts = mysql::OptsBuilder::new()
            .ip_or_hostname(Some(target.host.clone()))
            .tcp_port(target.port)
            .user(Some(target.user.clone()))
            .pass(target.password.as_ref().map(|p| p.expose().to_string()))
            .db_name(target.database.clone())
            .prefer_socket(false)
            .tcp_connect_timeout(Some(timeout))
            .ssl_opts(ssl_opts(target))
            .init(vec!["SET time_zone = '+00:00'"]);
        if let Some(sock) = &target.socket {
            opts = opts.socket(Some(sock.to_string_lossy().into_owned()));
        }
        let shown = target.display_url();
        let mut conn = mysql::Conn::new(opts).map_err(|e| connect_error(e, target, &shown))?;
        let (version, comment, id): (String, String, u64) = conn
            .query_first("SELECT VERSION(), @@version_comment, CONNECTION_ID()")
            .map_err(|e| DbError::from_driver(e, "reading the server version", "no privilege"))?
            .ok_or_else(|| DbError::Other {
                action: "reading the server version".into(),
                detail: "no row returned".into(),
            })?;
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
        Ok(Db {
            conn,
            target: target.clone(),
            server,
            connection_id: id,
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

    /// The connected database (the URL's path).
    pub fn database(&self) -> Result<&str, crate::config::ConfigError> {
        self.target.require_database()
    }
}

fn connect_error(e: mysql::Error, target: &Target, shown: &str) -> DbError {
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
