"""Asking the server's own model for the next action, when the client offers no ``sampling``.

The model is asked what a client's model is asked (the same system prompt and session text), with
the screenshot only in the vision tier, and its answer goes through exactly the checks of a
sampling answer (:func:`sampling.read_model_text`: schema, target index, capabilities, the
confirmation rule). A failed call (:class:`ModelFailure`) or a rejected answer
(:class:`ModelAnswerRejected`) is the caller's cue to let the rule planner decide.
"""

from __future__ import annotations

from typing import Any

from mcp_agent import AnswerShape, ModelImage, ModelRequest, ServerModel

from .contract import AgentStepResult
from .sampling import (
    MAX_TOKENS,
    SAMPLING_KEY,
    SERVER_FIELDS,
    SYSTEM_PROMPT,
    describe_session,
    image_mime_type,
    read_model_text,
)
from .tiers import Tier
from .turn import Turn

# Keywords a grammar-constrained server (llama.cpp, vLLM's guided decoding) or a strict structured-output API
# may not compile: bounds and formats are checked on the answer instead (pydantic, strictly).
_UNCOMPILED = frozenset(
    {"$defs", "title", "default", "minLength", "maxLength", "minimum", "maximum", "pattern", "format", "minItems"}
)


def grammar_safe(node: Any, definitions: dict[str, Any]) -> Any:
    """A schema any grammar builder compiles: ``$ref``s inlined, every object closed (``additionalProperties:
    false``) with every property required, no bounds or formats. A nullable field stays ``anyOf [X, null]``:
    llama.cpp's converter keeps X's structure there, where a type list (``["object", "null"]``) loses it."""
    if isinstance(node, list):
        return [grammar_safe(item, definitions) for item in node]
    if not isinstance(node, dict):
        return node
    reference = node.get("$ref")
    if isinstance(reference, str) and reference.startswith("#/$defs/"):
        return grammar_safe(definitions[reference.removeprefix("#/$defs/")], definitions)
    safe = {key: grammar_safe(value, definitions) for key, value in node.items() if key not in _UNCOMPILED}
    if safe.get("type") == "object" and "properties" in node:
        safe["additionalProperties"] = False
        safe["required"] = list(safe["properties"])
    return safe


def answer_schema() -> dict[str, Any]:
    """What a model answers: the result schema without the server's fields (``state_refs``, ``confirmation``),
    grammar-safe; every field required (an unused one is null or false)."""
    schema = AgentStepResult.model_json_schema(mode="validation")
    for name in SERVER_FIELDS:
        del schema["properties"][name]
    safe: dict[str, Any] = grammar_safe(schema, schema.get("$defs", {}))
    return safe


ANSWER = AnswerShape(
    name=SAMPLING_KEY,
    description="The single next action on the phone, with every field of the answer format.",
    schema=answer_schema(),
)


def model_request(turn: Turn, tier: Tier) -> ModelRequest:
    """The question for ``tier``: the screenshot goes to the vision tier only."""
    arguments = turn.arguments
    image = None
    if tier == "model_vision" and arguments.screenshot_b64:
        image = ModelImage(arguments.screenshot_b64, image_mime_type(arguments.screenshot_b64))
    text = describe_session(turn, screenshot_attached=image is not None)
    return ModelRequest(system=SYSTEM_PROMPT, text=text, image=image, answer=ANSWER, max_tokens=MAX_TOKENS)


async def ask_server_model(model: ServerModel, tier: Tier, turn: Turn) -> AgentStepResult:
    """The checked proposal of the server's model; ModelFailure or ModelAnswerRejected otherwise."""
    reply = await model.complete(model_request(turn, tier))
    return read_model_text(reply.text, turn)
