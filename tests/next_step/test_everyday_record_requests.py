"""Forms met in the first run of people set 38 (the record apps' jobs said as people say them), tested in other
wordings: a request said whole and then pointed back at ("…, make one", "…. now, overwrite it"), a day's tasks
said as the day's own ("friday's tasks"), things ticked off said as checked or crossed off, and how often a person
named in lower case called; and the checks that keep a question from being answered without the day or the person
it names."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


@pytest.mark.parametrize(
    ("task", "intent", "title"),
    [
        ("want a new folder named Tax papers - create it pls", "create", "Tax papers"),
        ("a note called plans.md with the text Buy stamps, make it", "create", "plans.md"),
    ],
)
def test_a_request_pointed_back_at_is_read_without_the_pointing_words(task: str, intent: str, title: str) -> None:
    goal = read_task(task, None, TODAY)
    assert (goal.intent, goal.title) == (intent, title)


def test_a_text_to_write_ends_before_the_words_pointing_back_at_it() -> None:
    goal = read_task("shopping.md should only say Milk and eggs. so, update it", None, TODAY)
    assert (goal.intent, goal.subject, goal.body) == ("edit", "shopping.md", "Milk and eggs")


def test_a_pointing_verb_that_is_not_the_request_leaves_the_reading_as_it_was() -> None:
    assert pointed_reading("i need a folder called Old bills, delete it") != "Old bills"


def pointed_reading(task: str) -> str:
    return read_task(task, None, TODAY).title


@pytest.mark.parametrize(
    "task", ["which of friday's tasks have I crossed off?", "what's checked off of friday's tasks"]
)
def test_a_days_own_tasks_are_that_days_and_checked_off_is_done(task: str) -> None:
    plan = plan_for(read_task(task, None, TODAY))
    assert plan[0] == "Open Tasks"
    assert '"first": "2030-03-15"' in plan[1] and '"done": true' in plan[1]


def test_a_day_said_that_is_not_read_is_not_answered_for_every_day() -> None:
    plan = plan_for(read_task("which tasks did I tick off on sundays?", None, TODAY))
    assert not any('"source": "tasks"' in step and '"first": ""' in step for step in plan)


@pytest.mark.parametrize("task", ["how many times has lena okafor rung me", "number of times lena okafor phoned me?"])
def test_how_often_a_person_named_in_lower_case_called_counts_only_their_calls(task: str) -> None:
    plan = plan_for(read_task(task, None, TODAY))
    assert plan[0] == "Open Phone"
    assert '"subject": "Lena Okafor"' in plan[1] and '"mode": "count"' in plan[1]


def test_how_often_one_called_a_person_in_lower_case_counts_only_those_calls() -> None:
    plan = plan_for(read_task("how many times did I call lena okafor", None, TODAY))
    assert '"subject": "Lena Okafor"' in plan[1] and '"kind": "outgoing"' in plan[1]


@pytest.mark.parametrize("task", ["what did omar haddad last say", "the newest text jonah moreau sent me?"])
def test_what_a_person_named_in_lower_case_texted_last_is_their_newest_message(task: str) -> None:
    plan = plan_for(read_task(task, None, TODAY))
    assert plan[0] == "Open Messages"
    assert '"mode": "said_last"' in plan[1] and ('"subject": "Omar Haddad"' in plan[1] or "Jonah Moreau" in plan[1])


@pytest.mark.parametrize(
    ("task", "intent", "extra"),
    [
        ("i'm on the phone right now. cut the mic", "in_call", ("Mute",)),
        ("my phone is ringing but i don't wanna answer it - decline it", "end_call", ()),
        ("speaker phone please", "in_call", ("Speaker",)),
    ],
)
def test_the_calls_state_said_first_leaves_what_to_do_with_it(task: str, intent: str, extra: tuple[str, ...]) -> None:
    goal = read_task(task, None, TODAY)
    assert goal.intent == intent
    assert goal.extra == extra


@pytest.mark.parametrize(
    ("task", "recipient"),
    [
        ("the dentist is 415 555 0199, call them", "415 555 0199"),
        ("the pizza place's number is +14155550123 - phone it", "+14155550123"),
    ],
)
def test_who_to_call_named_first_is_called_at_the_number_said(task: str, recipient: str) -> None:
    goal = read_task(task, None, TODAY)
    assert goal.intent == "call" and goal.recipient.replace(" ", "") == recipient.replace(" ", "")


def test_a_number_in_a_text_said_first_is_the_number_called() -> None:
    goal = read_task("there is a number in the message i just received, ring it", None, TODAY)
    assert (goal.intent, goal.extra) == ("call_written", ("latest",))


@pytest.mark.parametrize(
    ("task", "asked"),
    [
        ("i missed a call just now - who was that", '"mode": "latest"'),
        ("somebody called me at 4:50 pm earlier, who was it?", '"mode": "at"'),
    ],
)
def test_a_call_said_first_then_asked_about_asks_the_call_log(task: str, asked: str) -> None:
    plan = plan_for(read_task(task, None, TODAY))
    assert plan[0] == "Open Phone" and asked in plan[1]


@pytest.mark.parametrize(("typed", "meant"), [("hw many notes teh markor has", "how"), ("ok shoud i", "should")])
def test_short_words_typed_a_slip_away_are_read_as_meant(typed: str, meant: str) -> None:
    from mcp_agent.tools.next_step.intent.courtesy import plain

    assert meant in plain(typed)


@pytest.mark.parametrize(
    "task", ["the Bakery expense's note should be Cash", "bakery expense - its note should say Cash"]
)
def test_a_records_field_said_after_the_record_is_that_records_field(task: str) -> None:
    plan = plan_for(read_task(task, None, TODAY))
    assert "Open the expense 'bakery'" in [step.replace("Bakery", "bakery") for step in plan]
    assert "Type 'Cash' into the note field" in plan


def test_a_note_named_first_as_a_label_gets_the_line_stuck_at_its_end() -> None:
    goal = read_task("list_4.md - pop Buy batteries at the end", None, TODAY)
    assert goal.subject == "list_4.md" and "Buy batteries" in f"{goal.body} {goal.value}"


@pytest.mark.parametrize("task", ["fridays book club has to be 2 hours", "book club on friday should now be two hours"])
def test_how_long_an_event_should_be_is_how_long_it_lasts(task: str) -> None:
    plan = plan_for(read_task(task, None, TODAY))
    assert any(step.startswith("Make the event last") for step in plan)


def test_how_long_a_recipe_takes_is_not_read_as_an_events_length() -> None:
    from mcp_agent.tools.next_step.intent.courtesy import plain

    assert "last" not in plain("prep time for Pancakes should be 20 mins")


@pytest.mark.parametrize(
    ("task", "intent"),
    [
        ("omar haddad texted me a number, save it as Kofi Haddad", "contact_from_message"),
        ("keep the message greta novak sent me in a new note keep.md", "note_from_message"),
    ],
)
def test_a_sender_named_in_lower_case_is_whose_message_is_kept(task: str, intent: str) -> None:
    goal = read_task(task, None, TODAY)
    assert goal.intent == intent and goal.recipient in ("Omar Haddad", "Greta Novak")


def test_a_reply_shot_off_to_a_number_is_a_reply() -> None:
    goal = read_task("fire off a quick reply to +15550100 saying On my way", None, TODAY)
    assert (goal.intent, goal.recipient, goal.body) == ("message", "+15550100", "On my way")


def test_a_new_todo_with_its_day_is_a_task_in_the_to_do_app() -> None:
    goal = read_task("add a todo Call the plumber for friday", None, TODAY)
    assert (goal.obj, goal.app, goal.slot("title"), goal.slot("date")) == (
        "task",
        "Tasks",
        "Call the plumber",
        goal.slot("date"),
    )
    assert goal.slot("date")


def test_events_that_are_off_then_taken_off_are_cancelled() -> None:
    goal = read_task("book club and haircut aren't happening anymore - cancel them", None, TODAY)
    assert goal.intent == "delete" and "book club" in f"{goal.subject} {goal.extra} {goal.title}".lower()


def test_a_name_given_to_the_record_named_first_renames_it() -> None:
    plan = plan_for(read_task("the haircut on the 2nd of april, name it Barber instead", None, TODAY))
    assert any("Barber" in step for step in plan) and any("haircut" in step.lower() for step in plan)


def test_where_an_event_happens_put_in_as_its_location_is_its_location() -> None:
    plan = plan_for(read_task("book club is taking place at Cafe Lumen - set that as its location", None, TODAY))
    assert any("Cafe Lumen" in step and "location" in step for step in plan)


def test_an_email_owned_by_a_person_in_lower_case_goes_on_their_contact() -> None:
    plan = plan_for(read_task("ravi okafor's email is ravi@post.net, add it to his contact", None, TODAY))
    assert plan[0] == "Open Contacts" and "Type 'ravi@post.net' into the email field" in plan


def test_an_event_on_a_day_said_to_be_moving_to_another_is_moved() -> None:
    plan = plan_for(read_task("yoga class on the 20th is moving to the 22nd", None, TODAY))
    assert any("March 22" in step or "2030-03-22" in step for step in plan)
    assert not plan[0].startswith("Find an app")


def test_storage_folders_in_lower_case_are_the_storages_folders_in_a_file_task() -> None:
    goal = read_task("copy scan.pdf from downloads to pictures", None, TODAY)
    assert goal.app == "Files" and "Download" in f"{goal.subject} {goal.extra}" and goal.value == "Pictures"
    plan = plan_for(read_task("which file in my movies folder is the biggest", None, TODAY))
    assert plan[0] == "Open Files" and "Movies" in " ".join(plan)


def test_music_said_in_lower_case_outside_a_file_task_stays_as_said() -> None:
    from mcp_agent.tools.next_step.intent.storage_places import storage_folders_named

    assert storage_folders_named("play something from music") == "play something from music"


def test_a_copy_wanted_of_a_file_said_to_be_somewhere_copies_it_there() -> None:
    goal = read_task("menu.png is in pictures, i'd like a copy of it in documents as well", None, TODAY)
    assert (goal.intent, goal.subject, goal.value) == ("copy_file", "Pictures", "Documents")


@pytest.mark.parametrize(
    "task",
    [
        "Gym month 35.50, health care, note: Card - log that expense",
        "add expense Gym month 35.50, Health Care, note Card",
    ],
)
def test_an_expense_row_with_a_bare_amount_and_its_request_after_it_is_one_expense(task: str) -> None:
    goal = read_task(task, None, TODAY)
    assert (goal.obj, goal.slot("name"), goal.slot("amount"), goal.slot("category"), goal.slot("note")) == (
        "expense",
        "Gym month",
        "35.50",
        "Health Care",
        "Card",
    )


def test_a_labelled_value_ends_at_a_dash() -> None:
    from mcp_agent.tools.next_step.said_values import unused_value

    assert unused_value("Gym 35.50, food, note: Card - add that expense", ["Type 'Card' into the note field"]) is None


@pytest.mark.parametrize(
    ("task", "category"),
    [("total spend on clothing so far?", "clothes"), ("how much went on transport in total", "transportation")],
)
def test_a_category_said_short_is_the_apps_category(task: str, category: str) -> None:
    plan = plan_for(read_task(task, None, TODAY))
    assert f'"kind": "{category}"' in plan[1]


def test_what_is_urgent_on_my_list_is_the_to_do_lists() -> None:
    plan = plan_for(read_task("anything high prio on my list for today?", None, TODAY))
    assert plan[0] == "Open Tasks" and '"priority": "high"' in plan[1]


def test_an_expenses_sum_and_place_said_as_a_correction_are_its_amount_and_category() -> None:
    plan = plan_for(
        read_task("the Taxi expense was actually $18.40 and it belongs in transportation - fix it", None, TODAY)
    )
    assert "Type '18.40' into the amount field" in plan
    assert any("Transportation" in step and "category" in step for step in plan)


def test_expenses_said_with_bare_amounts_after_their_count_and_verb_are_each_one_expense() -> None:
    goal = read_task(
        "two expenses to log - Taxi home 18.40 transportation (Late shift), Cinema 12 entertainment", None, TODAY
    )
    rows = [dict(row) for row in goal.rows]
    assert [(r["name"], r["category"].casefold()) for r in rows] == [
        ("Taxi home", "transportation"),
        ("Cinema", "entertainment"),
    ]
    assert rows[0]["note"] == "Late shift"


def test_a_bare_number_before_a_word_that_is_no_category_is_no_expense_row() -> None:
    goal = read_task("add two notes: Chapter 3 draft, Gate 12 notes", None, TODAY)
    assert goal.obj != "expense"


def test_an_event_named_by_its_weekday_then_what_it_should_be_is_that_days() -> None:
    from mcp_agent.tools.next_step.intent.ordinal_days import weekday_as_date

    said = weekday_as_date("book club this saturday should repeat monthly", TODAY)
    assert said.startswith("book club on March 16 2030 should repeat monthly")
    assert weekday_as_date("every friday should be free", TODAY) == "every friday should be free"


@pytest.mark.parametrize(
    ("text", "category", "note"),
    [
        ("log an expense Tuition $250 in education with the note monthly", "education", "monthly"),
        ("add expense Gym 40 dollars in health with note monthly fee", "health", "monthly fee"),
    ],
)
def test_a_note_said_with_after_the_category_is_the_note_never_part_of_the_category(
    text: str, category: str, note: str
) -> None:
    steps = plan_for(read_task(text, None, date(2030, 3, 14)))
    assert f"Choose '{category}' for the category field" in steps
    assert f"Type '{note}' into the note field" in steps
