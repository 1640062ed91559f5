"""The OpenAI Chat Completions API (``POST {base}/chat/completions``), as OpenAI, vLLM, Ollama
and llama.cpp's server speak it.

The request: ``model``, a system and a user message (the user's content a plain string, or a
text part and an ``image_url`` part with a ``data:`` URL for a vision model), ``max_tokens``
(the field every compatible server reads), ``temperature`` 0, and for a JSON answer, by the answer
format: ``json_schema``, structured output (``response_format: {"type": "json_schema",
"json_schema": {"name", "description", "schema", "strict": true}}``: OpenAI, vLLM, Ollama and
llama.cpp's ``llama-server`` constrain the answer to the schema); ``json``, JSON mode with the schema
beside it (``{"type": "json_object", "schema": ...}``: the form llama-cpp-python's server and
``llama-server`` constrain by, where OpenAI's JSON mode takes no schema); ``tool``, one function tool
forced by ``tool_choice``. The answer: ``choices[0].message`` with its ``content`` (a string, or text
parts) or its ``tool_calls[].function.arguments`` (a JSON string); ``finish_reason`` ``length``
means the answer was cut at the token limit.
"""

from __future__ import annotations

from typing import Any

from .base import ModelFailure, ModelRequest
from .http_model import HttpModel

DEFAULT_BASE_URL = "https://api.openai.com/v1"
PROVIDER = "openai"


class OpenAIChatModel(HttpModel):
    PROVIDER = PROVIDER
    DEFAULT_BASE_URL = DEFAULT_BASE_URL
    PATH = "/chat/completions"

    def headers(self) -> dict[str, str]:
        # A local server (vLLM, Ollama, llama.cpp) may need no key at all.
        return {"Authorization": f"Bearer {self._api_key.get_secret_value()}"} if self._api_key is not None else {}

    def request_body(self, request: ModelRequest) -> dict[str, Any]:
        user: str | list[dict[str, Any]] = request.text
        if request.image is not None:
            data_url = f"data:{request.image.media_type};base64,{request.image.data_b64}"
            user = [{"type": "text", "text": request.text}, {"type": "image_url", "image_url": {"url": data_url}}]
        body: dict[str, Any] = {
            "model": self._name,
            "messages": [{"role": "system", "content": request.system}, {"role": "user", "content": user}],
            "max_tokens": self.tokens(request),
            "temperature": 0,
        }
        shape = request.answer
        if shape is not None and self._answer_format == "tool":
            function = {"name": shape.name, "description": shape.description, "parameters": shape.schema}
            body["tools"] = [{"type": "function", "function": function}]
            body["tool_choice"] = {"type": "function", "function": {"name": shape.name}}
        elif shape is not None and self._answer_format == "json":
            body["response_format"] = {"type": "json_object", "schema": shape.schema}
        elif shape is not None:
            structured = {"name": shape.name, "description": shape.description, "schema": shape.schema, "strict": True}
            body["response_format"] = {"type": "json_schema", "json_schema": structured}
        return body

    def answer_of(self, document: dict[str, Any], request: ModelRequest) -> tuple[str, str | None]:
        """The answer of a chat.completion object, or ModelFailure."""
        choices = document.get("choices")
        if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
            raise _malformed("has no choices")
        choice = choices[0]
        message = choice.get("message")
        if not isinstance(message, dict):
            raise _malformed("has no message")
        finish = choice.get("finish_reason")
        finish = finish if isinstance(finish, str) else None
        if finish == "length":
            raise ModelFailure("truncated", "the answer was cut at the token limit (finish_reason length)")
        if finish == "content_filter" or isinstance(message.get("refusal"), str):
            raise ModelFailure("refused", "the model declined to answer")
        text = _tool_arguments(message, request) or _content_text(message.get("content"))
        if text is None:
            raise _malformed("has neither content nor a tool call")
        return text, finish


def _malformed(what: str) -> ModelFailure:
    return ModelFailure("malformed", f"the {PROVIDER} API's answer {what}")


def _tool_arguments(message: dict[str, Any], request: ModelRequest) -> str | None:
    calls = message.get("tool_calls")
    if not isinstance(calls, list) or request.answer is None:
        return None
    for call in calls:
        function = call.get("function") if isinstance(call, dict) else None
        if isinstance(function, dict) and function.get("name") == request.answer.name:
            arguments = function.get("arguments")
            if not isinstance(arguments, str):
                raise _malformed("has a tool call whose arguments are not a string")
            return arguments
    return None


def _content_text(content: Any) -> str | None:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        texts = [part["text"] for part in content if isinstance(part, dict) and isinstance(part.get("text"), str)]
        return "".join(texts) if texts else None
    return None
