//! A `poolctl.toml` that cannot be read, as a [`ConfigError::Syntax`]: the
//! position toml's span gives, what is wrong, and the offending line.
//!
//! A value the file's types refuse is told from the key's path (from
//! `serde_path_to_error`) and its definition ([`super::defs`]): "PATH must
//! be WHAT THE KEY TAKES, not WHAT IT HOLDS", never by reading serde's
//! message. The line is shown with only the values of keys whose
//! definition holds no secret ([`may_show`]); every other value (an unknown
//! or mistyped key's, a pod's `url`) is masked through
//! [`redact::toml_line`], and so is a string where a number or a flag was
//! wanted (a password pasted on the wrong line).

use super::defs;
use super::error::ConfigError;
use crate::redact;
use serde_path_to_error::Segment;
use std::path::Path;
use toml::de::{DeTable, DeValue};

/// Where an error sits in the text.
struct Place<'t> {
    /// The text before the error's line.
    before: &'t str,
    /// The error's line, without its line break.
    line: &'t str,
    line_number: usize,
    column: usize,
}

impl<'t> Place<'t> {
    fn of(text: &'t str, e: &toml::de::Error) -> Place<'t> {
        let at = e.span().map(|s| s.start).unwrap_or(0).min(text.len());
        let at = (0..=at)
            .rev()
            .find(|&i| text.is_char_boundary(i))
            .unwrap_or(0);
        let line_start = text[..at].rfind('\n').map(|i| i + 1).unwrap_or(0);
        let line_end = text[at..].find('\n').map(|i| at + i).unwrap_or(text.len());
        Place {
            before: &text[..line_start],
            line: text[line_start..line_end].trim_end_matches('\r'),
            line_number: text[..line_start].matches('\n').count() + 1,
            column: text[line_start..at].chars().count() + 1,
        }
    }

    /// The line as it may be shown: the values `may_show` allows.
    fn snippet(&self, may_show: &dyn Fn(&str) -> bool) -> String {
        let before = self.before;
        if before.matches("\"\"\"").count() % 2 == 1 || before.matches("'''").count() % 2 == 1 {
            // Inside a multi-line string: any part of it may be the secret.
            return redact::MASK.to_string();
        }
        redact::toml_line(self.line, &table_of(before), may_show)
    }

    fn error(&self, path: &Path, message: String, snippet: String) -> ConfigError {
        ConfigError::Syntax {
            path: path.to_path_buf(),
            line: self.line_number,
            column: self.column,
            message: redact::text(&message),
            snippet,
        }
    }
}

/// Text that is no TOML document: toml's message at toml's position.
pub(super) fn syntax(text: &str, path: &Path, e: &toml::de::Error) -> ConfigError {
    let place = Place::of(text, e);
    let snippet = place.snippet(&may_show);
    let mut message = e.message().trim_end().to_string();
    if snippet != place.line {
        // The parser may quote the masked value.
        message = mask_quoted(&message, '"');
    }
    place.error(path, message, snippet)
}

/// A document whose value at a key the file's types refuse (or a key they
/// do not take): what the key takes, from its definition.
pub(super) fn value(
    text: &str,
    path: &Path,
    doc: &DeTable<'_>,
    e: &serde_path_to_error::Error<toml::de::Error>,
) -> ConfigError {
    let inner = e.inner();
    let place = Place::of(text, inner);
    let message = inner.message().trim_end().to_string();
    let segments: Vec<&str> = e
        .path()
        .iter()
        .filter_map(|s| match s {
            Segment::Map { key } => Some(key.as_str()),
            _ => None,
        })
        .collect();
    let in_a_list = e
        .path()
        .iter()
        .any(|s| matches!(s, Segment::Seq { .. } | Segment::Unknown));
    let key = segments.join(".");
    let setting = defs::find(&key).filter(|_| !in_a_list);
    let found = lookup(doc, &segments);
    let refused = match (setting, found) {
        (Some(s), Some(v)) => !s.takes(v.get_ref()),
        _ => false,
    };
    // A string the key does not take may be a secret on the wrong line.
    let wrong_string = refused && found.is_some_and(|v| v.get_ref().is_str());
    let snippet = place.snippet(&|k: &str| !wrong_string && may_show(k));
    let message = match (setting, found) {
        (Some(s), Some(v)) if refused => format!(
            "{key} must be {}, not {}",
            s.accepted(),
            described(text, v, s.def().secret)
        ),
        (Some(s), _) if s.def().secret => {
            format!("{key}: {}", mask_quoted(&mask_quoted(&message, '"'), '`'))
        }
        (Some(_), _) => format!("{key}: {message}"),
        // A key the file does not take, or a value inside a list: the
        // parser's words (about the key, or the item).
        (None, _) if snippet != place.line => mask_quoted(&message, '"'),
        (None, _) => message,
    };
    place.error(path, message, snippet)
}

/// The value at `segments` of the document.
fn lookup<'d, 'i>(
    doc: &'d DeTable<'i>,
    segments: &[&str],
) -> Option<&'d toml::Spanned<DeValue<'i>>> {
    let (first, rest) = segments.split_first()?;
    let (_, value) = doc.iter().find(|(k, _)| k.get_ref().as_ref() == *first)?;
    match (rest.is_empty(), value.get_ref()) {
        (true, _) => Some(value),
        (false, DeValue::Table(t)) => lookup(t, rest),
        (false, _) => None,
    }
}

/// A value as a message about its type tells it: a string's text never (it
/// may be a secret pasted on the wrong line), a number or a flag as
/// written unless the key may hold a secret.
fn described(text: &str, value: &toml::Spanned<DeValue<'_>>, secret: bool) -> String {
    match value.get_ref() {
        DeValue::String(_) => "a string".into(),
        DeValue::Array(_) => "a list".into(),
        DeValue::Table(_) => "a table".into(),
        _ if secret => redact::MASK.into(),
        _ => text
            .get(value.span())
            .map(str::trim)
            .unwrap_or_default()
            .to_string(),
    }
}

/// The `[table]` (or `[[array]]`) the next line of a file that begins with
/// `before` sits under, dotted, quotes dropped; "" at the top.
fn table_of(before: &str) -> String {
    before
        .lines()
        .rev()
        .find_map(|l| {
            let header = l.trim_start().strip_prefix('[')?;
            let header = header.trim_start_matches('[').split(']').next()?;
            Some(
                header
                    .split('.')
                    .map(|s| s.trim().trim_matches(['"', '\'']))
                    .collect::<Vec<_>>()
                    .join("."),
            )
        })
        .unwrap_or_default()
}

/// Whether an error snippet may show the value at a dotted key path: the
/// tables and keys poolctl.toml defines, except those that hold or may hold
/// a secret (a pod's `url`, `url_env`, `password_file`). The value of any
/// other key, a mistyped or unknown one included (`pasword`, `apikey`), is
/// masked.
pub(super) fn may_show(path: &str) -> bool {
    defs::find(path).is_some_and(|s| !s.def().secret)
}

/// `a "b" c` -> `a "***" c` (with `quote` '"'; '`' for the parser's
/// quoting of a number or a flag).
fn mask_quoted(s: &str, quote: char) -> String {
    let mut out = String::with_capacity(s.len());
    for (i, part) in s.split(quote).enumerate() {
        if i > 0 {
            out.push(quote);
        }
        out.push_str(if i % 2 == 1 { redact::MASK } else { part });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::*;
    use super::may_show;
    use std::collections::BTreeMap;
    use std::path::Path;

    /// A password under a mistyped or unknown key is never echoed by the
    /// error snippet, whatever the key is called.
    #[test]
    fn config_errors_never_echo_an_unknown_keys_value() {
        for key in ["pw", "pasword", "key", "apikey", "p", "\"my key\""] {
            for text in [
                format!("[pods.a]\nurl = \"mysql://u@h/x\"\n{key} = \"Hunter2Secret\"\n"),
                format!("{key} = \"Hunter2Secret\"\n"),
                format!("[pool]\ncap = 5\n{key} = \"Hunter2Secret\n"),
                format!("[tables]\n{key} = Hunter2Secret\n"),
                format!("[pods]\na = {{ url = \"mysql://u@h/x\", {key} = \"Hunter2Secret\" }}\n"),
            ] {
                let err = parse_config(&text, Path::new("p")).unwrap_err().to_string();
                assert!(!err.contains("Hunter2"), "{text}\n{err}");
                assert!(err.contains("line "), "{text}\n{err}");
            }
        }
        // The key is named, with what is expected.
        let err = parse_config("[pods.a]\npw = \"Hunter2Secret\"\n", Path::new("p"))
            .unwrap_err()
            .to_string();
        assert!(err.contains("unknown field `pw`, expected one of"), "{err}");
        assert!(err.contains("2 | pw = ***"), "{err}");
        // A line inside a multi-line string, and a bare word.
        for text in [
            "[pool]\nnote = \"\"\"\nHunter2Secret \\q\n\"\"\"\n",
            "[pool]\nHunter2Secret\n",
        ] {
            let err = parse_config(text, Path::new("p")).unwrap_err().to_string();
            assert!(!err.contains("Hunter2"), "{text}\n{err}");
        }
        // A string under one of poolctl's own numeric keys (a password
        // pasted on the wrong line): its value is not shown either.
        for text in [
            "[replenish]\nstop_timeout = \"Hunter2Secret\"\n",
            "[replenish]\nstop_timeout = 'Hunter2Secret'\n",
            "[pool]\ncap = \"Hunter2Secret\"\n",
        ] {
            let err = parse_config(text, Path::new("p")).unwrap_err().to_string();
            assert!(!err.contains("Hunter2"), "{text}\n{err}");
            assert!(err.contains("must be a whole number"), "{text}\n{err}");
            assert!(err.contains(", not a string"), "{text}\n{err}");
        }
        // Nor a number or a flag under a key that may hold a secret.
        for text in [
            "[pods.a]\nurl = 20261205\n",
            "[pods.a]\npassword_file = 20261205.5\n",
            "[pods]\na = { url_env = 20261205 }\n",
        ] {
            let err = parse_config(text, Path::new("p")).unwrap_err().to_string();
            assert!(!err.contains("20261205"), "{text}\n{err}");
        }
        // poolctl's own keys stay readable.
        let err = parse_config("[pool]\ncap = -5\n", Path::new("p"))
            .unwrap_err()
            .to_string();
        assert!(err.contains("2 | cap = -5"), "{err}");
        let err = parse_config("[pods.a]\ntags = [\"eu\"\norder = 1\n", Path::new("p"))
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("[pods.a]") || err.contains("order = 1"),
            "{err}"
        );
    }

    /// `[replenish]` with every key set, one value of its type each, from
    /// the definitions (a new key is in it the moment it is defined).
    fn every_replenish_key() -> Section<defs::Replenish> {
        use defs::kinds::Stored;
        defs::replenish_keys::ALL
            .iter()
            .fold(Section::default(), |section, s| {
                let key = s.def().key.and_then(|k| k.rsplit_once('.')).unwrap().1;
                match s.stored() {
                    Stored::Whole => section.with(key, 1),
                    Stored::Number => section.with(key, 1.0),
                    Stored::Text => section.with(key, "u"),
                }
            })
    }

    /// A value of the wrong type names its key and what the key accepts,
    /// in words, not the parser's "expected u64".
    #[test]
    fn a_value_of_the_wrong_type_names_its_key_and_what_it_accepts() {
        for (text, told) in [
            (
                "[replenish]\nstop_timeout = \"10s\"\n",
                "line 2, column 16: replenish.stop_timeout must be a whole number of seconds from 1 to 300, not a string",
            ),
            (
                "[replenish]\nstop_timeout = -1\n",
                "replenish.stop_timeout must be a whole number of seconds from 1 to 300, not -1",
            ),
            (
                "replenish.workers = 2.5\n",
                "replenish.workers must be a whole number of connections from 1 to 32, not 2.5",
            ),
            (
                "[replenish]\ninterval = true\n",
                "replenish.interval must be a number of seconds from 0.05 to 3600, not true",
            ),
            (
                "[replenish]\nmetrics_addr = 9100\n",
                "replenish.metrics_addr must be a listen address in quotes",
            ),
            (
                "[timeouts]\nread_seconds = \"30\"\n",
                "timeouts.read_seconds must be a whole number of seconds from 1 to 86400, not a string",
            ),
            (
                "[pool]\ncap = 1.5\n",
                "pool.cap must be a whole number of rows from 1 to",
            ),
            (
                "[lint]\nrequire_conn_tag = 3\n",
                "lint.require_conn_tag must be true or false, not 3",
            ),
            (
                "[lint]\nenable = \"PL001\"\n",
                "lint.enable must be a list in brackets, not a string",
            ),
            (
                "[pods.\"eu 1\"]\norder = \"x\"\n",
                "pods.eu 1.order must be a whole number, not a string",
            ),
        ] {
            let err = parse_config(text, Path::new("p")).unwrap_err().to_string();
            assert!(err.contains(told), "{text}\n{err}");
            assert!(!err.contains("expected u"), "{text}\n{err}");
        }
        // Any other error about a key's value names the key too.
        let err = parse_config("[tls]\nmode = \"foo\"\n", Path::new("p"))
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("column 8: tls.mode: unknown variant `foo`"),
            "{err}"
        );
        let err = parse_config("[pods.a]\ntls = 5\n", Path::new("p"))
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("pods.a.tls must be a table: { key = value, ... }, not 5"),
            "{err}"
        );
        // Where the path is not the line's alone, the parser's words stay.
        let err = parse_config("[lint]\nenable = [1]\n", Path::new("p"))
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("invalid type: integer `1`, expected a string"),
            "{err}"
        );
    }

    /// Every number of the file format says what it accepts in its own
    /// words, from its definition.
    #[test]
    fn every_bounded_key_says_what_it_accepts() {
        let numbers = [
            "pool.cap",
            "pool.hold_ttl_seconds",
            "timeouts.connect_seconds",
            "timeouts.read_seconds",
        ];
        let replenish = toml::Value::try_from(every_replenish_key()).unwrap();
        let keys = replenish
            .as_table()
            .unwrap()
            .keys()
            .map(|k| format!("replenish.{k}"));
        for path in numbers.map(String::from).into_iter().chain(keys) {
            let told = defs::find(&path).map(|s| s.accepted()).unwrap_or_default();
            // A number or a name ("a ..."), or a word of a choice.
            assert!(
                told.starts_with("a ") || told.starts_with("one of \""),
                "{path}: {told:?}"
            );
        }
    }

    /// Every key of the file format is shown in a snippet unless it may hold
    /// a secret: a key added to the format without a definition fails here
    /// (the struct literals below list every field, so a new field does not
    /// compile until it is added).
    #[test]
    fn may_show_knows_every_key_of_the_format() {
        let tls = || TlsConfig {
            mode: Some(TlsMode::Required),
            ca: Some("ca.pem".into()),
            cert: Some("c.pem".into()),
            key: Some("k.pem".into()),
        };
        let full = FileConfig {
            pods: BTreeMap::from([(
                "eu1".to_string(),
                PodConfig {
                    url: Some("mysql://u@h/x".into()),
                    url_env: Some("V".into()),
                    password_file: Some("pw".into()),
                    tags: vec!["t".into()],
                    order: Some(1),
                    tls: Some(tls()),
                },
            )]),
            pool: PoolSettings {
                cap: 1,
                hold_ttl_seconds: 1,
            },
            ledger: Some(LedgerMapping::table("l")),
            tables: TableNames::default(),
            tls: tls(),
            timeouts: Section::default()
                .with("connect_seconds", 1)
                .with("read_seconds", 1),
            lint: LintConfig {
                enable: vec![],
                disable: vec![],
                severity: BTreeMap::from([("PL001".to_string(), "error".to_string())]),
                pool_tables: Some(vec![]),
                default_isolation: Some("x".into()),
                require_conn_tag: true,
                schema: vec![],
                databases: BTreeMap::from([("shop".to_string(), "shop".to_string())]),
                server: Some("x".into()),
            },
            replenish: every_replenish_key(),
            redis: Section::default().with("url", "redis://:pw@h:1"),
            shadow: Section::default()
                .with("counter_key", "inv:{shop}:{item}:{location}")
                .with("hold_key", "hold:{checkout}:{shop}:{item}:{location}")
                .with("hold_ttl_seconds", 1),
        };
        fn walk(prefix: &str, v: &toml::Value, out: &mut Vec<String>) {
            if let toml::Value::Table(t) = v {
                for (k, v) in t {
                    let path = if prefix.is_empty() {
                        k.clone()
                    } else {
                        format!("{prefix}.{k}")
                    };
                    walk(&path, v, out);
                    out.push(path);
                }
            }
        }
        let mut paths = Vec::new();
        walk("", &toml::Value::try_from(&full).unwrap(), &mut paths);
        assert!(paths.len() > 50, "{paths:?}");
        for p in paths {
            let secret = [
                "pods.eu1.url",
                "pods.eu1.url_env",
                "pods.eu1.password_file",
                "redis.url",
            ];
            assert_eq!(may_show(&p), !secret.contains(&p.as_str()), "{p}");
        }
    }
}
