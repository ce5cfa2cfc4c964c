//! The client layer: the text cut into chunks the way the `mysql` client
//! sends them. A chunk ends at the delimiter in force (`;` until a
//! `DELIMITER` command changes it to `//`, `$$`, `;;`, ...), outside
//! strings, quoted names and comments; `\G` and `\g` end one too. Client
//! commands (`DELIMITER`, `source`, `\.`, `use db`, `\c`, `status`, ...) are
//! recognised where the client recognises them (a long command as the
//! first word of a statement, a `\x` command anywhere) and are skipped;
//! `quit`, `exit` and `\q` end the script. Executable comments are not
//! comments to the client, so a delimiter inside one counts.

use super::lexing::{dash_comment, executable_opener, is_space, line_end, skip_quoted};
use crate::lint::syntax::source::Span;

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

/// A chunk the client sends (before the server layer).
pub(super) struct Chunk {
    pub(super) span: Span,
    /// Client commands inside the chunk, blanked for the server.
    pub(super) blanks: Vec<Span>,
    pub(super) custom_delimiter: bool,
    /// The chunk opens an executable comment (outside strings and comments).
    pub(super) executable: bool,
}

/// What the client cuts next.
pub(super) enum Cut {
    Chunk(Chunk),
    Command(Span, &'static str),
    End,
}

/// The client layer: chunks and commands.
pub(super) struct Script<'a> {
    pub(super) text: &'a str,
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

impl<'a> Script<'a> {
    pub(super) fn new(text: &'a str) -> Script<'a> {
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
        // scanned to its end at each one (which would be quadratic in the
        // line).
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

    /// Whether the delimiter in force is not `;`.
    pub(super) fn custom_delimiter(&self) -> bool {
        self.delimiter != b";"
    }

    /// The next chunk or command.
    pub(super) fn cut(&mut self) -> Cut {
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
        let custom = self.custom_delimiter();
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

/// A delimited chunk that is a client command (`use db`, `source x`).
pub(super) fn chunk_command(b: &[u8]) -> Option<&'static str> {
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
    use crate::lint::syntax::script::PieceKind;
    use crate::lint::syntax::script::testing::{pieces, sql};

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
    fn a_delimiter_inside_strings_and_comments_does_not_count() {
        assert_eq!(
            sql("SELECT ';' -- ;\n, \"a;b\", `c;d` /* ; */ FROM t; SELECT 'it''s;' , 'a\\';b';"),
            vec![
                "SELECT ';' -- ;\n, \"a;b\", `c;d` /* ; */ FROM t",
                "SELECT 'it''s;' , 'a\\';b'"
            ]
        );
    }
}
