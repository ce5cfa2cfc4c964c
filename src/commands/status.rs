//! `poolctl status`: read every pool of the scope in one snapshot, rank,
//! render; with `--watch`, again every SECS seconds.

use super::Io;
use super::watch::Watch;
use crate::Outcome;
use crate::cli::{Format, StatusArgs};
use crate::config::{Settings, TableNames};
use crate::db::{Db, Require};
use crate::pool::PoolKey;
use crate::pool::status::{PoolStatus, StatusReport, rank, totals};
use crate::pool::status_sql::{StatusScope, StatusSql};
use crate::reconnect::Reconnect;
use crate::render;

pub fn run(
    settings: &Settings,
    args: StatusArgs,
    format: Format,
    io: &mut Io<'_>,
) -> anyhow::Result<Outcome> {
    let ledger = super::ledger(settings)?;
    let target = settings.target()?;
    let database = target.require_database()?.to_string();
    let mut db = Db::connect(&target, Require::Connection)?;
    let sql = StatusSql::new(&settings.file.tables, ledger, settings.file.pool.cap);
    let scope = match (args.shop, args.item, args.location) {
        (Some(shop), Some(item), Some(location)) => StatusScope::One(PoolKey {
            shop,
            item,
            location,
        }),
        (Some(shop), _, _) => StatusScope::Shop(shop),
        _ => StatusScope::All,
    };
    // One pool by its key: no other row matters.
    if !matches!(scope, StatusScope::One(_)) {
        super::warn_unkeyed_ledger_rows(&mut db, settings, ledger, io)?;
    }
    let reader = Reader {
        sql: &sql,
        scope,
        tables: &settings.file.tables,
        target: target.display_url(),
        database,
    };
    let Some(interval) = args.watch else {
        let report = reader.read(&mut db)?;
        match format {
            Format::Json => render::json(io.out, &report)?,
            _ => render::status::table(io.out, &report, args.show)?,
        }
        return Ok(outcome(&report));
    };
    let watch = Watch::new(interval, args.samples)?;
    let mut db = Reconnect::at_each_use(db);
    let mut worst = Outcome::Clean;
    let redraw = format != Format::Json && io.terminal.redraws();
    watch.run(|n| {
        // A failed read (failover, "server has gone away") is reported once
        // per outage and retried on a new connection at the next sample;
        // `--format json` writes a record in its place.
        let read = db.with(
            || Ok(Db::connect(&target, Require::Connection)?),
            |c| reader.read(c),
        );
        let Some(mut report) = watch.took(n, read, format == Format::Json, io)? else {
            return Ok(());
        };
        report.sample = Some(n);
        report.time = Some(super::watch::unix_now());
        if outcome(&report) == Outcome::Findings {
            worst = Outcome::Findings;
        }
        if format == Format::Json {
            serde_json::to_writer(&mut *io.out, &report)?;
            writeln!(io.out)?;
        } else {
            watch.header(io.out, redraw, n)?;
            render::status::table(io.out, &report, args.show)?;
        }
        io.out.flush()?;
        Ok(())
    })?;
    watch.finish(worst)
}

/// One status read: the numbers of every pool in scope, ranked and totalled.
struct Reader<'a> {
    sql: &'a StatusSql,
    scope: StatusScope,
    tables: &'a TableNames,
    target: String,
    database: String,
}

impl Reader<'_> {
    fn read(&self, db: &mut Db) -> anyhow::Result<StatusReport> {
        let pools = db.pool_status(self.sql, self.scope).map_err(|e| {
            // Where the tables come from is the hint for a refused read, not
            // for a server that stopped answering or a lost connection
            // (their messages say what to do).
            if e.connection_failed() {
                return anyhow::Error::new(e);
            }
            let t = self.tables;
            anyhow::Error::new(e).context(format!(
                "status reads {}, {}, {}, {} (from `poolctl migrate run`) and the [ledger] \
                 table in poolctl.toml",
                t.units, t.holds, t.caps, t.refill_state
            ))
        })?;
        let mut pools: Vec<PoolStatus> = pools.into_iter().map(PoolStatus::of).collect();
        rank(&mut pools);
        Ok(StatusReport {
            target: self.target.clone(),
            database: self.database.clone(),
            totals: totals(&pools),
            pools,
            sample: None,
            time: None,
        })
    }
}

/// 1 when a pool is drained or over its target, or a hold has expired.
fn outcome(r: &StatusReport) -> Outcome {
    if r.totals.drained > 0 || r.totals.over_target > 0 || r.totals.expired_holds > 0 {
        Outcome::Findings
    } else {
        Outcome::Clean
    }
}
