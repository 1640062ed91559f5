"""Questions people ask of their apps, the forms met in the first run of people set 81 tested in other wordings: a span
said in a remark before the question ("it's been a long week - how far did I walk?"), "right now" after a question
about a list, what was "finished" for a day, how much a recipe "needs", how many "turned up" to a meeting, a todo "or a
regular note", "any … today? just a count", what expenses "add up to", money "splashed out", "any recipes using …",
"what time's …", what something "cost me"."""

from __future__ import annotations

import json
from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task
from mcp_agent.tools.next_step.intent.situations import situation_dropped

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)  # a Thursday


def plan(text: str) -> list[str]:
    return plan_for(read_task(situation_dropped(text), None, TODAY))


def asked(text: str) -> dict[str, object]:
    steps = plan(text)
    assert steps[-1].startswith("Answer from the list: "), steps
    found: dict[str, object] = json.loads(steps[-1].removeprefix("Answer from the list: "))
    return found


@pytest.mark.parametrize(
    ("text", "first", "kind"),
    [
        ("it's been a long week - how far did I walk?", "2030-03-11", "walking"),
        ("what a crazy month! how many swims have I done?", "2030-03-01", "swimming"),
        ("ugh, hectic week, how many runs did I do?", "2030-03-11", "running"),
    ],
)
def test_a_span_said_in_a_remark_is_the_questions_span(text: str, first: str, kind: str) -> None:
    found = asked(text)
    assert (found["source"], found["kind"], found["first"], found["last"]) == ("tracks", kind, first, "2030-03-14")


def test_a_remark_after_last_week_asks_over_last_week() -> None:
    assert situation_dropped("last week was rough. how far did I walk?") == "How far did I walk last week?"


def test_a_remarks_span_is_not_added_to_a_question_that_says_its_own() -> None:
    found = asked("busy week - how many swims did I do in February?")
    assert (found["first"], found["last"]) == ("2030-02-01", "2030-02-28")


def test_a_remark_before_a_request_that_asks_nothing_adds_no_span() -> None:
    assert "this week" not in " ".join(plan("crazy week. add Yoga class tomorrow at 9am"))


def test_right_now_after_a_question_about_a_list_is_the_list_as_it_stands() -> None:
    found = asked("which tasks are high priority at the moment?")
    assert (found["source"], found["priority"], found["first"], found["last"]) == ("tasks", "high", "", "")


def test_right_now_about_a_call_is_left_to_the_call() -> None:
    assert plan("who am I on the phone with right now?") == plan("who am I on the phone with?")


def test_what_was_finished_for_a_day_is_the_tasks_completed_for_it() -> None:
    found = asked("what did I finish for friday? titles")
    assert (found["source"], found["done"], found["first"], found["last"]) == (
        "tasks",
        True,
        "2030-03-15",
        "2030-03-15",
    )


def test_how_much_a_recipe_needs_is_its_amount() -> None:
    found = asked("how much butter does the Lemon cake recipe need?")
    assert (found["source"], found["mode"], found["kind"], found["subject"]) == (
        "notes",
        "amount",
        "butter",
        "Lemon cake",
    )


def test_how_many_turned_up_to_a_meeting_is_its_attendees() -> None:
    found = asked("how many turned up to the Sprint review meeting?")
    assert (found["source"], found["mode"], found["subject"]) == ("notes", "attendees", "Sprint review")


def test_a_todo_or_a_regular_note_asks_whether_it_is_a_todo() -> None:
    assert plan("is Water plants among my todos in joplin or a regular note?") == plan(
        "is Water plants a todo in joplin?"
    )


def test_any_activities_on_a_day_then_a_count_asks_how_many() -> None:
    found = asked("have I logged any workouts today? just a count")
    assert (found["source"], found["mode"], found["first"], found["last"]) == (
        "tracks",
        "count",
        "2030-03-14",
        "2030-03-14",
    )


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("what do my Taxi expenses add up to?", "taxi"),
        ("how much have I splashed out on Entertainment?", "entertainment"),
    ],
)
def test_what_expenses_come_to_is_what_was_spent(text: str, kind: str) -> None:
    found = asked(text)
    assert (found["source"], found["mode"], found["kind"]) == ("expenses", "money", kind)


def test_what_a_named_thing_cost_me_is_that_expenses_amount() -> None:
    found = asked("what did the Pizza night cost me?")
    assert (found["source"], found["mode"], found["subject"]) == ("expenses", "amount", "Pizza night")


def test_any_recipes_using_an_ingredient_are_those_that_have_it() -> None:
    found = asked("are there any recipes using eggs?")
    assert (found["source"], found["mode"], found["kind"]) == ("record", "mentions", "eggs")


def test_what_times_an_event_is_its_start() -> None:
    assert (
        plan("what time's Book club on friday?")[-1]
        == "Answer from the agenda: time 2030-03-15 2030-03-15 00:00 23:59 | Book club"
    )
