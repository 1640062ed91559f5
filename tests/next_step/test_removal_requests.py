"""Deletes, removals and edits as people ask for them (the forms met in people set 83), tested in other wordings: the
throwaway verbs ("ditch", "nuke", "scrap" a named thing), what is kept said beside what goes, "I don't want X any
more", a wrong value said "should say Y not Z" / "was A not B" / "it's actually …", a number that "changed", entries
named by a feature before their verb, a bare hour as an event's new start, an outing named by its weekday; and a note
whose text is "wiped" to be replaced, which is never deleted."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)  # a Thursday


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


@pytest.mark.parametrize(
    ("text", "step"),
    [
        ("ditch Omar Haddad from my contacts", "Delete the contact 'Omar Haddad'"),
        ("nuke the Board game expense", "Delete the expense 'Board game'"),
        ("scrap my Sunday Mix playlist in vlc", "Delete the playlist 'Sunday Mix'"),
    ],
)
def test_a_throwaway_verb_deletes_the_named_thing(text: str, step: str) -> None:
    assert step in plan(text)


def test_a_throwaway_verb_before_a_whole_day_is_not_a_name() -> None:
    assert "Delete every event on 2030-03-20" in plan("wipe march 20 clean on my calendar")


def test_what_is_kept_said_beside_what_goes_is_not_deleted() -> None:
    steps = plan("ditch shopping_2.md and ideas_9.md but keep plans_4.md")
    assert "Delete the note 'shopping_2.md'" in steps and "Delete the note 'ideas_9.md'" in steps
    assert not any("plans_4.md" in step for step in steps)


def test_a_remark_after_the_deleted_things_is_not_one_of_them() -> None:
    steps = plan("clear out Rain jacket and Light bulbs from my spending, don't need them anymore")
    assert steps[1:] == ["Delete the expense 'Rain jacket'", "Delete the expense 'Light bulbs'"]


def test_a_thing_no_longer_wanted_is_deleted() -> None:
    assert "Delete the recipe 'Banana bread'" in plan("I do not want the Banana bread recipe any more")
    assert "Delete every event on 2030-03-17" in plan("i dont want anything on my calendar this sunday anymore")


def test_a_note_wiped_to_be_rewritten_is_edited_not_deleted() -> None:
    steps = plan("clear everything in notes_3.md and have it just read Pick up the keys")
    assert "Open the note 'notes_3.md'" in steps and "Type 'Pick up the keys' into the body field" in steps
    assert not any(step.startswith("Delete") for step in steps)


def test_a_word_that_should_say_another_is_replaced() -> None:
    assert "Replace 'Tuesday' with 'Thursday' in the body field" in plan("plans_4.md should say Thursday not Tuesday")


def test_an_activity_type_said_right_is_set() -> None:
    assert "Type 'cycling' into the activity type field" in plan("Lake circuit should be cycling, not walking")
    steps = plan("my latest track's type is wrong, it is really walking")
    assert steps[1:3] == ["Open the newest track", "Type 'walking' into the activity type field"]


def test_an_amount_said_wrong_then_right_is_set() -> None:
    assert "Type '12.40' into the amount field" in plan("the taxi was $12.40 not $21.40, please fix it")


def test_a_category_said_wrong_is_changed() -> None:
    assert "Choose 'Housing' for the category field" in plan(
        "Light bulbs is under the wrong category, should be Housing"
    )


def test_a_number_that_changed_is_typed() -> None:
    assert "Type '+15551234567' into the phone field" in plan(
        "Greta Lindqvist's phone number has changed, now +15551234567"
    )


def test_an_entry_named_by_a_feature_then_acted_on() -> None:
    assert "Open the expense showing '$12.00'" in plan("the one for $12.00 - call it Parking")
    assert "Open the recipe showing '4 servings'" in plan("the recipe that feeds 4, call it Stew")


def test_a_name_that_should_be_another_is_renamed() -> None:
    steps = plan("correct the name of scan_1.png in Pictures - it should be passport.png")
    assert "Rename the file 'scan_1.png' to 'passport.png'" in steps


def test_a_file_shoved_into_a_folder_is_moved() -> None:
    assert "Move the note 'plans_4.md' to the folder 'Work'" in plan("stick plans_4.md in the Work folder")


def test_servings_bumped_to_a_number_are_set() -> None:
    assert "Type '8 servings' into the servings field" in plan("up the Banana bread to 8 servings")


def test_a_length_said_wrong_then_right_and_a_weekly_thing() -> None:
    assert "Make the event last 60 minutes" in plan("Team sync on March 20 actually lasts 60 minutes, not 30")
    assert "Choose 'Monthly' for the repetition field" in plan("make Book club on March 22 a monthly thing")


@pytest.mark.parametrize(("said", "typed"), [("3", "15:00"), ("6", "18:00"), ("3pm", "15:00"), ("10am", "10:00")])
def test_a_bare_hour_as_an_events_new_start_is_the_afternoons(said: str, typed: str) -> None:
    assert f"Type '{typed}' into the time field" in plan(f"move Book club to {said}")


def test_an_event_named_by_its_hour_and_day_is_moved() -> None:
    steps = plan("the 10am one on march 22, move it to 5pm")
    assert steps[1:3] == ["Open the event showing '2030-03-22'", "Type '17:00' into the time field"]


@pytest.mark.parametrize(
    ("text", "day"),
    [("ditch monday's run", "2030-03-11"), ("delete my walk from last friday", "2030-03-08")],
)
def test_an_outing_named_by_its_weekday_is_the_last_one_gone(text: str, day: str) -> None:
    assert any(f"on {day}" in step for step in plan(text))


@pytest.mark.parametrize(
    "text",
    [
        "remove every event on March 5 except the Haircut",
        "get rid of all my runs apart from the one on March 4",
        "wipe everything in Download but leave tax_return.pdf",
    ],
)
def test_a_whole_set_deleted_but_for_one_of_it_is_asked_never_half_done(text: str) -> None:
    steps = plan(text)
    assert len(steps) == 1 and steps[0].startswith("Stop:"), steps


def test_duplicates_kept_once_are_not_an_exception() -> None:
    assert "Delete the extra copies of duplicate expenses" in plan(
        "delete all the doubled expenses but keep one of each"
    )


def test_a_new_event_said_as_a_daily_event_with_its_fields_is_made_not_edited() -> None:
    steps = plan("make Book club a weekly event starting 2030-03-20 at 18:00, 60 minutes long")
    assert "Start a new event" in steps and "Choose 'Weekly' for the repetition field" in steps


def test_a_day_wiped_is_cleared_not_read_as_a_name() -> None:
    assert "Delete every event on 2030-03-20" in plan("wipe the 20th in my calendar")


def test_more_ways_to_say_a_value_was_wrong() -> None:
    assert "Replace 'noon' with 'ten' in the body field" in plan("it's actually ten not noon in plans_4.md")
    assert "Type '19.99' into the amount field" in plan("Cinema should be $19.99 not $9.99")
    assert "Type '+15550001111' into the phone field" in plan("Omar Haddad's new mobile number is +15550001111")
    assert "Type 'walking' into the activity type field" in plan("River path was a walk, not a run")


def test_a_rename_said_then_corrected_in_an_app() -> None:
    assert "Rename the file 'city_9.mp4' to 'tour.mp4'" in plan("rename city_9.mp4 in vlc - it should be tour.mp4")


def test_a_task_marked_not_done_is_not_ticked() -> None:
    assert plan("mark the task Water the plants as not done")[1] == "Mark the task 'Water the plants' not done"
