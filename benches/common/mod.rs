//! Helpers shared by the benchmarks: sizes from the environment, medians,
//! a process's CPU time, and (for the ones that need a server) the server
//! URL.
#![allow(dead_code)]

use std::time::Duration;

/// `name` from the environment as a number, else `default`.
pub fn env_num(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .map(|v| {
            v.parse()
                .unwrap_or_else(|_| panic!("{name}={v:?} is not a number"))
        })
        .unwrap_or(default)
}

/// The median of the rounds (the machine is shared and noisy).
pub fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

/// utime + stime of a process so far, in seconds (`/proc/PID/stat`, in
/// clock ticks: 10 ms at the usual 100 Hz). Time spent waiting for a core
/// is not in it, so on a shared machine it moves less than wall time.
pub fn cpu_secs(pid: u32) -> f64 {
    static HZ: std::sync::OnceLock<f64> = std::sync::OnceLock::new();
    let hz = *HZ.get_or_init(|| {
        let out = std::process::Command::new("getconf")
            .arg("CLK_TCK")
            .output()
            .expect("getconf CLK_TCK");
        String::from_utf8_lossy(&out.stdout)
            .trim()
            .parse()
            .expect("getconf CLK_TCK prints a number")
    });
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .unwrap_or_else(|e| panic!("/proc/{pid}/stat: {e}"));
    let rest = &stat[stat
        .rfind(')')
        .expect("stat has the command in parentheses")
        + 2..];
    let f: Vec<&str> = rest.split_whitespace().collect();
    // Fields 14 and 15 of stat(5); `rest` starts at field 3.
    let ticks: f64 = f[11].parse::<f64>().expect("utime") + f[12].parse::<f64>().expect("stime");
    ticks / hz
}

/// Set each Redis key to its value, in one script call.
pub const SET_ALL: &str =
    "for i = 1, #KEYS do redis.call('SET', KEYS[i], ARGV[i]) end return #KEYS";
/// Delete the Redis keys.
pub const DEL_ALL: &str = "for i = 1, #KEYS do redis.call('DEL', KEYS[i]) end return #KEYS";

/// POOLCTL_BENCH_URL, else POOLCTL_TEST_URL: a server URL without a
/// database, no trailing slash.
pub fn server_url() -> String {
    std::env::var("POOLCTL_BENCH_URL")
        .or_else(|_| std::env::var("POOLCTL_TEST_URL"))
        .unwrap_or_else(|_| {
            panic!(
                "set POOLCTL_BENCH_URL (or POOLCTL_TEST_URL) to a server URL, e.g. \
                 POOLCTL_BENCH_URL=$(scripts/mariadb.sh url test)"
            )
        })
        .trim_end_matches('/')
        .to_string()
}

/// A database of a bench's own on the bench server: migrated, with the test
/// ledger table (`inventory_levels`) and a poolctl.toml mapping it.
pub struct BenchDb {
    /// The database's URL (password included: pass it by environment only).
    pub url: String,
    pub name: &'static str,
    dir: tempfile::TempDir,
}

impl BenchDb {
    /// Drop and create `name`, with `[pool] cap = cap`; and an admin
    /// connection using it.
    pub fn fresh(name: &'static str, cap: u64) -> (BenchDb, mysql::Conn) {
        use mysql::prelude::Queryable;
        let server = server_url();
        let mut admin = mysql::Conn::new(mysql::Opts::from_url(&server).expect("URL parses"))
            .expect("connect to the bench server");
        admin
            .query_drop(format!(
                "DROP DATABASE IF EXISTS {name}; CREATE DATABASE {name}; USE {name}"
            ))
            .unwrap();
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("poolctl.toml"),
            format!(
                "[pool]\ncap = {cap}\n\n[ledger]\ntable = \"inventory_levels\"\nlocation_column = \"location_id\"\n"
            ),
        )
        .unwrap();
        let db = BenchDb {
            url: format!("{server}/{name}"),
            name,
            dir,
        };
        let out = db.poolctl().args(["migrate", "run"]).output().unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        admin
            .query_drop(
                "CREATE TABLE inventory_levels (shop_id BIGINT UNSIGNED NOT NULL, \
                 inventory_item_id BIGINT UNSIGNED NOT NULL, location_id BIGINT UNSIGNED NOT NULL, \
                 available INT NOT NULL, PRIMARY KEY (shop_id, inventory_item_id, location_id)) ENGINE=InnoDB",
            )
            .unwrap();
        (db, admin)
    }

    /// The release build of poolctl, aimed at this database.
    pub fn poolctl(&self) -> std::process::Command {
        let mut c = std::process::Command::new(env!("CARGO_BIN_EXE_poolctl"));
        c.current_dir(self.dir.path())
            .env_remove("POOLCTL_CONFIG")
            .env_remove("POOLCTL_FAILPOINT")
            .env("POOLCTL_URL", &self.url);
        c
    }

    /// `pools` pools (shop 1, items 1..=pools, location 1), each with a
    /// ledger row of `available` and `cap` units (ids 1..=cap): full pools.
    pub fn load_full_pools(admin: &mut mysql::Conn, pools: u64, cap: u64, available: i64) {
        use mysql::prelude::Queryable;
        admin
            .query_drop(format!(
                "INSERT INTO inventory_levels SELECT 1, seq, 1, {available} FROM seq_1_to_{pools}"
            ))
            .unwrap();
        admin
            .query_drop(format!(
                "INSERT INTO reservation_units (shop_id, inventory_item_id, inventory_group_id, id) \
                 SELECT 1, p.seq, 1, u.seq FROM seq_1_to_{pools} p, seq_1_to_{cap} u"
            ))
            .unwrap();
    }

    pub fn drop_database(self, admin: &mut mysql::Conn) {
        use mysql::prelude::Queryable;
        admin
            .query_drop(format!("DROP DATABASE {}", self.name))
            .unwrap();
    }
}
