"""Forms met in the first runs of people sets 56, 59, 60, 61 and 65, tested in other wordings: a video "put on", the farthest or longest
"distance-wise", a record that "is now called" something, what an expense "came to", the file "changed last", a
note's title and text split by a colon, the call put on hold "once it connects", where a video "lives", how far runs
are "on average", a text that "has a number in it" called, an event's "note:", a rename followed by what the text
"should now be"; and the checks that keep a file's new name from running past its extension and words out of a phone
number; songs "of" an artist's, how "often" someone called, anything "starting at" an hour, a note made in an app's
folder, "whatever I have on" a day moved, a song said first then its playlist asked, the "number of" files; a playlist named in lower case, "how long's", a field "added to" a record, a note
"overwritten", the hours of a day said first, a song removed "entirely", a video's folder said after it; an event said first set to repeat, what an expense "was actually", a video's
"runtime", "track me", the first line a note "should be", the playlist that "has" a song, "if it isn't already", how
long an event "should last", "mute myself"; a mic "kept muted", an event that "should repeat", an address "passed on", a song that "shouldn't be on" a
playlist, "exactly the same", the minutes a recipe "takes to prepare", a note's lines put into tasks; and the checks
that keep a date out of an event's title and "change nothing else" out of a value."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import Goal, plan_for
from mcp_agent.tools.next_step.intent.reader import read_task
from mcp_agent.tools.next_step.said_values import doubt_about

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


def test_a_video_put_on_in_a_player_is_played() -> None:
    assert plan("put dog_park.mp4 on in vlc please") == ["Open VLC", "Play 'dog_park.mp4'"]


def test_the_longest_distance_wise_is_by_distance() -> None:
    steps = plan("on what day did i do my longest run distance wise?")
    assert steps[0] == "Open OpenTracks" and '"by": "meters"' in steps[-1] and '"kind": "running"' in steps[-1]


def test_a_record_that_is_now_called_something_is_renamed() -> None:
    steps = plan("Team sync is now called Weekly planning, can you fix that")
    assert "Open the event 'Team sync'" in steps and "Type 'Weekly planning' into the title field" in steps


def test_a_phone_number_that_is_now_something_is_not_a_rename() -> None:
    assert not any("title field" in step for step in plan("Omar's number is now called +15551234567"))


def test_what_an_expense_came_to_is_its_amount() -> None:
    steps = plan("what did my Taxi expense set me back?")
    assert '"mode": "amount"' in steps[-1] and '"subject": "Taxi"' in steps[-1]


def test_the_file_changed_last_in_a_folder_is_the_newest() -> None:
    steps = plan("which file in Documents did i edit most recently?")
    assert steps[1] == "Open the folder 'Documents'" and '"mode": "newest"' in steps[-1]


@pytest.mark.parametrize(
    "text", ["new joplin note Packing: passport and charger", "new note in markor called Packing: passport and charger"]
)
def test_a_notes_title_and_text_split_by_a_colon(text: str) -> None:
    steps = plan(text)
    assert "Type 'Packing' into the title field" in steps
    assert "Type 'passport and charger' into the body field" in steps


def test_a_call_put_on_hold_once_it_connects() -> None:
    assert plan("ring Dana Kim and put her on hold when she picks up")[-2:] == ["Call Dana Kim", "Turn on Hold"]


def test_where_a_video_lives_is_its_folder() -> None:
    assert plan("where does beach_day.mp4 live in vlc?") == ["Open VLC", "Tell the folder of 'beach_day.mp4'"]


def test_how_far_runs_are_on_average_is_their_mean_distance() -> None:
    steps = plan("on average, how far are my walks? km")
    assert '"pick": "mean"' in steps[-1] and '"kind": "walking"' in steps[-1]


def test_a_text_that_has_a_number_in_it_is_called() -> None:
    steps = plan("the most recent message has a number in it - dial it please")
    assert steps[-1] == "Call «number»" and "Remember the number" in steps


def test_an_events_note_is_its_description() -> None:
    steps = plan("Dentist friday at 3pm for 30 minutes - note: bring the card")
    assert "Type 'Dentist' into the title field" in steps
    assert "Type 'bring the card' into the description field" in steps


def test_a_rename_then_what_the_text_should_now_be() -> None:
    steps = plan('rename a.md to b.md and its text should be "Call the bank."')
    assert "Type 'Call the bank.' into the body field" in steps and "Rename it to 'b.md'" in steps


@pytest.mark.parametrize(
    "step",
    [
        "Rename it to 'b.md, and at the start add'",
        "Type '+15551234567, label it Work' into the phone field",
    ],
)
def test_a_name_past_its_extension_or_words_in_a_number_are_asked_about(step: str) -> None:
    goal = read_task("edit it", None, TODAY)
    doubt = doubt_about("edit it", goal, ["Open Markor", step, "Save the note"])
    assert doubt is not None and "reads like part of your request" in doubt.question


def test_a_plain_new_name_and_number_are_not_doubted() -> None:
    goal = read_task("edit it", None, TODAY)
    steps = ["Open Markor", "Rename it to 'b.md'", "Type '+1 555-123-4567' into the phone field"]
    assert doubt_about("edit it", goal, steps) is None


@pytest.mark.parametrize(
    "text",
    [
        "Omar Diaz has a new number: +15551234567. change his contact",
        "new contact Omar Diaz, phone +15551234567, label it Home, don't save it yet",
    ],
)
def test_a_phone_number_ends_where_the_words_after_it_begin(text: str) -> None:
    steps = plan(text)
    assert "Type '+15551234567' into the phone field" in steps


def test_songs_of_an_artists_are_the_songs_by_them() -> None:
    steps = plan("what songs of The Tides's are in vlc?")
    assert steps[:2] == ["Open VLC", "Open the artist 'The Tides'"]


def test_how_often_someone_called_is_how_many_times() -> None:
    steps = plan("how often did Hana Novak ring me")
    assert steps[0] == "Open Phone" and any('"subject": "Hana Novak"' in step or "Hana Novak" in step for step in steps)


def test_anything_starting_at_an_hour_on_a_day_is_asked_of_the_calendar() -> None:
    steps = plan("is there anything starting at 7pm on march 20?")
    assert steps[0] == "Open Calendar" and "2030-03-20" in steps[-1]


def test_a_note_made_in_an_apps_folder() -> None:
    steps = plan("in markor's Archive folder create old.md that says Done and dusted")
    assert steps[1] == "Open the folder 'Archive'" and "Type 'old.md' into the title field" in steps


def test_whatever_is_on_a_day_moved_to_a_time() -> None:
    steps = plan("whatever I have on march 24, move it to 6pm please")
    assert steps[0] == "Open Simple Calendar Pro" and any("18:00" in step for step in steps)


def test_a_song_said_first_then_which_playlist_it_is_on() -> None:
    assert plan("Copper Sky: which playlist is it on in vlc?") == ["Open VLC", "Tell the playlist of 'Copper Sky'"]


def test_the_number_of_files_of_a_kind_in_a_folder_is_counted() -> None:
    steps = plan("number of .pdf files in Download")
    assert steps[0] == "Open Files" and '"mode": "count"' in steps[-1]


def test_a_video_added_to_a_playlist_named_in_lower_case() -> None:
    assert plan("add hike_5.mp4 to sleep in vlc") == ["Open VLC", "Add 'hike_5.mp4' to the playlist 'sleep'"]


def test_how_longs_a_video_is_its_length() -> None:
    assert plan("how long's lecture_04.mkv in vlc?") == ["Open VLC", "Tell the length of 'lecture_04.mkv'"]


def test_a_field_added_to_a_record_is_set_on_it() -> None:
    steps = plan("add the description Windy and cold to my Lake loop track")
    assert steps[1:3] == ["Open the track 'Lake loop'", "Type 'Windy and cold' into the description field"]


def test_a_note_overwritten_so_it_only_says_something() -> None:
    steps = plan('overwrite list.md so that it just says "Milk and eggs."')
    assert "Open the note 'list.md'" in steps and "Type 'Milk and eggs.' into the body field" in steps


def test_the_hours_of_a_day_said_first_are_asked_of_the_calendar() -> None:
    assert plan("friday 9:00 to 17:00 - any events on?")[-1].startswith(
        "Answer from the agenda: titles_or_no 2030-03-15 2030-03-15 09:00 17:00"
    )


def test_a_song_removed_entirely_is_deleted() -> None:
    assert plan("delete Night Bus from vlc completely") == ["Open VLC", "Delete the song 'Night Bus'"]


def test_a_videos_folder_said_after_it_is_where_it_is_played_from() -> None:
    assert plan("play dog_park.mp4 in vlc, it's in the Camera folder") == [
        "Open VLC",
        "Open the folder 'Camera'",
        "Play 'dog_park.mp4'",
    ]


def test_the_calendar_said_as_a_heading_before_a_change_to_its_event() -> None:
    steps = plan("calendar: the March 25 event should start at 15:00")
    assert steps[1:3] == ["Open the event showing '2030-03-25'", "Type '15:00' into the time field"]


def test_an_event_is_never_titled_with_a_change_asked_of_it() -> None:
    text = "calendar: Yoga class should start at 4pm on march 20"
    goal = read_task(text, None, TODAY)
    steps = plan_for(goal)
    assert "Start a new event" not in steps or doubt_about(text, goal, steps) is not None


def test_an_event_renamed_with_its_kind_and_the_calendar_said() -> None:
    assert plan("rename my Book club event to Reading circle in the calendar")[1:3] == [
        "Open the event 'Book club'",
        "Type 'Reading circle' into the title field",
    ]


def test_an_event_said_first_set_to_repeat() -> None:
    steps = plan("book club on the 20th: make it repeat every month, nothing else changes")
    assert "Choose 'Monthly' for the repetition field" in steps


def test_what_an_expense_was_actually_is_its_amount() -> None:
    assert "Type '12.40' into the amount field" in plan("Taxi was really $12.40, correct it")


def test_a_videos_runtime_is_its_length() -> None:
    assert plan("what is the running time of hike_5.mp4 in vlc?") == ["Open VLC", "Tell the length of 'hike_5.mp4'"]


def test_the_answers_form_in_minutes_and_seconds_is_no_part_of_the_name() -> None:
    assert plan("how long is city_9.mp4 in vlc, minutes and seconds")[-1] == "Tell the length of 'city_9.mp4'"


def test_track_me_records_a_track() -> None:
    assert plan("start tracking me and call it Evening loop")[1:3] == ["Start recording", "Stop recording"]


def test_the_first_line_a_note_should_be_goes_at_its_top() -> None:
    steps = plan('the first line of plan.md should be "Call the plumber"')
    assert "Add 'Call the plumber' to the top of the body field" in steps


def test_the_playlist_that_has_a_song() -> None:
    assert plan("which of my vlc playlists contains Night Bus?") == ["Open VLC", "Tell the playlist of 'Night Bus'"]


@pytest.mark.parametrize("text", ["turn wifi on if it isn't already", "switch bluetooth off if it's not off already"])
def test_if_it_isnt_already_asks_the_state_whatever_it_is(text: str) -> None:
    assert not any("already" in step for step in plan(text))


def test_how_long_an_event_should_last_keeps_its_start() -> None:
    assert "Make the event last 45 minutes" in plan("Yoga class on march 26 should last 45 minutes, same start time")


def test_mute_myself_mutes_the_call() -> None:
    assert plan("mute myself") == plan("mute the current call")


def test_an_event_is_never_titled_with_the_day_it_starts() -> None:
    made = Goal("create", obj="event", title="Lunch with Sam from march 18")
    steps = [
        "Open Calendar",
        "Start a new event",
        "Type 'Lunch with Sam from march 18' into the title field",
        "Save the event",
    ]
    assert doubt_about("add Lunch with Sam every day from march 18", made, steps) is not None


def test_a_call_with_the_mic_kept_muted_is_muted() -> None:
    assert plan("call Hana Novak but keep my microphone muted")[-2:] == ["Call Hana Novak", "Turn on Mute"]


def test_an_event_that_should_repeat_is_made_to() -> None:
    assert "Choose 'Daily' for the repetition field" in plan("Team sync on march 20 should repeat every day")


def test_an_address_passed_on_is_sent_on() -> None:
    steps = plan("pass the address Omar Diaz just sent me on to Lena Haddad")
    assert (
        steps[1:3] == ["Open the conversation with Omar Diaz", "Remember the address"]
        and steps[-1] == "Send the message"
    )


def test_a_song_that_should_not_be_on_a_playlist_is_taken_off() -> None:
    steps = plan("Night Bus shouldn't be on Focus any more, remove it in vlc")
    assert steps[-1] == "Remove 'Night Bus' from the playlist 'Focus'"


def test_exactly_the_same_text_is_the_same_text() -> None:
    assert "Remember the text as «text 1»" in plan("create b.md in markor with exactly the same text as a.md")


def test_the_minutes_a_recipe_takes_to_prepare() -> None:
    steps = plan("how many minutes does Lentil soup take to cook?")
    assert '"kind": "minutes"' in steps[-1] and '"subject": "Lentil soup"' in steps[-1]


def test_a_notes_lines_put_into_tasks_one_per_line() -> None:
    steps = plan("add all the lines of chores.txt from markor to tasks, one per line")
    assert (
        steps[:2] == ["Open Markor", "Open the note 'chores.txt'"] and steps[-1] == "Add a task for each row of «rows»"
    )


def test_change_nothing_else_is_no_part_of_a_value() -> None:
    assert "Type '8 servings' into the servings field" in plan(
        "Lasagna should make 8 servings now, change nothing else"
    )
    goal = read_task("edit it", None, TODAY)
    doubt = doubt_about("edit it", goal, ["Open Broccoli", "Type '8 now, change nothing else' into the servings field"])
    assert doubt is not None
