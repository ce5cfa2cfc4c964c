//! The innodb test binary: `poolctl::innodb` (parser, findings, blocking
//! hubs) against real captures and generated inputs, its fuzzing, and
//! `poolctl inspect-locks` on the binary, offline and against the private
//! MariaDB servers of `scripts/test.sh`.
//!
//! Modules: `fixtures` (every capture, in every input shape), `fuzz`
//! (never panics, stays linear), `cli` (the binary on files and stdin),
//! `live` (real sessions reproducing each lock pattern).
//!
//! The captures of other servers live in `tests/fixtures/innodb-status`
//! (their sources and licenses in its PROVENANCE.md), the project's own
//! MariaDB captures in `tests/fixtures/innodb-live`.

#[path = "../util/mod.rs"]
mod util;

mod cli;
mod fixtures;
mod fuzz;
mod hostile;
mod live;

/// Captured `SHOW ENGINE INNODB STATUS` outputs of MySQL 5.0-9.x, Percona
/// Server and MariaDB from public repositories (`tests/fixtures/innodb-status`).
pub const CAPTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/innodb-status");

/// The project's own MariaDB 10.11 captures (`tests/fixtures/innodb-live`).
pub const LIVE_FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/innodb-live");
