//! `[shadow]`: the legacy Redis store's layout as shadow mode and `poolctl
//! shadow compare` read and write it (the server itself is `[redis] url`,
//! `super::redis_keys`). Keys of `poolctl.toml` only: a layout belongs to
//! the application, not to one command line. The templates are checked by
//! `crate::shadow::keys::Template` (placeholders `{shop}`, `{item}`,
//! `{location}`, and `{checkout}` in a hold key).
//!
//! The common layouts (runbooks/cutover.md lists them with their
//! commands): one counter per item and location under `inv:{shop}:{item}:{location}`
//! (the default), a location-first `stock:{location}:{item}@{shop}`, and a hold
//! as its own string key with a TTL (`SET key qty EX ttl`).

use super::kinds::{Table, Text, Whole};
use super::{AnySetting, Def, Setting};

pub const SHADOW: Setting<Table> = Setting {
    def: Def::new(
        "shadow",
        "The legacy Redis store's key layout, for shadow mode and poolctl shadow compare",
    )
    .key("shadow"),
    kind: Table,
};

pub const COUNTER_KEY: Setting<Text> = Setting {
    def: Def::new(
        "shadow_counter_key",
        "The key of an item's available-units counter at one location: a template naming shop, \
         item and location, each in braces (runbooks/cutover.md lists the common layouts)",
    )
    .key("shadow.counter_key"),
    kind: Text::ANY
        .default("inv:{shop}:{item}:{location}")
        .accepted("a key template in quotes naming {shop}, {item} and {location}"),
};

pub const HOLD_KEY: Setting<Text> = Setting {
    def: Def::new(
        "shadow_hold_key",
        "The key of one checkout's hold of an item at a location (a string holding the \
         quantity, expiring after hold_ttl_seconds): a template naming checkout, shop, item and \
         location, each in braces",
    )
    .key("shadow.hold_key"),
    kind: Text::ANY
        .default("hold:{checkout}:{shop}:{item}:{location}")
        .accepted("a key template in quotes naming {checkout}, {shop}, {item} and {location}"),
};

pub const HOLD_TTL: Setting<Whole> = Setting {
    def: Def::new(
        "shadow_hold_ttl_seconds",
        "How long a hold key lives in Redis (its EX); a hold still there at an advance to mysql \
         is brought into the pool's holds with what is left of it",
    )
    .key("shadow.hold_ttl_seconds"),
    kind: Whole::new(1, 7 * 86_400)
        .of("seconds")
        .note("(7 days)")
        .default(600),
};

/// In the order the reference lists them.
pub const ALL: &[&dyn AnySetting] = &[&SHADOW, &COUNTER_KEY, &HOLD_KEY, &HOLD_TTL];
