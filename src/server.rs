//! What kind of server poolctl is talking to, and every place where MySQL and
//! MariaDB differ (variable names, version thresholds, views).
//!
//! Pure: it parses the strings the server reports (`SELECT VERSION()`,
//! `@@version_comment`) and never talks to a server itself.

use schemars::JsonSchema;
use serde::Serialize;
use std::fmt;

/// The server family. Every server-specific difference is a method here, so the
/// rest of the code never compares version strings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum ServerKind {
    /// MySQL (or a MySQL fork that does not name itself MariaDB).
    Mysql,
    /// MariaDB.
    Mariadb,
}

/// A server version, `major.minor.patch`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, JsonSchema)]
pub struct Version {
    /// The major version (8 of 8.0.36).
    pub major: u32,
    /// The minor version (0 of 8.0.36).
    pub minor: u32,
    /// The patch level (36 of 8.0.36).
    pub patch: u32,
}

impl Version {
    pub const fn new(major: u32, minor: u32, patch: u32) -> Self {
        Version {
            major,
            minor,
            patch,
        }
    }
}

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}.{}", self.major, self.minor, self.patch)
    }
}

/// The first MySQL release with `SKIP LOCKED` / `NOWAIT`.
pub const MYSQL_SKIP_LOCKED: Version = Version::new(8, 0, 1);
/// The first MariaDB release with `SKIP LOCKED`.
pub const MARIADB_SKIP_LOCKED: Version = Version::new(10, 6, 0);
/// MariaDB added `transaction_isolation` as the name of `tx_isolation` in 11.1.
pub const MARIADB_TRANSACTION_ISOLATION: Version = Version::new(11, 1, 0);
/// MySQL added `transaction_isolation` in 5.7.20 and removed `tx_isolation` in 8.0.
pub const MYSQL_TRANSACTION_ISOLATION: Version = Version::new(5, 7, 20);

/// The first MySQL release that spells a share-mode locking read `FOR SHARE`
/// (8.0.1; `LOCK IN SHARE MODE` is deprecated from there on).
pub const MYSQL_FOR_SHARE: Version = Version::new(8, 0, 1);

/// How a server's query logs write times ([`ServerInfo::log_clock`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogClock {
    Microseconds,
    WholeSeconds,
}

/// The server poolctl talks to: its family and version.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ServerInfo {
    /// The server family.
    pub kind: ServerKind,
    /// Its version (MariaDB's own, not the `5.5.5-` replication prefix).
    pub version: Version,
    /// The full version string as the server reported it.
    pub version_string: String,
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[error("cannot read a server version from {0:?}")]
pub struct VersionParseError(pub String);

impl ServerInfo {
    /// Parse `SELECT VERSION()` (and `@@version_comment`, which names MariaDB on
    /// builds whose version string does not).
    ///
    /// MariaDB reports e.g. `10.11.6-MariaDB-0+deb12u1-log`; MariaDB 10.x behind
    /// a MySQL 5.5 replication prefix reports `5.5.5-10.11.6-MariaDB`.
    pub fn parse(version: &str, version_comment: &str) -> Result<Self, VersionParseError> {
        let is_mariadb = version.to_ascii_lowercase().contains("mariadb")
            || version_comment.to_ascii_lowercase().contains("mariadb");
        let mut text = version.trim();
        if is_mariadb && let Some(rest) = text.strip_prefix("5.5.5-") {
            text = rest;
        }
        let numeric: String = text
            .chars()
            .take_while(|c| c.is_ascii_digit() || *c == '.')
            .collect();
        let mut parts = numeric.split('.').filter(|p| !p.is_empty());
        let mut next = || parts.next().and_then(|p| p.parse::<u32>().ok());
        let (Some(major), minor, patch) = (next(), next(), next()) else {
            return Err(VersionParseError(version.to_string()));
        };
        Ok(ServerInfo {
            kind: if is_mariadb {
                ServerKind::Mariadb
            } else {
                ServerKind::Mysql
            },
            version: Version::new(major, minor.unwrap_or(0), patch.unwrap_or(0)),
            version_string: version.to_string(),
        })
    }

    /// `SKIP LOCKED` exists from MySQL 8.0.1 and MariaDB 10.6.
    pub fn supports_skip_locked(&self) -> bool {
        self.version >= self.skip_locked_minimum()
    }

    pub fn skip_locked_minimum(&self) -> Version {
        match self.kind {
            ServerKind::Mysql => MYSQL_SKIP_LOCKED,
            ServerKind::Mariadb => MARIADB_SKIP_LOCKED,
        }
    }

    /// The system variable holding the default isolation level on this server.
    /// MySQL 8 removed `tx_isolation`; MariaDB before 11.1 has only `tx_isolation`.
    pub fn isolation_variable(&self) -> &'static str {
        match self.kind {
            ServerKind::Mysql if self.version >= MYSQL_TRANSACTION_ISOLATION => {
                "transaction_isolation"
            }
            ServerKind::Mysql => "tx_isolation",
            ServerKind::Mariadb if self.version >= MARIADB_TRANSACTION_ISOLATION => {
                "transaction_isolation"
            }
            ServerKind::Mariadb => "tx_isolation",
        }
    }

    /// The clause that makes a read take share locks (wait for an exclusive
    /// holder, then let every other reader through together): MySQL 8.0.1
    /// and later spell it `FOR SHARE` and deprecate `LOCK IN SHARE MODE`;
    /// MariaDB (10.11 answers `FOR SHARE` with a syntax error, 1064) and
    /// older MySQL know only `LOCK IN SHARE MODE`.
    pub fn share_lock_clause(&self) -> &'static str {
        match self.kind {
            ServerKind::Mysql if self.version >= MYSQL_FOR_SHARE => "FOR SHARE",
            _ => "LOCK IN SHARE MODE",
        }
    }

    /// MySQL 8 has `performance_schema.data_locks`; MariaDB has only the
    /// `information_schema.INNODB_LOCKS` family (locks involved in a wait).
    pub fn has_data_locks_view(&self) -> bool {
        self.kind == ServerKind::Mysql && self.version >= Version::new(8, 0, 1)
    }

    /// How this server's slow and general query logs write times: MySQL 5.7
    /// and later write an ISO 8601 time with microseconds on every entry (a
    /// slow-log entry's is the statement's end); MariaDB (every version) and
    /// older MySQL write `YYMMDD HH:MM:SS` whole seconds, only when the second
    /// changes, and the slow log's `SET timestamp=` is the end second.
    pub fn log_clock(&self) -> LogClock {
        match self.kind {
            ServerKind::Mysql if self.version >= Version::new(5, 7, 0) => LogClock::Microseconds,
            _ => LogClock::WholeSeconds,
        }
    }

    /// InnoDB serves `information_schema.INNODB_TRX` (and the lock tables)
    /// from a cache it refreshes only when nobody read it for 100 ms: MySQL
    /// (`cache_min_idle_time`, `CACHE_MIN_IDLE_TIME_US` before 8.0) and
    /// MariaDB (`CACHE_MIN_IDLE_TIME_NS`) in `trx0i_s.cc`. A poller that reads
    /// it more often reads the same rows for ever.
    pub fn innodb_trx_cache_idle(&self) -> std::time::Duration {
        std::time::Duration::from_millis(100)
    }

    /// MySQL 5.6.6+ starts with performance_schema ON and, from 8.0, with the
    /// statement and transaction consumers conn-tags reads; MariaDB starts
    /// with it OFF (`performance_schema` is not dynamic there) and with those
    /// consumers and the `transaction` instrument off.
    pub fn performance_schema_on_by_default(&self) -> bool {
        self.kind == ServerKind::Mysql
    }

    /// How to give conn-tags its performance_schema source on this server.
    pub fn performance_schema_hint(&self) -> &'static str {
        match self.kind {
            ServerKind::Mysql => {
                "UPDATE performance_schema.setup_consumers SET ENABLED = 'YES' WHERE NAME IN \
                 ('events_statements_current', 'events_statements_history', \
                 'events_transactions_current', 'events_transactions_history'); UPDATE \
                 performance_schema.setup_instruments SET ENABLED = 'YES', TIMED = 'YES' WHERE \
                 NAME = 'transaction' (or the same as performance-schema-consumer-* and \
                 performance-schema-instrument options in my.cnf)"
            }
            ServerKind::Mariadb => {
                "start mariadbd with performance_schema=ON \
                 performance-schema-consumer-events-statements-current=ON \
                 performance-schema-consumer-events-statements-history=ON \
                 performance-schema-consumer-events-transactions-current=ON \
                 performance-schema-consumer-events-transactions-history=ON \
                 performance-schema-instrument='transaction=ON' (performance_schema cannot be \
                 turned on at run time)"
            }
        }
    }

    /// MariaDB's `information_schema.PROCESSLIST` has `TIME_MS` (milliseconds
    /// in the current state) and `QUERY_ID` (the statement's id); MySQL's has
    /// only `TIME` in seconds and no statement id.
    pub fn processlist_has_ms_and_query_id(&self) -> bool {
        self.kind == ServerKind::Mariadb
    }

    /// The upgrade that brings SKIP LOCKED, for error messages.
    pub fn skip_locked_upgrade_hint(&self) -> String {
        match self.kind {
            ServerKind::Mysql => format!("upgrade to MySQL {MYSQL_SKIP_LOCKED} or later"),
            ServerKind::Mariadb => format!("upgrade to MariaDB {MARIADB_SKIP_LOCKED} or later"),
        }
    }

    pub fn product(&self) -> &'static str {
        match self.kind {
            ServerKind::Mysql => "MySQL",
            ServerKind::Mariadb => "MariaDB",
        }
    }
}

impl fmt::Display for ServerInfo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.product(), self.version)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_mariadb_debian_string() {
        let s = ServerInfo::parse("10.11.6-MariaDB-0+deb12u1-log", "Debian 12").unwrap();
        assert_eq!(s.kind, ServerKind::Mariadb);
        assert_eq!(s.version, Version::new(10, 11, 6));
        assert!(s.supports_skip_locked());
        assert_eq!(s.isolation_variable(), "tx_isolation");
    }

    #[test]
    fn parses_mariadb_with_replication_prefix() {
        let s = ServerInfo::parse("5.5.5-10.5.8-MariaDB", "").unwrap();
        assert_eq!(s.kind, ServerKind::Mariadb);
        assert_eq!(s.version, Version::new(10, 5, 8));
        assert!(!s.supports_skip_locked(), "MariaDB 10.5 has no SKIP LOCKED");
    }

    #[test]
    fn mariadb_named_only_in_comment() {
        let s = ServerInfo::parse("11.4.2", "mariadb.org binary distribution").unwrap();
        assert_eq!(s.kind, ServerKind::Mariadb);
        assert_eq!(s.isolation_variable(), "transaction_isolation");
    }

    #[test]
    fn mysql_versions_and_thresholds() {
        let s = ServerInfo::parse("8.0.36", "MySQL Community Server - GPL").unwrap();
        assert_eq!(s.kind, ServerKind::Mysql);
        assert!(s.supports_skip_locked());
        assert!(s.has_data_locks_view());
        assert_eq!(s.isolation_variable(), "transaction_isolation");
        let old = ServerInfo::parse("8.0.0-dmr", "").unwrap();
        assert!(!old.supports_skip_locked());
        let v57 = ServerInfo::parse("5.7.34-log", "MySQL Community Server (GPL)").unwrap();
        assert!(!v57.supports_skip_locked());
        assert_eq!(v57.isolation_variable(), "transaction_isolation");
        let v56 = ServerInfo::parse("5.6.51", "").unwrap();
        assert_eq!(v56.isolation_variable(), "tx_isolation");
        assert!(
            ServerInfo::parse("8.4.3", "")
                .unwrap()
                .supports_skip_locked()
        );
    }

    #[test]
    fn conn_tags_differences() {
        let maria = ServerInfo::parse("10.11.19-MariaDB-0+deb12u1-log", "Debian 12").unwrap();
        let mysql = ServerInfo::parse("8.0.36", "MySQL Community Server - GPL").unwrap();
        let mysql56 = ServerInfo::parse("5.6.51", "").unwrap();
        assert_eq!(maria.log_clock(), LogClock::WholeSeconds);
        assert_eq!(mysql.log_clock(), LogClock::Microseconds);
        assert_eq!(mysql56.log_clock(), LogClock::WholeSeconds);
        assert!(mysql.performance_schema_on_by_default());
        assert!(!maria.performance_schema_on_by_default());
        assert!(
            maria
                .performance_schema_hint()
                .contains("performance_schema=ON")
        );
        assert!(mysql.performance_schema_hint().contains("setup_consumers"));
        assert!(maria.processlist_has_ms_and_query_id());
        assert!(!mysql.processlist_has_ms_and_query_id());
        assert_eq!(maria.innodb_trx_cache_idle(), mysql.innodb_trx_cache_idle());
    }

    #[test]
    fn share_mode_reads_are_spelled_per_server() {
        let maria = ServerInfo::parse("10.11.19-MariaDB-0+deb12u1-log", "Debian 12").unwrap();
        assert_eq!(maria.share_lock_clause(), "LOCK IN SHARE MODE");
        let maria11 = ServerInfo::parse("11.4.2-MariaDB", "").unwrap();
        assert_eq!(maria11.share_lock_clause(), "LOCK IN SHARE MODE");
        for v in ["8.0.36", "8.4.3", "9.1.0"] {
            let mysql = ServerInfo::parse(v, "MySQL Community Server - GPL").unwrap();
            assert_eq!(mysql.share_lock_clause(), "FOR SHARE", "{v}");
        }
        let v57 = ServerInfo::parse("5.7.44", "MySQL Community Server (GPL)").unwrap();
        assert_eq!(v57.share_lock_clause(), "LOCK IN SHARE MODE");
    }

    #[test]
    fn garbage_version_is_an_error() {
        assert!(ServerInfo::parse("banana", "").is_err());
        assert!(ServerInfo::parse("", "").is_err());
    }
}
