//! The legacy store's key layout as `[shadow]` configures it: a template
//! (`inv:{shop}:{item}:{location}`) checked once, rendered for one item and
//! location, turned into the `SCAN MATCH` glob that finds every counter,
//! and read back from a key `SCAN` returned. Pure: the Redis seam
//! (`crate::db::redis`) sends the keys.

use crate::pool::PoolKey;
use std::fmt;

/// A placeholder a template may hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    Shop,
    Item,
    Location,
    Checkout,
}

impl Field {
    fn name(self) -> &'static str {
        match self {
            Field::Shop => "shop",
            Field::Item => "item",
            Field::Location => "location",
            Field::Checkout => "checkout",
        }
    }

    fn from_name(name: &str) -> Option<Field> {
        [Field::Shop, Field::Item, Field::Location, Field::Checkout]
            .into_iter()
            .find(|f| f.name() == name)
    }
}

/// One piece of a template.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Piece {
    Text(String),
    Field(Field),
}

/// What is wrong with a key template, told after its key's name.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TemplateProblem {
    #[error("has an unknown placeholder {{{0}}}: give {{shop}}, {{item}}, {{location}}{1}")]
    Unknown(String, &'static str),
    #[error("lacks {{{0}}}: each key names its shop, item and location{1}")]
    Missing(&'static str, &'static str),
    #[error("has a '{{' without its '}}'")]
    Unclosed,
    #[error("has {{{0}}} twice")]
    Twice(&'static str),
    #[error(
        "has two placeholders side by side ({{{0}}}{{{1}}}): a separator between them is needed \
         to read a key back"
    )]
    Adjacent(&'static str, &'static str),
    #[error("holds a glob character ('{0}'), which SCAN MATCH would read as a pattern")]
    Glob(char),
}

/// Which placeholders a template must hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A counter: one per shop, item and location.
    Counter,
    /// A hold: one per checkout and shop, item and location.
    Hold,
}

impl Kind {
    fn required(self) -> &'static [Field] {
        match self {
            Kind::Counter => &[Field::Shop, Field::Item, Field::Location],
            Kind::Hold => &[Field::Shop, Field::Item, Field::Location, Field::Checkout],
        }
    }

    fn hint(self) -> &'static str {
        match self {
            Kind::Counter => "",
            Kind::Hold => ", {checkout}",
        }
    }
}

/// A checked key template.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Template {
    source: String,
    pieces: Vec<Piece>,
}

/// The ids a key names (a hold key also names its checkout:
/// [`Template::read_hold`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct KeyIds {
    pub shop: u64,
    pub item: u64,
    pub location: u64,
}

impl KeyIds {
    /// The pool these ids name.
    pub fn key(self) -> PoolKey {
        PoolKey {
            shop: self.shop,
            item: self.item,
            location: self.location,
        }
    }
}

impl fmt::Display for Template {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.source)
    }
}

impl Template {
    /// Check `source` as a template of `kind`.
    pub fn parse(source: &str, kind: Kind) -> Result<Template, TemplateProblem> {
        let mut pieces = Vec::new();
        let mut rest = source;
        while let Some(open) = rest.find('{') {
            if open > 0 {
                pieces.push(Piece::Text(rest[..open].to_string()));
            }
            let after = &rest[open + 1..];
            let close = after.find('}').ok_or(TemplateProblem::Unclosed)?;
            let name = &after[..close];
            let field = Field::from_name(name)
                .filter(|f| kind.required().contains(f))
                .ok_or_else(|| TemplateProblem::Unknown(name.to_string(), kind.hint()))?;
            if pieces.contains(&Piece::Field(field)) {
                return Err(TemplateProblem::Twice(field.name()));
            }
            if let Some(Piece::Field(before)) = pieces.last() {
                return Err(TemplateProblem::Adjacent(before.name(), field.name()));
            }
            pieces.push(Piece::Field(field));
            rest = &after[close + 1..];
        }
        if !rest.is_empty() {
            pieces.push(Piece::Text(rest.to_string()));
        }
        for piece in &pieces {
            if let Piece::Text(text) = piece {
                if let Some(c) = text
                    .chars()
                    .find(|c| matches!(c, '*' | '?' | '[' | ']' | '\\'))
                {
                    return Err(TemplateProblem::Glob(c));
                }
                if text.contains('}') {
                    return Err(TemplateProblem::Unclosed);
                }
            }
        }
        if let Some(missing) = kind
            .required()
            .iter()
            .find(|f| !pieces.contains(&Piece::Field(**f)))
        {
            return Err(TemplateProblem::Missing(missing.name(), kind.hint()));
        }
        Ok(Template {
            source: source.to_string(),
            pieces,
        })
    }

    /// The key of `ids`, and for a hold template `checkout` in its
    /// `{checkout}`.
    fn render(&self, ids: KeyIds, checkout: &str) -> String {
        let mut key = String::with_capacity(self.source.len() + 16 + checkout.len());
        for piece in &self.pieces {
            match piece {
                Piece::Text(text) => key.push_str(text),
                Piece::Field(Field::Checkout) => key.push_str(checkout),
                Piece::Field(field) => {
                    let value = match field {
                        Field::Shop => ids.shop,
                        Field::Item => ids.item,
                        _ => ids.location,
                    };
                    key.push_str(&value.to_string());
                }
            }
        }
        key
    }

    /// The counter key of one shop, item and location.
    pub fn counter(&self, shop: u64, item: u64, location: u64) -> String {
        self.render(
            KeyIds {
                shop,
                item,
                location,
            },
            "",
        )
    }

    /// The hold key of `checkout` in one shop, item and location.
    pub fn hold(&self, checkout: &str, shop: u64, item: u64, location: u64) -> String {
        self.render(
            KeyIds {
                shop,
                item,
                location,
            },
            checkout,
        )
    }

    /// The `SCAN MATCH` glob of every key of this template.
    pub fn scan_pattern(&self) -> String {
        self.pieces
            .iter()
            .map(|p| match p {
                Piece::Text(text) => text.as_str(),
                Piece::Field(_) => "*",
            })
            .collect()
    }

    /// The ids of a key this template made; `None` for a key of another
    /// shape (a `SCAN` match whose ids are not whole numbers).
    pub fn read(&self, key: &str) -> Option<KeyIds> {
        self.read_hold(key).map(|(ids, _)| ids)
    }

    /// The ids and the checkout of a hold key this template made (the
    /// checkout is the text up to the template's next literal, so a
    /// checkout id holding that separator does not read back: `None`, as
    /// for any key of another shape). A counter template reads an empty
    /// checkout.
    pub fn read_hold(&self, key: &str) -> Option<(KeyIds, String)> {
        let mut ids = KeyIds::default();
        let mut checkout = String::new();
        let mut rest = key;
        let mut pieces = self.pieces.iter().peekable();
        while let Some(piece) = pieces.next() {
            match piece {
                Piece::Text(text) => rest = rest.strip_prefix(text.as_str())?,
                Piece::Field(field) => {
                    let end = match pieces.peek() {
                        Some(Piece::Text(next)) => rest.find(next.as_str())?,
                        _ => rest.len(),
                    };
                    let text = &rest[..end];
                    if text.is_empty() {
                        return None;
                    }
                    if *field == Field::Checkout {
                        checkout = text.to_string();
                    } else {
                        if !text.bytes().all(|b| b.is_ascii_digit()) {
                            return None;
                        }
                        let value: u64 = text.parse().ok()?;
                        match field {
                            Field::Shop => ids.shop = value,
                            Field::Item => ids.item = value,
                            _ => ids.location = value,
                        }
                    }
                    rest = &rest[end..];
                }
            }
        }
        rest.is_empty().then_some((ids, checkout))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_counter_layout_renders_scans_and_reads_back() {
        let t = Template::parse("inv:{shop}:{item}:{location}", Kind::Counter).unwrap();
        assert_eq!(t.counter(7, 42, 3), "inv:7:42:3");
        assert_eq!(t.scan_pattern(), "inv:*:*:*");
        assert_eq!(
            t.read("inv:7:42:3"),
            Some(KeyIds {
                shop: 7,
                item: 42,
                location: 3,
            })
        );
        assert_eq!(t.read("inv:7:42"), None);
        assert_eq!(t.read("inv:7:x:3"), None);
        assert_eq!(t.read("inv:7:42:3:9"), None);
    }

    #[test]
    fn other_layouts_read_back_and_braces_are_placeholders_only() {
        let t = Template::parse("{{shop}}:stock:{location}/{item}", Kind::Counter);
        // A literal '{' cannot be given: the Redis Cluster hash tag form is
        // written with the shop as the tag's content instead.
        assert!(t.is_err());
        let t = Template::parse("stock:{location}/{item}@{shop}", Kind::Counter).unwrap();
        assert_eq!(t.counter(1, 2, 3), "stock:3/2@1");
        assert_eq!(
            t.read("stock:3/2@1").map(|k| (k.shop, k.item, k.location)),
            Some((1, 2, 3))
        );
        let hold = Template::parse("hold:{checkout}:{shop}:{item}:{location}", Kind::Hold).unwrap();
        let ids = KeyIds {
            shop: 1,
            item: 2,
            location: 3,
        };
        assert_eq!(hold.hold("co-99", 1, 2, 3), "hold:co-99:1:2:3");
        assert_eq!(
            hold.read_hold("hold:co-99:1:2:3"),
            Some((ids, "co-99".to_string()))
        );
        // A checkout holding the separator does not read back.
        assert_eq!(hold.read_hold("hold:a:b:1:2:3"), None);
        assert_eq!(hold.read_hold("hold::1:2:3"), None);
    }

    #[test]
    fn bad_templates_are_told_what_is_wrong() {
        let p = |s| Template::parse(s, Kind::Counter).unwrap_err().to_string();
        assert!(p("inv:{shop}:{item}").contains("lacks {location}"));
        assert!(p("inv:{shop}:{sku}:{location}").contains("unknown placeholder {sku}"));
        assert!(p("inv:{shop}:{item}:{location}:{checkout}").contains("unknown"));
        assert!(p("inv:{shop}{item}:{location}").contains("side by side"));
        assert!(p("inv:{shop}:{item}:{location").contains("without its"));
        assert!(p("inv:{shop}:{shop}:{item}:{location}").contains("twice"));
        assert!(p("inv*:{shop}:{item}:{location}").contains("glob"));
        let hold = Template::parse("hold:{shop}:{item}:{location}", Kind::Hold).unwrap_err();
        assert!(hold.to_string().contains("lacks {checkout}"));
    }
}
