#!/usr/bin/env bash
# The whole test suite, from a fresh clone: installs what the tests need (Python packages at the
# versions of tests/requirements.lock), then runs pytest (which also runs the conformance suite).
# The tests start every server they use (Redis, nginx, Dovecot, Chromium, oidc-provider) on free
# loopback ports. MCP_AGENT_UNLOCKED=1 (scripts/test-newest.sh) takes the newest releases instead.
set -euo pipefail
cd "$(dirname "$0")/.."

venv="${MCP_AGENT_VENV:-.venv}"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
pip_install() { "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "$@"; }
if [ -z "${MCP_AGENT_UNLOCKED:-}" ]; then
  # Exported, so every pip of the run (the installed-wheel test's venv too) and every build
  # environment resolves to the lock: an upstream release cannot change what the tests run.
  export PIP_CONSTRAINT="$PWD/tests/requirements.lock" PIP_BUILD_CONSTRAINT="$PWD/tests/requirements.lock"
  pip_install pip
  pip_install pip  # again: the first run may be an older pip that applies the lock only to installs
  pip_install -e ".[test]"
else
  unset PIP_CONSTRAINT PIP_BUILD_CONSTRAINT
  pip_install --upgrade pip
  pip_install --upgrade --upgrade-strategy eager -e ".[test]"
fi
# oidc-provider, the authorization server tests/test_oauth.py runs (pinned by tests/oauth/package-lock.json),
# installed with the npm of the test extra's Node.
if [ ! -e tests/oauth/node_modules/oidc-provider/package.json ]; then
  venv_bin="$(cd "$venv/bin" && pwd)"
  (cd tests/oauth && PATH="$venv_bin:$PATH" npm ci --no-audit --no-fund --loglevel=error)
fi

if ! command -v redis-server >/dev/null 2>&1; then
  apt-get update -qq && apt-get install -y -qq redis-server >/dev/null
fi
# Install the first of the Debian packages that installs, with every service start refused while it
# does (a policy-rc.d): the tests start their own nginx and Dovecot on free loopback ports, and the
# packages' own services would take ports 80, 143 and 993. apt-get update only if needed.
install_without_starting() {
  local policy=/usr/sbin/policy-rc.d added_policy="" installed=""
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && added_policy=1
  fi
  try_install() {
    for package in "$@"; do
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null 2>&1 && return 0
    done
    return 1
  }
  { try_install "$@" || { apt-get update -qq && try_install "$@"; }; } && installed=1
  if [ -n "$added_policy" ]; then rm -f "$policy"; fi
  if [ -z "$installed" ]; then echo "scripts/test.sh: could not install $*" >&2; exit 1; fi
}
# nginx fronts the cluster test (tests/test_cluster.py runs examples/deploy/nginx.conf): nginx-light
# where the release still has it (Debian 12), else nginx.
if [ ! -x /usr/sbin/nginx ]; then
  install_without_starting nginx-light nginx
  # Had a service started anyway (an init without policy-rc.d), stop it: it is not ours to keep.
  if [ -s /run/nginx.pid ]; then /usr/sbin/nginx -s quit 2>/dev/null || true; fi
fi
# Dovecot serves the IMAP source's tests (tests/support/dovecot.py runs its own, with its own configuration).
if [ ! -x /usr/sbin/dovecot ]; then
  install_without_starting dovecot-imapd
  if [ -s /run/dovecot/master.pid ]; then /usr/sbin/dovecot stop 2>/dev/null || true; fi
fi
# Headless Chromium and its WebDriver drive the approvals console (tests/test_console_browser.py).
# install_without_starting installs only the first package of its list that installs, and both are
# needed, so one call per package.
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
  install_without_starting chromium
  install_without_starting chromium-driver
fi
# PostgreSQL: the tests make a database of their own on the server at 127.0.0.1:5432 (user postgres, trust
# authentication; tests/support/postgres.py) and run private servers with initdb and postgres for the crash
# tests. Installed if absent. Where no server answers on 5432 (one installed just now is not started), a
# throwaway one is started there for this run, in a temporary directory, and stopped at exit.
# Two pytest workers (pytest-xdist), a test file each at a time: most tests wait on servers and
# sockets, so two share the two cores well (about 6 minutes against 11 in one). MCP_AGENT_TEST_WORKERS=0
# runs everything in this process.
pytest_args=(-q -n "${MCP_AGENT_TEST_WORKERS:-2}" --dist loadfile)
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  install_without_starting postgresql
fi
pg_bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
if ! "$pg_bin/pg_isready" -q -h 127.0.0.1 -p 5432; then
  pg_dir="$(mktemp -d)" && chmod 777 "$pg_dir"
  as_postgres=()
  if [ "$(id -u)" = 0 ]; then as_postgres=(runuser -u postgres --); fi  # initdb refuses root
  "${as_postgres[@]}" "$pg_bin/initdb" -D "$pg_dir/data" -U postgres --auth=trust >/dev/null
  "${as_postgres[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/log" -o "-h 127.0.0.1 -p 5432 -k $pg_dir" -w start >/dev/null
  status=0
  "$venv/bin/python" -m pytest "${pytest_args[@]}" "$@" || status=$?
  "${as_postgres[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -m fast -w stop >/dev/null || true
  rm -rf "$pg_dir"
  exit "$status"
fi
exec "$venv/bin/python" -m pytest "${pytest_args[@]}" "$@"
