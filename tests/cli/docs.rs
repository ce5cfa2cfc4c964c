//! Docs that live next to the code stay in step with it: every runbook link the
//! tool prints resolves to a heading, and every schema check has its section.

use std::path::Path;

/// Every `runbooks/NAME.md#anchor` written literally in the sources.
fn links_in_sources() -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut stack = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            for (i, _) in text.match_indices("runbooks/") {
                let link: String = text[i..]
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || "/._#-".contains(*c))
                    .collect();
                if let Some((file, anchor)) = link.split_once('#') {
                    out.push((file.to_string(), anchor.to_string()));
                }
            }
        }
    }
    out
}

#[test]
fn every_runbook_link_in_the_sources_resolves() {
    let links = links_in_sources();
    assert!(
        links.len() >= 4,
        "found the migrate runbook links: {links:?}"
    );
    for (file, anchor) in links {
        assert!(
            super::manual::anchors_of(&file).contains(&anchor),
            "{file}#{anchor} is linked from src/ but {file} has no such heading"
        );
    }
}

#[test]
fn every_schema_check_has_a_runbook_section() {
    let have = super::manual::anchors_of(poolctl::schema::RUNBOOK);
    for code in poolctl::schema::CODES {
        assert!(
            have.contains(*code),
            "runbooks/schema.md lacks a '## {code}' section"
        );
    }
}

/// `lints/<rule>.md` is generated from the rule's doc comment. Regenerate with
/// `POOLCTL_UPDATE_DOCS=1 cargo test --test cli docs`.
#[test]
fn lint_pages_match_the_rule_doc_comments() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("lints");
    let mut index = String::from(
        "# Lint rules\n\nOne page per `poolctl lint` rule, generated from the doc comment of\n\
         `src/lint/rules/<rule_name>.rs` (a test keeps them equal; regenerate with\n\
         `POOLCTL_UPDATE_DOCS=1 cargo test --test cli docs`). `poolctl lint --explain RULE`\n\
         prints the same text.\n\n| code | rule | default | what |\n|---|---|---|---|\n",
    );
    let mut stale = Vec::new();
    for r in poolctl::lint::rules::RULES {
        let path = dir.join(format!("{}.md", r.name));
        let want = r.page();
        index.push_str(&format!(
            "| {} | [{}]({}.md) | {} | {} |\n",
            r.code,
            r.name,
            r.name,
            if r.default_enabled {
                r.default_severity.as_str()
            } else {
                "off"
            },
            r.summary
        ));
        stale.extend(generated(&path, &want));
    }
    stale.extend(generated(&dir.join("README.md"), &index));
    assert!(
        stale.is_empty(),
        "lint pages out of date: {stale:?}; run POOLCTL_UPDATE_DOCS=1 cargo test --test cli docs"
    );
    // No page for a rule that does not exist.
    for entry in std::fs::read_dir(&dir).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if let Some(rule) = name.strip_suffix(".md")
            && rule != "README"
        {
            assert!(
                poolctl::lint::rules::find(rule).is_some(),
                "lints/{name} names no rule"
            );
        }
    }
}

#[test]
fn lint_help_links_point_at_pages() {
    for r in poolctl::lint::rules::RULES {
        assert!(
            Path::new(env!("CARGO_MANIFEST_DIR")).join(r.url()).exists(),
            "{}",
            r.url()
        );
    }
}

/// `docs/configuration.md` is rendered from the settings' definitions
/// (`poolctl::config::reference`). Regenerate with
/// `POOLCTL_UPDATE_DOCS=1 cargo test --test cli docs`.
#[test]
fn the_configuration_reference_matches_the_definitions() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(poolctl::config::reference::PATH);
    assert_generated(&path, &poolctl::config::reference::markdown());
}

/// `path` holds `want`, the text generated from the code: written there
/// under `POOLCTL_UPDATE_DOCS`, else compared. `Some(path)` when stale.
fn generated(path: &Path, want: &str) -> Option<String> {
    if std::env::var_os("POOLCTL_UPDATE_DOCS").is_some() {
        std::fs::write(path, want).unwrap();
        return None;
    }
    (std::fs::read_to_string(path).ok().as_deref() != Some(want))
        .then(|| path.display().to_string())
}

/// [`generated`], failing the test when `path` is stale.
fn assert_generated(path: &Path, want: &str) {
    if let Some(stale) = generated(path, want) {
        panic!("{stale} is out of date; run POOLCTL_UPDATE_DOCS=1 cargo test --test cli docs");
    }
}

/// `docs/schemas/*.schema.json` are the JSON Schemas of poolctl's outputs,
/// generated from the types it serializes, and `docs/json-output.md` is
/// generated from them (`poolctl::render::schemas`): a field added to an
/// output without its schema fails here. Regenerate with
/// `POOLCTL_UPDATE_DOCS=1 cargo test --test cli docs`.
#[test]
fn the_json_schemas_and_their_reference_match_the_types() {
    use poolctl::render::schemas;
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let update = std::env::var_os("POOLCTL_UPDATE_DOCS").is_some();
    if update {
        std::fs::create_dir_all(root.join(schemas::DIR)).unwrap();
    }
    let mut want: Vec<(String, String)> = schemas::OUTPUTS
        .iter()
        .map(|o| (o.path(), o.file_text()))
        .collect();
    want.push((schemas::PAGE.to_string(), schemas::markdown()));
    let mut stale = Vec::new();
    for (path, text) in &want {
        stale.extend(generated(&root.join(path), text));
    }
    // No schema of an output that no longer exists.
    for entry in std::fs::read_dir(root.join(schemas::DIR)).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        let known = name
            .strip_suffix(".schema.json")
            .is_some_and(|n| schemas::find(n).is_some());
        if !known {
            let path = root.join(schemas::DIR).join(&name);
            if update {
                std::fs::remove_file(&path).unwrap();
            } else {
                stale.push(format!("{} (no such output)", path.display()));
            }
        }
    }
    assert!(
        stale.is_empty(),
        "out of date: {stale:?}; run POOLCTL_UPDATE_DOCS=1 cargo test --test cli docs"
    );
}

/// Every schema is a valid draft 2020-12 schema, and names its command.
#[test]
fn every_json_schema_is_valid_draft_2020_12() {
    for o in poolctl::render::schemas::OUTPUTS {
        let schema = serde_json::to_value(o.schema()).unwrap();
        assert!(
            jsonschema::meta::is_valid(&schema),
            "{} is not a valid JSON Schema",
            o.path()
        );
        assert_eq!(schema["title"], o.command, "{}", o.path());
        assert_eq!(
            schema["$schema"],
            "https://json-schema.org/draft/2020-12/schema",
            "{}",
            o.path()
        );
    }
}

/// `docs/metrics.md` is generated from the replenisher's registry and the
/// example alerting rules (`poolctl::replenish::run::metrics::reference`): a
/// metric registered, renamed or relabelled without the page fails here.
/// Regenerate with `POOLCTL_UPDATE_DOCS=1 cargo test --test cli docs`.
#[test]
fn the_metrics_reference_matches_the_registry() {
    use poolctl::replenish::run::metrics::reference;
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let rules = std::fs::read_to_string(root.join(reference::ALERTS)).unwrap();
    let want = reference::markdown(&rules);
    assert_generated(&root.join(reference::PAGE), &want);
    // Every alert of the example rules watches a metric of the registry.
    assert!(
        !want.contains("use none of these metrics"),
        "an alert of {} names no metric of the registry:\n{want}",
        reference::ALERTS
    );
}
