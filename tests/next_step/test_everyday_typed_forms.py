"""Everyday request forms set 109 found (helper set-109): a question narrowed by the one said after it
(answering/follow_ups.py); a playlist named with "name it X" (intent/playlists.py); an app said with "for" before a colon (intent/clauses.py); the old value said after "not" with no comma (intent/field_edits.py); how many things are (sitting) in a folder (intent/discourse.py, answering/items.py); a remark run on into its request by "so", its record named in lower case (intent/remark_references.py); files not needed, where they are said between the remark and "delete both" (intent/files.py, remark_references.py); what one is busy with said first as a participle (intent/situations.py); the text said as what to paste in (intent/fields.py); a category said as what "cost me" (answering/expense_questions.py); a location set "on my X thing" (intent/record_remarks.py); a value a person gave, kept on their contact (intent/reasons_mends.py); a song one loves, then "stick it on" a playlist (intent/remark_references.py); a slip said, then "swap it", the field a slip was in, what was paid for said first, and a time ruled out before "shift it" (intent/reasons_mends.py); a to-do named by what was done, "tick that task off" (intent/task_marks.py). Wordings here are not the people sets'."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for, read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def _plan(task: str) -> str:
    return "\n".join(plan_for(read_task(task, None, TODAY)))


@pytest.mark.parametrize(
    ("task", "done"),
    [
        ("what was due on friday in my tasks? which ones did I finish", "true"),
        ("anything due tomorrow in my to-do app? which of them are still open", "false"),
        ("tasks due march 20? and which ones are completed", "true"),
    ],
)
def test_a_question_after_the_first_narrows_its_rows(task: str, done: str) -> None:
    assert f'"done": {done}' in _plan(task)


def test_an_answer_format_after_the_question_narrows_nothing() -> None:
    assert '"done": null' in _plan("what tasks are due on friday? titles only")


@pytest.mark.parametrize(
    ("task", "name"),
    [
        ("make a new playlist, call it Gym Mix: Blue Monday and Neon Rain", "Gym Mix"),
        ("new vlc playlist please, name it Beach: beach_3.mp4, hike_5.mp4", "Beach"),
    ],
)
def test_a_playlist_named_with_name_it_is_called_so(task: str, name: str) -> None:
    plan = _plan(task)
    assert f"to the playlist '{name}'" in plan
    assert "'name it" not in plan and "'call it" not in plan


def test_an_app_said_with_for_before_a_colon_is_the_app() -> None:
    plan = _plan("add a recipe for broccoli: Pea soup. serves two, takes 15 mins")
    assert plan.startswith("Open Broccoli")
    assert "Type 'Pea soup' into the title field" in plan


def test_for_before_other_words_names_no_app() -> None:
    assert "'broccoli'" not in _plan("add a recipe for broccoli soup")


@pytest.mark.parametrize(
    ("task", "typed"),
    [
        ("the Lentil soup recipe should serve eight not four, can you fix it", "Type '8 servings' into the servings"),
        ("the Taxi expense should cost $20 not $25", "Type '20.00' into the amount"),
    ],
)
def test_the_old_value_said_after_not_is_never_typed(task: str, typed: str) -> None:
    plan = _plan(task)
    assert typed in plan
    assert "not " not in plan.split("\n", 3)[2]


@pytest.mark.parametrize(
    "task",
    ["how many files are in my Documents?", "how many files are sitting in the Pictures folder?"],
)
def test_how_many_things_are_in_a_folder_is_counted_there(task: str) -> None:
    plan = _plan(task)
    assert plan.startswith("Open Files")
    assert '"mode": "count"' in plan


def test_many_is_never_the_thing_asked_of() -> None:
    from mcp_agent.tools.next_step.intent.discourse import unframed

    assert unframed("how many songs are in my Gym playlist?") == "how many songs are in my Gym playlist?"


@pytest.mark.parametrize(
    ("task", "step"),
    [
        ("the taxi expense got refunded so please delete it", "Delete the expense 'taxi'"),
        ("the gym expense was a duplicate so can you remove it", "Delete the expense 'gym'"),
        ("the Lasagna recipe got ruined so just delete it", "Delete the recipe 'Lasagna'"),
    ],
)
def test_a_remark_run_on_into_its_request_by_so_is_what_it_refers_to(task: str, step: str) -> None:
    assert step in _plan(task)


def test_a_record_picked_by_its_place_is_no_named_record() -> None:
    assert "'last'" not in _plan("the last note was wrong so delete it")


@pytest.mark.parametrize(
    ("task", "deleted"),
    [
        (
            "don't need scan_1.pdf or scan_2.pdf anymore, they're in Documents, delete both",
            ("scan_1.pdf", "scan_2.pdf"),
        ),
        ("i no longer need memo.txt, it's in Download, remove it", ("memo.txt",)),
    ],
)
def test_files_not_needed_and_where_they_are_said_before_the_request(task: str, deleted: tuple[str, ...]) -> None:
    plan = _plan(task)
    for name in deleted:
        assert f"Delete the file '{name}'" in plan
    assert "Open the folder" in plan


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        ("sorting out my downloads, delete old_map.pdf from Download", "delete old_map.pdf from Download"),
        ("cleaning up the calendar, Dentist on March 20 can go", "Dentist on March 20 can go"),
    ],
)
def test_what_one_is_busy_with_said_first_is_dropped(said: str, asked: str) -> None:
    from mcp_agent.tools.next_step.intent.situations import situation_dropped

    assert situation_dropped(said).casefold() == asked.casefold()


@pytest.mark.parametrize(
    "kept",
    [
        "ring my sister, she's waiting",  # a request, not what one is doing
        "going through my recipes, which one uses it?",  # what "it" is stays in the first part
    ],
)
def test_a_participle_first_is_kept_when_the_rest_needs_it(kept: str) -> None:
    from mcp_agent.tools.next_step.intent.situations import situation_dropped

    assert situation_dropped(kept) == kept


@pytest.mark.parametrize(
    "task",
    [
        "new markor note list.md and paste this in: eggs, milk and bread",
        "create a file list.md, then put the following in it: eggs, milk and bread",
    ],
)
def test_the_text_said_as_what_goes_in_is_the_body(task: str) -> None:
    assert "Type 'eggs, milk and bread' into the body field" in _plan(task)


@pytest.mark.parametrize(
    ("task", "kind"),
    [("how much has food cost me this year?", "food"), ("how much have my clothes cost me so far?", "clothes")],
)
def test_a_category_said_as_what_cost_me_is_totalled(task: str, kind: str) -> None:
    plan = _plan(task)
    assert f'"kind": "{kind}"' in plan and '"mode": "money"' in plan


def test_one_expense_said_as_what_cost_me_is_no_category() -> None:
    assert '"mode": "money"' not in _plan("how much has the Bakery cost me?")


@pytest.mark.parametrize(
    "task",
    [
        "could you set the location on my Book club thing to City library",
        "set the venue on the Book club to City library",
    ],
)
def test_a_location_said_on_a_record_is_its_event_location(task: str) -> None:
    plan = _plan(task)
    assert "Open the event 'Book club'" in plan
    assert "Type 'City library' into the location field" in plan


def test_a_location_on_the_phone_is_no_event() -> None:
    assert "Open the event" not in _plan("set the location on my phone to off")


@pytest.mark.parametrize(
    ("task", "typed", "field"),
    [
        ("Lena Ortiz sent me her email: lena@mail.org. save it to her contact", "lena@mail.org", "email"),
        ("Ravi Tanaka gave me his new number, +1 555 010 7788, please update his contact", "+1 555 010 7788", "phone"),
    ],
)
def test_a_value_a_person_gave_is_kept_on_their_contact(task: str, typed: str, field: str) -> None:
    plan = _plan(task)
    assert plan.startswith("Open Contacts")
    assert f"Type '{typed}' into the {field} field" in plan


@pytest.mark.parametrize(
    ("task", "step"),
    [
        ("i love Golden Hour, stick it on my Gym playlist", "Add 'Golden Hour' to the playlist 'Gym'"),
        ("I really like Blue Monday, pop it on the Evening playlist", "Add 'Blue Monday' to the playlist 'Evening'"),
    ],
)
def test_a_song_one_loves_is_what_it_refers_to(task: str, step: str) -> None:
    assert step in _plan(task)


@pytest.mark.parametrize(
    "task",
    [
        "in todo.md I typed Tuesday but I meant Thursday, fix it",
        "I wrote Tuesday when I meant Thursday in todo.md. can you change that",
    ],
)
def test_a_slip_said_then_its_fix_is_a_replacement(task: str) -> None:
    plan = _plan(task)
    assert "Open the note 'todo.md'" in plan
    assert "Replace 'Tuesday' with 'Thursday'" in plan


def test_a_slip_in_no_named_note_replaces_nothing() -> None:
    assert "Replace" not in _plan("I wrote Tuesday but I meant Thursday, fix it")


@pytest.mark.parametrize(
    ("task", "step"),
    [
        ("fix the Taxi expense, I entered the wrong amount, it should be 18.20", "Type '18.20' into the amount field"),
        ("the Pizza expense - the category is wrong, it's Food", "Choose 'Food' for the category field"),
    ],
)
def test_the_field_a_slip_was_in_is_the_one_fixed(task: str, step: str) -> None:
    assert step in _plan(task)


def test_what_was_paid_for_said_first_is_the_new_expense() -> None:
    plan = _plan("just spent $18.20 on a pizza night, can you add it as a food expense with the note split")
    for step in (
        "Type 'pizza night' into the name field",
        "Type '18.20' into the amount field",
        "Choose 'food' for the category field",
        "Type 'split' into the note field",
    ):
        assert step in plan


@pytest.mark.parametrize(
    ("task", "name"),
    [
        ("finally called the plumber! tick that task off", "call the plumber"),
        ("just bought printer ink, mark it done", "buy printer ink"),
        ("renewed the parking permit. check it off", "renew the parking permit"),
    ],
)
def test_a_to_do_named_by_what_was_done_is_ticked(task: str, name: str) -> None:
    assert f"Mark the task '{name}' done" in _plan(task)


@pytest.mark.parametrize(
    "task",
    [
        "the Book club on friday can't happen at 6 anymore, move it to 8pm",
        "my Book club on friday won't work at 6, can you push it to 8 pm",
    ],
)
def test_a_record_whose_time_is_ruled_out_is_moved(task: str) -> None:
    plan = _plan(task)
    assert "Open the event 'Book club'" in plan
    assert "Type '20:00' into the time field" in plan


@pytest.mark.parametrize("task", ["I finished Buy stamps, mark it done", "I completed Buy stamps, tick it off"])
def test_a_to_do_said_finished_is_named_by_itself(task: str) -> None:
    assert "Mark the task 'Buy stamps' done" in _plan(task)
