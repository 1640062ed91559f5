"""Calls as people ask for them, in wordings other than the suite's own jobs: which call a call back means (missed,
the last one that came in, the last one made, the newest: call_backs.py), a number read off a note or a person's
message and dialled (intent/carrying.py, carrying.py), and a dialler's contact row confirmed as the call it may
place before it is tapped (composing.py)."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step import planner
from mcp_agent.tools.next_step.contract import AgentStepArguments, AgentStepResult
from mcp_agent.tools.next_step.intent import plan_for, read_task
from mcp_agent.tools.next_step.intent.call_backs import read_call_back
from mcp_agent.tools.next_step.turn import Turn

pytestmark = pytest.mark.unit


def step(task: str, screen: str, plan: list[str], current: int, **more: object) -> AgentStepResult:
    arguments = AgentStepArguments.model_validate(
        {"task": task, "screen_description": screen, "step_count": 4, "plan": plan, "current_subgoal": current, **more}
    )
    return planner.decide(Turn.read(arguments))


@pytest.mark.parametrize(
    ("task", "which"),
    [
        ("redial", "outgoing"),
        ("phone again the last number I dialed", "outgoing"),
        ("call the person I rang last once more", "outgoing"),
        ("call back my last missed call", "missed"),
        ("return the call I missed this morning", "missed"),
        ("ring back whoever called me last", "incoming"),
        ("return my most recent call", "incoming"),
        ("the last caller, call them back", "incoming"),
        ("call back the last number", "latest"),
    ],
)
def test_a_call_back_means_the_call_its_words_say(task: str, which: str) -> None:
    assert plan_for(read_task(task))[-1] == f"Call back the {which} call"


@pytest.mark.parametrize(
    "task",
    ["call back Ben Carter", "call back the plumber who sent me a text", "call Ben again", "return the library books"],
)
def test_someone_named_or_no_call_is_not_a_row_of_the_log(task: str) -> None:
    assert read_call_back(task) is None


RECENTS = """[0] Tab "Favorites" unchecked
[1] Tab "Recents" checked
[2] Tab "Contacts" unchecked
[3] List "Recents"
  [4] ListItem "Ines Suzuki" value="Incoming · Mobile"
  [5] ImageButton "Call back Ines Suzuki"
  [6] ListItem "Tomas Moreau" value="Outgoing · Mobile"
  [7] ImageButton "Call back Tomas Moreau"
  [8] ListItem "Kofi Novak" value="Missed · Mobile"
  [9] ImageButton "Call back Kofi Novak\""""


@pytest.mark.parametrize(("which", "index"), [("latest", 5), ("incoming", 5), ("outgoing", 7), ("missed", 9)])
def test_the_newest_row_of_the_kind_asked_is_called_back(which: str, index: int) -> None:
    called = step("x", RECENTS, ["Open Phone", "Tap Recents", f"Call back the {which} call"], 2)
    assert (called.action, called.target_index, called.requires_confirmation) == ("tap", index, True)


@pytest.mark.parametrize(
    ("task", "where"),
    [
        ("dial the number in plumber.md (markor)", ["Open Markor", "Open the note 'plumber.md'"]),
        (
            "the vet's phone number is written in vet.txt in markor - ring it",
            ["Open Markor", "Open the note 'vet.txt'"],
        ),
        ("call the number from Omar's last text", ["Open Messages", "Open the conversation with Omar"]),
        (
            "Priya Novak sent me her new number, give it a call",
            ["Open Messages", "Open the conversation with Priya Novak"],
        ),
    ],
)
def test_a_number_written_somewhere_is_read_there_then_dialled(task: str, where: list[str]) -> None:
    assert plan_for(read_task(task)) == [*where, "Remember the number", "Open Phone", "Dial «number»", "Call «number»"]


def test_the_number_that_texted_me_is_its_sender_not_a_number_inside_it() -> None:
    assert "Remember the sender" in plan_for(read_task("call the number that just texted me"))


NOTE = '[0] TextView "plumber.md"\n[1] EditText "Note text" focused value="Dave the plumber: (415) 555-0123, after 9"'
TWO = NOTE.replace(", after 9", " or 415-555-0999")
THREAD = (
    '[0] TextView "Omar Haddad"\n[1] ImageButton "Call"\n[2] TextView "Old one is 212 555 0101" value="Received"\n'
    '[3] TextView "New number: +1 (646) 555-0178" value="Received"\n[4] EditText "Type a message…"\n'
    '[5] ImageButton "Send SMS" disabled'
)
CARRY = ["Open Markor", "Open the note 'plumber.md'", "Remember the number", "Open Phone", "Dial «number»"]


def test_the_one_number_a_note_or_the_newest_message_holds_is_remembered_as_digits() -> None:
    read = step("dial the number in plumber.md", NOTE, CARRY, 2)
    assert read.remember is not None and (read.remember.key, read.remember.value) == ("number", "4155550123")
    # Two different numbers in the note: which to call is not guessed.
    assert step("dial the number in plumber.md", TWO, CARRY, 2).remember is None
    texted = step("call the number Omar Haddad sent me", THREAD, ["Open Messages", *CARRY[1:]], 2)
    assert texted.remember is not None and texted.remember.value == "+16465550178"


DIALLER = """[0] Tab "Favorites" unchecked
[1] Tab "Recents" unchecked
[2] Tab "Contacts" checked
[3] List "Contacts"
  [4] ListItem "Alice Romero" value="+12125550101"
  [5] ListItem "Greta Moreau" value="+13125550199"
[6] ImageButton "Dial pad\""""
CONTACTS = """[0] EditText "Search contacts"
[1] List "Contacts"
  [2] ListItem "Alice Romero"
  [3] ListItem "Greta Moreau"
[4] ImageButton "Create contact\""""
CALL = ["Open Phone", "Open the contact Greta Moreau", "Call Greta Moreau"]


def test_a_person_in_a_diallers_list_is_tapped_only_once_confirmed() -> None:
    tapped = step("ring Greta Moreau", DIALLER, CALL, 1, current_package="com.google.android.dialer")
    assert (tapped.action, tapped.target_index, tapped.requires_confirmation) == ("tap", 5, True)
    # In an address book the row opens the contact's card: the Call button there is confirmed instead.
    opened = step("ring Greta Moreau", CONTACTS, CALL, 1, current_package="com.google.android.contacts")
    assert (opened.action, opened.target_index, opened.requires_confirmation) == ("tap", 3, False)


IN_CALL = '[0] TextView "Greta Moreau"\n[1] TextView "Calling…"\n[2] Button "Hold"\n[3] ImageView "End call"'


def test_a_call_placed_by_the_confirmed_row_is_the_call_reached() -> None:
    acted = {"acted": f"Call Greta Moreau|{3}"}
    done = step("ring Greta Moreau", IN_CALL, CALL, 1, state_refs=acted, steps_so_far=["tap 5"])
    assert done.action == "done"
