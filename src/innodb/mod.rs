//! `SHOW ENGINE INNODB STATUS` text -> typed model -> findings, for
//! `poolctl inspect-locks`. Pure: no I/O, no database, no rendering (the
//! reads a live server answers are SQL text here, run by `crate::db`). Every
//! function here accepts any input and never panics. Parsing is linear in the
//! input; findings and hubs are linear in the lock lines, except that each
//! distinct waiting lock is compared with every granted lock on its page
//! (heap numbers by binary search).
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
//!   `insert-intention-wait` and `lock-wait` (`waiter`, `waiters`, `blocker`,
//!   `blockers`, `hub`, `lock`, `supremum`, `wait_secs`, `blocker_lock`: one
//!   per hub), `double-lock` (`trx`, `secondary_index`, `rows`), `deadlock`
//!   (`tables`, `victim`, `transactions` with each one's `thread_id`,
//!   `os_thread_handle`, `query_id`, `host`, `ip`, `user`, `query_state`,
//!   `lock_order_inversion`, `timestamp`, `too_deep`), `long-transaction`
//!   (`trx`, `active_secs`, `row_locks`, `lock_lines`, `query`). Transaction
//!   ids are strings, as printed.
//! - [`complete_with_views`]`(Vec<Finding>, &`[`LockViews`]`, &FindingOptions)`:
//!   the findings completed with the structured lock views of a live server
//!   (blockers, waits and gap locks the text lacks), ranked again.
//! - [`blocking()`]`(&Status) -> `[`Blocking`]: who blocks whom, grouped in
//!   hubs (one waited-for lock, its holders, its waiters), so it grows with
//!   the lock lines, never with waiters x holders; `head_blockers` are the
//!   transactions that block others and wait for nothing.
//!   [`complete_blocking`] fills holders the text does not print from the
//!   views.
//! - [`reject`]`(&Status, &str)`: `Err(`[`NotAStatus`]`)` when the input was
//!   no InnoDB status at all (empty, another command's output); a caller
//!   stops there instead of reporting it clean (binary and oversized input
//!   is stopped while it is read, by `crate::bounded`).
//!
//! The model: [`Status`] { `input_format`, `monitor_time`, `sections`,
//! `truncated`, `history_list_length`, `transactions`, `lock_lines_hidden`,
//! `deadlocks`, `latch_waits`, `warnings` }; [`Transaction`] { `id`, `state`,
//! `active_secs`, `operation`, `tables_in_use`, `tables_locked`, `lock_wait`,
//! `rolling_back`, `lock_structs`, `heap_size`, `row_locks`,
//! `undo_log_entries`, `thread_id`, `os_thread_handle`, `query_id`, `client`
//! (split by `client_info()` into [`Client`] { `host`, `ip`, `user`, `state` }), `query`, `wait` (boxed [`LockWait`] {
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
//! [`client`] (a thread line's host, IP, user and state),
//! [`blocking`](mod@blocking) (who waits for whom, in hubs),
//! [`findings`](mod@findings) (with `findings::waits` and
//! `findings::deadlock`),
//! [`views`] (the structured lock views as data), [`sql`] (the reads of
//! the status text and the views that `crate::db` runs on a live server),
//! [`history`] (deadlocks deduplicated over samples, for `--watch`),
//! [`report`] (one sample's finished report, [`LockReport`]).

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
pub mod report;
mod spare;
pub mod sql;
pub mod views;
pub mod warnings;

pub use blocking::{Blocking, BlockingHub, HeadBlocker, blocking};
pub use client::Client;
pub use findings::{
    DeadlockLock, DeadlockSummary, Finding, FindingKind, FindingOptions, Severity, findings,
    findings_and_blocking,
};
pub use history::{DeadlockHistory, DeadlockShape};
pub use input::{InputFormat, Normalized, NotAStatus, normalize, reject};
pub use model::{
    Deadlock, DeadlockTransaction, Lock, LockMode, LockScope, LockWait, Name, Status, Transaction,
    TrxState,
};
pub use report::{LockReport, ViewsSummary};
pub use views::{
    LockViews, ViewLock, ViewTrx, ViewWait, ViewsSource, complete_blocking, complete_with_views,
    plausible_wait,
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
