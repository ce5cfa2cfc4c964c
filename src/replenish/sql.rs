//! The replenisher's SQL text, built once per configuration from the table
//! names and the ledger mapping: the change signal's index range scans (the
//! holds' `expires_at` and, when configured, the ledger's update time), the
//! marks a sweep starts those ranges at, the server's clock, the look for an
//! index on the ledger's update-time column, and the four reads of the pools
//! a pass looks at (by key, in one consistent snapshot). Pure: each
//! statement is a [`Read`], its text beside what it is for (the action its
//! error names); `crate::replenish::run` hands them to the seam, which runs
//! them and maps their rows. What the rows mean is [`super::signal`].
//!
//! Times cross the seam as microseconds since the epoch in the server's
//! clock (the session time zone is UTC, `Db::connect`), never as client time.
//! Values are bound as `?`, except pool keys, which are integers formatted
//! here ([`ReplenishSql::pool_reads`]): nothing from outside reaches the
//! text.

use super::PoolKey;
use crate::config::{LedgerMapping, TableNames};
use crate::pool::sql::ledger_quantity;
use crate::pool::sql::{Quoted, quote};
use std::fmt::Write as _;

/// Every statement's business process, for `poolctl conn-tags`.
const TAG: &str = "/* conn_tag:pool_replenish */";

/// Most pools one snapshot reads (the key list is part of the statement).
pub const KEYS_PER_READ: usize = 1000;

/// The pool key columns of the pool tables.
const POOL: &str = "shop_id, inventory_item_id, inventory_group_id";

fn micros(expr: &str) -> String {
    format!("TIMESTAMPDIFF(MICROSECOND, '1970-01-01 00:00:00', {expr})")
}

const FROM_MICROS: &str = "TIMESTAMPADD(MICROSECOND, ?, '1970-01-01 00:00:00')";

/// One statement and what it is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Read {
    pub text: String,
    /// What running it is, for its error ("reading the expired holds").
    pub action: &'static str,
}

impl Read {
    fn new(action: &'static str, text: String) -> Read {
        Read { text, action }
    }
}

/// Whether an index of the ledger table starts with its update-time column:
/// the statement (a count) and its three values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IndexLookup {
    pub read: Read,
    /// The ledger table's schema (`None`: the connection's database).
    pub schema: Option<String>,
    pub table: String,
    pub column: String,
}

/// The four reads of a set of pools, each a whole statement, to run in one
/// consistent snapshot: the ledger's quantity per key, the pool rows, the
/// holds (expired ones apart), the caps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PoolReads {
    pub ledger: String,
    pub units: String,
    pub holds: String,
    pub caps: String,
}

/// The replenisher's SQL for one configuration.
#[derive(Debug, Clone)]
pub struct ReplenishSql {
    /// The server's clock (µs).
    pub now: Read,
    /// Pools with holds stamped after `?` (µs): the `expires_at` index.
    pub new_holds: Read,
    /// Pools with expired holds: the `expires_at` index from its start.
    pub expired_holds: Read,
    /// Pools whose ledger row changed after `?` (µs); `None` without an
    /// update-time column.
    pub ledger_changes: Option<Read>,
    /// The start of the drained probe (see [`ReplenishSql::drained`]); the
    /// slice condition is appended.
    drained: String,
    /// The newest hold's `expires_at` (µs), where a sweep starts that range.
    pub holds_mark: Read,
    /// The newest ledger update (µs); `None` without an update-time column.
    pub ledger_mark: Option<Read>,
    /// The look for an index on the update-time column; `None` without one.
    pub ledger_index: Option<IndexLookup>,
    /// The age (µs) of the oldest open transaction of another session on
    /// this database that holds row locks (NULL: none): a stuck checkout
    /// holding a pool's units, which every buyer's SKIP LOCKED scan then
    /// skips ("sold out"). Needs the PROCESS privilege.
    pub oldest_locking: Read,
    /// The start of each per-pool read; the key list is appended.
    units: String,
    holds: String,
    caps: String,
    ledger: String,
    ledger_cols: (String, String, String),
    /// The refill-state and units tables, quoted (for `drained_since`).
    state_table: String,
    units_table: String,
    /// The cap of a pool without a row in the caps table.
    pub default_cap: u64,
}

impl ReplenishSql {
    pub fn new(
        tables: &TableNames,
        ledger: &LedgerMapping,
        default_cap: u32,
        updated_column: Option<&str>,
    ) -> ReplenishSql {
        let q = Quoted::new(tables, ledger);
        let (ledger_key, ledger_keyed) = (q.ledger_key(""), q.ledger_keyed(""));
        let (units, holds, caps, lt) = (&q.units, &q.holds, &q.caps, &q.lt);
        let upd = updated_column.map(quote);
        let hold_range = |cond: &str| {
            format!(
                "SELECT {TAG} {POOL}, {}, {} FROM {holds} WHERE {cond} GROUP BY 1, 2, 3",
                micros("MIN(expires_at)"),
                micros("MAX(expires_at)")
            )
        };
        ReplenishSql {
            now: Read::new(
                "reading the server's clock",
                format!("SELECT {TAG} {}", micros("NOW(6)")),
            ),
            new_holds: Read::new(
                "reading the holds created since the last pass",
                hold_range(&format!("expires_at > {FROM_MICROS}")),
            ),
            expired_holds: Read::new(
                "reading the expired holds",
                hold_range("expires_at < NOW(6)"),
            ),
            ledger_changes: upd.as_ref().map(|u| {
                Read::new(
                    "reading the ledger rows changed since the last pass",
                    format!(
                        "SELECT {TAG} {ledger_key}, {}, {} FROM {lt} \
                         WHERE {u} > {FROM_MICROS} AND {ledger_keyed} GROUP BY 1, 2, 3",
                        micros(&format!("MIN({u})")),
                        micros(&format!("MAX({u})"))
                    ),
                )
            }),
            drained: format!(
                "SELECT {TAG} {}, {}, COALESCE((SELECT {} FROM {state} s WHERE s.shop_id = {ls} \
                 AND s.inventory_item_id = {li} AND s.inventory_group_id = {ll}), 0) \
                 FROM {lt} l LEFT JOIN {units} u ON u.shop_id = {ls} \
                 AND u.inventory_item_id = {li} AND u.inventory_group_id = {ll} \
                 WHERE u.shop_id IS NULL AND {} AND {} > 0 AND ",
                q.ledger_key("l."),
                micros("NOW(6)"),
                micros("s.last_refill_at"),
                q.ledger_keyed("l."),
                q.ledger_available("l."),
                state = q.state,
                ls = format!("l.{}", q.ls),
                li = format!("l.{}", q.li),
                ll = format!("l.{}", q.ll),
            ),
            holds_mark: Read::new(
                "reading the newest hold",
                format!("SELECT {TAG} {} FROM {holds}", micros("MAX(expires_at)")),
            ),
            ledger_mark: upd.as_ref().map(|u| {
                Read::new(
                    "reading the newest ledger update",
                    format!("SELECT {TAG} {} FROM {lt}", micros(&format!("MAX({u})"))),
                )
            }),
            ledger_index: updated_column.map(|c| index_lookup(&ledger.table, c)),
            oldest_locking: Read::new(
                "reading the oldest open transaction holding row locks",
                format!(
                    "SELECT {TAG} CAST(TIMESTAMPDIFF(MICROSECOND, MIN(t.trx_started), NOW(6)) AS SIGNED) \
                     FROM information_schema.INNODB_TRX t \
                     JOIN information_schema.PROCESSLIST p ON p.ID = t.trx_mysql_thread_id \
                     WHERE p.DB = DATABASE() AND t.trx_rows_locked > 0 \
                     AND t.trx_mysql_thread_id <> CONNECTION_ID()"
                ),
            ),
            units: format!("SELECT {TAG} {POOL}, COUNT(*) FROM {units} WHERE "),
            holds: format!(
                "SELECT {TAG} {POOL}, CAST(SUM(quantity) AS UNSIGNED), \
                 CAST(SUM(expires_at < NOW(6)) AS UNSIGNED), \
                 CAST(SUM(IF(expires_at < NOW(6), quantity, 0)) AS UNSIGNED) FROM {holds} WHERE "
            ),
            caps: format!("SELECT {TAG} {POOL}, cap FROM {caps} WHERE "),
            ledger: format!(
                "SELECT {TAG} {ledger_key}, {} FROM {lt} WHERE ",
                ledger_quantity(&q.la)
            ),
            ledger_cols: (q.ls.clone(), q.li.clone(), q.ll.clone()),
            state_table: q.state.clone(),
            units_table: q.units.clone(),
            default_cap: u64::from(default_cap),
        }
    }

    /// Whether the ledger's update time is a signal.
    pub fn has_ledger_signal(&self) -> bool {
        self.ledger_changes.is_some()
    }

    /// What running [`ReplenishSql::drained`] is, for its error.
    pub const DRAINED: &'static str = "reading which pools are drained";

    /// The drained probe over slice `slice` of `slices` of the ledger
    /// ([`super::signal::drain_slice_of`]): the pools with stock in the
    /// ledger and no unit left, each with the server's clock and its last
    /// refill (µs, 0: never), in the signal's row shape. One scan of the
    /// ledger and, for the slice's pools only, one probe of the units'
    /// primary key each (index only, stopping at the first unit: "Not
    /// exists"). The two integers are formatted here.
    pub fn drained(&self, slices: u64, slice: u64) -> String {
        let (ls, li, ll) = &self.ledger_cols;
        format!(
            "{}MOD(l.{ls} ^ l.{li} ^ l.{ll}, {}) = {}",
            self.drained,
            slices.max(1),
            slice
        )
    }

    /// What running [`ReplenishSql::pool_reads`] is, for its error.
    pub const POOL_READS: &'static str = "reading the pools that changed";

    /// The four reads of the pools `keys` (at most [`KEYS_PER_READ`]).
    pub fn pool_reads(&self, keys: &[PoolKey]) -> PoolReads {
        let pk = key_list(keys, "shop_id", "inventory_item_id", "inventory_group_id");
        let (ls, li, ll) = &self.ledger_cols;
        let lk = key_list(keys, ls, li, ll);
        PoolReads {
            ledger: format!("{}{lk}", self.ledger),
            units: format!("{}{pk} GROUP BY 1, 2, 3", self.units),
            holds: format!("{}{pk} GROUP BY 1, 2, 3", self.holds),
            caps: format!("{}{pk}", self.caps),
        }
    }
}

/// What the leader writes of when pools drained (`pool_refill_state.
/// drained_since`), in one READ COMMITTED transaction (the units are then
/// read without a lock, so no gap lock meets a refill's inserts), and the
/// read of the starts the database holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DrainedMarks {
    /// Sets `drained_since` of the emptied pools that have no unit left and
    /// no start yet (a start is never moved); `None` when none emptied.
    pub mark: Option<String>,
    /// Clears it on the refilled pools that have units again; `None` when
    /// none were refilled.
    pub clear: Option<String>,
    /// The emptied pools' starts and the server's clock (µs), in the
    /// signal's row shape; `None` when none emptied.
    pub read: Option<String>,
}

impl ReplenishSql {
    /// What writing `drained_since` is, for its error.
    pub const DRAINED_MARKS: &'static str = "recording when pools drained (pool_refill_state.drained_since; poolctl migrate run adds the column)";

    /// The statements of [`DrainedMarks`] for `emptied` and `refilled` (at
    /// most [`KEYS_PER_READ`] each).
    pub fn drained_marks(&self, emptied: &[PoolKey], refilled: &[PoolKey]) -> DrainedMarks {
        let (state, units) = (&self.state_table, &self.units_table);
        let keys = |k: &[PoolKey]| {
            key_list(
                k,
                "s.shop_id",
                "s.inventory_item_id",
                "s.inventory_group_id",
            )
        };
        let has_units = format!(
            "EXISTS (SELECT 1 FROM {units} u WHERE u.shop_id = s.shop_id \
             AND u.inventory_item_id = s.inventory_item_id \
             AND u.inventory_group_id = s.inventory_group_id)"
        );
        let some = |k: &[PoolKey]| (!k.is_empty()).then(|| keys(k));
        DrainedMarks {
            mark: some(emptied).map(|k| {
                format!(
                    "UPDATE {TAG} {state} s SET s.drained_since = NOW(6) \
                     WHERE ({k}) AND s.drained_since IS NULL AND NOT {has_units}"
                )
            }),
            clear: some(refilled).map(|k| {
                format!(
                    "UPDATE {TAG} {state} s SET s.drained_since = NULL \
                     WHERE ({k}) AND s.drained_since IS NOT NULL AND {has_units}"
                )
            }),
            read: some(emptied).map(|k| {
                format!(
                    "SELECT {TAG} s.shop_id, s.inventory_item_id, s.inventory_group_id, {}, {} \
                     FROM {state} s WHERE ({k}) AND s.drained_since IS NOT NULL",
                    micros("s.drained_since"),
                    micros("NOW(6)")
                )
            }),
        }
    }
}

/// The look for an index of `table` (`schema.table` or the connection's
/// database) that starts with `column`.
fn index_lookup(table: &str, column: &str) -> IndexLookup {
    let (schema, table) = match table.split_once('.') {
        Some((s, t)) => (Some(s.to_string()), t.to_string()),
        None => (None, table.to_string()),
    };
    IndexLookup {
        read: Read::new(
            "looking for an index on the ledger's update-time column",
            "SELECT COUNT(*) FROM information_schema.STATISTICS \
             WHERE TABLE_SCHEMA = COALESCE(?, DATABASE()) AND TABLE_NAME = ? \
             AND COLUMN_NAME = ? AND SEQ_IN_INDEX = 1"
                .to_string(),
        ),
        schema,
        table,
        column: column.to_string(),
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

#[cfg(test)]
mod tests {
    use super::*;

    const KEYS: [PoolKey; 2] = [
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

    fn sql(updated: Option<&str>) -> ReplenishSql {
        ReplenishSql::new(
            &TableNames::default(),
            &LedgerMapping::table("inventory_levels"),
            1000,
            updated,
        )
    }

    #[test]
    fn key_lists_are_integers_only() {
        assert_eq!(
            key_list(&KEYS, "a", "b", "c"),
            "(a = 1 AND b = 2 AND c = 3) OR (a = 4 AND b = 5 AND c = 6)"
        );
    }

    #[test]
    fn drained_marks_set_once_clear_on_units_and_read_the_start() {
        let s = sql(None);
        let m = s.drained_marks(&KEYS[..1], &KEYS[1..]);
        let mark = m.mark.unwrap();
        assert!(
            mark.starts_with(
                "UPDATE /* conn_tag:pool_replenish */ `pool_refill_state` s SET s.drained_since = NOW(6)"
            ),
            "{mark}"
        );
        assert!(
            mark.contains(
                "(s.shop_id = 1 AND s.inventory_item_id = 2 AND s.inventory_group_id = 3)"
            ),
            "{mark}"
        );
        assert!(
            mark.contains(
                "s.drained_since IS NULL AND NOT EXISTS (SELECT 1 FROM `reservation_units` u"
            ),
            "{mark}"
        );
        let clear = m.clear.unwrap();
        assert!(
            clear.contains("s.shop_id = 4 AND") && clear.contains("IS NOT NULL AND EXISTS"),
            "{clear}"
        );
        let read = m.read.unwrap();
        assert!(
            read.contains("TIMESTAMPDIFF(MICROSECOND, '1970-01-01 00:00:00', s.drained_since)"),
            "{read}"
        );
        let none = s.drained_marks(&[], &[]);
        assert_eq!((none.mark, none.clear, none.read), (None, None, None));
    }

    #[test]
    fn the_ledger_signal_exists_only_with_a_column() {
        let none = sql(None);
        assert!(!none.has_ledger_signal());
        assert!(none.ledger_mark.is_none() && none.ledger_index.is_none());
        let s = sql(Some("updated_at"));
        assert!(s.has_ledger_signal());
        let q = s.ledger_changes.unwrap().text;
        assert!(
            q.contains("`updated_at` > TIMESTAMPADD(MICROSECOND, ?"),
            "{q}"
        );
        assert!(
            s.new_holds.text.contains("expires_at > TIMESTAMPADD"),
            "{}",
            s.new_holds.text
        );
    }

    #[test]
    fn every_statement_is_tagged_and_says_what_it_is_for() {
        let s = sql(Some("updated_at"));
        let reads = s.pool_reads(&KEYS);
        let mut texts = vec![
            &s.now,
            &s.new_holds,
            &s.expired_holds,
            s.ledger_changes.as_ref().unwrap(),
            &s.holds_mark,
            s.ledger_mark.as_ref().unwrap(),
        ]
        .into_iter()
        .map(|r| {
            assert!(!r.action.is_empty());
            r.text.clone()
        })
        .collect::<Vec<_>>();
        texts.extend([reads.ledger, reads.units, reads.holds, reads.caps]);
        texts.push(s.drained(4, 1));
        for t in &texts {
            assert!(
                t.starts_with("SELECT /* conn_tag:pool_replenish */ "),
                "{t}"
            );
        }
    }

    #[test]
    fn the_pool_reads_name_each_key_in_both_column_sets() {
        let mut ledger = LedgerMapping::table("inventory_levels");
        ledger.location_column = "loc".into();
        let s = ReplenishSql::new(&TableNames::default(), &ledger, 7, None);
        let r = s.pool_reads(&KEYS[..1]);
        assert!(
            r.ledger
                .ends_with("(`shop_id` = 1 AND `inventory_item_id` = 2 AND `loc` = 3)"),
            "{}",
            r.ledger
        );
        for t in [&r.units, &r.holds] {
            assert!(
                t.ends_with(
                    "(shop_id = 1 AND inventory_item_id = 2 AND inventory_group_id = 3) \
                     GROUP BY 1, 2, 3"
                ),
                "{t}"
            );
        }
        assert!(r.caps.ends_with("inventory_group_id = 3)"), "{}", r.caps);
        assert_eq!(s.default_cap, 7);
    }

    #[test]
    fn the_drained_probe_reads_one_slice_of_the_mapped_ledger() {
        let mut ledger = LedgerMapping::table("inventory_levels");
        ledger.location_column = "loc".into();
        let s = ReplenishSql::new(&TableNames::default(), &ledger, 7, None);
        let q = s.drained(8, 3);
        assert!(
            q.ends_with("MOD(l.`shop_id` ^ l.`inventory_item_id` ^ l.`loc`, 8) = 3"),
            "{q}"
        );
        assert!(q.contains("u.inventory_group_id = l.`loc`"), "{q}");
        assert!(q.contains("WHERE u.shop_id IS NULL"), "{q}");
        // No slice count of 0 reaches the server (MOD by 0 is NULL: no pool).
        assert!(s.drained(0, 0).ends_with(", 1) = 0"));
    }

    #[test]
    fn the_index_lookup_splits_a_schema_off_the_table() {
        let l = index_lookup("app.inventory_levels", "updated_at");
        assert_eq!(
            (l.schema.as_deref(), l.table.as_str(), l.column.as_str()),
            (Some("app"), "inventory_levels", "updated_at")
        );
        assert_eq!(index_lookup("levels", "u").schema, None);
    }
}
