//! One command on many pods (`--pod A --pod B`, `--pods TAG`, `--all-pods`):
//! each pod runs the ordinary command in a thread of its own with its own
//! connection and output buffers, at most `--parallel` at once; a pod that is
//! down fails on its own (connect timeout), one that hangs is reported as
//! timed out after `--pod-timeout` and left behind (its connection closes
//! when poolctl exits, right after the report; a rollout's deploy lock with
//! it). `migrate run` and `cutover advance` are rollouts: in the configured
//! order, one pod at a time unless `--parallel`, stopping at the first
//! failure (for an advance, also the first pod refused) unless
//! `--keep-going`; running it again resumes (pods already done are no-ops).
//!
//! The results are `crate::fleet`'s; output (`render::fleet`): a section per
//! pod and a results table, or one JSON object per pod per line and a
//! summary line (`--format json`). The exit status is the worst of the
//! pods'. A pod's output is passed on as the
//! command wrote it: secrets are kept out where values are produced (a URL
//! is shown without its password), never by rewriting the text, which
//! would mangle numbers that happen to contain the password.

use super::{Io, Progress, dispatch};
use crate::cli::{Command, CutoverArgs, CutoverCommand, Format, MigrateCommand, RolloutOrder};
use crate::config::Settings;
use crate::fleet::{PodResult, PodStatus, Summary};
use crate::messages::Messages;
use crate::render::progress::add_spinner;
use crate::render::terminal::Terminal;
use crate::{EXIT_CLEAN, EXIT_ERROR, EXIT_FINDINGS, Outcome, redact};
use indicatif::{MultiProgress, ProgressBar};
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
        Command::Shadow(crate::cli::ShadowCommand::Compare(a)) if a.watch.is_some() => {
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
        Command::Cutover(CutoverCommand::Advance(a)) if a.change.to.is_none() => Some(
            "an advance across pods needs --to STATE (shadow or mysql): run again, it then skips \
             the pods already there instead of advancing them twice",
        ),
        _ => None,
    }
}

/// Run `command` on one pod, in this thread, capturing its output.
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
                // At the run's level: only what it allows is captured.
                err: Messages::new(&mut err, crate::messages::process_level()),
                // The fleet draws one line per pod instead.
                progress: Progress::Off,
                // Captured, then passed on: no terminal of its own.
                terminal: Terminal::default(),
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
        Ok(Outcome::Clean) => (PodStatus::Ok, EXIT_CLEAN, None),
        Ok(Outcome::Findings) => (PodStatus::Findings, EXIT_FINDINGS, None),
        // The error's URLs lose their passwords by structure; nothing else
        // in the text is touched.
        Err(e) => (
            PodStatus::Failed,
            EXIT_ERROR,
            Some(redact::text(&format!("{e:#}"))),
        ),
    };
    let stdout = String::from_utf8_lossy(&out).into_owned();
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
        notes: String::from_utf8_lossy(&err)
            .lines()
            .map(str::to_string)
            .collect(),
        error,
        stdout,
    }
}

/// A pod that did not finish: timed out, or never started.
fn unfinished(pod: &str, status: PodStatus, seconds: f64, error: String) -> PodResult {
    PodResult {
        pod: pod.to_string(),
        status,
        exit: (status == PodStatus::TimedOut).then_some(EXIT_ERROR),
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
    let started = Instant::now();
    let pods = match &command {
        Command::Cutover(CutoverCommand::Advance(a)) if a.order == RolloutOrder::Traffic => {
            by_traffic(settings, pods, &a.change.judged, opts, io)?
        }
        _ => pods,
    };
    let results = Fanout::new(settings, &pods, command, format, opts).run(io.progress.multi());
    let summary = Summary::of(&results, started.elapsed().as_secs_f64());
    match format {
        Format::Json => crate::render::fleet::json_lines(io.out, &results, &summary)?,
        _ => crate::render::fleet::sections(io.out, io.err.passed_on(), &results, &summary)?,
    }
    match summary.exit {
        EXIT_CLEAN => Ok(Outcome::Clean),
        EXIT_FINDINGS => Ok(Outcome::Findings),
        _ => {
            let bad: Vec<&str> = results
                .iter()
                .filter(|r| r.status.incomplete())
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

/// `pods` in the order of their shadow traffic over the window, the
/// quietest first (`cutover advance --order traffic`): `cutover status` on
/// every pod at once, then a stable sort (ties keep the config's order; a
/// pod that could not be read goes last, where the rollout meets its error).
fn by_traffic(
    settings: &Settings,
    pods: Vec<String>,
    judged: &CutoverArgs,
    opts: &FleetOptions,
    io: &mut Io<'_>,
) -> anyhow::Result<Vec<String>> {
    let status = Command::Cutover(CutoverCommand::Status(judged.clone()));
    let read = FleetOptions {
        parallel: Some(opts.parallel.unwrap_or(4)),
        ..opts.clone()
    };
    let results =
        Fanout::new(settings, &pods, status, Format::Json, &read).run(io.progress.multi());
    let traffic: Vec<Option<u64>> = results
        .iter()
        .map(|r| {
            r.result
                .as_ref()
                .and_then(|j| j["evidence"]["shadow_operations"].as_u64())
        })
        .collect();
    let mut order: Vec<usize> = (0..pods.len()).collect();
    order.sort_by_key(|&i| traffic[i].unwrap_or(u64::MAX));
    let said: Vec<String> = order
        .iter()
        .map(|&i| match traffic[i] {
            Some(n) => format!("{} ({n})", pods[i]),
            None => format!("{} (unread)", pods[i]),
        })
        .collect();
    writeln!(
        io.err.note(),
        "rollout order by shadow operations in the last {}s: {}",
        judged.window,
        said.join(", ")
    )?;
    Ok(order.into_iter().map(|i| pods[i].clone()).collect())
}

/// The pods in flight and the results so far: at most `parallel` threads at
/// once, each pod's deadline watched, a rollout stopped at its first
/// failure.
struct Fanout<'a> {
    settings: &'a Settings,
    pods: &'a [String],
    command: Command,
    format: Format,
    opts: &'a FleetOptions,
    rollout: bool,
    parallel: usize,
    results: Vec<Option<PodResult>>,
    /// (pod index, deadline, its spinner) of the pods in flight.
    running: Vec<(usize, Instant, ProgressBar)>,
    /// The pod a rollout stopped at.
    stopped: Option<String>,
}

impl<'a> Fanout<'a> {
    fn new(
        settings: &'a Settings,
        pods: &'a [String],
        command: Command,
        format: Format,
        opts: &'a FleetOptions,
    ) -> Fanout<'a> {
        let rollout = matches!(
            command,
            Command::Migrate(MigrateCommand::Run { .. })
                | Command::Cutover(CutoverCommand::Advance(_))
        );
        Fanout {
            settings,
            pods,
            command,
            format,
            opts,
            rollout,
            parallel: opts.parallel.unwrap_or(if rollout { 1 } else { 4 }).max(1) as usize,
            results: pods.iter().map(|_| None).collect(),
            running: Vec::new(),
            stopped: None,
        }
    }

    /// Every pod's result, in the pods' order.
    fn run(mut self, multi: MultiProgress) -> Vec<PodResult> {
        let (tx, rx) = mpsc::channel::<(usize, PodResult)>();
        let mut next = 0;
        while next < self.pods.len() || !self.running.is_empty() {
            while self.stopped.is_none()
                && next < self.pods.len()
                && self.running.len() < self.parallel
            {
                self.start(next, &multi, tx.clone());
                next += 1;
            }
            let Some(soonest) = self.running.iter().map(|r| r.1).min() else {
                break;
            };
            match rx.recv_timeout(soonest.saturating_duration_since(Instant::now())) {
                Ok((i, r)) => self.finished(i, r),
                Err(mpsc::RecvTimeoutError::Timeout) => self.time_out(),
                Err(mpsc::RecvTimeoutError::Disconnected) => break,
            }
        }
        drop(multi);
        let stopped = self.stopped.as_deref().unwrap_or("?");
        self.results
            .into_iter()
            .zip(self.pods)
            .map(|(r, pod)| {
                r.unwrap_or_else(|| {
                    unfinished(
                        pod,
                        PodStatus::NotRun,
                        0.0,
                        format!(
                            "not started: the rollout stopped at pod {stopped} (fix it, then run \
                             the same command again: pods already done are skipped; or \
                             --keep-going)"
                        ),
                    )
                })
            })
            .collect()
    }

    /// Start pod `i` in a thread of its own.
    fn start(&mut self, i: usize, multi: &MultiProgress, tx: mpsc::Sender<(usize, PodResult)>) {
        let bar = add_spinner(multi, "{spinner} {prefix:>12} {msg} ({elapsed})");
        bar.set_prefix(self.pods[i].clone());
        bar.set_message("running");
        bar.enable_steady_tick(Duration::from_millis(120));
        let (settings, pod, command, format) = (
            self.settings.clone(),
            self.pods[i].clone(),
            self.command.clone(),
            self.format,
        );
        std::thread::spawn(move || {
            let r = run_pod(&settings, &pod, command, format);
            let _ = tx.send((i, r));
        });
        self.running
            .push((i, deadline_after(self.opts.timeout), bar));
    }

    /// Pod `i` answered (a late answer after its timeout is dropped).
    fn finished(&mut self, i: usize, r: PodResult) {
        if let Some(at) = self.running.iter().position(|x| x.0 == i) {
            let (_, _, bar) = self.running.remove(at);
            bar.finish_with_message(r.status.as_str());
        }
        // A cutover advance refused on a pod (exit 1) stops its rollout too:
        // the next pods are not advanced past a precondition that failed.
        let refused = r.status == PodStatus::Findings
            && matches!(self.command, Command::Cutover(CutoverCommand::Advance(_)));
        if self.rollout && (r.status == PodStatus::Failed || refused) && !self.opts.keep_going {
            self.stopped.get_or_insert_with(|| r.pod.clone());
        }
        self.results[i].get_or_insert(r);
    }

    /// Pods past their deadline are reported as timed out and left behind.
    fn time_out(&mut self) {
        let now = Instant::now();
        let (pods, timeout) = (self.pods, self.opts.timeout);
        let results = &mut self.results;
        let mut timed_out = None;
        self.running.retain(|(i, deadline, bar)| {
            if *deadline > now {
                return true;
            }
            bar.finish_with_message("timed out");
            results[*i] = Some(unfinished(
                &pods[*i],
                PodStatus::TimedOut,
                timeout.as_secs_f64(),
                format!(
                    "no answer within --pod-timeout {} s (the pod is slow or hangs); \
                     the other pods went on",
                    timeout.as_secs()
                ),
            ));
            timed_out.get_or_insert(pods[*i].clone());
            false
        });
        if let Some(pod) = timed_out
            && self.rollout
            && !self.opts.keep_going
        {
            self.stopped.get_or_insert(pod);
        }
    }
}

/// `now + timeout`, saturating: a timeout too far out for the clock is a
/// deadline that never comes, not a panic.
fn deadline_after(timeout: Duration) -> Instant {
    let now = Instant::now();
    now.checked_add(timeout)
        .unwrap_or_else(|| now + Duration::from_secs(crate::config::MAX_WAIT_SECS))
}
