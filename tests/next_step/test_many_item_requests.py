"""Requests over several entries, or entries chosen by a condition: deleted by what their list row shows (a category,
an amount over or under a limit, a word in the name, a folder's notes), never every entry when a limit is not read;
entries given as a Markdown table, bullets, spreadsheet rows or a note's lines; a note's text given as lines; a
message's text kept in a note by whom it came from; a note put "in it" after its folder is made."""

from __future__ import annotations

import json

import pytest

from mcp_agent.tools.next_step.contract import AgentStepArguments
from mcp_agent.tools.next_step.intent.conditional_deletes import limits_unread
from mcp_agent.tools.next_step.intent.fields import read_rows
from mcp_agent.tools.next_step.intent.line_bodies import checked_as_read
from mcp_agent.tools.next_step.intent.line_rows import item_lines, tabs_as_pipes
from mcp_agent.tools.next_step.menus import entries_listed
from mcp_agent.tools.next_step.row_conditions import contains, meets, row_meets
from mcp_agent.tools.next_step.turn import Turn
from tests.next_step.planning import plan

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("task", "step"),
    [
        ("wipe every Social expense from pro expense", "Delete every expense whose category is 'Social'"),
        (
            "Remove the expenses under the Clothes category in Pro Expense.",
            "Delete every expense whose category is 'Clothes'",
        ),
        (
            "pro expense: delete each expense costing more than $1,200",
            "Delete every expense whose amount is over '1200.00'",
        ),
        ("delete all expenses below 20 dollars in pro expense", "Delete every expense whose amount is under '20.00'"),
        (
            'In Markor, delete every note whose file name contains "2029".',
            "Delete every note whose name mentions '2029'",
        ),
        (
            "remove all events with 'Standup' in the title from Simple Calendar Pro",
            "Delete every event whose title mentions 'Standup'",
        ),
        ("cancel every dentist appointment in my calendar", "Delete every event whose title mentions 'dentist'"),
    ],
)
def test_a_delete_by_condition_is_planned_with_its_condition(task: str, step: str) -> None:
    assert step in plan(task)


@pytest.mark.parametrize(
    "task",
    [
        "In Markor, remove every note inside the folder Receipts",
        "markor: clear out my Receipts folder but keep the folder itself",
        "delete all files that are in the Receipts folder in markor",
    ],
)
def test_a_folders_notes_are_deleted_inside_it(task: str) -> None:
    steps = plan(task)
    assert steps[-2:] == ["Open the folder 'Receipts'", "Delete every note"], steps


@pytest.mark.parametrize(
    "task",
    [
        "delete all expenses over budget in pro expense",
        "In Markor, delete every note from last summer",
        "get rid of all events after the school holidays in my calendar",
    ],
)
def test_a_limit_not_read_is_never_every_entry(task: str) -> None:
    steps = plan(task)
    assert not any(step.startswith("Delete every") for step in steps), steps
    assert any(step.startswith("Stop:") for step in steps), steps


def test_what_leaves_a_delete_all_unlimited() -> None:
    assert not limits_unread("delete all my expenses")
    assert not limits_unread("clear everything I have logged")
    assert limits_unread("delete all expenses from the trip")


def test_a_row_tells_its_category_amount_and_name() -> None:
    row = ("Airport taxi", "$54.00 · Transportation")
    assert row_meets("category", "is", "transportation", row) is True
    assert row_meets("category", "is", "Food", row) is False
    assert row_meets("category", "is", "Food", ("Airport taxi", "Paid by card")) is None  # not shown: opened
    assert row_meets("amount", "is over", "50.00", row) is True
    assert row_meets("amount", "is under", "50.00", row) is False
    assert row_meets("name", "mentions", "Taxi", row) is True
    assert contains("essay_draft.md", "draft") and contains("Drafts 2030.md", "draft")
    assert not contains("overdraft.md", "draft")
    assert meets("is over", "99.50", "$1,200.00") and not meets("is over", "99.50", "no amount")


def test_entries_given_one_a_line() -> None:
    rows = item_lines(["* Parking: $7.25, Transportation", "* Museum pass — $30 (Entertainment)"])
    assert rows == [
        {"name": "Parking", "amount": "$7.25", "category": "Transportation"},
        {"name": "Museum pass", "amount": "$30", "category": "Entertainment"},
    ]
    assert item_lines(["Servings: 4", "Amount: 12"]) is None  # a record's keyed fields, no entries
    table = "log these:\n| Item | Amount | Category |\n| :--- | ---: | --- |\n| Parking | $7.25 | Transportation |"
    assert read_rows(table) == [{"item": "Parking", "amount": "$7.25", "category": "Transportation"}]
    pasted = tabs_as_pipes("add these:\nItem\tAmount\nParking\t7.25")
    assert read_rows(pasted) == [{"item": "Parking", "amount": "7.25"}]


def test_a_notes_lines_under_its_request_are_its_text() -> None:
    steps = plan("Write a Markor note todo_week.md containing these lines:\nCall the bank\nBook flights\n\n")
    assert "Type 'Call the bank\nBook flights' into the body field" in steps, steps


def test_a_message_is_kept_by_whom_it_came_from() -> None:
    steps = plan("put the most recent text from Alice Romero into a new markor note alice.md")
    assert steps[:3] == ["Open Messages", "Open the conversation with Alice Romero", "Remember the last message"], steps
    assert "Type '«last message»' into the body field" in steps


def test_a_note_added_to_the_folder_just_made_goes_in_it() -> None:
    steps = plan("In Markor, make a folder Taxes, then save a note q1.md in there saying Receipts are in the box")
    assert "Open the folder 'Taxes'" in steps and steps.index("Open the folder 'Taxes'") < steps.index(
        "Start a new note"
    )


def test_an_event_title_ends_where_its_day_is_said() -> None:
    steps = plan(
        "Add an event titled Tax advisor on April 2, 2030 at 9:00 AM to Simple Calendar Pro. Description: forms"
    )
    assert "Type 'Tax advisor' into the title field" in steps, steps


def test_a_notes_lines_are_checked_as_its_one_text() -> None:
    said = checked_as_read("New markor note kit.md, content:\nAmount of rope\nPhone cable")
    assert said.endswith('with the following text: "Amount of rope Phone cable"'), said
    assert checked_as_read("call Ana") == "call Ana"


def _turn(screen: str, trail: list[str]) -> Turn:
    arguments = AgentStepArguments.model_validate(
        {"task": "t", "screen_description": screen, "step_count": 3, "state_refs": {"trail": json.dumps(trail)}}
    )
    return Turn.read(arguments)


def test_a_list_still_showing_a_folder_is_not_emptied() -> None:
    root = '[0] TextView "Notes"\n[1] List "Files" scrollable\n[2] ListItem "Drafts" value="Folder"'
    assert entries_listed(_turn(root, [])) == []  # no note left to delete here
    assert [e.label for e in entries_listed(_turn(root, []), folders=True)] == ["Drafts"]  # but not all are gone
    opened = '[0] ImageButton "Navigate up"\n[1] TextView "Drafts"\n[2] List "Files" scrollable'
    assert entries_listed(_turn(opened, ["Drafts"]), folders=True) == []  # the folder's own heading is no entry
