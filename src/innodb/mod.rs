//! `SHOW ENGINE INNODB STATUS` text -> typed model -> findings, for
//! `poolctl inspect-locks`. Pure: no I/O, no database, no rendering. Every
//! function here accepts any input and never panics. Parsing is linear in the
//! input; findings and chains are linear in the lock lines, except that a
//! waiting lock is compared with every granted lock on its page.
//!
//! # Public API
//!
//! - [`parse`]`(&str) -> `[`Status`]: always returns. The input may be the raw
//!   status text, the mysql client's `\G` or tabular output, or an error log
//!   written with `innodb_print_all_deadlocks` ([`input::normalize`] detects
//!   which; CRLF is fine). Problems go in `status.warnings`
//!   ([`ParseWarning`], each with a [`WarningLevel`]); a text without
//!   `END OF INNODB MONITOR OUTPUT` sets `status.truncated` and keeps what was
//!   read. When the input holds several status outputs, the last is returned
//!   ([`parse_all`] returns them all).
//! - [`findings()`]`(&Status, &FindingOptions) -> Vec<`[`Finding`]`>`: the lock
//!   patterns that hurt a reservation pool, pool tables first, then errors
//!   before warnings. A [`Finding`] serialises (serde) to
//!   `{"kind", "severity", "table", "index", "runbook", ...}` with the fields of
//!   its kind ([`FindingKind`]): `gap-lock` (`trx`, `supremum`, `locks`),
//!   `insert-intention-wait` and `lock-wait` (`waiter`, `blocker`, `lock`,
//!   `supremum`, `wait_secs`, `blocker_lock`), `double-lock` (`trx`,
//!   `secondary_index`, `rows`), `deadlock` (`tables`, `victim`,
//!   `transactions`, `lock_order_inversion`, `timestamp`, `too_deep`),
//!   `long-transaction` (`trx`, `active_secs`, `row_locks`, `lock_lines`,
//!   `query`). Transaction ids are strings, as printed.
//! - [`complete_with_views`]`(Vec<Finding>, &`[`LockViews`]`, &FindingOptions)`:
//!   the findings completed with the structured lock views of a live server
//!   (blockers, waits and gap locks the text lacks), ranked again.
//! - [`blocking_chains`]`(&Status) -> Vec<Vec<String>>`: who blocks whom, each
//!   chain a list of transaction ids from the blocker at the head to the last
//!   waiter (`["1004", "1006"]`: 1004 blocks 1006).
//!
//! The model: [`Status`] { `input_format`, `monitor_time`, `sections`,
//! `truncated`, `history_list_length`, `transactions`, `lock_lines_hidden`,
//! `deadlocks`, `latch_waits`, `warnings` }; [`Transaction`] { `id`, `state`,
//! `active_secs`, `operation`, `tables_in_use`, `tables_locked`, `lock_wait`,
//! `rolling_back`, `lock_structs`, `heap_size`, `row_locks`,
//! `undo_log_entries`, `thread_id`, `os_thread_handle`, `query_id`, `client`
//! (split by `host()` / `user()`), `query`, `wait` (boxed [`LockWait`] {
//! `secs`, `lock` }), `locks`, `lock_lines`, `locks_suppressed` }; [`Lock`] {
//! `scope`, `table`, `partition`, `index`, `space_id`, `page_no`, `n_bits`,
//! `trx_id`, `mode`, `gap`, `rec_not_gap`, `insert_intention`, `waiting`,
//! `heap_nos`, `supremum` } (`table`, `index` and `trx_id` are [`Name`]s:
//! shared strings that read as `&str`); [`Deadlock`] { `timestamp`,
//! `too_deep`, `transactions`, `victim_number`, `victim`, `victim_inferred` }
//! of [`DeadlockTransaction`] { `number`, `trx`, `holds`, `waiting_for`,
//! `conflicting_with`, `lock_lines` }.
//!
//! Module map: [`input`] (shapes of input), `cursor` (line iteration and
//! section skipping), `bytes` (byte-level helpers: trimming, numbers, short
//! searches, rules), `intern` (shared table / index / trx id names), `spare`
//! (buffers of dropped outputs reused), `lines` (transaction-entry line
//! parsers), `lock_line` (lock lines and their identifiers),
//! `parse` (the section state machine: `parse::transactions` and
//! `parse::deadlock` read their sections, `parse::entry` one entry's state), [`model`], [`warnings`],
//! [`blocking`] (who waits for whom), [`findings`](mod@findings),
//! [`views`] (the structured lock views as data), [`history`] (deadlocks
//! deduplicated over samples, for `--watch`).

pub mod blocking;
mod bytes;
pub mod client;
mod cursor;
pub mod findings;
pub mod history;
pub mod input;
mod intern;
mod lines;
mod lock_line;
pub mod model;
mod parse;
mod spare;
pub mod views;
pub mod warnings;

pub use blocking::{Blocking, BlockingHub, blocking};
pub use client::Client;
pub use findings::{
    DeadlockLock, DeadlockSummary, Finding, FindingKind, FindingOptions, Severity, findings,
};
pub use history::{DeadlockHistory, DeadlockShape};
pub use input::{
    InputFormat, MAX_INPUT_BYTES, Normalized, NotAStatus, find_nul, normalize, reject,
};
pub use model::{
    Deadlock, DeadlockTransaction, Lock, LockMode, LockScope, LockWait, Name, Status, Transaction,
    TrxState,
};
pub use views::{
    LockViews, ViewLock, ViewTrx, ViewWait, ViewsSource, complete_blocking, complete_with_views,
};
pub use warnings::{ParseWarning, WarningLevel};

/// Parses a status text in any supported shape. Never fails and never panics:
/// what could not be read is listed in `warnings`. With several outputs in
/// the input, returns the last (and notes how many were skipped).
pub fn parse(input: &str) -> Status {
    let n = input::shape(input);
    let (mut last, count) = parse::parse_text(&n.text, n.format, n.line_offset, false);
    let mut st = last.pop().unwrap_or_default();
    if count > 1 {
        st.warnings
            .push(ParseWarning::EarlierOutputsSkipped { count: count - 1 });
    }
    st
}

/// Parses every status output in the input (a log of repeated captures, a
/// file of concatenated outputs), in order. Never empty.
pub fn parse_all(input: &str) -> Vec<Status> {
    let n = input::shape(input);
    parse::parse_text(&n.text, n.format, n.line_offset, true).0
}
