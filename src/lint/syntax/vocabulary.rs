//! The words of MySQL that the front end reads and the facts keep as they
//! are: isolation levels, the scope of a `SET` of isolation, a locking
//! clause's kind and wait policy, a stored program's kind.

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum IsolationLevel {
    ReadUncommitted,
    ReadCommitted,
    RepeatableRead,
    Serializable,
}

impl IsolationLevel {
    /// `READ-COMMITTED`, `read committed`, `Read_Committed`, ...
    pub fn parse(s: &str) -> Option<IsolationLevel> {
        let norm: String = s
            .trim()
            .chars()
            .map(|c| {
                if c == '-' || c == '_' || c == ' ' {
                    ' '
                } else {
                    c.to_ascii_uppercase()
                }
            })
            .collect();
        match norm
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .as_str()
        {
            "READ UNCOMMITTED" => Some(IsolationLevel::ReadUncommitted),
            "READ COMMITTED" => Some(IsolationLevel::ReadCommitted),
            "REPEATABLE READ" => Some(IsolationLevel::RepeatableRead),
            "SERIALIZABLE" => Some(IsolationLevel::Serializable),
            _ => None,
        }
    }

    pub fn as_sql(self) -> &'static str {
        match self {
            IsolationLevel::ReadUncommitted => "READ UNCOMMITTED",
            IsolationLevel::ReadCommitted => "READ COMMITTED",
            IsolationLevel::RepeatableRead => "REPEATABLE READ",
            IsolationLevel::Serializable => "SERIALIZABLE",
        }
    }

    /// Whether InnoDB takes gap and next-key locks for locking reads here.
    pub fn takes_gap_locks(self) -> bool {
        matches!(
            self,
            IsolationLevel::RepeatableRead | IsolationLevel::Serializable
        )
    }
}

/// Where a `SET` of isolation applies, as MySQL defines it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetScope {
    /// `SET TRANSACTION ...`, `SET @@transaction_isolation = ...`.
    NextTransaction,
    /// `SET SESSION ...`, `SET transaction_isolation = ...`, `@@SESSION.`.
    Session,
    /// `SET GLOBAL ...`: new sessions only, not this one.
    Global,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum LockKind {
    /// `FOR UPDATE`
    Update,
    /// `FOR SHARE`
    Share,
    /// `LOCK IN SHARE MODE`
    ShareMode,
}

impl LockKind {
    pub fn as_sql(self) -> &'static str {
        match self {
            LockKind::Update => "FOR UPDATE",
            LockKind::Share => "FOR SHARE",
            LockKind::ShareMode => "LOCK IN SHARE MODE",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum LockWait {
    Wait,
    Nowait,
    SkipLocked,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum RoutineKind {
    Procedure,
    Function,
    Trigger,
    Event,
}

impl RoutineKind {
    pub fn as_sql(self) -> &'static str {
        match self {
            RoutineKind::Procedure => "PROCEDURE",
            RoutineKind::Function => "FUNCTION",
            RoutineKind::Trigger => "TRIGGER",
            RoutineKind::Event => "EVENT",
        }
    }
}
