//! `poolctl schema check`.

use super::Io;
use crate::Outcome;
use crate::cli::{Format, SchemaCommand};
use crate::config::Settings;
use crate::db::{Db, Require};
use crate::render;
use crate::schema::{self, CheckTargets, Status};
use serde::Serialize;

#[derive(Serialize)]
struct Report<'a> {
    target: String,
    server: &'a crate::server::ServerInfo,
    database: &'a str,
    ok: bool,
    failed: usize,
    warnings: usize,
    checks: &'a [schema::CheckResult],
}

pub fn run(
    settings: &Settings,
    cmd: SchemaCommand,
    format: Format,
    io: &mut Io<'_>,
) -> anyhow::Result<Outcome> {
    match cmd {
        SchemaCommand::Check => check(settings, format, io),
    }
}

fn check(settings: &Settings, format: Format, io: &mut Io<'_>) -> anyhow::Result<Outcome> {
    let target = settings.target()?;
    target.require_database()?;
    // An old server is a finding here, not an error: this is the command that reports it.
    let mut db = Db::connect(&target, Require::Connection)?;
    let targets = CheckTargets::from_config(&settings.file);
    let facts = db.schema_facts(&targets.table_names())?;
    let results = schema::check(&facts, &targets);
    let failed = results.iter().filter(|r| r.failed()).count();
    let warnings = results.iter().filter(|r| r.status == Status::Warn).count();
    match format {
        Format::Json => render::json(
            io.out,
            &Report {
                target: target.display_url(),
                server: &facts.server,
                database: &facts.database,
                ok: failed == 0,
                failed,
                warnings,
                checks: &results,
            },
        )?,
        _ => {
            writeln!(io.out, "{} ({})", target.display_url(), facts.server)?;
            let rows: Vec<Vec<String>> = results
                .iter()
                .map(|r| {
                    vec![
                        r.status.as_str().to_string(),
                        r.code.to_string(),
                        r.message.clone(),
                    ]
                })
                .collect();
            writeln!(
                io.out,
                "{}",
                render::table(&["status", "check", "detail"], &rows)
            )?;
            let to_fix: Vec<_> = results
                .iter()
                .filter(|r| matches!(r.status, Status::Fail | Status::Warn) && r.fix.is_some())
                .collect();
            if !to_fix.is_empty() {
                writeln!(io.out, "\nTo fix:")?;
                for r in to_fix {
                    writeln!(io.out, "  {} [{}]", r.code, r.status.as_str())?;
                    writeln!(io.out, "    fix: {}", r.fix.as_deref().unwrap_or_default())?;
                    writeln!(io.out, "    why: {}", r.runbook)?;
                }
            }
            writeln!(
                io.out,
                "\n{}: {failed} failed, {warnings} warning(s), {} checks",
                if failed == 0 { "ok" } else { "FAILED" },
                results.len()
            )?;
        }
    }
    Ok(if failed == 0 {
        Outcome::Clean
    } else {
        Outcome::Findings
    })
}
