//! `[replenish]` in `poolctl.toml`: the settings of `poolctl replenish`
//! (flags override them; defaults and bounds are `crate::replenish::settings`).

use crate::replenish::settings as s;
use serde::{Deserialize, Serialize};

/// `[replenish]`: every key optional, unknown keys are errors.
#[derive(Debug, Clone, Default, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct ReplenishConfig {
    /// Top a pool up when it holds fewer rows than this share of its target.
    pub low_water: Option<f64>,
    /// Seconds between passes over the pools that changed.
    pub interval: Option<f64>,
    /// Seconds between full sweeps over every pool.
    pub sweep_interval: Option<f64>,
    /// Most rows one refill transaction inserts.
    pub batch: Option<u64>,
    /// Retries of a transaction after a deadlock or lock-wait timeout.
    pub retries: Option<u32>,
    /// Seconds a refill statement waits for a row lock.
    pub lock_wait_timeout: Option<u64>,
    /// Ledger rows per chunk of the sweep.
    pub chunk_size: Option<u64>,
    /// Seconds a silent leader keeps its lock (see the runbook).
    pub leader_lease: Option<u64>,
    /// Connections a pass refills pools on at once (see the runbook).
    pub workers: Option<u64>,
    /// Seconds a stop (SIGTERM/SIGINT) waits for the server before it closes
    /// every connection and exits 2.
    pub stop_timeout: Option<u64>,
    /// Where `/metrics` and `/healthz` listen: PORT, :PORT or HOST:PORT.
    pub metrics_addr: Option<String>,
    /// A column of the `[ledger]` table that changes on every write of a row
    /// (TIMESTAMP/DATETIME, ideally indexed): a change signal.
    pub ledger_updated_column: Option<String>,
}

/// A whole-number key: its name, its value, its bounds, what it counts.
type WholeKey = (&'static str, Option<u64>, (u64, u64), &'static str);

/// The whole-number keys, each with its value in `r`, its bounds and what it
/// counts: one list for [`validate`] and for [`accepted`].
fn whole_keys(r: &ReplenishConfig) -> [WholeKey; 6] {
    [
        ("batch", r.batch, s::BATCH_RANGE, "rows"),
        (
            "lock_wait_timeout",
            r.lock_wait_timeout,
            s::LOCK_WAIT_TIMEOUT_RANGE,
            "seconds",
        ),
        ("chunk_size", r.chunk_size, s::CHUNK_RANGE, "ledger rows"),
        (
            "leader_lease",
            r.leader_lease,
            s::LEADER_LEASE_RANGE,
            "seconds",
        ),
        ("workers", r.workers, s::WORKERS_RANGE, "connections"),
        (
            "stop_timeout",
            r.stop_timeout,
            s::STOP_TIMEOUT_RANGE,
            "seconds",
        ),
    ]
}

/// Each key against its bounds; the message names the key.
pub(super) fn validate(r: &ReplenishConfig) -> Result<(), String> {
    let key = |k: &str, e: String| format!("replenish.{k} = {e}");
    if let Some(v) = r.low_water {
        s::check_low_water(v).map_err(|e| key("low_water", e))?;
    }
    let (lo, hi) = s::INTERVAL_RANGE;
    if let Some(v) = r.interval {
        s::check_seconds(v, lo, hi).map_err(|e| key("interval", e))?;
    }
    if let Some(v) = r.sweep_interval {
        s::check_seconds(v, lo, s::SWEEP_INTERVAL_MAX).map_err(|e| key("sweep_interval", e))?;
    }
    for (name, value, (min, max), _) in whole_keys(r) {
        if let Some(v) = value
            && !(min..=max).contains(&v)
        {
            return Err(key(
                name,
                format!("{v} is out of range: give {min} to {max}"),
            ));
        }
    }
    if let Some(v) = r.retries
        && v > s::RETRIES_MAX
    {
        return Err(key(
            "retries",
            format!("{v} is out of range: give 0 to {}", s::RETRIES_MAX),
        ));
    }
    if let Some(a) = &r.metrics_addr {
        s::parse_listen_addr(a).map_err(|e| key("metrics_addr", e))?;
    }
    Ok(())
}

/// What the `[replenish]` key `key` accepts, for an error about a value of
/// the wrong type: "a whole number of seconds from 1 to 300".
pub(super) fn accepted(key: &str) -> Option<String> {
    let (lo, hi) = s::INTERVAL_RANGE;
    let seconds = |max: f64| format!("a number of seconds from {lo} to {max}");
    Some(match key {
        "low_water" => "a share of the target, more than 0 and at most 1 (e.g. 0.5)".into(),
        "interval" => seconds(hi),
        "sweep_interval" => seconds(s::SWEEP_INTERVAL_MAX),
        "retries" => format!("a whole number from 0 to {}", s::RETRIES_MAX),
        "metrics_addr" => "a listen address in quotes: \"PORT\", \":PORT\" or \"HOST:PORT\"".into(),
        "ledger_updated_column" => "a column name of the [ledger] table, in quotes".into(),
        _ => {
            let (_, _, (min, max), unit) = whole_keys(&ReplenishConfig::default())
                .into_iter()
                .find(|(name, ..)| *name == key)?;
            format!("a whole number of {unit} from {min} to {max}")
        }
    })
}
