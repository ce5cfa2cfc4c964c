//! The reading state of one transaction entry (a `---TRANSACTION` of the
//! TRANSACTIONS list or a `*** (N) TRANSACTION:` of a deadlock): which part
//! of the entry the next line belongs to, and its query text gathered as a
//! byte range of the input while it can be.

use super::super::lines;
use super::super::model::{Lock, Transaction};
use super::super::spare::Spare;

/// Where in a transaction entry the next line belongs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Phase {
    /// Header lines (counts, tables in use, thread line).
    Header,
    /// After the thread line: unrecognised lines are the query text.
    Query,
    /// Inside `TRX HAS BEEN WAITING ...` up to the `------------------` rule.
    WaitBlock,
    /// The lock list.
    Locks,
}

/// Reading state of an entry (the entry itself is built in place: the last
/// of `Status::transactions`, or the current deadlock transaction).
pub(super) struct Open {
    pub(super) phase: Phase,
    query: Query,
}

/// The query text gathered so far.
enum Query {
    None,
    /// Byte range of contiguous lines in the text.
    Span(usize, usize),
    Text(String),
}

impl Open {
    pub(super) fn new() -> Open {
        Open {
            phase: Phase::Header,
            query: Query::None,
        }
    }

    /// Adds a query line: a byte range of `text` while the lines are
    /// contiguous there, a copy once prefixes were stripped (error log).
    pub(super) fn query_line(&mut self, text: &str, line: &str, log: bool) {
        let at = offset(text, line);
        let end = at + line.len();
        match (&mut self.query, log) {
            (Query::None, false) => self.query = Query::Span(at, end),
            (Query::Span(_, e), false) => *e = end,
            (Query::Text(q), _) => {
                q.push('\n');
                q.push_str(line);
            }
            (Query::None, true) => self.query = Query::Text(line.to_string()),
            (Query::Span(a, e), true) => {
                let mut q = text.get(*a..*e).unwrap_or("").replace('\r', "");
                q.push('\n');
                q.push_str(line);
                self.query = Query::Text(q);
            }
        }
    }

    /// Stores the query into `trx`.
    pub(super) fn close(self, trx: &mut Transaction, text: &str, spare: &mut Spare) {
        let q = match &self.query {
            Query::None => None,
            Query::Span(a, b) => text.get(*a..*b),
            Query::Text(q) => Some(q.as_str()),
        };
        if let Some(q) = q {
            let q = q.trim();
            if !q.is_empty() {
                trx.query = Some(if q.contains('\r') {
                    q.replace("\r\n", "\n")
                } else {
                    spare.string(q)
                });
            }
        }
    }

    /// Shared header lines; true when the line was one of them.
    pub(super) fn header_line(
        &mut self,
        trx: &mut Transaction,
        line: &str,
        spare: &mut Spare,
    ) -> bool {
        match line.as_bytes().first() {
            Some(b'm') => lines::tables_in_use(line, trx),
            Some(b'0'..=b'9' | b'L' | b'R') => lines::counts(line, trx),
            Some(b'M') => {
                let known = lines::thread_line(line, trx, spare);
                if known {
                    self.phase = Phase::Query;
                }
                known
            }
            _ => false,
        }
    }
}

/// Byte offset of `line` (a slice of `text`) in `text`.
fn offset(text: &str, line: &str) -> usize {
    (line.as_ptr() as usize).saturating_sub(text.as_ptr() as usize)
}

pub(super) fn add_heap(lock: &mut Lock, heap: u64) {
    lock.heap_nos.push(heap);
    if heap == 1 {
        lock.supremum = true;
    }
}
