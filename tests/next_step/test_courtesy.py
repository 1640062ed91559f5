"""A request as people wrap it: context first, a polite question in the middle, a sign-off, shorthand,
times in words. The wrapping is read as a class (courtesy.py); the request itself is what gets planned."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step.intent.courtesy import plain, spoken_times
from tests.next_step.planning import plan

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("said", "meant"),
    [
        ("set my alarm for half past seven", "set my alarm for 7:30"),
        ("quarter to 9 tomorrow", "8:45 tomorrow"),
        ("quarter past eleven", "11:15"),
        ("six thirty pm", "6:30 pm"),
        ("at 4 o'clock", "at 4:00"),
        ("at five in the afternoon", "at 5 pm"),
        ("at seven in the morning", "at 7 am"),
        ("tomorrow morning at nine", "tomorrow at 9 am"),
        ("eleven at night", "11 pm"),
        ("half past ten tonight", "10:30 pm today"),
    ],
)
def test_times_said_in_words_are_clock_times(said: str, meant: str) -> None:
    assert spoken_times(said) == meant


def test_a_message_keeps_its_own_words() -> None:
    # "ten minutes" and "in the morning" inside what is sent are the message, not a time to rewrite.
    assert (
        plain("text +15550001111: see you at ten in the morning") == "text +15550001111: see you at ten in the morning"
    )
    assert plain('reply "at five in the afternoon" to Sam') == 'reply "at five in the afternoon" to Sam'


@pytest.mark.parametrize(
    ("said", "meant"),
    [
        ("call Sam for me? Thanks!", "call Sam for me"),
        ("delete Ana Ruiz from my contacts. thanks", "delete Ana Ruiz from my contacts"),
        ("add Ana Ruiz to contacts thx", "add Ana Ruiz to contacts"),
        ("text Sam: thanks", "text Sam: thanks"),  # the message itself, not a sign-off
        ("can u dial 555", "dial 555"),
        ("resend the msg plz", "resend the message"),
    ],
)
def test_sign_offs_and_shorthand(said: str, meant: str) -> None:
    assert plain(said) == meant


@pytest.mark.parametrize(
    ("task", "meant"),
    [
        # Context with nothing referred back is dropped.
        ("I'm late for work, could you start the stopwatch?", "start the stopwatch"),
        ("I'm back from the gym. Pause the stopwatch please.", "Pause the stopwatch"),
        # A pronoun stands for what the statement names.
        (
            "I just met Ana Ruiz, her number is +15550001111. Can you save her as a contact?",
            "save Ana Ruiz as a contact. her number is +15550001111",
        ),
        (
            "I don't think Omar Haddad got my last message. Can you send it to them again?",
            "resend the message I just sent to Omar Haddad",
        ),
        (
            "Omar Haddad just texted me an address. Could you pass it on to Ana Ruiz?",
            "forward the address Omar Haddad sent me to Ana Ruiz",
        ),
        (
            "Dentist on friday at 10 is off - can you delete it from the calendar?",
            "delete Dentist on friday at 10 from the calendar",
        ),
        ("I'm off next wednesday. Can you clear my calendar that day?", "clear my calendar on next wednesday"),
        ("Somebody just called me and I missed it. Can you call them back?", "call back whoever just called me"),
    ],
)
def test_a_statement_before_the_request_is_context(task: str, meant: str) -> None:
    assert plain(task) == meant


@pytest.mark.parametrize(
    "task",
    [
        # The statement names what the request lacks (an app, an amount): it is not mere context.
        "I spent $12.50 on lunch (Food), note 'Team' - add it to my expenses",
    ],
)
def test_context_that_carries_the_job_is_kept(task: str) -> None:
    assert plain(task) == task


@pytest.mark.parametrize(
    ("task", "wanted"),
    [
        # A polite question is a request: never answered from the agenda.
        (
            "Can you add 'Dentist' to my calendar on friday at 10? It's 45 minutes long.",
            "Type '10:45' into the end time",
        ),
        ("can you check my calendar for when my next meeting with Ana Ruiz is", "Answer from the agenda: next"),
        ("could you look up where my Dentist is in the calendar", "Answer from the agenda: place"),
        ("Am I busy the day after tomorrow?", "Answer from the agenda: titles_or_no 2030-03-16"),
        (
            "can you schedule Dentist for a fortnight from today at 3pm, half an hour, description: Bring the card",
            "Type '2030-03-28' into the date field",
        ),
        (
            "add Gym to my calendar every day at 7am starting march 18 2030, 1 hour",
            "Type '2030-03-18' into the date field",
        ),
        ("tmrw 9am Dentist for 1 hour, descrption Bring the card", "Type '09:00' into the time field"),
        ("pls answer +15550001111 in messages - on my way", "Type 'on my way'"),
        ('Someone just texted me. Can you write back "on my way"?', "Open the latest conversation"),
        ("create a contact named Ana Ruiz with the phone number +15550001111", "Type '+15550001111' into the phone"),
        ("add +15550001111 to my contacts under the name Ana Ruiz", "Type '+15550001111' into the phone"),
        ("draft a contact for Ana Ruiz (+15550001111, label Home) but dont save", "Choose 'Home'"),
        ("could you give a ring to the person who sent me the latest message", "Remember the sender"),
        ("Can you set an alarm for quarter to seven tomorrow?", "Set an alarm for 06:45"),
    ],
)
def test_people_s_wrapped_requests_plan_as_the_bare_request(task: str, wanted: str) -> None:
    steps = plan(task)
    assert any(step.startswith(wanted) for step in steps), steps
    assert not any(step.startswith("Answer") for step in steps) or wanted.startswith("Answer"), steps


def test_a_day_said_but_not_read_is_never_today() -> None:
    # Saving the event on some other day than the one said would end in a false done: the rules stop instead.
    steps = plan("schedule Dentist a week on thursday at 3pm, 30 minutes, description: Card")
    assert not any(step.startswith("Type '2030-03-14'") for step in steps), steps
    assert not any(step.startswith("Save the event") for step in steps), steps


@pytest.mark.parametrize(
    ("task", "day"),
    [
        ("add Dentist to my calendar on the 20th at 3pm for 30 minutes", "2030-03-20"),
        ("add Dentist to my calendar on the 2nd at 3pm for 30 minutes", "2030-04-02"),  # the 2nd has passed
        ("add Dentist to my calendar on the 16th of march at 3pm for 30 minutes", "2030-03-16"),
    ],
)
def test_the_nth_is_this_month_or_the_next(task: str, day: str) -> None:
    assert f"Type '{day}' into the date field" in plan(task)


@pytest.mark.parametrize(
    "task",
    [
        "The meeting with the bank got moved to 4pm. Can you update it?",
        "Sam needs the code, can you text it to him?",
    ],
)
def test_a_polite_request_left_unresolved_is_still_no_question(task: str) -> None:
    # Nothing found for "it": the rules do not guess, and never answer it as a question about the agenda.
    steps = plan(task)
    assert not any(step.startswith(("Answer", "Save", "Send", "Call")) for step in steps), steps


@pytest.mark.parametrize(
    ("task", "wanted"),
    [
        ("Is it possible to set a timer for 10 minutes?", "Set the timer to 00:10:00"),
        ("my battery is low, turn off bluetooth please", "Turn off bluetooth"),
    ],
)
def test_more_polite_openers_and_context(task: str, wanted: str) -> None:
    assert wanted in plan(task)


def test_thanks_after_words_to_send_stay_in_them_unless_a_question_ended_first() -> None:
    # Whether "thx" is for Sam or for us cannot be told; cutting a person's words is the worse mistake.
    assert plain("reply to Sam, just say on my way thx") == "reply to Sam: on my way thx"
    assert plain("could you text Sam and tell them: on my way? thanks!").endswith("on my way")
