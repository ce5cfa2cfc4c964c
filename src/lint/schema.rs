//! Table definitions the linter knows: primary keys, from CREATE TABLE
//! statements (poolctl's own migrations, `--schema` files, the project's
//! `migrations/`, and any CREATE TABLE among the linted files).

use sqlparser::ast::{ColumnOption, CreateTable, Expr, ObjectNamePart, TableConstraint};
use std::collections::HashMap;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableSchema {
    /// Lower-case table name (schema qualifier dropped).
    pub name: String,
    /// Lower-case primary key columns, in order (empty: none).
    pub primary_key: Vec<String>,
    /// Lower-case columns of each UNIQUE key (column or table constraint).
    pub unique_keys: Vec<Vec<String>>,
}

/// Lower-case column names of an index (a prefix length keeps the column).
fn index_columns(columns: &[sqlparser::ast::IndexColumn]) -> Vec<String> {
    columns
        .iter()
        .filter_map(|ic| match &ic.column.expr {
            Expr::Identifier(i) => Some(i.value.to_ascii_lowercase()),
            Expr::Function(f) => f.name.0.last().map(|p| p.to_string().to_ascii_lowercase()),
            _ => None,
        })
        .collect()
}

impl TableSchema {
    pub fn from_create(ct: &CreateTable) -> Option<TableSchema> {
        let name = ct.name.0.iter().rev().find_map(|p| match p {
            ObjectNamePart::Identifier(i) => Some(i.value.to_ascii_lowercase()),
            _ => None,
        })?;
        let mut primary_key = Vec::new();
        let mut unique_keys = Vec::new();
        for c in &ct.constraints {
            match c {
                TableConstraint::PrimaryKey(pk) => primary_key = index_columns(&pk.columns),
                TableConstraint::Unique(u) => unique_keys.push(index_columns(&u.columns)),
                _ => {}
            }
        }
        for col in &ct.columns {
            if col
                .options
                .iter()
                .any(|o| matches!(o.option, ColumnOption::Unique(_)))
            {
                unique_keys.push(vec![col.name.value.to_ascii_lowercase()]);
            }
        }
        unique_keys.retain(|k| !k.is_empty());
        if primary_key.is_empty() {
            for col in &ct.columns {
                if col
                    .options
                    .iter()
                    .any(|o| matches!(o.option, ColumnOption::PrimaryKey(_)))
                {
                    primary_key.push(col.name.value.to_ascii_lowercase());
                }
            }
        }
        Some(TableSchema {
            name,
            primary_key,
            unique_keys,
        })
    }

    /// Whether equality on exactly `cols` is a prefix of the primary key
    /// (at least one column): the lookup walks the clustered index.
    pub fn is_pk_prefix(&self, cols: &[String]) -> bool {
        !cols.is_empty()
            && cols.len() <= self.primary_key.len()
            && self.primary_key[..cols.len()]
                .iter()
                .all(|c| cols.contains(c))
    }

    /// Whether equality on `cols` pins the whole primary key (one row).
    pub fn is_full_pk(&self, cols: &[String]) -> bool {
        !self.primary_key.is_empty() && self.primary_key.iter().all(|c| cols.contains(c))
    }

    /// Whether equality on `cols` pins the primary key or a UNIQUE key
    /// (at most one row).
    pub fn is_unique_lookup(&self, cols: &[String]) -> bool {
        self.is_full_pk(cols)
            || self
                .unique_keys
                .iter()
                .any(|k| k.iter().all(|c| cols.contains(c)))
    }
}

/// Known tables by lower-case name; later definitions win.
#[derive(Debug, Clone, Default)]
pub struct Schema {
    tables: HashMap<String, TableSchema>,
}

impl Schema {
    pub fn add(&mut self, t: TableSchema) {
        self.tables.insert(t.name.clone(), t);
    }

    pub fn get(&self, name: &str) -> Option<&TableSchema> {
        self.tables.get(name)
    }

    pub fn len(&self) -> usize {
        self.tables.len()
    }

    pub fn is_empty(&self) -> bool {
        self.tables.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefix_and_full_key() {
        let t = TableSchema {
            name: "u".into(),
            primary_key: vec!["a".into(), "b".into(), "c".into()],
            unique_keys: vec![vec!["x".into(), "y".into()]],
        };
        let v = |x: &[&str]| x.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert!(t.is_pk_prefix(&v(&["a"])));
        assert!(t.is_pk_prefix(&v(&["b", "a"])));
        assert!(!t.is_pk_prefix(&v(&["b"])));
        assert!(!t.is_pk_prefix(&v(&["a", "c"])));
        assert!(!t.is_pk_prefix(&v(&[])));
        assert!(t.is_full_pk(&v(&["c", "a", "b", "x"])));
        assert!(!t.is_full_pk(&v(&["a", "b"])));
        assert!(t.is_unique_lookup(&v(&["y", "x"])));
        assert!(t.is_unique_lookup(&v(&["a", "b", "c"])));
        assert!(!t.is_unique_lookup(&v(&["x", "a"])));
    }
}

impl Schema {
    /// Tables defined by CREATE TABLE statements in `sql`.
    pub fn add_sql(&mut self, sql: &str) {
        let mut created = Vec::new();
        for raw in super::scan::scan(sql).statements {
            if matches!(raw.kind, super::scan::TokenKind::ImplicitCommit) {
                super::analyze::analyze(0, sql, raw, &mut created, &[]);
            }
        }
        for t in created {
            self.add(t);
        }
    }

    /// poolctl's own tables, from the embedded migrations, each default
    /// name renamed as configured (`(default, configured)` pairs; empty:
    /// the defaults).
    pub fn from_migrations(renames: &[(&str, &str)]) -> Schema {
        let mut s = Schema::default();
        for m in crate::migrate::embedded::all() {
            let sql = crate::migrate::sql::rename_tables(&m.sql, renames).unwrap_or(m.sql);
            s.add_sql(&sql);
        }
        s
    }
}

#[cfg(test)]
mod migration_tests {
    #[test]
    fn pool_table_keys_come_from_the_migrations() {
        let s = super::Schema::from_migrations(&[]);
        assert_eq!(
            s.get("reservation_units").unwrap().primary_key,
            vec!["shop_id", "inventory_item_id", "inventory_group_id", "id"]
        );
        assert_eq!(s.get("reserved_quantities").unwrap().primary_key.len(), 4);
    }

    #[test]
    fn unique_keys_from_columns_and_constraints() {
        let mut s = super::Schema::default();
        s.add_sql(
            "CREATE TABLE accounts (id BIGINT PRIMARY KEY, email VARCHAR(64) NOT NULL UNIQUE,\n\
             tenant INT, handle VARCHAR(32), UNIQUE KEY uq_handle (tenant, handle(16)), KEY k (tenant));",
        );
        let t = s.get("accounts").unwrap();
        assert_eq!(t.primary_key, vec!["id"]);
        assert_eq!(
            t.unique_keys,
            vec![
                vec!["tenant".to_string(), "handle".to_string()],
                vec!["email".to_string()]
            ]
        );
    }
}
