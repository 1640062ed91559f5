"""Requests as a non-native speaker dictates them to a phone (intent/dictated_mends.py, people set 50's readings):
"please to …", "make for me …", "kindly revert …", "… do the needful", doubled superlatives, "how much minutes",
questions said without "do", rows and file names said without commas. Each is read as its plain wording; the
wordings here are not the set's own."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.answering.call_questions import call_question
from mcp_agent.tools.next_step.intent.reader import read_task
from tests.next_step.planning import plan

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


@pytest.mark.parametrize(
    ("dictated", "plain"),
    [
        ("please to turn off the wifi", "please turn off the wifi"),
        ("kindly to delete the Taxi expense", "delete the Taxi expense"),
        ("can you make for me a playlist Commute in vlc", "make a playlist Commute in vlc"),
        ("kindly revert how many hours i am cycling in march month", "how many hours i have cycling in march"),
        ("rename plan.md to trip.md do the needful", "rename plan.md to trip.md"),
        ("which is most shortest song in retro music", "which is shortest song in retro music"),
        ("how much minutes i did running this week", "how many minutes i did running this week"),
        ("which all songs of Ada Lune i am having in vlc", "which songs by Ada Lune do i have in vlc"),
        ("play road trip playlist in shuffle mode", "play road trip playlist on shuffle"),
        ("put copper sky song in sleep playlist", "add the song copper sky to sleep playlist"),
        ("copper sky song is from which album", "which album is the song copper sky from"),
        ("please delete both files a.txt and b.txt", "delete the files a.txt and b.txt"),
        ("text +14155550123 message On my way", "text to +14155550123 with message: On my way"),
        ("after this song play harbor lights", "play the song harbor lights next"),
        ("all jpg files from Camera please shift to Pictures", "move all jpg files from Camera to Pictures"),
        ("tell me the number of omar brennan from contacts", "tell me the phone number of omar brennan in contacts"),
        ("last time when i went for cycling tell the date", "when did i last go cycling"),
        ("buy milk note in joplin is todo or not", "is the note 'buy milk' in joplin a todo?"),
        (
            "create event Dentist on twenty-first april nine o clock for forty five minutes",
            "create event Dentist on april 21 nine o'clock for 45 minutes",
        ),
        ("add Yoga on the third of may at ten for sixty minutes", "add Yoga on may 3 at ten for 60 minutes"),
        ("which day i did first cycling in opentracks", "when did i first go cycling in opentracks"),
        ("in plan_7.md please to add in bottom Pack the charger", "in plan_7.md add at the end: Pack the charger"),
    ],
)
def test_a_dictated_form_reads_as_its_plain_wording(dictated: str, plain: str) -> None:
    goal = read_task(dictated, None, TODAY)
    assert goal == read_task(plain, None, TODAY)


def test_file_names_said_without_commas_are_each_one() -> None:
    steps = plan("create for me playlist Walks with park.mp4 river.mp4 and hill.mkv in same order")
    assert "Check the playlist 'Walks' holds 'park.mp4|river.mp4|hill.mkv'" in steps, steps


def test_a_folder_made_then_a_file_moved_inside_it() -> None:
    steps = plan("make new folder Taxes and shift bill.pdf from Download inside it")
    assert "Move the file 'bill.pdf' to the folder 'Taxes'" in steps, steps


def test_a_note_named_then_written_inside() -> None:
    steps = plan("make one new note name Packing and inside write Socks and a charger")
    assert "Type 'Packing' into the title field" in steps, steps
    assert "Type 'Socks and a charger' into the body field" in steps, steps


def test_expense_rows_dictated_without_separators_are_each_one() -> None:
    steps = plan("add two expenses Taxi home 18.40 transportation and Cinema 12.00 entertainment")
    assert "Type 'Taxi home' into the name field" in steps, steps
    assert "Type 'Cinema' into the name field" in steps, steps
    assert not any("transportation and" in step or "expenses" in step.split("'")[1:2][0:1] for step in steps), steps


@pytest.mark.parametrize(
    ("asked", "person"),
    [
        ("what time i was talking last with omar brennan", "Omar Brennan"),
        ("what time was my last call with lena haddad on phone", "Lena Haddad"),
        ("when i was speaking last to Priya Moreau", "Priya Moreau"),
    ],
)
def test_a_last_call_with_someone_in_lower_case_is_theirs(asked: str, person: str) -> None:
    question = call_question(asked)
    assert question is not None and question.subject == person


def test_a_last_call_with_someone_unread_is_no_question_of_the_newest_call() -> None:
    # Someone is named after "with" who is no person the reading can take: never the newest call's time.
    assert call_question("what time was my last call with the 2 dentists") is None


def test_two_file_names_alone_stay_an_old_and_a_new_name() -> None:
    steps = plan("call the video beach.mp4 sea_day.mp4 instead, in vlc")
    assert "Rename the file 'beach.mp4' to 'sea_day.mp4'" in steps, steps


def test_a_last_call_of_a_kind_answered_with_the_time_is_still_asked() -> None:
    # "answer with the time only" after the question names nobody the call was with.
    question = call_question("what time was my last missed call check the phone app and answer with the time only")
    assert question is not None and question.mode == "time" and not question.subject
