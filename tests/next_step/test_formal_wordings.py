"""Forms met in the first run of aw_variations.py (AndroidWorld's own robustness-study rewordings), tested in other
wordings than the study's: a thesaurus's verbs ("employ", "produce", "eliminate", "compose a reply", "transmit",
"replicate"), "within" an app, the "last-added" entry, fields named formally ("enter the text:", "filling it up with",
"giving it the name", "described as", "the specified name", "the file name", "making sure it's stored with"), a length
in its own sentence ("Set the meeting length to …", "Make sure the appointment runs for …"), an event's title said
after its time, "booked for14h", what someone "shared with me" or "shared by" them (a "location" sent read as the
street address its message gives), a forward of my own last text with
no one else named (a resend), "a minute ago", duplicates said by what must remain and "redundant", an app named with
its maker first, a file named in quotes or "located in" its folder; and the guards: a word of a quoted title is no
verb of the request, a quoted description says no repetition, a quoted name with a digit or an underscore is held
against the plan."""

from __future__ import annotations

import json
from datetime import date

import pytest

from mcp_agent.tools.next_step import planner
from mcp_agent.tools.next_step.contract import AgentStepArguments
from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task
from mcp_agent.tools.next_step.said_values import unused_value
from mcp_agent.tools.next_step.turn import Turn

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


def test_a_thesaurus_verb_is_read_as_the_plain_one() -> None:
    steps = plan("Employ Markor to produce a new note called shop_2.md with the following text: milk and eggs")
    assert steps[:3] == ["Open Markor", "Start a new note", "Type 'shop_2.md' into the title field"]
    assert plan("Make use of the Markor app to delete groceries.md") == [
        "Open Markor",
        "Delete the note 'groceries.md'",
    ]
    assert plan("Eliminate the expense Taxi from Pro Expense") == ["Open Pro Expense", "Delete the expense 'Taxi'"]
    assert plan("Compose a reply to the latest text saying: on my way")[1:3] == [
        "Open the latest conversation",
        "Type 'on my way'",
    ]
    assert plan('Transmit "see you soon" to +12125550101')[1:3] == [
        "Open the conversation with +12125550101",
        "Type 'see you soon'",
    ]
    assert "Copy the file 'scan_1.pdf' to the folder 'Download'" in plan(
        "Replicate scan_1.pdf from Documents into the Download folder"
    )


def test_within_an_app_is_in_it_and_the_last_added_entry_is_the_newest() -> None:
    assert plan("Delete notes_1.md within Markor") == ["Open Markor", "Delete the note 'notes_1.md'"]
    assert plan("Remove the last-added expense in Pro Expense") == ["Open Pro Expense", "Delete the newest expense"]
    # A length of time is no place: "within 10 minutes" stays as said.
    assert "within 10 minutes" in read_task("remind me within 10 minutes", None, TODAY).subject


def test_a_notes_text_said_as_what_is_put_in_it_is_its_body() -> None:
    for text in (
        "New note in Markor called a.md, and enter the text: buy milk",
        "Put a new note in Markor named a.md, filling it up with the text: buy milk",
    ):
        steps = plan(text)
        assert "Type 'a.md' into the title field" in steps and "Type 'buy milk' into the body field" in steps, text


def test_an_events_fields_named_formally_are_its_fields() -> None:
    steps = plan(
        "Set up an event in Simple Calendar Pro tomorrow at 15h, giving it the name 'Team sync' and described as "
        "'Check-in with Ana'. Set the meeting length to 45 minutes."
    )
    assert "Type 'Team sync' into the title field" in steps
    assert "Type 'Check-in with Ana' into the description field" in steps
    assert "Type '15:45' into the end time field" in steps
    steps = plan("Add an event 'Yoga' to my calendar on Friday at 7am. Make sure the appointment runs for 90 minutes.")
    assert "Type '08:30' into the end time field" in steps and steps.count("Start a new event") == 1


def test_a_recordings_name_said_with_a_qualifier_is_its_name() -> None:
    for text, name in (
        ('Record a voice memo and keep it under the specified name "talk_3"', "talk_3"),
        ('Record some audio, making sure it\'s stored with the file name "call_notes_2"', "call_notes_2"),
    ):
        assert f"Type '{name}' into the name field" in plan(text), text


def test_an_events_title_said_after_its_time_names_it() -> None:
    assert plan("Cancel the appointment at 3pm on March 20 called 'Dentist'") == [
        "Open Calendar",
        "Delete the event 'Dentist' on 2030-03-20",
    ]
    assert (
        plan("Delete the meeting booked for14h on March 20 called 'Standup'")[-1]
        == "Delete the event 'Standup' on 2030-03-20"
    )


def test_a_word_of_a_quoted_title_is_never_the_requests_verb() -> None:
    # "Call" inside the title, a date with as many digits as a phone number: never a call.
    steps = plan("Leverage Simple Calendar Pro to remove the meeting on 2030-3-17 labeled 'Call with Ana'.")
    assert steps == ["Open Simple Calendar Pro", "Delete the event 'Call with Ana' on 2030-03-17"]
    steps = plan("From the calendar remove the meeting on 2030-3-17 labeled 'Call with Ana'.")
    assert not any(step.startswith(("Dial", "Call", "Open Phone")) for step in steps)


def test_what_someone_shared_is_what_they_sent() -> None:
    for text, what in (
        ("Text Alice Romero the location Ben Carter just shared with me", "location"),
        ("Send Alice Romero the address shared by Ben Carter", "address"),
        ("Pass Ben Carter's shared address on to Alice Romero", "address"),
    ):
        assert plan(text)[1:4] == [
            "Open the conversation with Ben Carter",
            f"Remember the {what}",
            "Open the conversation with Alice Romero",
        ], text


_THREAD = (
    '[1] ImageButton "Navigate up"\n[2] TextView "Ben Carter"\n[3] ImageButton "Call"\n'
    '[4] TextView "Dinner is at my place, here is the address:" value="Received"\n'
    '[5] TextView "12 Elm Street, Springfield" value="Received"\n'
    '[6] EditText "Type a message…"\n[7] ImageButton "Send SMS" disabled'
)


def test_a_location_sent_is_read_as_its_street_address() -> None:
    """The message announces an "address"; the request calls it the "location": the street address is carried."""
    task = "Text Alice Romero the location Ben Carter just shared with me"
    steps = plan(task)
    arguments = AgentStepArguments.model_validate(
        {
            "task": task,
            "screen_description": _THREAD,
            "step_count": 4,
            "plan": steps,
            "current_subgoal": 1,
            "state_refs": {"trail": json.dumps(["Messages", "Ben Carter"])},
        }
    )
    result = planner.decide(Turn.read(arguments))
    assert result.remember is not None and result.remember.value == "12 Elm Street, Springfield"


def test_my_own_last_text_forwarded_to_its_one_recipient_is_resent() -> None:
    for text in ("Forward the text I just sent to Ben Carter", "Resend the message I sent to Ben Carter a minute ago"):
        assert plan(text)[1:] == ["Open the conversation with Ben Carter", "Resend my last message"], text
    # Forwarded to someone else: never a resend to the first.
    assert "Resend my last message" not in plan("Forward the text I sent to Ben Carter to Alice Romero")


def test_duplicates_said_by_what_must_remain_are_deleted() -> None:
    for text in (
        "See to it that just one copy of each recipe is left in Broccoli",
        "Delete the redundant recipes in Broccoli",
    ):
        assert plan(text) == ["Open Broccoli", "Delete the extra copies of duplicate recipes"], text


def test_an_app_named_with_its_maker_first_is_the_app() -> None:
    assert plan("Record a memo in Dimowner Audio Recorder")[0] == "Open Audio Recorder"
    assert plan("Open Pro Expense")[0] == "Open Pro Expense"


def test_a_file_named_in_quotes_or_located_in_its_folder_is_copied() -> None:
    for text in (
        "Copy the 'scan_1.pdf' document located in Documents to the Download folder",
        "Make a copy of the scan_1.pdf file stored in Documents and put it in the Download folder",
    ):
        assert plan(text)[1:3] == [
            "Open the folder 'Documents'",
            "Copy the file 'scan_1.pdf' to the folder 'Download'",
        ], text


def test_a_quoted_description_says_no_repetition() -> None:
    steps = plan("Create an event tomorrow at 15:00 titled 'Team sync' with the description 'Weekly check-in'.")
    assert not any("repetition" in s for s in steps)
    steps = plan("Create an event titled 'Yoga' tomorrow at 9h. The event recurs weekly, forever.")
    assert "Choose 'Weekly' for the repetition field" in steps


def test_a_quoted_name_with_a_digit_or_underscore_is_held_against_the_plan() -> None:
    unnamed = ["Open Audio Recorder", "Start recording", "Stop recording", "Save the recording"]
    assert unused_value('Record a clip and keep it as "memo_12"', unnamed) == "memo_12"
    assert unused_value("Is it a to-do? Answer 'True' or 'False'", ["Open Joplin"]) is None
