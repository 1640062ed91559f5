"""Every decision carries a confidence; below the operator's threshold the step waits for a person instead of acting.

Through the real app in process (tokens of test_approvals.py): the rule planner's score is how the tapped
element's label matched the name in its subgoal; the client's model gives its own in its answer.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from typing import Any

import httpx2 as httpx
import pytest

from mcp_agent import Settings, create_app
from mcp_agent.tools.next_step import NextStepSettings
from tests.next_step.test_approvals import AGENT, BOB, Client, next_step_params, step
from tests.next_step.test_approvals import settings as settings  # noqa: F401 (the fixture)
from tests.support.requests import BASE_URL
from tests.support.tools import builtin_tools

pytestmark = pytest.mark.unit

MESSAGES = "com.example.messages"


def conversations(name: str) -> dict[str, Any]:
    """Send 'hi' to Sam, in Messages' list of conversations whose first row is ``name``."""
    return {
        "task": "send 'hi' to Sam",
        "screen_description": f'Messages\n[0] ListItem "{name}"\n[1] ListItem "Alex"',
        "step_count": 1,
        "current_package": MESSAGES,
        "steps_so_far": ["open_app"],
    }


@contextlib.asynccontextmanager
async def serving(settings: Settings, min_confidence: float | None = None) -> AsyncIterator[Client]:
    given = NextStepSettings() if min_confidence is None else NextStepSettings(min_confidence=min_confidence)
    app = create_app(builtin_tools(settings, given), settings)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL, timeout=10) as http:
        yield Client(http)


@pytest.mark.parametrize(("row", "confidence"), [("Sam", 1.0), ("Sam Jones", 0.9)])
async def test_the_rule_planners_tap_carries_its_match_score_and_acts_above_the_threshold(
    settings: Settings, row: str, confidence: float
) -> None:
    async with serving(settings) as client:
        result = await client.next_step(conversations(row))
    assert (result["action"], result["target_index"], result["confidence"]) == ("tap", 0, confidence)
    assert result["requires_confirmation"] is False and result["confirmation"] == "none"


async def test_a_choice_by_role_is_not_scored(settings: Settings) -> None:
    async with serving(settings, min_confidence=1.0) as client:
        result = await client.next_step(step())  # the message is typed: tap Send, found by its role
    assert (result["action"], result["target_index"], result["confidence"]) == ("tap", 3, None)
    assert "below the threshold" not in result["reasoning"]
    assert result["confirmation_reason"] == 'Tapping Button "Send" would send, which cannot be undone.'


async def test_below_the_threshold_the_rule_planners_tap_waits_for_a_person_and_then_acts(settings: Settings) -> None:
    arguments = conversations("Sam Jones")
    async with serving(settings, min_confidence=0.95) as client:
        waiting = await client.next_step(arguments)
        assert (waiting["action"], waiting["target_index"], waiting["confidence"]) == ("tap", 0, 0.9)
        assert waiting["requires_confirmation"] is True and waiting["confirmation"] == "pending"
        assert waiting["reasoning"].startswith(
            "Confidence 0.90 is below the threshold 0.95: this step waits for a person's confirmation instead of acting."
        )
        handle = waiting["state_refs"]["approval"]
        assert (await client.view(BOB, handle))["reason"] == (
            "The agent is only 90% sure of this step; a person confirms it first."
        )
        await client.resolved(BOB, handle, "approve")
        acted = await client.next_step({**arguments, "state_refs": {"approval": handle}})
    assert (acted["action"], acted["target_index"], acted["requires_confirmation"]) == ("tap", 0, False)
    assert acted["confirmation"] == "approved" and acted["state_refs"]["approval"] is None


@pytest.mark.parametrize(
    ("answer", "threshold", "waits"),
    [
        ({"status_text": "Done", "action": "done", "final_answer": "Sent.", "confidence": 0.3}, 0.5, True),
        ({"status_text": "Back", "action": "back", "confidence": 0.49}, 0.5, True),
        ({"status_text": "Back", "action": "back", "confidence": 0.5}, 0.5, False),
        ({"status_text": "Back", "action": "back", "confidence": 0.1}, 0.0, False),
        ({"status_text": "Back", "action": "back"}, 1.0, False),  # not scored: nothing to compare
        ({"status_text": "Asking", "action": "ask_user", "question": "Which Sam?", "confidence": 0.1}, 0.5, False),
    ],
)
async def test_the_client_models_confidence_below_the_threshold_makes_the_step_wait(
    settings: Settings, answer: dict[str, Any], threshold: float, waits: bool
) -> None:
    async with serving(settings, min_confidence=threshold) as client:
        result = await client.next_step(conversations("Sam"), answer)
    assert (result["action"], result["confidence"]) == (answer["action"], answer.get("confidence"))
    assert result["requires_confirmation"] is waits and (result["confirmation"] == "pending") is waits
    assert ("is below the threshold" in (result["reasoning"] or "")) is waits


async def test_a_confidence_outside_zero_to_one_is_a_rejected_answer(settings: Settings) -> None:
    async with serving(settings) as client:
        result = await client.next_step(
            conversations("Sam"), {"status_text": "Back", "action": "back", "confidence": 7}
        )
    assert result["reasoning"].startswith("The model's answer was not used (confidence: Input should be less than")
    assert result["action"] == "tap", "the rule planner decided instead"


async def test_with_elicitation_an_unsure_step_is_asked_in_the_same_call(settings: Settings) -> None:
    answer = {"status_text": "Back", "action": "back", "confidence": 0.2}
    params, _ = next_step_params(conversations("Sam"), answer)
    async with serving(settings) as client:
        result = await client.result(AGENT, "tools/call", params, {"sampling": {}, "elicitation": {}})
    assert result["resultType"] == "input_required", result
    confirm = result["inputRequests"]["confirm"]
    assert confirm["method"] == "elicitation/create"
    assert confirm["params"]["message"].endswith(
        "The agent is only 20% sure of this step; a person confirms it first."
    ), confirm["params"]["message"]
