//! Reading a whole input into memory, bounded: the one place poolctl does
//! it, for every input it reads whole (the config file, a password file,
//! refill's pool list, inspect-locks' status text, lint's streams and
//! baseline).
//!
//! An endless or huge input (`yes | ...`, `/dev/urandom`, the wrong file)
//! stops the read with an error naming the input's [`Limit`] instead of
//! taking the host's memory; binary data stops it at its first NUL byte,
//! which random data has within its first kilobytes. The limits of every
//! input are listed here, side by side. Inputs parsed as they arrive
//! (conn-tags' logs) are not held here, but a named pipe among them is read
//! through [`Pipe`].
//!
//! Errors never quote the input: a password file's text is a secret.
//!
//! A named pipe is read through a [`Pipe`] (lint's inputs, conn-tags'
//! `--file`): its first bytes must come within [`PIPE_FIRST_BYTES`] and it
//! may pause at most [`PIPE_PAUSE`], so a pipe with no writer is given up on,
//! not waited for.

use std::io::Read;
use std::path::Path;
use std::sync::mpsc;
use std::time::Duration;

/// The most poolctl reads of one kind of input, and what to tell the user
/// who hits it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limit {
    pub bytes: u64,
    /// What the input is, after "the most poolctl reads as".
    pub what: &'static str,
    /// Why the limit is where it is, or what to do.
    pub advice: &'static str,
}

/// `--password-file`, `POOLCTL_PASSWORD_FILE`, a pod's `password_file`.
pub const PASSWORD_FILE: Limit = Limit {
    bytes: 4 << 10,
    what: "a password file",
    advice: "it holds one password, on its first line; is this the file you meant?",
};

/// `--config`, `POOLCTL_CONFIG`, `./poolctl.toml`.
pub const CONFIG_FILE: Limit = Limit {
    bytes: 4 << 20,
    what: "a config file",
    advice: "a poolctl.toml is a few KiB; is this the file you meant?",
};

/// `refill --pools-file` (`SHOP ITEM LOCATION` a line: over 2 million pools).
pub const POOL_LIST: Limit = Limit {
    bytes: 64 << 20,
    what: "a pool list",
    advice: "over 2 million pools; split the list and run refill once per part",
};

/// `inspect-locks --file` (a status output, or an error log of deadlocks).
pub const INNODB_STATUS: Limit = Limit {
    bytes: 256 << 20,
    what: "an InnoDB status",
    advice: "far above any status output (the server caps one at 1 MB); \
             cut an error log down to the deadlocks you need",
};

/// `poolctl lint -` and named pipes (a file is read by its size instead).
pub const LINT_STREAM: Limit = Limit {
    bytes: 256 << 20,
    what: "SQL from a stream",
    advice: "not read further (lint a file instead)",
};

/// `lint --baseline` (a JSON entry of ~200 bytes per baselined finding:
/// hundreds of thousands of them).
pub const LINT_BASELINE: Limit = Limit {
    bytes: 64 << 20,
    what: "a lint baseline",
    advice: "far above any project's backlog; is this the file you meant?",
};

/// Why an input was not read.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// Opening or reading failed (shown in the message; not a `source`, so
    /// it is not printed twice).
    #[error("{0}")]
    Io(std::io::Error),
    #[error(
        "it is larger than {}, the most poolctl reads as {}: {}",
        size(limit.bytes),
        limit.what,
        limit.advice
    )]
    TooLarge { limit: Limit },
    #[error("it is binary data (a NUL byte at offset {offset}), not text")]
    Binary { offset: u64 },
    #[error("it is not UTF-8 text (an invalid byte at line {line}, column {column})")]
    NotUtf8 { line: usize, column: usize },
}

impl ReadError {
    /// The input does not exist (an optional file may be missing).
    pub fn is_not_found(&self) -> bool {
        matches!(self, ReadError::Io(e) if e.kind() == std::io::ErrorKind::NotFound)
    }
}

/// `4 KiB`, `64 MiB`.
fn size(bytes: u64) -> String {
    if bytes >= 1 << 20 && bytes.is_multiple_of(1 << 20) {
        format!("{} MiB", bytes >> 20)
    } else if bytes.is_multiple_of(1 << 10) {
        format!("{} KiB", bytes >> 10)
    } else {
        format!("{bytes} bytes")
    }
}

/// The bytes read so far, held to a [`Limit`] and refusing NUL bytes: for
/// a caller that gets its input in chunks (a pipe read on a thread).
#[derive(Debug)]
pub struct Buffer {
    bytes: Vec<u8>,
    limit: Limit,
}

impl Buffer {
    pub fn new(limit: Limit) -> Buffer {
        Buffer {
            bytes: Vec::new(),
            limit,
        }
    }

    /// Add `chunk`, or say why the input stops here.
    pub fn push(&mut self, chunk: &[u8]) -> Result<(), ReadError> {
        if let Some(at) = memchr::memchr(0, chunk) {
            return Err(ReadError::Binary {
                offset: (self.bytes.len() + at) as u64,
            });
        }
        if (self.bytes.len() + chunk.len()) as u64 > self.limit.bytes {
            return Err(ReadError::TooLarge { limit: self.limit });
        }
        self.bytes.extend_from_slice(chunk);
        Ok(())
    }

    pub fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    pub fn into_bytes(self) -> Vec<u8> {
        self.bytes
    }
}

/// Read `input` to its end, at most `limit.bytes`, stopping at the first
/// NUL byte.
pub fn read(input: &mut dyn Read, limit: Limit) -> Result<Vec<u8>, ReadError> {
    let mut buffer = Buffer::new(limit);
    let mut chunk = vec![0u8; 64 * 1024];
    loop {
        match input.read(&mut chunk) {
            Ok(0) => return Ok(buffer.into_bytes()),
            Ok(n) => buffer.push(&chunk[..n])?,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(ReadError::Io(e)),
        }
    }
}

/// The file (or device, or `/dev/stdin`) at `path`, read as [`read`] does.
pub fn read_file(path: &Path, limit: Limit) -> Result<Vec<u8>, ReadError> {
    let mut f = std::fs::File::open(path).map_err(ReadError::Io)?;
    read(&mut f, limit)
}

/// Like [`read_file`], but `-` is stdin (the commands' `--file -`).
pub fn read_file_or_stdin(path: &Path, limit: Limit) -> Result<Vec<u8>, ReadError> {
    if path.as_os_str() == "-" {
        read(&mut std::io::stdin().lock(), limit)
    } else {
        read_file(path, limit)
    }
}

/// `bytes` as UTF-8 text, or where the first invalid byte is (never what).
pub fn utf8(bytes: Vec<u8>) -> Result<String, ReadError> {
    String::from_utf8(bytes).map_err(|e| {
        let valid = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let valid = std::str::from_utf8(valid).expect("valid up to here");
        let line_start = valid.rfind('\n').map_or(0, |i| i + 1);
        ReadError::NotUtf8 {
            line: valid.matches('\n').count() + 1,
            column: valid[line_start..].chars().count() + 1,
        }
    })
}

/// [`read_file`] as UTF-8 text.
pub fn read_text_file(path: &Path, limit: Limit) -> Result<String, ReadError> {
    read_file(path, limit).and_then(utf8)
}

/// A named pipe's first bytes must arrive within this.
pub const PIPE_FIRST_BYTES: Duration = Duration::from_secs(1);
/// A named pipe may pause this long between chunks.
pub const PIPE_PAUSE: Duration = Duration::from_secs(10);

/// A named pipe, read on a thread of its own so that a pipe with no writer
/// (its open blocks) or a silent one ends the read with an error instead of
/// a wait for ever. The thread stops at the pipe's end, at an error, or
/// when the `Pipe` is dropped and its next chunk has nowhere to go.
pub struct Pipe {
    rx: mpsc::Receiver<std::io::Result<Vec<u8>>>,
    chunk: Vec<u8>,
    at: usize,
    started: bool,
    ended: bool,
}

impl Pipe {
    pub fn open(path: &Path) -> std::io::Result<Pipe> {
        let (tx, rx) = mpsc::sync_channel::<std::io::Result<Vec<u8>>>(4);
        let p = path.to_path_buf();
        std::thread::Builder::new()
            .name("poolctl-pipe".into())
            .spawn(move || {
                let mut f = match std::fs::File::open(&p) {
                    Ok(f) => f,
                    Err(e) => {
                        let _ = tx.send(Err(e));
                        return;
                    }
                };
                let mut buf = vec![0u8; 64 * 1024];
                loop {
                    match f.read(&mut buf) {
                        Ok(0) => {
                            let _ = tx.send(Ok(Vec::new()));
                            return;
                        }
                        Ok(n) => {
                            if tx.send(Ok(buf[..n].to_vec())).is_err() {
                                return;
                            }
                        }
                        Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                        Err(e) => {
                            let _ = tx.send(Err(e));
                            return;
                        }
                    }
                }
            })?;
        Ok(Pipe {
            rx,
            chunk: Vec::new(),
            at: 0,
            started: false,
            ended: false,
        })
    }
}

impl Read for Pipe {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        while self.at == self.chunk.len() {
            if self.ended {
                return Ok(0);
            }
            let wait = if self.started {
                PIPE_PAUSE
            } else {
                PIPE_FIRST_BYTES
            };
            match self.rx.recv_timeout(wait) {
                Ok(Ok(data)) if data.is_empty() => self.ended = true,
                Ok(Ok(data)) => {
                    self.started = true;
                    self.chunk = data;
                    self.at = 0;
                }
                Ok(Err(e)) => return Err(e),
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    let why = if self.started {
                        format!(
                            "a named pipe silent for {} s: not waited for",
                            PIPE_PAUSE.as_secs()
                        )
                    } else {
                        format!(
                            "a named pipe with no data within {} s (no writer?): not waited for",
                            PIPE_FIRST_BYTES.as_secs()
                        )
                    };
                    return Err(std::io::Error::new(std::io::ErrorKind::TimedOut, why));
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => self.ended = true,
            }
        }
        let n = buf.len().min(self.chunk.len() - self.at);
        buf[..n].copy_from_slice(&self.chunk[self.at..self.at + n]);
        self.at += n;
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    const SMALL: Limit = Limit {
        bytes: 10,
        what: "a test input",
        advice: "keep it short",
    };

    #[test]
    fn reads_to_the_end_within_the_limit() {
        assert_eq!(read(&mut &b"0123456789"[..], SMALL).unwrap(), b"0123456789");
        assert_eq!(read(&mut std::io::empty(), SMALL).unwrap(), b"");
    }

    #[test]
    fn one_byte_over_is_refused_naming_the_input_and_the_limit() {
        let err = read(&mut &b"0123456789x"[..], SMALL).unwrap_err();
        assert_eq!(
            err.to_string(),
            "it is larger than 10 bytes, the most poolctl reads as a test input: keep it short"
        );
        let err = read(&mut std::io::repeat(b'Q'), PASSWORD_FILE).unwrap_err();
        assert!(err.to_string().contains("larger than 4 KiB"), "{err}");
        assert!(!err.to_string().contains("QQ"), "{err}");
    }

    #[test]
    fn endless_input_stops_at_each_limit_within_seconds() {
        for limit in [PASSWORD_FILE, CONFIG_FILE, POOL_LIST] {
            let t = Instant::now();
            let err = read(&mut std::io::repeat(b'1'), limit).unwrap_err();
            assert!(matches!(err, ReadError::TooLarge { .. }), "{err}");
            assert!(t.elapsed() < Duration::from_secs(10), "{:?}", t.elapsed());
        }
    }

    #[test]
    fn binary_data_stops_at_its_first_nul() {
        let err = read(&mut std::io::repeat(0), INNODB_STATUS).unwrap_err();
        assert_eq!(
            err.to_string(),
            "it is binary data (a NUL byte at offset 0), not text"
        );
        let mut b = Buffer::new(SMALL);
        b.push(b"abc").unwrap();
        assert!(matches!(
            b.push(b"d\0"),
            Err(ReadError::Binary { offset: 4 })
        ));
    }

    #[cfg(unix)]
    #[test]
    fn dev_urandom_is_refused_at_once() {
        let t = Instant::now();
        let err = read_file(Path::new("/dev/urandom"), CONFIG_FILE).unwrap_err();
        assert!(matches!(err, ReadError::Binary { .. }), "{err}");
        assert!(t.elapsed() < Duration::from_secs(2));
    }

    #[test]
    fn a_pipe_without_a_writer_is_given_up_on() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("p");
        assert!(
            std::process::Command::new("mkfifo")
                .arg(&fifo)
                .status()
                .unwrap()
                .success()
        );
        let t = Instant::now();
        let err = read(&mut Pipe::open(&fifo).unwrap(), SMALL).unwrap_err();
        assert!(err.to_string().contains("no writer?"), "{err}");
        assert!(t.elapsed() < PIPE_FIRST_BYTES + Duration::from_secs(2));
        // With a writer: read to its end. (A new pipe: the reader given up
        // on still waits in its open of the first.)
        let fifo = dir.path().join("q");
        assert!(
            std::process::Command::new("mkfifo")
                .arg(&fifo)
                .status()
                .unwrap()
                .success()
        );
        let writer = {
            let fifo = fifo.clone();
            std::thread::spawn(move || std::fs::write(&fifo, b"0123").unwrap())
        };
        assert_eq!(
            read(&mut Pipe::open(&fifo).unwrap(), SMALL).unwrap(),
            b"0123"
        );
        writer.join().unwrap();
    }

    #[test]
    fn invalid_utf8_names_its_place_not_its_bytes() {
        let err = utf8(b"a = 1\nb = \"\xe9t\xe9\"\n".to_vec()).unwrap_err();
        assert_eq!(
            err.to_string(),
            "it is not UTF-8 text (an invalid byte at line 2, column 6)"
        );
        assert_eq!(utf8("é\n".as_bytes().to_vec()).unwrap(), "é\n");
    }

    #[test]
    fn a_missing_file_is_told_apart() {
        let err = read_file(Path::new("/nonexistent/x"), SMALL).unwrap_err();
        assert!(err.is_not_found());
        assert!(!ReadError::TooLarge { limit: SMALL }.is_not_found());
    }
}
