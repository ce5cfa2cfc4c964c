//! The configuration reference, `docs/configuration.md`, rendered from the
//! definitions ([`super::defs`]): every key of `poolctl.toml` with its flag,
//! its environment variable, its default, bounds, unit and doc, then the
//! flags and variables that have no key. A test keeps the file equal to
//! [`markdown`]'s text.

use super::defs::{self, AnySetting};
use std::fmt::Write as _;

/// Where the reference is kept, relative to the crate.
pub const PATH: &str = "docs/configuration.md";

/// The reference, as Markdown.
pub fn markdown() -> String {
    let mut out = String::from(
        "# Configuration reference\n\n\
         Generated from the definitions in `src/config/defs/` by\n\
         `poolctl::config::reference::markdown` (a test keeps this file equal to it;\n\
         regenerate with `POOLCTL_UPDATE_DOCS=1 cargo test --test cli docs`).\n\n\
         poolctl reads `./poolctl.toml` when it exists, or the file `--config`\n\
         (`POOLCTL_CONFIG`) names. A setting given as a flag wins over its\n\
         environment variable, which wins over its key in poolctl.toml, which wins\n\
         over its default. A key poolctl does not know is an error, and so is a\n\
         value of the wrong type or out of its bounds. `NAME` stands for a name of\n\
         your own (a pod's), `RULE` for a lint rule's name or code.\n",
    );
    let tables: Vec<&'static dyn AnySetting> = defs::all()
        .filter(|s| s.def().key.is_some_and(is_table_key))
        .collect();
    let names: Vec<&'static str> = tables.iter().filter_map(|t| t.def().key).collect();
    for table in &tables {
        let Some(name) = table.def().key else {
            continue;
        };
        let _ = write!(out, "\n## `[{name}]`\n\n{}.\n", sentence(table.def().doc));
        // The keys under this table and under no table listed after it.
        let keys: Vec<(&str, &'static dyn AnySetting)> = defs::all()
            .filter_map(|s| {
                let key = s.def().key?;
                let inner = key.strip_prefix(name)?.strip_prefix('.')?;
                let deeper = names
                    .iter()
                    .any(|n| n.len() > name.len() && key.starts_with(&format!("{n}.")));
                (!deeper && !names.contains(&key)).then_some((inner, s))
            })
            .collect();
        if keys.is_empty() {
            continue;
        }
        out.push_str(
            "\n| key | flag | variable | takes | default | bounds | doc |\n\
             |---|---|---|---|---|---|---|\n",
        );
        for (key, s) in keys {
            row(&mut out, Some(key), s);
        }
    }
    out.push_str(
        "\n## Flags and variables without a key\n\n\
         Global flags (given before or after the command) that no key of poolctl.toml\n\
         sets.\n\n\
         | flag | variable | takes | default | bounds | doc |\n\
         |---|---|---|---|---|---|\n",
    );
    for s in defs::all().filter(|s| s.def().key.is_none()) {
        row(&mut out, None, s);
    }
    out
}

/// A table's own definition: a top-level table, or `[pods.NAME]`.
fn is_table_key(key: &str) -> bool {
    !key.contains('.') || key == "pods.NAME"
}

/// One setting's row: its key (where the table has a key column), flag,
/// variable, type, default, bounds and doc.
fn row(out: &mut String, key: Option<&str>, s: &dyn AnySetting) {
    let d = s.def();
    let code = |v: Option<String>| v.map(|v| format!("`{v}`")).unwrap_or_default();
    if let Some(key) = key {
        let _ = write!(out, "| `{key}` ");
    }
    let _ = writeln!(
        out,
        "| {} | {} | {} | {} | {} | {}. |",
        code(d.flag_name()),
        code(d.env.map(String::from)),
        takes(s),
        code(s.default_text()),
        s.bounds().unwrap_or_default(),
        cell(d.doc),
    );
}

/// The type and, where it counts something, its unit.
fn takes(s: &dyn AnySetting) -> String {
    let secret = if s.def().secret {
        " (may hold a secret: never shown)"
    } else {
        ""
    };
    match s.unit() {
        Some(unit) => format!("{}, {unit}{secret}", s.type_name()),
        None => format!("{}{secret}", s.type_name()),
    }
}

/// A doc as a table cell: `|` escaped.
fn cell(doc: &str) -> String {
    doc.replace('|', "\\|")
}

/// A doc as a sentence of its own.
fn sentence(doc: &str) -> String {
    let mut chars = doc.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_key_of_the_file_is_in_the_reference() {
        let text = super::markdown();
        for s in super::defs::all() {
            let d = s.def();
            let named = match (d.key, d.flag) {
                (Some(key), _) => {
                    let name = key.split_once('.').map_or(key, |(_, rest)| rest);
                    let last = key.rsplit('.').next().unwrap_or(key);
                    [
                        format!("`{name}`"),
                        format!("`{last}`"),
                        format!("`[{key}]`"),
                    ]
                    .iter()
                    .any(|n| text.contains(n.as_str()))
                }
                (None, Some(flag)) => text.contains(&format!("`--{flag}`")),
                (None, None) => d.env.is_some_and(|var| text.contains(&format!("`{var}`"))),
            };
            assert!(named, "{} is not in the reference", d.id);
        }
    }
}
