//! The reference reservation transactions as a library: reserve (one line or a
//! cart), claim and release, as SQL text plus the small decisions around it.
//! Pure: no database. `crate::db::reserve` executes these statements on a
//! connection, in the order this module prescribes, and answers with the
//! results defined here ([`ReserveReport`], [`ReserveOutcome`], [`LineHeld`]).
//!
//! Lock order, the same as `examples/app-sql/` (and `poolctl lint`'s
//! `lock-order-inversion` rule): `pool_refill_state -> reservation_units ->
//! reserved_quantities -> ledger`. Reserve deletes units FIRST and inserts the
//! hold SECOND; claim touches holds and the ledger only; release locks the
//! pool's refill-state row, inserts units, then deletes the hold.
//!
//! Every statement runs at READ COMMITTED (the seam starts each transaction
//! with that isolation) and is tagged `/* conn_tag:NAME */`.
//!
//! Orders larger than what the pool can give (a line whose quantity exceeds the
//! pool's cap, or a line still short after an inline refill) take the
//! **ledger-backed path**: under the pool's refill-state row lock (which
//! refills and releases take, the only writers that add units), take what the
//! pool has with SKIP LOCKED and hold the rest directly against the stock
//! behind the pool, checked in one consistent read: `rest <= L - H - P`.
//! Not covered while units are still unheld (`L - H`: the pool's units are
//! locked by reserves in flight, which may roll back), it scans again until
//! they settle, within one more refill wait, rather than answer sold out.
//!
//! Sold out: a line still short after a refill round that added nothing to
//! its pool (its buyer's own refill, or the one it waited for) is refused at
//! once when fewer units than it asks are unheld at all (`L - H`, one plain
//! read: [`sold_out`]), without queueing for the refill lock or the
//! refill-state row: otherwise, once a sale sells out, every buyer would run
//! a refill with nothing to add, one after another, before its answer.
//!
//! Beside this module: [`sql`] (the statements, and the scans' bookkeeping),
//! the hot path (`hot_path`: [`HotPath`], where scans start, the reserve
//! procedure's edge) and the buyer's refills (`buyer_refill`: inline when
//! short, [`RefillAhead`] of empty).

mod buyer_refill;
mod hot_path;
pub mod sql;

pub use buyer_refill::{
    AHEAD_REST, FillLook, InlineRefill, RefillAhead, RefillDue, edge_read_every, low_water,
    refill_threshold,
};
pub use hot_path::{
    EDGE_READ_EVERY, EDGE_SPREAD, EdgeGuess, EdgeStart, HotPath, RANK_SPAN, Told, rank_start,
    scan_start,
};
pub use sql::{IdRange, ReserveSql, ScanLine};

use crate::pool::PoolKey;
use crate::retry::{Failure, RetryPolicy};
use std::collections::{BTreeSet, HashMap};
use std::time::{Duration, Instant};

/// Business-process tags, one per transaction kind.
pub const TAG_RESERVE: &str = "checkout_reserve";
pub const TAG_CLAIM: &str = "checkout_completion";
pub const TAG_RELEASE: &str = "checkout_release";

/// One line of a cart: `quantity` units of one pool.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Line {
    pub key: PoolKey,
    pub quantity: u64,
}

/// Why a request is refused before it reaches the server.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RequestError {
    #[error("a reservation needs at least one line")]
    Empty,
    #[error("line {index} asks for 0 units of pool {key}: quantities start at 1")]
    ZeroQuantity { index: usize, key: PoolKey },
    #[error(
        "pool {key} appears twice in one cart (lines {first} and {second}): one hold per pool and checkout, merge the lines"
    )]
    DuplicatePool {
        key: PoolKey,
        first: usize,
        second: usize,
    },
    #[error("checkout id must be 1 to 64 ASCII characters without control characters, got {0:?}")]
    BadCheckout(String),
}

/// How a reserve behaves around the pool.
#[derive(Debug, Clone, Copy)]
pub struct ReserveOptions {
    /// Seconds a reserve that found its pool short keeps going for the
    /// inline refill (its own, or waiting for another buyer's) before it takes
    /// the ledger-backed path.
    pub refill_wait_secs: u64,
    /// Rows per inline refill transaction.
    pub refill_batch: u64,
    /// Inline refill transactions beyond what its first read asked for
    /// (`crate::pool::transaction_budget`): 0, a buyer fills the deficit it
    /// saw and goes back to buying; the next short buyer tops up the rest.
    pub refill_chase: u64,
    pub retry: RetryPolicy,
    /// Time spent between the locking scan and the writes, holding the units,
    /// as an application's own work or network round trips would: the
    /// flash-sale bench's `--think-ms`. Zero for an application.
    pub hold_for: Duration,
    /// How the scan walks the pool and how many round trips an attempt
    /// takes (`crate::db::reserve`).
    pub path: HotPath,
    /// Refill ahead of empty after a committed reserve ([`RefillAhead`]);
    /// `None`: pools are refilled only when a buyer finds one short (or by
    /// `poolctl replenish`).
    pub refill_ahead: Option<RefillAhead>,
}

impl Default for ReserveOptions {
    fn default() -> Self {
        ReserveOptions {
            refill_wait_secs: 3,
            refill_batch: 1000,
            refill_chase: 0,
            retry: RetryPolicy {
                max_retries: 5,
                base: Duration::from_millis(5),
                max_delay: Duration::from_millis(200),
            },
            hold_for: Duration::ZERO,
            path: HotPath::default(),
            refill_ahead: Some(RefillAhead::DEFAULT),
        }
    }
}

/// What one line got.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineHeld {
    pub key: PoolKey,
    /// Units taken out of the pool.
    pub from_pool: u64,
    /// Units held directly against the ledger (ledger-backed path).
    pub from_ledger: u64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReserveOutcome {
    Held(Vec<LineHeld>),
    /// Line indices without the stock to cover them: nothing was held.
    SoldOut(Vec<usize>),
}

/// A reserve's result and what it took to get there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReserveReport {
    pub outcome: ReserveOutcome,
    /// Units this reserve inserted by refilling inline.
    pub refilled_rows: u64,
    /// Times this reserve found a pool short and went for its refill lock
    /// (a buyer that waited for another's inline refill has this > 0 and
    /// `refilled_rows` 0).
    pub refill_attempts: u32,
    /// Transactions retried after a retryable error, by kind.
    pub retries: Vec<Failure>,
    /// Units this reserve added by refilling ahead, after its own commit
    /// ([`RefillAhead`]).
    pub refilled_ahead: u64,
    /// The refill ahead failed (the reservation itself is committed and
    /// held): what went wrong, for the caller to log.
    pub refill_ahead_error: Option<String>,
    /// A deferred refill ahead ([`RefillAhead::deferred`]) this reserve
    /// found due, for the caller to run (`Db::refill_due`) after answering
    /// the buyer; empty otherwise.
    pub refill_due: RefillDue,
}

/// Validate a cart: at least one line, quantities >= 1, each pool once, and a
/// checkout id that fits `reserved_quantities.checkout_id` (ASCII, <= 64).
pub fn validate(checkout: &str, lines: &[Line]) -> Result<(), RequestError> {
    if checkout.is_empty()
        || checkout.len() > 64
        || !checkout
            .chars()
            .all(|c| c.is_ascii() && !c.is_ascii_control())
    {
        return Err(RequestError::BadCheckout(checkout.to_string()));
    }
    if lines.is_empty() {
        return Err(RequestError::Empty);
    }
    for (index, l) in lines.iter().enumerate() {
        if l.quantity == 0 {
            return Err(RequestError::ZeroQuantity { index, key: l.key });
        }
        if let Some(first) = lines[..index].iter().position(|o| o.key == l.key) {
            return Err(RequestError::DuplicatePool {
                key: l.key,
                first,
                second: index,
            });
        }
    }
    Ok(())
}

/// How each line of one attempt is reserved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    /// Indices of the lines that take the ledger-backed path.
    pub ledger_backed: BTreeSet<usize>,
}

impl Plan {
    /// First attempt: lines larger than `default_cap` can never be served by
    /// the pool alone and go ledger-backed at once; the others use the pool.
    pub fn first(lines: &[Line], default_cap: u64) -> Plan {
        Plan {
            ledger_backed: lines
                .iter()
                .enumerate()
                .filter(|(_, l)| l.quantity > default_cap)
                .map(|(i, _)| i)
                .collect(),
        }
    }

    /// After an inline refill, lines still short go ledger-backed.
    pub fn escalate(&self, short: &[usize]) -> Plan {
        let mut ledger_backed = self.ledger_backed.clone();
        ledger_backed.extend(short.iter().copied());
        Plan { ledger_backed }
    }

    /// The ledger-backed lines' pools, sorted: their refill-state rows are
    /// locked in this order, so two large carts never wait in a cycle.
    pub fn state_locks(&self, lines: &[Line]) -> Vec<PoolKey> {
        let mut keys: Vec<PoolKey> = self.ledger_backed.iter().map(|&i| lines[i].key).collect();
        keys.sort_by_key(|k| (k.shop, k.item, k.location));
        keys
    }
}

/// Lines (by index) for which the scan returned fewer units than asked,
/// among the pool-path lines. `got[i]` is the number of ids line i got.
pub fn short_lines(lines: &[Line], got: &[u64], plan: &Plan) -> Vec<usize> {
    lines
        .iter()
        .enumerate()
        .filter(|(i, l)| !plan.ledger_backed.contains(i) && got[*i] < l.quantity)
        .map(|(i, _)| i)
        .collect()
}

/// A ledger-backed line: may `rest = quantity - from_pool` units be held
/// against the stock behind the pool? `behind` = L - H - P from one read.
pub fn ledger_covers(quantity: u64, from_pool: u64, behind: i64) -> bool {
    let rest = quantity.saturating_sub(from_pool);
    rest == 0 || i64::try_from(rest).is_ok_and(|r| r <= behind)
}

/// A line still short after a refill round that added nothing to its pool
/// (its buyer's own, or the one it waited for) is sold out when fewer units
/// than it asks are unheld at all (`unheld` = L - H, one plain read; a unit an uncommitted reserve took
/// counts as unheld, so the answer errs towards "some left"): neither a
/// refill nor the ledger-backed path could cover it.
pub fn sold_out(quantity: u64, unheld: i64) -> bool {
    i64::try_from(quantity).map_or(true, |q| unheld < q)
}

/// What each line of a committed reserve got: `got[i]` units of line `i`
/// came from the pool, the rest of its quantity is held against the ledger
/// (ledger-backed lines only ever get less than they asked).
pub fn held(lines: &[Line], got: &[u64]) -> Vec<LineHeld> {
    lines
        .iter()
        .zip(got)
        .map(|(l, &g)| LineHeld {
            key: l.key,
            from_pool: g.min(l.quantity),
            from_ledger: l.quantity - g.min(l.quantity),
        })
        .collect()
}

/// What one connection has seen of the pools it reserved from, kept with
/// the connection by the seam: where its next scans start, the caps it
/// read, the edges the reserve procedure told it, the pools it leaves alone
/// for a while.
#[derive(Debug, Default)]
pub struct PoolsSeen {
    /// The highest unit id seen in each pool: where random-start scans
    /// begin.
    pub seen_max: HashMap<PoolKey, u64>,
    /// The cap each pool had when this connection last read it: the random
    /// starts' width and the first guess of the limit of a read of its fill.
    pub pool_caps: HashMap<PoolKey, u64>,
    /// Just above the unit this connection took last in each pool: where
    /// a walking scan starts (`HotPath::WalkTwoTrips`).
    pub walk_from: HashMap<PoolKey, u64>,
    /// Each pool's bottom edge as this connection knows it (read by the
    /// reserve procedure one call in 8, moved up by the units got since):
    /// where its next start is read from or guessed.
    pub pool_edge: HashMap<PoolKey, EdgeGuess>,
    /// Pools a refill ahead found at their target (nothing to add): not
    /// looked at again by this connection before then.
    pub ahead_rest: HashMap<PoolKey, Instant>,
    /// The reserve procedure could not be called on this connection (the
    /// server's error code: not created, or no EXECUTE grant, and when): its
    /// reserves take two round trips instead for a while
    /// ([`HotPath::Procedure`]).
    pub no_procedure: Option<(u16, Instant)>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(item: u64, quantity: u64) -> Line {
        Line {
            key: PoolKey {
                shop: 1,
                item,
                location: 1,
            },
            quantity,
        }
    }

    #[test]
    fn validate_refuses_empty_zero_duplicate_and_bad_checkout() {
        assert_eq!(validate("c1", &[]), Err(RequestError::Empty));
        assert!(matches!(
            validate("c1", &[line(1, 0)]),
            Err(RequestError::ZeroQuantity { index: 0, .. })
        ));
        assert!(matches!(
            validate("c1", &[line(1, 1), line(2, 1), line(1, 3)]),
            Err(RequestError::DuplicatePool {
                first: 0,
                second: 2,
                ..
            })
        ));
        assert!(validate("", &[line(1, 1)]).is_err());
        assert!(validate(&"x".repeat(65), &[line(1, 1)]).is_err());
        assert!(validate("caf\u{e9}", &[line(1, 1)]).is_err());
        assert!(validate("chk-1", &[line(1, 1), line(2, 5)]).is_ok());
    }

    #[test]
    fn lines_over_the_cap_start_ledger_backed_and_short_lines_escalate() {
        let lines = [line(3, 5000), line(1, 2), line(2, 1000)];
        let plan = Plan::first(&lines, 1000);
        assert_eq!(plan.ledger_backed, BTreeSet::from([0]));
        let short = short_lines(&lines, &[0, 1, 1000], &plan);
        assert_eq!(short, vec![1]);
        let next = plan.escalate(&short);
        assert_eq!(next.ledger_backed, BTreeSet::from([0, 1]));
        // Locked in key order, not line order.
        let keys: Vec<u64> = next.state_locks(&lines).iter().map(|k| k.item).collect();
        assert_eq!(keys, vec![1, 3]);
    }

    #[test]
    fn ledger_covers_only_the_stock_behind_the_pool() {
        assert!(ledger_covers(5000, 1000, 4000));
        assert!(!ledger_covers(5000, 1000, 3999));
        assert!(
            ledger_covers(10, 10, -3),
            "all from the pool: nothing to cover"
        );
        assert!(!ledger_covers(1, 0, 0));
        assert!(!ledger_covers(u64::MAX, 0, i64::MAX));
    }

    #[test]
    fn sold_out_only_when_fewer_units_than_asked_are_unheld() {
        assert!(sold_out(1, 0));
        assert!(!sold_out(1, 1));
        assert!(sold_out(5000, 4999));
        assert!(!sold_out(5000, 5000));
        assert!(
            sold_out(1, -3),
            "holds over the ledger (a ledger cut): none left"
        );
        assert!(sold_out(u64::MAX, i64::MAX));
    }

    #[test]
    fn held_splits_each_line_between_pool_and_ledger() {
        let lines = [line(1, 3), line(2, 10)];
        let h = held(&lines, &[3, 4]);
        assert_eq!((h[0].from_pool, h[0].from_ledger), (3, 0));
        assert_eq!((h[1].from_pool, h[1].from_ledger), (4, 6));
        assert_eq!(h[1].key, lines[1].key);
    }
}
