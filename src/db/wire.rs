//! The socket under each connection, and the one place a driver error on a
//! connection becomes a [`DbError`] ([`Wire::error`]).
//!
//! A statement that got no answer within the socket's read timeout leaves the
//! connection useless: the server may still answer later, out of turn, and
//! every statement after it on the same socket (the `ROLLBACK` the driver
//! sends when a transaction is dropped, `RELEASE_LOCK`, a ping asking whether
//! the connection lives) would wait out the whole read timeout again on a
//! server that stopped answering. So the first timeout, or a connection found
//! broken, **cuts** the socket (`shutdown` for reading and writing): every
//! later statement on it fails at once, and the server, when it sees the
//! connection close, rolls back its open transaction and frees its named
//! locks (`GET_LOCK`) itself. Nothing poolctl does needs that last round trip.
//!
//! Every statement a [`Db`](super::Db) sends goes through its wire: the
//! pool's reads and refills, status, reconcile and its repairs, replenish,
//! reserve, claim and release, the named locks, inspect-locks' status text
//! and lock views, schema check's variables and definitions, conn-tags'
//! session, canary and samples, the benches' tables and transactions
//! (`bench`, and the loads of `crate::bench` that call it), and migrate's
//! history and the statements on its statement connection (`long`). Two
//! things deliberately do not: the first query of a connection being opened
//! (bounded by `--connect-timeout` + `--read-timeout` on a thread of its
//! own, before the wire exists), and `long`'s heartbeat, whose timeout is a
//! [`DbError::NoAnswer`] telling `migrate run` the statement it watched may
//! still be running (its connection is dropped right after anyway).
//!
//! [`cut_every_connection`] cuts every open connection of the process: how
//! `poolctl replenish` stops within its stop timeout of SIGTERM while a
//! statement waits on a frozen server. A statement on a connection it cut,
//! and a connection opened after it, fail at once with
//! [`DbError::ClosedToStop`] (not a lost connection: nothing to retry).
//!
//! Unix only (the driver exposes the socket's descriptor there).

use super::error::{DbError, Waited, breaks_connection, is_timeout, waited};
use crate::config::Target;
use std::os::unix::io::RawFd;
use std::sync::atomic::{AtomicU8, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

/// Why a connection's socket was cut.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub(crate) enum Cut {
    /// A statement got no answer within the read timeout.
    Timeout = 1,
    /// The connection broke (closed by the server, killed, reset).
    Broken = 2,
    /// The process is stopping ([`cut_every_connection`]).
    Stopping = 3,
}

impl Cut {
    fn from_u8(v: u8) -> Option<Cut> {
        match v {
            1 => Some(Cut::Timeout),
            2 => Some(Cut::Broken),
            3 => Some(Cut::Stopping),
            _ => None,
        }
    }
}

#[derive(Debug)]
struct Inner {
    fd: RawFd,
    cut: AtomicU8,
    /// For the read-timeout message: the server, the socket timeout, and
    /// which flags make it up.
    target: String,
    secs: u64,
    waited: String,
}

/// One connection's socket: cheap to clone, so an error closure can hold one
/// while the connection is borrowed by a transaction.
#[derive(Debug, Clone)]
pub(crate) struct Wire(Arc<Inner>);

/// The process's open connections.
struct Open {
    /// Every open connection's wire, by registration number.
    wires: Vec<(u64, Wire)>,
    /// [`cut_every_connection`] was called: a connection registered after it
    /// is cut at once, and none is opened.
    cut_all: bool,
}

static OPEN: Mutex<Open> = Mutex::new(Open {
    wires: Vec::new(),
    cut_all: false,
});
static NEXT: AtomicU64 = AtomicU64::new(1);

fn open() -> std::sync::MutexGuard<'static, Open> {
    OPEN.lock().unwrap_or_else(|p| p.into_inner())
}

/// A wire's place in the process's list of open connections; leaving it
/// (dropped before the connection closes its descriptor: declared before the
/// connection in `Db`) means no cut can reach a descriptor number reused by
/// something else.
#[derive(Debug)]
pub(crate) struct Registered(u64);

impl Drop for Registered {
    fn drop(&mut self) {
        open().wires.retain(|(n, _)| *n != self.0);
    }
}

impl Wire {
    /// The wire of `conn`, a connection to `target`, listed among the
    /// process's open connections while the returned guard lives.
    pub(crate) fn new(conn: &mysql::Conn, target: &Target) -> (Wire, Registered) {
        use std::os::unix::io::AsRawFd;
        let wire = Wire(Arc::new(Inner {
            fd: conn.as_raw_fd(),
            cut: AtomicU8::new(0),
            target: target.display_url(),
            secs: target.io_timeout_secs(),
            waited: waited(target.read_timeout_secs.max(1), target.planned_wait_secs),
        }));
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let mut open = open();
        open.wires.push((n, wire.clone()));
        if open.cut_all {
            wire.cut(Cut::Stopping);
        }
        (wire, Registered(n))
    }

    /// Why the socket was cut, if it was.
    pub(crate) fn cut_because(&self) -> Option<Cut> {
        Cut::from_u8(self.0.cut.load(Ordering::SeqCst))
    }

    /// Shut the socket down for reading and writing (the first reason is
    /// kept). The descriptor stays open until the connection drops.
    pub(crate) fn cut(&self, why: Cut) {
        let _ = self
            .0
            .cut
            .compare_exchange(0, why as u8, Ordering::SeqCst, Ordering::SeqCst);
        shutdown(self.0.fd);
    }

    /// A driver error raised while doing `action` on this connection, as a
    /// [`DbError`] (`grant`: the privilege the action needs, for a
    /// missing-grant message). A read timeout or a broken connection cuts the
    /// socket (see the module doc); an error caused by an earlier cut says
    /// why the connection is gone rather than what the driver saw.
    pub(crate) fn error(&self, e: mysql::Error, action: &str, grant: &str) -> DbError {
        if let Some(why) = self.cut_because()
            && breaks_connection(&e)
        {
            return self.gone(action, why);
        }
        if is_timeout(&e) {
            self.cut(Cut::Timeout);
            return self.read_timeout(action);
        }
        if breaks_connection(&e) {
            self.cut(Cut::Broken);
        }
        DbError::from_driver(e, action, grant)
    }

    /// [`Wire::error`] as a closure for `map_err`.
    pub(crate) fn on<'a>(
        &'a self,
        action: &'a str,
        grant: &'a str,
    ) -> impl Fn(mysql::Error) -> DbError + Copy + 'a {
        move |e| self.error(e, action, grant)
    }

    fn read_timeout(&self, action: &str) -> DbError {
        let i = &self.0;
        DbError::ReadTimeout {
            action: action.to_string(),
            within: Some(Waited {
                target: i.target.clone(),
                secs: i.secs,
                waited: i.waited.clone(),
            }),
        }
    }

    fn gone(&self, action: &str, why: Cut) -> DbError {
        let i = &self.0;
        let closed_to_stop = why == Cut::Stopping;
        let why = match why {
            Cut::Timeout => format!(
                "poolctl closed the connection after a statement on it got no answer from {} \
                 within {}s ({}): the server has stopped responding. Check the server; raise \
                 --read-timeout (POOLCTL_READ_TIMEOUT, [timeouts] read_seconds) if it is only slow",
                i.target, i.secs, i.waited
            ),
            Cut::Broken => "the connection to the server was lost earlier".to_string(),
            Cut::Stopping => {
                "poolctl closed the connection to stop (its stop timeout was up)".to_string()
            }
        };
        let action = action.to_string();
        let why = format!(
            "{why}; the server rolls back its open transaction and frees its named locks when \
             it sees the connection close"
        );
        if closed_to_stop {
            DbError::ClosedToStop { action, why }
        } else {
            DbError::ConnectionLost { action, why }
        }
    }
}

/// Cut every open connection of the process, and every one opened from now
/// on: each statement waiting on a server fails at once (see the module
/// doc). How many were open.
pub fn cut_every_connection() -> usize {
    let mut open = open();
    open.cut_all = true;
    for (_, w) in open.wires.iter() {
        w.cut(Cut::Stopping);
    }
    open.wires.len()
}

/// Whether [`cut_every_connection`] was called: connecting gives up.
pub(super) fn stopping() -> bool {
    open().cut_all
}

/// Whether [`cut_every_connection`] was called in this process.
pub fn connections_were_cut() -> bool {
    stopping()
}

fn shutdown(fd: RawFd) {
    use std::mem::ManuallyDrop;
    use std::os::unix::io::FromRawFd;
    // SAFETY: `fd` is the descriptor of a connection that is open for as long
    // as its wire is reachable (the registration leaves the process's list
    // before the connection closes it, and error closures live only while the
    // connection is borrowed). The stream is never dropped, so the
    // descriptor is not closed here; `shutdown(2)` applies to any socket
    // (TCP or Unix), which is all a `TcpStream` does with it.
    let stream = ManuallyDrop::new(unsafe { std::net::TcpStream::from_raw_fd(fd) });
    let _ = stream.shutdown(std::net::Shutdown::Both);
}

/// End a transaction with `COMMIT` so that a server that stopped answering
/// costs one read timeout, not two. The driver's own `commit()` sends
/// `ROLLBACK` from the transaction's drop when its `COMMIT` fails, before
/// the error reaches `err` (which cuts the socket on a timeout): that
/// `ROLLBACK` waited out the whole read timeout again. Here `COMMIT` is a
/// statement of the open transaction, `err` sees its failure first (a
/// timeout cuts the socket), and the drop's `ROLLBACK` then fails at once.
/// Once `COMMIT` succeeded the server's transaction is over; the driver's
/// handle is forgotten so that it sends no `ROLLBACK` after it (it borrows
/// the connection and owns nothing else: no local-infile handler is ever
/// set on poolctl's connections).
pub(crate) fn commit<E>(
    mut tx: mysql::Transaction<'_>,
    err: impl FnOnce(mysql::Error) -> E,
) -> Result<(), E> {
    use mysql::prelude::Queryable;
    tx.query_drop(crate::session::COMMIT).map_err(err)?;
    std::mem::forget(tx);
    Ok(())
}

/// [`commit`]'s twin: `ROLLBACK` as a statement, so a timeout is one wait.
pub(crate) fn rollback<E>(
    mut tx: mysql::Transaction<'_>,
    err: impl FnOnce(mysql::Error) -> E,
) -> Result<(), E> {
    use mysql::prelude::Queryable;
    tx.query_drop(crate::session::ROLLBACK).map_err(err)?;
    std::mem::forget(tx);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cut_socket_fails_at_once_both_ways() {
        use std::io::{Read, Write};
        use std::os::unix::io::AsRawFd;
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let mut client = std::net::TcpStream::connect(listener.local_addr().unwrap()).unwrap();
        // The peer accepts and never answers (a frozen server).
        let (_server, _) = listener.accept().unwrap();
        client
            .set_read_timeout(Some(std::time::Duration::from_secs(30)))
            .unwrap();
        shutdown(client.as_raw_fd());
        let started = std::time::Instant::now();
        let mut buf = [0u8; 4];
        assert_eq!(client.read(&mut buf).unwrap(), 0, "EOF, not a wait");
        assert!(client.write_all(b"ping").is_err());
        assert!(started.elapsed() < std::time::Duration::from_secs(1));
    }

    #[test]
    fn driver_text_never_reaches_the_message() {
        let io = |kind, text: &str| mysql::Error::IoError(std::io::Error::new(kind, text));
        for e in [
            io(std::io::ErrorKind::BrokenPipe, "server disconnected"),
            io(
                std::io::ErrorKind::InvalidData,
                "can't parse: buf doesn't have enough data",
            ),
            mysql::Error::DriverError(mysql::DriverError::PacketOutOfSync),
        ] {
            let d = DbError::from_driver(e, "releasing lock x", "no privilege");
            assert!(d.connection_failed(), "{d}");
            let m = d.to_string();
            assert!(
                m.starts_with("releasing lock x failed: the connection"),
                "{m}"
            );
            for driver in ["IoError", "DriverError", "CodecError", "can't parse"] {
                assert!(!m.contains(driver), "{m}");
            }
        }
        let t = DbError::from_driver(
            io(
                std::io::ErrorKind::WouldBlock,
                "Resource temporarily unavailable",
            ),
            "reading pool status",
            "no privilege",
        );
        assert!(t.is_read_timeout() && t.lacks_timeout_detail(), "{t}");
    }

    #[test]
    fn a_read_timeout_on_a_wire_names_the_server_the_seconds_and_the_flag() {
        let d = DbError::ReadTimeout {
            action: "reading pool status".into(),
            within: Some(crate::db::Waited {
                target: "mysql://u@h:3306/db".into(),
                secs: 8,
                waited: super::waited(3, 5),
            }),
        };
        assert!(!d.lacks_timeout_detail());
        assert_eq!(
            d.to_string(),
            "reading pool status failed: no answer from mysql://u@h:3306/db within 8s \
             (--read-timeout 3s plus the command's own 5s wait): the server has stopped \
             responding. Check the server; raise --read-timeout (POOLCTL_READ_TIMEOUT, \
             [timeouts] read_seconds) if it is only slow"
        );
    }

    #[test]
    fn only_socket_and_protocol_failures_break_a_connection() {
        let io = mysql::Error::IoError(std::io::Error::new(
            std::io::ErrorKind::BrokenPipe,
            "server disconnected",
        ));
        assert!(breaks_connection(&io));
        let server = mysql::Error::MySqlError(mysql::MySqlError {
            state: "HY000".into(),
            message: "Lock wait timeout exceeded".into(),
            code: 1205,
        });
        assert!(!breaks_connection(&server));
    }
}
