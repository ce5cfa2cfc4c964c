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
    let r = Run::from(
        std::process::Command::new(BIN)
            .current_dir(db.dir.path())
            .env_remove("POOLCTL_CONFIG")
            .args(["--url", &wrong, "schema", "check"])
            .output()
            .unwrap(),
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
    let r = Run::from(
        std::process::Command::new(BIN)
            .current_dir(db.dir.path())
            .env_remove("POOLCTL_CONFIG")
            .env_remove("POOLCTL_URL")
            .env_remove("MYSQL_PWD")
            .args(["--pod", "eu-1", "migrate", "run"])
            .output()
            .unwrap(),
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
