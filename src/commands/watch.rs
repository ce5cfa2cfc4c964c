//! `--watch SECS` for the commands that sample a server repeatedly
//! (`inspect-locks`, `status`): the sampling loop, Ctrl-C, and the screen;
//! and the one SIGTERM/SIGINT handler of the process ([`stop_on_signals`]),
//! which `--watch` and `poolctl replenish` share.

use anyhow::Context;
use std::io::Write;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Samples every `interval` until Ctrl-C / SIGTERM (the current sample is
/// finished first) or `samples` were taken.
pub(super) struct Watch {
    interval: Duration,
    samples: Option<u64>,
    stop: Arc<AtomicBool>,
}

/// The flag SIGTERM and SIGINT (Ctrl-C) set, installed on first use: a
/// process has one handler, so every caller gets the same flag.
pub(super) fn stop_on_signals() -> anyhow::Result<Arc<AtomicBool>> {
    static STOP: std::sync::OnceLock<Arc<AtomicBool>> = std::sync::OnceLock::new();
    if let Some(stop) = STOP.get() {
        return Ok(stop.clone());
    }
    let stop = Arc::new(AtomicBool::new(false));
    let flag = stop.clone();
    ctrlc::set_handler(move || flag.store(true, Ordering::SeqCst))
        .context("cannot install the SIGTERM/Ctrl-C handler")?;
    Ok(STOP.get_or_init(|| stop).clone())
}

impl Watch {
    pub(super) fn new(interval: Duration, samples: Option<u64>) -> anyhow::Result<Watch> {
        let stop = stop_on_signals()?;
        Ok(Watch {
            interval,
            samples,
            stop,
        })
    }

    /// Calls `sample(n)` for n = 1, 2, ... on schedule; stops on its error.
    pub(super) fn run(
        &self,
        mut sample: impl FnMut(u64) -> anyhow::Result<()>,
    ) -> anyhow::Result<()> {
        let mut n = 0;
        loop {
            let started = Instant::now();
            n += 1;
            sample(n)?;
            if self.samples.is_some_and(|max| n >= max) {
                return Ok(());
            }
            let next = started + self.interval;
            while !self.stop.load(Ordering::SeqCst) && Instant::now() < next {
                std::thread::sleep((next - Instant::now()).min(Duration::from_millis(50)));
            }
            if self.stop.load(Ordering::SeqCst) {
                return Ok(());
            }
        }
    }

    /// Starts sample `n` for people: clears the screen on a terminal,
    /// separates samples with a blank line on a pipe, then the header.
    pub(super) fn header(&self, out: &mut dyn Write, redraw: bool, n: u64) -> std::io::Result<()> {
        if redraw {
            // Clear the screen and home the cursor.
            write!(out, "\x1b[2J\x1b[H")?;
        } else if n > 1 {
            writeln!(out)?;
        }
        writeln!(
            out,
            "sample {n}, every {:.1}s (Ctrl-C to stop)",
            self.interval.as_secs_f64()
        )
    }
}
