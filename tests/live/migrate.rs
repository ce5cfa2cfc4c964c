//! `poolctl migrate` against the real MariaDB test server.

use crate::util;

use crate::util::{BIN, TestDb};
use mysql::prelude::Queryable;
use std::process::{Command, Stdio};
use std::time::Duration;

/// poolctl's migrations: the four tables and the reserve procedure.
pub(crate) const MIGRATIONS: i64 = 7;

const TABLES: [&str; 4] = [
    "reservation_units",
    "reserved_quantities",
    "pool_caps",
    "pool_refill_state",
];

/// Take the database's migration lock on the test's own connection, as
/// another deploy would; its name.
fn hold_migration_lock(db: &mut TestDb) -> String {
    let lock = format!("poolctl.migrate.{}", db.name);
    let got: Option<i64> = db
        .admin
        .exec_first("SELECT GET_LOCK(?, 5)", (lock.as_str(),))
        .unwrap();
    assert_eq!(got, Some(1));
    lock
}

fn history(db: &mut TestDb) -> Vec<(i64, String)> {
    db.query("SELECT version, CAST(state AS CHAR) FROM poolctl_schema_history ORDER BY version")
}

#[test]
fn migrate_on_empty_database_then_second_run_is_a_no_op() {
    let mut db = TestDb::new("mig_empty");
    let status = db.run(&["migrate", "status", "--format", "json"]);
    status.expect_code(0);
    assert_eq!(status.json()["summary"]["pending"], MIGRATIONS);

    let first = db.run(&["migrate", "run", "--format", "json"]);
    first.expect_code(0);
    let applied = first.json()["applied"].as_array().unwrap().len();
    assert_eq!(applied as i64, MIGRATIONS);
    for t in TABLES {
        assert!(db.table_exists(t), "{t} was created");
    }
    let routines: Vec<String> = db.query(&format!(
        "SELECT CONCAT(ROUTINE_NAME, ' ', SECURITY_TYPE) FROM information_schema.ROUTINES WHERE ROUTINE_SCHEMA = '{}'",
        db.name
    ));
    assert_eq!(routines, vec!["reservation_units_reserve INVOKER"]);
    assert_eq!(
        history(&mut db),
        (1..=MIGRATIONS)
            .map(|v| (v, "finished".to_string()))
            .collect::<Vec<_>>()
    );

    let second = db.run(&["migrate", "run", "--format", "json"]);
    second.expect_code(0);
    let j = second.json();
    assert!(j.get("applied").is_none(), "{j}");
    assert_eq!(j["already_applied"], MIGRATIONS);
    let table = db.run(&["migrate", "run"]);
    table.expect_code(0);
    assert!(table.stdout.contains("up to date"), "{}", table.stdout);

    let status = db.run(&["migrate", "status", "--format", "json"]);
    status.expect_code(0);
    assert_eq!(status.json()["summary"]["applied"], MIGRATIONS);
}

#[test]
fn dry_run_prints_the_sql_and_changes_nothing() {
    let mut db = TestDb::new("mig_dry");
    let r = db.run(&["migrate", "run", "--dry-run"]);
    r.expect_code(0);
    assert!(
        r.stdout.contains("CREATE TABLE reservation_units"),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("nothing was changed"));
    assert!(!db.table_exists("reservation_units"));
    assert!(!db.table_exists("poolctl_schema_history"));
    let j = db
        .run(&["migrate", "run", "--dry-run", "--format", "json"])
        .json();
    assert_eq!(j["plan"].as_array().unwrap().len() as i64, MIGRATIONS);
    assert!(
        r.stdout
            .contains("CREATE PROCEDURE reservation_units_reserve"),
        "{}",
        r.stdout
    );
    assert_eq!(j["dry_run"], true);
}

/// The test holds the deploy lock while two deploys start, so both are
/// certainly waiting at once; then it lets go.
#[test]
fn concurrent_runs_apply_each_migration_exactly_once() {
    let mut db = TestDb::new("mig_concurrent");
    let lock = hold_migration_lock(&mut db);
    let spawn = || {
        util::Child::start(
            db.cmd()
                .args(["migrate", "run", "--format", "json", "--lock-timeout", "60"])
                .stdout(Stdio::piped())
                .stderr(Stdio::piped()),
        )
    };
    let (a, b) = (spawn(), spawn());
    // Both must be waiting on the lock before it is released.
    util::wait_until("both deploys to wait on the lock", util::WAIT, || {
        let rows: Vec<u64> = db.query(&format!(
            "SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE INFO LIKE 'SELECT GET_LOCK(%' AND ID <> CONNECTION_ID() AND DB = '{}'",
            db.name
        ));
        rows[0] == 2
    });
    assert!(
        !db.table_exists("poolctl_schema_history"),
        "nothing ran while the lock was held"
    );
    db.exec(&format!("DO RELEASE_LOCK('{lock}')"));
    let outs: Vec<util::Run> = [a, b].into_iter().map(util::Child::finish).collect();
    let mut total = 0;
    for o in &outs {
        o.expect_code(0);
        total += o.json()["applied"].as_array().map(|a| a.len()).unwrap_or(0);
        assert!(o.stderr.contains("waiting up to 60s"), "{}", o.stderr);
    }
    assert_eq!(
        total as i64, MIGRATIONS,
        "every migration was applied once in all"
    );
    assert_eq!(history(&mut db).len() as i64, MIGRATIONS);
}

#[test]
fn lock_timeout_names_the_holder() {
    let mut db = TestDb::new("mig_lock_timeout");
    let lock = format!("poolctl.migrate.{}", db.name);
    let id: u64 = db.query::<u64>("SELECT CONNECTION_ID()")[0];
    let _: Option<i64> = db
        .admin
        .exec_first("SELECT GET_LOCK(?, 5)", (lock.as_str(),))
        .unwrap();
    let r = db.run(&["migrate", "run", "--lock-timeout", "1"]);
    r.expect_code(2);
    assert!(
        r.stderr.contains(&format!("connection {id}")),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("--lock-timeout"), "{}", r.stderr);
    assert!(!db.table_exists("reservation_units"));
}

#[test]
fn crash_between_start_and_finish_is_dirty_and_blocks_run_until_resolved() {
    let mut db = TestDb::new("mig_crash");
    let crashed = util::Run::of(
        db.cmd()
            .args(["migrate", "run"])
            .env("POOLCTL_FAILPOINT", "migrate-crash-before-finish:2"),
    );
    assert_ne!(crashed.code, Some(0), "the process died");
    assert!(
        db.table_exists("reserved_quantities"),
        "V2's DDL had committed"
    );
    assert_eq!(
        history(&mut db),
        vec![(1, "finished".into()), (2, "started".into())]
    );

    let status = db.run(&["migrate", "status", "--format", "json"]);
    status.expect_code(1);
    let j = status.json();
    assert_eq!(j["migrations"][1]["state"], "dirty");
    assert_eq!(j["summary"]["dirty"], 1);
    let table = db.run(&["migrate", "status"]);
    table.expect_code(1);
    assert!(
        table
            .stdout
            .contains("runbooks/migrations.md#a-migration-is-dirty")
    );

    let blocked = db.run(&["migrate", "run"]);
    blocked.expect_code(2);
    assert!(blocked.stderr.contains("dirty"), "{}", blocked.stderr);
    assert!(!db.table_exists("pool_caps"), "run refused to go on");

    // The operator checked that V2's table is complete, and says so.
    db.run(&["migrate", "resolve", "2", "--mark", "applied", "--dry-run"])
        .expect_code(0);
    assert_eq!(history(&mut db)[1].1, "started", "dry run changed nothing");
    db.run(&["migrate", "resolve", "2", "--mark", "applied"])
        .expect_code(0);
    let after = db.run(&["migrate", "run", "--format", "json"]);
    after.expect_code(0);
    assert_eq!(
        after.json()["applied"].as_array().unwrap().len() as i64,
        MIGRATIONS - 2,
        "V3 and later"
    );
    db.run(&["migrate", "status"]).expect_code(0);
}

#[test]
fn a_failing_first_statement_leaves_the_migration_pending_not_dirty() {
    let mut db = TestDb::new("mig_first_fails");
    // Something already occupies V1's table name.
    db.exec("CREATE TABLE reservation_units (x INT)");
    let r = db.run(&["migrate", "run"]);
    r.expect_code(2);
    assert!(r.stderr.contains("nothing was changed"), "{}", r.stderr);
    let j = db.run(&["migrate", "status", "--format", "json"]).json();
    assert_eq!(j["migrations"][0]["state"], "pending");
}

#[test]
fn a_changed_migration_is_refused() {
    let mut db = TestDb::new("mig_diverged");
    db.run(&["migrate", "run"]).expect_code(0);
    // What a later edit of V1's file looks like to the database.
    db.exec("UPDATE poolctl_schema_history SET checksum = '12345' WHERE version = 1");
    db.exec("DELETE FROM poolctl_schema_history WHERE version = 4");
    db.exec("DROP TABLE pool_refill_state");

    let status = db.run(&["migrate", "status", "--format", "json"]);
    status.expect_code(1);
    assert_eq!(status.json()["migrations"][0]["state"], "diverged");
    let r = db.run(&["migrate", "run"]);
    r.expect_code(2);
    assert!(
        r.stderr.contains("changed after it was applied"),
        "{}",
        r.stderr
    );
    assert!(!db.table_exists("pool_refill_state"), "nothing was applied");
}

#[test]
fn configured_table_names_are_used_by_migrate_and_schema_check() {
    let mut db = TestDb::new("mig_renamed");
    db.config_file("[tables]\nunits = \"units_custom\"\nholds = \"holds_custom\"\n");
    db.run(&["migrate", "run"]).expect_code(0);
    assert!(db.table_exists("units_custom") && db.table_exists("holds_custom"));
    assert!(!db.table_exists("reservation_units"));
    // The reserve procedure follows the units table, and names the tables
    // as configured.
    let body: Vec<String> = db.query(&format!(
        "SELECT ROUTINE_NAME FROM information_schema.ROUTINES WHERE ROUTINE_SCHEMA = '{}' \
         AND ROUTINE_DEFINITION LIKE '%units_custom%' AND ROUTINE_DEFINITION LIKE '%holds_custom%' \
         AND ROUTINE_DEFINITION NOT LIKE '%reservation_units%' \
         AND ROUTINE_DEFINITION NOT LIKE '%reserved_quantities%'",
        db.name
    ));
    assert_eq!(body, vec!["units_custom_reserve"]);
    db.run(&["schema", "check"]).expect_code(0);
}

#[test]
fn missing_grant_is_named() {
    let mut db = TestDb::new("mig_grant");
    let user = format!("ro_{}", std::process::id());
    db.exec(&format!(
        "CREATE USER IF NOT EXISTS '{user}'@'127.0.0.1' IDENTIFIED BY 'ro-pass-{user}'"
    ));
    db.exec(&format!(
        "GRANT SELECT ON `{}`.* TO '{user}'@'127.0.0.1'",
        db.name
    ));
    let (bare, _) = db.url_and_password();
    let u = bare.replacen("poolctl@", &format!("{user}@"), 1);
    let r = util::Run::of(
        Command::new(BIN)
            .current_dir(db.dir.path())
            .env_remove("POOLCTL_CONFIG")
            .env("MYSQL_PWD", format!("ro-pass-{user}"))
            .args(["--url", &u, "migrate", "run"]),
    );
    db.exec(&format!("DROP USER '{user}'@'127.0.0.1'"));
    r.expect_code(2);
    assert!(r.stderr.contains("missing grant"), "{}", r.stderr);
    assert!(r.stderr.contains("CREATE"), "{}", r.stderr);
    assert!(!r.stderr.contains(&format!("ro-pass-{user}")));
    assert_eq!(r.stderr.trim().lines().count(), 1, "one line: {}", r.stderr);
}

/// Issue 11 item 8: `resolve N --mark pending` on a clean, applied migration
/// forgot it and left an out-of-order history that `migrate status` called
/// healthy. It is refused, and nothing changes.
#[test]
fn mark_pending_of_a_clean_applied_migration_is_refused() {
    let mut db = TestDb::new("mig_resolve_clean");
    db.run(&["migrate", "run"]).expect_code(0);
    let before = history(&mut db);
    for v in ["2", "4"] {
        let r = db.run(&["migrate", "resolve", v, "--mark", "pending"]);
        r.expect_code(2);
        assert!(r.stderr.contains("applied and unchanged"), "{}", r.stderr);
        let r = db.run(&["migrate", "resolve", v, "--mark", "pending", "--dry-run"]);
        r.expect_code(2);
    }
    assert_eq!(history(&mut db), before);
    db.run(&["migrate", "status"]).expect_code(0);

    // A dirty V2 below an applied V3: pending would be out of order too.
    db.exec("UPDATE poolctl_schema_history SET state = 'started' WHERE version = 2");
    let r = db.run(&["migrate", "resolve", "2", "--mark", "pending"]);
    r.expect_code(2);
    assert!(r.stderr.contains("Resolve V3 first"), "{}", r.stderr);
    assert_eq!(history(&mut db).len() as i64, MIGRATIONS);
}

/// Issue 11 item 3: the read timeout never cuts a legitimate wait short. A
/// migration lock held for longer than --read-timeout is waited for (up to
/// --lock-timeout), and the run completes once the lock is released.
#[test]
fn a_lock_wait_longer_than_the_read_timeout_is_not_cut_short() {
    let mut db = TestDb::new("mig_lock_vs_read");
    let lock = hold_migration_lock(&mut db);
    let mut cmd = db.cmd();
    cmd.args([
        "--read-timeout",
        "1",
        "migrate",
        "run",
        "--lock-timeout",
        "60",
    ])
    .stdout(Stdio::piped())
    .stderr(Stdio::piped());
    let child = cmd.spawn().unwrap();
    // Wait until the server reports the run has waited on GET_LOCK for 3 s,
    // three times its read timeout.
    let mut watcher = util::connect(&db.url());
    util::wait_until(
        "migrate run waiting 3 s on GET_LOCK",
        Duration::from_secs(30),
        || {
            let waited: Vec<u64> = watcher
                .exec(
                    "SELECT TIME FROM information_schema.PROCESSLIST \
                     WHERE INFO LIKE 'SELECT GET_LOCK(%' AND DB = ?",
                    (db.name.as_str(),),
                )
                .unwrap();
            waited.iter().any(|&t| t >= 3)
        },
    );
    let _: Option<i64> = db
        .admin
        .exec_first("SELECT RELEASE_LOCK(?)", (lock.as_str(),))
        .unwrap();
    let r = util::Run::finished(&cmd, child.wait_with_output().unwrap());
    r.expect_code(0);
    assert!(db.table_exists("reservation_units"));
}

/// The lock wait still ends at --lock-timeout with the lock message, not as a
/// server that stopped answering.
#[test]
fn a_lock_timeout_longer_than_the_read_timeout_reports_the_lock() {
    let mut db = TestDb::new("mig_lock_timeout_vs_read");
    hold_migration_lock(&mut db);
    let started = std::time::Instant::now();
    let r = db.run(&[
        "--read-timeout",
        "1",
        "migrate",
        "run",
        "--lock-timeout",
        "3",
    ]);
    r.expect_code(2);
    assert!(started.elapsed() >= Duration::from_secs(3));
    assert!(r.stderr.contains("gave up after 3s"), "{}", r.stderr);
    assert!(!r.stderr.contains("no answer"), "{}", r.stderr);
}

/// A connection of the test that holds the metadata lock of the name
/// `table` (its `CREATE TABLE ... AS SELECT SLEEP(300)` runs until killed),
/// so that a migration's `CREATE TABLE` of that name waits in the server
/// ("Waiting for table metadata lock"), as a migration waits behind a long
/// transaction. [`Blocker::end`] kills it (nothing of it stays).
struct Blocker {
    id: u64,
    thread: std::thread::JoinHandle<()>,
}

impl Blocker {
    fn hold(db: &mut TestDb, table: &str) -> Blocker {
        let mut conn = util::connect(&db.url());
        let id: u64 = conn.query_first("SELECT CONNECTION_ID()").unwrap().unwrap();
        let sql = format!("CREATE TABLE {table} AS SELECT SLEEP(300) AS x");
        let thread = std::thread::spawn(move || {
            let _ = conn.query_drop(sql);
        });
        util::wait_until("the blocker to hold the metadata lock", util::WAIT, || {
            util::running(
                &mut db.admin,
                &db.name,
                "CREATE TABLE % AS SELECT SLEEP(300)%",
            )
            .is_some_and(|r| r.connection == id)
        });
        Blocker { id, thread }
    }

    fn end(self, db: &mut TestDb) {
        db.exec(&format!("KILL QUERY {}", self.id));
        self.thread.join().unwrap();
    }
}

/// The connection holding the database's deploy lock, if any.
fn lock_holder(db: &mut TestDb) -> Option<u64> {
    let lock = format!("poolctl.migrate.{}", db.name);
    db.admin
        .exec_first::<Option<u64>, _, _>("SELECT IS_USED_LOCK(?)", (lock.as_str(),))
        .unwrap()
        .flatten()
}

fn state_of(db: &mut TestDb, version: usize) -> String {
    let j = db.run(&["migrate", "status", "--format", "json"]).json();
    j["migrations"][version - 1]["state"]
        .as_str()
        .unwrap()
        .to_string()
}

/// Review item F3: the deploy lock is held by the connection that runs the
/// migration statement, so the holder `migrate status` and the runbook
/// show is the waiting DDL (not an idle connection), and killing it stops
/// the statement; the killed deploy says the migration is dirty.
#[test]
fn the_lock_holder_is_the_migration_statement_and_killing_it_stops_the_deploy() {
    let mut db = TestDb::new("mig_holder");
    let blocker = Blocker::hold(&mut db, "reservation_units");
    let mut cmd = db.cmd();
    cmd.args(["migrate", "run"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let child = cmd.spawn().unwrap();
    let ddl = db.wait_for_statement("%CREATE TABLE reservation_units (%");
    util::wait_until("the DDL to wait for the metadata lock", util::WAIT, || {
        let s: Vec<String> = db.query(&format!(
            "SELECT STATE FROM information_schema.PROCESSLIST WHERE ID = {}",
            ddl.connection
        ));
        s.first().is_some_and(|s| s.contains("metadata lock"))
    });
    assert_eq!(lock_holder(&mut db), Some(ddl.connection));
    let status = db.run(&["migrate", "status", "--format", "json"]);
    status.expect_code(0);
    let j = status.json();
    let holder = j["deploy_lock_holder"].as_str().unwrap();
    assert!(
        holder.starts_with(&format!("connection {} (", ddl.connection))
            && holder.contains("Waiting for table metadata lock"),
        "{holder}"
    );
    assert_eq!(j["migrations"][0]["state"], "running");

    db.exec(&format!("KILL {}", ddl.connection));
    let r = util::Run::finished(&cmd, child.wait_with_output().unwrap());
    r.expect_code(2);
    assert!(
        r.stderr
            .contains("migration V1__reservation_units is now dirty"),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr.contains("migrations.md#a-migration-is-dirty"),
        "{}",
        r.stderr
    );
    assert!(!r.stderr.contains("IoError"), "{}", r.stderr);
    db.wait_connection_gone(ddl.connection);
    blocker.end(&mut db);
    assert!(
        !db.table_exists("reservation_units"),
        "the killed statement did not run after all"
    );
    assert_eq!(state_of(&mut db, 1), "dirty");
    let again = db.run(&["migrate", "run"]);
    again.expect_code(2);
    assert!(again.stderr.contains("dirty"), "{}", again.stderr);
}

/// A migration's lock wait ends as the server's error 1205 just before
/// --statement-timeout: the server refused the statement, nothing ran, and
/// the migration stays pending.
#[test]
fn a_lock_wait_of_the_first_statement_leaves_the_migration_pending() {
    let mut db = TestDb::new("mig_mdl_wait");
    let blocker = Blocker::hold(&mut db, "reservation_units");
    let r = db.run(&[
        "--read-timeout",
        "2",
        "migrate",
        "run",
        "--statement-timeout",
        "3",
    ]);
    blocker.end(&mut db);
    r.expect_code(2);
    assert!(r.stderr.contains("server error 1205"), "{}", r.stderr);
    assert!(r.stderr.contains("still pending"), "{}", r.stderr);
    assert_eq!(state_of(&mut db, 1), "pending");
    db.run(&["migrate", "run"]).expect_code(0);
}

/// Migrations V1..V4 applied, V5 (the reserve procedure) and the later
/// ones pending.
fn v5_pending(db: &mut TestDb) {
    db.run(&["migrate", "run"]).expect_code(0);
    db.exec("DROP PROCEDURE reservation_units_reserve");
    db.exec("DROP TABLE pool_cutover, pool_cutover_audit, shadow_operations, shadow_disagreements");
    db.exec("ALTER TABLE pool_refill_state DROP COLUMN drained_since");
    db.exec("DELETE FROM poolctl_schema_history WHERE version >= 5");
    assert_eq!(state_of(db, 5), "pending");
    assert_eq!(state_of(db, 6), "pending");
}

fn procedure_exists(db: &mut TestDb) -> bool {
    let n: Vec<u64> = db.query(&format!(
        "SELECT COUNT(*) FROM information_schema.ROUTINES WHERE ROUTINE_SCHEMA = '{}' \
         AND ROUTINE_NAME = 'reservation_units_reserve'",
        db.name
    ));
    n[0] == 1
}

/// Review items F1 and F7: a first statement cut off by --statement-timeout
/// may still run in the server (here: its packet reaches the server only
/// after poolctl gave up), so the migration is dirty, not "nothing was
/// changed, still pending"; the message names --statement-timeout. Until
/// the statement ends, its connection holds the deploy lock.
#[test]
fn a_first_statement_cut_off_by_the_statement_timeout_leaves_it_dirty() {
    let mut db = TestDb::new("mig_stmt_timeout");
    v5_pending(&mut db);
    let proxy = util::HoldingProxy::start(&db.url(), b"CREATE PROCEDURE", 1);
    let r = util::Run::of(db.cmd().env("POOLCTL_URL", proxy.url(&db.url())).args([
        "--read-timeout",
        "2",
        "migrate",
        "run",
        "--statement-timeout",
        "2",
    ]));
    r.expect_code(2);
    for part in [
        "migration V5__reserve_procedure is now dirty",
        "0 of 1 statement(s) ran for certain",
        "--statement-timeout 2s",
        "migrations.md#a-migration-is-dirty",
    ] {
        assert!(r.stderr.contains(part), "{part}: {}", r.stderr);
    }
    assert!(!r.stderr.contains("nothing was changed"), "{}", r.stderr);
    assert!(!r.stderr.contains("--read-timeout"), "{}", r.stderr);
    // The statement's connection still holds the deploy lock: running.
    let holder = lock_holder(&mut db).expect("the statement's connection holds the lock");
    assert_eq!(state_of(&mut db, 5), "running");

    proxy.release();
    db.wait_connection_gone(holder);
    assert!(procedure_exists(&mut db), "the server ran the statement");
    assert_eq!(state_of(&mut db, 5), "dirty");
    let again = db.run(&["migrate", "run"]);
    again.expect_code(2);
    assert!(again.stderr.contains("dirty"), "{}", again.stderr);
}

/// Review item F2: a server that stops answering mid-migration (here: the
/// heartbeat's question never reaches it) is given up on after about
/// --read-timeout, not after (--read-timeout + --lock-timeout) twice, and
/// the migration is dirty.
#[test]
fn a_server_that_stops_answering_is_given_up_on_after_the_read_timeout() {
    let mut db = TestDb::new("mig_no_answer");
    let blocker = Blocker::hold(&mut db, "reservation_units");
    let proxy = util::HoldingProxy::start(&db.url(), b"poolctl heartbeat", 1);
    let mut cmd = db.cmd();
    cmd.env("POOLCTL_URL", proxy.url(&db.url()))
        .args([
            "--read-timeout",
            "2",
            "migrate",
            "run",
            "--lock-timeout",
            "60",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let child = cmd.spawn().unwrap();
    proxy.wait_held();
    let held = std::time::Instant::now();
    let r = util::Run::finished(&cmd, child.wait_with_output().unwrap());
    let took = held.elapsed();
    r.expect_code(2);
    assert!(took < Duration::from_secs(10), "gave up after {took:?}");
    for part in [
        "no answer from",
        "--read-timeout 2s",
        "migration V1__reservation_units is now dirty",
        "migrations.md#a-migration-is-dirty",
    ] {
        assert!(r.stderr.contains(part), "{part}: {}", r.stderr);
    }
    blocker.end(&mut db);
    proxy.release();
    util::wait_until("the deploy lock to be free", util::WAIT, || {
        lock_holder(&mut db).is_none()
    });
    assert_eq!(state_of(&mut db, 1), "dirty");
}

/// Review item F6: the dry run's output is a script the `mariadb` client
/// runs as it is (the reserve procedure between DELIMITER lines), as the
/// runbooks tell operators to use it.
#[test]
fn dry_run_output_runs_in_the_mariadb_client() {
    let mut db = TestDb::new("mig_dry_client");
    let dry = db.run(&["migrate", "run", "--dry-run"]);
    dry.expect_code(0);
    assert!(dry.stdout.contains("DELIMITER"), "{}", dry.stdout);
    let u = url::Url::parse(&db.url()).unwrap();
    let mut client_cmd = Command::new("mariadb");
    client_cmd
        .args([
            "--no-defaults",
            "--batch",
            "-h",
            u.host_str().unwrap(),
            "-P",
            &u.port().unwrap().to_string(),
            "-u",
            u.username(),
            &db.name,
        ])
        .env("MYSQL_PWD", u.password().unwrap_or(""))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut client = client_cmd
        .spawn()
        .expect("the mariadb client (Debian's mariadb-client) runs");
    {
        use std::io::Write;
        let mut stdin = client.stdin.take().unwrap();
        stdin.write_all(dry.stdout.as_bytes()).unwrap();
    }
    let out = util::Run::finished(&client_cmd, client.wait_with_output().unwrap());
    out.expect_code(0);
    for t in TABLES {
        assert!(db.table_exists(t), "{t} was created");
    }
    assert!(procedure_exists(&mut db));
}
