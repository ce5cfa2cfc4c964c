//! `poolctl status` on the server: every pool of the scope read in one
//! consistent snapshot (REPEATABLE READ, read only, no locks): ledger, pool
//! counts, holds by age and expiry, caps and the last refill, five aggregate
//! queries in all, whatever the number of pools.

use super::names::Quoted;
use super::{Db, DbError};
use crate::config::{LedgerMapping, TableNames};
use crate::pool::PoolKey;
use crate::pool::status::PoolNumbers;
use mysql::prelude::Queryable;
use std::collections::BTreeMap;

const GRANT_READ: &str =
    "SELECT on the units, holds, caps and refill-state tables and on the ledger table";

/// Which pools.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StatusScope {
    All,
    Shop(u64),
    One(PoolKey),
}

impl StatusScope {
    /// The WHERE clause on (shop, item, location) columns `s`, `i`, `l`, and its binds.
    fn filter(&self, s: &str, i: &str, l: &str) -> (String, Vec<u64>) {
        match *self {
            StatusScope::All => (String::new(), Vec::new()),
            StatusScope::Shop(shop) => (format!("WHERE {s} = ?"), vec![shop]),
            StatusScope::One(k) => (
                format!("WHERE {s} = ? AND {i} = ? AND {l} = ?"),
                vec![k.shop, k.item, k.location],
            ),
        }
    }
}

/// The statements of `status` for one configuration.
#[derive(Debug, Clone)]
pub struct StatusSql {
    q: [String; 9],
    /// The ledger row's key, and the condition for a row to name a pool.
    ledger_key: [String; 2],
    default_cap: u64,
}

impl StatusSql {
    pub fn new(tables: &TableNames, ledger: &LedgerMapping, default_cap: u32) -> StatusSql {
        let quoted = Quoted::new(tables, ledger);
        let (ledger_key, ledger_keyed) = (quoted.ledger_key(""), quoted.ledger_keyed(""));
        let Quoted {
            units,
            holds,
            caps,
            state,
            lt,
            ls,
            li,
            ll,
            la,
        } = quoted;
        StatusSql {
            q: [units, holds, caps, state, lt, ls, li, ll, la],
            ledger_key: [ledger_key, ledger_keyed],
            default_cap: u64::from(default_cap),
        }
    }
}

type K = (u64, u64, u64);

impl Db {
    /// The numbers of every pool in `scope` (a key in the ledger, the pool or
    /// the holds), from one snapshot, in key order.
    pub fn pool_status(
        &mut self,
        sql: &StatusSql,
        scope: StatusScope,
    ) -> Result<Vec<PoolNumbers>, DbError> {
        let [units, holds, caps, state, lt, ls, li, ll, la] = &sql.q;
        let tag = "/* conn_tag:pool_status */";
        let (s, i, g) = ("shop_id", "inventory_item_id", "inventory_group_id");
        let (lf, binds) = scope.filter(ls, li, ll);
        let [ledger_key, ledger_keyed] = &sql.ledger_key;
        let lf = match lf.strip_prefix("WHERE ") {
            Some(f) => format!("WHERE {f} AND {ledger_keyed}"),
            None => format!("WHERE {ledger_keyed}"),
        };
        let (pf, _) = scope.filter(s, i, g);
        let wire = self.wire.clone();
        let err = |e| wire.error(e, "reading pool status", GRANT_READ);
        type HoldRow = (
            u64,
            u64,
            u64,
            u64,
            u64,
            u64,
            u64,
            u64,
            u64,
            u64,
            Option<u64>,
        );
        type Rows = (
            Vec<(u64, u64, u64, Option<i128>)>,
            Vec<(u64, u64, u64, u64)>,
            Vec<HoldRow>,
            Vec<(u64, u64, u64, u64)>,
            Vec<(u64, u64, u64, Option<u64>)>,
        );
        let (ledger, unit_counts, hold_rows, cap_rows, refills): Rows = self
            .snapshot(|tx| {
            let ledger: Vec<(u64, u64, u64, Option<i128>)> = tx
                .exec(
                    format!(
                        "SELECT {tag} {ledger_key}, {} FROM {lt} {lf}",
                        super::ledger::quantity_sql(la)
                    ),
                    &binds,
                )
                ?;
            let unit_counts: Vec<(u64, u64, u64, u64)> = tx
                .exec(
                    format!("SELECT {tag} {s}, {i}, {g}, COUNT(*) FROM {units} {pf} GROUP BY 1, 2, 3"),
                    &binds,
                )
                ?;
            let hold_rows: Vec<HoldRow> = tx
                .exec(
                    format!(
                        "SELECT {tag} {s}, {i}, {g}, CAST(SUM(quantity) AS UNSIGNED), COUNT(*), \
                         CAST(SUM(created_at > NOW(6) - INTERVAL 1 MINUTE) AS UNSIGNED), \
                         CAST(SUM(created_at <= NOW(6) - INTERVAL 1 MINUTE AND created_at > NOW(6) - INTERVAL 5 MINUTE) AS UNSIGNED), \
                         CAST(SUM(created_at <= NOW(6) - INTERVAL 5 MINUTE AND created_at > NOW(6) - INTERVAL 15 MINUTE) AS UNSIGNED), \
                         CAST(SUM(created_at <= NOW(6) - INTERVAL 15 MINUTE) AS UNSIGNED), \
                         CAST(SUM(expires_at < NOW(6)) AS UNSIGNED), \
                         CAST(GREATEST(0, TIMESTAMPDIFF(SECOND, MIN(created_at), NOW(6))) AS UNSIGNED) \
                         FROM {holds} {pf} GROUP BY 1, 2, 3"
                    ),
                    &binds,
                )
                ?;
            let cap_rows: Vec<(u64, u64, u64, u64)> = tx
                .exec(
                    format!("SELECT {tag} {s}, {i}, {g}, cap FROM {caps} {pf}"),
                    &binds,
                )
                ?;
            let refills: Vec<(u64, u64, u64, Option<u64>)> = tx
                .exec(
                    format!(
                        "SELECT {tag} {s}, {i}, {g}, \
                         CAST(GREATEST(0, TIMESTAMPDIFF(SECOND, last_refill_at, NOW(6))) AS UNSIGNED) \
                         FROM {state} {pf}"
                    ),
                    &binds,
                )
                ?;
                Ok((ledger, unit_counts, hold_rows, cap_rows, refills))
            })
            .map_err(err)?;

        let key = |(shop, item, location): K| PoolKey {
            shop,
            item,
            location,
        };
        let blank = |k: PoolKey| PoolNumbers {
            key: k,
            units: 0,
            held: 0,
            holds: 0,
            holds_by_age: [0; 4],
            expired_holds: 0,
            oldest_hold_secs: None,
            ledger: None,
            cap: sql.default_cap,
            last_refill_secs: None,
        };
        let mut m: BTreeMap<PoolKey, PoolNumbers> = BTreeMap::new();
        super::ledger::unique_keys(ledger.iter().map(|&(a, b, c, _)| key((a, b, c))))?;
        for (a, b, c, l) in ledger {
            let k = key((a, b, c));
            // A NULL available quantity: nothing to sell.
            let l = super::ledger::quantity(l, &k)?;
            m.entry(k).or_insert_with(|| blank(k)).ledger = Some(l.unwrap_or(0));
        }
        for (a, b, c, n) in unit_counts {
            let k = key((a, b, c));
            m.entry(k).or_insert_with(|| blank(k)).units = n;
        }
        for (a, b, c, held, n, b0, b1, b2, b3, expired, oldest) in hold_rows {
            let k = key((a, b, c));
            let p = m.entry(k).or_insert_with(|| blank(k));
            p.held = held;
            p.holds = n;
            p.holds_by_age = [b0, b1, b2, b3];
            p.expired_holds = expired;
            p.oldest_hold_secs = oldest;
        }
        for (a, b, c, cap) in cap_rows {
            if let Some(p) = m.get_mut(&key((a, b, c))) {
                p.cap = cap;
            }
        }
        for (a, b, c, secs) in refills {
            if let Some(p) = m.get_mut(&key((a, b, c))) {
                p.last_refill_secs = secs;
            }
        }
        Ok(m.into_values().collect())
    }
}
