//! The status parser: one pass over the lines of the normalised text, a small
//! state machine per section (TRANSACTIONS, LATEST DETECTED DEADLOCK,
//! SEMAPHORES; every other section is skipped), building [`Status`] values.
//! Linear in the input, allocation only for what it keeps, never panics.

use super::bytes::is_rule;
use super::cursor::Cursor;
use super::input::InputFormat;
use super::intern::Interner;
use super::lines;
use super::lock_line;
use super::model::{Deadlock, DeadlockTransaction, Lock, LockWait, Status, Transaction, TrxState};
use super::spare::Spare;
use super::warnings::ParseWarning;

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

/// Where in a transaction entry the next line belongs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// Header lines (counts, tables in use, thread line).
    Header,
    /// After the thread line: unrecognised lines are the query text.
    Query,
    /// Inside `TRX HAS BEEN WAITING ...` up to the `------------------` rule.
    WaitBlock,
    /// The lock list.
    Locks,
}

/// Which list a deadlock's lock lines go to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Target {
    None,
    Holds,
    Waiting,
    Conflicting,
}

/// Reading state of an entry (the entry itself is built in place: the last
/// of `Status::transactions`, or the current deadlock transaction).
struct Open {
    phase: Phase,
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
    fn new() -> Open {
        Open {
            phase: Phase::Header,
            query: Query::None,
        }
    }

    /// Adds a query line: a byte range of `text` while the lines are
    /// contiguous there, a copy once prefixes were stripped (error log).
    fn query_line(&mut self, text: &str, line: &str, log: bool) {
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
    fn close(self, trx: &mut Transaction, text: &str, spare: &mut Spare) {
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
    fn header_line(&mut self, trx: &mut Transaction, line: &str, spare: &mut Spare) -> bool {
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

struct OpenDeadlock {
    deadlock: Deadlock,
    current: Option<(DeadlockTransaction, Open)>,
    target: Target,
    done: bool,
    victim_line: usize,
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
                self.open_deadlock();
                Section::Deadlock
            }
            _ => Section::Other,
        };
    }

    fn open_deadlock(&mut self) {
        self.close_deadlock();
        self.deadlock = Some(OpenDeadlock {
            deadlock: Deadlock::default(),
            current: None,
            target: Target::None,
            done: false,
            victim_line: 0,
        });
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

    fn close_deadlock(&mut self) {
        let Some(mut od) = self.deadlock.take() else {
            return;
        };
        close_deadlock_trx(&mut od, self.text);
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
            self.open_deadlock();
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

    fn transactions_line(&mut self, line: &str, no: usize) {
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

    fn deadlock_line(&mut self, line: &str, no: usize) {
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
            if let Some((_, open)) = od.current.as_mut()
                && od.target != Target::None
            {
                open.phase = Phase::Locks;
            }
            return;
        }
        let Some((dt, open)) = od.current.as_mut() else {
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
            } else if od.deadlock.timestamp.is_none() && od.deadlock.transactions.is_empty() {
                od.deadlock.timestamp = Some(t.to_string());
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

    /// Ends the current status output and starts a new one.
    fn finish_output(&mut self, input_blank: bool) {
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
                .filter(|l| l.trx_id.as_deref().is_some_and(|id| id != t.id))
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

/// `Transactions deadlock detected, dumping detailed information.` (error log).
fn is_deadlock_log_start(line: &str) -> bool {
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

/// Byte offset of `line` (a slice of `text`) in `text`.
fn offset(text: &str, line: &str) -> usize {
    (line.as_ptr() as usize).saturating_sub(text.as_ptr() as usize)
}

fn close_deadlock_trx(od: &mut OpenDeadlock, text: &str) {
    if let Some((mut dt, open)) = od.current.take() {
        open.close(&mut dt.trx, text, &mut Spare::default());
        dt.lock_lines = dt.holds.len() + dt.waiting_for.len() + dt.conflicting_with.len();
        od.deadlock.transactions.push(dt);
    }
    od.target = Target::None;
}

fn add_heap(lock: &mut Lock, heap: u64) {
    lock.heap_nos.push(heap);
    if heap == 1 {
        lock.supremum = true;
    }
}

/// MariaDB's `WE ROLL BACK TRANSACTION (0)`: when exactly one deadlocked
/// transaction is gone from the TRANSACTIONS list and the others are still
/// active there, that one was rolled back.
fn infer_victims(st: &mut Status) {
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
