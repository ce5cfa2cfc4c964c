//! What the two live sources share of their samples: the `INNODB_TRX` rows
//! both read (lock waits, rows locked, transactions), and the record of
//! the samples taken (how many, the seconds they span, whether `INNODB_TRX`
//! was fresh for each) that frames their report. Pure data.

use super::tally::{Known, Run, SourceKind};

/// An `information_schema.INNODB_TRX` row.
#[derive(Debug, Clone, PartialEq)]
pub struct TrxRow {
    pub processlist_id: u64,
    pub trx_id: String,
    /// `trx_started` as the server printed it (seconds).
    pub started: String,
    /// Seconds since `trx_started`.
    pub age_secs: u64,
    pub waiting: bool,
    pub rows_locked: u64,
    pub autocommit_non_locking: bool,
}

/// The samples a live source took.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Sampled {
    first: Option<f64>,
    last: f64,
    count: u64,
    /// Samples that found INNODB_TRX stale (another client read it within
    /// InnoDB's 100 ms cache).
    stale: u64,
    /// A sample could not tell whether INNODB_TRX was fresh.
    unchecked: bool,
}

impl Sampled {
    /// Samples taken.
    pub fn count(&self) -> u64 {
        self.count
    }

    /// When the first sample was taken, if one was.
    pub fn first(&self) -> Option<f64> {
        self.first
    }

    /// When the last sample was taken (0 before the first).
    pub fn last(&self) -> f64 {
        self.last
    }

    /// The seconds from the first sample to the last.
    pub fn window(&self) -> f64 {
        self.first.map_or(0.0, |s| (self.last - s).max(0.0))
    }

    /// One more sample, taken at `at`; the time of the first.
    pub fn took(&mut self, at: f64) -> f64 {
        self.last = at;
        self.count += 1;
        *self.first.get_or_insert(at)
    }

    /// Whether INNODB_TRX was refreshed for a sample (None: unknown); false
    /// only when it was stale.
    pub fn innodb_trx_fresh(&mut self, fresh: Option<bool>) -> bool {
        match fresh {
            Some(false) => {
                self.stale += 1;
                return false;
            }
            None => self.unchecked = true,
            Some(true) => {}
        }
        true
    }

    /// Samples that found INNODB_TRX stale.
    pub fn stale(&self) -> u64 {
        self.stale
    }

    /// Whether INNODB_TRX's freshness went unchecked.
    pub fn unchecked(&self) -> bool {
        self.unchecked
    }

    /// The run of a live source's report: every figure known, over the
    /// samples' window.
    pub fn run(
        &self,
        source: SourceKind,
        target: String,
        server: Option<String>,
        interrupted: bool,
        blind_spots: Vec<String>,
        notes: Vec<String>,
    ) -> Run {
        Run {
            source,
            known: Known::ALL,
            window: self.window(),
            target,
            server,
            samples: Some(self.count),
            interrupted,
            blind_spots,
            notes,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_runs_from_the_first_sample_to_the_last() {
        let mut s = Sampled::default();
        assert_eq!((s.count(), s.window(), s.first()), (0, 0.0, None));
        assert_eq!(s.took(10.0), 10.0);
        assert_eq!(s.took(10.5), 10.0);
        assert_eq!((s.count(), s.window(), s.last()), (2, 0.5, 10.5));
        assert!(s.innodb_trx_fresh(Some(true)));
        assert!(!s.innodb_trx_fresh(Some(false)));
        assert!(s.innodb_trx_fresh(None));
        assert_eq!((s.stale(), s.unchecked()), (1, true));
    }
}
