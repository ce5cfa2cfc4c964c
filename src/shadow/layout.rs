//! The legacy store's layout resolved from `[shadow]` (its definitions are
//! `crate::config::defs::shadow_keys`): both key templates checked, the
//! hold TTL, defaults where the file is silent. A bad template is one error
//! naming its key.

use super::keys::{Kind, Template, TemplateProblem};
use crate::config::defs::Shadow;
use crate::config::defs::shadow_keys::{COUNTER_KEY, HOLD_KEY, HOLD_TTL};
use crate::config::layers::Section;
use std::time::Duration;

/// The layout of the legacy store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Layout {
    pub counter: Template,
    pub hold: Template,
    pub hold_ttl: Duration,
}

/// A `[shadow]` key whose template is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("[shadow] {key} = {value:?} {problem}")]
pub struct LayoutError {
    pub key: &'static str,
    pub value: String,
    pub problem: TemplateProblem,
}

impl Layout {
    /// The layout `section` sets, defaults for what it leaves out.
    pub fn resolve(section: &Section<Shadow>) -> Result<Layout, LayoutError> {
        let template = |key: &'static str, given: Option<String>, default, kind| {
            let value = given.unwrap_or_else(|| String::from(default));
            Template::parse(&value, kind).map_err(|problem| LayoutError {
                key,
                value: value.clone(),
                problem,
            })
        };
        Ok(Layout {
            counter: template(
                "counter_key",
                section.get(&COUNTER_KEY),
                COUNTER_KEY.kind.default.unwrap_or_default(),
                Kind::Counter,
            )?,
            hold: template(
                "hold_key",
                section.get(&HOLD_KEY),
                HOLD_KEY.kind.default.unwrap_or_default(),
                Kind::Hold,
            )?,
            hold_ttl: Duration::from_secs(
                section
                    .get(&HOLD_TTL)
                    .or(HOLD_TTL.kind.default)
                    .unwrap_or(HOLD_TTL.kind.min),
            ),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_then_the_file_then_one_error_naming_the_key() {
        let layout = Layout::resolve(&Section::default()).unwrap();
        assert_eq!(layout.counter.counter(1, 2, 3), "inv:1:2:3");
        assert_eq!(layout.hold_ttl, Duration::from_secs(600));
        let section = Section::default()
            .with("counter_key", "stock:{location}:{item}@{shop}")
            .with("hold_ttl_seconds", 900);
        let layout = Layout::resolve(&section).unwrap();
        assert_eq!(layout.counter.counter(1, 2, 3), "stock:3:2@1");
        assert_eq!(layout.hold_ttl, Duration::from_secs(900));
        let bad = Section::default().with("hold_key", "hold:{shop}:{item}:{location}");
        let e = Layout::resolve(&bad).unwrap_err().to_string();
        assert!(
            e.starts_with("[shadow] hold_key = \"hold:{shop}:{item}:{location}\""),
            "{e}"
        );
        assert!(e.contains("lacks {checkout}"), "{e}");
    }
}
