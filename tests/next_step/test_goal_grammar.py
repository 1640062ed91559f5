"""The goal grammar: a task read into steps of (verb, object, fields, constraints), as AndroidWorld's task
templates and people phrase them, and the plan each step becomes."""

from __future__ import annotations

import datetime
import re

import pytest

from mcp_agent.tools.next_step.intent import plan_for, read_task
from mcp_agent.tools.next_step.intent.clauses import read_clauses
from tests.next_step.planning import step

pytestmark = pytest.mark.unit

TODAY = datetime.date(2030, 3, 14)  # a Thursday, years away from the machine's clock


def plan(task: str, today: datetime.date | None = TODAY) -> list[str]:
    return plan_for(read_task(task, {}, today))


def test_an_app_of_several_words_ends_the_slot_where_it_stands() -> None:
    assert plan("Send a text message using Simple SMS Messenger to +16597910719 with message: See you soon.") == [
        "Open Simple SMS Messenger",
        "Open the conversation with +16597910719",
        "Type 'See you soon'",
        "Send the message",
    ]
    assert plan("Reply to +13920832234 with message: Life is good in Simple SMS Messenger")[2] == "Type 'Life is good'"


def test_a_leading_in_app_names_the_app_of_an_event() -> None:
    steps = plan(
        "In Simple Calendar Pro, create a calendar event on 2030-3-18 at 15h with the title 'Review' and the "
        "description 'Quarterly numbers'. The event should last for 45 mins."
    )
    assert steps == [
        "Open Simple Calendar Pro",
        "Start a new event",
        "Type 'Review' into the title field",
        "Type 'Quarterly numbers' into the description field",
        "Type '2030-03-18' into the date field",
        "Type '15:00' into the time field",
        "Type '15:45' into the end time field",
        "Save the event",
        "Check the event 'Review' is listed at 2030-03-18 15:00",
    ]


@pytest.mark.parametrize(
    ("phrase", "day"),
    [("tomorrow", "2030-03-15"), ("this Friday", "2030-03-15"), ("in two weeks from today", "2030-03-28")],
)
def test_relative_days_are_read_against_the_device_date(phrase: str, day: str) -> None:
    steps = plan(f"In Simple Calendar Pro, create a calendar event {phrase} at 9h with the title 'Gym'.")
    assert f"Type '{day}' into the date field" in steps


def test_instructions_are_constraints_not_slots() -> None:
    read = read_clauses(
        "What events do I have on March 16 in Simple Calendar Pro? Answer with the titles only. If there are "
        "multiples titles, format your answer in a comma separated list."
    )
    assert (read.answer, read.comma) == ("titles", True)
    assert all("Answer" not in clause.text for clause in read.clauses)
    goal = read_task("Open the Contacts app. Clear any pop-ups that may appear by granting all permissions.")
    assert plan_for(goal) == ["Open Contacts", "Dismiss any pop-ups"]
    timer = read_task("Create a timer with 1 hours, 5 minutes, and 30 seconds. Do not start the timer.")
    assert plan_for(timer) == ["Open Clock", "Tap Timer", "Set the timer to 01:05:30"]


def test_a_sequence_is_two_steps() -> None:
    assert plan("Turn off WiFi, then enable bluetooth") == [
        "Open the WiFi setting",
        "Turn off WiFi",
        "Open the bluetooth setting",
        "Turn on bluetooth",
    ]
    assert plan("wifi off and bluetooth on please")[-1] == "Turn on bluetooth"
    shared = plan(
        "Create a new note in Markor named trip.md with the following text: Pack the tent. Share the entire "
        "content of the note with the phone number +12165552636 via SMS using Simple SMS Messenger"
    )
    assert shared[:2] == ["Open Markor", "Start a new note"]
    assert shared[-3:] == ["Open the conversation with +12165552636", "Type 'Pack the tent'", "Send the message"]


def test_rows_given_as_data_are_one_entry_each() -> None:
    steps = plan(
        "Add the following expenses into the pro expense:\nname|amount_dollars|category_name|note\n"
        "Rent|1200|Housing|Monthly\nTaxi|30|Transportation|Airport"
    )
    assert steps.count("Start a new expense") == 2
    assert "Choose 'Transportation' for the category field" in steps
    assert steps[-1] == "Check the expense 'Taxi' is listed"
    inline = plan("log these in Pro Expense pls: Fuel $115.28 (Transportation, note: Monthly)")
    assert "Type '115.28' into the amount field" in inline


@pytest.mark.parametrize(
    ("task", "expected"),
    [
        (
            "Delete the following expenses from pro expense: Rent, Taxi.",
            ["Delete the expense 'Rent'", "Delete the expense 'Taxi'"],
        ),
        ("get rid of my gifts_19.txt note in markor", ["Delete the note 'gifts_19.txt'"]),
        ("Delete the newest note in Markor.", ["Delete the newest note"]),
        ("In Simple Calendar Pro, delete all the calendar events on 2030-3-19", ["Delete every event on 2030-03-19"]),
        # Chosen by content: every row read, then each qualifying one deleted (pruning.py).
        (
            "Delete all but one of any expenses in pro expense that are exact duplicates, ensuring at least one remains.",
            ["Delete the extra copies of duplicate expenses"],
        ),
        (
            "Delete the recipes from Broccoli app that use eggs in the directions.",
            ["Delete every recipe whose directions mentions 'eggs'"],
        ),
    ],
)
def test_deletions_name_what_they_delete(task: str, expected: list[str]) -> None:
    assert plan(task)[1:] == expected


@pytest.mark.parametrize(
    "task",
    [
        "In Markor, remove the note",
        "Delete the recipes from Broccoli app that have a photo.",
        "delete all but one expense",
    ],
)
def test_a_deletion_that_needs_judgement_is_not_guessed(task: str) -> None:
    steps = plan(task)
    assert len(steps) == 1 and steps[0].startswith("Stop: the rules cannot")


def test_edits_rename_and_add_text_where_asked() -> None:
    assert plan(
        "Update the Markor note a.md by adding the following text, along with a new blank line before the existing "
        'content: "Hello.", and rename it to b.md.'
    ) == [
        "Open Markor",
        "Open the note 'a.md'",
        "Add 'Hello.' to the top of the body field with a blank line",
        "Save the note",
        "Rename it to 'b.md'",
    ]
    assert plan("Edit x.md in Markor. Add to the bottom of the note Buy milk")[2] == (
        "Add 'Buy milk' to the bottom of the body field"
    )


def test_questions_about_the_agenda_become_a_reading_of_the_asked_days() -> None:
    asked = plan(
        "Do I have any events between 10:00 and 8pm this Monday in Simple Calendar Pro? Answer with the titles only."
    )
    assert asked == ["Open Simple Calendar Pro", "Answer from the agenda: titles 2030-03-18 2030-03-18 10:00 20:00 | "]
    week = plan("What events do I have in the next week in Simple Calendar Pro? Assume the week starts from Monday.")
    assert week[1].startswith("Answer from the agenda: titles 2030-03-18 2030-03-24")


def test_contacts_from_a_sentence_or_a_list_of_details() -> None:
    assert set(plan("Create a new contact for Hana Suzuki. Their number is +19705551889.")[2:5]) == {
        "Type 'Hana' into the first name field",
        "Type 'Suzuki' into the last name field",
        "Type '+19705551889' into the phone field",
    }
    draft = plan(
        "Go to the new contact screen and enter the following details: First Name: Tomas, Last Name: Brennan, "
        "Phone: +18995559039, Phone Label: Work. Do NOT hit save."
    )
    assert draft[-1] == "Choose 'Work' for the phone label field"
    assert not any(step.startswith("Save") for step in draft)


def test_what_to_add_said_before_the_verb() -> None:
    steps = plan(
        "two weeks from now, 3pm: Budget review (thirty minutes, description Meet at the front desk) "
        "- add it to simple calendar"
    )
    assert steps[0] == "Open Simple Calendar Pro"
    assert "Type 'Budget review' into the title field" in steps
    assert "Type 'Meet at the front desk' into the description field" in steps
    assert "Type '2030-03-28' into the date field" in steps and "Type '15:30' into the end time field" in steps


def test_a_slot_ends_where_the_next_step_starts() -> None:
    steps = plan('rename a_1.md to b_2.md in markor and put "Call Ana." at the top with a blank line after it')
    assert steps[-1] == "Rename it to 'b_2.md'"
    assert "Add 'Call Ana.' to the top of the body field with a blank line" in steps


@pytest.mark.parametrize(
    ("task", "first", "last"),
    [
        ("text +13525551454 back: Running late", "Open Messages", "Send the message"),
        ("save +19705551889 as Hana Suzuki", "Open Contacts", "Check the contact 'Hana Suzuki' is listed"),
        ("timer 1h 38m 49s, don't start it yet", "Open Clock", "Set the timer to 01:38:49"),
        ('make a voice recording named "memo_1"', "Open Audio Recorder", "Check the recording 'memo_1' is listed"),
        ("bluetooth off please", "Open the bluetooth setting", "Turn off bluetooth"),
        ("turn the brightness all the way down", "Open the brightness setting", "Set brightness to min"),
        ("disable wifi then turn on bluetooth", "Open the wifi setting", "Turn on bluetooth"),
        (
            "cancel everything I have on 2030-03-19 in simple calendar",
            "Open Simple Calendar Pro",
            "Delete every event on 2030-03-19",
        ),
        ("delete the last note I made in markor", "Open Markor", "Delete the newest note"),
    ],
)
def test_casual_requests_read_as_the_template_would(task: str, first: str, last: str) -> None:
    steps = plan(task)
    assert (steps[0], steps[-1]) == (first, last), steps


def test_an_event_lasting_hours_and_a_question_mark_inside_a_request() -> None:
    steps = plan("can you put 'Piano lesson' on friday 10 am in simple calendar pro? it lasts an hour and a half.")
    assert "Type '11:30' into the end time field" in steps and steps[-1].startswith("Check the event 'Piano lesson'")


@pytest.mark.parametrize(
    ("task", "wanted"),
    [
        ("what have I got on next week? titles only", "Answer from the agenda: titles 2030-03-18 2030-03-24"),
        ("what's happening on the 16th of march", "Answer from the agenda: titles 2030-03-16 2030-03-16"),
        (
            "log an expense in pro expense: Book, $12.50, category Education, note Gift",
            "Type 'Gift' into the note field",
        ),
        ("I spent $9.99 on Lunch (Food, Work trip) - add it to pro expense", "Choose 'Food' for the category field"),
        ("create a file called a_1.txt in markor containing Buy milk", "Type 'Buy milk' into the body field"),
        ('append "Call Ana." to a_1.txt', "Add 'Call Ana.' to the bottom of the body field"),
        (
            "Piano lesson on Friday at 10 for 60 minutes, put it in the calendar",
            "Type '2030-03-15' into the date field",
        ),
        ("clear saturday's events from my calendar", "Delete every event on 2030-03-16"),
        ("start a new contact: first name Tomas, last name Brennan", "Type 'Brennan' into the last name field"),
        ("start timing with the stopwatch", "Start the stopwatch"),
        ("turn wifi off, and turn bluetooth on", "Turn on bluetooth"),
    ],
)
def test_more_ways_people_say_the_same_jobs(task: str, wanted: str) -> None:
    steps = plan(task)
    assert any(step.startswith(wanted) for step in steps), steps


@pytest.mark.parametrize(
    ("task", "wanted"),
    [
        ("the Fuel expense is wrong, delete it from pro expense", "Delete the expense 'Fuel'"),
        ("delete these expenses: Fuel, Rent and Gym", "Delete the expense 'Gym'"),
        ('remove the 9am "Lunch with Sam" on 2030-03-23', "Delete"),
        ('open a_1.md and add "Call Ana." at the bottom', "Add 'Call Ana.' to the bottom of the body field"),
        ("use the audio recorder to record something and save it as memo_2", "Check the recording 'memo_2' is listed"),
        (
            "tomorrow 8am: Yoga class, 60 mins, description Bring mats. add to my calendar",
            "Type 'Bring mats' into the description field",
        ),
        ('jot down "Buy milk. Book the train." in a markor note called a_2.md', "Type 'Buy milk. Book the train.'"),
    ],
)
def test_the_verb_late_or_the_entry_named_first(task: str, wanted: str) -> None:
    steps = plan(task)
    assert any(step.startswith(wanted) for step in steps), steps


def test_a_recipe_said_in_one_line_fills_the_recipe_form() -> None:
    steps = plan(
        "new recipe in broccoli: Veggie stir fry, Colourful and quick, 2 servings, prep 20 mins, source magazine, "
        "ingredients peppers, soy sauce, garlic, directions Stir fry the peppers."
    )
    for wanted in ("Veggie stir fry", "Colourful and quick", "2 servings", "20 mins", "magazine", "peppers, soy sauce"):
        assert any(f"'{wanted}" in step for step in steps), (wanted, steps)
    assert steps[-1] == "Check the recipe 'Veggie stir fry' is listed"


@pytest.mark.parametrize(
    ("task", "wanted"),
    [
        ("merge my notes a_1.md, b_2.md, c_3.md into d_4.md", "Remember"),
        ("Hana Novak sent me an address, pls forward it to Priya Suzuki", "Remember"),
        ("whoever sent me the last text, call them", "Remember the sender"),
        ("return my missed call", "Open Phone"),
        ("put a timer on for 1:38:49 but don't start", "Set the timer to 01:38:49"),
        ('at the end of a_1.txt add "Call Ana."', "Add 'Call Ana.' to the bottom of the body field"),
        ("lowest brightness please", "Set brightness to min"),
    ],
)
def test_the_fourth_set_of_ways_people_say_it(task: str, wanted: str) -> None:
    steps = plan(task)
    assert any(step.startswith(wanted) for step in steps), steps


@pytest.mark.parametrize(
    ("task", "wanted"),
    [
        ("use my sms app to text +13525551454: Running late", "Type 'Running late'"),
        ("in my notes app create a_1.txt saying Buy milk", "Type 'Buy milk' into the body field"),
        ('new markor note "a_1.txt" - Buy milk', "Type 'Buy milk' into the body field"),
        ("add a line at the bottom of a_1.txt: Call Ana.", "Add 'Call Ana"),
        (
            "in two weeks at three pm I have Budget review, add it to simple calendar pro for half an hour",
            "Type 'Budget review' into the title field",
        ),
        (
            'calendar: Yoga class tomorrow at eight am, one hour, description "Mats"',
            "Type '09:00' into the end time field",
        ),
        ("first turn wifi off, then bluetooth on", "Turn on bluetooth"),
        ("I missed a call just now, call that number back", "Open Phone"),
        ("friday: what is the first event after 8am?", "Answer from the agenda: first 2030-03-15 2030-03-15 08:00"),
        ("when will I next see Greta Novak?", "Answer from the agenda: next"),
        ("where's Piano lesson happening?", "Answer from the agenda: place"),
    ],
)
def test_the_fifth_set_of_ways_people_say_it(task: str, wanted: str) -> None:
    steps = plan(task)
    assert any(step.startswith(wanted) for step in steps), steps


@pytest.mark.parametrize(
    "task",
    [
        "Delete the contact Ben Carter.",
        "remove Ben Carter from my contacts",
        "get rid of Ben Carter's contact, I don't need it anymore",
    ],
)
def test_a_contact_named_after_the_verb_or_as_an_owner_is_the_one_deleted(task: str) -> None:
    assert plan(task) == ["Open Contacts", "Delete the contact 'Ben Carter'"]


@pytest.mark.parametrize(
    ("task", "wanted"),
    [
        ("new alarm 21:30 please", "Set an alarm for 21:30"),
        ("move a_1.md into the Archive folder", "Open Notes"),
        ("delete Ravi Brennan's number from my phone", "Delete the contact 'Ravi Brennan'"),
        ("send my previous message to Greta Lindqvist again", "Open the conversation with Greta Lindqvist"),
        ("add a note in markor named a_1.txt; content: Buy milk", "Type 'Buy milk' into the body field"),
        ("append this to a_1.txt: Call Ana", "Add 'Call Ana' to the bottom of the body field"),
        (
            "tomorrow at 8 I have Yoga class for 60 minutes, please put it in my calendar",
            "Type '08:00' into the time field",
        ),
        ("make an event on Friday at 10am named Piano lesson (60 min)", "Type '2030-03-15' into the date field"),
        (
            "Lunch with Sam every day from march 18 2030, noon, 90 minutes - add to calendar",
            "Choose 'Daily' for the repetition field",
        ),
        ("location of Piano lesson?", "Answer from the agenda: place"),
        ("start a stopwatch", "Start the stopwatch"),
    ],
)
def test_the_sixth_set_of_ways_people_say_it(task: str, wanted: str) -> None:
    steps = plan(task)
    assert any(step.startswith(wanted) for step in steps), steps


@pytest.mark.parametrize(
    ("task", "wanted"),
    [
        ("get rid of the Fuel entry in pro expense", "Delete the expense 'Fuel'"),
        ("launch files and get rid of any pop-ups", "Dismiss any pop-ups"),
        ("text back the last person who messaged me: Call me", "Type 'Call me'"),
        ("make me a markor note called a_1.txt with this text: Buy milk", "Type 'Buy milk' into the body field"),
        ("a_1.txt isn't needed anymore, delete it from markor", "Delete the note 'a_1.txt'"),
        ('put "Call Ana." at the very end of a_1.txt', "Add 'Call Ana.' to the bottom of the body field"),
        (
            "tommorow 8am Yoga class (60 minutes) - description Mats, put it in simple calendar pro",
            "Type 'Mats' into the description field",
        ),
        (
            "make Lunch with Sam a daily event starting 2030-03-18 at 12:00, 90 minutes long",
            "Type 'Lunch with Sam' into the title field",
        ),
        (
            "where do I have to go for Piano lesson?",
            "Answer from the agenda: place 2030-03-14 2030-04-28 00:00 23:59 | Piano",
        ),
        ("timer: 1 hr 38 min 49 sec. don't start it", "Set the timer to 01:38:49"),
        ("kick off the stopwatch", "Start the stopwatch"),
        ("turn the wifi back on", "Turn on wifi"),
        ("bluetooth: off", "Turn off bluetooth"),
        (
            "record an expense of $4.50 for Coffee in pro expense, category Food, note Work",
            "Type 'Work' into the note field",
        ),
    ],
)
def test_the_seventh_set_of_ways_people_say_it(task: str, wanted: str) -> None:
    steps = plan(task)
    assert any(step.startswith(wanted) for step in steps), steps


@pytest.mark.parametrize(
    ("task", "wanted"),
    [
        ("add these to the playing queue in order: Low Tide, Paper Planes", "Add 'Low Tide' to the playing queue"),
        ("respond to whoever messaged me most recently: Call me", "Type 'Call me'"),
        ("resend that last text I sent Greta Lindqvist", "Open Messages"),
        ('new note named a_1.txt in markor with the content "Buy milk."', "Type 'Buy milk.' into the body field"),
        (
            'in a_1.md, put "Call Ana." first with an empty line after it, and rename the file b_2.md',
            "Rename it to 'b_2.md'",
        ),
        (
            'calendar event Budget review at 3 pm two weeks from today, 30 min, description "Desk"',
            "Type '2030-03-28' into the date field",
        ),
        ("Piano lesson on Friday 10:00, 60 mins, description Roadmap, in simple calendar", "Start a new event"),
        ("any appointments on 16 march? titles please", "Answer from the agenda: titles 2030-03-16"),
        ("begin the stopwatch", "Start the stopwatch"),
        ("remove Chicken curry from broccoli", "Delete the recipe 'Chicken curry'"),
        ("set an alarm at 9:30 in the evening", "Set an alarm for 21:30"),
        ('in retro music, create a playlist "Chill 82" containing Low Tide and Paper Planes', "Open Retro Music"),
    ],
)
def test_the_eighth_set_of_ways_people_say_it(task: str, wanted: str) -> None:
    steps = plan(task)
    assert any(step.startswith(wanted) for step in steps), steps


def test_adding_somewhere_that_is_not_a_cart_is_never_an_order() -> None:
    assert not any("order" in step.lower() for step in plan("add these to the playing queue: Low Tide"))
    assert not any("order" in step.lower() for step in plan("get rid of the Fuel entry in pro expense"))


@pytest.mark.parametrize(
    ("task", "wanted"),
    [
        ("merge a_1.md + b_2.md + c_3.md -> d_4.md", "Remember"),
        ('daily recurring event "Lunch with Sam" from 2030-03-18 at noon, 90 minutes', "Choose 'Daily'"),
        ("delete my saturday events", "Delete every event on 2030-03-16"),
        (
            "Piano lesson: where is it?",
            "Answer from the agenda: place 2030-03-14 2030-04-28 00:00 23:59 | Piano lesson",
        ),
        ("make a recording with the audio recorder app", "Start recording"),
        ('record audio, save as "memo_3"', "Check the recording 'memo_3' is listed"),
        ("add the expense Book: $12.00, Education, Gift", "Type 'Gift' into the note field"),
        ("Fuel shouldn't be in pro expense, please delete it", "Delete the expense 'Fuel'"),
        ("call this number: +19685551245", "Call +19685551245"),
        ("call the sender of my latest text", "Remember the sender"),
        ("I missed a call, call back", "Open Phone"),
        (
            "queue these songs in retro music: Low Tide, Paper Planes, in that order",
            "Add 'Low Tide' to the playing queue",
        ),
    ],
)
def test_the_ninth_set_of_ways_people_say_it(task: str, wanted: str) -> None:
    steps = plan(task)
    assert any(step.startswith(wanted) for step in steps), steps


@pytest.mark.parametrize(
    ("task", "wanted"),
    [
        ("stopwatch start", "Start the stopwatch"),
        ("1h38m49s timer, do not start", "Set the timer to 01:38:49"),
        ("markor note a_1.txt - Buy milk", "Type 'Buy milk' into the body field"),
        ("throw away a_1.txt in markor", "Delete the note 'a_1.txt'"),
        ('a_1.txt: add "Call Ana." at the end', "Add 'Call Ana.' to the bottom of the body field"),
        ("answer the latest sms with Call me", "Type 'Call me'"),
        ("store Hana Suzuki (+19705551889) in contacts", "Type '+19705551889' into the phone field"),
        ("phone call to +19685551245", "Call +19685551245"),
        ("playlist Chill 82 in retro music: Low Tide and Paper Planes", "Add 'Low Tide' to the playlist 'Chill 82'"),
        ("photo please", "Take a photo"),
        ("a_1.md should go in the Archive folder (markor)", "Move the note 'a_1.md' to the folder 'Archive'"),
        ("what's the address for Piano lesson?", "Answer from the agenda: place"),
    ],
)
def test_the_tenth_set_terse_and_noun_first(task: str, wanted: str) -> None:
    steps = plan(task)
    assert any(step.startswith(wanted) for step in steps), steps


@pytest.mark.parametrize(
    ("task", "wanted"),
    [
        ("delete Lunch with Sam from my calendar (March 23, 9am)", ["Delete the event 'Lunch with Sam' on 2030-03-23"]),
        ("remove Dentist from my calendar on Friday", ["Delete the event 'Dentist' on 2030-03-15"]),
        ("remove Book club from my agenda for the 19th", ["Delete the event 'Book club' on 2030-03-19"]),
        ("cancel Lunch with Sam on march 23 2030", ["Delete the event 'Lunch with Sam' on 2030-03-23"]),
        ("delete piano lesson on friday at nine", ["Delete the event 'piano lesson' on 2030-03-15"]),
        ("cancel Dentist, Friday 9am", ["Delete the event 'Dentist' on 2030-03-15"]),
        (
            'Delete the event "Car service" on March 18; keep the other events of that day',
            ["Delete the event 'Car service' on 2030-03-18"],
        ),
        (
            "delete Book club on the 19th, leave the rest of that day alone",
            ["Delete the event 'Book club' on 2030-03-19"],
        ),
        (
            "call off Piano lesson on march 23",
            ["Delete the event 'Piano lesson' on 2030-03-23"],
        ),  # cancelling, not a call
        ("cancel my 9am meeting on March 23", None),
        ("delete my meeting on Friday", None),
        ("delete my 9am on Friday", None),
        ("delete tomorrow's appointment", None),
        ("delete the events on this Friday", ["Delete every event on 2030-03-15"]),
        ("clear my calendar on Friday", ["Delete every event on 2030-03-15"]),
    ],
)
def test_an_event_said_with_its_day_is_that_event_never_the_whole_day(task: str, wanted: list[str] | None) -> None:
    """Deleting more than was asked is worse than asking: a day's events go only when the events of the day are
    what was said ("the events on …", "clear my calendar"); one event, named, is that one; unnamed, a question."""
    steps = plan(task)
    assert not any(step.startswith("Delete every") for step in steps) or wanted and wanted[0].startswith("Delete every")
    if wanted is None:
        assert steps[-1].startswith("Stop"), steps
    else:
        assert steps[1:] == wanted, steps


@pytest.mark.parametrize("task", ["cancel my 9am meeting on March 23", "delete my appointment on Friday"])
def test_an_unnamed_event_to_delete_is_asked_for_by_title(task: str) -> None:
    result = step(task, '[1] TextView "Simple Calendar Pro"', plan(task))
    assert result.action == "ask_user" and "title of the event" in (result.question or ""), result


@pytest.mark.parametrize(
    ("task", "wanted"),
    [
        (
            "Delete my Swimming activity from March 12 in OpenTracks.",
            "Delete every event on 2030-03-12 that is 'Swimming'",
        ),
        ("opentracks: get rid of the bike ride of March 12", "Delete every event on 2030-03-12 that is 'Cycling'"),
        ("delete all my tracks from March 12 in opentracks", "Delete every event on 2030-03-12"),
    ],
)
def test_an_activity_of_a_day_is_deleted_by_its_kind_never_the_days_others(task: str, wanted: str) -> None:
    # An activity's day said without its year is a past one (never read ahead as a calendar's is).
    assert plan(task)[1:] == [wanted]


@pytest.mark.parametrize(
    ("task", "title", "body"),
    [
        (
            "make a markor note called trip_98.txt — content: The report is due. Water the plants.",
            "trip_98.txt",
            "The report is due. Water the plants",
        ),
        ("create a note shopping.md - text: eggs, flour", "shopping.md", "eggs, flour"),
        ("new note ideas.txt – body: Try the blue paint", "ideas.txt", "Try the blue paint"),
    ],
)
def test_a_notes_text_labelled_after_a_dash_is_its_body_not_its_name(task: str, title: str, body: str) -> None:
    steps = plan(task)
    assert f"Type '{title}' into the title field" in steps
    assert f"Type '{body}' into the body field" in steps


def test_a_hyphen_inside_words_or_a_name_is_not_a_label() -> None:
    # "well-known", "self-taught": no space around the hyphen, and no label after it: the text stays whole.
    assert "Type 'a self-taught text' into the body field" in plan(
        "create a note called well-known.md: a self-taught text"
    )


@pytest.mark.parametrize(
    "task",
    [
        "add Budget review in two weeks at 3pm, 30 mins, description Meet at the front desk",
        "put Team sync in my calendar in two weeks at 3pm, 30 mins, description Room 4",
        "schedule Dentist in two weeks at 3pm, 30 mins, description Bring the card",
    ],
)
def test_an_event_in_two_weeks_with_its_hour_length_and_description_said_in_a_row(task: str) -> None:
    steps = plan(task)
    assert "Type '2030-03-28' into the date field" in steps
    assert "Type '15:00' into the time field" in steps
    assert "Type '15:30' into the end time field" in steps
    assert any(step.endswith("into the description field") for step in steps)


@pytest.mark.parametrize(
    "task",
    [
        "how many servings is the Greek salad recipe?",
        "what amount is the Fuel expense?",
        "which category is the Taxi expense",
        "when is Book club?",
    ],
)
def test_a_question_about_a_field_never_changes_it(task: str) -> None:
    assert not [step for step in plan(task) if step.startswith(("Type", "Save", "Choose"))]


@pytest.mark.parametrize(
    ("task", "row"),
    [
        (
            "log $12 for Lunch, it's Food, note Work",
            ["'Lunch' into the name", "'12' into the amount", "'Food' for the category"],
        ),
        (
            "help me log $436.78 for Online course, it's Education, note Monthly",
            ["'Online course' into the name", "'Education' for"],
        ),
        ("log $9 for Parking, it is Transportation, note Work", ["'Parking' into the name", "'Transportation' for"]),
    ],
)
def test_an_expense_filed_by_saying_what_it_is(task: str, row: list[str]) -> None:
    steps = " | ".join(plan(task))
    assert all(part in steps for part in row), steps


@pytest.mark.parametrize(
    "task", ["log an expense of $12 for Lunch", "an expense of 12 for Lunch", "add an expense for 30 at Cafe"]
)
def test_a_preposition_before_the_amount_is_never_an_expenses_name(task: str) -> None:
    assert not [
        step for step in plan(task) if re.search(r"Type '(?:An expense )?(?:of|for|at)' into the name", step, re.I)
    ]
