//! `poolctl conn-tags` on the server: the [`Sampler`], one connection that
//! runs the live sources' statements ([`crate::conntags::sql`]) and maps
//! their rows and errors into the sources' plain data, as the
//! [`crate::conntags::Server`] port they read through. Read only (`SET
//! SESSION TRANSACTION READ ONLY`), no locks; each sample one round trip of
//! several statements.
//!
//! Server differences come from [`ServerInfo`]: MariaDB's PROCESSLIST has
//! `TIME_MS` and `QUERY_ID`, MySQL's only `TIME`.

use super::{Db, DbError, Require};
use crate::config::Target;
use crate::conntags::perfschema::{EventRow, PsSample, PsSetup, PsStatus, StatementRow, ThreadRow};
use crate::conntags::sampled::TrxRow;
use crate::conntags::sampling::{ProcSample, ProcessRow};
use crate::conntags::{Server, sql};
use crate::server::ServerInfo;
use mysql::prelude::Queryable;

const GRANT_PS: &str = "SELECT on performance_schema.*";
const GRANT_PROCESS: &str =
    "the PROCESS privilege (to see other users' connections and INNODB_TRX)";

/// The sampler's canary (see [`crate::conntags::sql`]): the statement that
/// reads an InnoDB table this account may read, if one was found (else
/// INNODB_TRX's freshness is not checked).
#[derive(Debug, Clone, PartialEq)]
struct Canary(Option<String>);

/// The connection conn-tags samples a server with.
pub struct Sampler {
    db: Db,
    canary: Canary,
}

impl Sampler {
    /// Connect to `target` and make the connection a harmless sampler: read
    /// only. No canary yet ([`Sampler::find_canary`]).
    pub fn connect(target: &Target) -> Result<Sampler, DbError> {
        let mut db = Db::connect(target, Require::Connection)?;
        db.conn.query_drop(sql::session()).map_err(
            db.wire
                .on("preparing the sampler's session", "no privilege"),
        )?;
        Ok(Sampler {
            db,
            canary: Canary(None),
        })
    }

    pub fn server(&self) -> &ServerInfo {
        self.db.server()
    }

    /// Find an InnoDB table this account can read for the canary:
    /// `mysql.innodb_table_stats`, else one of the connected database's
    /// (none: no canary). A statement the server refuses (no grant) only
    /// rules that table out; a connection that fails is an error.
    pub fn find_canary(&mut self) -> Result<(), DbError> {
        self.canary = self.canary()?;
        Ok(())
    }

    fn canary(&mut self) -> Result<Canary, DbError> {
        let action = "looking for a table the sampler may read (its canary)";
        let first = sql::canary_innodb_table_stats();
        match self.db.conn.query_drop(&first) {
            Ok(()) => return Ok(Canary(Some(first))),
            Err(e) => self.unless_connection_failed(e, action)?,
        }
        let table: Option<(String, String)> =
            match self.db.conn.query_first(sql::innodb_table_of_database()) {
                Ok(t) => t,
                Err(e) => {
                    self.unless_connection_failed(e, action)?;
                    None
                }
            };
        let Some((d, t)) = table else {
            return Ok(Canary(None));
        };
        let q = sql::canary_table(&d, &t);
        match self.db.conn.query_drop(&q) {
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
        match self.db.wire.error(e, action, "SELECT on the table") {
            d if d.connection_failed() => Err(d),
            _ => Ok(()),
        }
    }

    /// Open the sample's read-only transaction and touch the canary table
    /// (errors as `action` needing `grant`).
    fn start_sample(&mut self, action: &str, grant: &str) -> Result<(), DbError> {
        if let Some(q) = &self.canary.0 {
            self.db
                .conn
                .query_drop(sql::start_sample(q))
                .map_err(self.db.wire.on(action, grant))?;
        }
        Ok(())
    }
}

impl Server for Sampler {
    type Error = DbError;

    /// Is performance_schema on, with the consumers and instruments conn-tags reads?
    fn performance_schema_status(&mut self) -> Result<PsStatus, DbError> {
        let db = &mut self.db;
        let err = db.wire.on("reading performance_schema settings", GRANT_PS);
        let on: Option<i64> = db
            .conn
            .query_first(sql::performance_schema_on())
            .map_err(err)?;
        if on != Some(1) {
            return Ok(PsStatus::off());
        }
        let setup = PsSetup {
            consumers: db.conn.query(sql::consumers()).map_err(err)?,
            transaction_instrument: db
                .conn
                .query_first(sql::transaction_instrument())
                .map_err(err)?,
            statement_instruments_on: db
                .conn
                .query_first(sql::statement_instruments_on())
                .map_err(err)?,
            sizes: db.conn.query_first(sql::history_sizes()).map_err(err)?,
            own_thread: db.conn.query_first(sql::own_thread()).map_err(err)?,
        };
        Ok(PsStatus::of(&setup))
    }

    fn performance_schema_sample(
        &mut self,
        own_thread: u64,
        since_ps: u64,
        nonce: u64,
    ) -> Result<PsSample, DbError> {
        let action = "sampling performance_schema";
        self.start_sample(action, GRANT_PS)?;
        let db = &mut self.db;
        let err = db.wire.on(action, GRANT_PS);
        let q = sql::performance_schema_sample(own_thread, since_ps, nonce);
        let mut sample = PsSample::default();
        let mut trx = Vec::new();
        let mut result = db.conn.query_iter(q).map_err(err)?;
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
                        let (thread, id, end, ts, te, nesting, in_trx, text, hist): R =
                            mysql::from_row_opt(row)
                                .map_err(|e| bad_row("events_statements", e))?;
                        let Some(event) = event((thread, id, end, ts, te, nesting)) else {
                            continue;
                        };
                        sample.statements.push(StatementRow {
                            event,
                            in_transaction: in_trx == Some(1),
                            sql_text: bytes_to_string(text),
                            from_history: hist == 1,
                        });
                    }
                    3 => {
                        let cols: EventColumns = mysql::from_row_opt(row)
                            .map_err(|e| bad_row("events_transactions", e))?;
                        sample.transactions.extend(event(cols));
                    }
                    4 => trx.push(row),
                    _ => {}
                }
            }
            set += 1;
        }
        let (rows, fresh) = trx_rows(trx, nonce, &self.canary)?;
        // A stale INNODB_TRX (another client read it within 100 ms) is dropped.
        sample.locks = (fresh != Some(false)).then_some(rows);
        sample.innodb_fresh = fresh;
        Ok(sample)
    }

    fn processlist_sample(
        &mut self,
        nonce: u64,
        at: &dyn Fn() -> f64,
    ) -> Result<ProcSample, DbError> {
        let action = "sampling PROCESSLIST and INNODB_TRX";
        self.start_sample(action, GRANT_PROCESS)?;
        let db = &mut self.db;
        let err = db.wire.on(action, GRANT_PROCESS);
        let q = sql::processlist_sample(db.server.processlist_has_ms_and_query_id(), nonce);
        let mut sample = ProcSample {
            at: at(),
            ..ProcSample::default()
        };
        let mut result = db.conn.query_iter(q).map_err(err)?;
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
        let (rows, fresh) = trx_rows(trx, nonce, &self.canary)?;
        sample.trx = rows;
        sample.innodb_fresh = fresh;
        Ok(sample)
    }
}

/// The columns every performance_schema event row starts with: THREAD_ID,
/// EVENT_ID, END_EVENT_ID, TIMER_START, TIMER_END, NESTING_EVENT_ID.
type EventColumns = (u64, u64, Option<u64>, Option<u64>, Option<u64>, Option<u64>);

/// An event's columns; None for one without a start time (not timed).
fn event(
    (thread_id, event_id, end_event_id, timer_start, timer_end, nesting_event_id): EventColumns,
) -> Option<EventRow> {
    Some(EventRow {
        thread_id,
        event_id,
        end_event_id,
        timer_start: timer_start?,
        timer_end,
        nesting_event_id,
    })
}

fn bytes_to_string(b: Option<Vec<u8>>) -> Option<String> {
    b.map(|b| {
        String::from_utf8(b).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
    })
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
    let mark = sql::nonce_mark(nonce);
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
    Ok((out, canary.0.is_some().then_some(fresh)))
}

fn bad_row(table: &str, e: mysql::FromRowError) -> DbError {
    DbError::Other {
        action: format!("reading {table}"),
        detail: format!("unexpected row shape: {:?}", e.0),
    }
}
