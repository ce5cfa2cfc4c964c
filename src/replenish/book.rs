//! What the replenisher knows of every pool it has looked at, for its gauges:
//! how many are drained or below low water, for how long the longest-drained
//! one has been empty, which pools have been drained longest (at most
//! [`DRAINED_SERIES`], the longest first: the pools a per-pool series names,
//! so its cardinality stays bounded), and the fill over all of them. Each look (a pass, a
//! sweep, the read after a refill) updates its pool; a full sweep forgets the
//! pools it no longer found.

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
