//! The replenisher's decisions, pure: which pools changed ([`signal`]), what
//! each needs and in which order ([`plan`]), which of several instances acts
//! ([`leader`]), what it runs with ([`settings`]), the state its gauges show
//! ([`book`]) and what it tells the operator ([`event`]). No database, no
//! clock beyond the instants and server times handed in: the service that
//! drives them is `crate::service::replenisher`, the command
//! `commands::replenish`.

pub mod book;
pub mod event;
pub mod leader;
pub mod plan;
pub mod settings;
pub mod signal;

pub use crate::pool::PoolKey;
pub use plan::{Assessment, Need};
pub use settings::Settings;

/// The leader lock's runbook section, and the service's.
pub const RUNBOOK: &str = "runbooks/replenish.md";
