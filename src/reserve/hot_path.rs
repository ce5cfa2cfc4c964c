//! The reserve's hot path: how a reserve walks the pool and talks to the
//! server ([`HotPath`]), where each line's `SKIP LOCKED` scan starts (a
//! random id among the recent ones, [`scan_start`]; a random rank,
//! [`rank_start`]; the pool's bottom edge as the reserve procedure reads
//! it, [`EdgeGuess`]). Pure: `crate::db::reserve` follows it.

use super::sql::IdRange;

/// How a reserve walks the pool and talks to the server; `poolctl bench
/// flash-sale --hot-path ...` runs them side by side. Random starts spread
/// concurrent buyers over the pool where head scans queue them at its
/// first unit; the default takes the fewest round trips.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Default,
    serde::Serialize,
    schemars::JsonSchema,
    clap::ValueEnum,
)]
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
    /// instead of meeting where a run of sold ids ends.
    WalkTwoTrips,
    /// Two round trips; each scan starts at a random RANK among the pool's
    /// units instead of a random id: the first round trip sets the start to
    /// the id of the unit at a random offset among the first ones (a plain
    /// read: `SELECT ... INTO` a session variable, `rank_start`), then
    /// scans from it. A random id lands in a stretch of sold ids as often as
    /// the stretch is long, and the scan takes the unit just above it, so
    /// stretches grow and buyers gather above them, walking past each
    /// other's held units; a random rank does not, for a walk of the first
    /// ranks.
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
    /// default: nothing parsed per reserve, one wake-up of each side instead
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
pub fn scan_start(seen_max: Option<u64>, width: u64, r: f64) -> IdRange {
    match seen_max {
        None => IdRange::All,
        Some(max) => {
            let low = max.saturating_sub(width.max(1)).max(1);
            let span = max - low + 1;
            let off = ((r.clamp(0.0, 1.0) * span as f64) as u64).min(span - 1);
            IdRange::From(low + off)
        }
    }
}

/// Offsets a ranked start draws from, at most: a wider range meets no fewer
/// of the other buyers' locked units, and walks more of the pool's rows.
pub const RANK_SPAN: u64 = 128;

/// How many of a pool's lowest ids the reserve procedure spreads its start
/// over ([`HotPath::Procedure`]): eight times the buyers of one pool that
/// hold a unit at once in the flash-sale bench (32 clients), about one or
/// two of the pool's index pages (a unit's row is some 60 bytes), so that
/// concurrent scans rarely start on the same unit and their reads and
/// deletes are not all on one page; and under a pool's half cap (the band
/// is at most that much less dense). A narrower spread brings the buyers'
/// scans onto fewer pages, where they wait on each other; a wider one walks
/// more sold ids; the refills ahead it leads to each add less
/// ([`EdgeGuess::guessed`] moves the edge up by half the spread).
pub const EDGE_SPREAD: u32 = 256;

/// How often a connection's reserve procedure reads the pool's edge: one
/// call in this many per pool, and whenever the guess failed; the others
/// start from [`EdgeGuess`]. The read is a statement of its own, and every
/// buyer's read meets the others' deletes on the edge's index page: a read
/// on every call costs the server more per reservation than one in 8.
pub const EDGE_READ_EVERY: u32 = 8;

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
/// fill, kept until the refill-ahead look takes it ([`RefillAhead::look`](super::RefillAhead::look)).
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
    /// says. Counting from the edge last read instead would take in the
    /// units left below the guess: the looks would come late and the pool
    /// run dry.
    pub fn lo(&self) -> u64 {
        self.lo
    }

    /// The next call's start, `r` a random draw, the edge read one call
    /// in `read_every` ([`edge_read_every`](super::edge_read_every)).
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
pub fn rank_start(cap: u64, r: f64) -> IdRange {
    let n = (cap / 2).clamp(1, RANK_SPAN);
    IdRange::FromRank(((r.clamp(0.0, 1.0) * n as f64) as u64).min(n - 1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reserve::{RefillAhead, edge_read_every};

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
    fn the_edge_is_read_one_call_in_eight_and_after_a_failed_guess() {
        let mut e = EdgeGuess::default();
        assert_eq!(
            e.start(5, EDGE_READ_EVERY),
            EdgeStart::Read { from: 0 },
            "nothing known yet"
        );
        // A pool's first unit is id 1: an edge like any other (not a sign
        // of nothing known, which would make every call read it).
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
}
