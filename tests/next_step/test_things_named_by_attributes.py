"""Things named by what they hold or show, said before them or beside them (intent/attributive_mends.py): a folder's
files with the folder said first, a recipe by its servings as one word, notes found by their words with their names
asked for, and a line put on a list whose file is said in brackets."""

from __future__ import annotations

import datetime
import json

import pytest

from mcp_agent.tools.next_step.answering.asked import PLAN_PREFIX
from mcp_agent.tools.next_step.intent import plan_for, read_task

pytestmark = pytest.mark.unit
TODAY = datetime.date(2030, 3, 14)


def plan(task: str) -> list[str]:
    return plan_for(read_task(task, today=TODAY))


def asked(steps: list[str]) -> dict[str, object]:
    line = next(s for s in steps if s.startswith(PLAN_PREFIX))
    return dict(json.loads(line[len(PLAN_PREFIX) :]))


@pytest.mark.parametrize(
    ("task", "folder", "first"),
    [
        ("count all my Pictures files", "Pictures", ""),
        ("how many Music files have I got? use the files app", "Music", ""),
        ("files app: count the Documents files edited since March 5", "Documents", "2030-03-05"),
    ],
)
def test_a_folders_files_said_with_the_folder_first_are_counted_in_that_folder(
    task: str, folder: str, first: str
) -> None:
    steps = plan(task)
    assert f"Open the folder '{folder}'" in steps, steps
    question = asked(steps)
    assert (question["mode"], question["subject"], question["first"]) == ("count", folder, first)


def test_an_extension_in_capitals_is_a_kind_of_file_not_a_folder() -> None:
    steps = plan("count the PDF files in Documents")
    assert "Open the folder 'Documents'" in steps and asked(steps)["of"] == ".pdf"


@pytest.mark.parametrize(
    "task", ["rename my 4-serving recipe to Lentil soup", "the four portion recipe, call it Lentil soup"]
)
def test_a_recipe_said_by_its_servings_as_one_word_is_found_by_them(task: str) -> None:
    steps = plan(f"broccoli: {task}")
    assert any("serving" in s and s.startswith("Open the recipe") for s in steps), steps
    assert "Type 'Lentil soup' into the title field" in steps


@pytest.mark.parametrize(
    "task",
    [
        "markor - show me the notes which mention invoice, then give me their names",
        "in markor find all notes that contain invoice; list the file names",
    ],
)
def test_notes_found_by_their_words_answer_with_their_names(task: str) -> None:
    question = asked(plan(task))
    assert (question["mode"], question["kind"]) == ("mentions", "invoice")


def test_a_line_put_on_a_list_whose_file_is_bracketed_goes_at_the_end_of_that_file() -> None:
    steps = plan("stick renew passport onto my errands list in markor (errands.md)")
    assert steps[1:3] == ["Open the note 'errands.md'", "Add 'renew passport' to the bottom of the body field"], steps


@pytest.mark.parametrize(
    ("task", "step"),
    [
        ("broccoli: the recipe that serves 6, rename it Veggie chili", "Type 'Veggie chili' into the title field"),
        ("pro expense - the one for $12.40, call it Parking", "Type 'Parking' into the name field"),
        ("vlc: Night Drive should go in my Chill playlist", "Add 'Night Drive' to the playlist 'Chill'"),
    ],
)
def test_a_request_after_the_app_it_is_for_reads_as_if_said_alone(task: str, step: str) -> None:
    # "the recipe …, rename it X" had been read only without an app first: after "broccoli:" it edited a recipe 'that'.
    assert step in plan(task), plan(task)


@pytest.mark.parametrize(
    ("task", "folder"),
    [
        ("in markor make the Recipes folder, then create pie.md in it with the text Bake at 200.", "Recipes"),
        (
            "Markor: the Contacts folder isn't there yet. Create it, then add ana.md to it containing: Call on Friday.",
            "Contacts",
        ),
        ("markor - there is no Bills folder so far. Make it, then add may.md to it containing: Rent paid.", "Bills"),
    ],
)
def test_a_kinds_word_before_folder_is_the_folders_name(task: str, folder: str) -> None:
    # "the Recipes folder … create it" had been read as a recipe to make, with nothing to fill in.
    steps = plan(task)
    assert steps[1:3] == ["Start a new folder", f"Type '{folder}' into the title field"], steps
    assert f"Open the folder '{folder}'" in steps
