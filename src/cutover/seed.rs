//! Seeding at cutover: the holds that live only in the legacy store when a
//! pod advances from `shadow` to `mysql` are brought into the pool's holds,
//! so no checkout in flight loses its hold when the pool starts deciding.
//! This module plans a round (which legacy holds to seed, which to leave
//! and why) and shapes its report; the seam reads the holds
//! (`crate::db::seed`) and makes each one an ordinary reserve of the pool
//! expiring when the legacy hold does.
//!
//! `poolctl cutover advance` seeds twice: before the state changes (a hold
//! it cannot seed, its pool sold out, refuses the advance: nothing has
//! changed yet), and again after every library instance has seen the new
//! state (twice [`crate::shadow::dual::STATE_TTL`]), for the holds made in
//! the meantime by operations that still read `shadow`.

use crate::pool::PoolKey;
use schemars::JsonSchema;
use serde::Serialize;
use std::collections::BTreeSet;

/// A legacy hold as Redis has it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct LegacyHold {
    pub shop: u64,
    pub item: u64,
    pub location: u64,
    pub checkout: String,
    pub quantity: u64,
    /// Milliseconds it has left (`None`: no expiry in Redis).
    #[schemars(extend("x-unit" = "milliseconds"))]
    pub ttl_ms: Option<u64>,
}

impl LegacyHold {
    pub fn key(&self) -> PoolKey {
        PoolKey {
            shop: self.shop,
            item: self.item,
            location: self.location,
        }
    }
}

/// One round's plan: the holds to seed, and how many of the others were
/// left and why.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Plan {
    pub seed: Vec<LegacyHold>,
    /// Gone or expired between the scan and the read.
    pub gone: u64,
    /// Of shops this database has no pool of (another pod's).
    pub other_shops: u64,
}

/// Plan a round over the `found` holds (`None` for a key gone since the
/// scan), on a database whose pools are of `shops`.
pub fn plan(found: Vec<Option<LegacyHold>>, shops: &BTreeSet<u64>) -> Plan {
    let mut plan = Plan::default();
    for hold in found {
        match hold {
            None => plan.gone += 1,
            Some(h) if h.quantity == 0 || h.ttl_ms == Some(0) => plan.gone += 1,
            Some(h) if !shops.contains(&h.shop) => plan.other_shops += 1,
            Some(h) => plan.seed.push(h),
        }
    }
    plan
}

/// A legacy hold from what Redis answered for one key: its quantity and
/// `PTTL` (-2: gone, -1: no expiry), with the ids and checkout its key
/// reads back to.
pub fn legacy_hold(ids: (PoolKey, String), quantity: i64, pttl: i64) -> Option<LegacyHold> {
    if quantity <= 0 || pttl == -2 {
        return None;
    }
    let (key, checkout) = ids;
    Some(LegacyHold {
        shop: key.shop,
        item: key.item,
        location: key.location,
        checkout,
        quantity: quantity.unsigned_abs(),
        ttl_ms: (pttl >= 0).then(|| pttl.unsigned_abs()),
    })
}

/// What one round did.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Round {
    /// Hold keys `SCAN` found under `[shadow] hold_key`.
    pub scanned: u64,
    /// Keys that do not read back to ids and a checkout.
    pub unreadable: u64,
    /// Gone or expired by the time they were read.
    pub gone: u64,
    /// Of shops this database has no pool of.
    pub other_shops: u64,
    /// Already held in the pool for the same checkout.
    pub in_pool: u64,
    /// Brought into the pool (with `--dry-run`: that would be tried).
    pub seeded: u64,
    /// The pool could not hold them (sold out in the pool: the stores
    /// disagree on this item).
    pub unseeded: Vec<LegacyHold>,
}

/// The seeding of one advance.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, JsonSchema)]
pub struct SeedReport {
    /// Before the state changed.
    pub before: Round,
    /// After every library instance saw the new state; absent when the
    /// state did not change (refused, or `--dry-run`).
    pub after: Option<Round>,
    /// Milliseconds waited between the change and the second round.
    #[schemars(extend("x-unit" = "milliseconds"))]
    pub waited_ms: u64,
}

impl SeedReport {
    /// Holds left only in Redis, over both rounds.
    pub fn unseeded(&self) -> usize {
        self.before.unseeded.len() + self.after.as_ref().map_or(0, |r| r.unseeded.len())
    }
}

/// Why an advance is refused when the first round left holds in Redis
/// only.
pub fn refusal(before: &Round) -> Option<String> {
    if before.unseeded.is_empty() {
        return None;
    }
    let longest = before
        .unseeded
        .iter()
        .filter_map(|h| h.ttl_ms)
        .max()
        .map_or_else(
            || "one has no expiry".to_string(),
            |ms| format!("the last expires in {} s", ms.div_ceil(1000)),
        );
    Some(format!(
        "{} hold(s) live only in Redis and the pool cannot hold them (sold out in the pool: \
         shadow compare shows the item's drift); their checkouts would lose them at mysql. \
         Wait until they are claimed, released or expired ({longest}), then advance again",
        before.unseeded.len()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hold(shop: u64, q: u64, ttl: Option<u64>) -> Option<LegacyHold> {
        Some(LegacyHold {
            shop,
            item: 7,
            location: 1,
            checkout: format!("co-{shop}-{q}"),
            quantity: q,
            ttl_ms: ttl,
        })
    }

    #[test]
    fn a_round_seeds_the_live_holds_of_this_databases_shops() {
        let shops = BTreeSet::from([1]);
        let p = plan(
            vec![
                hold(1, 2, Some(5_000)),
                hold(1, 1, None),
                hold(2, 1, Some(5_000)),
                hold(1, 0, Some(5_000)),
                hold(1, 3, Some(0)),
                None,
            ],
            &shops,
        );
        assert_eq!(p.seed.len(), 2);
        assert_eq!((p.gone, p.other_shops), (3, 1));
    }

    #[test]
    fn redis_answers_read_as_holds() {
        let ids = || {
            (
                PoolKey {
                    shop: 1,
                    item: 2,
                    location: 3,
                },
                "co-9".to_string(),
            )
        };
        let h = legacy_hold(ids(), 4, 1_500).unwrap();
        assert_eq!(
            (h.quantity, h.ttl_ms, h.checkout.as_str()),
            (4, Some(1_500), "co-9")
        );
        assert_eq!(legacy_hold(ids(), 4, -1).unwrap().ttl_ms, None);
        assert_eq!(legacy_hold(ids(), 4, -2), None);
        assert_eq!(legacy_hold(ids(), 0, 1_000), None);
    }

    #[test]
    fn an_unseeded_hold_refuses_the_advance_naming_the_wait() {
        assert_eq!(refusal(&Round::default()), None);
        let r = Round {
            unseeded: vec![
                hold(1, 1, Some(1_200)).unwrap(),
                hold(1, 2, Some(61_001)).unwrap(),
            ],
            ..Round::default()
        };
        let why = refusal(&r).unwrap();
        assert!(why.starts_with("2 hold(s) live only in Redis"), "{why}");
        assert!(why.contains("the last expires in 62 s"), "{why}");
    }
}
