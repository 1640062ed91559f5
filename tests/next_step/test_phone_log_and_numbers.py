"""The phone's log and numbers beyond a plain call: a call log entry deleted or saved as a contact (never rung), which
way a call went when its time is asked, whoever texted about something called, a contact's number of one label
called or asked for, the number for one entry of a written list or in an event's description, and a call's length
read off its page (intent/call_log_entries.py, answering/call_questions.py, intent/texted_callers.py, carrying.py,
intent/callees.py, labelled_calls.py, intent/listed_numbers.py, answering/record_questions.py,
answering/call_length_asked.py, answering/call_lengths.py)."""

from __future__ import annotations

import datetime

import pytest

from mcp_agent.tools.next_step import planner
from mcp_agent.tools.next_step.answering.call_questions import CAME_IN, call_question
from mcp_agent.tools.next_step.answering.question import question_plan
from mcp_agent.tools.next_step.carrying import _replied_last
from mcp_agent.tools.next_step.contract import AgentStepArguments, AgentStepResult
from mcp_agent.tools.next_step.intent import plan_for, read_task
from mcp_agent.tools.next_step.intent.callees import number_label
from mcp_agent.tools.next_step.turn import Turn

pytestmark = pytest.mark.unit
TODAY = datetime.date(2031, 6, 5)


def plan(task: str) -> list[str]:
    return plan_for(read_task(task, today=TODAY))


def step(screen: str, steps: list[str], current: int, facts: str = "") -> AgentStepResult:
    arguments = AgentStepArguments.model_validate(
        {
            "task": "x",
            "screen_description": screen,
            "step_count": 5,
            "plan": steps,
            "current_subgoal": current,
            "known_facts": facts,
        }
    )
    return planner.decide(Turn.read(arguments))


# -- a call log entry is an entry, never a call ------------------------------------------------------------


@pytest.mark.parametrize(
    "task",
    [
        "erase the call with 415-555-0187 from my recents",
        "please remove the missed call from (415) 555-0187 from the call log",
        "wipe 415.555.0187 off my phone history",
    ],
)
def test_a_call_taken_off_the_log_is_deleted_not_dialled(task: str) -> None:
    steps = plan(task)
    assert steps[-1] == "Delete the call showing '4155550187'"
    assert not any(s.startswith(("Call ", "Dial ")) for s in steps)


@pytest.mark.parametrize(
    ("task", "when", "first", "last"),
    [
        ("store the person who rang me at 10:05 am as a new contact called Ida Berg", "10:05 AM", "Ida", "Berg"),
        ("add the 6:30pm caller to my contacts as Noor Abbas", "6:30 PM", "Noor", "Abbas"),
        ("the number that phoned me at 9:50 PM, save it as Wen Li", "9:50 PM", "Wen", "Li"),
    ],
)
def test_a_caller_saved_as_a_contact_is_opened_from_its_row(task: str, when: str, first: str, last: str) -> None:
    steps = plan(task)
    assert f"Open the call showing '{when}'" in steps and "Tap Create new contact" in steps
    assert f"Type '{first}' into the first name field" in steps and f"Type '{last}' into the last name field" in steps
    assert steps[-1] == "Save the contact" and not any(s.startswith(("Call ", "Dial ")) for s in steps)


def test_a_number_still_rings_when_nothing_says_the_log() -> None:
    assert plan("ring 415 555 0187")[-1] == "Call 4155550187"


# -- which way a call went, when its time is asked ---------------------------------------------------------


@pytest.mark.parametrize(
    ("asked", "kind", "who"),
    [
        ("when did Noor Abbas last ring me", CAME_IN, "Noor Abbas"),
        ("what time was Ida Berg's last call to me", CAME_IN, "Ida Berg"),
        ("what time did I last phone Wen Li", "outgoing", "Wen Li"),
        ("when was my last call with Wen Li", "", "Wen Li"),
    ],
)
def test_a_time_asked_of_someone_keeps_which_way_the_call_went(asked: str, kind: str, who: str) -> None:
    question = call_question(asked)
    assert question is not None and question.mode == "time"
    assert (question.kind, question.subject) == (kind, who)


# -- whoever texted, called ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("task", "opened"),
    [
        ("phone whoever messaged me about the rent", "Open the conversation showing 'rent'"),
        ("who sent me a text about the party? ring them back", "Open the conversation showing 'party'"),
        ("who messaged me last? give them a call", "Open the latest conversation"),
    ],
)
def test_whoever_texted_is_called_from_that_conversation(task: str, opened: str) -> None:
    steps = plan(task)
    assert steps[:3] == ["Open Messages", opened, "Remember the sender"]
    assert steps[-1] == "Call «sender»"


THREAD = """[0] ImageButton "Navigate up"
[1] TextView "Noor Abbas"
[2] TextView "Is the flat still free?" value="Received"
[3] TextView "Yes, come by at six" value="Sent"
[4] EditText "Type a message…"
[5] ImageButton "Send SMS" disabled"""
SENDER_PLAN = ["Open Messages", "Open the latest conversation", "Remember the sender", "Open Phone", "Dial «sender»"]


def test_a_conversation_i_answered_last_names_no_last_texter() -> None:
    result = step(THREAD, SENDER_PLAN, 2)
    assert result.remember is None or result.remember.key != "sender"
    assert result.action != "done"
    received_last = THREAD.replace('value="Sent"', 'value="Received"')
    assert not _replied_last(turn(received_last)) and _replied_last(turn(THREAD))


def turn(screen: str) -> Turn:
    return Turn.read(AgentStepArguments.model_validate({"task": "x", "screen_description": screen, "step_count": 1}))


# -- one of a contact's numbers, by its label ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "label"),
    [
        ("ring Noor on her office line", "Work"),
        ("call Ida's cell", "Mobile"),
        ("phone Ida Berg at home", "Home"),
        ("give Wen a call on the work phone", "Work"),
        ("call Ida Berg", ""),
    ],
)
def test_the_label_of_the_number_asked_is_read(said: str, label: str) -> None:
    assert number_label(said) == label


def test_a_labelled_call_opens_the_contact_and_names_the_label() -> None:
    assert plan("ring Noor Abbas on her office line") == [
        "Open Contacts",
        "Open the contact Noor Abbas",
        "Call Noor Abbas on the work number",
    ]


CARD = """[0] ImageButton "Navigate up"
[1] TextView "Noor Abbas"
[2] Button "Call"
[3] TextView "+14155550187" value="Mobile"
[4] ImageButton "Call Mobile"
[5] TextView "+14155550142" value="Work"
[6] ImageButton "Call Work\""""
LABELLED = ["Open Contacts", "Open the contact Noor Abbas", "Call Noor Abbas on the work number"]


def test_the_labelled_number_is_rung_and_no_other() -> None:
    result = step(CARD, LABELLED, 2)
    assert (result.action, result.target_index) == ("tap", 6)
    only_mobile = "\n".join(CARD.splitlines()[:5])
    assert step(only_mobile, LABELLED, 2).action == "ask_user"  # no work number: asked, never the mobile one


CHOOSER = """[0] TextView "Choose number"
[1] ListItem "+14155550187" value="Mobile"
[2] ListItem "+14155550142" value="Work"
[3] ImageButton "Cancel\""""


def test_the_apps_own_choice_of_number_is_confirmed_as_the_call() -> None:
    result = step(CHOOSER, LABELLED, 2)
    assert (result.action, result.target_index, result.requires_confirmation) == ("tap", 2, True)


def test_a_labelled_number_asked_for_is_that_labels_only() -> None:
    steps = question_plan("what is Noor Abbas's work phone number?", TODAY)
    assert steps is not None and '"kind": "phone work"' in steps[-1] and '"subject": "Noor Abbas"' in steps[-1]


# -- a number written among others, or in an event -------------------------------------------------------------


def test_the_number_for_one_entry_of_a_list_is_read_off_its_line() -> None:
    steps = plan("phone the number for the Hilltop garage listed in garages.md")
    assert "Remember the number for 'Hilltop garage' as «number»" in steps and steps[-1] == "Call «number»"
    # A line break in a value is written as a backslash and n, the backslash escaped (spec-notes/agent-step.md).
    note = (
        '[0] EditText "Note" value="Garages\\\\n- Hilltop garage: open 8-6, (415) 555-0111\\\\n'
        '- Bay Auto: $90 check, (415) 555-0122"'
    )
    result = step(note, steps, steps.index("Remember the number for 'Hilltop garage' as «number»"))
    assert result.remember is not None and result.remember.value == "4155550111"


def test_the_number_in_an_events_description_is_read_in_the_calendar() -> None:
    steps = plan("ring the number in my Dentist check-up event's notes")
    assert steps[:3] == ["Open Calendar", "Open the event 'Dentist check-up'", "Remember the number"]


# -- a call's length, off its own page ---------------------------------------------------------------------


def test_a_calls_length_is_asked_of_its_page() -> None:
    assert question_plan("how long did my last call with Ida Berg take?", TODAY) == [
        "Open Phone",
        "Tell the length of the last call with 'Ida Berg'",
    ]


LOG = """[0] Tab "Recents" checked
[1] List "Recents" scrollable
  [2] ListItem "Ida Berg" value="Missed · Mobile · 6:10 PM"
  [3] ImageButton "Call back Ida Berg"
  [4] ListItem "Ida Berg" value="Incoming · Mobile · 2:05 PM"
  [5] ImageButton "Call back Ida Berg\""""
PAGE = """[0] ImageButton "Navigate up"
[1] TextView "Call details"
[2] TextView "Ida Berg" value="Mobile"
[3] ImageButton "Call"
[4] TextView "Missed call" value="6:10 PM"
[5] TextView "Incoming call" value="2:05 PM · 6 min 5 sec\""""
LENGTH = ["Open Phone", "Tell the length of the last call with 'Ida Berg'"]


def test_the_newest_answered_call_is_opened_and_its_length_answered() -> None:
    opened = step(LOG, LENGTH, 1)
    assert (opened.action, opened.target_index) == ("tap", 4)  # the missed call above has no length
    answered = step(PAGE, LENGTH, 1)
    assert (answered.action, answered.final_answer) == ("done", "6 min 5 sec")


def test_the_file_said_before_the_call_keeps_the_entrys_number() -> None:
    steps = plan("garages.md has three garages in it - ring the Bay Auto one")
    assert steps[:3] == ["Open Notes", "Open the note 'garages.md'", "Remember the number for 'Bay Auto' as «number»"]


def test_a_notes_text_that_mentions_a_call_is_no_listed_number() -> None:
    steps = plan(
        "make a note jobs.md with this text: call the roofer about the leak. Then text the note to +14155550187"
    )
    assert not any(s.startswith("Remember the number for") for s in steps)
