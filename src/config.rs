//! Settings resolved from flags, environment and `poolctl.toml`.
//!
//! Every setting is defined once, in [`defs`]: its flag, key, variable,
//! bounds, default and doc. clap reads the flags and variables
//! ([`Flags`]), `config::file_format` reads the file and checks each key against
//! its definition, and [`layers`] puts them in order: flag, variable, key,
//! default ([`Origin`] says which gave a value). [`mod@reference`] renders the
//! definitions as `docs/configuration.md`.
//!
//! Owns: finding and parsing the config file (unknown keys are errors),
//! choosing the target server, resolving its password (URL, password file
//! or `MYSQL_PWD`, never required on the command line), its timeouts and TLS
//! options. It does not connect; [`crate::db`] does, from the [`Target`]
//! built here.
//!
//! Errors are [`ConfigError`]s: each names the flag, variable or key to fix,
//! and none shows a password (URLs pass through [`crate::redact::url`], config
//! snippets through [`crate::redact::toml_line`]).

pub mod defs;
mod error;
mod file_format;
pub mod layers;
mod names;
mod redis_url;
pub mod reference;
mod reserved;
mod target;
mod toml_error;

pub use defs::global_flags::{DEFAULT_CONFIG_FILE, MAX_WAIT_SECS, TlsMode};
pub use error::{ConfigError, RedisUrlProblem, TlsProblem, UrlProblem};
pub use file_format::{
    DEFAULT_CAP, DEFAULT_HOLD_TTL_SECONDS, FileConfig, LedgerMapping, LintConfig,
    MAX_HOLD_TTL_SECONDS, PodConfig, PoolSettings, TableNames, TlsConfig, parse_config,
};
pub use layers::{Flags, Layers, Origin, Resolved, Section};
pub use names::{NameProblem, OWN_TABLE_PREFIX, check_name};
pub use redis_url::RedisUrl;
pub use reserved::is_reserved_word;
use target::Timeouts;
pub use target::{DEFAULT_PORT, DEFAULT_STATEMENT_TIMEOUT_SECS, PasswordSource, Secret, Target};

use crate::bounded;
use defs::Setting;
use defs::global_flags;
use defs::kinds::Whole;
use std::path::{Path, PathBuf};

/// `--connect-timeout`'s default and bound, seconds.
pub const DEFAULT_CONNECT_TIMEOUT_SECS: u64 = default_of(&global_flags::CONNECT_TIMEOUT);
pub const MAX_CONNECT_TIMEOUT_SECS: u64 = global_flags::CONNECT_TIMEOUT.kind.max;
/// `--read-timeout`'s default and bound, seconds: how long poolctl waits for
/// a server's answer beyond the waits a command asks the server for itself.
pub const DEFAULT_READ_TIMEOUT_SECS: u64 = default_of(&global_flags::READ_TIMEOUT);
pub const MAX_READ_TIMEOUT_SECS: u64 = global_flags::READ_TIMEOUT.kind.max;
/// Bound of the bench's in-transaction hold times (`--think-ms`, `--hold-ms`).
pub const MAX_HOLD_MS: u64 = 60_000;

/// A whole-number setting's default, for the constants above.
const fn default_of(s: &Setting<Whole>) -> u64 {
    match s.kind.default {
        Some(d) => d,
        None => s.kind.min,
    }
}

/// An environment variable, as the layers read one.
fn read_env(var: &str) -> Option<String> {
    std::env::var(var).ok()
}

/// The connection settings given on the command line or in the
/// environment: each `None` when neither gave it, and then the pod's key,
/// `[tls]` or `[timeouts]`, or the default, decides.
#[derive(Debug, Clone, Default)]
pub struct ConnectOverrides {
    pub url: Option<String>,
    pub pod: Option<String>,
    pub password_file: Option<PathBuf>,
    pub tls: TlsConfig,
    /// `--connect-timeout` / `POOLCTL_CONNECT_TIMEOUT`; 0 when neither gave
    /// it (its bounds start at 1). A plain number, as the tests and benches
    /// that build these overrides by hand set it.
    pub connect_timeout_secs: u64,
    /// `--read-timeout` / `POOLCTL_READ_TIMEOUT`.
    pub read_timeout_secs: Option<u64>,
}

impl ConnectOverrides {
    /// The connection flags clap read (given, not defaulted: poolctl.toml
    /// comes before the defaults).
    pub fn given(flags: &Flags<defs::Global>) -> ConnectOverrides {
        fn given<K: defs::kinds::Kind>(
            flags: &Flags<defs::Global>,
            s: &Setting<K>,
        ) -> Option<K::Value> {
            flags.given(s).map(|r| r.value)
        }
        let pods = given(flags, &global_flags::POD).unwrap_or_default();
        ConnectOverrides {
            url: given(flags, &global_flags::URL),
            pod: match pods.as_slice() {
                [one] => Some(one.clone()),
                _ => None,
            },
            password_file: given(flags, &global_flags::PASSWORD_FILE),
            tls: TlsConfig {
                mode: given(flags, &global_flags::TLS_MODE),
                ca: given(flags, &global_flags::TLS_CA),
                cert: given(flags, &global_flags::TLS_CERT),
                key: given(flags, &global_flags::TLS_KEY),
            },
            connect_timeout_secs: given(flags, &global_flags::CONNECT_TIMEOUT).unwrap_or(0),
            read_timeout_secs: given(flags, &global_flags::READ_TIMEOUT),
        }
    }
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

    /// Each timeout from the flag or its variable, else `[timeouts]`, else
    /// its default, within its bounds.
    fn timeouts(&self) -> Timeouts {
        let o = &self.overrides;
        let resolve = |given: Option<u64>, s: &Setting<Whole>| {
            given
                .or_else(|| self.file.timeouts.get(s))
                .or(s.kind.default)
                .unwrap_or(s.kind.min)
                .clamp(s.kind.min, s.kind.max)
        };
        Timeouts {
            connect_secs: resolve(
                Some(o.connect_timeout_secs).filter(|&secs| secs > 0),
                &global_flags::CONNECT_TIMEOUT,
            ),
            read_secs: resolve(o.read_timeout_secs, &global_flags::READ_TIMEOUT),
        }
    }

    /// The layers `poolctl replenish` resolves its settings from: its flags
    /// and their variables, `[replenish]`, the defaults.
    pub fn replenish_layers<'a>(
        &'a self,
        flags: &'a Flags<defs::Replenish>,
    ) -> Layers<'a, defs::Replenish> {
        Layers {
            flags,
            section: &self.file.replenish,
            path: self.path.as_deref(),
            env: &read_env,
        }
    }

    /// The layers of the Redis flags: `--redis-url` and its variable,
    /// `[redis]`.
    pub fn redis_layers<'a>(&'a self, flags: &'a Flags<defs::Redis>) -> Layers<'a, defs::Redis> {
        Layers {
            flags,
            section: &self.file.redis,
            path: self.path.as_deref(),
            env: &|var| std::env::var(var).ok(),
        }
    }

    /// The Redis server, when one is given (flag, variable or key).
    pub fn redis_url(&self, flags: &Flags<defs::Redis>) -> Result<Option<RedisUrl>, ConfigError> {
        let s = &defs::redis_keys::REDIS_URL;
        let Some(given) = self.redis_layers(flags).get(s)? else {
            return Ok(None);
        };
        RedisUrl::parse(&given.value, given.origin)
            .map(Some)
            .map_err(|problem| ConfigError::Redis {
                place: match given.origin {
                    Origin::Flag => "--redis-url".to_string(),
                    Origin::Env => "POOLCTL_REDIS_URL".to_string(),
                    _ => format!("[redis] url in {}", self.describe_path()),
                },
                problem,
            })
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
                &global_flags::URL.def.flag_or_var(),
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
                1 => pods.iter().next().ok_or(ConfigError::NoTarget)?,
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
                  metrics_addr = \":10187\"\nledger_updated_column = \"updated_at\"\n\
                  stop_timeout = 25\n";
        let cfg = parse_config(ok, Path::new("p")).unwrap();
        use defs::replenish_keys::{BATCH, LOW_WATER, STOP_TIMEOUT};
        assert_eq!(cfg.replenish.get(&LOW_WATER), Some(0.25));
        assert_eq!(cfg.replenish.get(&BATCH), Some(200));
        assert_eq!(cfg.replenish.get(&STOP_TIMEOUT), Some(25));
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
