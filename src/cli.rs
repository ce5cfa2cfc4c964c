//! The command line, as clap types only: no environment reads beyond clap's
//! `env` attributes, no files, no database. Doc comments here are `--help`.
//!
//! The flags of a setting that poolctl.toml or a variable can set too (the
//! global flags, `poolctl replenish`'s) are not declared here: their
//! definitions build them (`crate::config::defs`, flattened in as
//! [`GlobalArgs`] and [`ReplenishArgs::settings`]).
//!
//! `--help` shows them verbatim, so they name poolctl.toml's sections as the
//! file spells them (`[ledger]`, `[replenish]`) and placeholders as `<database>`:
//! not rustdoc links or HTML tags.
#![allow(rustdoc::broken_intra_doc_links, rustdoc::invalid_html_tags)]

use crate::config::defs::{Global, Replenish};
use crate::config::{Flags, MAX_HOLD_MS, MAX_WAIT_SECS};
use clap::{ArgGroup, Args, Parser, Subcommand, ValueEnum};
use std::path::PathBuf;
use std::time::Duration;

/// poolctl deploys and operates an inventory reservation pool on MySQL: one row per
/// sellable unit, claimed with SELECT ... FOR UPDATE SKIP LOCKED at READ COMMITTED.
///
/// Exit status: 0 clean, 1 findings or drift, 2 error (bad input, unreachable server,
/// refused password, missing grant).
#[derive(Debug, Parser)]
#[command(
    name = "poolctl",
    version = crate::version::LINE,
    propagate_version = true,
    max_term_width = 100
)]
pub struct Cli {
    #[command(flatten)]
    pub global: GlobalArgs,
    #[command(subcommand)]
    pub command: Command,
}

/// The global flags (`--config`, `--url`, the pods, TLS, the timeouts,
/// `--format`), each built from its definition in
/// `crate::config::defs::global_flags`.
pub type GlobalArgs = Flags<Global>;

/// How results are printed.
pub use crate::config::defs::global_flags::Format;

#[derive(Debug, Clone, Subcommand)]
pub enum Command {
    /// Apply and inspect poolctl's schema migrations (embedded in this binary).
    #[command(subcommand)]
    Migrate(MigrateCommand),
    /// Check the live schema and server settings the pool depends on.
    #[command(subcommand)]
    Schema(SchemaCommand),
    /// Lint application SQL for the reservation pool's locking traps.
    ///
    /// All paths are linted as one program (lock order is a property across
    /// files). Folders are walked for *.sql, respecting .gitignore and skipping
    /// hidden files and folders (names starting with `.`; --hidden walks them,
    /// and the skipped *.sql files are counted on stderr); a file named is always
    /// linted; `-` reads stdin. A file named twice, in two spellings or also
    /// inside a named folder is linted once. Exit 0 clean, 1 when a finding has
    /// error severity, 2 when an input could not be read (the other inputs are
    /// still linted).
    ///
    /// Suppress a finding with `-- poolctl: ignore RULE reason` before its
    /// statement (`ignore-file` for the whole file). Declare transactions formed
    /// in application code with `-- poolctl: transaction NAME` and the isolation
    /// that code sets with `-- poolctl: isolation read-committed`.
    Lint(LintArgs),
    /// Read InnoDB's lock state and report what hurts a reservation pool.
    ///
    /// Live (`--url`/`--pod`, needs the PROCESS grant): SHOW ENGINE INNODB STATUS plus
    /// the lock views the server has. Offline (`--file PATH`, `-` for stdin): the raw
    /// status text, the mysql client's \G or tabular output, or an error log with
    /// `innodb_print_all_deadlocks`. Findings: gap-lock, insert-intention-wait,
    /// double-lock, lock-wait, deadlock (with each side's thread id, host, user),
    /// long-transaction, each naming its section of runbooks/locks.md; then who
    /// blocks whom, one hub per waited-for lock (its holders, its waiters) and the
    /// head blockers. Exit 1 when a finding has error severity, 2 on errors,
    /// including input that is no InnoDB status at all.
    InspectLocks(InspectArgs),
    /// Top up reservation pools from the ledger to min(cap, ledger - holds).
    ///
    /// Per pool: take its refill lock (GET_LOCK, never waited on: a busy pool is
    /// skipped and reported), count pool, holds, ledger and cap in one consistent
    /// read under the pool's refill-state row lock, insert the missing units with
    /// fresh ids in transactions of at most --batch-size rows at READ COMMITTED,
    /// release the lock. Safe to run twice or concurrently, and to kill at any
    /// point: a rerun converges. Needs the [ledger] mapping in poolctl.toml.
    ///
    /// Exit 0 when every pool is at its target, 1 when a pool was skipped, is
    /// still drained or is over its target (a dry run: only over target), 2 when
    /// a pool failed or on errors. Runbook: runbooks/pool.md.
    Refill(RefillArgs),
    /// Compare ledger, pool and holds for every pool; with --apply, repair.
    ///
    /// A chunked scan in key order (one consistent snapshot per chunk, no round
    /// trip per pool), read-only by default. Drift classes: oversell-risk
    /// (pool + holds > ledger), over-cap (pool > cap), under-filled (pool <
    /// min(cap, ledger - holds)), expired-holds (expiry passed, never claimed or
    /// released), orphan-holds and orphan-pool (no ledger row).
    ///
    /// --apply repairs each drifted pool under its refill lock (busy pools are
    /// skipped): release its expired holds, remove pool rows above the target,
    /// refill below it, each re-planned from a fresh read under the pool's
    /// locks, so a claim, reserve or ledger change made meanwhile is never
    /// undone. Orphan holds are reported, never touched; orphan pools are
    /// emptied only with --remove-orphans.
    ///
    /// Exit 0 no drift (or all of it repaired by --apply), 1 drift found or
    /// left, 2 error (runbook: runbooks/pool.md#reconcile-found-drift)
    Reconcile(ReconcileArgs),
    /// How full the pools are: per pool and in total, drained pools first.
    ///
    /// One consistent snapshot (read only, no locks): per pool the rows in the
    /// pool against its target min(cap, ledger - holds), drained (empty while
    /// the ledger has stock beyond the holds), holds by age (<1m, 1-5m, 5-15m,
    /// over 15m), expired holds, the oldest hold and the time since the last refill;
    /// then the totals. --watch SECS redraws until Ctrl-C.
    ///
    /// Exit 0 when no pool is drained or over its target and no hold has
    /// expired, 1 otherwise, 2 on errors (runbooks: runbooks/pool.md)
    Status(StatusArgs),
    /// Keep every pool at its target, as a service: refill pools that run low,
    /// release expired holds, expose metrics.
    ///
    /// Each pass looks at the pools that changed since the last one (holds
    /// created or expired, found through the holds' expires_at index; the
    /// ledger's update time with [replenish] ledger_updated_column; pools not
    /// finished last time), not at every pool: expired holds are released
    /// (reconcile's repair, under the pool's locks) and pools below
    /// --low-water of their target min(cap, ledger - holds) are refilled
    /// (refill's runner: the pool's refill lock, never waited on), drained
    /// pools first, then the lowest fill, on --workers connections at once. A
    /// full sweep (reconcile's chunked scan) runs at start and every
    /// --sweep-interval. Needs [ledger].
    ///
    /// Several instances may run against one database: one leads (it holds
    /// the lock poolctl.replenish.<database>), the others stand by and take
    /// over within seconds when it dies or loses its connection. SIGTERM or
    /// Ctrl-C: the pools being refilled (one per worker) are finished, every
    /// lock released, exit 0; a statement the server has not answered within
    /// --stop-timeout is not waited for (its connection is closed, exit 2).
    /// A lost connection is logged and re-made with backoff. One line per
    /// event on stderr (JSON lines with --format json). With --all-pods, one
    /// loop per pod behind one metrics endpoint (series labelled `pod`).
    ///
    /// Exit 0 when stopped (or, --once, when the pass left no pool drained), 1
    /// when --once left pools drained or skipped, 2 on errors at start, a
    /// failed --once pass, or a stop that had to close connections at
    /// --stop-timeout. Runbook: runbooks/replenish.md.
    Replenish(ReplenishArgs),
    /// Move a database's source of truth off the legacy Redis counters, and
    /// back: redis -> shadow -> mysql.
    ///
    /// The state lives in the database (pool_cutover, from `poolctl migrate
    /// run`) and the reserve library reads it: `redis`, the legacy counters
    /// decide; `shadow`, both stores are written, Redis decides and each
    /// disagreement is recorded; `mysql`, the pool decides. `advance` moves one
    /// step forward only when its preconditions hold: `poolctl schema check`
    /// passes, a replenisher leads the database, no pool is drained with stock
    /// behind it and the pools hold --min-fill of their targets; to `mysql`,
    /// also at least --min-operations shadow operations in the last --window
    /// with a disagreement rate of at most --max-disagreement. `rollback` moves
    /// one step back and is never refused: it is the kill switch. Each change
    /// is one transaction with its row of pool_cutover_audit (who, when, from,
    /// to, the evidence). Across pods (`--pods`, `--all-pods`) an advance is a
    /// rollout: one pod at a time in the configured order, stopping at the
    /// first pod that is refused.
    ///
    /// Exit 0 when the change was made (or would be, --dry-run; or there is
    /// nothing left to do), 1 when an advance is refused (`status`: when the
    /// next advance would be), 2 on errors. Runbook: runbooks/cutover.md.
    #[command(subcommand)]
    Cutover(CutoverCommand),
    /// The legacy Redis counters against the pool, during the move off them.
    #[command(subcommand)]
    Shadow(ShadowCommand),
    /// How long each business process holds connections and transactions, per
    /// conn_tag: busy, in transaction, idle in transaction, lock wait.
    ///
    /// Live (`--url`/`--pod`; needs PROCESS and SELECT on performance_schema):
    /// samples the server for --duration (or until Ctrl-C) and gives each
    /// connection's time to the tag of its statement (`/* conn_tag:NAME */`),
    /// idle time to the last tag it showed. Per tag: busy seconds (a statement
    /// running), transaction seconds, idle-in-transaction seconds (a transaction
    /// open while the connection sits idle: what runs a pool out of
    /// connections), lock-wait seconds, rows locked, transactions, statements,
    /// share of the total hold time, the longest transaction and its statement.
    /// Untagged traffic is listed by user and host.
    ///
    /// Source: performance_schema when its statement and transaction consumers
    /// are on (MySQL 8's default; MariaDB needs performance_schema=ON at
    /// start), else PROCESSLIST + INNODB_TRX sampling at --rate. One read-only
    /// connection, no locks; its own queries (conn_tag:poolctl_conn_tags) are
    /// left out. The report says which source it used and what that source
    /// cannot see.
    ///
    /// Offline (`--file PATH`, `-` for stdin): a slow query log written with
    /// long_query_time = 0 (MySQL or MariaDB layout), or a general query log;
    /// each connection's transactions are rebuilt from its statements.
    ///
    /// Runbook: runbooks/conn-tags.md. Exit 0 with a report, 2 on errors.
    ConnTags(ConnTagsArgs),
    /// Benchmark locking designs on a private server: throughput, latency,
    /// oversell and undersell, checked from the data.
    ///
    /// Creates its own tables (poolctl_bench_*) in the target database, drops
    /// them at the end, and loads the server hard: it refuses any host but
    /// 127.0.0.1/::1/localhost (or a socket) unless --allow-remote is given.
    #[command(subcommand)]
    Bench(BenchCommand),
    /// Print a shell completion script for bash, zsh, fish, elvish or
    /// powershell.
    ///
    /// bash: `poolctl completions bash > /etc/bash_completion.d/poolctl`
    /// (or `source <(poolctl completions bash)` in ~/.bashrc); zsh: write it
    /// as `_poolctl` into a folder of $fpath; fish: into
    /// ~/.config/fish/completions/poolctl.fish.
    Completions {
        /// The shell to complete for.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print poolctl's man page (roff), or write a page per command.
    ///
    /// `poolctl man | man -l -` reads it; `poolctl man --dir DIR` writes
    /// poolctl.1 and one poolctl-COMMAND.1 per command into DIR (for
    /// /usr/share/man/man1).
    Man {
        /// Write every page into this folder instead of printing the main one.
        #[arg(long, value_name = "DIR")]
        dir: Option<PathBuf>,
    },
}

#[derive(Debug, Clone, Args)]
pub struct ReplenishArgs {
    /// `[replenish]`'s settings as flags, each built from its definition in
    /// `crate::config::defs::replenish_keys`.
    #[command(flatten)]
    pub settings: Flags<Replenish>,
    /// One full pass (a sweep), then exit: for cron. Does nothing when
    /// another replenisher leads.
    #[arg(long, help_heading = "Replenish")]
    pub once: bool,
    /// Print what a full pass would do (per pool: rows, target, fill, expired
    /// holds, what it would add), write nothing, take no lock, exit.
    #[arg(long, help_heading = "Replenish", conflicts_with = "once")]
    pub dry_run: bool,
}

#[derive(Debug, Clone, Args)]
pub struct ConnTagsArgs {
    /// Seconds to sample (decimals allowed); default: until Ctrl-C.
    #[arg(long, value_name = "SECS", value_parser = parse_interval, conflicts_with = "file")]
    pub duration: Option<Duration>,
    /// Samples per second (0.1 to 50). InnoDB refreshes INNODB_TRX only after
    /// 100 ms without readers, so a sample starts at least 105 ms after the
    /// previous one ended: 10/s is about the most it gives.
    #[arg(long, default_value_t = 10.0, value_name = "N", value_parser = parse_rate,
          conflicts_with = "file")]
    pub rate: f64,
    /// Redraw the report every SECS seconds while sampling (decimals allowed,
    /// at least 0.1); with --format json, one JSON document per redraw, one per
    /// line, then the final one.
    #[arg(long, value_name = "SECS", value_parser = parse_interval, conflicts_with = "file")]
    pub watch: Option<Duration>,
    /// Where live figures come from: auto (performance_schema when usable,
    /// else sampling), performance-schema (an error when unusable), sampling.
    #[arg(long, value_enum, default_value_t = ConnTagsSource::Auto, conflicts_with = "file")]
    pub source: ConnTagsSource,
    /// Read a slow or general query log instead of a server; `-` for stdin.
    #[arg(long, value_name = "PATH")]
    pub file: Option<PathBuf>,
    /// Rows listed per table (all of them in JSON).
    #[arg(long, default_value_t = 25, value_name = "N")]
    pub show: usize,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ConnTagsSource {
    /// performance_schema when its consumers are on, else sampling.
    Auto,
    /// performance_schema only (an error saying what to enable when it is off).
    PerformanceSchema,
    /// PROCESSLIST + INNODB_TRX sampling, even when performance_schema is on.
    Sampling,
}

fn parse_rate(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(v) if v.is_finite() && (0.1..=50.0).contains(&v) => Ok(v),
        _ => Err(format!("`{s}`: give between 0.1 and 50 samples per second")),
    }
}

#[derive(Debug, Clone, Args)]
pub struct StatusArgs {
    /// Only this shop's pools (with --item and --location: one pool).
    #[arg(long, value_name = "ID")]
    pub shop: Option<u64>,
    /// One pool: its inventory item (needs --shop and --location).
    #[arg(long, value_name = "ID", requires_all = ["shop", "location"])]
    pub item: Option<u64>,
    /// One pool: its location (needs --shop and --item).
    #[arg(long, value_name = "ID", requires_all = ["shop", "item"])]
    pub location: Option<u64>,
    /// Pools listed in the table (all of them in JSON); totals count every pool.
    #[arg(long, default_value_t = 30, value_name = "N")]
    pub show: usize,
    /// Redraw every SECS seconds (decimals allowed, at least 0.1) until Ctrl-C;
    /// with --format json, one JSON document per sample, one per line.
    #[arg(long, value_name = "SECS", value_parser = parse_interval)]
    pub watch: Option<Duration>,
    /// With --watch: stop after N samples.
    #[arg(long, value_name = "N", requires = "watch", value_parser = clap::value_parser!(u64).range(1..))]
    pub samples: Option<u64>,
}

#[derive(Debug, Clone, Args)]
pub struct ReconcileArgs {
    /// Repair the drift found (see above); without it nothing is written.
    #[arg(long)]
    pub apply: bool,
    /// With --apply: print the repairs the scan calls for, write nothing.
    #[arg(long, requires = "apply")]
    pub dry_run: bool,
    /// With --apply: also empty pools that have no ledger row (orphan-pool).
    /// Off by default: a wrong [ledger] mapping makes every pool look orphaned.
    #[arg(long, requires = "apply")]
    pub remove_orphans: bool,
    /// Continue an interrupted scan after this pool (the key its error named),
    /// as SHOP:ITEM:LOCATION.
    #[arg(long, value_name = "KEY", value_parser = parse_pool_key)]
    pub resume_from: Option<crate::pool::PoolKey>,
    /// Ledger rows per chunk (one snapshot and four queries per chunk).
    #[arg(long, default_value_t = 5000, value_name = "N",
          value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    pub chunk_size: u64,
    /// Drifted pools listed in the table (all of them in JSON); the totals
    /// always count every pool.
    #[arg(long, default_value_t = 50, value_name = "N")]
    pub show: usize,
    /// With --apply: retries of a repair after a deadlock (1213) or lock-wait
    /// timeout (1205).
    #[arg(long, default_value_t = 3, value_name = "N",
          value_parser = clap::value_parser!(u32).range(0..=20))]
    pub retries: u32,
}

fn parse_pool_key(s: &str) -> Result<crate::pool::PoolKey, crate::pool::reconcile::KeyError> {
    crate::pool::reconcile::parse_key(s)
}

#[derive(Debug, Clone, Subcommand)]
pub enum BenchCommand {
    /// A flash sale: N clients, each on its own connection, reserve one unit at
    /// a time of a hot item until sold out or --duration ends, per --design.
    ///
    /// Per design: reservations/s, p50/p95/p99 latency of a successful
    /// reservation (retries included), errors by kind, "sold out" answers,
    /// oversold units (more holds than stock, or one unit held twice) and
    /// undersold requests ("sold out" while units were left), both from the
    /// tables at the end. A no-op run (one round trip plus the same think time,
    /// no locks) is reported beside them: its rate is the client's ceiling.
    ///
    /// Exit 1 when a design other than no-lock oversold, pool undersold, or a
    /// run's clients stopped on an error; 2 when a run could not be carried
    /// out (the runs that finished are still reported).
    FlashSale(Box<FlashSaleArgs>),
    /// The queue experiment: W workers drain an R-row queue, each claiming the
    /// first ready row with the variant's locking clause, holding it --hold-ms,
    /// marking it done, committing. Reports wall time, claims, duplicate
    /// claims, the per-worker split and errors. A worker whose claim fails
    /// (NOWAIT on a locked row) stops.
    LockVariants(LockVariantsArgs),
}

/// Where a bench may run.
#[derive(Debug, Clone, Args)]
pub struct BenchTargetArgs {
    /// Run against a host that is not loopback. The bench creates and drops
    /// tables and saturates the server: never point it at production.
    #[arg(long)]
    pub allow_remote: bool,
    /// Leave the poolctl_bench_* tables in place for inspection.
    #[arg(long)]
    pub keep_tables: bool,
}

#[derive(Debug, Clone, Args)]
pub struct FlashSaleArgs {
    /// Concurrent clients, each a thread with its own connection.
    #[arg(long, default_value_t = 32, value_parser = clap::value_parser!(u32).range(1..=1024))]
    pub clients: u32,
    /// Items on sale (item 1 is the hot one).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=10_000))]
    pub items: u64,
    /// Share of requests that buy the hot item (item 1), 0 to 1; the rest buy
    /// items 2..=N uniformly.
    #[arg(long, default_value_t = 1.0, value_parser = parse_share)]
    pub hot: f64,
    /// Units of stock per item.
    #[arg(long, default_value_t = 20_000, value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    pub stock: u64,
    /// Milliseconds spent inside each transaction after its locking statement:
    /// network round trips and application work, i.e. the lock hold time (at
    /// most 60000).
    #[arg(long, default_value_t = 1, value_name = "MS",
          value_parser = clap::value_parser!(u64).range(0..=MAX_HOLD_MS))]
    pub think_ms: u64,
    /// Seconds per design (a design ends earlier when every client got "sold
    /// out"); in the open loop the arrivals span this long (and each step
    /// of --rate auto runs this long).
    #[arg(long, default_value_t = 10, value_name = "SECONDS",
          value_parser = clap::value_parser!(u64).range(1..=3600))]
    pub duration: u64,
    /// Designs to run, in order (repeat or comma-separate); default all.
    #[arg(long, value_enum, value_delimiter = ',')]
    pub design: Vec<crate::bench::Design>,
    /// innodb_lock_wait_timeout of the clients' sessions, seconds (1 to 3600).
    #[arg(long, default_value_t = 5, value_name = "SECS",
          value_parser = clap::value_parser!(u64).range(1..=3600))]
    pub lock_wait_timeout: u64,
    /// Run every design this many times, interleaved: each round runs them
    /// all (the even rounds in reverse order) with its own no-op ceiling, and
    /// the report ends with each run's medians over the rounds and the
    /// medians of each round's own ratios (pool against counter and no-lock
    /// of the same round). On a shared or noisy machine, whose speed moves
    /// between minutes, a single round can fall on a slow minute: read the
    /// paired medians.
    #[arg(long, default_value_t = 1, value_name = "N",
          value_parser = clap::value_parser!(u32).range(1..=100))]
    pub rounds: u32,
    /// The pool design's cap: rows per pool, refilled from the ledger as the
    /// sale drains it (default 1000). Several (comma-separated, e.g.
    /// 100,1000,5000) run the pool design once per cap: a sweep to size the
    /// cap by. The flags of this section need `--design pool` (the default
    /// runs every design).
    #[arg(long, value_delimiter = ',', value_name = "ROWS",
          value_parser = clap::value_parser!(u64).range(1..=1_000_000), help_heading = "Pool design")]
    pub cap: Vec<u64>,
    /// The reserve library's hot path(s) for the pool design (comma-separated
    /// runs each, side by side): head (scan from the head of the pool, one
    /// statement per round trip), random (scan from a random id, wrapping
    /// around), batched (statements sent together: 3 round trips),
    /// random-batched, random-two-trips (2 round trips: the writes and COMMIT
    /// together behind a server-side guard), walk-two-trips (each
    /// connection's next scan starts above the unit it took last),
    /// rank-two-trips (the scan starts at a random rank among the pool's
    /// first units, read in the first round trip), procedure (ONE round trip:
    /// the stored procedure `poolctl migrate` creates reads the pool's lowest
    /// id, scans from a random id within 256 of it, deletes, holds and
    /// commits; carts of several lines take two), procedure-random (the same
    /// procedure, scanning from the client's random id). Default: the
    /// library's default (procedure).
    #[arg(
        long,
        value_enum,
        value_delimiter = ',',
        value_name = "PATH",
        help_heading = "Pool design"
    )]
    pub hot_path: Vec<crate::reserve::HotPath>,
    /// Share of carts with several lines (2 or 3 items, one unit each, in one
    /// reservation), 0 to 1; needs --items 2 or more.
    #[arg(long, value_parser = parse_share, value_name = "SHARE",
          help_heading = "Pool design")]
    pub multi_line: Option<f64>,
    /// Share of carts that are one large order of --large-units units, 0 to 1
    /// (above the cap: the ledger-backed path).
    #[arg(long, value_parser = parse_share, value_name = "SHARE",
          help_heading = "Pool design")]
    pub large: Option<f64>,
    /// Units in a large order (default 5000).
    #[arg(long, value_name = "UNITS",
          value_parser = clap::value_parser!(u64).range(1..=1_000_000), help_heading = "Pool design")]
    pub large_units: Option<u64>,
    /// Run `poolctl replenish` beside the clients (on), or leave refills to
    /// the buyers' inline refill alone (off, the default). Both (`on,off`)
    /// run the pool design once with and once without it, side by side.
    #[arg(
        long,
        value_enum,
        value_delimiter = ',',
        value_name = "on|off",
        help_heading = "Pool design"
    )]
    pub replenisher: Vec<Switch>,
    /// The reserve library's refill ahead of empty. `deferred` (the
    /// default, as an application that answers the buyer first runs it):
    /// after its commit, one reserve in 8 looks at the pool (on the
    /// `procedure` hot path the look is the span its edge read answered, at
    /// every edge read: one call in 8, or in EVERY when fewer), the reserve
    /// returns, and when the pool looked below half its cap the client
    /// refills it after the answer, before its next reserve, without
    /// waiting for the lock (timed apart: not in the reservation's
    /// latency). The look counts from the connection's guess of the pool's
    /// edge, which lags in a fast sale: measured, the refills came at 67-94%
    /// of the cap (docs/design.md, "Inline refill and refill ahead"). `on` (the
    /// library's own default): the same, with the refill inside the
    /// reserve's call, in the buyer's latency. `off`, or BELOW:EVERY (e.g.
    /// 0.3:16, in the call) and BELOW:EVERY:deferred. Several
    /// (comma-separated) run the pool design once each, side by side.
    #[arg(long, value_delimiter = ',', value_name = "on|deferred|off|BELOW:EVERY",
          value_parser = parse_ahead, help_heading = "Pool design")]
    pub refill_ahead: Vec<Ahead>,
    /// Write a picture of the run (SVG): first every design on shared axes
    /// (in the open loop, p99 against offered load on a log scale;
    /// reservations per second side by side), then per design
    /// reservations per second, p50 and p99 per second, and the hot pool's
    /// fill over time.
    #[arg(long, value_name = "FILE.svg")]
    pub report: Option<PathBuf>,
    /// The open loop: reservations offered per second, arriving whether or
    /// not the design keeps up (comma-separated rates run each design once
    /// per rate), each request's latency measured from its intended start
    /// (coordinated omission corrected); `auto` sweeps the offered load per
    /// design for the highest rate it sustains at p99 <= --slo-ms. Without
    /// it, the closed loop: --clients back to back, for maximum throughput.
    /// In the open loop --clients is the number of connections the arrivals
    /// share (a slow design makes them queue, never slows the offer).
    #[arg(long, value_name = "R[,R2,...]|auto", value_parser = crate::bench::open_loop::parse_rate,
          help_heading = "Open loop")]
    pub rate: Option<crate::bench::open_loop::RateSpec>,
    /// How the open loop's arrivals are spaced: poisson (exponential gaps,
    /// the default) or constant (1/R apart).
    #[arg(
        long,
        value_enum,
        value_name = "poisson|constant",
        help_heading = "Open loop"
    )]
    pub arrivals: Option<crate::bench::open_loop::Arrivals>,
    /// `--rate auto`: the p99 latency, from the intended start, a rate must
    /// keep to count as sustained (it must also achieve 95% of the offer).
    #[arg(long, value_name = "MS", value_parser = parse_slo, help_heading = "Open loop")]
    pub slo_ms: Option<f64>,
    /// `--rate auto`: the first rate offered; the sweep doubles it until a
    /// step fails, then narrows the gap (default 100).
    #[arg(long, value_name = "RATE", value_parser = parse_rate_value, help_heading = "Open loop")]
    pub sweep_from: Option<f64>,
    /// `--rate auto`: the highest rate offered (default 50000); a design
    /// that sustains it is reported `at_ceiling`.
    #[arg(long, value_name = "RATE", value_parser = parse_rate_value, help_heading = "Open loop")]
    pub max_rate: Option<f64>,
    /// The crash window: every successful reservation of the designs that
    /// claim (pool, redis) is claimed, and with this probability (0 to 1)
    /// the claiming client dies between the claim's two writes (each
    /// order half the time: ledger first, counter first). The inventory
    /// error left is counted from the data at the end.
    #[arg(long, value_name = "P", value_parser = parse_share)]
    pub crash_rate: Option<f64>,
    /// The Redis server of `--design redis`.
    #[command(flatten)]
    pub redis: Flags<crate::config::defs::Redis>,
    #[command(flatten)]
    pub target: BenchTargetArgs,
}

fn parse_slo(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(v) if v > 0.0 && v <= 3_600_000.0 => Ok(v),
        _ => Err(format!(
            "{s:?} is not a latency in milliseconds above 0 (e.g. 50)"
        )),
    }
}

fn parse_rate_value(s: &str) -> Result<f64, String> {
    match crate::bench::open_loop::parse_rate(s)? {
        crate::bench::open_loop::RateSpec::Fixed(v) if v.len() == 1 => Ok(v[0]),
        _ => Err(format!(
            "{s:?} is not one rate (reservations per second, e.g. 200)"
        )),
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Switch {
    On,
    Off,
}

/// The pool design's flags with their defaults (they are optional in clap
/// so that one given without `--design pool` can be told apart and refused).
impl FlashSaleArgs {
    pub fn caps(&self) -> Vec<u64> {
        if self.cap.is_empty() {
            vec![1000]
        } else {
            self.cap.clone()
        }
    }

    pub fn refill_aheads(&self) -> Vec<Ahead> {
        if self.refill_ahead.is_empty() {
            vec![Ahead(Some(crate::reserve::RefillAhead::DEFERRED))]
        } else {
            self.refill_ahead.clone()
        }
    }

    pub fn replenishers(&self) -> Vec<Switch> {
        if self.replenisher.is_empty() {
            vec![Switch::Off]
        } else {
            self.replenisher.clone()
        }
    }

    pub fn multi_line(&self) -> f64 {
        self.multi_line.unwrap_or(0.0)
    }

    pub fn large(&self) -> f64 {
        self.large.unwrap_or(0.0)
    }

    pub fn large_units(&self) -> u64 {
        self.large_units.unwrap_or(5000)
    }

    /// The pool design's flags given on the command line.
    pub fn pool_flags_given(&self) -> Vec<&'static str> {
        [
            ("--cap", !self.cap.is_empty()),
            ("--hot-path", !self.hot_path.is_empty()),
            ("--multi-line", self.multi_line.is_some()),
            ("--large", self.large.is_some()),
            ("--large-units", self.large_units.is_some()),
            ("--replenisher", !self.replenisher.is_empty()),
            ("--refill-ahead", !self.refill_ahead.is_empty()),
        ]
        .into_iter()
        .filter_map(|(flag, given)| given.then_some(flag))
        .collect()
    }
}

#[derive(Debug, Clone, Args)]
pub struct LockVariantsArgs {
    /// Workers, each a thread with its own connection.
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u32).range(1..=256))]
    pub workers: u32,
    /// Rows in the queue.
    #[arg(long, default_value_t = 12, value_parser = clap::value_parser!(u64).range(1..=100_000))]
    pub rows: u64,
    /// Milliseconds each claim is held inside its transaction (the work; at
    /// most 60000).
    #[arg(long, default_value_t = 150, value_name = "MS",
          value_parser = clap::value_parser!(u64).range(0..=MAX_HOLD_MS))]
    pub hold_ms: u64,
    /// Variants to run (repeat or comma-separate); default all.
    #[arg(long, value_enum, value_delimiter = ',')]
    pub variant: Vec<crate::bench::lock_variants::Variant>,
    /// innodb_lock_wait_timeout of the workers' sessions, seconds (1 to 3600).
    #[arg(long, default_value_t = 5, value_name = "SECS",
          value_parser = clap::value_parser!(u64).range(1..=3600))]
    pub lock_wait_timeout: u64,
    #[command(flatten)]
    pub target: BenchTargetArgs,
}

/// A `--refill-ahead` value: off (`None`), or how.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Ahead(pub Option<crate::reserve::RefillAhead>);

fn parse_ahead(s: &str) -> Result<Ahead, String> {
    use crate::reserve::RefillAhead;
    match s {
        "off" => return Ok(Ahead(None)),
        "on" => return Ok(Ahead(Some(RefillAhead::DEFAULT))),
        "deferred" => return Ok(Ahead(Some(RefillAhead::DEFERRED))),
        _ => {}
    }
    let bad = || {
        format!(
            "{s:?} is not on, deferred, off or BELOW:EVERY[:deferred] (a share of the cap above 0 \
             and at most 1, and one reserve in EVERY looks, 1 to 1000000; e.g. 0.5:8)"
        )
    };
    let (rest, deferred) = match s.strip_suffix(":deferred") {
        Some(rest) => (rest, true),
        None => (s, false),
    };
    let (below, every) = rest.split_once(':').ok_or_else(bad)?;
    let below: f64 = below.parse().map_err(|_| bad())?;
    let every: u32 = every.parse().map_err(|_| bad())?;
    if !(below > 0.0 && below <= 1.0 && (1..=1_000_000).contains(&every)) {
        return Err(bad());
    }
    Ok(Ahead(Some(RefillAhead {
        below,
        every,
        deferred,
    })))
}

#[derive(Debug, Clone, Args)]
pub struct CutoverAdvanceArgs {
    #[command(flatten)]
    pub change: CutoverChangeArgs,
    /// Across pods: the rollout's order, `config` (the pods' `order` in
    /// poolctl.toml) or `traffic` (the fewest shadow operations in --window
    /// first, read from every pod before the first is advanced; ties and pods
    /// that cannot be read keep the config's order, those last).
    #[arg(long, value_enum, default_value_t = RolloutOrder::Config, value_name = "ORDER")]
    pub order: RolloutOrder,
    /// The legacy Redis store, whose holds an advance to mysql brings into
    /// the pool.
    #[command(flatten)]
    pub redis: Flags<crate::config::defs::Redis>,
}

/// The order of an advance's rollout across pods.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum RolloutOrder {
    Config,
    Traffic,
}

fn parse_state(s: &str) -> Result<crate::cutover::State, String> {
    crate::cutover::State::parse(s)
        .ok_or_else(|| format!("`{s}` is no state: give redis, shadow or mysql"))
}

fn parse_share(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(v) if (0.0..=1.0).contains(&v) => Ok(v),
        _ => Err(format!("{s:?} is not a share between 0 and 1 (e.g. 0.9)")),
    }
}

/// Which pools: exactly one of --shop (with --item and --location for one
/// pool), --pools-file or --all.
#[derive(Debug, Clone, Args)]
#[command(group(ArgGroup::new("scope").required(true).args(["shop", "pools_file", "all"])))]
pub struct RefillArgs {
    /// The shop's pools whose ledger row has stock (or, with --item and
    /// --location, that one pool).
    #[arg(long, value_name = "ID", help_heading = "Which pools")]
    pub shop: Option<u64>,
    /// One pool: its inventory item (needs --shop and --location).
    #[arg(long, value_name = "ID", requires_all = ["shop", "location"], help_heading = "Which pools")]
    pub item: Option<u64>,
    /// One pool: its location, the pool's inventory_group_id (needs --shop and
    /// --item).
    #[arg(long, value_name = "ID", requires_all = ["shop", "item"], help_heading = "Which pools")]
    pub location: Option<u64>,
    /// A file listing pools, one `SHOP ITEM LOCATION` per line (spaces or
    /// commas; # comments); `-` reads stdin.
    #[arg(long, value_name = "FILE", help_heading = "Which pools")]
    pub pools_file: Option<PathBuf>,
    /// Every pool whose ledger row has stock (available > 0).
    #[arg(long, help_heading = "Which pools")]
    pub all: bool,
    /// Print the plan (per pool: rows now, holds, ledger, cap, target, rows to
    /// add); write nothing and take no lock.
    #[arg(long, help_heading = "Refill")]
    pub dry_run: bool,
    /// Most rows one transaction inserts.
    #[arg(long, default_value_t = 1000, help_heading = "Refill", value_name = "ROWS",
          value_parser = clap::value_parser!(u64).range(1..=10_000))]
    pub batch_size: u64,
    /// Retries of a transaction after a deadlock (1213) or lock-wait timeout
    /// (1205); other errors are never retried.
    #[arg(long, default_value_t = 3, help_heading = "Refill", value_name = "N",
          value_parser = clap::value_parser!(u32).range(0..=20))]
    pub retries: u32,
    /// Seconds a refill statement waits for a row lock (innodb_lock_wait_timeout
    /// for this session) before it counts as a lock-wait timeout.
    #[arg(long, default_value_t = 5, help_heading = "Refill", value_name = "SECS",
          value_parser = clap::value_parser!(u64).range(1..=3600))]
    pub lock_wait_timeout: u64,
}

#[derive(Debug, Clone, Args)]
pub struct InspectArgs {
    /// Read a saved status instead of a server; `-` for stdin.
    #[arg(long, value_name = "PATH")]
    pub file: Option<PathBuf>,
    /// Report transactions that have held locks longer than this.
    #[arg(long, default_value_t = 60, value_name = "SECS")]
    pub long_transaction_secs: u64,
    /// A pool table (repeatable; default: the [tables] units table). Findings
    /// on pool tables rank first.
    #[arg(long, value_name = "TABLE")]
    pub pool_table: Vec<String>,
    /// Sample the live server every SECS seconds (decimals allowed, at least
    /// 0.1) until interrupted with Ctrl-C, redrawing the findings and keeping a
    /// deduplicated history of deadlocks with counts (same tables, indexes and
    /// lock kinds = same deadlock). With --format json, one JSON document per
    /// sample, one per line. Exit 1 when any sample had an error finding.
    #[arg(long, value_name = "SECS", conflicts_with = "file", value_parser = parse_interval)]
    pub watch: Option<Duration>,
    /// With --watch: stop after N samples instead of waiting for Ctrl-C.
    #[arg(long, value_name = "N", requires = "watch", value_parser = clap::value_parser!(u64).range(1..))]
    pub samples: Option<u64>,
}

/// `--watch` seconds: a positive decimal of at least 0.1.
fn parse_interval(s: &str) -> Result<Duration, String> {
    let secs: f64 = s
        .parse()
        .map_err(|_| format!("`{s}` is not a number of seconds"))?;
    if !secs.is_finite() || !(0.1..=86_400.0).contains(&secs) {
        return Err(format!("`{s}`: give between 0.1 and 86400 seconds"));
    }
    Ok(Duration::from_secs_f64(secs))
}

#[derive(Debug, Clone, Args)]
pub struct LintArgs {
    /// Files or folders to lint (default: the current folder); `-` for stdin.
    #[arg(value_name = "PATH")]
    pub paths: Vec<PathBuf>,
    /// Print the documentation of a rule (name or code) and exit.
    #[arg(long, value_name = "RULE")]
    pub explain: Option<String>,
    /// List the rules, their codes, severities and whether they are on.
    #[arg(long)]
    pub list_rules: bool,
    /// CREATE TABLE files or folders that define the application's tables
    /// (default: [lint] schema, else ./migrations when it exists). poolctl's own
    /// tables are always known.
    #[arg(long, value_name = "PATH")]
    pub schema: Vec<PathBuf>,
    /// Turn a rule on (repeatable), e.g. missing-conn-tag.
    #[arg(long, value_name = "RULE")]
    pub enable: Vec<String>,
    /// Turn a rule off (repeatable).
    #[arg(long, value_name = "RULE")]
    pub disable: Vec<String>,
    /// Also walk hidden files and folders (names starting with `.`) in the
    /// folders linted; a `.git` folder is never walked.
    #[arg(long)]
    pub hidden: bool,
    /// Report only findings not recorded in this baseline file. Its entries
    /// name files relative to the baseline's own folder, so it matches from
    /// any working directory and whatever spelling names the files.
    #[arg(long, value_name = "FILE")]
    pub baseline: Option<PathBuf>,
    /// Record every current finding in this baseline file and exit 0 (paths
    /// relative to the file's folder; keep it in the repository).
    #[arg(long, value_name = "FILE", conflicts_with = "baseline")]
    pub write_baseline: Option<PathBuf>,
}

#[derive(Debug, Clone, Subcommand)]
pub enum CutoverCommand {
    /// The state, who changed it and when, and the next advance's
    /// preconditions judged now.
    Status(CutoverArgs),
    /// One step towards the pool (redis -> shadow -> mysql), when every
    /// precondition holds.
    Advance(CutoverAdvanceArgs),
    /// One step back towards Redis (mysql -> shadow -> redis), always.
    Rollback(CutoverChangeArgs),
}

#[derive(Debug, Clone, Subcommand)]
pub enum ShadowCommand {
    /// Per item and location, Redis's available count against the pool's
    /// L - H, its drift class, the totals and shadow mode's disagreement rate.
    ///
    /// Reads the pool's view of every pool in one consistent snapshot (read
    /// only, no locks: ledger L, holds H, pool rows P), each pool's counter
    /// from Redis under `[shadow] counter_key` by pipelined MGET, and SCAN
    /// (never KEYS) for counters no pool has. Drift classes: redis-higher
    /// (Redis counts more than L - H: oversell risk after cutover, and now
    /// while Redis decides), redis-lower (sales lost today), no-counter (the
    /// pool knows the item, Redis does not), no-pool-row (a counter of a shop
    /// of this database with no pool row); counters of shops this database
    /// has none of (another pod's) are counted, not compared. The disagreement
    /// rate is read from shadow_operations and shadow_disagreements over
    /// --window. Needs [ledger] and a Redis URL (--redis-url,
    /// POOLCTL_REDIS_URL or [redis] url).
    ///
    /// Exit 0 when both stores agree on every item and location, 1 when
    /// drift is found (--watch: in any sample), 2 on errors (Redis or MySQL
    /// unreachable, a wrong password; --watch: a sample failed). Runbook:
    /// runbooks/cutover.md.
    Compare(ShadowCompareArgs),
}

#[derive(Debug, Clone, Args)]
pub struct ShadowCompareArgs {
    /// Seconds of shadow traffic the disagreement rate is read over (whole
    /// minutes of shadow_operations).
    #[arg(long, default_value_t = 600, value_name = "SECS",
          value_parser = clap::value_parser!(u64).range(60..=2_592_000))]
    pub window: u64,
    /// Rows listed (table and JSON), drifting ones first; the rest is summed.
    /// 0 lists every row. The totals always count every row.
    #[arg(long, default_value_t = 30, value_name = "N")]
    pub limit: usize,
    /// Compare again every SECS seconds (decimals allowed, at least 0.1)
    /// until Ctrl-C; with --format json, one JSON document per sample, one
    /// per line.
    #[arg(long, value_name = "SECS", value_parser = parse_interval)]
    pub watch: Option<Duration>,
    /// With --watch: stop after N samples.
    #[arg(long, value_name = "N", requires = "watch", value_parser = clap::value_parser!(u64).range(1..))]
    pub samples: Option<u64>,
    /// The legacy Redis store.
    #[command(flatten)]
    pub redis: Flags<crate::config::defs::Redis>,
}

/// What the preconditions are judged against.
#[derive(Debug, Clone, Args)]
pub struct CutoverArgs {
    /// Seconds of shadow traffic the disagreement rate is read over (whole
    /// minutes of shadow_operations).
    #[arg(long, default_value_t = 600, value_name = "SECS",
          value_parser = clap::value_parser!(u64).range(60..=2_592_000))]
    pub window: u64,
    /// The highest disagreement rate an advance to mysql accepts: a share
    /// from 0 to 1 (0.001: one in a thousand).
    #[arg(long, default_value_t = 0.001, value_name = "SHARE", value_parser = parse_share)]
    pub max_disagreement: f64,
    /// The fewest shadow operations in the window an advance to mysql
    /// accepts: a quiet window proves nothing.
    #[arg(long, default_value_t = 1000, value_name = "N")]
    pub min_operations: u64,
    /// The lowest fill of the pools, in percent of their targets, an advance
    /// accepts.
    #[arg(long, default_value_t = 90.0, value_name = "PERCENT", value_parser = parse_percent)]
    pub min_fill: f64,
}

#[derive(Debug, Clone, Args)]
pub struct CutoverChangeArgs {
    #[command(flatten)]
    pub judged: CutoverArgs,
    /// The state to go to (advance: the next one, which is the default; rollback:
    /// any earlier one, at once; default one step back). A pod already there
    /// is left alone, so a rollout run again skips the pods it did; across
    /// pods an advance needs it.
    #[arg(long, value_name = "STATE", value_parser = parse_state)]
    pub to: Option<crate::cutover::State>,
    /// Judge and report the change; write nothing.
    #[arg(long)]
    pub dry_run: bool,
    /// Why, for the audit row (a ticket, an incident).
    #[arg(long, value_name = "TEXT")]
    pub reason: Option<String>,
}

fn parse_percent(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(v) if (0.0..=100.0).contains(&v) => Ok(v),
        Ok(v) => Err(format!("{v} is out of range: give 0 to 100")),
        Err(_) => Err(format!("`{s}` is not a number: give 0 to 100")),
    }
}

#[derive(Debug, Clone, Subcommand)]
pub enum MigrateCommand {
    /// List every migration as applied, pending, diverged (file changed after it
    /// was applied), dirty (started, never finished) or unknown. Exit 1 on drift.
    Status,
    /// Apply pending migrations, one deploy at a time.
    ///
    /// Takes a server-side lock (GET_LOCK) named after the database, so concurrent
    /// deploys wait instead of racing. Each migration is recorded as started before
    /// it runs and finished after: MySQL DDL commits implicitly, so a crash in
    /// between leaves it dirty, and run refuses to go on until an operator resolves
    /// it (runbooks/migrations.md). Refuses to run when an applied migration's file
    /// changed.
    Run {
        /// Print the plan and its SQL; change nothing.
        #[arg(long)]
        dry_run: bool,
        /// Seconds to wait for another deploy's migration lock before giving up
        /// (at most 604800).
        #[arg(long, default_value_t = 60, value_name = "SECS",
              value_parser = clap::value_parser!(u64).range(0..=MAX_WAIT_SECS))]
        lock_timeout: u64,
        /// Seconds one migration statement may run (a long ALTER, or a wait for
        /// a metadata lock) while the server keeps answering (it is asked
        /// every second; one that stops answering is given up on after
        /// --read-timeout); at most 604800. A statement cut off leaves its
        /// migration dirty (runbooks/migrations.md).
        #[arg(long, default_value_t = crate::config::DEFAULT_STATEMENT_TIMEOUT_SECS, value_name = "SECS",
              value_parser = clap::value_parser!(u64).range(1..=MAX_WAIT_SECS))]
        statement_timeout: u64,
    },
    /// Record how an operator resolved a dirty or diverged migration.
    ///
    /// `--mark applied`: the migration's changes are fully in place (finished by
    /// hand); records it as finished with the current file's checksum.
    /// `--mark pending`: its partial changes were undone by hand; forgets it, so the
    /// next run applies it again. Read runbooks/migrations.md first.
    Resolve {
        /// The migration's version number (the N of VN__name.sql).
        #[arg(value_name = "VERSION")]
        migration: i64,
        /// What the operator established.
        #[arg(long, value_enum)]
        mark: ResolveMark,
        /// Show what would be recorded; change nothing.
        #[arg(long)]
        dry_run: bool,
        /// Seconds to wait for another deploy's migration lock (at most 604800).
        #[arg(long, default_value_t = 60, value_name = "SECS",
              value_parser = clap::value_parser!(u64).range(0..=MAX_WAIT_SECS))]
        lock_timeout: u64,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ResolveMark {
    /// The migration is fully applied.
    Applied,
    /// The migration left no changes; apply it again.
    Pending,
}

#[derive(Debug, Clone, Subcommand)]
pub enum SchemaCommand {
    /// Check every invariant: units primary key = (shop_id, inventory_item_id,
    /// inventory_group_id, id), no secondary index, no AUTO_INCREMENT, InnoDB, the
    /// holds table's shape, SKIP LOCKED support, binlog_format=ROW, the server's
    /// default isolation (reported), innodb_status_output_locks, and the [ledger]
    /// mapping: its table, columns and their (integer) types.
    /// Exit 1 when an invariant fails.
    Check,
}

#[cfg(test)]
mod tests {
    #[test]
    fn clap_definition_is_consistent() {
        use clap::CommandFactory;
        super::Cli::command().debug_assert();
    }

    #[test]
    fn refill_ahead_values_parse_and_bad_ones_say_the_grammar() {
        use super::{Ahead, Switch, parse_ahead};
        use crate::reserve::RefillAhead;
        assert_eq!(parse_ahead("off"), Ok(Ahead(None)));
        assert_eq!(parse_ahead("on"), Ok(Ahead(Some(RefillAhead::DEFAULT))));
        assert_eq!(
            parse_ahead("deferred"),
            Ok(Ahead(Some(RefillAhead::DEFERRED)))
        );
        let a = |below, every, deferred| {
            Ok(Ahead(Some(RefillAhead {
                below,
                every,
                deferred,
            })))
        };
        assert_eq!(parse_ahead("0.3:16"), a(0.3, 16, false));
        assert_eq!(parse_ahead("0.3:16:deferred"), a(0.3, 16, true));
        // The bench's default is deferred (an application that answers the
        // buyer first), not the library's own default (the refill in the call).
        use clap::{CommandFactory, Parser};
        let cli = super::Cli::try_parse_from(["poolctl", "bench", "flash-sale"]).unwrap();
        let super::Command::Bench(super::BenchCommand::FlashSale(args)) = cli.command else {
            panic!("not the flash-sale bench: {cli:?}");
        };
        assert_eq!(args.refill_aheads(), [Ahead(Some(RefillAhead::DEFERRED))]);
        // The help names the hot path's constants by their values.
        let mut help = Vec::new();
        super::Cli::command()
            .find_subcommand_mut("bench")
            .and_then(|b| b.find_subcommand_mut("flash-sale"))
            .expect("bench flash-sale")
            .write_long_help(&mut help)
            .unwrap();
        let help = String::from_utf8(help).unwrap();
        let spread = format!("within {} ids (`EDGE_SPREAD`)", crate::reserve::EDGE_SPREAD);
        let every = format!(
            "one call in {} (`EDGE_READ_EVERY`)",
            crate::reserve::EDGE_READ_EVERY
        );
        for says in [spread.as_str(), every.as_str()] {
            assert!(help.contains(says), "{says}: {help}");
        }
        assert!(!help.contains("[`"), "rustdoc links in --help: {help}");
        assert_eq!(
            (args.caps(), args.replenishers()),
            (vec![1000], vec![Switch::Off])
        );
        assert!(args.pool_flags_given().is_empty(), "{args:?}");
        let cli = super::Cli::try_parse_from([
            "poolctl",
            "bench",
            "flash-sale",
            "--cap",
            "100",
            "--large-units",
            "7",
        ])
        .unwrap();
        let super::Command::Bench(super::BenchCommand::FlashSale(args)) = cli.command else {
            panic!("not the flash-sale bench: {cli:?}");
        };
        assert_eq!(args.pool_flags_given(), ["--cap", "--large-units"]);
        assert_eq!((args.caps(), args.large_units()), (vec![100], 7));
        assert_ne!(RefillAhead::DEFERRED, RefillAhead::DEFAULT);
        for bad in [
            "0:8",
            "0.5:0",
            "1.5:8",
            "0.5",
            "0.5:8:later",
            "deferred:0.5:8",
            "",
        ] {
            let e = parse_ahead(bad).unwrap_err();
            assert!(e.contains("BELOW:EVERY[:deferred]"), "{bad}: {e}");
        }
    }
}
