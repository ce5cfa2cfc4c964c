//! The SQL text of conn-tags' live sources, built here and run by
//! `db::conn_tags`, which maps the rows back: the sampler's session, its
//! canary (an InnoDB table it may read, see below), the performance_schema
//! setup checks, and each sample's one round trip of several statements.
//!
//! Every statement is read only (plain SELECTs of performance_schema and
//! information_schema tables, no locks) and tagged
//! `conn_tag:poolctl_conn_tags` ([`SAMPLER_TAG`](super::tag::SAMPLER_TAG)), so that the sources
//! leave the sampler out of what they report; its own connection is left
//! out of each read too. Values in the text are numbers the caller holds
//! and names the server gave back (quoted), never outside input.
//!
//! The canary: a sample runs in a short read-only transaction that first
//! reads one row of an InnoDB table, so that the sampler's own transaction
//! shows in `INNODB_TRX` with the current statement's text, which carries
//! the sample's number (its nonce): found there, the cache was refreshed
//! for this very sample.

use super::perfschema::setup::{CONSUMERS, STATEMENT_INSTRUMENTS};

/// The comment on every statement of the sampler.
pub const TAG: &str = "/* conn_tag:poolctl_conn_tags */";

/// Make the sampler's connection harmless: read only.
pub fn session() -> String {
    format!("SET {TAG} SESSION TRANSACTION READ ONLY")
}

/// The first canary tried: InnoDB's own statistics table.
pub fn canary_innodb_table_stats() -> String {
    format!("SELECT {TAG} 1 FROM mysql.innodb_table_stats LIMIT 1")
}

/// An InnoDB table of the connected database: (schema, name).
pub fn innodb_table_of_database() -> String {
    format!(
        "SELECT {TAG} TABLE_SCHEMA, TABLE_NAME FROM information_schema.TABLES \
         WHERE TABLE_SCHEMA = DATABASE() AND ENGINE = 'InnoDB' LIMIT 1"
    )
}

/// The canary read of one table.
pub fn canary_table(schema: &str, table: &str) -> String {
    format!(
        "SELECT {TAG} 1 FROM {}.{} LIMIT 1",
        quote(schema),
        quote(table)
    )
}

/// `a` -> `` `a` `` (backticks doubled).
fn quote(name: &str) -> String {
    format!("`{}`", name.replace('`', "``"))
}

/// A sample's read-only transaction, opened with the canary's read.
pub fn start_sample(canary: &str) -> String {
    format!("START TRANSACTION {TAG} READ ONLY; {canary}")
}

/// `@@performance_schema`: 1 when on.
pub fn performance_schema_on() -> String {
    format!("SELECT {TAG} @@performance_schema")
}

/// `setup_consumers`' (NAME, ENABLED) of the consumers read.
pub fn consumers() -> String {
    format!(
        "SELECT {TAG} NAME, ENABLED FROM performance_schema.setup_consumers WHERE NAME IN ({})",
        CONSUMERS.map(|c| format!("'{c}'")).join(", ")
    )
}

/// The `transaction` instrument's (ENABLED, TIMED).
pub fn transaction_instrument() -> String {
    format!(
        "SELECT {TAG} ENABLED, TIMED FROM performance_schema.setup_instruments WHERE NAME = 'transaction'"
    )
}

/// How many of the statement instruments are enabled and timed.
pub fn statement_instruments_on() -> String {
    format!(
        "SELECT {TAG} COUNT(*) FROM performance_schema.setup_instruments WHERE NAME IN \
         ({}) AND ENABLED = 'YES' AND TIMED = 'YES'",
        STATEMENT_INSTRUMENTS.map(|c| format!("'{c}'")).join(", ")
    )
}

/// The history size and the longest statement text kept.
pub fn history_sizes() -> String {
    format!(
        "SELECT {TAG} @@performance_schema_events_statements_history_size, \
         @@performance_schema_max_sql_text_length"
    )
}

/// The sampler's own `THREAD_ID`.
pub fn own_thread() -> String {
    format!(
        "SELECT {TAG} THREAD_ID FROM performance_schema.threads WHERE PROCESSLIST_ID = CONNECTION_ID()"
    )
}

/// One performance_schema sample, five result sets: the server's timer now
/// (the sampler's own statement's start), the foreground threads, the
/// top-level statements and the explicit transactions that ended at
/// `since_ps` or later (or still run), then [`innodb_trx`]; and the
/// sample's COMMIT. `own_thread`: the sampler's, left out.
pub fn performance_schema_sample(own_thread: u64, since_ps: u64, nonce: u64) -> String {
    let stmt_cols = "THREAD_ID, EVENT_ID, END_EVENT_ID, TIMER_START, TIMER_END, NESTING_EVENT_ID, \
                     NESTING_EVENT_TYPE = 'TRANSACTION', SQL_TEXT";
    let trx_cols = "THREAD_ID, EVENT_ID, END_EVENT_ID, TIMER_START, TIMER_END, NESTING_EVENT_ID";
    let recent = format!("(END_EVENT_ID IS NULL OR TIMER_END >= {since_ps})");
    format!(
        "SELECT {TAG} s.TIMER_START FROM performance_schema.events_statements_current s \
         WHERE s.THREAD_ID = {own_thread};\n\
         SELECT {TAG} THREAD_ID, PROCESSLIST_ID, PROCESSLIST_USER, PROCESSLIST_HOST, INSTRUMENTED \
         FROM performance_schema.threads WHERE TYPE = 'FOREGROUND' AND PROCESSLIST_ID IS NOT NULL \
         AND THREAD_ID <> {own_thread};\n\
         SELECT {TAG} {stmt_cols}, 0 FROM performance_schema.events_statements_current \
         WHERE NESTING_EVENT_LEVEL = 0 AND THREAD_ID <> {own_thread} AND {recent} \
         UNION ALL SELECT {stmt_cols}, 1 FROM performance_schema.events_statements_history \
         WHERE NESTING_EVENT_LEVEL = 0 AND THREAD_ID <> {own_thread} AND TIMER_END >= {since_ps};\n\
         SELECT {TAG} {trx_cols} FROM performance_schema.events_transactions_current \
         WHERE AUTOCOMMIT = 'NO' AND THREAD_ID <> {own_thread} AND {recent} \
         UNION ALL SELECT {trx_cols} FROM performance_schema.events_transactions_history \
         WHERE AUTOCOMMIT = 'NO' AND THREAD_ID <> {own_thread} AND TIMER_END >= {since_ps};\n\
         {};\nCOMMIT {TAG}",
        innodb_trx(nonce)
    )
}

/// One PROCESSLIST + INNODB_TRX + PROCESSLIST sample, three result sets
/// (the second PROCESSLIST read without the statements' text) and the
/// sample's COMMIT. `ms_and_query_id`: PROCESSLIST has MariaDB's `TIME_MS`
/// and `QUERY_ID` (else MySQL's whole-second `TIME`, and no statement id).
pub fn processlist_sample(ms_and_query_id: bool, nonce: u64) -> String {
    let (time, query_id) = if ms_and_query_id {
        ("CAST(TIME_MS * 1000 AS UNSIGNED)", "QUERY_ID")
    } else {
        ("CAST(TIME AS UNSIGNED) * 1000000", "NULL")
    };
    let filter = "ID <> CONNECTION_ID() AND COMMAND NOT IN ('Daemon', 'Binlog Dump', \
                  'Binlog Dump GTID', 'Killed', 'Connect') AND USER NOT IN ('system user', \
                  'event_scheduler', 'unauthenticated user')";
    format!(
        "SELECT {TAG} ID, USER, HOST, COMMAND, {time}, {query_id}, LEFT(INFO, 4096) \
         FROM information_schema.PROCESSLIST WHERE {filter};\n{};\n\
         SELECT {TAG} ID, USER, HOST, COMMAND, {time}, {query_id}, NULL \
         FROM information_schema.PROCESSLIST WHERE {filter};\nCOMMIT {TAG}",
        innodb_trx(nonce)
    )
}

/// The mark of sample `nonce` in its INNODB_TRX query's text.
pub fn nonce_mark(nonce: u64) -> String {
    format!("/* poolctl sample {nonce} */")
}

/// INNODB_TRX with the sampler's own row marked (its current statement's
/// text, which holds [`nonce_mark`], tells whether the cache was refreshed
/// for this very query).
pub fn innodb_trx(nonce: u64) -> String {
    format!(
        "SELECT {TAG} {} trx_mysql_thread_id, CAST(trx_id AS CHAR), CAST(trx_started AS CHAR), \
         CAST(GREATEST(0, TIMESTAMPDIFF(SECOND, trx_started, NOW())) AS UNSIGNED), \
         trx_state = 'LOCK WAIT', trx_rows_locked, trx_autocommit_non_locking, \
         trx_mysql_thread_id = CONNECTION_ID(), \
         IF(trx_mysql_thread_id = CONNECTION_ID(), trx_query, NULL) \
         FROM information_schema.INNODB_TRX",
        nonce_mark(nonce)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conntags::tag;

    #[test]
    fn every_statement_carries_the_sampler_tag() {
        assert_eq!(tag::in_sql(TAG), Some(tag::SAMPLER_TAG));
        let all = [
            session(),
            canary_innodb_table_stats(),
            innodb_table_of_database(),
            canary_table("s", "t"),
            start_sample("SELECT 1"),
            performance_schema_on(),
            consumers(),
            transaction_instrument(),
            statement_instruments_on(),
            history_sizes(),
            own_thread(),
            performance_schema_sample(7, 0, 1),
            processlist_sample(true, 1),
            processlist_sample(false, 1),
            innodb_trx(1),
        ];
        for q in &all {
            for statement in q.split(";\n") {
                assert_eq!(
                    tag::in_sql(statement),
                    Some(tag::SAMPLER_TAG),
                    "{statement}"
                );
            }
        }
    }

    #[test]
    fn names_are_quoted_and_numbers_placed() {
        assert_eq!(
            canary_table("shop", "a`b"),
            format!("SELECT {TAG} 1 FROM `shop`.`a``b` LIMIT 1")
        );
        assert!(innodb_trx(42).contains(&nonce_mark(42)));
        let q = performance_schema_sample(7, 99, 3);
        assert!(
            q.contains("THREAD_ID <> 7") && q.contains("TIMER_END >= 99"),
            "{q}"
        );
        assert_eq!(q.matches(";\n").count(), 5, "five result sets and COMMIT");
        assert!(processlist_sample(true, 1).contains("TIME_MS"));
        assert!(!processlist_sample(false, 1).contains("QUERY_ID"));
    }
}
