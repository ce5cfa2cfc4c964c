//! The reserve's hot path ([`HotPath`]): where each line's `SKIP LOCKED`
//! scan starts, the wrap-around, and how many round trips an attempt takes.
//!
//! - **Random start**: concurrent buyers of one pool that all start at the
//!   head of its key range walk past each other's locked rows and past the
//!   delete-marked rows purge has not removed yet, every one of them, on
//!   every reserve. Starting each scan at a random id within the pool's
//!   recent ids ([`reserve::scan_start`]: the `cap` ids below the highest id
//!   this connection has seen; ids only grow) spreads them over the pool; a
//!   scan that comes back short goes on below its start (`id < start`), so
//!   every row stays reachable and "short" still means short.
//! - **Batched**: `SET TRANSACTION ... READ COMMITTED; START TRANSACTION;` and
//!   the scan go in one multi-statement round trip, the delete of every
//!   line's units and the multi-row insert of the holds in a second, checked,
//!   then `COMMIT`: 3 round trips instead of 6. Values are integers written
//!   into the text and the checkout id a hex literal
//!   ([`ReserveSql::writes_inline`]). Ledger-backed attempts (large orders)
//!   keep the statement-by-statement path.
//! - **Two trips** (`random-two-trips`, the default): the second round trip
//!   also commits. The check that the delete removed every locked unit moves
//!   to the server ([`crate::reserve::sql::deleted_all_guard`], between the
//!   delete and the holds): when it fails, the server runs nothing after it,
//!   so neither the holds nor `COMMIT`, and the attempt rolls back.
//! - **Procedure** (`procedure`, the default): a one-line cart is ONE round
//!   trip, a `CALL` of the stored procedure `poolctl migrate` creates
//!   (`migrations/V5__reserve_procedure.sql`), which reads the pool's bottom
//!   edge (the lowest id at or above the edge this connection saw last:
//!   buyers take the lowest ids, so sold units purge has not removed yet
//!   lie below it), scans from a random id within
//!   [`reserve::EDGE_SPREAD`] ids of it, with its wrap-around, runs the checked
//!   deletes, the hold and `COMMIT` on the server and answers (units got,
//!   highest id, edge). `procedure-random` starts the same procedure at the
//!   client's random id instead. A cart of several lines goes the two-trip
//!   way; so does every reserve of a connection whose `CALL` met 1305 (not
//!   migrated) or 1370 (no `EXECUTE`), for [`PROCEDURE_RETRY`], then it
//!   tries the procedure again.
//! - **Ranked start** (`rank-two-trips`, a bench alternative): the first
//!   round trip reads the start, the id at a random offset among the pool's
//!   first units, into a session variable with a plain `SELECT ... INTO`,
//!   and scans from it; the wrap-around goes below the same variable. Inline
//!   scans only: a bound attempt (ledger-backed lines) starts at a random id.

use super::{Db, DbError, ReserveError};
use crate::pool::PoolKey;
use crate::reserve::{self, HotPath, IdRange, Line, Plan, ReserveOptions, ReserveSql, ScanLine};
use mysql::prelude::Queryable;

/// How long a connection whose `CALL` of the reserve procedure met 1305 (not
/// created yet) or 1370 (no `EXECUTE`) takes two round trips before it tries
/// the procedure again: a deploy that migrates V5, or a grant, reaches every
/// connection within this, not only new ones.
pub(super) const PROCEDURE_RETRY: std::time::Duration = std::time::Duration::from_secs(60);

/// One statement's result in a multi-statement round trip: its rows and its
/// affected rows.
type Set = (Vec<mysql::Row>, u64);

/// Rows of every result set of a multi-statement text, with each set's
/// affected rows; the first failing statement's error (the server runs no
/// statement after it).
fn batch(conn: &mut mysql::Conn, sql: &str) -> Result<Vec<Set>, mysql::Error> {
    let mut result = conn.query_iter(sql)?;
    let mut sets = Vec::new();
    while let Some(set) = result.iter() {
        let affected = set.affected_rows();
        let rows = set.collect::<Result<Vec<_>, _>>()?;
        sets.push((rows, affected));
    }
    Ok(sets)
}

/// The (line, id) rows of a scan's result sets.
fn scanned(sets: Vec<Set>) -> Result<Vec<(u64, u64)>, mysql::Error> {
    sets.into_iter()
        .flat_map(|s| s.0)
        .map(|row| {
            mysql::from_row_opt::<(u64, u64)>(row).map_err(|e| mysql::Error::FromRowError(e.0))
        })
        .collect()
}

/// Add scanned (line, id) rows to each line's ids.
fn distribute(ids: &mut [Vec<u64>], rows: impl IntoIterator<Item = (u64, u64)>) {
    for (line, id) in rows {
        if let Some(v) = usize::try_from(line).ok().and_then(|i| ids.get_mut(i)) {
            v.push(id);
        }
    }
}

/// The wrap-around of the lines whose scan from a start came back short:
/// the rest of their quantity, below the start.
fn wraps(scan: &[ScanLine], ids: &[Vec<u64>]) -> Vec<ScanLine> {
    scan.iter()
        .filter_map(|l| {
            let below = match l.range {
                IdRange::From(start) => IdRange::Below(start),
                IdRange::FromRank(offset) => IdRange::BelowRanked(offset),
                _ => return None,
            };
            let got = ids[l.index].len() as u64;
            (got < l.quantity).then(|| ScanLine {
                range: below,
                quantity: l.quantity - got,
                ..*l
            })
        })
        .collect()
}

impl Db {
    /// Each line's scan: from the head, or from a random start. A pool this
    /// connection has not scanned yet: its `next_unit_id` is read first (one
    /// plain read, once), so the first starts are spread too.
    pub(super) fn scan_plan(
        &mut self,
        sql: &ReserveSql,
        lines: &[Line],
        path: HotPath,
        inline: bool,
    ) -> Result<Vec<ScanLine>, mysql::Error> {
        let mut scan = Vec::with_capacity(lines.len());
        for (index, l) in lines.iter().enumerate() {
            let walked = self.walk_from.get(&l.key).copied().filter(|_| path.walks());
            let range = if let Some(from) = walked {
                IdRange::From(from)
            } else if path.ranked() && inline {
                let cap = self.pool_caps.get(&l.key).copied();
                reserve::rank_start(cap.unwrap_or(u64::from(sql.default_cap)), fastrand::f64())
            } else if path.random_start() {
                if !self.seen_max.contains_key(&l.key) {
                    let next: Option<u64> = self
                        .conn
                        .exec_first(&sql.peek_next_id, (l.key.shop, l.key.item, l.key.location))?;
                    if let Some(n) = next.filter(|&n| n > 1) {
                        self.seen_max.insert(l.key, n - 1);
                    }
                }
                let cap = self.pool_caps.get(&l.key).copied();
                reserve::scan_start(
                    self.seen_max.get(&l.key).copied(),
                    cap.unwrap_or(u64::from(sql.default_cap)),
                    fastrand::f64(),
                )
            } else {
                IdRange::All
            };
            scan.push(ScanLine {
                index,
                key: l.key,
                quantity: l.quantity,
                range,
            });
        }
        Ok(scan)
    }

    /// Remember the highest id seen in each pool (where random starts go).
    pub(super) fn learn_ids(&mut self, lines: &[Line], ids: &[Vec<u64>]) {
        for (l, v) in lines.iter().zip(ids) {
            if let Some(&max) = v.iter().max() {
                self.walk_from.insert(l.key, max + 1);
                let seen = self.seen_max.entry(l.key).or_insert(max);
                *seen = (*seen).max(max);
            }
        }
    }

    /// The scan and its wrap-around in an open transaction, statement by
    /// statement (prepared, values bound).
    pub(super) fn scan_bound(
        tx: &mut mysql::Transaction<'_>,
        sql: &ReserveSql,
        scan: &[ScanLine],
        lines: usize,
    ) -> Result<Vec<Vec<u64>>, mysql::Error> {
        let mut ids: Vec<Vec<u64>> = vec![Vec::new(); lines];
        let (text, params) = sql.scan_lines(scan, false);
        distribute(&mut ids, tx.exec::<(u64, u64), _, _>(text, params)?);
        let wrap = wraps(scan, &ids);
        if !wrap.is_empty() {
            let (text, params) = sql.scan_lines(&wrap, false);
            distribute(&mut ids, tx.exec::<(u64, u64), _, _>(text, params)?);
        }
        Ok(ids)
    }

    /// One batched attempt of a cart with no ledger-backed line: see the
    /// module documentation. `None`: some line came back short (rolled back).
    pub(super) fn reserve_batched(
        &mut self,
        sql: &ReserveSql,
        checkout: &str,
        lines: &[Line],
        plan: &Plan,
        opts: &ReserveOptions,
    ) -> Result<Result<Vec<Vec<u64>>, Vec<usize>>, ReserveError> {
        let wire = self.wire.clone();
        let err =
            |e: mysql::Error| ReserveError::Db(wire.error(e, "reserving", super::reserve::GRANT));
        let mut attempt = Err(Attempted::Lost(String::new()));
        let now = std::time::Instant::now();
        let mut by_procedure = opts.path.procedure()
            && lines.len() == 1
            && self
                .no_procedure
                .is_none_or(|(_, at)| now.duration_since(at) >= PROCEDURE_RETRY);
        if by_procedure {
            // From the pool's edge the procedure needs no start; from the
            // client's random start (`procedure-random`) it does.
            let start = if opts.path.spread() > 0 {
                None
            } else {
                let scan = self.scan_plan(sql, lines, opts.path, true).map_err(err)?;
                Some(scan[0].range)
            };
            attempt = self.procedure_attempt(sql, checkout, &lines[0], start, opts);
            match &attempt {
                Err(Attempted::Driver(e)) => {
                    if let Some(
                        c @ (super::codes::NO_SUCH_PROCEDURE
                        | super::codes::PROCEDURE_ACCESS_DENIED),
                    ) = super::codes::of(e)
                    {
                        // Not migrated to V5 yet, or no EXECUTE grant: nothing
                        // ran; this connection takes two round trips until it
                        // tries the procedure again.
                        self.no_procedure = Some((c, now));
                        by_procedure = false;
                    }
                }
                _ => self.no_procedure = None,
            }
        }
        if !by_procedure {
            let scan = self.scan_plan(sql, lines, opts.path, true).map_err(err)?;
            attempt = self.batched_attempt(sql, checkout, lines, plan, &scan, opts);
        }
        if attempt.is_err() {
            // Whatever failed, nothing of this attempt may stay open.
            let _ = self.conn.query_drop("ROLLBACK");
        }
        match attempt {
            Ok(Ok(ids)) => {
                self.learn_ids(lines, &ids);
                Ok(Ok(ids))
            }
            Ok(Err(short)) => Ok(Err(short)),
            Err(Attempted::Driver(e)) => Err(err(e)),
            Err(Attempted::Lost(detail)) => Err(ReserveError::Db(DbError::Other {
                action: "reserving".into(),
                detail,
            })),
        }
    }

    /// One attempt of a one-line cart in one round trip: the stored
    /// procedure ([`ReserveSql::procedure_call`]), from the pool's edge this
    /// connection saw last (or, `procedure-random`, from the scan's random
    /// start). Its answer is the units got, the highest id and the pool's
    /// edge now (kept for the next call); the ids themselves stay on the
    /// server, so the line's ids come back as that many copies of the
    /// highest (all the caller reads of them: how many, and the highest).
    fn procedure_attempt(
        &mut self,
        sql: &ReserveSql,
        checkout: &str,
        line: &Line,
        start: Option<IdRange>,
        opts: &ReserveOptions,
    ) -> Result<Result<Vec<Vec<u64>>, Vec<usize>>, Attempted> {
        let mut spread = opts.path.spread();
        let mut guessed = None;
        let start = match start {
            None if spread > 0 => {
                let edge = self.pool_edge.get(&line.key).copied().unwrap_or_default();
                match edge.start(
                    fastrand::u64(..),
                    reserve::edge_read_every(opts.refill_ahead),
                ) {
                    reserve::EdgeStart::Read { from } => from,
                    reserve::EdgeStart::Guess { start } => {
                        spread = 0;
                        guessed = Some(start);
                        start
                    }
                }
            }
            None => 0,
            Some(IdRange::From(id)) => id,
            Some(_) => 0,
        };
        // The procedure's parameter is an INT UNSIGNED of microseconds.
        let hold_us = u64::try_from(opts.hold_for.as_micros())
            .unwrap_or(u64::MAX)
            .min(u64::from(u32::MAX));
        let text = sql.procedure_call(line, checkout, start, spread, hold_us);
        let sets = match batch(&mut self.conn, &text) {
            Err(e) if super::codes::of(&e) == Some(super::codes::SIGNAL) => {
                return Err(Attempted::Lost(format!(
                    "the delete did not remove the {} units this transaction locked: nothing held",
                    line.quantity
                )));
            }
            other => other?,
        };
        let row = sets
            .into_iter()
            .find_map(|(rows, _)| rows.into_iter().next());
        let Some((got, max, lo, span)) = row
            .map(mysql::from_row_opt::<(u64, u64, u64, u64)>)
            .transpose()
            .map_err(|e| Attempted::Driver(mysql::Error::FromRowError(e.0)))?
        else {
            return Err(Attempted::Lost(
                "the reserve procedure answered no row".into(),
            ));
        };
        if let Some(start) = guessed {
            self.pool_edge
                .entry(line.key)
                .or_default()
                .guessed(start, got, max);
        } else if spread > 0 {
            // The edge now (the caller's own when the pool above it is
            // empty), and the span above it: refill ahead's look.
            self.pool_edge
                .entry(line.key)
                .or_default()
                .read(lo, span, got);
        }
        if got < line.quantity {
            return Ok(Err(vec![0]));
        }
        Ok(Ok(vec![vec![max; usize::try_from(got).unwrap_or(0)]]))
    }

    fn batched_attempt(
        &mut self,
        sql: &ReserveSql,
        checkout: &str,
        lines: &[Line],
        plan: &Plan,
        scan: &[ScanLine],
        opts: &ReserveOptions,
    ) -> Result<Result<Vec<Vec<u64>>, Vec<usize>>, Attempted> {
        let (path, hold) = (opts.path, opts.hold_for);
        let mut ids: Vec<Vec<u64>> = vec![Vec::new(); lines.len()];
        let (text, _) = sql.scan_lines(scan, true);
        let sets = batch(
            &mut self.conn,
            &format!("SET TRANSACTION ISOLATION LEVEL READ COMMITTED; START TRANSACTION; {text}"),
        )?;
        distribute(&mut ids, scanned(sets)?);
        let wrap = wraps(scan, &ids);
        if !wrap.is_empty() {
            let (text, _) = sql.scan_lines(&wrap, true);
            distribute(&mut ids, scanned(batch(&mut self.conn, &text)?)?);
        }
        let got: Vec<u64> = ids.iter().map(|v| v.len() as u64).collect();
        let short = reserve::short_lines(lines, &got, plan);
        if !short.is_empty() {
            self.conn.query_drop("ROLLBACK")?;
            return Ok(Err(short));
        }
        if !hold.is_zero() {
            std::thread::sleep(hold);
        }
        let writes: Vec<(Line, &[u64])> = lines
            .iter()
            .zip(&ids)
            .map(|(l, v)| (*l, v.as_slice()))
            .collect();
        let units: u64 = got.iter().sum();
        let commit = path.commit_with_writes();
        let text = sql.writes_inline(&writes, checkout, commit);
        let sets = match batch(&mut self.conn, &text) {
            // The guard: the delete did not remove every locked unit, and
            // nothing after it ran (the caller rolls back).
            Err(e) if commit && super::codes::of(&e) == Some(super::codes::SUBQUERY_ROWS) => {
                return Err(Attempted::Lost(format!(
                    "the delete did not remove the {units} units this transaction locked: nothing held"
                )));
            }
            other => other?,
        };
        let (deleted, inserted) = match (sets.as_slice(), commit) {
            ([(_, d), (_, i)], false) | ([(_, d), _, (_, i), _], true) => (*d, *i),
            ([(_, i)], false) | ([(_, i), _], true) if units == 0 => (0, *i),
            _ => {
                return Err(Attempted::Lost(
                    "the writes returned an unexpected result".into(),
                ));
            }
        };
        // Every id was locked by this transaction: all of them go, or
        // something else took a unit and nothing is held.
        if deleted != units || inserted != lines.len() as u64 {
            if commit {
                // Unreachable while the guard holds: say so loudly.
                return Err(Attempted::Lost(format!(
                    "committed: deleted {deleted} of the {units} units this transaction locked and inserted {inserted} of {} holds",
                    lines.len()
                )));
            }
            self.conn.query_drop("ROLLBACK")?;
            return Err(Attempted::Lost(format!(
                "deleted {deleted} of the {units} units this transaction locked and inserted {inserted} of {} holds",
                lines.len()
            )));
        }
        if !commit {
            self.conn.query_drop("COMMIT")?;
        }
        Ok(Ok(ids))
    }
}

/// How a batched attempt failed.
enum Attempted {
    Driver(mysql::Error),
    /// An invariant check failed: rolled back, not retried.
    Lost(String),
}

impl From<mysql::Error> for Attempted {
    fn from(e: mysql::Error) -> Self {
        Attempted::Driver(e)
    }
}

/// A number kept per pool (the highest id seen, the cap last read).
pub(super) type SeenMax = std::collections::HashMap<PoolKey, u64>;

/// Per pool, this connection's knowledge of its edge (the reserve procedure).
pub(super) type Edges = std::collections::HashMap<PoolKey, reserve::EdgeGuess>;
