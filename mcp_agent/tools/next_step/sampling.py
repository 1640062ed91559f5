"""Asking the client's model for the next action (``sampling/createMessage`` through MRTR), and
checking its answer.

Round 1 of a ``next_step`` call whose request declared ``sampling`` returns
``InputRequired({SAMPLING_KEY: sampling_request(arguments)})``; the client runs the request
through its model and retries with the ``CreateMessageResult`` under ``SAMPLING_KEY`` in
``inputResponses``. :func:`read_model_answer` turns that answer into an ``AgentStepResult`` or
raises :class:`ModelAnswerRejected`, and the tool then falls back to the rule planner.

The model is never trusted: its text must be one JSON object of the result schema (no other
field, no ``state_refs``: those are the server's), its action must be one the device can take,
the element it names must be on the screen and fit the action, and an irreversible tap is
marked for confirmation whatever the model said (spec-notes/sampling.md).
"""

from __future__ import annotations

import re
from typing import Any

import orjson
from pydantic import ValidationError

from .briefing import briefing
from .contract import ACTIONS, AgentStepResult, is_allowed
from .safety import confirmation_reason
from .session import ANSWER_KEY, DECLINED_KEY, SUMMARY_PREFIX
from .turn import GAVE_UP_KEY, Turn

SAMPLING_KEY = "next_action"
MAX_TOKENS = 1000
# The steps_so_far the model sees: the most recent ones (the rest are counted, not listed).
RECENT_STEPS = 20
# An answer longer than this is not read (a 1,000-token answer is far shorter).
MAX_ANSWER_CHARS = 100_000

SYSTEM_PROMPT = """\
You drive an Android phone for a user, one action at a time. Each message gives you the task, the \
session so far and the current screen; you answer with the single next action.

SCREEN FORMAT. One element per line:
  [index] Kind "label" attributes
Attributes, any of: focused, checked / unchecked (checked also marks the selected tab), disabled, \
scrollable, value="current text". Inside quotes, \\" is a quote and \\\\ a backslash. Lines may be \
indented (items under their list). Other lines are plain text shown on the screen. Refer to an \
element only by its [index], and only to an element listed on the current screen.

ACTIONS (only those in the device's capabilities, when they are listed; ask_user, done and give_up \
are always possible):
- tap: tap the element target_index (required; not a disabled element).
- type: replace the text of the EditText target_index with text_to_type (required), or of the \
focused field when target_index is null.
- open_app: open the app app_name (required), e.g. "Messages".
- open_setting: open the system setting setting_name (required), e.g. "Wi-Fi".
- scroll_down / scroll_up: scroll the screen (or the scrollable element target_index).
- back: press Back.
- ask_user: ask the user question (required), optionally with options (short answers to pick). \
The answer comes back in the known facts as "answer: <text>".
- done: the goal is reached; final_answer (required) tells the user the outcome. Only when the \
current screen shows the goal reached.
- give_up: the task cannot be done; say why in status_text and reasoning.

CONFIRMATION. An irreversible action (send, pay, buy, order, delete, post, call, transfer) must set \
requires_confirmation to true and confirmation_reason to what cannot be undone; the user confirms \
it before it is performed.

ANSWER. Reply with ONE JSON object and nothing else (no prose; a ```json fenced block is \
tolerated). Fields (every one may be present; unused ones null, or false for booleans; no other \
field):
- status_text (string, required): one line for the person watching.
- action (string, required): one of tap, type, open_app, open_setting, scroll_down, scroll_up, \
back, ask_user, done, give_up.
- reasoning (string or null): why this action.
- target_index (integer or null): the [index] acted on.
- text_to_type (string or null): for type.
- app_name (string or null): for open_app.
- setting_name (string or null): for open_setting.
- final_answer (string or null): for done.
- remember ({"key": string, "value": string} or null): a fact to keep for later steps.
- plan (list of strings or null): the subgoals, only when the session has no plan yet (they are \
appended to it).
- advance_subgoal (boolean): true when this action completes the current subgoal.
- replan (list of strings or null): replaces the plan when it no longer fits; the current subgoal \
number is kept, so keep the subgoals already done as its first entries.
- requires_confirmation (boolean): true for an irreversible action.
- confirmation_reason (string or null): what cannot be undone.
- question (string or null): for ask_user.
- options (list of strings or null): for ask_user.
- confidence (number from 0 to 1, or null): how sure you are that this is the right next action. \
Below the server's threshold the action is not taken: a person confirms it first.

DENIALS. A known fact "declined: <action>" means a person denied that action: never propose it again \
and never answer done; ask the user what to do instead, unless their answer after it tells you.
"""

# The fields each action uses; the rest are cleared from a model's answer (unused is null).
_ACTION_FIELDS: dict[str, frozenset[str]] = {
    "tap": frozenset({"target_index"}),
    "type": frozenset({"target_index", "text_to_type"}),
    "open_app": frozenset({"app_name"}),
    "open_setting": frozenset({"setting_name"}),
    "scroll_down": frozenset({"target_index"}),
    "scroll_up": frozenset({"target_index"}),
    "back": frozenset(),
    "ask_user": frozenset({"question", "options"}),
    "done": frozenset({"final_answer"}),
    "give_up": frozenset(),
}
_ACTION_SPECIFIC = frozenset().union(*_ACTION_FIELDS.values())
_FENCED = re.compile(r"```(?:json|JSON)?[ \t]*\n?(.*?)```", re.DOTALL)
# The server's fields: never taken from a model's answer.
SERVER_FIELDS = frozenset({"state_refs", "confirmation"})
# Facts only the user (an answer) or the server (a denial, a give-up) writes: a model remembering one is ignored.
RESERVED_FACTS = frozenset({ANSWER_KEY, DECLINED_KEY, GAVE_UP_KEY})


class ModelAnswerRejected(Exception):
    """The model's answer cannot be used; ``reason`` says why, in a few words."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


# -- the request ---------------------------------------------------------------------------


def image_mime_type(data: str) -> str:
    """The screenshot's type from its first base64 characters (PNG unless it is a JPEG or WebP)."""
    head = data.lstrip()[:16]
    if head.startswith("/9j/"):
        return "image/jpeg"
    if head.startswith("UklGR"):
        return "image/webp"
    return "image/png"


def describe_session(turn: Turn, *, screenshot_attached: bool | None = None) -> str:
    """The session as the user message's text: task, step, app, plan, facts, steps, capabilities, the task as
    parsed with the post-conditions and the screen's roles (briefing.py), and the screen.

    ``screenshot_attached`` (default: whether the step carries one) says whether the model sees the screenshot."""
    arguments = turn.arguments
    lines = [f"Task: {arguments.task}", f"Step: {arguments.step_count}"]
    lines.append(f"Foreground app: {arguments.current_package or 'unknown'}")
    if arguments.plan:
        lines.append("Plan (the current subgoal is marked with >):")
        for number, subgoal in enumerate(arguments.plan):
            marker = ">" if number == arguments.current_subgoal else " "
            lines.append(f"{marker} {number}. {subgoal}")
        if arguments.current_subgoal >= len(arguments.plan):
            lines.append("(every subgoal of the plan is behind; finish the task or replan)")
    else:
        lines.append("Plan: none yet (give one in plan)")
    facts = arguments.known_facts.strip()
    lines.append("Known facts:" if facts else "Known facts: none")
    if facts:
        lines.extend(f"  {line}" for line in facts.splitlines())
    steps = arguments.steps_so_far
    if not steps:
        lines.append("Steps so far: none")
    else:
        # A client's compaction summary ("[compacted] 57 earlier steps: …") stays first, as it is.
        summary = [steps[0]] if steps[0].startswith(SUMMARY_PREFIX) else []
        listed = steps[len(summary) :]
        recent = listed[-RECENT_STEPS:]
        skipped = len(listed) - len(recent)
        lines.append(
            f"Steps so far, oldest first ({skipped} earlier not shown):" if skipped else "Steps so far, oldest first:"
        )
        lines.extend(f"  {line}" for line in summary)
        lines.extend(f"  - {step}" for step in recent)
    capabilities = ", ".join(arguments.capabilities) if arguments.capabilities else "all"
    lines.append(f"Device capabilities: {capabilities}")
    lines.extend(briefing(turn))
    if screenshot_attached if screenshot_attached is not None else bool(arguments.screenshot_b64):
        lines.append("A screenshot of the current screen is attached.")
    lines.append("Current screen:")
    lines.append(arguments.screen_description)
    return "\n".join(lines)


def sampling_request(turn: Turn) -> dict[str, Any]:
    """The ``sampling/createMessage`` input request for this step (the same arguments give the same request)."""
    arguments = turn.arguments
    text: dict[str, Any] = {"type": "text", "text": describe_session(turn)}
    content: dict[str, Any] | list[dict[str, Any]] = text
    if arguments.screenshot_b64:
        image = {
            "type": "image",
            "data": arguments.screenshot_b64,
            "mimeType": image_mime_type(arguments.screenshot_b64),
        }
        content = [text, image]
    return {
        "method": "sampling/createMessage",
        "params": {
            "messages": [{"role": "user", "content": content}],
            "systemPrompt": SYSTEM_PROMPT,
            "maxTokens": MAX_TOKENS,
            "temperature": 0,
        },
    }


# -- the answer ----------------------------------------------------------------------------


def _answer_text(response: Any) -> str:
    if not isinstance(response, dict):
        raise ModelAnswerRejected("the sampling answer is not an object")
    content = response.get("content")
    blocks = content if isinstance(content, list) else [content]
    texts = [
        block["text"]
        for block in blocks
        if isinstance(block, dict) and block.get("type") == "text" and isinstance(block.get("text"), str)
    ]
    if not texts:
        raise ModelAnswerRejected("the answer has no text content")
    return "\n".join(texts)


def _parse_object(text: str) -> dict[str, Any]:
    candidates = [text]
    fenced = _FENCED.search(text)
    if fenced is not None:
        candidates.insert(0, fenced.group(1).strip())
    for candidate in candidates:
        try:
            value = orjson.loads(candidate)
        except orjson.JSONDecodeError:
            continue
        if not isinstance(value, dict):
            raise ModelAnswerRejected(f"the answer is JSON but not an object ({type(value).__name__})")
        return value
    raise ModelAnswerRejected("the answer is not JSON")


def _validation_reason(error: ValidationError) -> str:
    problems = []
    for item in error.errors()[:3]:
        where = ".".join(str(part) for part in item["loc"]) or "answer"
        if item["type"] == "extra_forbidden":
            problems.append(f"unknown field {where}")
        else:
            problems.append(f"{where}: {item['msg']}")
    more = error.error_count() - len(problems)
    return "; ".join(problems) + (f" (and {more} more)" if more > 0 else "")


def _validated(data: dict[str, Any]) -> AgentStepResult:
    data = {key: value for key, value in data.items() if key not in SERVER_FIELDS}
    action = data.get("action")
    if action is None:
        raise ModelAnswerRejected("the answer has no action")
    if action not in ACTIONS:
        shown = action if isinstance(action, str) else orjson.dumps(action).decode()
        raise ModelAnswerRejected(f"unknown action {shown[:40]!r}")
    try:
        # Strict JSON validation: "5" is not an integer, "true" not a boolean.
        return AgentStepResult.model_validate_json(orjson.dumps(data), strict=True)
    except ValidationError as error:
        raise ModelAnswerRejected(_validation_reason(error)) from None


def _check(result: AgentStepResult, turn: Turn) -> None:
    """Raise ModelAnswerRejected when the answer cannot be carried out on this device and screen."""
    arguments, screen = turn.arguments, turn.screen
    action = result.action
    if not is_allowed(action, arguments.capabilities):
        raise ModelAnswerRejected(
            f"action {action} is not in the device's capabilities ({', '.join(arguments.capabilities)})"
        )
    if not result.status_text.strip():
        raise ModelAnswerRejected("status_text is empty")
    index = result.target_index
    element = screen.element(index)
    if index is not None and element is None:
        raise ModelAnswerRejected(f"target_index {index} is not on the screen")
    if action == "tap":
        if element is None:
            raise ModelAnswerRejected("tap needs a target_index")
        if element.disabled:
            raise ModelAnswerRejected(f"target_index {index} ({element.describe()}) is disabled")
    elif action == "type":
        if result.text_to_type is None:
            raise ModelAnswerRejected("type needs text_to_type")
        field = element if index is not None else screen.focused
        if field is None:
            raise ModelAnswerRejected("type without a target_index needs a focused field, and none is focused")
        if not field.editable:
            which = f"target_index {field.index}" if index is not None else f"the focused element [{field.index}]"
            raise ModelAnswerRejected(f"{which} ({field.describe()}) is not an editable field")
    elif action == "ask_user" and not (result.question or "").strip():
        raise ModelAnswerRejected("ask_user needs a question")
    elif action == "open_app" and not (result.app_name or "").strip():
        raise ModelAnswerRejected("open_app needs app_name")
    elif action == "open_setting" and not (result.setting_name or "").strip():
        raise ModelAnswerRejected("open_setting needs setting_name")
    elif action == "done" and not (result.final_answer or "").strip():
        raise ModelAnswerRejected("done needs final_answer")


def _normalized(result: AgentStepResult, turn: Turn) -> AgentStepResult:
    """Unused fields cleared, and the confirmation rule applied whatever the model said."""
    used = _ACTION_FIELDS[result.action]
    update: dict[str, Any] = {name: None for name in _ACTION_SPECIFIC - used}
    update["state_refs"] = {}
    if result.remember is not None and result.remember.key.strip() in RESERVED_FACTS:
        update["remember"] = None  # a model cannot answer for the user, nor lift a denial
    if turn.arguments.plan and result.plan is not None:
        # The client appends a plan: a model repeating its plan every step would grow it without end.
        update["plan"] = None
    reason = confirmation_reason(result, turn.screen)
    if reason is not None:
        update["requires_confirmation"] = True
        update["confirmation_reason"] = reason  # the server's words: they are shown to the person who confirms
    elif result.requires_confirmation:
        # More caution than the rule asks for is the model's call; it still says why.
        update["confirmation_reason"] = (
            result.confirmation_reason or ""
        ).strip() or "The model asked for confirmation."
    else:
        update["confirmation_reason"] = None
    return result.model_copy(update=update)


def read_model_answer(response: dict[str, Any], turn: Turn) -> AgentStepResult:
    """The model's answer (a ``CreateMessageResult`` as JSON) as a checked result, or ModelAnswerRejected."""
    return read_model_text(_answer_text(response), turn)


def read_model_text(text: str, turn: Turn) -> AgentStepResult:
    """A model's answer text (the client's or the server's model) as a checked result, or ModelAnswerRejected."""
    text = text.strip()
    if not text:
        raise ModelAnswerRejected("the answer has no text content")
    if len(text) > MAX_ANSWER_CHARS:
        raise ModelAnswerRejected(f"the answer is longer than {MAX_ANSWER_CHARS} characters")
    result = _validated(_parse_object(text))
    _check(result, turn)
    return _normalized(result, turn)
