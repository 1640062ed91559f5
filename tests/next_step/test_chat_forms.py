"""Chat-style forms met in the first run of people set 48 (phone, messages, tracker and player jobs), tested in other
wordings: "w/" and "shld", a day said before its month ("the 5th of march"), a reason after a switch, "it's ringing"
after an answer, the microphone's state after a call, "get X on the line", a text that "didn't go through", an arrow
for "to" and for "add to", a verbless whether ("… or not", "… y/n"), a person's name in lower case, "someone
messaged about X - who", "<month> workout count?", "minutes for the run on …", a track's name in lower case, "was a
walk not a run", "calls from X, how many", "X's last text, what did it say", a new video playlist, "<playlist> from
the top", "X song can go, delete it", "… to the end of <playlist>", every video played, a video deleted with no
folder said, and a playlist named in lower case found on its own page."""

from __future__ import annotations

import json
import random
from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task
from tests.next_step.androidworld import suite
from tests.next_step.androidworld.report import run_all
from tests.next_step.androidworld.template import Task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def _plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


def _asked(text: str) -> dict[str, object]:
    plan = _plan(text)
    assert plan[-1].startswith("Answer from the list: "), plan
    return dict(json.loads(plan[-1].removeprefix("Answer from the list: ")))


def test_chat_shorthand_w_slash_and_shld_are_spelled_out() -> None:
    assert _plan("text +15555550100 back w/ On my way")[-2:] == ["Type 'On my way'", "Send the message"]
    assert "Rename it to 'Gym'" in _plan("the party playlist shld be called Gym")


def test_a_day_said_before_its_month_is_that_day_not_the_month() -> None:
    asked = _asked("how far was the run on the 5th of march")
    assert (asked["first"], asked["last"], asked["mode"]) == ("2030-03-05", "2030-03-05", "km")
    asked = _asked("minutes for the run on march 10")
    assert (asked["first"], asked["last"], asked["mode"]) == ("2030-03-10", "2030-03-10", "minutes")


@pytest.mark.parametrize(
    ("text", "on"),
    [("wifi off, going to sleep", False), ("turn on bluetooth, pairing my watch", True)],
)
def test_a_reason_after_a_switch_is_no_part_of_it(text: str, on: bool) -> None:
    goal = read_task(text, None, TODAY)
    assert (goal.intent, goal.on) == ("toggle", on)
    assert "," not in goal.setting


def test_calls_said_the_chat_way() -> None:
    assert _plan("answer the phone, it's ringing") == ["Answer the call"]
    assert _plan("call greta novak, microphone off")[-2:] == ["Call greta novak", "Turn on Mute"]
    assert _plan("get maya haddad on the line")[-1] == "Call maya haddad"
    assert _plan("text to omar castillo didn't go through, resend it")[-1] == "Resend my last message"


def test_an_arrow_says_to_or_add_to() -> None:
    assert "Type 'Evening run' into the name field" in _plan("rename the river path track -> Evening run")
    assert _plan("Night Bus -> Workout playlist")[-1] == "Add 'Night Bus' to the playlist 'Workout'"


def test_a_verbless_whether_and_a_name_in_lower_case() -> None:
    asked = _asked("beach_day.mp4 in the Kids playlist or not")
    assert (asked["mode"], asked["of"], asked["subject"]) == ("exists", "beach_day.mp4", "Kids")
    for text in ("omar castillo ring me today? y/n", "did maya haddad call me"):
        asked = _asked(text)
        assert (asked["source"], asked["mode"]) == ("calls", "exists")
        assert str(asked["subject"]).istitle()
    assert _asked("calls from greta novak, how many?")["subject"] == "Greta Novak"
    asked = _asked("omar moreau's last text, what did it say")
    assert (asked["mode"], asked["subject"]) == ("said_last", "Omar Moreau")


def test_questions_left_verbless() -> None:
    asked = _asked("someone messaged about the keys - who")
    assert (asked["mode"], asked["kind"]) == ("sender", "the keys")
    asked = _asked("march workout count?")
    assert (asked["mode"], asked["first"], asked["last"]) == ("count", "2030-03-01", "2030-03-31")


@pytest.mark.parametrize(
    ("text", "mode", "name"),
    [
        ("park laps track avg speed in kmh?", "speed", "park laps"),
        ("easy recovery, how many km was it", "km", "easy recovery"),
    ],
)
def test_a_track_named_in_lower_case_is_the_one_asked_about(text: str, mode: str, name: str) -> None:
    asked = _asked(text)
    assert (asked["mode"], asked["subject"]) == (mode, name)


@pytest.mark.parametrize("text", ["total km this week?", "how many km was my swim on march 5?"])
def test_words_of_a_span_or_a_kind_are_no_track_name(text: str) -> None:
    assert _asked(text)["subject"] == ""


def test_a_kind_corrected_with_the_one_it_is_not() -> None:
    assert "Type 'Walking' into the activity type field" in _plan("lake circuit was a walk not a run, fix the type")


def test_player_requests_said_the_chat_way() -> None:
    assert _plan("new video playlist Road trip: beach_day.mp4, dog_park.mp4")[0] == "Open VLC"
    assert _plan("the workout playlist from the top please")[-1] == "Play the playlist 'workout'"
    assert _plan("the old radio song can go, delete it")[-1] == "Delete the song 'old radio'"
    assert (
        _plan("append night bus then old radio to the end of workout")[-1]
        == "Add 'old radio' to the playlist 'workout'"
    )
    assert _plan("watch all my videos") == ["Open VLC", "Play all the videos"]
    assert _plan("hike_5.mp4 is rubbish, delete it") == ["Open VLC", "Delete the video 'hike_5.mp4'"]
    assert _plan("delete beach_day.mp4 from Camera")[0] != "Open VLC"  # a folder said: a file's, not the library's


async def test_a_playlist_named_in_lower_case_is_played_from_its_own_page() -> None:
    template = {t.id: t for t in suite.TEMPLATES}["OwnVlcPlayPlaylist"]
    params = template.params(random.Random(f"{template.id}:0"))
    text = f"start my {params['playlist'].lower()} playlist in vlc from the beginning"
    (run,) = await run_all([Task(template, params, 0, "test", text)])
    assert run.verdict.passed, run.verdict.problems
