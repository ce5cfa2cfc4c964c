//! Helpers shared by the integration tests: the built binary, and private
//! databases on the test server started by `scripts/test.sh`.
#![allow(dead_code)]

pub mod judge;

use mysql::prelude::Queryable;
use std::path::PathBuf;
use std::process::{Command, Output};

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
        Run::from(self.cmd().args(args).output().expect("poolctl runs"))
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

/// A finished run of the binary.
pub struct Run {
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

impl From<Output> for Run {
    fn from(o: Output) -> Run {
        Run {
            code: o.status.code(),
            stdout: String::from_utf8_lossy(&o.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&o.stderr).into_owned(),
        }
    }
}

impl Run {
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

    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.stdout)
            .unwrap_or_else(|e| panic!("stdout is not JSON ({e}):\n{}", self.stdout))
    }
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

    /// kill -9 of mariadbd: a crash, recovered by InnoDB at the next start.
    pub fn crash(&self) {
        let base = std::env::var("POOLCTL_MARIADB_DIR").unwrap_or_else(|_| {
            format!(
                "{}/poolctl-mariadb",
                std::env::var("TMPDIR").unwrap_or_else(|_| "/tmp".into())
            )
        });
        let pid = std::fs::read_to_string(format!("{base}/{}/mariadbd.pid", self.0)).unwrap();
        let status = std::process::Command::new("kill")
            .args(["-9", pid.trim()])
            .status()
            .unwrap();
        assert!(status.success());
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
