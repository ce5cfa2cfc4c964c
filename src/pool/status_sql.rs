//! The SQL of `poolctl status` for one configuration: five aggregate reads
//! (ledger, pool counts, holds by age and expiry, caps, the last refill) of
//! every pool in a scope, whatever the number of pools. Pure:
//! `crate::db::status` runs them in one consistent snapshot; what the
//! numbers mean is [`super::status`].

use super::plan::PoolKey;
use super::sql::Quoted;
use crate::config::{LedgerMapping, TableNames};

/// Status's business-process tag.
const TAG: &str = "/* conn_tag:pool_status */";

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
    q: Quoted,
    /// C of a pool without a `pool_caps` row.
    pub default_cap: u64,
}

/// The reads of one scope, each binding [`StatusReads::binds`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatusReads {
    /// (key, L) of every ledger row that names a pool.
    pub ledger: String,
    /// (key, P).
    pub units: String,
    /// (key, held quantity, holds, holds per age bucket, expired holds,
    /// age of the oldest, seconds).
    pub holds: String,
    /// (key, C).
    pub caps: String,
    /// (key, seconds since the last refill).
    pub refills: String,
    pub binds: Vec<u64>,
}

impl StatusSql {
    pub fn new(tables: &TableNames, ledger: &LedgerMapping, default_cap: u32) -> StatusSql {
        StatusSql {
            q: Quoted::new(tables, ledger),
            default_cap: u64::from(default_cap),
        }
    }

    /// The reads of the pools in `scope` (a key in the ledger, the pool or
    /// the holds).
    pub fn reads(&self, scope: StatusScope) -> StatusReads {
        let q = &self.q;
        let (s, i, g) = ("shop_id", "inventory_item_id", "inventory_group_id");
        let (lf, binds) = scope.filter(&q.ls, &q.li, &q.ll);
        let keyed = q.ledger_keyed("");
        let lf = match lf.strip_prefix("WHERE ") {
            Some(f) => format!("WHERE {f} AND {keyed}"),
            None => format!("WHERE {keyed}"),
        };
        let (pf, _) = scope.filter(s, i, g);
        StatusReads {
            ledger: format!(
                "SELECT {TAG} {}, {} FROM {} {lf}",
                q.ledger_key(""),
                q.ledger_available(""),
                q.lt
            ),
            units: format!(
                "SELECT {TAG} {s}, {i}, {g}, COUNT(*) FROM {} {pf} GROUP BY 1, 2, 3",
                q.units
            ),
            holds: format!(
                "SELECT {TAG} {s}, {i}, {g}, CAST(SUM(quantity) AS UNSIGNED), COUNT(*), \
                 CAST(SUM(created_at > NOW(6) - INTERVAL 1 MINUTE) AS UNSIGNED), \
                 CAST(SUM(created_at <= NOW(6) - INTERVAL 1 MINUTE AND created_at > NOW(6) - INTERVAL 5 MINUTE) AS UNSIGNED), \
                 CAST(SUM(created_at <= NOW(6) - INTERVAL 5 MINUTE AND created_at > NOW(6) - INTERVAL 15 MINUTE) AS UNSIGNED), \
                 CAST(SUM(created_at <= NOW(6) - INTERVAL 15 MINUTE) AS UNSIGNED), \
                 CAST(SUM(expires_at < NOW(6)) AS UNSIGNED), \
                 CAST(GREATEST(0, TIMESTAMPDIFF(SECOND, MIN(created_at), NOW(6))) AS UNSIGNED) \
                 FROM {} {pf} GROUP BY 1, 2, 3",
                q.holds
            ),
            caps: format!("SELECT {TAG} {s}, {i}, {g}, cap FROM {} {pf}", q.caps),
            refills: format!(
                "SELECT {TAG} {s}, {i}, {g}, \
                 CAST(GREATEST(0, TIMESTAMPDIFF(SECOND, last_refill_at, NOW(6))) AS UNSIGNED) \
                 FROM {} {pf}",
                q.state
            ),
            binds,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_read_filters_by_the_scope_and_binds_it() {
        let sql = StatusSql::new(
            &TableNames::default(),
            &LedgerMapping::table("inventory_levels"),
            1000,
        );
        let key = PoolKey {
            shop: 1,
            item: 2,
            location: 3,
        };
        for (scope, binds) in [
            (StatusScope::All, vec![]),
            (StatusScope::Shop(7), vec![7]),
            (StatusScope::One(key), vec![1, 2, 3]),
        ] {
            let r = sql.reads(scope);
            for read in [&r.ledger, &r.units, &r.holds, &r.caps, &r.refills] {
                assert_eq!(read.matches('?').count(), binds.len(), "{read}");
                assert!(read.starts_with("SELECT /* conn_tag:pool_status */"));
            }
            assert_eq!(r.binds, binds);
        }
        let shop = sql.reads(StatusScope::Shop(7));
        assert!(
            shop.ledger
                .contains("WHERE `shop_id` = ? AND (`shop_id` IS NOT NULL"),
            "{}",
            shop.ledger
        );
        assert!(
            shop.units.contains("WHERE shop_id = ? GROUP BY"),
            "{}",
            shop.units
        );
    }
}
