"""Requests in a benchmark author's words over the seen templates, tried once untouched (session 27) and read wrong
until then: the app as a heading ("Check Simple Calendar Pro: what is …?", opened another calendar), the app "per"
which a question is asked, an answer's form under "Format:" (read as an entry's name), an "upcoming" meeting, a
contact called "my contact X" (looked for "contact X"), a folder "called" X (moved into "called X"), "send the last
message I sent to X again" (given up) and "open the create-contact form and fill in …" (read as a call). Each is run
through the real tool on the template's first parameter set and judged as the benchmark judges it."""

from __future__ import annotations

import pytest

from tests.next_step.androidworld.harness import run_wording

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("template", "wording"),
    [
        (
            "SimpleCalendarAnyEventsOnDate",
            "Check Simple Calendar Pro: what is scheduled on March 16? Give me the event titles, separated by commas.",
        ),
        (
            "SimpleCalendarNextMeetingWithPerson",
            "When is my upcoming meeting with Greta Novak, per Simple Calendar Pro? "
            "Format: <month name> <day> <year> <hour in 24-hour format>:<minutes>.",
        ),
        ("OwnPhoneCallContact", "Open the Phone app and call my contact Jonah Lindqvist."),
        ("ExtraMarkorMoveNote", "In Markor, relocate reading_40.md into the folder called Archive."),
        ("SimpleSmsResend", "Send the last message I sent to Greta Lindqvist again using Simple SMS Messenger."),
        (
            "ContactsNewContactDraft",
            "Open the create-contact form and fill in First Name: Tomas, Last Name: Brennan, Phone: +18995559039, "
            "Phone Label: Work. Don't save it.",
        ),
    ],
)
async def test_a_benchmark_authors_wording_is_done_as_the_template_is(template: str, wording: str) -> None:
    run = await run_wording(template, wording)
    assert run.verdict.passed, (run.verdict.problems, run.transcript[-3:])
