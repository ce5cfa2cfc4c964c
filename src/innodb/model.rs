//! The typed model of one `SHOW ENGINE INNODB STATUS` output: transactions with
//! their lock lines, the deadlock section(s), and what the parser could not
//! interpret. Pure data plus small derived facts (lock kind strings, whether a
//! lock covers a gap); no parsing and no judgement (that is `findings`).

use super::client::{self, Client};
use super::input::InputFormat;
use super::warnings::ParseWarning;
use serde::Serialize;
use std::fmt;
use std::ops::Deref;
use std::sync::Arc;

/// A name printed many times over (table, index, lock owner's trx id):
/// shared, not copied, between the lock lines that print it. Reads as a
/// `&str` (`Deref`), compares with `&str`, serialises as a string.
#[derive(Clone, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Name(Arc<str>);

impl Name {
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl Deref for Name {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

impl AsRef<str> for Name {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl std::borrow::Borrow<str> for Name {
    fn borrow(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&*self.0, f)
    }
}

impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<&str> for Name {
    fn from(s: &str) -> Name {
        Name(Arc::from(s))
    }
}

impl From<String> for Name {
    fn from(s: String) -> Name {
        Name(Arc::from(s))
    }
}

impl PartialEq<str> for Name {
    fn eq(&self, other: &str) -> bool {
        &*self.0 == other
    }
}

impl PartialEq<&str> for Name {
    fn eq(&self, other: &&str) -> bool {
        &*self.0 == *other
    }
}

impl PartialEq<String> for Name {
    fn eq(&self, other: &String) -> bool {
        &*self.0 == other.as_str()
    }
}

impl Serialize for Name {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.0)
    }
}

/// Everything [`super::parse`] found in one status output.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Status {
    /// The shape the input came in (raw, `\G`, tabular, error log).
    pub input_format: InputFormat,
    /// The header's timestamp as printed (`2024-07-22 07:45:14 0x7f72a3f69700`,
    /// `120118 13:23:16`); `None` for fragments and error logs.
    pub monitor_time: Option<String>,
    /// Section titles in the order they appeared (`SEMAPHORES`, `TRANSACTIONS`, ...).
    pub sections: Vec<String>,
    /// The monitor header was seen but not `END OF INNODB MONITOR OUTPUT`: the
    /// server's 1 MB cap (or a copy-paste) cut the text. What was before the cut
    /// is parsed as usual.
    pub truncated: bool,
    /// `History list length N` from TRANSACTIONS.
    pub history_list_length: Option<u64>,
    /// The `---TRANSACTION` entries of the TRANSACTIONS section, in printed order.
    pub transactions: Vec<Transaction>,
    /// Some transaction holds locks (by its header counts) of which no lock line
    /// was printed: `innodb_status_output_locks` is OFF, so granted locks (and
    /// therefore blockers) are not visible.
    pub lock_lines_hidden: bool,
    /// Deadlock sections, oldest first. `SHOW ENGINE INNODB STATUS` has at most
    /// one (the latest); an error log written with `innodb_print_all_deadlocks`
    /// has one per deadlock.
    pub deadlocks: Vec<Deadlock>,
    /// `--Thread N has waited at ... the semaphore:` entries in SEMAPHORES.
    /// These are internal latch (mutex / rw-lock) waits, never row-lock waits.
    pub latch_waits: usize,
    /// Problems met while reading; parsing never fails.
    pub warnings: Vec<ParseWarning>,
}

impl Status {
    /// The most recent deadlock, if any.
    pub fn latest_deadlock(&self) -> Option<&Deadlock> {
        self.deadlocks.last()
    }

    /// A transaction of the TRANSACTIONS section by id, as printed.
    pub fn transaction(&self, id: &str) -> Option<&Transaction> {
        self.transactions.iter().find(|t| t.id == id)
    }

    /// Transactions waiting for a lock (by the `LOCK WAIT` header, a
    /// `TRX HAS BEEN WAITING` block or a printed `waiting` lock).
    pub fn waiting_transactions(&self) -> impl Iterator<Item = &Transaction> {
        self.transactions.iter().filter(|t| t.is_waiting())
    }

    /// True when the parser met no problem above note level.
    pub fn is_clean(&self) -> bool {
        self.warnings
            .iter()
            .all(|w| w.level() == super::warnings::WarningLevel::Note)
    }
}

/// Where a transaction is in its life, from its header line.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum TrxState {
    /// `not started` (a session without an open transaction).
    #[default]
    NotStarted,
    /// `ACTIVE N sec`.
    Active,
    /// `ACTIVE (PREPARED) N sec`: an XA transaction between PREPARE and COMMIT.
    Prepared,
    /// `COMMITTED IN MEMORY`.
    CommittedInMemory,
    /// Anything else, as printed.
    Other(String),
}

/// One transaction: an entry of the TRANSACTIONS list or one side of a deadlock.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Transaction {
    /// As printed: `3405`, `6FE138`, `0 3793488` (5.0 two-part),
    /// `(0x7f53c3a02230)` (MariaDB, not started).
    pub id: String,
    pub state: TrxState,
    /// `ACTIVE N sec`.
    pub active_secs: Option<u64>,
    /// What it was doing: `starting index read`, `inserting`, `fetching rows`.
    pub operation: Option<String>,
    /// `mysql tables in use N, locked M`.
    pub tables_in_use: Option<u64>,
    pub tables_locked: Option<u64>,
    /// The counts line started with `LOCK WAIT`.
    pub lock_wait: bool,
    /// The counts line started with `ROLLING BACK`.
    pub rolling_back: bool,
    /// `N lock struct(s)`.
    pub lock_structs: Option<u64>,
    /// `heap size M`.
    pub heap_size: Option<u64>,
    /// `K row lock(s)`: InnoDB's own count. It can differ from the lock lines
    /// printed (SKIP LOCKED, suppressed prints, lock monitor off): see `lock_lines`.
    pub row_locks: Option<u64>,
    /// `undo log entries U`.
    pub undo_log_entries: Option<u64>,
    /// `MySQL thread id T` / `MariaDB thread id T`.
    pub thread_id: Option<u64>,
    /// `OS thread handle H` as printed (hex or decimal).
    pub os_thread_handle: Option<String>,
    pub query_id: Option<u64>,
    /// The rest of the thread line after the query id (host, IP, user,
    /// state), raw; [`Transaction::client_info`] splits it.
    pub client: Option<String>,
    /// The statement text printed under the thread line (may span lines).
    pub query: Option<String>,
    /// The `------- TRX HAS BEEN WAITING N SEC FOR THIS LOCK TO BE GRANTED:` block.
    pub wait: Option<Box<LockWait>>,
    /// The lock lines printed for it (lock monitor), granted and waiting, in order.
    pub locks: Vec<Lock>,
    /// `RECORD LOCKS` / `TABLE LOCK` lines printed for it, counting the lock in
    /// the `TRX HAS BEEN WAITING` block once even when the list repeats it.
    pub lock_lines: usize,
    /// `TOO MANY LOCKS PRINTED FOR THIS TRX: SUPPRESSING FURTHER PRINTS`.
    pub locks_suppressed: bool,
}

impl Transaction {
    /// Host, IP, user and thread state, split from `client`
    /// ([`super::client::split`]).
    pub fn client_info(&self) -> Client {
        self.client
            .as_deref()
            .map(client::split)
            .unwrap_or_default()
    }

    /// The client's host name, else its IP address.
    pub fn host(&self) -> Option<String> {
        self.client_info().host_or_ip().map(str::to_string)
    }

    /// The user of the connection.
    pub fn user(&self) -> Option<String> {
        self.client_info().user
    }

    /// Whether it waits for a lock right now.
    pub fn is_waiting(&self) -> bool {
        self.lock_wait || self.wait.is_some() || self.locks.iter().any(|l| l.waiting)
    }

    /// The lock it waits for, where printed.
    pub fn waiting_lock(&self) -> Option<&Lock> {
        self.wait
            .as_ref()
            .and_then(|w| w.lock.as_ref())
            .or_else(|| self.locks.iter().find(|l| l.waiting))
    }

    /// Granted (not waiting) locks printed for it.
    pub fn granted_locks(&self) -> impl Iterator<Item = &Lock> {
        self.locks.iter().filter(|l| !l.waiting)
    }

    /// Holds locks by its own counts or by its printed lines.
    pub fn holds_locks(&self) -> bool {
        self.row_locks.unwrap_or(0) > 0
            || self.lock_structs.unwrap_or(0) > 0
            || self.granted_locks().next().is_some()
    }
}

/// `------- TRX HAS BEEN WAITING N SEC FOR THIS LOCK TO BE GRANTED:` and the lock under it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct LockWait {
    pub secs: Option<u64>,
    pub lock: Option<Lock>,
}

/// Record lock or table lock.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum LockScope {
    #[default]
    Record,
    Table,
}

/// The lock mode word of a lock line.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum LockMode {
    S,
    #[default]
    X,
    IS,
    IX,
    AutoInc,
    /// Anything else, as printed.
    Other(String),
}

impl LockMode {
    pub fn parse(word: &str) -> LockMode {
        match word {
            "S" => LockMode::S,
            "X" => LockMode::X,
            "IS" => LockMode::IS,
            "IX" => LockMode::IX,
            "AUTO-INC" => LockMode::AutoInc,
            other => LockMode::Other(other.to_string()),
        }
    }

    /// As `performance_schema.data_locks.LOCK_MODE` spells it.
    pub fn as_str(&self) -> &str {
        match self {
            LockMode::S => "S",
            LockMode::X => "X",
            LockMode::IS => "IS",
            LockMode::IX => "IX",
            LockMode::AutoInc => "AUTO_INC",
            LockMode::Other(s) => s,
        }
    }

    /// InnoDB's lock compatibility matrix (table modes; for record locks
    /// only S and X occur, and only S with S is compatible).
    pub fn conflicts_with(&self, other: &LockMode) -> bool {
        use LockMode::*;
        let compatible = match (self, other) {
            (Other(_), _) | (_, Other(_)) => false,
            (X, _) | (_, X) => false,
            (IS, _) | (_, IS) => true,
            (IX, IX) | (IX, AutoInc) | (AutoInc, IX) => true,
            (S, S) => true,
            _ => false,
        };
        !compatible
    }
}

/// One `RECORD LOCKS ...` or `TABLE LOCK ...` line with the records printed under it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize)]
pub struct Lock {
    pub scope: LockScope,
    /// `db.table`, unquoted (backticks, ANSI double quotes and 5.0 `db/table`
    /// all give the same).
    pub table: Name,
    /// `/* Partition p1 */` after the table name.
    pub partition: Option<String>,
    /// Index name, unquoted (record locks).
    pub index: Option<Name>,
    pub space_id: Option<u64>,
    pub page_no: Option<u64>,
    pub n_bits: Option<u64>,
    /// `trx id` as printed on the lock line.
    pub trx_id: Option<Name>,
    pub mode: LockMode,
    /// `locks gap before rec`.
    pub gap: bool,
    /// `locks rec but not gap`.
    pub rec_not_gap: bool,
    /// `insert intention`.
    pub insert_intention: bool,
    /// `waiting`.
    pub waiting: bool,
    /// `Record lock, heap no N` entries printed under the line, in order.
    pub heap_nos: Vec<u64>,
    /// One of the records is heap no 1, the page's supremum pseudo-record: the
    /// lock covers the gap up to +infinity (InnoDB prints such locks without
    /// the word "gap").
    pub supremum: bool,
}

impl Lock {
    /// The kind as `performance_schema.data_locks` spells it: `X`, `S,GAP`,
    /// `X,REC_NOT_GAP`, `X,INSERT_INTENTION`, `X,GAP,INSERT_INTENTION`, `IX`.
    pub fn kind(&self) -> String {
        let mut s = self.mode.as_str().to_string();
        if self.gap {
            s.push_str(",GAP");
        }
        if self.rec_not_gap {
            s.push_str(",REC_NOT_GAP");
        }
        if self.insert_intention {
            s.push_str(",INSERT_INTENTION");
        }
        s
    }

    /// A next-key lock: a record lock in S or X with no qualifier.
    pub fn is_next_key(&self) -> bool {
        self.scope == LockScope::Record
            && matches!(self.mode, LockMode::S | LockMode::X)
            && !self.gap
            && !self.rec_not_gap
            && !self.insert_intention
    }

    /// Covers a gap: next-key, `locks gap before rec`, or any lock on the
    /// supremum. Insert-intention locks do not count (they block nobody).
    pub fn covers_gap(&self) -> bool {
        self.scope == LockScope::Record
            && !self.insert_intention
            && (self.is_next_key() || self.gap || self.supremum)
    }

    /// Locks a record itself (not only the gap before it).
    pub fn covers_record(&self) -> bool {
        self.scope == LockScope::Record && !self.gap && !self.insert_intention
    }

    /// The clustered index: `PRIMARY` or InnoDB's hidden `GEN_CLUST_INDEX`.
    pub fn on_clustered_index(&self) -> bool {
        matches!(self.index.as_deref(), Some("PRIMARY" | "GEN_CLUST_INDEX"))
    }

    /// User records listed under the line (the supremum excluded); `None` when
    /// no record was printed.
    pub fn user_records(&self) -> Option<u64> {
        if self.heap_nos.is_empty() {
            None
        } else {
            Some(self.heap_nos.iter().filter(|&&h| h != 1).count() as u64)
        }
    }
}

/// One deadlock section.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Deadlock {
    /// The timestamp line as printed (`111212 22:52:42`, `2024-07-22 15:13:29 0x7f53dc0fd700`).
    pub timestamp: Option<String>,
    /// `TOO DEEP OR LONG SEARCH IN THE LOCK TABLE WAITS-FOR GRAPH`: InnoDB gave
    /// up searching and rolled back the (single, un-numbered) transaction shown.
    pub too_deep: bool,
    pub transactions: Vec<DeadlockTransaction>,
    /// `*** WE ROLL BACK TRANSACTION (N)`: N as printed.
    pub victim_number: Option<u32>,
    /// The victim's transaction id.
    pub victim: Option<String>,
    /// The victim was not named by a usable number (MariaDB bug MDEV-29187
    /// prints `(0)`), and was inferred: the only deadlocked transaction no longer
    /// in the TRANSACTIONS list while the others still are.
    pub victim_inferred: bool,
}

impl Deadlock {
    /// Same shape = same tables, indexes and lock kinds (for deduplicating a
    /// history of deadlocks): `holds|waits|conflicts TABLE INDEX KIND` lines,
    /// sorted, so transaction order does not matter.
    pub fn shape(&self) -> Vec<String> {
        let mut v: Vec<String> = self
            .transactions
            .iter()
            .flat_map(|t| {
                t.holds
                    .iter()
                    .map(|l| ("holds", l))
                    .chain(t.waiting_for.iter().map(|l| ("waits", l)))
                    // MariaDB 10.6+ prints the held side as CONFLICTING WITH.
                    .chain(t.conflicting_with.iter().map(|l| ("conflicts", l)))
            })
            .map(|(role, l)| {
                format!(
                    "{role} {} {} {}",
                    l.table,
                    l.index.as_deref().unwrap_or("-"),
                    l.kind()
                )
            })
            .collect();
        v.sort();
        v.dedup();
        v
    }
}

/// One transaction of a deadlock section.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct DeadlockTransaction {
    /// The `(N)` of `*** (N) TRANSACTION:`; `None` when un-numbered.
    pub number: Option<u32>,
    /// Header, counts, thread line and query (its `locks` stay empty).
    pub trx: Transaction,
    /// `*** (N) HOLDS THE LOCK(S):` (MySQL 8.0.18+ prints it for every
    /// transaction, earlier versions only for the last).
    pub holds: Vec<Lock>,
    /// `*** (N) WAITING FOR THIS LOCK TO BE GRANTED:`.
    pub waiting_for: Vec<Lock>,
    /// MariaDB 10.6+ `*** CONFLICTING WITH:`: the other transactions' locks
    /// its wait conflicts with.
    pub conflicting_with: Vec<Lock>,
    /// Lock lines printed for it in the section (all three lists).
    pub lock_lines: usize,
}
