//! Table definitions the linter knows: primary and UNIQUE keys, from CREATE
//! TABLE statements (poolctl's own migrations, `--schema` files, the
//! project's `migrations/`, and any CREATE TABLE among the linted files).
//! Reading them from SQL is [`super::tables`]'s: this module is the data,
//! what a CREATE TABLE's AST says and the table a `CREATE TEMPORARY TABLE`
//! names, so the analysis can use it without a cycle.

use sqlparser::ast::{
    ColumnOption, CreateTable, Expr, ObjectName, ObjectNamePart, TableConstraint,
};
use std::collections::HashMap;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableSchema {
    /// Lower-case table name (schema qualifier dropped).
    pub name: String,
    /// The database it is created in, when known: the `db.` qualifier of
    /// the CREATE TABLE, else the file's `USE db` before it.
    pub database: Option<String>,
    /// Lower-case primary key columns, in order (empty: none).
    pub primary_key: Vec<String>,
    /// Lower-case columns of each UNIQUE key (column or table constraint).
    pub unique_keys: Vec<Vec<String>>,
    /// Lower-case columns of each non-unique secondary index (`KEY` /
    /// `INDEX`), in order.
    pub indexes: Vec<Vec<String>>,
}

/// The database qualifier of `db.table` in lower case (None when the name
/// is unqualified).
pub(crate) fn object_database(name: &ObjectName) -> Option<String> {
    let mut parts = name.0.iter().rev().filter_map(|p| match p {
        ObjectNamePart::Identifier(i) => Some(i),
        _ => None,
    });
    parts.next()?;
    parts.next().map(|i| i.value.to_ascii_lowercase())
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
        let mut indexes = Vec::new();
        for c in &ct.constraints {
            match c {
                TableConstraint::PrimaryKey(pk) => primary_key = index_columns(&pk.columns),
                TableConstraint::Unique(u) => unique_keys.push(index_columns(&u.columns)),
                TableConstraint::Index(i) => indexes.push(index_columns(&i.columns)),
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
        indexes.retain(|k| !k.is_empty());
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
            database: object_database(&ct.name),
            primary_key,
            unique_keys,
            indexes,
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

    /// The first non-unique secondary index whose leading column is among
    /// `cols`: the index a lookup by equality on `cols` can walk, so that it
    /// reads (and locks) only the matching entries, not the table.
    pub fn index_led_by(&self, cols: &[String]) -> Option<&[String]> {
        self.indexes
            .iter()
            .find(|k| k.first().is_some_and(|c| cols.contains(c)))
            .map(Vec::as_slice)
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

/// Known tables by lower-case name. A definition is *given* (poolctl's
/// migrations, `--schema`, `[lint] schema`: it wins) or read from a linted
/// file, under that file's path. Several projects linted together can each
/// define a table of one name: their definitions are kept apart, and a
/// statement's table is looked up in the definition nearest to the
/// statement's file ([`Schema::get_for`]).
#[derive(Debug, Clone, Default)]
pub struct Schema {
    tables: HashMap<String, Vec<(Option<String>, TableSchema)>>,
    /// Folders and the database their files' unqualified names are in
    /// when no `USE` says otherwise (`[lint] databases`), deepest first.
    folders: Vec<(String, String)>,
}

/// A path without `./` at its start and `/` at its end.
fn plain_path(p: &str) -> &str {
    let mut p = p;
    while let Some(rest) = p.strip_prefix("./") {
        p = rest;
    }
    p.trim_end_matches('/')
}

/// How many leading path components two paths share.
fn shared_components(a: &str, b: &str) -> usize {
    let dir = |p: &str| p.rsplit_once('/').map_or("", |(d, _)| d).to_string();
    let (a, b) = (dir(a), dir(b));
    a.split('/')
        .zip(b.split('/'))
        .take_while(|(x, y)| x == y && !x.is_empty())
        .count()
}

impl Schema {
    /// The database of each folder's files (`[lint] databases`: folder,
    /// database); a file is in its deepest listed folder's.
    pub fn set_folder_databases(&mut self, folders: impl IntoIterator<Item = (String, String)>) {
        self.folders = folders
            .into_iter()
            .map(|(f, d)| (plain_path(&f).to_string(), d.to_ascii_lowercase()))
            .collect();
        self.folders.sort_by_key(|(f, _)| {
            std::cmp::Reverse(f.split('/').filter(|c| !c.is_empty()).count())
        });
    }

    /// The database the folders give the file at `path` (None: no listed
    /// folder holds it).
    pub fn database_of(&self, path: &str) -> Option<&str> {
        let path = plain_path(path);
        self.folders
            .iter()
            .find(|(f, _)| {
                f.is_empty()
                    || path
                        .strip_prefix(f.as_str())
                        .is_some_and(|rest| rest.starts_with('/'))
            })
            .map(|(_, d)| d.as_str())
    }

    /// A given definition (it replaces an earlier given one of the same
    /// database).
    pub fn add(&mut self, t: TableSchema) {
        let defs = self.tables.entry(t.name.clone()).or_default();
        defs.retain(|(origin, d)| origin.is_some() || d.database != t.database);
        defs.insert(0, (None, t));
    }

    /// A definition read from the file at `path` (a later one of the same
    /// file and database replaces it).
    pub fn add_from(&mut self, mut t: TableSchema, path: &str) {
        if t.database.is_none() {
            t.database = self.database_of(path).map(str::to_string);
        }
        let defs = self.tables.entry(t.name.clone()).or_default();
        defs.retain(|(origin, d)| origin.as_deref() != Some(path) || d.database != t.database);
        defs.push((Some(path.to_string()), t));
    }

    /// The table's definition when it is not in doubt: the given one, or
    /// the one every file that defines it agrees on (keys alike).
    pub fn get(&self, name: &str) -> Option<&TableSchema> {
        let defs = self.tables.get(name)?;
        if let Some((None, t)) = defs.first() {
            return Some(t);
        }
        let first = &defs.first()?.1;
        defs.iter()
            .all(|(_, t)| same_keys(t, first))
            .then_some(first)
    }

    /// The definition a statement of the file at `path` means for the
    /// table `name` of `database` (its `db.` qualifier or the file's `USE`,
    /// else its folder's database; None: not known): only definitions of that database (or of no known
    /// database, when none is of it) are candidates, so two projects'
    /// tables of one name never mix. Among them, a given one wins, else the
    /// one of the file nearest to the statement's (the same file, then the
    /// longest shared folder); `None` when two definitions that differ are
    /// equally near (which one runs is not known: `--schema` decides).
    pub fn get_for(&self, name: &str, database: Option<&str>, path: &str) -> Option<&TableSchema> {
        let all = self.tables.get(name)?;
        let database = database.or_else(|| self.database_of(path));
        let of_none = || all.iter().filter(|(_, t)| t.database.is_none());
        let defs: Vec<&(Option<String>, TableSchema)> = match database {
            Some(db) if all.iter().any(|(_, t)| t.database.as_deref() == Some(db)) => all
                .iter()
                .filter(|(o, t)| {
                    t.database.as_deref() == Some(db) || o.is_none() && t.database.is_none()
                })
                .collect(),
            Some(_) => of_none().collect(),
            None => all.iter().collect(),
        };
        if let Some((_, t)) = defs.iter().find(|(o, _)| o.is_none()) {
            return Some(t);
        }
        let nearness = |origin: &Option<String>| match origin.as_deref() {
            Some(o) if o == path => usize::MAX,
            Some(o) => shared_components(o, path),
            None => usize::MAX,
        };
        let best = defs.iter().map(|(o, _)| nearness(o)).max()?;
        let mut nearest = defs.iter().filter(|(o, _)| nearness(o) == best);
        let first = &nearest.next()?.1;
        nearest.all(|(_, t)| same_keys(t, first)).then_some(first)
    }

    pub fn len(&self) -> usize {
        self.tables.len()
    }

    pub fn is_empty(&self) -> bool {
        self.tables.is_empty()
    }
}

/// Whether two definitions of a table have the same keys.
fn same_keys(a: &TableSchema, b: &TableSchema) -> bool {
    a.primary_key == b.primary_key && a.unique_keys == b.unique_keys && a.indexes == b.indexes
}

/// The table a `CREATE TEMPORARY TABLE` statement creates (lower case,
/// unqualified); None for any other statement.
pub fn temporary_table(text: &str) -> Option<String> {
    let mut words = text.split_whitespace();
    let mut next_is = |w: &str| words.next().is_some_and(|x| x.eq_ignore_ascii_case(w));
    if !(next_is("create") && next_is("temporary") && next_is("table")) {
        return None;
    }
    let mut name = words.next().unwrap_or_default();
    if name.eq_ignore_ascii_case("if") {
        // IF NOT EXISTS
        name = words.nth(2).unwrap_or_default();
    }
    let name = name.split('(').next().unwrap_or_default();
    let last = name.rsplit('.').next().unwrap_or_default();
    let last = last.trim_matches(|c| c == '`' || c == '"');
    (!last.is_empty()).then(|| last.to_ascii_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn def(name: &str, pk: &str) -> TableSchema {
        TableSchema {
            name: name.into(),
            database: None,
            primary_key: vec![pk.into()],
            unique_keys: Vec::new(),
            indexes: Vec::new(),
        }
    }

    #[test]
    fn a_definition_is_looked_up_in_the_statement_s_database() {
        let mut s = Schema::default();
        let in_db = |db: &str, pk: &str| TableSchema {
            database: Some(db.into()),
            ..def("orders", pk)
        };
        s.add_from(in_db("shop", "id"), "sql/shop.sql");
        s.add_from(in_db("billing", "order_id"), "sql/billing.sql");
        fn pk(s: &Schema, db: Option<&str>) -> Option<Vec<String>> {
            s.get_for("orders", db, "sql/q.sql")
                .map(|t| t.primary_key.clone())
        }
        assert_eq!(pk(&s, Some("shop")), Some(vec!["id".to_string()]));
        assert_eq!(pk(&s, Some("billing")), Some(vec!["order_id".to_string()]));
        // A database that defines no `orders`, or none named: not known.
        assert_eq!(pk(&s, Some("crm")), None);
        assert_eq!(pk(&s, None), None);
        // A definition of no known database stands for any database that
        // has none of its own.
        s.add_from(def("orders", "ref"), "sql/crm.sql");
        assert_eq!(pk(&s, Some("crm")), Some(vec!["ref".to_string()]));
        assert_eq!(pk(&s, Some("shop")), Some(vec!["id".to_string()]));
    }

    #[test]
    fn a_folder_s_files_are_in_its_database() {
        let mut s = Schema::default();
        s.set_folder_databases([
            ("./projects/".to_string(), "Shop".to_string()),
            ("projects/billing".to_string(), "billing".to_string()),
        ]);
        assert_eq!(s.database_of("projects/a.sql"), Some("shop"));
        assert_eq!(s.database_of("./projects/billing/b.sql"), Some("billing"));
        assert_eq!(s.database_of("projects-old/a.sql"), None);
        // Same folder for both definitions: only the databases differ.
        s.add_from(def("orders", "id"), "projects/schema.sql");
        s.add_from(def("orders", "order_id"), "projects/billing/schema.sql");
        let pk = |path: &str| {
            s.get_for("orders", None, path)
                .map(|t| t.primary_key.clone())
        };
        assert_eq!(pk("projects/q.sql"), Some(vec!["id".to_string()]));
        assert_eq!(
            pk("projects/billing/q.sql"),
            Some(vec!["order_id".to_string()])
        );
        // A USE (or db.orders) in the file outranks its folder.
        assert_eq!(
            s.get_for("orders", Some("billing"), "projects/q.sql")
                .map(|t| t.primary_key.clone()),
            Some(vec!["order_id".to_string()])
        );
    }

    #[test]
    fn two_projects_tables_of_one_name_never_mix() {
        let mut s = Schema::default();
        s.add_from(def("orders", "id"), "shop/db/schema.sql");
        s.add_from(def("orders", "order_id"), "billing/sql/tables.sql");
        // Each project's statements see their own definition.
        assert_eq!(
            s.get_for("orders", None, "shop/db/q.sql")
                .unwrap()
                .primary_key,
            ["id"]
        );
        assert_eq!(
            s.get_for("orders", None, "billing/sql/tables.sql")
                .unwrap()
                .primary_key,
            ["order_id"]
        );
        // Nearer to neither: not known, as without a file.
        assert!(s.get_for("orders", None, "other/q.sql").is_none());
        assert!(s.get("orders").is_none());
        // Definitions that agree are one; a given one wins everywhere.
        s.add_from(def("items", "id"), "shop/a.sql");
        s.add_from(def("items", "id"), "billing/b.sql");
        assert!(s.get("items").is_some());
        s.add(def("orders", "pk"));
        assert_eq!(
            s.get_for("orders", None, "shop/db/q.sql")
                .unwrap()
                .primary_key,
            ["pk"]
        );
        assert_eq!(s.get("orders").unwrap().primary_key, ["pk"]);
    }

    #[test]
    fn prefix_and_full_key() {
        let t = TableSchema {
            name: "u".into(),
            database: None,
            primary_key: vec!["a".into(), "b".into(), "c".into()],
            unique_keys: vec![vec!["x".into(), "y".into()]],
            indexes: Vec::new(),
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
