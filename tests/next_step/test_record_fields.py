"""A named record's labelled field read on its own screen (a recipe's portions or cooking time, a contact's
number, a note's text), and which records mention a word (every row opened in turn, folders too), in
wordings other than the suite's jobs. A row not in the list is asked about, never guessed.
"""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from mcp_agent.tools.next_step.answering.question import PLAN_PREFIX, Question, question_plan
from mcp_agent.tools.next_step.answering.record_questions import mentions
from tests.next_step.androidworld.harness import run
from tests.next_step.androidworld.template import Task, Template
from tests.next_step.phone2.harness import agent_and_person

pytestmark = pytest.mark.unit

THURSDAY = date(2030, 3, 14)


def planned(task: str, app: str = "") -> tuple[str, Question]:
    plan = question_plan(task, THURSDAY, app)
    assert plan is not None, task
    question = Question.from_line(plan[-1].removeprefix(PLAN_PREFIX))
    assert question is not None and question.source == "record", task
    return plan[0], question


@pytest.mark.parametrize(
    ("task", "app", "opened", "mode", "kind", "subject"),
    [
        ("How many portions does Lentil soup make?", "Broccoli", "Open Broccoli", "number", "servings", "Lentil soup"),
        (
            "what's the cooking time for 'Tomato pasta', in minutes?",
            "Broccoli",
            "Open Broccoli",
            "number",
            "minutes",
            "Tomato pasta",
        ),
        # A time asked in no unit: the minutes, as a number (set 89).
        ("how long does Pancakes take to prepare?", "Broccoli", "Open Broccoli", "number", "minutes", "Pancakes"),
        ("Tell me Ben Carter's phone number", "", "Open Contacts", "value", "phone", "Ben Carter"),
        ("What's in the note todo.txt?", "Markor", "Open Markor", "value", "text", "todo.txt"),
        ("Which recipes call for flour?", "Broccoli", "Open Broccoli", "mentions", "flour", "ingredients"),
        ("Which of my notes are about passport?", "Markor", "Open Markor", "mentions", "passport", ""),
        ("which friend sent me a text about the rent?", "", "Open Messages", "sender", "the rent", ""),
        (
            "Who messaged me about dinner plans in Simple SMS Messenger?",
            "Simple SMS Messenger",
            "Open Simple SMS Messenger",
            "sender",
            "dinner plans",
            "",
        ),
    ],
)
def test_a_named_records_field_or_the_records_mentioning_a_word(
    task: str, app: str, opened: str, mode: str, kind: str, subject: str
) -> None:
    first, question = planned(task, app)
    assert (first, question.mode, question.kind, question.subject) == (opened, mode, kind, subject)


def test_other_wordings_are_not_a_records_field() -> None:
    assert question_plan("Call Ben Carter's number", THURSDAY, "Phone") is None
    assert question_plan("How long is the drive to work?", THURSDAY, "") is None  # no app keeps it


def test_a_word_is_mentioned_alone_or_plural_not_inside_another() -> None:
    assert mentions("bananas, flour, eggs", "egg") and mentions("Order more printer paper", "paper")
    assert not mentions("newspaper stand", "paper")
    assert mentions("I left the keys under the mat", "the key") and not mentions("Keys are on the desk", "the mat")


def _question(goal: str, setup: Any = None) -> Task:
    template = Template(
        "OwnQuestion",
        "any",
        "answer",
        lambda p: goal,
        lambda rng: {},
        lambda p: [],
        setup=setup or (lambda world, p: None),
        answer=lambda world, p: lambda given: False,
    )
    return Task(template, {}, 0, "template", goal)


def _recipes(world: dict[str, Any], p: object) -> None:
    from tests.next_step.androidworld.records_tasks import RECIPES, _recipe

    world["recipes"].extend(_recipe(r) for r in RECIPES[1:])


def _people(world: dict[str, Any], p: object) -> None:
    names = ["Ada Stone", "Bo Lind", "Cy Park", "Di Moss", "Ed Vale", "Flo Hart", "Gus Reed"]
    world["contacts"].extend(
        {"first": n.split()[0], "last": n.split()[1], "phone": f"+1555010{k}", "label": "Mobile"}
        for k, n in enumerate(names)
    )


async def test_through_next_step_fields_are_read_on_the_opened_rows_screen() -> None:
    async with agent_and_person() as call:
        portions = await run(
            call, _question("Broccoli: how many portions does Banana bread give? number only", _recipes)
        )
        cooking = await run(
            call, _question("What's the cooking time of Lentil soup in Broccoli, in minutes?", _recipes)
        )
        number = await run(call, _question("Tell me Gus Reed's phone number", _people))  # below the first screen
        missing = await run(call, _question("How many servings does Beef stew make in Broccoli?", _recipes))
        mentioning = await run(call, _question("Which of my Markor notes are about passport?"))
    assert (portions.outcome, portions.final_answer) == ("done", "8")
    assert (cooking.outcome, cooking.final_answer) == ("done", "45")
    assert (number.outcome, number.final_answer) == ("done", "+15550106")
    assert missing.outcome == "ask_user"  # no such recipe: not guessed
    assert (mentioning.outcome, mentioning.final_answer) == ("done", "todo.txt")  # the Work folder read too
