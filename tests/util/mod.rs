//! Helpers shared by the integration tests: the built binary, private
//! databases on the test servers started by `scripts/test.sh`, and waiting
//! helpers that poll the server for the event a test needs (a failpoint
//! reached, a lock wait, a statement running or run again), with a deadline,
//! instead of sleeping a fixed time. Each test binary includes it with
//! `#[path = "../util/mod.rs"] mod util;`.
#![allow(dead_code)]

pub mod judge;

use mysql::prelude::Queryable;
use std::path::PathBuf;
use std::process::{Command, Output};
use std::sync::Mutex;
use std::time::{Duration, Instant};

pub const BIN: &str = env!("CARGO_BIN_EXE_poolctl");

/// The server URL (no database) from `var`. Live tests never skip: without a
/// server they fail and say how to start one.
pub fn server_url_from(var: &str) -> String {
    match std::env::var(var) {
        Ok(u) if !u.is_empty() => u.trim_end_matches('/').to_string(),
        _ => panic!(
            "{var} is not set: live tests need the private MariaDB servers. Run the whole suite \
             with scripts/test.sh, or start them with `scripts/mariadb.sh start test` (and \
             `scripts/mariadb.sh start test-stmt --binlog-format=STATEMENT`) and export \
             POOLCTL_TEST_URL=$(scripts/mariadb.sh url test) \
             POOLCTL_TEST_URL_STATEMENT_BINLOG=$(scripts/mariadb.sh url test-stmt)"
        ),
    }
}

pub fn server_url() -> String {
    server_url_from("POOLCTL_TEST_URL")
}

pub fn connect(url: &str) -> mysql::Conn {
    mysql::Conn::new(mysql::Opts::from_url(url).expect("test URL parses"))
        .unwrap_or_else(|e| panic!("cannot connect to the test server: {e}"))
}

/// A database of its own for one test, dropped at the end.
pub struct TestDb {
    pub name: String,
    server: String,
    pub admin: mysql::Conn,
    /// A working directory without a poolctl.toml, for the binary.
    pub dir: tempfile::TempDir,
}

impl TestDb {
    pub fn new(test: &str) -> TestDb {
        Self::on(&server_url(), test)
    }

    pub fn on(server: &str, test: &str) -> TestDb {
        let name = format!("t_{}_{}", test, std::process::id());
        let mut admin = connect(server);
        admin
            .query_drop(format!("DROP DATABASE IF EXISTS `{name}`"))
            .unwrap();
        admin
            .query_drop(format!("CREATE DATABASE `{name}`"))
            .unwrap();
        admin.query_drop(format!("USE `{name}`")).unwrap();
        TestDb {
            name,
            server: server.to_string(),
            admin,
            dir: tempfile::tempdir().unwrap(),
        }
    }

    /// A new admin connection (after the server restarted).
    pub fn reconnect(&mut self) {
        self.admin = connect(&self.server);
        self.admin
            .query_drop(format!("USE `{}`", self.name))
            .unwrap();
    }

    /// URL of this database, password included (passed by environment only).
    pub fn url(&self) -> String {
        format!("{}/{}", self.server, self.name)
    }

    /// The URL split into a password-less URL and the password.
    pub fn url_and_password(&self) -> (String, String) {
        let u = url::Url::parse(&self.url()).unwrap();
        let pw = u.password().unwrap_or("").to_string();
        let mut bare = u.clone();
        bare.set_password(None).unwrap();
        (bare.to_string(), pw)
    }

    /// `poolctl` aimed at this database through POOLCTL_URL.
    pub fn cmd(&self) -> Command {
        let mut c = Command::new(BIN);
        c.current_dir(self.dir.path())
            .env_remove("POOLCTL_CONFIG")
            .env_remove("MYSQL_PWD")
            .env_remove("POOLCTL_FAILPOINT")
            .env("POOLCTL_URL", self.url());
        c
    }

    pub fn run(&self, args: &[&str]) -> Run {
        Run::of(self.cmd().args(args))
    }

    pub fn query<T: mysql::prelude::FromRow>(&mut self, sql: &str) -> Vec<T> {
        self.admin
            .query(sql)
            .unwrap_or_else(|e| panic!("{sql}: {e}"))
    }

    pub fn exec(&mut self, sql: &str) {
        self.admin
            .query_drop(sql)
            .unwrap_or_else(|e| panic!("{sql}: {e}"));
    }

    pub fn table_exists(&mut self, table: &str) -> bool {
        let n: Vec<u64> = self.query(&format!(
            "SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = '{}' AND TABLE_NAME = '{table}'",
            self.name
        ));
        n[0] == 1
    }

    /// [`wait_for_failpoint`] in this database.
    #[track_caller]
    pub fn wait_for_failpoint(&mut self, name: &str) -> u64 {
        wait_for_failpoint(&mut self.admin, &self.name, name)
    }

    /// [`wait_for_statement`] in this database.
    #[track_caller]
    pub fn wait_for_statement(&mut self, like: &str) -> Running {
        wait_for_statement(&mut self.admin, &self.name, like)
    }

    /// [`wait_for_rerun`] in this database.
    #[track_caller]
    pub fn wait_for_rerun(&mut self, like: &str, was: Running) {
        wait_for_rerun(&mut self.admin, &self.name, like, was)
    }

    /// [`wait_until_blocked`] on this server.
    #[track_caller]
    pub fn wait_until_blocked(&mut self, thread: u64) {
        wait_until_blocked(&mut self.admin, thread)
    }

    /// [`wait_connection_gone`] on this server.
    #[track_caller]
    pub fn wait_connection_gone(&mut self, id: u64) {
        wait_connection_gone(&mut self.admin, id)
    }

    /// A user of this server with `password` and only `grants` on this
    /// database (e.g. "SELECT"), and this database's URL as that user
    /// (password included: pass it by environment only). Dropped with
    /// [`TestDb::drop_user`].
    pub fn user_with(&mut self, user: &str, password: &str, grants: &str) -> String {
        self.exec(&format!(
            "CREATE USER IF NOT EXISTS '{user}'@'127.0.0.1' IDENTIFIED BY '{password}'"
        ));
        self.exec(&format!(
            "GRANT {grants} ON `{}`.* TO '{user}'@'127.0.0.1'",
            self.name
        ));
        let mut u = url::Url::parse(&self.url()).unwrap();
        u.set_username(user).unwrap();
        u.set_password(Some(password)).unwrap();
        u.to_string()
    }

    pub fn drop_user(&mut self, user: &str) {
        self.exec(&format!("DROP USER IF EXISTS '{user}'@'127.0.0.1'"));
    }

    pub fn config_file(&self, text: &str) -> PathBuf {
        let p = self.dir.path().join("poolctl.toml");
        std::fs::write(&p, text).unwrap();
        p
    }
}

impl Drop for TestDb {
    fn drop(&mut self) {
        let _ = self
            .admin
            .query_drop(format!("DROP DATABASE IF EXISTS `{}`", self.name));
    }
}

/// poolctl.toml mapping the test ledger table.
pub const LEDGER_CONFIG: &str =
    "[ledger]\ntable = \"inventory_levels\"\nlocation_column = \"location_id\"\n";

/// The test ledger: one row per (shop, item, location) with its available quantity.
pub const LEDGER_DDL: &str = "CREATE TABLE inventory_levels (
  shop_id BIGINT UNSIGNED NOT NULL, inventory_item_id BIGINT UNSIGNED NOT NULL,
  location_id BIGINT UNSIGNED NOT NULL, available INT NOT NULL,
  PRIMARY KEY (shop_id, inventory_item_id, location_id)) ENGINE=InnoDB";

/// One pool's available quantity in the test ledger ([`LEDGER_DDL`]): its
/// row inserted, or updated when there is one.
pub fn stock(db: &mut TestDb, (shop, item, location): (u64, u64, u64), available: i64) {
    db.exec(&format!(
        "INSERT INTO inventory_levels VALUES ({shop}, {item}, {location}, {available}) \
         ON DUPLICATE KEY UPDATE available = VALUES(available)"
    ));
}

/// A migrated database with an empty ledger and a config that maps it.
pub fn pool_db(test: &str) -> TestDb {
    let mut db = TestDb::new(test);
    db.run(&["migrate", "run"]).expect_code(0);
    db.exec(LEDGER_DDL);
    db.config_file(LEDGER_CONFIG);
    db
}

/// One pool's seed: ledger (None: no row), pool rows, holds (quantity,
/// expired), cap row.
pub struct Seed {
    pub key: (u64, u64, u64),
    pub ledger: Option<i64>,
    pub units: u64,
    pub holds: &'static [(u32, bool)],
    pub cap: Option<u32>,
}

pub fn seed(db: &mut TestDb, seeds: &[Seed]) {
    for s in seeds {
        let (a, b, c) = s.key;
        if let Some(l) = s.ledger {
            db.exec(&format!(
                "INSERT INTO inventory_levels VALUES ({a}, {b}, {c}, {l})"
            ));
        }
        if let Some(cap) = s.cap {
            db.exec(&format!(
                "INSERT INTO pool_caps (shop_id, inventory_item_id, inventory_group_id, cap) \
                 VALUES ({a}, {b}, {c}, {cap})"
            ));
        }
        // Ids handed out by the pool's refill-state row, as refill does.
        db.exec(&format!(
            "INSERT INTO pool_refill_state (shop_id, inventory_item_id, inventory_group_id, next_unit_id) \
             VALUES ({a}, {b}, {c}, {})",
            s.units + 1
        ));
        for id in 1..=s.units {
            db.exec(&format!(
                "INSERT INTO reservation_units (shop_id, inventory_item_id, inventory_group_id, id) \
                 VALUES ({a}, {b}, {c}, {id})"
            ));
        }
        for (n, &(q, expired)) in s.holds.iter().enumerate() {
            let when = if expired {
                "NOW(6) - INTERVAL 1 HOUR"
            } else {
                "NOW(6) + INTERVAL 1 HOUR"
            };
            db.exec(&format!(
                "INSERT INTO reserved_quantities (shop_id, inventory_item_id, inventory_group_id, \
                 checkout_id, quantity, expires_at) VALUES ({a}, {b}, {c}, 'co-{n}', {q}, {when})"
            ));
        }
    }
}

/// A finished run of the binary, with the arguments it was given (which
/// tell the command, and so the schema of the JSON it printed).
pub struct Run {
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
    /// poolctl's arguments (what follows the binary on its command line).
    pub args: Vec<String>,
}

/// The arguments `cmd` gives poolctl: those after the binary (`cmd` may run
/// it through another program, `timeout 10 poolctl ...`). A command that
/// runs no poolctl (a script of the repository) gives its whole command
/// line, which names no poolctl command: JSON read from it fails.
pub fn poolctl_args(cmd: &Command) -> Vec<String> {
    let all: Vec<String> = std::iter::once(cmd.get_program())
        .chain(cmd.get_args())
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    match all.iter().position(|a| a == BIN) {
        Some(at) => all[at + 1..].to_vec(),
        None => all,
    }
}

impl Run {
    /// Run `cmd` to its end.
    #[track_caller]
    pub fn of(mut cmd: impl std::borrow::BorrowMut<Command>) -> Run {
        let cmd = cmd.borrow_mut();
        let out = cmd.output().expect("poolctl runs");
        Run::finished(cmd, out)
    }

    /// The output of `cmd`'s process, which ran to its end (a child spawned
    /// from `cmd`, waited for).
    pub fn finished(cmd: &Command, o: Output) -> Run {
        Run {
            code: o.status.code(),
            stdout: String::from_utf8_lossy(&o.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&o.stderr).into_owned(),
            args: poolctl_args(cmd),
        }
    }

    #[track_caller]
    pub fn expect_code(&self, code: i32) -> &Run {
        assert_eq!(
            self.code,
            Some(code),
            "expected exit {code}\n--- stdout\n{}\n--- stderr\n{}",
            self.stdout,
            self.stderr
        );
        self
    }

    /// stdout as one JSON document, valid against the schema of the
    /// command that printed it.
    #[track_caller]
    pub fn json(&self) -> serde_json::Value {
        json_schemas::document(&self.args, &self.stdout)
    }

    /// stdout as JSON lines (`--watch`, across pods), each valid against
    /// the schema of the command's lines.
    #[track_caller]
    pub fn json_lines(&self) -> Vec<serde_json::Value> {
        self.stdout
            .lines()
            .map(|l| json_schemas::document(&self.args, l))
            .collect()
    }
}

/// A poolctl started in the background with the pipes the test chose, and
/// the arguments it was given; [`Child::finish`] waits for its end.
pub struct Child {
    pub process: std::process::Child,
    pub args: Vec<String>,
}

impl Child {
    #[track_caller]
    pub fn start(cmd: &mut Command) -> Child {
        Child {
            process: cmd.spawn().expect("poolctl starts"),
            args: poolctl_args(cmd),
        }
    }

    /// Wait for it to exit; everything it wrote to the pipes it was given.
    pub fn finish(self) -> Run {
        let o = self.process.wait_with_output().expect("poolctl's output");
        Run {
            code: o.status.code(),
            stdout: String::from_utf8_lossy(&o.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&o.stderr).into_owned(),
            args: self.args,
        }
    }
}

impl std::ops::Deref for Child {
    type Target = std::process::Child;
    fn deref(&self) -> &std::process::Child {
        &self.process
    }
}

impl std::ops::DerefMut for Child {
    fn deref_mut(&mut self) -> &mut std::process::Child {
        &mut self.process
    }
}

/// The JSON poolctl prints, checked against its schemas
/// (`poolctl::render::schemas`, `docs/schemas/`): each document a test reads
/// is validated against the schema of the command that printed it, known
/// from the command's arguments; a document whose command has no schema
/// fails the test too. `--format sarif` is checked against the published
/// SARIF 2.1.0 schema.
pub mod json_schemas {
    use clap::Parser;
    use poolctl::cli::Cli;
    use poolctl::config::defs::global_flags::{self, Format};
    use poolctl::render::schemas::{self, Output, Shape};
    use serde_json::Value;
    use std::collections::HashMap;
    use std::sync::LazyLock;

    /// Every output's validator, compiled once per test binary.
    static VALIDATORS: LazyLock<HashMap<&'static str, jsonschema::Validator>> =
        LazyLock::new(|| {
            schemas::OUTPUTS
                .iter()
                .map(|o| {
                    let schema = serde_json::to_value(o.schema()).unwrap();
                    let v = jsonschema::options()
                        .build(&schema)
                        .unwrap_or_else(|e| panic!("the schema of {} compiles: {e}", o.name));
                    (o.name, v)
                })
                .collect()
        });

    static SARIF: LazyLock<jsonschema::Validator> = LazyLock::new(|| {
        jsonschema::options()
            .build(&super::sarif_schema())
            .expect("the SARIF schema compiles")
    });

    /// The command line `args` (poolctl's arguments), parsed.
    #[track_caller]
    fn parse(args: &[String]) -> Cli {
        Cli::try_parse_from(std::iter::once("poolctl".to_string()).chain(args.iter().cloned()))
            .unwrap_or_else(|e| {
                panic!(
                    "cannot tell which command `poolctl {}` is: {e}",
                    args.join(" ")
                )
            })
    }

    /// `text`, one document printed by `poolctl ARGS`, parsed and checked
    /// against its command's schema (and, across pods, each pod's `result`
    /// against the pod's command's).
    #[track_caller]
    pub fn document(args: &[String], text: &str) -> Value {
        let cli = parse(args);
        let v: Value = serde_json::from_str(text).unwrap_or_else(|e| {
            panic!(
                "`poolctl {}` printed no JSON ({e}):\n{text}",
                args.join(" ")
            )
        });
        if cli.global.value(&global_flags::FORMAT) == Some(Format::Sarif) {
            report(&SARIF, "SARIF 2.1.0", args, &v);
        } else {
            let Some(out) = schemas::printed_by(&cli) else {
                panic!(
                    "`poolctl {}` printed JSON, but its command has no schema in \
                     poolctl::render::schemas:\n{text}",
                    args.join(" ")
                );
            };
            check(out, args, &v);
            if out.name == "fleet"
                && let Some(result) = v.get("result")
                && let Some(pod) = schemas::printed_by_command(&cli.command)
            {
                check(pod, args, result);
            }
        }
        super::capture_json(text);
        v
    }

    /// `text`, one document of the output called `name` (a line of the
    /// replenisher's log on stderr, say), parsed and checked.
    #[track_caller]
    pub fn named(name: &str, text: &str) -> Value {
        let out = schemas::find(name).unwrap_or_else(|| panic!("no output called {name}"));
        let v: Value = serde_json::from_str(text)
            .unwrap_or_else(|e| panic!("not JSON ({e}), expected a {name} document:\n{text}"));
        check(out, &[], &v);
        super::capture_json(text);
        v
    }

    #[track_caller]
    fn check(out: &Output, args: &[String], v: &Value) {
        let what = format!("{} ({})", out.name, out.path());
        report(&VALIDATORS[out.name], &what, args, v);
        // A whole stream read as one document would be caught by the
        // schema of its lines anyway; say so plainly.
        if out.shape == Shape::Lines {
            assert!(v.is_object(), "a line of {} is an object: {v}", out.name);
        }
    }

    #[track_caller]
    fn report(validator: &jsonschema::Validator, what: &str, args: &[String], v: &Value) {
        let errors: Vec<String> = validator
            .iter_errors(v)
            .map(|e| format!("  {e} at {}", e.instance_path()))
            .collect();
        assert!(
            errors.is_empty(),
            "the JSON of `poolctl {}` does not match the schema {what}:\n{}\n--- the document\n{}",
            args.join(" "),
            errors.join("\n"),
            serde_json::to_string_pretty(v).unwrap_or_default()
        );
    }
}

/// The published SARIF 2.1.0 schema (`tests/fixtures`), its language
/// pattern's erratum corrected: the pattern has a stray `]`, which the
/// `jsonschema` crate refuses when it checks the schema itself. The file is
/// kept as published; the pattern is corrected here, to what it means (`en`
/// or `en-US`). poolctl sets no `language`, so the correction cannot hide a
/// problem in its output.
pub fn sarif_schema() -> serde_json::Value {
    const ERRATUM: &str = "^[a-zA-Z]{2}|^[a-zA-Z]{2}-[a-zA-Z]{2}]?$";
    const CORRECTED: &str = "^[a-zA-Z]{2}(-[a-zA-Z]{2})?$";
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/sarif-schema-2.1.0.json"
    );
    let text = std::fs::read_to_string(path).unwrap();
    let erratum = serde_json::to_string(ERRATUM).unwrap();
    assert_eq!(
        text.matches(&erratum).count(),
        2,
        "the schema's language pattern changed: drop the correction in tests/util"
    );
    let corrected = serde_json::to_string(CORRECTED).unwrap();
    serde_json::from_str(&text.replace(&erratum, &corrected)).unwrap()
}

/// With `POOLCTL_TEST_JSON_DIR` set, every JSON document a test reads from
/// the binary (validated against its schema) is also written there, as
/// `BINARY.TEST.N.json` (the test binary, the test's name, then the
/// how-manieth document of that test), so the outputs of two builds can be
/// compared document by document, and counted.
fn capture_json(text: &str) {
    static SEQ: Mutex<Vec<(String, usize)>> = Mutex::new(Vec::new());
    let Some(dir) = std::env::var_os("POOLCTL_TEST_JSON_DIR") else {
        return;
    };
    // The test binary's name (`live-0123abcd` -> `live`), then the test's.
    let binary = std::env::current_exe()
        .ok()
        .and_then(|p| Some(p.file_stem()?.to_string_lossy().into_owned()))
        .map(|stem| stem.split('-').next().unwrap_or_default().to_string())
        .unwrap_or_default();
    let test = format!(
        "{binary}.{}",
        std::thread::current()
            .name()
            .unwrap_or("unnamed")
            .replace("::", ".")
    );
    let n = {
        let mut seq = SEQ.lock().unwrap_or_else(|p| p.into_inner());
        match seq.iter_mut().find(|(t, _)| *t == test) {
            Some((_, n)) => {
                *n += 1;
                *n
            }
            None => {
                seq.push((test.clone(), 1));
                1
            }
        }
    };
    let dir = PathBuf::from(dir);
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let path = dir.join(format!("{test}.{n}.json"));
    std::fs::write(&path, text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
}

/// A private MariaDB of this test's own (scripts/mariadb.sh), which it may
/// crash; stopped when dropped.
pub struct PrivateServer(&'static str);

impl PrivateServer {
    fn script(args: &[&str]) -> String {
        let out = std::process::Command::new("bash")
            .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/mariadb.sh"))
            .args(args)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "scripts/mariadb.sh {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap().trim().to_string()
    }

    /// Start (or restart after a crash); the server URL (the port changes).
    pub fn start(name: &'static str) -> (PrivateServer, String) {
        Self::script(&["start", name]);
        let url = Self::script(&["url", name]);
        (PrivateServer(name), url.trim_end_matches('/').to_string())
    }

    /// [`PrivateServer::start`] with extra mariadbd arguments, which win over
    /// the script's (`--port=P` restarts a crashed server on its old port, so
    /// clients holding its URL can reconnect; the URL returned names P).
    pub fn start_with(name: &'static str, args: &[&str]) -> (PrivateServer, String) {
        let mut a = vec!["start", name];
        a.extend_from_slice(args);
        Self::script(&a);
        let url = Self::script(&["url", name]);
        (PrivateServer(name), url.trim_end_matches('/').to_string())
    }

    /// A server a script of the repository starts under `name`
    /// (`scripts/sale-breakdown.sh`): nothing is started here, only stopped
    /// when dropped.
    pub fn started_elsewhere(name: &'static str) -> PrivateServer {
        PrivateServer(name)
    }

    /// mariadbd's process id (its pid file under the script's directory).
    fn pid(&self) -> String {
        let base = std::env::var("POOLCTL_MARIADB_DIR").unwrap_or_else(|_| {
            format!(
                "{}/poolctl-mariadb",
                std::env::var("TMPDIR").unwrap_or_else(|_| "/tmp".into())
            )
        });
        let pid = std::fs::read_to_string(format!("{base}/{}/mariadbd.pid", self.0)).unwrap();
        pid.trim().to_string()
    }

    fn signal(&self, sig: &str) {
        let status = std::process::Command::new("kill")
            .args([sig, &self.pid()])
            .status()
            .unwrap();
        assert!(status.success(), "kill {sig} of server {}", self.0);
    }

    /// kill -9 of mariadbd: a crash, recovered by InnoDB at the next start.
    pub fn crash(&self) {
        self.signal("-9");
    }

    /// kill -STOP of mariadbd: a server that keeps its connections open and
    /// answers nothing (the kernel still accepts and acknowledges), until
    /// the guard is dropped (kill -CONT).
    pub fn freeze(&self) -> Frozen<'_> {
        self.signal("-STOP");
        Frozen(self)
    }
}

/// A frozen [`PrivateServer`]; thawed when dropped (also when the test
/// fails: declare it after the `TestDb`s of the server, so it drops first).
pub struct Frozen<'a>(&'a PrivateServer);

impl Drop for Frozen<'_> {
    fn drop(&mut self) {
        // No assert: this may run while a failed test unwinds.
        let _ = std::process::Command::new("kill")
            .args(["-CONT", &self.0.pid()])
            .status();
    }
}

impl Drop for PrivateServer {
    fn drop(&mut self) {
        let _ = std::process::Command::new("bash")
            .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/mariadb.sh"))
            .args(["stop", self.0])
            .output();
    }
}

/// A TCP proxy to a test server that forwards faithfully until the client
/// sends a packet containing `needle`, which it swallows; from then on the
/// "server" accepts everything and answers nothing, like a server that hangs
/// mid-session. Also driven by hand ([`FreezingProxy::manual`]): frozen
/// ([`FreezingProxy::freeze`]: answers nothing, like a server stopped with
/// SIGSTOP), down ([`FreezingProxy::go_down`]: every connection closed, each
/// new one closed at once, like a server that died) and back
/// ([`FreezingProxy::restore`]: new connections forwarded again).
pub struct FreezingProxy {
    pub port: u16,
    /// Whether it saw the packet and stopped answering (or was frozen).
    pub frozen: std::sync::Arc<std::sync::atomic::AtomicBool>,
    /// Whether it is down.
    down: std::sync::Arc<std::sync::atomic::AtomicBool>,
    /// Connections closed at once while down (each a failed connect).
    pub refused: std::sync::Arc<std::sync::atomic::AtomicU64>,
    /// Client packets forwarded that contain `counted` (see `manual`).
    pub counted: std::sync::Arc<std::sync::atomic::AtomicU64>,
    /// Every connection's client side, to close when it goes down.
    clients: std::sync::Arc<Mutex<Vec<std::net::TcpStream>>>,
}

impl FreezingProxy {
    pub fn start(upstream: std::net::SocketAddr, needle: &'static str) -> FreezingProxy {
        Self::spawn(upstream, Some(needle), "")
    }

    /// A proxy that forwards until told otherwise, counting the client
    /// packets that contain `counted` (a statement each sample sends: the
    /// event a test waits for).
    pub fn manual(upstream: std::net::SocketAddr, counted: &'static str) -> FreezingProxy {
        Self::spawn(upstream, None, counted)
    }

    /// A proxy in front of the server of `url`; the URL through it.
    pub fn manual_for(url: &str, counted: &'static str) -> (FreezingProxy, String) {
        let mut u = url::Url::parse(url).unwrap();
        let upstream = format!("127.0.0.1:{}", u.port().unwrap()).parse().unwrap();
        let proxy = Self::manual(upstream, counted);
        u.set_port(Some(proxy.port)).unwrap();
        (proxy, u.to_string())
    }

    /// Stop answering now (connections stay open).
    pub fn freeze(&self) {
        self.frozen.store(true, std::sync::atomic::Ordering::SeqCst);
    }

    /// Close every connection, and each new one at once.
    pub fn go_down(&self) {
        self.down.store(true, std::sync::atomic::Ordering::SeqCst);
        for c in self.clients.lock().unwrap().drain(..) {
            let _ = c.shutdown(std::net::Shutdown::Both);
        }
    }

    /// Forward new connections again (frozen ones stay broken).
    pub fn restore(&self) {
        use std::sync::atomic::Ordering;
        self.down.store(false, Ordering::SeqCst);
        self.frozen.store(false, Ordering::SeqCst);
    }

    fn spawn(
        upstream: std::net::SocketAddr,
        needle: Option<&'static str>,
        counted: &'static str,
    ) -> FreezingProxy {
        use std::io::{Read, Write};
        use std::sync::Arc;
        use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let proxy = FreezingProxy {
            port,
            frozen: Arc::new(AtomicBool::new(false)),
            down: Arc::new(AtomicBool::new(false)),
            refused: Arc::new(AtomicU64::new(0)),
            counted: Arc::new(AtomicU64::new(0)),
            clients: Arc::new(Mutex::new(Vec::new())),
        };
        let (flag, down, refused, count, clients) = (
            proxy.frozen.clone(),
            proxy.down.clone(),
            proxy.refused.clone(),
            proxy.counted.clone(),
            proxy.clients.clone(),
        );
        std::thread::spawn(move || {
            for client in listener.incoming().flatten() {
                if down.load(Ordering::SeqCst) {
                    let _ = client.shutdown(std::net::Shutdown::Both);
                    refused.fetch_add(1, Ordering::SeqCst);
                    continue;
                }
                let Ok(server) = std::net::TcpStream::connect(upstream) else {
                    continue;
                };
                clients.lock().unwrap().push(client.try_clone().unwrap());
                let pump = |mut from: std::net::TcpStream,
                            mut to: std::net::TcpStream,
                            watch: bool,
                            flag: Arc<AtomicBool>,
                            count: Arc<AtomicU64>| {
                    std::thread::spawn(move || {
                        let mut buf = [0u8; 65536];
                        while let Ok(n) = from.read(&mut buf) {
                            if n == 0 {
                                break;
                            }
                            let text = String::from_utf8_lossy(&buf[..n]);
                            if watch && needle.is_some_and(|x| text.contains(x)) {
                                flag.store(true, Ordering::SeqCst);
                            }
                            if flag.load(Ordering::SeqCst) {
                                // Hold the connection open, forward nothing.
                                continue;
                            }
                            if watch && !counted.is_empty() && text.contains(counted) {
                                count.fetch_add(1, Ordering::SeqCst);
                            }
                            if to.write_all(&buf[..n]).is_err() {
                                break;
                            }
                        }
                        // One side closed (or the proxy went down): close
                        // the other, unless frozen (a frozen server keeps
                        // its connections open).
                        if !flag.load(Ordering::SeqCst) {
                            let _ = to.shutdown(std::net::Shutdown::Both);
                        }
                    });
                };
                pump(
                    client.try_clone().unwrap(),
                    server.try_clone().unwrap(),
                    true,
                    flag.clone(),
                    count.clone(),
                );
                pump(server, client, false, flag.clone(), count.clone());
            }
        });
        proxy
    }
}

/// How long any wait below gives its event before the test fails.
pub const WAIT: Duration = Duration::from_secs(60);

/// Poll `ready` every 20 ms until it gives a value; panics naming `what`
/// when nothing came within `within`.
#[track_caller]
pub fn wait_for<T>(what: &str, within: Duration, mut ready: impl FnMut() -> Option<T>) -> T {
    let deadline = Instant::now() + within;
    loop {
        if let Some(v) = ready() {
            return v;
        }
        assert!(
            Instant::now() < deadline,
            "waited {within:?} for {what}, in vain"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// [`wait_for`] a condition.
#[track_caller]
pub fn wait_until(what: &str, within: Duration, mut cond: impl FnMut() -> bool) {
    wait_for(what, within, || cond().then_some(()))
}

/// A statement the server shows running on a connection (PROCESSLIST).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Running {
    pub connection: u64,
    /// MariaDB's per-statement id: a statement run again gets a new one.
    pub query_id: u64,
}

/// The statement matching the SQL `LIKE` pattern `like` that another
/// connection of `database` runs right now, if any.
pub fn running(conn: &mut impl Queryable, database: &str, like: &str) -> Option<Running> {
    let rows: Vec<(u64, u64)> = conn
        .exec(
            "SELECT ID, QUERY_ID FROM information_schema.PROCESSLIST \
             WHERE ID <> CONNECTION_ID() AND DB = ? AND INFO LIKE ? ORDER BY ID",
            (database, like),
        )
        .unwrap_or_else(|e| panic!("reading PROCESSLIST: {e}"));
    rows.first().map(|&(connection, query_id)| Running {
        connection,
        query_id,
    })
}

/// Wait until another connection of `database` runs a statement matching `like`.
#[track_caller]
pub fn wait_for_statement(conn: &mut impl Queryable, database: &str, like: &str) -> Running {
    wait_for(
        &format!("a statement like {like:?} in {database}"),
        WAIT,
        || running(conn, database, like),
    )
}

/// Wait until `was`'s connection runs a statement matching `like` again (a
/// retry: the same text under a newer query id).
#[track_caller]
pub fn wait_for_rerun(conn: &mut impl Queryable, database: &str, like: &str, was: Running) {
    wait_until(
        &format!("connection {} to run {like:?} again", was.connection),
        WAIT,
        || {
            let rows: Vec<u64> = conn
                .exec(
                    "SELECT QUERY_ID FROM information_schema.PROCESSLIST \
                 WHERE ID = ? AND DB = ? AND INFO LIKE ?",
                    (was.connection, database, like),
                )
                .unwrap_or_else(|e| panic!("reading PROCESSLIST: {e}"));
            rows.first().is_some_and(|&q| q > was.query_id)
        },
    )
}

/// Wait until a connection of `database` other than ours sits in the
/// failpoint `name` (poolctl runs `SELECT /* poolctl failpoint NAME */
/// SLEEP(..)` there); its connection id.
#[track_caller]
pub fn wait_for_failpoint(conn: &mut impl Queryable, database: &str, name: &str) -> u64 {
    wait_for_statement(conn, database, &format!("%poolctl failpoint {name}%")).connection
}

/// Wait until connection `id` is gone from the server.
#[track_caller]
pub fn wait_connection_gone(conn: &mut impl Queryable, id: u64) {
    wait_until(&format!("connection {id} to go away"), WAIT, || {
        let n: Option<u64> = conn
            .exec_first(
                "SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE ID = ?",
                (id,),
            )
            .unwrap_or_else(|e| panic!("reading PROCESSLIST: {e}"));
        n == Some(0)
    })
}

/// MariaDB's INNODB_TRX / INNODB_LOCK_WAITS are a cache, refreshed only when
/// nobody read them for 0.1 s: readers that poll them from several threads
/// keep it stale for ever. Every read of those views in one test binary goes
/// through this lock, after an idle pause.
static TRX_VIEWS: Mutex<()> = Mutex::new(());

pub fn with_fresh_trx_views<T>(f: impl FnOnce() -> T) -> T {
    let _g = TRX_VIEWS.lock().unwrap_or_else(|e| e.into_inner());
    std::thread::sleep(Duration::from_millis(150));
    f()
}

/// Wait until connection `thread` waits for a row lock (INNODB_TRX shows its
/// transaction in LOCK WAIT).
#[track_caller]
pub fn wait_until_blocked(conn: &mut impl Queryable, thread: u64) {
    let deadline = Instant::now() + WAIT;
    loop {
        let n: Option<u64> = with_fresh_trx_views(|| {
            conn.exec_first(
                "SELECT COUNT(*) FROM information_schema.INNODB_TRX \
                 WHERE trx_mysql_thread_id = ? AND trx_state = 'LOCK WAIT'",
                (thread,),
            )
            .unwrap_or_else(|e| panic!("reading INNODB_TRX: {e}"))
        });
        if n == Some(1) {
            return;
        }
        if Instant::now() >= deadline {
            let trx: Vec<(String, String, u64)> = conn
                .query(
                    "SELECT CAST(trx_id AS CHAR), trx_state, trx_mysql_thread_id \
                     FROM information_schema.INNODB_TRX",
                )
                .unwrap_or_default();
            panic!("connection {thread} never waited for a lock; INNODB_TRX: {trx:?}");
        }
    }
}

/// A TCP proxy in front of a test server that stops the client's packet
/// carrying `pattern` (its `nth` occurrence, counted over every connection)
/// until the test lets it through: the test acts at exactly that point of
/// the client's conversation (kills its connection, say). Connections are
/// plain (the tests do not use TLS), so statements are readable on the wire.
pub struct HoldingProxy {
    pub port: u16,
    held: std::sync::mpsc::Receiver<()>,
    release: std::sync::mpsc::Sender<()>,
}

impl HoldingProxy {
    pub fn start(server_url: &str, pattern: &'static [u8], nth: usize) -> HoldingProxy {
        use std::io::{Read, Write};
        use std::net::{Shutdown, TcpListener, TcpStream};
        use std::sync::atomic::{AtomicUsize, Ordering};
        use std::sync::{Arc, mpsc};
        let u = url::Url::parse(server_url).unwrap();
        let upstream = format!("{}:{}", u.host_str().unwrap(), u.port().unwrap_or(3306));
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let (held_tx, held) = mpsc::channel();
        let (release, release_rx) = mpsc::channel::<()>();
        let release_rx = Arc::new(Mutex::new(release_rx));
        let seen = Arc::new(AtomicUsize::new(0));
        std::thread::spawn(move || {
            for client in listener.incoming() {
                let Ok(client) = client else { return };
                let Ok(server) = TcpStream::connect(&upstream) else {
                    continue;
                };
                let (mut c_in, mut s_out) =
                    (client.try_clone().unwrap(), server.try_clone().unwrap());
                let (held_tx, release_rx, seen) =
                    (held_tx.clone(), release_rx.clone(), seen.clone());
                // Client to server: watch for the pattern.
                std::thread::spawn(move || {
                    let mut buf = vec![0u8; 1 << 16];
                    loop {
                        let n = match c_in.read(&mut buf) {
                            Ok(0) | Err(_) => break,
                            Ok(n) => n,
                        };
                        let chunk = &buf[..n];
                        if chunk.windows(pattern.len()).any(|w| w == pattern)
                            && seen.fetch_add(1, Ordering::SeqCst) + 1 == nth
                        {
                            let _ = held_tx.send(());
                            let _ = release_rx.lock().unwrap().recv();
                        }
                        if s_out.write_all(chunk).is_err() {
                            break;
                        }
                    }
                    let _ = s_out.shutdown(Shutdown::Both);
                });
                // Server to client: copy.
                let (mut s_in, mut c_out) = (server, client);
                std::thread::spawn(move || {
                    let _ = std::io::copy(&mut s_in, &mut c_out);
                    let _ = c_out.shutdown(Shutdown::Both);
                });
            }
        });
        HoldingProxy {
            port,
            held,
            release,
        }
    }

    /// `url` (of the proxied server) pointed at the proxy instead.
    pub fn url(&self, url: &str) -> String {
        let mut u = url::Url::parse(url).unwrap();
        u.set_port(Some(self.port)).unwrap();
        u.to_string()
    }

    /// Wait until the packet is held.
    #[track_caller]
    pub fn wait_held(&self) {
        self.held
            .recv_timeout(WAIT)
            .expect("the client never sent the statement the proxy waits for");
    }

    /// Let the held packet through.
    pub fn release(&self) {
        let _ = self.release.send(());
    }
}

/// The path of promtool (Debian's `prometheus` package), which the tests of
/// the alert rules and of the replenisher's metrics need: they fail, never
/// skip, when it is missing.
pub fn promtool() -> String {
    let out = Command::new("bash")
        .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/promtool.sh"))
        .arg("path")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "promtool is missing: run scripts/promtool.sh install (Debian's prometheus package); \
         scripts/test.sh and .ci/run install it"
    );
    String::from_utf8(out.stdout).unwrap().trim().to_string()
}

/// The lines a child process writes to one of its pipes, as they come: a
/// thread reads them into a channel; the test takes them in when it asks,
/// and keeps every line it took in (`seen`), for its failure messages.
pub struct Lines {
    rx: std::sync::mpsc::Receiver<String>,
    seen: Vec<String>,
}

impl Lines {
    /// Read `from` line by line on a thread of its own, to its end.
    pub fn read(from: impl std::io::Read + Send + 'static) -> Lines {
        use std::io::BufRead;
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in std::io::BufReader::new(from).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    return;
                }
            }
        });
        Lines {
            rx,
            seen: Vec::new(),
        }
    }

    /// Take in the lines written so far.
    pub fn drain(&mut self) -> &[String] {
        while let Ok(l) = self.rx.try_recv() {
            self.seen.push(l);
        }
        &self.seen
    }

    /// Take in every line to the end of the pipe (the process exited and
    /// closed it), waiting at most `within` for each.
    pub fn drain_to_end(&mut self, within: Duration) -> &[String] {
        while let Ok(l) = self.rx.recv_timeout(within) {
            self.seen.push(l);
        }
        &self.seen
    }

    /// The next line, waiting at most `within` for it (`None`: none came,
    /// or the pipe ended); kept in `seen` too.
    pub fn next(&mut self, within: Duration) -> Option<String> {
        let l = self.rx.recv_timeout(within).ok()?;
        self.seen.push(l.clone());
        Some(l)
    }

    /// Wait, at most `within`, for the next line for which `wanted` holds,
    /// taking in every line on the way; panics with what was seen.
    #[track_caller]
    pub fn wait_for(
        &mut self,
        what: &str,
        within: Duration,
        mut wanted: impl FnMut(&str) -> bool,
    ) -> String {
        let deadline = Instant::now() + within;
        loop {
            match self
                .rx
                .recv_timeout(deadline.saturating_duration_since(Instant::now()))
            {
                Ok(l) => {
                    self.seen.push(l.clone());
                    if wanted(&l) {
                        return l;
                    }
                }
                Err(_) => panic!(
                    "waited {within:?} for {what}; the process wrote:\n{}",
                    self.seen.join("\n")
                ),
            }
        }
    }

    /// Every line taken in so far.
    pub fn seen(&self) -> &[String] {
        &self.seen
    }

    /// The lines taken in, each ending in a newline, as the process wrote them.
    pub fn text(&self) -> String {
        self.seen.iter().map(|l| format!("{l}\n")).collect()
    }
}

/// A `poolctl` running in the background, its stdout and stderr read as
/// they come ([`Lines`]); killed when dropped, and what it wrote shown when
/// the test failed.
pub struct Spawned {
    pub child: std::process::Child,
    pub out: Lines,
    pub err: Lines,
    /// poolctl's arguments.
    pub args: Vec<String>,
}

impl Spawned {
    pub fn spawn(mut cmd: Command) -> Spawned {
        let mut child = cmd
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("poolctl starts");
        let out = Lines::read(child.stdout.take().expect("piped stdout"));
        let err = Lines::read(child.stderr.take().expect("piped stderr"));
        Spawned {
            child,
            out,
            err,
            args: poolctl_args(&cmd),
        }
    }

    /// `line`, a line of its stdout, as JSON valid against the schema of its
    /// command's lines.
    #[track_caller]
    pub fn json_line(&self, line: &str) -> serde_json::Value {
        json_schemas::document(&self.args, line)
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// `kill SIG PID` (`-TERM`, `-INT`, `-STOP`, ...).
    #[track_caller]
    pub fn signal(&self, sig: &str) {
        let ok = Command::new("kill")
            .args([sig, &self.pid().to_string()])
            .status()
            .expect("kill runs")
            .success();
        assert!(ok, "kill {sig} {}", self.pid());
    }

    /// Whether it has exited, and its status code if so.
    pub fn exited(&mut self) -> Option<Option<i32>> {
        self.child.try_wait().expect("try_wait").map(|s| s.code())
    }

    /// Wait, at most `within`, for it to exit; its status code.
    #[track_caller]
    pub fn wait_exit(&mut self, within: Duration) -> Option<i32> {
        let child = &mut self.child;
        wait_for("poolctl to exit", within, || {
            child.try_wait().expect("try_wait").map(|s| s.code())
        })
    }

    /// Wait for it to exit (its own time), then everything it wrote.
    pub fn finish(mut self) -> Run {
        let status = self.child.wait().expect("wait");
        self.out.drain_to_end(Duration::from_secs(5));
        self.err.drain_to_end(Duration::from_secs(5));
        Run {
            code: status.code(),
            stdout: self.out.text(),
            stderr: self.err.text(),
            args: std::mem::take(&mut self.args),
        }
    }
}

impl Drop for Spawned {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        if std::thread::panicking() {
            eprintln!(
                "--- poolctl's stdout\n{}\n--- poolctl's stderr\n{}",
                self.out.drain().join("\n"),
                self.err.drain().join("\n")
            );
        }
    }
}
