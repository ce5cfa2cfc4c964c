//! Long-running services and what they expose: the replenisher's metrics
//! registry and health ([`metrics`]) and the HTTP endpoint serving them
//! ([`http`]), the replenisher itself ([`replenisher`]), and how it stops
//! within a bound ([`stop`]).

pub mod http;
pub mod metrics;
pub mod replenisher;
pub mod stop;
