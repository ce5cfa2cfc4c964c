//! Build script: the git revision the binary is built from, for
//! `poolctl --version` and the replenisher's `poolctl_build_info` metric.
//!
//! Sets `POOLCTL_VERSION_LINE` (what `--version` prints after the name) and
//! `POOLCTL_REVISION`, the commit's 12-hex-digit abbreviation, with
//! `-dirty` appended when the sources the binary is built from (`src/`,
//! `migrations/`, `build.rs`, `Cargo.toml`, `Cargo.lock`) differ from that
//! commit. A build outside a git checkout (a source tarball, a container
//! build that copies no `.git`) has no revision unless the environment
//! gives one: `POOLCTL_REVISION=... cargo build`.

use std::path::Path;
use std::process::Command;

/// The inputs of the binary: a change to one of them makes the build dirty.
const SOURCES: [&str; 5] = ["src", "migrations", "build.rs", "Cargo.toml", "Cargo.lock"];

fn git(args: &[&str]) -> Option<String> {
    let out = Command::new("git").args(args).output().ok()?;
    if !out.status.success() {
        return None;
    }
    Some(String::from_utf8_lossy(&out.stdout).trim().to_string())
}

fn main() {
    println!("cargo::rerun-if-env-changed=POOLCTL_REVISION");
    for s in SOURCES {
        println!("cargo::rerun-if-changed={s}");
    }
    let revision = match std::env::var("POOLCTL_REVISION") {
        Ok(given) if !given.trim().is_empty() => Some(given.trim().to_string()),
        _ => from_git(),
    };
    let version = std::env::var("CARGO_PKG_VERSION").unwrap_or_default();
    match revision {
        Some(r) => {
            println!("cargo::rustc-env=POOLCTL_REVISION={r}");
            println!("cargo::rustc-env=POOLCTL_VERSION_LINE={version} (rev {r})");
        }
        None => println!("cargo::rustc-env=POOLCTL_VERSION_LINE={version}"),
    }
}

fn from_git() -> Option<String> {
    // Re-run when HEAD moves (a commit, a checkout) or the index changes.
    let git_dir = git(&["rev-parse", "--absolute-git-dir"])?;
    let common = git(&["rev-parse", "--git-common-dir"]).unwrap_or_else(|| git_dir.clone());
    let common = if Path::new(&common).is_absolute() {
        common
    } else {
        format!("{}/{common}", std::env::var("CARGO_MANIFEST_DIR").ok()?)
    };
    // Only files that exist: cargo treats a missing one as changed, and
    // would run this script (and rebuild the crate) on every build.
    let mut watched = vec![
        format!("{git_dir}/HEAD"),
        format!("{git_dir}/index"),
        format!("{common}/packed-refs"),
    ];
    if let Some(branch) = git(&["symbolic-ref", "-q", "HEAD"]) {
        watched.push(format!("{common}/{branch}"));
    }
    for path in watched.iter().filter(|p| Path::new(p).exists()) {
        println!("cargo::rerun-if-changed={path}");
    }
    let hash = git(&["rev-parse", "--short=12", "HEAD"])?;
    // --no-optional-locks: a plain `git status` refreshes and rewrites the
    // index, whose change (watched above) would run this script and rebuild
    // the crate again at the next build, for ever while the tree is dirty.
    let mut status = vec![
        "--no-optional-locks",
        "status",
        "--porcelain",
        "--untracked-files=no",
        "--",
    ];
    status.extend(SOURCES);
    let dirty = git(&status).is_some_and(|s| !s.is_empty());
    Some(if dirty { format!("{hash}-dirty") } else { hash })
}
