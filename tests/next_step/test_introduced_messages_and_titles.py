"""What introduces a message is not the message, and what sets an event's title off is not the title.

"text +1… — tell them X" sends X; "Piano lesson — friday 10am …" and "at 3pm I've got Budget review …" save
events titled "Piano lesson" and "Budget review"."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import read_task
from mcp_agent.tools.next_step.intent.courtesy import plain

pytestmark = pytest.mark.unit

_TODAY = date(2031, 6, 2)


@pytest.mark.parametrize(
    ("said", "message"),
    [
        ("sms +15550100 — let her know Dinner is at 8", "Dinner is at 8"),
        ("text +15550100, tell him The car is ready", "The car is ready"),
        ("message +15550100: let them know that the door code changed", "the door code changed"),
        ("text Ana Ruiz, saying Parcel picked up", "Parcel picked up"),
        ("text +15550100 - say Back by noon", "Back by noon"),
    ],
)
def test_an_introducer_after_a_dash_colon_or_comma_is_not_the_message(said: str, message: str) -> None:
    assert plain(said).endswith(": " + message)


def test_a_message_that_only_mentions_telling_keeps_its_words() -> None:
    # The introducer is the first words after the first stop; later ones belong to the message.
    assert plain("text +15550100: I'm late, tell them to start") == "text +15550100: I'm late, tell them to start"


@pytest.mark.parametrize(
    ("said", "title"),
    [
        ("Yoga class — next Monday, 6pm to 7pm, add it to my calendar", "Yoga class"),
        ("Team sync – tomorrow at 9:30, put it in the calendar", "Team sync"),
        ("tomorrow at 16:00 we've got Design critique, 45 minutes; add it to the calendar", "Design critique"),
        ("next Tuesday at 11:00 I have Tax advisor, put it on my calendar", "Tax advisor"),
    ],
)
def test_an_event_title_loses_its_dash_and_who_has_it(said: str, title: str) -> None:
    goal = read_task(said, today=_TODAY)
    assert goal.intent == "create" and goal.obj == "event"
    assert dict(goal.fields)["title"] == title
