//! Reading the facts `schema check` needs: global variables and the shape of
//! the managed tables from information_schema.

use super::{Db, DbError};
use crate::schema::{ColumnFacts, IndexFacts, SchemaFacts, TableFacts};
use mysql::prelude::Queryable;
use std::collections::BTreeMap;

/// Every variable any check reads, on either server kind; a server simply does
/// not return the ones it lacks (MySQL 8 has no `tx_isolation`, MariaDB before
/// 11.1 no `transaction_isolation`).
pub const CHECK_VARIABLES: [&str; 5] = [
    "log_bin",
    "binlog_format",
    "tx_isolation",
    "transaction_isolation",
    "innodb_status_output_locks",
];

const GRANT: &str =
    "SELECT on the target database (information_schema shows only tables you can access)";

impl Db {
    pub fn global_variables(
        &mut self,
        names: &[&str],
    ) -> Result<BTreeMap<String, String>, DbError> {
        let list = names
            .iter()
            .map(|n| format!("'{}'", n.replace('\'', "")))
            .collect::<Vec<_>>()
            .join(", ");
        let rows: Vec<(String, String)> = self
            .conn
            .query(format!(
                "SHOW GLOBAL VARIABLES WHERE Variable_name IN ({list})"
            ))
            .map_err(self.wire.on("reading server variables", "no privilege"))?;
        Ok(rows
            .into_iter()
            .map(|(k, v)| (k.to_ascii_lowercase(), v))
            .collect())
    }

    /// The table's engine, columns and indexes, or `None` when it does not exist.
    /// `name` may be `schema.table`; otherwise the connected database is used.
    pub fn table_facts(
        &mut self,
        database: &str,
        name: &str,
    ) -> Result<Option<TableFacts>, DbError> {
        let (schema, table) = match name.split_once('.') {
            Some((s, t)) => (s, t),
            None => (database, name),
        };
        let action = format!("reading the definition of {name}");
        let engine: Option<Option<String>> = self
            .conn
            .exec_first(
                "SELECT ENGINE FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ?",
                (schema, table),
            )
            .map_err(self.wire.on(&action, GRANT))?;
        let Some(engine) = engine else {
            return Ok(None);
        };
        let columns: Vec<(String, String, String, String, String)> = self
            .conn
            .exec(
                "SELECT COLUMN_NAME, DATA_TYPE, COLUMN_TYPE, EXTRA, IS_NULLABLE FROM information_schema.COLUMNS \
                 WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION",
                (schema, table),
            )
            .map_err(self.wire.on(&action, GRANT))?;
        let index_rows: Vec<(String, i64, String)> = self
            .conn
            .exec(
                "SELECT INDEX_NAME, NON_UNIQUE, COLUMN_NAME FROM information_schema.STATISTICS \
                 WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? ORDER BY INDEX_NAME = 'PRIMARY' DESC, INDEX_NAME, SEQ_IN_INDEX",
                (schema, table),
            )
            .map_err(self.wire.on(&action, GRANT))?;
        let mut indexes: Vec<IndexFacts> = Vec::new();
        for (index, non_unique, column) in index_rows {
            match indexes.iter_mut().find(|i| i.name == index) {
                Some(i) => i.columns.push(column),
                None => indexes.push(IndexFacts {
                    name: index,
                    unique: non_unique == 0,
                    columns: vec![column],
                }),
            }
        }
        Ok(Some(TableFacts {
            name: name.to_string(),
            engine: engine.unwrap_or_else(|| "none (a view?)".into()),
            columns: columns
                .into_iter()
                .map(
                    |(name, data_type, column_type, extra, nullable)| ColumnFacts {
                        name,
                        data_type,
                        column_type,
                        extra,
                        nullable: nullable == "YES",
                    },
                )
                .collect(),
            indexes,
        }))
    }

    /// Everything `schema check` needs about `tables` in the connected database.
    pub fn schema_facts(
        &mut self,
        tables: &[String],
        procedure: &str,
    ) -> Result<SchemaFacts, DbError> {
        let database = self.target.require_database().map_err(|e| DbError::Other {
            action: "checking the schema".into(),
            detail: e.to_string(),
        })?;
        let database = database.to_string();
        let variables = self.global_variables(&CHECK_VARIABLES)?;
        let mut facts = BTreeMap::new();
        for t in tables {
            let f = self.table_facts(&database, t)?;
            facts.insert(t.clone(), f);
        }
        let reserve_procedure: Option<String> = self
            .conn
            .exec_first(
                "SELECT SECURITY_TYPE FROM information_schema.ROUTINES \
                 WHERE ROUTINE_SCHEMA = ? AND ROUTINE_NAME = ? AND ROUTINE_TYPE = 'PROCEDURE'",
                (database.as_str(), procedure),
            )
            .map_err(self.wire.on("reading the reserve procedure", GRANT))?;
        Ok(SchemaFacts {
            server: self.server.clone(),
            database,
            variables,
            tables: facts,
            reserve_procedure,
        })
    }
}
