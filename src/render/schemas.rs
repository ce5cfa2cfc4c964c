//! The JSON Schema of every document poolctl prints with `--format json`
//! ([`OUTPUTS`]), generated from the types the renderers serialize
//! (`schemars`, which reads the same serde attributes, and the types' and
//! fields' doc comments as descriptions), and the reference a person reads,
//! `docs/json-output.md` ([`markdown`]), generated from those schemas. A test
//! keeps `docs/schemas/*.schema.json` and the page equal to them, and the live
//! tests validate every document they read against the schema of the
//! command that printed it ([`printed_by`]).
//!
//! The schemas describe what is written (schemars' serialize contract): a
//! field that is always written is required, even when it may be null; one
//! left out when empty or unset is not. An object accepts no property its
//! type does not declare (`unevaluatedProperties: false`), so output that
//! gains a field without its type fails validation. A field's unit, where it
//! has one, is its `x-unit`.

use crate::cli::{BenchCommand, Cli, Command, MigrateCommand, SchemaCommand, ShadowCommand};
use crate::config::defs::global_flags;
use schemars::generate::{SchemaGenerator, SchemaSettings};
use schemars::{JsonSchema, Schema};
use serde_json::{Map, Value};
use std::fmt::Write as _;

/// Where the schemas are kept, relative to the crate.
pub const DIR: &str = "docs/schemas";

/// Where the reference is kept, relative to the crate.
pub const PAGE: &str = "docs/json-output.md";

/// How an output is printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// One pretty-printed document.
    Document,
    /// One compact document per line (JSON Lines).
    Lines,
}

/// One JSON output of poolctl: the command line that prints it, where its
/// command's page is, and how its schema is made.
pub struct Output {
    /// The schema's file name without `.schema.json`, and the reference's
    /// anchor.
    pub name: &'static str,
    /// The command line that prints it.
    pub command: &'static str,
    /// The command's page, relative to `docs/`.
    pub page: &'static str,
    pub shape: Shape,
    /// Lines that are each one of these outputs' documents (a watch's
    /// samples and failed samples): the reference points at their tables
    /// instead of repeating them. Empty for an output of its own.
    pub lines_of: &'static [&'static str],
    make: fn(&mut SchemaGenerator) -> Schema,
}

impl Output {
    /// Its schema file, relative to the crate.
    pub fn path(&self) -> String {
        format!("{DIR}/{}.schema.json", self.name)
    }

    /// Its JSON Schema (draft 2020-12).
    pub fn schema(&self) -> Schema {
        let mut generator = settings().into_generator();
        let made = (self.make)(&mut generator);
        let defs = generator.take_definitions(true);
        let mut root = Map::new();
        root.insert(
            "$schema".into(),
            "https://json-schema.org/draft/2020-12/schema".into(),
        );
        root.insert("title".into(), self.command.into());
        if let Value::Object(body) = made.to_value() {
            for (k, v) in body {
                if !matches!(k.as_str(), "$schema" | "title" | "$defs") {
                    root.insert(k, v);
                }
            }
        }
        if !defs.is_empty() {
            root.insert("$defs".into(), Value::Object(defs));
        }
        close_objects(&mut root, true);
        Schema::from(root)
    }

    /// Its schema file's text: the schema, pretty, and a newline.
    pub fn file_text(&self) -> String {
        let mut s = serde_json::to_string_pretty(&self.schema()).unwrap_or_default();
        s.push('\n');
        s
    }
}

fn settings() -> SchemaSettings {
    SchemaSettings::draft2020_12()
        .for_serialize()
        .with(|s| s.meta_schema = None)
}

/// The schema of `T`, its definitions collected in `g`.
fn one<T: JsonSchema + ?Sized>(g: &mut SchemaGenerator) -> Schema {
    T::json_schema(g)
}

/// A line that is `T`'s document or else `U`'s.
fn either<T: JsonSchema, U: JsonSchema>(g: &mut SchemaGenerator) -> Schema {
    let a = g.subschema_for::<T>();
    let b = g.subschema_for::<U>();
    schemars::json_schema!({ "oneOf": [a, b] })
}

/// Every JSON output, in the order of the manual's commands.
pub const OUTPUTS: &[Output] = &[
    Output {
        name: "lint",
        command: "poolctl lint --format json [PATH]...",
        page: "commands/lint.md",
        shape: Shape::Document,
        lines_of: &[],
        make: one::<super::lint::JsonDocument<'static>>,
    },
    Output {
        name: "lint-rules",
        command: "poolctl lint --list-rules --format json",
        page: "commands/lint.md",
        shape: Shape::Document,
        lines_of: &[],
        make: one::<super::lint::RuleList<'static>>,
    },
    Output {
        name: "lint-explain",
        command: "poolctl lint --explain RULE --format json",
        page: "commands/lint.md",
        shape: Shape::Document,
        lines_of: &[],
        make: one::<crate::lint::rules::Explained>,
    },
    Output {
        name: "migrate-status",
        command: "poolctl migrate status --format json",
        page: "commands/migrate.md",
        shape: Shape::Document,
        lines_of: &[],
        make: one::<crate::migrate::report::StatusReport>,
    },
    Output {
        name: "migrate-run",
        command: "poolctl migrate run [--dry-run] --format json",
        page: "commands/migrate.md",
        shape: Shape::Document,
        lines_of: &[],
        make: one::<crate::migrate::report::RunReport>,
    },
    Output {
        name: "migrate-resolve",
        command: "poolctl migrate resolve VERSION --mark applied|pending --format json",
        page: "commands/migrate.md",
        shape: Shape::Document,
        lines_of: &[],
        make: one::<crate::migrate::report::ResolveReport>,
    },
    Output {
        name: "schema-check",
        command: "poolctl schema check --format json",
        page: "commands/schema-check.md",
        shape: Shape::Document,
        lines_of: &[],
        make: one::<crate::schema::SchemaReport>,
    },
    Output {
        name: "refill",
        command: "poolctl refill [--dry-run] --format json",
        page: "commands/refill.md",
        shape: Shape::Document,
        lines_of: &[],
        make: one::<crate::pool::report::RefillReport>,
    },
    Output {
        name: "replenish",
        command: "poolctl replenish --once|--dry-run --format json",
        page: "commands/replenish.md",
        shape: Shape::Document,
        lines_of: &[],
        make: one::<crate::replenish::pass_report::PassReport>,
    },
    Output {
        name: "replenish-log",
        command: "poolctl replenish --format json (stderr)",
        page: "commands/replenish.md",
        shape: Shape::Lines,
        lines_of: &[],
        make: one::<crate::replenish::event::LogLine<'static>>,
    },
    Output {
        name: "status",
        command: "poolctl status --format json",
        page: "commands/status.md",
        shape: Shape::Document,
        lines_of: &[],
        make: one::<crate::pool::status::StatusReport>,
    },
    Output {
        name: "status-watch",
        command: "poolctl status --watch SECS --format json",
        page: "commands/status.md",
        shape: Shape::Lines,
        lines_of: &["status", "failed-sample"],
        make: either::<crate::pool::status::StatusReport, super::watch::FailedSample>,
    },
    Output {
        name: "reconcile",
        command: "poolctl reconcile [--apply] [--dry-run] --format json",
        page: "commands/reconcile.md",
        shape: Shape::Document,
        lines_of: &[],
        make: one::<crate::pool::reconcile::ReconcileReport>,
    },
    Output {
        name: "inspect-locks",
        command: "poolctl inspect-locks --format json",
        page: "commands/inspect-locks.md",
        shape: Shape::Document,
        lines_of: &[],
        make: one::<crate::innodb::LockReport<'static>>,
    },
    Output {
        name: "inspect-locks-watch",
        command: "poolctl inspect-locks --watch SECS --format json",
        page: "commands/inspect-locks.md",
        shape: Shape::Lines,
        lines_of: &["inspect-locks", "failed-sample"],
        make: either::<crate::innodb::LockReport<'static>, super::watch::FailedSample>,
    },
    Output {
        name: "failed-sample",
        command: "a failed sample of status --watch or inspect-locks --watch, --format json",
        page: "commands/status.md",
        shape: Shape::Lines,
        lines_of: &[],
        make: one::<super::watch::FailedSample>,
    },
    Output {
        name: "conn-tags",
        command: "poolctl conn-tags --format json",
        page: "commands/conn-tags.md",
        shape: Shape::Document,
        lines_of: &[],
        make: one::<crate::conntags::Report>,
    },
    Output {
        name: "conn-tags-watch",
        command: "poolctl conn-tags --watch SECS --format json",
        page: "commands/conn-tags.md",
        shape: Shape::Lines,
        lines_of: &["conn-tags"],
        make: one::<crate::conntags::Report>,
    },
    Output {
        name: "cutover",
        command: "poolctl cutover status --format json (and advance, rollback)",
        page: "commands/cutover.md",
        shape: Shape::Document,
        lines_of: &[],
        make: one::<crate::cutover::CutoverReport>,
    },
    Output {
        name: "shadow-compare",
        command: "poolctl shadow compare --format json",
        page: "commands/shadow.md",
        shape: Shape::Document,
        lines_of: &[],
        make: one::<crate::shadow::compare::CompareReport>,
    },
    Output {
        name: "shadow-compare-watch",
        command: "poolctl shadow compare --watch SECS --format json",
        page: "commands/shadow.md",
        shape: Shape::Lines,
        lines_of: &["shadow-compare", "failed-sample"],
        make: either::<crate::shadow::compare::CompareReport, super::watch::FailedSample>,
    },
    Output {
        name: "bench-flash-sale",
        command: "poolctl bench flash-sale --format json",
        page: "commands/bench.md",
        shape: Shape::Document,
        lines_of: &[],
        make: one::<crate::bench::FlashSaleReport>,
    },
    Output {
        name: "bench-lock-variants",
        command: "poolctl bench lock-variants --format json",
        page: "commands/bench.md",
        shape: Shape::Document,
        lines_of: &[],
        make: one::<crate::bench::LockVariantsReport>,
    },
    Output {
        name: "fleet",
        command: "any command with --pod A --pod B, --pods TAG or --all-pods, and --format json",
        page: "commands/fleet.md",
        shape: Shape::Lines,
        lines_of: &[],
        make: either::<crate::fleet::PodResult, crate::fleet::SummaryLine<'static>>,
    },
];

/// The output called `name`.
pub fn find(name: &str) -> Option<&'static Output> {
    OUTPUTS.iter().find(|o| o.name == name)
}

/// What `cli` prints on stdout with `--format json`: the output across pods
/// when it runs on several, else its command's ([`printed_by_command`]).
/// `None` for a command line that prints no JSON (completions, man, a
/// replenisher that runs as a service: its JSON is its log, on stderr).
pub fn printed_by(cli: &Cli) -> Option<&'static Output> {
    let g = &cli.global;
    let pods = g.value(&global_flags::POD).unwrap_or_default();
    let tagged = g.value(&global_flags::PODS_TAG).unwrap_or_default();
    let all = g.value(&global_flags::ALL_PODS).unwrap_or(false);
    if pods.len() > 1 || !tagged.is_empty() || all {
        return match &cli.command {
            Command::Replenish(_) => None,
            _ => find("fleet"),
        };
    }
    printed_by_command(&cli.command)
}

/// What `command` prints on stdout with `--format json` on one target (each
/// pod's `result` across pods).
pub fn printed_by_command(command: &Command) -> Option<&'static Output> {
    let name = match command {
        Command::Migrate(MigrateCommand::Status) => "migrate-status",
        Command::Migrate(MigrateCommand::Run { .. }) => "migrate-run",
        Command::Migrate(MigrateCommand::Resolve { .. }) => "migrate-resolve",
        Command::Schema(SchemaCommand::Check) => "schema-check",
        Command::Lint(a) if a.explain.is_some() => "lint-explain",
        Command::Lint(a) if a.list_rules => "lint-rules",
        Command::Lint(_) => "lint",
        Command::InspectLocks(a) if a.watch.is_some() => "inspect-locks-watch",
        Command::InspectLocks(_) => "inspect-locks",
        Command::Refill(_) => "refill",
        Command::Reconcile(_) => "reconcile",
        Command::Status(a) if a.watch.is_some() => "status-watch",
        Command::Status(_) => "status",
        Command::Replenish(a) if a.once || a.dry_run => "replenish",
        Command::Replenish(_) => return None,
        Command::ConnTags(a) if a.watch.is_some() => "conn-tags-watch",
        Command::ConnTags(_) => "conn-tags",
        Command::Cutover(_) => "cutover",
        Command::Shadow(ShadowCommand::Compare(a)) if a.watch.is_some() => "shadow-compare-watch",
        Command::Shadow(ShadowCommand::Compare(_)) => "shadow-compare",
        Command::Bench(BenchCommand::FlashSale(_)) => "bench-flash-sale",
        Command::Bench(BenchCommand::LockVariants(_)) => "bench-lock-variants",
        Command::Completions { .. } | Command::Man { .. } => return None,
    };
    find(name)
}

/// Forbid, on every object schema, the properties it does not declare
/// (`unevaluatedProperties`, which sees through `$ref`, `allOf` and the
/// `oneOf` of a flattened or tagged enum). `top`: `schema` is a whole
/// definition, not a branch of another schema's `oneOf`/`anyOf`/`allOf`,
/// whose parent's keyword covers it (a branch's own would refuse the
/// parent's properties).
fn close_objects(schema: &mut Map<String, Value>, top: bool) {
    for key in ["oneOf", "anyOf", "allOf"] {
        if let Some(Value::Array(branches)) = schema.get_mut(key) {
            for b in branches {
                if let Value::Object(o) = b {
                    close_objects(o, false);
                }
            }
        }
    }
    for key in ["properties", "$defs"] {
        if let Some(Value::Object(props)) = schema.get_mut(key) {
            for (_, p) in props.iter_mut() {
                if let Value::Object(o) = p {
                    close_objects(o, true);
                }
            }
        }
    }
    for key in ["items", "additionalProperties"] {
        if let Some(Value::Object(o)) = schema.get_mut(key) {
            close_objects(o, true);
        }
    }
    let declares = schema.contains_key("properties")
        || ["oneOf", "anyOf", "allOf"].iter().any(|k| {
            schema
                .get(*k)
                .and_then(Value::as_array)
                .is_some_and(|bs| bs.iter().any(|b| b.get("properties").is_some()))
        });
    if top && declares && !schema.contains_key("additionalProperties") {
        schema.insert("unevaluatedProperties".into(), false.into());
    }
}

/// `docs/json-output.md`: per output, the command line, a link to its schema
/// and its command's page, and a table of its fields.
pub fn markdown() -> String {
    let mut out = String::from(
        "# JSON output reference\n\n\
         Generated from the JSON Schemas in `docs/schemas/`, which are generated from the\n\
         types poolctl serializes (`poolctl::render::schemas`; a test keeps both equal to\n\
         the code; regenerate with `POOLCTL_UPDATE_DOCS=1 cargo test --test cli docs`).\n\
         The live tests validate every document they read against its schema.\n\n\
         Every object lists all its fields: a field marked *optional* is left out when\n\
         the table says so, every other one is always there (perhaps `null`, when its\n\
         type says so). Scripts should still ignore fields they do not know: a later\n\
         poolctl may add some. Times are seconds unless the unit says otherwise; `[]`\n\
         in a path stands for each element of an array.\n",
    );
    for o in OUTPUTS {
        let _ = write!(
            out,
            "\n## {}\n\n`{}`: {}. Schema: [{}.schema.json](schemas/{}.schema.json); the \
             command: [{}]({}).\n",
            o.name,
            o.command,
            match o.shape {
                Shape::Document => "one document",
                Shape::Lines => "one document per line",
            },
            o.name,
            o.name,
            o.page
                .trim_end_matches(".md")
                .rsplit('/')
                .next()
                .unwrap_or(o.page),
            o.page,
        );
        if !o.lines_of.is_empty() {
            let each: Vec<String> = o
                .lines_of
                .iter()
                .map(|n| format!("a [{n}](#{n}) document"))
                .collect();
            let _ = writeln!(out, "\nEach line is {}.", each.join(", or "));
            continue;
        }
        let schema = o.schema();
        let root = schema.as_value();
        let defs = root.get("$defs").and_then(Value::as_object);
        if let Some(d) = resolve(root, defs)
            .get("description")
            .and_then(Value::as_str)
        {
            let _ = writeln!(out, "\n{}", one_line(d));
        }
        let mut rows = Vec::new();
        fields(root, defs, "", "", &mut rows, 0);
        out.push_str("\n| field | type | unit | meaning |\n|---|---|---|---|\n");
        for r in rows {
            out.push_str(&r);
        }
    }
    out
}

/// A description on one line, for a table cell.
fn one_line(s: &str) -> String {
    s.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace('|', "\\|")
}

/// `s`, or the definition it refers to.
fn resolve<'a>(s: &'a Value, defs: Option<&'a Map<String, Value>>) -> &'a Value {
    match s.get("$ref").and_then(Value::as_str) {
        Some(r) => r
            .strip_prefix("#/$defs/")
            .and_then(|n| defs?.get(n))
            .map(|d| resolve(d, defs))
            .unwrap_or(s),
        None => s,
    }
}

/// The schema of a property, with `null` taken out: (the schema, whether it
/// may be null).
fn non_null<'a>(s: &'a Value, defs: Option<&'a Map<String, Value>>) -> (&'a Value, bool) {
    if let Some(Value::Array(any)) = s.get("anyOf") {
        let rest: Vec<&Value> = any
            .iter()
            .filter(|b| b.get("type").and_then(Value::as_str) != Some("null"))
            .collect();
        if rest.len() == 1 && rest.len() < any.len() {
            return (resolve(rest[0], defs), true);
        }
    }
    (resolve(s, defs), false)
}

/// The type of `s`, in words.
fn type_of(s: &Value, defs: Option<&Map<String, Value>>) -> String {
    let (s, nullable) = non_null(s, defs);
    let t = match s.get("type") {
        _ if values(s).is_some() => format!("one of {}", values(s).unwrap_or_default().join(", ")),
        Some(Value::String(t)) if t == "array" => match s.get("items") {
            Some(items) => format!("array of {}", type_of(items, defs)),
            None => "array".into(),
        },
        Some(Value::String(t)) if t == "object" && s.get("properties").is_none() => {
            match s.get("additionalProperties") {
                Some(v @ Value::Object(_)) => format!("map of {}", type_of(v, defs)),
                _ => "object".into(),
            }
        }
        Some(Value::String(t)) => t.clone(),
        Some(Value::Array(ts)) => ts
            .iter()
            .filter_map(Value::as_str)
            .filter(|t| *t != "null")
            .collect::<Vec<_>>()
            .join(" or "),
        _ if s.get("oneOf").is_some() => "object".into(),
        _ => "any".into(),
    };
    let null = nullable
        || s.get("type")
            .and_then(Value::as_array)
            .is_some_and(|ts| ts.iter().any(|t| t == "null"));
    if null { format!("{t} or null") } else { t }
}

/// A JSON value as a table shows it: a string as its text, in backticks.
fn shown(v: &Value) -> String {
    match v {
        Value::String(t) => format!("`{t}`"),
        other => format!("`{other}`"),
    }
}

/// The values an enumeration allows, each shown.
fn values(s: &Value) -> Option<Vec<String>> {
    if let Some(Value::Array(e)) = s.get("enum") {
        return Some(e.iter().map(shown).collect());
    }
    if let Some(c) = s.get("const") {
        return Some(vec![shown(c)]);
    }
    let Some(Value::Array(branches)) = s.get("oneOf") else {
        return None;
    };
    let mut all = Vec::new();
    for b in branches {
        all.extend(values(b)?);
    }
    Some(all)
}

/// What each value of an enumeration means, where its variants say:
/// "`a`: ...; `b`: ...".
fn value_meanings(s: &Value, defs: Option<&Map<String, Value>>) -> Option<String> {
    let (s, _) = non_null(s, defs);
    let Some(Value::Array(branches)) = s.get("oneOf") else {
        return None;
    };
    let mut parts = Vec::new();
    for b in branches {
        let v = b.get("const").map(shown).or_else(|| {
            let e = b.get("enum")?.as_array()?;
            Some(e.iter().map(shown).collect::<Vec<_>>().join(", "))
        })?;
        if let Some(d) = b.get("description").and_then(Value::as_str) {
            parts.push(format!("{v}: {}", one_line(d).trim_end_matches('.')));
        }
    }
    (!parts.is_empty()).then(|| parts.join("; ") + ".")
}

/// The property every branch of `branches` fixes to a value of its own (a
/// tagged enum's tag), if any.
fn tag_of<'a>(branches: &[&'a Value]) -> Option<&'a str> {
    let first = branches.first()?.get("properties")?.as_object()?;
    first.iter().map(|(k, _)| k.as_str()).find(|k| {
        branches.iter().all(|b| {
            b.get("properties")
                .and_then(|p| p.get(*k))
                .and_then(|p| p.get("const"))
                .is_some()
        })
    })
}

/// The table rows of the fields of `s` (an object, or a choice of objects),
/// under `path`; `when` says which branch they belong to, `skip` is a tag
/// already shown.
fn fields(
    s: &Value,
    defs: Option<&Map<String, Value>>,
    path: &str,
    when: &str,
    rows: &mut Vec<String>,
    depth: usize,
) {
    fields_but(s, defs, path, when, None, rows, depth)
}

fn fields_but(
    s: &Value,
    defs: Option<&Map<String, Value>>,
    path: &str,
    when: &str,
    skip: Option<&str>,
    rows: &mut Vec<String>,
    depth: usize,
) {
    // Deep enough for every document; a guard against a recursive type.
    if depth > 12 {
        return;
    }
    let (s, _) = non_null(s, defs);
    let at = |name: &str| {
        if path.is_empty() {
            name.to_string()
        } else {
            format!("{path}.{name}")
        }
    };
    let row = |here: &str, ty: &str, unit: &str, meaning: &str| {
        let meaning = match when {
            "" => meaning.to_string(),
            w => format!("({w}) {meaning}"),
        };
        format!("| `{here}` | {ty} | {unit} | {} |\n", meaning.trim_end())
    };
    if let Some(Value::Object(props)) = s.get("properties") {
        let required: Vec<&str> = s
            .get("required")
            .and_then(Value::as_array)
            .map(|r| r.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        for (name, p) in props {
            if Some(name.as_str()) == skip {
                continue;
            }
            let here = at(name);
            let mut ty = type_of(p, defs);
            if !required.contains(&name.as_str()) {
                ty.push_str(", optional");
            }
            let described = p
                .get("description")
                .or_else(|| resolve(p, defs).get("description"))
                .and_then(Value::as_str)
                .unwrap_or("");
            let mut meaning = one_line(described);
            if let Some(m) = value_meanings(p, defs) {
                meaning = format!("{meaning} {m}");
            }
            let unit = p.get("x-unit").and_then(Value::as_str).unwrap_or("");
            rows.push(row(&here, &ty, unit, &meaning));
            let (inner, _) = non_null(p, defs);
            match inner.get("type").and_then(Value::as_str) {
                Some("array") => {
                    if let Some(items) = inner.get("items") {
                        fields(items, defs, &format!("{here}[]"), when, rows, depth + 1);
                    }
                }
                Some("object") => fields(inner, defs, &here, when, rows, depth + 1),
                _ if inner.get("oneOf").is_some() && values(inner).is_none() => {
                    fields(inner, defs, &here, when, rows, depth + 1)
                }
                _ => {}
            }
        }
    }
    // A choice of objects: a tagged enum (its tag names each branch), or
    // one of several documents (its description does).
    for key in ["oneOf", "anyOf"] {
        let Some(Value::Array(branches)) = s.get(key) else {
            continue;
        };
        if values(s).is_some() {
            continue;
        }
        let branches: Vec<&Value> = branches.iter().map(|b| resolve(b, defs)).collect();
        let tag = tag_of(&branches);
        if let Some(tag) = tag {
            let all: Vec<String> = branches
                .iter()
                .filter_map(|b| b.get("properties")?.get(tag)?.get("const"))
                .map(shown)
                .collect();
            let meanings: Vec<String> = branches
                .iter()
                .filter_map(|b| {
                    let v = shown(b.get("properties")?.get(tag)?.get("const")?);
                    let d = b.get("description")?.as_str()?;
                    Some(format!("{v}: {}", one_line(d).trim_end_matches('.')))
                })
                .collect();
            let mut meaning =
                format!("Which one it is; the fields marked ({tag} = ...) are its own.");
            if !meanings.is_empty() {
                meaning = format!("{meaning} {}.", meanings.join("; "));
            }
            rows.push(row(
                &at(tag),
                &format!("one of {}", all.join(", ")),
                "",
                &meaning,
            ));
        }
        for b in branches {
            let name = match tag {
                Some(t) => b
                    .get("properties")
                    .and_then(|p| p.get(t))
                    .and_then(|p| p.get("const"))
                    .map(|v| format!("{t} = {}", shown(v)))
                    .unwrap_or_default(),
                None => b
                    .get("description")
                    .and_then(Value::as_str)
                    .map(|d| one_line(d.split(['.', ':']).next().unwrap_or(d)))
                    .unwrap_or_default(),
            };
            let when = match when {
                "" => name,
                w => format!("{w}, {name}"),
            };
            fields_but(b, defs, path, &when, tag, rows, depth + 1);
        }
    }
}
