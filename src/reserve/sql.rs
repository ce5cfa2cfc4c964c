//! The reservation transactions' SQL text, built once per configuration from
//! the table names and the ledger mapping, and the scans' bookkeeping (which
//! line a row is for, the wrap-around below a start). Values are bound as
//! `?` except unit ids and counts, which are integers the seam formats
//! itself (nothing from outside reaches the text). The same statements,
//! commented, are in `examples/app-sql/` for applications to copy.

use super::{Line, TAG_CLAIM, TAG_RELEASE, TAG_RESERVE};
use crate::config::{LedgerMapping, PoolSettings, TableNames};
use crate::pool::PoolKey;
use crate::pool::sql::{Quoted, quote};
use crate::server::ServerInfo;
use std::fmt::Write as _;

/// What the reserve library's transactions need (for a missing-grant
/// message).
pub const GRANT: &str = "SELECT, INSERT, DELETE on the units and holds tables, SELECT, INSERT, UPDATE on the refill-state table, SELECT, UPDATE on the ledger, EXECUTE on the reserve procedure";

const POOL_U: &str = "u.shop_id = ? AND u.inventory_item_id = ? AND u.inventory_group_id = ?";
const POOL: &str = "shop_id = ? AND inventory_item_id = ? AND inventory_group_id = ?";

/// Which ids of a pool a scan walks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IdRange {
    /// The whole pool, from the head of its key range.
    All,
    /// From this id up.
    From(u64),
    /// Below this id: the wrap-around after a scan `From` it came back short.
    Below(u64),
    /// From the unit at this offset among the pool's units in id order (a
    /// plain read; none there: from the head). Inline, the start id goes
    /// into the session variable `@poolctl_start_N` (N: the line's index)
    /// by a `SELECT ... INTO` of its own before the scan, so the scan is a
    /// range on the primary key (a `SET @v = (SELECT ...)` would not do: a
    /// statement other than `SELECT` reads its subquery with shared locks
    /// on every row it walks, and waits on the rows other buyers hold);
    /// bound, a scalar subquery in the scan (which makes the scan a walk
    /// of the pool's prefix: the library ranks inline scans only).
    FromRank(u64),
    /// Below the start a `FromRank` scan of the same line chose, at this
    /// offset: its wrap-around (inline: the session variable; bound: the
    /// subquery again, which may name another unit if the pool changed in
    /// between, so the library ranks inline scans only).
    BelowRanked(u64),
}

/// The ranked start's read is a plain read of the units table in a
/// transaction that then deletes units, which `poolctl lint` reports
/// (`read-then-write-without-lock`) unless told: its value only says where
/// the `SKIP LOCKED` scan begins, and the writes take the units that scan
/// locked, never what this read saw.
const RANK_IGNORE: &str =
    "/* poolctl: ignore read-then-write-without-lock the start only places the SKIP LOCKED scan */";

/// The session variable holding line `index`'s ranked start.
fn rank_var(index: usize) -> String {
    format!("@poolctl_start_{index}")
}

/// One line of a scan: which cart line, which pool, how many units, where.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScanLine {
    pub index: usize,
    pub key: PoolKey,
    pub quantity: u64,
    pub range: IdRange,
}

/// Units each line's scan got.
pub fn counts(ids: &[Vec<u64>]) -> Vec<u64> {
    ids.iter().map(|v| v.len() as u64).collect()
}

/// Add scanned (line, id) rows to each line's ids (a line index out of
/// range is no line's).
pub fn distribute(ids: &mut [Vec<u64>], rows: impl IntoIterator<Item = (u64, u64)>) {
    for (line, id) in rows {
        if let Some(v) = usize::try_from(line).ok().and_then(|i| ids.get_mut(i)) {
            v.push(id);
        }
    }
}

/// The wrap-around of the lines whose scan from a start came back short
/// (`ids`: what each line got): the rest of their quantity, below the start.
pub fn wraps(scan: &[ScanLine], ids: &[Vec<u64>]) -> Vec<ScanLine> {
    scan.iter()
        .filter_map(|l| {
            let below = match l.range {
                IdRange::From(start) => IdRange::Below(start),
                IdRange::FromRank(offset) => IdRange::BelowRanked(offset),
                _ => return None,
            };
            let got = ids[l.index].len() as u64;
            (got < l.quantity).then(|| ScanLine {
                range: below,
                quantity: l.quantity - got,
                ..*l
            })
        })
        .collect()
}

/// A batched attempt's first round trip: its transaction begun at READ
/// COMMITTED, then `scan` ([`ReserveSql::scan_lines`] inline).
pub fn begin_with(scan: &str) -> String {
    format!("SET TRANSACTION ISOLATION LEVEL READ COMMITTED; START TRANSACTION; {scan}")
}

/// The statement right after a reserve's delete that fails (error 1242,
/// "Subquery returns more than 1 row") unless that delete removed exactly
/// `units` rows: `ROW_COUNT()` is the previous statement's affected rows,
/// and the subquery returns a second row only when they differ, so the
/// answer never depends on the order the server evaluates things in.
/// On success it returns one row, `1`.
pub fn deleted_all_guard(units: usize) -> String {
    format!(
        "SELECT /* conn_tag:{TAG_RESERVE} */ (SELECT 1 UNION ALL SELECT 2 FROM DUAL \
         WHERE ROW_COUNT() <> {units}) AS deleted_all"
    )
}

/// Every statement of reserve, claim and release for one configuration.
#[derive(Debug, Clone)]
pub struct ReserveSql {
    units: String,
    holds: String,
    /// The one-round-trip reserve's stored procedure, quoted ([`Self::procedure_call`]).
    procedure: String,
    ttl_seconds: u64,
    pub default_cap: u32,
    /// Autocommit, before a transaction that locks the pool's refill-state
    /// row: makes sure the row exists (ids above any unit already there).
    /// Only after a plain read ([`ReserveSql::peek_next_id`]) found no row:
    /// the subquery's read of the units takes shared locks (MariaDB, at READ
    /// COMMITTED too) and waits for a unit another reserve holds. Binds the
    /// pool key twice.
    pub ensure_state: String,
    /// The pool's `next_unit_id`, a plain read (no lock): where a connection
    /// that has not scanned the pool yet starts its random starts.
    pub peek_next_id: String,
    /// The pool's refill-state row, `FOR UPDATE`; returns `next_unit_id`.
    pub lock_state_reserve: String,
    /// Whether the pool holds at least N rows (the row at offset N - 1
    /// exists: N rows read on the primary key, nothing materialised), and
    /// the pool's cap (its `pool_caps` row, else the bound default), in one
    /// plain read (no lock): whether a pool is below a share of its own cap
    /// (the inline refill's half cap, the refill-ahead low-water mark).
    /// Counted from an id up (the pool's edge this connection knows, else
    /// 0): the sold units purge has not removed yet lie below the edge, and
    /// a read from the head walks them all (thousands in a flash sale); a
    /// unit below the edge is not counted, so the answer errs towards "not
    /// enough" (a refill that then counts exactly). Binds the pool key, the
    /// id, N - 1, the pool key, the default cap.
    pub pool_fill: String,
    /// The pool's refill-state row, without its locking clause
    /// ([`ReserveSql::wait_for_refill`] adds the server's).
    wait_for_refill: String,
    pub lock_state_release: String,
    /// L - H - P of one pool in one read: the stock behind the pool.
    /// Binds ledger key, holds key, units key.
    pub behind: String,
    /// L - H of one pool in one plain read (no lock): the units nobody
    /// holds, in the pool or behind it (a unit an uncommitted reserve took
    /// still counts: the answer errs towards "some left"). Below a line's
    /// quantity, the line is sold out ([`super::sold_out`]). Binds ledger
    /// key, holds key.
    pub unheld: String,
    pub claim_lock: String,
    pub claim_delete: String,
    pub claim_ledger: String,
    pub release_quantity: String,
    /// min(q, C - P), never below 0. Binds q, cap key, default cap, units key.
    pub release_count: String,
    pub release_delete: String,
    pub release_advance: String,
    /// A hold's expiry set to `?` microseconds from now (a legacy hold
    /// seeded at cutover expires when Redis's did). Binds the micros, the
    /// hold key.
    pub hold_expires_in: String,
}

impl ReserveSql {
    pub fn new(tables: &TableNames, ledger: &LedgerMapping, pool: &PoolSettings) -> ReserveSql {
        let q = Quoted::new(tables, ledger);
        let (units, holds, caps, state) = (&q.units, &q.holds, &q.caps, &q.state);
        let (lt, ls, li, ll, la) = (&q.lt, &q.ls, &q.li, &q.ll, &q.la);
        let ledger_key = format!("{ls} = ? AND {li} = ? AND {ll} = ?");
        let hold_key = format!("{POOL} AND checkout_id = ?");
        // L - H: the ledger's units less the held ones. Binds ledger key, holds key.
        let l_minus_h = format!(
            "COALESCE((SELECT l.{la} FROM {lt} l WHERE l.{ls} = ? AND l.{li} = ? AND l.{ll} = ?), 0) \
             - (SELECT COALESCE(SUM(h.quantity), 0) FROM {holds} h WHERE h.shop_id = ? \
                  AND h.inventory_item_id = ? AND h.inventory_group_id = ?)"
        );
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
            peek_next_id: format!(
                "SELECT /* conn_tag:{TAG_RESERVE} */ next_unit_id FROM {state} WHERE {POOL}"
            ),
            lock_state_reserve: lock_state(TAG_RESERVE),
            pool_fill: format!(
                "SELECT /* conn_tag:{TAG_RESERVE} */ \
                 (SELECT u.id FROM {units} u WHERE {POOL_U} AND u.id >= ? ORDER BY u.id LIMIT 1 OFFSET ?) IS NOT NULL, \
                 CAST(COALESCE((SELECT c.cap FROM {caps} c WHERE c.shop_id = ? \
                   AND c.inventory_item_id = ? AND c.inventory_group_id = ?), ?) AS UNSIGNED)"
            ),
            wait_for_refill: format!(
                "SELECT /* conn_tag:{TAG_RESERVE} */ next_unit_id FROM {state} WHERE {POOL}"
            ),
            lock_state_release: lock_state(TAG_RELEASE),
            behind: format!(
                "SELECT /* conn_tag:{TAG_RESERVE} */ CAST({l_minus_h} \
                   - (SELECT COUNT(*) FROM {units} u WHERE {POOL_U}) AS SIGNED)"
            ),
            unheld: format!("SELECT /* conn_tag:{TAG_RESERVE} */ CAST({l_minus_h} AS SIGNED)"),
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
            hold_expires_in: format!(
                "UPDATE /* conn_tag:{TAG_RESERVE} */ {holds} \
                 SET expires_at = NOW(6) + INTERVAL ? MICROSECOND WHERE {hold_key}"
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
            procedure: quote(&tables.reserve_procedure()),
            units: units.clone(),
            holds: holds.clone(),
            ttl_seconds: pool.hold_ttl_seconds,
            default_cap: pool.cap,
        }
    }

    /// The pool's refill-state row in share mode, in a transaction of its
    /// own: a buyer that found the refill lock taken waits here while the
    /// refill's transaction (which locks the row exclusively) is open, and is
    /// let go together with every other waiter when it commits. The clause
    /// is the server's ([`ServerInfo::share_lock_clause`]: `FOR SHARE` on
    /// MySQL 8, `LOCK IN SHARE MODE` on MariaDB). Binds the pool key.
    pub fn wait_for_refill(&self, server: &ServerInfo) -> String {
        format!("{} {}", self.wait_for_refill, server.share_lock_clause())
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

    /// The scan of the given lines in ONE statement: a `UNION ALL` of
    /// parenthesised `LIMIT q FOR UPDATE SKIP LOCKED` scans on the primary
    /// key, each row tagged with its line's index, each line over its id
    /// range ([`IdRange`]: all, from a start id, or below it: the wrap-around).
    /// `inline`: integers written into the text (for a multi-statement round
    /// trip), else `?` placeholders with the values returned in order.
    pub fn scan_lines(&self, lines: &[ScanLine], inline: bool) -> (String, Vec<u64>) {
        let mut sql = String::new();
        // Ranked starts: one plain read per line, before the scan.
        for l in lines {
            if let (IdRange::FromRank(offset), true) = (l.range, inline) {
                let _ = write!(
                    sql,
                    "SELECT /* conn_tag:{TAG_RESERVE} */ {RANK_IGNORE} COALESCE((SELECT id FROM {} \
                     WHERE shop_id = {} AND inventory_item_id = {} AND inventory_group_id = {} \
                     ORDER BY id LIMIT 1 OFFSET {offset}), 0) INTO {}; ",
                    self.units,
                    l.key.shop,
                    l.key.item,
                    l.key.location,
                    rank_var(l.index),
                );
            }
        }
        let _ = write!(sql, "/* conn_tag:{TAG_RESERVE} */ ");
        let mut params = Vec::new();
        let mut value = |sql: &mut String, v: u64| {
            if inline {
                let _ = write!(sql, "{v}");
            } else {
                sql.push('?');
                params.push(v);
            }
        };
        for (n, l) in lines.iter().enumerate() {
            if n > 0 {
                sql.push_str(" UNION ALL ");
            }
            let _ = write!(
                sql,
                "(SELECT {} AS line, id FROM {} WHERE shop_id = ",
                l.index, self.units
            );
            value(&mut sql, l.key.shop);
            sql.push_str(" AND inventory_item_id = ");
            value(&mut sql, l.key.item);
            sql.push_str(" AND inventory_group_id = ");
            value(&mut sql, l.key.location);
            match l.range {
                IdRange::All => {}
                IdRange::From(id) => {
                    sql.push_str(" AND id >= ");
                    value(&mut sql, id);
                }
                IdRange::Below(id) => {
                    sql.push_str(" AND id < ");
                    value(&mut sql, id);
                }
                IdRange::FromRank(offset) | IdRange::BelowRanked(offset) if !inline => {
                    let op = if matches!(l.range, IdRange::FromRank(_)) {
                        ">="
                    } else {
                        "<"
                    };
                    let _ = write!(
                        sql,
                        " AND id {op} COALESCE((SELECT r.id FROM {} r WHERE r.shop_id = ",
                        self.units
                    );
                    value(&mut sql, l.key.shop);
                    sql.push_str(" AND r.inventory_item_id = ");
                    value(&mut sql, l.key.item);
                    sql.push_str(" AND r.inventory_group_id = ");
                    value(&mut sql, l.key.location);
                    sql.push_str(" ORDER BY r.id LIMIT 1 OFFSET ");
                    value(&mut sql, offset);
                    sql.push_str("), 0)");
                }
                IdRange::FromRank(_) => {
                    let _ = write!(sql, " AND id >= {}", rank_var(l.index));
                }
                IdRange::BelowRanked(_) => {
                    let _ = write!(sql, " AND id < {}", rank_var(l.index));
                }
            }
            sql.push_str(" LIMIT ");
            value(&mut sql, l.quantity);
            sql.push_str(" FOR UPDATE SKIP LOCKED)");
        }
        (sql, params)
    }

    /// Delete one line's locked units: binds the pool key, then each id.
    pub fn delete_bound(&self, ids: usize) -> String {
        format!(
            "DELETE /* conn_tag:{TAG_RESERVE} */ FROM {} WHERE {POOL} AND id IN ({})",
            self.units,
            vec!["?"; ids.max(1)].join(",")
        )
    }

    /// The writes of a reserve as one multi-statement text, for the round
    /// trip after the scan: ONE delete of every line's units (an `OR` of
    /// primary-key groups), then the holds (one multi-row insert). Integers
    /// are written as they are and the checkout id as a hex literal, so no
    /// text from outside is ever parsed as SQL, whatever the sql_mode.
    ///
    /// `commit`: the same round trip commits. Between the delete and the
    /// holds, a guard ([`deleted_all_guard`]) fails the statement, and with
    /// it the rest of the round trip (a server runs no statement of a
    /// multi-statement text after one that failed), unless the delete
    /// removed exactly the units this transaction locked: holds are never
    /// committed for units still in the pool. The caller rolls back.
    pub fn writes_inline(&self, lines: &[(Line, &[u64])], checkout: &str, commit: bool) -> String {
        let mut sql = format!(
            "DELETE /* conn_tag:{TAG_RESERVE} */ FROM {} WHERE ",
            self.units
        );
        let mut first = true;
        for (l, ids) in lines.iter().filter(|(_, ids)| !ids.is_empty()) {
            if !first {
                sql.push_str(" OR ");
            }
            first = false;
            let list: Vec<String> = ids.iter().map(u64::to_string).collect();
            let _ = write!(
                sql,
                "(shop_id = {} AND inventory_item_id = {} AND inventory_group_id = {} AND id IN ({}))",
                l.key.shop,
                l.key.item,
                l.key.location,
                list.join(",")
            );
        }
        if first {
            // Every line ledger-backed with nothing from the pool: no delete.
            sql.clear();
        } else {
            let units: usize = lines.iter().map(|(_, ids)| ids.len()).sum();
            if commit {
                let _ = write!(sql, "; {}", deleted_all_guard(units));
            }
            sql.push_str("; ");
        }
        let hex: String = checkout.bytes().map(|b| format!("{b:02X}")).collect();
        let _ = write!(
            sql,
            "INSERT /* conn_tag:{TAG_RESERVE} */ INTO {} \
             (shop_id, inventory_item_id, inventory_group_id, checkout_id, quantity, expires_at) VALUES ",
            self.holds
        );
        for (n, (l, _)) in lines.iter().enumerate() {
            if n > 0 {
                sql.push(',');
            }
            let _ = write!(
                sql,
                "({}, {}, {}, X'{hex}', {}, CURRENT_TIMESTAMP(6) + INTERVAL {} SECOND)",
                l.key.shop, l.key.item, l.key.location, l.quantity, self.ttl_seconds
            );
        }
        if commit {
            sql.push_str("; COMMIT");
        }
        sql
    }

    /// The call of the one-round-trip reserve's stored procedure
    /// (`migrations/V5__reserve_procedure.sql`, [`super::HotPath::Procedure`])
    /// for `line`: with `spread` > 0 the procedure starts at a random id among
    /// the `spread` lowest of the pool at or above `from` (the edge the last
    /// call answered, 0 at first); with `spread` 0 it starts at `from` itself
    /// (0: the head). The configured hold time to live and `hold_us` (the
    /// bench's hold, else 0); integers inline and the checkout id a hex
    /// literal.
    pub fn procedure_call(
        &self,
        line: &Line,
        checkout: &str,
        from: u64,
        spread: u32,
        hold_us: u64,
    ) -> String {
        let hex: String = checkout.bytes().map(|b| format!("{b:02X}")).collect();
        format!(
            "CALL /* conn_tag:{TAG_RESERVE} */ {}({}, {}, {}, X'{hex}', {}, {from}, {spread}, {}, {hold_us})",
            self.procedure,
            line.key.shop,
            line.key.item,
            line.key.location,
            line.quantity,
            self.ttl_seconds
        )
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
        crate::pool::sql::insert_units(&self.units, TAG_RELEASE, key, first, n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sql() -> ReserveSql {
        ReserveSql::new(
            &TableNames::default(),
            &LedgerMapping::table("inventory_levels"),
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
            s.peek_next_id.clone(),
            s.lock_state_reserve.clone(),
            s.pool_fill.clone(),
            s.wait_for_refill(&ServerInfo::parse("10.11.19-MariaDB", "").unwrap()),
            s.lock_state_release.clone(),
            s.behind.clone(),
            s.unheld.clone(),
            s.claim_lock.clone(),
            s.claim_delete.clone(),
            s.claim_ledger.clone(),
            s.release_quantity.clone(),
            s.release_count.clone(),
            s.release_delete.clone(),
            s.release_advance.clone(),
            s.hold_expires_in.clone(),
            s.scan(3),
            s.delete_units(&[1, 2]),
            s.insert_holds(2),
            s.release_units(&key, 7, 2),
        ];
        for stmt in &all {
            assert!(stmt.contains("/* conn_tag:"), "untagged: {stmt}");
        }
    }

    /// MySQL 8 deprecates `LOCK IN SHARE MODE`, MariaDB 10.11 refuses `FOR
    /// SHARE`: the wait takes the server's spelling.
    #[test]
    fn the_refill_wait_takes_the_servers_share_clause() {
        let s = sql();
        let mysql = ServerInfo::parse("8.0.36", "MySQL Community Server - GPL").unwrap();
        let maria = ServerInfo::parse("10.11.19-MariaDB-0+deb12u1-log", "").unwrap();
        let (my, ma) = (s.wait_for_refill(&mysql), s.wait_for_refill(&maria));
        assert!(my.ends_with("inventory_group_id = ? FOR SHARE"), "{my}");
        assert!(
            ma.ends_with("inventory_group_id = ? LOCK IN SHARE MODE"),
            "{ma}"
        );
        assert!(
            my.starts_with(
                "SELECT /* conn_tag:checkout_reserve */ next_unit_id FROM `pool_refill_state`"
            ),
            "{my}"
        );
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
    fn scans_over_id_ranges_bound_or_inline() {
        let s = sql();
        let key = |item| PoolKey {
            shop: 1,
            item,
            location: 3,
        };
        let lines = [
            ScanLine {
                index: 0,
                key: key(7),
                quantity: 2,
                range: IdRange::From(500),
            },
            ScanLine {
                index: 2,
                key: key(8),
                quantity: 1,
                range: IdRange::Below(40),
            },
            ScanLine {
                index: 1,
                key: key(9),
                quantity: 1,
                range: IdRange::All,
            },
        ];
        let (text, params) = s.scan_lines(&lines, false);
        assert_eq!(text.matches("FOR UPDATE SKIP LOCKED)").count(), 3, "{text}");
        assert!(text.contains("(SELECT 2 AS line, id FROM `reservation_units` WHERE shop_id = ? AND inventory_item_id = ? AND inventory_group_id = ? AND id < ? LIMIT ? FOR UPDATE SKIP LOCKED)"), "{text}");
        assert_eq!(params, vec![1, 7, 3, 500, 2, 1, 8, 3, 40, 1, 1, 9, 3, 1]);
        assert_eq!(text.matches('?').count(), params.len());
        let (inline, none) = s.scan_lines(&lines[..1], true);
        assert!(none.is_empty());
        assert!(inline.ends_with("WHERE shop_id = 1 AND inventory_item_id = 7 AND inventory_group_id = 3 AND id >= 500 LIMIT 2 FOR UPDATE SKIP LOCKED)"), "{inline}");
        assert_eq!(s.delete_bound(3).matches('?').count(), 6);
        // A ranked start: its plain read first, then the scan from it.
        let ranked = [ScanLine {
            index: 1,
            key: key(7),
            quantity: 1,
            range: IdRange::FromRank(42),
        }];
        let (text, none) = s.scan_lines(&ranked, true);
        assert!(none.is_empty());
        let (set, scan) = text.split_once("; ").expect("two statements");
        assert_eq!(
            set,
            "SELECT /* conn_tag:checkout_reserve */ /* poolctl: ignore read-then-write-without-lock the start only places the SKIP LOCKED scan */ COALESCE((SELECT id FROM `reservation_units` WHERE shop_id = 1 AND inventory_item_id = 7 AND inventory_group_id = 3 ORDER BY id LIMIT 1 OFFSET 42), 0) INTO @poolctl_start_1"
        );
        assert!(
            scan.contains("AND id >= @poolctl_start_1 LIMIT 1 FOR UPDATE SKIP LOCKED)"),
            "{scan}"
        );
        let wrap = [ScanLine {
            range: IdRange::BelowRanked(42),
            ..ranked[0]
        }];
        let (text, _) = s.scan_lines(&wrap, true);
        assert!(
            !text.contains("INTO") && text.contains("AND id < @poolctl_start_1 LIMIT 1"),
            "{text}"
        );
        // Bound: the start is a subquery in the scan.
        let (text, params) = s.scan_lines(&ranked, false);
        assert!(text.contains("AND id >= COALESCE((SELECT r.id FROM `reservation_units` r WHERE r.shop_id = ? AND r.inventory_item_id = ? AND r.inventory_group_id = ? ORDER BY r.id LIMIT 1 OFFSET ?), 0)"), "{text}");
        assert_eq!(params, vec![1, 7, 3, 1, 7, 3, 42, 1]);
    }

    #[test]
    fn inline_writes_delete_once_and_hex_the_checkout() {
        let s = sql();
        let line = |item, quantity| Line {
            key: PoolKey {
                shop: 1,
                item,
                location: 3,
            },
            quantity,
        };
        let w = s.writes_inline(&[(line(7, 2), &[10, 11]), (line(8, 1), &[4])], "c'1", false);
        let (delete, insert) = w.split_once("; ").expect("two statements");
        assert_eq!(delete.matches("DELETE").count(), 1, "{delete}");
        assert!(delete.contains("(shop_id = 1 AND inventory_item_id = 7 AND inventory_group_id = 3 AND id IN (10,11)) OR (shop_id = 1 AND inventory_item_id = 8"), "{delete}");
        assert!(
            !insert.contains("c'1") && insert.contains("X'632731'"),
            "{insert}"
        );
        assert_eq!(insert.matches("INTERVAL 600 SECOND").count(), 2);
        // A line with nothing from the pool has no delete.
        let w = s.writes_inline(&[(line(7, 5000), &[])], "c1", false);
        assert!(w.starts_with("INSERT") && !w.contains(';'), "{w}");
        // Committed in the same round trip: delete, guard, holds, commit.
        let w = s.writes_inline(&[(line(7, 2), &[10, 11]), (line(8, 1), &[4])], "c1", true);
        let parts: Vec<&str> = w.split("; ").collect();
        assert_eq!(parts.len(), 4, "{w}");
        assert!(parts[0].starts_with("DELETE"), "{w}");
        assert_eq!(parts[1], deleted_all_guard(3));
        assert!(parts[1].contains("WHERE ROW_COUNT() <> 3)"), "{w}");
        assert!(parts[2].starts_with("INSERT"), "{w}");
        assert_eq!(parts[3], "COMMIT");
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
        assert_eq!(s.unheld.matches('?').count(), 6);
        assert_eq!(s.release_count.matches('?').count(), 8);
        assert_eq!(s.pool_fill.matches('?').count(), 9);
    }

    #[test]
    fn a_short_scan_wraps_below_its_start() {
        let key = PoolKey {
            shop: 1,
            item: 2,
            location: 3,
        };
        let line = |index, range| ScanLine {
            index,
            key,
            quantity: 2,
            range,
        };
        let scan = [
            line(0, IdRange::From(50)),
            line(1, IdRange::FromRank(4)),
            line(2, IdRange::All),
            line(3, IdRange::From(9)),
        ];
        let mut ids = vec![Vec::new(); 4];
        distribute(&mut ids, [(0, 51), (3, 9), (3, 10), (2, 1), (7, 99)]);
        assert_eq!(counts(&ids), [1, 0, 1, 2]);
        let wrap = wraps(&scan, &ids);
        assert_eq!(
            wrap,
            [
                ScanLine {
                    quantity: 1,
                    ..line(0, IdRange::Below(50))
                },
                line(1, IdRange::BelowRanked(4)),
            ]
        );
        assert_eq!(
            begin_with("(SELECT 1)"),
            "SET TRANSACTION ISOLATION LEVEL READ COMMITTED; START TRANSACTION; (SELECT 1)"
        );
    }
}
