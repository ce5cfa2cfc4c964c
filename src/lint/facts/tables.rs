//! Table definitions read from SQL: the CREATE TABLE statements among the
//! inputs, analysed as the lint analyses any statement (poolctl's own
//! tables come the same way, from the migrations the command hands in:
//! lint itself knows nothing of `crate::migrate`). Kept apart from [`super::schema`], the definitions themselves,
//! which the analysis uses: this module reads SQL with the analysis, so the
//! two depend one way.

use super::analyze;
use super::schema::Schema;
use crate::lint::syntax::scan;
use crate::lint::syntax::token_kind::TokenKind;

impl Schema {
    /// Tables defined by CREATE TABLE statements in `sql`.
    pub fn add_sql(&mut self, sql: &str) {
        let mut created = Vec::new();
        for raw in scan::scan(sql).statements {
            if matches!(raw.kind, TokenKind::ImplicitCommit) {
                analyze::analyze(0, sql, raw, &mut created, &[]);
            }
        }
        for t in created {
            self.add(t);
        }
    }

    /// The tables defined by every script of `sqls`, in order (poolctl's
    /// own migrations, for one).
    pub fn from_sql<'a>(sqls: impl IntoIterator<Item = &'a str>) -> Schema {
        let mut s = Schema::default();
        for sql in sqls {
            s.add_sql(sql);
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::Schema;

    #[test]
    fn pool_table_keys_come_from_the_migrations() {
        let s = crate::lint::testing::pool_schema();
        assert_eq!(
            s.get("reservation_units").unwrap().primary_key,
            vec!["shop_id", "inventory_item_id", "inventory_group_id", "id"]
        );
        assert_eq!(s.get("reserved_quantities").unwrap().primary_key.len(), 4);
    }

    #[test]
    fn unique_keys_from_columns_and_constraints() {
        let mut s = Schema::default();
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
