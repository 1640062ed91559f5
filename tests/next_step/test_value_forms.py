"""Values written in other forms, met in the first run of people set 88, tested in other wordings: money with the
currency named ("USD 12.40", "12.40$", "12 dollars and 40 cents", "twelve dollars forty"), one digit of cents, an
expense name before "for", a quoted note with a remark after it, rows parted by dashes, an expense said wrong or
picked by its name after its amount, names in « », ‘ ’ or „ “ quotes, a file's kind said aside, servings and an
event's length said in words or in h and m, a label said again aside, a day said before an event's title, a timer's
minutes over sixty and a recipe's time in the app's own form."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task
from mcp_agent.tools.next_step.intent.value_forms import straight_quotes, values_written

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("Taxi USD 12.40", "Taxi $12.40"),
        ("Taxi 12.40$ (Transportation)", "Taxi $12.40 (Transportation)"),
        ("Taxi 12.40 USD", "Taxi $12.40"),
        ("Taxi 12 dollars and 40 cents", "Taxi $12.40"),
        ("Taxi twelve dollars forty, Transportation", "Taxi $12.40, Transportation"),
        ("Taxi 12.4 dollars", "Taxi $12.40"),
        ("Taxi 12,40 dollar; Rent 1,200 dollars", "Taxi $12.40; Rent $1200"),
    ],
)
def test_money_in_other_forms_is_written_in_dollars(said: str, written: str) -> None:
    assert values_written(said) == written


def test_a_message_keeps_its_own_money_words() -> None:
    assert values_written("text Sam saying I owe you 12 dollars") == "text Sam saying I owe you 12 dollars"


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("name it «Road Trip»", 'name it "Road Trip"'),
        ("name it ‘Road Trip’ — don’t wait", "name it 'Road Trip' — don’t wait"),
        ("name it „Road Trip“", 'name it "Road Trip"'),
        ("name it ‹Road Trip›", "name it 'Road Trip'"),
    ],
)
def test_other_quotes_are_plain_quotes(said: str, written: str) -> None:
    assert straight_quotes(said) == written


def test_an_expense_name_before_for_and_an_amount_in_words() -> None:
    steps = plan("add Gym pass for 30 dollars 25 cents under Health Care")
    assert "Type 'Gym pass' into the name field" in steps
    assert "Type '30.25' into the amount field" in steps


def test_a_quoted_note_ends_before_a_remark_on_the_request() -> None:
    steps = plan('new expense Taxi, 12.40 USD, category Transportation, note "Late train" - all fields please')
    assert "Type 'Late train' into the note field" in steps


def test_rows_parted_by_dashes() -> None:
    steps = plan("add these to my expenses: Taxi - $12.40 - Transportation; Lunch - 9.5 dollars - Food")
    assert "Type 'Taxi' into the name field" in steps
    assert "Type '9.50' into the amount field" in steps
    assert "Choose 'Food' for the category field" in steps


def test_a_row_note_said_with_its_label_in_brackets() -> None:
    steps = plan("log these: Taxi 12.40$ (Transportation, note Late train), Lunch 9.50$ (Food, note Team)")
    assert "Type 'Late train' into the note field" in steps


def test_an_expense_said_wrong_is_corrected() -> None:
    assert "Type '12.40' into the amount field" in plan("my Taxi expense is off, it should be USD 12.40")


def test_an_expense_picked_by_its_name_after_its_amount() -> None:
    assert plan("remove my $12.40 Taxi expense")[-1] == "Delete the expense 'Taxi'"


def test_a_file_kind_said_aside() -> None:
    assert "Delete the file 'scan_77.jpg'" in plan("delete scan_77 (the JPG one) from Pictures")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("timer for 75 minutes, don't start it", "01:15:00"),
        ("set a timer for 1 hour 70 minutes 10 seconds", "02:10:10"),
    ],
)
def test_a_timer_said_with_more_than_sixty_minutes(text: str, value: str) -> None:
    assert plan(text)[-1] == f"Set the timer to {value}"


def test_an_event_length_in_hours_and_minutes() -> None:
    steps = plan("Book club on March 20 should last 2h 15m, same start")
    assert "Make the event last 135 minutes" in steps


def test_a_day_before_an_event_title_and_its_length_in_words() -> None:
    steps = plan("make the March 20 Book club forty-five minutes long")
    assert "Open the event 'Book club'" in steps
    assert "Make the event last 45 minutes" in steps


def test_servings_said_in_words() -> None:
    steps = plan("Chili should serve eight now, not four")
    assert "Type '8 servings' into the servings field" in steps


def test_a_recipe_time_in_minutes_is_written_as_the_app_does() -> None:
    steps = plan(
        "new recipe Flapjacks: Chewy oat bars, serves ten, thirty minutes, source aunt, ingredients oats, butter"
    )
    assert "Type '30 mins' into the preparation time field" in steps
    assert "Type '10 servings' into the servings field" in steps


def test_a_label_said_again_aside() -> None:
    steps = plan("add Omar Vega to contacts, work number 312.555.0199 (as Work)")
    assert "Choose 'Work' for the phone label field" in steps
    assert "Type '312.555.0199' into the phone field" in steps


def test_a_video_playlist_named_in_other_quotes() -> None:
    assert plan("put “hike_5.mp4” on the «Workout» video playlist")[-1] == "Add 'hike_5.mp4' to the playlist 'Workout'"


def test_a_note_moved_by_its_name_without_its_kind() -> None:
    assert plan("put my groceries_12 note in the Old folder")[-1] == "Move the note 'groceries_12' to the folder 'Old'"


@pytest.mark.parametrize("where", ["in retro music", "in my music app"])
def test_a_rename_in_a_music_player_is_of_a_playlist(where: str) -> None:
    steps = plan(f"rename ‘Evening’ to “Late night” {where}")
    assert steps[1:3] == ["Open the playlist 'Evening'", "Rename it to 'Late night'"]
