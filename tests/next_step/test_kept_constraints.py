"""Questions the planner had not met, each narrowed by something its answer must keep, in wordings other than the
suite's jobs (app_jobs_asked_unseen.py): a day or a span of days, a bound on a value, a group picked by its total,
the latest of a day's events, an event's length. A plan that cannot keep it asks; one that can answers by it.
"""

from __future__ import annotations

import json
from datetime import date

import pytest

from mcp_agent.tools.next_step.agenda import _answer, _rows
from mcp_agent.tools.next_step.answering.asked import Question
from mcp_agent.tools.next_step.answering.dated_items import dated
from mcp_agent.tools.next_step.answering.items import length_unit
from mcp_agent.tools.next_step.answering.kept_constraints import dropped_constraint
from mcp_agent.tools.next_step.answering.length_bounds import length_bound
from mcp_agent.tools.next_step.answering.records import Record, answer
from mcp_agent.tools.next_step.grammar import Subgoal
from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.agenda_questions import question_plan as agenda_plan
from mcp_agent.tools.next_step.intent.reader import read_task
from mcp_agent.tools.next_step.screen import parse_screen

pytestmark = pytest.mark.unit

THURSDAY = date(2030, 3, 14)


def goal_of(task: str) -> tuple[str, list[str]]:
    goal = read_task(task, None, THURSDAY)
    return goal.intent, list(goal.extra)


@pytest.mark.parametrize(
    "task",
    [
        # A span of days said, read by no list plan of the app: asked, never the whole category's sum.
        "how much went on Groceries since Feb 3 in pro expense?",
        "what did my Transportation expenses come to since March 2? pro expense",
        # A bound on a value that no plan keeps.
        "how many Food expenses over $20 are there in pro expense?",
        "vlc: how many songs in my Focus playlist are under 3 minutes?",
        "how many files in Download are bigger than 2 MB?",
        # A group picked by what its rows add up to, not the dearest row's name.
        "pro expense: which day has the biggest spending?",
    ],
)
def test_a_question_whose_plan_drops_its_constraint_is_asked_about(task: str) -> None:
    intent, extra = goal_of(task)
    assert intent == "explore" and extra == ["cannot"], (task, intent, extra)


@pytest.mark.parametrize(
    ("task", "plan"),
    [
        ("how much did I spend on Clothes this year?", ["Answer from the list: " + '{"mode": "money", "source": "x"}']),
        ("which recipe is quickest?", ["Answer from the list: " + '{"mode": "titles", "source": "record"}']),
        ("when's the last thing on March 3?", ["Answer from the agenda: titles 2030-03-03 2030-03-03 00:00 23:59 | "]),
    ],
)
def test_the_dropped_constraint_is_named(task: str, plan: list[str]) -> None:
    dropped = dropped_constraint(task, plan)
    assert dropped if "quickest" not in task else not dropped, (task, dropped)


def test_a_constraint_the_plan_keeps_is_not_dropped() -> None:
    kept = [
        "Answer from the list: " + '{"first": "2030-03-11", "last": "2030-03-17", "mode": "count", "source": "tasks"}'
    ]
    assert dropped_constraint("how many of my to-dos due this week are still open?", kept) == ""
    assert dropped_constraint("what's on my calendar March 3?", ["Answer from the agenda: titles a b c d | "]) == ""


@pytest.mark.parametrize(
    ("task", "expected"),
    [
        ("what's the final event I have on April 4?", "last 2030-04-04 2030-04-04 00:00 23:59 | "),
        ("which appointment begins last tomorrow?", "last 2030-03-15 2030-03-15 00:00 23:59 | "),
        ("how long is my Piano lesson on March 20?", "minutes 2030-03-20 2030-03-20 00:00 23:59 | Piano lesson"),
        (
            "how many minutes does the Book club take this Saturday?",
            "minutes 2030-03-16 2030-03-16 00:00 23:59 | Book club",
        ),
    ],
)
def test_the_latest_of_a_day_and_an_events_length_are_read(task: str, expected: str) -> None:
    plan = agenda_plan(task, THURSDAY, "Simple Calendar Pro")
    assert plan is not None, task
    assert plan[1].removeprefix("Answer from the agenda: ") == expected


SCREEN = """[0] TextView "March 2030"
[1] List "Events" scrollable
[2] ListItem "Gym" value="Sat, Mar 16, 2030 · 07:00 – 07:45"
[3] ListItem "Book club" value="Sat, Mar 16, 2030 · 18:30 – 20:00 · Cafe"
[4] ListItem "Vet visit" value="Sat, Mar 16, 2030 · 18:30 – 19:00"
[5] ListItem "Haircut" value="Sun, Mar 17, 2030 · 21:00 – 21:30"
"""


def test_the_latest_and_the_minutes_are_answered_from_the_rows_shown() -> None:
    seen = _rows(parse_screen(SCREEN))
    latest = _answer(Subgoal("agenda", "last 2030-03-16 2030-03-16 00:00 23:59", ""), seen)
    assert latest == "Book club, Vet visit"  # both start at 18:30; the next day's later one is not that day's
    assert _answer(Subgoal("agenda", "minutes 2030-03-16 2030-03-16 00:00 23:59", "book club"), seen) == "90"
    assert _answer(Subgoal("agenda", "minutes 2030-03-16 2030-03-16 00:00 23:59", "gym"), seen) == "45"
    assert _answer(Subgoal("agenda", "minutes 2030-03-16 2030-03-16 00:00 23:59", "haircut"), seen) is None


@pytest.mark.parametrize(
    ("text", "unit"),
    [
        ("how long is the whole album? as mm:ss", ""),
        ("total time of my Gym playlist in hours and minutes", ""),
        ("how many minutes is my Road Trip playlist?", "minutes"),
    ],
)
def test_minutes_and_seconds_together_are_the_clocks_way(text: str, unit: str) -> None:
    assert length_unit(text) == unit


@pytest.mark.parametrize(
    "task",
    [
        "calendar: count the meetings moved since Mar 4",
        "pro expense: Clothes total for Feb 1-7, just the number",
        "notes edited on Mar 2 - names only",
    ],
)
def test_a_figure_asked_is_never_dictated_as_an_entry(task: str) -> None:
    assert read_task(task, None, THURSDAY).intent != "create", task
    assert not any(step.startswith(("Create", "Add", "Save")) for step in plan_for(read_task(task, None, THURSDAY)))


@pytest.mark.parametrize(
    ("task", "first", "last", "kind"),
    [
        ("what did I spend on Clothes from Feb 20 to Feb 27?", "2030-02-20", "2030-02-27", "clothes"),
        (
            "how much did I spend on Health Care from the 1st to the 10th of March?",
            "2030-03-01",
            "2030-03-10",
            "health care",
        ),
    ],
)
def test_spending_between_two_days_keeps_the_days_and_the_category(task: str, first: str, last: str, kind: str) -> None:
    steps = plan_for(read_task(task, None, THURSDAY))
    asked = json.loads(steps[-1].removeprefix("Answer from the list: "))
    assert (asked["mode"], asked["first"], asked["last"], asked["kind"]) == ("money", first, last, kind)


def test_only_the_rows_of_the_days_are_added_up() -> None:
    rows = [
        Record("Boots", "$80.00 · Clothes · Feb 21, 2030"),
        Record("Scarf", "$12.50 · Clothes · Feb 27, 2030"),
        Record("Coat", "$150.00 · Clothes · Mar 2, 2030"),
        Record("Taxi", "$20.00 · Transportation · Feb 22, 2030"),
    ]
    question = Question("expenses", "money", "2030-02-20", "2030-02-27", kind="clothes")
    assert answer(question, rows) == "92.50"


@pytest.mark.parametrize(
    ("task", "pick"),
    [
        ("what category have I spent the least on? pro expense", "min"),
        ("Which expense category has the highest total in Pro Expense?", "max"),
        ("what did I spend the most money on, by category? check pro expense", "max"),
    ],
)
def test_a_category_asked_by_its_total_is_a_group_not_a_row(task: str, pick: str) -> None:
    steps = plan_for(read_task(task, None, THURSDAY))
    asked = json.loads(steps[-1].removeprefix("Answer from the list: "))
    assert (asked["mode"], asked["pick"]) == ("category", pick), steps


def test_the_category_whose_rows_add_up_most_is_the_answer_not_the_dearest_rows() -> None:
    rows = [
        Record("Rent", "$900.00 · Housing · Mar 1, 2030"),
        Record("Taxi", "$400.00 · Transportation · Mar 2, 2030"),
        Record("Train", "$350.00 · Transportation · Mar 3, 2030"),
        Record("Fuel", "$300.00 · Transportation · Mar 4, 2030"),
    ]
    assert answer(Question("expenses", "category", pick="max"), rows) == "Transportation"
    assert answer(Question("expenses", "category", pick="min"), rows) == "Housing"
    assert answer(Question("expenses", "category", pick="max"), [*rows, Record("Gift", "Social")]) is None


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        ("which videos on Focus are longer than ten minutes", ">600"),
        ("songs of at least 4 min on my Gym playlist", ">=240"),
        ("what tracks in Chill run under 90 seconds", "<90"),
        ("which clips are no more than 2 minutes long", "<=120"),
        ("which songs are the longest", ""),
    ],
)
def test_a_bound_on_a_length_is_read_in_seconds(text: str, bound: str) -> None:
    assert length_bound(text) == bound


def test_only_the_items_within_the_bound_are_listed_and_an_unknown_length_is_no_answer() -> None:
    rows = [Record("Low Tide", "2:59"), Record("Echo Park", "3:00"), Record("Neon Rain", "1:45")]
    assert answer(Question("items", "titles", bound="<180"), rows) == "Low Tide, Neon Rain"
    assert answer(Question("items", "titles", bound=">=180"), rows) == "Echo Park"
    assert answer(Question("items", "titles", bound="<180"), [*rows, Record("Blue Monday", "")]) is None


def test_a_bounded_list_of_a_named_playlist_is_read_with_the_playlists_name() -> None:
    steps = plan_for(read_task("in vlc, which videos in my Holiday playlist are over 5 minutes long?", None, THURSDAY))
    assert "Open the playlist 'Holiday'" in steps, steps
    asked = json.loads(steps[-1].removeprefix("Answer from the list: "))
    assert (asked["mode"], asked["bound"], asked["subject"]) == ("titles", ">300", "Holiday")


@pytest.mark.parametrize(
    ("text", "first", "last"),
    [
        ("how many pictures in DCIM were changed after March 4?", "2030-03-05", "9999-12-31"),
        ("which documents did I edit before Feb 20?", "0001-01-01", "2030-02-19"),
        ("which files in Documents were saved on March 1?", "2030-03-01", "2030-03-01"),
    ],
)
def test_items_asked_by_the_day_they_changed_keep_the_days(text: str, first: str, last: str) -> None:
    found = dated(text, THURSDAY)
    assert found is not None and found[1:] == (first, last), found


def test_items_of_a_folder_changed_since_a_day_are_counted_in_that_folder() -> None:
    steps = plan_for(read_task("how many files in my Pictures folder were added since Feb 28?", None, THURSDAY))
    assert "Open the folder 'Pictures'" in steps, steps
    asked = json.loads(steps[-1].removeprefix("Answer from the list: "))
    assert (asked["mode"], asked["first"], asked["last"]) == ("count", "2030-02-28", "9999-12-31")


def test_rows_are_kept_by_the_day_they_show_after_what_happened_on_it() -> None:
    rows = [
        Record("plans.md", "Modified Mar 2, 2030 14:00"),
        Record("errands.md", "Modified Mar 3, 2030 08:00"),
        Record("Work", "Folder"),
        Record("scan.pdf", "Mar 2, 2030 · 48 kB"),
    ]
    question = Question("items", "titles", "2030-03-02", "2030-03-02")
    assert answer(question, rows) == "plans.md, scan.pdf"


def test_a_row_showing_no_day_leaves_a_question_over_days_unanswered() -> None:
    rows = [Record("Boots", "$80.00 · Clothes · Feb 21, 2030"), Record("Hat", "$15.00 · Clothes")]
    assert answer(Question("expenses", "money", "2030-02-20", "2030-02-27", kind="clothes"), rows) is None
    assert answer(Question("expenses", "money", kind="clothes"), rows) == "95.00"
