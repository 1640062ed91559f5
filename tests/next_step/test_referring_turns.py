"""Forms met in the first run of people set 67, tested in other wordings: the thing said first and pointed back at
("- add that to the bottom of …", "is moving from … to …", "is at … - add that as its location", "…, delete those",
"tried to call me, call him back"), "what <artist> songs", "what recipes have <x>", "<kind> miles this week",
playlists written "name = a, b; …", a quoted title followed by what the note is "saying", "instead" after a new
name, a line added "as a last line", a note made with its folder said first, rows carried from a file "every recipe
… that takes"; and the next event's place or time texted to someone, read off the agenda after the device's time
and never guessed."""

from __future__ import annotations

import json
from datetime import date

import pytest

from mcp_agent.tools.next_step import planner
from mcp_agent.tools.next_step.contract import AgentStepArguments, AgentStepResult
from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task
from mcp_agent.tools.next_step.turn import Turn

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


@pytest.mark.parametrize(
    ("text", "line", "where"),
    [
        ("buy stamps - add that to the end of errands.md", "buy stamps", "bottom"),
        ("Water the ferns, put it at the top of garden.txt", "Water the ferns", "top"),
    ],
)
def test_a_line_said_first_then_added_as_that(text: str, line: str, where: str) -> None:
    steps = plan(text)
    assert f"Add '{line}' to the {where} of the body field" in steps


def test_a_line_added_as_a_last_line_is_appended_not_a_new_note() -> None:
    steps = plan("put Ring the plumber as the final line in chores.md")
    assert "Open the note 'chores.md'" in steps and "Add 'Ring the plumber' to the bottom of the body field" in steps
    assert "Start a new note" not in steps


def test_an_event_said_first_that_is_moving_is_moved() -> None:
    steps = plan("Book club has been moved from march 20 to march 22, keep the time")
    assert "Open the event 'Book club' on 2030-03-20" in steps
    assert "Type '2030-03-22' into the date field" in steps


def test_where_an_event_is_said_first_then_set_as_its_location() -> None:
    steps = plan("Book club is at the Corner library - put that as the location")
    assert "Open the event 'Book club'" in steps and "Type 'the Corner library' into the location field" in steps


def test_a_list_said_first_then_deleted_as_those() -> None:
    steps = plan("I cancelled the Gym pass, Cinema and Magazine things. remove those expenses please")
    assert steps[1:] == [
        "Delete the expense 'Gym pass'",
        "Delete the expense 'Cinema'",
        "Delete the expense 'Magazine'",
    ]


def test_someone_who_tried_to_call_is_called_back() -> None:
    assert plan("Lena Haddad rang earlier, could you call her back")[-1] == "Call Lena Haddad"


def test_an_artist_said_before_songs() -> None:
    steps = plan("which Kid Meridian tracks do i have on retro music?")
    assert "Open the artist 'Kid Meridian'" in steps


def test_recipes_that_have_an_ingredient() -> None:
    steps = plan("which recipes contain lemon in them")
    assert '"kind": "lemon"' in steps[-1] and '"mode": "mentions"' in steps[-1]


@pytest.mark.parametrize(
    ("text", "kind", "mode"),
    [
        ("running km last week", "running", '"mode": "km"'),
        ("cycling minutes this month", "cycling", '"mode": "minutes"'),
    ],
)
def test_a_kind_a_unit_and_a_span_said_tersely(text: str, kind: str, mode: str) -> None:
    steps = plan(text)
    assert steps[0] == "Open OpenTracks" and f'"kind": "{kind}"' in steps[-1] and mode in steps[-1]


def test_playlists_written_with_equals_signs() -> None:
    steps = plan("make playlists in retro music: Run = Old Radio, Night Bus; Calm = Paper Moon, Quiet Storm")
    assert "Add 'Old Radio' to the playlist 'Run'" in steps and "Add 'Quiet Storm' to the playlist 'Calm'" in steps


def test_one_playlist_with_an_equals_sign_is_not_read_as_two() -> None:
    assert not any("playlist 'Run'" in step for step in plan("new vlc playlists: Run = a.mp4, b.mp4"))


def test_quoted_titles_each_followed_by_what_the_note_says() -> None:
    steps = plan('two notes please: "Packing" saying Socks, a charger and tickets. and "Calls" saying Ring the bank.')
    assert "Type 'Packing' into the title field" in steps
    assert "Type 'Socks, a charger and tickets.' into the body field" in steps
    assert "Type 'Ring the bank.' into the body field" in steps


def test_instead_after_a_new_name_is_no_part_of_it() -> None:
    steps = plan("name the Chill playlist Focus instead")
    assert not any("instead" in step for step in steps)


def test_instead_in_a_message_is_what_it_says() -> None:
    assert any("see you friday instead" in step for step in plan("text Ana Lima: see you friday instead"))


def test_a_note_made_with_its_folder_said_first() -> None:
    steps = plan("in my Recipes folder make soup.md that says Onions first")
    assert steps[1:5] == [
        "Open the folder 'Recipes'",
        "Start a new note",
        "Type 'soup.md' into the title field",
        "Type 'Onions first' into the body field",
    ]


def test_every_recipe_in_a_file_that_takes_minutes_is_carried_not_edited() -> None:
    steps = plan("add every recipe in dinners.txt that takes 20 minutes to prepare to broccoli")
    assert (
        "Open the note 'dinners.txt'" in steps and steps[-1] == "Add a recipe for each row of «rows» with '20 minutes'"
    )


def test_copying_whats_in_a_note_into_a_new_one() -> None:
    steps = plan("copy what's in draft.md into a new note final.md")
    assert "Open the note 'draft.md'" in steps and "Type 'final.md' into the title field" in steps


@pytest.mark.parametrize(
    ("text", "part"),
    [
        ("text Omar Diaz the address of my next appointment", "place"),
        ("let omar diaz know where my next meeting is, by text", "place"),
        ("send Omar a message saying when my next event starts", "time"),
        ("sms the venue of my next event to Omar Diaz", "place"),
    ],
)
def test_the_next_events_place_or_time_is_read_then_texted(text: str, part: str) -> None:
    steps = plan(text)
    assert steps[1] == f"Remember the {part} of the next event as «{part}»"
    assert steps[-2:] == [f"Type '«{part}»'", "Send the message"]


AGENDA = (
    '[0] TextView "Status bar" value="Thu, Mar 14 2030 9:41"\n[1] TextView "March 2030"\n'
    '[2] ImageButton "Previous month"\n[3] ImageButton "Next month"\n[4] List "Events" scrollable\n'
    '  [5] ListItem "Gym" value="Thu, Mar 14, 2030 · 07:00 – 08:00 · Fit Hub"\n'
    '  [6] ListItem "Catch-up" value="Fri, Mar 15, 2030 · 10:00 – 11:00 · Harbour Cafe"\n'
    '  [7] ListItem "Review" value="Mon, Mar 18, 2030 · 14:00 – 15:30 · Room 4B"\n'
    '[8] ImageButton "New event"'
)
TASK = "text Omar Diaz where my next event is"


def step(screen: str, **more: object) -> AgentStepResult:
    arguments = AgentStepArguments.model_validate(
        {
            "task": TASK,
            "screen_description": screen,
            "step_count": 2,
            "plan": plan(TASK),
            "current_subgoal": 1,
            "state_refs": {"trail": json.dumps(["Calendar"])},
            **more,
        }
    )
    return planner.decide(Turn.read(arguments))


def test_the_next_event_is_the_first_after_the_devices_time() -> None:
    result = step(AGENDA)
    assert result.remember is not None and (result.remember.key, result.remember.value) == ("place", "Harbour Cafe")
    later = step(AGENDA.replace("9:41", "10:30").replace("Mar 14 2030", "Mar 15 2030"))
    assert later.remember is not None and later.remember.value == "Room 4B"


def test_the_next_event_is_never_guessed_without_the_devices_time() -> None:
    result = step(AGENDA.replace('[0] TextView "Status bar" value="Thu, Mar 14 2030 9:41"\n', ""))
    assert result.remember is None and result.action != "done"
    told = step(AGENDA.replace("Mar 14 2030 9:41", "Mar 14 2030"), known_facts="now: 2030-03-15 12:00")
    assert told.remember is not None and told.remember.value == "Room 4B"


def test_the_next_event_is_not_taken_from_a_list_scrolled_past_it() -> None:
    scrolled = AGENDA.replace('  [5] ListItem "Gym" value="Thu, Mar 14, 2030 · 07:00 – 08:00 · Fit Hub"\n', "")
    result = step(scrolled, steps_so_far=["open_app Calendar", "scroll_down"])
    assert result.remember is None


def test_a_contacts_label_said_between_its_name_and_number() -> None:
    steps = plan("3 contacts: Ana Lima (home) +15551230001 and Jo Park, mobile, +15551230002")
    assert steps.count("Start a new contact") == 2
    assert "Choose 'Home' for the phone label field" in steps and "Choose 'Mobile' for the phone label field" in steps


def test_files_of_a_kind_cleared_out_of_a_folder() -> None:
    assert plan("empty all the pdf files from the Download folder")[1:] == [
        "Open the folder 'Download'",
        "Select every '.pdf' file",
        "Delete the selected files",
    ]


def test_a_tracks_kind_asked_by_examples() -> None:
    assert '"mode": "types"' in plan("Lake circuit, was it a swim or a walk?")[-1]


def test_a_number_from_someone_unnamed_is_read_off_the_newest_text() -> None:
    assert plan("someone just sent me their number - can you ring it")[1] == "Open the latest conversation"


def test_a_repetition_said_after_a_description_is_no_part_of_it() -> None:
    steps = plan("new event Swim club tomorrow at 6pm, description Bring goggles, make it repeat every week")
    assert "Type 'Bring goggles' into the description field" in steps
    assert "Choose 'Weekly' for the repetition field" in steps


def test_a_thing_that_can_go_from_an_app_is_deleted_there() -> None:
    assert plan("the Old stuff playlist can go, remove it from vlc") == ["Open VLC", "Delete the playlist 'Old stuff'"]


def test_songs_added_to_a_playlist_named_bare_in_that_order() -> None:
    steps = plan("add Paper Moon and Night Bus to the end of Road Trip, in that order")
    assert steps[1:] == ["Add 'Paper Moon' to the playlist 'Road Trip'", "Add 'Night Bus' to the playlist 'Road Trip'"]


def test_rows_that_should_go_into_an_app_are_carried_there_not_deleted() -> None:
    steps = plan("the 20-minute recipes in my dinners.txt note should go into broccoli")
    assert steps[-1] == "Add a recipe for each row of «rows» with '20-minute'"
    assert not any(step.startswith("Delete") for step in steps)


def test_a_thing_that_should_go_is_still_deleted() -> None:
    assert plan("the Sunday Mix playlist should go")[-1] == "Delete the playlist 'Sunday Mix'"


def test_a_recipe_said_first_then_how_much_of_an_ingredient() -> None:
    assert '"subject": "Lemon tart"' in plan("Lemon tart, how much butter? amount and unit")[-1]


def test_an_events_place_asked_by_its_title_alone() -> None:
    assert plan("where is Team sync? only the location")[-1].startswith("Answer from the agenda: place")


def test_whether_anything_is_on_a_day() -> None:
    asked = plan("am i up to anything on march 20?")[-1]
    assert asked.startswith("Answer from the agenda: titles") and " 2030-03-20 2030-03-20 " in asked


def test_whats_not_done_for_a_day_is_its_open_tasks() -> None:
    assert '"done": false' in plan("what's still left to do for march 19? titles")[-1]


def test_a_list_of_names_acted_on_in_part_is_asked_about() -> None:
    from mcp_agent.tools.next_step.said_values import unused_value

    task = "in the music app, I want to hear Night Bus, Old Radio and Paper Moon next — add them to the queue"
    assert unused_value(task, ["Open Music", "Add 'Night Bus' to the playing queue"]) == "Old Radio"
    every = [f"Add '{name}' to the playing queue" for name in ("Night Bus", "Old Radio", "Paper Moon")]
    assert unused_value(task, ["Open Music", *every]) is None
    # A list no step carries is a question's or an answer's form, not one misread.
    assert unused_value("which of Gym, Yoga and Haircut is first?", ["Open Calendar"]) is None


def test_when_an_event_is_said_first_then_put_in_the_calendar_as_it() -> None:
    steps = plan("Team lunch is next friday at 1pm, 45 minutes. add it to my calendar with the description Bring menus")
    assert "Type '13:00' into the time field" in steps and "Type '13:45' into the end time field" in steps


def test_an_event_saved_without_the_time_it_was_said_at_is_asked_about() -> None:
    from mcp_agent.tools.next_step.intent.goal import Goal
    from mcp_agent.tools.next_step.said_values import doubt_about

    steps = ["Open Calendar", "Start a new event", "Type 'Gym' into the title field", "Save the event"]
    assert doubt_about("Gym is at 6pm. put it in my calendar", Goal("create", obj="event"), steps) is not None


def test_a_recipes_name_ends_with_its_sentence() -> None:
    steps = plan("new recipe: Lemon tart. Sharp and sweet, 6 servings, 50 mins, ingredients lemons, butter")
    assert (
        "Type 'Lemon tart' into the title field" in steps
        and "Type 'Sharp and sweet' into the description field" in steps
    )


def test_an_address_someone_texted_sent_on() -> None:
    assert plan("Ana Lima texted me an address, could you send it on to Jo Park")[-2:] == [
        "Type '«address»'",
        "Send the message",
    ]


def test_a_switch_that_should_be_off() -> None:
    assert plan("wifi should be off")[-1] == "Turn off wifi"


def test_those_before_named_records_points_at_them() -> None:
    assert plan("delete those Taxi and Lunch expenses")[1:] == [
        "Delete the expense 'Taxi'",
        "Delete the expense 'Lunch'",
    ]


def test_a_playlists_name_said_first_then_new_playlist() -> None:
    steps = plan("Road songs - new playlist in retro music with Old Radio and Night Bus")
    assert "Add 'Old Radio' to the playlist 'Road songs'" in steps


def test_log_on_a_day_is_no_sign_in() -> None:
    assert not any("Log in" in step for step in plan("how many walks did i log on march 9?"))
    assert plan("log in to the app")[-1] == "Tap Log in"


def test_a_reply_to_the_last_person_who_texted() -> None:
    assert plan('write back to the last person who messaged me: "On my way"')[1] == "Open the latest conversation"


def test_rows_carried_into_the_app_said_beside_them() -> None:
    steps = plan("copy the recipes in dinners.txt that take 20 mins into broccoli")
    assert steps[-1] == "Add a recipe for each row of «rows» with '20 mins'"


def test_the_next_time_someone_is_seen_is_the_next_meeting_with_them() -> None:
    assert plan("next time i'm meeting Omar Diaz?")[-1].startswith("Answer from the agenda:")


def test_an_app_said_before_a_colon_is_no_playlists_name() -> None:
    steps = plan("Retro: new playlist Night drive with Old Radio and Night Bus")
    assert "Add 'Old Radio' to the playlist 'Night drive'" in steps
