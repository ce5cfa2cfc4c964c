//! `poolctl replenish`: resolve the settings (flags over `[replenish]`), start
//! the metrics endpoint, run one replenisher loop per pod
//! (`crate::replenish::run`) until SIGTERM/SIGINT (the process's stop
//! token), within the stop timeout (`crate::replenish::run::grace`); count
//! each event in the metrics and log it as a line on stderr; for `--once` /
//! `--dry-run`, render the report. One target and every pod share one
//! setup ([`Service`]).

use super::Io;
use crate::Outcome;
use crate::cli::{Format, ReplenishArgs};
use crate::config::Settings;
use crate::config::defs::replenish_keys::LogFormat;
use crate::messages::Level;
use crate::reconnect::{Next, Reconnect};
use crate::render;
use crate::replenish::event::Event;
use crate::replenish::run::grace::{self, Ended, Grace};
use crate::replenish::run::http::Endpoint;
use crate::replenish::run::metrics::{Freshness, Identity, Metrics};
use crate::replenish::run::{EventSink, Mode, OnceResult, Pod};
use crate::replenish::settings::Settings as ReplenishSettings;
use crate::retry::RetryPolicy;
use crate::stop::StopToken;
use anyhow::Context;
use std::io::Write;
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime};

/// Event lines to a writer, one `write` per line, from any pod's thread:
/// those whose level the level in force lets through (`-q`: errors only,
/// `-vv`: every event, the counted-only ones too).
pub struct LineLog<W: Write + Send> {
    out: Mutex<W>,
    format: LogFormat,
    level: Level,
}

impl<W: Write + Send> LineLog<W> {
    pub fn new(out: W, format: LogFormat, level: Level) -> LineLog<W> {
        LineLog {
            out: Mutex::new(out),
            format,
            level,
        }
    }
}

impl<W: Write + Send> EventSink for LineLog<W> {
    /// The event as a line, when the level lets it through ([`Event::level`]).
    fn event(&self, pod: Option<&str>, e: &Event) {
        if !self.level.allows(e.level()) {
            return;
        }
        let mut line = Vec::with_capacity(160);
        if render::replenish::line(&mut line, self.format, SystemTime::now(), pod, e).is_ok() {
            let mut out = self.out.lock().unwrap_or_else(|p| p.into_inner());
            // A closed stderr must not stop the service.
            let _ = out.write_all(&line);
            let _ = out.flush();
        }
    }
}

fn resolve(settings: &Settings, args: &ReplenishArgs) -> anyhow::Result<ReplenishSettings> {
    Ok(ReplenishSettings::resolve(
        &settings.replenish_layers(&args.settings),
        settings.file.pool.hold_ttl_seconds,
    )?)
}

/// How long a stop waits, and where that was set (the flag, the key in the
/// config file that was read, or the default), for its messages.
fn grace(settings: &Settings, rs: &ReplenishSettings) -> Grace {
    Grace {
        timeout: rs.stop_timeout.value,
        set_by: rs.stop_timeout_set_by(settings.path.as_deref()),
    }
}

/// The error of a stop that cut its connections at the stop timeout.
fn cut_short(grace: &Grace) -> anyhow::Error {
    anyhow::anyhow!(
        "stopped with statements still waiting on the server when the stop timeout ({}) was \
         up: their connections were closed without waiting; the server rolls back their open \
         transactions and frees their named locks when it sees the connections close (see {})",
        grace.set_by,
        crate::replenish::RUNBOOK
    )
}

fn mode(args: &ReplenishArgs) -> Mode {
    if args.dry_run {
        Mode::DryRun
    } else if args.once {
        Mode::Once
    } else {
        Mode::Serve
    }
}

/// How the log lines are written: `--log-format` (or its key or variable),
/// else JSON under `--format json`, else text.
fn log_format(rs: &ReplenishSettings, format: Format) -> LogFormat {
    rs.log_format.unwrap_or(if format == Format::Json {
        LogFormat::Json
    } else {
        LogFormat::Text
    })
}

/// How old a leader's last pass may be for /healthz: three intervals, and at
/// least 10 s.
fn stale_after(s: &ReplenishSettings) -> Duration {
    (s.interval * 3).max(Duration::from_secs(10))
}

/// Where the loops' events go: counted in the metrics registry first, so a
/// line on stderr is never ahead of the series it changed, then logged.
struct Sinks {
    metrics: Arc<Metrics>,
    lines: LineLog<std::io::Stderr>,
}

impl EventSink for Sinks {
    fn event(&self, pod: Option<&str>, e: &Event) {
        self.metrics.event(pod, e);
        self.lines.event(pod, e);
    }
}

/// What one target and every pod share: the resolved settings, the sinks of
/// their events, the process's stop token and the stop timeout.
struct Service {
    rs: ReplenishSettings,
    mode: Mode,
    sinks: Arc<Sinks>,
    stop: StopToken,
    grace: Grace,
}

impl Service {
    /// `pods`: one loop per pod, which only serves (no `--once`, no
    /// `--dry-run`).
    fn new(
        settings: &Settings,
        args: &ReplenishArgs,
        format: Format,
        level: Level,
        pods: bool,
    ) -> anyhow::Result<Service> {
        let rs = resolve(settings, args)?;
        let mode = mode(args);
        if pods && mode != Mode::Serve {
            anyhow::bail!(
                "--once and --dry-run run against one server: pick one pod with --pod NAME \
                 (or loop over them), or drop --once/--dry-run to serve every pod"
            );
        }
        let sinks = Arc::new(Sinks {
            metrics: Arc::new(Metrics::new()),
            lines: LineLog::new(std::io::stderr(), log_format(&rs, format), level),
        });
        let stop = StopToken::on_signals()?;
        let grace = grace(settings, &rs);
        Ok(Service {
            rs,
            mode,
            sinks,
            stop,
            grace,
        })
    }

    /// The loop of one target (`name`: its pod, `None` for a single one).
    fn pod(&self, settings: &Settings, name: Option<&str>) -> anyhow::Result<Pod<'_>> {
        let ledger = super::ledger(settings)?.clone();
        let target = settings.target()?;
        let database = target.require_database()?.to_string();
        self.sinks.metrics.pod(
            Identity {
                database: &database,
                pod: name,
            },
            Freshness::new(stale_after(&self.rs), self.rs.leader_lease),
        );
        Ok(Pod {
            name: name.map(str::to_string),
            target,
            database,
            tables: settings.file.tables.clone(),
            ledger,
            default_cap: settings.file.pool.cap,
            settings: self.rs.clone(),
            mode: self.mode,
            failpoint: super::refill_failpoint(),
            events: &*self.sinks,
            stop: &self.stop,
        })
    }

    /// The metrics endpoint, when `--metrics-addr` asks for one; it serves
    /// until dropped.
    fn endpoint(&self) -> anyhow::Result<Option<Endpoint>> {
        let Some(addr) = self.rs.metrics_addr else {
            return Ok(None);
        };
        let e = Endpoint::start(addr, self.sinks.metrics.clone())?;
        self.sinks.event(
            None,
            &Event::MetricsListening {
                addr: e.addr().to_string(),
            },
        );
        Ok(Some(e))
    }

    /// `work` until SIGTERM/SIGINT, within the stop timeout
    /// (`grace::within_grace`); an error when the stop had to cut its
    /// connections.
    fn within_grace<T>(&self, work: impl FnOnce() -> T) -> anyhow::Result<T> {
        match grace::within_grace(&self.stop, &self.grace, self.sinks.clone(), work) {
            Ended::Returned(r) => Ok(r),
            Ended::Cut => Err(cut_short(&self.grace)),
        }
    }
}

/// One target.
pub fn run(
    settings: &Settings,
    args: ReplenishArgs,
    format: Format,
    io: &mut Io<'_>,
) -> anyhow::Result<Outcome> {
    let service = Service::new(settings, &args, format, io.err.level(), false)?;
    let p = service.pod(settings, None)?;
    let _endpoint = service.endpoint()?;
    let result = service
        .within_grace(|| p.run())?
        .with_context(|| format!("replenish cannot start on {}", p.target.display_url()))?;
    match result {
        Some(r) => report(io, format, service.mode, r),
        None => Ok(Outcome::Clean),
    }
}

/// One loop per pod, one metrics endpoint; returns when stopped. A pod that
/// cannot start is retried (its `/healthz` line says so meanwhile), unless
/// it is stopping.
pub fn run_pods(
    settings: &Settings,
    pods: Vec<String>,
    args: ReplenishArgs,
    format: Format,
    io: &mut Io<'_>,
) -> anyhow::Result<Outcome> {
    let service = Service::new(settings, &args, format, io.err.level(), true)?;
    let loops = pods
        .iter()
        .map(|name| service.pod(&settings.for_pod(name), Some(name)))
        .collect::<anyhow::Result<Vec<_>>>()?;
    let _endpoint = service.endpoint()?;
    let backoff = RetryPolicy {
        max_retries: u32::MAX,
        base: Duration::from_secs(1),
        max_delay: Duration::from_secs(60),
    };
    let served = service.within_grace(|| serve_pods(&loops, backoff));
    let _ = io.out.flush();
    served?;
    Ok(Outcome::Clean)
}

/// Each pod's loop on a thread of its own, a pod that cannot start started
/// again with `backoff` (`crate::reconnect`, as a lost connection is made
/// again), until every loop returned.
fn serve_pods(loops: &[Pod<'_>], backoff: RetryPolicy) {
    std::thread::scope(|s| {
        for p in loops {
            s.spawn(move || {
                // "Connected" once it started (and served until stopped).
                Reconnect::new(backoff).until_connected(
                    p.stop,
                    || p.run(),
                    |f| {
                        // Stopping: no retry to announce.
                        if let Next::RetryIn(wait) = f.next {
                            p.events.event(
                                p.name.as_deref(),
                                &Event::Warning {
                                    message: format!(
                                        "cannot start: {}; trying again in {:.0}s",
                                        f.error,
                                        wait.as_secs_f64()
                                    ),
                                },
                            );
                        }
                    },
                );
            });
        }
    });
}

/// `--once` / `--dry-run`: the report on stdout, then the run's end: the
/// pass's error, pools that failed, or (`--once`) findings when pools are
/// still drained or were skipped.
fn report(io: &mut Io<'_>, format: Format, mode: Mode, r: OnceResult) -> anyhow::Result<Outcome> {
    let report = r.report;
    match format {
        Format::Json => render::json(io.out, &report)?,
        _ => render::replenish::table(io.out, &report)?,
    }
    if let Some(e) = r.error {
        anyhow::bail!("the pass failed: {e} (see {})", crate::replenish::RUNBOOK);
    }
    if mode == Mode::Once && report.totals.failed > 0 {
        anyhow::bail!(
            "{} pool(s) failed (their lines on stderr say why); see {}",
            report.totals.failed,
            crate::replenish::RUNBOOK
        );
    }
    if mode == Mode::Once && (!report.still_drained.is_empty() || report.totals.skipped > 0) {
        return Ok(Outcome::Findings);
    }
    Ok(Outcome::Clean)
}
