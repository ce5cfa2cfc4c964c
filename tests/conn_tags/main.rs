//! `poolctl conn-tags`: real captured logs and performance_schema output
//! (fixtures), the command line, and the live tests against the private
//! servers (`scripts/test.sh`): three workloads with known behaviour against
//! each source.

#[path = "../util/mod.rs"]
mod util;

mod cli;
mod fixtures;
mod live;
mod workload;
