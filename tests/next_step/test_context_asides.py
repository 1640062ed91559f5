"""Context people say around a job (people set 112, helper people112), in other wordings than the set's: a "don't …"
aside about what to leave alone, a second sentence saying what the job is for, a purpose "so I can …" after a place,
what a playlist is for after its name, the one written to spoken of after the message, a record "called" its name
before its fields (intent/context_asides.py). Each had become part of a value typed. The speaker's situation before a
request, a hesitation, how long a switch stays so, whom a removal is about named first (intent/context_leads.py)."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import read_task
from mcp_agent.tools.next_step.intent.context_leads import CONTEXT_LEADS
from mcp_agent.tools.next_step.intent.goal import Goal
from mcp_agent.tools.next_step.intent.rewrites import Rewrites

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)  # a Thursday


def _goal(task: str) -> Goal:
    return read_task(task, None, TODAY)


def test_what_to_leave_alone_is_no_part_of_the_line_added() -> None:
    goal = _goal("in markor add 'Call the plumber on Monday.' to the end of chores.md, don't change the rest of it pls")
    assert goal.intent == "edit"
    assert goal.body == "Call the plumber on Monday."


def test_a_record_called_its_name_before_its_fields() -> None:
    goal = _goal("log an expense named Bus pass, $55.00, category Transportation, note Commute")
    assert goal.rows and dict(goal.rows[0])["name"] == "Bus pass"


def test_a_sentence_saying_what_the_job_is_for_is_no_field() -> None:
    goal = _goal("add an expense: Desk lamp, $39.99, category Housing, note Office. This is for the claim form.")
    row = dict(goal.rows[0])
    assert row["name"] == "Desk lamp"
    assert row["note"] == "Office"


def test_what_a_playlist_is_for_is_no_part_of_its_name() -> None:
    goal = _goal("create a playlist Sunday Mix for my morning run with Echo Park and Golden Hour")
    assert goal.intent == "playlist"
    assert goal.title == "Sunday Mix"
    assert goal.extra == ("Echo Park", "Golden Hour")


def test_a_purpose_after_the_place_is_no_part_of_it() -> None:
    goal = _goal(
        "make a playlist called Calm 7 with Low Tide and Neon Rain, then export it to Downloads so we can play it later"
    )
    assert goal.then and goal.then[0].value == "Downloads"


def test_the_one_written_to_spoken_of_after_the_message_is_an_aside() -> None:
    goal = _goal("text +1 202 555 0143 with Stuck in traffic, she's expecting me at noon")
    assert goal.intent == "message"
    assert goal.body == "Stuck in traffic"


def test_a_purpose_or_a_remark_after_a_message_stays_in_it() -> None:
    goal = _goal("text Omar Haddad saying call me tonight so I can explain")
    assert goal.body == "call me tonight so I can explain"
    goal = _goal("tell Ana: the cake is ready. It's for the party")
    assert "It's for the party" in goal.body


def test_a_hesitation_before_the_request_is_no_part_of_it() -> None:
    goal = _goal("hang on, stop the stopwatch")
    assert goal.intent != "explore"


def test_the_speakers_situation_run_on_by_so_is_taken_off() -> None:
    goal = _goal(
        "I always lose track of things so create a note in markor named list_4.md with the text: Milk and eggs"
    )
    assert goal.intent == "create" and goal.obj == "note"
    assert ("title", "list_4.md") in goal.fields


def test_a_lead_a_pronoun_points_back_to_is_kept() -> None:
    said = "my laptop keeps losing the hotspot so switch it off"
    assert Rewrites(CONTEXT_LEADS)(said) == said


def test_a_sentence_of_what_happened_before_the_request_is_taken_off() -> None:
    goal = _goal("The import went wrong and copied some recipes. Delete the duplicate recipes, keeping one of each")
    assert goal.intent != "explore"


def test_how_long_a_switch_stays_so_is_the_speakers_to_undo() -> None:
    goal = _goal("turn wifi off until I get back to the office")
    assert (goal.setting.lower(), goal.on) == ("wifi", False)


def test_whom_a_removal_is_about_named_in_the_lead() -> None:
    goal = _goal("Omar Haddad moved abroad, delete him from my contacts")
    assert goal.intent == "delete"
    assert (goal.obj, goal.extra) == ("contact", ("Omar Haddad",))


def test_a_lead_naming_what_the_request_leaves_unsaid_is_kept() -> None:
    said = "i think i saved some recipes twice - remove duplicates, keep one each"
    assert Rewrites(CONTEXT_LEADS)(said) == said
