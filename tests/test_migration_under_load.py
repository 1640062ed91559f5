"""Proof under load: two live instances (real HTTP, uvicorn) move from one Redis server to another, or
from Redis to PostgreSQL, through every step of the runbook (dual-write -> copy -> shadow-read -> flip -> done -> the new store
alone), each by a rolling restart, with a revert from every step, while clients keep conversations
(sealed handles), approvals, idempotent calls and tasks going. Nothing acknowledged is lost, nothing
happens twice, and the copy's verify pass and the shadow reads find no divergence.
"""

from __future__ import annotations

import asyncio
import itertools
import time
import uuid
from collections import Counter
from collections.abc import Callable
from contextlib import ExitStack
from dataclasses import dataclass, field
from typing import Any

import httpx2 as httpx
import pytest
from prometheus_client import REGISTRY
from pydantic import SecretStr

from mcp_agent import Settings
from mcp_agent.backends.migrating.copy import copy_entries, verify_entries
from mcp_agent.backends.postgres import PostgresStore
from mcp_agent.backends.redis import RedisStore
from mcp_agent.state import SessionStore
from tests.support.migration_app import RUNS, Balancer, Instances, history
from tests.support.postgres import TestDatabase
from tests.support.redis_server import RedisServer

pytestmark = pytest.mark.integration  # two redis-servers (or one and PostgreSQL), two uvicorn instances

SEALING_KEY = "migration-under-load-sealing-key-0123456789"
CLIENTS = 4
HOLD_SECONDS = 0.3  # load at each step before the next rolling restart
PHASE = ["old"]  # the step the instances are in (or rolling to), for a failure's message
LEASE_SECONDS = 5.0  # short enough to reclaim a take cut off by a restart, long enough for a loaded machine


def settings(old: RedisServer, new: dict[str, Any], step: str, fraction: float = 1.0) -> Settings:
    """The settings of ``step``; ``new``: the new backend's store settings."""
    common: dict[str, Any] = {
        "access_log": False,
        "sealing_keys": [SecretStr(SEALING_KEY)],
        "keepalive_seconds": 0.3,
        "shutdown_grace_seconds": 0.2,
        "task_drain_seconds": 4.0,
        "task_poll_interval_ms": 50,
        "task_lease_seconds": LEASE_SECONDS,  # a worker stopped mid-take: its work is reclaimed this soon
    }
    if step == "old":
        return Settings(store="redis", redis_url=old.url, **common)
    if step == "new":
        return Settings(**new, **common)
    return Settings(**new, migrate_from=old.url, migrate_mode=step, migrate_flip_fraction=fraction, **common)


def shadow_divergences() -> float:
    return sum(
        REGISTRY.get_sample_value("mcp_agent_migration_divergences_total", {"kind": kind, "found_by": "shadow"}) or 0.0
        for kind in ("missing", "version", "value", "ttl")
    )


@dataclass
class Ledger:
    """What the clients were told: every acknowledged write, to compare with what the stores hold."""

    conversations: dict[str, list[str]] = field(default_factory=dict)
    approvals: dict[str, str] = field(default_factory=dict)  # handle -> the verdict that stood
    counters: dict[str, dict[str, int]] = field(default_factory=dict)  # handle -> key -> value told
    tasks: dict[str, str] = field(default_factory=dict)  # tag -> result
    operations: Counter[str] = field(default_factory=Counter)


async def client_loop(number: int, balancer: Balancer, ledger: Ledger, stop: asyncio.Event) -> None:
    # A sealed handle is new on every reply (its nonce): the ledger keys each record by its first one.
    conversation: str | None = None
    conversation_key = ""
    counter: str | None = None
    counter_key = ""
    for step in itertools.count():
        if stop.is_set():
            return
        action = step % 4
        if action == 0:  # a conversation turn; a new conversation every 8 turns
            said = f"c{number}-{step}"
            reply = await balancer.tool_text(
                "chat", {"say": said, "conversation": conversation}, f"chat-{uuid.uuid4()}"
            )
            if conversation is None:
                conversation_key = reply["conversation"]
            conversation = reply["conversation"]
            turns = ledger.conversations.setdefault(conversation_key, [])
            turns.append(said)
            assert reply["turns"] == len(turns), "a conversation lost or doubled a turn"
            if len(turns) == 8:
                conversation = None
        elif action == 1:  # an approval decided by two deciders at once, through both instances
            approval = await balancer.tool_text("request_approval", {}, f"req-{uuid.uuid4()}")
            answers = await asyncio.gather(
                *(
                    balancer.tool_text(
                        "decide", {"approval": approval, "verdict": v}, f"dec-{uuid.uuid4()}", instance=i
                    )
                    for i, v in enumerate(("yes", "no"))
                )
            )
            assert sorted(a["decided"] for a in answers) == [False, True], answers
            assert answers[0]["verdict"] == answers[1]["verdict"]
            ledger.approvals[approval] = answers[0]["verdict"]
        elif action == 2:  # an idempotent call, sent again with the same key: the same answer, counted once
            key = f"inc-{uuid.uuid4()}"
            first = await balancer.tool_text("increment", {"counter": counter}, key)
            again = await balancer.tool_text("increment", {"counter": counter}, key)
            assert again == first, "an idempotent call ran twice"
            if counter is None:
                counter_key = first["counter"]
            counter = first["counter"]
            ledger.counters.setdefault(counter_key, {})[key] = first["value"]
        else:  # a task, polled until it completes
            tag = f"t{number}-{step}"
            created_in = PHASE[0]
            created = await balancer.call("work", {"tag": tag}, f"task-{uuid.uuid4()}")
            deadline = time.monotonic() + 4 * LEASE_SECONDS
            while time.monotonic() < deadline:
                task = await balancer.rpc("tasks/get", {"taskId": created["taskId"]})
                if task["status"] != "working":
                    break
                await asyncio.sleep(0.03)
            assert task["status"] == "completed", (task.get("error"), created_in, PHASE[0])
            ledger.tasks[tag] = task["result"]["content"][0]["text"]
        ledger.operations[("chat", "approval", "idempotent call", "task")[action]] += 1


@pytest.mark.parametrize("target", ["redis", "postgres"])
async def test_two_live_instances_move_between_stores_through_every_step_and_back(
    capsys: pytest.CaptureFixture[str], request: pytest.FixtureRequest, target: str
) -> None:
    started = time.monotonic()
    ledger = Ledger()
    RUNS.clear()  # the tags repeat in each parametrisation
    with ExitStack() as servers:
        old = servers.enter_context(RedisServer())
        new: dict[str, Any]
        new_store: Callable[[], SessionStore]
        if target == "redis":
            new_server = servers.enter_context(RedisServer())
            new = {"store": "redis", "redis_url": new_server.url}
            new_store = lambda: RedisStore(new_server.url)  # noqa: E731
        else:  # store, bus and queue on PostgreSQL, in a schema of this run's own
            database: TestDatabase = request.getfixturevalue("postgres_database")
            new = {"store": "postgres", "postgres_url": database.url, "postgres_schema": f"load_{uuid.uuid4().hex}"}
            new_store = lambda: PostgresStore(database.url, schema=new["postgres_schema"])  # noqa: E731
        instances = Instances()
        stop = asyncio.Event()
        async with httpx.AsyncClient(timeout=10) as http:
            balancers = [Balancer(http, instances.ports) for _ in range(CLIENTS)]

            async def roll(step: str, fraction: float = 1.0) -> None:
                PHASE[0] = f"rolling to {step} {fraction}"
                await asyncio.to_thread(instances.roll, settings(old, new, step, fraction))
                PHASE[0] = f"{step} {fraction}"
                await asyncio.sleep(HOLD_SECONDS)

            async def copy_and_verify(backwards: bool = False) -> tuple[int, int]:
                source: Any = RedisStore(old.url)  # both sides are PortableStores
                target: Any = new_store()
                if backwards:
                    source, target = target, source
                try:
                    copied = await copy_entries(source, target)
                    return copied.copied, (await verify_entries(source, target)).diverged
                finally:
                    await source.aclose()
                    await target.aclose()

            with instances.running(settings(old, new, "old")):
                clients = [asyncio.create_task(client_loop(n, balancers[n], ledger, stop)) for n in range(CLIENTS)]
                await asyncio.sleep(HOLD_SECONDS)
                await roll("dual-write")
                await roll("old")  # revert from dual-write
                await roll("dual-write")
                copied, diverged_after_copy = await copy_and_verify()
                await roll("shadow-read")
                await roll("dual-write")  # revert from shadow-read
                shadow_before = shadow_divergences()
                await roll("shadow-read")
                shadow_found = shadow_divergences() - shadow_before
                await roll("flip", 0.5)
                await roll("shadow-read")  # revert from flip
                await roll("flip", 0.5)
                await roll("flip", 1.0)
                await roll("done")
                await roll("flip", 1.0)  # revert from done
                await roll("done")
                _, diverged_in_done = await copy_and_verify(backwards=True)  # the old side still has everything
                await asyncio.sleep(LEASE_SECONDS)  # the runbook: a lease in done, so the old queue is drained
                await roll("new")  # the migration is over: the new store alone
                stop.set()
                await asyncio.gather(*clients)

                # Everything acknowledged is in the new store, once.
                reader = balancers[0]
                for handle, said in ledger.conversations.items():
                    assert [t["said"] for t in await history(reader, handle, "conversation")] == said
                for handle, verdict in ledger.approvals.items():
                    assert await history(reader, handle, "approval") == [{"verdict": verdict}]
                for handle, told in ledger.counters.items():
                    assert len(await history(reader, handle, "counter")) == len(told) == max(told.values())
        retries = sum((b.retries for b in balancers), Counter[str]())

    assert {tag: RUNS[tag] for tag in ledger.tasks} == {tag: 1 for tag in ledger.tasks}, "a task ran twice (or never)"
    assert ledger.tasks == {tag: tag for tag in ledger.tasks}
    assert copied > 0 and diverged_after_copy == 0 and shadow_found == 0 and diverged_in_done == 0
    assert min(ledger.operations.values()) >= 3, ledger.operations
    with capsys.disabled():
        print(
            f"\nmigration under load (redis -> {target}): {dict(ledger.operations)} operations in {time.monotonic() - started:.1f} s, "
            f"{len(ledger.conversations)} conversations ({sum(map(len, ledger.conversations.values()))} turns), "
            f"{copied} entries copied, 0 lost, 0 doubled, 0 divergences after the copy; retries: {dict(retries)}; "
            f"{len(instances.stop_seconds)} instance stops, the longest {max(instances.stop_seconds):.1f} s"
        )
