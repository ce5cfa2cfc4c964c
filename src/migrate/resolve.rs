//! What `migrate resolve N --mark pending` may record. Marking pending forgets
//! a migration so the next `migrate run` applies it again: right for a dirty
//! migration whose partial changes were undone by hand, wrong for one that is
//! applied and clean (its objects exist, the rerun fails or half-applies), and
//! wrong below a migration that stays applied (the history would be out of
//! order, which `migrate run` refuses). Pure: decided from the status lines.

use super::{RUNBOOK_DIRTY, State, StatusLine};

/// Why `--mark pending` is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PendingRefused {
    #[error(
        "V{version}__{name} is applied and unchanged: there is nothing to resolve, and --mark \
         pending would make `migrate run` apply it again on top of its own tables. To change \
         the schema, add a new migration above the newest one (see {RUNBOOK_DIRTY})"
    )]
    Applied { version: i64, name: String },
    #[error(
        "--mark pending would leave V{version}__{name} pending below V{later}, which stays \
         {later_state}: an out-of-order history that `migrate run` refuses. Resolve V{later} first \
         (see {RUNBOOK_DIRTY})"
    )]
    BelowRecorded {
        version: i64,
        name: String,
        later: i64,
        later_state: &'static str,
    },
}

/// Whether migration `version` (one of `lines`) may be marked pending.
pub fn check_mark_pending(lines: &[StatusLine], version: i64) -> Result<(), PendingRefused> {
    let Some(line) = lines.iter().find(|l| l.version == version) else {
        return Ok(());
    };
    if line.state == State::Applied {
        return Err(PendingRefused::Applied {
            version,
            name: line.name.clone(),
        });
    }
    if let Some(later) = lines
        .iter()
        .filter(|l| l.version > version && l.state != State::Pending)
        .min_by_key(|l| l.version)
    {
        return Err(PendingRefused::BelowRecorded {
            version,
            name: line.name.clone(),
            later: later.version,
            later_state: later.state.as_str(),
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(version: i64, state: State) -> StatusLine {
        StatusLine {
            version,
            name: format!("m{version}"),
            state,
            checksum: Some("c".into()),
            recorded_checksum: None,
            started_at: None,
            finished_at: None,
            applied_by: None,
            progress: None,
        }
    }

    #[test]
    fn clean_applied_and_out_of_order_are_refused() {
        let lines = [
            line(1, State::Applied),
            line(2, State::Dirty),
            line(3, State::Pending),
        ];
        assert!(matches!(
            check_mark_pending(&lines, 1),
            Err(PendingRefused::Applied { version: 1, .. })
        ));
        // The dirty newest one: the case resolve exists for.
        assert_eq!(check_mark_pending(&lines, 2), Ok(()));

        let lines = [
            line(1, State::Applied),
            line(2, State::Diverged),
            line(3, State::Applied),
        ];
        let err = check_mark_pending(&lines, 2).unwrap_err();
        assert_eq!(
            err,
            PendingRefused::BelowRecorded {
                version: 2,
                name: "m2".into(),
                later: 3,
                later_state: "applied"
            }
        );
        assert!(err.to_string().contains("Resolve V3 first"), "{err}");
    }
}
