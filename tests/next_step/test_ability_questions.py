"""A job asked as a question about whether or how it can be done (people set 133): "is there a way to …", "how do I
…", "any chance you could …", "can I get X deleted", each proved in other wordings than the set's. Three had been false
dones: "how would I rename X to Y?" answered with X's title, "is there a way to clear out everything on march 2?"
answered "no", "do you know how many times I've called X?" answered with all the calls with X."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step.intent.courtesy import plain
from tests.next_step.androidworld.harness import run_wording

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("OwnCalendarRenameEvent", "how can I rename my Yoga class event on march 26 to Project kickoff"),
        ("OwnCalendarDeletePastDayNoYear", "is there any way you can delete everything on march 2 in my calendar?"),
        ("OwnTracksDeleteDay", "how do I delete all my activities from march 11 in opentracks?"),
        ("OwnVlcRenamePlaylist", "any chance u could rename the Sunday Mix playlist in vlc to Sleep"),
        ("ExtraMarkorMoveNote", "could I get reading_40.md moved into Archive in markor please"),
        ("OwnCalendarDeleteOneOfDay", "can I have Car service on march 18 removed? keep the rest of the day"),
        (
            "RetroSavePlaylist",
            "I'm wondering if you could create a playlist called Focus 48 in retro music with Ocean Eyes, Silver "
            "Lining, Paper Planes and Static Love, then export it to Downloads",
        ),
        ("OwnPhoneCallContactLabel", "would you be able to call Kofi Lindqvist on his home number?"),
        (
            "OwnTracksStatsDateOfFastestInMonth",
            "can you look up the date of my fastest swim in february 2030 by average speed",
        ),
        ("OwnPhoneCallsMadeTo", "remind me how many times I've called Lena Tanaka"),
        ("OwnPhoneCallTextedAbout", "ring whoever it was who texted me about the meeting"),
        ("OwnPhoneDeclineRinging", "can you reject this call? I don't want to talk to them"),
        (
            "OwnMarkorCreateNotes",
            'in markor, create two notes: "Reading list" saying "Dune, Middlemarch and The Overstory." and "Gift '
            'ideas" saying "A scarf for Omar and a book for Lena."',
        ),
        (
            "OwnMarkorCreateNotes",
            'add two notes in markor: Reading list saying "Dune, Middlemarch and The Overstory." and Gift ideas '
            'saying "A scarf for Omar and a book for Lena."',
        ),
        ("OwnContactsAddNumberFromSms", "add the number Lena Moreau sent me as a contact: Omar Moreau"),
    ],
)
async def test_jobs_asked_as_ability_questions_are_done(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems


@pytest.mark.parametrize(
    "question",
    [
        "how do I know how many files are in Download?",
        "how would I get to the Archive folder?",
        "can I get a number for Lena?",
    ],
)
def test_questions_about_something_else_are_left_as_asked(question: str) -> None:
    assert plain(question).lower().startswith(question.split()[0].lower())
