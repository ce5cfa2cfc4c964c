//! Claims and the crash window (`--crash-rate P`): after a successful
//! reservation the buyer pays and the hold is claimed; with probability P
//! the claiming client dies between its two writes. The pool design's claim
//! is one transaction (`Db::claim`), so its "two writes" are two statements
//! of it and the crash rolls both back; the Redis design's is the MySQL
//! ledger write and the Redis cleanup, two stores, in either order
//! ([`ClaimOrder`]). What the crashes left is counted from the data at the
//! end ([`InventoryError`]). Pure: the claims run in `super::pool_load` and
//! `super::redis_load`.

use super::design::Rng;
use schemars::JsonSchema;
use serde::Serialize;

/// Which store a Redis claim writes first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClaimOrder {
    /// The MySQL ledger first, then the Redis cleanup (the hold dropped).
    LedgerFirst,
    /// The Redis cleanup first, then the ledger.
    CounterFirst,
}

/// What one claim does: its order (half the claims each way) and whether
/// the client dies after its first write (probability `crash_rate`).
pub fn draw(rng: &mut Rng, crash_rate: f64) -> (ClaimOrder, bool) {
    let order = if rng.next_u64() & 1 == 0 {
        ClaimOrder::LedgerFirst
    } else {
        ClaimOrder::CounterFirst
    };
    (order, crash_rate > 0.0 && rng.unit() < crash_rate)
}

/// The claims of a run and the inventory error they left, counted from the
/// data: per item, the units the design shows (available to reserve, plus
/// held) against the units the ledger has on hand.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, JsonSchema)]
pub struct InventoryError {
    /// Claims run (one per successful reservation).
    pub claims: u64,
    /// Claims whose client died between the two writes, ledger first.
    pub crashes_ledger_first: u64,
    /// Claims whose client died between the two writes, counter first (the
    /// Redis cleanup first; for the pool, the hold's delete before the
    /// ledger's update inside the one transaction).
    pub crashes_counter_first: u64,
    /// Units the design shows (available plus held) beyond the ledger's on
    /// hand: units it will sell that do not exist. From the data.
    pub oversold_units: u64,
    /// Units on hand in the ledger the design shows neither available nor
    /// held: stock it will never sell. From the data.
    pub unavailable_units: u64,
    /// Holds left behind by crashed claims, whole (the pool design's: the
    /// claim rolled back, the checkout as it was before it, for the
    /// payment's retry to claim). From the data.
    pub holds_left: u64,
}

impl InventoryError {
    /// Units wrong either way.
    pub fn units(&self) -> u64 {
        self.oversold_units + self.unavailable_units
    }

    pub fn crashes(&self) -> u64 {
        self.crashes_ledger_first + self.crashes_counter_first
    }

    /// One item's figures: `shown` units (available plus held), `on_hand`
    /// in the ledger.
    pub fn add_item(&mut self, shown: u64, on_hand: u64) {
        self.oversold_units += shown.saturating_sub(on_hand);
        self.unavailable_units += on_hand.saturating_sub(shown);
    }

    pub fn merge(&mut self, o: &InventoryError) {
        self.claims += o.claims;
        self.crashes_ledger_first += o.crashes_ledger_first;
        self.crashes_counter_first += o.crashes_counter_first;
        self.oversold_units += o.oversold_units;
        self.unavailable_units += o.unavailable_units;
        self.holds_left += o.holds_left;
    }

    /// A crash of `order` counted.
    pub fn crashed(&mut self, order: ClaimOrder) {
        match order {
            ClaimOrder::LedgerFirst => self.crashes_ledger_first += 1,
            ClaimOrder::CounterFirst => self.crashes_counter_first += 1,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crashes_come_at_their_rate_in_both_orders() {
        let mut rng = Rng::new(3);
        let draws: Vec<_> = (0..20_000).map(|_| draw(&mut rng, 0.05)).collect();
        let crashes = draws.iter().filter(|d| d.1).count();
        assert!((800..1200).contains(&crashes), "{crashes}");
        let ledger_first = draws
            .iter()
            .filter(|d| d.1 && d.0 == ClaimOrder::LedgerFirst)
            .count();
        assert!(
            ledger_first > 300 && crashes - ledger_first > 300,
            "{ledger_first}"
        );
        let mut rng = Rng::new(3);
        assert!((0..1000).all(|_| !draw(&mut rng, 0.0).1));
    }

    #[test]
    fn the_error_is_the_difference_either_way() {
        let mut e = InventoryError::default();
        e.add_item(10, 10);
        assert_eq!(e.units(), 0);
        e.add_item(12, 10);
        e.add_item(7, 10);
        assert_eq!(
            (e.oversold_units, e.unavailable_units, e.units()),
            (2, 3, 5)
        );
    }
}
