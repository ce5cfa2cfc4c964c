//! The flash sale's real design on the server: poolctl's own migrations
//! applied under the bench's table names (`crate::bench::sale::tables`), the
//! bench's ledger, the hot pool's fill, and the end-of-run check, counted
//! from the tables. The reservations themselves go through the reserve
//! library (`Db::reserve`), as an application's do.

use super::{Db, DbError};
use crate::bench::sale::{self, PoolCheck};
use mysql::prelude::Queryable;

const GRANT: &str = "CREATE, DROP, CREATE ROUTINE, ALTER ROUTINE, SELECT, INSERT, UPDATE, DELETE on the target database (tables poolctl_bench_*, procedure poolctl_bench_reservation_units_reserve)";

/// Every table of the pool design (the migrated four and the ledger).
pub fn pool_tables() -> [String; 5] {
    let t = sale::tables();
    [
        t.units,
        t.holds,
        t.caps,
        t.refill_state,
        sale::ledger().table,
    ]
}

impl Db {
    /// Fresh pool-design tables: the embedded migrations under the bench's
    /// names, a ledger of `stock` units for each of `items` items (shop
    /// [`sale::SHOP`], location [`sale::LOCATION`]), no pool rows yet.
    pub fn bench_sale_prepare(&mut self, items: u64, stock: u64) -> Result<(), DbError> {
        self.bench_sale_drop()?;
        let migrations =
            crate::migrate::embedded::with_tables(&sale::tables()).map_err(|detail| {
                DbError::Other {
                    action: "renaming the migrations for the bench".into(),
                    detail,
                }
            })?;
        let e = self.wire.on(
            "creating the bench's pool tables from the migrations",
            GRANT,
        );
        for m in migrations {
            let statements =
                crate::migrate::sql::split_statements(&m.sql).map_err(|detail| DbError::Other {
                    action: format!("splitting migration V{}", m.version),
                    detail: detail.to_string(),
                })?;
            for s in statements {
                self.conn.query_drop(s).map_err(e)?;
            }
        }
        for ddl in [
            "DROP TABLE IF EXISTS poolctl_bench_refusals",
            super::bench::REFUSALS_DDL,
        ] {
            self.conn.query_drop(ddl).map_err(e)?;
        }
        let l = sale::ledger();
        self.conn
            .query_drop(format!(
                "CREATE TABLE `{}` (`{}` BIGINT UNSIGNED NOT NULL, `{}` BIGINT UNSIGNED NOT NULL, \
                 `{}` BIGINT UNSIGNED NOT NULL, `{}` BIGINT NOT NULL, \
                 PRIMARY KEY (`{1}`, `{2}`, `{3}`)) ENGINE=InnoDB",
                l.table, l.shop_column, l.item_column, l.location_column, l.available_column
            ))
            .map_err(e)?;
        let e = self.wire.on("loading the bench's ledger", GRANT);
        let rows: Vec<String> = (1..=items)
            .map(|i| format!("({}, {i}, {}, {stock})", sale::SHOP, sale::LOCATION))
            .collect();
        for chunk in rows.chunks(1000) {
            self.conn
                .query_drop(format!(
                    "INSERT INTO `{}` VALUES {}",
                    l.table,
                    chunk.join(",")
                ))
                .map_err(e)?;
        }
        Ok(())
    }

    /// Drop the pool design's tables.
    pub fn bench_sale_drop(&mut self) -> Result<(), DbError> {
        self.conn
            .query_drop(format!(
                "DROP PROCEDURE IF EXISTS `{}`",
                sale::tables().reserve_procedure()
            ))
            .map_err(
                self.wire
                    .on("dropping the bench's reserve procedure", GRANT),
            )?;
        let names: Vec<String> = pool_tables().iter().map(|t| format!("`{t}`")).collect();
        self.conn
            .query_drop(format!("DROP TABLE IF EXISTS {}", names.join(", ")))
            .map_err(self.wire.on("dropping the bench's pool tables", GRANT))
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
    pub fn bench_sale_pool_rows(
        &mut self,
        item: u64,
        from: u64,
        count: bool,
    ) -> Result<(u64, Option<u64>), DbError> {
        let units = sale::tables().units;
        let text = if count {
            format!(
                "SELECT COUNT(*), MIN(id) FROM `{units}` WHERE shop_id = ? AND inventory_item_id = ? \
                 AND inventory_group_id = ? AND id >= ?"
            )
        } else {
            format!(
                "SELECT 1, id FROM `{units}` WHERE shop_id = ? AND inventory_item_id = ? \
                 AND inventory_group_id = ? AND id >= ? ORDER BY id LIMIT 1"
            )
        };
        let mut read = |from: u64| -> Result<Option<(u64, u64)>, DbError> {
            let row: Option<(u64, Option<u64>)> = self
                .conn
                .exec_first(&text, (sale::SHOP, item, sale::LOCATION, from))
                .map_err(self.wire.on("sampling the hot pool", GRANT))?;
            // No unit at or above `from`: no row (the probe) or MIN(id) NULL (the count).
            Ok(row.and_then(|(n, lowest)| lowest.map(|l| (n, l))))
        };
        let mut found = read(from)?;
        if found.is_none() && from > 0 {
            found = read(0)?;
        }
        Ok(found.map_or((0, None), |(n, lowest)| (n, Some(lowest))))
    }

    /// Per item, from the tables: L, H, P, ids issued, refills.
    pub fn bench_sale_check(&mut self) -> Result<Vec<PoolCheck>, DbError> {
        let t = sale::tables();
        let l = sale::ledger();
        let key = |a: &str| {
            format!(
                "{a}.shop_id = l.`{}` AND {a}.inventory_item_id = l.`{}` AND {a}.inventory_group_id = l.`{}`",
                l.shop_column, l.item_column, l.location_column
            )
        };
        let rows: Vec<(u64, i64, u64, u64, u64, u64)> = self
            .conn
            .query(format!(
                "SELECT CAST(l.`{item}` AS UNSIGNED), l.`{avail}`, \
                   CAST((SELECT COALESCE(SUM(h.quantity), 0) FROM `{holds}` h WHERE {hk}) AS UNSIGNED), \
                   (SELECT COUNT(*) FROM `{units}` u WHERE {uk}), \
                   CAST(COALESCE((SELECT s.next_unit_id - 1 FROM `{state}` s WHERE {sk}), 0) AS UNSIGNED), \
                   CAST(COALESCE((SELECT s.refill_count FROM `{state}` s WHERE {sk}), 0) AS UNSIGNED) \
                 FROM `{lt}` l ORDER BY 1",
                item = l.item_column,
                avail = l.available_column,
                holds = t.holds,
                units = t.units,
                state = t.refill_state,
                lt = l.table,
                hk = key("h"),
                uk = key("u"),
                sk = key("s"),
            ))
            .map_err(self.wire.on("checking the pool design's results", GRANT))?;
        Ok(rows
            .into_iter()
            .map(|(item, ledger, held, pool, issued, refills)| PoolCheck {
                item,
                ledger: u64::try_from(ledger).unwrap_or(0),
                held,
                pool,
                issued,
                refills,
            })
            .collect())
    }

    /// Record a "sold out" answer for `quantity` units of `item`.
    pub fn bench_refused_units(&mut self, item: u64, quantity: u64) -> Result<(), DbError> {
        self.conn
            .exec_drop(
                "INSERT INTO poolctl_bench_refusals (item_id, quantity) VALUES (?, ?)",
                (item, quantity),
            )
            .map_err(self.wire.on("recording a refusal", GRANT))
    }

    /// Every refusal as (item, quantity).
    pub fn bench_refusals(&mut self) -> Result<Vec<(u64, u64)>, DbError> {
        self.conn
            .query("SELECT item_id, quantity FROM poolctl_bench_refusals ORDER BY id")
            .map_err(self.wire.on("reading the refusals", GRANT))
    }
}
