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
