//! What poolctl says on stderr, and how much: every message has a [`Level`],
//! and the level in force (`-q`, `-v`, `-vv`, `POOLCTL_LOG`) decides which
//! are written. This is the one place that decides: a command writes each
//! message to [`Messages::at`] its level (or [`Messages::warn`],
//! [`Messages::note`], ...), the replenisher's log lines ask
//! [`Level::allows`] with the level of their event, and the seam's
//! connections and retries, which no command's stderr reaches, write through
//! [`debug`] under the level the process runs at ([`set_process_level`]).
//!
//! Results on stdout never go through here: `-q` leaves them as they are.
//! The level is a filter of its own, apart from how a line is laid out, so
//! that a line format (text, JSON, logfmt) can be chosen beside it.
//!
//! Owns no terminal: colours and redraws are `crate::render::terminal`'s.

use std::fmt;
use std::io::{self, Write};
use std::sync::atomic::{AtomicU8, Ordering};

/// How much a message matters, most important first; the level in force
/// lets through the messages at it and above.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, clap::ValueEnum)]
pub enum Level {
    /// What went wrong (always said, even with `-q`).
    Error,
    /// What may be wrong and the run goes on past.
    Warn,
    /// Notes, progress bars and the replenisher's lines: the default.
    Info,
    /// What a user debugging a run wants (`-v`): where each setting came
    /// from, the config file read, each server, its version and connection
    /// id, each retry.
    Debug,
    /// Everything (`-vv`): the settings left at their defaults, the
    /// replenisher's events that are otherwise only counted.
    Trace,
}

impl Level {
    /// The level without `-q`, `-v` or `POOLCTL_LOG`.
    pub const DEFAULT: Level = Level::Info;

    /// The level the command line asks for: `-q` errors only, each `-v` one
    /// level more than `base` (at least the default); `base` without either.
    pub fn from_flags(quiet: bool, verbose: u8, base: Level) -> Level {
        if quiet {
            return Level::Error;
        }
        match verbose {
            0 => base,
            1 => base.max(Level::Debug),
            _ => Level::Trace,
        }
    }

    /// Whether a message at `message` is said at this level.
    pub fn allows(self, message: Level) -> bool {
        message <= self
    }

    /// The word `POOLCTL_LOG` takes and a line may carry.
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Error => "error",
            Level::Warn => "warn",
            Level::Info => "info",
            Level::Debug => "debug",
            Level::Trace => "trace",
        }
    }

    fn from_u8(v: u8) -> Level {
        match v {
            0 => Level::Error,
            1 => Level::Warn,
            2 => Level::Info,
            3 => Level::Debug,
            _ => Level::Trace,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A command's stderr: each message is written at its level, and only the
/// ones the level in force allows reach the writer.
pub struct Messages<'a> {
    out: &'a mut dyn Write,
    level: Level,
    dropped: io::Sink,
}

impl<'a> Messages<'a> {
    pub fn new(out: &'a mut dyn Write, level: Level) -> Messages<'a> {
        Messages {
            out,
            level,
            dropped: io::sink(),
        }
    }

    /// The level in force.
    pub fn level(&self) -> Level {
        self.level
    }

    pub fn set_level(&mut self, level: Level) {
        self.level = level;
    }

    /// Whether a message at `level` is said.
    pub fn allows(&self, level: Level) -> bool {
        self.level.allows(level)
    }

    /// Where a message at `level` goes: stderr, or nowhere.
    pub fn at(&mut self, level: Level) -> &mut dyn Write {
        if self.level.allows(level) {
            &mut *self.out
        } else {
            &mut self.dropped
        }
    }

    /// An error (`poolctl: error: ...`), always said.
    pub fn error(&mut self) -> &mut dyn Write {
        self.at(Level::Error)
    }

    /// A warning (`poolctl: warning: ...`).
    pub fn warn(&mut self) -> &mut dyn Write {
        self.at(Level::Warn)
    }

    /// A note (`poolctl: note: ...`) or a line saying what was done.
    pub fn note(&mut self) -> &mut dyn Write {
        self.at(Level::Info)
    }

    /// A line for `-v`, prefixed `poolctl: debug: `.
    pub fn debug(&mut self, args: fmt::Arguments<'_>) -> io::Result<()> {
        let out = self.at(Level::Debug);
        writeln!(out, "poolctl: debug: {args}")
    }

    /// A line for `-vv`, prefixed `poolctl: trace: `.
    pub fn trace(&mut self, args: fmt::Arguments<'_>) -> io::Result<()> {
        let out = self.at(Level::Trace);
        writeln!(out, "poolctl: trace: {args}")
    }

    /// Lines that went through a level already where they were written (a
    /// pod's own messages, captured and passed on with its name).
    pub fn passed_on(&mut self) -> &mut dyn Write {
        &mut *self.out
    }
}

/// The level of the process, for the messages of code that has no
/// command's stderr at hand (the seam). Set once, before the command runs.
static PROCESS_LEVEL: AtomicU8 = AtomicU8::new(Level::DEFAULT as u8);

pub fn set_process_level(level: Level) {
    PROCESS_LEVEL.store(level as u8, Ordering::Relaxed);
}

pub fn process_level() -> Level {
    Level::from_u8(PROCESS_LEVEL.load(Ordering::Relaxed))
}

/// A `-v` line on the process's stderr, from code that has no command's
/// stderr at hand: a connection made, a transaction retried. One write per
/// line, so lines of several threads do not mix.
pub fn debug(args: fmt::Arguments<'_>) {
    if process_level().allows(Level::Debug) {
        let line = format!("poolctl: debug: {args}\n");
        // A closed stderr must not fail the work it describes.
        let _ = io::stderr().write_all(line.as_bytes());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_flags_pick_the_level() {
        assert_eq!(Level::from_flags(false, 0, Level::DEFAULT), Level::Info);
        assert_eq!(Level::from_flags(true, 0, Level::DEFAULT), Level::Error);
        assert_eq!(Level::from_flags(false, 1, Level::DEFAULT), Level::Debug);
        assert_eq!(Level::from_flags(false, 2, Level::DEFAULT), Level::Trace);
        assert_eq!(Level::from_flags(false, 5, Level::Warn), Level::Trace);
        // POOLCTL_LOG sets the base; -v adds to it, -q overrides it.
        assert_eq!(Level::from_flags(false, 0, Level::Warn), Level::Warn);
        assert_eq!(Level::from_flags(false, 1, Level::Trace), Level::Trace);
        assert_eq!(Level::from_flags(true, 0, Level::Trace), Level::Error);
        for (v, l) in [(0, Level::Error), (2, Level::Info), (4, Level::Trace)] {
            assert_eq!(Level::from_u8(v), l);
        }
    }

    #[test]
    fn a_message_below_the_level_is_dropped() {
        let mut buf = Vec::new();
        let mut m = Messages::new(&mut buf, Level::Warn);
        writeln!(m.error(), "e").unwrap();
        writeln!(m.warn(), "w").unwrap();
        writeln!(m.note(), "n").unwrap();
        m.debug(format_args!("d")).unwrap();
        m.set_level(Level::Trace);
        m.debug(format_args!("d {}", 1)).unwrap();
        m.trace(format_args!("t")).unwrap();
        assert_eq!(
            String::from_utf8(buf).unwrap(),
            "e\nw\npoolctl: debug: d 1\npoolctl: trace: t\n"
        );
    }
}
