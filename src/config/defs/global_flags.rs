//! The flags every command takes, in the order `--help` lists them: the
//! config file, the server and its password, the pods, TLS (with its
//! `[tls]` keys), the connection timeouts (with their `[timeouts]` keys)
//! and the output format; and the value types of those flags.

use super::kinds::{Choice, Count, FilePath, List, Switch, Text, Whole};
use super::{AnySetting, Def, Setting};
use serde::{Deserialize, Serialize};

/// The config file read when `--config` names none (optional then).
pub const DEFAULT_CONFIG_FILE: &str = "poolctl.toml";

/// Bound of every wait taken from input that has no bound of its own (lock
/// timeouts, statement timeouts, `--pod-timeout`), seconds: 7 days.
pub const MAX_WAIT_SECS: u64 = 7 * 86_400;

pub const CONFIG: Setting<FilePath> = Setting {
    def: Def::new(
        "config",
        "The config file: ./poolctl.toml when it exists (it may be missing), else the file named \
         (which must exist)",
    )
    .global_flag("config")
    .env("POOLCTL_CONFIG")
    .value_name("PATH")
    .help("Config file (default: ./poolctl.toml when it exists)"),
    kind: FilePath,
};

pub const URL: Setting<Text> = Setting {
    def: Def::new(
        "url",
        "The one server to talk to, mysql://USER@HOST:PORT/DATABASE, instead of a pod of \
         poolctl.toml",
    )
    .global_flag("url")
    .env("POOLCTL_URL")
    .value_name("URL")
    .secret()
    .hide_env_value()
    .help(
        "Server to talk to: mysql://USER@HOST:PORT/DATABASE. Keep the password out of the command \
         line: use MYSQL_PWD, --password-file, or put the whole URL in POOLCTL_URL",
    ),
    kind: Text::ANY,
};

pub const POD: Setting<List> = Setting {
    def: Def::new(
        "pod",
        "A pod (target server) named in the config file's [pods.NAME] tables",
    )
    .global_flag("pod")
    .value_name("NAME")
    .heading("Pods")
    .help("{doc}. Repeat it to run on several pods at once"),
    kind: List {
        items: "list of pod names",
    },
};

pub const PODS_TAG: Setting<List> = Setting {
    def: Def::new(
        "pods_tag",
        "Every pod of poolctl.toml with this tag (repeatable)",
    )
    .global_flag("pods")
    .value_name("TAG")
    .heading("Pods"),
    kind: List {
        items: "list of tags",
    },
};

pub const ALL_PODS: Setting<Switch> = Setting {
    def: Def::new("all_pods", "Every pod of poolctl.toml")
        .global_flag("all-pods")
        .heading("Pods"),
    kind: Switch,
};

pub const PARALLEL: Setting<Whole> = Setting {
    def: Def::new(
        "parallel",
        "Pods worked on at once (default 4; `migrate run` rolls out one at a time unless given)",
    )
    .global_flag("parallel")
    .value_name("N")
    .heading("Pods"),
    kind: Whole::new(1, 256).of("pods"),
};

pub const POD_TIMEOUT: Setting<Whole> = Setting {
    def: Def::new(
        "pod_timeout",
        "Seconds one pod may take before it is reported as timed out (the others go on)",
    )
    .global_flag("pod-timeout")
    .value_name("SECS")
    .heading("Pods")
    .help("{doc}; at most {max} (7 days)"),
    kind: Whole::new(1, MAX_WAIT_SECS).of("seconds").default(600),
};

pub const KEEP_GOING: Setting<Switch> = Setting {
    def: Def::new(
        "keep_going",
        "`migrate run` across pods: go on with the next pods after one fails (default: stop the \
         rollout there)",
    )
    .global_flag("keep-going")
    .heading("Pods"),
    kind: Switch,
};

pub const PASSWORD_FILE: Setting<FilePath> = Setting {
    def: Def::new(
        "password_file",
        "Read the password from this file (first line) instead of MYSQL_PWD",
    )
    .global_flag("password-file")
    .env("POOLCTL_PASSWORD_FILE")
    .key("pods.NAME.password_file")
    .value_name("PATH")
    .secret(),
    kind: FilePath,
};

pub const TLS_MODE: Setting<Choice<TlsMode>> = Setting {
    def: Def::new(
        "tls_mode",
        "TLS: disabled, required (encrypt only), verify-ca, or verify-identity",
    )
    .global_flag("tls-mode")
    .key("tls.mode")
    .value_name("MODE"),
    kind: Choice::NO_DEFAULT,
};

pub const TLS_CA: Setting<FilePath> = Setting {
    def: Def::new("tls_ca", "CA certificate (PEM) to verify the server with")
        .global_flag("tls-ca")
        .key("tls.ca")
        .value_name("PATH"),
    kind: FilePath,
};

pub const TLS_CERT: Setting<FilePath> = Setting {
    def: Def::new(
        "tls_cert",
        "Client certificate chain (PEM) for X.509 authentication (with --tls-key)",
    )
    .global_flag("tls-cert")
    .key("tls.cert")
    .value_name("PATH"),
    kind: FilePath,
};

pub const TLS_KEY: Setting<FilePath> = Setting {
    def: Def::new("tls_key", "Client private key (PEM) for --tls-cert")
        .global_flag("tls-key")
        .key("tls.key")
        .value_name("PATH"),
    kind: FilePath,
};

pub const CONNECT_TIMEOUT: Setting<Whole> = Setting {
    def: Def::new(
        "connect_timeout",
        "Seconds to wait for the server to accept a connection, greet and authenticate",
    )
    .global_flag("connect-timeout")
    .env("POOLCTL_CONNECT_TIMEOUT")
    .key("timeouts.connect_seconds")
    .value_name("SECS")
    .help("{doc} (default {default}, or {key}; at most {max})"),
    kind: Whole::new(1, 3_600).of("seconds").default(10),
};

pub const READ_TIMEOUT: Setting<Whole> = Setting {
    def: Def::new(
        "read_timeout",
        "Seconds to wait for the server to answer before giving up on it",
    )
    .global_flag("read-timeout")
    .env("POOLCTL_READ_TIMEOUT")
    .key("timeouts.read_seconds")
    .value_name("SECS")
    .help(
        "{doc} (default {default}, or {key}; at most {max}). Waits a command asks for itself \
         (--lock-timeout, --lock-wait-timeout, --statement-timeout) come on top, so they are \
         never cut short",
    ),
    kind: Whole::new(1, 86_400).of("seconds").default(60),
};

pub const FORMAT: Setting<Choice<Format>> = Setting {
    def: Def::new("format", "Output format for results")
        .global_flag("format")
        .value_name("FORMAT"),
    kind: Choice::default(Format::Table),
};

pub const COLOR: Setting<Choice<clap::ColorChoice>> = Setting {
    def: Def::new(
        "color",
        "When to colour output (lint's diagnostics, help, usage errors, progress bars): auto \
         colours a terminal unless NO_COLOR is set or TERM=dumb; always and never override both",
    )
    .global_flag("color")
    .value_name("WHEN"),
    kind: Choice::default(clap::ColorChoice::Auto),
};

pub const QUIET: Setting<Switch> = Setting {
    def: Def::new(
        "quiet",
        "Errors only on stderr: no warnings, notes, progress bars or replenisher lines (results \
         on stdout are unchanged)",
    )
    .global_flag("quiet")
    .short('q')
    .conflicts_with("verbose"),
    kind: Switch,
};

pub const VERBOSE: Setting<Count> = Setting {
    def: Def::new(
        "verbose",
        "Say more on stderr: -v where each setting came from, the config file read, each server \
         with its version and connection id, each retry; -vv also the settings at their defaults \
         and the replenisher's counted-only events",
    )
    .global_flag("verbose")
    .short('v'),
    kind: Count,
};

pub const LOG: Setting<Choice<crate::messages::Level>> = Setting {
    def: Def::new(
        "log",
        "How much poolctl says on stderr when neither -q nor -v is given: error, warn, info, \
         debug or trace (-v adds to it, -q overrides it)",
    )
    .env("POOLCTL_LOG"),
    kind: Choice::default(crate::messages::Level::Info),
};

/// The global flags, in `--help`'s order.
pub const ALL: &[&dyn AnySetting] = &[
    &CONFIG,
    &URL,
    &POD,
    &PODS_TAG,
    &ALL_PODS,
    &PARALLEL,
    &POD_TIMEOUT,
    &KEEP_GOING,
    &PASSWORD_FILE,
    &TLS_MODE,
    &TLS_CA,
    &TLS_CERT,
    &TLS_KEY,
    &CONNECT_TIMEOUT,
    &READ_TIMEOUT,
    &FORMAT,
    &COLOR,
    &QUIET,
    &VERBOSE,
    &LOG,
];

/// How results are printed (`--format`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// Tables (and, for lint, source snippets) for people.
    #[value(alias = "text")]
    Table,
    /// One JSON document on stdout, for scripts.
    Json,
    /// SARIF 2.1.0 (lint only), for code-scanning dashboards.
    Sarif,
    /// GitHub Actions workflow annotations (lint only).
    Github,
}

/// How a connection is encrypted (`--tls-mode`, `[tls] mode`).
#[derive(Debug, Clone, Copy, Deserialize, Serialize, PartialEq, Eq, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum TlsMode {
    /// Plain TCP.
    Disabled,
    /// Encrypt, but accept any certificate (protects against sniffing only).
    Required,
    /// Encrypt and check the certificate chain against the CA, not the host name.
    VerifyCa,
    /// Encrypt, check the chain and that the certificate names the host.
    VerifyIdentity,
}
