//! A file a command writes beside its results (`lint --write-baseline`,
//! `bench flash-sale --report`, `man --dir`'s pages): the one way poolctl
//! writes an output file. Opened at the start, so a bad path fails before
//! any work; written at the end.
//!
//! What is at the path decides how:
//! - nothing, or a regular file: a temporary file is created beside it
//!   exclusively (`O_EXCL`, an unpredictable name, never through a link:
//!   `tempfile`), written, and renamed over the path only if the path is
//!   still a regular file or nothing. A failed run leaves neither a
//!   half-written file nor a stray; the replaced file's mode is kept.
//! - a FIFO or a character device (`/dev/stdout`, `/dev/null`, `>(gzip)`),
//!   directly or through a link: written through, as a shell's `>` would,
//!   never replaced. A FIFO without a reader is refused at once instead of
//!   waiting for one.
//! - anything else is refused: a directory, a block device, a socket, and
//!   a link to a regular file (replacing the file a link names means
//!   following a link someone else may have planted; give the file's own
//!   path).

use anyhow::{Context, bail};
use std::fs::File;
use std::io::Write;
use std::os::unix::fs::{FileTypeExt, OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};

/// An output file being written; see the module's doc.
pub struct OutputFile {
    path: PathBuf,
    to: Option<To>,
}

enum To {
    /// A temporary file beside the path, renamed over it by `commit`,
    /// removed if dropped uncommitted.
    Replace(tempfile::NamedTempFile),
    /// A FIFO or character device, open for writing.
    Through(File),
}

/// The mode of a new file, before the umask (as `File::create`).
const NEW_FILE_MODE: u32 = 0o666;

impl OutputFile {
    /// Open the way to `path` now (its directory must be writable for a
    /// file to be replaced).
    pub fn create(path: &Path) -> anyhow::Result<OutputFile> {
        let shown = path.display();
        let to = match std::fs::symlink_metadata(path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => replace(path, None)?,
            Err(e) => bail!("cannot write {shown}: {e}"),
            Ok(m) if m.file_type().is_file() => replace(path, Some(m.permissions()))?,
            Ok(m) if m.file_type().is_symlink() => match std::fs::metadata(path) {
                Ok(t) if t.file_type().is_file() => bail!(
                    "{shown} is a symbolic link to a regular file: poolctl replaces a file only                      at its own path, never through a link (give the path it points to)"
                ),
                Ok(t) if through(&t) => To::Through(open_through(path)?),
                Ok(_) => bail!(
                    "{shown} is a symbolic link to a directory, block device or socket:                      give a file's path"
                ),
                Err(e) => bail!("{shown} is a symbolic link that cannot be followed: {e}"),
            },
            Ok(m) if through(&m) => To::Through(open_through(path)?),
            Ok(m) if m.is_dir() => bail!("{shown} is a directory: give a file's path"),
            Ok(_) => bail!("{shown} is a block device or a socket: give a file's path"),
        };
        Ok(OutputFile {
            path: path.to_path_buf(),
            to: Some(to),
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Write `bytes` and put the file in place.
    pub fn commit(mut self, bytes: &[u8]) -> anyhow::Result<()> {
        let shown = self.path.display();
        match self.to.take() {
            None => bail!("{shown} is written already"),
            Some(To::Through(mut f)) => f
                .write_all(bytes)
                .and_then(|()| f.flush())
                .with_context(|| format!("cannot write {shown}")),
            Some(To::Replace(mut tmp)) => {
                tmp.write_all(bytes)
                    .and_then(|()| tmp.flush())
                    .with_context(|| format!("cannot write {}", tmp.path().display()))?;
                // Renamed only over a regular file: what appeared at the path
                // while the command ran is left alone.
                match std::fs::symlink_metadata(&self.path) {
                    Ok(m) if !m.file_type().is_file() => bail!(
                        "{shown} is no longer a regular file (something replaced it while                          poolctl ran): not replaced"
                    ),
                    _ => {}
                }
                tmp.persist(&self.path)
                    .map_err(|e| e.error)
                    .with_context(|| format!("cannot replace {shown}"))?;
                Ok(())
            }
        }
    }
}

/// Written through rather than replaced.
fn through(m: &std::fs::Metadata) -> bool {
    m.file_type().is_fifo() || m.file_type().is_char_device()
}

/// The exclusive temporary file beside `path`, with the mode of the file it
/// replaces (else a new file's).
fn replace(path: &Path, mode: Option<std::fs::Permissions>) -> anyhow::Result<To> {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = tempfile::Builder::new()
        .prefix(&format!(".{name}."))
        .suffix(".tmp")
        .permissions(std::fs::Permissions::from_mode(NEW_FILE_MODE))
        .tempfile_in(dir)
        .with_context(|| {
            format!(
                "cannot write {}: cannot create a file in {}",
                path.display(),
                dir.display()
            )
        })?;
    if let Some(mode) = mode {
        tmp.as_file()
            .set_permissions(mode)
            .with_context(|| format!("cannot write {}", path.display()))?;
    }
    Ok(To::Replace(tmp))
}

/// A FIFO or character device opened for writing without waiting: a FIFO
/// nobody reads is refused (ENXIO) rather than waited on; then its writes
/// block as usual.
fn open_through(path: &Path) -> anyhow::Result<File> {
    let shown = path.display();
    let f = std::fs::OpenOptions::new()
        .write(true)
        .custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY)
        .open(path)
        .map_err(|e| match e.raw_os_error() {
            Some(libc::ENXIO) => anyhow::anyhow!(
                "cannot write {shown}: it is a named pipe with no reader (start the reader first)"
            ),
            _ => anyhow::anyhow!("cannot write {shown}: {e}"),
        })?;
    use std::os::fd::AsRawFd;
    let fd = f.as_raw_fd();
    // SAFETY: fcntl on a descriptor this function owns, flags only.
    let cleared = unsafe {
        let flags = libc::fcntl(fd, libc::F_GETFL);
        flags >= 0 && libc::fcntl(fd, libc::F_SETFL, flags & !libc::O_NONBLOCK) == 0
    };
    if !cleared {
        bail!("cannot write {shown}: {}", std::io::Error::last_os_error());
    }
    Ok(f)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn committed_whole_or_not_at_all() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("r.svg");
        std::fs::write(&path, "old").unwrap();
        // Dropped uncommitted (a failed run): the old file stays, no stray.
        drop(OutputFile::create(&path).unwrap());
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "old");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
        OutputFile::create(&path).unwrap().commit(b"new").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "new");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
        // The mode of the file replaced is kept.
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o640)).unwrap();
        OutputFile::create(&path).unwrap().commit(b"newer").unwrap();
        let mode = std::fs::metadata(&path).unwrap().permissions().mode() & 0o7777;
        assert_eq!(mode, 0o640);
        // A directory that does not exist fails at once.
        assert!(OutputFile::create(&dir.path().join("no/such/r.svg")).is_err());
    }

    /// A private character device (`mknod`, as root) or, where mknod is
    /// refused, None.
    fn device(dir: &Path, name: &str, minor: u32) -> Option<PathBuf> {
        let p = dir.join(name);
        let ok = std::process::Command::new("mknod")
            .arg(&p)
            .args(["c", "1", &minor.to_string()])
            .status()
            .is_ok_and(|s| s.success());
        ok.then_some(p)
    }

    fn is_char_device(p: &Path) -> bool {
        use std::os::unix::fs::FileTypeExt;
        std::fs::symlink_metadata(p).is_ok_and(|m| m.file_type().is_char_device())
    }

    #[test]
    fn a_device_is_written_through_never_replaced() {
        let dir = tempfile::tempdir().unwrap();
        // 1,3 is null: written through, still a device afterwards.
        let null = device(dir.path(), "null", 3).expect("mknod (the tests run as root)");
        OutputFile::create(&null)
            .unwrap()
            .commit(b"<svg/>")
            .unwrap();
        assert!(is_char_device(&null), "the device node was replaced");
        // 1,7 is full: the write fails, and says so.
        let full = device(dir.path(), "full", 7).unwrap();
        let e = OutputFile::create(&full).unwrap().commit(&[b'x'; 1 << 16]);
        let e = format!("{:#}", e.unwrap_err());
        assert!(e.contains("No space left"), "{e}");
        assert!(is_char_device(&full));
        assert_eq!(
            std::fs::read_dir(dir.path()).unwrap().count(),
            2,
            "no stray"
        );
    }

    #[test]
    fn a_fifo_is_written_through_or_refused_without_a_reader() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("fifo");
        assert!(
            std::process::Command::new("mkfifo")
                .arg(&fifo)
                .status()
                .unwrap()
                .success()
        );
        // No reader: refused at once, not a wait for ever.
        let t = std::time::Instant::now();
        let e = format!("{:#}", OutputFile::create(&fifo).err().expect("refused"));
        assert!(e.contains("no reader"), "{e}");
        assert!(t.elapsed() < std::time::Duration::from_secs(5));
        // With a reader: written through, still a FIFO.
        let reader = {
            let fifo = fifo.clone();
            std::thread::spawn(move || std::fs::read(&fifo).unwrap())
        };
        // The reader opens the FIFO when its thread runs: until then, refused.
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        let out = loop {
            match OutputFile::create(&fifo) {
                Ok(out) => break out,
                Err(_) if std::time::Instant::now() < deadline => {
                    std::thread::sleep(std::time::Duration::from_millis(5))
                }
                Err(e) => panic!("{e:#}"),
            }
        };
        out.commit(b"through").unwrap();
        assert_eq!(reader.join().unwrap(), b"through");
        use std::os::unix::fs::FileTypeExt;
        assert!(
            std::fs::symlink_metadata(&fifo)
                .unwrap()
                .file_type()
                .is_fifo()
        );
    }

    #[test]
    fn a_planted_symlink_is_never_followed() {
        let dir = tempfile::tempdir().unwrap();
        let victim = dir.path().join("victim");
        std::fs::write(&victim, "precious").unwrap();
        let path = dir.path().join("r.svg");
        // The temporary name a predictable writer would use, planted.
        let planted = dir.path().join(format!(".r.svg.tmp{}", std::process::id()));
        std::os::unix::fs::symlink(&victim, &planted).unwrap();
        OutputFile::create(&path).unwrap().commit(b"new").unwrap();
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "new");
        // The target itself a link to a regular file: refused, the file kept.
        let link = dir.path().join("link.svg");
        std::os::unix::fs::symlink(&victim, &link).unwrap();
        let e = format!("{:#}", OutputFile::create(&link).err().expect("refused"));
        assert!(e.contains("symbolic link"), "{e}");
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
        assert!(
            std::fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        // A directory is refused.
        assert!(OutputFile::create(dir.path()).is_err());
    }
}
