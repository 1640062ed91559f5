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

from .contract import AgentStepArguments, AgentStepResult
from .sampling import MAX_TOKENS, SAMPLING_KEY, SYSTEM_PROMPT, describe_session, image_mime_type, read_model_text
from .tiers import Tier
from .turn import Turn


def _inlined(node: Any, definitions: dict[str, Any]) -> Any:
    """The schema with its ``$ref``s replaced by their definitions (some servers read no ``$defs``)."""
    if isinstance(node, dict):
        reference = node.get("$ref")
        if isinstance(reference, str) and reference.startswith("#/$defs/"):
            return _inlined(definitions[reference.removeprefix("#/$defs/")], definitions)
        return {key: _inlined(value, definitions) for key, value in node.items() if key != "$defs"}
    if isinstance(node, list):
        return [_inlined(item, definitions) for item in node]
    return node


def answer_schema() -> dict[str, Any]:
    """The result schema without ``state_refs`` (the server's, never the model's), and no other field."""
    schema = AgentStepResult.model_json_schema(mode="validation")
    schema = _inlined(schema, schema.get("$defs", {}))
    del schema["properties"]["state_refs"]
    schema["required"] = [name for name in schema.get("required", []) if name != "state_refs"]
    schema["additionalProperties"] = False
    return dict(schema)


ANSWER = AnswerShape(
    name=SAMPLING_KEY,
    description="The single next action on the phone, with every field of the answer format.",
    schema=answer_schema(),
)


def model_request(arguments: AgentStepArguments, tier: Tier) -> ModelRequest:
    """The question for ``tier``: the screenshot goes to the vision tier only."""
    image = None
    if tier == "model_vision" and arguments.screenshot_b64:
        image = ModelImage(arguments.screenshot_b64, image_mime_type(arguments.screenshot_b64))
    text = describe_session(arguments, screenshot_attached=image is not None)
    return ModelRequest(system=SYSTEM_PROMPT, text=text, image=image, answer=ANSWER, max_tokens=MAX_TOKENS)


async def ask_server_model(model: ServerModel, tier: Tier, turn: Turn) -> AgentStepResult:
    """The checked proposal of the server's model; ModelFailure or ModelAnswerRejected otherwise."""
    reply = await model.complete(model_request(turn.arguments, tier))
    return read_model_text(reply.text, turn)
