//! The replenisher's reads: the change signal (index range scans of the
//! holds' `expires_at` and, when configured, the ledger's update time), the
//! marks a sweep starts the ranges at, and the pools a pass looks at, read by
//! key in one consistent snapshot. What the rows mean is
//! `crate::replenish::signal`; refills and releases go through the refill
//! runner and reconcile's repair like every other caller.
//!
//! Times cross the seam as microseconds since the epoch in the server's
//! clock (the session time zone is UTC, `Db::connect`), never as client time.

use super::connect::Db;
use super::error::DbError;
use super::wire::Wire;
use crate::config::{LedgerMapping, TableNames};
use crate::pool::PoolKey;
use crate::pool::reconcile::{PoolState, join_chunk};
use crate::pool::sql::{Quoted, quote};
use crate::replenish::signal::Row;
use mysql::prelude::Queryable;
use std::fmt::Write as _;

const GRANT_READ: &str =
    "SELECT on the units, holds, caps and refill-state tables and on the ledger table";
const TAG: &str = "/* conn_tag:pool_replenish */";

/// Most pools one snapshot reads (the key list is part of the statement).
pub const KEYS_PER_READ: usize = 1000;

fn micros(expr: &str) -> String {
    format!("TIMESTAMPDIFF(MICROSECOND, '1970-01-01 00:00:00', {expr})")
}

const FROM_MICROS: &str = "TIMESTAMPADD(MICROSECOND, ?, '1970-01-01 00:00:00')";

/// The replenisher's SQL for one configuration.
#[derive(Debug, Clone)]
pub struct ReplenishSql {
    now: String,
    new_holds: String,
    expired_holds: String,
    ledger_changes: Option<String>,
    holds_mark: String,
    ledger_mark: Option<String>,
    ledger_index: Option<(String, String)>,
    // Per-key reads; the key list is appended.
    units: String,
    holds: String,
    caps: String,
    ledger: String,
    ledger_cols: (String, String, String),
    default_cap: u64,
}

impl ReplenishSql {
    pub fn new(
        tables: &TableNames,
        ledger: &LedgerMapping,
        default_cap: u32,
        updated_column: Option<&str>,
    ) -> ReplenishSql {
        let quoted = Quoted::new(tables, ledger);
        let (ledger_key, ledger_keyed) = (quoted.ledger_key(""), quoted.ledger_keyed(""));
        let Quoted {
            units,
            holds,
            caps,
            lt,
            ls,
            li,
            ll,
            la,
            ..
        } = quoted;
        let pool = "shop_id, inventory_item_id, inventory_group_id";
        let upd = updated_column.map(quote);
        let hold_range = |cond: &str| {
            format!(
                "SELECT {TAG} {pool}, {}, {} FROM {holds} WHERE {cond} GROUP BY 1, 2, 3",
                micros("MIN(expires_at)"),
                micros("MAX(expires_at)")
            )
        };
        ReplenishSql {
            now: format!("SELECT {TAG} {}", micros("NOW(6)")),
            new_holds: hold_range(&format!("expires_at > {FROM_MICROS}")),
            expired_holds: hold_range("expires_at < NOW(6)"),
            ledger_changes: upd.as_ref().map(|u| {
                format!(
                    "SELECT {TAG} {ledger_key}, {}, {} FROM {lt} \
                     WHERE {u} > {FROM_MICROS} AND {ledger_keyed} GROUP BY 1, 2, 3",
                    micros(&format!("MIN({u})")),
                    micros(&format!("MAX({u})"))
                )
            }),
            holds_mark: format!("SELECT {TAG} {} FROM {holds}", micros("MAX(expires_at)")),
            ledger_mark: upd
                .as_ref()
                .map(|u| format!("SELECT {TAG} {} FROM {lt}", micros(&format!("MAX({u})")))),
            ledger_index: updated_column.map(|c| (ledger.table.clone(), c.to_string())),
            units: format!("SELECT {TAG} {pool}, COUNT(*) FROM {units} WHERE "),
            holds: format!(
                "SELECT {TAG} {pool}, CAST(SUM(quantity) AS UNSIGNED), \
                 CAST(SUM(expires_at < NOW(6)) AS UNSIGNED), \
                 CAST(SUM(IF(expires_at < NOW(6), quantity, 0)) AS UNSIGNED) FROM {holds} WHERE "
            ),
            caps: format!("SELECT {TAG} {pool}, cap FROM {caps} WHERE "),
            ledger: format!(
                "SELECT {TAG} {ledger_key}, {} FROM {lt} WHERE ",
                crate::pool::sql::ledger_quantity(&la)
            ),
            ledger_cols: (ls, li, ll),
            default_cap: u64::from(default_cap),
        }
    }

    /// Whether the ledger's update time is a signal.
    pub fn has_ledger_signal(&self) -> bool {
        self.ledger_changes.is_some()
    }
}

/// `(a = 1 AND b = 2 AND c = 3) OR ...` for `keys`: integers only, so
/// nothing from outside reaches the text.
fn key_list(keys: &[PoolKey], a: &str, b: &str, c: &str) -> String {
    let mut s = String::with_capacity(keys.len() * 48);
    for (i, k) in keys.iter().enumerate() {
        if i > 0 {
            s.push_str(" OR ");
        }
        let _ = write!(
            s,
            "({a} = {} AND {b} = {} AND {c} = {})",
            k.shop, k.item, k.location
        );
    }
    s
}

type Key5 = (u64, u64, u64, Option<i64>, Option<i64>);

fn rows(raw: Vec<Key5>) -> Vec<Row> {
    raw.into_iter()
        .filter_map(|(shop, item, location, oldest, newest)| {
            Some(Row {
                key: PoolKey {
                    shop,
                    item,
                    location,
                },
                oldest_us: oldest?,
                newest_us: newest?,
            })
        })
        .collect()
}

fn err(wire: &Wire, action: &'static str) -> impl Fn(mysql::Error) -> DbError + use<> {
    let wire = wire.clone();
    move |e| wire.error(e, action, GRANT_READ)
}

impl Db {
    /// The session's `wait_timeout`: a connection silent this long is
    /// closed by the server (and its named locks released with it).
    pub fn set_wait_timeout(&mut self, secs: u64) -> Result<(), DbError> {
        self.conn
            .exec_drop("SET SESSION wait_timeout = ?", (secs.max(1),))
            .map_err(|e| self.wire.error(e, "setting wait_timeout", "no privilege"))
    }

    /// The server's clock, µs since the epoch.
    pub fn server_micros(&mut self, sql: &ReplenishSql) -> Result<i64, DbError> {
        let now: Option<i64> = self
            .conn
            .query_first(&sql.now)
            .map_err(err(&self.wire, "reading the server's clock"))?;
        now.ok_or_else(|| DbError::Other {
            action: "reading the server's clock".into(),
            detail: "no row returned".into(),
        })
    }

    /// Pools with holds stamped after `from_us` (the `expires_at` index).
    pub fn new_holds_since(
        &mut self,
        sql: &ReplenishSql,
        from_us: i64,
    ) -> Result<Vec<Row>, DbError> {
        let raw: Vec<Key5> = self
            .conn
            .exec(&sql.new_holds, (from_us.max(0),))
            .map_err(err(
                &self.wire,
                "reading the holds created since the last pass",
            ))?;
        Ok(rows(raw))
    }

    /// Pools with expired holds (the `expires_at` index, from its start).
    pub fn expired_holds(&mut self, sql: &ReplenishSql) -> Result<Vec<Row>, DbError> {
        let raw: Vec<Key5> = self
            .conn
            .query(&sql.expired_holds)
            .map_err(err(&self.wire, "reading the expired holds"))?;
        Ok(rows(raw))
    }

    /// Pools whose ledger row changed after `from_us` (empty without a
    /// configured update-time column).
    pub fn ledger_changes_since(
        &mut self,
        sql: &ReplenishSql,
        from_us: i64,
    ) -> Result<Vec<Row>, DbError> {
        let Some(q) = &sql.ledger_changes else {
            return Ok(Vec::new());
        };
        let raw: Vec<Key5> = self.conn.exec(q, (from_us.max(0),)).map_err(err(
            &self.wire,
            "reading the ledger rows changed since the last pass",
        ))?;
        Ok(rows(raw))
    }

    /// Where the ranges start after a sweep that begins now: the newest
    /// hold's `expires_at` and the newest ledger update (`None`: no rows, or
    /// no update-time column).
    pub fn signal_marks(
        &mut self,
        sql: &ReplenishSql,
    ) -> Result<(Option<i64>, Option<i64>), DbError> {
        let holds: Option<Option<i64>> = self
            .conn
            .query_first(&sql.holds_mark)
            .map_err(err(&self.wire, "reading the newest hold"))?;
        let ledger = match &sql.ledger_mark {
            Some(q) => {
                let v: Option<Option<i64>> = self
                    .conn
                    .query_first(q)
                    .map_err(err(&self.wire, "reading the newest ledger update"))?;
                v.flatten()
            }
            None => None,
        };
        Ok((holds.flatten(), ledger))
    }

    /// Whether an index of the ledger table starts with its update-time
    /// column (without one, every pass reads the whole ledger).
    pub fn ledger_signal_indexed(&mut self, sql: &ReplenishSql) -> Result<bool, DbError> {
        let Some((table, column)) = &sql.ledger_index else {
            return Ok(true);
        };
        let (schema, table) = match table.split_once('.') {
            Some((s, t)) => (Some(s.to_string()), t.to_string()),
            None => (None, table.clone()),
        };
        let n: Option<u64> = self
            .conn
            .exec_first(
                "SELECT COUNT(*) FROM information_schema.STATISTICS \
                 WHERE TABLE_SCHEMA = COALESCE(?, DATABASE()) AND TABLE_NAME = ? \
                 AND COLUMN_NAME = ? AND SEQ_IN_INDEX = 1",
                (schema, table, column),
            )
            .map_err(err(
                &self.wire,
                "looking for an index on the ledger's update-time column",
            ))?;
        Ok(n.unwrap_or(0) > 0)
    }

    /// Every pool of `keys` (at most [`KEYS_PER_READ`]) as one consistent
    /// snapshot saw it: pool rows, holds (expired ones apart), ledger, cap.
    /// Pools found nowhere are left out.
    pub fn pool_states(
        &mut self,
        sql: &ReplenishSql,
        keys: &[PoolKey],
    ) -> Result<Vec<PoolState>, DbError> {
        if keys.is_empty() {
            return Ok(Vec::new());
        }
        let e = err(&self.wire, "reading the pools that changed");
        let pk = key_list(keys, "shop_id", "inventory_item_id", "inventory_group_id");
        let (ls, li, ll) = &sql.ledger_cols;
        let lk = key_list(keys, ls, li, ll);
        type Rows = (
            Vec<(u64, u64, u64, Option<i128>)>,
            Vec<(u64, u64, u64, u64)>,
            Vec<(u64, u64, u64, u64, u64, u64)>,
            Vec<(u64, u64, u64, u64)>,
        );
        let (ledger, units, holds, caps): Rows = self
            .snapshot(|tx| {
                Ok((
                    tx.query(format!("{}{lk}", sql.ledger))?,
                    tx.query(format!("{}{pk} GROUP BY 1, 2, 3", sql.units))?,
                    tx.query(format!("{}{pk} GROUP BY 1, 2, 3", sql.holds))?,
                    tx.query(format!("{}{pk}", sql.caps))?,
                ))
            })
            .map_err(&e)?;
        let key = |s, i, l| PoolKey {
            shop: s,
            item: i,
            location: l,
        };
        let ledger = ledger
            .into_iter()
            .map(|(s, i, l, q)| {
                let k = key(s, i, l);
                // A NULL available quantity: nothing to sell.
                Ok((k, super::ledger::quantity(q, &k)?.unwrap_or(0)))
            })
            .collect::<Result<Vec<_>, DbError>>()?;
        // Two rows for one pool: refused, as the sweep and refill refuse
        // them, instead of the last row read silently winning.
        super::ledger::unique_keys(ledger.iter().map(|(k, _)| *k))?;
        Ok(join_chunk(
            &ledger,
            &units
                .into_iter()
                .map(|(s, i, l, n)| (key(s, i, l), n))
                .collect::<Vec<_>>(),
            &holds
                .into_iter()
                .map(|(s, i, l, h, n, q)| (key(s, i, l), h, n, q))
                .collect::<Vec<_>>(),
            &caps
                .into_iter()
                .map(|(s, i, l, c)| (key(s, i, l), c))
                .collect::<Vec<_>>(),
            sql.default_cap,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_lists_are_integers_only() {
        let keys = [
            PoolKey {
                shop: 1,
                item: 2,
                location: 3,
            },
            PoolKey {
                shop: 4,
                item: 5,
                location: 6,
            },
        ];
        assert_eq!(
            key_list(&keys, "a", "b", "c"),
            "(a = 1 AND b = 2 AND c = 3) OR (a = 4 AND b = 5 AND c = 6)"
        );
    }

    #[test]
    fn the_ledger_signal_exists_only_with_a_column() {
        let ledger = LedgerMapping::table("inventory_levels");
        let t = TableNames::default();
        assert!(!ReplenishSql::new(&t, &ledger, 1000, None).has_ledger_signal());
        let s = ReplenishSql::new(&t, &ledger, 1000, Some("updated_at"));
        assert!(s.has_ledger_signal());
        let q = s.ledger_changes.unwrap();
        assert!(
            q.contains("`updated_at` > TIMESTAMPADD(MICROSECOND, ?"),
            "{q}"
        );
        assert!(
            s.new_holds.contains("expires_at > TIMESTAMPADD"),
            "{}",
            s.new_holds
        );
    }
}
