//! The configured table and ledger column names, quoted for SQL text (pool
//! and reconcile statements are built from them).

use crate::config::{LedgerMapping, TableNames};

/// `a` -> `` `a` ``, `s.t` -> `` `s`.`t` `` (names are validated identifiers).
pub(super) fn quote(name: &str) -> String {
    name.split('.')
        .map(|p| format!("`{}`", p.replace('`', "``")))
        .collect::<Vec<_>>()
        .join(".")
}

/// Every name a pool statement uses, quoted.
pub(super) struct Quoted {
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
}

#[cfg(test)]
mod tests {
    use super::quote;

    #[test]
    fn identifiers_are_quoted_part_by_part() {
        assert_eq!(quote("units"), "`units`");
        assert_eq!(quote("app.inventory_levels"), "`app`.`inventory_levels`");
        assert_eq!(quote("we`ird"), "`we``ird`");
    }
}
