"""Reading the wait an upstream HTTP API asks for (a 429 or 503 of a model provider, of Gmail).

Here, beside ``errors.retry_after_header`` (the header this server sends), so the models and the
mail sources read it one way: ``retry-after-ms`` (OpenAI's, finer than whole seconds) first, then
``Retry-After`` as delay-seconds or as an HTTP date (RFC 9110 §10.2.3). Pure: no I/O, no HTTP client.
"""

from __future__ import annotations

import email.utils
from collections.abc import Mapping
from datetime import UTC, datetime


def retry_after_seconds(headers: Mapping[str, str]) -> float | None:
    """The seconds to wait (0 for a date already past), or None when no header says or it cannot be read.

    ``headers`` must look names up case-insensitively, as ``httpx.Headers`` and Starlette's do.
    """
    milliseconds = headers.get("retry-after-ms")
    if milliseconds is not None:
        try:
            return max(0.0, float(milliseconds) / 1000)
        except ValueError:
            pass  # then Retry-After, if it says more
    value = (headers.get("retry-after") or "").strip()
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:  # "-0000": the RFC 5322 way of saying UTC without vouching for a zone
        when = when.replace(tzinfo=UTC)
    return max(0.0, (when - datetime.now(UTC)).total_seconds())
