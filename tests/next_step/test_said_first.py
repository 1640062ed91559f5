"""What people say before the request: a greeting or the assistant's wake word, a thing asked for by its name alone,
and where the request is done (the app, the folder, the day). Each is read off and the request planned as if said
plainly; anything more than these leaves the text to the other readers. Wordings here are not the people sets'."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step.intent.addressed import unaddressed
from mcp_agent.tools.next_step.intent.asked_by_name import asked_by_name
from mcp_agent.tools.next_step.intent.where_first import where_last
from mcp_agent.tools.next_step.pruning import field_text
from mcp_agent.tools.next_step.screen import parse_screen
from tests.next_step.planning import plan

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("task", "said"),
    [
        ("Hey Google, turn off wifi", "turn off wifi"),
        ("ok assistant: set an alarm for 7am", "set an alarm for 7am"),
        ("hiya! call +1 555 0100", "call +1 555 0100"),
        ("Alexa, open Markor", "open Markor"),
        ("Hey Siri — start the stopwatch", "start the stopwatch"),
        ("yo phone remind me nothing", "remind me nothing"),
        ("Good evening! delete a.md", "delete a.md"),
    ],
)
def test_a_greeting_or_wake_word_first_is_not_part_of_the_request(task: str, said: str) -> None:
    assert unaddressed(task) == said


@pytest.mark.parametrize(
    "task",
    ["hey Ben, call me back", "text Ana: Hey, hi!", "hello", "Siri is great"],
)
def test_a_greeting_to_someone_else_or_inside_a_message_stays(task: str) -> None:
    assert unaddressed(task) == task


@pytest.mark.parametrize(
    ("task", "first"),
    [
        ("Hi there, airplane mode off", "Turn off airplane mode"),
        ("Hey assistant - turn bluetooth on", "Turn on bluetooth"),
    ],
)
def test_the_request_after_a_greeting_is_planned(task: str, first: str) -> None:
    assert first in plan(task)


@pytest.mark.parametrize(
    ("task", "said"),
    [
        ("the stopwatch, please", "start the stopwatch"),
        ("torch pls", "turn on the flashlight"),
        ("flashlight now!", "turn on the flashlight"),
    ],
)
def test_a_thing_asked_for_by_name_is_its_one_act(task: str, said: str) -> None:
    assert asked_by_name(task) == said


@pytest.mark.parametrize("task", ["stopwatch", "timer please", "wifi please", "stopwatch at 5 please"])
def test_a_name_with_no_single_act_or_not_asked_for_stays(task: str) -> None:
    assert asked_by_name(task) == task


def test_a_thing_asked_for_after_a_greeting_is_planned() -> None:
    assert plan("Hi, stopwatch pls")[-1] == "Start the stopwatch"


@pytest.mark.parametrize(
    ("task", "said"),
    [
        ("in markor, Drafts folder, delete old.md", "in Markor, delete old.md in the Drafts folder"),
        ("inside the Download folder: remove scan_2.pdf", "remove scan_2.pdf in the Download folder"),
        ("on my calendar for Tuesday, add dentist at 3pm", "add dentist at 3pm on Tuesday to my calendar"),
        ("in my calendar, on March 3, delete the standup", "delete the standup on March 3 from my calendar"),
        (
            "in the Work folder, make a note called plan.md saying ship it",
            "make a note called plan.md in the Work folder saying ship it",
        ),
    ],
)
def test_the_place_said_first_is_said_after_the_request(task: str, said: str) -> None:
    assert where_last(task) == said


@pytest.mark.parametrize(
    "task",
    [
        "in markor, delete old.md",  # the app alone is read where it stands
        "in the kitchen, delete old.md",  # not a place the phone keeps
        "Drafts folder, Work folder, delete old.md",  # two folders are not one place
        "in markor, Drafts folder, old.md is a mess",  # no request after the places
    ],
)
def test_a_lead_that_is_not_only_one_place_of_each_kind_stays(task: str) -> None:
    assert where_last(task) == task


@pytest.mark.parametrize(
    ("task", "steps"),
    [
        (
            "in the files app, Download folder, delete scan_2.pdf",
            ["Open Files", "Open the folder 'Download'", "Delete the file 'scan_2.pdf'"],
        ),
        (
            "in markor, in the Drafts folder, delete old.md",
            ["Open Markor", "Open the folder 'Drafts'", "Delete the file 'old.md'"],
        ),
    ],
)
def test_the_request_after_its_place_is_planned_in_that_place(task: str, steps: list[str]) -> None:
    assert plan(task) == steps


@pytest.mark.parametrize(
    ("task", "word"),
    [
        ("delete every recipe that calls for butter", "butter"),
        ("remove the recipes which contain mushrooms", "mushrooms"),
    ],
)
def test_a_recipe_that_uses_something_is_read_from_its_ingredients(task: str, word: str) -> None:
    assert plan(task)[-1] == f"Delete every recipe whose ingredients mentions '{word}'"


@pytest.mark.parametrize(
    "task",
    ["what have I got to do on March 20? titles", "what do I still need to do tomorrow", "what do I have to do today?"],
)
def test_what_one_has_to_do_is_asked_of_the_tasks(task: str) -> None:
    steps = plan(task)
    assert steps[0] == "Open Tasks" and steps[1].startswith("Answer from the list:")


def test_a_record_field_is_found_under_its_plural_heading() -> None:
    screen = parse_screen(
        '[0] TextView "Pancakes"\n[1] TextView "Ingredients" value="flour, milk, eggs"\n'
        '[2] TextView "Directions" value="Whisk and fry."'
    )
    assert field_text("ingredients", screen) == "flour, milk, eggs"
    assert field_text("directions", screen) == "Whisk and fry."
