//! `[replenish]`: the settings of `poolctl replenish`. Each key is also the
//! command's flag and a `POOLCTL_REPLENISH_<KEY>` variable (flag over
//! variable over key over default); `ledger_updated_column` has no flag.
//! The replenisher runs with them resolved (`crate::replenish::Settings`).
//!
//! A new setting is one definition here, inside the `keys!` block (which
//! also lists it in [`ALL`], in order), then its use: its line in
//! `crate::replenish::settings`' `settings!`, which makes the field of
//! `Settings` and fills it.

use super::kinds::{Choice, ListenAddr, Seconds, Share, Text, Whole};
use super::{AnySetting, Def, Setting};

/// Most replenish flags' help: the doc, the bounds, the default and the key.
const HELP: &str = "{doc} ({bounds}; default {default} or {key})";

const fn def(id: &'static str, key: &'static str, env: &'static str, doc: &'static str) -> Def {
    Def::new(id, doc).key(key).env(env).heading("Replenish")
}

/// How the service's log lines on stderr are written (`--log-format`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum LogFormat {
    /// A time, the pod and the event in words: for people.
    Text,
    /// One JSON object a line (the `replenish-log` schema).
    Json,
    /// `key=value` pairs a line (logfmt), for Loki, Splunk and grep.
    Logfmt,
}

/// Declares each setting as a `pub const` and [`ALL`], the list of them in
/// the order given.
macro_rules! keys {
    ($( $(#[$m:meta])* $name:ident: $kind:ty = $value:expr; )*) => {
        $( $(#[$m])* pub const $name: Setting<$kind> = $value; )*

        /// Every `[replenish]` key, in `--help`'s and the reference's order.
        pub const ALL: &[&dyn AnySetting] = &[$( &$name ),*];
    };
}

/// The pass interval's bounds; a sweep's are the same from below.
const PASS_SECONDS: Seconds = Seconds::new(0.05, 3600.0);

keys! {
    /// Chosen by measurement: docs/benchmarks.md, "replenish_low_water"
    /// (benches/replenish_low_water.rs).
    LOW_WATER: Share = Setting {
        def: def(
            "low_water",
            "replenish.low_water",
            "POOLCTL_REPLENISH_LOW_WATER",
            "Top a pool up when it holds fewer rows than this share of its target",
        )
        .flag("low-water")
        .value_name("SHARE")
        .help(HELP),
        kind: Share { default: 0.5 },
    };

    INTERVAL: Seconds = Setting {
        def: def(
            "interval",
            "replenish.interval",
            "POOLCTL_REPLENISH_INTERVAL",
            "Seconds between passes over the pools that changed",
        )
        .flag("interval")
        .value_name("SECS")
        .help(HELP),
        kind: PASS_SECONDS.default(1.0),
    };

    SWEEP_INTERVAL: Seconds = Setting {
        def: def(
            "sweep_interval",
            "replenish.sweep_interval",
            "POOLCTL_REPLENISH_SWEEP_INTERVAL",
            "Seconds between full sweeps over every pool (the chunked scan of reconcile), at least \
             the pass interval",
        )
        .flag("sweep-interval")
        .value_name("SECS")
        .help(
            "Seconds between full sweeps over every pool (at least --interval, at most {max}; \
             default {default} or {key})",
        ),
        kind: Seconds::new(PASS_SECONDS.min, 86_400.0).default(300.0),
    };

    BATCH: Whole = Setting {
        def: def(
            "batch_size",
            "replenish.batch",
            "POOLCTL_REPLENISH_BATCH",
            "Most rows one refill transaction inserts",
        )
        .flag("batch-size")
        .value_name("ROWS")
        .help(HELP),
        kind: Whole::new(1, 10_000).of("rows").default(1000),
    };

    RETRIES: Whole = Setting {
        def: def(
            "retries",
            "replenish.retries",
            "POOLCTL_REPLENISH_RETRIES",
            "Retries of a transaction after a deadlock (1213) or lock-wait timeout (1205)",
        )
        .flag("retries")
        .value_name("N")
        .help(HELP),
        kind: Whole::new(0, 20).default(3),
    };

    LOCK_WAIT_TIMEOUT: Whole = Setting {
        def: def(
            "lock_wait_timeout",
            "replenish.lock_wait_timeout",
            "POOLCTL_REPLENISH_LOCK_WAIT_TIMEOUT",
            "Seconds a refill statement waits for a row lock",
        )
        .flag("lock-wait-timeout")
        .value_name("SECS")
        .help(HELP),
        kind: Whole::new(1, 3600).of("seconds").default(5),
    };

    CHUNK_SIZE: Whole = Setting {
        def: def(
            "chunk_size",
            "replenish.chunk_size",
            "POOLCTL_REPLENISH_CHUNK_SIZE",
            "Ledger rows per chunk of the sweep",
        )
        .flag("chunk-size")
        .value_name("N")
        .help(HELP),
        kind: Whole::new(1, 1_000_000).of("ledger rows").default(5000),
    };

    /// The leader's lock connection's session `wait_timeout`: how long a
    /// standby waits for a leader that vanished without closing its connection.
    LEADER_LEASE: Whole = Setting {
        def: def(
            "leader_lease",
            "replenish.leader_lease",
            "POOLCTL_REPLENISH_LEADER_LEASE",
            "Seconds a leader may go unheard before the server drops its lock and a standby takes over",
        )
        .flag("leader-lease")
        .value_name("SECS")
        .help(HELP),
        kind: Whole::new(2, 300).of("seconds").default(5),
    };

    /// The leader's work connection and `workers - 1` more. Chosen by
    /// measurement: docs/benchmarks.md, "replenish_pass: a pass over 100,000
    /// pools" (benches/replenish_pass.rs).
    WORKERS: Whole = Setting {
        def: def(
            "workers",
            "replenish.workers",
            "POOLCTL_REPLENISH_WORKERS",
            "Connections a pass refills pools on at once, drained pools first, each pool under its \
             own refill lock",
        )
        .flag("workers")
        .value_name("N")
        .help(HELP),
        kind: Whole::new(1, 32).of("connections").default(4),
    };

    METRICS_ADDR: ListenAddr = Setting {
        def: def(
            "metrics_addr",
            "replenish.metrics_addr",
            "POOLCTL_REPLENISH_METRICS_ADDR",
            "Where /metrics (OpenMetrics or Prometheus text) and /healthz listen: PORT or :PORT (on \
             127.0.0.1), or HOST:PORT (0.0.0.0:PORT for every interface); off when unset",
        )
        .flag("metrics-addr")
        .value_name("ADDR")
        .help(
            "Serve /metrics (OpenMetrics or Prometheus text) and /healthz here: PORT or :PORT (on \
             127.0.0.1), or HOST:PORT (0.0.0.0:PORT for every interface). Off unless given (or \
             {key})",
        ),
        kind: ListenAddr,
    };

    /// Well inside Kubernetes' default 30 s grace and systemd's 90 s, and
    /// longer than a healthy refill transaction takes.
    STOP_TIMEOUT: Whole = Setting {
        def: def(
            "stop_timeout",
            "replenish.stop_timeout",
            "POOLCTL_REPLENISH_STOP_TIMEOUT",
            "Seconds a stop (SIGTERM/SIGINT) waits for the server before it closes every connection \
             and exits 2",
        )
        .flag("stop-timeout")
        .value_name("SECS")
        .help(
            "Seconds to finish after SIGTERM/SIGINT ({bounds}; default {default} or {key}): then \
             every connection is closed without waiting for the server (it rolls back their \
             transactions and frees their named locks when it sees them close) and the exit status \
             is 2",
        ),
        kind: Whole::new(1, 300).of("seconds").default(10),
    };

    LEDGER_UPDATED_COLUMN: Text = Setting {
        def: def(
            "ledger_updated_column",
            "replenish.ledger_updated_column",
            "POOLCTL_REPLENISH_LEDGER_UPDATED_COLUMN",
            "A column of the [ledger] table that changes on every write of a row (TIMESTAMP or \
             DATETIME, ideally indexed): a change signal, so a pass also looks at the pools whose \
             ledger row changed",
        ),
        kind: Text::QUOTED_NAME.accepted("a column name of the [ledger] table, in quotes"),
    };

    LOG_FORMAT: Choice<LogFormat> = Setting {
        def: def(
            "log_format",
            "replenish.log_format",
            "POOLCTL_REPLENISH_LOG_FORMAT",
            "How the log lines on stderr are written: text, json (one object a line) or logfmt \
             (key=value pairs); without it, json under --format json, else text",
        )
        .flag("log-format")
        .value_name("FORMAT"),
        kind: Choice::NO_DEFAULT,
    };
}
