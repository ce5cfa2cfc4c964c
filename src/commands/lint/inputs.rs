//! Reading `poolctl lint`'s inputs: folders walked for `*.sql` (honouring
//! .gitignore), files, `-` for stdin. Bounded in size and time whatever the
//! input is: a device (`/dev/urandom`, `/dev/zero`) is refused at once, a
//! named pipe must deliver its first bytes within a second and never pause
//! for long, a stream stops at [`bounded::LINT_STREAM`] and at its first NUL byte, a
//! file over [`MAX_FILE`] is refused. One bad input is reported; the others
//! are still read.

use crate::bounded;
use crate::lint::source::{self, SourceFile};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Duration;

/// The largest file linted (it is held whole while it is linted).
pub const MAX_FILE: u64 = 1 << 30;
/// A named pipe's first bytes must arrive within this.
pub const FIRST_BYTES: Duration = Duration::from_secs(1);
/// A named pipe may pause this long between chunks.
pub const PAUSE: Duration = Duration::from_secs(10);

/// An input that could not be linted, and why.
#[derive(Debug)]
pub struct Unreadable {
    pub path: String,
    pub reason: String,
}

/// What reading found: the files, the inputs that failed, and notes
/// (latin-1 decoding) for stderr.
#[derive(Debug, Default)]
pub struct Inputs {
    pub files: Vec<SourceFile>,
    pub bad: Vec<Unreadable>,
    pub notes: Vec<String>,
}

fn display(path: &Path) -> String {
    let s = path.to_string_lossy();
    s.strip_prefix("./").unwrap_or(&s).to_string()
}

impl Inputs {
    fn bad(&mut self, path: String, reason: impl Into<String>) {
        self.bad.push(Unreadable {
            path,
            reason: reason.into(),
        });
    }

    /// Decode and keep one input.
    fn add(&mut self, path: String, bytes: Vec<u8>) {
        match source::decode(bytes) {
            Ok((text, note)) => {
                if let Some(n) = note {
                    self.notes.push(format!("{path}: {n}"));
                }
                self.files.push(SourceFile::new(path, text));
            }
            Err(reason) => self.bad(path, reason),
        }
    }
}

/// Why a stream stopped, as lint reports it.
fn stream_error(e: bounded::ReadError) -> String {
    match e {
        bounded::ReadError::Binary { .. } => source::BINARY.into(),
        e => e.to_string(),
    }
}

/// Read a stream to the end, within [`bounded::LINT_STREAM`], stopping at
/// the first NUL (binary data is no SQL).
fn read_stream(r: &mut dyn Read) -> Result<Vec<u8>, String> {
    bounded::read(r, bounded::LINT_STREAM).map_err(stream_error)
}

/// A named pipe, read on a thread of its own so that a pipe with no writer
/// (its open blocks) or a silent one is given up on, not waited for.
fn read_fifo(path: &Path) -> Result<Vec<u8>, String> {
    let (tx, rx) = mpsc::sync_channel::<Result<Vec<u8>, String>>(4);
    let p = path.to_path_buf();
    std::thread::Builder::new()
        .name("poolctl-lint-fifo".into())
        .spawn(move || {
            let mut f = match std::fs::File::open(&p) {
                Ok(f) => f,
                Err(e) => {
                    let _ = tx.send(Err(e.to_string()));
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
                    Err(e) => {
                        let _ = tx.send(Err(e.to_string()));
                        return;
                    }
                }
            }
        })
        .map_err(|e| e.to_string())?;
    let mut out = bounded::Buffer::new(bounded::LINT_STREAM);
    let mut wait = FIRST_BYTES;
    loop {
        match rx.recv_timeout(wait) {
            Ok(Ok(data)) if data.is_empty() => return Ok(out.into_bytes()),
            Ok(Ok(data)) => out.push(&data).map_err(stream_error)?,
            Ok(Err(e)) => return Err(e),
            Err(mpsc::RecvTimeoutError::Timeout) => {
                return Err(if out.is_empty() {
                    format!(
                        "a named pipe with no data within {} s (no writer?): not waited for",
                        FIRST_BYTES.as_secs()
                    )
                } else {
                    format!(
                        "a named pipe silent for {} s: not waited for",
                        PAUSE.as_secs()
                    )
                });
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => return Ok(out.into_bytes()),
        }
        wait = PAUSE;
    }
}

/// Read one named input that is not a folder.
fn read_path(path: &Path, inputs: &mut Inputs) {
    let shown = display(path);
    let meta = match std::fs::metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return inputs.bad(shown, "no such file or folder");
        }
        Err(e) => return inputs.bad(shown, e.to_string()),
    };
    let kind = meta.file_type();
    if kind.is_file() {
        if meta.len() > MAX_FILE {
            return inputs.bad(
                shown,
                format!(
                    "{} MiB is more than the {} MiB poolctl lints in one file: split it",
                    meta.len() >> 20,
                    MAX_FILE >> 20
                ),
            );
        }
        match std::fs::read(path) {
            Ok(bytes) => inputs.add(shown, bytes),
            Err(e) => inputs.bad(shown, e.to_string()),
        }
        return;
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_char_device() || kind.is_block_device() {
            return inputs.bad(shown, "a device, not a file: not read");
        }
        if kind.is_fifo() || kind.is_socket() {
            match read_fifo(path) {
                Ok(bytes) => inputs.add(shown, bytes),
                Err(e) => inputs.bad(shown, e),
            }
            return;
        }
    }
    inputs.bad(shown, "not a regular file: not read")
}

/// Expand the paths: folders are walked for `*.sql` (respecting .gitignore),
/// files are taken as named, `-` is stdin. Sorted within each folder.
pub fn collect(paths: &[PathBuf], stdin: &mut dyn Read) -> Inputs {
    let mut inputs = Inputs::default();
    for p in paths {
        if p.as_os_str() == "-" {
            match read_stream(stdin) {
                Ok(bytes) => inputs.add("<stdin>".into(), bytes),
                Err(e) => inputs.bad("<stdin>".into(), e),
            }
        } else if p.is_dir() {
            let mut found: Vec<PathBuf> = Vec::new();
            for entry in ignore::WalkBuilder::new(p).require_git(false).build() {
                match entry {
                    Ok(e) => {
                        if e.file_type().is_some_and(|t| t.is_file())
                            && e.path()
                                .extension()
                                .is_some_and(|x| x.eq_ignore_ascii_case("sql"))
                        {
                            found.push(e.into_path());
                        }
                    }
                    Err(err) => inputs.bad(display(p), err.to_string()),
                }
            }
            found.sort();
            for f in found {
                read_path(&f, &mut inputs);
            }
        } else {
            read_path(p, &mut inputs);
        }
    }
    inputs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folders_are_walked_for_sql_respecting_gitignore() {
        let d = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(d.path().join("sub/skip")).unwrap();
        std::fs::write(d.path().join(".gitignore"), "skip/\n").unwrap();
        std::fs::write(d.path().join("sub/a.sql"), "SELECT 1;").unwrap();
        std::fs::write(d.path().join("sub/b.txt"), "SELECT 1;").unwrap();
        std::fs::write(d.path().join("sub/skip/c.sql"), "SELECT 1;").unwrap();
        let got = collect(
            &[d.path().to_path_buf(), d.path().join("nope.sql")],
            &mut std::io::empty(),
        );
        assert_eq!(got.files.len(), 1, "{:?}", got.files);
        assert!(got.files[0].path.ends_with("a.sql"));
        assert_eq!(got.bad.len(), 1);
        let got = collect(&[PathBuf::from("-")], &mut "SELECT 2;".as_bytes());
        assert_eq!(got.files[0].path, "<stdin>");
    }

    #[test]
    fn streams_stop_at_a_nul_and_at_the_bound() {
        let mut zeros = std::io::repeat(0).take(1 << 20);
        assert!(read_stream(&mut zeros).unwrap_err().contains("binary"));
        let mut endless = std::io::repeat(b'x');
        let t = std::time::Instant::now();
        assert!(
            read_stream(&mut endless)
                .unwrap_err()
                .contains("not read further")
        );
        assert!(t.elapsed() < Duration::from_secs(10));
    }

    #[cfg(unix)]
    #[test]
    fn devices_are_refused_at_once() {
        let t = std::time::Instant::now();
        let got = collect(&[PathBuf::from("/dev/urandom")], &mut std::io::empty());
        assert!(got.bad[0].reason.contains("device"), "{:?}", got.bad);
        assert!(t.elapsed() < FIRST_BYTES);
    }
}
