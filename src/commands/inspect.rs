//! `poolctl inspect-locks`: read InnoDB's lock state (a live server, a file or
//! stdin), find the lock patterns that hurt a reservation pool, render them.

use super::Io;
use crate::Outcome;
use crate::cli::{Format, InspectArgs};
use crate::config::Settings;
use crate::db::{Db, LockViews, Require};
use crate::innodb::{self, FindingKind, FindingOptions, Severity};
use crate::render;
use anyhow::Context;
use serde::Serialize;
use std::io::Read;

#[derive(Serialize)]
struct Report<'a> {
    /// The server, when read live.
    server: Option<String>,
    source: String,
    findings: &'a [innodb::Finding],
    /// Who blocks whom: chains of transaction ids, blocker first.
    chains: Vec<Vec<String>>,
    warnings: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    views: Option<&'a LockViews>,
}

/// Fill blockers the status text could not name from the lock views.
fn fill_blockers(findings: &mut [innodb::Finding], views: &LockViews) {
    for f in findings {
        if let FindingKind::LockWait {
            waiter, blocker, ..
        }
        | FindingKind::InsertIntentionWait {
            waiter, blocker, ..
        } = &mut f.kind
            && blocker.is_none()
        {
            *blocker = views
                .waits
                .iter()
                .find(|w| &w.waiter_trx == waiter)
                .map(|w| w.blocker_trx.clone());
        }
    }
}

pub fn run(
    settings: &Settings,
    args: InspectArgs,
    format: Format,
    io: &mut Io<'_>,
) -> anyhow::Result<Outcome> {
    let (text, server, source, views, mut warnings) = match &args.file {
        Some(path) => {
            let mut text = String::new();
            if path.as_os_str() == "-" {
                std::io::stdin()
                    .read_to_string(&mut text)
                    .context("cannot read stdin")?;
            } else {
                let bytes = std::fs::read(path)
                    .with_context(|| format!("cannot read {}", path.display()))?;
                text = String::from_utf8_lossy(&bytes).into_owned();
            }
            (
                text,
                None,
                format!("file {}", path.display()),
                None,
                Vec::new(),
            )
        }
        None => {
            let target = settings.target()?;
            let mut db = Db::connect(&target, Require::Connection)?;
            let mut warnings = Vec::new();
            if !db.status_output_locks()? {
                warnings.push(
                    "innodb_status_output_locks is OFF: granted locks are not printed, so gap locks and \
                     blockers may be missing (SET GLOBAL innodb_status_output_locks = ON)"
                        .to_string(),
                );
            }
            let text = db.innodb_status()?;
            let views = db.lock_views()?;
            (
                text,
                Some(db.server().to_string()),
                target.display_url(),
                Some(views),
                warnings,
            )
        }
    };
    let status = innodb::parse(&text);
    warnings.extend(status.warnings.iter().map(|w| w.to_string()));
    let pool_tables = if args.pool_table.is_empty() {
        vec![settings.file.tables.units.clone()]
    } else {
        args.pool_table.clone()
    };
    let options = FindingOptions {
        pool_tables,
        long_transaction_secs: args.long_transaction_secs,
    };
    let mut findings = innodb::findings(&status, &options);
    if let Some(v) = &views {
        fill_blockers(&mut findings, v);
    }
    let chains = innodb::blocking_chains(&status);
    let failed = findings.iter().any(|f| f.severity == Severity::Error);
    for w in &warnings {
        writeln!(io.err, "poolctl: warning: {w}")?;
    }
    match format {
        Format::Json => render::json(
            io.out,
            &Report {
                server,
                source,
                findings: &findings,
                chains,
                warnings,
                views: views.as_ref(),
            },
        )?,
        _ => render::locks::text(io.out, &source, server.as_deref(), &findings, &chains)?,
    }
    Ok(if failed {
        Outcome::Findings
    } else {
        Outcome::Clean
    })
}
