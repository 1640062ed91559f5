"""A device request followed by the speaker's own reason as a sentence of its own (people set 105's "Could you turn
on Bluetooth? I want to use my headphones"), tested in other wordings: the reason is taken off, the switch or the
app read alone; after a verb that carries words of its own the sentence after it stays."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


@pytest.mark.parametrize(
    ("text", "setting", "on"),
    [
        ("could you switch off wifi? my data is fine", "wifi", False),
        ("enable bluetooth, I need it for the car", "bluetooth", True),
        ("turn the wifi on, I have to send a big file", "wifi", True),
        ("can you turn bluetooth off. I'm not using my earbuds", "bluetooth", False),
    ],
)
def test_a_switch_is_read_without_the_reason_after_it(text: str, setting: str, on: bool) -> None:
    goal = read_task(text, None, TODAY)
    assert (goal.intent, goal.setting.lower(), goal.on) == ("toggle", setting, on)


def test_an_app_opened_is_read_without_the_reason_after_it() -> None:
    goal = read_task("open the files app, I need to find a pdf", None, TODAY)
    assert (goal.intent, goal.app.lower()) == ("open", "files")


def test_the_stopwatch_paused_is_read_without_the_reason_after_it() -> None:
    goal = read_task("pause the stopwatch. I need a break", None, TODAY)
    assert (goal.intent, goal.on) == ("stopwatch", False)


def test_a_sentence_after_a_message_stays_the_messages() -> None:
    goal = read_task("text +13525551454: running late. I'm stuck in traffic", None, TODAY)
    assert "stuck in traffic" in goal.body
