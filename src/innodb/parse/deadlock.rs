//! The LATEST DETECTED DEADLOCK section (and each deadlock dump of an error
//! log written with `innodb_print_all_deadlocks`): its timestamp, the
//! `*** (N) TRANSACTION:` entries with the locks each holds, waits for or
//! conflicts with, and the victim.

use super::super::input;
use super::super::lines;
use super::super::lock_line;
use super::super::model::{Deadlock, DeadlockTransaction, Status, TrxState};
use super::super::spare::Spare;
use super::super::warnings::ParseWarning;
use super::entry::{Open, Phase, add_heap};
use super::{Parser, clip};

/// Which list a deadlock's lock lines go to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Target {
    None,
    Holds,
    Waiting,
    Conflicting,
}

pub(super) struct OpenDeadlock {
    deadlock: Deadlock,
    /// The transaction being read and the line of its `*** TRANSACTION:`.
    current: Option<(DeadlockTransaction, Open, usize)>,
    target: Target,
    done: bool,
    /// The section's title line (or the error log's dump line).
    line: usize,
    victim_line: usize,
    /// `*** TRANSACTION:` entries dropped for want of a readable header.
    dropped: Vec<(usize, Option<u32>)>,
}

impl Parser<'_> {
    /// A deadlock section starts at line `line`.
    pub(super) fn open_deadlock(&mut self, line: usize) {
        self.close_deadlock();
        self.deadlock = Some(OpenDeadlock {
            deadlock: Deadlock::default(),
            current: None,
            target: Target::None,
            done: false,
            line,
            victim_line: 0,
            dropped: Vec::new(),
        });
    }

    /// The first line of the deadlock section being read, if one is open.
    pub(super) fn deadlock_start(&self) -> Option<usize> {
        self.deadlock.as_ref().map(|od| od.line)
    }

    /// Ends the deadlock being read. A section of which no transaction
    /// could be read is a warning (with its line and why), never a deadlock.
    pub(super) fn close_deadlock(&mut self) {
        let Some(mut od) = self.deadlock.take() else {
            return;
        };
        close_deadlock_trx(&mut od, self.text);
        for &(line, number) in &od.dropped {
            self.cur
                .warnings
                .push(ParseWarning::UnreadableDeadlockTransaction { line, number });
        }
        if od.deadlock.transactions.is_empty() {
            let reason = if od.dropped.is_empty() {
                "no `*** (N) TRANSACTION:` entry in it"
            } else {
                "none of its `*** (N) TRANSACTION:` entries has a readable `TRANSACTION <id>, ...` line"
            };
            self.cur.warnings.push(ParseWarning::UnreadableDeadlock {
                line: od.line,
                reason: reason.to_string(),
            });
            return;
        }
        let d = &mut od.deadlock;
        if let Some(n) = d.victim_number {
            match d.transactions.iter().find(|t| t.number == Some(n)) {
                Some(t) => d.victim = Some(t.trx.id.clone()),
                None => self.cur.warnings.push(ParseWarning::UnknownVictim {
                    line: od.victim_line,
                    number: n,
                }),
            }
        } else if d.too_deep && d.transactions.len() == 1 {
            d.victim = Some(d.transactions[0].trx.id.clone());
        }
        self.cur.deadlocks.push(od.deadlock);
    }

    pub(super) fn deadlock_line(&mut self, line: &str, no: usize) {
        let Some(od) = self.deadlock.as_mut() else {
            return;
        };
        if od.done {
            return;
        }
        let t = if line
            .as_bytes()
            .first()
            .is_some_and(|b| !b.is_ascii_whitespace())
            && line
                .as_bytes()
                .last()
                .is_some_and(|b| !b.is_ascii_whitespace())
        {
            line
        } else {
            line.trim()
        };
        if t.is_empty() {
            return;
        }
        if let Some(rest) = t.strip_prefix("***") {
            let rest = rest.trim();
            let (number, what) = match rest.strip_prefix('(').and_then(|r| r.split_once(')')) {
                Some((n, what)) => (n.trim().parse::<u32>().ok(), what.trim()),
                None => (None, rest),
            };
            if what.starts_with("TRANSACTION:") {
                close_deadlock_trx(od, self.text);
                od.current = Some((
                    DeadlockTransaction {
                        number,
                        ..DeadlockTransaction::default()
                    },
                    Open::new(),
                    no,
                ));
                od.target = Target::None;
            } else if what.starts_with("HOLDS THE LOCK") {
                od.target = Target::Holds;
            } else if what.starts_with("WAITING FOR THIS LOCK") {
                od.target = Target::Waiting;
            } else if what.starts_with("CONFLICTING WITH") {
                od.target = Target::Conflicting;
            } else if let Some(v) = what.strip_prefix("WE ROLL BACK TRANSACTION") {
                let v = v.trim().trim_start_matches('(');
                let digits: String = v.chars().take_while(char::is_ascii_digit).collect();
                od.deadlock.victim_number = digits.parse().ok();
                od.victim_line = no;
                close_deadlock_trx(od, self.text);
                od.done = true;
            } else {
                self.cur.warnings.push(ParseWarning::BadDeadlockLine {
                    line: no,
                    text: clip(line),
                });
            }
            if let Some((_, open, _)) = od.current.as_mut()
                && od.target != Target::None
            {
                open.phase = Phase::Locks;
            }
            return;
        }
        let Some((dt, open, _)) = od.current.as_mut() else {
            // Before the first transaction: the timestamp, possibly with the
            // TOO DEEP message glued to it.
            const TOO_DEEP: &[u8] = b"TOO DEEP OR LONG SEARCH IN THE LOCK TABLE WAITS-FOR GRAPH";
            if let Some(at) = t
                .as_bytes()
                .windows(TOO_DEEP.len())
                .position(|w| w == TOO_DEEP)
            {
                od.deadlock.too_deep = true;
                let ts = t[..at].trim();
                if !ts.is_empty() && od.deadlock.timestamp.is_none() {
                    od.deadlock.timestamp = Some(ts.to_string());
                }
            } else if od.deadlock.timestamp.is_none()
                && od.deadlock.transactions.is_empty()
                && input::timestamp_len(t.as_bytes()).is_some()
            {
                od.deadlock.timestamp = Some(t.to_string());
            } else {
                // Not a timestamp: never taken for one.
                self.cur.warnings.push(ParseWarning::BadDeadlockLine {
                    line: no,
                    text: clip(line),
                });
            }
            return;
        };
        if line.starts_with("RECORD LOCKS ") || line.starts_with("TABLE LOCK ") {
            let list = match od.target {
                Target::Holds => Some(&mut dt.holds),
                Target::Waiting => Some(&mut dt.waiting_for),
                Target::Conflicting => Some(&mut dt.conflicting_with),
                Target::None => None,
            };
            let parsed = match list {
                Some(list) => lock_line::push_lock_line(line, &mut self.names, list),
                None => lock_line::lock_line(line, &mut self.names).is_some(),
            };
            if !parsed {
                self.cur.warnings.push(ParseWarning::BadLockLine {
                    line: no,
                    text: clip(line),
                });
                return;
            }
            open.phase = Phase::Locks;
            if od.target == Target::None {
                self.cur.warnings.push(ParseWarning::BadDeadlockLine {
                    line: no,
                    text: clip(line),
                });
            }
            return;
        }
        if let Some(heap) = lines::record_heap_no(line) {
            let last = match od.target {
                Target::Holds => dt.holds.last_mut(),
                Target::Waiting => dt.waiting_for.last_mut(),
                Target::Conflicting => dt.conflicting_with.last_mut(),
                Target::None => None,
            };
            if let Some(lock) = last {
                add_heap(lock, heap);
            }
            return;
        }
        if open.phase == Phase::Locks {
            return;
        }
        if dt.trx.id.is_empty()
            && line.starts_with("TRANSACTION ")
            && let Some(h) = lines::trx_header(line)
        {
            dt.trx = h;
            return;
        }
        if open.header_line(&mut dt.trx, line, &mut Spare::default()) {
            return;
        }
        if open.phase == Phase::Query {
            open.query_line(self.text, line, self.log);
        }
    }
}

/// `Transactions deadlock detected, dumping detailed information.` (error log).
pub(super) fn is_deadlock_log_start(line: &str) -> bool {
    if !matches!(line.as_bytes().first(), Some(b'T' | b't' | b' ' | b'\t')) {
        return false;
    }
    let t = line.trim_start().as_bytes();
    let pat = b"transactions deadlock detected";
    // `TABLE LOCK`, `TRANSACTION`, record dumps: out at the second byte.
    t.len() >= pat.len()
        && t[1].eq_ignore_ascii_case(&b'r')
        && t[..pat.len()].eq_ignore_ascii_case(pat)
}

fn close_deadlock_trx(od: &mut OpenDeadlock, text: &str) {
    if let Some((mut dt, open, line)) = od.current.take() {
        open.close(&mut dt.trx, text, &mut Spare::default());
        dt.lock_lines = dt.holds.len() + dt.waiting_for.len() + dt.conflicting_with.len();
        if dt.trx.id.is_empty() {
            od.dropped.push((line, dt.number));
        } else {
            od.deadlock.transactions.push(dt);
        }
    }
    od.target = Target::None;
}

/// MariaDB's `WE ROLL BACK TRANSACTION (0)`: when exactly one deadlocked
/// transaction is gone from the TRANSACTIONS list and the others are still
/// active there, that one was rolled back.
pub(super) fn infer_victims(st: &mut Status) {
    if !st.sections.iter().any(|s| s == "TRANSACTIONS") {
        return;
    }
    let live = |id: &str| {
        st.transactions
            .iter()
            .any(|t| t.id == id && matches!(t.state, TrxState::Active | TrxState::Prepared))
    };
    let mut inferred = Vec::new();
    for (i, d) in st.deadlocks.iter().enumerate() {
        if d.victim.is_some() || d.transactions.len() < 2 {
            continue;
        }
        let gone: Vec<&DeadlockTransaction> =
            d.transactions.iter().filter(|t| !live(&t.trx.id)).collect();
        if gone.len() == 1 {
            inferred.push((i, gone[0].trx.id.clone()));
        }
    }
    for (i, id) in inferred {
        st.deadlocks[i].victim = Some(id);
        st.deadlocks[i].victim_inferred = true;
    }
}
