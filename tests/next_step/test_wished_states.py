"""Forms met in the first run of people set 53, tested in other wordings: what an edit is not to touch said after it,
a value "now", a note's words "replaced", a span of days with its month said once, where a note belongs, a record
that "should be called" something, an event that "needs to be at" a time, a contact's detail asked by its owner's
name alone, what a player "is playing", counts asked "in" an app or after their thing, a total spent "all together",
a row's field in brackets; and the checks that keep the request's own words, or a quote's run-on, out of a saved
value and an event from being named for its kind."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task
from mcp_agent.tools.next_step.said_values import doubt_about

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


@pytest.mark.parametrize(
    ("text", "typed"),
    [
        ("the Lasagna recipe should serve 6 now, keep everything else as it is", "Type '6 servings' into the servings"),
        ("set the note of my Cinema expense to Paid by card and don't touch anything else", "Type 'Paid by card'"),
        ('notes.md should say "Back at 5." - overwrite the text, keep the name', "Type 'Back at 5.' into the body"),
    ],
)
def test_what_an_edit_leaves_alone_is_no_part_of_the_value(text: str, typed: str) -> None:
    steps = plan(text)
    assert any(step.startswith(typed) for step in steps), steps


def test_a_notes_words_replaced_after_a_rename_are_its_new_text() -> None:
    steps = plan('rename a.md to b.md and swap its text with "Call the bank."')
    assert "Type 'Call the bank.' into the body field" in steps and "Rename it to 'b.md'" in steps


@pytest.mark.parametrize(
    "text",
    ["what's on my calendar march 18 to 20? titles only", "events march 18th through 20th?", "what's on Mar 18-20?"],
)
def test_a_span_of_days_with_its_month_said_once_is_every_day_of_it(text: str) -> None:
    assert plan(text)[-1].startswith("Answer from the agenda: titles 2030-03-18 2030-03-20 ")


def test_a_note_that_belongs_in_another_folder_is_moved_there() -> None:
    steps = plan("list.md should be in Work, not Archive, move it please")
    assert any("list.md" in step and "Work" in step for step in steps) and steps[0] != "Find an app for"


@pytest.mark.parametrize(
    ("text", "renamed"),
    [
        ("retro music playlist Focus should be called Deep work", "Rename it to 'Deep work'"),
        ("the recipe Pancakes should be renamed to Crepes", "Type 'Crepes' into the title field"),
    ],
)
def test_a_record_that_should_be_called_something_is_renamed(text: str, renamed: str) -> None:
    assert renamed in plan(text)


def test_an_event_that_needs_to_be_at_a_time_is_moved_to_it() -> None:
    steps = plan("my Dentist appointment on the 20th has to be at 4pm now")
    assert "Open the event 'Dentist appointment'" in steps and any("16:00" in step for step in steps)


@pytest.mark.parametrize("text", ["hana novak's number pls", "kofi's mobile number, digits only"])
def test_a_contacts_detail_asked_by_its_owner_is_looked_up(text: str) -> None:
    steps = plan(text)
    assert steps[0] == "Open Contacts" and '"source": "record"' in steps[-1]


def test_the_song_a_player_is_playing_is_told() -> None:
    assert plan("what's the track retro music is playing?") == ["Open Retro Music", "Tell what is playing"]


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("how many songs are there in retro music", None),
        ("Chill playlist in vlc - how many videos does it have?", "Chill"),
    ],
)
def test_a_count_asked_in_an_app_or_after_its_thing_counts_it(text: str, subject: str | None) -> None:
    steps = plan(text)
    assert '"mode": "count"' in steps[-1]
    assert (f'"subject": "{subject}"' in steps[-1]) if subject else '"subject": "retro music"' not in steps[-1]


def test_a_total_spent_all_together_is_the_sum() -> None:
    steps = plan("what did i spend on Taxi altogether")
    assert '"mode": "money"' in steps[-1] and '"kind": "taxi"' in steps[-1]


def test_a_rows_field_in_brackets_is_that_rows_field() -> None:
    steps = plan("add to pro expense: Lunch 12 food (note: With Sam), Bus 3 transportation (note: Monthly)")
    assert "Type 'With Sam' into the note field" in steps and "Type 'Monthly' into the note field" in steps


@pytest.mark.parametrize(
    "step",
    [
        "Type '4 now, leave the rest' into the servings field",
        "Rename it to 'b.md and replace what it says'",
        "Type 'Back at 5.\" - keep the name' into the body field",
    ],
)
def test_a_value_holding_the_requests_own_words_is_asked_about(step: str) -> None:
    goal = read_task("edit it", None, TODAY)
    doubt = doubt_about("edit it", goal, ["Open Markor", step, "Save the note"])
    assert doubt is not None and "reads like part of your request" in doubt.question


def test_a_message_quoting_something_whole_is_not_doubted() -> None:
    goal = read_task("edit it", None, TODAY)
    steps = ["Open Markor", "Type 'He said \"hi\" to me' into the body field", "Save the note"]
    assert doubt_about("edit it", goal, steps) is None


def test_an_event_is_never_named_for_its_kind() -> None:
    text = "events from 18th march till 20th march"
    goal = read_task(text, None, TODAY)
    steps = plan_for(goal)
    assert not any(step == "Save the event" for step in steps) or doubt_about(text, goal, steps) is not None
