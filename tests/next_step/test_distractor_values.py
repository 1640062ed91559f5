"""Forms met in the first run of people set 94, tested in other wordings: values beside the request that are not
its own (distractor_mends.py): a statement said first with its own day, time, amount, file or name before a request
that is whole without it; "that number" and "for that" read from the statement; an app said only in the statement
kept; a remark after the request about what it leaves alone; a number "labelled Work"."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def goal(text: str):  # type: ignore[no-untyped-def]
    return read_task(text, None, TODAY)


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


@pytest.mark.parametrize(
    ("text", "time"),
    [
        ("the kids' bus comes at 7:15 so I need to be up early, set an alarm for 6:40 am", "06:40"),
        ("dinner is at 8pm. wake me with an alarm at 5:45 pm", "17:45"),
    ],
)
def test_a_time_said_in_the_statement_first_is_not_the_alarms(text: str, time: str) -> None:
    read = goal(text)
    assert read.intent == "alarm" and read.time == time


@pytest.mark.parametrize(
    "text",
    [
        "my payslip_03.pdf is already printed, so delete invoice_88.pdf from Download",
        "invoice_87.pdf was last month's - delete invoice_88.pdf from Download",
    ],
)
def test_a_file_said_in_the_statement_first_is_not_the_one_deleted(text: str) -> None:
    steps = plan(text)
    assert any("invoice_88.pdf" in step for step in steps)
    assert not any("invoice_87" in step or "payslip_03" in step for step in steps)


def test_an_amount_said_first_leaves_the_named_expense_to_delete() -> None:
    read = goal("the $12 coffee can stay, but remove the Groceries expense")
    assert read.intent == "delete" and "Groceries" in repr(read) and "12" not in repr(read)


def test_a_recording_name_said_first_is_not_the_new_ones() -> None:
    steps = plan("lecture_3 was last week's. record some audio and save it as lecture_4")
    assert any("lecture_4" in step for step in steps) and not any("lecture_3" in step for step in steps)


def test_a_day_said_first_leaves_the_questions_own_day() -> None:
    read = goal("my parents arrive on the 20th, but which tasks are due on March 25?")
    assert '"first": "2030-03-25"' in repr(read) and "2030-03-20" not in repr(read)


def test_the_app_said_only_in_the_statement_is_kept() -> None:
    assert plan("markor crashed on the 3rd and I lost stuff, make a new note called log_2.txt")[0] == "Open Markor"


def test_a_value_corrected_in_the_statement_is_what_for_that_means() -> None:
    read = goal("the oven says 50 min but it's really 1 hour 5 minutes, set a timer for that and don't start it")
    assert read.intent == "timer" and read.value == "01:05:00"


def test_that_number_is_the_one_phone_number_the_statement_says() -> None:
    steps = plan(
        "Lena Haddad from accounts gave me her number +14155550188. Open a new contact, first name Lena, last name "
        "Haddad, that number labelled Home, don't save"
    )
    assert "Type '+14155550188' into the phone field" in steps and "Choose 'Home' for the phone label field" in steps
    assert "Save the contact" not in steps


def test_that_session_is_the_one_on_the_day_the_statement_says() -> None:
    read = goal("I biked about 30 km on Monday the 11th, how long was that cycling session in minutes?")
    assert '"first": "2030-03-11"' in repr(read) and '"kind": "cycling"' in repr(read)


@pytest.mark.parametrize(
    "text",
    [
        "delete the Dentist event on March 20. Leave the 21st as it is",
        "delete the Dentist event on March 20 - the Haircut that day stays",
        "delete the Dentist event on March 20, don't touch Team sync",
    ],
)
def test_a_remark_after_the_request_on_what_it_leaves_alone(text: str) -> None:
    read = goal(text)
    assert read.intent == "delete" and read.date == "2030-03-20"
    assert "Haircut" not in repr(read) and "Team sync" not in repr(read) and "21" not in read.date


def test_a_bracketed_remark_about_another_record_is_no_field() -> None:
    steps = plan("rename notes_4.md to todo_9.md (todo_8 is already taken)")
    assert any("todo_9.md" in step for step in steps) and not any("todo_8" in step for step in steps)


def test_a_message_is_never_cut_at_a_remark() -> None:
    read = goal("text Ana Ruiz: keep the 20th free though")
    assert "keep the 20th free" in read.body


@pytest.mark.parametrize(
    "text",
    [
        "Omar's old number stopped working, but Lena Haddad's new one is +14155550188, add her as a contact",
        "Lena Haddad's number is +14155550188, save her as a new contact",
    ],
)
def test_her_is_whom_the_statement_gives_a_number(text: str) -> None:
    steps = plan(text)
    assert "Type 'Lena' into the first name field" in steps and "Type '+14155550188' into the phone field" in steps
    assert not any("Omar" in step for step in steps)


def test_a_request_naming_only_its_app_keeps_the_statement_before_it() -> None:
    steps = plan("Lena Haddad +14155550188. add to contacts")
    assert "Type '+14155550188' into the phone field" in steps


def test_an_app_opened_is_a_request_whole_without_the_statement() -> None:
    assert plan("the printer broke on Monday at 9, open the files app")[0] == "Open files"


def test_what_was_refunded_is_deleted_from_the_expenses() -> None:
    steps = plan("I got my money back for a couple of things, Rent is fine, but remove Fuel and Pharmacy")
    assert steps == ["Open Expenses", "Delete the expense 'Fuel'", "Delete the expense 'Pharmacy'"]


def test_a_question_and_a_request_said_first_are_never_dropped_as_a_statement() -> None:
    steps = plan(
        "Did Omar Haddad call me yesterday? Look at the call log in the Phone app. Respond with just Yes or No."
    )
    assert steps[0] == "Open Phone" and "Omar Haddad" in steps[-1]


def test_words_to_write_after_a_colon_are_never_a_request() -> None:
    steps = plan("groceries_2.md needs another line at the top: Call the plumber on Monday.")
    assert any("Call the plumber on Monday" in step for step in steps) and not any("Call " == s[:5] for s in steps)


def test_it_before_a_comma_and_a_labelled_field_points_back() -> None:
    steps = plan("I paid $52.10 for Pharmacy (Health Care), add it to my expenses, note: Discounted")
    assert any("52.10" in step for step in steps) and any("Pharmacy" in step for step in steps)
