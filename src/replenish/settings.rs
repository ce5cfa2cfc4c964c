//! The replenisher's settings: defaults, bounds, and how `[replenish]` in
//! `poolctl.toml` and the command line's flags combine (a flag overrides the
//! file, the file the default). Pure: the config module parses the file and
//! checks each key against the bounds here; the command maps its flags to
//! [`Overrides`].

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::time::Duration;

/// A pool is topped up when it holds fewer rows than this share of its
/// target min(cap, ledger - holds). Chosen by measurement: see the README's
/// "Choosing the low-water mark" (benches/replenish_low_water.rs).
pub const DEFAULT_LOW_WATER: f64 = 0.5;
/// Seconds between two passes over the pools that changed.
pub const DEFAULT_INTERVAL_SECS: f64 = 1.0;
/// Seconds between two full sweeps (the chunked scan of every pool).
pub const DEFAULT_SWEEP_INTERVAL_SECS: f64 = 300.0;
pub const DEFAULT_BATCH: u64 = 1000;
pub const DEFAULT_RETRIES: u32 = 3;
pub const DEFAULT_LOCK_WAIT_TIMEOUT_SECS: u64 = 5;
pub const DEFAULT_CHUNK_SIZE: u64 = 5000;
/// Seconds a leader's lock connection may stay silent before the server
/// drops it (its session `wait_timeout`), and so how long a standby waits
/// for a leader that vanished without closing its connection.
pub const DEFAULT_LEADER_LEASE_SECS: u64 = 5;
/// Connections a leader refills on at once (its work connection and
/// `workers - 1` more). Chosen by measurement: see the README's "A pass over
/// 100,000 pools of which 100 changed" (benches/replenish_pass.rs).
pub const DEFAULT_WORKERS: u64 = 4;
/// Seconds a stopping replenisher waits for the server after SIGTERM/SIGINT
/// before it closes every connection (`crate::replenish::run::grace`): well inside
/// Kubernetes' default 30 s grace and systemd's 90 s, and longer than a
/// healthy refill transaction takes.
pub const DEFAULT_STOP_TIMEOUT_SECS: u64 = 10;

pub const INTERVAL_RANGE: (f64, f64) = (0.05, 3600.0);
pub const SWEEP_INTERVAL_MAX: f64 = 86_400.0;
pub const BATCH_RANGE: (u64, u64) = (1, 10_000);
pub const RETRIES_MAX: u32 = 20;
pub const LOCK_WAIT_TIMEOUT_RANGE: (u64, u64) = (1, 3600);
pub const CHUNK_RANGE: (u64, u64) = (1, 1_000_000);
pub const LEADER_LEASE_RANGE: (u64, u64) = (2, 300);
pub const WORKERS_RANGE: (u64, u64) = (1, 32);
pub const STOP_TIMEOUT_RANGE: (u64, u64) = (1, 300);

/// Where a resolved setting came from, for the messages that name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetBy {
    Flag,
    /// Its `[replenish]` key in the config file.
    File,
    Default,
}

/// Settings given on the command line (each overrides its `[replenish]` key).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Overrides {
    pub low_water: Option<f64>,
    pub interval: Option<Duration>,
    pub sweep_interval: Option<Duration>,
    pub batch: Option<u64>,
    pub retries: Option<u32>,
    pub lock_wait_timeout_secs: Option<u64>,
    pub chunk_size: Option<u64>,
    pub leader_lease_secs: Option<u64>,
    pub workers: Option<u64>,
    pub metrics_addr: Option<SocketAddr>,
    pub stop_timeout_secs: Option<u64>,
}

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
    pub stop_timeout_from: SetBy,
    /// The ledger's update-time column, a change signal when set.
    pub ledger_updated_column: Option<String>,
    /// `[pool] hold_ttl_seconds`: how long a hold lives.
    pub hold_ttl: Duration,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            low_water: DEFAULT_LOW_WATER,
            interval: Duration::from_secs_f64(DEFAULT_INTERVAL_SECS),
            sweep_interval: Duration::from_secs_f64(DEFAULT_SWEEP_INTERVAL_SECS),
            batch: DEFAULT_BATCH,
            retries: DEFAULT_RETRIES,
            lock_wait_timeout_secs: DEFAULT_LOCK_WAIT_TIMEOUT_SECS,
            chunk_size: DEFAULT_CHUNK_SIZE,
            leader_lease: Duration::from_secs(DEFAULT_LEADER_LEASE_SECS),
            workers: DEFAULT_WORKERS as usize,
            metrics_addr: None,
            stop_timeout: Duration::from_secs(DEFAULT_STOP_TIMEOUT_SECS),
            stop_timeout_from: SetBy::Default,
            ledger_updated_column: None,
            hold_ttl: Duration::from_secs(crate::config::DEFAULT_HOLD_TTL_SECONDS),
        }
    }
}

/// A setting out of its bounds, or two that contradict each other: the
/// message names the flag and the `[replenish]` key.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{0}")]
pub struct SettingsError(pub String);

/// `low_water`: a share of the target in (0, 1].
pub fn check_low_water(v: f64) -> Result<f64, String> {
    if v.is_finite() && v > 0.0 && v <= 1.0 {
        Ok(v)
    } else {
        Err(format!(
            "{v} is not a share of the target: give more than 0 and at most 1 (e.g. 0.5)"
        ))
    }
}

/// An interval in seconds within `min..=max`.
pub fn check_seconds(v: f64, min: f64, max: f64) -> Result<Duration, String> {
    if v.is_finite() && (min..=max).contains(&v) {
        Ok(Duration::from_secs_f64(v))
    } else {
        Err(format!("{v} is out of range: give {min} to {max} seconds"))
    }
}

/// A listen address for the metrics endpoint: `PORT` or `:PORT` listen on
/// the loopback interface (127.0.0.1), `HOST:PORT` where given (`0.0.0.0:PORT`
/// on every interface, `[::1]:PORT`, `localhost:PORT`).
pub fn parse_listen_addr(s: &str) -> Result<SocketAddr, String> {
    let s = s.trim();
    let bad = || {
        format!(
            "{s:?} is not a listen address: give PORT (on 127.0.0.1), :PORT, or HOST:PORT with an \
             IP address (0.0.0.0:9187 for every interface)"
        )
    };
    let port_only = s.strip_prefix(':').unwrap_or(s);
    if let Ok(port) = port_only.parse::<u16>() {
        return Ok(SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), port));
    }
    if let Some(port) = s.strip_prefix("localhost:") {
        let port = port.parse::<u16>().map_err(|_| bad())?;
        return Ok(SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), port));
    }
    s.parse::<SocketAddr>().map_err(|_| bad())
}

/// The `[replenish]` table of `poolctl.toml`, as read (each key checked
/// against its bounds by the config module).
pub use crate::config::ReplenishConfig;

impl Settings {
    /// Flags over `[replenish]` over the defaults; `hold_ttl` from `[pool]`.
    pub fn resolve(
        file: &ReplenishConfig,
        hold_ttl_seconds: u64,
        flags: &Overrides,
    ) -> Result<Settings, SettingsError> {
        let d = Settings::default();
        let secs = |v: Option<f64>| v.map(Duration::from_secs_f64);
        let metrics_addr = match flags.metrics_addr {
            Some(a) => Some(a),
            None => match &file.metrics_addr {
                Some(s) => Some(
                    parse_listen_addr(s)
                        .map_err(|e| SettingsError(format!("[replenish] metrics_addr: {e}")))?,
                ),
                None => None,
            },
        };
        let s = Settings {
            low_water: flags.low_water.or(file.low_water).unwrap_or(d.low_water),
            interval: flags.interval.or(secs(file.interval)).unwrap_or(d.interval),
            sweep_interval: flags
                .sweep_interval
                .or(secs(file.sweep_interval))
                .unwrap_or(d.sweep_interval),
            batch: flags.batch.or(file.batch).unwrap_or(d.batch),
            retries: flags.retries.or(file.retries).unwrap_or(d.retries),
            lock_wait_timeout_secs: flags
                .lock_wait_timeout_secs
                .or(file.lock_wait_timeout)
                .unwrap_or(d.lock_wait_timeout_secs),
            chunk_size: flags.chunk_size.or(file.chunk_size).unwrap_or(d.chunk_size),
            leader_lease: flags
                .leader_lease_secs
                .or(file.leader_lease)
                .map(Duration::from_secs)
                .unwrap_or(d.leader_lease),
            workers: flags
                .workers
                .or(file.workers)
                .map_or(d.workers, |w| usize::try_from(w).unwrap_or(usize::MAX)),
            metrics_addr,
            stop_timeout: flags
                .stop_timeout_secs
                .or(file.stop_timeout)
                .map_or(d.stop_timeout, Duration::from_secs),
            stop_timeout_from: match (flags.stop_timeout_secs, file.stop_timeout) {
                (Some(_), _) => SetBy::Flag,
                (None, Some(_)) => SetBy::File,
                (None, None) => SetBy::Default,
            },
            ledger_updated_column: file.ledger_updated_column.clone(),
            hold_ttl: Duration::from_secs(hold_ttl_seconds),
        };
        if s.sweep_interval < s.interval {
            return Err(SettingsError(format!(
                "the sweep interval ({:.2}s, --sweep-interval or [replenish] sweep_interval) is \
                 shorter than the pass interval ({:.2}s, --interval or [replenish] interval): \
                 the sweep is the slow safety net, give it at least the pass interval",
                s.sweep_interval.as_secs_f64(),
                s.interval.as_secs_f64()
            )));
        }
        Ok(s)
    }

    /// The stop timeout as the operator set it, for the messages of a stop:
    /// `--stop-timeout 2s`, `[replenish] stop_timeout = 2 in FILE`
    /// (`config_file`: the file that was read), or the default.
    pub fn stop_timeout_set_by(&self, config_file: Option<&std::path::Path>) -> String {
        let secs = self.stop_timeout.as_secs();
        match (self.stop_timeout_from, config_file) {
            (SetBy::Flag, _) => format!("--stop-timeout {secs}s"),
            (SetBy::File, Some(path)) => {
                format!("[replenish] stop_timeout = {secs} in {}", path.display())
            }
            (SetBy::File, None) => format!("[replenish] stop_timeout = {secs}"),
            (SetBy::Default, _) => format!(
                "the default {secs}s; set it with --stop-timeout or [replenish] stop_timeout"
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn listen_addresses_default_to_loopback() {
        let lo = |p| SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), p);
        assert_eq!(parse_listen_addr("9187"), Ok(lo(9187)));
        assert_eq!(parse_listen_addr(":9187"), Ok(lo(9187)));
        assert_eq!(parse_listen_addr("localhost:9187"), Ok(lo(9187)));
        assert_eq!(
            parse_listen_addr("0.0.0.0:80").unwrap().to_string(),
            "0.0.0.0:80"
        );
        assert_eq!(
            parse_listen_addr("[::1]:9187").unwrap().to_string(),
            "[::1]:9187"
        );
        for bad in ["", "abc", "99999", "host.example:80", "1.2.3.4", ":"] {
            assert!(parse_listen_addr(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn low_water_is_a_share() {
        assert_eq!(check_low_water(0.5), Ok(0.5));
        assert_eq!(check_low_water(1.0), Ok(1.0));
        for bad in [0.0, -0.1, 1.01, f64::NAN, f64::INFINITY] {
            assert!(check_low_water(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn flags_override_the_file_which_overrides_the_defaults() {
        let file = ReplenishConfig {
            low_water: Some(0.3),
            interval: Some(2.0),
            batch: Some(50),
            metrics_addr: Some("9100".into()),
            ..Default::default()
        };
        let s = Settings::resolve(&file, 600, &Overrides::default()).unwrap();
        assert_eq!(s.low_water, 0.3);
        assert_eq!(s.interval, Duration::from_secs(2));
        assert_eq!(s.batch, 50);
        assert_eq!(s.metrics_addr.unwrap().to_string(), "127.0.0.1:9100");
        assert_eq!(s.sweep_interval, Duration::from_secs(300));
        assert_eq!(s.retries, DEFAULT_RETRIES);
        assert_eq!(s.workers, DEFAULT_WORKERS as usize);
        let file = ReplenishConfig {
            workers: Some(2),
            ..file
        };
        assert_eq!(
            Settings::resolve(&file, 600, &Overrides::default())
                .unwrap()
                .workers,
            2
        );
        let flags = Overrides {
            workers: Some(8),
            ..Default::default()
        };
        assert_eq!(Settings::resolve(&file, 600, &flags).unwrap().workers, 8);
        let flags = Overrides {
            low_water: Some(0.9),
            interval: Some(Duration::from_millis(100)),
            metrics_addr: Some("0.0.0.0:9200".parse().unwrap()),
            ..Default::default()
        };
        let s = Settings::resolve(&file, 30, &flags).unwrap();
        assert_eq!(s.low_water, 0.9);
        assert_eq!(s.interval, Duration::from_millis(100));
        assert_eq!(s.batch, 50);
        assert_eq!(s.metrics_addr.unwrap().to_string(), "0.0.0.0:9200");
        assert_eq!(s.hold_ttl, Duration::from_secs(30));
    }

    #[test]
    fn stop_timeout_is_the_flag_else_the_file_else_the_default() {
        let none = ReplenishConfig::default();
        let file = ReplenishConfig {
            stop_timeout: Some(25),
            ..Default::default()
        };
        let flag = Overrides {
            stop_timeout_secs: Some(3),
            ..Default::default()
        };
        let resolve =
            |f: &ReplenishConfig, o: &Overrides| Settings::resolve(f, 600, o).unwrap().stop_timeout;
        assert_eq!(
            resolve(&none, &Overrides::default()),
            Duration::from_secs(DEFAULT_STOP_TIMEOUT_SECS)
        );
        assert_eq!(
            resolve(&file, &Overrides::default()),
            Duration::from_secs(25)
        );
        assert_eq!(resolve(&file, &flag), Duration::from_secs(3));
        assert_eq!(resolve(&none, &flag), Duration::from_secs(3));
    }

    #[test]
    fn the_stop_timeout_names_the_flag_else_the_key_and_its_file_else_the_default() {
        let file = ReplenishConfig {
            stop_timeout: Some(25),
            ..Default::default()
        };
        let flag = Overrides {
            stop_timeout_secs: Some(3),
            ..Default::default()
        };
        let path = std::path::Path::new("conf/poolctl.toml");
        let set_by = |f: &ReplenishConfig, o: &Overrides| {
            Settings::resolve(f, 600, o)
                .unwrap()
                .stop_timeout_set_by(Some(path))
        };
        assert_eq!(set_by(&file, &flag), "--stop-timeout 3s");
        assert_eq!(
            set_by(&file, &Overrides::default()),
            "[replenish] stop_timeout = 25 in conf/poolctl.toml"
        );
        let default = set_by(&ReplenishConfig::default(), &Overrides::default());
        assert!(default.starts_with("the default 10s; "), "{default}");
    }

    #[test]
    fn a_sweep_faster_than_the_passes_is_refused_naming_both() {
        let file = ReplenishConfig {
            sweep_interval: Some(0.5),
            ..Default::default()
        };
        let e = Settings::resolve(&file, 600, &Overrides::default()).unwrap_err();
        assert!(e.0.contains("--sweep-interval"), "{e}");
        assert!(e.0.contains("[replenish] interval"), "{e}");
    }
}
