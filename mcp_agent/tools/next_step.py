"""``next_step``: a mobile agent's next UI action, decided only from what the client sends.

The agent loop's state (goal, current screen, actions taken so far) is owned by the
client and sent on every call, so any instance can answer any step and nothing is kept.
The policy is deterministic: fill a field the goal names, else tap what the goal names,
else scroll to find it, else go back; report done once the screen shows the goal reached.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from mcp_agent import Server

MAX_SCROLLS = 3
_WORD = re.compile(r"[a-z0-9]+")
_STOP_WORDS = frozenset({"a", "an", "the", "to", "and", "or", "of", "in", "on", "my", "me", "for", "with", "then", "i", "it"})
_DONE_MARKERS = frozenset({"success", "done", "confirmed", "complete", "completed", "sent", "saved", "welcome"})


class UiElement(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str = Field(min_length=1, max_length=200)
    kind: Literal["button", "input", "text", "link", "toggle", "image", "list_item"]
    label: str = Field(default="", max_length=1000)
    value: str | None = Field(default=None, max_length=4000)
    enabled: bool = True


class TakenAction(BaseModel):
    model_config = ConfigDict(extra="forbid")
    action: Literal["tap", "type", "scroll", "back", "done"]
    target: str | None = None


class NextStepArguments(BaseModel):
    model_config = ConfigDict(extra="forbid")
    goal: str = Field(min_length=1, max_length=2000, description="What the user wants to achieve.")
    screen: list[UiElement] = Field(max_length=500, description="The elements on the current screen, top to bottom.")
    history: list[TakenAction] = Field(default_factory=list, max_length=200, description="Actions already taken, oldest first.")
    inputs: dict[str, str] = Field(default_factory=dict, description="Values to type, by field label (e.g. {'email': 'a@b.c'}).")


def _words(text: str) -> set[str]:
    return {word for word in _WORD.findall(text.lower()) if word not in _STOP_WORDS}


def decide(arguments: NextStepArguments) -> dict[str, Any]:
    goal_words = _words(arguments.goal)
    tapped = {step.target for step in arguments.history if step.action == "tap"}
    typed = {step.target for step in arguments.history if step.action == "type"}
    visible_words = set().union(*(_words(element.label) for element in arguments.screen if element.kind == "text")) if arguments.screen else set()

    if visible_words & _DONE_MARKERS and arguments.history:
        return {"action": "done", "reason": "the screen reports the goal as reached"}

    for element in arguments.screen:
        if element.kind != "input" or not element.enabled or element.id in typed or element.value:
            continue
        label = element.label.lower()
        value = next((text for name, text in arguments.inputs.items() if name.lower() in label or label in name.lower()), None)
        if value is not None:
            return {"action": "type", "target": element.id, "text": value, "reason": f"fill the {element.label!r} field"}

    best: tuple[int, str, str] | None = None
    for element in arguments.screen:
        if element.kind not in ("button", "link", "toggle", "list_item") or not element.enabled or element.id in tapped:
            continue
        score = len(_words(element.label) & goal_words)
        if score and (best is None or score > best[0]):
            best = (score, element.id, element.label)
    if best is not None:
        return {"action": "tap", "target": best[1], "reason": f"{best[2]!r} matches the goal"}

    scrolls_in_a_row = 0
    for step in reversed(arguments.history):
        if step.action != "scroll":
            break
        scrolls_in_a_row += 1
    if scrolls_in_a_row < MAX_SCROLLS:
        return {"action": "scroll", "direction": "down", "reason": "nothing on screen matches the goal yet"}
    return {"action": "back", "reason": f"scrolled {MAX_SCROLLS} times without finding the goal"}


class NextStepAction(BaseModel):
    action: Literal["tap", "type", "scroll", "back", "done"]
    reason: str
    target: str | None = None
    text: str | None = None
    direction: Literal["down"] | None = None

    def __str__(self) -> str:
        return f"{self.action}: {self.reason}"


def register_next_step(server: Server) -> None:
    @server.tool(annotations={"readOnlyHint": True, "idempotentHint": True})
    async def next_step(arguments: NextStepArguments) -> NextStepAction:
        """Decide a mobile agent's next UI action (tap, type, scroll, back or done) from the goal, the current
        screen and the actions taken so far. Stateless: send the whole history on every call."""
        return NextStepAction.model_validate(decide(arguments))
