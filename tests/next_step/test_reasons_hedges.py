"""Requests wrapped in reasons, hedges and conditions (forms met in the first run of people set 70), tested in other
wordings: a why in brackets after the request, a record that "needs a new name" renamed as "it", a number's label
said as how it is to be saved, a tag asking whether it is possible, what a request is "for" said first, when it would
be forgotten, a "since …," reason first, several situations before a request, a need said with what it is for; and a
list of names deleted from an app, a video taken off "my X playlist in vlc"; a day, a kind or a record the situation
names read in the request ("that day", "all of them", "the one"), a file hedged as maybe saved, records said by their
count; with the checks that keep a bracket naming a place, a kind of record said as the purpose, and a reason naming
two records."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for, spoken
from mcp_agent.tools.next_step.intent.reader import read_task
from mcp_agent.tools.next_step.intent.situations import situation_dropped
from mcp_agent.tools.next_step.intent.wishes import as_requested

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


def test_a_why_in_brackets_after_the_request_is_not_part_of_it() -> None:
    assert plan("remove Pancakes and Greek salad from broccoli (we never make them)") == [
        "Open Broccoli",
        "Delete the recipe 'Pancakes'",
        "Delete the recipe 'Greek salad'",
    ]


def test_a_bracket_naming_a_place_is_kept() -> None:
    assert "Open the folder 'Download'" in plan("copy notes.md (it's in Download) to Documents")


def test_a_record_that_needs_a_new_name_is_renamed() -> None:
    steps = plan("my Pancakes recipe needs a new name, so rename it to Fluffy pancakes")
    assert "Open the recipe 'Pancakes'" in steps and "Type 'Fluffy pancakes' into the title field" in steps
    steps = plan("the Team sync event could use a better name - call it Weekly planning")
    assert "Open the event 'Team sync'" in steps and "Type 'Weekly planning' into the title field" in steps


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("add Omar Haddad to contacts, +15551234567, have it saved as work", "Work"),
        ("new contact Kofi Mensah +15559876543 and make sure the number is marked as mobile", "Mobile"),
        ("save Ana Lopez as a contact, 555-201-3344 - make sure it's stored as home", "Home"),
    ],
)
def test_a_numbers_label_said_as_how_it_is_saved_is_chosen(text: str, label: str) -> None:
    assert f"Choose '{label}' for the phone label field" in plan(text)


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("delete groceries.md in markor, if it's not too much trouble", "Open Markor"),
        ("turn on bluetooth, is that ok?", "Open the bluetooth setting"),
        ("start a 5 minute timer, would that be possible?", "Open Clock"),
    ],
)
def test_a_tag_asking_whether_it_is_possible_is_not_part_of_the_request(text: str, first: str) -> None:
    steps = plan(text)
    assert steps[0] == first and not any("possible" in step or "trouble" in step for step in steps)


def test_what_a_request_is_for_said_first_is_not_part_of_it() -> None:
    assert (
        as_requested("for my diary: which tasks did I finish on March 12?") == "which tasks did I finish on March 12?"
    )
    assert plan("it's for the road trip - make a vlc playlist Drive with beach_3.mp4 and hike_5.mp4")[1:] == [
        "Add 'beach_3.mp4' to the playlist 'Drive'",
        "Add 'hike_5.mp4' to the playlist 'Drive'",
        "Check the playlist 'Drive' holds 'beach_3.mp4|hike_5.mp4'",
    ]


def test_a_kind_of_record_said_first_is_no_purpose() -> None:
    assert (
        as_requested("for my chili recipe - new directions: cook it") == "for my chili recipe - new directions: cook it"
    )


def test_when_it_would_be_forgotten_is_not_part_of_the_request() -> None:
    assert plan("so I don't forget later, text Ana: see you at 6")[-2:] == ["Type 'see you at 6'", "Send the message"]


def test_a_reason_said_first_with_since_is_taken_off() -> None:
    assert situation_dropped("because the dentist rescheduled, move Dentist to 4pm tomorrow") == (
        "Move Dentist to 4pm tomorrow"
    )
    assert situation_dropped("now that my data is gone, turn on wifi please") == "Turn on wifi please"


@pytest.mark.parametrize(
    "text",
    [
        "since March 1, how many runs did I do?",  # a time since, not a reason
        # two records named: which is "the one" is not read
        "since Lunch with Sam and Yoga class moved, make the one on Friday repeat weekly",
    ],
)
def test_a_since_clause_that_holds_the_request_is_kept(text: str) -> None:
    assert situation_dropped(text) == text


def test_several_situations_before_a_request_are_taken_off() -> None:
    assert situation_dropped(
        "My battery died overnight. I have no idea who tried to reach me. Who was my last missed call?"
    ) == ("Who was my last missed call?")


def test_a_need_said_with_what_it_is_for_is_a_situation() -> None:
    assert situation_dropped("I need quiet for my exam - end the call") == "End the call"
    assert situation_dropped("I need a new note for work - call it Groceries") == (
        "I need a new note for work - call it Groceries"
    )


def test_a_list_of_names_is_deleted_from_the_app_said() -> None:
    assert plan("get rid of Fuel, Pharmacy and Textbooks in pro expense") == [
        "Open Pro Expense",
        "Delete the expense 'Fuel'",
        "Delete the expense 'Pharmacy'",
        "Delete the expense 'Textbooks'",
    ]


def test_a_video_is_taken_off_my_playlist_in_vlc_by_its_name() -> None:
    assert (
        plan("remove beach_3.mp4 from my Sleep playlist in vlc")[-1] == "Remove 'beach_3.mp4' from the playlist 'Sleep'"
    )
    assert plan("hike_5.mp4 doesn't fit my Party playlist in vlc, so remove it please")[-1] == (
        "Remove 'hike_5.mp4' from the playlist 'Party'"
    )


def test_a_day_the_situation_says_is_the_requests_that_day() -> None:
    assert situation_dropped("I was sick on the 12th. delete everything that day") == "Delete everything on the 12th"
    assert situation_dropped(
        "the GPS stopped working on March 3, so remove the runs I recorded that day in opentracks"
    ) == ("Remove the runs I recorded on March 3 in opentracks")


def test_all_of_them_are_the_one_kind_the_situation_names() -> None:
    assert situation_dropped("I'm clearing out my songs - play all of them in retro music first") == (
        "Play all my songs in retro music first"
    )
    assert plan("play all my videos in vlc one after another") == ["Open VLC", "Play all the videos"]


def test_what_it_is_follows_the_colon() -> None:
    assert situation_dropped("I came across a nice one online, so add it to broccoli: Pad thai, 2 servings") == (
        "Add it to broccoli: Pad thai, 2 servings"
    )


@pytest.mark.parametrize(
    ("text", "file", "folder"),
    [
        ("I think I put budget.xlsx in my Documents folder - can you see if it's there?", "budget.xlsx", "Documents"),
        ("maybe I saved notes_1.txt to Download? check whether it's there, yes or no", "notes_1.txt", "Download"),
    ],
)
def test_a_file_hedged_as_maybe_saved_is_looked_for(text: str, file: str, folder: str) -> None:
    steps = plan(text)
    assert (
        steps[1] == f"Open the folder '{folder}'" and '"mode": "exists"' in steps[-1] and f'"of": "{file}"' in steps[-1]
    )


def test_records_said_by_their_count_for_an_app_are_made() -> None:
    steps = plan(
        '3 notes for joplin so I don\'t forget them: "A" with the text "x." and "B" with the text "y." and "C" with the text "z."'
    )
    assert steps[0] == "Open Joplin" and steps.count("Start a new note") == 3


def test_the_one_is_the_record_the_situation_names() -> None:
    assert situation_dropped("since Book club is monthly now, make the one on April 2 repeat monthly") == (
        "Make the Book club on April 2 repeat monthly"
    )
    assert situation_dropped("My phone is new. delete the one on Friday") == "My phone is new. delete the one on Friday"


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("if there's a note called todo.md in markor, delete it", "delete the note called todo.md in markor"),
        (
            "if Greek salad is still in broccoli, change it to 4 servings",
            "change Greek salad to 4 servings in broccoli",
        ),
        ("if Team sync is still in my calendar, delete it", "delete Team sync in my calendar"),
        (
            "I might still have a playlist called Party in vlc? if so, play it",
            "play the playlist called Party in vlc",
        ),
    ],
)
def test_what_a_condition_names_is_what_it_acts_on(text: str, said: str) -> None:
    assert spoken.reworded(text, TODAY) == said


def test_a_condition_on_when_is_no_place() -> None:
    assert "morning" not in spoken.reworded("if the meeting is in the morning, move it to 3pm", TODAY).split(" to ")[-1]


def test_where_a_file_probably_is_said_first_is_where_it_is_taken_from() -> None:
    steps = plan("I think it's in Documents - could you move invoice.pdf to Download")
    assert steps[1] == "Open the folder 'Documents'" and "'invoice.pdf'" in steps[2]


def test_a_hedge_on_whether_it_is_still_there_is_not_part_of_the_request() -> None:
    assert plan("assuming it's still there, delete lecture_04.mkv in vlc") == plan("delete lecture_04.mkv in vlc")
    assert plan("not sure it still exists but remove Fuel from pro expense") == plan("remove Fuel from pro expense")


def test_why_the_answer_is_wanted_is_not_part_of_the_question() -> None:
    steps = plan("I need the total because it's for my taxes - how much have I spent on Food?")
    assert '"mode": "money"' in steps[-1] and '"kind": "food"' in steps[-1]


def test_expenses_counted_in_a_category_said_by_its_name() -> None:
    assert '"kind": "food"' in plan("how many expenses do I have in Food?")[-1]
    assert '"kind": "housing"' in plan("how many expenses are there under Housing? just the number")[-1]


def test_a_request_first_is_no_situation_told() -> None:
    from mcp_agent.tools.next_step.intent.situations import situation_dropped

    said = "Mute the microphone during the ongoing call. Do not end the call."
    assert situation_dropped(said) == said
    assert situation_dropped("I need both hands for cooking — put this call on speaker") == "Put this call on speaker"
