//! `poolctl schema check` and connection handling against the real MariaDB
//! test servers.

use crate::util;

use crate::util::{BIN, Run, TestDb};

fn failed_checks(r: &Run) -> Vec<String> {
    r.json()["checks"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["status"] == "fail")
        .map(|c| c["code"].as_str().unwrap().to_string())
        .collect()
}

/// A migrated database whose units table is then replaced by `units_ddl`.
/// Returns the failing report, after proving that the fix it prints, run as
/// printed, repairs the table.
fn broken(test: &str, units_ddl: &str) -> Run {
    let mut db = TestDb::new(test);
    db.run(&["migrate", "run"]).expect_code(0);
    db.exec("DROP TABLE reservation_units");
    db.exec(units_ddl);
    let r = db.run(&["schema", "check", "--format", "json"]);
    r.expect_code(1);
    // The table rendering says the same.
    let table = db.run(&["schema", "check"]);
    table.expect_code(1);
    assert!(table.stdout.contains("FAILED"), "{}", table.stdout);
    assert!(
        table.stdout.contains("fix: ALTER TABLE"),
        "{}",
        table.stdout
    );
    let fix = r.json()["checks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["status"] == "fail")
        .and_then(|c| c["fix"].as_str())
        .unwrap()
        .to_string();
    db.exec(&fix);
    let repaired = db.run(&["schema", "check", "--format", "json"]);
    repaired.expect_code(0);
    r
}

#[test]
fn schema_check_passes_on_the_migrated_schema() {
    let db = TestDb::new("schema_ok");
    db.run(&["migrate", "run"]).expect_code(0);
    let r = db.run(&["schema", "check", "--format", "json"]);
    r.expect_code(0);
    let j = r.json();
    assert_eq!(j["ok"], true, "{j}");
    assert_eq!(j["server"]["kind"], "mariadb");
    let iso = j["checks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["code"] == "default-isolation")
        .unwrap();
    // MariaDB 10.11 has tx_isolation and not transaction_isolation.
    assert!(
        iso["message"].as_str().unwrap().contains("(tx_isolation)"),
        "{iso}"
    );
    assert!(
        iso["message"].as_str().unwrap().contains("REPEATABLE-READ"),
        "{iso}"
    );
}

#[test]
fn schema_check_fails_before_migration() {
    let db = TestDb::new("schema_empty");
    let r = db.run(&["schema", "check", "--format", "json"]);
    r.expect_code(1);
    let failed = failed_checks(&r);
    assert!(failed.contains(&"units-table".to_string()), "{failed:?}");
    assert!(failed.contains(&"holds-table".to_string()), "{failed:?}");
}

#[test]
fn auto_increment_pk_with_lookup_index_is_caught() {
    let r = broken(
        "schema_autoinc",
        "CREATE TABLE reservation_units (
           id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
           shop_id BIGINT UNSIGNED NOT NULL,
           inventory_item_id BIGINT UNSIGNED NOT NULL,
           inventory_group_id BIGINT UNSIGNED NOT NULL,
           KEY lookup (shop_id, inventory_item_id, inventory_group_id)
         ) ENGINE=InnoDB",
    );
    assert_eq!(
        failed_checks(&r),
        vec![
            "units-primary-key",
            "units-secondary-index",
            "units-auto-increment"
        ]
    );
}

#[test]
fn missing_pk_column_is_caught() {
    let r = broken(
        "schema_missing_col",
        "CREATE TABLE reservation_units (
           shop_id BIGINT UNSIGNED NOT NULL,
           inventory_item_id BIGINT UNSIGNED NOT NULL,
           id BIGINT UNSIGNED NOT NULL,
           PRIMARY KEY (shop_id, inventory_item_id, id)
         ) ENGINE=InnoDB",
    );
    assert_eq!(
        failed_checks(&r),
        vec!["units-columns", "units-primary-key"]
    );
    let msg = r.json()["checks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["code"] == "units-primary-key")
        .unwrap()["message"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(msg.contains("lacks inventory_group_id"), "{msg}");
}

#[test]
fn wrong_pk_order_is_caught() {
    let r = broken(
        "schema_pk_order",
        "CREATE TABLE reservation_units (
           shop_id BIGINT UNSIGNED NOT NULL,
           inventory_item_id BIGINT UNSIGNED NOT NULL,
           inventory_group_id BIGINT UNSIGNED NOT NULL,
           id BIGINT UNSIGNED NOT NULL,
           PRIMARY KEY (id, shop_id, inventory_item_id, inventory_group_id)
         ) ENGINE=InnoDB",
    );
    assert_eq!(failed_checks(&r), vec!["units-primary-key"]);
}

#[test]
fn statement_binlog_is_caught() {
    let db = TestDb::on(
        &util::server_url_from("POOLCTL_TEST_URL_STATEMENT_BINLOG"),
        "schema_stmt",
    );
    db.run(&["migrate", "run"]).expect_code(0);
    let r = db.run(&["schema", "check", "--format", "json"]);
    r.expect_code(1);
    assert_eq!(failed_checks(&r), vec!["binlog-format"]);
}

#[test]
fn ledger_mapping_is_checked_when_configured() {
    let mut db = TestDb::new("schema_ledger");
    db.run(&["migrate", "run"]).expect_code(0);
    db.config_file("[ledger]\ntable = \"inventory_levels\"\nlocation_column = \"group_id\"\n");
    let r = db.run(&["schema", "check", "--format", "json"]);
    r.expect_code(1);
    assert_eq!(failed_checks(&r), vec!["ledger-mapping"]);
    db.exec(
        "CREATE TABLE inventory_levels (shop_id BIGINT, inventory_item_id BIGINT, group_id BIGINT, \
         available INT, PRIMARY KEY (shop_id, inventory_item_id, group_id))",
    );
    db.run(&["schema", "check"]).expect_code(0);
}

#[test]
fn wrong_password_is_one_line_without_the_password() {
    let db = TestDb::new("conn_badpw");
    let (bare, _) = db.url_and_password();
    let wrong = bare.replacen("poolctl@", "poolctl:Wr0ngPassw0rd@", 1);
    let r = Run::of(
        std::process::Command::new(BIN)
            .current_dir(db.dir.path())
            .env_remove("POOLCTL_CONFIG")
            .args(["--url", &wrong, "schema", "check"]),
    );
    r.expect_code(2);
    assert!(r.stderr.contains("access denied"), "{}", r.stderr);
    assert!(!r.stderr.contains("Wr0ngPassw0rd") && !r.stdout.contains("Wr0ngPassw0rd"));
    assert_eq!(r.stderr.trim().lines().count(), 1, "{}", r.stderr);
}

#[test]
fn pod_from_config_with_password_file() {
    let db = TestDb::new("conn_pod");
    let (bare, password) = db.url_and_password();
    let pw = db.dir.path().join("pw");
    std::fs::write(&pw, format!("{password}\n")).unwrap();
    db.config_file(&format!(
        "[pods.eu-1]\nurl = \"{bare}\"\npassword_file = \"{}\"\ntags = [\"low-traffic\"]\n",
        pw.display()
    ));
    let r = Run::of(
        std::process::Command::new(BIN)
            .current_dir(db.dir.path())
            .env_remove("POOLCTL_CONFIG")
            .env_remove("POOLCTL_URL")
            .env_remove("MYSQL_PWD")
            .args(["--pod", "eu-1", "migrate", "run"]),
    );
    r.expect_code(0);
    assert!(!r.stdout.contains(&password) && !r.stderr.contains(&password));
}

#[test]
fn tls_options_reach_the_driver() {
    // The test server has no certificate: asking for TLS must fail, and say so.
    let db = TestDb::new("conn_tls");
    let r = db.run(&["--tls-mode", "required", "schema", "check"]);
    r.expect_code(2);
    assert!(r.stderr.contains("TLS"), "{}", r.stderr);
    assert!(r.stderr.contains("--tls-mode"), "{}", r.stderr);
}

/// Issue 11 item 8: a VARCHAR `available` passed; the mapped ledger columns
/// must be integers, and the failure prints the fix.
#[test]
fn ledger_column_types_are_checked() {
    let mut db = TestDb::new("schema_ledger_types");
    db.run(&["migrate", "run"]).expect_code(0);
    db.config_file("[ledger]\ntable = \"inventory_levels\"\n");
    db.exec(
        "CREATE TABLE inventory_levels (shop_id BIGINT UNSIGNED, inventory_item_id BIGINT UNSIGNED, \
         location_id BIGINT UNSIGNED, available VARCHAR(20), \
         PRIMARY KEY (shop_id, inventory_item_id, location_id))",
    );
    let r = db.run(&["schema", "check", "--format", "json"]);
    r.expect_code(1);
    assert_eq!(failed_checks(&r), vec!["ledger-column-types"]);
    let j = r.json();
    let check = j["checks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["code"] == "ledger-column-types")
        .unwrap();
    assert!(
        check["message"]
            .as_str()
            .unwrap()
            .contains("available is varchar(20)"),
        "{check}"
    );
    let fix = check["fix"].as_str().unwrap();
    assert!(fix.contains("[ledger]"), "{fix}");
    // The printed ALTER, run as printed, fixes it.
    let alter = &fix[fix.find("ALTER TABLE").unwrap()..];
    db.exec(alter);
    db.run(&["schema", "check"]).expect_code(0);
}

/// Issue 11 item 3, mid-session: a server that answers the handshake and then
/// stops answering. Each command gives up after --read-timeout with exit 2,
/// naming the server and the timeout.
#[test]
fn a_server_that_stops_answering_mid_command_is_given_up_on() {
    let db = TestDb::new("conn_freeze");
    db.run(&["migrate", "run"]).expect_code(0);
    let url = url::Url::parse(&db.url()).unwrap();
    let upstream: std::net::SocketAddr = format!("127.0.0.1:{}", url.port().unwrap())
        .parse()
        .unwrap();
    for (args, needle) in [
        (&["schema", "check"][..], "SHOW GLOBAL VARIABLES"),
        (&["migrate", "status"][..], "poolctl_schema_history"),
        // The deploy lock waits on the statement's own connection while a
        // heartbeat asks the server every second: a frozen server is given
        // up on after --read-timeout, without waiting out --lock-timeout.
        (&["migrate", "run", "--lock-timeout", "30"][..], "GET_LOCK"),
        // Mid-migration: the statement's connection and the heartbeat both
        // get no answer; the heartbeat gives up after --read-timeout.
        (
            &["migrate", "run", "--lock-timeout", "1"][..],
            "CREATE TABLE",
        ),
    ] {
        let proxy = util::FreezingProxy::start(upstream, needle);
        let mut via = url.clone();
        via.set_port(Some(proxy.port)).unwrap();
        let started = std::time::Instant::now();
        let mut cmd = std::process::Command::new("timeout");
        cmd.args(["60", BIN])
            .args(["--read-timeout", "2"])
            .args(args)
            .current_dir(db.dir.path())
            .env_remove("POOLCTL_CONFIG")
            .env_remove("MYSQL_PWD")
            .env("POOLCTL_URL", via.as_str());
        let out = cmd.output().unwrap();
        let took = started.elapsed();
        let r = Run::finished(&cmd, out);
        assert_ne!(r.code, Some(124), "{args:?} hung");
        r.expect_code(2);
        assert!(
            proxy.frozen.load(std::sync::atomic::Ordering::SeqCst),
            "{args:?}: the proxy never saw {needle:?}: {}",
            r.stderr
        );
        let shown = format!(
            "no answer from mysql://poolctl@127.0.0.1:{}/{}",
            proxy.port, db.name
        );
        assert!(r.stderr.contains(&shown), "{args:?}: {}", r.stderr);
        assert!(
            r.stderr.contains("--read-timeout 2s"),
            "{args:?}: {}",
            r.stderr
        );
        // About 2 s each (the GET_LOCK case too: 30 s of --lock-timeout are
        // not waited out); 20 s leaves room for a loaded machine.
        assert!(took.as_secs() < 20, "{args:?} took {took:?}");
        let password = via.password().unwrap_or("");
        assert!(password.is_empty() || !r.stderr.contains(password));
    }
}

/// A target on the test database with the given read timeout, for the
/// library.
fn target_with_read_timeout(url: &str, secs: u64) -> poolctl::config::Target {
    let settings = poolctl::config::Settings {
        file: Default::default(),
        path: None,
        overrides: poolctl::config::ConnectOverrides {
            url: Some(url.to_string()),
            read_timeout_secs: Some(secs),
            ..Default::default()
        },
    };
    settings.target().unwrap()
}

/// Issue 11 item 3: a migration statement that runs longer than the read
/// timeout, on a server that keeps answering, is waited for; the same
/// statement on a server that stops answering is given up on after the read
/// timeout, not after --statement-timeout.
#[test]
fn a_long_migration_statement_is_waited_for_while_the_server_answers() {
    use poolctl::db::{Db, Require};
    let db = TestDb::new("conn_long_stmt");
    let target = target_with_read_timeout(&db.url(), 1).with_statement_timeout(60);
    let mut conn = Db::connect(&target, Require::Connection).unwrap();
    let started = std::time::Instant::now();
    conn.execute_migration_statement("DO SLEEP(4)").unwrap();
    assert!(started.elapsed() >= std::time::Duration::from_secs(4));
    // The session carries on to the next statement.
    conn.execute_migration_statement("SET @poolctl_test = 7")
        .unwrap();
    conn.execute_migration_statement("DO @poolctl_test")
        .unwrap();

    given_up_on_through_a_freezing_proxy(&db, "SLEEP(30)", "DO SLEEP(30)");
}

/// `statement` run as a migration statement (read timeout 2 s, statement
/// timeout 600 s) through a proxy that stops answering at the packet
/// holding `needle`: it fails within 10 s, naming the read timeout.
fn given_up_on_through_a_freezing_proxy(db: &TestDb, needle: &'static str, statement: &str) {
    use poolctl::db::{Db, Require};
    let url = url::Url::parse(&db.url()).unwrap();
    let upstream: std::net::SocketAddr = format!("127.0.0.1:{}", url.port().unwrap())
        .parse()
        .unwrap();
    let proxy = util::FreezingProxy::start(upstream, needle);
    let mut via = url.clone();
    via.set_port(Some(proxy.port)).unwrap();
    let target = target_with_read_timeout(via.as_str(), 2).with_statement_timeout(600);
    let mut conn = Db::connect(&target, Require::Connection).unwrap();
    let started = std::time::Instant::now();
    let err = conn.execute_migration_statement(statement).unwrap_err();
    let took = started.elapsed();
    assert!(
        proxy.frozen.load(std::sync::atomic::Ordering::SeqCst),
        "the proxy never saw {needle:?}"
    );
    assert!(took < std::time::Duration::from_secs(10), "took {took:?}");
    let msg = err.to_string();
    assert!(msg.contains("no answer from"), "{msg}");
    assert!(msg.contains("--read-timeout 2s"), "{msg}");
}

/// The statement connection's session settings (its lock-wait caps), sent
/// once when it opens, are watched like the statement: a server that stops
/// answering right after the connection opened is given up on after the
/// read timeout, not after the connection's socket timeout (read timeout +
/// --statement-timeout: 602 s here).
#[test]
fn a_server_that_stops_answering_as_the_statement_connection_opens_is_given_up_on() {
    let db = TestDb::new("conn_long_setup");
    given_up_on_through_a_freezing_proxy(&db, "SET SESSION lock_wait_timeout = LEAST", "DO 1");
}
