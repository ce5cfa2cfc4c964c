//! Which pools need a look: the change signal, so that a pass costs in
//! proportion to what changed, not to the number of pools.
//!
//! Sources, each read with an index range scan (`super::sql`):
//! - **new holds**: a reserve moves units from the pool into a hold whose
//!   `expires_at` is its creation time plus the hold TTL, so the holds created
//!   since the last pass are the range `expires_at > cursor - overlap` of the
//!   `expires_at` index, where the cursor is the newest `expires_at` seen.
//! - **expired holds**: `expires_at <= NOW()`, the same index from its start:
//!   holds to release (it stays short, since they are released as found).
//! - **the ledger's update time**, when `[replenish] ledger_updated_column`
//!   names one: `updated > cursor - overlap` (restocks, claims, corrections).
//! - **drained pools**: a pool emptied by reserves whose holds were claimed
//!   (or released) before a pass read them leaves no hold and, without an
//!   update-time column, no ledger mark. Each pass probes one slice of the
//!   ledger ([`drain_slices`], [`drain_slice_of`]) for pools with stock and
//!   no unit left (one primary-key probe of the units per pool of the
//!   slice, index only), so every pool is probed once every
//!   [`DRAIN_ROUND`]; a drained pool's mark is its last refill, so a pool
//!   found drained and judged to need nothing (its stock all held) is not
//!   looked at again until it is refilled and drains again.
//! - **carried over**: pools a pass could not finish (refill lock busy, a
//!   failure, reserves outpacing the refill) are looked at again next pass.
//!
//! The overlap re-reads the last [`OVERLAP`] of each range, so a hold whose
//! transaction committed a little after the time it stamped is not missed;
//! per pool the newest mark already handled is remembered, so re-read rows
//! do not make a pool look changed twice. Times are the server's, in
//! microseconds since the epoch.
//!
//! What it can miss (the full sweep catches all of it, `sweep_interval`):
//! a reserve whose hold was claimed or released before the next pass read it
//! (without a ledger update-time column) and left units in the pool, a hold created with a TTL shorter
//! than others by more than the overlap, a hold that committed more than the
//! overlap after it was stamped, units deleted or a cap changed by hand, a
//! ledger change without an update-time column.

use super::PoolKey;
use schemars::JsonSchema;
use serde::Serialize;
use std::collections::BTreeMap;
use std::time::Duration;

/// How much of each range every pass reads again.
pub const OVERLAP: Duration = Duration::from_secs(10);

/// How long the drained probe takes to cover every pool: a drained pool is
/// noticed within this and one pass interval.
pub const DRAIN_ROUND: Duration = Duration::from_secs(4);

/// Most slices the probe is cut into (a pass interval far below
/// [`DRAIN_ROUND`] probes smaller slices, down to 1/64 of the pools).
pub const MAX_DRAIN_SLICES: u64 = 64;

/// Into how many slices the drained probe cuts the pools at pass interval
/// `interval`: as many as passes fit in [`DRAIN_ROUND`] (at least 1, at most
/// [`MAX_DRAIN_SLICES`]), so each pass probes the smallest share that still
/// covers every pool within the round.
pub fn drain_slices(interval: Duration) -> u64 {
    if interval.is_zero() {
        return MAX_DRAIN_SLICES;
    }
    let fit = (DRAIN_ROUND.as_secs_f64() / interval.as_secs_f64()).floor();
    (fit as u64).clamp(1, MAX_DRAIN_SLICES)
}

/// Which of `slices` slices a pool is in: the XOR of its key's three parts
/// modulo `slices` (the probe's SQL computes the same: no sum that could
/// overflow BIGINT UNSIGNED).
pub fn drain_slice_of(key: &PoolKey, slices: u64) -> u64 {
    (key.shop ^ key.item ^ key.location) % slices.max(1)
}

/// Where a change came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Source {
    /// Holds created since the last look (their `expires_at` index).
    NewHolds,
    /// Holds whose expiry passed since the last look.
    ExpiredHolds,
    /// Ledger rows updated since the last look (`[replenish]
    /// ledger_updated_column`).
    Ledger,
    /// Pools with stock and no unit left (the drained probe, a slice a
    /// pass).
    Drained,
}

impl Source {
    pub const ALL: [Source; 4] = [
        Source::NewHolds,
        Source::ExpiredHolds,
        Source::Ledger,
        Source::Drained,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Source::NewHolds => "new-holds",
            Source::ExpiredHolds => "expired-holds",
            Source::Ledger => "ledger",
            Source::Drained => "drained",
        }
    }

    /// Whether the source reads a range from a cursor (new holds, the
    /// ledger), rather than a state as it is now (expired holds, drained
    /// pools).
    fn ranged(self) -> bool {
        matches!(self, Source::NewHolds | Source::Ledger)
    }
}

/// One pool in a signal's answer: the oldest and newest mark of its rows in
/// the range (`expires_at` for holds, the update time for the ledger); for a
/// drained pool, when the probe saw it (oldest) and its last refill
/// (newest: the drain it is in).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Row {
    pub key: PoolKey,
    pub oldest_us: i64,
    pub newest_us: i64,
}

/// A pool waiting to be handled, and since when (server time, µs).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Pending {
    since_us: i64,
}

/// The signal's memory between passes.
#[derive(Debug, Clone)]
pub struct Tracker {
    overlap_us: i64,
    /// A new hold's mark is its `expires_at`; it changed the pool this long
    /// before (the hold TTL).
    hold_ttl_us: i64,
    /// Newest mark seen, per ranged source.
    cursor: BTreeMap<Source, i64>,
    /// Newest mark handled, per source and pool.
    handled: BTreeMap<Source, BTreeMap<PoolKey, i64>>,
    /// Marks found but not handled yet, per pool.
    found: BTreeMap<PoolKey, Vec<(Source, i64)>>,
    pending: BTreeMap<PoolKey, Pending>,
    /// The drained probe's next slice.
    drain_next: u64,
}

fn us(d: Duration) -> i64 {
    i64::try_from(d.as_micros()).unwrap_or(i64::MAX)
}

impl Tracker {
    pub fn new(hold_ttl: Duration) -> Tracker {
        Tracker {
            overlap_us: us(OVERLAP),
            hold_ttl_us: us(hold_ttl),
            cursor: BTreeMap::new(),
            handled: BTreeMap::new(),
            found: BTreeMap::new(),
            pending: BTreeMap::new(),
            drain_next: 0,
        }
    }

    /// Start the ranges at these marks (read when a full sweep began: the
    /// sweep covers everything before them).
    pub fn start_at(&mut self, source: Source, mark_us: Option<i64>) {
        match mark_us {
            Some(m) => {
                let c = self.cursor.entry(source).or_insert(m);
                *c = (*c).max(m);
            }
            None => {
                self.cursor.entry(source).or_insert(i64::MIN);
            }
        }
    }

    /// Where `source`'s range starts this pass (`None`: not started yet, a
    /// sweep comes first).
    pub fn range_start(&self, source: Source) -> Option<i64> {
        self.cursor
            .get(&source)
            .map(|c| c.saturating_sub(self.overlap_us))
    }

    /// Take in one source's rows; the pools that changed since they were
    /// last handled become pending. Returns how many did.
    pub fn absorb(&mut self, source: Source, rows: &[Row]) -> usize {
        let mut changed = 0;
        let offset = if source == Source::NewHolds {
            self.hold_ttl_us
        } else {
            0
        };
        for r in rows {
            if source.ranged() {
                let c = self.cursor.entry(source).or_insert(r.newest_us);
                *c = (*c).max(r.newest_us);
            }
            let done = self
                .handled
                .get(&source)
                .and_then(|m| m.get(&r.key))
                .copied();
            if done.is_some_and(|d| r.newest_us <= d) {
                continue;
            }
            changed += 1;
            // Rows up to the handled mark were handled: the change is newer.
            let since = r.oldest_us.max(done.unwrap_or(i64::MIN)) - offset;
            let p = self
                .pending
                .entry(r.key)
                .or_insert(Pending { since_us: since });
            p.since_us = p.since_us.min(since);
            self.found
                .entry(r.key)
                .or_default()
                .push((source, r.newest_us));
        }
        changed
    }

    /// The slice of `slices` the drained probe reads this pass (they take
    /// turns).
    pub fn next_drain_slice(&mut self, slices: u64) -> u64 {
        let slice = self.drain_next % slices.max(1);
        self.drain_next = slice + 1;
        slice
    }

    /// Forget the drained marks of the pools of slice `slice` (of `slices`)
    /// the probe no longer found drained (`drained_now`): refilled, or
    /// given units by hand; a pool drained again pends again.
    pub fn prune_drained(&mut self, slices: u64, slice: u64, drained_now: &[PoolKey]) {
        if let Some(marks) = self.handled.get_mut(&Source::Drained) {
            let now: std::collections::BTreeSet<&PoolKey> = drained_now.iter().collect();
            marks.retain(|k, _| drain_slice_of(k, slices) != slice || now.contains(k));
        }
    }

    /// Make `key` pending (a sweep or a caller found it needs a look).
    pub fn add(&mut self, key: PoolKey, since_us: i64) {
        let p = self.pending.entry(key).or_insert(Pending { since_us });
        p.since_us = p.since_us.min(since_us);
    }

    /// The pools to look at, in key order.
    pub fn pending(&self) -> Vec<PoolKey> {
        self.pending.keys().copied().collect()
    }

    pub fn pending_len(&self) -> usize {
        self.pending.len()
    }

    /// `key` was looked at and needs nothing more (or was refilled): its
    /// marks so far are handled.
    pub fn handled(&mut self, key: &PoolKey) {
        self.pending.remove(key);
        for (source, mark) in self.found.remove(key).unwrap_or_default() {
            let m = self
                .handled
                .entry(source)
                .or_default()
                .entry(*key)
                .or_insert(mark);
            *m = (*m).max(mark);
        }
    }

    /// Age of the oldest change not handled yet, at server time `now_us`.
    pub fn lag(&self, now_us: i64) -> Duration {
        self.pending
            .values()
            .map(|p| p.since_us)
            .min()
            .map(|since| {
                Duration::from_micros(u64::try_from(now_us.saturating_sub(since)).unwrap_or(0))
            })
            .unwrap_or(Duration::ZERO)
    }

    /// Forget handled marks no range can return again (older than its
    /// start); expired holds are forgotten once released, which the caller
    /// learns from their absence: `expired_now` are the pools the expired
    /// signal returned this pass.
    pub fn prune(&mut self, expired_now: &[PoolKey]) {
        for (source, marks) in self.handled.iter_mut() {
            match source {
                Source::ExpiredHolds => marks.retain(|k, _| expired_now.contains(k)),
                // Pruned by the probe's slice (`prune_drained`).
                Source::Drained => {}
                s => {
                    let start = self
                        .cursor
                        .get(s)
                        .map(|c| c.saturating_sub(self.overlap_us))
                        .unwrap_or(i64::MIN);
                    marks.retain(|_, m| *m > start);
                }
            }
        }
    }

    /// Handled marks remembered (for tests and the bench: memory stays
    /// bounded by what the ranges return).
    pub fn remembered(&self) -> usize {
        self.handled.values().map(BTreeMap::len).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const S: i64 = 1_000_000;

    fn k(item: u64) -> PoolKey {
        PoolKey {
            shop: 1,
            item,
            location: 1,
        }
    }

    fn row(item: u64, oldest: i64, newest: i64) -> Row {
        Row {
            key: k(item),
            oldest_us: oldest * S,
            newest_us: newest * S,
        }
    }

    #[test]
    fn ranges_start_after_the_sweep_minus_the_overlap() {
        let mut t = Tracker::new(Duration::from_secs(600));
        assert_eq!(t.range_start(Source::NewHolds), None);
        t.start_at(Source::NewHolds, Some(1000 * S));
        assert_eq!(t.range_start(Source::NewHolds), Some(990 * S));
        // An empty holds table: everything from the start.
        t.start_at(Source::Ledger, None);
        assert_eq!(t.range_start(Source::Ledger), Some(i64::MIN));
        // The cursor follows the newest mark seen.
        t.absorb(Source::NewHolds, &[row(1, 1001, 1005)]);
        assert_eq!(t.range_start(Source::NewHolds), Some(995 * S));
    }

    #[test]
    fn rows_read_again_in_the_overlap_do_not_count_twice() {
        let mut t = Tracker::new(Duration::from_secs(600));
        t.start_at(Source::NewHolds, Some(1000 * S));
        assert_eq!(t.absorb(Source::NewHolds, &[row(1, 1001, 1002)]), 1);
        assert_eq!(t.pending(), vec![k(1)]);
        t.handled(&k(1));
        assert!(t.pending().is_empty());
        // The next pass reads the same row again (the overlap): no change.
        assert_eq!(t.absorb(Source::NewHolds, &[row(1, 1001, 1002)]), 0);
        assert!(t.pending().is_empty());
        // A newer hold of the same pool is a change.
        assert_eq!(t.absorb(Source::NewHolds, &[row(1, 1001, 1003)]), 1);
        assert_eq!(t.pending(), vec![k(1)]);
    }

    #[test]
    fn a_pool_not_handled_stays_pending_with_its_first_change_time() {
        let mut t = Tracker::new(Duration::from_secs(600));
        t.start_at(Source::NewHolds, Some(1000 * S));
        t.absorb(Source::NewHolds, &[row(1, 1601, 1601)]);
        // A new hold's change time is its expiry minus the TTL.
        assert_eq!(t.lag(1003 * S), Duration::from_secs(2));
        // Not handled (the refill lock was busy): later changes keep the first.
        t.absorb(Source::NewHolds, &[row(1, 1601, 1604)]);
        assert_eq!(t.pending(), vec![k(1)]);
        assert_eq!(t.lag(1010 * S), Duration::from_secs(9));
        t.handled(&k(1));
        assert_eq!(t.lag(1010 * S), Duration::ZERO);
    }

    #[test]
    fn expired_holds_are_changes_until_released_and_orphans_only_once() {
        let mut t = Tracker::new(Duration::from_secs(600));
        assert_eq!(t.absorb(Source::ExpiredHolds, &[row(7, 50, 60)]), 1);
        assert_eq!(t.lag(70 * S), Duration::from_secs(20));
        // An orphan's expired holds are judged once and left (handled) ...
        t.handled(&k(7));
        assert_eq!(t.absorb(Source::ExpiredHolds, &[row(7, 50, 60)]), 0);
        // ... until another of its holds expires.
        assert_eq!(t.absorb(Source::ExpiredHolds, &[row(7, 50, 61)]), 1);
        t.handled(&k(7));
        // Released: gone from the signal, and from memory.
        t.prune(&[]);
        assert_eq!(t.remembered(), 0);
        assert_eq!(t.absorb(Source::ExpiredHolds, &[row(7, 80, 80)]), 1);
    }

    #[test]
    fn memory_is_bounded_by_the_ranges() {
        let mut t = Tracker::new(Duration::from_secs(600));
        t.start_at(Source::NewHolds, Some(0));
        for i in 0..100 {
            t.absorb(Source::NewHolds, &[row(i, i as i64, i as i64)]);
            t.handled(&k(i));
        }
        assert_eq!(t.remembered(), 100);
        // The cursor is at 99 s: marks at or below 89 s cannot come back.
        t.prune(&[]);
        assert_eq!(t.remembered(), 10);
    }

    #[test]
    fn several_sources_for_one_pool_are_handled_together() {
        let mut t = Tracker::new(Duration::from_secs(0));
        t.start_at(Source::NewHolds, Some(0));
        t.start_at(Source::Ledger, Some(0));
        t.absorb(Source::NewHolds, &[row(1, 5, 5)]);
        t.absorb(Source::Ledger, &[row(1, 3, 3), row(2, 4, 4)]);
        assert_eq!(t.pending(), vec![k(1), k(2)]);
        assert_eq!(t.lag(10 * S), Duration::from_secs(7));
        t.handled(&k(1));
        assert_eq!(t.absorb(Source::Ledger, &[row(1, 3, 3)]), 0);
        assert_eq!(t.absorb(Source::NewHolds, &[row(1, 5, 5)]), 0);
    }

    fn drained(item: u64, seen: i64, last_refill: i64) -> Row {
        row(item, seen, last_refill)
    }

    #[test]
    fn the_probe_covers_every_pool_within_the_round() {
        assert_eq!(drain_slices(Duration::from_secs(1)), 4);
        assert_eq!(drain_slices(Duration::from_millis(500)), 8);
        // An interval above the round: every pool every pass.
        assert_eq!(drain_slices(Duration::from_secs(10)), 1);
        assert_eq!(drain_slices(Duration::ZERO), MAX_DRAIN_SLICES);
        assert_eq!(drain_slices(Duration::from_millis(1)), MAX_DRAIN_SLICES);
        let mut t = Tracker::new(Duration::from_secs(600));
        let turns: Vec<u64> = (0..9).map(|_| t.next_drain_slice(4)).collect();
        assert_eq!(turns, vec![0, 1, 2, 3, 0, 1, 2, 3, 0]);
        // Fewer slices (a shorter interval in force): still in range.
        assert!(t.next_drain_slice(1) == 0);
        // Every pool is in exactly one slice, and the slices share the pools.
        let mut per = [0u32; 4];
        for item in 0..1000 {
            per[drain_slice_of(&k(item), 4) as usize] += 1;
        }
        assert!(per.iter().all(|&n| n == 250), "{per:?}");
    }

    #[test]
    fn a_drained_pool_is_looked_at_once_per_drain() {
        let mut t = Tracker::new(Duration::from_secs(600));
        // Found drained at 100 s, last refilled at 40 s: pending since it
        // was seen (when it drained is unknown), not since the refill.
        assert_eq!(t.absorb(Source::Drained, &[drained(1, 100, 40)]), 1);
        assert_eq!(t.lag(101 * S), Duration::from_secs(1));
        // Judged to need nothing (its stock all held): not again while it
        // stays in the same drain ...
        t.handled(&k(1));
        assert_eq!(t.absorb(Source::Drained, &[drained(1, 104, 40)]), 0);
        // ... and the probe does not move the ranged cursors.
        assert_eq!(t.range_start(Source::NewHolds), None);
        // Refilled (at 106 s) and drained again: pending again.
        assert_eq!(t.absorb(Source::Drained, &[drained(1, 110, 106)]), 1);
        t.handled(&k(1));
        assert_eq!(t.remembered(), 1);
        // No longer drained: forgotten when its slice is probed, not before.
        let slice = drain_slice_of(&k(1), 4);
        t.prune_drained(4, (slice + 1) % 4, &[]);
        assert_eq!(t.remembered(), 1);
        t.prune_drained(4, slice, &[]);
        assert_eq!(t.remembered(), 0);
        // The ranged sources' pruning leaves the drained marks alone.
        t.absorb(Source::Drained, &[drained(1, 120, 106)]);
        t.handled(&k(1));
        t.prune(&[]);
        assert_eq!(t.remembered(), 1);
    }
}
