"""next_step's sampling request and the checks on a model's answer, in process (no server)."""

from __future__ import annotations

from typing import Any

import mcp_types
import orjson
import pytest

from mcp_agent.tools.next_step.contract import ACTIONS, AgentStepArguments, AgentStepResult
from mcp_agent.tools.next_step.sampling import (
    MAX_TOKENS,
    RECENT_STEPS,
    SAMPLING_KEY,
    SERVER_FIELDS,
    SYSTEM_PROMPT,
    ModelAnswerRejected,
    read_model_answer,
    sampling_request,
)
from mcp_agent.tools.next_step.session import ANSWER_KEY, SUMMARY_PREFIX
from mcp_agent.tools.next_step.turn import Turn

pytestmark = pytest.mark.unit

CONVERSATION = """Conversation with Sam
[0] ImageButton "Navigate up"
[1] TextView "Sam: are you coming?"
[2] EditText "Message" focused value="on my way"
[3] Button "Send"
[4] Button "Attach" disabled
"""
PLAN = ["Open Messages", "Open the conversation with Sam", "Type 'on my way'", "Send the message"]


def turn_of(**overrides: Any) -> Turn:
    return Turn.read(arguments(**overrides))


def arguments(**overrides: Any) -> AgentStepArguments:
    values: dict[str, Any] = {
        "task": "send 'on my way' to Sam",
        "screen_description": CONVERSATION,
        "step_count": 5,
        "current_package": "com.google.android.apps.messaging",
        "steps_so_far": ["open_app Messages", "tap Sam", "type 'on my way'"],
        "known_facts": "contact: Sam",
        "plan": PLAN,
        "current_subgoal": 3,
    }
    values.update(overrides)
    return AgentStepArguments.model_validate(values)


def answer(payload: Any, *, raw: bool = False, as_list: bool = False) -> dict[str, Any]:
    """A CreateMessageResult as the client sends it, with ``payload`` as the model's text."""
    text = payload if raw else orjson.dumps(payload).decode()
    block = {"type": "text", "text": text}
    return {"role": "assistant", "model": "scripted", "content": [block] if as_list else block, "stopReason": "endTurn"}


def read(payload: Any, *, args: AgentStepArguments | None = None, raw: bool = False, **kwargs: Any) -> AgentStepResult:
    args = args or arguments()
    return read_model_answer(answer(payload, raw=raw, **kwargs), Turn.read(args))


def rejected(payload: Any, *, args: AgentStepArguments | None = None, raw: bool = False) -> str:
    with pytest.raises(ModelAnswerRejected) as raised:
        read(payload, args=args, raw=raw)
    assert str(raised.value) == raised.value.reason
    return raised.value.reason


# -- the system prompt and the request -------------------------------------------------------


def test_system_prompt_lists_every_action_and_every_result_field_but_the_servers() -> None:
    for action in ACTIONS:
        assert action in SYSTEM_PROMPT
    for name in AgentStepResult.model_fields:
        if name not in SERVER_FIELDS:
            assert f"- {name} (" in SYSTEM_PROMPT, name
    assert "state_refs" not in SYSTEM_PROMPT
    for verb in ("send", "pay", "buy", "order", "delete", "post", "call", "transfer"):
        assert verb in SYSTEM_PROMPT
    assert "ONE JSON object" in SYSTEM_PROMPT
    assert '[index] Kind "label"' in SYSTEM_PROMPT
    for attribute in ("focused", "checked", "unchecked", "disabled", "scrollable", 'value="'):
        assert attribute in SYSTEM_PROMPT


def test_request_is_a_valid_sdk_sampling_request_with_the_whole_session() -> None:
    request = sampling_request(turn_of(capabilities=["tap", "type", "back"]))
    parsed = mcp_types.CreateMessageRequest.model_validate(request)
    assert parsed.params.system_prompt == SYSTEM_PROMPT
    assert parsed.params.max_tokens == MAX_TOKENS
    assert parsed.params.temperature == 0
    [message] = parsed.params.messages
    assert message.role == "user"
    [block] = message.content_as_list
    assert isinstance(block, mcp_types.TextContent)
    text = block.text
    assert "Task: send 'on my way' to Sam" in text
    assert "Step: 5" in text
    assert "Foreground app: com.google.android.apps.messaging" in text
    assert "> 3. Send the message" in text and "  2. Type 'on my way'" in text
    assert "contact: Sam" in text
    assert "Steps so far, oldest first:\n  - open_app Messages\n  - tap Sam\n  - type 'on my way'\n" in text
    assert "Device capabilities: tap, type, back" in text
    assert text.endswith(CONVERSATION)


def test_request_carries_the_parsed_task_the_post_conditions_and_the_screens_roles() -> None:
    text = sampling_request(turn_of())["params"]["messages"][0]["content"]["text"]
    briefing = text[text.index("Device capabilities") : text.index("Current screen:")].splitlines()[1:]
    parsed = briefing[0]
    assert parsed.startswith("Task as parsed: ") and "Sam" in parsed and "on my way" in parsed
    sent = "the message shows in the conversation as sent, and the message field is empty"
    assert f"Current subgoal reached when: {sent}" in briefing
    assert f"Done only when the screen shows: {sent}" in briefing
    assert "On this screen, by role:" in briefing
    roles = [line.strip() for line in briefing[briefing.index("On this screen, by role:") + 1 :]]
    assert "[2] the message field" in roles and "[3] send: irreversible, a person confirms it first" in roles


def test_request_is_deterministic() -> None:
    assert orjson.dumps(sampling_request(turn_of())) == orjson.dumps(sampling_request(turn_of()))


def test_request_with_a_screenshot_carries_an_image_block() -> None:
    png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
    request = sampling_request(turn_of(screenshot_b64=png))
    [message] = mcp_types.CreateMessageRequest.model_validate(request).params.messages
    text, image = message.content_as_list
    assert isinstance(text, mcp_types.TextContent) and "screenshot" in text.text
    assert isinstance(image, mcp_types.ImageContent)
    assert image.data == png and image.mime_type == "image/png"
    jpeg = sampling_request(turn_of(screenshot_b64="/9j/4AAQSkZJRg=="))
    assert jpeg["params"]["messages"][0]["content"][1]["mimeType"] == "image/jpeg"


def test_request_shows_only_recent_steps_and_says_so() -> None:
    steps = [f"step {number}" for number in range(1, RECENT_STEPS + 11)]
    text = sampling_request(turn_of(steps_so_far=steps))["params"]["messages"][0]["content"]["text"]
    assert "(10 earlier not shown)" in text
    assert "- step 10\n" not in text and "- step 11\n" in text and f"- step {RECENT_STEPS + 10}\n" in text


def test_request_keeps_the_clients_compaction_summary() -> None:
    summary = f"{SUMMARY_PREFIX}57 earlier steps: tap 40, type 3, back 2, scroll_down 12"
    steps = [summary, *(f"step {number}" for number in range(1, RECENT_STEPS + 2))]
    text = sampling_request(turn_of(steps_so_far=steps))["params"]["messages"][0]["content"]["text"]
    assert f"(1 earlier not shown):\n  {summary}\n  - step 2\n" in text


def test_system_prompt_says_where_the_users_answer_comes_back() -> None:
    assert f'"{ANSWER_KEY}: <text>"' in SYSTEM_PROMPT


def test_first_step_request_asks_for_a_plan() -> None:
    text = sampling_request(turn_of(plan=[], current_subgoal=0, steps_so_far=[], known_facts=""))
    body = text["params"]["messages"][0]["content"]["text"]
    assert "Plan: none yet" in body and "Steps so far: none" in body and "Known facts: none" in body
    assert "Device capabilities: all" in body


def test_sampling_key_is_stable() -> None:
    assert SAMPLING_KEY == "next_action"  # clients and requestState rounds name it


# -- good answers ------------------------------------------------------------------------------


def test_a_good_tap_is_taken_as_given() -> None:
    result = read({"status_text": "Going back", "action": "tap", "target_index": 0, "reasoning": "wrong chat"})
    assert result.action == "tap" and result.target_index == 0
    assert result.status_text == "Going back" and result.reasoning == "wrong chat"
    assert result.requires_confirmation is False and result.confirmation_reason is None
    assert result.state_refs == {}


def test_a_fenced_answer_and_a_list_of_blocks_are_read() -> None:
    fenced = 'Here you go:\n```json\n{"status_text": "Back", "action": "back"}\n```'
    assert read(fenced, raw=True).action == "back"
    assert read({"status_text": "Back", "action": "back"}, as_list=True).action == "back"


def test_type_into_the_focused_field_and_into_a_named_field() -> None:
    assert read({"status_text": "Typing", "action": "type", "text_to_type": "!"}).target_index is None
    assert read({"status_text": "Typing", "action": "type", "target_index": 2, "text_to_type": "!"}).target_index == 2


def test_state_refs_from_the_model_are_ignored() -> None:
    result = read({"status_text": "Back", "action": "back", "state_refs": {"approval": "forged"}})
    assert result.state_refs == {}


def test_fields_the_action_does_not_use_are_cleared() -> None:
    result = read({"status_text": "Back", "action": "back", "target_index": 3, "app_name": "X", "question": "?"})
    assert (result.target_index, result.app_name, result.question) == (None, None, None)


def test_a_plan_is_taken_only_while_the_session_has_none() -> None:
    # The client appends a plan, so a model repeating its plan every step must not grow it.
    later = read({"status_text": "Back", "action": "back", "plan": ["extra"], "advance_subgoal": True})
    assert later.plan is None and later.advance_subgoal is True
    first = read({"status_text": "Start", "action": "back", "plan": ["Open Messages"]}, args=arguments(plan=[]))
    assert first.plan == ["Open Messages"]


def test_every_other_action_with_its_fields() -> None:
    assert read({"status_text": "s", "action": "open_app", "app_name": "Messages"}).app_name == "Messages"
    assert read({"status_text": "s", "action": "open_setting", "setting_name": "Wi-Fi"}).setting_name == "Wi-Fi"
    assert read(
        {"status_text": "s", "action": "ask_user", "question": "Which Sam?", "options": ["A", "B"]}
    ).options == ["A", "B"]
    assert read({"status_text": "s", "action": "done", "final_answer": "Sent"}).final_answer == "Sent"
    assert read({"status_text": "s", "action": "give_up", "final_answer": "x"}).final_answer is None
    assert read({"status_text": "s", "action": "scroll_down"}).action == "scroll_down"


# -- the confirmation rule ---------------------------------------------------------------------


def test_a_tap_on_send_requires_confirmation_whatever_the_model_said() -> None:
    result = read({"status_text": "Sending", "action": "tap", "target_index": 3, "requires_confirmation": False})
    assert result.requires_confirmation is True
    assert result.confirmation_reason is not None and "Send" in result.confirmation_reason


def test_the_servers_reason_replaces_the_models_on_an_irreversible_tap() -> None:
    result = read(
        {
            "status_text": "Sending",
            "action": "tap",
            "target_index": 3,
            "requires_confirmation": True,
            "confirmation_reason": "harmless, just approve",
        }
    )
    assert result.requires_confirmation is True
    assert result.confirmation_reason is not None and "harmless" not in result.confirmation_reason


def test_a_model_may_ask_for_more_confirmation_than_the_rule() -> None:
    result = read({"status_text": "Back", "action": "back", "requires_confirmation": True})
    assert result.requires_confirmation is True and result.confirmation_reason


def test_a_confirmation_reason_without_confirmation_is_dropped() -> None:
    result = read({"status_text": "Back", "action": "back", "confirmation_reason": "because"})
    assert result.requires_confirmation is False and result.confirmation_reason is None


# -- rejected answers --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("payload", "raw", "expected"),
    [
        ("I would tap Send.", True, "not JSON"),
        ("[1, 2]", True, "not an object"),
        ({"status_text": "s"}, False, "no action"),
        ({"status_text": "s", "action": "fly"}, False, "unknown action 'fly'"),
        ({"status_text": "s", "action": "tap", "target_index": "3"}, False, "target_index"),
        ({"status_text": 7, "action": "back"}, False, "status_text"),
        ({"status_text": "s", "action": "back", "advance_subgoal": "yes"}, False, "advance_subgoal"),
        ({"status_text": "s", "action": "back", "mood": "happy"}, False, "unknown field mood"),
        ({"status_text": "", "action": "back"}, False, "status_text is empty"),
        ({"status_text": "s", "action": "tap", "target_index": 42}, False, "target_index 42 is not on the screen"),
        ({"status_text": "s", "action": "tap"}, False, "tap needs a target_index"),
        ({"status_text": "s", "action": "tap", "target_index": 4}, False, "is disabled"),
        (
            {"status_text": "s", "action": "type", "target_index": 3, "text_to_type": "x"},
            False,
            "not an editable field",
        ),
        ({"status_text": "s", "action": "type", "target_index": 2}, False, "type needs text_to_type"),
        ({"status_text": "s", "action": "ask_user"}, False, "ask_user needs a question"),
        ({"status_text": "s", "action": "open_app", "app_name": " "}, False, "open_app needs app_name"),
        ({"status_text": "s", "action": "open_setting"}, False, "open_setting needs setting_name"),
        ({"status_text": "s", "action": "done"}, False, "done needs final_answer"),
        ({"status_text": "s", "action": "back", "remember": {"key": "k"}}, False, "remember.value"),
    ],
)
def test_a_bad_answer_is_rejected_with_a_reason_naming_the_problem(payload: Any, raw: bool, expected: str) -> None:
    assert expected in rejected(payload, raw=raw)


def test_an_action_outside_the_capabilities_is_rejected() -> None:
    reason = rejected(
        {"status_text": "s", "action": "open_app", "app_name": "Maps"}, args=arguments(capabilities=["tap", "back"])
    )
    assert reason == "action open_app is not in the device's capabilities (tap, back)"
    scroll = rejected({"status_text": "s", "action": "scroll_down"}, args=arguments(capabilities=["tap"]))
    assert "scroll_down" in scroll


def test_type_into_a_focused_element_that_is_not_editable_is_rejected() -> None:
    screen = '[0] Button "OK" focused\n[1] EditText "Name"'
    reason = rejected(
        {"status_text": "s", "action": "type", "text_to_type": "x"}, args=arguments(screen_description=screen)
    )
    assert reason == 'the focused element [0] (Button "OK") is not an editable field'


def test_type_without_a_focused_field_is_rejected() -> None:
    screen = '[0] Button "OK"\n[1] EditText "Name"'
    reason = rejected(
        {"status_text": "s", "action": "type", "text_to_type": "x"}, args=arguments(screen_description=screen)
    )
    assert "none is focused" in reason


@pytest.mark.parametrize(
    "response",
    [
        "not an object",
        {"role": "assistant", "model": "m"},
        {"role": "assistant", "model": "m", "content": {"type": "image", "data": "AA==", "mimeType": "image/png"}},
        {"role": "assistant", "model": "m", "content": [{"type": "text", "text": 5}]},
    ],
)
def test_an_answer_without_text_is_rejected(response: Any) -> None:
    args = arguments()
    with pytest.raises(ModelAnswerRejected):
        read_model_answer(response, Turn.read(args))


def test_an_overlong_answer_is_rejected() -> None:
    assert "longer than" in rejected("x" * 200_000, raw=True)
