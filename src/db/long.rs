//! Statements that may legitimately run long (a migration's ALTER, or its
//! wait for a metadata lock, or the deploy lock's GET_LOCK) on a server that
//! may also have stopped answering. Socket timeouts are fixed when a
//! connection opens, so one connection cannot both wait an hour for an ALTER
//! and notice within a minute that the server hangs. Such calls run on a
//! connection of their own (the *statement connection*) whose socket timeout
//! allows the longest wait declared for it, on a thread, while a heartbeat
//! connection with the plain `--read-timeout` asks the server whether it
//! still answers every second (`crate::session::HEARTBEAT`):
//!
//! - the server answers a heartbeat in time: the call is waited for, a
//!   statement up to `--statement-timeout` (then it is given up on:
//!   [`DbError::StatementTimeout`]);
//! - a heartbeat gets no answer within `--read-timeout`: the call is given up
//!   on ([`DbError::NoAnswer`]), so poolctl gives up at most one heartbeat
//!   interval (1 s) plus `--read-timeout` after the server stopped answering.
//!
//! A call given up on is left to its thread: the server may still run it,
//! and the statement connection, with any named lock taken on it
//! ([`Db::with_lock_on_statement_connection`]), stays the server's until it
//! ends (poolctl's exit closes the socket). It is never replaced by a new
//! one: later calls fail.

use super::connect::{Db, Require};
use super::error::{DbError, is_timeout};
use crate::session;
use mysql::prelude::Queryable;
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// How often the heartbeat asks the server while a call runs.
const HEARTBEAT_EVERY: Duration = Duration::from_secs(1);

/// How much earlier than `--statement-timeout` the statement connection's
/// lock waits (`lock_wait_timeout`, `innodb_lock_wait_timeout`) end, so that a
/// migration waiting for a lock fails with the server's own error 1205 (it did
/// not run) rather than being cut off (it may run later).
fn statement_lock_wait_secs(statement_timeout: u64, read_timeout: u64) -> u64 {
    let margin = (read_timeout / 2).clamp(1, 5);
    statement_timeout.saturating_sub(margin).max(1)
}

impl Db {
    /// The statement connection's id, while it is poolctl's to use.
    pub fn statement_connection_id(&self) -> Option<u64> {
        match self.long.abandoned {
            Some(_) => None,
            None => self.long.worker.as_ref().map(|w| w.connection_id),
        }
    }

    /// Run `call` on the statement connection (opened on first use, sized
    /// for waits of up to `waits` seconds besides `--statement-timeout`),
    /// watched as the module doc says; `limit`: give up after this many
    /// seconds even while the server answers (`--statement-timeout`).
    pub(super) fn on_statement_connection<R: Send + 'static>(
        &mut self,
        action: &str,
        waits: u64,
        limit: Option<u64>,
        call: impl FnOnce(&mut Db) -> Result<R, DbError> + Send + 'static,
    ) -> Result<R, DbError> {
        if let Some(id) = self.long.abandoned {
            return Err(DbError::Other {
                action: action.to_string(),
                detail: format!(
                    "connection {id}, which ran an earlier statement poolctl gave up on, \
                     is not poolctl's to use any more"
                ),
            });
        }
        let target = self.target.clone();
        // A fresh statement connection's session settings: sent by the
        // watched thread before `call`, so a server that stops answering
        // right after the connection opened is given up on by the heartbeat,
        // not after the connection's long socket timeout.
        let mut setup = None;
        let mut worker = match self.long.worker.take() {
            Some(w) if w.target.planned_wait_secs >= waits => w,
            Some(w) => {
                self.long.worker = Some(w);
                return Err(DbError::Other {
                    action: action.to_string(),
                    detail: format!(
                        "the statement connection was opened for shorter waits than {waits}s \
                         (a bug: please report it)"
                    ),
                });
            }
            None => {
                let statement = target.statement_timeout_secs;
                let w = Box::new(Db::connect(
                    &target.clone().expecting_waits(statement.max(waits)),
                    Require::Connection,
                )?);
                let cap = statement_lock_wait_secs(statement, target.read_timeout_secs);
                setup = Some(session::statement_connection(cap));
                w
            }
        };
        let mut heartbeat = match self.long.heartbeat.take() {
            Some(h) => h,
            None => match Db::connect(&target.clone().expecting_waits(0), Require::Connection) {
                Ok(h) => Box::new(h),
                Err(e) => {
                    self.long.worker = Some(worker);
                    return Err(e);
                }
            },
        };
        let worker_id = worker.connection_id;
        let setting = action.to_string();
        let (tx, rx) = mpsc::channel();
        let spawned = std::thread::Builder::new()
            .name("poolctl-long-statement".into())
            .spawn(move || {
                let set = match setup {
                    Some(sql) => worker
                        .conn
                        .query_drop(sql)
                        .map_err(worker.wire.on(&setting, "no privilege")),
                    None => Ok(()),
                };
                // A connection whose settings were not made is not kept.
                let keep = set.is_ok();
                let r = set.and_then(|()| call(&mut worker));
                let _ = tx.send((keep.then_some(worker), r));
            });
        if let Err(e) = spawned {
            // The connection went with the thread that never started (and
            // any lock on it with its socket): never replaced silently.
            self.long.abandoned = Some(worker_id);
            return Err(DbError::Other {
                action: action.to_string(),
                detail: format!("cannot start a thread: {e}"),
            });
        }
        let read = target.read_timeout_secs.max(1);
        let deadline = limit.map(|secs| (secs, Instant::now() + Duration::from_secs(secs)));
        loop {
            let wait = match deadline {
                Some((_, at)) => at
                    .saturating_duration_since(Instant::now())
                    .min(HEARTBEAT_EVERY),
                None => HEARTBEAT_EVERY,
            };
            match rx.recv_timeout(wait) {
                Ok((worker, r)) => {
                    self.long.worker = worker;
                    self.long.heartbeat = Some(heartbeat);
                    return r;
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    if let Some((secs, at)) = deadline
                        && Instant::now() >= at
                    {
                        self.long.abandoned = Some(worker_id);
                        self.long.heartbeat = Some(heartbeat);
                        return Err(DbError::StatementTimeout {
                            action: action.to_string(),
                            secs,
                            connection: worker_id,
                        });
                    }
                    if let Err(e) = heartbeat.conn.query_drop(session::HEARTBEAT) {
                        self.long.abandoned = Some(worker_id);
                        return Err(if is_timeout(&e) {
                            DbError::NoAnswer {
                                target: target.display_url(),
                                secs: read,
                                waited: format!(
                                    "--read-timeout {read}s, asked while {action} on \
                                     connection {worker_id}"
                                ),
                                raise: super::error::RAISE_READ,
                            }
                        } else {
                            DbError::from_driver(
                                e,
                                &format!(
                                    "checking that the server still answers while {action} \
                                     on connection {worker_id}"
                                ),
                                "no privilege",
                            )
                        });
                    }
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    self.long.abandoned = Some(worker_id);
                    return Err(DbError::Other {
                        action: action.to_string(),
                        detail: "the statement's thread stopped without an answer (a bug: please report it)"
                            .into(),
                    });
                }
            }
        }
    }

    /// Run `sql` (no result set) on the statement connection, for up to
    /// `--statement-timeout`, as described in the module doc. `action` and
    /// `grant` are for the error, as in [`DbError::from_driver`].
    pub(crate) fn execute_long(
        &mut self,
        sql: &str,
        action: &str,
        grant: &str,
    ) -> Result<(), DbError> {
        let (sql, what, grant_needed) = (sql.to_string(), action.to_string(), grant.to_string());
        let limit = self.target.statement_timeout_secs;
        self.on_statement_connection(action, 0, Some(limit), move |w| {
            w.conn
                .query_drop(&sql)
                .map_err(w.wire.on(&what, &grant_needed))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lock_waits_end_before_the_statement_timeout() {
        assert_eq!(statement_lock_wait_secs(3600, 60), 3595);
        assert_eq!(statement_lock_wait_secs(10, 2), 9);
        assert_eq!(statement_lock_wait_secs(1, 60), 1);
    }
}
