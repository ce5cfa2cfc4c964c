//! ## What it does
//! Reports a count or existence check of a table (`SELECT COUNT(*)`,
//! `SUM(...)`, `EXISTS`, a plain `SELECT` of the rows) that the same
//! transaction then inserts into, when nothing stops a second transaction
//! from passing the same check before the first commits: no lock taken
//! before the check (a waiting `FOR UPDATE` of a parent row, a named lock
//! held from the check to the insert), no UNIQUE key of the table on the
//! columns the check addresses, and an isolation below SERIALIZABLE.
//!
//! Without the table's schema (`--schema`, or its `CREATE TABLE` among the
//! inputs) a UNIQUE key is unknown: the finding says that the schema would
//! decide.
//!
//! ## Why is this bad?
//! It is the overbooking race: two buyers both count 9 bookings of a
//! 10-seat slot, both insert, and the slot holds 11. A plain read takes no
//! lock, and the gap between the check and the insert is open to every
//! other transaction. The same shape double-books a room, issues a coupon
//! twice, or lets a user past a per-user limit.
//!
//! ## Example
//! ```sql
//! START TRANSACTION;
//! SELECT COUNT(*) FROM bookings WHERE slot_id = 7;
//! INSERT INTO bookings (slot_id, user_id) VALUES (7, 42);
//! COMMIT;
//! ```
//!
//! ## Use instead
//! Lock the parent row the check is about, so that checks of one slot run
//! one at a time:
//! ```sql
//! START TRANSACTION;
//! SELECT capacity FROM slots WHERE id = 7 FOR UPDATE;
//! SELECT COUNT(*) FROM bookings WHERE slot_id = 7;
//! INSERT INTO bookings (slot_id, user_id) VALUES (7, 42);
//! COMMIT;
//! ```
//! or let a UNIQUE key enforce a bound of one (`UNIQUE (slot_id, seat)`),
//! or take a unit from a reservation pool (one row per sellable unit,
//! claimed with `FOR UPDATE SKIP LOCKED`) instead of counting.

use crate::lint::check::{Check, Finding};
use crate::lint::facts::model::StatementKind;
use crate::lint::facts::program::Program;
use crate::lint::rules::helpers;
use crate::lint::syntax::vocabulary::IsolationLevel;
use std::collections::HashSet;

pub const NAME: &str = "read-then-insert-without-lock";

/// Looks at one part of a run at a time.
pub const CHECK: Check = Check::Part(check);

/// Whether a read's text is a count or existence check.
fn is_check(text: &str) -> bool {
    let t = text.to_ascii_lowercase();
    ["count(", "sum(", "exists"].iter().any(|w| t.contains(w))
}

/// The columns a read compares with `=` / `IN` to values (the rows its
/// check is about).
fn addressed(p: &Program, s: usize) -> Vec<String> {
    let Some(parsed) = helpers::parse(p, s) else {
        return Vec::new();
    };
    let sqlparser::ast::Statement::Query(q) = &parsed.ast else {
        return Vec::new();
    };
    let mut blocks = Vec::new();
    crate::lint::facts::touched_rows::selects(&q.body, &mut blocks);
    blocks
        .iter()
        .flat_map(|b| parsed.names.filters(b.selection.as_ref()))
        .map(|f| f.column().to_string())
        .collect()
}

pub fn check(p: &Program) -> Vec<Finding> {
    let mut out = Vec::new();
    let mut bodies: Option<HashSet<usize>> = None;
    let temporary = helpers::temporary_tables(p);
    let mut reported: HashSet<(usize, String)> = HashSet::new();
    for tx in p
        .transactions
        .iter()
        .filter(|t| t.explicit && t.isolation != IsolationLevel::Serializable)
    {
        let inserts: Vec<(usize, usize)> = tx
            .statements
            .iter()
            .enumerate()
            .filter(|(_, s)| p.statements[**s].kind == StatementKind::Insert)
            .map(|(k, &s)| (k, s))
            .collect();
        if inserts.is_empty() {
            continue;
        }
        let mut held_at_start: Option<bool> = None;
        for (k, &s) in tx.statements.iter().enumerate() {
            let st = &p.statements[s];
            if st.kind != StatementKind::Select || st.plain_reads.is_empty() {
                continue;
            }
            if tx.statements[..k]
                .iter()
                .any(|&e| helpers::locks_a_mutex_row(p, e))
            {
                continue;
            }
            let text = &p.files[st.file].text[st.span.start..st.span.end];
            if !is_check(text) {
                continue;
            }
            for read in &st.plain_reads {
                if temporary.contains(&read.name) || reported.contains(&(s, read.name.clone())) {
                    continue;
                }
                let Some(&(wk, w)) = inserts.iter().find(|(wk, w)| {
                    *wk > k && p.statements[*w].writes.iter().any(|t| t.name == read.name)
                }) else {
                    continue;
                };
                let at_start = *held_at_start.get_or_insert_with(|| {
                    tx.routines.is_empty() && {
                        let bodies = bodies.get_or_insert_with(|| helpers::body_statements(p));
                        helpers::named_lock_held_before(p, tx.statements[0], bodies)
                    }
                });
                if helpers::named_lock_spans(p, tx, at_start, k, wk) {
                    continue;
                }
                let cols = addressed(p, s);
                let schema =
                    p.schema
                        .get_for(&read.name, read.database.as_deref(), &p.files[st.file].path);
                let enforced = schema.is_some_and(|t| {
                    !cols.is_empty()
                        && t.unique_keys
                            .iter()
                            .chain(std::iter::once(&t.primary_key))
                            .any(|key| !key.is_empty() && key.iter().all(|c| cols.contains(c)))
                });
                if enforced {
                    continue;
                }
                let ws = &p.statements[w];
                let Some(wt) = ws.writes.iter().find(|t| t.name == read.name) else {
                    continue;
                };
                let line = p.files[ws.file].position(ws.span.start).line;
                let unknown = if schema.is_none() {
                    "; poolctl has no definition of the table (`--schema`): a UNIQUE key on the \
                     checked columns would make it safe"
                } else {
                    ""
                };
                out.push(
                    Finding::at(
                        s,
                        p,
                        read.span,
                        format!(
                            "check of `{}` without a lock, then INSERT INTO `{}` (line {line}): two \
                             transactions can both pass the check and both insert{unknown}",
                            read.name, read.name
                        ),
                    )
                    .help(
                        "lock the parent row first (SELECT ... FOR UPDATE), let a UNIQUE key enforce \
                         the bound, or take units from a reservation pool",
                    )
                    .related(ws.file, wt.span, "inserted here"),
                );
                reported.insert((s, read.name.clone()));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::lint::testing::lines_of;

    #[test]
    fn count_then_insert_is_overbooking() {
        let sql = "START TRANSACTION;\nSELECT COUNT(*) FROM bookings WHERE slot_id = 7;\n\
                   INSERT INTO bookings (slot_id, user_id) VALUES (7, 42);\nCOMMIT;\n";
        assert_eq!(lines_of(sql, super::NAME), vec![2]);
        let exists = "BEGIN;\nSELECT EXISTS (SELECT 1 FROM coupons_used WHERE user_id = 1) AS used;\n\
                      INSERT INTO coupons_used (user_id) VALUES (1);\nCOMMIT;\n";
        assert_eq!(lines_of(exists, super::NAME), vec![2]);
    }

    #[test]
    fn a_lock_a_unique_key_or_serializable_bounds_it() {
        let parent = "START TRANSACTION;\nSELECT capacity FROM slots WHERE id = 7 FOR UPDATE;\n\
                      SELECT COUNT(*) FROM bookings WHERE slot_id = 7;\n\
                      INSERT INTO bookings (slot_id, user_id) VALUES (7, 42);\nCOMMIT;\n";
        assert!(lines_of(parent, super::NAME).is_empty());
        let unique = "CREATE TABLE coupons_used (id INT PRIMARY KEY, user_id INT, UNIQUE KEY u (user_id));\n\
                      BEGIN;\nSELECT COUNT(*) FROM coupons_used WHERE user_id = 1;\n\
                      INSERT INTO coupons_used (id, user_id) VALUES (5, 1);\nCOMMIT;\n";
        assert!(lines_of(unique, super::NAME).is_empty());
        let serializable = "SET TRANSACTION ISOLATION LEVEL SERIALIZABLE;\nSTART TRANSACTION;\n\
                            SELECT COUNT(*) FROM bookings WHERE slot_id = 7;\n\
                            INSERT INTO bookings (slot_id, user_id) VALUES (7, 42);\nCOMMIT;\n";
        assert!(lines_of(serializable, super::NAME).is_empty());
        let named = "START TRANSACTION;\nDO GET_LOCK('slot-7', 5);\n\
                     SELECT COUNT(*) FROM bookings WHERE slot_id = 7;\n\
                     INSERT INTO bookings (slot_id, user_id) VALUES (7, 42);\nCOMMIT;\nDO RELEASE_LOCK('slot-7');\n";
        assert!(lines_of(named, super::NAME).is_empty());
        // Another table, or autocommit: not this rule.
        let other = "START TRANSACTION;\nSELECT COUNT(*) FROM slots WHERE id = 7;\n\
                     INSERT INTO bookings (slot_id) VALUES (7);\nCOMMIT;\n\
                     SELECT COUNT(*) FROM bookings WHERE slot_id = 7;\nINSERT INTO bookings (slot_id) VALUES (7);\n";
        assert!(lines_of(other, super::NAME).is_empty());
    }

    #[test]
    fn without_the_schema_it_says_so() {
        let sql = "START TRANSACTION;\nSELECT COUNT(*) FROM bookings WHERE slot_id = 7;\n\
                   INSERT INTO bookings (slot_id, user_id) VALUES (7, 42);\nCOMMIT;\n";
        let r = crate::lint::testing::on("mysql-8.4", sql);
        let d = r
            .diagnostics
            .iter()
            .find(|d| d.rule.name == super::NAME)
            .unwrap();
        assert!(
            d.finding.message.contains("`--schema`"),
            "{}",
            d.finding.message
        );
    }
}
