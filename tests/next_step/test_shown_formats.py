"""Values read however an app writes them: a day with or without its year, relative to today or as a header over
the rows it dates; a time of day in 12 or 24 hours; a duration as a clock or in words; an amount with its symbol or
its currency's code, before or after; a distance in km, m or miles; a phone number with its separators. Another
writer of the same app writes them another way, and the answer, the row acted on and the check of what was saved
are the same (shown_values.py, shown_days.py)."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.answering.question import PLAN_PREFIX, Question, question_plan
from mcp_agent.tools.next_step.answering.records import Record, answer
from mcp_agent.tools.next_step.contract import AgentStepArguments
from mcp_agent.tools.next_step.dates import device_now
from mcp_agent.tools.next_step.roles import rows
from mcp_agent.tools.next_step.shown_days import day_shown
from mcp_agent.tools.next_step.shown_values import amount, clock_minutes, clock_span, duration_seconds, meters
from mcp_agent.tools.next_step.turn import Turn
from tests.next_step.planning import plan, step

pytestmark = pytest.mark.unit

THURSDAY = date(2030, 3, 14)
STATUS = '[0] TextView "Status bar" value="14:05 · Thu 14 Mar 2030"'


def test_durations_times_amounts_and_distances_are_read_in_any_of_the_usual_formats() -> None:
    assert [duration_seconds(t) for t in ("2h 05m", "1 hour 20 minutes", "95 min", "01:35:00", "4m 02s")] == [
        7500,
        4800,
        5700,
        5700,
        242,
    ]
    assert duration_seconds("at 7:40 p.m.") is None  # a time of day is no length
    assert [clock_minutes(t) for t in ("12:05 pm", "12:05 AM", "00:30", "7:15 a.m.")] == [725, 5, 30, 435]
    assert clock_span("10:00 – 11:30 PM") == (22 * 60, 23 * 60 + 30)  # the start in the end's half of the day
    assert clock_span("9:30 to 10:15") == (570, 615)
    assert [amount(t) for t in ("EUR 20.00 · Food", "£4.50", "1,250.00 USD", "spent 12")] == [20.0, 4.5, 1250.0, None]
    assert [meters(t) for t in ("850 m", "3.5 km", "2 mi")] == [850.0, 3500.0, 3218.688]
    assert meters("1h 5m · 3.5 km") == 3500.0  # the "5m" beside the hours is minutes


def test_a_day_written_relative_to_today_or_without_its_year_is_the_day_it_names() -> None:
    assert day_shown("Yesterday", THURSDAY) == date(2030, 3, 13)
    assert day_shown("Due Sat", THURSDAY) == date(2030, 3, 16)  # a due day lies ahead
    assert day_shown("Sat", THURSDAY) is None  # alone, last week's or this week's: not said
    assert day_shown("Wed 2 January", THURSDAY) == date(2030, 1, 2)
    assert day_shown("Monday, December 30", THURSDAY) == date(2030, 12, 30)  # the year on which it is a Monday
    assert day_shown("14/3/30", THURSDAY) is None  # day first with slashes: not the locale's month-first order
    assert day_shown("2029-11-02", None) == date(2029, 11, 2)


def test_a_clock_written_before_the_date_is_the_devices_time() -> None:
    assert str(device_now({}, ("14:05 · Thu 14 Mar 2030",))) == "2030-03-14 14:05:00"
    assert str(device_now({}, ("2:05 p.m. Thursday, 14 March 2030",))) == "2030-03-14 14:05:00"


def _records(screen: str) -> list[Record]:
    turn = Turn.read(AgentStepArguments.model_validate({"task": "…", "screen_description": screen, "step_count": 1}))
    return [Record(e.label, e.value or "", e.checked) for e in rows(turn.screen)]


def _question(task: str) -> Question:
    found = question_plan(task, THURSDAY)
    assert found is not None
    question = Question.from_line(found[1].removeprefix(PLAN_PREFIX))
    assert question is not None
    return question


def test_a_journals_rows_under_a_days_header_are_that_days() -> None:
    journal = (
        f'{STATUS}\n[1] List "Activities" scrollable\n'
        '  [2] TextView "Yesterday"\n'
        '  [3] ListItem "Cycling" value="1h 10m · 20.4 km"\n'
        '  [4] ListItem "Evening spin" value="Cycling · easy legs · 25 min · 8 km"\n'
        '  [5] TextView "Mon 11 March"\n'
        '  [6] ListItem "Cycling" value="2h · 41 km"'
    )
    seen = _records(journal)
    assert [r.day for r in seen] == ["2030-03-13", "2030-03-13", "2030-03-11"]
    assert seen[1].activity == "Cycling" and seen[1].description == "easy legs"
    assert answer(_question("how many minutes did I spend cycling yesterday in opentracks?"), seen) == "95"
    assert answer(_question("how far did I bike on monday? opentracks, in km"), seen) == "41.00"


def test_a_ledgers_amounts_in_another_currency_format_add_up() -> None:
    ledger = (
        f'{STATUS}\n[1] List "Expenses" scrollable\n  [2] TextView "12 Mar 2030"\n'
        '  [3] ListItem "Bakery" value="EUR 4.20 · Food"\n  [4] ListItem "Bus pass" value="EUR 30.00 · Transportation"\n'
        '  [5] TextView "Today"\n  [6] ListItem "Bakery" value="EUR 3.80 · Food"'
    )
    seen = _records(ledger)
    assert [r.day for r in seen] == ["2030-03-12", "2030-03-12", "2030-03-14"]
    assert answer(_question("what did I spend on bakery in total? pro expense"), seen) == "8.00"


def test_an_agenda_in_12_hour_time_under_day_headers_answers_and_checks_what_was_saved() -> None:
    agenda = (
        f'{STATUS}\n[1] TextView "March 2030"\n[2] List "Events"\n'
        '  [3] TextView "Today"\n  [4] ListItem "Standup" value="9:30 AM – 9:45 AM"\n'
        '  [5] TextView "Tomorrow"\n  [6] ListItem "Dentist" value="3:00 PM – 3:45 PM · Main street clinic"\n'
        '  [7] ListItem "Book club" value="7:00 PM – 8:30 PM"'
    )
    asked = plan("what's on my calendar tomorrow? simple calendar, titles only")
    said = step("what's on my calendar tomorrow?", agenda, asked, len(asked) - 1)
    assert (said.action, said.final_answer) == ("done", "Dentist, Book club")
    # A new event checked in the list by its day and hour: "Tomorrow · 3:00 PM" is 2030-03-15 15:00.
    task = "add Dentist tomorrow at 3pm for 45 minutes in simple calendar"
    steps = plan(task)
    assert steps[-1] == "Check the event 'Dentist' is listed at 2030-03-15 15:00", steps
    checked = step(task, agenda, steps, len(steps) - 1, current_package="com.simplemobiletools.calendar.pro")
    assert checked.action == "done", checked


def test_a_call_log_written_another_way_gives_its_times_lengths_and_numbers() -> None:
    page = (
        f'{STATUS}\n[1] ImageButton "Navigate up"\n[2] TextView "Call details"\n[3] TextView "Omar Novak" value="Work"\n'
        '[4] ImageButton "Call"\n[5] TextView "Outgoing call" value="15:05 · 1:02:03"\n'
        '[6] TextView "Incoming call" value="09:12 · 00:45"'
    )
    length = step(
        "how long did my last call with Omar go on?",
        page,
        ["Open Phone", "Tell the length of the last call with 'Omar Novak'"],
        1,
    )
    assert (length.action, length.final_answer) == ("done", "1:02:03")
    log = (
        f'{STATUS}\n[1] List "Recents" scrollable\n  [2] ListItem "+44 20 7946 0018" value="Incoming · 15:05"\n'
        '  [3] ListItem "Omar Novak" value="Missed · 09:12"'
    )
    opened = step("save whoever rang at 3:05pm as Ana Ruiz", log, ["Open Phone", "Open the call showing '3:05 PM'"], 1)
    assert (opened.action, opened.target_index) == ("tap", 2)
    thread = (
        f'{STATUS}\n[1] ImageButton "Navigate up"\n[2] TextView "+1 (415) 555-0199"\n[3] ImageButton "Call"\n'
        '[4] TextView "Are you free later?" value="Received"\n[5] EditText "Type a message…"\n'
        '[6] ImageButton "Send SMS" disabled'
    )
    steps = plan("ring back the person who just messaged me")
    at = steps.index("Remember the sender")
    kept = step("ring back the person who just messaged me", thread, steps, at, trail=["+1 (415) 555-0199"])
    assert kept.remember is not None, kept
    assert (kept.remember.key, kept.remember.value) == ("sender", "+14155550199")  # dialled, not looked up by name


def test_a_row_named_by_a_length_a_size_or_a_time_is_found_however_the_app_writes_it() -> None:
    songs = (
        f'{STATUS}\n[1] List "Tracks" scrollable\n  [2] ListItem "Night Bus" value="Ada Lune · 3m 5s"\n'
        '  [3] ListItem "Low Tide" value="Ada Lune · 4m 5s"'
    )
    gone = step("delete the 4:05 song in vlc", songs, plan("delete the 4:05 song in vlc"), 1)
    assert (gone.action, gone.target_index) == ("tap", 3)
    files = (
        f'{STATUS}\n[1] List "Download" scrollable\n  [2] ListItem "scan.pdf" value="2029-01-05 · 1,200 KB"\n'
        '  [3] ListItem "menu.png" value="2029-01-05 · 12.00 KB"'
    )
    picked = plan("move the 1.2 MB file in Download to Pictures")
    chosen = step("move the 1.2 MB file in Download to Pictures", files, picked, 2)
    assert chosen.remember is not None and chosen.remember.value == "scan.pdf", chosen
    log = f'{STATUS}\n[1] List "Recents" scrollable\n  [2] ListItem "+1 415-555-0199" value="Incoming · 7:40 p.m."'
    opened = step("save the 7:40 caller as Ana Ruiz", log, ["Open Phone", "Open the call showing '7:40'"], 1)
    assert (opened.action, opened.target_index) == ("tap", 2)  # "at 7:40" said without its half of the day
