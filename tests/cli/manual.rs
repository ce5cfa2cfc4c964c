//! The manual holds together: in `README.md`, `CHANGELOG.md`, `docs/`,
//! `runbooks/` and `lints/`, every relative link names a file of the
//! repository and every `#anchor` a heading (or an `id`) of the page it
//! points into; and every command example (`poolctl ...` in a shell code
//! block, or in inline code) names a real command and flags that command
//! takes, as clap defines them.

use clap::CommandFactory;
use poolctl::cli::Cli;
use pulldown_cmark::{CodeBlockKind, Event, Options, Parser, Tag, TagEnd};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The pages of the manual, relative to the repository.
fn pages() -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = ["README.md", "CHANGELOG.md"]
        .iter()
        .map(PathBuf::from)
        .filter(|p| root().join(p).is_file())
        .collect();
    let mut stack: Vec<PathBuf> = ["docs", "runbooks", "lints"]
        .iter()
        .map(PathBuf::from)
        .collect();
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(root().join(&dir)) else {
            continue;
        };
        for e in entries {
            let name = e.unwrap().file_name();
            let rel = dir.join(&name);
            if root().join(&rel).is_dir() {
                stack.push(rel);
            } else if rel.extension().is_some_and(|x| x == "md") {
                out.push(rel);
            }
        }
    }
    out.sort();
    out
}

fn options() -> Options {
    Options::ENABLE_TABLES | Options::ENABLE_FOOTNOTES | Options::ENABLE_HEADING_ATTRIBUTES
}

fn line_of(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())].matches('\n').count() + 1
}

/// GitHub's anchor for a heading: lower case; letters, digits, spaces, `-`
/// and `_` kept, everything else dropped; spaces become `-`. A second
/// heading with the same anchor gets `-1`, a third `-2`.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_'))
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The anchors of `file`, relative to the crate ([`anchors`]).
pub(crate) fn anchors_of(file: &str) -> BTreeSet<String> {
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(file))
        .unwrap_or_else(|e| panic!("{file}: {e}"));
    anchors(&text)
}

/// Every anchor of a Markdown page: its headings' and explicit `id="..."`
/// or `name="..."` attributes of inline HTML.
fn anchors(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    let mut heading: Option<String> = None;
    for event in Parser::new_ext(text, options()) {
        match event {
            Event::Start(Tag::Heading { id, .. }) => {
                if let Some(id) = id {
                    out.insert(id.to_string());
                }
                heading = Some(String::new());
            }
            Event::End(TagEnd::Heading(_)) => {
                if let Some(h) = heading.take() {
                    let base = slug(&h);
                    let n = seen.entry(base.clone()).or_insert(0);
                    out.insert(if *n == 0 {
                        base.clone()
                    } else {
                        format!("{base}-{n}")
                    });
                    *n += 1;
                }
            }
            Event::Text(t) | Event::Code(t) => {
                if let Some(h) = heading.as_mut() {
                    h.push_str(&t);
                }
            }
            Event::Html(h) | Event::InlineHtml(h) => {
                for attr in ["id=\"", "name=\""] {
                    for (i, _) in h.match_indices(attr) {
                        let rest = &h[i + attr.len()..];
                        if let Some(end) = rest.find('"') {
                            out.insert(rest[..end].to_string());
                        }
                    }
                }
            }
            _ => {}
        }
    }
    out
}

/// (line, destination) of every link and image of a page.
fn links(text: &str) -> Vec<(usize, String)> {
    Parser::new_ext(text, options())
        .into_offset_iter()
        .filter_map(|(event, range)| match event {
            Event::Start(Tag::Link { dest_url, .. })
            | Event::Start(Tag::Image { dest_url, .. }) => {
                Some((line_of(text, range.start), dest_url.to_string()))
            }
            _ => None,
        })
        .collect()
}

#[test]
fn every_relative_link_and_anchor_of_the_manual_resolves() {
    let pages = pages();
    assert!(
        pages.len() >= 10,
        "the manual's pages were not found: {pages:?}"
    );
    let mut checked = 0;
    let mut broken = Vec::new();
    for page in &pages {
        let text = std::fs::read_to_string(root().join(page)).unwrap();
        for (line, dest) in links(&text) {
            if dest.contains("://") || dest.starts_with("mailto:") {
                continue;
            }
            checked += 1;
            let (path, anchor) = match dest.split_once('#') {
                Some((p, a)) => (p, Some(a)),
                None => (dest.as_str(), None),
            };
            let target = if path.is_empty() {
                page.clone()
            } else {
                page.parent().unwrap_or(Path::new("")).join(path)
            };
            let full = root().join(&target);
            let inside = full
                .canonicalize()
                .is_ok_and(|f| f.starts_with(root().canonicalize().unwrap()));
            if !inside {
                broken.push(format!(
                    "{}:{line}: `{dest}`: no such file in the repository",
                    page.display()
                ));
                continue;
            }
            let Some(anchor) = anchor else { continue };
            if full.is_dir() || full.extension().is_none_or(|x| x != "md") {
                broken.push(format!(
                    "{}:{line}: `{dest}`: an anchor into something that is not a Markdown page",
                    page.display()
                ));
                continue;
            }
            let there = anchors(&std::fs::read_to_string(&full).unwrap());
            if !there.contains(anchor) {
                broken.push(format!(
                    "{}:{line}: `{dest}`: no heading with the anchor #{anchor} in {}",
                    page.display(),
                    target.display()
                ));
            }
        }
    }
    assert!(
        checked >= 20,
        "only {checked} relative links found: is the scan blind?"
    );
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

/// A command example as written: where it is, and its words after `poolctl`.
struct Example {
    at: String,
    words: Vec<String>,
}

/// The shell words that end a command: what follows is another command, a
/// redirection or a comment.
fn ends_command(word: &str) -> bool {
    matches!(word, "|" | "||" | "&&" | ";" | "&" | ")" | "#")
        || word.starts_with('>')
        || word.starts_with("2>")
        || word.starts_with('<')
        || word.starts_with('#')
}

/// Is this word the program itself (`poolctl`, `target/release/poolctl`,
/// `"$POOLCTL_BIN"`)?
fn is_poolctl(word: &str) -> bool {
    word == "poolctl" || word.ends_with("/poolctl") || word.contains("POOLCTL_BIN")
}

/// The examples in one line of shell: every `poolctl` there, with its words.
fn examples_in(line: &str, at: &str, out: &mut Vec<Example>) {
    let line = line.trim_start().trim_start_matches("$ ");
    let words =
        shlex::split(line).unwrap_or_else(|| line.split_whitespace().map(String::from).collect());
    let mut i = 0;
    while i < words.len() {
        if is_poolctl(&words[i]) {
            let rest: Vec<String> = words[i + 1..]
                .iter()
                .take_while(|w| !ends_command(w))
                .cloned()
                .collect();
            i += rest.len();
            out.push(Example {
                at: at.to_string(),
                words: rest,
            });
        }
        i += 1;
    }
}

/// Every command example of the manual: lines of shell code blocks (with
/// `\` continuations joined) and inline code that starts with `poolctl `.
fn examples() -> Vec<Example> {
    let mut out = Vec::new();
    for page in pages() {
        let text = std::fs::read_to_string(root().join(&page)).unwrap();
        let mut in_shell: Option<usize> = None;
        for (event, range) in Parser::new_ext(&text, options()).into_offset_iter() {
            match event {
                Event::Start(Tag::CodeBlock(kind)) => {
                    let lang = match &kind {
                        CodeBlockKind::Fenced(l) => {
                            l.split_whitespace().next().unwrap_or("").to_string()
                        }
                        CodeBlockKind::Indented => String::new(),
                    };
                    if matches!(lang.as_str(), "sh" | "bash" | "shell" | "console" | "zsh") {
                        in_shell = Some(line_of(&text, range.start) + 1);
                    }
                }
                Event::End(TagEnd::CodeBlock) => in_shell = None,
                Event::Text(t) => {
                    if let Some(first) = in_shell {
                        // Lines are numbered as written; a continued line
                        // (`\` at its end) is read with the next ones.
                        let mut line_no = first;
                        let mut pending = String::new();
                        let mut pending_at = first;
                        for line in t.split_inclusive('\n') {
                            if pending.is_empty() {
                                pending_at = line_no;
                            }
                            line_no += 1;
                            let body = line.trim_end_matches('\n');
                            match body.strip_suffix('\\') {
                                Some(head) => pending.push_str(head),
                                None => {
                                    pending.push_str(body);
                                    let at = format!("{}:{pending_at}", page.display());
                                    examples_in(&pending, &at, &mut out);
                                    pending.clear();
                                }
                            }
                        }
                        in_shell = Some(line_no);
                    }
                }
                Event::Code(code) if code.starts_with("poolctl ") => {
                    // An inline synopsis writes alternatives as `a | b` and
                    // optional parts in brackets: each part is read as a
                    // word of the same command.
                    let at = format!("{}:{}", page.display(), line_of(&text, range.start));
                    examples_in(&code.replace(['[', ']', '|'], " "), &at, &mut out);
                }
                _ => {}
            }
        }
    }
    out
}

/// What is wrong with one example, if anything: an unknown subcommand of a
/// command that needs one, or a flag the command does not take.
fn check(example: &Example, cli: &clap::Command) -> Option<String> {
    let mut cmd = cli;
    let mut path = vec!["poolctl".to_string()];
    let mut words = example.words.iter().peekable();
    let mut positional_seen = false;
    while let Some(word) = words.next() {
        let word = word.as_str();
        if word == "--" {
            break;
        }
        if let Some(long) = word.strip_prefix("--") {
            // `--a/--b/--c` in a synopsis: each of them.
            for name in long.split("/--") {
                let name = name.split('=').next().unwrap_or(name);
                let Some(arg) = cmd.get_arguments().find(|a| {
                    a.get_long() == Some(name)
                        || a.get_all_aliases().is_some_and(|al| al.contains(&name))
                }) else {
                    if name == "help" || name == "version" {
                        continue;
                    }
                    return Some(format!("`{}` has no flag --{name}", path.join(" ")));
                };
                if !long.contains('=') && arg.get_action().takes_values() {
                    words.next();
                }
            }
            continue;
        }
        if let Some(shorts) = word
            .strip_prefix('-')
            .filter(|s| !s.is_empty() && !s.starts_with(|c: char| c.is_ascii_digit()))
        {
            for c in shorts.chars() {
                let Some(arg) = cmd.get_arguments().find(|a| a.get_short() == Some(c)) else {
                    if c == 'h' || c == 'V' {
                        continue;
                    }
                    return Some(format!("`{}` has no flag -{c}", path.join(" ")));
                };
                if arg.get_action().takes_values() {
                    words.next();
                    break;
                }
            }
            continue;
        }
        if !positional_seen {
            if let Some(sub) = cmd.find_subcommand(word) {
                path.push(word.to_string());
                cmd = sub;
                continue;
            }
            if cmd.is_subcommand_required_set()
                || cmd.get_positionals().next().is_none() && cmd.has_subcommands()
            {
                return Some(format!("`{}` has no subcommand `{word}`", path.join(" ")));
            }
        }
        positional_seen = true;
    }
    None
}

#[test]
fn every_command_example_of_the_manual_names_a_real_command_and_real_flags() {
    let mut cli = Cli::command();
    cli.build();
    let examples = examples();
    assert!(
        examples.len() >= 20,
        "only {} command examples found: is the scan blind?",
        examples.len()
    );
    let wrong: Vec<String> = examples
        .iter()
        .filter_map(|e| {
            check(e, &cli).map(|why| format!("{}: poolctl {}: {why}", e.at, e.words.join(" ")))
        })
        .collect();
    assert!(
        wrong.is_empty(),
        "command examples that poolctl would refuse:\n{}",
        wrong.join("\n")
    );
}

/// The checker itself can fail: a made-up flag and a made-up subcommand are
/// caught, real ones pass.
#[test]
fn the_example_checker_refuses_what_poolctl_refuses() {
    let mut cli = Cli::command();
    cli.build();
    let ex = |line: &str| {
        let mut v = Vec::new();
        examples_in(line, "here", &mut v);
        assert_eq!(v.len(), 1, "{line}");
        check(&v.remove(0), &cli)
    };
    assert_eq!(ex("poolctl refill --all --dry-run --format json"), None);
    assert_eq!(
        ex("$ poolctl --url mysql://u@h/db status --shop 1 | jq ."),
        None
    );
    assert_eq!(ex("poolctl migrate run --lock-timeout 30"), None);
    assert!(ex("poolctl refill --everything").is_some_and(|w| w.contains("--everything")));
    assert!(ex("poolctl migrate jump").is_some_and(|w| w.contains("jump")));
    assert!(ex("poolctl lint -Z x.sql").is_some_and(|w| w.contains("-Z")));
}

/// The anchors are GitHub's: punctuation dropped, repeats numbered, explicit
/// ids kept; a link to a missing one is what the link check reports.
#[test]
fn anchors_are_githubs() {
    let a = anchors(
        "# Exit status: what is guaranteed\n## `--dry-run`\n## `--dry-run`\n<a id=\"pool-drained\"></a>\n",
    );
    for want in [
        "exit-status-what-is-guaranteed",
        "--dry-run",
        "--dry-run-1",
        "pool-drained",
    ] {
        assert!(a.contains(want), "{want} missing from {a:?}");
    }
    assert!(!a.contains("exit-status"));
    assert_eq!(slug("What's `next`?"), "whats-next");
    assert_eq!(slug("units-primary-key"), "units-primary-key");
    assert_eq!(
        links("see [x](a.md#b) and ![i](p.svg)"),
        vec![(1, "a.md#b".to_string()), (1, "p.svg".to_string())]
    );
}

/// The page of the manual that documents `path`'s flags (a command line
/// without `poolctl`): `docs/commands/NAME.md`, the subcommands on their
/// command's page; the global flags on the commands' index.
fn page_of(path: &[&str]) -> &'static str {
    match path {
        [] => "docs/commands/README.md",
        ["migrate", ..] => "docs/commands/migrate.md",
        ["schema", ..] => "docs/commands/schema-check.md",
        ["bench", ..] => "docs/commands/bench.md",
        ["completions" | "man"] => "docs/commands/completions-and-man.md",
        ["lint"] => "docs/commands/lint.md",
        ["inspect-locks"] => "docs/commands/inspect-locks.md",
        ["refill"] => "docs/commands/refill.md",
        ["reconcile"] => "docs/commands/reconcile.md",
        ["status"] => "docs/commands/status.md",
        ["replenish"] => "docs/commands/replenish.md",
        ["conn-tags"] => "docs/commands/conn-tags.md",
        ["cutover", ..] => "docs/commands/cutover.md",
        ["shadow", ..] => "docs/commands/shadow.md",
        other => panic!(
            "no page for `poolctl {}`: add it to page_of",
            other.join(" ")
        ),
    }
}

/// Every flag of every command is named on its command's page (the global
/// flags on the commands' index): a flag added without its documentation
/// fails here.
#[test]
fn every_flag_is_on_its_commands_page() {
    let mut cli = Cli::command();
    cli.build();
    let mut missing = Vec::new();
    let mut checked = 0;
    let mut stack: Vec<(Vec<&str>, &clap::Command)> = vec![(Vec::new(), &cli)];
    while let Some((path, cmd)) = stack.pop() {
        let page = page_of(&path);
        let text = std::fs::read_to_string(root().join(page)).unwrap();
        for arg in cmd.get_arguments() {
            let Some(long) = arg.get_long() else { continue };
            if arg.is_hide_set() || matches!(long, "help" | "version") {
                continue;
            }
            // A global flag is documented once, on the index.
            if arg.is_global_set() && !path.is_empty() {
                continue;
            }
            checked += 1;
            if !text.contains(&format!("--{long}")) {
                missing.push(format!("{page}: poolctl {} --{long}", path.join(" ")));
            }
        }
        for sub in cmd.get_subcommands() {
            if sub.get_name() == "help" {
                continue;
            }
            let mut p = path.clone();
            p.push(sub.get_name());
            stack.push((p, sub));
        }
    }
    assert!(
        checked > 100,
        "only {checked} flags checked: is the walk blind?"
    );
    assert!(
        missing.is_empty(),
        "flags their command's page does not name:\n{}",
        missing.join("\n")
    );
}
