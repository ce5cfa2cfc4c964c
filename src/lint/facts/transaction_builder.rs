//! Transactions, as MySQL forms them from statements and control flow.
//!
//! - `START TRANSACTION` / `BEGIN` ... `COMMIT` / `ROLLBACK` is one transaction;
//!   DDL and a second `START TRANSACTION` commit implicitly; `COMMIT AND CHAIN`
//!   opens the next one; with `SET autocommit = 0` statements accumulate until
//!   a commit; otherwise a statement is its own transaction.
//! - Isolation: `SET TRANSACTION ...` (and `SET @@transaction_isolation`) applies
//!   to the next transaction only; `SET SESSION ...` (and `SET
//!   transaction_isolation`) to every later transaction of the session, which
//!   for a file is the rest of the file; `SET GLOBAL` not to this session. A
//!   `SET TRANSACTION` inside a transaction is an error in MySQL and changes
//!   nothing (the transaction records where it got under way, `active_from`,
//!   for the rule that reports it).
//! - Comment markers, for transactions formed in application code:
//!   `-- poolctl: transaction NAME` starts a named transaction holding every
//!   following statement up to the next marker or the end of the file;
//!   `-- poolctl: isolation LEVEL` declares the isolation of the transaction the
//!   next statement runs in.
//! - Control flow ([`Flow`]): every path is followed. A branch runs one of
//!   its arms, a loop body once (a WHILE also not at all), LEAVE / ITERATE /
//!   RETURN / SIGNAL jump; a handler runs from its block's start. A
//!   transaction is what one path runs between its start and its end, so a
//!   statement can belong to several (a COMMIT in one arm, a ROLLBACK in the
//!   other). `CALL p()` runs p's body in the caller's session and transaction
//!   (its isolation is the CALL site's); a procedure no input calls runs from
//!   a new session at `[lint] default_isolation`, a trigger or function body
//!   as one transaction (the one of the statement that fires it).

use super::model::{IsolationOrigin, Routine, StatementKind, Statements, Transaction};
use crate::lint::directives::Directive;
use crate::lint::syntax::flow::Flow;
use crate::lint::syntax::vocabulary::{IsolationLevel, RoutineKind, SetScope};
use std::collections::{HashMap, HashSet};

/// Paths followed at once; more are dropped (their statements are still
/// checked one by one, only not as part of those transactions).
const MAX_PATHS: usize = 16;
/// Nested CALLs followed.
const MAX_CALL_DEPTH: usize = 8;

/// What the builder reads.
pub struct Input<'a> {
    pub statements: &'a Statements,
    pub directives: &'a HashMap<usize, Vec<Directive>>,
    pub routines: &'a [Routine],
    pub default_isolation: IsolationLevel,
}

/// One path's session state.
#[derive(Debug, Clone, PartialEq, Eq)]
struct State {
    session: (IsolationLevel, IsolationOrigin),
    next: Option<(IsolationLevel, IsolationOrigin)>,
    autocommit: bool,
    current: Option<Transaction>,
    /// The current transaction comes from a `transaction` marker.
    grouped: bool,
    /// The current transaction has done work (a query or DML) already.
    worked: bool,
}

/// Where jumps go while a body is walked.
#[derive(Default)]
struct Exits {
    /// LEAVE / ITERATE label -> the states that jumped there.
    labels: HashMap<String, Vec<State>>,
    /// RETURN / SIGNAL.
    returns: Vec<State>,
}

struct Walker<'a> {
    inp: &'a Input<'a>,
    out: Vec<Transaction>,
    /// Transactions emitted, by a hash of (statements, isolation, explicit):
    /// paths through control flow meet the same one again.
    seen: HashSet<u64>,
    /// Routines on the current CALL chain.
    stack: Vec<usize>,
    /// Procedures by name (the last definition wins).
    by_name: &'a HashMap<String, usize>,
}

fn dedup(states: &mut Vec<State>) {
    let mut kept: Vec<State> = Vec::with_capacity(states.len());
    for s in states.drain(..) {
        if !kept.contains(&s) {
            kept.push(s);
        }
    }
    kept.truncate(MAX_PATHS);
    *states = kept;
}

impl<'a> Walker<'a> {
    fn fresh(&self) -> State {
        State {
            session: (self.inp.default_isolation, IsolationOrigin::Default),
            next: None,
            autocommit: true,
            current: None,
            grouped: false,
            worked: false,
        }
    }

    fn emit(&mut self, t: Transaction) {
        if t.statements.is_empty() {
            return;
        }
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        (&t.statements, t.isolation, t.explicit).hash(&mut h);
        if self.seen.insert(h.finish()) {
            self.out.push(t);
        }
    }

    fn close(&mut self, s: &mut State) {
        if let Some(t) = s.current.take() {
            self.emit(t);
        }
        s.grouped = false;
        s.worked = false;
    }

    fn open(&mut self, s: &mut State, at: usize, name: Option<String>, explicit: bool) {
        self.close(s);
        let (isolation, origin) = s.next.take().unwrap_or_else(|| s.session.clone());
        s.current = Some(Transaction {
            file: self.inp.statements[at].file,
            name,
            statements: Vec::new(),
            isolation,
            origin,
            explicit,
            active_from: None,
            routines: self.stack.clone(),
        });
        s.worked = false;
    }

    fn add(s: &mut State, i: usize) {
        if let Some(t) = &mut s.current {
            t.statements.push(i);
        }
    }

    /// The transaction got under way at the statement just added.
    fn activate(s: &mut State) {
        if let Some(t) = &mut s.current
            && t.active_from.is_none()
        {
            t.active_from = Some(t.statements.len().saturating_sub(1));
        }
    }

    /// One statement on one path.
    fn step(&mut self, s: &mut State, i: usize) {
        let st = &self.inp.statements[i];
        if let Some(directives) = self.inp.directives.get(&i) {
            for d in directives {
                match d {
                    Directive::Transaction { name, .. } => {
                        self.open(s, i, Some(name.clone()), true);
                        s.grouped = true;
                    }
                    Directive::Isolation { level, span } => {
                        let marked = (*level, IsolationOrigin::Marker(*span));
                        match &mut s.current {
                            Some(t) if s.grouped && !s.worked => {
                                t.isolation = marked.0;
                                t.origin = marked.1;
                            }
                            _ => s.next = Some(marked),
                        }
                    }
                    _ => {}
                }
            }
        }
        let in_tx = s.current.is_some();
        match st.kind {
            StatementKind::SetIsolation => {
                // Filled for every SetIsolation statement.
                if let Some((scope, level, _)) = st.set_isolation {
                    match scope {
                        SetScope::NextTransaction if s.grouped && !s.worked => {
                            if let Some(t) = &mut s.current {
                                t.isolation = level;
                                t.origin = IsolationOrigin::Set {
                                    file: st.file,
                                    span: st.span,
                                };
                            }
                        }
                        // Too late: MySQL refuses it (the rule reports it).
                        SetScope::NextTransaction if in_tx => {}
                        SetScope::NextTransaction => {
                            s.next = Some((
                                level,
                                IsolationOrigin::Set {
                                    file: st.file,
                                    span: st.span,
                                },
                            ))
                        }
                        SetScope::Session => {
                            s.session = (
                                level,
                                IsolationOrigin::Set {
                                    file: st.file,
                                    span: st.span,
                                },
                            )
                        }
                        SetScope::Global => {}
                    }
                }
                Self::add(s, i);
            }
            StatementKind::Begin => {
                if s.grouped {
                    // The marker already opened it; BEGIN in the group is its
                    // start, after which SET TRANSACTION is too late.
                    Self::add(s, i);
                    Self::activate(s);
                    s.worked = true;
                } else {
                    self.open(s, i, None, true);
                    Self::add(s, i);
                    Self::activate(s);
                }
            }
            StatementKind::Commit | StatementKind::Rollback => {
                if s.grouped {
                    Self::add(s, i);
                } else if in_tx {
                    Self::add(s, i);
                    let level = s.current.as_ref().map(|t| (t.isolation, t.origin.clone()));
                    self.close(s);
                    if st.commit_chain
                        && let Some(l) = level
                    {
                        s.next = Some(l);
                        self.open(s, i, None, true);
                        if let Some(t) = &mut s.current {
                            t.active_from = Some(0);
                        }
                    }
                }
            }
            StatementKind::Ddl => {
                if !s.grouped {
                    self.close(s);
                } else {
                    Self::add(s, i);
                }
            }
            StatementKind::SetAutocommit => {
                let on = st.autocommit.unwrap_or(true);
                if on && !s.autocommit && !s.grouped {
                    self.close(s);
                }
                s.autocommit = on;
                Self::add(s, i);
            }
            StatementKind::SetOther => Self::add(s, i),
            StatementKind::Select
            | StatementKind::Insert
            | StatementKind::Update
            | StatementKind::Delete
            | StatementKind::Other => {
                if s.current.is_none() {
                    if s.autocommit {
                        // Its own transaction.
                        self.open(s, i, None, false);
                        Self::add(s, i);
                        Self::activate(s);
                        self.close(s);
                        return;
                    }
                    self.open(s, i, None, true);
                }
                Self::add(s, i);
                Self::activate(s);
                s.worked = true;
            }
        }
    }

    fn walk(&mut self, flows: &[Flow], mut states: Vec<State>, exits: &mut Exits) -> Vec<State> {
        for f in flows {
            if states.is_empty() {
                break;
            }
            states = self.flow(f, states, exits);
            dedup(&mut states);
        }
        states
    }

    fn flow(&mut self, f: &Flow, mut states: Vec<State>, exits: &mut Exits) -> Vec<State> {
        match f {
            Flow::Stmt(i) => {
                for s in &mut states {
                    self.step(s, *i);
                }
                states
            }
            Flow::Call { stmt, name } => {
                // The CALL itself belongs to the transaction it runs in.
                for s in &mut states {
                    Self::add(s, *stmt);
                }
                let Some(&r) = self.by_name.get(name.as_str()) else {
                    return states;
                };
                if self.stack.contains(&r) || self.stack.len() >= MAX_CALL_DEPTH {
                    return states;
                }
                self.stack.push(r);
                let body = &self.inp.routines[r].body;
                let mut inner = Exits::default();
                let mut after = self.walk(body, states, &mut inner);
                after.append(&mut inner.returns);
                for (_, mut v) in inner.labels.drain() {
                    after.append(&mut v);
                }
                self.stack.pop();
                after
            }
            Flow::Block {
                label,
                body,
                handlers,
            } => {
                let entry = states.clone();
                let mut after = self.walk(body, states, exits);
                for h in handlers {
                    let mut from_handler = self.walk(h, entry.clone(), exits);
                    after.append(&mut from_handler);
                }
                if let Some(l) = label
                    && let Some(mut v) = exits.labels.remove(l)
                {
                    after.append(&mut v);
                }
                after
            }
            Flow::Branch(arms) => {
                let mut after = Vec::new();
                for arm in arms {
                    let mut a = self.walk(arm, states.clone(), exits);
                    after.append(&mut a);
                }
                after
            }
            Flow::Loop {
                label,
                body,
                may_skip,
            } => {
                let mut after = if *may_skip {
                    states.clone()
                } else {
                    Vec::new()
                };
                let mut once = self.walk(body, states, exits);
                after.append(&mut once);
                if let Some(l) = label
                    && let Some(mut v) = exits.labels.remove(l)
                {
                    after.append(&mut v);
                }
                after
            }
            Flow::Leave(l) | Flow::Iterate(l) => {
                exits
                    .labels
                    .entry(l.clone())
                    .or_default()
                    .append(&mut states);
                Vec::new()
            }
            Flow::Return | Flow::Signal => {
                exits.returns.append(&mut states);
                Vec::new()
            }
        }
    }

    /// A routine on its own: a procedure or event from a new session; a
    /// trigger or function as the transaction of the statement firing it.
    fn standalone(&mut self, r: usize) {
        let routine = &self.inp.routines[r];
        let mut start = self.fresh();
        self.stack.push(r);
        if matches!(routine.kind, RoutineKind::Trigger | RoutineKind::Function) {
            self.open(&mut start, routine.statement, None, true);
            if let Some(t) = &mut start.current {
                t.active_from = Some(0);
            }
            start.worked = true;
        }
        let mut exits = Exits::default();
        let mut end = self.walk(&routine.body, vec![start], &mut exits);
        end.append(&mut exits.returns);
        for (_, mut v) in exits.labels.drain() {
            end.append(&mut v);
        }
        for mut s in end {
            self.close(&mut s);
        }
        self.stack.pop();
    }
}

/// Procedures by name (the last definition wins).
pub fn procedures(routines: &[Routine]) -> HashMap<String, usize> {
    let mut by_name = HashMap::new();
    for (k, r) in routines.iter().enumerate() {
        if r.kind == RoutineKind::Procedure {
            by_name.insert(r.name.clone(), k);
        }
    }
    by_name
}

/// The procedures some input calls (from a file's top level, or from
/// another routine's body: a procedure calling itself does not count).
pub fn called<'f>(
    top_level: impl Iterator<Item = &'f Flow>,
    routines: &'f [Routine],
) -> HashSet<String> {
    let mut names = Vec::new();
    for f in top_level {
        f.calls(&mut names);
    }
    for r in routines {
        let mut mine = Vec::new();
        r.body.iter().for_each(|f| f.calls(&mut mine));
        names.extend(mine.into_iter().filter(|n| *n != r.name));
    }
    names.into_iter().map(str::to_string).collect()
}

/// One file's session, walked a piece at a time: the paths under way and
/// the ones a RETURN or SIGNAL at the top level stopped (closed at the end).
#[derive(Debug)]
pub struct Session {
    states: Vec<State>,
    returns: Vec<State>,
    seen: HashSet<u64>,
}

impl Session {
    pub fn new(default_isolation: IsolationLevel) -> Session {
        Session {
            states: vec![State {
                session: (default_isolation, IsolationOrigin::Default),
                next: None,
                autocommit: true,
                current: None,
                grouped: false,
                worked: false,
            }],
            returns: Vec::new(),
            seen: HashSet::new(),
        }
    }

    fn walker<'a>(
        &mut self,
        inp: &'a Input<'a>,
        by_name: &'a HashMap<String, usize>,
    ) -> Walker<'a> {
        Walker {
            inp,
            out: Vec::new(),
            seen: std::mem::take(&mut self.seen),
            stack: Vec::new(),
            by_name,
        }
    }

    /// Walk the next flows of the file's top level; the transactions that
    /// ended in them.
    pub fn walk(
        &mut self,
        flows: &[Flow],
        inp: &Input<'_>,
        by_name: &HashMap<String, usize>,
    ) -> Vec<Transaction> {
        let mut w = self.walker(inp, by_name);
        let mut exits = Exits::default();
        let states = std::mem::take(&mut self.states);
        self.states = w.walk(flows, states, &mut exits);
        self.returns.append(&mut exits.returns);
        // A stopped path with nothing open has nothing left to emit.
        self.returns.retain(|s| s.current.is_some());
        self.seen = w.seen;
        if self.is_settled() {
            // Later transactions hold only later statements: none can be
            // one already emitted.
            self.seen.clear();
        }
        w.out
    }

    /// One path, no transaction open: nothing to come refers to a
    /// statement walked so far (only the session's isolation, by place).
    pub fn is_settled(&self) -> bool {
        self.returns.is_empty()
            && self.states.len() <= 1
            && self.states.iter().all(|s| s.current.is_none())
    }

    /// The end of the file: every open transaction ends.
    pub fn finish(mut self, inp: &Input<'_>, by_name: &HashMap<String, usize>) -> Vec<Transaction> {
        let mut w = self.walker(inp, by_name);
        let mut end = std::mem::take(&mut self.states);
        end.append(&mut self.returns);
        for mut s in end {
            w.close(&mut s);
        }
        w.out
    }
}

/// The transactions of the routines no input calls (`called`).
/// The transactions of the routines from `first` on that no input calls,
/// each run on its own.
pub fn standalone(
    inp: &Input<'_>,
    by_name: &HashMap<String, usize>,
    called: &HashSet<String>,
    first: usize,
) -> Vec<Transaction> {
    let mut w = Walker {
        inp,
        out: Vec::new(),
        seen: HashSet::new(),
        stack: Vec::new(),
        by_name,
    };
    for (r, routine) in inp.routines.iter().enumerate().skip(first) {
        let is_called = routine.kind == RoutineKind::Procedure
            && by_name.get(&routine.name) == Some(&r)
            && called.contains(&routine.name);
        if !is_called {
            w.standalone(r);
        }
    }
    w.out
}

/// Build the transactions of every file's top level (`files`: each file's
/// flow), then of the routines no input calls.
pub fn build(files: &[Vec<Flow>], inp: &Input<'_>) -> Vec<Transaction> {
    let by_name = procedures(inp.routines);
    let called = called(files.iter().flatten(), inp.routines);
    let mut out = Vec::new();
    for flows in files {
        let mut session = Session::new(inp.default_isolation);
        out.extend(session.walk(flows, inp, &by_name));
        out.extend(session.finish(inp, &by_name));
    }
    out.extend(standalone(inp, &by_name, &called, 0));
    out
}
