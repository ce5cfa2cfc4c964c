//! What the terminal poolctl writes to can show, decided once per run:
//! whether stdout and stderr get colour (`--color auto|always|never`, with
//! `NO_COLOR` and `TERM=dumb` under `auto`), and whether a `--watch` command
//! may clear the screen and progress bars may be drawn (a terminal that is
//! not `TERM=dumb`). Everything poolctl colours asks here: lint's
//! diagnostics, clap's help and usage errors, progress bars.
//!
//! `auto` colours a stream when it is a terminal, `NO_COLOR` holds nothing
//! (any other value turns colour off, <https://no-color.org>) and `TERM` is
//! not `dumb`; `always` and `never` override all three. Redrawing is not
//! colour: `--color always` does not make a dumb terminal redraw.

pub use clap::ColorChoice;
use std::ffi::OsString;
use std::io::IsTerminal;

/// stdout or stderr.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stream {
    Stdout,
    Stderr,
}

/// The run's terminal, as far as output cares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Terminal {
    color: ColorChoice,
    stdout_tty: bool,
    stderr_tty: bool,
    no_color: bool,
    dumb: bool,
}

impl Default for Terminal {
    /// No terminal: no colour, no redraw (a test's buffers, a pod's).
    fn default() -> Terminal {
        Terminal {
            color: ColorChoice::Never,
            stdout_tty: false,
            stderr_tty: false,
            no_color: false,
            dumb: false,
        }
    }
}

impl Terminal {
    /// The process's streams and environment, under `color`.
    pub fn detect(color: ColorChoice) -> Terminal {
        Terminal::new(
            color,
            &|v| std::env::var_os(v),
            std::io::stdout().is_terminal(),
            std::io::stderr().is_terminal(),
        )
    }

    /// `env` reads a variable; `stdout_tty` and `stderr_tty` say which
    /// streams are terminals.
    pub fn new(
        color: ColorChoice,
        env: &dyn Fn(&str) -> Option<OsString>,
        stdout_tty: bool,
        stderr_tty: bool,
    ) -> Terminal {
        Terminal {
            color,
            stdout_tty,
            stderr_tty,
            no_color: env("NO_COLOR").is_some_and(|v| !v.is_empty()),
            dumb: env("TERM").is_some_and(|t| t == "dumb"),
        }
    }

    /// Whether what is written to `stream` is coloured.
    pub fn colors(&self, stream: Stream) -> bool {
        match self.color {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => self.is_tty(stream) && !self.no_color && !self.dumb,
        }
    }

    /// Whether a `--watch` command clears the screen before each sample
    /// (stdout is a terminal that can), rather than a blank line between.
    pub fn redraws(&self) -> bool {
        self.stdout_tty && !self.dumb
    }

    /// Whether progress bars, which redraw their line, may be drawn on
    /// stderr.
    pub fn draws_progress(&self) -> bool {
        self.stderr_tty && !self.dumb
    }

    fn is_tty(&self, stream: Stream) -> bool {
        match stream {
            Stream::Stdout => self.stdout_tty,
            Stream::Stderr => self.stderr_tty,
        }
    }
}

/// The `--color` of a command line that clap could not parse (a usage
/// error is coloured as asked too): the last `--color WHEN` or
/// `--color=WHEN` before `--`; `auto` without one or with a word it does not
/// know.
pub fn color_in_args(args: &[OsString]) -> ColorChoice {
    use clap::ValueEnum;
    let mut choice = ColorChoice::Auto;
    let mut words = args.iter().skip(1).map(|a| a.to_str());
    while let Some(word) = words.next() {
        let value = match word {
            Some("--") => break,
            Some("--color") => words.next().flatten(),
            Some(w) => w.strip_prefix("--color="),
            None => None,
        };
        if let Some(c) = value.and_then(|v| ColorChoice::from_str(v, false).ok()) {
            choice = c;
        }
    }
    choice
}

#[cfg(test)]
mod tests {
    use super::*;

    fn term(color: ColorChoice, vars: &[(&str, &str)], tty: bool) -> Terminal {
        let vars: Vec<(String, OsString)> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), OsString::from(v)))
            .collect();
        Terminal::new(
            color,
            &|name| vars.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone()),
            tty,
            tty,
        )
    }

    #[test]
    fn auto_colours_a_terminal_unless_no_color_or_a_dumb_one() {
        use ColorChoice::*;
        let xterm = [("TERM", "xterm-256color")];
        assert!(term(Auto, &xterm, true).colors(Stream::Stdout));
        assert!(!term(Auto, &xterm, false).colors(Stream::Stdout));
        assert!(!term(Auto, &[("TERM", "xterm"), ("NO_COLOR", "1")], true).colors(Stream::Stderr));
        // An empty NO_COLOR is unset (no-color.org).
        assert!(term(Auto, &[("TERM", "xterm"), ("NO_COLOR", "")], true).colors(Stream::Stderr));
        let dumb = term(Auto, &[("TERM", "dumb")], true);
        assert!(!dumb.colors(Stream::Stdout));
        assert!(!dumb.redraws() && !dumb.draws_progress());
        // always and never win over everything.
        let both = [("TERM", "dumb"), ("NO_COLOR", "1")];
        assert!(term(Always, &both, false).colors(Stream::Stdout));
        assert!(!term(Never, &xterm, true).colors(Stream::Stdout));
        // Redrawing is not colour.
        assert!(!term(Always, &[("TERM", "dumb")], true).redraws());
        assert!(term(Never, &xterm, true).redraws());
        assert!(!Terminal::default().colors(Stream::Stdout));
    }

    #[test]
    fn a_usage_error_finds_the_color_it_was_given() {
        let args = |a: &[&str]| a.iter().map(OsString::from).collect::<Vec<_>>();
        assert_eq!(color_in_args(&args(&["poolctl", "x"])), ColorChoice::Auto);
        assert_eq!(
            color_in_args(&args(&["poolctl", "--color", "always", "x"])),
            ColorChoice::Always
        );
        assert_eq!(
            color_in_args(&args(&["poolctl", "lint", "--color=never", "--bad"])),
            ColorChoice::Never
        );
        assert_eq!(
            color_in_args(&args(&["poolctl", "lint", "--", "--color=never"])),
            ColorChoice::Auto
        );
        assert_eq!(
            color_in_args(&args(&["poolctl", "--color", "purple"])),
            ColorChoice::Auto
        );
    }
}
