"""Several entries in one sentence said loosely: notes named unquoted and followed by their text ("Packing list
saying …"), two entries as "a note A (…) and another one B (…)", contacts listed with commas or after a dash, and
expenses with the dollar sign left out but their category in brackets. Each entry is its own step, made and
checked; nothing of one entry leaks into another."""

from __future__ import annotations

import datetime

import pytest

from mcp_agent.tools.next_step.intent import plan_for, read_task

pytestmark = pytest.mark.unit
TODAY = datetime.date(2030, 3, 14)


def plan(task: str) -> list[str]:
    return plan_for(read_task(task, today=TODAY))


@pytest.mark.parametrize(
    "task",
    [
        "create 2 notes in markor: Packing list saying Tent, stove and a torch. and Chores saying Mow the lawn.",
        "markor - I'd like a note Packing list (Tent, stove and a torch.) and another one Chores (Mow the lawn.)",
        "in markor: a note Packing list (Tent, stove and a torch.) and another note Chores (Mow the lawn.)",
    ],
)
def test_two_notes_named_unquoted_are_each_titled_and_written(task: str) -> None:
    steps = plan(task)
    assert steps.count("Start a new note") == 2, steps
    assert "Type 'Packing list' into the title field" in steps and "Type 'Chores' into the title field" in steps
    bodies = [s for s in steps if s.endswith("into the body field")]
    assert len(bodies) == 2 and "Tent, stove and a torch" in bodies[0] and "Mow the lawn" in bodies[1], bodies


@pytest.mark.parametrize(
    ("task", "title", "body"),
    [
        ("make a note Shopping run saying Eggs, flour and milk.", "Shopping run", "Eggs, flour and milk"),
        ("new note in markor Reading plan saying Two chapters a night", "Reading plan", "Two chapters a night"),
        ("create a note Garage code (4512, then hash)", "Garage code", "4512, then hash"),
    ],
)
def test_a_capitalised_name_before_the_text_is_the_notes_title(task: str, title: str, body: str) -> None:
    steps = plan(task)
    assert f"Type '{title}' into the title field" in steps, steps
    assert any(s.startswith(f"Type '{body}") and s.endswith("into the body field") for s in steps), steps


def test_text_that_starts_in_lower_case_is_the_body_not_a_title() -> None:
    steps = plan("make a note saying buy eggs and flour")
    assert not any(s.endswith("into the title field") for s in steps)
    assert "Type 'buy eggs and flour' into the body field" in steps


@pytest.mark.parametrize(
    "task",
    [
        "put these people in my contacts: Sara Lind (312) 555-0144 (home), Ken Abe (646) 555-0190 (mobile)",
        "new contacts pls - Sara Lind, home: +13125550144 and Ken Abe, mobile: +16465550190",
    ],
)
def test_contacts_listed_with_commas_or_after_a_dash_are_each_saved(task: str) -> None:
    steps = plan(task)
    assert steps.count("Save the contact") == 2, steps
    assert "Check the contact 'Sara Lind' is listed" in steps and "Check the contact 'Ken Abe' is listed" in steps


def test_expenses_listed_without_a_dollar_sign_take_the_bracketed_category() -> None:
    steps = plan("pro expense, log these: parking 7.5 (transportation), pizza night 22 (food)")
    assert steps.count("Save the expense") == 2, steps
    assert "Type '7.5' into the amount field" in steps and "Type '22' into the amount field" in steps
    assert "Choose 'transportation' for the category field" in steps and "Choose 'food' for the category field" in steps


def test_a_number_in_brackets_that_is_no_category_is_not_an_amount() -> None:
    # A bracket that names no category of the app says nothing about money: no expense row is guessed from it.
    steps = plan("pro expense, log these: room 12 (second floor), desk 4 (by the window)")
    assert "Save the expense" not in steps
