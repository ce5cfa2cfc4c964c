//! The reserve library's execution: reserve, claim and release on the
//! server, with the statements of `crate::reserve::sql::ReserveSql`, each
//! transaction at READ COMMITTED, in the order `crate::reserve` prescribes.
//!
//! Reserve (one line or a cart), per attempt, in one transaction:
//! lock the refill-state rows of ledger-backed lines (key order), ONE
//! `UNION ALL` scan of every line with `FOR UPDATE SKIP LOCKED`, the stock
//! check of ledger-backed lines, the deletes of every line's units, then one
//! multi-row insert of the holds. A pool-path line that comes back short rolls
//! the attempt back; its pool is refilled inline under the SAME named lock as
//! `poolctl refill` (`crate::pool::refill_lock_name`, `sql/refill_lock.sql`),
//! waited on for a few seconds, so one buyer refills while the others wait and
//! then find units; the attempt runs again. Still short: the line goes
//! ledger-backed, which answers "sold out" only when L - H - P cannot cover it.
//!
//! After a committed reserve, refill ahead of empty
//! ([`crate::reserve::RefillAhead`]): a reserve that looked at its pool
//! (the procedure's edge read, or a sampled read of the fill:
//! [`crate::reserve::RefillAhead::look`]) and found it below its low-water
//! mark (a share of the pool's own cap) refills it under the same named
//! lock, taken without waiting, so buyers rarely meet it empty; deferred
//! ([`crate::reserve::RefillAhead::deferred`]), the reserve returns at its
//! commit and the caller runs the refill after the answer
//! ([`Db::refill_due`]).
//!
//! Deadlocks (1213), lock-wait timeouts (1205) and MySQL's NOWAIT error (3572)
//! roll back and retry, a bounded number of times (`crate::retry`).
//!
//! The hot path ([`HotPath`], whose variants say what each is): where each
//! line's `SKIP LOCKED` scan starts ([`reserve::scan_start`],
//! [`reserve::rank_start`], the reserve procedure's edge), the wrap-around
//! below a start for a line that came back short (so "short" still means
//! short), and how many round trips an attempt takes: statement by
//! statement (prepared, values bound); batched, the statements of a round
//! trip sent as one multi-statement text with integers inline and the
//! checkout id a hex literal ([`ReserveSql::writes_inline`]), the second
//! one committing behind the server-side guard
//! ([`crate::reserve::sql::deleted_all_guard`]); or one `CALL` of the
//! reserve procedure (`migrations/V5__reserve_procedure.sql`) for a
//! one-line cart. Ledger-backed attempts (large orders) take the statement
//! path. A connection whose `CALL` met 1305 (not migrated) or 1370 (no
//! `EXECUTE`) takes two round trips for [`PROCEDURE_RETRY`], then tries the
//! procedure again.

use super::connect::Db;
use super::error::{DbError, codes};
use super::named_lock::NamedLock;
use super::refill::RefillOptions;
use super::retry::{Retried, ServerCode};
use crate::pool::PoolKey;
use crate::pool::sql::PoolSql;
use crate::reserve::sql::{self, GRANT};
use crate::reserve::{
    self, HotPath, IdRange, Line, LineHeld, Plan, RequestError, ReserveOptions, ReserveOutcome,
    ReserveReport, ReserveSql, ScanLine,
};
use crate::retry::RetryPolicy;
use crate::session;
use mysql::prelude::Queryable;
use mysql::{IsolationLevel, TxOpts, Value};
use std::collections::BTreeSet;
use std::time::{Duration, Instant};

#[derive(Debug, thiserror::Error)]
pub enum ReserveError {
    #[error(transparent)]
    Request(#[from] RequestError),
    #[error("checkout {checkout} holds nothing in pool {key} (claimed, released or expired)")]
    NotHeld { checkout: String, key: PoolKey },
    #[error("{0} (gave up after {1} retries)")]
    RetriesExhausted(DbError, u32),
    #[error(transparent)]
    Db(#[from] DbError),
}

impl ReserveError {
    pub fn server_code(&self) -> Option<u16> {
        match self {
            ReserveError::Db(e) | ReserveError::RetriesExhausted(e, _) => e.server_code(),
            _ => None,
        }
    }
}

enum Attempt {
    Held(Vec<LineHeld>),
    Short(Vec<usize>),
    NotCovered(Vec<usize>),
}

fn rc() -> TxOpts {
    TxOpts::default().set_isolation_level(Some(IsolationLevel::ReadCommitted))
}

/// A claim's ledger writes: each line's quantity off its ledger row, in
/// the order given (the callers' key order).
fn deduct(
    tx: &mut mysql::Transaction<'_>,
    sql: &ReserveSql,
    lines: &[(PoolKey, u64)],
) -> Result<(), mysql::Error> {
    for (key, q) in lines {
        let mut p: Vec<Value> = vec![(*q).into()];
        p.extend(key_params(key));
        tx.exec_drop(&sql.claim_ledger, p)?;
    }
    Ok(())
}

fn key_params(k: &PoolKey) -> Vec<Value> {
    vec![k.shop.into(), k.item.into(), k.location.into()]
}

impl ServerCode for ReserveError {
    fn server_code(&self) -> Option<u16> {
        ReserveError::server_code(self)
    }
}

impl From<Retried<ReserveError>> for ReserveError {
    /// A retryable error still failing after the retries names how many.
    fn from(r: Retried<ReserveError>) -> ReserveError {
        match r {
            Retried::Exhausted {
                error: ReserveError::Db(e),
                retries,
            } => ReserveError::RetriesExhausted(e, retries),
            other => other.into_error(),
        }
    }
}

impl Db {
    /// Why this connection's last call of the reserve procedure failed (the
    /// server's error code: 1305, 1370), when its reserves take two round
    /// trips for that reason; `None` once a call succeeded again.
    pub fn reserve_procedure_unusable(&self) -> Option<u16> {
        self.reserve.no_procedure.map(|(code, _)| code)
    }

    /// Reserve `lines` for `checkout`: see the module documentation.
    pub fn reserve(
        &mut self,
        sql: &ReserveSql,
        pool_sql: &PoolSql,
        checkout: &str,
        lines: &[Line],
        opts: &ReserveOptions,
    ) -> Result<ReserveReport, ReserveError> {
        reserve::validate(checkout, lines)?;
        let mut plan = Plan::first(lines, u64::from(sql.default_cap));
        let mut report = ReserveReport {
            outcome: ReserveOutcome::SoldOut(Vec::new()),
            refilled_rows: 0,
            refill_attempts: 0,
            retries: Vec::new(),
            refilled_ahead: 0,
            refill_ahead_error: None,
            refill_due: reserve::RefillDue::default(),
        };
        // A short line: one buyer refills inline, the others wait for its
        // refill to commit, then everyone scans again; a buyer still short
        // after running a refill itself (even one with nothing to add: the
        // pool is at min(cap, L - H)), or after `refill_wait_secs`, goes
        // ledger-backed for that line; one short after a refill round that
        // added nothing (its own or another's), with fewer units unheld than
        // it asks, is sold out.
        let mut refilled = false;
        // Pools whose last refill round added no units.
        let mut dry: BTreeSet<PoolKey> = BTreeSet::new();
        let deadline = Instant::now() + Duration::from_secs(opts.refill_wait_secs);
        loop {
            let mut retries = std::mem::take(&mut report.retries);
            let attempt = self
                .with_retries(&opts.retry, &mut retries, |db| {
                    db.reserve_once(sql, checkout, lines, &plan, opts)
                })
                .map_err(ReserveError::from);
            report.retries = retries;
            match attempt? {
                Attempt::Held(held) => {
                    if let Some(ahead) = opts.refill_ahead {
                        // Committed: whatever the refill ahead meets, the
                        // units are held; its failure is reported, not raised.
                        let spread = u64::from(opts.path.spread());
                        let pools: Vec<(PoolKey, reserve::FillLook)> = held
                            .iter()
                            .filter(|h| h.from_pool > 0)
                            .map(|h| {
                                let told = self
                                    .reserve
                                    .pool_edge
                                    .get_mut(&h.key)
                                    .and_then(reserve::EdgeGuess::take_told);
                                let cap = self.reserve.pool_caps.get(&h.key).copied();
                                (h.key, ahead.look(told, cap, spread, fastrand::f64()))
                            })
                            .filter(|(_, look)| *look != reserve::FillLook::Skip)
                            .collect();
                        if ahead.deferred {
                            report.refill_due = reserve::RefillDue { pools };
                        } else if !pools.is_empty() {
                            match self.refill_ahead(sql, pool_sql, &pools, ahead, opts) {
                                Ok(rows) => report.refilled_ahead = rows,
                                Err(e) => report.refill_ahead_error = Some(e.to_string()),
                            }
                        }
                    }
                    report.outcome = ReserveOutcome::Held(held);
                    return Ok(report);
                }
                Attempt::NotCovered(uncovered) => {
                    // Not covered, yet units are unheld (L - H, one plain
                    // read): the pool's units are locked by reserves in
                    // flight, which may yet roll back (a deadlock, a
                    // retry). Scan again until they settle, within one more
                    // refill wait; sold out only once L - H says so.
                    let gone = self.sold_out_lines(sql, lines, &uncovered)?;
                    let settled = deadline + Duration::from_secs(opts.refill_wait_secs);
                    if !gone.is_empty() || Instant::now() >= settled {
                        report.outcome =
                            ReserveOutcome::SoldOut(if gone.is_empty() { uncovered } else { gone });
                        return Ok(report);
                    }
                    std::thread::sleep(IN_FLIGHT_BACKOFF);
                }
                Attempt::Short(short) => {
                    // Short again after a refill round that added nothing to
                    // the line's pool (this buyer's or the one it waited
                    // for): fewer units unheld than the line asks is sold
                    // out, told in one plain read, not in turn under the
                    // refill lock or the refill-state row.
                    let dry_lines: Vec<usize> = short
                        .iter()
                        .copied()
                        .filter(|&i| dry.contains(&lines[i].key))
                        .collect();
                    let gone = self.sold_out_lines(sql, lines, &dry_lines)?;
                    if !gone.is_empty() {
                        report.outcome = ReserveOutcome::SoldOut(gone);
                        return Ok(report);
                    }
                    if refilled || Instant::now() >= deadline {
                        plan = plan.escalate(&short);
                        continue;
                    }
                    let mut short: Vec<&Line> = short.iter().map(|&i| &lines[i]).collect();
                    short.sort_by_key(|l| (l.key.shop, l.key.item, l.key.location));
                    dry.clear();
                    for line in short {
                        report.refill_attempts += 1;
                        match self.refill_inline(sql, pool_sql, &line.key, line.quantity, opts)? {
                            reserve::InlineRefill::Refilled(rows) => {
                                report.refilled_rows += rows;
                                refilled = true;
                                if rows == 0 {
                                    dry.insert(line.key);
                                }
                            }
                            reserve::InlineRefill::Waited { added: false } => {
                                dry.insert(line.key);
                            }
                            reserve::InlineRefill::NotNeeded
                            | reserve::InlineRefill::Waited { added: true } => {}
                        }
                    }
                }
            }
        }
    }

    /// Make sure `key`'s refill-state row exists before a transaction
    /// locks it: a plain read, and [`ReserveSql::ensure_state`] only when
    /// the row is missing. That insert's subquery (the pool's highest id)
    /// takes shared locks on the units it reads, on MariaDB at READ
    /// COMMITTED too: run on every call, it waited for any unit an
    /// in-flight reserve held at the top of the pool (a sale's last units).
    fn ensure_state_row(&mut self, sql: &ReserveSql, key: &PoolKey) -> Result<(), mysql::Error> {
        let have: Option<u64> = self.conn.exec_first(&sql.peek_next_id, key_params(key))?;
        if have.is_none() {
            let mut p = key_params(key);
            p.extend(key_params(key));
            self.conn.exec_drop(&sql.ensure_state, p)?;
        }
        Ok(())
    }

    /// The lines of `lines` at `short` with fewer units unheld (L - H, one
    /// plain read each) than they ask: sold out ([`reserve::sold_out`]).
    fn sold_out_lines(
        &mut self,
        sql: &ReserveSql,
        lines: &[Line],
        short: &[usize],
    ) -> Result<Vec<usize>, ReserveError> {
        let mut gone = Vec::new();
        for &i in short {
            let k = &lines[i].key;
            let mut p = key_params(k);
            p.extend(key_params(k));
            let unheld: Option<i64> = self.conn.exec_first(&sql.unheld, p).map_err(|e| {
                ReserveError::Db(self.wire.error(e, "checking for sold out", GRANT))
            })?;
            if reserve::sold_out(lines[i].quantity, unheld.unwrap_or(0)) {
                gone.push(i);
            }
        }
        Ok(gone)
    }

    /// One inline-refill round for a line of `quantity` units that found
    /// `key`'s pool short: take the pool's named refill lock without waiting
    /// (the same lock as `poolctl refill`); taken, refill the pool with the
    /// refill's own loop unless it holds [`reserve::refill_threshold`] rows
    /// already (another buyer's refill got there first); busy, wait for the
    /// holder's refill transaction to commit on the pool's refill-state row
    /// in share mode ([`ReserveSql::wait_for_refill`]), where every waiter
    /// is let go at once: no queue of buyers taking the lock in turn.
    pub fn refill_inline(
        &mut self,
        sql: &ReserveSql,
        pool_sql: &PoolSql,
        key: &PoolKey,
        quantity: u64,
        opts: &ReserveOptions,
    ) -> Result<reserve::InlineRefill, ReserveError> {
        let wire = self.wire.clone();
        let err = |e: mysql::Error| ReserveError::Db(wire.error(e, "refilling inline", GRANT));
        let filled = self
            .buyer_refill(
                sql,
                pool_sql,
                key,
                opts,
                |cap| reserve::refill_threshold(cap, quantity),
                err,
            )?
            .map(|added| match added {
                None => reserve::InlineRefill::NotNeeded,
                Some(added) => reserve::InlineRefill::Refilled(added),
            });
        if let Some(done) = filled {
            return Ok(done);
        }
        // Busy: someone is refilling. Wait for its transaction, not its lock;
        // the ids the pool has issued, before (a plain read: the last
        // committed) and after, tell whether that refill added units.
        let kind = self.server().kind;
        let before: Option<u64> = self
            .conn
            .exec_first(&sql.peek_next_id, key_params(key))
            .map_err(&err)?;
        let wait = sql.wait_for_refill(self.server());
        let waited = self.conn.start_transaction(rc()).and_then(|mut tx| {
            let after: Option<u64> = tx.exec_first(&wait, key_params(key))?;
            tx.commit()?;
            Ok(after)
        });
        match waited {
            Ok(after) => Ok(reserve::InlineRefill::Waited {
                added: after != before,
            }),
            Err(e) => {
                let e = err(e);
                // A refill longer than the session's lock-wait timeout: the
                // wait is over all the same; the scan runs again.
                match crate::retry::classify(kind, e.server_code()) {
                    crate::retry::Failure::LockWaitTimeout => {
                        Ok(reserve::InlineRefill::Waited { added: true })
                    }
                    _ => Err(e),
                }
            }
        }
    }

    /// A buyer's refill of `key`'s pool (the inline refill, refill ahead):
    /// the pool's named refill lock taken without waiting (`None`: busy);
    /// under it, nothing when the pool already holds `enough(cap)` rows
    /// (`Some(None)`: another refill got there first), else the refill loop
    /// with the buyer's options and no confirming look (`Some(Some(added))`).
    fn buyer_refill(
        &mut self,
        sql: &ReserveSql,
        pool_sql: &PoolSql,
        key: &PoolKey,
        opts: &ReserveOptions,
        enough: impl Fn(u64) -> u64,
        err: impl Fn(mysql::Error) -> ReserveError,
    ) -> Result<Option<Option<u64>>, ReserveError> {
        let database = self
            .database()
            .map_err(|e| DbError::Other {
                action: "naming the refill lock".into(),
                detail: e.to_string(),
            })?
            .to_string();
        let refill = RefillOptions {
            batch: opts.refill_batch,
            retry: opts.retry,
            failpoint: None,
            chase: opts.refill_chase,
            look_when_spent: false,
        };
        self.try_lock(&NamedLock::refill(&database, key), |db| {
            if db.pool_holds(sql, key, &enough).map_err(&err)? {
                return Ok(None);
            }
            let filled = db
                .refill_until_done(pool_sql, key, &refill)
                .map_err(|f| ReserveError::from(f.error.map(ReserveError::Db)))?;
            Ok(Some(filled.added))
        })
    }

    /// Whether `key`'s pool holds at least `rows(cap)` rows, for the pool's
    /// OWN cap (its `pool_caps` row, else the default): one plain read
    /// ([`ReserveSql::pool_fill`]) counted from the pool's edge this
    /// connection knows (the reserve procedure's answer, else the head), or
    /// two when the cap this connection last saw for the pool was another
    /// (the row count asked for depends on it).
    fn pool_holds(
        &mut self,
        sql: &ReserveSql,
        key: &PoolKey,
        rows: impl Fn(u64) -> u64,
    ) -> Result<bool, mysql::Error> {
        let default = u64::from(sql.default_cap);
        let mut asked = rows(self.reserve.pool_caps.get(key).copied().unwrap_or(default));
        for _ in 0..2 {
            if asked == 0 {
                return Ok(true);
            }
            let mut p = key_params(key);
            p.push(self.reserve.pool_edge.get(key).map_or(0, |e| e.lo()).into());
            p.push((asked - 1).into());
            p.extend(key_params(key));
            p.push(default.into());
            let row: Option<(bool, u64)> = self.conn.exec_first(&sql.pool_fill, p)?;
            let (holds, cap) = row.unwrap_or((false, default));
            self.reserve.pool_caps.insert(*key, cap);
            let want = rows(cap);
            if want == asked {
                return Ok(holds);
            }
            asked = want;
        }
        // The cap changed between the two reads: the first answer's rule.
        Ok(false)
    }

    /// Run the refill ahead a reserve left to the caller
    /// ([`reserve::RefillAhead::deferred`], [`ReserveReport::refill_due`]),
    /// with the options the reserve had, once the buyer has its answer:
    /// each pool due is refilled under its named refill lock, taken without
    /// waiting, exactly as the reserve would have done after its commit.
    /// Returns the units added (0 when nothing was due, refill ahead is off
    /// in `opts`, another refill was on it, or the pool was above its mark
    /// by then).
    pub fn refill_due(
        &mut self,
        sql: &ReserveSql,
        pool_sql: &PoolSql,
        due: &reserve::RefillDue,
        opts: &ReserveOptions,
    ) -> Result<u64, ReserveError> {
        match opts.refill_ahead {
            Some(ahead) if !due.is_empty() => {
                self.refill_ahead(sql, pool_sql, &due.pools, ahead, opts)
            }
            _ => Ok(0),
        }
    }

    /// Refill ahead of empty ([`reserve::RefillAhead`]), after a committed
    /// reserve: each of `pools` below its low-water mark (by a read of its
    /// fill, [`reserve::FillLook::Read`], or by what the reserve read
    /// itself, [`reserve::FillLook::Refill`]) is refilled under its named
    /// refill lock, taken without waiting (busy: another refill is on it).
    /// Returns the units added. `pools` holds no [`reserve::FillLook::Skip`]
    /// (the caller leaves those out).
    fn refill_ahead(
        &mut self,
        sql: &ReserveSql,
        pool_sql: &PoolSql,
        pools: &[(PoolKey, reserve::FillLook)],
        ahead: reserve::RefillAhead,
        opts: &ReserveOptions,
    ) -> Result<u64, ReserveError> {
        let wire = self.wire.clone();
        let err = |e: mysql::Error| ReserveError::Db(wire.error(e, "refilling ahead", GRANT));
        let mark = |cap| reserve::low_water(cap, ahead.below);
        let mut added = 0;
        let now = Instant::now();
        for (key, look) in pools {
            if self
                .reserve
                .ahead_rest
                .get(key)
                .is_some_and(|until| now < *until)
            {
                continue;
            }
            if *look == reserve::FillLook::Read && self.pool_holds(sql, key, mark).map_err(err)? {
                continue;
            }
            // Another refill may have got there between the look and the lock.
            let filled = self
                .buyer_refill(sql, pool_sql, key, opts, mark, err)?
                .map(|added| added.unwrap_or(0));
            if filled == Some(0) {
                // The lock was ours and nothing was added: below the mark
                // with nothing to add (the pool at its target, min(cap,
                // L - H): little stock left, or a small item), or above the
                // mark by then (another refill got there first). Looking
                // again on every sample would cost a read or a refill
                // transaction each time; this connection rests the pool
                // (`reserve::AHEAD_REST`).
                self.reserve
                    .ahead_rest
                    .insert(*key, now + reserve::AHEAD_REST);
            }
            added += filled.unwrap_or(0);
        }
        Ok(added)
    }

    fn reserve_once(
        &mut self,
        sql: &ReserveSql,
        checkout: &str,
        lines: &[Line],
        plan: &Plan,
        opts: &ReserveOptions,
    ) -> Result<Attempt, ReserveError> {
        if opts.path.batched() && plan.ledger_backed.is_empty() {
            let got = self.reserve_batched(sql, checkout, lines, plan, opts)?;
            return Ok(match got {
                Ok(ids) => Attempt::Held(reserve::held(lines, &sql::counts(&ids))),
                Err(short) => Attempt::Short(short),
            });
        }
        let action = "reserving";
        let wire = self.wire.clone();
        let err = |e: mysql::Error| ReserveError::Db(wire.error(e, action, GRANT));
        let scan = self.scan_plan(sql, lines, opts.path, false).map_err(err)?;
        let state_keys = plan.state_locks(lines);
        for key in &state_keys {
            self.ensure_state_row(sql, key).map_err(err)?;
        }
        let mut tx = self.conn.start_transaction(rc()).map_err(err)?;
        for key in &state_keys {
            tx.exec_drop(&sql.lock_state_reserve, key_params(key))
                .map_err(err)?;
        }
        let ids = Db::scan_bound(&mut tx, sql, &scan, lines.len()).map_err(err)?;
        let got = sql::counts(&ids);
        let short = reserve::short_lines(lines, &got, plan);
        if !short.is_empty() {
            super::wire::rollback(tx, err)?;
            return Ok(Attempt::Short(short));
        }
        if !opts.hold_for.is_zero() {
            std::thread::sleep(opts.hold_for);
        }
        let mut uncovered = Vec::new();
        for &i in &plan.ledger_backed {
            let k = &lines[i].key;
            let mut p = key_params(k);
            p.extend(key_params(k));
            p.extend(key_params(k));
            let behind: Option<i64> = tx.exec_first(&sql.behind, p).map_err(err)?;
            if !reserve::ledger_covers(lines[i].quantity, got[i], behind.unwrap_or(0)) {
                uncovered.push(i);
            }
        }
        if !uncovered.is_empty() {
            super::wire::rollback(tx, err)?;
            return Ok(Attempt::NotCovered(uncovered));
        }
        // FIRST the units, line by line ...
        for (l, ids) in lines.iter().zip(&ids) {
            if !ids.is_empty() {
                let mut p = key_params(&l.key);
                p.extend(ids.iter().map(|&id| Value::from(id)));
                tx.exec_drop(sql.delete_bound(ids.len()), p).map_err(err)?;
                // Every id was locked by this transaction: all of them go, or
                // something else took a unit and nothing is held.
                if tx.affected_rows() != ids.len() as u64 {
                    let n = tx.affected_rows();
                    super::wire::rollback(tx, err)?;
                    return Err(ReserveError::Db(DbError::Other {
                        action: "reserving".into(),
                        detail: format!(
                            "deleted {n} of the {} units this transaction locked in pool {}",
                            ids.len(),
                            l.key
                        ),
                    }));
                }
            }
        }
        // ... SECOND the holds, one statement.
        let mut params = Vec::with_capacity(lines.len() * 5);
        for l in lines {
            params.extend(key_params(&l.key));
            params.push(checkout.into());
            params.push(l.quantity.into());
        }
        tx.exec_drop(sql.insert_holds(lines.len()), params)
            .map_err(err)?;
        super::wire::commit(tx, err)?;
        self.learn_ids(lines, &ids);
        Ok(Attempt::Held(reserve::held(lines, &got)))
    }

    /// Payment succeeded: drop the checkout's holds in `keys` and deduct their
    /// quantities from the ledger, in one transaction (holds first, then the
    /// ledger rows in key order). Returns each pool's claimed quantity.
    pub fn claim(
        &mut self,
        sql: &ReserveSql,
        checkout: &str,
        keys: &[PoolKey],
        retry: &RetryPolicy,
    ) -> Result<Vec<(PoolKey, u64)>, ReserveError> {
        let mut keys = keys.to_vec();
        keys.sort_by_key(|k| (k.shop, k.item, k.location));
        keys.dedup();
        let mut retries = Vec::new();
        self.with_retries(retry, &mut retries, |db| {
            let wire = db.wire.clone();
            let err = |e: mysql::Error| ReserveError::Db(wire.error(e, "claiming", GRANT));
            let mut tx = db.conn.start_transaction(rc()).map_err(err)?;
            let mut claimed = Vec::with_capacity(keys.len());
            for key in &keys {
                let mut p = key_params(key);
                p.push(checkout.into());
                let q: Option<u64> = tx.exec_first(&sql.claim_lock, p.clone()).map_err(err)?;
                let Some(q) = q else {
                    super::wire::rollback(tx, err)?;
                    return Err(ReserveError::NotHeld {
                        checkout: checkout.to_string(),
                        key: *key,
                    });
                };
                tx.exec_drop(&sql.claim_delete, p).map_err(err)?;
                claimed.push((*key, q));
            }
            deduct(&mut tx, sql, &claimed).map_err(err)?;
            super::wire::commit(tx, err)?;
            Ok(claimed)
        })
        .map_err(ReserveError::from)
    }

    /// A sale whose holds live only in the legacy store (shadow mode with
    /// Redis deciding, `crate::db::shadow`): deduct each line's quantity
    /// from the ledger, in key order, in one transaction, no pool hold
    /// touched.
    pub fn claim_ledger_only(
        &mut self,
        sql: &ReserveSql,
        lines: &[(PoolKey, u64)],
        retry: &RetryPolicy,
    ) -> Result<(), ReserveError> {
        let mut lines = lines.to_vec();
        lines.sort_by_key(|(k, _)| (k.shop, k.item, k.location));
        let mut retries = Vec::new();
        self.with_retries(retry, &mut retries, |db| {
            let wire = db.wire.clone();
            let err = |e: mysql::Error| ReserveError::Db(wire.error(e, "claiming", GRANT));
            let mut tx = db.conn.start_transaction(rc()).map_err(err)?;
            deduct(&mut tx, sql, &lines).map_err(err)?;
            super::wire::commit(tx, err)?;
            Ok(())
        })
        .map_err(ReserveError::from)
    }

    /// The checkout was abandoned: put min(q, C - P) units back into `key`'s
    /// pool with new ids and drop the hold, in one transaction under the
    /// pool's refill-state row lock. Returns the units put back.
    pub fn release(
        &mut self,
        sql: &ReserveSql,
        checkout: &str,
        key: &PoolKey,
        retry: &RetryPolicy,
    ) -> Result<u64, ReserveError> {
        self.release_hold(sql, checkout, key, retry)
            .map(|(_, back)| back)
    }

    /// [`Db::release`], answering the hold's quantity `q` beside the units
    /// put back (what shadow mode compares with the legacy hold).
    pub fn release_hold(
        &mut self,
        sql: &ReserveSql,
        checkout: &str,
        key: &PoolKey,
        retry: &RetryPolicy,
    ) -> Result<(u64, u64), ReserveError> {
        reserve::validate(
            checkout,
            &[Line {
                key: *key,
                quantity: 1,
            }],
        )?;
        let mut retries = Vec::new();
        self.with_retries(retry, &mut retries, |db| {
            let wire = db.wire.clone();
            let err = |e: mysql::Error| ReserveError::Db(wire.error(e, "releasing", GRANT));
            let mut hold = key_params(key);
            hold.push(checkout.into());
            let not_held = || ReserveError::NotHeld {
                checkout: checkout.to_string(),
                key: *key,
            };
            let q: Option<u64> = db
                .conn
                .exec_first(&sql.release_quantity, hold.clone())
                .map_err(err)?;
            let q = q.ok_or_else(not_held)?;
            db.ensure_state_row(sql, key).map_err(err)?;
            let mut tx = db.conn.start_transaction(rc()).map_err(err)?;
            let next: Option<u64> = tx
                .exec_first(&sql.lock_state_release, key_params(key))
                .map_err(err)?;
            let next = next.ok_or_else(not_held)?;
            let mut p: Vec<Value> = vec![q.into()];
            p.extend(key_params(key));
            p.push(sql.default_cap.into());
            p.extend(key_params(key));
            let back: Option<i64> = tx.exec_first(&sql.release_count, p).map_err(err)?;
            let back = u64::try_from(back.unwrap_or(0)).unwrap_or(0);
            // Unit ids never wrap, here as in a refill.
            if next.checked_add(back).is_none() {
                super::wire::rollback(tx, err)?;
                return Err(ReserveError::Db(DbError::UnitIdsExhausted {
                    pool: key.to_string(),
                    next,
                    rows: back,
                }));
            }
            if back > 0 {
                tx.query_drop(sql.release_units(key, next, back))
                    .map_err(err)?;
            }
            let mut p = hold.clone();
            p.push(q.into());
            tx.exec_drop(&sql.release_delete, p).map_err(err)?;
            if tx.affected_rows() != 1 {
                super::wire::rollback(tx, err)?;
                return Err(not_held());
            }
            let mut p: Vec<Value> = vec![back.into()];
            p.extend(key_params(key));
            tx.exec_drop(&sql.release_advance, p).map_err(err)?;
            super::wire::commit(tx, err)?;
            Ok((q, back))
        })
        .map_err(ReserveError::from)
    }
}

/// The pause before a ledger-backed line scans again when the units it
/// could not lock are held by reserves still in flight.
const IN_FLIGHT_BACKOFF: Duration = Duration::from_millis(2);

/// How long a connection whose `CALL` of the reserve procedure met 1305 (not
/// created yet) or 1370 (no `EXECUTE`) takes two round trips before it tries
/// the procedure again: a deploy that migrates V5, or a grant, reaches every
/// connection within this, not only new ones.
const PROCEDURE_RETRY: Duration = Duration::from_secs(60);

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

impl Db {
    /// Each line's scan: from the head, or from a random start. A pool this
    /// connection has not scanned yet: its `next_unit_id` is read first (one
    /// plain read, once), so the first starts are spread too.
    fn scan_plan(
        &mut self,
        sql: &ReserveSql,
        lines: &[Line],
        path: HotPath,
        inline: bool,
    ) -> Result<Vec<ScanLine>, mysql::Error> {
        let mut scan = Vec::with_capacity(lines.len());
        for (index, l) in lines.iter().enumerate() {
            let walked = self
                .reserve
                .walk_from
                .get(&l.key)
                .copied()
                .filter(|_| path.walks());
            let range = if let Some(from) = walked {
                IdRange::From(from)
            } else if path.ranked() && inline {
                let cap = self.reserve.pool_caps.get(&l.key).copied();
                reserve::rank_start(cap.unwrap_or(u64::from(sql.default_cap)), fastrand::f64())
            } else if path.random_start() {
                if !self.reserve.seen_max.contains_key(&l.key) {
                    let next: Option<u64> = self
                        .conn
                        .exec_first(&sql.peek_next_id, (l.key.shop, l.key.item, l.key.location))?;
                    if let Some(n) = next.filter(|&n| n > 1) {
                        self.reserve.seen_max.insert(l.key, n - 1);
                    }
                }
                let cap = self.reserve.pool_caps.get(&l.key).copied();
                reserve::scan_start(
                    self.reserve.seen_max.get(&l.key).copied(),
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
    fn learn_ids(&mut self, lines: &[Line], ids: &[Vec<u64>]) {
        for (l, v) in lines.iter().zip(ids) {
            if let Some(&max) = v.iter().max() {
                self.reserve.walk_from.insert(l.key, max + 1);
                let seen = self.reserve.seen_max.entry(l.key).or_insert(max);
                *seen = (*seen).max(max);
            }
        }
    }

    /// The scan and its wrap-around in an open transaction, statement by
    /// statement (prepared, values bound).
    fn scan_bound(
        tx: &mut mysql::Transaction<'_>,
        sql: &ReserveSql,
        scan: &[ScanLine],
        lines: usize,
    ) -> Result<Vec<Vec<u64>>, mysql::Error> {
        let mut ids: Vec<Vec<u64>> = vec![Vec::new(); lines];
        let (text, params) = sql.scan_lines(scan, false);
        sql::distribute(&mut ids, tx.exec::<(u64, u64), _, _>(text, params)?);
        let wrap = sql::wraps(scan, &ids);
        if !wrap.is_empty() {
            let (text, params) = sql.scan_lines(&wrap, false);
            sql::distribute(&mut ids, tx.exec::<(u64, u64), _, _>(text, params)?);
        }
        Ok(ids)
    }

    /// One batched attempt of a cart with no ledger-backed line: see the
    /// module documentation. `None`: some line came back short (rolled back).
    fn reserve_batched(
        &mut self,
        sql: &ReserveSql,
        checkout: &str,
        lines: &[Line],
        plan: &Plan,
        opts: &ReserveOptions,
    ) -> Result<Result<Vec<Vec<u64>>, Vec<usize>>, ReserveError> {
        let wire = self.wire.clone();
        let err = |e: mysql::Error| ReserveError::Db(wire.error(e, "reserving", GRANT));
        let mut attempt = Err(Attempted::Lost(String::new()));
        let now = Instant::now();
        let mut by_procedure = opts.path.procedure()
            && lines.len() == 1
            && self
                .reserve
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
                    if let Some(c @ (codes::NO_SUCH_PROCEDURE | codes::PROCEDURE_ACCESS_DENIED)) =
                        codes::of(e)
                    {
                        // Not migrated to V5 yet, or no EXECUTE grant: nothing
                        // ran; this connection takes two round trips until it
                        // tries the procedure again.
                        self.reserve.no_procedure = Some((c, now));
                        by_procedure = false;
                    }
                }
                _ => self.reserve.no_procedure = None,
            }
        }
        if !by_procedure {
            let scan = self.scan_plan(sql, lines, opts.path, true).map_err(err)?;
            attempt = self.batched_attempt(sql, checkout, lines, plan, &scan, opts);
        }
        if attempt.is_err() {
            // Whatever failed, nothing of this attempt may stay open.
            let _ = self.conn.query_drop(session::ROLLBACK);
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
                let edge = self
                    .reserve
                    .pool_edge
                    .get(&line.key)
                    .copied()
                    .unwrap_or_default();
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
            Err(e) if codes::of(&e) == Some(codes::SIGNAL) => {
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
            self.reserve
                .pool_edge
                .entry(line.key)
                .or_default()
                .guessed(start, got, max);
        } else if spread > 0 {
            // The edge now (the caller's own when the pool above it is
            // empty), and the span above it: refill ahead's look.
            self.reserve
                .pool_edge
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
        let sets = batch(&mut self.conn, &sql::begin_with(&text))?;
        sql::distribute(&mut ids, scanned(sets)?);
        let wrap = sql::wraps(scan, &ids);
        if !wrap.is_empty() {
            let (text, _) = sql.scan_lines(&wrap, true);
            sql::distribute(&mut ids, scanned(batch(&mut self.conn, &text)?)?);
        }
        let got = sql::counts(&ids);
        let short = reserve::short_lines(lines, &got, plan);
        if !short.is_empty() {
            self.conn.query_drop(session::ROLLBACK)?;
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
            Err(e) if commit && codes::of(&e) == Some(codes::SUBQUERY_ROWS) => {
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
            self.conn.query_drop(session::ROLLBACK)?;
            return Err(Attempted::Lost(format!(
                "deleted {deleted} of the {units} units this transaction locked and inserted {inserted} of {} holds",
                lines.len()
            )));
        }
        if !commit {
            self.conn.query_drop(session::COMMIT)?;
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
