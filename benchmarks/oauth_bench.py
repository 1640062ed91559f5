"""What checking each request's token costs: one tools/call over HTTP with a tokens-file token (the peer:
a dictionary lookup), a PEM-key JWT (RS256, the same signature check without a key set), an OAuth JWT
access token checked against the authorization server's JWKS, and an opaque token by introspection (cached).

    python benchmarks/oauth_bench.py            # 3 interleaved rounds, 3 s warm-up + 8 s measured each
    python benchmarks/oauth_bench.py --quick    # 1 round, 1 s + 3 s

Method as http_bench.py (shared/notes/benchmarking.md): one uvicorn worker per entry pinned to core 0,
``wrk -t1 -c32 --latency`` pinned to core 1 with the entry's ``Authorization`` header, every entry in the
same run, interleaved; the report gives each entry's median req/s and p50, and the median of the per-round
ratios to the tokens-file entry. oidc-provider (tests/support/oidc_provider.py) issues the OAuth tokens and
answers the introspection. Each entry's answer is checked before and after its runs; bounded at 285 s.
"""

from __future__ import annotations

import argparse
import http.client
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
for path in (ROOT, ROOT / "benchmarks"):  # the tests' support modules, and http_bench beside this file
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

from cryptography.hazmat.primitives import serialization  # noqa: E402
from http_bench import (  # noqa: E402  (after the path set-up above)
    BODY,
    HEADERS,
    Server,
    free_port,
    machine,
    median,
    parse_wrk,
    stop,
    write_lua,
    wrk,
)

from tests.support.oidc_provider import authorization_server  # noqa: E402

HARD_DEADLINE_S = 285.0
SECRET = "b" * 40
# By file, not as benchmarks.apps.ours: a site-packages package named "benchmarks" (pysbd shipped one) cannot shadow it.
APP = "ours:app"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--duration", type=int, default=8)
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--connections", type=int, default=32)
    args = parser.parse_args()
    if args.quick:
        args.rounds, args.duration, args.warmup = 1, 3, 1

    def on_alarm(signum: int, frame: object) -> None:
        raise TimeoutError(f"hard deadline of {HARD_DEADLINE_S:.0f} s reached")

    signal.signal(signal.SIGALRM, on_alarm)
    signal.alarm(int(HARD_DEADLINE_S))
    entries: list[tuple[Server, str, Path]] = []
    with tempfile.TemporaryDirectory() as directory:
        tmp = Path(directory)
        ports = {name: free_port() for name in ("oauth_jwt", "oauth_opaque")}
        resources = {name: f"http://127.0.0.1:{port}/mcp" for name, port in ports.items()}
        clients = [
            {
                "client_id": name,
                "client_secret": SECRET,
                "grant_types": ["client_credentials"],
                "response_types": [],
                "redirect_uris": [],
            }
            for name in ("bench-jwt", "bench-opaque", "resource-server")
        ]
        with authorization_server(
            tmp,
            resource_servers={uri: "tools:call" for uri in resources.values()},
            clients=clients,
            opaque_clients=("bench-opaque",),
            access_token_ttl=3600,
        ) as provider:
            key = provider.keys[0]
            pem = tmp / "public.pem"
            pem.write_bytes(
                key.private.public_key().public_bytes(
                    serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
                )
            )
            now = int(time.time())
            (tmp / "tokens.json").write_text(
                '{"tokens": {"bench-static-token-0123456789": {"tenant": "acme", "user": "bench", "scopes": []}}}'
            )
            pem_token = key.sign(
                {"iss": "https://bench.example", "aud": "bench", "sub": "bench", "tenant": "acme", "exp": now + 3600},
                typ="JWT",
            )
            oauth = {
                "MCP_AGENT_OAUTH_ISSUERS": provider.issuer,
                "MCP_AGENT_OAUTH_DEFAULT_TENANT": "acme",
                "MCP_AGENT_OAUTH_INTROSPECTION_CLIENT_ID": "resource-server",
                "MCP_AGENT_OAUTH_INTROSPECTION_CLIENT_SECRET": SECRET,
            }
            plan = [
                (
                    Server(
                        "tokens",
                        "tokens file (peer)",
                        APP,
                        {"MCP_AGENT_AUTH_TOKENS_FILE": str(tmp / "tokens.json")},
                        ours=True,
                    ),
                    "bench-static-token-0123456789",
                ),
                (
                    Server(
                        "pem_jwt",
                        "PEM-key JWT, RS256",
                        APP,
                        {
                            "MCP_AGENT_JWT_KEY": f"@{pem}",
                            "MCP_AGENT_JWT_ALGORITHMS": "RS256",
                            "MCP_AGENT_JWT_ISSUER": "https://bench.example",
                            "MCP_AGENT_JWT_AUDIENCE": "bench",
                        },
                        ours=True,
                    ),
                    pem_token,
                ),
                (
                    Server(
                        "oauth_jwt",
                        "OAuth JWT (JWKS), RS256",
                        APP,
                        {**oauth, "MCP_AGENT_OAUTH_RESOURCE": resources["oauth_jwt"]},
                        ours=True,
                    ),
                    provider.client_credentials_token(
                        "bench-jwt", SECRET, resource=resources["oauth_jwt"], scope="tools:call"
                    ),
                ),
                (
                    Server(
                        "oauth_opaque",
                        "OAuth opaque (introspection, cached 60 s)",
                        APP,
                        {**oauth, "MCP_AGENT_OAUTH_RESOURCE": resources["oauth_opaque"]},
                        ours=True,
                    ),
                    provider.client_credentials_token(
                        "bench-opaque", SECRET, resource=resources["oauth_opaque"], scope="tools:call"
                    ),
                ),
            ]
            try:
                for server, token in plan:
                    server.env["MCP_AGENT_ACCESS_LOG"] = "false"
                    if server.key in ports:
                        server.port = ports[server.key]
                    start_on(server, tmp)
                    script = write_lua(tmp / f"{server.key}.lua", BODY, {**HEADERS, "Authorization": f"Bearer {token}"})
                    entries.append((server, token, script))
                for server, token, _ in entries:
                    problem = ready(server, token, tmp)
                    if problem:
                        raise SystemExit(f"{server.label}: {problem}")
                for _ in range(args.rounds):
                    for server, token, script in entries:
                        wrk(server.port, args.warmup, args.connections, script)
                        run = parse_wrk(wrk(server.port, args.duration, args.connections, script))
                        if checked(server, token):
                            run.update(valid=False, why="wrong answer after the run")
                        server.runs.append(run)
            finally:
                for server, _, _ in entries:
                    stop(server)
    report([server for server, _, _ in entries], args)
    return 0


def start_on(server: Server, tmp: Path) -> None:
    """One uvicorn worker on core 0, as http_bench starts its entries; on the port given beforehand for
    the OAuth entries (their resource URI names it)."""
    server.port = server.port or free_port()
    env = {**os.environ, **server.env, "PYTHONPATH": str(server.root)}
    server.proc = subprocess.Popen(
        [
            "taskset",
            "-c",
            "0",
            str(Path(sys.executable).parent / "uvicorn"),
            "--no-access-log",
            "--log-level",
            "warning",
            "--app-dir",
            str(ROOT / "benchmarks" / "apps"),
            "--host",
            "127.0.0.1",
            "--port",
            str(server.port),
            server.module,
        ],
        cwd=server.root,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=(tmp / f"{server.key}.stderr").open("wb"),
        start_new_session=True,
    )


def ready(server: Server, token: str, tmp: Path, timeout: float = 30.0) -> str | None:
    """Wait for the entry to listen; then None if it answers the benchmark call right, else what is wrong."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if server.proc is not None and server.proc.poll() is not None:
            return f"exited with {server.proc.returncode}: {(tmp / f'{server.key}.stderr').read_text()[-800:]}"
        try:
            return checked(server, token)
        except OSError:
            time.sleep(0.2)
    return f"not listening after {timeout:.0f} s"


def checked(server: Server, token: str) -> str | None:
    """None when the entry answers the benchmark call with the tool's "ok", else what it answered."""
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
    try:
        connection.request("POST", "/mcp", body=BODY, headers={**HEADERS, "Authorization": f"Bearer {token}"})
        response = connection.getresponse()
        body = response.read()
    finally:
        connection.close()
    if response.status != 200 or b'"text":"ok"' not in body:
        return f"HTTP {response.status}: {body[:200]!r}"
    return None


def report(servers: list[Server], args: argparse.Namespace) -> None:
    print(f"machine: {machine()}")
    print(
        f"load: wrk -t1 -c{args.connections} -d{args.duration}s (core 1), one uvicorn worker (core 0), access log off, "
        f"{args.rounds} interleaved round(s)"
    )
    peer = servers[0]
    print(f"{'entry':45} {'req/s (median)':>15} {'p50 ms':>8} {'ratio to tokens file':>22}")
    for server in servers:
        valid = [run for run in server.runs if run["valid"]]
        ratios = [
            run["rps"] / base["rps"] for run, base in zip(server.runs, peer.runs) if run["valid"] and base["valid"]
        ]
        print(
            f"{server.label:45} {median([r['rps'] for r in valid]):>15.0f} {median([r['p50_ms'] for r in valid]):>8.2f} "
            f"{median(ratios):>22.2f}"
        )
        for run in server.runs:
            if not run["valid"]:
                print(f"   INVALID run: {run.get('why')}")


if __name__ == "__main__":
    sys.exit(main())
