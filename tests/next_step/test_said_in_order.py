"""Jobs of several parts with their order said many ways (the classes people set 94 found, intent/sequence_mends.py),
tested in other wordings: "Y, but first X", a part as a condition, numbered parts, "once he picks up", a part added on
a second line or after "-- oh and", two of a kind deleted with the second added on, the end said aloud, items said one
by one, a recording then named, a second entry said after the first (playlists, notes, contacts), a file's text said
as a possessive, an entry's edit headed by its name."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task
from mcp_agent.tools.next_step.intent.sequence_mends import said_in_order

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


@pytest.mark.parametrize(
    "text",
    [
        "switch on wifi, but first turn off the bluetooth",
        "if bluetooth is on, switch it off, and turn wifi on afterwards",
        "1) turn off bluetooth 2) turn on wifi",
        "bluetooth off.\nthen wifi on",
    ],
)
def test_two_switches_in_the_order_meant(text: str) -> None:
    assert plan(text) == ["Open the bluetooth setting", "Turn off bluetooth", "Open the wifi setting", "Turn on wifi"]


@pytest.mark.parametrize(
    ("text", "last"),
    [
        ("put the call on speaker, but before that call Omar Haddad", "Turn on Speaker"),
        ("call Omar Haddad. once he picks up, put him on hold", "Turn on Hold"),
        ("call Omar Haddad\nalso mute me", "Turn on Mute"),
    ],
)
def test_a_call_then_what_is_done_in_it(text: str, last: str) -> None:
    steps = plan(text)
    assert "Call Omar Haddad" in steps and steps[-1] == last


@pytest.mark.parametrize(
    ("text", "deleted"),
    [
        ("delete the Taxi expense and Cinema as well", ["Delete the expense 'Taxi'", "Delete the expense 'Cinema'"]),
        ("delete the Taxi expense -- oh and Cinema too", ["Delete the expense 'Taxi'", "Delete the expense 'Cinema'"]),
        ("erase the Piano lesson event and Haircut", ["Delete the event 'Piano lesson'", "Delete the event 'Haircut'"]),
        (
            "get rid of lease_2030.pdf in Documents, and id_scan.pdf too",
            ["Delete the file 'lease_2030.pdf'", "Delete the file 'id_scan.pdf'"],
        ),
    ],
)
def test_two_of_a_kind_deleted_with_the_second_added_on_are_both_deleted(text: str, deleted: list[str]) -> None:
    steps = plan(text)
    assert all(step in steps for step in deleted)


@pytest.mark.parametrize(
    ("text", "last"),
    [
        ("set an alarm for 7am and that's it", "Set an alarm for 07:00"),
        ("turn wifi off, nothing else", "Turn off wifi"),
        ("delete the note shopping.md, that's all", "Delete the note 'shopping.md'"),
        ("mute the call, then you're done", "Turn on Mute"),
    ],
)
def test_the_end_said_aloud_is_no_part_of_the_job(text: str, last: str) -> None:
    assert plan(text)[-1] == last


def test_the_end_said_aloud_inside_a_message_is_its_words() -> None:
    assert "Type 'see you then, that's it'" in plan("text Omar saying see you then, that's it")
    assert said_in_order("text Omar: that's all") == "text Omar: that's all"


def test_a_later_part_said_first_takes_the_name_its_pronoun_stood_for() -> None:
    said = said_in_order('rename notes.md to old.md, but before that add the line "done" at the end of it')
    assert said == 'add the line "done" at the end of notes.md, then rename it to old.md'


def test_numbered_rows_after_a_heading_are_one_list() -> None:
    steps = plan("expenses to add: 1) Taxi $12.50 Transportation 2) Lunch $9.00 Food")
    assert "Type 'Taxi' into the name field" in steps and "Type 'Lunch' into the name field" in steps


def test_numbered_steps_on_their_own_lines_are_done_in_order() -> None:
    steps = plan("1. create a folder called Bills in Files\n2. move lease_2030.pdf from Documents into it")
    assert steps[-1] == "Move the file 'lease_2030.pdf' to the folder 'Bills'"


def test_a_condition_on_an_event_is_the_move() -> None:
    steps = plan("if the Dentist appointment is still at 10, push it to 4pm")
    assert "Type '16:00' into the time field" in steps


@pytest.mark.parametrize(
    "text",
    [
        "record a voice memo. when you're done, save it as lecture_notes",
        "record some audio, after that call it lecture_notes",
    ],
)
def test_a_recording_then_named_is_saved_under_the_name(text: str) -> None:
    assert "Type 'lecture_notes' into the name field" in plan(text)


def test_items_said_one_by_one_keep_their_order() -> None:
    steps = plan("make a new note all_notes.md: first the text of a_1.md, then b_2.md, then c_3.md")
    assert steps[-3] == "Type '«text 1»\n\n«text 2»\n\n«text 3»' into the body field"
    steps = plan("create a VLC playlist named Road. first add a_1.mp4, then b_2.mp4, and c_3.mp4 last")
    assert steps[-1] == "Check the playlist 'Road' holds 'a_1.mp4|b_2.mp4|c_3.mp4'"


def test_a_second_song_said_after_where_it_goes() -> None:
    steps = plan("add Glass Houses to the end of my Party playlist, and once that's done Old Radio")
    assert steps[-2:] == ["Add 'Glass Houses' to the playlist 'Party'", "Add 'Old Radio' to the playlist 'Party'"]
    assert plan("play Night Bus in VLC and Paper Moon straight after")[-1] == "Add 'Paper Moon' to play next"


def test_a_file_s_text_changed_then_the_file_renamed() -> None:
    said = said_in_order("change notes.md's text to \"Buy milk.\" and once that's done rename it to list.md")
    assert said == 'change the text of notes.md to "Buy milk.", then rename it to list.md'


def test_an_entry_named_as_a_heading_then_its_new_values_is_an_edit() -> None:
    said = said_in_order("Taxi expense: category Transportation. also change its amount to $12.00")
    assert said == "change the Taxi expense: category Transportation and change its amount to $12.00"


def test_a_playlist_named_bare_then_played_as_the_playlist() -> None:
    said = said_in_order("add Night Bus and Old Radio to Focus -- then play the playlist")
    assert said == "add Night Bus and Old Radio to the Focus playlist, then play it"


def test_another_playlist_after_the_first_has_its_own_items() -> None:
    said = said_in_order(
        'create a VLC playlist "Walks" with a.mp4 and b.mp4. after that another one, "Runs", with c.mp4'
    )
    assert said == 'create two VLC playlists: "Walks" with a.mp4 and b.mp4; "Runs" with c.mp4'


def test_notes_said_one_after_another_each_keep_their_text() -> None:
    said = said_in_order('two notes please: first "Plan" with "Call mum.", then "Shop" with "Eggs, milk."')
    assert said == 'two notes please: "Plan" with the text "Call mum." and "Shop" with the text "Eggs, milk."'


def test_two_contacts_said_one_plus_the_other_are_both_added_with_their_labels() -> None:
    steps = plan("save Omar Novak with the cell number +14155550101 and Ines Moreau, work: +14155550199")
    assert "Type 'Omar' into the first name field" in steps and "Type 'Ines' into the first name field" in steps
    assert "Choose 'Mobile' for the phone label field" in steps and "Choose 'Work' for the phone label field" in steps


@pytest.mark.parametrize(
    "text",
    [
        "in vlc play Old Radio, and queue Night Bus and Paper Moon after",
        "Lasagna should make 8 servings now, touch nothing else",
        "after this song play Night Bus",
        "Car service -- New time: 4pm (same day) -- update the event",
    ],
)
def test_what_only_looks_like_a_part_added_or_an_end_said_aloud_stays(text: str) -> None:
    assert said_in_order(text) == text


def test_a_second_video_queued_after_the_first_goes_to_the_end_after_it() -> None:
    said = said_in_order("in vlc add a_1.mp4 to end of queue, after that b_2.mp4 also")
    assert said == "in vlc add a_1.mp4 and then b_2.mp4 to end of queue"
