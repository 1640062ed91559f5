"""Forms met in the first run of people set 68 (the benchmark's own phrasing over our own jobs), tested in other
wordings: a sentence after the job that only says what stays as it is ("Do not modify its date or time.", "Make sure
no other expense is modified.", "Do not end the call.", "The event must keep its start time."), "the calendar event
'X'" and "the event titled 'X'", "the expense called X", "the most recently added track", "the pro expense app",
expenses that "belong to" a category, the mic muted "during the current call", "(inclusive)" after a span of days,
"the contents of the note", "the total of all expenses called X", a note "whose text is the same as that of" another,
the note's folder said first then "move it", a message about an event said first then "add it", "by adding the
following line at the bottom:", "save the recording as", "at what time does my 'X' event begin", "place a call" said
after a comma, a note's lines put "into Pro Expense"; and the checks that keep a request's frame and a quote it opens
out of typed text, and words past a note's extension out of its name."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import Goal, plan_for
from mcp_agent.tools.next_step.intent.courtesy import plain
from mcp_agent.tools.next_step.intent.reader import read_task
from mcp_agent.tools.next_step.said_values import doubt_about

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


def test_what_an_edit_leaves_alone_said_after_it_carries_nothing() -> None:
    steps = plan(
        'In Simple Calendar Pro, rename the calendar event "Book club" to "Poetry night". Do not modify its date.'
    )
    assert steps[1:3] == ["Open the event 'Book club'", "Type 'Poetry night' into the title field"]
    steps = plan(
        "Change the name of the expense called Taxi home in Pro Expense to Airport taxi. Make sure no other expense "
        "is modified."
    )
    assert steps[1:3] == ["Open the expense 'Taxi home'", "Type 'Airport taxi' into the name field"]


def test_a_call_kept_going_said_after_the_request_carries_nothing() -> None:
    assert plan("Put the active call on hold. Do not end the call.") == ["Turn on Hold"]
    assert plan("Mute my mic during the current call.") == ["Turn on Mute"]


def test_a_do_not_that_asks_something_stays() -> None:
    for text in (
        "Create a timer with 0 hours, 5 minutes, and 0 seconds. Do not start the timer.",
        "… Do NOT hit save.",
    ):
        assert plain(text).endswith(text[-20:])
    assert plan("Set a timer for 5 minutes. Do not start the timer.")[-1] == "Set the timer to 00:05:00"


def test_an_event_moved_that_must_keep_its_time_is_moved() -> None:
    steps = plan(
        'In Simple Calendar Pro, move the event titled "Dentist appointment" from March 20 to March 22. The event '
        "must keep its start time."
    )
    assert "Open the event 'Dentist appointment' on 2030-03-20" in steps
    assert "Type '2030-03-22' into the date field" in steps and "Start a new event" not in steps


def test_the_most_recently_recorded_track_is_the_newest() -> None:
    steps = plan('Rename the most recently recorded activity in OpenTracks to "Lunch loop".')
    assert steps[1:3] == ["Open the newest track", "Type 'Lunch loop' into the name field"]


def test_expenses_that_belong_to_a_category_are_counted_in_it() -> None:
    for text in (
        "How many expenses belonging to the Entertainment category are there in the pro expense app?",
        "How many expenses belong to the Entertainment category in Pro Expense?",
        "Count the expenses which belong to the Entertainment category in pro expense.",
    ):
        steps = plan(text)
        assert steps[0] == "Open Pro Expense" and '"kind": "entertainment"' in steps[-1], text


def test_a_span_of_days_said_inclusive_is_read_with_both_ends() -> None:
    steps = plan("What events do I have from March 20 to March 22 (inclusive) in Simple Calendar Pro? Titles only.")
    assert steps[-1].startswith("Answer from the agenda: titles 2030-03-20 2030-03-22")


def test_the_contents_of_a_note_is_what_it_says() -> None:
    steps = plan("What are the contents of the Markor note shopping.md? Answer with the text only.")
    assert steps[0] == "Open Markor" and '"subject": "shopping.md"' in steps[-1] and '"kind": "text"' in steps[-1]


def test_the_total_of_all_expenses_called_x_is_what_was_spent_on_it() -> None:
    steps = plan("What is the total of all expenses called Taxi in Pro Expense? Answer without the currency sign.")
    assert '"mode": "money"' in steps[-1] and '"kind": "taxi"' in steps[-1]


def test_a_note_whose_text_is_the_same_as_another_is_a_copy() -> None:
    steps = plan("In Markor, make a note named copy.md whose text is the same as that of draft.md.")
    assert "Open the note 'draft.md'" in steps and "Type 'copy.md' into the title field" in steps


def test_a_note_said_in_its_folder_first_then_moved() -> None:
    steps = plan("The note plan.md is in the Archive folder. Move it to the Work folder in Markor.")
    assert steps == ["Open Markor", "Open the folder 'Archive'", "Move the note 'plan.md' to the folder 'Work'"]


def test_a_message_about_an_event_said_first_then_added() -> None:
    steps = plan("Priya Suzuki has just messaged me about an event. Add it to Simple Calendar Pro.")
    assert "Open the conversation with Priya Suzuki" in steps and steps[-1] == "Add the event said in «last message»"


def test_the_following_line_added_at_the_bottom_of_a_note() -> None:
    steps = plan('Update the Markor note todo.md by adding the following line at the bottom: "Buy stamps".')
    assert steps == [
        "Open Markor",
        "Open the note 'todo.md'",
        "Add 'Buy stamps' to the bottom of the body field",
        "Save the note",
    ]
    steps = plan('Update the Markor note plan.md by adding the following text as a new first line: "Call the bank".')
    assert "Add 'Call the bank' to the top of the body field" in steps


def test_a_recording_stopped_and_saved_as_a_name() -> None:
    steps = plan(
        'Start recording a track in OpenTracks, then end the recording and save the recording as "Evening ride".'
    )
    assert steps[:3] == ["Open OpenTracks", "Start recording", "Stop recording"]
    assert "Type 'Evening ride' into the name field" in steps


def test_when_a_quoted_event_said_before_its_kind_begins() -> None:
    steps = plan('At what time does my "Dentist appointment" event on March 19 begin in Simple Calendar Pro?')
    assert steps[-1] == "Answer from the agenda: time 2030-03-19 2030-03-19 00:00 23:59 | Dentist appointment"


def test_place_a_call_after_a_comma_is_no_place_field() -> None:
    text = "Using the Phone app, place a call to the most recent number I dialed."
    goal = read_task(text, None, TODAY)
    assert doubt_about(text, goal, plan_for(goal)) is None


def test_a_notes_lines_put_into_an_app_named_with_its_kind_word() -> None:
    steps = plan("Add the expenses from bills.md in Markor into Pro Expense.")
    assert "Open Pro Expense" in steps and steps[-1] == "Add a expense for each row of «rows»"


def test_typed_text_holding_the_requests_frame_and_an_open_quote_is_asked_about() -> None:
    steps = ["Open Markor", "Open the note 'list.md'", "Type 'as the last line: \"Buy milk' into the body field"]
    assert doubt_about("put this as the last line of list.md: Buy milk", Goal("edit"), [*steps, "Save the note"])


def test_a_new_notes_name_past_its_extension_is_asked_about() -> None:
    steps = ["Open Markor", "Start a new note", "Type 'copy.md which holds the text of draft.md' into the title field"]
    assert doubt_about(
        "copy.md which holds the text of draft.md", Goal("create", obj="note"), [*steps, "Save the note"]
    )
    steps = ["Open Markor", "Start a new note", "Type 'v2.0 launch' into the title field", "Save the note"]
    assert doubt_about("a note called v2.0 launch", Goal("create", obj="note"), steps) is None


def test_an_event_quoted_in_single_quotes_is_deleted_by_its_title() -> None:
    steps = plan("In Simple Calendar Pro, delete the calendar event titled 'Book club' on 2030-3-27.")
    assert steps == ["Open Simple Calendar Pro", "Delete the event 'Book club' on 2030-03-27"]


def test_the_amount_of_an_expense_is_how_much_it_was() -> None:
    steps = plan("What is the amount of the expense named Gym in Pro Expense? Answer without the currency sign.")
    assert '"mode": "amount"' in steps[-1] and '"subject": "Gym"' in steps[-1]


def test_an_entry_changed_is_never_made_new() -> None:
    for text in (
        "In Simple Calendar Pro, update the event 'Book club' on March 19 so that it runs for 45 mins.",
        "Edit the event 'Book club' on March 19 in Simple Calendar Pro to last 45 mins.",
    ):
        assert "Start a new event" not in plan(text), text


def test_the_benchmarks_hour_and_a_start_time_changed_move_the_event() -> None:
    steps = plan("In Simple Calendar Pro, change the start time of the event 'Book club' on March 19 to 17h.")
    assert "Open the event 'Book club'" in steps and "Type '17:00' into the time field" in steps
    assert "Start a new event" not in steps
    steps = plan("In Simple Calendar Pro, move the event 'Book club' on March 19 to 9h. Keep its duration.")
    assert "Type '09:00' into the time field" in steps or "Type '9:00' into the time field" in steps


def test_a_word_replaced_everywhere_or_after_the_note_is_named_is_replaced_in_it() -> None:
    for text in (
        'In Markor, replace every occurrence of the word "rain" with "snow" in weather.md.',
        'Edit weather.md in Markor. Replace the word "rain" with "snow".',
        'Edit weather.md in Markor, replace the word "rain" with "snow".',
    ):
        steps = plan(text)
        assert "Replace 'rain' with 'snow' in the body field" in steps, text
        assert not any(step.startswith("Type 'snow'") for step in steps), text


def test_a_missed_call_returned_by_who_made_it_calls_them() -> None:
    for text in (
        "Return the call I missed from Greta Novak using the Phone app.",
        "Call back the missed call from Greta Novak.",
    ):
        assert plan(text)[-1] == "Call Greta Novak", text
    assert plan("Return the call I just missed.")[-1] == "Call back the missed call"


def test_a_contact_called_as_the_contact_and_who_is_currently_on_the_line() -> None:
    assert plan("Call the contact Ravi Brennan using the Phone app.")[-1] == "Call Ravi Brennan"
    assert plan("Who am I currently on a call with? Answer with the name only.") == ["Tell who is on the call"]


def test_the_whole_text_replaced_after_the_note_is_named_stays_a_rewrite() -> None:
    steps = plan("Edit weather.md in Markor. Replace the text with Sunny all week.")
    assert "Type 'Sunny all week' into the body field" in steps
