"""Events picked by their times on a day, met in people set 98 ("delete the 9am and the 12pm events on Tuesday the
19th", "Saturday's 9 o'clock and noon events - cancel both") and tested in other wordings: each time is one event
picked by its row on that day, never every event of the day."""

from __future__ import annotations

import pytest

from .planning import plan
from .runs_by_template import run_said

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("task", "deleted"),
    [
        ("Tuesday's 9am and 3pm appointments - delete both", ["09:00 on 2030-03-19", "15:00 on 2030-03-19"]),
        (
            "delete the 10am, 1pm and 4pm meetings on March 20",
            ["10:00 on 2030-03-20", "13:00 on 2030-03-20", "16:00 on 2030-03-20"],
        ),
        ("cancel tomorrow's 8am and noon events", ["08:00 on 2030-03-15", "12:00 on 2030-03-15"]),
    ],
)
def test_each_time_said_deletes_the_one_event_that_shows_it(task: str, deleted: list[str]) -> None:
    planned = plan(task)
    assert [s for s in planned if s.startswith("Delete ")] == [f"Delete the event showing '{at}'" for at in deleted], (
        planned
    )


def test_an_event_picked_by_its_owner_day_and_time_is_opened_to_change() -> None:
    planned = plan("Friday's noon meeting, move it to 1pm")
    assert "Open the event showing '12:00 on 2030-03-15'" in planned and "Type '13:00' into the time field" in planned


async def test_the_other_event_of_that_day_stays() -> None:
    done = await run_said("OwnCalendarDeleteOneOfDay", "Monday's 9am event - delete it")
    assert done.outcome == "done" and done.verdict.passed, done.transcript
