//! The replenisher, in two halves.
//!
//! The pure half decides: which pools changed ([`signal`]), what each needs
//! and in which order ([`plan`]), which of several instances acts
//! ([`leader`]), what it runs with ([`settings`]), the state its gauges show
//! ([`book`]) and what it tells the operator ([`event`]). No database, no
//! CLI, no rendering, no clock beyond the instants and server times handed
//! in.
//!
//! The run half, [`run`], drives it: the loop per pod, its metrics and HTTP
//! endpoint, and its stop within the stop timeout. It is the only part of
//! this module that calls the database seam (`crate::db`). The command is
//! `commands::replenish`.

pub mod book;
pub mod event;
pub mod leader;
pub mod pass_report;
pub mod plan;
pub mod run;
pub mod settings;
pub mod signal;
pub mod sql;

pub use crate::pool::PoolKey;
pub use plan::{Assessment, Need};
pub use settings::Settings;

/// The leader lock's runbook section, and the service's.
pub const RUNBOOK: &str = "runbooks/replenish.md";
