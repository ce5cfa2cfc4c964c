#!/usr/bin/env bash
# promtool (Debian's `prometheus` package) for the tests that check the example
# alert rules and the replenisher's live /metrics output. Installed like
# MariaDB in scripts/mariadb.sh: apt-get when it is missing (as root, or with
# sudo). Only the package's files are used; its server is never started.
#
#   scripts/promtool.sh install    install when missing, print the version
#   scripts/promtool.sh path       print the path of promtool (exit 1 if missing)
set -euo pipefail

PROG=${0##*/}

die() {
    echo "$PROG: $*" >&2
    exit 1
}

find_promtool() {
    command -v promtool 2>/dev/null || { [[ -x /usr/bin/promtool ]] && echo /usr/bin/promtool; }
}

cmd_install() {
    if p=$(find_promtool); then
        echo "promtool already installed: $("$p" --version 2>&1 | head -n 1)"
        return 0
    fi
    local sudo=()
    if [[ $(id -u) -ne 0 ]]; then
        command -v sudo >/dev/null 2>&1 || die "promtool is not installed and we are not root (no sudo either)"
        sudo=(sudo)
    fi
    local log
    log=$(mktemp "${TMPDIR:-/tmp}/poolctl-promtool-install.XXXXXX")
    # --no-install-recommends: promtool only, not the node exporter. Without
    # systemd (containers, CI) the package's service is not started.
    if ! { "${sudo[@]}" apt-get update &&
        "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends prometheus; } \
        </dev/null >"$log" 2>&1; then
        tail -n 40 "$log" >&2
        rm -f "$log"
        die "installing Debian's prometheus package (for promtool) failed"
    fi
    rm -f "$log"
    p=$(find_promtool) || die "the prometheus package is installed but promtool is still not found"
    echo "installed promtool: $("$p" --version 2>&1 | head -n 1)"
}

case ${1:-} in
install) cmd_install ;;
path) find_promtool || die "promtool not found: run scripts/promtool.sh install" ;;
*)
    echo "usage: $PROG install | path" >&2
    exit 2
    ;;
esac
