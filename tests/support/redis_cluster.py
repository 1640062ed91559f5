"""A throwaway local Redis Cluster of three masters (no replicas) for tests.

Each node listens on 127.0.0.1 on a port P whose cluster bus port (P + 10000) is free too;
both are picked below the kernel's ephemeral range (32768 and up), so the bus port fits and a
client socket rarely takes it first, and a node that still cannot bind is started again on
other ports. Nothing is persisted except each node's cluster configuration (in a temporary
directory), which lets a stopped node be started again on its port and rejoin with its slots.
"""

from __future__ import annotations

import contextlib
import random
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from types import TracebackType

import pytest
import redis

from tests.support.redis_server import answers_ping, stop_process

BUS_PORT_OFFSET = 10000
_PORTS = range(20000, 22700)  # P in 20000..22699, bus port in 30000..32699: both below 32768


def _bindable(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        try:
            sock.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def free_cluster_port(taken: set[int]) -> int:
    """A port P with P and its cluster bus port P + 10000 both free right now."""
    for _ in range(200):
        port = random.choice(_PORTS)
        if port not in taken and _bindable(port) and _bindable(port + BUS_PORT_OFFSET):
            return port
    raise RuntimeError("no free port pair for a cluster node")


def cluster_info(port: int) -> dict[str, str]:
    """CLUSTER INFO of the node on ``port``, as text fields (empty if it does not answer)."""
    try:
        with redis.Redis(host="127.0.0.1", port=port, socket_timeout=1, socket_connect_timeout=1) as client:
            text = client.execute_command("CLUSTER INFO", NEVER_DECODE=True)
    except redis.RedisError:
        return {}
    if isinstance(text, dict):  # a response callback already parsed it
        return {str(key): str(value) for key, value in text.items()}
    lines = text.decode() if isinstance(text, bytes) else str(text)
    return dict(line.split(":", 1) for line in lines.splitlines() if ":" in line)


class LocalRedisCluster:
    def __init__(self, masters: int = 3, node_timeout_ms: int = 2000) -> None:
        self.masters = masters
        self.node_timeout_ms = node_timeout_ms
        self.ports: list[int] = []
        self._directory = tempfile.mkdtemp(prefix="mcpa-redis-cluster-")
        self._processes: dict[int, subprocess.Popen[bytes]] = {}

    @property
    def url(self) -> str:
        """Any one node names the whole cluster to a cluster client."""
        return f"redis://127.0.0.1:{self.ports[0]}/0"

    def start(self, timeout: float = 30.0) -> None:
        """Start every node, join them into one cluster and wait until every node says it is ok."""
        try:
            while len(self.ports) < self.masters:
                self.ports.append(self._start_on_fresh_port())
            addresses = [f"127.0.0.1:{port}" for port in self.ports]
            created = subprocess.run(
                ["redis-cli", "--cluster", "create", *addresses, "--cluster-replicas", "0", "--cluster-yes"],
                capture_output=True,
                timeout=timeout,
            )
            if created.returncode != 0:
                raise RuntimeError(
                    f"redis-cli --cluster create failed: {created.stdout.decode()} {created.stderr.decode()}"
                )
            self.wait_until_ok(timeout)
        except BaseException:
            self.close()
            raise

    def wait_until_ok(self, timeout: float = 30.0) -> None:
        deadline = time.monotonic() + timeout
        while not all(cluster_info(port).get("cluster_state") == "ok" for port in self.ports):
            if time.monotonic() > deadline:
                states = {port: cluster_info(port).get("cluster_state") for port in self.ports}
                raise RuntimeError(f"the cluster did not become ok in {timeout} s: {states}")
            time.sleep(0.05)

    def _start_on_fresh_port(self, attempts: int = 10) -> int:
        for _ in range(attempts):
            port = free_cluster_port(set(self.ports))
            if self.start_node(port, raise_on_failure=False):
                return port
        raise RuntimeError(f"no cluster node started in {attempts} attempts")

    def start_node(self, port: int, *, raise_on_failure: bool = True, timeout: float = 10.0) -> bool:
        """Start (or start again) the node on ``port``; its nodes-P.conf brings back its identity and slots."""
        if port in self._processes:
            raise RuntimeError(f"node {port} is already running")
        command = [
            "redis-server", "--port", str(port), "--bind", "127.0.0.1",
            "--cluster-enabled", "yes", "--cluster-config-file", f"nodes-{port}.conf",
            "--cluster-node-timeout", str(self.node_timeout_ms),
            "--save", "", "--appendonly", "no", "--dir", self._directory,
        ]  # fmt: skip
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self._processes[port] = process
        deadline = time.monotonic() + timeout
        while not answers_ping(port):
            if process.poll() is not None or time.monotonic() > deadline:
                self.stop_node(port)
                if raise_on_failure:
                    raise RuntimeError(f"cluster node did not start on port {port}")
                return False
            time.sleep(0.02)
        return True

    def stop_node(self, port: int) -> None:
        process = self._processes.pop(port, None)
        if process is not None:
            stop_process(process)

    def freeze_node(self, port: int) -> None:
        """The node stops answering while its connections stay open: a hung shard, not a dead one."""
        self._processes[port].send_signal(signal.SIGSTOP)

    def thaw_node(self, port: int) -> None:
        self._processes[port].send_signal(signal.SIGCONT)

    def node_id(self, port: int) -> str:
        with redis.Redis(host="127.0.0.1", port=port, socket_timeout=1) as client:
            return str(client.execute_command("CLUSTER MYID").decode())

    def move_slot(self, slot: int, source: int, target: int) -> None:
        """Move an empty ``slot`` from the master on ``source`` to the one on ``target`` (resharding)."""
        ids = {port: self.node_id(port) for port in self.ports}
        with redis.Redis(host="127.0.0.1", port=target, socket_timeout=1) as client:
            client.execute_command("CLUSTER SETSLOT", slot, "IMPORTING", ids[source])
        with redis.Redis(host="127.0.0.1", port=source, socket_timeout=1) as client:
            client.execute_command("CLUSTER SETSLOT", slot, "MIGRATING", ids[target])
        for port in self.ports:
            with redis.Redis(host="127.0.0.1", port=port, socket_timeout=1) as client:
                client.execute_command("CLUSTER SETSLOT", slot, "NODE", ids[target])

    def close(self) -> None:
        for port in list(self._processes):
            self.stop_node(port)
        shutil.rmtree(self._directory, ignore_errors=True)

    def __enter__(self) -> LocalRedisCluster:
        self.start()
        return self

    def __exit__(self, *exc_info: type[BaseException] | BaseException | TracebackType | None) -> None:
        self.close()


_shared: LocalRedisCluster | None = None
_shared_users = 0


@contextlib.contextmanager
def shared_cluster() -> Iterator[LocalRedisCluster]:
    """One cluster for every fixture below in this test run: the first user starts it, the last stops it."""
    global _shared, _shared_users
    if _shared is None:
        cluster = LocalRedisCluster()
        cluster.start()
        _shared = cluster
    _shared_users += 1
    try:
        yield _shared
    finally:
        _shared_users -= 1
        if _shared_users == 0:
            cluster, _shared = _shared, None
            cluster.close()


@pytest.fixture(scope="session")
def redis_cluster() -> Iterator[LocalRedisCluster]:
    """The run's 3-master cluster; tests keep apart by key prefix or unique ids, never flush or stop a node.

    Import it into the test module or conftest.py that uses it; every importer shares one cluster.
    """
    with shared_cluster() as cluster:
        yield cluster


@pytest.fixture
def disposable_redis_cluster() -> Iterator[LocalRedisCluster]:
    """A cluster of the test's own, whose nodes it may stop, freeze and start again."""
    with LocalRedisCluster() as cluster:
        yield cluster
