//! The database seam: the only module that imports the `mysql` crate, and
//! beside it the Redis seam (`redis`, the only one that imports the `redis`
//! crate: [`Redis`]).
//!
//! It connects ([`connect`](Db::connect): TLS, timeouts, a bounded open),
//! turns driver errors into [`DbError`]s that say what to fix (`error`), and
//! executes: it binds and sends the statements the pure modules build
//! (`crate::pool::sql`, `pool::reconcile_sql`, `pool::status_sql`,
//! `crate::reserve::sql`, `crate::schema::sql`, `crate::migrate::history`,
//! `crate::innodb::sql`, `crate::bench::sql`, and `crate::session` for its
//! own mechanisms), one submodule per area, and hands back plain data. The
//! procedures every caller shares live here once: named locks
//! ([`NamedLock`], [`Db::with_lock`]), the retry loop ([`Db::with_retries`]),
//! the refill loop and runner ([`Db::refill_until_done`], [`Refiller`]),
//! reconcile's repair, read-only snapshots, the reserve library's
//! transactions and their shadow mode on both stores ([`Shadow`]), statements that may run long (`long`), and the socket
//! under each connection (`wire`).
//!
//! It must not hold SQL text (each statement is built beside the decisions
//! it serves, where it is tested without a server), decide what the numbers
//! mean, render anything, or read the command line; a load that drives it
//! from many threads (the benches') is the caller's.

mod bench;
mod conn_tags;
mod connect;
mod cutover;
mod error;
mod innodb;
mod ledger;
mod long;
mod migrate;
mod named_lock;
mod pool;
mod reconcile;
mod redis;
mod refill;
mod repair;
mod replenish;
mod reserve;
mod retry;
mod schema;
mod seed;
mod shadow;
mod status;
mod wire;

pub use bench::BenchTransaction;
pub use conn_tags::Sampler;
pub use connect::{Db, Require};
pub use cutover::{Change, CutoverRow, DisagreementRow};
pub use error::{DbError, Waited, codes};
pub use named_lock::{LockHolder, Locked, NamedLock};
pub use pool::{Batch, PreflightError};
pub use reconcile::{Chunk, Repaired};
pub use redis::{MGET_BATCH, Redis, RedisError};
pub use refill::{FillFailed, Filled, RefillOptions, Refiller};
pub use replenish::{Fence, PoolMarks, PoolReads};
pub use reserve::ReserveError;
pub use retry::{Retried, ServerCode};
pub use seed::{HOLDS_BATCH, legacy_holds};
pub use shadow::{
    Dual, REDIS_RETRY, REDIS_TIMEOUT, Shadow, ShadowCounts, ShadowError, UNRECORDED_MAX,
};
pub use wire::{connections_were_cut, cut_every_connection};
