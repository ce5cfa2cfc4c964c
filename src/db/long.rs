//! Statements that may legitimately run long (a migration's ALTER, or its
//! wait for a metadata lock) on a server that may also have stopped
//! answering. Socket timeouts are fixed when a connection opens, so one
//! connection cannot both wait an hour for an ALTER and notice within a minute
//! that the server hangs. Such a statement runs on a connection of its own
//! whose read timeout allows `--statement-timeout`, while a heartbeat
//! connection with the plain `--read-timeout` asks the server `SELECT 1`
//! every few seconds: as long as the server answers, the statement is
//! waited for; when it stops answering, poolctl gives up after
//! `--read-timeout`, never later.

use super::{Db, DbError, Require, is_timeout};
use mysql::prelude::Queryable;
use std::sync::mpsc;
use std::time::Duration;

/// The connections [`Db::execute_long`] keeps between statements (so the
/// session state a migration sets, `SET foreign_key_checks = 0` say, carries
/// over to its next statement).
#[derive(Default)]
pub(super) struct LongStatements {
    worker: Option<Box<Db>>,
    heartbeat: Option<Box<Db>>,
}

impl Db {
    /// Run `sql` (no result set) as described in the module doc. `action` and
    /// `grant` are for the error, as in [`DbError::from_driver`].
    pub(crate) fn execute_long(
        &mut self,
        sql: &str,
        action: &str,
        grant: &str,
    ) -> Result<(), DbError> {
        let target = self.target.clone();
        let mut worker = match self.long.worker.take() {
            Some(w) => w,
            None => Box::new(Db::connect(
                &target
                    .clone()
                    .expecting_waits(target.statement_timeout_secs),
                Require::Connection,
            )?),
        };
        let mut heartbeat = match self.long.heartbeat.take() {
            Some(h) => h,
            None => Box::new(Db::connect(
                &target.clone().expecting_waits(0),
                Require::Connection,
            )?),
        };
        let (tx, rx) = mpsc::channel();
        let (sql, what, grant_needed) = (sql.to_string(), action.to_string(), grant.to_string());
        let spawned = std::thread::Builder::new()
            .name("poolctl-long-statement".into())
            .spawn(move || {
                let r = worker
                    .conn
                    .query_drop(&sql)
                    .map_err(|e| DbError::from_driver(e, &what, &grant_needed));
                let _ = tx.send((worker, r));
            });
        if let Err(e) = spawned {
            return Err(DbError::Other {
                action: action.to_string(),
                detail: format!("cannot start a thread: {e}"),
            });
        }
        let read = target.read_timeout_secs.max(1);
        let every = Duration::from_secs((read / 2).clamp(1, 10));
        loop {
            match rx.recv_timeout(every) {
                Ok((worker, r)) => {
                    self.long.worker = Some(worker);
                    self.long.heartbeat = Some(heartbeat);
                    return r;
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    if let Err(e) = heartbeat
                        .conn
                        .query_drop("SELECT /* poolctl heartbeat */ 1")
                    {
                        // The statement's thread is left behind; its
                        // connection closes when poolctl exits.
                        return Err(if is_timeout(&e) {
                            DbError::NoAnswer {
                                target: target.display_url(),
                                secs: read,
                                waited: format!("--read-timeout {read}s, asked while {action}"),
                            }
                        } else {
                            DbError::from_driver(
                                e,
                                &format!("checking that the server still answers while {action}"),
                                "no privilege",
                            )
                        });
                    }
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    return Err(DbError::Other {
                        action: action.to_string(),
                        detail: "the statement's thread stopped without an answer (a bug: please report it)"
                            .into(),
                    });
                }
            }
        }
    }
}
