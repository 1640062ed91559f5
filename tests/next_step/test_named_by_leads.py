"""A lead that names what the request then points back to (people set 112's last classes, here in other wordings): a
thing said to be not working ("the bluetooth keeps dropping so switch it off"), a file someone needs, a file about to
be shared, a dish being made, the day a meeting is, an event said first and named after (intent/context_leads.py).
And the small turns around them: a question tag with a reason after it, a text "sent again", "the ones" copied into
the recipe app, a reason said of a file before the request to delete it, the whole note texted "to her on" a number,
why a switch is flipped said after it."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import read_task
from mcp_agent.tools.next_step.intent.goal import Goal

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)  # a Thursday


def _goal(task: str) -> Goal:
    return read_task(task, None, TODAY)


def test_a_thing_not_working_is_what_the_request_points_back_to() -> None:
    goal = _goal("the bluetooth in the car keeps dropping so switch it off")
    assert (goal.intent, goal.setting, goal.on) == ("toggle", "bluetooth", False)
    goal = _goal("my phone's bluetooth keeps disconnecting so turn it off")
    assert (goal.intent, goal.setting, goal.on) == ("toggle", "bluetooth", False)
    goal = _goal("my wifi at home is so slow, turn it off please")
    assert (goal.intent, goal.setting, goal.on) == ("toggle", "wifi", False)


def test_a_message_that_did_not_go_through_is_sent_again() -> None:
    goal = _goal("the message I sent Ana Ruiz this morning never arrived, she's waiting, so send it to her again")
    assert (goal.intent, goal.recipient) == ("resend", "Ana Ruiz")
    assert _goal("send the text I sent Tom Hale yesterday again").recipient == "Tom Hale"


def test_a_lead_with_a_day_in_it_is_never_a_thing_not_working() -> None:
    goal = _goal("the meeting is at 3 so add it to my calendar")
    assert goal.intent != "create" or goal.time  # never an event that lost its time


def test_a_file_someone_needs_is_the_one_the_request_points_back_to() -> None:
    goal = _goal("my landlord wants lease_2030.pdf - copy it from Documents into Download")
    assert goal.intent == "copy_file"
    assert goal.extra == ("lease_2030.pdf",)


def test_a_file_about_to_be_shared_is_the_one_edited() -> None:
    goal = _goal('Before I send notes_4.md to my boss, add "Draft - do not forward." at the top')
    assert goal.intent == "edit"
    assert goal.subject == "notes_4.md"
    assert goal.body == "Draft - do not forward."


def test_the_dish_being_made_is_the_recipe_asked_about() -> None:
    goal = _goal("I'm baking the Banana bread tonight, how many eggs does the recipe in joplin need?")
    assert goal.intent == "agenda"
    assert '"subject": "Banana bread"' in goal.extra[-1]


def test_the_day_an_appointment_is_said_first_is_the_events_though_its_length_is_said_after() -> None:
    goal = _goal("My dentist wants to see me next Tuesday at 10am. Put Checkup in my calendar for 30 minutes.")
    fields = dict(goal.fields)
    assert (goal.intent, goal.title, fields["time"], fields["duration"]) == ("create", "Checkup", "10:00", "30")
    assert fields["date"] in ("2030-03-19", "2030-03-26")


def test_the_day_a_meeting_is_said_first_is_the_events() -> None:
    goal = _goal("The landlord wants to meet tomorrow at 4pm. Put Flat viewing in my calendar for an hour.")
    fields = dict(goal.fields)
    assert (goal.intent, goal.title) == ("create", "Flat viewing")
    assert (fields["date"], fields["time"], fields["duration"]) == ("2030-03-15", "16:00", "60")


def test_a_day_the_request_says_itself_is_kept() -> None:
    goal = _goal("Finance wants to meet on Monday. Put Budget review in my calendar on Tuesday at 10am.")
    assert dict(goal.fields)["date"] == "2030-03-19"


def test_an_event_said_first_is_named_after() -> None:
    goal = _goal("Mum and I do yoga every Monday from the 18th at 7 pm for an hour. Save it as 'Yoga with Mum'.")
    fields = dict(goal.fields)
    assert (goal.intent, goal.title) == ("create", "Yoga with Mum")
    assert (fields["date"], fields["time"], fields["duration"]) == ("2030-03-18", "19:00", "60")


def test_an_amount_said_first_is_never_made_an_event() -> None:
    goal = _goal("I spent 20 dollars on lunch today at 1pm. Save it as 'Lunch'")
    assert goal.obj != "event"


def test_a_question_tag_and_a_reason_after_it_are_no_part_of_the_request() -> None:
    goal = _goal("Omar Haddad sent me the address, forward it to Lena Fox will you? she's driving us")
    assert (goal.intent, goal.recipient) == ("forward", "Lena Fox")


def test_the_ones_from_a_file_copied_into_the_recipe_app_are_its_recipes() -> None:
    goal = _goal("from dinners.txt in markor, copy the ones that take 20 mins into broccoli")
    assert (goal.intent, goal.subject, goal.obj) == ("import_rows", "dinners.txt", "recipe")


def test_a_reason_said_of_a_file_ends_where_the_request_starts() -> None:
    goal = _goal("the scan_12.pdf in Download which i no longer need, get rid of it")
    assert goal.intent == "delete"
    assert goal.extra == ("scan_12.pdf",)


def test_a_note_texted_to_her_on_a_number_goes_to_the_number() -> None:
    goal = _goal(
        "create a note plan.md with Pack the tent. and then send the whole thing to my sister on +1 415 555 0199"
    )
    assert goal.then and goal.then[0].intent == "message"
    assert goal.then[0].recipient.replace(" ", "") == "+14155550199"


def test_why_a_switch_is_flipped_is_no_part_of_it() -> None:
    goal = _goal("switch on bluetooth for my headphones")
    assert (goal.intent, goal.setting, goal.app) == ("toggle", "bluetooth", "")
    goal = _goal("turn wifi off, then turn bluetooth on for the speaker.")
    assert goal.then and (goal.then[0].intent, goal.then[0].setting) == ("toggle", "bluetooth")


def test_how_many_of_an_ingredient_a_named_recipe_needs_is_its_amount() -> None:
    goal = _goal("how many eggs does the Banana bread recipe in joplin need?")
    assert goal.intent == "agenda"
    assert '"mode": "amount"' in goal.extra[-1] and '"kind": "eggs"' in goal.extra[-1]


def test_a_lead_that_holds_the_title_is_read_whole() -> None:
    goal = _goal("Dentist check is tomorrow at 9am, 45 minutes. add it to my calendar")
    fields = dict(goal.fields)
    assert (goal.intent, goal.title, fields["date"], fields["time"]) == (
        "create",
        "Dentist check",
        "2030-03-15",
        "09:00",
    )


def test_whom_a_record_is_for_said_after_a_dash_is_no_field() -> None:
    goal = _goal("add an expense called Train ticket, 89.10, Travel - it's for the client visit so I can claim it back")
    assert goal.rows and dict(goal.rows[0]) == {"name": "Train ticket", "amount": "89.10", "category": "Travel"}
