"""The agent-step contract: what a phone agent sends on every step, and what it gets back.

These are the wire shapes of ``next_step`` (its ``inputSchema`` and ``outputSchema``), validated
once at the edge. The field names are the contract: clients are written against them, so none is
renamed (spec-notes/agent-step.md). The client owns the session and sends all of it every time.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

Action = Literal[
    "tap", "type", "open_app", "open_setting", "scroll_down", "scroll_up", "back", "ask_user", "done", "give_up"
]
ACTIONS: tuple[Action, ...] = (
    "tap",
    "type",
    "open_app",
    "open_setting",
    "scroll_down",
    "scroll_up",
    "back",
    "ask_user",
    "done",
    "give_up",
)
# What a client may list in ``capabilities``; ask_user, done and give_up need none.
CAPABILITIES = ("tap", "type", "open_app", "open_setting", "scroll", "back")
TERMINAL_ACTIONS = frozenset({"done", "give_up"})
# The run's second axis, beside its progress: where the confirmation of its current step stands.
Confirmation = Literal["none", "pending", "approved", "denied"]


def capability_for(action: str) -> str | None:
    """The capability an action needs, or None for the actions every client can take."""
    if action in ("scroll_down", "scroll_up"):
        return "scroll"
    return action if action in CAPABILITIES else None


def is_allowed(action: str, capabilities: list[str]) -> bool:
    """An empty ``capabilities`` list means the client did not say: every action is allowed."""
    needed = capability_for(action)
    return needed is None or not capabilities or needed in capabilities


class RememberFact(BaseModel):
    model_config = ConfigDict(extra="forbid")
    key: str = Field(min_length=1, max_length=200)
    value: str = Field(max_length=2000)


class AgentStepArguments(BaseModel):
    """One step's request: the whole session, as the client holds it."""

    model_config = ConfigDict(extra="forbid")

    task: str = Field(min_length=1, max_length=4000, description="What the user asked the agent to do.")
    screen_description: str = Field(
        description='The current screen, one element per line: [index] Kind "label" attributes (or plain prose).'
    )
    step_count: int = Field(ge=0, description="How many steps the client has taken so far.")
    current_package: str | None = Field(default=None, max_length=256, description="The app in the foreground.")
    steps_so_far: list[str] = Field(
        default_factory=list, max_length=5000, description="Every action taken, oldest first (possibly compacted)."
    )
    known_facts: str = Field(default="", max_length=200_000, description="`key: value` lines the agent remembered.")
    plan: list[str] = Field(default_factory=list, max_length=200, description="The subgoals, as last planned.")
    current_subgoal: int = Field(default=0, ge=0, description="Index into plan of the subgoal being worked on.")
    screenshot_b64: str | None = Field(default=None, description="A screenshot (base64 PNG or JPEG), if any.")
    capabilities: list[str] = Field(
        default_factory=list,
        max_length=32,
        description="Actions the device can perform (tap, type, open_app, open_setting, scroll, back); empty: all.",
    )
    state_refs: dict[str, str] = Field(
        default_factory=dict, description="Opaque handles this run holds (for example a pending approval)."
    )


class AgentStepResult(BaseModel):
    """One step's answer. Every field is always present; an unused one is null (or false)."""

    # Fields with defaults are still listed as required in the output schema: they are always sent.
    model_config = ConfigDict(extra="forbid", json_schema_serialization_defaults_required=True)

    status_text: str = Field(description="One line for the person watching the agent.")
    action: Action
    reasoning: str | None = None
    target_index: int | None = Field(default=None, description="The [index] of the element acted on.")
    text_to_type: str | None = None
    app_name: str | None = None
    setting_name: str | None = None
    final_answer: str | None = None
    remember: RememberFact | None = Field(default=None, description="Append `key: value` to known_facts.")
    plan: list[str] | None = Field(default=None, description="Subgoals to append to the plan.")
    advance_subgoal: bool = Field(default=False, description="Add one to current_subgoal.")
    replan: list[str] | None = Field(default=None, description="Replaces the plan; current_subgoal is kept.")
    requires_confirmation: bool = Field(
        default=False,
        description="Not a step: perform nothing, keep only state_refs, and send the step again once confirmed.",
    )
    confirmation_reason: str | None = None
    question: str | None = None
    options: list[str] | None = None
    state_refs: dict[str, str | None] = Field(
        default_factory=dict, description="Merge into the run's state_refs; a null value removes the key."
    )
    confidence: float | None = Field(
        default=None,
        ge=0,
        le=1,
        description="How sure the decider is, 0 to 1 (the model's own, or the rule planner's match score); null: "
        "not scored. A step below the server's threshold waits for confirmation instead of acting.",
    )
    confirmation: Confirmation = Field(
        default="none",
        description="The confirmation of the current step, beside its progress: none; pending (a person must "
        "approve it first); approved (this action was approved); denied (a person denied the step: the run is "
        "unresolved, never done, until the user says what to do instead).",
    )

    def __str__(self) -> str:
        if self.requires_confirmation:
            return f"needs confirmation: {self.status_text}"
        return f"{self.action}: {self.status_text}"
