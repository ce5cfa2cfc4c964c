//! Benchmarks of locking designs on the user's own server: what each design
//! is and how requests pick items (`design`: [`Design`], [`Rng`]), its SQL
//! ([`sql`]), how results are summarised and judged (`report`:
//! [`DesignResult`]; [`sale`], [`rounds`], [`lock_variants`]), all pure;
//! and the load that runs them: [`transactions`] (what one connection does,
//! through `crate::db`'s bench execution), [`load`] and [`pool_load`] (the
//! client threads, behind a barrier, and the data checked at the end).
//! `crate::render::bench` draws the results. Only the load does I/O; nothing
//! here renders or reads the command line.
//!
//! Tables (all prefixed `poolctl_bench_`, created and dropped by the bench in
//! the target database, never the pool's own tables):
//! `ledger` (item, stock at start), `units` (one row per unit, the pool
//! designs), `counter` (one row per item, the counter design), `holds` (one
//! row per reservation, with the unit it took), `refusals` (each "sold out"
//! answer), and for lock-variants `queue` and `claims`.

pub mod claims;
mod design;
pub mod load;
pub mod lock_variants;
pub mod open_loop;
pub mod pacing;
pub mod pool_load;
pub mod redis_design;
pub mod redis_load;
mod report;
pub mod rounds;
pub mod sale;
pub mod sql;
pub mod transactions;

pub use design::{Design, ErrorCounts, ItemCheck, PREFIX, Rng, is_loopback, pick_item, pick_left};
pub use lock_variants::LockVariantsReport;
pub use report::{Bucket, DesignResult, NoopResult, PoolRun, buckets, pool_label};
pub use rounds::FlashSaleReport;
