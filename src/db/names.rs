//! The configured table and ledger column names, quoted for SQL text (pool
//! and reconcile statements are built from them).

use crate::config::{LedgerMapping, TableNames};

/// `a` -> `` `a` ``, `s.t` -> `` `s`.`t` `` (names are validated identifiers).
pub(crate) fn quote(name: &str) -> String {
    name.split('.')
        .map(|p| format!("`{}`", p.replace('`', "``")))
        .collect::<Vec<_>>()
        .join(".")
}

/// Every name a pool statement uses, quoted.
pub(crate) struct Quoted {
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
    /// A ledger row's pool key as three unsigned integers; `prefix` is a
    /// table alias with its dot (`"l."`) or empty. Only for rows that meet
    /// [`Quoted::ledger_keyed`].
    pub fn ledger_key(&self, prefix: &str) -> String {
        let Quoted { ls, li, ll, .. } = self;
        format!(
            "CAST({prefix}{ls} AS UNSIGNED), CAST({prefix}{li} AS UNSIGNED), CAST({prefix}{ll} AS UNSIGNED)"
        )
    }

    /// Whether a ledger row names a pool: pool keys are unsigned (the pool
    /// tables' BIGINT UNSIGNED), so a row whose shop, item or location is
    /// NULL or negative (the ledger is the application's table) names none.
    /// Every read of ledger keys leaves such rows out (a NULL read as a key
    /// made the driver panic; `CAST(-1 AS UNSIGNED)` named a pool no lookup
    /// by the real key finds); [`Quoted::ledger_unkeyed`] counts them.
    pub fn ledger_keyed(&self, prefix: &str) -> String {
        let Quoted { ls, li, ll, .. } = self;
        format!(
            "({prefix}{ls} IS NOT NULL AND {prefix}{li} IS NOT NULL AND {prefix}{ll} IS NOT NULL \
             AND {prefix}{ls} >= 0 AND {prefix}{li} >= 0 AND {prefix}{ll} >= 0)"
        )
    }

    /// How many ledger rows name no pool ([`Quoted::ledger_keyed`]), and
    /// one of them (its key columns as text, NULL as `NULL`).
    pub fn ledger_unkeyed(&self, tag: &str) -> String {
        let Quoted { lt, ls, li, ll, .. } = self;
        let text = |c: &str| format!("COALESCE(CAST({c} AS CHAR), 'NULL')");
        format!(
            "SELECT {tag} COUNT(*), MIN(CONCAT({}, ' ', {}, ' ', {})) FROM {lt} WHERE NOT {}",
            text(ls),
            text(li),
            text(ll),
            self.ledger_keyed("")
        )
    }

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
