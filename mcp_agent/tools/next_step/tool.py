"""The ``next_step`` tool as the server registers it: its arguments, its result, its approvals.

What decides a step (deciding.py) reads tasks with the whole goal grammar, a few thousand patterns that take
seconds of CPU to compile. It is loaded at the first ``next_step`` call, in a worker thread, so that a server
starts (and its other tools answer) at once and no call's event loop waits on the compiling; calls that come
while it loads wait for it without blocking anything else.
"""

from __future__ import annotations

import importlib
from types import ModuleType

import anyio.to_thread

from mcp_agent import InputRequired, RequestContext, Server, ServerModel, ToolError

from .approvals import register_approvals
from .contract import AgentStepArguments, AgentStepResult
from .tiers import DecisionCounter


def register_next_step(
    server: Server,
    *,
    decisions: DecisionCounter,
    max_screen_description_chars: int,
    approval_ttl_seconds: float,
    model: ServerModel | None = None,
    approvals_allow_self: bool = False,
    min_confidence: float = 0.0,
) -> None:
    """``model``: the server's own model, for requests that did not declare ``sampling`` (None: the rule planner);
    ``decisions`` counts which tier decided each step; a decision less sure than ``min_confidence`` waits for
    confirmation (confidence.py)."""
    register_approvals(server, allow_self=approvals_allow_self)

    @server.tool(output_schema=AgentStepResult, annotations={"readOnlyHint": False, "openWorldHint": False})
    async def next_step(arguments: AgentStepArguments, ctx: RequestContext) -> AgentStepResult | InputRequired:
        """Decide a phone agent's next action (tap, type, open_app, open_setting, scroll_down, scroll_up, back,
        ask_user, done or give_up) from the whole session the client sends: task, screen description, steps so
        far, plan, current subgoal and known facts. Stateless: apply the result to the session (plan, replan,
        advance_subgoal, remember, state_refs) and send it all again next step. A result with
        requires_confirmation is not a step: do nothing, and send the same step again once a person has
        approved or denied the approval in state_refs.approval (get_approval shows which)."""
        if len(arguments.screen_description) > max_screen_description_chars:
            raise ToolError(
                f"Invalid arguments: screen_description is longer than {max_screen_description_chars} characters; "
                "describe only the visible elements"
            )
        deciding = await loaded_deciding()
        result: AgentStepResult | InputRequired = await deciding.decide(
            arguments,
            ctx,
            decisions=decisions,
            approval_ttl_seconds=approval_ttl_seconds,
            model=model,
            min_confidence=min_confidence,
        )
        return result


async def loaded_deciding() -> ModuleType:
    """deciding.py, imported (and the grammar's words read) in a worker thread the first time."""
    module = _LOADED.get("deciding")
    if module is None:
        module = await anyio.to_thread.run_sync(_load)
    return module


_LOADED: dict[str, ModuleType] = {}


def _load() -> ModuleType:
    # Python's import lock makes a second thread that gets here meanwhile wait for the first's import.
    module = importlib.import_module(f"{__package__}.deciding")
    from .unread_words import grammar_words

    grammar_words()  # read from the grammar's sources here too: never on a request's event loop
    _LOADED["deciding"] = module
    return module
