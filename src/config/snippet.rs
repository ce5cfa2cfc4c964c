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
        // \"...\""): mask every double-quoted part of the message.
        message = mask_quoted(&message);
    }
    ConfigError::Syntax {
        path: path.to_path_buf(),
        line: text[..line_start].matches('\n').count() + 1,
        column: text[line_start..at].chars().count() + 1,
        message: redact::text(&message),
        snippet,
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

/// `a "b" c` -> `a "***" c`.
fn mask_quoted(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for (i, part) in s.split('"').enumerate() {
        if i > 0 {
            out.push('"');
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
            assert!(err.contains("invalid type: string"), "{text}\n{err}");
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
            replenish: ReplenishConfig {
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
            },
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
