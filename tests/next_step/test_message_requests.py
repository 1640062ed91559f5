"""Requests written as messages (people set 120's classes), in wordings other than the set's: the frame taken off
(message_frames.py), values set out on lines said in a line (set_out_values.py), sentences read together
(message_sentences.py), and each read as the step reads it (turn.py: unframed first, then the mends, then the grammar)."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import Goal, read_task
from mcp_agent.tools.next_step.intent.message_frames import unframed
from mcp_agent.tools.next_step.intent.self_repairs import repaired
from mcp_agent.tools.next_step.intent.sequence_mends import said_in_order
from mcp_agent.tools.next_step.intent.situations import situation_dropped

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def _read(text: str) -> Goal:
    return read_task(said_in_order(situation_dropped(repaired(unframed(text)))), today=TODAY)


@pytest.mark.parametrize(
    ("message", "asked"),
    [
        ("Hello there,\nPlease turn wifi off.\n\nBest regards,\nOmar", "Please turn wifi off."),
        ("Subject: lights\n\nMorning!\nCould you dim the screen?\nTa,\nJo", "Could you dim the screen?"),
        ("Re: tonight\nHey - please start the stopwatch.\nCheers", "please start the stopwatch."),
        (
            "Hi,\nHow long was my walk on March 3?\nCheers\n\nP.S. in minutes please",
            "How long was my walk on March 3? in minutes please",
        ),
    ],
)
def test_the_frame_carries_nothing(message: str, asked: str) -> None:
    assert unframed(message) == asked


def test_a_sign_off_is_never_part_of_the_last_value() -> None:
    goal = _read("Hey,\nCreate a contact named Ana Ruiz with number +15550001111\n\nThanks!\nBo")
    assert goal.obj == "contact" and "Thanks" not in str(goal)


def test_a_song_in_a_list_is_no_sign_off() -> None:
    said = unframed("Hi,\nplay these in order:\nLove Story\n- Blue Moon\nThanks, Al")
    assert "Love Story" in said and "Blue Moon" in said and "Thanks" not in said


def test_a_text_without_a_frame_is_left_as_said() -> None:
    lines = "Create a note a.md with the following content:\nMilk\nEggs"
    assert unframed(lines) == lines
    assert unframed("thanks, turn wifi on") == "thanks, turn wifi on"


def test_lines_under_a_colon_with_nothing_counting_them_stay_lines() -> None:
    assert "Milk\nEggs" in unframed("Hi,\nCreate a note a.md with the following content:\nMilk\nEggs\nThanks, Bo")


def test_a_quoted_line_is_the_value_where_the_request_leaves_its_place() -> None:
    assert unframed("Hi,\nPlease append this line to groceries.md:\n> Oat milk\nThanks") == (
        'Please append the line "Oat milk" to groceries.md'
    )
    goal = _read("Hi,\nplease add a new line at the bottom of groceries.md:\n\n> Oat milk\n\nThanks, Ed")
    assert (goal.intent, goal.body, goal.subject) == ("edit", "Oat milk", "groceries.md")


def test_a_value_alone_under_its_request_is_the_name() -> None:
    goal = _read("Hello,\nRecord a track in OpenTracks and save it with this title:\n**Evening stroll**\nRegards,\nKim")
    assert (goal.intent, goal.title) == ("record", "Evening stroll")


def test_a_notes_fields_are_said_as_a_note_is_asked_for() -> None:
    said = unframed(
        "Hi,\nMake a new note in Markor:\n- Folder: Archive\n- Title: plan.md\n- Text: Call the plumber.\nThanks"
    )
    assert said == "Make a new note in Markor named plan.md in the Archive folder with the text: Call the plumber."
    goal = _read(
        "Hi,\nMake a new note in Markor:\n- Folder: Archive\n- Title: plan.md\n- Text: Call the plumber.\nThanks"
    )
    assert "Open the folder 'Archive'" in goal.extra


def test_fields_no_reader_knows_are_never_typed_into_a_note() -> None:
    assert "Colour: blue\nMood: happy" in unframed("Hi,\nMake a new note:\nColour: blue\nMood: happy\nThanks")


def test_an_expenses_fields_are_a_row() -> None:
    goal = _read(
        "Hi,\nPlease add this to Pro Expense:\n\nName: Taxi\nAmount: $12.40\nCategory: Transportation\n\nThanks"
    )
    assert goal.rows == ((("name", "Taxi"), ("amount", "12.40"), ("category", "Transportation")),)


def test_fields_under_a_fix_of_a_named_thing_are_its_edits() -> None:
    said = unframed("Hi,\nPlease correct the Taxi expense:\n- Amount: $12.40\n- Category: Transportation\nThanks, Lee")
    assert said == "Edit the expense Taxi: its amount should be $12.40 and its category Transportation"


def test_an_old_and_new_number_change_the_contacts_number() -> None:
    message = (
        "Hi,\nBen Carter changed his number. Please update his contact:\nOld: +16465550178\nNew: +16465550199\nThanks"
    )
    assert unframed(message).endswith("Change the phone number of Ben Carter to +16465550199")
    assert "Type '+16465550199' into the phone field" in _read(message).extra


def test_a_thing_and_its_new_name_is_a_rename() -> None:
    assert unframed("Hi,\nA quick fix in Retro Music:\n- Playlist: Gym\n- New name: Workout\nThanks") == (
        "rename the playlist Gym to Workout in Retro Music"
    )


def test_kinds_set_out_are_said_where_the_request_points_at_them() -> None:
    said = unframed("Hi,\nPlease put this on a playlist in VLC:\n- Song: Blue Moon\n- Playlist: Evening\nThanks")
    assert said == 'Please put the song "Blue Moon" on my "Evening" playlist in VLC'


def test_counted_items_are_said_where_the_count_is() -> None:
    said = unframed(
        "Hi,\nadd two songs to my Focus playlist in VLC, in this order:\n1. Night Bus\n2. Old Radio\nThanks"
    )
    assert said == "add Night Bus and then Old Radio to my Focus playlist in VLC"
    assert _read(said).extra[1:] == (
        "Add 'Night Bus' to the playlist 'Focus'",
        "Add 'Old Radio' to the playlist 'Focus'",
    )


def test_numbered_entries_of_a_name_and_a_text() -> None:
    said = unframed(
        "Hi,\nCreate two notes in Markor:\n1. Title: a.md\n   Text: one\n2. Title: b.md\n   Text: two\nBest"
    )
    assert said == 'Create two notes in Markor: a.md with the text "one" and b.md with the text "two"'


def test_numbered_steps_are_done_one_after_another() -> None:
    message = "Hi,\nCould you do this in Markor?\n1. Create a folder called Trips\n2. Inside it, create a note rome.md with the text: Book hotel.\nThanks"
    goal = _read(message)
    assert (goal.intent, goal.obj, goal.title) == ("create", "folder", "Trips")
    assert "Type 'rome.md' into the title field" in goal.then[0].extra


def test_a_recordings_fields_are_its_kind_and_name() -> None:
    goal = _read("Hi,\nPlease record a track in OpenTracks:\n- Activity: Running\n- Name: Dawn run\nThanks")
    assert (goal.intent, goal.title, goal.fields) == ("record", "Dawn run", (("activity type", "running"),))


def test_a_caller_told_first_is_the_number_saved() -> None:
    message = "Hi,\nA number called me at 9:12 AM - it was the dentist.\nCould you save that number as a contact named Dr Lee?\nThanks"
    assert "the number that called me at 9:12 AM" in unframed(message)
    assert "Open the call showing '9:12 AM'" in _read(message).extra


def test_a_call_told_first_is_the_call_deleted() -> None:
    said = unframed(
        "Hi,\nThere's a call in my call history from 555-0100 - wrong number.\nPlease remove that call.\nThanks"
    )
    assert said == "Please remove the call from 555-0100 from my call history."


def test_whoever_texted_about_a_thing_is_called() -> None:
    said = unframed("Hello,\nSomeone messaged me about the invoice, but I forget who. Can you call them back?\nCheers")
    assert said == "Call the contact who texted me about the invoice."


def test_a_sentence_before_that_the_request_points_back_at_is_kept() -> None:
    assert unframed("Hi,\nSomeone left a voicemail.\nCould you call them?\nThanks").startswith(
        "Someone left a voicemail."
    )


def test_the_app_said_against_another_is_where_it_is() -> None:
    said = unframed("Hi,\nPlease rename my playlist Gym to Lift.\nThanks\nP.S. the one in VLC, not Retro Music.")
    assert said.endswith("It is in VLC.")
    assert (
        _read("Hi,\nPlease rename my playlist Gym to Lift.\nThanks\nP.S. It's the one in VLC, not Retro Music.").app
        == "VLC"
    )


def test_a_notes_text_said_after_it() -> None:
    said = unframed(
        'Hi,\nCould you make a folder named "Trips" and put a note "rome.md" in it?\nThe note should say: Book hotel.\nThanks,\nX'
    )
    assert said == "Could you make a folder named Trips and put a note rome.md in it with the text: Book hotel."


def test_a_place_said_first_with_please_after_it() -> None:
    goal = _read('Hi,\nIn my calendar, please make "Gym" on March 20 repeat every week.\nThanks')
    assert "Choose 'Weekly' for the repetition field" in goal.extra


def test_a_sentence_that_only_restates_carries_nothing() -> None:
    assert "Only" not in unframed(
        "Hi,\nPlease delete the expenses over $100 in Pro Expense.\nOnly those ones, please.\nThanks"
    )


def test_a_remark_after_the_request_is_dropped_only_when_it_keeps_the_request_unread() -> None:
    assert unframed("Hi,\nThe line dropped. Could you redial the last number I called?\nThanks") == (
        "Could you redial the last number I called?"
    )
    # Read with it: the remark is kept.
    assert unframed("Hi,\nCould you turn bluetooth on? I want to pair my headphones.\nThanks").endswith("headphones.")


def test_a_labelled_artist_before_a_question_about_them() -> None:
    said = unframed(
        "Hey,\nA question about my music in Retro Music.\nArtist: Ada Lune\nWhich of her songs do I have?\nThanks"
    )
    assert said.endswith("Which songs by Ada Lune do I have in Retro Music?")
