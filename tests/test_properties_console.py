"""Property tests over the approvals console: whatever a browser (or anyone) posts to the sign-in
form, the decision form or sign-out, and whatever path, query or cookie it asks with, the answer is
never a 5xx and the server keeps answering."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from urllib.parse import quote

import anyio
import httpx2 as httpx
import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from pydantic import SecretStr

from mcp_agent.app import create_app
from mcp_agent.settings import Settings
from mcp_agent.tools.next_step.approvals import RESOLVE_SCOPE
from tests.support.requests import BASE_URL
from tests.support.tools import builtin_tools

pytestmark = pytest.mark.unit

PERSON = "console-fuzz-person-token-5e1d"
AGENT = "console-fuzz-agent-token-9b7a"
SEALING_KEY = "console-fuzz-sealing-secret-0123456789abcdef"
PER_REQUEST_SECONDS = 5.0


def _app() -> object:
    # The tokens file is read when the app is built: it may go right after.
    with tempfile.TemporaryDirectory() as directory:
        tokens = Path(directory) / "tokens.json"
        tokens.write_text(
            json.dumps(
                {
                    "tokens": {
                        PERSON: {"tenant": "t", "user": "pat", "scopes": [RESOLVE_SCOPE]},
                        AGENT: {"tenant": "t", "user": "agent", "scopes": []},
                    }
                }
            )
        )
        settings = Settings(
            store="memory", auth_tokens_file=str(tokens), sealing_keys=[SecretStr(SEALING_KEY)], access_log=False
        )
        return create_app(builtin_tools(), settings)


APP = _app()

text = st.text(max_size=40)
garbage = st.one_of(
    text,
    st.binary(max_size=60).map(lambda b: b.decode("latin-1")),
    st.sampled_from(["", "approve", "deny", PERSON, AGENT]),
)
form = st.dictionaries(st.sampled_from(["token", "csrf", "decision", "x", ""]), garbage, max_size=4)
raw_body = st.one_of(
    st.binary(max_size=200),
    form.map(lambda f: "&".join(f"{quote(k)}={quote(v)}" for k, v in f.items()).encode()),
    st.just(b'--xyz\r\nContent-Disposition: form-data; name="token"\r\n\r\n' + PERSON.encode() + b"\r\n--xyz--\r\n"),
    st.just(b'--xyz\r\nContent-Disposition: form-data; name="token"; filename="a"\r\n\r\nAAAA\r\n--xyz'),  # truncated
    st.just(b"%" * 50 + b"=" + b"&" * 50),
)
content_type = st.one_of(
    st.none(),
    st.sampled_from(
        [
            "application/x-www-form-urlencoded",
            "multipart/form-data",
            "multipart/form-data; boundary=xyz",
            "multipart/form-data; boundary=",
            'multipart/form-data; boundary=""',
            "text/plain",
            "application/json",
            "application/x-www-form-urlencoded; charset=bogus",
        ]
    ),
    st.text(st.characters(min_codepoint=0x20, max_codepoint=0x7E), max_size=30),
)
approval_id = st.one_of(text, st.sampled_from(["", "..", "%00", "a" * 500, "h.AAAA", "r.x"]))
post_path = st.one_of(
    st.sampled_from(["/console/signin", "/console/signout"]),
    approval_id.map(lambda i: f"/console/approvals/{quote(i, safe='')}/decision"),
)
get_path = st.one_of(
    st.sampled_from(["/console", "/console/signin", "/console/fragment", "/console/static/console.css"]),
    approval_id.map(lambda i: f"/console/approvals/{quote(i, safe='')}"),
    text.map(lambda t: f"/console?notice={quote(t, safe='')}"),
    text.map(lambda t: f"/console/static/{quote(t, safe='')}"),
)
cookie = st.one_of(st.none(), garbage, st.just("signed-in"))
origin = st.one_of(st.none(), st.just(BASE_URL), st.sampled_from(["null", "http://evil.example", ""]))


async def exchange(
    method: str, path: str, content: bytes, headers: dict[str, str], cookie_value: str | None
) -> list[int]:
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=APP), base_url=BASE_URL) as client:
        with anyio.fail_after(PER_REQUEST_SECONDS):
            if cookie_value == "signed-in":
                signed = await client.post("/console/signin", data={"token": PERSON})
                assert signed.status_code == 303, signed.text
            elif cookie_value is not None:
                client.cookies.set(
                    "mcp_agent_console", cookie_value.encode("ascii", "replace").decode(), path="/console"
                )
            response = await client.request(method, path, content=content, headers=headers)
            health = await client.get("/healthz")
            return [response.status_code, health.status_code]


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(path=post_path, content=raw_body, kind=content_type, cookie_value=cookie, origin_value=origin)
def test_posts_with_garbage(
    path: str, content: bytes, kind: str | None, cookie_value: str | None, origin_value: str | None
) -> None:
    headers = {}
    if kind is not None:
        headers["Content-Type"] = kind
    if origin_value is not None:
        headers["Origin"] = origin_value
    status, health = anyio.run(exchange, "POST", path, content, headers, cookie_value)
    event(f"HTTP {status}")
    assert status < 500, (status, path, content, headers)
    assert health == 200


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(path=get_path, cookie_value=cookie)
def test_pages_with_garbage(path: str, cookie_value: str | None) -> None:
    status, health = anyio.run(exchange, "GET", path, b"", {}, cookie_value)
    event(f"HTTP {status}")
    assert status < 500, (status, path)
    assert health == 200
