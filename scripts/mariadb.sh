#!/usr/bin/env bash
# Manage private, throwaway MariaDB servers on 127.0.0.1 for poolctl's tests.
# No systemd: each instance is a plain background mariadbd with its own state
# directory under ${POOLCTL_MARIADB_DIR:-${TMPDIR:-/tmp}/poolctl-mariadb}/NAME.
#
#   scripts/mariadb.sh install
#   scripts/mariadb.sh start NAME [extra mariadbd args...]   (also creates database NAME)
#   scripts/mariadb.sh stop NAME | stop-all | status | wipe NAME
#   scripts/mariadb.sh url NAME | address NAME | port NAME | password-file NAME
#
# `url` embeds the password (for POOLCTL_TEST_URL and POOLCTL_BENCH_URL, which
# are environment variables); `address` prints the same URL without it, for a
# command line (arguments are visible to every user in `ps`): pair it with
# POOLCTL_PASSWORD_FILE=$(scripts/mariadb.sh password-file NAME).
set -euo pipefail

# mariadbd and friends live in /usr/sbin, which is not on a normal user's PATH.
export PATH="$PATH:/usr/sbin:/sbin"

PROG=${0##*/}
BASE_DIR=${POOLCTL_MARIADB_DIR:-${TMPDIR:-/tmp}/poolctl-mariadb}
DB_USER=poolctl
START_TIMEOUT=60
STOP_TIMEOUT=30

usage() {
    cat >&2 <<EOF
usage: $PROG install
       $PROG start NAME [extra mariadbd args...]
       $PROG stop NAME
       $PROG stop-all
       $PROG url NAME
       $PROG address NAME
       $PROG port NAME
       $PROG password-file NAME
       $PROG status
       $PROG wipe NAME

State lives in \${POOLCTL_MARIADB_DIR:-\${TMPDIR:-/tmp}/poolctl-mariadb}/NAME.
EOF
    exit 2
}

die() {
    echo "$PROG: $*" >&2
    exit 1
}

# shellcheck source=scripts/lib/instance.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib/instance.sh"

is_root() { [[ $(id -u) -eq 0 ]]; }

# ---------------------------------------------------------------- install ---

have_mariadb() {
    { command -v mariadbd >/dev/null 2>&1 || [[ -x /usr/sbin/mariadbd ]]; } &&
        command -v mariadb-install-db >/dev/null 2>&1 &&
        command -v mariadb >/dev/null 2>&1 &&
        command -v mariadb-admin >/dev/null 2>&1
}

# install [quiet]: with "quiet", print nothing when already installed.
cmd_install() {
    local quiet=${1:-}
    if have_mariadb; then
        [[ -n $quiet ]] || echo "mariadb already installed: $(mariadbd --version 2>/dev/null || echo mariadbd)"
        return 0
    fi
    local sudo=()
    if ! is_root; then
        command -v sudo >/dev/null 2>&1 || die "mariadb-server is not installed and we are not root (no sudo either)"
        sudo=(sudo)
    fi
    local log
    log=$(mktemp "${TMPDIR:-/tmp}/poolctl-mariadb-install.XXXXXX")
    if ! { "${sudo[@]}" apt-get update &&
        "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y mariadb-server mariadb-client; } \
        </dev/null >"$log" 2>&1; then
        tail -n 40 "$log" >&2
        rm -f "$log"
        die "installing mariadb-server failed"
    fi
    rm -f "$log"
    have_mariadb || die "mariadb-server installed but mariadbd/mariadb-install-db/mariadb still not found"
    echo "installed mariadb-server: $(mariadbd --version 2>/dev/null || echo mariadbd)"
}

# ---------------------------------------------------------------- helpers ---


# Sets the per-instance path variables for instance $1.
set_paths() {
    NAME=$1
    DIR=$BASE_DIR/$NAME
    DATA=$DIR/data
    PID_FILE=$DIR/mariadbd.pid
    PORT_FILE=$DIR/port
    PW_FILE=$DIR/password
    ARGS_FILE=$DIR/extra-args
    ERR_LOG=$DIR/error.log
    INSTALL_LOG=$DIR/install.log
    INIT_MARK=$DIR/.initialized
    # Each instance its own tmpdir: instances bootstrapped at the same time
    # in a shared /tmp collide on their temporary table names.
    TMP_DIR=$DIR/tmp
    SOCKET=$DIR/mariadbd.sock
    # Unix socket paths are limited to ~108 bytes; fall back to a short,
    # deterministic path in /tmp when the state dir is deeply nested.
    if ((${#SOCKET} > 100)); then
        SOCKET=/tmp/poolctl-mariadb-$(printf '%s' "$DIR" | cksum | cut -d' ' -f1).sock
    fi
}

# The account that may log in over the socket without a password
# (created by mariadb-install-db --auth-root-authentication-method=socket).
admin_user() {
    if is_root; then echo root; else id -un; fi
}

# Run the client as the socket-authenticated admin; extra args are passed on.
admin_sql() {
    mariadb --no-defaults --protocol=socket -S "$SOCKET" -u"$(admin_user)" --batch --skip-column-names "$@"
}



answering() {
    admin_sql -e 'SELECT 1' >/dev/null 2>&1
}


random_password() {
    local pw
    pw=$(LC_ALL=C tr -dc 'A-Za-z0-9' < <(head -c 4096 /dev/urandom))
    pw=${pw:0:24}
    ((${#pw} == 24)) || die "could not generate a password"
    printf '%s' "$pw"
}

ready_line() {
    local verb=$1
    echo "mariadb $NAME $verb on 127.0.0.1:$(cat "$PORT_FILE") (user $DB_USER, password in $PW_FILE, database $NAME)"
}

# ------------------------------------------------------------------ start ---

init_datadir() {
    [[ -f $INIT_MARK && -d $DATA/mysql ]] && return 0
    rm -rf "$DATA"
    mkdir -p "$DATA" "$TMP_DIR"
    local args=(--no-defaults "--datadir=$DATA" "--tmpdir=$TMP_DIR"
        --auth-root-authentication-method=socket --skip-test-db)
    if is_root; then
        chown mysql: "$DIR" "$DATA" "$TMP_DIR"
        args+=(--user=mysql)
    else
        args+=("--auth-root-socket-user=$(id -un)")
    fi
    if ! mariadb-install-db "${args[@]}" </dev/null >"$INSTALL_LOG" 2>&1; then
        tail -n 40 "$INSTALL_LOG" >&2
        die "mariadb-install-db failed for '$NAME' (log: $INSTALL_LOG)"
    fi
    touch "$INIT_MARK"
}

# Waits until the server answers. Args: launcher pid (or empty), timeout.
# Returns 0 when ready, 1 on timeout, 3 when the process died.
wait_ready() {
    local pid=$1 timeout=$2 deadline
    deadline=$((SECONDS + timeout))
    while ((SECONDS < deadline)); do
        answering && return 0
        if [[ -n $pid ]] && ! alive "$pid"; then
            return 3
        fi
        sleep 0.25
    done
    answering
}

# The port the caller's extra mariadbd args fix (--port=P, --port P, -P P,
# -PP; the last one wins, as in mariadbd), or nothing.
fixed_port() {
    local fixed="" arg next=""
    for arg in "$@"; do
        if [[ -n $next ]]; then
            fixed=$arg
            next=""
            continue
        fi
        case $arg in
        --port=*) fixed=${arg#--port=} ;;
        --port | -P) next=1 ;;
        -P*) fixed=${arg#-P} ;;
        esac
    done
    printf '%s' "$fixed"
}

# Records the port the running server listens on, as the server says.
record_live_port() {
    local live_port
    live_port=$(admin_sql -e 'SELECT @@port' 2>/dev/null || true)
    [[ $live_port =~ ^[0-9]+$ ]] && echo "$live_port" >"$PORT_FILE"
    return 0
}

# Launches mariadbd on a fresh port (or the one the caller's args fix);
# retries a few times if a fresh port was grabbed by someone else between
# picking and binding it.
launch() {
    local -a extra=("$@")
    local attempt port pid log_offset rc fixed
    fixed=$(fixed_port "$@")
    if [[ -n $fixed && ! $fixed =~ ^[0-9]+$ ]]; then
        die "the port in the extra args is not a number: '$fixed'"
    fi
    mkdir -p "$TMP_DIR"
    is_root && chown mysql: "$TMP_DIR"
    local -a base=(--no-defaults
        "--datadir=$DATA" "--tmpdir=$TMP_DIR" "--socket=$SOCKET" --bind-address=127.0.0.1
        "--pid-file=$PID_FILE" "--log-error=$ERR_LOG"
        --character-set-server=utf8mb4 --collation-server=utf8mb4_unicode_ci
        --skip-name-resolve --log-bin=mysql-bin --server-id=1 --binlog-format=ROW
        --innodb-buffer-pool-size=128M --max-connections=500)
    is_root && base+=(--user=mysql)
    local mariadbd_bin
    mariadbd_bin=$(command -v mariadbd || echo /usr/sbin/mariadbd)

    for attempt in 1 2 3 4 5; do
        port=${fixed:-$(free_port)}
        touch "$ERR_LOG"
        is_root && chown mysql: "$ERR_LOG"
        log_offset=$(($(wc -c <"$ERR_LOG") + 1))
        rm -f "$PID_FILE"
        # Later options win, so the caller's extra args go last. Detach fully:
        # own session, no stdio, and no inherited lock fd (9).
        setsid "$mariadbd_bin" "${base[@]}" "--port=$port" "${extra[@]}" \
            </dev/null >/dev/null 2>&1 9>&- &
        pid=$!
        echo "$port" >"$PORT_FILE"
        rc=0
        wait_ready "$pid" "$START_TIMEOUT" || rc=$?
        if ((rc == 0)); then
            record_live_port
            return 0
        fi
        if ((rc == 3)) && [[ -n $fixed ]] && tail -c "+$log_offset" "$ERR_LOG" | grep -qiE 'Bind on TCP/IP port|Address already in use'; then
            die "port $fixed (from the extra args) is taken on 127.0.0.1: give another, or none for a free one"
        fi
        if ((rc == 3)) && tail -c "+$log_offset" "$ERR_LOG" | grep -qiE 'Bind on TCP/IP port|Address already in use'; then
            echo "$PROG: port $port was taken, retrying ($attempt)" >&2
            continue
        fi
        if ((rc == 3)); then
            echo "$PROG: mariadbd for '$NAME' exited during startup; tail of $ERR_LOG:" >&2
        else
            echo "$PROG: mariadb '$NAME' did not become ready within ${START_TIMEOUT}s; tail of $ERR_LOG:" >&2
        fi
        tail -c "+$log_offset" "$ERR_LOG" | tail -n 40 >&2
        kill -TERM "$pid" 2>/dev/null || true
        exit 1
    done
    die "could not start mariadb '$NAME': no usable port"
}

ensure_user() {
    if [[ -s $PW_FILE ]]; then
        return 0
    fi
    local pw tmp
    pw=$(random_password)
    tmp=$PW_FILE.tmp
    (umask 077 && printf '%s\n' "$pw" >"$tmp")
    chmod 600 "$tmp"
    # Feed SQL on stdin so the password never shows up in argv.
    if ! admin_sql <<SQL; then
CREATE USER IF NOT EXISTS '$DB_USER'@'127.0.0.1' IDENTIFIED BY '$pw';
CREATE USER IF NOT EXISTS '$DB_USER'@'localhost' IDENTIFIED BY '$pw';
ALTER USER '$DB_USER'@'127.0.0.1' IDENTIFIED BY '$pw';
ALTER USER '$DB_USER'@'localhost' IDENTIFIED BY '$pw';
GRANT ALL ON *.* TO '$DB_USER'@'127.0.0.1' WITH GRANT OPTION;
GRANT ALL ON *.* TO '$DB_USER'@'localhost' WITH GRANT OPTION;
FLUSH PRIVILEGES;
SQL
        rm -f "$tmp"
        die "could not create user '$DB_USER' on '$NAME'"
    fi
    mv -f "$tmp" "$PW_FILE"
}

# An empty database named after the instance, so a command line can point at
# one on a fresh server: `--url "$(scripts/mariadb.sh address bench)bench"`.
ensure_database() {
    admin_sql -e "CREATE DATABASE IF NOT EXISTS \`$NAME\`" ||
        die "could not create database '$NAME' on '$NAME'"
}

cmd_start() {
    [[ $# -ge 1 ]] || usage
    check_name "$1"
    set_paths "$1"
    shift
    local -a extra=("$@")

    cmd_install quiet
    mkdir -p "$DIR"
    if is_root; then
        chown mysql: "$DIR"
        if command -v runuser >/dev/null 2>&1 && ! runuser -u mysql -- test -w "$DIR" 2>/dev/null; then
            die "user 'mysql' cannot write $DIR (a parent directory is not traversable?); set POOLCTL_MARIADB_DIR to e.g. /tmp/poolctl-mariadb"
        fi
    fi

    # Serialise concurrent starts of the same instance.
    exec 9>"$DIR/.lock"
    if command -v flock >/dev/null 2>&1; then
        flock 9
    fi

    local want_args have_args=""
    want_args=$(printf '%s\n' "${extra[@]+"${extra[@]}"}")
    [[ -f $ARGS_FILE ]] && have_args=$(cat "$ARGS_FILE")

    local pid
    if pid=$(running_pid '^(mariadbd|mysqld)$'); then
        if answering || wait_ready "$pid" "$START_TIMEOUT"; then
            if [[ $want_args != "$have_args" ]]; then
                echo "$PROG: warning: '$NAME' is already running with different extra args (${have_args//$'\n'/ }); not restarting (use stop first)" >&2
            fi
            record_live_port
            ensure_user
            ensure_database
            ready_line "already running"
            return 0
        fi
        echo "$PROG: '$NAME' (pid $pid) is not answering; restarting it" >&2
        stop_pid "$pid"
    fi

    init_datadir
    launch "${extra[@]+"${extra[@]}"}"
    printf '%s' "$want_args" >"$ARGS_FILE"
    ensure_user
    ensure_database
    ready_line "ready"
}

# ------------------------------------------------------------------- stop ---

stop_pid() {
    local pid=$1 deadline
    kill -TERM "$pid" 2>/dev/null || return 0
    deadline=$((SECONDS + STOP_TIMEOUT))
    while alive "$pid" && ((SECONDS < deadline)); do
        sleep 0.2
    done
    if alive "$pid"; then
        echo "$PROG: mariadb '$NAME' (pid $pid) ignored TERM for ${STOP_TIMEOUT}s; killing" >&2
        kill -KILL "$pid" 2>/dev/null || true
        sleep 0.5
    fi
}

cmd_stop() {
    [[ $# -eq 1 ]] || usage
    check_name "$1"
    set_paths "$1"
    local pid
    if pid=$(running_pid '^(mariadbd|mysqld)$'); then
        stop_pid "$pid"
        rm -f "$PID_FILE"
        echo "mariadb $NAME stopped"
    else
        rm -f "$PID_FILE"
        echo "mariadb $NAME not running"
    fi
}

instances() {
    [[ -d $BASE_DIR ]] || return 0
    local d
    for d in "$BASE_DIR"/*/; do
        [[ -d $d ]] || continue
        d=${d%/}
        echo "${d##*/}"
    done
}

cmd_stop_all() {
    [[ $# -eq 0 ]] || usage
    local n
    while IFS= read -r n; do
        [[ -n $n ]] && cmd_stop "$n"
    done < <(instances)
    return 0
}

cmd_wipe() {
    [[ $# -eq 1 ]] || usage
    cmd_stop "$1"
    set_paths "$1"
    rm -rf "$DIR"
    [[ $SOCKET == "$DIR"/* ]] || rm -f "$SOCKET" "$SOCKET.lock"
    echo "mariadb $NAME wiped"
}

# ------------------------------------------------------------ info / status ---

need_instance() {
    [[ $# -eq 1 ]] || usage
    check_name "$1"
    set_paths "$1"
    [[ -s $PORT_FILE && -s $PW_FILE ]] || die "no such instance '$NAME' (run: $PROG start $NAME)"
}

cmd_url() {
    need_instance "$@"
    printf 'mysql://%s:%s@127.0.0.1:%s/\n' "$DB_USER" "$(head -n1 "$PW_FILE")" "$(head -n1 "$PORT_FILE")"
}

cmd_address() {
    need_instance "$@"
    printf 'mysql://%s@127.0.0.1:%s/\n' "$DB_USER" "$(head -n1 "$PORT_FILE")"
}

cmd_port() {
    need_instance "$@"
    head -n1 "$PORT_FILE"
}

cmd_password_file() {
    need_instance "$@"
    echo "$PW_FILE"
}

cmd_status() {
    [[ $# -eq 0 ]] || usage
    local n found=0 state port pid
    while IFS= read -r n; do
        [[ -n $n ]] || continue
        found=1
        set_paths "$n"
        port=$(head -n1 "$PORT_FILE" 2>/dev/null || echo '?')
        if pid=$(running_pid '^(mariadbd|mysqld)$'); then
            if answering; then state="running (pid $pid)"; else state="not answering (pid $pid)"; fi
        else
            state=stopped
        fi
        printf '%-20s %-28s 127.0.0.1:%s\n' "$n" "$state" "$port"
    done < <(instances)
    ((found)) || echo "no instances in $BASE_DIR"
}

# ------------------------------------------------------------------- main ---

[[ $# -ge 1 ]] || usage
cmd=$1
shift
case $cmd in
    install) [[ $# -eq 0 ]] || usage; cmd_install ;;
    start) cmd_start "$@" ;;
    stop) cmd_stop "$@" ;;
    stop-all) cmd_stop_all "$@" ;;
    url) cmd_url "$@" ;;
    address) cmd_address "$@" ;;
    port) cmd_port "$@" ;;
    password-file) cmd_password_file "$@" ;;
    status) cmd_status "$@" ;;
    wipe) cmd_wipe "$@" ;;
    -h | --help | help) usage ;;
    *) usage ;;
esac
