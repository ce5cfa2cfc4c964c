//! Renderers: tables for people, JSON for scripts. Each writes to a
//! `&mut dyn Write` and knows nothing of the database or the CLI.

pub mod bench;
pub mod bench_svg;
pub mod cli;
pub mod conn_tags;
pub mod fleet;
pub mod lint;
pub mod locks;
pub mod migrate;
pub mod progress;
pub mod reconcile;
pub mod refill;
pub mod replenish;
pub mod schema;
pub mod status;
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

#[cfg(test)]
mod tests {
    #[test]
    fn table_has_header_and_rows() {
        let t = super::table(&["a", "b"], &[vec!["1".into(), "two".into()]]);
        let lines: Vec<&str> = t.lines().collect();
        assert!(lines[1].contains('a') && lines[1].contains('b'), "{t}");
        assert!(t.contains("two"));
    }
}
