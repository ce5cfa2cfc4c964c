//! Glue per command: resolve settings, call the core and the database seam,
//! render. No business rule lives here.

mod bench;
mod conn_tags;
mod fleet;
mod inspect;
mod lint;
mod migrate;
mod reconcile;
mod refill;
mod schema;
mod status;
mod watch;

use crate::Outcome;
use crate::cli::{Cli, Command, Format};
use crate::config::{ConnectOverrides, Settings, TlsConfig};
use std::io::Write;

/// Set when several pods run at once: per-command progress bars stay off
/// (the fleet draws one line per pod instead).
static QUIET_PROGRESS: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

pub(crate) fn quiet_progress() {
    QUIET_PROGRESS.store(true, std::sync::atomic::Ordering::Relaxed);
}

/// A progress bar may be drawn: stderr is a terminal and no fleet is running.
pub(crate) fn progress_on_terminal() -> bool {
    use std::io::IsTerminal;
    !QUIET_PROGRESS.load(std::sync::atomic::Ordering::Relaxed) && std::io::stderr().is_terminal()
}

/// Where a command writes: results to `out`, progress and notes to `err`.
pub struct Io<'a> {
    pub out: &'a mut dyn Write,
    pub err: &'a mut dyn Write,
}

/// Run the parsed command line.
pub fn run(cli: Cli, io: &mut Io<'_>) -> anyhow::Result<Outcome> {
    let g = &cli.global;
    let overrides = ConnectOverrides {
        url: g.url.clone(),
        pod: (g.pod.len() == 1).then(|| g.pod[0].clone()),
        password_file: g.password_file.clone(),
        tls: TlsConfig {
            mode: g.tls_mode,
            ca: g.tls_ca.clone(),
            cert: g.tls_cert.clone(),
            key: g.tls_key.clone(),
        },
        connect_timeout_secs: g.connect_timeout,
    };
    let settings = Settings::load(g.config.as_deref(), overrides)?;
    let format: Format = g.format;
    if matches!(format, Format::Sarif | Format::Github) && !matches!(cli.command, Command::Lint(_))
    {
        anyhow::bail!(
            "--format {} is only for `poolctl lint`; use table or json",
            if format == Format::Sarif {
                "sarif"
            } else {
                "github"
            }
        );
    }
    let fleet = g.pod.len() > 1 || !g.pods_tag.is_empty() || g.all_pods;
    if fleet {
        if g.url.is_some() {
            anyhow::bail!(
                "--url (or POOLCTL_URL) names one server; --pod/--pods/--all-pods take the \
                 servers from poolctl.toml: drop one of them"
            );
        }
        let pods = settings.select_pods(&g.pod, &g.pods_tag, g.all_pods)?;
        let opts = fleet::FleetOptions {
            parallel: g.parallel,
            timeout: std::time::Duration::from_secs(g.pod_timeout),
            keep_going: g.keep_going,
        };
        return fleet::run(&settings, pods, cli.command, format, &opts, io);
    }
    dispatch(&settings, cli.command, format, io)
}

/// Run one command against the settings' one target.
pub(crate) fn dispatch(
    settings: &Settings,
    command: Command,
    format: Format,
    io: &mut Io<'_>,
) -> anyhow::Result<Outcome> {
    let settings = settings.clone();
    match command {
        Command::Migrate(cmd) => migrate::run(&settings, cmd, format, io),
        Command::Schema(cmd) => schema::run(&settings, cmd, format, io),
        Command::Lint(args) => lint::run(&settings, args, format, io),
        Command::InspectLocks(args) => inspect::run(&settings, args, format, io),
        Command::Refill(args) => refill::run(&settings, args, format, io),
        Command::Reconcile(args) => reconcile::run(&settings, args, format, io),
        Command::Status(args) => status::run(&settings, args, format, io),
        Command::Bench(cmd) => bench::run(&settings, cmd, format, io),
        Command::ConnTags(args) => conn_tags::run(&settings, args, format, io),
    }
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
