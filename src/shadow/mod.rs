//! The move off the legacy Redis counters, seen from the data: the key
//! layout of the legacy store as `[shadow]` configures it ([`keys`],
//! resolved in [`layout`]),
//! shadow mode's decisions for an operation written to both stores
//! ([`dual`]) and the legacy store's side of each operation ([`legacy`]:
//! its Lua scripts), and `poolctl shadow compare`'s drift classes and totals
//! ([`drift`]) and its report ([`compare`]). Pure: no Redis, no database, no rendering. The cutover
//! state these decisions follow is `crate::cutover`'s.

pub mod compare;
pub mod drift;
pub mod dual;
pub mod keys;
pub mod layout;
pub mod legacy;
