"""A form met in the first run of people set 107, tested in other wordings: a question about one item of a player
with the player said as the person's own ("in my vlc", "on my vlc app"), read as "in vlc" is, the app's name no part
of the item."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


@pytest.mark.parametrize(
    ("text", "step"),
    [
        ("how long is documentary.mkv in my vlc?", "Tell the length of 'documentary.mkv'"),
        ("which artist is Night Bus by in my vlc", "Tell the artist of 'Night Bus'"),
        ("what album is Paper Moon on, on my vlc app?", "Tell the album of 'Paper Moon'"),
        ("who sings Copper Sky in my vlc app", "Tell the artist of 'Copper Sky'"),
        ("which folder is dog_park.mp4 in in my vlc", "Tell the folder of 'dog_park.mp4'"),
    ],
)
def test_an_item_question_with_the_player_said_as_mine_asks_of_the_item_alone(text: str, step: str) -> None:
    assert step in plan(text)
