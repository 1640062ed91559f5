"""Entries picked by a value their row shows, met in the first run of people set 94 and tested in other wordings:
an expense deleted or edited by its amount (one, or several listed), a track by its day, an event by its time on a
day, a note by its words; the row that shows the value is deleted the way one named is (the app's confirmation kept)
and two rows that show it are a question, never a guess."""

from __future__ import annotations

import pytest

from .planning import plan, step

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    "task",
    [
        "please remove the $12.40 expense",
        "pro expense - erase the one for 12.40",
        "delete the expense of $12.40 from pro expense",
        "the 12.40 expense, get rid of it",
    ],
)
def test_an_expense_picked_by_its_amount_is_deleted_by_that_row(task: str) -> None:
    planned = plan(task)
    assert planned[-1] == "Delete the expense showing '$12.40'", (task, planned)
    assert not any("Start a new" in s or "Type '" in s for s in planned), planned


def test_several_amounts_are_each_deleted_by_their_row() -> None:
    planned = plan("remove the $5.10, $6.20 and $7.30 expenses")
    shown = [s for s in planned if s.startswith("Delete the expense showing")]
    assert shown == [
        "Delete the expense showing '$5.10'",
        "Delete the expense showing '$6.20'",
        "Delete the expense showing '$7.30'",
    ], planned


@pytest.mark.parametrize(
    ("task", "day"),
    [
        ("erase my workout from Wednesday in opentracks", "2030-03-13"),
        ("opentracks: remove the ride from March 8", "Cycling on 2030-03-08"),
    ],
)
def test_a_track_picked_by_its_day_is_deleted_by_that_row(task: str, day: str) -> None:
    assert plan(task)[-1] == f"Delete the track showing '{day}'", plan(task)


def test_a_track_picked_by_its_day_is_renamed_by_that_row() -> None:
    planned = plan("rename the run from last Monday to Bridge loop")
    assert (
        "Open the track showing 'Running on 2030-03-11'" in planned
        and "Type 'Bridge loop' into the name field" in planned
    )


def test_an_event_picked_by_its_time_on_a_day_is_opened_by_that_row() -> None:
    planned = plan("the 8am meeting on March 20 - push it to 10am")
    assert "Open the event showing '08:00 on 2030-03-20'" in planned and "Type '10:00' into the time field" in planned


def test_a_note_picked_by_its_words_is_never_a_new_note() -> None:
    planned = plan("append 'bring ID' to the note that begins 'Passport renewal'")
    assert "Start a new note" not in planned and not any("'Passport renewal'" in s and "Type" in s for s in planned)


EXPENSES = (
    '[1] TextView "Expenses"\n[2] List "Expenses" scrollable\n'
    '  [3] ListItem "Lunch" value="$12.40 · Food"\n'
    '  [4] ListItem "Taxi" value="$18.00 · Transportation"\n'
    '  [5] ListItem "Snacks" value="$12.40 · Food"\n[6] ImageButton "Add expense"'
)


def test_two_rows_showing_the_amount_are_asked_about() -> None:
    asked = step("delete the $12.40 expense", EXPENSES, ["Open Pro Expense", "Delete the expense showing '$12.40'"], 1)
    assert asked.action == "ask_user" and "Lunch" in (asked.question or "") and "Snacks" in (asked.question or "")


def test_the_one_row_showing_the_amount_is_opened_to_be_deleted() -> None:
    screen = EXPENSES.replace('"Snacks" value="$12.40', '"Snacks" value="$9.90')
    opened = step("delete the $12.40 expense", screen, ["Open Pro Expense", "Delete the expense showing '$12.40'"], 1)
    assert (opened.action, opened.target_index) == ("tap", 3)


def test_the_delete_is_confirmed_in_the_apps_dialog() -> None:
    dialog = '[1] TextView "Delete this expense?"\n[2] Button "Cancel"\n[3] Button "Delete"'
    confirmed = step(
        "delete the $12.40 expense",
        dialog,
        ["Open Pro Expense", "Delete the expense showing '$12.40'"],
        1,
        trail=["Pro Expense", "Lunch"],
    )
    assert (confirmed.action, confirmed.target_index) == ("tap", 3)


@pytest.mark.parametrize(
    ("task", "change"),
    [
        (
            "the $31.20 expense is actually Entertainment, please change the category",
            "Choose 'Entertainment' for the category field",
        ),
        ("the expense of $31.20 was really 13.20, can you fix it", "Type '13.20' into the amount field"),
        ("write 'Split with Ana' as the note for the $31.20 expense", "Type 'Split with Ana' into the note field"),
    ],
)
def test_a_new_value_said_as_a_fact_about_an_expense_picked_by_its_amount(task: str, change: str) -> None:
    planned = plan(task)
    assert "Open the expense showing '$31.20'" in planned and change in planned, (task, planned)
    assert not any("Start a new" in s for s in planned), planned


def test_a_track_picked_by_its_day_is_named_or_retyped_as_said() -> None:
    assert "Type 'Canal loop' into the name field" in plan("name the ride from March 6 Canal loop")
    retyped = plan("the walk from 6 March was really a run, make it Running")
    assert (
        "Open the track showing 'Walking on 2030-03-06'" in retyped
        and "Type 'Running' into the activity type field" in retyped
    )


def test_an_event_picked_by_its_day_or_time_said_first_then_changed() -> None:
    moved = plan("move the appointment on April 2 2030 to April 4 2030")
    assert "Open the event showing '2030-04-02'" in moved and "Type '2030-04-04' into the date field" in moved
    changed = plan("the 4pm meeting on March 21: change it to 5pm and put Room 3 as the location")
    assert "Open the event showing '16:00 on 2030-03-21'" in changed, changed
    assert "Type '17:00' into the time field" in changed and "Type 'Room 3' into the location field" in changed
