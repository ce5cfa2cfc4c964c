//! The command line's own documents, generated from its clap definition
//! (`crate::cli`): shell completion scripts (clap_complete) and man pages
//! (clap_mangen). Both crates are clap's own companions, so the scripts and
//! pages follow every flag and doc comment without a copy to keep in step.
//! And usage errors, which name the environment variable a bad value came
//! from.

use crate::cli::Cli;
use clap::CommandFactory;
use std::ffi::OsString;
use std::io::{self, Write};
use std::path::Path;

/// The completion script for `shell`.
pub fn completions(out: &mut dyn Write, shell: clap_complete::Shell) -> io::Result<()> {
    // Generated into memory first: clap_complete panics on a failed write
    // (a closed pipe: `poolctl completions bash | head`), which poolctl
    // answers with exit 0 like any other output.
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut Cli::command(), "poolctl", &mut script);
    out.write_all(&script)
}

/// The main man page, poolctl(1).
pub fn man(out: &mut dyn Write) -> io::Result<()> {
    clap_mangen::Man::new(Cli::command()).render(out)
}

/// poolctl.1 and one page per command (poolctl-refill.1, ...) into `dir`.
pub fn man_pages(dir: &Path) -> io::Result<()> {
    clap_mangen::generate_to(Cli::command(), dir)
}

/// A usage error as clap renders it, except that a bad value that came from
/// an environment variable is reported under the variable: clap names only
/// the flag (`invalid value 'abc' for '--read-timeout <SECS>'`), which the
/// user may never have typed. `args` is the command line, `env` reads a
/// variable. The caller redacts the text (a value may be a URL).
pub fn usage_error(
    e: &clap::Error,
    args: &[OsString],
    env: &dyn Fn(&str) -> Option<OsString>,
) -> String {
    match env_of_bad_value(e, args, env) {
        Some((var, flag, value)) => {
            let why = std::error::Error::source(e)
                .map(|s| format!(": {s}"))
                .unwrap_or_default();
            format!(
                "error: invalid value '{value}' in environment variable {var} (read as \
                 {flag}){why}\n\nFix or unset {var}, or give {flag} on the command line.\n"
            )
        }
        None => e.render().to_string(),
    }
}

/// (variable, flag as clap shows it, value) when `e` is a bad value of a
/// flag that was not on the command line and whose variable holds it.
fn env_of_bad_value(
    e: &clap::Error,
    args: &[OsString],
    env: &dyn Fn(&str) -> Option<OsString>,
) -> Option<(String, String, String)> {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    if !matches!(
        e.kind(),
        ErrorKind::ValueValidation | ErrorKind::InvalidValue
    ) {
        return None;
    }
    let (Some(ContextValue::String(flag)), Some(ContextValue::String(value))) = (
        e.get(ContextKind::InvalidArg),
        e.get(ContextKind::InvalidValue),
    ) else {
        return None;
    };
    let long = flag.split_whitespace().next()?.strip_prefix("--")?;
    let command = Cli::command();
    // Two commands may have a flag of the same name, one of them with a
    // variable: the one whose variable holds the bad value.
    let var = find_env(&command, long, &|var| {
        env(var).is_some_and(|v| v.to_str() == Some(value.as_str()))
    })?;
    let typed = args.iter().skip(1).any(|a| {
        a.to_str().is_some_and(|a| {
            a.strip_prefix("--")
                .and_then(|a| a.strip_prefix(long))
                .is_some_and(|rest| rest.is_empty() || rest.starts_with('='))
        })
    });
    (!typed).then(|| (var, flag.clone(), value.clone()))
}

/// The variable of an argument `--long` of `command` or of any of its
/// subcommands that `holds` the value.
fn find_env(command: &clap::Command, long: &str, holds: &dyn Fn(&str) -> bool) -> Option<String> {
    command
        .get_arguments()
        .filter(|a| a.get_long() == Some(long))
        .filter_map(|a| a.get_env()?.to_str())
        .find(|var| holds(var))
        .map(String::from)
        .or_else(|| {
            command
                .get_subcommands()
                .find_map(|sub| find_env(sub, long, holds))
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    fn error(args: &[&str]) -> clap::Error {
        Cli::try_parse_from(args).expect_err("a usage error")
    }

    #[test]
    fn a_bad_value_from_the_environment_names_the_variable() {
        let argv = |args: &[&str]| args.iter().map(OsString::from).collect::<Vec<_>>();
        let env = |var: &str| (var == "POOLCTL_READ_TIMEOUT").then(|| OsString::from("abc"));
        // What clap sees when the variable is set: the value without the flag.
        let e = error(&["poolctl", "--read-timeout", "abc", "status"]);
        let text = usage_error(&e, &argv(&["poolctl", "status"]), &env);
        assert!(
            text.starts_with(
                "error: invalid value 'abc' in environment variable POOLCTL_READ_TIMEOUT \
                 (read as --read-timeout <SECS>): invalid digit"
            ),
            "{text}"
        );
        // Typed on the command line: clap's message, about the flag.
        for typed in [
            &["poolctl", "--read-timeout", "abc", "status"][..],
            &["poolctl", "--read-timeout=abc", "status"],
        ] {
            let text = usage_error(&e, &argv(typed), &env);
            assert!(text.contains("for '--read-timeout <SECS>'"), "{text}");
            assert!(!text.contains("POOLCTL_READ_TIMEOUT"), "{text}");
        }
        // The variable holds another value: the bad one was typed.
        let other = |_: &str| Some(OsString::from("5"));
        let text = usage_error(&e, &argv(&["poolctl", "status"]), &other);
        assert!(!text.contains("environment variable"), "{text}");
        // Other usage errors are clap's.
        let e = error(&["poolctl", "frobnicate"]);
        assert_eq!(
            usage_error(&e, &argv(&["poolctl", "frobnicate"]), &env),
            e.render().to_string()
        );
    }
}
