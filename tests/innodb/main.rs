//! The innodb test binary: `poolctl::innodb` (parser, findings, blocking
//! hubs) against the shared captures and generated inputs, its fuzzing, and
//! `poolctl inspect-locks` on the binary, offline and against the private
//! MariaDB servers of `scripts/test.sh`.
//!
//! Modules: `fixtures` (every shared capture, in every input shape), `fuzz`
//! (never panics, stays linear), `cli` (the binary on files and stdin),
//! `live` (real sessions reproducing each lock pattern).
//!
//! The shared captures live in `shared/fixtures/innodb-status` beside the
//! repository (CI places `shared/` there), or where `POOLCTL_SHARED_FIXTURES`
//! points (a checkout elsewhere). Without them the tests that need them fail:
//! they never skip.

#[path = "../util/mod.rs"]
mod util;

mod cli;
mod fixtures;
mod fuzz;
mod hostile;
mod live;

use std::path::PathBuf;

/// `shared/fixtures/innodb-status`: `$POOLCTL_SHARED_FIXTURES/innodb-status`
/// when set, else beside the repository.
pub fn shared_innodb_fixtures() -> PathBuf {
    let base = match std::env::var_os("POOLCTL_SHARED_FIXTURES") {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/fixtures")),
    };
    let dir = base.join("innodb-status");
    assert!(
        dir.join("PROVENANCE.md").is_file(),
        "shared InnoDB status fixtures not found at {}: the repository expects `shared/` beside \
         it (CI places it there), or POOLCTL_SHARED_FIXTURES naming the `fixtures` folder; \
         without them these tests cannot run",
        dir.display()
    );
    dir
}

/// The project's own MariaDB 10.11 captures (`tests/fixtures/innodb-live`).
pub const LIVE_FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/innodb-live");
