#!/usr/bin/env bash
# The end-to-end tour on a private MariaDB: what poolctl does for a deploy.
#
#   scripts/demo.sh
#
# Starts (or reuses) the private server "demo" on 127.0.0.1, creates the
# database poolctl_demo afresh, then runs poolctl the way a deploy and on-call
# would: schema check (fails: nothing deployed yet), migrate run --dry-run,
# migrate run, a second run (a no-op), migrate status, the example ledger,
# schema check (passes) and its JSON form for scripts, refill (plan, then fill),
# status, checkouts and drift, reconcile (read-only, then --apply), replenish --once
# (an expired hold released, the pool topped up), inspect-locks on a
# reproduced empty-pool trap (a refill blocked by a gap lock), then lint on the
# reference transactions (clean) and on a broken reserve (findings).
# Env: POOLCTL_KEEP_SERVERS=1 leaves the server running afterwards.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
REPO=$PWD
MDB=$REPO/scripts/mariadb.sh

echo "demo: starting the private MariaDB server 'demo' on 127.0.0.1 (installs mariadb-server on first use)" >&2
bash "$MDB" start demo
if [[ ${POOLCTL_KEEP_SERVERS:-0} != 1 ]]; then
    trap 'bash "$MDB" stop demo >/dev/null 2>&1 || true' EXIT
fi

# POOLCTL_BIN: a poolctl binary already built (scripts/test.sh passes the one
# `cargo test` built, which a plain `cargo build` would rebuild with other features).
if [[ -n ${POOLCTL_BIN:-} ]]; then
    BIN=$(realpath "$POOLCTL_BIN")
else
    echo "demo: building poolctl (cargo build --locked; on a fresh machine the first build" \
        "compiles every dependency, a few minutes on 2 cores)" >&2
    cargo build --locked
    BIN=$PWD/target/debug/poolctl
    echo "demo: built $BIN" >&2
fi
PORT=$(bash "$MDB" port demo)
PWFILE=$(bash "$MDB" password-file demo)

sql() { MYSQL_PWD=$(cat "$PWFILE") mariadb --no-defaults -h127.0.0.1 -P"$PORT" -upoolctl "$@"; }
# Wait (up to 20 s) until the server runs a statement LIKE $2 in poolctl_demo: the
# demo moves on when the event happened, not after a guessed delay.
wait_for_statement() {
    local what=$1 like=$2 i
    for ((i = 0; i < 400; i++)); do
        if [[ $(sql -N -e "SELECT COUNT(*) FROM information_schema.PROCESSLIST
                WHERE DB = 'poolctl_demo' AND INFO LIKE '$like'") -gt 0 ]]; then
            return 0
        fi
        sleep 0.05
    done
    echo "demo: $what never happened" >&2
    return 1
}
sql -e 'DROP DATABASE IF EXISTS poolctl_demo; CREATE DATABASE poolctl_demo'

# A config like an operator's: one pod, password in a file, the ledger mapping.
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"; [[ ${POOLCTL_KEEP_SERVERS:-0} == 1 ]] || bash "$MDB" stop demo >/dev/null 2>&1 || true' EXIT
cat >"$WORK/poolctl.toml" <<TOML
[pods.demo]
url = "mysql://poolctl@127.0.0.1:$PORT/poolctl_demo"
password_file = "$PWFILE"

[ledger]
table = "inventory_levels"
location_column = "location_id"
TOML
cd "$WORK"

step() {
    echo
    echo "==> poolctl $*"
    local rc=0
    "$BIN" "$@" || rc=$?
    echo "(exit $rc)"
    return 0
}

step schema check
step migrate run --dry-run
step migrate run
step migrate run
step migrate status
echo
echo "==> loading the example ledger (examples/ledger.sql)"
sql poolctl_demo <"$REPO/examples/ledger.sql"
step schema check
step schema check --format json

# On-call during a sale: fill the pools from the ledger, see how full they are.
step refill --all --dry-run
step refill --all
step status
# Checkouts: a buyer holds 3 units of item 101 (units leave the pool for a hold),
# another hold has expired without being released, and a stock adjustment drops
# item 102's ledger under what its pool holds. reconcile finds the drift;
# --apply repairs it under each pool's locks.
sql poolctl_demo -e "
  SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED; START TRANSACTION;
  DELETE FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 101
     AND inventory_group_id = 1 ORDER BY id LIMIT 3;
  INSERT INTO reserved_quantities (shop_id, inventory_item_id, inventory_group_id, checkout_id,
     quantity, expires_at) VALUES (1, 101, 1, 'checkout-1', 3, NOW(6) + INTERVAL 10 MINUTE);
  COMMIT;
  START TRANSACTION;
  DELETE FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 101
     AND inventory_group_id = 2 ORDER BY id LIMIT 2;
  INSERT INTO reserved_quantities (shop_id, inventory_item_id, inventory_group_id, checkout_id,
     quantity, created_at, expires_at) VALUES (1, 101, 2, 'checkout-2', 2,
     NOW(6) - INTERVAL 20 MINUTE, NOW(6) - INTERVAL 10 MINUTE);
  COMMIT;
  UPDATE inventory_levels SET available = 1 WHERE shop_id = 1 AND inventory_item_id = 102;"
step status
step reconcile
step reconcile --apply
step status

# The replenisher keeps pools full as a service (one leader per database, metrics
# with --metrics-addr); --once is one pass, as from cron. A flash sale holds 600 of
# item 100's 1,000 pooled units (the pool falls under the low-water share of its
# target) and a checkout's hold of 4 units of item 101 expires unreleased: one pass
# releases the expired hold (its units go back) and refills item 100's pool.
sql poolctl_demo -e "
  SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED; START TRANSACTION;
  DELETE FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 100
     AND inventory_group_id = 1 ORDER BY id LIMIT 600;
  INSERT INTO reserved_quantities (shop_id, inventory_item_id, inventory_group_id, checkout_id,
     quantity, expires_at) VALUES (1, 100, 1, 'sale-1', 600, NOW(6) + INTERVAL 10 MINUTE);
  COMMIT;
  START TRANSACTION;
  DELETE FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 101
     AND inventory_group_id = 1 ORDER BY id LIMIT 4;
  INSERT INTO reserved_quantities (shop_id, inventory_item_id, inventory_group_id, checkout_id,
     quantity, created_at, expires_at) VALUES (1, 101, 1, 'checkout-3', 4,
     NOW(6) - INTERVAL 20 MINUTE, NOW(6) - INTERVAL 1 SECOND);
  COMMIT;"
step replenish --dry-run
step replenish --once
step status

# On-call: the empty-pool trap, reproduced. A reserve at REPEATABLE READ scans an
# empty pool and keeps its transaction open; a refill's INSERT into that pool then
# waits behind the supremum gap lock. inspect-locks names both and the runbook.
sql -e 'SET GLOBAL innodb_status_output_locks = ON'
sql poolctl_demo -e "SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ; BEGIN;
  SELECT id FROM reservation_units WHERE shop_id = 1 AND inventory_item_id = 7
   AND inventory_group_id = 3 LIMIT 1 FOR UPDATE SKIP LOCKED;
  SELECT SLEEP(3); ROLLBACK" >/dev/null &
reserve=$!
wait_for_statement "the reserve's scan" 'SELECT SLEEP(3)%'
sql poolctl_demo -e "SET SESSION innodb_lock_wait_timeout = 20; BEGIN;
  INSERT INTO reservation_units (shop_id, inventory_item_id, inventory_group_id, id)
  VALUES (1, 7, 3, 1); ROLLBACK" &
refill=$!
wait_for_statement "the refill's INSERT" 'INSERT INTO reservation_units%'
step inspect-locks
wait "$reserve" "$refill"

# The linter needs no server: the reference transactions lint clean, and a
# reserve that lost its SET TRANSACTION line (and its LIMIT) does not.
step lint "$REPO/examples/app-sql"
grep -v 'SET TRANSACTION' "$REPO/examples/app-sql/reserve.sql" | sed 's/LIMIT ?//' >"$WORK/broken_reserve.sql"
step lint "$WORK/broken_reserve.sql"

# The demo must end with a healthy schema: fail loudly otherwise.
"$BIN" schema check >/dev/null
"$BIN" migrate status >/dev/null
"$BIN" reconcile >/dev/null
"$BIN" replenish --once >/dev/null 2>&1
"$BIN" lint "$REPO/examples/app-sql" >/dev/null
if "$BIN" lint "$WORK/broken_reserve.sql" >/dev/null; then
    echo "demo: the broken reserve was not caught" >&2
    exit 1
fi
echo
echo "demo finished: schema migrated and checked on $("$BIN" migrate status --format json | sed -n 's/.*"target": "\(.*\)".*/\1/p')"
