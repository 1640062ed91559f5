"""A file presented first, then its entries wanted as "the ones" (people set 105's "there's a recipes.txt in markor,
add the ones that take 10 minutes to prep into broccoli"), tested in other wordings: the file's recipes that qualify
are added to the recipes app; "the ones" of a kind not plainly recipes is not read as this."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


@pytest.mark.parametrize(
    "text",
    [
        "I've got a recipes.txt in markor, add the ones that take 20 mins to prep into broccoli",
        "from recipes.txt in markor, could you put the ones that take 20 minutes to prep in broccoli",
    ],
)
def test_the_ones_from_a_file_presented_first_are_its_recipes(text: str) -> None:
    goal = read_task(text, None, TODAY)
    assert (goal.intent, goal.obj, goal.subject, goal.title) == ("import_rows", "recipe", "recipes.txt", "Broccoli")
    assert goal.value.startswith("20 min")
