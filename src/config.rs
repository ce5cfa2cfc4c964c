//! Settings resolved from flags, environment and `poolctl.toml`.
//!
//! Owns: finding and parsing the config file (unknown keys are errors), choosing
//! the target server, resolving its password (URL, password file or `MYSQL_PWD`,
//! never required on the command line) and TLS options. It does not connect;
//! [`crate::db`] does, from the [`Target`] built here.

use crate::redact;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};

pub const DEFAULT_CONFIG_FILE: &str = "poolctl.toml";
pub const DEFAULT_CAP: u32 = 1000;
pub const DEFAULT_HOLD_TTL_SECONDS: u64 = 600;
pub const DEFAULT_PORT: u16 = 3306;

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("cannot read config file {path}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("config file {path} is invalid: {message}")]
    Parse { path: PathBuf, message: String },
    #[error("{0}")]
    Invalid(String),
    #[error(
        "no server to talk to: pass --url mysql://USER@HOST:PORT/DATABASE (the password comes from \
         MYSQL_PWD or --password-file), set POOLCTL_URL, or define [pods.NAME] in {DEFAULT_CONFIG_FILE}"
    )]
    NoTarget,
}

/// The file format of `poolctl.toml`. Every table rejects unknown keys, so a
/// typo is an error, not a silently ignored setting.
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct FileConfig {
    /// Named target servers ("pods"), each an independent MySQL.
    #[serde(default)]
    pub pods: BTreeMap<String, PodConfig>,
    #[serde(default)]
    pub pool: PoolSettings,
    /// Where the application's ledger lives; optional until a command reads it.
    pub ledger: Option<LedgerMapping>,
    #[serde(default)]
    pub tables: TableNames,
    /// TLS defaults for every pod (a pod's own `tls` table overrides them).
    #[serde(default)]
    pub tls: TlsConfig,
    /// `poolctl lint` settings.
    #[serde(default)]
    pub lint: LintConfig,
}

/// `[lint]`: which rules run, at what severity, and what the linter assumes.
#[derive(Debug, Clone, Default, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct LintConfig {
    /// Rules to turn on (names or codes), e.g. off-by-default `missing-conn-tag`.
    #[serde(default)]
    pub enable: Vec<String>,
    /// Rules to turn off.
    #[serde(default)]
    pub disable: Vec<String>,
    /// Severity per rule: "error" (fails CI) or "warning".
    #[serde(default)]
    pub severity: BTreeMap<String, String>,
    /// Tables whose locking reads must run at READ COMMITTED (default: the
    /// units table).
    pub pool_tables: Option<Vec<String>>,
    /// The isolation the application's connections start with (default:
    /// REPEATABLE READ, the server default).
    pub default_isolation: Option<String>,
    /// Require `/* conn_tag:NAME */` in locking transactions.
    #[serde(default)]
    pub require_conn_tag: bool,
    /// Files or folders of CREATE TABLE statements (default: ./migrations).
    #[serde(default)]
    pub schema: Vec<PathBuf>,
    /// The server the SQL is written for, which decides the executable
    /// comments (`/*!50100 ... */`, `/*M! ... */`) read as code: "mysql-8.4"
    /// (the default), "mysql-5.7", "mariadb-10.11", ...
    pub server: Option<String>,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct PodConfig {
    /// `mysql://user@host:port/database`. A password here works but is better
    /// kept in `password_file`, `MYSQL_PWD` or the variable named by `url_env`.
    pub url: Option<String>,
    /// Name of an environment variable holding the URL (password included).
    pub url_env: Option<String>,
    pub password_file: Option<PathBuf>,
    #[serde(default)]
    pub tags: Vec<String>,
    /// Position in rollouts (lower first).
    pub order: Option<i64>,
    pub tls: Option<TlsConfig>,
}

#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct PoolSettings {
    /// Most rows a pool (item, location) holds; `pool_caps` overrides per pool.
    #[serde(default = "default_cap")]
    pub cap: u32,
    /// How long a hold lives before it counts as expired.
    #[serde(default = "default_hold_ttl")]
    pub hold_ttl_seconds: u64,
}

fn default_cap() -> u32 {
    DEFAULT_CAP
}
fn default_hold_ttl() -> u64 {
    DEFAULT_HOLD_TTL_SECONDS
}

impl Default for PoolSettings {
    fn default() -> Self {
        PoolSettings {
            cap: DEFAULT_CAP,
            hold_ttl_seconds: DEFAULT_HOLD_TTL_SECONDS,
        }
    }
}

/// The application's ledger: poolctl reads it, never owns it.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct LedgerMapping {
    pub table: String,
    #[serde(default = "default_shop_column")]
    pub shop_column: String,
    #[serde(default = "default_item_column")]
    pub item_column: String,
    #[serde(default = "default_location_column")]
    pub location_column: String,
    /// The quantity available to sell (L in the invariants).
    #[serde(default = "default_available_column")]
    pub available_column: String,
}

fn default_shop_column() -> String {
    "shop_id".into()
}
fn default_item_column() -> String {
    "inventory_item_id".into()
}
fn default_location_column() -> String {
    "location_id".into()
}
fn default_available_column() -> String {
    "available".into()
}

/// Names of the tables poolctl manages. Migrations create them under these names.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, default)]
pub struct TableNames {
    pub units: String,
    pub holds: String,
    pub caps: String,
    pub refill_state: String,
}

impl TableNames {
    pub const DEFAULT_UNITS: &'static str = "reservation_units";
    pub const DEFAULT_HOLDS: &'static str = "reserved_quantities";
    pub const DEFAULT_CAPS: &'static str = "pool_caps";
    pub const DEFAULT_REFILL_STATE: &'static str = "pool_refill_state";

    /// (name in the migration files, configured name) for each table.
    pub fn renames(&self) -> [(&'static str, &str); 4] {
        [
            (Self::DEFAULT_UNITS, &self.units),
            (Self::DEFAULT_HOLDS, &self.holds),
            (Self::DEFAULT_CAPS, &self.caps),
            (Self::DEFAULT_REFILL_STATE, &self.refill_state),
        ]
    }
}

impl Default for TableNames {
    fn default() -> Self {
        TableNames {
            units: Self::DEFAULT_UNITS.into(),
            holds: Self::DEFAULT_HOLDS.into(),
            caps: Self::DEFAULT_CAPS.into(),
            refill_state: Self::DEFAULT_REFILL_STATE.into(),
        }
    }
}

#[derive(Debug, Clone, Copy, Deserialize, Serialize, PartialEq, Eq, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum TlsMode {
    /// Plain TCP.
    Disabled,
    /// Encrypt, but accept any certificate (protects against sniffing only).
    Required,
    /// Encrypt and check the certificate chain against the CA, not the host name.
    VerifyCa,
    /// Encrypt, check the chain and that the certificate names the host.
    VerifyIdentity,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct TlsConfig {
    pub mode: Option<TlsMode>,
    /// CA certificate (PEM) to verify the server with.
    pub ca: Option<PathBuf>,
    /// Client certificate chain (PEM), with `key`, for X.509 authentication.
    pub cert: Option<PathBuf>,
    pub key: Option<PathBuf>,
}

impl TlsConfig {
    /// Fill unset fields from `fallback`.
    fn or(self, fallback: &TlsConfig) -> TlsConfig {
        TlsConfig {
            mode: self.mode.or(fallback.mode),
            ca: self.ca.or_else(|| fallback.ca.clone()),
            cert: self.cert.or_else(|| fallback.cert.clone()),
            key: self.key.or_else(|| fallback.key.clone()),
        }
    }

    /// The effective mode: a CA or client certificate implies verification.
    pub fn effective_mode(&self) -> TlsMode {
        match self.mode {
            Some(m) => m,
            None if self.ca.is_some() || self.cert.is_some() => TlsMode::VerifyIdentity,
            None => TlsMode::Disabled,
        }
    }

    fn validate(&self, whose: &str) -> Result<(), ConfigError> {
        if self.cert.is_some() != self.key.is_some() {
            return Err(ConfigError::Invalid(format!(
                "{whose}: TLS client authentication needs both a certificate and a key \
                 (--tls-cert and --tls-key, or tls.cert and tls.key)"
            )));
        }
        if self.effective_mode() == TlsMode::Disabled && (self.ca.is_some() || self.cert.is_some())
        {
            return Err(ConfigError::Invalid(format!(
                "{whose}: TLS mode is disabled but a CA or client certificate is set; \
                 drop them or choose --tls-mode required|verify-ca|verify-identity"
            )));
        }
        Ok(())
    }
}

/// Connection flags from the command line (and their environment variables).
#[derive(Debug, Clone, Default)]
pub struct ConnectOverrides {
    pub url: Option<String>,
    pub pod: Option<String>,
    pub password_file: Option<PathBuf>,
    pub tls: TlsConfig,
    pub connect_timeout_secs: u64,
}

/// Everything a command needs to know, resolved once.
#[derive(Debug, Clone)]
pub struct Settings {
    pub file: FileConfig,
    /// The config file that was read, if any.
    pub path: Option<PathBuf>,
    pub overrides: ConnectOverrides,
}

impl Settings {
    /// Load `--config` / `POOLCTL_CONFIG` (which must exist) or `./poolctl.toml`
    /// (optional). `explicit` is the path given by flag or environment.
    pub fn load(explicit: Option<&Path>, overrides: ConnectOverrides) -> Result<Self, ConfigError> {
        let (path, required) = match explicit {
            Some(p) => (p.to_path_buf(), true),
            None => (PathBuf::from(DEFAULT_CONFIG_FILE), false),
        };
        let file = match std::fs::read_to_string(&path) {
            Ok(text) => Some(parse_config(&text, &path)?),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound && !required => None,
            Err(source) => return Err(ConfigError::Read { path, source }),
        };
        overrides.tls.validate("command line")?;
        Ok(Settings {
            path: file.as_ref().map(|_| path),
            file: file.unwrap_or_default(),
            overrides,
        })
    }

    /// The pods named (`--pod`), tagged (`--pods TAG`) or all (`--all-pods`),
    /// in rollout order: `order` (lower first, unset last), then name.
    pub fn select_pods(
        &self,
        names: &[String],
        tags: &[String],
        all: bool,
    ) -> Result<Vec<String>, ConfigError> {
        let pods = &self.file.pods;
        if pods.is_empty() {
            return Err(ConfigError::Invalid(format!(
                "--pod/--pods/--all-pods: no pods are configured ({}); define [pods.NAME] tables \
                 with a url",
                self.describe_path()
            )));
        }
        for n in names {
            if !pods.contains_key(n) {
                return Err(ConfigError::Invalid(format!(
                    "--pod {n}: no such pod in {}; known pods: {}",
                    self.describe_path(),
                    pods.keys().cloned().collect::<Vec<_>>().join(", ")
                )));
            }
        }
        for t in tags {
            if !pods.values().any(|p| p.tags.contains(t)) {
                return Err(ConfigError::Invalid(format!(
                    "--pods {t}: no pod in {} has that tag",
                    self.describe_path()
                )));
            }
        }
        let mut chosen: Vec<(&String, &PodConfig)> = pods
            .iter()
            .filter(|(name, p)| {
                all || names.contains(name) || p.tags.iter().any(|t| tags.contains(t))
            })
            .collect();
        chosen.sort_by_key(|(name, p)| (p.order.is_none(), p.order, (*name).clone()));
        Ok(chosen.into_iter().map(|(n, _)| n.clone()).collect())
    }

    /// The same settings aimed at one pod.
    pub fn for_pod(&self, name: &str) -> Settings {
        let mut s = self.clone();
        s.overrides.pod = Some(name.to_string());
        s.overrides.url = None;
        s
    }

    /// The one server this command talks to.
    pub fn target(&self) -> Result<Target, ConfigError> {
        let o = &self.overrides;
        if let Some(url) = &o.url {
            if o.pod.is_some() {
                return Err(ConfigError::Invalid(
                    "--url and --pod both name a server: pass one of them".into(),
                ));
            }
            return Target::from_url("url", url, o.password_file.as_deref(), &o.tls, o);
        }
        let pods = &self.file.pods;
        let (name, pod) = match &o.pod {
            Some(name) => match pods.get_key_value(name) {
                Some(found) => found,
                None if pods.is_empty() => {
                    return Err(ConfigError::Invalid(format!(
                        "--pod {name}: no pods are configured ({}); define [pods.{name}] with a url",
                        self.describe_path()
                    )));
                }
                None => {
                    return Err(ConfigError::Invalid(format!(
                        "--pod {name}: no such pod in {}; known pods: {}",
                        self.describe_path(),
                        pods.keys().cloned().collect::<Vec<_>>().join(", ")
                    )));
                }
            },
            None => match pods.len() {
                0 => return Err(ConfigError::NoTarget),
                1 => pods.iter().next().expect("one pod"),
                n => {
                    return Err(ConfigError::Invalid(format!(
                        "{} defines {n} pods ({}): choose one with --pod NAME",
                        self.describe_path(),
                        pods.keys().cloned().collect::<Vec<_>>().join(", ")
                    )));
                }
            },
        };
        let url = match (&pod.url, &pod.url_env) {
            (Some(_), Some(_)) => {
                return Err(ConfigError::Invalid(format!(
                    "pod {name}: set either url or url_env, not both"
                )));
            }
            (Some(url), None) => url.clone(),
            (None, Some(var)) => std::env::var(var).map_err(|_| {
                ConfigError::Invalid(format!(
                    "pod {name}: environment variable {var} (its url_env) is not set"
                ))
            })?,
            (None, None) => {
                return Err(ConfigError::Invalid(format!(
                    "pod {name}: no url; set url = \"mysql://USER@HOST:PORT/DATABASE\" or url_env"
                )));
            }
        };
        let tls = o
            .tls
            .clone()
            .or(&pod.tls.clone().unwrap_or_default().or(&self.file.tls));
        let password_file = o.password_file.as_deref().or(pod.password_file.as_deref());
        Target::from_url(name, &url, password_file, &tls, o)
    }

    fn describe_path(&self) -> String {
        match &self.path {
            Some(p) => p.display().to_string(),
            None => format!("{DEFAULT_CONFIG_FILE} (not found)"),
        }
    }
}

/// Parse and validate the text of a config file.
pub fn parse_config(text: &str, path: &Path) -> Result<FileConfig, ConfigError> {
    let cfg: FileConfig = toml::from_str(text).map_err(|e| ConfigError::Parse {
        path: path.to_path_buf(),
        message: redact::scrub(e.to_string().trim_end()),
    })?;
    let invalid = |message: String| ConfigError::Parse {
        path: path.to_path_buf(),
        message,
    };
    if cfg.pool.cap == 0 {
        return Err(invalid(
            "pool.cap must be at least 1 (disable one pool with a pool_caps row of 0 instead)"
                .into(),
        ));
    }
    if cfg.pool.hold_ttl_seconds == 0 {
        return Err(invalid("pool.hold_ttl_seconds must be at least 1".into()));
    }
    for (field, value) in [
        ("tables.units", &cfg.tables.units),
        ("tables.holds", &cfg.tables.holds),
        ("tables.caps", &cfg.tables.caps),
        ("tables.refill_state", &cfg.tables.refill_state),
    ] {
        check_identifier(field, value, false).map_err(invalid)?;
    }
    if let Some(l) = &cfg.ledger {
        check_identifier("ledger.table", &l.table, true).map_err(invalid)?;
        for (field, value) in [
            ("ledger.shop_column", &l.shop_column),
            ("ledger.item_column", &l.item_column),
            ("ledger.location_column", &l.location_column),
            ("ledger.available_column", &l.available_column),
        ] {
            check_identifier(field, value, false).map_err(invalid)?;
        }
    }
    for (name, pod) in &cfg.pods {
        if let Some(tls) = &pod.tls {
            tls.validate(&format!("pod {name}"))
                .map_err(|e| invalid(e.to_string()))?;
        }
    }
    cfg.tls
        .validate("[tls]")
        .map_err(|e| invalid(e.to_string()))?;
    let l = &cfg.lint;
    for (field, names) in [("lint.enable", &l.enable), ("lint.disable", &l.disable)] {
        for n in names {
            if crate::lint::rules::find(n).is_none() {
                return Err(invalid(format!(
                    "{field}: unknown rule {n:?} (poolctl lint --list-rules)"
                )));
            }
        }
    }
    for (rule, sev) in &l.severity {
        if crate::lint::rules::find(rule).is_none() {
            return Err(invalid(format!(
                "lint.severity: unknown rule {rule:?} (poolctl lint --list-rules)"
            )));
        }
        if sev != "error" && sev != "warning" {
            return Err(invalid(format!(
                "lint.severity.{rule} = {sev:?}: use \"error\" or \"warning\""
            )));
        }
    }
    if let Some(level) = &l.default_isolation
        && crate::lint::model::IsolationLevel::parse(level).is_none()
    {
        return Err(invalid(format!(
            "lint.default_isolation = {level:?}: use \"read-committed\", \"repeatable-read\", \"serializable\" or \"read-uncommitted\""
        )));
    }
    if let Some(server) = &l.server
        && crate::lint::script::Server::parse(server).is_none()
    {
        return Err(invalid(format!(
            "lint.server = {server:?}: use \"mysql-8.4\", \"mysql-8.0.36\", \"mariadb-10.11\", ..."
        )));
    }
    Ok(cfg)
}

/// Names from the config end up in SQL, so they must be plain identifiers
/// (letters, digits, `_`, `$`; `schema.table` where `qualified`).
pub fn check_identifier(field: &str, value: &str, qualified: bool) -> Result<(), String> {
    let parts: Vec<&str> = if qualified {
        value.split('.').collect()
    } else {
        vec![value]
    };
    let ok = parts.len() <= 2
        && parts.iter().all(|p| {
            !p.is_empty()
                && p.len() <= 64
                && p.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$')
                && !p.chars().all(|c| c.is_ascii_digit())
        });
    if ok {
        Ok(())
    } else {
        Err(format!(
            "{field} = {value:?} is not a plain identifier (letters, digits, _ and ${})",
            if qualified {
                ", optionally schema.table"
            } else {
                ""
            }
        ))
    }
}

/// A password: never printed (its Debug and Display show `***`).
#[derive(Clone, PartialEq, Eq)]
pub struct Secret(String);

impl Secret {
    pub fn new(s: String) -> Self {
        redact::register(&s);
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
}

impl Target {
    fn from_url(
        name: &str,
        raw: &str,
        password_file: Option<&Path>,
        tls: &TlsConfig,
        o: &ConnectOverrides,
    ) -> Result<Target, ConfigError> {
        let bad = |why: &str| {
            ConfigError::Invalid(format!(
                "{}: {why} (expected mysql://USER@HOST:PORT/DATABASE)",
                redact::scrub_url_passwords(raw)
            ))
        };
        let url = url::Url::parse(raw).map_err(|e| bad(&e.to_string()))?;
        if url.scheme() != "mysql" && url.scheme() != "mariadb" {
            return Err(bad(&format!("scheme {:?} is not mysql://", url.scheme())));
        }
        let decode = |s: &str| {
            percent_encoding::percent_decode_str(s)
                .decode_utf8_lossy()
                .into_owned()
        };
        let host = url
            .host_str()
            .filter(|h| !h.is_empty())
            .ok_or_else(|| bad("no host"))?
            .trim_start_matches('[')
            .trim_end_matches(']')
            .to_string();
        let user = decode(url.username());
        if user.is_empty() {
            return Err(bad("no user"));
        }
        let database = {
            let path = url.path().trim_start_matches('/');
            if path.contains('/') {
                return Err(bad("the path must be a single database name"));
            }
            Some(decode(path)).filter(|d| !d.is_empty())
        };
        let mut socket = None;
        for (k, v) in url.query_pairs() {
            match k.as_ref() {
                "socket" => socket = Some(PathBuf::from(v.as_ref())),
                other => {
                    return Err(bad(&format!(
                        "unknown URL parameter {other:?}: the only one is socket=PATH; \
                         TLS goes in --tls-mode/--tls-ca/--tls-cert/--tls-key or a tls table"
                    )));
                }
            }
        }
        let (password, password_source) = if let Some(p) = url.password() {
            (Some(Secret::new(decode(p))), PasswordSource::Url)
        } else if let Some(file) = password_file {
            let text = std::fs::read_to_string(file).map_err(|e| {
                ConfigError::Invalid(format!("cannot read password file {}: {e}", file.display()))
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
            connect_timeout_secs: o.connect_timeout_secs,
        })
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
        self.database.as_deref().ok_or_else(|| {
            ConfigError::Invalid(format!(
                "{} names no database: add /DATABASE to the URL",
                self.display_url()
            ))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn overrides(url: &str) -> ConnectOverrides {
        ConnectOverrides {
            url: Some(url.into()),
            connect_timeout_secs: 10,
            ..Default::default()
        }
    }

    fn settings(toml_text: &str, o: ConnectOverrides) -> Result<Settings, ConfigError> {
        let file = parse_config(toml_text, Path::new("poolctl.toml"))?;
        Ok(Settings {
            file,
            path: Some("poolctl.toml".into()),
            overrides: o,
        })
    }

    #[test]
    fn url_target_parses_and_never_displays_password() {
        let s = settings("", overrides("mysql://app:pa%40ss@db.example:3307/shop")).unwrap();
        let t = s.target().unwrap();
        assert_eq!(t.host, "db.example");
        assert_eq!(t.port, 3307);
        assert_eq!(t.user, "app");
        assert_eq!(t.password.as_ref().unwrap().expose(), "pa@ss");
        assert_eq!(t.database.as_deref(), Some("shop"));
        assert_eq!(t.display_url(), "mysql://app@db.example:3307/shop");
        let debug = format!("{t:?}");
        assert!(!debug.contains("pa@ss"), "{debug}");
    }

    #[test]
    fn unknown_key_is_an_error_naming_it() {
        let err = parse_config("[pool]\ncapp = 5\n", Path::new("p.toml")).unwrap_err();
        let msg = err.to_string();
        assert!(msg.contains("capp"), "{msg}");
        assert!(msg.contains("p.toml"), "{msg}");
    }

    #[test]
    fn malformed_toml_is_an_error_with_position() {
        let err = parse_config("[pool\ncap = 5\n", Path::new("p.toml")).unwrap_err();
        assert!(err.to_string().contains("line 1"), "{err}");
    }

    #[test]
    fn defaults_apply() {
        let cfg = parse_config("", Path::new("p.toml")).unwrap();
        assert_eq!(cfg.pool.cap, DEFAULT_CAP);
        assert_eq!(cfg.tables.units, "reservation_units");
        assert!(cfg.ledger.is_none());
        let cfg = parse_config("[ledger]\ntable = \"app.levels\"\n", Path::new("p.toml")).unwrap();
        assert_eq!(cfg.ledger.unwrap().available_column, "available");
    }

    #[test]
    fn lint_section_is_validated() {
        let ok = "[lint]\nenable = [\"missing-conn-tag\"]\nseverity = { PL008 = \"error\" }\ndefault_isolation = \"read-committed\"\n";
        assert!(parse_config(ok, Path::new("p")).is_ok());
        for bad in [
            "[lint]\nenable = [\"no-such-rule\"]\n",
            "[lint]\nseverity = { hot-row-counter = \"fatal\" }\n",
            "[lint]\ndefault_isolation = \"snapshot\"\n",
            "[lint]\nrequire_conntag = true\n",
        ] {
            assert!(parse_config(bad, Path::new("p")).is_err(), "{bad}");
        }
    }

    #[test]
    fn identifiers_are_validated() {
        let err = parse_config("[tables]\nunits = \"units; drop\"\n", Path::new("p")).unwrap_err();
        assert!(err.to_string().contains("tables.units"), "{err}");
        assert!(parse_config("[pool]\ncap = 0\n", Path::new("p")).is_err());
    }

    #[test]
    fn pod_selection() {
        let text = r#"
[pods.a]
url = "mysql://u@h1/db"
[pods.b]
url = "mysql://u@h2/db"
"#;
        let none = ConnectOverrides::default();
        let err = settings(text, none.clone()).unwrap().target().unwrap_err();
        assert!(err.to_string().contains("--pod"), "{err}");
        let b = ConnectOverrides {
            pod: Some("b".into()),
            ..none.clone()
        };
        assert_eq!(settings(text, b).unwrap().target().unwrap().host, "h2");
        let missing = ConnectOverrides {
            pod: Some("zz".into()),
            ..none
        };
        let err = settings(text, missing).unwrap().target().unwrap_err();
        assert!(err.to_string().contains("known pods: a, b"), "{err}");
    }

    #[test]
    fn single_pod_is_the_default_and_url_env_is_read() {
        // SAFETY: this test owns this variable name.
        unsafe { std::env::set_var("POOLCTL_TEST_CFG_URL_ENV", "mysql://u:envpw@h9:4000/x") };
        let text = "[pods.only]\nurl_env = \"POOLCTL_TEST_CFG_URL_ENV\"\n";
        let t = settings(text, ConnectOverrides::default())
            .unwrap()
            .target()
            .unwrap();
        assert_eq!((t.name.as_str(), t.port), ("only", 4000));
        assert_eq!(t.password_source, PasswordSource::Url);
        let err = settings(
            "[pods.p]\nurl_env = \"POOLCTL_TEST_CFG_UNSET\"\n",
            Default::default(),
        )
        .unwrap()
        .target()
        .unwrap_err();
        assert!(err.to_string().contains("POOLCTL_TEST_CFG_UNSET"), "{err}");
    }

    #[test]
    fn password_file_is_read_and_trimmed() {
        let dir = tempfile::tempdir().unwrap();
        let pw = dir.path().join("pw");
        std::fs::write(&pw, "from-file-secret\n").unwrap();
        let o = ConnectOverrides {
            password_file: Some(pw.clone()),
            ..overrides("mysql://u@h/db")
        };
        let t = settings("", o).unwrap().target().unwrap();
        assert_eq!(t.password.unwrap().expose(), "from-file-secret");
        assert_eq!(t.password_source, PasswordSource::File(pw));
    }

    #[test]
    fn bad_urls_are_explained_without_the_password() {
        for (url, needle) in [
            ("postgres://u:topsecret1@h/db", "scheme"),
            ("mysql://:topsecret1@h/db", "no user"),
            (
                "mysql://u:topsecret1@h/db?sslmode=x",
                "unknown URL parameter",
            ),
            ("mysql://u:topsecret1@h/a/b", "single database"),
        ] {
            let err = settings("", overrides(url)).unwrap().target().unwrap_err();
            let msg = err.to_string();
            assert!(msg.contains(needle), "{url}: {msg}");
            assert!(!msg.contains("topsecret1"), "{url}: {msg}");
        }
    }

    #[test]
    fn tls_settings_merge_and_validate() {
        let text = r#"
[tls]
ca = "/etc/ca.pem"
[pods.a]
url = "mysql://u@h/db"
tls = { mode = "verify-ca" }
"#;
        let t = settings(text, ConnectOverrides::default())
            .unwrap()
            .target()
            .unwrap();
        assert_eq!(t.tls.effective_mode(), TlsMode::VerifyCa);
        assert_eq!(t.tls.ca.as_deref(), Some(Path::new("/etc/ca.pem")));
        let err = parse_config("[tls]\ncert = \"c.pem\"\n", Path::new("p")).unwrap_err();
        assert!(err.to_string().contains("key"), "{err}");
    }
}
