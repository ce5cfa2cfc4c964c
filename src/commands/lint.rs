//! `poolctl lint`: read the inputs, resolve the options, run the linter,
//! render. An unreadable input is reported on stderr and the run goes on; the
//! exit status is then 2.

use super::Io;
use crate::Outcome;
use crate::cli::{Format, LintArgs};
use crate::config::Settings;
use crate::lint::baseline::Baseline;
use crate::lint::model::IsolationLevel;
use crate::lint::schema::Schema;
use crate::lint::source::SourceFile;
use crate::lint::{self, Options, Severity, rules};
use crate::render;
use crate::render::lint::Summary;
use anyhow::{Context, bail};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::{IsTerminal, Read};
use std::path::{Path, PathBuf};

/// How many bytes are looked at for a NUL to call a file binary.
const BINARY_SNIFF: usize = 8192;

/// An input that could not be linted, and why.
#[derive(Debug)]
pub struct Unreadable {
    pub path: String,
    pub reason: String,
}

fn display(path: &Path) -> String {
    let s = path.to_string_lossy();
    s.strip_prefix("./").unwrap_or(&s).to_string()
}

/// Decode one input: binary and non-UTF-8 content is refused with a reason.
pub fn decode(path: String, bytes: Vec<u8>) -> Result<SourceFile, Unreadable> {
    if bytes[..bytes.len().min(BINARY_SNIFF)].contains(&0) {
        return Err(Unreadable {
            path,
            reason: "binary file (it contains NUL bytes), not SQL".into(),
        });
    }
    match String::from_utf8(bytes) {
        Ok(mut text) => {
            if text.starts_with('\u{feff}') {
                // Editors do not show a byte order mark: positions count without it.
                text.replace_range(0..3, "");
            }
            Ok(SourceFile::new(path, text))
        }
        Err(e) => {
            let at = e.utf8_error().valid_up_to();
            Err(Unreadable {
                path,
                reason: format!(
                    "not valid UTF-8 (first bad byte at offset {at}); save it as UTF-8"
                ),
            })
        }
    }
}

/// Expand the paths: folders are walked for `*.sql` (respecting .gitignore),
/// files are taken as named, `-` is stdin. Sorted within each folder.
pub fn collect(paths: &[PathBuf], stdin: &mut dyn Read) -> (Vec<SourceFile>, Vec<Unreadable>) {
    let mut files = Vec::new();
    let mut bad = Vec::new();
    let read =
        |p: &Path, files: &mut Vec<SourceFile>, bad: &mut Vec<Unreadable>| match std::fs::read(p) {
            Ok(bytes) => match decode(display(p), bytes) {
                Ok(f) => files.push(f),
                Err(u) => bad.push(u),
            },
            Err(e) => bad.push(Unreadable {
                path: display(p),
                reason: e.to_string(),
            }),
        };
    for p in paths {
        if p.as_os_str() == "-" {
            let mut bytes = Vec::new();
            match stdin.read_to_end(&mut bytes) {
                Ok(_) => match decode("<stdin>".into(), bytes) {
                    Ok(f) => files.push(f),
                    Err(u) => bad.push(u),
                },
                Err(e) => bad.push(Unreadable {
                    path: "<stdin>".into(),
                    reason: e.to_string(),
                }),
            }
        } else if p.is_dir() {
            let mut found: Vec<PathBuf> = Vec::new();
            for entry in ignore::WalkBuilder::new(p).require_git(false).build() {
                match entry {
                    Ok(e) => {
                        if e.file_type().is_some_and(|t| t.is_file())
                            && e.path()
                                .extension()
                                .is_some_and(|x| x.eq_ignore_ascii_case("sql"))
                        {
                            found.push(e.into_path());
                        }
                    }
                    Err(err) => bad.push(Unreadable {
                        path: display(p),
                        reason: err.to_string(),
                    }),
                }
            }
            found.sort();
            for f in found {
                read(&f, &mut files, &mut bad);
            }
        } else if p.exists() {
            read(p, &mut files, &mut bad);
        } else {
            bad.push(Unreadable {
                path: display(p),
                reason: "no such file or folder".into(),
            });
        }
    }
    (files, bad)
}

fn rule_or_error(name: &str, origin: &str) -> anyhow::Result<&'static rules::Rule> {
    rules::find(name).with_context(|| {
        format!("{origin}: unknown rule {name:?}; `poolctl lint --list-rules` lists them")
    })
}

/// Options from `[lint]` and the flags.
fn options(settings: &Settings, args: &LintArgs) -> anyhow::Result<(Options, Vec<Unreadable>)> {
    let cfg = &settings.file.lint;
    let mut enabled: Vec<(&'static rules::Rule, Severity)> = rules::RULES
        .iter()
        .filter(|r| r.default_enabled)
        .map(|r| (r, r.default_severity))
        .collect();
    let turn_on = |r: &'static rules::Rule, enabled: &mut Vec<(&'static rules::Rule, Severity)>| {
        if !enabled.iter().any(|(e, _)| e.code == r.code) {
            enabled.push((r, r.default_severity));
        }
    };
    for n in &cfg.enable {
        turn_on(rule_or_error(n, "[lint] enable")?, &mut enabled);
    }
    if cfg.require_conn_tag {
        turn_on(
            rule_or_error(rules::missing_conn_tag::NAME, "[lint]")?,
            &mut enabled,
        );
    }
    for n in &args.enable {
        turn_on(rule_or_error(n, "--enable")?, &mut enabled);
    }
    for n in cfg.disable.iter().chain(args.disable.iter()) {
        let r = rule_or_error(n, "--disable / [lint] disable")?;
        enabled.retain(|(e, _)| e.code != r.code);
    }
    for (n, sev) in &cfg.severity {
        let r = rule_or_error(n, "[lint] severity")?;
        let sev = if sev == "error" {
            Severity::Error
        } else {
            Severity::Warning
        };
        for (e, s) in enabled.iter_mut() {
            if e.code == r.code {
                *s = sev;
            }
        }
    }
    let default_isolation = cfg
        .default_isolation
        .as_deref()
        .map(|s| IsolationLevel::parse(s).context("[lint] default_isolation"))
        .transpose()?
        .unwrap_or(IsolationLevel::RepeatableRead);
    let pool_tables = cfg
        .pool_tables
        .clone()
        .unwrap_or_else(|| vec![settings.file.tables.units.clone()])
        .into_iter()
        .map(|t| t.to_ascii_lowercase())
        .collect();
    // Schema: poolctl's own tables, then the application's definitions.
    let mut schema = Schema::from_migrations(&settings.file.tables.renames());
    let mut schema_paths: Vec<PathBuf> = if !args.schema.is_empty() {
        args.schema.clone()
    } else {
        cfg.schema.clone()
    };
    if schema_paths.is_empty() && Path::new("migrations").is_dir() {
        schema_paths.push(PathBuf::from("migrations"));
    }
    let (schema_files, bad) = collect(&schema_paths, &mut std::io::empty());
    for f in schema_files {
        schema.add_sql(&f.text);
    }
    Ok((
        Options {
            rules: enabled,
            pool_tables,
            default_isolation,
            schema,
            ..Options::default()
        },
        bad,
    ))
}

fn list_rules(format: Format, io: &mut Io<'_>, options: &Options) -> anyhow::Result<Outcome> {
    let on = |r: &rules::Rule| {
        options
            .rules
            .iter()
            .find(|(e, _)| e.code == r.code)
            .map(|(_, s)| *s)
    };
    match format {
        Format::Json => {
            let list: Vec<_> = rules::RULES
                .iter()
                .map(|r| {
                    serde_json::json!({
                        "rule": r.name, "code": r.code, "summary": r.summary,
                        "enabled": on(r).is_some(),
                        "severity": on(r).unwrap_or(r.default_severity).as_str(),
                        "doc": r.url(),
                    })
                })
                .collect();
            render::json(io.out, &list)?;
        }
        _ => {
            let rows: Vec<Vec<String>> = rules::RULES
                .iter()
                .map(|r| {
                    vec![
                        r.code.to_string(),
                        r.name.to_string(),
                        on(r).map(|s| s.as_str()).unwrap_or("off").to_string(),
                        r.summary.to_string(),
                    ]
                })
                .collect();
            writeln!(
                io.out,
                "{}",
                render::table(&["code", "rule", "severity", "what"], &rows)
            )?;
        }
    }
    Ok(Outcome::Clean)
}

/// Write `text` to `path` atomically (a temporary file renamed over it).
fn write_atomic(path: &Path, text: &str) -> anyhow::Result<()> {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let tmp = dir.join(format!(
        ".{}.tmp{}",
        path.file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default(),
        std::process::id()
    ));
    std::fs::write(&tmp, text).with_context(|| format!("cannot write {}", tmp.display()))?;
    std::fs::rename(&tmp, path).with_context(|| format!("cannot replace {}", path.display()))
}

pub fn run(
    settings: &Settings,
    args: LintArgs,
    format: Format,
    io: &mut Io<'_>,
) -> anyhow::Result<Outcome> {
    if let Some(name) = &args.explain {
        let r = rule_or_error(name, "--explain")?;
        write!(io.out, "{}", r.page())?;
        return Ok(Outcome::Clean);
    }
    let (options, schema_bad) = options(settings, &args)?;
    if args.list_rules {
        return list_rules(format, io, &options);
    }
    let baseline = match &args.baseline {
        Some(p) => {
            let text = std::fs::read_to_string(p)
                .with_context(|| format!("cannot read baseline {}", p.display()))?;
            Some(
                Baseline::parse(&text)
                    .map_err(|e| anyhow::anyhow!("baseline {} is not valid: {e}", p.display()))?,
            )
        }
        None => None,
    };
    let paths = if args.paths.is_empty() {
        vec![PathBuf::from(".")]
    } else {
        args.paths.clone()
    };
    let spinner = if super::progress_on_terminal() {
        ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr())
    } else {
        ProgressBar::hidden()
    };
    spinner.set_style(
        ProgressStyle::with_template("{spinner} {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_spinner()),
    );
    spinner.set_message("reading inputs");
    spinner.enable_steady_tick(std::time::Duration::from_millis(120));
    let (files, mut bad) = collect(&paths, &mut std::io::stdin());
    bad.extend(schema_bad);
    spinner.set_message(format!("linting {} file(s)", files.len()));
    let report = lint::lint(files, &options);
    spinner.finish_and_clear();
    for u in &bad {
        writeln!(
            io.err,
            "poolctl: error: cannot lint {}: {}",
            u.path, u.reason
        )?;
    }
    let program = report.program;
    let mut diagnostics = report.diagnostics;
    if let Some(path) = &args.write_baseline {
        let b = Baseline::from_diagnostics(&program, &diagnostics);
        let text = serde_json::to_string_pretty(&b)? + "\n";
        write_atomic(path, &text)?;
        writeln!(
            io.err,
            "wrote {} baseline entr{} ({} finding(s)) to {}",
            b.entries.len(),
            if b.entries.len() == 1 { "y" } else { "ies" },
            diagnostics.len(),
            path.display()
        )?;
        return Ok(if bad.is_empty() {
            Outcome::Clean
        } else {
            bail!("{} input(s) could not be read", bad.len())
        });
    }
    let baselined = match &baseline {
        Some(b) => b.filter(&program, &mut diagnostics),
        None => 0,
    };
    let summary = Summary {
        files: program.files.len(),
        statements: program.statements.len(),
        errors: diagnostics
            .iter()
            .filter(|d| d.severity == Severity::Error)
            .count(),
        warnings: diagnostics
            .iter()
            .filter(|d| d.severity == Severity::Warning)
            .count(),
        baselined,
        unreadable: bad.len(),
    };
    match format {
        Format::Table => {
            let color = std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none();
            render::lint::text(io.out, &program, &diagnostics, &summary, color)?
        }
        Format::Json => render::lint::json(io.out, &program, &diagnostics, &summary)?,
        Format::Sarif => render::lint::sarif(io.out, &program, &diagnostics)?,
        Format::Github => render::lint::github(io.out, &program, &diagnostics)?,
    }
    if !bad.is_empty() {
        bail!(
            "{} input(s) could not be read (see above); the rest was linted",
            bad.len()
        );
    }
    Ok(if summary.errors > 0 {
        Outcome::Findings
    } else {
        Outcome::Clean
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binary_and_bad_utf8_are_refused_with_a_reason() {
        assert!(
            decode("a".into(), b"SELECT\0".to_vec())
                .unwrap_err()
                .reason
                .contains("binary")
        );
        let e = decode("a".into(), b"SELECT '\xff'".to_vec()).unwrap_err();
        assert!(e.reason.contains("offset 8"), "{}", e.reason);
        let f = decode("a".into(), "\u{feff}SELECT 1".as_bytes().to_vec()).unwrap();
        assert_eq!(f.text, "SELECT 1");
    }

    #[test]
    fn folders_are_walked_for_sql_respecting_gitignore() {
        let d = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(d.path().join("sub/skip")).unwrap();
        std::fs::write(d.path().join(".gitignore"), "skip/\n").unwrap();
        std::fs::write(d.path().join("sub/a.sql"), "SELECT 1;").unwrap();
        std::fs::write(d.path().join("sub/b.txt"), "SELECT 1;").unwrap();
        std::fs::write(d.path().join("sub/skip/c.sql"), "SELECT 1;").unwrap();
        let (files, bad) = collect(
            &[d.path().to_path_buf(), d.path().join("nope.sql")],
            &mut std::io::empty(),
        );
        assert_eq!(files.len(), 1, "{files:?}");
        assert!(files[0].path.ends_with("a.sql"));
        assert_eq!(bad.len(), 1);
        let (files, _) = collect(&[PathBuf::from("-")], &mut "SELECT 2;".as_bytes());
        assert_eq!(files[0].path, "<stdin>");
    }
}
