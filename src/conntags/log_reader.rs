//! `conn-tags --file`: a slow query log (written with `long_query_time = 0`)
//! or a general query log, fed in chunks of bytes by the caller (no I/O here),
//! split into lines, parsed by [`super::slow_log`] / [`super::general_log`]
//! (the files, `log_output = FILE`) or [`super::table_log`] (the tables' CSV
//! files, `log_output = TABLE`), and each connection's statements handed to
//! [`Timelines`] in order.
//!
//! Clocks differ by server (see [`ServerInfo::log_clock`]): MySQL 5.7+ writes
//! each entry's time to the microsecond; MariaDB writes whole seconds (in a
//! slow log the statement's *end* second, entries in completion order). For
//! those, `Seconds` places each entry inside its second by its position
//! among that second's entries: exact enough when the log is busy (a second
//! holds hundreds of entries), an estimate per transaction always, said so
//! in the report. The table layout has microseconds on both servers: the
//! exact one for MariaDB.

use super::general_log::GeneralParser;
use super::slow_log::SlowParser;
use super::table_log::TableParser;
use super::tally::{Known, Report, Source, rows};
use super::timeline::{LogStatement, Timelines};
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
}

/// The longest line read (a statement of a query log is far shorter).
pub const MAX_LINE: usize = 256 << 20;

/// Entries of one whole second, waiting for the second to end.
#[derive(Debug, Default)]
pub(super) struct Seconds {
    second: Option<i64>,
    /// Text of the pending entries (user, host, statement back to back).
    arena: String,
    pending: Vec<Pending>,
}

#[derive(Debug, Clone, Copy)]
struct Pending {
    conn: u64,
    duration: f64,
    lock: f64,
    quit: bool,
    user: (usize, usize),
    host: (usize, usize),
    text: (usize, usize),
}

/// One parsed entry, borrowed from the parser.
#[derive(Debug, Clone, Copy)]
pub(super) struct Entry<'a> {
    pub conn: u64,
    pub user: &'a str,
    pub host: &'a str,
    pub text: &'a str,
    /// The connection closed here (`Quit`).
    pub quit: bool,
    pub duration: f64,
    pub lock: f64,
}

impl Seconds {
    /// Queue an entry of whole second `second`; a later second flushes the
    /// earlier one into `out`.
    pub(super) fn push(&mut self, second: i64, e: Entry<'_>, out: &mut Timelines) {
        // Entries are written in completion order; one written just after a
        // second boundary by a thread that read the clock just before it
        // belongs to the current second.
        match self.second {
            Some(s) if second > s => self.flush(out),
            None => {}
            _ => {}
        }
        if self.second.is_none_or(|s| second > s) {
            self.second = Some(second);
        }
        let mut put = |s: &str| {
            let a = self.arena.len();
            self.arena.push_str(s);
            (a, self.arena.len())
        };
        let user = put(e.user);
        let host = put(e.host);
        let text = put(e.text);
        self.pending.push(Pending {
            conn: e.conn,
            duration: e.duration,
            lock: e.lock,
            quit: e.quit,
            user,
            host,
            text,
        });
    }

    /// Place the pending entries: the i-th of n ends at second + (i + ½) / n.
    pub(super) fn flush(&mut self, out: &mut Timelines) {
        let Some(second) = self.second else { return };
        let n = self.pending.len() as f64;
        for (i, p) in self.pending.iter().enumerate() {
            let end = second as f64 + (i as f64 + 0.5) / n;
            let s = |(a, b): (usize, usize)| &self.arena[a..b];
            deliver(
                out,
                Entry {
                    conn: p.conn,
                    user: s(p.user),
                    host: s(p.host),
                    text: s(p.text),
                    quit: p.quit,
                    duration: p.duration,
                    lock: p.lock,
                },
                end,
            );
        }
        self.pending.clear();
        self.arena.clear();
    }
}

/// Hand an entry that ended at `end` to the timelines.
pub(super) fn deliver(out: &mut Timelines, e: Entry<'_>, end: f64) {
    if e.quit {
        out.disconnect(e.conn, end);
        return;
    }
    out.statement(LogStatement {
        conn: e.conn,
        user: e.user,
        host: e.host,
        start: end - e.duration,
        end,
        lock: e.lock,
        text: e.text,
    });
}

/// What every parser shares: the timelines, whole seconds, the server named
/// by the log's header, what the clock was.
#[derive(Debug, Default)]
pub(super) struct Sink {
    pub timelines: Timelines,
    pub seconds: Seconds,
    pub server: Option<ServerInfo>,
    pub whole_seconds: bool,
    pub microseconds: bool,
    pub restarts: u64,
    pub no_thread_ids: bool,
}

impl Sink {
    /// An entry with an exact end time.
    pub(super) fn exact(&mut self, e: Entry<'_>, end: f64) {
        self.seconds.flush(&mut self.timelines);
        self.microseconds = true;
        deliver(&mut self.timelines, e, end);
    }

    /// An entry known to the second.
    pub(super) fn second(&mut self, e: Entry<'_>, second: i64) {
        self.whole_seconds = true;
        self.seconds.push(second, e, &mut self.timelines);
    }

    /// A server header line (`/usr/sbin/mysqld, Version: 8.0.36 (...). started
    /// with:`): the server (re)started, its connections are gone.
    pub(super) fn header(&mut self, line: &str) -> bool {
        let Some(i) = line.find(", Version: ") else {
            return false;
        };
        if !line.trim_end().ends_with("started with:") {
            return false;
        }
        let rest = &line[i + ", Version: ".len()..];
        let (version, comment) = match rest.find(" (") {
            Some(p) => (&rest[..p], rest[p + 2..].split(')').next().unwrap_or("")),
            None => (rest.split(' ').next().unwrap_or(""), ""),
        };
        if let Ok(s) = ServerInfo::parse(version, comment) {
            self.server = Some(s);
        }
        self.seconds.flush(&mut self.timelines);
        if self.timelines.window() > 0.0 || self.restarts > 0 {
            self.restarts += 1;
        }
        self.timelines.finish();
        true
    }
}

/// Lines that follow a header line.
pub(super) fn is_header_tail(line: &str) -> bool {
    line.starts_with("Tcp port:") || line.starts_with("Time") && line.contains("Id Command")
}

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
    bytes: u64,
    unrecognised: bool,
    max_line: usize,
}

/// Lines looked at before a log that is neither kind is refused.
const DETECT_LINES: u64 = 200;

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
            bytes: 0,
            unrecognised: false,
            max_line: MAX_LINE,
        }
    }

    /// Bytes read so far.
    pub fn bytes(&self) -> u64 {
        self.bytes
    }

    /// The next chunk of the file (any size; lines may span chunks).
    pub fn feed(&mut self, chunk: &[u8]) -> Result<(), LogError> {
        self.bytes += chunk.len() as u64;
        let mut rest = chunk;
        if !self.carry.is_empty() {
            match memchr::memchr(b'\n', rest) {
                Some(i) => {
                    let mut line = std::mem::take(&mut self.carry);
                    line.extend_from_slice(&rest[..i]);
                    self.line(&line)?;
                    rest = &rest[i + 1..];
                }
                None => {
                    self.carry.extend_from_slice(rest);
                    if self.carry.len() > self.max_line {
                        return Err(LogError::LineTooLong);
                    }
                    return Ok(());
                }
            }
        }
        let mut start = 0;
        for i in memchr::memchr_iter(b'\n', rest) {
            self.line(&rest[start..i])?;
            start = i + 1;
        }
        self.carry.extend_from_slice(&rest[start..]);
        if self.carry.len() > self.max_line {
            return Err(LogError::LineTooLong);
        }
        Ok(())
    }

    fn line(&mut self, raw: &[u8]) -> Result<(), LogError> {
        let raw = raw.strip_suffix(b"\r").unwrap_or(raw);
        let line = match std::str::from_utf8(raw) {
            Ok(s) => std::borrow::Cow::Borrowed(s),
            Err(_) => String::from_utf8_lossy(raw),
        };
        self.lines += 1;
        let kind = match self.kind {
            Some(k) => k,
            None => match detect(&line) {
                Some(k) => {
                    self.kind = Some(k);
                    k
                }
                None => {
                    if self.sink.header(&line) || is_header_tail(&line) || line.trim().is_empty() {
                        return Ok(());
                    }
                    if self.lines >= DETECT_LINES {
                        self.unrecognised = true;
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

    /// The end of the file: the report.
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
        let sink = &mut self.sink;
        sink.seconds.flush(&mut sink.timelines);
        sink.timelines.finish();
        let t = &sink.timelines;
        if t.window() == 0.0 && t.tally.rows().all(|(_, f)| f.statements == 0) {
            return Err(LogError::Empty);
        }
        let general = matches!(kind, LogKind::General | LogKind::GeneralTable);
        let known = Known {
            busy: !general,
            idle: !general,
            rows_locked: false,
            lock_wait: !general,
        };
        let (tags, untagged) = rows(&t.tally, known);
        let clock = sink.server.as_ref().map(ServerInfo::log_clock);
        let mut blind = Vec::new();
        if general {
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
        if sink.restarts > 0 {
            notes.push(format!(
                "the server restarted {} time(s) in this log: open transactions ended there",
                sink.restarts
            ));
        }
        let parse_notes = match kind {
            LogKind::Slow => self.slow.notes(),
            LogKind::General => self.general.notes(),
            LogKind::SlowTable => self.table.notes("mysql.slow_log"),
            LogKind::GeneralTable => self.table.notes("mysql.general_log"),
        };
        notes.extend(parse_notes);
        Ok(Report {
            source: if general {
                Source::GeneralLog
            } else {
                Source::SlowLog
            },
            window_secs: (t.window() * 1e6).round() / 1e6,
            tags,
            untagged,
            server: sink.server.as_ref().map(|s| s.to_string()),
            target,
            samples: None,
            rate: None,
            blind_spots: blind,
            notes,
            samples_failed: None,
            blind_secs: None,
            outages: None,
        })
    }
}

/// The kind of log a line belongs to, if it tells.
fn detect(line: &str) -> Option<LogKind> {
    if line.starts_with("# Time: ")
        || line.starts_with("# User@Host: ")
        || line.starts_with("# Query_time: ")
    {
        return Some(LogKind::Slow);
    }
    if super::general_log::is_entry(line) {
        return Some(LogKind::General);
    }
    match super::table_log::is_row(line) {
        Some(true) => Some(LogKind::SlowTable),
        Some(false) => Some(LogKind::GeneralTable),
        None => None,
    }
}

/// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm).
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

fn num(s: &str) -> Option<i64> {
    (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
        .then(|| s.parse().ok())
        .flatten()
}

/// `2024-05-10T17:44:36.400424Z`, `...+08:00`, or without a zone (as UTC):
/// seconds since the epoch.
pub(super) fn iso_time(s: &str) -> Option<f64> {
    let s = s.trim();
    if s.len() < 19 || s.as_bytes()[10] != b'T' {
        return None;
    }
    let (y, mo, d) = (num(&s[0..4])?, num(&s[5..7])?, num(&s[8..10])?);
    let (h, mi, se) = (num(&s[11..13])?, num(&s[14..16])?, num(&s[17..19])?);
    let mut rest = &s[19..];
    let mut frac = 0.0;
    if let Some(r) = rest.strip_prefix('.') {
        let digits = r.bytes().take_while(u8::is_ascii_digit).count();
        let mut scale = 0.1;
        for d in r[..digits].bytes() {
            frac += f64::from(d - b'0') * scale;
            scale /= 10.0;
        }
        rest = &r[digits..];
    }
    let offset = match rest {
        "" | "Z" => 0,
        z if z.len() == 6 && (z.starts_with('+') || z.starts_with('-')) => {
            let sign = if z.starts_with('-') { -1 } else { 1 };
            sign * (num(&z[1..3])? * 3600 + num(&z[4..6])? * 60)
        }
        _ => return None,
    };
    let days = days_from_civil(y, mo, d);
    Some((days * 86_400 + h * 3600 + mi * 60 + se - offset) as f64 + frac)
}

/// `240515 17:02:39` / `240515  7:02:39` (local time, no zone): seconds
/// since the epoch as if it were UTC (only differences matter).
pub(super) fn short_time(s: &str) -> Option<i64> {
    let s = s.trim();
    let (date, time) = s.split_once(' ')?;
    let time = time.trim_start();
    if date.len() != 6 {
        return None;
    }
    let (y, mo, d) = (
        num(&date[0..2])? + 2000,
        num(&date[2..4])?,
        num(&date[4..6])?,
    );
    let mut t = time.split(':');
    let (h, mi, se) = (num(t.next()?)?, num(t.next()?)?, num(t.next()?.get(0..2)?)?);
    Some(days_from_civil(y, mo, d) * 86_400 + h * 3600 + mi * 60 + se)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks() {
        assert_eq!(iso_time("1970-01-01T00:00:01Z"), Some(1.0));
        let t = iso_time("2024-05-10T17:44:36.400424Z").unwrap();
        assert!((t - 1_715_363_076.400424).abs() < 1e-6, "{t}");
        let z = iso_time("2024-05-10T19:44:36.400424+02:00").unwrap();
        assert!((z - t).abs() < 1e-6);
        assert!(iso_time("2024-05-10 17:44:36").is_none());
        assert_eq!(short_time("240515 17:02:39"), Some(1_715_792_559));
        assert_eq!(short_time("261201  0:06:36").map(|s| s % 86_400), Some(396));
        assert!(short_time("garbage").is_none());
    }

    #[test]
    fn whole_seconds_are_spread_by_position() {
        let mut t = Timelines::default();
        let mut s = Seconds::default();
        for (i, text) in ["BEGIN", "/* conn_tag:a */ SELECT 1", "x", "COMMIT"]
            .iter()
            .enumerate()
        {
            let conn = if i == 2 { 2 } else { 1 };
            s.push(
                100,
                Entry {
                    conn,
                    user: "u",
                    host: "h",
                    text,
                    quit: false,
                    duration: 0.0,
                    lock: 0.0,
                },
                &mut t,
            );
        }
        s.flush(&mut t);
        t.finish();
        // Ends at 100.125, .375, .625, .875: BEGIN to COMMIT is 0.75 s.
        let a = t.tally.tag("a");
        assert!((t.tally.get(a).transaction - 0.75).abs() < 1e-9);
        assert!((t.window() - 0.75).abs() < 1e-9);
    }

    #[test]
    fn a_line_without_end_is_refused() {
        let mut r = LogReader::new(None);
        r.max_line = 1000;
        assert_eq!(r.feed(&[b'x'; 600]), Ok(()));
        assert_eq!(r.feed(&[b'x'; 600]), Err(LogError::LineTooLong));
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
