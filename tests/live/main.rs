//! Every live-server test of the pool's commands and library, one binary (each
//! integration-test binary links separately, and they are slow to link): the
//! modules below each cover one area against the private MariaDB servers that
//! `scripts/test.sh` starts. Each test works in a database of its own
//! (`util::TestDb`), so they run in parallel.

#[path = "../util/mod.rs"]
mod util;

mod alerts;
mod bench;
mod bench_open_loop;
mod conn_tags;
mod cutover;
mod dual;
mod fleet;
mod frozen;
mod migrate;
mod reconcile;
mod refill;
mod replenish;
mod reserve;
mod schema;
mod shadow;
mod status;
