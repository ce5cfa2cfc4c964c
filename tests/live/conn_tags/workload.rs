//! Workloads with known behaviour, each on connections of its own, each
//! recording the truth as its client saw it:
//!
//! - `wl_a`: BEGIN, a 10 ms locking read, 200 ms idle, COMMIT;
//! - `wl_b`: the same with 20 ms idle;
//! - `wl_c`: 2 ms autocommit UPDATEs, no transaction held open;
//! - untagged: BEGIN, an UPDATE, 50 ms idle, COMMIT, as a user of its own
//!   (so its row is its own whatever else runs on the server);
//! - `wl_hold` holds a row lock 300 ms idle while `wl_wait` waits for it.
//!
//! Each runs for the time it is given (its own timed behaviour, not
//! synchronisation) with a little random think time outside transactions.

use mysql::prelude::Queryable;
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, mpsc};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// What a workload did, as its client measured it.
#[derive(Debug, Clone, Default)]
pub struct Truth {
    /// Connection hold time: whole transactions, and statements outside them.
    pub hold: f64,
    pub transaction: f64,
    pub idle: f64,
    pub lock_wait: f64,
    pub transactions: u64,
    pub statements: u64,
}

impl Truth {
    fn add(&mut self, o: &Truth) {
        self.hold += o.hold;
        self.transaction += o.transaction;
        self.idle += o.idle;
        self.lock_wait += o.lock_wait;
        self.transactions += o.transactions;
        self.statements += o.statements;
    }
}

pub struct Workloads {
    handles: Vec<JoinHandle<(&'static str, Truth)>>,
}

/// The rows the workloads use.
pub fn setup(conn: &mut mysql::Conn) {
    conn.query_drop("CREATE TABLE cart (id INT PRIMARY KEY, n INT NOT NULL) ENGINE=InnoDB")
        .unwrap();
    conn.query_drop("INSERT INTO cart VALUES (1,0),(2,0),(3,0),(4,0),(5,0)")
        .unwrap();
}

/// A small deterministic-enough generator for think times.
fn think(seed: &mut u64, max_ms: u64) -> Duration {
    *seed ^= *seed << 13;
    *seed ^= *seed >> 7;
    *seed ^= *seed << 17;
    Duration::from_micros(*seed % (max_ms * 1000 + 1))
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64()
}

/// A held transaction: BEGIN, `stmt`, `idle`, COMMIT.
///
/// The truth is the server's view of it. The server's transaction runs from
/// BEGIN's arrival to COMMIT's end: the client's span less one round trip.
/// Its idle time is the client's idle plus four messages in flight (BEGIN's
/// answer, the statement's arrival and answer, COMMIT's arrival), which on a
/// loaded machine take a millisecond or more: BEGIN does nothing on the
/// server, so its round trip is two such messages.
fn held(conn: &mut mysql::Conn, stmt: &str, idle: Duration, t: &mut Truth) {
    let t0 = Instant::now();
    conn.query_drop("BEGIN").unwrap();
    let rt = ms(t0.elapsed());
    conn.query_drop(stmt).unwrap();
    let t1 = Instant::now();
    std::thread::sleep(idle);
    let t2 = Instant::now();
    conn.query_drop("COMMIT").unwrap();
    let t3 = Instant::now();
    t.transaction += ms(t3 - t0) - rt;
    t.hold += ms(t3 - t0) - rt;
    t.idle += ms(t2 - t1) + 2.0 * rt;
    t.transactions += 1;
    t.statements += 3;
}

#[derive(Clone, Copy)]
enum Kind {
    A,
    B,
    C,
    Untagged,
    Hold,
    Wait,
}

/// The untagged workload's own account, dropped at the end.
pub struct UntaggedUser {
    pub name: String,
    /// Its URL to the test database.
    pub url: String,
    admin: String,
}

impl UntaggedUser {
    /// `db_url`: the test database's URL (the admin account's).
    pub fn create(admin: &mut mysql::Conn, db_url: &str) -> UntaggedUser {
        let name = format!("ctu_{}", std::process::id());
        let password = format!("pw{}x{}", std::process::id(), name.len());
        let db = db_url.rsplit('/').next().unwrap().to_string();
        admin
            .query_drop(format!("DROP USER IF EXISTS '{name}'@'%'"))
            .unwrap();
        admin
            .query_drop(format!(
                "CREATE USER '{name}'@'%' IDENTIFIED BY '{password}'"
            ))
            .unwrap();
        admin
            .query_drop(format!("GRANT ALL ON `{db}`.* TO '{name}'@'%'"))
            .unwrap();
        let mut u = url::Url::parse(db_url).unwrap();
        u.set_username(&name).unwrap();
        u.set_password(Some(&password)).unwrap();
        // One connection a thread: the driver's default on 127.0.0.1 opens
        // a TCP connection, asks for the socket and moves to it, and a
        // sample that catches the first one counts the account twice (at
        // 127.0.0.1 and at localhost).
        u.query_pairs_mut().append_pair("prefer_socket", "false");
        UntaggedUser {
            name,
            url: u.to_string(),
            admin: db_url.to_string(),
        }
    }
}

impl Drop for UntaggedUser {
    fn drop(&mut self) {
        let mut c = crate::util::connect(&self.admin);
        let _ = c.query_drop(format!("DROP USER IF EXISTS '{}'@'%'", self.name));
    }
}

/// Start every workload on `url` (a database URL; the untagged one on
/// `untagged_url`) for `run`; `slow_log`: its sessions write the slow log
/// with long_query_time = 0. Returns once every connection is open.
pub fn start(url: &str, untagged_url: &str, run: Duration, slow_log: bool) -> Workloads {
    let kinds = [
        Kind::A,
        Kind::B,
        Kind::C,
        Kind::Untagged,
        Kind::Hold,
        Kind::Wait,
    ];
    let ready = Arc::new(AtomicUsize::new(0));
    let (tx, rx) = mpsc::channel::<()>();
    let (go_tx, go_rx) = mpsc::channel::<Instant>();
    let go_rx = Arc::new(std::sync::Mutex::new(go_rx));
    let mut handles = Vec::new();
    for (i, kind) in kinds.into_iter().enumerate() {
        let url = if matches!(kind, Kind::Untagged) {
            untagged_url
        } else {
            url
        };
        let (url, ready, tx, go_rx) = (url.to_string(), ready.clone(), tx.clone(), go_rx.clone());
        handles.push(std::thread::spawn(move || {
            let mut conn = crate::util::connect(&url);
            if slow_log {
                conn.query_drop("SET SESSION long_query_time = 0").unwrap();
            }
            ready.fetch_add(1, Ordering::SeqCst);
            let _ = tx.send(());
            let until = go_rx.lock().unwrap().recv().unwrap();
            let mut seed = 0x9E37_79B9_7F4A_7C15u64 ^ (i as u64 + 1);
            let mut t = Truth::default();
            let name = match kind {
                Kind::A => "wl_a",
                Kind::B => "wl_b",
                Kind::C => "wl_c",
                Kind::Untagged => "untagged",
                Kind::Hold => "wl_hold",
                Kind::Wait => "wl_wait",
            };
            while Instant::now() < until {
                match kind {
                    Kind::A => held(
                        &mut conn,
                        "SELECT /* conn_tag:wl_a */ n, SLEEP(0.01) FROM cart WHERE id = 1 FOR UPDATE",
                        Duration::from_millis(200),
                        &mut t,
                    ),
                    Kind::B => held(
                        &mut conn,
                        "SELECT /* conn_tag:wl_b */ n, SLEEP(0.01) FROM cart WHERE id = 2 FOR UPDATE",
                        Duration::from_millis(20),
                        &mut t,
                    ),
                    Kind::Untagged => {
                        held(
                            &mut conn,
                            "UPDATE cart SET n = n + 1 WHERE id = 3",
                            Duration::from_millis(50),
                            &mut t,
                        );
                        std::thread::sleep(Duration::from_millis(40) + think(&mut seed, 20));
                    }
                    Kind::Hold => {
                        held(
                            &mut conn,
                            "SELECT /* conn_tag:wl_hold */ n, SLEEP(0.01) FROM cart WHERE id = 5 FOR UPDATE",
                            Duration::from_millis(300),
                            &mut t,
                        );
                        std::thread::sleep(Duration::from_millis(90) + think(&mut seed, 20));
                    }
                    Kind::C => {
                        let s = Instant::now();
                        conn.query_drop(
                            "UPDATE /* conn_tag:wl_c */ cart SET n = n + 1 + 0 * SLEEP(0.002) WHERE id = 4",
                        )
                        .unwrap();
                        t.hold += ms(s.elapsed());
                        t.statements += 1;
                    }
                    Kind::Wait => {
                        let s = Instant::now();
                        conn.query_drop("UPDATE /* conn_tag:wl_wait */ cart SET n = n + 1 WHERE id = 5")
                            .unwrap();
                        // Most of it is waiting for wl_hold's lock.
                        t.lock_wait += ms(s.elapsed());
                        t.hold += ms(s.elapsed());
                        t.statements += 1;
                        std::thread::sleep(Duration::from_millis(20));
                    }
                }
                match kind {
                    // Up to 100 ms: wl_a's cycle (about 220 ms) is otherwise
                    // close to two sampling intervals, and samples that fall
                    // in step with it can miss its 10 ms statement for a
                    // whole run (wl_a would have no row at all).
                    Kind::A => std::thread::sleep(think(&mut seed, 100)),
                    // Up to 20 ms: enough to keep wl_b's short cycle (about
                    // 35 ms) out of step with the samples, while it stays
                    // idle in transaction about half the time. A longer
                    // think time leaves it idle a smaller share, which
                    // sampling reads with a larger error in proportion
                    // (beyond the 25% the live test allows on a loaded
                    // machine).
                    Kind::B => std::thread::sleep(think(&mut seed, 20)),
                    _ => {}
                }
            }
            (name, t)
        }));
    }
    drop(tx);
    let deadline = Instant::now() + Duration::from_secs(30);
    while ready.load(Ordering::SeqCst) < handles.len() {
        rx.recv_timeout(deadline.saturating_duration_since(Instant::now()))
            .expect("every workload connection opens within 30 s");
    }
    let until = Instant::now() + run;
    for _ in 0..handles.len() {
        go_tx.send(until).unwrap();
    }
    Workloads { handles }
}

impl Workloads {
    /// Wait for every workload to finish its time; the truth per tag
    /// (`untagged` for the untagged one).
    pub fn join(self) -> HashMap<&'static str, Truth> {
        let mut m: HashMap<&'static str, Truth> = HashMap::new();
        for h in self.handles {
            let (name, t) = h.join().expect("workload thread");
            m.entry(name).or_default().add(&t);
        }
        m
    }
}
