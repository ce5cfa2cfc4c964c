//! The TRANSACTIONS section: `---TRANSACTION` entries with their header
//! lines, query text, `TRX HAS BEEN WAITING` block and lock list.

use super::super::bytes::is_rule;
use super::super::lines;
use super::super::lock_line;
use super::super::model::LockWait;
use super::super::warnings::ParseWarning;
use super::entry::{Open, Phase, add_heap};
use super::{Parser, clip};

impl Parser<'_> {
    pub(super) fn transactions_line(&mut self, line: &str, no: usize) {
        let first = line.as_bytes().first().copied();
        if matches!(first, None | Some(b' ' | b'\t')) {
            // Blank lines and record dumps (` 0: len 4; hex ...`), the bulk of
            // lock-monitor output, matter only inside a query's text.
            if let Some(open) = self.trx.as_mut()
                && open.phase == Phase::Query
            {
                open.query_line(self.text, line, self.log);
            }
            return;
        }
        if first == Some(b'-') && line.starts_with("---TRANSACTION ") {
            self.close_trx();
            self.after_elision = false;
            if lines::push_trx_header(line, &mut self.cur.transactions, &mut self.spare) {
                self.trx = Some(Open::new());
            } else {
                self.cur.warnings.push(ParseWarning::BadTransactionHeader {
                    line: no,
                    text: clip(line),
                });
            }
            return;
        }
        if first == Some(b'.') && line.trim_end() == "... truncated..." {
            self.close_trx();
            self.after_elision = true;
            self.cur.warnings.push(ParseWarning::Elided { line: no });
            return;
        }
        let is_lock = matches!(first, Some(b'R' | b'T'))
            && (line.starts_with("RECORD LOCKS ") || line.starts_with("TABLE LOCK "));
        let (Some(open), Some(trx)) = (self.trx.as_mut(), self.cur.transactions.last_mut()) else {
            if let Some(rest) = line.strip_prefix("History list length ") {
                self.cur.history_list_length = rest.trim().parse().ok();
            } else if is_lock && !self.after_elision {
                self.cur
                    .warnings
                    .push(ParseWarning::LockOutsideTransaction {
                        line: no,
                        text: clip(line),
                    });
            }
            return;
        };
        if is_lock {
            let parsed = if open.phase == Phase::WaitBlock
                && let Some(w) = trx.wait.as_mut()
                && w.lock.is_none()
            {
                // The waited-for lock, printed in the wait block.
                w.lock = lock_line::lock_line(line, &mut self.names);
                w.lock.is_some()
            } else {
                if trx.locks.capacity() == 0 {
                    // One lock line per lock struct (when the lock monitor
                    // is on; without it nothing is reserved).
                    let n = trx.lock_structs.unwrap_or(0) as usize;
                    trx.locks.reserve(n.clamp(1, 256));
                }
                let pushed = lock_line::push_lock_line(line, &mut self.names, &mut trx.locks);
                if pushed {
                    open.phase = Phase::Locks;
                }
                pushed
            };
            if !parsed {
                self.cur.warnings.push(ParseWarning::BadLockLine {
                    line: no,
                    text: clip(line),
                });
            }
            return;
        }
        if first == Some(b'R')
            && let Some(heap) = lines::record_heap_no(line)
        {
            let last = if open.phase == Phase::WaitBlock {
                trx.wait.as_mut().and_then(|w| w.lock.as_mut())
            } else {
                trx.locks.last_mut()
            };
            if let Some(lock) = last {
                add_heap(lock, heap);
            }
            return;
        }
        if first == Some(b'-')
            && let Some(secs) = lines::waiting_header(line)
        {
            open.phase = Phase::WaitBlock;
            trx.wait = Some(Box::new(LockWait { secs, lock: None }));
            return;
        }
        if open.phase == Phase::WaitBlock {
            if is_rule(line, b'-') {
                open.phase = Phase::Locks;
            }
            return;
        }
        if first == Some(b'T') && line.starts_with("TOO MANY LOCKS PRINTED FOR THIS TRX") {
            trx.locks_suppressed = true;
            open.phase = Phase::Locks;
            return;
        }
        if open.phase == Phase::Locks {
            return;
        }
        if line.starts_with("Trx ") {
            // `Trx read view will not see ...`, Percona's `Trx #rec lock waits`.
            open.phase = Phase::Locks;
            return;
        }
        if open.header_line(trx, line, &mut self.spare) {
            return;
        }
        if open.phase == Phase::Query {
            open.query_line(self.text, line, self.log);
        }
    }
}
