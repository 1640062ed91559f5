"""The Anthropic Messages API (``POST {base}/v1/messages``, ``anthropic-version: 2023-06-01``).

The request: ``model``, ``max_tokens``, ``system``, one user message whose content is an
``image`` block (``source`` of type ``base64``) for a vision model and a ``text`` block,
``temperature`` 0, and for a JSON answer in ``tool`` format one tool whose ``input_schema`` is
the answer's schema, forced by ``tool_choice: {"type": "tool"}`` (the API has no JSON mode: in
``json_schema`` and ``json`` formats the prompt asks for the object). The answer: ``content`` blocks, ``text`` or
``tool_use`` (its ``input`` is the object); ``stop_reason`` ``max_tokens`` means it was cut.
"""

from __future__ import annotations

from typing import Any

import orjson

from .base import ModelFailure, ModelRequest
from .http_model import HttpModel

DEFAULT_BASE_URL = "https://api.anthropic.com"
API_VERSION = "2023-06-01"
PROVIDER = "anthropic"


class AnthropicMessagesModel(HttpModel):
    PROVIDER = PROVIDER
    DEFAULT_BASE_URL = DEFAULT_BASE_URL
    PATH = "/v1/messages"

    def headers(self) -> dict[str, str]:
        key = {"x-api-key": self._api_key.get_secret_value()} if self._api_key is not None else {}
        return {"anthropic-version": API_VERSION, **key}

    def request_body(self, request: ModelRequest) -> dict[str, Any]:
        content: list[dict[str, Any]] = []
        if request.image is not None:
            source = {"type": "base64", "media_type": request.image.media_type, "data": request.image.data_b64}
            content.append({"type": "image", "source": source})
        content.append({"type": "text", "text": request.text})
        body: dict[str, Any] = {
            "model": self._name,
            "max_tokens": self.tokens(request),
            "system": request.system,
            "messages": [{"role": "user", "content": content}],
            "temperature": 0,
        }
        shape = request.answer
        if shape is not None and self._answer_format == "tool":
            body["tools"] = [{"name": shape.name, "description": shape.description, "input_schema": shape.schema}]
            body["tool_choice"] = {"type": "tool", "name": shape.name}
        return body

    def answer_of(self, document: dict[str, Any], request: ModelRequest) -> tuple[str, str | None]:
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
            texts = [
                b["text"]
                for b in blocks
                if isinstance(b, dict) and b.get("type") == "text" and isinstance(b.get("text"), str)
            ]
            text = "".join(texts) if texts else None
        if text is None:
            raise _malformed("has neither a text block nor a tool_use block")
        return text, stop


def _malformed(what: str) -> ModelFailure:
    return ModelFailure("malformed", f"the {PROVIDER} API's answer {what}")


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
