//! The input model: a file is a script for the `mysql` command-line client,
//! read the way the client and then the server read it.
//!
//! The client layer ([`Script`]): the text is cut into chunks at the current
//! delimiter (`;` until a `DELIMITER` command changes it to `//`, `$$`, `;;`,
//! ...), outside strings, quoted identifiers and comments; `\G` and `\g` end a
//! chunk too. Client commands (`DELIMITER`, `source`, `\.`, `use db`, `\c`,
//! `status`, ...) are recognised where the client recognises them (a long
//! command as the first word of a statement, a `\x` command anywhere) and are
//! skipped; `quit`, `exit` and `\q` end the script. Executable comments are not
//! comments to the client, so a delimiter inside one counts.
//!
//! The server layer ([`Pieces`]): in each chunk, executable comments are read
//! as the server reads them (`/*! ... */` always, `/*!NNNNN ... */` when the
//! server's version is at least NNNNN, `/*M! ... */` on MariaDB only): the text
//! the server runs keeps every byte offset of the file (the comment markers
//! become spaces), so positions stay exact. A chunk holding several statements
//! (the client sends `SELECT 1; SELECT 2 //` as one multi-statement query) is
//! split at `;` outside compound statements (`BEGIN ... END`, `IF ... END IF`,
//! loops, `CASE`). With the `;` delimiter, a stored program whose body the
//! client would cut at its first `;` is kept whole, as migration tools that
//! send such blocks themselves (Flyway, Liquibase, ...) do.
//!
//! A compound statement is also a statement of its own outside stored
//! programs, as MariaDB (10.11 checked) runs it: `BEGIN NOT ATOMIC ... END`,
//! `IF`, `CASE`, `LOOP`, `WHILE`, `REPEAT` and `FOR` as a statement's first
//! word (a label before one is kept with it; MariaDB rejects labels there).
//! It is kept whole on any server (MySQL rejects all of them, and saying so
//! is the analysis's job, not the splitter's). A bare `BEGIN` followed by
//! anything but the end of `BEGIN [WORK]` starts a transaction on both
//! servers, which reject what follows: in a chunk sent whole (a custom
//! delimiter) it is kept whole to its END, one statement the server rejects;
//! with `;` the client sends `BEGIN SELECT 1` and then `END`, and so do we.
//!
//! Pure: works on text in memory, one chunk at a time, in one forward pass.

use super::source::Span;
use std::borrow::Cow;

/// The server the SQL is written for: which executable comments it runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Server {
    pub mariadb: bool,
    /// As executable comments write it: major * 10000 + minor * 100 + patch.
    pub version: u32,
}

impl Default for Server {
    /// A modern MySQL (8.4).
    fn default() -> Self {
        Server {
            mariadb: false,
            version: 80400,
        }
    }
}

impl Server {
    /// `mysql-8.4`, `mysql-8.0.36`, `mariadb-10.11`, `mariadb-10.11.6`, or a
    /// bare `8.0` (MySQL).
    pub fn parse(s: &str) -> Option<Server> {
        let s = s.trim().to_ascii_lowercase();
        let (mariadb, v) = if let Some(v) = s.strip_prefix("mariadb") {
            (true, v)
        } else if let Some(v) = s.strip_prefix("mysql") {
            (false, v)
        } else {
            (false, s.as_str())
        };
        let v = v.trim_start_matches(['-', ' ', '_']);
        let parts: Vec<u32> = v
            .split('.')
            .map(|p| p.parse().ok())
            .collect::<Option<Vec<u32>>>()?;
        let (a, b, c) = match parts.as_slice() {
            [a] => (*a, 0, 0),
            [a, b] => (*a, *b, 0),
            [a, b, c] => (*a, *b, *c),
            _ => return None,
        };
        if a == 0 || a > 99 || b > 99 || c > 99 {
            return None;
        }
        Some(Server {
            mariadb,
            version: a * 10000 + b * 100 + c,
        })
    }

    /// Whether this server runs an executable comment.
    pub fn runs(&self, mariadb_only: bool, version: Option<u32>) -> bool {
        (!mariadb_only || self.mariadb) && version.is_none_or(|v| v <= self.version)
    }
}

/// A command of the mysql client: long name, short form, whether it takes
/// an argument (the rest of the line).
struct Command {
    name: &'static str,
    short: u8,
    params: bool,
}

const fn cmd(name: &'static str, short: u8, params: bool) -> Command {
    Command {
        name,
        short,
        params,
    }
}

/// The mysql (and mariadb) client's commands. `short` 0: no short form.
const COMMANDS: &[Command] = &[
    cmd("help", b'h', true),
    cmd("?", b'?', true),
    cmd("clear", b'c', false),
    cmd("connect", b'r', true),
    cmd("delimiter", b'd', true),
    cmd("edit", b'e', false),
    cmd("ego", b'G', false),
    cmd("exit", b'q', false),
    cmd("go", b'g', false),
    cmd("nopager", b'n', false),
    cmd("notee", b't', false),
    cmd("nowarning", b'w', false),
    cmd("pager", b'P', true),
    cmd("print", b'p', false),
    cmd("prompt", b'R', true),
    cmd("quit", b'q', false),
    cmd("rehash", b'#', false),
    cmd("source", b'.', true),
    cmd("status", b's', false),
    cmd("system", b'!', true),
    cmd("tee", b'T', true),
    cmd("use", b'u', true),
    cmd("charset", b'C', true),
    cmd("warnings", b'W', false),
    cmd("resetconnection", b'x', false),
    cmd("query_attributes", 0, true),
    cmd("ssl_session_data_print", 0, true),
];

fn short_command(c: u8) -> Option<&'static Command> {
    COMMANDS.iter().find(|k| k.short == c && c != 0)
}

/// What a piece of the script is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PieceKind {
    /// One statement the server runs (possibly only comments).
    Sql,
    /// A client command, skipped (its long name).
    Command(&'static str),
}

/// One piece of a script, in file order.
#[derive(Debug, Clone)]
pub struct Piece<'a> {
    pub span: Span,
    /// What the server reads at `span`: as long as the span, byte for byte at
    /// the same offsets (executable-comment markers and in-statement client
    /// commands are spaces).
    pub text: Cow<'a, str>,
    pub kind: PieceKind,
    /// The delimiter in force was not `;`.
    pub custom_delimiter: bool,
}

/// A chunk the client sends (before the server layer).
struct Chunk {
    span: Span,
    /// Client commands inside the chunk, blanked for the server.
    blanks: Vec<Span>,
    custom_delimiter: bool,
    /// The chunk opens an executable comment (outside strings and comments).
    executable: bool,
}

enum Cut {
    Chunk(Chunk),
    Command(Span, &'static str),
    End,
}

/// The client layer: chunks and commands.
pub struct Script<'a> {
    text: &'a str,
    pos: usize,
    delimiter: Vec<u8>,
    /// [`STOPS`] and the delimiter's first byte.
    stops: [bool; 256],
    done: bool,
}

/// The bytes that matter inside a chunk once it has content: quotes,
/// comment openers and a backslash (the delimiter's first byte aside).
const STOPS: [bool; 256] = {
    let mut t = [false; 256];
    let mut k = 0;
    let stops = b"'\"`#-/\\";
    while k < stops.len() {
        t[stops[k] as usize] = true;
        k += 1;
    }
    t
};

/// [`STOPS`] with a delimiter's first byte.
fn stops_with(delimiter: &[u8]) -> [bool; 256] {
    let mut t = STOPS;
    t[usize::from(delimiter[0])] = true;
    t
}

fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c')
}

/// After a quote at `i`: the index after the closing quote (or the end).
fn skip_quoted(b: &[u8], i: usize) -> usize {
    close_quote(b, i).unwrap_or(b.len())
}

/// After a quote at `i`: the index after its closing quote, `None` when the
/// text ends first.
fn close_quote(b: &[u8], i: usize) -> Option<usize> {
    let q = b[i];
    let mut j = i + 1;
    while j < b.len() {
        let k = j + if q == b'`' {
            memchr::memchr(q, &b[j..])?
        } else {
            memchr::memchr2(q, b'\\', &b[j..])?
        };
        if b[k] == b'\\' {
            j = k + 2;
            continue;
        }
        // A doubled quote is a quote inside the string.
        if b.get(k + 1) == Some(&q) {
            j = k + 2;
            continue;
        }
        return Some(k + 1);
    }
    None
}

/// What one pass over a statement too long to tokenize says of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LongRead {
    /// Where it leaves a string, a quoted name, a comment or a parenthesis
    /// open at its end, or closes a parenthesis it never opened, and what:
    /// a syntax error on any server.
    pub open: Option<(usize, &'static str)>,
    /// No placeholder (`?`), no variable (`@`) and no word SELECT outside
    /// strings and comments: its values are spelled out in the text.
    pub spelled_out: bool,
}

/// Read `text` (one statement the server reads) once, with no tokens.
pub fn read_long(text: &str) -> LongRead {
    let b = text.as_bytes();
    let mut spelled_out = true;
    let mut open: Vec<usize> = Vec::new();
    let mut i = 0;
    let stop = |c: &u8| {
        matches!(
            c,
            b'\'' | b'"' | b'`' | b'#' | b'-' | b'/' | b'(' | b')' | b'?' | b'@' | b's' | b'S'
        )
    };
    while i < b.len() {
        let Some(k) = b[i..].iter().position(stop) else {
            break;
        };
        i += k;
        match b[i] {
            b'\'' | b'"' | b'`' => match close_quote(b, i) {
                Some(end) => i = end,
                None => {
                    return LongRead {
                        open: Some((i, "a quote that is never closed")),
                        spelled_out,
                    };
                }
            },
            b'#' => i = line_end(b, i),
            b'-' if dash_comment(b, i) => i = line_end(b, i),
            b'/' if b.get(i + 1) == Some(&b'*') => match memchr::memmem::find(&b[i + 2..], b"*/") {
                Some(k) => i += 2 + k + 2,
                None => {
                    return LongRead {
                        open: Some((i, "a comment that is never closed")),
                        spelled_out,
                    };
                }
            },
            b'(' => {
                open.push(i);
                i += 1;
            }
            b')' => {
                if open.pop().is_none() {
                    return LongRead {
                        open: Some((i, "a `)` with no `(` before it")),
                        spelled_out,
                    };
                }
                i += 1;
            }
            b'?' | b'@' => {
                spelled_out = false;
                i += 1;
            }
            _ => {
                // `s`: the word SELECT?
                if b.len() - i >= 6
                    && b[i..i + 6].eq_ignore_ascii_case(b"select")
                    && (i == 0 || !ident_byte(b[i - 1]))
                    && b.get(i + 6).is_none_or(|&c| !ident_byte(c))
                {
                    spelled_out = false;
                }
                i += 1;
            }
        }
    }
    LongRead {
        open: open.last().map(|&at| (at, "a `(` that is never closed")),
        spelled_out,
    }
}

/// The end of the line at `i` (the index of its `\n` or `\r`, or the end):
/// LF, CRLF and lone CR all end a line.
fn line_end(b: &[u8], i: usize) -> usize {
    memchr::memchr2(b'\n', b'\r', &b[i..]).map_or(b.len(), |k| i + k)
}

/// `--` starts a comment only when followed by whitespace or a control
/// character (or the end), as in MySQL.
fn dash_comment(b: &[u8], i: usize) -> bool {
    b[i] == b'-' && b.get(i + 1) == Some(&b'-') && b.get(i + 2).is_none_or(|&c| c <= b' ')
}

/// An executable comment opens at `i`: (MariaDB only, length of the opener
/// incl. version digits, version).
fn executable_opener(b: &[u8], i: usize) -> Option<(bool, usize, Option<u32>)> {
    if b.get(i) != Some(&b'/') || b.get(i + 1) != Some(&b'*') {
        return None;
    }
    let (mariadb, bang) = match (b.get(i + 2), b.get(i + 3)) {
        (Some(b'!'), _) => (false, i + 2),
        (Some(b'M'), Some(b'!')) => (true, i + 3),
        _ => return None,
    };
    let digits = b[bang + 1..]
        .iter()
        .take(7)
        .take_while(|c| c.is_ascii_digit())
        .count();
    let (len, version) = if digits == 5 || digits == 6 {
        let v = std::str::from_utf8(&b[bang + 1..bang + 1 + digits])
            .ok()
            .and_then(|s| s.parse().ok());
        (bang + 1 + digits - i, v)
    } else {
        (bang + 1 - i, None)
    };
    Some((mariadb, len, version))
}

impl<'a> Script<'a> {
    pub fn new(text: &'a str) -> Script<'a> {
        Script {
            text,
            pos: 0,
            delimiter: b";".to_vec(),
            stops: stops_with(b";"),
            done: false,
        }
    }

    /// A long command at `i`, the first word of a statement: (command, end of
    /// its line). The client leaves a line holding the delimiter (other than
    /// `DELIMITER` itself) or `\g` to be split first.
    fn long_command(&self, i: usize) -> Option<(&'static Command, usize)> {
        let b = self.text.as_bytes();
        // The word first (at most 22 bytes): the line's end is looked for only
        // after a command's name, so a long line of many statements is not
        // scanned to its end at each one (that was quadratic in the line).
        let word_len = b[i..]
            .iter()
            .take(23)
            .take_while(|c| c.is_ascii_alphabetic() || **c == b'_' || **c == b'?')
            .count();
        if word_len == 0 || word_len > 22 {
            return None;
        }
        let word = &b[i..i + word_len];
        let command = COMMANDS
            .iter()
            .find(|c| c.name.as_bytes().eq_ignore_ascii_case(word))?;
        let end = line_end(b, i);
        let line = &b[i..end];
        let after = &line[word_len..];
        if !after.is_empty() && !is_space(after[0]) && !after.starts_with(&self.delimiter) {
            return None;
        }
        let is_delimiter = command.name == "delimiter";
        if !is_delimiter
            && (contains(line, &self.delimiter) || contains(line, b"\\g") || contains(line, b"\\G"))
        {
            return None;
        }
        let has_args = after.iter().any(|c| !is_space(*c));
        if has_args && !command.params {
            return None;
        }
        Some((command, end))
    }

    /// `DELIMITER x` (the argument: the first word, quotes removed).
    fn set_delimiter(&mut self, arg: &[u8]) {
        let arg = trim(arg);
        let word: &[u8] = match arg.first() {
            Some(&q @ (b'\'' | b'"' | b'`')) => {
                let close = arg[1..]
                    .iter()
                    .position(|&c| c == q)
                    .map_or(arg.len(), |k| k + 1);
                &arg[1..close]
            }
            _ => {
                let n = arg.iter().take_while(|c| !is_space(**c)).count();
                &arg[..n]
            }
        };
        // The client refuses an empty delimiter or one with a backslash.
        if !word.is_empty() && !word.contains(&b'\\') {
            self.delimiter = word.to_vec();
            self.stops = stops_with(word);
        }
    }

    fn cut(&mut self) -> Cut {
        if self.done {
            return Cut::End;
        }
        let text = self.text;
        let b = text.as_bytes();
        let start = self.pos;
        let mut i = start;
        let mut content = false;
        let mut blanks = Vec::new();
        let mut executable = false;
        let custom = self.delimiter != b";";
        let mut line_start = true;
        while i < b.len() {
            if line_start && !content {
                let mut k = i;
                while k < b.len() && is_space(b[k]) && b[k] != b'\n' && b[k] != b'\r' {
                    k += 1;
                }
                if let Some((command, end)) = self.long_command(k) {
                    if k > start && has_comment(&b[start..k]) {
                        // Comments before the command: a piece of their own.
                        self.pos = k;
                        return Cut::Chunk(Chunk {
                            span: Span::new(start, k),
                            blanks,
                            custom_delimiter: custom,
                            executable,
                        });
                    }
                    if command.name == "delimiter" {
                        self.set_delimiter(&b[k + command.name.len()..end]);
                    }
                    if matches!(command.name, "quit" | "exit") {
                        self.done = true;
                    }
                    self.pos = end;
                    return Cut::Command(Span::new(k, end), command.name);
                }
                // A line that starts with `--` while no statement is open is
                // dropped by the client as a comment, even without the blank a
                // `--` comment needs elsewhere (`-----`, `--create index ...`):
                // the server never sees it.
                let at_line_start = i == 0 || matches!(b[i - 1], b'\n' | b'\r');
                if at_line_start && b[i..].starts_with(b"--") && !dash_comment(b, i) {
                    let end = line_end(b, i);
                    blanks.push(Span::new(i, end));
                    i = end;
                    line_start = false;
                    continue;
                }
            }
            line_start = false;
            let c = b[i];
            match c {
                b'\n' | b'\r' => {
                    line_start = true;
                    i += 1;
                }
                _ if is_space(c) => i += 1,
                // The client looks for the delimiter before a comment opener:
                // `DELIMITER #` ends statements at `#`, as `END #` shows.
                _ if b[i..].starts_with(&self.delimiter) => {
                    self.pos = i + self.delimiter.len();
                    return Cut::Chunk(Chunk {
                        span: Span::new(start, i),
                        blanks,
                        custom_delimiter: custom,
                        executable,
                    });
                }
                b'\'' | b'"' | b'`' => {
                    content = true;
                    i = skip_quoted(b, i);
                }
                b'#' => i = line_end(b, i),
                b'-' if dash_comment(b, i) => i = line_end(b, i),
                b'/' if b.get(i + 1) == Some(&b'*') => {
                    if executable_opener(b, i).is_some() {
                        // Code to the server: read on inside it.
                        executable = true;
                        content = true;
                        i += 1;
                    } else {
                        i = memchr::memmem::find(&b[i + 2..], b"*/")
                            .map_or(b.len(), |k| i + 2 + k + 2);
                    }
                }
                b'\\' if i + 1 < b.len() => {
                    let k = b[i + 1];
                    match k {
                        b'G' | b'g' => {
                            self.pos = i + 2;
                            return Cut::Chunk(Chunk {
                                span: Span::new(start, i),
                                blanks,
                                custom_delimiter: custom,
                                executable,
                            });
                        }
                        b'c' => {
                            // Clears the statement so far: nothing is sent.
                            self.pos = i + 2;
                            return Cut::Command(Span::new(start, i + 2), "clear");
                        }
                        b'q' => {
                            self.done = true;
                            self.pos = b.len();
                            return Cut::Chunk(Chunk {
                                span: Span::new(start, i),
                                blanks,
                                custom_delimiter: custom,
                                executable,
                            });
                        }
                        _ => match short_command(k) {
                            Some(command) => {
                                let mut end = i + 2;
                                if command.params {
                                    let eol = line_end(b, end);
                                    end = memchr::memmem::find(&b[end..eol], &self.delimiter)
                                        .map_or(eol, |d| end + d);
                                }
                                if command.name == "delimiter" {
                                    self.set_delimiter(&b[i + 2..end]);
                                }
                                blanks.push(Span::new(i, end));
                                i = end;
                            }
                            None => {
                                content = true;
                                i += 2;
                            }
                        },
                    }
                }
                _ => {
                    content = true;
                    i += 1;
                    // With content seen, line starts no longer matter: only
                    // these bytes can end the chunk or hide a delimiter.
                    let stops = &self.stops;
                    i = b[i..]
                        .iter()
                        .position(|&c| stops[usize::from(c)])
                        .map_or(b.len(), |k| i + k);
                }
            }
        }
        self.done = true;
        self.pos = b.len();
        if start >= b.len() {
            return Cut::End;
        }
        Cut::Chunk(Chunk {
            span: Span::new(start, b.len()),
            blanks,
            custom_delimiter: custom,
            executable,
        })
    }
}

/// The usual chunk, one statement cut at `;`: with no `;` in it (the
/// client cut at the first one outside strings and comments) the tracker
/// cuts nothing, and it can open a block only in a statement that starts
/// with the word CREATE or with a compound statement's word (IF, CASE,
/// LOOP, WHILE, REPEAT, FOR, after a label or not), or after the word
/// BEGIN (its words end where `says_word`'s do): without any of them it has
/// nothing to say, and is not fed.
fn tracker_has_nothing_to_say(chunk: &Chunk, server: &str) -> bool {
    let b = server.as_bytes();
    let first = skip_comments(b, 0, b.len());
    let word = |at: usize| &b[at..at + b[at..].iter().take_while(|c| ident_byte(**c)).count()];
    let mut w = word(first);
    let after = skip_comments(b, first + w.len(), b.len());
    if b.get(after) == Some(&b':') && b.get(after + 1) != Some(&b'=') {
        w = word(skip_comments(b, after + 1, b.len()));
    }
    const OPENERS: [&[u8]; 7] = [
        b"create", b"if", b"case", b"loop", b"while", b"repeat", b"for",
    ];
    !chunk.custom_delimiter
        && memchr::memchr(b';', b).is_none()
        && !OPENERS.iter().any(|o| w.eq_ignore_ascii_case(o))
        && !says_word(server, "begin")
}

/// Whether `text` says `word` (lower case ASCII) as the server would read
/// it, in any case: a word of its own, or glued to a version-gated
/// executable comment's opener (`/*!50003CREATE`, `/*M!100100CREATE`),
/// which the server reads as the word. Looser than a statement needs
/// (strings and comments count): for skipping files that cannot say it.
pub(super) fn says_word(text: &str, word: &str) -> bool {
    words_at(text.as_bytes(), word.as_bytes()).next().is_some()
}

/// How many times `text` says CREATE (as [`says_word`] reads it).
pub(super) fn creates(text: &str) -> usize {
    words_at(text.as_bytes(), b"create").count()
}

/// Where `b` says `w` (lower case ASCII) as [`says_word`] reads it.
fn words_at<'b>(b: &'b [u8], w: &'b [u8]) -> impl Iterator<Item = usize> + 'b {
    let mut at = 0;
    std::iter::from_fn(move || {
        while let Some(k) = memchr::memchr2(w[0], w[0].to_ascii_uppercase(), &b[at..]) {
            let i = at + k;
            at = i + 1;
            if b.len() - i >= w.len()
                && b[i..i + w.len()].eq_ignore_ascii_case(w)
                && b.get(i + w.len()).is_none_or(|&c| !ident_byte(c))
            {
                let digits = b[..i]
                    .iter()
                    .rev()
                    .take_while(|c| c.is_ascii_digit())
                    .count();
                let before = &b[..i - digits];
                if i == 0
                    || !ident_byte(b[i - 1])
                    || (digits > 0 && (before.ends_with(b"/*!") || before.ends_with(b"/*M!")))
                {
                    return Some(i);
                }
            }
        }
        None
    })
}

/// Every routine name `text` could CALL, lower case and without its schema,
/// as the analysis names them (`Flow::Call`): the name after each word CALL,
/// wherever it is (strings and comments too), so a superset. A routine whose
/// name is not in any input's set is called by none of them.
pub(super) fn call_targets(text: &str, out: &mut std::collections::HashSet<String>) {
    let b = text.as_bytes();
    for i in words_at(b, b"call") {
        let mut j = i + 4;
        let mut last = None;
        loop {
            loop {
                j = skip_comments(b, j, b.len());
                match executable_opener(b, j) {
                    Some((_, len, _)) => j += len,
                    None => break,
                }
            }
            let Some(&c) = b.get(j) else { break };
            let name: Vec<u8> = if matches!(c, b'`' | b'"') {
                let end = close_quote(b, j).unwrap_or(b.len());
                let inner = &b[j + 1..end.saturating_sub(1).max(j + 1)];
                j = end;
                let mut v = Vec::with_capacity(inner.len());
                let mut k = 0;
                while k < inner.len() {
                    v.push(inner[k]);
                    k += if inner[k] == c && inner.get(k + 1) == Some(&c) {
                        2
                    } else {
                        1
                    };
                }
                v
            } else {
                let n = b[j..].iter().take_while(|c| ident_byte(**c)).count();
                if n == 0 {
                    break;
                }
                j += n;
                b[j - n..j].to_vec()
            };
            last = Some(name);
            let k = skip_comments(b, j, b.len());
            if b.get(k) == Some(&b'.') {
                j = k + 1;
            } else {
                break;
            }
        }
        if let Some(name) = last {
            out.insert(String::from_utf8_lossy(&name).to_ascii_lowercase());
        }
    }
}

fn contains(hay: &[u8], needle: &[u8]) -> bool {
    !needle.is_empty() && memchr::memmem::find(hay, needle).is_some()
}

fn trim(b: &[u8]) -> &[u8] {
    let s = b.iter().position(|c| !is_space(*c)).unwrap_or(b.len());
    let e = b.iter().rposition(|c| !is_space(*c)).map_or(s, |k| k + 1);
    &b[s..e]
}

/// Whether `b` holds a comment (not only whitespace).
fn has_comment(b: &[u8]) -> bool {
    b.iter().any(|c| !is_space(*c))
}

/// The text the server runs for `span`: executable comments resolved for
/// `server`, `blanks` as spaces; the same length as the span. A blank that
/// is a `--` line the client drops (`-----`, `--poolctl: ignore ...`)
/// becomes a `#` comment of the same text instead: nothing to the server
/// either way, and its text stays a comment, so a directive in it is read.
pub fn server_text<'a>(text: &'a str, span: Span, blanks: &[Span], server: Server) -> Cow<'a, str> {
    let b = &text.as_bytes()[span.start..span.end];
    let mut hashes: Vec<usize> = Vec::new();
    let mut edits: Vec<Span> = blanks
        .iter()
        .map(|s| Span::new(s.start - span.start, s.end - span.start))
        .map(|s| {
            if b[s.start..].starts_with(b"--") {
                hashes.push(s.start);
                Span::new(s.start + 1, s.start + 2)
            } else {
                s
            }
        })
        .collect();
    let mut plain: Vec<Span> = Vec::new();
    let mut i = 0;
    while i < b.len() {
        // The next byte that can open a string, identifier or comment.
        let Some(k) = b[i..]
            .iter()
            .position(|c| matches!(c, b'\'' | b'"' | b'/' | b'`' | b'#' | b'-'))
        else {
            break;
        };
        i += k;
        match b[i] {
            b'\'' | b'"' | b'`' => i = skip_quoted(b, i),
            b'#' => i = line_end(b, i),
            b'-' if dash_comment(b, i) => i = line_end(b, i),
            b'/' if b.get(i + 1) == Some(&b'*') => match executable_opener(b, i) {
                Some((mariadb, len, version)) => {
                    let close = memchr::memmem::find(&b[i + len..], b"*/").map(|k| i + len + k);
                    if server.runs(mariadb, version) {
                        edits.push(Span::new(i, i + len));
                        if let Some(c) = close {
                            edits.push(Span::new(c, c + 2));
                        }
                        // Scan the content: it is code.
                        i += len;
                    } else {
                        // Not run: a plain comment (`/*` kept, the marker blanked).
                        plain.push(Span::new(i + 2, i + len));
                        i = close.map_or(b.len(), |c| c + 2);
                    }
                }
                None => {
                    i = memchr::memmem::find(&b[i + 2..], b"*/").map_or(b.len(), |k| i + 2 + k + 2)
                }
            },
            _ => i += 1,
        }
    }
    if edits.is_empty() && plain.is_empty() {
        return Cow::Borrowed(&text[span.start..span.end]);
    }
    let mut out = b.to_vec();
    for e in edits.iter().chain(plain.iter()) {
        for c in &mut out[e.start..e.end.min(b.len())] {
            // Keep line breaks (a blanked client command ends before its own).
            if *c != b'\n' && *c != b'\r' {
                *c = b' ';
            }
        }
    }
    for h in hashes {
        out[h] = b'#';
    }
    // Blanking whole ASCII markers and client commands cannot split a UTF-8
    // sequence except inside a blanked command's argument: repair that.
    match String::from_utf8(out) {
        Ok(s) => Cow::Owned(s),
        Err(e) => Cow::Owned(String::from_utf8_lossy(e.as_bytes()).into_owned()),
    }
}

/// What is open at a point of a statement, for the splitter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Open {
    /// BEGIN ... END
    Block,
    /// IF ... END IF, LOOP, WHILE, REPEAT, FOR, procedural CASE
    Control,
    /// CASE ... END in an expression
    CaseExpr,
}

/// Word-level state of the statement being split: which compound
/// statements are open, and whether the next word starts a statement.
#[derive(Debug, Default, Clone)]
pub struct Tracker {
    stack: Vec<Open>,
    stmt_start: bool,
    /// The statement began with CREATE.
    create: bool,
    /// Inside CREATE ... PROCEDURE | FUNCTION | TRIGGER | EVENT.
    header: bool,
    /// Tokens seen in this statement (saturating).
    tokens: u8,
    /// The previous word was TABLE, VIEW, ... (so PROCEDURE etc. is a name).
    after_object_word: bool,
    pending: Pending,
    prev: Prev,
    /// See [`Tracker::bare_begin_blocks`].
    bare_begin: bool,
}

#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
enum Pending {
    #[default]
    None,
    /// BEGIN; `top`: starting a statement at top level.
    Begin {
        top: bool,
    },
    End,
    If,
    IfNot,
    /// `BEGIN NOT`: the block's first statement starts after ATOMIC.
    Atomic,
}

#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
enum Prev {
    #[default]
    Other,
    Word,
    Each,
    FollowsPrecedes,
}

/// Byte-level tokens for the tracker.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tok {
    Word,
    Semi,
    Colon,
    Other,
}

/// The words the tracker reads (any case).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kw {
    Begin,
    Case,
    Create,
    Do,
    Each,
    Else,
    End,
    Event,
    Exists,
    Follows,
    For,
    Function,
    If,
    Isolation,
    Loop,
    Not,
    Precedes,
    Procedure,
    Read,
    Repeat,
    Row,
    Then,
    Transaction,
    Trigger,
    While,
    Work,
    Table,
    View,
    Index,
    Database,
    Schema,
    User,
    Role,
    Server,
}

/// The tracker's word `w` is, if any: upper-cased once into a small
/// buffer and matched (a word is looked at once, not once per keyword).
fn keyword(w: &[u8]) -> Option<Kw> {
    const LONGEST: usize = 11;
    if w.len() < 2 || w.len() > LONGEST {
        return None;
    }
    let mut buf = [0u8; LONGEST];
    for (d, c) in buf.iter_mut().zip(w) {
        *d = c.to_ascii_uppercase();
    }
    Some(match &buf[..w.len()] {
        b"BEGIN" => Kw::Begin,
        b"CASE" => Kw::Case,
        b"CREATE" => Kw::Create,
        b"DO" => Kw::Do,
        b"EACH" => Kw::Each,
        b"ELSE" => Kw::Else,
        b"END" => Kw::End,
        b"EVENT" => Kw::Event,
        b"EXISTS" => Kw::Exists,
        b"FOLLOWS" => Kw::Follows,
        b"FOR" => Kw::For,
        b"FUNCTION" => Kw::Function,
        b"IF" => Kw::If,
        b"ISOLATION" => Kw::Isolation,
        b"LOOP" => Kw::Loop,
        b"NOT" => Kw::Not,
        b"PRECEDES" => Kw::Precedes,
        b"PROCEDURE" => Kw::Procedure,
        b"READ" => Kw::Read,
        b"REPEAT" => Kw::Repeat,
        b"ROW" => Kw::Row,
        b"THEN" => Kw::Then,
        b"TRANSACTION" => Kw::Transaction,
        b"TRIGGER" => Kw::Trigger,
        b"WHILE" => Kw::While,
        b"WORK" => Kw::Work,
        b"TABLE" => Kw::Table,
        b"VIEW" => Kw::View,
        b"INDEX" => Kw::Index,
        b"DATABASE" => Kw::Database,
        b"SCHEMA" => Kw::Schema,
        b"USER" => Kw::User,
        b"ROLE" => Kw::Role,
        b"SERVER" => Kw::Server,
        _ => return None,
    })
}

fn ident_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c >= 0x80
}

impl Tracker {
    pub fn new() -> Tracker {
        Tracker {
            stmt_start: true,
            ..Tracker::default()
        }
    }

    /// A compound statement is open (more text belongs to it).
    pub fn open(&self) -> bool {
        self.stack.iter().any(|o| *o != Open::CaseExpr)
    }

    /// Whether this statement defines a stored program or opened a block.
    pub fn compound(&self) -> bool {
        self.header || !self.stack.is_empty()
    }

    fn in_program(&self) -> bool {
        self.header || self.open()
    }

    /// Keep a top-level `BEGIN` that is not a transaction (`BEGIN SELECT
    /// ...; END`) whole to its END, as one statement the server rejects:
    /// for a chunk the client sends whole (a custom delimiter), so that a
    /// missing END cannot take the statements of the chunks after it.
    pub fn bare_begin_blocks(mut self) -> Tracker {
        self.bare_begin = true;
        self
    }

    /// Feed `b` (server text); returns the offsets (in `b`) of the `;` that
    /// end a statement.
    pub fn feed(&mut self, b: &[u8]) -> Vec<usize> {
        let mut cuts = Vec::new();
        let mut i = 0;
        while i < b.len() {
            let c = b[i];
            let (tok, start, end) = match c {
                _ if is_space(c) => {
                    i += 1;
                    continue;
                }
                b'\'' | b'"' => (Tok::Other, i, skip_quoted(b, i)),
                b'`' => (Tok::Word, i, skip_quoted(b, i)),
                b'#' => {
                    i = line_end(b, i);
                    continue;
                }
                b'-' if dash_comment(b, i) => {
                    i = line_end(b, i);
                    continue;
                }
                b'/' if b.get(i + 1) == Some(&b'*') => {
                    i = memchr::memmem::find(&b[i + 2..], b"*/").map_or(b.len(), |k| i + 2 + k + 2);
                    continue;
                }
                b';' => (Tok::Semi, i, i + 1),
                b':' if b.get(i + 1) != Some(&b'=') => (Tok::Colon, i, i + 1),
                _ if ident_byte(c) => {
                    let n = b[i..].iter().take_while(|c| ident_byte(**c)).count();
                    (Tok::Word, i, i + n)
                }
                b'@' => {
                    let n = b[i + 1..]
                        .iter()
                        .take_while(|c| ident_byte(**c) || matches!(**c, b'@' | b'.'))
                        .count();
                    (Tok::Other, i, i + 1 + n)
                }
                _ => (Tok::Other, i, i + 1),
            };
            i = end;
            if self.token(tok, &b[start..end]) {
                cuts.push(start);
            }
        }
        cuts
    }

    /// The end of the input: settle what waits for a next token.
    pub fn finish(&mut self) {
        if self.pending == Pending::End {
            self.stack.pop();
        }
        self.pending = Pending::None;
    }

    /// One token; true when it is a `;` that ends the statement.
    fn token(&mut self, tok: Tok, w: &[u8]) -> bool {
        let kw = if tok == Tok::Word { keyword(w) } else { None };
        let is = |k: Kw| kw == Some(k);
        // Settle what the previous word left pending.
        match std::mem::take(&mut self.pending) {
            Pending::None => {}
            Pending::Begin { top } => {
                let transaction = tok == Tok::Semi
                    || is(Kw::Work)
                    || is(Kw::Transaction)
                    || is(Kw::Isolation)
                    || is(Kw::Read);
                // At top level only MariaDB's BEGIN NOT ATOMIC is a block
                // (a bare BEGIN ... END is one the server rejects).
                if !transaction && (self.in_program() || is(Kw::Not) || (top && self.bare_begin)) {
                    self.stack.push(Open::Block);
                    if is(Kw::Not) {
                        // BEGIN NOT ATOMIC: the body's first word (a FOR,
                        // a WHILE) comes after ATOMIC.
                        self.pending = Pending::Atomic;
                        return false;
                    }
                    self.stmt_start = true;
                }
            }
            Pending::End => {
                self.stack.pop();
                if matches!(
                    kw,
                    Some(Kw::If | Kw::Loop | Kw::While | Kw::Repeat | Kw::Case | Kw::For)
                ) {
                    return false;
                }
            }
            Pending::If => {
                if is(Kw::Not) {
                    self.pending = Pending::IfNot;
                    return false;
                }
                self.stack.push(Open::Control);
            }
            Pending::Atomic => {
                if tok == Tok::Word && w.eq_ignore_ascii_case(b"ATOMIC") {
                    self.stmt_start = true;
                    return false;
                }
            }
            Pending::IfNot => {
                // CREATE PROCEDURE IF NOT EXISTS p ... (in a body, IF NOT
                // EXISTS (SELECT ...) THEN is a statement).
                if !(is(Kw::Exists) && self.stack.is_empty() && self.header) {
                    self.stack.push(Open::Control);
                }
            }
        }
        let at_start = std::mem::replace(&mut self.stmt_start, false);
        self.tokens = self.tokens.saturating_add(1);
        let prev = std::mem::replace(&mut self.prev, Prev::Other);
        match tok {
            Tok::Semi => {
                let ends = self.stack.is_empty();
                self.stmt_start = true;
                if ends {
                    *self = Tracker {
                        bare_begin: self.bare_begin,
                        ..Tracker::new()
                    };
                }
                return ends;
            }
            Tok::Colon => {
                // `label:` starts a statement.
                self.stmt_start = prev == Prev::Word;
                return false;
            }
            Tok::Other => return false,
            Tok::Word => self.prev = Prev::Word,
        }
        if self.tokens == 1 && is(Kw::Create) {
            self.create = true;
        }
        let object_word = matches!(
            kw,
            Some(
                Kw::Table
                    | Kw::View
                    | Kw::Index
                    | Kw::Database
                    | Kw::Schema
                    | Kw::User
                    | Kw::Role
                    | Kw::Server
            )
        );
        let after_object = std::mem::replace(&mut self.after_object_word, object_word);
        // MariaDB runs BEGIN NOT ATOMIC, IF, CASE, LOOP, WHILE, REPEAT and
        // FOR outside stored programs too, as statements of their own: the
        // statement's first word (or the word after `label:`).
        let top_level =
            at_start && self.stack.is_empty() && !self.header && matches!(self.tokens, 1 | 3);
        let control_here = top_level
            || (self.in_program() && (at_start || (self.header && self.stack.is_empty())));
        if is(Kw::Begin) {
            self.pending = Pending::Begin { top: top_level };
        } else if is(Kw::End) && !self.stack.is_empty() {
            self.pending = Pending::End;
        } else if is(Kw::Case) {
            self.stack.push(if control_here && at_start {
                Open::Control
            } else {
                Open::CaseExpr
            });
        } else if is(Kw::If) && control_here {
            self.pending = Pending::If;
        } else if (is(Kw::Loop) || is(Kw::Repeat)) && control_here {
            self.stack.push(Open::Control);
            self.stmt_start = true;
        } else if (is(Kw::While) || is(Kw::For)) && control_here && at_start {
            self.stack.push(Open::Control);
        } else if is(Kw::Then) || is(Kw::Else) {
            self.stmt_start = self.stack.last() != Some(&Open::CaseExpr);
        } else if is(Kw::Do) {
            self.stmt_start = self.in_program();
        } else if is(Kw::Each) {
            self.prev = Prev::Each;
        } else if is(Kw::Row) && prev == Prev::Each && self.header {
            self.stmt_start = true;
        } else if (is(Kw::Follows) || is(Kw::Precedes)) && self.header {
            self.prev = Prev::FollowsPrecedes;
        } else if prev == Prev::FollowsPrecedes {
            // FOLLOWS other_trigger: the body comes next.
            self.stmt_start = true;
        } else if self.create
            && !self.header
            && !after_object
            && self.tokens <= 16
            && (is(Kw::Procedure) || is(Kw::Function) || is(Kw::Trigger) || is(Kw::Event))
        {
            self.header = true;
        }
        false
    }
}

/// The statements of a script, and its client commands, in file order.
pub struct Pieces<'a> {
    script: Script<'a>,
    server: Server,
    queue: std::collections::VecDeque<Piece<'a>>,
    /// A chunk read ahead while looking for the end of an open block.
    ahead: Option<Cut>,
}

impl<'a> Pieces<'a> {
    pub fn new(text: &'a str, server: Server) -> Pieces<'a> {
        Pieces {
            script: Script::new(text),
            server,
            queue: Default::default(),
            ahead: None,
        }
    }

    fn next_cut(&mut self) -> Cut {
        self.ahead.take().unwrap_or_else(|| self.script.cut())
    }

    /// What the server reads of a chunk (no pass over a chunk that has
    /// neither executable comments nor client commands).
    fn server_of(&self, chunk: &Chunk) -> Cow<'a, str> {
        let text = self.script.text;
        if !chunk.executable && chunk.blanks.is_empty() {
            return Cow::Borrowed(&text[chunk.span.start..chunk.span.end]);
        }
        server_text(text, chunk.span, &chunk.blanks, self.server)
    }

    /// Split a chunk into statements (and merge chunks a block spans).
    fn split(&mut self, mut chunk: Chunk) {
        let text = self.script.text;
        let mut tracker = Tracker::new();
        if chunk.custom_delimiter {
            tracker = tracker.bare_begin_blocks();
        }
        let mut server = self.server_of(&chunk);
        let plain = tracker_has_nothing_to_say(&chunk, &server);
        let mut cuts: Vec<usize> = if plain {
            Vec::new()
        } else {
            tracker
                .feed(server.as_bytes())
                .into_iter()
                .map(|c| c + chunk.span.start)
                .collect()
        };
        let mut merged = false;
        // With the `;` delimiter, a stored program's body continues past the
        // chunk: take the following chunks until the block closes.
        while !chunk.custom_delimiter && tracker.open() && tracker.compound() {
            match self.next_cut() {
                Cut::Chunk(next) if !next.custom_delimiter => {
                    let semi = chunk.span.end;
                    if !tracker.feed(b";").is_empty() {
                        cuts.push(semi);
                    }
                    let t = self.server_of(&next);
                    cuts.extend(
                        tracker
                            .feed(t.as_bytes())
                            .into_iter()
                            .map(|c| c + next.span.start),
                    );
                    chunk.span = Span::new(chunk.span.start, next.span.end);
                    chunk.blanks.extend(next.blanks);
                    chunk.executable |= next.executable;
                    merged = true;
                }
                other => {
                    self.ahead = Some(other);
                    break;
                }
            }
        }
        tracker.finish();
        if merged {
            server = self.server_of(&chunk);
        }
        let base = chunk.span.start;
        let mut from = chunk.span.start;
        let mut ends: Vec<(usize, usize)> = cuts.iter().map(|&c| (c, c + 1)).collect();
        ends.push((chunk.span.end, chunk.span.end));
        for (end, next) in ends {
            let span = Span::new(from, end);
            let piece_text = match &server {
                Cow::Borrowed(_) => Cow::Borrowed(&text[span.start..span.end]),
                Cow::Owned(s) => Cow::Owned(s[span.start - base..span.end - base].to_string()),
            };
            if !piece_text.trim().is_empty() {
                self.queue.push_back(Piece {
                    span,
                    text: piece_text,
                    kind: PieceKind::Sql,
                    custom_delimiter: chunk.custom_delimiter,
                });
            }
            from = next;
        }
    }
}

impl<'a> Iterator for Pieces<'a> {
    type Item = Piece<'a>;

    fn next(&mut self) -> Option<Piece<'a>> {
        loop {
            if let Some(p) = self.queue.pop_front() {
                return Some(p);
            }
            match self.next_cut() {
                Cut::End => return None,
                Cut::Command(span, name) => {
                    return Some(Piece {
                        span,
                        text: Cow::Borrowed(&self.script.text[span.start..span.end]),
                        kind: PieceKind::Command(name),
                        custom_delimiter: self.script.delimiter != b";",
                    });
                }
                Cut::Chunk(chunk) => {
                    // A chunk that is a client command followed by the delimiter
                    // (`use db;`, `source x.sql;`).
                    let b = self.script.text.as_bytes();
                    let first = skip_comments(b, chunk.span.start, chunk.span.end);
                    if first < chunk.span.end
                        && let Some(c) = chunk_command(&b[first..chunk.span.end])
                    {
                        if first > chunk.span.start {
                            self.queue.push_back(Piece {
                                span: Span::new(chunk.span.start, first),
                                text: Cow::Borrowed(&self.script.text[chunk.span.start..first]),
                                kind: PieceKind::Sql,
                                custom_delimiter: chunk.custom_delimiter,
                            });
                        }
                        self.queue.push_back(Piece {
                            span: Span::new(first, chunk.span.end),
                            text: Cow::Borrowed(&self.script.text[first..chunk.span.end]),
                            kind: PieceKind::Command(c),
                            custom_delimiter: chunk.custom_delimiter,
                        });
                        continue;
                    }
                    self.split(chunk);
                }
            }
        }
    }
}

/// Where the first token of `text` is, after whitespace and comments.
pub fn content_start(text: &str) -> usize {
    skip_comments(text.as_bytes(), 0, text.len())
}

/// The first offset in `b[from..to]` after whitespace and comments.
fn skip_comments(b: &[u8], from: usize, to: usize) -> usize {
    let mut i = from;
    while i < to {
        if is_space(b[i]) {
            i += 1;
        } else if b[i] == b'#' || dash_comment(b, i) {
            i = line_end(b, i).min(to);
        } else if b[i] == b'/' && b.get(i + 1) == Some(&b'*') && executable_opener(b, i).is_none() {
            i = memchr::memmem::find(&b[i + 2..to], b"*/").map_or(to, |k| i + 2 + k + 2);
        } else {
            break;
        }
    }
    i
}

/// A delimited chunk that is a client command (`use db`, `source x`).
fn chunk_command(b: &[u8]) -> Option<&'static str> {
    let n = b
        .iter()
        .take_while(|c| c.is_ascii_alphabetic() || **c == b'_')
        .count();
    let word = &b[..n];
    let command = COMMANDS
        .iter()
        .find(|c| c.name.as_bytes().eq_ignore_ascii_case(word) && !word.is_empty())?;
    let rest = &b[n..];
    if !rest.is_empty() && !is_space(rest[0]) {
        return None;
    }
    let has_args = rest.iter().any(|c| !is_space(*c));
    // `help` and `use` are SQL too; either way nothing poolctl checks.
    (!has_args || command.params).then_some(command.name)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pieces(text: &str) -> Vec<(String, PieceKind)> {
        Pieces::new(text, Server::default())
            .map(|p| {
                assert_eq!(p.text.len(), p.span.end - p.span.start, "{p:?}");
                (p.text.trim().to_string(), p.kind)
            })
            .collect()
    }

    fn sql(text: &str) -> Vec<String> {
        pieces(text)
            .into_iter()
            .filter(|(_, k)| *k == PieceKind::Sql)
            .map(|(t, _)| t)
            .collect()
    }

    #[test]
    fn server_versions() {
        assert_eq!(Server::parse("mysql-8.0.36").unwrap().version, 80036);
        assert_eq!(
            Server::parse("mariadb-10.11").unwrap(),
            Server {
                mariadb: true,
                version: 101100
            }
        );
        assert_eq!(Server::parse("5.7").unwrap().version, 50700);
        assert!(Server::parse("postgres").is_none());
        assert!(Server::parse("mysql-8.x").is_none());
    }

    #[test]
    fn the_tracker_is_skipped_only_where_it_has_nothing_to_say() {
        // Every chunk of the real corpus (and a few made to look alike):
        // where the tracker is not fed, feeding it cuts nothing and opens
        // nothing.
        let mut texts = vec![
            "SELECT created_at, begin_ts FROM t WHERE `begin` = 1".to_string(),
            "SELECT 'create' AS x, @begin".to_string(),
            "BEGIN NOT ATOMIC SELECT 1; END".to_string(),
            "lbl: BEGIN NOT ATOMIC SELECT 1; END".to_string(),
            "IF 1 THEN SELECT 1; END IF".to_string(),
            "l: LOOP LEAVE l; END LOOP".to_string(),
            "SELECT a FROM t WHERE b = c :d".to_string(),
            "CASE WHEN 1 THEN SELECT 1; END CASE".to_string(),
            "/*!50003CREATE*/ PROCEDURE p() BEGIN SELECT 1; END".to_string(),
        ];
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
        let mut stack = vec![root];
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).expect("tests/corpus") {
                let path = entry.expect("an entry").path();
                if path.is_dir() {
                    stack.push(path);
                } else if path.extension().is_some_and(|e| e == "sql") {
                    let bytes = std::fs::read(&path).expect("a corpus file");
                    texts.push(String::from_utf8_lossy(&bytes).into_owned());
                }
            }
        }
        assert!(texts.len() > 300, "the corpus is there");
        let (mut skipped, mut fed) = (0, 0);
        for text in &texts {
            let mut script = Script::new(text);
            loop {
                let chunk = match script.cut() {
                    Cut::End => break,
                    Cut::Command(..) => continue,
                    Cut::Chunk(c) => c,
                };
                let server = server_text(text, chunk.span, &chunk.blanks, Server::default());
                let mut tracker = Tracker::new();
                let cuts = tracker.feed(server.as_bytes());
                if tracker_has_nothing_to_say(&chunk, &server) {
                    skipped += 1;
                    assert!(
                        cuts.is_empty() && !(tracker.open() && tracker.compound()),
                        "{server}"
                    );
                } else {
                    fed += 1;
                }
            }
        }
        assert!(skipped > 1000 && fed > 100, "{skipped} skipped, {fed} fed");
    }

    #[test]
    fn call_targets_are_a_superset_of_the_names_called() {
        let mut got = std::collections::HashSet::new();
        call_targets(
            "CALL a(); call `shop`.`B``x`(1); CALL /* why */ c; /*!50003 CALL d() */ \
             SELECT 'CALL e()'; recall f(); CALL\n  g.h ; xcall i; CALL \"J\"",
            &mut got,
        );
        let mut got: Vec<_> = got.into_iter().collect();
        got.sort();
        assert_eq!(got, ["a", "b`x", "c", "d", "e", "h", "j"]);
    }

    #[test]
    fn unbalanced_text_is_found_in_one_pass() {
        let unbalanced = |t: &str| read_long(t).open;
        assert_eq!(unbalanced("INSERT INTO t VALUES (1,'a'),(2,'b)')"), None);
        assert_eq!(
            unbalanced("INSERT INTO t VALUES (1,'it''s'),(2,\"a\\\"b\") -- (\n /* ( */ # (\n"),
            None
        );
        assert_eq!(
            unbalanced("INSERT INTO t VALUES (1,'a'),(2"),
            Some((29, "a `(` that is never closed"))
        );
        assert_eq!(
            unbalanced("INSERT INTO t VALUES (1,'a'),(2,'b"),
            Some((32, "a quote that is never closed"))
        );
        assert_eq!(
            unbalanced("INSERT INTO t VALUES (1))"),
            Some((24, "a `)` with no `(` before it"))
        );
        assert_eq!(
            unbalanced("INSERT INTO t VALUES (1) /* x"),
            Some((25, "a comment that is never closed"))
        );
        let spelled = |t: &str| read_long(t).spelled_out;
        assert!(spelled(
            "INSERT INTO t VALUES (1,'a?@ select'),(NOW(), _binary 'x') -- ?\n"
        ));
        assert!(spelled("INSERT INTO selections VALUES (1, reselect)"));
        assert!(!spelled("INSERT INTO t VALUES (1, ?)"));
        assert!(!spelled("INSERT INTO t VALUES (1, @v)"));
        assert!(!spelled(
            "INSERT INTO t VALUES (1, (SELECT max(id) FROM u))"
        ));
    }

    #[test]
    fn delimiters_of_any_kind() {
        // `#`: the client looks for the delimiter before a `#` comment.
        for d in ["//", "$$", ";;", "|", "GO", "#"] {
            let text = format!(
                "DELIMITER {d}\nCREATE PROCEDURE p()\nBEGIN\n  SELECT 1;\n  SELECT 2;\nEND {d}\nDELIMITER ;\nSELECT 3;\n"
            );
            let got = sql(&text);
            assert_eq!(got.len(), 2, "{d}: {got:?}");
            assert!(
                got[0].starts_with("CREATE PROCEDURE") && got[0].ends_with("END"),
                "{d}: {got:?}"
            );
            assert_eq!(got[1], "SELECT 3");
        }
        assert_eq!(
            sql("delimiter //\nSELECT 1//\nSELECT 2; SELECT 3//"),
            vec!["SELECT 1", "SELECT 2", "SELECT 3"]
        );
    }

    #[test]
    fn client_commands_are_skipped() {
        let got = pieces(
            "use shop;\nsource schema.sql\n\\. other.sql\nSELECT 1\\G\nSELECT 2\\g\nstatus\nSELECT 3;\n\\q\nthis is not run",
        );
        let want = vec![
            ("use shop".to_string(), PieceKind::Command("use")),
            (
                "source schema.sql".to_string(),
                PieceKind::Command("source"),
            ),
            ("SELECT 1".to_string(), PieceKind::Sql),
            ("SELECT 2".to_string(), PieceKind::Sql),
            ("status".to_string(), PieceKind::Command("status")),
            ("SELECT 3".to_string(), PieceKind::Sql),
        ];
        assert_eq!(got, want);
    }

    #[test]
    fn dash_lines_between_statements_are_comments_to_the_client() {
        // `-----` and `--create ...` at the start of a line, with no statement
        // open, are dropped by the client; inside a statement, or after a
        // statement on the same line, `--x` is text the server reads. The
        // dropped lines stay comments (`#`, the same length), so a directive
        // in one is read.
        assert_eq!(
            sql("-----\nCREATE TABLE t (a INT);\n--create index i on t (a);\r\n---\nSELECT 1;"),
            vec![
                "# ---\nCREATE TABLE t (a INT)",
                "# create index i on t (a);\r\n# -\nSELECT 1"
            ]
        );
        assert_eq!(sql("SELECT 1\n--x\n;"), vec!["SELECT 1\n--x"]);
        assert_eq!(sql("SELECT 1; --x\n"), vec!["SELECT 1", "--x"]);
    }

    #[test]
    fn executable_comments_follow_the_server_version() {
        let text = "/*!40101 SET NAMES utf8 */;\nCREATE TABLE t (a INT) /*!50100 PARTITION BY HASH(a) */ /*!99999 junk */ /*M!100100 x */;";
        let got = sql(text);
        assert_eq!(got[0], "SET NAMES utf8");
        assert!(got[1].contains("PARTITION BY HASH(a)"), "{}", got[1]);
        assert!(got[1].contains("/*       junk */"), "{}", got[1]);
        assert!(got[1].contains("/*         x */"), "{}", got[1]);
        let maria = Server::parse("mariadb-10.11").unwrap();
        let p: Vec<_> = Pieces::new(text, maria)
            .map(|p| p.text.into_owned())
            .collect();
        assert!(p[1].contains(" x "), "{}", p[1]);
    }

    #[test]
    fn a_delimiter_inside_strings_and_comments_does_not_count() {
        assert_eq!(
            sql("SELECT ';' -- ;\n, \"a;b\", `c;d` /* ; */ FROM t; SELECT 'it''s;' , 'a\\';b';"),
            vec![
                "SELECT ';' -- ;\n, \"a;b\", `c;d` /* ; */ FROM t",
                "SELECT 'it''s;' , 'a\\';b'"
            ]
        );
    }

    #[test]
    fn blocks_without_delimiter_stay_whole() {
        let text = "CREATE PROCEDURE p()\nBEGIN\n  IF x THEN SELECT 1; ELSE SELECT CASE WHEN a THEN 1 END; END IF;\n  l: LOOP LEAVE l; END LOOP;\nEND;\nSELECT 2;";
        assert_eq!(sql(text).len(), 2, "{:?}", sql(text));
        // BEGIN as a transaction does not open a block.
        assert_eq!(
            sql("BEGIN; SELECT 1; COMMIT; BEGIN WORK; ROLLBACK;").len(),
            5
        );
        let trig = "CREATE TRIGGER t BEFORE INSERT ON x FOR EACH ROW BEGIN SET NEW.a = 1; SET NEW.b = 2; END;\nSELECT 1;";
        assert_eq!(sql(trig).len(), 2, "{:?}", sql(trig));
    }

    /// MariaDB's compound statements outside stored programs (each one
    /// checked on MariaDB 10.11): one statement each, its span the whole
    /// block, with a custom delimiter or (as migration tools send them)
    /// without.
    #[test]
    fn compound_statements_outside_programs_stay_whole() {
        let blocks = [
            "BEGIN NOT ATOMIC\n  DECLARE v INT;\n  SELECT 1 INTO v;\n  UPDATE t SET a = v WHERE id = 1;\nEND",
            "begin not atomic end",
            "IF 1 THEN SELECT 1; ELSEIF 2 THEN SELECT 2; ELSE SELECT 3; END IF",
            "IF NOT EXISTS (SELECT 1 FROM t) THEN SELECT 1; END IF",
            "WHILE 0 DO SELECT 1; IF 1 THEN SELECT 2; END IF; END WHILE",
            "REPEAT SELECT 1; UNTIL 1 END REPEAT",
            "LOOP SIGNAL SQLSTATE '45000'; END LOOP",
            "CASE 1 WHEN 1 THEN SELECT 1; ELSE SELECT CASE WHEN 2 THEN 3 END; END CASE",
            "CASE WHEN 1 THEN SELECT 1; END CASE",
            "FOR i IN 1..2 DO SELECT i; END FOR",
            // A loop as the block's first statement: it starts after ATOMIC.
            "BEGIN NOT ATOMIC FOR i IN 1..2 DO SELECT i; END FOR; SELECT 5; END",
            "BEGIN NOT ATOMIC WHILE 0 DO SELECT 1; END WHILE; END",
            "BEGIN NOT ATOMIC IF 1 THEN SELECT 1; END IF; END",
            // Rejected by the server, one statement all the same.
            "lbl: BEGIN NOT ATOMIC SELECT 1; END lbl",
            "l: LOOP LEAVE l; END LOOP",
        ];
        for block in blocks {
            for (head, tail) in [
                ("DELIMITER //\n", "//\nDELIMITER ;\nSELECT 9;\n"),
                ("", ";\nSELECT 9;\n"),
            ] {
                let text = format!("{head}{block}{tail}");
                let got: Vec<_> = Pieces::new(&text, Server::default())
                    .filter(|p| p.kind == PieceKind::Sql)
                    .map(|p| text[p.span.start..p.span.end].trim())
                    .collect();
                assert_eq!(got, [block, "SELECT 9"], "{text}");
            }
        }
        // Two statements in one chunk: cut after the block.
        assert_eq!(
            sql("DELIMITER //\nWHILE 0 DO SELECT 1; END WHILE; SELECT 3//"),
            ["WHILE 0 DO SELECT 1; END WHILE", "SELECT 3"]
        );
        assert_eq!(
            sql(
                "DELIMITER //\nSELECT 1; IF 1 THEN SELECT 2; END IF; SELECT begin FROM t; SELECT 3//"
            ),
            [
                "SELECT 1",
                "IF 1 THEN SELECT 2; END IF",
                "SELECT begin FROM t",
                "SELECT 3"
            ]
        );
    }

    /// A bare BEGIN ... END: MySQL and MariaDB read BEGIN as the start of a
    /// transaction and reject what follows. Sent whole (a custom delimiter)
    /// it is one statement; cut at each `;` by the client, the server reads
    /// (and rejects) the pieces the client sends.
    #[test]
    fn a_bare_begin_end_is_read_as_the_client_sends_it() {
        assert_eq!(
            sql("DELIMITER //\nBEGIN\n  SELECT 1;\nEND//\nBEGIN; SELECT 2; COMMIT//"),
            ["BEGIN\n  SELECT 1;\nEND", "BEGIN", "SELECT 2", "COMMIT"]
        );
        assert_eq!(
            sql("BEGIN\n  SELECT 1;\nEND;\nBEGIN WORK;"),
            ["BEGIN\n  SELECT 1", "END", "BEGIN WORK"]
        );
    }
}
