//! What `schema check` reads from the server ([`SchemaFacts`]: variables,
//! the managed tables' shape, the reserve procedure), which tables it looks
//! at ([`CheckTargets`]), the shape the pool needs of them, and the checks'
//! codes.

use crate::server::ServerInfo;
use serde::Serialize;
use std::collections::BTreeMap;

/// The filter prefix of the reserve scan, followed by the unit id: the exact
/// primary key of the units table.
pub const UNITS_PRIMARY_KEY: [&str; 4] =
    ["shop_id", "inventory_item_id", "inventory_group_id", "id"];

/// Columns the holds table must have, and its key prefix.
pub const HOLDS_COLUMNS: [&str; 7] = [
    "shop_id",
    "inventory_item_id",
    "inventory_group_id",
    "checkout_id",
    "quantity",
    "created_at",
    "expires_at",
];
pub const HOLDS_KEY_PREFIX: [&str; 3] = ["shop_id", "inventory_item_id", "inventory_group_id"];

pub const RUNBOOK: &str = "runbooks/schema.md";

/// Every check code, in report order. Codes are stable: never renamed or
/// reused, since scripts match on them and each is a section of [`RUNBOOK`].
pub const CODES: &[&str] = &[
    "skip-locked-support",
    "binlog-format",
    "default-isolation",
    "status-output-locks",
    "units-table",
    "units-engine",
    "units-columns",
    "units-primary-key",
    "units-secondary-index",
    "units-auto-increment",
    "holds-table",
    "holds-engine",
    "holds-shape",
    "caps-table",
    "refill-state-table",
    "reserve-procedure",
    "ledger-mapping",
    "ledger-column-types",
];

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ColumnFacts {
    pub name: String,
    /// `DATA_TYPE`, e.g. `bigint`.
    pub data_type: String,
    /// `COLUMN_TYPE`, e.g. `bigint(20) unsigned`.
    pub column_type: String,
    /// `EXTRA`, e.g. `auto_increment`.
    pub extra: String,
    pub nullable: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct IndexFacts {
    pub name: String,
    pub unique: bool,
    /// Columns in index order.
    pub columns: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TableFacts {
    pub name: String,
    pub engine: String,
    pub columns: Vec<ColumnFacts>,
    pub indexes: Vec<IndexFacts>,
}

impl TableFacts {
    pub fn primary_key(&self) -> Option<&IndexFacts> {
        self.indexes.iter().find(|i| i.name == "PRIMARY")
    }

    pub fn column(&self, name: &str) -> Option<&ColumnFacts> {
        self.columns
            .iter()
            .find(|c| c.name.eq_ignore_ascii_case(name))
    }
}

/// What a check reads from the server.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SchemaFacts {
    pub server: ServerInfo,
    pub database: String,
    /// Global system variables by lower-case name (only those that exist).
    pub variables: BTreeMap<String, String>,
    /// Tables by the name they were asked for; `None` when absent.
    pub tables: BTreeMap<String, Option<TableFacts>>,
    /// The reserve procedure's `SECURITY_TYPE` (`INVOKER`, `DEFINER`), or
    /// `None` when this account sees no such procedure (absent, or no
    /// privilege on it: information_schema shows only routines one may use).
    pub reserve_procedure: Option<String>,
}

/// Which tables a check looks at (from `[tables]` and `[ledger]`).
#[derive(Debug, Clone)]
pub struct CheckTargets {
    pub units: String,
    pub holds: String,
    pub caps: String,
    pub refill_state: String,
    /// The one-round-trip reserve's procedure (`<units>_reserve`).
    pub reserve_procedure: String,
    pub ledger: Option<crate::config::LedgerMapping>,
}

impl CheckTargets {
    pub fn from_config(cfg: &crate::config::FileConfig) -> Self {
        CheckTargets {
            units: cfg.tables.units.clone(),
            holds: cfg.tables.holds.clone(),
            caps: cfg.tables.caps.clone(),
            refill_state: cfg.tables.refill_state.clone(),
            reserve_procedure: cfg.tables.reserve_procedure(),
            ledger: cfg.ledger.clone(),
        }
    }

    /// Every table the check needs facts for.
    pub fn table_names(&self) -> Vec<String> {
        let mut names = vec![
            self.units.clone(),
            self.holds.clone(),
            self.caps.clone(),
            self.refill_state.clone(),
        ];
        if let Some(l) = &self.ledger {
            names.push(l.table.clone());
        }
        names
    }
}
