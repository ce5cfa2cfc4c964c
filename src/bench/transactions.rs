//! What each bench does on one connection, with the statements of
//! [`super::sql`] run through `crate::db`'s bench execution: the tables made
//! and dropped, one reservation of a design ([`reserve`]), one claim of the
//! queue experiment ([`queue_claim`]), the pool design's sampler read, and
//! the reads that check the data at the end. The threads that run these in
//! parallel are [`super::load`]'s.

use super::design::{Design, ItemCheck};
use super::lock_variants::Variant;
use super::sale::{self, PoolCheck};
use super::sql::{self, GRANT, POOL_GRANT};
use crate::db::{Db, DbError};
use std::time::Duration;

/// One request's answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    Held,
    SoldOut,
    /// No free unit right now, but units exist (locked by other buyers):
    /// not sold out; ask again.
    Busy,
}

/// Drop every bench table, the pool design's too.
pub fn drop_all(db: &mut Db) -> Result<(), DbError> {
    db.bench_run(&[sql::drop_tables()], "dropping the bench tables", GRANT)?;
    drop_pool_design(db)
}

/// Fresh flash-sale tables: `items` items with `stock` units each, as unit
/// rows and as a counter row.
pub fn prepare(db: &mut Db, items: u64, stock: u64) -> Result<(), DbError> {
    drop_all(db)?;
    db.bench_run(&sql::FLASH_SALE_TABLES, "creating the bench tables", GRANT)?;
    let loading = "loading the bench stock";
    for item in 1..=items {
        db.bench_execute(sql::LEDGER_ROW, &[item, stock], loading, GRANT)?;
        db.bench_execute(sql::COUNTER_ROW, &[item, stock], loading, GRANT)?;
        db.bench_run(&sql::unit_rows(item, stock), loading, GRANT)?;
    }
    Ok(())
}

/// Fresh tables of the Redis design (its MySQL half): `items` items with
/// `stock` units on hand each in the ledger, no unit rows.
pub fn prepare_redis_design(db: &mut Db, items: u64, stock: u64) -> Result<(), DbError> {
    drop_all(db)?;
    db.bench_run(
        &sql::REDIS_DESIGN_TABLES,
        "creating the bench tables",
        GRANT,
    )?;
    let loading = "loading the bench ledger";
    for item in 1..=items {
        db.bench_execute(sql::LEDGER_ROW, &[item, stock], loading, GRANT)?;
        db.bench_execute(sql::ON_HAND_ROW, &[item, stock], loading, GRANT)?;
    }
    Ok(())
}

/// The Redis design's ledger write, one MySQL transaction: `quantity`
/// units of `item` deducted and the sale of `checkout` recorded; false
/// (nothing written) when the ledger had fewer on hand.
pub fn on_hand_claim(
    db: &mut Db,
    checkout: u64,
    item: u64,
    quantity: u64,
) -> Result<bool, DbError> {
    let mut tx = db.bench_transaction(true, "a bench claim's ledger write", GRANT)?;
    if tx.execute(sql::ON_HAND_CLAIM, &[quantity, item, quantity])? != 1 {
        tx.rollback()?;
        return Ok(false);
    }
    tx.execute(sql::SALE_ROW, &[checkout, item, quantity])?;
    tx.commit()?;
    Ok(true)
}

/// Per item of the Redis design, from the MySQL tables: (item, stock, on
/// hand, refusals, units sold).
pub fn redis_design_check(db: &mut Db) -> Result<Vec<[u64; 5]>, DbError> {
    let rows = db.bench_rows(
        sql::REDIS_DESIGN_CHECK,
        &[],
        "checking the Redis design's ledger",
        GRANT,
    )?;
    Ok(rows.iter().map(|r| unsigned(r)).collect())
}

/// Every checkout the Redis design's ledger sold.
pub fn redis_design_sales(db: &mut Db) -> Result<Vec<u64>, DbError> {
    let rows = db.bench_rows(sql::SALES, &[], "reading the Redis design's sales", GRANT)?;
    Ok(rows.iter().map(|r| unsigned::<1>(r)[0]).collect())
}

/// One reservation attempt of `design`: one transaction, `think` spent
/// inside it after the locking statement (the lock hold time).
pub fn reserve(
    db: &mut Db,
    design: Design,
    item: u64,
    client: u32,
    think: Duration,
) -> Result<Answer, DbError> {
    let action = "a bench reservation";
    let client = u64::from(client);
    let mut tx = db.bench_transaction(design.read_committed(), action, GRANT)?;
    if design == Design::Counter {
        let got = tx.execute(sql::COUNTER_TAKE, &[item])? == 1;
        std::thread::sleep(think);
        if !got {
            tx.rollback()?;
            return Ok(Answer::SoldOut);
        }
        tx.execute(sql::COUNTER_HOLD, &[item, client])?;
        tx.commit()?;
        return Ok(Answer::Held);
    }
    let ids = tx.ids(&sql::unit_scan(design), &[item])?;
    std::thread::sleep(think);
    let Some(&id) = ids.first() else {
        tx.rollback()?;
        if matches!(design, Design::Pool | Design::PoolRr) {
            // Empty under SKIP LOCKED is not sold out: look without locks.
            let left = first_number(db.bench_rows(sql::UNITS_LEFT, &[item], action, GRANT)?);
            if left.unwrap_or(0) > 0 {
                return Ok(Answer::Busy);
            }
        }
        return Ok(Answer::SoldOut);
    };
    // Units first, hold second; no-lock checks nothing and so oversells.
    tx.execute(sql::UNIT_TAKE, &[item, id])?;
    tx.execute(sql::UNIT_HOLD, &[item, id, client])?;
    tx.commit()?;
    Ok(Answer::Held)
}

/// Record a "sold out" answer.
pub fn refused(db: &mut Db, item: u64) -> Result<(), DbError> {
    db.bench_execute(sql::REFUSED, &[item], "recording a refusal", GRANT)
        .map(|_| ())
}

/// The no-op request: one round trip and the same think time, no locks.
pub fn noop(db: &mut Db, think: Duration) -> Result<(), DbError> {
    db.bench_run(&[sql::NOOP], "a no-op round trip", GRANT)?;
    std::thread::sleep(think);
    Ok(())
}

/// Per item, from the data: stock, holds, duplicate units, refusals.
pub fn check(db: &mut Db) -> Result<Vec<(u64, ItemCheck)>, DbError> {
    let rows = db.bench_rows(sql::CHECK, &[], "checking the bench's results", GRANT)?;
    Ok(rows
        .into_iter()
        .map(|r| {
            let [item, stock, held, duplicate_units, refusals] = unsigned(&r);
            (
                item,
                ItemCheck {
                    stock,
                    held,
                    duplicate_units,
                    refusals,
                },
            )
        })
        .collect())
}

/// Fresh queue tables: `rows` ready rows.
pub fn queue_prepare(db: &mut Db, rows: u64) -> Result<(), DbError> {
    db.bench_run(&sql::queue(rows), "creating the queue tables", GRANT)
}

/// One worker transaction: claim the first ready row with the variant's
/// clause, hold it, mark it done, record the claim. `None`: queue empty.
pub fn queue_claim(
    db: &mut Db,
    variant: Variant,
    worker: u32,
    hold: Duration,
) -> Result<Option<u64>, DbError> {
    let mut tx = db.bench_transaction(true, "claiming a queue row", GRANT)?;
    let ids = tx.ids(&sql::queue_claim(variant), &[])?;
    let Some(&id) = ids.first() else {
        tx.commit()?;
        return Ok(None);
    };
    std::thread::sleep(hold);
    tx.execute(sql::QUEUE_DONE, &[id])?;
    tx.execute(sql::QUEUE_RECORD, &[id, u64::from(worker)])?;
    tx.commit()?;
    Ok(Some(id))
}

/// Every claim as (row, worker index from 0).
pub fn queue_claims(db: &mut Db) -> Result<Vec<(u64, usize)>, DbError> {
    let rows = db.bench_rows(sql::CLAIMS, &[], "reading the claims", GRANT)?;
    Ok(rows
        .iter()
        .map(|r| {
            let [row, worker] = unsigned(r);
            (row, worker.saturating_sub(1) as usize)
        })
        .collect())
}

/// Fresh pool-design tables: the embedded migrations under the bench's
/// names, a ledger of `stock` units for each of `items` items (shop
/// [`sale::SHOP`], location [`sale::LOCATION`]), no pool rows yet. The
/// reservations themselves go through the reserve library (`Db::reserve`),
/// as an application's do.
pub fn prepare_pool_design(db: &mut Db, items: u64, stock: u64) -> Result<(), DbError> {
    drop_pool_design(db)?;
    let tables = sql::pool_design_tables().map_err(|u| DbError::Other {
        action: u.action,
        detail: u.detail,
    })?;
    db.bench_run(
        &tables,
        "creating the bench's pool tables from the migrations",
        POOL_GRANT,
    )?;
    db.bench_run(
        &sql::pool_ledger_rows(items, stock),
        "loading the bench's ledger",
        POOL_GRANT,
    )
}

/// Drop the pool design's procedure and tables.
pub fn drop_pool_design(db: &mut Db) -> Result<(), DbError> {
    let [procedure, tables] = sql::drop_pool_design();
    db.bench_run(
        &[procedure],
        "dropping the bench's reserve procedure",
        POOL_GRANT,
    )?;
    db.bench_run(&[tables], "dropping the bench's pool tables", POOL_GRANT)
}

/// The sampler's read of `item`'s pool: its rows (`count`), or only
/// whether it has any (one row read), at or above id `from`, and the
/// lowest id found (where the next read starts). A plain read: no lock,
/// never waits. Buyers take the lowest ids and the bench's refills add
/// ids above every one issued (it releases nothing), so nothing is ever
/// added below the lowest id found; what lies below it are sold units
/// purge has not removed yet, thousands of them in a sale, which a read
/// from the head of the pool's key range would walk one by one every
/// 10 ms on the server it measures. A read from `from` that finds
/// nothing reads again from the head, so an empty answer is conclusive.
pub fn pool_rows(
    db: &mut Db,
    item: u64,
    from: u64,
    count: bool,
) -> Result<(u64, Option<u64>), DbError> {
    let text = sql::pool_rows(count);
    let mut read = |from: u64| -> Result<Option<(u64, u64)>, DbError> {
        let rows = db.bench_rows(
            &text,
            &[sale::SHOP, item, sale::LOCATION, from],
            "sampling the hot pool",
            POOL_GRANT,
        )?;
        // No unit at or above `from`: no row (the probe) or MIN(id) NULL (the count).
        Ok(rows.first().and_then(|r| match r.as_slice() {
            [n, Some(lowest)] => Some((non_negative(*n), non_negative(Some(*lowest)))),
            _ => None,
        }))
    };
    let mut found = read(from)?;
    if found.is_none() && from > 0 {
        found = read(0)?;
    }
    Ok(found.map_or((0, None), |(n, lowest)| (n, Some(lowest))))
}

/// Per item of the pool design, from the tables: L, H, P, ids issued,
/// refills.
pub fn pool_check(db: &mut Db) -> Result<Vec<PoolCheck>, DbError> {
    let rows = db.bench_rows(
        &sql::pool_check(),
        &[],
        "checking the pool design's results",
        POOL_GRANT,
    )?;
    Ok(rows
        .iter()
        .map(|r| {
            let [item, ledger, held, pool, issued, refills] = unsigned(r);
            PoolCheck {
                item,
                ledger,
                held,
                pool,
                issued,
                refills,
            }
        })
        .collect())
}

/// Record a "sold out" answer for `quantity` units of `item`.
pub fn refused_units(db: &mut Db, item: u64, quantity: u64) -> Result<(), DbError> {
    db.bench_execute(
        sql::REFUSED_UNITS,
        &[item, quantity],
        "recording a refusal",
        POOL_GRANT,
    )
    .map(|_| ())
}

/// Every refusal as (item, quantity).
pub fn refusals(db: &mut Db) -> Result<Vec<(u64, u64)>, DbError> {
    let rows = db.bench_rows(sql::REFUSALS, &[], "reading the refusals", POOL_GRANT)?;
    Ok(rows
        .iter()
        .map(|r| {
            let [item, quantity] = unsigned(r);
            (item, quantity)
        })
        .collect())
}

/// A count, a sum or an id: never below 0 (a NULL reads as 0).
fn non_negative(v: Option<i64>) -> u64 {
    v.map_or(0, |v| u64::try_from(v).unwrap_or(0))
}

/// A row's first `N` columns as [`non_negative`] numbers (missing ones: 0).
fn unsigned<const N: usize>(row: &[Option<i64>]) -> [u64; N] {
    std::array::from_fn(|i| non_negative(row.get(i).copied().flatten()))
}

/// The first column of the first row.
fn first_number(rows: Vec<Vec<Option<i64>>>) -> Option<i64> {
    rows.into_iter().next()?.into_iter().next().flatten()
}
