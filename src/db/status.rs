//! `poolctl status` on the server: the reads of
//! [`crate::pool::status_sql::StatusSql`] for every pool of the scope, in
//! one consistent snapshot (REPEATABLE READ, read only, no locks), joined
//! by pool key.

use super::connect::Db;
use super::error::DbError;
use super::ledger;
use crate::pool::PoolKey;
use crate::pool::sql::GRANT_READ;
use crate::pool::status::PoolNumbers;
use crate::pool::status_sql::{StatusScope, StatusSql};
use mysql::prelude::Queryable;
use std::collections::BTreeMap;

type K = (u64, u64, u64);

impl Db {
    /// The numbers of every pool in `scope` (a key in the ledger, the pool or
    /// the holds), from one snapshot, in key order.
    pub fn pool_status(
        &mut self,
        sql: &StatusSql,
        scope: StatusScope,
    ) -> Result<Vec<PoolNumbers>, DbError> {
        let reads = sql.reads(scope);
        let binds = &reads.binds;
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
        let (ledger_rows, unit_counts, hold_rows, cap_rows, refills): Rows = self
            .snapshot(|tx| {
                Ok((
                    tx.exec(&reads.ledger, binds)?,
                    tx.exec(&reads.units, binds)?,
                    tx.exec(&reads.holds, binds)?,
                    tx.exec(&reads.caps, binds)?,
                    tx.exec(&reads.refills, binds)?,
                ))
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
        ledger::unique_keys(ledger_rows.iter().map(|&(a, b, c, _)| key((a, b, c))))?;
        for (a, b, c, l) in ledger_rows {
            let k = key((a, b, c));
            // A NULL available quantity: nothing to sell.
            let l = ledger::quantity(l, &k)?;
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
