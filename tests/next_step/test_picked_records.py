"""Records picked by what the list shows, not by name (picking.py, intent/alike_entries.py): the one a superlative
picks is deleted after the whole list is read, two rows level at the top are asked about, a kind the list cannot
tell ("the biggest grocery expense") deletes nothing; an entry made like another takes the other's amount and
category or day, and a copy asked in words not read is asked about, never saved under them. Run through the real
tool on the suite's simulated apps and judged on the world afterwards."""

from __future__ import annotations

import random

import pytest

from tests.next_step.androidworld import suite
from tests.next_step.androidworld.harness import Run, run, run_wording
from tests.next_step.androidworld.template import Task
from tests.next_step.phone2.harness import agent_and_person

pytestmark = pytest.mark.unit


async def _run_with(template_id: str, text: str, change: object) -> Run:
    """The template's first parameter set changed by ``change(params)`` first, then ``text`` run on it."""
    template = next(t for t in suite.TEMPLATES if t.id == template_id)
    params = template.params(random.Random(f"{template.id}:0"))
    change(params)  # type: ignore[operator]
    async with agent_and_person() as call:
        return await run(call, Task(template, params, 0, "tried", text))


@pytest.mark.parametrize(
    ("template", "wording"),
    [
        ("OwnExpenseDeleteMostExpensive", "Delete the most expensive expense in Pro Expense."),
        ("OwnExpenseDeleteCheapestInCategory", "delete my cheapest {category} expense in pro expense"),
        ("OwnCalendarDeleteEarliestOfDay", "In Simple Calendar Pro, delete the earliest event on {said_day}."),
        ("OwnMarkorDeleteOldestNote", "Delete the oldest note in Markor."),
        ("OwnFilesDeleteLargestInFolder", "In the Files app, delete the largest file in the {folder} folder."),
        ("OwnVlcDeleteLongestVideo", "Delete the longest video in VLC."),
        (
            "OwnExpenseAddLikeAnother",
            "In Pro Expense, add an expense named {new} with the same amount and category as {model}.",
        ),
        (
            "OwnCalendarAddOnDayOfAnother",
            "In Simple Calendar Pro, add an event titled '{title}' at {hour}h on the same day as my '{anchor}' event. It "
            "should last 30 minutes.",
        ),
    ],
)
async def test_the_record_the_list_picks_is_the_one_acted_on(template: str, wording: str) -> None:
    chosen = next(t for t in suite.TEMPLATES if t.id == template)
    params = chosen.params(random.Random(f"{chosen.id}:0"))
    said_day = f"March {int(str(params.get('day', '2030-03-01'))[-2:])}"
    run_ = await run_wording(template, wording.format(**params, said_day=said_day))
    assert run_.verdict.passed, (run_.verdict.problems, run_.transcript[-4:])


async def test_two_expenses_level_at_the_top_are_asked_about_and_neither_is_deleted() -> None:
    def tie(params: dict[str, object]) -> None:
        rows = params["rows"]
        assert isinstance(rows, list)
        rows[1]["amount"] = max(r["amount"] for r in rows)

    done = await _run_with("OwnExpenseDeleteMostExpensive", "Delete the most expensive expense in Pro Expense.", tie)
    assert done.outcome == "ask_user", done.transcript[-3:]
    assert len(done.device.world["expenses"]) == len(suite.start_world(done.task)["expenses"])


async def test_a_kind_the_list_cannot_tell_deletes_nothing() -> None:
    done = await run_wording("OwnExpenseDeleteMostExpensive", "Delete the biggest grocery expense in Pro Expense.")
    assert done.outcome != "done" and not done.verdict.unconfirmed, done.transcript[-3:]
    assert len(done.device.world["expenses"]) == len(suite.start_world(done.task)["expenses"])


async def test_a_copy_asked_in_words_not_read_is_asked_about_and_nothing_is_saved() -> None:
    done = await run_wording(
        "OwnExpenseAddLikeAnother", "add an expense Lunch with the same category as Farmers market, $12"
    )
    assert done.outcome == "ask_user", done.transcript[-3:]
    assert not [r for r in done.device.world["expenses"] if "lunch" in r["name"].lower()]
