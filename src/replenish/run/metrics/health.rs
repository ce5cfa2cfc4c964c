//! What `/livez` and `/readyz` say of the pods behind one endpoint: each
//! pod's health (connected, role, lease, progress, failing passes, its
//! loop's last sign of life, kept up by `counting` from the events), and the
//! verdicts: live while every loop runs, ready while every pod is connected
//! and is a standby or a leader that holds its lease and passes well.

use super::Metrics;
use crate::replenish::leader::Role;
use std::time::{Duration, Instant};

/// What `/livez` and `/readyz` know of one pod.
#[derive(Debug, Clone, Copy)]
pub(super) struct Health {
    pub(super) connected: bool,
    pub(super) role: Role,
    /// The last pass that succeeded, or the last step of a long one.
    pub(super) progress: Option<Instant>,
    /// How old `progress` may be for a leader to count as ready.
    pub(super) stale_after: Duration,
    /// The loop's last sign of life (any event of the pod).
    pub(super) beat: Instant,
    /// How old `beat` may be for the loop to count as live.
    pub(super) live_after: Duration,
    pub(super) lease: Duration,
    /// A leader's lease: until when its last confirmation lets it act.
    pub(super) lease_until: Option<Instant>,
    /// The last pass failed, or every pool it acted on failed.
    pub(super) failing: bool,
}

impl Metrics {
    /// A leader whose lease ran out without a confirmation (its lock
    /// connection frozen) no longer counts as one: `leader` 0 at once, even
    /// while its loop is still blocked on the server.
    pub(super) fn lapse(&self, now: Instant) {
        let board = self.board();
        for p in board.values() {
            if p.health.role == Role::Leader && p.health.lease_until.is_some_and(|u| now >= u) {
                self.f.leader.get_or_create(&p.labels).set(0);
            }
        }
    }

    /// Live (`/livez`) when every pod's loop gave a sign of life recently:
    /// a failing server does not make the process dead, a stuck loop does.
    pub fn liveness(&self, now: Instant) -> Result<String, String> {
        self.each(|who, h| {
            let silent = now.saturating_duration_since(h.beat);
            if silent > h.live_after {
                Err(format!(
                    "{who}its loop has given no sign of life for {:.0}s",
                    silent.as_secs_f64()
                ))
            } else {
                Ok(format!("{who}ok"))
            }
        })
    }

    /// Ready (`/readyz`, and `/healthz`) when every pod is connected and,
    /// when it leads, holds its lease and its passes succeed (the last one
    /// did, and recently); otherwise the reasons, one per pod that is not.
    pub fn readiness(&self, now: Instant) -> Result<String, String> {
        self.lapse(now);
        self.each(|who, h| {
            let leader = h.role == Role::Leader;
            if !h.connected {
                Err(format!("{who}not connected to the server"))
            } else if leader && h.lease_until.is_some_and(|u| now >= u) {
                Err(format!(
                    "{who}leader whose lease ran out unconfirmed (its lock connection is silent)"
                ))
            } else if leader && h.failing {
                Err(format!("{who}leader whose last pass failed"))
            } else if leader
                && h.progress
                    .is_none_or(|p| now.saturating_duration_since(p) > h.stale_after)
            {
                Err(format!(
                    "{who}leader without a successful pass for over {:.0}s",
                    h.stale_after.as_secs_f64()
                ))
            } else {
                Ok(format!(
                    "{who}ok ({})",
                    if leader { "leader" } else { "standby" }
                ))
            }
        })
    }

    /// Every pod's verdict: `Ok` with every line when all are fine, else the
    /// lines of those that are not.
    fn each(
        &self,
        judge: impl Fn(&str, &Health) -> Result<String, String>,
    ) -> Result<String, String> {
        let board = self.board();
        let mut ok = Vec::new();
        let mut bad = Vec::new();
        for (pod, p) in board.iter() {
            let who = if pod.is_empty() {
                String::new()
            } else {
                format!("{pod}: ")
            };
            match judge(&who, &p.health) {
                Ok(line) => ok.push(line),
                Err(line) => bad.push(line),
            }
        }
        if bad.is_empty() {
            Ok(ok.join("\n"))
        } else {
            Err(bad.join("\n"))
        }
    }
}
