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


# Session 28's first tries at these jobs (13 of 30 untouched, 2 false dones: a question then "delete it" answered
# the question and reported done; a title quoted with one mark swallowed the words after it), now 27 of 30.
@pytest.mark.parametrize(
    ("template", "wording"),
    [
        ("OwnExpenseDeleteMostExpensive", "whats my most expensive purchase in pro expense? delete it"),
        ("OwnExpenseDeleteMostExpensive", "In Pro Expense, find the expense with the largest amount and delete it."),
        (
            "OwnExpenseDeleteCheapestInCategory",
            "delete the lowest-cost expense in the {category} category (Pro Expense)",
        ),
        ("OwnCalendarDeleteEarliestOfDay", "cancel the first thing in my calendar on {said_day}"),
        (
            "OwnCalendarDeleteEarliestOfDay",
            "Simple Calendar Pro: on {said_day}, delete whichever event starts earliest.",
        ),
        ("OwnMarkorDeleteOldestNote", "In Markor, remove the note that was modified longest ago."),
        ("OwnFilesDeleteLargestInFolder", "Using Files, delete the biggest file in {folder}."),
        ("OwnVlcDeleteLongestVideo", "In VLC, delete the video with the longest duration."),
        ("OwnExpenseAddLikeAnother", "log {new} in pro expense - same price and category as the {model} expense"),
        (
            "OwnExpenseAddLikeAnother",
            'Create an expense called "{new}" in Pro Expense, same category and amount as "{model}".',
        ),
        (
            "OwnCalendarAddOnDayOfAnother",
            "add '{title}' to my calendar at {hour}:00 on the same day as {anchor}, 30 min",
        ),
        (
            "OwnCalendarAddOnDayOfAnother",
            "Schedule {title} at {hour}h on the day of my {anchor} appointment; it lasts half an hour.",
        ),
        ("OwnCalendarAddSpanOfHours", "schedule {title} {said_day} between {start}:00 and {end}"),
    ],
)
async def test_the_record_is_picked_as_people_say_it(template: str, wording: str) -> None:
    chosen = next(t for t in suite.TEMPLATES if t.id == template)
    params = chosen.params(random.Random(f"{chosen.id}:0"))
    said_day = f"March {int(str(params.get('day', '2030-03-01'))[-2:])}"
    end = params.get("start", 0) * 60 + params.get("minutes", 0)
    text = wording.format(**params, said_day=said_day, end=f"{end // 60}:{end % 60:02d}")
    run_ = await run_wording(template, text)
    assert run_.verdict.passed, (text, run_.verdict.problems, run_.transcript[-4:])


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
