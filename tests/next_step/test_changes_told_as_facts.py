"""Changes told as facts, with the request left to be understood or said loosely (first tries, session 24), each
proved in other wordings than the ones found. Two had been false done: a contact's new number, told with "she got a new
phone", was rung; "remind me in tasks to …" made a calendar event instead of the to-do."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import read_task
from tests.next_step.androidworld.harness import run_wording

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


@pytest.mark.parametrize(
    "task",
    [
        "Maya Okafor has a new phone and her new number is +15615559678",
        "Maya Okafor's number is now +15615559678",
        "heads up, Maya Okafor bought a new phone - her number is +15615559678 now",
    ],
)
async def test_a_new_number_told_is_saved_on_the_contact_never_rung(task: str) -> None:
    done = await run_wording("OwnContactsChangeNumber", task)
    assert done.verdict.passed, done.verdict.problems


def test_the_phone_as_a_thing_is_no_call() -> None:
    assert read_task("my phone is new, the number is +15615559678", None, TODAY).intent != "call"


def test_a_new_event_s_length_said_after_it_is_its_own_never_an_edit() -> None:
    goal = read_task(
        "In Simple Calendar Pro, create an event tomorrow at 9h titled 'Vet visit' with the description 'Bring the "
        "card'. The event should last for 45 mins.",
        None,
        TODAY,
    )
    assert (goal.intent, dict(goal.fields)["description"]) == ("create", "Bring the card"), goal


@pytest.mark.parametrize(
    "task",
    [
        "remind me on the tasks app to Return library books by march 18, notes: Three books, due at the front desk",
        "please remind me to Return library books by 18 march in tasks, notes: Three books, due at the front desk",
    ],
)
async def test_a_reminder_kept_in_the_tasks_app_is_a_to_do_there(task: str) -> None:
    done = await run_wording("OwnTasksCreateWithDueAndNotes", task)
    assert done.verdict.passed, done.verdict.problems


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("OwnCalendarEditTimeAndPlace", "yoga class on march 25 is at 3pm now and it is in the City library, fix it"),
        ("OwnCalendarDeleteOneOfDay", "the car service on march 18 was called off, remove it"),
        ("OwnCalendarDeleteOneOfDay", "car service thing on the 18th is cancelled - get rid of it please"),
        (
            "OwnRecipeEditDirections",
            "my chili recipe's directions are out of date, they should read: Brown the onions, add everything else "
            "and simmer for an hour.",
        ),
        ("OwnFilesMoveInStorage", "payslip_feb.txt got put in Documents by accident, it should go in Pictures"),
        ("OwnTracksSpanDeleteAllOfKind", "i no longer need any of my runs, can you remove them all"),
        ("OwnExpenseCountInCategory", "how many food expenses have I got? just a number"),
        (
            "OwnContactsAddSeveral",
            "add these numbers to my contacts: Lena Haddad, work, +17735552755 and Priya Lindqvist, home, +16555554948",
        ),
        ("OwnCalendarChangeDuration", "the piano lesson on march 17 needs to last 90 minutes - same start time"),
        ("OwnCalendarDeleteTwoEvents", "neither Team sync nor Dentist appointment is going ahead, cancel both"),
        (
            "ExpenseDeleteMultiple2",
            "these expenses Farmers market, Train ticket and Winter boots are duplicates, please remove them all",
        ),
        ("OwnExpenseEditAmountAndCategory", "my Flowers expense is really 77.75 and goes under Education, update them"),
        ("OwnCalendarChangeDuration", "extend the Mar 17 piano lesson to 90 minutes, keep the start time"),
        ("OwnTracksNamedDelete", "Forest trail is a duplicate track - can you remove it from opentracks"),
        ("OwnVlcShuffleOn", "vlc keeps playing the same order, switch it to shuffle"),
        ("OwnTracksNamedRetype", "Canal tour isn't a swim, it's actually a run - fix its activity type in opentracks"),
        ("CameraTakeVideo", "snap a video with the camera"),
        (
            "SimpleSmsSendReceivedAddress",
            "Hana Novak texted me the address of the party, can you send the address on to Priya Suzuki",
        ),
        (
            "OwnManyNoteInNewFolder",
            "in markor: a new Garden folder with inside it beds.md that says Tomatoes go in the sunny bed.",
        ),
    ],
)
async def test_changes_told_as_facts_are_done(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems
