"""An entry called by the words its row's details say rather than its name, met in people set 98 ("the Smoky and
hot recipe", a recipe's description) and tested on other recipes and fields: once no row is named so, the one row
whose details say them is opened and counts as it; several such rows are asked about."""

from __future__ import annotations

import pytest

from .runs_by_template import run_said

pytestmark = pytest.mark.unit


async def test_the_one_row_whose_details_say_the_words_is_changed() -> None:
    done = await run_said("OwnRecipeEditServings", "change the servings of the Sunday breakfast recipe to 12")
    assert done.outcome == "done" and done.verdict.passed, done.transcript


async def test_several_rows_whose_details_say_the_words_are_asked_about() -> None:
    # Every recipe of this job is "Family favourite": none is guessed.
    asked = await run_said(
        "OwnRecipeEditPrepTime", "in broccoli, the Family favourite recipe should take 45 mins to prepare"
    )
    assert asked.outcome == "ask_user", asked.transcript
