//! Reconcile's SQL for one configuration: the chunked scan's reads (four
//! aggregate queries a chunk, no round trip per pool) and the statements of
//! the repair transaction of `--apply`. Pure: `crate::db::reconcile` binds
//! and executes them; what the numbers mean is [`super::reconcile`].
//!
//! A chunk is the next `limit` ledger keys after the cursor; the units, holds
//! and caps of the same key range (cursor, last ledger key] come with them, so
//! pools with no ledger row (orphans) are found in the range they fall in, and
//! the last chunk's range is open-ended.

use super::plan::PoolKey;
use super::sql::{Quoted, pool_key};
use crate::config::{LedgerMapping, TableNames};

/// The grants a repair needs (for a missing-grant message).
pub const GRANT_REPAIR: &str = "SELECT, DELETE on the units and holds tables and SELECT ... FOR UPDATE \
     on the refill-state table";

/// Reconcile's business-process tag.
const TAG: &str = "/* conn_tag:pool_reconcile */";

/// `(a, b, c) > (?, ?, ?)` written out, so the range optimizer of every
/// server version uses the primary key. Binds 5 ([`range_binds`]).
fn after(a: &str, b: &str, c: &str) -> String {
    format!("({a} > ? OR ({a} = ? AND ({b} > ? OR ({b} = ? AND {c} > ?))))")
}

/// `(a, b, c) <= (?, ?, ?)`. Binds 5 ([`range_binds`]).
fn up_to(a: &str, b: &str, c: &str) -> String {
    format!("({a} < ? OR ({a} = ? AND ({b} < ? OR ({b} = ? AND {c} <= ?))))")
}

/// The binds of one end of a key range, in the order the range's condition
/// names them.
pub fn range_binds(k: &PoolKey) -> [u64; 5] {
    [k.shop, k.shop, k.item, k.item, k.location]
}

/// Reconcile's SQL for one configuration.
#[derive(Debug, Clone)]
pub struct ReconcileSql {
    /// The ledger's next page: from the head, or after the cursor.
    ledger: [String; 2],
    /// Index: bit 0 = bounded below (after the cursor), bit 1 = bounded above.
    units: [String; 4],
    holds: [String; 4],
    caps: [String; 4],
    /// P, H, the expired quantity, L and C in one statement. Binds the key 5
    /// times.
    pub observe: String,
    /// The pool's refill-state row, `FOR UPDATE`. Binds the key.
    pub lock_state: String,
    /// The pool's expired holds. Binds the key.
    pub delete_expired: String,
    /// Rows no reserve is taking right now (SKIP LOCKED), highest ids
    /// first. Binds the key and how many.
    pub pick_excess: String,
    /// The units table, quoted ([`ReconcileSql::delete_units`]).
    units_table: String,
    /// C of a pool without a `pool_caps` row.
    pub default_cap: u64,
}

/// `select` over the key range, each way it can be bounded
/// ([`ReconcileSql::range`]).
fn variants(select: &str, a: &str, b: &str, c: &str, tail: &str) -> [String; 4] {
    let lo = after(a, b, c);
    let hi = up_to(a, b, c);
    [
        format!("{select} {tail}"),
        format!("{select} WHERE {lo} {tail}"),
        format!("{select} WHERE {hi} {tail}"),
        format!("{select} WHERE {lo} AND {hi} {tail}"),
    ]
}

impl ReconcileSql {
    pub fn new(tables: &TableNames, ledger: &LedgerMapping, default_cap: u32) -> ReconcileSql {
        let q = Quoted::new(tables, ledger);
        let (s, i, g) = ("shop_id", "inventory_item_id", "inventory_group_id");
        let ledger_select = format!(
            "SELECT {TAG} {}, {} FROM {} WHERE {}",
            q.ledger_key(""),
            q.ledger_available(""),
            q.lt,
            q.ledger_keyed("")
        );
        let order = format!("ORDER BY {}, {}, {} LIMIT ?", q.ls, q.li, q.ll);
        let pool = pool_key("");
        let ledger_row = format!(
            "SELECT {} FROM {} WHERE {} = ? AND {} = ? AND {} = ?",
            q.ledger_available(""),
            q.lt,
            q.ls,
            q.li,
            q.ll
        );
        ReconcileSql {
            ledger: [
                format!("{ledger_select} {order}"),
                format!("{ledger_select} AND {} {order}", after(&q.ls, &q.li, &q.ll)),
            ],
            units: variants(
                &format!("SELECT {TAG} {s}, {i}, {g}, COUNT(*) FROM {}", q.units),
                s,
                i,
                g,
                "GROUP BY 1, 2, 3",
            ),
            holds: variants(
                &format!(
                    "SELECT {TAG} {s}, {i}, {g}, CAST(SUM(quantity) AS UNSIGNED), \
                     CAST(SUM(expires_at < NOW(6)) AS UNSIGNED), \
                     CAST(SUM(IF(expires_at < NOW(6), quantity, 0)) AS UNSIGNED) FROM {}",
                    q.holds
                ),
                s,
                i,
                g,
                "GROUP BY 1, 2, 3",
            ),
            caps: variants(
                &format!("SELECT {TAG} {s}, {i}, {g}, cap FROM {}", q.caps),
                s,
                i,
                g,
                "",
            ),
            observe: format!(
                "SELECT {TAG} (SELECT COUNT(*) FROM {} WHERE {pool}), \
                 (SELECT CAST(COALESCE(SUM(quantity), 0) AS UNSIGNED) FROM {} WHERE {pool}), \
                 (SELECT CAST(COALESCE(SUM(IF(expires_at < NOW(6), quantity, 0)), 0) AS UNSIGNED) \
                    FROM {} WHERE {pool}), \
                 ({ledger_row}), \
                 (SELECT cap FROM {} WHERE {pool})",
                q.units, q.holds, q.holds, q.caps
            ),
            lock_state: format!(
                "SELECT {TAG} next_unit_id FROM {} WHERE {pool} FOR UPDATE",
                q.state
            ),
            delete_expired: format!(
                "DELETE {TAG} FROM {} WHERE {pool} AND expires_at < NOW(6)",
                q.holds
            ),
            pick_excess: format!(
                "SELECT {TAG} id FROM {} WHERE {pool} ORDER BY id DESC LIMIT ? FOR UPDATE SKIP LOCKED",
                q.units
            ),
            units_table: q.units,
            default_cap: u64::from(default_cap),
        }
    }

    /// The ledger's next `LIMIT ?` keys: from the head, or `after_cursor`
    /// (then the cursor's [`range_binds`] come first).
    pub fn ledger_page(&self, after_cursor: bool) -> &str {
        &self.ledger[usize::from(after_cursor)]
    }

    /// The units, holds and caps reads of a key range: bounded below
    /// (`after_cursor`: binds the cursor's [`range_binds`]) and above
    /// (`up_to_last`: then the last key's), or open at either end.
    pub fn range(&self, after_cursor: bool, up_to_last: bool) -> [&str; 3] {
        let v = usize::from(after_cursor) | (usize::from(up_to_last) << 1);
        [&self.units[v], &self.holds[v], &self.caps[v]]
    }

    /// Remove the units `ids` of one pool (those [`ReconcileSql::pick_excess`]
    /// locked). Binds the key; the ids are integers in the text.
    pub fn delete_units(&self, ids: &[u64]) -> String {
        let list = ids.iter().map(u64::to_string).collect::<Vec<_>>().join(",");
        format!(
            "DELETE {TAG} FROM {} WHERE shop_id = ? AND \
             inventory_item_id = ? AND inventory_group_id = ? AND id IN ({list})",
            self.units_table
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn range_conditions_bind_five_each() {
        let lo = after("a", "b", "c");
        assert_eq!(lo.matches('?').count(), 5);
        assert_eq!(lo, "(a > ? OR (a = ? AND (b > ? OR (b = ? AND c > ?))))");
        assert_eq!(up_to("a", "b", "c").matches('?').count(), 5);
        let sql = ReconcileSql::new(
            &TableNames::default(),
            &LedgerMapping::table("inventory_levels"),
            1000,
        );
        for (i, q) in sql.units.iter().enumerate() {
            let expect = 5 * ((i & 1) + (i >> 1));
            assert_eq!(q.matches('?').count(), expect, "{q}");
        }
        assert_eq!(sql.observe.matches('?').count(), 15);
    }

    #[test]
    fn each_read_is_picked_by_its_bounds() {
        let sql = ReconcileSql::new(
            &TableNames::default(),
            &LedgerMapping::table("inventory_levels"),
            1000,
        );
        assert_eq!(sql.ledger_page(false).matches('?').count(), 1);
        assert_eq!(sql.ledger_page(true).matches('?').count(), 6);
        for (lo, hi) in [(false, false), (true, false), (false, true), (true, true)] {
            let binds = 5 * (usize::from(lo) + usize::from(hi));
            for read in sql.range(lo, hi) {
                assert_eq!(read.matches('?').count(), binds, "{read}");
            }
        }
        let d = sql.delete_units(&[7, 9]);
        assert!(d.ends_with("AND id IN (7,9)"), "{d}");
        assert_eq!(d.matches('?').count(), 3);
        assert_eq!(
            range_binds(&PoolKey {
                shop: 1,
                item: 2,
                location: 3
            }),
            [1, 1, 2, 2, 3]
        );
    }
}
