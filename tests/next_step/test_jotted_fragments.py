"""Requests jotted down as fragments (people set 127's classes), in wordings other than the set's: the verb alone at
the end ("… Remove."), a setting and its state ("Bluetooth — off"), a field's new value under a label ("New number:
…"), an action over a labelled list ("to delete: A, B"), what is put where ("… Into a Markor note"), a new entry and
its details each a fragment, and a question asked as a bare noun after what it is about ("Servings?", "Time?")
(intent/jotted_fragments.py, intent/jotted_questions.py); an event's title jotted with its own full stop
(verbless.py). Each is run on the app and judged by the world it leaves; what is no such shape is left as said."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import read_task
from mcp_agent.tools.next_step.intent.jotted_fragments import jotted
from tests.next_step.androidworld.harness import Run, run, wording_of
from tests.next_step.phone2.harness import agent_and_person

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


async def _runs(*asked: tuple[str, str]) -> list[Run]:
    async with agent_and_person() as call:
        return [await run(call, wording_of(template_id, text)) for template_id, text in asked]


@pytest.mark.parametrize(
    ("template_id", "text"),
    [
        # The verb alone at the end (had been asked about, or read as an event titled by the app).
        ("MarkorDeleteNote", "Note gifts_19.txt, Markor — remove."),
        ("OwnPhoneCallFavourite", "Favourites. Ines Moreau. Ring."),
        ("OwnPhoneCallContact", "Call — Jonah Lindqvist."),
        ("OwnRetroRemoveFromPlaylist", "Chill playlist, Retro Music. Static Love. Remove."),
        ("ExpenseDeleteMultiple2", "Pro Expense — to delete: Farmers market, Train ticket, Winter boots."),
        ("RetroPlayingQueue", "Retro Music queue, to add: Wild Horses, First Light, Silver Lining. In this order."),
        # A setting and its state, each a fragment.
        ("SystemBluetoothTurnOffVerify", "Bluetooth — off, please."),
        ("SystemBrightnessMinVerify", "Screen brightness. Lowest."),
        ("TurnOffWifiAndTurnOnBluetooth", "WiFi off. Then Bluetooth on."),
        ("OwnVlcShuffleOn", "Shuffle — on. VLC."),
        # A field's new value under a label.
        ("OwnContactsChangeNumber", "Maya Okafor. New number: +15615559678."),
        ("OwnCalendarSetLocation", "Car service. Location: Main street garage."),
        ("OwnFilesRenameFile", "Files. recipe_card.jpg in Download. New name: scanned_recipe_card.jpg."),
        # What is put where, and a new entry with its details.
        ("OwnMarkorNoteFromSms", "Last text from Ines Tanaka. Into a Markor note, saved_message.md."),
        ("OwnCalendarAddEventFromSms", "The event in Lena Haddad's text. Into my calendar."),
        (
            "OwnVlcMakeThenPlay",
            "VLC — new playlist: Evening. holiday_2029.mp4, trailer_final.mp4, lecture_04.mkv. Then play it.",
        ),
        # A question as a bare noun after what it is about.
        ("OwnPhoneLastMissedTime", "Last missed call. Time? Time only."),
        ("OwnContactPhoneNumber", "Greta Moreau. Number? Contacts. Number only."),
        ("OwnRecipeServings", "Greek salad, Broccoli. Servings?"),
        ("OwnExpenseCountInCategory", "Food category, Pro Expense. How many expenses? Single integer."),
        ("OwnVlcFolderVideos", "Movies folder in VLC. Videos in it? File names only."),
        ("OwnRetroPlaylistSize", "Road Trip playlist. Retro Music. Song count? Number only."),
        ("OwnSmsWhoTextedAbout", "Message about dinner. Who sent it? Name only."),
        ("OwnPhoneDidTheyCall", "Lena Okafor.\nAny call from her today? yes or no"),
        ("OwnSmsLastMessageFrom", "Latest text from Hana Tanaka. Its text, nothing else."),
        ("OwnTracksUnitsSpeedMph", "Lunch break track, OpenTracks. Average speed in mph?"),
    ],
)
async def test_a_jotted_request_leaves_the_world_the_job_asks_for(template_id: str, text: str) -> None:
    (done,) = await _runs((template_id, text))
    assert done.verdict.passed, (text, done.verdict.problems[:1], done.transcript[-4:])


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Markor. Note plan.md. Remove.", "remove the note plan.md in Markor"),
        ("Wifi. On.", "turn Wifi on"),
        ("Brightness. Max.", "turn Brightness to maximum"),
        ("Bluetooth on. Then wifi off.", "turn Bluetooth on, then turn wifi off"),
        ("Latest SMS. The address in it. Call.", "call the address in the latest SMS"),
        ("Omar's text about lunch. Its sender. Call.", "call the person who sent Omar's text about lunch"),
        ("Missed calls. The latest one — time?", "what time was the latest missed call?"),
        ("Longest ride, March 2030. Date?", "what date was the longest ride in March 2030?"),
    ],
)
def test_fragments_are_said_as_one_request(text: str, said: str) -> None:
    assert jotted(text) == said


@pytest.mark.parametrize(
    "text",
    [
        "turn wifi off",  # a request said whole
        "Delete the note a.md. It's old.",  # a verb with its object, and a remark
        "Dentist. Friday 3pm.",  # an entry with its day: the event readers read it
        "Call mom. Tell her I'm late.",  # a call with what to say
        "Three VLC playlists. A — x.mp4. B — y.mp4.",  # two named for three: not guessed
        "What is Greta's number? Number only.",  # a question whole
        "Sam. Any news?",  # a question no noun of which is known
        "swim on march 13 - minutes?",  # one topic, a dash and its question: the topic-first readers' shape
        "1. new VLC playlist Evening: a.mp4\n2. play it",  # numbered steps
        "i dont need gifts_19.txt anymore. pls delete it",  # what is told, then the request
        "first turn wifi off, then bluetooth on",  # a request said whole
    ],
)
def test_what_no_shape_covers_is_left_as_said(text: str) -> None:
    assert jotted(text) == text


@pytest.mark.parametrize("text", ["Dentist. Friday 3pm.", "Dentist. Friday 3pm", "Dentist, Friday 3pm."])
def test_a_title_jotted_with_its_full_stop_is_the_title_alone(text: str) -> None:
    goal = read_task(text, None, TODAY)
    assert goal.intent == "create" and dict(goal.fields).get("title") == "Dentist", goal
