"""Values written the way people in other locales or in a hurry write them, the classes met in the first run of people
set 129, tested in other wordings (hurried_values.py): a clock time with an "h", "no." for a number, a day restated in
brackets, two entries deleted each on its own day, a question asked as its noun phrase, an app named before what the
request acts on, an event's title said bare among its fields, two lower-case playlists joined by ", and", "straight
after"; and a new name typed in lower case, which the judge compares as it compares any short text."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step.intent.hurried_values import hurried_values
from tests.next_step.androidworld.harness import run_wording

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("template_id", "text"),
    [
        # A clock time with an "h", its minutes left out.
        ("OwnCalendarBusyAtHour", "is there an event at 21h on 27/03/2030 in my calendar? yes/no"),
        # "no." for a number after an article.
        ("OwnPhoneCallListedNumber", "call the no. for rapid flow plumbing from contractors.md in markor"),
        # A day restated in brackets after what is on it.
        ("OwnCalendarDeleteOneOfDay", "remove car service (mon 18/3) from my calendar, keep the other events that day"),
        # Two entries deleted, each on its own day.
        ("OwnCalendarDeleteTwoEvents", "cancel team sync on 28/3 and my dentist appointment on 29/3"),
        # (said as two steps, the second had been dropped: a false done)
        ("OwnCalendarDeleteTwoEvents", "cancel team sync on 28/3, then cancel the dentist appointment on 29/3"),
        # A question asked as its noun phrase.
        ("OwnPhoneContactLabelNumber", "maya haddad's home number? just the digits"),
        ("OwnFilesHasFile", "school_report.pdf in music? y/n, check the files app"),
        # An app named first, then what the request acts on, then the request on "its".
        ("OwnTracksSpanRetypeNewest", "opentracks: the newest track, set its activity type to running"),
        # An event's title said bare among its fields.
        (
            "SimpleCalendarAddOneEventInTwoWeeks",
            "new event in two weeks at 15h00, budget review, desc meet at the front desk, 30 mins",
        ),
        # Two lower-case playlists joined by ", and".
        (
            "OwnVlcTwoPlaylistsSentences",
            "two playlists in vlc: dinner party with trailer_final.mp4 and holiday_2029.mp4, "
            "and late night with beach_day.mp4 and wedding_speech.mp4",
        ),
        ("OwnVlcPlayNext", "play sunday drive in vlc straight after the current song"),
        # A new name typed in lower case.
        ("RetroCreatePlaylist", "make a retro music playlist called chill 82: low tide, paper planes"),
    ],
)
async def test_a_hurried_value_is_read_as_meant(template_id: str, text: str) -> None:
    done = await run_wording(template_id, text)
    assert done.verdict.passed, done.verdict.problems


@pytest.mark.parametrize(
    "text",
    [
        "new event yoga tomorrow at 9am for 1h30",  # a length, never a clock time
        "event tmrw (fri 15/3) at 9am, yoga",  # the brackets only repeat a relative day
        "delete all events on 28/3 and 29/3",  # one deletion of two days, not two entries
        "what is maya haddad's home number?",  # already a question
    ],
)
def test_what_is_no_hurried_value_is_left_as_said(text: str) -> None:
    assert hurried_values(text) == text
