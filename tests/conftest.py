"""Fixtures and hooks only; the helpers tests import live in tests/support/.

Every test is marked exactly one of ``unit`` (in process: the ASGI app through httpx's
ASGITransport, pure functions) or ``integration`` (Redis, a server on a socket,
subprocesses, Node); collection fails if one is not, so ``-m unit`` and ``-m integration``
together always run everything. A ``unit`` test that binds or connects a socket or starts a
subprocess fails (``unit_tests_stay_in_process``).
"""

from __future__ import annotations

import contextlib
import json
import socket
import subprocess
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from typing import Any

import httpx2 as httpx
import pytest
from pydantic_settings import BaseSettings

from mcp_agent.app import create_app, server_from_settings
from mcp_agent.settings import Settings
from tests.support.otel import leaks
from tests.support.postgres import PostgresMissing, PrivatePostgres, TestDatabase
from tests.support.redis_server import RedisServer
from tests.support.requests import BASE_URL, Rpc
from tests.support.server import ThreadServer, build_test_server, thread_server
from tests.support.wire_schema import schema_checked

TEST_KINDS = ("unit", "integration")
# Fixtures below that start a server on a socket or a subprocess: a test using one is integration.
INTEGRATION_FIXTURES = frozenset(
    {"threaded", "redis_server", "disposable_redis_server", "dovecot", "postgres_database", "private_postgres"}
)


# The files that take longest (a fresh clone's --durations): started first, so the two ``--dist loadfile`` workers
# fill in around them with the short files instead of one of them running a long file alone at the end.
LONGEST_FIRST = (
    "tests/test_console_browser.py",
    "tests/next_step/test_androidworld_people_later.py",
    "tests/next_step/test_androidworld_people.py",
    "tests/test_migration_under_load.py",
    "tests/test_installed_wheel.py",
    "tests/test_conformance.py",
    "tests/test_tasks_queue.py",
    "tests/next_step/test_androidworld.py",
    "tests/test_tasks_cluster.py",
    "tests/state/test_store_contract.py",
    "tests/test_postgres_deployment.py",
    "tests/next_step/test_androidworld_renderings.py",
    "tests/test_slow_clients.py",
    "tests/next_step/test_androidworld_layout_c.py",
    "tests/test_oauth.py",
    "tests/test_redis_cluster.py",
    "tests/test_cluster.py",
    "tests/test_typecheck.py",
)


@pytest.hookimpl(tryfirst=True)  # before ``-m`` deselects anything: an unmarked test must not vanish from both runs
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    wrong = []
    for item in items:
        kinds = sorted({mark.name for mark in item.iter_markers() if mark.name in TEST_KINDS})
        if len(kinds) != 1:
            wrong.append(f"  {item.nodeid}: marked {' and '.join(kinds) if kinds else 'neither'}")
        elif kinds == ["unit"] and (used := INTEGRATION_FIXTURES & set(getattr(item, "fixturenames", ()))):
            wrong.append(f"  {item.nodeid}: marked unit but uses {', '.join(sorted(used))}")
    if wrong:
        raise pytest.UsageError(
            f"{len(wrong)} test(s) wrongly marked: each test is exactly one of {' / '.join(TEST_KINDS)} "
            "([tool.pytest.ini_options] markers in pyproject.toml), and a unit test starts no server:\n"
            + "\n".join(wrong)
        )
    rank = {path: n for n, path in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: rank.get(item.nodeid.split("::", 1)[0], len(rank)))  # stable: the rest keep their order


@pytest.fixture(autouse=True)
def unit_tests_stay_in_process(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """A ``unit`` test that binds or connects a socket or starts a subprocess fails: it is an integration test."""
    if request.node.get_closest_marker("unit") is None:
        return

    def refuse(what: str) -> Callable[..., Any]:
        def refused(*args: Any, **kwargs: Any) -> Any:
            raise AssertionError(f"a test marked unit used {what}; mark it integration")

        return refused

    monkeypatch.setattr(socket.socket, "bind", refuse("socket.bind"))
    monkeypatch.setattr(socket.socket, "connect", refuse("socket.connect"))
    monkeypatch.setattr(subprocess.Popen, "__init__", refuse("subprocess.Popen"))


# -- the in-process app (unit) ----------------------------------------------------------------


@pytest.fixture
def make_client() -> Callable[..., contextlib.AbstractAsyncContextManager[Rpc]]:
    """``async with make_client(**settings) as rpc``: an in-process app over the test registry."""

    @contextlib.asynccontextmanager
    async def factory(**settings: Any) -> AsyncIterator[Rpc]:
        settings.setdefault("access_log", False)
        app = create_app(build_test_server(), Settings(**settings))
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL, timeout=10) as client:
            yield Rpc(schema_checked(client))

    return factory


@pytest.fixture
def make_agent_client() -> Callable[..., contextlib.AbstractAsyncContextManager[Rpc]]:
    """``async with make_agent_client(**settings) as rpc``: an in-process app serving the built-in agent tools
    (``plugin_settings=[NextStepSettings(…)]``: a plugin's settings instead of the environment's)."""

    @contextlib.asynccontextmanager
    async def factory(*, plugin_settings: Sequence[BaseSettings] = (), **settings: Any) -> AsyncIterator[Rpc]:
        settings.setdefault("access_log", False)
        configured = Settings(**settings)
        app = create_app(server_from_settings(configured, plugin_settings=plugin_settings), configured)
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL, timeout=10) as client:
            yield Rpc(schema_checked(client))

    return factory


@pytest.fixture
async def rpc(make_client: Callable[..., contextlib.AbstractAsyncContextManager[Rpc]]) -> AsyncIterator[Rpc]:
    async with make_client() as client:
        yield client


# -- sockets and subprocesses (integration) ---------------------------------------------------


@pytest.fixture(scope="session")
def threaded() -> Iterator[ThreadServer]:
    """One uvicorn server in a background thread (keep-alive 0.3 s), serving the test registry over a socket."""
    with thread_server() as server:
        yield server


@pytest.fixture(scope="session")
def redis_server() -> Iterator[RedisServer]:
    """One isolated redis-server for the whole run; tests keep apart by key prefix or unique ids, never flush."""
    with RedisServer() as server:
        yield server


@pytest.fixture
def disposable_redis_server() -> Iterator[RedisServer]:
    """A redis-server of the test's own, free to be stopped, frozen and restarted."""
    with RedisServer() as server:
        yield server


@pytest.fixture(scope="session")
def postgres_database() -> Iterator[TestDatabase]:
    """One database of this run's own on the machine's PostgreSQL, dropped at the end; tests keep apart by
    unique ids. No server is a failure, never a skip: the tests need one."""
    database = TestDatabase()
    try:
        database.create()
    except PostgresMissing as missing:
        pytest.fail(str(missing), pytrace=False)
    try:
        yield database
    finally:
        database.drop()


@pytest.fixture
def private_postgres() -> Iterator[PrivatePostgres]:
    """A PostgreSQL server of the test's own (initdb in a temporary directory, a free port), free to be
    killed with SIGKILL and started again; the machine's server is never touched."""
    try:
        server = PrivatePostgres()
        server.init()
    except PostgresMissing as missing:
        pytest.fail(str(missing), pytrace=False)
    server.start()
    try:
        yield server
    finally:
        server.close()


# Spans found holding a secret by the run's xdist workers, each reported when its worker ends.
_WORKERS_LEAKS: list[tuple[str, str]] = []


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: object) -> None:
    _WORKERS_LEAKS.extend((name, secret) for name, secret in json.loads(node.workeroutput.get("span_leaks", "[]")))


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """No span of the whole run (tests/support/otel.py) holds a token, key or handle a test used. A worker
    hands what it found to the controller, which judges the whole run."""
    found = leaks()
    worker_output = getattr(session.config, "workeroutput", None)
    if worker_output is not None:
        worker_output["span_leaks"] = json.dumps(found)
        return
    found += _WORKERS_LEAKS
    if found:
        print(f"\nsecrets in exported spans: {found}")
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
