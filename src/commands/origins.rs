//! What `-v` tells before a command runs: the config file read (or that
//! there is none), and where each global setting came from: the command
//! line, its variable, `[timeouts]` of the config file; `-vv` adds those
//! left at their defaults. A value that may be a secret is never shown.

use super::Io;
use crate::cli::GlobalArgs;
use crate::config::defs::global_flags::{self, DEFAULT_CONFIG_FILE};
use crate::config::defs::kinds::Kind;
use crate::config::defs::{AnySetting, Setting};
use crate::config::{Origin, Settings};
use crate::messages::Level;

/// Where a value came from, in words.
fn from(origin: Origin, var: Option<&str>, settings: &Settings, key: Option<String>) -> String {
    match origin {
        Origin::Flag => "from the command line".into(),
        Origin::Env => format!("from {}", var.unwrap_or("its variable")),
        Origin::File => format!(
            "from {} in {}",
            key.unwrap_or_default(),
            settings
                .path
                .as_deref()
                .map_or("poolctl.toml".into(), |p| p.display().to_string())
        ),
        Origin::Default => "default".into(),
    }
}

/// The config file and the global settings, at `-v` (and their defaults
/// at `-vv`).
pub(super) fn tell(g: &GlobalArgs, settings: &Settings, io: &mut Io<'_>) -> std::io::Result<()> {
    if !io.err.allows(Level::Debug) {
        return Ok(());
    }
    let config = &global_flags::CONFIG;
    match (&settings.path, g.given(config)) {
        (Some(path), Some(r)) => io.err.debug(format_args!(
            "config file {} read ({} {})",
            path.display(),
            config.def.flag_or_var(),
            from(r.origin, config.def.env, settings, None)
        ))?,
        (Some(path), None) => io.err.debug(format_args!(
            "config file {} read (./{DEFAULT_CONFIG_FILE}, found in the current folder)",
            path.display()
        ))?,
        (None, _) => io.err.debug(format_args!(
            "no config file: ./{DEFAULT_CONFIG_FILE} does not exist (give one with {})",
            config.def.flag_or_var()
        ))?,
    }
    let defaults = io.err.allows(Level::Trace);
    for given in g.sources(defaults) {
        let d = given.def;
        let flag = d.flag_name().unwrap_or_default();
        let value = given
            .text
            .unwrap_or_else(|| "(not shown: it may hold a secret)".into());
        let line = format!(
            "{flag} {value} ({})",
            from(given.origin, d.env, settings, None)
        );
        match given.origin {
            Origin::Default => io.err.trace(format_args!("{line}"))?,
            _ => io.err.debug(format_args!("{line}"))?,
        }
    }
    // The timeouts clap does not default: [timeouts] comes first.
    for s in [&global_flags::CONNECT_TIMEOUT, &global_flags::READ_TIMEOUT] {
        if g.given(s).is_none() {
            timeout(s, settings, io)?;
        }
    }
    Ok(())
}

/// A `[timeouts]` key's value, or its default at `-vv`.
fn timeout(
    s: &'static Setting<crate::config::defs::kinds::Whole>,
    settings: &Settings,
    io: &mut Io<'_>,
) -> std::io::Result<()> {
    let d = &s.def;
    let flag = d.flag_name().unwrap_or_default();
    match settings.file.timeouts.get(s) {
        Some(v) => io.err.debug(format_args!(
            "{flag} {v} ({})",
            from(Origin::File, d.env, settings, d.key_in_table())
        )),
        None => io.err.trace(format_args!(
            "{flag} {} (default)",
            s.kind
                .default_value()
                .map_or_else(|| s.default_text().unwrap_or_default(), |v| v.to_string())
        )),
    }
}
