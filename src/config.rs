//! Settings resolved from flags, environment and `poolctl.toml`.
//!
//! Owns: finding and parsing the config file (unknown keys are errors), choosing
//! the target server, resolving its password (URL, password file or `MYSQL_PWD`,
//! never required on the command line), its timeouts and TLS options. It does
//! not connect; [`crate::db`] does, from the [`Target`] built here.
//!
//! Errors are [`ConfigError`]s: each names the flag, variable or key to fix,
//! and none shows a password (URLs pass through [`crate::redact::url`], config
//! snippets through [`crate::redact::toml_line`]).

mod error;
mod names;
mod replenish;
mod reserved;
mod snippet;
mod target;

pub use error::{ConfigError, NameProblem, TlsProblem, UrlProblem};
pub use names::{OWN_TABLE_PREFIX, check_name};
pub use replenish::ReplenishConfig;
pub use reserved::is_reserved_word;
pub use target::{PasswordSource, Secret, Target};

use crate::bounded;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

pub const DEFAULT_CONFIG_FILE: &str = "poolctl.toml";
pub const DEFAULT_CAP: u32 = 1000;
pub const DEFAULT_HOLD_TTL_SECONDS: u64 = 600;
/// Longest hold TTL accepted (7 days): a hold is a checkout's few minutes.
pub const MAX_HOLD_TTL_SECONDS: u64 = 7 * 86_400;
pub const DEFAULT_PORT: u16 = 3306;
/// `--connect-timeout` default and bound, seconds.
pub const DEFAULT_CONNECT_TIMEOUT_SECS: u64 = 10;
pub const MAX_CONNECT_TIMEOUT_SECS: u64 = 3_600;
/// `--read-timeout` default and bound, seconds: how long poolctl waits for a
/// server's answer beyond the waits a command asks the server for itself.
pub const DEFAULT_READ_TIMEOUT_SECS: u64 = 60;
pub const MAX_READ_TIMEOUT_SECS: u64 = 86_400;
/// `migrate run --statement-timeout` default, seconds.
pub const DEFAULT_STATEMENT_TIMEOUT_SECS: u64 = 3_600;
/// Bound of every other wait taken from input (lock timeouts, statement
/// timeouts, `--pod-timeout`), seconds: 7 days.
pub const MAX_WAIT_SECS: u64 = 7 * 86_400;
/// Bound of the bench's in-transaction hold times (`--think-ms`, `--hold-ms`).
pub const MAX_HOLD_MS: u64 = 60_000;

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
    /// Connection timeouts (flags and environment override them).
    #[serde(default)]
    pub timeouts: TimeoutConfig,
    /// `poolctl lint` settings.
    #[serde(default)]
    pub lint: LintConfig,
    /// `poolctl replenish` settings (flags override them).
    #[serde(default)]
    pub replenish: ReplenishConfig,
}

/// `[timeouts]`: how long to wait for a server. `--connect-timeout` and
/// `--read-timeout` (`POOLCTL_READ_TIMEOUT`) override them.
#[derive(Debug, Clone, Default, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct TimeoutConfig {
    /// Seconds to wait for the server to accept a connection.
    pub connect_seconds: Option<u64>,
    /// Seconds to wait for an answer, beyond the waits a command asks for.
    pub read_seconds: Option<u64>,
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

impl LedgerMapping {
    /// The ledger `table` with the default column names (as a config that
    /// names only the table reads).
    pub fn table(table: &str) -> LedgerMapping {
        LedgerMapping {
            table: table.into(),
            shop_column: default_shop_column(),
            item_column: default_item_column(),
            location_column: default_location_column(),
            available_column: default_available_column(),
        }
    }
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

    /// The one-round-trip reserve's stored procedure in the migration files
    /// (`migrations/V5__reserve_procedure.sql`): the units table's name and
    /// `_reserve`, so it follows `[tables] units`.
    pub const DEFAULT_RESERVE_PROCEDURE: &'static str = "reservation_units_reserve";

    /// The reserve procedure's configured name: `<units>_reserve`.
    pub fn reserve_procedure(&self) -> String {
        format!("{}_reserve", self.units)
    }

    /// (name in the migration files, configured name) for each table, and
    /// for the reserve procedure.
    pub fn renames(&self) -> Vec<(&'static str, String)> {
        vec![
            (Self::DEFAULT_UNITS, self.units.clone()),
            (Self::DEFAULT_HOLDS, self.holds.clone()),
            (Self::DEFAULT_CAPS, self.caps.clone()),
            (Self::DEFAULT_REFILL_STATE, self.refill_state.clone()),
            (Self::DEFAULT_RESERVE_PROCEDURE, self.reserve_procedure()),
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

    pub(super) fn validate(&self, whose: &str) -> Result<(), ConfigError> {
        let problem = if self.cert.is_some() != self.key.is_some() {
            TlsProblem::CertWithoutKey
        } else if self.effective_mode() == TlsMode::Disabled
            && (self.ca.is_some() || self.cert.is_some())
        {
            TlsProblem::DisabledWithCertificates
        } else {
            return Ok(());
        };
        Err(ConfigError::Tls {
            whose: whose.to_string(),
            problem,
        })
    }
}

/// Connection flags from the command line (and their environment variables).
#[derive(Debug, Clone, Default)]
pub struct ConnectOverrides {
    pub url: Option<String>,
    pub pod: Option<String>,
    pub password_file: Option<PathBuf>,
    pub tls: TlsConfig,
    /// `--connect-timeout`; 0 when not given (then `[timeouts]`, then the default).
    pub connect_timeout_secs: u64,
    /// `--read-timeout` / `POOLCTL_READ_TIMEOUT`, when given.
    pub read_timeout_secs: Option<u64>,
}

/// Everything a command needs to know, resolved once.
#[derive(Debug, Clone)]
pub struct Settings {
    pub file: FileConfig,
    /// The config file that was read, if any.
    pub path: Option<PathBuf>,
    pub overrides: ConnectOverrides,
}

/// The timeouts of one connection, resolved (flag or env, else `[timeouts]`,
/// else the default) and bounded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Timeouts {
    pub(crate) connect_secs: u64,
    pub(crate) read_secs: u64,
}

impl Settings {
    /// Load `--config` / `POOLCTL_CONFIG` (which must exist) or `./poolctl.toml`
    /// (optional). `explicit` is the path given by flag or environment.
    pub fn load(explicit: Option<&Path>, overrides: ConnectOverrides) -> Result<Self, ConfigError> {
        let (path, required) = match explicit {
            Some(p) => (p.to_path_buf(), true),
            None => (PathBuf::from(DEFAULT_CONFIG_FILE), false),
        };
        let file = match bounded::read_text_file(&path, bounded::CONFIG_FILE) {
            Ok(text) => Some(parse_config(&text, &path)?),
            Err(e) if e.is_not_found() && !required => None,
            Err(error) => return Err(ConfigError::Read { path, error }),
        };
        overrides.tls.validate("command line")?;
        Ok(Settings {
            path: file.as_ref().map(|_| path),
            file: file.unwrap_or_default(),
            overrides,
        })
    }

    fn timeouts(&self) -> Timeouts {
        let o = &self.overrides;
        let t = &self.file.timeouts;
        let connect = match o.connect_timeout_secs {
            0 => t.connect_seconds.unwrap_or(DEFAULT_CONNECT_TIMEOUT_SECS),
            n => n,
        };
        let read = o
            .read_timeout_secs
            .or(t.read_seconds)
            .unwrap_or(DEFAULT_READ_TIMEOUT_SECS);
        Timeouts {
            connect_secs: connect.clamp(1, MAX_CONNECT_TIMEOUT_SECS),
            read_secs: read.clamp(1, MAX_READ_TIMEOUT_SECS),
        }
    }

    fn known_pods(&self) -> Vec<String> {
        self.file.pods.keys().cloned().collect()
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
            return Err(ConfigError::NoPods {
                path: self.describe_path(),
            });
        }
        for n in names {
            if !pods.contains_key(n) {
                return Err(ConfigError::UnknownPod {
                    name: n.clone(),
                    path: self.describe_path(),
                    known: self.known_pods(),
                });
            }
        }
        for t in tags {
            if !pods.values().any(|p| p.tags.contains(t)) {
                return Err(ConfigError::UnknownTag {
                    tag: t.clone(),
                    path: self.describe_path(),
                });
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
        let timeouts = self.timeouts();
        if let Some(url) = &o.url {
            if o.pod.is_some() {
                return Err(ConfigError::UrlAndPod);
            }
            return Target::from_url(
                "url",
                "--url / POOLCTL_URL",
                url,
                o.password_file.as_deref(),
                &o.tls,
                timeouts,
            );
        }
        let pods = &self.file.pods;
        let (name, pod) = match &o.pod {
            Some(name) => match pods.get_key_value(name) {
                Some(found) => found,
                None if pods.is_empty() => {
                    return Err(ConfigError::NoPods {
                        path: self.describe_path(),
                    });
                }
                None => {
                    return Err(ConfigError::UnknownPod {
                        name: name.clone(),
                        path: self.describe_path(),
                        known: self.known_pods(),
                    });
                }
            },
            None => match pods.len() {
                0 => return Err(ConfigError::NoTarget),
                1 => pods.iter().next().expect("one pod"),
                _ => {
                    return Err(ConfigError::PodNotChosen {
                        path: self.describe_path(),
                        known: self.known_pods(),
                    });
                }
            },
        };
        let (url, origin) = match (&pod.url, &pod.url_env) {
            (Some(_), Some(_)) => return Err(ConfigError::UrlAndUrlEnv { pod: name.clone() }),
            (Some(url), None) => (url.clone(), format!("pod {name}'s url")),
            (None, Some(var)) => (
                std::env::var(var).map_err(|_| ConfigError::UrlEnvUnset {
                    pod: name.clone(),
                    var: var.clone(),
                })?,
                format!("pod {name}'s url_env {var}"),
            ),
            (None, None) => return Err(ConfigError::PodWithoutUrl { pod: name.clone() }),
        };
        let tls = o
            .tls
            .clone()
            .or(&pod.tls.clone().unwrap_or_default().or(&self.file.tls));
        let password_file = o.password_file.as_deref().or(pod.password_file.as_deref());
        Target::from_url(name, &origin, &url, password_file, &tls, timeouts)
    }

    fn describe_path(&self) -> String {
        match &self.path {
            Some(p) => p.display().to_string(),
            None => format!("{DEFAULT_CONFIG_FILE} (not found)"),
        }
    }
}

/// The `[timeouts]` keys, each with its value in `t` and its largest value
/// (the smallest is 1): one list for the range check and for [`accepted`].
fn timeout_keys(t: &TimeoutConfig) -> [(&'static str, Option<u64>, u64); 2] {
    [
        (
            "timeouts.connect_seconds",
            t.connect_seconds,
            MAX_CONNECT_TIMEOUT_SECS,
        ),
        (
            "timeouts.read_seconds",
            t.read_seconds,
            MAX_READ_TIMEOUT_SECS,
        ),
    ]
}

/// What the key at the dotted `path` of poolctl.toml accepts, for an error
/// about a value of the wrong type ("a whole number of seconds from 1 to
/// 300"); `None` for a path that has no bounds of its own (the parser's
/// expectation is then told in words).
fn accepted(path: &str) -> Option<String> {
    match path.split_once('.')? {
        ("replenish", key) => replenish::accepted(key),
        ("pool", "cap") => Some(format!(
            "a whole number of rows from 1 to {} (a pool_caps row of 0 disables one pool)",
            u32::MAX
        )),
        ("pool", "hold_ttl_seconds") => Some(format!(
            "a whole number of seconds from 1 to {MAX_HOLD_TTL_SECONDS} (7 days)"
        )),
        _ => timeout_keys(&TimeoutConfig::default())
            .into_iter()
            .find(|(field, ..)| *field == path)
            .map(|(_, _, max)| format!("a whole number of seconds from 1 to {max}")),
    }
}

/// Parse and validate the text of a config file.
pub fn parse_config(text: &str, path: &Path) -> Result<FileConfig, ConfigError> {
    let cfg: FileConfig =
        toml::from_str(text).map_err(|e| snippet::syntax_error(text, path, &e))?;
    let invalid = |problem: String| ConfigError::Setting {
        path: path.to_path_buf(),
        problem,
    };
    let name = |field: &'static str, value: &str, qualified: bool, unquoted: bool| {
        check_name(value, qualified, unquoted).map_err(|problem| ConfigError::Name {
            path: path.to_path_buf(),
            field,
            value: value.to_string(),
            problem,
        })
    };
    if cfg.pool.cap == 0 {
        return Err(invalid(
            "pool.cap must be at least 1 (disable one pool with a pool_caps row of 0 instead)"
                .into(),
        ));
    }
    if !(1..=MAX_HOLD_TTL_SECONDS).contains(&cfg.pool.hold_ttl_seconds) {
        return Err(invalid(format!(
            "pool.hold_ttl_seconds = {} is out of range: give 1 to {MAX_HOLD_TTL_SECONDS} (7 days)",
            cfg.pool.hold_ttl_seconds
        )));
    }
    for (field, value, max) in timeout_keys(&cfg.timeouts) {
        if let Some(v) = value
            && !(1..=max).contains(&v)
        {
            return Err(invalid(format!(
                "{field} = {v} is out of range: give 1 to {max} seconds"
            )));
        }
    }
    let tables = [
        ("tables.units", &cfg.tables.units),
        ("tables.holds", &cfg.tables.holds),
        ("tables.caps", &cfg.tables.caps),
        ("tables.refill_state", &cfg.tables.refill_state),
    ];
    for (field, value) in tables {
        name(field, value, false, true)?;
        if value
            .get(..OWN_TABLE_PREFIX.len())
            .is_some_and(|p| p.eq_ignore_ascii_case(OWN_TABLE_PREFIX))
        {
            return Err(ConfigError::Name {
                path: path.to_path_buf(),
                field,
                value: value.to_string(),
                problem: NameProblem::Poolctl,
            });
        }
    }
    // The reserve procedure is named after the units table (V5), and a
    // routine's name has the same 64-character limit as a table's.
    let procedure = cfg.tables.reserve_procedure();
    if procedure.len() > 64 {
        return Err(invalid(format!(
            "tables.units = {:?} is too long: the reserve procedure is named {procedure:?} ({} characters), and MySQL and MariaDB allow 64; give a units table name of at most {}",
            cfg.tables.units,
            procedure.len(),
            64 - (procedure.len() - cfg.tables.units.len())
        )));
    }
    for (i, (field, value)) in tables.iter().enumerate() {
        if let Some((other, _)) = tables[..i]
            .iter()
            .find(|(_, v)| v.eq_ignore_ascii_case(value))
        {
            return Err(invalid(format!(
                "{field} and {other} are both {value:?}: each managed table needs its own name"
            )));
        }
    }
    replenish::validate(&cfg.replenish).map_err(invalid)?;
    if let Some(column) = &cfg.replenish.ledger_updated_column {
        name("replenish.ledger_updated_column", column, false, false)?;
    }
    if let Some(l) = &cfg.ledger {
        // The application's names are quoted wherever poolctl uses them, so
        // a reserved word is allowed there.
        name("ledger.table", &l.table, true, false)?;
        for (field, value) in [
            ("ledger.shop_column", &l.shop_column),
            ("ledger.item_column", &l.item_column),
            ("ledger.location_column", &l.location_column),
            ("ledger.available_column", &l.available_column),
        ] {
            name(field, value, false, false)?;
        }
    }
    for (name, pod) in &cfg.pods {
        if let Some(tls) = &pod.tls {
            tls.validate(&format!("{}: pod {name}", path.display()))?;
        }
    }
    cfg.tls.validate(&format!("{}: [tls]", path.display()))?;
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
        && crate::lint::syntax::vocabulary::IsolationLevel::parse(level).is_none()
    {
        return Err(invalid(format!(
            "lint.default_isolation = {level:?}: use \"read-committed\", \"repeatable-read\", \"serializable\" or \"read-uncommitted\""
        )));
    }
    if let Some(server) = &l.server
        && crate::lint::syntax::script::Server::parse(server).is_none()
    {
        return Err(invalid(format!(
            "lint.server = {server:?}: use \"mysql-8.4\", \"mysql-8.0.36\", \"mariadb-10.11\", ..."
        )));
    }
    Ok(cfg)
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
    fn replenish_section_is_validated() {
        let ok = "[replenish]\nlow_water = 0.25\ninterval = 0.5\nsweep_interval = 60\nbatch = 200\n\
                  metrics_addr = \":9187\"\nledger_updated_column = \"updated_at\"\n\
                  stop_timeout = 25\n";
        let cfg = parse_config(ok, Path::new("p")).unwrap();
        assert_eq!(cfg.replenish.low_water, Some(0.25));
        assert_eq!(cfg.replenish.batch, Some(200));
        assert_eq!(cfg.replenish.stop_timeout, Some(25));
        for edge in ["stop_timeout = 1\n", "stop_timeout = 300\n"] {
            let text = format!("[replenish]\n{edge}");
            assert!(parse_config(&text, Path::new("p")).is_ok(), "{edge}");
        }
        for (bad, needle) in [
            ("[replenish]\nlow_water = 1.5\n", "replenish.low_water"),
            ("[replenish]\ninterval = 0\n", "replenish.interval"),
            ("[replenish]\nbatch = 0\n", "replenish.batch"),
            ("[replenish]\nretries = 99\n", "replenish.retries"),
            (
                "[replenish]\nstop_timeout = 0\n",
                "replenish.stop_timeout = 0 is out of range: give 1 to 300",
            ),
            (
                "[replenish]\nstop_timeout = 301\n",
                "replenish.stop_timeout = 301 is out of range: give 1 to 300",
            ),
            ("[replenish]\nstop_timeout = \"10s\"\n", "stop_timeout"),
            ("[replenish]\nstop_timeout = -1\n", "stop_timeout"),
            ("[replenish]\nstop-timeout = 10\n", "stop-timeout"),
            (
                "[replenish]\nmetrics_addr = \"nowhere\"\n",
                "replenish.metrics_addr",
            ),
            (
                "[replenish]\nledger_updated_column = \"a;b\"\n",
                "ledger_updated_column",
            ),
            ("[replenish]\nlowwater = 0.5\n", "lowwater"),
        ] {
            let err = parse_config(bad, Path::new("p")).unwrap_err().to_string();
            assert!(err.contains(needle), "{bad}: {err}");
        }
    }

    #[test]
    fn identifiers_are_validated() {
        let err = parse_config("[tables]\nunits = \"units; drop\"\n", Path::new("p")).unwrap_err();
        assert!(err.to_string().contains("tables.units"), "{err}");
        assert!(parse_config("[pool]\ncap = 0\n", Path::new("p")).is_err());
        // The reserve procedure, `<units>_reserve`, must fit in 64 characters.
        let fits = "u".repeat(56);
        assert!(parse_config(&format!("[tables]\nunits = \"{fits}\"\n"), Path::new("p")).is_ok());
        let long = "u".repeat(57);
        let err = parse_config(&format!("[tables]\nunits = \"{long}\"\n"), Path::new("p"))
            .unwrap_err()
            .to_string();
        assert!(err.contains("at most 56"), "{err}");
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
            ("mysql://u:topsecret1@h/db?sslmode=x", "socket=PATH"),
            ("mysql://u:topsecret1@h/a/b", "single database"),
        ] {
            let err = settings("", overrides(url)).unwrap().target().unwrap_err();
            let msg = err.to_string();
            assert!(msg.contains(needle), "{url}: {msg}");
            assert!(!msg.contains("topsecret1"), "{url}: {msg}");
        }
    }

    #[test]
    fn timeouts_resolve_flag_then_config_then_default_and_saturate() {
        let unset = || ConnectOverrides {
            connect_timeout_secs: 0,
            ..overrides("mysql://u@h/db")
        };
        let t = settings("", unset()).unwrap().target().unwrap();
        assert_eq!((t.connect_timeout_secs, t.read_timeout_secs), (10, 60));
        assert_eq!(t.io_timeout_secs(), 60);
        let file = "[timeouts]\nconnect_seconds = 3\nread_seconds = 7\n";
        let t = settings(file, unset()).unwrap().target().unwrap();
        assert_eq!((t.connect_timeout_secs, t.read_timeout_secs), (3, 7));
        let flags = ConnectOverrides {
            connect_timeout_secs: 2,
            read_timeout_secs: Some(5),
            ..overrides("mysql://u@h/db")
        };
        let t = settings(file, flags).unwrap().target().unwrap();
        assert_eq!((t.connect_timeout_secs, t.read_timeout_secs), (2, 5));
        // A declared wait comes on top; nothing overflows.
        let t = t.expecting_waits(30);
        assert_eq!(t.io_timeout_secs(), 35);
        let t = t.expecting_waits(u64::MAX).with_statement_timeout(u64::MAX);
        assert_eq!(t.planned_wait_secs, MAX_WAIT_SECS);
        assert_eq!(t.statement_timeout_secs, MAX_WAIT_SECS);
        assert_eq!(t.io_timeout_secs(), MAX_WAIT_SECS + 5);
        for bad in [
            "[timeouts]\nread_seconds = 0\n",
            "[timeouts]\nconnect_seconds = 3601\n",
            "[timeouts]\nread_secs = 5\n",
        ] {
            assert!(parse_config(bad, Path::new("p")).is_err(), "{bad}");
        }
    }

    #[test]
    fn reserved_and_duplicate_table_names_are_refused() {
        let err = parse_config("[tables]\nunits = \"Order\"\n", Path::new("p")).unwrap_err();
        assert!(
            matches!(
                err,
                ConfigError::Name {
                    field: "tables.units",
                    problem: NameProblem::Reserved,
                    ..
                }
            ),
            "{err}"
        );
        let err =
            parse_config("[tables]\nholds = \"reservation_units\"\n", Path::new("p")).unwrap_err();
        assert!(err.to_string().contains("both"), "{err}");
        // The application's ledger names are quoted wherever they are used.
        let ok = "[ledger]\ntable = \"app.levels\"\navailable_column = \"order\"\n";
        assert!(parse_config(ok, Path::new("p")).is_ok());
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
