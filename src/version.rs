//! What `poolctl --version` says: the package version and, when the build
//! knew it, the git revision it was built from (`build.rs`: 12 hex digits,
//! `-dirty` when the sources differed from that commit).

/// The package version (`Cargo.toml`).
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The git revision of the build, when known.
pub const REVISION: Option<&str> = option_env!("POOLCTL_REVISION");

/// `0.1.0 (rev 0123456789ab)`, or `0.1.0` without a known revision: the text
/// after `poolctl ` in `--version`.
pub const LINE: &str = env!("POOLCTL_VERSION_LINE");
