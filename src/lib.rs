//! poolctl: deploy and operate an inventory reservation pool on MySQL.
//!
//! Layers (dependencies point one way): [`commands`] glue the CLI to the pure core
//! ([`migrate`], [`schema`], [`server`]), the database seam ([`db`], the only module
//! that imports the mysql crate) and the renderers ([`render`]).

pub mod bench;
pub mod cli;
pub mod commands;
pub mod config;
pub mod conn_tag;
pub mod conntags;
pub mod db;
pub mod innodb;
pub mod lint;
pub mod migrate;
pub mod pool;
pub mod redact;
pub mod render;
pub mod reserve;
pub mod schema;
pub mod server;

/// How a command ended, mapped to the exit status by `main`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Exit 0.
    Clean,
    /// Exit 1: findings, failed checks or drift.
    Findings,
}

pub const EXIT_CLEAN: i32 = 0;
pub const EXIT_FINDINGS: i32 = 1;
pub const EXIT_ERROR: i32 = 2;
