"""Plain everyday requests typed to a phone assistant (people set 121's classes), in wordings other than the set's:
a request with a reason or a remark around it, a job said by what was done, an app said first by what it keeps, a
playlist's end, "put it on", a copy of a note, "everything in a.md", a track named by the outing, and a call's time
said in words (intent/assistant_asks.py; in_context.py for "somebody rang"). Each is run on the app and judged by the
world it leaves; what must stay as said is read as before."""

from __future__ import annotations

import random
from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import read_task
from mcp_agent.tools.next_step.intent.assistant_asks import assistant_asks
from tests.next_step.androidworld import suite
from tests.next_step.androidworld.harness import Run, run
from tests.next_step.androidworld.template import Task
from tests.next_step.phone2.harness import agent_and_person

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def _task(template_id: str, text: str) -> Task:
    template = next(t for t in suite.TEMPLATES if t.id == template_id)
    return Task(template, template.params(random.Random(f"{template.id}:0")), 0, "asked", text)


async def _runs(*asked: tuple[str, str]) -> list[Run]:
    async with agent_and_person() as call:
        return [await run(call, _task(template_id, text)) for template_id, text in asked]


@pytest.mark.parametrize(
    ("template_id", "text"),
    [
        # A playlist's end: songs added last, to the playlist of that name (had made a playlist "Chill playlist").
        ("OwnRetroAppendSongs", "add Northern Sky and First Light at the end of the Chill playlist in retro music"),
        (
            "OwnRetroAppendSongs",
            "can you put Northern Sky then First Light onto the end of my Chill playlist in retro music",
        ),
        # "put it on" after songs added: the playlist played.
        (
            "OwnVlcAddThenPlay",
            "in vlc add Quiet Storm, Harbor Lights and Copper Sky to my Road Trip playlist, then put it on please",
        ),
        # The new name told apart from the rename (had been answered as a question about the day).
        ("OwnCalendarRenameEvent", "rename my Yoga class on March 26 in the calendar - call it Project kickoff"),
        ("OwnCalendarRenameEvent", "could you rename the Yoga class event on the 26th? name it Project kickoff"),
        # A remark after a file's new name (had been typed into the name).
        ("OwnVlcRenameVideo", "rename dog_park.mp4 to for_mum.mp4 in vlc. it's for my mum's birthday"),
        # A remark after a place read off the calendar (had been texted as it was said).
        ("OwnSmsNextEventLocation", "text Ines Moreau where my next event is. she's picking me up from there"),
        ("PhoneReturnMissedCall", "who just called me? I missed that - ring them back"),
        # A task said by what was done (had been answered with the task list).
        ("OwnTasksMarkDone", "I emailed the landlord already so mark it done in my tasks"),
        ("OwnTasksMarkDone", "emailed the landlord this morning - can you check it off in tasks?"),
        (
            "OwnContactsAddEmail",
            "Maya Suzuki sent me her new email address: maya.suzuki@post.net. could you save it to her contact",
        ),
        ("OwnExpenseEditNote", "add a note to the Cinema expense that says Paid by Omar"),
        ("OwnMarkorCopyNoteText", "make me a copy of minutes.md named letter.md in markor"),
        ("OwnManyExpensesFromMarkorNote", "add everything from expenses.md to my expenses app"),
        ("OwnTracksNamedDescriptionOfTrack", "what did I write for the description of the River path walk?"),
        ("OwnTracksDeleteActivity", "my swim on Tuesday didn't save properly - please delete that swim in opentracks"),
        ("OwnRecipeRenameByServings", "in the recipes app, rename the one that serves 5 to Quick caesar"),
        # A call's time in words (had called back the newest incoming call: a false done).
        ("OwnPhoneCallBackAt", "somebody rang at twenty to nine, ring them back"),
    ],
)
async def test_an_everyday_request_leaves_the_world_the_job_asks_for(template_id: str, text: str) -> None:
    (done,) = await _runs((template_id, text))
    assert done.verdict.passed, (text, done.verdict.problems[:1], done.transcript[-4:])


async def test_a_call_at_a_time_said_in_words_that_is_not_in_the_log_is_asked_about() -> None:
    # The log has 8:40 and no 8:45: no other call is made in its place.
    (asked,) = await _runs(("OwnPhoneCallBackAt", "someone phoned at quarter to nine this morning, call them back"))
    assert asked.outcome == "ask_user" and not asked.verdict.false_done
    assert asked.device.world == suite.start_world(asked.task)


@pytest.mark.parametrize(
    "text",
    [
        "text Ines: where are you? I'm outside",  # a message's own words stay the message
        "put it on my calendar for friday",  # "put it on" a place, not played
        "put the milk in the fridge and put it on",  # nothing to play named
        "rename a.md to b.md. then delete c.md",  # a second request is no remark
        "I emailed the landlord yesterday",  # nothing asked of the task list
        "In the Tasks app, create a task Pay rent due on March 18",  # an app's own name, read where it is said
        "delete the Taxi ride expense pls",  # a ride that is an expense's name, not a track
        "put Northern Sky at the end of my Chill playlist and First Light after it",  # the order said, read as said
    ],
)
def test_what_no_class_covers_is_left_as_said(text: str) -> None:
    assert assistant_asks(text) == text


def test_a_task_finished_is_ticked_off_by_the_title_said() -> None:
    assert assistant_asks("I finished Pay rent, mark it done") == "tick off Pay rent"


def test_a_message_with_a_sentence_after_a_question_keeps_it() -> None:
    goal = read_task("text Ines: where are you? I'm outside", None, TODAY)
    assert goal.intent == "message" and "I'm outside" in goal.body


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("I paid the electricity bill, tick it off", "tick off pay the electricity bill"),
        ("just watered the plants. mark that done", "tick off water the plants"),
        ("I finally prepared the slides - check it off in tasks", "tick off prepare the slides in tasks"),
    ],
)
def test_a_task_said_by_what_was_done_is_ticked_off_by_its_title(text: str, plain: str) -> None:
    assert assistant_asks(text) == plain
