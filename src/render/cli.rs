//! The command line's own documents, generated from its clap definition
//! (`crate::cli`): shell completion (clap_complete's dynamic completion) and
//! man pages (clap_mangen, with the sections it does not know written with
//! its `roff`). Both crates are clap's own companions, so the completions and
//! pages follow every flag and doc comment without a copy to keep in step.
//! And usage errors, which name the environment variable a bad value came
//! from.
//!
//! Completion is dynamic: the script `poolctl completions SHELL` prints
//! calls `poolctl` back at each Tab (`COMPLETE=SHELL poolctl -- WORDS`), and
//! the values are poolctl's own: rule names for `lint --explain`,
//! `--enable` and `--disable`, the pods and tags of the `poolctl.toml` in
//! effect for `--pod` and `--pods`. A completion reads that file and nothing
//! else: it never connects, and a missing or broken file offers no pod
//! rather than an error.

use crate::cli::Cli;
use crate::config::defs::{self, global_flags};
use clap::CommandFactory;
use clap_complete::engine::{ArgValueCandidates, ArgValueCompleter, CompletionCandidate};
use clap_complete::env::{CompleteEnv, Shells};
use clap_mangen::roff::{Roff, bold, italic, roman};
use std::ffi::OsString;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// The variable a completion script sets when it calls poolctl back
/// (clap_complete's).
pub const COMPLETE_VAR: &str = "COMPLETE";

/// Answer a shell's completion request and exit, when this run is one
/// (`COMPLETE` set); return at once otherwise.
pub fn complete_if_asked() {
    CompleteEnv::with_factory(completing_command)
        .var(COMPLETE_VAR)
        .complete();
}

/// The command line with the completers of the values clap cannot know:
/// rule names, and the pods and tags of the config file.
pub fn completing_command() -> clap::Command {
    let rules = || ArgValueCompleter::new(rule_candidates);
    Cli::command()
        .mut_arg(global_flags::POD.def.id, |a| {
            a.add(ArgValueCandidates::new(|| pod_candidates(Pods::Names)))
        })
        .mut_arg(global_flags::PODS_TAG.def.id, |a| {
            a.add(ArgValueCandidates::new(|| pod_candidates(Pods::Tags)))
        })
        .mut_subcommand("lint", |lint| {
            lint.mut_arg("explain", |a| a.add(rules()))
                .mut_arg("enable", |a| a.add(rules()))
                .mut_arg("disable", |a| a.add(rules()))
        })
}

/// The rules whose name starts with `current`, with their summaries (zsh
/// and fish show them); their codes when `current` starts one (`PL0`).
fn rule_candidates(current: &std::ffi::OsStr) -> Vec<CompletionCandidate> {
    let current = current.to_string_lossy();
    let code = current.len() >= 2
        && current
            .get(..2)
            .is_some_and(|p| p.eq_ignore_ascii_case("PL"));
    crate::lint::rules::RULES
        .iter()
        .filter_map(|r| {
            let value = if code { r.code } else { r.name };
            let matches = value
                .get(..current.len())
                .is_some_and(|p| p.eq_ignore_ascii_case(&current));
            matches.then(|| CompletionCandidate::new(value).help(Some(r.summary.into())))
        })
        .collect()
}

enum Pods {
    Names,
    Tags,
}

/// The pods (or their tags) of the config file the command line being
/// completed would read; none when it cannot be read.
fn pod_candidates(what: Pods) -> Vec<CompletionCandidate> {
    let words: Vec<OsString> = std::env::args_os()
        .skip_while(|a| a != "--")
        .skip(1)
        .collect();
    let path = config_in_words(&words)
        .or_else(|| {
            global_flags::CONFIG
                .def
                .env
                .and_then(std::env::var_os)
                .filter(|v| !v.is_empty())
                .map(PathBuf::from)
        })
        .unwrap_or_else(|| PathBuf::from(global_flags::DEFAULT_CONFIG_FILE));
    let Some(file) = read_config(&path) else {
        return Vec::new();
    };
    let mut values: Vec<String> = match what {
        Pods::Names => file.pods.keys().cloned().collect(),
        Pods::Tags => file.pods.values().flat_map(|p| p.tags.clone()).collect(),
    };
    values.sort();
    values.dedup();
    values.into_iter().map(CompletionCandidate::new).collect()
}

/// The last `--config PATH` (or `--config=PATH`) among the words being
/// completed, before a `--`.
fn config_in_words(words: &[OsString]) -> Option<PathBuf> {
    let flag = global_flags::CONFIG.def.flag_name()?;
    let mut found = None;
    let mut words = words.iter();
    while let Some(w) = words.next() {
        if w == "--" {
            break;
        }
        if *w == *flag {
            found = words.next().map(PathBuf::from);
        } else if let Some(v) = w.to_str().and_then(|w| w.strip_prefix(&format!("{flag}="))) {
            found = Some(PathBuf::from(v));
        }
    }
    found
}

fn read_config(path: &Path) -> Option<crate::config::FileConfig> {
    let text = crate::bounded::read_text_file(path, crate::bounded::CONFIG_FILE).ok()?;
    crate::config::parse_config(&text, path).ok()
}

/// The completion script for `shell`: it registers poolctl's completion,
/// which calls this binary back at each Tab (as `COMPLETE=SHELL poolctl`
/// prints it).
pub fn completions(out: &mut dyn Write, shell: clap_complete::Shell) -> io::Result<()> {
    let name = shell.to_string();
    let shells = Shells::builtins();
    let completer = shells.completer(&name).ok_or_else(|| {
        io::Error::new(
            io::ErrorKind::Unsupported,
            format!("no completion for {name}"),
        )
    })?;
    let mut script = Vec::new();
    completer.write_registration(COMPLETE_VAR, "poolctl", "poolctl", &callback(), &mut script)?;
    out.write_all(&script)
}

/// How the script calls poolctl back: as this run was called (a bare
/// `poolctl` found on PATH at each Tab, else its path, made absolute), as
/// clap_complete's own registration does.
fn callback() -> String {
    let argv0 = PathBuf::from(
        std::env::args_os()
            .next()
            .unwrap_or_else(|| "poolctl".into()),
    );
    let path = if argv0.components().count() > 1 {
        std::env::current_dir()
            .map(|d| d.join(&argv0))
            .unwrap_or(argv0)
    } else {
        argv0
    };
    path.to_string_lossy().into_owned()
}

/// A help text or usage error with clap's styles, or without them.
pub fn styled(text: &clap::builder::StyledStr, color: bool) -> String {
    if color {
        text.ansi().to_string()
    } else {
        text.to_string()
    }
}

/// The main man page, poolctl(1).
pub fn man(out: &mut dyn Write) -> io::Result<()> {
    let mut cmd = Cli::command().disable_help_subcommand(true);
    cmd.build();
    let pages = pages(&cmd);
    page(&cmd, &pages, true, out)
}

/// poolctl.1 and one page per command (poolctl-refill.1, ...): each file's
/// name and text, for the caller to write.
pub fn man_pages() -> io::Result<Vec<(String, Vec<u8>)>> {
    let mut cmd = Cli::command().disable_help_subcommand(true);
    cmd.build();
    let pages = pages(&cmd);
    fn render(
        cmd: &clap::Command,
        pages: &[String],
        main: bool,
        out: &mut Vec<(String, Vec<u8>)>,
    ) -> io::Result<()> {
        for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
            render(sub, pages, false, out)?;
        }
        let man = clap_mangen::Man::new(cmd.clone());
        let mut text = Vec::new();
        page(cmd, pages, main, &mut text)?;
        out.push((man.get_filename(), text));
        Ok(())
    }
    let mut out = Vec::new();
    render(&cmd, &pages, true, &mut out)?;
    Ok(out)
}

/// Every page's name (`poolctl`, `poolctl-refill`, ...), main page first.
fn pages(root: &clap::Command) -> Vec<String> {
    fn walk(cmd: &clap::Command, out: &mut Vec<String>) {
        out.push(
            cmd.get_display_name()
                .unwrap_or_else(|| cmd.get_name())
                .to_string(),
        );
        for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
            walk(sub, out);
        }
    }
    let mut out = Vec::new();
    walk(root, &mut out);
    out
}

/// One page: clap_mangen's sections, then EXIT STATUS, (on the main page)
/// ENVIRONMENT and FILES, the version, and SEE ALSO.
fn page(cmd: &clap::Command, pages: &[String], main: bool, out: &mut dyn Write) -> io::Result<()> {
    let man = clap_mangen::Man::new(cmd.clone());
    man.render_title(out)?;
    man.render_name_section(out)?;
    man.render_synopsis_section(out)?;
    man.render_description_section(out)?;
    if cmd.get_arguments().any(|a| !a.is_hide_set()) {
        man.render_options_section(out)?;
    }
    if cmd.get_subcommands().any(|s| !s.is_hide_set()) {
        man.render_subcommands_section(out)?;
    }
    if cmd.get_after_long_help().is_some() || cmd.get_after_help().is_some() {
        man.render_extra_section(out)?;
    }
    let mut roff = Roff::new();
    exit_status(&mut roff);
    if main {
        environment(&mut roff);
        files(&mut roff);
    }
    roff.to_writer(out)?;
    if cmd.get_version().is_some() || cmd.get_long_version().is_some() {
        man.render_version_section(out)?;
    }
    let mut roff = Roff::new();
    see_also(&mut roff, cmd, pages, main);
    roff.to_writer(out)
}

/// A tagged paragraph: the tag in bold, then its text.
fn item(roff: &mut Roff, tag: &str, text: &str) {
    roff.control("TP", []);
    roff.text([bold(tag)]);
    roff.text([roman(text)]);
}

fn exit_status(roff: &mut Roff) {
    roff.control("SH", ["EXIT STATUS"]);
    item(
        roff,
        "0",
        "Clean: the command did what it was asked and found nothing wrong. --help, --version \
         and a closed pipe on stdout (poolctl status | head) exit 0 too.",
    );
    item(
        roff,
        "1",
        "Findings or drift: a lint error, a failed schema check, a drained pool, a dirty \
         migration; each command's page says what counts.",
    );
    item(
        roff,
        "2",
        "An error: bad input or a usage error (one message naming the flag, variable or key to \
         fix, before any connection), an unreachable server, a refused password, a missing \
         grant. Across pods, the exit status is the worst pod's.",
    );
}

fn environment(roff: &mut Roff) {
    roff.control("SH", ["ENVIRONMENT"]);
    roff.text([roman(
        "A flag given on the command line wins over its variable, which wins over its key in \
         poolctl.toml, which wins over its default.",
    )]);
    for s in defs::all() {
        let d = s.def();
        let Some(var) = d.env else { continue };
        let stands_for = match (d.flag_name(), d.key_in_table()) {
            (Some(flag), _) => format!(" (as {flag})"),
            (None, Some(key)) => format!(" (as {key} in poolctl.toml)"),
            (None, None) => String::new(),
        };
        item(roff, var, &format!("{}{stands_for}.", sentence(d.doc)));
    }
    for (var, text) in OTHER_VARIABLES {
        item(roff, var, text);
    }
}

/// The variables poolctl reads that no setting defines.
pub const OTHER_VARIABLES: &[(&str, &str)] = &[
    (
        "MYSQL_PWD",
        "The password, when neither the URL, POOLCTL_URL, a pod's url_env nor a password file \
         gives one (a pod's url_env names a variable of your own holding its URL).",
    ),
    (
        "NO_COLOR",
        "Any value but the empty one: no colour under --color auto (https://no-color.org).",
    ),
    (
        "TERM",
        "dumb: no colour under --color auto, no progress bars, and the --watch commands print \
         each sample below the last instead of redrawing the screen.",
    ),
    (
        COMPLETE_VAR,
        "Set by the completion scripts of poolctl completions when they call poolctl back; \
         never set it yourself.",
    ),
];

fn files(roff: &mut Roff) {
    roff.control("SH", ["FILES"]);
    roff.control("TP", []);
    roff.text([bold(global_flags::DEFAULT_CONFIG_FILE)]);
    roff.text([roman(
        "The config file (pods, [pool], [ledger], [tables], [timeouts], [tls], [lint], \
         [replenish]), looked for in the current folder and read when it exists. --config PATH \
         or POOLCTL_CONFIG names another, which must exist. No other folder is searched. \
         Every key: docs/configuration.md.",
    )]);
}

fn see_also(roff: &mut Roff, cmd: &clap::Command, pages: &[String], main: bool) {
    roff.control("SH", ["SEE ALSO"]);
    let own = cmd.get_display_name().unwrap_or_else(|| cmd.get_name());
    let others: Vec<&String> = pages
        .iter()
        .filter(|p| {
            p.as_str() != own && (main || !p.contains('-') || p.starts_with(&format!("{own}-")))
        })
        .collect();
    let mut line = Vec::new();
    for (i, p) in others.iter().enumerate() {
        line.push(bold(p.as_str()));
        line.push(roman(if i + 1 < others.len() { "(1), " } else { "(1)" }));
    }
    roff.text(line);
    roff.control("PP", []);
    roff.text([
        roman("The manual, in poolctl's source: "),
        italic("docs/"),
        roman(" (a page per command in "),
        italic("docs/commands/"),
        roman(", every setting in "),
        italic("docs/configuration.md"),
        roman("); what on-call does for each finding in "),
        italic("runbooks/"),
        roman("; each lint rule in "),
        italic("lints/"),
        roman(" and with poolctl lint --explain RULE."),
    ]);
}

/// A doc as a sentence of its own (a capital first).
fn sentence(doc: &str) -> String {
    let mut chars = doc.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
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
    color: bool,
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
        None => styled(&e.render(), color),
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
        let text = usage_error(&e, &argv(&["poolctl", "status"]), &env, false);
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
            let text = usage_error(&e, &argv(typed), &env, false);
            assert!(text.contains("for '--read-timeout <SECS>'"), "{text}");
            assert!(!text.contains("POOLCTL_READ_TIMEOUT"), "{text}");
        }
        // The variable holds another value: the bad one was typed.
        let other = |_: &str| Some(OsString::from("5"));
        let text = usage_error(&e, &argv(&["poolctl", "status"]), &other, false);
        assert!(!text.contains("environment variable"), "{text}");
        // Other usage errors are clap's.
        let e = error(&["poolctl", "frobnicate"]);
        assert_eq!(
            usage_error(&e, &argv(&["poolctl", "frobnicate"]), &env, false),
            e.render().to_string()
        );
    }
}
