#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for the server test suite (CI's second run).
#
# Installs Debian `postgresql` when no server binaries exist, then runs initdb in a temporary
# folder owned by the `postgres` user (the server refuses to run as root), trusts local
# connections, listens on 127.0.0.1:${PG_PORT:-5433} only and waits until it answers.
#
# Two ways to use it:
#   source scripts/ensure-postgres.sh   # sets PG_ADMIN_URL, PG_TMP_DIR and defines pg_stop
#   trap pg_stop EXIT
#   bash scripts/ensure-postgres.sh     # starts it, prints the URL; stop with
#   bash scripts/ensure-postgres.sh stop <dir printed at start>
#   bash scripts/ensure-postgres.sh install  # only installs the server when missing (scripts/test.sh,
#                                            # before the lanes that start clusters side by side)
#
# The last line printed is the admin URL: postgres://postgres@127.0.0.1:5433/postgres

_pg_log() { echo "ensure-postgres: $*" >&2; }

# The newest /usr/lib/postgresql/<version>/bin holding both postgres and pg_ctl.
_pg_find_bindir() {
  local dir
  # Version folders sort as strings (9.6 after 15); sort by version to pick the highest.
  for dir in /usr/lib/postgresql/*/bin; do
    if [ -x "$dir/postgres" ] && [ -x "$dir/pg_ctl" ] && [ -x "$dir/initdb" ]; then echo "$dir"; fi
  done | sort -t/ -k5 -V | tail -n 1
}

_pg_install() {
  local sudo_cmd=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo_cmd="sudo -n"; else
      _pg_log "not root and no sudo: install the Debian package postgresql yourself"
      return 1
    fi
  fi
  _pg_log "no PostgreSQL server binaries under /usr/lib/postgresql; installing Debian postgresql"
  _pg_log "apt-get update"
  $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get update -q </dev/null >&2 || return 1
  _pg_log "apt-get install -y postgresql"
  # The package may start its own default cluster on 5432; ours uses another port and folder.
  $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql </dev/null >&2 || return 1
}

# Runs a command as the postgres user.
_pg_as_postgres() {
  if [ "$(id -un)" = "postgres" ]; then
    "$@"
  elif command -v runuser >/dev/null 2>&1 && [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    local quoted
    quoted="$(printf '%q ' "$@")"
    su postgres -s /bin/sh -c "$quoted"
  fi
}

pg_stop() {
  local dir="${1:-${PG_TMP_DIR:-}}"
  local bindir="${PG_BIN_DIR:-$(_pg_find_bindir)}"
  if [ -z "$dir" ] || [ ! -d "$dir" ]; then return 0; fi
  if [ -f "$dir/data/postmaster.pid" ]; then
    _pg_log "stopping the cluster in $dir"
    _pg_as_postgres "$bindir/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
  if [ "${PG_TMP_DIR:-}" = "$dir" ]; then unset PG_TMP_DIR PG_ADMIN_URL; fi
}

pg_start() {
  local port="${PG_PORT:-5433}"
  local bindir
  bindir="$(_pg_find_bindir)"
  if [ -z "$bindir" ]; then
    _pg_install || { _pg_log "installing postgresql failed"; return 1; }
    bindir="$(_pg_find_bindir)"
  fi
  if [ -z "$bindir" ]; then
    _pg_log "no postgres, pg_ctl and initdb found under /usr/lib/postgresql/*/bin"
    return 1
  fi
  PG_BIN_DIR="$bindir"
  _pg_log "using $bindir ($("$bindir/postgres" --version))"

  if ! id postgres >/dev/null 2>&1; then
    _pg_log "the postgres user does not exist (the Debian package creates it)"
    return 1
  fi

  # A cluster already answering on the port would make the tests run against unknown state.
  if "$bindir/pg_isready" -q -h 127.0.0.1 -p "$port" >/dev/null 2>&1; then
    _pg_log "something already answers on 127.0.0.1:$port; stop it or set PG_PORT"
    return 1
  fi

  local dir
  dir="$(mktemp -d "${TMPDIR:-/tmp}/school-mis-pg.XXXXXX")"
  chmod 755 "$dir"
  chown postgres: "$dir" 2>/dev/null || true
  PG_TMP_DIR="$dir"

  _pg_log "initdb in $dir/data (trust authentication, 127.0.0.1 only)"
  if ! _pg_as_postgres "$bindir/initdb" -D "$dir/data" -U postgres --auth=trust \
      --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1; then
    cat "$dir/initdb.log" >&2
    _pg_log "initdb failed"
    pg_stop "$dir"
    return 1
  fi

  _pg_log "starting postgres on 127.0.0.1:$port"
  # The socket goes in the temp folder: /var/run/postgresql may not exist on a bare machine.
  if ! _pg_as_postgres "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      start >/dev/null; then
    cat "$dir/server.log" >&2 || true
    _pg_log "postgres did not start"
    pg_stop "$dir"
    return 1
  fi

  local i
  for i in $(seq 1 60); do
    if "$bindir/pg_isready" -q -h 127.0.0.1 -p "$port" -U postgres; then break; fi
    sleep 0.5
  done
  if ! "$bindir/pg_isready" -q -h 127.0.0.1 -p "$port" -U postgres; then
    _pg_log "postgres is not ready after 30 s"
    cat "$dir/server.log" >&2 || true
    pg_stop "$dir"
    return 1
  fi

  PG_ADMIN_URL="postgres://postgres@127.0.0.1:$port/postgres"
  export PG_ADMIN_URL PG_TMP_DIR PG_BIN_DIR
  _pg_log "ready: $PG_ADMIN_URL (data in $dir)"
  echo "$PG_ADMIN_URL"
}

# Executed (not sourced): start, or stop a folder printed by an earlier start.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  case "${1:-start}" in
    start) pg_start ;;
    install) [ -n "$(_pg_find_bindir)" ] || _pg_install ;;
    stop)
      if [ -z "${2:-}" ]; then echo "usage: $0 stop <dir>" >&2; exit 2; fi
      pg_stop "$2"
      ;;
    *) echo "usage: $0 [start | stop <dir> | install]" >&2; exit 2 ;;
  esac
fi
