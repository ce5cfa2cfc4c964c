//! `poolctl lint`: read the inputs, resolve the options, run the linter,
//! render. An unreadable input is reported on stderr and the run goes on; the
//! exit status is then 2.

mod inputs;
mod options;

use super::Io;
use crate::Outcome;
use crate::cli::{Format, LintArgs};
use crate::config::Settings;
use crate::lint::baseline::{self, Baseline};
use crate::lint::{self, Diagnostic, Options, Report, SourceFile, Summary, rules};
use crate::render;
use crate::render::terminal::Stream;
use anyhow::{Context, bail};
use inputs::{Inputs, collect};
use options::rule_or_error;
use std::path::{Path, PathBuf};

fn list_rules(format: Format, io: &mut Io<'_>, options: &Options) -> anyhow::Result<Outcome> {
    let on = |r: &rules::Rule| {
        options
            .rules
            .iter()
            .find(|(e, _)| e.code == r.code)
            .map(|(_, s)| *s)
    };
    match format {
        Format::Json => render::lint::rules_json(io.out, on)?,
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

/// `--explain RULE`: the rule's page as Markdown, or with `--format json`
/// as one JSON document; SARIF and annotations carry findings, not pages.
fn explain(name: &str, format: Format, io: &mut Io<'_>) -> anyhow::Result<Outcome> {
    let word = match format {
        Format::Sarif => "sarif",
        Format::Github => "github",
        Format::Table | Format::Json => "",
    };
    if !word.is_empty() {
        bail!(
            "--explain prints a rule's page, not findings: --format {word} does not apply; use \
             --format table (Markdown, the default) or json"
        );
    }
    let r = rule_or_error(name, "--explain")?;
    match format {
        Format::Json => render::json(io.out, &r.explained())?,
        _ => write!(io.out, "{}", r.page())?,
    }
    Ok(Outcome::Clean)
}

/// Write `text` to `path` as every output file is written
/// ([`super::output_file`]: replaced whole, or written through a pipe or device).
fn write_atomic(path: &Path, text: &str) -> anyhow::Result<()> {
    super::output_file::OutputFile::create(path)?.commit(text.as_bytes())
}

pub fn run(
    settings: &Settings,
    args: LintArgs,
    format: Format,
    io: &mut Io<'_>,
) -> anyhow::Result<Outcome> {
    if let Some(name) = &args.explain {
        return explain(name, format, io);
    }
    let (options, schema_read) = options::options(settings, &args)?;
    if args.list_rules {
        return list_rules(format, io, &options);
    }
    let baseline = read_baseline(args.baseline.as_deref())?;
    // Resolved before the work, so that a bad path fails at once.
    let baseline_folder = args
        .baseline
        .as_deref()
        .or(args.write_baseline.as_deref())
        .map(baseline_folder)
        .transpose()?;
    let paths = if args.paths.is_empty() {
        vec![PathBuf::from(".")]
    } else {
        args.paths.clone()
    };
    let (report, mut inputs) = read_and_lint(&paths, options::walk(&args), &options, &io.progress);
    let (files, statements, mut diagnostics) =
        (report.files, report.statements, report.diagnostics);
    inputs.bad.extend(schema_read.bad);
    inputs.hidden.extend(schema_read.hidden);
    report_inputs(&inputs, io)?;
    let bad = inputs.bad.len();
    let keys = |folder: &Path| baseline_keys(folder, &files, &inputs.real);
    if let (Some(path), Some(folder)) = (&args.write_baseline, &baseline_folder) {
        write_baseline(path, &files, &keys(folder), &diagnostics, io)?;
        if bad > 0 {
            bail!("{bad} input(s) could not be read");
        }
        return Ok(Outcome::Clean);
    }
    let baselined = match (&baseline, &baseline_folder) {
        (Some(b), Some(folder)) => b.filter(&files, &keys(folder), &mut diagnostics),
        _ => 0,
    };
    let summary = Summary::new(files.len(), statements, &diagnostics, baselined, bad);
    render_report(format, io, &files, &diagnostics, &summary)?;
    if bad > 0 {
        bail!("{bad} input(s) could not be read (see above); the rest was linted");
    }
    Ok(if summary.failed() {
        Outcome::Findings
    } else {
        Outcome::Clean
    })
}

fn read_baseline(path: Option<&Path>) -> anyhow::Result<Option<Baseline>> {
    let Some(p) = path else { return Ok(None) };
    let text = crate::bounded::read_text_file(p, crate::bounded::LINT_BASELINE)
        .with_context(|| format!("cannot read baseline {}", p.display()))?;
    let b = Baseline::parse(&text)
        .map_err(|e| anyhow::anyhow!("baseline {} is not valid: {e}", p.display()))?;
    Ok(Some(b))
}

/// The canonical folder of the baseline file at `baseline`, which its paths
/// are relative to.
fn baseline_folder(baseline: &Path) -> anyhow::Result<PathBuf> {
    let folder = match baseline.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    std::fs::canonicalize(folder).with_context(|| {
        format!(
            "cannot use baseline {}: its folder {} cannot be resolved",
            baseline.display(),
            folder.display()
        )
    })
}

/// Each file's path in a baseline kept in `folder`: its canonical path
/// relative to that folder (stdin: `<stdin>`), so that entries match however
/// the file is named and from whichever folder poolctl runs.
fn baseline_keys(folder: &Path, files: &[SourceFile], real: &[Option<PathBuf>]) -> Vec<String> {
    files
        .iter()
        .zip(real)
        .map(|(f, r)| match r {
            Some(r) => baseline::relative_key(r, folder),
            None => f.path.clone(),
        })
        .collect()
}

/// Read the inputs and lint them, with a spinner on a terminal.
fn read_and_lint(
    paths: &[PathBuf],
    walk: inputs::Walk,
    options: &Options,
    progress: &super::Progress,
) -> (Report, Inputs) {
    let spinner = progress.spinner("{spinner} {msg}");
    spinner.set_message("reading inputs");
    spinner.enable_steady_tick(std::time::Duration::from_millis(120));
    let mut inputs = collect(paths, walk, &mut std::io::stdin());
    let files = std::mem::take(&mut inputs.files);
    spinner.set_message(format!("linting {} file(s)", files.len()));
    let report = lint::lint(files, options);
    spinner.finish_and_clear();
    (report, inputs)
}

/// How many skipped hidden files a note names before it says "...".
const HIDDEN_SHOWN: usize = 5;

/// Unreadable inputs, decoding notes and skipped hidden files, on stderr.
fn report_inputs(inputs: &Inputs, io: &mut Io<'_>) -> anyhow::Result<()> {
    for n in &inputs.notes {
        writeln!(io.err.warn(), "poolctl: warning: {n}")?;
    }
    if !inputs.hidden.is_empty() {
        let mut shown = inputs.hidden[..inputs.hidden.len().min(HIDDEN_SHOWN)].join(", ");
        if inputs.hidden.len() > HIDDEN_SHOWN {
            shown.push_str(", ...");
        }
        writeln!(
            io.err.note(),
            "poolctl: note: skipped {} hidden *.sql file(s) ({shown}): folders are walked \
             without names starting with `.`; pass --hidden, or name the files",
            inputs.hidden.len()
        )?;
    }
    for u in &inputs.bad {
        writeln!(
            io.err.error(),
            "poolctl: error: cannot lint {}: {}",
            u.path,
            u.reason
        )?;
    }
    Ok(())
}

fn write_baseline(
    path: &Path,
    files: &[SourceFile],
    keys: &[String],
    diagnostics: &[Diagnostic],
    io: &mut Io<'_>,
) -> anyhow::Result<()> {
    let b = Baseline::from_diagnostics(files, keys, diagnostics);
    let text = serde_json::to_string_pretty(&b)? + "\n";
    write_atomic(path, &text)?;
    writeln!(
        io.err.note(),
        "wrote {} baseline entr{} ({} finding(s)) to {}",
        b.entries.len(),
        if b.entries.len() == 1 { "y" } else { "ies" },
        diagnostics.len(),
        path.display()
    )?;
    Ok(())
}

fn render_report(
    format: Format,
    io: &mut Io<'_>,
    program: &[SourceFile],
    diagnostics: &[Diagnostic],
    summary: &Summary,
) -> anyhow::Result<()> {
    match format {
        Format::Table => {
            let color = io.terminal.colors(Stream::Stdout);
            render::lint::text(io.out, program, diagnostics, summary, color)?
        }
        Format::Json => render::lint::json(io.out, program, diagnostics, summary)?,
        Format::Sarif => render::lint::sarif(io.out, program, diagnostics)?,
        Format::Github => render::lint::github(io.out, program, diagnostics)?,
    }
    Ok(())
}
