"""Forms met in the first run of people set 83, tested in other wordings: values said before the field they go in,
a "blank" contact, "no saving", a description "written in", switches said "… first, then …", "get me on wifi",
duplicates said loosely, a message sent "again", a reply to whoever wrote last, "when do I see X next", an expense
"I paid $X for", rows with the category and note both in brackets, and a note's text sent on "by sms"."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


def test_values_said_before_their_fields_fill_an_unsaved_contact_and_never_call() -> None:
    steps = plan(
        "bring up an empty contact, put Lena as first name, Haddad as surname, +14155550188 as her mobile number, no saving"
    )
    assert "Type 'Lena' into the first name field" in steps and "Type '+14155550188' into the phone field" in steps
    assert "Choose 'Mobile' for the phone label field" in steps
    assert "Save the contact" not in steps and not [step for step in steps if step.startswith(("Call", "Dial"))]


def test_a_description_written_in_after_the_event() -> None:
    steps = plan("schedule Car service on monday at 8am for 45 minutes and put bring the spare key in the description")
    assert "Type 'bring the spare key' into the description field" in steps


@pytest.mark.parametrize(
    ("text", "last"),
    [("bluetooth off first, then wifi on", "Turn on wifi"), ("put my phone back on wifi", "Turn on wifi")],
)
def test_switches_said_loosely(text: str, last: str) -> None:
    steps = plan(text)
    assert steps[-1] == last and not [step for step in steps if "order" in step.lower()]


@pytest.mark.parametrize(
    "text",
    [
        "I've got the same expense saved twice, delete the extras",
        "remove the repeated expenses, just one of each should stay",
    ],
)
def test_duplicates_said_loosely_keep_one_of_each(text: str) -> None:
    assert plan(text)[-1] == "Delete the extra copies of duplicate expenses"


def test_a_message_sent_again_is_resent() -> None:
    assert plan("text my last message to Omar Haddad again")[-1] == "Resend my last message"


def test_a_reply_to_whoever_wrote_last_opens_the_latest_conversation() -> None:
    steps = plan("reply to the person who messaged me last saying On my way")
    assert "Open the latest conversation" in steps and "Type 'On my way'" in steps


def test_when_do_i_see_someone_next_asks_the_agenda() -> None:
    assert plan("when do I see Ravi Tanaka next?")[-1].endswith("| Ravi Tanaka")


def test_an_expense_paid_for_keeps_its_category_and_note() -> None:
    steps = plan("I paid $18.40 for a Taxi - transportation, airport run. log it")
    assert "Type 'Taxi' into the name field" in steps and "Type 'airport run' into the note field" in steps


def test_rows_with_category_and_note_in_brackets() -> None:
    steps = plan("log these expenses: Taxi 18.40 (transportation, airport run) and Lunch 12.00 (food, client)")
    assert "Choose 'transportation' for the category field" in steps and "Type 'client' into the note field" in steps


def test_a_notes_text_sent_on_by_sms() -> None:
    steps = plan("create plan.md in markor saying Pack the tent. then send the same text via sms to +14155550123")
    assert "Open the conversation with +14155550123" in steps and "Type 'Pack the tent'" in steps


# Set 85's forms, in other wordings.


def test_songs_put_in_a_players_queue() -> None:
    steps = plan("stick Low Tide and Golden Hour in the vlc queue")
    assert steps[-2:] == ["Add 'Low Tide' to the playing queue", "Add 'Golden Hour' to the playing queue"]


def test_a_reply_said_before_its_number() -> None:
    steps = plan("reply See you at six to +14155550123")
    assert "Open the conversation with +14155550123" in steps and "Type 'See you at six'" in steps


def test_a_note_named_then_written() -> None:
    steps = plan("new note in markor, call it plan.md and write Pack the tent.")
    assert "Type 'plan.md' into the title field" in steps and "Type 'Pack the tent' into the body field" in steps


def test_where_am_i_headed_for_an_event() -> None:
    assert plan("where am I headed for my Yoga class?")[-1].endswith("| Yoga class")


def test_an_app_opened_first_then_its_job() -> None:
    assert plan("launch the audio recorder and record a memo and save it")[-1] == "Save the recording"


def test_a_line_put_above_everything_is_at_the_top() -> None:
    steps = plan('put "Agenda" above everything in minutes.md')
    assert "Add 'Agenda' to the top of the body field" in steps and "Start a new note" not in steps


def test_a_note_containing_text_then_its_text_sent_by_sms() -> None:
    steps = plan("create camp.md in markor containing Bring the stove. then sms its text to +14155550123")
    assert "Type 'Bring the stove' into the body field" in steps and "Open the conversation with +14155550123" in steps


def test_someone_who_just_texted_is_called_back() -> None:
    assert plan("somebody just messaged me - please call them")[-1] == "Call «sender»"


# Set 87's forms, in other wordings.


def test_a_new_recording_saved_under_a_name() -> None:
    steps = plan("new voice memo - name it lecture_notes")
    assert "Type 'lecture_notes' into the name field" in steps and "Save the recording" in steps


def test_a_track_that_was_another_kind_is_retyped() -> None:
    steps = plan("Lake circuit was really a walk - please fix its type")
    assert "Open the track 'Lake circuit'" in steps and "Type 'Walking' into the activity type field" in steps


def test_an_ingredient_asked_after_the_recipe() -> None:
    assert '"kind": "butter"' in plan("butter in the Lemon cake recipe in joplin: how much?")[-1]


def test_recipes_of_a_length_said_before_recipes() -> None:
    assert plan("add all the 20-minute recipes from dinners.md to broccoli")[-1].endswith("with '20 mins'")


def test_a_recipe_named_before_the_word_recipe() -> None:
    steps = plan("add a Pesto pasta recipe: green and fresh, 3 servings, 15 mins prep")
    assert "Type 'Pesto pasta' into the title field" in steps


def test_an_event_now_at_another_hour_and_place() -> None:
    steps = plan("Team sync is now at 4pm, same day, in Room 2 - change it")
    assert "Open the event 'Team sync'" in steps and "Type '16:00' into the time field" in steps
    assert "Type 'Room 2' into the location field" in steps


def test_a_contact_left_just_short_of_saving() -> None:
    steps = plan("add Omar Haddad +14155550123 as a contact but stop right before saving")
    assert "Type '+14155550123' into the phone field" in steps and "Save the contact" not in steps


def test_a_quoted_text_then_replace_the_text() -> None:
    steps = plan('list.md should just say "Eggs and milk." - overwrite it')
    assert "Type 'Eggs and milk.' into the body field" in steps


@pytest.mark.parametrize(("text", "last"), [("as dim as it goes", "min"), ("make it as bright as you can", "max")])
def test_as_bright_or_dim_as_possible(text: str, last: str) -> None:
    assert plan(text)[-1] == f"Set brightness to {last}"


# Set 88's forms, in other wordings.


def test_a_repeat_and_hour_said_before_the_title() -> None:
    steps = plan("every week at 9am starting march 18: Team sync, 30 minutes, never ending")
    assert "Type 'Team sync' into the title field" in steps and "Choose 'Weekly' for the repetition field" in steps


def test_a_reply_to_the_latest_sender() -> None:
    assert "Open the latest conversation" in plan("message the last person who texted me: Be there soon")


def test_a_note_called_a_new_name_after_an_edit_is_renamed() -> None:
    steps = plan('add "Agenda" to the top of minutes.md, then name the file meeting.md')
    assert steps[-1] == "Rename it to 'meeting.md'"


def test_a_meetings_head_count_asked_after_its_name() -> None:
    assert '"mode": "attendees"' in plan("Design review meeting: how many came?")[-1]


@pytest.mark.parametrize("text", ["turn bluetooth on if it's not already on", "could you get wifi on?"])
def test_switches_asked_loosely(text: str) -> None:
    assert plan(text)[-1].startswith("Turn on")


def test_a_playlist_with_its_songs_in_brackets() -> None:
    steps = plan("vlc: create Road mix (intro.mp4, outro.mp4, in order)")
    assert "Add 'intro.mp4' to the playlist 'Road mix'" in steps


# Set 90's forms, in other wordings.


def test_a_day_off_said_first_then_that_days_events_cleared() -> None:
    assert plan("we're away next saturday, so clear everything in my calendar that day")[-1].startswith(
        "Delete every event"
    )


def test_a_switch_said_off_then_turned_back_on() -> None:
    assert plan("the bluetooth is off, could you switch it back on?")[-1] == "Turn on bluetooth"


def test_an_expense_named_with_where_it_goes_then_its_amount() -> None:
    steps = plan("add Taxi to my expenses - 18.40, transportation, note airport")
    assert "Type 'Taxi' into the name field" in steps and "Type 'airport' into the note field" in steps


def test_rows_after_add_to_expenses_keep_their_cents_and_notes() -> None:
    steps = plan("add to expenses: Taxi $18.40 transportation note airport, Lunch $12.00 food note client")
    assert "Type '18.40' into the amount field" in steps and "Type 'client' into the note field" in steps


def test_a_file_that_has_recipes_of_a_kind_added_as_those() -> None:
    assert plan("dinners.md has a few 20 minute recipes, copy them into broccoli")[-1].endswith("with '20 minute'")


def test_an_ingredient_asked_while_checking_a_recipe() -> None:
    assert '"subject": "Lemon cake"' in plan("looking at the Lemon cake recipe - how much butter does it use?")[-1]


def test_a_note_made_out_of_others_is_a_merge() -> None:
    steps = plan("create all.md out of a.md and b.md")
    assert "Open the note 'a.md'" in steps and "Open the note 'b.md'" in steps


def test_a_note_that_should_start_with_a_line() -> None:
    steps = plan('I\'d like todo.md to start with "Urgent" and a blank line')
    assert "Add 'Urgent' to the top of the body field with a blank line" in steps


def test_a_note_written_in_an_app_then_texted_opens_messages_to_text_it() -> None:
    steps = plan("in markor write camp.md with Bring the stove. and sms the whole text to +14155550123")
    assert steps[steps.index("Save the note") + 2 :][:2] == ["Open Messages", "Open the conversation with +14155550123"]
