"""Requests tried as a new user types them on an installed server (session 20), read wrong until then: a note renamed
"from X to Y" said with its kind ("rename the note a.md to b.md" had named it "a.md to b.md"), and whom a message or a
call is for said with who they are to the speaker ("text my landlord Ravi Shah …" had looked for "landlord Ravi
Shah")."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


@pytest.mark.parametrize(
    "task",
    [
        "rename the note ideas.md to plans.md",
        "in markor rename the file ideas.md to plans.md please",
        "rename the note ideas.md as plans.md",
    ],
)
def test_a_note_renamed_with_its_kind_said_gets_the_new_name(task: str) -> None:
    goal = read_task(task, None, TODAY)
    assert (goal.subject, dict(goal.fields)["new_name"]) == ("ideas.md", "plans.md")


def test_a_note_named_then_renamed_by_the_kind_alone_gets_the_name_after_it() -> None:
    goal = read_task("change a.md, rename the note b.md", None, TODAY)
    assert (goal.subject, dict(goal.fields)["new_name"]) == ("a.md", "b.md")


@pytest.mark.parametrize(
    ("task", "recipient"),
    [
        ("can you text my landlord Ravi Shah that the rent is sent", "Ravi Shah"),
        ("call my sister Ana", "Ana"),
        ("message my colleague Priya Nair: running late", "Priya Nair"),
    ],
)
def test_who_someone_is_to_the_speaker_is_no_part_of_their_name(task: str, recipient: str) -> None:
    assert read_task(task, None, TODAY).recipient == recipient


def test_a_relation_inside_a_message_is_the_message_s() -> None:
    goal = read_task("text Ana: my boss Tom is here", None, TODAY)
    assert (goal.recipient, goal.body) == ("Ana", "my boss Tom is here")


@pytest.mark.parametrize("task", ["how many steps did I walk today", "number of laps I swam this week"])
def test_a_count_the_tracker_list_never_shows_is_no_count_of_activities(task: str) -> None:
    goal = read_task(task, None, TODAY)
    assert not (goal.intent == "agenda" and '"mode": "count"' in goal.extra[-1])


def test_three_short_things_after_a_recipe_s_name_are_its_ingredients() -> None:
    goal = read_task("new recipe pancakes: flour, milk, eggs; mix and fry; serves 2", None, TODAY)
    fields = dict(goal.fields)
    assert "description" not in fields
    assert (fields["ingredients"], fields["directions"], fields["servings"]) == (
        "flour, milk, eggs",
        "mix and fry",
        "2 servings",
    )


@pytest.mark.parametrize("task", ["dentist next monday 9 to 10", "put Dentist in my calendar next monday 9-10"])
def test_the_hours_an_event_runs_said_bare_after_its_day_are_its_times(task: str) -> None:
    fields = dict(read_task(task, None, TODAY).fields)
    assert (fields["title"], fields["date"], fields["time"], fields["duration"]) == (
        "Dentist",
        "2030-03-18",
        "09:00",
        "60",
    )


def test_hours_said_inside_a_message_are_its_words() -> None:
    assert read_task("text Ana: see you friday 7 to 8", None, TODAY).body == "see you friday 7 to 8"
