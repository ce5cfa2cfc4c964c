//! `poolctl schema check`.

use super::Io;
use crate::Outcome;
use crate::cli::{Format, SchemaCommand};
use crate::config::Settings;
use crate::db::{Db, Require};
use crate::render;
use crate::schema::{self, CheckTargets, SchemaReport};

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
    let facts = db.schema_facts(&targets.table_names(), &targets.reserve_procedure)?;
    let results = schema::check(&facts, &targets);
    let report = SchemaReport::new(target.display_url(), facts.server, facts.database, results);
    match format {
        Format::Json => render::json(io.out, &report)?,
        _ => render::schema::check(io.out, &report)?,
    }
    Ok(if report.ok {
        Outcome::Clean
    } else {
        Outcome::Findings
    })
}
