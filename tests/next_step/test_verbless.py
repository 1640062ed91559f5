"""Goals dictated without a verb, or with the verb last, are read as if the verb came first: the object and its
fields say what to do (an entry with a day or an hour is added, a number with "call"/"ring" is called, a setting
with on/off or a level is set, a thing with a question mark is asked about). A wording that names nothing to act
on stays unread rather than guessed."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step.intent import read_task
from tests.next_step.planning import TODAY, plan


def _event(title: str, day: str, hour: str) -> list[str]:
    return [
        f"Type '{title}' into the title field",
        f"Type '{day}' into the date field",
        f"Type '{hour}' into the time field",
    ]


pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("task", "title", "day", "hour"),
    [
        ("dentist appointment friday 3pm in the calendar", "Dentist appointment", "2030-03-15", "15:00"),
        ("dentist appointment friday 3pm", "Dentist appointment", "2030-03-15", "15:00"),
        ("dinner with Ana saturday 7pm", "Dinner with Ana", "2030-03-16", "19:00"),
        ("team sync tomorrow 10am for 30 minutes", "Team sync", "2030-03-15", "10:00"),
        ("haircut on monday at 11am, in my calendar", "Haircut", "2030-03-18", "11:00"),
        ("parents evening next tuesday 6:30pm", "Parents evening", "2030-03-19", "18:30"),
    ],
)
def test_an_entry_with_a_day_and_an_hour_and_no_verb_is_an_event_to_add(
    task: str, title: str, day: str, hour: str
) -> None:
    steps = plan(task)
    assert steps[1] == "Start a new event"
    assert all(typed in steps for typed in _event(title, day, hour))
    assert steps[-2] == "Save the event"


@pytest.mark.parametrize(
    ("task", "title", "day"),
    [
        ("weekly standup every monday 9am", "Weekly standup", "2030-03-18"),
        ("gym every tuesday 6pm", "Gym", "2030-03-19"),
        ("piano lesson every friday at 4pm", "Piano lesson", "2030-03-15"),
    ],
)
def test_an_entry_said_every_weekday_repeats_weekly(task: str, title: str, day: str) -> None:
    steps = plan(task)
    assert f"Type '{title}' into the title field" in steps and f"Type '{day}' into the date field" in steps
    assert "Choose 'Weekly' for the repetition field" in steps


@pytest.mark.parametrize(
    ("task", "number"),
    [
        ("+1 555 0100 call", "+15550100"),
        ("555 0100 ring", "5550100"),
        ("+1 555 0100, call it", "+15550100"),
        ("give +1 555 0100 a ring", "+15550100"),
        ("the plumber, 555 867 5309, call please", "5558675309"),
    ],
)
def test_a_number_with_call_or_ring_anywhere_is_called(task: str, number: str) -> None:
    assert plan(task) == ["Open Phone", f"Dial {number}", f"Call {number}"]


@pytest.mark.parametrize(
    ("task", "who"), [("mom call", "mom"), ("Ana call her", "Ana"), ("Dr Patel, ring him", "Dr Patel")]
)
def test_a_name_with_the_call_verb_after_it_is_called(task: str, who: str) -> None:
    assert plan(task) == ["Open Phone", f"Open the contact {who}", f"Call {who}"]


def test_a_message_said_name_first_is_sent_to_that_name() -> None:
    assert plan("mom text 'running late'") == [
        "Open Messages",
        "Open the conversation with mom",
        "Type 'running late'",
        "Send the message",
    ]


@pytest.mark.parametrize(
    ("task", "name", "amount", "category"),
    [
        ("lunch 12.50 food expense add", "Lunch", "12.50", "Food"),
        ("taxi 23 transportation expense, log it", "Taxi", "23", "Transportation"),
        ("expense: coffee 4.20 food", "Coffee", "4.20", "Food"),
        ("coffee $4.20 food expense", "Coffee", "4.20", "Food"),
    ],
)
def test_an_expense_said_name_amount_category_is_added(task: str, name: str, amount: str, category: str) -> None:
    steps = plan(task)
    assert f"Type '{name}' into the name field" in steps
    assert f"Type '{amount}' into the amount field" in steps
    assert f"Choose '{category}' for the category field" in steps
    assert steps[-2] == "Save the expense"


@pytest.mark.parametrize(
    ("task", "app", "title", "body"),
    [
        ("milk eggs bread, shopping list note in markor", "Markor", "Shopping list", "milk eggs bread"),
        ("milk, eggs, bread: shopping list note", "Notes", "Shopping list", "milk, eggs, bread"),
        ("dry cleaning and stamps, errands note", "Notes", "Errands", "dry cleaning and stamps"),
    ],
)
def test_a_notes_name_said_before_note_and_its_text_beside_it_are_written_down(
    task: str, app: str, title: str, body: str
) -> None:
    steps = plan(task)
    assert steps[:2] == [f"Open {app}", "Start a new note"]
    assert f"Type '{title}' into the title field" in steps and f"Type '{body}' into the body field" in steps


@pytest.mark.parametrize(
    ("task", "step"),
    [
        ("wifi off", "Turn off wifi"),
        ("bluetooth on please", "Turn on bluetooth"),
        ("flashlight on", "Turn on flashlight"),
        ("brightness 50%", "Set brightness to 50%"),
        ("volume 30 percent", "Set volume to 30%"),
        ("media volume max", "Set media volume to max"),
    ],
)
def test_a_setting_with_a_state_or_a_level_is_set(task: str, step: str) -> None:
    assert plan(task)[-1] == step


@pytest.mark.parametrize(
    ("task", "step"),
    [
        ("stopwatch go", "Start the stopwatch"),
        ("recording start", "Start recording"),
        ("photo take", "Take a photo"),
        ("timer 5 minutes", "Set the timer to 00:05:00"),
        ("alarm 7am tomorrow", "Set an alarm for 07:00"),
    ],
)
def test_a_device_thing_with_its_verb_after_it_or_none_is_worked(task: str, step: str) -> None:
    assert step in plan(task)


@pytest.mark.parametrize(
    ("task", "intent"),
    [
        ("high priority tasks?", "agenda"),
        ("next dentist appointment?", "lookup"),
        ("the address mom sent?", "lookup"),
        # Nothing says a message holds it: the place of an appointment, not a guess at the texts.
        ("the dentist's address?", "agenda"),
    ],
)
def test_a_thing_with_a_question_mark_is_asked_about(task: str, intent: str) -> None:
    assert read_task(task, {}, TODAY).intent == intent


def test_a_dictated_step_among_several_is_read_too() -> None:
    steps = plan("dentist appointment friday 3pm, then text mom 'booked'")
    assert all(typed in steps for typed in _event("Dentist appointment", "2030-03-15", "15:00"))
    assert steps[-3:] == ["Open the conversation with mom", "Type 'booked'", "Send the message"]


@pytest.mark.parametrize("task", ["meeting notes", "dinner", "tomorrow", "hello there", "book"])
def test_words_that_name_nothing_to_do_stay_unread(task: str) -> None:
    assert read_task(task, {}, TODAY).intent == "explore"


@pytest.mark.parametrize(
    "task",
    [
        "nudge my Parent-teacher meeting on March 23 to 2pm",
        "bump the dentist appointment friday 3pm",
        "shift our team sync tomorrow 10am",
        "wifi the office please",
    ],
)
def test_a_verb_no_reader_knows_is_not_taken_for_an_entrys_name(task: str) -> None:
    assert read_task(task, {}, TODAY).intent == "explore"


@pytest.mark.parametrize(
    "task",
    [
        "The meeting with the bank got moved to 4pm. Can you update it?",  # a statement, not an entry's name
        "my dentist appointment friday 3pm",
        "lunch with Sam monday after work",  # a time said that no reader reads: the hour is not known
        "dinner with Ana saturday in the evening",
    ],
)
def test_an_entry_is_not_inferred_from_a_statement_nor_without_the_hour_it_says(task: str) -> None:
    assert read_task(task, {}, TODAY).intent != "create" or "Save the event" not in plan(task)


def test_midday_is_noon() -> None:
    steps = plan("lunch with Sam every day from Monday the 18th at midday, description Confirm the day before")
    assert "Type '12:00' into the time field" in steps and "Choose 'Daily' for the repetition field" in steps
