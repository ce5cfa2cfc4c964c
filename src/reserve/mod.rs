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
//!
//! Sold out: a line still short after a refill round that added nothing to
//! its pool (its buyer's own refill, or the one it waited for) is refused at
//! once when fewer units than it asks are unheld at all (`L - H`, one plain
//! read: [`sold_out`]), without queueing for the refill lock or the
//! refill-state row; once a sale sells out, every buyer otherwise ran a
//! refill with nothing to add in turn, and the last of 32 learned "sold out"
//! 0.76 s late (README, flash sale).

pub mod sql;

pub use sql::{IdRange, ReserveSql, ScanLine};

use crate::pool::PoolKey;
use crate::retry::{Failure, RetryPolicy};
use std::collections::BTreeSet;
use std::time::Duration;

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

/// How a reserve walks the pool and talks to the server, measured side by
/// side by `poolctl bench flash-sale --hot-path ...` (README, "reserve,
/// claim, release"): random starts were the win over head scans; the
/// batched and two-trip forms measured within the shared machine's noise of
/// each other, and the default takes the fewest round trips.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum HotPath {
    /// The published form: every scan starts at the head of the pool's key
    /// range, one statement per round trip (6 round trips for one line).
    Head,
    /// Each scan starts at a random id within the pool's recent id range and
    /// wraps around to the head when it comes back short; one statement per
    /// round trip.
    Random,
    /// Head scans, statements sent together: `SET TRANSACTION` + `START
    /// TRANSACTION` + the scan in one round trip, the delete and the holds in
    /// the next, `COMMIT` in a third.
    Batched,
    /// Random starts and batched statements (3 round trips).
    RandomBatched,
    /// Random starts, and 2 round trips: `SET TRANSACTION` + `START
    /// TRANSACTION` + the scan, then the delete, a guard that fails the
    /// round trip unless the delete removed every locked unit, the holds
    /// and `COMMIT` together (the fewest round trips of the statement forms,
    /// the same speed as `RandomBatched` on loopback; what `Procedure` does
    /// for a cart of several lines, or where the procedure is missing).
    RandomTwoTrips,
    /// Two round trips; each connection walks the pool: its first scan
    /// starts at a random id, every later one just above the unit it took
    /// last (wrapping around below), so the connections stay spread out
    /// instead of meeting where a run of sold ids ends (measured: the same
    /// speed, a little less server CPU per reservation).
    WalkTwoTrips,
    /// Two round trips; each scan starts at a random RANK among the pool's
    /// units instead of a random id: the first round trip sets the start to
    /// the id of the unit at a random offset among the first ones (a plain
    /// read: `SELECT ... INTO` a session variable, `rank_start`), then
    /// scans from it. A random id lands in a stretch of sold ids as often as
    /// the stretch is long, and the scan takes the unit just above it, so
    /// stretches grow and buyers gather above them, walking past each
    /// other's held units (measured: 21 a reservation at 32 buyers); a
    /// random rank does not (0.7), for a walk of the first ranks.
    RankTwoTrips,
    /// One round trip: a stored procedure (`migrations/V5__reserve_procedure.sql`)
    /// reads the pool's bottom edge (the lowest id at or above the edge this
    /// connection saw last: sold units lie below it), starts its scan at a
    /// random id within 256 ids (`EDGE_SPREAD`) of that lowest one, deletes each
    /// unit it locked (the server checks every delete removed its unit),
    /// inserts the hold and commits, or rolls back when the line came back
    /// short (after the wrap-around below the start and below the edge: a
    /// short answer is conclusive). One-line carts; a cart of several lines
    /// goes the two-trip way, and so does every reserve of a connection
    /// whose first call found the procedure missing or not granted (error
    /// 1305 or 1370: nothing ran) for the database layer's retry interval. The
    /// default (README, "reserve, claim, release": 1.3-1.7x the two-trip
    /// statements, and less server CPU per reservation than `ProcedureRandom`
    /// in four rounds of five): nothing parsed per reserve, one wake-up of each side instead
    /// of two, the units held for the transaction's own work only, and the
    /// scan neither walks the sold units purge has not removed yet nor
    /// queues behind the other buyers at the pool's first unit. The edge is
    /// read one call in 8 (`EDGE_READ_EVERY`); the others start from the
    /// connection's guess (`EdgeGuess`).
    #[default]
    Procedure,
    /// The same procedure with the scan started at the random id the client
    /// drew (`scan_start`, as `RandomTwoTrips`) instead of at the edge.
    /// The pool is a dense band of the newest ids (buyers take the lowest
    /// first), so most random starts among the cap ids below the highest
    /// fall below the band and every such scan walks up to its bottom edge,
    /// past the sold units and the other buyers' locked ones.
    ProcedureRandom,
}

impl HotPath {
    /// Scans start at a random id (a ranked path's bound attempts too).
    pub fn random_start(self) -> bool {
        matches!(
            self,
            HotPath::Random
                | HotPath::RandomBatched
                | HotPath::RandomTwoTrips
                | HotPath::WalkTwoTrips
                | HotPath::RankTwoTrips
                | HotPath::Procedure
                | HotPath::ProcedureRandom
        )
    }

    /// Starts at a random rank among the pool's units ([`rank_start`]).
    pub fn ranked(self) -> bool {
        self == HotPath::RankTwoTrips
    }

    /// A connection's later scans start above the unit it took last.
    pub fn walks(self) -> bool {
        self == HotPath::WalkTwoTrips
    }

    pub fn batched(self) -> bool {
        !matches!(self, HotPath::Head | HotPath::Random)
    }

    /// `COMMIT` goes with the writes, behind the server-side guard.
    pub fn commit_with_writes(self) -> bool {
        matches!(
            self,
            HotPath::RandomTwoTrips
                | HotPath::WalkTwoTrips
                | HotPath::RankTwoTrips
                | HotPath::Procedure
                | HotPath::ProcedureRandom
        )
    }

    /// One-line carts go through the reserve procedure.
    pub fn procedure(self) -> bool {
        matches!(self, HotPath::Procedure | HotPath::ProcedureRandom)
    }

    /// How widely the reserve procedure spreads its start above the pool's
    /// edge (0: it starts at the client's random id).
    pub fn spread(self) -> u32 {
        match self {
            HotPath::Procedure => EDGE_SPREAD,
            _ => 0,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            HotPath::Head => "head",
            HotPath::Random => "random",
            HotPath::Batched => "batched",
            HotPath::RandomBatched => "random-batched",
            HotPath::RandomTwoTrips => "random-two-trips",
            HotPath::WalkTwoTrips => "walk-two-trips",
            HotPath::RankTwoTrips => "rank-two-trips",
            HotPath::Procedure => "procedure",
            HotPath::ProcedureRandom => "procedure-random",
        }
    }
}

/// Where a random-start scan begins: uniformly in the `width` ids below the
/// highest id this connection has seen in the pool (`seen_max`; ids only
/// grow: refill hands them out from `next_unit_id`), drawn from `r` in
/// [0, 1). Nothing seen yet: from the head. The start only spreads
/// concurrent buyers over the pool; the wrap-around makes every row
/// reachable whatever it is.
pub fn scan_start(seen_max: Option<u64>, width: u64, r: f64) -> sql::IdRange {
    match seen_max {
        None => sql::IdRange::All,
        Some(max) => {
            let low = max.saturating_sub(width.max(1)).max(1);
            let span = max - low + 1;
            let off = ((r.clamp(0.0, 1.0) * span as f64) as u64).min(span - 1);
            sql::IdRange::From(low + off)
        }
    }
}

/// Offsets a ranked start draws from, at most: measured at 32 buyers on a
/// 1,000-row pool, offsets below 128 met as few locked units a reservation
/// (0.7) as offsets below 500, and walk a quarter of the rows.
pub const RANK_SPAN: u64 = 128;

/// How many of a pool's lowest ids the reserve procedure spreads its start
/// over ([`HotPath::Procedure`]): eight times the buyers of one pool that
/// hold a unit at once in the flash-sale bench (32 clients), about one or
/// two of the pool's index pages (a unit's row is some 60 bytes), so that
/// concurrent scans rarely start on the same unit and their reads and
/// deletes are not all on one page; and under a pool's half cap (the band
/// is at most that much less dense). Against 64, in eight interleaved
/// rounds of the goal sale (README, "The night of 2026-12-03"): 0.40x the
/// context switches per reservation, 0.87x the server's CPU, 1.18x the
/// throughput, p99 0.96x (paired medians), with about twice the refills
/// ahead, each adding less ([`EdgeGuess::guessed`] moves the edge up by
/// half the spread). 1,024 was no better than 256.
pub const EDGE_SPREAD: u32 = 256;

/// How often a connection's reserve procedure reads the pool's edge: one
/// call in this many per pool, and whenever the guess failed; the others
/// start from [`EdgeGuess`]. The read is a statement of its own, and every
/// buyer's read meets the others' deletes on the edge's index page: in four
/// interleaved rounds one read in 8 used 1-9% less server CPU per
/// reservation than a read on every call (one in 4, 16 and 64 measured
/// alike in a first trial; README, "reserve, claim, release").
pub const EDGE_READ_EVERY: u32 = 8;

/// One call in how many reads the pool's edge: [`EDGE_READ_EVERY`], or
/// refill ahead's `every` when that is more often (the edge read is the
/// procedure path's refill-ahead look: [`RefillAhead::look`]).
pub fn edge_read_every(ahead: Option<RefillAhead>) -> u32 {
    ahead
        .filter(RefillAhead::on)
        .map_or(EDGE_READ_EVERY, |a| a.every.clamp(1, EDGE_READ_EVERY))
}

/// Where one connection's next reserve procedure call for a pool starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EdgeStart {
    /// Read the edge at or above `from` (the procedure's spread start).
    Read { from: u64 },
    /// Start the scan at `start` itself, no read (spread 0: it wraps down
    /// to the head, so a short answer is still conclusive).
    Guess { start: u64 },
}

/// One connection's knowledge of a pool's bottom edge for the reserve
/// procedure: the edge the procedure last read, moved up by the units this
/// connection got since (a unit got from a start near the edge lies within
/// [`EDGE_SPREAD`] of it, and the edge only rises: refills add ids above,
/// buyers take the lowest). A guessed call that came back short, or got
/// its unit below its start (nothing was free above it: the guess was past
/// the band), makes the next call read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct EdgeGuess {
    lo: u64,
    guesses: u32,
    stale: bool,
    told: Option<Told>,
}

/// What a connection's last reserve procedure call told about a pool's
/// fill, kept until the refill-ahead look takes it ([`RefillAhead::look`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Told {
    /// The call read the edge: the span of the pool's ids at or above the
    /// caller's edge (highest - lowest + 1, 0: none) less the units the
    /// call took. An upper bound of the units left there (the sold ids
    /// inside the band are counted too: tens of them, near its bottom).
    Span(u64),
    /// The call started from a guess: it read nothing.
    Guessed,
}

impl EdgeGuess {
    /// The edge as known: counted from by the refill-ahead look (0: none).
    /// After guessed calls it can lie above units still unsold (the buyers'
    /// starts spread over the band's bottom), so the look counts fewer
    /// units than the pool holds and refills it ahead sooner than its mark
    /// says: in the goal sale at 67-94% of the cap, not 50% (2026-12-04).
    /// Counting from the edge last read instead was measured and not kept:
    /// the span above that edge takes in the units left below the guess,
    /// so the looks came late and the pool ran dry (README, "The night of
    /// 2026-12-03": the refills, counted from the head).
    pub fn lo(&self) -> u64 {
        self.lo
    }

    /// The next call's start, `r` a random draw, the edge read one call
    /// in `read_every` ([`edge_read_every`]).
    pub fn start(&self, r: u64, read_every: u32) -> EdgeStart {
        if self.lo == 0 || self.stale || self.guesses + 1 >= read_every {
            EdgeStart::Read { from: self.lo }
        } else {
            EdgeStart::Guess {
                start: self.lo + r % u64::from(EDGE_SPREAD),
            }
        }
    }

    /// A call read the edge: `lo` (0: nothing read, the old edge stays),
    /// the span of ids at or above it before the call, and the units the
    /// call got (taken off the span: the fill it left).
    pub fn read(&mut self, lo: u64, span: u64, got: u64) {
        if lo > 0 {
            self.lo = lo;
        }
        self.guesses = 0;
        self.stale = false;
        self.told = Some(Told::Span(span.saturating_sub(got)));
    }

    /// What the last call told about the fill, once.
    pub fn take_told(&mut self) -> Option<Told> {
        self.told.take()
    }

    /// A guessed call from `start` got `got` units, the highest `max`.
    pub fn guessed(&mut self, start: u64, got: u64, max: u64) {
        self.guesses += 1;
        self.told = Some(Told::Guessed);
        if got == 0 || max < start {
            self.stale = true;
            return;
        }
        self.lo = self.lo.max(max.saturating_sub(u64::from(EDGE_SPREAD / 2)));
    }
}

/// A ranked start ([`HotPath::RankTwoTrips`]): the offset, among the
/// pool's units in id order, of the unit the scan starts at, uniform in
/// [0, min(cap / 2, [`RANK_SPAN`])) from `r` in [0, 1): refill ahead keeps
/// at least half the cap in the pool, so the offset nearly always names a
/// unit; when it does not (the pool holds fewer), the scan starts at the
/// head. The units are sold oldest first, and every one of the first ranks
/// is as likely a start whatever the sold ids between them.
pub fn rank_start(cap: u64, r: f64) -> sql::IdRange {
    let n = (cap / 2).clamp(1, RANK_SPAN);
    sql::IdRange::FromRank(((r.clamp(0.0, 1.0) * n as f64) as u64).min(n - 1))
}

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
/// look and the lock). Resting only in the first case measured no better
/// (2026-12-04, four rounds of the goal sale, `--design pool,counter`: as
/// many refill-ahead looks, p99 within the noise). A refill lock found busy
/// does not rest the pool. A buyer that finds it short still refills inline.
pub const AHEAD_REST: Duration = Duration::from_secs(5);

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
/// [`ReserveReport::refill_due`], and the caller runs them with
/// `Db::refill_due` once the buyer has the answer (on the same connection,
/// before its next reserve, or handed to a worker): the buyer's latency no
/// longer carries a refill transaction. A caller that never runs them gets
/// no refill ahead (the pools are refilled inline when found short).
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub struct RefillAhead {
    /// Share of the pool's cap under which it is refilled, in (0, 1].
    pub below: f64,
    /// One reserve in this many looks at the pool's fill (1: every one; on
    /// the procedure's edge path, at least this often: every edge read).
    pub every: u32,
    /// Leave the refill to the caller, after the answer (see above).
    pub deferred: bool,
}

impl RefillAhead {
    /// The library's default, chosen in the flash-sale bench (README,
    /// "reserve, claim, release").
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
    /// buyers start ([`EDGE_SPREAD`]): a span within `spread` above the
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
    /// ([`ReserveSql::pool_fill`]): refill when below the mark.
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
    /// takes (`crate::db::reserve_path`).
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
    fn random_starts_stay_within_the_recent_ids() {
        assert_eq!(scan_start(None, 1000, 0.5), IdRange::All);
        assert_eq!(scan_start(Some(5000), 1000, 0.0), IdRange::From(4000));
        assert_eq!(scan_start(Some(5000), 1000, 0.999_999), IdRange::From(5000));
        assert_eq!(scan_start(Some(300), 1000, 0.0), IdRange::From(1));
        for r in [0.0, 0.3, 0.999_999] {
            let IdRange::From(id) = scan_start(Some(300), 1000, r) else {
                panic!("a start")
            };
            assert!((1..=300).contains(&id), "{id}");
        }
        assert!(HotPath::Random.random_start() && !HotPath::Random.batched());
        assert_eq!(HotPath::default(), HotPath::Procedure);
        assert!(HotPath::Procedure.random_start() && HotPath::Procedure.commit_with_writes());
        assert!(HotPath::RandomTwoTrips.random_start() && HotPath::RandomTwoTrips.batched());
        assert!(HotPath::RandomTwoTrips.commit_with_writes());
        assert!(!HotPath::RandomBatched.commit_with_writes());
    }

    #[test]
    fn ranked_starts_stay_within_the_first_ranks() {
        assert_eq!(rank_start(1000, 0.0), IdRange::FromRank(0));
        assert_eq!(rank_start(1000, 0.999_999), IdRange::FromRank(127));
        assert_eq!(rank_start(100, 0.999_999), IdRange::FromRank(49));
        assert_eq!(rank_start(1, 0.7), IdRange::FromRank(0));
        assert!(HotPath::RankTwoTrips.ranked() && HotPath::RankTwoTrips.commit_with_writes());
        assert!(HotPath::RankTwoTrips.random_start(), "its bound attempts");
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
    fn the_edge_is_read_one_call_in_eight_and_after_a_failed_guess() {
        let mut e = EdgeGuess::default();
        assert_eq!(
            e.start(5, EDGE_READ_EVERY),
            EdgeStart::Read { from: 0 },
            "nothing known yet"
        );
        // A pool's first unit is id 1: an edge like any other (every
        // call read it while unit 1 was unsold, until 2026-12-04).
        let mut first = EdgeGuess::default();
        first.read(1, 300, 1);
        assert_eq!(
            first.start(6, EDGE_READ_EVERY),
            EdgeStart::Guess { start: 7 }
        );
        e.read(1000, 500, 1);
        assert_eq!(e.lo(), 1000);
        // Guesses start within the spread above the edge known ...
        let spread = u64::from(EDGE_SPREAD);
        assert_eq!(
            e.start(spread + 6, EDGE_READ_EVERY),
            EdgeStart::Guess { start: 1006 }
        );
        // ... which rises with the units got (less half the spread) ...
        e.guessed(1006, 1, 1000 + spread + 18);
        let lo = 1000 + spread / 2 + 18;
        assert_eq!(e.lo(), lo);
        e.guessed(lo + 2, 1, lo + 12);
        assert_eq!(e.lo(), lo, "never down");
        // ... until the eighth call, which reads.
        for _ in 2..EDGE_READ_EVERY - 1 {
            assert!(matches!(
                e.start(0, EDGE_READ_EVERY),
                EdgeStart::Guess { .. }
            ));
            e.guessed(lo, 1, lo + 22);
        }
        assert_eq!(e.start(0, EDGE_READ_EVERY), EdgeStart::Read { from: lo });
        e.read(1100, 400, 1);
        assert_eq!(
            e.start(1, EDGE_READ_EVERY),
            EdgeStart::Guess { start: 1101 }
        );
        // A unit got below the start (the guess was past the band), or a
        // short answer: read next.
        e.guessed(1101, 1, 1090);
        assert_eq!(e.start(1, EDGE_READ_EVERY), EdgeStart::Read { from: 1100 });
        e.read(0, 0, 0);
        assert_eq!(e.lo(), 1100, "an empty read keeps the edge");
        e.guessed(1101, 0, 0);
        assert_eq!(e.start(1, EDGE_READ_EVERY), EdgeStart::Read { from: 1100 });
        // Refill ahead asking for a look every 2 reserves: every second
        // call reads (the read is the look); asking for fewer: one in 8.
        let every = |n| {
            edge_read_every(Some(RefillAhead {
                every: n,
                ..RefillAhead::DEFAULT
            }))
        };
        assert_eq!(
            (every(2), every(1), every(0), every(64)),
            (2, 1, 1, EDGE_READ_EVERY)
        );
        assert_eq!(edge_read_every(None), EDGE_READ_EVERY);
        assert_eq!(
            edge_read_every(Some(RefillAhead {
                below: 0.0,
                every: 1,
                deferred: false,
            })),
            EDGE_READ_EVERY
        );
        e.read(1100, 400, 1);
        assert!(matches!(e.start(1, 2), EdgeStart::Guess { .. }));
        e.guessed(1101, 1, 1105);
        assert!(matches!(e.start(1, 2), EdgeStart::Read { .. }));
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
