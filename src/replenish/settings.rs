//! What a replenisher runs with, resolved: each setting of `[replenish]`
//! from its flag, its `POOLCTL_REPLENISH_<KEY>` variable, its key or its
//! default (`crate::config::defs::replenish_keys` defines them), and
//! `[pool] hold_ttl_seconds`. Pure: the layers are read by the config
//! module; this only takes the values and checks what ties two of them.

use crate::config::defs::replenish_keys as keys;
use crate::config::layers::{Layers, Origin};
use crate::config::{ConfigError, DEFAULT_HOLD_TTL_SECONDS};
use std::net::SocketAddr;
use std::time::Duration;

/// `[replenish] workers`' default, for the benches that compare against it.
pub const DEFAULT_WORKERS: u64 = match keys::WORKERS.kind.default {
    Some(workers) => workers,
    None => 1,
};

/// Everything a replenisher runs with, resolved.
#[derive(Debug, Clone, PartialEq)]
pub struct Settings {
    pub low_water: f64,
    pub interval: Duration,
    pub sweep_interval: Duration,
    pub batch: u64,
    pub retries: u32,
    pub lock_wait_timeout_secs: u64,
    pub chunk_size: u64,
    pub leader_lease: Duration,
    /// Connections a pass refills pools on at once (1: one after another on
    /// the work connection).
    pub workers: usize,
    /// `None`: no metrics endpoint.
    pub metrics_addr: Option<SocketAddr>,
    /// How long a stop waits for the server before it closes every
    /// connection (`crate::replenish::run::grace::within_grace`).
    pub stop_timeout: Duration,
    /// Where `stop_timeout` came from ([`Settings::stop_timeout_set_by`]).
    pub stop_timeout_from: Origin,
    /// The ledger's update-time column, a change signal when set.
    pub ledger_updated_column: Option<String>,
    /// `[pool] hold_ttl_seconds`: how long a hold lives.
    pub hold_ttl: Duration,
    /// `--log-format`; `None`: as `--format` says (json, else text).
    pub log_format: Option<keys::LogFormat>,
}

/// A count as the settings keep it (bounded by its definition, so it fits).
fn count<T: TryFrom<u64>>(v: u64, most: T) -> T {
    T::try_from(v).unwrap_or(most)
}

impl Default for Settings {
    /// Every setting at its definition's default.
    fn default() -> Settings {
        let secs = |s: Option<f64>| Duration::from_secs_f64(s.unwrap_or_default());
        let whole = |s: Option<u64>| s.unwrap_or_default();
        Settings {
            low_water: keys::LOW_WATER.kind.default,
            interval: secs(keys::INTERVAL.kind.default),
            sweep_interval: secs(keys::SWEEP_INTERVAL.kind.default),
            batch: whole(keys::BATCH.kind.default),
            retries: count(whole(keys::RETRIES.kind.default), u32::MAX),
            lock_wait_timeout_secs: whole(keys::LOCK_WAIT_TIMEOUT.kind.default),
            chunk_size: whole(keys::CHUNK_SIZE.kind.default),
            leader_lease: Duration::from_secs(whole(keys::LEADER_LEASE.kind.default)),
            workers: count(DEFAULT_WORKERS, usize::MAX),
            metrics_addr: None,
            stop_timeout: Duration::from_secs(whole(keys::STOP_TIMEOUT.kind.default)),
            stop_timeout_from: Origin::Default,
            ledger_updated_column: None,
            hold_ttl: Duration::from_secs(DEFAULT_HOLD_TTL_SECONDS),
            log_format: None,
        }
    }
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
        let stop_timeout = layers.value(&keys::STOP_TIMEOUT)?;
        let s = Settings {
            low_water: layers.value(&keys::LOW_WATER)?.value,
            interval: layers.value(&keys::INTERVAL)?.value,
            sweep_interval: layers.value(&keys::SWEEP_INTERVAL)?.value,
            batch: layers.value(&keys::BATCH)?.value,
            retries: count(layers.value(&keys::RETRIES)?.value, u32::MAX),
            lock_wait_timeout_secs: layers.value(&keys::LOCK_WAIT_TIMEOUT)?.value,
            chunk_size: layers.value(&keys::CHUNK_SIZE)?.value,
            leader_lease: Duration::from_secs(layers.value(&keys::LEADER_LEASE)?.value),
            workers: count(layers.value(&keys::WORKERS)?.value, usize::MAX),
            metrics_addr: layers.get(&keys::METRICS_ADDR)?.map(|r| r.value),
            stop_timeout: Duration::from_secs(stop_timeout.value),
            stop_timeout_from: stop_timeout.origin,
            ledger_updated_column: layers.get(&keys::LEDGER_UPDATED_COLUMN)?.map(|r| r.value),
            hold_ttl: Duration::from_secs(hold_ttl_seconds),
            log_format: layers.get(&keys::LOG_FORMAT)?.map(|r| r.value),
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
        let secs = self.stop_timeout.as_secs();
        let d = &keys::STOP_TIMEOUT.def;
        let key = d.key_in_table().unwrap_or_default();
        match (self.stop_timeout_from, config_file) {
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
        let stop = |f: &Section<_>, o: &Flags| resolve(f, 600, o, &no_env).unwrap().stop_timeout;
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
            stop_timeout: Duration::from_secs(4),
            stop_timeout_from: Origin::Env,
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
