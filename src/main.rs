//! The binary: parse, run, print errors without secrets, map the outcome to an
//! exit status (0 clean, 1 findings, 2 error; a usage error is 2 too). The only
//! place that exits.

use clap::Parser;
use poolctl::cli::Cli;
use poolctl::commands::{self, Io};
use poolctl::config::defs::global_flags;
use poolctl::messages::{Level, Messages};
use poolctl::render::terminal::{self, ColorChoice, Stream, Terminal};
use poolctl::{EXIT_CLEAN, EXIT_ERROR, EXIT_FINDINGS, Outcome, redact};
use std::io::Write;

/// mimalloc, not the system allocator: lint allocates many small objects
/// (tokens, trees, names) on every thread, and measured against glibc's
/// malloc it made `poolctl lint` faster on one thread and on all cores
/// (docs/benchmarks.md, "lint throughput").
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

fn main() {
    // A shell asking for completions (`COMPLETE=bash poolctl -- ...`, from
    // the script `poolctl completions SHELL` prints): answered and exited.
    poolctl::render::cli::complete_if_asked();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
            let terminal = Terminal::detect(terminal::color_in_args(&args));
            // Usage errors exit 2 (clap's convention and ours); --help/--version 0.
            if !e.use_stderr() {
                let text =
                    poolctl::render::cli::styled(&e.render(), terminal.colors(Stream::Stdout));
                let _ = write!(std::io::stdout(), "{text}");
                std::process::exit(EXIT_CLEAN);
            }
            // A usage error quotes the offending argument, which may be a URL
            // with a password (`poolctl mysql://u:pw@h status`): redacted. A
            // bad value from the environment is reported under its variable.
            let text = poolctl::render::cli::usage_error(
                &e,
                &args,
                &|v| std::env::var_os(v),
                terminal.colors(Stream::Stderr),
            );
            let _ = write!(std::io::stderr(), "{}", redact::text(&text));
            std::process::exit(EXIT_ERROR);
        }
    };
    let color = cli
        .global
        .value(&global_flags::COLOR)
        .unwrap_or(ColorChoice::Auto);
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    // stderr is NOT locked for the whole run: progress bars draw to it from
    // their own threads (indicatif's steady tick), and would wait for ever.
    let mut stderr = std::io::stderr();
    let mut io = Io {
        out: &mut out,
        // At the default level until the command line's is read (`run`).
        err: Messages::new(&mut stderr, Level::DEFAULT),
        progress: commands::Progress::Terminal,
        terminal: Terminal::detect(color),
    };
    let result = commands::run(cli, &mut io);
    let _ = io.out.flush();
    let code = match result {
        Ok(Outcome::Clean) => EXIT_CLEAN,
        Ok(Outcome::Findings) => EXIT_FINDINGS,
        Err(e) if is_broken_pipe(&e) => EXIT_CLEAN,
        Err(e) => {
            // Messages redact URLs where they are built; this is the last line
            // of defence for text quoted from elsewhere (driver errors).
            let _ = writeln!(
                io.err.error(),
                "poolctl: error: {}",
                redact::text(&format!("{e:#}"))
            );
            EXIT_ERROR
        }
    };
    std::process::exit(code);
}
