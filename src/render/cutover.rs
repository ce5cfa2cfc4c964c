//! `poolctl cutover` as text: the state, the change (made, would be made,
//! refused), each precondition, the seeding of the legacy holds.

use super::{Column, columns};
use crate::cutover::seed::Round;
use crate::cutover::{Action, Condition, CutoverReport};
use std::io::{self, Write};

const CONDITIONS: &[Column<Condition>] = &[
    Column::new("", |c| if c.holds { "ok" } else { "NOT MET" }.into()),
    Column::new("precondition", |c| c.name.into()),
    Column::new("seen", |c| c.detail.clone()),
];

pub fn report(out: &mut dyn Write, r: &CutoverReport) -> io::Result<()> {
    writeln!(out, "cutover of {} ({})", r.database, r.target)?;
    writeln!(
        out,
        "state: {} (since {} UTC, by {})",
        r.state, r.changed_at, r.changed_by
    )?;
    match (r.action, r.to) {
        (None, Some(_)) | (None, None) => {}
        (Some(a), Some(to)) if r.changed => {
            writeln!(out, "{}: {} -> {to}: done", a.as_str(), r.state)?
        }
        (Some(a), Some(to)) if r.refused.is_none() && r.nothing_to_do.is_none() => writeln!(
            out,
            "{}: {} -> {to}: would be made (dry run: nothing written)",
            a.as_str(),
            r.state
        )?,
        (Some(a), _) => writeln!(
            out,
            "{}: {}",
            a.as_str(),
            r.refused
                .as_deref()
                .or(r.nothing_to_do.as_deref())
                .unwrap_or("not made")
        )?,
    }
    if r.action.is_none() {
        match r.state.after(Action::Advance) {
            Some(next) => writeln!(out, "next advance: {} -> {next}", r.state)?,
            None => writeln!(out, "next advance: none (the pool is the source of truth)")?,
        }
    }
    if !r.conditions.is_empty() {
        writeln!(out, "{}", columns(CONDITIONS, &r.conditions))?;
    }
    if let Some(e) = &r.evidence_error {
        writeln!(out, "evidence not read (recorded as such): {e}")?;
    }
    if let Some(s) = &r.seeding {
        let verb = if r.dry_run { "to seed" } else { "seeded" };
        round(out, "legacy holds before the change", verb, &s.before)?;
        if let Some(after) = &s.after {
            let when = format!("legacy holds {} ms after the change", s.waited_ms);
            round(out, &when, verb, after)?;
        }
    }
    Ok(())
}

/// One seeding round: its counts, then each hold left in Redis only.
fn round(out: &mut dyn Write, when: &str, verb: &str, r: &Round) -> io::Result<()> {
    writeln!(
        out,
        "{when}: {} found, {} {verb} into the pool, {} already there, {} gone, \
         {} of other shops, {} unreadable",
        r.scanned, r.seeded, r.in_pool, r.gone, r.other_shops, r.unreadable
    )?;
    for h in &r.unseeded {
        let expiry = h.ttl_ms.map_or_else(
            || "no expiry".to_string(),
            |ms| format!("expires in {} s", ms.div_ceil(1000)),
        );
        writeln!(
            out,
            "  NOT SEEDED: pool {}/{}/{} checkout {}: {} unit(s), {expiry}",
            h.shop, h.item, h.location, h.checkout, h.quantity
        )?;
    }
    Ok(())
}
