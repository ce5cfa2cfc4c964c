//! `poolctl cutover` as text: the state, the change (made, would be made,
//! refused), each precondition.

use super::{Column, columns};
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
    Ok(())
}
