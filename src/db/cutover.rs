//! `poolctl cutover` on the server: the state of `pool_cutover`, the shadow
//! figures of a window, and the change with its audit row in one
//! transaction (the state row locked, the change refused if another
//! operator changed it meanwhile).

use super::connect::Db;
use super::error::DbError;
use crate::cutover::sql::CutoverSql;
use crate::cutover::{Action, State};
use crate::pool::PoolKey;
use crate::shadow::dual::Operation;
use mysql::prelude::Queryable;
use mysql::{IsolationLevel, TxOpts};

/// The `pool_cutover` row.
#[derive(Debug, Clone, PartialEq)]
pub struct CutoverRow {
    pub state: State,
    pub changed_at: String,
    pub changed_by: String,
}

/// One change, as the operator asked for it.
#[derive(Debug, Clone)]
pub struct Change<'a> {
    pub action: Action,
    pub from: State,
    pub to: State,
    /// Who ran poolctl (`user@host`).
    pub operator: &'a str,
    /// The evidence, as JSON text.
    pub evidence: &'a str,
}

type Row = (String, String, String);

fn row(r: Option<Row>) -> Result<CutoverRow, DbError> {
    let Some((state, changed_at, changed_by)) = r else {
        return Err(DbError::Other {
            action: "reading the cutover state".into(),
            detail: "pool_cutover has no row: run poolctl migrate run".into(),
        });
    };
    let state = State::parse(&state).ok_or_else(|| DbError::Other {
        action: "reading the cutover state".into(),
        detail: format!("pool_cutover.state is `{state}`, not redis, shadow or mysql"),
    })?;
    Ok(CutoverRow {
        state,
        changed_at,
        changed_by,
    })
}

impl Db {
    /// The cutover state of this database.
    pub fn cutover_state(&mut self, sql: &CutoverSql) -> Result<CutoverRow, DbError> {
        let r: Option<Row> = self
            .conn
            .query_first(&sql.read_state)
            .map_err(self.wire.on("reading the cutover state", &sql.grant))?;
        row(r)
    }

    /// Shadow operations and disagreements of the last `window_secs`.
    pub fn shadow_window(
        &mut self,
        sql: &CutoverSql,
        window_secs: u64,
    ) -> Result<(u64, u64), DbError> {
        let err = self.wire.on("reading the shadow figures", &sql.grant);
        let ops: Option<u64> = self
            .conn
            .exec_first(&sql.operations_in_window, (window_secs,))
            .map_err(err)?;
        let disagreements: Option<u64> = self
            .conn
            .exec_first(&sql.disagreements_in_window, (window_secs,))
            .map_err(err)?;
        Ok((ops.unwrap_or(0), disagreements.unwrap_or(0)))
    }

    /// Make `change` and its audit row in one transaction. `Ok(Err(row))`
    /// when the state is no longer `change.from` (another operator changed
    /// it since it was read): nothing is written.
    pub fn change_cutover(
        &mut self,
        sql: &CutoverSql,
        change: &Change<'_>,
    ) -> Result<Result<CutoverRow, CutoverRow>, DbError> {
        let err = self.wire.on("changing the cutover state", &sql.grant);
        let opts = TxOpts::default().set_isolation_level(Some(IsolationLevel::ReadCommitted));
        let mut tx = self.conn.start_transaction(opts).map_err(err)?;
        let now = row(tx.query_first(&sql.lock_state).map_err(err)?)?;
        if now.state != change.from {
            super::wire::rollback(tx, err)?;
            return Ok(Err(now));
        }
        tx.exec_drop(
            &sql.set_state,
            (change.to.as_str(), change.operator, change.from.as_str()),
        )
        .map_err(err)?;
        tx.exec_drop(
            &sql.audit,
            (
                change.operator,
                change.action.as_str(),
                change.from.as_str(),
                change.to.as_str(),
                change.evidence,
            ),
        )
        .map_err(err)?;
        let after = row(tx.query_first(&sql.read_state).map_err(err)?)?;
        super::wire::commit(tx, err)?;
        Ok(Ok(after))
    }
}

/// One `shadow_disagreements` row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DisagreementRow {
    pub pod: String,
    pub key: PoolKey,
    pub checkout: String,
    pub operation: Operation,
    /// What each store answered ([`crate::shadow::dual::Answer::describe`],
    /// or `not asked`).
    pub redis: String,
    pub mysql: String,
    pub source_of_truth: State,
}

impl Db {
    /// Add `n` shadow operations to this minute's count, on `shard`.
    pub fn count_shadow_operations(
        &mut self,
        sql: &CutoverSql,
        shard: u8,
        n: u64,
    ) -> Result<(), DbError> {
        self.conn
            .exec_drop(&sql.count_operations, (shard, n, n))
            .map_err(self.wire.on("counting shadow operations", &sql.grant))
    }

    /// Record one disagreement.
    pub fn record_disagreement(
        &mut self,
        sql: &CutoverSql,
        row: &DisagreementRow,
    ) -> Result<(), DbError> {
        let k = row.key;
        self.conn
            .exec_drop(
                &sql.record_disagreement,
                (
                    &row.pod,
                    k.shop,
                    k.item,
                    k.location,
                    &row.checkout,
                    row.operation.as_str(),
                    &row.redis,
                    &row.mysql,
                    row.source_of_truth.as_str(),
                ),
            )
            .map_err(self.wire.on("recording a shadow disagreement", &sql.grant))
    }
}
