//! The lint's model of a program: statements with the facts rules need,
//! stored programs, transactions with their isolation, and the rows a
//! statement touches.

use crate::lint::syntax::flow::Flow;
use crate::lint::syntax::source::Span;
use crate::lint::syntax::vocabulary::{IsolationLevel, LockKind, LockWait, RoutineKind, SetScope};

/// A table reference: the table name in lower case (without schema), the
/// database it is in when known (its `db.` qualifier, else the file's
/// `USE db`), and where it is written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableRef {
    pub name: String,
    pub database: Option<String>,
    pub span: Span,
}

/// One locking read (a query block with a locking clause).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LockingRead {
    /// The locking clause.
    pub span: Span,
    pub kind: LockKind,
    pub wait: LockWait,
    /// Tables of the locked query block.
    pub tables: Vec<TableRef>,
    pub has_limit: bool,
    pub has_order_by: bool,
    /// The block (or a query enclosing it) aggregates: COUNT, SUM, GROUP BY...
    pub aggregate: bool,
    /// Columns compared with `=` to a value in the block's WHERE (AND-ed), lower case.
    pub eq_columns: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StatementKind {
    Begin,
    Commit,
    Rollback,
    SetIsolation,
    SetAutocommit,
    SetOther,
    Select,
    Insert,
    Update,
    Delete,
    Ddl,
    Other,
}

impl StatementKind {
    /// DML and queries: the statements that belong to a transaction's work.
    pub fn is_work(self) -> bool {
        matches!(
            self,
            StatementKind::Select
                | StatementKind::Insert
                | StatementKind::Update
                | StatementKind::Delete
                | StatementKind::Other
        )
    }
}

/// A statement with everything the rules look at.
#[derive(Debug, Clone)]
pub struct Statement {
    pub file: usize,
    pub span: Span,
    pub kind: StatementKind,
    /// Tables read without a lock (plain SELECT), in order.
    pub plain_reads: Vec<TableRef>,
    /// Tables written (INSERT/UPDATE/DELETE/REPLACE targets), in order.
    pub writes: Vec<TableRef>,
    /// The columns an UPDATE assigns (lower case, unqualified), in order.
    pub assigned: Vec<String>,
    pub locking_reads: Vec<LockingRead>,
    /// `/* conn_tag:NAME */` in or right before the statement.
    pub conn_tag: Option<String>,
    /// `START TRANSACTION ISOLATION LEVEL ...` (not MySQL syntax).
    pub begin_isolation_clause: Option<Span>,
    /// For SET of isolation.
    pub set_isolation: Option<(SetScope, IsolationLevel, Span)>,
    pub autocommit: Option<bool>,
    pub commit_chain: bool,
    /// A syntax error inside this statement (the server rejects it too):
    /// where and what.
    pub parse_error: Option<Box<(Span, String)>>,
    /// What the mysql client does differently from lint here (a stored
    /// program written without `DELIMITER`, cut by the client at each
    /// `;`): where, and what; reported as warnings.
    pub client_cut_errors: Option<Box<Vec<(Span, String)>>>,
    /// Valid MySQL that poolctl cannot follow: where, and what was not checked.
    pub unsupported: Option<Box<(Span, String)>>,
    /// `CALL name(...)`: the procedure's name (lower case, unqualified).
    pub call: Option<String>,
    /// Inside a loop of a stored program (it may run many times).
    pub in_loop: bool,
    /// A stored program's parameters and local variables in scope here
    /// (lower case): names that are values, not columns.
    pub variables: Vec<String>,
    /// What its tree says of the rows it writes or locks, read from the
    /// parse `analyze` does (rules compare rows without parsing again);
    /// `None` for a statement that locks no rows or did not parse.
    pub rows: Option<Box<TouchedRows>>,
    /// A guarded counter update (`q = q - n ... WHERE q >= n`), as the
    /// hot-row-counter rule reads it from the tree `analyze` parsed.
    pub hot_counter: Option<Box<HotCounter>>,
}

/// A single-row counter that every buyer of an item updates: the assigned
/// column, where it is written, its table and which way it moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HotCounter {
    pub span: Span,
    pub column: String,
    pub table: String,
    /// `q = q + n` bounded by another column (a hold counted), not `q = q - n`.
    pub increment: bool,
}

/// The rows a statement writes or locks, by table, and whether it is an
/// INSERT of values spelled out in the text.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TouchedRows {
    pub rows: Vec<Rows>,
    /// An INSERT whose values are all in the text, as a seed or install
    /// script has them: VALUES of literals only (no placeholder, variable,
    /// column or subquery), or a SELECT with no placeholder or variable
    /// anywhere. Never with ON DUPLICATE KEY UPDATE.
    pub constants_only: bool,
    /// Each locked query block's keys, in source order (one per locking
    /// clause, as the tree has them).
    pub blocks: Vec<BlockKeys>,
}

/// How a locked query block picks its rows: the columns its WHERE compares
/// with `=` to a value, those it compares with an `IN` list of values, and
/// its first ORDER BY column; lower case.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct BlockKeys {
    pub eq_columns: Vec<String>,
    pub listed_columns: Vec<String>,
    pub order_by_first: Option<String>,
}

impl Statement {
    pub fn new(file: usize, span: Span, kind: StatementKind) -> Statement {
        Statement {
            file,
            span,
            kind,
            plain_reads: Vec::new(),
            writes: Vec::new(),
            assigned: Vec::new(),
            locking_reads: Vec::new(),
            conn_tag: None,
            begin_isolation_clause: None,
            set_isolation: None,
            autocommit: None,
            commit_chain: false,
            parse_error: None,
            client_cut_errors: None,
            unsupported: None,
            call: None,
            in_loop: false,
            variables: Vec::new(),
            rows: None,
            hot_counter: None,
        }
    }

    /// Whether it writes or locks rows.
    pub fn locks_rows(&self) -> bool {
        !self.writes.is_empty() || !self.locking_reads.is_empty()
    }
}

/// A program's statements: the ones every part of a streamed run shares
/// (stored programs' headers and bodies, first, indexes `0..context`) and
/// the part's own after them. Index and iterate it like a slice.
#[derive(Debug, Clone, Default)]
pub struct Statements {
    context: std::sync::Arc<Vec<Statement>>,
    own: Vec<Statement>,
}

impl Statements {
    pub fn new(context: std::sync::Arc<Vec<Statement>>, own: Vec<Statement>) -> Statements {
        Statements { context, own }
    }

    /// How many are shared (the own ones start here).
    pub fn context_len(&self) -> usize {
        self.context.len()
    }

    pub fn len(&self) -> usize {
        self.context.len() + self.own.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn get(&self, i: usize) -> Option<&Statement> {
        match i.checked_sub(self.context.len()) {
            None => self.context.get(i),
            Some(k) => self.own.get(k),
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = &Statement> {
        self.context.iter().chain(self.own.iter())
    }

    /// The statements a program reports on, with their indexes: a streamed
    /// part's own (the shared ones are reported once, by the run's last
    /// program, which owns them); every statement of a whole program.
    pub fn reported(&self) -> impl Iterator<Item = (usize, &Statement)> {
        let base = self.context.len();
        self.own
            .iter()
            .enumerate()
            .map(move |(k, st)| (base + k, st))
    }

    /// Add one of the part's own.
    pub fn push(&mut self, st: Statement) {
        self.own.push(st);
    }

    /// The part's own statements.
    pub fn own(&self) -> &[Statement] {
        &self.own
    }

    /// Keep the first `len` (shared ones included).
    pub fn truncate(&mut self, len: usize) {
        self.own.truncate(len.saturating_sub(self.context.len()));
    }

    pub fn into_own(self) -> Vec<Statement> {
        self.own
    }

    /// The shared ones.
    pub fn context(&self) -> &std::sync::Arc<Vec<Statement>> {
        &self.context
    }
}

impl std::ops::IndexMut<usize> for Statements {
    /// Only the part's own statements can change.
    fn index_mut(&mut self, i: usize) -> &mut Statement {
        let shared = self.context.len();
        assert!(i >= shared, "statement {i} is shared: it does not change");
        &mut self.own[i - shared]
    }
}

impl std::ops::Index<usize> for Statements {
    type Output = Statement;
    fn index(&self, i: usize) -> &Statement {
        match i.checked_sub(self.context.len()) {
            None => &self.context[i],
            Some(k) => &self.own[k],
        }
    }
}

/// Why a transaction runs at its isolation level.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IsolationOrigin {
    /// The server default (REPEATABLE READ) or `[lint] default_isolation`.
    Default,
    /// A `SET` statement: its file and where it is (the statement itself
    /// may be gone by the time a rule reads this: lint streams).
    Set { file: usize, span: Span },
    /// A `-- poolctl: isolation` comment.
    Marker(Span),
}

/// A stored program defined in the inputs.
#[derive(Debug, Clone)]
pub struct Routine {
    pub kind: RoutineKind,
    /// Lower case, without the schema.
    pub name: String,
    pub file: usize,
    /// The CREATE statement (its header).
    pub statement: usize,
    pub body: Vec<Flow>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Transaction {
    pub file: usize,
    /// From a `-- poolctl: transaction NAME` comment.
    pub name: Option<String>,
    /// Statement indexes, in order (transaction control included).
    pub statements: Vec<usize>,
    pub isolation: IsolationLevel,
    pub origin: IsolationOrigin,
    /// Opened by START TRANSACTION / BEGIN (or a marker), not autocommit.
    pub explicit: bool,
    /// Where the transaction was under way: the position in `statements` of
    /// its START TRANSACTION / BEGIN, or of its first query or DML when a
    /// marker or `autocommit = 0` opened it (None: it never got under way).
    /// A `SET TRANSACTION` after this point is too late for it.
    pub active_from: Option<usize>,
    /// The stored programs (by index) whose bodies it ran through, outermost
    /// first.
    pub routines: Vec<usize>,
}

/// What a filter compares a column with.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Operand {
    /// A literal (`'ready'`, `42`, `TRUE`), as MySQL compares it.
    Const(Literal),
    /// A value known only when the code runs: a placeholder (`?`), a
    /// variable (`@from`, `v_pool`, `NEW.id`); the name as written (lower
    /// case for variables).
    Param(String),
    /// A value computed from literals and parameters only (`LEAST(?, ?)`,
    /// `NOW() - INTERVAL 1 DAY`).
    Computed,
    /// Anything that mentions a column or a subquery.
    Other,
}

impl Operand {
    /// Whether the operand mentions no column: a literal, a parameter or a
    /// value computed from them.
    pub fn is_value(&self) -> bool {
        !matches!(self, Operand::Other)
    }
}

/// A literal's identity as MySQL compares values: the hash of its text
/// with quotes dropped and case folded (`'Mail'` and `mail`, `'42'` and `42`
/// are one value). Kept instead of the text: rules only compare literals.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Literal(pub u64);

impl Literal {
    /// The literal written as `text` (`'ready'`, `42`, `-1`).
    pub fn of(text: &str) -> Literal {
        use std::hash::Hasher;
        const SHORT: usize = 64;
        let t = text.trim_matches(|ch| ch == '\'' || ch == '"');
        let mut h = fixed_hasher();
        // The folded text in one write (a short ASCII one folded on the stack).
        if t.len() <= SHORT && t.is_ascii() {
            let mut buf = [0u8; SHORT];
            for (d, s) in buf.iter_mut().zip(t.as_bytes()) {
                *d = s.to_ascii_lowercase();
            }
            h.write(&buf[..t.len()]);
        } else {
            let folded: String = t.chars().flat_map(char::to_lowercase).collect();
            h.write(folded.as_bytes());
        }
        Literal(h.finish())
    }
}

/// The hasher of names and literals the rules compare: fixed, so that every
/// part of a run (and every run) hashes alike.
pub fn fixed_hasher() -> impl std::hash::Hasher {
    use std::hash::BuildHasher;
    foldhash::quality::FixedState::with_seed(0x6c6f_636b_6f72_6465).build_hasher()
}

/// The rows of one table a statement locks or writes, as the values each
/// column can have there; a column not in the map can have any value.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Rows {
    pub table: String,
    pub values: std::collections::BTreeMap<String, Vec<Operand>>,
}

#[cfg(test)]
mod tests {
    use super::Literal;

    #[test]
    fn literals_hash_as_mysql_compares_them() {
        let l = Literal::of;
        assert_eq!(l("'Mail'"), l("mail"));
        assert_eq!(l("'42'"), l("42"));
        // Short ASCII and the rest are folded alike (the Kelvin sign folds to k).
        assert_eq!(l("'\u{212a}'"), l("K"));
        let long = "X".repeat(100);
        assert_eq!(l(&long), l(&long.to_lowercase()));
        assert_ne!(l("mail"), l("sms"));
        assert_ne!(l("1"), l("-1"));
    }
}
