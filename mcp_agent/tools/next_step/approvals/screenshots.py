"""The screenshot a step carried, kept beside its approval for the person deciding.

Only an image a browser shows safely is kept: PNG, JPEG or WebP, recognised by its first bytes
(never by what the client says; an SVG, which can hold script, is not an image here), at most
``SCREENSHOT_MAX_BYTES``. It lives in its own record of the tenant (``approval-screenshot-{id}``),
so reading approvals never reads images; the approval's request turn says only its size and type,
or why it was not kept, which the console shows instead.
"""

from __future__ import annotations

import base64
import binascii
import logging
from dataclasses import dataclass
from typing import Any

from mcp_agent import RecordFull, RecordNotFound, RequestContext

logger = logging.getLogger("mcp_agent.tools.next_step.screenshots")

SCREENSHOT_MAX_BYTES = 2 * 1_048_576
_PREFIX = "approval-screenshot-"
_SIGNATURES: tuple[tuple[bytes, str], ...] = ((b"\x89PNG\r\n\x1a\n", "image/png"), (b"\xff\xd8\xff", "image/jpeg"))
MIME_TYPES = frozenset({"image/png", "image/jpeg", "image/webp"})


@dataclass(frozen=True, slots=True)
class Screenshot:
    """What became of the step's screenshot: kept (``mime_type``, ``size``) or not (``omitted`` says why)."""

    mime_type: str | None
    size: int
    omitted: str | None = None

    def as_turn(self) -> dict[str, Any]:
        if self.omitted is not None:
            return {"size": self.size, "omitted": self.omitted}
        return {"size": self.size, "mime_type": self.mime_type}


def parse_screenshot(value: object) -> Screenshot | None:
    """The request turn's ``screenshot``, or None when there is none (or it is not ours)."""
    if not isinstance(value, dict):
        return None
    mime_type, size, omitted = value.get("mime_type"), value.get("size"), value.get("omitted")
    if not isinstance(size, int) or isinstance(size, bool):
        return None
    if isinstance(omitted, str):
        return Screenshot(None, size, omitted)
    return Screenshot(mime_type, size) if mime_type in MIME_TYPES else None


def _image_type(data: bytes) -> str | None:
    for signature, mime_type in _SIGNATURES:
        if data.startswith(signature):
            return mime_type
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "image/webp"
    return None


def _decode(encoded: str) -> tuple[Screenshot, str | None]:
    """The screenshot and its canonical base64, or why it is not kept (too large, not an image)."""
    compact = "".join(encoded.split())
    if compact.startswith("data:") and "," in compact:
        compact = compact.split(",", 1)[1]  # a data: URL is a common way to send one
    estimated = len(compact) * 3 // 4
    if estimated > SCREENSHOT_MAX_BYTES + 2:  # known before decoding anything
        return Screenshot(None, estimated, f"larger than {SCREENSHOT_MAX_BYTES // 1_048_576} MiB"), None
    try:
        data = base64.b64decode(compact, validate=True)
    except (binascii.Error, ValueError):
        return Screenshot(None, 0, "not valid base64"), None
    mime_type = _image_type(data)
    if mime_type is None:
        return Screenshot(None, len(data), "not a PNG, JPEG or WebP image"), None
    return Screenshot(mime_type, len(data)), compact


async def keep_screenshot(ctx: RequestContext, record_id: str, encoded: str) -> Screenshot:
    """Store the step's screenshot beside the approval ``record_id``; what its request turn says of it.
    Best effort: the approval works without it, and the person deciding is told it was not kept."""
    shot, data = _decode(encoded)
    if data is None:
        return shot
    try:
        await ctx.store.create_if_absent(_PREFIX + record_id)
        await ctx.store.append_if_version(_PREFIX + record_id, 0, {"mime_type": shot.mime_type, "data": data})
    except RecordFull:
        return Screenshot(None, shot.size, "larger than this server's record size limit")
    except Exception:
        logger.warning("approval %s: its screenshot could not be stored", record_id, exc_info=True)
        return Screenshot(None, shot.size, "it could not be stored")
    return shot


async def read_screenshot(ctx: RequestContext, record_id: str) -> tuple[str, bytes] | None:
    """The screenshot kept with the approval ``record_id`` of the caller's tenant: (media type, bytes)."""
    try:
        window = await ctx.store.read_window(_PREFIX + record_id, 1, cursor=0)
    except RecordNotFound:
        return None
    if not window.turns:
        return None
    turn = window.turns[0]
    mime_type, data = turn.get("mime_type"), turn.get("data")
    if mime_type not in MIME_TYPES or not isinstance(data, str):
        return None
    try:
        return mime_type, base64.b64decode(data, validate=True)
    except (binascii.Error, ValueError):
        return None
