"""Requests said as the taps the person would make (people set 124's classes), in wordings other than the set's: the
goal the taps describe is what is done (intent/tapped_steps.py, tap_words.py, taken by tapped_requests.py in turn.py),
whatever the person calls the app's buttons; a tap the app does not have never ends in a false done."""

from __future__ import annotations

import random

import pytest

from mcp_agent.tools.next_step.intent.call_buttons import call_button
from mcp_agent.tools.next_step.intent.tapped_requests import tapped
from mcp_agent.tools.next_step.intent.tapped_steps import tapped_goal
from tests.next_step.androidworld import suite
from tests.next_step.androidworld.harness import run
from tests.next_step.androidworld.template import Task
from tests.next_step.phone2.harness import agent_and_person

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("said", "goal"),
    [
        (
            "open joplin, hit the plus, call it Packing, write Socks and a charger. then tap the tick",
            "in Joplin, create a new note named Packing with the text Socks and a charger.",
        ),
        ("settings -> wi-fi -> toggle it off", "turn wi-fi off"),
        ("open settings, go to bluetooth, switch it on", "turn bluetooth on"),
        (
            "files > Pictures > long-press cat.jpg > move to > Download",
            "in Files, move cat.jpg from Pictures to Download",
        ),
        ("opentracks > the run from march 3 > bin icon > ok", "in OpenTracks, delete the run from march 3"),
        (
            "contacts → Ben Carter → pencil → clear the number box and type +15550001111 → save",
            "in Contacts, change the number of Ben Carter to +15550001111",
        ),
        ("vlc, go to the audio tab and tap Night Bus so it plays", "in VLC, play Night Bus"),
        ("markor > notes.md > what does it say?", "in Markor, what does notes.md say?"),
    ],
)
def test_the_taps_are_said_back_as_the_goal_they_describe(said: str, goal: str) -> None:
    assert tapped_goal(said) == goal


@pytest.mark.parametrize(
    ("said", "act"),
    [
        ("my phone is ringing, press the red reject button", "decline the call"),
        ("on the call with Omar, tap the mute icon", "mute the call"),
        ("I'm on a call, hit the loudspeaker button", "put the call on speaker"),
    ],
)
def test_a_button_on_the_call_screen_is_its_act(said: str, act: str) -> None:
    assert call_button(said) == act


def test_a_button_pressed_with_no_call_about_is_no_call_s() -> None:
    assert call_button("hit the mute button on the video") is None


@pytest.mark.parametrize(
    "said",
    [
        "turn wifi on",  # no taps said: left as said
        "open markor, tap the export button on a.md and upload it to the cloud",  # a tap this does not read
        "contacts > Ana > three dots > share > pick Gmail",
    ],
)
def test_taps_this_cannot_read_leave_the_request_as_said(said: str) -> None:
    assert tapped(said) == said


def test_a_field_after_the_plus_is_the_new_entry_s_and_a_name_after_an_arrow_no_tap() -> None:
    assert tapped_goal("contacts, tap the plus, first name Ana, last name Ruiz, phone +15550001111, save") == (
        "in Contacts, create a new contact with first name Ana, last name Ruiz, phone +15550001111"
    )
    assert tapped_goal("open phone, dial 555 010 1234, press call") == "call 5550101234"
    # An arrow between two names renames; it is no path of taps.
    assert tapped_goal('draft.md -> plan.md, and change the text to "Buy milk."') is None


def test_a_step_the_app_lacks_costs_nothing_when_the_goal_is_said() -> None:
    # "sort by duration": OpenTracks sorts nothing; the question is the longest one, by its duration.
    assert tapped_goal("opentracks, sort by duration, tell me the name of the longest walking one") == (
        "in OpenTracks, tell me the name of the longest walking one by duration"
    )
    assert tapped_goal("in opentracks sort by distance, which is the top running one? km only") == (
        "in OpenTracks, which is the farthest running one? km only"
    )


@pytest.mark.parametrize(
    ("said", "goal"),
    [
        (
            "open the calendar, tap the 20th and tell me what's on there. titles only",
            "in Simple Calendar Pro, what's on the 20th? titles only",
        ),
        (
            "joplin, hit the magnifier and type lemons - which notes come up? names only",
            "in Joplin, which notes mention lemons? names only",
        ),
        ("broccoli > Pancakes > how many servings does it make?", "in Broccoli, how many servings does Pancakes make?"),
        (
            "open messages, tap the conversation with Omar, what does the last text say?",
            "in Messages, what does the last text from Omar say?",
        ),
        (
            "files > Download > sort by size, which one is at the top?",
            "in Files, which one is the largest in Download?",
        ),
    ],
)
def test_a_question_asked_of_what_was_tapped_names_it(said: str, goal: str) -> None:
    assert tapped_goal(said) == goal


def test_values_typed_keep_their_commas_up_to_the_next_tap() -> None:
    assert tapped_goal("broccoli > Soup > edit > clear the directions box and type Chop, fry, then stir. > tick") == (
        "in Broccoli, change the directions of Soup to Chop, fry, then stir."
    )


def test_entries_made_again_are_each_made() -> None:
    said = "pro expense: tap +, put Taxi, 12.00, Transportation, save, then + again for Lunch 9.50 Food"
    assert (
        tapped_goal(said)
        == "in Pro Expense, add an expense Taxi, 12.00, Transportation, then add an expense Lunch 9.50 Food"
    )


def _task(template_id: str, text: str) -> Task:
    template = next(t for t in suite.TEMPLATES if t.id == template_id)
    return Task(template, template.params(random.Random(f"{template.id}:0")), 0, "tried", text)


@pytest.mark.parametrize(
    ("template_id", "said"),
    [
        # Read as said, a path through a contact's edit screen made a new contact with the new number.
        (
            "OwnContactsChangeNumber",
            "open contacts, tap Maya Okafor, hit the pencil, clear the number field and type +15615559678, then save",
        ),
        ("OwnCalendarSetLocation", "calendar → the 27th → Car service → location: Main street garage → save"),
        ("OwnRetroAddSongToPlaylist", "open retro music, long press Neon Rain, add to playlist, pick Chill"),
        ("OwnTracksSpanRenameNewest", "open opentracks > top track > edit > name: Tempo test > save"),
        ("OwnFilesDeleteKind", "open files > Documents > select every txt file > trash can > ok"),
        ("CameraTakeVideo", "camera, switch to video mode, hit the shutter, stop"),
        ("OwnPhoneGoingHold", "press the hold button, I'm on a call"),
        # Read as said, "the top cycling one" after "sort by distance" was answered with a total.
        ("OwnTracksFarthestOfKind", "in opentracks sort by distance, which is the top cycling one? km only"),
        # Read as said, the number typed for a new contact was called.
        ("ContactsAddContact", "contacts → + → first name: Hana → last name: Suzuki → phone: +19705551889 → save"),
        ("PhoneMakeCall", "phone app, keypad, punch in +1 968 555 1245 and hit the green call button"),
        (
            "SimpleSmsReply",
            "go into messages, open the thread from +13525551454, write Running ten minutes late, tap send",
        ),
        (
            "SimpleCalendarAddOneEventTomorrow",
            "in the calendar tap the 15th, hit the plus, title Yoga class, description Bring the documents, 8am, "
            "60 minutes, save",
        ),
        ("ExpenseAddSingle", "pro expense, tap +, name Online course, amount 436.78, category Education, note Monthly"),
        ("ExtraClockAlarmSet", "open the clock app, go to alarms, tap the plus, set it to 9:30 pm and hit ok"),
        ("ClockStopWatchRunning", "open clock > stopwatch > press start"),
        ("OwnMarkorCreateFolder", "markor, tap the plus, pick folder, name it Projects, ok"),
        (
            "MarkorEditNote",
            "open markor, tap workout_18.txt, go to the bottom and type Book the train to Lyon before Friday.",
        ),
        ("OwnTracksSpanRetypeNewest", "opentracks → newest one → ✏️ → type → Running → ✔"),
        ("OwnTracksDeleteActivity", "open opentracks, tap march 12's swim, three dots, delete"),
        ("SimpleCalendarAnyEventsOnDate", "open the calendar, tap the 16th and tell me what's on there. titles only"),
        ("OwnCalendarEventStartTime", "calendar > march 26 > Yoga class > what time does it start? HH:MM"),
        (
            "OwnRecipesWithIngredient",
            "broccoli, hit the search and type garlic - which recipes come up? titles, commas",
        ),
        ("OwnFilesLargestInFolder", "files > Pictures > sort by size, which one is at the top? file name only"),
    ],
)
async def test_the_world_after_the_taps_is_the_goal_s(template_id: str, said: str) -> None:
    async with agent_and_person() as call:
        done = await run(call, _task(template_id, said))
    assert done.verdict.passed, done.verdict.problems


@pytest.mark.parametrize(
    ("template_id", "said"),
    [
        ("OwnMarkorWhatNoteSays", "open markor, tap the export button on ideas_71.txt and upload it to the cloud"),
        ("SystemWifiTurnOn", "settings > network & internet > hotspot and flip it on"),
        ("OwnContactsChangeNumber", "contacts > Maya Okafor > three dots > share > pick Gmail"),
    ],
)
async def test_a_step_the_app_does_not_have_never_ends_done(template_id: str, said: str) -> None:
    async with agent_and_person() as call:
        tried = await run(call, _task(template_id, said))
    assert tried.outcome != "done" and not tried.verdict.false_done
