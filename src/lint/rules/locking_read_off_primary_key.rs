//! ## What it does
//! When the table's definition is known (poolctl's migrations, `--schema`
//! files, the project's `migrations/`, or a CREATE TABLE among the linted
//! files), reports a locking read whose equality filters are not a prefix of the
//! table's PRIMARY KEY.
//!
//! ## Why is this bad?
//! InnoDB then finds the rows through a secondary index (or a scan) and locks
//! both the index entry and the clustered record: two locks per row, twice the
//! lock memory and contention of every reserve. The pool's primary key is
//! `(shop_id, inventory_item_id, inventory_group_id, id)` precisely so that the
//! reserve scan filters on its prefix and takes one lock per unit.
//!
//! ## Example
//! ```sql
//! SELECT id FROM reservation_units
//!  WHERE inventory_item_id = 2 AND inventory_group_id = 3
//!  LIMIT 1 FOR UPDATE SKIP LOCKED;
//! ```
//!
//! ## Use instead
//! ```sql
//! SELECT id FROM reservation_units
//!  WHERE shop_id = 1 AND inventory_item_id = 2 AND inventory_group_id = 3
//!  LIMIT 1 FOR UPDATE SKIP LOCKED;
//! ```

use crate::lint::check::{Check, Finding};
use crate::lint::facts::program::Program;
use crate::lint::rules::helpers;

pub const NAME: &str = "locking-read-off-primary-key";

/// Looks at one part of a run at a time.
pub const CHECK: Check = Check::Part(check);

pub fn check(p: &Program) -> Vec<Finding> {
    let mut out = Vec::new();
    for (i, st) in p.statements.reported() {
        // Parsed again only when the model's `=` columns miss the key.
        let mut blocks = None;
        for (k, lr) in st.locking_reads.iter().enumerate() {
            let [table] = lr.tables.as_slice() else {
                continue;
            };
            let Some(def) = p.schema.get_for(
                &table.name,
                table.database.as_deref(),
                &p.files[st.file].path,
            ) else {
                continue;
            };
            if def.primary_key.is_empty() || def.is_pk_prefix(&lr.eq_columns) {
                continue;
            }
            let blocks = blocks.get_or_insert_with(|| helpers::block_keys_of(p, i));
            let keyed: Vec<String> = match blocks.as_ref().map(|b| &b[k]) {
                Some(b) => b
                    .eq_columns
                    .iter()
                    .chain(&b.listed_columns)
                    .cloned()
                    .collect(),
                None => lr.eq_columns.clone(),
            };
            if def.is_pk_prefix(&keyed) || def.is_unique_lookup(&keyed) {
                continue;
            }
            let filters = if keyed.is_empty() {
                "no equality filter".to_string()
            } else {
                format!("equality on ({})", keyed.join(", "))
            };
            out.push(
                Finding::at(
                    i,
                    p,
                    table.span,
                    format!(
                        "locking read of `{}` with {filters}, not a prefix of its primary key ({}): it locks through a \
                         secondary index (two locks per row) or a scan",
                        table.name,
                        def.primary_key.join(", ")
                    ),
                )
                .help(format!("filter with = on a prefix of ({})", def.primary_key.join(", "))),
            );
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::lint::testing::lines_of;

    const DDL: &str = "CREATE TABLE u (s BIGINT, i BIGINT, g BIGINT, id BIGINT, x INT, PRIMARY KEY (s, i, g, id), KEY (i, g));\n";

    #[test]
    fn off_prefix_filters() {
        let sql = format!(
            "{DDL}SELECT id FROM u WHERE i = 1 AND g = 2 LIMIT 1 FOR UPDATE SKIP LOCKED;\n\
             SELECT id FROM u WHERE s = 1 AND x = 2 LIMIT 1 FOR UPDATE;\n\
             SELECT id FROM u LIMIT 1 FOR UPDATE SKIP LOCKED;\n"
        );
        assert_eq!(lines_of(&sql, super::NAME), vec![2, 3, 4]);
    }

    #[test]
    fn prefix_filters_and_unknown_tables_are_fine() {
        let sql = format!(
            "{DDL}SELECT id FROM u WHERE s = 1 AND i = 2 AND g = 3 LIMIT 1 FOR UPDATE SKIP LOCKED;\n\
             SELECT id FROM u WHERE g = 3 AND s = 1 AND i = 2 AND id > 5 LIMIT 1 FOR UPDATE;\n\
             SELECT id FROM other WHERE x = 1 LIMIT 1 FOR UPDATE;\n\
             SELECT id FROM u WHERE s IN (1, 2) AND i = 2 LIMIT 1 FOR UPDATE;\n"
        );
        assert!(lines_of(&sql, super::NAME).is_empty());
        let sql = "CREATE TABLE a (id INT PRIMARY KEY, iban CHAR(20) UNIQUE, owner INT);\n\
                   SELECT id FROM a WHERE iban = ? FOR UPDATE;\nSELECT id FROM a WHERE owner = ? LIMIT 1 FOR UPDATE;\n";
        assert_eq!(lines_of(sql, super::NAME), vec![3]);
    }
}
