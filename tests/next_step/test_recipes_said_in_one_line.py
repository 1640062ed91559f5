"""A recipe said in one line the way people type it: the app said first with no colon ("broccoli new recipe …"),
its fields after labels and semicolons in any order, with the directions' own sentence ending before the next
field ("directions: Simmer it.; 4 servings; prep …"): each value in its own field, nothing of one in another."""

from __future__ import annotations

import pytest

from tests.next_step.planning import plan

pytestmark = pytest.mark.unit


def test_a_recipe_line_whose_directions_end_before_the_servings_fills_each_field() -> None:
    steps = plan(
        "broccoli new recipe Lentil dal - ingredients: lentils, onion, cumin; directions: Simmer until soft.; "
        "4 servings; prep 40 mins; source Aunt May; description Warming"
    )
    assert "Type 'Simmer until soft.' into the directions field" in steps, steps
    assert (
        "Type '4 servings' into the servings field" in steps
        and "Type '40 mins' into the preparation time field" in steps
    )
    assert "Type 'lentils, onion, cumin' into the ingredients field" in steps


def test_semicolons_inside_the_directions_that_say_no_other_field_stay_in_them() -> None:
    steps = plan(
        "broccoli: new recipe Flatbread - ingredients: flour, water; directions: Knead; rest an hour; bake hot.; 2 servings"
    )
    assert "Type 'Knead; rest an hour; bake hot.' into the directions field" in steps, steps
    assert "Type '2 servings' into the servings field" in steps


@pytest.mark.parametrize(
    ("task", "first"),
    [
        ("markor new note errands.md saying post the parcel", ["Open Markor", "Start a new note"]),
        ("pro expense new expense Parking $7.50 transportation", ["Open Pro Expense", "Start a new expense"]),
    ],
)
def test_an_app_said_first_without_a_colon_is_where_the_new_entry_goes(task: str, first: list[str]) -> None:
    assert plan(task)[:2] == first


def test_a_new_recipe_is_never_read_as_an_edit_of_one_named_new_recipe() -> None:
    # "new recipe X - directions: …" had opened a recipe 'New recipe X -' to change its directions.
    steps = plan("broccoli: new recipe Flatbread - directions: Knead; bake hot.; 2 servings")
    assert not any(s.startswith("Open the recipe") for s in steps), steps
