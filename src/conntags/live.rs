//! The live sources behind one trait: a [`Source`] samples a server again
//! and again through the [`Server`] port (implemented by
//! `db::Sampler`; a test implements it with canned samples),
//! feeds what it reads to its engine, and reports at any time. The command
//! picks one ([`PerformanceSchemaSource`] or [`SamplingSource`]), runs the
//! sampling loop and renders; how each source reads and counts is its own.
//!
//! No I/O here beyond the port, no database, no rendering.

use super::perfschema::{PsEngine, PsSample, PsStatus};
use super::sampled::Sampled;
use super::sampling::{ProcSample, SamplingEngine};
use super::tally::Report;
use std::time::Instant;

/// What the live sources read from the server.
pub trait Server {
    /// The server's errors (a lost connection, a missing grant), handed to
    /// the caller as they are.
    type Error;

    /// Whether performance_schema can be used, and the sampler's own thread.
    fn performance_schema_status(&mut self) -> Result<PsStatus, Self::Error>;

    /// One performance_schema sample: events that ended at the server's
    /// timer `since_ps` or later (or still run), of every thread but
    /// `own_thread`; `nonce`: the sample's number.
    fn performance_schema_sample(
        &mut self,
        own_thread: u64,
        since_ps: u64,
        nonce: u64,
    ) -> Result<PsSample, Self::Error>;

    /// One PROCESSLIST + INNODB_TRX + PROCESSLIST sample, stamped with
    /// `at()` just before it is read; `nonce`: the sample's number.
    fn processlist_sample(
        &mut self,
        nonce: u64,
        at: &dyn Fn() -> f64,
    ) -> Result<ProcSample, Self::Error>;
}

/// Why a source cannot go on after its connection was replaced.
#[derive(Debug, PartialEq)]
pub enum ReconnectError<E> {
    /// The server's own error.
    Server(E),
    /// The new connection's server no longer offers what the source reads:
    /// what is missing.
    Unusable(String),
}

impl<E> From<E> for ReconnectError<E> {
    fn from(e: E) -> ReconnectError<E> {
        ReconnectError::Server(e)
    }
}

/// A live source of conn-tags' figures.
pub trait Source<S: Server + ?Sized> {
    /// What the run calls it ("sampling ... via NAME").
    fn name(&self) -> &'static str;

    /// Take sample `n` (from 1) from the server.
    fn sample(&mut self, server: &mut S, n: u64) -> Result<(), S::Error>;

    /// The connection was lost and `server` is a new one: what the source
    /// keeps of its connection is taken again.
    fn reconnected(&mut self, server: &mut S) -> Result<(), ReconnectError<S::Error>>;

    /// The samples taken so far: how many, over which window.
    fn sampled(&self) -> Sampled;

    /// The report so far (the source goes on): of `target` on `server`.
    fn report(&self, target: String, server: Option<String>, interrupted: bool) -> Report;
}

/// Server-timed events of performance_schema ([`PsEngine`]).
#[derive(Debug, Clone)]
pub struct PerformanceSchemaSource {
    engine: PsEngine,
    /// The sampler's own thread, left out of every read.
    own_thread: u64,
    /// Events that ended before this (the server's timer) were read already.
    since_ps: u64,
}

/// The overlap between samples: events that ended in the second before
/// the previous sample are read again (merged by event id).
const OVERLAP_PS: u64 = 1_000_000_000_000;

impl PerformanceSchemaSource {
    /// On a server whose performance_schema is usable (`status.missing`
    /// empty).
    pub fn new(status: &PsStatus) -> PerformanceSchemaSource {
        PerformanceSchemaSource {
            engine: PsEngine::new(status.limits),
            own_thread: status.own_thread,
            since_ps: 0,
        }
    }
}

impl<S: Server + ?Sized> Source<S> for PerformanceSchemaSource {
    fn name(&self) -> &'static str {
        "performance_schema"
    }

    fn sample(&mut self, server: &mut S, n: u64) -> Result<(), S::Error> {
        let s = server.performance_schema_sample(self.own_thread, self.since_ps, n)?;
        self.since_ps = s.now_ps.saturating_sub(OVERLAP_PS);
        self.engine.observe(&s);
        Ok(())
    }

    fn reconnected(&mut self, server: &mut S) -> Result<(), ReconnectError<S::Error>> {
        let status = server.performance_schema_status()?;
        if !status.missing.is_empty() {
            return Err(ReconnectError::Unusable(status.missing.join(", ")));
        }
        self.own_thread = status.own_thread;
        Ok(())
    }

    fn sampled(&self) -> Sampled {
        self.engine.sampled()
    }

    fn report(&self, target: String, server: Option<String>, interrupted: bool) -> Report {
        self.engine.report(target, server, interrupted)
    }
}

/// Each connection's state, sampled from PROCESSLIST and INNODB_TRX
/// ([`SamplingEngine`]).
#[derive(Debug, Clone)]
pub struct SamplingSource {
    engine: SamplingEngine,
    /// The samples' clock: they are stamped with the seconds since then.
    began: Instant,
}

impl SamplingSource {
    /// Samples every `interval` seconds; `mysql_processlist`: the server's
    /// PROCESSLIST has no `TIME_MS` and `QUERY_ID` (MySQL's).
    pub fn new(interval: f64, mysql_processlist: bool) -> SamplingSource {
        SamplingSource {
            engine: SamplingEngine::new(interval, mysql_processlist),
            began: Instant::now(),
        }
    }
}

impl<S: Server + ?Sized> Source<S> for SamplingSource {
    fn name(&self) -> &'static str {
        "PROCESSLIST + INNODB_TRX sampling"
    }

    fn sample(&mut self, server: &mut S, n: u64) -> Result<(), S::Error> {
        let began = self.began;
        let s = server.processlist_sample(n, &|| began.elapsed().as_secs_f64())?;
        self.engine.observe(&s);
        Ok(())
    }

    fn reconnected(&mut self, _server: &mut S) -> Result<(), ReconnectError<S::Error>> {
        Ok(())
    }

    fn sampled(&self) -> Sampled {
        self.engine.sampled()
    }

    fn report(&self, target: String, server: Option<String>, interrupted: bool) -> Report {
        self.engine.report(target, server, interrupted)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conntags::perfschema::PsLimits;

    /// A server that answers from canned data and records what it was asked.
    #[derive(Default)]
    struct Canned {
        status: Vec<PsStatus>,
        ps_now: Vec<u64>,
        asked: Vec<(u64, u64, u64)>,
    }

    impl Server for Canned {
        type Error = String;

        fn performance_schema_status(&mut self) -> Result<PsStatus, String> {
            self.status.pop().ok_or_else(|| "no status".to_string())
        }

        fn performance_schema_sample(
            &mut self,
            own_thread: u64,
            since_ps: u64,
            nonce: u64,
        ) -> Result<PsSample, String> {
            self.asked.push((own_thread, since_ps, nonce));
            let now_ps = self.ps_now.pop().ok_or_else(|| "lost".to_string())?;
            Ok(PsSample {
                now_ps,
                ..PsSample::default()
            })
        }

        fn processlist_sample(
            &mut self,
            _nonce: u64,
            at: &dyn Fn() -> f64,
        ) -> Result<ProcSample, String> {
            Ok(ProcSample {
                at: at(),
                innodb_fresh: Some(true),
                ..ProcSample::default()
            })
        }
    }

    fn status(own_thread: u64, missing: &[&str]) -> PsStatus {
        PsStatus {
            missing: missing.iter().map(|m| m.to_string()).collect(),
            limits: PsLimits {
                statements_history: 10,
                sql_text_length: 1024,
            },
            own_thread,
        }
    }

    #[test]
    fn performance_schema_reads_on_from_the_last_sample_and_its_own_thread() {
        let mut source = PerformanceSchemaSource::new(&status(7, &[]));
        let mut server = Canned {
            status: vec![status(9, &[])],
            ps_now: vec![7 * OVERLAP_PS, 5 * OVERLAP_PS],
            ..Canned::default()
        };
        source.sample(&mut server, 1).unwrap();
        source.reconnected(&mut server).unwrap();
        source.sample(&mut server, 2).unwrap();
        assert_eq!(server.asked, [(7, 0, 1), (9, 4 * OVERLAP_PS, 2)]);
        let sampled = Source::<Canned>::sampled(&source);
        assert_eq!(sampled.count(), 2);
        assert!((sampled.window() - 2.0).abs() < 1e-9);
        assert_eq!(source.sample(&mut server, 3), Err("lost".to_string()));
    }

    #[test]
    fn performance_schema_gone_after_a_reconnect_is_unusable() {
        let mut source = PerformanceSchemaSource::new(&status(7, &[]));
        let mut server = Canned {
            status: vec![status(9, &["performance_schema is OFF"])],
            ..Canned::default()
        };
        assert_eq!(
            source.reconnected(&mut server),
            Err(ReconnectError::Unusable("performance_schema is OFF".into()))
        );
        assert_eq!(
            source.reconnected(&mut server),
            Err(ReconnectError::Server("no status".into()))
        );
    }

    #[test]
    fn sampling_stamps_samples_on_its_own_clock() {
        let mut source = SamplingSource::new(0.1, false);
        let mut server = Canned::default();
        source.sample(&mut server, 1).unwrap();
        source.sample(&mut server, 2).unwrap();
        assert!(source.reconnected(&mut server).is_ok());
        assert_eq!(Source::<Canned>::sampled(&source).count(), 2);
        let r = Source::<Canned>::report(&source, "t".into(), None, true);
        assert_eq!(r.samples, Some(2));
        assert!(r.notes.iter().any(|n| n.starts_with("interrupted")));
    }
}
