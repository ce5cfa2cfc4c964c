//! The pool's SQL text, built once per configuration from the table names
//! and the ledger mapping: the names quoted ([`Quoted`]), the fragments
//! every pool statement shares (a ledger row's key, a ledger quantity read
//! exactly, a run of unit rows to insert), and the refill's statements
//! ([`PoolSql`]). Pure: `crate::db` binds and executes them.
//!
//! Locks, in the order every pool transaction takes them (examples/app-sql):
//! the named refill lock (session level, `sql/refill_lock.sql`), then the
//! pool's `pool_refill_state` row (`FOR UPDATE`, the lock the application's
//! inline refill and release take), then the units it inserts. Holds and the
//! ledger are only read.

use super::plan::PoolKey;
use crate::config::{LedgerMapping, TableNames};
use std::fmt::Write as _;

/// The grants the pool's reads need (for a missing-grant message).
pub const GRANT_READ: &str =
    "SELECT on the units, holds, caps and refill-state tables and on the ledger table";
/// The grants a refill needs.
pub const GRANT_WRITE: &str =
    "SELECT, INSERT, UPDATE on the units and refill-state tables (SELECT on holds, caps, ledger)";

/// `a` -> `` `a` ``, `s.t` -> `` `s`.`t` `` (names are validated identifiers).
pub fn quote(name: &str) -> String {
    name.split('.')
        .map(|p| format!("`{}`", p.replace('`', "``")))
        .collect::<Vec<_>>()
        .join(".")
}

/// Every name a pool statement uses, quoted.
#[derive(Debug, Clone)]
pub struct Quoted {
    pub units: String,
    pub holds: String,
    pub caps: String,
    pub state: String,
    /// The ledger table and its shop, item, location and available columns.
    pub lt: String,
    pub ls: String,
    pub li: String,
    pub ll: String,
    pub la: String,
}

impl Quoted {
    pub fn new(tables: &TableNames, ledger: &LedgerMapping) -> Quoted {
        Quoted {
            units: quote(&tables.units),
            holds: quote(&tables.holds),
            caps: quote(&tables.caps),
            state: quote(&tables.refill_state),
            lt: quote(&ledger.table),
            ls: quote(&ledger.shop_column),
            li: quote(&ledger.item_column),
            ll: quote(&ledger.location_column),
            la: quote(&ledger.available_column),
        }
    }

    /// A ledger row's pool key as three unsigned integers; `prefix` is a
    /// table alias with its dot (`"l."`) or empty. Only for rows that meet
    /// [`Quoted::ledger_keyed`].
    pub fn ledger_key(&self, prefix: &str) -> String {
        let (s, i, l) = (&self.ls, &self.li, &self.ll);
        format!(
            "CAST({prefix}{s} AS UNSIGNED), CAST({prefix}{i} AS UNSIGNED), CAST({prefix}{l} AS UNSIGNED)"
        )
    }

    /// Whether a ledger row names a pool: pool keys are unsigned (the pool
    /// tables' BIGINT UNSIGNED), so a row whose shop, item or location is
    /// NULL or negative (the ledger is the application's table) names none.
    /// Every read of ledger keys leaves such rows out (read as a key, a NULL
    /// would make the driver panic, and `CAST(-1 AS UNSIGNED)` names a pool
    /// no lookup by the real key finds); [`ledger_unkeyed`] counts them.
    pub fn ledger_keyed(&self, prefix: &str) -> String {
        let (s, i, l) = (&self.ls, &self.li, &self.ll);
        format!(
            "({prefix}{s} IS NOT NULL AND {prefix}{i} IS NOT NULL AND {prefix}{l} IS NOT NULL \
             AND {prefix}{s} >= 0 AND {prefix}{i} >= 0 AND {prefix}{l} >= 0)"
        )
    }

    /// The ledger's available quantity of a row, read exactly
    /// ([`ledger_quantity`]); `prefix` as for [`Quoted::ledger_key`].
    pub fn ledger_available(&self, prefix: &str) -> String {
        ledger_quantity(&format!("{prefix}{}", self.la))
    }
}

/// The SQL expression for a ledger quantity column (already quoted). The
/// ledger's `available` column belongs to the application: any integer
/// type, signed or unsigned. It is read through DECIMAL(20,0), which holds
/// every BIGINT and BIGINT UNSIGNED value exactly (`CAST(... AS SIGNED)`
/// would wrap 2^63 and above to negative numbers, which reads as sold out);
/// the seam refuses a value outside the signed 64-bit range.
pub fn ledger_quantity(column: &str) -> String {
    format!("CAST({column} AS DECIMAL(20,0))")
}

/// How many ledger rows name no pool ([`Quoted::ledger_keyed`]), and one of
/// them (its key columns as text, NULL as `NULL`).
pub fn ledger_unkeyed(tables: &TableNames, ledger: &LedgerMapping) -> String {
    let q = Quoted::new(tables, ledger);
    let text = |c: &str| format!("COALESCE(CAST({c} AS CHAR), 'NULL')");
    format!(
        "SELECT {TAG} COUNT(*), MIN(CONCAT({}, ' ', {}, ' ', {})) FROM {} WHERE NOT {}",
        text(&q.ls),
        text(&q.li),
        text(&q.ll),
        q.lt,
        q.ledger_keyed("")
    )
}

/// A pool's key in the pool tables, `?` for shop, item and location;
/// `prefix` is a table alias with its dot (`"u."`) or empty.
pub fn pool_key(prefix: &str) -> String {
    format!(
        "{prefix}shop_id = ? AND {prefix}inventory_item_id = ? AND {prefix}inventory_group_id = ?"
    )
}

/// `INSERT INTO <units> (...) VALUES` of `rows` units of `key` with the
/// consecutive ids `first_id ..`, tagged `/* conn_tag:TAG */`. `units` is the
/// quoted table name; integers only, so nothing from outside reaches the text.
/// Refill and release both insert units this way.
pub fn insert_units(units: &str, tag: &str, key: &PoolKey, first_id: u64, rows: u64) -> String {
    let mut sql = format!(
        "INSERT /* conn_tag:{tag} */ INTO {units} \
         (shop_id, inventory_item_id, inventory_group_id, id) VALUES "
    );
    for n in 0..rows {
        if n > 0 {
            sql.push(',');
        }
        let _ = write!(
            sql,
            "({},{},{},{})",
            key.shop,
            key.item,
            key.location,
            first_id + n
        );
    }
    sql
}

/// A test hook's pause on the refill's own connection
/// ([`super::Failpoint`]), tagged `poolctl failpoint NAME` so that a test
/// sees in the process list that the refill is at that point.
pub fn failpoint_sleep(name: &str, ms: u64) -> String {
    format!(
        "SELECT /* poolctl failpoint {name} */ SLEEP({}.{:03})",
        ms / 1000,
        ms % 1000
    )
}

/// The refill's business-process tag.
const TAG: &str = "/* conn_tag:pool_refill */";

/// The refill's SQL for one configuration (executed by `crate::db::pool`).
#[derive(Debug, Clone)]
pub struct PoolSql {
    /// The units table, quoted: where [`PoolSql::insert`] writes.
    units: String,
    /// P, H, L and C in ONE statement: one consistent read. Binds the pool
    /// key four times (units, holds, ledger, caps).
    pub observe: String,
    /// H alone (the wrong way of the two-reads failpoint). Binds the key.
    pub holds_only: String,
    /// The pool's refill-state row, `FOR UPDATE`; returns `next_unit_id`.
    /// Binds the key.
    pub lock_state: String,
    /// Autocommit, outside the refill transaction (see
    /// examples/app-sql/refill.sql). A new row starts its ids above any unit
    /// already in the pool, so a pool whose state row was lost never gets a
    /// duplicate id. Binds the key twice.
    pub ensure_state: String,
    /// Moves `next_unit_id` on and records the refill; the pool is no
    /// longer drained (`drained_since`, cleared by every refill that adds
    /// units: this statement's only home). Binds the next id,
    /// whether this is the refill's first transaction, the rows twice, the
    /// refill count's increment, then the key.
    pub advance: String,
    /// The pools whose ledger row has stock.
    pub list: String,
    /// [`PoolSql::list`] of one shop. Binds the shop.
    pub list_shop: String,
    /// C of a pool without a `pool_caps` row.
    pub default_cap: u32,
}

impl PoolSql {
    pub fn new(tables: &TableNames, ledger: &LedgerMapping, default_cap: u32) -> PoolSql {
        let q = Quoted::new(tables, ledger);
        let holds_sum = format!(
            "SELECT CAST(COALESCE(SUM(h.quantity), 0) AS UNSIGNED) FROM {} h WHERE {}",
            q.holds,
            pool_key("h.")
        );
        let units = format!(
            "SELECT COUNT(*) FROM {} u WHERE {}",
            q.units,
            pool_key("u.")
        );
        let ledger_row = format!(
            "SELECT {} FROM {} l WHERE l.{} = ? AND l.{} = ? AND l.{} = ?",
            q.ledger_available("l."),
            q.lt,
            q.ls,
            q.li,
            q.ll
        );
        let cap = format!("SELECT c.cap FROM {} c WHERE {}", q.caps, pool_key("c."));
        let observe = format!("SELECT {TAG} ({units}), ({holds_sum}), ({ledger_row}), ({cap})");
        let stocked = |also: &str| {
            format!(
                "SELECT {TAG} {} FROM {} l WHERE l.{} > 0{also} AND {} ORDER BY 1, 2, 3",
                q.ledger_key("l."),
                q.lt,
                q.la,
                q.ledger_keyed("l.")
            )
        };
        PoolSql {
            holds_only: format!("{TAG} {holds_sum}"),
            observe,
            lock_state: format!(
                "SELECT {TAG} next_unit_id FROM {} WHERE {} FOR UPDATE",
                q.state,
                pool_key("")
            ),
            ensure_state: format!(
                "INSERT {TAG} INTO {} \
                 (shop_id, inventory_item_id, inventory_group_id, next_unit_id) \
                 VALUES (?, ?, ?, (SELECT COALESCE(MAX(u.id), 0) + 1 FROM {} u WHERE {})) \
                 ON DUPLICATE KEY UPDATE next_unit_id = next_unit_id",
                q.state,
                q.units,
                pool_key("u.")
            ),
            advance: format!(
                "UPDATE {TAG} {} \
                 SET next_unit_id = ?, last_refill_at = CURRENT_TIMESTAMP(6), \
                     last_refill_rows = IF(?, ?, last_refill_rows + ?), \
                     refill_count = refill_count + ?, drained_since = NULL \
                 WHERE {}",
                q.state,
                pool_key("")
            ),
            list: stocked(""),
            list_shop: stocked(&format!(" AND l.{} = ?", q.ls)),
            units: q.units,
            default_cap,
        }
    }

    /// The units `first_id ..` of `key`'s pool, `rows` of them.
    pub fn insert(&self, key: &PoolKey, first_id: u64, rows: u64) -> String {
        insert_units(&self.units, "pool_refill", key, first_id, rows)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sql() -> PoolSql {
        PoolSql::new(
            &TableNames::default(),
            &LedgerMapping::table("inventory_levels"),
            1000,
        )
    }

    #[test]
    fn identifiers_are_quoted_part_by_part() {
        assert_eq!(quote("units"), "`units`");
        assert_eq!(quote("app.inventory_levels"), "`app`.`inventory_levels`");
        assert_eq!(quote("we`ird"), "`we``ird`");
    }

    #[test]
    fn insert_lists_consecutive_ids() {
        let sql = sql();
        let k = PoolKey {
            shop: 1,
            item: 2,
            location: 3,
        };
        let s = sql.insert(&k, 10, 3);
        assert!(
            s.ends_with("VALUES (1,2,3,10),(1,2,3,11),(1,2,3,12)"),
            "{s}"
        );
        assert!(sql.observe.matches('?').count() == 12, "{}", sql.observe);
    }

    /// The statements as `crate::db::pool` binds them.
    #[test]
    fn statements_bind_what_the_seam_binds() {
        let s = sql();
        for (stmt, binds) in [
            (&s.holds_only, 3),
            (&s.lock_state, 3),
            (&s.ensure_state, 6),
            (&s.advance, 8),
            (&s.list, 0),
            (&s.list_shop, 1),
        ] {
            assert_eq!(stmt.matches('?').count(), binds, "{stmt}");
            assert!(stmt.contains("/* conn_tag:pool_refill */"), "{stmt}");
        }
        assert!(s.lock_state.ends_with("FOR UPDATE"), "{}", s.lock_state);
        assert!(
            s.list.contains("CAST(l.`shop_id` AS UNSIGNED)"),
            "{}",
            s.list
        );
    }

    #[test]
    fn the_unkeyed_count_and_the_failpoint_pause() {
        let u = ledger_unkeyed(
            &TableNames::default(),
            &LedgerMapping::table("inventory_levels"),
        );
        assert!(
            u.starts_with("SELECT /* conn_tag:pool_refill */ COUNT(*)"),
            "{u}"
        );
        assert!(u.contains("WHERE NOT (`shop_id` IS NOT NULL"), "{u}");
        assert_eq!(
            failpoint_sleep("refill-two-reads", 1500),
            "SELECT /* poolctl failpoint refill-two-reads */ SLEEP(1.500)"
        );
    }
}
