//! What a replenisher runs with, resolved: each setting of `[replenish]`
//! from its flag, its `POOLCTL_REPLENISH_<KEY>` variable, its key or its
//! default (`crate::config::defs::replenish_keys` defines them), and
//! `[pool] hold_ttl_seconds`. Pure: the layers are read by the config
//! module; this only takes the values and checks what ties two of them.

use crate::config::defs::kinds::Kind as _;
use crate::config::defs::replenish_keys as keys;
use crate::config::layers::{Layers, Origin, Resolved};
use crate::config::{ConfigError, DEFAULT_HOLD_TTL_SECONDS};
use std::net::SocketAddr;
use std::time::Duration;

/// `[replenish] workers`' default, for the benches that compare against it.
pub const DEFAULT_WORKERS: u64 = match keys::WORKERS.kind.default {
    Some(workers) => workers,
    None => 1,
};

/// The type of a [`Settings`] field made from a setting whose values are
/// `V`: the value resolved from the layers (`None`: given nowhere and no
/// default), as the field keeps it; `None` when the field cannot do
/// without one.
pub trait Field<V>: Sized {
    fn from_value(v: Option<Resolved<V>>) -> Option<Self>;
}

/// A field that is the setting's value itself.
macro_rules! as_is {
    ($($t:ty),*) => {$(
        impl Field<$t> for $t {
            fn from_value(v: Option<Resolved<$t>>) -> Option<$t> {
                v.map(|r| r.value)
            }
        }
    )*};
}
as_is!(f64, u64, Duration, SocketAddr, String, keys::LogFormat);

/// Whole seconds.
impl Field<u64> for Duration {
    fn from_value(v: Option<Resolved<u64>>) -> Option<Duration> {
        v.map(|r| Duration::from_secs(r.value))
    }
}

/// A count as the settings keep it (bounded by its definition, so it fits).
macro_rules! count {
    ($($t:ty),*) => {$(
        impl Field<u64> for $t {
            fn from_value(v: Option<Resolved<u64>>) -> Option<$t> {
                v.map(|r| <$t>::try_from(r.value).unwrap_or(<$t>::MAX))
            }
        }
    )*};
}
count!(u32, usize);

/// A setting that may be unset (no default): `None` then.
impl<V, T: Field<V>> Field<V> for Option<T> {
    fn from_value(v: Option<Resolved<V>>) -> Option<Option<T>> {
        Some(T::from_value(v))
    }
}

/// A value and where it came from, for the messages that name it.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Given<T> {
    pub value: T,
    pub origin: Origin,
}

impl<V, T: Field<V>> Field<V> for Given<T> {
    fn from_value(v: Option<Resolved<V>>) -> Option<Given<T>> {
        let origin = v.as_ref().map_or(Origin::Default, |r| r.origin);
        Some(Given {
            value: T::from_value(v)?,
            origin,
        })
    }
}

/// [`Settings`]: one field per `[replenish]` setting, named after its
/// definition in `keys` and filled from it by its type's [`Field`] impl,
/// then the fields that are no `[replenish]` setting, with their defaults.
/// Adding a setting is its definition in `keys` and its line here.
macro_rules! settings {
    (
        $( $(#[$m:meta])* $field:ident: $ty:ty = $key:ident, )*
        ;
        $( $(#[$xm:meta])* $extra:ident: $xty:ty = $xdefault:expr, )*
    ) => {
        /// Everything a replenisher runs with, resolved.
        #[derive(Debug, Clone, PartialEq)]
        pub struct Settings {
            $( $(#[$m])* pub $field: $ty, )*
            $( $(#[$xm])* pub $extra: $xty, )*
        }

        impl Default for Settings {
            /// Every setting at its definition's default.
            fn default() -> Settings {
                Settings {
                    $( $field: Field::from_value(keys::$key.kind.default_value().map(|value| {
                        Resolved { value, origin: Origin::Default }
                    }))
                    .unwrap_or_default(), )*
                    $( $extra: $xdefault, )*
                }
            }
        }

        impl Settings {
            /// The `[replenish]` settings from their layers, the others at
            /// their defaults.
            fn from_layers(
                layers: &Layers<'_, crate::config::defs::Replenish>,
            ) -> Result<Settings, ConfigError> {
                Ok(Settings {
                    $( $field: Field::from_value(layers.get(&keys::$key)?)
                        .ok_or(ConfigError::NoDefault { setting: keys::$key.def.id })?, )*
                    $( $extra: $xdefault, )*
                })
            }

            /// The ids of the settings the fields are made from.
            #[cfg(test)]
            const FROM: &[&str] = &[$( keys::$key.def.id ),*];
        }
    };
}

settings! {
    low_water: f64 = LOW_WATER,
    interval: Duration = INTERVAL,
    sweep_interval: Duration = SWEEP_INTERVAL,
    batch: u64 = BATCH,
    retries: u32 = RETRIES,
    lock_wait_timeout_secs: u64 = LOCK_WAIT_TIMEOUT,
    chunk_size: u64 = CHUNK_SIZE,
    leader_lease: Duration = LEADER_LEASE,
    /// Connections a pass refills pools on at once (1: one after another on
    /// the work connection).
    workers: usize = WORKERS,
    /// `None`: no metrics endpoint.
    metrics_addr: Option<SocketAddr> = METRICS_ADDR,
    /// How long a stop waits for the server before it closes every
    /// connection (`crate::replenish::run::grace::within_grace`), and where
    /// that came from ([`Settings::stop_timeout_set_by`]).
    stop_timeout: Given<Duration> = STOP_TIMEOUT,
    /// The ledger's update-time column, a change signal when set.
    ledger_updated_column: Option<String> = LEDGER_UPDATED_COLUMN,
    /// `--log-format`; `None`: as `--format` says (json, else text).
    log_format: Option<keys::LogFormat> = LOG_FORMAT,
    ;
    /// `[pool] hold_ttl_seconds`: how long a hold lives.
    hold_ttl: Duration = Duration::from_secs(DEFAULT_HOLD_TTL_SECONDS),
}

/// A setting out of its bounds, or two that contradict each other: the
/// message names the flag, the variable and the `[replenish]` key.
#[derive(Debug, thiserror::Error)]
pub enum SettingsError {
    #[error(transparent)]
    Config(#[from] ConfigError),
    #[error(
        "the sweep interval ({sweep:.2}s, {}) is shorter than the pass interval ({pass:.2}s, {}): \
         the sweep is the slow safety net, give it at least the pass interval",
        keys::SWEEP_INTERVAL.def.places(),
        keys::INTERVAL.def.places()
    )]
    SweepBeforePass { sweep: f64, pass: f64 },
}

impl Settings {
    /// Each setting from its layers; `hold_ttl` from `[pool]`.
    pub fn resolve(
        layers: &Layers<'_, crate::config::defs::Replenish>,
        hold_ttl_seconds: u64,
    ) -> Result<Settings, SettingsError> {
        let s = Settings {
            hold_ttl: Duration::from_secs(hold_ttl_seconds),
            ..Settings::from_layers(layers)?
        };
        if s.sweep_interval < s.interval {
            return Err(SettingsError::SweepBeforePass {
                sweep: s.sweep_interval.as_secs_f64(),
                pass: s.interval.as_secs_f64(),
            });
        }
        Ok(s)
    }

    /// The stop timeout as the operator set it, for the messages of a stop:
    /// `--stop-timeout 2s`, `POOLCTL_REPLENISH_STOP_TIMEOUT=2`, `[replenish]
    /// stop_timeout = 2 in FILE` (`config_file`: the file that was read), or
    /// the default.
    pub fn stop_timeout_set_by(&self, config_file: Option<&std::path::Path>) -> String {
        let secs = self.stop_timeout.value.as_secs();
        let d = &keys::STOP_TIMEOUT.def;
        let key = d.key_in_table().unwrap_or_default();
        match (self.stop_timeout.origin, config_file) {
            (Origin::Flag, _) => format!("{} {secs}s", d.flag_name().unwrap_or_default()),
            (Origin::Env, _) => format!("{}={secs}", d.env.unwrap_or_default()),
            (Origin::File, Some(path)) => format!("{key} = {secs} in {}", path.display()),
            (Origin::File, None) => format!("{key} = {secs}"),
            (Origin::Default, _) => {
                format!("the default {secs}s; set it with {}", d.places())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::{FileConfig, Section};
    use clap::{Args, Command, FromArgMatches};

    type Flags = crate::config::Flags<crate::config::defs::Replenish>;

    /// `poolctl replenish`'s flags as clap reads `args` with the variables
    /// `env` (every other variable unset).
    fn flags(args: &[&str]) -> Flags {
        let cmd = Flags::augment_args(Command::new("replenish"));
        let matches = cmd
            .try_get_matches_from(std::iter::once("replenish").chain(args.iter().copied()))
            .unwrap();
        Flags::from_arg_matches(&matches).unwrap()
    }

    fn resolve(
        file: &Section<crate::config::defs::Replenish>,
        hold_ttl: u64,
        flags: &Flags,
        env: &dyn Fn(&str) -> Option<String>,
    ) -> Result<Settings, SettingsError> {
        let layers = Layers {
            flags,
            section: file,
            path: None,
            env,
        };
        Settings::resolve(&layers, hold_ttl)
    }

    fn no_env(_: &str) -> Option<String> {
        None
    }

    #[test]
    fn every_replenish_key_is_a_field() {
        let keys: Vec<&str> = keys::ALL.iter().map(|s| s.def().id).collect();
        assert_eq!(keys, Settings::FROM);
    }

    #[test]
    fn the_defaults_are_the_definitions() {
        let file = FileConfig::default();
        let s = resolve(
            &file.replenish,
            DEFAULT_HOLD_TTL_SECONDS,
            &flags(&[]),
            &no_env,
        )
        .unwrap();
        assert_eq!(s, Settings::default());
    }

    #[test]
    fn flags_override_the_file_which_overrides_the_defaults() {
        let file = Section::default()
            .with("low_water", 0.3)
            .with("interval", 2.0)
            .with("batch", 50)
            .with("metrics_addr", "9100");
        let s = resolve(&file, 600, &flags(&[]), &no_env).unwrap();
        assert_eq!(s.low_water, 0.3);
        assert_eq!(s.interval, Duration::from_secs(2));
        assert_eq!(s.batch, 50);
        assert_eq!(s.metrics_addr.unwrap().to_string(), "127.0.0.1:9100");
        assert_eq!(s.sweep_interval, Duration::from_secs(300));
        assert_eq!(s.retries, 3);
        assert_eq!(s.workers, DEFAULT_WORKERS as usize);
        let file = file.with("workers", 2);
        assert_eq!(
            resolve(&file, 600, &flags(&[]), &no_env).unwrap().workers,
            2
        );
        let eight = flags(&["--workers", "8"]);
        assert_eq!(resolve(&file, 600, &eight, &no_env).unwrap().workers, 8);
        let given = flags(&[
            "--low-water",
            "0.9",
            "--interval",
            "0.1",
            "--metrics-addr",
            "0.0.0.0:9200",
        ]);
        let s = resolve(&file, 30, &given, &no_env).unwrap();
        assert_eq!(s.low_water, 0.9);
        assert_eq!(s.interval, Duration::from_millis(100));
        assert_eq!(s.batch, 50);
        assert_eq!(s.metrics_addr.unwrap().to_string(), "0.0.0.0:9200");
        assert_eq!(s.hold_ttl, Duration::from_secs(30));
    }

    #[test]
    fn a_setting_without_a_flag_is_read_from_its_variable() {
        let file = Section::default().with("ledger_updated_column", "from_file");
        let env = |var: &str| {
            (var == "POOLCTL_REPLENISH_LEDGER_UPDATED_COLUMN").then(|| "from_env".to_string())
        };
        let s = resolve(&file, 600, &flags(&[]), &env).unwrap();
        assert_eq!(s.ledger_updated_column.as_deref(), Some("from_env"));
        let s = resolve(&file, 600, &flags(&[]), &no_env).unwrap();
        assert_eq!(s.ledger_updated_column.as_deref(), Some("from_file"));
        let bad = |_: &str| Some("a;b".to_string());
        let e = resolve(&file, 600, &flags(&[]), &bad)
            .unwrap_err()
            .to_string();
        assert!(
            e.starts_with(
                "invalid value in environment variable POOLCTL_REPLENISH_LEDGER_UPDATED_COLUMN: \
                 \"a;b\" is not a plain identifier"
            ),
            "{e}"
        );
    }

    #[test]
    fn stop_timeout_is_the_flag_else_the_file_else_the_default() {
        let none = Section::default();
        let file = Section::default().with("stop_timeout", 25);
        let flag = flags(&["--stop-timeout", "3"]);
        let stop =
            |f: &Section<_>, o: &Flags| resolve(f, 600, o, &no_env).unwrap().stop_timeout.value;
        assert_eq!(stop(&none, &flags(&[])), Duration::from_secs(10));
        assert_eq!(stop(&file, &flags(&[])), Duration::from_secs(25));
        assert_eq!(stop(&file, &flag), Duration::from_secs(3));
        assert_eq!(stop(&none, &flag), Duration::from_secs(3));
    }

    #[test]
    fn the_stop_timeout_names_the_flag_else_the_key_and_its_file_else_the_default() {
        let file = Section::default().with("stop_timeout", 25);
        let flag = flags(&["--stop-timeout", "3"]);
        let path = std::path::Path::new("conf/poolctl.toml");
        let set_by = |f: &Section<_>, o: &Flags| {
            resolve(f, 600, o, &no_env)
                .unwrap()
                .stop_timeout_set_by(Some(path))
        };
        assert_eq!(set_by(&file, &flag), "--stop-timeout 3s");
        assert_eq!(
            set_by(&file, &flags(&[])),
            "[replenish] stop_timeout = 25 in conf/poolctl.toml"
        );
        let default = set_by(&Section::default(), &flags(&[]));
        assert!(default.starts_with("the default 10s; "), "{default}");
        let from_env = Settings {
            stop_timeout: Given {
                value: Duration::from_secs(4),
                origin: Origin::Env,
            },
            ..Settings::default()
        };
        assert_eq!(
            from_env.stop_timeout_set_by(Some(path)),
            "POOLCTL_REPLENISH_STOP_TIMEOUT=4"
        );
    }

    #[test]
    fn a_sweep_faster_than_the_passes_is_refused_naming_both() {
        let file = Section::default().with("sweep_interval", 0.5);
        let e = resolve(&file, 600, &flags(&[]), &no_env)
            .unwrap_err()
            .to_string();
        assert!(e.contains("--sweep-interval"), "{e}");
        assert!(e.contains("[replenish] interval"), "{e}");
    }
}
