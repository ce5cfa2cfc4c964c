//! `poolctl inspect-locks`: read InnoDB's lock state (a live server, a file or
//! stdin), find the lock patterns that hurt a reservation pool, render them;
//! with `--watch`, sample a live server repeatedly and keep a deadlock history.

use super::Io;
use super::watch::{Watch, unix_now};
use crate::Outcome;
use crate::bounded;
use crate::cli::{Format, InspectArgs};
use crate::config::{Settings, Target};
use crate::db::{Db, Require};
use crate::innodb::{self, DeadlockHistory, FindingOptions, LockViews, Severity};
use crate::innodb::{LockReport, ViewsSummary};
use crate::reconnect::Reconnect;
use crate::render;
use anyhow::Context;
use std::time::Duration;

/// What one read of the lock state gave.
struct Sample {
    text: String,
    views: Option<LockViews>,
    warnings: Vec<String>,
}

/// The findings of one sample.
struct Analysis {
    status: innodb::Status,
    findings: Vec<innodb::Finding>,
    blocking: innodb::Blocking,
    warnings: Vec<String>,
    views: Option<LockViews>,
}

impl Analysis {
    fn report<'a>(&'a self, server: Option<&'a str>, source: &'a str) -> LockReport<'a> {
        LockReport {
            server,
            views: self.views.as_ref().map(ViewsSummary::from),
            ..LockReport::new(source, &self.findings, &self.blocking, &self.warnings)
        }
    }
}

/// Parses and judges one sample; an input that is no InnoDB status at all
/// is an error naming `source`.
fn analyse(sample: Sample, options: &FindingOptions, source: &str) -> anyhow::Result<Analysis> {
    let status = innodb::parse(&sample.text);
    innodb::reject(&status.warnings, &sample.text)
        .with_context(|| format!("{source}: not an InnoDB status"))?;
    let mut warnings = sample.warnings;
    warnings.extend(status.warnings.iter().map(|w| w.to_string()));
    let (mut findings, mut blocking) = innodb::findings_and_blocking(&status, options);
    if let Some(v) = &sample.views {
        findings = innodb::complete_with_views(findings, v, options);
        innodb::complete_blocking(&mut blocking, v);
    }
    Ok(Analysis {
        status,
        findings,
        blocking,
        warnings,
        views: sample.views,
    })
}

/// The text of `--file PATH` (`-`: stdin), read within
/// [`bounded::INNODB_STATUS`]: binary data (a NUL byte) and endless input
/// stop the read at once with an error, not after the whole of it. Bytes
/// that are not UTF-8 (a query in latin1) are replaced, not refused.
fn read_file(path: &std::path::Path) -> anyhow::Result<String> {
    let label = format!("file {}", path.display());
    let bytes = bounded::read_file_or_stdin(path, bounded::INNODB_STATUS).map_err(|e| match e {
        bounded::ReadError::Io(_) => anyhow::Error::new(e).context(format!("cannot read {label}")),
        _ => anyhow::Error::new(e).context(format!("{label}: not an InnoDB status")),
    })?;
    Ok(match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    })
}

/// One read of a live server: the status text and the lock views.
fn sample_live(db: &mut Db) -> anyhow::Result<Sample> {
    let mut warnings = Vec::new();
    if !db.status_output_locks()? {
        warnings.push(
            "innodb_status_output_locks is OFF: granted locks are not printed, so gap locks and \
             blockers come only from the lock views (SET GLOBAL innodb_status_output_locks = ON)"
                .to_string(),
        );
    }
    let text = db.innodb_status()?;
    let views = db.lock_views()?;
    Ok(Sample {
        text,
        views: Some(views),
        warnings,
    })
}

fn options(settings: &Settings, args: &InspectArgs) -> FindingOptions {
    FindingOptions {
        pool_tables: if args.pool_table.is_empty() {
            vec![settings.file.tables.units.clone()]
        } else {
            args.pool_table.clone()
        },
        long_transaction_secs: args.long_transaction_secs,
    }
}

fn has_error(findings: &[innodb::Finding]) -> bool {
    findings.iter().any(|f| f.severity == Severity::Error)
}

pub fn run(
    settings: &Settings,
    args: InspectArgs,
    format: Format,
    io: &mut Io<'_>,
) -> anyhow::Result<Outcome> {
    let options = options(settings, &args);
    if let Some(interval) = args.watch {
        return watch(settings, interval, args.samples, &options, format, io);
    }
    let (sample, server, source) = match &args.file {
        Some(path) => (
            Sample {
                text: read_file(path)?,
                views: None,
                warnings: Vec::new(),
            },
            None,
            format!("file {}", path.display()),
        ),
        None => {
            let target = settings.target()?;
            let mut db = Db::connect(&target, Require::Connection)?;
            let sample = sample_live(&mut db)?;
            (sample, Some(db.server().to_string()), target.display_url())
        }
    };
    let a = analyse(sample, &options, &source)?;
    render::locks::warnings(io.err.warn(), &a.warnings)?;
    let report = a.report(server.as_deref(), &source);
    match format {
        Format::Json => render::locks::json(io.out, &report)?,
        _ => render::locks::text(io.out, &report, false)?,
    }
    Ok(if has_error(&a.findings) {
        Outcome::Findings
    } else {
        Outcome::Clean
    })
}

/// `--watch`: sample until interrupted (or `--samples` reached). A failed
/// sample after the first is retried on a new connection (reported once per
/// outage, see `Watch::failed`); the first failing is an error (wrong
/// password, missing grant).
fn watch(
    settings: &Settings,
    interval: Duration,
    samples: Option<u64>,
    options: &FindingOptions,
    format: Format,
    io: &mut Io<'_>,
) -> anyhow::Result<Outcome> {
    let target: Target = settings.target()?;
    let source = target.display_url();
    let watch = Watch::new(interval, samples)?;
    let redraw = format != Format::Json && io.terminal.redraws();
    let mut db = Reconnect::at_each_use(Db::connect(&target, Require::Connection)?);
    let mut history = DeadlockHistory::default();
    let mut any_error = false;
    watch.run(|n| {
        let sample = db.with(
            || Ok(Db::connect(&target, Require::Connection)?),
            |conn| sample_live(conn).and_then(|s| analyse(s, options, &source)),
        );
        let Some(a) = watch.took(n, sample, format == Format::Json, io)? else {
            return Ok(());
        };
        let server = db.get().map(|d| d.server().to_string());
        history.observe(&a.status, options);
        any_error |= has_error(&a.findings);
        let report = LockReport {
            sample: Some(n),
            time: Some(unix_now()),
            deadlock_history: Some(&history),
            ..a.report(server.as_deref(), &source)
        };
        if format == Format::Json {
            render::locks::json_line(io.out, &report)?;
        } else {
            watch.header(io.out, redraw, n)?;
            render::locks::text(io.out, &report, true)?;
        }
        io.out.flush()?;
        Ok(())
    })?;
    watch.finish(if any_error {
        Outcome::Findings
    } else {
        Outcome::Clean
    })
}
