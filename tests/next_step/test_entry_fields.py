"""Entries made or changed with several fields, as people ask for them: several entries in one request are one
step each, a note's title and body both named, times and lengths said in words ("half past two in the
afternoon", "1h30"), a phone number's label and its bracketed area code, an event made to repeat, and an
event changed in a way the rules cannot plan stops rather than making a new event."""

from __future__ import annotations

import datetime

import pytest

from mcp_agent.tools.next_step.intent import plan_for, read_task
from mcp_agent.tools.next_step.intent.said_lengths import plain_times

pytestmark = pytest.mark.unit
TODAY = datetime.date(2030, 3, 14)


def plan(task: str) -> list[str]:
    return plan_for(read_task(task, today=TODAY))


@pytest.mark.parametrize(
    ("said", "plain"),
    [
        ("at half past three in the afternoon", "at 3:30pm"),
        ("at quarter to eight in the morning", "at 7:45am"),
        ("at 9 in the evening", "at 9pm"),
        ("for 2h15", "for 135 minutes"),
        ("lasting 1 h 30 min", "lasting 90 minutes"),
        ("for a quarter of an hour", "for 15 minutes"),
        ("for three quarters of an hour", "for 45 minutes"),
        ("at 15h for 2 hours", "at 15h for 2 hours"),  # an hour on the clock is not a length
    ],
)
def test_times_and_lengths_said_in_words_are_read_as_digits(said: str, plain: str) -> None:
    assert plain_times(said) == plain


@pytest.mark.parametrize(
    "task",
    [
        "Schedule an event titled 'Lab meeting' on March 20 at a quarter past ten in the morning for 2h in Simple "
        "Calendar Pro.",
        "simple calendar pro: add Lab meeting on March 20, 10:15am, 2h long",
    ],
)
def test_an_event_said_with_a_spoken_time_and_length_ends_when_it_should(task: str) -> None:
    steps = plan(task)
    assert "Type '10:15' into the time field" in steps
    assert "Type '12:15' into the end time field" in steps


@pytest.mark.parametrize(
    "task",
    [
        "Add the following contacts: Ines Vargas with the home number +14155550123; Omar Novak with the work "
        "number +13125550188.",
        "Create these contacts: Ines Vargas (home) +14155550123; Omar Novak (work) +13125550188",
    ],
)
def test_several_contacts_in_one_request_are_each_made_and_checked(task: str) -> None:
    steps = plan(task)
    assert steps.count("Save the contact") == 2
    assert "Check the contact 'Ines Vargas' is listed" in steps and "Check the contact 'Omar Novak' is listed" in steps
    assert "Choose 'Home' for the phone label field" in steps and "Choose 'Work' for the phone label field" in steps


@pytest.mark.parametrize(
    "task",
    [
        'Make a note in Markor titled "Trip" whose text is: Book the ferry and the hostel.',
        "markor note with the title Trip, and in it write Book the ferry and the hostel.",
        "jot down in markor under the title Trip: Book the ferry and the hostel.",
    ],
)
def test_a_note_with_its_title_and_body_named_puts_each_in_its_place(task: str) -> None:
    steps = plan(task)
    assert "Type 'Trip' into the title field" in steps
    assert any(s.startswith("Type 'Book the ferry and the hostel") and s.endswith("the body field") for s in steps)


@pytest.mark.parametrize(
    ("task", "label"),
    [
        ("store (617) 555-0199 as Kofi Brennan's work number", "Work"),
        ("add Greta Moreau to my contacts, other number (202) 555-0144", "Other"),
        ("Create a contact for Greta Moreau whose main number is +12025550144.", "Main"),
    ],
)
def test_a_number_saved_under_a_name_is_a_contact_with_its_label(task: str, label: str) -> None:
    steps = plan(task)
    assert steps[0] == "Open Contacts" and "Save the contact" in steps
    assert f"Choose '{label}' for the phone label field" in steps
    assert not any(s.startswith(("Dial", "Call")) for s in steps)


@pytest.mark.parametrize(
    "task",
    [
        "Set the event Team sync on March 20 to repeat every month in Simple Calendar Pro.",
        "calendar: repeat Team sync monthly",
        "team sync should recur monthly, change that in the calendar",
    ],
)
def test_an_event_made_to_repeat_is_opened_and_its_repetition_chosen(task: str) -> None:
    steps = plan(task)
    assert steps[1].lower() == "open the event 'team sync'"
    assert "Choose 'Monthly' for the repetition field" in steps and "Save the event" in steps


@pytest.mark.parametrize(
    "task",
    [
        "In Simple Calendar Pro, make the event 'Team sync' on March 20 last until the next one starts.",
        "simple calendar: shorten Team sync a bit",
        "Reschedule the event on March 20 to the afternoon in Simple Calendar Pro.",
    ],
)
def test_an_event_changed_in_a_way_not_planned_stops_instead_of_making_a_new_one(task: str) -> None:
    steps = plan(task)
    assert any(s.startswith("Stop: the rules cannot") for s in steps)
    assert "Start a new event" not in steps and "Save the event" not in steps
