//! Whether a server's performance_schema can serve as the source: the
//! consumers and instruments it must have on, as the server reports them
//! (read by `db::conn_tags` with [`crate::conntags::sql`]), judged here:
//! what is missing, in words, and the sizes that bound what it shows.

use super::rows::PsLimits;

/// The consumers the performance_schema source reads.
pub const CONSUMERS: [&str; 6] = [
    "global_instrumentation",
    "thread_instrumentation",
    "events_statements_current",
    "events_statements_history",
    "events_transactions_current",
    "events_transactions_history",
];

/// Statement instruments that must be enabled and timed (a sample of the
/// `statement/sql/*` family: reads, BEGIN, COMMIT).
pub const STATEMENT_INSTRUMENTS: [&str; 3] = [
    "statement/sql/select",
    "statement/sql/begin",
    "statement/sql/commit",
];

/// The sizes assumed until the server says: its defaults.
const DEFAULT_LIMITS: PsLimits = PsLimits {
    statements_history: 10,
    sql_text_length: 1024,
};

/// What the server says of its performance_schema, once it is on.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PsSetup {
    /// `setup_consumers` rows of [`CONSUMERS`]: (NAME, ENABLED).
    pub consumers: Vec<(String, String)>,
    /// The `transaction` instrument's (ENABLED, TIMED).
    pub transaction_instrument: Option<(String, String)>,
    /// How many of [`STATEMENT_INSTRUMENTS`] are enabled and timed.
    pub statement_instruments_on: Option<u64>,
    /// `performance_schema_events_statements_history_size` and
    /// `performance_schema_max_sql_text_length`.
    pub sizes: Option<(i64, i64)>,
    /// The sampler's own `THREAD_ID`.
    pub own_thread: Option<u64>,
}

/// Whether the performance_schema source can be used, and if not, why.
#[derive(Debug, Clone, PartialEq)]
pub struct PsStatus {
    /// What is off (empty: usable).
    pub missing: Vec<String>,
    pub limits: PsLimits,
    /// The sampler's own performance_schema thread.
    pub own_thread: u64,
}

impl PsStatus {
    /// `@@performance_schema` is off.
    pub fn off() -> PsStatus {
        PsStatus {
            missing: vec!["performance_schema is OFF".into()],
            limits: DEFAULT_LIMITS,
            own_thread: 0,
        }
    }

    /// The status of a performance_schema that is on, from its setup.
    pub fn of(setup: &PsSetup) -> PsStatus {
        let mut missing = Vec::new();
        for c in CONSUMERS {
            if !setup.consumers.iter().any(|(n, e)| n == c && e == "YES") {
                missing.push(format!("consumer {c} is off"));
            }
        }
        if setup
            .transaction_instrument
            .as_ref()
            .is_none_or(|(e, t)| e != "YES" || t != "YES")
        {
            missing.push("instrument transaction is not enabled and timed".into());
        }
        if setup.statement_instruments_on != Some(STATEMENT_INSTRUMENTS.len() as u64) {
            missing
                .push("statement instruments (statement/sql/*) are not enabled and timed".into());
        }
        let limits = match setup.sizes {
            Some((h, l)) => PsLimits {
                statements_history: h.max(1) as u64,
                sql_text_length: l.max(0) as u64,
            },
            None => DEFAULT_LIMITS,
        };
        PsStatus {
            missing,
            limits,
            own_thread: setup.own_thread.unwrap_or(0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_is_off_is_named() {
        let status = PsStatus::of(&PsSetup {
            consumers: vec![("global_instrumentation".into(), "YES".into())],
            transaction_instrument: Some(("YES".into(), "NO".into())),
            statement_instruments_on: Some(2),
            sizes: None,
            own_thread: None,
        });
        assert_eq!(status.missing.len(), 5 + 1 + 1, "{status:?}");
        assert_eq!(status.missing[0], "consumer thread_instrumentation is off");
        assert_eq!(status.limits, DEFAULT_LIMITS);
        let on = PsStatus::of(&PsSetup {
            consumers: CONSUMERS
                .iter()
                .map(|c| (c.to_string(), "YES".into()))
                .collect(),
            transaction_instrument: Some(("YES".into(), "YES".into())),
            statement_instruments_on: Some(3),
            sizes: Some((0, 4096)),
            own_thread: Some(42),
        });
        assert!(on.missing.is_empty(), "{on:?}");
        assert_eq!((on.limits.statements_history, on.own_thread), (1, 42));
        assert_eq!(PsStatus::off().missing, ["performance_schema is OFF"]);
    }
}
