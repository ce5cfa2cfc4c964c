//! Long-running services and what they expose: the replenisher's metrics
//! registry and health ([`metrics`]) and the HTTP endpoint serving them
//! ([`http`]), and the replenisher itself ([`replenisher`]).

pub mod http;
pub mod metrics;
pub mod replenisher;
