"""Forms met in the first run of people set 38 (media, tracker and other apps), tested in other wordings: a month
said short or as "last <month>", a question asked after what it is about ("…, what was it called", "a.mp4, how long
is it"), an entry named first and renamed after a break ("…, call it X instead"), a recording asked while setting
off (the tracker's), a switch said as the state it should be in after a remark, "kms", "this <weekday>" in a question
about what was done, a weekday with its day said in words, "… can all go", a thing one no longer plays and "that
playlist can go", a playlist listed before it is asked for, fields only a recipe has, a duration said before the
timer, "recipies", a file said with where it is ("…, play that one"), where a thing "ended up" or "sits", a
recipe's question said the short way, videos queued with no player said, a file's rows added by how long they take."""

from __future__ import annotations

import json
from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def _asked(text: str) -> dict[str, object]:
    plan = plan_for(read_task(text, None, TODAY))
    assert plan[-1].startswith("Answer from the list: "), plan
    return dict(json.loads(plan[-1].removeprefix("Answer from the list: ")))


@pytest.mark.parametrize(
    ("text", "first", "last"),
    [
        ("how many runs did i do in jan", "2030-01-01", "2030-01-31"),
        ("km walked in sept?", "2029-09-01", "2029-09-30"),
        ("how many rides last december", "2029-12-01", "2029-12-31"),
        ("how many swims last march", "2029-03-01", "2029-03-31"),
        ("how many hours did i walk in nov. 2029", "2029-11-01", "2029-11-30"),
    ],
)
def test_a_month_said_short_or_as_the_last_one_is_the_whole_month(text: str, first: str, last: str) -> None:
    asked = _asked(text)
    assert (asked["first"], asked["last"]) == (first, last)


def test_a_question_asked_after_what_it_is_about_is_kept() -> None:
    asked = _asked("my furthest ride ever, what was it called?")
    assert (asked["mode"], asked["pick"], asked["kind"]) == ("name", "max", "cycling")
    assert _asked("the newest walk, what's its name")["mode"] == "name"


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        ("the Sunday Mix playlist: rename it to Lazy Sunday", "Sunday Mix", "Lazy Sunday"),
        ("workout playlist - name it gym instead", "Workout", "Gym"),
        ("my Party playlist, call it Kids from now on", "Party", "Kids"),
    ],
)
def test_an_entry_named_first_is_renamed_by_what_follows_the_break(text: str, old: str, new: str) -> None:
    plan = plan_for(read_task(f"retro music: {text}", None, TODAY))
    assert plan[1:3] == [f"Open the playlist '{old}'", f"Rename it to '{new}'"], plan


@pytest.mark.parametrize(
    ("text", "kind", "title"),
    [
        ("heading out for a walk now - record it and call it Lake loop", "walking", "Lake loop"),
        ("off out now, start tracking, save it as Evening jog", "", "Evening jog"),
        ("run starting, track it as running and name it Park fives", "running", "Park fives"),
    ],
)
def test_a_recording_asked_while_setting_off_is_a_track(text: str, kind: str, title: str) -> None:
    goal = read_task(text, None, TODAY)
    assert (goal.intent, goal.app, goal.title, goal.slot("activity type")) == ("record", "OpenTracks", title, kind)


def test_a_recording_with_no_outing_said_stays_the_recorders() -> None:
    assert read_task("start recording and save it as standup notes", None, TODAY).app == "Audio Recorder"


@pytest.mark.parametrize(
    ("text", "turned"),
    [
        ("heading to bed - wifi should go off, airplane mode can come on", ["Turn off wifi", "Turn on airplane mode"]),
        ("battery's at nothing, bluetooth off", ["Turn off bluetooth"]),
        ("the router got reset, can you put the wifi back on", ["Turn on wifi"]),
        ("bluetooth keeps pinging my car, off with it", ["Turn off bluetooth"]),
    ],
)
def test_a_switch_said_as_the_state_it_should_be_in_after_a_remark_is_turned(text: str, turned: list[str]) -> None:
    plan = plan_for(read_task(text, None, TODAY))
    assert [step for step in plan if step.startswith("Turn ")] == turned, plan


def test_a_remark_with_a_value_in_it_is_not_dropped_before_a_switch() -> None:
    assert read_task("my train is at 5, wifi off", None, TODAY).intent == "explore"


def test_kilometres_said_kms_are_a_distance() -> None:
    asked = _asked("kms run this week?")
    assert (asked["mode"], asked["kind"], asked["first"]) == ("km", "running", "2030-03-11")


def test_this_weekday_in_a_question_about_what_was_done_is_this_weeks() -> None:
    assert _asked("how far did i cycle this tuesday")["first"] == "2030-03-12"


@pytest.mark.parametrize(
    ("text", "plan"),
    [
        ("the workouts from tuesday the twelfth can all go", ["Open OpenTracks", "Delete every event on 2030-03-12"]),
        (
            "that walk on sunday the tenth was a mistake, delete it",
            ["Open OpenTracks", "Delete every event on 2030-03-10 that is 'Walking'"],
        ),
    ],
)
def test_activities_of_a_weekday_said_with_its_date_are_deleted(text: str, plan: list[str]) -> None:
    assert plan_for(read_task(text, None, TODAY)) == plan


def test_a_thing_one_no_longer_plays_is_what_its_kind_said_to_go_stands_for() -> None:
    plan = plan_for(read_task("never watch Cartoons anymore, that playlist should go", None, TODAY))
    assert plan[-1] == "Delete the playlist 'Cartoons'"


@pytest.mark.parametrize(
    ("text", "plan"),
    [
        ("gonna play lecture_04.mkv - how long is it?", ["Open VLC", "Tell the length of 'lecture_04.mkv'"]),
        ("beach_day.mp4, how long does that one last", ["Open VLC", "Tell the length of 'beach_day.mp4'"]),
    ],
)
def test_a_question_after_the_thing_it_is_about_asks_of_that_thing(text: str, plan: list[str]) -> None:
    assert plan_for(read_task(text, None, TODAY)) == plan


def test_a_measure_asked_after_the_activity_is_the_activitys() -> None:
    asked = _asked("my run on the fourth, how far")
    assert (asked["mode"], asked["kind"], asked["first"]) == ("km", "running", "2030-03-04")


def test_a_request_before_a_question_is_no_subject_of_it() -> None:
    assert read_task("reply to Ana - what time is it", None, TODAY).intent != "agenda"


@pytest.mark.parametrize(
    ("text", "steps"),
    [
        (
            "vlc - for the party: dog_park.mp4, beach_day.mp4 in that order. make them a playlist called Kids",
            ["Add 'dog_park.mp4' to the playlist 'Kids'", "Add 'beach_day.mp4' to the playlist 'Kids'"],
        ),
        (
            "road trip playlist: skate_trick.mp4, wedding_speech.mp4 - create it, then play it",
            [
                "Add 'skate_trick.mp4' to the playlist 'Road trip'",
                "Add 'wedding_speech.mp4' to the playlist 'Road trip'",
                "Play the playlist 'Road trip'",
            ],
        ),
    ],
)
def test_a_playlist_listed_before_it_is_asked_for_is_made(text: str, steps: list[str]) -> None:
    plan = plan_for(read_task(text, None, TODAY))
    assert plan[0] == "Open VLC" and all(step in plan for step in steps), plan


@pytest.mark.parametrize(
    ("text", "field", "value"),
    [
        ("cooking time for the Chili should be thirty mins", "preparation time", "30 mins"),
        ("change the servings of Pancakes to twelve", "servings", "12 servings"),
    ],
)
def test_a_field_only_a_recipe_has_edits_a_recipe(text: str, field: str, value: str) -> None:
    plan = plan_for(read_task(text, None, TODAY))
    assert plan[0] == "Open Broccoli" and f"Type '{value}' into the {field} field" in plan, plan


def test_a_duration_said_before_the_timer_sets_it() -> None:
    assert plan_for(read_task("2 hrs 5 mins on the timer pls", None, TODAY))[-1] == "Set the timer to 02:05:00"


def test_recipes_thumbed_with_a_slip_are_recipes() -> None:
    assert plan_for(read_task("delete the reicpe for Chili", None, TODAY))[-1] == "Delete the recipe 'Chili'"


@pytest.mark.parametrize(
    "text",
    [
        "when this one ends i want to watch dog_park.mp4 then beach_day.mp4, queue em up",
        "i wanna see dog_park.mp4 and beach_day.mp4, queue them",
    ],
)
def test_videos_one_wants_to_see_are_queued_in_the_video_player(text: str) -> None:
    assert plan_for(read_task(text, None, TODAY)) == [
        "Open VLC",
        "Add 'dog_park.mp4' to the playing queue",
        "Add 'beach_day.mp4' to the playing queue",
    ]


def test_a_file_said_with_where_it_is_is_what_that_one_stands_for() -> None:
    assert plan_for(read_task("the dog_park.mp4 that's in the camera folder, play that one", None, TODAY)) == [
        "Open VLC",
        "Open the folder 'camera'",
        "Play 'dog_park.mp4'",
    ]


@pytest.mark.parametrize(
    ("text", "last"),
    [
        ("vlc: which folder did lecture_04.mkv end up in", "Tell the folder of 'lecture_04.mkv'"),
        ("vlc - what vids are living in the Download folder?", "Open the folder 'Download'"),
    ],
)
def test_where_a_thing_ended_up_or_sits_is_where_it_is(text: str, last: str) -> None:
    assert last in plan_for(read_task(text, None, TODAY))


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("the pancakes serves how many people?", "servings"),
        ("how many people will the Chili feed?", "servings"),
        ("how long to cook the banana bread?", "minutes"),
    ],
)
def test_a_recipes_question_said_the_short_way_asks_the_recipe(text: str, kind: str) -> None:
    plan = plan_for(read_task(text, None, TODAY))
    assert plan[0] == "Open Recipes" and _asked(text)["kind"] == kind, plan


@pytest.mark.parametrize(
    "text",
    [
        "menu.txt has lots of recipes - the twenty minute ones need to go into the recipe app",
        "menu.txt has some recipes, put the ones that take 20 mins in the recipe app",
    ],
)
def test_rows_of_a_file_said_first_are_added_by_how_long_they_take(text: str) -> None:
    plan = plan_for(read_task(text, None, TODAY))
    assert plan[1] == "Open the note 'menu.txt'" and plan[-1].endswith("with '20 mins'"), plan


@pytest.mark.parametrize(
    "words",
    [
        "the parcel is sitting in the hall",
        "the vids are done, where did the cat end up in",
        "the cake feeds how many? ask mum",
        "see you friday the third",
        "add em to the list",
        "wifi can go off tonight",
    ],
)
def test_a_messages_own_words_are_sent_as_said(words: str) -> None:
    assert f"Type '{words}'" in plan_for(read_task(f"text Bob: {words}", None, TODAY))


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("which folder is wedding_speech.mp4 in?", "Open VLC"),
        ("what videos have I got in the Camera folder", "Open VLC"),
    ],
)
def test_videos_asked_about_with_no_app_said_are_the_video_players(text: str, first: str) -> None:
    assert plan_for(read_task(text, None, TODAY))[0] == first


def test_a_video_file_deleted_from_a_folder_stays_the_file_managers() -> None:
    assert plan_for(read_task("delete dog_park.mp4 from the Camera folder", None, TODAY))[0] == "Open Files"
