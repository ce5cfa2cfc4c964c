//! Glue per command: resolve settings, call the core and the database seam,
//! render. No business rule lives here.

mod bench;
mod conn_tags;
mod cutover;
mod fleet;
mod inspect;
mod lint;
mod migrate;
mod origins;
mod output_file;
mod reconcile;
mod refill;
mod replenish;
mod schema;
mod shadow;
mod status;
mod watch;

use crate::Outcome;
use crate::cli::{Cli, Command, Format};
use crate::config::defs::global_flags;
use crate::config::{ConnectOverrides, Settings};
use crate::messages::{Level, Messages};
pub use crate::render::progress::Progress;
use crate::render::terminal::Terminal;
use anyhow::Context;
use std::io::Write;

/// Where a command writes: results to `out`, messages to `err` (each at its
/// level, `crate::messages`), whether it may draw progress bars (on stderr,
/// when it is a terminal), and what the terminal shows (colour, redraws).
pub struct Io<'a> {
    pub out: &'a mut dyn Write,
    pub err: Messages<'a>,
    pub progress: Progress,
    pub terminal: Terminal,
}

/// Run the parsed command line.
pub fn run(cli: Cli, io: &mut Io<'_>) -> anyhow::Result<Outcome> {
    let g = &cli.global;
    let level = level(g)?;
    io.err.set_level(level);
    crate::messages::set_process_level(level);
    if !level.allows(Level::Info) || !io.terminal.draws_progress() {
        io.progress = Progress::Off;
    }
    let format: Format = g.value(&global_flags::FORMAT).unwrap_or(Format::Table);
    check_format(&cli.command, format)?;
    // The command line's own documents need no settings, no config file and
    // no server: a broken poolctl.toml must not break them.
    match &cli.command {
        Command::Completions { shell } => {
            crate::render::cli::completions(io.out, *shell)?;
            return Ok(Outcome::Clean);
        }
        Command::Man { dir: None } => {
            crate::render::cli::man(io.out)?;
            return Ok(Outcome::Clean);
        }
        Command::Man { dir: Some(dir) } => {
            let cannot = |e: &dyn std::fmt::Display| {
                anyhow::anyhow!("cannot write the man pages into {}: {e:#}", dir.display())
            };
            std::fs::create_dir_all(dir).map_err(|e| cannot(&e))?;
            for (name, text) in crate::render::cli::man_pages()? {
                output_file::OutputFile::create(&dir.join(name))
                    .and_then(|f| f.commit(&text))
                    .map_err(|e| cannot(&e))?;
            }
            writeln!(io.err.note(), "man pages written to {}", dir.display())?;
            return Ok(Outcome::Clean);
        }
        _ => {}
    }
    let overrides = ConnectOverrides::given(g);
    let url_given = overrides.url.is_some();
    let config = g.value(&global_flags::CONFIG);
    let settings =
        Settings::load(config.as_deref(), overrides).context("cannot start with these settings")?;
    origins::tell(g, &settings, io)?;
    let pod = g.value(&global_flags::POD).unwrap_or_default();
    let pods_tag = g.value(&global_flags::PODS_TAG).unwrap_or_default();
    let all_pods = g.value(&global_flags::ALL_PODS).unwrap_or(false);
    let fleet = pod.len() > 1 || !pods_tag.is_empty() || all_pods;
    if fleet {
        if url_given {
            return Err(crate::config::ConfigError::UrlWithPods.into());
        }
        let pods = settings.select_pods(&pod, &pods_tag, all_pods)?;
        let opts = fleet::FleetOptions {
            parallel: g.given(&global_flags::PARALLEL).map(|r| r.value),
            timeout: std::time::Duration::from_secs(
                g.value(&global_flags::POD_TIMEOUT)
                    .unwrap_or(global_flags::MAX_WAIT_SECS),
            ),
            keep_going: g.value(&global_flags::KEEP_GOING).unwrap_or(false),
        };
        if let Command::Replenish(args) = cli.command {
            // A service, not a command to run to its end per pod: one loop
            // per pod behind one metrics endpoint.
            return replenish::run_pods(&settings, pods, args, format, io);
        }
        return fleet::run(&settings, pods, cli.command, format, &opts, io);
    }
    dispatch(&settings, cli.command, format, io)
}

/// The level of the run's messages: `-q`, else `-v`s on top of
/// `POOLCTL_LOG`, else the default.
fn level(g: &crate::cli::GlobalArgs) -> anyhow::Result<Level> {
    use crate::config::defs::kinds::Kind;
    let quiet = g.value(&global_flags::QUIET).unwrap_or(false);
    let verbose = g.value(&global_flags::VERBOSE).unwrap_or(0);
    let s = &global_flags::LOG;
    let base = match s
        .def
        .env
        .and_then(|var| std::env::var(var).ok().map(|v| (var, v)))
    {
        Some((var, text)) if !text.is_empty() => {
            s.kind
                .parse(&text)
                .map_err(|_| crate::config::ConfigError::Env {
                    var,
                    problem: format!("`{text}` is not {}", s.kind.accepted()),
                })?
        }
        _ => Level::DEFAULT,
    };
    Ok(Level::from_flags(quiet, verbose, base))
}

/// Refuse a `--format` the command cannot print, before anything runs:
/// SARIF and GitHub annotations are lint's; the completions and the man page
/// are a shell script and roff, never JSON.
fn check_format(command: &Command, format: Format) -> anyhow::Result<()> {
    let document = match command {
        Command::Completions { .. } => Some(("completions", "a shell script")),
        Command::Man { .. } => Some(("man", "a man page (roff)")),
        _ => None,
    };
    let lint = matches!(command, Command::Lint(_));
    let name = match format {
        Format::Table => return Ok(()),
        Format::Json if document.is_none() => return Ok(()),
        Format::Sarif | Format::Github if lint => return Ok(()),
        Format::Json => "json",
        Format::Sarif => "sarif",
        Format::Github => "github",
    };
    match document {
        Some((command, prints)) => anyhow::bail!(
            "--format {name}: `poolctl {command}` prints only {prints}; drop --format"
        ),
        None => anyhow::bail!("--format {name} is only for `poolctl lint`; use table or json"),
    }
}

/// Run one command against the settings' one target.
pub(crate) fn dispatch(
    settings: &Settings,
    command: Command,
    format: Format,
    io: &mut Io<'_>,
) -> anyhow::Result<Outcome> {
    let settings = settings.clone();
    let result = match command {
        Command::Migrate(cmd) => migrate::run(&settings, cmd, format, io),
        Command::Schema(cmd) => schema::run(&settings, cmd, format, io),
        Command::Lint(args) => lint::run(&settings, args, format, io),
        Command::InspectLocks(args) => inspect::run(&settings, args, format, io),
        Command::Refill(args) => refill::run(&settings, args, format, io),
        Command::Reconcile(args) => reconcile::run(&settings, args, format, io),
        Command::Status(args) => status::run(&settings, args, format, io),
        Command::Bench(cmd) => bench::run(&settings, cmd, format, io),
        Command::Replenish(args) => replenish::run(&settings, args, format, io),
        Command::ConnTags(args) => conn_tags::run(&settings, args, format, io),
        Command::Cutover(cmd) => cutover::run(&settings, cmd, format, io),
        Command::Shadow(cmd) => shadow::run(&settings, cmd, format, io),
        Command::Completions { .. } | Command::Man { .. } => {
            anyhow::bail!("completions and man page are printed for one poolctl, not per pod")
        }
    };
    result.map_err(|e| explain_read_timeout(e, &settings))
}

/// The refill transactions' test hooks (`POOLCTL_FAILPOINT`, see
/// [`crate::pool::Failpoint`]); never set in production.
pub(crate) fn refill_failpoint() -> Option<crate::pool::Failpoint> {
    std::env::var("POOLCTL_FAILPOINT")
        .ok()
        .and_then(|v| crate::pool::Failpoint::parse(&v))
}

/// A statement that got no answer in time: say which server, which timeout
/// and which flag raises it (the database seam knows neither).
/// Warn when rows of the ledger name no pool (a NULL or negative shop, item
/// or location): every command that lists pools from the ledger leaves them
/// out, and says so once here rather than showing figures without them.
fn warn_unkeyed_ledger_rows(
    db: &mut crate::db::Db,
    settings: &Settings,
    ledger: &crate::config::LedgerMapping,
    io: &mut Io<'_>,
) -> anyhow::Result<()> {
    // Best effort: a ledger poolctl cannot read is the command's own read's
    // to report, with its hint.
    let unkeyed = crate::pool::sql::ledger_unkeyed(&settings.file.tables, ledger);
    let Ok((n, example)) = db.ledger_unkeyed(&unkeyed) else {
        return Ok(());
    };
    if n > 0 {
        writeln!(
            io.err.warn(),
            "poolctl: warning: {n} row(s) of the ledger table {} have a NULL or negative {}, {} or {} \
             (for example `{}`): they name no pool and are left out; fix them in the application's data",
            ledger.table,
            ledger.shop_column,
            ledger.item_column,
            ledger.location_column,
            example.unwrap_or_default()
        )?;
    }
    Ok(())
}

fn explain_read_timeout(e: anyhow::Error, settings: &Settings) -> anyhow::Error {
    // A read timeout raised on a connection names its server and timeout
    // itself (`db::wire`); one raised elsewhere gets them here.
    let timed_out = e.chain().any(|c| {
        c.downcast_ref::<crate::db::DbError>()
            .is_some_and(crate::db::DbError::lacks_timeout_detail)
    });
    if !timed_out {
        return e;
    }
    let (server, secs) = match settings.target() {
        Ok(t) => (t.display_url(), t.read_timeout_secs),
        Err(_) => ("the server".to_string(), 0),
    };
    e.context(format!(
        "no answer from {server} within --read-timeout {secs}s (beyond the waits the command \
         asked for): the server accepts the connection but has stopped responding. Check the \
         server; raise --read-timeout (POOLCTL_READ_TIMEOUT, [timeouts] read_seconds) if it is \
         only slow"
    ))
}

/// The `[ledger]` mapping, which refill, reconcile and status need.
pub(crate) fn ledger(settings: &Settings) -> anyhow::Result<&crate::config::LedgerMapping> {
    settings.file.ledger.as_ref().ok_or_else(|| {
        anyhow::anyhow!(
            "refill and reconcile need the application's ledger: add a [ledger] table to \
             poolctl.toml (table, shop_column, item_column, location_column, available_column; \
             see examples/poolctl.toml)"
        )
    })
}

/// Identifies this process in history rows and lock holders.
pub(crate) fn applied_by() -> String {
    let host = std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .map(|h| h.trim().to_string())
        .or_else(|| std::env::var("HOSTNAME").ok())
        .unwrap_or_else(|| "unknown-host".into());
    format!(
        "poolctl {} on {host} (pid {})",
        env!("CARGO_PKG_VERSION"),
        std::process::id()
    )
}
