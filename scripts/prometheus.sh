#!/usr/bin/env bash
# Manage private, throwaway Prometheus servers on 127.0.0.1 for poolctl's
# live alert tests (Debian's `prometheus` package, as scripts/promtool.sh
# installs it). No systemd: each instance is a plain background prometheus
# with its own state under ${POOLCTL_PROMETHEUS_DIR:-${TMPDIR:-/tmp}/poolctl-prometheus}/NAME:
#
#   NAME/data/        its TSDB
#   NAME/targets/     file_sd target files (*.json), picked up as they change
#   NAME/rules/       rule files (*.yml), loaded on POST /-/reload
#   NAME/prometheus.yml, NAME/port, NAME/prometheus.log, NAME/prometheus.pid
#
# Scrapes every 1 s and evaluates every 1 s (so a test waits seconds, not
# minutes), job poolctl-replenish with honor_labels (as deploy/prometheus/
# scrape.yml), external label runbook_base; --web.enable-lifecycle so a test
# reloads the rules it wrote.
#
#   scripts/prometheus.sh install
#   scripts/prometheus.sh start NAME | stop NAME | url NAME | dir NAME | status NAME
set -euo pipefail

PROG=${0##*/}
BASE_DIR=${POOLCTL_PROMETHEUS_DIR:-${TMPDIR:-/tmp}/poolctl-prometheus}
START_TIMEOUT=60
STOP_TIMEOUT=30
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

die() {
    echo "$PROG: $*" >&2
    exit 1
}

# shellcheck source=scripts/lib/instance.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib/instance.sh"

usage() {
    echo "usage: $PROG install | start NAME | stop NAME | url NAME | dir NAME | status NAME" >&2
    exit 2
}

find_prometheus() {
    command -v prometheus 2>/dev/null || { [[ -x /usr/bin/prometheus ]] && echo /usr/bin/prometheus; }
}

cmd_install() {
    # The package that has promtool has the server too.
    if ! find_prometheus >/dev/null; then
        bash "$HERE/promtool.sh" install >/dev/null
    fi
    local p
    p=$(find_prometheus) || die "the prometheus package is installed but prometheus is not found"
    [[ ${1:-} == quiet ]] || echo "prometheus: $("$p" --version 2>&1 | head -n 1)"
}


set_paths() {
    NAME=$1
    DIR=$BASE_DIR/$NAME
    PID_FILE=$DIR/prometheus.pid
    PORT_FILE=$DIR/port
    LOG=$DIR/prometheus.log
    CONF=$DIR/prometheus.yml
}



ready() {
    python3 - "$(cat "$PORT_FILE")" <<'PY'
import sys, urllib.request
try:
    with urllib.request.urlopen(f"http://127.0.0.1:{sys.argv[1]}/-/ready", timeout=2) as r:
        sys.exit(0 if r.status == 200 else 1)
except Exception:
    sys.exit(1)
PY
}


write_config() {
    cat >"$CONF" <<CONF
# Written by scripts/prometheus.sh for poolctl's live tests.
global:
  scrape_interval: 1s
  scrape_timeout: 1s
  evaluation_interval: 1s
  external_labels:
    runbook_base: https://runbooks.example.com/poolctl
rule_files:
  - $DIR/rules/*.yml
scrape_configs:
  - job_name: poolctl-replenish
    honor_labels: true
    file_sd_configs:
      - files: ["$DIR/targets/*.json"]
        refresh_interval: 1s
CONF
}

cmd_start() {
    [[ $# -eq 1 ]] || usage
    check_name "$1"
    set_paths "$1"
    cmd_install quiet
    local bin
    bin=$(find_prometheus)
    mkdir -p "$DIR/data" "$DIR/targets" "$DIR/rules"
    exec 9>"$DIR/.lock"
    command -v flock >/dev/null 2>&1 && flock 9
    if running_pid '^prometheus' >/dev/null && ready; then
        echo "prometheus $NAME already running on 127.0.0.1:$(cat "$PORT_FILE")"
        return 0
    fi
    # A fresh start forgets the last run's targets, rules and samples.
    rm -rf "$DIR/data" "$DIR/targets" "$DIR/rules"
    mkdir -p "$DIR/data" "$DIR/targets" "$DIR/rules"
    write_config
    local attempt port pid deadline
    for attempt in 1 2 3 4 5; do
        port=$(free_port)
        echo "$port" >"$PORT_FILE"
        : >"$LOG"
        setsid "$bin" --config.file="$CONF" --storage.tsdb.path="$DIR/data" \
            --web.listen-address="127.0.0.1:$port" --web.enable-lifecycle \
            --storage.tsdb.retention.time=1d --log.level=warn \
            </dev/null >>"$LOG" 2>&1 9>&- &
        pid=$!
        deadline=$((SECONDS + START_TIMEOUT))
        while ((SECONDS < deadline)); do
            ready && break
            alive "$pid" || break
            sleep 0.2
        done
        if ready; then
            echo "$pid" >"$PID_FILE"
            echo "prometheus $NAME ready on 127.0.0.1:$port"
            return 0
        fi
        if ! alive "$pid" && grep -qi "address already in use" "$LOG"; then
            echo "$PROG: port $port was taken, retrying ($attempt)" >&2
            continue
        fi
        kill -TERM "$pid" 2>/dev/null || true
        tail -n 20 "$LOG" >&2
        die "prometheus '$NAME' did not become ready within ${START_TIMEOUT}s"
    done
    die "could not start prometheus '$NAME': no usable port"
}

cmd_stop() {
    [[ $# -eq 1 ]] || usage
    check_name "$1"
    set_paths "$1"
    local pid
    if pid=$(running_pid '^prometheus'); then
        kill -TERM "$pid" 2>/dev/null || true
        local deadline=$((SECONDS + STOP_TIMEOUT))
        while alive "$pid" && ((SECONDS < deadline)); do sleep 0.1; done
        alive "$pid" && kill -KILL "$pid" 2>/dev/null || true
        echo "prometheus $NAME stopped"
    fi
    rm -f "$PID_FILE"
}

cmd_url() {
    [[ $# -eq 1 ]] || usage
    check_name "$1"
    set_paths "$1"
    [[ -f $PORT_FILE ]] || die "prometheus '$NAME' was never started (scripts/prometheus.sh start $NAME)"
    echo "http://127.0.0.1:$(cat "$PORT_FILE")"
}

cmd_dir() {
    [[ $# -eq 1 ]] || usage
    check_name "$1"
    set_paths "$1"
    [[ -d $DIR ]] || die "prometheus '$NAME' was never started (scripts/prometheus.sh start $NAME)"
    echo "$DIR"
}

cmd_status() {
    [[ $# -eq 1 ]] || usage
    check_name "$1"
    set_paths "$1"
    if pid=$(running_pid '^prometheus'); then
        echo "$NAME running (pid $pid) $(cmd_url "$NAME")"
    else
        echo "$NAME stopped"
    fi
}

cmd=${1:-}
shift || true
case $cmd in
install) cmd_install "$@" ;;
start) cmd_start "$@" ;;
stop) cmd_stop "$@" ;;
url) cmd_url "$@" ;;
dir) cmd_dir "$@" ;;
status) cmd_status "$@" ;;
*) usage ;;
esac
