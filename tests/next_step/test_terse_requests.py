"""Forms met in the first run of people set 45, tested in other wordings (terse_mends.py and the readers it feeds):
an event typed day and hour first with its length written on ("1hr") or a short day after its title ("fri"), a
remark after a dash as its description, a question said as its measure ("minutes swum between …"), when said before
the question, a bare title before what is queued after it, what a record "is now", a number said after whom to call,
a song put "onto" a playlist, a line "needed" in a note, a call picked up, a name and a number to save, a count asked
after its thing, what a track "should be", every activity of a kind "I've recorded", the longest of the videos, a
contact's number said as whose it is, recipe rows of "10 min"; and the check that a dashed value a saved entry leaves
out is asked about."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.carrying import resolve_plan
from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task
from mcp_agent.tools.next_step.said_values import doubt_about

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)  # a Thursday


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


@pytest.mark.parametrize(
    ("text", "title", "start", "end"),
    [
        ("sat 9am Pilates 2hrs", "Pilates", "09:00", "11:00"),
        ("add Dentist sat 9:30 for an hour", "Dentist", "09:30", "10:30"),
    ],
)
def test_an_events_length_and_short_day_are_no_part_of_its_title(text: str, title: str, start: str, end: str) -> None:
    steps = plan(text)
    assert f"Type '{title}' into the title field" in steps
    assert "Type '2030-03-16' into the date field" in steps
    assert f"Type '{start}' into the time field" in steps and f"Type '{end}' into the end time field" in steps


def test_a_remark_after_a_dash_describes_the_event_booked() -> None:
    steps = plan("schedule Team lunch tomorrow 1pm - Bring the slides")
    assert "Type 'Bring the slides' into the description field" in steps


def test_a_dashed_value_a_saved_entry_leaves_out_is_asked_about() -> None:
    task = "new contact Ben Ortiz, +14155550199 - Met at the gym"
    goal = read_task(task, None, TODAY)
    assert doubt_about(task, goal, plan_for(goal)) is not None


@pytest.mark.parametrize(
    ("text", "mode"), [("minutes walked between march 1 and march 9", "minutes"), ("km cycled in jan", "km")]
)
def test_a_question_said_as_its_measure_is_asked_of_the_tracker_never_an_event(text: str, mode: str) -> None:
    steps = plan(text)
    assert steps[0] == "Open OpenTracks" and f'"mode": "{mode}"' in steps[1]


def test_a_day_said_before_the_question_is_the_day_asked_about() -> None:
    assert plan("saturday, what's my first thing after 10")[-1].startswith("Answer from the agenda: first 2030-03-16")


def test_a_bare_title_before_what_is_queued_after_it_is_played_first() -> None:
    assert plan("retro music: Low Tide, then queue Echo Park after")[1:] == [
        "Play 'Low Tide'",
        "Add 'Echo Park' to play next",
    ]


def test_what_a_record_is_now_at_is_its_new_hour() -> None:
    assert "Type '16:00' into the time field" in plan("book club on the 20th is now at 4pm")


@pytest.mark.parametrize(
    "text", ["could you ring the dentist, their number is 415 555 0123", "call the school, it's 415-555-0123"]
)
def test_a_number_said_after_whom_to_call_is_dialled(text: str) -> None:
    assert plan(text)[1:] == ["Dial 4155550123", "Call 4155550123"]


def test_a_song_put_onto_a_playlist_is_added_to_it() -> None:
    assert plan("Echo Park into the Workout playlist") == [
        "Open Retro Music",
        "Add 'Echo Park' to the playlist 'Workout'",
    ]


def test_a_line_needed_at_the_top_of_a_note_is_added_there() -> None:
    assert "Add 'Call mum' to the top of the body field" in plan("need Call mum put at the top of todo.md")


@pytest.mark.parametrize("text", ["pick up", "pick the call up, the phone's ringing"])
def test_a_call_picked_up_is_answered(text: str) -> None:
    assert plan(text) == ["Answer the call"]


def test_a_name_and_a_number_to_save_are_a_new_contact() -> None:
    steps = plan("store Omar Diaz 415 555 0199")
    assert "Type 'Omar' into the first name field" in steps and "Save the contact" in steps


def test_a_count_asked_after_its_thing_is_that_count() -> None:
    assert '"mode": "count"' in plan("swims logged, how many")[-1]


def test_what_a_named_track_should_have_been_is_its_type() -> None:
    assert plan("Lake loop should have been a walk, not a run")[1:3] == [
        "Open the track 'Lake loop'",
        "Type 'Walking' into the activity type field",
    ]


def test_every_activity_of_a_kind_recorded_is_deleted_by_its_kind() -> None:
    assert plan("wipe every swim I have ever logged")[-1] == "Delete every event that is 'Swimming'"


def test_the_longest_of_the_videos_is_the_video_players() -> None:
    assert plan("which one of my videos is longest")[0] == "Open VLC"


def test_a_number_texted_and_said_to_be_someones_is_saved_under_their_name() -> None:
    steps = plan("ana ruiz sent me a number, it's Ben Ortiz's, save it")
    assert "Type 'Ben' into the first name field" in steps and "Type '«number»' into the phone field" in steps


def test_recipe_rows_of_a_time_said_short_are_the_rows_of_that_time() -> None:
    rows = "title|preparationTime\nToast|5 mins\nSoup|45 mins"
    steps = resolve_plan(["Add a recipe for each row of «rows» with '5 min'"], {"rows": rows})
    assert any("Toast" in step for step in steps) and not any("Soup" in step for step in steps)


# Set 46's forms, in other wordings.


@pytest.mark.parametrize(
    "text", ["the taxi expense: make it 23.40, transport", "the taxi expense should be 23.40, transport"]
)
def test_an_expenses_new_amount_and_category_said_after_it_edit_it_never_make_one(text: str) -> None:
    steps = plan(text)
    assert steps[1] == "Open the expense 'taxi'" and "Type '23.40' into the amount field" in steps
    assert "Start a new expense" not in steps


def test_an_expense_said_to_be_under_a_category_is_filed_there() -> None:
    assert "Choose 'Travel' for the category field" in plan("Train tickets should be under Travel")


def test_a_name_said_to_be_under_a_folder_is_no_expense() -> None:
    assert not any("expense" in step for step in plan("Minutes should be under Archive"))


@pytest.mark.parametrize(
    ("text", "mode"),
    [("swims in january - how many", "count"), ("runs last week?", "count")],
)
def test_a_count_asked_by_naming_the_activities_and_when(text: str, mode: str) -> None:
    steps = plan(text)
    assert steps[0] == "Open OpenTracks" and f'"mode": "{mode}"' in steps[1]


def test_a_day_in_brackets_after_an_events_name_says_which_one_and_is_not_asked_about() -> None:
    task = "move book club (friday) to 7pm"
    goal = read_task(task, None, TODAY)
    steps = plan_for(goal)
    assert "Type '19:00' into the time field" in steps and "book club" in steps[1]
    assert doubt_about(task, goal, steps) is None


def test_two_titles_after_a_players_label_are_played_in_turn() -> None:
    assert plan("retro music: Low Tide then Echo Park")[1:] == ["Play 'Low Tide'", "Add 'Echo Park' to play next"]


@pytest.mark.parametrize("text", ["drop city_9.mp4 off Party", "remove the city_9.mp4 video from Party"])
def test_a_video_taken_off_a_list_named_by_its_name(text: str) -> None:
    assert plan(text)[-1] == "Remove 'city_9.mp4' from the playlist 'Party'"


def test_a_video_removed_from_a_storage_folder_is_no_playlists() -> None:
    assert "playlist" not in plan("remove city_9.mp4 from Movies")[-1]


def test_a_video_named_as_one_is_deleted_in_the_video_player() -> None:
    assert plan("delete the beach_3.mp4 video") == ["Open VLC", "Delete the video 'beach_3.mp4'"]


def test_spending_on_a_name_asked_as_a_total() -> None:
    steps = plan("coffee spend so far?")
    assert '"mode": "money"' in steps[-1] and '"kind": "coffee"' in steps[-1]


def test_notes_that_say_a_word_are_the_notes_mentioning_it() -> None:
    assert '"mode": "mentions"' in plan("any notes that mention Tuesday?")[-1]


def test_an_expense_said_as_what_was_spent_with_its_note() -> None:
    steps = plan("spent $12.50 on Parking, transport, note Airport")
    assert "Type 'Parking' into the name field" in steps and "Type 'Airport' into the note field" in steps


def test_a_number_said_as_whose_before_the_request_makes_the_contact_with_it() -> None:
    steps = plan("Ben Ortiz's mobile is +14155550111, add him to my contacts")
    assert "Type '+14155550111' into the phone field" in steps


def test_each_listed_expenses_note_after_its_label_is_its_own() -> None:
    steps = plan("expenses: Gym pass $45 health, note Monthly; Taxi $20 transport, note Airport")
    assert [s for s in steps if "note field" in s] == [
        "Type 'Monthly' into the note field",
        "Type 'Airport' into the note field",
    ]


# Set 49's forms, in other wordings.


@pytest.mark.parametrize("text", ["let Omar know when the match starts", "tell ben where the keys are"])
def test_a_message_that_is_a_fact_to_find_out_is_asked_about_never_sent_as_its_words(text: str) -> None:
    steps = plan(text)
    assert not any(step.startswith(("Send", "Type")) for step in steps)
    assert steps[0].startswith("Stop: the rules cannot tell me the words to send")


def test_a_message_said_as_a_statement_is_still_sent() -> None:
    assert plan("let Omar know that I'm on my way")[-2:] == ["Type 'I'm on my way'", "Send the message"]


@pytest.mark.parametrize(("text", "first", "last"), [("october running km?", "2029-10-01", "2029-10-31")])
def test_a_month_said_first_with_no_day_is_the_whole_month(text: str, first: str, last: str) -> None:
    steps = plan(text)
    assert f'"first": "{first}"' in steps[-1] and f'"last": "{last}"' in steps[-1]


def test_todays_own_date_said_by_name_is_today_not_next_year() -> None:
    assert "2030-03-14" in plan("what's on march 14?")[-1]


def test_a_reason_after_the_request_is_no_part_of_what_it_names() -> None:
    assert plan("delete beach_3.mp4 from vlc, don't need it anymore")[-1] == "Delete the video 'beach_3.mp4'"


def test_things_on_a_playlist_are_its_items_and_an_app_in_brackets_is_where() -> None:
    steps = plan("how many things on my Party playlist (vlc)")
    assert steps[0] == "Open VLC" and '"mode": "count"' in steps[-1]


def test_the_day_said_before_a_deletion_is_the_day_it_deletes_from() -> None:
    assert plan("on friday, cancel Team sync but keep the rest")[-1] == "Delete the event 'Team sync' on 2030-03-15"


def test_a_word_a_note_says_that_should_say_another_is_replaced() -> None:
    assert "Replace 'Tuesday' with 'Thursday' in the body field" in plan(
        "plan.md says Tuesday but it should say Thursday"
    )


def test_the_items_put_on_a_list_named_by_its_name() -> None:
    assert '"mode": "titles"' in plan("what songs did I add to Chill")[-1]


def test_a_note_duplicated_under_a_new_name_copies_its_text() -> None:
    assert plan("copy ideas.md as plans.md")[1:3] == ["Open the note 'ideas.md'", "Remember the text as «text 1»"]


def test_which_playlists_an_item_is_on_said_item_first() -> None:
    assert plan("Night Bus is on which of my playlists?")[-1] == "Tell the playlist of 'Night Bus'"


@pytest.mark.parametrize("text", ["Lake loop, roughly how many metres?", "Lake loop avg speed km/h"])
def test_a_tracks_distance_or_speed_asked_by_its_name_alone_is_the_trackers(text: str) -> None:
    steps = plan(text)
    assert steps[0] == "Open OpenTracks" and '"subject": "Lake loop"' in steps[-1]


def test_where_a_named_record_will_be_is_its_location() -> None:
    assert "Type 'Room 4' into the location field" in plan("team sync will be at Room 4")


def test_a_number_a_person_sent_said_after_the_number() -> None:
    assert plan("ring the new number omar diaz sent")[:2] == ["Open Messages", "Open the conversation with omar diaz"]


def test_an_event_to_repeat_said_before_the_request_with_it() -> None:
    assert "Choose 'Daily' for the repetition field" in plan("standup on march 20, repeat it every day")


def test_the_players_shuffle_said_first_then_what_it_plays() -> None:
    assert plan("shuffle on, then play the Kids playlist in vlc")[:2] == [
        "Open VLC",
        "Turn on the player's shuffle mode",
    ]
