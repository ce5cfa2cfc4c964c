//! One command on many pods (`--pod A --pod B`, `--pods TAG`, `--all-pods`):
//! each pod runs the ordinary command in a thread of its own with its own
//! connection and output buffers, at most `--parallel` at once; a pod that is
//! down fails on its own (connect timeout), one that hangs is reported as
//! timed out after `--pod-timeout` and left behind (its connection closes
//! when poolctl exits, right after the report; a rollout's deploy lock with it). `migrate run` is a rollout: in the configured order,
//! one pod at a time unless `--parallel`, stopping at the first failure
//! unless `--keep-going`; running it again resumes (migrated pods are no-ops).
//!
//! Output: a section per pod and a results table (table format), or one JSON
//! object per pod per line and a summary line (`--format json`). The exit
//! status is the worst of the pods'.

use super::{Io, dispatch};
use crate::cli::{Command, Format, MigrateCommand};
use crate::config::Settings;
use crate::{EXIT_CLEAN, EXIT_ERROR, EXIT_FINDINGS, Outcome, redact};
use indicatif::{MultiProgress, ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde::Serialize;
use std::io::IsTerminal;
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// How pods are worked through.
#[derive(Debug, Clone)]
pub struct FleetOptions {
    /// `--parallel`; default 4, or 1 for a `migrate run` rollout.
    pub parallel: Option<u64>,
    pub timeout: Duration,
    pub keep_going: bool,
}

/// One pod's result.
#[derive(Debug, Serialize)]
struct PodResult {
    pod: String,
    /// `ok`, `findings`, `failed`, `timed-out` or `not-run`.
    status: &'static str,
    exit: Option<i32>,
    seconds: f64,
    /// The command's own JSON document (`--format json`).
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<serde_json::Value>,
    /// Its output when that was not one JSON document.
    #[serde(skip_serializing_if = "Option::is_none")]
    output: Option<String>,
    /// What the command wrote to stderr (warnings, notes), line by line.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    notes: Vec<String>,
    error: Option<String>,
    #[serde(skip)]
    stdout: String,
}

#[derive(Debug, Default, Serialize)]
struct Summary {
    pods: usize,
    ok: usize,
    findings: usize,
    failed: usize,
    timed_out: usize,
    not_run: usize,
    exit: i32,
    seconds: f64,
}

/// Commands that cannot run across pods, and why.
fn refuse(command: &Command) -> Option<&'static str> {
    match command {
        Command::Lint(_) => {
            Some("lint reads files, not servers: run it without --pod/--pods/--all-pods")
        }
        Command::InspectLocks(a) if a.file.is_some() => {
            Some("inspect-locks --file reads a saved status: drop --pod/--pods/--all-pods")
        }
        Command::InspectLocks(a) if a.watch.is_some() => {
            Some("--watch follows one server: pick one pod with --pod NAME")
        }
        Command::Status(a) if a.watch.is_some() => {
            Some("--watch follows one server: pick one pod with --pod NAME")
        }
        Command::ConnTags(a) if a.file.is_some() => {
            Some("conn-tags --file reads a log: drop --pod/--pods/--all-pods")
        }
        Command::ConnTags(a) if a.watch.is_some() => {
            Some("--watch follows one server: pick one pod with --pod NAME")
        }
        Command::Refill(a)
            if a.pools_file
                .as_deref()
                .is_some_and(|p| p.as_os_str() == "-") =>
        {
            Some("--pools-file - (stdin) can be read once: give a file path for several pods")
        }
        _ => None,
    }
}

fn run_pod(settings: &Settings, pod: &str, command: Command, format: Format) -> PodResult {
    let started = Instant::now();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    // A panic in one pod is that pod's failure, not the fleet's (and not a
    // silent thread that would look like a timeout).
    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        dispatch(
            &settings.for_pod(pod),
            command,
            format,
            &mut Io {
                out: &mut out,
                err: &mut err,
            },
        )
    }))
    .unwrap_or_else(|p| {
        let what = p
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| p.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown".into());
        Err(anyhow::anyhow!(
            "poolctl crashed on this pod (a bug: please report it): {what}"
        ))
    });
    let (status, exit, error) = match r {
        Ok(Outcome::Clean) => ("ok", EXIT_CLEAN, None),
        Ok(Outcome::Findings) => ("findings", EXIT_FINDINGS, None),
        Err(e) => ("failed", EXIT_ERROR, Some(redact::scrub(&format!("{e:#}")))),
    };
    let stdout = redact::scrub(&String::from_utf8_lossy(&out));
    let result: Option<serde_json::Value> = (format == Format::Json)
        .then(|| serde_json::from_str(&stdout).ok())
        .flatten();
    PodResult {
        pod: pod.to_string(),
        status,
        exit: Some(exit),
        seconds: started.elapsed().as_secs_f64(),
        output: (format == Format::Json && result.is_none() && !stdout.trim().is_empty())
            .then(|| stdout.clone()),
        result,
        notes: redact::scrub(&String::from_utf8_lossy(&err))
            .lines()
            .map(str::to_string)
            .collect(),
        error,
        stdout,
    }
}

fn unfinished(pod: &str, status: &'static str, seconds: f64, error: String) -> PodResult {
    PodResult {
        pod: pod.to_string(),
        status,
        exit: (status == "timed-out").then_some(EXIT_ERROR),
        seconds,
        result: None,
        output: None,
        notes: Vec::new(),
        error: Some(error),
        stdout: String::new(),
    }
}

pub fn run(
    settings: &Settings,
    pods: Vec<String>,
    command: Command,
    format: Format,
    opts: &FleetOptions,
    io: &mut Io<'_>,
) -> anyhow::Result<Outcome> {
    if let Some(why) = refuse(&command) {
        anyhow::bail!("{why}");
    }
    let rollout = matches!(command, Command::Migrate(MigrateCommand::Run { .. }));
    let parallel = opts.parallel.unwrap_or(if rollout { 1 } else { 4 }).max(1) as usize;
    super::quiet_progress();
    let started = Instant::now();
    let multi = if std::io::stderr().is_terminal() {
        MultiProgress::with_draw_target(ProgressDrawTarget::stderr())
    } else {
        MultiProgress::with_draw_target(ProgressDrawTarget::hidden())
    };
    let style = ProgressStyle::with_template("{spinner} {prefix:>12} {msg} ({elapsed})")
        .unwrap_or_else(|_| ProgressStyle::default_spinner());

    let (tx, rx) = mpsc::channel::<(usize, PodResult)>();
    let mut results: Vec<Option<PodResult>> = pods.iter().map(|_| None).collect();
    // Index -> (deadline, bar) of pods in flight.
    let mut running: Vec<(usize, Instant, ProgressBar)> = Vec::new();
    let mut next = 0;
    let mut stopped: Option<String> = None;
    while next < pods.len() || !running.is_empty() {
        while stopped.is_none() && next < pods.len() && running.len() < parallel {
            let i = next;
            next += 1;
            let bar = multi.add(ProgressBar::new_spinner());
            bar.set_style(style.clone());
            bar.set_prefix(pods[i].clone());
            bar.set_message("running");
            bar.enable_steady_tick(Duration::from_millis(120));
            let (tx, settings, pod, command) = (
                tx.clone(),
                settings.clone(),
                pods[i].clone(),
                command.clone(),
            );
            std::thread::spawn(move || {
                let r = run_pod(&settings, &pod, command, format);
                let _ = tx.send((i, r));
            });
            running.push((i, Instant::now() + opts.timeout, bar));
        }
        if running.is_empty() {
            break;
        }
        let soonest = running.iter().map(|r| r.1).min().expect("running");
        match rx.recv_timeout(soonest.saturating_duration_since(Instant::now())) {
            Ok((i, r)) => {
                if let Some(at) = running.iter().position(|x| x.0 == i) {
                    let (_, _, bar) = running.remove(at);
                    bar.finish_with_message(r.status);
                }
                if rollout && r.status == "failed" && !opts.keep_going && stopped.is_none() {
                    stopped = Some(r.pod.clone());
                }
                results[i].get_or_insert(r);
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {
                let now = Instant::now();
                running.retain(|(i, deadline, bar)| {
                    if *deadline > now {
                        return true;
                    }
                    bar.finish_with_message("timed out");
                    results[*i] = Some(unfinished(
                        &pods[*i],
                        "timed-out",
                        opts.timeout.as_secs_f64(),
                        format!(
                            "no answer within --pod-timeout {} s (the pod is slow or hangs); \
                             the other pods went on",
                            opts.timeout.as_secs()
                        ),
                    ));
                    false
                });
                if rollout && !opts.keep_going && stopped.is_none() {
                    stopped = results
                        .iter()
                        .flatten()
                        .find(|r| r.status == "timed-out")
                        .map(|r| r.pod.clone());
                }
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        }
    }
    drop(multi);
    let results: Vec<PodResult> = results
        .into_iter()
        .zip(&pods)
        .map(|(r, pod)| {
            r.unwrap_or_else(|| {
                unfinished(
                    pod,
                    "not-run",
                    0.0,
                    format!(
                        "not started: the rollout stopped at pod {} (fix it, then run the same \
                         command again: pods already migrated are skipped; or --keep-going)",
                        stopped.as_deref().unwrap_or("?")
                    ),
                )
            })
        })
        .collect();
    let mut summary = Summary {
        pods: results.len(),
        seconds: started.elapsed().as_secs_f64(),
        ..Summary::default()
    };
    for r in &results {
        match r.status {
            "ok" => summary.ok += 1,
            "findings" => summary.findings += 1,
            "failed" => summary.failed += 1,
            "timed-out" => summary.timed_out += 1,
            _ => summary.not_run += 1,
        }
    }
    summary.exit = if summary.failed + summary.timed_out + summary.not_run > 0 {
        EXIT_ERROR
    } else if summary.findings > 0 {
        EXIT_FINDINGS
    } else {
        EXIT_CLEAN
    };
    render(io, format, &results, &summary)?;
    match summary.exit {
        EXIT_CLEAN => Ok(Outcome::Clean),
        EXIT_FINDINGS => Ok(Outcome::Findings),
        _ => {
            let bad: Vec<&str> = results
                .iter()
                .filter(|r| matches!(r.status, "failed" | "timed-out" | "not-run"))
                .map(|r| r.pod.as_str())
                .collect();
            anyhow::bail!(
                "{} of {} pod(s) did not complete: {} (see each pod's error above)",
                bad.len(),
                results.len(),
                bad.join(", ")
            )
        }
    }
}

fn render(
    io: &mut Io<'_>,
    format: Format,
    results: &[PodResult],
    summary: &Summary,
) -> anyhow::Result<()> {
    if format == Format::Json {
        for r in results {
            serde_json::to_writer(&mut *io.out, r)?;
            writeln!(io.out)?;
        }
        serde_json::to_writer(&mut *io.out, &serde_json::json!({ "summary": summary }))?;
        writeln!(io.out)?;
        return Ok(());
    }
    for r in results {
        writeln!(
            io.out,
            "== pod {}: {} (exit {}, {:.1} s)",
            r.pod,
            r.status,
            r.exit.map(|c| c.to_string()).unwrap_or_else(|| "-".into()),
            r.seconds
        )?;
        io.out.write_all(r.stdout.as_bytes())?;
        for line in &r.notes {
            writeln!(io.err, "[{}] {line}", r.pod)?;
        }
        if let Some(e) = &r.error {
            writeln!(io.out, "  error: {e}")?;
        }
        writeln!(io.out)?;
    }
    let mut rows: Vec<Vec<String>> = results
        .iter()
        .map(|r| {
            vec![
                r.pod.clone(),
                r.status.to_string(),
                r.exit.map(|c| c.to_string()).unwrap_or_else(|| "-".into()),
                format!("{:.1}", r.seconds),
                r.error
                    .as_deref()
                    .and_then(|e| e.lines().next())
                    .unwrap_or("")
                    .to_string(),
            ]
        })
        .collect();
    rows.push(vec![
        format!("total: {}", summary.pods),
        format!(
            "{} ok, {} findings, {} failed, {} timed out, {} not run",
            summary.ok, summary.findings, summary.failed, summary.timed_out, summary.not_run
        ),
        summary.exit.to_string(),
        format!("{:.1}", summary.seconds),
        String::new(),
    ]);
    writeln!(
        io.out,
        "{}",
        crate::render::table(&["pod", "status", "exit", "seconds", "error"], &rows)
    )?;
    Ok(())
}
