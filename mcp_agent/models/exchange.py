"""One POST to a model provider, bounded in time, with its failures sorted into :class:`ModelFailure`.

The whole call, a wait for a 429's ``Retry-After`` included, ends within the timeout: a 429 is
retried only when the wait it asks for still fits, else it fails at once (the caller falls back
rather than holding the step). 5xx (and Anthropic's 529 "overloaded") is not retried: a fallback
answers sooner than a second try would. Error messages name the status and the provider's error
type (``rate_limit_error``, ``invalid_api_key``): never its message, which may quote the key.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

import httpx2 as httpx
import orjson

from ..protocol.retry import GaveUp, TryAgain, retrying
from ..protocol.retry_after import retry_after_seconds
from .base import ModelFailure, ModelLimits

# The most of a response body read: a 1,000-token answer is a few kilobytes, and an error body less.
MAX_RESPONSE_BYTES = 1_048_576

# A 429 without Retry-After is retried after this long (if it fits in the timeout).
DEFAULT_RETRY_AFTER_SECONDS = 1.0


def _error_type(content: bytes) -> str | None:
    """The provider's error type or code (an identifier, never its message)."""
    try:
        document = orjson.loads(content)
    except orjson.JSONDecodeError:
        return None
    error = document.get("error") if isinstance(document, dict) else None
    if not isinstance(error, dict):
        return None
    for key in ("code", "type"):  # OpenAI's code (invalid_api_key) says more than its type
        value = error.get(key)
        if isinstance(value, str) and value.replace("_", "").replace("-", "").isalnum() and len(value) <= 64:
            return value
    return None


def _status_failure(status: int, content: bytes, provider: str) -> ModelFailure:
    error_type = _error_type(content)
    detail = f"HTTP {status}" + (f" {error_type}" if error_type else "")
    if status >= 500:
        return ModelFailure("server_error", f"the {provider} API failed ({detail})")
    return ModelFailure("refused", f"the {provider} API refused the request ({detail})")


async def post_json(
    client: httpx.AsyncClient,
    url: str,
    *,
    headers: dict[str, str],
    body: dict[str, Any],
    provider: str,
    limits: ModelLimits,
) -> dict[str, Any]:
    """The JSON object a provider answered, or ModelFailure."""
    content = orjson.dumps(body)
    timeout_seconds = limits.timeout_seconds

    def timed_out() -> ModelFailure:
        return ModelFailure("timeout", f"the {provider} API did not answer within {timeout_seconds:g} s")

    def rate_limited(gave_up: GaveUp) -> ModelFailure:
        if gave_up.out_of_attempts:
            return ModelFailure(
                "rate_limited",
                f"the {provider} API is still rate limiting (HTTP 429) after {gave_up.attempts} attempts",
            )
        return ModelFailure(
            "rate_limited",
            f"the {provider} API is rate limiting (HTTP 429: retry after {gave_up.wait:g} s, beyond the {timeout_seconds:g} s timeout)",
        )

    async def attempt(remaining: float) -> dict[str, Any]:
        try:
            async with asyncio.timeout(remaining):  # connect, send, wait and read: all of it
                status, response_headers, answer = await _exchange(client, url, content, headers, remaining)
        except (TimeoutError, httpx.TimeoutException):
            raise timed_out() from None
        except httpx.TransportError as error:
            raise ModelFailure(
                "unreachable", f"the {provider} API could not be reached ({type(error).__name__})"
            ) from None
        if answer is None:
            raise ModelFailure("malformed", f"the {provider} API's answer is larger than {MAX_RESPONSE_BYTES} bytes")
        if status == 429:
            raise TryAgain(rate_limited, after=retry_after_seconds(response_headers))
        if status != 200:
            raise _status_failure(status, answer, provider)
        try:
            document = orjson.loads(answer)
        except orjson.JSONDecodeError:
            raise ModelFailure("malformed", f"the {provider} API's answer is not JSON") from None
        if not isinstance(document, dict):
            raise ModelFailure("malformed", f"the {provider} API's answer is not a JSON object")
        return document

    return await retrying(
        attempt,
        max_attempts=limits.max_attempts,
        deadline=time.monotonic() + timeout_seconds,
        backoff=_default_wait,
        out_of_time=timed_out,
    )


def _default_wait(attempt: int) -> float:
    return DEFAULT_RETRY_AFTER_SECONDS


async def _exchange(
    client: httpx.AsyncClient, url: str, content: bytes, headers: dict[str, str], timeout: float
) -> tuple[int, httpx.Headers, bytes | None]:
    """Status, headers and body (None when it is longer than MAX_RESPONSE_BYTES: not read further)."""
    async with client.stream("POST", url, content=content, headers=headers, timeout=timeout) as response:
        received = bytearray()
        async for chunk in response.aiter_bytes():
            received += chunk
            if len(received) > MAX_RESPONSE_BYTES:
                return response.status_code, response.headers, None
        return response.status_code, response.headers, bytes(received)
