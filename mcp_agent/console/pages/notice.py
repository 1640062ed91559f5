"""The notice a decision leaves for the list page: sealed into the redirect's URL, so nobody else can
write what the page says happened, and short-lived, so a bookmarked URL soon shows nothing."""

from __future__ import annotations

from typing import Literal

from ...crypto.sealing import InvalidSeal, Sealer

NoticeKind = Literal["stands", "lost", "expired"]
_PURPOSE = "console-notice"
_TTL_SECONDS = 120
# Each kind looks and reads differently (heading, class, role).
_KINDS = frozenset({"stands", "lost", "expired"})


def seal_notice(sealer: Sealer, text: str, kind: NoticeKind) -> str:
    return sealer.seal(_PURPOSE, {"text": text, "kind": kind}, _TTL_SECONDS)


def open_notice(sealer: Sealer, sealed: str | None) -> dict[str, str] | None:
    """The notice as the page shows it; None when there is none, or it is not one we sealed (or expired)."""
    try:
        opened = sealer.open(_PURPOSE, sealed)
    except InvalidSeal:
        return None
    text, kind = opened.get("text"), opened.get("kind")
    if isinstance(text, str) and kind in _KINDS:
        return {"text": text, "kind": kind}
    return None
