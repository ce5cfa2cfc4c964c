//! The replenisher's reads: each statement of `crate::replenish::sql` run
//! through the seam by the shape of its answer, and the answer in the pure
//! half's terms (signal rows, the marks a sweep starts at, pool states).

use crate::db::{Db, DbError, PoolReads};
use crate::pool::PoolKey;
use crate::pool::reconcile::PoolState;
use crate::replenish::book::DrainedChanges;
use crate::replenish::signal::Row;
use crate::replenish::sql::{KEYS_PER_READ, Read, ReplenishSql};
use std::time::Duration;

fn rows(marks: Vec<crate::db::PoolMarks>) -> Vec<Row> {
    marks
        .into_iter()
        .map(|(key, oldest_us, newest_us)| Row {
            key,
            oldest_us,
            newest_us,
        })
        .collect()
}

fn ranged(db: &mut Db, read: &Read, from_us: Option<i64>) -> Result<Vec<Row>, DbError> {
    Ok(rows(db.read_pool_marks(
        &read.text,
        from_us,
        read.action,
    )?))
}

/// The server's clock, µs since the epoch.
pub(super) fn server_micros(db: &mut Db, sql: &ReplenishSql) -> Result<i64, DbError> {
    let now = &sql.now;
    db.read_micros(&now.text, now.action)?
        .ok_or_else(|| DbError::Other {
            action: now.action.into(),
            detail: "no row returned".into(),
        })
}

/// The age of the oldest open transaction of another session on the
/// database that holds row locks, seconds (0: none).
pub(super) fn oldest_locking(db: &mut Db, sql: &ReplenishSql) -> Result<f64, DbError> {
    let r = &sql.oldest_locking;
    Ok(db.read_micros(&r.text, r.action)?.unwrap_or(0).max(0) as f64 / 1e6)
}

/// Pools with holds stamped after `from_us` (the `expires_at` index).
pub(super) fn new_holds_since(
    db: &mut Db,
    sql: &ReplenishSql,
    from_us: i64,
) -> Result<Vec<Row>, DbError> {
    ranged(db, &sql.new_holds, Some(from_us))
}

/// Pools with expired holds (the `expires_at` index, from its start).
pub(super) fn expired_holds(db: &mut Db, sql: &ReplenishSql) -> Result<Vec<Row>, DbError> {
    ranged(db, &sql.expired_holds, None)
}

/// Pools whose ledger row changed after `from_us` (empty without a
/// configured update-time column).
pub(super) fn ledger_changes_since(
    db: &mut Db,
    sql: &ReplenishSql,
    from_us: i64,
) -> Result<Vec<Row>, DbError> {
    match &sql.ledger_changes {
        Some(read) => ranged(db, read, Some(from_us)),
        None => Ok(Vec::new()),
    }
}

/// The pools of slice `slice` (of `slices`) with stock in the ledger and no
/// unit left: the drained probe.
pub(super) fn drained(
    db: &mut Db,
    sql: &ReplenishSql,
    slices: u64,
    slice: u64,
) -> Result<Vec<Row>, DbError> {
    Ok(rows(db.read_pool_marks(
        &sql.drained(slices, slice),
        None,
        ReplenishSql::DRAINED,
    )?))
}

/// Where the ranges start after a sweep that begins now: the newest hold's
/// `expires_at` and the newest ledger update (`None`: no rows, or no
/// update-time column).
pub(super) fn signal_marks(
    db: &mut Db,
    sql: &ReplenishSql,
) -> Result<(Option<i64>, Option<i64>), DbError> {
    let holds = db.read_micros(&sql.holds_mark.text, sql.holds_mark.action)?;
    let ledger = match &sql.ledger_mark {
        Some(read) => db.read_micros(&read.text, read.action)?,
        None => None,
    };
    Ok((holds, ledger))
}

/// Whether an index of the ledger table starts with its update-time column
/// (without one, every pass reads the whole ledger); true without such a
/// column.
pub(super) fn ledger_signal_indexed(db: &mut Db, sql: &ReplenishSql) -> Result<bool, DbError> {
    let Some(l) = &sql.ledger_index else {
        return Ok(true);
    };
    let values = [l.schema.as_deref(), Some(&l.table), Some(&l.column)];
    Ok(db.read_count(&l.read.text, &values, l.read.action)? > 0)
}

/// Every pool of `keys` (at most `sql::KEYS_PER_READ`) as one consistent
/// snapshot saw it; pools found nowhere are left out.
pub(super) fn pool_states(
    db: &mut Db,
    sql: &ReplenishSql,
    keys: &[PoolKey],
) -> Result<Vec<PoolState>, DbError> {
    if keys.is_empty() {
        return Ok(Vec::new());
    }
    let r = sql.pool_reads(keys);
    let reads = PoolReads {
        ledger: &r.ledger,
        units: &r.units,
        holds: &r.holds,
        caps: &r.caps,
    };
    db.read_pool_states(reads, sql.default_cap, ReplenishSql::POOL_READS)
}

/// Write `changes` to `pool_refill_state.drained_since` (a start set once on
/// each emptied pool still without units, cleared on each refilled pool with
/// units again), then read the emptied pools' starts: each with how long ago
/// it drained by the server's clock. A pool without a refill-state row has
/// no start.
pub(super) fn record_drained(
    db: &mut Db,
    sql: &ReplenishSql,
    changes: &DrainedChanges,
) -> Result<Vec<(PoolKey, Duration)>, DbError> {
    let (emptied, refilled) = (&changes.emptied, &changes.refilled);
    let rounds = emptied.len().max(refilled.len()).div_ceil(KEYS_PER_READ);
    let chunk = |keys: &[PoolKey], n: usize| {
        let from = (n * KEYS_PER_READ).min(keys.len());
        let to = ((n + 1) * KEYS_PER_READ).min(keys.len());
        keys[from..to].to_vec()
    };
    let mut starts = Vec::new();
    for n in 0..rounds {
        let m = sql.drained_marks(&chunk(emptied, n), &chunk(refilled, n));
        let writes: Vec<&str> = [m.mark.as_deref(), m.clear.as_deref()]
            .into_iter()
            .flatten()
            .collect();
        db.write_read_committed(&writes, ReplenishSql::DRAINED_MARKS)?;
        if let Some(read) = &m.read {
            for (key, since_us, now_us) in
                db.read_pool_marks(read, None, ReplenishSql::DRAINED_MARKS)?
            {
                let ago = u64::try_from(now_us.saturating_sub(since_us)).unwrap_or(0);
                starts.push((key, Duration::from_micros(ago)));
            }
        }
    }
    Ok(starts)
}
