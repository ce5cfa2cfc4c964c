//! Input normalisation: the shapes in which a status text reaches poolctl, turned
//! into the plain text InnoDB printed. No I/O.
//!
//! - raw text (`SHOW ENGINE INNODB STATUS` copied, `mysql -N -B --raw`);
//! - the mysql client's vertical output (`\G`: a `*** 1. row ***` header,
//!   `Type:`, `Name:`, `Status:`);
//! - its tabular output: `| InnoDB |  | ...` between `+---+` borders, or
//!   tab-separated batch output, the text in one cell with `\n` escaped (or,
//!   from a terminal, with raw newlines);
//! - the error log written with `innodb_print_all_deadlocks`, where lines carry a
//!   timestamp and `[Note] [MY-012469] [InnoDB]` (MySQL 8) or `[Note] InnoDB:`
//!   (5.7, MariaDB) before the text.
//!
//! CRLF line ends are accepted everywhere. Raw and `\G` text is borrowed, not
//! copied. Apart from the escaped tabular form (one cell becomes many lines),
//! normalisation keeps line numbers: dropped lines become empty lines, and
//! [`Normalized::line_offset`] counts the `\G` header lines.

use serde::Serialize;
use std::borrow::Cow;

/// The shape the input came in.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum InputFormat {
    /// The status text itself.
    #[default]
    Raw,
    /// `mysql ... \G` (vertical) output.
    Vertical,
    /// `mysql` tabular or tab-separated batch output.
    Tabular,
    /// An error log (`innodb_print_all_deadlocks`).
    ErrorLog,
}

/// The plain status text and the shape it was found in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Normalized<'a> {
    pub format: InputFormat,
    pub text: Cow<'a, str>,
    /// Input lines before the text's first line (the `\G` header), so that
    /// line numbers in warnings are the input's.
    pub line_offset: usize,
}

/// Why an input is no InnoDB status at all: `inspect-locks` then stops with
/// exit 2 instead of reporting it as clean. (Binary and oversized input is
/// stopped while it is read, by [`crate::bounded`].)
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NotAStatus {
    #[error("it is empty")]
    Empty,
    #[error(
        "no `INNODB MONITOR OUTPUT` header, no TRANSACTIONS or LATEST DETECTED DEADLOCK section, \
         no deadlock of an error log{}; inspect-locks reads the output of SHOW ENGINE INNODB STATUS",
        looks_like.map(|w| format!(" (it looks like {w} output)")).unwrap_or_default()
    )]
    NoStatus { looks_like: Option<&'static str> },
}

/// `Err` when the `warnings` of parsing `text` show the input was no InnoDB
/// status at all (empty, or none of its sections and no deadlock dump).
pub fn reject(warnings: &[super::warnings::ParseWarning], text: &str) -> Result<(), NotAStatus> {
    use super::warnings::ParseWarning;
    if warnings.contains(&ParseWarning::Empty) || text.trim().is_empty() {
        return Err(NotAStatus::Empty);
    }
    if warnings.contains(&ParseWarning::NotInnodbStatus) {
        return Err(NotAStatus::NoStatus {
            looks_like: looks_like(text),
        });
    }
    Ok(())
}

/// What a text that is not a status may be instead, for the message.
fn looks_like(text: &str) -> Option<&'static str> {
    let server_vars = text.split('\n').take(400).any(|l| {
        let l = l.trim_start_matches(['|', ' ']);
        l.starts_with("Variable_name")
            || l.starts_with("Innodb_")
            || l.starts_with("innodb_")
            || l.starts_with("Com_")
            || l.starts_with("Uptime")
    });
    server_vars.then_some("SHOW GLOBAL STATUS or SHOW VARIABLES")
}

/// Detects the input's shape and returns the plain status text (borrowed when
/// the input already is plain text).
pub fn normalize(input: &str) -> Normalized<'_> {
    let n = shape(input);
    if n.format == InputFormat::Raw
        && (n.text.contains("InnoDB:") || n.text.contains("[InnoDB]"))
        && n.text
            .split('\n')
            .any(|l| matches!(log_prefix(l), Some(LogLine::InnoDb(_))))
    {
        return Normalized {
            format: InputFormat::ErrorLog,
            text: Cow::Owned(error_log(&n.text)),
            line_offset: 0,
        };
    }
    n
}

/// [`normalize`] without the error-log pass: the parser strips error-log
/// prefixes line by line itself ([`strip_log_prefix`]), which saves a scan
/// and a copy of large inputs.
pub(super) fn shape(input: &str) -> Normalized<'_> {
    let input = input.strip_prefix('\u{feff}').unwrap_or(input);
    let first = input
        .split('\n')
        .map(|l| l.trim_end_matches('\r'))
        .find(|l| !l.trim().is_empty() && !l.starts_with("mysql: [Warning]"));
    if let Some(first) = first {
        if is_row_header(first) {
            // The usual shape: header, `Type:`, `Name:`, `Status: ` and the
            // text to the end (a later row is handled by the parser, which
            // ignores these header lines between outputs).
            if let Some((at, line_offset)) = vertical_status_start(input) {
                return Normalized {
                    format: InputFormat::Vertical,
                    text: Cow::Borrowed(&input[at..]),
                    line_offset,
                };
            }
            return Normalized {
                format: InputFormat::Vertical,
                text: Cow::Owned(vertical(input)),
                line_offset: 0,
            };
        }
        if is_tabular_start(first) {
            return Normalized {
                format: InputFormat::Tabular,
                text: Cow::Owned(tabular(input)),
                line_offset: 0,
            };
        }
    }
    Normalized {
        format: InputFormat::Raw,
        text: Cow::Borrowed(input),
        line_offset: 0,
    }
}

/// Byte offset of the status text in a `\G` output (after `Status: ` within
/// the first lines) and the number of input lines before it.
fn vertical_status_start(input: &str) -> Option<(usize, usize)> {
    let mut pos = 0;
    for (n, raw) in input.split_inclusive('\n').take(8).enumerate() {
        let line = raw.trim_end_matches(['\n', '\r']);
        let t = line.trim_start();
        if let Some(rest) = t.strip_prefix("Status:") {
            let lead = line.len() - t.len() + "Status:".len();
            let skip = if rest.starts_with(' ') { 1 } else { 0 };
            return Some((pos + lead + skip, n));
        }
        pos += raw.len();
    }
    None
}

/// `*************************** 1. row ***************************`
fn is_row_header(line: &str) -> bool {
    let t = line.trim();
    t.starts_with("***") && t.ends_with("***") && t.contains(". row ")
}

fn is_border(line: &str) -> bool {
    let t = line.trim();
    t.len() >= 2 && t.starts_with('+') && t.bytes().all(|b| b == b'+' || b == b'-')
}

fn is_tabular_start(line: &str) -> bool {
    is_border(line) || is_table_header(line) || table_cell(line).is_some()
}

fn is_table_header(line: &str) -> bool {
    let t = line.trim();
    if let Some(rest) = t.strip_prefix('|') {
        let cells: Vec<&str> = rest.split('|').map(str::trim).collect();
        return cells.len() >= 3
            && cells[0] == "Type"
            && cells[1] == "Name"
            && cells[2] == "Status";
    }
    t == "Type\tName\tStatus"
}

/// The Status cell of an `| InnoDB | name | status |` row or an
/// `InnoDB<TAB>name<TAB>status` batch row.
fn table_cell(line: &str) -> Option<&str> {
    if let Some(rest) = line.strip_prefix("InnoDB\t") {
        let (_, status) = rest.split_once('\t')?;
        return Some(status);
    }
    let rest = line.trim_start().strip_prefix('|')?;
    let rest = rest.trim_start().strip_prefix("InnoDB")?;
    let rest = rest.trim_start().strip_prefix('|')?;
    let (_, status) = rest.split_once('|')?;
    Some(status.strip_prefix(' ').unwrap_or(status))
}

/// `1 row in set (0.00 sec)`
fn is_rows_in_set(line: &str) -> bool {
    let t = line.trim();
    let digits = t.bytes().take_while(u8::is_ascii_digit).count();
    digits > 0
        && (t[digits..].starts_with(" row in set") || t[digits..].starts_with(" rows in set"))
}

fn lines(input: &str) -> impl Iterator<Item = &str> {
    input.split('\n').map(|l| l.strip_suffix('\r').unwrap_or(l))
}

fn push_line(out: &mut String, line: &str) {
    out.push_str(line);
    out.push('\n');
}

fn finish(mut out: String, input: &str) -> String {
    // `split` yields a last (empty) piece after a final newline: keep the
    // trailing-newline shape of the input.
    if !input.ends_with('\n') && out.ends_with('\n') {
        out.pop();
    }
    out
}

fn vertical(input: &str) -> String {
    let mut out = String::with_capacity(input.len());
    // 0: in status text, 1..=3: expecting Type/Name/Status after a row header.
    let mut header = 0u8;
    let mut all = lines(input).peekable();
    while let Some(line) = all.next() {
        let last = all.peek().is_none();
        if is_row_header(line) {
            header = 1;
            push_line(&mut out, "");
            continue;
        }
        if header > 0 {
            let t = line.trim_start();
            if let Some(rest) = t.strip_prefix("Status:") {
                header = 0;
                push_line(&mut out, rest.strip_prefix(' ').unwrap_or(rest));
                continue;
            }
            if t.starts_with("Type:") || t.starts_with("Name:") {
                push_line(&mut out, "");
                continue;
            }
            header = 0;
        }
        if is_rows_in_set(line) {
            push_line(&mut out, "");
            continue;
        }
        if last {
            out.push_str(line);
        } else {
            push_line(&mut out, line);
        }
    }
    finish(out, input)
}

/// Undoes the mysql client's batch escaping (`\n`, `\t`, `\\`, `\0`, `\r`).
fn unescape(cell: &str, out: &mut String) {
    let mut chars = cell.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => {}
            Some('0') => out.push('\0'),
            Some('\\') => out.push('\\'),
            Some(other) => {
                out.push('\\');
                out.push(other);
            }
            None => out.push('\\'),
        }
    }
}

/// Strips the right border of a table row: `text   |` -> `text`.
fn strip_right_border(s: &str) -> Option<&str> {
    let t = s.trim_end();
    let inner = t.strip_suffix('|')?;
    Some(inner.trim_end_matches(' '))
}

fn tabular(input: &str) -> String {
    let mut out = String::with_capacity(input.len() + input.len() / 8);
    let all: Vec<&str> = lines(input).collect();
    let mut in_cell = false;
    for (i, line) in all.iter().enumerate() {
        let next_ends_cell = all
            .get(i + 1)
            .is_none_or(|n| is_border(n) || n.trim().is_empty());
        if let Some(cell) = table_cell(line).filter(|_| !in_cell) {
            let (cell, closed) = match strip_right_border(cell) {
                Some(inner) if line.trim_start().starts_with('|') => (inner, true),
                _ => (cell, !line.trim_start().starts_with('|')),
            };
            if cell.contains("\\n") {
                unescape(cell, &mut out);
                out.push('\n');
            } else {
                push_line(&mut out, cell);
            }
            in_cell = !closed;
            continue;
        }
        if in_cell {
            if next_ends_cell && let Some(inner) = strip_right_border(line) {
                push_line(&mut out, inner);
                in_cell = false;
                continue;
            }
            if is_border(line) {
                in_cell = false;
                push_line(&mut out, "");
                continue;
            }
            push_line(&mut out, line);
            continue;
        }
        if is_border(line) || is_table_header(line) || is_rows_in_set(line) {
            push_line(&mut out, "");
            continue;
        }
        push_line(&mut out, line);
    }
    finish(out, input)
}

/// What an error-log prefix introduces.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum LogLine {
    /// An InnoDB message; the text starts at this byte offset.
    InnoDb(usize),
    /// A message of another subsystem.
    Other,
}

/// Length of a leading `YYYY-MM-DD[T ]HH:MM:SS[.frac][Z|+HH:MM]` or
/// `YYMMDD HH:MM:SS` timestamp.
pub(super) fn timestamp_len(b: &[u8]) -> Option<usize> {
    let digits = |from: usize, n: usize| -> bool {
        b.len() >= from + n && b[from..from + n].iter().all(u8::is_ascii_digit)
    };
    let date_end = if digits(0, 4)
        && b.get(4) == Some(&b'-')
        && digits(5, 2)
        && b.get(7) == Some(&b'-')
        && digits(8, 2)
    {
        10
    } else if digits(0, 6) && b.get(6) == Some(&b' ') {
        6
    } else {
        return None;
    };
    let mut i = date_end;
    match b.get(i) {
        Some(b'T') | Some(b' ') => i += 1,
        _ => return None,
    }
    if b.get(i) == Some(&b' ') {
        i += 1; // `120906  6:03:32`
    }
    let h = b[i..].iter().take_while(|c| c.is_ascii_digit()).count();
    if h == 0 || h > 2 {
        return None;
    }
    i += h;
    if !(b.get(i) == Some(&b':')
        && digits(i + 1, 2)
        && b.get(i + 3) == Some(&b':')
        && digits(i + 4, 2))
    {
        return None;
    }
    i += 6;
    if b.get(i) == Some(&b'.') {
        i += 1;
        i += b[i..].iter().take_while(|c| c.is_ascii_digit()).count();
    }
    match b.get(i) {
        Some(b'Z') => i += 1,
        Some(b'+') | Some(b'-') if digits(i + 1, 2) => {
            i += 3;
            if b.get(i) == Some(&b':') && digits(i + 1, 2) {
                i += 3;
            }
        }
        _ => {}
    }
    Some(i)
}

/// Recognises an error-log line prefix.
fn log_prefix(line: &str) -> Option<LogLine> {
    let b = line.as_bytes();
    if !b.first().is_some_and(u8::is_ascii_digit) {
        return None;
    }
    let ts = timestamp_len(b)?;
    // The prefix is short: thread id, [Level], [MY-NNNNNN], [InnoDB] or `InnoDB:`.
    let window_end = (ts + 80).min(line.len());
    let window_end = (window_end..=line.len()).find(|&i| line.is_char_boundary(i))?;
    let window = &line[ts..window_end];
    for marker in ["[InnoDB]", "InnoDB:"] {
        if let Some(pos) = window.find(marker) {
            let head = &window[..pos];
            // Only a thread id and bracketed tags may come before the marker.
            let plausible = head.split_whitespace().all(|tok| {
                tok.starts_with('[') && tok.ends_with(']')
                    || tok.bytes().all(|c| c.is_ascii_hexdigit())
                    || tok
                        .strip_prefix("0x")
                        .is_some_and(|h| h.bytes().all(|c| c.is_ascii_hexdigit()))
            });
            if plausible {
                return Some(LogLine::InnoDb(ts + pos + marker.len()));
            }
        }
    }
    let rest = line[ts..].trim_start();
    let rest = rest
        .trim_start_matches(|c: char| c.is_ascii_alphanumeric())
        .trim_start();
    for level in ["[Note]", "[Warning]", "[ERROR]", "[Error]", "[System]"] {
        if rest.starts_with(level) {
            return Some(LogLine::Other);
        }
    }
    None
}

/// Strips a debug build's ` (lock0lock.cc:6496)` source location suffix.
fn strip_source_location(s: &str) -> &str {
    let t = s.trim_end();
    if let Some(open) = t.rfind(" (")
        && t.ends_with(')')
    {
        let inner = &t[open + 2..t.len() - 1];
        if let Some((file, line)) = inner.split_once(':')
            && file.ends_with(".cc")
            && !line.is_empty()
            && line.bytes().all(|c| c.is_ascii_digit())
        {
            return &t[..open];
        }
    }
    s
}

/// An error-log line without its prefix: the InnoDB message for an InnoDB
/// line, `""` for another subsystem's line, `None` when `line` has no log
/// prefix. The result is a slice of `line`.
pub(super) fn strip_log_prefix(line: &str) -> Option<&str> {
    match log_prefix(line)? {
        LogLine::InnoDb(at) => {
            // One space follows the marker; MySQL 8 indents `***` lines further.
            let rest = &line[at..];
            let rest = if rest.trim_start().starts_with("***") {
                rest.trim_start()
            } else {
                rest.strip_prefix(' ').unwrap_or(rest)
            };
            Some(strip_source_location(rest))
        }
        LogLine::Other => Some(""),
    }
}

fn error_log(input: &str) -> String {
    let mut out = String::with_capacity(input.len());
    for line in lines(input) {
        push_line(&mut out, strip_log_prefix(line).unwrap_or(line));
    }
    finish(out, input)
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = "\n=====================================\n2024-01-02 03:04:05 0x7f INNODB MONITOR OUTPUT\n=====================================\n------------\nTRANSACTIONS\n------------\n---TRANSACTION 36, ACTIVE 0 sec\n----------------------------\nEND OF INNODB MONITOR OUTPUT\n============================\n";

    #[test]
    fn raw_is_borrowed() {
        let n = normalize(TEXT);
        assert_eq!(n.format, InputFormat::Raw);
        assert!(matches!(n.text, Cow::Borrowed(_)));
    }

    #[test]
    fn vertical_keeps_lines() {
        let g = format!(
            "*************************** 1. row ***************************\n  Type: InnoDB\n  Name: \nStatus: {TEXT}1 row in set (0.00 sec)\n"
        );
        let n = normalize(&g);
        assert_eq!(n.format, InputFormat::Vertical);
        assert!(matches!(n.text, Cow::Borrowed(_)));
        assert_eq!(n.line_offset, 3);
        assert_eq!(n.text.lines().count() + 3, g.lines().count());
        assert!(n.text.starts_with("\n====="));
        // Odd header shapes go through the copying path.
        let odd = format!(
            "*************************** 1. row ***************************\n\n\n\n\n\n\n\n\nStatus: {TEXT}"
        );
        let n = normalize(&odd);
        assert_eq!(n.format, InputFormat::Vertical);
        assert_eq!(n.text.lines().count(), odd.lines().count());
    }

    #[test]
    fn tabular_escaped() {
        let cell = TEXT.replace('\n', "\\n");
        let t = format!(
            "+--------+------+--------+\n| Type   | Name | Status |\n+--------+------+--------+\n| InnoDB |      | {cell} |\n+--------+------+--------+\n"
        );
        let n = normalize(&t);
        assert_eq!(n.format, InputFormat::Tabular);
        assert!(n.text.contains(TEXT), "{}", n.text);
        let batch = format!("Type\tName\tStatus\nInnoDB\t\t{cell}\n");
        let n = normalize(&batch);
        assert_eq!(n.format, InputFormat::Tabular);
        assert!(n.text.contains(TEXT));
    }

    #[test]
    fn tabular_raw_newlines() {
        let body = TEXT.trim_end_matches('\n');
        let t = format!(
            "+--------+------+--------+\n| InnoDB |      | {body}   |\n+--------+------+--------+\n"
        );
        let n = normalize(&t);
        assert_eq!(n.format, InputFormat::Tabular);
        assert!(n.text.contains(body), "{}", n.text);
        assert!(!n.text.contains('|'));
    }

    #[test]
    fn error_log_prefixes() {
        let log = "2024-01-02T03:04:05.123456Z 12 [Note] [MY-012468] [InnoDB] Transactions deadlock detected, dumping detailed information.\n\
2024-01-02T03:04:05.123500Z 12 [Note] [MY-012469] [InnoDB]   *** (1) TRANSACTION: (lock0lock.cc:6496)\n\
\n\
TRANSACTION 5, ACTIVE 1 sec\n\
2024-01-02T03:04:06.000000Z 0 [Warning] [MY-010055] [Server] IP address could not be resolved\n\
2024-01-02 03:04:05 0x7f3ed5a5e700 [Note] InnoDB: *** WE ROLL BACK TRANSACTION (2)\n\
2017-05-12 10:01:41 7f3ed5a5e700InnoDB: transactions deadlock detected, dumping detailed information.\n\
2024-07-22 15:13:29 0x7f53dc0fd700\n";
        let n = normalize(log);
        assert_eq!(n.format, InputFormat::ErrorLog);
        let lines: Vec<&str> = n.text.lines().collect();
        assert_eq!(
            lines[0],
            "Transactions deadlock detected, dumping detailed information."
        );
        assert_eq!(lines[1], "*** (1) TRANSACTION:");
        assert_eq!(lines[3], "TRANSACTION 5, ACTIVE 1 sec");
        assert_eq!(lines[4], "");
        assert_eq!(lines[5], "*** WE ROLL BACK TRANSACTION (2)");
        assert_eq!(
            lines[6],
            "transactions deadlock detected, dumping detailed information."
        );
        assert_eq!(lines[7], "2024-07-22 15:13:29 0x7f53dc0fd700");
    }

    #[test]
    fn status_header_lines_are_not_log_lines() {
        assert_eq!(
            log_prefix("2024-07-22 07:45:14 0x7f72a3f69700 INNODB MONITOR OUTPUT"),
            None
        );
        assert_eq!(log_prefix("120906  6:03:32"), None);
        assert_eq!(log_prefix("111226 14:48:08"), None);
        assert!(matches!(
            log_prefix("120906  6:03:32 InnoDB: transactions deadlock detected"),
            Some(LogLine::InnoDb(_))
        ));
    }

    #[test]
    fn crlf_and_bom() {
        let t = format!("\u{feff}{}", TEXT.replace('\n', "\r\n"));
        let n = normalize(&t);
        assert_eq!(n.format, InputFormat::Raw);
    }

    #[test]
    fn odd_inputs_do_not_panic() {
        for s in [
            "",
            "\n",
            "|",
            "| InnoDB",
            "InnoDB\t",
            "2024-01-02T",
            "999999 9",
            "\u{feff}",
            "***. row ***",
            "1 row",
            "é2024-01-02 03:04:05 InnoDB:",
            "2024-01-02 03:04:05 é InnoDB:",
        ] {
            let _ = normalize(s);
        }
    }
}
