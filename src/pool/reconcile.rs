//! Reconcile: compare ledger, pool and holds per pool, classify the drift,
//! and plan the repairs `--apply` makes. Pure: the chunked scan in
//! `crate::db::reconcile` feeds it rows; nothing here touches a server.
//!
//! Classes (JSON `class`), per pool with L the ledger's available quantity,
//! H the held quantity (expired holds included: they still hold units until
//! released), P the pool's rows and C the cap:
//! - `oversell-risk`: P + H > L.
//! - `over-cap`: P > C.
//! - `under-filled`: P < min(C, L - H).
//! - `expired-holds`: holds whose expiry passed, never claimed or released.
//! - `orphan-holds`: holds with no ledger row.
//! - `orphan-pool`: pool rows with no ledger row.
//!
//! Repairs (`--apply`), always re-planned from a fresh read under the pool's
//! locks, never from the scan: release the expired holds, remove pool rows
//! above the target, refill up to the target. Orphan holds are reported only:
//! they are customers' checkouts, and without a ledger row nobody can say
//! whether they are sold.

use super::{Observation, PoolKey};
use serde::Serialize;

/// One drift class.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Drift {
    OversellRisk,
    OverCap,
    UnderFilled,
    ExpiredHolds,
    OrphanHolds,
    OrphanPool,
}

impl Drift {
    pub const ALL: [Drift; 6] = [
        Drift::OversellRisk,
        Drift::OverCap,
        Drift::UnderFilled,
        Drift::ExpiredHolds,
        Drift::OrphanHolds,
        Drift::OrphanPool,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Drift::OversellRisk => "oversell-risk",
            Drift::OverCap => "over-cap",
            Drift::UnderFilled => "under-filled",
            Drift::ExpiredHolds => "expired-holds",
            Drift::OrphanHolds => "orphan-holds",
            Drift::OrphanPool => "orphan-pool",
        }
    }

    /// Its section in `runbooks/pool.md`.
    pub fn runbook(self) -> &'static str {
        match self {
            Drift::ExpiredHolds => "runbooks/pool.md#expired-holds-piling-up",
            _ => "runbooks/pool.md#reconcile-found-drift",
        }
    }

    /// What `--apply` does about it.
    pub fn repair(self) -> &'static str {
        match self {
            Drift::OversellRisk | Drift::OverCap => {
                "remove pool rows above min(cap, ledger - holds)"
            }
            Drift::OrphanPool => "with --remove-orphans: remove its rows (check [ledger] first)",
            Drift::UnderFilled => "refill to min(cap, ledger - holds)",
            Drift::ExpiredHolds => "release the expired holds, then refill",
            Drift::OrphanHolds => "none: a person decides (see the runbook)",
        }
    }
}

/// One pool as the scan saw it: every number from one consistent snapshot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct PoolState {
    #[serde(flatten)]
    pub key: PoolKey,
    /// P.
    pub units: u64,
    /// H: total quantity held.
    pub holds: u64,
    /// Holds (rows) whose expiry has passed, and their quantity.
    pub expired_holds: u64,
    pub expired_quantity: u64,
    /// L; `None`: no ledger row.
    pub ledger: Option<i64>,
    /// C: the pool_caps row, else the configured cap.
    pub cap: u64,
}

impl PoolState {
    pub fn observation(&self) -> Observation {
        Observation {
            units: self.units,
            holds: self.holds,
            ledger: self.ledger,
            cap: self.cap,
        }
    }

    /// The drift classes of this pool, in [`Drift::ALL`] order.
    pub fn drift(&self) -> Vec<Drift> {
        let o = self.observation();
        let mut v = Vec::new();
        if self.ledger.is_some() || self.units > 0 || self.holds > 0 {
            if o.oversell_risk() && self.ledger.is_some() {
                v.push(Drift::OversellRisk);
            }
            if self.units > self.cap {
                v.push(Drift::OverCap);
            }
            if self.ledger.is_some() && o.deficit() > 0 {
                v.push(Drift::UnderFilled);
            }
            if self.expired_holds > 0 {
                v.push(Drift::ExpiredHolds);
            }
            if self.ledger.is_none() && self.holds > 0 {
                v.push(Drift::OrphanHolds);
            }
            if self.ledger.is_none() && self.units > 0 {
                v.push(Drift::OrphanPool);
            }
        }
        v
    }
}

/// What `--apply` does to one pool, planned from a fresh read taken under the
/// pool's locks (`expired` holds already counted in `now.holds`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Repair {
    /// Release the pool's expired holds first (H falls, the target rises).
    pub release_expired: bool,
    /// Then remove this many pool rows (P above the target).
    pub remove: u64,
    /// Then refill (P below the target after the steps above).
    pub refill: bool,
}

impl Repair {
    pub fn is_noop(&self) -> bool {
        !self.release_expired && self.remove == 0 && !self.refill
    }
}

/// Plans the repair of one pool from `now` (read under its locks) and the
/// quantity of its expired holds (`expired_quantity`, 0 when none). A pool
/// with no ledger row is left alone unless `remove_orphans`: a wrong
/// [ledger] mapping makes every pool look orphaned, and emptying them all in
/// the middle of a sale is worse than any drift. Orphan holds are never
/// released, expired or not.
pub fn plan_repair(now: &Observation, expired_quantity: u64, remove_orphans: bool) -> Repair {
    if now.ledger.is_none() {
        return Repair {
            release_expired: false,
            remove: if remove_orphans { now.units } else { 0 },
            refill: false,
        };
    }
    let release_expired = expired_quantity > 0;
    let after = Observation {
        holds: now.holds.saturating_sub(expired_quantity),
        ..*now
    };
    Repair {
        release_expired,
        remove: after.excess(),
        refill: after.deficit() > 0,
    }
}

/// Joins one chunk's rows into pool states, ordered by key. Inputs may come in
/// any order; a key present in any input is a pool. `ledger`: (key, L);
/// `units`: (key, P); `holds`: (key, H, expired rows, expired quantity);
/// `caps`: (key, C).
pub fn join_chunk(
    ledger: &[(PoolKey, i64)],
    units: &[(PoolKey, u64)],
    holds: &[(PoolKey, u64, u64, u64)],
    caps: &[(PoolKey, u64)],
    default_cap: u64,
) -> Vec<PoolState> {
    use std::collections::BTreeMap;
    let mut m: BTreeMap<PoolKey, PoolState> = BTreeMap::new();
    let entry = |m: &mut BTreeMap<PoolKey, PoolState>, key: PoolKey| {
        *m.entry(key).or_insert(PoolState {
            key,
            units: 0,
            holds: 0,
            expired_holds: 0,
            expired_quantity: 0,
            ledger: None,
            cap: default_cap,
        })
    };
    for &(k, l) in ledger {
        let mut s = entry(&mut m, k);
        s.ledger = Some(l);
        m.insert(k, s);
    }
    for &(k, p) in units {
        let mut s = entry(&mut m, k);
        s.units = p;
        m.insert(k, s);
    }
    for &(k, h, n, q) in holds {
        let mut s = entry(&mut m, k);
        s.holds = h;
        s.expired_holds = n;
        s.expired_quantity = q;
        m.insert(k, s);
    }
    for &(k, c) in caps {
        if let Some(s) = m.get_mut(&k) {
            s.cap = c;
        }
    }
    m.into_values().collect()
}

/// `SHOP:ITEM:LOCATION` (the `--resume-from` value and the `next` key).
pub fn parse_key(s: &str) -> Result<PoolKey, String> {
    let parts: Vec<&str> = s.split(':').collect();
    let n = |p: &str| {
        p.trim()
            .parse::<u64>()
            .map_err(|_| format!("`{s}`: expected SHOP:ITEM:LOCATION, three whole numbers"))
    };
    match parts.as_slice() {
        [a, b, c] => Ok(PoolKey {
            shop: n(a)?,
            item: n(b)?,
            location: n(c)?,
        }),
        _ => Err(format!("`{s}`: expected SHOP:ITEM:LOCATION, e.g. 1:100:2")),
    }
}

pub fn format_key(k: &PoolKey) -> String {
    format!("{}:{}:{}", k.shop, k.item, k.location)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(i: u64) -> PoolKey {
        PoolKey {
            shop: 1,
            item: i,
            location: 1,
        }
    }

    fn state(units: u64, holds: u64, ledger: Option<i64>, cap: u64) -> PoolState {
        PoolState {
            key: key(1),
            units,
            holds,
            expired_holds: 0,
            expired_quantity: 0,
            ledger,
            cap,
        }
    }

    #[test]
    fn each_class_alone() {
        assert_eq!(state(10, 0, Some(100), 10).drift(), []);
        assert_eq!(
            state(0, 0, Some(0), 10).drift(),
            [],
            "sold out is not drift"
        );
        assert_eq!(state(5, 0, Some(100), 10).drift(), [Drift::UnderFilled]);
        assert_eq!(
            state(8, 5, Some(10), 10).drift(),
            [Drift::OversellRisk],
            "P + H = 13 > L = 10"
        );
        assert_eq!(state(12, 0, Some(100), 10).drift(), [Drift::OverCap]);
        assert_eq!(state(0, 3, None, 10).drift(), [Drift::OrphanHolds]);
        assert_eq!(state(4, 0, None, 10).drift(), [Drift::OrphanPool]);
        let expired = PoolState {
            expired_holds: 2,
            expired_quantity: 3,
            ..state(7, 3, Some(10), 10)
        };
        assert_eq!(expired.drift(), [Drift::ExpiredHolds]);
    }

    #[test]
    fn classes_combine() {
        // Over the cap and over the ledger at once.
        assert_eq!(
            state(20, 0, Some(15), 10).drift(),
            [Drift::OversellRisk, Drift::OverCap]
        );
    }

    #[test]
    fn repairs_release_then_trim_or_fill() {
        // 3 expired of 5 held: after release H = 2, target min(10, 10 - 2) = 8.
        let now = Observation {
            units: 5,
            holds: 5,
            ledger: Some(10),
            cap: 10,
        };
        assert_eq!(
            plan_repair(&now, 3, false),
            Repair {
                release_expired: true,
                remove: 0,
                refill: true
            }
        );
        let over = Observation {
            units: 12,
            holds: 0,
            ledger: Some(100),
            cap: 10,
        };
        assert_eq!(plan_repair(&over, 0, false).remove, 2);
        assert!(!plan_repair(&over, 0, false).refill);
        let fine = Observation {
            units: 10,
            holds: 0,
            ledger: Some(100),
            cap: 10,
        };
        assert!(plan_repair(&fine, 0, false).is_noop());
        // A pool with no ledger row: emptied only when asked to, and its
        // expired holds are never released.
        let orphan = Observation {
            units: 4,
            holds: 2,
            ledger: None,
            cap: 10,
        };
        assert!(plan_repair(&orphan, 2, false).is_noop());
        let asked = plan_repair(&orphan, 2, true);
        assert_eq!((asked.remove, asked.release_expired), (4, false));
        // A negative ledger: nothing to sell, but no oversell either.
        let negative = Observation {
            units: 0,
            holds: 0,
            ledger: Some(-3),
            cap: 10,
        };
        assert!(!negative.oversell_risk());
    }

    #[test]
    fn chunks_join_on_the_key_in_order() {
        let got = join_chunk(
            &[(key(2), 10), (key(1), 5)],
            &[(key(3), 4), (key(1), 5)],
            &[(key(2), 2, 1, 1)],
            &[(key(2), 7), (key(9), 1)],
            1000,
        );
        let keys: Vec<u64> = got.iter().map(|s| s.key.item).collect();
        assert_eq!(keys, [1, 2, 3], "caps alone do not make a pool");
        assert_eq!(got[1].cap, 7);
        assert_eq!(got[1].holds, 2);
        assert_eq!(got[2].ledger, None);
        assert_eq!(got[2].drift(), [Drift::OrphanPool]);
    }

    #[test]
    fn keys_parse_and_print() {
        let k = parse_key("1:100:2").unwrap();
        assert_eq!(format_key(&k), "1:100:2");
        assert!(parse_key("1:100").is_err());
        assert!(parse_key("1:x:2").is_err());
        assert!(parse_key("1:2:3:4").is_err());
    }
}
