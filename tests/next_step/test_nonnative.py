"""Forms met in the first run of people set 69 (non-native and regional English), tested in other wordings: a decimal
comma in money talk, expense rows with a comma or "in" before the category (and none guessed when one goes unread),
a labelled duration, "which are using X in the directions", a queue after a player's step in that player, a play
step that must be done before what follows counts; a date said day first with a dot, "of" for "on" and for "in" an
app, particles at the end ("lah", "po", "ah"), "abeg", "do one thing", "X you can V?", "i was miss", "give callback
to", "call on that number", "most long", "how many todo is there", "coming double", "tell only number", "X is in
which folder", "inside put", "after it finish", "after that X also", "other things don't touch", a field named
without its article, an entry said first then the field to change, "with due date", "the event X" deleted by name."""

from __future__ import annotations

import random
from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.courtesy import plain
from mcp_agent.tools.next_step.intent.reader import read_task
from tests.next_step.androidworld import suite
from tests.next_step.androidworld.report import run_all
from tests.next_step.androidworld.template import Task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


def test_a_decimal_comma_in_money_talk_is_the_decimal_point() -> None:
    assert plain("i spent 12,50 euro on lunch") == "i spent 12.50 euro on lunch"
    assert (
        plain("add expense Taxi 1.200,75 dollar, Transportation") == "add expense Taxi 1200.75 dollar, Transportation"
    )


def test_a_comma_outside_money_talk_is_left_alone() -> None:
    assert plain("play songs 12,50 and 7") == "play songs 12,50 and 7"
    assert "1,250" in plain("add expense Rent 1,250 dollar, Housing")  # a thousands group keeps its comma


def test_expense_rows_with_a_comma_before_the_category_are_each_read() -> None:
    rows = read_task(
        "put in pro expense: Gym 30,00 dollar, Health Care, note June; Taxi 9,40 dollar, Transportation", None, TODAY
    ).rows
    assert [dict(row)["amount"] for row in rows] == ["30.00", "9.40"]
    assert dict(rows[0])["category"] == "Health Care" and dict(rows[0])["note"] == "June"


def test_expense_rows_said_with_in_before_the_category() -> None:
    rows = read_task("add to my expenses Lunch 12.50 in Food and Taxi 8.20 in Transportation", None, TODAY).rows
    assert [dict(row)["name"] for row in rows] == ["Lunch", "Taxi"]
    assert [dict(row)["category"] for row in rows] == ["Food", "Transportation"]


def test_no_expense_row_is_guessed_when_one_goes_unread() -> None:
    steps = plan(
        "add expenses in pro expense: Lunch 12.50 in Food, Taxi 8.20 somewhere odd and Books 5.00 in Education"
    )
    assert not any("Taxi" in step for step in steps) or any("Books" in step for step in steps)
    assert not [step for step in steps if "Lunch" in step] or any("Books" in step for step in steps)


def test_a_labelled_duration_ends_the_description() -> None:
    goal = read_task("new event Dentist tomorrow at 15:00, description bring the card, duration 1 hour", None, TODAY)
    assert dict(goal.fields)["description"] == "bring the card" and dict(goal.fields)["duration"] == "60"
    goal = read_task("add event Gym on march 20 at 7:00 - length: 45 minutes", None, TODAY)
    assert dict(goal.fields)["duration"] == "45"


def test_recipes_using_a_word_in_their_directions() -> None:
    assert plan("remove every recipe which is using butter in the directions")[-1] == (
        "Delete every recipe whose directions mentions 'butter'"
    )
    assert plan("delete recipes having nuts in their ingredients")[-1] == (
        "Delete every recipe whose ingredients mentions 'nuts'"
    )


def test_a_queue_after_a_players_step_is_that_players_queue() -> None:
    steps = plan("play Old Radio in vlc, then add Paper Moon to the queue")
    assert steps[:2] == ["Open VLC", "Play 'Old Radio'"] and "Open Music" not in steps


async def test_a_song_played_before_others_are_queued_is_played_first() -> None:
    template = {t.id: t for t in suite.TEMPLATES}["OwnVlcPlayThenQueueTwo"]
    params = template.params(random.Random(f"{template.id}:0"))
    text = "in vlc play Sunday Drive, then add Old Radio and Night Bus to the queue"
    (run,) = await run_all([Task(template, params, 0, "play first", text)])
    assert run.verdict.passed and not run.verdict.false_done, run.transcript


def test_a_date_said_day_first_with_a_dot() -> None:
    assert plain("delete all events on 19.03") == "delete all events on March 19"
    assert plain("what did i run on 04.03.2030") == "what did i run on March 4 2030"
    assert plain("the price is 19.03 dollar") == "the price is 19.03 dollar"  # an amount, never a date


def test_a_slashed_date_is_read_day_first_only_when_the_day_cannot_be_a_month() -> None:
    assert plain("rename the note of 14/3 to X") == "rename the note on March 14 to X"
    assert plain("delete the event on 3/4") == "delete the event on 3/4"


def test_of_a_day_is_on_it_and_of_an_app_is_in_it() -> None:
    assert plain("how far was my walk of 12 March") == "how far was my walk on 12 March"
    assert plain("delete the note shopping.md of markor") == "delete the note shopping.md in markor"


def test_particles_at_the_end_ask_nothing() -> None:
    assert plain("turn on wifi lah") == "turn on wifi"
    assert plain("delete the note Draft po") == "delete the note Draft"
    assert plain("mute the call, can or not?").rstrip("?") == "mute the call"


def test_abeg_and_do_one_thing() -> None:
    assert plain("abeg end this call, i no fit hear you") == "end this call"
    assert plain("do one thing, open the camera") == "open the camera"


def test_the_object_said_before_you_can() -> None:
    assert plain("the note Draft you can delete?") == "delete the note Draft"
    assert plain("the alarm for 7:00 you can set?") == "set the alarm for 7:00"


def test_the_past_said_with_was_and_the_bare_verb() -> None:
    assert plain("i was add a contact yesterday") == "i added a contact yesterday"


def test_a_callback_given_and_a_number_called_on() -> None:
    assert plain("give callback to Ravi") == "call back Ravi"
    assert plain("call on that number") == "call that number"
    assert plain("Omar has sent me new number") == "Omar sent me a new number"


def test_most_said_before_a_plain_adjective_is_the_superlative() -> None:
    assert plain("which video is most short") == "which video is the shortest"
    assert plain("my most big file in Download") == "my biggest file in Download"


def test_how_many_asked_of_the_singular() -> None:
    assert plain("how many song is there in vlc") == "how many songs are there in vlc"
    assert plain("how many activity are there") == "how many activities are there"


def test_things_coming_double_are_duplicated() -> None:
    assert plan("my recipes are coming double in broccoli, delete the extra, keep one of each")[-1].startswith(
        "Delete the extra copies"
    )


def test_the_answers_form_said_plainly() -> None:
    assert plain("how many notes in markor? give only number") == "how many notes in markor? number only"
    assert plain("the song Old Radio is in which playlist in vlc? tell playlist name only") == (
        "in which playlist is the song Old Radio in vlc?"
    )


def test_a_playlist_made_with_what_is_put_inside() -> None:
    steps = plan("create one playlist in vlc with name Gym, inside put dog_park.mp4, beach_day.mp4 in this same order")
    assert "Add 'dog_park.mp4' to the playlist 'Gym'" in steps and "Add 'beach_day.mp4' to the playlist 'Gym'" in steps


def test_next_after_the_one_before_finishes() -> None:
    assert plain("play Old Radio and after it finishes, Copper Sky") == "play Old Radio and then Copper Sky"
    assert plain("add a.mp4 to the queue, after that b.mp4 also") == "add a.mp4 to the queue, then b.mp4 after it"


def test_nothing_else_touched() -> None:
    said = plain("set the note of Taxi to Work, other things don't touch")
    assert said.startswith("set the note of Taxi to Work") and "touch" not in said
    steps = plan("expense Taxi in pro expense, change only category to Food, other things don't touch")
    assert "Open the expense 'Taxi'" in steps and "Choose 'Food' for the category field" in steps


def test_an_entry_said_first_then_the_field_changed() -> None:
    steps = plan("track Lunch run in opentracks, change the name to Easy run")
    assert steps[0] == "Open OpenTracks" and any("Easy run" in step for step in steps)
    steps = plan("please to set description of Dentist event as Bring the card")
    assert "Open the event 'Dentist'" in steps and "Type 'Bring the card' into the description field" in steps


def test_a_task_with_due_date_said_as_its_label() -> None:
    goal = read_task('add task "Pay rent" with due date 20/3 and notes "by transfer"', None, TODAY)
    assert dict(goal.fields) == {"title": "Pay rent", "date": "2030-03-20", "description": "by transfer"}


def test_an_event_deleted_by_name_with_its_kind_said_first() -> None:
    assert plan("cancel the meeting Budget review on 21.03 at 10:00 from my calendar")[-1] == (
        "Delete the event 'Budget review' on 2030-03-21"
    )
    assert plan("delete the event Vet visit on March 20 at 9:00")[-1] == "Delete the event 'Vet visit' on 2030-03-20"


def test_a_number_with_a_dot_after_for_or_on_is_no_date() -> None:
    assert plain("add event Gym on 20.03 at 7:00 for 1.5 hrs") == "add event Gym on March 20 at 7:00 for 1.5 hrs"
    assert plain("how many runs on 10.05 km or more") == "how many runs on 10.05 km or more"


def test_with_the_name_is_left_to_the_fields_and_a_new_expense_is_no_part_of_its_name() -> None:
    steps = plan("Add an expense in Pro Expense with the name Taxi, the amount $1,250.50, the category Transportation")
    assert "Type 'Taxi' into the name field" in steps
    assert "Type 'Lunch' into the name field" in plan("new expense Lunch $12.50 in Food, note Work")
