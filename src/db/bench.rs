//! The benches' tables and transactions (`crate::bench` says what each design
//! is). Every table is prefixed `poolctl_bench_`; the pool's own tables are
//! never touched. Locking reads collect their rows (never `query_drop`): a
//! lock error can arrive after the result's header, and dropping the result
//! would hide it.

use super::{Db, DbError};
use crate::bench::lock_variants::Variant;
use crate::bench::{Design, ItemCheck};
use mysql::prelude::Queryable;
use mysql::{IsolationLevel, TxOpts};
use std::fmt::Write as _;
use std::time::Duration;

const GRANT: &str =
    "CREATE, DROP, SELECT, INSERT, UPDATE, DELETE on the target database (tables poolctl_bench_*)";

const TABLES: [&str; 7] = [
    "poolctl_bench_ledger",
    "poolctl_bench_units",
    "poolctl_bench_counter",
    "poolctl_bench_holds",
    "poolctl_bench_refusals",
    "poolctl_bench_queue",
    "poolctl_bench_claims",
];

/// Each "sold out" answer: the item and the quantity refused.
pub(super) const REFUSALS_DDL: &str = "CREATE TABLE poolctl_bench_refusals (\
     id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY, item_id BIGINT UNSIGNED NOT NULL, \
     quantity BIGINT UNSIGNED NOT NULL DEFAULT 1) ENGINE=InnoDB";

/// One request's answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    Held,
    SoldOut,
    /// No free unit right now, but units exist (locked by other buyers):
    /// not sold out; ask again.
    Busy,
}

fn opts(rc: bool) -> TxOpts {
    TxOpts::default().set_isolation_level(Some(if rc {
        IsolationLevel::ReadCommitted
    } else {
        IsolationLevel::RepeatableRead
    }))
}

impl Db {
    /// Drop every bench table.
    pub fn bench_drop(&mut self) -> Result<(), DbError> {
        self.conn
            .query_drop(format!("DROP TABLE IF EXISTS {}", TABLES.join(", ")))
            .map_err(self.wire.on("dropping the bench tables", GRANT))?;
        self.bench_sale_drop()
    }

    /// Fresh flash-sale tables: `items` items with `stock` units each, as
    /// unit rows and as a counter row.
    pub fn bench_prepare(&mut self, items: u64, stock: u64) -> Result<(), DbError> {
        self.bench_drop()?;
        let e = self.wire.on("creating the bench tables", GRANT);
        for ddl in [
            "CREATE TABLE poolctl_bench_ledger (item_id BIGINT UNSIGNED NOT NULL PRIMARY KEY, \
             stock BIGINT UNSIGNED NOT NULL) ENGINE=InnoDB",
            "CREATE TABLE poolctl_bench_units (item_id BIGINT UNSIGNED NOT NULL, \
             id BIGINT UNSIGNED NOT NULL, PRIMARY KEY (item_id, id)) ENGINE=InnoDB",
            "CREATE TABLE poolctl_bench_counter (item_id BIGINT UNSIGNED NOT NULL PRIMARY KEY, \
             available BIGINT NOT NULL) ENGINE=InnoDB",
            "CREATE TABLE poolctl_bench_holds (id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY, \
             item_id BIGINT UNSIGNED NOT NULL, unit_id BIGINT UNSIGNED NULL, \
             client INT UNSIGNED NOT NULL) ENGINE=InnoDB",
            REFUSALS_DDL,
        ] {
            self.conn.query_drop(ddl).map_err(e)?;
        }
        let e = self.wire.on("loading the bench stock", GRANT);
        for item in 1..=items {
            self.conn
                .exec_drop(
                    "INSERT INTO poolctl_bench_ledger VALUES (?, ?)",
                    (item, stock),
                )
                .map_err(e)?;
            self.conn
                .exec_drop(
                    "INSERT INTO poolctl_bench_counter VALUES (?, ?)",
                    (item, stock),
                )
                .map_err(e)?;
            let mut first = 1;
            while first <= stock {
                let last = (first + 999).min(stock);
                let mut sql = String::from("INSERT INTO poolctl_bench_units (item_id, id) VALUES ");
                for id in first..=last {
                    if id > first {
                        sql.push(',');
                    }
                    let _ = write!(sql, "({item},{id})");
                }
                self.conn.query_drop(sql).map_err(e)?;
                first = last + 1;
            }
        }
        Ok(())
    }

    /// One reservation attempt of `design`: one transaction, `think` spent
    /// inside it after the locking statement (the lock hold time).
    pub fn bench_reserve(
        &mut self,
        design: Design,
        item: u64,
        client: u32,
        think: Duration,
    ) -> Result<Answer, DbError> {
        let e = self.wire.on("a bench reservation", GRANT);
        let mut tx = self
            .conn
            .start_transaction(opts(design.read_committed()))
            .map_err(e)?;
        if design == Design::Counter {
            tx.exec_drop(
                "UPDATE /* conn_tag:bench_reserve */ poolctl_bench_counter \
                 SET available = available - 1 WHERE item_id = ? AND available >= 1",
                (item,),
            )
            .map_err(e)?;
            let got = tx.affected_rows() == 1;
            std::thread::sleep(think);
            if !got {
                tx.rollback().map_err(e)?;
                return Ok(Answer::SoldOut);
            }
            tx.exec_drop(
                "INSERT /* conn_tag:bench_reserve */ INTO poolctl_bench_holds (item_id, unit_id, client) \
                 VALUES (?, NULL, ?)",
                (item, client),
            )
            .map_err(e)?;
            tx.commit().map_err(e)?;
            return Ok(Answer::Held);
        }
        let ids: Vec<u64> = tx
            .exec(
                format!(
                    "SELECT /* conn_tag:bench_reserve */ id FROM poolctl_bench_units \
                     WHERE item_id = ? LIMIT 1{}",
                    design.clause()
                ),
                (item,),
            )
            .map_err(e)?;
        std::thread::sleep(think);
        let Some(&id) = ids.first() else {
            tx.rollback().map_err(e)?;
            if matches!(design, Design::Pool | Design::PoolRr) {
                // Empty under SKIP LOCKED is not sold out: look without locks.
                let left: Option<u64> = self
                    .conn
                    .exec_first(
                        "SELECT /* conn_tag:bench_reserve */ COUNT(*) FROM poolctl_bench_units WHERE item_id = ?",
                        (item,),
                    )
                    .map_err(e)?;
                if left.unwrap_or(0) > 0 {
                    return Ok(Answer::Busy);
                }
            }
            return Ok(Answer::SoldOut);
        };
        // Units first, hold second; no-lock checks nothing and so oversells.
        tx.exec_drop(
            "DELETE /* conn_tag:bench_reserve */ FROM poolctl_bench_units WHERE item_id = ? AND id = ?",
            (item, id),
        )
        .map_err(e)?;
        tx.exec_drop(
            "INSERT /* conn_tag:bench_reserve */ INTO poolctl_bench_holds (item_id, unit_id, client) \
             VALUES (?, ?, ?)",
            (item, id, client),
        )
        .map_err(e)?;
        tx.commit().map_err(e)?;
        Ok(Answer::Held)
    }

    /// Record a "sold out" answer.
    pub fn bench_refused(&mut self, item: u64) -> Result<(), DbError> {
        self.conn
            .exec_drop(
                "INSERT INTO poolctl_bench_refusals (item_id) VALUES (?)",
                (item,),
            )
            .map_err(self.wire.on("recording a refusal", GRANT))
    }

    /// The no-op request: one round trip and the same think time, no locks.
    pub fn bench_noop(&mut self, think: Duration) -> Result<(), DbError> {
        self.conn
            .query_drop("DO 0")
            .map_err(self.wire.on("a no-op round trip", GRANT))?;
        std::thread::sleep(think);
        Ok(())
    }

    /// Per item, from the data: stock, holds, duplicate units, refusals.
    pub fn bench_check(&mut self) -> Result<Vec<(u64, ItemCheck)>, DbError> {
        let rows: Vec<(u64, u64, u64, u64, u64)> = self
            .conn
            .query(
                "SELECT l.item_id, l.stock, \
                   (SELECT COUNT(*) FROM poolctl_bench_holds h WHERE h.item_id = l.item_id), \
                   (SELECT COUNT(h.unit_id) - COUNT(DISTINCT h.unit_id) FROM poolctl_bench_holds h \
                     WHERE h.item_id = l.item_id), \
                   (SELECT COUNT(*) FROM poolctl_bench_refusals r WHERE r.item_id = l.item_id) \
                 FROM poolctl_bench_ledger l ORDER BY l.item_id",
            )
            .map_err(self.wire.on("checking the bench's results", GRANT))?;
        Ok(rows
            .into_iter()
            .map(|(item, stock, held, duplicate_units, refusals)| {
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
    pub fn queue_prepare(&mut self, rows: u64) -> Result<(), DbError> {
        let e = self.wire.on("creating the queue tables", GRANT);
        self.conn
            .query_drop("DROP TABLE IF EXISTS poolctl_bench_queue, poolctl_bench_claims")
            .map_err(e)?;
        self.conn
            .query_drop(
                "CREATE TABLE poolctl_bench_queue (id BIGINT UNSIGNED NOT NULL PRIMARY KEY, \
                 done TINYINT NOT NULL DEFAULT 0) ENGINE=InnoDB",
            )
            .map_err(e)?;
        self.conn
            .query_drop(
                "CREATE TABLE poolctl_bench_claims (id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY, \
                 row_id BIGINT UNSIGNED NOT NULL, worker INT UNSIGNED NOT NULL) ENGINE=InnoDB",
            )
            .map_err(e)?;
        let values: Vec<String> = (1..=rows).map(|i| format!("({i}, 0)")).collect();
        self.conn
            .query_drop(format!(
                "INSERT INTO poolctl_bench_queue VALUES {}",
                values.join(",")
            ))
            .map_err(e)
    }

    /// One worker transaction: claim the first ready row with the variant's
    /// clause, hold it, mark it done, record the claim. `None`: queue empty.
    pub fn queue_claim(
        &mut self,
        variant: Variant,
        worker: u32,
        hold: Duration,
    ) -> Result<Option<u64>, DbError> {
        let e = self.wire.on("claiming a queue row", GRANT);
        let mut tx = self.conn.start_transaction(opts(true)).map_err(e)?;
        let ids: Vec<u64> = tx
            .query(format!(
                "SELECT /* conn_tag:bench_queue */ id FROM poolctl_bench_queue WHERE done = 0 \
                 ORDER BY id LIMIT 1{}",
                variant.clause()
            ))
            .map_err(e)?;
        let Some(&id) = ids.first() else {
            tx.commit().map_err(e)?;
            return Ok(None);
        };
        std::thread::sleep(hold);
        tx.exec_drop(
            "UPDATE /* conn_tag:bench_queue */ poolctl_bench_queue SET done = 1 WHERE id = ?",
            (id,),
        )
        .map_err(e)?;
        tx.exec_drop(
            "INSERT /* conn_tag:bench_queue */ INTO poolctl_bench_claims (row_id, worker) VALUES (?, ?)",
            (id, worker),
        )
        .map_err(e)?;
        tx.commit().map_err(e)?;
        Ok(Some(id))
    }

    /// Every claim as (row, worker index from 0).
    pub fn queue_claims(&mut self) -> Result<Vec<(u64, usize)>, DbError> {
        let rows: Vec<(u64, u64)> = self
            .conn
            .query("SELECT row_id, worker FROM poolctl_bench_claims ORDER BY id")
            .map_err(self.wire.on("reading the claims", GRANT))?;
        Ok(rows
            .into_iter()
            .map(|(r, w)| (r, w.saturating_sub(1) as usize))
            .collect())
    }
}
