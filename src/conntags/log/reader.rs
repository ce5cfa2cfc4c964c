//! The reader of a query log: fed in chunks of bytes (any size; no I/O
//! here), split into lines, the layout detected from the first entries,
//! each line handed to that layout's parser, and at the end the log's run
//! described for the tally's report: what a log of this kind cannot see,
//! what this one held.

use super::entries::{Sink, is_header_tail};
use super::general_log::{self, GeneralParser};
use super::slow_log::{self, SlowParser};
use super::table_log::{self, TableParser};
use crate::conntags::tally::{Known, Report, Run, SourceKind};
use crate::server::{LogClock, ServerInfo};

/// Which log, in which layout.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogKind {
    /// The slow log file (`log_output = FILE`).
    Slow,
    /// The general log file.
    General,
    /// `mysql.slow_log`'s CSV file (`log_output = TABLE`).
    SlowTable,
    /// `mysql.general_log`'s CSV file.
    GeneralTable,
}

impl LogKind {
    /// The kind of log a line belongs to, if it tells.
    fn detect(line: &str) -> Option<LogKind> {
        if slow_log::is_entry_header(line) {
            return Some(LogKind::Slow);
        }
        if general_log::is_entry(line) {
            return Some(LogKind::General);
        }
        match table_log::is_row(line) {
            Some(true) => Some(LogKind::SlowTable),
            Some(false) => Some(LogKind::GeneralTable),
            None => None,
        }
    }

    fn is_general(self) -> bool {
        matches!(self, LogKind::General | LogKind::GeneralTable)
    }
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum LogError {
    #[error(
        "not a slow or general query log: no `# Time:`/`# User@Host:`/`# Query_time:` entries \
         and no `TIME ID COMMAND ARGUMENT` lines in the first {0} lines"
    )]
    Unrecognised(u64),
    #[error("the log has no statements (is it empty, or written with a long_query_time above 0?)")]
    Empty,
    #[error("a line longer than {} MB: not a query log", MAX_LINE >> 20)]
    LineTooLong,
    #[error("binary data (a NUL byte at offset {0}), not a slow or general query log")]
    Binary(u64),
}

/// The longest line read (a statement of a query log is far shorter).
pub const MAX_LINE: usize = 256 << 20;

/// Lines looked at before a log that is neither kind is refused.
const DETECT_LINES: u64 = 200;

/// Reads a log fed in chunks.
#[derive(Debug)]
pub struct LogReader {
    carry: Vec<u8>,
    kind: Option<LogKind>,
    sink: Sink,
    slow: SlowParser,
    general: GeneralParser,
    table: TableParser,
    lines: u64,
    max_line: usize,
    /// Bytes fed so far.
    offset: u64,
}

impl LogReader {
    /// `kind`: None detects it from the first entries.
    pub fn new(kind: Option<LogKind>) -> LogReader {
        LogReader {
            carry: Vec::new(),
            kind,
            sink: Sink::default(),
            slow: SlowParser::default(),
            general: GeneralParser::default(),
            table: TableParser::default(),
            lines: 0,
            max_line: MAX_LINE,
            offset: 0,
        }
    }

    /// The next chunk of the file (any size; lines may span chunks).
    ///
    /// Until the layout is known, a NUL byte refuses the input (a device
    /// such as `/dev/zero`, a compressed log): no log starts with binary
    /// data. A line is held at most [`MAX_LINE`] bytes: the check comes
    /// before the bytes are kept, so an endless line never takes more.
    pub fn feed(&mut self, chunk: &[u8]) -> Result<(), LogError> {
        if self.kind.is_none()
            && let Some(at) = memchr::memchr(0, chunk)
        {
            return Err(LogError::Binary(self.offset + at as u64));
        }
        self.offset += chunk.len() as u64;
        let mut rest = chunk;
        if !self.carry.is_empty() {
            match memchr::memchr(b'\n', rest) {
                Some(i) => {
                    self.keep(&rest[..i])?;
                    let line = std::mem::take(&mut self.carry);
                    self.line(&line)?;
                    rest = &rest[i + 1..];
                }
                None => return self.keep(rest),
            }
        }
        let mut start = 0;
        for i in memchr::memchr_iter(b'\n', rest) {
            self.line(&rest[start..i])?;
            start = i + 1;
        }
        self.keep(&rest[start..])
    }

    /// Keep the start of a line that goes on in the next chunk. The buffer
    /// grows by doubling, but never past [`MAX_LINE`]: a line at the limit
    /// takes the limit, not the next power of two above it.
    fn keep(&mut self, part: &[u8]) -> Result<(), LogError> {
        let need = self.carry.len() + part.len();
        if need > self.max_line {
            self.carry = Vec::new();
            return Err(LogError::LineTooLong);
        }
        if need > self.carry.capacity() {
            let target = self
                .carry
                .capacity()
                .saturating_mul(2)
                .clamp(need, self.max_line);
            self.carry.reserve_exact(target - self.carry.len());
        }
        self.carry.extend_from_slice(part);
        Ok(())
    }

    fn line(&mut self, raw: &[u8]) -> Result<(), LogError> {
        let raw = raw.strip_suffix(b"\r").unwrap_or(raw);
        let line = match std::str::from_utf8(raw) {
            Ok(s) => std::borrow::Cow::Borrowed(s),
            Err(_) => String::from_utf8_lossy(raw),
        };
        self.lines += 1;
        self.sink.line = self.lines;
        let kind = match self.kind {
            Some(k) => k,
            None => match LogKind::detect(&line) {
                Some(k) => {
                    self.kind = Some(k);
                    k
                }
                None => {
                    if self.sink.server_header(&line)
                        || is_header_tail(&line)
                        || line.trim().is_empty()
                    {
                        return Ok(());
                    }
                    if self.lines >= DETECT_LINES {
                        return Err(LogError::Unrecognised(self.lines));
                    }
                    return Ok(());
                }
            },
        };
        match kind {
            LogKind::Slow => self.slow.line(&line, &mut self.sink),
            LogKind::General => self.general.line(&line, &mut self.sink),
            LogKind::SlowTable => self.table.slow(&line, &mut self.sink),
            LogKind::GeneralTable => self.table.general(&line, &mut self.sink),
        }
        Ok(())
    }

    /// The end of the file: the report of `target` (the file, as shown).
    pub fn finish(mut self, target: String) -> Result<Report, LogError> {
        if !self.carry.is_empty() {
            let line = std::mem::take(&mut self.carry);
            self.line(&line)?;
        }
        let Some(kind) = self.kind else {
            return Err(if self.lines == 0 {
                LogError::Empty
            } else {
                LogError::Unrecognised(self.lines)
            });
        };
        match kind {
            LogKind::Slow => self.slow.finish(&mut self.sink),
            LogKind::General => self.general.finish(&mut self.sink),
            LogKind::SlowTable | LogKind::GeneralTable => {}
        }
        self.sink.finish();
        let t = &self.sink.timelines;
        if t.window() == 0.0 && t.tally.iter().all(|(_, f)| f.statements == 0) {
            return Err(LogError::Empty);
        }
        let general = kind.is_general();
        let run = Run {
            source: if general {
                SourceKind::GeneralLog
            } else {
                SourceKind::SlowLog
            },
            known: Known {
                busy: !general,
                idle: !general,
                rows_locked: false,
                lock_wait: !general,
            },
            window: t.window(),
            target,
            server: self.sink.server.as_ref().map(ServerInfo::to_string),
            samples: None,
            interrupted: false,
            blind_spots: self.blind_spots(kind),
            notes: self.notes(kind),
        };
        Ok(t.tally.report(run))
    }

    /// What a log of this kind, written by this server, cannot see.
    fn blind_spots(&self, kind: LogKind) -> Vec<String> {
        let sink = &self.sink;
        let mut blind = Vec::new();
        if kind.is_general() {
            blind.push(
                "the general log has no statement durations: busy and idle-in-transaction \
                 seconds are unknown; transaction seconds run from the arrival of BEGIN (or a \
                 transaction's first statement) to the arrival of its COMMIT"
                    .to_string(),
            );
        } else {
            blind.push(
                "statements faster than long_query_time are not in the log: write it with \
                 long_query_time = 0 for these figures to be whole"
                    .to_string(),
            );
            blind.push(
                "lock wait is each statement's Lock_time as the server logged it (MariaDB counts \
                 table locks there, not InnoDB row-lock waits); rows locked are not in the log"
                    .to_string(),
            );
        }
        let clock = sink.server.as_ref().map(ServerInfo::log_clock);
        if sink.whole_seconds || clock == Some(LogClock::WholeSeconds) {
            blind.push(format!(
                "{} writes times in whole seconds: each entry is placed inside its second by its \
                 position among that second's entries, so per-transaction times are estimates \
                 (close in total when the log is busy)",
                sink.server
                    .as_ref()
                    .map_or("this server".to_string(), |s| s.product().to_string())
            ));
        }
        if sink.no_thread_ids {
            blind.push(
                "entries without a thread id: one user@host's connections are read as one".into(),
            );
        }
        blind
    }

    /// What this log held that the report should say.
    fn notes(&self, kind: LogKind) -> Vec<String> {
        let sink = &self.sink;
        let t = &sink.timelines;
        let mut notes = Vec::new();
        if t.excluded > 0 {
            notes.push(format!(
                "{} statements of poolctl conn-tags' own sampler left out",
                t.excluded
            ));
        }
        if t.open_at_end > 0 {
            notes.push(format!(
                "{} transactions were still open when the log ends: counted up to its last entry",
                t.open_at_end
            ));
        }
        notes.extend(sink.steps.iter().map(step_note));
        if sink.steps_total > sink.steps.len() as u64 {
            notes.push(format!(
                "the log's clock goes back {} more time(s) after those",
                sink.steps_total - sink.steps.len() as u64
            ));
        }
        if sink.restarts > 0 {
            notes.push(format!(
                "the server restarted {} time(s) in this log: open transactions ended there",
                sink.restarts
            ));
        }
        notes.extend(match kind {
            LogKind::Slow => self.slow.notes(),
            LogKind::General => self.general.notes(),
            LogKind::SlowTable => self.table.notes("mysql.slow_log"),
            LogKind::GeneralTable => self.table.notes("mysql.general_log"),
        });
        notes
    }
}

/// The report's note of one step back of the log's clock.
fn step_note(step: &super::entries::ClockStep) -> String {
    let open = match step.open_total {
        0 => "no transaction was open there".to_string(),
        n => {
            let mut named: Vec<String> = step.open.iter().map(u64::to_string).collect();
            if n > step.open.len() {
                named.push(format!("and {} more", n - step.open.len()));
            }
            format!(
                "{n} transaction(s) open there (connection {}) were counted up to the step",
                named.join(", ")
            )
        }
    };
    format!(
        "the log's clock goes back {:.0} s at line {} (logs concatenated out of order, such as \
         `cat slow.log slow.log.1`, or the clock set back): the parts before and after are \
         each read by their own times; {open}",
        step.back, step.line
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_without_end_is_refused() {
        let mut r = LogReader::new(None);
        r.max_line = 1000;
        assert_eq!(r.feed(&[b'x'; 600]), Ok(()));
        assert_eq!(r.feed(&[b'x'; 600]), Err(LogError::LineTooLong));
    }

    #[test]
    fn a_long_line_takes_no_more_than_the_limit() {
        let mut r = LogReader::new(None);
        r.max_line = 1000;
        for _ in 0..9 {
            assert_eq!(r.feed(&[b'x'; 100]), Ok(()));
        }
        // 900 bytes kept: doubling from 800 would take 1,600.
        assert_eq!(r.carry.len(), 900);
        assert!(r.carry.capacity() <= 1000, "{}", r.carry.capacity());
        assert_eq!(r.feed(&[b'x'; 100]), Ok(()));
        assert_eq!(r.carry.capacity(), 1000);
        assert_eq!(r.feed(b"x"), Err(LogError::LineTooLong));
    }

    #[test]
    fn binary_data_is_refused_before_the_layout_is_known() {
        let mut r = LogReader::new(None);
        assert_eq!(r.feed(b"\n\n"), Ok(()));
        assert_eq!(r.feed(&[0u8; 4096]), Err(LogError::Binary(2)));
    }

    #[test]
    fn neither_kind_is_refused() {
        let mut r = LogReader::new(None);
        let junk = "hello world\n".repeat(300);
        assert_eq!(
            r.feed(junk.as_bytes()),
            Err(LogError::Unrecognised(DETECT_LINES))
        );
        let r = LogReader::new(None);
        assert_eq!(r.finish("x".into()), Err(LogError::Empty));
    }
}
