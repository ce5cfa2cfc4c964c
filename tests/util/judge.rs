//! The server judge: which statements of a SQL script does a real MariaDB
//! reject as syntax errors, and where.
//!
//! A script is fed, as is, to the real `mariadb` client (`--force`, so every
//! statement is tried) connected to a private server, in a fresh database of
//! its own. The client's `ERROR ... at line N` names the line where the failed
//! statement's text starts (comments and leading blanks skipped), also for
//! statements spread over many lines and for `DELIMITER` blocks; [`split`]
//! reads the script the way the client does (delimiters, quotes, comments,
//! client commands), so each error is mapped to its statement, and the
//! server's own "at line M" (counted from the statement's first line) to the
//! exact line in the file.
//!
//! What keeps a hostile script from harming the server or the machine:
//! - a private server of its own (`test-judge` in scripts/test.sh,
//!   `POOLCTL_TEST_URL_JUDGE`), never the servers other tests use;
//! - per script, a throwaway account whose only privileges are on its own
//!   database: `SHUTDOWN`, `KILL` of other sessions, `SET GLOBAL`,
//!   `CREATE USER`, `DROP DATABASE` of anything else, `SELECT ... INTO
//!   OUTFILE` and `LOAD DATA INFILE` are refused by the server (as access
//!   errors, which are not syntax errors: the server parses a statement
//!   before it checks privileges);
//! - the client in `--sandbox` mode (no `system`, `source`, `tee`, `pager`),
//!   `--local-infile=0`, no option files, run in an empty directory;
//! - `max_statement_time` per statement, and a deadline per script after
//!   which the client is killed and its session too (the verdict says so);
//! - scripts with a client `connect` command (which could point the client
//!   at another host) are not run at all.
#![allow(dead_code)]

use mysql::prelude::Queryable;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// Error codes the server gives for text it cannot parse: the generic
/// syntax errors and the stored-program errors its parser raises.
pub const SYNTAX_CODES: &[u16] = &[
    1064, // ER_PARSE_ERROR
    1149, // ER_SYNTAX_ERROR
    1308, // ER_SP_LILABEL_MISMATCH (LEAVE/ITERATE with no matching label)
    1309, // ER_SP_LABEL_REDEFINE
    1310, // ER_SP_LABEL_MISMATCH (end label without match)
    1313, // ER_SP_BADRETURN (RETURN outside a function)
    1319, // ER_SP_COND_MISMATCH (undefined CONDITION)
    1320, // ER_SP_NORETURN (a FUNCTION body with no RETURN, found at its END)
    1324, // ER_SP_CURSOR_MISMATCH (undefined CURSOR)
    1327, // ER_SP_UNDECLARED_VAR
    1330, // ER_SP_DUP_PARAM
    1331, // ER_SP_DUP_VAR
    1332, // ER_SP_DUP_COND
    1333, // ER_SP_DUP_CURS
    1337, // ER_SP_VARCOND_AFTER_CURSHNDLR
    1338, // ER_SP_CURSOR_AFTER_HANDLER
    1413, // ER_SP_DUP_HANDLER
    // ER_UNKNOWN_DATA_TYPE: MariaDB's parser takes any identifier where a
    // column type goes (for plugin types) and rejects an unknown one there,
    // while parsing (`` `id int,\n `name` varchar `` read as the column
    // `id int,\n ` of type `name`); MySQL rejects the same text as 1064.
    4161,
];

/// Client commands of the mariadb client (long names), recognised at the
/// start of a line when no statement is being collected.
const CLIENT_COMMANDS: &[&str] = &[
    "?",
    "charset",
    "clear",
    "connect",
    "delimiter",
    "edit",
    "ego",
    "exit",
    "go",
    "help",
    "nopager",
    "notee",
    "nowarning",
    "pager",
    "print",
    "prompt",
    "quit",
    "rehash",
    "sandbox",
    "source",
    "status",
    "system",
    "tee",
    "use",
    "warnings",
];

/// One statement as the client sends it to the server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Statement {
    /// 1-based line of the statement's first character (comments and blanks
    /// before it skipped): the line the client's `ERROR ... at line N` names.
    pub start_line: usize,
    /// 1-based line of its terminator (delimiter, `\g`, `\G`, or end of file).
    pub end_line: usize,
    /// Byte offsets of the statement text in the script (terminator excluded).
    pub start: usize,
    pub end: usize,
    /// The delimiter in force when it ended (";" outside DELIMITER blocks).
    pub delimiter: String,
}

/// A client command (`DELIMITER //`, `use db`, `source f`, `\G`-less `\x`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClientCommand {
    pub line: usize,
    /// Lower-case long name (`delimiter`, `use`, ...) or `\x` for short forms.
    pub name: String,
    pub arg: String,
}

/// A script read as the mariadb client reads it.
#[derive(Debug, Clone, Default)]
pub struct Script {
    pub statements: Vec<Statement>,
    pub commands: Vec<ClientCommand>,
    /// Set when the script quits the client (`quit`, `exit`, `\q`) before
    /// its end: the line of that command.
    pub quits_at: Option<usize>,
}

/// Reads a script the way the mariadb client (10.11, batch mode) does:
/// statements end at the current delimiter, `\g` or `\G` outside quotes and
/// comments; `--` + blank and `#` comments run to the end of the line and
/// `/* */` comments are dropped, while `/*! */` and `/*M! */` are kept as
/// code (a delimiter inside them ends the statement, as in the client);
/// lines starting with `--` or `#` and client commands (`DELIMITER`, `use`,
/// ...) are only recognised when no statement is being collected.
pub fn split(sql: &[u8]) -> Script {
    let mut script = Script::default();
    let mut delimiter: Vec<u8> = b";".to_vec();
    let mut in_string: Option<u8> = None;
    let mut ml_comment = false;
    // (line, offset) of the current statement's first character.
    let mut start: Option<(usize, usize)> = None;
    let mut offset = 0usize;
    for (index, raw) in sql.split(|&b| b == b'\n').enumerate() {
        let line_no = index + 1;
        let line_start = offset;
        offset += raw.len() + 1;
        if start.is_none() && in_string.is_none() && !ml_comment {
            if raw.is_empty() || raw[0] == b'#' || raw.starts_with(b"--") {
                continue;
            }
            if let Some((name, arg)) = long_command(raw) {
                if name == "delimiter" {
                    set_delimiter(&mut delimiter, &arg);
                }
                let quit = name == "quit" || name == "exit";
                script.commands.push(ClientCommand {
                    line: line_no,
                    name,
                    arg,
                });
                if quit {
                    script.quits_at = Some(line_no);
                    return script;
                }
                continue;
            }
        }
        let mut i = 0usize;
        while i < raw.len() {
            let c = raw[i];
            let next = raw.get(i + 1).copied();
            if ml_comment {
                if c == b'*' && next == Some(b'/') {
                    ml_comment = false;
                    i += 2;
                } else {
                    i += 1;
                }
                continue;
            }
            if let Some(quote) = in_string {
                if c == b'\\' {
                    i += 2;
                } else {
                    if c == quote {
                        in_string = None;
                    }
                    i += 1;
                }
                continue;
            }
            if let (b'\\', Some(n)) = (c, next) {
                match n {
                    b'g' | b'G' => {
                        end_statement(&mut script, &mut start, line_no, line_start + i, &delimiter);
                        i += 2;
                    }
                    b'c' => {
                        start = None;
                        i += 2;
                    }
                    b'N' => {
                        start.get_or_insert((line_no, line_start + i));
                        i += 2;
                    }
                    _ => {
                        let rest = String::from_utf8_lossy(&raw[i + 2..]).trim().to_string();
                        let takes_rest = b"d.!TPCuRr".contains(&n);
                        if n == b'd' {
                            set_delimiter(&mut delimiter, &rest);
                        }
                        script.commands.push(ClientCommand {
                            line: line_no,
                            name: format!("\\{}", n as char),
                            arg: if takes_rest { rest } else { String::new() },
                        });
                        if n == b'q' {
                            script.quits_at = Some(line_no);
                            return script;
                        }
                        i = if takes_rest { raw.len() } else { i + 2 };
                    }
                }
                continue;
            }
            if raw[i..].starts_with(&delimiter) {
                end_statement(&mut script, &mut start, line_no, line_start + i, &delimiter);
                i += delimiter.len();
                continue;
            }
            if c == b'/'
                && next == Some(b'*')
                && raw.get(i + 2) != Some(&b'!')
                && !raw[i + 2..].starts_with(b"M!")
            {
                ml_comment = true;
                i += 2;
                continue;
            }
            if c == b'#'
                || (c == b'-'
                    && next == Some(b'-')
                    && raw.get(i + 2).is_none_or(|b| b.is_ascii_whitespace()))
            {
                break;
            }
            if c == b'\'' || c == b'"' || c == b'`' {
                in_string = Some(c);
            }
            if !c.is_ascii_whitespace() {
                start.get_or_insert((line_no, line_start + i));
            }
            i += 1;
        }
    }
    if let Some((line, at)) = start {
        let end = sql.len();
        let end_line =
            sql.iter().filter(|&&b| b == b'\n').count() + usize::from(!sql.ends_with(b"\n"));
        script.statements.push(Statement {
            start_line: line,
            end_line: end_line.max(line),
            start: at,
            end,
            delimiter: String::from_utf8_lossy(&delimiter).into_owned(),
        });
    }
    script
}

/// `DELIMITER x`: the new delimiter is the argument's first word (the rest
/// of the line is ignored, as the client does); none keeps the old one.
fn set_delimiter(delimiter: &mut Vec<u8>, arg: &str) {
    let word: Vec<u8> = arg
        .bytes()
        .take_while(|b| !b.is_ascii_whitespace())
        .collect();
    if !word.is_empty() {
        *delimiter = word;
    }
}

fn end_statement(
    script: &mut Script,
    start: &mut Option<(usize, usize)>,
    line: usize,
    at: usize,
    delimiter: &[u8],
) {
    if let Some((start_line, from)) = start.take() {
        script.statements.push(Statement {
            start_line,
            end_line: line,
            start: from,
            end: at,
            delimiter: String::from_utf8_lossy(delimiter).into_owned(),
        });
    }
}

/// A long client command at the start of `line`: its name and argument.
fn long_command(line: &[u8]) -> Option<(String, String)> {
    let text = String::from_utf8_lossy(line);
    let text = text.trim_start();
    let word: String = text
        .chars()
        .take_while(|c| !c.is_whitespace() && *c != ';')
        .collect();
    let name = word.to_ascii_lowercase();
    if !CLIENT_COMMANDS.contains(&name.as_str()) {
        return None;
    }
    let arg = text[word.len()..].trim().to_string();
    Some((name, arg))
}

/// What the server or the client said about one statement or command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ServerError {
    /// The server's error code; `None` for the client's own errors.
    pub code: Option<u16>,
    pub sqlstate: Option<String>,
    /// The line the client named (`ERROR ... at line N`).
    pub client_line: usize,
    /// Index into [`Script::statements`] of the statement it belongs to.
    pub statement: Option<usize>,
    /// True when it belongs to a client command rather than a statement.
    pub command: bool,
    /// The exact line: the statement's first line plus the server's own
    /// "at line M" less one, when the message has one; else `client_line`.
    pub line: usize,
    pub message: String,
    /// The failed statement as the client echoed it (comments stripped).
    pub echo: String,
}

impl ServerError {
    /// A syntax error (1064, the parser's stored-program errors and its
    /// unknown data type), and the unknown name MariaDB's parser reports in
    /// a GET DIAGNOSTICS condition number before it reaches the rest of the
    /// statement (`GET DIAGNOSTICS CONDITION 1` is a 1064 there,
    /// `GET DIAGNOSTICS CONDITION v` outside a program a 1054 "in 'GET
    /// DIAGNOSTICS'": the same statement, rejected by the same parser).
    pub fn is_syntax(&self) -> bool {
        self.code.is_some_and(|c| SYNTAX_CODES.contains(&c))
            || (self.code == Some(1054) && self.message.contains("in 'GET DIAGNOSTICS'"))
    }
}

/// The judge's verdict on one script.
#[derive(Debug, Clone)]
pub struct Verdict {
    pub script: Script,
    pub errors: Vec<ServerError>,
    /// The character set the script was sent in (`utf8mb4`, or `latin1`
    /// for scripts that are not UTF-8, as the client historically read them).
    pub charset: &'static str,
    /// The deadline passed and the client was killed: later statements were
    /// not tried.
    pub timed_out: bool,
    /// Not run, and why (a `connect` command).
    pub refused: Option<String>,
    pub elapsed: Duration,
}

impl Verdict {
    pub fn syntax_errors(&self) -> impl Iterator<Item = &ServerError> {
        self.errors.iter().filter(|e| e.is_syntax())
    }

    /// The statements the server rejected with a syntax error.
    pub fn rejected(&self) -> Vec<&Statement> {
        let mut idx: Vec<usize> = self.syntax_errors().filter_map(|e| e.statement).collect();
        idx.dedup();
        idx.into_iter()
            .map(|i| &self.script.statements[i])
            .collect()
    }

    /// Whether `line` lies in a statement the server rejected as a syntax
    /// error (what a `parse-error` finding at that line must agree with).
    pub fn rejects_line(&self, line: usize) -> bool {
        self.rejected()
            .iter()
            .any(|s| s.start_line <= line && line <= s.end_line)
    }

    /// Errors that could not be tied to a statement or command: a sign the
    /// client read the script differently from [`split`].
    pub fn unmapped(&self) -> Vec<&ServerError> {
        self.errors
            .iter()
            .filter(|e| e.statement.is_none() && !e.command)
            .collect()
    }
}

/// A connection to the judge's private server.
pub struct Judge {
    host: String,
    port: u16,
    admin_url: String,
    /// Limit for each statement, seconds (`max_statement_time`).
    pub statement_time: f64,
    /// Limit for a whole script.
    pub deadline: Duration,
    mariadb: PathBuf,
    workdir: tempfile::TempDir,
}

static NEXT: AtomicUsize = AtomicUsize::new(0);

impl Judge {
    /// The judge on `POOLCTL_TEST_URL_JUDGE` (scripts/test.sh starts it).
    pub fn from_env() -> Judge {
        Judge::new(&super::server_url_from("POOLCTL_TEST_URL_JUDGE"))
    }

    /// `url`: the private server, as an account that may create databases
    /// and users.
    pub fn new(url: &str) -> Judge {
        let u = url::Url::parse(url).expect("judge URL parses");
        let host = u.host_str().unwrap_or("127.0.0.1").to_string();
        assert!(
            host == "127.0.0.1" || host == "localhost",
            "the judge only runs scripts on a private server on 127.0.0.1"
        );
        Judge {
            host: "127.0.0.1".into(),
            port: u.port().unwrap_or(3306),
            admin_url: url.trim_end_matches('/').to_string(),
            statement_time: 5.0,
            deadline: Duration::from_secs(30),
            mariadb: find_client(),
            workdir: tempfile::tempdir().expect("empty working directory for the client"),
        }
    }

    /// A path in the client's working directory that no script should be
    /// able to create (the hostile-script test checks it).
    pub fn workdir_marker(&self) -> String {
        self.workdir.path().join("shell-ran").display().to_string()
    }

    fn admin(&self) -> mysql::Conn {
        super::connect(&self.admin_url)
    }

    pub fn judge_file(&self, path: &Path) -> Verdict {
        let sql = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        self.judge_bytes(&sql)
    }

    /// Loads `sql` into a fresh database and returns what the server said.
    pub fn judge_bytes(&self, sql: &[u8]) -> Verdict {
        let started = Instant::now();
        let script = split(sql);
        let charset = if std::str::from_utf8(sql).is_ok() {
            "utf8mb4"
        } else {
            "latin1"
        };
        if let Some(c) = script
            .commands
            .iter()
            .find(|c| c.name == "connect" || c.name == "\\r")
        {
            return Verdict {
                script: script.clone(),
                errors: Vec::new(),
                charset,
                timed_out: false,
                refused: Some(format!(
                    "line {}: a client `connect` command could leave the private server",
                    c.line
                )),
                elapsed: started.elapsed(),
            };
        }
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let name = format!("judge_{}_{n}", std::process::id());
        let password = format!("j{:x}{n}", started.elapsed().as_nanos() ^ 0x5eed_cafe);
        let mut admin = self.admin();
        for q in [
            format!("DROP USER IF EXISTS '{name}'@'127.0.0.1'"),
            format!("DROP DATABASE IF EXISTS `{name}`"),
            format!("CREATE DATABASE `{name}`"),
            format!("CREATE USER '{name}'@'127.0.0.1' IDENTIFIED BY '{password}'"),
            format!("GRANT ALL ON `{name}`.* TO '{name}'@'127.0.0.1'"),
        ] {
            admin.query_drop(&q).unwrap_or_else(|e| panic!("{q}: {e}"));
        }

        let mut child = Command::new(&self.mariadb)
            .current_dir(self.workdir.path())
            .env_clear()
            .env("PATH", "/usr/bin:/bin")
            .env("MYSQL_PWD", &password)
            .args([
                "--no-defaults",
                "--protocol=tcp",
                &format!("--host={}", self.host),
                &format!("--port={}", self.port),
                &format!("--user={name}"),
                &format!("--database={name}"),
                "--force",
                "--batch",
                "--silent",
                "--sandbox",
                "--local-infile=0",
                "--max-allowed-packet=64M",
                &format!("--default-character-set={charset}"),
                &format!(
                    "--init-command=SET SESSION max_statement_time = {}",
                    self.statement_time
                ),
            ])
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot run {}: {e}", self.mariadb.display()));
        let mut stdin = child.stdin.take().unwrap();
        let input = sql.to_vec();
        let writer = std::thread::spawn(move || {
            // A client that stops early (quit) closes the pipe: not an error.
            let _ = stdin.write_all(&input);
        });
        let mut stderr = child.stderr.take().unwrap();
        let reader = std::thread::spawn(move || {
            let mut out = Vec::new();
            let _ = stderr.read_to_end(&mut out);
            out
        });
        let deadline = started + self.deadline;
        let mut timed_out = false;
        loop {
            match child.try_wait().expect("waiting for the client") {
                Some(_) => break,
                None if Instant::now() >= deadline => {
                    timed_out = true;
                    let _ = child.kill();
                    let _ = child.wait();
                    break;
                }
                None => std::thread::sleep(Duration::from_millis(5)),
            }
        }
        let _ = writer.join();
        let stderr = reader.join().unwrap_or_default();

        // Whatever the script left running (a timed-out statement) is killed
        // before its database and account go.
        let ids: Vec<u64> = admin
            .exec(
                "SELECT ID FROM information_schema.PROCESSLIST WHERE USER = ?",
                (&name,),
            )
            .unwrap_or_default();
        for id in ids {
            let _ = admin.query_drop(format!("KILL {id}"));
        }
        for q in [
            format!("DROP DATABASE IF EXISTS `{name}`"),
            format!("DROP USER IF EXISTS '{name}'@'127.0.0.1'"),
        ] {
            admin.query_drop(&q).unwrap_or_else(|e| panic!("{q}: {e}"));
        }

        let mut errors = parse_errors(&String::from_utf8_lossy(&stderr));
        map_errors(sql, &script, &mut errors);
        Verdict {
            script,
            errors,
            charset,
            timed_out,
            refused: None,
            elapsed: started.elapsed(),
        }
    }

    /// Judges many files, `workers` at a time, in the order given.
    pub fn judge_files(&self, paths: &[PathBuf], workers: usize) -> Vec<Verdict> {
        let next = AtomicUsize::new(0);
        let mut out: Vec<Option<Verdict>> = vec![None; paths.len()];
        let results = std::sync::Mutex::new(&mut out);
        std::thread::scope(|s| {
            for _ in 0..workers.max(1) {
                s.spawn(|| {
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= paths.len() {
                            break;
                        }
                        let v = self.judge_file(&paths[i]);
                        results.lock().unwrap()[i] = Some(v);
                    }
                });
            }
        });
        out.into_iter().map(|v| v.unwrap()).collect()
    }
}

fn find_client() -> PathBuf {
    for p in [
        "/usr/bin/mariadb",
        "/usr/local/bin/mariadb",
        "/usr/bin/mysql",
    ] {
        if Path::new(p).exists() {
            return PathBuf::from(p);
        }
    }
    panic!("the mariadb client is not installed (scripts/mariadb.sh install)")
}

/// Parses the client's stderr: `ERROR 1064 (42000) at line 3: message` and
/// the client's own `ERROR at line 3: message`; a message runs on over the
/// following lines (it quotes the statement) up to the next error or the
/// `--------------` line that opens the next echoed statement.
pub fn parse_errors(stderr: &str) -> Vec<ServerError> {
    let mut errors: Vec<ServerError> = Vec::new();
    let mut open = false;
    // The client echoes a failed statement between two dashed lines before
    // its error.
    let mut echo: Option<String> = None;
    let mut last_echo = String::new();
    for line in stderr.lines() {
        if line == "--------------" {
            open = false;
            match echo.take() {
                Some(text) => last_echo = text,
                None => echo = Some(String::new()),
            }
        } else if let Some(text) = echo.as_mut() {
            if !text.is_empty() {
                text.push('\n');
            }
            text.push_str(line);
        } else if let Some(mut e) = parse_error_line(line) {
            e.echo = std::mem::take(&mut last_echo);
            errors.push(e);
            open = true;
        } else if open {
            let e = errors.last_mut().unwrap();
            e.message.push('\n');
            e.message.push_str(line);
        }
    }
    for e in &mut errors {
        e.message = e.message.trim_end().to_string();
    }
    errors
}

fn parse_error_line(line: &str) -> Option<ServerError> {
    let rest = line.strip_prefix("ERROR ")?;
    let (code, sqlstate, rest) = if let Some(r) = rest.strip_prefix("at line ") {
        (None, None, r)
    } else {
        let (code, r) = rest.split_once(' ')?;
        let code: u16 = code.parse().ok()?;
        let r = r.strip_prefix('(')?;
        let (state, r) = r.split_once(") at line ")?;
        (Some(code), Some(state.to_string()), r)
    };
    let (n, message) = rest.split_once(": ")?;
    let client_line: usize = n.parse().ok()?;
    Some(ServerError {
        code,
        sqlstate,
        client_line,
        statement: None,
        command: false,
        line: client_line,
        message: message.to_string(),
        echo: String::new(),
    })
}

/// Ties each error to its statement (the next one, in order, that starts on
/// the line the client named) or client command, and computes its exact line.
fn map_errors(sql: &[u8], script: &Script, errors: &mut [ServerError]) {
    let stmts = &script.statements;
    let mut cursor = 0usize;
    for e in errors.iter_mut() {
        let n = e.client_line;
        let candidates: Vec<usize> = (cursor..stmts.len())
            .take_while(|&i| stmts[i].start_line <= n)
            .filter(|&i| stmts[i].start_line == n)
            .collect();
        // Several statements start on that line: the echoed text decides.
        let echo = squeeze(e.echo.as_bytes());
        let found = candidates
            .iter()
            .copied()
            .find(|&i| {
                candidates.len() > 1
                    && !echo.is_empty()
                    && squeeze(&sql[stmts[i].start..stmts[i].end]) == echo
            })
            .or_else(|| candidates.first().copied())
            .or_else(|| {
                // A second error for the statement just matched (a
                // multi-statement buffer), or out of order.
                (cursor > 0 && stmts[cursor - 1].start_line == n).then(|| cursor - 1)
            })
            .or_else(|| stmts.iter().position(|s| s.start_line == n));
        match found {
            Some(i) => {
                e.statement = Some(i);
                cursor = i + 1;
                if let Some(m) = server_line(&e.message) {
                    e.line = stmts[i].start_line + m - 1;
                }
            }
            None => {
                e.command = script.commands.iter().any(|c| c.line == n);
            }
        }
    }
}

/// The first bytes of a statement without whitespace, to compare with its echo.
fn squeeze(text: &[u8]) -> Vec<u8> {
    text.iter()
        .copied()
        .filter(|b| !b.is_ascii_whitespace())
        .take(64)
        .collect()
}

/// The server's "at line M" at the end of a parse error message.
fn server_line(message: &str) -> Option<usize> {
    let (_, tail) = message.rsplit_once(" at line ")?;
    tail.trim().parse().ok()
}
