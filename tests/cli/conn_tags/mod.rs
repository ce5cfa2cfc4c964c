//! `poolctl conn-tags` without a server: real captured logs and
//! performance_schema output (fixtures) and the command line.

mod cli;
mod fixtures;
