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
//!
//! A run's report is a [`ReconcileReport`] (the JSON document), one
//! [`PoolDrift`] per drifted pool.

use super::plan::{Observation, PoolKey};
use schemars::JsonSchema;
use serde::Serialize;
use std::collections::BTreeMap;

/// One drift class (L the ledger's available quantity, H the held quantity,
/// P the pool's rows, C the cap).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Drift {
    /// P + H > L: more units reservable than the ledger has.
    OversellRisk,
    /// P > C.
    OverCap,
    /// P < min(C, L - H): buyers may be told "sold out" while stock exists.
    UnderFilled,
    /// Holds whose expiry passed, never claimed or released.
    ExpiredHolds,
    /// Holds of a pool with no ledger row (never touched: a person decides).
    OrphanHolds,
    /// Pool rows with no ledger row.
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

/// One pool as the scan saw it: its key (`shop`, `item`, `location`) and
/// every number from one consistent snapshot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
pub struct PoolState {
    #[serde(flatten)]
    pub key: PoolKey,
    /// P: rows in the pool.
    pub units: u64,
    /// H: the quantity its holds keep (expired ones included: they hold
    /// units until released).
    pub holds: u64,
    /// Hold rows whose expiry has passed.
    pub expired_holds: u64,
    /// The quantity those expired holds keep.
    pub expired_quantity: u64,
    /// L: the ledger's available quantity; null when the ledger has no row
    /// for the pool.
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
/// `[ledger]` mapping makes every pool look orphaned, and emptying them all in
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

/// What `--apply` did (or, in a dry run, would do) to one pool.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum RepairStatus {
    /// Every step ran (the drift left, if any, is in `remaining`).
    Repaired,
    /// Dry run: planned from the scan, nothing written.
    Planned,
    /// The pool's refill lock was busy: nothing done, the drift is left.
    Skipped,
    /// A step failed (the reason says which and why); what the steps before
    /// it did is counted, the drift is left.
    Failed,
}

impl RepairStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            RepairStatus::Repaired => "repaired",
            RepairStatus::Planned => "planned",
            RepairStatus::Skipped => "skipped",
            RepairStatus::Failed => "failed",
        }
    }
}

/// One pool's repair: what was (or would be) done, and the drift left.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct RepairOutcome {
    /// How the repair went.
    pub status: RepairStatus,
    /// Expired hold rows released (dry run: that would be).
    pub released_holds: u64,
    /// Pool rows removed (dry run: that would be).
    pub removed: u64,
    /// Pool rows added by the refill (dry run: that would be).
    pub added: u64,
    /// The pool read again after the repair; null when it was not (a dry
    /// run, a skipped or failed repair).
    pub after: Option<PoolState>,
    /// The drift left (after a skipped or failed repair: all of it).
    pub remaining: Vec<Drift>,
    /// Why it was skipped or failed; null otherwise.
    pub reason: Option<String>,
}

impl RepairOutcome {
    fn new(status: RepairStatus) -> RepairOutcome {
        RepairOutcome {
            status,
            released_holds: 0,
            removed: 0,
            added: 0,
            after: None,
            remaining: Vec::new(),
            reason: None,
        }
    }

    /// The repair transaction released `released_holds` and removed
    /// `removed` rows; the refill and the last read fill in the rest.
    pub fn repaired(released_holds: u64, removed: u64) -> RepairOutcome {
        RepairOutcome {
            released_holds,
            removed,
            ..RepairOutcome::new(RepairStatus::Repaired)
        }
    }

    /// The dry run's plan, from the scan `s` (the real repair re-plans from
    /// a fresh read under the pool's locks).
    pub fn planned(s: &PoolState, remove_orphans: bool) -> RepairOutcome {
        let now = s.observation();
        let r = plan_repair(&now, s.expired_quantity, remove_orphans);
        let added = if r.refill {
            Observation {
                holds: now.holds.saturating_sub(s.expired_quantity),
                units: now.units.saturating_sub(r.remove),
                ..now
            }
            .deficit()
        } else {
            0
        };
        RepairOutcome {
            released_holds: if r.release_expired {
                s.expired_holds
            } else {
                0
            },
            removed: r.remove,
            added,
            ..RepairOutcome::new(RepairStatus::Planned)
        }
    }

    /// Nothing done (the refill lock was busy): `drift` is all still there.
    pub fn skipped(reason: String, drift: Vec<Drift>) -> RepairOutcome {
        RepairOutcome {
            reason: Some(reason),
            remaining: drift,
            ..RepairOutcome::new(RepairStatus::Skipped)
        }
    }

    /// A step failed: `drift` (the scan's) counts as left.
    pub fn failed(reason: String, drift: Vec<Drift>) -> RepairOutcome {
        RepairOutcome {
            reason: Some(reason),
            remaining: drift,
            ..RepairOutcome::new(RepairStatus::Failed)
        }
    }
}

/// `reconcile`: the pools whose ledger, pool and holds disagree, and with
/// `--apply` what was done about each.
#[derive(Debug, Serialize, JsonSchema)]
pub struct ReconcileReport {
    /// The server and database, as a URL without its password.
    pub target: String,
    /// The database scanned.
    pub database: String,
    /// Pools scanned (a key in the ledger, the pool or the holds).
    pub scanned: u64,
    /// Pools with at least one drift class.
    pub drifted: u64,
    /// Drifted pools per class, by class name (a pool can be in several);
    /// only the classes found.
    pub by_class: BTreeMap<&'static str, u64>,
    /// Whether `--apply` was given.
    pub applied: bool,
    /// Whether `--dry-run` was given (with `--apply`: repairs planned, not
    /// made).
    pub dry_run: bool,
    /// `--resume-from`: the scan started after this key (`SHOP:ITEM:LOCATION`);
    /// null without it.
    pub resumed_from: Option<String>,
    /// Set when the scan failed part way: the last key of the last chunk read
    /// (empty when none was); the pools listed are only those before it. Null
    /// when the scan finished.
    pub stopped_after: Option<String>,
    /// Every drifted pool, in key order.
    pub pools: Vec<PoolDrift>,
    /// The reconcile runbook section, relative to the repository.
    pub runbook: &'static str,
}

/// One drifted pool: its key (`shop`, `item`, `location`), what the scan
/// saw, its drift classes and its repair.
#[derive(Debug, Serialize, JsonSchema)]
pub struct PoolDrift {
    #[serde(flatten)]
    pub state: PoolState,
    /// min(C, L - H), never below 0.
    pub target: u64,
    /// Its drift classes, in a fixed order.
    pub classes: Vec<Drift>,
    /// The runbook section of its first class, relative to the repository.
    pub runbook: &'static str,
    /// `--apply` (or `--apply --dry-run`): what was (or would be) done; null
    /// without `--apply`.
    pub repair: Option<RepairOutcome>,
}

impl PoolDrift {
    pub fn new(state: PoolState, classes: Vec<Drift>, repair: Option<RepairOutcome>) -> PoolDrift {
        PoolDrift {
            target: state.observation().target(),
            runbook: classes
                .first()
                .map(|d| d.runbook())
                .unwrap_or("runbooks/pool.md#reconcile-found-drift"),
            state,
            classes,
            repair,
        }
    }
}

/// Drifted pools per class (every class listed, a pool counted in each of
/// its classes).
pub fn count_by_class<'a>(
    drift: impl IntoIterator<Item = &'a [Drift]>,
) -> std::collections::BTreeMap<&'static str, u64> {
    let mut by_class: std::collections::BTreeMap<&'static str, u64> =
        Drift::ALL.iter().map(|d| (d.as_str(), 0)).collect();
    for ds in drift {
        for d in ds {
            *by_class.entry(d.as_str()).or_default() += 1;
        }
    }
    by_class
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

/// A pool key that does not read as `SHOP:ITEM:LOCATION`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum KeyError {
    #[error("`{0}`: expected SHOP:ITEM:LOCATION, e.g. 1:100:2")]
    Shape(String),
    #[error("`{0}`: expected SHOP:ITEM:LOCATION, three whole numbers")]
    NotANumber(String),
}

/// `SHOP:ITEM:LOCATION` (the `--resume-from` value and the `next` key).
pub fn parse_key(s: &str) -> Result<PoolKey, KeyError> {
    let parts: Vec<&str> = s.split(':').collect();
    let n = |p: &str| {
        p.trim()
            .parse::<u64>()
            .map_err(|_| KeyError::NotANumber(s.to_string()))
    };
    match parts.as_slice() {
        [a, b, c] => Ok(PoolKey {
            shop: n(a)?,
            item: n(b)?,
            location: n(c)?,
        }),
        _ => Err(KeyError::Shape(s.to_string())),
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
        assert_eq!(parse_key("1:100"), Err(KeyError::Shape("1:100".into())));
        assert_eq!(
            parse_key("1:x:2"),
            Err(KeyError::NotANumber("1:x:2".into()))
        );
        assert!(matches!(parse_key("1:2:3:4"), Err(KeyError::Shape(_))));
    }

    #[test]
    fn a_dry_run_plans_from_the_scan() {
        // 3 expired of 5 held: release them, then refill to min(10, 10 - 2) = 8.
        let s = PoolState {
            expired_holds: 2,
            expired_quantity: 3,
            ..state(5, 5, Some(10), 10)
        };
        let o = RepairOutcome::planned(&s, false);
        assert_eq!(o.status, RepairStatus::Planned);
        assert_eq!((o.released_holds, o.removed, o.added), (2, 0, 3));
        let over = RepairOutcome::planned(&state(12, 0, Some(100), 10), false);
        assert_eq!((over.removed, over.added), (2, 0));
    }

    #[test]
    fn classes_are_counted_per_pool() {
        let a = [Drift::OverCap, Drift::OversellRisk];
        let b = [Drift::OverCap];
        let m = count_by_class([&a[..], &b[..]]);
        assert_eq!(m["over-cap"], 2);
        assert_eq!(m["oversell-risk"], 1);
        assert_eq!(m["orphan-pool"], 0);
        assert_eq!(m.len(), Drift::ALL.len());
    }
}
