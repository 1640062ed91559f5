"""Where the per-request time goes, without sockets: call each ASGI app directly in a loop.

    python benchmarks/profile_inproc.py                 # µs/request for every app, GC counts
    python benchmarks/profile_inproc.py --profile ours  # plus a cProfile of ours (top functions)

The scope, headers and body are the ones wrk sends (benchmarks/call.lua). ``receive`` hands over
the body once and then blocks until the response is complete, as uvicorn's does for a client that
stays connected; ``send`` collects the messages. Runs on uvloop (what uvicorn uses), sequentially
(one request at a time) and with 32 requests in flight (what wrk -c32 presents to the app).
Each app's answer is checked (status 200, the "ok" result) before it is timed.

"ours" writes its access log to fd 2; that fd is pointed at /dev/null while timing, as in the
HTTP benchmark.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import cProfile
import gc
import importlib
import io
import json
import os
import pstats
import sys
import time
from pathlib import Path

import uvloop

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.http_bench import BODY, HEADERS  # noqa: E402

RAW_HEADERS = [(b"host", b"127.0.0.1:8000"), (b"content-length", str(len(BODY)).encode())] + [
    (name.lower().encode(), value.encode()) for name, value in HEADERS.items()
]


def scope() -> dict:
    return {
        "type": "http",
        "asgi": {"version": "3.0", "spec_version": "2.4"},
        "http_version": "1.1",
        "method": "POST",
        "scheme": "http",
        "path": "/mcp",
        "raw_path": b"/mcp",
        "root_path": "",
        "query_string": b"",
        "headers": RAW_HEADERS,
        "client": ("127.0.0.1", 50000),
        "server": ("127.0.0.1", 8000),
        "state": {},
    }


async def one(app, out: list | None = None) -> None:
    done = asyncio.Event()
    sent_body = False

    async def receive():
        nonlocal sent_body
        if not sent_body:
            sent_body = True
            return {"type": "http.request", "body": BODY, "more_body": False}
        await done.wait()
        return {"type": "http.disconnect"}

    async def send(message):
        if out is not None:
            out.append(message)
        if message["type"] == "http.response.body" and not message.get("more_body", False):
            done.set()

    await app(scope(), receive, send)


def endpoint_of(app):
    """Our McpEndpoint, unwrapped from the middleware in front of it (each keeps its inner app in ``.app``)."""
    from mcp_agent.transport.endpoint import McpEndpoint

    inner = app.mcp
    while not isinstance(inner, McpEndpoint):
        inner = inner.app
    return inner


def load_apps(names: list[str]) -> dict:
    apps = {}
    for name in names:
        module = importlib.import_module(f"benchmarks.apps.{name.removesuffix('_endpoint')}")
        app = module.app
        if name == "ours_endpoint":
            # Our McpEndpoint alone: no middleware, no /mcp routing in front of it.
            app = endpoint_of(app)
        apps[name] = (app, module)
    return apps


async def check(name: str, app) -> None:
    out: list = []
    await one(app, out)
    start = next(m for m in out if m["type"] == "http.response.start")
    body = b"".join(m.get("body", b"") for m in out if m["type"] == "http.response.body")
    message = json.loads(body)
    assert start["status"] == 200, (name, start["status"], body)
    assert message["result"]["content"] == [{"type": "text", "text": "ok"}], (name, body)


async def time_sequential(app, n: int) -> float:
    began = time.perf_counter()
    for _ in range(n):
        await one(app)
    return (time.perf_counter() - began) / n * 1e6


async def time_concurrent(app, n: int, inflight: int = 32) -> float:
    per = n // inflight

    async def worker():
        for _ in range(per):
            await one(app)

    began = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(inflight)))
    return (time.perf_counter() - began) / (per * inflight) * 1e6


@contextlib.contextmanager
def stderr_to_devnull():
    saved = os.dup(2)
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 2)
    try:
        yield
    finally:
        from mcp_agent.ops.log_writer import writer_for

        writer_for(2).flush(5.0)  # the access lines leave on a thread: to /dev/null, before fd 2 is restored
        os.dup2(saved, 2)
        os.close(devnull)
        os.close(saved)


class GcCounter:
    def __init__(self) -> None:
        self.counts = [0, 0, 0]
        self.seconds = [0.0, 0.0, 0.0]
        self._t0 = 0.0

    def __call__(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._t0 = time.perf_counter()
        else:
            gen = info["generation"]
            self.counts[gen] += 1
            self.seconds[gen] += time.perf_counter() - self._t0


@contextlib.asynccontextmanager
async def lifespan_of(name: str, module):
    if name == "sdk":
        async with module.mcp.session_manager.run():
            yield
    else:
        yield


async def main_async(args) -> None:
    names = args.apps.split(",")
    apps = load_apps(names)
    print(f"Python {sys.version.split()[0]}, uvloop, n={args.n} per measurement, best of {args.repeat}")
    print(f"{'app':16} {'seq µs/req':>11} {'c32 µs/req':>11}  GC per 10k req (gen0/gen1/gen2, ms in gen2)")
    async with contextlib.AsyncExitStack() as stack:
        for name, (app, module) in apps.items():
            await stack.enter_async_context(lifespan_of(name, module))
            await check(name, app)
        seq: dict[str, list[float]] = {name: [] for name in apps}
        conc: dict[str, list[float]] = {name: [] for name in apps}
        counters = {name: GcCounter() for name in apps}
        with stderr_to_devnull():
            for app, _ in apps.values():
                for _ in range(500):
                    await one(app)
            gc.freeze()  # as the served app does after start-up (app/lifecycle.py): gen-2 passes skip what loading made
            for _ in range(args.repeat):  # interleaved, best kept: the machine is shared and noisy
                for name, (app, _) in apps.items():
                    n = args.n if name != "sdk" else max(args.n // 5, 1000)
                    seq[name].append(await time_sequential(app, n))
                    gc.callbacks.append(counters[name])
                    try:
                        conc[name].append(await time_concurrent(app, n))
                    finally:
                        gc.callbacks.remove(counters[name])
        for name in apps:
            n = args.n if name != "sdk" else max(args.n // 5, 1000)
            total = n * args.repeat / 10_000
            counter = counters[name]
            per = "/".join(f"{c / total:.1f}" for c in counter.counts)
            print(
                f"{name:16} {min(seq[name]):11.1f} {min(conc[name]):11.1f}  {per}, {counter.seconds[2] * 1000 / total:.2f} ms"
            )
    if args.components:
        await components(args)
    if args.profile:
        app, module = apps[args.profile] if args.profile in apps else load_apps([args.profile])[args.profile]
        async with lifespan_of(args.profile, module):
            profiler = cProfile.Profile()
            with stderr_to_devnull():
                profiler.enable()
                await time_sequential(app, args.n)
                profiler.disable()
        stream = io.StringIO()
        stats = pstats.Stats(profiler, stream=stream)
        stats.sort_stats("tottime").print_stats(args.top)
        print(f"\ncProfile of {args.profile}, {args.n} sequential requests, sorted by own time (tottime):")
        print("\n".join(line for line in stream.getvalue().splitlines() if line.strip()))
        stream = io.StringIO()
        pstats.Stats(profiler, stream=stream).sort_stats("cumulative").print_stats(args.top + 10)
        print("\nsorted by cumulative time:")
        print("\n".join(line for line in stream.getvalue().splitlines() if line.strip()))


def best_us(fn, n: int = 20_000, repeat: int = 5) -> float:
    best = float("inf")
    for _ in range(repeat):
        began = time.perf_counter()
        for _ in range(n):
            fn()
        best = min(best, time.perf_counter() - began)
    return best / n * 1e6


def run_coro(coro):
    """Drive a coroutine that never really suspends (the no-op tool path) without an event loop."""
    try:
        coro.send(None)
    except StopIteration as done:
        return done.value
    raise RuntimeError("suspended")


async def components(args) -> None:
    """µs of each step of our request path, in isolation (best of 5 × 20k calls)."""
    import orjson
    from starlette.applications import Starlette

    from mcp_agent.app.routing import McpApplication
    from mcp_agent.ops.log_writer import writer_for
    from mcp_agent.ops.request_facts import RequestFacts
    from mcp_agent.ops.request_metrics import RequestMetrics
    from mcp_agent.protocol.headers import read_headers
    from mcp_agent.protocol.jsonrpc import result_message
    from mcp_agent.protocol.params import CallToolParams, parse_params
    from mcp_agent.protocol.validator import classify_message, read_request_id, validate_request
    from mcp_agent.transport.disconnect import cancel_on_disconnect
    from mcp_agent.transport.middleware import (
        AccessLog,
        BodyLimitMiddleware,
        HostGuardMiddleware,
        HostPolicy,
    )
    from mcp_agent.transport.middleware.host_guard import LOOPBACK_HOSTS, LOOPBACK_ORIGINS
    from mcp_agent.transport.responses import send_json

    app, _ = load_apps(["ours"])["ours"]
    endpoint = endpoint_of(app)
    dispatcher = endpoint.dispatcher
    headers = read_headers(RAW_HEADERS)
    message = orjson.loads(BODY)
    request_id, method, params = classify_message(message)
    principal = endpoint.authenticator.authenticate(headers.authorization)
    request = validate_request(
        headers, request_id, method, params, endpoint._known_methods, endpoint._tool_header_params
    )

    def make_ctx():
        return dispatcher.context(request, principal, None)

    response = result_message(1, run_coro(dispatcher.dispatch(request, make_ctx())))

    async def null_send(message):
        return None

    async def null_receive():
        return {"type": "http.request", "body": BODY, "more_body": False}

    async def null_app(scope, receive, send):
        return None

    the_scope = scope()
    layers = {
        "observe + route (metrics + access log)": McpApplication(
            mcp=null_app,
            console=null_app,
            other=null_app,
            routes=Starlette(),
            metrics=RequestMetrics(),
            log=AccessLog(writer_for(2)),
            drain=lambda: None,
        ),
        "Host/Origin guard (the console's)": HostGuardMiddleware(
            null_app, HostPolicy(LOOPBACK_HOSTS, LOOPBACK_ORIGINS)
        ),
        "body limit": BodyLimitMiddleware(null_app, 4 * 1024 * 1024),
    }
    access_log = AccessLog(writer_for(2))
    facts = RequestFacts()
    facts.method, facts.target, facts.tenant, facts.request_id = "tools/call", "noop", "local", 1
    steps = [
        ("read_headers (9 headers)", lambda: read_headers(RAW_HEADERS)),
        ("orjson.loads(body)", lambda: orjson.loads(BODY)),
        ("read_request_id + classify_message", lambda: (read_request_id(message), classify_message(message))),
        ("authenticate (local)", lambda: endpoint.authenticator.authenticate(headers.authorization)),
        (
            "validate_request",
            lambda: validate_request(
                headers, request_id, method, params, endpoint._known_methods, endpoint._tool_header_params
            ),
        ),
        ("dispatcher.context(...)", make_ctx),
        ("parse_params(CallToolParams) [pydantic]", lambda: parse_params(CallToolParams, params)),
        ("dispatcher.dispatch (all of tools/call)", lambda: run_coro(dispatcher.dispatch(request, make_ctx()))),
        ("result_message + orjson.dumps", lambda: orjson.dumps(result_message(1, response["result"]))),
        ("send_json (headers + 2 send msgs)", lambda: run_coro(send_json(null_send, 200, response))),
        (
            "AccessLog.record (to the writer thread, /dev/null)",
            lambda: access_log.record(facts, 200, 0.0001, ("127.0.0.1", 5000)),
        ),
        ("cancel_on_disconnect(no-wait work)", lambda: run_coro(cancel_on_disconnect(null_send(None), null_receive))),
        *(
            (
                f"middleware: {name} (around a no-op app)",
                lambda layer=layer: run_coro(layer(the_scope, null_receive, null_send)),
            )
            for name, layer in layers.items()
        ),
    ]
    print("\ncomponents of our request path (µs per call, best of 5 × 20k, no event loop unless noted):")
    with stderr_to_devnull():
        for label, fn in steps:
            print(f"  {label:56} {best_us(fn):7.2f}")
        access_log.flush()

        # The disconnect watcher a handler gets once it waits: what a handler that suspends pays for it.
        async def blocked_receive():
            await asyncio.Event().wait()

        async def suspending_work():
            await asyncio.sleep(0)

        async def with_watcher():
            await cancel_on_disconnect(suspending_work(), blocked_receive)

        async def without_watcher():
            await suspending_work()

        async def loop_us(factory, n=20_000, repeat=5):
            best = float("inf")
            for _ in range(repeat):
                began = time.perf_counter()
                for _ in range(n):
                    await factory()
                best = min(best, time.perf_counter() - began)
            return best / n * 1e6

        watched_us = await loop_us(with_watcher)
        bare_us = await loop_us(without_watcher)
    print(f"  {'a waiting handler under cancel_on_disconnect [loop]':56} {watched_us:7.2f}")
    print(
        f"  {'the same handler awaited directly [loop]':56} {bare_us:7.2f}   (watcher task: {watched_us - bare_us:.2f})"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--apps", default="bare,ours_endpoint,ours,sdk")
    parser.add_argument("--n", type=int, default=20_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--profile", help="cProfile this app afterwards (e.g. ours)")
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument("--components", action="store_true", help="also time each step of our request path")
    args = parser.parse_args()
    os.environ.setdefault("MCP_AGENT_ACCESS_LOG", "true")
    uvloop.run(main_async(args))


if __name__ == "__main__":
    main()
