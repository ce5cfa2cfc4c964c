//! What the replenisher knows of every pool it has looked at, for its gauges:
//! how many are drained or below low water, for how long the longest-drained
//! one has been empty, which pools have been drained longest (at most
//! [`DRAINED_SERIES`], the longest first: the pools a per-pool series names,
//! so its cardinality stays bounded), and the fill over all of them. Each look (a pass, a
//! sweep, the read after a refill) updates its pool; a full sweep forgets the
//! pools it no longer found.
//!
//! When a pool was drained is the database's to say (`pool_refill_state.
//! drained_since`, so that a new leader counts from when the pool really
//! emptied): the book records which pools turned drained or stopped being
//! drained ([`Book::take_drained_changes`]) for the leader to write, and
//! takes back the start the database holds ([`Book::drained_at`]).

use super::PoolKey;
use super::plan::{Assessment, low_water_rows};
use std::collections::HashMap;
use std::time::{Duration, Instant};

#[derive(Debug, Clone, Copy)]
struct Entry {
    units: u64,
    target: u64,
    drained_since: Option<Instant>,
    below: bool,
    sweep: u64,
}

/// Most drained pools named one by one in the gauges (and so in the
/// per-pool series): a flash sale that drains thousands of pools gives ten
/// series, not thousands.
pub const DRAINED_SERIES: usize = 10;

/// One drained pool and how long it has been seen empty.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DrainedPool {
    pub key: PoolKey,
    pub drained_for: Duration,
}

/// The gauges, as of now (the default: nothing known yet).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Gauges {
    /// Pools known (looked at since the last sweep, or found by it).
    pub pools: u64,
    /// Empty while the ledger has stock behind them.
    pub drained: u64,
    pub below_low_water: u64,
    /// How long the pool drained longest has been seen empty.
    pub oldest_drained: Duration,
    /// Rows in the pools over their targets (1 when every target is 0).
    pub fill_ratio: f64,
    /// The pools drained longest, the longest first (ties in key order), at
    /// most [`DRAINED_SERIES`]; `None` past the drained ones.
    pub longest_drained: [Option<DrainedPool>; DRAINED_SERIES],
}

impl Default for Gauges {
    fn default() -> Gauges {
        Gauges {
            pools: 0,
            drained: 0,
            below_low_water: 0,
            oldest_drained: Duration::ZERO,
            fill_ratio: 1.0,
            longest_drained: [None; DRAINED_SERIES],
        }
    }
}

#[derive(Debug, Clone)]
pub struct Book {
    low_water: f64,
    pools: HashMap<PoolKey, Entry>,
    units: u128,
    target: u128,
    drained: u64,
    below: u64,
    sweep: u64,
    /// Pools whose drained state changed since the last
    /// [`Book::take_drained_changes`], and whether they are drained now.
    changed: HashMap<PoolKey, bool>,
}

/// The pools that turned drained, and those that stopped being drained,
/// each in key order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DrainedChanges {
    pub emptied: Vec<PoolKey>,
    pub refilled: Vec<PoolKey>,
}

impl Book {
    pub fn new(low_water: f64) -> Book {
        Book {
            low_water,
            pools: HashMap::new(),
            units: 0,
            target: 0,
            drained: 0,
            below: 0,
            sweep: 0,
            changed: HashMap::new(),
        }
    }

    fn remove(&mut self, key: &PoolKey) -> Option<Entry> {
        let e = self.pools.remove(key)?;
        self.units -= u128::from(e.units.min(e.target));
        self.target -= u128::from(e.target);
        self.drained -= u64::from(e.drained_since.is_some());
        self.below -= u64::from(e.below);
        Some(e)
    }

    /// A pool seen with `units` rows against `target`.
    pub fn see(&mut self, key: PoolKey, units: u64, target: u64, now: Instant) {
        let old = self.remove(&key);
        let drained = units == 0 && target > 0;
        let below = units < low_water_rows(target, self.low_water);
        let was = old.is_some_and(|o| o.drained_since.is_some());
        // A change that a later look undid before it was handed out is none.
        if drained != was && self.changed.remove(&key).is_none() {
            self.changed.insert(key, drained);
        }
        let e = Entry {
            units,
            target,
            drained_since: drained.then(|| old.and_then(|o| o.drained_since).unwrap_or(now)),
            below,
            sweep: self.sweep,
        };
        // Over-full pools count as full: the ratio is how much is missing.
        self.units += u128::from(units.min(target));
        self.target += u128::from(target);
        self.drained += u64::from(drained);
        self.below += u64::from(below);
        self.pools.insert(key, e);
    }

    /// [`Book::see`] from a pass's judgement.
    pub fn assessed(&mut self, a: &Assessment, now: Instant) {
        self.see(a.key, a.units, a.target, now);
    }

    /// The pools whose drained state changed since the last call (a pool
    /// first seen is a change when it is drained).
    pub fn take_drained_changes(&mut self) -> DrainedChanges {
        let mut c = DrainedChanges::default();
        for (key, drained) in self.changed.drain() {
            if drained {
                c.emptied.push(key);
            } else {
                c.refilled.push(key);
            }
        }
        c.emptied.sort_unstable();
        c.refilled.sort_unstable();
        c
    }

    /// `key` has been drained since `since` (the database's record): its
    /// drained time counts from there. Ignored for a pool not drained now.
    pub fn drained_at(&mut self, key: &PoolKey, since: Instant) {
        if let Some(e) = self.pools.get_mut(key)
            && e.drained_since.is_some()
        {
            e.drained_since = Some(since);
        }
    }

    /// A full sweep begins: pools it does not see again are forgotten at
    /// [`Book::sweep_done`].
    pub fn sweep_started(&mut self) {
        self.sweep += 1;
    }

    /// The sweep saw every pool: forget the others (their ledger rows went).
    pub fn sweep_done(&mut self) {
        let gone: Vec<PoolKey> = self
            .pools
            .iter()
            .filter(|(_, e)| e.sweep != self.sweep)
            .map(|(k, _)| *k)
            .collect();
        for k in gone {
            self.remove(&k);
        }
    }

    pub fn gauges(&self, now: Instant) -> Gauges {
        let mut drained: Vec<(Instant, PoolKey)> = self
            .pools
            .iter()
            .filter_map(|(k, e)| Some((e.drained_since?, *k)))
            .collect();
        let n = drained.len().min(DRAINED_SERIES);
        if n > 0 && n < drained.len() {
            drained.select_nth_unstable(n - 1);
        }
        drained.truncate(n);
        drained.sort_unstable();
        let mut longest_drained = [None; DRAINED_SERIES];
        for (slot, (since, key)) in longest_drained.iter_mut().zip(&drained) {
            *slot = Some(DrainedPool {
                key: *key,
                drained_for: now.saturating_duration_since(*since),
            });
        }
        let oldest = drained
            .first()
            .map(|(since, _)| now.saturating_duration_since(*since))
            .unwrap_or(Duration::ZERO);
        Gauges {
            pools: self.pools.len() as u64,
            drained: self.drained,
            below_low_water: self.below,
            oldest_drained: oldest,
            fill_ratio: if self.target == 0 {
                1.0
            } else {
                self.units as f64 / self.target as f64
            },
            longest_drained,
        }
    }

    /// The drained pools, in key order (for the `--once` report).
    pub fn drained(&self) -> Vec<PoolKey> {
        let mut v: Vec<PoolKey> = self
            .pools
            .iter()
            .filter(|(_, e)| e.drained_since.is_some())
            .map(|(k, _)| *k)
            .collect();
        v.sort();
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn k(item: u64) -> PoolKey {
        PoolKey {
            shop: 1,
            item,
            location: 1,
        }
    }

    #[test]
    fn gauges_follow_each_look() {
        let t0 = Instant::now();
        let mut b = Book::new(0.5);
        b.see(k(1), 0, 100, t0);
        b.see(k(2), 40, 100, t0);
        b.see(k(3), 100, 100, t0);
        let g = b.gauges(t0 + Duration::from_secs(3));
        assert_eq!((g.pools, g.drained, g.below_low_water), (3, 1, 2));
        assert_eq!(g.oldest_drained, Duration::from_secs(3));
        assert!((g.fill_ratio - 140.0 / 300.0).abs() < 1e-9);
        // Still drained at the next look: the time keeps running.
        b.see(k(1), 0, 100, t0 + Duration::from_secs(2));
        assert_eq!(
            b.gauges(t0 + Duration::from_secs(5)).oldest_drained,
            Duration::from_secs(5)
        );
        assert_eq!(b.drained(), vec![k(1)]);
        // Refilled.
        b.see(k(1), 100, 100, t0 + Duration::from_secs(6));
        b.see(k(2), 100, 100, t0 + Duration::from_secs(6));
        let g = b.gauges(t0 + Duration::from_secs(6));
        assert_eq!((g.drained, g.below_low_water), (0, 0));
        assert_eq!(g.oldest_drained, Duration::ZERO);
        assert!((g.fill_ratio - 1.0).abs() < 1e-9);
    }

    #[test]
    fn drained_changes_are_handed_out_once_and_the_database_start_wins() {
        let t0 = Instant::now();
        let mut b = Book::new(0.5);
        b.see(k(1), 0, 100, t0);
        b.see(k(2), 50, 100, t0);
        b.see(k(3), 0, 100, t0);
        let c = b.take_drained_changes();
        assert_eq!((c.emptied, c.refilled), (vec![k(1), k(3)], vec![]));
        // Seen drained again: no change; nothing handed out twice.
        b.see(k(1), 0, 100, t0 + Duration::from_secs(1));
        assert_eq!(b.take_drained_changes(), DrainedChanges::default());
        // The database says k(1) emptied 40 s before t0 (another leader
        // saw it first): its time counts from there.
        let before = t0.checked_sub(Duration::from_secs(40)).unwrap();
        b.drained_at(&k(1), before);
        b.drained_at(&k(2), before);
        let g = b.gauges(t0 + Duration::from_secs(2));
        assert_eq!(g.oldest_drained, Duration::from_secs(42));
        assert_eq!(g.longest_drained[0].unwrap().key, k(1));
        assert_eq!(g.drained, 2, "a pool not drained stays so");
        // Drained then refilled within one pass: only the last state counts.
        b.see(k(3), 100, 100, t0);
        b.see(k(2), 0, 100, t0);
        b.see(k(2), 10, 100, t0);
        let c = b.take_drained_changes();
        assert_eq!((c.emptied, c.refilled), (vec![], vec![k(3)]));
    }

    #[test]
    fn sold_out_and_over_full_pools_do_not_count_as_missing() {
        let t0 = Instant::now();
        let mut b = Book::new(0.5);
        b.see(k(1), 0, 0, t0);
        b.see(k(2), 150, 100, t0);
        let g = b.gauges(t0);
        assert_eq!((g.drained, g.below_low_water), (0, 0));
        assert!((g.fill_ratio - 1.0).abs() < 1e-9);
    }

    #[test]
    fn a_sweep_forgets_the_pools_it_no_longer_finds() {
        let t0 = Instant::now();
        let mut b = Book::new(0.5);
        b.see(k(1), 0, 100, t0);
        b.see(k(2), 10, 100, t0);
        b.sweep_started();
        b.see(k(2), 10, 100, t0);
        b.sweep_done();
        let g = b.gauges(t0);
        assert_eq!((g.pools, g.drained, g.below_low_water), (1, 0, 1));
    }

    #[test]
    fn the_longest_drained_pools_are_named_at_most_ten_the_longest_first() {
        let mut b = Book::new(0.5);
        let t0 = Instant::now();
        // 25 pools drained one second apart, seen in no particular order.
        for i in (0..25u64).rev() {
            b.see(k(100 - i), 0, 10, t0 + Duration::from_secs(i));
        }
        b.see(k(1), 5, 10, t0);
        let g = b.gauges(t0 + Duration::from_secs(30));
        assert_eq!(g.drained, 25);
        let named: Vec<(u64, u64)> = g
            .longest_drained
            .iter()
            .map(|d| d.map(|d| (d.key.item, d.drained_for.as_secs())).unwrap())
            .collect();
        assert_eq!(named.len(), DRAINED_SERIES);
        assert_eq!(named[0], (100, 30));
        assert_eq!(named[9], (91, 21));
        assert_eq!(g.oldest_drained, Duration::from_secs(30));
        // Two drained: two named, the rest empty.
        let mut b = Book::new(0.5);
        b.see(k(2), 0, 10, t0 + Duration::from_secs(1));
        b.see(k(3), 0, 10, t0);
        let g = b.gauges(t0 + Duration::from_secs(2));
        let keys: Vec<Option<u64>> = g
            .longest_drained
            .iter()
            .map(|d| d.map(|d| d.key.item))
            .collect();
        assert_eq!(&keys[..3], &[Some(3), Some(2), None]);
    }
}
