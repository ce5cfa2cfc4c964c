//! Renderers: tables for people, JSON for scripts. Each writes to a
//! `&mut dyn Write` and knows nothing of the database or the CLI.

pub mod bench;
pub mod bench_svg;
pub mod cli;
pub mod conn_tags;
pub mod cutover;
pub mod fleet;
pub mod lint;
pub mod locks;
pub mod migrate;
pub mod progress;
pub mod reconcile;
pub mod refill;
pub mod replenish;
pub mod schema;
pub mod schemas;
pub mod shadow;
pub mod status;
pub mod terminal;
pub mod watch;

use serde::Serialize;
use std::io::{self, Write};
use tabled::builder::Builder;
use tabled::settings::object::Columns;
use tabled::settings::{Style, Width};

/// Longest line of the last column before it wraps (keeps tables readable in a
/// terminal and in CI logs).
pub const WRAP_LAST_COLUMN: usize = 72;

/// Write `value` as one pretty JSON document followed by a newline.
pub fn json<T: Serialize + ?Sized>(out: &mut dyn Write, value: &T) -> io::Result<()> {
    serde_json::to_writer_pretty(&mut *out, value)?;
    writeln!(out)
}

/// A table with a header row.
pub fn table(headers: &[&str], rows: &[Vec<String>]) -> String {
    let mut b = Builder::default();
    b.push_record(headers.iter().copied());
    for r in rows {
        b.push_record(r.iter().cloned());
    }
    let mut t = b.build();
    t.with(Style::sharp());
    t.modify(
        Columns::last(),
        Width::wrap(WRAP_LAST_COLUMN).keep_words(true),
    );
    t.to_string()
}

/// One column of a table: its header and how a row fills its cell. A
/// table is a list of these ([`columns`]), so a column cannot be added to
/// the header and forgotten in the rows.
pub struct Column<T: ?Sized> {
    pub header: &'static str,
    pub cell: fn(&T) -> String,
}

impl<T: ?Sized> Column<T> {
    pub const fn new(header: &'static str, cell: fn(&T) -> String) -> Column<T> {
        Column { header, cell }
    }
}

/// A table of `rows`, one column per entry of `columns`, in that order.
pub fn columns<'r, T: 'r>(columns: &[Column<T>], rows: impl IntoIterator<Item = &'r T>) -> String {
    let headers: Vec<&str> = columns.iter().map(|c| c.header).collect();
    let rows: Vec<Vec<String>> = rows
        .into_iter()
        .map(|r| columns.iter().map(|c| (c.cell)(r)).collect())
        .collect();
    table(&headers, &rows)
}

#[cfg(test)]
mod tests {
    use super::Column;

    #[test]
    fn columns_fill_each_cell_from_its_own_column() {
        let cols: [Column<(u32, &str)>; 2] = [
            Column::new("n", |r| r.0.to_string()),
            Column::new("name", |r| r.1.to_string()),
        ];
        let t = super::columns(&cols, &[(7, "seven"), (8, "eight")]);
        let lines: Vec<&str> = t.lines().collect();
        assert!(lines[1].contains('n') && lines[1].contains("name"), "{t}");
        let seven = lines.iter().find(|l| l.contains("seven")).unwrap();
        assert!(seven.find('7') < seven.find("seven"), "{t}");
        assert!(t.contains("eight"));
    }

    #[test]
    fn table_has_header_and_rows() {
        let t = super::table(&["a", "b"], &[vec!["1".into(), "two".into()]]);
        let lines: Vec<&str> = t.lines().collect();
        assert!(lines[1].contains('a') && lines[1].contains('b'), "{t}");
        assert!(t.contains("two"));
    }
}
