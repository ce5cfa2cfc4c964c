//! Who holds the time (a tag, or untagged traffic by user and host) and the
//! running sums per owner, which every source feeds; then the one
//! [`Report`] every source's run ends in, built here from the sums and what
//! the source says of its run ([`Run`]): rows ranked by
//! idle-in-transaction time, shares of the total hold time, statement
//! texts without the passwords they may quote.

use crate::outages::Outage;
use crate::redact;
use schemars::JsonSchema;
use serde::Serialize;
use std::collections::HashMap;

/// `host:port` -> `host` (PROCESSLIST and threads carry the client's port).
pub fn host_only(host: &str) -> String {
    match host.rsplit_once(':') {
        Some((h, p)) if !h.contains(':') && p.bytes().all(|b| b.is_ascii_digit()) => h.to_string(),
        // [v6]:port
        Some((h, p)) if h.ends_with(']') && p.bytes().all(|b| b.is_ascii_digit()) => {
            h.trim_start_matches('[').trim_end_matches(']').to_string()
        }
        _ => host.to_string(),
    }
}

/// Whose time it is.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Owner {
    /// A `conn_tag:NAME`.
    Tag(String),
    /// Statements without a tag, by the connection's user and host.
    Untagged { user: String, host: String },
    /// Sampling only: time of a connection whose statements the sampler never
    /// caught (so neither their tag nor their absence of one is known).
    Unseen { user: String, host: String },
}

/// The sums of one owner. Seconds are wall-clock seconds of connections.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Figures {
    /// A statement running (inside or outside a transaction).
    pub busy: f64,
    /// Of `busy`, the part outside explicit transactions (autocommit
    /// statements): with `transaction`, the connection hold time.
    pub busy_outside: f64,
    /// Inside an explicit transaction (BEGIN ... COMMIT, or autocommit=0).
    pub transaction: f64,
    /// Inside a transaction while the connection sat idle (no statement running).
    pub idle_in_transaction: f64,
    pub lock_wait: f64,
    /// Summed over transactions: the most rows each held locked at once.
    pub rows_locked: u64,
    pub transactions: u64,
    pub statements: u64,
    /// The longest transaction: its seconds and its statement (the one that
    /// gave it its tag, or its first).
    pub longest: Option<(f64, String)>,
}

impl Figures {
    /// How long the owner held connections: statements outside transactions
    /// plus whole transactions.
    pub fn hold(&self) -> f64 {
        self.busy_outside + self.transaction
    }

    pub fn merge(&mut self, o: &Figures) {
        self.busy += o.busy;
        self.busy_outside += o.busy_outside;
        self.transaction += o.transaction;
        self.idle_in_transaction += o.idle_in_transaction;
        self.lock_wait += o.lock_wait;
        self.rows_locked += o.rows_locked;
        self.transactions += o.transactions;
        self.statements += o.statements;
        if let Some((secs, st)) = &o.longest {
            self.offer_longest(*secs, || st.clone());
        }
    }

    fn offer_longest(&mut self, secs: f64, statement: impl FnOnce() -> String) {
        if self.longest.as_ref().is_none_or(|(s, _)| secs > *s) {
            self.longest = Some((secs, statement()));
        }
    }

    /// One explicit transaction of `secs`, `idle` of it with no statement running.
    pub fn add_transaction(
        &mut self,
        secs: f64,
        idle: f64,
        full_secs: f64,
        statement: impl FnOnce() -> String,
    ) {
        self.transaction += secs.max(0.0);
        self.idle_in_transaction += idle.clamp(0.0, secs.max(0.0));
        self.transactions += 1;
        self.offer_longest(full_secs, statement);
    }

    /// One statement (`busy` seconds of it in the window).
    pub fn add_statement(&mut self, busy: f64, in_transaction: bool) {
        self.statements += 1;
        self.add_busy(busy, in_transaction);
    }

    /// Busy time without counting a statement (sampling: more samples of a
    /// statement already counted).
    pub fn add_busy(&mut self, busy: f64, in_transaction: bool) {
        let busy = busy.max(0.0);
        self.busy += busy;
        if !in_transaction {
            self.busy_outside += busy;
        }
    }
}

/// Owner ids and their figures. Tags and user/host pairs are interned so the
/// log readers look an owner up by `&str` without allocating.
#[derive(Debug, Clone, Default)]
pub struct Tally {
    owners: Vec<Owner>,
    figures: Vec<Figures>,
    tags: HashMap<Box<str>, usize>,
    others: HashMap<Owner, usize>,
}

impl Tally {
    /// The id of tag `name`'s owner.
    pub fn tag(&mut self, name: &str) -> usize {
        if let Some(&id) = self.tags.get(name) {
            return id;
        }
        let id = self.push(Owner::Tag(name.to_string()));
        self.tags.insert(name.into(), id);
        id
    }

    /// The id of an owner.
    pub fn owner(&mut self, owner: Owner) -> usize {
        if let Owner::Tag(name) = &owner {
            return self.tag(name);
        }
        if let Some(&id) = self.others.get(&owner) {
            return id;
        }
        let id = self.push(owner.clone());
        self.others.insert(owner, id);
        id
    }

    /// The id of the untagged traffic of `user` at `host`.
    pub fn untagged(&mut self, user: &str, host: &str) -> usize {
        self.owner(Owner::Untagged {
            user: user.to_string(),
            host: host.to_string(),
        })
    }

    fn push(&mut self, owner: Owner) -> usize {
        self.owners.push(owner);
        self.figures.push(Figures::default());
        self.owners.len() - 1
    }

    /// The figures of owner `id`, to add to.
    pub fn get_mut(&mut self, id: usize) -> &mut Figures {
        &mut self.figures[id]
    }

    /// Who owner `id` is.
    pub fn owner_of(&self, id: usize) -> &Owner {
        &self.owners[id]
    }

    /// Every owner with its figures.
    pub fn iter(&self) -> impl Iterator<Item = (&Owner, &Figures)> {
        self.owners.iter().zip(&self.figures)
    }
}

/// Where the figures came from (`source` in the JSON).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum SourceKind {
    /// performance_schema's statement and transaction events, timed by the
    /// server.
    PerformanceSchema,
    /// information_schema.PROCESSLIST and INNODB_TRX, sampled at `--rate`.
    ProcesslistSampling,
    /// A slow query log written with `long_query_time = 0`.
    SlowLog,
    /// A general query log (arrivals, no durations).
    GeneralLog,
}

impl SourceKind {
    /// The source in words (the table's first line).
    pub fn describe(self) -> &'static str {
        match self {
            SourceKind::PerformanceSchema => {
                "performance_schema (each thread's statements and transactions, timed by the server)"
            }
            SourceKind::ProcesslistSampling => {
                "information_schema.PROCESSLIST + INNODB_TRX sampling (each connection's state, sampled)"
            }
            SourceKind::SlowLog => "slow query log (every statement with its duration)",
            SourceKind::GeneralLog => "general query log (every statement's arrival, no durations)",
        }
    }
}

/// What the source can measure: figures it cannot are `null` in the JSON
/// and `-` in the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Known {
    pub busy: bool,
    pub idle: bool,
    pub rows_locked: bool,
    pub lock_wait: bool,
}

impl Known {
    /// Every figure (the live sources).
    pub const ALL: Known = Known {
        busy: true,
        idle: true,
        rows_locked: true,
        lock_wait: true,
    };
}

/// One run of a source as its report tells it beside the figures: which
/// source, what it can measure, the seconds its figures span, where, and
/// what it wants known.
#[derive(Debug, Clone, PartialEq)]
pub struct Run {
    pub source: SourceKind,
    pub known: Known,
    /// Seconds covered (rounded to microseconds in the report).
    pub window: f64,
    pub target: String,
    pub server: Option<String>,
    /// Live sources: the samples taken (the report then has their rate, and
    /// no sample lost until [`Report::with_outages`] says otherwise).
    pub samples: Option<u64>,
    /// Live sources: Ctrl-C / SIGTERM ended the run (a note says so).
    pub interrupted: bool,
    pub blind_spots: Vec<String>,
    pub notes: Vec<String>,
}

/// One row of the report: a tag's figures, or untagged traffic's of one
/// user and host. A figure the source cannot measure is null.
#[derive(Debug, Clone, Serialize, PartialEq, JsonSchema)]
pub struct Row {
    /// The `conn_tag` (rows of `tags`); absent for untagged rows.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tag: Option<String>,
    /// Untagged rows only: the connections' user; absent for tags.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub user: Option<String>,
    /// Untagged rows only: the connections' host (no port); absent for tags.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub host: Option<String>,
    /// Untagged rows only: true when the sampler never caught a statement of
    /// these connections (their tag is unknown, not absent).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unseen: Option<bool>,
    /// Time a statement of it was running; null when the source cannot tell
    /// (a general log has no durations).
    #[schemars(extend("x-unit" = "seconds"))]
    pub busy_secs: Option<f64>,
    /// Time inside transactions (BEGIN ... COMMIT, or `autocommit = 0`).
    #[schemars(extend("x-unit" = "seconds"))]
    pub transaction_secs: f64,
    /// Time a transaction of it was open with no statement running: what
    /// runs a pool out of connections; null when the source cannot tell.
    #[schemars(extend("x-unit" = "seconds"))]
    pub idle_in_transaction_secs: Option<f64>,
    /// Time its statements waited for row locks; null when the source cannot
    /// tell (the logs).
    #[schemars(extend("x-unit" = "seconds"))]
    pub lock_wait_secs: Option<f64>,
    /// Transactions seen.
    pub transactions: u64,
    /// Statements seen.
    pub statements: u64,
    /// Its share of every row's hold time, rounded to 4 decimals.
    #[schemars(extend("x-unit" = "share (0 to 1)"))]
    pub share: f64,
    /// Its longest transaction; null when it ran none.
    #[schemars(extend("x-unit" = "seconds"))]
    pub longest_transaction_secs: Option<f64>,
    /// The statement of that transaction (secrets masked); null when it ran
    /// none.
    pub longest_statement: Option<String>,
    /// Connection hold time: statements outside transactions plus whole
    /// transactions (what `share` is a share of).
    #[schemars(extend("x-unit" = "seconds"))]
    pub hold_secs: f64,
    /// Rows locked, summed over its transactions (each at its most); null
    /// when the source cannot tell (the logs).
    pub rows_locked: Option<u64>,
}

impl Row {
    /// The tag, or `user@host`.
    pub fn name(&self) -> String {
        match (&self.tag, &self.user, &self.host) {
            (Some(t), _, _) => t.clone(),
            (None, Some(u), Some(h)) => format!("{u}@{h}"),
            _ => "?".into(),
        }
    }
}

/// `conn-tags`: how long each business process (`conn_tag`) holds
/// connections and transactions, and untagged traffic by user and host.
#[derive(Debug, Clone, Serialize, PartialEq, JsonSchema)]
pub struct Report {
    /// Where the figures came from.
    pub source: SourceKind,
    /// The time the figures span (sampling, or the log's first to last
    /// statement), rounded to microseconds.
    #[schemars(extend("x-unit" = "seconds"))]
    pub window_secs: f64,
    /// One row per tag, most idle in transaction first (then most hold
    /// time, then by name).
    pub tags: Vec<Row>,
    /// Untagged traffic, one row per user and host, ranked as `tags`.
    pub untagged: Vec<Row>,
    /// The server (live), or the one the log's header names; absent when a
    /// log names none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub server: Option<String>,
    /// Where: the target URL (no password), or `file PATH` (`file -` for
    /// stdin).
    pub target: String,
    /// Live only: samples taken; absent for a log.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub samples: Option<u64>,
    /// Live only: the samples' rate, rounded to 0.1; absent for a log and
    /// when the window is 0.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("x-unit" = "per second"))]
    pub rate: Option<f64>,
    /// What this source cannot see, in words.
    pub blind_spots: Vec<String>,
    /// Facts of this run worth knowing (history overflows, open transactions
    /// at the end, interruptions, samples lost).
    pub notes: Vec<String>,
    /// Live only: samples that failed (a lost connection, a server that
    /// stopped answering); absent for a log.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub samples_failed: Option<u64>,
    /// Live only: the time the sampler was blind, inside `window_secs`;
    /// absent for a log.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(extend("x-unit" = "seconds"))]
    pub blind_secs: Option<f64>,
    /// Live only: each outage (failed samples in a row); absent for a log.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub outages: Option<Vec<Outage>>,
}

impl Report {
    /// A live report with the samples lost on the way: `samples_failed` in
    /// `outages`, `blind_secs` in all; a note says what the figures make of
    /// the blind time, which depends on the source.
    pub fn with_outages(
        mut self,
        outages: Vec<Outage>,
        samples_failed: u64,
        blind_secs: f64,
    ) -> Report {
        if samples_failed > 0 {
            let covered = match self.source {
                SourceKind::PerformanceSchema => {
                    "hold times include what each connection's history still held when sampling \
                     recovered (server-timed), and miss what ran on connections that closed \
                     meanwhile or beyond their history's size"
                }
                _ => {
                    "hold times exclude the blind time (after each outage, the state seen when \
                     sampling recovered stands for at most three intervals)"
                }
            };
            // No share of the window: the window spans the samples kept,
            // and an outage (or samples dropped beside it) may lie outside it.
            self.notes.push(format!(
                "{samples_failed} sample(s) failed in {} outage(s): blind for {blind_secs:.1} s; \
                 {covered}",
                outages.len()
            ));
        }
        self.samples_failed = Some(samples_failed);
        self.blind_secs = Some(round_us(blind_secs));
        self.outages = Some(outages);
        self
    }
}

/// Round to microseconds (the sources' best precision) for stable output.
fn round_us(x: f64) -> f64 {
    (x * 1e6).round() / 1e6
}

impl Tally {
    /// The report of a run: the figures as rows (tags and untagged apart),
    /// framed by what the source says of the run.
    pub fn report(&self, run: Run) -> Report {
        let Run {
            source,
            known,
            window,
            target,
            server,
            samples,
            interrupted,
            blind_spots,
            mut notes,
        } = run;
        if interrupted {
            notes.push("interrupted: the figures cover the time sampled".into());
        }
        let (tags, untagged) = self.ranked(known);
        let live = samples.is_some();
        Report {
            source,
            window_secs: round_us(window),
            tags,
            untagged,
            server,
            target,
            samples,
            rate: samples
                .filter(|_| window > 0.0)
                .map(|samples| (samples.saturating_sub(1) as f64 / window * 10.0).round() / 10.0),
            blind_spots,
            notes,
            samples_failed: live.then_some(0),
            blind_secs: live.then_some(0.0),
            outages: live.then(Vec::new),
        }
    }

    /// The rows: tags and untagged apart, ranked by idle-in-transaction
    /// seconds, then hold time, then name.
    pub fn ranked(&self, known: Known) -> (Vec<Row>, Vec<Row>) {
        let total: f64 = self.iter().map(|(_, f)| f.hold()).sum();
        let mut tags = Vec::new();
        let mut untagged = Vec::new();
        for (owner, f) in self.iter() {
            if f.statements == 0 && f.transactions == 0 && f.hold() == 0.0 && f.lock_wait == 0.0 {
                continue;
            }
            let mut row = Row {
                tag: None,
                user: None,
                host: None,
                unseen: None,
                busy_secs: known.busy.then(|| round_us(f.busy)),
                transaction_secs: round_us(f.transaction),
                idle_in_transaction_secs: known.idle.then(|| round_us(f.idle_in_transaction)),
                lock_wait_secs: known.lock_wait.then(|| round_us(f.lock_wait)),
                transactions: f.transactions,
                statements: f.statements,
                share: if total > 0.0 {
                    (f.hold() / total * 1e4).round() / 1e4
                } else {
                    0.0
                },
                longest_transaction_secs: f.longest.as_ref().map(|(s, _)| round_us(*s)),
                // Statement texts are the server's: no password they quote
                // leaves poolctl.
                longest_statement: f.longest.as_ref().map(|(_, st)| redact::scrub(st)),
                hold_secs: round_us(f.hold()),
                rows_locked: known.rows_locked.then_some(f.rows_locked),
            };
            match owner {
                Owner::Tag(t) => {
                    row.tag = Some(t.clone());
                    tags.push(row);
                }
                Owner::Untagged { user, host } | Owner::Unseen { user, host } => {
                    row.user = Some(user.clone());
                    row.host = Some(host.clone());
                    row.unseen = Some(matches!(owner, Owner::Unseen { .. }));
                    untagged.push(row);
                }
            }
        }
        let rank = |a: &Row, b: &Row| {
            let ia = a.idle_in_transaction_secs.unwrap_or(0.0);
            let ib = b.idle_in_transaction_secs.unwrap_or(0.0);
            ib.total_cmp(&ia)
                .then(b.hold_secs.total_cmp(&a.hold_secs))
                .then_with(|| a.name().cmp(&b.name()))
        };
        tags.sort_by(rank);
        untagged.sort_by(rank);
        (tags, untagged)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_by_idle_in_transaction_and_shares_hold_time() {
        let mut t = Tally::default();
        let a = t.tag("a");
        let b = t.tag("b");
        let c = t.tag("c");
        let u = t.untagged("app", "10.0.0.1");
        assert_eq!(t.tag("a"), a, "interned");
        t.get_mut(a)
            .add_transaction(0.3, 0.2, 0.3, || "SELECT a".into());
        t.get_mut(a).add_statement(0.1, true);
        t.get_mut(b)
            .add_transaction(0.3, 0.02, 0.3, || "SELECT b".into());
        t.get_mut(c).add_statement(0.3, false);
        t.get_mut(u).add_statement(0.1, false);
        let (tags, untagged) = t.ranked(Known::ALL);
        let names: Vec<_> = tags.iter().map(Row::name).collect();
        assert_eq!(names, ["a", "b", "c"]);
        assert_eq!(untagged[0].name(), "app@10.0.0.1");
        assert_eq!(untagged[0].unseen, Some(false));
        // Hold: a 0.3 (the statement is inside its transaction), b 0.3, c 0.3, u 0.1.
        assert!((tags[0].share - 0.3).abs() < 1e-9, "{:?}", tags[0]);
        assert!((untagged[0].share - 0.1).abs() < 1e-9);
        assert_eq!(tags[0].longest_statement.as_deref(), Some("SELECT a"));
        assert_eq!(tags[2].transactions, 0);
        assert_eq!(tags[2].longest_transaction_secs, None);
    }

    #[test]
    fn unknown_figures_are_none() {
        let mut t = Tally::default();
        let a = t.tag("a");
        t.get_mut(a).add_statement(0.0, false);
        let (tags, _) = t.ranked(Known {
            busy: false,
            idle: false,
            rows_locked: false,
            lock_wait: true,
        });
        assert_eq!(tags[0].busy_secs, None);
        assert_eq!(tags[0].idle_in_transaction_secs, None);
        assert_eq!(tags[0].rows_locked, None);
        assert_eq!(tags[0].lock_wait_secs, Some(0.0));
    }
}
