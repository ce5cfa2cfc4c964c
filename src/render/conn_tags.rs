//! `poolctl conn-tags` for people: the source and window, the tags ranked by
//! idle-in-transaction time, untagged traffic by user and host, what the
//! source cannot see. JSON is the [`Report`] itself (`render::json`).

use crate::conntags::{Report, Row};
use crate::render::{self, Column};
use std::io::{self, Write};

/// Where the runbook for a tag holding connections while idle lives.
pub const RUNBOOK: &str = "runbooks/conn-tags.md#a-tag-holds-connections-while-idle";

fn secs(x: Option<f64>) -> String {
    match x {
        None => "-".into(),
        Some(v) if v >= 100.0 => format!("{v:.0}"),
        Some(v) if v >= 10.0 => format!("{v:.1}"),
        Some(v) => format!("{v:.3}"),
    }
}

/// The name a row is shown by: its tag, or `user@host` (marked when the
/// sampler never caught a statement of these connections).
fn shown_name(r: &Row) -> String {
    match (&r.tag, r.unseen) {
        (Some(t), _) => t.clone(),
        (None, Some(true)) => format!("{} (unseen)", r.name()),
        _ => r.name(),
    }
}

/// A section's table; `owner` heads the column of names.
fn columns(owner: &'static str) -> Vec<Column<Row>> {
    vec![
        Column::new(owner, shown_name),
        Column::new("hold s", |r| secs(Some(r.hold_secs))),
        Column::new("share", |r| format!("{:.1}%", r.share * 100.0)),
        Column::new("idle in trx s", |r| secs(r.idle_in_transaction_secs)),
        Column::new("trx s", |r| secs(Some(r.transaction_secs))),
        Column::new("busy s", |r| secs(r.busy_secs)),
        Column::new("lock wait s", |r| secs(r.lock_wait_secs)),
        Column::new("rows locked", |r| {
            r.rows_locked.map_or("-".into(), |n| n.to_string())
        }),
        Column::new("trx", |r| r.transactions.to_string()),
        Column::new("stmts", |r| r.statements.to_string()),
        Column::new("longest trx s", |r| secs(r.longest_transaction_secs)),
    ]
}

fn section(
    out: &mut dyn Write,
    title: &str,
    rows: &[Row],
    show: usize,
    owner: &'static str,
) -> io::Result<()> {
    writeln!(out, "{title}")?;
    writeln!(
        out,
        "{}",
        render::columns(&columns(owner), rows.iter().take(show))
    )?;
    if rows.len() > show {
        writeln!(
            out,
            "... and {} more (--show N, or --format json for all)",
            rows.len() - show
        )?;
    }
    let longest: Vec<&Row> = rows
        .iter()
        .take(show)
        .filter(|r| {
            r.longest_statement
                .as_deref()
                .is_some_and(|s| !s.is_empty())
        })
        .collect();
    if !longest.is_empty() {
        writeln!(out, "longest transaction of each, and its statement:")?;
        for r in longest {
            writeln!(
                out,
                "  {}: {} s  {}",
                shown_name(r),
                secs(r.longest_transaction_secs),
                r.longest_statement.as_deref().unwrap_or("")
            )?;
        }
    }
    Ok(())
}

/// Live: the samples lost, and the first `show` outages (what the hold
/// times make of the blind time is in the notes).
fn samples_lost(out: &mut dyn Write, r: &Report, show: usize) -> io::Result<()> {
    let (Some(failed), Some(outages)) = (r.samples_failed, &r.outages) else {
        return Ok(());
    };
    if failed == 0 {
        return Ok(());
    }
    writeln!(
        out,
        "  {failed} sample(s) failed in {} outage(s), blind for {:.1} s (see notes)",
        outages.len(),
        r.blind_secs.unwrap_or(0.0)
    )?;
    for o in outages.iter().take(show) {
        let end = match o.end_secs {
            Some(_) => format!("{:.1} s blind", o.blind_secs(0.0)),
            None => "not recovered when sampling ended".to_string(),
        };
        writeln!(
            out,
            "  - from sample {}: {} failed, {end}: {}",
            o.first_sample, o.samples_failed, o.error
        )?;
    }
    if outages.len() > show {
        writeln!(
            out,
            "  ... and {} more outage(s) (--format json for all)",
            outages.len() - show
        )?;
    }
    Ok(())
}

/// The report as tables.
pub fn table(out: &mut dyn Write, r: &Report, show: usize) -> io::Result<()> {
    write!(out, "conn-tags: {}", r.source.describe())?;
    if let Some(s) = &r.server {
        write!(out, ", {s}")?;
    }
    writeln!(out, "\n  {}", r.target)?;
    write!(out, "  window {:.1} s", r.window_secs)?;
    if let (Some(n), Some(rate)) = (r.samples, r.rate) {
        write!(out, ", {n} samples ({rate:.1}/s)")?;
    }
    writeln!(out)?;
    samples_lost(out, r, show)?;
    writeln!(out)?;
    if r.tags.is_empty() {
        writeln!(
            out,
            "no tagged traffic (statements carry /* conn_tag:NAME */ comments)"
        )?;
    } else {
        section(
            out,
            "by tag, most idle in transaction first:",
            &r.tags,
            show,
            "tag",
        )?;
    }
    if !r.untagged.is_empty() {
        writeln!(out)?;
        section(
            out,
            "untagged (what still needs a /* conn_tag:NAME */), by user@host:",
            &r.untagged,
            show,
            "user@host",
        )?;
    }
    if r.tags
        .iter()
        .chain(&r.untagged)
        .any(|x| x.idle_in_transaction_secs.unwrap_or(0.0) > 0.0)
    {
        writeln!(out)?;
        writeln!(
            out,
            "idle in transaction holds a connection doing nothing: {RUNBOOK}"
        )?;
    }
    writeln!(out)?;
    writeln!(out, "what this source cannot see:")?;
    for b in &r.blind_spots {
        writeln!(out, "  - {b}")?;
    }
    if !r.notes.is_empty() {
        writeln!(out, "notes:")?;
        for n in &r.notes {
            writeln!(out, "  - {n}")?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conntags::SourceKind;
    use crate::conntags::tally::{Known, Run, Tally};

    fn row(tag: Option<&str>, idle: f64, hold: f64, share: f64) -> Row {
        Row {
            tag: tag.map(str::to_string),
            user: tag.is_none().then(|| "app".into()),
            host: tag.is_none().then(|| "10.0.0.5".into()),
            unseen: tag.is_none().then_some(false),
            busy_secs: Some(0.25),
            transaction_secs: hold - 0.1,
            idle_in_transaction_secs: Some(idle),
            lock_wait_secs: Some(0.0),
            transactions: 120,
            statements: 360,
            share,
            longest_transaction_secs: Some(0.231),
            longest_statement: Some(
                "/* conn_tag:checkout */ SELECT id FROM u WHERE k = ? FOR UPDATE".into(),
            ),
            hold_secs: hold,
            rows_locked: Some(120),
        }
    }

    #[test]
    fn conn_tags_table() {
        let r = Report {
            source: SourceKind::PerformanceSchema,
            window_secs: 30.0,
            tags: vec![
                row(Some("checkout"), 24.1, 29.6, 0.6),
                row(Some("reserve"), 2.4, 12.0, 0.3),
            ],
            untagged: vec![row(None, 0.0, 4.9, 0.1)],
            server: Some("MariaDB 10.11.19".into()),
            target: "mysql://poolctl@127.0.0.1:3306/shop".into(),
            samples: Some(291),
            rate: Some(9.7),
            blind_spots: vec!["one thing".into()],
            notes: vec!["a note".into()],
            samples_failed: None,
            blind_secs: None,
            outages: None,
        };
        let mut out = Vec::new();
        table(&mut out, &r, 10).unwrap();
        insta::assert_snapshot!("conn_tags_table", String::from_utf8(out).unwrap());
        let mut out = Vec::new();
        table(&mut out, &r, 1).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains("... and 1 more"), "{text}");
    }

    #[test]
    fn lost_samples_are_counted_under_the_window() {
        use crate::outages::Outages;
        let mut o = Outages::default();
        o.succeeded(1, 0.0);
        o.failed(2, 0.1, "lost the connection");
        for n in 3..=37 {
            o.failed(n, n as f64 / 10.0, "refused");
        }
        o.succeeded(38, 4.2);
        o.failed(39, 4.3, "no answer");
        let r = Tally::default()
            .report(Run {
                source: SourceKind::ProcesslistSampling,
                known: Known::ALL,
                window: 5.0,
                target: "t".into(),
                server: None,
                samples: Some(2),
                interrupted: false,
                blind_spots: Vec::new(),
                notes: Vec::new(),
            })
            .with_outages(o.all().to_vec(), o.samples_failed(), o.blind_secs(5.0));
        let mut out = Vec::new();
        table(&mut out, &r, 10).unwrap();
        let text = String::from_utf8(out).unwrap();
        for line in [
            "  37 sample(s) failed in 2 outage(s), blind for 4.8 s (see notes)\n",
            "  - from sample 2: 36 failed, 4.1 s blind: lost the connection\n",
            "  - from sample 39: 1 failed, not recovered when sampling ended: no answer\n",
            "  - 37 sample(s) failed in 2 outage(s): blind for 4.8 s; hold \
             times exclude the blind time",
        ] {
            assert!(text.contains(line), "{line:?} in:\n{text}");
        }
        let mut out = Vec::new();
        table(&mut out, &r, 1).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains("  ... and 1 more outage(s)"), "{text}");
    }
}
