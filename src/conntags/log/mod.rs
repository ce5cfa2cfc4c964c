//! `conn-tags --file`: a slow query log (written with `long_query_time = 0`)
//! or a general query log, fed in chunks of bytes by the caller (no I/O
//! here). The [`LogReader`] splits them into lines and hands each to the
//! parser of the log's layout, which turns it into entries; the entries
//! place each connection's statements on its timeline, and the timelines'
//! tally makes the report.
//!
//! - [`reader`]: lines, detection of the layout, what the report says of the log;
//! - `slow_log`, `general_log`: the files (`log_output = FILE`);
//! - `table_log`: the tables' CSV files (`log_output = TABLE`);
//! - `entries`: one entry and where it goes (exact time, or within its second);
//! - `time`: the logs' ways of writing a time.
//!
//! Clocks differ by server (see [`ServerInfo::log_clock`]): MySQL 5.7+ writes
//! each entry's time to the microsecond; MariaDB writes whole seconds (in a
//! slow log the statement's *end* second, entries in completion order). For
//! those, each entry is placed inside its second by its position among that
//! second's entries: exact enough when the log is busy (a second holds
//! hundreds of entries), an estimate per transaction always, said so in the
//! report. The table layout has microseconds on both servers: the exact one
//! for MariaDB.
//!
//! [`ServerInfo::log_clock`]: crate::server::ServerInfo::log_clock

mod entries;
mod general_log;
pub mod reader;
mod slow_log;
mod table_log;
mod time;

pub use reader::{LogError, LogKind, LogReader, MAX_LINE};

/// The report of a whole log, read as the file `f`.
#[cfg(test)]
fn read(log: &str) -> crate::conntags::Report {
    let mut r = LogReader::new(None);
    r.feed(log.as_bytes()).unwrap();
    r.finish("f".into()).unwrap()
}
