//! poolctl: deploy and operate an inventory reservation pool on MySQL.
//!
//! Dependencies point one way: `main` -> [`commands`] -> the core, the
//! database seam and the renderers; the core imports none of them.
//!
//! The glue:
//! - [`cli`]: the command line as clap types only; their doc comments are
//!   `--help`, the man page and the completions.
//! - [`commands`]: one module per command: resolve settings, call the core and
//!   the seam, hand the finished result to a renderer. Commands never import
//!   each other; what two of them share lives below them.
//! - [`config`]: settings from flags, environment and `poolctl.toml` (targets,
//!   passwords, TLS, table names, the ledger mapping).
//! - [`bounded`]: reading a whole input (a file, a device, stdin) into memory
//!   within its size limit, stopping at binary data; every such input's
//!   limit is listed there.
//!
//! The pure core (no database, no CLI, no rendering; tested without a server):
//! - [`pool`]: pool keys and observations, refill planning and its transaction
//!   budget, refill reports and failure hints, the refill lock's name,
//!   reconcile's drift classes, repair plans and outcomes, status numbers.
//! - [`reserve`]: the reference reserve / cart / claim / release SQL, the
//!   decisions around it and its results (`ReserveReport`).
//! - [`retry`]: which server errors are retried (1205, 1213, MySQL's 3572 vs
//!   MariaDB's 1205 for NOWAIT), the backoff and its jitter.
//! - [`migrate`]: migration status and run planning, statement splitting,
//!   `[tables]` renames.
//! - [`schema`]: the invariants of the live schema and server.
//! - [`lint`]: the application SQL linter: its MySQL front end (the client
//!   script, statements, stored programs), the facts it reads of them
//!   (statements, transactions), one file per rule, baselines.
//! - [`innodb`]: `SHOW ENGINE INNODB STATUS` parsing, findings, lock views,
//!   deadlock history.
//! - [`bench`](mod@bench): what each benchmark design is, and how its results are
//!   summarised and judged.
//! - [`replenish`]: the replenisher's decisions: which pools changed, what
//!   each needs and in which order, which instance leads, its settings, the
//!   state its gauges show and its events.
//! - [`conntags`]: connection and transaction hold time per business process
//!   from performance_schema events, PROCESSLIST samples or query logs;
//!   [`conn_tag`]: what a `conn_tag` is (shared with lint).
//! - [`server`]: server kind and version, every MySQL/MariaDB difference.
//! - [`redact`]: keeping passwords out of what poolctl prints.
//! - [`outages`]: the samples a watching command lost, as outages (failed
//!   samples in a row), reported when they begin and end.
//!
//! The seam, [`db`], the only module that imports the mysql crate: connecting,
//! typed errors that say what to fix, the SQL of each area, and the
//! procedures every caller shares: named locks (`db::NamedLock`,
//! `Db::with_lock`), the retry loop (`Db::with_retries`), the refill loop
//! and runner (`Db::refill_until_done`, `db::Refiller`), read-only snapshots
//! (`Db::snapshot`), the reserve library's transactions, the benches' load.
//!
//! The long-running services, [`service`]: the replenisher's loop (drives
//! [`replenish`] through the seam), its metrics registry and the HTTP endpoint
//! serving `/metrics` and `/healthz`.
//!
//! The renderers, [`render`]: every table, JSON document, SARIF log, progress
//! bar, completion script and man page, written to any `io::Write` from a
//! finished result.

pub mod bench;
pub mod bounded;
pub mod cli;
pub mod commands;
pub mod config;
pub mod conn_tag;
pub mod conntags;
pub mod db;
pub mod innodb;
pub mod lint;
pub mod migrate;
pub mod outages;
pub mod pool;
pub mod redact;
pub mod render;
pub mod replenish;
pub mod reserve;
pub mod retry;
pub mod schema;
pub mod server;
pub mod service;

/// How a command ended, mapped to the exit status by `main`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Exit 0.
    Clean,
    /// Exit 1: findings, failed checks or drift.
    Findings,
}

pub const EXIT_CLEAN: i32 = 0;
pub const EXIT_FINDINGS: i32 = 1;
pub const EXIT_ERROR: i32 = 2;
