"""``mcp-agent store copy``: the backfill keeps versions and TTLs, resumes after a kill, leaves newer
entries alone, and its verify pass reports divergences (exit 1), against real redis-servers."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import uuid
from pathlib import Path

import httpx2 as httpx
import pytest
from prometheus_client import REGISTRY

from mcp_agent.backends.migrating.copy import Checkpoint, CopyProgress, copy_entries, verify_entries
from mcp_agent.backends.postgres import PostgresStore
from mcp_agent.backends.redis import RedisStore
from mcp_agent.cli import main
from mcp_agent.state import new_record_id
from tests.support.live_server import free_port
from tests.support.postgres import TestDatabase
from tests.support.redis_server import RedisServer

pytestmark = pytest.mark.integration  # real redis-servers, a real CLI process

TENANT = "tenant-c"
TTL = 60.0


async def fill(store: RedisStore, count: int) -> list[str]:
    records = [new_record_id() for _ in range(count)]
    for n, record in enumerate(records):
        await store.create_if_absent(TENANT, record, TTL)
        for turn in range(n % 3 + 1):
            await store.append_if_version(TENANT, record, turn, {"turn": turn}, TTL)
    return records


async def entries_in(store: RedisStore) -> int:
    count, cursor = 0, None
    while True:
        page, cursor = await store.scan_entries(cursor, 100)
        count += len(page)
        if cursor is None:
            return count


class Killed(Exception):
    pass


async def test_a_killed_copy_continues_from_its_checkpoint_and_changes_nothing_twice(
    redis_server: RedisServer, tmp_path: Path
) -> None:
    source = RedisStore(redis_server.url, key_prefix=f"s{uuid.uuid4().hex}")
    target = RedisStore(redis_server.url, key_prefix=f"t{uuid.uuid4().hex}")
    try:
        records = await fill(source, 60)
        newer = records[0]  # the target already holds a newer version of one: left alone
        entry = await source.export_entry("record", TENANT, newer)
        assert entry is not None
        await target.import_entry(entry)
        await target.append_if_version(TENANT, newer, entry.version, {"turn": "newer"}, TTL)

        checkpoint = Checkpoint(tmp_path / "copy.checkpoint", "from", "to")

        def kill_part_way(progress: CopyProgress) -> None:
            # SCAN's COUNT is a hint: on a shared server a page may hold none of ours, so pages are not entries.
            if progress.scanned >= 20:
                raise Killed

        with pytest.raises(Killed):
            await copy_entries(source, target, checkpoint=checkpoint, page=10, on_page=kill_part_way)
        assert checkpoint.path.exists()
        assert 1 < await entries_in(target) < 60

        resumed = await copy_entries(source, target, checkpoint=checkpoint, page=10)
        assert resumed.resumed and not checkpoint.path.exists()
        assert resumed.scanned >= 60 and resumed.copied + resumed.kept == resumed.scanned
        for record in records[1:]:
            assert (await target.read_window(TENANT, record, 10)).turns == (
                await source.read_window(TENANT, record, 10)
            ).turns
        assert (await target.read_window(TENANT, newer, 10)).turns[-1] == {"turn": "newer"}
        copied = await target.export_entry("record", TENANT, records[5])
        assert copied is not None and 50_000 < copied.ttl_ms <= 60_000  # the remaining TTL, not a fresh one

        again = await copy_entries(source, target, checkpoint=checkpoint, page=25)
        assert (again.copied, again.kept) == (0, 60)  # idempotent
        report = await verify_entries(source, target)
        assert dict(report.divergences) == {"version": 1} and report.examples[0][3] == newer
    finally:
        await source.aclose()
        await target.aclose()


def run_cli(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    return subprocess.run(
        [sys.executable, "-m", "mcp_agent", "store", "copy", *args],
        cwd=cwd,
        env=environment,
        capture_output=True,
        text=True,
        timeout=60,
    )


def main_status(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    """The CLI's entry point in this process (faster than a process each): exit status and stderr."""
    capsys.readouterr()
    try:
        main(["store", "copy", *args])
        status = 0
    except SystemExit as exit_:
        status = int(exit_.code or 0)
    return status, capsys.readouterr().err


async def read_version(url: str, record: str) -> int:
    store = RedisStore(url)
    try:
        return (await store.read_window(TENANT, record, 10)).version
    finally:
        await store.aclose()


async def fill_url(url: str, count: int) -> list[str]:
    store = RedisStore(url)
    try:
        return await fill(store, count)
    finally:
        await store.aclose()


def test_the_cli_copies_dry_runs_and_verifies_between_two_servers(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # the default checkpoint file goes here
    with RedisServer() as first, RedisServer() as second:
        source_url, target_url = first.url, second.url.replace("/0", "/3")
        records = asyncio.run(fill_url(source_url, 30))

        status, err = main_status(capsys, "--from", source_url, "--to", target_url, "--dry-run", "--verify")
        assert status == 1, err  # nothing copied yet: every entry missing
        assert "30 would copy" in err and "divergences: 30 missing" in err

        copied = run_cli("--from", source_url, "--to", target_url, "--verify", cwd=tmp_path)
        assert copied.returncode == 0, copied.stderr
        assert "store copy: copying" in copied.stderr  # the progress line (stderr is no terminal)
        assert "30 copied" in copied.stderr and "divergences: none" in copied.stderr
        assert source_url not in copied.stderr and target_url not in copied.stderr
        assert asyncio.run(read_version(target_url, records[2])) == 3

        # Run again with its metrics served: every entry is there already ("kept"), counted for Prometheus.
        port = free_port()
        kept_before = REGISTRY.get_sample_value("mcp_agent_store_copy_entries_total", {"outcome": "kept"}) or 0.0
        status, err = main_status(capsys, "--from", source_url, "--to", target_url, "--metrics-port", str(port))
        assert status == 0 and "0 copied, 30 already there" in err
        scraped = httpx.get(f"http://127.0.0.1:{port}/", timeout=5).text
        assert f'mcp_agent_store_copy_entries_total{{outcome="kept"}} {kept_before + 30}' in scraped

        status, err = main_status(capsys, "--from", "memory", "--to", target_url)
        assert status == 2 and "memory store lives inside its server process" in err
        status, err = main_status(capsys, "--from", "mysql://x", "--to", target_url)
        assert status == 2 and "names no backend" in err and "Traceback" not in err
        first.stop()
        status, err = main_status(capsys, "--from", source_url, "--to", target_url)
        assert status == 3 and "continues from the checkpoint" in err and "Traceback" not in err


async def read_postgres_version(url: str, schema: str, record: str) -> int:
    store = PostgresStore(url, schema=schema)
    try:
        return (await store.read_window(TENANT, record, 10)).version
    finally:
        await store.aclose()


def test_the_cli_copies_from_redis_to_postgresql_and_back(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    postgres_database: TestDatabase,
) -> None:
    monkeypatch.chdir(tmp_path)
    schema = f"copy_{uuid.uuid4().hex}"
    monkeypatch.setenv("MCP_AGENT_POSTGRES_SCHEMA", schema)  # the PostgreSQL side's schema, as a served app's
    with RedisServer() as server:
        source_url, back_url = server.url, server.url.replace("/0", "/5")
        records = asyncio.run(fill_url(source_url, 12))
        target_url = postgres_database.url

        status, err = main_status(capsys, "--from", source_url, "--to", target_url, "--verify")
        assert status == 0, err
        assert "12 copied" in err and "divergences: none" in err and target_url not in err
        assert asyncio.run(read_postgres_version(target_url, schema, records[2])) == 3
        status, err = main_status(capsys, "--from", source_url, "--to", target_url, "--checkpoint", "again.json")
        assert status == 0 and "0 copied, 12 already there" in err  # idempotent: versions kept

        # And back, into another Redis database: the same versions (the PostgreSQL URL's other scheme).
        status, err = main_status(
            capsys, "--from", target_url.replace("postgresql://", "postgres://"), "--to", back_url, "--verify"
        )
        assert status == 0 and "12 copied" in err and "divergences: none" in err, err
        assert asyncio.run(read_version(back_url, records[2])) == 3
