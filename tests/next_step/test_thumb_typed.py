"""Requests thumbed fast on a phone (people set 118, helper people118), in other wordings than the set's: a grammar
word with a letter dropped ("frm", "meetin"), "mtg" and "dupes", "the extra ones" of duplicates said just before, a
contact's detail wished for with the name's apostrophe left out, rows of expenses run on after "N expenses", "same
day" after the hour an event moves to, a new note "in markor" copying another, and "what did X say in his last msg"
(intent/thumb_typed.py)."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import read_task
from mcp_agent.tools.next_step.intent.goal import Goal
from mcp_agent.tools.next_step.intent.thumb_typed import thumb_typed

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)  # a Thursday


def _goal(task: str) -> Goal:
    return read_task(task, None, TODAY)


@pytest.mark.parametrize(
    ("thumbed", "meant"),
    [
        ("delete all events frm march 19", "delete all events from march 19"),
        ("is there anythng on my calendar this friday? titles", "is there anything on my calendar this friday? titles"),
        ("do i have a meetin on monday at 10am? yes or no", "do i have a meeting on monday at 10am? yes or no"),
        ("whats teh nmber of my last missed call", "whats the number of my last missed call"),
        ("add a mtg with Ravi tomorrow at 10am", "add a meeting with Ravi tomorrow at 10am"),
        ("delete the dupes in pro expense", "delete the duplicates in pro expense"),
        (
            "found duplicates in my expenses, remove the extra ones",
            "found duplicates in my expenses, remove them",
        ),
        ("i need hana suzukis number rn", "what is hana suzuki's number?"),
        ("need omar haddad's phone number, just the number", "what is omar haddad's phone number? just the number"),
        ("whats ravi brennans number", "what's ravi brennan's number"),
        (
            "log 3 expenses Taxi $12.50 transportation note airport, Lunch $18.00 food note client n Cinema $9.00 "
            "entertainment note date night",
            "log 3 expenses: Taxi $12.50 transportation note airport, Lunch $18.00 food note client, Cinema $9.00 "
            "entertainment note date night",
        ),
        (
            "push the team sync on march 20 to 11am same day thx",
            "push the team sync on march 20 to 11am thx",
        ),
        (
            "wat did omar haddad say in his last msg? just the text",
            "what did omar haddad say in his last message? just the text",
        ),
    ],
)
def test_a_request_thumbed_fast_is_read_as_meant(thumbed: str, meant: str) -> None:
    goal = _goal(thumbed)
    assert goal.intent != "explore"
    assert goal == _goal(meant)


def test_a_new_note_in_markor_with_the_same_text_as_another_is_its_copy() -> None:
    goal = _goal("new note in markor named plan.md with the same contents as draft.md")
    assert (goal.intent, goal.title, goal.extra) == ("merge", "plan.md", ("draft.md",))


@pytest.mark.parametrize(
    "said",
    [
        "call martin",  # a name ending as a dropped "g" would
        "text Ana saying anythng u want frm the shop",  # a message's words are its sender's
        "add a note called 'numbr' with text hi",  # a quoted value as typed
        "i need the boss number",  # "the" names no one
        "need my work number",
        "whats marcus number",  # one word: no name and surname to tell apart
        "add 2 expenses Fuel",  # one value is no list of rows
        "add three expenses Taxi 12.50 transport Lunch 18.00 food and Cinema 9.00 fun",  # rows run on: read as they are
        "shift my event on march 20 to 9 am, same day, same length",  # what a move keeps, read in aside_mends.py
        "staring at the tile in the moth note",  # words one letter short of the grammar's, and words themselves
    ],
)
def test_what_is_no_such_form_is_left_as_said(said: str) -> None:
    assert thumb_typed(said) == said
