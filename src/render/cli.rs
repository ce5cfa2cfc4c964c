//! The command line's own documents, generated from its clap definition
//! (`crate::cli`): shell completion scripts (clap_complete) and man pages
//! (clap_mangen). Both crates are clap's own companions, so the scripts and
//! pages follow every flag and doc comment without a copy to keep in step.

use crate::cli::Cli;
use clap::CommandFactory;
use std::io::{self, Write};
use std::path::Path;

/// The completion script for `shell`.
pub fn completions(out: &mut dyn Write, shell: clap_complete::Shell) -> io::Result<()> {
    // Generated into memory first: clap_complete panics on a failed write
    // (a closed pipe: `poolctl completions bash | head`), which poolctl
    // answers with exit 0 like any other output.
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut Cli::command(), "poolctl", &mut script);
    out.write_all(&script)
}

/// The main man page, poolctl(1).
pub fn man(out: &mut dyn Write) -> io::Result<()> {
    clap_mangen::Man::new(Cli::command()).render(out)
}

/// poolctl.1 and one page per command (poolctl-refill.1, ...) into `dir`.
pub fn man_pages(dir: &Path) -> io::Result<()> {
    clap_mangen::generate_to(Cli::command(), dir)
}
