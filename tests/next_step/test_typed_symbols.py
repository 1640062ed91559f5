"""Requests typed with emoji, symbols and shorthand (people set 123's classes), in wordings other than the set's:
arrows, "@", "#", values in square brackets, a place in round brackets, "b4"/"fwd"/"w/"/"x2", "&" before a field
(typed_symbols.py), an emoji inside a clause that goes on, and a note told what to "say" with the other notes kept
(note_says.py); each read as the step reads it (turn.py: the symbols first, then the mends, then the grammar), and
what the person sees after a run. An emoji is never typed into a value."""

from __future__ import annotations

import random
from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import Goal, read_task
from mcp_agent.tools.next_step.intent.bulleted_recipes import recipes_from_bullets
from mcp_agent.tools.next_step.intent.message_frames import unframed
from mcp_agent.tools.next_step.intent.note_says import note_text_said
from mcp_agent.tools.next_step.intent.relayed_requests import relayed_request
from mcp_agent.tools.next_step.intent.self_repairs import repaired
from mcp_agent.tools.next_step.intent.sequence_mends import said_in_order
from mcp_agent.tools.next_step.intent.situations import situation_dropped
from mcp_agent.tools.next_step.intent.typed_symbols import symbols_read
from tests.next_step.androidworld import suite
from tests.next_step.androidworld.harness import run
from tests.next_step.androidworld.template import Task
from tests.next_step.phone2.harness import agent_and_person

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def _read(text: str) -> Goal:
    said = recipes_from_bullets(note_text_said(symbols_read(text)))
    return read_task(said_in_order(situation_dropped(relayed_request(repaired(unframed(said))))), today=TODAY)


def _task(template_id: str, text: str) -> Task:
    template = next(t for t in suite.TEMPLATES if t.id == template_id)
    return Task(template, template.params(random.Random(f"{template.id}:0")), 0, "typed", text)


@pytest.mark.parametrize(
    "text", ["screen brightness -> max 😎", "brightness ⇒ max pls", "brightness => max!! ☀️ cant see"]
)
def test_an_arrow_between_a_setting_and_its_value_is_to(text: str) -> None:
    goal = _read(text)
    assert (goal.intent, goal.setting, goal.value) == ("set", "brightness", "max")


def test_an_arrow_between_a_name_and_a_new_name_renames() -> None:
    goal = _read("rename my track Park laps -> Evening spin 🚴 (opentracks)")
    assert "Type 'Evening spin' into the name field" in goal.extra
    assert "Open the track 'Park laps'" in goal.extra


def test_a_new_name_that_starts_like_a_request_is_still_the_new_name() -> None:
    goal = _read("rename Park laps → New loop 🏃 in opentracks")
    assert "Type 'New loop' into the name field" in goal.extra


def test_a_tag_at_the_end_of_a_message_is_sent() -> None:
    assert symbols_read("text +15550001111: we won #champions") == "text +15550001111: we won #champions"


def test_a_field_of_a_thing_and_an_arrow_sets_that_field() -> None:
    goal = _read('opentracks: description of "Forest trail" ➡️ muddy but fun 🌲')
    assert "Type 'muddy but fun' into the description field" in goal.extra


def test_a_note_and_two_words_with_an_arrow_between_swaps_them() -> None:
    goal = _read("todo.md: milk → oat milk 🥛")
    assert "Replace 'milk' with 'oat milk' in the body field" in goal.extra


def test_arrows_in_a_row_are_items_in_that_order() -> None:
    goal = _read('new playlist "Gym" in retro music: Low Tide → Slow Burn → Blue Monday 💪')
    assert (goal.intent, goal.title, goal.extra) == ("playlist", "Gym", ("Low Tide", "Slow Burn", "Blue Monday"))


@pytest.mark.parametrize(
    ("text", "app", "title"),
    [("files → new folder Taxes", "Files", "Taxes"), ("markor -> new folder Trips", "Markor", "Trips")],
)
def test_an_app_before_an_arrow_is_where_the_request_is_done(text: str, app: str, title: str) -> None:
    goal = _read(text)
    assert (goal.intent, goal.obj, goal.app, goal.title) == ("create", "folder", app, title)


def test_an_arrow_before_then_ends_the_first_job_and_the_note_keeps_its_words() -> None:
    goal = _read("new markor note plan.md w/ text: Pack the tent. → then text it to +15550001111")
    assert (goal.obj, goal.title, goal.body) == ("note", "plan.md", "Pack the tent")
    assert goal.then and goal.then[0].recipient == "+15550001111"


def test_at_before_a_time_and_an_emoji_inside_the_clause() -> None:
    goal = _read("add Yoga 🧘 friday @ 7am, 45 min")
    fields = dict(goal.fields)
    assert (goal.obj, goal.title, fields["date"], fields["time"]) == ("event", "Yoga", "2030-03-15", "07:00")
    assert "🧘" not in str(goal)


def test_an_email_address_keeps_its_at() -> None:
    assert symbols_read("add ana@example.com to Ana Ruiz's contact") == "add ana@example.com to Ana Ruiz's contact"


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("call the last # that called me", "call the last number that called me"),
        ("how many jpgs in Pictures? just the # 🙏", "how many jpgs in Pictures? just the number"),
        ("turn on bluetooth #roadtrip #finally", "turn on bluetooth"),
    ],
)
def test_a_number_sign_alone_is_number_and_tags_at_the_end_carry_nothing(text: str, said: str) -> None:
    assert symbols_read(text) == said


def test_a_headings_mark_is_no_number() -> None:
    assert (
        symbols_read("put # Groceries as the first line of list.md") == "put # Groceries as the first line of list.md"
    )


def test_a_number_sign_after_a_label_keeps_the_label() -> None:
    goal = _read("new contact Ana Ruiz 📇 home # +15550001111, dont save it")
    fields = dict(goal.fields)
    assert (fields["phone label"], fields["number"], goal.unsaved) == ("Home", "+15550001111", True)


@pytest.mark.parametrize(
    ("text", "title"),
    [("make a folder [Tax 2030] in files 📂", "Tax 2030"), ("files: new folder: [Old photos]", "Old photos")],
)
def test_a_value_in_square_brackets_is_that_value_without_them(text: str, title: str) -> None:
    goal = _read(text)
    assert (goal.obj, goal.title) == ("folder", title)


def test_a_place_in_round_brackets_after_a_file() -> None:
    goal = _read("rename cv.pdf (in Documents) to cv_2030.pdf 🙏")
    assert goal.extra == ("Open Files", "Open the folder 'Documents'", "Rename the file 'cv.pdf' to 'cv_2030.pdf'")


def test_shorthand_outside_a_message_and_the_message_as_typed() -> None:
    assert symbols_read("fwd the msg b4 noon w/ a smile") == "forward the msg before noon with a smile"
    assert symbols_read("text +15550001111: b4 7 @ the pub w/ Jo") == "text +15550001111: b4 7 @ the pub w/ Jo"


def test_an_emoji_is_never_typed_into_a_message() -> None:
    goal = _read("reply to +15550001111 w/: on my way 🚗💨")
    assert (goal.intent, goal.body) == ("message", "on my way")


def test_an_and_before_a_labelled_field_starts_that_field() -> None:
    said = symbols_read("add Pancakes to broccoli 🥞 description: Fluffy, ingredients: flour, milk & directions: Mix.")
    assert said == "add Pancakes to broccoli: description: Fluffy, ingredients: flour, milk, directions: Mix."
    goal = _read("add Pancakes to broccoli 🥞 description: Fluffy, ingredients: flour, milk & directions: Mix and fry.")
    fields = dict(goal.fields)
    assert (goal.title, fields["ingredients"], fields["directions"]) == ("Pancakes", "flour, milk", "Mix and fry")


def test_a_count_after_the_things_is_how_many() -> None:
    assert symbols_read("add expenses x3 to pro expense") == "add 3 expenses to pro expense"
    assert symbols_read("play Glass Houses x2") == "play Glass Houses x2"  # a title is no kind of thing


def test_at_written_on_to_a_word_before_a_time() -> None:
    assert symbols_read("dentist@3pm tmrw") == "dentist at 3pm tmrw"


def test_recipes_as_bullets_are_each_a_recipe_and_emoji_at_a_lines_end_carry_nothing() -> None:
    goal = _read(
        "save these recipes x2 in broccoli 🥗🍲\n"
        "- Greek salad: desc Crunchy, 2 servings, 15 mins, ingredients feta, olives, cucumber, directions: Chop and toss.\n"
        "- Lentil soup: desc Warming, 4 servings, 40 mins, ingredients lentils, carrots, onion, directions: Simmer it all."
    )
    rows = [dict(row) for row in goal.rows]
    assert [(row["title"], row["description"], row["servings"]) for row in rows] == [
        ("Greek salad", "Crunchy", "2 servings"),
        ("Lentil soup", "Warming", "4 servings"),
    ]
    assert (rows[0]["ingredients"], rows[1]["directions"]) == ("feta, olives, cucumber", "Simmer it all.")
    assert "🥗" not in str(goal)


def test_bullets_that_are_no_recipe_are_left_as_said() -> None:
    text = "add recipes to broccoli\n- one: hello\n- two: world"
    assert recipes_from_bullets(text) == text


def test_a_folder_and_a_note_inside_it_with_the_it_typed_away() -> None:
    goal = _read("markor: new folder Trips ✈️ + a note rome.md inside w/ text: Book the hotel.")
    assert (goal.obj, goal.title) == ("folder", "Trips")
    assert "Type 'rome.md' into the title field" in goal.then[0].extra


@pytest.mark.parametrize(
    "text",
    [
        "edit todo.md so it says: Buy milk. ✅ dont touch the other notes",
        "change todo.md to say Buy milk. keep the name & don't change any other notes 🙏",
    ],
)
def test_a_note_told_what_to_say_gets_that_text_and_nothing_else(text: str) -> None:
    goal = _read(text)
    assert (goal.intent, goal.obj, goal.subject, goal.body) == ("edit", "note", "todo.md", "Buy milk")
    assert "new_name" not in dict(goal.fields)


async def test_what_the_person_sees_after_symbols_and_emoji() -> None:
    async with agent_and_person() as call:
        folder = await run(call, _task("OwnFilesCreateFolder", "📂 make a folder in files called [Music backup] pls"))
        track = await run(
            call, _task("OwnTracksRecordNamed", "record a track in opentracks 🏃 & name it [Hill repeats]")
        )
        draft = await run(
            call, _task("ContactsNewContactDraft", "new contact Tomas Brennan 📇 work # +18995559039, dont save!!")
        )
        renamed = await run(
            call, _task("OwnTracksNamedRename", "rename my track Lunch break -> Tempo test 🏃 (opentracks)")
        )
        swapped = await run(call, _task("OwnMarkorReplaceWord", "reading_12.md: Friday → Monday pls 🙏"))
    for done in (folder, track, draft, renamed, swapped):
        assert done.verdict.passed, (done.task.text, done.verdict.problems)
    assert "Music backup" in folder.device.world["files"] and "[Music backup]" not in folder.device.world["files"]
