#!/usr/bin/env bash
# The project's test command: starts six private MariaDB servers (ROW and
# STATEMENT binlog format, two more ROW servers for the fleet tests, one
# with performance_schema and a slow log for conn-tags, and the corpus
# judge's) and a private Redis (the bench's legacy design), points the tests
# at them and runs cargo test; then the demo and the docs build.
#
#   scripts/test.sh [extra cargo test args...]
#
# A private Prometheus (scripts/prometheus.sh) runs for the live alert tests.
#
# Env: POOLCTL_KEEP_SERVERS=1 leaves the servers running afterwards
#      (inspect with scripts/mariadb.sh status / url test).
#      POOLCTL_MARIADB_DIR=DIR keeps the servers' state in DIR (two checkouts
#      testing at once each need their own); Redis's goes in DIR/redis unless
#      POOLCTL_REDIS_DIR says otherwise, Prometheus's in DIR/prometheus unless
#      POOLCTL_PROMETHEUS_DIR does.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
MDB=scripts/mariadb.sh
RDS=scripts/redis.sh
PROM=scripts/prometheus.sh
if [[ -z ${POOLCTL_REDIS_DIR:-} && -n ${POOLCTL_MARIADB_DIR:-} ]]; then
    export POOLCTL_REDIS_DIR=$POOLCTL_MARIADB_DIR/redis
fi
if [[ -z ${POOLCTL_PROMETHEUS_DIR:-} && -n ${POOLCTL_MARIADB_DIR:-} ]]; then
    export POOLCTL_PROMETHEUS_DIR=$POOLCTL_MARIADB_DIR/prometheus
fi

# shellcheck disable=SC2317  # invoked via trap
stop_servers() {
    if [[ ${POOLCTL_KEEP_SERVERS:-0} == 1 ]]; then
        echo "POOLCTL_KEEP_SERVERS=1: leaving mariadb 'test' and 'test-stmt' running" >&2
        return 0
    fi
    bash "$RDS" stop test >/dev/null 2>&1 || true
    bash "$PROM" stop test >/dev/null 2>&1 || true
    bash "$MDB" stop test-ps >/dev/null 2>&1 || true
    bash "$MDB" stop test-judge >/dev/null 2>&1 || true
    bash "$MDB" stop test-4 >/dev/null 2>&1 || true
    bash "$MDB" stop test-3 >/dev/null 2>&1 || true
    bash "$MDB" stop test-stmt >/dev/null 2>&1 || true
    bash "$MDB" stop test >/dev/null 2>&1 || true
}
trap stop_servers EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Install once, up front, so the parallel starts don't race on apt/dpkg.
bash "$MDB" install >/dev/null
# promtool checks the example alert rules and the replenisher's /metrics.
bash scripts/promtool.sh install >/dev/null
bash "$RDS" install >/dev/null
bash "$PROM" install >/dev/null
# The man-page test formats `poolctl man` with groff (Debian: groff-base).
if ! command -v groff >/dev/null 2>&1; then
    apt-get install -y -qq groff-base >/dev/null || {
        echo "test.sh: groff is missing and could not be installed (apt-get install groff-base)" >&2
        exit 1
    }
fi

bash "$MDB" start test &
pid_row=$!
bash "$MDB" start test-stmt --binlog-format=STATEMENT &
pid_stmt=$!
# Two more, for the tests that run commands across pods (three ROW servers).
bash "$MDB" start test-3 &
pid_3=$!
bash "$MDB" start test-4 &
pid_4=$!
# conn-tags: performance_schema with the statement and transaction consumers
# (MariaDB starts with them off), and a slow log its tests' sessions write
# with long_query_time = 0 (the global threshold stays 10 s), as a file
# (whole seconds) and as the mysql.slow_log table (microseconds).
bash "$MDB" start test-ps --performance-schema=ON \
    --performance-schema-consumer-events-statements-current=ON \
    --performance-schema-consumer-events-statements-history=ON \
    --performance-schema-consumer-events-transactions-current=ON \
    --performance-schema-consumer-events-transactions-history=ON \
    --performance-schema-instrument=transaction=ON \
    --slow-query-log=ON --slow-query-log-file=slow.log --long-query-time=10 \
    --log-output=FILE,TABLE &
pid_ps=$!
# The corpus judge loads untrusted real-world SQL: a server of its own, no
# binlog (nothing to replicate), no durability (thousands of throwaway tables:
# one tablespace, no syncs; the corpus loads 2x faster), and a time limit for
# every statement (tests/util/judge.rs).
bash "$MDB" start test-judge --skip-log-bin --innodb-flush-log-at-trx-commit=0 \
    --innodb-doublewrite=0 --innodb-file-per-table=0 --innodb-flush-method=nosync \
    --skip-sync-frm --max-statement-time=10 &
pid_judge=$!
bash "$RDS" start test >/dev/null || {
    echo "test.sh: starting redis failed" >&2
    exit 1
}
rc_row=0
rc_stmt=0
rc_3=0
rc_4=0
rc_ps=0
rc_judge=0
wait "$pid_row" || rc_row=$?
wait "$pid_stmt" || rc_stmt=$?
wait "$pid_3" || rc_3=$?
wait "$pid_4" || rc_4=$?
wait "$pid_ps" || rc_ps=$?
wait "$pid_judge" || rc_judge=$?
if ((rc_row != 0 || rc_stmt != 0 || rc_3 != 0 || rc_4 != 0 || rc_ps != 0 || rc_judge != 0)); then
    echo "test.sh: starting mariadb failed (test: exit $rc_row, test-stmt: exit $rc_stmt," \
        "test-3: exit $rc_3, test-4: exit $rc_4, test-ps: exit $rc_ps, test-judge: exit $rc_judge)" >&2
    exit 1
fi

POOLCTL_TEST_URL=$(bash "$MDB" url test)
POOLCTL_TEST_URL_STATEMENT_BINLOG=$(bash "$MDB" url test-stmt)
POOLCTL_TEST_URL_3=$(bash "$MDB" url test-3)
POOLCTL_TEST_URL_4=$(bash "$MDB" url test-4)
POOLCTL_TEST_URL_PERFORMANCE_SCHEMA=$(bash "$MDB" url test-ps)
POOLCTL_TEST_URL_JUDGE=$(bash "$MDB" url test-judge)
POOLCTL_TEST_REDIS_URL=$(bash "$RDS" url test)
export POOLCTL_TEST_REDIS_URL
# The live alert tests write their targets and rules under its directory.
bash "$PROM" start test >/dev/null
POOLCTL_TEST_PROMETHEUS_URL=$(bash "$PROM" url test)
POOLCTL_TEST_PROMETHEUS_DIR=$(bash "$PROM" dir test)
export POOLCTL_TEST_PROMETHEUS_URL POOLCTL_TEST_PROMETHEUS_DIR
export POOLCTL_TEST_URL POOLCTL_TEST_URL_STATEMENT_BINLOG POOLCTL_TEST_URL_3 POOLCTL_TEST_URL_4 \
    POOLCTL_TEST_URL_PERFORMANCE_SCHEMA POOLCTL_TEST_URL_JUDGE

rc=0
# Benchmarks are compiled (so they cannot rot) but not run here: they print figures.
cargo test --locked --benches --no-run || rc=$?
((rc == 0)) && { cargo test --locked --lib --bins --tests "$@" || rc=$?; }
if ((rc == 0)) && (($# == 0)); then
    # The README's first command must keep working: run the demo end to end.
    echo "test.sh: running scripts/demo.sh" >&2
    POOLCTL_BIN="${CARGO_TARGET_DIR:-target}/debug/poolctl" bash scripts/demo.sh >/dev/null || rc=$?
    ((rc == 0)) && echo "test.sh: demo ok" >&2
fi
if ((rc == 0)) && (($# == 0)); then
    # The docs live next to the code: their links must resolve (rustdoc's
    # lints as errors; a check build of the dependencies, about 5 minutes).
    echo "test.sh: checking the docs (cargo doc)" >&2
    RUSTDOCFLAGS="-D warnings" cargo doc --locked --no-deps --quiet || rc=$?
    ((rc == 0)) && echo "test.sh: docs ok" >&2
fi
exit "$rc"
