//! Reading `poolctl lint`'s inputs: folders walked for `*.sql` (honouring
//! .gitignore; hidden names skipped unless [`Walk::hidden`], and counted so
//! that the skip is reported), files, `-` for stdin. Each file is read once,
//! however many times and in whatever spelling it is named or reached: inputs
//! are told apart by their canonical path, and the first spelling is the one
//! shown. Bounded in size and time whatever the input is: a device
//! (`/dev/urandom`, `/dev/zero`) is refused at once, a named pipe must deliver
//! its first bytes within a second and never pause for long, a stream stops at
//! [`bounded::LINT_STREAM`] and at its first NUL byte, a file over
//! [`MAX_FILE`] is refused. One bad input is reported; the others are still
//! read.

use crate::bounded;
use crate::lint::syntax::source::{self, SourceFile};
use std::collections::HashSet;
use std::io::Read;
use std::path::{Component, Path, PathBuf};

/// The largest file linted (it is held whole while it is linted).
pub const MAX_FILE: u64 = 1 << 30;

/// An input that could not be linted, and why.
#[derive(Debug)]
pub struct Unreadable {
    pub path: String,
    pub reason: String,
}

/// How folders are walked.
#[derive(Debug, Clone, Copy, Default)]
pub struct Walk {
    /// Also lint files and folders whose names start with `.` (a `.git`
    /// folder is never walked).
    pub hidden: bool,
}

/// What reading found: the files, the inputs that failed, notes (latin-1
/// decoding) for stderr, and the hidden files a folder walk passed over.
#[derive(Debug, Default)]
pub struct Inputs {
    pub files: Vec<SourceFile>,
    /// Each file's canonical path, at the same index as in `files` (`None`
    /// for stdin): what baselines key files on.
    pub real: Vec<Option<PathBuf>>,
    pub bad: Vec<Unreadable>,
    pub notes: Vec<String>,
    /// `*.sql` files under hidden names that a folder walk did not lint
    /// (without [`Walk::hidden`]), as shown; none that was linted anyway.
    pub hidden: Vec<String>,
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
    fn add(&mut self, path: String, real: Option<PathBuf>, bytes: Vec<u8>) {
        match source::decode(bytes) {
            Ok((text, note)) => {
                if let Some(n) = note {
                    self.notes.push(format!("{path}: {n}"));
                }
                self.files.push(SourceFile::new(path, text));
                self.real.push(real);
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

/// A named pipe, bounded in time ([`bounded::Pipe`]) and size.
fn read_fifo(path: &Path) -> Result<Vec<u8>, String> {
    let mut pipe = bounded::Pipe::open(path).map_err(|e| e.to_string())?;
    bounded::read(&mut pipe, bounded::LINT_STREAM).map_err(stream_error)
}

/// Read one named input that is not a folder; `real` is its canonical path.
fn read_path(path: &Path, real: Option<PathBuf>, inputs: &mut Inputs) {
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
            Ok(bytes) => inputs.add(shown, real, bytes),
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
                Ok(bytes) => inputs.add(shown, real, bytes),
                Err(e) => inputs.bad(shown, e),
            }
            return;
        }
    }
    inputs.bad(shown, "not a regular file: not read")
}

/// What identifies a file however it is spelt: its canonical path, or
/// (when it cannot be resolved: missing, unreadable) its absolute spelling.
fn identity(path: &Path) -> (PathBuf, Option<PathBuf>) {
    match std::fs::canonicalize(path) {
        Ok(real) => (real.clone(), Some(real)),
        Err(_) => (
            std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf()),
            None,
        ),
    }
}

/// Whether `path`, below the walked `root`, has a hidden name (a file or a
/// folder on the way whose name starts with `.`). The root itself was named.
fn hidden_below(root: &Path, path: &Path) -> bool {
    path.strip_prefix(root).is_ok_and(|rest| {
        rest.components().any(|c| match c {
            Component::Normal(name) => name.as_encoded_bytes().starts_with(b"."),
            _ => false,
        })
    })
}

/// The path a walk error is about, if it names one.
fn error_path(e: &ignore::Error) -> Option<&Path> {
    match e {
        ignore::Error::WithPath { path, .. } => Some(path),
        ignore::Error::Loop { child, .. } => Some(child),
        ignore::Error::WithDepth { err, .. } | ignore::Error::WithLineNumber { err, .. } => {
            error_path(err)
        }
        ignore::Error::Partial(errs) => errs.iter().find_map(error_path),
        _ => None,
    }
}

/// The `*.sql` files below `root`, sorted; those under hidden names go to
/// `hidden` instead unless `walk.hidden`. A `.git` folder is not entered.
/// Errors inside hidden folders that are not linted are not reported: only
/// the census of what was skipped goes there.
fn walk_folder(
    root: &Path,
    walk: Walk,
    inputs: &mut Inputs,
    hidden: &mut Vec<PathBuf>,
) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = Vec::new();
    let mut passed_over: Vec<PathBuf> = Vec::new();
    let walker = ignore::WalkBuilder::new(root)
        .require_git(false)
        .hidden(false)
        .filter_entry(|e| e.depth() == 0 || e.file_name() != ".git")
        .build();
    for entry in walker {
        match entry {
            Ok(e) => {
                if e.file_type().is_some_and(|t| t.is_file())
                    && e.path()
                        .extension()
                        .is_some_and(|x| x.eq_ignore_ascii_case("sql"))
                {
                    if !walk.hidden && hidden_below(root, e.path()) {
                        passed_over.push(e.into_path());
                    } else {
                        found.push(e.into_path());
                    }
                }
            }
            Err(err) => {
                let skipped =
                    !walk.hidden && error_path(&err).is_some_and(|p| hidden_below(root, p));
                if !skipped {
                    inputs.bad(display(root), err.to_string());
                }
            }
        }
    }
    found.sort();
    passed_over.sort();
    hidden.extend(passed_over);
    found
}

/// Expand the paths: folders are walked for `*.sql` (respecting .gitignore,
/// skipping hidden names unless `walk.hidden`), files are taken as named,
/// `-` is stdin. Sorted within each folder. A file reached twice (named
/// twice, in another spelling, or also inside a named folder) is read once,
/// under the first spelling met; so is stdin.
pub fn collect(paths: &[PathBuf], walk: Walk, stdin: &mut dyn Read) -> Inputs {
    let mut inputs = Inputs::default();
    let mut seen: HashSet<PathBuf> = HashSet::new();
    let mut stdin_read = false;
    let mut hidden: Vec<PathBuf> = Vec::new();
    let mut read_once = |path: &Path, inputs: &mut Inputs| {
        let (id, real) = identity(path);
        if seen.insert(id) {
            read_path(path, real, inputs);
        }
    };
    for p in paths {
        if p.as_os_str() == "-" {
            if std::mem::replace(&mut stdin_read, true) {
                continue;
            }
            match read_stream(stdin) {
                Ok(bytes) => inputs.add("<stdin>".into(), None, bytes),
                Err(e) => inputs.bad("<stdin>".into(), e),
            }
        } else if p.is_dir() {
            for f in walk_folder(p, walk, &mut inputs, &mut hidden) {
                read_once(&f, &mut inputs);
            }
        } else {
            read_once(p, &mut inputs);
        }
    }
    // What was skipped, once each, unless it was linted all the same
    // (named as a file).
    let linted: HashSet<&PathBuf> = inputs.real.iter().flatten().collect();
    let mut reported: HashSet<PathBuf> = HashSet::new();
    let mut skipped = Vec::new();
    for h in hidden {
        let (id, _) = identity(&h);
        if !linted.contains(&id) && reported.insert(id) {
            skipped.push(display(&h));
        }
    }
    inputs.hidden = skipped;
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
            Walk::default(),
            &mut std::io::empty(),
        );
        assert_eq!(got.files.len(), 1, "{:?}", got.files);
        assert!(got.files[0].path.ends_with("a.sql"));
        assert_eq!(got.bad.len(), 1);
        let got = collect(
            &[PathBuf::from("-")],
            Walk::default(),
            &mut "SELECT 2;".as_bytes(),
        );
        assert_eq!(got.files[0].path, "<stdin>");
        assert_eq!(got.real, [None]);
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
        assert!(t.elapsed() < std::time::Duration::from_secs(10));
    }

    #[cfg(unix)]
    #[test]
    fn devices_are_refused_at_once() {
        let t = std::time::Instant::now();
        let got = collect(
            &[PathBuf::from("/dev/urandom")],
            Walk::default(),
            &mut std::io::empty(),
        );
        assert!(got.bad[0].reason.contains("device"), "{:?}", got.bad);
        assert!(t.elapsed() < bounded::PIPE_FIRST_BYTES);
    }

    fn shown(got: &Inputs) -> Vec<&str> {
        got.files.iter().map(|f| f.path.as_str()).collect()
    }

    /// `lint f.sql f.sql ./f.sql`, a folder plus a file inside it, or an
    /// absolute spelling of a file already given: the file is read once,
    /// not once per spelling with every finding duplicated.
    #[test]
    fn a_file_reached_twice_is_read_once_under_its_first_spelling() {
        let d = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(d.path().join("db/q")).unwrap();
        std::fs::write(d.path().join("db/a.sql"), "SELECT 1;").unwrap();
        std::fs::write(d.path().join("db/q/b.sql"), "SELECT 2;").unwrap();
        let a = d.path().join("db/a.sql");
        let got = collect(
            &[
                a.clone(),
                a.clone(),
                d.path().join("db/./a.sql"),
                d.path().join("db/q/../a.sql"),
                d.path().join("db"),
                d.path().join("db/q/b.sql"),
                d.path().join("db/q"),
            ],
            Walk::default(),
            &mut std::io::empty(),
        );
        assert_eq!(got.files.len(), 2, "{:?}", shown(&got));
        assert_eq!(got.files[0].path, display(&a));
        assert!(got.files[1].path.ends_with("db/q/b.sql"));
        let real_a = std::fs::canonicalize(&a).unwrap();
        assert_eq!(got.real[0].as_deref(), Some(real_a.as_path()));
        assert_eq!(got.real.len(), got.files.len());

        // A symbolic link to a file already read is the same file.
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink(&a, d.path().join("link.sql")).unwrap();
            let got = collect(
                &[d.path().join("link.sql"), a.clone()],
                Walk::default(),
                &mut std::io::empty(),
            );
            assert_eq!(got.files.len(), 1, "{:?}", shown(&got));
            assert!(got.files[0].path.ends_with("link.sql"));
        }

        // A missing file named twice is one unreadable input; stdin is read
        // once (a second `-` would read nothing).
        let got = collect(
            &[
                d.path().join("nope.sql"),
                d.path().join("./nope.sql"),
                PathBuf::from("-"),
                PathBuf::from("-"),
            ],
            Walk::default(),
            &mut "SELECT 3;".as_bytes(),
        );
        assert_eq!(got.bad.len(), 1, "{:?}", got.bad);
        assert_eq!(shown(&got), ["<stdin>"]);
    }

    /// Hidden files and folders are skipped by default (as ripgrep does),
    /// but counted, and `Walk { hidden: true }` lints them.
    #[test]
    fn hidden_names_are_skipped_and_reported_unless_asked_for() {
        let d = tempfile::tempdir().unwrap();
        for f in [
            "db/a.sql",
            "db/.old.sql",
            ".db/x.sql",
            ".db/.gitignore",
            ".db/ignored.sql",
            ".git/hooks/y.sql",
        ] {
            let p = d.path().join(f);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, "SELECT 1;").unwrap();
        }
        std::fs::write(d.path().join(".db/.gitignore"), "ignored.sql\n").unwrap();
        let root = d.path().to_path_buf();
        let got = collect(
            std::slice::from_ref(&root),
            Walk::default(),
            &mut std::io::empty(),
        );
        assert_eq!(shown(&got), [display(&root.join("db/a.sql"))]);
        assert_eq!(
            got.hidden,
            [
                display(&root.join(".db/x.sql")),
                display(&root.join("db/.old.sql"))
            ]
        );
        assert!(got.bad.is_empty(), "{:?}", got.bad);

        let got = collect(
            std::slice::from_ref(&root),
            Walk { hidden: true },
            &mut std::io::empty(),
        );
        let mut files = shown(&got);
        files.sort();
        let mut want = [".db/x.sql", "db/.old.sql", "db/a.sql"].map(|f| display(&root.join(f)));
        want.sort();
        assert_eq!(files, want, ".git is never walked, .gitignore still holds");
        assert!(got.hidden.is_empty());

        // Named, a hidden file is linted, and so not reported as skipped;
        // a hidden folder named is walked.
        let got = collect(
            &[root.join("db/.old.sql"), root.clone(), root.join(".db")],
            Walk::default(),
            &mut std::io::empty(),
        );
        assert_eq!(got.files.len(), 3, "{:?}", shown(&got));
        assert!(got.hidden.is_empty(), "{:?}", got.hidden);
    }
}
