//! The status parser: one pass over the lines of the normalised text, a small
//! state machine per section (TRANSACTIONS, LATEST DETECTED DEADLOCK,
//! SEMAPHORES; every other section is skipped), building [`Status`] values.
//! Linear in the input, allocation only for what it keeps, never panics.

mod deadlock;
mod entry;
mod transactions;

use super::bytes::is_rule;
use super::cursor::Cursor;
use super::input::InputFormat;
use super::intern::Interner;
use super::model::Status;
use super::spare::Spare;
use super::warnings::ParseWarning;
use deadlock::{OpenDeadlock, infer_victims, is_deadlock_log_start};
use entry::Open;

/// A section title: upper-case words (`FILE I/O`, `BUFFER POOL AND MEMORY`).
fn is_title(line: &str) -> bool {
    line.as_bytes().first().is_some_and(u8::is_ascii_uppercase)
        && line
            .bytes()
            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b" /&()-_,.:'".contains(&b))
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Section {
    None,
    Semaphores,
    Transactions,
    Deadlock,
    Other,
}

/// Parser state for the whole input (one or more status outputs).
struct Parser<'a> {
    text: &'a str,
    names: Interner,
    /// Buffers of dropped outputs (`parse` keeps only the last).
    spare: Spare,
    /// The current line was stripped of an error-log prefix (or an earlier one was).
    log: bool,
    format: InputFormat,
    out: Vec<Status>,
    /// Keep every output (`parse_all`) or only the latest (`parse`).
    keep_all: bool,
    /// Outputs finished so far (kept or not).
    finished: usize,
    cur: Status,
    header_seen: bool,
    end_seen: bool,
    has_content: bool,
    section: Section,
    trx: Option<Open>,
    after_elision: bool,
    deadlock: Option<OpenDeadlock>,
    last_line: usize,
    last_content_line: usize,
}

/// Parses normalised text into one [`Status`] per monitor output it contains
/// (at least one); with `keep_all` false only the last is kept. Also returns
/// how many outputs there were.
pub(super) fn parse_text(
    text: &str,
    format: InputFormat,
    line_offset: usize,
    keep_all: bool,
) -> (Vec<Status>, usize) {
    let mut p = Parser {
        text,
        names: Interner::default(),
        spare: Spare::default(),
        log: false,
        format,
        out: Vec::new(),
        keep_all,
        finished: 0,
        cur: Status {
            input_format: format,
            ..Status::default()
        },
        header_seen: false,
        end_seen: false,
        has_content: false,
        section: Section::None,
        trx: None,
        after_elision: false,
        deadlock: None,
        last_line: 0,
        last_content_line: 0,
    };
    let mut cur = Cursor {
        rest: text,
        line_no: line_offset,
        log: false,
    };
    while let Some(mut line) = cur.next_line() {
        if p.section == Section::None
            && let Some(rest) = line.strip_prefix("Status:")
        {
            // A later row of `\G` output.
            line = rest.strip_prefix(' ').unwrap_or(rest);
        }
        p.last_line = cur.line_no;
        if line
            .as_bytes()
            .first()
            .is_some_and(|b| !b.is_ascii_whitespace())
            || !line.trim().is_empty()
        {
            p.last_content_line = cur.line_no;
        }
        let first = line.as_bytes().first().copied();
        if (first == Some(b'-') || first == Some(b'=')) && p.section_header(line, &mut cur) {
            continue;
        }
        p.log = cur.log;
        if cur.log && p.format == InputFormat::Raw {
            p.format = InputFormat::ErrorLog;
            p.cur.input_format = InputFormat::ErrorLog;
        }
        p.line(line, cur.line_no);
        // Prefixed error-log lines do not start with the rules it looks for.
        if !cur.log && matches!(p.section, Section::Other | Section::Semaphores) {
            cur.skip_to_rule();
        }
    }
    p.last_line = cur.line_no;
    p.finish_output(text.trim().is_empty());
    (p.out, p.finished)
}

impl Parser<'_> {
    /// Recognises `----\nTITLE\n----` and `====\n... INNODB MONITOR OUTPUT\n====`;
    /// consumes the three lines when it is one.
    fn section_header(&mut self, line: &str, cur: &mut Cursor<'_>) -> bool {
        let dash = is_rule(line, b'-');
        let eq = is_rule(line, b'=');
        if !dash && !eq {
            return false;
        }
        let mut ahead = cur.clone();
        let Some(title) = ahead.next_line() else {
            return false;
        };
        let Some(under) = ahead.next_line() else {
            // `----\nEND OF INNODB MONITOR OUTPUT` cut before its last rule.
            if dash && title == "END OF INNODB MONITOR OUTPUT" {
                *cur = ahead;
                self.end_monitor();
                return true;
            }
            return false;
        };
        if !(is_rule(under, b'-') || is_rule(under, b'=')) {
            return false;
        }
        if eq && title.ends_with("INNODB MONITOR OUTPUT") && !title.starts_with("END OF") {
            *cur = ahead;
            self.monitor_header(title);
            return true;
        }
        if !dash || !is_title(title) {
            return false;
        }
        *cur = ahead;
        if title == "END OF INNODB MONITOR OUTPUT" {
            self.end_monitor();
        } else {
            self.enter_section(title);
        }
        true
    }

    fn monitor_header(&mut self, title: &str) {
        if self.has_content {
            self.finish_output(false);
        }
        self.header_seen = true;
        self.has_content = true;
        let mut ts = title;
        while let Some(t) = ts.strip_suffix("INNODB MONITOR OUTPUT") {
            ts = t;
        }
        let ts = ts.trim();
        if !ts.is_empty() {
            self.cur.monitor_time = Some(self.spare.string(ts));
        }
    }

    fn end_monitor(&mut self) {
        self.close_section();
        self.end_seen = true;
        self.section = Section::None;
    }

    fn enter_section(&mut self, title: &str) {
        if self.end_seen {
            // A section after END: a new (fragmentary) output.
            self.finish_output(false);
        }
        self.close_section();
        self.has_content = true;
        let title_copy = self.spare.string(title);
        self.cur.sections.push(title_copy);
        self.section = match title {
            "SEMAPHORES" => Section::Semaphores,
            "TRANSACTIONS" => Section::Transactions,
            "LATEST DETECTED DEADLOCK" => {
                // The title is the line after the rule last read.
                self.open_deadlock(self.last_line + 1);
                Section::Deadlock
            }
            _ => Section::Other,
        };
    }

    fn close_section(&mut self) {
        self.close_trx();
        self.close_deadlock();
        self.after_elision = false;
    }

    fn close_trx(&mut self) {
        if let Some(open) = self.trx.take()
            && let Some(t) = self.cur.transactions.last_mut()
        {
            open.close(t, self.text, &mut self.spare);
        }
    }

    fn line(&mut self, line: &str, no: usize) {
        if line.as_bytes().first() == Some(&b'E')
            && line.starts_with("END OF INNODB MONITOR OUTPUT")
            && line.trim_end() == "END OF INNODB MONITOR OUTPUT"
        {
            // Usually under a `----` rule (handled as a section header); some
            // hand-assembled captures print it without.
            self.end_monitor();
            return;
        }
        if is_deadlock_log_start(line) {
            // Error log: each dump opens a deadlock of its own.
            self.close_section();
            self.has_content = true;
            self.section = Section::Deadlock;
            self.open_deadlock(no);
            return;
        }
        match self.section {
            Section::Transactions => self.transactions_line(line, no),
            Section::Deadlock => self.deadlock_line(line, no),
            Section::Semaphores => {
                if line.starts_with("--Thread ") {
                    self.cur.latch_waits += 1;
                }
            }
            Section::None | Section::Other => {}
        }
    }

    /// Ends the current status output and starts a new one.
    fn finish_output(&mut self, input_blank: bool) {
        // A deadlock section still open at a cut ends with the cut.
        let cut_deadlock = self.deadlock_start();
        self.close_section();
        let mut st = std::mem::replace(
            &mut self.cur,
            Status {
                input_format: self.format,
                ..Status::default()
            },
        );
        let content = self.has_content;
        if self.header_seen && !self.end_seen {
            st.truncated = true;
            // A line cut in the middle is part of the truncation, not a problem of its own.
            let last = self.last_content_line;
            st.warnings.retain(|w| w.line() != Some(last));
            if let Some(from) = cut_deadlock {
                st.warnings.retain(|w| {
                    !matches!(
                        w,
                        ParseWarning::UnreadableDeadlock { line, .. }
                        | ParseWarning::UnreadableDeadlockTransaction { line, .. } if *line >= from
                    )
                });
            }
            st.warnings.push(ParseWarning::Truncated {
                line: self.last_line,
            });
        }
        let mut hidden = 0;
        let (mut foreign_trx, mut foreign_lines) = (0, 0);
        let n = st.transactions.len();
        for (i, t) in st.transactions.iter_mut().enumerate() {
            t.lock_lines = t.locks.len()
                + match t.wait.as_ref().and_then(|w| w.lock.as_ref()) {
                    Some(w) if !t.locks.contains(w) => 1,
                    _ => 0,
                };
            let foreign = t
                .locks
                .iter()
                // MariaDB prints `trx id 0` under a transaction that has no
                // id yet (`---TRANSACTION (0x7f...)`: a read-only one taking
                // share locks).
                .filter(|l| {
                    l.trx_id
                        .as_deref()
                        .is_some_and(|id| id != t.id && !(id == "0" && t.id.starts_with('(')))
                })
                .count();
            if foreign > 0 {
                foreign_trx += 1;
                foreign_lines += foreign;
            }
            let cut = st.truncated && i + 1 == n;
            if t.lock_structs.unwrap_or(0) > 0 && t.lock_lines == 0 && !t.locks_suppressed && !cut {
                hidden += 1;
            }
        }
        if foreign_lines > 0 {
            st.warnings.push(ParseWarning::ForeignLockLines {
                transactions: foreign_trx,
                lines: foreign_lines,
            });
        }
        if hidden > 0 {
            st.lock_lines_hidden = true;
            st.warnings
                .push(ParseWarning::LockLinesHidden { count: hidden });
        }
        infer_victims(&mut st);
        if !self.header_seen && self.format != InputFormat::ErrorLog {
            if input_blank && self.finished == 0 {
                st.warnings.push(ParseWarning::Empty);
            } else if !content {
                st.warnings.push(ParseWarning::NotInnodbStatus);
            } else {
                st.warnings.push(ParseWarning::Fragment);
            }
        }
        if content || self.finished == 0 {
            if !self.keep_all {
                // The previous output goes: its buffers serve the next one.
                if let Some(mut prev) = self.out.pop() {
                    let list = self.spare.keep(std::mem::take(&mut prev.transactions));
                    if self.cur.transactions.capacity() == 0 {
                        self.cur.transactions = list;
                    }
                    let list = self.spare.keep_strings(std::mem::take(&mut prev.sections));
                    if self.cur.sections.capacity() == 0 {
                        self.cur.sections = list;
                    }
                    if let Some(t) = prev.monitor_time.take() {
                        self.spare.keep_string(t);
                    }
                }
                self.out.clear();
            }
            self.out.push(st);
            self.finished += 1;
        }
        self.header_seen = false;
        self.end_seen = false;
        self.has_content = false;
        self.section = Section::None;
        self.after_elision = false;
    }
}

/// A line quoted in a warning, at most 200 characters.
fn clip(line: &str) -> String {
    match line.char_indices().nth(200) {
        Some((i, _)) => format!("{}...", &line[..i]),
        None => line.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(text: &str) -> Status {
        parse_text(text, InputFormat::Raw, 0, false)
            .0
            .pop()
            .unwrap()
    }

    const LOCKWAIT: &str = "=====================================
2024-01-02 03:04:05 0x7f INNODB MONITOR OUTPUT
=====================================
----------
SEMAPHORES
----------
--Thread 140 has waited at row0ins.cc line 2501 for 0.00 seconds the semaphore:
------------
TRANSACTIONS
------------
Trx id counter 1007
History list length 20
LIST OF TRANSACTIONS FOR EACH SESSION:
---TRANSACTION 1006, ACTIVE 22 sec inserting
mysql tables in use 1, locked 1
LOCK WAIT 2 lock struct(s), heap size 1136, 1 row lock(s)
MySQL thread id 2, OS thread handle 140, query id 20 localhost root update
INSERT INTO reservation_units
  VALUES (1, 2, 3, 4)
------- TRX HAS BEEN WAITING 22 SEC FOR THIS LOCK TO BE GRANTED:
RECORD LOCKS space id 5 page no 4 n bits 72 index PRIMARY of table `pool`.`reservation_units` trx id 1006 lock_mode X insert intention waiting
Record lock, heap no 1 PHYSICAL RECORD: n_fields 1; compact format; info bits 0
 0: len 8; hex 73757072656d756d; asc supremum;;

------------------
TABLE LOCK table `pool`.`reservation_units` trx id 1006 lock mode IX
RECORD LOCKS space id 5 page no 4 n bits 72 index PRIMARY of table `pool`.`reservation_units` trx id 1006 lock_mode X insert intention waiting
Record lock, heap no 1 PHYSICAL RECORD: n_fields 1; compact format; info bits 0
 0: len 8; hex 73757072656d756d; asc supremum;;

---TRANSACTION 1004, ACTIVE 40 sec
2 lock struct(s), heap size 1136, 1 row lock(s)
MySQL thread id 1, OS thread handle 141, query id 14 localhost root
TABLE LOCK table `pool`.`reservation_units` trx id 1004 lock mode IX
RECORD LOCKS space id 5 page no 4 n bits 72 index PRIMARY of table `pool`.`reservation_units` trx id 1004 lock_mode X
Record lock, heap no 1 PHYSICAL RECORD: n_fields 1; compact format; info bits 0
 0: len 8; hex 73757072656d756d; asc supremum;;

--------
FILE I/O
--------
I/O thread 0 state: waiting for completed aio requests (insert buffer thread)
----------------------------
END OF INNODB MONITOR OUTPUT
============================
";

    #[test]
    fn transactions_and_wait_block() {
        let st = one(LOCKWAIT);
        assert!(st.warnings.is_empty(), "{:?}", st.warnings);
        assert!(!st.truncated);
        assert_eq!(st.latch_waits, 1);
        assert_eq!(st.history_list_length, Some(20));
        assert_eq!(st.sections, ["SEMAPHORES", "TRANSACTIONS", "FILE I/O"]);
        let w = &st.transactions[0];
        assert_eq!(
            w.query.as_deref(),
            Some("INSERT INTO reservation_units\n  VALUES (1, 2, 3, 4)")
        );
        assert_eq!(w.wait.as_ref().unwrap().secs, Some(22));
        assert!(w.waiting_lock().unwrap().supremum);
        assert_eq!(w.locks.len(), 2);
        assert_eq!(w.lock_lines, 2, "the waited-for lock is counted once");
        let b = &st.transactions[1];
        assert_eq!((b.query.as_deref(), b.lock_lines), (None, 2));
        assert!(b.locks[1].covers_gap() && b.locks[1].supremum);
    }

    #[test]
    fn truncation_mid_lock_line() {
        let cut = &LOCKWAIT[..LOCKWAIT.find("lock_mode X\n").unwrap() - 20];
        let st = one(cut);
        assert!(st.truncated);
        assert_eq!(st.warnings.len(), 1, "{:?}", st.warnings);
        assert!(matches!(st.warnings[0], ParseWarning::Truncated { .. }));
    }

    #[test]
    fn several_outputs() {
        let two = format!("{LOCKWAIT}{LOCKWAIT}");
        let (all, n) = parse_text(&two, InputFormat::Raw, 0, true);
        assert_eq!(n, 2);
        assert_eq!(all.len(), 2);
        assert_eq!(all[0], all[1]);
    }

    #[test]
    fn deadlock_section() {
        let text = "------------------------
LATEST DETECTED DEADLOCK
------------------------
2024-01-02 03:04:05 0x7f
*** (1) TRANSACTION:
TRANSACTION 10, ACTIVE 3 sec starting index read
LOCK WAIT 3 lock struct(s), heap size 1136, 2 row lock(s)
MySQL thread id 8, OS thread handle 1, query id 20 localhost app updating
DELETE FROM reservation_units WHERE id = 1
*** (1) HOLDS THE LOCK(S):
RECORD LOCKS space id 2 page no 4 n bits 72 index PRIMARY of table `p`.`reserved_quantities` trx id 10 lock_mode X locks rec but not gap
*** (1) WAITING FOR THIS LOCK TO BE GRANTED:
RECORD LOCKS space id 3 page no 4 n bits 72 index PRIMARY of table `p`.`reservation_units` trx id 10 lock_mode X locks rec but not gap waiting
*** (2) TRANSACTION:
TRANSACTION 11, ACTIVE 3 sec starting index read
3 lock struct(s), heap size 1136, 2 row lock(s)
MySQL thread id 9, OS thread handle 2, query id 21 localhost app updating
DELETE FROM reserved_quantities WHERE id = 1
*** (2) HOLDS THE LOCK(S):
RECORD LOCKS space id 3 page no 4 n bits 72 index PRIMARY of table `p`.`reservation_units` trx id 11 lock_mode X locks rec but not gap
*** (2) WAITING FOR THIS LOCK TO BE GRANTED:
RECORD LOCKS space id 2 page no 4 n bits 72 index PRIMARY of table `p`.`reserved_quantities` trx id 11 lock_mode X locks rec but not gap waiting
*** WE ROLL BACK TRANSACTION (2)
";
        let st = one(text);
        assert_eq!(st.warnings, vec![ParseWarning::Fragment]);
        let d = st.latest_deadlock().unwrap();
        assert_eq!(d.timestamp.as_deref(), Some("2024-01-02 03:04:05 0x7f"));
        assert_eq!(d.victim.as_deref(), Some("11"));
        assert_eq!(d.transactions.len(), 2);
        assert_eq!(
            d.transactions[0].trx.query.as_deref(),
            Some("DELETE FROM reservation_units WHERE id = 1")
        );
        assert_eq!(d.transactions[1].holds[0].table, "p.reservation_units");
        assert_eq!(d.transactions[1].lock_lines, 2);
    }

    #[test]
    fn garbage() {
        assert_eq!(one("").warnings, vec![ParseWarning::Empty]);
        assert_eq!(
            one("hello\nworld").warnings,
            vec![ParseWarning::NotInnodbStatus]
        );
        for s in [
            "---\nX\n---\n",
            "===\nINNODB MONITOR OUTPUT\n===",
            "-----\nEND OF INNODB MONITOR OUTPUT",
            "***",
            "---TRANSACTION",
            "\r\n\r\n",
        ] {
            let _ = parse_text(s, InputFormat::Raw, 0, true);
        }
    }
}
