//! The benches' SQL: their tables (all prefixed [`super::PREFIX`]; the
//! pool's own tables are never touched), the rows they start with, each
//! design's statements, the queue experiment's, the pool design's tables
//! (poolctl's own migrations under the bench's names, `super::sale::tables`)
//! and the reads that check the data at the end, with the grants they
//! need. Pure: `super::transactions` runs them through `crate::db`.

use super::design::Design;
use super::lock_variants::Variant;
use super::sale;
use std::fmt::Write as _;

/// What the benches' own tables need (for a missing-grant message).
pub const GRANT: &str =
    "CREATE, DROP, SELECT, INSERT, UPDATE, DELETE on the target database (tables poolctl_bench_*)";

/// What the pool design's tables and procedure need.
pub const POOL_GRANT: &str = "CREATE, DROP, CREATE ROUTINE, ALTER ROUTINE, SELECT, INSERT, UPDATE, DELETE on the target database (tables poolctl_bench_*, procedure poolctl_bench_reservation_units_reserve)";

/// Every table of the one-row-per-unit designs, the counter and the queue.
const TABLES: [&str; 9] = [
    "poolctl_bench_ledger",
    "poolctl_bench_on_hand",
    "poolctl_bench_sales",
    "poolctl_bench_units",
    "poolctl_bench_counter",
    "poolctl_bench_holds",
    "poolctl_bench_refusals",
    "poolctl_bench_queue",
    "poolctl_bench_claims",
];

/// Drop every table of the designs that keep their own (not the pool design's).
pub fn drop_tables() -> String {
    format!("DROP TABLE IF EXISTS {}", TABLES.join(", "))
}

/// Each "sold out" answer: the item and the quantity refused.
const REFUSALS_DDL: &str = "CREATE TABLE poolctl_bench_refusals (\
     id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY, item_id BIGINT UNSIGNED NOT NULL, \
     quantity BIGINT UNSIGNED NOT NULL DEFAULT 1) ENGINE=InnoDB";

/// The flash sale's tables: the ledger, one row per unit, one counter row
/// per item, the holds, the refusals.
pub const FLASH_SALE_TABLES: [&str; 5] = [
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
];

/// The Redis design's tables: the stock at the start, the MySQL ledger's
/// units on hand (what its claims deduct) and its sales (one row per claim,
/// written with the deduction), the refusals.
pub const REDIS_DESIGN_TABLES: [&str; 4] = [
    "CREATE TABLE poolctl_bench_sales (checkout BIGINT NOT NULL PRIMARY KEY, \
     item_id BIGINT UNSIGNED NOT NULL, quantity BIGINT UNSIGNED NOT NULL) ENGINE=InnoDB",
    "CREATE TABLE poolctl_bench_ledger (item_id BIGINT UNSIGNED NOT NULL PRIMARY KEY, \
     stock BIGINT UNSIGNED NOT NULL) ENGINE=InnoDB",
    "CREATE TABLE poolctl_bench_on_hand (item_id BIGINT UNSIGNED NOT NULL PRIMARY KEY, \
     on_hand BIGINT UNSIGNED NOT NULL) ENGINE=InnoDB",
    REFUSALS_DDL,
];

/// An item's units on hand in the Redis design's ledger. Binds item, stock.
pub const ON_HAND_ROW: &str = "INSERT INTO poolctl_bench_on_hand VALUES (?, ?)";

/// The Redis design's claim, its MySQL half: the units sold deducted from
/// the ledger when it has them (one statement, autocommit). Binds
/// quantity, item, quantity.
pub const ON_HAND_CLAIM: &str = "UPDATE /* conn_tag:bench_claim */ poolctl_bench_on_hand \
     SET on_hand = on_hand - ? WHERE item_id = ? AND on_hand >= ?";

/// The sale the claim's ledger write records with the deduction (one
/// MySQL transaction). Binds checkout, item, quantity.
pub const SALE_ROW: &str = "INSERT /* conn_tag:bench_claim */ INTO poolctl_bench_sales \
     (checkout, item_id, quantity) VALUES (?, ?, ?)";

/// Every sale's checkout (the Redis design's check).
pub const SALES: &str = "SELECT checkout FROM poolctl_bench_sales ORDER BY checkout";

/// Per item of the Redis design: item, stock, on hand, refusals, units sold.
pub const REDIS_DESIGN_CHECK: &str = "SELECT l.item_id, l.stock, o.on_hand, \
       (SELECT COUNT(*) FROM poolctl_bench_refusals r WHERE r.item_id = l.item_id), \
       CAST((SELECT COALESCE(SUM(s.quantity), 0) FROM poolctl_bench_sales s \
         WHERE s.item_id = l.item_id) AS UNSIGNED) \
     FROM poolctl_bench_ledger l JOIN poolctl_bench_on_hand o ON o.item_id = l.item_id \
     ORDER BY l.item_id";

/// An item's ledger row. Binds item, stock.
pub const LEDGER_ROW: &str = "INSERT INTO poolctl_bench_ledger VALUES (?, ?)";
/// An item's counter row. Binds item, stock.
pub const COUNTER_ROW: &str = "INSERT INTO poolctl_bench_counter VALUES (?, ?)";

/// An item's `stock` unit rows, ids 1..=stock, a thousand a statement.
pub fn unit_rows(item: u64, stock: u64) -> Vec<String> {
    let mut out = Vec::new();
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
        out.push(sql);
        first = last + 1;
    }
    out
}

/// The counter design's take: one unit off the item's row, if it has one.
/// Binds the item.
pub const COUNTER_TAKE: &str = "UPDATE /* conn_tag:bench_reserve */ poolctl_bench_counter \
     SET available = available - 1 WHERE item_id = ? AND available >= 1";

/// The counter design's hold (no unit). Binds item, client.
pub const COUNTER_HOLD: &str = "INSERT /* conn_tag:bench_reserve */ INTO poolctl_bench_holds (item_id, unit_id, client) \
     VALUES (?, NULL, ?)";

/// A one-row-per-unit design's scan for one unit, with the design's locking
/// clause ([`Design::clause`]). Binds the item.
pub fn unit_scan(design: Design) -> String {
    format!(
        "SELECT /* conn_tag:bench_reserve */ id FROM poolctl_bench_units \
         WHERE item_id = ? LIMIT 1{}",
        design.clause()
    )
}

/// The item's units, counted without locks: an empty SKIP LOCKED scan is
/// not sold out while some are left. Binds the item.
pub const UNITS_LEFT: &str =
    "SELECT /* conn_tag:bench_reserve */ COUNT(*) FROM poolctl_bench_units WHERE item_id = ?";

/// The unit the scan found, taken (units first, hold second). Binds item,
/// unit.
pub const UNIT_TAKE: &str =
    "DELETE /* conn_tag:bench_reserve */ FROM poolctl_bench_units WHERE item_id = ? AND id = ?";

/// The hold of the unit taken. Binds item, unit, client.
pub const UNIT_HOLD: &str = "INSERT /* conn_tag:bench_reserve */ INTO poolctl_bench_holds (item_id, unit_id, client) \
     VALUES (?, ?, ?)";

/// A "sold out" answer for one unit. Binds the item.
pub const REFUSED: &str = "INSERT INTO poolctl_bench_refusals (item_id) VALUES (?)";

/// A "sold out" answer for `quantity` units. Binds item, quantity.
pub const REFUSED_UNITS: &str =
    "INSERT INTO poolctl_bench_refusals (item_id, quantity) VALUES (?, ?)";

/// Every refusal in order: item, quantity.
pub const REFUSALS: &str = "SELECT item_id, quantity FROM poolctl_bench_refusals ORDER BY id";

/// The no-op request: one round trip, no locks.
pub const NOOP: &str = "DO 0";

/// Per item, from the data: item, stock, holds, duplicate units, refusals.
pub const CHECK: &str = "SELECT l.item_id, l.stock, \
       (SELECT COUNT(*) FROM poolctl_bench_holds h WHERE h.item_id = l.item_id), \
       (SELECT COUNT(h.unit_id) - COUNT(DISTINCT h.unit_id) FROM poolctl_bench_holds h \
         WHERE h.item_id = l.item_id), \
       (SELECT COUNT(*) FROM poolctl_bench_refusals r WHERE r.item_id = l.item_id) \
     FROM poolctl_bench_ledger l ORDER BY l.item_id";

/// A fresh queue of `rows` ready rows and an empty claims table.
pub fn queue(rows: u64) -> [String; 4] {
    let values: Vec<String> = (1..=rows).map(|i| format!("({i}, 0)")).collect();
    [
        "DROP TABLE IF EXISTS poolctl_bench_queue, poolctl_bench_claims".to_string(),
        "CREATE TABLE poolctl_bench_queue (id BIGINT UNSIGNED NOT NULL PRIMARY KEY, \
         done TINYINT NOT NULL DEFAULT 0) ENGINE=InnoDB"
            .to_string(),
        "CREATE TABLE poolctl_bench_claims (id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY, \
         row_id BIGINT UNSIGNED NOT NULL, worker INT UNSIGNED NOT NULL) ENGINE=InnoDB"
            .to_string(),
        format!(
            "INSERT INTO poolctl_bench_queue VALUES {}",
            values.join(",")
        ),
    ]
}

/// A worker's claim of the first ready row, with the variant's locking
/// clause ([`Variant::clause`]).
pub fn queue_claim(variant: Variant) -> String {
    format!(
        "SELECT /* conn_tag:bench_queue */ id FROM poolctl_bench_queue WHERE done = 0 \
         ORDER BY id LIMIT 1{}",
        variant.clause()
    )
}

/// The claimed row, done. Binds the row.
pub const QUEUE_DONE: &str =
    "UPDATE /* conn_tag:bench_queue */ poolctl_bench_queue SET done = 1 WHERE id = ?";

/// The claim, recorded. Binds row, worker.
pub const QUEUE_RECORD: &str =
    "INSERT /* conn_tag:bench_queue */ INTO poolctl_bench_claims (row_id, worker) VALUES (?, ?)";

/// Every claim in order: row, worker (from 1).
pub const CLAIMS: &str = "SELECT row_id, worker FROM poolctl_bench_claims ORDER BY id";

/// Every table of the pool design (the migrated ones and the ledger).
pub fn pool_tables() -> [String; 9] {
    let t = sale::tables();
    [
        t.units,
        t.holds,
        t.caps,
        t.refill_state,
        t.cutover,
        t.cutover_audit,
        t.shadow_operations,
        t.shadow_disagreements,
        sale::ledger().table,
    ]
}

/// Drop the pool design's procedure, then its tables.
pub fn drop_pool_design() -> [String; 2] {
    let names: Vec<String> = pool_tables().iter().map(|t| format!("`{t}`")).collect();
    [
        format!(
            "DROP PROCEDURE IF EXISTS `{}`",
            sale::tables().reserve_procedure()
        ),
        format!("DROP TABLE IF EXISTS {}", names.join(", ")),
    ]
}

/// A migration the bench could not turn into its statements: what it was
/// doing, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unsplit {
    pub action: String,
    pub detail: String,
}

/// The pool design's tables: poolctl's embedded migrations under the
/// bench's names, split into their statements, then the refusals table and
/// the bench's ledger.
pub fn pool_design_tables() -> Result<Vec<String>, Unsplit> {
    let migrations =
        crate::migrate::embedded::renamed(&sale::tables().renames()).map_err(|detail| Unsplit {
            action: "renaming the migrations for the bench".into(),
            detail,
        })?;
    let mut out = Vec::new();
    for m in migrations {
        let statements =
            crate::migrate::sql::split_statements(&m.sql).map_err(|detail| Unsplit {
                action: format!("splitting migration V{}", m.version),
                detail: detail.to_string(),
            })?;
        out.extend(statements);
    }
    let l = sale::ledger();
    out.extend([
        "DROP TABLE IF EXISTS poolctl_bench_refusals".to_string(),
        REFUSALS_DDL.to_string(),
        format!(
            "CREATE TABLE `{}` (`{}` BIGINT UNSIGNED NOT NULL, `{}` BIGINT UNSIGNED NOT NULL, \
             `{}` BIGINT UNSIGNED NOT NULL, `{}` BIGINT NOT NULL, \
             PRIMARY KEY (`{1}`, `{2}`, `{3}`)) ENGINE=InnoDB",
            l.table, l.shop_column, l.item_column, l.location_column, l.available_column
        ),
    ]);
    Ok(out)
}

/// The pool design's ledger: `stock` units of each of `items` items (shop
/// [`sale::SHOP`], location [`sale::LOCATION`]), a thousand rows a
/// statement.
pub fn pool_ledger_rows(items: u64, stock: u64) -> Vec<String> {
    let table = sale::ledger().table;
    let rows: Vec<String> = (1..=items)
        .map(|i| format!("({}, {i}, {}, {stock})", sale::SHOP, sale::LOCATION))
        .collect();
    rows.chunks(1000)
        .map(|chunk| format!("INSERT INTO `{table}` VALUES {}", chunk.join(",")))
        .collect()
}

/// The sampler's read of a pool's rows at or above an id: how many and the
/// lowest (`count`), or only the lowest (one row read). A plain read. Binds
/// shop, item, location, the id.
pub fn pool_rows(count: bool) -> String {
    let units = sale::tables().units;
    if count {
        format!(
            "SELECT COUNT(*), MIN(id) FROM `{units}` WHERE shop_id = ? AND inventory_item_id = ? \
             AND inventory_group_id = ? AND id >= ?"
        )
    } else {
        format!(
            "SELECT 1, id FROM `{units}` WHERE shop_id = ? AND inventory_item_id = ? \
             AND inventory_group_id = ? AND id >= ? ORDER BY id LIMIT 1"
        )
    }
}

/// Per item of the pool design, from the tables: item, L, H, P, ids
/// issued, refills.
pub fn pool_check() -> String {
    let t = sale::tables();
    let l = sale::ledger();
    let key = |a: &str| {
        format!(
            "{a}.shop_id = l.`{}` AND {a}.inventory_item_id = l.`{}` AND {a}.inventory_group_id = l.`{}`",
            l.shop_column, l.item_column, l.location_column
        )
    };
    format!(
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
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unit_rows_come_a_thousand_a_statement() {
        let rows = unit_rows(3, 2500);
        assert_eq!(rows.len(), 3);
        assert!(rows[0].ends_with("(3,999),(3,1000)"), "{}", rows[0]);
        assert!(
            rows[2].starts_with("INSERT INTO poolctl_bench_units (item_id, id) VALUES (3,2001),")
        );
        assert!(rows[2].ends_with("(3,2500)"));
        assert!(unit_rows(1, 0).is_empty());
    }

    #[test]
    fn each_design_scans_with_its_clause() {
        assert!(unit_scan(Design::Pool).ends_with("LIMIT 1 FOR UPDATE SKIP LOCKED"));
        assert!(unit_scan(Design::NoLock).ends_with("LIMIT 1"));
        assert!(queue_claim(Variant::Nowait).ends_with("LIMIT 1 FOR UPDATE NOWAIT"));
        let q = queue(3);
        assert!(q[3].ends_with("VALUES (1, 0),(2, 0),(3, 0)"), "{}", q[3]);
    }

    #[test]
    fn the_pool_design_is_the_migrations_under_the_benchs_names() {
        let tables = pool_design_tables().unwrap();
        assert!(
            tables.iter().any(
                |s| s.contains("CREATE TABLE") && s.contains("poolctl_bench_reservation_units")
            ),
            "{tables:?}"
        );
        assert!(tables.iter().all(|s| !s.contains(" reservation_units ")));
        let [procedure, drop] = drop_pool_design();
        assert_eq!(
            procedure,
            "DROP PROCEDURE IF EXISTS `poolctl_bench_reservation_units_reserve`"
        );
        assert!(drop.contains("`poolctl_bench_inventory_levels`"), "{drop}");
        let ledger = pool_ledger_rows(2001, 5);
        assert_eq!(ledger.len(), 3);
        assert!(
            ledger[2].ends_with("VALUES (1, 2001, 1, 5)"),
            "{}",
            ledger[2]
        );
        assert_eq!(pool_rows(true).matches('?').count(), 4);
        assert_eq!(pool_rows(false).matches('?').count(), 4);
    }
}
