//! Every setting poolctl reads, defined once: its flag, its `poolctl.toml`
//! key, its environment variable, what it takes (type, bounds, unit), its
//! default and its doc, in the way ripgrep's `flags/defs.rs` defines its
//! flags.
//!
//! The definitions feed everything else: clap builds the flags from them
//! ([`super::Flags`], which `crate::cli` flattens into its commands), the
//! checks of `poolctl.toml` take each key's type and bounds from them (an
//! unknown key, a value of the wrong type, a value out of range), the
//! messages that name a setting name its flag, variable and key through
//! them, and the configuration reference (`docs/configuration.md`) is
//! rendered from them ([`super::reference`]).
//!
//! The settings are grouped by where they are given: [`global_flags`] (the
//! flags every command takes, with their `[timeouts]` and `[tls]` keys),
//! [`file_keys`] (the keys of `poolctl.toml` that have no flag:
//! `[pods.NAME]`, `[pool]`, `[ledger]`, `[tables]`, `[lint]`) and
//! [`replenish_keys`] (`[replenish]`, each key also a flag of `poolctl
//! replenish` and a `POOLCTL_REPLENISH_<KEY>` variable) and [`redis_keys`]
//! (`[redis]`: the Redis URL, also `--redis-url` and `POOLCTL_REDIS_URL`) and
//! [`shadow_keys`] (`[shadow]`: the legacy store's key layout). What a definition
//! takes is its kind ([`kinds`]).
//!
//! This module reads nothing: no flag, variable or file (the layers of
//! [`super::layers`] do), and imports neither the command line nor a
//! command.

pub mod file_keys;
pub mod global_flags;
pub mod kinds;
pub mod redis_keys;
pub mod replenish_keys;
pub mod shadow_keys;

use kinds::Kind;
use std::fmt::Write as _;
use toml::de::DeValue;

/// What every setting has, whatever it takes. Built with the `const`
/// builders below, e.g. `Def::new("stop_timeout", "...").flag("stop-timeout")`.
#[derive(Debug, Clone, Copy)]
pub struct Def {
    /// clap's id for the flag (the flag's name with `_`), and the
    /// setting's name in the reference.
    pub id: &'static str,
    /// The long flag, without `--`.
    pub flag: Option<&'static str>,
    /// The short flag (`-q`), besides the long one.
    pub short: Option<char>,
    /// The id of a flag this one cannot be given with.
    pub conflicts_with: Option<&'static str>,
    /// The environment variable that stands in for the flag (or, without
    /// a flag, for the key).
    pub env: Option<&'static str>,
    /// The dotted path of the key in `poolctl.toml` (`replenish.workers`);
    /// `NAME` stands for any one table name (`pods.NAME.url`), `RULE` for a
    /// rule's name.
    pub key: Option<&'static str>,
    /// What the setting is, in a sentence (no trailing period): the
    /// reference's text, and `--help`'s through `{doc}`.
    pub doc: &'static str,
    /// The flag's `--help` text, a template: `{doc}`, `{default}`, `{min}`,
    /// `{max}`, `{bounds}` and `{key}` (`[replenish] workers`) are filled in
    /// from the definition, so the numbers a help text quotes are the ones
    /// the checks use. `None`: `{doc}` alone.
    pub help: Option<&'static str>,
    /// The placeholder of the flag's value in `--help` (`SECS`).
    pub value_name: Option<&'static str>,
    /// The `--help` section the flag is listed in (`Pods`).
    pub heading: Option<&'static str>,
    /// The value may be a secret (a URL with a password, a file a password
    /// was pasted into): no message or snippet of poolctl.toml shows it.
    pub secret: bool,
    /// `--help` shows the variable's name without its value.
    pub hide_env_value: bool,
    /// A global flag: given before or after the command.
    pub global: bool,
}

impl Def {
    /// A setting called `id`, described by `doc`; nothing else set.
    pub const fn new(id: &'static str, doc: &'static str) -> Def {
        Def {
            id,
            flag: None,
            short: None,
            conflicts_with: None,
            env: None,
            key: None,
            doc,
            help: None,
            value_name: None,
            heading: None,
            secret: false,
            hide_env_value: false,
            global: false,
        }
    }

    pub const fn flag(self, flag: &'static str) -> Def {
        Def {
            flag: Some(flag),
            ..self
        }
    }

    /// A global flag (given before or after the command).
    pub const fn global_flag(self, flag: &'static str) -> Def {
        Def {
            flag: Some(flag),
            global: true,
            ..self
        }
    }

    /// `-c` besides the long flag.
    pub const fn short(self, c: char) -> Def {
        Def {
            short: Some(c),
            ..self
        }
    }

    /// Refused together with the flag whose id is `id`.
    pub const fn conflicts_with(self, id: &'static str) -> Def {
        Def {
            conflicts_with: Some(id),
            ..self
        }
    }

    pub const fn env(self, var: &'static str) -> Def {
        Def {
            env: Some(var),
            ..self
        }
    }

    pub const fn key(self, key: &'static str) -> Def {
        Def {
            key: Some(key),
            ..self
        }
    }

    pub const fn help(self, template: &'static str) -> Def {
        Def {
            help: Some(template),
            ..self
        }
    }

    pub const fn value_name(self, name: &'static str) -> Def {
        Def {
            value_name: Some(name),
            ..self
        }
    }

    pub const fn heading(self, heading: &'static str) -> Def {
        Def {
            heading: Some(heading),
            ..self
        }
    }

    pub const fn secret(self) -> Def {
        Def {
            secret: true,
            ..self
        }
    }

    pub const fn hide_env_value(self) -> Def {
        Def {
            hide_env_value: true,
            ..self
        }
    }

    /// `--stop-timeout`.
    pub fn flag_name(&self) -> Option<String> {
        self.flag.map(|f| format!("--{f}"))
    }

    /// The key as `--help` and messages name a key of a table:
    /// `[replenish] stop_timeout`, `[pods.NAME] url`; a top-level key or
    /// table as itself.
    pub fn key_in_table(&self) -> Option<String> {
        let key = self.key?;
        Some(match key.rsplit_once('.') {
            Some((table, name)) => format!("[{table}] {name}"),
            None => format!("[{key}]"),
        })
    }

    /// The flag and its variable, as messages about a value given either
    /// way name them: `--config / POOLCTL_CONFIG`.
    pub fn flag_or_var(&self) -> String {
        match (self.flag_name(), self.env) {
            (Some(flag), Some(var)) => format!("{flag} / {var}"),
            (Some(flag), None) => flag,
            (None, Some(var)) => var.to_string(),
            (None, None) => self.id.to_string(),
        }
    }

    /// Every place the setting is given, highest first, as messages name
    /// them: `--stop-timeout, POOLCTL_REPLENISH_STOP_TIMEOUT or [replenish]
    /// stop_timeout`.
    pub fn places(&self) -> String {
        let places: Vec<String> = [self.flag_name(), self.env.map(String::from)]
            .into_iter()
            .chain([self.key_in_table()])
            .flatten()
            .collect();
        match places.as_slice() {
            [] => self.id.to_string(),
            [one] => one.clone(),
            [init @ .., last] => format!("{} or {last}", init.join(", ")),
        }
    }
}

/// A setting: its [`Def`] and its kind, which says what it takes and how a
/// flag, a variable or a key of poolctl.toml is read into a `K::Value`.
#[derive(Debug)]
pub struct Setting<K: Kind> {
    pub def: Def,
    pub kind: K,
}

/// What every setting offers whatever its kind: the object-safe face of
/// [`Setting`], for lists of settings of mixed kinds.
pub trait AnySetting: Send + Sync {
    fn def(&self) -> &Def;
    /// The clap argument of its flag (and variable).
    fn arg(&'static self) -> clap::Arg;
    /// What a value of poolctl.toml must be, for a value of the wrong type:
    /// "a whole number of seconds from 1 to 300".
    fn accepted(&self) -> String;
    /// Whether a value of this TOML type (and size) can be read at all; its
    /// bounds are [`AnySetting::check`]'s.
    fn takes(&self, value: &DeValue<'_>) -> bool;
    /// A value of poolctl.toml against the bounds: the problem, told after
    /// the key's dotted path (`= 0 is out of range: give 1 to 300 seconds`).
    fn check(&self, value: &DeValue<'_>) -> Result<(), kinds::Problem>;
    /// How a key of a `[timeouts]`/`[replenish]` table is stored when read.
    fn stored(&self) -> kinds::Stored;
    /// The bounds, for the reference and `{bounds}`: `1 to 300`.
    fn bounds(&self) -> Option<String>;
    /// The smallest and the largest value, for `{min}` and `{max}`.
    fn limits(&self) -> Option<(String, String)>;
    /// The default, as a flag or key would spell it.
    fn default_text(&self) -> Option<String>;
    /// What it counts (`seconds`), for the reference.
    fn unit(&self) -> Option<&'static str>;
    /// Its type in a word, for the reference: "whole number", "list of strings".
    fn type_name(&self) -> &'static str;
}

impl<K: Kind> AnySetting for Setting<K> {
    fn def(&self) -> &Def {
        &self.def
    }

    fn arg(&'static self) -> clap::Arg {
        let d = &self.def;
        let mut arg = clap::Arg::new(d.id)
            .long(d.flag.unwrap_or(d.id))
            .value_parser(self.kind.value_parser())
            .action(self.kind.action())
            .global(d.global)
            .help(help_text(self));
        if let Some(var) = d.env {
            arg = arg.env(var).hide_env_values(d.hide_env_value);
        }
        if let Some(c) = d.short {
            arg = arg.short(c);
        }
        if let Some(other) = d.conflicts_with {
            arg = arg.conflicts_with(other);
        }
        if let Some(name) = d.value_name {
            arg = arg.value_name(name);
        }
        if let Some(heading) = d.heading {
            arg = arg.help_heading(heading);
        }
        // clap knows the default only when nothing sits between the command
        // line and the default: a key of poolctl.toml does (its value beats
        // the default, and the help text names both).
        if d.key.is_none()
            && matches!(self.kind.action(), clap::ArgAction::Set)
            && let Some(default) = self.default_text()
        {
            arg = arg.default_value(default);
        }
        arg
    }

    fn accepted(&self) -> String {
        self.kind.accepted()
    }

    fn takes(&self, value: &DeValue<'_>) -> bool {
        self.kind.takes(value)
    }

    fn check(&self, value: &DeValue<'_>) -> Result<(), kinds::Problem> {
        self.kind.check(value)
    }

    fn stored(&self) -> kinds::Stored {
        self.kind.stored()
    }

    fn bounds(&self) -> Option<String> {
        self.kind.bounds()
    }

    fn limits(&self) -> Option<(String, String)> {
        self.kind.limits()
    }

    fn default_text(&self) -> Option<String> {
        self.kind.default_text()
    }

    fn unit(&self) -> Option<&'static str> {
        self.kind.unit()
    }

    fn type_name(&self) -> &'static str {
        self.kind.type_name()
    }
}

/// The flag's `--help` text: its template with the placeholders filled in.
pub fn help_text(s: &dyn AnySetting) -> String {
    let d = s.def();
    let template = d.help.unwrap_or("{doc}");
    let mut out = String::with_capacity(template.len() + 40);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let Some(close) = rest[open..].find('}') else {
            break;
        };
        let name = &rest[open + 1..open + close];
        let value = match name {
            "doc" => Some(d.doc.to_string()),
            "default" => s.default_text(),
            "bounds" => s.bounds(),
            "min" => s.limits().map(|(min, _)| min),
            "max" => s.limits().map(|(_, max)| max),
            "key" => d.key_in_table(),
            _ => None,
        };
        match value {
            Some(v) => out.push_str(&v),
            None => out.push_str(&rest[open..=open + close]),
        }
        rest = &rest[open + close + 1..];
    }
    out.push_str(rest);
    out
}

/// The settings of one group of flags (the global ones, `poolctl
/// replenish`'s), in the order `--help` lists them.
pub trait FlagGroup: Send + Sync + 'static {
    const SETTINGS: &'static [&'static dyn AnySetting];
}

/// The global flags.
#[derive(Debug, Clone, Copy)]
pub struct Global;

impl FlagGroup for Global {
    const SETTINGS: &'static [&'static dyn AnySetting] = global_flags::ALL;
}

/// `poolctl replenish`'s settings: its flags (those of them that have
/// one), and the `[replenish]` table.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Replenish;

impl FlagGroup for Replenish {
    const SETTINGS: &'static [&'static dyn AnySetting] = replenish_keys::ALL;
}

/// The Redis flags (`--redis-url`) of the commands that talk to Redis,
/// and the `[redis]` table.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Redis;

impl FlagGroup for Redis {
    const SETTINGS: &'static [&'static dyn AnySetting] = redis_keys::ALL;
}

/// The `[shadow]` table (keys only: `shadow_keys`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Shadow;

/// The `[timeouts]` table (its keys are global flags' keys).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Timeouts;

/// Every definition, in the order the reference lists them and the checks
/// of poolctl.toml run.
pub fn all() -> impl Iterator<Item = &'static dyn AnySetting> {
    global_flags::ALL
        .iter()
        .chain(file_keys::ALL)
        .chain(replenish_keys::ALL)
        .chain(redis_keys::ALL)
        .chain(shadow_keys::ALL)
        .copied()
}

/// The definition of the key at the dotted `path` of poolctl.toml
/// (`pods.eu1.tls.mode` finds `tls.mode`, whose keys a pod's `tls` table
/// takes too).
pub fn find(path: &str) -> Option<&'static dyn AnySetting> {
    let segments: Vec<&str> = path.split('.').collect();
    let segments: Vec<&str> = match segments.as_slice() {
        ["pods", _, "tls", rest @ ..] if !rest.is_empty() => {
            std::iter::once("tls").chain(rest.iter().copied()).collect()
        }
        _ => segments,
    };
    all().find(|s| s.def().key.is_some_and(|key| matches(key, &segments)))
}

/// Whether the key pattern `key` (`pods.NAME.url`) names the path
/// `segments`.
fn matches(key: &str, segments: &[&str]) -> bool {
    let mut pattern = key.split('.');
    let mut path = segments.iter();
    loop {
        match (pattern.next(), path.next()) {
            (None, None) => return true,
            (Some("NAME" | "RULE"), Some(_)) => {}
            (Some(p), Some(s)) if p == *s => {}
            _ => return false,
        }
    }
}

/// The keys a table of poolctl.toml takes (`pool` -> `cap`,
/// `hold_ttl_seconds`), in definition order.
pub fn keys_of(table: &str) -> Vec<&'static str> {
    let depth = table.split('.').count();
    all()
        .filter_map(|s| {
            let key = s.def().key?;
            let (parent, name) = key.rsplit_once('.')?;
            (parent == table && key.split('.').count() == depth + 1).then_some(name)
        })
        .collect()
}

/// serde's message for a key a table does not take (`unknown field `pw`,
/// expected one of `url`, ...`), for the tables whose keys the definitions
/// list rather than a struct.
pub fn unknown_key(key: &str, expected: &[&str]) -> String {
    let mut out = format!("unknown field `{key}`, ");
    match expected {
        [] => out.push_str("there are no fields"),
        [one] => {
            let _ = write!(out, "expected `{one}`");
        }
        [a, b] => {
            let _ = write!(out, "expected `{a}` or `{b}`");
        }
        all => {
            out.push_str("expected one of ");
            for (i, k) in all.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                let _ = write!(out, "`{k}`");
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_definition_is_consistent() {
        let mut ids = std::collections::BTreeSet::new();
        let mut keys = std::collections::BTreeSet::new();
        for s in all() {
            let d = s.def();
            assert!(ids.insert((d.id, d.flag)), "{} defined twice", d.id);
            if let Some(k) = d.key {
                assert!(keys.insert(k), "{k} defined twice");
            }
            assert!(!d.doc.ends_with('.'), "{}: doc ends with a period", d.id);
            let help = help_text(s);
            assert!(
                !help.contains('{'),
                "{}: unfilled placeholder: {help}",
                d.id
            );
            if d.flag.is_some() && d.key.is_some() && s.default_text().is_some() {
                // A key between the flag and the default: the help says both.
                let template = d.help.unwrap_or_default();
                assert!(
                    template.contains("{default}") && template.contains("{key}"),
                    "{}: {template}",
                    d.id
                );
            }
            let numeric = matches!(s.type_name(), "whole number" | "number");
            if d.flag.is_some() && numeric && s.bounds().is_some() && d.key.is_some() {
                let template = d.help.unwrap_or_default();
                assert!(
                    ["{bounds}", "{max}"].iter().any(|p| template.contains(p)),
                    "{}: the help text does not say the bounds: {template}",
                    d.id
                );
            }
        }
    }

    /// A malformed variable is told without its value where the setting
    /// may hold a secret: such a setting's flag takes any text, so clap
    /// never quotes one back.
    #[test]
    fn a_secret_setting_takes_any_text() {
        for s in all().filter(|s| s.def().secret && s.def().flag.is_some()) {
            let arg = s.arg();
            let parsed = clap::Command::new("t").arg(arg).try_get_matches_from([
                "t",
                &format!("--{}", s.def().flag.unwrap()),
                "a;b c@d",
            ]);
            assert!(parsed.is_ok(), "{}", s.def().id);
        }
    }

    #[test]
    fn replenish_variables_follow_their_keys() {
        for s in replenish_keys::ALL {
            let d = s.def();
            let key = d.key.and_then(|k| k.strip_prefix("replenish.")).unwrap();
            assert_eq!(
                d.env,
                Some(format!("POOLCTL_REPLENISH_{}", key.to_uppercase()).as_str()),
                "{}",
                d.id
            );
        }
    }

    #[test]
    fn keys_are_found_by_their_paths() {
        assert_eq!(find("replenish.workers").unwrap().def().id, "workers");
        assert_eq!(find("pods.eu 1.url").unwrap().def().id, "pod_url");
        assert_eq!(find("pods.a.tls.mode").unwrap().def().id, "tls_mode");
        assert_eq!(find("lint.severity.PL001").unwrap().def().id, "severity_of");
        assert!(find("pods.a.pw").is_none());
        assert!(find("replenish.workers.x").is_none());
        assert_eq!(keys_of("pool"), ["cap", "hold_ttl_seconds"]);
    }

    #[test]
    fn places_and_unknown_keys_read_as_serde_and_the_messages_say() {
        assert_eq!(
            replenish_keys::SWEEP_INTERVAL.def.places(),
            "--sweep-interval, POOLCTL_REPLENISH_SWEEP_INTERVAL or [replenish] sweep_interval"
        );
        assert_eq!(
            global_flags::READ_TIMEOUT.def.places(),
            "--read-timeout, POOLCTL_READ_TIMEOUT or [timeouts] read_seconds"
        );
        assert_eq!(
            unknown_key("x", &["a", "b", "c"]),
            "unknown field `x`, expected one of `a`, `b`, `c`"
        );
        assert_eq!(
            unknown_key("x", &["a", "b"]),
            "unknown field `x`, expected `a` or `b`"
        );
    }
}
