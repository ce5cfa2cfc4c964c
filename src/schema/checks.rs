//! The invariants, one function each, in the order they are reported.

use super::facts::{
    CODES, CheckTargets, ColumnFacts, HOLDS_COLUMNS, HOLDS_KEY_PREFIX, RUNBOOK, SchemaFacts,
    TableFacts, UNITS_PRIMARY_KEY,
};
use super::report::{CheckResult, Status};

fn result(code: &'static str, status: Status, message: String, fix: Option<String>) -> CheckResult {
    debug_assert!(CODES.contains(&code), "check code {code} is not in CODES");
    CheckResult {
        code,
        status,
        message,
        fix,
        runbook: format!("{RUNBOOK}#{code}"),
    }
}

fn pass(code: &'static str, message: impl Into<String>) -> CheckResult {
    result(code, Status::Pass, message.into(), None)
}

fn fail(code: &'static str, message: String, fix: impl Into<String>) -> CheckResult {
    result(code, Status::Fail, message, Some(fix.into()))
}

fn q(ident: &str) -> String {
    format!("`{}`", ident.replace('`', "``"))
}

/// `s.t` -> `` `s`.`t` ``.
fn qualified(name: &str) -> String {
    name.split('.').map(q).collect::<Vec<_>>().join(".")
}

fn cols(list: &[impl AsRef<str>]) -> String {
    list.iter()
        .map(|c| c.as_ref())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Run every check. A result with [`Status::Fail`] means an invariant is broken.
pub fn check(facts: &SchemaFacts, targets: &CheckTargets) -> Vec<CheckResult> {
    let mut out = vec![skip_locked(facts)];
    out.extend(binlog(facts));
    out.push(isolation(facts));
    out.push(status_output_locks(facts));
    match table(facts, &targets.units) {
        None => out.push(missing("units-table", &targets.units)),
        Some(t) => out.extend(units(t)),
    }
    match table(facts, &targets.holds) {
        None => out.push(missing("holds-table", &targets.holds)),
        Some(t) => out.extend(holds(t)),
    }
    for (code, name) in [
        ("caps-table", &targets.caps),
        ("refill-state-table", &targets.refill_state),
    ] {
        out.push(match table(facts, name) {
            None => missing(code, name),
            Some(t) => innodb(code, t),
        });
    }
    out.push(reserve_procedure(facts, &targets.reserve_procedure));
    if let Some(l) = &targets.ledger {
        let mapping = ledger(facts, l);
        let mapped = !mapping.failed();
        out.push(mapping);
        if mapped && let Some(t) = table(facts, &l.table) {
            out.push(ledger_types(t, l));
        }
    }
    out
}

fn table<'a>(facts: &'a SchemaFacts, name: &str) -> Option<&'a TableFacts> {
    facts.tables.get(name).and_then(|t| t.as_ref())
}

fn missing(code: &'static str, name: &str) -> CheckResult {
    fail(
        code,
        format!("table {name} does not exist"),
        "poolctl migrate run",
    )
}

/// The one-round-trip reserve (`migrations/V5__reserve_procedure.sql`):
/// missing, every reserve works but takes two round trips (the library falls
/// back per connection), so a warning, not a failure.
fn reserve_procedure(facts: &SchemaFacts, name: &str) -> CheckResult {
    const CODE: &str = "reserve-procedure";
    match facts.reserve_procedure.as_deref() {
        Some(security) if security.eq_ignore_ascii_case("INVOKER") => pass(
            CODE,
            format!(
                "procedure {name} exists (SQL SECURITY INVOKER): one round trip per reserve for accounts with EXECUTE on it"
            ),
        ),
        Some(security) => result(
            CODE,
            Status::Warn,
            format!(
                "procedure {name} runs with SQL SECURITY {security}: with its definer's privileges, not the caller's"
            ),
            Some(format!(
                "recreate it from migrations/V5__reserve_procedure.sql (SQL SECURITY INVOKER): DROP PROCEDURE {}, then its CREATE PROCEDURE",
                qualified(name)
            )),
        ),
        None => result(
            CODE,
            Status::Warn,
            format!(
                "procedure {name} does not exist or this account cannot see it: without it every reserve takes two round trips instead of one"
            ),
            Some(format!(
                "poolctl migrate run (V5); then GRANT EXECUTE ON PROCEDURE {}.{} TO the application's account",
                q(&facts.database),
                qualified(name)
            )),
        ),
    }
}

fn var<'a>(facts: &'a SchemaFacts, name: &str) -> Option<&'a str> {
    facts.variables.get(name).map(|s| s.as_str())
}

fn skip_locked(facts: &SchemaFacts) -> CheckResult {
    let s = &facts.server;
    if s.supports_skip_locked() {
        pass(
            "skip-locked-support",
            format!("{s} supports SELECT ... FOR UPDATE SKIP LOCKED"),
        )
    } else {
        fail(
            "skip-locked-support",
            format!(
                "{s} has no SKIP LOCKED (needs {} {} or later): concurrent reserves would queue on each other",
                s.product(),
                s.skip_locked_minimum()
            ),
            s.skip_locked_upgrade_hint(),
        )
    }
}

/// SKIP LOCKED and NOWAIT are unsafe for statement-based logging.
fn binlog(facts: &SchemaFacts) -> Option<CheckResult> {
    let log_bin = var(facts, "log_bin")?;
    let on = matches!(log_bin.to_ascii_uppercase().as_str(), "ON" | "1");
    if !on {
        return Some(pass("binlog-format", "binary logging is off"));
    }
    let format = var(facts, "binlog_format")
        .unwrap_or("")
        .to_ascii_uppercase();
    Some(match format.as_str() {
        "ROW" => pass("binlog-format", "binary logging in ROW format"),
        "MIXED" => result(
            "binlog-format",
            Status::Warn,
            "binlog_format is MIXED: SKIP LOCKED statements are logged as rows, but only because \
             the server marks them unsafe; ROW is the supported setting"
                .into(),
            Some("SET PERSIST binlog_format = 'ROW' (MySQL) or binlog_format=ROW in the server config".into()),
        ),
        other => fail(
            "binlog-format",
            format!(
                "binlog_format is {}: statements with SKIP LOCKED or NOWAIT are unsafe for \
                 statement-based replication and replicas can diverge",
                if other.is_empty() { "unknown" } else { other }
            ),
            "set binlog_format=ROW in the server config (SET GLOBAL binlog_format = 'ROW' takes \
             effect for new connections only)",
        ),
    })
}

/// The default isolation is reported, not enforced: pool transactions set READ
/// COMMITTED themselves (`poolctl lint` checks that they do).
fn isolation(facts: &SchemaFacts) -> CheckResult {
    let name = facts.server.isolation_variable();
    match var(facts, name) {
        Some(level) => {
            let level = level.to_ascii_uppercase().replace(' ', "-");
            let msg = if level == "READ-COMMITTED" {
                format!("server default isolation ({name}) is READ-COMMITTED")
            } else {
                format!(
                    "server default isolation ({name}) is {level}: every pool transaction must \
                     SET TRANSACTION ISOLATION LEVEL READ COMMITTED (poolctl lint checks this)"
                )
            };
            result("default-isolation", Status::Info, msg, None)
        }
        None => result(
            "default-isolation",
            Status::Warn,
            format!(
                "the server does not report {name}, the isolation variable of {}",
                facts.server
            ),
            None,
        ),
    }
}

fn status_output_locks(facts: &SchemaFacts) -> CheckResult {
    match var(facts, "innodb_status_output_locks").map(|v| v.to_ascii_uppercase()) {
        Some(v) if v == "ON" || v == "1" => pass(
            "status-output-locks",
            "innodb_status_output_locks is ON: SHOW ENGINE INNODB STATUS prints granted locks",
        ),
        _ => result(
            "status-output-locks",
            Status::Warn,
            "innodb_status_output_locks is OFF: SHOW ENGINE INNODB STATUS omits granted locks, \
             so poolctl inspect-locks cannot see gap locks or lock holders"
                .into(),
            Some("SET GLOBAL innodb_status_output_locks = ON".into()),
        ),
    }
}

fn innodb(code: &'static str, t: &TableFacts) -> CheckResult {
    if t.engine.eq_ignore_ascii_case("InnoDB") {
        pass(code, format!("{} exists (InnoDB)", t.name))
    } else {
        fail(
            code,
            format!(
                "{} uses {}: row locks and SKIP LOCKED need InnoDB",
                t.name, t.engine
            ),
            format!("ALTER TABLE {} ENGINE=InnoDB", q(&t.name)),
        )
    }
}

/// The one ALTER that repairs every structural problem of the units table.
/// The problems are entangled (an AUTO_INCREMENT column must stay indexed, so
/// dropping its index, removing AUTO_INCREMENT and re-keying the table only work
/// together), so every units failure prints this same statement.
fn units_repair(t: &TableFacts, missing: &[&str], pk_ok: bool) -> String {
    let mut parts: Vec<String> = missing
        .iter()
        .map(|c| format!("ADD COLUMN {} BIGINT UNSIGNED NOT NULL", q(c)))
        .collect();
    for c in t.columns.iter().filter(|c| is_auto_increment(c)) {
        parts.push(format!(
            "MODIFY {} {} NOT NULL",
            q(&c.name),
            c.column_type.to_ascii_uppercase()
        ));
    }
    for i in t.indexes.iter().filter(|i| i.name != "PRIMARY") {
        parts.push(format!("DROP INDEX {}", q(&i.name)));
    }
    if !pk_ok {
        if t.primary_key().is_some() {
            parts.push("DROP PRIMARY KEY".into());
        }
        parts.push(format!("ADD PRIMARY KEY ({})", cols(&UNITS_PRIMARY_KEY)));
    }
    format!("ALTER TABLE {} {}", q(&t.name), parts.join(", "))
}

fn is_auto_increment(c: &ColumnFacts) -> bool {
    c.extra.to_ascii_lowercase().contains("auto_increment")
}

fn units(t: &TableFacts) -> Vec<CheckResult> {
    let mut out = vec![innodb("units-engine", t)];
    let missing: Vec<&str> = UNITS_PRIMARY_KEY
        .iter()
        .copied()
        .filter(|c| t.column(c).is_none())
        .collect();
    let want: Vec<String> = UNITS_PRIMARY_KEY.iter().map(|s| s.to_string()).collect();
    let pk_ok = t.primary_key().is_some_and(|pk| lower(&pk.columns) == want);
    let fix = units_repair(t, &missing, pk_ok);
    if !missing.is_empty() {
        out.push(fail(
            "units-columns",
            format!("{} lacks column(s) {}", t.name, cols(&missing)),
            fix.clone(),
        ));
    }
    out.push(match t.primary_key() {
        None => fail(
            "units-primary-key",
            format!(
                "{} has no primary key: InnoDB clusters on a hidden row id and every scan \
                 locks through whatever index it uses",
                t.name
            ),
            fix.clone(),
        ),
        Some(pk) if pk_ok => pass(
            "units-primary-key",
            format!("primary key is ({})", cols(&pk.columns)),
        ),
        Some(pk) => {
            let got = lower(&pk.columns);
            let why = if want.iter().all(|c| got.contains(c)) && got.len() == want.len() {
                "the columns are in the wrong order: the reserve scan filters on shop, item, \
                 location and can only use a primary key that starts with them in that order"
                    .to_string()
            } else {
                let absent: Vec<&String> = want.iter().filter(|c| !got.contains(c)).collect();
                let extra: Vec<&String> = got.iter().filter(|c| !want.contains(c)).collect();
                let mut parts = Vec::new();
                if !absent.is_empty() {
                    parts.push(format!("it lacks {}", cols(&absent)));
                }
                if !extra.is_empty() {
                    parts.push(format!("it has {} in it", cols(&extra)));
                }
                format!(
                    "{}: the reserve scan's filter (shop, item, location) must be its prefix and the unit id its last column",
                    parts.join(" and ")
                )
            };
            fail(
                "units-primary-key",
                format!(
                    "primary key is ({}), expected ({}): {why}",
                    cols(&pk.columns),
                    cols(&UNITS_PRIMARY_KEY)
                ),
                fix.clone(),
            )
        }
    });
    let secondary: Vec<_> = t.indexes.iter().filter(|i| i.name != "PRIMARY").collect();
    out.push(if secondary.is_empty() {
        pass("units-secondary-index", "no secondary index")
    } else {
        fail(
            "units-secondary-index",
            format!(
                "{} has secondary index(es) {}: a locking scan through a secondary index locks the \
                 index entry and the clustered record, two locks per unit",
                t.name,
                secondary
                    .iter()
                    .map(|i| format!("{} ({})", i.name, cols(&i.columns)))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            fix.clone(),
        )
    });
    let auto: Vec<_> = t.columns.iter().filter(|c| is_auto_increment(c)).collect();
    out.push(if auto.is_empty() {
        pass("units-auto-increment", "no AUTO_INCREMENT column")
    } else {
        fail(
            "units-auto-increment",
            format!(
                "{} is AUTO_INCREMENT: InnoDB then needs an index led by it (a second lock per \
                 unit unless it leads the primary key, which breaks the filter prefix); unit ids \
                 are assigned by refill",
                auto.iter()
                    .map(|c| c.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            fix,
        )
    });
    out
}

fn lower(list: &[String]) -> Vec<String> {
    list.iter().map(|s| s.to_ascii_lowercase()).collect()
}

fn holds(t: &TableFacts) -> Vec<CheckResult> {
    let mut out = vec![innodb("holds-engine", t)];
    let missing: Vec<&str> = HOLDS_COLUMNS
        .iter()
        .copied()
        .filter(|c| t.column(c).is_none())
        .collect();
    let pk = t
        .primary_key()
        .map(|p| lower(&p.columns))
        .unwrap_or_default();
    let prefix_ok =
        pk.len() > HOLDS_KEY_PREFIX.len() && pk.iter().zip(HOLDS_KEY_PREFIX).all(|(a, b)| a == b);
    let quantity_ok = t
        .column("quantity")
        .map(|c| c.data_type.to_ascii_lowercase().contains("int"))
        .unwrap_or(true);
    let mut problems = Vec::new();
    if !missing.is_empty() {
        problems.push(format!("lacks column(s) {}", cols(&missing)));
    }
    if !prefix_ok {
        problems.push(format!(
            "its primary key ({}) does not start with ({}) followed by the checkout",
            cols(&pk),
            cols(&HOLDS_KEY_PREFIX)
        ));
    }
    if !quantity_ok {
        problems.push("quantity is not an integer column".into());
    }
    out.push(if problems.is_empty() {
        pass(
            "holds-shape",
            format!("{} has the hold columns and key", t.name),
        )
    } else {
        fail(
            "holds-shape",
            format!("{} {}", t.name, problems.join("; ")),
            "compare with migrations/V2__reserved_quantities.sql and alter the table to match",
        )
    });
    out
}

fn ledger(facts: &SchemaFacts, l: &crate::config::LedgerMapping) -> CheckResult {
    let Some(t) = table(facts, &l.table) else {
        return fail(
            "ledger-mapping",
            format!(
                "ledger table {} (from [ledger] table) does not exist",
                l.table
            ),
            "fix [ledger] table in poolctl.toml",
        );
    };
    let wanted = [
        ("shop_column", &l.shop_column),
        ("item_column", &l.item_column),
        ("location_column", &l.location_column),
        ("available_column", &l.available_column),
    ];
    let absent: Vec<String> = wanted
        .iter()
        .filter(|(_, c)| t.column(c).is_none())
        .map(|(k, c)| format!("{c} ({k})"))
        .collect();
    if absent.is_empty() {
        pass(
            "ledger-mapping",
            format!("ledger {} has the mapped columns", l.table),
        )
    } else {
        fail(
            "ledger-mapping",
            format!("ledger {} lacks column(s) {}", l.table, absent.join(", ")),
            "fix the [ledger] column names in poolctl.toml",
        )
    }
}

/// The ledger's key columns (shop, item, location) that are not whole
/// numbers, as `name is type`. A chunked scan of the ledger (reconcile, the
/// replenisher's sweep) pages it in its key order, which for text is not the
/// pools' integer order ('10' sorts before '9'): pages would overlap and skip
/// pools. So those scans refuse such a ledger (`ledger_types` is the
/// `schema check` finding for all four columns).
pub fn ledger_keys_not_whole(t: &TableFacts, l: &crate::config::LedgerMapping) -> Vec<String> {
    [&l.shop_column, &l.item_column, &l.location_column]
        .into_iter()
        .filter_map(|c| t.column(c))
        .filter(|c| !is_whole_number(c))
        .map(|c| format!("{} is {}", c.name, c.column_type))
        .collect()
}

/// Whether a column holds whole numbers exactly: an integer type, or a
/// DECIMAL without a fraction.
fn is_whole_number(c: &ColumnFacts) -> bool {
    let dt = c.data_type.to_ascii_lowercase();
    if matches!(
        dt.as_str(),
        "tinyint" | "smallint" | "mediumint" | "int" | "integer" | "bigint"
    ) {
        return true;
    }
    let ct = c.column_type.to_ascii_lowercase();
    (dt == "decimal" || dt == "numeric")
        && ct
            .split_once(',')
            .is_some_and(|(_, scale)| scale.trim_start().starts_with("0)"))
}

/// The mapped ledger columns must be whole numbers: keys are read with
/// CAST(... AS UNSIGNED) and the quantity as a DECIMAL(20,0), which turn text
/// such as '12 units' or 'n/a' into a number without failing.
fn ledger_types(t: &TableFacts, l: &crate::config::LedgerMapping) -> CheckResult {
    let wrong: Vec<&ColumnFacts> = [
        &l.shop_column,
        &l.item_column,
        &l.location_column,
        &l.available_column,
    ]
    .into_iter()
    .filter_map(|c| t.column(c))
    .filter(|c| !is_whole_number(c))
    .collect();
    if wrong.is_empty() {
        return pass(
            "ledger-column-types",
            format!("ledger {} maps integer columns", l.table),
        );
    }
    let list = wrong
        .iter()
        .map(|c| format!("{} is {}", c.name, c.column_type))
        .collect::<Vec<_>>()
        .join(", ");
    let alter = wrong
        .iter()
        .map(|c| {
            format!(
                "MODIFY {} BIGINT{} NOT NULL",
                q(&c.name),
                if c.name.eq_ignore_ascii_case(&l.available_column) {
                    ""
                } else {
                    " UNSIGNED"
                }
            )
        })
        .collect::<Vec<_>>()
        .join(", ");
    fail(
        "ledger-column-types",
        format!(
            "ledger {}: {list}, not an integer column: poolctl would read text such as '12 units' \
             or 'n/a' as a number instead of failing",
            l.table
        ),
        format!(
            "point [ledger] at the integer columns in poolctl.toml (SHOW COLUMNS FROM {}); if \
             these are the right columns, the application's owners convert them: ALTER TABLE {} {alter}",
            qualified(&l.table),
            qualified(&l.table)
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::super::facts::IndexFacts;
    use super::*;
    use crate::server::ServerInfo;
    use std::collections::BTreeMap;

    fn col(name: &str, extra: &str) -> ColumnFacts {
        ColumnFacts {
            name: name.into(),
            data_type: "bigint".into(),
            column_type: "bigint(20) unsigned".into(),
            extra: extra.into(),
            nullable: false,
        }
    }

    fn idx(name: &str, cols: &[&str]) -> IndexFacts {
        IndexFacts {
            name: name.into(),
            unique: name == "PRIMARY",
            columns: cols.iter().map(|s| s.to_string()).collect(),
        }
    }

    fn good_units() -> TableFacts {
        TableFacts {
            name: "reservation_units".into(),
            engine: "InnoDB".into(),
            columns: UNITS_PRIMARY_KEY.iter().map(|c| col(c, "")).collect(),
            indexes: vec![idx("PRIMARY", &UNITS_PRIMARY_KEY)],
        }
    }

    fn good_holds() -> TableFacts {
        TableFacts {
            name: "reserved_quantities".into(),
            engine: "InnoDB".into(),
            columns: HOLDS_COLUMNS.iter().map(|c| col(c, "")).collect(),
            indexes: vec![idx(
                "PRIMARY",
                &[
                    "shop_id",
                    "inventory_item_id",
                    "inventory_group_id",
                    "checkout_id",
                ],
            )],
        }
    }

    fn plain(name: &str) -> TableFacts {
        TableFacts {
            name: name.into(),
            engine: "InnoDB".into(),
            columns: vec![],
            indexes: vec![],
        }
    }

    fn facts(units: TableFacts) -> SchemaFacts {
        let mut tables = BTreeMap::new();
        tables.insert("reservation_units".into(), Some(units));
        tables.insert("reserved_quantities".into(), Some(good_holds()));
        tables.insert("pool_caps".into(), Some(plain("pool_caps")));
        tables.insert("pool_refill_state".into(), Some(plain("pool_refill_state")));
        let mut variables = BTreeMap::new();
        variables.insert("log_bin".into(), "ON".into());
        variables.insert("binlog_format".into(), "ROW".into());
        variables.insert("tx_isolation".into(), "REPEATABLE-READ".into());
        variables.insert("innodb_status_output_locks".into(), "OFF".into());
        SchemaFacts {
            server: ServerInfo::parse("10.11.6-MariaDB", "").unwrap(),
            database: "shop".into(),
            variables,
            tables,
            reserve_procedure: Some("INVOKER".into()),
        }
    }

    fn targets() -> CheckTargets {
        CheckTargets::from_config(&crate::config::FileConfig::default())
    }

    fn failed_codes(f: &SchemaFacts) -> Vec<&'static str> {
        check(f, &targets())
            .into_iter()
            .filter(|r| r.failed())
            .map(|r| r.code)
            .collect()
    }

    #[test]
    fn good_schema_passes_with_warning_and_info() {
        let r = check(&facts(good_units()), &targets());
        assert!(r.iter().all(|c| !c.failed()), "{r:#?}");
        let by = |code| r.iter().find(|c| c.code == code).unwrap().status;
        assert_eq!(by("status-output-locks"), Status::Warn);
        assert_eq!(by("default-isolation"), Status::Info);
        assert_eq!(by("reserve-procedure"), Status::Pass);
    }

    #[test]
    fn a_missing_or_definer_reserve_procedure_warns_with_its_fix() {
        for (security, says) in [(None, "does not exist"), (Some("DEFINER"), "DEFINER")] {
            let mut f = facts(good_units());
            f.reserve_procedure = security.map(String::from);
            let r = check(&f, &targets());
            let p = r.iter().find(|c| c.code == "reserve-procedure").unwrap();
            assert_eq!(p.status, Status::Warn, "{p:?}");
            assert!(
                p.message.contains("reservation_units_reserve") && p.message.contains(says),
                "{p:?}"
            );
            assert!(
                p.fix
                    .as_deref()
                    .unwrap()
                    .contains("reservation_units_reserve"),
                "{p:?}"
            );
            assert!(!p.failed());
        }
    }

    #[test]
    fn auto_increment_pk_with_lookup_index_fails_three_ways() {
        let mut t = good_units();
        t.columns[3] = col("id", "auto_increment");
        t.indexes = vec![
            idx("PRIMARY", &["id"]),
            idx(
                "lookup",
                &["shop_id", "inventory_item_id", "inventory_group_id"],
            ),
        ];
        let codes = failed_codes(&facts(t));
        assert_eq!(
            codes,
            vec![
                "units-primary-key",
                "units-secondary-index",
                "units-auto-increment"
            ]
        );
    }

    #[test]
    fn wrong_order_and_missing_column_are_explained() {
        let mut t = good_units();
        t.indexes = vec![idx(
            "PRIMARY",
            &["inventory_item_id", "shop_id", "inventory_group_id", "id"],
        )];
        let r = check(&facts(t), &targets());
        let pk = r.iter().find(|c| c.code == "units-primary-key").unwrap();
        assert!(pk.failed() && pk.message.contains("wrong order"), "{pk:?}");
        assert_eq!(
            pk.fix.as_deref(),
            Some(
                "ALTER TABLE `reservation_units` DROP PRIMARY KEY, ADD PRIMARY KEY \
                 (shop_id, inventory_item_id, inventory_group_id, id)"
            )
        );

        let mut t = good_units();
        t.columns.retain(|c| c.name != "inventory_group_id");
        t.indexes = vec![idx("PRIMARY", &["shop_id", "inventory_item_id", "id"])];
        let r = check(&facts(t), &targets());
        let pk = r.iter().find(|c| c.code == "units-primary-key").unwrap();
        assert!(pk.message.contains("lacks inventory_group_id"), "{pk:?}");
        assert!(r.iter().any(|c| c.code == "units-columns" && c.failed()));
    }

    #[test]
    fn statement_binlog_fails_and_mixed_warns_and_off_passes() {
        let mut f = facts(good_units());
        f.variables
            .insert("binlog_format".into(), "STATEMENT".into());
        assert_eq!(failed_codes(&f), vec!["binlog-format"]);
        f.variables.insert("binlog_format".into(), "MIXED".into());
        assert!(failed_codes(&f).is_empty());
        f.variables
            .insert("binlog_format".into(), "STATEMENT".into());
        f.variables.insert("log_bin".into(), "OFF".into());
        assert!(failed_codes(&f).is_empty());
    }

    #[test]
    fn isolation_variable_follows_server_kind() {
        let mut f = facts(good_units());
        f.server = ServerInfo::parse("8.0.36", "MySQL Community Server - GPL").unwrap();
        let iso = |f: &SchemaFacts| {
            check(f, &targets())
                .into_iter()
                .find(|c| c.code == "default-isolation")
                .unwrap()
        };
        // MySQL 8 has no tx_isolation: reading it would be a bug.
        assert_eq!(iso(&f).status, Status::Warn);
        f.variables
            .insert("transaction_isolation".into(), "READ-COMMITTED".into());
        let r = iso(&f);
        assert_eq!(r.status, Status::Info);
        assert!(r.message.contains("transaction_isolation"));
    }

    #[test]
    fn old_server_and_missing_tables_fail() {
        let mut f = facts(good_units());
        f.server = ServerInfo::parse("10.5.8-MariaDB", "").unwrap();
        f.tables.insert("reserved_quantities".into(), None);
        let codes = failed_codes(&f);
        assert_eq!(codes, vec!["skip-locked-support", "holds-table"]);
    }

    #[test]
    fn chunked_scans_need_whole_number_ledger_keys() {
        let ledger = crate::config::LedgerMapping::table("app.levels");
        let text = |name: &str| ColumnFacts {
            data_type: "varchar".into(),
            column_type: "varchar(10)".into(),
            ..col(name, "")
        };
        let levels = |location: ColumnFacts, available: ColumnFacts| TableFacts {
            name: "app.levels".into(),
            engine: "InnoDB".into(),
            columns: vec![
                col("shop_id", ""),
                col("inventory_item_id", ""),
                location,
                available,
            ],
            indexes: vec![],
        };
        // A text quantity is schema check's finding, not the scan's concern.
        let t = levels(col("location_id", ""), text("available"));
        assert!(ledger_keys_not_whole(&t, &ledger).is_empty());
        let t = levels(text("location_id"), col("available", ""));
        assert_eq!(
            ledger_keys_not_whole(&t, &ledger),
            vec!["location_id is varchar(10)".to_string()]
        );
    }

    #[test]
    fn ledger_columns_must_be_integers() {
        let ledger = crate::config::LedgerMapping::table("app.levels");
        let targets = CheckTargets {
            ledger: Some(ledger),
            ..targets()
        };
        let levels = |available: ColumnFacts| TableFacts {
            name: "app.levels".into(),
            engine: "InnoDB".into(),
            columns: vec![
                col("shop_id", ""),
                col("inventory_item_id", ""),
                col("location_id", ""),
                available,
            ],
            indexes: vec![],
        };
        let mut f = facts(good_units());
        let decimal = ColumnFacts {
            data_type: "decimal".into(),
            column_type: "decimal(12,0)".into(),
            ..col("available", "")
        };
        f.tables.insert("app.levels".into(), Some(levels(decimal)));
        assert!(check(&f, &targets).iter().all(|c| !c.failed()));
        let text = ColumnFacts {
            data_type: "varchar".into(),
            column_type: "varchar(20)".into(),
            ..col("available", "")
        };
        f.tables.insert("app.levels".into(), Some(levels(text)));
        let r = check(&f, &targets);
        let types = r.iter().find(|c| c.code == "ledger-column-types").unwrap();
        assert!(types.failed(), "{types:?}");
        assert!(
            types.message.contains("available is varchar(20)"),
            "{types:?}"
        );
        let fix = types.fix.as_deref().unwrap();
        assert!(fix.contains("[ledger]"), "{fix}");
        assert!(
            fix.contains("ALTER TABLE `app`.`levels` MODIFY `available` BIGINT NOT NULL"),
            "{fix}"
        );
        let fractional = ColumnFacts {
            data_type: "decimal".into(),
            column_type: "decimal(12,2)".into(),
            ..col("available", "")
        };
        f.tables
            .insert("app.levels".into(), Some(levels(fractional)));
        assert!(
            check(&f, &targets)
                .iter()
                .any(|c| c.code == "ledger-column-types" && c.failed())
        );
    }

    #[test]
    fn myisam_and_bad_holds_fail() {
        let mut t = good_units();
        t.engine = "MyISAM".into();
        let mut f = facts(t);
        let mut h = good_holds();
        h.indexes = vec![idx("PRIMARY", &["checkout_id"])];
        f.tables.insert("reserved_quantities".into(), Some(h));
        assert_eq!(failed_codes(&f), vec!["units-engine", "holds-shape"]);
    }
}
