#!/usr/bin/env bash
# Manage private, throwaway Redis servers on 127.0.0.1 for poolctl's tests and
# benches (the legacy design of `bench flash-sale --design redis`), modelled on
# scripts/mariadb.sh. No systemd: each instance is a plain background
# redis-server with its own state directory under
# ${POOLCTL_REDIS_DIR:-${TMPDIR:-/tmp}/poolctl-redis}/NAME, no persistence, a
# password of its own.
#
#   scripts/redis.sh install
#   scripts/redis.sh start NAME | stop NAME | stop-all | status
#   scripts/redis.sh url NAME | address NAME | port NAME
#
# `url` embeds the password (for POOLCTL_TEST_REDIS_URL and POOLCTL_REDIS_URL,
# which are environment variables); `address` prints it without.
set -euo pipefail

export PATH="$PATH:/usr/sbin:/sbin"

PROG=${0##*/}
BASE_DIR=${POOLCTL_REDIS_DIR:-${TMPDIR:-/tmp}/poolctl-redis}
START_TIMEOUT=30
STOP_TIMEOUT=15

usage() {
    cat >&2 <<EOF2
usage: $PROG install
       $PROG start NAME
       $PROG stop NAME
       $PROG stop-all
       $PROG url NAME
       $PROG address NAME
       $PROG port NAME
       $PROG status

State lives in \${POOLCTL_REDIS_DIR:-\${TMPDIR:-/tmp}/poolctl-redis}/NAME.
EOF2
    exit 2
}

die() {
    echo "$PROG: $*" >&2
    exit 1
}

# shellcheck source=scripts/lib/instance.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib/instance.sh"

have_redis() { command -v redis-server >/dev/null 2>&1 && command -v redis-cli >/dev/null 2>&1; }

cmd_install() {
    local quiet=${1:-}
    if have_redis; then
        [[ -n $quiet ]] || echo "redis already installed: $(redis-server --version)"
        return 0
    fi
    local sudo=()
    if [[ $(id -u) -ne 0 ]]; then
        command -v sudo >/dev/null 2>&1 || die "redis-server is not installed and we are not root (no sudo either)"
        sudo=(sudo)
    fi
    local log
    log=$(mktemp "${TMPDIR:-/tmp}/poolctl-redis-install.XXXXXX")
    # Without systemd (containers, CI) the package's own service is not started.
    if ! { "${sudo[@]}" apt-get update &&
        "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends redis-server redis-tools; } \
        </dev/null >"$log" 2>&1; then
        tail -n 40 "$log" >&2
        rm -f "$log"
        die "installing redis-server failed"
    fi
    rm -f "$log"
    have_redis || die "redis-server installed but redis-server/redis-cli still not found"
    echo "installed redis-server: $(redis-server --version)"
}


set_paths() {
    NAME=$1
    DIR=$BASE_DIR/$NAME
    PID_FILE=$DIR/redis.pid
    PORT_FILE=$DIR/port
    PW_FILE=$DIR/password
    LOG=$DIR/redis.log
    CONF=$DIR/redis.conf
}



cli() {
    REDISCLI_AUTH=$(cat "$PW_FILE") redis-cli --no-auth-warning -h 127.0.0.1 -p "$(cat "$PORT_FILE")" "$@"
}

answering() { [[ $(cli PING 2>/dev/null) == PONG ]]; }


cmd_start() {
    [[ $# -eq 1 ]] || usage
    check_name "$1"
    set_paths "$1"
    cmd_install quiet
    mkdir -p "$DIR"
    exec 9>"$DIR/.lock"
    command -v flock >/dev/null 2>&1 && flock 9
    if running_pid '^redis-server' >/dev/null && answering; then
        echo "redis $NAME already running on 127.0.0.1:$(cat "$PORT_FILE")"
        return 0
    fi
    if [[ ! -s $PW_FILE ]]; then
        local pw
        pw=$(LC_ALL=C tr -dc 'A-Za-z0-9' < <(head -c 4096 /dev/urandom))
        (umask 077 && printf '%s\n' "${pw:0:24}" >"$PW_FILE")
    fi
    local attempt port pid deadline
    for attempt in 1 2 3 4 5; do
        port=$(free_port)
        echo "$port" >"$PORT_FILE"
        # The password goes in a file only root and the owner read, never argv.
        (umask 077 && cat >"$CONF" <<CONF
bind 127.0.0.1
protected-mode yes
port $port
daemonize no
pidfile $PID_FILE
logfile $LOG
dir $DIR
save ""
appendonly no
requirepass $(cat "$PW_FILE")
CONF
)
        : >"$LOG"
        setsid redis-server "$CONF" </dev/null >/dev/null 2>&1 9>&- &
        pid=$!
        deadline=$((SECONDS + START_TIMEOUT))
        while ((SECONDS < deadline)); do
            answering && break
            alive "$pid" || break
            sleep 0.1
        done
        if answering; then
            echo "$pid" >"$PID_FILE"
            echo "redis $NAME ready on 127.0.0.1:$port"
            return 0
        fi
        if ! alive "$pid" && grep -qi "address already in use" "$LOG"; then
            echo "$PROG: port $port was taken, retrying ($attempt)" >&2
            continue
        fi
        kill -TERM "$pid" 2>/dev/null || true
        tail -n 20 "$LOG" >&2
        die "redis '$NAME' did not become ready within ${START_TIMEOUT}s"
    done
    die "could not start redis '$NAME': no usable port"
}

stop_one() {
    set_paths "$1"
    local pid
    if pid=$(running_pid '^redis-server'); then
        kill -TERM "$pid" 2>/dev/null || true
        local deadline=$((SECONDS + STOP_TIMEOUT))
        while alive "$pid" && ((SECONDS < deadline)); do sleep 0.1; done
        alive "$pid" && kill -KILL "$pid" 2>/dev/null || true
        echo "redis $NAME stopped"
    fi
    rm -f "$PID_FILE"
}

cmd_url() {
    [[ $# -eq 1 ]] || usage
    check_name "$1"
    set_paths "$1"
    [[ -f $PORT_FILE && -f $PW_FILE ]] || die "redis '$NAME' was never started (scripts/redis.sh start $NAME)"
    echo "redis://:$(cat "$PW_FILE")@127.0.0.1:$(cat "$PORT_FILE")"
}

cmd_address() {
    [[ $# -eq 1 ]] || usage
    check_name "$1"
    set_paths "$1"
    [[ -f $PORT_FILE ]] || die "redis '$NAME' was never started (scripts/redis.sh start $NAME)"
    echo "redis://127.0.0.1:$(cat "$PORT_FILE")"
}

cmd=${1:-}
shift || true
case $cmd in
install) cmd_install ;;
start) cmd_start "$@" ;;
stop)
    [[ $# -eq 1 ]] || usage
    check_name "$1"
    stop_one "$1"
    ;;
stop-all)
    [[ -d $BASE_DIR ]] || exit 0
    for d in "$BASE_DIR"/*/; do
        [[ -d $d ]] && stop_one "$(basename "$d")"
    done
    ;;
url) cmd_url "$@" ;;
address) cmd_address "$@" ;;
port)
    [[ $# -eq 1 ]] || usage
    check_name "$1"
    set_paths "$1"
    cat "$PORT_FILE"
    ;;
status)
    [[ -d $BASE_DIR ]] || exit 0
    for d in "$BASE_DIR"/*/; do
        [[ -d $d ]] || continue
        set_paths "$(basename "$d")"
        if pid=$(running_pid '^redis-server'); then
            echo "$NAME running (pid $pid) on 127.0.0.1:$(cat "$PORT_FILE")"
        else
            echo "$NAME stopped"
        fi
    done
    ;;
*) usage ;;
esac
