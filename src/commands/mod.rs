//! Glue per command: resolve settings, call the core and the database seam,
//! render. No business rule lives here.

mod bench;
mod inspect;
mod lint;
mod migrate;
mod refill;
mod schema;

use crate::Outcome;
use crate::cli::{Cli, Command, Format};
use crate::config::{ConnectOverrides, Settings, TlsConfig};
use std::io::Write;

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
        pod: g.pod.clone(),
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
    match cli.command {
        Command::Migrate(cmd) => migrate::run(&settings, cmd, format, io),
        Command::Schema(cmd) => schema::run(&settings, cmd, format, io),
        Command::Lint(args) => lint::run(&settings, args, format, io),
        Command::InspectLocks(args) => inspect::run(&settings, args, format, io),
        Command::Refill(args) => refill::run(&settings, args, format, io),
        Command::Bench(cmd) => bench::run(&settings, cmd, format, io),
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
