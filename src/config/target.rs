//! One server to connect to: its URL parsed and checked, its password
//! resolved and its timeouts set.

use super::defs::global_flags::{MAX_WAIT_SECS, READ_TIMEOUT};
use super::error::{ConfigError, UrlProblem};
use super::file_format::TlsConfig;
use crate::redact;
use std::fmt;
use std::path::{Path, PathBuf};

pub const DEFAULT_PORT: u16 = 3306;
/// `migrate run --statement-timeout` default, seconds.
pub const DEFAULT_STATEMENT_TIMEOUT_SECS: u64 = 3_600;
/// The read timeout's bound, seconds.
const MAX_READ_TIMEOUT_SECS: u64 = READ_TIMEOUT.kind.max;

/// The timeouts of one connection, resolved (flag or env, else `[timeouts]`,
/// else the default) and bounded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Timeouts {
    pub(crate) connect_secs: u64,
    pub(crate) read_secs: u64,
}

/// A password: never printed (its Debug and Display show `***`).
#[derive(Clone, PartialEq, Eq)]
pub struct Secret(String);

impl Secret {
    pub fn new(s: String) -> Self {
        Secret(s)
    }
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(redact::MASK)
    }
}

impl fmt::Display for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(redact::MASK)
    }
}

/// Where a password came from, for error messages ("check MYSQL_PWD").
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PasswordSource {
    None,
    Url,
    File(PathBuf),
    MysqlPwd,
}

impl fmt::Display for PasswordSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PasswordSource::None => f.write_str(
                "no password was given (set MYSQL_PWD, --password-file, or put it in the URL \
                 held by POOLCTL_URL)",
            ),
            PasswordSource::Url => f.write_str("the password came from the URL"),
            PasswordSource::File(p) => write!(f, "the password came from {}", p.display()),
            PasswordSource::MysqlPwd => f.write_str("the password came from MYSQL_PWD"),
        }
    }
}

/// One server to connect to, fully resolved.
#[derive(Debug, Clone)]
pub struct Target {
    /// The pod name, or "url" for `--url`.
    pub name: String,
    pub host: String,
    pub port: u16,
    pub socket: Option<PathBuf>,
    pub user: String,
    pub password: Option<Secret>,
    pub password_source: PasswordSource,
    pub database: Option<String>,
    pub tls: TlsConfig,
    pub connect_timeout_secs: u64,
    /// How long to wait for an answer beyond [`Target::planned_wait_secs`].
    pub read_timeout_secs: u64,
    /// The longest wait the command asks the server for on this connection
    /// (a lock timeout, a long statement); see [`Target::expecting_waits`].
    pub planned_wait_secs: u64,
    /// How long one long statement (a migration's) may run while the server
    /// keeps answering (`--statement-timeout`).
    pub statement_timeout_secs: u64,
}

/// How a URL setting that is not a URL is named in a message, in place of
/// its value.
const NOT_SHOWN: &str = "its value (not shown: a value that is not a URL may be a password)";

impl Target {
    pub(super) fn from_url(
        name: &str,
        origin: &str,
        raw: &str,
        password_file: Option<&Path>,
        tls: &TlsConfig,
        timeouts: Timeouts,
    ) -> Result<Target, ConfigError> {
        let bad = |problem: UrlProblem| ConfigError::Url {
            origin: origin.to_string(),
            shown: redact::url(raw),
            problem,
        };
        // A value that is not a URL at all may be the password itself (set
        // where the URL belongs): nothing of it is quoted back.
        let not_a_url = |problem: UrlProblem| ConfigError::Url {
            origin: origin.to_string(),
            shown: NOT_SHOWN.to_string(),
            problem,
        };
        let url = url::Url::parse(raw.trim()).map_err(|e| not_a_url(UrlProblem::NotAUrl(e)))?;
        if url.scheme() != "mysql" && url.scheme() != "mariadb" {
            if !raw.contains("://") {
                return Err(not_a_url(UrlProblem::NoScheme));
            }
            return Err(bad(UrlProblem::Scheme(url.scheme().to_string())));
        }
        let decode = |s: &str| {
            percent_encoding::percent_decode_str(s)
                .decode_utf8_lossy()
                .into_owned()
        };
        let control = |s: &str| s.chars().any(char::is_control);
        let host = url
            .host_str()
            .filter(|h| !h.is_empty())
            .ok_or_else(|| bad(UrlProblem::NoHost))?
            .trim_start_matches('[')
            .trim_end_matches(']')
            .to_string();
        if control(&decode(&host)) {
            return Err(bad(UrlProblem::ControlCharacter("host")));
        }
        // A raw '@' (or '#', '?', '/') in a password moves the rest of the
        // password into the path, query or fragment: refuse, never connect to
        // a host and database made of password pieces.
        if url.path().contains('@')
            || url.query().is_some_and(|q| q.contains('@'))
            || url.fragment().is_some_and(|f| f.contains('@'))
        {
            return Err(bad(UrlProblem::AtAfterHost));
        }
        if url.fragment().is_some() {
            return Err(bad(UrlProblem::Fragment));
        }
        let user = decode(url.username());
        if user.is_empty() {
            return Err(bad(UrlProblem::NoUser));
        }
        if control(&user) {
            return Err(bad(UrlProblem::ControlCharacter("user")));
        }
        let database = {
            let path = url.path().trim_start_matches('/');
            if path.contains('/') {
                return Err(bad(UrlProblem::Path));
            }
            let db = decode(path);
            if control(&db) {
                return Err(bad(UrlProblem::ControlCharacter("database name")));
            }
            Some(db).filter(|d| !d.is_empty())
        };
        let mut socket = None;
        for (k, v) in url.query_pairs() {
            match k.as_ref() {
                "socket" if !control(&v) => socket = Some(PathBuf::from(v.as_ref())),
                "socket" => return Err(bad(UrlProblem::ControlCharacter("socket path"))),
                _ => return Err(bad(UrlProblem::UnknownParameter)),
            }
        }
        let (password, password_source) = if let Some(p) = url.password() {
            (Some(Secret::new(decode(p))), PasswordSource::Url)
        } else if let Some(file) = password_file {
            let text = crate::bounded::read_text_file(file, crate::bounded::PASSWORD_FILE)
                .map_err(|error| ConfigError::PasswordFile {
                    path: file.to_path_buf(),
                    error,
                })?;
            let pw = text.trim_end_matches(['\n', '\r']).to_string();
            (
                Some(Secret::new(pw)),
                PasswordSource::File(file.to_path_buf()),
            )
        } else if let Some(pw) = std::env::var_os("MYSQL_PWD") {
            let pw = pw.to_string_lossy().into_owned();
            (Some(Secret::new(pw)), PasswordSource::MysqlPwd)
        } else {
            (None, PasswordSource::None)
        };
        tls.validate(&format!("target {name}"))?;
        Ok(Target {
            name: name.to_string(),
            host,
            port: url.port().unwrap_or(DEFAULT_PORT),
            socket,
            user,
            password,
            password_source,
            database,
            tls: tls.clone(),
            connect_timeout_secs: timeouts.connect_secs,
            read_timeout_secs: timeouts.read_secs,
            planned_wait_secs: 0,
            statement_timeout_secs: DEFAULT_STATEMENT_TIMEOUT_SECS,
        })
    }

    /// The same target for a command that asks the server to wait up to
    /// `secs` on its connection (GET_LOCK's timeout, innodb_lock_wait_timeout,
    /// a long migration statement): the connection's read timeout is
    /// `secs` + `--read-timeout`, so such a wait is never cut short. Bounded
    /// (saturating) at [`MAX_WAIT_SECS`].
    pub fn expecting_waits(mut self, secs: u64) -> Target {
        self.planned_wait_secs = secs.min(MAX_WAIT_SECS);
        self
    }

    /// The same target with `--statement-timeout` (bounded at [`MAX_WAIT_SECS`]).
    pub fn with_statement_timeout(mut self, secs: u64) -> Target {
        self.statement_timeout_secs = secs.clamp(1, MAX_WAIT_SECS);
        self
    }

    /// The socket read/write timeout of a connection to this target.
    pub fn io_timeout_secs(&self) -> u64 {
        self.read_timeout_secs
            .min(MAX_READ_TIMEOUT_SECS)
            .saturating_add(self.planned_wait_secs.min(MAX_WAIT_SECS))
            .max(1)
    }

    /// The URL without its password, for messages.
    pub fn display_url(&self) -> String {
        let host = if self.host.contains(':') {
            format!("[{}]", self.host)
        } else {
            self.host.clone()
        };
        format!(
            "mysql://{}@{}:{}/{}",
            self.user,
            host,
            self.port,
            self.database.as_deref().unwrap_or("")
        )
    }

    /// The database, or an error saying how to name one.
    pub fn require_database(&self) -> Result<&str, ConfigError> {
        self.database
            .as_deref()
            .ok_or_else(|| ConfigError::NoDatabase {
                target: self.display_url(),
            })
    }
}
