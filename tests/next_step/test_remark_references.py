"""A remark about something, then a request that refers back to it: the reference is read as what the remark named
(a file and its folder, an ingredient, a dish, a person, a number, the call one missed, whoever texted last), and
the request is planned as if said directly. A reference with two candidates is asked about, never guessed, and is
read as the person answers. Wordings here are not the people sets'."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step.intent.reference_doubt import question, reference_in_doubt, task_as_answered
from mcp_agent.tools.next_step.intent.remark_references import with_references_read
from tests.next_step.planning import plan, step

pytestmark = pytest.mark.unit

HOME = '[0] TextView "Status bar" value="Thu, Mar 14 2030 9:41"\n[1] Button "Broccoli"\n[2] Button "Messages"'


@pytest.mark.parametrize(
    ("task", "said"),
    [
        ("notes_7.txt is supposed to be in Drafts, please move it there", "move notes_7.txt to Drafts"),
        ("the grocery note should go into Archive, move it there", "move the grocery note to Archive"),
        # A named record and what became of it, a file one does not need, someone one no longer talks to, a day off.
        ("the Taxi expense got refunded, remove it", "remove the Taxi expense"),
        ("there's a note old_list.md in Archive that I don't need, remove it", "remove old_list.md from Archive"),
        ("I no longer talk to Omar Haddad, remove the contact", "remove the Omar Haddad contact"),
        ("next Friday isn't happening, clear my events on that day", "clear my events next Friday"),
        ("Friday is cancelled, delete everything on that day", "delete everything on Friday"),
        # Where it goes said only in the remark, where it is now too: the move reads both.
        ("taxes.pdf belongs in Archive, move it", "move taxes.pdf to Archive"),
        ("scan_2.jpg is in Download but should be in Pictures, move it", "move scan_2.jpg from Download to Pictures"),
        ("I'm allergic to peanuts. remove all recipes that use them", "remove all recipes that use peanuts"),
        ("I gave up garlic, get rid of the recipes that call for it", "get rid of the recipes that call for garlic"),
        ("I'm done with Lentil soup tbh, remove the recipe", "remove the Lentil soup recipe"),
        ("I will never cook Pancakes again - delete that recipe", "delete the Pancakes recipe"),
        ("Omar Haddad texted me his address, send it to Ana Ruiz", "send the address Omar Haddad sent me to Ana Ruiz"),
        ("I never answered Ben Okafor. tell him: See you at 6", "reply to Ben Okafor: See you at 6"),
        ("somebody rang while I was asleep, could you ring them back", "ring back the last missed call"),
        ("a number tried to call me earlier, call them back", "call back the latest call"),
        ("oops the sms I sent to Mia Chen bounced, resend it please", "resend my last message to Mia Chen"),
        ("the one who texted me last, reply to them with On my way", "reply to whoever texted me last with On my way"),
        ("whichever recipe I added last week, delete it", "delete the recipe I added last week"),
        (
            "the Parking expense isn't meant to be in my expenses, take it out",
            "delete the Parking expense from my expenses",
        ),
        (
            "I was reimbursed for the Taxi so it shouldn't stay in pro expense, remove it",
            "remove the Taxi from pro expense",
        ),
        (
            "not sure when we meet but Lena Fox sent me the location, pass it along to Sam Ito via sms",
            "forward the location Lena Fox sent me to Sam Ito",
        ),
    ],
)
def test_a_reference_back_to_the_remark_is_read_as_what_it_named(task: str, said: str) -> None:
    assert with_references_read(task) == said


@pytest.mark.parametrize(
    "task",
    [
        "bluetooth keeps dropping, move it there",  # no remark shape here: other readers' business
        "I'm off eggs, call them back",  # "them" a person, and the remark names none
        "a.md belongs somewhere else, delete the contact",  # nothing refers back to the file
        "I'm off eggs now, add a new recipe called Pancakes",  # no reference at all
        "the recipe I made on Sunday was awful, delete it",  # a verdict on the record is not which one it is
    ],
)
def test_a_reference_that_stands_for_nothing_leaves_the_text_as_it_was(task: str) -> None:
    assert with_references_read(task) == task


def test_a_file_said_as_a_source_is_not_what_the_request_acts_on() -> None:
    task = "there's a shopping.txt in markor, add what's on it to my tasks app"
    assert with_references_read(task) == task


def test_the_words_of_a_message_are_not_references() -> None:
    said = with_references_read("I owe Ana Ruiz a reply. tell her: got it, thanks for them")
    assert said == "reply to Ana Ruiz: got it, thanks for them"


@pytest.mark.parametrize(
    ("task", "first"),
    [
        ("reading_3.md should be in the Work folder in markor, move it there", "Move the note 'reading_3.md'"),
        ("I'm never baking Banana bread again, delete the recipe", "Delete the recipe 'Banana bread'"),
        ("I'm allergic to garlic now, delete every recipe that uses it", "Delete every recipe whose ingredients"),
        ("my text to Ana Ruiz didn't send, try sending it again", "Resend my last message"),
        ("I missed a call while I was driving, call them back", "Call back the missed call"),
        ("whatever note I made last in markor, trash it", "Delete the newest note"),
        ("the Gym expense should not be in pro expense, remove it", "Delete the expense 'Gym'"),
    ],
)
def test_the_request_is_planned_as_if_said_directly(task: str, first: str) -> None:
    assert any(item.startswith(first) for item in plan(task))


def test_a_reference_with_two_candidates_is_asked_about_not_guessed() -> None:
    task = "I'm off eggs and milk now, delete every recipe that uses them"
    doubt = reference_in_doubt(task)
    assert doubt is not None and doubt.candidates == ("eggs", "milk")
    assert with_references_read(task) == task
    asked = step(task, HOME, [])
    assert asked.action == "ask_user"
    assert asked.question == question(doubt) and asked.options == ["eggs", "milk", "Stop"]
    assert not asked.plan


def test_the_answer_to_the_question_is_read_as_the_reference() -> None:
    task = "I'm off eggs and milk now, delete every recipe that uses them"
    assert task_as_answered(task, "milk") == "delete every recipe that uses milk"
    assert task_as_answered(task, "butter") == task  # an answer naming neither leaves the question standing
    answered = step(task, HOME, [], known_facts="answer: milk", steps_so_far=["ask_user"])
    assert answered.plan is not None
    assert "Delete every recipe whose ingredients mentions 'milk'" in answered.plan


def test_stop_ends_the_run_after_the_question() -> None:
    task = "I'm off eggs and milk now, delete every recipe that uses them"
    stopped = step(task, HOME, [], known_facts="answer: Stop", steps_so_far=["ask_user"])
    assert stopped.action == "give_up"


@pytest.mark.parametrize(
    ("task", "said"),
    [
        ("I'm so fed up with the Gym Mix playlist, remove it", "remove the Gym Mix playlist"),
        ("I'm bored of the Taxi expense, delete it", "delete the Taxi expense"),
        ("I'm over Pancakes, delete the recipe", "delete the Pancakes recipe"),
        ("I'm sick and tired of the Lentil soup recipe, get rid of it", "get rid of the Lentil soup recipe"),
    ],
)
def test_a_thing_one_is_weary_of_is_what_the_request_refers_back_to(task: str, said: str) -> None:
    assert with_references_read(task) == said


def test_weariness_that_names_nothing_leaves_the_request_as_said() -> None:
    assert with_references_read("I'm tired, delete it") == "I'm tired, delete it"
