//! `poolctl conn-tags` on the server: the sampler's queries. One connection,
//! read only (`SET SESSION TRANSACTION READ ONLY`), no locks: plain SELECTs
//! of performance_schema and information_schema tables, each sample one
//! round trip of several statements, every one tagged
//! `conn_tag:poolctl_conn_tags` and its own connection left out.
//!
//! Server differences come from [`ServerInfo`]: MariaDB's PROCESSLIST has
//! `TIME_MS` and `QUERY_ID`, MySQL's only `TIME`.

use super::connect::Db;
use super::error::DbError;
use crate::conntags::perfschema::{PsLimits, PsSample, StatementRow, ThreadRow, TransactionRow};
use crate::conntags::sampling::{ProcSample, ProcessRow, TrxRow};
use mysql::prelude::Queryable;

const TAG: &str = "/* conn_tag:poolctl_conn_tags */";
const GRANT_PS: &str = "SELECT on performance_schema.*";
const GRANT_PROCESS: &str =
    "the PROCESS privilege (to see other users' connections and INNODB_TRX)";

/// The consumers the performance_schema source reads.
const CONSUMERS: [&str; 6] = [
    "global_instrumentation",
    "thread_instrumentation",
    "events_statements_current",
    "events_statements_history",
    "events_transactions_current",
    "events_transactions_history",
];

/// The sampler's canary: an InnoDB table it may read (a consistent read, no
/// locks) so that its own short read-only transaction shows in INNODB_TRX
/// with the current statement's text, proving the cache fresh.
#[derive(Debug, Clone, PartialEq)]
pub struct Canary(Option<String>);

impl Canary {
    /// Whether there is one (else INNODB_TRX freshness is not checked).
    pub fn available(&self) -> bool {
        self.0.is_some()
    }
}

/// Whether the performance_schema source can be used, and if not, why.
#[derive(Debug, Clone, PartialEq)]
pub struct PsStatus {
    /// What is off (empty: usable).
    pub missing: Vec<String>,
    pub limits: PsLimits,
    /// The sampler's own performance_schema thread.
    pub own_thread: u64,
}

fn bytes_to_string(b: Option<Vec<u8>>) -> Option<String> {
    b.map(|b| {
        String::from_utf8(b).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
    })
}

impl Db {
    /// Make this connection a harmless sampler: read only.
    pub fn conn_tags_session(&mut self) -> Result<(), DbError> {
        self.conn
            .query_drop(format!("SET {TAG} SESSION TRANSACTION READ ONLY"))
            .map_err(
                self.wire
                    .on("preparing the sampler's session", "no privilege"),
            )
    }

    /// Find an InnoDB table this account can read for the canary:
    /// `mysql.innodb_table_stats`, else one of the connected database's
    /// (none: no canary). A statement the server refuses (no grant) only
    /// rules that table out; a connection that fails is an error.
    pub fn conn_tags_canary(&mut self) -> Result<Canary, DbError> {
        let action = "looking for a table the sampler may read (its canary)";
        let first = format!("SELECT {TAG} 1 FROM mysql.innodb_table_stats LIMIT 1");
        match self.conn.query_drop(&first) {
            Ok(()) => return Ok(Canary(Some(first))),
            Err(e) => self.unless_connection_failed(e, action)?,
        }
        let table: Option<(String, String)> = match self.conn.query_first(format!(
            "SELECT {TAG} TABLE_SCHEMA, TABLE_NAME FROM information_schema.TABLES \
             WHERE TABLE_SCHEMA = DATABASE() AND ENGINE = 'InnoDB' LIMIT 1"
        )) {
            Ok(t) => t,
            Err(e) => {
                self.unless_connection_failed(e, action)?;
                None
            }
        };
        let Some((d, t)) = table else {
            return Ok(Canary(None));
        };
        let q = format!(
            "SELECT {TAG} 1 FROM `{}`.`{}` LIMIT 1",
            d.replace('`', "``"),
            t.replace('`', "``")
        );
        match self.conn.query_drop(&q) {
            Ok(()) => Ok(Canary(Some(q))),
            Err(e) => {
                self.unless_connection_failed(e, action)?;
                Ok(Canary(None))
            }
        }
    }

    /// A canary statement's error: the connection's failure (a read
    /// timeout: the socket is cut, see `wire`) is returned; anything the
    /// server answered only rules the table out.
    fn unless_connection_failed(&self, e: mysql::Error, action: &str) -> Result<(), DbError> {
        match self.wire.error(e, action, "SELECT on the table") {
            d if d.connection_failed() => Err(d),
            _ => Ok(()),
        }
    }

    /// Open the sample's read-only transaction and touch the canary table
    /// (errors as `action` needing `grant`).
    fn start_canary(&mut self, canary: &Canary, action: &str, grant: &str) -> Result<(), DbError> {
        if let Some(q) = &canary.0 {
            self.conn
                .query_drop(format!("START TRANSACTION {TAG} READ ONLY; {q}"))
                .map_err(self.wire.on(action, grant))?;
        }
        Ok(())
    }

    /// Is performance_schema on, with the consumers and instruments conn-tags reads?
    pub fn performance_schema_status(&mut self) -> Result<PsStatus, DbError> {
        let err = self
            .wire
            .on("reading performance_schema settings", GRANT_PS);
        let on: Option<i64> = self
            .conn
            .query_first(format!("SELECT {TAG} @@performance_schema"))
            .map_err(err)?;
        let mut status = PsStatus {
            missing: Vec::new(),
            limits: PsLimits {
                statements_history: 10,
                sql_text_length: 1024,
            },
            own_thread: 0,
        };
        if on != Some(1) {
            status.missing.push("performance_schema is OFF".into());
            return Ok(status);
        }
        let consumers: Vec<(String, String)> = self
            .conn
            .query(format!(
                "SELECT {TAG} NAME, ENABLED FROM performance_schema.setup_consumers WHERE NAME IN ({})",
                CONSUMERS.map(|c| format!("'{c}'")).join(", ")
            ))
            .map_err(err)?;
        for c in CONSUMERS {
            if !consumers.iter().any(|(n, e)| n == c && e == "YES") {
                status.missing.push(format!("consumer {c} is off"));
            }
        }
        let trx: Option<(String, String)> = self
            .conn
            .query_first(format!(
                "SELECT {TAG} ENABLED, TIMED FROM performance_schema.setup_instruments WHERE NAME = 'transaction'"
            ))
            .map_err(err)?;
        if trx.as_ref().is_none_or(|(e, t)| e != "YES" || t != "YES") {
            status
                .missing
                .push("instrument transaction is not enabled and timed".into());
        }
        let stmts: Option<u64> = self
            .conn
            .query_first(format!(
                "SELECT {TAG} COUNT(*) FROM performance_schema.setup_instruments WHERE NAME IN \
                 ('statement/sql/select', 'statement/sql/begin', 'statement/sql/commit') \
                 AND ENABLED = 'YES' AND TIMED = 'YES'"
            ))
            .map_err(err)?;
        if stmts != Some(3) {
            status
                .missing
                .push("statement instruments (statement/sql/*) are not enabled and timed".into());
        }
        let sizes: Option<(i64, i64)> = self
            .conn
            .query_first(format!(
                "SELECT {TAG} @@performance_schema_events_statements_history_size, \
                 @@performance_schema_max_sql_text_length"
            ))
            .map_err(err)?;
        if let Some((h, l)) = sizes {
            status.limits = PsLimits {
                statements_history: h.max(1) as u64,
                sql_text_length: l.max(0) as u64,
            };
        }
        let own: Option<u64> = self
            .conn
            .query_first(format!(
                "SELECT {TAG} THREAD_ID FROM performance_schema.threads WHERE PROCESSLIST_ID = CONNECTION_ID()"
            ))
            .map_err(err)?;
        status.own_thread = own.unwrap_or(0);
        Ok(status)
    }

    /// One performance_schema sample: events since `since_ps` (the previous
    /// sample's timer, minus a margin; 0 at first), INNODB_TRX when `locks`.
    /// `nonce`: the sample's number, in its INNODB_TRX query's text.
    pub fn ps_sample(
        &mut self,
        own_thread: u64,
        since_ps: u64,
        canary: &Canary,
        nonce: u64,
    ) -> Result<PsSample, DbError> {
        let action = "sampling performance_schema";
        self.start_canary(canary, action, GRANT_PS)?;
        let err = self.wire.on(action, GRANT_PS);
        let stmt_cols = "THREAD_ID, EVENT_ID, END_EVENT_ID, TIMER_START, TIMER_END, NESTING_EVENT_ID, \
                         NESTING_EVENT_TYPE = 'TRANSACTION', SQL_TEXT";
        let trx_cols =
            "THREAD_ID, EVENT_ID, END_EVENT_ID, TIMER_START, TIMER_END, NESTING_EVENT_ID";
        let recent = format!("(END_EVENT_ID IS NULL OR TIMER_END >= {since_ps})");
        let mut q = format!(
            "SELECT {TAG} s.TIMER_START FROM performance_schema.events_statements_current s \
             WHERE s.THREAD_ID = {own_thread};\n\
             SELECT {TAG} THREAD_ID, PROCESSLIST_ID, PROCESSLIST_USER, PROCESSLIST_HOST, INSTRUMENTED \
             FROM performance_schema.threads WHERE TYPE = 'FOREGROUND' AND PROCESSLIST_ID IS NOT NULL \
             AND THREAD_ID <> {own_thread};\n\
             SELECT {TAG} {stmt_cols}, 0 FROM performance_schema.events_statements_current \
             WHERE NESTING_EVENT_LEVEL = 0 AND THREAD_ID <> {own_thread} AND {recent} \
             UNION ALL SELECT {stmt_cols}, 1 FROM performance_schema.events_statements_history \
             WHERE NESTING_EVENT_LEVEL = 0 AND THREAD_ID <> {own_thread} AND TIMER_END >= {since_ps};\n\
             SELECT {TAG} {trx_cols} FROM performance_schema.events_transactions_current \
             WHERE AUTOCOMMIT = 'NO' AND THREAD_ID <> {own_thread} AND {recent} \
             UNION ALL SELECT {trx_cols} FROM performance_schema.events_transactions_history \
             WHERE AUTOCOMMIT = 'NO' AND THREAD_ID <> {own_thread} AND TIMER_END >= {since_ps}"
        );
        q.push_str(";\n");
        q.push_str(&innodb_trx_query(nonce));
        q.push_str(&format!(";\nCOMMIT {TAG}"));
        let mut sample = PsSample::default();
        let mut trx = Vec::new();
        let mut result = self.conn.query_iter(q).map_err(err)?;
        let mut set = 0;
        while let Some(rows) = result.iter() {
            for row in rows {
                let row = row.map_err(err)?;
                match set {
                    0 => {
                        sample.now_ps = mysql::from_row_opt::<Option<u64>>(row)
                            .ok()
                            .flatten()
                            .unwrap_or(0)
                    }
                    1 => {
                        let (thread_id, processlist_id, user, host, instrumented): (
                            u64,
                            u64,
                            Option<String>,
                            Option<String>,
                            String,
                        ) = mysql::from_row_opt(row).map_err(|e| bad_row("threads", e))?;
                        sample.threads.push(ThreadRow {
                            thread_id,
                            processlist_id,
                            user: user.unwrap_or_default(),
                            host: host.unwrap_or_default(),
                            instrumented: instrumented == "YES",
                        });
                    }
                    2 => {
                        type R = (
                            u64,
                            u64,
                            Option<u64>,
                            Option<u64>,
                            Option<u64>,
                            Option<u64>,
                            Option<i64>,
                            Option<Vec<u8>>,
                            i64,
                        );
                        let (
                            thread_id,
                            event_id,
                            end_event_id,
                            ts,
                            te,
                            nesting,
                            in_trx,
                            text,
                            hist,
                        ): R = mysql::from_row_opt(row)
                            .map_err(|e| bad_row("events_statements", e))?;
                        let Some(ts) = ts else { continue };
                        sample.statements.push(StatementRow {
                            thread_id,
                            event_id,
                            end_event_id,
                            timer_start: ts,
                            timer_end: te,
                            nesting_event_id: nesting,
                            in_transaction: in_trx == Some(1),
                            sql_text: bytes_to_string(text),
                            from_history: hist == 1,
                        });
                    }
                    3 => {
                        type R = (u64, u64, Option<u64>, Option<u64>, Option<u64>, Option<u64>);
                        let (thread_id, event_id, end_event_id, ts, te, nesting): R =
                            mysql::from_row_opt(row)
                                .map_err(|e| bad_row("events_transactions", e))?;
                        let Some(ts) = ts else { continue };
                        sample.transactions.push(TransactionRow {
                            thread_id,
                            event_id,
                            end_event_id,
                            timer_start: ts,
                            timer_end: te,
                            nesting_event_id: nesting,
                        });
                    }
                    4 => trx.push(row),
                    _ => {}
                }
            }
            set += 1;
        }
        let (rows, fresh) = trx_rows(trx, nonce, canary)?;
        // A stale INNODB_TRX (another client read it within 100 ms) is dropped.
        sample.locks = (fresh != Some(false)).then_some(rows);
        sample.innodb_fresh = fresh;
        Ok(sample)
    }

    /// One PROCESSLIST + INNODB_TRX + PROCESSLIST sample (one round trip
    /// after the canary's); `nonce`: the sample's number.
    pub fn processlist_sample(
        &mut self,
        canary: &Canary,
        nonce: u64,
        at: impl FnOnce() -> f64,
    ) -> Result<ProcSample, DbError> {
        let action = "sampling PROCESSLIST and INNODB_TRX";
        self.start_canary(canary, action, GRANT_PROCESS)?;
        let err = self.wire.on(action, GRANT_PROCESS);
        let (time, query_id) = if self.server.processlist_has_ms_and_query_id() {
            ("CAST(TIME_MS * 1000 AS UNSIGNED)", "QUERY_ID")
        } else {
            ("CAST(TIME AS UNSIGNED) * 1000000", "NULL")
        };
        let filter = "ID <> CONNECTION_ID() AND COMMAND NOT IN ('Daemon', 'Binlog Dump', \
                      'Binlog Dump GTID', 'Killed', 'Connect') AND USER NOT IN ('system user', \
                      'event_scheduler', 'unauthenticated user')";
        let q = format!(
            "SELECT {TAG} ID, USER, HOST, COMMAND, {time}, {query_id}, LEFT(INFO, 4096) \
             FROM information_schema.PROCESSLIST WHERE {filter};\n{};\n\
             SELECT {TAG} ID, USER, HOST, COMMAND, {time}, {query_id}, NULL \
             FROM information_schema.PROCESSLIST WHERE {filter};\nCOMMIT {TAG}",
            innodb_trx_query(nonce)
        );
        let mut sample = ProcSample {
            at: at(),
            ..ProcSample::default()
        };
        let mut result = self.conn.query_iter(q).map_err(err)?;
        let mut set = 0;
        let mut trx = Vec::new();
        while let Some(rows) = result.iter() {
            for row in rows {
                let row = row.map_err(err)?;
                if set == 1 {
                    trx.push(row);
                    continue;
                }
                if set > 2 {
                    continue;
                }
                type R = (
                    u64,
                    Option<String>,
                    Option<String>,
                    Option<String>,
                    Option<u64>,
                    Option<u64>,
                    Option<Vec<u8>>,
                );
                let (id, user, host, command, time_us, query_id, info): R =
                    mysql::from_row_opt(row).map_err(|e| bad_row("PROCESSLIST", e))?;
                let r = ProcessRow {
                    id,
                    user: user.unwrap_or_default(),
                    host: host.unwrap_or_default(),
                    command: command.unwrap_or_default(),
                    time_us: time_us.unwrap_or(0),
                    query_id,
                    info: bytes_to_string(info),
                };
                if set == 0 {
                    sample.before.push(r);
                } else {
                    sample.after.push(r);
                }
            }
            set += 1;
        }
        let (rows, fresh) = trx_rows(trx, nonce, canary)?;
        sample.trx = rows;
        sample.innodb_fresh = fresh;
        Ok(sample)
    }
}

/// The nonce the sample's INNODB_TRX query carries in its text.
fn nonce_mark(nonce: u64) -> String {
    format!("/* poolctl sample {nonce} */")
}

/// INNODB_TRX with the sampler's own row marked (its current statement's
/// text tells whether the cache was refreshed for this very query).
fn innodb_trx_query(nonce: u64) -> String {
    format!(
        "SELECT {TAG} {} trx_mysql_thread_id, CAST(trx_id AS CHAR), CAST(trx_started AS CHAR), \
         CAST(GREATEST(0, TIMESTAMPDIFF(SECOND, trx_started, NOW())) AS UNSIGNED), \
         trx_state = 'LOCK WAIT', trx_rows_locked, trx_autocommit_non_locking, \
         trx_mysql_thread_id = CONNECTION_ID(), \
         IF(trx_mysql_thread_id = CONNECTION_ID(), trx_query, NULL) \
         FROM information_schema.INNODB_TRX",
        nonce_mark(nonce)
    )
}

/// The other connections' rows, and whether the cache was refreshed for
/// this sample (None: no canary to tell).
fn trx_rows(
    rows: Vec<mysql::Row>,
    nonce: u64,
    canary: &Canary,
) -> Result<(Vec<TrxRow>, Option<bool>), DbError> {
    type R = (
        u64,
        String,
        String,
        Option<u64>,
        Option<i64>,
        Option<u64>,
        Option<i64>,
        Option<i64>,
        Option<Vec<u8>>,
    );
    let mark = nonce_mark(nonce);
    let mut out = Vec::new();
    let mut fresh = false;
    for row in rows {
        let (pid, trx_id, started, age, waiting, locked, acnl, own, query): R =
            mysql::from_row_opt(row).map_err(|e| bad_row("INNODB_TRX", e))?;
        if own == Some(1) {
            fresh |= query.is_some_and(|q| String::from_utf8_lossy(&q).contains(&mark));
            continue;
        }
        out.push(TrxRow {
            processlist_id: pid,
            trx_id,
            started,
            age_secs: age.unwrap_or(0),
            waiting: waiting == Some(1),
            rows_locked: locked.unwrap_or(0),
            autocommit_non_locking: acnl == Some(1),
        });
    }
    Ok((out, canary.available().then_some(fresh)))
}

fn bad_row(table: &str, e: mysql::FromRowError) -> DbError {
    DbError::Other {
        action: format!("reading {table}"),
        detail: format!("unexpected row shape: {:?}", e.0),
    }
}
