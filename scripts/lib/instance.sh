# Sourced by scripts/mariadb.sh, scripts/redis.sh and scripts/prometheus.sh:
# what every private server instance of the tests needs alike. The caller
# sets PROG, PID_FILE (set_paths) and defines usage and die.

# An instance name is a folder name of letters, digits, _ . -
check_name() {
    [[ ${1:-} =~ ^[A-Za-z0-9_][A-Za-z0-9_.-]*$ ]] || {
        echo "$PROG: invalid instance name '${1:-}' (use letters, digits, _ . -)" >&2
        usage
    }
}

# Whether pid $1 runs (a zombie does not).
alive() {
    kill -0 "$1" 2>/dev/null || return 1
    if [[ -r /proc/$1/stat ]]; then
        local stat
        stat=$(cat "/proc/$1/stat" 2>/dev/null) || return 1
        stat=${stat##*) }
        [[ ${stat:0:1} != Z ]] || return 1
    fi
    return 0
}

# Prints the pid in $PID_FILE when it runs and its command name matches the
# regex $1 (a recycled pid is not the server), or fails.
running_pid() {
    [[ -f $PID_FILE ]] || return 1
    local pid
    pid=$(tr -dc '0-9' <"$PID_FILE" 2>/dev/null || true)
    [[ -n $pid ]] || return 1
    alive "$pid" || return 1
    if [[ -r /proc/$pid/comm ]]; then
        [[ $(cat "/proc/$pid/comm" 2>/dev/null || true) =~ $1 ]] || return 1
    fi
    echo "$pid"
}

# A free TCP port on 127.0.0.1.
free_port() {
    if command -v python3 >/dev/null 2>&1; then
        python3 - <<'PY' 2>/dev/null && return 0
import socket
s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
s.bind(("127.0.0.1", 0))
print(s.getsockname()[1])
s.close()
PY
    fi
    # Fallback: probe random high ports until a connect is refused.
    local i port
    for ((i = 0; i < 200; i++)); do
        port=$((20000 + RANDOM % 40000))
        if ! (: <"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
            echo "$port"
            return 0
        fi
    done
    die "could not find a free TCP port on 127.0.0.1"
}
