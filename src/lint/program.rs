//! Transactions, as MySQL forms them from a file's statements.
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
//!   nothing.
//! - Comment markers, for transactions formed in application code:
//!   `-- poolctl: transaction NAME` starts a named transaction holding every
//!   following statement up to the next marker or the end of the file;
//!   `-- poolctl: isolation LEVEL` declares the isolation of the transaction the
//!   next statement runs in.

use super::directives::Directive;
use super::model::{
    IsolationLevel, IsolationOrigin, SetScope, Statement, StatementKind, Transaction,
};

/// What the transaction builder found besides the transactions.
#[derive(Debug, Default)]
pub struct Built {
    pub transactions: Vec<Transaction>,
    /// `SET TRANSACTION` statements issued inside a transaction.
    pub isolation_inside: Vec<usize>,
}

struct Builder {
    out: Built,
    file: usize,
    session: (IsolationLevel, IsolationOrigin),
    next: Option<(IsolationLevel, IsolationOrigin)>,
    autocommit: bool,
    current: Option<Transaction>,
    /// The current transaction comes from a `transaction` marker.
    grouped: bool,
    /// The current transaction has done work (a query or DML) already.
    worked: bool,
}

impl Builder {
    fn open(&mut self, name: Option<String>, explicit: bool) {
        self.close();
        let (isolation, origin) = self.next.take().unwrap_or_else(|| self.session.clone());
        self.current = Some(Transaction {
            file: self.file,
            name,
            statements: Vec::new(),
            isolation,
            origin,
            explicit,
        });
        self.worked = false;
    }

    fn close(&mut self) {
        if let Some(t) = self.current.take() {
            self.out.transactions.push(t);
        }
        self.grouped = false;
        self.worked = false;
    }

    fn add(&mut self, i: usize) {
        if let Some(t) = &mut self.current {
            t.statements.push(i);
        }
    }
}

/// Build the transactions of one file. `stmts` are the file's statements as
/// (global index, statement, directives attached to it).
pub fn build(
    file: usize,
    stmts: &[(usize, &Statement, Vec<Directive>)],
    default_isolation: IsolationLevel,
) -> Built {
    let mut b = Builder {
        out: Built::default(),
        file,
        session: (default_isolation, IsolationOrigin::Default),
        next: None,
        autocommit: true,
        current: None,
        grouped: false,
        worked: false,
    };
    for (i, st, directives) in stmts {
        let i = *i;
        for d in directives {
            match d {
                Directive::Transaction { name, .. } => {
                    b.open(Some(name.clone()), true);
                    b.grouped = true;
                }
                Directive::Isolation { level, span } => {
                    let marked = (*level, IsolationOrigin::Marker(*span));
                    match &mut b.current {
                        Some(t) if b.grouped && !b.worked => {
                            t.isolation = marked.0;
                            t.origin = marked.1;
                        }
                        _ => b.next = Some(marked),
                    }
                }
                _ => {}
            }
        }
        let in_tx = b.current.is_some();
        match st.kind {
            StatementKind::SetIsolation => {
                let (scope, level, _) = st
                    .set_isolation
                    .expect("set_isolation is filled for SetIsolation");
                match scope {
                    SetScope::NextTransaction if b.grouped && !b.worked => {
                        if let Some(t) = &mut b.current {
                            t.isolation = level;
                            t.origin = IsolationOrigin::Set(i);
                        }
                    }
                    SetScope::NextTransaction if in_tx && (b.worked || !b.grouped) => {
                        b.out.isolation_inside.push(i);
                    }
                    SetScope::NextTransaction => b.next = Some((level, IsolationOrigin::Set(i))),
                    SetScope::Session => b.session = (level, IsolationOrigin::Set(i)),
                    SetScope::Global => {}
                }
                b.add(i);
            }
            StatementKind::Begin => {
                if b.grouped {
                    // The marker already opened it; BEGIN in the group is its
                    // start, after which SET TRANSACTION is too late.
                    b.add(i);
                    b.worked = true;
                } else {
                    b.open(None, true);
                    b.add(i);
                }
            }
            StatementKind::Commit | StatementKind::Rollback => {
                if b.grouped {
                    b.add(i);
                } else if in_tx {
                    b.add(i);
                    let level = b.current.as_ref().map(|t| (t.isolation, t.origin.clone()));
                    b.close();
                    if st.commit_chain
                        && let Some(l) = level
                    {
                        b.next = Some(l);
                        b.open(None, true);
                    }
                }
            }
            StatementKind::Ddl => {
                if !b.grouped {
                    b.close();
                } else {
                    b.add(i);
                }
            }
            StatementKind::SetAutocommit => {
                let on = st.autocommit.unwrap_or(true);
                if on && !b.autocommit && !b.grouped {
                    b.close();
                }
                b.autocommit = on;
                b.add(i);
            }
            StatementKind::SetOther => b.add(i),
            StatementKind::Select
            | StatementKind::Insert
            | StatementKind::Update
            | StatementKind::Delete
            | StatementKind::Other => {
                if b.current.is_none() {
                    if b.autocommit {
                        // Its own transaction.
                        b.open(None, false);
                        b.add(i);
                        b.close();
                        continue;
                    }
                    b.open(None, true);
                }
                b.add(i);
                b.worked = true;
            }
        }
    }
    b.close();
    b.out
}
