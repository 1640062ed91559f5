"""The agent-step contract on the wire: field names, the client's apply rules, compaction, bad input.

A renamed field breaks every client written against the contract, so the names are spelled out
here once more, on purpose, and compared with what ``tools/list`` really serves.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable
from typing import Any

import pytest

from mcp_agent.tools.next_step import AgentSession, NextStepSettings
from mcp_agent.tools.next_step.contract import AgentStepResult
from mcp_agent.tools.next_step.screen import parse_screen
from mcp_agent.tools.next_step.session import COMPACT_AFTER, KEEP_LAST, compact_steps, read_facts, read_history
from tests.support.requests import Rpc

pytestmark = pytest.mark.unit

MakeClient = Callable[..., contextlib.AbstractAsyncContextManager[Rpc]]

ARGUMENT_FIELDS = {
    "task",
    "screen_description",
    "step_count",
    "current_package",
    "steps_so_far",
    "known_facts",
    "plan",
    "current_subgoal",
    "screenshot_b64",
    "capabilities",
    "state_refs",
}
RESULT_FIELDS = {
    "status_text",
    "action",
    "reasoning",
    "target_index",
    "text_to_type",
    "app_name",
    "setting_name",
    "final_answer",
    "remember",
    "plan",
    "advance_subgoal",
    "replan",
    "requires_confirmation",
    "confirmation_reason",
    "question",
    "options",
    "state_refs",
    "confidence",
    "confirmation",
}
WIFI_SCREEN = (
    'Network & internet\n[0] ImageButton "Navigate up"\n[1] Switch "Wi-Fi" unchecked\n[2] Switch "Mobile data" checked'
)


async def _tool(rpc: Rpc, name: str) -> dict[str, Any]:
    listed = (await rpc.call("tools/list")).json()["result"]["tools"]
    return next(tool for tool in listed if tool["name"] == name)


async def _next_step(rpc: Rpc, arguments: dict[str, Any]) -> dict[str, Any]:
    response = await rpc.call("tools/call", {"name": "next_step", "arguments": arguments})
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()["result"]
    return result


# -- field names ----------------------------------------------------------------------------


async def test_the_input_schema_has_exactly_the_contracts_argument_names(make_agent_client: MakeClient) -> None:
    async with make_agent_client() as rpc:
        schema = (await _tool(rpc, "next_step"))["inputSchema"]
    assert set(schema["properties"]) == ARGUMENT_FIELDS
    assert set(schema["required"]) == {"task", "screen_description", "step_count"}
    assert schema["additionalProperties"] is False


async def test_the_output_schema_lists_every_result_field_as_always_present(make_agent_client: MakeClient) -> None:
    async with make_agent_client() as rpc:
        schema = (await _tool(rpc, "next_step"))["outputSchema"]
    assert set(schema["properties"]) == RESULT_FIELDS
    assert set(schema["required"]) == RESULT_FIELDS
    remember = schema["$defs"]["RememberFact"]
    assert set(remember["properties"]) == {"key", "value"}


async def test_a_result_carries_every_field_with_null_for_the_unused_ones(make_agent_client: MakeClient) -> None:
    async with make_agent_client() as rpc:
        result = await _next_step(rpc, {"task": "turn on Wi-Fi", "screen_description": WIFI_SCREEN, "step_count": 0})
    structured = result["structuredContent"]
    assert set(structured) == RESULT_FIELDS
    assert isinstance(structured["status_text"], str) and structured["status_text"]
    assert structured["requires_confirmation"] is False
    assert structured["final_answer"] is None and structured["question"] is None
    # Hosts that show only text get one line.
    assert [block["type"] for block in result["content"]] == ["text"]
    assert "\n" not in result["content"][0]["text"]


# -- the client's rules ---------------------------------------------------------------------


def test_apply_appends_plan_advances_remembers_and_records_the_action() -> None:
    session = AgentSession(task="t")
    session.apply(
        {"status_text": "s", "action": "open_app", "app_name": "Settings", "plan": ["Open Settings", "Turn on Wi-Fi"]}
    )
    session.apply(
        {
            "status_text": "s",
            "action": "tap",
            "target_index": 1,
            "advance_subgoal": True,
            "remember": {"key": "network", "value": "home"},
        }
    )
    session.apply({"status_text": "s", "action": "tap", "remember": {"key": "code", "value": "1234"}})
    assert session.plan == ["Open Settings", "Turn on Wi-Fi"]
    assert session.current_subgoal == 1
    assert session.known_facts == "network: home\ncode: 1234"
    assert session.steps_so_far == ["open_app", "tap", "tap"]
    assert session.step_count == 3


def test_replan_replaces_the_plan_but_keeps_the_current_subgoal() -> None:
    session = AgentSession(task="t", plan=["a", "b", "c"], current_subgoal=2)
    session.apply({"status_text": "s", "action": "back", "replan": ["a", "b", "x", "y"]})
    assert session.plan == ["a", "b", "x", "y"]
    assert session.current_subgoal == 2


def test_a_confirmation_request_is_not_a_step_and_keeps_only_state_refs() -> None:
    session = AgentSession(task="t", steps_so_far=["tap"], step_count=1)
    session.apply(
        {
            "status_text": "s",
            "action": "tap",
            "target_index": 3,
            "requires_confirmation": True,
            "confirmation_reason": "sends",
            "plan": ["ignored"],
            "remember": {"key": "k", "value": "v"},
            "state_refs": {"approval": "h1"},
        }
    )
    assert (session.steps_so_far, session.step_count, session.plan, session.known_facts) == (["tap"], 1, [], "")
    assert session.state_refs == {"approval": "h1"}


def test_state_refs_merge_and_null_removes() -> None:
    session = AgentSession(task="t", state_refs={"approval": "h1", "progress": "p"})
    session.apply({"status_text": "s", "action": "tap", "state_refs": {"approval": None, "other": "o"}})
    assert session.state_refs == {"progress": "p", "other": "o"}


def test_an_answer_is_recorded_as_a_fact() -> None:
    session = AgentSession(task="t", known_facts="a: 1")
    session.answer("Sam Lee")
    assert read_facts(session.known_facts) == {"a": "1", "answer": "Sam Lee"}


# -- compaction -----------------------------------------------------------------------------


def test_long_histories_compact_to_one_summary_line_and_the_last_steps() -> None:
    session = AgentSession(task="t")
    for step in range(1000):
        session.apply(
            {
                "status_text": "s",
                "action": "scroll_down" if step % 2 else "tap",
                "remember": {"key": f"k{step % 3}", "value": str(step)},
            }
        )
        session.arguments("screen")
    assert len(session.steps_so_far) <= COMPACT_AFTER
    history = read_history(session.steps_so_far)
    assert history.total == 1000 == session.step_count
    assert history.counts["tap"] == 500 and history.counts["scroll_down"] == 500
    assert read_facts(session.known_facts) == {"k0": "999", "k1": "997", "k2": "998"}


def test_compaction_keeps_every_denial_not_since_lifted_in_order() -> None:
    session = AgentSession(task="t")
    facts = ["declined: a", "answer: Try again", "declined: b", "code: 1", "answer: later", "declined: c", "code: 2"]
    session.known_facts = "\n".join(facts)
    for _ in range(COMPACT_AFTER + 1):
        session.apply({"status_text": "s", "action": "back"})
    session.arguments("screen")
    assert session.known_facts.splitlines() == [
        "declined: b",
        "answer: later",
        "declined: c",
        "code: 2",
    ]


def test_compaction_keeps_the_last_steps_verbatim() -> None:
    steps = ["tap"] * 30 + ["type", "done"]
    compacted = compact_steps(steps)
    assert compacted[0] == f"[compacted] {len(steps) - KEEP_LAST} earlier steps: tap {len(steps) - KEEP_LAST}"
    assert compacted[1:] == steps[-KEEP_LAST:]
    assert read_history(compacted).last == "done"


# -- the screen format ----------------------------------------------------------------------


def test_the_screen_format_reads_every_attribute_and_escapes() -> None:
    screen = parse_screen(
        "Settings\n"
        '[0] Tab "Home" checked\n'
        '  [1] EditText "Say \\"hi\\"" focused value="a \\"b\\" c"\n'
        '[2] List "Results" scrollable\n'
        '[3] Button "Send" disabled\n'
        '[4] CheckBox "Remember me" unchecked\n'
    )
    by_index = {element.index: element for element in screen.elements}
    assert by_index[0].checked is True and by_index[4].checked is False and by_index[3].checked is None
    assert by_index[1].label == 'Say "hi"' and by_index[1].value == 'a "b" c' and by_index[1].focused
    assert by_index[2].scrollable and by_index[3].disabled
    assert screen.prose == "Settings"


def test_a_prose_description_has_no_elements_and_whitespace_does_not_change_the_fingerprint() -> None:
    prose = parse_screen("A lock screen with a clock.\nSwipe up to unlock.")
    assert prose.elements == () and "Swipe up" in prose.prose
    assert parse_screen('[0] Button "OK"').fingerprint == parse_screen('  [0] Button "OK"  \n\n').fingerprint
    assert parse_screen('[0] Button "OK"').fingerprint != parse_screen('[0] Button "Cancel"').fingerprint


# -- bad input: an isError result that names the argument, and nothing changes ---------------


@pytest.mark.parametrize(
    ("arguments", "named"),
    [
        ({"task": "t", "screen_description": "s", "step_count": "3"}, "step_count"),
        ({"task": "t", "screen_description": "s", "step_count": -1}, "step_count"),
        ({"task": "t", "screen_description": 7, "step_count": 0}, "screen_description"),
        ({"task": "t", "screen_description": "s", "step_count": 0, "plan": "Open Settings"}, "plan"),
        ({"task": "t", "screen_description": "s", "step_count": 0, "state_refs": {"approval": 5}}, "state_refs"),
        ({"task": "t", "screen_description": "s", "step_count": 0, "goal": "old name"}, "goal"),
        ({"screen_description": "s", "step_count": 0}, "task"),
    ],
)
async def test_bad_arguments_get_an_error_result_naming_the_argument(
    make_agent_client: MakeClient, arguments: dict[str, Any], named: str
) -> None:
    async with make_agent_client() as rpc:
        result = await _next_step(rpc, arguments)
    assert result["isError"] is True
    assert named in result["content"][0]["text"]
    assert "structuredContent" not in result


async def test_a_5_mb_screen_description_is_refused_by_the_configurable_limit(make_agent_client: MakeClient) -> None:
    huge = '[0] Button "OK"\n' * (5_000_000 // 16)
    async with make_agent_client(plugin_settings=[NextStepSettings(max_screen_description_chars=100_000)]) as rpc:
        result = await _next_step(rpc, {"task": "t", "screen_description": huge, "step_count": 0})
    assert result["isError"] is True
    text = result["content"][0]["text"]
    assert "screen_description" in text and "100000" in text
    assert len(text) < 500  # the value is never echoed


def test_the_result_model_refuses_unknown_actions() -> None:
    with pytest.raises(ValueError):
        AgentStepResult.model_validate({"status_text": "s", "action": "swipe"})
    assert json.loads(AgentStepResult(status_text="s", action="back").model_dump_json())["options"] is None
