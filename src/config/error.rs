//! The errors of [`crate::config`]: each names the flag, variable or key to
//! fix, and none shows a password (URLs are shown through
//! [`crate::redact::url`], config lines through [`crate::redact::toml_line`]).

use super::defs::global_flags::{CONFIG, DEFAULT_CONFIG_FILE, PASSWORD_FILE, TLS_CERT, TLS_KEY};
use super::names::{NameProblem, name_message};
use std::path::PathBuf;

/// `--tls-cert and --tls-key, or tls.cert and tls.key`.
fn certificate_and_key() -> String {
    let (cert, key) = (&TLS_CERT.def, &TLS_KEY.def);
    format!(
        "{} and {}, or {} and {}",
        cert.flag_name().unwrap_or_default(),
        key.flag_name().unwrap_or_default(),
        cert.key.unwrap_or_default(),
        key.key.unwrap_or_default()
    )
}

/// `--password-file, POOLCTL_PASSWORD_FILE or a pod's password_file`.
fn password_file_places() -> String {
    let d = &PASSWORD_FILE.def;
    format!(
        "{}, {} or a pod's {}",
        d.flag_name().unwrap_or_default(),
        d.env.unwrap_or_default(),
        d.key.and_then(|k| k.rsplit('.').next()).unwrap_or_default()
    )
}

/// What a URL is wrong with (the URL itself is shown redacted beside it).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum UrlProblem {
    #[error("not a URL ({0})")]
    NotAUrl(url::ParseError),
    #[error("scheme {0:?} is not mysql://")]
    Scheme(String),
    #[error("not a URL (it does not start with mysql://)")]
    NoScheme,
    #[error("no host (a server URL is mysql:// then USER@HOST)")]
    NoHost,
    #[error("no user")]
    NoUser,
    #[error("the path must be a single database name")]
    Path,
    #[error(
        "it has an '@' after the host: a password holding @ : / ? # or % must be percent-encoded \
         (%40 %3A %2F %3F %23 %25), or kept out of the URL (MYSQL_PWD, --password-file)"
    )]
    AtAfterHost,
    #[error(
        "a URL parameter other than socket=PATH (TLS goes in --tls-mode/--tls-ca/--tls-cert/--tls-key or a tls table)"
    )]
    UnknownParameter,
    #[error(
        "it has a #fragment, which a server URL never has (percent-encode # in a password as %23)"
    )]
    Fragment,
    #[error("its {0} holds a control character (a NUL or newline, perhaps from %00 or %0A)")]
    ControlCharacter(&'static str),
}

/// What is wrong with a TLS setting.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum TlsProblem {
    #[error(
        "TLS client authentication needs both a certificate and a key ({})",
        certificate_and_key()
    )]
    CertWithoutKey,
    #[error(
        "TLS mode is disabled but a CA or client certificate is set; \
         drop them or choose --tls-mode required|verify-ca|verify-identity"
    )]
    DisabledWithCertificates,
}

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("cannot read config file {}: {error} ({} name it)", path.display(), CONFIG.def.flag_or_var())]
    Read {
        path: PathBuf,
        /// Shown in the message (not a `source`, so it is not printed twice).
        error: crate::bounded::ReadError,
    },
    #[error(
        "config file {path} is invalid: line {line}, column {column}: {message}\n    {line} | {snippet}"
    )]
    Syntax {
        path: PathBuf,
        line: usize,
        column: usize,
        /// The parser's message (values of secret keys masked).
        message: String,
        /// The offending line, with secret values masked.
        snippet: String,
    },
    #[error("config file {path} is invalid: {problem}")]
    Setting { path: PathBuf, problem: String },
    #[error("config file {path} is invalid: {}", name_message(field, value, *problem))]
    Name {
        path: PathBuf,
        field: &'static str,
        value: String,
        problem: NameProblem,
    },
    #[error("{whose}: {problem}")]
    Tls { whose: String, problem: TlsProblem },
    #[error("{origin}: {shown}: {problem} (expected mysql://USER@HOST:PORT/DATABASE)")]
    Url {
        /// Where the URL came from ("--url / POOLCTL_URL", "pod eu-1's url").
        origin: String,
        /// The URL, redacted with [`crate::redact::url()`].
        shown: String,
        problem: UrlProblem,
    },
    #[error("--url and --pod both name a server: pass one of them")]
    UrlAndPod,
    #[error(
        "--url (or POOLCTL_URL) names one server; --pod/--pods/--all-pods take the servers \
         from poolctl.toml: drop one of them"
    )]
    UrlWithPods,
    #[error(
        "--pod/--pods/--all-pods: no pods are configured ({path}); define [pods.NAME] tables with a url"
    )]
    NoPods { path: String },
    #[error("--pod {name}: no such pod in {path}; known pods: {}", known.join(", "))]
    UnknownPod {
        name: String,
        path: String,
        known: Vec<String>,
    },
    #[error("--pods {tag}: no pod in {path} has that tag")]
    UnknownTag { tag: String, path: String },
    #[error("{path} defines {} pods ({}): choose one with --pod NAME", known.len(), known.join(", "))]
    PodNotChosen { path: String, known: Vec<String> },
    #[error("pod {pod}: set either url or url_env, not both")]
    UrlAndUrlEnv { pod: String },
    #[error("pod {pod}: environment variable {var} (its url_env) is not set")]
    UrlEnvUnset { pod: String, var: String },
    #[error("pod {pod}: no url; set url = \"mysql://USER@HOST:PORT/DATABASE\" or url_env")]
    PodWithoutUrl { pod: String },
    #[error("cannot read password file {}: {error} ({})", path.display(), password_file_places())]
    PasswordFile {
        path: PathBuf,
        /// Never the file's text.
        error: crate::bounded::ReadError,
    },
    #[error("{target} names no database: add /DATABASE to the URL")]
    NoDatabase { target: String },
    #[error("invalid value in environment variable {var}: {problem}; fix or unset {var}")]
    Env {
        var: &'static str,
        /// What is wrong, without the value where the setting may hold a
        /// secret.
        problem: String,
    },
    #[error("the setting {setting} has no default: give it on the command line or in poolctl.toml")]
    NoDefault { setting: &'static str },
    #[error(
        "no server to talk to: pass --url mysql://USER@HOST:PORT/DATABASE (the password comes from \
         MYSQL_PWD or --password-file), set POOLCTL_URL, or define [pods.NAME] in {DEFAULT_CONFIG_FILE}"
    )]
    NoTarget,
    #[error("the Redis URL ({place}) is refused: {problem}")]
    Redis {
        place: String,
        problem: RedisUrlProblem,
    },
}

/// Why a Redis URL was refused (the URL itself never quoted: it may hold a
/// password).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RedisUrlProblem {
    #[error("it is not a URL: give redis://HOST:PORT")]
    NotAUrl,
    #[error("its scheme is {0}: give redis://HOST:PORT (TLS, rediss://, is not supported)")]
    Scheme(String),
    #[error("it names no host: give redis://HOST:PORT")]
    NoHost,
    #[error("its database `{0}` is not a number: give redis://HOST:PORT/N")]
    Database(String),
}
