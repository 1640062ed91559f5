"""Everyday request forms people set 110 found (helper people110), in other wordings than the set's: a remark that
names the record, then the request about "it" / "that expense" / a field with no record (intent/remark_shapes.py,
remark_references.py, distractor_mends.py); where a line goes said before its verb (said_first_mends.py); a value
said "with X as the description" (said_as_mends.py); an adding verb after a polite opener (spoken.py); Indian
English "prepone … timing same" (nonnative_mends.py); an event made "N minutes" and one that "needs to repeat"
after a reason (clock_mends.py, colloquial_mends.py); "booked for" and "which event is last" (agenda_questions.py);
a span "between the 2nd and the 8th" (texting.py); who it was that texted (indirect_questions.py); a timer wished
for (clock_mends.py); files of a kind taken out of one folder into another (file_moves.py); an outing "I did" on a
weekday (ordinal_days.py); a record "called" a new name and a meeting's notes (turns_of_phrase.py); a polite
opener after the app (courtesy.py); recipes ready within a time (answering/record_questions.py)."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for, read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)  # a Thursday


def _plan(task: str) -> str:
    return "\n".join(plan_for(read_task(task, None, TODAY)))


def test_a_record_that_was_not_ones_own_is_what_that_expense_is() -> None:
    plan = _plan("the roses weren't for me they were a gift, change that expense's category to Social")
    assert "Open the expense 'roses'" in plan
    assert "Choose 'Social' for the category field" in plan


def test_records_refunded_together_can_be_deleted_together() -> None:
    plan = _plan("the taxi, parking and lunch expenses were all reimbursed so they can be deleted")
    for name in ("taxi", "parking", "lunch"):
        assert name in plan
    assert "Delete" in plan or "delete" in plan


def test_a_dish_nobody_eats_is_the_recipe_binned() -> None:
    plan = _plan("nobody here likes the lentil soup anymore, bin that recipe will you")
    assert "lentil soup" in plan
    assert "Call" not in plan


def test_a_thing_nearly_forgotten_is_what_it_adds() -> None:
    plan = _plan("almost forgot Batteries! put it at the end of shopping.md")
    assert "Batteries" in plan and "shopping.md" in plan


def test_a_call_in_the_log_one_calls_spam_is_deleted_never_rung() -> None:
    plan = _plan("there's a call from 555 201 3344 in my call log, it's a scam, delete it")
    assert "Delete the call showing '5552013344'" in plan
    assert "Call 5552013344" not in plan


def test_a_call_in_the_history_got_rid_of_is_deleted_from_the_log() -> None:
    plan = _plan("there's a call from 555 201 3344 in my history, get rid of it")
    assert "Delete the call showing '5552013344'" in plan


def test_the_field_set_after_a_remark_is_the_remarked_records() -> None:
    plan = _plan("Pancakes take much less time than I wrote, set the prep time to 15 mins")
    assert "Open the recipe 'Pancakes'" in plan
    assert "Type '15 mins' into the preparation time field" in plan


def test_an_address_sent_on_to_someone_too_is_forwarded() -> None:
    plan = _plan("Omar Haddad sent me the address for the party, can you send it on to Lena Moreau too")
    assert "Lena Moreau" in plan and "Omar Haddad" in plan


def test_where_a_line_goes_said_first() -> None:
    plan = _plan("at the bottom of todo.md please add Water the plants")
    assert "Water the plants" in plan and "todo.md" in plan


def test_a_value_said_with_as_the_description() -> None:
    plan = _plan("put Dentist in my calendar on friday at 9 am with Bring the card as the description")
    assert "Bring the card" in plan and "description" in plan


def test_an_adding_verb_after_a_polite_opener() -> None:
    plan = _plan("can you bung Haircut in my diary on monday at 4pm")
    assert "Start a new event" in plan and "'Haircut'" in plan


def test_prepone_moves_an_event_keeping_its_time() -> None:
    plan = _plan("kindly prepone Team sync from 28th March to 26th March, timing same")
    assert "Open the event 'Team sync' on 2030-03-28" in plan
    assert "Type '2030-03-26' into the date field" in plan


def test_an_event_of_a_weekday_made_some_minutes_long() -> None:
    plan = _plan("my Haircut this saturday the 16th is running over so make it 45 minutes")
    assert "Make the event last 45 minutes" in plan


def test_an_event_that_needs_to_repeat_after_a_reason() -> None:
    plan = _plan("the club meets all year so Book club on the 20th has to repeat every month")
    assert "Choose 'Monthly' for the repetition field" in plan


def test_how_long_an_event_is_booked_for() -> None:
    assert "Answer from the agenda: minutes 2030-03-19" in _plan(
        "how long is my dentist appointment scheduled for on the 19th?"
    )


def test_which_event_is_last_on_a_day_is_the_latest() -> None:
    assert "Answer from the agenda: last 2030-03-20" in _plan("which meeting is last on 20th March?")


def test_a_span_of_two_ordinal_days_keeps_both() -> None:
    plan = _plan("how much did I spend on transport between the 1st and the 5th of march?")
    assert '"first": "2030-03-01"' in plan and '"last": "2030-03-05"' in plan


def test_the_2nd_before_a_word_is_still_the_second() -> None:
    assert read_task("play my 2nd playlist", None, TODAY) == read_task("play my second playlist", None, TODAY)


def test_who_texted_about_something_one_forgot() -> None:
    plan = _plan("somebody texted me about the rent but I forget who")
    assert '"mode": "sender"' in plan and "rent" in plan


def test_a_timer_wished_for_is_set_not_started() -> None:
    plan = _plan("I need a 25 min timer for the pasta, I'll hit start myself")
    assert "Set the timer to 00:25:00" in plan


def test_files_of_a_kind_taken_out_of_one_folder_into_another() -> None:
    plan = _plan("shift all the pdfs out of Download and into Documents")
    assert "Select every '.pdf' file" in plan and "'Documents'" in plan


def test_an_outing_i_did_on_a_weekday_is_that_days() -> None:
    plan = _plan("the run I did last friday, rename it to Tempo")
    assert "2030-03-08" in plan and "'Tempo'" in plan


def test_a_playlist_called_a_new_name_is_renamed() -> None:
    plan = _plan("can you call my Chill playlist Evening from now on in retro music")
    assert "Rename it to 'Evening'" in plan


def test_calling_a_contact_is_still_a_call() -> None:
    assert "Call" in _plan("call my sister Ana Lee")


def test_a_meetings_minutes_named_first_then_its_head_count() -> None:
    assert '"subject": "Sprint review"' in _plan("Sprint review meeting minutes in joplin - how many people attended?")


def test_a_polite_opener_after_the_app() -> None:
    plan = _plan("in markor, could you delete gifts.md")
    assert "gifts.md" in plan and "Find an app" not in plan


def test_recipes_ready_within_a_time_are_read_one_by_one() -> None:
    plan = _plan("which recipes can I make in under 30 minutes?")
    assert '"mode": "within"' in plan and '"bound": "<1800"' in plan


def test_a_contact_of_someone_gone_is_deleted_after_please() -> None:
    assert "Greta Novak" in _plan("Greta Novak moved abroad, delete her contact pls")


def test_a_value_with_as_the_description_after_another_adding_verb() -> None:
    plan = _plan("would you stick Dentist in my calendar on friday at 9am with Bring the card as the description")
    assert "Start a new event" in plan and "'Dentist'" in plan


def test_an_event_said_to_run_over_then_made_that_long() -> None:
    plan = _plan("my Book club on the 20th will run over, make it 2 hours, keep the start time")
    assert "Make the event last 120 minutes" in plan
    assert "OpenTracks" not in plan


@pytest.mark.parametrize(
    "task",
    ["there's a call from 555 201 3344 in my call log", "I got a call from 555 201 3344 this morning"],
)
def test_a_call_told_of_with_no_request_is_never_rung(task: str) -> None:
    assert "Call 5552013344" not in _plan(task)


def test_a_number_given_a_ring_is_still_rung() -> None:
    assert "Call +15552013344" in _plan("give +1 555 201 3344 a ring")
