"""Forms met in the first run of people set 37, tested in other wordings: entries each said as a sentence headed by
its name, recipe pieces said without labels, a contact named in lower case after "contact for", the call going on
asked about as "who's this I'm speaking with", a file in a storage folder said in lower case, the player's queue
named by its app; and the checks that keep a misreading from ending done (a headed name left out of the plan, a
new record with no name)."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import Goal, plan_for
from mcp_agent.tools.next_step.intent.reader import read_task
from mcp_agent.tools.next_step.said_values import doubt_about, unused_value

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def test_entries_each_headed_by_its_name_are_each_made_with_their_own_details() -> None:
    goal = read_task(
        "save 2 recipes in broccoli. Lemon cake: zesty, serves 8, 50 mins, lemons, sugar, eggs, whisk and bake it. "
        "Tomato soup: warming, serves 2, 25 mins, tomatoes, onion, simmer for 20 minutes.",
        None,
        TODAY,
    )
    made = [goal, *goal.then]
    assert [(g.intent, g.obj, g.title) for g in made] == [
        ("create", "recipe", "Lemon cake"),
        ("create", "recipe", "Tomato soup"),
    ]
    assert made[0].slot("ingredients") == "lemons, sugar, eggs"
    assert made[0].slot("directions") == "whisk and bake it"
    assert made[1].slot("description") == "warming"
    assert made[1].slot("servings") == "2 servings"


def test_a_name_heading_its_details_left_out_of_the_plan_is_asked_about() -> None:
    task = "add two notes. Gift ideas: socks and a mug. Reading list: Dune"
    assert unused_value(task, ["Open Markor", "Create the note 'Gift ideas'"]) == "Reading list"
    assert unused_value("Send a text. It should say: hi there", ["Send 'hi there'"]) is None


def test_a_new_record_with_no_name_is_asked_about_before_it_is_saved() -> None:
    nameless = Goal("create", obj="contact", app="Contacts", fields=(("number", "+15551234567"),))
    plan = ["Open Contacts", "Type '+15551234567' into the phone field", "Save the contact"]
    doubt = doubt_about("add +15551234567 to my contacts", nameless, plan)
    assert doubt is not None and "no name" in doubt.question


def test_a_contact_named_in_lower_case_after_contact_for_is_that_person() -> None:
    goal = read_task("set up a new contact for lena park, +15551234567", None, TODAY)
    assert (goal.obj, goal.title) == ("contact", "Lena Park")


@pytest.mark.parametrize("task", ["who's that I'm speaking with?", "who is it I am talking to on the phone"])
def test_who_one_is_talking_to_asks_of_the_call_going_on(task: str) -> None:
    assert read_task(task, None, TODAY).intent == "on_the_line"


def test_a_file_in_a_storage_folder_said_in_lower_case_is_deleted_from_it() -> None:
    goal = read_task("trash menu.png from downloads", None, TODAY)
    assert (goal.intent, goal.app, goal.subject, goal.extra) == ("delete", "Files", "Download", ("menu.png",))


def test_the_queue_named_by_its_player_is_the_players_queue() -> None:
    goal = read_task("stick beach_day.mp4 at the back of the vlc queue", None, TODAY)
    assert (goal.intent, goal.app, goal.extra) == ("queue", "VLC", ("beach_day.mp4",))
    assert plan_for(goal)[-1] == "Add 'beach_day.mp4' to the playing queue"


@pytest.mark.parametrize("task", ["get bluetooth working again", "have wifi back up please"])
def test_a_switch_set_going_is_turned_on_never_bought(task: str) -> None:
    goal = read_task(task, None, TODAY)
    assert (goal.intent, goal.on) == ("toggle", True)


def test_a_thing_changed_to_a_time_of_day_is_an_event_moved_and_a_count_is_no_time() -> None:
    moved = plan_for(read_task("change the dentist to 4:30pm", None, TODAY))
    assert moved[0] == "Open Simple Calendar Pro" and "Type '16:30' into the time field" in moved
    counted = plan_for(read_task("change the servings of the Chili recipe from 4 to 8", None, TODAY))
    assert counted[0] == "Open Broccoli" and "Type '8 servings' into the servings field" in counted


def test_where_an_event_is_now_said_after_its_move_is_its_location() -> None:
    steps = plan_for(read_task("push the dentist to 4pm, and it's now at Smile Clinic", None, TODAY))
    assert "Type '16:00' into the time field" in steps and "Type 'Smile Clinic' into the location field" in steps


def test_an_event_that_should_be_a_length_lasts_it() -> None:
    steps = plan_for(read_task("book club on the 20th needs to be two hours long", None, TODAY))
    assert "Make the event last 2 hours" in steps or "Make the event last 120 minutes" in steps, steps


@pytest.mark.parametrize(
    ("task", "played", "next_"),
    [
        ("retro music - Copper Sky first, then Night Bus", "Copper Sky", ["Night Bus"]),
        ("put on Paper Moon in vlc and add Old Radio after", "Paper Moon", ["Old Radio"]),
        ("in retro music play Glass Houses first and then Harbor Light", "Glass Houses", ["Harbor Light"]),
    ],
)
def test_items_said_in_the_order_to_play_them_are_played_so(task: str, played: str, next_: list[str]) -> None:
    steps = plan_for(read_task(task, None, TODAY))
    assert steps[1:] == [f"Play '{played}'", *(f"Add '{item}' to play next" for item in next_)]


def test_every_video_back_to_back_is_the_librarys_play_all() -> None:
    assert (
        plan_for(read_task("play every video I've got in vlc, back to back", None, TODAY))[-1] == "Play all the videos"
    )


def test_a_forward_between_people_named_in_lower_case_carries_the_value() -> None:
    goal = read_task("send lena park the address omar ruiz sent me", None, TODAY)
    assert (goal.intent, goal.recipient, goal.subject, goal.fact) == ("forward", "Lena Park", "Omar Ruiz", "address")


def test_a_speed_asked_of_a_named_thing_is_the_trackers_and_a_top_speed_is_never_answered_with_the_average() -> None:
    assert plan_for(read_task("average pace on Morning loop in km/h?", None, TODAY))[0] == "Open OpenTracks"
    assert "Answer from the list" not in " ".join(plan_for(read_task("top speed on Morning loop?", None, TODAY)))


@pytest.mark.parametrize(
    ("task", "opened"),
    [("the Taxi expense, rename it Cab", "Open the expense 'Taxi'"), ("my Focus playlist, call it Deep work", None)],
)
def test_a_thing_said_first_then_renamed_as_it_is_renamed(task: str, opened: str | None) -> None:
    steps = plan_for(read_task(task, None, TODAY))
    assert (opened in steps) if opened else any("Deep work" in step for step in steps), steps


# Set 38's first-run classes, in other wordings.


def test_a_file_question_about_a_storage_folder_said_in_lower_case_reads_that_folder() -> None:
    steps = plan_for(read_task("is boarding_pass.pdf still in my downloads?", None, TODAY))
    assert steps[:2] == ["Open Files", "Open the folder 'Download'"], steps


@pytest.mark.parametrize(("task", "on"), [("disconnect from bluetooth", False), ("connect to wifi", True)])
def test_a_switch_connected_or_disconnected_is_turned_on_or_off(task: str, on: bool) -> None:
    goal = read_task(task, None, TODAY)
    assert (goal.intent, goal.on) == ("toggle", on)


def test_what_the_person_is_at_before_the_request_is_no_part_of_it() -> None:
    assert plan_for(read_task("okay we're finished here, hang up", None, TODAY)) == ["End the call"]


def test_a_call_held_for_a_moment_is_put_on_hold() -> None:
    assert plan_for(read_task("hold the call a moment", None, TODAY)) == ["Turn on Hold"]


@pytest.mark.parametrize(
    ("task", "wanted"),
    [
        (
            "start a new playlist called Chill in retro music with Copper Sky",
            "Add 'Copper Sky' to the playlist 'Chill'",
        ),
        ("call the dentist event Checkup from now on", "Type 'Checkup' into the title field"),
        ("the 12.00 expense is actually Parking, rename it", "Type 'Parking' into the name field"),
        ("notes_1.md -> notes_2.md", "Rename it to 'notes_2.md'"),
        ("the chili recipe should serve 6", "Type '6 servings' into the servings field"),
        ("my taxi expense should be 23.50 under transport", "Type '23.50' into the amount field"),
    ],
)
def test_everyday_forms_of_making_and_changing_records(task: str, wanted: str) -> None:
    assert wanted in plan_for(read_task(task, None, TODAY))


@pytest.mark.parametrize(
    ("task", "opened"),
    [
        ("chili feeds how many?", "Open Recipes"),
        ("Hill repeats was how many km?", "Open OpenTracks"),
        ("how far have I cycled this month?", "Open OpenTracks"),
        ("about how many metres did I jog this week", "Open OpenTracks"),
        ("what did I spend on fuel altogether", "Open Expenses"),
        ("dentist on the 20th, what time does it begin?", "Open Calendar"),
    ],
)
def test_questions_said_as_people_say_them_go_to_the_app_that_answers(task: str, opened: str) -> None:
    steps = plan_for(read_task(task, None, TODAY))
    assert steps[0] == opened and steps[-1].startswith("Answer from the"), steps


def test_a_day_move_asked_as_whether_it_can_be_is_made() -> None:
    steps = plan_for(read_task("could the dentist move from the 20th to the 22nd, same time", None, TODAY))
    assert "Type '2030-03-22' into the date field" in steps, steps


def test_a_file_said_after_its_folder_is_deleted_from_it() -> None:
    steps = plan_for(read_task("my download folder has menu.png, bin it", None, TODAY))
    assert steps == ["Open Files", "Open the folder 'download'", "Delete the file 'menu.png'"]


def test_a_contact_stated_then_saved_is_made() -> None:
    steps = plan_for(read_task("omar ruiz's number is +15550001111, add him", None, TODAY))
    assert "Type 'Omar' into the first name field" in steps and "Type '+15550001111' into the phone field" in steps


def test_duplicates_said_first_then_cleaned_up_are_deleted_and_a_request_after_a_comma_is_no_reason() -> None:
    steps = plan_for(read_task("my recipes app has duplicate recipes, get rid of the copies", None, TODAY))
    assert steps[-1] == "Delete the extra copies of duplicate recipes", steps


def test_a_dictated_calendar_line_with_its_time_first_is_an_event() -> None:
    steps = plan_for(read_task("friday 6pm dinner with sam for two hours, description Book a table", None, TODAY))
    assert "Type 'Dinner with sam' into the title field" in steps and "Type '18:00' into the time field" in steps


def test_items_put_on_a_list_named_in_a_player_go_on_its_playlist() -> None:
    steps = plan_for(read_task("put Old Radio and Night Bus on Focus in retro music and start it", None, TODAY))
    assert steps[1:3] == ["Add 'Old Radio' to the playlist 'Focus'", "Add 'Night Bus' to the playlist 'Focus'"]
    assert steps[-1] == "Play the playlist 'Focus'"


def test_what_plays_after_said_without_a_verb_is_put_next() -> None:
    steps = plan_for(read_task("play Copper Sky in retro music, Night Bus straight after", None, TODAY))
    assert steps[1:] == ["Play 'Copper Sky'", "Add 'Night Bus' to play next"]


# Set 39's first-run classes, in other wordings.


def test_the_last_time_one_did_an_activity_is_its_day_never_its_minutes() -> None:
    steps = plan_for(read_task("the last time I went for a swim?", None, TODAY))
    assert steps[0] == "Open OpenTracks" and '"mode": "date"' in steps[-1], steps


@pytest.mark.parametrize("task", ["no more wifi please", "wifi off, the hotel network needs it"])
def test_a_switch_wanted_no_more_or_said_with_its_reason_is_set(task: str) -> None:
    goal = read_task(task, None, TODAY)
    assert goal.intent == "toggle" and goal.setting == "wifi", goal


def test_a_file_said_first_then_asked_about_as_it_is_looked_for_in_the_folder_said() -> None:
    steps = plan_for(read_task("menu.png - is it still in pictures?", None, TODAY))
    assert steps[:2] == ["Open Files", "Open the folder 'Pictures'"] and '"mode": "exists"' in steps[-1], steps


def test_a_file_in_a_folder_renamed_with_an_arrow_is_renamed_there() -> None:
    steps = plan_for(read_task("cv.pdf in documents -> cv_2030.pdf", None, TODAY))
    assert steps[-1] == "Rename the file 'cv.pdf' to 'cv_2030.pdf'", steps


def test_videos_queued_after_what_plays_go_to_the_video_player() -> None:
    steps = plan_for(read_task("after what's on now, queue dog_park.mp4", None, TODAY))
    assert steps == ["Open VLC", "Add 'dog_park.mp4' to play next"]


def test_an_expense_named_by_its_amount_as_the_one_is_that_expense() -> None:
    steps = plan_for(read_task("rename the $12.00 one to Parking in pro expense", None, TODAY))
    assert "Open the expense showing '$12.00'" in steps, steps


def test_a_new_contact_named_in_lower_case_right_after_the_words_is_that_person() -> None:
    steps = plan_for(read_task("new contact omar ruiz, work +15550002222", None, TODAY))
    assert "Type 'Omar' into the first name field" in steps and "Type 'Ruiz' into the last name field" in steps


def test_songs_said_now_then_later_are_played_in_that_order() -> None:
    steps = plan_for(read_task("retro music: Copper Sky now, then Night Bus", None, TODAY))
    assert steps[1:] == ["Play 'Copper Sky'", "Add 'Night Bus' to play next"]


def test_on_hold_said_alone_holds_the_call() -> None:
    assert plan_for(read_task("on hold for a moment please", None, TODAY)) == ["Turn on Hold"]


def test_where_a_thing_named_bare_is_asks_the_calendar() -> None:
    steps = plan_for(read_task("where's book club?", None, TODAY))
    assert steps[0] == "Open Calendar" and steps[-1].startswith("Answer from the agenda: place"), steps


def test_the_longest_video_said_as_what_is_asked_is_the_video_libraries() -> None:
    steps = plan_for(read_task("my longest video?", None, TODAY))
    assert steps[0] == "Open VLC", steps


@pytest.mark.parametrize(
    ("task", "typed"),
    [
        ("Hill repeats was a ride actually, fix the type", "Cycling"),
        ("my march 9 walk was actually hiking", "hiking"),
    ],
)
def test_what_a_track_really_was_retypes_it(task: str, typed: str) -> None:
    steps = plan_for(read_task(task, None, TODAY))
    assert f"Type '{typed}' into the activity type field" in steps, steps


def test_wanna_keeps_who_wants() -> None:
    assert plan_for(read_task("i wanna watch dog_park.mp4", None, TODAY)) == ["Open VLC", "Play 'dog_park.mp4'"]


def test_songs_on_a_list_named_in_a_player_are_asked_of_its_playlist() -> None:
    steps = plan_for(read_task("which song on Focus in vlc is the longest?", None, TODAY))
    assert steps[:2] == ["Open VLC", "Open the playlist 'Focus'"], steps


def test_an_item_played_from_its_start_is_played() -> None:
    assert plan_for(read_task("start Copper Sky from the top in retro music", None, TODAY)) == [
        "Open Retro Music",
        "Play 'Copper Sky'",
    ]


# Set 40's first-run classes, in other wordings.


def test_a_month_said_short_is_the_whole_month() -> None:
    steps = plan_for(read_task("how many activities did I log in sept?", None, TODAY))
    assert '"first": "2029-09-01"' in steps[-1] and '"last": "2029-09-30"' in steps[-1], steps


@pytest.mark.parametrize(
    "task", ["delete book club from my calendar", "remove my 9am meeting from the calendar", "remove it from my agenda"]
)
def test_an_event_deletion_without_a_day_or_a_name_never_deletes_every_event(task: str) -> None:
    assert not any(step.startswith("Delete every") for step in plan_for(read_task(task, None, TODAY)))


def test_events_named_in_lower_case_taken_off_the_calendar_are_deleted_by_name() -> None:
    steps = plan_for(read_task("remove book club and gym from my calendar", None, TODAY))
    assert steps[1:] == ["Delete the event 'book club'", "Delete the event 'gym'"], steps


def test_a_day_and_hour_listed_after_an_events_name_is_when_it_is() -> None:
    goal = read_task("delete Team sync, 18th march 2pm", None, TODAY)
    assert (goal.extra, goal.date) == (("Team sync",), "2030-03-18"), goal


def test_a_call_back_that_names_someone_in_lower_case_calls_them_never_the_newest_row() -> None:
    steps = plan_for(read_task("call back lena park", None, TODAY))
    assert "Call lena park" in steps, steps


@pytest.mark.parametrize(
    ("task", "wanted"),
    [
        ("my Gym playlist in vlc, rename to Lifting", "Rename it to 'Lifting'"),
        ("call notes.md old_notes.md instead", "Rename it to 'old_notes.md'"),
        ("switch bt on", "Turn on bluetooth"),
        ("dentist: 4pm instead", "Type '16:00' into the time field"),
        ("dentist: 4pm instead, at Smile Clinic", "Type 'Smile Clinic' into the location field"),
        ("ines park rang me earlier, ring her back", "Call ines park"),
    ],
)
def test_everyday_forms_of_changes_and_calls(task: str, wanted: str) -> None:
    assert wanted in plan_for(read_task(task, None, TODAY))


@pytest.mark.parametrize(
    ("task", "wanted"),
    [
        ("does Road Trip have beach_3.mp4 on it in vlc?", "Open the playlist 'Road Trip'"),
        ("Hill repeats - what kind of activity is it", "Open OpenTracks"),
        ("what's on 2nd to 4th april?", "2030-04-02 2030-04-04"),
        ("portions for chili?", "Open Recipes"),
    ],
)
def test_questions_said_about_a_thing_first_or_in_short(task: str, wanted: str) -> None:
    assert wanted in " ".join(plan_for(read_task(task, None, TODAY)))


def test_a_note_whose_folder_is_said_first_goes_in_that_folder() -> None:
    steps = plan_for(read_task("in the Trips folder in markor, new note lisbon.md: Book the ferry.", None, TODAY))
    assert "Open the folder 'Trips'" in steps and "Type 'lisbon.md' into the title field" in steps, steps


@pytest.mark.parametrize(
    ("task", "typed"),
    [
        ("text Omar Ruiz: see you friday week", "Type 'see you friday week'"),
        ("reply to Ana: the 11th works for me", "Type 'the 11th works for me'"),
    ],
)
def test_a_day_said_inside_a_message_is_sent_as_said(task: str, typed: str) -> None:
    assert typed in plan_for(read_task(task, None, TODAY))


def test_a_preparation_time_is_typed_as_a_time_alone() -> None:
    steps = plan_for(read_task("the Chili recipe should take 50 mins to cook", None, TODAY))
    assert "Type '50 mins' into the preparation time field" in steps, steps
    vague = plan_for(read_task("the Chili recipe should take ages", None, TODAY))
    assert not any("preparation time field" in step for step in vague), vague
