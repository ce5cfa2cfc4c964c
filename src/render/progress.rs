//! Progress on stderr (indicatif), set up once for every command: bars and
//! spinners are drawn only when the caller allows it ([`Progress::Terminal`])
//! and stderr is a terminal; on a pipe, in a fleet run (which draws one line
//! per pod instead) or in tests they are hidden and cost nothing.

use indicatif::{MultiProgress, ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;

/// Whether a command may draw progress. Passed down with its output
/// (`commands::Io`), never held in a global.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Progress {
    /// Draw on stderr when it is a terminal.
    Terminal,
    /// Never draw.
    Off,
}

impl Progress {
    /// True when bars will be drawn.
    pub fn drawn(self) -> bool {
        self == Progress::Terminal && std::io::stderr().is_terminal()
    }

    fn target(self) -> ProgressDrawTarget {
        if self.drawn() {
            ProgressDrawTarget::stderr()
        } else {
            ProgressDrawTarget::hidden()
        }
    }

    /// A bar of `len` steps; `template` in indicatif's syntax (`{bar:30}`,
    /// `{pos}/{len}`, `{msg}`, ...).
    pub fn bar(self, len: u64, template: &str) -> ProgressBar {
        let bar = ProgressBar::with_draw_target(Some(len), self.target());
        bar.set_style(
            ProgressStyle::with_template(template).unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        bar
    }

    /// A spinner (no known length).
    pub fn spinner(self, template: &str) -> ProgressBar {
        let bar = ProgressBar::with_draw_target(None, self.target());
        bar.set_style(
            ProgressStyle::with_template(template)
                .unwrap_or_else(|_| ProgressStyle::default_spinner()),
        );
        bar
    }

    /// Several lines at once (one per pod); add spinners with [`add_spinner`].
    pub fn multi(self) -> MultiProgress {
        MultiProgress::with_draw_target(self.target())
    }
}

/// A spinner line of `multi`.
pub fn add_spinner(multi: &MultiProgress, template: &str) -> ProgressBar {
    let bar = multi.add(ProgressBar::new_spinner());
    bar.set_style(
        ProgressStyle::with_template(template).unwrap_or_else(|_| ProgressStyle::default_spinner()),
    );
    bar
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn off_is_hidden() {
        assert!(!Progress::Off.drawn());
        assert!(Progress::Off.bar(3, "{pos}/{len}").is_hidden());
        assert!(Progress::Off.spinner("{spinner}").is_hidden());
    }
}
