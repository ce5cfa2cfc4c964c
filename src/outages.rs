//! The samples a watching command lost (`status --watch`,
//! `inspect-locks --watch`, `conn-tags`): failed samples in a row make one
//! **outage**, which begins at its first failed sample and ends at the next
//! sample that succeeds. The commands report an outage twice, not once per
//! failed sample (at `conn-tags --rate 10` a 4 s outage is some 36 samples):
//! a warning when it begins (with its error), a line when it ends (how many
//! samples failed and how long the watch was blind), and the run's summary
//! says when the last one never ended.
//!
//! Pure bookkeeping: the caller gives each sample's number and its start
//! time (seconds since the watch began); nothing here reads a clock, prints
//! or touches a database. The loop that feeds it is `commands::watch`, the
//! lines are `render::watch`'s.

use schemars::JsonSchema;
use serde::Serialize;

/// Failed samples in a row.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Outage {
    /// The first sample that failed (from 1).
    pub first_sample: u64,
    /// How many samples failed in a row (the last is `first_sample +
    /// samples_failed - 1`).
    pub samples_failed: u64,
    /// When the first failed sample started, in seconds since the watch began.
    #[schemars(extend("x-unit" = "seconds"))]
    pub start_secs: f64,
    /// When the sample that succeeded after it started (the watch saw again),
    /// in seconds since the watch began; null for one that had not ended
    /// with the watch.
    #[schemars(extend("x-unit" = "seconds"))]
    pub end_secs: Option<f64>,
    /// The first failed sample's error (later ones are not reported: an
    /// outage is one event).
    pub error: String,
}

impl Outage {
    /// How long the watch was blind: from the first failed sample's start
    /// to the start of the sample that succeeded after it (or to `now` while
    /// it lasts).
    pub fn blind_secs(&self, now: f64) -> f64 {
        (self.end_secs.unwrap_or(now) - self.start_secs).max(0.0)
    }

    /// The last failed sample.
    pub fn last_sample(&self) -> u64 {
        self.first_sample + self.samples_failed.saturating_sub(1)
    }
}

/// Every outage of one watch, and the samples taken.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Outages {
    taken: u64,
    /// Ended outages, then the one that lasts (if any), oldest first.
    all: Vec<Outage>,
    /// Whether the last of `all` still lasts.
    open: bool,
}

impl Outages {
    /// Sample `n`, started at `at`, failed with `error`: the outage it
    /// begins, when it is the first failure in a row (the caller warns once,
    /// with its error); `None` when an outage already lasts.
    pub fn failed(&mut self, n: u64, at: f64, error: &str) -> Option<&Outage> {
        self.taken = self.taken.max(n);
        if self.open {
            if let Some(last) = self.all.last_mut() {
                last.samples_failed += 1;
            }
            return None;
        }
        self.open = true;
        self.all.push(Outage {
            first_sample: n,
            samples_failed: 1,
            start_secs: at,
            end_secs: None,
            error: error.to_string(),
        });
        self.all.last()
    }

    /// Sample `n`, started at `at`, succeeded: the outage it ends, if one
    /// lasted (the caller says the watch recovered).
    pub fn succeeded(&mut self, n: u64, at: f64) -> Option<&Outage> {
        self.taken = self.taken.max(n);
        if !self.open {
            return None;
        }
        self.open = false;
        let last = self.all.last_mut()?;
        last.end_secs = Some(at.max(last.start_secs));
        Some(last)
    }

    /// Samples taken (the highest sample number seen).
    pub fn taken(&self) -> u64 {
        self.taken
    }

    /// Samples that failed, in every outage.
    pub fn samples_failed(&self) -> u64 {
        self.all.iter().map(|o| o.samples_failed).sum()
    }

    /// Every outage, oldest first (the last may still last).
    pub fn all(&self) -> &[Outage] {
        &self.all
    }

    /// The outage that lasts (the watch ended inside it, if it is over).
    pub fn lasting(&self) -> Option<&Outage> {
        self.open.then(|| self.all.last()).flatten()
    }

    /// Seconds blind in all, a lasting outage counted up to `now`.
    pub fn blind_secs(&self, now: f64) -> f64 {
        self.all.iter().map(|o| o.blind_secs(now)).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failures_in_a_row_are_one_outage_reported_when_it_begins_and_ends() {
        let mut o = Outages::default();
        assert_eq!(o.succeeded(1, 0.0), None);
        // Samples 2 to 37 fail: only the first is news.
        let began = o.failed(2, 0.1, "no answer").cloned().unwrap();
        assert_eq!((began.first_sample, began.samples_failed), (2, 1));
        assert_eq!(began.error, "no answer");
        for n in 3..=37 {
            assert_eq!(o.failed(n, n as f64 * 0.1, "refused"), None, "sample {n}");
        }
        assert_eq!(o.lasting().map(|x| x.samples_failed), Some(36));
        assert!((o.blind_secs(3.0) - 2.9).abs() < 1e-9);
        // Sample 38 succeeds: the outage ends there.
        let ended = o.succeeded(38, 4.2).cloned().unwrap();
        assert_eq!((ended.first_sample, ended.last_sample()), (2, 37));
        assert_eq!(ended.samples_failed, 36);
        assert_eq!(ended.error, "no answer", "the first error is kept");
        assert!((ended.blind_secs(99.0) - 4.1).abs() < 1e-9);
        assert_eq!(o.lasting(), None);
        assert_eq!(o.succeeded(39, 4.3), None, "no outage to end");
        assert_eq!((o.taken(), o.samples_failed()), (39, 36));
        assert!(
            (o.blind_secs(99.0) - 4.1).abs() < 1e-9,
            "an ended outage stops counting"
        );
    }

    #[test]
    fn a_second_outage_is_news_again_and_the_totals_add_up() {
        let mut o = Outages::default();
        o.succeeded(1, 0.0);
        assert!(o.failed(2, 1.0, "a").is_some());
        o.succeeded(3, 2.0);
        assert!(o.failed(4, 3.0, "b").is_some());
        assert_eq!(o.failed(5, 4.0, "b"), None);
        assert_eq!(o.all().len(), 2);
        assert_eq!(o.samples_failed(), 3);
        // The watch ends inside the second: it lasts, counted up to the end.
        let lasting = o.lasting().unwrap();
        assert_eq!((lasting.first_sample, lasting.end_secs), (4, None));
        assert!((o.blind_secs(5.5) - (1.0 + 2.5)).abs() < 1e-9);
    }

    #[test]
    fn no_failure_no_outage() {
        let mut o = Outages::default();
        for n in 1..=5 {
            assert_eq!(o.succeeded(n, n as f64), None);
        }
        assert_eq!((o.taken(), o.samples_failed()), (5, 0));
        assert_eq!(o.blind_secs(10.0), 0.0);
        assert!(o.all().is_empty() && o.lasting().is_none());
    }
}
