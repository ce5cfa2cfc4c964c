//! The file format of `poolctl.toml` and its reading: the tables as serde
//! types (each rejects unknown keys, so a typo is an error, not a silently
//! ignored setting), then every key's value checked against its definition
//! ([`super::defs`]: bounds, names that end up in SQL), then what ties keys
//! together (table names apart, TLS pairs, lint rules). A TOML error is
//! told by [`super::toml_error`], secrets masked.

use super::defs::file_keys;
use super::defs::global_flags::TlsMode;
use super::defs::kinds::{Problem, Text};
use super::defs::{self, Setting};
use super::error::ConfigError;
use super::error::TlsProblem;
use super::layers::Section;
use super::toml_error;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use toml::de::DeValue;

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
    pub timeouts: Section<defs::Timeouts>,
    /// `poolctl lint` settings.
    #[serde(default)]
    pub lint: LintConfig,
    /// `poolctl replenish` settings (flags and environment override them).
    #[serde(default)]
    pub replenish: Section<defs::Replenish>,
    /// The Redis server of the legacy design (`--redis-url` and
    /// `POOLCTL_REDIS_URL` override it).
    #[serde(default)]
    pub redis: Section<defs::Redis>,
    /// The legacy Redis store's key layout (shadow mode, `shadow compare`).
    #[serde(default)]
    pub shadow: Section<defs::Shadow>,
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
    /// The database of each folder's files (folder = database).
    #[serde(default)]
    pub databases: BTreeMap<String, String>,
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

/// `[pool] cap`'s default.
pub const DEFAULT_CAP: u32 = match file_keys::POOL_CAP.kind.default {
    Some(cap) => cap as u32,
    None => 1,
};
/// `[pool] hold_ttl_seconds`'s default.
pub const DEFAULT_HOLD_TTL_SECONDS: u64 = match file_keys::POOL_HOLD_TTL.kind.default {
    Some(secs) => secs,
    None => 1,
};
/// Longest hold TTL accepted: a hold is a checkout's few minutes.
pub const MAX_HOLD_TTL_SECONDS: u64 = file_keys::POOL_HOLD_TTL.kind.max;

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

/// A `[ledger]` or `[tables]` name's default, from its definition.
const fn default_name(s: &Setting<Text>) -> &'static str {
    match s.kind.default {
        Some(name) => name,
        None => "",
    }
}

fn default_shop_column() -> String {
    default_name(&file_keys::LEDGER_SHOP_COLUMN).into()
}
fn default_item_column() -> String {
    default_name(&file_keys::LEDGER_ITEM_COLUMN).into()
}
fn default_location_column() -> String {
    default_name(&file_keys::LEDGER_LOCATION_COLUMN).into()
}
fn default_available_column() -> String {
    default_name(&file_keys::LEDGER_AVAILABLE_COLUMN).into()
}

/// Names of the tables poolctl manages. Migrations create them under these names.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, default)]
pub struct TableNames {
    pub units: String,
    pub holds: String,
    pub caps: String,
    pub refill_state: String,
    pub cutover: String,
    pub cutover_audit: String,
    pub shadow_operations: String,
    pub shadow_disagreements: String,
}

impl TableNames {
    pub const DEFAULT_UNITS: &'static str = default_name(&file_keys::TABLES_UNITS);
    pub const DEFAULT_HOLDS: &'static str = default_name(&file_keys::TABLES_HOLDS);
    pub const DEFAULT_CAPS: &'static str = default_name(&file_keys::TABLES_CAPS);
    pub const DEFAULT_REFILL_STATE: &'static str = default_name(&file_keys::TABLES_REFILL_STATE);
    pub const DEFAULT_CUTOVER: &'static str = default_name(&file_keys::TABLES_CUTOVER);
    pub const DEFAULT_CUTOVER_AUDIT: &'static str = default_name(&file_keys::TABLES_CUTOVER_AUDIT);
    pub const DEFAULT_SHADOW_OPERATIONS: &'static str =
        default_name(&file_keys::TABLES_SHADOW_OPERATIONS);
    pub const DEFAULT_SHADOW_DISAGREEMENTS: &'static str =
        default_name(&file_keys::TABLES_SHADOW_DISAGREEMENTS);

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
            (Self::DEFAULT_CUTOVER, self.cutover.clone()),
            (Self::DEFAULT_CUTOVER_AUDIT, self.cutover_audit.clone()),
            (
                Self::DEFAULT_SHADOW_OPERATIONS,
                self.shadow_operations.clone(),
            ),
            (
                Self::DEFAULT_SHADOW_DISAGREEMENTS,
                self.shadow_disagreements.clone(),
            ),
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
            cutover: Self::DEFAULT_CUTOVER.into(),
            cutover_audit: Self::DEFAULT_CUTOVER_AUDIT.into(),
            shadow_operations: Self::DEFAULT_SHADOW_OPERATIONS.into(),
            shadow_disagreements: Self::DEFAULT_SHADOW_DISAGREEMENTS.into(),
        }
    }
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
    pub(super) fn or(self, fallback: &TlsConfig) -> TlsConfig {
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

/// Parse and check the text of a config file.
pub fn parse_config(text: &str, path: &Path) -> Result<FileConfig, ConfigError> {
    let doc = toml::de::DeTable::parse(text).map_err(|e| toml_error::syntax(text, path, &e))?;
    let cfg: FileConfig =
        serde_path_to_error::deserialize(toml::de::Deserializer::from(doc.clone()))
            .map_err(|e| toml_error::value(text, path, doc.get_ref(), &e))?;
    check_values(doc.get_ref(), path)?;
    check_ties(&cfg, path)?;
    Ok(cfg)
}

/// Every value of the file against its definition, in the definitions'
/// order: its bounds, or the name it must be.
fn check_values(doc: &toml::de::DeTable<'_>, path: &Path) -> Result<(), ConfigError> {
    for s in defs::all() {
        let Some(key) = s.def().key else { continue };
        // A pod's `tls` table takes `[tls]`'s keys.
        let pod_tls = key
            .strip_prefix("tls.")
            .map(|k| format!("pods.NAME.tls.{k}"));
        for pattern in std::iter::once(key.to_string()).chain(pod_tls) {
            let segments: Vec<&str> = pattern.split('.').collect();
            for (at, value) in values_at(doc, &segments, String::new()) {
                match s.check(value) {
                    Ok(()) => {}
                    Err(Problem::Bounds(problem)) => {
                        return Err(ConfigError::Setting {
                            path: path.to_path_buf(),
                            problem: format!("{at} {problem}"),
                        });
                    }
                    Err(Problem::Name(problem)) => {
                        return Err(ConfigError::Name {
                            path: path.to_path_buf(),
                            field: key,
                            value: value.as_str().unwrap_or_default().to_string(),
                            problem,
                        });
                    }
                }
            }
        }
    }
    Ok(())
}

/// The values at the key pattern `segments` (`NAME` and `RULE` stand for
/// any key), each with its dotted path.
fn values_at<'d, 'i>(
    table: &'d toml::de::DeTable<'i>,
    segments: &[&str],
    at: String,
) -> Vec<(String, &'d DeValue<'i>)> {
    let Some((first, rest)) = segments.split_first() else {
        return Vec::new();
    };
    let join = |key: &str| {
        if at.is_empty() {
            key.to_string()
        } else {
            format!("{at}.{key}")
        }
    };
    table
        .iter()
        .filter(|(k, _)| matches!(*first, "NAME" | "RULE") || k.get_ref().as_ref() == *first)
        .flat_map(|(k, v)| {
            let here = join(k.get_ref());
            match (rest.is_empty(), v.get_ref()) {
                (true, value) => vec![(here, value)],
                (false, DeValue::Table(t)) => values_at(t, rest, here),
                (false, _) => Vec::new(),
            }
        })
        .collect()
}

/// What ties keys together: the managed tables' names apart and short
/// enough for the reserve procedure, TLS certificates with their keys, lint
/// rules that exist.
fn check_ties(cfg: &FileConfig, path: &Path) -> Result<(), ConfigError> {
    let invalid = |problem: String| ConfigError::Setting {
        path: path.to_path_buf(),
        problem,
    };
    let tables = [
        (file_keys::TABLES_UNITS.def.key, &cfg.tables.units),
        (file_keys::TABLES_HOLDS.def.key, &cfg.tables.holds),
        (file_keys::TABLES_CAPS.def.key, &cfg.tables.caps),
        (
            file_keys::TABLES_REFILL_STATE.def.key,
            &cfg.tables.refill_state,
        ),
        (file_keys::TABLES_CUTOVER.def.key, &cfg.tables.cutover),
        (
            file_keys::TABLES_CUTOVER_AUDIT.def.key,
            &cfg.tables.cutover_audit,
        ),
        (
            file_keys::TABLES_SHADOW_OPERATIONS.def.key,
            &cfg.tables.shadow_operations,
        ),
        (
            file_keys::TABLES_SHADOW_DISAGREEMENTS.def.key,
            &cfg.tables.shadow_disagreements,
        ),
    ];
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
                "{} and {} are both {value:?}: each managed table needs its own name",
                field.unwrap_or_default(),
                other.unwrap_or_default()
            )));
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
    Ok(())
}
