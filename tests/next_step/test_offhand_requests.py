"""Forms met in the first run of people set 94, tested in other wordings: an hour said alone after a date ("on march 18
at 11", which the date library had read as the year 2111), a span from noon, a text that "didn't go through", records
said first and "put" somewhere after a dash, an app "pulled up" with whatever it asks allowed, duplicates "logged
twice" or "two identical", an address "passed on", a day's plans "off", "these" rows after a colon, an event's title
said before its repeat, a recipe's name before a sentence of fields, an amount "for an X", and a note's "first line"."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.dates import read_when
from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


@pytest.mark.parametrize(
    ("text", "day", "hour"),
    [
        ("Dentist on april 2 at 10", "2030-04-02", "10:00"),
        ("gym tomorrow at 7", "2030-03-15", "07:00"),
        ("coffee with Ana on friday at 4", "2030-03-15", "16:00"),
        ("review on march 20 at 19", "2030-03-20", "19:00"),
    ],
)
def test_an_hour_said_alone_after_a_day_is_that_days_hour(text: str, day: str, hour: str) -> None:
    phrase, said_day, said_hour = read_when(text, TODAY)
    assert (said_day, said_hour) == (day, hour)
    assert phrase in text  # callers take the phrase out of the title as it was said


@pytest.mark.parametrize("text", ["dinner at 42 Harbour Road tomorrow", "rated at 5 stars tomorrow"])
def test_a_number_after_at_that_is_no_hour_stays_unread(text: str) -> None:
    assert read_when(text, TODAY)[2] == ""


def test_an_event_on_a_written_date_at_a_bare_hour_is_saved_that_day_at_that_hour() -> None:
    steps = plan("add an event Team lunch on april 2 at 11")
    assert "Type '2030-04-02' into the date field" in steps and "Type '11:00' into the time field" in steps
    assert "Type 'Team lunch' into the title field" in steps


def test_a_span_from_noon_starts_at_noon_and_lasts_until_its_end() -> None:
    steps = plan("add an event Planning on march 20 from noon to 2:30")
    assert "Type '12:00' into the time field" in steps and "Type '14:30' into the end time field" in steps


@pytest.mark.parametrize(
    "text",
    [
        "my message to Omar Haddad never arrived, try again",
        "the text I sent to Omar Haddad failed to send - resend it",
        "my last text to Omar didn't go through, send it again",
    ],
)
def test_a_text_said_to_have_failed_is_resent(text: str) -> None:
    assert plan(text)[-1] == "Resend my last message"


def test_records_said_first_then_put_in_an_app_after_a_dash() -> None:
    steps = plan("the recipes from dinners.md that only take 35 mins — copy those into broccoli")
    assert steps[-1] == "Add a recipe for each row of «rows» with '35 mins'"


def test_an_app_pulled_up_with_whatever_it_asks_allowed() -> None:
    assert plan("bring up the camera, accept anything it asks for") == ["Open camera", "Dismiss any pop-ups"]


@pytest.mark.parametrize(
    "text",
    [
        "oops, I entered one recipe twice, remove the second copy",
        "there are 2 duplicate Banana bread recipes, leave only one",
    ],
)
def test_a_record_said_twice_keeps_one_copy(text: str) -> None:
    assert plan(text)[-1] == "Delete the extra copies of duplicate recipes"


def test_an_address_passed_on_is_texted() -> None:
    steps = plan("forward the location Ravi Tanaka sent me along to Ines Moreau")
    assert steps[1:3] == ["Open the conversation with Ravi Tanaka", "Remember the location"]
    assert steps[-1] == "Send the message"


def test_a_days_plans_said_off_clear_that_day() -> None:
    assert plan("tomorrow's events are cancelled, wipe everything")[-1] == "Delete every event on 2030-03-15"


def test_rows_listed_after_these_lose_their_articles() -> None:
    steps = plan("remove these from my expenses: Pharmacy and the Board game")
    assert steps[1:] == ["Delete the expense 'Pharmacy'", "Delete the expense 'Board game'"]


def test_an_events_title_said_before_its_repeat() -> None:
    steps = plan("Standup every day from march 18 at 9")
    assert "Type 'Standup' into the title field" in steps and "Choose 'Daily' for the repetition field" in steps
    assert "Type '2030-03-18' into the date field" in steps and "Type '09:00' into the time field" in steps


def test_a_recipes_name_then_a_sentence_of_its_fields() -> None:
    steps = plan(
        "add a recipe called Greek salad. description Fresh and crunchy, 2 servings, 10 mins prep, source taverna, "
        "ingredients cucumber, feta, olives, directions: Chop the cucumber and add feta and olives."
    )
    assert (
        "Type 'Greek salad' into the title field" in steps and "Type '10 mins' into the preparation time field" in steps
    )
    assert "Type 'cucumber, feta, olives' into the ingredients field" in steps


def test_an_amount_for_an_x_names_the_expense_without_the_article() -> None:
    assert "Type 'Pharmacy' into the name field" in plan("record $64.24 for the Pharmacy, Health Care, note Discounted")


def test_a_notes_first_line_with_a_blank_line_after_it_then_a_rename() -> None:
    steps = plan(
        'in ideas.md put a new top line "Call the plumber" and a blank line under it, then rename the note x.md'
    )
    assert "Add 'Call the plumber' to the top of the body field with a blank line" in steps
    assert steps[-1] == "Rename it to 'x.md'" and "Start a new note" not in steps


# Set 96's forms, in other wordings.


def test_a_day_and_hours_said_first_then_asked_about() -> None:
    steps = plan("tomorrow, 9am to 5pm - what's on? titles only")
    assert steps[-1].startswith("Answer from the agenda: titles 2030-03-15 2030-03-15 09:00 17:00")


def test_an_events_place_asked_after_it_is_named_as_a_thing() -> None:
    assert plan("the Dentist appointment in my calendar: where is that again?")[-1].endswith("| Dentist")


def test_a_switch_said_twice_is_one_step() -> None:
    assert plan("turn on wifi, just flip it on") == ["Open the wifi setting", "Turn on wifi"]


@pytest.mark.parametrize(
    "text",
    [
        "from dinners.md, copy every 35 mins recipe into broccoli",
        "add all the 35 minutes recipes in dinners.md to broccoli",
    ],
)
def test_recipes_of_a_file_chosen_by_their_time(text: str) -> None:
    assert plan(text)[-1].startswith("Add a recipe for each row of «rows» with '35")


def test_the_stopwatchs_timer_is_the_stopwatch() -> None:
    assert plan("stop the timer on the stopwatch")[-1] == "Pause the stopwatch"
    assert plan("resume the timer on the stopwatch")[-1] == "Start the stopwatch"


def test_a_folder_named_after_its_app() -> None:
    assert '"subject": "Personal"' in plan("how many to-dos in my joplin Personal notebook")[-1]


def test_a_contact_no_longer_needed_is_deleted_by_name() -> None:
    assert plan("Omar Haddad is no longer a contact I use, remove him")[-1] == "Delete the contact 'Omar Haddad'"


# Set 97's forms, in other wordings.


def test_a_recording_saved_as_a_name_keeps_it() -> None:
    steps = plan("I need to record the lecture, then save the clip as lecture_03")
    assert (
        "Type 'lecture_03' into the name field" in steps and steps[-1] == "Check the recording 'lecture_03' is listed"
    )


def test_a_name_and_number_entered_unsaved_are_a_contacts_form_never_a_call() -> None:
    for text in (
        "go to the new contact screen and type Ines Moreau with number +14155550123 marked home, don't save",
        "put in Ines Moreau, +14155550123, no saving",
    ):
        steps = plan(text)
        assert steps[:2] == ["Open Contacts", "Start a new contact"] and "Save the contact" not in steps, text
        assert not [step for step in steps if step.startswith(("Call", "Dial"))], text


def test_whoever_texted_last_gets_the_reply() -> None:
    assert plan("the person who just messaged me - text them back: on my way")[2] == "Type 'on my way'"


def test_the_act_said_after_by_is_the_request() -> None:
    assert (
        plan("clean up markor by moving ideas.md into Archive")[-1]
        == "Move the note 'ideas.md' to the folder 'Archive'"
    )


def test_an_address_someone_needs_is_texted_on() -> None:
    steps = plan("Omar Haddad needs the location Lena Okafor sent me, pass it to him")
    assert steps[1:3] == ["Open the conversation with Lena Okafor", "Remember the location"]


def test_an_example_of_the_answers_format_is_no_value() -> None:
    assert plan("when am I next meeting with Ines Moreau? e.g. April 2 2030 09:30")[-1].endswith("| Ines Moreau")


def test_a_place_forgotten_is_asked_of_the_event() -> None:
    assert plan("I can't remember where the Dentist is - what's the address?")[-1].endswith("| Dentist")


def test_notes_wanted_merged_are_merged() -> None:
    steps = plan("I'd like a.md and b.md combined into a single note c.md, with a new line between them")
    assert "Open the note 'a.md'" in steps and "Open the note 'b.md'" in steps


def test_a_quick_check_in_an_app() -> None:
    assert '"mode": "is_todo"' in plan("quick question in joplin: is Pay rent a to-do?")[-1]


def test_attendees_listed_in_a_note() -> None:
    assert '"subject": "Sprint review"' in plan("how many people were named in my Sprint review meeting note?")[-1]


def test_a_day_taken_off_clears_it() -> None:
    assert plan("I am having april 2 off, so delete all my events that day")[-1] == "Delete every event on 2030-04-02"


def test_a_switch_said_to_be_off_then_turned_on_by_it() -> None:
    assert (
        plan("my headphones won't pair, bluetooth seems to be off, could you switch it on")[-1] == "Turn on bluetooth"
    )


def test_a_missed_call_called_back_by_that_number() -> None:
    assert plan("missed the call while driving, please call whoever it was back")[-1] == "Call back the missed call"


def test_a_list_asked_for_by_someone_else_is_the_question() -> None:
    assert '"priority": "high"' in plan("the team lead needs a list of my high priority tasks, what are they?")[-1]


def test_an_occasion_said_first_is_no_part_of_the_request() -> None:
    assert plan("party time!! turn wifi on") == ["Open the wifi setting", "Turn on wifi"]


def test_a_recipe_being_made_asks_its_notes_amount() -> None:
    assert '"subject": "Lemon cake"' in plan("making Lemon cake later, how much butter does my joplin recipe say?")[-1]


def test_a_camera_request_after_what_is_happening() -> None:
    assert plan("the cat is stuck in a box, quickly take a photo")[-1] == "Take a photo"


def test_a_falling_out_said_first_before_a_deletion() -> None:
    assert (
        plan("we lost touch years ago, delete Omar Haddad from my contacts")[-1] == "Delete the contact 'Omar Haddad'"
    )


# Set 101's forms, in other wordings.


def test_rows_named_first_then_said_to_come_out() -> None:
    steps = plan("Pharmacy, Board game - both should be removed from my expenses")
    assert steps[1:] == ["Delete the expense 'Pharmacy'", "Delete the expense 'Board game'"]


def test_a_notes_text_ends_at_its_full_stop_before_it_is_texted() -> None:
    steps = plan("new note ideas.md that says Call the plumber. then text it to +14155550123")
    assert (
        "Type 'Call the plumber' into the body field" in steps
        or "Type 'Call the plumber.' into the body field" in steps
    )
    assert "Open Messages" in steps


def test_an_address_text_forwarded() -> None:
    assert plan("pass on Lena Okafor's location message to Omar Haddad")[1:3] == [
        "Open the conversation with Lena Okafor",
        "Remember the location",
    ]


def test_an_expense_row_after_a_dash() -> None:
    assert "Type 'Pharmacy' into the name field" in plan("new expense – Pharmacy, 64.24, Health Care")


def test_a_recipe_named_in_lower_case_is_deleted_by_that_name() -> None:
    assert plan("remove banana bread from broccoli")[-1] == "Delete the recipe 'banana bread'"


def test_a_file_duplicated_is_copied() -> None:
    assert plan("duplicate scan_2.jpg from DCIM into Pictures")[-1].startswith("Check the file 'scan_2.jpg' is in")


def test_disconnecting_is_turning_off() -> None:
    assert plan("disconnect from bluetooth")[-1] == "Turn off bluetooth"


def test_an_app_got_open_is_opened_never_bought() -> None:
    assert plan("get the camera up and deal with the permission prompts") == ["Open camera", "Dismiss any pop-ups"]


def test_an_entry_said_after_the_calendars_name() -> None:
    steps = plan("cal: friday 3-4pm Team sync")
    assert "Type 'Team sync' into the title field" in steps and "Type '15:00' into the time field" in steps


def test_a_recurring_event_said_as_a_heading() -> None:
    steps = plan("repeating event: Standup, weekly from april 1, 09:00-09:15, no end date")
    assert "Type 'Standup' into the title field" in steps and "Choose 'Weekly' for the repetition field" in steps


def test_an_ingredients_amount_asked_in_short() -> None:
    assert '"kind": "butter"' in plan("joplin Lemon cake recipe: butter quantity?")[-1]
