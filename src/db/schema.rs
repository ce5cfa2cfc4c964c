//! Reading the facts `schema check` needs, with the reads of
//! `crate::schema::sql`: global variables and the shape of the managed
//! tables from information_schema.

use super::connect::Db;
use super::error::DbError;
use crate::schema::sql::{self, CHECK_VARIABLES, GRANT};
use crate::schema::{ColumnFacts, IndexFacts, SchemaFacts, TableFacts};
use mysql::prelude::Queryable;
use std::collections::BTreeMap;

impl Db {
    pub fn global_variables(
        &mut self,
        names: &[&str],
    ) -> Result<BTreeMap<String, String>, DbError> {
        let rows: Vec<(String, String)> = self
            .conn
            .query(sql::global_variables(names))
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
            .exec_first(sql::TABLE_ENGINE, (schema, table))
            .map_err(self.wire.on(&action, GRANT))?;
        let Some(engine) = engine else {
            return Ok(None);
        };
        let columns: Vec<(String, String, String, String, String)> = self
            .conn
            .exec(sql::TABLE_COLUMNS, (schema, table))
            .map_err(self.wire.on(&action, GRANT))?;
        let index_rows: Vec<(String, i64, String)> = self
            .conn
            .exec(sql::TABLE_INDEXES, (schema, table))
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
            .exec_first(sql::PROCEDURE_SECURITY, (database.as_str(), procedure))
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
