//! What the status parser could not interpret, as typed values. Parsing never
//! fails: each problem is recorded here and the parse goes on. Line numbers are
//! 1-based in the normalised text (the same as the input's, except for the
//! mysql client's escaped tabular output, whose single cell becomes many lines).

use serde::Serialize;

/// How much a problem matters to someone reading the result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum WarningLevel {
    /// Worth knowing, nothing was lost (elided lines, lock monitor off).
    Note,
    /// Something was not understood or is missing.
    Warning,
}

/// A problem met while parsing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[serde(tag = "problem", rename_all = "kebab-case")]
pub enum ParseWarning {
    #[error("the input is empty")]
    Empty,
    #[error("no InnoDB status found: no monitor header, TRANSACTIONS or deadlock section")]
    NotInnodbStatus,
    #[error(
        "line {line}: the output ends without `END OF INNODB MONITOR OUTPUT` (cut at the server's 1 MB cap or by a copy); what came before it is used"
    )]
    Truncated { line: usize },
    #[error("line {line}: `... truncated...`: whoever captured this text removed lines here")]
    Elided { line: usize },
    #[error(
        "no monitor header: a fragment of a status output (sections found are used, the rest is unknown)"
    )]
    Fragment,
    #[error("{count} earlier status outputs in the same input were skipped; the last one is used")]
    EarlierOutputsSkipped { count: usize },
    #[error("line {line}: unrecognised transaction header: {text}")]
    BadTransactionHeader { line: usize, text: String },
    #[error("line {line}: unrecognised lock line: {text}")]
    BadLockLine { line: usize, text: String },
    #[error("line {line}: lock line outside any transaction: {text}")]
    LockOutsideTransaction { line: usize, text: String },
    #[error("line {line}: unrecognised deadlock section line: {text}")]
    BadDeadlockLine { line: usize, text: String },
    #[error(
        "line {line}: a deadlock section that could not be read ({reason}): no deadlock finding is made from it"
    )]
    UnreadableDeadlock { line: usize, reason: String },
    #[error(
        "line {line}: deadlock transaction {} has no readable `TRANSACTION <id>, ...` line: left out of the deadlock",
        number.map_or_else(|| "(un-numbered)".to_string(), |n| format!("({n})"))
    )]
    UnreadableDeadlockTransaction { line: usize, number: Option<u32> },
    #[error(
        "{count} transaction(s) hold locks of which no lock line is printed: innodb_status_output_locks is OFF, so granted locks and blockers are not visible"
    )]
    LockLinesHidden { count: usize },
    #[error(
        "{lines} lock line(s) under {transactions} transaction(s) carry another trx id than the transaction they are printed under (a spliced or edited capture); they are kept where printed"
    )]
    ForeignLockLines { transactions: usize, lines: usize },
    #[error(
        "line {line}: `WE ROLL BACK TRANSACTION ({number})` names no transaction of the deadlock (MariaDB MDEV-29187 prints 0)"
    )]
    UnknownVictim { line: usize, number: u32 },
}

impl ParseWarning {
    pub fn level(&self) -> WarningLevel {
        match self {
            ParseWarning::Elided { .. }
            | ParseWarning::Fragment
            | ParseWarning::EarlierOutputsSkipped { .. }
            | ParseWarning::LockLinesHidden { .. }
            | ParseWarning::ForeignLockLines { .. }
            | ParseWarning::UnknownVictim { .. } => WarningLevel::Note,
            _ => WarningLevel::Warning,
        }
    }

    /// The line it refers to, where it has one.
    pub fn line(&self) -> Option<usize> {
        match self {
            ParseWarning::Truncated { line }
            | ParseWarning::Elided { line }
            | ParseWarning::BadTransactionHeader { line, .. }
            | ParseWarning::BadLockLine { line, .. }
            | ParseWarning::LockOutsideTransaction { line, .. }
            | ParseWarning::BadDeadlockLine { line, .. }
            | ParseWarning::UnreadableDeadlock { line, .. }
            | ParseWarning::UnreadableDeadlockTransaction { line, .. }
            | ParseWarning::UnknownVictim { line, .. } => Some(*line),
            _ => None,
        }
    }
}
