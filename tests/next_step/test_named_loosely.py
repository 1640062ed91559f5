"""Existing things named loosely, the classes met in the first run of people set 94, tested in other wordings: a note
said by its file name's words and "note", a video by its file name's words and "video", an app by its purpose after
the request, a track by its name alone, an entry moved to a clock time, a caller or a sender in lower case; and on the
screen, a name said with spaces for its hyphens or underscores, never guessed between two rows."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.grammar import parse_subgoal
from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.courtesy import plain
from mcp_agent.tools.next_step.intent.reader import read_task
from mcp_agent.tools.next_step.screen import Element, Screen
from mcp_agent.tools.next_step.steps_acting import _twins, same_name, shown_name

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


@pytest.mark.parametrize(
    ("text", "step"),
    [
        ('stick "Call the plumber" at the very start of my house jobs 3 note', "Open the note 'house_jobs_3.md'"),
        ("in the shopping list note swap milk for oat milk", "Open the note 'shopping_list.md'"),
        ("ring the number that's in my dentist note", "Open the note 'dentist.md'"),
        ("turn every line of the chores note into a task", "Open the note 'chores.md'"),
    ],
)
def test_a_note_said_by_its_words_and_note_is_that_file(text: str, step: str) -> None:
    assert step in plan(text)


@pytest.mark.parametrize(
    "text", ["make a new note called ideas.md", "read me the last note", "save this as a note called plan.md"]
)
def test_a_note_said_by_its_place_or_made_new_is_no_file_name(text: str) -> None:
    assert "_note.md" not in plain(text) and "last.md" not in plain(text) and "new.md" not in plain(text)


def test_a_video_said_by_its_words_and_video_is_a_video_never_a_song() -> None:
    steps = plan("remove the beach day 3 video from vlc")
    assert "Delete the video 'beach_day_3'" in steps and not [s for s in steps if "song" in s]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("set pasta bake to 4 servings in my recipe app", "in Broccoli"),
        ("get rid of the morning jog from the fitness app", "OpenTracks"),
        ("remove my chill playlist using the video player", "in VLC"),
    ],
)
def test_an_app_said_by_its_purpose_is_the_phones_app_for_it(text: str, said: str) -> None:
    assert said in plain(text)


def test_a_value_never_keeps_the_app_said_by_purpose() -> None:
    steps = plan("change lentil soup to 8 servings in the recipe app")
    assert "Type '8 servings' into the servings field" in steps


def test_a_track_named_alone_is_the_track() -> None:
    assert 'my track "lake circuit" in OpenTracks' in plain("how many kilometers was lake circuit? check tracks")
    assert "Open the track 'old town loop'" in plan("set old town loop's activity type to cycling")


def test_an_entry_moved_to_a_clock_time_is_an_event() -> None:
    steps = plan("reschedule book club to 4 pm, location Main street clinic")
    assert "Open the event 'book club'" in steps and "Type '16:00' into the time field" in steps
    assert "Type 'Main street clinic' into the location field" in steps


def test_a_caller_in_lower_case_is_asked_about_by_name() -> None:
    assert plain("has priya called me today?").startswith("has Priya call")


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("keep the number omar texted me as a new contact named Jonah Diaz", "Omar"),
        ("copy greta's latest message into a note called kept.md", "Greta"),
    ],
)
def test_a_sender_said_in_lower_case_by_first_name(text: str, who: str) -> None:
    assert f"Open the conversation with {who}" in plan(text)


def _screen(*labels: str) -> Screen:
    elements = tuple(Element(n, "ListItem", label) for n, label in enumerate(labels))
    return Screen(elements, "", "|".join(labels))


def test_a_name_said_with_spaces_is_the_row_with_hyphens_or_underscores() -> None:
    assert same_name("parent teacher meeting", "Parent-teacher meeting")
    assert same_name("workout_18.md", "workout_18.txt") and not same_name("workout 18", "workout_19.txt")
    found = shown_name("parent teacher meeting", _screen("Haircut", "Parent-teacher meeting"))
    assert found is not None and found.label == "Parent-teacher meeting"


def test_two_rows_a_loose_name_fits_are_never_guessed_between() -> None:
    assert shown_name("errands 70", _screen("errands_70.md", "errands-70.txt")) is None
    found = shown_name("errands_70.md", _screen("errands_70.md", "errands-70.txt"))
    assert found is not None and found.label == "errands_70.md"


def test_an_entry_made_minutes_long_with_no_kind_said_is_an_event_kept_where_it_starts() -> None:
    steps = plan("make team sync 30 minutes long but don't move the start")
    assert "Open the event 'team sync'" in steps and "Make the event last 30 minutes" in steps
    assert "Start a new event" not in steps


def test_an_entry_opened_by_a_name_two_rows_fit_is_asked_about() -> None:
    goal = parse_subgoal("Open the event 'lunch'")
    assert goal is not None
    rows = (Element(1, "ListItem", "Lunch with Sam", value="Mar 18"), Element(2, "ListItem", "Lunch break"))
    asked = _twins(goal, Screen(rows, "", "lunch"))
    assert asked is not None and asked.action == "ask_user"
    one = (Element(1, "ListItem", "Lunch with Sam"), Element(2, "ListItem", "Haircut"))
    assert _twins(goal, Screen(one, "", "one")) is None


@pytest.mark.parametrize(
    "text",
    [
        "remove the most recently created note in markor",
        "the Pizza expense note should say Split with Dana",
        "is the water the plants note in joplin a to-do?",
    ],
)
def test_a_note_by_its_place_an_entrys_note_field_or_a_joplin_title_is_no_file_name(text: str) -> None:
    assert ".md" not in plain(text)


def test_a_short_name_is_never_the_longer_row_with_it_joined_by_an_underscore() -> None:
    assert shown_name("Party", _screen("party_12.mp4", "Sleep")) is None
