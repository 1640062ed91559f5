"""Jobs written as a short note to an assistant (people set 134), each class proved in other wordings than the set's:
the medium said after a message's recipient ("… to Priya Suzuki in a text", once a false done: words of the request were
sent as the text), the writer's name after a dash ("- K"), a note introduced by name ("there's a note in Markor called
a.md"), the entry called "on the number listed there", the speaker's state after a call ("I'm driving"), a repeat
asked for after the event ("make it repeat monthly"), the order said twice ("then B right after it") and a field's
fix whose value follows ("fix the amount? it should be $67.50")."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step.intent.message_frames import unframed
from mcp_agent.tools.next_step.intent.said_mediums import medium_dropped
from tests.next_step.androidworld.harness import run_wording

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("template", "task"),
    [
        (
            "SimpleSmsSendReceivedAddress",
            "Hello,\nHana Novak just sent me the address of the event. Can you send the address to Priya Suzuki by "
            "text?\nMany thanks\n- Leo",
        ),
        ("SystemBluetoothTurnOff", "Hi there,\nswitch off bluetooth please\n— Bea"),
        (
            "OwnExpenseAddFromMarkorNote",
            "There is a note named expenses.txt in my Markor with a list of expenses. Could you add them to Pro Expense "
            "please?",
        ),
        (
            "OwnPhoneCallListedNumber",
            "My Markor note contractors.md has a few contractors. Ring Rapid Flow Plumbing using the number in it.",
        ),
        ("OwnPhoneCallOnSpeaker", "Could you ring Jonah Lindqvist on speakerphone? I'm in the car."),
        (
            "OwnCalendarCreateFullEvent",
            'Add an event "Tennis with Kofi" on April 3, 2030 at 1:30pm to my calendar, lasting an hour and a half, described as '
            '"Wear old clothes". Have it repeat monthly.',
        ),
        ("OwnVlcPlayThenNext", "VLC: play Sunday Drive and then Quiet Storm straight after that"),
        (
            "OwnExpenseEditAmount",
            "Please correct the amount of the Bakery expense in Pro Expense. It should be $67.50.",
        ),
    ],
)
async def test_jobs_written_as_notes_are_done(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems


def test_a_message_text_after_a_colon_keeps_its_medium() -> None:
    """A message's own text may say "by text": only the medium after the recipient, before any colon, is dropped."""
    assert medium_dropped("text Greta: I'll send it to Ravi by text") == "text Greta: I'll send it to Ravi by text"
    assert medium_dropped("send the code to Lena Moreau via SMS") == "send the code to Lena Moreau"


def test_a_bullet_under_a_list_is_no_signature() -> None:
    """A dash line under bullets is the list's last item, never the writer's name."""
    said = unframed("Hi,\nplease add these songs to Gym:\n- Harbor Lights\n- Sunday Drive")
    assert "Sunday Drive" in said
    assert "Blue Moon" in unframed("Hi,\nplay these in order:\nLove Story\n- Blue Moon")
    assert unframed("Hi,\nturn the wifi off please\n- K") == "turn the wifi off please"
