//! `[lint]` and the flags resolved into the lint core's own settings
//! ([`Options`]): the core never reads the configuration itself.

use super::inputs::{Inputs, Walk, collect};
use crate::cli::LintArgs;
use crate::config::Settings;
use crate::lint::facts::schema::Schema;
use crate::lint::syntax::script::Server;
use crate::lint::syntax::vocabulary::IsolationLevel;
use crate::lint::{Options, Severity, rules};
use anyhow::Context;
use std::path::{Path, PathBuf};

pub(super) fn rule_or_error(name: &str, origin: &str) -> anyhow::Result<&'static rules::Rule> {
    rules::find(name).with_context(|| {
        format!("{origin}: unknown rule {name:?}; `poolctl lint --list-rules` lists them")
    })
}

/// Options from `[lint]` and the flags, and what reading the schema met
/// (unreadable inputs, skipped hidden files; its files are in the options).
pub(super) fn options(settings: &Settings, args: &LintArgs) -> anyhow::Result<(Options, Inputs)> {
    let cfg = &settings.file.lint;
    let mut enabled: Vec<(&'static rules::Rule, Severity)> = rules::RULES
        .iter()
        .filter(|r| r.default_enabled)
        .map(|r| (r, r.default_severity))
        .collect();
    let turn_on = |r: &'static rules::Rule, enabled: &mut Vec<(&'static rules::Rule, Severity)>| {
        if !enabled.iter().any(|(e, _)| e.code == r.code) {
            enabled.push((r, r.default_severity));
        }
    };
    for n in &cfg.enable {
        turn_on(rule_or_error(n, "[lint] enable")?, &mut enabled);
    }
    if cfg.require_conn_tag {
        turn_on(
            rule_or_error(rules::missing_conn_tag::NAME, "[lint]")?,
            &mut enabled,
        );
    }
    for n in &args.enable {
        turn_on(rule_or_error(n, "--enable")?, &mut enabled);
    }
    for n in cfg.disable.iter().chain(args.disable.iter()) {
        let r = rule_or_error(n, "--disable / [lint] disable")?;
        enabled.retain(|(e, _)| e.code != r.code);
    }
    for (n, sev) in &cfg.severity {
        let r = rule_or_error(n, "[lint] severity")?;
        let sev = if sev == "error" {
            Severity::Error
        } else {
            Severity::Warning
        };
        for (e, s) in enabled.iter_mut() {
            if e.code == r.code {
                *s = sev;
            }
        }
    }
    let default_isolation = cfg
        .default_isolation
        .as_deref()
        .map(|s| IsolationLevel::parse(s).context("[lint] default_isolation"))
        .transpose()?
        .unwrap_or(IsolationLevel::RepeatableRead);
    let pool_tables = cfg
        .pool_tables
        .clone()
        .unwrap_or_else(|| vec![settings.file.tables.units.clone()])
        .into_iter()
        .map(|t| t.to_ascii_lowercase())
        .collect();
    // Schema: poolctl's own tables, then the application's definitions.
    let renames = settings.file.tables.renames();
    let own = crate::migrate::embedded::renamed(&renames).map_err(|e| anyhow::anyhow!("{e}"))?;
    let mut schema = Schema::from_sql(own.iter().map(|m| m.sql.as_str()));
    schema.set_folder_databases(cfg.databases.clone());
    let mut schema_paths: Vec<PathBuf> = if !args.schema.is_empty() {
        args.schema.clone()
    } else {
        cfg.schema.clone()
    };
    if schema_paths.is_empty() && Path::new("migrations").is_dir() {
        schema_paths.push(PathBuf::from("migrations"));
    }
    let mut read = collect(&schema_paths, walk(args), &mut std::io::empty());
    for f in std::mem::take(&mut read.files) {
        schema.add_sql(&f.text);
    }
    read.real.clear();
    let server = cfg
        .server
        .as_deref()
        .map(|s| Server::parse(s).context("[lint] server"))
        .transpose()?
        .unwrap_or_default();
    Ok((
        Options {
            rules: enabled,
            pool_tables,
            default_isolation,
            schema,
            server,
            ..Options::default()
        },
        read,
    ))
}

/// How the flags say folders are walked.
pub(super) fn walk(args: &LintArgs) -> Walk {
    Walk {
        hidden: args.hidden,
    }
}
