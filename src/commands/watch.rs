//! `--watch SECS` for the commands that sample a server repeatedly
//! (`inspect-locks`, `status`, `conn-tags`): the sampling loop, Ctrl-C, and
//! the screen; and the one SIGTERM/SIGINT handler of the process
//! ([`stop_on_signals`]), which `--watch` and `poolctl replenish` share
//! (several pods' loops share it: one Ctrl-C stops them all).

use anyhow::Context;
use std::cell::Cell;
use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

/// Samples every `interval` until Ctrl-C / SIGTERM (the current sample is
/// finished first), `samples` were taken, or the deadline passed.
///
/// A sample that fails after the first (a lost connection, a server that
/// stopped answering) is reported by the command as a warning and retried
/// at the next one ([`Watch::failed`]); the run goes on, and ends with exit 2
/// ([`Watch::finish`]): a watch that missed samples is not a clean one.
pub(super) struct Watch {
    interval: Duration,
    samples: Option<u64>,
    stop: Arc<AtomicBool>,
    deadline: Option<Instant>,
    min_gap: Duration,
    jitter: f64,
    /// The samples taken, and those of them that failed.
    taken: Cell<u64>,
    failed: Cell<u64>,
}

/// The flag SIGTERM and SIGINT (Ctrl-C) set, installed on first use: a
/// process has one handler, so every caller gets the same flag (and the same
/// error, when it could not be installed).
pub(super) fn stop_on_signals() -> anyhow::Result<Arc<AtomicBool>> {
    static FLAG: OnceLock<Result<Arc<AtomicBool>, String>> = OnceLock::new();
    FLAG.get_or_init(|| {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        ctrlc::set_handler(move || flag.store(true, Ordering::SeqCst))
            .map(|()| stop)
            .map_err(|e| e.to_string())
    })
    .clone()
    .map_err(anyhow::Error::msg)
    .context("cannot install the SIGTERM/Ctrl-C handler")
}

impl Watch {
    pub(super) fn new(interval: Duration, samples: Option<u64>) -> anyhow::Result<Watch> {
        Ok(Watch {
            interval,
            samples,
            stop: stop_on_signals()?,
            deadline: None,
            min_gap: Duration::ZERO,
            jitter: 0.0,
            taken: Cell::new(0),
            failed: Cell::new(0),
        })
    }

    /// Take the last sample at `deadline` (or as soon after it as `min_gap`
    /// allows), then stop.
    pub(super) fn until(mut self, deadline: Option<Instant>) -> Watch {
        self.deadline = deadline;
        self
    }

    /// The next sample starts no sooner than `gap` after the previous one
    /// ended (InnoDB refreshes INNODB_TRX only after 100 ms without readers).
    pub(super) fn min_gap(mut self, gap: Duration) -> Watch {
        self.min_gap = gap;
        self
    }

    /// Vary each interval by up to this share either way, so samples do not
    /// fall in step with a periodic workload.
    pub(super) fn jitter(mut self, share: f64) -> Watch {
        self.jitter = share.clamp(0.0, 0.5);
        self
    }

    /// Whether Ctrl-C / SIGTERM ended the loop.
    pub(super) fn interrupted(&self) -> bool {
        self.stop.load(Ordering::SeqCst)
    }

    /// Calls `sample(n)` for n = 1, 2, ... on schedule; stops on its error.
    pub(super) fn run(
        &self,
        mut sample: impl FnMut(u64) -> anyhow::Result<()>,
    ) -> anyhow::Result<()> {
        let mut n = 0;
        let mut rng = jitter_seed();
        loop {
            let started = Instant::now();
            n += 1;
            self.taken.set(n);
            sample(n)?;
            let ended = Instant::now();
            if self.samples.is_some_and(|max| n >= max) || self.deadline.is_some_and(|d| ended >= d)
            {
                return Ok(());
            }
            // The schedule, then up to `jitter` of an interval either way
            // (never closer than `min_gap` to the last sample's end).
            let earliest = ended + self.min_gap;
            let base = (started + self.interval).max(earliest);
            let shift = self
                .interval
                .mul_f64(self.jitter * (2.0 * next_unit(&mut rng) - 1.0).abs());
            let mut next = if next_unit(&mut rng) < 0.5 {
                base.checked_sub(shift).unwrap_or(base).max(earliest)
            } else {
                base + shift
            };
            if let Some(d) = self.deadline {
                next = next.min(d.max(ended + self.min_gap));
            }
            while !self.stop.load(Ordering::SeqCst) && Instant::now() < next {
                std::thread::sleep((next - Instant::now()).min(Duration::from_millis(50)));
            }
            if self.stop.load(Ordering::SeqCst) {
                return Ok(());
            }
        }
    }

    /// Sample `n` failed; the command reports it (a warning ending with
    /// what this returns: whether a next sample retries it) and the loop
    /// goes on.
    pub(super) fn failed(&self, n: u64) -> &'static str {
        debug_assert_eq!(n, self.taken.get());
        self.failed.set(self.failed.get() + 1);
        if self.samples == Some(n) {
            "it was the last sample"
        } else {
            "retrying at the next sample"
        }
    }

    /// The run's outcome once the loop ended: `outcome` when every sample
    /// succeeded; an error (exit 2) when some failed, each already reported.
    pub(super) fn finish(&self, outcome: crate::Outcome) -> anyhow::Result<crate::Outcome> {
        match self.failed.get() {
            0 => Ok(outcome),
            failed => anyhow::bail!(
                "{failed} of {} sample(s) failed (each reported above as a warning)",
                self.taken.get()
            ),
        }
    }

    /// Starts sample `n` for people: clears the screen on a terminal,
    /// separates samples with a blank line on a pipe, then the header.
    pub(super) fn header(&self, out: &mut dyn Write, redraw: bool, n: u64) -> std::io::Result<()> {
        Self::screen(out, redraw, n)?;
        writeln!(
            out,
            "sample {n}, every {:.1}s (Ctrl-C to stop)",
            self.interval.as_secs_f64()
        )
    }
}

impl Watch {
    /// Starts drawing `n` (from 1): clears the screen on a terminal, a blank
    /// line between drawings on a pipe.
    pub(super) fn screen(out: &mut dyn Write, redraw: bool, n: u64) -> std::io::Result<()> {
        if redraw {
            // Clear the screen and home the cursor.
            write!(out, "\x1b[2J\x1b[H")?;
        } else if n > 1 {
            writeln!(out)?;
        }
        Ok(())
    }
}

fn jitter_seed() -> u64 {
    let t = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    (t ^ u64::from(std::process::id()).rotate_left(32)) | 1
}

/// xorshift64*: a uniform number in [0, 1).
fn next_unit(s: &mut u64) -> f64 {
    *s ^= *s >> 12;
    *s ^= *s << 25;
    *s ^= *s >> 27;
    (s.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 11) as f64 / (1u64 << 53) as f64
}
