//! The migrations in `migrations/`, embedded in the binary at build time by
//! refinery (file names `V{n}__{name}.sql`, checksums from refinery).

use super::Migration;

mod embed {
    refinery::embed_migrations!("migrations");
}

/// Every embedded migration, ordered by version.
pub fn all() -> Vec<Migration> {
    let mut list: Vec<Migration> = embed::migrations::runner()
        .get_migrations()
        .iter()
        .map(|m| Migration {
            version: i64::from(m.version()),
            name: m.name().to_string(),
            checksum: m.checksum().to_string(),
            sql: m.sql().unwrap_or_default().to_string(),
        })
        .collect();
    list.sort_by_key(|m| m.version);
    list
}

/// Every embedded migration with `renames` applied to its SQL (`(default,
/// configured)` names, `TableNames::renames` of `[tables]`; identifiers
/// only, via the tokenizer): what `migrate` applies, and what the flash-sale
/// bench creates under its own names.
pub fn renamed(renames: &[(&str, String)]) -> Result<Vec<Migration>, String> {
    all()
        .into_iter()
        .map(|mut m| {
            m.sql = super::sql::rename_tables(&m.sql, renames)
                .map_err(|e| format!("migration V{}__{}: {e}", m.version, m.name))?;
            Ok(m)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn migrations_are_embedded_in_order_with_distinct_versions() {
        let all = super::all();
        assert!(all.len() >= 4, "expected the four base migrations");
        assert_eq!(all[0].name, "reservation_units");
        for w in all.windows(2) {
            assert!(w[0].version < w[1].version);
        }
    }

    #[test]
    fn units_table_has_no_auto_increment_and_no_secondary_index() {
        let all = super::all();
        let units = &all[0].sql;
        let code: String = units
            .lines()
            .filter(|l| !l.trim_start().starts_with("--"))
            .collect::<Vec<_>>()
            .join("\n")
            .to_ascii_uppercase();
        assert!(!code.contains("AUTO_INCREMENT"));
        assert!(!code.contains(" KEY ") || code.matches("KEY").count() == 1);
        assert!(code.contains("PRIMARY KEY (SHOP_ID, INVENTORY_ITEM_ID, INVENTORY_GROUP_ID, ID)"));
    }
}
