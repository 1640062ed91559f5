"""A bounded raw-socket fuzz of a real ``mcp-agent serve``: malformed HTTP, odd headers, deep nesting,
huge numbers, invalid UTF-8, wrong content types, stalled bodies and every method with parameters of
the wrong types, each on its own connection. Never a 5xx, never a hang (every request answered or
its connection closed within the timeouts), every error ``/mcp`` answers a JSON-RPC error with a code,
no traceback in the server's log, and the server still answering at the end. Seeded: a failure
reproduces; the figures are printed (run with ``-s``)."""

from __future__ import annotations

import collections
import json
import random
import tempfile
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import pytest

from tests.support.live_server import live_server
from tests.support.raw_http import connect, read_response, request_head
from tests.support.requests import CAPS_KEY, INFO_KEY, PV_KEY, VERSION, body, headers_for

pytestmark = pytest.mark.integration

REQUESTS = 3000
SEED = 19
BODY_TIMEOUT = 0.5
HEADER_TIMEOUT = 1.0

METHODS = [
    "server/discover",
    "tools/list",
    "tools/call",
    "resources/list",
    "resources/templates/list",
    "resources/read",
    "prompts/list",
    "prompts/get",
    "completion/complete",
    "subscriptions/listen",
    "tasks/get",
    "tasks/update",
    "tasks/cancel",
    "initialize",
    "ping",
    "logging/setLevel",
]
# Every parameter any method reads, so that each gets a value of each wrong type.
PARAMS = [
    "name",
    "arguments",
    "uri",
    "cursor",
    "taskId",
    "inputResponses",
    "requestState",
    "ref",
    "argument",
    "context",
    "notifications",
    "level",
    "protocolVersion",
    "capabilities",
    "clientInfo",
    "_meta",
]
WRONG = [None, True, 0, -1, 2**63, 1.5, "", "x" * 3000, [], [1, "a"], {}, {"a": {"b": []}}]
TOOLS = ["next_step", "summarize_thread", "list_threads", "resolve_approval", "nope"]


@dataclass
class Sent:
    kind: str
    data: bytes
    path: str = "/mcp"
    stalls: bool = False  # the body is shorter than its Content-Length: answered 408 after the body timeout


def nesting(depth: int) -> bytes:
    return (
        b'{"a":' * (depth // 2) + b"[" * (depth - depth // 2) + b"0" + b"]" * (depth - depth // 2) + b"}" * (depth // 2)
    )


def post(port: int, content: bytes, headers: dict[str, str], path: str = "/mcp") -> bytes:
    return (
        request_head("POST", path, {**headers, "Content-Length": str(len(content)), "Connection": "close"}, port)
        + content
    )


def good_headers(method: str, name: str | None = None) -> dict[str, str]:
    headers = headers_for({"method": method, "params": {"_meta": {PV_KEY: VERSION}}})
    if name is not None:
        headers["Mcp-Name"] = name
    return headers


def envelope(method: str, params: bytes) -> bytes:
    return b'{"jsonrpc":"2.0","id":1,"method":"' + method.encode() + b'","params":' + params + b"}"


def meta() -> bytes:
    capabilities = {"extensions": {"io.modelcontextprotocol/tasks": {}}, "sampling": {}, "elicitation": {}}
    return json.dumps({PV_KEY: VERSION, CAPS_KEY: capabilities, INFO_KEY: {"name": "f", "version": "0"}}).encode()


def malformed_http(rng: random.Random, port: int) -> Sent:
    choices: list[bytes] = [
        bytes(rng.randrange(256) for _ in range(rng.randrange(1, 200))),
        b"POST /mcp HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n",
        b"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nno colon here\r\n\r\n",
        b"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Name: x\r\n\r\n",
        b"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nX: a\x00b\r\n\r\n",
        b"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nX: a\r\n folded\r\n\r\n",
        b"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nContent-Length: 7\r\n\r\n12345",
        b"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -5\r\n\r\n",
        b"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: abc\r\n\r\n",
        b"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 99999999999999999999999\r\n\r\n",
        b"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
        b"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n",
        b"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n",
        b"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: identity\r\nConnection: close\r\n\r\n",
        b"POST /" + b"a" * 20000 + b" HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
        b"POST /mcp%zz%00 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
        b"GET /console/\xff\xfe HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
        b"GET http://evil.example/mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
        b"OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
        b"GET /healthz HTTP/1.0\r\n\r\n",
        b"GET /healthz HTTP/1.1\r\n\r\n",  # no Host
        b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n",
        b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n",
        b"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        + b"".join(b"X-%d: v\r\n" % i for i in range(300))
        + b"Connection: close\r\n\r\n",
        b"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + b"v" * 70000 + b"\r\nConnection: close\r\n\r\n",
    ]
    return Sent("malformed-http", rng.choice(choices))


def odd_headers(rng: random.Random, port: int) -> Sent:
    method = rng.choice(METHODS)
    message = body(method, {"name": "echo_note", "arguments": {}})
    headers = headers_for(message)
    weird_values = [
        "",
        " ",
        "\t",
        "x" * 8000,
        "é".encode().decode("latin-1"),
        "\x7f",
        "=?base64?!!!?=",
        "=?base64?" + "A" * 500 + "?=",
        "2026-07-28, 2025-11-25",
        "tools/call\x0b",
        "0",
        "-1",
        "null",
    ]
    names = [
        "MCP-Protocol-Version",
        "Mcp-Method",
        "Mcp-Name",
        "Mcp-Param-Text",
        "Content-Type",
        "Accept",
        "Authorization",
        "Idempotency-Key",
        "Origin",
        "Host",
        "Cookie",
        "Content-Encoding",
        "Expect",
        "Mcp-Session-Id",
        "X-Forwarded-For",
    ]
    for _ in range(rng.randrange(1, 5)):
        headers[rng.choice(names)] = rng.choice(weird_values)
    content = json.dumps(message).encode()
    data = (
        request_head(
            "POST", "/mcp", {**headers, "Content-Length": str(len(content)), "Connection": "close"}, port
        ).replace(b"Host: 127.0.0.1:%d\r\n" % port, b"", 1 if "Host" in headers else 0)
        + content
    )
    return Sent("odd-headers", data)


def content_types(rng: random.Random, port: int) -> Sent:
    message = json.dumps(body(rng.choice(METHODS), {})).encode()
    kind = rng.choice(
        [
            "text/plain",
            "application/x-www-form-urlencoded",
            "multipart/form-data; boundary=x",
            "application/json; charset=latin-1",
            "application/json; charset=utf-16",
            "application/jsonx",
            "*/*",
            "application/json;;;",
            "",
        ]
    )
    headers = {**good_headers("server/discover"), "Content-Type": kind}
    return Sent("content-type", post(port, message, headers))


def bodies(rng: random.Random, port: int) -> Sent:
    method = rng.choice(["tools/call", "tasks/update", "prompts/get", "completion/complete", "subscriptions/listen"])
    value = rng.choice(
        [
            nesting(rng.randrange(1, 1100)),
            b"1e400",
            b"-1e400",
            b"1" + b"0" * rng.randrange(20, 5000),
            b"18446744073709551616",
            b'"\\ud800"',
            b'"\xff\xfe"',
            b'"\xed\xa0\x80"',
            b'"\xc0\xaf"',
            b'"' + b"\\u0000" * 100 + b'"',
            b"[" * 20,
            b"{",
            b'"unterminated',
        ]
    )
    shape = rng.randrange(4)
    tool = rng.choice(TOOLS)
    if shape == 0:
        content = envelope(
            method, b'{"_meta":' + meta() + b',"name":"' + tool.encode() + b'","arguments":{"task":' + value + b"}}"
        )
    elif shape == 1:
        content = envelope(method, b'{"_meta":' + meta() + b',"taskId":"h.AAAA","inputResponses":{"x":' + value + b"}}")
    elif shape == 2:
        content = value
    else:
        content = (
            b'{"jsonrpc":"2.0","id":'
            + value
            + b',"method":"'
            + method.encode()
            + b'","params":{"_meta":'
            + meta()
            + b"}}"
        )
    headers = good_headers(method, tool if method == "tools/call" else None)
    if rng.random() < 0.5:
        headers["Idempotency-Key"] = f"fuzz-{rng.randrange(1000)}"
    return Sent("bodies", post(port, content, headers))


def wrong_params(rng: random.Random, port: int) -> Sent:
    method = rng.choice(METHODS)
    params: dict[str, object] = {"_meta": json.loads(meta())}
    for name in rng.sample(PARAMS, rng.randrange(1, 4)):
        params[name] = rng.choice(WRONG)
    if method == "tools/call" and rng.random() < 0.5:
        params["name"] = rng.choice(TOOLS)
        params["arguments"] = {
            key: rng.choice(WRONG)
            for key in rng.sample(
                [
                    "note",
                    "task",
                    "screen_description",
                    "step_count",
                    "thread",
                    "source",
                    "query",
                    "handle",
                    "decision",
                    "state_refs",
                ],
                3,
            )
        }
    message = {"jsonrpc": "2.0", "id": rng.choice([1, "x", -5]), "method": method, "params": params}
    name = params.get("name") if isinstance(params.get("name"), str) else None
    return Sent("wrong-params", post(port, json.dumps(message).encode(), good_headers(method, name)))


def console(rng: random.Random, port: int) -> Sent:
    path = rng.choice(
        ["/console/signin", "/console/signout", "/console/approvals/x/decision", "/console/approvals/%00/decision"]
    )
    content = rng.choice(
        [b"", b"token=&csrf=%zz", bytes(rng.randrange(256) for _ in range(100)), b"decision=approve&csrf=x", b"--x\r\n"]
    )
    kind = rng.choice(
        ["application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "multipart/form-data", "text/plain"]
    )
    return Sent("console", post(port, content, {"Content-Type": kind}, path), path=path)


def stalled(rng: random.Random, port: int) -> Sent:
    content = json.dumps(body("server/discover", {})).encode()
    path = rng.choice(["/mcp", "/console/signout"])
    headers = (
        good_headers("server/discover") if path == "/mcp" else {"Content-Type": "application/x-www-form-urlencoded"}
    )
    head = request_head("POST", path, {**headers, "Content-Length": str(len(content) + rng.randrange(1, 1000))}, port)
    return Sent("stalled-body", head + content[: rng.randrange(len(content))], path=path, stalls=True)


GENERATORS: list[tuple[float, Callable[[random.Random, int], Sent]]] = [
    (0.15, malformed_http),
    (0.15, odd_headers),
    (0.1, content_types),
    (0.25, bodies),
    (0.25, wrong_params),
    (0.08, console),
    (0.02, stalled),
]


def generate(count: int, port: int) -> list[Sent]:
    rng = random.Random(SEED)
    weights = [weight for weight, _ in GENERATORS]
    return [rng.choices([make for _, make in GENERATORS], weights)[0](rng, port) for _ in range(count)]


def exchange(port: int, sent: Sent) -> tuple[str, int | None, str | None]:
    """(kind, status or None when the connection closed unanswered, a problem or None)."""
    try:
        with connect(port, timeout=10) as sock:
            try:
                sock.sendall(sent.data)
            except (BrokenPipeError, ConnectionResetError):
                pass  # refused mid-request (e.g. a header too large): what came back is read below
            response = read_response(sock, timeout=BODY_TIMEOUT + HEADER_TIMEOUT + 8)
    except ConnectionResetError:
        return sent.kind, None, None
    except TimeoutError:
        return sent.kind, None, f"no answer and no close: {sent.data[:120]!r}"
    if response is None:
        return sent.kind, None, None
    problem = None
    if response.status >= 500:
        problem = f"{response.status} for {sent.data[:200]!r}: {response.body[:300]!r}"
    elif (
        sent.path == "/mcp"
        and response.status >= 400
        and response.headers.get("content-type", "").startswith("application/json")
    ):
        error = response.json().get("error")
        if not (
            isinstance(error, dict) and isinstance(error.get("code"), int) and isinstance(error.get("message"), str)
        ):
            problem = f"not a JSON-RPC error: {response.body[:300]!r}"
    elif sent.stalls and response.status != 408:
        problem = f"a stalled body got {response.status}"
    return sent.kind, response.status, problem


def test_a_raw_socket_fuzz_gets_no_5xx_no_hang_and_the_server_keeps_answering() -> None:
    env = {"MCP_AGENT_BODY_TIMEOUT_SECONDS": str(BODY_TIMEOUT), "MCP_AGENT_HEADER_TIMEOUT_SECONDS": str(HEADER_TIMEOUT)}
    with tempfile.TemporaryFile() as log, live_server(env=env, stderr=log) as server:
        requests = generate(REQUESTS, server.port)
        with ThreadPoolExecutor(max_workers=8) as pool:
            results = list(pool.map(lambda sent: exchange(server.port, sent), requests))
        with connect(server.port) as sock:
            content, headers = json.dumps(body("server/discover", {})).encode(), good_headers("server/discover")
            sock.sendall(post(server.port, content, headers))
            after = read_response(sock)
        log.seek(0)
        logged = log.read().decode("utf-8", "replace")
    by_status = collections.Counter(status for _, status, _ in results)
    by_kind = collections.Counter(kind for kind, _, _ in results)
    problems = [problem for _, _, problem in results if problem is not None]
    server_errors = sum(count for status, count in by_status.items() if status is not None and status >= 500)
    print(
        f"\nraw fuzz: {len(results)} requests ({dict(by_kind)}); statuses {dict(sorted(by_status.items(), key=lambda i: (i[0] is None, i[0] or 0)))}; "
        f"5xx: {server_errors}; problems: {len(problems)}"
    )
    assert not problems, problems[:10]
    assert server_errors == 0
    assert after is not None and after.status == 200 and "result" in after.json()
    assert "Traceback" not in logged, logged[logged.index("Traceback") - 500 :][:3000]
