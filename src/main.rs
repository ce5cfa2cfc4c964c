//! The binary: parse, run, print errors without secrets, map the outcome to an
//! exit status. The only place that exits.

use clap::Parser;
use poolctl::cli::Cli;
use poolctl::commands::{self, Io};
use poolctl::{EXIT_CLEAN, EXIT_ERROR, EXIT_FINDINGS, Outcome, redact};
use std::io::Write;

fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

fn main() {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            // Usage errors exit 2 (clap's convention and ours); --help/--version 0.
            let code = if e.use_stderr() {
                EXIT_ERROR
            } else {
                EXIT_CLEAN
            };
            let _ = e.print();
            std::process::exit(code);
        }
    };
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    // stderr is NOT locked for the whole run: progress bars draw to it from
    // their own threads (indicatif's steady tick), and would wait for ever.
    let mut err = std::io::stderr();
    let result = commands::run(
        cli,
        &mut Io {
            out: &mut out,
            err: &mut err,
            progress: commands::Progress::Terminal,
        },
    );
    let _ = out.flush();
    let code = match result {
        Ok(Outcome::Clean) => EXIT_CLEAN,
        Ok(Outcome::Findings) => EXIT_FINDINGS,
        Err(e) if is_broken_pipe(&e) => EXIT_CLEAN,
        Err(e) => {
            let _ = writeln!(err, "poolctl: error: {}", redact::scrub(&format!("{e:#}")));
            EXIT_ERROR
        }
    };
    std::process::exit(code);
}
