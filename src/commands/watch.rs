//! `--watch SECS` for the commands that sample a server repeatedly
//! (`inspect-locks`, `status`, `conn-tags`): the sampling loop, Ctrl-C
//! (the process's stop token, `crate::stop`), and the screen.

use crate::messages::Messages;
use crate::outages::{Outage, Outages};
use crate::render::watch::FailedSample;
use crate::stop::StopToken;
use std::cell::{Cell, RefCell};
use std::io::Write;
use std::time::{Duration, Instant};

/// Samples every `interval` until Ctrl-C / SIGTERM (the current sample is
/// finished first), `samples` were taken, or the deadline passed.
///
/// A sample that fails after the first (a lost connection, a server that
/// stopped answering) is handed to [`Watch::failed`] and retried at the next
/// one; the run goes on, and ends with exit 2 ([`Watch::finish`]): a watch
/// that missed samples is not a clean one. Failed samples in a row are one
/// outage (`crate::outages`), reported twice whatever the rate: a warning
/// when it begins, a line when it ends ([`Watch::succeeded`]).
pub(super) struct Watch {
    interval: Duration,
    samples: Option<u64>,
    stop: StopToken,
    deadline: Option<Instant>,
    min_gap: Duration,
    jitter: f64,
    /// The samples taken, and the outages among them.
    taken: Cell<u64>,
    outages: RefCell<Outages>,
    /// When the watch began, and when the current sample started.
    began: Instant,
    sample_started: Cell<Instant>,
}

impl Watch {
    pub(super) fn new(interval: Duration, samples: Option<u64>) -> anyhow::Result<Watch> {
        Ok(Watch {
            interval,
            samples,
            stop: StopToken::on_signals()?,
            deadline: None,
            min_gap: Duration::ZERO,
            jitter: 0.0,
            taken: Cell::new(0),
            outages: RefCell::new(Outages::default()),
            began: Instant::now(),
            sample_started: Cell::new(Instant::now()),
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
        self.stop.stopped()
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
            self.sample_started.set(started);
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
            if self.stop.wait_until(next) {
                return Ok(());
            }
        }
    }

    /// Seconds since the watch began, at the current sample's start.
    fn sample_at(&self) -> f64 {
        (self.sample_started.get() - self.began).as_secs_f64()
    }

    /// Sample `n` failed with `e`; the loop goes on. The first failure in a
    /// row is warned about on `err` (with what happens next); the ones after
    /// it only counted. The record a `--format json` stream writes in the
    /// sample's place is returned.
    pub(super) fn failed(
        &self,
        n: u64,
        e: &anyhow::Error,
        err: &mut Messages<'_>,
    ) -> std::io::Result<FailedSample> {
        debug_assert_eq!(n, self.taken.get());
        let error = crate::redact::scrub(&format!("{e:#}"));
        let then = if self.samples == Some(n) {
            "it was the last sample"
        } else {
            "retrying at every next sample; one line when sampling recovers"
        };
        if let Some(o) = self
            .outages
            .borrow_mut()
            .failed(n, self.sample_at(), &error)
        {
            crate::render::watch::outage_began(err.warn(), o, then)?;
        }
        Ok(FailedSample {
            sample: n,
            time: unix_now(),
            error,
        })
    }

    /// Sample `n`'s result, the same for every watching command: the first
    /// sample's error ends the watch; a later one is reported
    /// ([`Watch::failed`], and with `json` a record in the sample's place on
    /// `io.out`) and gives `None`, to be retried at the next sample; a
    /// success ends an outage ([`Watch::succeeded`]).
    pub(super) fn took<T>(
        &self,
        n: u64,
        sample: anyhow::Result<T>,
        json: bool,
        io: &mut super::Io<'_>,
    ) -> anyhow::Result<Option<T>> {
        match sample {
            Ok(v) => {
                self.succeeded(n, &mut io.err)?;
                Ok(Some(v))
            }
            Err(e) if n > 1 => {
                let record = self.failed(n, &e, &mut io.err)?;
                if json {
                    crate::render::watch::failed_sample_json(io.out, &record)?;
                }
                Ok(None)
            }
            Err(e) => Err(e),
        }
    }

    /// Sample `n` succeeded: when it ends an outage, says so on `err` (how
    /// many samples failed, how long the watch was blind).
    pub(super) fn succeeded(&self, n: u64, err: &mut Messages<'_>) -> std::io::Result<()> {
        debug_assert_eq!(n, self.taken.get());
        if let Some(o) = self.outages.borrow_mut().succeeded(n, self.sample_at()) {
            crate::render::watch::outage_ended(err.note(), o, n)?;
        }
        Ok(())
    }

    /// The outages so far (the last may still last), the samples they lost,
    /// and the seconds blind in all (a lasting outage counted up to now).
    pub(super) fn outages(&self) -> (Vec<Outage>, u64, f64) {
        let o = self.outages.borrow();
        let now = self.began.elapsed().as_secs_f64();
        (o.all().to_vec(), o.samples_failed(), o.blind_secs(now))
    }

    /// The run's outcome once the loop ended: `outcome` when every sample
    /// succeeded; an error (exit 2) when some failed, saying how many, in
    /// how many outages, how long the watch was blind, and whether the last
    /// outage never ended.
    pub(super) fn finish(&self, outcome: crate::Outcome) -> anyhow::Result<crate::Outcome> {
        let now = self.began.elapsed().as_secs_f64();
        match crate::render::watch::summary(&self.outages.borrow(), self.taken.get(), now) {
            None => Ok(outcome),
            Some(lost) => Err(anyhow::Error::msg(lost)),
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

/// Now, in Unix seconds.
pub(super) fn unix_now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
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
