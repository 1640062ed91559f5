"""Forms met in the first run of people set 43, tested in other wordings: an expense or a recipe headed by its kind
("expense: …", "expense - …", "Recipe: …"), a recipe's name said before its colon ("new recipe banana bread: …",
"add Lemon tart to my recipes: …"), a recipe's unlabelled pieces after its count and time, a source said as one piece,
a preparation time said with "prep" after it, and an amount that a comma ends."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def _fields(text: str) -> dict[str, str]:
    goal = read_task(text, None, TODAY)
    rows = [dict(row) for row in goal.rows] or [dict(goal.fields)]
    assert goal.intent == "create", goal
    return rows[0]


@pytest.mark.parametrize(
    ("text", "name", "amount", "note"),
    [
        ("expense: Cinema tickets, $32.50, entertainment, note Two seats", "Cinema tickets", "32.50", "Two seats"),
        ("expense - Taxi home, 23.40, transport", "Taxi home", "23.40", ""),
        ("Expense: Gym pass, 45, health", "Gym pass", "45", ""),
        ("new expense: Lunch 12, food", "Lunch", "12", ""),
    ],
)
def test_an_expense_headed_by_its_kind_is_its_fields_never_a_name_with_the_verb_in_it(
    text: str, name: str, amount: str, note: str
) -> None:
    fields = _fields(text)
    assert fields["name"] == name
    assert float(fields["amount"].replace(",", "")) == float(amount)
    assert fields.get("note", "") == note


@pytest.mark.parametrize(
    ("text", "title", "description"),
    [
        ("new recipe Lemon tart: Sharp and sweet, serves 8", "Lemon tart", "Sharp and sweet"),
        ("new recipe lemon tart: sharp and sweet, serves 8", "lemon tart", "sharp and sweet"),
        ("add Lemon tart to my recipes: Sharp and sweet, serves 8", "Lemon tart", "Sharp and sweet"),
        ("Recipe: Lemon tart - Sharp and sweet, serves 8", "Lemon tart", "Sharp and sweet"),
    ],
)
def test_a_recipes_name_before_its_colon_is_its_title_and_what_follows_its_fields(
    text: str, title: str, description: str
) -> None:
    fields = _fields(text)
    assert (fields["title"], fields["description"], fields["servings"]) == (title, description, "8 servings")


def test_unlabelled_ingredients_and_directions_after_the_count_and_time_are_kept() -> None:
    fields = _fields("add a recipe: Flatbread - quick, 2 servings, 15 mins, flour, yoghurt, salt, knead and grill")
    assert fields["ingredients"] == "flour, yoghurt, salt"
    assert fields["directions"] == "knead and grill"
    assert fields["preparationTime"] == "15 mins"


def test_a_source_is_one_piece_and_the_pieces_after_it_are_the_recipes() -> None:
    fields = _fields(
        "add Flatbread to my recipes: Quick, 2 servings, 15 mins, from a blog, flour, yoghurt; Knead and grill."
    )
    assert fields["source"] == "blog"  # "from a blog": where it came from, the article no part of it (set 105)
    assert fields["ingredients"] == "flour, yoghurt"
    assert fields["directions"].startswith("Knead and grill")


@pytest.mark.parametrize(("said", "typed"), [("15 mins prep", "15 mins"), ("1 hour of prep", "1 hour")])
def test_a_preparation_time_said_with_prep_after_it_is_typed_as_the_time(said: str, typed: str) -> None:
    fields = _fields(f"new recipe Flatbread: Quick, serves 1, {said}")
    assert fields["preparationTime"] == typed
    assert fields["servings"] == "1 serving"


def test_in_the_recipes_app_a_name_then_a_colon_is_a_new_recipe() -> None:
    plan = plan_for(read_task("broccoli: add Flatbread: Quick, 2 servings, 15 mins", None, TODAY))
    assert "Type 'Flatbread' into the title field" in plan
    assert "Type 'Quick' into the description field" in plan
