//! Named locks: `GET_LOCK` / `IS_USED_LOCK` / `RELEASE_LOCK`, the one
//! implementation for every lock poolctl takes by name.
//!
//! A named lock is server-wide and belongs to the session that took it: it is
//! released when that connection closes, so a killed or crashed holder never
//! leaves one behind. poolctl uses them for the refill lock of each pool
//! (`poolctl refill`, the repairs of `reconcile --apply`, the reserve library's
//! inline refill and the application's `sql/refill_lock.sql` take the same
//! name), the migration deploy lock, and any role that one process at a time
//! may hold (a leader lock is the same call with timeout 0).
//!
//! [`Db::with_lock`] takes the lock (waiting up to a timeout, 0: not at all),
//! runs the work on the same connection and lets go, whatever the work
//! returned; a lock that stays busy is reported with its holder. The calls'
//! statements are `crate::session`'s.

use super::connect::Db;
use super::error::DbError;
use crate::pool::lock_names::replenish_lock_name;
use crate::pool::{PoolKey, refill_lock_name};
use crate::session::{self, LockCall};
use mysql::prelude::Queryable;
use std::fmt;

/// A lock's name, and the business-process tag its statements carry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NamedLock {
    name: String,
    tag: Option<&'static str>,
}

impl NamedLock {
    /// A lock named `name` (at most 64 characters on MySQL and MariaDB).
    pub fn new(name: impl Into<String>) -> NamedLock {
        NamedLock {
            name: name.into(),
            tag: None,
        }
    }

    /// Its statements carry `/* conn_tag:TAG */`.
    pub fn tagged(self, tag: &'static str) -> NamedLock {
        NamedLock {
            tag: Some(tag),
            ..self
        }
    }

    /// The refill lock of `key`'s pool in `database` (name:
    /// `crate::pool::refill_lock_name`, the name `sql/refill_lock.sql` computes).
    pub fn refill(database: &str, key: &PoolKey) -> NamedLock {
        NamedLock::new(refill_lock_name(database, key)).tagged("pool_refill")
    }

    /// The replenisher's leader lock of `database`
    /// (`crate::pool::lock_names::replenish_lock_name`).
    pub fn replenish(database: &str) -> NamedLock {
        NamedLock::new(replenish_lock_name(database)).tagged("pool_replenish")
    }

    /// The migration deploy lock of `database`.
    pub fn migrate(database: &str) -> NamedLock {
        NamedLock::new(crate::migrate::lock_name(database))
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    /// The statement of `call` on this lock, with its tag.
    fn sql(&self, call: LockCall) -> String {
        session::lock_call(self.tag, call)
    }
}

impl fmt::Display for NamedLock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)
    }
}

/// The connection holding a lock, with what PROCESSLIST shows of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LockHolder {
    pub connection_id: u64,
    /// `user@host`, `state`, `time`: visible only with the PROCESS grant (or
    /// for our own user).
    pub details: Option<String>,
}

impl fmt::Display for LockHolder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "connection {}", self.connection_id)?;
        match &self.details {
            Some(d) => write!(f, " ({d})"),
            None => write!(f, " (its user and host need the PROCESS grant to be shown)"),
        }
    }
}

/// What [`Db::with_lock`] did.
#[derive(Debug)]
pub enum Locked<T> {
    /// The lock was taken, the work ran (and the lock was let go again).
    Ran(T),
    /// Held by another connection for the whole wait (who, when the server
    /// still knew right after); nothing ran.
    Busy { holder: Option<LockHolder> },
}

impl Db {
    /// Run `work` under `lock`: `GET_LOCK(name, wait_secs)` (0: never wait),
    /// then `work` on this connection, then `RELEASE_LOCK`, whatever `work`
    /// returned. A failure of `work` is returned as it is (the release is
    /// then only tried: a broken connection has let go already); a failed
    /// release after work that succeeded is an error.
    pub fn with_lock<T, E: From<DbError>>(
        &mut self,
        lock: &NamedLock,
        wait_secs: u64,
        work: impl FnOnce(&mut Db) -> Result<T, E>,
    ) -> Result<Locked<T>, E> {
        if !self.get_lock(lock, wait_secs)? {
            return Ok(Locked::Busy {
                holder: self.lock_holder_details(lock)?,
            });
        }
        self.locked(lock, work)
    }

    /// [`Db::with_lock`] for a caller that waits in front of an operator: a
    /// first try does not wait; when the lock is busy, `waiting` is told who
    /// holds it (when the server still knows), then the wait begins.
    pub fn with_lock_patiently<T, E: From<DbError>>(
        &mut self,
        lock: &NamedLock,
        wait_secs: u64,
        waiting: impl FnOnce(&LockHolder),
        work: impl FnOnce(&mut Db) -> Result<T, E>,
    ) -> Result<Locked<T>, E> {
        if let Some(busy) =
            self.acquire_patiently(lock, wait_secs, waiting, |db, secs| db.get_lock(lock, secs))?
        {
            return Ok(busy);
        }
        self.locked(lock, work)
    }

    /// The patient wait of [`Db::with_lock_patiently`] and its twin on the
    /// statement connection, with `take` (lock, seconds) taking the lock
    /// where each wants it: a first try does not wait; when the lock is
    /// busy, `waiting` is told who holds it, then the wait begins. `None`:
    /// taken; otherwise the `Busy` to answer.
    fn acquire_patiently<T>(
        &mut self,
        lock: &NamedLock,
        wait_secs: u64,
        waiting: impl FnOnce(&LockHolder),
        mut take: impl FnMut(&mut Db, u64) -> Result<bool, DbError>,
    ) -> Result<Option<Locked<T>>, DbError> {
        if take(self, 0)? {
            return Ok(None);
        }
        if let Some(holder) = self.lock_holder_details(lock)? {
            waiting(&holder);
        }
        if take(self, wait_secs)? {
            return Ok(None);
        }
        Ok(Some(Locked::Busy {
            holder: self.lock_holder_details(lock)?,
        }))
    }

    /// [`Db::with_lock_patiently`] with the lock taken on this connection's
    /// statement connection (the one `Db::execute_long` runs statements
    /// on, see `db::long`) while `work` runs here: the holder other sessions
    /// see (`IS_USED_LOCK`, the process list, [`Db::lock_holder_details`]) is
    /// the connection running the long statements, in their state, and
    /// killing the holder stops the statement it runs. `GET_LOCK` and
    /// `RELEASE_LOCK` are watched like a long statement (a server that stops
    /// answering is given up on after `--read-timeout`). When a call on the
    /// statement connection was given up on, the lock is left to it: the
    /// server releases it when that session ends, never while its statement
    /// may still run.
    pub fn with_lock_on_statement_connection<T, E: From<DbError>>(
        &mut self,
        lock: &NamedLock,
        wait_secs: u64,
        waiting: impl FnOnce(&LockHolder),
        work: impl FnOnce(&mut Db) -> Result<T, E>,
    ) -> Result<Locked<T>, E> {
        let take = |db: &mut Db, secs: u64| {
            let l = lock.clone();
            db.on_statement_connection(&format!("taking lock {lock}"), wait_secs, None, move |w| {
                w.get_lock(&l, secs)
            })
        };
        if let Some(busy) = self.acquire_patiently(lock, wait_secs, waiting, take)? {
            return Ok(busy);
        }
        let done = work(self);
        let released = match self.statement_connection_id() {
            Some(_) => {
                let l = lock.clone();
                self.on_statement_connection(&format!("releasing lock {lock}"), 0, None, move |w| {
                    w.unlock(&l)
                })
                .map(|_| ())
            }
            None => Ok(()),
        };
        let value = done?;
        released?;
        Ok(Locked::Ran(value))
    }

    /// [`Db::with_lock`] with timeout 0 for a caller on a hot path: the lock
    /// busy is `None` at once, without the round trip that asks who holds it.
    pub fn try_lock<T, E: From<DbError>>(
        &mut self,
        lock: &NamedLock,
        work: impl FnOnce(&mut Db) -> Result<T, E>,
    ) -> Result<Option<T>, E> {
        if !self.get_lock(lock, 0)? {
            return Ok(None);
        }
        match self.locked(lock, work)? {
            Locked::Ran(v) => Ok(Some(v)),
            Locked::Busy { .. } => Ok(None),
        }
    }

    /// Run `work` while holding `lock`, then let go.
    fn locked<T, E: From<DbError>>(
        &mut self,
        lock: &NamedLock,
        work: impl FnOnce(&mut Db) -> Result<T, E>,
    ) -> Result<Locked<T>, E> {
        let done = work(self);
        let released = self.unlock(lock);
        let value = done?;
        released?;
        Ok(Locked::Ran(value))
    }

    /// `GET_LOCK`: true when taken, false when still busy after the wait.
    fn get_lock(&mut self, lock: &NamedLock, wait_secs: u64) -> Result<bool, DbError> {
        let action = format!("taking lock {lock}");
        let got: Option<Option<i64>> = self
            .conn
            .exec_first(lock.sql(LockCall::Get), (lock.name(), wait_secs))
            .map_err(self.wire.on(&action, "no privilege"))?;
        match got.flatten() {
            Some(got) => Ok(got == 1),
            None => Err(DbError::Other {
                action,
                detail: format!(
                    "{} returned NULL (the server killed the request)",
                    LockCall::Get.function()
                ),
            }),
        }
    }

    /// The connection holding `lock`, if any (`IS_USED_LOCK`).
    pub fn lock_holder(&mut self, lock: &NamedLock) -> Result<Option<u64>, DbError> {
        let id: Option<Option<u64>> = self
            .conn
            .exec_first(lock.sql(LockCall::IsUsed), (lock.name(),))
            .map_err(|e| {
                self.wire.error(
                    e,
                    &format!("looking up the holder of lock {lock}"),
                    "no privilege",
                )
            })?;
        Ok(id.flatten())
    }

    /// [`Db::lock_holder`], with what the process list shows of the holder.
    pub fn lock_holder_details(&mut self, lock: &NamedLock) -> Result<Option<LockHolder>, DbError> {
        let Some(connection_id) = self.lock_holder(lock)? else {
            return Ok(None);
        };
        let details: Option<(String, String, i64, Option<String>)> = self
            .conn
            .exec_first(session::LOCK_HOLDER, (connection_id,))
            // Best effort (the holder is named without them), but a read
            // timeout still cuts the connection (see `wire`).
            .map_err(
                self.wire
                    .on("reading the lock holder's details", "the PROCESS privilege"),
            )
            .unwrap_or(None);
        Ok(Some(LockHolder {
            connection_id,
            details: details.map(|(user, host, time, state)| {
                let state = state
                    .filter(|s| !s.is_empty())
                    .unwrap_or_else(|| "idle".into());
                format!("{user}@{host}, {state} for {time}s")
            }),
        }))
    }

    /// `RELEASE_LOCK(name)`; false when this connection did not hold it.
    fn unlock(&mut self, lock: &NamedLock) -> Result<bool, DbError> {
        let r: Option<Option<i64>> = self
            .conn
            .exec_first(lock.sql(LockCall::Release), (lock.name(),))
            .map_err(|e| {
                self.wire
                    .error(e, &format!("releasing lock {lock}"), "no privilege")
            })?;
        Ok(r.flatten() == Some(1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statements_carry_the_tag_when_there_is_one() {
        let key = PoolKey {
            shop: 1,
            item: 2,
            location: 3,
        };
        let refill = NamedLock::refill("shop", &key);
        assert_eq!(refill.name(), "poolctl.refill.shop.1.2.3");
        assert_eq!(
            refill.sql(LockCall::Get),
            session::lock_call(Some("pool_refill"), LockCall::Get)
        );
        let migrate = NamedLock::migrate("shop");
        assert_eq!(migrate.name(), "poolctl.migrate.shop");
        assert_eq!(
            migrate.sql(LockCall::Get),
            session::lock_call(None, LockCall::Get)
        );
    }
}
