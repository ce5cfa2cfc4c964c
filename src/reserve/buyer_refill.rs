//! A buyer's refills: inline, when its line found the pool short (one buyer
//! refills under the pool's refill lock while the others wait for its
//! transaction, [`InlineRefill`], [`refill_threshold`]), and ahead of empty,
//! after a committed reserve found the pool below its low-water mark
//! ([`RefillAhead`], [`low_water`]), at once or left to the caller
//! ([`RefillDue`]). Pure: `crate::db::reserve` runs them.

use super::hot_path::{EDGE_READ_EVERY, Told};
use crate::pool::PoolKey;
use std::time::Duration;

/// Rows a pool must hold for a buyer that found it short, and then took its
/// refill lock, to leave the refill alone: half the pool's own cap (its
/// `pool_caps` row, else the default; another buyer's
/// refill ran meanwhile: the short scan met rows other buyers held, not an
/// empty pool), or the line's quantity when that is more. Refilling anyway
/// would be a refill transaction (a count of the pool's holds) for a few
/// rows, one waiter after another while the others queue on the lock.
pub fn refill_threshold(cap: u64, quantity: u64) -> u64 {
    (cap / 2).max(quantity).max(1)
}

/// The refill-ahead low-water mark of a pool of `cap` rows: `below` of the
/// cap, rounded up, at least 1 (0 when refill-ahead is off: `below` 0).
pub fn low_water(cap: u64, below: f64) -> u64 {
    if below <= 0.0 || cap == 0 {
        return 0;
    }
    ((cap as f64 * below.min(1.0)).ceil() as u64).clamp(1, cap)
}

/// How long a connection leaves a pool alone after a refill ahead that took
/// the pool's refill lock added nothing: the pool was below its low-water
/// mark with nothing to add (at its target min(cap, L - H): little stock
/// left), or above the mark by then (another refill got there between the
/// look and the lock): either way a look on every sample would cost a read
/// or a refill transaction for nothing. A refill lock found busy does not
/// rest the pool. A buyer that finds it short still refills inline.
pub const AHEAD_REST: Duration = Duration::from_secs(5);

/// One call in how many reads the pool's edge: [`EDGE_READ_EVERY`], or
/// refill ahead's `every` when that is more often (the edge read is the
/// procedure path's refill-ahead look: [`RefillAhead::look`]).
pub fn edge_read_every(ahead: Option<RefillAhead>) -> u32 {
    ahead
        .filter(RefillAhead::on)
        .map_or(EDGE_READ_EVERY, |a| a.every.clamp(1, EDGE_READ_EVERY))
}

/// Refill ahead of empty: after its own commit, a buyer that looked at its
/// pool and found it below `below` of its cap ([`low_water`]) takes the
/// pool's refill lock WITHOUT waiting and refills it, so the pool is topped
/// up while it still has units and nobody meets it empty. Busy lock:
/// another refill is on its way, the buyer goes. The look
/// ([`RefillAhead::look`]): on the reserve procedure's edge path, the span
/// of ids its edge read answered (no statement), one call in
/// [`edge_read_every`]; on the statement paths, a plain read of the pool's
/// fill by one reserve in `every`, drawn at random so the connections do
/// not sample in step.
///
/// `deferred`: the refill is left to the caller. The reserve returns as
/// soon as its hold is committed, with the pools it found below the mark in
/// [`ReserveReport::refill_due`](super::ReserveReport::refill_due), and the caller runs them with
/// `Db::refill_due` once the buyer has the answer (on the same connection,
/// before its next reserve, or handed to a worker): the buyer's latency no
/// longer carries a refill transaction. A caller that never runs them gets
/// no refill ahead (the pools are refilled inline when found short).
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, schemars::JsonSchema)]
pub struct RefillAhead {
    /// Share of the pool's cap under which it is refilled, in (0, 1].
    #[schemars(extend("x-unit" = "share (0 to 1)"))]
    pub below: f64,
    /// One reserve in this many looks at the pool's fill (1: every one; on
    /// the procedure's edge path, at least this often: every edge read).
    pub every: u32,
    /// Leave the refill to the caller, after the answer (see above).
    pub deferred: bool,
}

impl RefillAhead {
    /// The library's default.
    pub const DEFAULT: RefillAhead = RefillAhead {
        below: 0.5,
        every: 8,
        deferred: false,
    };

    /// The default, deferred to the caller.
    pub const DEFERRED: RefillAhead = RefillAhead {
        deferred: true,
        ..RefillAhead::DEFAULT
    };

    /// Does it refill at all (`below` above 0)?
    pub fn on(&self) -> bool {
        self.below > 0.0
    }

    /// Does this reserve look? `r` uniform in [0, 1).
    pub fn samples(&self, r: f64) -> bool {
        self.on() && r * f64::from(self.every.max(1)) < 1.0
    }

    /// How a committed reserve looks at one pool's fill. On the reserve
    /// procedure's edge path (`told`: its call's answer) the look costs no
    /// statement: a call that read the edge answered the span of the
    /// pool's ids above it, an upper bound of the units it left, so a span
    /// under the low-water mark of the pool's cap (`cap`, as this
    /// connection last read it) means the pool is under it
    /// ([`FillLook::Refill`]; the refill's own read under the lock
    /// confirms); a guessed call looks at nothing, the connection's next
    /// edge read does (one call in [`edge_read_every`]: at least as often
    /// as `every` asks). The span over-counts by the sold ids inside the
    /// band, which lie among the `spread` ids above its bottom where the
    /// buyers start ([`EDGE_SPREAD`](super::EDGE_SPREAD)): a span within `spread` above the
    /// mark says nothing for sure, and that look reads the fill
    /// ([`FillLook::Read`]; so does every edge read of a pool whose cap is
    /// within a spread of nothing, and the first one of a cap not read yet:
    /// the read reads the cap too). The statement paths (`told` none): one
    /// reserve in `every`, drawn with `r`, reads the fill.
    pub fn look(&self, told: Option<Told>, cap: Option<u64>, spread: u64, r: f64) -> FillLook {
        if !self.on() {
            return FillLook::Skip;
        }
        match (told, cap) {
            (Some(Told::Span(span)), Some(cap)) => {
                let mark = low_water(cap, self.below);
                if span < mark {
                    FillLook::Refill
                } else if span < mark.saturating_add(spread) {
                    FillLook::Read
                } else {
                    FillLook::Skip
                }
            }
            (Some(Told::Span(_)), None) => FillLook::Read,
            (Some(Told::Guessed), _) => FillLook::Skip,
            (None, _) if self.samples(r) => FillLook::Read,
            (None, _) => FillLook::Skip,
        }
    }
}

/// What a committed reserve does to look at one pool's fill for refill
/// ahead ([`RefillAhead::look`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FillLook {
    /// Nothing this time.
    Skip,
    /// One plain read of the pool's rows from its edge
    /// ([`ReserveSql::pool_fill`](super::ReserveSql::pool_fill)): refill when below the mark.
    Read,
    /// Below the mark by what the reserve itself read: refill (the refill
    /// looks again under its lock).
    Refill,
}

/// What a short line's pool got from one inline-refill round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InlineRefill {
    /// This buyer took the refill lock and ran the refill: the rows it
    /// added (0: the pool was at its target, min(cap, L - H), already).
    Refilled(u64),
    /// This buyer took the refill lock and found the pool refilled already
    /// ([`refill_threshold`]): no refill run.
    NotNeeded,
    /// Another connection held the refill lock: this buyer waited for its
    /// refill transaction to commit (or for the lock-wait timeout), and
    /// whether that refill added units (the pool's `next_unit_id` moved
    /// during the wait; `true` after a lock-wait timeout).
    Waited { added: bool },
}

/// Pools a committed reserve found below refill ahead's mark (or is to read
/// the fill of), left to the caller ([`RefillAhead::deferred`]); run with
/// the same options' refill ahead.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RefillDue {
    pub(crate) pools: Vec<(PoolKey, FillLook)>,
}

impl RefillDue {
    /// Nothing to run.
    pub fn is_empty(&self) -> bool {
        self.pools.is_empty()
    }

    /// The pools due, in the cart's order.
    pub fn pools(&self) -> impl Iterator<Item = &PoolKey> {
        self.pools.iter().map(|(k, _)| k)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reserve::{EDGE_SPREAD, EdgeGuess};

    #[test]
    fn a_refilled_pool_is_left_alone() {
        // Half the cap, or the line's quantity when more, and never 0.
        assert_eq!(refill_threshold(1000, 1), 500);
        assert_eq!(refill_threshold(1000, 800), 800);
        assert_eq!(refill_threshold(1, 1), 1);
        assert_eq!(refill_threshold(0, 0), 1);
    }

    #[test]
    fn refill_ahead_marks_and_samples() {
        assert_eq!(low_water(1000, 0.5), 500);
        assert_eq!(low_water(1000, 0.0), 0, "off");
        assert_eq!(low_water(3, 0.1), 1, "at least one row");
        assert_eq!(low_water(50, 2.0), 50, "never above the cap");
        assert_eq!(low_water(0, 0.5), 0, "a disabled pool");
        let every4 = RefillAhead {
            every: 4,
            ..RefillAhead::DEFAULT
        };
        assert!(every4.samples(0.0) && every4.samples(0.249));
        assert!(!every4.samples(0.25) && !every4.samples(0.99));
        let always = RefillAhead { every: 1, ..every4 };
        assert!(always.samples(0.99));
        let off = RefillAhead {
            below: 0.0,
            ..always
        };
        assert!(!off.samples(0.0));
    }

    #[test]
    fn the_edge_reads_span_is_the_look_on_the_procedure_path() {
        let ahead = RefillAhead::DEFAULT;
        let (sampled, not) = (0.0, 0.99);
        let spread = u64::from(EDGE_SPREAD);
        let look = |told, cap, r| ahead.look(Some(told), cap, spread, r);
        for r in [sampled, not] {
            // The edge read's span under the mark: refill, whatever the draw.
            assert_eq!(look(Told::Span(499), Some(1000), r), FillLook::Refill);
            assert_eq!(look(Told::Span(0), Some(1000), r), FillLook::Refill);
            // Within a spread above it (the sold ids among the starts): read.
            assert_eq!(look(Told::Span(500), Some(1000), r), FillLook::Read);
            assert_eq!(
                look(Told::Span(500 + spread - 1), Some(1000), r),
                FillLook::Read
            );
            // Above that: nothing to do, no statement.
            assert_eq!(
                look(Told::Span(500 + spread), Some(1000), r),
                FillLook::Skip
            );
            assert_eq!(look(Told::Guessed, Some(1000), r), FillLook::Skip);
            // A pool within a spread of empty at its mark: every edge read reads.
            assert_eq!(look(Told::Span(50), Some(50), r), FillLook::Read);
        }
        // The pool's own cap sets the mark.
        assert_eq!(look(Told::Span(499), Some(900), not), FillLook::Read);
        assert_eq!(
            look(Told::Span(450 + spread), Some(900), not),
            FillLook::Skip
        );
        // A cap not read yet: the edge read reads the fill (and the cap).
        assert_eq!(look(Told::Span(10), None, not), FillLook::Read);
        assert_eq!(look(Told::Guessed, None, sampled), FillLook::Skip);
        // A statement path: the sampled read.
        assert_eq!(
            ahead.look(None, Some(1000), spread, sampled),
            FillLook::Read
        );
        assert_eq!(ahead.look(None, Some(1000), spread, not), FillLook::Skip);
        let off = RefillAhead {
            below: 0.0,
            every: 1,
            deferred: false,
        };
        assert_eq!(
            off.look(Some(Told::Span(0)), Some(1000), spread, sampled),
            FillLook::Skip
        );
        assert_eq!(off.look(None, None, spread, sampled), FillLook::Skip);
        // A call's answer is taken once.
        let mut e = EdgeGuess::default();
        assert_eq!(e.take_told(), None);
        e.read(1000, 320, 3);
        assert_eq!(
            e.take_told(),
            Some(Told::Span(317)),
            "less what the call took"
        );
        assert_eq!(e.take_told(), None);
        e.guessed(1005, 1, 1010);
        assert_eq!(e.take_told(), Some(Told::Guessed));
    }
}
