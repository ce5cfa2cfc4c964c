#!/usr/bin/env bash
# Where a pool buyer's time goes in the flash sale: every statement of the
# reserve procedure (migrations/V5__reserve_procedure.sql), timed by the server
# itself (performance_schema's statement history), per reservation.
#
#   cargo build --release
#   scripts/sale-breakdown.sh [extra `poolctl bench flash-sale` flags...]
#
# Runs `poolctl bench flash-sale --design pool` with the goal command's flags
# (--clients 32 --items 1 --think-ms 1 --duration 10, each unless given) against
# a private server, 'bench-ps' (started here on 127.0.0.1 with
# performance_schema on, like 'bench' otherwise), then prints, from the
# server's own timings: the procedure call's p50/p90/p99 (to hold beside the
# bench's client-side figures), and per part of the call (the edge read, the
# SKIP LOCKED scan, the delete, the hold time, the hold insert, the commit, the
# answer) its p50/p90/p99 and mean per call, and its mean among the
# slowest 1% of calls. Only a server this script started is touched.
#
# Env: POOLCTL_BIN (default target/release/poolctl); POOLCTL_BREAKDOWN_SERVER, the
# private server's name (default bench-ps; left running afterwards).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
MDB=scripts/mariadb.sh
BIN=${POOLCTL_BIN:-target/release/poolctl}
NAME=${POOLCTL_BREAKDOWN_SERVER:-bench-ps}

[[ -x $BIN ]] || {
    echo "sale-breakdown.sh: $BIN not found: run cargo build --release first (debug-build figures mislead)" >&2
    exit 2
}

# Statement events only (the procedure's own control-flow instructions are
# left uninstrumented), short texts, room for a whole 20,000-unit sale.
bash "$MDB" start "$NAME" --performance-schema=ON \
    --performance-schema-consumer-events-statements-current=ON \
    --performance-schema-consumer-events-statements-history-long=ON \
    --performance-schema-events-statements-history-long-size=400000 \
    --performance-schema-max-sql-text-length=256 >/dev/null

port=$(bash "$MDB" port "$NAME")
pwfile=$(bash "$MDB" password-file "$NAME")
sql() { MYSQL_PWD=$(head -n1 "$pwfile") mariadb -h127.0.0.1 -P"$port" -upoolctl --batch "$@"; }

sql -e "CREATE DATABASE IF NOT EXISTS bench"
sql -e "UPDATE performance_schema.setup_instruments SET ENABLED = IF(NAME = 'statement/sp/stmt', 'YES', 'NO'), TIMED = ENABLED
          WHERE NAME LIKE 'statement/sp/%';
        UPDATE performance_schema.setup_consumers SET ENABLED = 'NO' WHERE NAME LIKE 'events_statements%';
        TRUNCATE TABLE performance_schema.events_statements_history_long"

# Record only while the bench runs: the consumers go on just before, and off
# again however the bench ends.
consumers_off() {
    sql -e "UPDATE performance_schema.setup_consumers SET ENABLED = 'NO' WHERE NAME LIKE 'events_statements%'" || true
}
trap consumers_off EXIT
sql -e "UPDATE performance_schema.setup_consumers SET ENABLED = 'YES'
          WHERE NAME IN ('events_statements_current', 'events_statements_history_long')"
# The goal command's flags, each unless the caller gave it.
goal=(--clients 32 --items 1 --think-ms 1 --duration 10)
flags=()
for ((i = 0; i < ${#goal[@]}; i += 2)); do
    given=0
    for a in "$@"; do
        [[ $a == "${goal[i]}" || $a == "${goal[i]}="* ]] && given=1
    done
    ((given)) || flags+=("${goal[i]}" "${goal[i + 1]}")
done
POOLCTL_PASSWORD_FILE=$pwfile "$BIN" bench flash-sale --url "$(bash "$MDB" address "$NAME")bench" \
    --design pool "${flags[@]}" "$@" | sed -n '1,/^no-op/p'
consumers_off

# The history is a ring: a sale longer than it holds keeps only its end.
read -r kept size < <(sql -N -e "SELECT COUNT(*), @@performance_schema_events_statements_history_long_size
                                   FROM performance_schema.events_statements_history_long")
if ((kept >= size)); then
    echo "sale-breakdown.sh: warning: the statement history filled up ($size events): the figures cover the sale's last calls only" >&2
fi

echo
echo "the reserve procedure, as timed by the server (ms; the edge read runs in some calls only: its figures are over those calls)"
sql --table bench -e "
CREATE TEMPORARY TABLE parts (thread_id BIGINT UNSIGNED, call_id BIGINT UNSIGNED, part VARCHAR(64),
                              ms DOUBLE, PRIMARY KEY (thread_id, call_id, part))
  SELECT THREAD_ID AS thread_id, NESTING_EVENT_ID AS call_id,
         CASE WHEN SQL_TEXT LIKE '%MIN(id)%' THEN '1 edge read (MIN, MAX)'
              WHEN SQL_TEXT LIKE '%INTO v_id%' THEN '2 scan (FOR UPDATE SKIP LOCKED)'
              WHEN SQL_TEXT LIKE 'DELETE%' THEN '3 delete'
              WHEN SQL_TEXT LIKE '%SLEEP(%' THEN '4 hold (--think-ms)'
              WHEN SQL_TEXT LIKE 'INSERT%' THEN '5 hold insert'
              WHEN SQL_TEXT LIKE 'COMMIT%' THEN '6 commit'
              WHEN SQL_TEXT LIKE 'SELECT v_got%' THEN '7 answer'
              ELSE '8 other (SET TRANSACTION, START TRANSACTION, ROLLBACK)' END AS part,
         SUM(TIMER_WAIT) / 1e9 AS ms
    FROM performance_schema.events_statements_history_long
   WHERE EVENT_NAME = 'statement/sp/stmt' AND TIMER_WAIT IS NOT NULL AND NESTING_EVENT_ID IS NOT NULL
   GROUP BY thread_id, call_id, part;
CREATE TEMPORARY TABLE calls (thread_id BIGINT UNSIGNED, call_id BIGINT UNSIGNED, ms DOUBLE,
                              PRIMARY KEY (thread_id, call_id))
  SELECT THREAD_ID AS thread_id, EVENT_ID AS call_id, TIMER_WAIT / 1e9 AS ms
    FROM performance_schema.events_statements_history_long
   WHERE EVENT_NAME = 'statement/sql/call_procedure' AND TIMER_WAIT IS NOT NULL
     AND SQL_TEXT LIKE 'CALL%reservation_units_reserve%';
DELETE p FROM parts p LEFT JOIN calls c USING (thread_id, call_id) WHERE c.call_id IS NULL;
INSERT INTO parts SELECT thread_id, call_id, '0 the whole call', ms FROM calls;
CREATE TEMPORARY TABLE slowest (PRIMARY KEY (thread_id, call_id))
  SELECT thread_id, call_id FROM (
    SELECT thread_id, call_id, PERCENT_RANK() OVER (ORDER BY ms) AS r FROM calls) x
   WHERE r >= 0.99;
SELECT part, COUNT(*) AS calls, ROUND(MAX(p50), 2) AS p50, ROUND(MAX(p90), 2) AS p90,
       ROUND(MAX(p99), 2) AS p99,
       ROUND(SUM(ms) / (SELECT COUNT(*) FROM calls), 2) AS mean_per_call,
       ROUND(SUM(slow_ms) / (SELECT COUNT(*) FROM slowest), 2) AS mean_in_slowest_1pct
  FROM (SELECT p.part, p.ms, IF(s.call_id IS NULL, 0, p.ms) AS slow_ms,
               PERCENTILE_DISC(0.5) WITHIN GROUP (ORDER BY p.ms) OVER (PARTITION BY p.part) AS p50,
               PERCENTILE_DISC(0.9) WITHIN GROUP (ORDER BY p.ms) OVER (PARTITION BY p.part) AS p90,
               PERCENTILE_DISC(0.99) WITHIN GROUP (ORDER BY p.ms) OVER (PARTITION BY p.part) AS p99
          FROM parts p LEFT JOIN slowest s USING (thread_id, call_id)) q
 GROUP BY part ORDER BY part"
