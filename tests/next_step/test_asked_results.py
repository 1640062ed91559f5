"""A copy asked for as a thing to have (people set 105's "could I get a copy of receipt_6795.jpg from DCIM saved into
Download …?"), tested in other wordings: read as the file copied from where it is into where the copy goes."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


@pytest.mark.parametrize(
    ("text", "name", "source", "folder"),
    [
        ("can I have a copy of notes_4.txt from Documents put in Download?", "notes_4.txt", "Documents", "Download"),
        ("I'd like a copy of photo_12.jpg from DCIM saved to Pictures", "photo_12.jpg", "DCIM", "Pictures"),
    ],
)
def test_a_copy_asked_for_is_a_file_copied(text: str, name: str, source: str, folder: str) -> None:
    goal = read_task(text, None, TODAY)
    assert (goal.intent, goal.extra, goal.subject, goal.value) == ("copy_file", (name,), source, folder)
