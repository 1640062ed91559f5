"""What a server-side model is asked, what it answers, and how it fails.

A provider turns a :class:`ModelRequest` into its API's request, and its API's answer into a
:class:`ModelReply`; every way a call can go wrong (timeout, rate limit beyond the timeout, 4xx,
5xx, a body that is not the documented shape, an answer cut at the token limit) is one
:class:`ModelFailure` whose ``kind`` the caller counts and whose ``reason`` it may show: neither
ever carries the API key or the provider's error text (which may quote the key).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, Protocol

FailureKind = Literal["timeout", "rate_limited", "server_error", "refused", "unreachable", "malformed", "truncated"]


@dataclass(frozen=True)
class ModelImage:
    """A picture for a vision model: base64 data and its media type (``image/png``, ``image/jpeg``, ``image/webp``)."""

    data_b64: str
    media_type: str


@dataclass(frozen=True)
class AnswerShape:
    """The answer must be one JSON object of ``schema``: JSON mode, or a forced call of the tool ``name``."""

    name: str
    description: str
    schema: dict[str, Any]


@dataclass(frozen=True)
class ModelRequest:
    """One question: a system prompt, the user's text, at most one image (vision models only), the answer's shape."""

    system: str
    text: str
    image: ModelImage | None = None
    answer: AnswerShape | None = None
    # At most this many tokens in the answer (and never more than the model's configured limit).
    max_tokens: int | None = None


@dataclass(frozen=True)
class ModelReply:
    """The answer's text: for an ``answer`` shape, the JSON object as text (a tool call's arguments included)."""

    text: str
    model: str
    stop_reason: str | None = None


class ModelFailure(Exception):
    """The model gave no usable answer; ``reason`` says why in a few words, safe to log and to show."""

    def __init__(self, kind: FailureKind, reason: str) -> None:
        super().__init__(reason)
        self.kind: FailureKind = kind
        self.reason = reason


@dataclass(frozen=True)
class ModelLimits:
    """Per call: the whole call (retries after a 429 included) ends within ``timeout_seconds``."""

    timeout_seconds: float = 30.0
    max_tokens: int = 1000
    max_attempts: int = 3  # a 429 is retried, only while its Retry-After fits in the timeout


class ServerModel(Protocol):
    """A model the server calls itself (when the client offers no ``sampling``)."""

    @property
    def provider(self) -> str:
        """``openai`` or ``anthropic``: the API it speaks."""
        ...

    @property
    def name(self) -> str:
        """The model's name, as sent to the provider."""
        ...

    @property
    def vision(self) -> bool:
        """Whether it reads images; a text-only model is never sent one."""
        ...

    async def complete(self, request: ModelRequest) -> ModelReply:
        """The model's answer, or :class:`ModelFailure`."""
        ...


def answer_tokens(request: ModelRequest, limits: ModelLimits) -> int:
    """The request's token budget, never above the configured one."""
    asked = request.max_tokens if request.max_tokens is not None else limits.max_tokens
    return max(1, min(asked, limits.max_tokens))
