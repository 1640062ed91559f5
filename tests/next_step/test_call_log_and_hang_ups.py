"""The Phone app as people ask of it, in wordings other than the suite's jobs (app_jobs_call_log.py): a call going
ended (intent/conversation_steps.py, steps_acting.end_call), whether someone called and which number rang
(answering/call_questions.py, answering/records.py), someone said with their number dialled at that number
(intent/callees.py), a question about the log's caller then called back (intent/call_backs.py), and the
microphone muted once the call is placed (intent/in_call.py)."""

from __future__ import annotations

import datetime
import json

import pytest

from mcp_agent.tools.next_step import planner
from mcp_agent.tools.next_step.answering.asked import PLAN_PREFIX, Question
from mcp_agent.tools.next_step.answering.records import Record, answer
from mcp_agent.tools.next_step.contract import AgentStepArguments, AgentStepResult
from mcp_agent.tools.next_step.intent import plan_for, read_task
from mcp_agent.tools.next_step.turn import Turn

pytestmark = pytest.mark.unit

TODAY = datetime.date(2030, 3, 14)


def step(task: str, screen: str, plan: list[str], current: int, **more: object) -> AgentStepResult:
    arguments = AgentStepArguments.model_validate(
        {"task": task, "screen_description": screen, "step_count": 4, "plan": plan, "current_subgoal": current, **more}
    )
    return planner.decide(Turn.read(arguments))


def _asked(task: str) -> dict[str, object]:
    goal = read_task(task, today=TODAY)
    assert goal.intent == "agenda", goal
    assert goal.extra[0] == "Open Phone"
    line = next(s for s in goal.extra if s.startswith(PLAN_PREFIX))
    return dict(json.loads(line[len(PLAN_PREFIX) :]))


# -- a call going, ended ----------------------------------------------------------------------------------

IN_CALL = """[0] TextView "Status bar" value="Thu, Mar 14 2030 10:02"
[1] TextView "Sam Ortiz"
[2] TextView "3:17"
[3] ToggleButton "Mute" unchecked
[4] Button "Keypad"
[5] ToggleButton "Speaker" unchecked
[6] ToggleButton "Hold" unchecked
[7] ImageButton "Hang up\""""


@pytest.mark.parametrize(
    "task", ["hang up now", "end the phone call", "disconnect this call", "hang up on Sam please", "stop the call"]
)
def test_ending_a_call_is_one_step_on_the_in_call_screen(task: str) -> None:
    plan = plan_for(read_task(task))
    assert plan == ["End the call with Sam" if "Sam" in task else "End the call"]
    acted = step(task, IN_CALL, plan, 0)
    assert (acted.action, acted.target_index) == ("tap", 7)


@pytest.mark.parametrize("task", ["stop recording", "end the meeting in my calendar", "stop the timer"])
def test_ending_something_else_is_no_hang_up(task: str) -> None:
    assert "End the call" not in plan_for(read_task(task))


def test_with_no_call_on_screen_the_hang_up_is_asked_about_not_claimed() -> None:
    home = '[0] TextView "Status bar" value="Thu"\n[1] TextView "Phone"\n[2] TextView "Clock"'
    assert step("hang up", home, ["End the call"], 0).action == "ask_user"


# -- the log asked about ----------------------------------------------------------------------------------

LOG = [
    Record("+1 415-555-0199", "Incoming · Mobile · 6:20 PM"),
    Record("Sam Ortiz", "Outgoing · Mobile · 4:50 PM"),
    Record("7185550142", "Missed · Mobile · 1:15 PM"),
    Record("Nadia Amari", "Missed · Mobile · 8:40 AM"),
]


@pytest.mark.parametrize(
    ("task", "subject", "kind", "said"),
    [
        ("has Nadia Amari tried to call me?", "Nadia Amari", "missed|incoming", "yes"),
        ("did Sam ring me this morning?", "Sam", "missed|incoming", "no"),  # I rang Sam: he did not ring me
        ("phone: any missed calls from Nadia?", "Nadia", "missed", "yes"),
        ("did I phone Sam Ortiz today?", "Sam Ortiz", "outgoing", "yes"),
        ("did I miss a call from Priya?", "Priya", "missed", "no"),
    ],
)
def test_whether_someone_called_is_read_from_every_row(task: str, subject: str, kind: str, said: str) -> None:
    asked = _asked(task)
    assert (asked["mode"], asked["subject"], asked["kind"]) == ("exists", subject, kind)
    assert answer(Question("calls", "exists", kind=kind, subject=subject), LOG) == said


@pytest.mark.parametrize(
    ("task", "kind"),
    [
        ("which phone number rang me last?", "missed|incoming"),
        ("tell me the number of my most recent missed call", "missed"),
        ("what's the number that called me most recently", "missed|incoming"),
    ],
)
def test_a_number_asked_of_the_newest_call_is_no_count(task: str, kind: str) -> None:
    asked = _asked(task)
    assert (asked["mode"], asked["kind"], asked["by"]) == ("latest", kind, "number")


def test_the_number_is_said_only_when_the_row_shows_one() -> None:
    assert answer(Question("calls", "latest", kind="missed|incoming", by="number"), LOG) == "+1 415-555-0199"
    assert answer(Question("calls", "latest", kind="missed", by="number"), LOG) == "7185550142"
    # A contact's row shows a name: its number is not on the screen, so no number is made up.
    assert answer(Question("calls", "latest", kind="outgoing", by="number"), LOG) is None


def test_a_count_of_calls_someone_made_is_theirs_and_incoming() -> None:
    asked = _asked("count the calls Nadia Amari placed to me")
    assert (asked["mode"], asked["subject"], asked["kind"]) == ("count", "Nadia Amari", "missed|incoming")
    assert _asked("what number of calls did I miss?")["mode"] == "count"


# -- calls placed -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("task", "number"),
    [
        ("call the vet at (415) 555-0123", "4155550123"),
        ("phone Dr. Ito, her number is 415 555 0123", "4155550123"),
        ("ring the bakery on +1 415.555.0123", "+14155550123"),
        ("could you phone the florist? number's 415 555 0123", "4155550123"),
        ("ring the school office – 415-555-0123", "4155550123"),
        ("would you phone the taxi place? number's 415 555 0123", "4155550123"),  # a place named: no location asked
    ],
)
def test_someone_said_with_their_number_is_dialled_at_it(task: str, number: str) -> None:
    goal = read_task(task)
    assert (goal.intent, goal.recipient) == ("call", number)


@pytest.mark.parametrize(
    ("task", "which"),
    [
        ("who rang me last? ring them back", "incoming"),
        ("who did I just miss - call them back", "missed"),
        ("who did I call last? call them again", "outgoing"),
    ],
)
def test_a_question_about_a_caller_then_a_call_back_calls_that_row(task: str, which: str) -> None:
    assert plan_for(read_task(task))[-1] == f"Call back the {which} call"


@pytest.mark.parametrize("task", ["ring Sam Ortiz and mute my mic", "phone Sam, then mute my microphone"])
def test_muting_my_microphone_is_the_calls_mute(task: str) -> None:
    assert plan_for(read_task(task))[-1] == "Turn on Mute"


# -- a call going, asked of ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("task", "control"),
    [
        ("switch this call to speaker", "Speaker"),
        ("speakerphone on please", "Speaker"),
        ("mute my microphone", "Mute"),
        ("mute the ongoing call", "Mute"),
        ("put Sam on hold for a moment", "Hold"),
        ("hold my current call", "Hold"),
    ],
)
def test_a_control_asked_alone_is_the_going_calls(task: str, control: str) -> None:
    assert plan_for(read_task(task)) == [f"Turn on {control}"]


@pytest.mark.parametrize("task", ["mute the phone", "turn off the sound", "hold the door"])
def test_the_phones_own_sound_or_another_hold_is_no_calls_control(task: str) -> None:
    assert not any(
        s.startswith("Turn on") and s.split()[-1] in ("Mute", "Hold", "Speaker") for s in plan_for(read_task(task))
    )


@pytest.mark.parametrize("task", ["who am I speaking with?", "who is on this call", "who's calling"])
def test_who_is_on_the_call_is_read_off_the_in_call_screen(task: str) -> None:
    assert plan_for(read_task(task)) == ["Tell who is on the call"]
    told = step(task, IN_CALL, ["Tell who is on the call"], 0)
    assert (told.action, told.final_answer) == ("done", "Sam Ortiz")


def test_who_is_on_the_call_with_no_call_is_not_made_up() -> None:
    home = '[0] TextView "Status bar" value="Thu"\n[1] TextView "Phone"\n[2] TextView "Clock"'
    assert step("who am I talking to", home, ["Tell who is on the call"], 0).action != "done"


@pytest.mark.parametrize(
    ("task", "kind", "said"),
    [
        ("when was my most recent missed call?", "missed", "1:15 PM"),
        ("what time did I last ring someone", "outgoing", "4:50 PM"),
    ],
)
def test_the_time_of_the_newest_call_of_a_kind_is_its_rows(task: str, kind: str, said: str) -> None:
    asked = _asked(task)
    assert (asked["mode"], asked["kind"], asked["subject"]) == ("time", kind, "")
    assert answer(Question("calls", "time", kind=kind), LOG) == said


@pytest.mark.parametrize(
    ("task", "said"), [("who did the 4:50 pm call go to?", "Sam Ortiz"), ("whose call came at 8:40", "Nadia Amari")]
)
def test_who_a_call_at_a_time_was_with_is_the_one_row_at_that_time(task: str, said: str) -> None:
    asked = _asked(task)
    assert asked["mode"] == "at"
    assert answer(Question("calls", "at", subject=str(asked["subject"])), LOG) == said
    assert answer(Question("calls", "at", subject="4:50 AM"), LOG) is None  # no row at that time


RECENTS_TWICE = """[0] TextView "Status bar" value="Thu"
[1] Tab "Favorites" unchecked
[2] Tab "Recents" checked
[3] Tab "Contacts" unchecked
[4] List "Recents" scrollable
  [5] ImageButton "Call back Sam Ortiz"
  [6] ListItem "Sam Ortiz" value="Missed · Mobile · 11:30 AM"
  [7] ImageButton "Call back Sam Ortiz"
  [8] ListItem "Nadia Amari" value="Missed · Mobile · 9:12 AM"
[9] ImageButton "Dial pad\""""


def test_one_persons_several_call_back_controls_each_call_them() -> None:
    task = "ring Sam Ortiz"
    plan = plan_for(read_task(task))
    acted = step(task, RECENTS_TWICE, plan, plan.index("Call Sam Ortiz"))
    assert (acted.action, acted.target_index) == ("tap", 5)


@pytest.mark.parametrize(
    ("task", "which"),
    [
        ("phone the previous dialed number", "outgoing"),
        ("ring whoever phoned me most recently", "incoming"),
        ("dial my latest missed call", "missed"),
        ("call the last caller please", "incoming"),
        ("press the redial button", "outgoing"),
    ],
)
def test_a_row_named_by_its_place_in_the_log_is_called_back(task: str, which: str) -> None:
    assert plan_for(read_task(task))[-1] == f"Call back the {which} call"


def test_a_last_thing_that_is_no_row_of_the_log_is_not_called_back() -> None:
    assert not plan_for(read_task("call the last number in my shopping note"))[-1].startswith("Call back")


@pytest.mark.parametrize(
    ("task", "who"),
    [("ring Nadia Amari's cell", "Nadia Amari"), ("phone Sam's work number", "Sam"), ("ring Sam at home", "Sam")],
)
def test_which_of_a_contacts_numbers_is_no_part_of_the_name(task: str, who: str) -> None:
    goal = read_task(task)
    assert (goal.intent, goal.recipient) == ("call", who)


@pytest.mark.parametrize(
    "task", ["phone the number in the newest message", "ring the number from my most recent text message I received"]
)
def test_a_number_in_the_newest_message_is_read_there_then_dialled(task: str) -> None:
    assert plan_for(read_task(task))[:3] == ["Open Messages", "Open the latest conversation", "Remember the number"]


@pytest.mark.parametrize(
    ("task", "kind", "said"),
    [("are there any missed calls", "missed", "yes"), ("did I get any outgoing calls?", "outgoing", "yes")],
)
def test_whether_any_call_of_a_kind_is_logged_is_asked_of_every_row(task: str, kind: str, said: str) -> None:
    asked = _asked(task)
    assert (asked["mode"], asked["kind"], asked["subject"]) == ("exists", kind, "")
    assert answer(Question("calls", "exists", kind=kind), LOG) == said
    assert answer(Question("calls", "exists", kind="missed"), LOG[:2]) == "no"


def test_the_newest_number_asked_with_last_before_number_is_a_number() -> None:
    assert _asked("which was the most recent number that rang me?")["by"] == "number"


def test_when_I_last_spoke_to_someone_is_their_newest_call() -> None:
    asked = _asked("when did I last chat with Nadia Amari?")
    assert (asked["mode"], asked["subject"]) == ("time", "Nadia Amari")


# -- a call ringing -------------------------------------------------------------------------------------------

RINGING = """[0] TextView "Status bar" value="Thu, Mar 14 2030 10:02"
[1] TextView "Sam Ortiz"
[2] TextView "Incoming call"
[3] ImageButton "Answer"
[4] ImageButton "Decline\""""


@pytest.mark.parametrize(
    ("task", "plan", "index"),
    [
        ("take the call", ["Answer the call"], 3),
        ("answer Sam's call quickly", ["Answer the call from Sam"], 3),
        ("refuse the incoming call", ["End the call"], 4),
        ("do not answer it, reject it", ["End the call"], 4),
    ],
)
def test_a_ringing_call_is_answered_or_turned_down(task: str, plan: list[str], index: int) -> None:
    assert plan_for(read_task(task)) == plan
    acted = step(task, RINGING, plan, 0)
    assert (acted.action, acted.target_index) == ("tap", index)


def test_a_call_from_someone_else_than_said_is_asked_about() -> None:
    plan = plan_for(read_task("pick up Nadia's call"))
    assert step("pick up Nadia's call", RINGING, plan, 0).action == "ask_user"


@pytest.mark.parametrize("task", ["pick up the kids at 5", "take a photo", "reject the pull request in github"])
def test_picking_up_or_rejecting_something_else_is_no_call(task: str) -> None:
    assert not any(s.startswith(("Answer the call", "End the call")) for s in plan_for(read_task(task)))


def test_a_ringing_calls_controls_drawn_as_images_are_its_controls() -> None:
    drawn = RINGING.replace("ImageButton", "ImageView")
    assert step("answer the phone", drawn, ["Answer the call"], 0).target_index == 3
    assert step("decline it", drawn, ["End the call"], 0).target_index == 4


@pytest.mark.parametrize(
    "task",
    [
        "how many minutes is my call with landlord on March 30?",
        "how many minutes was my call with Ben Carter?",
        "number of seconds my last call with Ana took",
    ],
)
def test_a_length_asked_in_units_is_never_a_count_of_calls(task: str) -> None:
    # The log shows no lengths: counting its rows had answered "2" for a call with the landlord nobody made.
    goal = read_task(task, today=TODAY)
    assert not any('"source": "calls"' in step and '"mode": "count"' in step for step in goal.extra), goal
