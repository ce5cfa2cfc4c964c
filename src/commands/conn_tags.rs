//! `poolctl conn-tags`: read a log (`--file`) or sample a live server with
//! the best source it offers, then render the per-tag report. The figures
//! are the core's (`crate::conntags`), the connection and its queries
//! `db::Sampler`'s; this module picks the source, runs the sampling loop
//! (`--duration`, Ctrl-C, `--watch` redraws), reconnects after a lost
//! connection (`crate::reconnect`), and renders.

use super::Io;
use super::watch::Watch;
use crate::Outcome;
use crate::cli::{ConnTagsArgs, ConnTagsSource, Format};
use crate::config::{Settings, Target};
use crate::conntags::{
    LogReader, PerformanceSchemaSource, ReconnectError, Report, SamplingSource, Server, Source,
};
use crate::db::Sampler;
use crate::reconnect::Reconnect;
use crate::render;
use anyhow::Context;
use indicatif::ProgressBar;
use std::cell::RefCell;
use std::io::Read;
use std::path::Path;
use std::time::{Duration, Instant};

pub fn run(
    settings: &Settings,
    args: ConnTagsArgs,
    format: Format,
    io: &mut Io<'_>,
) -> anyhow::Result<Outcome> {
    let report = match &args.file {
        Some(path) => read_log(path, io.progress)?,
        None => return live(settings, &args, format, io),
    };
    emit(io, format, &report, args.show)?;
    Ok(Outcome::Clean)
}

fn emit(io: &mut Io<'_>, format: Format, report: &Report, show: usize) -> anyhow::Result<()> {
    match format {
        Format::Json => render::json(io.out, report)?,
        _ => render::conn_tags::table(io.out, report, show)?,
    }
    Ok(())
}

fn read_log(path: &Path, progress: super::Progress) -> anyhow::Result<Report> {
    let shown = path.display().to_string();
    let cannot = || format!("cannot read --file {shown}");
    let (mut input, size): (Box<dyn Read>, Option<u64>) = if path.as_os_str() == "-" {
        (Box::new(std::io::stdin().lock()), None)
    } else {
        use std::os::unix::fs::FileTypeExt;
        let meta = std::fs::metadata(path).with_context(cannot)?;
        if meta.file_type().is_fifo() {
            // A pipe with no writer (or one gone silent) is given up on.
            (
                Box::new(crate::bounded::Pipe::open(path).with_context(cannot)?),
                None,
            )
        } else {
            let f = std::fs::File::open(path).with_context(cannot)?;
            let size = meta.is_file().then_some(meta.len());
            (Box::new(f), size)
        }
    };
    let bar = match size {
        Some(len) => progress.bar(
            len,
            "{spinner} reading {msg} {bytes}/{total_bytes} ({bytes_per_sec})",
        ),
        None => progress.spinner("{spinner} reading {msg} {bytes} ({bytes_per_sec})"),
    };
    bar.set_message(shown.clone());
    let mut reader = LogReader::new(None);
    let mut buf = vec![0u8; 4 << 20];
    loop {
        let n = match input.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e).with_context(cannot),
        };
        reader
            .feed(&buf[..n])
            .with_context(|| format!("--file {shown}"))?;
        bar.inc(n as u64);
    }
    bar.finish_and_clear();
    reader
        .finish(format!("file {shown}"))
        .with_context(|| format!("--file {shown}"))
}

/// A live source, reading through the sampler's connection.
type LiveSource = Box<dyn Source<Sampler>>;

/// The source to use, and what the user should know about the choice.
fn choose(
    sampler: &mut Sampler,
    want: ConnTagsSource,
    rate: f64,
) -> anyhow::Result<(LiveSource, Vec<String>)> {
    let server = sampler.server().clone();
    let sampling = || -> LiveSource {
        Box::new(SamplingSource::new(
            1.0 / rate,
            !server.processlist_has_ms_and_query_id(),
        ))
    };
    if want == ConnTagsSource::Sampling {
        return Ok((sampling(), Vec::new()));
    }
    let status = match sampler.performance_schema_status() {
        Ok(s) => s,
        Err(e) if want == ConnTagsSource::Auto => {
            let note = format!(
                "performance_schema could not be read ({e}); sampling PROCESSLIST + INNODB_TRX instead"
            );
            return Ok((sampling(), vec![note]));
        }
        Err(e) => return Err(e.into()),
    };
    if status.missing.is_empty() {
        return Ok((Box::new(PerformanceSchemaSource::new(&status)), Vec::new()));
    }
    let missing = status.missing.join(", ");
    if want == ConnTagsSource::PerformanceSchema {
        anyhow::bail!(
            "--source performance-schema: not usable on {server} ({missing}); to enable it: {}",
            server.performance_schema_hint()
        );
    }
    Ok((
        sampling(),
        vec![format!(
            "performance_schema not used ({missing}): sampling PROCESSLIST + INNODB_TRX instead; \
             for server-timed figures: {}",
            server.performance_schema_hint()
        )],
    ))
}

/// A new connection after a lost one, taken up by `source`, with its canary.
fn reconnect(target: &Target, source: &mut dyn Source<Sampler>) -> anyhow::Result<Sampler> {
    let mut sampler = Sampler::connect(target)?;
    match source.reconnected(&mut sampler) {
        Ok(()) => {}
        Err(ReconnectError::Server(e)) => return Err(e.into()),
        Err(ReconnectError::Unusable(missing)) => anyhow::bail!(
            "{} is no longer usable after reconnecting: {missing}",
            source.name()
        ),
    }
    sampler.find_canary()?;
    Ok(sampler)
}

fn live(
    settings: &Settings,
    args: &ConnTagsArgs,
    format: Format,
    io: &mut Io<'_>,
) -> anyhow::Result<Outcome> {
    let target = settings.target()?;
    let shown = target.display_url();
    let mut sampler = Sampler::connect(&target)?;
    let server = sampler.server().clone();
    let (source, notes) = choose(&mut sampler, args.source, args.rate)?;
    for n in &notes {
        writeln!(io.err.note(), "poolctl: note: {n}")?;
    }
    let watch = Watch::new(Duration::from_secs_f64(1.0 / args.rate), None)?
        .until(args.duration.map(|d| Instant::now() + d))
        .min_gap(server.innodb_trx_cache_idle() + Duration::from_millis(5))
        .jitter(0.1);
    writeln!(
        io.err.note(),
        "poolctl: note: conn-tags: sampling {shown} ({server}) via {} {} (Ctrl-C to stop)",
        source.name(),
        args.duration.map_or("until Ctrl-C".into(), |d| format!(
            "for {:.1} s",
            d.as_secs_f64()
        ))
    )?;
    let bar = if args.watch.is_none() {
        io.progress.spinner("{spinner} conn-tags {msg} ({elapsed})")
    } else {
        ProgressBar::hidden()
    };
    bar.enable_steady_tick(Duration::from_millis(120));
    let redraw = format != Format::Json && io.terminal.redraws();
    sampler.find_canary()?;
    // Made again at the next sample after a lost one (`crate::reconnect`),
    // taken up by the source first; the source is borrowed by both.
    let mut conn = Reconnect::at_each_use(sampler);
    let source = RefCell::new(source);
    let mut next_draw = args.watch.map(|w| Instant::now() + w);
    let mut draws = 0;
    // The figures so far, the choice's notes first, with the samples lost
    // on the way.
    let report = |source: &dyn Source<Sampler>, watch: &Watch, interrupted: bool| {
        let mut r = source.report(shown.clone(), Some(server.to_string()), interrupted);
        r.notes.splice(0..0, notes.iter().cloned());
        let (outages, failed, blind) = watch.outages();
        r.with_outages(outages, failed, blind)
    };
    watch.run(|n| {
        let sampled = conn.with(
            || reconnect(&target, source.borrow_mut().as_mut()),
            |sampler| Ok(source.borrow_mut().sample(sampler, n)?),
        );
        match sampled {
            Ok(()) => {}
            // The first sample runs on the connection just checked: its
            // failure is the run's.
            Err(e) if n == 1 => return Err(e),
            // Made again at the next sample; reported once per outage.
            Err(e) => {
                watch.failed(n, &e, &mut io.err)?;
                return Ok(());
            }
        }
        watch.succeeded(n, &mut io.err)?;
        let source = source.borrow();
        let sampled = source.sampled();
        bar.set_message(format!(
            "{} samples over {:.1} s",
            sampled.count(),
            sampled.window()
        ));
        if let (Some(every), Some(at)) = (args.watch, next_draw)
            && Instant::now() >= at
        {
            next_draw = Some(Instant::now() + every);
            draws += 1;
            let r = report(source.as_ref(), &watch, false);
            if format == Format::Json {
                serde_json::to_writer(&mut *io.out, &r)?;
                writeln!(io.out)?;
            } else {
                Watch::screen(io.out, redraw, draws)?;
                writeln!(
                    io.out,
                    "redrawn every {:.1} s (Ctrl-C to stop)",
                    every.as_secs_f64()
                )?;
                render::conn_tags::table(io.out, &r, args.show)?;
            }
            io.out.flush()?;
        }
        Ok(())
    })?;
    bar.finish_and_clear();
    let report = report(source.borrow().as_ref(), &watch, watch.interrupted());
    if args.watch.is_some() && format == Format::Json {
        serde_json::to_writer(&mut *io.out, &report)?;
        writeln!(io.out)?;
    } else {
        if draws > 0 {
            Watch::screen(io.out, redraw, draws + 1)?;
        }
        emit(io, format, &report, args.show)?;
    }
    // The report covers what was sampled and counts what was lost; samples
    // lost fail the run.
    watch.finish(Outcome::Clean)
}
