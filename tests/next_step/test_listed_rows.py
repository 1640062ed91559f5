"""Entries a note lists one a line, with no header, are entered in the app the task names: the note is read first,
each line becomes one entry, and a line that is not one entry is never guessed."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step.intent.carrying import read_carry
from mcp_agent.tools.next_step.intent.listed_rows import plain_rows

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("text", "app", "obj", "file", "dest"),
    [
        ("enter the expenses written in bills.md into Pro Expense", "", "expense", "bills.md", "Pro Expense"),
        ("log every expense of march.txt in my expense app", "", "expense", "march.txt", "expense"),
        ("move my to-dos from chores.md to the Tasks app", "", "task", "chores.md", "Tasks"),
        ("import each line of week.md as a task", "Tasks", "task", "week.md", "Tasks"),
    ],
)
def test_a_listed_import_names_its_note_and_its_app(text: str, app: str, obj: str, file: str, dest: str) -> None:
    goal = read_carry(text, app)
    assert goal is not None and goal.intent == "import_rows"
    assert (goal.obj, goal.subject, goal.title) == (obj, file, dest)


@pytest.mark.parametrize(
    "text",
    ["save my expenses into spend.md", "write my tasks into a note todo.md", "add the expenses to Markor from a.md"],
)
def test_a_note_written_to_is_no_import(text: str) -> None:
    goal = read_carry(text, "")
    assert goal is None or goal.intent != "import_rows"


def test_a_line_of_cells_is_one_expense_in_any_order() -> None:
    rows = plain_rows("- Lunch, $14.20, Food\n$3 ; Bus ; Transportation\n", "expense")
    assert rows == [
        {"name": "Lunch", "amount": "$14.20", "category": "Food"},
        {"name": "Bus", "amount": "$3", "category": "Transportation"},
    ]


def test_a_line_that_is_no_expense_is_not_guessed() -> None:
    assert plain_rows("Lunch and a bus ticket\nBus, $3, $4", "expense") == []


def test_every_line_is_a_task() -> None:
    assert plain_rows("1. Fix the gate\n\n2. Call Ana", "task") == [{"title": "Fix the gate"}, {"title": "Call Ana"}]
