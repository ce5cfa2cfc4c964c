//! The reservation transactions' SQL text, built once per configuration from
//! the table names and the ledger mapping. Values are bound as `?` except
//! unit ids and counts, which are integers the seam formats itself (nothing
//! from outside reaches the text). The same statements, commented, are in
//! `examples/app-sql/` for applications to copy.

use super::{TAG_CLAIM, TAG_RELEASE, TAG_RESERVE};
use crate::config::{LedgerMapping, PoolSettings, TableNames};
use std::fmt::Write as _;

/// `a` -> `` `a` ``, `s.t` -> `` `s`.`t` ``.
fn quote(name: &str) -> String {
    name.split('.')
        .map(|p| format!("`{}`", p.replace('`', "``")))
        .collect::<Vec<_>>()
        .join(".")
}

const POOL_U: &str = "u.shop_id = ? AND u.inventory_item_id = ? AND u.inventory_group_id = ?";
const POOL: &str = "shop_id = ? AND inventory_item_id = ? AND inventory_group_id = ?";

/// Every statement of reserve, claim and release for one configuration.
#[derive(Debug, Clone)]
pub struct ReserveSql {
    units: String,
    holds: String,
    ttl_seconds: u64,
    pub default_cap: u32,
    /// Autocommit, before a transaction that locks the pool's refill-state
    /// row: makes sure the row exists (ids above any unit already there).
    /// Binds the pool key twice.
    pub ensure_state: String,
    /// The pool's refill-state row, `FOR UPDATE`; returns `next_unit_id`.
    pub lock_state_reserve: String,
    pub lock_state_release: String,
    /// L - H - P of one pool in one read: the stock behind the pool.
    /// Binds ledger key, holds key, units key.
    pub behind: String,
    pub claim_lock: String,
    pub claim_delete: String,
    pub claim_ledger: String,
    pub release_quantity: String,
    /// min(q, C - P), never below 0. Binds q, cap key, default cap, units key.
    pub release_count: String,
    pub release_delete: String,
    pub release_advance: String,
}

impl ReserveSql {
    pub fn new(tables: &TableNames, ledger: &LedgerMapping, pool: &PoolSettings) -> ReserveSql {
        let units = quote(&tables.units);
        let holds = quote(&tables.holds);
        let caps = quote(&tables.caps);
        let state = quote(&tables.refill_state);
        let lt = quote(&ledger.table);
        let (ls, li, ll, la) = (
            quote(&ledger.shop_column),
            quote(&ledger.item_column),
            quote(&ledger.location_column),
            quote(&ledger.available_column),
        );
        let ledger_key = format!("{ls} = ? AND {li} = ? AND {ll} = ?");
        let hold_key = format!("{POOL} AND checkout_id = ?");
        let lock_state = |tag: &str| {
            format!("SELECT /* conn_tag:{tag} */ next_unit_id FROM {state} WHERE {POOL} FOR UPDATE")
        };
        ReserveSql {
            ensure_state: format!(
                "INSERT /* conn_tag:{TAG_RESERVE} */ INTO {state} \
                 (shop_id, inventory_item_id, inventory_group_id, next_unit_id) \
                 VALUES (?, ?, ?, (SELECT COALESCE(MAX(u.id), 0) + 1 FROM {units} u WHERE {POOL_U})) \
                 ON DUPLICATE KEY UPDATE next_unit_id = next_unit_id"
            ),
            lock_state_reserve: lock_state(TAG_RESERVE),
            lock_state_release: lock_state(TAG_RELEASE),
            behind: format!(
                "SELECT /* conn_tag:{TAG_RESERVE} */ CAST( \
                   COALESCE((SELECT l.{la} FROM {lt} l WHERE l.{ls} = ? AND l.{li} = ? AND l.{ll} = ?), 0) \
                   - (SELECT COALESCE(SUM(h.quantity), 0) FROM {holds} h WHERE h.shop_id = ? \
                        AND h.inventory_item_id = ? AND h.inventory_group_id = ?) \
                   - (SELECT COUNT(*) FROM {units} u WHERE {POOL_U}) AS SIGNED)"
            ),
            claim_lock: format!(
                "SELECT /* conn_tag:{TAG_CLAIM} */ quantity FROM {holds} WHERE {hold_key} FOR UPDATE"
            ),
            claim_delete: format!(
                "DELETE /* conn_tag:{TAG_CLAIM} */ FROM {holds} WHERE {hold_key}"
            ),
            claim_ledger: format!(
                "UPDATE /* conn_tag:{TAG_CLAIM} */ {lt} SET {la} = {la} - ? WHERE {ledger_key}"
            ),
            release_quantity: format!(
                "SELECT /* conn_tag:{TAG_RELEASE} */ quantity FROM {holds} WHERE {hold_key}"
            ),
            release_count: format!(
                "SELECT /* conn_tag:{TAG_RELEASE} */ CAST(GREATEST(0, LEAST(?, \
                   COALESCE((SELECT c.cap FROM {caps} c WHERE c.shop_id = ? AND c.inventory_item_id = ? \
                     AND c.inventory_group_id = ?), ?) \
                   - (SELECT COUNT(*) FROM {units} u WHERE {POOL_U}))) AS SIGNED)"
            ),
            release_delete: format!(
                "DELETE /* conn_tag:{TAG_RELEASE} */ FROM {holds} WHERE {hold_key} AND quantity = ?"
            ),
            release_advance: format!(
                "UPDATE /* conn_tag:{TAG_RELEASE} */ {state} SET next_unit_id = next_unit_id + ? WHERE {POOL}"
            ),
            units,
            holds,
            ttl_seconds: pool.hold_ttl_seconds,
            default_cap: pool.cap,
        }
    }

    /// One round trip for every line: a `UNION ALL` of parenthesised
    /// `LIMIT ? FOR UPDATE SKIP LOCKED` scans on the primary-key prefix, each
    /// row tagged with its line's index. Binds per line: shop, item, group, q.
    pub fn scan(&self, lines: usize) -> String {
        let mut sql = format!("/* conn_tag:{TAG_RESERVE} */ ");
        for i in 0..lines {
            if i > 0 {
                sql.push_str(" UNION ALL ");
            }
            let _ = write!(
                sql,
                "(SELECT {i} AS line, id FROM {} WHERE {POOL} LIMIT ? FOR UPDATE SKIP LOCKED)",
                self.units
            );
        }
        sql
    }

    /// Delete one line's locked units. Binds the pool key; ids are inline.
    pub fn delete_units(&self, ids: &[u64]) -> String {
        let list: Vec<String> = ids.iter().map(u64::to_string).collect();
        format!(
            "DELETE /* conn_tag:{TAG_RESERVE} */ FROM {} WHERE {POOL} AND id IN ({})",
            self.units,
            list.join(",")
        )
    }

    /// One hold per line, one statement. Binds per line: shop, item, group,
    /// checkout, quantity.
    pub fn insert_holds(&self, lines: usize) -> String {
        let mut sql = format!(
            "INSERT /* conn_tag:{TAG_RESERVE} */ INTO {} \
             (shop_id, inventory_item_id, inventory_group_id, checkout_id, quantity, expires_at) VALUES ",
            self.holds
        );
        for i in 0..lines {
            if i > 0 {
                sql.push(',');
            }
            let _ = write!(
                sql,
                "(?, ?, ?, ?, ?, CURRENT_TIMESTAMP(6) + INTERVAL {} SECOND)",
                self.ttl_seconds
            );
        }
        sql
    }

    /// Release: `n` units back with ids `first..first+n`. Integers only.
    pub fn release_units(&self, key: &crate::pool::PoolKey, first: u64, n: u64) -> String {
        crate::pool::plan::insert_units_sql(&self.units, TAG_RELEASE, key, first, n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pool::PoolKey;

    fn sql() -> ReserveSql {
        ReserveSql::new(
            &TableNames::default(),
            &LedgerMapping {
                table: "inventory_levels".into(),
                shop_column: "shop_id".into(),
                item_column: "inventory_item_id".into(),
                location_column: "location_id".into(),
                available_column: "available".into(),
            },
            &PoolSettings::default(),
        )
    }

    /// Every statement carries its business process's tag.
    #[test]
    fn every_statement_is_tagged() {
        let s = sql();
        let key = PoolKey {
            shop: 1,
            item: 2,
            location: 3,
        };
        let all = [
            s.ensure_state.clone(),
            s.lock_state_reserve.clone(),
            s.lock_state_release.clone(),
            s.behind.clone(),
            s.claim_lock.clone(),
            s.claim_delete.clone(),
            s.claim_ledger.clone(),
            s.release_quantity.clone(),
            s.release_count.clone(),
            s.release_delete.clone(),
            s.release_advance.clone(),
            s.scan(3),
            s.delete_units(&[1, 2]),
            s.insert_holds(2),
            s.release_units(&key, 7, 2),
        ];
        for stmt in &all {
            assert!(stmt.contains("/* conn_tag:"), "untagged: {stmt}");
        }
    }

    #[test]
    fn cart_scan_is_one_union_all_of_skip_locked_scans() {
        let s = sql().scan(3);
        assert_eq!(s.matches("UNION ALL").count(), 2, "{s}");
        assert_eq!(s.matches("FOR UPDATE SKIP LOCKED)").count(), 3, "{s}");
        assert_eq!(s.matches('?').count(), 12, "{s}");
        assert!(s.contains("(SELECT 2 AS line, id FROM `reservation_units`"));
    }

    #[test]
    fn holds_and_units_texts() {
        let s = sql();
        assert!(s.delete_units(&[4, 9]).ends_with("AND id IN (4,9)"));
        let h = s.insert_holds(2);
        assert_eq!(h.matches("INTERVAL 600 SECOND").count(), 2, "{h}");
        assert_eq!(h.matches('?').count(), 10);
        let key = PoolKey {
            shop: 1,
            item: 2,
            location: 3,
        };
        assert!(
            s.release_units(&key, 7, 2)
                .ends_with("VALUES (1,2,3,7),(1,2,3,8)")
        );
        assert_eq!(s.behind.matches('?').count(), 9);
        assert_eq!(s.release_count.matches('?').count(), 8);
    }
}
