//! `poolctl --version`: the package version and the git revision the binary
//! was built from (`build.rs`).

use crate::poolctl;

/// `git -C <repo> args`, trimmed; `None` outside a git checkout.
fn git(args: &[&str]) -> Option<String> {
    let out = std::process::Command::new("git")
        .arg("-C")
        .arg(env!("CARGO_MANIFEST_DIR"))
        .args(args)
        .output()
        .ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
}

#[test]
fn version_names_the_revision_it_was_built_from() {
    let r = poolctl(&["--version"]);
    r.expect_code(0);
    let line = r.stdout.trim_end();
    let rest = line
        .strip_prefix(concat!("poolctl ", env!("CARGO_PKG_VERSION")))
        .unwrap_or_else(|| panic!("{line:?} does not start with the package version"));
    // The suite runs from a git checkout (scripts/test.sh, .ci/run's clone):
    // the binary knows its commit.
    let head = git(&["rev-parse", "--short=12", "HEAD"]).expect("the tests run in a git checkout");
    let rev = rest
        .strip_prefix(" (rev ")
        .and_then(|r| r.strip_suffix(')'))
        .unwrap_or_else(|| panic!("{line:?}: expected ` (rev HASH)` after the version"));
    let (hash, dirty) = match rev.strip_suffix("-dirty") {
        Some(h) => (h, true),
        None => (rev, false),
    };
    assert_eq!(hash, head, "{line:?} names another commit than HEAD");
    let changed = git(&[
        "status",
        "--porcelain",
        "--untracked-files=no",
        "--",
        "src",
        "migrations",
        "build.rs",
        "Cargo.toml",
        "Cargo.lock",
    ])
    .expect("git status");
    assert_eq!(
        dirty,
        !changed.is_empty(),
        "{line:?}: -dirty must say whether the sources differ from HEAD:\n{changed}"
    );
    // Every subcommand says the same.
    let sub = poolctl(&["lint", "--version"]);
    sub.expect_code(0);
    assert_eq!(
        sub.stdout.trim_end(),
        line.replacen("poolctl", "poolctl-lint", 1)
    );
}
