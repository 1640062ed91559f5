"""Forms met in the first run of people set 76 (less tech-savvy people: long and polite, the app said vaguely or with a
doubt, a situation told first, a remark about themselves), tested in other wordings than the set's (intent/unsure_mends.py,
situations.py, placed_fields.py)."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import Goal
from mcp_agent.tools.next_step.intent.courtesy import plain
from mcp_agent.tools.next_step.intent.reader import read_task
from mcp_agent.tools.next_step.intent.situations import situation_dropped
from mcp_agent.tools.next_step.intent.unsure_mends import app_remark
from mcp_agent.tools.next_step.placed_fields import unplaced_field

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def read(text: str) -> Goal:
    return read_task(text, None, TODAY)


def test_a_doubt_about_an_apps_name_says_only_the_app() -> None:
    assert "I think" not in plain("make a note in the Joplin app, I think it's called, with the title Plants")
    assert "I think" not in plain("open the tracker, OpenTracks I believe, and start recording")


def test_an_aside_about_who_set_the_app_up_is_no_field() -> None:
    assert app_remark("my grandson set it up for me") and app_remark("I think it's called Markor")
    assert app_remark("Simple Calendar Pro I think")
    assert not app_remark("Bring the documents") and not app_remark("my grandson Tom")
    text = "please add Pancakes to my recipes (my daughter installed it for me), description: Fluffy stack"
    assert unplaced_field(text, read(text)) is None


def test_a_remark_about_oneself_after_the_request_says_nothing() -> None:
    goal = read("Could you switch the bluetooth off? I'm hopeless with these phones.")
    assert goal.intent == "toggle" and goal.setting == "bluetooth" and not goal.on


def test_why_a_switch_is_wanted_is_no_part_of_the_switch() -> None:
    goal = read("please turn the wifi on so my tablet can get the news")
    assert goal.intent == "toggle" and goal.setting == "wifi" and goal.on


def test_a_switch_wished_off_then_another_asked_is_two_steps() -> None:
    goal = read("I'd like the bluetooth switched off please, and then could you turn on the wifi?")
    assert (goal.setting, goal.on) == ("bluetooth", False) and [(g.setting, g.on) for g in goal.then] == [
        ("wifi", True)
    ]


def test_look_in_an_app_and_tell_me_is_the_question() -> None:
    goal = read(
        "Could you have a look in my calendar and tell me the date and time of my next meeting with Omar Haddad?"
    )
    assert goal.intent == "agenda" and "Omar Haddad" in goal.extra[-1]
    goal = read("check the exercise app and tell me how many times I went running this week")
    assert goal.intent == "agenda" and '"kind": "running"' in goal.extra[-1]


def test_a_text_got_and_answered_is_a_reply_to_its_sender() -> None:
    goal = read(
        "I received a message from +15551234567 asking about lunch. Can you write back to them: See you at noon"
    )
    assert goal.intent == "message" and goal.recipient == "+15551234567" and goal.body == "See you at noon"


def test_whoever_texted_is_called_back() -> None:
    assert read("Someone texted me just now, I don't know who. Please phone them back.").intent == "call_sender"


def test_an_address_sent_and_passed_on_is_forwarded() -> None:
    goal = read("Omar Haddad sent me an address earlier. Could you forward that address to Lena Tanaka?")
    assert goal.intent == "forward" and goal.recipient == "Lena Tanaka" and goal.subject == "Omar Haddad"


def test_a_note_there_added_to_at_its_end() -> None:
    goal = read("In the notes app there's a note called shopping.md. At the end of it please add: Buy milk")
    assert (goal.intent, goal.subject, goal.criterion, goal.body) == ("edit", "shopping.md", "bottom", "Buy milk")


def test_a_note_written_and_named_a_file_is_made_and_sent() -> None:
    goal = read(
        "make a short note in the Markor app, and call it plan.md. It should say: Water the plants. "
        "Then can you send that to +15551234567?"
    )
    assert goal.intent == "create" and goal.title == "plan.md" and goal.body == "Water the plants"
    assert goal.then and goal.then[0].recipient == "+15551234567"


def test_take_out_named_records_deletes_them_and_leaving_the_rest_says_nothing() -> None:
    goal = read("please take out Coffee beans and Rent from my expenses. Leave all the rest as it is.")
    assert goal.intent == "delete" and goal.extra == ("Coffee beans", "Rent")


def test_take_out_in_a_message_is_said_as_is() -> None:
    assert "take out Rex" in plain("text Bo: take out Rex tonight")


def test_a_situation_naming_where_places_a_deletion_said_without_one() -> None:
    said = situation_dropped("I typed a few entries into my money app by accident. Please remove Taxi and Fuel.")
    assert said == "Please remove Taxi and Fuel from my expenses."


def test_a_note_asked_about_as_one_of_those_to_do_ones() -> None:
    goal = read("in the Joplin app, the note called 'Call the bank' - is it marked as a to-do? Just say true or false")
    assert goal.intent == "agenda" and "Call the bank" in goal.extra[-1] and goal.extra[0] == "Open Joplin"


def test_an_events_description_said_as_a_step() -> None:
    goal = read(
        "add Dentist to my calendar on March 20 at 9am for an hour, and in the description please put Bring the card"
    )
    assert dict(goal.fields)["description"] == "Bring the card"
    goal = read(
        'add Dentist to my calendar on March 20 at 9am for an hour. Please type "Bring the card" in the description'
    )
    assert dict(goal.fields)["description"] == "Bring the card"


def test_an_events_length_said_after_its_description() -> None:
    goal = read("add Dentist to my calendar on March 20 at 9am, description: Bring the card. It should last 45 minutes")
    assert dict(goal.fields)["description"] == "Bring the card" and dict(goal.fields)["duration"] == "45"


def test_something_put_on_the_calendar_then_said_when_and_called() -> None:
    goal = read(
        "Can you add an event to my calendar? It's on March 20 at 9am, it's called Dentist, description: Bring the card"
    )
    assert goal.intent == "create" and goal.title == "Dentist" and dict(goal.fields)["date"] == "2030-03-20"


def test_a_recipes_fields_said_in_sentences() -> None:
    goal = read(
        "save a new recipe in my cooking app. It's called Pancakes, it serves 3 servings, it takes 20 mins to make, "
        "the ingredients are flour, milk, eggs"
    )
    fields = dict(goal.fields)
    assert fields["title"] == "Pancakes" and fields["servings"] == "3 servings"
    assert fields["preparationTime"] == "20 mins" and fields["ingredients"] == "flour, milk, eggs"


def test_an_expenses_fields_said_in_sentences() -> None:
    goal = read(
        "in my expenses, add Taxi, it came to $12.50, it goes under Transportation, and write Work trip as the note"
    )
    assert goal.rows == (
        (("name", "Taxi"), ("amount", "12.50"), ("category", "Transportation"), ("note", "Work trip")),
    )


def test_recipes_of_a_file_that_take_so_long_are_imported() -> None:
    goal = read(
        "There's a file called dinners.txt in Markor. Could you add the ones that take 30 mins into my recipes?"
    )
    assert (goal.intent, goal.subject, goal.value) == ("import_rows", "dinners.txt", "30 mins")


def test_how_long_an_activity_took_after_it_is_told() -> None:
    goal = read("I went running yesterday and can't remember how long it took. How long was it?")
    assert goal.intent == "agenda" and '"kind": "running"' in goal.extra[-1]


def test_jobs_in_the_tasks_app_are_the_tasks() -> None:
    goal = read("what things in the to-do list are high priority?")
    assert goal.intent == "agenda" and '"priority": "high"' in goal.extra[-1]


def test_a_yes_or_no_asked_for_stays() -> None:
    assert plain("Do I have an event at 10:15 on March 21? Just tell me yes or no.").endswith("yes or no.")
    assert plain("the note called 'Plants' - is it one of those to-do ones? just say true or false").endswith("to-do?")
