//! Where a setting's value comes from: the command line, else its
//! environment variable, else its key in poolctl.toml, else its default.
//!
//! The first two are clap's: [`Flags`] builds a group of flags from their
//! definitions and keeps what clap read, with clap's `ValueSource` (command
//! line, environment, default). The file's tables whose keys are flags
//! too (`[timeouts]`, `[replenish]`) are read through the same definitions
//! into a [`Section`]. [`Layers::get`] puts them in that order and says
//! which one gave the value ([`Origin`]), for the messages that name it.

use super::defs::kinds::{Kind, Stored};
use super::defs::{AnySetting, FlagGroup, Setting, unknown_key};
use super::error::ConfigError;
use clap::parser::ValueSource;
use serde::de::{self, DeserializeSeed, MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::collections::BTreeMap;
use std::fmt;
use std::marker::PhantomData;
use std::path::Path;

/// Which layer a value came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Origin {
    /// The flag, on the command line.
    Flag,
    /// The flag's environment variable.
    Env,
    /// The key in poolctl.toml.
    File,
    /// The definition's default.
    #[default]
    Default,
}

/// A setting's value and the layer it came from.
#[derive(Debug, Clone, PartialEq)]
pub struct Resolved<T> {
    pub value: T,
    pub origin: Origin,
}

/// A group of flags built from their definitions, and what clap read for
/// them (the values and their `ValueSource`). `crate::cli` flattens one into
/// each command that takes the group.
#[derive(Clone)]
pub struct Flags<G> {
    matches: clap::ArgMatches,
    group: PhantomData<G>,
}

impl<G> fmt::Debug for Flags<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Flags")
            .field("matches", &self.matches)
            .finish()
    }
}

impl<G: FlagGroup> Flags<G> {
    /// The value given on the command line or in the environment, and
    /// which; `None` when neither gave one (clap's default is not a value
    /// given: poolctl.toml comes before it).
    pub fn given<K: Kind>(&self, s: &Setting<K>) -> Option<Resolved<K::Value>> {
        // A setting without a flag has no argument to ask clap about.
        s.def.flag?;
        let origin = match self.matches.value_source(s.def.id)? {
            ValueSource::CommandLine => Origin::Flag,
            ValueSource::EnvVariable => Origin::Env,
            _ => return None,
        };
        let value = s.kind.read_matches(&self.matches, s.def.id)?;
        Some(Resolved { value, origin })
    }

    /// The value of a flag no key of poolctl.toml sets: given, else its
    /// default; `None` for a flag without a default that was not given.
    pub fn value<K: Kind>(&self, s: &Setting<K>) -> Option<K::Value> {
        s.def
            .flag
            .and_then(|_| s.kind.read_matches(&self.matches, s.def.id))
            .or_else(|| s.kind.default_value())
    }
}

/// What `-v` says of one flag: its definition, the text it was given (the
/// values as typed; `None` for a value that may be a secret) and where it
/// came from.
#[derive(Debug, Clone)]
pub struct Given {
    pub def: &'static super::defs::Def,
    pub text: Option<String>,
    pub origin: Origin,
}

impl<G: FlagGroup> Flags<G> {
    /// Each flag of the group given on the command line or in its
    /// variable, in `--help`'s order; with `defaults`, also each one left at
    /// a default clap knows.
    pub fn sources(&self, defaults: bool) -> Vec<Given> {
        G::SETTINGS
            .iter()
            .filter_map(|s| {
                let def = s.def();
                def.flag?;
                let origin = match self.matches.value_source(def.id) {
                    Some(ValueSource::CommandLine) => Origin::Flag,
                    Some(ValueSource::EnvVariable) => Origin::Env,
                    Some(ValueSource::DefaultValue) if defaults => Origin::Default,
                    _ => return None,
                };
                let raw: Vec<String> = self
                    .matches
                    .get_raw(def.id)
                    .into_iter()
                    .flatten()
                    .map(|v| v.to_string_lossy().into_owned())
                    .collect();
                let text = if def.secret {
                    None
                } else if raw.is_empty() {
                    // A count (`-vv`) keeps no text: its number of times.
                    self.matches
                        .try_get_one::<u8>(def.id)
                        .ok()
                        .flatten()
                        .map(|n| n.to_string())
                } else {
                    Some(raw.join(", "))
                };
                Some(Given { def, text, origin })
            })
            .collect()
    }
}

impl<G: FlagGroup> clap::FromArgMatches for Flags<G> {
    fn from_arg_matches(matches: &clap::ArgMatches) -> Result<Self, clap::Error> {
        Ok(Flags {
            matches: matches.clone(),
            group: PhantomData,
        })
    }

    fn update_from_arg_matches(&mut self, matches: &clap::ArgMatches) -> Result<(), clap::Error> {
        self.matches = matches.clone();
        Ok(())
    }
}

impl<G: FlagGroup> clap::Args for Flags<G> {
    fn augment_args(cmd: clap::Command) -> clap::Command {
        G::SETTINGS
            .iter()
            .filter(|s| s.def().flag.is_some())
            .fold(cmd, |cmd, s| cmd.arg(s.arg()))
    }

    fn augment_args_for_update(cmd: clap::Command) -> clap::Command {
        Self::augment_args(cmd)
    }
}

/// A table of poolctl.toml whose keys are read through their definitions
/// (`[timeouts]`, `[replenish]`): every key checked against its definition
/// as the file is read (an unknown key, a value of the wrong type), then
/// kept as read.
#[derive(Clone, PartialEq)]
pub struct Section<T> {
    values: BTreeMap<String, toml::Value>,
    table: PhantomData<T>,
}

/// The tables read as a [`Section`].
pub trait SectionTable: Send + Sync + 'static {
    /// The table's name in poolctl.toml.
    const NAME: &'static str;
}

impl SectionTable for super::defs::Timeouts {
    const NAME: &'static str = "timeouts";
}

impl SectionTable for super::defs::Replenish {
    const NAME: &'static str = "replenish";
}

impl SectionTable for super::defs::Redis {
    const NAME: &'static str = "redis";
}

impl SectionTable for super::defs::Shadow {
    const NAME: &'static str = "shadow";
}

impl<T> Default for Section<T> {
    fn default() -> Self {
        Section {
            values: BTreeMap::new(),
            table: PhantomData,
        }
    }
}

impl<T> fmt::Debug for Section<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.values.fmt(f)
    }
}

impl<T: SectionTable> Section<T> {
    /// The key's value, as its definition reads it; `None` when the file
    /// does not set it.
    pub fn get<K: Kind>(&self, s: &Setting<K>) -> Option<K::Value> {
        let name = s.def.key?.strip_prefix(T::NAME)?.strip_prefix('.')?;
        s.kind.read(self.values.get(name)?)
    }

    /// The section with `key` set to `value` (as poolctl.toml would hold it).
    pub fn with(mut self, key: &str, value: impl Into<toml::Value>) -> Self {
        self.values.insert(key.to_string(), value.into());
        self
    }

    /// The definitions of the table's keys.
    fn settings() -> impl Iterator<Item = &'static dyn AnySetting> {
        super::defs::all().filter(|s| {
            s.def()
                .key
                .and_then(|k| k.strip_prefix(T::NAME))
                .is_some_and(|rest| rest.starts_with('.') && !rest[1..].contains('.'))
        })
    }

    fn setting(key: &str) -> Option<&'static dyn AnySetting> {
        Self::settings().find(|s| {
            s.def()
                .key
                .and_then(|k| k.rsplit_once('.'))
                .is_some_and(|(_, name)| name == key)
        })
    }
}

impl<T> Serialize for Section<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.values.serialize(serializer)
    }
}

impl<'de, T: SectionTable> Deserialize<'de> for Section<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_map(SectionVisitor(PhantomData::<T>))
    }
}

struct SectionVisitor<T>(PhantomData<T>);

impl<'de, T: SectionTable> Visitor<'de> for SectionVisitor<T> {
    type Value = Section<T>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the [{}] table", T::NAME)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Section<T>, A::Error> {
        let mut section = Section::<T>::default();
        while let Some((name, setting)) = map.next_key_seed(KeySeed(PhantomData::<T>))? {
            let value = map.next_value_seed(ValueSeed(setting.stored()))?;
            section.values.insert(name, value);
        }
        Ok(section)
    }
}

/// A key of a [`Section`]: one its table defines.
struct KeySeed<T>(PhantomData<T>);

impl<'de, T: SectionTable> DeserializeSeed<'de> for KeySeed<T> {
    type Value = (String, &'static dyn AnySetting);

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        let name = String::deserialize(deserializer)?;
        match Section::<T>::setting(&name) {
            Some(s) => Ok((name, s)),
            None => {
                let expected: Vec<&str> = Section::<T>::settings()
                    .filter_map(|s| s.def().key?.rsplit_once('.').map(|(_, n)| n))
                    .collect();
                Err(de::Error::custom(unknown_key(&name, &expected)))
            }
        }
    }
}

/// A value of a [`Section`], read as its definition keeps it (so a value of
/// the wrong type fails here, with serde's message, at its key's path).
struct ValueSeed(Stored);

impl<'de> DeserializeSeed<'de> for ValueSeed {
    type Value = toml::Value;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        Ok(match self.0 {
            // Out-of-range values are the bounds check's to tell; one too
            // large for TOML's integers is kept at its largest.
            Stored::Whole => toml::Value::Integer(
                i64::try_from(u64::deserialize(deserializer)?).unwrap_or(i64::MAX),
            ),
            Stored::Number => toml::Value::Float(f64::deserialize(deserializer)?),
            Stored::Text => toml::Value::String(String::deserialize(deserializer)?),
        })
    }
}

/// The layers one command resolves its settings from: what clap read for
/// its group of flags, and the table of poolctl.toml with the same keys.
pub struct Layers<'a, G> {
    pub flags: &'a Flags<G>,
    pub section: &'a Section<G>,
    /// The config file that was read, if any (for messages naming a key).
    pub path: Option<&'a Path>,
    /// Reads an environment variable (of a setting that has no flag).
    pub env: &'a dyn Fn(&str) -> Option<String>,
}

impl<G: FlagGroup + SectionTable> Layers<'_, G> {
    /// The setting's value: its flag, else its variable, else its key in
    /// poolctl.toml, else its default; `None` when none of them has one.
    pub fn get<K: Kind>(&self, s: &Setting<K>) -> Result<Option<Resolved<K::Value>>, ConfigError> {
        if let Some(given) = self.flags.given(s) {
            return Ok(Some(given));
        }
        // A setting without a flag has no clap argument: its variable is
        // read here.
        if s.def.flag.is_none()
            && let Some(var) = s.def.env
            && let Some(text) = (self.env)(var)
        {
            let value = s.kind.parse(&text).map_err(|problem| ConfigError::Env {
                var,
                problem: if s.def.secret {
                    format!("it is not {}", s.kind.accepted())
                } else {
                    problem
                },
            })?;
            return Ok(Some(Resolved {
                value,
                origin: Origin::Env,
            }));
        }
        if let Some(value) = self.section.get(s) {
            return Ok(Some(Resolved {
                value,
                origin: Origin::File,
            }));
        }
        Ok(s.kind.default_value().map(|value| Resolved {
            value,
            origin: Origin::Default,
        }))
    }

    /// The value of a setting that has a default.
    pub fn value<K: Kind>(&self, s: &Setting<K>) -> Result<Resolved<K::Value>, ConfigError> {
        self.get(s)?
            .ok_or(ConfigError::NoDefault { setting: s.def.id })
    }
}
