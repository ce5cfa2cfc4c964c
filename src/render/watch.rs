//! What a watching command (`status --watch`, `inspect-locks --watch`,
//! `conn-tags`) prints about the samples it lost ([`crate::outages`]): the
//! warning when an outage begins, the line when it ends, the run's summary,
//! and the JSON record of a failed sample (`--watch --format json`: one line,
//! framed like a sample's, so a consumer of the stream sees the gap).

use crate::outages::{Outage, Outages};
use schemars::JsonSchema;
use serde::Serialize;
use std::io::{self, Write};

/// A failed sample in a `--watch --format json` stream: its number, its
/// time and its error, on the line where the sample's document would be.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct FailedSample {
    /// The sample's number, from 1 (the first sample never fails this way:
    /// its error ends the run).
    pub sample: u64,
    /// When the sample was taken.
    #[schemars(extend("x-unit" = "Unix seconds"))]
    pub time: u64,
    /// Why it failed (a lost connection, a server that stopped answering);
    /// poolctl tries again at the next sample, on a new connection.
    pub error: String,
}

/// One JSON line, flushed.
pub fn failed_sample_json(out: &mut dyn Write, record: &FailedSample) -> io::Result<()> {
    serde_json::to_writer(&mut *out, record)?;
    writeln!(out)?;
    out.flush()
}

/// An outage began at `o.first_sample` (to stderr): its error, and what
/// happens next (`then`).
pub fn outage_began(err: &mut dyn Write, o: &Outage, then: &str) -> io::Result<()> {
    writeln!(
        err,
        "poolctl: warning: sample {} failed: {} ({then})",
        o.first_sample, o.error
    )
}

/// An outage ended: sample `n` succeeded (to stderr).
pub fn outage_ended(err: &mut dyn Write, o: &Outage, n: u64) -> io::Result<()> {
    writeln!(
        err,
        "poolctl: note: sampling recovered at sample {n}: {} sample(s) failed ({}), blind for \
         {:.1} s",
        o.samples_failed,
        samples(o),
        o.blind_secs(0.0)
    )
}

fn samples(o: &Outage) -> String {
    if o.samples_failed == 1 {
        format!("sample {}", o.first_sample)
    } else {
        format!("samples {}-{}", o.first_sample, o.last_sample())
    }
}

/// The summary of a watch that lost samples (the run's error, exit 2);
/// `None` when none was lost. `now`: seconds since the watch began.
pub fn summary(o: &Outages, taken: u64, now: f64) -> Option<String> {
    let failed = o.samples_failed();
    if failed == 0 {
        return None;
    }
    let n = o.all().len();
    let mut s = format!(
        "{failed} of {taken} sample(s) failed in {n} outage(s), blind for {:.1} s in all",
        o.blind_secs(now)
    );
    if let Some(last) = o.lasting() {
        s.push_str(&format!(
            "; the last, from sample {}, had not recovered when the watch ended ({} sample(s) \
             failed, {:.1} s blind)",
            last.first_sample,
            last.samples_failed,
            last.blind_secs(now)
        ));
    }
    Some(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(f: impl FnOnce(&mut Vec<u8>) -> io::Result<()>) -> String {
        let mut out = Vec::new();
        f(&mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn an_outage_is_two_lines_and_the_summary_says_what_was_lost() {
        let mut o = Outages::default();
        o.succeeded(1, 0.0);
        let began = o
            .failed(2, 0.1, "no answer from mysql://x")
            .cloned()
            .unwrap();
        for n in 3..=37 {
            o.failed(n, n as f64 / 10.0, "refused");
        }
        assert_eq!(
            text(|w| outage_began(w, &began, "retrying")),
            "poolctl: warning: sample 2 failed: no answer from mysql://x (retrying)\n"
        );
        let ended = o.succeeded(38, 4.2).cloned().unwrap();
        assert_eq!(
            text(|w| outage_ended(w, &ended, 38)),
            "poolctl: note: sampling recovered at sample 38: 36 sample(s) failed (samples 2-37), \
             blind for 4.1 s\n"
        );
        assert_eq!(
            summary(&o, 40, 5.0).unwrap(),
            "36 of 40 sample(s) failed in 1 outage(s), blind for 4.1 s in all"
        );
        o.failed(41, 5.0, "gone");
        assert_eq!(
            summary(&o, 41, 6.0).unwrap(),
            "37 of 41 sample(s) failed in 2 outage(s), blind for 5.1 s in all; the last, from sample \
             41, had not recovered when the watch ended (1 sample(s) failed, 1.0 s blind)"
        );
        assert_eq!(summary(&Outages::default(), 3, 1.0), None);
    }

    #[test]
    fn a_failed_sample_is_one_json_line() {
        let r = FailedSample {
            sample: 4,
            time: 1_700_000_000,
            error: "no answer".into(),
        };
        assert_eq!(
            text(|w| failed_sample_json(w, &r)),
            "{\"sample\":4,\"time\":1700000000,\"error\":\"no answer\"}\n"
        );
    }
}
