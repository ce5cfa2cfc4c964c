//! `poolctl conn-tags`: read a log (`--file`) or sample a live server with
//! the best source it offers, then render the per-tag report. The figures
//! are the core's (`crate::conntags`), the queries `db::conn_tags`'s; this
//! module picks the source, runs the sampling loop (`--duration`, Ctrl-C,
//! `--watch` redraws), reconnects after a lost connection, and renders.

use super::Io;
use super::watch::Watch;
use crate::Outcome;
use crate::cli::{ConnTagsArgs, ConnTagsSource, Format};
use crate::config::{Settings, Target};
use crate::conntags::{LogReader, ProcSample, PsEngine, Report, SamplingEngine};
use crate::db::{Canary, Db, Require};
use crate::server::ServerInfo;
use crate::{redact, render};
use anyhow::Context;
use indicatif::ProgressBar;
use std::io::{IsTerminal, Read};
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

/// Statement texts are the server's: no password they quote leaves poolctl.
fn scrub(mut r: Report) -> Report {
    for row in r.tags.iter_mut().chain(r.untagged.iter_mut()) {
        if let Some(s) = &mut row.longest_statement {
            *s = redact::scrub(s);
        }
    }
    r
}

fn read_log(path: &Path, progress: super::Progress) -> anyhow::Result<Report> {
    let shown = path.display().to_string();
    let (mut input, size): (Box<dyn Read>, Option<u64>) = if path.as_os_str() == "-" {
        (Box::new(std::io::stdin().lock()), None)
    } else {
        let f = std::fs::File::open(path).with_context(|| format!("cannot read --file {shown}"))?;
        let size = f.metadata().ok().map(|m| m.len());
        (Box::new(f), size)
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
            Err(e) => return Err(e).with_context(|| format!("cannot read --file {shown}")),
        };
        reader
            .feed(&buf[..n])
            .with_context(|| format!("--file {shown}"))?;
        bar.inc(n as u64);
    }
    bar.finish_and_clear();
    let report = reader
        .finish(format!("file {shown}"))
        .with_context(|| format!("--file {shown}"))?;
    Ok(scrub(report))
}

/// The live source in use.
enum Engine {
    Ps {
        engine: PsEngine,
        own_thread: u64,
        since_ps: u64,
    },
    Sampling(SamplingEngine),
}

impl Engine {
    fn name(&self) -> &'static str {
        match self {
            Engine::Ps { .. } => "performance_schema",
            Engine::Sampling(_) => "PROCESSLIST + INNODB_TRX sampling",
        }
    }

    /// Sample `n`; `canary` proves INNODB_TRX fresh (see `db::Canary`).
    fn sample(
        &mut self,
        db: &mut Db,
        canary: &Canary,
        n: u64,
        clock: &Instant,
    ) -> anyhow::Result<()> {
        match self {
            Engine::Ps {
                engine,
                own_thread,
                since_ps,
            } => {
                let s = db.ps_sample(*own_thread, *since_ps, canary, n)?;
                // Events that ended after the previous sample (a second of margin).
                *since_ps = s.now_ps.saturating_sub(1_000_000_000_000);
                engine.observe(&s);
            }
            Engine::Sampling(engine) => {
                let s: ProcSample =
                    db.processlist_sample(canary, n, || clock.elapsed().as_secs_f64())?;
                engine.observe(&s);
            }
        }
        Ok(())
    }

    fn samples(&self) -> u64 {
        match self {
            Engine::Ps { engine, .. } => engine.samples(),
            Engine::Sampling(e) => e.samples(),
        }
    }

    fn window(&self) -> f64 {
        match self {
            Engine::Ps { engine, .. } => engine.window(),
            Engine::Sampling(e) => e.window(),
        }
    }

    fn report(
        &self,
        target: &str,
        server: &ServerInfo,
        notes: &[String],
        interrupted: bool,
    ) -> Report {
        let server = Some(server.to_string());
        let mut r = match self {
            Engine::Ps { engine, .. } => engine.report(target.to_string(), server, interrupted),
            Engine::Sampling(e) => e.report(target.to_string(), server, interrupted),
        };
        r.notes.splice(0..0, notes.iter().cloned());
        scrub(r)
    }

    /// After a reconnect: the new connection's own thread.
    fn reconnected(&mut self, db: &mut Db) -> anyhow::Result<()> {
        if let Engine::Ps { own_thread, .. } = self {
            let st = db.performance_schema_status()?;
            anyhow::ensure!(
                st.missing.is_empty(),
                "performance_schema is no longer usable after reconnecting: {}",
                st.missing.join(", ")
            );
            *own_thread = st.own_thread;
        }
        Ok(())
    }
}

fn connect(target: &Target) -> anyhow::Result<Db> {
    let mut db = Db::connect(target, Require::Connection)?;
    db.conn_tags_session()?;
    Ok(db)
}

/// The source to use, and what the user should know about the choice.
fn choose(db: &mut Db, want: ConnTagsSource, rate: f64) -> anyhow::Result<(Engine, Vec<String>)> {
    let server = db.server().clone();
    let sampling = || {
        Engine::Sampling(SamplingEngine::new(
            1.0 / rate,
            !server.processlist_has_ms_and_query_id(),
        ))
    };
    if want == ConnTagsSource::Sampling {
        return Ok((sampling(), Vec::new()));
    }
    let status = match db.performance_schema_status() {
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
        return Ok((
            Engine::Ps {
                engine: PsEngine::new(status.limits),
                own_thread: status.own_thread,
                since_ps: 0,
            },
            Vec::new(),
        ));
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

fn live(
    settings: &Settings,
    args: &ConnTagsArgs,
    format: Format,
    io: &mut Io<'_>,
) -> anyhow::Result<Outcome> {
    let target = settings.target()?;
    let shown = target.display_url();
    let mut db = connect(&target)?;
    let server = db.server().clone();
    let (mut engine, notes) = choose(&mut db, args.source, args.rate)?;
    for n in &notes {
        writeln!(io.err, "poolctl: note: {n}")?;
    }
    let watch = Watch::new(Duration::from_secs_f64(1.0 / args.rate), None)?
        .until(args.duration.map(|d| Instant::now() + d))
        .min_gap(server.innodb_trx_cache_idle() + Duration::from_millis(5))
        .jitter(0.1);
    writeln!(
        io.err,
        "poolctl: conn-tags: sampling {shown} ({server}) via {} {} (Ctrl-C to stop)",
        engine.name(),
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
    let redraw = format != Format::Json && std::io::stdout().is_terminal();
    let clock = Instant::now();
    let mut canary = db.conn_tags_canary()?;
    let mut conn = Some(db);
    let mut next_draw = args.watch.map(|w| Instant::now() + w);
    let mut draws = 0;
    // The figures so far, with the samples lost on the way.
    let report = |engine: &Engine, watch: &Watch, interrupted: bool| {
        let (outages, failed, blind) = watch.outages();
        engine
            .report(&shown, &server, &notes, interrupted)
            .with_outages(outages, failed, blind)
    };
    watch.run(|n| {
        let db = match conn.as_mut() {
            Some(c) => c,
            None => match connect(&target).and_then(|mut c| {
                engine.reconnected(&mut c)?;
                Ok((c.conn_tags_canary()?, c))
            }) {
                Ok((k, c)) => {
                    canary = k;
                    conn.insert(c)
                }
                Err(e) => {
                    watch.failed(n, &e, io.err)?;
                    return Ok(());
                }
            },
        };
        if let Err(e) = engine.sample(db, &canary, n, &clock) {
            if n == 1 {
                return Err(e);
            }
            // Reconnect at the next sample; reported once per outage.
            conn = None;
            watch.failed(n, &e, io.err)?;
            return Ok(());
        }
        watch.succeeded(n, io.err)?;
        bar.set_message(format!(
            "{} samples over {:.1} s",
            engine.samples(),
            engine.window()
        ));
        if let (Some(every), Some(at)) = (args.watch, next_draw)
            && Instant::now() >= at
        {
            next_draw = Some(Instant::now() + every);
            draws += 1;
            let r = report(&engine, &watch, false);
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
    let report = report(&engine, &watch, watch.interrupted());
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
