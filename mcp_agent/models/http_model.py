"""What every HTTP provider holds: its client, its endpoint, key, capability and limits."""

from __future__ import annotations

import logging
import time
from abc import ABC, abstractmethod
from typing import Any, Literal

import httpx2 as httpx
from opentelemetry import trace
from opentelemetry.trace import SpanKind, Status, StatusCode
from pydantic import SecretStr

from ..ops.metrics import MODEL_CALL_SECONDS, MODEL_CALLS
from .base import ModelFailure, ModelLimits, ModelReply, ModelRequest, answer_tokens
from .exchange import post_json

_tracer = trace.get_tracer("mcp_agent")

logger = logging.getLogger("mcp_agent.models")

# json_schema: structured output; json: JSON mode (carrying the schema where a server reads it); tool: a forced tool call.
AnswerFormat = Literal["json_schema", "json", "tool"]


class HttpModel(ABC):
    """A provider's model; subclasses say how a request and an answer look (``headers``, ``request_body``, ``answer_of``)."""

    PROVIDER = ""
    DEFAULT_BASE_URL = ""
    PATH = ""

    def __init__(
        self,
        client: httpx.AsyncClient | None = None,
        *,
        name: str,
        base_url: str | None = None,
        api_key: SecretStr | None = None,
        vision: bool = False,
        limits: ModelLimits = ModelLimits(),  # noqa: B008 (frozen: one shared default is safe)
        answer_format: AnswerFormat = "json_schema",
    ) -> None:
        # The client given is the caller's to close; the one made here is ours (``aclose``). Timeouts are per call.
        self._owns_client = client is None
        self._client = client if client is not None else httpx.AsyncClient(follow_redirects=False)
        self._name = name
        self._url = (base_url or self.DEFAULT_BASE_URL).rstrip("/") + self.PATH
        self._api_key = api_key  # read only while building a request's headers
        self._vision = vision
        self._limits = limits
        self._answer_format = answer_format

    @property
    def provider(self) -> str:
        return self.PROVIDER

    @property
    def name(self) -> str:
        return self._name

    @property
    def vision(self) -> bool:
        return self._vision

    def __repr__(self) -> str:
        return f"{type(self).__name__}(name={self._name!r}, url={self._url!r}, vision={self._vision})"

    async def aclose(self) -> None:
        """Close the HTTP client this model made (one it was given stays open: its owner closes it)."""
        if self._owns_client:
            await self._client.aclose()

    def tokens(self, request: ModelRequest) -> int:
        return answer_tokens(request, self._limits)

    @abstractmethod
    def headers(self) -> dict[str, str]:
        """The API's own headers, its key among them."""

    @abstractmethod
    def request_body(self, request: ModelRequest) -> dict[str, Any]:
        """The request in the API's documented shape."""

    @abstractmethod
    def answer_of(self, document: dict[str, Any], request: ModelRequest) -> tuple[str, str | None]:
        """The answer's text and stop reason, from the provider's response document; or ModelFailure."""

    async def complete(self, request: ModelRequest) -> ModelReply:
        if request.image is not None and not self._vision:
            raise ValueError(f"the model {self._name!r} is configured as text-only: it is not sent images")
        body = self.request_body(request)
        headers = {"Content-Type": "application/json", "Accept": "application/json", **self.headers()}
        started = time.monotonic()
        outcome = "ok"
        # The GenAI client span (a no-op unless tracing is configured): provider, model, finish reason;
        # never the prompt, the image or the key.
        with _tracer.start_as_current_span(
            f"chat {self._name}",
            kind=SpanKind.CLIENT,
            record_exception=False,
            set_status_on_exception=False,
            attributes={
                "gen_ai.operation.name": "chat",
                "gen_ai.provider.name": self.PROVIDER,
                "gen_ai.request.model": self._name,
            },
        ) as span:
            try:
                document = await post_json(
                    self._client, self._url, headers=headers, body=body, provider=self.PROVIDER, limits=self._limits
                )
                text, stop_reason = self.answer_of(document, request)
            except ModelFailure as failure:
                outcome = failure.kind
                span.set_attribute("error.type", failure.kind)
                span.set_status(Status(StatusCode.ERROR))
                logger.warning("the server-side model gave no answer: %s", failure.reason)
                raise
            finally:
                MODEL_CALLS.labels(provider=self.PROVIDER, outcome=outcome).inc()
                MODEL_CALL_SECONDS.labels(provider=self.PROVIDER).observe(time.monotonic() - started)
            answered_by = document.get("model")  # the snapshot that answered, when the API names it
            reply = ModelReply(text, answered_by if isinstance(answered_by, str) else self._name, stop_reason)
            span.set_attribute("gen_ai.response.model", reply.model)
            if stop_reason is not None:
                span.set_attribute("gen_ai.response.finish_reasons", [stop_reason])
            return reply
