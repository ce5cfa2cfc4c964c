//! Helpers shared by the benchmarks that need a server (refill_speed,
//! reconcile_speed, fleet_refill): sizes from the environment, medians, and
//! the server URL.
#![allow(dead_code)]

use std::time::Duration;

/// `name` from the environment as a number, else `default`.
pub fn env_num(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .map(|v| {
            v.parse()
                .unwrap_or_else(|_| panic!("{name}={v:?} is not a number"))
        })
        .unwrap_or(default)
}

/// The median of the rounds (the machine is shared and noisy).
pub fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

/// POOLCTL_BENCH_URL, else POOLCTL_TEST_URL: a server URL without a
/// database, no trailing slash.
pub fn server_url() -> String {
    std::env::var("POOLCTL_BENCH_URL")
        .or_else(|_| std::env::var("POOLCTL_TEST_URL"))
        .unwrap_or_else(|_| {
            panic!(
                "set POOLCTL_BENCH_URL (or POOLCTL_TEST_URL) to a server URL, e.g. \
                 POOLCTL_BENCH_URL=$(scripts/mariadb.sh url test)"
            )
        })
        .trim_end_matches('/')
        .to_string()
}
