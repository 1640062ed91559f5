"""A request said as what must become of a thing (intent/passive_requests.py): read as the act itself. Wordings
here are not the people sets'."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


@pytest.mark.parametrize(
    ("task", "direct"),
    [
        ("the Taxi expense wants deleting", "delete the Taxi expense"),
        ("my last text to Omar needs sending again", "resend my last text to Omar"),
        ("get plan.md moved to the Work folder", "move plan.md to the Work folder"),
        ("get Pay rent checked off in tasks", "mark Pay rent as done in tasks"),
        ("it'd be lovely if wifi was on", "turn wifi on"),
        ("no need for bluetooth, switch it off", "bluetooth off"),
        ("fix the Taxi expense, its amount should be $18", "change the amount of the Taxi expense to $18"),
        (
            "Omar Haddad's number is now +15550142, update that in contacts",
            "change the number of Omar Haddad to +15550142 in contacts",
        ),
        ("sort out plan.md: it belongs in Archive", "move plan.md to Archive"),
    ],
)
def test_a_passive_request_is_the_act(task: str, direct: str) -> None:
    goal = read_task(task, None, TODAY)
    assert goal.intent != "explore"
    assert goal == read_task(direct, None, TODAY)


def test_get_rid_of_is_still_a_delete() -> None:
    goal = read_task("get rid of everything I recorded on March 11 in opentracks", None, TODAY)
    assert goal.intent != "record"


def test_a_state_it_needs_is_not_a_value_to_type() -> None:
    goal = read_task("bluetooth needs to be off for now", None, TODAY)
    assert (goal.intent, goal.setting, goal.on) == ("toggle", "bluetooth", False)


def test_two_switches_said_with_their_verbs() -> None:
    goal = read_task("switch wifi off, then bluetooth on", None, TODAY)
    assert [(step.setting, step.on) for step in (goal, *goal.then)] == [("wifi", False), ("bluetooth", True)]


@pytest.mark.parametrize(
    ("task", "app", "obj"),
    [
        ("I could use a new joplin note called Ideas", "Joplin", "note"),
        ("make a new markor folder named Old", "Markor", "folder"),
    ],
)
def test_the_app_said_before_the_kind_is_where_it_is_made(task: str, app: str, obj: str) -> None:
    goal = read_task(task, None, TODAY)
    assert (goal.app, goal.obj) == (app, obj)


def test_an_expense_name_before_its_amount_ends_before_the_preposition() -> None:
    goal = read_task("log Bus pass for $30, category Transportation", None, TODAY)
    assert dict(goal.rows[0])["name"] == "Bus pass"


def test_a_recipe_question_opens_the_recipe_app() -> None:
    goal = read_task("how many does the Lentil soup recipe feed?", None, TODAY)
    assert goal.extra[0] == "Open Broccoli"
