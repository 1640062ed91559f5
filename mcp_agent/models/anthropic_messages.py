"""The Anthropic Messages API (``POST {base}/v1/messages``, ``anthropic-version: 2023-06-01``).

The request: ``model``, ``max_tokens``, ``system``, one user message whose content is an
``image`` block (``source`` of type ``base64``) for a vision model and a ``text`` block,
``temperature`` 0, and for a JSON answer in ``tool`` format one tool whose ``input_schema`` is
the answer's schema, forced by ``tool_choice: {"type": "tool"}`` (the API has no JSON mode: in
``json`` format the prompt asks for the object). The answer: ``content`` blocks, ``text`` or
``tool_use`` (its ``input`` is the object); ``stop_reason`` ``max_tokens`` means it was cut.
"""

from __future__ import annotations

from typing import Any, Literal

import httpx2 as httpx
import orjson
from pydantic import SecretStr

from .base import ModelFailure, ModelLimits, ModelReply, ModelRequest, answer_tokens, refuse_image_to_text_model
from .exchange import post_json

DEFAULT_BASE_URL = "https://api.anthropic.com"
API_VERSION = "2023-06-01"
PROVIDER = "anthropic"


class AnthropicMessagesModel:
    def __init__(
        self,
        client: httpx.AsyncClient,
        *,
        name: str,
        api_key: SecretStr,
        base_url: str = DEFAULT_BASE_URL,
        vision: bool = False,
        limits: ModelLimits = ModelLimits(),
        answer_format: Literal["json", "tool"] = "json",
    ) -> None:
        self._client = client
        self._name = name
        self._url = base_url.rstrip("/") + "/v1/messages"
        self._api_key = api_key
        self._vision = vision
        self._limits = limits
        self._answer_format = answer_format

    @property
    def provider(self) -> str:
        return PROVIDER

    @property
    def name(self) -> str:
        return self._name

    @property
    def vision(self) -> bool:
        return self._vision

    def __repr__(self) -> str:
        return f"AnthropicMessagesModel(name={self._name!r}, url={self._url!r}, vision={self._vision})"

    def request_body(self, request: ModelRequest) -> dict[str, Any]:
        refuse_image_to_text_model(request, self)
        content: list[dict[str, Any]] = []
        if request.image is not None:
            source = {"type": "base64", "media_type": request.image.media_type, "data": request.image.data_b64}
            content.append({"type": "image", "source": source})
        content.append({"type": "text", "text": request.text})
        body: dict[str, Any] = {
            "model": self._name,
            "max_tokens": answer_tokens(request, self._limits),
            "system": request.system,
            "messages": [{"role": "user", "content": content}],
            "temperature": 0,
        }
        shape = request.answer
        if shape is not None and self._answer_format == "tool":
            body["tools"] = [{"name": shape.name, "description": shape.description, "input_schema": shape.schema}]
            body["tool_choice"] = {"type": "tool", "name": shape.name}
        return body

    async def complete(self, request: ModelRequest) -> ModelReply:
        headers = {
            "Content-Type": "application/json",
            "Accept": "application/json",
            "anthropic-version": API_VERSION,
            "x-api-key": self._api_key.get_secret_value(),
        }
        document = await post_json(
            self._client, self._url, headers=headers, body=self.request_body(request), provider=PROVIDER,
            timeout_seconds=self._limits.timeout_seconds, max_attempts=self._limits.max_attempts,
        )
        return read_reply(document, request, self._name)


def _malformed(what: str) -> ModelFailure:
    return ModelFailure("malformed", f"the {PROVIDER} API's answer {what}")


def read_reply(document: dict[str, Any], request: ModelRequest, configured_name: str) -> ModelReply:
    """The answer of a Messages API ``message`` object, or ModelFailure."""
    blocks = document.get("content")
    if not isinstance(blocks, list):
        raise _malformed("has no content blocks")
    stop = document.get("stop_reason")
    stop = stop if isinstance(stop, str) else None
    if stop == "max_tokens":
        raise ModelFailure("truncated", "the answer was cut at the token limit (stop_reason max_tokens)")
    if stop == "refusal":
        raise ModelFailure("refused", "the model declined to answer")
    text = _tool_input(blocks, request)
    if text is None:
        texts = [b["text"] for b in blocks if isinstance(b, dict) and b.get("type") == "text" and isinstance(b.get("text"), str)]
        text = "".join(texts) if texts else None
    if text is None:
        raise _malformed("has neither a text block nor a tool_use block")
    model = document.get("model")
    return ModelReply(text=text, model=model if isinstance(model, str) else configured_name, stop_reason=stop)


def _tool_input(blocks: list[Any], request: ModelRequest) -> str | None:
    if request.answer is None:
        return None
    for block in blocks:
        if isinstance(block, dict) and block.get("type") == "tool_use" and block.get("name") == request.answer.name:
            value = block.get("input")
            if not isinstance(value, dict):
                raise _malformed("has a tool_use block whose input is not an object")
            return orjson.dumps(value).decode()
    return None
