//! A deduplicated history of deadlocks over repeated samples of a server
//! (`poolctl inspect-locks --watch`). Pure: it is fed parsed [`Status`]es.
//!
//! The status shows only the LATEST DETECTED DEADLOCK, and keeps showing it
//! until the next one: a deadlock is counted once, when first seen (its
//! identity is its timestamp line and transaction ids). Deadlocks of the same
//! shape (same tables, indexes and lock kinds, see [`Deadlock::shape`]) are
//! grouped with a count. Several deadlocks between two samples show as one:
//! the history is a lower bound (say so; `innodb_print_all_deadlocks` logs
//! them all, and `--file` reads that log).

use super::findings::{FindingKind, FindingOptions};
use super::model::{Deadlock, Status};
use schemars::JsonSchema;
use serde::Serialize;

/// One shape of deadlock and how often it was seen.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct DeadlockShape {
    /// `holds|waits TABLE INDEX LOCK` lines, sorted: what makes two deadlocks
    /// the same.
    pub shape: Vec<String>,
    /// Deadlocks of this shape seen.
    pub count: u64,
    /// Their tables, `db.table`.
    pub tables: Vec<String>,
    /// Two of its transactions lock two tables in opposite orders.
    pub lock_order_inversion: bool,
    /// Timestamp line of the first deadlock of this shape, as printed; null
    /// when it had none.
    pub first_seen: Option<String>,
    /// Timestamp line of the last one, as printed; null when it had none.
    pub last_seen: Option<String>,
    /// The victim of the last one; null when it cannot be told.
    pub last_victim: Option<String>,
}

/// The history kept across samples.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, JsonSchema)]
pub struct DeadlockHistory {
    /// Most frequent first (ties: first seen first).
    pub shapes: Vec<DeadlockShape>,
    /// Deadlocks counted (each once).
    pub total: u64,
    /// Samples taken.
    pub samples: u64,
    #[serde(skip)]
    last_identity: Option<(Option<String>, Vec<String>)>,
}

impl DeadlockHistory {
    /// Takes one sample; returns whether it showed a deadlock not seen before.
    pub fn observe(&mut self, status: &Status, opts: &FindingOptions) -> bool {
        self.samples += 1;
        let Some(d) = status.latest_deadlock() else {
            return false;
        };
        let identity = (
            d.timestamp.clone(),
            d.transactions
                .iter()
                .map(|t| t.trx.id.to_string())
                .collect(),
        );
        if self.last_identity.as_ref() == Some(&identity) {
            return false;
        }
        self.last_identity = Some(identity);
        self.add(d, opts);
        true
    }

    fn add(&mut self, d: &Deadlock, opts: &FindingOptions) {
        self.total += 1;
        let shape = d.shape();
        let summary = super::findings::deadlock(d, opts);
        let (tables, inversion, victim) = match summary.kind {
            FindingKind::Deadlock {
                tables,
                lock_order_inversion,
                victim,
                ..
            } => (tables, lock_order_inversion, victim),
            _ => (Vec::new(), false, None),
        };
        match self.shapes.iter_mut().find(|s| s.shape == shape) {
            Some(s) => {
                s.count += 1;
                s.last_seen = d.timestamp.clone();
                s.last_victim = victim;
                s.lock_order_inversion |= inversion;
            }
            None => self.shapes.push(DeadlockShape {
                shape,
                count: 1,
                tables,
                lock_order_inversion: inversion,
                first_seen: d.timestamp.clone(),
                last_seen: d.timestamp.clone(),
                last_victim: victim,
            }),
        }
        // Stable: equal counts keep first-seen order.
        self.shapes.sort_by_key(|s| std::cmp::Reverse(s.count));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::innodb::parse;

    fn status(ts: &str, a: &str, b: &str, t1: &str, t2: &str) -> String {
        format!(
            "=====================================\n\
{ts} INNODB MONITOR OUTPUT\n\
=====================================\n\
------------------------\n\
LATEST DETECTED DEADLOCK\n\
------------------------\n\
{ts}\n\
*** (1) TRANSACTION:\n\
TRANSACTION {a}, ACTIVE 3 sec starting index read\n\
mysql tables in use 1, locked 1\n\
LOCK WAIT 3 lock struct(s), heap size 1128, 2 row lock(s)\n\
MySQL thread id 10, OS thread handle 1, query id 100 localhost root updating\n\
UPDATE {t2} SET qty = 1 WHERE id = 1\n\
*** (1) WAITING FOR THIS LOCK TO BE GRANTED:\n\
RECORD LOCKS space id 5 page no 3 n bits 72 index PRIMARY of table `shop`.`{t2}` trx id {a} lock_mode X locks rec but not gap waiting\n\
*** (2) TRANSACTION:\n\
TRANSACTION {b}, ACTIVE 3 sec starting index read\n\
mysql tables in use 1, locked 1\n\
3 lock struct(s), heap size 1128, 2 row lock(s)\n\
MySQL thread id 11, OS thread handle 2, query id 101 localhost root updating\n\
UPDATE {t1} SET qty = 1 WHERE id = 1\n\
*** (2) HOLDS THE LOCK(S):\n\
RECORD LOCKS space id 5 page no 3 n bits 72 index PRIMARY of table `shop`.`{t2}` trx id {b} lock_mode X locks rec but not gap\n\
*** (2) WAITING FOR THIS LOCK TO BE GRANTED:\n\
RECORD LOCKS space id 6 page no 3 n bits 72 index PRIMARY of table `shop`.`{t1}` trx id {b} lock_mode X locks rec but not gap waiting\n\
*** WE ROLL BACK TRANSACTION (2)\n\
------------\n\
TRANSACTIONS\n\
------------\n\
Trx id counter 2000\n\
----------------------------\n\
END OF INNODB MONITOR OUTPUT\n\
============================\n"
        )
    }

    #[test]
    fn counts_each_deadlock_once_and_groups_by_shape() {
        let opts = FindingOptions::default();
        let mut h = DeadlockHistory::default();
        let s1 = parse(&status(
            "2026-11-30 07:00:01",
            "100",
            "101",
            "ledger",
            "holds",
        ));
        assert!(h.observe(&s1, &opts));
        // The same deadlock, still the latest in the next sample: not counted.
        assert!(!h.observe(&s1, &opts));
        // Another deadlock, same shape (new transactions, later timestamp).
        let s2 = parse(&status(
            "2026-11-30 07:00:05",
            "200",
            "201",
            "ledger",
            "holds",
        ));
        assert!(h.observe(&s2, &opts));
        // A different shape (other tables).
        let s3 = parse(&status(
            "2026-11-30 07:00:09",
            "300",
            "301",
            "caps",
            "units",
        ));
        assert!(h.observe(&s3, &opts));
        // No deadlock section.
        assert!(!h.observe(&Status::default(), &opts));
        assert_eq!((h.total, h.samples), (3, 5));
        assert_eq!(h.shapes.len(), 2, "{h:#?}");
        let first = &h.shapes[0];
        assert_eq!(first.count, 2);
        assert_eq!(first.tables, ["shop.holds", "shop.ledger"]);
        assert_eq!(first.first_seen.as_deref(), Some("2026-11-30 07:00:01"));
        assert_eq!(first.last_seen.as_deref(), Some("2026-11-30 07:00:05"));
        assert_eq!(first.last_victim.as_deref(), Some("201"));
        assert_eq!(h.shapes[1].count, 1);
        assert_eq!(
            h.shapes[1].tables,
            ["shop.units", "shop.caps"],
            "in order of appearance"
        );
    }
}
