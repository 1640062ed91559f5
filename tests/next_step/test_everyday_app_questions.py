"""Forms met in the first run of people set 89, tested in other wordings: "how long" asked in a length ("… in miles")
is a distance; a recipe's time asked in no unit is its minutes, a number; an afterthought after a question ("…?
running I mean"); a missed call said without its "I" and someone got "back on the line"; "that last number" of the
call log; videos "under" a folder; a wished state followed by "can you fix that"."""

from __future__ import annotations

import json
from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


def answered(text: str) -> dict[str, object]:
    steps = plan(text)
    asked = [s for s in steps if s.startswith("Answer from the list: ")]
    assert asked, steps
    found: dict[str, object] = json.loads(asked[0].removeprefix("Answer from the list: "))
    return found


@pytest.mark.parametrize(
    ("text", "mode", "unit"),
    [
        ("how long was my most recent ride, in miles?", "km", "mi"),
        ("my last run - how long was it in kilometres", "km", ""),
        ("how long was my latest run in minutes", "minutes", ""),
        ("how long was my latest run", "minutes", ""),
    ],
)
def test_how_long_in_a_length_is_a_distance(text: str, mode: str, unit: str) -> None:
    found = answered(text)
    assert (found["mode"], found.get("unit", "")) == (mode, unit)


@pytest.mark.parametrize(
    ("text", "mode"),
    [
        ("how long does the Chili take to cook?", "number"),
        ("how long does Banana bread take to make in broccoli", "number"),
    ],
)
def test_a_recipes_time_asked_in_no_unit_is_its_minutes(text: str, mode: str) -> None:
    found = answered(text)
    assert (found["source"], found["kind"], found["mode"]) == ("record", "minutes", mode)


@pytest.mark.parametrize(
    ("text", "kind", "mode"),
    [
        ("how far did I go last week? running I mean", "running", "km"),
        ("how many minutes this month? I mean cycling", "cycling", "minutes"),
    ],
)
def test_an_afterthought_narrows_the_question_before_it(text: str, kind: str, mode: str) -> None:
    found = answered(text)
    assert (found["kind"], found["mode"]) == (kind, mode)


@pytest.mark.parametrize(
    "text",
    [
        "just missed a call - ring them back",
        "missed a call just now, get them back on the phone",
        "I just missed a call, get them back on the line please",
    ],
)
def test_a_missed_call_said_loosely_is_returned(text: str) -> None:
    assert plan(text)[-1] == "Call back the missed call"


@pytest.mark.parametrize("text", ["ring that last number again", "dial that last number one more time"])
def test_that_last_number_is_the_call_logs(text: str) -> None:
    assert plan(text)[-1] == "Call back the outgoing call"


@pytest.mark.parametrize(
    ("text", "folder"),
    [
        ("what videos do I have under Camera in vlc?", "Camera"),
        ("which vids are in vlc under WhatsApp Video", "WhatsApp Video"),
        ("what's under Download in vlc", "Download"),
    ],
)
def test_videos_under_a_folder_are_the_folders(text: str, folder: str) -> None:
    steps = plan(text)
    assert f"Open the folder '{folder}'" in steps


@pytest.mark.parametrize(
    "text",
    [
        "the Chili recipe should serve 8 now - could you fix that in broccoli?",
        "my Chili recipe needs to make 8 servings, can you update it please",
    ],
)
def test_a_wished_state_then_change_that_is_the_change(text: str) -> None:
    steps = plan(text)
    assert "Type '8 servings' into the servings field" in steps
