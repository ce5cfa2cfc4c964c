//! What a setting takes: a whole number within bounds, a number of seconds,
//! a share, a listen address, a name that ends up in SQL, a path, a list,
//! one of a few words. A kind reads a flag's or variable's text and a value
//! of poolctl.toml, checks it against its bounds, and says what it takes in
//! the words messages, `--help` and the reference use.

use crate::config::names::{NameProblem, OWN_TABLE_PREFIX, check_name, name_problem};
use clap::builder::{RangedU64ValueParser, ValueParser};
use clap::{ArgAction, ArgMatches, ValueEnum};
use std::marker::PhantomData;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::time::Duration;
use toml::de::DeValue;

/// What is wrong with a value of poolctl.toml that has the right type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// Told after the key's dotted path: `= 0 is out of range: give 1 to 300`.
    Bounds(String),
    /// A name that cannot end up in SQL as it is.
    Name(NameProblem),
}

/// How a key of a table read through the definitions (`[timeouts]`,
/// `[replenish]`) is kept once read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stored {
    Whole,
    Number,
    Text,
}

/// What a setting takes, and how its value is read from a flag, a variable
/// or poolctl.toml.
pub trait Kind: Send + Sync + 'static {
    type Value: Clone + Send + Sync + 'static;

    /// A flag's or variable's text.
    fn parse(&self, text: &str) -> Result<Self::Value, String>;

    /// clap's parser of the flag's text.
    fn value_parser(&'static self) -> ValueParser {
        ValueParser::new(move |s: &str| self.parse(s))
    }

    fn action(&self) -> ArgAction {
        ArgAction::Set
    }

    /// The value clap read for the argument `id`.
    fn read_matches(&self, matches: &ArgMatches, id: &str) -> Option<Self::Value> {
        matches
            .try_get_one::<Self::Value>(id)
            .ok()
            .flatten()
            .cloned()
    }

    /// A value of a table read through the definitions, as [`Kind::stored`]
    /// kept it.
    fn read(&self, value: &toml::Value) -> Option<Self::Value>;

    fn stored(&self) -> Stored {
        Stored::Text
    }

    /// Whether a value of poolctl.toml is of a type (and size) this kind
    /// reads at all; a value it does not take is told what the key accepts.
    fn takes(&self, value: &DeValue<'_>) -> bool;

    /// A value it takes, against the bounds.
    fn check(&self, _value: &DeValue<'_>) -> Result<(), Problem> {
        Ok(())
    }

    /// What a value must be: "a whole number of seconds from 1 to 300".
    fn accepted(&self) -> String;

    /// The bounds in words: "1 to 300", "more than 0, at most 1".
    fn bounds(&self) -> Option<String> {
        None
    }

    /// The smallest and the largest value.
    fn limits(&self) -> Option<(String, String)> {
        None
    }

    fn default_value(&self) -> Option<Self::Value> {
        None
    }

    fn default_text(&self) -> Option<String> {
        None
    }

    fn unit(&self) -> Option<&'static str> {
        None
    }

    /// The type in a word or two, for the reference.
    fn type_name(&self) -> &'static str;
}

/// A TOML integer's value, whatever its radix.
fn integer(value: &DeValue<'_>) -> Option<i128> {
    let i = value.as_integer()?;
    i128::from_str_radix(i.as_str(), i.radix()).ok()
}

/// A TOML number (integer or float) as a float.
fn number(value: &DeValue<'_>) -> Option<f64> {
    match value {
        DeValue::Float(f) => f.as_str().parse().ok(),
        DeValue::Integer(_) => integer(value).map(|i| i as f64),
        _ => None,
    }
}

/// A whole number from `min` to `max`, counting `unit`.
#[derive(Debug, Clone, Copy)]
pub struct Whole {
    pub min: u64,
    pub max: u64,
    pub unit: Option<&'static str>,
    /// Said after the bounds: "(7 days)".
    pub note: Option<&'static str>,
    pub default: Option<u64>,
}

impl Whole {
    pub const fn new(min: u64, max: u64) -> Whole {
        Whole {
            min,
            max,
            unit: None,
            note: None,
            default: None,
        }
    }

    /// Counting `unit` ("seconds", "rows").
    pub const fn of(self, unit: &'static str) -> Whole {
        Whole {
            unit: Some(unit),
            ..self
        }
    }

    pub const fn note(self, note: &'static str) -> Whole {
        Whole {
            note: Some(note),
            ..self
        }
    }

    pub const fn default(self, default: u64) -> Whole {
        Whole {
            default: Some(default),
            ..self
        }
    }

    /// " seconds (7 days)": what follows a number of it.
    fn counted(&self) -> String {
        let unit = self.unit.map(|u| format!(" {u}")).unwrap_or_default();
        let note = self.note.map(|n| format!(" {n}")).unwrap_or_default();
        format!("{unit}{note}")
    }
}

impl Kind for Whole {
    type Value = u64;

    fn parse(&self, text: &str) -> Result<u64, String> {
        let v: u64 = text.parse().map_err(|e| format!("{e}"))?;
        if (self.min..=self.max).contains(&v) {
            Ok(v)
        } else {
            Err(format!("{v} is not in {}..={}", self.min, self.max))
        }
    }

    /// clap's own ranged parser, whose messages ("0 is not in 1..=3600")
    /// the tests and the operators know.
    fn value_parser(&'static self) -> ValueParser {
        RangedU64ValueParser::<u64>::new()
            .range(self.min..=self.max)
            .into()
    }

    fn read(&self, value: &toml::Value) -> Option<u64> {
        value.as_integer().and_then(|i| u64::try_from(i).ok())
    }

    fn stored(&self) -> Stored {
        Stored::Whole
    }

    fn takes(&self, value: &DeValue<'_>) -> bool {
        integer(value).is_some_and(|v| (0..=i128::from(self.max)).contains(&v))
    }

    fn check(&self, value: &DeValue<'_>) -> Result<(), Problem> {
        match integer(value) {
            Some(v) if (i128::from(self.min)..=i128::from(self.max)).contains(&v) => Ok(()),
            Some(v) => Err(Problem::Bounds(format!(
                "= {v} is out of range: give {} to {}{}",
                self.min,
                self.max,
                self.counted()
            ))),
            None => Ok(()),
        }
    }

    fn accepted(&self) -> String {
        let unit = self.unit.map(|u| format!(" of {u}")).unwrap_or_default();
        let note = self.note.map(|n| format!(" {n}")).unwrap_or_default();
        format!(
            "a whole number{unit} from {} to {}{note}",
            self.min, self.max
        )
    }

    fn bounds(&self) -> Option<String> {
        Some(format!("{} to {}", self.min, self.max))
    }

    fn limits(&self) -> Option<(String, String)> {
        Some((self.min.to_string(), self.max.to_string()))
    }

    fn default_value(&self) -> Option<u64> {
        self.default
    }

    fn default_text(&self) -> Option<String> {
        self.default.map(|d| d.to_string())
    }

    fn unit(&self) -> Option<&'static str> {
        self.unit
    }

    fn type_name(&self) -> &'static str {
        "whole number"
    }
}

/// A number of seconds (decimals allowed) from `min` to `max`.
#[derive(Debug, Clone, Copy)]
pub struct Seconds {
    pub min: f64,
    pub max: f64,
    pub default: Option<f64>,
}

impl Seconds {
    pub const fn new(min: f64, max: f64) -> Seconds {
        Seconds {
            min,
            max,
            default: None,
        }
    }

    pub const fn default(self, default: f64) -> Seconds {
        Seconds {
            default: Some(default),
            ..self
        }
    }

    fn within(&self, v: f64) -> Result<Duration, String> {
        if v.is_finite() && (self.min..=self.max).contains(&v) {
            Ok(Duration::from_secs_f64(v))
        } else {
            Err(format!(
                "{v} is out of range: give {} to {} seconds",
                self.min, self.max
            ))
        }
    }
}

impl Kind for Seconds {
    type Value = Duration;

    fn parse(&self, text: &str) -> Result<Duration, String> {
        let v: f64 = text
            .parse()
            .map_err(|_| format!("`{text}` is not a number of seconds"))?;
        self.within(v)
    }

    fn read(&self, value: &toml::Value) -> Option<Duration> {
        let v = value
            .as_float()
            .or_else(|| value.as_integer().map(|i| i as f64))?;
        self.within(v).ok()
    }

    fn stored(&self) -> Stored {
        Stored::Number
    }

    fn takes(&self, value: &DeValue<'_>) -> bool {
        matches!(value, DeValue::Integer(_) | DeValue::Float(_))
    }

    fn check(&self, value: &DeValue<'_>) -> Result<(), Problem> {
        match number(value) {
            Some(v) => self
                .within(v)
                .map(|_| ())
                .map_err(|e| Problem::Bounds(format!("= {e}"))),
            None => Ok(()),
        }
    }

    fn accepted(&self) -> String {
        format!("a number of seconds from {} to {}", self.min, self.max)
    }

    fn bounds(&self) -> Option<String> {
        Some(format!("{} to {}", self.min, self.max))
    }

    fn limits(&self) -> Option<(String, String)> {
        Some((self.min.to_string(), self.max.to_string()))
    }

    fn default_value(&self) -> Option<Duration> {
        self.default.map(Duration::from_secs_f64)
    }

    fn default_text(&self) -> Option<String> {
        self.default.map(|d| d.to_string())
    }

    fn unit(&self) -> Option<&'static str> {
        Some("seconds")
    }

    fn type_name(&self) -> &'static str {
        "number"
    }
}

/// A share of a pool's target: more than 0, at most 1.
#[derive(Debug, Clone, Copy)]
pub struct Share {
    pub default: f64,
}

impl Share {
    fn within(v: f64) -> Result<f64, String> {
        if v.is_finite() && v > 0.0 && v <= 1.0 {
            Ok(v)
        } else {
            Err(format!(
                "{v} is not a share of the target: give more than 0 and at most 1 (e.g. 0.5)"
            ))
        }
    }
}

impl Kind for Share {
    type Value = f64;

    fn parse(&self, text: &str) -> Result<f64, String> {
        let v: f64 = text
            .parse()
            .map_err(|_| format!("`{text}` is not a number (a share of the target, e.g. 0.5)"))?;
        Share::within(v)
    }

    fn read(&self, value: &toml::Value) -> Option<f64> {
        let v = value
            .as_float()
            .or_else(|| value.as_integer().map(|i| i as f64))?;
        Share::within(v).ok()
    }

    fn stored(&self) -> Stored {
        Stored::Number
    }

    fn takes(&self, value: &DeValue<'_>) -> bool {
        matches!(value, DeValue::Integer(_) | DeValue::Float(_))
    }

    fn check(&self, value: &DeValue<'_>) -> Result<(), Problem> {
        match number(value) {
            Some(v) => Share::within(v)
                .map(|_| ())
                .map_err(|e| Problem::Bounds(format!("= {e}"))),
            None => Ok(()),
        }
    }

    fn accepted(&self) -> String {
        "a share of the target, more than 0 and at most 1 (e.g. 0.5)".into()
    }

    fn bounds(&self) -> Option<String> {
        Some("more than 0, at most 1".into())
    }

    fn default_value(&self) -> Option<f64> {
        Some(self.default)
    }

    fn default_text(&self) -> Option<String> {
        Some(self.default.to_string())
    }

    fn type_name(&self) -> &'static str {
        "number"
    }
}

/// Where an HTTP endpoint listens: `PORT` or `:PORT` (on 127.0.0.1), or
/// `HOST:PORT`.
#[derive(Debug, Clone, Copy)]
pub struct ListenAddr;

/// A listen address: `PORT` or `:PORT` listen on the loopback interface
/// (127.0.0.1), `HOST:PORT` where given (`0.0.0.0:PORT` on every
/// interface, `[::1]:PORT`, `localhost:PORT`).
pub fn parse_listen_addr(s: &str) -> Result<SocketAddr, String> {
    let s = s.trim();
    let bad = || {
        format!(
            "{s:?} is not a listen address: give PORT (on 127.0.0.1), :PORT, or HOST:PORT with an \
             IP address (0.0.0.0:10187 for every interface)"
        )
    };
    let port_only = s.strip_prefix(':').unwrap_or(s);
    if let Ok(port) = port_only.parse::<u16>() {
        return Ok(SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), port));
    }
    if let Some(port) = s.strip_prefix("localhost:") {
        let port = port.parse::<u16>().map_err(|_| bad())?;
        return Ok(SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), port));
    }
    s.parse::<SocketAddr>().map_err(|_| bad())
}

impl Kind for ListenAddr {
    type Value = SocketAddr;

    fn parse(&self, text: &str) -> Result<SocketAddr, String> {
        parse_listen_addr(text)
    }

    fn read(&self, value: &toml::Value) -> Option<SocketAddr> {
        parse_listen_addr(value.as_str()?).ok()
    }

    fn takes(&self, value: &DeValue<'_>) -> bool {
        value.is_str()
    }

    fn check(&self, value: &DeValue<'_>) -> Result<(), Problem> {
        match value.as_str() {
            Some(s) => parse_listen_addr(s)
                .map(|_| ())
                .map_err(|e| Problem::Bounds(format!("= {e}"))),
            None => Ok(()),
        }
    }

    fn accepted(&self) -> String {
        "a listen address in quotes: \"PORT\", \":PORT\" or \"HOST:PORT\"".into()
    }

    fn type_name(&self) -> &'static str {
        "string"
    }
}

/// A string: a URL, a variable's name, a word checked where it is used,
/// or a name that ends up in SQL ([`NameRule`]).
#[derive(Debug, Clone, Copy)]
pub struct Text {
    pub default: Option<&'static str>,
    /// What a value must be, when not "a string in quotes".
    pub accepted: Option<&'static str>,
    /// A name that ends up in SQL (a table, a column): a plain identifier,
    /// see [`check_name`].
    pub name: Option<NameRule>,
}

/// What a name that ends up in SQL must be.
#[derive(Debug, Clone, Copy)]
pub struct NameRule {
    /// `schema.table` allowed.
    pub qualified: bool,
    /// Written into SQL unquoted: no reserved word, no number literal, and
    /// not one of poolctl's own names (`poolctl_...`).
    pub unquoted: bool,
}

impl Text {
    /// Any string.
    pub const ANY: Text = Text {
        default: None,
        accepted: None,
        name: None,
    };

    /// A name the application's SQL and poolctl's quote where they use it.
    pub const QUOTED_NAME: Text = Text {
        name: Some(NameRule {
            qualified: false,
            unquoted: false,
        }),
        ..Text::ANY
    };

    /// A name of a table poolctl's migrations create, written unquoted.
    pub const UNQUOTED_NAME: Text = Text {
        name: Some(NameRule {
            qualified: false,
            unquoted: true,
        }),
        ..Text::ANY
    };

    /// A name that may be `schema.table`.
    pub const fn qualified(self) -> Text {
        Text {
            name: match self.name {
                Some(rule) => Some(NameRule {
                    qualified: true,
                    ..rule
                }),
                None => None,
            },
            ..self
        }
    }

    pub const fn default(self, text: &'static str) -> Text {
        Text {
            default: Some(text),
            ..self
        }
    }

    pub const fn accepted(self, words: &'static str) -> Text {
        Text {
            accepted: Some(words),
            ..self
        }
    }

    fn problem(&self, text: &str) -> Option<NameProblem> {
        let rule = self.name?;
        if let Err(p) = check_name(text, rule.qualified, rule.unquoted) {
            return Some(p);
        }
        let own = text
            .get(..OWN_TABLE_PREFIX.len())
            .is_some_and(|p| p.eq_ignore_ascii_case(OWN_TABLE_PREFIX));
        (rule.unquoted && own).then_some(NameProblem::Poolctl)
    }
}

impl Kind for Text {
    type Value = String;

    fn parse(&self, text: &str) -> Result<String, String> {
        match self.problem(text) {
            None => Ok(text.to_string()),
            Some(p) => Err(name_problem(text, p)),
        }
    }

    fn value_parser(&'static self) -> ValueParser {
        match self.name {
            None => ValueParser::string(),
            Some(_) => ValueParser::new(move |s: &str| self.parse(s)),
        }
    }

    fn read(&self, value: &toml::Value) -> Option<String> {
        value.as_str().map(String::from)
    }

    fn takes(&self, value: &DeValue<'_>) -> bool {
        value.is_str()
    }

    fn check(&self, value: &DeValue<'_>) -> Result<(), Problem> {
        match value.as_str().and_then(|s| self.problem(s)) {
            Some(p) => Err(Problem::Name(p)),
            None => Ok(()),
        }
    }

    fn accepted(&self) -> String {
        self.accepted.unwrap_or("a string in quotes").into()
    }

    fn default_text(&self) -> Option<String> {
        self.default.map(String::from)
    }

    fn default_value(&self) -> Option<String> {
        self.default.map(String::from)
    }

    fn type_name(&self) -> &'static str {
        match self.name {
            Some(_) => "name",
            None => "string",
        }
    }
}

/// A path to a file.
#[derive(Debug, Clone, Copy)]
pub struct FilePath;

impl Kind for FilePath {
    type Value = PathBuf;

    fn parse(&self, text: &str) -> Result<PathBuf, String> {
        Ok(PathBuf::from(text))
    }

    fn value_parser(&'static self) -> ValueParser {
        ValueParser::path_buf()
    }

    fn read(&self, value: &toml::Value) -> Option<PathBuf> {
        value.as_str().map(PathBuf::from)
    }

    fn takes(&self, value: &DeValue<'_>) -> bool {
        value.is_str()
    }

    fn accepted(&self) -> String {
        "a path in quotes".into()
    }

    fn type_name(&self) -> &'static str {
        "path"
    }
}

/// On or off: a flag without a value, `true` or `false` in poolctl.toml.
#[derive(Debug, Clone, Copy)]
pub struct Switch;

impl Kind for Switch {
    type Value = bool;

    fn parse(&self, text: &str) -> Result<bool, String> {
        match text {
            "true" => Ok(true),
            "false" => Ok(false),
            _ => Err(format!("`{text}` is not true or false")),
        }
    }

    fn value_parser(&'static self) -> ValueParser {
        ValueParser::bool()
    }

    fn action(&self) -> ArgAction {
        ArgAction::SetTrue
    }

    fn read(&self, value: &toml::Value) -> Option<bool> {
        value.as_bool()
    }

    fn takes(&self, value: &DeValue<'_>) -> bool {
        value.is_bool()
    }

    fn accepted(&self) -> String {
        "true or false".into()
    }

    fn default_text(&self) -> Option<String> {
        Some("false".into())
    }

    fn default_value(&self) -> Option<bool> {
        Some(false)
    }

    fn type_name(&self) -> &'static str {
        "true or false"
    }
}

/// How many times a flag without a value is given (`-vv`).
#[derive(Debug, Clone, Copy)]
pub struct Count;

impl Kind for Count {
    type Value = u8;

    fn parse(&self, text: &str) -> Result<u8, String> {
        text.parse().map_err(|e| format!("{e}"))
    }

    fn value_parser(&'static self) -> ValueParser {
        clap::value_parser!(u8).into()
    }

    fn action(&self) -> ArgAction {
        ArgAction::Count
    }

    fn read(&self, value: &toml::Value) -> Option<u8> {
        value.as_integer().and_then(|i| u8::try_from(i).ok())
    }

    fn takes(&self, value: &DeValue<'_>) -> bool {
        integer(value).is_some_and(|v| u8::try_from(v).is_ok())
    }

    fn accepted(&self) -> String {
        "a count".into()
    }

    fn default_text(&self) -> Option<String> {
        Some("0".into())
    }

    fn default_value(&self) -> Option<u8> {
        Some(0)
    }

    fn type_name(&self) -> &'static str {
        "count (repeat the flag)"
    }
}

/// A whole number, negative ones included (a rollout position).
#[derive(Debug, Clone, Copy)]
pub struct Integer;

impl Kind for Integer {
    type Value = i64;

    fn parse(&self, text: &str) -> Result<i64, String> {
        text.parse().map_err(|e| format!("{e}"))
    }

    fn read(&self, value: &toml::Value) -> Option<i64> {
        value.as_integer()
    }

    fn takes(&self, value: &DeValue<'_>) -> bool {
        integer(value).is_some_and(|v| i64::try_from(v).is_ok())
    }

    fn accepted(&self) -> String {
        "a whole number".into()
    }

    fn type_name(&self) -> &'static str {
        "whole number"
    }
}

/// One of the words of `T` (a clap [`ValueEnum`], whose doc comments are
/// the words' `--help`).
#[derive(Debug)]
pub struct Choice<T> {
    pub default: Option<T>,
    kind: PhantomData<T>,
}

impl<T> Choice<T> {
    pub const NO_DEFAULT: Choice<T> = Choice {
        default: None,
        kind: PhantomData,
    };

    pub const fn default(default: T) -> Choice<T> {
        Choice {
            default: Some(default),
            kind: PhantomData,
        }
    }
}

impl<T: ValueEnum + Clone + Send + Sync + 'static> Choice<T> {
    fn words() -> Vec<String> {
        T::value_variants()
            .iter()
            .filter_map(|v| v.to_possible_value())
            .map(|p| p.get_name().to_string())
            .collect()
    }
}

impl<T: ValueEnum + Clone + Send + Sync + 'static> Kind for Choice<T> {
    type Value = T;

    fn parse(&self, text: &str) -> Result<T, String> {
        T::from_str(text, false)
    }

    fn value_parser(&'static self) -> ValueParser {
        clap::builder::EnumValueParser::<T>::new().into()
    }

    fn read(&self, value: &toml::Value) -> Option<T> {
        T::from_str(value.as_str()?, false).ok()
    }

    fn takes(&self, value: &DeValue<'_>) -> bool {
        value.is_str()
    }

    fn accepted(&self) -> String {
        let words: Vec<String> = Self::words().iter().map(|w| format!("\"{w}\"")).collect();
        format!("one of {}", words.join(", "))
    }

    fn bounds(&self) -> Option<String> {
        Some(Self::words().join(", "))
    }

    fn default_value(&self) -> Option<T> {
        self.default.clone()
    }

    fn default_text(&self) -> Option<String> {
        self.default
            .as_ref()
            .and_then(|d| d.to_possible_value())
            .map(|p| p.get_name().to_string())
    }

    fn type_name(&self) -> &'static str {
        "string"
    }
}

/// A list (a flag given again and again; brackets in poolctl.toml).
#[derive(Debug, Clone, Copy)]
pub struct List {
    /// What each item is: "rule names or codes", "paths".
    pub items: &'static str,
}

impl Kind for List {
    type Value = Vec<String>;

    fn parse(&self, text: &str) -> Result<Vec<String>, String> {
        Ok(vec![text.to_string()])
    }

    fn value_parser(&'static self) -> ValueParser {
        ValueParser::string()
    }

    fn action(&self) -> ArgAction {
        ArgAction::Append
    }

    fn read_matches(&self, matches: &ArgMatches, id: &str) -> Option<Vec<String>> {
        let items = matches.try_get_many::<String>(id).ok().flatten()?;
        Some(items.cloned().collect())
    }

    fn read(&self, value: &toml::Value) -> Option<Vec<String>> {
        value
            .as_array()?
            .iter()
            .map(|v| v.as_str().map(String::from))
            .collect()
    }

    fn takes(&self, value: &DeValue<'_>) -> bool {
        value.is_array()
    }

    fn accepted(&self) -> String {
        "a list in brackets".into()
    }

    fn type_name(&self) -> &'static str {
        self.items
    }
}

/// A table of keys (a section of poolctl.toml, a pod, a map of rules).
#[derive(Debug, Clone, Copy)]
pub struct Table;

impl Kind for Table {
    type Value = String;

    fn parse(&self, text: &str) -> Result<String, String> {
        Err(format!(
            "`{text}`: a table is set in poolctl.toml, not on the command line"
        ))
    }

    fn read(&self, _value: &toml::Value) -> Option<String> {
        None
    }

    fn takes(&self, value: &DeValue<'_>) -> bool {
        value.is_table()
    }

    fn accepted(&self) -> String {
        "a table: { key = value, ... }".into()
    }

    fn type_name(&self) -> &'static str {
        "table"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn listen_addresses_default_to_loopback() {
        let lo = |p| SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), p);
        assert_eq!(parse_listen_addr("9187"), Ok(lo(9187)));
        assert_eq!(parse_listen_addr(":9187"), Ok(lo(9187)));
        assert_eq!(parse_listen_addr("localhost:9187"), Ok(lo(9187)));
        assert_eq!(
            parse_listen_addr("0.0.0.0:80").unwrap().to_string(),
            "0.0.0.0:80"
        );
        assert_eq!(
            parse_listen_addr("[::1]:9187").unwrap().to_string(),
            "[::1]:9187"
        );
        for bad in ["", "abc", "99999", "host.example:80", "1.2.3.4", ":"] {
            assert!(parse_listen_addr(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn low_water_is_a_share() {
        let share = Share { default: 0.5 };
        assert_eq!(share.parse("0.5"), Ok(0.5));
        assert_eq!(share.parse("1"), Ok(1.0));
        for bad in ["0", "-0.1", "1.01", "NaN", "inf"] {
            assert!(share.parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn whole_numbers_say_their_unit_and_bounds() {
        let w = Whole::new(1, 300).of("seconds").default(10);
        assert_eq!(w.accepted(), "a whole number of seconds from 1 to 300");
        assert_eq!(w.parse("0"), Err("0 is not in 1..=300".into()));
        let retries = Whole::new(0, 20);
        assert_eq!(retries.accepted(), "a whole number from 0 to 20");
    }
}
