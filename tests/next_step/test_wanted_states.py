"""Requests said as the end state wanted, or questions as the fact wanted (intent/wanted_states.py, people set 125), in
other words than the set's: each run through the real tool on its template's first parameter set and judged, and a
day wished empty read as its events deleted, never as an event added (it had made one titled "Completely empty" and
reported done)."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import read_task
from mcp_agent.tools.next_step.intent.wanted_states import wanted_said
from tests.next_step.androidworld.harness import run_wording

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


_STATES = [
    # a call's state
    ("OwnPhoneHangUp", "this call should be over now"),
    ("OwnPhoneHangUp", "I'd like the call ended please"),
    ("OwnPhoneAnswerRinging", "this call should be picked up"),
    ("OwnPhoneAnswerRinging", "I'd like the call answered, it's my boss"),
    ("OwnPhoneCallFirstName", "I want to be speaking with Omar"),
    ("PhoneMakeCall", "I need a call out to +19685551245"),
    # a record wished gone
    ("RecipeDeleteSingleRecipe", "I don't want Chicken curry in my recipes anymore"),
    ("RecipeDeleteSingleRecipe", "the Chicken curry recipe should not be in Broccoli any longer"),
    ("OwnTracksNamedDelete", "Forest trail doesn't need to be in my tracks anymore"),
    ("ExpenseDeleteSingle", "Fuel shouldn't be in my expenses anymore"),
    ("OwnManyExpensesDeleteNameContains", "I want no expense with Taxi in its name left"),
    ("RecipeDeleteDuplicateRecipes", "each recipe in Broccoli should be there just once"),
    ("RecipeDeleteDuplicateRecipes2", "I need no duplicate recipes in Broccoli"),
    ("OwnFilesDeleteTwo", "payslip_feb.png and dentist_invoice.docx from Pictures, I want them gone"),
    # a day wished empty
    ("SimpleCalendarDeleteEventsOnRelativeDay", "I'd like this Saturday cleared on my calendar"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "I want nothing on my calendar this Saturday"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "my calendar should have no events this Saturday"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "there should be no events on my calendar this Saturday"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "this Saturday should be completely free on my calendar"),
    # what should exist, or be playing
    ("OwnFilesCreateFolder", "I want there to be a new folder Music backup in Files"),
    ("ContactsAddContact", "there should be a contact Hana Suzuki with number +19705551889"),
    ("CameraTakePhoto", "I want a photo taken"),
    ("CameraTakePhoto", "I'd like one photo with the camera"),
    ("OwnFilesCopyFile", "I want a copy of wedding_invite.png in Documents, the one in Download can stay"),
    (
        "OwnVlcTwoPlaylistsSentences",
        "I want two new playlists in VLC: Dinner party with trailer_final.mp4 and holiday_2029.mp4, and Late night "
        "with beach_day.mp4 and wedding_speech.mp4",
    ),
    (
        "OwnVlcMakeThenPlay",
        "there should be a playlist in VLC called Evening with holiday_2029.mp4, trailer_final.mp4 and lecture_04.mkv, "
        "and I'd like it playing",
    ),
    ("OwnRetroPlaySong", "I want the song Paper Planes playing"),
    ("OwnRetroPlaySong", "the song Paper Planes playing please"),
    ("OwnVlcPlayVideo", "I want sunset_1.mp4 playing in VLC"),
    # a record's fields as they should be
    ("OwnContactsAddEmail", "Maya Suzuki's contact needs to have the email maya.suzuki@post.net"),
    ("OwnTracksSpanRetypeNewest", "my latest track should be a run"),
    ("OwnTracksSpanRetypeNewest", "I want my newest activity to be running"),
    ("OwnTracksNamedRetype", "I'd like my Canal tour track to show as running"),
    (
        "OwnCalendarEditTimeAndPlace",
        "Yoga class needs to be at 3pm on the same day and its location should be City library",
    ),
    ("OwnCalendarChangeDuration", "Piano lesson on March 17 has to last 90 minutes, with the same start time"),
    ("OwnCalendarMoveEventOnDay", "the event on March 23 needs to start at 4pm, everything else the same"),
]

_FACTS = [
    ("OwnPhoneDidTheyCall", "need to find out if Lena Okafor rang me today. yes or no"),
    ("NotesIsTodo", "I'd like to know whether Fix the bike in Joplin is a todo, True or False"),
    ("OwnFilesHasFile", "I want to know if there is a school_report.pdf in my Music folder, yes or no"),
    ("OwnFilesSmallestInFolder", "all I need is the name of the smallest file in Music"),
    ("OwnFilesLargestInFolder", "the name of the largest file in my Pictures folder is what I'm after"),
    ("NotesTodoItemCount", "I need the count of to-dos in the Work folder in Joplin"),
    ("OwnTracksNamedHoursOfKindInFebruary", "I'd like the total hours I spent swimming in February"),
    ("OwnRetroShortSongsOnPlaylist", "need the songs on Road Trip in Retro Music that are under 3 minutes"),
    ("OwnRecipesUnderMinutes", "I want a list of the Broccoli recipes that take under 20 minutes"),
    ("OwnVlcPlaylistLength", "I need the total length of the Focus playlist in VLC, M:SS"),
    ("OwnPhoneLastCallLength", "I'd like the duration of my last call with Maya Okafor in minutes and seconds"),
    ("SimpleCalendarAnyEventsOnDate", "I need the titles of my events on March 16"),
    ("OwnMarkorEditedOnDay", "I'd like the names of the notes in Markor I modified on March 2"),
    ("OwnPhoneMissedCount", "the number of missed calls I have, that's all I need"),
    # a phone number, not a count: "how many my last missed call" had answered a count (a false done)
    ("OwnPhoneLastMissedNumber", "I'd like the number of my last missed call"),
]


@pytest.mark.parametrize(("template_id", "text"), _STATES + _FACTS)
async def test_a_wanted_state_or_fact_is_done_or_answered(template_id: str, text: str) -> None:
    made = await run_wording(template_id, text)
    assert made.verdict.passed, (text, made.verdict.problems, made.transcript)


@pytest.mark.parametrize(
    "text",
    [
        "I'd like nothing on my calendar for the weekend",
        "I want Friday cleared in my calendar",
        "I need the 22nd emptied on my calendar",
        "I would like no events on my calendar tomorrow",
    ],
)
def test_a_day_wished_empty_is_never_an_event_added(text: str) -> None:
    assert read_task(text, None, TODAY).intent != "create", text


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("I want the title changed to Budget", "I want the title changed to Budget"),
        ("I'd like the name to be Budget", "I'd like the name to be Budget"),
        ("I want wifi off", "I want wifi off"),
        ("Bakery shouldn't be in my expenses anymore, move it to Food", None),
        ("I need a file's size", "I need a file's size"),
    ],
)
def test_a_thing_wished_changed_or_moved_is_no_fact_nor_a_deletion(text: str, said: str | None) -> None:
    # A wish for a change is no question; one wished elsewhere is no deletion.
    got = wanted_said(text)
    assert not got.startswith(("what ", "how many ", "delete ", "create ")), got
    if said is not None:
        assert got == said
