//! A file a command writes beside its results (`lint --write-baseline`,
//! `bench flash-sale --report`): created at the start, so a bad path fails
//! before any work, and put in place whole at the end, so a failed run never
//! leaves it half-written or wipes the one that was there.

use anyhow::Context;
use std::path::{Path, PathBuf};

/// A temporary file beside `path`, renamed over it by `commit`; removed if
/// dropped uncommitted.
pub struct OutputFile {
    path: PathBuf,
    tmp: Option<PathBuf>,
}

impl OutputFile {
    /// Create the temporary file now (the directory must be writable).
    pub fn create(path: &Path) -> anyhow::Result<OutputFile> {
        let dir = path
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        let tmp = dir.join(format!(
            ".{}.tmp{}",
            path.file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default(),
            std::process::id()
        ));
        std::fs::File::create(&tmp).with_context(|| format!("cannot write {}", tmp.display()))?;
        Ok(OutputFile {
            path: path.to_path_buf(),
            tmp: Some(tmp),
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Write `bytes` and put the file in place.
    pub fn commit(mut self, bytes: &[u8]) -> anyhow::Result<()> {
        let Some(tmp) = self.tmp.take() else {
            anyhow::bail!("{} is written already", self.path.display());
        };
        let done = std::fs::write(&tmp, bytes)
            .with_context(|| format!("cannot write {}", tmp.display()))
            .and_then(|()| {
                std::fs::rename(&tmp, &self.path)
                    .with_context(|| format!("cannot replace {}", self.path.display()))
            });
        if done.is_err() {
            let _ = std::fs::remove_file(&tmp);
        }
        done
    }
}

impl Drop for OutputFile {
    fn drop(&mut self) {
        if let Some(tmp) = self.tmp.take() {
            let _ = std::fs::remove_file(tmp);
        }
    }
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
        // A directory that does not exist fails at once.
        assert!(OutputFile::create(&dir.path().join("no/such/r.svg")).is_err());
    }
}
