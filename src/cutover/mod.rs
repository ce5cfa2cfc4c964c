//! The move off legacy Redis counters, one database at a time: which store
//! is the source of truth ([`State`]: `redis` -> `shadow` -> `mysql`), which
//! way a change goes ([`Action`]), what must hold before an advance
//! ([`judge`], from the [`Evidence`] read of the database), and the report
//! of `poolctl cutover` ([`CutoverReport`]). Pure: the reads and the change
//! itself are the seam's (`crate::db::cutover`), their SQL is [`sql`].
//!
//! An advance is judged; a rollback never is: it is the kill switch, and it
//! must work when everything else is broken (the evidence is still read
//! where it can be, and recorded in the audit table).

pub mod seed;
pub mod sql;

use schemars::JsonSchema;
use serde::Serialize;
use std::fmt;

/// Which store decides a reservation on this database.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum State {
    /// The legacy Redis counters decide; the pool is not written.
    Redis,
    /// Both stores are written; Redis decides; every disagreement is
    /// recorded in `shadow_disagreements`.
    Shadow,
    /// The pool decides; the Redis counters are still written, so a
    /// rollback finds them current.
    Mysql,
}

impl State {
    pub const ALL: [State; 3] = [State::Redis, State::Shadow, State::Mysql];

    /// As the `pool_cutover` table spells it.
    pub fn as_str(self) -> &'static str {
        match self {
            State::Redis => "redis",
            State::Shadow => "shadow",
            State::Mysql => "mysql",
        }
    }

    /// The state the table spells `s`.
    pub fn parse(s: &str) -> Option<State> {
        State::ALL.into_iter().find(|t| t.as_str() == s)
    }

    /// Where `action` goes from here; `None` at the end of the way.
    pub fn after(self, action: Action) -> Option<State> {
        match (action, self) {
            (Action::Advance, State::Redis) => Some(State::Shadow),
            (Action::Advance, State::Shadow) => Some(State::Mysql),
            (Action::Rollback, State::Mysql) => Some(State::Shadow),
            (Action::Rollback, State::Shadow) => Some(State::Redis),
            (Action::Advance, State::Mysql) | (Action::Rollback, State::Redis) => None,
        }
    }
}

impl fmt::Display for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A change of the source of truth.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Action {
    /// One step towards the pool, when the preconditions hold.
    Advance,
    /// One step back towards Redis, always.
    Rollback,
}

impl Action {
    pub fn as_str(self) -> &'static str {
        match self {
            Action::Advance => "advance",
            Action::Rollback => "rollback",
        }
    }
}

/// What an advance is judged on, read from the database in one go.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Evidence {
    /// `poolctl schema check`'s failed checks, by name; empty when it
    /// passes.
    pub schema_failures: Vec<String>,
    /// The connection id of the replenisher leading this database (the
    /// holder of its leader lock); null when none leads.
    pub leader_connection: Option<u64>,
    /// The window the shadow figures cover, in seconds.
    #[schemars(extend("x-unit" = "seconds"))]
    pub window_secs: u64,
    /// Operations shadow mode recorded in the window (`shadow_operations`).
    pub shadow_operations: u64,
    /// Disagreements it recorded in the window (`shadow_disagreements`).
    pub disagreements: u64,
    /// Pools read.
    pub pools: u64,
    /// Pools empty while the ledger has stock beyond their holds.
    pub drained_pools: u64,
    /// The pools' rows over their targets, in percent; null when the
    /// targets add up to 0.
    #[schemars(extend("x-unit" = "percent"))]
    pub fill_percent: Option<f64>,
}

impl Evidence {
    /// Disagreements per operation in the window; `None` without
    /// operations.
    pub fn disagreement_rate(&self) -> Option<f64> {
        (self.shadow_operations > 0)
            .then(|| self.disagreements as f64 / self.shadow_operations as f64)
    }
}

/// What an advance requires, beyond the evidence.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Thresholds {
    /// `--max-disagreement`: the highest disagreement rate (a share, 0 to
    /// 1) an advance to `mysql` accepts.
    pub max_disagreement: f64,
    /// `--min-operations`: the fewest shadow operations in the window an
    /// advance to `mysql` accepts (a quiet window proves nothing).
    pub min_operations: u64,
    /// `--min-fill`: the lowest fill (percent of the pools' targets) an
    /// advance accepts.
    pub min_fill_percent: f64,
}

impl Default for Thresholds {
    fn default() -> Thresholds {
        Thresholds {
            max_disagreement: 0.001,
            min_operations: 1000,
            min_fill_percent: 90.0,
        }
    }
}

/// One precondition of an advance, judged.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Condition {
    /// `schema`, `leader`, `pool-filled` or `shadow-agreement`.
    pub name: &'static str,
    pub holds: bool,
    /// What was seen, and when it does not hold, what to do.
    pub detail: String,
}

/// The preconditions of `action` from `from`, judged on `evidence`: none
/// for a rollback; for an advance, a passing schema check, a leading
/// replenisher and filled pools; for the advance to `mysql`, also shadow
/// traffic in the window that agreed.
pub fn judge(action: Action, from: State, evidence: &Evidence, t: &Thresholds) -> Vec<Condition> {
    if action == Action::Rollback {
        return Vec::new();
    }
    let mut out = vec![
        Condition {
            name: "schema",
            holds: evidence.schema_failures.is_empty(),
            detail: if evidence.schema_failures.is_empty() {
                "poolctl schema check passes".into()
            } else {
                format!(
                    "poolctl schema check fails: {}; fix them first (poolctl schema check says how)",
                    evidence.schema_failures.join(", ")
                )
            },
        },
        Condition {
            name: "leader",
            holds: evidence.leader_connection.is_some(),
            detail: match evidence.leader_connection {
                Some(id) => format!("a replenisher leads (connection {id})"),
                None => "no replenisher leads this database: start poolctl replenish".into(),
            },
        },
        pool_filled(evidence, t),
    ];
    if from == State::Shadow {
        out.push(shadow_agreement(evidence, t));
    }
    out
}

fn pool_filled(e: &Evidence, t: &Thresholds) -> Condition {
    let fill = e.fill_percent.unwrap_or(0.0);
    let holds = e.pools > 0 && e.drained_pools == 0 && fill >= t.min_fill_percent;
    let detail = if e.pools == 0 {
        "no pool: run poolctl refill --all (and start poolctl replenish)".into()
    } else if e.drained_pools > 0 {
        format!(
            "{} of {} pools drained with stock behind them: poolctl status lists them, \
             poolctl refill fills them",
            e.drained_pools, e.pools
        )
    } else if fill < t.min_fill_percent {
        format!(
            "the pools hold {fill:.1}% of their targets, under --min-fill {}%: poolctl refill \
             --all, or wait for the replenisher",
            t.min_fill_percent
        )
    } else {
        format!("{} pools at {fill:.1}% of their targets", e.pools)
    };
    Condition {
        name: "pool-filled",
        holds,
        detail,
    }
}

fn shadow_agreement(e: &Evidence, t: &Thresholds) -> Condition {
    let window = e.window_secs;
    let (holds, detail) = match e.disagreement_rate() {
        _ if e.shadow_operations < t.min_operations => (
            false,
            format!(
                "{} shadow operations in the last {window}s, under --min-operations {}: too \
                 little traffic to judge; wait, or widen --window",
                e.shadow_operations, t.min_operations
            ),
        ),
        Some(rate) if rate > t.max_disagreement => (
            false,
            format!(
                "{} disagreements in {} shadow operations in the last {window}s ({}), over \
                 --max-disagreement {}: poolctl shadow compare shows where the stores differ",
                e.disagreements,
                e.shadow_operations,
                percent(rate),
                percent(t.max_disagreement)
            ),
        ),
        rate => (
            true,
            format!(
                "{} disagreements in {} shadow operations in the last {window}s ({})",
                e.disagreements,
                e.shadow_operations,
                percent(rate.unwrap_or(0.0))
            ),
        ),
    };
    Condition {
        name: "shadow-agreement",
        holds,
        detail,
    }
}

fn percent(share: f64) -> String {
    format!("{:.3}%", share * 100.0)
}

/// What `poolctl cutover` (status, advance or rollback) did on one database.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct CutoverReport {
    /// The server, without its password.
    pub target: String,
    pub database: String,
    /// The state before the command; for `status`, the state.
    pub state: State,
    /// When it was last changed (UTC, `YYYY-MM-DD HH:MM:SS.ffffff`) and by
    /// whom.
    pub changed_at: String,
    pub changed_by: String,
    /// `advance` or `rollback`; null for `status`.
    pub action: Option<Action>,
    /// The state the action goes (or would go) to; null for `status` and
    /// at the end of the way.
    pub to: Option<State>,
    /// Whether the state was changed (false for `status`, on a dry run, a
    /// refusal, or when there was nothing to do).
    pub changed: bool,
    pub dry_run: bool,
    /// The preconditions of the advance (of the next advance, for
    /// `status`), judged; empty for a rollback.
    pub conditions: Vec<Condition>,
    /// What they were judged on; null where it could not be read (a
    /// rollback goes on without it).
    pub evidence: Option<Evidence>,
    /// Why the evidence could not be read, if it could not.
    pub evidence_error: Option<String>,
    /// Why the action was refused (an unmet precondition, more than one
    /// step forward); null otherwise.
    pub refused: Option<String>,
    /// Why the action had nothing to do (the state is already where it
    /// would go); null otherwise.
    pub nothing_to_do: Option<String>,
    /// An advance from shadow to mysql: the legacy holds brought into the
    /// pool (`seed`); absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seeding: Option<seed::SeedReport>,
}

impl CutoverReport {
    /// Whether every condition holds.
    pub fn all_hold(&self) -> bool {
        self.conditions.iter().all(|c| c.holds)
    }
}

/// What an action comes to, before any write.
#[derive(Debug, Clone, PartialEq)]
pub enum Decision {
    /// Change the state to this one.
    Change(State),
    /// Nothing to do: the state is already where the action would take it
    /// (safe to repeat: a rollout run again skips the pods already done).
    Nothing(String),
    /// Not allowed: an unmet precondition, or more than one step forward.
    Refused(String),
}

/// The state `action` goes to from `from`: `to` when named (`--to`), else
/// one step.
pub fn destination(action: Action, from: State, to: Option<State>) -> Option<State> {
    to.or_else(|| from.after(action))
}

/// What `action` to `to` (or one step) does from `from`, with the
/// preconditions judged: an advance goes one step at a time and only when
/// every precondition holds; a rollback goes back to any earlier state at
/// once, never judged.
pub fn decide(
    action: Action,
    from: State,
    to: Option<State>,
    conditions: &[Condition],
) -> Decision {
    let Some(to) = destination(action, from, to) else {
        return Decision::Nothing(match action {
            Action::Advance => "already at mysql: the pool is the source of truth".into(),
            Action::Rollback => "already at redis: nothing to roll back".into(),
        });
    };
    let behind = match action {
        Action::Advance => to <= from,
        Action::Rollback => to >= from,
    };
    if behind {
        return Decision::Nothing(format!(
            "already at {from}{}: nothing to do",
            if to == from {
                String::new()
            } else {
                format!(
                    ", {} {to}",
                    if action == Action::Advance {
                        "past"
                    } else {
                        "behind"
                    }
                )
            }
        ));
    }
    if action == Action::Rollback {
        return Decision::Change(to);
    }
    if from.after(Action::Advance) != Some(to) {
        return Decision::Refused(format!(
            "an advance goes one step at a time: from {from} to {} first",
            from.after(Action::Advance).unwrap_or(to)
        ));
    }
    let unmet: Vec<&str> = conditions
        .iter()
        .filter(|c| !c.holds)
        .map(|c| c.name)
        .collect();
    if unmet.is_empty() {
        Decision::Change(to)
    } else {
        Decision::Refused(format!(
            "not advanced from {from} to {to}: {} not met",
            unmet.join(", ")
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn good() -> Evidence {
        Evidence {
            schema_failures: Vec::new(),
            leader_connection: Some(42),
            window_secs: 600,
            shadow_operations: 5000,
            disagreements: 2,
            pools: 10,
            drained_pools: 0,
            fill_percent: Some(100.0),
        }
    }

    fn unmet(action: Action, from: State, e: &Evidence) -> Vec<&'static str> {
        judge(action, from, e, &Thresholds::default())
            .into_iter()
            .filter(|c| !c.holds)
            .map(|c| c.name)
            .collect()
    }

    #[test]
    fn the_way_is_redis_shadow_mysql_and_back() {
        assert_eq!(State::Redis.after(Action::Advance), Some(State::Shadow));
        assert_eq!(State::Shadow.after(Action::Advance), Some(State::Mysql));
        assert_eq!(State::Mysql.after(Action::Advance), None);
        assert_eq!(State::Mysql.after(Action::Rollback), Some(State::Shadow));
        assert_eq!(State::Shadow.after(Action::Rollback), Some(State::Redis));
        assert_eq!(State::Redis.after(Action::Rollback), None);
        for s in State::ALL {
            assert_eq!(State::parse(s.as_str()), Some(s));
        }
        assert_eq!(State::parse("Redis"), None);
    }

    #[test]
    fn an_advance_needs_each_precondition() {
        assert!(unmet(Action::Advance, State::Shadow, &good()).is_empty());
        let e = Evidence {
            schema_failures: vec!["units-primary-key".into()],
            ..good()
        };
        assert_eq!(unmet(Action::Advance, State::Redis, &e), ["schema"]);
        let e = Evidence {
            leader_connection: None,
            ..good()
        };
        assert_eq!(unmet(Action::Advance, State::Redis, &e), ["leader"]);
        let e = Evidence {
            drained_pools: 1,
            ..good()
        };
        assert_eq!(unmet(Action::Advance, State::Redis, &e), ["pool-filled"]);
        let e = Evidence {
            fill_percent: Some(50.0),
            ..good()
        };
        assert_eq!(unmet(Action::Advance, State::Redis, &e), ["pool-filled"]);
        let e = Evidence {
            pools: 0,
            fill_percent: None,
            ..good()
        };
        assert_eq!(unmet(Action::Advance, State::Redis, &e), ["pool-filled"]);
    }

    #[test]
    fn only_the_advance_to_mysql_asks_for_agreement() {
        let disagreeing = Evidence {
            disagreements: 100,
            ..good()
        };
        assert!(unmet(Action::Advance, State::Redis, &disagreeing).is_empty());
        assert_eq!(
            unmet(Action::Advance, State::Shadow, &disagreeing),
            ["shadow-agreement"]
        );
        let quiet = Evidence {
            shadow_operations: 10,
            disagreements: 0,
            ..good()
        };
        let c = judge(
            Action::Advance,
            State::Shadow,
            &quiet,
            &Thresholds::default(),
        );
        let agreement = c.iter().find(|c| c.name == "shadow-agreement").unwrap();
        assert!(!agreement.holds);
        assert!(
            agreement.detail.contains("too little traffic"),
            "{}",
            agreement.detail
        );
        // At the threshold is accepted; above it is not.
        let t = Thresholds {
            max_disagreement: 0.01,
            ..Thresholds::default()
        };
        let at = Evidence {
            shadow_operations: 1000,
            disagreements: 10,
            ..good()
        };
        assert!(
            judge(Action::Advance, State::Shadow, &at, &t)
                .iter()
                .all(|c| c.holds)
        );
        let over = Evidence {
            disagreements: 11,
            ..at
        };
        assert!(
            !judge(Action::Advance, State::Shadow, &over, &t)
                .iter()
                .all(|c| c.holds)
        );
    }

    #[test]
    fn a_rollback_is_never_judged() {
        let broken = Evidence {
            schema_failures: vec!["x".into()],
            leader_connection: None,
            drained_pools: 3,
            disagreements: 5000,
            ..good()
        };
        assert!(
            judge(
                Action::Rollback,
                State::Mysql,
                &broken,
                &Thresholds::default()
            )
            .is_empty()
        );
        assert_eq!(
            decide(Action::Rollback, State::Mysql, None, &[]),
            Decision::Change(State::Shadow)
        );
        // Straight back to redis, at once.
        assert_eq!(
            decide(Action::Rollback, State::Mysql, Some(State::Redis), &[]),
            Decision::Change(State::Redis)
        );
    }

    #[test]
    fn decide_names_what_is_unmet_and_the_end_of_the_way() {
        let c = judge(
            Action::Advance,
            State::Redis,
            &Evidence {
                leader_connection: None,
                pools: 0,
                ..good()
            },
            &Thresholds::default(),
        );
        assert_eq!(
            decide(Action::Advance, State::Redis, None, &c),
            Decision::Refused(
                "not advanced from redis to shadow: leader, pool-filled not met".into()
            )
        );
        let nothing = |d: Decision| match d {
            Decision::Nothing(why) => why,
            other => panic!("{other:?}"),
        };
        assert!(
            nothing(decide(Action::Advance, State::Mysql, None, &[])).contains("already at mysql")
        );
        assert!(
            nothing(decide(Action::Rollback, State::Redis, None, &[])).contains("already at redis")
        );
    }

    #[test]
    fn a_named_state_makes_a_rollout_safe_to_repeat() {
        // A pod already advanced is skipped, not advanced twice.
        assert_eq!(
            decide(Action::Advance, State::Shadow, Some(State::Shadow), &[]),
            Decision::Nothing("already at shadow: nothing to do".into())
        );
        assert_eq!(
            decide(Action::Advance, State::Mysql, Some(State::Shadow), &[]),
            Decision::Nothing("already at mysql, past shadow: nothing to do".into())
        );
        // Two steps at once are refused, preconditions or not.
        assert_eq!(
            decide(Action::Advance, State::Redis, Some(State::Mysql), &[]),
            Decision::Refused(
                "an advance goes one step at a time: from redis to shadow first".into()
            )
        );
        assert_eq!(
            decide(Action::Rollback, State::Redis, Some(State::Shadow), &[]),
            Decision::Nothing("already at redis, behind shadow: nothing to do".into())
        );
    }
}
