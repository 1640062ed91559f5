"""Run ``examples/deploy/nginx.conf`` in front of test instances, on a free loopback port.

The example file is copied unchanged into a temporary prefix directory, next to the two small
files it includes (``mcp-agent.listen.conf``: our port; ``mcp-agent.upstreams.conf``: the
instances), exactly as an operator deploys it. nginx runs in the foreground (``daemon off;`` is in
the file) in its own process group, with its pid, logs and temporary files in that directory.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from tests.support.debian import installed_binary
from tests.support.live_server import free_port

ROOT = Path(__file__).resolve().parents[2]
CONFIG = ROOT / "examples" / "deploy" / "nginx.conf"
NGINX = "/usr/sbin/nginx"


def nginx_binary() -> str:
    return installed_binary(NGINX, needed_for="the cluster tests run examples/deploy/nginx.conf", package="nginx-light")


def upstreams_conf(ports: Sequence[int], *, fail_timeout: str = "5s") -> str:
    servers = "".join(f"    server 127.0.0.1:{port} max_fails=1 fail_timeout={fail_timeout};\n" for port in ports)
    return f"upstream mcp_agent {{\n{servers}    keepalive 32;\n}}\n"


@dataclass
class Nginx:
    process: subprocess.Popen[bytes]
    port: int
    prefix: Path

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def url(self) -> str:
        return f"{self.base_url}/mcp"

    def error_log(self) -> str:
        path = self.prefix / "logs" / "error.log"
        return path.read_text(errors="replace") if path.exists() else ""

    def access_log(self) -> str:
        path = self.prefix / "logs" / "access.log"
        return path.read_text(errors="replace") if path.exists() else ""

    def stop(self, timeout: float = 5.0) -> None:
        if self.process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.process.pid, signal.SIGTERM)  # fast shutdown: open streams are cut
            try:
                self.process.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                pass
        # The master is gone (or stuck): no worker of this group may outlive the test.
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.process.pid, signal.SIGKILL)
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(timeout=timeout)


def _answers(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.2):
            return True
    except OSError:
        return False


@contextlib.contextmanager
def nginx_gateway(
    upstream_ports: Sequence[int], *, port: int | None = None, startup_timeout: float = 10.0
) -> Iterator[Nginx]:
    """nginx with the example configuration, balancing over ``upstream_ports`` on 127.0.0.1."""
    binary = nginx_binary()
    port = port or free_port()
    prefix = Path(tempfile.mkdtemp(prefix="mcpa-nginx-"))
    # Run as root, nginx's workers run as `nobody`: they must reach the temporary directories.
    prefix.chmod(0o755)
    (prefix / "logs").mkdir()
    config = prefix / "nginx.conf"
    shutil.copyfile(CONFIG, config)
    (prefix / "mcp-agent.listen.conf").write_text(f"listen 127.0.0.1:{port};\n")
    (prefix / "mcp-agent.upstreams.conf").write_text(upstreams_conf(upstream_ports))
    command = [binary, "-p", f"{prefix}/", "-c", str(config)]
    checked = subprocess.run([*command, "-t", "-q"], capture_output=True, timeout=10)
    if checked.returncode != 0:
        shutil.rmtree(prefix, ignore_errors=True)
        raise RuntimeError(f"nginx refused {CONFIG}: {checked.stderr.decode(errors='replace')}")
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
    gateway = Nginx(process, port, prefix)
    try:
        deadline = time.monotonic() + startup_timeout
        while not _answers(port):
            if process.poll() is not None:
                stderr = process.stderr.read().decode(errors="replace") if process.stderr else ""
                raise RuntimeError(f"nginx exited early: {stderr}{gateway.error_log()}")
            if time.monotonic() > deadline:
                raise RuntimeError(f"nginx did not listen on 127.0.0.1:{port} in time: {gateway.error_log()}")
            time.sleep(0.02)
        yield gateway
    finally:
        gateway.stop()
        if process.stderr:
            process.stderr.close()
        shutil.rmtree(prefix, ignore_errors=True)
