"""Requests tried as a new user types them (session 22), read wrong until then: a note made "under" a folder (made where
the app opens, then reported done), a note "that just says" its text (the text left out), a recording named "when
done" (saved as "interview_66 when done", then reported done), and songs added "to the queue after" one played
first (looked for a song titled "Night Bus to the queue", in another player), and a folder made "in my notes app: X"
(made in the file manager, then reported done), a note's lines listed in one line ("with these lines: A, B and C" had
typed "these lines: …" and reported done), a change told as news ("X is moving to 4pm and it'll be at Y now") or under a
field's label ("set X location: Y"), the category spent most on asked loosely ("top spending category"), "what's
playing?" alone (given up), a track said as "the cycling one on march 10" (given up), a second removal after the
first's place ("delete A from my calendar, and delete B too": B dropped, then reported done), a note's lines under a
head with no colon and "with the following text:" after a bare name (typed into the note, then reported done), a dated
track given another kind ("bike ride" typed as its type, then reported done), and a new name said without its
"to", things said loosely where they are kept, a record picked by a measure with "name only" after it (its minutes
answered, a false done), what was spent "at the bakery", and a song or a video named alone ("put on Paper Planes",
"documentary.mkv length?"), and requests said in their situation (intent/situated_requests.py: "X changed her number
to N, can you update it", "my new coworker X, her number is N, save her", …)."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import read_task
from tests.next_step.androidworld.harness import run_wording

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


@pytest.mark.parametrize(
    "task",
    [
        "new note under Archive called plan.md: pack the tent",
        "make a note under the Archive folder, plan.md, with the text pack the tent",
    ],
)
def test_a_note_made_under_a_folder_is_made_in_that_folder(task: str) -> None:
    steps = read_task(task, None, TODAY).extra
    assert "Open the folder 'Archive'" in steps and "Type 'plan.md' into the title field" in steps, steps


async def test_a_note_made_under_a_folder_is_there_after_the_run() -> None:
    # The first parameter set: reading_29.md in Work, saying "Renew the library card online."
    made = await run_wording(
        "OwnMarkorCreateNoteInFolder", "new note under Work named reading_29.md: Renew the library card online."
    )
    assert made.verdict.passed, made.verdict.problems


@pytest.mark.parametrize(
    "task", ["create plan.md which only says pack the tent", "a new note plan.md that simply reads pack the tent"]
)
def test_a_note_that_just_says_its_text_holds_that_text(task: str) -> None:
    goal = read_task(task, None, TODAY)
    assert (goal.title, goal.body) == ("plan.md", "pack the tent"), goal


@pytest.mark.parametrize(
    "task",
    [
        "record a voice memo and name it standup once it's finished",
        "record audio, call it standup when you're done",
        "start a recording and save it as standup after it's stopped",
    ],
)
def test_when_a_recording_is_named_is_no_part_of_its_name(task: str) -> None:
    goal = read_task(task, None, TODAY)
    assert (goal.intent, goal.title) == ("record", "standup"), goal


async def test_a_recording_named_when_done_is_saved_under_its_name() -> None:
    recorded = await run_wording(
        "AudioRecorderRecordAudioWithFileName", "record a clip and name it interview_66 when it's over"
    )
    assert recorded.verdict.passed, recorded.verdict.problems


@pytest.mark.parametrize(
    "task",
    [
        "play Blue Hour in vlc and add Rain and Dusk to the queue after",
        "vlc: play Blue Hour and put Rain and Dusk on my queue afterwards",
    ],
)
def test_songs_added_to_the_queue_after_one_played_are_queued_by_their_names(task: str) -> None:
    steps = read_task(task, None, TODAY).extra
    assert steps == ("Open VLC", "Play 'Blue Hour'", "Add 'Dusk' to play next", "Add 'Rain' to play next"), steps


@pytest.mark.parametrize(
    "task",
    [
        "vlc: play Sunday Drive and add Old Radio and Night Bus to my queue",
        "in vlc put on Sunday Drive, then put Old Radio and Night Bus on the queue afterwards",
    ],
)
async def test_songs_queued_after_one_played_play_in_the_order_said(task: str) -> None:
    played = await run_wording("OwnVlcPlayThenQueueTwo", task)
    assert played.verdict.passed, played.verdict.problems


@pytest.mark.parametrize(
    "task", ["could you make a new folder in the notes app, named Projects", "new folder in my notes app: Projects"]
)
async def test_a_folder_made_in_the_notes_app_said_by_its_purpose_is_the_notes_app_s(task: str) -> None:
    # The file manager keeps folders too: made there, the run had reported done with no folder in the notes app.
    made = await run_wording("OwnMarkorCreateFolder", task)
    assert made.verdict.passed, made.verdict.problems


@pytest.mark.parametrize(
    ("task", "lines"),
    [
        ("make a note plan.md with these lines: tent, stove and matches", "tent\nstove\nmatches"),
        ("new note plan.md containing the following items: tent, stove, matches.", "tent\nstove\nmatches"),
    ],
)
def test_lines_listed_in_one_line_are_the_note_s_lines(task: str, lines: str) -> None:
    # Typed as said, the note had held "these lines: tent, stove and matches" and the run reported done.
    goal = read_task(task, None, TODAY)
    assert (goal.title, goal.body) == ("plan.md", lines), goal


@pytest.mark.parametrize(
    ("task", "step"),
    [
        (
            "dentist is moving to 4pm and it will be at Harbour Clinic now",
            "Type 'Harbour Clinic' into the location field",
        ),
        ("the dentist is at Harbour Clinic, put that as its location", "Type 'Harbour Clinic' into the location field"),
        ("change dentist location: Harbour Clinic", "Type 'Harbour Clinic' into the location field"),
    ],
)
def test_a_change_told_as_news_or_under_a_field_s_label_is_the_edit(task: str, step: str) -> None:
    steps = read_task(task, None, TODAY).extra
    assert "Open the event 'dentist'" in steps and step in steps, steps


@pytest.mark.parametrize("task", ["what's my top spending category", "where did my money go? which category?"])
async def test_the_category_spent_most_on_asked_loosely_is_answered(task: str) -> None:
    answered = await run_wording("OwnExpenseTopCategory", task)
    assert answered.verdict.passed, answered.verdict.problems


@pytest.mark.parametrize("task", ["what's playing right now?", "what is playing"])
async def test_what_is_playing_asked_alone_is_the_song_the_player_plays(task: str) -> None:
    answered = await run_wording("OwnVlcNowPlaying", task)
    assert answered.verdict.passed, answered.verdict.problems


async def test_a_track_said_as_the_activity_s_one_from_a_day_is_renamed() -> None:
    # The first parameter set: the Cycling track of March 10 renamed "Hill repeats"; it had been given up.
    renamed = await run_wording("OwnTracksRenameTrack", "call the cycling one on march 10 Hill repeats instead")
    assert renamed.verdict.passed, renamed.verdict.problems


@pytest.mark.parametrize(
    "task",
    [
        "delete Team sync from my calendar, and delete Dentist appointment too",
        "cancel Team sync from the calendar and also remove Dentist appointment",
    ],
)
async def test_a_second_removal_after_the_first_s_place_is_done_too(task: str) -> None:
    # The second name had been no part of the reading: one event deleted, and the run reported done.
    deleted = await run_wording("OwnCalendarDeleteTwoEvents", task)
    assert deleted.verdict.passed, deleted.verdict.problems


def test_a_second_removal_said_after_a_comma_is_a_step_of_its_own() -> None:
    goal = read_task("remove the Fuel expense, and remove Gym as well", None, TODAY)
    assert goal.extra == ("Fuel",) and [then.intent for then in goal.then] == ["explore"], goal


@pytest.mark.parametrize(
    "task",
    [
        "make a note plan.md with the following text: pack the tent",
        "new note plan.md with this content: pack the tent",
    ],
)
def test_the_words_that_introduce_a_note_s_text_are_no_part_of_it(task: str) -> None:
    # "with the following text: X" after a bare file name had typed "the following text: X" into the note.
    goal = read_task(task, None, TODAY)
    assert (goal.title, goal.body) == ("plan.md", "pack the tent"), goal


@pytest.mark.parametrize(
    "task",
    [
        "make a note plan.md with the text\ntent\nstove\nmatches\none per line",
        "new note plan.md with the following lines\ntent\nstove\nmatches\n(keep the line breaks)",
    ],
)
def test_lines_under_a_head_with_no_colon_are_the_note_s_lines_and_a_remark_after_them_is_none(task: str) -> None:
    # The lines had been joined into one and "each on its own line" typed after them, then reported done.
    goal = read_task(task, None, TODAY)
    assert (goal.title, goal.body) == ("plan.md", "tent\nstove\nmatches"), goal


@pytest.mark.parametrize(
    "task",
    [
        "my march 3 run was really a bike ride, please correct the activity type",
        "change the march 3 running track to cycling",
        # "switch" had been read as a setting's switch and Settings opened.
        "switch my march 3 run to a bike ride",
        "can you change my march 3 run into a ride",
    ],
)
async def test_a_dated_track_given_another_kind_gets_the_app_s_word_for_it(task: str) -> None:
    # "bike ride" had been typed as the activity type, and the run reported done.
    changed = await run_wording("OwnTracksChangeType", task)
    assert changed.verdict.passed, changed.verdict.problems


def test_a_dated_activity_switched_to_what_is_not_a_kind_is_not_given_a_kind() -> None:
    assert not any(
        "activity type" in step for step in read_task("switch my march 3 run to Morning loop", None, TODAY).extra
    )


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("OwnTracksSpanRenameNewest", "rename my newest track Tempo test"),
        ("OwnRetroRenamePlaylist", "in retro music, the Focus playlist should now be named Chill"),
    ],
)
async def test_a_new_name_said_without_its_to_is_given(template: str, task: str) -> None:
    renamed = await run_wording(template, task)
    assert renamed.verdict.passed, renamed.verdict.problems


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("OwnRetroAddSongToPlaylist", "put neon rain on chill in retro music"),
        ("OwnTracksDeleteDay", "get rid of all the stuff I recorded on march 11"),
        ("OwnPhoneCallNumberInEvent", "dial the number from the Vet visit appointment"),
        ("OwnPhoneCallNumberInEvent", "my vet visit event has a number in its description, call it"),
    ],
)
async def test_things_said_loosely_are_found_where_they_are_kept(template: str, task: str) -> None:
    # A song and playlist in lower case (given up), what was "recorded" on a day (looked for in the calendar), and the
    # number "in" an event (looked for among the contacts).
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems


@pytest.mark.parametrize(
    "task",
    [
        "which run in march 2030 was my longest by time? name only",
        "my longest run in march 2030 time-wise, the name only",
    ],
)
async def test_a_record_picked_by_a_measure_with_its_name_asked_is_answered_by_its_name(task: str) -> None:
    # "name only" had been taken for how to answer a question already naming what it asks: the minutes were answered.
    answered = await run_wording("OwnTracksStatsNameOfLongestInMonth", task)
    assert answered.verdict.passed, answered.verdict.problems


async def test_what_was_spent_at_a_place_is_the_expense_named_for_it() -> None:
    answered = await run_wording("OwnExpenseAmountOf", "how much money did I spend at the Bakery?")
    assert answered.verdict.passed, answered.verdict.problems


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("OwnCalendarRepeatEvent", "make the march 21 yoga class weekly"),
        (
            "OwnRecipeEditDirections",
            "change the directions of Chili: Brown the onions, add everything else and simmer for an hour.",
        ),
        ("OwnRetroAppendSongs", "put northern sky and then first light on the end of my chill playlist in retro music"),
        ("OwnTracksRecordNamed", "begin a new track, save it as Hill repeats"),
    ],
)
async def test_more_jobs_said_loosely_are_done(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("OwnPhoneCallMuted", "ring Ravi Tanaka and put my mic on mute"),
        ("OwnCalendarMoveEventTime", "my parent-teacher meeting on march 23 has been moved to 2pm"),
    ],
)
async def test_a_mute_and_a_move_told_as_news_are_done(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("OwnRetroPlaySong", "put on Paper Planes"),
        ("OwnVlcPlaySong", "I want to hear Quiet Storm"),
        ("OwnVlcItemLength", "documentary.mkv - running time?"),
        ("OwnPhoneMissedCount", "missed calls total?"),
    ],
)
async def test_a_song_or_a_video_named_alone_is_found_in_its_player(template: str, task: str) -> None:
    # With no player said, these had been given up.
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems


@pytest.mark.parametrize(("task", "name"), [("play Spotify", "Spotify"), ("put on Something", "Something")])
def test_an_app_or_a_kind_of_thing_played_is_no_song(task: str, name: str) -> None:
    assert f"Play '{name}'" not in read_task(task, None, TODAY).extra


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("OwnContactsChangeNumber", "Maya Okafor has a new number: +15615559678, please update her contact"),
        ("ContactsAddContact", "a new client Hana Suzuki. his number is +19705551889, add him to my contacts"),
        ("OwnFilesCreateFolder", "I need a new folder, Music backup, in the Files app"),
        ("OwnRecipeRenameByServings", "the recipe that serves 5 should now be named Quick caesar"),
        ("OwnPhoneLastCallLength", "how long was I on the phone with Maya Okafor the last time? min and sec"),
        ("OwnMarkorWhatNoteSays", "I don't remember what I put in ideas_71.txt, what does it say?"),
        ("SimpleSmsResend", "my message I sent to Greta Lindqvist never went through, send it again"),
        ("OwnPhoneDeclineRinging", "I do not want to answer this call"),
    ],
)
async def test_a_request_said_in_its_situation_is_done(template: str, task: str) -> None:
    # Each had been given up or asked about.
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems


def test_a_role_before_a_new_contact_s_name_is_no_part_of_it() -> None:
    # "my new coworker Hana Suzuki" had been saved as a contact named "Suzuki", then reported done.
    goal = read_task("my new coworker Hana Suzuki, her number is +19705551889, save her", None, TODAY)
    assert "Hana Suzuki" in str(goal), goal


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("OwnExpenseEditAmount", "correct the Bakery expense: it should have been $67.50"),
        ("OwnMarkorEditedOnDay", "which of my notes did I change on march 2 2030?"),
        ("OwnPhoneGoingSpeaker", "go over to the speaker"),
    ],
)
async def test_an_amount_said_right_notes_edited_on_a_day_and_the_speaker_are_done(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems


@pytest.mark.parametrize(
    ("task", "title"),
    [
        ("hey\nneed a new note in markor\ncall it ideas.md", "ideas.md"),
        ("need an event Dentist on march 20 at 3pm", "Dentist"),
        ("want a new folder Trips in markor", "Trips"),
    ],
)
def test_a_need_said_without_its_i_is_the_request_to_make_the_thing(task: str, title: str) -> None:
    # Had been given up, or an event made under the title "Need an event Dentist".
    goal = read_task(task, None, TODAY)
    assert (goal.intent, goal.title) == ("create", title), goal


@pytest.mark.parametrize(
    "task", ["turn wifi off and switch on bluetooth afterwards", "disable wifi, then turn on bluetooth next"]
)
def test_a_second_switch_said_with_after_is_that_switch(task: str) -> None:
    # "bluetooth after" had been looked for as a setting's name, and the run asked.
    goal = read_task(task, None, TODAY)
    assert [(goal.setting, goal.on), *((g.setting, g.on) for g in goal.then)] == [("wifi", False), ("bluetooth", True)]
