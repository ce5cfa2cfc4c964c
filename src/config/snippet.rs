//! A `poolctl.toml` parse error as a [`ConfigError::Syntax`]: its position,
//! the parser's message and the offending line, showing only the values of
//! poolctl.toml's own keys that hold no secret ([`may_show`]); every other
//! value is masked through [`redact::toml_line`].

use super::ConfigError;
use crate::redact;
use std::path::Path;

/// A TOML parse error as a [`ConfigError::Syntax`], built from the error's
/// position, never from its rendered text (which quotes the offending line).
pub(super) fn syntax_error(text: &str, path: &Path, e: &toml::de::Error) -> ConfigError {
    let at = e.span().map(|s| s.start).unwrap_or(0).min(text.len());
    let at = (0..=at)
        .rev()
        .find(|&i| text.is_char_boundary(i))
        .unwrap_or(0);
    let line_start = text[..at].rfind('\n').map(|i| i + 1).unwrap_or(0);
    let line_end = text[at..].find('\n').map(|i| at + i).unwrap_or(text.len());
    let raw_line = text[line_start..line_end].trim_end_matches('\r');
    let before = &text[..line_start];
    let mut message = e.message().trim_end().to_string();
    // A string where poolctl wants a number or a flag: whatever it holds
    // (a password pasted under the wrong key) is not shown, even under a
    // key whose values may be.
    let wrong_string = message.starts_with("invalid type: string");
    let snippet =
        if before.matches("\"\"\"").count() % 2 == 1 || before.matches("'''").count() % 2 == 1 {
            // Inside a multi-line string: any part of it may be the secret.
            redact::MASK.to_string()
        } else {
            redact::toml_line(raw_line, &table_of(before), &|key: &str| {
                !wrong_string && may_show(key)
            })
        };
    if snippet != raw_line || wrong_string {
        // The value of a secret key may be quoted back ("invalid type: string
        // \"...\""): mask every double-quoted part of the message; and
        // where the message is about the value, a number or a flag too
        // ("invalid type: integer `...`"; other messages quote key names).
        message = mask_quoted(&message, '"');
        if ["invalid type:", "invalid value:", "unknown variant"]
            .iter()
            .any(|p| message.starts_with(p))
        {
            message = mask_quoted(&message, '`');
        }
    }
    if let Some(key) = key_before(&raw_line[..(at - line_start).min(raw_line.len())]) {
        // The error is about a key's value: say which key.
        let path = join(&table_of(before), &key);
        message = wrong_type(&message, &path).unwrap_or_else(|| format!("{path}: {message}"));
    }
    ConfigError::Syntax {
        path: path.to_path_buf(),
        line: text[..line_start].matches('\n').count() + 1,
        column: text[line_start..at].chars().count() + 1,
        message: redact::text(&message),
        snippet,
    }
}

/// The key whose value starts where `head` (the line up to the value) ends:
/// `stop_timeout` in `stop_timeout = `, dotted as written (`a.b = `), quotes
/// dropped; `None` when the value is not a key's whole value (inside an
/// array or an inline table, where the path is not this line's alone).
fn key_before(head: &str) -> Option<String> {
    let key = head.trim_end().strip_suffix('=')?.trim();
    if key.is_empty() || key.contains(['{', '[', ',', '=']) {
        return None;
    }
    Some(
        key.split('.')
            .map(|s| s.trim().trim_matches(['"', '\'']))
            .collect::<Vec<_>>()
            .join("."),
    )
}

fn join(table: &str, key: &str) -> String {
    if table.is_empty() {
        key.to_string()
    } else {
        format!("{table}.{key}")
    }
}

/// The parser's "invalid type: integer `3`, expected a boolean" (or
/// "invalid value: ...") at the key `path`, told as what the key accepts:
/// "replenish.stop_timeout must be a whole number of seconds from 1 to 300,
/// not a string". A string's text is never repeated (it may be a secret
/// pasted on the wrong line). `None` for any other message.
fn wrong_type(message: &str, path: &str) -> Option<String> {
    let rest = message
        .strip_prefix("invalid type: ")
        .or_else(|| message.strip_prefix("invalid value: "))?;
    let (found, expected) = rest.split_once(", expected ")?;
    let found = if found.starts_with("string") {
        "a string".to_string()
    } else if let Some((_, value)) = found.split_once('`') {
        value.trim_end_matches('`').to_string()
    } else {
        match found {
            "sequence" => "a list".into(),
            "map" => "a table".into(),
            other => other.to_string(),
        }
    };
    let accepted = super::accepted(path).unwrap_or_else(|| {
        match expected {
            "u8" | "u16" | "u32" | "u64" | "usize" => "a whole number, 0 or more",
            "i8" | "i16" | "i32" | "i64" | "isize" => "a whole number",
            "f32" | "f64" => "a number",
            "a boolean" => "true or false",
            "a string" => "a string in quotes",
            "a sequence" => "a list in brackets",
            other if other.starts_with("struct ") || other == "a map" => {
                "a table: { key = value, ... }"
            }
            other => other,
        }
        .to_string()
    });
    Some(format!("{path} must be {accepted}, not {found}"))
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
fn may_show(path: &str) -> bool {
    const TLS: [&str; 4] = ["mode", "ca", "cert", "key"];
    const TABLES: [(&str, &[&str]); 8] = [
        ("pods", &[]),
        ("pool", &["cap", "hold_ttl_seconds"]),
        (
            "ledger",
            &[
                "table",
                "shop_column",
                "item_column",
                "location_column",
                "available_column",
            ],
        ),
        ("tables", &["units", "holds", "caps", "refill_state"]),
        ("tls", &TLS),
        ("timeouts", &["connect_seconds", "read_seconds"]),
        (
            "lint",
            &[
                "enable",
                "disable",
                "severity",
                "pool_tables",
                "default_isolation",
                "require_conn_tag",
                "schema",
                "server",
            ],
        ),
        (
            "replenish",
            &[
                "low_water",
                "interval",
                "sweep_interval",
                "batch",
                "retries",
                "lock_wait_timeout",
                "chunk_size",
                "leader_lease",
                "workers",
                "stop_timeout",
                "metrics_addr",
                "ledger_updated_column",
            ],
        ),
    ];
    let segments: Vec<&str> = path.split('.').collect();
    match segments.as_slice() {
        // A pod's name and its non-secret keys; a rule's severity.
        ["pods", _] | ["pods", _, "tags" | "order" | "tls"] | ["lint", "severity", _] => true,
        ["pods", _, "tls", key] => TLS.contains(key),
        [table] => TABLES.iter().any(|(t, _)| t == table),
        [table, key] => TABLES
            .iter()
            .any(|(t, keys)| t == table && keys.contains(key)),
        _ => false,
    }
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

    /// Migrate review F5: a password under a mistyped or unknown key was
    /// echoed by the error snippet (only secret-looking key names were
    /// masked).
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

    /// `[replenish]` with every key set: the literal lists every field, so a
    /// new one does not compile until it is added here.
    fn every_replenish_key() -> ReplenishConfig {
        ReplenishConfig {
            low_water: Some(0.5),
            interval: Some(1.0),
            sweep_interval: Some(1.0),
            batch: Some(1),
            retries: Some(1),
            lock_wait_timeout: Some(1),
            chunk_size: Some(1),
            leader_lease: Some(1),
            workers: Some(1),
            stop_timeout: Some(1),
            metrics_addr: Some(":1".into()),
            ledger_updated_column: Some("u".into()),
        }
    }

    /// A value of the wrong type names its key and what the key accepts
    /// (the parser said "invalid type: string \"***\", expected u64", the
    /// key only in the snippet).
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

    /// Every number or flag of the file format says what it accepts in its
    /// own words or, without bounds of its own, the parser's expectation
    /// told in words: a numeric key added to `[replenish]`, `[pool]` or
    /// `[timeouts]` without a place in `accepted` fails here.
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
            let told = super::super::accepted(&path).unwrap_or_default();
            assert!(told.starts_with("a "), "{path}: {told:?}");
        }
    }

    /// Every key of the file format is shown in a snippet unless it may hold
    /// a secret: a key added to the format without a place in `may_show`
    /// fails here (the struct literals below list every field, so a new
    /// field does not compile until it is added).
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
            timeouts: TimeoutConfig {
                connect_seconds: Some(1),
                read_seconds: Some(1),
            },
            lint: LintConfig {
                enable: vec![],
                disable: vec![],
                severity: BTreeMap::from([("PL001".to_string(), "error".to_string())]),
                pool_tables: Some(vec![]),
                default_isolation: Some("x".into()),
                require_conn_tag: true,
                schema: vec![],
                server: Some("x".into()),
            },
            replenish: every_replenish_key(),
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
            let secret = ["pods.eu1.url", "pods.eu1.url_env", "pods.eu1.password_file"];
            assert_eq!(may_show(&p), !secret.contains(&p.as_str()), "{p}");
        }
    }
}
