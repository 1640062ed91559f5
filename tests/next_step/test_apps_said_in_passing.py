"""The app said in passing, as people do (first tries, session 24), each proved in other wordings than the ones
found. One had been a false done: "… update broccoli" typed into a recipe's servings; another a folder named
"Music backup using the files app"."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import read_task
from tests.next_step.androidworld.harness import run_wording

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def test_a_common_word_said_as_an_app_names_the_app_and_never_the_value() -> None:
    goal = read_task("create a folder called Music backup with the files app", None, TODAY)
    assert (goal.title, goal.app) == ("Music backup", "Files"), goal


def test_a_common_word_alone_names_no_app() -> None:
    assert read_task("save the phone number +15615559678 for Maya Okafor", None, TODAY).app != "Phone"


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("OwnFilesCreateFolder", "create a folder called Music backup with the files app"),
        ("OwnRecipeEditServings", "the Pancakes recipe makes 12 servings now; fix it in broccoli"),
        ("OwnVlcPlaylistCount", "how many items does the vlc Focus playlist have? just the number"),
        ("ExpenseDeleteMultiple2", "remove the expenses Farmers market, Train ticket and Winter boots in pro expense"),
    ],
)
async def test_requests_with_the_app_said_in_passing_are_done(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems
