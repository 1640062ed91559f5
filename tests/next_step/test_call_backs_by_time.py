"""A call back that says when the call came ("ring back whoever called at 9", "return the 8:40 am call", "someone rang
me at 8:40, call them back"): the row at that time is called back, never the newest row; a time two people's calls
share is asked about, and a time no row shows is looked for and then asked about (call_backs.py,
steps_call_backs.py)."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step import planner
from mcp_agent.tools.next_step.contract import AgentStepArguments, AgentStepResult
from mcp_agent.tools.next_step.intent import plan_for, read_task
from mcp_agent.tools.next_step.turn import Turn

pytestmark = pytest.mark.unit


def step(screen: str, plan: list[str], current: int) -> AgentStepResult:
    arguments = AgentStepArguments.model_validate(
        {"task": "x", "screen_description": screen, "step_count": 4, "plan": plan, "current_subgoal": current}
    )
    return planner.decide(Turn.read(arguments))


@pytest.mark.parametrize(
    ("task", "last"),
    [
        ("ring back whoever called at 9", "Call back the incoming call at 9"),
        ("call back whoever rang around 8am, it's urgent", "Call back the incoming call at 8 AM"),
        ("return the 8:40 am call", "Call back the latest call at 8:40 AM"),
        ("who rang at 11:30? ring them back", "Call back the incoming call at 11:30"),
        ("the 1:15 caller, call them back", "Call back the incoming call at 1:15"),
        ("someone rang me at 8:40 and I didn't get to it. call them back", "Call back the incoming call at 8:40"),
        ("ring back the 4 o'clock caller", "Call back the incoming call at 4:00"),
        ("call back my last missed call", "Call back the missed call"),
    ],
)
def test_a_time_said_narrows_the_call_back_to_that_row(task: str, last: str) -> None:
    assert plan_for(read_task(task))[-1] == last


RECENTS = """[0] Tab "Recents" checked
[1] List "Recents"
  [2] ListItem "Lena Park" value="Incoming · Mobile · 4:50 PM"
  [3] ImageButton "Call back Lena Park"
  [4] ListItem "Omar Diaz" value="Outgoing · Mobile · 11:30 AM"
  [5] ImageButton "Call back Omar Diaz"
  [6] ListItem "Ines Suzuki" value="Missed · Mobile · 9:12 AM"
  [7] ImageButton "Call back Ines Suzuki"
  [8] ListItem "Kofi Novak" value="Incoming · Mobile · 9:45 PM"
  [9] ImageButton "Call back Kofi Novak"
  [10] ListItem "Tomas Moreau" value="Incoming · Mobile · 8:40 AM"
  [11] ImageButton "Call back Tomas Moreau\""""


@pytest.mark.parametrize(
    ("which", "at", "index"),
    [
        ("incoming", "9:12", 7),  # the minutes say which of the two nine o'clock calls
        ("incoming", "9 AM", 7),  # the half of the day says it
        ("incoming", "9 PM", 9),
        ("latest", "8:40 AM", 11),
        ("incoming", "8", 11),
        ("incoming", "9:45", 9),
    ],
)
def test_the_row_at_the_time_said_is_called_back_after_a_confirmation(which: str, at: str, index: int) -> None:
    called = step(RECENTS, ["Open Phone", "Tap Recents", f"Call back the {which} call at {at}"], 2)
    assert (called.action, called.target_index, called.requires_confirmation) == ("tap", index, True)


def test_a_time_two_peoples_calls_share_is_asked_about_not_guessed() -> None:
    asked = step(RECENTS, ["Open Phone", "Tap Recents", "Call back the incoming call at 9"], 2)
    assert asked.action == "ask_user"
    assert "Ines Suzuki" in (asked.status_text or "") + str(asked.options)
    assert "Kofi Novak" in (asked.status_text or "") + str(asked.options)


def test_an_outgoing_call_at_the_time_is_no_one_who_called() -> None:
    looked = step(RECENTS, ["Open Phone", "Tap Recents", "Call back the incoming call at 11:30"], 2)
    assert looked.action != "tap" and not looked.requires_confirmation
