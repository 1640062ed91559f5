"""Forms met in the first run of people set 102, tested in other wordings: a remark stressed by "actually" or
"really" and a request said as leave given ("you can delete it", "feel free to remove it"); a switch wished for in
its state ("need wifi on") or turned with a word after its state ("turn my bluetooth off now"); the last text sent
"again" to a person; a file said first as holding the records to add; a recipe's title ended by its sentence."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


@pytest.mark.parametrize(
    ("text", "step"),
    [
        ("I never even paid for the Taxi, feel free to remove it from my expenses", "Delete the expense 'Taxi'"),
        ("I'm really done with the pancakes recipe, you can bin it", "Delete the recipe 'pancakes'"),
        (
            "I didn't actually order Pizza night, go ahead and delete it from expenses",
            "Delete the expense 'Pizza night'",
        ),
    ],
)
def test_a_stressed_remark_then_leave_to_delete_deletes_what_it_named(text: str, step: str) -> None:
    assert step in plan(text)


@pytest.mark.parametrize(
    ("text", "setting", "on"),
    [
        ("need bluetooth on", "bluetooth", True),
        ("I want my wifi off", "wifi", False),
        ("turn my wifi on right now", "wifi", True),
        ("bluetooth off asap", "bluetooth", False),
    ],
)
def test_a_switch_wished_for_in_its_state_is_turned_to_it(text: str, setting: str, on: bool) -> None:
    goal = read_task(text, None, TODAY)
    assert (goal.intent, goal.setting, goal.on) == ("toggle", setting, on)


def test_a_need_that_is_not_a_switch_state_is_not_turned() -> None:
    assert read_task("need the wifi password", None, TODAY).intent != "toggle"


@pytest.mark.parametrize(
    "text",
    [
        "send the previous message to Omar Haddad one more time",
        "send Omar Haddad that last text again",
        "forward that last sms to Omar Haddad again",
    ],
)
def test_the_last_text_sent_again_to_a_person_is_resent(text: str) -> None:
    goal = read_task(text, None, TODAY)
    assert (goal.intent, goal.recipient) == ("resend", "Omar Haddad")


@pytest.mark.parametrize(
    "text",
    [
        "dinners.md has a few 30-minute recipes, put them in broccoli",
        "the dinners.md note contains some recipes that take 30 mins. could you add those to broccoli",
        "add the 30 minute recipes from dinners.md to broccoli",
    ],
)
def test_a_file_said_first_as_holding_recipes_of_a_time_adds_those(text: str) -> None:
    steps = plan(text)
    assert "Open the note 'dinners.md'" in steps
    assert steps[-1].startswith("Add a recipe for each row of «rows» with '30")  # the time as said


def test_a_recipes_title_ends_at_its_sentence_and_its_source_loses_the_article() -> None:
    steps = plan(
        "add a recipe: Lemon cake. light and zesty, serves 6, 50 mins, from the cookbook. ingredients flour, lemons, "
        "sugar. directions: Bake for fifty minutes."
    )
    assert "Type 'Lemon cake' into the title field" in steps
    assert "Type 'light and zesty' into the description field" in steps
    assert "Type 'cookbook' into the source field" in steps


# Set 103's first run.


@pytest.mark.parametrize("text", ["3 days from today at 10am: Dentist, an hour", "in 3 days at 10am: Dentist, an hour"])
def test_a_span_from_today_said_first_is_the_events_day(text: str) -> None:
    steps = plan(text)
    assert "Type 'Dentist' into the title field" in steps and "Type '2030-03-17' into the date field" in steps


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("a few expenses appear twice in pro expense - get rid of the extra ones", "expenses"),
        ("some recipes are listed more than once, clean up the copies so there's only one each", "recipes"),
    ],
)
def test_records_said_to_show_up_twice_keep_one_of_each(text: str, kind: str) -> None:
    assert plan(text)[-1] == f"Delete the extra copies of duplicate {kind}"


@pytest.mark.parametrize(
    "text",
    ["record a bit, then save the file as standup_3", "I need to record some audio and save the clip as standup_3"],
)
def test_something_recorded_and_saved_as_a_name_is_audio_under_that_name(text: str) -> None:
    steps = plan(text)
    assert steps[0] == "Open Audio Recorder" and "Type 'standup_3' into the name field" in steps
