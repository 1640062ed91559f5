"""Facts carried from one screen to another: a task that reads something in one app (who texted last, the
address someone sent) and uses it in another (calls that number, texts that address on)."""

from __future__ import annotations

import json

import pytest

from mcp_agent.tools.next_step import planner
from mcp_agent.tools.next_step.carrying import resolve
from mcp_agent.tools.next_step.contract import AgentStepArguments, AgentStepResult
from mcp_agent.tools.next_step.intent import plan_for, read_task
from mcp_agent.tools.next_step.turn import Turn

pytestmark = pytest.mark.unit

THREAD = (
    '[1] ImageButton "Navigate up"\n[2] TextView "Hana Novak"\n[3] ImageButton "Call"\n'
    '[4] TextView "The party is on Saturday, here is the address:" value="Received"\n'
    '[5] TextView "42 Harbour Road, Portland" value="Received"\n'
    '[6] EditText "Type a message…"\n[7] ImageButton "Send SMS" disabled'
)


def step(task: str, screen: str, plan: list[str], current: int, **more: object) -> AgentStepResult:
    arguments = AgentStepArguments.model_validate(
        {"task": task, "screen_description": screen, "step_count": 4, "plan": plan, "current_subgoal": current, **more}
    )
    return planner.decide(Turn.read(arguments))


def test_calling_whoever_texted_last_reads_the_sender_then_dials_it() -> None:
    for task in (
        "Call the number that just texted me",
        "phone whoever just sent me a text",
        "ring the person who texted me last",
    ):
        plan = plan_for(read_task(task))
        assert plan[1:3] == ["Open the latest conversation", "Remember the sender"], task
        assert plan[-2:] == ["Dial «sender»", "Call «sender»"], task
    # A sender known by name is reached through the contact, a number through the dial pad.
    assert resolve("Dial «sender»", {"sender": "6505550123"}) == "Dial 6505550123"
    assert resolve("Dial «sender»", {"sender": "Ana Lima"}) == "Open the contact Ana Lima"
    assert resolve("Dial «sender»", {}) == "Dial «sender»"


def test_what_someone_texted_is_remembered_and_typed_to_someone_else() -> None:
    task = "Text the address of the event to Priya Suzuki that Hana Novak just sent me in Simple SMS Messenger"
    plan = plan_for(read_task(task))
    assert plan == [
        "Open Simple SMS Messenger",
        "Open the conversation with Hana Novak",
        "Remember the address",
        "Open the conversation with Priya Suzuki",
        "Type '«address»'",
        "Send the message",
    ]
    for paraphrase in (
        "forward the address Hana Novak texted me to Priya Suzuki",
        "send Priya Suzuki the event address that Hana sent over",
    ):
        assert plan_for(read_task(paraphrase))[2:5] == plan[2:5], paraphrase
    # In Hana's conversation: the message after the one announcing the address is remembered while leaving.
    result = step(task, THREAD, plan, 1, state_refs={"trail": json.dumps(["Simple SMS Messenger", "Hana Novak"])})
    assert result.action == "back"
    assert (result.remember.key, result.remember.value) == ("address", "42 Harbour Road, Portland")


def test_a_carried_fact_is_typed_and_an_unknown_one_is_never_guessed() -> None:
    task = "forward the address Hana Novak texted me to Priya Suzuki"
    plan = plan_for(read_task(task))
    thread = THREAD.replace("Hana Novak", "Priya Suzuki").replace('value="Received"', 'value="Sent"')
    refs = {"trail": json.dumps(["Messages", "Priya Suzuki"])}
    typed = step(task, thread, plan, 4, state_refs=refs, known_facts="address: 1 Main Street, Springfield")
    assert (typed.action, typed.text_to_type) == ("type", "1 Main Street, Springfield")
    asked = step(task, thread, plan, 4, state_refs=refs)
    assert asked.action == "ask_user" and asked.text_to_type is None


def test_notes_are_merged_by_reading_each_then_typing_them_a_blank_line_apart() -> None:
    task = "combine a_1.md, b_2.md and c_3.md into one markor note d_4.md, with a blank line between each"
    plan = plan_for(read_task(task))
    assert plan[1:4] == ["Open the note 'a_1.md'", "Remember the text as «text 1»", "Close the note"]
    assert plan[-3] == "Type '«text 1»\n\n«text 2»\n\n«text 3»' into the body field"
    editor = '[1] ImageButton "Navigate up"\n[2] TextView "a_1.md"\n[3] EditText "Note text" value="first\\\\nline"'
    refs = {"trail": json.dumps(["Markor", "a_1.md"])}
    # The opened note's text (its line break written as backslash n) is remembered as the note is closed.
    closing = step(task, editor, plan, 1, state_refs=refs, steps_so_far=["open_app Markor", "tap a_1.md"])
    assert closing.action == "back"
    # known_facts keeps a fact on one line: its line break as backslash n, typed back as a line break.
    assert (closing.remember.key, closing.remember.value) == ("text 1", "first\\nline")
    new_note = editor.replace("a_1.md", "d_4.md")
    typed = step(task, new_note, plan, len(plan) - 3, known_facts="text 1: a\\nb\ntext 2: c\ntext 3: d")
    assert typed.text_to_type == "a\nb\n\nc\n\nd"
    # Back in the list, the text is known: the next note is opened, not the first one's text read again.
    listing = '[1] ListItem "a_1.md"\n[2] ListItem "b_2.md"\n[3] ListItem "c_3.md"'
    facts = "text 1: first line"
    following = step(task, listing, plan, 3, known_facts=facts, steps_so_far=["tap a_1.md", "back"])
    assert following.action == "tap" and following.target_index == 2


RECIPES = (
    "Recipe: Avocado toast\\n servings: 1 serving\\n preparationTime: 10 mins\\n"
    "Recipe: Lasagna\\n servings: 6 servings\\n preparationTime: 60 mins\\n"
    "Recipe: Greek salad\\n servings: 2 servings\\n preparationTime: 10 mins"
)


def test_rows_read_from_a_file_become_entries_in_another_app_only_those_asked_for() -> None:
    for task in (
        "Add the recipes from recipes.txt in Markor that take 10 mins to prepare into the Broccoli recipe app.",
        "from recipes.txt in markor, add the 10 mins recipes to broccoli",
        "only the recipes in recipes.txt taking 10 mins - add those to broccoli",
    ):
        plan = plan_for(read_task(task))
        assert plan[1:3] == ["Open the note 'recipes.txt'", "Remember the text as «rows»"], task
        assert plan[-2].casefold() == "open broccoli", task
        assert plan[-1] == "Add a recipe for each row of «rows» with '10 mins'", task
    # Once the file's text is known, the plan grows into one entry per qualifying row, in the file's order.
    facts = f"rows: {RECIPES}"
    home = '[1] TextView "Broccoli"\n[2] ImageButton "Add recipe"'
    started = step(task, home, plan, 5, known_facts=facts, state_refs={"trail": json.dumps(["Broccoli"])})
    titles = [item for item in started.replan if item.startswith("Type") and "title field" in item]
    assert titles == ["Type 'Avocado toast' into the title field", "Type 'Greek salad' into the title field"]
    assert (started.action, started.target_index) == ("tap", 2)


def test_a_person_without_a_conversation_is_written_to_through_a_new_one() -> None:
    task = "forward the address Hana Novak texted me to Priya Suzuki"
    plan = plan_for(read_task(task))
    listing = (
        '[1] ImageButton "Search"\n[2] ListItem "Hana Novak" value="42 Harbour Road, Portland"\n'
        '[3] ListItem "Ben Carter" value="Sure, 6pm"\n[4] ImageButton "Start chat"'
    )
    started = step(task, listing, plan, 3, known_facts="address: 42 Harbour Road, Portland")
    assert (started.action, started.target_index) == ("tap", 4)


def test_a_control_inside_an_app_is_not_taken_for_an_app_to_open() -> None:
    # A conversation's "Call" button is not the Phone app: the Phone app is opened by name.
    task = "phone whoever just sent me a text"
    plan = plan_for(read_task(task))
    refs = {"trail": json.dumps(["Messages", "6505550123"])}
    thread = THREAD.replace("Hana Novak", "6505550123")
    result = step(task, thread, plan, 2, state_refs=refs, steps_so_far=["open_app Messages", "tap 6505550123"])
    assert (result.action, result.app_name) == ("open_app", "Phone")
    assert (result.remember.key, result.remember.value) == ("sender", "6505550123")
