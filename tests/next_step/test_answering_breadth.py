"""Questions of kinds the first question readers missed, in wordings other than the suite's jobs: an agenda
asked for a count, a yes or no, a named event's start or a span of days; an expense list asked how many of a
category, its dearest, what one expense cost. A count or a "no" is only said of an agenda that was read.
"""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.agenda import _answer
from mcp_agent.tools.next_step.answering.question import PLAN_PREFIX, Question, question_plan
from mcp_agent.tools.next_step.answering.records import Record, answer
from mcp_agent.tools.next_step.grammar import Subgoal
from mcp_agent.tools.next_step.intent.agenda_questions import question_plan as agenda_plan

pytestmark = pytest.mark.unit

THURSDAY = date(2030, 3, 14)


def agenda(task: str) -> str:
    plan = agenda_plan(task, THURSDAY, "Simple Calendar Pro")
    assert plan is not None, task
    return plan[1].removeprefix("Answer from the agenda: ")


@pytest.mark.parametrize(
    ("task", "expected"),
    [
        ("How many meetings have I got on March 20?", "count 2030-03-20 2030-03-20 00:00 23:59 | "),
        ("count the events in my calendar for tomorrow", "count 2030-03-15 2030-03-15 00:00 23:59 | "),
        ("Am I busy at 3pm on Friday? Answer yes or no.", "any 2030-03-15 2030-03-15 15:00 15:00 | "),
        ("What time does Budget review begin on March 22?", "time 2030-03-22 2030-03-22 00:00 23:59 | Budget review"),
        ("when is my \u2018Vet visit\u2019 starting?", "time 2030-03-14 2030-04-28 00:00 23:59 | Vet visit"),
        ("Which events are between 18th of March and 21st of March?", "titles 2030-03-18 2030-03-21 00:00 23:59 | "),
        ("How many events from tomorrow to March 25 in my calendar?", "count 2030-03-15 2030-03-25 00:00 23:59 | "),
        ("what's on my schedule apr 3-5?", "titles 2030-04-03 2030-04-05 00:00 23:59 | "),
    ],
)
def test_agenda_questions_of_counts_yes_no_start_times_and_spans(task: str, expected: str) -> None:
    assert agenda(task) == expected


def test_hours_between_are_not_a_span_of_days() -> None:
    assert agenda("anything between 10am and 8pm tomorrow on my calendar?").endswith("10:00 20:00 | ")


def _agenda_answer(spec: str, rows: list[list[str]]) -> str | None:
    target, _, subject = spec.partition(" | ")
    return _answer(Subgoal("agenda", target, subject), rows)


ROWS = [["Gym", "2030-03-15 07:00", ""], ["Team sync", "2030-03-15 15:00", ""], ["Haircut", "2030-03-17 15:30", ""]]


def test_agenda_answers_count_yes_no_and_start() -> None:
    assert _agenda_answer("count 2030-03-15 2030-03-17 00:00 23:59 | ", ROWS) == "3"
    assert _agenda_answer("count 2030-03-16 2030-03-16 00:00 23:59 | ", ROWS) == "0"
    assert _agenda_answer("any 2030-03-15 2030-03-15 15:00 15:00 | ", ROWS) == "yes"
    assert _agenda_answer("any 2030-03-17 2030-03-17 15:00 15:00 | ", ROWS) == "no"
    assert _agenda_answer("time 2030-03-17 2030-03-17 00:00 23:59 | haircut", ROWS) == "15:30"
    assert _agenda_answer("time 2030-03-15 2030-03-15 00:00 23:59 | Dentist", ROWS) is None


def expenses(task: str, app: str = "Pro Expense") -> Question:
    plan = question_plan(task, THURSDAY, app)
    assert plan is not None, task
    question = Question.from_line(plan[-1].removeprefix(PLAN_PREFIX))
    assert question is not None and question.source == "expenses", task
    return question


@pytest.mark.parametrize(
    ("task", "mode", "kind", "subject"),
    [
        ("Count my Transportation expenses in Pro Expense", "count", "transportation", ""),
        ("how many expenses do I have in the Health Care category?", "count", "health care", ""),
        ("What's the priciest clothes expense I logged?", "dearest", "clothes", ""),
        ("Which expense in the Food category cost the most? Just the name.", "dearest", "food", ""),
        ("pro expense: how much was Rent?", "amount", "", "Rent"),
        ("How much did the Winter boots cost? Check my expenses.", "amount", "", "Winter boots"),
        # A count asked as a noun phrase; the app's name is no category.
        ("number of Food expenses in pro expense?", "count", "food", ""),
        ("count the Social expenses", "count", "social", ""),
        ("how many expenses do I have in pro expense?", "count", "", ""),
    ],
)
def test_expense_questions_of_counts_the_dearest_and_one_amount(task: str, mode: str, kind: str, subject: str) -> None:
    question = expenses(task)
    assert (question.mode, question.kind, question.subject) == (mode, kind, subject)


def test_a_total_spent_is_still_a_sum() -> None:
    assert expenses("How much did I spend on Food according to Pro Expense?").mode == "money"


@pytest.mark.parametrize(
    ("task", "kind"),
    [
        ("total spend on Food in pro expense? number only", "food"),
        ("sum of my Health expenses?", "health"),
        ("amount spent on Education? just the number", "education"),
        ("what's the total of my Social expenses?", "social"),
        ("total Transportation spending?", "transportation"),
        ("money spent on Travel so far?", "travel"),
        ("how much went on Food?", "food"),
        ("Transportation total in pro expense?", "transportation"),
        ("Health spending total?", "health"),
        ("what's my total for the Social category?", "social"),
        ("how much have I spent in total on Travel?", "travel"),
    ],
)
def test_a_total_asked_as_a_noun_phrase_is_the_sum_of_one_category(task: str, kind: str) -> None:
    question = expenses(task)
    assert (question.mode, question.kind) == ("money", kind)


LIST = [
    Record("Rent", "$1200.00 · Housing"),
    Record("Bakery", "$12.50 · Food"),
    Record("Groceries", "$48.99 · Food"),
    Record("Pizza night", "$48.99 · Food"),
]


def test_expense_answers_from_the_rows() -> None:
    assert answer(Question("expenses", "count", kind="food"), LIST) == "3"
    assert answer(Question("expenses", "dearest", kind="housing"), LIST) == "Rent"
    assert answer(Question("expenses", "dearest", kind="food"), LIST) is None  # two tie: not guessed
    assert answer(Question("expenses", "amount", subject="bakery"), LIST) == "12.50"
    assert answer(Question("expenses", "amount", subject="Cinema"), LIST) is None


@pytest.mark.parametrize(
    ("task", "person"),
    [
        ("What did Greta say last?", "Greta"),
        ("read me the latest message from Kofi Brennan", "Kofi Brennan"),
        ("show me Omar Haddad's newest text", "Omar Haddad"),
        ("whats the most recent sms Lena sent?", "Lena"),
    ],
)
def test_what_a_person_said_last_is_read_in_their_conversation(task: str, person: str) -> None:
    plan = question_plan(task, THURSDAY, "Simple SMS Messenger")
    assert plan is not None, task
    question = Question.from_line(plan[-1].removeprefix(PLAN_PREFIX))
    assert question is not None and (question.source, question.subject) == ("messages", person)


@pytest.mark.parametrize(
    ("task", "meeting"),
    [
        ("joplin has my notes from the Design review meeting - how many attended?", "Design review"),
        ("my Joplin notes cover the Q3 planning meeting: how many people came?", "Q3 planning"),
        ("I took notes in Joplin on the Launch meeting — how many attendees were there?", "Launch"),
        ("the notes from the Retro meeting are in joplin: how many attended?", "Retro"),
        ("joplin: Budget sync meeting notes - attendee count?", "Budget sync"),
        ("in my joplin notes for the Ops review meeting, how many attendees are listed?", "Ops review"),
    ],
)
def test_where_the_notes_are_said_before_the_question_names_the_meeting(task: str, meeting: str) -> None:
    plan = question_plan(task, THURSDAY, "", "Joplin")
    assert plan is not None and plan[0] == "Open Joplin", task
    question = Question.from_line(plan[-1].removeprefix(PLAN_PREFIX))
    assert question is not None and (question.mode, question.subject) == ("attendees", meeting)


@pytest.mark.parametrize(
    "task",
    [
        "pro expense has my spending - total spend on Food?",
        "my expenses are in pro expense: how much did I spend on Food?",
    ],
)
def test_the_expense_app_said_before_the_question_is_the_one_opened(task: str) -> None:
    plan = question_plan(task, THURSDAY, "", "Pro Expense")
    assert plan is not None and plan[0] == "Open Pro Expense"
    question = Question.from_line(plan[-1].removeprefix(PLAN_PREFIX))
    assert question is not None and (question.mode, question.kind) == ("money", "food")


@pytest.mark.parametrize(
    "task",
    [
        "what's the total length of my Road trip playlist in Retro Music?",
        "what is the sum of the durations of my runs?",
    ],
)
def test_a_total_of_something_else_than_money_is_no_spending(task: str) -> None:
    plan = question_plan(task, THURSDAY, "")
    question = Question.from_line(plan[-1].removeprefix(PLAN_PREFIX)) if plan else None
    assert question is None or question.mode != "money"


@pytest.mark.parametrize(
    ("task", "source", "mode"),
    [
        ("number of tasks due today?", "tasks", "count"),
        ("number of high priority tasks this week?", "tasks", "count"),
        ("what's the number of James Park?", "record", "value"),
    ],
)
def test_the_number_of_things_is_a_count_and_of_a_person_a_phone_number(task: str, source: str, mode: str) -> None:
    plan = question_plan(task, THURSDAY, "")
    assert plan is not None, task
    question = Question.from_line(plan[-1].removeprefix(PLAN_PREFIX))
    assert question is not None and (question.source, question.mode) == (source, mode)
