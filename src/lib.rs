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
//!   passwords, TLS, table names, the ledger mapping), each setting defined
//!   once in `config::defs` (flag, key, variable, bounds, default, doc):
//!   the definitions build the flags, check the file, word the messages and
//!   render `docs/configuration.md`.
//! - [`bounded`]: reading a whole input (a file, a device, stdin) into memory
//!   within its size limit, stopping at binary data; every such input's
//!   limit is listed there; named pipes read within a time bound.
//! - [`stop`]: the stop token every long-running loop watches (SIGTERM and
//!   SIGINT through the process's one handler; waits that end when the stop
//!   comes).
//! - [`messages`]: what poolctl says on stderr and how much: each
//!   message's level, the level in force (`-q`, `-v`, `POOLCTL_LOG`), the
//!   one writer every command's messages go through.
//! - [`reconnect`]: making a lost connection again: the backoff of
//!   [`retry`], bounded attempts, the waits on the stop token, each failure
//!   reported to the caller.
//!
//! The pure core (no database, no CLI, no rendering; tested without a server).
//! Each feature's SQL is built beside its decisions, as text the seam binds
//! and executes:
//! - [`pool`]: pool keys and observations, refill planning and its
//!   transaction budget, refill reports and failure hints, the names of the
//!   refill and leader locks, reconcile's drift classes, repair plans and
//!   outcomes, status numbers, the report of each command, and their SQL
//!   (`pool::sql` with the quoted table and column names,
//!   `pool::reconcile_sql`, `pool::status_sql`).
//! - [`reserve`]: the reference reserve / cart / claim / release SQL, the
//!   decisions around it and its results (`ReserveReport`).
//! - [`shadow`]: the legacy Redis store's key layout (`[shadow]`), shadow
//!   mode's settlement of an operation written to both stores, and the
//!   drift classes and totals of `poolctl shadow compare`.
//! - [`retry`]: which server errors are retried (1205, 1213, MySQL's 3572 vs
//!   MariaDB's 1205 for NOWAIT), the backoff and its jitter.
//! - [`migrate`]: migration status and run planning, statement splitting,
//!   `[tables]` renames, the history table's statements and the reports.
//! - [`schema`]: the invariants of the live schema and server, the reads
//!   they are checked from, the report.
//! - [`lint`]: the application SQL linter: its MySQL front end (the client
//!   script, statements, stored programs), the facts it reads of them
//!   (statements, transactions), one file per rule, baselines.
//! - [`innodb`]: `SHOW ENGINE INNODB STATUS` parsing, findings, lock views
//!   and the reads of them, deadlock history, the report of a sample.
//! - [`replenish`]: the replenisher's decisions: which pools changed, what
//!   each needs and in which order, which instance leads, its resolved
//!   settings, its SQL, the state its gauges show, its events and the
//!   report of one pass.
//! - [`conntags`]: connection and transaction hold time per business process
//!   from performance_schema events, PROCESSLIST samples or query logs, and
//!   what a `conn_tag` is ([`conntags::tag`], shared with lint).
//! - [`cutover`]: the move off legacy Redis counters per database: the
//!   source of truth's state (redis, shadow, mysql), the preconditions of
//!   an advance judged on their evidence, the report, and their SQL.
//! - [`fleet`]: one command's results across pods and their totals.
//! - [`session`]: the statements of poolctl's own sessions (settings on
//!   connect, the heartbeat, snapshots, named locks' calls).
//! - [`server`]: server kind and version, every MySQL/MariaDB difference.
//! - [`redact`]: keeping passwords out of what poolctl prints.
//! - [`version`]: the version and git revision `--version` prints.
//! - [`outages`]: the samples a watching command lost, as outages (failed
//!   samples in a row), reported when they begin and end.
//!
//! The seam, [`db`], the only module that imports the mysql crate:
//! connecting, typed errors that say what to fix, executing the statements
//! the core builds, and the procedures every caller shares: named locks
//! (`db::NamedLock`, `Db::with_lock`), the retry loop (`Db::with_retries`),
//! the refill loop and runner (`Db::refill_until_done`, `db::Refiller`),
//! reconcile's repair, read-only snapshots (`Db::snapshot`), the reserve
//! library's transactions. It holds no SQL text.
//!
//! The benchmarks, [`bench`](mod@bench): what each design is, its SQL, and
//! how its results are summarised and judged (pure), and their load: client
//! threads, each on a connection of its own, driving the seam
//! (`bench::load`, `bench::pool_load`, `bench::transactions`).
//!
//! The replenisher's loop, [`replenish::run`], beside the pure half it drives
//! and the only part of [`replenish`] that calls the seam: one loop per pod,
//! its metrics registry (a sink of the same events as its log), the HTTP
//! endpoint serving `/metrics` and `/healthz`, its stop within a bound.
//!
//! The renderers, [`render`]: every table, JSON document, SARIF log, progress
//! bar, completion script and man page, written to any `io::Write` from a
//! finished result; and what the terminal can show (`render::terminal`:
//! colour under `--color`, `NO_COLOR` and `TERM`, redraws).

pub mod bench;
pub mod bounded;
pub mod cli;
pub mod commands;
pub mod config;
pub mod conntags;
pub mod cutover;
pub mod db;
pub mod fleet;
pub mod innodb;
pub mod lint;
pub mod messages;
pub mod migrate;
pub mod outages;
pub mod pool;
pub mod reconnect;
pub mod redact;
pub mod render;
pub mod replenish;
pub mod reserve;
pub mod retry;
pub mod schema;
pub mod server;
pub mod session;
pub mod shadow;
pub mod stop;
pub mod version;

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
