//! Long-running services and what they expose: the replenisher's metrics
//! registry and health ([`metrics`]) and the HTTP endpoint serving them
//! ([`http`]).

pub mod http;
pub mod metrics;
