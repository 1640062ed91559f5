"""The app to do it in, said last as an instruction of its own (people set 105's "…? use the gallery"), tested in
other wordings: the request is done in that app, as when the app is said first."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def test_a_copy_done_in_the_gallery_said_last() -> None:
    goal = read_task("copy photo_3.jpg from DCIM into Download, use the gallery", None, TODAY)
    assert (goal.intent, goal.app, goal.extra) == ("copy_file", "Gallery", ("photo_3.jpg",))


def test_a_move_done_in_the_files_app_said_last() -> None:
    goal = read_task("move report_2.pdf from Download into Documents - use the files app", None, TODAY)
    assert (goal.intent, goal.app, goal.subject, goal.value) == ("move", "Files", "report_2.pdf", "Documents")


def test_an_event_added_in_the_calendar_said_last() -> None:
    goal = read_task("add Dentist to my calendar tomorrow at 9am, do it in simple calendar", None, TODAY)
    assert (goal.intent, goal.app, goal.title) == ("create", "Simple Calendar Pro", "Dentist")
