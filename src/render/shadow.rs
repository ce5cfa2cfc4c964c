//! `poolctl shadow compare` as text: what was compared, the totals by
//! class, the shadow window, then the rows (drifting first) and the rest
//! summed. JSON is the [`CompareReport`] serialized.

use super::{Column, columns};
use crate::shadow::compare::{CompareReport, CompareRow};
use crate::shadow::drift::{DriftClass, Totals};
use std::io::{self, Write};

fn count(v: Option<i64>) -> String {
    v.map_or_else(|| "-".into(), |n| n.to_string())
}

const ROWS: &[Column<CompareRow>] = &[
    Column::new("class", |r| r.class.as_str().into()),
    Column::new("shop", |r| r.key.shop.to_string()),
    Column::new("item", |r| r.key.item.to_string()),
    Column::new("location", |r| r.key.location.to_string()),
    Column::new("redis", |r| count(r.redis)),
    Column::new("L - H", |r| count(r.available)),
    Column::new("gap", |r| {
        r.gap.map_or_else(|| "-".into(), |g| format!("{g:+}"))
    }),
    Column::new("ledger", |r| count(r.ledger)),
    Column::new("held", |r| count(r.held)),
    Column::new("pool", |r| count(r.pool_rows)),
    Column::new("behind", |r| count(r.behind)),
];

/// One line of the totals: a class, its rows, what it means.
struct ClassLine {
    class: DriftClass,
    rows: u64,
    units: Option<u64>,
}

const CLASSES: &[Column<ClassLine>] = &[
    Column::new("class", |c| c.class.as_str().into()),
    Column::new("rows", |c| c.rows.to_string()),
    Column::new("units", |c| {
        c.units.map_or_else(String::new, |u| u.to_string())
    }),
    Column::new("meaning", |c| c.class.meaning().into()),
];

fn class_lines(t: &Totals) -> Vec<ClassLine> {
    DriftClass::ALL
        .iter()
        .map(|&class| {
            let (rows, units) = match class {
                DriftClass::Equal => (t.equal, None),
                DriftClass::RedisHigher => (t.redis_higher, Some(t.units_over)),
                DriftClass::RedisLower => (t.redis_lower, Some(t.units_under)),
                DriftClass::NoCounter => (t.no_counter, None),
                DriftClass::NoPoolRow => (t.no_pool_row, None),
            };
            ClassLine { class, rows, units }
        })
        .collect()
}

pub fn compare(out: &mut dyn Write, r: &CompareReport) -> io::Result<()> {
    writeln!(
        out,
        "shadow compare of {} ({}) against {} ({})",
        r.database, r.target, r.redis, r.counter_key
    )?;
    let t = &r.totals;
    writeln!(
        out,
        "{} item/location pair(s) compared: {} in step, {} drifting",
        t.compared,
        t.equal,
        t.drifted()
    )?;
    writeln!(out, "{}", columns(CLASSES, &class_lines(t)))?;
    let w = &r.window;
    let rate = w
        .rate
        .map_or_else(|| "no rate".into(), |x| format!("rate {:.4}%", x * 100.0));
    writeln!(
        out,
        "shadow mode, last {} s: {} operation(s), {} disagreement(s), {rate}",
        w.seconds, w.operations, w.disagreements
    )?;
    if r.other_shops_counters > 0 {
        writeln!(
            out,
            "{} counter(s) of shops this database has no pool of (another pod's?): not compared",
            r.other_shops_counters
        )?;
    }
    if r.unreadable_keys > 0 {
        writeln!(
            out,
            "{} key(s) match the template's glob but do not read back as ids: not compared",
            r.unreadable_keys
        )?;
    }
    if !r.rows.is_empty() {
        writeln!(out, "{}", columns(ROWS, &r.rows))?;
    }
    if r.rest.rows > 0 {
        writeln!(
            out,
            "... and {} more row(s), {} of them drifting (--limit 0 lists every row)",
            r.rest.rows, r.rest.drifting
        )?;
    }
    Ok(())
}
