//! `bench lock-variants`: a small published queue experiment, reproduced. N
//! workers drain a queue of R rows; each loops: BEGIN, claim the first ready
//! row with the variant's locking clause, hold it for a while (the work), mark
//! it done, record the claim, COMMIT. A worker whose claim fails (NOWAIT on a
//! locked row) stops, as the published workers did.

use schemars::JsonSchema;
use serde::Serialize;

/// A locking clause of the queue experiment's claim.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum Variant {
    /// `FOR UPDATE SKIP LOCKED`.
    SkipLocked,
    /// Plain `FOR UPDATE`.
    ForUpdate,
    /// `FOR UPDATE NOWAIT`.
    Nowait,
    /// No locking clause.
    None,
}

impl Variant {
    pub const ALL: [Variant; 4] = [
        Variant::SkipLocked,
        Variant::ForUpdate,
        Variant::Nowait,
        Variant::None,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Variant::SkipLocked => "skip-locked",
            Variant::ForUpdate => "for-update",
            Variant::Nowait => "nowait",
            Variant::None => "none",
        }
    }

    pub fn clause(self) -> &'static str {
        match self {
            Variant::SkipLocked => " FOR UPDATE SKIP LOCKED",
            Variant::ForUpdate => " FOR UPDATE",
            Variant::Nowait => " FOR UPDATE NOWAIT",
            Variant::None => "",
        }
    }
}

/// What one variant's run did, from the claims table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Outcome {
    /// The locking clause.
    pub variant: Variant,
    /// Wall time of the run, until every worker stopped.
    #[schemars(extend("x-unit" = "milliseconds"))]
    pub wall_ms: u64,
    /// Rows in the queue.
    pub rows: u64,
    /// Claims made.
    pub claims: u64,
    /// Claims of a row another claim already took.
    pub duplicate_claims: u64,
    /// Rows never claimed (left ready).
    pub unclaimed_rows: u64,
    /// Claims per worker, worker 1 first.
    pub per_worker: Vec<u64>,
    /// Workers that stopped on an error, with the error.
    pub errors: Vec<String>,
}

/// Duplicates and per-worker split from the (row, worker) claims.
pub fn tally(claims: &[(u64, usize)], workers: usize, rows: u64) -> (u64, u64, Vec<u64>) {
    let mut per_worker = vec![0u64; workers];
    let mut seen = std::collections::BTreeSet::new();
    let mut dup = 0;
    for &(row, w) in claims {
        if let Some(n) = per_worker.get_mut(w) {
            *n += 1;
        }
        if !seen.insert(row) {
            dup += 1;
        }
    }
    let unclaimed = rows.saturating_sub(seen.len() as u64);
    (dup, unclaimed, per_worker)
}

/// `bench lock-variants`: the queue experiment, one run per locking
/// clause.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct LockVariantsReport {
    /// The server and database, as a URL without its password.
    pub target: String,
    /// The server (`MariaDB 10.11.6`).
    pub server: String,
    /// `--workers`: workers draining the queue.
    pub workers: u32,
    /// `--rows`: rows in the queue.
    pub rows: u64,
    /// `--hold-ms`: how long a worker holds a claimed row.
    #[schemars(extend("x-unit" = "milliseconds"))]
    pub hold_ms: u64,
    /// One run per variant, in the order given.
    pub variants: Vec<Outcome>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tally_counts_duplicates_and_split() {
        let claims = [(1, 0), (2, 1), (1, 2), (3, 0), (1, 3)];
        let (dup, unclaimed, split) = tally(&claims, 4, 4);
        assert_eq!(dup, 2);
        assert_eq!(unclaimed, 1);
        assert_eq!(split, vec![2, 1, 1, 1]);
    }
}
